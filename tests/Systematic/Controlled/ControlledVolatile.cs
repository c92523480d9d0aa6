using Microsoft.Coyote.Runtime;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.Volatile"/> in the controlled build: a scheduling point, then the real
/// acquire load or release store, so that the scheduler may switch operations at every cross-thread read and write of
/// the lab's code. Coyote explores interleavings of whole steps (sequential consistency): it does not reorder a
/// store after a load the way a store buffer can, so the fences' necessity is argued in the essays, not tested here.
/// </summary>
public static class ControlledVolatile
{
    public static bool Read(ref readonly bool location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Volatile.Read(in location);
    }

    public static int Read(ref readonly int location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Volatile.Read(in location);
    }

    public static long Read(ref readonly long location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Volatile.Read(in location);
    }

    public static T Read<T>(ref readonly T location) where T : class?
    {
        SchedulingPoint.Interleave();
        return System.Threading.Volatile.Read(in location);
    }

    public static void Write(ref bool location, bool value)
    {
        SchedulingPoint.Interleave();
        System.Threading.Volatile.Write(ref location, value);
    }

    public static void Write(ref int location, int value)
    {
        SchedulingPoint.Interleave();
        System.Threading.Volatile.Write(ref location, value);
    }

    public static void Write(ref long location, long value)
    {
        SchedulingPoint.Interleave();
        System.Threading.Volatile.Write(ref location, value);
    }

    public static void Write<T>(ref T location, T value) where T : class?
    {
        SchedulingPoint.Interleave();
        System.Threading.Volatile.Write(ref location, value);
    }

    public static void ReadBarrier()
    {
        SchedulingPoint.Interleave();
        System.Threading.Volatile.ReadBarrier();
    }
}
