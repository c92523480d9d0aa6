using PerfBuf.Core;

namespace PerfBuf.Tests.Core;

public class MachineInfoTests
{
    [Theory]
    [InlineData("Intel(R) Core(TM) i9-9900K CPU @ 3.60GHz", 8, 16, "intel-i9-9900k-8c16t")]
    [InlineData("Intel(R) Xeon(R) Processor", 2, 2, "intel-xeon-2c2t")]
    [InlineData("AMD Ryzen 9 3900X 12-Core Processor", 12, 24, "amd-ryzen-9-3900x-12c24t")]
    [InlineData("Intel(R) Core(TM) i7-7700HQ CPU @ 2.80GHz", 4, 8, "intel-i7-7700hq-4c8t")]
    public void MachineId_From_strips_marketing_words(string model, int physical, int logical, string expected) =>
        Assert.Equal(expected, MachineId.From(model, physical, logical));

    [Fact]
    public void MachineId_From_rejects_impossible_core_counts()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => MachineId.From("x", 0, 1));
        Assert.Throws<ArgumentOutOfRangeException>(() => MachineId.From("x", 4, 2));
    }

    [Fact]
    public void Current_describes_this_machine()
    {
        var machine = MachineInfo.Current;
        Assert.False(string.IsNullOrWhiteSpace(machine.CpuModel));
        Assert.InRange(machine.PhysicalCores, 1, machine.LogicalCores);
        Assert.Equal(machine.LogicalCores > machine.PhysicalCores, machine.SmtEnabled);
        Assert.False(string.IsNullOrWhiteSpace(machine.Os));
        Assert.False(string.IsNullOrWhiteSpace(machine.Runtime));
        Assert.EndsWith($"-{machine.PhysicalCores}c{machine.LogicalCores}t", machine.MachineId, StringComparison.Ordinal);
        // hardware counters: a yes, or a reason — never silence
        Assert.True(machine.HardwareCountersAvailable || !string.IsNullOrWhiteSpace(machine.HardwareCountersReason));
    }
}
