using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace PerfBuf.Core.Native;

/// <summary>
/// kernel32 entry points the lab needs on Windows. Raw calls only: callers check
/// <see cref="OperatingSystem.IsWindows"/> first and report failures with <see cref="Marshal.GetLastPInvokeError"/>.
/// </summary>
[SupportedOSPlatform("windows")]
internal static partial class Windows
{
    private const string Kernel32 = "kernel32.dll";

    /// <summary>Returns the thread's previous affinity mask, or 0 on failure.</summary>
    [LibraryImport(Kernel32, SetLastError = true)]
    internal static partial nuint SetThreadAffinityMask(nint thread, nuint mask);

    /// <summary>A pseudo handle meaning "the calling thread"; it needs no CloseHandle.</summary>
    [LibraryImport(Kernel32)]
    internal static partial nint GetCurrentThread();

    /// <summary>A pseudo handle meaning "the calling process".</summary>
    [LibraryImport(Kernel32)]
    internal static partial nint GetCurrentProcess();

    /// <summary>The processor number (within its group) the calling thread runs on.</summary>
    [LibraryImport(Kernel32)]
    internal static partial uint GetCurrentProcessorNumber();

    [LibraryImport(Kernel32, SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    internal static partial bool GetProcessAffinityMask(nint process, out nuint processMask, out nuint systemMask);

    /// <summary>RelationProcessorCore: one record per physical core.</summary>
    internal const int RelationProcessorCore = 0;

    /// <summary>Fills <paramref name="buffer"/> with SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX records.</summary>
    [LibraryImport(Kernel32, SetLastError = true)]
    [return: MarshalAs(UnmanagedType.Bool)]
    internal static unsafe partial bool GetLogicalProcessorInformationEx(int relationship, byte* buffer, ref uint length);

    internal const int ERROR_INSUFFICIENT_BUFFER = 122;
}
