using System.Threading.Channels;
using PerfBuf.Core.Native;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.E08;

/// <summary>E08's rows: one wait strategy each, named as its benchmark method.</summary>
public enum WakeRow
{
    /// <summary>A dedicated thread spins on the slot's word with the spin hint; it never sleeps.</summary>
    PureSpin,

    /// <summary>A dedicated thread loops on <see cref="System.Threading.SpinWait.SpinOnce()"/> (it spins, yields, then sleeps 1 ms now and then).</summary>
    SpinWait,

    /// <summary>A dedicated thread waits with the lab's <see cref="SpinThenParkWait"/> (defaults) on a <see cref="Parker"/>; the producer wakes it.</summary>
    SpinThenPark,

    /// <summary>A dedicated thread sleeps in futex wait on the slot's word; the producer always calls futex wake. The floor.</summary>
    RawFutex,

    /// <summary>A dedicated thread waits with the lab's <see cref="SpinThenFutexWait"/> (10 µs of spinning, then a
    /// <see cref="FutexParker"/>); the producer wakes it.</summary>
    SpinThenFutexPark,

    /// <summary>A dedicated thread waits on a ManualResetEventSlim (Wait, Reset); the producer sets it.</summary>
    ManualResetEventSlim,

    /// <summary>A dedicated thread waits on a SemaphoreSlim; the producer releases it.</summary>
    SemaphoreSlim,

    /// <summary>A dedicated thread waits with Monitor.Wait under a lock while the word is unchanged; the producer pulses under it.</summary>
    MonitorWaitPulse,

    /// <summary>An async loop awaits ReadAsync on an unbounded single-reader Channel; the producer writes to it.</summary>
    ChannelReadAsync,

    /// <summary>Each message is one ThreadPool.UnsafeQueueUserWorkItem of a reusable work item (preferLocal: false).</summary>
    ThreadPoolWorkItem,

    /// <summary>Each message is one Schedule of a reusable work item on an AffinePool of one unpinned worker.</summary>
    AffinePoolWake,

    /// <summary>As <see cref="AffinePoolWake"/>, on a pool whose idle worker spins 10 µs, then sleeps on a futex
    /// (<see cref="AffinePoolParking.SpinFutex"/>).</summary>
    AffinePoolFutexWake,

    /// <summary>An async loop awaits a TaskCompletionSource (RunContinuationsAsynchronously), a new one per message.</summary>
    TaskCompletionSourceAwait,
}

/// <summary>Makes each row's <see cref="WakeStrategy"/>.</summary>
internal static class WakeStrategies
{
    /// <summary>A started strategy of <paramref name="row"/> handing its messages to <paramref name="handler"/>.</summary>
    /// <exception cref="PlatformNotSupportedException"><see cref="WakeRow.RawFutex"/> where <see cref="Futex"/> is not supported.</exception>
    public static WakeStrategy Start(WakeRow row, WakeHandler handler)
    {
        WakeStrategy strategy = row switch
        {
            WakeRow.PureSpin => new PureSpinWake(handler),
            WakeRow.SpinWait => new SpinWaitWake(handler),
            WakeRow.SpinThenPark => new SpinThenParkWake(handler),
            WakeRow.SpinThenFutexPark => new SpinThenFutexParkWake(handler),
            WakeRow.RawFutex => Futex.IsSupported
                ? new FutexWake(handler)
                : throw new PlatformNotSupportedException("the RawFutex row needs the Linux futex (x86-64 or ARM64)"),
            WakeRow.ManualResetEventSlim => new EventWake(handler),
            WakeRow.SemaphoreSlim => new SemaphoreWake(handler),
            WakeRow.MonitorWaitPulse => new MonitorWake(handler),
            WakeRow.ChannelReadAsync => new ChannelWake(handler),
            WakeRow.ThreadPoolWorkItem => new ThreadPoolWake(handler),
            WakeRow.AffinePoolWake => new AffinePoolWake(handler, AffinePoolParking.SpinYieldMonitor),
            WakeRow.AffinePoolFutexWake => new AffinePoolWake(handler, AffinePoolParking.SpinFutex),
            WakeRow.TaskCompletionSourceAwait => new CompletionSourceWake(handler),
            _ => throw new ArgumentOutOfRangeException(nameof(row), row, "not an E08 row"),
        };
        strategy.Start();
        return strategy;
    }

    private static string ThreadName(WakeRow row) => $"E08-{row}";

    /// <summary>Spins on the word with the spin hint, nothing else: the waiter owns a core while it waits.</summary>
    private sealed class PureSpinWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.PureSpin))
    {
        protected override void Await(int seen)
        {
            while (Volatile.Read(ref Word) == seen)
            {
                SpinHint.Pause();
            }
        }

        protected override void Signal()
        {
        }
    }

    /// <summary>The runtime's SpinWait with its defaults: spins, then yields, then sleeps 1 ms every 20th turn.</summary>
    private sealed class SpinWaitWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.SpinWait))
    {
        protected override void Await(int seen)
        {
            var spinner = default(System.Threading.SpinWait);
            while (Volatile.Read(ref Word) == seen)
            {
                spinner.SpinOnce();
            }
        }

        protected override void Signal()
        {
        }
    }

    /// <summary>The lab's SpinThenParkWait (1 024 spin hints, 64 yields, then park) on its Parker; the producer wakes it.</summary>
    private sealed unsafe class SpinThenParkWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.SpinThenPark))
    {
        private readonly SpinThenParkWait _wait = new(new Parker());

        protected override void Await(int seen)
        {
            var changed = new WordChanged(WordAddress, seen);
            _wait.WaitUntil(ref changed);
        }

        protected override void Signal() => _wait.Wake();
    }

    /// <summary>The slot rows' wait condition: the word no longer holds the value the waiter saw last.</summary>
    private readonly unsafe struct WordChanged(int* word, int seen) : IWaitCondition
    {
        public bool IsSatisfied() => Volatile.Read(ref *word) != seen;
    }

    /// <summary>The lab's SpinThenFutexWait (10 µs of spinning, then park) on its FutexParker; the producer wakes it.</summary>
    private sealed unsafe class SpinThenFutexParkWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.SpinThenFutexPark))
    {
        private readonly SpinThenFutexWait _wait = new(new FutexParker());

        protected override void Await(int seen)
        {
            var changed = new WordChanged(WordAddress, seen);
            _wait.WaitUntil(ref changed);
        }

        protected override void Signal() => _wait.Wake();
    }

    /// <summary>Futex wait on the word while it holds the value seen; the producer stores, then always wakes one.</summary>
    private sealed class FutexWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.RawFutex))
    {
        protected override void Await(int seen)
        {
            while (Volatile.Read(ref Word) == seen)
            {
                Futex.Wait(ref Word, seen); // woken, EAGAIN or EINTR: the loop reads the word again
            }
        }

        protected override void Signal() => Futex.Wake(ref Word, 1);
    }

    /// <summary>
    /// ManualResetEventSlim with its default spinning: Wait, then Reset before the message is handled. One Set per
    /// post, and the next post only after this message's acknowledgement, so a Reset never swallows a later Set.
    /// </summary>
    private sealed class EventWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.ManualResetEventSlim))
    {
        private readonly ManualResetEventSlim _event = new(initialState: false);

        protected override void Await(int seen)
        {
            _event.Wait();
            _event.Reset();
        }

        protected override void Signal() => _event.Set();

        public override void Dispose()
        {
            base.Dispose();
            _event.Dispose();
        }
    }

    /// <summary>SemaphoreSlim with its default spinning: one Wait per message, one Release per post.</summary>
    private sealed class SemaphoreWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.SemaphoreSlim))
    {
        private readonly SemaphoreSlim _semaphore = new(initialCount: 0);

        protected override void Await(int seen) => _semaphore.Wait();

        protected override void Signal() => _semaphore.Release();

        public override void Dispose()
        {
            base.Dispose();
            _semaphore.Dispose();
        }
    }

    /// <summary>
    /// Monitor.Wait under the lock while the word is unchanged; the producer pulses under the lock. The producer bumps
    /// the word before it takes the lock: a waiter that checks under the lock after that sees it (the producer's lock
    /// release orders the store before the waiter's acquire), and one that checked before is in Wait, lock released,
    /// when the pulse comes.
    /// </summary>
    private sealed class MonitorWake(WakeHandler handler) : SlotWake(handler, ThreadName(WakeRow.MonitorWaitPulse))
    {
        private readonly object _gate = new();

        protected override void Await(int seen)
        {
            lock (_gate)
            {
                while (Volatile.Read(ref Word) == seen)
                {
                    Monitor.Wait(_gate);
                }
            }
        }

        protected override void Signal()
        {
            lock (_gate)
            {
                Monitor.Pulse(_gate);
            }
        }
    }

    /// <summary>An unbounded single-reader Channel: TryWrite completes the loop's pending ReadAsync, whose continuation the pool runs.</summary>
    private sealed class ChannelWake(WakeHandler handler) : AsyncLoopWake(handler)
    {
        private readonly Channel<WakeMessage> _channel = Channel.CreateUnbounded<WakeMessage>(new UnboundedChannelOptions { SingleReader = true });

        public override void Post(WakeMessage message)
        {
            if (!_channel.Writer.TryWrite(message))
            {
                Check.Fail("ChannelReadAsync: the unbounded channel refused a message");
            }
        }

        protected override async Task RunAsync()
        {
            var reader = _channel.Reader;
            while (true)
            {
                WakeMessage message;
                try
                {
                    message = await reader.ReadAsync().ConfigureAwait(false);
                }
                catch (ChannelClosedException)
                {
                    return; // Stop completed the writer
                }
                Handler.Handle(message);
            }
        }

        protected override void Stop() => _channel.Writer.TryComplete();
    }

    /// <summary>
    /// A TaskCompletionSource per message, continuations run asynchronously (queued to the pool). Each completion
    /// carries the source of the next message, so the loop always awaits the one the producer completes next; the
    /// producer makes the next spare after it completed the current one, outside the time it measures.
    /// </summary>
    private sealed class CompletionSourceWake(WakeHandler handler) : AsyncLoopWake(handler)
    {
        private TaskCompletionSource<Delivery> _pending = NewSource(); // the source the loop awaits (producer only)
        private TaskCompletionSource<Delivery> _spare = NewSource();   // the one after it

        public override void Post(WakeMessage message)
        {
            var current = _pending;
            var next = _spare;
            _pending = next;
            if (!current.TrySetResult(new Delivery(message, next)))
            {
                Check.Fail("TaskCompletionSourceAwait: a source was completed twice");
            }
            _spare = NewSource();
        }

        protected override async Task RunAsync()
        {
            var source = _pending;
            while (true)
            {
                var delivery = await source.Task.ConfigureAwait(false);
                if (delivery.Next is null)
                {
                    return; // Stop
                }
                Handler.Handle(delivery.Message);
                source = delivery.Next;
            }
        }

        protected override void Stop() => _pending.TrySetResult(new Delivery(default, Next: null));

        private static TaskCompletionSource<Delivery> NewSource() => new(TaskCreationOptions.RunContinuationsAsynchronously);

        /// <summary>A message and the source of the next one (null: stop).</summary>
        private readonly record struct Delivery(WakeMessage Message, TaskCompletionSource<Delivery>? Next);
    }

    /// <summary>The .NET thread pool: one UnsafeQueueUserWorkItem per message to the global queue, what PoolActor pays per hand-over.</summary>
    private sealed class ThreadPoolWake(WakeHandler handler) : WorkItemWake(handler)
    {
        public override void Start()
        {
        }

        protected override void Queue() => ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);

        public override void Dispose()
        {
        }
    }

    /// <summary>The lab's AffinePool with one unpinned worker (it spins, then parks, while idle, as
    /// <paramref name="parking"/> says): one Schedule per message.</summary>
    private sealed class AffinePoolWake(WakeHandler handler, AffinePoolParking parking) : WorkItemWake(handler)
    {
        private AffinePool? _pool;

        public override void Start() => _pool = new AffinePool(workers: 1, pin: false,
            name: ThreadName(parking == AffinePoolParking.SpinFutex ? WakeRow.AffinePoolFutexWake : WakeRow.AffinePoolWake), parking: parking);

        protected override void Queue() => _pool!.Schedule(0, this);

        public override void Dispose()
        {
            var pool = _pool;
            _pool = null;
            if (pool is not null && !pool.ShutdownAsync(drain: true).Wait(StopTimeout))
            {
                throw new InvalidOperationException($"{pool} did not shut down within {StopTimeout.TotalSeconds} s");
            }
        }
    }
}
