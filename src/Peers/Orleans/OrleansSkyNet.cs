using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E14's SkyNet (seed 003) on Microsoft Orleans 10.4.2: one run starts an in-process silo of its own
/// (<see cref="InProcessSilo"/>, set up as E11's and E12's), calls the root grain (<see cref="SkyNetGrain"/>, key 0) from
/// the co-hosted client, waits until every activation has been deactivated, and stops the silo before returning.
/// </summary>
/// <remarks>
/// The seed reports Orleans as FAILED on this workload without saying how; here every setting that bears on it is
/// Orleans' default — the response timeout included (30 s in 10.4.2): a grain call not answered within it fails with a
/// <c>TimeoutException</c>, which the run passes on — so what happens at each depth is what an application with the
/// defaults would see. One exception: the silo's console log is at <c>LogLevel.Critical</c>, since a tree that outlives
/// the response timeout makes Orleans log a warning for every call that timed out (over a million at D = 6) and an
/// error with a stack trace for every message it then drops; the run reports the root call's exception instead. The
/// silo's start and stop are timed in <see cref="SkyNetResult.Host"/>.
/// Follows Orleans' Ping benchmarks' tree grain (test/Benchmarks/Ping/TreeGrain.cs; its details not confirmed here) for
/// grain calls fanning out; differs as <see cref="InProcessSilo"/> says, a new silo per run.
/// </remarks>
public static class OrleansSkyNet
{
    private const string Name = "Orleans";

    /// <summary>
    /// Builds one tree of depth <paramref name="depth"/> of grains and returns the root's answer and the activation counts.
    /// </summary>
    /// <param name="depth">D: levels below the root (10^D leaves).</param>
    /// <param name="leaf">What a leaf answers, given its ordinal (the workload's own rule, the same for every row).</param>
    /// <param name="patience">How long the root's answer, and then every deactivation, may take.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="leaf"/> is null.</exception>
    /// <exception cref="TimeoutException">No answer, or not every deactivation, within <paramref name="patience"/>.</exception>
    /// <exception cref="AggregateException">The root's call failed (Orleans' own error inside).</exception>
    public static SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        SkyNetTree.ThrowIfBadDepth(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        var work = new SkyNetWork(leaf);
        return SkyNetHost.Run(Name,
            () => InProcessSilo.StartAsync(services => services.AddSingleton(work), LogLevel.Critical).GetAwaiter().GetResult(),
            silo => Build(silo, work, depth, patience),
            silo => silo.DisposeAsync().AsTask(),
            patience);
    }

    private static SkyNetResult Build(InProcessSilo silo, SkyNetWork work, int depth, TimeSpan patience)
    {
        work.Counts.ArmTotal(SkyNetTree.Nodes(depth));
        var crossings = Crossings.Active;
        var root = silo.GrainFactory.GetGrain<ISkyNetGrain>(0);
        crossings?.Send(0);
        var sum = SkyNetHost.Answer(root.Sum(depth), Name, depth, patience);
        crossings?.Hop(0);
        SkyNetHost.Stopped(work.Counts.Wait, () => work.Counts.StoppedCount, Name, depth, patience);
        var spawned = work.Counts.StartedCount;
        var stopped = work.Counts.StoppedCount;
        return new SkyNetResult(sum, spawned, stopped, spawned - stopped);
    }
}
