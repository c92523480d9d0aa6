using BenchmarkDotNet.Attributes;

namespace PerfBuf.Tests.Profiling;

/// <summary>Tiny workloads whose threading behaviour is known in advance.</summary>
public class Workloads
{
    private readonly object _gate = new();
    private readonly SemaphoreSlim _go = new(0);
    private readonly SemaphoreSlim _done = new(0);
    private Thread? _contender;
    private volatile bool _stop;
    private long _counter;
    private long _announced; // written by the contender right before it takes the lock
    private long _rounds;

    private ManualResetEventSlim? _exitNow;
    private Thread? _exiting;
    private int _exitingTid;
    private int _invocations;

    /// <summary>OS thread id of the last contender started (Linux; 0 elsewhere).</summary>
    public static int ContenderThreadId { get; private set; }

    /// <summary>OS thread id of the thread that last ran <see cref="Empty"/>'s global setup, which runs it (Linux; 0 elsewhere).</summary>
    public static int EmptyThreadId { get; private set; }

    private static int OsThreadId() => OperatingSystem.IsLinux() ? PerfBuf.Core.Native.Linux.GetTid() : 0;

    [GlobalSetup(Target = nameof(ContendedLock))]
    public void StartContender()
    {
        _stop = false;
        _announced = 0;
        _rounds = 0;
        _contender = new Thread(() =>
        {
            ContenderThreadId = OsThreadId();
            while (true)
            {
                _go.Wait();
                if (_stop)
                {
                    return;
                }
                Volatile.Write(ref _announced, _announced + 1);
                lock (_gate)
                {
                    _counter++;
                }
                _done.Release();
            }
        })
        { IsBackground = true, Name = "contender" };
        _contender.Start();
    }

    [GlobalCleanup(Target = nameof(ContendedLock))]
    public void StopContender()
    {
        _stop = true;
        _go.Release();
        _contender?.Join();
    }

    /// <summary>
    /// Wakes a thread that wants the lock while holding it, and keeps holding it until that thread is blocked on it
    /// (<see cref="LockBlocking"/>): exactly one blocked acquisition, that is one contention, per operation.
    /// (A thread that merely loops over a lock beside another rarely makes it block: the releasing thread usually
    /// re-takes the lock first.)
    /// </summary>
    [Benchmark]
    public long ContendedLock()
    {
        lock (_gate)
        {
            _go.Release();
            LockBlocking.WaitUntilBlocked(_contender!, ref _announced, ++_rounds);
        }
        _done.Wait();
        return _counter;
    }

    /// <summary>Ten thread-pool work items per invocation, one operation: ~10 completed work items/op.</summary>
    [Benchmark]
    public void TenWorkItems() => QueueAndWait(10);

    /// <summary>The same work declared as ten operations: ~1 completed work item/op.</summary>
    [Benchmark(OperationsPerInvoke = 10)]
    public void TenWorkItemsAsTenOps() => QueueAndWait(10);

    /// <summary>Single-threaded arithmetic: no work items, no locks.</summary>
    [Benchmark(OperationsPerInvoke = 1000)]
    public long LockFreeLoop()
    {
        long sum = 0;
        for (var i = 0; i < 1000; i++)
        {
            sum += i ^ (sum >> 3);
        }
        return sum;
    }

    /// <summary>Blocks once per invocation: at least one voluntary context switch per operation.</summary>
    [Benchmark]
    public void SleepOne() => Thread.Sleep(1);

    /// <summary>The same block declared as ten operations.</summary>
    [Benchmark(OperationsPerInvoke = 10)]
    public void SleepOneAsTenOps() => Thread.Sleep(1);

    /// <summary>Nothing: what the harness itself costs in every column.</summary>
    [Benchmark]
    public void Empty() { }

    [GlobalSetup(Target = nameof(Empty))]
    public void RecordEmptyThread() => EmptyThreadId = OsThreadId();

    [GlobalSetup(Target = nameof(ThreadExitsDuringRun))]
    public void StartExitingThread()
    {
        _invocations = 0;
        _exitNow = new ManualResetEventSlim();
        _exiting = new Thread(() =>
        {
            _exitingTid = OsThreadId();
            _exitNow.Wait();
        })
        { IsBackground = true, Name = "exits mid-run" };
        _exiting.Start();
    }

    [GlobalCleanup(Target = nameof(ThreadExitsDuringRun))]
    public void StopExitingThread()
    {
        _exitNow?.Set();
        _exiting?.Join();
        _exitNow?.Dispose();
    }

    /// <summary>
    /// Lets the helper thread exit in the middle of the measured iterations: with the tiny job, 1 jitting invocation
    /// and 16 warm-up invocations come first, then 3 × 16 measured ones; invocation 30 is in the second measured one.
    /// It returns only once the kernel no longer lists the thread (Join returns when the managed thread is done, the
    /// OS thread exits a moment later), so the exit is inside the measured window however the scheduler runs it.
    /// </summary>
    [Benchmark]
    public void ThreadExitsDuringRun()
    {
        if (++_invocations == 30)
        {
            _exitNow!.Set();
            _exiting!.Join();
            WaitUntilTaskGone(_exitingTid);
        }
        Thread.Sleep(1);
    }

    private static void WaitUntilTaskGone(int tid)
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }
        var clock = System.Diagnostics.Stopwatch.StartNew();
        while (Directory.Exists($"/proc/self/task/{tid}"))
        {
            if (clock.Elapsed > TimeSpan.FromSeconds(60))
            {
                throw new TimeoutException($"thread {tid} still listed 60 s after it finished");
            }
            Thread.Sleep(1);
        }
    }

    /// <summary>
    /// Queues <paramref name="count"/> work items and returns once the pool has counted as many completions: a
    /// worker adds to <see cref="ThreadPool.CompletedWorkItemCount"/> after the callback returns, so the callbacks'
    /// signal alone can come before the count. Every invocation therefore adds at least <paramref name="count"/>
    /// to the counter before the next one starts.
    /// </summary>
    internal static void QueueAndWait(int count)
    {
        var before = ThreadPool.CompletedWorkItemCount;
        using var done = new CountdownEvent(count);
        for (var i = 0; i < count; i++)
        {
            ThreadPool.UnsafeQueueUserWorkItem(static state => ((CountdownEvent)state!).Signal(), done);
        }
        done.Wait();
        var spinner = new SpinWait();
        while (ThreadPool.CompletedWorkItemCount < before + count)
        {
            spinner.SpinOnce();
        }
    }
}
