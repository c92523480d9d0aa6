using PerfBuf.Core.Padding;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The floor of every ping-pong: the measuring thread writes <c>i</c> and spins until an echo thread has
/// written it back, with no queue in between. One operation = one round trip. Used by E00 (pinned and
/// unpinned) and, as the in-run floor, by E01's ping-pong.
/// </summary>
public sealed class LinePingPongRun : IRun
{
    private readonly LineLayout _layout;
    private readonly long _roundTrips;
    private readonly BenchWorker _echo;
    private readonly WorkerGroup _group;
    private PaddedLong _request;
    private PaddedLong _reply;

    public LinePingPongRun(LineLayout layout, long roundTrips, Action? onEchoStart = null)
    {
        _layout = layout;
        _roundTrips = roundTrips;
        _echo = new BenchWorker("echo", Echo, onEchoStart);
        _group = new WorkerGroup([_echo]);
    }

    // OneLine uses _request for both directions; TwoLines uses _request out and _reply back
    private ref long Out => ref _request.Value;

    private ref long Back => ref _layout == LineLayout.OneLine ? ref _request.Value : ref _reply.Value;

    /// <summary>The value the measuring thread sends in round trip <paramref name="i"/>.</summary>
    private long Sent(long i) => _layout == LineLayout.OneLine ? 2 * i - 1 : i;

    /// <summary>The value the echo returns in round trip <paramref name="i"/>.</summary>
    private long Echoed(long i) => _layout == LineLayout.OneLine ? 2 * i : i;

    public long Invoke()
    {
        Volatile.Write(ref _request.Value, 0);
        Volatile.Write(ref _reply.Value, 0);
        _echo.Start();
        var backoff = Loops.NewBackoff(Polling.Eager);
        long checksum = 0;
        for (long i = 1; i <= _roundTrips; i++)
        {
            Volatile.Write(ref Out, Sent(i));
            long seen;
            while ((seen = Volatile.Read(ref Back)) != Echoed(i))
            {
                Loops.WaitForProducers(ref backoff, _group);
            }
            backoff.Reset();
            checksum += seen;
        }
        _echo.Join();
        var expected = _roundTrips * (_roundTrips + 1) / 2 * (_layout == LineLayout.OneLine ? 2 : 1);
        Check.Equal(expected, checksum, "checksum of echoed values");
        return _roundTrips;
    }

    private void Echo(BenchWorker self)
    {
        var backoff = Loops.NewBackoff(Polling.Eager);
        for (long i = 1; i <= _roundTrips; i++)
        {
            while (Volatile.Read(ref Out) != Sent(i))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            backoff.Reset();
            Volatile.Write(ref Back, Echoed(i));
        }
    }

    public void Dispose() => _echo.Dispose();
}
