using System.Diagnostics;
using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E06;

/// <summary>
/// E06, the seed's bounded-queue table: the fan-out workload (one hammer, each of N = 100 000 messages to all T
/// actors) with bounded mailboxes of 1 024 slots, so the hammer meets full mailboxes and each design's
/// backpressure decides. One operation = one invocation = N × T posts. Every post is accounted for: each actor
/// ends an invocation on an end marker and its handled count and checksum must equal what the hammer saw
/// accepted (and, except under DropNewest, accepted = N). The hammer times its own waits for room: "Producer
/// wait %" = share of the invocation the hammer spent waiting; "Dropped %" for the dropping policy. Thread crossings
/// are counted per post: the k-th post to actor a that is accepted is the message in slot k × T + a (its send, the
/// hammer's, and its handling, <see cref="ActorTally"/>; a dropped post's send is overwritten by the next one's).
/// </summary>
[BenchmarkCategory("E06")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)]
public class BackpressureBenchmarks
{
    public const int Messages = 100_000;

    /// <summary>Mailbox slots of every bounded design.</summary>
    public const int Capacity = 1_024;

    private PayloadTable _table = null!;
    private CountdownEvent _countdown = null!;
    private ActorTally[] _tallies = [];
    private long[] _accepted = [];
    private long[] _expected = [];
    private BoundedThreadedActor<int, TallyHandler>[] _bounded = [];
    private ChannelActor<int, TallyHandler>[] _channels = [];
    private BlockingCollectionActor[] _collections = [];
    private RingFloorSet<TallyHandler>? _floor;
    private long _waitTicks;
    private long _elapsedTicks;
    private long _posted;
    private long _markerDrops;
    private long _droppedBefore;
    private Func<long>? _row;
    private bool _verified;

    /// <summary>Actors.</summary>
    [Params(1, 15, 30)]
    public int T { get; set; }

    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    private int N => Scale.Of(Messages, 2_000);

    private void Prepare()
    {
        _table = new PayloadTable(Work, 100);
        _countdown = new CountdownEvent(0);
        var t = Scale.Actors(T);
        _tallies = [.. Enumerable.Range(0, t).Select(_ => new ActorTally(_table, _countdown))];
        _accepted = new long[t];
        _expected = new long[t];
        _waitTicks = _elapsedTicks = _posted = 0;
    }

    private void StartBounded(BackpressurePolicy policy)
    {
        Prepare();
        _bounded = [.. _tallies.Select((x, i) => BoundedThreadedActor<int, TallyHandler>.Start(new TallyHandler(x), Capacity, policy, $"Bounded{policy}#{i}"))];
    }

    [GlobalSetup(Target = nameof(Block))]
    public void SetupBlock()
    {
        StartBounded(BackpressurePolicy.Block);
        _row = Block;
    }

    [GlobalSetup(Target = nameof(BlockAsync))]
    public void SetupBlockAsync()
    {
        StartBounded(BackpressurePolicy.Block);
        _row = () => BlockAsync().GetAwaiter().GetResult();
    }

    [GlobalSetup(Target = nameof(BlockPost))]
    public void SetupBlockPost()
    {
        StartBounded(BackpressurePolicy.Block);
        _row = BlockPost;
    }

    [GlobalSetup(Target = nameof(FailFastRetry))]
    public void SetupFailFast()
    {
        StartBounded(BackpressurePolicy.FailFast);
        _row = FailFastRetry;
    }

    [GlobalSetup(Target = nameof(DropNewest))]
    public void SetupDropNewest()
    {
        StartBounded(BackpressurePolicy.DropNewest);
        _row = DropNewest;
    }

    [GlobalSetup(Target = nameof(BoundedChannel))]
    public void SetupChannel()
    {
        Prepare();
        _channels = [.. _tallies.Select((x, i) => ChannelActor<int, TallyHandler>.Start(new TallyHandler(x), Capacity, $"BoundedChannel#{i}"))];
        _row = () => BoundedChannel().GetAwaiter().GetResult();
    }

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection()
    {
        Prepare();
        _collections = [.. _tallies.Select((x, i) => new BlockingCollectionActor(x, Capacity, $"BlockingCollection#{i}"))];
        _row = BlockingCollection;
    }

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor()
    {
        Prepare();
        // each consumer's ring holds as many slots as the mailboxes of the actors it serves (1 024 each)
        _floor = RingFloor.Start(_tallies, Capacity * RingFloorSet<TallyHandler>.ActorsPerConsumer(_tallies.Length));
        _row = Floor;
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        // the metrics cover the timed invocations (and warm-ups): read before the counting pass adds one
        var dropped = _bounded.Sum(b => b.Dropped) - _markerDrops;
        var (waitTicks, elapsedTicks, posted) = (_waitTicks, _elapsedTicks, _posted);
        try
        {
            if (_verified && _row is { } row)
            {
                var posts = (long)N * _tallies.Length;
                // one operation = one invocation of N × T posts (no OperationsPerInvoke): the table divides per post
                CrossingsMetric.Count(checked((int)posts), operations: 1, () => row());
            }
        }
        finally
        {
            ActorStop.All([.. _bounded.Select(b => (Task)b.StopAsync()), .. _channels.Select(c => (Task)c.StopAsync())]);
            foreach (var c in _collections)
            {
                c.Dispose();
            }
            _floor?.Stop();
            _floor = null;
            _bounded = [];
            _channels = [];
            _collections = [];
            _row = null;
            _verified = false;
            _countdown.Dispose();
        }
        if (elapsedTicks > 0 && posted > 0)
        {
            ReportedMetrics.Write("ProducerWaitPercent", "Producer wait %", 100.0 * waitTicks / elapsedTicks);
            ReportedMetrics.Write("DroppedPercent", "Dropped %", 100.0 * dropped / posted);
        }
    }

    /// <summary>BoundedThreadedActor, Block policy, synchronous Post: the producer spins briefly, then parks until the actor frees a slot.</summary>
    [Benchmark]
    public long Block() => Run(new Poster(this, PostKind.Block));

    /// <summary>
    /// BoundedThreadedActor, Block policy, synchronous <c>Post</c> only: every post claims its slot with the ring's
    /// fetch-and-add (TryPushXadd), the claim every bounded row used before TryPost and the other non-blocking calls
    /// moved to compare-and-swap (issue 12); beside <see cref="Block"/> it shows what that move costs here. Producer
    /// wait = the actor's own ProducerWaitTicks (from the first Full to the end of each blocking Post).
    /// </summary>
    [Benchmark]
    public long BlockPost() => Run(new Poster(this, PostKind.BlockPost));

    /// <summary>BoundedThreadedActor, Block policy, <c>await PostAsync</c>: a full mailbox suspends the hammer on a pooled IValueTaskSource.</summary>
    [Benchmark]
    public Task<long> BlockAsync() => RunAsync(new BoundedAsyncPoster(_bounded));

    /// <summary>BoundedThreadedActor, FailFast policy: Post returns Full at once and the hammer retries (spin, then yield), as an application with its own backpressure would.</summary>
    [Benchmark]
    public long FailFastRetry() => Run(new Poster(this, PostKind.FailFastRetry));

    /// <summary>BoundedThreadedActor, DropNewest policy: a full mailbox drops the new message and counts it; nothing waits.</summary>
    [Benchmark]
    public long DropNewest() => Run(new Poster(this, PostKind.DropNewest));

    /// <summary>ChannelActor over a bounded Channel (FullMode = Wait), <c>await PostAsync</c> (WriteAsync): the seed's bounded "Channel".</summary>
    [Benchmark(Baseline = true)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public Task<long> BoundedChannel() => RunAsync(new ChannelAsyncPoster(_channels));

    /// <summary>A thread per actor consuming a bounded BlockingCollection; the hammer's TryAdd, then blocking Add.</summary>
    [Benchmark]
    public long BlockingCollection() => Run(new Poster(this, PostKind.BlockingCollection));

    /// <summary>
    /// The floor: the same posts and end markers through plain bounded SPSC rings to spinning consumer threads, at most
    /// one per core besides the hammer's, each doing the work of its share of the T actors
    /// (<see cref="RingFloorSet{THandler}"/>; a consumer's ring holds 1 024 slots per actor it serves, rounded up to a
    /// power of two). A full ring makes the hammer spin until the consumer frees a slot (timed as producer wait):
    /// the bounded hand-over with nothing parked and nothing woken; one crossing per post.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)] // a consumer's ring holds Capacity per actor it serves
    public long Floor() => Run(new Poster(this, PostKind.Floor));

    private void Begin()
    {
        _countdown.Reset(_tallies.Length);
        for (var a = 0; a < _tallies.Length; a++)
        {
            // ends on the end marker: under DropNewest the count is known only afterwards
            _tallies[a].Arm(0, firstSlot: a, slotStride: _tallies.Length);
        }
        Array.Clear(_accepted);
        Array.Clear(_expected);
        _droppedBefore = _bounded.Sum(b => b.Dropped) - _markerDrops;
    }

    /// <summary>The asynchronous hammer: awaits a post only when it did not complete at once, and times that wait.</summary>
    private async Task<long> RunAsync<TPoster>(TPoster poster)
        where TPoster : struct, IAsyncPoster
    {
        Begin();
        var started = Stopwatch.GetTimestamp();
        var actors = _tallies.Length;
        var crossings = Crossings.Active;
        for (var i = 0; i < N; i++)
        {
            var m = PayloadTable.IndexOf(i);
            var r = _table.ResultOf(m);
            for (var a = 0; a < actors; a++)
            {
                crossings?.Send((int)_accepted[a] * actors + a);
                var pending = poster.PostAsync(a, m);
                if (!pending.IsCompletedSuccessfully)
                {
                    var t0 = Stopwatch.GetTimestamp();
                    await pending.ConfigureAwait(false);
                    _waitTicks += Stopwatch.GetTimestamp() - t0;
                }
                _accepted[a]++;
                _expected[a] += r;
            }
        }
        for (var a = 0; a < actors; a++)
        {
            await poster.PostAsync(a, ActorTally.EndMarker).ConfigureAwait(false);
        }
        return End(started, dropping: false);
    }

    private interface IAsyncPoster
    {
        ValueTask PostAsync(int actor, int message);
    }

    private readonly struct BoundedAsyncPoster(BoundedThreadedActor<int, TallyHandler>[] actors) : IAsyncPoster
    {
        public ValueTask PostAsync(int actor, int message) => actors[actor].PostAsync(message);
    }

    private readonly struct ChannelAsyncPoster(ChannelActor<int, TallyHandler>[] actors) : IAsyncPoster
    {
        public ValueTask PostAsync(int actor, int message) => actors[actor].PostAsync(message);
    }

    private long Run(Poster poster)
    {
        Begin();
        var actorWaitsBefore = poster.Kind == PostKind.BlockPost ? ActorWaitTicks() : 0;
        var started = Stopwatch.GetTimestamp();
        var actors = _tallies.Length;
        var crossings = Crossings.Active;
        for (var i = 0; i < N; i++)
        {
            var m = PayloadTable.IndexOf(i);
            var r = _table.ResultOf(m);
            for (var a = 0; a < actors; a++)
            {
                crossings?.Send((int)_accepted[a] * actors + a);
                if (poster.Post(a, m))
                {
                    _accepted[a]++;
                    _expected[a] += r;
                }
            }
        }
        for (var a = 0; a < actors; a++)
        {
            poster.PostEnd(a);
        }
        if (poster.Kind == PostKind.BlockPost)
        {
            _waitTicks += ActorWaitTicks() - actorWaitsBefore; // the hammer cannot time them itself
        }
        return End(started, poster.Kind == PostKind.DropNewest);
    }

    /// <summary>The bounded actors' own producer wait ticks, summed (no allocation: read once per invocation).</summary>
    private long ActorWaitTicks()
    {
        long ticks = 0;
        foreach (var actor in _bounded)
        {
            ticks += actor.ProducerWaitTicks;
        }
        return ticks;
    }

    private long End(long started, bool dropping)
    {
        _countdown.WaitOrFail(() => string.Join(", ", _tallies.Select((t, i) => $"#{i} {t.Count}/{_accepted[i]}")));
        _elapsedTicks += Stopwatch.GetTimestamp() - started;
        _posted += (long)N * _tallies.Length;
        if (dropping)
        {
            // every post is accounted for: accepted, or dropped and counted by the actor (never silently lost)
            var dropped = _bounded.Sum(b => b.Dropped) - _markerDrops - _droppedBefore;
            Check.Equal((long)N * _tallies.Length - _accepted.Sum(), dropped, "posts dropped and counted");
        }
        long total = 0;
        for (var a = 0; a < _tallies.Length; a++)
        {
            if (!dropping)
            {
                Check.Equal(N, _accepted[a], $"actor {a}: posts accepted");
            }
            Check.Equal(_accepted[a], _tallies[a].Count, $"actor {a}: messages handled");
            Check.Equal(_expected[a], _tallies[a].Checksum, $"actor {a}: checksum");
            total += _tallies[a].Checksum;
        }
        _verified = true;
        return total;
    }

    private enum PostKind
    {
        Block,
        BlockPost,
        FailFastRetry,
        DropNewest,
        BlockingCollection,
        Floor,
    }

    /// <summary>How each synchronous design posts and waits; the hammer times every wait for room.</summary>
    private readonly struct Poster(BackpressureBenchmarks owner, PostKind kind)
    {
        public PostKind Kind => kind;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool Post(int actor, int message)
        {
            switch (kind)
            {
                case PostKind.Floor:
                    var floor = owner._floor!.Value;
                    if (!floor.TryPost(actor, message))
                    {
                        var t2 = Stopwatch.GetTimestamp();
                        floor.Post(actor, message);
                        owner._waitTicks += Stopwatch.GetTimestamp() - t2;
                    }
                    return true;
                case PostKind.BlockingCollection:
                    var collection = owner._collections[actor];
                    if (!collection.TryAdd(message))
                    {
                        var t0 = Stopwatch.GetTimestamp();
                        collection.Add(message);
                        owner._waitTicks += Stopwatch.GetTimestamp() - t0;
                    }
                    return true;
                case PostKind.Block:
                    var bounded = owner._bounded[actor];
                    if (bounded.TryPost(message) != PostStatus.Ok)
                    {
                        var t1 = Stopwatch.GetTimestamp();
                        Expect(PostStatus.Ok, bounded.Post(message));
                        owner._waitTicks += Stopwatch.GetTimestamp() - t1;
                    }
                    return true;
                case PostKind.BlockPost:
                    Expect(PostStatus.Ok, owner._bounded[actor].Post(message));
                    return true;
                case PostKind.FailFastRetry:
                    return Retry(owner._bounded[actor], message);
                default:
                    var status = owner._bounded[actor].Post(message);
                    return status == PostStatus.Ok || (status == PostStatus.Dropped ? false : Unexpected(status));
            }
        }

        /// <summary>The end marker must arrive: retried until accepted under every policy.</summary>
        public void PostEnd(int actor)
        {
            if (kind == PostKind.BlockingCollection)
            {
                owner._collections[actor].Add(ActorTally.EndMarker);
                return;
            }
            if (kind == PostKind.Floor)
            {
                owner._floor!.Value.Post(actor, ActorTally.EndMarker);
                return;
            }
            var spin = new SpinWait();
            PostStatus status;
            while ((status = owner._bounded[actor].TryPost(ActorTally.EndMarker)) != PostStatus.Ok)
            {
                if (status == PostStatus.Dropped)
                {
                    owner._markerDrops++; // the actor counted the marker's refused attempts as drops
                }
                spin.SpinOnce();
            }
        }

        private bool Retry(BoundedThreadedActor<int, TallyHandler> actor, int message)
        {
            var status = actor.Post(message);
            if (status == PostStatus.Ok)
            {
                return true;
            }
            var t0 = Stopwatch.GetTimestamp();
            var spin = new SpinWait();
            while (status == PostStatus.Full)
            {
                spin.SpinOnce();
                status = actor.Post(message);
            }
            owner._waitTicks += Stopwatch.GetTimestamp() - t0;
            return status == PostStatus.Ok || Unexpected(status);
        }

        private static void Expect(PostStatus expected, PostStatus actual)
        {
            if (actual != expected)
            {
                Unexpected(actual);
            }
        }

        private static bool Unexpected(PostStatus status)
        {
            Check.Fail($"unexpected post status {status}");
            return false;
        }
    }
}
