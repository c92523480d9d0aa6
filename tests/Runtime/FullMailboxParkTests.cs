using System.Runtime.InteropServices;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Tell on a full bounded mailbox parks after a short spin, and the actor's run wakes it: fifty tellers (far more than
/// the cores) on one actor with an 8-slot mailbox on a pinned AffinePool. While the handler is held, the tellers spend
/// almost no CPU (spinning or yielding tellers would spend the cores: the old code's defect, which starved the pool's
/// workers on a busy machine); once it lets go, every message is handled, each teller's in its order, and the
/// handled count moves on throughout. The tellers' CPU time is read per thread from Linux's /proc/self/task/TID/schedstat
/// (the run time in nanoseconds), so other work in the process or on the machine does not count; elsewhere the CPU check
/// is skipped and the rest still runs.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class FullMailboxParkTests(ITestOutputHelper output)
{
    private const int Tellers = 50;
    private const int PerTeller = 400;

    private sealed class Tally
    {
        public readonly ManualResetEventSlim Release = new(false);
        public readonly long[] Next = new long[Tellers]; // the next sequence number due from each teller
        public long Handled;
        public string? Violation;
    }

    private readonly struct OrderedHandler(Tally tally) : IHandler<long>
    {
        public void Handle(in long item)
        {
            if (!tally.Release.IsSet && !tally.Release.Wait(TimeSpan.FromMinutes(2)))
            {
                tally.Violation ??= "the handler was never released";
            }
            var teller = (int)(item / PerTeller);
            var sequence = item % PerTeller;
            if (tally.Next[teller] != sequence)
            {
                tally.Violation ??= $"teller {teller}: message {sequence} where {tally.Next[teller]} was due";
            }
            tally.Next[teller] = sequence + 1;
            Volatile.Write(ref tally.Handled, tally.Handled + 1);
        }
    }

    [Fact]
    public Task Tellers_on_a_full_mailbox_park_instead_of_spending_the_cores_and_all_get_through() => Guarded(async () =>
    {
        await using var pool = new AffinePool(workers: 2, pin: true, name: "full-park");
        await using var system = new ActorSystem("full-park");
        var tally = new Tally();
        var actor = system.Spawn<long, OrderedHandler>(() => new OrderedHandler(tally),
            new ActorOptions { MailboxCapacity = 8, Scheduler = pool });
        var tids = new int[Tellers];
        var told = new long[Tellers];
        var failures = new System.Collections.Concurrent.ConcurrentQueue<Exception>();
        var threads = Enumerable.Range(0, Tellers).Select(t => new Thread(() =>
        {
            Volatile.Write(ref tids[t], OperatingSystem.IsLinux() ? gettid() : 0);
            try
            {
                for (var i = 0; i < PerTeller; i++)
                {
                    actor.Tell((long)t * PerTeller + i);
                    Volatile.Write(ref told[t], i + 1);
                }
            }
            catch (Exception e)
            {
                failures.Enqueue(e);
            }
        }) { IsBackground = true, Name = $"teller {t}" }).ToArray();
        foreach (var thread in threads)
        {
            thread.Start();
        }
        // the handler holds its first message: the mailbox fills, every teller ends up waiting for room
        SpinUntil(() => Enumerable.Range(0, Tellers).All(t => Volatile.Read(ref tids[t]) != 0), "every teller started");
        await UntilStill(() => Enumerable.Range(0, Tellers).Sum(t => Volatile.Read(ref told[t])), "the tellers");
        if (OperatingSystem.IsLinux())
        {
            var before = tids.Sum(CpuNanoseconds);
            Thread.Sleep(1000);
            var spent = tids.Sum(CpuNanoseconds) - before;
            output.WriteLine($"{Tellers} tellers waiting on a full mailbox spent {spent / 1e6:F1} ms of CPU in 1 000 ms");
            // parked: a few wake-ups each (the backstop is 100 ms); spinning or yielding: up to every core, 2 000 ms
            Assert.True(spent < 100_000_000, $"the waiting tellers spent {spent / 1e6:F1} ms of CPU in one second: they spin instead of parking");
        }
        tally.Release.Set();
        foreach (var thread in threads)
        {
            var joined = false;
            for (var last = -1L; !joined;)
            {
                joined = thread.Join(Hang);
                var handled = Volatile.Read(ref tally.Handled);
                Assert.True(joined || handled != last, $"no message handled for {Hang.TotalSeconds} s ({handled} of {Tellers * PerTeller})");
                last = handled;
            }
        }
        Assert.Empty(failures);
        SpinUntil(() => Volatile.Read(ref tally.Handled) == Tellers * PerTeller, "every message handled", () => Volatile.Read(ref tally.Handled));
        Assert.Null(tally.Violation);
        Assert.All(told, n => Assert.Equal(PerTeller, n));
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });

    /// <summary>Waits until <paramref name="count"/> stands still for 300 ms (every teller waiting for room, past its
    /// spin and yields); bounded by time without progress.</summary>
    private static async Task UntilStill(Func<long> count, string what)
    {
        var last = count();
        var still = 0;
        var stalled = System.Diagnostics.Stopwatch.StartNew();
        while (still < 3)
        {
            Assert.True(stalled.Elapsed < Hang, $"{what} never stood still");
            await Task.Delay(100);
            var now = count();
            still = now == last ? still + 1 : 0;
            if (now != last)
            {
                stalled.Restart();
            }
            last = now;
        }
    }

    /// <summary>The time thread <paramref name="tid"/> has run on a CPU (ns), from /proc/self/task/TID/schedstat.</summary>
    private static long CpuNanoseconds(int tid)
    {
        var path = $"/proc/self/task/{tid}/schedstat";
        return File.Exists(path) ? long.Parse(File.ReadAllText(path).Split(' ')[0], System.Globalization.CultureInfo.InvariantCulture) : 0;
    }

    [DllImport("libc", SetLastError = false)]
    private static extern int gettid();
}
