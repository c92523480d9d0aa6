namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Ping-pong: the measuring thread sends 1..n through <c>request</c> and waits for each echo on
/// <c>response</c> before sending the next; an echo worker bounces them. One operation = one round trip.
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
        _echo.Start();
        for (long i = 1; i <= _roundTrips; i++)
        {
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
            checksum += reply;
        }
        _echo.Join();
        Check.Equal(_roundTrips * (_roundTrips + 1) / 2, checksum, "checksum of echoed messages");
        return _roundTrips;
    }

    public void Dispose() => _echo.Dispose();
}
