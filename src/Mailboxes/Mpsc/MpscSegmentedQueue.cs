// Design: MpscSegmentedQueue<T> — multi-producer / single-consumer queue made of bounded rings ("segments") that start
// small, double when full up to a cap, and are linked one after the other. Unbounded by default; in bounded mode it
// never holds more than the cap and refuses (Full) instead of linking past it.
//
// Why: an actor's mailbox must be unbounded (a Tell never waits), cheap while idle, and allocate nothing per message.
// Who writes what: segment.Tail producers (CAS claim, MpscSlots; Interlocked.Or(ClosedBit) freezes it for good);
//   cells the claiming producer, then the consumer; segment.Next once by CAS from null (a new segment, or itself
//   for "closed"); _tail producers and Close (a forward-only hint); _closed Close; _head, _position the consumer.
// Invariants: only a frozen segment has a Next; per-producer FIFO; the consumer leaves a segment only when it is
//   frozen and consumed up to the freeze. Bounded: the items in S and before it never exceed size(S) <= cap.
// The trick: a steady stream reuses the current ring in place, lap after lap; a backlog links a ring twice as
//   large. Bounded mode reserves a new segment's last share until the consumer leaves the predecessor.
// Close is exact: _closed, then freeze the tail segment and point its Next at itself; every claim precedes its
//   segment's freeze; nothing arrives after IsCompleted.
// Known weaknesses: unpadded segments (the price of a small idle actor); a producer pre-empted between claim and
//   publish stalls the consumer; growth allocates and the queue never shrinks; CAS retries; bounded mode may refuse
//   with fewer than cap (at least cap/2) inside.
// Memory ordering: cells by the sequence release/acquire pair; freeze and links are Interlocked, readers use
//   Volatile.Read, so whoever sees a Next sees the freeze before it and a producer's publication in a new segment
//   follows the link. Nothing relies on x86 TSO.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscsegmentedqueue

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>One ring of the chain (see the design note in MpscSegmentedQueue.cs).</summary>
internal sealed class QueueSegment<T>
{
    /// <summary>The ring's cells (sequence + item): MpscSlots.cs.</summary>
    internal readonly MpscCell<T>[] Cells;

    /// <summary>Next position to claim, plus <see cref="MpscIndices.ClosedBit"/> once frozen. Volatile.Read;
    /// changed only with Interlocked (CompareExchange claims, Or freezes).</summary>
    internal long Tail;

    /// <summary>Null; then the successor, or this segment itself when the queue is closed after it. Set once with
    /// CompareExchange, only after the freeze; Volatile.Read.</summary>
    internal QueueSegment<T>? Next;

    internal QueueSegment(int capacity) => Cells = MpscSlots.NewCells<T>(capacity);

    /// <summary>A segment whose last <paramref name="reserved"/> cells wait for <see cref="MpscSlots.ReleaseReserved"/>
    /// (bounded mode: the predecessor's size, released when the consumer leaves the predecessor).</summary>
    internal QueueSegment(int capacity, int reserved) => Cells = MpscSlots.NewCells<T>(capacity, reserved);

    internal int Mask => Cells.Length - 1;
}

/// <summary>
/// The chain of segments: producer and consumer operations on one struct, embedded in its owner (the public queue
/// object, or a runtime actor). A mutable struct: kept in a non-readonly field and called in place, never copied.
/// </summary>
internal struct SegmentChain<T> : IActorMailbox<T>
{
    private QueueSegment<T> _tail;  // producers' segment (a hint that only moves forward): Volatile.Read, CompareExchange
    private QueueSegment<T> _head;  // consumer-private
    private long _position;         // consumer-private: the next position in _head
    private int _closed;            // 0 open, 1 once Close began: Interlocked.Exchange, Volatile.Read
    private readonly int _shape;    // the largest segment (a power of two >= 2), | BoundedBit in bounded mode: one
                                    // int, so the chain stays 32 bytes inside each actor

    /// <summary>Bit 0 of <see cref="_shape"/>: the queue is bounded (a power of two >= 2 never has it).</summary>
    private const int BoundedBit = 1;

    internal SegmentChain(int firstSegment, int maxSegment, bool bounded = false)
    {
        var first = new QueueSegment<T>(firstSegment);
        _tail = first;
        _head = first;
        _shape = maxSegment | (bounded ? BoundedBit : 0);
    }

    /// <summary>The largest segment growth makes; in bounded mode also the most items the queue holds.</summary>
    internal readonly int MaxSegment => _shape & ~BoundedBit;

    /// <summary>Bounded mode: a full segment at <see cref="MaxSegment"/> refuses (Full) instead of linking another.</summary>
    internal readonly bool IsBounded => (_shape & BoundedBit) != 0;

    /// <summary>Appends a copy of <paramref name="item"/>: Ok; Closed once the queue's close has begun; Full only in
    /// bounded mode (see "Bounded mode"). Never waits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal PushStatus TryPush(in T item)
    {
        var segment = Volatile.Read(ref _tail);
        var cells = segment.Cells;
        var mask = cells.Length - 1;
        if (MpscSlots.TryClaim(ref segment.Tail, cells, mask, out var position) == PushStatus.Ok)
        {
            MpscSlots.Publish(cells, mask, position, in item);
            return PushStatus.Ok;
        }
        return TryPushSlow(in item, segment);
    }

    /// <summary>The tail segment is full or frozen: freeze it, follow (or link) its successor, claim there.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus TryPushSlow(in T item, QueueSegment<T> segment)
    {
        while (true)
        {
            var status = MpscSlots.TryClaim(ref segment.Tail, segment.Cells, segment.Mask, out var position);
            if (status == PushStatus.Ok)
            {
                MpscSlots.Publish(segment.Cells, segment.Mask, position, in item);
                return PushStatus.Ok;
            }
            if (status == PushStatus.Full)
            {
                if (IsBounded && segment.Cells.Length >= MaxSegment)
                {
                    return PushStatus.Full; // at the cap: nothing was claimed; the ring is reused in place as cells free
                }
                Interlocked.Or(ref segment.Tail, MpscIndices.ClosedBit); // freeze: no claim here from now on
            }
            var next = Successor(segment);
            if (next is null)
            {
                return PushStatus.Closed; // nothing was claimed
            }
            Interlocked.CompareExchange(ref _tail, next, segment); // help the hint forward (a failure: someone did)
            segment = next;
        }
    }

    /// <summary>The successor of a frozen segment, linking a new one if there is none yet; null when the queue is
    /// closed after it or its close has begun.</summary>
    private readonly QueueSegment<T>? Successor(QueueSegment<T> segment)
    {
        var next = Volatile.Read(ref segment.Next);
        if (next is null)
        {
            if (Volatile.Read(in _closed) != 0)
            {
                return null; // Close is under way and will close the chain here or further on: link nothing more
            }
            var size = Math.Min(segment.Cells.Length * 2, MaxSegment);
            var grown = IsBounded
                ? new QueueSegment<T>(size, reserved: segment.Cells.Length) // its predecessor's share: "Bounded mode"
                : new QueueSegment<T>(size);
            next = Interlocked.CompareExchange(ref segment.Next, grown, null) ?? grown; // the loser's segment is dropped
        }
        return ReferenceEquals(next, segment) ? null : next;
    }

    /// <summary>Closes the queue: every push that returned Ok is consumed before <see cref="IsCompleted"/> turns true,
    /// every later push returns Closed. Idempotent, any thread.</summary>
    internal void Close()
    {
        Interlocked.Exchange(ref _closed, 1); // before the freeze: producers that see it link no more segments
        var segment = Volatile.Read(ref _tail);
        while (true)
        {
            Interlocked.Or(ref segment.Tail, MpscIndices.ClosedBit);
            var next = Interlocked.CompareExchange(ref segment.Next, segment, null);
            if (next is null || ReferenceEquals(next, segment))
            {
                return; // closed after this segment (now or earlier)
            }
            Interlocked.CompareExchange(ref _tail, next, segment);
            segment = next; // a producer linked a successor first: close there
        }
    }

    /// <summary>Takes the next item; false when none is published (empty, or its producer has not published yet).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        while (true)
        {
            var segment = _head;
            if (MpscSlots.TryPop(segment.Cells, segment.Mask, ref _position, out item))
            {
                return true;
            }
            if (!TryLeaveHead())
            {
                return false;
            }
        }
    }

    /// <summary>Hands up to <paramref name="max"/> published items to <paramref name="handler"/>, in order, across
    /// segments; returns the count. A handler exception propagates; the items handed over so far, the thrower
    /// included, count as consumed.</summary>
    internal int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        var done = 0;
        while (true)
        {
            var segment = _head;
            done += MpscSlots.Drain(segment.Cells, segment.Mask, ref _position, ref handler, max - done);
            if (done >= max || !TryLeaveHead())
            {
                return done;
            }
        }
    }

    /// <summary>The consumer moves to the successor of its segment when nothing more can arrive in it.</summary>
    private bool TryLeaveHead()
    {
        var next = FinishedSuccessor(_head, _position, out _);
        if (next is null)
        {
            return false;
        }
        if (IsBounded)
        {
            // nothing is left before `next` now: its share held back for the old segment becomes free
            MpscSlots.ReleaseReserved(next.Cells, reserved: _head.Cells.Length);
        }
        _head = next; // the old segment is garbage from here (no producer can claim in a frozen segment)
        _position = 0;
        return true;
    }

    /// <summary>
    /// If <paramref name="segment"/> is finished at <paramref name="position"/> — frozen, and frozen exactly there, so
    /// every position claimed in it is below — its successor; null otherwise, with <paramref name="closed"/> true when
    /// the queue is closed after it.
    /// </summary>
    private static QueueSegment<T>? FinishedSuccessor(QueueSegment<T> segment, long position, out bool closed)
    {
        closed = false;
        var tail = Volatile.Read(ref segment.Tail); // acquire
        if ((tail & MpscIndices.ClosedBit) == 0 || (tail & MpscIndices.PositionMask) != position)
        {
            return null; // open, or claimed positions not consumed yet
        }
        var next = Volatile.Read(ref segment.Next); // acquire; null: frozen by a producer that has not linked yet
        if (ReferenceEquals(next, segment))
        {
            closed = true;
            return null;
        }
        return next;
    }

    /// <summary>The next item in order is published (a pop now would succeed). Reads only: it follows the chain from
    /// the consumer's place without moving it, so it may be asked by a thread that just stopped consuming.</summary>
    public readonly bool IsNextPublished
    {
        get
        {
            var segment = _head;
            var position = _position;
            while (true)
            {
                var cells = segment.Cells;
                if (Volatile.Read(in MpscSlots.Cell(cells, position, cells.Length - 1).Sequence) == position + 1)
                {
                    return true;
                }
                var next = FinishedSuccessor(segment, position, out _);
                if (next is null)
                {
                    return false;
                }
                segment = next;
                position = 0;
            }
        }
    }

    /// <summary>Closed, and every item pushed with Ok consumed. Reads only (as <see cref="IsNextPublished"/>).</summary>
    public readonly bool IsCompleted
    {
        get
        {
            var segment = _head;
            var position = _position;
            while (true)
            {
                var next = FinishedSuccessor(segment, position, out var closed);
                if (next is null)
                {
                    return closed;
                }
                segment = next;
                position = 0;
            }
        }
    }

    /// <summary>Claimed positions not yet consumed, over every segment from the consumer's (published or about to
    /// be). Walks the chain; diagnostics.</summary>
    internal readonly long Count
    {
        get
        {
            long count = 0;
            var segment = _head;
            var position = _position;
            while (segment is not null)
            {
                count += (Volatile.Read(ref segment.Tail) & MpscIndices.PositionMask) - position;
                var next = Volatile.Read(ref segment.Next);
                segment = ReferenceEquals(next, segment) ? null : next;
                position = 0;
            }
            return count;
        }
    }

    /// <summary>Slots of the segment producers claim in now (diagnostics: how far the queue has grown).</summary>
    internal readonly int TailCapacity => Volatile.Read(in _tail).Cells.Length;
}

/// <summary>
/// MPSC queue of linked rings that start small and double when full, up to a cap (see the design note): unbounded, or
/// bounded by that cap.
/// The producer handle is safe to share among any number of threads; the consumer handle has a single owner.
/// </summary>
public sealed class MpscSegmentedQueue<T>
{
    /// <summary>Slots of the first segment used by <see cref="Create"/> when none is given.</summary>
    public const int DefaultFirstSegment = 8;

    /// <summary>The largest segment used by <see cref="Create"/> when none is given (4 096 slots: 64 KiB of cells
    /// for an 8-byte item, below the large-object heap's threshold).</summary>
    public const int DefaultMaxSegment = 4096;

    internal SegmentChain<T> Chain;

    private MpscSegmentedQueue(int firstSegment, int maxSegment, bool bounded) =>
        Chain = new SegmentChain<T>(firstSegment, maxSegment, bounded);

    /// <summary>Creates the queue and its handles.</summary>
    /// <param name="firstSegment">Slots of the first ring: a power of two between 2 and 2^30.</param>
    /// <param name="maxSegment">The largest ring growth makes: a power of two, at least <paramref name="firstSegment"/>,
    /// at most 2^30. In bounded mode also the most items the queue ever holds.</param>
    /// <param name="bounded">False (default): unbounded, TryPush never returns Full; past <paramref name="maxSegment"/>
    /// more segments of that size are linked. True: the queue never holds more than <paramref name="maxSegment"/> items;
    /// once its ring has grown to that size and has no free cell, TryPush returns <see cref="PushStatus.Full"/> (the
    /// exact rule is in the design note, "Bounded mode").</param>
    /// <exception cref="ArgumentOutOfRangeException">A size breaks those rules.</exception>
    public static (MpscSegmentedProducer<T> Producer, MpscSegmentedConsumer<T> Consumer) Create(
        int firstSegment = DefaultFirstSegment, int maxSegment = DefaultMaxSegment, bool bounded = false)
    {
        ValidateSegments(firstSegment, maxSegment);
        var queue = new MpscSegmentedQueue<T>(firstSegment, maxSegment, bounded);
        return (new MpscSegmentedProducer<T>(queue), new MpscSegmentedConsumer<T>(queue));
    }

    /// <summary>The size rules of <see cref="Create"/> (also the runtime's).</summary>
    internal static void ValidateSegments(int firstSegment, int maxSegment)
    {
        CapacityRule.Validate(firstSegment);
        CapacityRule.Validate(maxSegment);
        if (maxSegment < firstSegment)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(maxSegment), maxSegment,
                $"{nameof(maxSegment)} must be at least {nameof(firstSegment)} ({firstSegment}).");
        }
    }
}

/// <summary>Producer end of an <see cref="MpscSegmentedQueue{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscSegmentedProducer<T>
{
    private readonly MpscSegmentedQueue<T> _queue;

    internal MpscSegmentedProducer(MpscSegmentedQueue<T> queue) => _queue = queue;

    /// <summary>Appends a copy of <paramref name="item"/>: <see cref="PushStatus.Ok"/>, or
    /// <see cref="PushStatus.Closed"/> once the queue is closed. Unbounded: never Full. Bounded: Full when the ring at the
    /// cap has no free cell (nothing was written; retry once the consumer has taken some). Never waits (lock-free).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item) => _queue.Chain.TryPush(in item);

    /// <summary>True when the queue was created bounded (it holds at most <see cref="MaxSegment"/> items).</summary>
    internal bool IsBounded => _queue.Chain.IsBounded;

    /// <summary>The largest segment growth makes (in bounded mode: the capacity).</summary>
    internal int MaxSegment => _queue.Chain.MaxSegment;

    /// <summary>
    /// Closes the queue: pushes that overlap or follow this either are delivered or return Closed; the consumer's
    /// IsCompleted turns true once everything accepted before the close is consumed. Idempotent, any thread.
    /// </summary>
    public void Close() => _queue.Chain.Close();

    /// <summary>Slots of the segment pushes go to now (diagnostics: how far the queue has grown).</summary>
    internal int SegmentCapacity => _queue.Chain.TailCapacity;
}

/// <summary>Consumer end of an <see cref="MpscSegmentedQueue{T}"/>. Single owner.</summary>
public sealed class MpscSegmentedConsumer<T>
{
    private readonly MpscSegmentedQueue<T> _queue;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal MpscSegmentedConsumer(MpscSegmentedQueue<T> queue) => _queue = queue;

    /// <summary>Takes the next item in order; false if none is published yet.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(MpscSegmentedConsumer<T>));
        _owner.Enter(nameof(MpscSegmentedConsumer<T>));
        var ok = _queue.Chain.TryPop(out item);
        _owner.Exit();
        return ok;
    }

    /// <summary>Hands up to <paramref name="max"/> published items to <paramref name="handler"/>; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(MpscSegmentedConsumer<T>));
        _owner.Enter(nameof(MpscSegmentedConsumer<T>));
        try
        {
            return _queue.Chain.Drain(ref handler, max);
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
    }

    /// <summary>True once the queue is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted => _queue.Chain.IsCompleted;

    /// <summary>True when the next item in order is published, i.e. a TryPop now would succeed.</summary>
    public bool IsNextPublished => _queue.Chain.IsNextPublished;

    /// <summary>Items pushed and not yet consumed (including claims whose producer has not published yet). Walks the
    /// segments; diagnostics.</summary>
    public int Count => (int)Math.Min(_queue.Chain.Count, int.MaxValue);
}
