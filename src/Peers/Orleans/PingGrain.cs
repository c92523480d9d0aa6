using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// One activation answers every request with <see cref="PingReply.Answer"/>, synchronously (no await, so whether
/// the grain is reentrant changes nothing: it keeps Orleans' default, one request at a time).
/// </summary>
public sealed class PingGrain : Grain, IPingGrain
{
    /// <inheritdoc />
    public ValueTask<int> Ping(int request)
    {
        Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
        return ValueTask.FromResult(PingReply.Answer(request));
    }
}
