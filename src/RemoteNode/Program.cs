// The far node of E15: serves one row's far side until its standard input ends (or says "stop"), its lifetime runs
// out, or a planted fault ends it. Prints "ready <role> <host>:<port>" once it serves; errors go to standard error
// with a non-zero exit code.
//   PerfBuf.RemoteNode --role lab|lab-direct|lab-direct-pool|floor|proto-remote|akka-remote|orleans --host <ip> --port <n>
//                      [--max-seconds <s>] [--fault <kind>:<after>] [--namespace <name>] [--target <ip>:<port>]
// With --target, the process is a peer's near client instead (NearClient.cs): it connects the role's client from
// --host:--port (its own address, where the library listens if it does) to the far node at the target and serves the
// benchmark process's commands on its standard input.
// --namespace names the run's network namespace the node was started in (through `ip netns exec`); only there may it
// listen on an address other than loopback, and only on one of that namespace's own interfaces (TrafficRule.CheckListen).

using System.Globalization;
using System.Net;
using PerfBuf.Remote;
using PerfBuf.Remote.Transport;

namespace PerfBuf.RemoteNode;

internal static class Program
{
    private static async Task<int> Main(string[] args)
    {
        Options options;
        try
        {
            options = Options.Parse(args);
        }
        catch (ArgumentException e)
        {
            await Console.Error.WriteLineAsync(e.Message).ConfigureAwait(false);
            return 2;
        }
        var name = $"{options.Role} node {options.Host}:{options.Port}";
        if (options.Target is { } target)
        {
            try
            {
                return await NearClient.RunAsync(options.Role, (options.Host, options.Port), target, options.Namespace, options.MaxLifetime,
                    $"{options.Role} near client of {target.Host}:{target.Port}").ConfigureAwait(false);
            }
            catch (RemoteException e)
            {
                await Console.Error.WriteLineAsync(e.Message).ConfigureAwait(false);
                return 1;
            }
        }
        var stop = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var ignoreInput = false;
        try
        {
            TrafficRule.CheckListen(options.Host, options.Namespace, name);
            await using var served = await ServeAsync(options, kind =>
            {
                if (kind == FaultKind.Crash)
                {
                    Console.Error.WriteLine($"{name}: planted crash after {options.Fault.After} frames");
                    Environment.Exit(70);
                }
                Console.Error.WriteLine($"{name}: planted hang after {options.Fault.After} frames: no more answers, and a stop is ignored");
                Volatile.Write(ref ignoreInput, true);
            }).ConfigureAwait(false);
            Console.Out.WriteLine($"ready {options.Role} {options.Host}:{options.Port}");
            Console.Out.Flush();
            var input = new Thread(() =>
            {
                while (Console.In.ReadLine() is { } line && line.Trim() != "stop")
                {
                }
                if (!Volatile.Read(ref ignoreInput))
                {
                    stop.TrySetResult();
                }
            }) { IsBackground = true, Name = "node input" };
            input.Start();
            if (await Task.WhenAny(stop.Task, Task.Delay(options.MaxLifetime)).ConfigureAwait(false) != stop.Task)
            {
                await Console.Error.WriteLineAsync($"{name}: stopping after its lifetime of {options.MaxLifetime.TotalSeconds:0} s").ConfigureAwait(false);
                return 3;
            }
            return 0;
        }
        catch (RemoteException e)
        {
            await Console.Error.WriteLineAsync(e.Message).ConfigureAwait(false);
            return 1;
        }
        catch (Exception e) when (e is System.Net.Sockets.SocketException or InvalidOperationException or TimeoutException)
        {
            await Console.Error.WriteLineAsync($"node '{name}': {e.GetType().Name}: {e.Message}").ConfigureAwait(false);
            return 1;
        }
    }

    /// <summary>Starts the role's server; disposing it stops it.</summary>
    private static async Task<IAsyncDisposable> ServeAsync(Options options, Action<FaultKind> onFault)
    {
        var endPoint = new IPEndPoint(IPAddress.Parse(options.Host), options.Port);
        switch (options.Role)
        {
            case "lab" or "lab-direct" or "lab-direct-pool":
                var lab = LabTransportServer.Start(endPoint, options.Fault, options.Role == "lab" ? TransportKind.Pipe : TransportKind.Direct,
                    options.Role == "lab-direct" ? ActorThreads.Connection : ActorThreads.Pool);
                lab.FaultStruck += onFault;
                return lab;
            case "floor":
                return new SyncDisposable(RawSocketFloorServer.Start(endPoint));
#if PERFBUF_PEER_PROTOREMOTE
            case "proto-remote":
                return await PerfBuf.Peers.ProtoRemote.ProtoRemoteServer.StartAsync(options.Host, options.Port, CancellationToken.None).ConfigureAwait(false);
#endif
#if PERFBUF_PEER_AKKAREMOTE
            case "akka-remote":
                return await PerfBuf.Peers.AkkaRemote.AkkaRemoteServer.StartAsync(options.Host, options.Port, CancellationToken.None).ConfigureAwait(false);
#endif
#if PERFBUF_PEER_ORLEANS
            case "orleans":
                return await PerfBuf.Peers.MicrosoftOrleans.OrleansRemoteServer.StartAsync(options.Host, options.Port, CancellationToken.None).ConfigureAwait(false);
#endif
            default:
                await Task.CompletedTask.ConfigureAwait(false);
                throw new InvalidOperationException(options.Role is "proto-remote" or "akka-remote" or "orleans"
                    ? $"this node was built without the peer of role '{options.Role}' (it did not restore here: ./lab peers)"
                    : $"unknown role '{options.Role}'");
        }
    }

    private sealed class SyncDisposable(IDisposable inner) : IAsyncDisposable
    {
        public ValueTask DisposeAsync()
        {
            inner.Dispose();
            return ValueTask.CompletedTask;
        }
    }

    private sealed record Options(string Role, string Host, int Port, TimeSpan MaxLifetime, PlantedFault Fault, string? Namespace,
        (string Host, int Port)? Target)
    {
        private const string Usage =
            "usage: PerfBuf.RemoteNode --role lab|lab-direct|lab-direct-pool|floor|proto-remote|akka-remote|orleans --host <ip> --port <n> [--max-seconds <s>] [--fault <kind>:<after>] [--namespace <name>] [--target <ip>:<port>]";

        public static Options Parse(string[] args)
        {
            string? role = null, host = null, inNamespace = null;
            int? port = null;
            var lifetime = TimeSpan.FromHours(2);
            var fault = PlantedFault.None;
            (string, int)? target = null;
            for (var i = 0; i < args.Length; i++)
            {
                var value = i + 1 < args.Length ? args[i + 1] : throw new ArgumentException($"{args[i]} needs a value; {Usage}");
                switch (args[i])
                {
                    case "--role":
                        role = value;
                        break;
                    case "--host":
                        host = value;
                        break;
                    case "--port":
                        port = int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var p) && p is > 0 and < 65536
                            ? p : throw new ArgumentException($"--port takes 1–65535, not '{value}'");
                        break;
                    case "--max-seconds":
                        lifetime = int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var s) && s > 0
                            ? TimeSpan.FromSeconds(s) : throw new ArgumentException($"--max-seconds takes a positive whole number, not '{value}'");
                        break;
                    case "--fault":
                        fault = PlantedFault.Parse(value);
                        break;
                    case "--namespace":
                        inNamespace = value;
                        break;
                    case "--target":
                        target = IPEndPoint.TryParse(value, out var t) && t.Port > 0
                            ? (t.Address.ToString(), t.Port) : throw new ArgumentException($"--target takes <ip>:<port>, not '{value}'");
                        break;
                    default:
                        throw new ArgumentException($"unknown argument '{args[i]}'; {Usage}");
                }
                i++;
            }
            if (role is null || host is null || port is null)
            {
                throw new ArgumentException(Usage);
            }
            if (!IPAddress.TryParse(host, out _))
            {
                throw new ArgumentException($"--host takes an IP address, not '{host}'");
            }
            return new Options(role, host, port.Value, lifetime, fault, inNamespace, target);
        }
    }
}
