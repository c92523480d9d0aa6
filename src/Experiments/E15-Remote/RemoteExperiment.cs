using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E15;

/// <summary>E15's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class RemoteExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does an actor message cost between two OS processes — on loopback, and between two network namespaces joined by a veth pair — one way in bulk (seed 003's RemoteBenchmark), N × N echo (seed 001) and one round trip's latency — on the lab's own socket transport against Proto.Remote, Akka.Remote, Orleans and a raw-socket floor?",
        Compares: "RemoteStreamBenchmarks (R1: one actor each side, M one-way messages each answered), RemoteEchoBenchmarks (R2: N client actors × N server echo actors, one request in flight each; N = 100 and 1 000), RemoteLatencyBenchmarks (R3: one client, sequential round trips, back to back or after a 1 ms pause), RemoteNamespaceBenchmarks (R1, R2 at N = 100 and R3 back to back between two network namespaces the run makes, every row's client inside the near one; Linux, root), RemoteShapedBenchmarks (R1 and R2 between namespaces over a link shaped to 1 Gbit/s by tc's token bucket, with bytes on the wire per message): " +
               "the lab's transport (the runtime's actors at both ends, length-prefixed frames over a socket through System.IO.Pipelines; baseline), the lab's direct transport (the same frames over blocking sockets on two threads of each connection's own, a lock-free ring to its sender; its actors run on the thread that reads their frame, or on the thread pool in LabDirectPool), the lab's transport with .NET's inline socket completions (LabInline), the raw-socket floor (the same frames, no actors, one thread per side), Proto.Remote 1.8.0 (gRPC), Akka.Remote 1.5.74 (DotNetty), Orleans 10.4.2 (a silo and an external client); the far node is a separate process every row starts and stops (between namespaces, a peer's client runs as a process of its own inside the near namespace)",
        // quick: one launch per case, each starting its far node (and namespaces), plus the build; full: three launches
        // and both GCs for each loopback peer row
        QuickTime: "~10 min",
        FullTime: "~60 min",
        Benchmarks: [typeof(RemoteStreamBenchmarks), typeof(RemoteEchoBenchmarks), typeof(RemoteLatencyBenchmarks), typeof(RemoteNamespaceBenchmarks), typeof(RemoteShapedBenchmarks)],
        Headlines:
        [
            // R1 and R2: the lab's transport against each remote peer in its own fastest configuration, with the issue's
            // targets (≥ 2× Proto.Remote, ≥ 10× Akka.Remote, within 1.5× of the raw-socket floor, 0 B per message)
            Against(Stream, "R1 (seed 003's RemoteBenchmark)", ProtoRemote, "Proto.Remote", minRatio: 2),
            Against(Stream, "R1 (seed 003's RemoteBenchmark)", AkkaRemote, "Akka.Remote", minRatio: 10),
            Against(Echo, "R2 (seed 001's N × N echo), every N", ProtoRemote, "Proto.Remote", minRatio: 2),
            Against(Echo, "R2 (seed 001's N × N echo), every N", AkkaRemote, "Akka.Remote", minRatio: 10),
            new Headline("R3, back to back, p99: the lab's transport vs the raw-socket floor",
                Latency(Lab, 0), Latency(Floor, 0), MinRatio: 0.5, TargetText: "p99 ≤ 2× the floor's (ratio ≥ 0.5×)")
            {
                Measure = HeadlineMeasure.Metric,
                MetricId = P99,
                Floor = Latency(Floor, 0),
            },
            Against(Stream, "R1 (seed 003's RemoteBenchmark)", OrleansRemote, "Orleans", minRatio: null),
            Against(Echo, "R2 (seed 001's N × N echo), every N", OrleansRemote, "Orleans", minRatio: null),
            new Headline("R3, back to back, p50: the lab's transport vs the raw-socket floor",
                Latency(Lab, 0), Latency(Floor, 0)) { Measure = HeadlineMeasure.Metric, MetricId = P50, Floor = Latency(Floor, 0) },
            new Headline("R3, after a 1 ms pause, p99: the lab's transport vs the raw-socket floor",
                Latency(Lab, 1), Latency(Floor, 1)) { Measure = HeadlineMeasure.Metric, MetricId = P99, Floor = Latency(Floor, 1) },
            new Headline("R3, back to back, p99: the lab's transport vs the fastest of Proto.Remote, Akka.Remote and Orleans",
                Latency(Lab, 0), Latency($"{ProtoRemote}|{AkkaRemote}|{OrleansRemote}", 0))
            {
                Measure = HeadlineMeasure.Metric,
                MetricId = P99,
                Floor = Latency(Floor, 0),
                Peer = "Proto.Remote",
            },
            // the direct transport (blocking sockets on the connection's own threads, actors run where their frame is read):
            // against the peers with the issue's targets (≥ 2× Proto.Remote, ≥ 10× Akka.Remote, within 1.5× of the floor,
            // 0 B per message in R1), and against the pipe transport (the same promises: like for like) with the floor's
            // targets on its distance (R3: within 2× of the floor at p50 and p99, after a pause too)
            DirectAgainst(Stream, "R1 (seed 003's RemoteBenchmark)", "", ProtoRemote, "Proto.Remote", 2, maxBytes: 0),
            DirectAgainst(Stream, "R1 (seed 003's RemoteBenchmark)", "", AkkaRemote, "Akka.Remote", 10, maxBytes: 0),
            DirectAgainst(Echo, "R2 (seed 001's N × N echo), every N", Headline.EveryCell, ProtoRemote, "Proto.Remote", 2),
            DirectAgainst(Echo, "R2 (seed 001's N × N echo), every N", Headline.EveryCell, AkkaRemote, "Akka.Remote", 10),
            DirectVsPipe(new RowKey(Stream, LabDirect, ""), new RowKey(Stream, Lab, ""), new RowKey(Stream, Floor, ""), "R1", 1.5),
            DirectVsPipe(new RowKey(Echo, LabDirect, Headline.EveryCell), new RowKey(Echo, Lab, Headline.EveryCell),
                new RowKey(Echo, Floor, Headline.EveryCell), "R2, every N", 1.5),
            DirectVsPipe(Latency(LabDirect, 0), Latency(Lab, 0), Latency(Floor, 0), "R3, back to back, p50", 2, P50),
            DirectVsPipe(Latency(LabDirect, 0), Latency(Lab, 0), Latency(Floor, 0), "R3, back to back, p99", 2, P99),
            DirectVsPipe(Latency(LabDirect, 1), Latency(Lab, 1), Latency(Floor, 1), "R3, after a 1 ms pause, p99", 2, P99),
            new Headline("R2, every N: the direct transport, actors on its receiving thread vs on the thread pool",
                new RowKey(Echo, LabDirect, Headline.EveryCell), new RowKey(Echo, LabDirectPool, Headline.EveryCell))
            {
                Floor = new RowKey(Echo, Floor, Headline.EveryCell),
            },
            DirectVsPipe(Hosted("DirectStream"), Hosted("LabStream"), Hosted("FloorStream"), "Namespace hosts, R1", 1.5),
            DirectVsPipe(Hosted("DirectEcho"), Hosted("LabEcho"), Hosted("FloorEcho"), "Namespace hosts, R2 (N = 100)", 1.5),
            DirectVsPipe(Hosted("DirectRoundTrips"), Hosted("LabRoundTrips"), Hosted("FloorRoundTrips"), "Namespace hosts, R3 back to back, p99", 2, P99),
            // the same rows between two network namespaces joined by a veth pair (Linux, root): the transport against the
            // floor with the same targets, and what the link between two network stacks adds to loopback's figures
            new Headline("Namespace hosts, R1: the lab's transport vs the raw-socket floor",
                Hosted("LabStream"), Hosted("FloorStream"), MinRatio: 1 / 1.5, TargetText: "within 1.5× of the floor (ratio ≥ 0.67×)")
            {
                Floor = Hosted("FloorStream"),
            },
            new Headline("Namespace hosts, R2 (N = 100): the lab's transport vs the raw-socket floor",
                Hosted("LabEcho"), Hosted("FloorEcho"), MinRatio: 1 / 1.5, TargetText: "within 1.5× of the floor (ratio ≥ 0.67×)")
            {
                Floor = Hosted("FloorEcho"),
            },
            new Headline("Namespace hosts, R3 back to back, p99: the lab's transport vs the raw-socket floor",
                Hosted("LabRoundTrips"), Hosted("FloorRoundTrips"), MinRatio: 0.5, TargetText: "p99 ≤ 2× the floor's (ratio ≥ 0.5×)")
            {
                Measure = HeadlineMeasure.Metric,
                MetricId = P99,
                Floor = Hosted("FloorRoundTrips"),
            },
            // every peer between namespace hosts, its client a process inside the near namespace: the direct transport (and
            // the pipe transport) against each, with the issue's targets, on the same link
            HostedAgainst("DirectStream", "ProtoRemoteStream", "FloorStream", "R1", "the direct transport", "Proto.Remote", 2, maxBytes: 0),
            HostedAgainst("DirectStream", "AkkaRemoteStream", "FloorStream", "R1", "the direct transport", "Akka.Remote", 10, maxBytes: 0),
            HostedAgainst("DirectStream", "OrleansStream", "FloorStream", "R1", "the direct transport", "Orleans", null),
            HostedAgainst("DirectEcho", "ProtoRemoteEcho", "FloorEcho", "R2 (N = 100)", "the direct transport", "Proto.Remote", 2),
            HostedAgainst("DirectEcho", "AkkaRemoteEcho", "FloorEcho", "R2 (N = 100)", "the direct transport", "Akka.Remote", 10),
            HostedAgainst("DirectEcho", "OrleansEcho", "FloorEcho", "R2 (N = 100)", "the direct transport", "Orleans", null),
            HostedAgainst("LabStream", "ProtoRemoteStream", "FloorStream", "R1", "the pipe transport", "Proto.Remote", 2),
            HostedAgainst("LabStream", "AkkaRemoteStream", "FloorStream", "R1", "the pipe transport", "Akka.Remote", 10),
            HostedAgainst("LabEcho", "ProtoRemoteEcho", "FloorEcho", "R2 (N = 100)", "the pipe transport", "Proto.Remote", 2),
            HostedAgainst("LabEcho", "AkkaRemoteEcho", "FloorEcho", "R2 (N = 100)", "the pipe transport", "Akka.Remote", 10),
            new Headline("Namespace hosts, R3 back to back, p99: the direct transport vs the fastest of Proto.Remote, Akka.Remote and Orleans",
                Hosted("DirectRoundTrips"), Hosted("ProtoRemoteRoundTrips|AkkaRemoteRoundTrips|OrleansRoundTrips"))
            {
                Measure = HeadlineMeasure.Metric,
                MetricId = P99,
                Floor = Hosted("FloorRoundTrips"),
                Peer = "Proto.Remote",
            },
            // the same R1 and R2 over a link shaped to 1 Gbit/s: where batching must pay for itself in bytes on the wire
            DirectVsPipe(Shaped("DirectStream"), Shaped("LabStream"), Shaped("FloorStream"), "Shaped link, R1", 1.5),
            DirectVsPipe(Shaped("DirectEcho"), Shaped("LabEcho"), Shaped("FloorEcho"), "Shaped link, R2 (N = 100)", 1.5),
            new Headline("Shaped link, R1, bytes on the wire per message: the direct transport vs the pipe transport",
                Shaped("DirectStream"), Shaped("LabStream")) { Measure = HeadlineMeasure.Metric, MetricId = RemoteBench.WireBytesMetric, Floor = Shaped("FloorStream") },
            ShapedAgainst("DirectStream", "ProtoRemoteStream", "FloorStream", "R1", "Proto.Remote", 2),
            ShapedAgainst("DirectStream", "AkkaRemoteStream", "FloorStream", "R1", "Akka.Remote", 10),
            ShapedAgainst("DirectEcho", "ProtoRemoteEcho", "FloorEcho", "R2 (N = 100)", "Proto.Remote", 2),
            ShapedAgainst("DirectEcho", "AkkaRemoteEcho", "FloorEcho", "R2 (N = 100)", "Akka.Remote", 10),
            // one setting: DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1 on the pipe transport, in both processes
            Inline(new RowKey(Stream, LabInline, ""), new RowKey(Stream, Lab, ""), new RowKey(Stream, Floor, ""), "R1"),
            Inline(new RowKey(Echo, LabInline, Headline.EveryCell), new RowKey(Echo, Lab, Headline.EveryCell), new RowKey(Echo, Floor, Headline.EveryCell), "R2, every N"),
            Inline(Latency(LabInline, 0), Latency(Lab, 0), Latency(Floor, 0), "R3, back to back, p99", P99),
            Inline(Latency(LabInline, 1), Latency(Lab, 1), Latency(Floor, 1), "R3, after a 1 ms pause, p99", P99),
            new Headline("R1, the lab's transport: between namespace hosts vs on loopback",
                Hosted("LabStream"), new RowKey(Stream, Lab, "")) { Floor = Hosted("FloorStream") },
            new Headline("R3 back to back, p50, the raw-socket floor: between namespace hosts vs on loopback",
                Hosted("FloorRoundTrips"), Latency(Floor, 0)) { Measure = HeadlineMeasure.Metric, MetricId = P50, Floor = Hosted("FloorRoundTrips") },
        ])
    {
        Profile = JobProfile.LongInvocations,
        Seed = SeedReference.Seed003,
        Charts =
        [
            new Chart("echo-rate-vs-n", "R2: requests per second vs N client actors", Echo, nameof(RemoteEchoBenchmarks.Clients),
                "N (client actors, each with a server actor)", "Requests per second (each with its reply)", Rate),
            new Chart("rtt-p50-vs-gap", "R3: round trip, p50, back to back and after a pause", Latencies, nameof(RemoteLatencyBenchmarks.GapMs),
                "Pause before each request (ms)", "Round trip, p50 (µs)", ChartValue.Metric(P50)),
            new Chart("rtt-p99-vs-gap", "R3: round trip, p99, back to back and after a pause", Latencies, nameof(RemoteLatencyBenchmarks.GapMs),
                "Pause before each request (ms)", "Round trip, p99 (µs)", ChartValue.Metric(P99)),
        ],
    };

    private const string Stream = nameof(RemoteStreamBenchmarks);
    private const string Echo = nameof(RemoteEchoBenchmarks);
    private const string Latencies = nameof(RemoteLatencyBenchmarks);
    private const string Lab = nameof(RemoteStreamBenchmarks.LabTransport);
    private const string LabDirect = nameof(RemoteStreamBenchmarks.LabDirect);
    private const string LabDirectPool = nameof(RemoteStreamBenchmarks.LabDirectPool);
    private const string LabInline = nameof(RemoteStreamBenchmarks.LabInline);
    private const string Floor = nameof(RemoteStreamBenchmarks.RawSocketFloor);
    private const string ProtoRemote = "ProtoRemote";
    private const string AkkaRemote = "AkkaRemote";
    private const string OrleansRemote = "OrleansRemote";
    private const string P50 = "RttP50Us";
    private const string P99 = "RttP99Us";

    /// <summary>Operations per second (each operation a message in R1, a request and its reply in R2).</summary>
    private static readonly ChartValue Rate = new(r => r.MeanNs is { } ns and > 0 ? 1e9 / ns : null, _ => null);

    /// <summary>The peer packages the headlines name (their rows compile where each restores).</summary>
    private static string PackageOf(string peer) => peer switch
    {
        "Proto.Remote" => "Proto.Remote",
        "Akka.Remote" => "Akka.Remote",
        _ => "Microsoft.Orleans.Server",
    };

    /// <summary>
    /// The lab's transport vs one peer's row in class <paramref name="type"/> (every cell of R2), with the floor's distance
    /// and, where the issue set one, its target: the ratio, within 1.5× of the floor and 0 B per message.
    /// </summary>
    private static Headline Against(string type, string workload, string peerRow, string peer, double? minRatio)
    {
        var cells = type == Echo ? Headline.EveryCell : "";
        return new Headline($"{workload}: the lab's transport vs {peer}",
            new RowKey(type, Lab, cells), new RowKey(type, peerRow, cells), MinRatio: minRatio,
            TargetText: minRatio is { } r ? $"≥ {r}× {peer}, within 1.5× of the floor, 0 B/message" : null,
            MaxBytes: minRatio is null ? null : 0, MaxFloorDistance: minRatio is null ? null : 1.5)
        {
            Peer = PackageOf(peer),
            Floor = new RowKey(type, Floor, cells),
            Answers = HandOverShape.BetweenProcesses,
        };
    }

    /// <summary>
    /// The direct transport vs the pipe transport (the same promises), with the issue's target on the distance to the
    /// floor (<paramref name="maxFloor"/>): on the mean, or on <paramref name="metric"/> (R3's percentiles).
    /// </summary>
    private static Headline DirectVsPipe(RowKey direct, RowKey pipe, RowKey floor, string workload, double maxFloor, string? metric = null) =>
        new($"{workload}: the direct transport vs the pipe transport", direct, pipe,
            TargetText: $"within {maxFloor}× of the floor{(metric is null ? "" : $" ({(metric == P50 ? "p50" : "p99")})")}",
            MaxFloorDistance: maxFloor)
        {
            Measure = metric is null ? HeadlineMeasure.Time : HeadlineMeasure.Metric,
            MetricId = metric,
            Floor = floor,
        };

    /// <summary>The direct transport vs one peer's row, with the issue's ratio target.</summary>
    private static Headline DirectAgainst(string type, string workload, string cells, string peerRow, string peer, double minRatio,
        long? maxBytes = null) =>
        new($"{workload}: the direct transport vs {peer}", new RowKey(type, LabDirect, cells), new RowKey(type, peerRow, cells),
            MinRatio: minRatio, TargetText: $"≥ {minRatio}× {peer}, within 1.5× of the floor{(maxBytes is null ? "" : ", 0 B/message")}",
            MaxBytes: maxBytes, MaxFloorDistance: 1.5)
        {
            Peer = PackageOf(peer),
            Floor = new RowKey(type, Floor, cells),
            Answers = HandOverShape.BetweenProcesses,
        };

    private static RowKey Hosted(string method) => new(nameof(RemoteNamespaceBenchmarks), method, "");

    private static RowKey Shaped(string method) => new(nameof(RemoteShapedBenchmarks), method, "");

    /// <summary>One of the lab's transports vs a peer between namespace hosts (the peer's client a process in the near
    /// namespace), with the issue's ratio target where it set one.</summary>
    private static Headline HostedAgainst(string lab, string peerRow, string floor, string workload, string transport, string peer,
        double? minRatio, long? maxBytes = null) =>
        Versus($"Namespace hosts, {workload}: {transport} vs {peer}", Hosted(lab), Hosted(peerRow), Hosted(floor), peer, minRatio, maxBytes);

    /// <summary>The direct transport vs a peer over the shaped link, with the issue's ratio target.</summary>
    private static Headline ShapedAgainst(string lab, string peerRow, string floor, string workload, string peer, double minRatio) =>
        Versus($"Shaped link, {workload}: the direct transport vs {peer}", Shaped(lab), Shaped(peerRow), Shaped(floor), peer, minRatio, null);

    private static Headline Versus(string title, RowKey lab, RowKey peerRow, RowKey floor, string peer, double? minRatio, long? maxBytes) =>
        new(title, lab, peerRow, MinRatio: minRatio,
            TargetText: minRatio is { } r ? $"≥ {r}× {peer}, within 1.5× of the floor{(maxBytes is null ? "" : ", 0 B/message")}" : null,
            MaxBytes: maxBytes, MaxFloorDistance: minRatio is null ? null : 1.5)
        {
            Peer = PackageOf(peer),
            Floor = floor,
            Answers = HandOverShape.BetweenProcesses,
        };

    /// <summary>The pipe transport with inline socket completions vs without (the same transport, one setting apart).</summary>
    private static Headline Inline(RowKey inline, RowKey pipe, RowKey floor, string workload, string? metric = null) =>
        new($"{workload}: the pipe transport with inline socket completions vs without", inline, pipe)
        {
            Measure = metric is null ? HeadlineMeasure.Time : HeadlineMeasure.Metric,
            MetricId = metric,
            Floor = floor,
        };

    private static RowKey Latency(string method, int gapMs) => new(Latencies, method, $"{nameof(RemoteLatencyBenchmarks.GapMs)}={gapMs}");
}
