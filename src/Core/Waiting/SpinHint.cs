using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// The processor's spin-loop hint, without the runtime's calibration and back-off.
/// </summary>
/// <remarks>
/// x86 PAUSE tells the core it is in a spin loop (saves power, avoids the memory-order machine clear when the
/// awaited line changes, yields issue slots to an SMT sibling). Its latency is not architectural: ~10 cycles on
/// cores before Skylake, ~140 on Skylake-derived client cores (the i9-9900K among them), ~40 on Ice Lake and
/// later server cores. Every spin-based latency moves with it, so it is measured on the machine at hand, not assumed.
/// ARM64 YIELD is the analogue (a hint, often a NOP). <see cref="Thread.SpinWait(int)"/> instead scales its
/// iteration count by a start-up calibration of PAUSE, so one call lasts roughly the same everywhere.
/// </remarks>
public static class SpinHint
{
    /// <summary>One spin-loop hint: PAUSE on x86, YIELD on ARM64, a minimal SpinWait elsewhere.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Pause()
    {
        if (X86Base.IsSupported)
        {
            X86Base.Pause();
        }
        else if (ArmBase.IsSupported)
        {
            ArmBase.Yield();
        }
        else
        {
            Thread.SpinWait(1);
        }
    }

    /// <summary>Which instruction <see cref="Pause"/> issues on this machine.</summary>
    public static string Instruction =>
        X86Base.IsSupported ? "x86 PAUSE" : ArmBase.IsSupported ? "ARM64 YIELD" : "Thread.SpinWait(1)";
}
