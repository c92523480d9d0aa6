// Design: MpscLinkedQueue<T> — unbounded multi-producer / single-consumer linked queue with pooled nodes.
//
// Who writes what: head (the producers' end) by every producer with one Interlocked.Exchange, no CAS loop;
//   prev.Next exactly once, by the producer whose Exchange returned prev (Volatile.Write); tail (the consumer's
//   stub node) consumer-private; closed once by Close (Interlocked).
// Invariants: the chain from the stub to head is the queue; items leave in Exchange order (per-producer FIFO).
// The trick: nodes come from a NodePool (one returner, many takers, ABA-safe), so the steady state allocates
//   nothing; the consumer recycles a stub only once it has moved past it. Close is exact: producers read closed
//   after their Exchange, Close sets it and then exchanges a marker in, so nodes behind the marker are rejected.
// Source: Dmitry Vyukov's intrusive MPSC node-based queue (1024cores.net), here non-intrusive.
// Known weakness: a producer pre-empted between its Exchange and its link hides every later node until it resumes
//   (the stalled-producer window). Unbounded, one node per item, pointer chasing, Count is O(n).
// Memory ordering: a producer's plain node writes precede the release that links it; the consumer's acquire of
//   Next precedes its node reads; the Exchange is a full fence, so a node's reset fields are in place before anyone
//   links behind it. Nothing relies on x86 TSO. Re-entrant consumer calls from a handler are refused.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpsclinkedqueue

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>The two ends of the linked queue, 128 bytes apart. Non-generic (explicit layout cannot be generic),
/// so the nodes are stored as <see cref="object"/> and read back with <see cref="Unsafe.As{T}(object)"/>.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct LinkedQueueEnds
{
    // padding: bytes [0, 128)

    /// <summary>Producers' end. Only ever changed with Interlocked.Exchange (many writers).</summary>
    [FieldOffset(CacheLine.Size)]
    internal object? Head;

    /// <summary>0 open, 1 closed. Set with Interlocked.CompareExchange by Close; producers read it with
    /// Volatile.Read after their Exchange. On the producers' block: they own that line right after the Exchange.</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal int Closed;

    // padding: bytes [140, 256)

    /// <summary>Consumer's stub node. Consumer-private (plain).</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal object? Tail;

    /// <summary>1 once the consumer passed the close marker. Consumer-private (plain).</summary>
    [FieldOffset(2 * CacheLine.Size + 8)]
    internal int PassedMarker;

    // padding: bytes [268, 384)
}

/// <summary>A queue node; recycled through the <see cref="NodePool{TNode}"/>.</summary>
internal sealed class LinkedNode<T>
{
    /// <summary>Null until the next node is linked: Volatile.Write by the linking producer, Volatile.Read by the consumer.</summary>
    internal LinkedNode<T>? Next;

    /// <summary>Plain: ordered by the Next release/acquire pair.</summary>
    internal T Item = default!;

    /// <summary>True for the close marker and for nodes whose producer returned Closed: never delivered.</summary>
    internal bool Rejected;
}

/// <summary>
/// Unbounded MPSC linked queue (Vyukov) with a node pool. The producer handle is safe to share among any
/// number of threads; the consumer handle has a single owner.
/// </summary>
public sealed class MpscLinkedQueue<T>
{
    /// <summary>Pool size used by <see cref="Create"/> when none is given.</summary>
    public const int DefaultPoolCapacity = 1024;

    internal readonly NodePool<LinkedNode<T>> Pool;
    internal readonly LinkedNode<T> Marker = new() { Rejected = true };
    internal LinkedQueueEnds Ends;

    private MpscLinkedQueue(int poolCapacity)
    {
        Pool = new NodePool<LinkedNode<T>>(poolCapacity);
        for (var i = 0; i < poolCapacity; i++)
        {
            Pool.TryReturn(new LinkedNode<T>()); // pre-fill: construction is the only place that must allocate
        }
        var stub = new LinkedNode<T>();
        Ends.Head = stub;
        Ends.Tail = stub;
    }

    /// <summary>Creates the queue and its handles.</summary>
    /// <param name="poolCapacity">Recycled nodes kept (and pre-allocated): a power of two between 2 and 2^30.
    /// Steady states with at most this many queued items allocate nothing.</param>
    /// <exception cref="ArgumentOutOfRangeException">The pool capacity breaks that rule.</exception>
    public static (MpscLinkedProducer<T> Producer, MpscLinkedConsumer<T> Consumer) Create(int poolCapacity = DefaultPoolCapacity)
    {
        CapacityRule.Validate(poolCapacity);
        var queue = new MpscLinkedQueue<T>(poolCapacity);
        return (new MpscLinkedProducer<T>(queue), new MpscLinkedConsumer<T>(queue));
    }
}

/// <summary>Producer end of an <see cref="MpscLinkedQueue{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscLinkedProducer<T>
{
    private readonly MpscLinkedQueue<T> _queue;
    private readonly NodePool<LinkedNode<T>> _pool;

    internal MpscLinkedProducer(MpscLinkedQueue<T> queue)
    {
        _queue = queue;
        _pool = queue.Pool;
    }

    /// <summary>Appends a copy of <paramref name="item"/>: <see cref="PushStatus.Ok"/> unless the queue is closed.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        ref var ends = ref _queue.Ends;
        if (Volatile.Read(ref ends.Closed) != 0)
        {
            return PushStatus.Closed; // cheap early exit; the check that makes Close exact is the one below
        }
        var node = _pool.TryTake() ?? NewNode();
        node.Item = item; // Next == null and Rejected == false: reset by the consumer before recycling
        var prev = Unsafe.As<LinkedNode<T>>(Interlocked.Exchange(ref ends.Head, node))!; // never null: head always holds a node
        // ---- stalled-producer window: until the next line runs, the consumer cannot see past prev ----
        if (Volatile.Read(ref ends.Closed) != 0)
        {
            return LinkRejected(prev, node);
        }
        Volatile.Write(ref prev.Next, node); // release: the item is visible before the link
        return PushStatus.Ok;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static LinkedNode<T> NewNode() => new();

    /// <summary>Lost the race with Close: link the node (the chain must stay intact) but never deliver it.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static PushStatus LinkRejected(LinkedNode<T> prev, LinkedNode<T> node)
    {
        node.Rejected = true;
        Volatile.Write(ref prev.Next, node);
        return PushStatus.Closed;
    }

    /// <summary>
    /// Closes the queue: pushes that overlap or follow this either are delivered or return Closed; the
    /// consumer's IsCompleted turns true once everything before the close is consumed. Idempotent, any thread.
    /// </summary>
    public void Close()
    {
        ref var ends = ref _queue.Ends;
        if (Interlocked.CompareExchange(ref ends.Closed, 1, 0) != 0)
        {
            return;
        }
        var marker = _queue.Marker;
        var prev = Unsafe.As<LinkedNode<T>>(Interlocked.Exchange(ref ends.Head, marker))!;
        Volatile.Write(ref prev.Next, marker);
    }
}

/// <summary>Consumer end of an <see cref="MpscLinkedQueue{T}"/>. Single owner.</summary>
public sealed class MpscLinkedConsumer<T>
{
    private readonly MpscLinkedQueue<T> _queue;
    private readonly NodePool<LinkedNode<T>> _pool;
    private readonly LinkedNode<T> _marker;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal MpscLinkedConsumer(MpscLinkedQueue<T> queue)
    {
        _queue = queue;
        _pool = queue.Pool;
        _marker = queue.Marker;
    }

    /// <summary>Takes the oldest linked item; false when none is visible (empty, or behind a stalled producer).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(MpscLinkedConsumer<T>));
        _owner.Enter(nameof(MpscLinkedConsumer<T>));
        ref var ends = ref _queue.Ends;
        var stub = Unsafe.As<LinkedNode<T>>(ends.Tail!);
        var next = Volatile.Read(ref stub.Next); // acquire: the node's contents are visible
        if (next is null || next.Rejected)
        {
            next = SkipRejected(ref ends);
            if (next is null)
            {
                item = default;
                _owner.Exit();
                return false;
            }
            stub = Unsafe.As<LinkedNode<T>>(ends.Tail!);
        }
        item = next.Item;
        Advance(ref ends, stub, next);
        _owner.Exit();
        return true;
    }

    /// <summary>Hands up to <paramref name="max"/> visible items to <paramref name="handler"/>; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(MpscLinkedConsumer<T>));
        _owner.Enter(nameof(MpscLinkedConsumer<T>));
        ref var ends = ref _queue.Ends;
        var done = 0;
        try
        {
            while (done < max)
            {
                var stub = Unsafe.As<LinkedNode<T>>(ends.Tail!);
                var next = Volatile.Read(ref stub.Next);
                if (next is null || next.Rejected)
                {
                    next = SkipRejected(ref ends);
                    if (next is null)
                    {
                        break;
                    }
                    stub = Unsafe.As<LinkedNode<T>>(ends.Tail!);
                }
                done++;
                try
                {
                    handler.Handle(in next.Item);
                }
                finally
                {
                    Advance(ref ends, stub, next);
                }
            }
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
        return done;
    }

    /// <summary>True once the queue is closed and every item pushed with Ok has been consumed. Refused from inside
    /// this consumer's Drain (it may step over and recycle rejected nodes).</summary>
    public bool IsCompleted
    {
        get
        {
            _drain.ThrowIfDraining(nameof(MpscLinkedConsumer<T>)); // it may step over (and recycle) rejected nodes
            ref var ends = ref _queue.Ends;
            if (ends.PassedMarker != 0)
            {
                return true;
            }
            if (Volatile.Read(ref ends.Closed) == 0)
            {
                return false;
            }
            _owner.Enter(nameof(MpscLinkedConsumer<T>));
            SkipRejected(ref ends);
            _owner.Exit();
            return ends.PassedMarker != 0;
        }
    }

    /// <summary>Items visible to the consumer right now. Walks the list: O(n), for diagnostics and tests.</summary>
    public int Count
    {
        get
        {
            var count = 0;
            var node = Volatile.Read(ref Unsafe.As<LinkedNode<T>>(_queue.Ends.Tail!).Next);
            while (node is not null)
            {
                if (!node.Rejected)
                {
                    count++;
                }
                node = Volatile.Read(ref node.Next);
            }
            return count;
        }
    }

    /// <summary>Makes <paramref name="next"/> (whose item was just taken) the stub and recycles the old stub.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Advance(ref LinkedQueueEnds ends, LinkedNode<T> stub, LinkedNode<T> next)
    {
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            next.Item = default!; // the new stub must not keep the item alive
        }
        ends.Tail = next;
        Recycle(stub);
    }

    /// <summary>The old stub is unreachable for producers (its one linker is done): reset it and pool it.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Recycle(LinkedNode<T> node)
    {
        if (ReferenceEquals(node, _marker))
        {
            return;
        }
        node.Next = null;
        node.Rejected = false;
        _pool.TryReturn(node); // release inside: the resets are visible to the taker; a full pool drops it
    }

    /// <summary>Slow path: steps over rejected nodes and the close marker. Returns the next deliverable node
    /// (not yet consumed) or null if none is visible.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private LinkedNode<T>? SkipRejected(ref LinkedQueueEnds ends)
    {
        while (true)
        {
            var stub = Unsafe.As<LinkedNode<T>>(ends.Tail!);
            var next = Volatile.Read(ref stub.Next);
            if (next is null || !next.Rejected)
            {
                return next;
            }
            if (ReferenceEquals(next, _marker))
            {
                Debug.Assert(Volatile.Read(ref ends.Closed) != 0, "close marker linked while open");
                ends.PassedMarker = 1;
            }
            Advance(ref ends, stub, next);
        }
    }
}
