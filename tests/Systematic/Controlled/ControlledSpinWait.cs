using Microsoft.Coyote.Runtime;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.SpinWait"/> in the controlled build: each spin is a scheduling point that
/// yields to the other operations (a real spin would only burn the one operation Coyote lets run).
/// </summary>
public struct ControlledSpinWait
{
    public int Count { get; private set; }

    public void SpinOnce()
    {
        Count++;
        SchedulingPoint.Yield();
    }

    /// <summary>As <see cref="SpinOnce()"/> (the real one's sleep threshold has nothing to choose here).</summary>
    public void SpinOnce(int sleep1Threshold) => SpinOnce();
}
