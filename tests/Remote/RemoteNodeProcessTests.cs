using System.Diagnostics;
using System.Net;
using PerfBuf.Experiments.E15;
using PerfBuf.Remote;
using PerfBuf.Remote.Transport;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// The far node as a separate process (docs/DESIGN.md §10): every row's node starts, serves R1–R3 and stops when its input
/// closes, leaving no process; a crash mid-run and a hang end the run with a RemoteException naming the node and what
/// happened, and the hung node is killed by its handle; bad arguments and a missing peer role end the start with the
/// node's own words; a node also stops on its own when the process that started it goes away (its input ends).
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class RemoteNodeProcessTests
{
    private static readonly TimeSpan Short = TimeSpan.FromSeconds(3);

    /// <summary>R1 (500 messages), R2 (4 × 10) and R3 (20 round trips, each timed) through <paramref name="client"/>, every sum checked.</summary>
    internal static void ServesR1R2AndR3(IRemoteClient client)
    {
        Assert.Equal(500L * 501 / 2, client.Stream(500, RemoteSession.Timeout));
        client.PrepareEcho(4);
        Assert.Equal(40L * 41 / 2, client.Echo(4, 10, RemoteSession.Timeout));
        var latencies = new long[20];
        Assert.Equal(20L * 21 / 2, client.RoundTrips(20, TimeSpan.Zero, latencies, RemoteSession.Timeout));
        Assert.All(latencies, l => Assert.True(l > 0));
    }

    /// <summary>Whether process <paramref name="pid"/> is gone (or has exited).</summary>
    internal static bool Gone(int pid)
    {
        try
        {
            using var p = Process.GetProcessById(pid);
            return p.HasExited;
        }
        catch (ArgumentException)
        {
            return true;
        }
    }

    public static TheoryData<RemoteRow> Rows()
    {
        var rows = new TheoryData<RemoteRow> { RemoteRow.RawSocketFloor, RemoteRow.LabTransport };
#if PERFBUF_PEER_PROTOREMOTE
        rows.Add(RemoteRow.ProtoRemote);
#endif
#if PERFBUF_PEER_AKKAREMOTE
        rows.Add(RemoteRow.AkkaRemote);
#endif
#if PERFBUF_PEER_ORLEANS
        rows.Add(RemoteRow.OrleansRemote);
#endif
        return rows;
    }

    [Theory]
    [MemberData(nameof(Rows))]
    public async Task Every_rows_node_serves_R1_R2_and_R3_and_leaves_no_process_when_stopped(RemoteRow row)
    {
        var session = await RemoteSession.StartAsync(row);
        var pid = session.Node.ProcessId;
        try
        {
            ServesR1R2AndR3(session.Client);
        }
        finally
        {
            await session.DisposeAsync();
        }
        Assert.True(Gone(pid), $"{row}'s node (pid {pid}) outlived its session");
        Assert.False(session.Node.KilledOnStop, $"{row}'s node had to be killed: it did not stop when its input closed");
    }

    [Fact]
    public async Task A_node_that_crashes_mid_run_ends_the_run_with_its_exit_and_no_number()
    {
        var port = FreePort.Pick();
        await using var node = await RemoteNodes.StartAsync("lab", port, fault: "crash:200");
        await using var client = await LabTransportClient.ConnectAsync(new IPEndPoint(IPAddress.Loopback, port), node.Name, CancellationToken.None);
        var seen = Assert.Throws<RemoteException>(() => client.Stream(1_000, RemoteSession.Timeout));
        var explained = node.Explain(seen);
        Assert.Contains(node.Name, explained.Message, StringComparison.Ordinal);
        Assert.Contains("exited with code 70", explained.Message, StringComparison.Ordinal);
        Assert.Contains("planted crash", explained.Message, StringComparison.Ordinal);
        Assert.True(Gone(node.ProcessId));
    }

    [Fact]
    public async Task A_node_that_hangs_times_the_run_out_and_is_killed_by_its_handle()
    {
        var port = FreePort.Pick();
        var node = await RemoteNodes.StartAsync("lab", port, fault: "hang:100", stopTimeout: TimeSpan.FromSeconds(1));
        var pid = node.ProcessId;
        try
        {
            await using var client = await LabTransportClient.ConnectAsync(new IPEndPoint(IPAddress.Loopback, port), node.Name, CancellationToken.None);
            var e = Assert.Throws<RemoteException>(() => client.Stream(1_000, Short));
            Assert.Contains("timed out", e.Message, StringComparison.Ordinal);
            Assert.Contains(node.Name, e.Message, StringComparison.Ordinal);
        }
        finally
        {
            await node.DisposeAsync();
        }
        Assert.True(node.KilledOnStop, "the hung node ignores its input closing: only a kill ends it");
        Assert.True(Gone(pid), $"the hung node (pid {pid}) is still there");
    }

    [Theory]
    [InlineData("nonsense", "unknown role 'nonsense'")]
    public async Task A_node_that_cannot_serve_says_why_and_leaves_no_process(string role, string said)
    {
        var e = await Assert.ThrowsAsync<RemoteException>(() => RemoteNodes.StartAsync(role, FreePort.Pick()));
        Assert.Contains("exited with code", e.Message, StringComparison.Ordinal);
        Assert.Contains(said, e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_node_asked_to_listen_off_loopback_is_refused_before_it_starts()
    {
        var e = await Assert.ThrowsAsync<RemoteException>(() => RemoteNodes.StartAsync("lab", 9, host: "10.1.2.3"));
        Assert.Contains("refused to connect to 10.1.2.3", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task A_node_whose_starter_goes_away_stops_on_its_own()
    {
        // the node's input is its lifeline: when the starting process dies, however it dies, the input ends and the node
        // exits; closing the input here without the handle's kill behind it shows the node does that by itself
        var info = new ProcessStartInfo("dotnet") { RedirectStandardInput = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (var a in new[] { RemoteNodes.Program, "--role", "floor", "--host", "127.0.0.1", "--port", FreePort.Pick().ToString(System.Globalization.CultureInfo.InvariantCulture) })
        {
            info.ArgumentList.Add(a);
        }
        using var node = Process.Start(info)!;
        try
        {
            var ready = await node.StandardOutput.ReadLineAsync().WaitAsync(TimeSpan.FromSeconds(60));
            Assert.StartsWith("ready floor", ready, StringComparison.Ordinal);
            node.StandardInput.Close();
            Assert.True(node.WaitForExit(TimeSpan.FromSeconds(10)), "the node did not stop when its input ended");
            Assert.Equal(0, node.ExitCode);
        }
        finally
        {
            if (!node.HasExited)
            {
                node.Kill(entireProcessTree: true);
            }
        }
    }
}
