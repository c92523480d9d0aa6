using System.Diagnostics;
using System.Runtime.InteropServices;
using PerfBuf.Core.Counters;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Core;

// Linux-only assertions return early elsewhere: xunit 2.9 has no dynamic skip, and a fake "pass" is avoided by
// asserting the non-Linux contract (a reason, no value) before returning.
public partial class CountersTests(ITestOutputHelper output)
{
    [Fact]
    public void ProcessThreadCounters_sums_threads_and_flags_exited_ones()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.False(ProcessThreadCounters.Read(Environment.ProcessId).HasValue);
            return;
        }
        using var started = new ManualResetEventSlim();
        using var go = new ManualResetEventSlim();
        var workerTid = 0;
        var worker = new Thread(() =>
        {
            workerTid = OperatingSystem.IsLinux() ? PerfBuf.Core.Native.Linux.GetTid() : 0;
            started.Set(); // running: its task is listed from here on
            go.Wait();
            for (var i = 0; i < 10; i++)
            {
                Thread.Sleep(1);
            }
        });
        worker.Start();
        started.Wait();
        var before = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        go.Set();
        worker.Join();
        // Join returns when the managed thread has finished; the kernel lists its task until the OS thread has
        // exited, which takes as long as the scheduler makes it: read again until it is gone (bounded)
        var after = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        var deadline = Stopwatch.StartNew();
        while (after.Threads.ContainsKey(workerTid) && deadline.Elapsed < TimeSpan.FromSeconds(60))
        {
            Thread.Sleep(10);
            after = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        }

        Assert.True(before.Threads.ContainsKey(workerTid), $"worker task {workerTid} not listed while it ran");
        Assert.False(after.Threads.ContainsKey(workerTid), $"worker task {workerTid} still listed 60 s after it finished");
        Assert.True(before.Threads.Count >= 2);
        Assert.Equal(before.Threads.Values.Sum(t => t.Voluntary), before.Voluntary);
        var delta = ProcessThreadCounters.Delta(before, after);
        Assert.True(delta.ThreadsExited >= 1, $"the worker exited between the snapshots: {delta}");
        Assert.True(delta.Voluntary >= 0 && delta.Involuntary >= 0);
    }

    [Fact]
    public void Delta_counts_per_thread_new_threads_in_full_and_exits_apart()
    {
        var before = new ProcessThreadCounters(1, new Dictionary<int, ThreadSwitchCounts>
        {
            [10] = new(100, 5),
            [11] = new(50, 1), // exits
        });
        var after = new ProcessThreadCounters(1, new Dictionary<int, ThreadSwitchCounts>
        {
            [10] = new(130, 7),
            [12] = new(4, 2), // new
        });
        Assert.Equal(new ContextSwitchDelta(34, 4, ThreadsExited: 1, ThreadsStarted: 1), ProcessThreadCounters.Delta(before, after));
    }

    [Fact]
    public void Status_parser_reads_both_counters()
    {
        const string status = "Name:\tdotnet\nState:\tS (sleeping)\nvoluntary_ctxt_switches:\t123\nnonvoluntary_ctxt_switches:\t7\n";
        Assert.True(ProcessThreadCounters.TryParseStatus(status, out var counts));
        Assert.Equal(new ThreadSwitchCounts(123, 7), counts);
        Assert.False(ProcessThreadCounters.TryParseStatus("Name:\tx\n", out _));
    }

    [Theory]
    [InlineData(PerfEvent.CpuCycles)]
    [InlineData(PerfEvent.Instructions)]
    [InlineData(PerfEvent.CacheMisses)]
    public void Hardware_counter_gives_a_value_or_a_reason(PerfEvent perfEvent)
    {
        var opened = PerfCounter.Open(perfEvent);
        if (!opened.TryGetValue(out var counter))
        {
            Assert.False(string.IsNullOrWhiteSpace(opened.Reason));
            Assert.False(PerfEvents.Probe(perfEvent).HasValue);
            return;
        }
        using (counter)
        {
            // cycles and instructions: any user-mode loop retires instructions and takes cycles. Cache misses: a
            // register-only loop may miss nothing, so the counted work walks memory no cache can hold
            var lines = perfEvent == PerfEvent.CacheMisses ? UncachedWalk.Create() : null;
            counter.Enable();
            var sum = lines is null ? SumLoop() : lines.Walk(100_000);
            counter.Disable();
            Assert.True(sum > 0);
            Assert.True(counter.Read().Value.Count > 0);
        }
    }

    [Fact]
    public void Syscall_counter_counts_at_least_the_calls_made_on_every_thread_of_a_process_or_gives_a_reason()
    {
        using var counters = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.Syscalls]);
        var before = counters.Read(PerfEvent.Syscalls);
        if (!before.HasValue)
        {
            Assert.False(string.IsNullOrWhiteSpace(before.Reason));
            return;
        }
        const int Calls = 2_000;
        counters.Enable();
        var worker = new Thread(() =>
        {
            using var sink = new FileStream("/dev/null", FileMode.Open, FileAccess.Write, FileShare.ReadWrite, bufferSize: 0);
            for (var i = 0; i < Calls; i++)
            {
                sink.Write([1]); // one write(2) each: the stream has no buffer
            }
        });
        worker.Start();
        worker.Join();
        counters.Disable();
        var counted = counters.Read(PerfEvent.Syscalls).Value.Count;
        Assert.InRange(counted, Calls, Calls * 20L);
    }

    /// <summary>
    /// One system call's tracepoint counts that call and no other: this thread makes exactly N write(2) calls (libc's
    /// write on /dev/null) and N gettid(2) calls (the raw system call) inside the window; each tracepoint counts at
    /// least N and at most N plus what the runtime's other threads made of the same call meanwhile (a small slack),
    /// and the count of every system call holds both.
    /// </summary>
    [Fact]
    public void Tracepoint_counters_count_each_system_call_apart_or_give_a_reason()
    {
        const int Calls = 20_000;
        const int Slack = 5_000; // the same calls by other threads of this process inside the window (tests run in parallel); a count taken twice would be 2 × Calls
        const string Writes = "syscalls/sys_enter_write";
        const string Gettids = "syscalls/sys_enter_gettid";
        using var counters = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.Syscalls], [Writes, Gettids]);
        foreach (var reading in new[] { counters.Read(PerfEvent.Syscalls), counters.ReadTracepoint(Writes), counters.ReadTracepoint(Gettids) })
        {
            if (!reading.HasValue)
            {
                Assert.False(string.IsNullOrWhiteSpace(reading.Reason));
                output.WriteLine($"not counted here: {reading.Reason}");
                return;
            }
        }
        Debug.Assert(OperatingSystem.IsLinux(), "the counters opened: this is Linux");
        using var sink = File.OpenHandle("/dev/null", FileMode.Open, FileAccess.Write);
        var fd = (int)sink.DangerousGetHandle();
        byte one = 1;
        var written = 0;
        counters.Enable();
        for (var i = 0; i < Calls; i++)
        {
            written += (int)Write(fd, ref one, 1);
        }
        for (var i = 0; i < Calls; i++)
        {
            PerfBuf.Core.Native.Linux.GetTid(); // the raw system call: no C library caches it
        }
        counters.Disable();
        Assert.Equal(Calls, written);

        var writes = counters.ReadTracepoint(Writes);
        var gettids = counters.ReadTracepoint(Gettids);
        var total = counters.Read(PerfEvent.Syscalls);
        Assert.True(writes.HasValue, writes.Reason);
        Assert.True(gettids.HasValue, gettids.Reason);
        Assert.True(total.HasValue, total.Reason);
        output.WriteLine($"{Calls} writes and {Calls} gettids made: write {writes.Value.Count}, gettid {gettids.Value.Count}, "
            + $"all system calls {total.Value.Count} ({counters.Threads} threads)");
        Assert.InRange(writes.Value.Count, Calls, Calls + Slack);
        Assert.InRange(gettids.Value.Count, Calls, Calls + Slack);
        Assert.True(total.Value.Count >= writes.Value.Count + gettids.Value.Count,
            $"all system calls {total.Value.Count} < write {writes.Value.Count} + gettid {gettids.Value.Count}");
    }

    [LibraryImport("libc", EntryPoint = "write", SetLastError = true)]
    private static partial nint Write(int fd, ref byte buffer, nuint count);

    private static long SumLoop()
    {
        var sum = 0L;
        for (var i = 0; i < 1_000_000; i++)
        {
            sum += i;
        }
        return sum;
    }

    /// <summary>
    /// Reads of cache lines no cache holds: one line per step, a fixed number of lines apart in a buffer four times
    /// the largest cache the machine reports (128 MiB when it reports none). Each page is written once first, so
    /// the reads land on real memory (an untouched page would be the kernel's shared zero page); the buffer is
    /// then far larger than what any cache kept, and the steps cross pages, where prefetchers do not follow.
    /// </summary>
    private sealed class UncachedWalk
    {
        private const int IntsPerLine = 64 / sizeof(int);
        private const int IntsPerPage = 4096 / sizeof(int);
        private const int StrideLines = 1_000_003; // odd: visits every line of a power-of-two count before repeating
        private readonly int[] _buffer;
        private readonly int _lineMask;

        private UncachedWalk(long bytes)
        {
            var lines = (int)System.Numerics.BitOperations.RoundUpToPowerOf2((ulong)(bytes / 64));
            _lineMask = lines - 1;
            _buffer = GC.AllocateUninitializedArray<int>(lines * IntsPerLine);
            for (var i = 0; i < _buffer.Length; i += IntsPerPage)
            {
                _buffer[i] = i;
            }
        }

        public static UncachedWalk Create()
        {
            long largest = 0;
            const string caches = "/sys/devices/system/cpu/cpu0/cache";
            foreach (var size in Directory.Exists(caches) ? Directory.GetFiles(caches, "size", SearchOption.AllDirectories) : [])
            {
                var text = File.ReadAllText(size).Trim();
                if (text.EndsWith('K') && long.TryParse(text[..^1], out var kib))
                {
                    largest = Math.Max(largest, kib * 1024);
                }
            }
            return new UncachedWalk(largest > 0 ? Math.Clamp(4 * largest, 64L << 20, 1L << 30) : 128L << 20);
        }

        /// <summary>Reads <paramref name="steps"/> lines; returns a value that depends on every read.</summary>
        public long Walk(int steps)
        {
            long sum = 1;
            var line = 0;
            for (var i = 0; i < steps; i++)
            {
                line = (line + StrideLines) & _lineMask;
                sum += _buffer[line * IntsPerLine] + line;
            }
            return sum;
        }
    }

    [Fact]
    public void Hardware_counter_probe_agrees_with_machine_info()
    {
        var probe = PerfEvents.HardwareCounters;
        Assert.Equal(probe.HasValue, PerfBuf.Core.MachineInfo.Current.HardwareCountersAvailable);
        Assert.Equal(probe.Reason, PerfBuf.Core.MachineInfo.Current.HardwareCountersReason);
    }

    [Fact]
    public void Process_counters_keep_exited_threads_and_take_in_threads_created_later()
    {
        if (!OperatingSystem.IsLinux())
        {
            using var none = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.TaskClock]);
            Assert.False(none.Read(PerfEvent.TaskClock).HasValue);
            return;
        }
        using var go = new ManualResetEventSlim();
        long exitedNs = 0, createdNs = 0;
        // listed when the counters open, exits inside the window
        var exiting = new Thread(() =>
        {
            go.Wait();
            exitedNs = SpinOnCpu(TimeSpan.FromMilliseconds(100));
        });
        exiting.Start();
        using var counters = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.TaskClock]);
        counters.Enable();
        go.Set();
        // created inside the window by this (listed) thread: counted through inherit
        var created = new Thread(() => createdNs = SpinOnCpu(TimeSpan.FromMilliseconds(100)));
        created.Start();
        created.Join();
        exiting.Join();
        counters.Disable();

        var total = counters.Read(PerfEvent.TaskClock);
        Assert.True(total.HasValue, total.Reason);
        Assert.True(counters.Threads >= 2, $"{counters.Threads} threads listed");
        Assert.True(exitedNs > 0 && createdNs > 0, $"exited thread {exitedNs} ns, created thread {createdNs} ns on CPU");
        // both threads' CPU time is in the sum (schedstat is updated at ticks and switches: a little slack)
        Assert.True(total.Value.Count >= 0.9 * (exitedNs + createdNs),
            $"task clock {total.Value.Count} ns < exited thread {exitedNs} ns + created thread {createdNs} ns");
        Assert.False(total.Value.Multiplexed);
    }

    [Fact]
    public void Process_counters_give_hardware_counts_or_the_kernels_reason()
    {
        using var counters = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.CpuCycles]);
        counters.Enable();
        counters.Disable();
        var cycles = counters.Read(PerfEvent.CpuCycles);
        Assert.Equal(PerfEvents.HardwareCounters.HasValue, cycles.HasValue);
        if (!cycles.HasValue)
        {
            Assert.False(string.IsNullOrWhiteSpace(cycles.Reason));
        }
    }

    /// <summary>Spins for <paramref name="wall"/>; returns the calling thread's time on CPU meanwhile (schedstat, ns).</summary>
    private static long SpinOnCpu(TimeSpan wall)
    {
        var before = OnCpuNs();
        var clock = Stopwatch.StartNew();
        var x = 0L;
        while (clock.Elapsed < wall)
        {
            x += x ^ clock.ElapsedTicks;
        }
        GC.KeepAlive(x);
        return OnCpuNs() - before;
    }

    private static long OnCpuNs() =>
        long.Parse(File.ReadAllText("/proc/thread-self/schedstat").Split(' ')[0], System.Globalization.CultureInfo.InvariantCulture);
}
