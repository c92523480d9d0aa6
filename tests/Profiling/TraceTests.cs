using System.Text.Json;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using PerfBuf.Profiling;
using PerfBuf.Profiling.Tracing;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// EventPipe capture of this test process (self-attach) around workloads whose contention, GCs and waits are known,
/// and the BenchmarkDotNet diagnoser in-process. Correctness only: counts are checked against what the workload
/// makes happen by construction, never timed.
/// </summary>
[Collection(BdnInProcessCollection.Name)]
public sealed class TraceTests(ITestOutputHelper output) : IDisposable
{
    private readonly string _directory = Directory.CreateTempSubdirectory("perfbuf-trace-tests-").FullName;

    public void Dispose()
    {
        try
        {
            Directory.Delete(_directory, recursive: true);
        }
        catch (IOException)
        {
        }
    }

    private TraceSummary Capture(string name, Action workload) => Capture(name, _ => workload(), threadsOnly: false);

    /// <summary>
    /// Captures <paramref name="workload"/>; with <paramref name="threadsOnly"/> (Linux, where the OS thread ids are
    /// known) the summary counts only the threads the workload adds to the set it is given, not the test runner's.
    /// </summary>
    private TraceSummary Capture(string name, Action<ISet<int>> workload, bool threadsOnly)
    {
        var threads = new HashSet<int>();
        var path = Path.Combine(_directory, name + ".nettrace");
        using (var capture = EventPipeCapture.Start(Environment.ProcessId, path))
        {
            workload(threads);
            capture.Stop();
        }
        var summary = TraceSummary.FromFile(path, threads: threadsOnly && OperatingSystem.IsLinux() ? threads : null);
        output.WriteLine(summary.Describe());
        return summary;
    }

    private static int OsThreadId() => OperatingSystem.IsLinux() ? PerfBuf.Core.Native.Linux.GetTid() : 0;

    /// <summary>
    /// Runs <paramref name="body"/> on two threads, each at least once and then until about
    /// <paramref name="milliseconds"/> have passed; adds their OS thread ids to <paramref name="ids"/> on Linux.
    /// </summary>
    private static void OnTwoThreads(ISet<int> ids, int milliseconds, Action body)
    {
        var until = DateTime.UtcNow.AddMilliseconds(milliseconds);
        var tids = new int[2];
        // each thread writes its own slot: no lock the two could contend on
        var threads = Enumerable.Range(0, 2).Select(i => new Thread(() =>
        {
            tids[i] = OsThreadId();
            do
            {
                body();
            }
            while (DateTime.UtcNow < until);
        })).ToList();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());
        if (OperatingSystem.IsLinux())
        {
            ids.UnionWith(tids);
        }
    }

    [Fact]
    public void Two_threads_fighting_over_a_lock_show_contentions()
    {
        // in each round the test thread holds the lock until the contender is blocked on it (LockBlocking): every
        // round is one blocked acquisition, so the contender's thread shows at least one contention per round
        const int rounds = 20;
        var gate = new object();
        long held = 0, announced = 0, acquired = 0;
        var contenderTid = 0;
        var summary = Capture("contended", ids =>
        {
            var contender = new Thread(() =>
            {
                contenderTid = OsThreadId();
                for (long r = 1; r <= rounds; r++)
                {
                    var clock = System.Diagnostics.Stopwatch.StartNew(); // a limit per round: one hand-over of the lock
                    var spinner = new SpinWait();
                    while (Volatile.Read(ref held) < r)
                    {
                        if (clock.Elapsed > LockBlocking.Limit)
                        {
                            return; // the holder has given up and fails the test
                        }
                        spinner.SpinOnce();
                    }
                    Volatile.Write(ref announced, r);
                    lock (gate)
                    {
                        Volatile.Write(ref acquired, r);
                    }
                }
            }) { IsBackground = true, Name = "contender" };
            contender.Start();
            for (long r = 1; r <= rounds; r++)
            {
                lock (gate)
                {
                    Volatile.Write(ref held, r);
                    LockBlocking.WaitUntilBlocked(contender, ref announced, r);
                }
                var spinner = new SpinWait();
                while (Volatile.Read(ref acquired) < r)
                {
                    spinner.SpinOnce(); // it is blocked on the lock just released: it gets it
                }
            }
            Assert.True(contender.Join(LockBlocking.Limit), "the contender did not finish");
            if (OperatingSystem.IsLinux())
            {
                ids.Add(contenderTid);
            }
        }, threadsOnly: true);
        Assert.True(summary.Contentions >= rounds, summary.Describe());
        Assert.True(summary.ContentionMs > 0, summary.Describe());
    }

    [Fact]
    public void Lock_free_workload_shows_no_contention()
    {
        long counter = 0;
        // the two workload threads only: the test runner's own threads may contend on their locks meanwhile
        var summary = Capture("lock-free", ids => OnTwoThreads(ids, 300, () => Interlocked.Increment(ref counter)), threadsOnly: true);
        Assert.True(counter >= 2);
        Assert.Equal(0, summary.Contentions);
    }

    [Fact]
    public void Forced_gc_is_counted_with_its_pause()
    {
        // GC.Collect(blocking) returns after the runtime has restarted the threads, so the GC's suspend, start, end
        // and restart events are all raised inside the capture, and Stop delivers every event raised before it.
        // The pause is measured between two of those events of the collecting thread: a real GC takes time.
        var summary = Capture("gc", () => GC.Collect(2, GCCollectionMode.Forced, blocking: true));
        Assert.True(summary.Gcs >= 1, summary.Describe());
        Assert.True(summary.GcPauses >= 1, summary.Describe());
        Assert.True(summary.GcPauseMs > 0, summary.Describe());
    }

    [Fact]
    public void ArrayPool_allocations_and_drops_are_counted_when_the_stock_is_too_small()
    {
        // a pool that keeps one array per size: of four rented together, three are allocated on top of the stock
        // (or all four, the first time), and of the four returned three find the stock full and are dropped
        var pool = System.Buffers.ArrayPool<byte>.Create(maxArrayLength: 1024, maxArraysPerBucket: 1);
        var summary = Capture("pool", () =>
        {
            var arrays = Enumerable.Range(0, 4).Select(_ => pool.Rent(1000)).ToList();
            arrays.ForEach(a => pool.Return(a));
        });
        Assert.True(summary.ArrayPoolRents >= 4 && summary.ArrayPoolReturns >= 4, summary.Describe());
        Assert.True(summary.ArrayPoolAllocations >= 3, summary.Describe());
        Assert.True(summary.ArrayPoolDrops >= 3, summary.Describe());
        Assert.Contains(" drops", summary.Describe(), StringComparison.Ordinal);
    }

    [Fact]
    public void Nettrace_file_exists_parses_and_converts_to_speedscope()
    {
        var summary = Capture("file", () =>
        {
            // some thread-pool work, a blocking wait and an ArrayPool round trip, so each counter has a source
            using var done = new CountdownEvent(4);
            for (var i = 0; i < 4; i++)
            {
                ThreadPool.UnsafeQueueUserWorkItem(static d => ((CountdownEvent)d!).Signal(), done);
            }
            done.Wait();
            var buffer = System.Buffers.ArrayPool<byte>.Shared.Rent(1000);
            System.Buffers.ArrayPool<byte>.Shared.Return(buffer);
            using var never = new ManualResetEvent(false);
            never.WaitOne(20);
            // a busy thread for 100 ms of wall-clock time: the sampler, which ticks about once a millisecond, gets
            // many turns however long the machine makes a fixed amount of spinning take
            var busy = System.Diagnostics.Stopwatch.StartNew();
            while (busy.ElapsedMilliseconds < 100)
            {
                Thread.SpinWait(1_000);
            }
        });
        var path = Path.Combine(_directory, "file.nettrace");
        Assert.True(File.Exists(path));
        Assert.True(new FileInfo(path).Length > 0);
        Assert.True(summary.Events > 0);
        Assert.True(summary.WorkItems >= 4, summary.Describe());
        Assert.True(summary.WaitHandleWaits >= 1, summary.Describe());
        Assert.True(summary.ArrayPoolRents >= 1 && summary.ArrayPoolReturns >= 1, summary.Describe());
        Assert.True(summary.StackSamples > 0, summary.Describe());

        var speedScope = Path.Combine(_directory, "file.speedscope.json");
        var samples = SpeedScopeExport.Write(path, speedScope);
        Assert.True(samples > 0);
        using var json = JsonDocument.Parse(File.ReadAllText(speedScope));
        Assert.True(json.RootElement.GetProperty("profiles").GetArrayLength() > 0);
        Assert.True(json.RootElement.GetProperty("shared").GetProperty("frames").GetArrayLength() > 0);

        var roundTrip = TraceSummary.FromJson(summary.ToJson());
        Assert.Equal(summary, roundTrip);
    }

    [Fact]
    public void Diagnoser_traces_each_benchmark_in_process_and_adds_its_columns()
    {
        var log = new AccumulationLogger();
        var diagnoser = new EventPipeTraceDiagnoser(_directory);
        var config = BdnInProcess.Config(log)
            .AddEventPipeTrace(diagnoser)
            .AddFilter(new NameFilter(n => n is nameof(Workloads.ContendedLock) or nameof(Workloads.Empty)));
        var summary = BenchmarkRunner.Run<Workloads>(config);
        output.WriteLine(string.Join("\n", diagnoser.Summaries.Select(s => s.Describe())));
        Assert.False(summary.HasCriticalValidationErrors, string.Join("; ", summary.ValidationErrors.Select(e => e.Message)));
        Assert.All(summary.Reports, r => Assert.True(r.Success, $"{r.BenchmarkCase.DisplayInfo} failed"));

        const int operations = 3 * 16; // 3 actual iterations of 16 invocations
        foreach (var method in new[] { nameof(Workloads.ContendedLock), nameof(Workloads.Empty) })
        {
            var name = $"{nameof(Workloads)}.{method}";
            Assert.True(File.Exists(Path.Combine(_directory, name + EventPipeTraceDiagnoser.NetTraceExtension)), name);
            Assert.True(File.Exists(Path.Combine(_directory, name + EventPipeTraceDiagnoser.SpeedScopeExtension)), name);
            var trace = TraceSummary.FromJson(File.ReadAllText(Path.Combine(_directory, name + EventPipeTraceDiagnoser.SummaryExtension)));
            Assert.Equal(name, trace.Name);
            Assert.Equal(operations, trace.Operations);
            Assert.True(summary.Metric(method, MetricIds.TraceGcCount) >= 0);
            Assert.Equal(trace.Contentions / (double)operations, summary.Metric(method, MetricIds.TraceContentionsPerOp), 1e-9);
        }
        // the contended benchmark makes its contender block once per operation by construction; the whole process
        // is traced, so the column counts at least that
        var contended = summary.Metric(nameof(Workloads.ContendedLock), MetricIds.TraceContentionsPerOp);
        Assert.True(contended >= 1, $"ContendedLock: {contended} contentions/op");
        if (OperatingSystem.IsLinux())
        {
            // per thread, leaving out the test runner's threads: the contender blocked in every measured operation.
            // The empty benchmark never blocks; its thread only starts and stops the capture, whose request/reply
            // over the diagnostics socket can meet the socket's signalling thread on an event's lock a few times,
            // a fixed handful per capture however many operations run, never one per operation
            var contender = TraceSummary.FromFile(Path.Combine(_directory, $"{nameof(Workloads)}.{nameof(Workloads.ContendedLock)}" + EventPipeTraceDiagnoser.NetTraceExtension),
                threads: new HashSet<int> { Workloads.ContenderThreadId });
            Assert.True(contender.Contentions >= operations, contender.Describe());
            var empty = TraceSummary.FromFile(Path.Combine(_directory, $"{nameof(Workloads)}.{nameof(Workloads.Empty)}" + EventPipeTraceDiagnoser.NetTraceExtension),
                threads: new HashSet<int> { Workloads.EmptyThreadId });
            Assert.True(empty.Contentions < operations / 4, empty.Describe());
        }
        Assert.Contains("EventPipeTraceDiagnoser: 2 trace(s)", log.GetLog(), StringComparison.Ordinal);
    }

    [Fact]
    public void Each_class_of_a_run_with_its_own_trace_config_counts_its_operations()
    {
        // The lab gives every benchmark class of an experiment its own config (headline classes run more launches),
        // so one run carries several trace diagnosers; BenchmarkDotNet merges the configs' loggers by Id, and a
        // class whose operation counter lost that merge would trace without knowing its operations.
        var log = new AccumulationLogger();
        var first = new EventPipeTraceDiagnoser(_directory);
        var second = new EventPipeTraceDiagnoser(_directory);
        var infos = new[]
        {
            BenchmarkConverter.TypeToBenchmarks(typeof(Workloads), BdnInProcess.Config(log).AddEventPipeTrace(first)
                .AddFilter(new NameFilter(n => n is nameof(Workloads.Empty)))),
            BenchmarkConverter.TypeToBenchmarks(typeof(Workloads), BdnInProcess.Config(log).AddEventPipeTrace(second)
                .AddFilter(new NameFilter(n => n is nameof(Workloads.TenWorkItems)))),
        };
        Assert.NotEqual(first.OperationCounter.Id, second.OperationCounter.Id);
        var summaries = BenchmarkRunner.Run(infos);
        Assert.All(summaries, s => Assert.All(s.Reports, r => Assert.True(r.Success, $"{r.BenchmarkCase.DisplayInfo} failed")));
        const int operations = 3 * 16; // 3 actual iterations of 16 invocations
        foreach (var method in new[] { nameof(Workloads.Empty), nameof(Workloads.TenWorkItems) })
        {
            var name = $"{nameof(Workloads)}.{method}";
            var trace = TraceSummary.FromJson(File.ReadAllText(Path.Combine(_directory, name + EventPipeTraceDiagnoser.SummaryExtension)));
            Assert.Equal(operations, trace.Operations);
        }
    }

    [Fact]
    public void Diagnoser_refuses_memory_diagnoser_beside_it()
    {
        var config = BdnInProcess.Config(new AccumulationLogger())
            .AddEventPipeTrace(_directory)
            .AddDiagnoser(BenchmarkDotNet.Diagnosers.MemoryDiagnoser.Default)
            .AddFilter(new NameFilter(n => n == nameof(Workloads.Empty)));
        var summary = BenchmarkRunner.Run<Workloads>(config);
        Assert.Contains(summary.ValidationErrors, e => e.IsCritical && e.Message.Contains("MemoryDiagnoser", StringComparison.Ordinal));
    }

    [Fact]
    public void Short_names_are_file_names()
    {
        var cases = BenchmarkConverter.TypeToBenchmarks(typeof(Workloads)).BenchmarksCases;
        var names = cases.Select(EventPipeTraceDiagnoser.ShortName).ToList();
        Assert.Contains("Workloads.ContendedLock", names);
        Assert.All(names, n => Assert.Equal(-1, n.IndexOfAny(Path.GetInvalidFileNameChars())));
        Assert.Equal(names.Count, names.Distinct().Count());
    }
}
