using System.Diagnostics;
using System.Globalization;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.E08;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.JitProbe;

/// <summary>
/// One wait loop of the lab, run for a number of rounds with tiered compilation off (this program's runtimeconfig): in
/// each round a waiter enters the loop, the publisher makes the store that ends it a few milliseconds later (the
/// waiter is spinning by then), and the waiter must leave. Prints "round N" as each round ends, "ok LOOP ROUNDS" at the
/// end (exit 0); a waiter still in its loop <see cref="Limit"/> after the store prints "FAIL …" (exit 3): the loop can
/// no longer see the store. "planted" is a loop built to have that fault (a plain load the JIT hoists out of a spin
/// loop), and "planted-condition" puts it into SpinThenParkWait's own loop through its condition; both show the check
/// catches it.
/// </summary>
internal static class Program
{
    /// <summary>How long a waiter may stay in its loop after the store that ends it.</summary>
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(10);

    private static readonly Dictionary<string, Func<Round>> Loops = new(StringComparer.Ordinal)
    {
        // SpinThenParkWait's spin phase, unbounded here so a blind loop hangs, with a condition of the shape every
        // condition in src/ has (one volatile read of a word another thread writes)
        ["spin-then-park"] = () => SpinThenPark(flag => new FlagSet(flag)),
        // the same, with AffinePoolWorker's shape: a plain read of a field only the waiter writes, then the volatile read
        ["spin-then-park-owned"] = () => SpinThenPark(flag => new OwnedThenFlag(flag)),
        // SpinThenFutexWait: its inner loop of 32 hints between clock reads (one second of spinning at most, then a park)
        ["spin-then-futex"] = SpinThenFutex,
        // an ask's reply wait: 1 024 hints, 64 yields, then a park under the monitor
        ["reply-waiter"] = ReplyWaiterRound,
        // E08's PureSpin row: PAUSE until the word changes, unbounded, through the row's own thread and handler
        ["pure-spin"] = PureSpinRound,
        // an AffinePool worker gone idle (its SpinThenParkWait over HasWorkOrDone), woken by work scheduled to it
        ["affine-pool"] = AffinePoolRound,
        // a stream row's consumer polling an empty lean ring (SpscLeanConsumer.TryPop, inlined into the waiter's loop), and
        // E02's consumer polling empty lean lanes (MpscLeanLanesConsumer.Drain): the reads every harness wait on them makes
        ["lean-ring-pop"] = LeanRingPopRound,
        ["lean-lanes-drain"] = LeanLanesDrainRound,
        // the planted fault: a loop of the probe's own, and SpinThenParkWait's own loop given a condition that reads plainly
        ["planted"] = Planted,
        ["planted-condition"] = () => SpinThenPark(flag => new PlainFlagSet(flag)),
    };

    private static int Main(string[] args)
    {
        if (args.Length is < 1 or > 2 || !Loops.TryGetValue(args[0], out var make)
            || !int.TryParse(args.Length == 2 ? args[1] : "20", NumberStyles.None, CultureInfo.InvariantCulture, out var rounds)
            || rounds < 1)
        {
            Console.Error.WriteLine($"usage: PerfBuf.JitProbe <loop> [rounds ≥ 1, default 20]; loops: {string.Join(", ", Loops.Keys)}");
            return 2;
        }
        // runtimeconfig.json's properties reach AppContext as strings
        if (!bool.TryParse(AppContext.GetData("System.Runtime.TieredCompilation") as string, out var tiered) || tiered)
        {
            Console.Error.WriteLine("PerfBuf.JitProbe must run with tiered compilation off (its runtimeconfig.json says so): run its own build output");
            return 2;
        }
        for (var i = 1; i <= rounds; i++)
        {
            var round = make();
            if (!round.Run(i, Limit))
            {
                Console.WriteLine($"FAIL {args[0]}: round {i}: the waiter was still in its loop {Limit.TotalSeconds:0} s after the store that ends it");
                Console.Out.Flush();
                Environment.Exit(3); // the waiter spins on a background thread that will never return
            }
            Console.WriteLine($"round {i}");
        }
        Console.WriteLine($"ok {args[0]} {rounds}");
        return 0;
    }

    /// <summary>SpinThenParkWait's loop with no spin bound, over the condition <paramref name="over"/> makes of the flag.</summary>
    private static Round SpinThenPark<TCondition>(Func<Flag, TCondition> over) where TCondition : struct, IWaitCondition
    {
        var parker = new Parker();
        var wait = new SpinThenParkWait(parker, spinLimit: int.MaxValue);
        var flag = new Flag();
        return new Round(
            () =>
            {
                var condition = over(flag);
                wait.WaitUntil(ref condition);
                return parker.Parks == 0 ? null : "the unbounded spin parked";
            },
            () => Volatile.Write(ref flag.Value, 1)); // no Wake: only the spin can see the store
    }

    private static Round SpinThenFutex()
    {
        var wait = new SpinThenFutexWait(new FutexParker(), TimeSpan.FromSeconds(1));
        var flag = new Flag();
        return new Round(
            () =>
            {
                var condition = new FlagSet(flag);
                wait.WaitUntil(ref condition);
                return null;
            },
            () =>
            {
                Volatile.Write(ref flag.Value, 1);
                wait.Wake();
            });
    }

    private static Round ReplyWaiterRound()
    {
        var waiter = new ReplyWaiter();
        waiter.Arm();
        return new Round(
            () => waiter.WaitSignalled(Timeout.InfiniteTimeSpan) ? null : "the wait timed out",
            () => ReplyWaiter.SignalContinuation(waiter));
    }

    private static Round PureSpinRound()
    {
        var handler = new WakeHandler();
        handler.Begin(recording: false);
        var strategy = WakeStrategies.Start(WakeRow.PureSpin, handler);
        // the row's own thread waits in PureSpinWake.Await from its start; this round's waiter watches the handler
        return new Round(
            () =>
            {
                while (handler.Acknowledged == 0)
                {
                    Thread.Sleep(1);
                }
                strategy.Dispose();
                return handler.OrderErrors == 0 && handler.Checksum == 1 ? strategy.Fault?.Message : "the message arrived wrong";
            },
            () => strategy.Post(new WakeMessage(1, Stopwatch.GetTimestamp())));
    }

    private static Round AffinePoolRound()
    {
        var pool = new AffinePool(workers: 1, pin: false, name: "jit-probe");
        var ran = new Flag();
        return new Round(
            () =>
            {
                while (Volatile.Read(ref ran.Value) == 0)
                {
                    Thread.Sleep(1);
                }
                pool.DisposeAsync().AsTask().GetAwaiter().GetResult();
                return null;
            },
            () => pool.Schedule(0, () => Volatile.Write(ref ran.Value, 1)));
    }

    private static Round LeanRingPopRound()
    {
        var (producer, consumer) = SpscLeanRing.Create<long>(8);
        return new Round(() => PopWhenThere(consumer) == 7 ? null : "the popped item is not the pushed one", () => producer.TryPush(7));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long PopWhenThere(SpscLeanConsumer<long> consumer)
    {
        long item;
        while (!consumer.TryPop(out item))
        {
            SpinHint.Pause();
        }
        return item;
    }

    private static Round LeanLanesDrainRound()
    {
        var (producers, consumer) = MpscLeanLanes.Create<long>(2, 8);
        return new Round(() => DrainWhenThere(consumer) == 7 ? null : "the drained item is not the pushed one", () => producers[1].TryPush(7));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long DrainWhenThere(MpscLeanLanesConsumer<long> consumer)
    {
        var sum = new SumSpans();
        while (consumer.Drain(ref sum, int.MaxValue) == 0)
        {
            SpinHint.Pause();
        }
        return sum.Sum;
    }

    private struct SumSpans : ISpanHandler<long>
    {
        public long Sum;

        public void Handle(ReadOnlySpan<long> items)
        {
            foreach (var item in items)
            {
                Sum += item;
            }
        }
    }

    private static Round Planted()
    {
        var flag = new Flag();
        return new Round(
            () =>
            {
                PlantedSpin(flag);
                return null;
            },
            () => Volatile.Write(ref flag.Value, 1));
    }

    /// <summary>The fault the probe must catch: a plain load in a loop with nothing in it that makes the JIT reload.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PlantedSpin(Flag flag)
    {
        while (flag.Value == 0)
        {
            SpinHint.Pause();
        }
    }

    private sealed class Flag
    {
        public int Value;
        public int Owned = 1;
    }

    private readonly struct FlagSet(Flag flag) : IWaitCondition
    {
        public bool IsSatisfied() => Volatile.Read(ref flag.Value) != 0;
    }

    /// <summary>A condition against the rule (docs/DESIGN.md §4): a plain read of a word another thread writes.</summary>
    private readonly struct PlainFlagSet(Flag flag) : IWaitCondition
    {
        public bool IsSatisfied() => flag.Value != 0;
    }

    private readonly struct OwnedThenFlag(Flag flag) : IWaitCondition
    {
        public bool IsSatisfied() => flag.Owned == 0 || Volatile.Read(ref flag.Value) != 0;
    }

    /// <summary>
    /// One round: <c>wait</c> runs on a thread of its own (it returns null, or what went wrong other than a hang);
    /// <c>store</c> runs here once the waiter has been in its loop a few milliseconds.
    /// </summary>
    private sealed class Round(Func<string?> wait, Action store)
    {
        private int _entered;
        private int _left;
        private string? _error;

        public bool Run(int index, TimeSpan limit)
        {
            var waiter = new Thread(() =>
            {
                Volatile.Write(ref _entered, 1);
                _error = wait();
                Volatile.Write(ref _left, 1);
            })
            { IsBackground = true, Name = "jit-probe waiter" };
            waiter.Start();
            while (Volatile.Read(ref _entered) == 0)
            {
                Thread.Sleep(1);
            }
            Thread.Sleep(1 + (index % 4) * 3); // 1 to 10 ms: the waiter is inside its loop when the store comes
            store();
            var clock = Stopwatch.StartNew();
            while (Volatile.Read(ref _left) == 0)
            {
                if (clock.Elapsed > limit)
                {
                    return false;
                }
                Thread.Sleep(1);
            }
            waiter.Join();
            if (_error is not null)
            {
                Console.WriteLine($"FAIL: round {index}: {_error}");
                Console.Out.Flush();
                Environment.Exit(4);
            }
            return true;
        }
    }
}
