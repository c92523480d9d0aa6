// Design: the near client process (docs/DESIGN.md §10). Between namespace hosts, a peer's client must make its sockets
// inside the near namespace, and a library makes them on threads of its own; so the client side runs as a process of
// its own, started inside the near namespace (`ip netns exec`) like the far node, and driven by the benchmark process
// over its standard input and output, one command and one reply line at a time (no network):
//   stream <m> <timeout-ms>                     ok <sum>
//   prepare <pairs>                             ok 0
//   echo <pairs> <per-client> <timeout-ms>      ok <sum>
//   rtt <requests> <gap-µs> <timeout-ms>        ok <sum> <rtt-ns>…        (one round trip's time each, in order)
//   count <slots> <operations> <command>        ok <sum> … crossings <per-operation>   (the command as a counting pass)
// A workload's reply (stream, echo, rtt) ends with `allocated <bytes>`: what this whole process allocated while it ran
// (GC.GetTotalAllocatedBytes, precise), the client's share of B/op, which the benchmark process cannot see.
// A failure replies `error <message>` (one line) and the process goes on; its input's end (or `stop`) ends it.
// Before anything connects, the target passes TrafficRule.CheckTarget (an address on one of the near namespace's own
// links, the process inside the run's namespace) and the client's own address TrafficRule.CheckListen.

using System.Diagnostics;
using System.Globalization;
using System.Text;
using PerfBuf.Core.Threading;
using PerfBuf.Remote;
using PerfBuf.Workloads.Remote;

namespace PerfBuf.RemoteNode;

/// <summary>A peer's client side, run in this process and driven through standard input and output.</summary>
internal static class NearClient
{
    /// <summary>Connects the role's client to <paramref name="targetHost"/>:<paramref name="targetPort"/>, says ready, serves commands until the input ends.</summary>
    public static async Task<int> RunAsync(string role, (string Host, int Port) own, (string Host, int Port) target, string? inNamespace,
        TimeSpan lifetime, string name)
    {
        var (ownHost, ownPort) = own;
        var (targetHost, targetPort) = target;
        // a bound on every run, as the far node's: a client whose driver never closes its input ends itself
        using var limit = new Timer(_ =>
        {
            Console.Error.WriteLine($"{name}: stopping after its lifetime of {lifetime.TotalSeconds:0} s");
            Environment.Exit(3);
        }, null, lifetime, Timeout.InfiniteTimeSpan);
        TrafficRule.CheckTarget(targetHost, inNamespace, name);
        TrafficRule.CheckListen(ownHost, inNamespace, name);
        await using var driver = new PeerDriver(await ConnectAsync(role, ownHost, ownPort, targetHost, targetPort).ConfigureAwait(false));
        Console.Out.WriteLine($"ready {role} client {ownHost} to {targetHost}:{targetPort}");
        Console.Out.Flush();
        var latencies = Array.Empty<long>();
        while (Console.In.ReadLine() is { } line && line.Trim() != "stop")
        {
            string reply;
            try
            {
                reply = "ok " + Execute(driver, line.Split(' ', StringSplitOptions.RemoveEmptyEntries), ref latencies);
            }
            catch (Exception e) when (e is RemoteException or InvalidDataException or FormatException or ArgumentException
                or InvalidOperationException or TimeoutException)
            {
                reply = "error " + e.Message.ReplaceLineEndings(" ");
            }
            Console.Out.WriteLine(reply);
            Console.Out.Flush();
        }
        return 0;
    }

    private static string Execute(PeerDriver driver, string[] words, ref long[] latencies)
    {
        switch (words)
        {
            case ["count", var slots, var operations, .. var command]:
                var result = "";
                var held = latencies;
                var pass = Crossings.Run(Number(slots), () => result = Execute(driver, command, ref held));
                latencies = held;
                if (pass.Hops == 0)
                {
                    throw new InvalidDataException("the counting pass saw no hop: the peer's hop sites never called Crossings.Hop");
                }
                return $"{result} crossings {pass.PerOperation(Number(operations)).ToString("R", CultureInfo.InvariantCulture)}";
            case ["stream", var m, var timeout]:
                return Allocating(() => Text(driver.Stream(Number(m), Milliseconds(timeout))));
            case ["prepare", var pairs]:
                driver.PrepareEcho(Number(pairs));
                return "0";
            case ["echo", var pairs, var perClient, var timeout]:
                return Allocating(() => Text(driver.Echo(Number(pairs), Number(perClient), Milliseconds(timeout))));
            case ["rtt", var requests, var gap, var timeout]:
                var k = Number(requests);
                if (latencies.Length < k)
                {
                    latencies = new long[k];
                }
                var times = latencies;
                var before = GC.GetTotalAllocatedBytes(precise: true);
                var sum = driver.RoundTrips(k, TimeSpan.FromMicroseconds(Number(gap)), times, Milliseconds(timeout));
                var allocated = GC.GetTotalAllocatedBytes(precise: true) - before;
                var line = new StringBuilder(Text(sum));
                for (var i = 0; i < k; i++)
                {
                    line.Append(' ').Append(Text((long)(times[i] * (1e9 / Stopwatch.Frequency))));
                }
                return line.Append(" allocated ").Append(Text(allocated)).ToString();
            default:
                throw new ArgumentException($"unknown command '{string.Join(' ', words)}'");
        }
    }

    private static string Allocating(Func<string> workload)
    {
        var before = GC.GetTotalAllocatedBytes(precise: true);
        var result = workload();
        return $"{result} allocated {Text(GC.GetTotalAllocatedBytes(precise: true) - before)}";
    }

    private static int Number(string text) =>
        int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var n) ? n : throw new FormatException($"'{text}' is not a count");

    private static TimeSpan Milliseconds(string text) => TimeSpan.FromMilliseconds(Number(text));

    private static string Text(long value) => value.ToString(CultureInfo.InvariantCulture);

    private static async Task<IRemotePeerClient> ConnectAsync(string role, string ownHost, int ownPort, string targetHost, int targetPort)
    {
        switch (role)
        {
#if PERFBUF_PEER_PROTOREMOTE
            case "proto-remote":
                return await PerfBuf.Peers.ProtoRemote.ProtoRemoteClient.ConnectAsync(targetHost, targetPort, ownHost, ownPort, CancellationToken.None).ConfigureAwait(false);
#endif
#if PERFBUF_PEER_AKKAREMOTE
            case "akka-remote":
                return await PerfBuf.Peers.AkkaRemote.AkkaRemoteClient.ConnectAsync(targetHost, targetPort, ownHost, ownPort, CancellationToken.None).ConfigureAwait(false);
#endif
#if PERFBUF_PEER_ORLEANS
            case "orleans":
                return await PerfBuf.Peers.MicrosoftOrleans.OrleansRemoteClient.ConnectAsync(targetHost, targetPort, ownHost, 0, CancellationToken.None).ConfigureAwait(false);
#endif
            default:
                await Task.CompletedTask.ConfigureAwait(false);
                _ = (ownHost, ownPort, targetHost, targetPort);
                throw new InvalidOperationException(role is "proto-remote" or "akka-remote" or "orleans"
                    ? $"this node was built without the peer of role '{role}' (it did not restore here: ./lab peers)"
                    : $"role '{role}' has no near client (the lab's rows and the floor connect from the benchmark process)");
        }
    }
}
