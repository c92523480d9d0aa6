// Design: MpscLanes<T> — a multi-producer / single-consumer queue made of one SpscRing lane per producer: no producer
// writes a line another producer writes, and no push takes an atomic read-modify-write.
//
// Why: every shared-tail MPSC ring (MpscRingXadd, MpscRingCas, ConcurrentQueue) makes each push a LOCK'd instruction
//   on one line that every producer writes; at two producers on two cores that line moves between the cores on almost
//   every push (E02: the best such ring was 1.03x ConcurrentQueue at 2 producers on amd-epyc-2c2t). A lane per producer
//   turns each push into the SPSC ring's plain slot write and release store of its own tail.
// Who writes what: lane i's tail, slots and closed flag its producer handle only (one thread at a time: the handle is
//   the producer's, not shared); every lane's head, and the queue's _lane / _run cursor, the consumer only.
// Order: each producer's items are delivered in its push order (its lane is FIFO); items of different producers
//   interleave as the consumer's round robin meets them. Unlike a shared-tail ring, the lanes do NOT keep causal order
//   across producers: if a push on lane A happens before a push on lane B (B's thread learnt of A's push), B's item may
//   still be taken first. DrainVisible is the remedy for a consumer that must honour it at a point: after it acquired an
//   item, it takes everything then published in every lane, which includes every item that happened before that one.
// Fairness: the consumer stays on a lane while it has items, for at most Burst pops, then moves to the next lane; a
//   lane with items is never passed over for more than (lanes - 1) * Burst pops. TryPop and Drain share the cursor
//   (_lane, _run): a drain's last visit counts against the burst a TryPop then continues, so any mix keeps the bound.
// Memory ordering: each lane is an SpscRing (release store of its tail after the slot, acquire load by the consumer;
//   the consumer's release store of its head before the producer reuses a slot). The queue adds no shared state.
// Completion: complete when every lane was closed by its producer and drained.
// Known weaknesses: a producer must hold its own handle (Create says how many); capacity is per lane, so the queue
//   holds up to lanes x capacity; an empty poll reads every lane's tail (P cache lines); the consumer's round robin
//   adds a branch per pop.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpsclanes

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// A multi-producer single-consumer queue of one bounded SPSC lane per producer. <see cref="Create"/> hands out one
/// producer handle per lane (each for one thread at a time) and the consumer handle.
/// </summary>
public static class MpscLanes
{
    /// <summary>The largest number of lanes.</summary>
    public const int MaxLanes = 1024;

    /// <summary>Pops the consumer takes from one lane before it looks at the next (when that lane still has items).</summary>
    public const int Burst = 256;

    /// <summary>Creates <paramref name="lanes"/> lanes of <paramref name="capacity"/> slots each.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="lanes"/> is not between 1 and <see cref="MaxLanes"/>,
    /// or <paramref name="capacity"/> is not a power of two between 2 and 2^30.</exception>
    public static (SpscProducer<T>[] Producers, MpscLanesConsumer<T> Consumer) Create<T>(int lanes, int capacity)
    {
        if (lanes < 1 || lanes > MaxLanes)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(lanes), lanes, $"a lane count is between 1 and {MaxLanes}");
        }
        CapacityRule.Validate(capacity);
        var producers = new SpscProducer<T>[lanes];
        var consumers = new SpscConsumer<T>[lanes];
        for (var i = 0; i < lanes; i++)
        {
            (producers[i], consumers[i]) = SpscRing<T>.Create(capacity);
        }
        return (producers, new MpscLanesConsumer<T>(consumers));
    }
}

/// <summary>The consumer end of <see cref="MpscLanes"/>: one owner thread; round robin over the lanes.</summary>
public sealed class MpscLanesConsumer<T>
{
    private readonly SpscConsumer<T>[] _lanes;
    private int _lane;  // the lane being served
    private int _run;   // pops taken from it since the consumer came to it

    internal MpscLanesConsumer(SpscConsumer<T>[] lanes) => _lanes = lanes;

    /// <summary>Number of lanes (producers).</summary>
    public int Lanes => _lanes.Length;

    /// <summary>Slots per lane.</summary>
    public int CapacityPerLane => _lanes[0].Capacity;

    /// <summary>Takes the next item: from the lane being served while it has items (up to <see cref="MpscLanes.Burst"/>
    /// in a row), else from the next lane that has one. False when every lane is empty right now.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        if (_run < MpscLanes.Burst && _lanes[_lane].TryPop(out item))
        {
            _run++;
            return true;
        }
        return TryPopNextLane(out item);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool TryPopNextLane([MaybeNullWhen(false)] out T item)
    {
        var lanes = _lanes;
        var lane = _lane;
        for (var looked = 0; looked < lanes.Length; looked++)
        {
            lane = lane + 1 == lanes.Length ? 0 : lane + 1;
            if (lanes[lane].TryPop(out item))
            {
                _lane = lane;
                _run = 1;
                return true;
            }
        }
        _run = 0; // every lane was empty, the served one last: start afresh on it
        item = default;
        return false;
    }

    /// <summary>Hands up to <paramref name="max"/> items to <paramref name="handler"/>, each lane's published items as
    /// one batch (released with one store), lanes in round-robin order from the one after the last served, at most
    /// <see cref="MpscLanes.Burst"/> from each. Returns the count. Drain and <see cref="TryPop"/> share one round robin:
    /// the lane a drain looked at last stays the lane being served, with the items it gave counted against its burst.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        var lanes = _lanes;
        var done = 0;
        var lane = _lane;
        var run = _run;
        for (var looked = 0; looked < lanes.Length && done < max; looked++)
        {
            lane = lane + 1 == lanes.Length ? 0 : lane + 1;
            run = lanes[lane].Drain(ref handler, Math.Min(max - done, MpscLanes.Burst)); // a new visit: its own burst
            done += run;
        }
        _lane = lane;
        _run = run; // a TryPop after this drain takes at most the rest of this lane's burst
        return done;
    }

    /// <summary>Hands every item published in every lane at the moment that lane is looked at (its tail read with acquire
    /// semantics, lanes in index order) to <paramref name="handler"/>; returns the count. Called after the consumer acquired
    /// an item from elsewhere (another queue, a control lane), it takes every item whose push happened before that item's
    /// publication: such a push was published before the acquire, so each lane's later tail read covers it.</summary>
    public int DrainVisible<THandler>(ref THandler handler) where THandler : struct, IHandler<T>
    {
        var done = 0;
        foreach (var lane in _lanes)
        {
            var visible = lane.Count; // acquire load of the lane's tail
            while (visible > 0)
            {
                var n = lane.Drain(ref handler, visible);
                visible -= n;
                done += n;
            }
        }
        return done;
    }

    /// <summary>Items published and not yet consumed, over all lanes (a snapshot).</summary>
    public int Count
    {
        get
        {
            var count = 0;
            foreach (var lane in _lanes)
            {
                count += lane.Count;
            }
            return count;
        }
    }

    /// <summary>True once every lane's producer closed its lane and every item pushed before has been consumed.</summary>
    public bool IsCompleted
    {
        get
        {
            foreach (var lane in _lanes)
            {
                if (!lane.IsCompleted)
                {
                    return false;
                }
            }
            return true;
        }
    }
}
