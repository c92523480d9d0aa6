using System.Globalization;

namespace PerfBuf.Core.Counters;

/// <summary>Context switches of one thread, as /proc/&lt;pid&gt;/task/&lt;tid&gt;/status reports them.</summary>
public readonly record struct ThreadSwitchCounts(long Voluntary, long Involuntary);

/// <summary>
/// Context switches of every live thread of a process (any process the caller may read, e.g. a benchmark child),
/// from <c>/proc/&lt;pid&gt;/task/*/status</c> (<c>voluntary_ctxt_switches</c>, <c>nonvoluntary_ctxt_switches</c>).
/// </summary>
/// <remarks>
/// Only live threads are listed: a thread that exits takes its counts with it. Compare two snapshots with
/// <see cref="Delta"/>, which counts per thread and reports the threads that vanished in between (their switches
/// after the first snapshot are lost) instead of hiding them. A thread that starts and ends between the two
/// snapshots is invisible to both. Linux only.
/// </remarks>
public sealed class ProcessThreadCounters
{
    internal ProcessThreadCounters(int processId, IReadOnlyDictionary<int, ThreadSwitchCounts> threads)
    {
        ProcessId = processId;
        Threads = threads;
        foreach (var counts in threads.Values)
        {
            Voluntary += counts.Voluntary;
            Involuntary += counts.Involuntary;
        }
    }

    public int ProcessId { get; }

    /// <summary>Counts per thread id (kernel tid) of the threads alive at the snapshot.</summary>
    public IReadOnlyDictionary<int, ThreadSwitchCounts> Threads { get; }

    /// <summary>Ids of the threads seen.</summary>
    public IEnumerable<int> ThreadIds => Threads.Keys;

    /// <summary>Sum of voluntary switches over the live threads.</summary>
    public long Voluntary { get; }

    /// <summary>Sum of involuntary switches over the live threads.</summary>
    public long Involuntary { get; }

    /// <summary>Reads all threads of process <paramref name="pid"/>.</summary>
    public static Outcome<ProcessThreadCounters> Read(int pid)
    {
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<ProcessThreadCounters>.NotAvailable(Outcome.NotOnThisOs("per-thread context-switch counts come from Linux /proc"));
        }
        var listed = ProcessTasks.List(pid);
        if (!listed.TryGetValue(out var tids))
        {
            return Outcome<ProcessThreadCounters>.NotAvailable(listed.Reason!);
        }
        var taskDir = ProcessTasks.Folder(pid);
        var threads = new Dictionary<int, ThreadSwitchCounts>(tids.Length);
        foreach (var tid in tids)
        {
            string status;
            try
            {
                status = File.ReadAllText($"{taskDir}/{tid.ToString(CultureInfo.InvariantCulture)}/status");
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                continue; // the thread exited between listing and reading: it is simply not in this snapshot
            }
            if (TryParseStatus(status, out var counts))
            {
                threads[tid] = counts;
            }
        }
        if (threads.Count == 0)
        {
            return Outcome<ProcessThreadCounters>.NotAvailable($"no readable thread status under {taskDir} (process gone, or the kernel lacks *_ctxt_switches)");
        }
        return Outcome<ProcessThreadCounters>.Ok(new ProcessThreadCounters(pid, threads));
    }

    /// <summary>
    /// Switches between two snapshots of the same process, summed per thread: threads alive in both count
    /// after − before; threads that started in between count in full; threads that exited in between are
    /// counted in <see cref="ContextSwitchDelta.ThreadsExited"/> (their switches after <paramref name="before"/> are lost).
    /// </summary>
    public static ContextSwitchDelta Delta(ProcessThreadCounters before, ProcessThreadCounters after)
    {
        ArgumentNullException.ThrowIfNull(before);
        ArgumentNullException.ThrowIfNull(after);
        if (before.ProcessId != after.ProcessId)
        {
            ThrowHelper.InvalidOperation($"snapshots of different processes ({before.ProcessId}, {after.ProcessId})");
        }
        long voluntary = 0, involuntary = 0;
        var started = 0;
        foreach (var (tid, now) in after.Threads)
        {
            if (before.Threads.TryGetValue(tid, out var then) && now.Voluntary >= then.Voluntary && now.Involuntary >= then.Involuntary)
            {
                voluntary += now.Voluntary - then.Voluntary;
                involuntary += now.Involuntary - then.Involuntary;
            }
            else
            {
                // new thread (or a reused tid whose counters restarted): all of its switches are in the window
                started++;
                voluntary += now.Voluntary;
                involuntary += now.Involuntary;
            }
        }
        var exited = before.Threads.Keys.Count(tid => !after.Threads.ContainsKey(tid));
        return new ContextSwitchDelta(voluntary, involuntary, exited, started);
    }

    internal static bool TryParseStatus(string status, out ThreadSwitchCounts counts)
    {
        long? voluntary = null, involuntary = null;
        foreach (var line in status.AsSpan().EnumerateLines())
        {
            if (line.StartsWith("voluntary_ctxt_switches:"))
            {
                voluntary = ParseValue(line);
            }
            else if (line.StartsWith("nonvoluntary_ctxt_switches:"))
            {
                involuntary = ParseValue(line);
            }
        }
        counts = new ThreadSwitchCounts(voluntary ?? 0, involuntary ?? 0);
        return voluntary is not null && involuntary is not null;
    }

    private static long? ParseValue(ReadOnlySpan<char> line)
    {
        var value = line[(line.IndexOf(':') + 1)..].Trim();
        return long.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var n) ? n : null;
    }
}

/// <summary>Context switches between two <see cref="ProcessThreadCounters"/> snapshots.</summary>
/// <param name="Voluntary">Voluntary switches of the threads seen in the second snapshot.</param>
/// <param name="Involuntary">Involuntary switches of the threads seen in the second snapshot.</param>
/// <param name="ThreadsExited">Threads of the first snapshot missing from the second: their later switches are not counted.</param>
/// <param name="ThreadsStarted">Threads of the second snapshot missing from the first (counted in full).</param>
public readonly record struct ContextSwitchDelta(long Voluntary, long Involuntary, int ThreadsExited, int ThreadsStarted);
