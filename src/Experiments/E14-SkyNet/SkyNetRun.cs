using System.Diagnostics;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Profiling;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

/// <summary>One implementation of SkyNet, as <see cref="SkyNetRun"/> drives it: one call builds one whole tree.</summary>
internal interface ISkyNetRow
{
    /// <summary>What the row is, for error messages.</summary>
    string Name { get; }

    /// <summary>True when the row's nodes are actors (grains) whose starts and stops it counts; the .NET baselines'
    /// nodes are method calls and tasks, which count nothing.</summary>
    bool CountsActors { get; }

    /// <summary>
    /// Builds one tree of depth <paramref name="depth"/> in a host of its own, torn down before returning
    /// (<see cref="SkyNetHost"/>), and returns the root's answer and the counts.
    /// </summary>
    /// <exception cref="TimeoutException">No answer, or not every stop, within <paramref name="patience"/>.</exception>
    SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience);
}

/// <summary>
/// E14's invocation: one whole SkyNet of depth D on one row, checked — the root's answer must be
/// 10^D · (10^D − 1) / 2, and for the actor rows every one of the (10^(D+1) − 1) / 9 actors must have started and
/// stopped, and the row's own count of live actors must be 0 after its host's teardown. A wrong, missing or late answer
/// fails the invocation (it never reports a number). Under <see cref="Check.PlantFault"/> leaf 0 answers 1 instead of
/// its ordinal 0: the work itself is wrong and the root's sum must catch it.
/// </summary>
/// <remarks>
/// Reported metrics (<see cref="Report"/>), averaged or taken over every invocation of the benchmark process, warm-ups
/// included: "Host ms/op", the time an invocation spent creating and tearing down its host (part of its time); and
/// "Peak WS +MB", how far the process's peak working set (<see cref="Process.PeakWorkingSet64"/>: VmHWM on Linux, the
/// most resident memory the process ever had) rose above its working set at the row's global setup, before the first
/// invocation — the largest footprint any one invocation added, the runtime's heap that it did not give back
/// included. And "Crossings/op" (<see cref="CountCrossings"/>), per actor as the table reads (a tree's crossings ÷ its
/// (10^(D+1) − 1) / 9 actors): each node's start message and its answer to its parent are one journey in the slot of
/// the node's number — the start's send by the parent, its handling, the answer's send, the answer's handling by the
/// parent (the root's: the invocation's thread, once the answer is in); so at most 3 per actor.
/// </remarks>
internal sealed class SkyNetRun
{
    /// <summary>How long a root's answer, and then every actor's stop, may take before the run counts them as lost.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromMinutes(5);

    private static readonly Func<long, long> s_ordinal = static ordinal => ordinal;
    private static readonly Func<long, long> s_plantedOrdinal = static ordinal => ordinal == 0 ? 1 : ordinal;

    private readonly ISkyNetRow _row;
    private readonly long _workingSetAtSetup;
    private TimeSpan _host;
    private int _invocations;
    private bool _verified;

    /// <param name="row">The implementation.</param>
    /// <param name="depth">D: levels below the root.</param>
    public SkyNetRun(ISkyNetRow row, int depth)
    {
        ArgumentNullException.ThrowIfNull(row);
        SkyNetTree.ThrowIfBadDepth(depth);
        _row = row;
        Depth = depth;
        using var process = Process.GetCurrentProcess();
        _workingSetAtSetup = process.WorkingSet64;
    }

    /// <summary>D: levels below the root.</summary>
    public int Depth { get; }

    /// <summary>One whole tree, checked; returns the root's answer.</summary>
    public long Invoke()
    {
        var leaf = Check.Planted == 0 ? s_ordinal : s_plantedOrdinal;
        SkyNetResult result;
        try
        {
            result = _row.Run(Depth, leaf, Patience);
        }
        catch (Exception e) when (e is not BenchmarkVerificationException)
        {
            // no answer: a timeout of ours, or the implementation's own failure (Orleans' response timeout at D = 6)
            var cause = e is AggregateException { InnerException: { } inner } ? inner : e;
            Check.Fail($"{_row.Name} (D = {Depth}): no answer — {cause.GetType().FullName}: {cause.Message}");
            throw; // not reached
        }
        _host += result.Host;
        _invocations++;
        Check.Equal(SkyNetTree.ExpectedSum(Depth), result.Sum, $"{_row.Name}: the root's answer (D = {Depth})");
        if (_row.CountsActors)
        {
            var nodes = SkyNetTree.Nodes(Depth);
            Check.Equal(nodes, result.Spawned, $"{_row.Name}: actors started");
            Check.Equal(nodes, result.Stopped, $"{_row.Name}: actors stopped");
            Check.Equal(0, result.LiveAfter, $"{_row.Name}: actors live after the teardown");
        }
        _verified = true;
        return result.Sum;
    }

    /// <summary>
    /// Counts the crossings of one more tree (only after an invocation that verified), per operation (one tree) as
    /// every metric column is; the table and the headlines divide by the tree's actors, as they do work items.
    /// </summary>
    public void CountCrossings()
    {
        if (_verified)
        {
            var nodes = checked((int)SkyNetTree.Nodes(Depth));
            CrossingsMetric.Count(slots: nodes, operations: 1, () => Invoke());
        }
    }

    /// <summary>Prints the host time per invocation and the peak working set's rise as the metric lines the lab turns into columns.</summary>
    public void Report()
    {
        if (_invocations == 0)
        {
            return;
        }
        ReportedMetrics.Write("HostMsPerOp", "Host ms/op", _host.TotalMilliseconds / _invocations);
        using var process = Process.GetCurrentProcess();
        ReportedMetrics.Write("PeakWorkingSetRiseMB", "Peak WS +MB", (process.PeakWorkingSet64 - _workingSetAtSetup) / (1024.0 * 1024.0));
    }
}

/// <summary>
/// A node's answer during a crossings counting pass: the value with the node's index among its siblings (0 … 9) in its
/// low 4 bits, so that the parent knows whose journey the answer ends (its slot: the child's number).
/// </summary>
internal static class CountedPart
{
    /// <summary><paramref name="value"/>, answered by node <paramref name="node"/> (not the root).</summary>
    public static long Encode(long value, long node) => (value << 4) | ((node - 1) % SkyNetTree.Fanout);

    /// <summary>The value of an answer <paramref name="part"/> from a child of <paramref name="parent"/>, whose hop (the
    /// answer's handling) is recorded in the child's slot.</summary>
    public static long Hop(Crossings crossings, long parent, long part)
    {
        crossings.Hop((int)SkyNetTree.Child(parent, (int)(part & 0xF)));
        return part >> 4;
    }
}
