namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Counts down to zero once per invocation: each actor signals when it has seen its last message, and the
/// hammer waits. Interlocked decrement, then a ManualResetEventSlim (spins briefly, then blocks): the waiter's
/// read of every actor's tally happens after the signal that published it.
/// </summary>
public sealed class Countdown : IDisposable
{
    private readonly ManualResetEventSlim _done = new(false);
    private int _remaining;

    public void Reset(int count)
    {
        _done.Reset();
        Volatile.Write(ref _remaining, count);
    }

    public void Signal()
    {
        if (Interlocked.Decrement(ref _remaining) == 0)
        {
            _done.Set();
        }
    }

    /// <summary>Waits for every signal; a deadline turns a lost message into an error instead of a hang.</summary>
    public void Wait(Func<string> describe)
    {
        if (!_done.Wait(TimeSpan.FromMinutes(2)))
        {
            Check.Fail($"actors did not finish within 2 minutes: {describe()}");
        }
    }

    public void Dispose() => _done.Dispose();
}
