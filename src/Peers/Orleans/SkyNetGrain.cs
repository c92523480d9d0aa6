using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// A SkyNet node: a leaf answers its ordinal (the run's rule, <see cref="SkyNetWork.Leaf"/>); any other node makes
/// ten grain calls to its children at once (<c>GrainFactory.GetGrain</c> by key, no reference kept), awaits them with
/// <c>Task.WhenAll</c> and answers their sum. Either way it then asks to be deactivated (<c>DeactivateOnIdle</c>): the
/// activation goes once its call has returned, as the other rows' actors stop once they have answered. Each activation
/// and deactivation is counted (<see cref="SkyNetWork"/>). Orleans' defaults otherwise: not reentrant, one call at a
/// time (a node gets one call). Crossings (a counting pass, <see cref="Crossings"/>): a node's call and its reply are
/// one journey in the slot of the node's number — the call's send by the parent, its handling here, the reply's send
/// (where the method returns), the reply's handling by the parent (after its <c>Task.WhenAll</c>).
/// </summary>
public sealed class SkyNetGrain(SkyNetWork work) : Grain, ISkyNetGrain
{
    /// <inheritdoc />
    public override Task OnActivateAsync(CancellationToken cancellationToken)
    {
        work.Counts.OneStarted();
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    public override Task OnDeactivateAsync(DeactivationReason reason, CancellationToken cancellationToken)
    {
        work.Counts.OneStopped();
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    public async Task<long> Sum(int depth)
    {
        var node = this.GetPrimaryKeyLong();
        var crossings = Crossings.Active; // not kept across the await: read again after it
        crossings?.Hop((int)node);
        var firstLeaf = SkyNetTree.FirstLeaf(depth);
        long sum;
        if (SkyNetTree.IsLeaf(node, firstLeaf))
        {
            sum = work.Leaf(SkyNetTree.Ordinal(node, firstLeaf));
        }
        else
        {
            var calls = new Task<long>[SkyNetTree.Fanout];
            for (var i = 0; i < calls.Length; i++)
            {
                var child = GrainFactory.GetGrain<ISkyNetGrain>(SkyNetTree.Child(node, i));
                crossings?.Send((int)SkyNetTree.Child(node, i));
                calls[i] = child.Sum(depth);
            }
            sum = 0;
            foreach (var part in await Task.WhenAll(calls))
            {
                sum += part;
            }
            if (Crossings.Active is { } resumed)
            {
                for (var i = 0; i < calls.Length; i++)
                {
                    resumed.Hop((int)SkyNetTree.Child(node, i));
                }
            }
        }
        Crossings.Active?.Hop((int)node);
        DeactivateOnIdle();
        return sum;
    }
}

/// <summary>
/// What one SkyNet run's grains share, a singleton of the run's silo: the leaves' rule and the activation counts.
/// </summary>
public sealed class SkyNetWork(Func<long, long> leaf)
{
    /// <summary>What a leaf answers, given its ordinal.</summary>
    public Func<long, long> Leaf { get; } = leaf;

    /// <summary>Activations (started) and deactivations (stopped) of SkyNet grains in this silo.</summary>
    internal StopCountdown Counts { get; } = new();
}
