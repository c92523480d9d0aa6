using PerfBuf.Experiments.E12;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Experiments;

/// <summary>The lab's counter actors of E12 (<see cref="CounterMessage"/>, <see cref="CounterHandler"/>) on each actor they run on.</summary>
public enum CounterKind
{
    /// <summary>ThreadedActor with the multi-producer ring mailbox (E12's ThreadedActorMpsc row).</summary>
    ThreadedActorMpsc,

    /// <summary>An ActorSystem actor on the .NET thread pool (E12's RuntimeThreadPool row).</summary>
    RuntimeThreadPool,

    /// <summary>An ActorSystem actor on an AffinePool of two workers (E12's RuntimeAffinePool row).</summary>
    RuntimeAffinePool,
}

/// <summary>One counter actor under test: Add, GetAndReset through a reply pool, stop.</summary>
internal sealed class CounterUnderTest : IAsyncDisposable
{
    private readonly ThreadedActor<CounterMessage, CounterHandler>? _threaded;
    private readonly ActorSystem? _system;
    private readonly ActorRef<CounterMessage>? _actor;
    private readonly AffinePool? _pool;

    private CounterUnderTest(CounterKind kind)
    {
        Kind = kind;
        switch (kind)
        {
            case CounterKind.ThreadedActorMpsc:
                _threaded = ThreadedActor<CounterMessage, CounterHandler>.Start(new CounterHandler(), capacity: 256, singleProducer: false, name: "test-counter");
                break;
            case CounterKind.RuntimeThreadPool:
            case CounterKind.RuntimeAffinePool:
                _pool = kind == CounterKind.RuntimeAffinePool ? new AffinePool(workers: 2, name: "test-counter-pool") : null;
                _system = new ActorSystem("test-counter");
                _actor = _system.Spawn<CounterMessage, CounterHandler>(static () => new CounterHandler(),
                    new ActorOptions { Scheduler = (IWorkScheduler?)_pool ?? ThreadPoolScheduler.Instance, Throughput = 16 });
                break;
            default:
                throw new ArgumentOutOfRangeException(nameof(kind), kind, null);
        }
    }

    public CounterKind Kind { get; }

    /// <summary>Replies whose continuations cross to the thread pool: an asker that awaits in a loop must not post its
    /// next GetAndReset from the actor's own thread (a full mailbox would refuse it there).</summary>
    public ReplyPool<long> Replies { get; } = new(runContinuationsAsynchronously: true);

    public static CounterUnderTest Start(CounterKind kind) => new(kind);

    public void Add(long amount)
    {
        if (_threaded is { } threaded)
        {
            threaded.Post(CounterMessage.Add(amount));
        }
        else
        {
            _actor!.Tell(CounterMessage.Add(amount));
        }
    }

    public ValueTask<long> GetAndResetAsync() => _threaded is { } threaded ? threaded.GetAndResetAsync(Replies) : _actor!.GetAndResetAsync(Replies);

    public Task StopAsync(bool drain) => _threaded is { } threaded ? threaded.StopAsync(drain) : _actor!.StopAsync(drain);

    public async ValueTask DisposeAsync()
    {
        if (_threaded is { } threaded)
        {
            await threaded.DisposeAsync();
            return;
        }
        await _system!.DisposeAsync();
        if (_pool is { } pool)
        {
            await pool.DisposeAsync();
        }
    }
}

/// <summary>
/// E12's counter on the lab's actors: several senders' Adds all counted once, GetAndReset answers the total and clears
/// it, concurrent GetAndResets split the total without losing or repeating an Add, a dropped or refused GetAndReset
/// fails instead of hanging, bad input is refused, and an Add allocates nothing. Seeded and oversubscribed (more
/// senders than cores); rerun a failure with the seed its message names.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class CounterActorTests(ITestOutputHelper output)
{
    public static TheoryData<CounterKind> AllKinds => new(Enum.GetValues<CounterKind>());

    /// <summary>Senders: more than the cores, so posts interleave with pre-emption.</summary>
    private static int Senders => 4 * Environment.ProcessorCount;

    [Fact]
    public async Task The_handler_adds_and_answers_then_resets()
    {
        var handler = new CounterHandler();
        handler.Handle(CounterMessage.Add(5));
        handler.Handle(CounterMessage.Add(-2));
        Assert.Equal(3, handler.Total);
        var replies = new ReplyPool<long>();
        var replyTo = replies.Rent(out var answer);
        handler.Handle(CounterMessage.GetAndReset(replyTo));
        Assert.Equal(3, await answer);
        Assert.Equal(0, handler.Total);
    }

    [Fact]
    public void GetAndReset_needs_a_reply_handle()
    {
        var error = Assert.Throws<ArgumentException>(() => CounterMessage.GetAndReset(default));
        Assert.Equal("reply", error.ParamName);
        Assert.False(CounterMessage.Add(1).IsGetAndReset);
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public Task Every_Add_of_every_sender_is_counted_once(CounterKind kind) => Guarded(async () =>
    {
        foreach (var seed in new[] { 1201, 1202, 1203 })
        {
            await using var counter = CounterUnderTest.Start(kind);
            var expected = PostFromSenders(counter, Senders, perSender: 20_000, seed);
            Assert.True(expected != 0);
            Assert.Equal(expected, await Bounded(counter.GetAndResetAsync().AsTask(), $"GetAndReset (seed {seed})"));
            Assert.Equal(0, await Bounded(counter.GetAndResetAsync().AsTask(), $"second GetAndReset (seed {seed})"));
        }
    });

    [Theory]
    [MemberData(nameof(AllKinds))]
    public Task Concurrent_GetAndResets_split_the_total_without_losing_or_repeating_an_Add(CounterKind kind) => Guarded(async () =>
    {
        const int seed = 1210;
        await using var counter = CounterUnderTest.Start(kind);
        using var stop = new CancellationTokenSource();
        long answered = 0;
        var asks = 0;
        var asker = Task.Run(async () =>
        {
            while (!stop.IsCancellationRequested)
            {
                answered += await counter.GetAndResetAsync();
                asks++;
            }
        });
        var posted = PostFromSenders(counter, Senders, perSender: 20_000, seed);
        stop.Cancel();
        await Bounded(asker, "the asking loop");
        answered += await Bounded(counter.GetAndResetAsync().AsTask(), "final GetAndReset");
        output.WriteLine($"{kind}: {asks} GetAndResets while the senders posted");
        Assert.Equal(posted, answered);
    });

    [Theory]
    [MemberData(nameof(AllKinds))]
    public Task A_GetAndReset_after_the_stop_fails_and_one_dropped_by_a_discarding_stop_is_told_why(CounterKind kind) => Guarded(async () =>
    {
        var counter = CounterUnderTest.Start(kind);
        for (var i = 0; i < 1_000; i++)
        {
            counter.Add(1);
        }
        var pending = counter.GetAndResetAsync().AsTask(); // handled before the stop, or dropped by it
        var stopping = counter.StopAsync(drain: false);
        try
        {
            Assert.Equal(1_000, await Bounded(pending, "GetAndReset racing a discarding stop"));
        }
        catch (OperationCanceledException)
        {
            // dropped by the stop: the asker is told, it does not wait forever
        }
        await Bounded(stopping, "discarding stop");
        var refused = counter.GetAndResetAsync().AsTask();
        await Assert.ThrowsAsync<InvalidOperationException>(() => Bounded(refused, "GetAndReset after the stop"));
        Assert.Throws<InvalidOperationException>(() => counter.Add(1));
        await counter.DisposeAsync();
    });

    [Theory]
    [MemberData(nameof(AllKinds))]
    public Task A_draining_stop_answers_every_GetAndReset_posted_before_it(CounterKind kind) => Guarded(async () =>
    {
        var counter = CounterUnderTest.Start(kind);
        var answers = new List<Task<long>>();
        for (var round = 0; round < 50; round++)
        {
            for (var i = 0; i < 100; i++)
            {
                counter.Add(2);
            }
            answers.Add(counter.GetAndResetAsync().AsTask());
        }
        await Bounded(counter.StopAsync(drain: true), "draining stop");
        foreach (var answer in answers)
        {
            Assert.Equal(200, await Bounded(answer, "GetAndReset before the stop"));
        }
    });

    [Theory]
    [MemberData(nameof(AllKinds))]
    public Task Adds_and_GetAndResets_allocate_nothing_in_steady_state(CounterKind kind) => Guarded(async () =>
    {
        const int bursts = 100;
        const int perBurst = 1_000; // a backlog the mailbox holds without growing (the runtime's grows past 4 096)
        await using var counter = CounterUnderTest.Start(kind);
        long Round()
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var b = 0; b < bursts; b++)
            {
                for (var i = 0; i < perBurst; i++)
                {
                    counter.Add(3);
                }
                var answer = counter.GetAndResetAsync();
                var spinner = new SpinWait();
                while (!answer.IsCompleted)
                {
                    spinner.SpinOnce();
                }
                if (answer.Result != 3L * perBurst)
                {
                    throw new InvalidOperationException($"burst {b}: the counter answered a wrong total");
                }
            }
            return GC.GetAllocatedBytesForCurrentThread() - before;
        }
        Round(); // warm-up: tiering, the reply pool's first reply, the mailbox grown to its backlog
        Round();
        var bytes = Enumerable.Range(0, 3).Select(_ => Round()).Min();
        output.WriteLine($"{kind}: {bytes} B on the sending thread over {bursts * perBurst} Adds and {bursts} GetAndResets");
        Assert.Equal(0, bytes);
    });

    /// <summary>
    /// Starts <paramref name="senders"/> threads that each post <paramref name="perSender"/> Adds of seeded random
    /// amounts (with random yields and spins between them), joins them, and returns the sum of every amount posted.
    /// </summary>
    private static long PostFromSenders(CounterUnderTest counter, int senders, int perSender, int seed)
    {
        var sums = new long[senders];
        var added = new long[senders]; // Adds done per thread: the join waits while they move
        var threads = Enumerable.Range(0, senders).Select(p => new Thread(() =>
        {
            var random = new Random(seed * 1_000 + p);
            long sum = 0;
            for (var i = 0; i < perSender; i++)
            {
                long amount = random.Next(-1_000, 1_000_000);
                counter.Add(amount);
                Volatile.Write(ref added[p], i + 1);
                sum += amount;
                var roll = random.Next(256);
                if (roll == 0)
                {
                    Thread.Yield();
                }
                else if (roll == 1)
                {
                    Thread.SpinWait(random.Next(200));
                }
            }
            sums[p] = sum;
        }) { IsBackground = true, Name = $"counter-sender-{p}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => Progress.Sum(added));
        return sums.Sum();
    }
}
