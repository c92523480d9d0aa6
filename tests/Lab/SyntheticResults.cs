using System.Text.Json;
using PerfBuf.Lab;
using PerfBuf.Profiling;

namespace PerfBuf.Tests.Lab;

/// <summary>A results/ tree of one full run of experiment E97 on machine m1, written by a test, and the rows it holds.</summary>
internal sealed class SyntheticResults : IDisposable
{
    public const string Experiment = "E97";

    public string Root { get; } = Directory.CreateTempSubdirectory("perfbuf-synthetic-").FullName;

    public void Dispose() => Directory.Delete(Root, recursive: true);

    /// <summary>A definition of its own (not in the catalogue) in folder E97-X.</summary>
    public static Experiment Definition(IReadOnlyList<Headline> headlines, IReadOnlyList<TableShape>? tables = null, IReadOnlyList<Type>? benchmarks = null) =>
        new("?", "", "", "", benchmarks ?? [], headlines, DefinitionFile: "/repo/src/Experiments/E97-X/XExperiment.cs") { Tables = tables ?? [] };

    /// <summary>Replaces the run's rows with <paramref name="rows"/>.</summary>
    public void Store(params ResultRow[] rows) => StoreRuns(rows);

    /// <summary>Replaces results/ with one full run per element of <paramref name="runs"/>, an hour apart, oldest first.</summary>
    public void StoreRuns(params ResultRow[][] runs) => StoreRuns(dirtyFiles: null, runs);

    /// <summary>As <see cref="StoreRuns(ResultRow[][])"/>, every run recorded with uncommitted changes to <paramref name="dirtyFiles"/> where given.</summary>
    public void StoreRuns(string? dirtyFiles, params ResultRow[][] runs)
    {
        var results = Path.Combine(Root, "results");
        if (Directory.Exists(results))
        {
            Directory.Delete(results, recursive: true);
        }
        var store = new ResultStore(results);
        for (var i = 0; i < runs.Length; i++)
        {
            var started = new DateTime(2026, 1, 1).AddHours(i);
            var dir = store.CreateRunDirectory("m1", Experiment, started, "abc1234", quick: false);
            ResultStore.WriteRecord(dir, new EnvRecord
            {
                Experiment = Experiment,
                Job = "Full",
                StartedUtc = started,
                Commit = "abc1234def",
                Dirty = dirtyFiles is not null,
                DirtyFiles = dirtyFiles ?? "",
                Machine = new MachineRecord { Id = "m1", CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
            });
            File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(new LabJsonFile { Rows = [.. runs[i]] }, LabJsonFile.JsonOptions));
        }
    }

    /// <summary>
    /// Adds the points of a core-count sweep <paramref name="stamp"/> (the results already stored stay): per element a full
    /// run on that many CPUs (CPUs 0…N−1; the machine has 2, so a 2-CPU point records none), a minute apart.
    /// </summary>
    public void StoreSweep(string stamp, params (int Cpus, ResultRow[] Rows)[] points)
    {
        var store = new ResultStore(Path.Combine(Root, "results"));
        for (var i = 0; i < points.Length; i++)
        {
            var started = DateTime.ParseExact(stamp, "yyyyMMdd-HHmmss", System.Globalization.CultureInfo.InvariantCulture).AddMinutes(i);
            var (cpus, rows) = points[i];
            var dir = store.CreateRunDirectory("m1", Experiment, started, "abc1234", quick: false, cpus: cpus);
            ResultStore.WriteRecord(dir, new EnvRecord
            {
                Experiment = Experiment,
                Job = "Full",
                StartedUtc = started,
                Commit = "abc1234def",
                Machine = new MachineRecord { Id = "m1", CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2, SweepOrder = [0, 1] },
                Cpus = cpus < 2 ? [.. Enumerable.Range(0, cpus)] : null,
                Sweep = stamp,
            });
            File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(new LabJsonFile { Rows = [.. rows] }, LabJsonFile.JsonOptions));
        }
    }

    /// <summary>A successful row of class <paramref name="type"/> with the given metrics per operation (null: not measured).</summary>
    public static ResultRow Row(string type, string method, string parameters, double meanNs, bool baseline = false,
        double? workItemsPerOp = null, double? crossingsPerOp = null)
    {
        var row = new ResultRow { Type = type, Method = method, Parameters = parameters, Baseline = baseline, Success = true, MeanNs = meanNs };
        if (workItemsPerOp is { } w)
        {
            row.Metrics[MetricIds.CompletedWorkItems] = w;
        }
        if (crossingsPerOp is { } c)
        {
            row.Metrics[MetricIds.CrossingsPerOp] = c;
        }
        return row;
    }

    public Report Report() => new(new RepoPaths(Root));
}
