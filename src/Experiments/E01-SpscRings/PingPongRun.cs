using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E01;

/// <summary>
/// Ping-pong: the measuring thread sends 1..n through <c>request</c> and waits for each echo on
/// <c>response</c> before sending the next; an echo worker bounces them. One operation = one round trip.
/// Crossings: message <c>i</c> is in slot <c>i − 1</c>, sent by the measuring thread, handled by the echo, its echo
/// handled by the measuring thread.
/// </summary>
public sealed class PingPongRun<TPort> : IRun where TPort : struct, IPort
{
    private readonly TPort _request;
    private readonly TPort _response;
    private readonly long _roundTrips;
    private readonly BenchWorker _echo;
    private readonly WorkerGroup _echoGroup;

    public PingPongRun(TPort request, TPort response, long roundTrips, Action? onEchoStart = null)
    {
        _request = request;
        _response = response;
        _roundTrips = roundTrips;
        _echo = new BenchWorker("echo", Echo, onEchoStart);
        _echoGroup = new WorkerGroup([_echo]);
    }

    private void Echo(BenchWorker self)
    {
        var request = _request;
        var response = _response;
        var backoff = Loops.NewBackoff(Polling.Eager);
        var crossings = Crossings.Active;
        for (long i = 0; i < _roundTrips; i++)
        {
            long message;
            while (!request.TryPop(out message))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            crossings?.Hop(CrossingSlot(message));
            backoff.Reset();
            while (!response.TryPush(message))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            backoff.Reset();
        }
    }

    public long Invoke()
    {
        var request = _request;
        var response = _response;
        var backoff = Loops.NewBackoff(Polling.Eager);
        var group = _echoGroup;
        long checksum = 0;
        var crossings = Crossings.Active;
        _echo.Start();
        for (long i = 1; i <= _roundTrips; i++)
        {
            crossings?.Send(CrossingSlot(i));
            while (!request.TryPush(i))
            {
                Loops.WaitForProducers(ref backoff, group);
            }
            backoff.Reset();
            long reply;
            while (!response.TryPop(out reply))
            {
                Loops.WaitForProducers(ref backoff, group);
            }
            backoff.Reset();
            if (reply != i)
            {
                Check.Fail($"round trip {i}: the echo returned {reply}");
            }
            crossings?.Hop(CrossingSlot(i));
            checksum += reply;
        }
        _echo.Join();
        Check.Equal(_roundTrips * (_roundTrips + 1) / 2, checksum, "checksum of echoed messages");
        return _roundTrips;
    }

    /// <summary>The crossings slot of message <paramref name="message"/> (1 … n).</summary>
    private static int CrossingSlot(long message) => (int)(message - 1);

    public void Dispose() => _echo.Dispose();
}
