using System.Diagnostics;

namespace PerfBuf.Remote.Transport;

/// <summary>
/// One run of a client workload (one benchmark invocation): how many clients are still going, the sum of their
/// answers, the answers each has seen (for the timeout's message), and the task the caller
/// waits on. The client actors report into it; a connection failure fails it at once.
/// </summary>
internal sealed class RunSignal
{
    private TaskCompletionSource<long> _done = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private long _sum;
    private int _pending;
    private long[] _arrived = new long[1];
    private long _expected;

    /// <summary>Starts a run of <paramref name="clients"/> clients expecting <paramref name="expected"/> answers in all.</summary>
    public void Reset(int clients, long expected)
    {
        // a full fence: a connection failure after this either sees the new task (Fail) or is seen by the caller's check
        Interlocked.Exchange(ref _done, new TaskCompletionSource<long>(TaskCreationOptions.RunContinuationsAsynchronously));
        _sum = 0;
        _expected = expected;
        if (_arrived.Length != clients)
        {
            _arrived = new long[clients];
        }
        else
        {
            Array.Clear(_arrived);
        }
        Volatile.Write(ref _pending, clients); // published before any client is started
    }

    /// <summary>Client <paramref name="index"/> has seen <paramref name="answers"/> answers so far (for the timeout's message).</summary>
    public void Progress(int index, long answers) => Volatile.Write(ref _arrived[index], answers);

    /// <summary>Client <paramref name="index"/> is done: its answers' sum joins the run's; the last one completes it.</summary>
    public void ClientDone(int index, long answers, long sum)
    {
        Volatile.Write(ref _arrived[index], answers);
        Interlocked.Add(ref _sum, sum);
        if (Interlocked.Decrement(ref _pending) == 0)
        {
            _done.TrySetResult(Volatile.Read(ref _sum));
        }
    }

    /// <summary>Fails the run (a wrong answer, a connection failure).</summary>
    public void Fail(Exception failure) => Volatile.Read(ref _done).TrySetException(failure);

    /// <summary>
    /// Waits for the run: its answers' sum, or the failure that ended it, or <see cref="RemoteException"/> after
    /// <paramref name="timeout"/> saying how many answers arrived.
    /// </summary>
    public long Wait(TimeSpan timeout, string node)
    {
        var started = Stopwatch.GetTimestamp();
        try
        {
            if (_done.Task.Wait(timeout))
            {
                return _done.Task.Result;
            }
        }
        catch (AggregateException e) when (e.InnerException is { } inner)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(inner);
        }
        long arrived = 0;
        for (var i = 0; i < _arrived.Length; i++)
        {
            arrived += Volatile.Read(ref _arrived[i]); // each client's count, as its Progress published it
        }
        throw new RemoteException(node,
            $"timed out after {Stopwatch.GetElapsedTime(started).TotalSeconds:0.#} s with {arrived} of {_expected} answers received");
    }
}
