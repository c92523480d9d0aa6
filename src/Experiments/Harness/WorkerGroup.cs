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
