using PerfBuf.Core.Native;

namespace PerfBuf.Core.Counters;

/// <summary>
/// perf_event_open counters on every thread of a process (this one, or any the caller may trace, e.g. a benchmark
/// child): one <see cref="PerfCounter"/> per thread and event, opened with inherit on each thread that
/// <c>/proc/&lt;pid&gt;/task</c> lists, so that threads created afterwards are counted in their creator's counter.
/// <see cref="Open"/>, <see cref="Enable"/>, run, <see cref="Disable"/>, <see cref="Read"/> (the sum over the threads).
/// </summary>
/// <remarks>
/// <para>Exited threads are not lost: the kernel keeps the count of a watched thread that exits (its counter stays
/// readable) and adds an inherited thread's count to its creator's counter.</para>
/// <para>What can be missed is a thread created between the listing and the opening of its creator's counter. The
/// counters are opened disabled, so <see cref="Open"/> lists the threads again once they are open: a thread it did not
/// list may be such a thread (or one created after its creator's counter was open, and counted), so it closes
/// everything and starts over, up to <see cref="Attempts"/> times. If new threads still appear on the last attempt,
/// <see cref="ThreadsMissed"/> says how many may be missing from the counts.</para>
/// <para>An event that cannot be opened (no PMU, not allowed, not Linux) reads as not available, with the kernel's
/// reason, never as a number; so does an event any of whose counters fails to enable, disable or read.</para>
/// </remarks>
public sealed class ProcessPerfCounters : IDisposable
{
    /// <summary>How many times <see cref="Open"/> tries to open the counters before a window in which no thread appeared.</summary>
    public const int Attempts = 3;

    // keyed by the event's name, or "tracepoint:group/name" for a named tracepoint
    private readonly Dictionary<string, List<PerfCounter>> _counters;
    private readonly Dictionary<string, string> _unavailable;

    private ProcessPerfCounters(int processId, Dictionary<string, List<PerfCounter>> counters, Dictionary<string, string> unavailable, int threads)
    {
        ProcessId = processId;
        _counters = counters;
        _unavailable = unavailable;
        Threads = threads;
    }

    public int ProcessId { get; }

    /// <summary>The threads listed when the counters were opened (each has one counter per event).</summary>
    public int Threads { get; }

    /// <summary>Threads that appeared while the counters were being opened, after the last attempt: they may be uncounted.</summary>
    public int ThreadsMissed { get; private set; }

    /// <summary>
    /// Opens disabled counters for <paramref name="events"/> and for the named <paramref name="tracepoints"/> ("group/name"
    /// under tracefs' events, e.g. "syscalls/sys_enter_futex") on every thread of <paramref name="processId"/>.
    /// </summary>
    public static ProcessPerfCounters Open(int processId, IReadOnlyCollection<PerfEvent> events, IReadOnlyCollection<string>? tracepoints = null)
    {
        ArgumentNullException.ThrowIfNull(events);
        var keys = events.Select(KeyOf).Concat((tracepoints ?? []).Select(TracepointKey)).ToArray();
        if (!OperatingSystem.IsLinux())
        {
            var reason = Outcome.NotOnThisOs("perf_event_open is a Linux API (on Windows, ETW is the equivalent)");
            return new ProcessPerfCounters(processId, [], keys.ToDictionary(k => k, _ => reason), 0);
        }
        for (var attempt = 1; ; attempt++)
        {
            var listed = ProcessTasks.List(processId);
            if (!listed.TryGetValue(out var threads))
            {
                return new ProcessPerfCounters(processId, [], keys.ToDictionary(k => k, _ => listed.Reason!), 0);
            }
            var opened = new ProcessPerfCounters(processId, [], [], threads.Length);
            foreach (var perfEvent in events)
            {
                opened.OpenOnThreads(KeyOf(perfEvent), threads, (tid, out errno) => PerfCounter.Open(perfEvent, tid, inherit: true, out errno));
            }
            foreach (var tracepoint in tracepoints ?? [])
            {
                opened.OpenOnThreads(TracepointKey(tracepoint), threads, (tid, out errno) => PerfCounter.OpenTracepoint(tracepoint, tid, inherit: true, out errno));
            }
            var missed = ProcessTasks.List(processId).TryGetValue(out var now) ? now.Except(threads).Count() : 0;
            if (missed == 0 || attempt == Attempts)
            {
                opened.ThreadsMissed = missed;
                return opened;
            }
            opened.Dispose();
        }
    }

    /// <summary>Starts every counter.</summary>
    public void Enable() => Control(static c => c.TryEnable());

    /// <summary>Stops every counter; <see cref="Read"/> keeps returning the totals.</summary>
    public void Disable() => Control(static c => c.TryDisable());

    /// <summary>The sum of <paramref name="perfEvent"/> over every thread's counter, or why there is none.</summary>
    public Outcome<PerfReading> Read(PerfEvent perfEvent) => Read(KeyOf(perfEvent));

    /// <summary>The sum of the named tracepoint's counts over every thread's counter, or why there is none.</summary>
    public Outcome<PerfReading> ReadTracepoint(string tracepoint) => Read(TracepointKey(tracepoint));

    private static string KeyOf(PerfEvent perfEvent) => perfEvent.ToString();

    private static string TracepointKey(string tracepoint) => $"tracepoint:{tracepoint}";

    private delegate Outcome<PerfCounter> OpenOne(int threadId, out int errno);

    private Outcome<PerfReading> Read(string key)
    {
        if (_unavailable.TryGetValue(key, out var reason))
        {
            return Outcome<PerfReading>.NotAvailable(reason);
        }
        if (!_counters.TryGetValue(key, out var counters))
        {
            return Outcome<PerfReading>.NotAvailable($"{key} was not opened");
        }
        var sum = default(PerfReading);
        foreach (var counter in counters)
        {
            var reading = counter.Read();
            if (!reading.TryGetValue(out var value))
            {
                return Outcome<PerfReading>.NotAvailable($"thread {counter.ThreadId}: {reading.Reason}");
            }
            sum += value;
        }
        return Outcome<PerfReading>.Ok(sum);
    }

    public void Dispose()
    {
        foreach (var counters in _counters.Values)
        {
            counters.ForEach(c => c.Dispose());
        }
    }

    private void OpenOnThreads(string key, int[] threads, OpenOne open)
    {
        var counters = new List<PerfCounter>(threads.Length);
        _counters[key] = counters;
        foreach (var tid in threads)
        {
            var opened = open(tid, out var errno);
            if (opened.TryGetValue(out var counter))
            {
                counters.Add(counter);
            }
            else if (errno != Linux.ESRCH) // ESRCH: the thread exited since the listing, before anything was counted
            {
                Fail(key, opened.Reason!);
                return;
            }
        }
    }

    private void Control(Func<PerfCounter, string?> control)
    {
        foreach (var (key, counters) in _counters.ToArray()) // Fail removes from _counters
        {
            foreach (var counter in counters)
            {
                if (control(counter) is { } error)
                {
                    Fail(key, $"thread {counter.ThreadId}: {error}");
                    break;
                }
            }
        }
    }

    private void Fail(string key, string reason)
    {
        _unavailable.TryAdd(key, reason);
        if (_counters.Remove(key, out var counters))
        {
            counters.ForEach(c => c.Dispose());
        }
    }
}
