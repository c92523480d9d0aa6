using System.Runtime.CompilerServices;
using Microsoft.Coyote.Runtime;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.Interlocked"/> in the controlled build: a scheduling point, then the real
/// atomic operation. Under a Coyote test every read-modify-write of the lab's code is a place where the scheduler may
/// switch to another operation; outside a test the scheduling point does nothing.
/// </summary>
public static class ControlledInterlocked
{
    public static int Increment(ref int location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Increment(ref location);
    }

    public static long Increment(ref long location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Increment(ref location);
    }

    public static int Decrement(ref int location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Decrement(ref location);
    }

    public static long Decrement(ref long location)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Decrement(ref location);
    }

    public static int Add(ref int location, int value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Add(ref location, value);
    }

    public static long Add(ref long location, long value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Add(ref location, value);
    }

    public static int Exchange(ref int location, int value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Exchange(ref location, value);
    }

    public static long Exchange(ref long location, long value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Exchange(ref location, value);
    }

    public static object? Exchange(ref object? location, object? value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Exchange(ref location, value);
    }

    public static T Exchange<T>(ref T location, T value) where T : class?
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Exchange(ref location, value);
    }

    public static int CompareExchange(ref int location, int value, int comparand)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.CompareExchange(ref location, value, comparand);
    }

    public static long CompareExchange(ref long location, long value, long comparand)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.CompareExchange(ref location, value, comparand);
    }

    public static T CompareExchange<T>(ref T location, T value, T comparand) where T : class?
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.CompareExchange(ref location, value, comparand);
    }

    public static int Or(ref int location, int value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Or(ref location, value);
    }

    public static long Or(ref long location, long value)
    {
        SchedulingPoint.Interleave();
        return System.Threading.Interlocked.Or(ref location, value);
    }

    public static void MemoryBarrier()
    {
        SchedulingPoint.Interleave();
        System.Threading.Interlocked.MemoryBarrier();
    }
}
