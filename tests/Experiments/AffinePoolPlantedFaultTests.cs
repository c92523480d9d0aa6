using PerfBuf.Experiments.E10;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E10's checks catch a wrong implementation, not only a wrong expected value: under <see cref="Check.PlantFault"/>
/// every E10 benchmark (every row, peers included where they are built, every parameter cell) makes one deliberate
/// mistake in its work — a fan-out actor handles one message as the wrong payload, a chain actor forwards one token as
/// if it had hopped twice, the spawn leaves one actor out — and must throw. (The smoke test's wrong expected checksum
/// covers the same checks from the other side.)
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class AffinePoolPlantedFaultTests : IDisposable
{
    public AffinePoolPlantedFaultTests() => Scale.Smoke = true;

    public void Dispose()
    {
        Scale.Smoke = false;
        Check.PlantFault = false;
    }

    public static TheoryData<string> Cases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc => bc.Descriptor.Type.Namespace == typeof(AffinePoolExperiment).Namespace))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Every_E10_benchmark_catches_a_planted_fault(string name)
    {
        Check.PlantFault = true;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Every_E10_row_is_covered()
    {
        var rows = Cases().Cast<object[]>().Select(c => ((string)c[0]).Split(' ')[0]).Distinct().ToList();
        foreach (var type in new AffinePoolExperiment().Experiment.Benchmarks)
        {
            foreach (var method in type.GetMethods().Where(m => m.IsDefined(typeof(BenchmarkDotNet.Attributes.BenchmarkAttribute), false)))
            {
                Assert.Contains($"{type.Name}.{method.Name}", rows);
            }
        }
    }
}
