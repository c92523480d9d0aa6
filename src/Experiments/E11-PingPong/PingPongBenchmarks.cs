using BenchmarkDotNet.Attributes;
using PerfBuf.Baselines.FSharp;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E11;

/// <summary>
/// E11, C requests to one actor (not seed 000's workload, which sends one request to each of C actors:
/// <see cref="SeedPingPongBenchmarks"/>): a client sends <see cref="Concurrency"/> requests at once to one
/// actor, awaits every reply, then sends the next round, until N = 10 000 requests were answered. The actor answers
/// request r with 2r + 1 (<see cref="PingReply.Answer"/>, the one reply function every row calls); every reply is checked against its request, and the count and sum (Σ(2r + 1) = N²) are
/// verified at the end — a wrong or missing reply (none within 30 s) fails the run. One operation = one request
/// (OperationsPerInvoke = 10 000, in rounds of C). Crossings: a request and its reply are one journey in the slot of
/// the request's number (its send, its handling, the reply's handling where the client's continuation runs).
/// </summary>
[BenchmarkCategory("E11")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansGrainCall")] // Orleans promises no order of calls to a grain
public partial class PingPongBenchmarks
{
    /// <summary>Requests per invocation (N).</summary>
    public const int Requests = 10_000;

    /// <summary>Requests per invocation in the smoke test.</summary>
    public const int SmokeRequests = 2_000;

    /// <summary>Mailbox slots of the PoolActor: room for a whole round (C ≤ 1 000) and the next round's first request.</summary>
    public const int Capacity = 4_096;

    private readonly PingTally _tally = new();
    private ValueTask<int>[] _pending = [];
    private WaitableReply<int>[] _waiting = [];
    private ReplyPool<int>? _replies;
    private PoolActor<Ask<int, int>, AskHandler<int, int, PingHandler>>? _poolActor;
    private ChannelActor<Ask<int, int>, AskHandler<int, int, PingHandler>>? _channelActor;
    private ChannelAskActor<int, int>? _channelAskActor;
    private MailboxAgent<int>? _agent;
    private RuntimeHost? _runtime;
    private ActorRef<Ask<int, int>>? _runtimeActor;
    private Func<long>? _workload;
    private IRun? _floor;

    /// <summary>C: requests in flight at once to the one actor (seed 000's values 1, 100, 1 000).</summary>
    [Params(1, 100, 1_000)]
    public int Concurrency { get; set; }

    private int N => Math.Max(Scale.Of(Requests, SmokeRequests) / Concurrency, 1) * Concurrency;

    /// <summary>Sizes the round's pending replies and keeps the row's benchmark method for the crossings counting pass.</summary>
    private void Prepare(Func<long> workload)
    {
        _pending = new ValueTask<int>[Concurrency];
        _workload = workload;
    }

    [GlobalSetup(Target = nameof(PoolActorInline))]
    public void SetupPoolActorInline() => StartPoolActor(runContinuationsAsynchronously: false, PoolActorInline);

    [GlobalSetup(Target = nameof(PoolActorCrossing))]
    public void SetupPoolActorCrossing() => StartPoolActor(runContinuationsAsynchronously: true, PoolActorCrossing);

    private void StartPoolActor(bool runContinuationsAsynchronously, Func<long> workload)
    {
        Prepare(workload);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously);
        _poolActor = PoolActorAsk.Start<int, int, PingHandler>(new PingHandler(), Capacity, name: "E11-PoolActor");
    }

    [GlobalSetup(Target = nameof(RuntimeAffinePoolCrossing))]
    public void SetupRuntimeAffinePoolCrossing() =>
        StartRuntime(RuntimeHost.OnAffinePool("E11-affine", Capacity), RuntimeAffinePoolCrossing);

    [GlobalSetup(Target = nameof(RuntimeAffinePoolFutexCrossing))]
    public void SetupRuntimeAffinePoolFutexCrossing() =>
        StartRuntime(RuntimeHost.OnAffinePool("E11-affine-futex", Capacity, AffinePoolParking.SpinFutex), RuntimeAffinePoolFutexCrossing);

    [GlobalSetup(Target = nameof(RuntimeRunNextWaiting))]
    public void SetupRuntimeRunNextWaiting()
    {
        StartRuntime(RuntimeHost.OnRunNextPool("E11-run-next", Capacity), RuntimeRunNextWaiting, runContinuationsAsynchronously: false);
        _waiting = new WaitableReply<int>[Concurrency];
    }

    private void StartRuntime(RuntimeHost host, Func<long> workload, bool runContinuationsAsynchronously = true)
    {
        Prepare(workload);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously);
        _runtime = host;
        _runtimeActor = host.System.Spawn<Ask<int, int>, AskHandler<int, int, PingHandler>>(
            static () => new AskHandler<int, int, PingHandler>(new PingHandler()), host.Options with { Name = "E11-runtime" });
    }

    [GlobalSetup(Target = nameof(ChannelActor))]
    public void SetupChannelActor()
    {
        Prepare(ChannelActor);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously: false);
        _channelActor = ChannelActor<Ask<int, int>, AskHandler<int, int, PingHandler>>.Start(
            new AskHandler<int, int, PingHandler>(new PingHandler()), capacity: null, name: "E11-ChannelActor");
    }

    [GlobalSetup(Target = nameof(ChannelActorCrossing))]
    public void SetupChannelActorCrossing()
    {
        Prepare(ChannelActorCrossing);
        _channelAskActor = new ChannelAskActor<int, int>(ChannelAskClient.Answer);
    }

    /// <summary>The floor: two spinning threads and two plain rings, C requests in flight (<see cref="RingExchangeFloorRun"/>);
    /// it counts its own crossings when disposed.</summary>
    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => _floor = new RingExchangeFloorRun(Concurrency, N).Counted(operations: N, slots: N);

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor()
    {
        Prepare(MailboxProcessor);
        _agent = MailboxAgent<int>.Start(static _ => { }, "E11-MailboxProcessor");
    }

    /// <summary>Counts the row's crossings (one more invocation, only after one verified), then stops its actors.</summary>
    [GlobalCleanup]
    public void Cleanup() => CrossingsCleanup.CountThenStop(_tally.Verified, slots: N, operations: N, _workload, Stop);

    private void Stop()
    {
        _floor?.Dispose();
        _floor = null;
        var stops = new List<Task>();
        if (_poolActor is { } poolActor)
        {
            stops.Add(poolActor.StopAsync());
        }
        if (_channelActor is { } channelActor)
        {
            stops.Add(channelActor.StopAsync());
        }
        if (_channelAskActor is { } channelAskActor)
        {
            stops.Add(channelAskActor.StopAsync());
        }
        if (_agent is { } agent)
        {
            stops.Add(agent.StopAsync(drain: true));
        }
        StopProtoActor(stops);
        StopAkka(stops);
        StopOrleans(stops);
        try
        {
            ActorStop.All(stops);
        }
        finally
        {
            _runtime?.Dispose(); // stops the runtime's actor (draining), then its pool
            _runtime = null;
            _runtimeActor = null;
        }
        _poolActor = null;
        _channelActor = null;
        _channelAskActor = null;
        _agent = null;
        _replies = null;
        _waiting = [];
        _workload = null;
    }

    /// <summary>A peer's file adds the stop of its row's actors (where that peer is not compiled in, the call is not either).</summary>
    partial void StopProtoActor(List<Task> stops);

    /// <inheritdoc cref="StopProtoActor"/>
    partial void StopAkka(List<Task> stops);

    /// <inheritdoc cref="StopProtoActor"/>
    partial void StopOrleans(List<Task> stops);

    /// <summary>PoolActor ask, reply pool with RunContinuationsAsynchronously = false: the client's continuation
    /// runs inline on the actor's pool thread when the handler completes the reply.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long PoolActorInline() => PingPong.Run(new PoolActorClient(_poolActor!, _replies!), N, _pending, _tally);

    /// <summary>PoolActor ask, reply pool with RunContinuationsAsynchronously = true: the client's continuation is
    /// queued to the thread pool, as the peers' replies are.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long PoolActorCrossing() => PingPong.Run(new PoolActorClient(_poolActor!, _replies!), N, _pending, _tally);

    /// <summary>The lab's runtime (an ActorSystem actor with the same asks and handler, mailbox bounded at
    /// <see cref="Capacity"/>) on an AffinePool of one pinned worker per core (its idle workers spin, yield, then wait on
    /// a monitor: the default); replies with RunContinuationsAsynchronously = true, so the client's continuation is
    /// queued to the thread pool, as PoolActorCrossing's is.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long RuntimeAffinePoolCrossing() => PingPong.Run(new RuntimeClient(_runtimeActor!, _replies!), N, _pending, _tally);

    /// <summary>As <see cref="RuntimeAffinePoolCrossing"/>, on a pool whose idle workers spin 10 µs, then sleep on a futex
    /// (AffinePoolParking.SpinFutex).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long RuntimeAffinePoolFutexCrossing() => PingPong.Run(new RuntimeClient(_runtimeActor!, _replies!), N, _pending, _tally);

    /// <summary>The lab's runtime (the same actor, asks and handler, mailbox bounded at <see cref="Capacity"/>) on a
    /// RunNextPool of one pinned worker per core (its idle workers spin, yield, then park), asked by the measuring thread
    /// itself, which waits synchronously: it sends a round's C asks (ActorRefAsk.AskWaitable, replies with
    /// RunContinuationsAsynchronously = false), then waits for each reply in order (WaitableReply.Wait: a spin on a flag
    /// of its own, then yields, then a monitor), and the actor's run wakes it inline as it completes the reply — no task,
    /// no continuation queued to the thread pool. Like for like with the floor: each request crosses from the measuring
    /// thread to a worker and its reply crosses back, two crossings, as the floor's two rings.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long RuntimeRunNextWaiting() => PingPong.RunWaiting(_runtimeActor!, _replies!, N, _waiting, _tally);

    /// <summary>ChannelActor (unbounded channel, async reading loop) carrying the same asks and pooled replies as
    /// PoolActorInline (continuation inline on the loop's thread): the row differs from it only in the mailbox.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ChannelActor() => PingPong.Run(new ChannelActorClient(_channelActor!, _replies!), N, _pending, _tally);

    /// <summary>The plainest Channel-based actor a .NET developer would write (<see cref="ChannelAskActor{TRequest, TReply}"/>:
    /// an unbounded channel read by a loop started with Task.Run, a TaskCompletionSource with
    /// RunContinuationsAsynchronously per request): the request is handled on the loop's pool thread and the client's
    /// continuation is queued to the thread pool, the path of PoolActorCrossing's requests and replies.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ChannelActorCrossing() => PingPong.Run(new ChannelAskClient(_channelAskActor!), N, _pending, _tally);

    /// <summary>The floor of the same work: the measuring thread keeps C requests in flight to a spinning server thread
    /// through one plain SPSC ring and reads the replies from another; no actor, mailbox run, scheduler or wake-up.
    /// Every request crosses to the server and back.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Concurrency))] // C requests in flight; each ring is C rounded up to a power of two
    public long Floor() => _floor!.Invoke();

    /// <summary>F# MailboxProcessor (MailboxAgent.AskAsync: PostAndAsyncReply-style, a TaskCompletionSource with
    /// RunContinuationsAsynchronously per request, completed on the agent).</summary>
    [Benchmark(OperationsPerInvoke = Requests, Baseline = true)]
    public long MailboxProcessor() => PingPong.Run(new MailboxAgentClient(_agent!), N, _pending, _tally);
}

/// <summary>The actor's side of the ping-pong: answers request r with 2r + 1 (the request's hop: its handling, slot r).</summary>
public readonly struct PingHandler : IHandler<Ask<int, int>>
{
    public void Handle(in Ask<int, int> item)
    {
        Crossings.Active?.Hop(item.Request);
        item.ReplyTo.Complete(PingPong.Answer(item.Request));
    }
}

/// <summary>One request, as each implementation sends it.</summary>
internal interface IPingClient
{
    ValueTask<int> AskAsync(int request);
}

internal readonly struct PoolActorClient(PoolActor<Ask<int, int>, AskHandler<int, int, PingHandler>> actor, ReplyPool<int> replies) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => actor.AskAsync(request, replies);
}

internal readonly struct RuntimeClient(ActorRef<Ask<int, int>> actor, ReplyPool<int> replies) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => actor.AskAsync(request, replies);
}

internal readonly struct ChannelActorClient(ChannelActor<Ask<int, int>, AskHandler<int, int, PingHandler>> actor, ReplyPool<int> replies) : IPingClient
{
    public ValueTask<int> AskAsync(int request)
    {
        var replyTo = replies.Rent(out var reply);
        actor.Post(new Ask<int, int>(request, replyTo));
        return reply;
    }
}

internal readonly struct ChannelAskClient(ChannelAskActor<int, int> actor) : IPingClient
{
    /// <summary>Runs on the actor's loop: the request's handling (its hop, slot r), then its answer.</summary>
    public static readonly Func<int, int> Answer = static request =>
    {
        Crossings.Active?.Hop(request);
        return PingPong.Answer(request);
    };

    public ValueTask<int> AskAsync(int request) => new(actor.AskAsync(request));
}

internal readonly struct MailboxAgentClient(MailboxAgent<int> agent) : IPingClient
{
    /// <summary>Runs on the agent: the request's handling (its hop, slot r), then its answer.</summary>
    private static readonly Func<int, int> s_answer = static request =>
    {
        Crossings.Active?.Hop(request);
        return PingPong.Answer(request);
    };

    public ValueTask<int> AskAsync(int request) => new(agent.AskAsync(request, s_answer));
}

/// <summary>What the client saw in one invocation; written by the client's async method (one step at a time).</summary>
internal sealed class PingTally
{
    public int Received;
    public int Wrong;
    public long Sum;

    /// <summary>True once an invocation's replies all checked out (false from the next invocation's start).</summary>
    public bool Verified;

    public void Reset()
    {
        Received = 0;
        Wrong = 0;
        Sum = 0;
        Verified = false;
    }
}

/// <summary>The client: rounds of C requests sent at once, each reply awaited in order and checked.</summary>
internal static class PingPong
{
    /// <summary>How long an invocation may wait for its replies before it counts them as missing.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    /// <summary>The answer to request r (<see cref="PingReply.Answer"/>).</summary>
    public static int Answer(int request) => PingReply.Answer(request);

    /// <summary>Runs <paramref name="requests"/> requests in rounds of <c>pending.Length</c>, waits for the client
    /// and verifies every reply, the count and the sum; returns the sum.</summary>
    public static long Run<TClient>(TClient client, int requests, ValueTask<int>[] pending, PingTally tally)
        where TClient : struct, IPingClient
    {
        tally.Reset();
        var run = RunAsync(client, requests, pending, tally);
        bool finished;
        try
        {
            finished = run.Wait(Patience);
        }
        catch (AggregateException)
        {
            finished = true; // the client failed: rethrown unwrapped below
        }
        if (!finished)
        {
            FailMissing(requests, tally);
        }
        run.GetAwaiter().GetResult();
        return Verify(requests, tally);
    }

    /// <summary>
    /// As <see cref="Run{TClient}"/>, with the measuring thread as the client, waiting synchronously: rounds of
    /// <c>pending.Length</c> asks sent to the runtime's <paramref name="actor"/> (AskWaitable), then each reply waited for
    /// in order and checked, then the same verification of every reply, the count and the sum. A reply that does not come
    /// within <see cref="Patience"/> fails the run as a missing reply.
    /// </summary>
    /// <remarks>Crossings: as <see cref="RunAsync{TClient}"/>'s — request r's send before the ask, its reply's handling
    /// after the wait, here always on the measuring thread.</remarks>
    public static long RunWaiting(ActorRef<Ask<int, int>> actor, ReplyPool<int> replies, int requests,
        WaitableReply<int>[] pending, PingTally tally)
    {
        tally.Reset();
        var crossings = Crossings.Active;
        var c = pending.Length;
        for (var sent = 0; sent < requests; sent += c)
        {
            for (var i = 0; i < c; i++)
            {
                crossings?.Send(sent + i);
                pending[i] = actor.AskWaitable(sent + i, replies);
            }
            for (var i = 0; i < c; i++)
            {
                int reply;
                try
                {
                    reply = pending[i].Wait(Patience);
                }
                catch (TimeoutException)
                {
                    FailMissing(requests, tally);
                    throw;
                }
                crossings?.Hop(sent + i);
                pending[i] = default;
                if (reply != Answer(sent + i))
                {
                    tally.Wrong++;
                }
                tally.Sum += reply;
                tally.Received++;
            }
        }
        return Verify(requests, tally);
    }

    /// <summary>A reply did not come within <see cref="Patience"/>: the run fails, saying how many did.</summary>
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void FailMissing(int requests, PingTally tally) =>
        Check.Fail($"replies: expected {requests} within {Patience.TotalSeconds} s, got {Volatile.Read(ref tally.Received)} (a reply is missing)");

    /// <summary>Every row's verification, once its client is done: the count, the replies that did not answer their
    /// request, and the sum; returns the sum.</summary>
    private static long Verify(int requests, PingTally tally)
    {
        Check.Equal(requests, tally.Received, "replies received");
        Check.Equal(0, tally.Wrong, "replies that did not answer their request");
        Check.Equal(PingReply.SumOfAnswers(requests), tally.Sum, "sum of the replies (N²)");
        tally.Verified = true;
        return tally.Sum;
    }

    /// <remarks>Crossings: request r's slot is r (unique: every request of the invocation has its own number); its send
    /// is recorded before the ask, its reply's handling after the await, on whichever thread the continuation runs.</remarks>
    private static async Task RunAsync<TClient>(TClient client, int requests, ValueTask<int>[] pending, PingTally tally)
        where TClient : struct, IPingClient
    {
        var crossings = Crossings.Active;
        var c = pending.Length;
        for (var sent = 0; sent < requests; sent += c)
        {
            for (var i = 0; i < c; i++)
            {
                crossings?.Send(sent + i);
                pending[i] = client.AskAsync(sent + i);
            }
            for (var i = 0; i < c; i++)
            {
                var reply = await pending[i].ConfigureAwait(false);
                crossings?.Hop(sent + i);
                pending[i] = default;
                if (reply != Answer(sent + i))
                {
                    tally.Wrong++;
                }
                tally.Sum += reply;
                tally.Received++;
            }
        }
    }
}
