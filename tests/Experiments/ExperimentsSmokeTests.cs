using PerfBuf.Experiments.Harness;

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
        SmokeRunner.RunOnce(SmokeRunner.Find(name));
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
    /// The benchmarks whose work honours <see cref="Check.PlantFault"/>: E00's (whose results the work itself cannot
    /// get wrong by arithmetic alone: a ping-pong, a spin call, an increment), the two floors E01 runs beside
    /// its rings (ping-pong and stream copy), every E12 row, ours and the peers' (one sender sends one Add fewer, so the counter's total
    /// comes up short), and every E14 row, ours, the baselines and the peers' (leaf 0 answers 1 instead of its ordinal,
    /// so the root's sum comes out one too high).
    /// </summary>
    public static TheoryData<string> PlantedCases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc =>
                     bc.Descriptor.Type.Namespace is "PerfBuf.Experiments.E00" or "PerfBuf.Experiments.E12" or "PerfBuf.Experiments.E14"
                     || bc.Descriptor.WorkloadMethod.Name == "Floor"))
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
