using System.Reflection;
using System.Runtime.InteropServices;

namespace PerfBuf.Core.Native;

/// <summary>
/// The native floor (docs/DESIGN.md §9): the C11 library in src/Native (<c>perfbuf_native</c>), built by PerfBuf.Core's
/// MSBuild step where cmake and a C compiler are on PATH and copied beside every assembly that references Core. It
/// runs whole loops in C (a ring stream, ping-pongs, a futex wake) on a worker thread of its own, so a benchmark pays
/// one call per invocation, never one per message.
/// </summary>
/// <remarks>
/// Loading: a <see cref="NativeLibrary.SetDllImportResolver"/> resolver for this assembly looks for the library beside
/// the application (<see cref="AppContext.BaseDirectory"/>, where the build copies it) and nowhere else (never a system
/// path, so a stale copy elsewhere is never measured); every other library name (libc) takes the default path.
/// <see cref="Status"/> says whether it loaded, with its build (compiler and flags), or why not: the build's own reason
/// (<c>perfbuf_native.status</c>: cmake or a compiler missing), a file that exists but does not load (another
/// architecture, say), or an ABI version other than this code's.
/// </remarks>
public static partial class NativeFloor
{
    /// <summary>The library's name as <see cref="LibraryImportAttribute"/> gives it.</summary>
    public const string LibraryName = "perfbuf_native";

    /// <summary>The ABI version this code is written against (the header's <c>PB_ABI_VERSION</c>).</summary>
    public const int AbiVersion = 2;

    /// <summary>The status file the build writes beside the library: "built", or why it was not built.</summary>
    public const string StatusFileName = "perfbuf_native.status";

    private static readonly Lazy<Outcome<string>> s_status = new(Probe);

    static NativeFloor() => NativeLibrary.SetDllImportResolver(typeof(NativeFloor).Assembly, Resolve);

    /// <summary>The library's build ("GNU 12.2.0; -O2 …; x86_64; futex; rdtscp") where it loaded; otherwise why it did not.</summary>
    public static Outcome<string> Status => s_status.Value;

    /// <summary>True where the library loaded and speaks this code's ABI.</summary>
    public static bool IsAvailable => Status.HasValue;

    /// <summary>One line for `lab env`, env.json and the experiments that leave the native rows out.</summary>
    public static string Describe() => Status.HasValue ? $"built ({Status.Value})" : $"not available: {Status.Reason}";

    /// <summary>The file name of the library on this OS.</summary>
    public static string FileName =>
        OperatingSystem.IsWindows() ? $"{LibraryName}.dll" : OperatingSystem.IsMacOS() ? $"lib{LibraryName}.dylib" : $"lib{LibraryName}.so";

    /// <summary>The folders searched for the library, in order.</summary>
    public static IReadOnlyList<string> SearchFolders => [Path.GetFullPath(AppContext.BaseDirectory)];

    /// <summary>Throws <see cref="InvalidOperationException"/> with <see cref="Status"/>'s reason where the library is not available.</summary>
    public static void EnsureAvailable()
    {
        if (!Status.HasValue)
        {
            ThrowHelper.InvalidOperation($"the native floor ({FileName}) is not available: {Status.Reason}");
        }
    }

    /// <summary>
    /// Loads the library at <paramref name="path"/> and checks it is this code's: the reason it is not, or its build
    /// line. Used by <see cref="Probe"/> and by the tests on a planted file (another architecture, not a library).
    /// </summary>
    public static Outcome<string> Inspect(string path)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(path);
        if (!File.Exists(path))
        {
            return Outcome<string>.NotAvailable($"{path} does not exist");
        }
        if (!NativeLibrary.TryLoad(path, out var handle))
        {
            return Outcome<string>.NotAvailable(
                $"{path} exists but does not load as a library for this process ({RuntimeInformation.ProcessArchitecture}, " +
                $"{RuntimeInformation.OSDescription}): built for another architecture or OS, or damaged; rebuild with `dotnet build -c Release`");
        }
        try
        {
            if (!NativeLibrary.TryGetExport(handle, "pb_abi_version", out var abi) || !NativeLibrary.TryGetExport(handle, "pb_build_info", out var info))
            {
                return Outcome<string>.NotAvailable($"{path} loads but is not the lab's native floor (no pb_abi_version / pb_build_info export)");
            }
            unsafe
            {
                var version = ((delegate* unmanaged<int>)abi)();
                if (version != AbiVersion)
                {
                    return Outcome<string>.NotAvailable($"{path} speaks ABI version {version}, this code version {AbiVersion}: rebuild with `dotnet build -c Release`");
                }
                return Outcome<string>.Ok(Marshal.PtrToStringUTF8(((delegate* unmanaged<nint>)info)()) ?? "?");
            }
        }
        finally
        {
            NativeLibrary.Free(handle);
        }
    }

    private static Outcome<string> Probe() => Locate(SearchFolders);

    /// <summary>
    /// The library in the first of <paramref name="folders"/> that holds it, inspected (<see cref="Inspect"/>); where none
    /// does, the build's own reason (its status file) or a line naming the folders searched.
    /// </summary>
    public static Outcome<string> Locate(IReadOnlyList<string> folders)
    {
        ArgumentNullException.ThrowIfNull(folders);
        foreach (var folder in folders)
        {
            var path = Path.Combine(folder, FileName);
            if (File.Exists(path))
            {
                return Inspect(path);
            }
        }
        // not there: the build's own reason, where it left one
        foreach (var folder in folders)
        {
            var status = Path.Combine(folder, StatusFileName);
            if (File.Exists(status) && File.ReadAllText(status).Trim() is { Length: > 0 } reason && reason != "built")
            {
                return Outcome<string>.NotAvailable(reason);
            }
        }
        return Outcome<string>.NotAvailable(
            $"{FileName} is not beside the application ({string.Join(", ", folders)}): the build did not make it (src/Native needs cmake and a C compiler)");
    }

    private static nint Resolve(string name, Assembly assembly, DllImportSearchPath? searchPath)
    {
        if (name != LibraryName)
        {
            return 0; // libc and the rest: the default resolution
        }
        foreach (var folder in SearchFolders)
        {
            if (NativeLibrary.TryLoad(Path.Combine(folder, FileName), out var handle))
            {
                return handle;
            }
        }
        throw new DllNotFoundException($"the native floor ({FileName}) is not available: {Status.Reason}");
    }

    // ---- the imports (PerfBuf.Core/Native is the one place that names the library) ----

    [LibraryImport(LibraryName, EntryPoint = "pb_status_text")]
    [SuppressGCTransition]
    internal static partial nint StatusText(int status);

    /// <summary>CLOCK_MONOTONIC in ns on Linux (the clock <see cref="System.Diagnostics.Stopwatch"/> reads there).</summary>
    [LibraryImport(LibraryName, EntryPoint = "pb_clock_ns")]
    [SuppressGCTransition]
    internal static partial long ClockNs();

    [LibraryImport(LibraryName, EntryPoint = "pb_futex_wait")]
    internal static unsafe partial int FutexWait(int* address, int expected, long timeoutNs);

    [LibraryImport(LibraryName, EntryPoint = "pb_futex_wake")]
    internal static unsafe partial int FutexWake(int* address, int count);

    [LibraryImport(LibraryName, EntryPoint = "pb_run_create")]
    internal static unsafe partial int RunCreate(NativeRunConfig* config, nint* run);

    [LibraryImport(LibraryName, EntryPoint = "pb_run_invoke")]
    internal static unsafe partial int RunInvoke(nint run, int flags, NativeRunResult* result, long* latenciesNs, long latenciesLength);

    [LibraryImport(LibraryName, EntryPoint = "pb_run_destroy")]
    internal static partial int RunDestroy(nint run);

    /// <summary>The library's text for a status code.</summary>
    internal static string TextOf(int status) => Marshal.PtrToStringUTF8(StatusText(status)) ?? $"status {status}";
}
