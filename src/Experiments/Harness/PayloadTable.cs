using System.Runtime.CompilerServices;
using PerfBuf.Core.Payloads;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The payloads an actor works on. A message is an index 0…63 (message i carries i &amp; 63) into 64 distinct
/// int[P] arrays or 100-byte buffers, allocated once: the message itself allocates nothing, and every
/// implementation reads the same memory. The result of each index is computed once up front, so a run's
/// expected checksum is exact.
/// </summary>
public sealed class PayloadTable
{
    public const int Distinct = 64;

    private readonly Work _work;
    private readonly SumKernel _kernel;
    private readonly int[][] _arrays;
    private readonly byte[][] _buffers;
    private readonly long[] _results;

    public PayloadTable(Work work, int arrayLength)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(arrayLength, 1);
        _work = work;
        _kernel = work == Work.SumScalar ? SumKernel.Scalar : IntArraySum.Best;
        var random = new Random(4004);
        _arrays = [.. Enumerable.Range(0, Distinct).Select(_ => Enumerable.Range(0, arrayLength).Select(_ => random.Next(-1000, 1000)).ToArray())];
        _buffers = [.. Enumerable.Range(0, Distinct).Select(_ =>
        {
            var b = new byte[Sha512Payload.InputBytes];
            random.NextBytes(b);
            return b;
        })];
        _results = [.. Enumerable.Range(0, Distinct).Select(i => Run(i))];
    }

    /// <summary>The kernel the sum rows use (named in the write-ups).</summary>
    public SumKernel Kernel => _kernel;

    /// <summary>The work of one message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Run(int index)
    {
        if (_work == Work.Sha512)
        {
            return Hash(index);
        }
        return IntArraySum.Sum(_arrays[index], _kernel);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private long Hash(int index)
    {
        Span<byte> hash = stackalloc byte[Sha512Payload.HashBytes];
        return Sha512Payload.Hash(_buffers[index], hash);
    }

    /// <summary>The payload index message number <paramref name="i"/> carries.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int IndexOf(long i) => (int)(i & (Distinct - 1));

    /// <summary>The result of index <paramref name="index"/>, computed at construction.</summary>
    public long ResultOf(int index) => _results[index];

    /// <summary>The checksum of messages 0…<paramref name="messages"/>−1.</summary>
    public long Expected(long messages)
    {
        long sum = 0;
        for (var k = 0; k < Distinct; k++)
        {
            var count = messages / Distinct + (k < messages % Distinct ? 1 : 0);
            sum += count * _results[k];
        }
        return sum;
    }
}
