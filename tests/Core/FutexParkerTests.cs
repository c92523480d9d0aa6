using System.Diagnostics;
using PerfBuf.Core.Waiting;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Core;

/// <summary>
/// <see cref="FutexParker"/> and <see cref="SpinThenFutexWait"/>: the arguments, a satisfied condition never parks, a
/// parked waiter is released by a publication and an Unpark, one Unpark releases every sleeper, and seeded hand-offs
/// (20 000 rounds, random short pauses on both sides) never leave the waiter asleep. The timed park and wait: a timeout
/// returns false and leaves no sleeper counted, a wake after a publication returns true, and 200 000 timed hand-offs
/// never time out. Every wait is bounded: a lost wake-up fails the test with its round and seed instead of hanging.
/// Rerun a failure with FUTEX_STRESS_SEED=&lt;seed&gt;.
/// </summary>
public sealed class FutexParkerTests(ITestOutputHelper output)
{
    /// <summary>A step that takes this long has hung (a lost wake-up).</summary>
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(20);

    private sealed class Box
    {
        public long Value;
    }

    private readonly struct AtLeast(Box box, long target) : IWaitCondition
    {
        public bool IsSatisfied() => Volatile.Read(ref box.Value) >= target;
    }

    private static void SpinUntil(Func<bool> condition, string what)
    {
        var clock = Stopwatch.StartNew();
        while (!condition())
        {
            Assert.True(clock.Elapsed < Patience, $"{what} not reached within {Patience.TotalSeconds} s");
            Thread.Yield();
        }
    }

    private static Thread StartWaiter(SpinThenFutexWait wait, Box box, long target, string name)
    {
        var thread = new Thread(() =>
        {
            var condition = new AtLeast(box, target);
            wait.WaitUntil(ref condition);
        }) { IsBackground = true, Name = name };
        thread.Start();
        return thread;
    }

    [Fact]
    public void Bad_arguments_are_rejected_and_the_budget_is_kept()
    {
        Assert.Equal("parker", Assert.Throws<ArgumentNullException>(() => new SpinThenFutexWait(null!)).ParamName);
        Assert.Equal("parker", Assert.Throws<ArgumentNullException>(() => new SpinThenFutexWait(null!, TimeSpan.Zero)).ParamName);
        foreach (var bad in new[] { TimeSpan.FromTicks(-1), TimeSpan.FromSeconds(-1), TimeSpan.FromSeconds(1) + TimeSpan.FromTicks(1), TimeSpan.MaxValue, TimeSpan.MinValue })
        {
            var e = Assert.Throws<ArgumentOutOfRangeException>(() => new SpinThenFutexWait(new FutexParker(), bad));
            Assert.Equal("spinBudget", e.ParamName);
        }
        var parker = new FutexParker();
        Assert.Equal(SpinThenFutexWait.DefaultSpinBudget, new SpinThenFutexWait(parker).SpinBudget);
        Assert.Equal(SpinThenFutexWait.DefaultSpinBudget, new SpinThenFutexWait(parker, null).SpinBudget);
        Assert.Equal(TimeSpan.Zero, new SpinThenFutexWait(parker, TimeSpan.Zero).SpinBudget);
        Assert.Equal(TimeSpan.FromSeconds(1), new SpinThenFutexWait(parker, TimeSpan.FromSeconds(1)).SpinBudget);
        Assert.Same(parker, new SpinThenFutexWait(parker, TimeSpan.Zero).Parker);
        Assert.Equal(PerfBuf.Core.Native.Futex.IsSupported, FutexParker.UsesFutex);
    }

    [Fact]
    public void Park_returns_at_once_when_the_condition_already_holds()
    {
        var parker = new FutexParker();
        var box = new Box { Value = 5 };
        var condition = new AtLeast(box, 5);
        parker.Park(ref condition);
        Assert.Equal(0, parker.Parks);
        Assert.Equal(0, parker.Sleepers);

        var wait = new SpinThenFutexWait(parker, TimeSpan.Zero); // parks at once, if it has to wait at all
        wait.WaitUntil(ref condition);
        Assert.Equal(0, parker.Parks);
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void Unpark_without_a_sleeper_does_nothing_visible()
    {
        var parker = new FutexParker();
        parker.Unpark();
        new SpinThenFutexWait(parker).Wake();
        Assert.Equal(0, parker.Sleepers);
        Assert.Equal(0, parker.Parks);

        // the wakes left nothing behind: a waiter with an unmet condition still parks
        var box = new Box();
        var waiter = StartWaiter(new SpinThenFutexWait(parker, TimeSpan.Zero), box, 1, "futex-after-idle-wakes");
        SpinUntil(() => parker.Parks > 0, "the waiter's park");
        Assert.True(waiter.IsAlive, "the waiter returned with its condition unmet");
        Volatile.Write(ref box.Value, 1);
        parker.Unpark();
        Assert.True(waiter.Join(Patience), "the waiter was left asleep (a lost wake-up)");
        Assert.Equal(0, parker.Sleepers);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(10)]
    public void A_parked_waiter_is_woken_by_a_publication_and_an_unpark(int spinMicroseconds)
    {
        var parker = new FutexParker();
        var wait = new SpinThenFutexWait(parker, TimeSpan.FromMicroseconds(spinMicroseconds));
        var box = new Box();
        var waiter = StartWaiter(wait, box, 1, "futex-waiter");
        // Parks > 0: the waiter counted itself a sleeper, found the condition unmet and went (or is going) to sleep
        SpinUntil(() => parker.Parks > 0, "the waiter's park");
        Assert.Equal(1, parker.Sleepers);
        Assert.True(waiter.IsAlive, "the waiter returned with its condition unmet");
        Volatile.Write(ref box.Value, 1);
        wait.Wake();
        Assert.True(waiter.Join(Patience), "the waiter was left asleep after the publication and the wake (a lost wake-up)");
        Assert.True(parker.Parks > 0);
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void An_unpark_without_a_publication_leaves_the_waiter_waiting()
    {
        var parker = new FutexParker();
        var box = new Box();
        var waiter = StartWaiter(new SpinThenFutexWait(parker, TimeSpan.Zero), box, 2, "futex-spurious");
        SpinUntil(() => parker.Parks > 0, "the waiter's park");
        var parks = parker.Parks;
        Volatile.Write(ref box.Value, 1); // not yet what it waits for
        parker.Unpark();
        // woken, it re-checks, finds 1 < 2 and parks again
        SpinUntil(() => parker.Parks > parks || !waiter.IsAlive, "the waiter's second park");
        Assert.True(waiter.IsAlive, "the waiter returned before its condition held");
        Assert.Equal(1, parker.Sleepers);
        Volatile.Write(ref box.Value, 2);
        parker.Unpark();
        Assert.True(waiter.Join(Patience), "the waiter was left asleep (a lost wake-up)");
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void One_unpark_releases_every_sleeper()
    {
        var parker = new FutexParker();
        var first = new Box();
        var second = new Box();
        var waiters = new[]
        {
            StartWaiter(new SpinThenFutexWait(parker, TimeSpan.Zero), first, 1, "futex-sleeper-1"),
            StartWaiter(new SpinThenFutexWait(parker, TimeSpan.Zero), second, 1, "futex-sleeper-2"),
        };
        SpinUntil(() => parker.Sleepers == 2 && parker.Parks > 0, "both waiters counted as sleepers");
        Thread.Sleep(20); // room for both to reach the sleep (the test holds without it; it is only more likely to matter)
        Assert.All(waiters, w => Assert.True(w.IsAlive, $"{w.Name} returned with its condition unmet"));
        Volatile.Write(ref first.Value, 1);
        Volatile.Write(ref second.Value, 1);
        parker.Unpark(); // one wake for both
        foreach (var waiter in waiters)
        {
            Assert.True(waiter.Join(Patience), $"{waiter.Name} was left asleep: the unpark did not wake every sleeper");
        }
        Assert.Equal(0, parker.Sleepers);
    }

    public static TheoryData<int> SpinBudgets => [0, -1]; // -1: the default budget

    /// <summary>
    /// One waiter, one publisher, 20 000 rounds: the publisher publishes round r and wakes, the waiter waits for r and
    /// acknowledges it; both pause at random (seeded) between steps, now and then long enough that a spinning waiter
    /// parks. The first publication comes only once the waiter has parked, so the race of a wake with a park is met at
    /// least once whatever the budget; with a zero budget every unmet wait parks. A lost wake-up leaves a round
    /// unacknowledged: the test fails naming it.
    /// </summary>
    [Theory]
    [MemberData(nameof(SpinBudgets))]
    public void Hand_offs_with_random_pauses_never_lose_a_wake_up(int spinMicroseconds)
    {
        const int rounds = 20_000;
        var seed = Environment.GetEnvironmentVariable("FUTEX_STRESS_SEED") is { } s
            ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
            : 2929 + spinMicroseconds;
        var budget = spinMicroseconds < 0 ? (TimeSpan?)null : TimeSpan.FromMicroseconds(spinMicroseconds);
        var parker = new FutexParker();
        var data = new Box();
        var ack = new Box();
        string? failure = null;
        var waiter = new Thread(() =>
        {
            try
            {
                var wait = new SpinThenFutexWait(parker, budget);
                var random = new Random(seed);
                for (long r = 1; r <= rounds; r++)
                {
                    Pause(random);
                    var condition = new AtLeast(data, r);
                    wait.WaitUntil(ref condition);
                    Volatile.Write(ref ack.Value, r);
                }
            }
            catch (Exception e)
            {
                failure = e.ToString();
            }
        }) { IsBackground = true, Name = "futex-stress-waiter" };
        var clock = Stopwatch.StartNew();
        waiter.Start();
        var publisher = new SpinThenFutexWait(parker, budget);
        var random = new Random(seed * 31 + 7);
        SpinUntil(() => parker.Parks > 0, $"seed {seed}: the waiter's first park");
        for (long r = 1; r <= rounds; r++)
        {
            if (r > 1)
            {
                Pause(random);
            }
            Volatile.Write(ref data.Value, r);
            publisher.Wake();
            var round = Stopwatch.StartNew();
            while (Volatile.Read(ref ack.Value) < r)
            {
                if (round.Elapsed > Patience || !waiter.IsAlive)
                {
                    Volatile.Write(ref data.Value, long.MaxValue); // release the waiter before failing
                    parker.Unpark();
                    Assert.Fail($"seed {seed} (FUTEX_STRESS_SEED), budget {publisher.SpinBudget}: round {r} was never acknowledged "
                        + $"(a lost wake-up; sleepers {parker.Sleepers}, parks {parker.Parks}){(failure is null ? "" : ": " + failure)}");
                }
                Thread.Yield();
            }
        }
        Assert.True(waiter.Join(Patience), $"seed {seed}: the waiter did not end after the last round");
        Assert.Null(failure);
        output.WriteLine($"budget {publisher.SpinBudget}, seed {seed}: {rounds} rounds in {clock.Elapsed.TotalSeconds:F2} s, {parker.Parks} parks");
        Assert.Equal(rounds, Volatile.Read(ref ack.Value));
        Assert.True(parker.Parks > 0, "the test never exercised parking");
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void Timed_waits_check_their_timeout()
    {
        var parker = new FutexParker();
        var wait = new SpinThenFutexWait(parker, TimeSpan.Zero);
        var box = new Box();
        var condition = new AtLeast(box, 1);
        foreach (var bad in new[] { TimeSpan.FromTicks(-1), TimeSpan.FromMilliseconds(-2), TimeSpan.FromMilliseconds(int.MaxValue + 1.0), TimeSpan.MaxValue, TimeSpan.MinValue })
        {
            Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => parker.Park(ref condition, bad)).ParamName);
            Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => wait.WaitUntil(ref condition, bad)).ParamName);
        }
        Assert.False(parker.Park(ref condition, TimeSpan.Zero)); // a zero timeout checks once
        Assert.False(wait.WaitUntil(ref condition, TimeSpan.Zero));
        Volatile.Write(ref box.Value, 1);
        Assert.True(parker.Park(ref condition, TimeSpan.Zero));
        Assert.True(wait.WaitUntil(ref condition, TimeSpan.Zero));
        Assert.True(parker.Park(ref condition, Timeout.InfiniteTimeSpan));
        Assert.True(wait.WaitUntil(ref condition, Timeout.InfiniteTimeSpan));
        Assert.Equal(0, parker.Parks);
        Assert.Equal(0, parker.Sleepers);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(10)]
    public void A_timed_park_that_times_out_returns_false_and_leaves_no_sleeper(int spinMicroseconds)
    {
        var parker = new FutexParker();
        var wait = new SpinThenFutexWait(parker, TimeSpan.FromMicroseconds(spinMicroseconds));
        var box = new Box();
        var condition = new AtLeast(box, 1);
        var timeout = TimeSpan.FromMilliseconds(50);

        var clock = Stopwatch.StartNew();
        Assert.False(parker.Park(ref condition, timeout));
        var parked = clock.Elapsed;
        Assert.Equal(0, parker.Sleepers);
        Assert.True(parker.Parks > 0, "the timed park never slept");

        clock.Restart();
        Assert.False(wait.WaitUntil(ref condition, timeout));
        var waited = clock.Elapsed;
        Assert.Equal(0, parker.Sleepers);

        output.WriteLine($"timeout {timeout.TotalMilliseconds} ms: park {parked.TotalMilliseconds:F2} ms, wait {waited.TotalMilliseconds:F2} ms, {parker.Parks} parks");
        foreach (var elapsed in new[] { parked, waited })
        {
            Assert.True(elapsed >= timeout - TimeSpan.FromMilliseconds(1), $"gave up after {elapsed.TotalMilliseconds:F2} ms, before the timeout");
            Assert.True(elapsed < timeout + TimeSpan.FromSeconds(5), $"gave up only after {elapsed.TotalMilliseconds:F2} ms");
        }

        // nothing left behind: a wake finds no sleeper, and a later wait with its condition met returns at once
        parker.Unpark();
        Volatile.Write(ref box.Value, 1);
        Assert.True(wait.WaitUntil(ref condition, timeout));
        Assert.Equal(0, parker.Sleepers);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_timed_park_woken_after_a_publication_returns_true(bool throughTheWait)
    {
        var parker = new FutexParker();
        var wait = new SpinThenFutexWait(parker, TimeSpan.Zero);
        var box = new Box();
        bool? result = null;
        var waiter = new Thread(() =>
        {
            var condition = new AtLeast(box, 1);
            result = throughTheWait ? wait.WaitUntil(ref condition, Patience) : parker.Park(ref condition, Patience);
        }) { IsBackground = true, Name = "futex-timed-waiter" };
        waiter.Start();
        SpinUntil(() => parker.Parks > 0, "the waiter's park");
        Assert.Equal(1, parker.Sleepers);
        Assert.True(waiter.IsAlive, "the waiter returned with its condition unmet");
        Volatile.Write(ref box.Value, 1);
        wait.Wake();
        Assert.True(waiter.Join(Patience), "the waiter was left asleep after the publication and the wake (a lost wake-up)");
        Assert.True(result, "the timed park timed out although it was woken after a publication");
        Assert.Equal(0, parker.Sleepers);
    }

    /// <summary>
    /// Two threads hand a token back and forth 200 000 times, each waiting for its turn with a timed wait of 10 s (a
    /// zero spin budget: every unmet wait parks) and waking the other after each publication: a lost wake-up would
    /// leave a thread asleep until its timeout, so every wait must return true.
    /// </summary>
    [Fact]
    public void Timed_hand_offs_between_two_threads_never_time_out()
    {
        const int handOffs = 200_000;
        var timeout = TimeSpan.FromSeconds(10);
        var parker = new FutexParker();
        var token = new Box(); // even: the first thread's turn; odd: the second's; handOffs: done
        var failures = new string?[2];
        var threads = new Thread[2];
        for (var side = 0; side < 2; side++)
        {
            var self = side;
            threads[side] = new Thread(() =>
            {
                try
                {
                    var wait = new SpinThenFutexWait(parker, TimeSpan.Zero);
                    for (long turn = self; turn < handOffs; turn += 2)
                    {
                        var mine = new AtLeast(token, turn);
                        if (!wait.WaitUntil(ref mine, timeout))
                        {
                            failures[self] = $"turn {turn} timed out (token {Volatile.Read(ref token.Value)}, sleepers {parker.Sleepers}): a lost wake-up";
                            Volatile.Write(ref token.Value, long.MaxValue); // release the other side
                            wait.Wake();
                            return;
                        }
                        if (Volatile.Read(ref token.Value) != turn)
                        {
                            return; // the other side failed
                        }
                        Volatile.Write(ref token.Value, turn + 1);
                        wait.Wake();
                    }
                }
                catch (Exception e)
                {
                    failures[self] = e.ToString();
                    Volatile.Write(ref token.Value, long.MaxValue);
                    parker.Unpark();
                }
            }) { IsBackground = true, Name = $"futex-timed-hand-off-{side}" };
        }
        var clock = Stopwatch.StartNew();
        foreach (var thread in threads)
        {
            thread.Start();
        }
        foreach (var thread in threads)
        {
            Assert.True(thread.Join(timeout + Patience), $"{thread.Name} did not end");
        }
        output.WriteLine($"{handOffs} timed hand-offs in {clock.Elapsed.TotalSeconds:F2} s, {parker.Parks} parks");
        Assert.Null(failures[0]);
        Assert.Null(failures[1]);
        Assert.Equal(handOffs, Volatile.Read(ref token.Value));
        Assert.True(parker.Parks > 0, "the test never exercised parking");
        Assert.Equal(0, parker.Sleepers);
    }

    /// <summary>Mostly nothing; now and then a short spin or a yield; rarely a sleep long enough for any budget to run out.</summary>
    private static void Pause(Random random)
    {
        var dice = random.Next(1024);
        if (dice < 128)
        {
            Thread.SpinWait(random.Next(1, 400));
        }
        else if (dice < 136)
        {
            Thread.Yield();
        }
        else if (dice == 136)
        {
            Thread.Sleep(1);
        }
    }
}
