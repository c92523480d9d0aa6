using PerfBuf.Experiments.E09;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E09's checks, one planted fault at a time: every E09 benchmark (each row, each size) must fail when one message's
/// content byte is flipped, when a message is stamped as if the one before it were lost, and when a message is one byte
/// short. (The smoke test's wrong expected checksum covers the end-of-run checks; these cover the per-message ones.)
/// The struct rows carry fixed-size types, so a wrong length cannot be planted there.
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class PayloadPlantedFaultTests : IDisposable
{
    public PayloadPlantedFaultTests() => Scale.Smoke = true;

    public void Dispose()
    {
        Scale.Smoke = false;
        Planted.Fault = PlantedFault.None;
    }

    public static TheoryData<string, PlantedFault> Cases()
    {
        var data = new TheoryData<string, PlantedFault>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc => bc.Descriptor.Type.Namespace == typeof(PayloadsExperiment).Namespace))
        {
            foreach (var fault in Enum.GetValues<PlantedFault>().Where(f => f != PlantedFault.None))
            {
                if (fault == PlantedFault.WrongLength && bc.Descriptor.Type == typeof(StructPayloadBenchmarks))
                {
                    continue;
                }
                data.Add(SmokeRunner.Name(bc), fault);
            }
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Every_E09_benchmark_catches_a_planted_fault(string name, PlantedFault fault)
    {
        Planted.Fault = fault;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        Assert.Contains($"message {Planted.Victim}", error.Message, StringComparison.Ordinal);
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Every_kind_of_fault_is_planted_somewhere() =>
        Assert.Equal(Enum.GetValues<PlantedFault>().Length - 1, Cases().Select(c => (PlantedFault)c[1]).Distinct().Count());
}
