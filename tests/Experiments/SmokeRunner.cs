using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// Runs one benchmark case once, in this process, the way BenchmarkDotNet would: parameters set, the
/// matching [GlobalSetup], the workload method (awaited if it returns a task), [GlobalCleanup].
/// </summary>
internal static class SmokeRunner
{
    public static IReadOnlyList<BenchmarkCase> AllCases() =>
        [.. Catalog.All.SelectMany(e => e.Benchmarks)
            .SelectMany(t => BenchmarkConverter.TypeToBenchmarks(t, DefaultConfig.Instance).BenchmarksCases)
            .Where(bc => HostRowsAttribute.CanRun(bc.Descriptor.Type, bc.Descriptor.WorkloadMethod))];

    public static string Name(BenchmarkCase bc) =>
        $"{bc.Descriptor.Type.Name}.{bc.Descriptor.WorkloadMethod.Name} {bc.Parameters.PrintInfo}".TrimEnd();

    public static BenchmarkCase Find(string name) => AllCases().Single(bc => Name(bc) == name);

    public static void RunOnce(BenchmarkCase bc) => InProcessCase.RunOnce(bc);
}
