using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;

namespace PerfBuf.Profiling;

/// <summary>
/// Which runtimes expose <c>ThreadPool.CompletedWorkItemCount</c> and <c>Monitor.LockContentionCount</c>:
/// every CoreCLR-based runtime from .NET Core 3.0 on, .NET 10 included.
/// </summary>
/// <remarks>
/// BDN 0.14.0's own ThreadingDiagnoser compares the job's <see cref="RuntimeMoniker"/> with NetCoreApp30. Its moniker
/// table ends at .NET 9, so .NET 10 resolves to <see cref="RuntimeMoniker.NotRecognized"/>, which sorts before NetCoreApp30 and fails the check.
/// Here the version is read from the runtime's target-framework moniker instead ("net10.0" → 10.0).
/// </remarks>
internal static class RuntimeSupport
{
    /// <summary>Null when <paramref name="benchmark"/>'s runtime has the threading counters; otherwise why not.</summary>
    public static string? WhyNoThreadingCounters(BenchmarkCase benchmark)
    {
        var runtime = benchmark.Job.ResolveValue(EnvironmentMode.RuntimeCharacteristic, EnvironmentResolver.Instance);
        return runtime switch
        {
            NativeAotRuntime => null,
            CoreRuntime core when TryGetVersion(core.MsBuildMoniker, out var version) && version >= new Version(3, 0) => null,
            CoreRuntime core when core.RuntimeMoniker is >= RuntimeMoniker.NetCoreApp30 and <= RuntimeMoniker.Net90 => null,
            _ => $"{runtime?.Name ?? "this runtime"} has no ThreadPool.CompletedWorkItemCount/Monitor.LockContentionCount (needs .NET Core 3.0 or later)",
        };
    }

    /// <summary>"net10.0", "net8.0-windows", "netcoreapp3.1" → version.</summary>
    internal static bool TryGetVersion(string? moniker, out Version version)
    {
        version = new Version(0, 0);
        if (string.IsNullOrEmpty(moniker))
        {
            return false;
        }
        var text = moniker.StartsWith("netcoreapp", StringComparison.OrdinalIgnoreCase) ? moniker["netcoreapp".Length..]
            : moniker.StartsWith("net", StringComparison.OrdinalIgnoreCase) ? moniker["net".Length..]
            : null;
        if (text is null)
        {
            return false;
        }
        var dash = text.IndexOf('-', StringComparison.Ordinal);
        if (dash >= 0)
        {
            text = text[..dash];
        }
        // "net48" (.NET Framework) has no dot and is not a CoreRuntime moniker anyway
        if (!text.Contains('.', StringComparison.Ordinal) || !Version.TryParse(text, out var parsed))
        {
            return false;
        }
        version = parsed;
        return true;
    }
}
