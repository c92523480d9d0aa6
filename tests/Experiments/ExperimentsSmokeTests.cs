using PerfBuf.Experiments.Harness;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Experiments;

/// <summary>Smoke tests change process-wide switches (Scale.Smoke, Check.Sabotage): run them alone.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class SmokeCollection
{
    public const string Name = "Experiments smoke (not parallel)";
}

/// <summary>
/// Every benchmark method runs once (at smoke scale) and its own self-check passes; with a deliberately
/// wrong expected checksum every one of them fails, which proves each benchmark really checks its result.
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class ExperimentsSmokeTests : IDisposable
{
    public ExperimentsSmokeTests() => Scale.Smoke = true;

    public void Dispose()
    {
        Scale.Smoke = false;
        Check.Sabotage = 0;
        Check.PlantFault = false;
    }

    public static TheoryData<string> Cases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases())
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Benchmark_runs_once_and_its_self_check_passes(string name)
    {
        CrossingsMetric.Forget();
        SmokeRunner.RunOnce(SmokeRunner.Find(name));
        var crossings = CrossingsMetric.Last;
        Assert.False(double.IsNaN(crossings), $"{name} reported no thread crossings: its cleanup must run the counting pass (CrossingsMetric)");
        Assert.True(double.IsFinite(crossings) && crossings >= 0, $"{name}: crossings per operation {crossings}");
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Benchmark_with_a_wrong_expected_checksum_fails(string name)
    {
        Check.Sabotage = 1;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        Assert.Contains("expected", error.Message);
    }

    /// <summary>
    /// The benchmarks whose work honours <see cref="Check.PlantFault"/>, as each experiment's definition declares them
    /// (<see cref="Experiment.PlantedFaultRows"/>).
    /// </summary>
    public static TheoryData<string> PlantedCases()
    {
        var data = new TheoryData<string>();
        var experiments = Catalog.All.ToDictionary(e => e.Namespace, StringComparer.Ordinal);
        foreach (var bc in SmokeRunner.AllCases().Where(bc =>
                     experiments.TryGetValue(bc.Descriptor.Type.Namespace ?? "", out var experiment)
                     && experiment.PlantsFaultIn(bc.Descriptor.Type.Name, bc.Descriptor.WorkloadMethod.Name)))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(PlantedCases))]
    public void Benchmark_with_a_planted_fault_in_its_work_fails(string name)
    {
        Check.PlantFault = true;
        Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
    }
}
