// Design: MpscSegmentedQueue<T> — multi-producer / single-consumer queue made of bounded rings ("segments") that start
// small, double when full up to a cap, and are linked one after the other. Unbounded by default; in bounded mode it
// never holds more than the cap and refuses (Full) instead of linking past it.
//
// Why: an actor's mailbox must be unbounded (a Tell never waits) and cheap while the actor is idle — the runtime
// spawns a million actors — yet allocate nothing per message when the actor is busy. A bounded ring is cheap per
// message but fixed in size; a linked queue is unbounded but allocates (or pools) a node per message and pads its ends
// (MpscLinkedQueue: its two ends in three cache lines, a pre-filled pool of 1 024 nodes). Here the first segment is a ring of 8 slots
// by default; a steady stream whose backlog fits the current segment reuses that ring in place, lap after lap, and
// allocates nothing; a backlog that outgrows it links a segment twice as large (up to the cap, then more of the cap's
// size). The queue never shrinks back: an actor that once had a backlog of n keeps a ring of about n slots.
// Unbounded is the wrong promise when producers outrun the consumer for good: the backlog then grows without end and
// every cap-sized segment it links is a fresh allocation (for a 24-byte message, cap-sized segments land on the
// large-object heap and are collected in gen 2), so a hot actor fed faster than it handles pays bytes and collections
// per message. Bounded mode (below) keeps the small start and the growth, but stops at the cap and reuses that ring in
// place: the producers wait instead (the runtime's Tell does; the queue itself only says Full), and a steady stream
// allocates nothing however far ahead they are.
//
// Shape
//   segment   a ring of 2^k MpscCell<T> (sequence + item; MpscSlots.cs), its tail word (next position to claim, plus
//             MpscIndices.ClosedBit once the segment is frozen) and Next (null; then its successor; or the segment
//             itself, which means "the queue is closed after this segment").
//   chain     _tail: the segment producers claim in (it may lag behind; producers then follow Next); _head and
//             _position: the segment and position the consumer takes next; _closed: the queue's close has begun.
//   Unpadded on purpose: per actor it is 32 bytes in the actor object plus a 40-byte segment object and its cells.
//   The public handles (Create) wrap the same chain in an object of its own; the runtime's actors embed it.
//
// Who writes what
//   segment.Tail       producers: CompareExchange to claim (MpscSlots.TryClaim, the same claim as MpscRingCas);
//                      Interlocked.Or(ClosedBit) to freeze it (a producer that found it full, or Close). Once the bit is
//                      set every claim in the segment fails, for good.
//   cells              the producer holding a claimed position, then the consumer (the per-slot sequence hands each
//                      cell over: MpscSlots.cs).
//   segment.Next       CompareExchange from null, once: to a new segment (a producer, after the freeze) or to the
//                      segment itself (Close, after the freeze). So only a frozen segment ever has a Next.
//   _tail              producers and Close, CompareExchange from a segment to its Next (a hint: it only moves forward).
//   _closed            Close, Interlocked.Exchange 0 -> 1 before anything else; producers Volatile.Read it.
//   _head, _position   the consumer only (plain): moved by TryPop and Drain.
//
// Push: claim in _tail's segment; Full -> freeze it; frozen -> take its Next (linking a new segment of twice the size,
//   capped, if there is none yet and the queue's close has not begun; a closed Next -> Closed); help _tail forward;
//   claim there. Lock-free: a producer retries only because another producer claimed, froze or linked. The new
//   segment is allocated by whoever finds the frozen segment without a successor; when two race, the loser's segment
//   is dropped (garbage, on a path taken once per growth).
// Pop: take the published item at (_head, _position); when none is published and the head segment is frozen at
//   exactly _position (every position claimed in it was consumed) and has a successor, move to the successor.
//
// Order. Per-producer FIFO: within a segment positions are claimed in order; a producer that pushed into segment S
//   finds every earlier segment frozen (Next is set only after the freeze), so its later pushes land in S at a higher
//   position or in a segment after S; the consumer takes segments in chain order and leaves one only when nothing more
//   can arrive in it (frozen, and consumed up to the frozen position). Across producers: claim order per segment.
//
// Close, exactly. Close sets _closed, then freezes the tail segment and CompareExchanges its Next from null to the
//   segment itself; if a producer linked a successor first, Close moves to it and repeats. A producer that finds a
//   frozen segment without successor links one only if it read _closed == 0, so only producers already past that read
//   can link more (finitely many), and Close ends. Every claim that succeeded happened before its segment's freeze
//   (the claim and the freeze are RMWs on the same word, totally ordered), at a position the consumer will reach; a
//   push that claimed nothing returned Closed. IsCompleted: every segment from the head is frozen at the position the
//   consumer has reached, up to the one whose Next is itself. Accepted = consumed + still inside; nothing is lost or
//   duplicated, and nothing arrives after IsCompleted.
//
// Memory ordering. A cell is published by the release store of its sequence and taken after an acquire load of it
//   (MpscSlots.cs). The freeze and the links are Interlocked (full fences); readers use Volatile.Read (acquire): a
//   consumer or producer that sees a segment's Next sees the freeze before it. A producer reaches a new segment only
//   through an acquire read of Next or _tail, so its publication in that segment happens after the link; an observer
//   that sees the publication and walks from the frozen predecessor sees the link too. Nothing relies on x86 TSO.
//
// Bounded mode (Create(..., bounded: true); the runtime's ActorOptions.MailboxCapacity). The cap is maxSegment.
//   Growth differs in one way: a segment linked after a frozen predecessor of size p (it has 2p cells: below the cap
//   a full segment still freezes and grows) is born with its last p cells reserved — their sequence says "the previous
//   lap's item is still here" (MpscSlots.NewCells), so a claim of those positions finds the ring full. The consumer
//   frees them (MpscSlots.ReleaseReserved, release stores) when it leaves the predecessor, i.e. when nothing is left
//   before the segment. A full segment at the cap is not frozen: the push returns Full, claims nothing, and the ring
//   is reused lap after lap as the consumer frees its cells.
//   The rule, exactly: TryPush returns Full if and only if the producers' segment has the cap's size and its cell at
//   the tail position is not free — it holds an item not yet consumed, or it is in that segment's reserved share and
//   the consumer has not yet left the predecessor. (Closed wins over Full: a frozen tail says Closed.) So, from a
//   queue the consumer has emptied and caught up with (a pop found nothing), exactly cap pushes succeed before the
//   first Full; while the consumer is still in an older segment the queue may refuse with fewer than cap items inside
//   (at least cap/2: the cap-sized segment's unreserved half is full). The model property (tests/Mailboxes) checks
//   this rule step by step.
//   The bound: for every segment S, the items in S and in all segments before it never exceed size(S) <= cap. The
//   first segment: a ring. S linked after P (reserved share r = size(P)): until the release, the consumer has not
//   entered S, so S's claims are its first-lap positions below size(S) - r (the positions are claimed in order, and
//   the first reserved one stops them), and everything before S is P and before it: at most size(P) = r, by the same
//   statement for P (items in frozen segments only decrease). After the release nothing is before S, and S is a ring
//   of size(S). Hence the queue holds at most the newest segment's size, at most the cap, at every instant — not only
//   in quiet states — and claimed-but-unpublished positions count as held.
//   Close accounting is unchanged: Full claims nothing; every Ok claim precedes its segment's freeze; so every push is
//   accepted (then consumed or counted by whoever empties the closed queue), refused Closed, or refused Full (nothing
//   happened: the caller retries or gives up). A push that returned Full and retries after the close gets Closed.
//   Ordering: the initial sequences of a new segment are plain stores published by the Interlocked link (a producer
//   reaches the segment only through an acquire read of Next or _tail); the consumer's release stores follow its own
//   acquire read of Next, and a producer that reads a released sequence (acquire) claims the cell as it would a cell
//   the consumer freed. No new store -> load pair is introduced.
//   Costs: an idle bounded queue is as small as an unbounded one (the first segment); growth to the cap allocates
//   about 2 x cap cells once; after that nothing. The chain state stays 32 bytes (the bounded flag shares the cap's
//   int) and a segment 40 bytes (its reserved share is its predecessor's size, known to the consumer: not a field).
//
// Read-only looks. IsNextPublished and IsCompleted follow the chain from the consumer's place without moving it, so
//   the thread-pool actor can ask them just after it went idle, when a later run may already be consuming (PoolActor.cs
//   "No lost wake-up": a stale answer then costs at most a failed CompareExchange or a run that finds nothing).
//
// Re-entrancy: the public consumer refuses calls from inside its own Drain (DrainGuard.cs); the runtime's actors give
//   their handlers no access to the consumer at all.
//
// Known weaknesses: the segments are not padded, so producers' claims, the consumer's releases and the embedding
//   object's fields can share cache lines (the price of a small idle actor; the padded rings are the choice for a few
//   hot mailboxes). A producer pre-empted between its claim and its publish stalls the consumer at that position (as in
//   every per-slot ring). Growth allocates twice the segment; a segment is dropped when the consumer leaves it, and the
//   queue never shrinks. The CAS claim retries under contention (MpscRingCas.cs). A backlog larger than the cap links
//   cap-sized segments, one allocation per cap messages while it lasts (unbounded mode; bounded mode refuses instead).
//   Bounded mode may refuse with fewer than cap items inside until the consumer has left the segment before the
//   cap-sized one (at least cap/2 inside: "Bounded mode"), and a producer that keeps retrying Full spins on the
//   tail's line like any ring's poster.

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
