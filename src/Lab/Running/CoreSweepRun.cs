using System.Diagnostics;
using System.Globalization;
using PerfBuf.Core;
using PerfBuf.Core.Threading;

namespace PerfBuf.Lab;

/// <summary>
/// `lab run Exx --cpus 1,2,…`: the experiment once per CPU count, each time in a lab process started restricted to the
/// first N CPUs of the machine's sweep order (<see cref="CpuTopology.SweepOrder"/>: one thread per physical core before
/// any SMT sibling).
/// </summary>
/// <remarks>
/// Why a new process per count: the runtime reads how many CPUs it may use once, at start (Environment.ProcessorCount,
/// the thread pool's size, server GC's heaps), and the experiments' parameters that scale with cores are computed in the
/// lab's process when it plans the cases. A process started with the restricted mask sees N from its first instruction,
/// and every process it starts (BenchmarkDotNet's benchmark processes) inherits the mask. Setting the affinity of a
/// running process on Linux changes one thread only (sched_setaffinity acts on a thread), and BenchmarkDotNet's job
/// affinity is applied that way, after the runtime has started its threads.
/// </remarks>
public static class CoreSweepRun
{
    /// <summary>The option, as typed.</summary>
    public const string Option = "--cpus";

    /// <summary>The environment variable a sweep's lab process finds its sweep's stamp in (recorded in env.json).</summary>
    public const string Variable = "PERFBUF_LAB_SWEEP";

    /// <summary>The CPU counts of a <c>--cpus</c> value ("1,2,4"): ascending, each once; bad input throws with the reason.</summary>
    public static IReadOnlyList<int> ParseCounts(string text)
    {
        var counts = new SortedSet<int>();
        foreach (var part in text.Split(',', StringSplitOptions.TrimEntries))
        {
            if (!int.TryParse(part, NumberStyles.None, CultureInfo.InvariantCulture, out var n) || n < 1)
            {
                throw new LabUsageException($"{Option} takes CPU counts separated by commas (e.g. {Option} 1,2,4); '{part}' is not a count of 1 or more");
            }
            counts.Add(n);
        }
        return [.. counts];
    }

    /// <summary>
    /// The CPUs a sweep takes, in order: the machine's sweep order restricted to the CPUs this process may use (in that
    /// order), or the allowed CPUs in index order where the OS does not describe the topology.
    /// </summary>
    public static IReadOnlyList<int> Order(IReadOnlyList<int>? sweepOrder, IReadOnlyList<int> allowed) =>
        sweepOrder is { Count: > 0 } order ? [.. order.Where(allowed.Contains)] : allowed;

    /// <summary>The CPU set of each count: the first N of <paramref name="order"/>; a count beyond it throws.</summary>
    public static IReadOnlyList<IReadOnlyList<int>> Plan(IReadOnlyList<int> counts, IReadOnlyList<int> order)
    {
        if (counts.FirstOrDefault(n => n > order.Count) is var beyond and > 0)
        {
            throw new LabUsageException($"{Option} {beyond}: this process may use {order.Count} CPU(s) ({string.Join(',', order)}); " +
                                        $"the counts must be between 1 and {order.Count}");
        }
        return [.. counts.Select(n => (IReadOnlyList<int>)[.. order.Take(n)])];
    }

    /// <summary>A lab process's arguments without the sweep option (<c>--cpus 1,2</c>, <c>--cpus=1,2</c> or <c>--cpus:1,2</c>).</summary>
    public static string[] WithoutOption(IReadOnlyList<string> labArgs)
    {
        var kept = new List<string>();
        for (var i = 0; i < labArgs.Count; i++)
        {
            if (labArgs[i] == Option)
            {
                i++; // and its value
            }
            else if (!labArgs[i].StartsWith(Option + "=", StringComparison.Ordinal) && !labArgs[i].StartsWith(Option + ":", StringComparison.Ordinal))
            {
                kept.Add(labArgs[i]);
            }
        }
        return [.. kept];
    }

    /// <summary>
    /// What this lab process runs on: the CPUs it may use where they are fewer than the machine's (else null), and the
    /// sweep it is a point of (from <see cref="Variable"/>; else null).
    /// </summary>
    public static (List<int>? Cpus, string? Sweep) OfThisProcess(MachineRecord machine)
    {
        var allowed = ThreadAffinity.AllowedCpus();
        var cpus = allowed.HasValue && allowed.Value.Count < machine.LogicalCores ? allowed.Value.ToList() : null;
        var sweep = Environment.GetEnvironmentVariable(Variable);
        return (cpus, string.IsNullOrWhiteSpace(sweep) ? null : sweep);
    }

    /// <summary>
    /// Runs the sweep: for each CPU set, a lab process with <paramref name="childArgs"/> started restricted to it, one after
    /// the other; then checks that each filed a run on exactly its CPUs. Returns the sweep's stamp and the worst exit code.
    /// </summary>
    public static (string Stamp, int ExitCode) Run(IReadOnlyList<IReadOnlyList<int>> plan, string[] childArgs, Action<string> say)
    {
        var stamp = DateTime.UtcNow.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture);
        var worst = 0;
        foreach (var cpus in plan)
        {
            say($"core-count sweep {stamp}: {SweepTable.CpusText(cpus.Count)} (CPUs {string.Join(',', cpus)})");
            using var child = Start(cpus, childArgs, stamp);
            child.WaitForExit();
            worst = Math.Max(worst, child.ExitCode);
        }
        return (stamp, worst);
    }

    /// <summary>Starts this lab (same executable, same working directory) with <paramref name="args"/>, restricted to <paramref name="cpus"/>.</summary>
    private static Process Start(IReadOnlyList<int> cpus, string[] args, string stamp)
    {
        var self = Environment.ProcessPath ?? throw new LabUsageException("cannot tell which executable runs the lab (no process path)");
        var start = new ProcessStartInfo(self) { UseShellExecute = false };
        if (Path.GetFileNameWithoutExtension(self).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            start.ArgumentList.Add(typeof(CoreSweepRun).Assembly.Location);
        }
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }
        start.Environment[Variable] = stamp;
        // the child is forked by this thread, so it inherits the restricted mask (Linux); on Windows from the process
        var restricted = ThreadAffinity.RestrictChildProcesses(cpus);
        if (!restricted.HasValue)
        {
            throw new LabUsageException($"{Option}: cannot restrict a process to CPUs {string.Join(',', cpus)}: {restricted.Reason}");
        }
        using (restricted.Value)
        {
            return Process.Start(start) ?? throw new LabUsageException($"could not start {self}");
        }
    }

    /// <summary>
    /// Every point of <paramref name="sweep"/> as planned: a run at each count whose CPUs are the planned set (a point
    /// on the whole machine records none); the text of each mismatch, empty when the restriction held everywhere.
    /// </summary>
    public static IReadOnlyList<string> Check(IReadOnlyList<IReadOnlyList<int>> plan, IReadOnlyList<StoredRun> points, int logicalCores)
    {
        var problems = new List<string>();
        foreach (var cpus in plan)
        {
            var point = points.LastOrDefault(p => p.Record.CpuCount == cpus.Count);
            var ran = point?.Record.Cpus;
            if (point is null)
            {
                problems.Add($"no run was filed on {SweepTable.CpusText(cpus.Count)}");
            }
            else if (cpus.Count < logicalCores ? ran is null || !ran.SequenceEqual(cpus.Order()) : ran is not null)
            {
                problems.Add($"the run on {SweepTable.CpusText(cpus.Count)} ({point.Name}) could use " +
                             $"{(ran is null ? "the whole machine" : "CPUs " + string.Join(',', ran))}, not CPUs {string.Join(',', cpus)}");
            }
        }
        return problems;
    }
}
