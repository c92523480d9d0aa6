using System.Diagnostics;
using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>Holds its handler's first message until every racing poster has returned from TryPost.</summary>
internal sealed class HoldUntilPostersReturn(int posters)
{
    private int _returned;
    private int _seen;

    public volatile string? Violation;

    public int Seen => Volatile.Read(ref _seen);

    public void Returned() => Interlocked.Increment(ref _returned);

    public void Accept()
    {
        if (Interlocked.Increment(ref _seen) == 1)
        {
            // the first message's cell stays occupied while we wait: the ring is as full as it gets
            var clock = Stopwatch.StartNew();
            var spinner = new SpinWait();
            while (Volatile.Read(ref _returned) < posters)
            {
                if (clock.Elapsed > Hang)
                {
                    Violation ??= $"only {Volatile.Read(ref _returned)} of {posters} TryPost calls returned: one waits for this handler";
                    return;
                }
                spinner.SpinOnce();
            }
        }
    }
}

internal readonly struct HoldHandler(HoldUntilPostersReturn hold) : IHandler<long>
{
    public void Handle(in long item) => hold.Accept();
}

/// <summary>Posts to its own actor from inside the handler (the actor is set after Start), until refused.</summary>
internal sealed class SelfPoster
{
    public PoolActor<long, SelfPostHandler>? Actor;
    public int Accepted;
    public Exception? Refusal;
    public readonly ManualResetEventSlim Done = new(false);

    public void Accept(long message)
    {
        if (message != 0)
        {
            return;
        }
        try
        {
            for (var i = 1; i <= 64; i++)
            {
                Actor!.Post(i); // the run holds message 0's cell: the mailbox fills up behind it
                Accepted++;
            }
        }
        catch (InvalidOperationException e)
        {
            Refusal = e;
        }
        finally
        {
            Done.Set();
        }
    }
}

internal readonly struct SelfPostHandler(SelfPoster poster) : IHandler<long>
{
    public void Handle(in long item) => poster.Accept(item);
}

/// <summary>On message 0, posts to its own actor through <see cref="Post"/> (set after Start) until refused.</summary>
internal sealed class SelfPostingSink
{
    public Action<long>? Post;
    public int Accepted;
    public Exception? Refusal;
    public readonly ManualResetEventSlim Done = new(false);

    public void Accept(long message)
    {
        if (message != 0)
        {
            return;
        }
        try
        {
            for (var i = 1; i <= 64; i++)
            {
                Post!(i);
                Accepted++;
            }
        }
        catch (InvalidOperationException e)
        {
            Refusal = e;
        }
        finally
        {
            Done.Set();
        }
    }
}

internal readonly struct SelfPostingHandler(SelfPostingSink sink) : IHandler<long>
{
    public void Handle(in long item) => sink.Accept(item);
}

/// <summary>
/// Calls documented as non-blocking never wait (issue 12, section 1): a bounded actor's TryPost (and FailFast or
/// DropNewest Post) returns at once even when it races other posters for the last free slot while the handler
/// waits for it; a pool actor's run never waits for a slot only it can free (a Post from inside its own run to a
/// full mailbox is refused; inline ask continuations posting into a nearly full mailbox never hang). Every wait
/// is bounded.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class NonBlockingPostTests(ITestOutputHelper output)
{
    public static TheoryData<BackpressurePolicy, bool> NonBlockingCalls => new()
    {
        { BackpressurePolicy.FailFast, false },
        { BackpressurePolicy.FailFast, true },
        { BackpressurePolicy.DropNewest, false },
        { BackpressurePolicy.DropNewest, true },
        { BackpressurePolicy.Block, true },
    };

    /// <summary>
    /// The reproduction: capacity 4, a handler that waits until every poster's call has returned, 8 threads
    /// racing one call each as the ring fills. A call that took a ticket for an occupied cell would wait for the
    /// handler, which waits for it.
    /// </summary>
    [Theory]
    [MemberData(nameof(NonBlockingCalls))]
    public Task Racing_posters_return_while_the_handler_waits_for_them(BackpressurePolicy policy, bool tryPost) => Guarded(async () =>
    {
        const int posters = 8;
        const int trials = 150;
        for (var trial = 0; trial < trials; trial++)
        {
            var hold = new HoldUntilPostersReturn(posters);
            var actor = BoundedThreadedActor<long, HoldHandler>.Start(new HoldHandler(hold), 4, policy, $"hold-{policy}-{trial}");
            using var start = new Barrier(posters);
            var statuses = new PostStatus[posters];
            var threads = Enumerable.Range(0, posters).Select(p => new Thread(() =>
            {
                start.SignalAndWait();
                statuses[p] = tryPost ? actor.TryPost(p) : actor.Post(p);
                hold.Returned();
            }) { IsBackground = true, Name = $"poster-{p}" }).ToArray();
            foreach (var t in threads)
            {
                t.Start();
            }
            JoinAll(threads);
            Assert.Null(hold.Violation);
            var ok = statuses.Count(s => s == PostStatus.Ok);
            var refused = policy == BackpressurePolicy.DropNewest ? PostStatus.Dropped : PostStatus.Full;
            Assert.Equal(posters, ok + statuses.Count(s => s == refused));
            Assert.InRange(ok, 1, 4);
            Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
            Assert.Equal(ok, hold.Seen);
            Assert.Equal(policy == BackpressurePolicy.DropNewest ? posters - ok : 0, actor.Dropped);
        }
    });

    [Fact]
    public Task Post_from_inside_the_pool_actors_own_run_to_its_full_mailbox_is_refused() => Guarded(async () =>
    {
        const int capacity = 4;
        var poster = new SelfPoster();
        var actor = PoolActor<long, SelfPostHandler>.Start(new SelfPostHandler(poster), capacity, name: "self-poster");
        poster.Actor = actor;
        actor.Post(0);
        Assert.True(poster.Done.Wait(Hang), "a Post from inside the run waited for a slot only the run can free");
        Assert.IsType<InvalidOperationException>(poster.Refusal);
        Assert.Equal(capacity - 1, poster.Accepted); // message 0's cell is held by the run that handles it
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
    });

    public enum SelfPostKind
    {
        ThreadedMpsc,
        ThreadedSpsc,
        BoundedBlock,
    }

    /// <summary>A dedicated-thread actor's handler posting to its own full mailbox would wait for itself: refused.</summary>
    [Theory]
    [InlineData(SelfPostKind.ThreadedMpsc)]
    [InlineData(SelfPostKind.ThreadedSpsc)]
    [InlineData(SelfPostKind.BoundedBlock)]
    public Task Post_from_the_handler_to_its_own_full_mailbox_is_refused(SelfPostKind kind) => Guarded(async () =>
    {
        const int capacity = 4;
        var sink = new SelfPostingSink();
        var handler = new SelfPostingHandler(sink);
        Func<Task<int>> stop;
        int expectedAccepted;
        if (kind == SelfPostKind.BoundedBlock)
        {
            var actor = BoundedThreadedActor<long, SelfPostingHandler>.Start(handler, capacity, BackpressurePolicy.Block, "self-bounded");
            sink.Post = m => actor.Post(m);
            actor.Post(0);
            stop = () => actor.StopAsync(drain: true);
            expectedAccepted = capacity - 1; // message 0's cell is released only after its handler returns
        }
        else
        {
            var single = kind == SelfPostKind.ThreadedSpsc;
            var actor = ThreadedActor<long, SelfPostingHandler>.Start(handler, capacity, single, $"self-{kind}");
            sink.Post = m => actor.Post(m);
            actor.Post(0); // the only poster until the handler posts (SPSC: ownership passes to the actor thread)
            stop = () => actor.StopAsync(drain: true);
            expectedAccepted = capacity - 1; // message 0's slot is freed only after its handler returns (both rings)
        }
        Assert.True(sink.Done.Wait(Hang), "a Post from the actor's own handler waited for itself");
        Assert.IsType<InvalidOperationException>(sink.Refusal);
        Assert.Equal(expectedAccepted, sink.Accepted);
        Assert.Equal(0, await Bounded(stop(), "draining stop"));
    });

    /// <summary>
    /// Inline replies run the asker's continuation inside the actor's run, so each chain's next ask is posted from the
    /// run onto a small mailbox that the other chains keep nearly full. No ask may hang: each is answered, or (its post
    /// found the mailbox full from inside the run) failed with InvalidOperationException — then the chain goes on from
    /// its own dedicated thread, which may wait for room (a pool thread waiting there could starve the run of a pool
    /// thread: PoolActor's documented weakness, not what this test is about).
    /// </summary>
    [Theory]
    [InlineData(2)]
    [InlineData(4)]
    public Task Inline_ask_continuations_posting_into_a_nearly_full_pool_actor_never_hang(int capacity) => Guarded(async () =>
    {
        const int chains = 8;
        const int asksEach = 300;
        var log = new AskLog(chains);
        var actor = PoolActorAsk.Start<long, long, AnswerHandler>(new AnswerHandler(log), capacity, throughput: 4, "inline-chain");
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: false);
        var all = Enumerable.Range(0, chains).Select(c => new AskChain(actor, replies, c, asksEach)).ToArray();
        var threads = all.Select(chain => new Thread(chain.Drive) { IsBackground = true, Name = $"chain-{chain.Sender}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => all.Sum(c => c.Answered + c.Refused));
        Assert.All(all, chain => Assert.Null(chain.Violation));
        var answered = all.Sum(c => c.Answered);
        var refused = all.Sum(c => c.Refused);
        Assert.Equal(chains * asksEach, answered + refused);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        output.WriteLine($"capacity {capacity}: {answered} answered, {refused} refused from inside the run");
    });

    /// <summary>
    /// One chain of asks: each reply's continuation (inline, on the actor's run) posts the next ask; an ask refused
    /// from inside the run hands the chain back to <see cref="Drive"/>, on the chain's own thread.
    /// </summary>
    private sealed class AskChain(PoolActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>> actor,
        ReplyPool<long> replies, int sender, int count)
    {
        private readonly SemaphoreSlim _resume = new(1);
        private long _next;
        private long _answered;
        private long _refused;

        public int Sender => sender;

        public long Answered => Interlocked.Read(ref _answered);

        public long Refused => Interlocked.Read(ref _refused);

        public volatile string? Violation;

        /// <summary>The chain's thread: (re)starts the chain each time it is handed back, until every ask is done.</summary>
        public void Drive()
        {
            var seen = -1L;
            while (Answered + Refused < count)
            {
                if (!_resume.Wait(Hang))
                {
                    var now = Answered + Refused;
                    if (now == seen)
                    {
                        Violation ??= $"chain {sender}: an ask never completed ({Answered} answered, {Refused} refused)";
                        return;
                    }
                    seen = now; // the chain is moving inside the run: wait on
                    continue;
                }
                if (Answered + Refused < count)
                {
                    Next();
                }
            }
        }

        /// <summary>Posts the next ask from the current thread (the chain's own, or the run's inside a continuation).</summary>
        private void Next()
        {
            if (_next == count)
            {
                return;
            }
            var request = AskLog.Encode(sender, _next++);
            var reply = actor.AskAsync(request, replies);
            var awaiter = reply.GetAwaiter();
            if (awaiter.IsCompleted)
            {
                Done(awaiter, request);
            }
            else
            {
                awaiter.UnsafeOnCompleted(() => Done(awaiter, request)); // inline replies: runs inside the actor's run
            }
        }

        private void Done(ValueTaskAwaiter<long> awaiter, long request)
        {
            try
            {
                if (awaiter.GetResult() != AskLog.Answer(request))
                {
                    Violation ??= $"chain {sender}: a wrong answer to {request}";
                }
                Interlocked.Increment(ref _answered);
            }
            catch (InvalidOperationException)
            {
                Interlocked.Increment(ref _refused);
                _resume.Release(); // refused inside the run: the chain's own thread posts the next ask
                return;
            }
            if (Answered + Refused == count)
            {
                _resume.Release(); // lets Drive see the end
                return;
            }
            Next();
        }
    }
}
