// Design: NodePool<TNode> — bounded, ABA-safe pool of recycled nodes: one returner, many takers.
//
// Who writes what: returned by the one returner (MpscLinkedQueue's consumer; plain), taken by any taker (the
//   producers; CAS); each cell's node and 64-bit sequence by whichever side the sequence hands it to.
// Invariants: 0 <= returned - taken <= capacity; a cell is written by one party at a time.
// The trick: Dmitry Vyukov's bounded MPMC queue (1024cores.net) used with a single enqueuer; positions only grow,
//   so a stale taker's CAS fails — no value comes back, unlike a Treiber stack of reused nodes (ABA).
// Known weakness: takers contend on one CAS'd index; a taker pre-empted between CAS and clear delays the returner
//   for that cell (which then drops the node); bounded, so a deeper burst allocates and surplus becomes garbage.
// Memory ordering: Return stores the node, then Volatile.Write(sequence, r + 1) (release); Take acquires
//   sequence == t + 1, CASes taken, reads and clears the cell, then Volatile.Write(sequence, t + capacity) (release)
//   so the returner's next-lap store follows the read.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#nodepool

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
