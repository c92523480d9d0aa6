using System.Runtime.ExceptionServices;
using PerfBuf.Mailboxes.Actors;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// The synchronous wait on a pooled reply (Ask.cs: <see cref="ReplyPool{TReply}.RentWaitable"/>,
/// <see cref="WaitableReply{TReply}"/>), with the completer played by the test: a reply completed before the wait is read
/// at once; a thread asleep on it is woken by the completer inline (signalled when Complete returns, before any thread-pool
/// thread could have run); a failure is thrown from the wait; the reply goes back to the pool; a second wait, a stale
/// copy, an empty reply and a pool that runs continuations asynchronously are refused; a timed-out wait leaves its reply
/// behind and the thread's next wait works. Every wait is bounded.
/// </summary>
public sealed class WaitableReplyTests
{
    /// <summary>What the test's own threads threw (a thread's exception must not reach the process).</summary>
    private readonly System.Collections.Concurrent.ConcurrentQueue<Exception> _thrown = new();

    /// <summary>Runs <paramref name="body"/> on a thread of its own; what it throws is kept for <see cref="Join"/>.</summary>
    private Thread Start(Action body, string name)
    {
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
            catch (Exception e)
            {
                _thrown.Enqueue(e);
            }
        }) { IsBackground = true, Name = name };
        thread.Start();
        return thread;
    }

    /// <summary>Joins <paramref name="thread"/> within <see cref="Hang"/> and rethrows what any of the test's threads threw.</summary>
    private void Join(Thread thread)
    {
        if (!thread.Join(Hang))
        {
            Assert.Fail($"{thread.Name} did not finish within {Hang.TotalSeconds} s (a lost wake-up?)");
        }
        ThrowWhatThreadsThrew();
    }

    private void ThrowWhatThreadsThrew()
    {
        if (_thrown.TryPeek(out var first))
        {
            ExceptionDispatchInfo.Capture(first).Throw();
        }
    }

    [Fact]
    public void A_reply_completed_before_the_wait_is_read_at_once_and_its_object_reused()
    {
        var pool = new ReplyPool<long>();
        for (var i = 0; i < 1_000; i++)
        {
            var replyTo = pool.RentWaitable(out var reply);
            Assert.True(replyTo.Complete(i));
            Assert.False(replyTo.Complete(-1)); // one completion per ask
            Assert.Equal(i, reply.Wait());
        }
        Assert.Equal(1, pool.Created); // each wait gave its reply back before the next rent
    }

    [Fact]
    public void A_sleeping_waiter_is_woken_inline_by_the_completer()
    {
        var pool = new ReplyPool<long>();
        for (var round = 0; round < 3; round++)
        {
            var replyTo = pool.RentWaitable(out var reply);
            var waiter = reply.Waiter;
            Assert.NotNull(waiter); // registered at the rent, before any completer could see the handle
            long answer = 0;
            Exception? failure = null;
            var asker = Start(() =>
            {
                try
                {
                    answer = reply.Wait(Hang);
                }
                catch (Exception e)
                {
                    failure = e;
                }
            }, "asker");
            SpinUntil(() => waiter.Parks > 0, "the asker asleep on its reply");
            Assert.True(replyTo.Complete(40 + round));
            // the continuation ran inside Complete, on this thread: a wake-up queued to the thread pool would come later
            Assert.True(waiter.IsSignalled, "the waiter was not signalled when Complete returned");
            Join(asker);
            Assert.Null(failure);
            Assert.Equal(40 + round, answer);
        }
        Assert.Equal(1, pool.Created);
    }

    /// <summary>
    /// A reply completed by another thread at about the moment the wait starts — the instant where a wait that looked
    /// first and registered after would find the reply complete at its registration, and the core would queue the signal
    /// to the thread pool (an allocation and a hop for that wait). The waiter is registered at the rent, so no completion
    /// can come first: the waiting thread allocates nothing over many such races, and every answer is its own.
    /// </summary>
    [Fact]
    public void A_completion_racing_the_start_of_the_wait_costs_the_waiting_thread_nothing()
    {
        const int asks = 50_000;
        var pool = new ReplyPool<long>();
        var handOver = new ReplyTo<long>[1];
        var asked = 0L; // the ask number the completer may take (0: none yet)
        var completer = Start(() =>
        {
            for (long n = 1; n <= asks; n++)
            {
                var spins = 0;
                while (Volatile.Read(ref asked) != n)
                {
                    if (++spins % 1024 == 0)
                    {
                        Thread.Yield();
                    }
                }
                Assert.True(handOver[0].Complete(2 * n)); // published by the Volatile.Write of asked
            }
        }, "completer");
        long wrong = 0, allocated = 0;
        for (var round = 0; round < 2; round++) // the first: warm-up (tiering, the reply and its waiter made)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < asks / 2; i++)
            {
                var replyTo = pool.RentWaitable(out var reply);
                var n = round * (asks / 2) + i + 1;
                handOver[0] = replyTo;
                Volatile.Write(ref asked, n); // the completer may answer from here on: before, during or after the wait's start
                if (reply.Wait(Hang) != 2 * n)
                {
                    wrong++;
                }
            }
            allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        }
        Join(completer);
        Assert.Equal(0, wrong);
        Assert.Equal(0, allocated);
        Assert.Equal(1, pool.Created);
    }

    [Fact]
    public void A_failed_ask_throws_its_exception_from_the_wait_before_or_after_the_waiter_sleeps()
    {
        var pool = new ReplyPool<long>();
        var early = pool.RentWaitable(out var earlyReply);
        var boom = new HandlerBoom(1);
        Assert.True(early.Fail(boom));
        Assert.Same(boom, Assert.Throws<HandlerBoom>(() => earlyReply.Wait()));

        var late = pool.RentWaitable(out var lateReply);
        Exception? thrown = null;
        var asker = Start(() =>
        {
            try
            {
                lateReply.Wait(Hang);
            }
            catch (Exception e)
            {
                thrown = e;
            }
        }, "asker");
        Thread.Sleep(50); // usually asleep by now; either way the failure must reach it
        var cancelled = new OperationCanceledException("stopped without drain");
        Assert.True(late.Fail(cancelled));
        Join(asker);
        Assert.Same(cancelled, thrown);
        Assert.Equal(1, pool.Created); // a failed reply goes back to the pool too
    }

    [Fact]
    public void A_second_wait_and_a_stale_copy_are_refused()
    {
        var pool = new ReplyPool<long>();
        var replyTo = pool.RentWaitable(out var reply);
        replyTo.Complete(7);
        Assert.Equal(7, reply.Wait());
        var twice = Assert.Throws<InvalidOperationException>(() => reply.Wait());
        Assert.Contains("waited for already", twice.Message, StringComparison.Ordinal);

        var stale = reply; // the same pooled object, rented again by a later ask
        var next = pool.RentWaitable(out var nextReply);
        Assert.Equal(1, pool.Created);
        Assert.Throws<InvalidOperationException>(() => stale.Wait(TimeSpan.Zero));
        Assert.False(replyTo.Complete(8)); // the earlier ask's handle claims nothing of the later one
        next.Complete(9);
        Assert.Equal(9, nextReply.Wait());
    }

    [Fact]
    public void An_empty_reply_a_negative_timeout_and_an_asynchronous_pool_are_refused()
    {
        var empty = Assert.Throws<InvalidOperationException>(() => default(WaitableReply<long>).Wait());
        Assert.Contains("RentWaitable", empty.Message, StringComparison.Ordinal);
        Assert.True(default(WaitableReply<long>).IsEmpty);

        var pool = new ReplyPool<long>();
        var replyTo = pool.RentWaitable(out var reply);
        Assert.Throws<ArgumentOutOfRangeException>(() => reply.Wait(TimeSpan.FromMilliseconds(-2)));
        replyTo.Complete(1);
        Assert.Equal(1, reply.Wait(Timeout.InfiniteTimeSpan));

        var crossing = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var refused = Assert.Throws<InvalidOperationException>(() => crossing.RentWaitable(out _));
        Assert.Contains("RunContinuationsAsynchronously", refused.Message, StringComparison.Ordinal);
        Assert.Equal(0, crossing.Created); // refused before renting
    }

    [Fact]
    public void A_timed_out_wait_abandons_its_reply_and_the_threads_next_wait_still_works()
    {
        var pool = new ReplyPool<long>();
        var first = pool.RentWaitable(out var firstReply);
        using var timedOut = new ManualResetEventSlim();
        using var lateAnswered = new ManualResetEventSlim();
        using var rented = new ManualResetEventSlim();
        ReplyTo<long> second = default;
        long answer = 0;
        Exception? failure = null;
        var asker = Start(() =>
        {
            try
            {
                Assert.Throws<TimeoutException>(() => firstReply.Wait(TimeSpan.FromMilliseconds(20)));
                timedOut.Set();
                Assert.True(lateAnswered.Wait(Hang));
                second = pool.RentWaitable(out var secondReply);
                rented.Set();
                answer = secondReply.Wait(Hang); // a new waiter: the abandoned one got the late signal
            }
            catch (Exception e)
            {
                failure = e;
            }
        }, "asker");
        Assert.True(timedOut.Wait(Hang), "the first wait never timed out");
        Assert.True(first.Complete(1)); // the late answer: it signals the abandoned waiter, which nobody reads
        lateAnswered.Set();
        Assert.True(rented.Wait(Hang), "the asker never rented its second reply");
        Thread.Sleep(20);
        Assert.True(second.Complete(2));
        Join(asker);
        if (failure is not null)
        {
            ExceptionDispatchInfo.Capture(failure).Throw();
        }
        Assert.Equal(2, answer);
        Assert.Equal(2, pool.Created); // the abandoned reply never came back
    }

    [Fact]
    public void Waits_on_many_threads_with_completers_on_others_lose_nothing()
    {
        const int askers = 4;
        const int each = 5_000;
        var pool = new ReplyPool<long>();
        var handOff = new System.Collections.Concurrent.BlockingCollection<(ReplyTo<long> ReplyTo, long Value)>();
        var answered = new long[askers];
        var wrong = 0L;
        var completers = Enumerable.Range(0, 2).Select(c => Start(() =>
        {
            foreach (var (replyTo, value) in handOff.GetConsumingEnumerable())
            {
                if ((value & 7) == 0)
                {
                    Thread.Yield(); // let some waiters reach their yields or their monitor
                }
                replyTo.Complete(~value);
            }
        }, $"completer-{c}")).ToArray();
        var threads = Enumerable.Range(0, askers).Select(a => Start(() =>
        {
            for (long i = 0; i < each; i++)
            {
                var value = ((long)a << 32) | i;
                var replyTo = pool.RentWaitable(out var reply);
                handOff.Add((replyTo, value));
                if (reply.Wait(Hang) != ~value)
                {
                    Interlocked.Increment(ref wrong);
                }
                Volatile.Write(ref answered[a], i + 1);
            }
        }, $"asker-{a}")).ToArray();
        JoinAll(threads, () => Progress.Sum(answered));
        handOff.CompleteAdding();
        JoinAll(completers);
        ThrowWhatThreadsThrew();
        Assert.Equal(0, wrong);
        Assert.All(answered, n => Assert.Equal(each, n));
        Assert.InRange(pool.Created, 1, askers); // one reply out per asker at a time
    }
}
