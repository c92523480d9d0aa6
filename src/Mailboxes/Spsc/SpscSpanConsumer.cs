// Design: SpscSpanConsumer<T> — a consumer end for the SpscRing<T> layout that hands each drained run of slots to its
// handler as one span: a second consumer end for the same SpscIndices and buffer (the frozen SpscConsumer stays as it
// is, so the two can be measured side by side). Create with SpscSpanRing.Create<T> (per-item producer) or
// SpscSpanRing.CreateBatch<T> (batch producer).
//
// Who writes what (as in SpscRing): Tail, CachedHead, Closed the producer; Head this consumer (CachedTail unused).
// The trick: per call, one Volatile.Read of Tail, at most two spans over the buffer (the run before and after the
//   wrap), one Volatile.Write of Head. No per-item code of the ring's own: the handler's loop over a span is the whole
//   per-item cost, so a handler that keeps its state in locals runs with it in registers.
// Memory ordering: Volatile.Read(Tail) (acquire) before the slot reads, matching the producer's release of Tail;
//   the handler reads (and, for reference-holding T, the clear of) the slots happen before Volatile.Write(Head)
//   (release), which the producer's Volatile.Read(Head) acquires before it overwrites them.
// Known weaknesses: reads Tail on every call, even when a cached copy would do (a handler that drains a few items at a
//   time pays a shared-line read each call); one consumer thread at a time (checked in Debug).
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscspanconsumer

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>Creates an <see cref="SpscRing{T}"/> whose consumer end hands items over in spans.</summary>
public static class SpscSpanRing
{
    /// <summary>A ring of <paramref name="capacity"/> slots with SpscRing's per-item producer and the span consumer.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscProducer<T> Producer, SpscSpanConsumer<T> Consumer) Create<T>(int capacity)
    {
        var ring = SpscRing<T>.CreateRing(capacity);
        return (new SpscProducer<T>(ring), new SpscSpanConsumer<T>(ring));
    }

    /// <summary>A ring of <paramref name="capacity"/> slots with the batch producer and the span consumer.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscBatchProducer<T> Producer, SpscSpanConsumer<T> Consumer) CreateBatch<T>(int capacity)
    {
        var ring = SpscRing<T>.CreateRing(capacity);
        return (new SpscBatchProducer<T>(ring), new SpscSpanConsumer<T>(ring));
    }
}

/// <summary>
/// The span-handing consumer end of an <see cref="SpscRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscSpanConsumer<T>
{
    private readonly SpscRing<T> _ring;
    private readonly T[] _buffer;
    private readonly int _mask;
    private OwnerCheck _owner; // Debug only
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal SpscSpanConsumer(SpscRing<T> ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>
    /// Hands up to <paramref name="max"/> published items to <paramref name="handler"/> in at most two spans (the
    /// oldest first), then releases them with one store of the consumer index. Returns the count (0 when empty or
    /// <paramref name="max"/> &lt; 1).
    /// </summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<T>
    {
        _drain.Enter(nameof(SpscSpanConsumer<T>));
        _owner.Enter(nameof(SpscSpanConsumer<T>));
        try
        {
            ref var ix = ref _ring.Indices;
            return SpscSpans.Drain(_buffer, _mask, ref ix.Head, Volatile.Read(ref ix.Tail), max, ref handler); // acquire: slots below Tail are written
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
    }

    /// <summary>
    /// True once the producer has closed the ring and every item it pushed before closing has been consumed.
    /// False means "more may come"; an empty, open ring is not completed.
    /// </summary>
    public bool IsCompleted
    {
        get
        {
            _drain.ThrowIfDraining(nameof(SpscSpanConsumer<T>));
            return SpscStreamEnd.IsCompleted(ref _ring.Indices.Closed, ref _ring.Indices.Tail, ref _ring.Indices.Head);
        }
    }

    /// <summary>Items published and not yet consumed (exact for the consumer's head, a snapshot of the tail).</summary>
    public int Count
    {
        get
        {
            ref var ix = ref _ring.Indices;
            return (int)(Volatile.Read(ref ix.Tail) - ix.Head);
        }
    }
}

/// <summary>The span hand-over shared by the span-draining consumers (SpscSpanConsumer, SpscLeanConsumer).</summary>
internal static class SpscSpans
{
    /// <summary>
    /// One drain by the consumer that owns <paramref name="head"/>: hands the items below <paramref name="tail"/> (read
    /// by the caller with an acquire), at most <paramref name="max"/>, to <paramref name="handler"/>, then clears their
    /// slots where T holds references and moves the head past them with one release store, also when the handler threw.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int Drain<T, THandler>(T[] buffer, int mask, ref long head, long tail, int max, ref THandler handler)
        where THandler : struct, ISpanHandler<T>
    {
        var from = head; // own index: plain read
        var n = (int)Math.Min(tail - from, Math.Max(max, 0));
        var done = 0;
        try
        {
            if (n > 0)
            {
                HandOver(buffer, mask, from, n, ref handler, ref done);
            }
        }
        finally
        {
            if (done != 0)
            {
                Release(buffer, mask, from, done);
                Volatile.Write(ref head, from + done); // release: the reads (and clears) above come first
            }
        }
        return done;
    }

    /// <summary>Hands the <paramref name="n"/> items from <paramref name="head"/> to <paramref name="handler"/> as at most
    /// two spans (the run up to the buffer's end, then the run from its start); <paramref name="done"/> counts the items
    /// handed over so far, also when the handler throws.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void HandOver<T, THandler>(T[] buffer, int mask, long head, int n, ref THandler handler, ref int done)
        where THandler : struct, ISpanHandler<T>
    {
        ref var data = ref MemoryMarshal.GetArrayDataReference(buffer);
        var start = (int)head & mask;
        var first = Math.Min(n, buffer.Length - start);
        done = first; // a span handed over counts as consumed, also when the handler throws
        handler.Handle(MemoryMarshal.CreateReadOnlySpan(ref Unsafe.Add(ref data, start), first));
        if (first < n)
        {
            done = n;
            handler.Handle(MemoryMarshal.CreateReadOnlySpan(ref data, n - first));
        }
    }

    /// <summary>Before the head moves past <paramref name="count"/> items from <paramref name="head"/>: clears their slots
    /// where T holds references (the ring must not keep them alive).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void Release<T>(T[] buffer, int mask, long head, int count)
    {
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            var start = (int)head & mask;
            var first = Math.Min(count, buffer.Length - start);
            Array.Clear(buffer, start, first);
            Array.Clear(buffer, 0, count - first);
        }
    }
}
