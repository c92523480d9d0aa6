using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace PerfBuf.Workloads.Payloads;

/// <summary>Which instruction width an <see cref="IntArraySum"/> kernel uses.</summary>
public enum SumKernel
{
    /// <summary>One element per step, no SIMD.</summary>
    Scalar,

    /// <summary>4 ints per step (SSE2 / AdvSimd).</summary>
    Vector128,

    /// <summary>8 ints per step (AVX2): the widest the i9-9900K has.</summary>
    Vector256,

    /// <summary>16 ints per step (AVX-512).</summary>
    Vector512,
}

/// <summary>
/// The seed notebook's consumer work: the sum of an <c>int[]</c> payload (P = 100 in its single-actor tables).
/// Scalar and vectorised kernels over <see cref="System.Runtime.Intrinsics"/>; experiments name the kernel they
/// use, since the payload's cost sets how much an actor's overhead matters.
/// </summary>
/// <remarks>
/// The sums wrap on overflow (unchecked 32-bit addition) in every kernel, so all kernels agree bit for bit on
/// any input; a vector kernel adds lanes in a different order, which integer addition does not notice.
/// </remarks>
public static class IntArraySum
{
    /// <summary>The widest kernel this machine accelerates.</summary>
    public static SumKernel Best { get; } =
        Vector512.IsHardwareAccelerated ? SumKernel.Vector512
        : Vector256.IsHardwareAccelerated ? SumKernel.Vector256
        : Vector128.IsHardwareAccelerated ? SumKernel.Vector128
        : SumKernel.Scalar;

    /// <summary>True when <paramref name="kernel"/> runs in hardware here (Scalar always does).</summary>
    internal static bool IsAccelerated(SumKernel kernel) => kernel switch
    {
        SumKernel.Scalar => true,
        SumKernel.Vector128 => Vector128.IsHardwareAccelerated,
        SumKernel.Vector256 => Vector256.IsHardwareAccelerated,
        SumKernel.Vector512 => Vector512.IsHardwareAccelerated,
        _ => false,
    };

    /// <summary>Sums <paramref name="values"/> with <paramref name="kernel"/>.</summary>
    /// <exception cref="NotSupportedException">The kernel is not accelerated on this machine.</exception>
    public static int Sum(ReadOnlySpan<int> values, SumKernel kernel) => kernel switch
    {
        SumKernel.Scalar => Scalar(values),
        SumKernel.Vector128 => Vector128.IsHardwareAccelerated ? Sum128(values) : Unsupported(kernel),
        SumKernel.Vector256 => Vector256.IsHardwareAccelerated ? Sum256(values) : Unsupported(kernel),
        SumKernel.Vector512 => Vector512.IsHardwareAccelerated ? Sum512(values) : Unsupported(kernel),
        _ => throw new ArgumentOutOfRangeException(nameof(kernel), kernel, "unknown kernel"),
    };

    /// <summary>One element at a time (the loop is kept scalar: no auto-vectorisation in RyuJIT today).</summary>
    public static int Scalar(ReadOnlySpan<int> values)
    {
        var sum = 0;
        foreach (var v in values)
        {
            sum = unchecked(sum + v);
        }
        return sum;
    }

    /// <summary>
    /// The sum of a byte buffer, each byte widened to an int, one element per step: the "sum" the seed's later tables
    /// (its P = False rows) ran over its 100-byte buffers.
    /// </summary>
    public static int Scalar(ReadOnlySpan<byte> values)
    {
        var sum = 0;
        foreach (var v in values)
        {
            sum = unchecked(sum + v);
        }
        return sum;
    }

    private static int Sum128(ReadOnlySpan<int> values)
    {
        ref var start = ref MemoryMarshal.GetReference(values);
        var acc = Vector128<int>.Zero;
        var i = 0;
        for (; i <= values.Length - Vector128<int>.Count; i += Vector128<int>.Count)
        {
            acc += Vector128.LoadUnsafe(ref start, (nuint)i);
        }
        return unchecked(Vector128.Sum(acc) + Scalar(values[i..]));
    }

    private static int Sum256(ReadOnlySpan<int> values)
    {
        ref var start = ref MemoryMarshal.GetReference(values);
        var acc = Vector256<int>.Zero;
        var i = 0;
        for (; i <= values.Length - Vector256<int>.Count; i += Vector256<int>.Count)
        {
            acc += Vector256.LoadUnsafe(ref start, (nuint)i);
        }
        return unchecked(Vector256.Sum(acc) + Scalar(values[i..]));
    }

    private static int Sum512(ReadOnlySpan<int> values)
    {
        ref var start = ref MemoryMarshal.GetReference(values);
        var acc = Vector512<int>.Zero;
        var i = 0;
        for (; i <= values.Length - Vector512<int>.Count; i += Vector512<int>.Count)
        {
            acc += Vector512.LoadUnsafe(ref start, (nuint)i);
        }
        return unchecked(Vector512.Sum(acc) + Scalar(values[i..]));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int Unsupported(SumKernel kernel) =>
        throw new NotSupportedException($"{kernel} is not hardware-accelerated on this machine (best here: {Best})");
}
