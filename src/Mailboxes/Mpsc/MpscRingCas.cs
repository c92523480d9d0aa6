// Design: MpscRingCas<T> — bounded multi-producer / single-consumer ring; producers claim by compare-and-swap.
//
// Who writes what: tail (MpscIndices.Tail) every producer, only with Interlocked.CompareExchange (claim) or Or
//   (close); cell Sequence / Item the producer holding the position, then the consumer (MpscSlots); head the
//   consumer only (private).
// The algorithm: Dmitry Vyukov's bounded MPMC queue (1024cores.net) with one consumer. A producer reads tail p and
//   cell p's sequence s: s == p -> CAS tail p -> p + 1, write, publish; s < p -> Full; s > p -> retry.
// Invariants: tail - head <= capacity; a cell is written by one party at a time.
// Close is exact because the closed flag is a bit of tail itself (Interlocked.Or): every successful claim precedes
//   it, below the final position F; IsCompleted is "bit set and head == F". No item is lost or duplicated.
// Known weaknesses: under many producers the CAS fails and retries (compare MpscRingXadd<T>); a producer
//   pre-empted between CAS and publish stalls the consumer at that position; cells are not padded.
// Memory ordering: Interlocked RMWs are full fences; cell hand-over is the sequence release/acquire pair
//   (MpscSlots); IsCompleted acquires tail. No reliance on x86 TSO. Re-entrant consumer calls are refused.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscringcas

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// Bounded MPSC ring (Vyukov) whose producers claim slots with compare-and-swap. The producer handle is safe
/// to share among any number of threads; the consumer handle has a single owner.
/// </summary>
public sealed class MpscRingCas<T>
{
    internal readonly MpscCell<T>[] Cells;
    internal readonly int Mask;
    internal MpscIndices Indices;

    private MpscRingCas(int capacity)
    {
        Cells = MpscSlots.NewCells<T>(capacity);
        Mask = capacity - 1;
        Indices.ClosedAt = -1; // unused by this variant (the closed bit in Tail is exact)
    }

    /// <summary>Creates the ring and its handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (MpscCasProducer<T> Producer, MpscCasConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new MpscRingCas<T>(capacity);
        return (new MpscCasProducer<T>(ring), new MpscCasConsumer<T>(ring));
    }
}

/// <summary>Producer end of an <see cref="MpscRingCas{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscCasProducer<T>
{
    private readonly MpscRingCas<T> _ring;
    private readonly MpscCell<T>[] _cells;
    private readonly int _mask;

    internal MpscCasProducer(MpscRingCas<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Pushes a copy of <paramref name="item"/>; lock-free (a failed CAS means another producer succeeded).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        var status = MpscSlots.TryClaim(ref _ring.Indices.Tail, _cells, _mask, out var position);
        if (status == PushStatus.Ok)
        {
            MpscSlots.Publish(_cells, _mask, position, in item);
        }
        return status;
    }

    /// <summary>
    /// Closes the ring: claims after this fail with Closed; every push that returned Ok is delivered before the
    /// consumer's IsCompleted turns true. Idempotent, callable from any thread.
    /// </summary>
    public void Close() => MpscTail.Close(ref _ring.Indices.Tail);
}

/// <summary>Consumer end of an <see cref="MpscRingCas{T}"/>. Single owner.</summary>
public sealed class MpscCasConsumer<T>
{
    private readonly MpscRingCas<T> _ring;
    private readonly MpscCell<T>[] _cells;
    private readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal MpscCasConsumer(MpscRingCas<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Takes the next item in claim order; false if it is not published yet.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(MpscCasConsumer<T>));
        _owner.Enter(nameof(MpscCasConsumer<T>));
        var ok = MpscSlots.TryPop(_cells, _mask, ref _ring.Indices.Head, out item);
        AssertInvariants();
        _owner.Exit();
        return ok;
    }

    /// <summary>Hands up to <paramref name="max"/> published items to <paramref name="handler"/>; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(MpscCasConsumer<T>));
        _owner.Enter(nameof(MpscCasConsumer<T>));
        try
        {
            return MpscSlots.Drain(_cells, _mask, ref _ring.Indices.Head, ref handler, max);
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
    }

    /// <summary>True once the ring is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted => MpscTail.IsCompletedByClosedBit(ref _ring.Indices.Tail, ref _ring.Indices.Head);

    /// <summary>Claimed positions not yet consumed (published or about to be); never above Capacity.</summary>
    public int Count => MpscTail.Claimed(ref _ring.Indices.Tail, ref _ring.Indices.Head);

    [Conditional("DEBUG")]
    private void AssertInvariants() =>
        MpscTail.AssertWithinCapacity(ref _ring.Indices.Tail, ref _ring.Indices.Head, _cells.Length);
}
