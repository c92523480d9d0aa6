using PerfBuf.Core.Threading;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The client's receiver of one R1 invocation's answers (<see cref="OrleansRemoteClient.StreamAsync"/>): sums them and
/// completes <see cref="Done"/> with the sum when the expected number has arrived.
/// </summary>
/// <remarks>
/// Orleans hands a client-side observer its messages one at a time (each object has its own queue and pump), so the
/// counts are written by one call after another, never at once; the pump's queue lock orders those calls. The count is
/// published with <see cref="Volatile.Write(ref int, int)"/> for the caller that reports a timeout.
/// </remarks>
internal sealed class RemoteAnswerTally(int expected) : IRemoteAnswerObserver
{
    // continuations off the observer's pump: the benchmark's code never runs on Orleans' delivery path
    private readonly TaskCompletionSource<long> _done = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private long _sum; // written by the observer's pump only
    private int _arrived; // written by the observer's pump only; read by the caller on a timeout

    /// <summary>Completes with the answers' sum once <c>expected</c> answers arrived.</summary>
    public Task<long> Done => _done.Task;

    /// <summary>The answers that arrived so far.</summary>
    public int Arrived => Volatile.Read(ref _arrived);

    /// <inheritdoc />
    public Task Answer(long value)
    {
        Crossings.Active?.Hop((int)(value - 1)); // the lab's crossings counting pass (slot: value - 1)
        _sum += value;
        var arrived = _arrived + 1;
        Volatile.Write(ref _arrived, arrived);
        if (arrived == expected)
        {
            _done.TrySetResult(_sum);
        }
        return Task.CompletedTask;
    }
}
