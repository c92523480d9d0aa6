using System.Diagnostics;
using PerfBuf.Core.Native;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Native;

/// <summary>
/// The native floor's loading and its refusals: where the library is missing, not a library, or of another build, the
/// reason says so; every bad argument is refused on the managed side, before anything crosses into C (these run with or
/// without the library).
/// </summary>
public sealed class NativeFloorTests : IDisposable
{
    private readonly string _folder = Directory.CreateTempSubdirectory("perfbuf-native-").FullName;

    public void Dispose() => Directory.Delete(_folder, recursive: true);

    [Fact]
    public void A_folder_without_the_library_names_the_folders_searched()
    {
        var status = NativeFloor.Locate([_folder]);
        Assert.False(status.HasValue);
        Assert.Contains(NativeFloor.FileName, status.Reason, StringComparison.Ordinal);
        Assert.Contains(_folder, status.Reason, StringComparison.Ordinal);
        Assert.Contains("cmake and a C compiler", status.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void Without_the_library_the_builds_own_reason_is_given()
    {
        File.WriteAllText(Path.Combine(_folder, NativeFloor.StatusFileName), "cmake is not on PATH (install cmake and a C compiler)\n");
        var status = NativeFloor.Locate([_folder]);
        Assert.False(status.HasValue);
        Assert.Equal("cmake is not on PATH (install cmake and a C compiler)", status.Reason);
    }

    [Fact]
    public void A_file_that_is_not_a_library_for_this_process_is_refused_with_the_architecture()
    {
        // what a library built for another architecture or OS looks like to the loader: a file it cannot map
        var path = Path.Combine(_folder, NativeFloor.FileName);
        File.WriteAllBytes(path, [0x7f, (byte)'E', (byte)'L', (byte)'F', 1, 1, 1, 0, .. new byte[56]]);
        var status = NativeFloor.Locate([_folder]);
        Assert.False(status.HasValue);
        Assert.Contains("does not load", status.Reason, StringComparison.Ordinal);
        Assert.Contains(System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture.ToString(), status.Reason, StringComparison.Ordinal);
    }

    [Fact]
    public void A_library_that_is_not_the_native_floor_is_refused()
    {
        if (!OperatingSystem.IsLinux() || !File.Exists("/lib/x86_64-linux-gnu/libm.so.6"))
        {
            return; // the check needs some other shared library of this OS; nothing to plant elsewhere
        }
        var path = Path.Combine(_folder, NativeFloor.FileName);
        File.Copy("/lib/x86_64-linux-gnu/libm.so.6", path);
        var status = NativeFloor.Inspect(path);
        Assert.False(status.HasValue);
        Assert.Contains("not the lab's native floor", status.Reason, StringComparison.Ordinal);
    }

    public static TheoryData<string, NativeRunConfig> BadConfigs() => new()
    {
        { "Capacity", Stream() with { Capacity = 0 } },
        { "Capacity", Stream() with { Capacity = 3 } },
        { "Capacity", Stream() with { Capacity = 1 } },
        { "Messages", Stream() with { Messages = 0 } },
        { "Messages", Stream() with { Messages = -5 } },
        { "Batch", Stream() with { Batch = 0 } },
        { "Batch", Stream() with { Batch = 2048 } },
        { "Batch", new NativeRunConfig { Kind = NativeRunKind.LinePingPong, Batch = 4, WorkerCpu = -1, Messages = 10 } },
        { "OneLine", Stream() with { OneLine = 1 } },
        { "IdleGapNs", Stream() with { IdleGapNs = 1000 } },
        { "IdleGapNs", new NativeRunConfig { Kind = NativeRunKind.FutexWake, Batch = 1, WorkerCpu = -1, Messages = 10, IdleGapNs = -1 } },
        { "WorkerCpu", Stream() with { WorkerCpu = -2 } },
        { "Drain", Stream() with { Drain = 7 } },
        { "Drain", new NativeRunConfig { Kind = NativeRunKind.LinePingPong, Batch = 1, Drain = 1, WorkerCpu = -1, Messages = 10 } },
        { "kind", Stream() with { Kind = (NativeRunKind)42 } },
    };

    private static NativeRunConfig Stream() =>
        new() { Kind = NativeRunKind.Stream, Capacity = 1024, Batch = 1, WorkerCpu = -1, Messages = 1000 };

    [Theory]
    [MemberData(nameof(BadConfigs))]
    public void A_bad_argument_is_refused_before_it_crosses_into_C(string field, NativeRunConfig config)
    {
        // Validate runs first in the constructor, library or not: the error names the field
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => new NativeRun(config));
        Assert.Contains(field, error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_says_in_one_line_which_native_rows_it_leaves_out_and_why()
    {
        var e01 = Catalog.Find("E01")!;
        var e08 = Catalog.Find("E08")!;
        var line = HostRowsAttribute.LeftOut([.. e01.Benchmarks, .. e08.Benchmarks]).SingleOrDefault(l => l.StartsWith("native rows", StringComparison.Ordinal));
        if (NativeFloor.IsAvailable)
        {
            Assert.Null(line);
            Assert.All(e01.Benchmarks, t => Assert.All(t.GetMethods(), m => Assert.True(HostRowsAttribute.CanRun(t, m))));
            return;
        }
        Assert.NotNull(line);
        Assert.DoesNotContain('\n', line);
        Assert.Contains("NativeSpscStreamBenchmarks", line, StringComparison.Ordinal);
        Assert.Contains("WakeUpBenchmarks.NativeFutex", line, StringComparison.Ordinal);
        Assert.Contains(NativeFloor.Status.Reason!, line, StringComparison.Ordinal);
        Assert.DoesNotContain(e01.Benchmarks.Where(t => t.GetMethods().All(m => HostRowsAttribute.CanRun(t, m))), NativeRowsAttribute.IsNative);
    }

    [Fact]
    public void Without_the_library_a_run_fails_with_the_reason()
    {
        if (NativeFloor.IsAvailable)
        {
            return; // covered by NativeRunTests where it is built
        }
        var error = Assert.Throws<InvalidOperationException>(() => new NativeRun(Stream()));
        Assert.Contains(NativeFloor.Status.Reason!, error.Message, StringComparison.Ordinal);
    }
}

/// <summary>Where cmake and a C compiler are on PATH, the build must have made the native floor (its MSBuild step ran).</summary>
public sealed class NativeBuildTests
{
    [Fact]
    public void With_cmake_and_a_compiler_on_PATH_the_native_floor_is_built()
    {
        var missing = new[] { "cmake", "cc" }.Where(tool => !OnPath(tool)).ToList();
        if (missing.Count > 0)
        {
            return; // NativeFact tests report themselves skipped with the build's reason
        }
        Assert.True(NativeFloor.IsAvailable, $"cmake and cc are on PATH, yet the native floor is not available: {NativeFloor.Status.Reason}");
        Assert.Contains(";", NativeFloor.Status.Value, StringComparison.Ordinal); // compiler; flags; …
    }

    private static bool OnPath(string tool)
    {
        try
        {
            using var process = Process.Start(new ProcessStartInfo(tool, "--version") { RedirectStandardOutput = true, RedirectStandardError = true });
            process!.WaitForExit(10_000);
            return process.HasExited && process.ExitCode == 0;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return false;
        }
    }
}
