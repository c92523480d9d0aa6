using System.Net;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Orleans.Configuration;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Remote;
using PerfBuf.Workloads.Remote;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E15's client side on Microsoft Orleans 10.4.2, in the benchmark process: an external Orleans client connected to the
/// gateway of <see cref="OrleansRemoteServer"/>'s silo in the far node process, calling its grains
/// (<see cref="IRemoteEchoGrain"/>, key i = server actor i) over TCP on loopback (or a run's own namespace address).
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "OrleansRemoteClient".</remarks>
public sealed class OrleansRemoteClient : IRemotePeerClient
{
    /// <summary>Orleans' own benchmark runs server GC (concurrent): Benchmarks.csproj and its App.config.</summary>
    public const bool OwnServerGc = true;

    /// <summary>How long <see cref="PrepareEchoAsync"/> may take to activate the grains.</summary>
    private static readonly TimeSpan PreparePatience = TimeSpan.FromSeconds(60);

    private readonly IHost _host;
    private readonly IClusterClient _client;
    private readonly IRemoteEchoGrain _first;
    private readonly CancellationToken _stopped;
    private IRemoteEchoGrain[] _pairs = [];

    private OrleansRemoteClient(IHost host, string node)
    {
        _host = host;
        Node = node;
        _client = host.Services.GetRequiredService<IClusterClient>();
        _first = _client.GetGrain<IRemoteEchoGrain>(0);
        _stopped = host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopped;
    }

    /// <summary>The node as the failures name it: the silo's gateway endpoint.</summary>
    public string Node { get; }

    /// <summary>True once the client's host has stopped.</summary>
    public bool IsStopped => _stopped.IsCancellationRequested;

    /// <summary>
    /// Connects an Orleans client to the silo's gateway at <paramref name="serverHost"/>:<paramref name="serverPort"/>
    /// after the traffic rule's check, and makes one call (grain 0) before returning.
    /// </summary>
    /// <param name="serverHost">The silo's address: an IP literal the traffic rule allows.</param>
    /// <param name="serverPort">The silo's gateway port.</param>
    /// <param name="clientHost">Ignored: an Orleans client does not listen.</param>
    /// <param name="clientPort">Ignored, as <paramref name="clientHost"/>.</param>
    /// <param name="cancellation">Gives up the connection (and stops what started).</param>
    /// <exception cref="RemoteException">The rule refused the address (before any connection), or the client did not
    /// connect or its first call did not return within 60 s.</exception>
    public static async Task<OrleansRemoteClient> ConnectAsync(string serverHost, int serverPort, string clientHost, int clientPort, CancellationToken cancellation)
    {
        ArgumentNullException.ThrowIfNull(serverHost);
        ArgumentOutOfRangeException.ThrowIfLessThan(serverPort, IPEndPoint.MinPort + 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(serverPort, IPEndPoint.MaxPort);
        var node = $"orleans silo {serverHost}:{serverPort}";
        var address = TrafficRule.Check(serverHost, node);
        var builder = OrleansRemoteHosting.CreateBuilder();
        builder.UseOrleansClient(client => client
            .UseStaticClustering(new IPEndPoint(address, serverPort))
            .Configure<ClusterOptions>(cluster =>
            {
                cluster.ServiceId = OrleansRemoteHosting.ServiceId;
                cluster.ClusterId = OrleansRemoteHosting.ClusterId(serverPort);
            }));
        var host = builder.Build();
        await OrleansRemoteHosting.StartAsync(host, node, "the client's connection", cancellation).ConfigureAwait(false);
        var connected = new OrleansRemoteClient(host, node);
        try
        {
            await connected.CallAsync(connected._first, 0, OrleansRemoteHosting.StartPatience, "the first call").ConfigureAwait(false);
        }
        catch
        {
            await connected.DisposeAsync().ConfigureAwait(false);
            throw;
        }
        return connected;
    }

    /// <summary>
    /// R1: sends 1..<paramref name="messages"/> one-way to grain 0, which answers each one-way to an observer here;
    /// completes with the answers' sum once all arrived.
    /// </summary>
    /// <exception cref="RemoteException">Not all answers arrived within <paramref name="timeout"/> (says how many did),
    /// or a call failed.</exception>
    public async Task<long> StreamAsync(int messages, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 1);
        var deadline = Deadline.After(timeout);
        var tally = new RemoteAnswerTally(messages);
        var answers = _client.CreateObjectReference<IRemoteAnswerObserver>(tally);
        try
        {
            await _first.Subscribe(answers).WaitAsync(deadline.Left).ConfigureAwait(false);
            var pass = Crossings.Active; // the lab's crossings counting pass (slot: value - 1; the observer hops)
            for (long value = 1; value <= messages; value++)
            {
                pass?.Send((int)(value - 1));
                var sent = _first.Send(value); // one-way: complete on return unless the send itself failed
                if (!sent.IsCompletedSuccessfully)
                {
                    await sent.WaitAsync(deadline.Left).ConfigureAwait(false);
                }
            }
            return await tally.Done.WaitAsync(deadline.Left).ConfigureAwait(false);
        }
        catch (TimeoutException e)
        {
            throw new RemoteException(Node, $"{tally.Arrived} of {messages} answers arrived within {timeout.TotalSeconds} s", e);
        }
        catch (Exception e) when (e is not RemoteException)
        {
            throw Failure(e, $"the stream of {messages} messages ({tally.Arrived} answered)", timeout);
        }
        finally
        {
            _client.DeleteObjectReference<IRemoteAnswerObserver>(answers); // the reference, not the object it stands for
        }
    }

    /// <summary>R2 setup: activates grains 0..<paramref name="pairs"/>-1 (one call each) and pairs loop i with grain i.</summary>
    /// <exception cref="RemoteException">A call failed or did not return within 60 s.</exception>
    public async Task PrepareEchoAsync(int pairs, CancellationToken cancellation)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(pairs, 1);
        IRemoteEchoGrain[] grains = [.. Enumerable.Range(0, pairs).Select(i => _client.GetGrain<IRemoteEchoGrain>(i))];
        var activations = grains.Select((grain, i) => CallAsync(grain, i, PreparePatience, $"the activation of grain {i}"));
        await Task.WhenAll(activations).WaitAsync(cancellation).ConfigureAwait(false);
        _pairs = grains;
    }

    /// <summary>
    /// R2: loop i sends i·<paramref name="requestsPerClient"/> + k + 1 for k = 0.. to grain i, each after the previous
    /// reply; all loops at once. Completes with the sum of all replies.
    /// </summary>
    /// <exception cref="InvalidOperationException"><see cref="PrepareEchoAsync"/> was not called.</exception>
    /// <exception cref="RemoteException">Not all replies arrived within <paramref name="timeout"/> (says how many did), a
    /// reply carried a wrong value, or a call failed.</exception>
    public async Task<long> EchoAsync(int requestsPerClient, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(requestsPerClient, 1);
        var pairs = _pairs;
        if (pairs.Length == 0)
        {
            throw new InvalidOperationException("EchoAsync before PrepareEchoAsync: no grains are paired with loops");
        }
        var run = new EchoRun(pairs.Length);
        var loops = new Task<long>[pairs.Length];
        for (var i = 0; i < loops.Length; i++)
        {
            loops[i] = EchoLoopAsync(pairs[i], i, (long)i * requestsPerClient + 1, requestsPerClient, run);
        }
        try
        {
            var sums = await Task.WhenAll(loops).WaitAsync(timeout).ConfigureAwait(false);
            return sums.Sum();
        }
        catch (TimeoutException e)
        {
            run.Stop();
            throw new RemoteException(Node, $"{run.Replies} of {(long)pairs.Length * requestsPerClient} replies arrived within {timeout.TotalSeconds} s", e);
        }
        catch (Exception e)
        {
            run.Stop();
            throw e as RemoteException ?? Failure(e, $"the echo loops ({run.Replies} replies)", timeout);
        }
    }

    /// <summary>R3: one request carrying <paramref name="value"/> to grain 0, awaited; returns the reply's value.</summary>
    /// <exception cref="RemoteException">No reply within <paramref name="timeout"/>, a wrong one, or a failed call.</exception>
    public Task<long> RoundTripAsync(long value, TimeSpan timeout) => CallAsync(_first, value, timeout, "the request");

    /// <summary>Stops the client (closing its connection, gracefully for at most 5 s) and disposes its host; returns within 10 s.</summary>
    public ValueTask DisposeAsync() => OrleansRemoteHosting.StopAsync(_host);

    /// <summary>One echo call, checked, within <paramref name="timeout"/>.</summary>
    private async Task<long> CallAsync(IRemoteEchoGrain grain, long value, TimeSpan timeout, string what)
    {
        long reply;
        try
        {
            var call = grain.Echo(value);
            reply = call.IsCompletedSuccessfully ? call.Result : await call.AsTask().WaitAsync(timeout).ConfigureAwait(false);
        }
        catch (Exception e)
        {
            throw Failure(e, what, timeout);
        }
        return reply == value ? reply : throw new RemoteException(Node, $"{what} carried {value} and was answered with {reply}");
    }

    /// <summary>Loop <paramref name="index"/> of R2: its requests to its grain, one after the other.</summary>
    private async Task<long> EchoLoopAsync(IRemoteEchoGrain grain, int index, long first, int count, EchoRun run)
    {
        long sum = 0;
        try
        {
            for (var k = 0; k < count && !run.Stopped; k++)
            {
                var value = first + k;
                Crossings.Active?.Send((int)value); // the lab's crossings counting pass (slot: the request's value)
                var reply = await grain.Echo(value).ConfigureAwait(false);
                Crossings.Active?.Hop((int)value);
                if (reply != value)
                {
                    throw new RemoteException(Node, $"loop {index}'s request {k} carried {value} and was answered with {reply}");
                }
                sum += reply;
                run.Replied(index, k + 1);
            }
        }
        catch
        {
            run.Stop(); // the other loops send nothing more
            throw;
        }
        return sum;
    }

    /// <summary>A timeout or Orleans' failure of <paramref name="what"/> as the lab reports it.</summary>
    private RemoteException Failure(Exception e, string what, TimeSpan timeout) => e is TimeoutException
        ? new RemoteException(Node, $"{what} got no reply within {timeout.TotalSeconds} s", e)
        : new RemoteException(Node, $"{what} failed: {e.GetType().Name}: {e.Message}", e);

    /// <summary>What R2's loops share in one invocation: the replies each has had, and the order to stop.</summary>
    private sealed class EchoRun(int loops)
    {
        // loop i's count sits at (i + 1) · Stride: a cache-line pair apart from every other loop's and from the array's
        // header, so loops on different cores never write the same line (docs/DESIGN.md §4)
        private const int Stride = CacheLine.Size / sizeof(int);
        private readonly int[] _replies = new int[(loops + 2) * Stride]; // slot i written by loop i only
        private readonly int _loops = loops;
        private volatile bool _stopped; // set by the caller after a timeout or by a loop that failed; loops read it per request

        public bool Stopped => _stopped;

        /// <summary>All loops' replies so far (read after a timeout or a failure, for the message).</summary>
        public long Replies
        {
            get
            {
                long total = 0;
                for (var i = 0; i < _loops; i++)
                {
                    total += Volatile.Read(ref _replies[(i + 1) * Stride]);
                }
                return total;
            }
        }

        public void Replied(int loop, int replies) => Volatile.Write(ref _replies[(loop + 1) * Stride], replies);

        public void Stop() => _stopped = true;
    }

    /// <summary>A point in time a whole invocation must end by.</summary>
    private readonly struct Deadline(long end)
    {
        public static Deadline After(TimeSpan timeout)
        {
            ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeout, TimeSpan.Zero);
            return new Deadline(Environment.TickCount64 + (long)Math.Ceiling(timeout.TotalMilliseconds));
        }

        /// <summary>The time left (zero once past: a wait then times out at once unless its task is done).</summary>
        public TimeSpan Left => TimeSpan.FromMilliseconds(Math.Max(0, end - Environment.TickCount64));
    }
}
