// Design: NodePool<TNode> — bounded, ABA-safe pool of recycled nodes: one returner, many takers.
//
// Used by MpscLinkedQueue<T>: the consumer returns the nodes it is done with, producers take one per push and
// allocate only when the pool is empty; a node returned to a full pool is left to the GC. The pool is Dmitry
// Vyukov's bounded MPMC queue (1024cores.net) — a ring of cells, each with a 64-bit sequence number — used
// with a single enqueuer:
//   Return (the consumer only): position r = returned (plain: only the returner writes it); if cell r's
//     sequence == r the cell is free: store the node, Volatile.Write(sequence, r + 1) (release), returned = r+1;
//     otherwise the pool is full and the node is dropped.
//   Take (any producer): position t = Volatile.Read(taken); if cell t's sequence == t + 1 (acquire) a node is
//     there: CAS taken t -> t+1, on success read the node, clear the cell, Volatile.Write(sequence,
//     t + capacity) (release: the cell is free for the returner's next lap); sequence < t + 1 means empty.
//
// Why not a Treiber stack: a lock-free stack of reusable nodes has the ABA problem — a taker reads top = A and
// A.next = B, is pre-empted while A is taken, B is taken, and A is returned; its CAS(top, A -> B) then
// succeeds and installs B, which is in use. Here a cell is identified by a 64-bit position that only grows,
// so a stale taker's CAS on `taken` fails (the position moved on) — there is no value that comes back.
// Invariants: 0 <= returned - taken <= capacity; a cell is written by one party at a time (the sequence
// hands it over).
//
// Known weakness: takers contend on one CAS'd index (as producers already do on the queue's head); a taker
// pre-empted between its CAS and clearing the cell only delays the returner for that cell (it then drops the
// node). Bounded: a burst deeper than the pool allocates, and surplus nodes become garbage.

using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>The pool's two positions, 128 bytes apart.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct NodePoolIndices
{
    // padding: bytes [0, 128)

    /// <summary>Next position to return into. Returner-private (plain): takers decide by the cell sequence.</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Returned;

    // padding: bytes [136, 256)

    /// <summary>Next position to take from. Read with Volatile.Read, advanced with Interlocked.CompareExchange by
    /// many takers.</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Taken;

    // padding: bytes [264, 384)
}

/// <summary>Bounded recycling pool (one returner, many takers). See the design note.</summary>
internal sealed class NodePool<TNode> where TNode : class
{
    private readonly MpscCell<TNode?>[] _cells;
    private readonly int _mask;
    private NodePoolIndices _indices;

    internal NodePool(int capacity)
    {
        _cells = MpscSlots.NewCells<TNode?>(capacity);
        _mask = capacity - 1;
    }

    internal int Capacity => _cells.Length;

    /// <summary>Nodes in the pool right now (approximate; diagnostics).</summary>
    internal int Count => (int)(Volatile.Read(ref _indices.Returned) - Volatile.Read(ref _indices.Taken));

    /// <summary>Returner side (one thread). False if the pool is full: the caller drops the node.</summary>
    internal bool TryReturn(TNode node)
    {
        var position = _indices.Returned;
        ref var cell = ref MpscSlots.Cell(_cells, position, _mask);
        if (Volatile.Read(ref cell.Sequence) != position) // acquire: the taker's read of the old node came first
        {
            return false;
        }
        cell.Item = node;
        Volatile.Write(ref cell.Sequence, position + 1); // release: the node (and its reset fields) first
        Volatile.Write(ref _indices.Returned, position + 1); // only for Count; takers never read it
        return true;
    }

    /// <summary>Taker side (any thread). Null if the pool is empty.</summary>
    internal TNode? TryTake()
    {
        var position = Volatile.Read(ref _indices.Taken);
        while (true)
        {
            ref var cell = ref MpscSlots.Cell(_cells, position, _mask);
            var lag = Volatile.Read(ref cell.Sequence) - (position + 1);
            if (lag == 0)
            {
                var seen = Interlocked.CompareExchange(ref _indices.Taken, position + 1, position);
                if (seen == position)
                {
                    var node = cell.Item;
                    cell.Item = null;
                    Volatile.Write(ref cell.Sequence, position + _cells.Length); // release: free for the returner
                    return node;
                }
                position = seen;
            }
            else if (lag < 0)
            {
                return null; // empty
            }
            else
            {
                position = Volatile.Read(ref _indices.Taken);
            }
        }
    }
}
