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
// Shared code: the ring's state (MpscSlotRing) and the consumer's Capacity, TryPop and Drain (MpscSlotConsumer,
//   the consumer's base class) are the other per-slot ring's too: MpscSlots.cs.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscringcas

using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// Bounded MPSC ring (Vyukov) whose producers claim slots with compare-and-swap. The producer handle is safe
/// to share among any number of threads; the consumer handle has a single owner.
/// </summary>
public static class MpscRingCas<T>
{
    /// <summary>Creates the ring and its handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (MpscCasProducer<T> Producer, MpscCasConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new MpscSlotRing<T>(capacity); // the state both per-slot rings share (MpscSlots.cs)
        return (new MpscCasProducer<T>(ring), new MpscCasConsumer<T>(ring));
    }
}

/// <summary>Producer end of an <see cref="MpscRingCas{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscCasProducer<T>
{
    private readonly MpscSlotRing<T> _ring;
    private readonly MpscCell<T>[] _cells;
    private readonly int _mask;

    internal MpscCasProducer(MpscSlotRing<T> ring)
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
public sealed class MpscCasConsumer<T> : MpscSlotConsumer<T>
{
    // Capacity, TryPop and Drain: MpscSlotConsumer (MpscSlots.cs), shared with the other per-slot ring.
    internal MpscCasConsumer(MpscSlotRing<T> ring) : base(ring)
    {
    }

    /// <summary>True once the ring is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted => MpscTail.IsCompletedByClosedBit(ref _ring.Indices.Tail, ref _ring.Indices.Head);

    /// <summary>Claimed positions not yet consumed (published or about to be); never above Capacity.</summary>
    public int Count => MpscTail.Claimed(ref _ring.Indices.Tail, ref _ring.Indices.Head);

#if DEBUG
    private protected override void AssertInvariants() =>
        MpscTail.AssertWithinCapacity(ref _ring.Indices.Tail, ref _ring.Indices.Head, _cells.Length);
#endif
}
