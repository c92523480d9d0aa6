namespace PerfBuf.Experiments.Harness;

/// <summary>Several workers started and joined together (the producers of one run).</summary>
public sealed class WorkerGroup(IReadOnlyList<BenchWorker> workers) : IDisposable
{
    public int Count => workers.Count;

    public void StartAll()
    {
        foreach (var w in workers)
        {
            w.Start();
        }
    }

    public void JoinAll()
    {
        foreach (var w in workers)
        {
            w.Join();
        }
    }

    /// <summary>Waits for every worker's job without rethrowing what it threw (for a run already failing).</summary>
    public void WaitAll()
    {
        foreach (var w in workers)
        {
            w.Wait();
        }
    }

    public void ThrowIfFaulted()
    {
        foreach (var w in workers)
        {
            w.ThrowIfFaulted();
        }
    }

    public void Dispose()
    {
        foreach (var w in workers)
        {
            w.Dispose();
        }
    }
}
