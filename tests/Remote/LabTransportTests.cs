using System.Net;
using System.Net.Sockets;
using PerfBuf.Experiments.E15;
using PerfBuf.Remote;
using PerfBuf.Remote.Transport;
using PerfBuf.RemoteNode;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// The lab's two transports and the raw-socket floor in one process on loopback: R1–R3 deliver every answer with the right
/// sum, run after run; the traffic rule refuses other addresses before connecting; a refused connection and every
/// planted fault (disconnect, reset, truncated frame, oversized frame, wrong version) end the run with a RemoteException
/// naming the node and saying what it saw — never a number — within a bound far below the run's timeout.
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class LabTransportTests
{
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);

    private static long Triangle(long n) => n * (n + 1) / 2;

    private static IPEndPoint AnyLoopback => new(IPAddress.Loopback, 0);

    /// <summary>The lab's transports as E15 runs them: the pipe transport, the direct one with its actors on the pool and
    /// on its own threads.</summary>
    public static TheoryData<TransportKind, ActorThreads> Transports() => new()
    {
        { TransportKind.Pipe, ActorThreads.Pool },
        { TransportKind.Direct, ActorThreads.Pool },
        { TransportKind.Direct, ActorThreads.Connection },
    };

    [Theory]
    [MemberData(nameof(Transports))]
    public async Task The_lab_transport_answers_every_message_of_R1_R2_and_R3(TransportKind kind, ActorThreads actors)
    {
        await using var server = LabTransportServer.Start(AnyLoopback, kind: kind, actors: actors);
        await using var client = await LabTransportClient.ConnectAsync(server.EndPoint, "lab", CancellationToken.None, kind, actors);
        for (var run = 0; run < 3; run++)
        {
            Assert.Equal(Triangle(5_000), client.Stream(5_000, Timeout));
        }
        client.PrepareEcho(7);
        for (var run = 0; run < 3; run++)
        {
            Assert.Equal(Triangle(7 * 50), client.Echo(7, 50, Timeout));
            Assert.Equal(Triangle(3 * 20), client.Echo(3, 20, Timeout)); // fewer pairs than prepared
        }
        var latencies = new long[200];
        Assert.Equal(Triangle(200), client.RoundTrips(200, TimeSpan.Zero, latencies, Timeout));
        Assert.All(latencies, l => Assert.True(l > 0));
        Assert.Equal(Triangle(20), client.RoundTrips(20, TimeSpan.FromMilliseconds(1), latencies, Timeout)); // quiet: sent in place
    }

    [Fact]
    public void The_floor_answers_every_message_of_R1_R2_and_R3()
    {
        using var server = RawSocketFloorServer.Start(AnyLoopback);
        using (var client = RawSocketFloorClient.Connect(server.EndPoint, "floor"))
        {
            for (var run = 0; run < 3; run++)
            {
                Assert.Equal(Triangle(50_000), client.Stream(50_000, Timeout)); // more than one window
                Assert.Equal(Triangle(100 * 30), client.Echo(100, 30, Timeout));
            }
            var latencies = new long[100];
            Assert.Equal(Triangle(100), client.RoundTrips(100, TimeSpan.FromMilliseconds(1), latencies, Timeout));
            Assert.All(latencies, l => Assert.True(l > 0));
        }
        // the server serves the next connection after a client said goodbye
        using var again = RawSocketFloorClient.Connect(server.EndPoint, "floor");
        Assert.Equal(Triangle(10), again.Stream(10, Timeout));
    }

    [Fact]
    public async Task The_traffic_rule_refuses_an_address_that_is_not_loopback_before_connecting()
    {
        var far = new IPEndPoint(IPAddress.Parse("10.1.2.3"), 9);
        var lab = await Assert.ThrowsAsync<RemoteException>(() => LabTransportClient.ConnectAsync(far, "far", CancellationToken.None));
        Assert.Contains("refused to connect to 10.1.2.3", lab.Message, StringComparison.Ordinal);
        var floor = Assert.Throws<RemoteException>(() => RawSocketFloorClient.Connect(far, "far"));
        Assert.Contains("docs/DESIGN.md §10", floor.Message, StringComparison.Ordinal);
        Assert.Throws<RemoteException>(() => TrafficRule.Check("localhost", "far")); // names are resolved out of the rule's sight
        TrafficRule.Check(IPAddress.IPv6Loopback, "far");
        TrafficRule.Check(IPAddress.Parse("127.3.2.1"), "far");
    }

    [Fact]
    public async Task A_refused_connection_says_so_and_names_the_node()
    {
        var nobody = new IPEndPoint(IPAddress.Loopback, FreePort.Pick());
        var e = await Assert.ThrowsAsync<RemoteException>(() => LabTransportClient.ConnectAsync(nobody, "absent node", CancellationToken.None));
        Assert.Contains("node 'absent node': could not connect", e.Message, StringComparison.Ordinal);
        Assert.Contains(nameof(SocketError.ConnectionRefused), e.Message, StringComparison.Ordinal);
    }

    public static TheoryData<string, string, TransportKind, ActorThreads> Faults()
    {
        var faults = new TheoryData<string, string, TransportKind, ActorThreads>();
        foreach (var (kind, actors) in new[] { (TransportKind.Pipe, ActorThreads.Pool), (TransportKind.Direct, ActorThreads.Pool), (TransportKind.Direct, ActorThreads.Connection) })
        {
            faults.Add("disconnect:100", "without a goodbye", kind, actors);
            // the direct node's reset closes its socket while its sender thread may be inside a blocking send: .NET
            // unblocks that send with a shutdown, which puts a FIN on the wire ahead of the reset, so the client may see
            // the stream end first; either way the run ends with the error that says so
            faults.Add("reset:100", kind == TransportKind.Direct ? "ConnectionReset|without a goodbye" : "ConnectionReset", kind, actors);
            faults.Add("truncate:100", "in the middle of a frame", kind, actors);
            faults.Add("oversize:100", "the maximum is 65536", kind, actors);
            faults.Add("wrongversion:100", "wire version 9", kind, actors);
        }
        return faults;
    }

    [Theory]
    [MemberData(nameof(Faults))]
    public async Task A_planted_fault_ends_the_run_with_what_the_node_saw_and_no_number(string fault, string said, TransportKind kind, ActorThreads actors)
    {
        await using var server = LabTransportServer.Start(AnyLoopback, PlantedFault.Parse(fault), kind, actors);
        await using var client = await LabTransportClient.ConnectAsync(server.EndPoint, "faulty node", CancellationToken.None, kind, actors);
        var clock = System.Diagnostics.Stopwatch.StartNew();
        var e = Assert.Throws<RemoteException>(() => client.Stream(1_000, Timeout));
        Assert.True(clock.Elapsed < Timeout / 2, $"the fault was seen only after {clock.Elapsed}");
        Assert.Contains("faulty node", e.Message, StringComparison.Ordinal);
        var alternatives = said.Split('|');
        Assert.True(alternatives.Any(a => e.Message.Contains(a, StringComparison.Ordinal)), $"'{e.Message}' says none of: {said}");
        // the connection is done for: a later run fails at once with the same failure, never a number
        var again = Assert.Throws<RemoteException>(() => client.Stream(10, Timeout));
        Assert.Equal(e.Message, again.Message);
    }

    [Theory]
    [MemberData(nameof(Transports))]
    public async Task Answers_before_a_fault_are_all_counted_and_none_is_invented(TransportKind kind, ActorThreads actors)
    {
        await using var server = LabTransportServer.Start(AnyLoopback, PlantedFault.Parse("disconnect:30"), kind, actors);
        await using var client = await LabTransportClient.ConnectAsync(server.EndPoint, "faulty node", CancellationToken.None, kind, actors);
        client.PrepareEcho(1);
        var e = Assert.Throws<RemoteException>(() => client.Echo(1, 100, Timeout));
        Assert.Contains("without a goodbye, after 30 frames", e.Message, StringComparison.Ordinal); // every answer sent arrived
    }

    [Fact]
    public async Task A_fault_on_the_floor_ends_its_run_with_a_RemoteException()
    {
        using var listener = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        listener.Bind(AnyLoopback);
        listener.Listen(1);
        var serving = Task.Run(() =>
        {
            using var s = listener.Accept();
            var buffer = new byte[48];
            var got = 0;
            while (got < 24)
            {
                got += s.Receive(buffer, got, 24 - got, SocketFlags.None);
            }
            s.Send(buffer.AsSpan(0, 30)); // the request back as its answer and a quarter of another frame, then close
        });
        using var client = RawSocketFloorClient.Connect((IPEndPoint)listener.LocalEndPoint!, "floor");
        var e = Assert.Throws<RemoteException>(() => client.RoundTrips(10, TimeSpan.Zero, null, Timeout));
        Assert.Contains("floor", e.Message, StringComparison.Ordinal);
        await serving;
    }
}

/// <summary>Tests that open sockets and start node processes run one at a time (their timing bounds assume a quiet machine).</summary>
[CollectionDefinition(nameof(RemoteCollection), DisableParallelization = true)]
public sealed class RemoteCollection;
