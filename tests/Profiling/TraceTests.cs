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
/// and the BenchmarkDotNet diagnoser in-process. Correctness only: counts are checked for zero / non-zero, never timed.
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

    /// <summary>
    /// Runs <paramref name="body"/> on two threads for about <paramref name="milliseconds"/>; adds their OS thread
    /// ids to <paramref name="ids"/> on Linux.
    /// </summary>
    private static void OnTwoThreads(ISet<int> ids, int milliseconds, Action body)
    {
        var until = DateTime.UtcNow.AddMilliseconds(milliseconds);
        var threads = Enumerable.Range(0, 2).Select(_ => new Thread(() =>
        {
            if (OperatingSystem.IsLinux())
            {
                lock (ids)
                {
                    ids.Add(PerfBuf.Core.Native.Linux.GetTid());
                }
            }
            while (DateTime.UtcNow < until)
            {
                body();
            }
        })).ToList();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => t.Join());
    }

    [Fact]
    public void Two_threads_fighting_over_a_lock_show_contentions()
    {
        var gate = new object();
        long inside = 0;
        var summary = Capture("contended", ids => OnTwoThreads(ids, 300, () =>
        {
            lock (gate)
            {
                inside++;
                Thread.SpinWait(20_000); // long enough that the other thread spins out and blocks
            }
            Thread.SpinWait(50);
        }), threadsOnly: true);
        Assert.True(inside > 0);
        Assert.True(summary.Contentions > 0, summary.Describe());
        Assert.True(summary.ContentionMs > 0, summary.Describe());
    }

    [Fact]
    public void Lock_free_workload_shows_no_contention()
    {
        long counter = 0;
        // the two workload threads only: the test runner's own threads may contend on their locks meanwhile
        var summary = Capture("lock-free", ids => OnTwoThreads(ids, 300, () => Interlocked.Increment(ref counter)), threadsOnly: true);
        Assert.True(counter > 0);
        Assert.Equal(0, summary.Contentions);
    }

    [Fact]
    public void Forced_gc_is_counted_with_its_pause()
    {
        var summary = Capture("gc", () =>
        {
            GC.Collect(2, GCCollectionMode.Forced, blocking: true);
            Thread.Sleep(50);
        });
        Assert.True(summary.Gcs >= 1, summary.Describe());
        Assert.True(summary.GcPauses >= 1, summary.Describe());
        Assert.True(summary.GcPauseMs > 0, summary.Describe());
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
            Thread.SpinWait(2_000_000); // some samples of a busy thread
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

        foreach (var method in new[] { nameof(Workloads.ContendedLock), nameof(Workloads.Empty) })
        {
            var name = $"{nameof(Workloads)}.{method}";
            Assert.True(File.Exists(Path.Combine(_directory, name + EventPipeTraceDiagnoser.NetTraceExtension)), name);
            Assert.True(File.Exists(Path.Combine(_directory, name + EventPipeTraceDiagnoser.SpeedScopeExtension)), name);
            var stored = TraceSummary.FromJson(File.ReadAllText(Path.Combine(_directory, name + EventPipeTraceDiagnoser.SummaryExtension)));
            Assert.Equal(name, stored.Name);
            Assert.Equal(3 * 16, stored.Operations); // 3 actual iterations of 16 invocations
            Assert.True(summary.Metric(method, MetricIds.TraceGcCount) >= 0);
        }
        // the contended benchmark blocks the contender about once per operation; the empty one does not block at all,
        // but the whole process is traced and the test runner's threads may contend now and then beside it
        var contended = summary.Metric(nameof(Workloads.ContendedLock), MetricIds.TraceContentionsPerOp);
        var empty = summary.Metric(nameof(Workloads.Empty), MetricIds.TraceContentionsPerOp);
        Assert.True(contended > 0.1, $"ContendedLock: {contended} contentions/op");
        Assert.True(empty < contended && empty < 0.25, $"Empty: {empty} contentions/op, ContendedLock: {contended}");
        Assert.Contains("EventPipeTraceDiagnoser: 2 trace(s)", log.GetLog(), StringComparison.Ordinal);
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
