using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using PerfBuf.Profiling.Tracing;
using OsThreadState = System.Diagnostics.ThreadState;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// The summary code both trace sources share, fed ETW-shaped events: what an .etl of a benchmark process holds (the
/// kernel's CSwitch and ReadyThread events of every process, the runtime's and EventSource events of the traced process
/// and of another .NET process, the host), event by event, as <see cref="TraceEventFeed.ReadEtl"/> hands them over.
/// The EventPipe path goes through the same builder in <see cref="TraceTests"/>, on real captures.
/// </summary>
public sealed class TraceSummaryBuilderTests
{
    private const int Traced = 4000;   // the benchmark process
    private const int Host = 4100;     // the lab's own process: .NET too, its runtime events must not count
    private const int Other = 5000;    // any other process on the machine
    private const int Producer = 4001; // threads of the traced process
    private const int Consumer = 4002;
    private const int Stranger = 5001; // a thread of another process
    private const int Idle = 0;        // the idle thread, process 0

    private static TracePoint At(int process, int thread, double ms) => new(process, thread, ms);

    private static ContextSwitch Switch(double ms, int oldProcess, int oldThread, OsThreadState oldState, int newProcess, int newThread) =>
        new(ms, oldProcess, oldThread, oldState, newProcess, newThread);

    private static TraceSummaryBuilder Etw(IReadOnlySet<int>? threads = null) => new(Traced, threads) { SeesScheduler = true };

    [Fact]
    public void Context_switches_count_the_traced_threads_switched_out_split_by_whether_they_could_still_run()
    {
        var b = Etw();
        b.OnContextSwitch(Switch(1.0, Traced, Producer, OsThreadState.Wait, Traced, Consumer));   // producer blocks: voluntary
        b.OnContextSwitch(Switch(1.1, Traced, Consumer, OsThreadState.Wait, Idle, Idle));         // consumer blocks: voluntary
        b.OnContextSwitch(Switch(1.2, Idle, Idle, OsThreadState.Running, Traced, Producer));      // the idle thread: never
        b.OnContextSwitch(Switch(1.3, Traced, Producer, OsThreadState.Ready, Other, Stranger));   // preempted: involuntary
        b.OnContextSwitch(Switch(1.4, Other, Stranger, OsThreadState.Ready, Traced, Producer));   // another process's thread out: no
        b.OnContextSwitch(Switch(1.5, Traced, Consumer, OsThreadState.Standby, Traced, Producer)); // still runnable: involuntary
        b.OnContextSwitch(Switch(1.6, Traced, Producer, (OsThreadState)7, Other, Stranger));      // Windows' DeferredReady: involuntary
        b.OnContextSwitch(Switch(1.7, Traced, Consumer, OsThreadState.Transition, Idle, Idle));   // blocked, stack paged out: voluntary
        b.OnContextSwitch(Switch(1.8, Other, Stranger, OsThreadState.Wait, Idle, Idle));          // another process blocks: no
        var s = b.ToSummary("switches", TraceSummary.EtwSource, eventsLost: 0);
        Assert.Equal(3, s.VoluntarySwitches);
        Assert.Equal(3, s.InvoluntarySwitches);
        Assert.Equal(0, s.Wakeups);
    }

    [Fact]
    public void Wake_ups_are_ready_thread_events_of_the_traced_threads()
    {
        var b = Etw();
        b.OnReadyThread(At(Traced, Consumer, 1.0));  // the producer's signal readies the consumer
        b.OnReadyThread(At(Traced, Producer, 1.1));  // and back
        b.OnReadyThread(At(Other, Stranger, 1.2));   // another process's thread: no
        b.OnReadyThread(At(Traced, Consumer, 1.3));
        Assert.Equal(3, b.ToSummary("wake", TraceSummary.EtwSource, 0).Wakeups);
    }

    [Fact]
    public void Runtime_events_of_another_dotnet_process_are_left_out()
    {
        // with the ETW session's process filter the host's runtime events should not reach the file; the summary
        // does not rely on it
        var b = Etw();
        foreach (var process in new[] { Traced, Host })
        {
            b.OnContentionStart(At(process, process + 1, 1.0));
            b.OnContentionStop(At(process, process + 1, 2.0), durationNs: 1_000_000);
            b.OnGcStart(At(process, process + 2, 3.0));
            b.OnGcSuspendStart(At(process, process + 2, 3.0), GCSuspendEEReason.SuspendForGC);
            b.OnGcRestartStop(At(process, process + 2, 3.5));
            b.OnWorkerThreadStart(At(process, process + 3, 4.0));
            b.OnThreadPoolAdjustment(At(process, process + 3, 4.0), ThreadAdjustmentReason.Starvation);
            b.OnWaitStart(At(process, process + 1, 5.0));
            b.OnWaitStop(At(process, process + 1, 5.25));
            b.OnEventSourceEvent(At(process, process + 1, 6.0), EventPipeCapture.FrameworkProvider, 31);
            b.OnEventSourceEvent(At(process, process + 1, 6.0), EventPipeCapture.ArrayPoolProvider, 1);
        }
        var s = b.ToSummary("two processes", TraceSummary.EtwSource, 0);
        Assert.Equal((1, 1.0), (s.Contentions, s.ContentionMs));
        Assert.Equal((1, 1, 0.5), (s.Gcs, s.GcPauses, s.GcPauseMs));
        Assert.Equal((1, 1), (s.WorkerThreadsStarted, s.StarvationInjections));
        Assert.Equal((1, 0.25), (s.WaitHandleWaits, s.WaitHandleWaitMs));
        Assert.Equal((1, 1), (s.WorkItems, s.ArrayPoolRents));
    }

    [Fact]
    public void Allocation_ticks_are_summed_per_type_most_bytes_first_and_only_for_the_traced_process()
    {
        var b = Etw();
        b.OnAllocationTick(At(Traced, Producer, 1.0), "System.Byte[]", 100_000);
        b.OnAllocationTick(At(Traced, Consumer, 2.0), "Frame", 100_500);
        b.OnAllocationTick(At(Traced, Producer, 3.0), "System.Byte[]", 101_000);
        b.OnAllocationTick(At(Traced, Producer, 3.5), null, 99_000);
        b.OnAllocationTick(At(Host, Host + 1, 4.0), "System.String", 1_000_000); // another process: left out
        var s = b.ToSummary("allocations", TraceSummary.EtwSource, 0);
        Assert.Equal(
            [new AllocationSample("System.Byte[]", 201_000, 2), new AllocationSample("Frame", 100_500, 1), new AllocationSample("(unnamed)", 99_000, 1)],
            s.SampledAllocations);
        Assert.Equal(s.SampledAllocations, TraceSummary.FromJson(s.ToJson()).SampledAllocations);
        Assert.Contains("sampled allocations System.Byte[] 196 KB", s.Describe(), StringComparison.Ordinal);
    }

    [Fact]
    public void Contention_time_is_the_stop_events_duration_or_else_start_to_stop_on_one_thread()
    {
        var b = Etw();
        b.OnContentionStart(At(Traced, Producer, 10.0));
        b.OnContentionStart(At(Traced, Consumer, 10.5));
        b.OnContentionStop(At(Traced, Consumer, 11.0), durationNs: null);   // a runtime before .NET 8: paired, 0.5 ms
        b.OnContentionStop(At(Traced, Producer, 12.0), durationNs: 250_000); // .NET 8+: its own duration, 0.25 ms
        b.OnContentionStop(At(Traced, Producer, 13.0), durationNs: null);    // no start left: no time
        var s = b.ToSummary("contention", TraceSummary.EtwSource, 0);
        Assert.Equal(2, s.Contentions);
        Assert.Equal(0.75, s.ContentionMs, 9);
    }

    [Fact]
    public void Thread_pool_work_items_are_dequeues_and_injections_only_for_stuck_work()
    {
        var b = Etw();
        for (var i = 0; i < 5; i++)
        {
            b.OnEventSourceEvent(At(Traced, Producer, i), EventPipeCapture.FrameworkProvider, 30); // ThreadPoolEnqueueWork
            b.OnEventSourceEvent(At(Traced, Consumer, i + 0.5), EventPipeCapture.FrameworkProvider, 31); // ThreadPoolDequeueWork
        }
        b.OnEventSourceEvent(At(Traced, Consumer, 9), "Some.Other.EventSource", 31);
        b.OnThreadPoolAdjustment(At(Traced, Producer, 10), ThreadAdjustmentReason.Starvation);
        b.OnThreadPoolAdjustment(At(Traced, Producer, 11), ThreadAdjustmentReason.CooperativeBlocking);
        b.OnThreadPoolAdjustment(At(Traced, Producer, 12), ThreadAdjustmentReason.ClimbingMove);
        b.OnThreadPoolAdjustment(At(Traced, Producer, 13), ThreadAdjustmentReason.Warmup);
        var s = b.ToSummary("pool", TraceSummary.EtwSource, 0);
        Assert.Equal(5, s.WorkItems);
        Assert.Equal(2, s.StarvationInjections);
    }

    [Fact]
    public void ArrayPool_event_ids_are_rents_allocations_returns_and_drops()
    {
        var b = Etw();
        foreach (var (id, times) in new[] { (1, 4), (2, 3), (3, 4), (6, 2), (4, 7) }) // 4 = BufferTrimmed: not counted
        {
            for (var i = 0; i < times; i++)
            {
                b.OnEventSourceEvent(At(Traced, Producer, i), EventPipeCapture.ArrayPoolProvider, id);
            }
        }
        var s = b.ToSummary("pool", TraceSummary.EtwSource, 0);
        Assert.Equal((4L, 3L, 4L, 2L), (s.ArrayPoolRents, s.ArrayPoolAllocations, s.ArrayPoolReturns, s.ArrayPoolDrops));
    }

    [Fact]
    public void Gc_pause_runs_from_the_gc_suspension_to_the_restart_of_the_same_thread()
    {
        var b = Etw();
        const int gcThread = Producer;
        b.OnGcSuspendStart(At(Traced, gcThread, 20.0), GCSuspendEEReason.SuspendForGC);
        b.OnGcStart(At(Traced, gcThread, 20.1));
        b.OnGcSuspendStart(At(Traced, Consumer, 20.2), GCSuspendEEReason.SuspendOther); // a debugger/profiler suspension between
        b.OnGcRestartStop(At(Traced, Consumer, 20.3));                                 // closes nothing of the GC's
        b.OnGcRestartStop(At(Traced, gcThread, 22.0));
        b.OnGcSuspendStart(At(Traced, gcThread, 30.0), GCSuspendEEReason.SuspendOther); // not for a GC: no pause
        b.OnGcRestartStop(At(Traced, gcThread, 31.0));
        var s = b.ToSummary("gc", TraceSummary.EtwSource, 0);
        Assert.Equal(1, s.Gcs);
        Assert.Equal(1, s.GcPauses);
        Assert.Equal(2.0, s.GcPauseMs, 9);
    }

    [Fact]
    public void A_thread_filter_keeps_thread_events_of_its_threads_and_every_process_wide_event()
    {
        var b = Etw(threads: new HashSet<int> { Consumer });
        b.OnContextSwitch(Switch(1, Traced, Producer, OsThreadState.Wait, Traced, Consumer));
        b.OnContextSwitch(Switch(2, Traced, Consumer, OsThreadState.Wait, Traced, Producer));
        b.OnReadyThread(At(Traced, Producer, 3));
        b.OnReadyThread(At(Traced, Consumer, 4));
        b.OnContentionStart(At(Traced, Producer, 5));
        b.OnWaitStart(At(Traced, Consumer, 6));
        b.OnGcStart(At(Traced, Producer, 7));
        b.OnWorkerThreadStart(At(Traced, Producer, 8));
        var s = b.ToSummary("filtered", TraceSummary.EtwSource, 0);
        Assert.Equal((1L, 0L, 1L), (s.VoluntarySwitches!.Value, s.InvoluntarySwitches!.Value, s.Wakeups!.Value));
        Assert.Equal((0, 1), (s.Contentions, s.WaitHandleWaits));
        Assert.Equal((1, 1), (s.Gcs, s.WorkerThreadsStarted));
    }

    [Fact]
    public void A_count_the_source_cannot_see_is_absent_not_zero()
    {
        var etw = Etw().ToSummary("etw", TraceSummary.EtwSource, 0);
        Assert.Equal((0L, 0L, 0L), (etw.VoluntarySwitches!.Value, etw.InvoluntarySwitches!.Value, etw.Wakeups!.Value));
        Assert.Null(etw.StackSamples);
        Assert.DoesNotContain("StackSamples", etw.ToJson(), StringComparison.Ordinal);

        var eventPipe = new TraceSummaryBuilder { SamplesStacks = true }.ToSummary("ep", TraceSummary.EventPipeSource, 0);
        Assert.Equal(0, eventPipe.StackSamples);
        Assert.Null(eventPipe.VoluntarySwitches);
        Assert.Null(eventPipe.Wakeups);
        Assert.DoesNotContain("Switches", eventPipe.ToJson(), StringComparison.Ordinal);
        Assert.Equal(eventPipe, TraceSummary.FromJson(eventPipe.ToJson()));
        Assert.Equal(etw, TraceSummary.FromJson(etw.ToJson()));
    }

    [Fact]
    public void A_ping_pong_as_an_etl_shows_it_fills_every_column_the_eventpipe_summary_has_and_the_scheduler_ones()
    {
        // Two threads of the traced process hand a message back and forth through a lock and an event, 10 rounds,
        // on a machine where a thread of another process runs too; the host's runtime logs a contention of its own.
        var b = Etw();
        var t = 0.0;
        for (var round = 0; round < 10; round++)
        {
            var (from, to) = round % 2 == 0 ? (Producer, Consumer) : (Consumer, Producer);
            b.OnEvent(t);
            b.OnEventSourceEvent(At(Traced, from, t), EventPipeCapture.ArrayPoolProvider, 1);   // rent the message's buffer
            b.OnContentionStart(At(Traced, from, t += 0.01));                                    // the lock is held
            b.OnContentionStop(At(Traced, from, t += 0.02), durationNs: 20_000);
            b.OnReadyThread(At(Traced, to, t += 0.01));                                         // signal the other side
            b.OnWaitStart(At(Traced, from, t += 0.01));                                         // and wait for the reply
            b.OnContextSwitch(Switch(t, Traced, from, OsThreadState.Wait, Traced, to));
            b.OnEventSourceEvent(At(Traced, to, t += 0.01), EventPipeCapture.ArrayPoolProvider, 3); // the receiver returns it
            b.OnEventSourceEvent(At(Traced, to, t), EventPipeCapture.FrameworkProvider, 31);   // and posts a continuation
            b.OnContextSwitch(Switch(t += 0.01, Traced, to, OsThreadState.Ready, Other, Stranger)); // preempted
            b.OnContextSwitch(Switch(t += 0.01, Other, Stranger, OsThreadState.Wait, Traced, to));
            b.OnWaitStop(At(Traced, from, t += 0.01));
            b.OnEvent(t);
        }
        b.OnContentionStart(At(Host, Host + 1, t)); // the host's own lock
        b.OnGcSuspendStart(At(Traced, Producer, t += 1), GCSuspendEEReason.SuspendForGC);
        b.OnGcStart(At(Traced, Producer, t));
        b.OnGcRestartStop(At(Traced, Producer, t += 0.5));
        b.OnEvent(t);
        var s = b.ToSummary("PingPong", TraceSummary.EtwSource, eventsLost: 0) with { Operations = 10, DurationMs = t };

        Assert.Equal(TraceSummary.EtwSource, s.Source);
        Assert.Equal((10L, 10L, 10L), (s.VoluntarySwitches!.Value, s.InvoluntarySwitches!.Value, s.Wakeups!.Value));
        Assert.Equal(10, s.Contentions);
        Assert.Equal(0.2, s.ContentionMs, 9);
        Assert.Equal(10, s.WaitHandleWaits);
        Assert.Equal(10, s.WorkItems);
        Assert.Equal((10L, 10L, 0L, 0L), (s.ArrayPoolRents, s.ArrayPoolReturns, s.ArrayPoolAllocations, s.ArrayPoolDrops));
        Assert.Equal((1L, 1L), (s.Gcs, s.GcPauses));
        Assert.Equal(0.5, s.GcPauseMs, 9);
        Assert.Equal(1.0, s.PerOperation(s.VoluntarySwitches.Value));
        Assert.Equal(21, s.Events);
        Assert.Equal(t, s.EventSpanMs, 9);
        Assert.Contains("10 voluntary/10 involuntary context switches, 10 wake-ups over", s.Describe(), StringComparison.Ordinal);
        Assert.EndsWith("(ETW), 10 ops", s.Describe(), StringComparison.Ordinal);
    }
}
