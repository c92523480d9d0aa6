namespace PerfBuf.Experiments.Harness;

/// <summary>
/// A long-lived dedicated thread that runs one job per benchmark invocation (docs/DESIGN.md §3: workers start in
/// [GlobalSetup], stop in [GlobalCleanup]; no per-iteration barriers). Between jobs it sleeps on a semaphore,
/// so an idle worker takes no core from the thread that measures.
/// </summary>
/// <remarks>
/// Job loops must poll <see cref="Stopping"/> wherever they wait, so a failed invocation (a self-check that
/// threw on the other side) can always be torn down; <see cref="Dispose"/> fails loudly if the thread does not
/// stop.
/// </remarks>
public sealed class BenchWorker : IDisposable
{
    private static readonly TimeSpan StopTimeout = TimeSpan.FromSeconds(30); // one step (a job returning once it sees Stopping), on a busy machine too

    private readonly Thread _thread;
    private readonly SemaphoreSlim _go = new(0);
    private readonly ManualResetEventSlim _done = new(true);
    private readonly Action<BenchWorker> _job;
    private readonly Action? _onStart;
    private volatile bool _stopping;
    private volatile Exception? _error;

    /// <param name="name">Thread name, shown in traces.</param>
    /// <param name="job">One invocation's work; it must return when <see cref="Stopping"/> turns true.</param>
    /// <param name="onStart">Runs once on the new thread before any job (e.g. to pin it to a core).</param>
    public BenchWorker(string name, Action<BenchWorker> job, Action? onStart = null)
    {
        _job = job;
        _onStart = onStart;
        _thread = new Thread(Loop) { Name = name, IsBackground = true };
        _thread.Start();
    }

    /// <summary>True once the worker is asked to stop; job loops poll it while they wait.</summary>
    public bool Stopping => _stopping;

    /// <summary>True when a job threw; the waiting side polls it so it never waits forever.</summary>
    public bool Faulted => _error is not null;

    /// <summary>Starts one job.</summary>
    public void Start()
    {
        if (!_done.IsSet)
        {
            throw new InvalidOperationException($"{_thread.Name}: previous job still running");
        }
        _done.Reset();
        _go.Release();
    }

    /// <summary>Waits for the job started last and rethrows what it threw.</summary>
    public void Join()
    {
        _done.Wait();
        ThrowIfFaulted();
    }

    /// <summary>Waits for the job started last without rethrowing what it threw (for a run already failing).</summary>
    public void Wait() => _done.Wait();

    /// <summary>Rethrows the job's exception, if any.</summary>
    public void ThrowIfFaulted()
    {
        var error = _error;
        if (error is not null)
        {
            throw new BenchmarkVerificationException($"{_thread.Name} failed: {error.Message}");
        }
    }

    private void Loop()
    {
        _onStart?.Invoke();
        while (true)
        {
            _go.Wait();
            if (_stopping)
            {
                _done.Set();
                return;
            }
            try
            {
                _job(this);
            }
            catch (Exception e)
            {
                _error = e;
            }
            finally
            {
                _done.Set();
            }
        }
    }

    public void Dispose()
    {
        _stopping = true;
        _go.Release();
        if (!_thread.Join(StopTimeout))
        {
            throw new InvalidOperationException($"{_thread.Name} did not stop within {StopTimeout.TotalSeconds} s");
        }
        _go.Dispose();
        _done.Dispose();
    }
}
