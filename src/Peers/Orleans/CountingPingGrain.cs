using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// Grain i of <see cref="OrleansPingGrains"/> (integer key i): answers every request with <see cref="PingReply.Answer"/>,
/// synchronously (no await: it keeps Orleans' default, one request at a time), and counts each answer as actor i's in the
/// silo's <see cref="AnswerCounts"/> (a singleton service). Under a planted fault
/// (<see cref="AnswerCounts.AnswersTwice"/>) that grain counts a second answer for its first request; a call returns once.
/// </summary>
public sealed class CountingPingGrain(AnswerCounts answers) : Grain, ICountingPingGrain
{
    private int _actor;

    /// <inheritdoc />
    public override Task OnActivateAsync(CancellationToken cancellationToken)
    {
        _actor = checked((int)this.GetPrimaryKeyLong());
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    public ValueTask<int> Ping(int request)
    {
        Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
        answers.Answer(_actor);
        return ValueTask.FromResult(PingReply.Answer(request));
    }

    /// <inheritdoc />
    public ValueTask Wake() => default;
}
