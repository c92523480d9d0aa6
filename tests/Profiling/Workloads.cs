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

    private ManualResetEventSlim? _exitNow;
    private Thread? _exiting;
    private int _invocations;

    [GlobalSetup(Target = nameof(ContendedLock))]
    public void StartContender()
    {
        _stop = false;
        _contender = new Thread(() =>
        {
            while (true)
            {
                _go.Wait();
                if (_stop)
                {
                    return;
                }
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
    /// Holds the lock for a millisecond right after waking a thread that wants it: the contender outlasts Monitor's
    /// spinning and blocks, and only a blocked acquisition counts as a contention. (A thread that merely loops over
    /// a lock beside another rarely makes it block: the releasing thread usually re-takes the lock first.)
    /// </summary>
    [Benchmark]
    public long ContendedLock()
    {
        lock (_gate)
        {
            _go.Release();
            Thread.Sleep(1);
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

    [GlobalSetup(Target = nameof(ThreadExitsDuringRun))]
    public void StartExitingThread()
    {
        _invocations = 0;
        _exitNow = new ManualResetEventSlim();
        _exiting = new Thread(() => _exitNow.Wait()) { IsBackground = true, Name = "exits mid-run" };
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
    /// </summary>
    [Benchmark]
    public void ThreadExitsDuringRun()
    {
        if (++_invocations == 30)
        {
            _exitNow!.Set();
            _exiting!.Join();
        }
        Thread.Sleep(1);
    }

    private static void QueueAndWait(int count)
    {
        using var done = new CountdownEvent(count);
        for (var i = 0; i < count; i++)
        {
            ThreadPool.UnsafeQueueUserWorkItem(static state => ((CountdownEvent)state!).Signal(), done);
        }
        done.Wait();
    }
}
