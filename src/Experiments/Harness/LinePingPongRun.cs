using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The floor of every ping-pong: the measuring thread writes <c>i</c> and spins until an echo thread has
/// written it back, with no queue in between. One operation = one round trip. Used by E00 (pinned and
/// unpinned) and, as the in-run floor, by E01's ping-pong. Crossings: round trip <c>i</c> is one message in slot
/// <c>i − 1</c>, sent by the measuring thread, handled by the echo, its reply handled by the measuring thread.
/// </summary>
public sealed class LinePingPongRun : IRun
{
    private readonly LineLayout _layout;
    private readonly long _roundTrips;
    private readonly BenchWorker _echo;
    private readonly WorkerGroup _group;
    private PaddedLong _request;
    private PaddedLong _reply;

    // written by the echo before it finishes, read by the measuring thread after Join (which orders them)
    private long _served;
    private long _requestSum;

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
        _served = 0;
        _requestSum = 0;
        _echo.Start();
        var backoff = Loops.NewBackoff(Polling.Eager);
        var crossings = Crossings.Active;
        for (long i = 1; i <= _roundTrips; i++)
        {
            crossings?.Send(CrossingSlot(i));
            Volatile.Write(ref Out, Sent(i));
            long seen;
            while ((seen = Volatile.Read(ref Back)) != Echoed(i))
            {
                // while it waits, the line holds what it held before this round trip's reply: anything else is a
                // reply nobody asked for (a wrong echo), and the loop would otherwise wait for it forever
                if (seen != Waiting(i))
                {
                    Check.Fail($"round trip {i}: the reply line holds {seen}, neither the reply {Echoed(i)} nor {Waiting(i)}");
                }
                Loops.WaitForProducers(ref backoff, _group);
            }
            crossings?.Hop(CrossingSlot(i));
            backoff.Reset();
        }
        _echo.Join();
        // the echo's own account: it served every round trip, and saw every request once, in order
        Check.Equal(_roundTrips, _served, "round trips the echo served");
        Check.Equal(SentSum(_roundTrips), _requestSum, "sum of the requests the echo saw");
        return _roundTrips;
    }

    /// <summary>The crossings slot of round trip <paramref name="i"/> (1 … n): one per round trip of the invocation.</summary>
    private static int CrossingSlot(long i) => (int)(i - 1);

    /// <summary>What the reply line holds while round trip <paramref name="i"/> waits: the request itself (one line) or the previous reply.</summary>
    private long Waiting(long i) => _layout == LineLayout.OneLine ? Sent(i) : Echoed(i - 1);

    private long SentSum(long n) => _layout == LineLayout.OneLine ? n * n : n * (n + 1) / 2;

    private void Echo(BenchWorker self)
    {
        var backoff = Loops.NewBackoff(Polling.Eager);
        var wrongAt = Check.Planted != 0 ? (_roundTrips + 1) / 2 : 0;
        var crossings = Crossings.Active;
        long served = 0, sum = 0;
        for (long i = 1; i <= _roundTrips; i++)
        {
            long request;
            while ((request = Volatile.Read(ref Out)) != Sent(i))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            crossings?.Hop(CrossingSlot(i));
            backoff.Reset();
            served++;
            sum += request;
            // a planted fault (Check.PlantFault) echoes one wrong value: the measuring thread must notice
            Volatile.Write(ref Back, i == wrongAt ? Echoed(i) + 2 : Echoed(i));
        }
        _served = served;
        _requestSum = sum;
    }

    public void Dispose() => _echo.Dispose();
}
