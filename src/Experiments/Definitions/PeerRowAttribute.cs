namespace PerfBuf.Experiments.Definitions;

/// <summary>The garbage collector a benchmark process runs under (both concurrent: background collections on).</summary>
public enum GcKind
{
    /// <summary>Workstation GC, concurrent: .NET's default, and every row's unless it is a peer row run both ways.</summary>
    Workstation,

    /// <summary>Server GC, concurrent: a heap and a collecting thread per core.</summary>
    Server,
}

/// <summary>The peer libraries whose rows carry <see cref="PeerRowAttribute"/>.</summary>
public enum PeerLibrary
{
    ProtoActor,
    Akka,
    Orleans,
    Hopac,
    Disruptor,
}

/// <summary>
/// Marks a benchmark method as a peer library's row, run through the adapter of one peer project under src/Peers/
/// (<see cref="Project"/>; `lab peers` reads which experiments use a peer from these marks). A row of a library whose own
/// benchmark programs run under server GC (docs/DESIGN.md §3, "each library in its own fastest configuration") is measured
/// under both workstation and server GC in a full run and the reports take the faster (a headline's row, a table's
/// baseline, a chart's point), showing the GC of every row; a quick run measures it once, under <see cref="OwnGc"/>, the
/// GC its library's own benchmark programs use. The lab's rows allocate nothing in steady state and run under workstation
/// GC only, as do the BCL's and FSharp.Core's rows (dotnet/performance runs them under the default) and Disruptor-net's
/// (its PerfTests set no GC mode; its rows allocate nothing either).
/// </summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
public sealed class PeerRowAttribute(PeerLibrary library) : Attribute
{
    public PeerLibrary Library { get; } = library;

    /// <summary>
    /// The peer project whose adapter the row runs: its folder under src/Peers/. By default the library's own
    /// (<c>ProtoActor</c>, <c>Akka</c>, <c>Orleans</c>, <c>Hopac</c>, <c>Disruptor</c>); a row through a library's remoting
    /// names that project (<c>ProtoRemote</c>, <c>AkkaRemote</c>).
    /// </summary>
    public string Project { get; set; } = library.ToString();

    /// <summary>
    /// Whether a full run measures the row under both GCs: where the library's own programs run under server GC (and the
    /// row is not <see cref="OwnGcOnly"/>). A row of a library whose programs keep .NET's default runs under workstation
    /// GC only, like the lab's own.
    /// </summary>
    public bool BothGcs => OwnGc == GcKind.Server && !OwnGcOnly;

    /// <summary>
    /// Whether a full run measures the row only under <see cref="OwnGc"/>, as a quick run does: E15's rows between
    /// namespace hosts, whose loopback twins already show what the other GC does (and each twin would add a case that
    /// starts two namespaces and three processes).
    /// </summary>
    public bool OwnGcOnly { get; set; }

    /// <summary>The GC the library's own benchmark programs run under (<see cref="OwnGcOf"/>).</summary>
    public GcKind OwnGc => OwnGcOf(Library);

    /// <summary>
    /// The GC each library's own benchmark programs use: Proto.Actor's (protoactor-dotnet benchmarks/: LocalPingPong,
    /// InprocessBenchmark, ProtoActorBenchmarks…) set <c>ServerGarbageCollection</c> and <c>ConcurrentGarbageCollection</c>
    /// true in their project files; Akka.NET's (src/benchmark/PingPong, SpawnBenchmark, RemotePingPong) set
    /// <c>ServerGarbageCollection</c> true; Orleans's (test/Benchmarks) sets it true, and a silo started without it logs a
    /// warning recommending it; Hopac's (Benchmarks/PingPong, CounterActor, PostMailbox…) set it true. Disruptor-net's
    /// PerfTests set no GC mode: workstation, .NET's default.
    /// </summary>
    public static GcKind OwnGcOf(PeerLibrary library) => library switch
    {
        PeerLibrary.ProtoActor or PeerLibrary.Akka or PeerLibrary.Orleans or PeerLibrary.Hopac => GcKind.Server,
        PeerLibrary.Disruptor => GcKind.Workstation,
        _ => throw new ArgumentOutOfRangeException(nameof(library), library, "a peer library without a stated GC"),
    };
}
