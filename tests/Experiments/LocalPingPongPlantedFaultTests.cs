using PerfBuf.Experiments.E13;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E13's checks catch a wrong implementation, not only a wrong expected value: under <see cref="Check.PlantFault"/>
/// every E13 benchmark (every row, peers included where they are built, every pair count) makes one deliberate mistake
/// in its work — each ping sends its first batch shifted by one sequence number (the floor's server answers one request
/// wrongly) — and must throw. (The smoke test's wrong expected count covers the same checks from the other side.)
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class LocalPingPongPlantedFaultTests : IDisposable
{
    public LocalPingPongPlantedFaultTests() => Scale.Smoke = true;

    public void Dispose()
    {
        Scale.Smoke = false;
        Check.PlantFault = false;
    }

    public static TheoryData<string> Cases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc => bc.Descriptor.Type.Namespace == typeof(LocalPingPongExperiment).Namespace))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Every_E13_benchmark_catches_a_planted_fault(string name)
    {
        Check.PlantFault = true;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        var floor = name.StartsWith($"{nameof(LocalPingPongBenchmarks)}.{nameof(LocalPingPongBenchmarks.Floor)} ", StringComparison.Ordinal);
        Assert.Contains(floor ? "replies arrive in order" : "sum of the echoed sequence numbers", error.Message, StringComparison.Ordinal);
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Every_E13_row_is_covered()
    {
        var rows = Cases().Cast<object[]>().Select(c => ((string)c[0]).Split(' ')[0]).Distinct().ToList();
        foreach (var type in new LocalPingPongExperiment().Experiment.Benchmarks)
        {
            foreach (var method in type.GetMethods().Where(m => m.IsDefined(typeof(BenchmarkDotNet.Attributes.BenchmarkAttribute), false)))
            {
                Assert.Contains($"{type.Name}.{method.Name}", rows);
            }
        }
    }
}
