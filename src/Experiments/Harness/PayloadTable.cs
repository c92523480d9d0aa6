using System.Runtime.CompilerServices;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The payloads an actor works on. A message is an index 0…63 (message i carries i &amp; 63) into 64 distinct
/// int[P] arrays or 100-byte buffers, allocated once: the message itself allocates nothing, and every
/// implementation reads the same memory. The result of each index is computed once up front, so a run's
/// expected checksum is exact. <see cref="PerMessage"/> makes the seed's payload instead: one distinct array or
/// buffer per message of an invocation (message i carries index i), summed one element per step.
/// </summary>
public sealed class PayloadTable
{
    public const int Distinct = 64;

    private readonly Work _work;
    private readonly SumKernel _kernel;
    private readonly int[][] _arrays;
    private readonly byte[][] _buffers;
    private readonly long[] _results;
    private readonly int _distinct;

    /// <summary>True when the work reads the byte buffers: SHA-512, or the byte sum of a <see cref="PerMessage"/> table.</summary>
    private readonly bool _onBuffers;

    public PayloadTable(Work work, int arrayLength)
        : this(work, arrayLength, Distinct, perMessage: false, byteSum: false)
    {
    }

    private PayloadTable(Work work, int arrayLength, int distinct, bool perMessage, bool byteSum)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(arrayLength, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(distinct, 1);
        _work = work;
        _distinct = distinct;
        _kernel = work == Work.SumScalar ? SumKernel.Scalar : IntArraySum.Best;
        _onBuffers = work == Work.Sha512 || byteSum;
        var random = new Random(4004);
        // a per-message table makes only what its work reads (its arrays are the seed's tens of megabytes)
        _arrays = perMessage && _onBuffers ? []
            : [.. Enumerable.Range(0, distinct).Select(_ => Enumerable.Range(0, arrayLength).Select(_ => random.Next(-1000, 1000)).ToArray())];
        _buffers = perMessage && !_onBuffers ? []
            : [.. Enumerable.Range(0, distinct).Select(_ =>
            {
                var b = new byte[byteSum ? arrayLength : Sha512Payload.InputBytes];
                random.NextBytes(b);
                return b;
            })];
        _results = [.. Enumerable.Range(0, distinct).Select(i => Run(i))];
    }

    /// <summary>
    /// The seed's payload (seed 004, read from its program): <paramref name="messages"/> distinct arrays, one per
    /// message (message i carries index i, <see cref="PerMessageIndex"/>), made here once, so an invocation reads
    /// them all as the seed's did (its N × P ints, tens of megabytes, far beyond the caches) and allocates none of
    /// them. <see cref="Work.SumScalar"/> sums each one element per step, as the seed's F# <c>Array.sum</c> did;
    /// with <paramref name="bytes"/> the arrays are byte buffers of <paramref name="arrayLength"/> bytes, summed
    /// (SumScalar) or hashed (<see cref="Work.Sha512"/>), as its later tables did.
    /// </summary>
    public static PayloadTable PerMessage(Work work, int arrayLength, int messages, bool bytes)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 2);
        if (work == Work.Sum)
        {
            throw new ArgumentException("the seed's sum ran one element per step: use Work.SumScalar", nameof(work));
        }
        if (!bytes && work == Work.Sha512)
        {
            throw new ArgumentException("SHA-512 hashes the byte buffers: pass bytes: true", nameof(work));
        }
        if (bytes && work == Work.Sha512 && arrayLength != Sha512Payload.InputBytes)
        {
            throw new ArgumentOutOfRangeException(nameof(arrayLength), arrayLength, $"SHA-512 hashes {Sha512Payload.InputBytes}-byte buffers");
        }
        return new PayloadTable(work, arrayLength, messages, perMessage: true, byteSum: bytes && work == Work.SumScalar);
    }

    /// <summary>Distinct payloads: 64, or one per message of a <see cref="PerMessage"/> table.</summary>
    public int Count => _distinct;

    /// <summary>
    /// The index message number <paramref name="i"/> carries in a <see cref="PerMessage"/> table: its own; under
    /// <see cref="Check.PlantFault"/> message 0 carries index 1 (a wrong payload, which every checksum catches).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int PerMessageIndex(int i, int planted) => i == 0 ? planted : i;

    /// <summary>The kernel the sum rows use (named in the write-ups).</summary>
    public SumKernel Kernel => _kernel;

    /// <summary>The work of one message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Run(int index)
    {
        if (_onBuffers)
        {
            return OnBuffer(index);
        }
        return IntArraySum.Sum(_arrays[index], _kernel);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private long OnBuffer(int index)
    {
        if (_work != Work.Sha512)
        {
            return IntArraySum.Scalar((ReadOnlySpan<byte>)_buffers[index]);
        }
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
        for (var k = 0; k < _distinct; k++)
        {
            var count = messages / _distinct + (k < messages % _distinct ? 1 : 0);
            sum += count * _results[k];
        }
        return sum;
    }
}
