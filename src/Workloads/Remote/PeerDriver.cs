using System.Diagnostics;
using PerfBuf.Core.Threading;

namespace PerfBuf.Workloads.Remote;

/// <summary>
/// A remote peer's client driven synchronously, as E15 runs its rows: its tasks awaited on the calling thread, R2's
/// pairs prepared once per N, R3's round trips timed one by one (with the crossings pass's send and hop around each).
/// The benchmark process drives a peer through it on loopback; a near client process (src/RemoteNode) does between
/// namespace hosts.
/// </summary>
public sealed class PeerDriver(IRemotePeerClient client) : IAsyncDisposable
{
    private int _pairs;

    /// <summary>R1: values 1 … M one way, each answered; the answers' sum.</summary>
    public long Stream(int messages, TimeSpan timeout) => client.StreamAsync(messages, timeout).GetAwaiter().GetResult();

    /// <summary>R2's setup: <paramref name="pairs"/> pairs (again only when N changed).</summary>
    public void PrepareEcho(int pairs)
    {
        if (pairs != _pairs)
        {
            client.PrepareEchoAsync(pairs, CancellationToken.None).GetAwaiter().GetResult();
            _pairs = pairs;
        }
    }

    /// <summary>R2 over the pairs prepared; the replies' sum.</summary>
    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout)
    {
        if (pairs != _pairs)
        {
            throw new InvalidOperationException($"prepared {_pairs} pairs, asked to run {pairs}");
        }
        return client.EchoAsync(requestsPerClient, timeout).GetAwaiter().GetResult();
    }

    /// <summary>R3: requests 1 … K in turn, each after <paramref name="gap"/>, each one's round trip (Stopwatch ticks) into <paramref name="latencies"/>; the sum.</summary>
    public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout)
    {
        ArgumentNullException.ThrowIfNull(latencies);
        var sum = 0L;
        for (var k = 0; k < requests; k++)
        {
            if (gap > TimeSpan.Zero)
            {
                Thread.Sleep(gap);
            }
            var pass = Crossings.Active;
            pass?.Send(k + 1);
            var sent = Stopwatch.GetTimestamp();
            var answer = client.RoundTripAsync(k + 1, timeout).GetAwaiter().GetResult();
            latencies[k] = Stopwatch.GetTimestamp() - sent;
            pass?.Hop(k + 1);
            if (answer != k + 1)
            {
                throw new InvalidDataException($"R3: round trip {k} answered {answer}, not {k + 1}");
            }
            sum += answer;
        }
        return sum;
    }

    public ValueTask DisposeAsync() => client.DisposeAsync();
}
