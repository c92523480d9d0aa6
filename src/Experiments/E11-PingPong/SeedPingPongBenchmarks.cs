using BenchmarkDotNet.Attributes;
using PerfBuf.Baselines.FSharp;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E11;

/// <summary>
/// E11, seed 000's own workload: <see cref="Concurrency"/> = C actors, started in [GlobalSetup]; a round sends one request
/// to each of the C actors and awaits all C replies, and one invocation runs N / C rounds (N = 10 000 requests, as
/// <see cref="PingPongBenchmarks"/>; one operation = one request). Actor i gets requests i, C + i, 2C + i, … and answers
/// r with 2r + 1 (<see cref="PingReply.Answer"/>). Every reply is checked against its request, then the count and sum of
/// the replies (N²), and every actor's own count of the answers it sent (<see cref="AnswerCounts"/>) against the requests
/// sent to it — an actor that answers twice or not at all fails the run. Under <see cref="Check.PlantFault"/> actor
/// <see cref="PlantedActor"/> answers its first request twice. The class measures its own floor (<see cref="Floor"/>, the
/// same as <see cref="PingPongBenchmarks.Floor"/>), so each of seed 000's headlines reads rows of one run; under a planted
/// fault the floor's server answers one request wrongly. Crossings: a request and its reply are one journey in the
/// slot of the request's number (its send, its handling, the reply's handling where the client's continuation runs).
/// </summary>
[BenchmarkCategory("E11")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansGrainCall")] // Orleans promises no order of calls to a grain
public partial class SeedPingPongBenchmarks
{
    /// <summary>Requests per invocation (N), as <see cref="PingPongBenchmarks.Requests"/>.</summary>
    public const int Requests = PingPongBenchmarks.Requests;

    /// <summary>Mailbox slots of each PoolActor: an actor has at most one request of the client's in flight.</summary>
    public const int ActorCapacity = 8;

    private readonly SeedTally _tally = new();
    private ValueTask<int>[] _pending = [];
    private WaitableReply<int>[] _waiting = [];
    private AnswerCounts? _answers;
    private ReplyPool<int>? _replies;
    private PoolActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[] _poolActors = [];
    private ChannelActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[] _channelActors = [];
    private ChannelAskActor<int, int>[] _channelAskActors = [];
    private MailboxAgent<int>[] _agents = [];
    private Func<int, int>[] _agentAnswers = [];
    private NoMailboxActor[] _noMailboxActors = [];
    private RuntimeHost? _runtime;
    private ActorRef<Ask<int, int>>[] _runtimeActors = [];
    private Func<long>? _workload;
    private IRun? _floor;

    /// <summary>C: the actors, each sent one request per round (seed 000's 1, 100, 1 000).</summary>
    [Params(1, 100, 1_000)]
    public int Concurrency { get; set; }

    private int N => Math.Max(Scale.Of(Requests, PingPongBenchmarks.SmokeRequests) / Concurrency, 1) * Concurrency;

    /// <summary>The actor that answers its first request twice under <see cref="Check.PlantFault"/>: the middle one of <paramref name="actors"/>.</summary>
    public static int PlantedActor(int actors) => actors / 2;

    /// <summary>Sizes the round's pending replies, makes the actors' answer counts (with the planted fault, if set) and
    /// keeps the row's benchmark method for the crossings counting pass.</summary>
    private AnswerCounts Prepare(Func<long> workload)
    {
        _pending = new ValueTask<int>[Concurrency];
        _workload = workload;
        _tally.Restart();
        _answers = new AnswerCounts(Concurrency, Check.Planted != 0 ? PlantedActor(Concurrency) : AnswerCounts.NoFault);
        return _answers;
    }

    [GlobalSetup(Target = nameof(PoolActorCrossing))]
    public void SetupPoolActorCrossing()
    {
        var answers = Prepare(PoolActorCrossing);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously: true);
        _poolActors = new PoolActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[Concurrency];
        for (var i = 0; i < _poolActors.Length; i++)
        {
            _poolActors[i] = PoolActorAsk.Start<int, int, CountingPingHandler>(new CountingPingHandler(i, answers), ActorCapacity, name: $"E11-Seed-PoolActor-{i}");
        }
    }

    [GlobalSetup(Target = nameof(RuntimeRunNextWaiting))]
    public void SetupRuntimeRunNextWaiting()
    {
        var answers = Prepare(RuntimeRunNextWaiting);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously: false);
        _waiting = new WaitableReply<int>[Concurrency];
        var host = _runtime = RuntimeHost.OnRunNextPool("E11-Seed-run-next", ActorCapacity);
        _runtimeActors = new ActorRef<Ask<int, int>>[Concurrency];
        for (var i = 0; i < _runtimeActors.Length; i++)
        {
            var actor = i;
            _runtimeActors[i] = host.System.Spawn<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>(
                () => new AskHandler<int, int, CountingPingHandler>(new CountingPingHandler(actor, answers)),
                host.Options with { Name = $"E11-Seed-runtime-{i}" });
        }
    }

    [GlobalSetup(Target = nameof(ChannelActor))]
    public void SetupChannelActor()
    {
        var answers = Prepare(ChannelActor);
        _replies = new ReplyPool<int>(runContinuationsAsynchronously: false);
        _channelActors = new ChannelActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[Concurrency];
        for (var i = 0; i < _channelActors.Length; i++)
        {
            _channelActors[i] = ChannelActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>.Start(
                new AskHandler<int, int, CountingPingHandler>(new CountingPingHandler(i, answers)), capacity: null, name: $"E11-Seed-ChannelActor-{i}");
        }
    }

    [GlobalSetup(Target = nameof(ChannelActorCrossing))]
    public void SetupChannelActorCrossing()
    {
        var answers = Prepare(ChannelActorCrossing);
        _channelAskActors = new ChannelAskActor<int, int>[Concurrency];
        for (var i = 0; i < _channelAskActors.Length; i++)
        {
            var actor = i;
            _channelAskActors[i] = new ChannelAskActor<int, int>(request =>
            {
                Crossings.Active?.Hop(request); // runs on the actor's loop: the request's handling, then its answer
                answers.Answer(actor);
                return PingReply.Answer(request);
            });
        }
    }

    /// <summary>The floor, as <see cref="PingPongBenchmarks.Floor"/>'s and measured in this class's run: two spinning threads
    /// and two plain rings, C requests in flight (<see cref="RingExchangeFloorRun"/>); it counts its own crossings when
    /// disposed.</summary>
    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => _floor = new RingExchangeFloorRun(Concurrency, N).Counted(operations: N, slots: N);

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor()
    {
        var answers = Prepare(MailboxProcessor);
        _agents = new MailboxAgent<int>[Concurrency];
        _agentAnswers = new Func<int, int>[Concurrency];
        for (var i = 0; i < _agents.Length; i++)
        {
            var actor = i;
            _agentAnswers[i] = request =>
            {
                Crossings.Active?.Hop(request); // runs on the agent: the request's handling, then its answer
                answers.Answer(actor);
                return PingReply.Answer(request);
            };
            _agents[i] = MailboxAgent<int>.Start(static _ => { }, $"E11-Seed-MailboxProcessor-{i}");
        }
    }

    [GlobalSetup(Target = nameof(CustomActorNoMailbox))]
    public void SetupCustomActorNoMailbox()
    {
        var answers = Prepare(CustomActorNoMailbox);
        _noMailboxActors = new NoMailboxActor[Concurrency];
        for (var i = 0; i < _noMailboxActors.Length; i++)
        {
            _noMailboxActors[i] = new NoMailboxActor(i, answers);
        }
    }

    /// <summary>Counts the row's crossings (one more invocation, only after one verified), then stops its actors.</summary>
    [GlobalCleanup]
    public void Cleanup() => CrossingsCleanup.CountThenStop(_tally.Verified, slots: N, operations: N, _workload, Stop);

    private void Stop()
    {
        _floor?.Dispose();
        _floor = null;
        var stops = new List<Task>();
        stops.AddRange(_poolActors.Select(a => a.StopAsync()));
        stops.AddRange(_channelActors.Select(a => a.StopAsync()));
        stops.AddRange(_channelAskActors.Select(a => a.StopAsync()));
        stops.AddRange(_agents.Select(a => a.StopAsync(drain: true)));
        StopProtoActor(stops);
        StopAkka(stops);
        StopOrleans(stops);
        try
        {
            ActorStop.All(stops);
        }
        finally
        {
            _runtime?.Dispose(); // stops the runtime's actors (draining), then its pool
            _runtime = null;
            _runtimeActors = [];
        }
        _poolActors = [];
        _channelActors = [];
        _channelAskActors = [];
        _agents = [];
        _agentAnswers = [];
        _noMailboxActors = [];
        _replies = null;
        _waiting = [];
        _answers = null;
        _workload = null;
    }

    /// <summary>A peer's file adds the stop of its row's actors (where that peer is not compiled in, the call is not either).</summary>
    partial void StopProtoActor(List<Task> stops);

    /// <inheritdoc cref="StopProtoActor"/>
    partial void StopAkka(List<Task> stops);

    /// <inheritdoc cref="StopProtoActor"/>
    partial void StopOrleans(List<Task> stops);

    /// <summary>C PoolActors, ask with a reply pool whose RunContinuationsAsynchronously = true: the request crosses to
    /// the actor's pool thread, the client's continuation is queued back to the thread pool (as PoolActorCrossing of
    /// <see cref="PingPongBenchmarks"/>, and as the peers' replies).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ActorCapacity, Placement = Placement.Scheduler)]
    public long PoolActorCrossing() =>
        SeedPingPong.Run(new PoolActorsClient(_poolActors, _replies!), N, _pending, _tally, _answers!);

    /// <summary>C actors of the lab's runtime (the same asks and handler, each mailbox bounded at
    /// <see cref="ActorCapacity"/>) on a RunNextPool of one pinned worker per core (actor i's runs queued on worker
    /// i mod cores; idle workers spin, yield, then park), asked by the measuring thread itself, which waits synchronously:
    /// it sends one ask to each actor (ActorRefAsk.AskWaitable, replies with RunContinuationsAsynchronously = false), then
    /// waits for each reply in order (WaitableReply.Wait: a spin on a flag of its own, then yields, then a monitor), and
    /// each actor's run wakes it inline as it completes the reply — no task, no continuation queued to the thread pool.
    /// Like for like with the floor: each request crosses from the measuring thread to a worker and its reply crosses
    /// back, two crossings. Under a planted fault its actor completes its first reply twice (the second is refused) and
    /// counts both answers.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ActorCapacity, Placement = Placement.Scheduler)]
    public long RuntimeRunNextWaiting() =>
        SeedPingPong.RunWaiting(_runtimeActors, _replies!, N, _waiting, _tally, _answers!);

    /// <summary>C ChannelActors (unbounded channel, async reading loop each) carrying the same asks and pooled replies,
    /// continuation inline on the answering actor's loop thread (as ChannelActor of <see cref="PingPongBenchmarks"/>).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ChannelActor() =>
        SeedPingPong.Run(new ChannelActorsClient(_channelActors, _replies!), N, _pending, _tally, _answers!);

    /// <summary>C of the plainest Channel-based actor (<see cref="ChannelAskActor{TRequest, TReply}"/>: an unbounded
    /// channel read by a loop started with Task.Run, a TaskCompletionSource with RunContinuationsAsynchronously per
    /// request), each answer counted by its actor: the request is handled on the actor's loop, the client's continuation
    /// is queued to the thread pool (as PoolActorCrossing's, and as ChannelActorCrossing of <see cref="PingPongBenchmarks"/>).
    /// Under a planted fault its actor counts a second answer for its first request (its reply completes once).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ChannelActorCrossing() =>
        SeedPingPong.Run(new ChannelAskActorsClient(_channelAskActors), N, _pending, _tally, _answers!);

    /// <summary>The floor of the same work (<see cref="PingPongBenchmarks.Floor"/>'s, in this class so that seed 000's
    /// headlines read rows of one run): the measuring thread keeps C requests in flight to a spinning server thread
    /// through one plain SPSC ring and reads the replies from another; no actor, mailbox, scheduler or wake-up. One
    /// request and its reply cross the same two ways whether C requests go to one actor or one to each of C. Under a
    /// planted fault the server answers one request wrongly.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long Floor() => _floor!.Invoke();

    /// <summary>C F# MailboxProcessor agents (MailboxAgent.AskAsync: a TaskCompletionSource with
    /// RunContinuationsAsynchronously per request, completed on the agent).</summary>
    [Benchmark(OperationsPerInvoke = Requests, Baseline = true)]
    public long MailboxProcessor() =>
        SeedPingPong.Run(new MailboxAgentsClient(_agents, _agentAnswers), N, _pending, _tally, _answers!);

    /// <summary>No mailbox: C objects whose ask is an async method that takes a SemaphoreSlim (1, 1), calls the handler
    /// directly — it returns a completed task — and releases it, all on the client's thread (seed 000's CustomActor
    /// described, our own code). Nothing is queued and nothing crosses a thread: not an actor's round trip.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Unbounded, Order.None)] // no mailbox: callers wait on a SemaphoreSlim, which keeps no queue bound and promises no order
    public long CustomActorNoMailbox() =>
        SeedPingPong.Run(new NoMailboxClient(_noMailboxActors), N, _pending, _tally, _answers!);
}

/// <summary>
/// Actor i's side of the seed workload on the lab's actors: the request's hop (slot r), actor i's answer counted, then
/// the reply 2r + 1. Under a planted fault the actor <see cref="AnswerCounts.AnswersTwice"/> names completes its first
/// request's reply a second time (the pooled reply refuses it: one completion per request) and counts both.
/// </summary>
public readonly struct CountingPingHandler(int actor, AnswerCounts answers) : IHandler<Ask<int, int>>
{
    public void Handle(in Ask<int, int> item)
    {
        Crossings.Active?.Hop(item.Request);
        var reply = PingReply.Answer(item.Request);
        for (var sends = answers.Answer(actor); sends > 0; sends--)
        {
            item.ReplyTo.Complete(reply);
        }
    }
}

/// <summary>
/// Seed 000's CustomActor as described (not its code): no mailbox, a <see cref="SemaphoreSlim"/>(1, 1) around a direct
/// call of the handler, which returns a completed task. An uncontended <c>WaitAsync</c> completes at once, so the whole
/// ask runs on the caller's thread and returns a completed <see cref="Task{TResult}"/>. Under a planted fault the actor
/// <see cref="AnswerCounts.AnswersTwice"/> names counts a second answer for its first request (a call returns once).
/// </summary>
internal sealed class NoMailboxActor(int actor, AnswerCounts answers)
{
    private readonly SemaphoreSlim _gate = new(1, 1);

    public async Task<int> AskAsync(int request)
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            return await Handle(request).ConfigureAwait(false);
        }
        finally
        {
            _gate.Release();
        }
    }

    private Task<int> Handle(int request)
    {
        Crossings.Active?.Hop(request); // the request's handling, on the caller's thread
        answers.Answer(actor);
        return Task.FromResult(PingReply.Answer(request));
    }
}

/// <summary>One request to one of the C actors, as each implementation sends it.</summary>
internal interface IActorsClient
{
    ValueTask<int> AskAsync(int actor, int request);
}

internal readonly struct PoolActorsClient(PoolActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[] actors, ReplyPool<int> replies) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => actors[actor].AskAsync(request, replies);
}

internal readonly struct ChannelActorsClient(ChannelActor<Ask<int, int>, AskHandler<int, int, CountingPingHandler>>[] actors, ReplyPool<int> replies) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request)
    {
        var replyTo = replies.Rent(out var reply);
        actors[actor].Post(new Ask<int, int>(request, replyTo));
        return reply;
    }
}

internal readonly struct ChannelAskActorsClient(ChannelAskActor<int, int>[] actors) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => new(actors[actor].AskAsync(request));
}

internal readonly struct MailboxAgentsClient(MailboxAgent<int>[] agents, Func<int, int>[] answers) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => new(agents[actor].AskAsync(request, answers[actor]));
}

internal readonly struct NoMailboxClient(NoMailboxActor[] actors) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => new(actors[actor].AskAsync(request));
}

/// <summary>What the client saw in one invocation, and how many requests it has sent to each actor since the row's setup.</summary>
internal sealed class SeedTally
{
    public int Received;
    public int Wrong;
    public long Sum;

    /// <summary>Requests sent to each actor since the row's setup (every actor gets one per round).</summary>
    public long PerActor;

    /// <summary>True once an invocation's replies and answer counts all checked out (false from the next invocation's start).</summary>
    public bool Verified;

    /// <summary>A new row: nothing sent yet.</summary>
    public void Restart()
    {
        Reset();
        PerActor = 0;
    }

    /// <summary>A new invocation.</summary>
    public void Reset()
    {
        Received = 0;
        Wrong = 0;
        Sum = 0;
        Verified = false;
    }
}

/// <summary>The client of seed 000's workload: rounds of one request to each of C actors, every reply awaited in order and checked.</summary>
internal static class SeedPingPong
{
    /// <summary>
    /// Runs <paramref name="requests"/> requests in rounds of one per actor (C = <c>pending.Length</c>), waits for the
    /// client and verifies every reply, their count and sum, and each actor's count of the answers it sent (one per
    /// request it got) and their total; returns the sum.
    /// </summary>
    public static long Run<TClient>(TClient client, int requests, ValueTask<int>[] pending, SeedTally tally, AnswerCounts answers)
        where TClient : struct, IActorsClient
    {
        tally.Reset();
        var actors = pending.Length;
        tally.PerActor += requests / actors;
        var run = RunAsync(client, requests, pending, tally);
        bool finished;
        try
        {
            finished = run.Wait(PingPong.Patience);
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
        return Verify(requests, actors, tally, answers);
    }

    /// <summary>
    /// As <see cref="Run{TClient}"/>, with the measuring thread as the client, waiting synchronously: rounds of one ask to
    /// each of the runtime's <paramref name="actors"/> (AskWaitable), then each reply waited for in order and checked,
    /// then the same verification of every reply, their count and sum, and each actor's count of the answers it sent. A
    /// reply that does not come within <see cref="PingPong.Patience"/> fails the run as a missing reply.
    /// </summary>
    /// <remarks>Crossings: as <see cref="RunAsync{TClient}"/>'s — request r's send before the ask, its reply's handling
    /// after the wait, here always on the measuring thread.</remarks>
    public static long RunWaiting(ActorRef<Ask<int, int>>[] actors, ReplyPool<int> replies, int requests,
        WaitableReply<int>[] pending, SeedTally tally, AnswerCounts answers)
    {
        tally.Reset();
        var c = pending.Length;
        tally.PerActor += requests / c;
        var crossings = Crossings.Active;
        for (var sent = 0; sent < requests; sent += c)
        {
            for (var actor = 0; actor < c; actor++)
            {
                crossings?.Send(sent + actor);
                pending[actor] = actors[actor].AskWaitable(sent + actor, replies);
            }
            for (var actor = 0; actor < c; actor++)
            {
                int reply;
                try
                {
                    reply = pending[actor].Wait(PingPong.Patience);
                }
                catch (TimeoutException)
                {
                    FailMissing(requests, tally);
                    throw;
                }
                crossings?.Hop(sent + actor);
                pending[actor] = default;
                if (reply != PingReply.Answer(sent + actor))
                {
                    tally.Wrong++;
                }
                tally.Sum += reply;
                tally.Received++;
            }
        }
        return Verify(requests, c, tally, answers);
    }

    /// <summary>A reply did not come within <see cref="PingPong.Patience"/>: the run fails, saying how many did.</summary>
    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    private static void FailMissing(int requests, SeedTally tally) =>
        Check.Fail($"replies: expected {requests} within {PingPong.Patience.TotalSeconds} s, got {Volatile.Read(ref tally.Received)} (a reply is missing)");

    /// <summary>Every row's verification, once its client is done: the count, the replies that did not answer their
    /// request, the sum, and each actor's count of the answers it sent (one per request it got) and their total; returns
    /// the sum.</summary>
    private static long Verify(int requests, int actors, SeedTally tally, AnswerCounts answers)
    {
        Check.Equal(requests, tally.Received, "replies received");
        Check.Equal(0, tally.Wrong, "replies that did not answer their request");
        Check.Equal(PingReply.SumOfAnswers(requests), tally.Sum, "sum of the replies (N²)");
        for (var actor = 0; actor < actors; actor++)
        {
            Check.Equal(tally.PerActor, answers.Of(actor), $"answers sent by actor {actor} (one per request it got)");
        }
        Check.Equal(tally.PerActor * actors, answers.Total, "answers sent by all actors");
        tally.Verified = true;
        return tally.Sum;
    }

    /// <remarks>Crossings: request r's slot is r (unique: every request of the invocation has its own number); its send
    /// is recorded before the ask, its reply's handling after the await, on whichever thread the continuation runs.</remarks>
    private static async Task RunAsync<TClient>(TClient client, int requests, ValueTask<int>[] pending, SeedTally tally)
        where TClient : struct, IActorsClient
    {
        var crossings = Crossings.Active;
        var c = pending.Length;
        for (var sent = 0; sent < requests; sent += c)
        {
            for (var actor = 0; actor < c; actor++)
            {
                crossings?.Send(sent + actor);
                pending[actor] = client.AskAsync(actor, sent + actor);
            }
            for (var actor = 0; actor < c; actor++)
            {
                var reply = await pending[actor].ConfigureAwait(false);
                crossings?.Hop(sent + actor);
                pending[actor] = default;
                if (reply != PingReply.Answer(sent + actor))
                {
                    tally.Wrong++;
                }
                tally.Sum += reply;
                tally.Received++;
            }
        }
    }
}
