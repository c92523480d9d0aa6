namespace PerfBuf.Experiments.Harness;

/// <summary>One benchmark invocation's work, set up once in [GlobalSetup] and torn down in [GlobalCleanup].</summary>
public interface IRun : IDisposable
{
    /// <summary>Moves one invocation's messages, verifies them, returns how many were received.</summary>
    long Invoke();
}
