using System.Diagnostics;
using PerfBuf.Core.Counters;

namespace PerfBuf.Tests.Core;

// Linux-only assertions return early elsewhere: xunit 2.9 has no dynamic skip, and a fake "pass" is avoided by
// asserting the non-Linux contract (a reason, no value) before returning.
public class CountersTests
{
    [Fact]
    public void ProcessThreadCounters_sums_threads_and_flags_exited_ones()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.False(ProcessThreadCounters.Read(Environment.ProcessId).HasValue);
            return;
        }
        using var go = new ManualResetEventSlim();
        var worker = new Thread(() =>
        {
            go.Wait();
            for (var i = 0; i < 10; i++)
            {
                Thread.Sleep(1);
            }
        });
        worker.Start();
        Thread.Sleep(20);
        var before = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        go.Set();
        worker.Join();
        // Join returns when the managed thread has finished; the kernel may list its task a moment longer
        var after = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        var deadline = Stopwatch.StartNew();
        while (ProcessThreadCounters.Delta(before, after).ThreadsExited == 0 && deadline.Elapsed < TimeSpan.FromSeconds(5))
        {
            Thread.Sleep(10);
            after = ProcessThreadCounters.Read(Environment.ProcessId).Value;
        }

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

    [Fact]
    public void Software_context_switch_counter_counts_or_says_why()
    {
        var opened = PerfCounter.Open(PerfEvent.ContextSwitches);
        if (!opened.TryGetValue(out var counter))
        {
            Assert.False(string.IsNullOrWhiteSpace(opened.Reason));
            Assert.Throws<InvalidOperationException>(() => opened.Value);
            return;
        }
        using (counter)
        {
            counter.Reset();
            counter.Enable();
            for (var i = 0; i < 10; i++)
            {
                Thread.Sleep(1);
            }
            counter.Disable();
            var count = counter.Read();
            Assert.True(count.HasValue, count.Reason);
            Assert.True(count.Value >= 10, $"10 sleeps, {count.Value} switches counted");
        }
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
            counter.Enable();
            var sum = 0L;
            for (var i = 0; i < 1_000_000; i++)
            {
                sum += i;
            }
            counter.Disable();
            Assert.True(sum > 0);
            Assert.True(counter.Read().Value > 0);
        }
    }

    [Fact]
    public void Hardware_counter_probe_agrees_with_machine_info()
    {
        var probe = PerfEvents.HardwareCounters;
        Assert.Equal(probe.HasValue, PerfBuf.Core.MachineInfo.Current.HardwareCountersAvailable);
        Assert.Equal(probe.Reason, PerfBuf.Core.MachineInfo.Current.HardwareCountersReason);
    }
}
