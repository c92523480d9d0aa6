// Design: MpscLeanLanes<T> — MpscLanes' shape (one SPSC lane per producer, the consumer's round robin) on SpscLeanRing
//   lanes, drained in spans: each visit to a lane reads its tail once, hands what it published to the handler as at
//   most two spans and releases them with one store of the lane's head.
//
// Why: MpscLanes pops one item at a time through SpscRing, and its drain calls the handler per item. A consumer that
//   checks or copies items in bulk does more per line it fetches when it gets a span: with lanes, every span holds one
//   producer's consecutive items, so a handler can check a whole span against that producer's next expected item.
// Who writes what: lane i's Tail, Limit, slots and Closed its producer handle only (one thread at a time); every
//   lane's Head and Seen, and the consumer's cursor (_lane, _run), the consumer only. The queue adds no shared state.
// Order: each producer's items in its push order (its lane is FIFO); no causal order across producers (as MpscLanes).
// Fairness: as MpscLanes: a visit takes at most Burst items from a lane, then the next lane is looked at; a lane with
//   items is passed over for at most (lanes - 1) * Burst items. TryPop and Drain share the cursor.
// Memory ordering: each lane's (SpscLeanRing: release store of Tail after the slot, acquire load by the consumer; the
//   consumer's release store of Head before the producer reuses the slot).
// Completion: complete when every lane was closed by its producer and drained.
// Known weaknesses: as MpscLanes (a handle per producer fixed at creation, capacity per lane, an empty poll reads every
//   lane's tail, a full lane makes its producer wait although others have room).
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscleanlanes

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// A multi-producer single-consumer queue of one lean SPSC lane per producer, drained in spans. <see cref="Create"/>
/// hands out one producer handle per lane (each for one thread at a time) and the consumer handle.
/// </summary>
public static class MpscLeanLanes
{
    /// <summary>Creates <paramref name="lanes"/> lanes of <paramref name="capacity"/> slots each.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="lanes"/> is not between 1 and
    /// <see cref="MpscLanes.MaxLanes"/>, or <paramref name="capacity"/> is not a power of two between 2 and 2^30.</exception>
    public static (SpscLeanProducer<T>[] Producers, MpscLeanLanesConsumer<T> Consumer) Create<T>(int lanes, int capacity)
    {
        if (lanes < 1 || lanes > MpscLanes.MaxLanes)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(lanes), lanes, $"a lane count is between 1 and {MpscLanes.MaxLanes}");
        }
        CapacityRule.Validate(capacity);
        var producers = new SpscLeanProducer<T>[lanes];
        var consumers = new SpscLeanConsumer<T>[lanes];
        for (var i = 0; i < lanes; i++)
        {
            (producers[i], consumers[i]) = SpscLeanRing.Create<T>(capacity);
        }
        return (producers, new MpscLeanLanesConsumer<T>(consumers));
    }
}

/// <summary>The consumer end of <see cref="MpscLeanLanes"/>: one owner thread; round robin over the lanes.</summary>
public sealed class MpscLeanLanesConsumer<T>
{
    private readonly SpscLeanConsumer<T>[] _lanes;
    private int _lane; // the lane being served
    private int _run;  // items taken from it in the current visit
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal MpscLeanLanesConsumer(SpscLeanConsumer<T>[] lanes) => _lanes = lanes;

    /// <summary>Number of lanes (producers).</summary>
    public int Lanes => _lanes.Length;

    /// <summary>Slots per lane.</summary>
    public int CapacityPerLane => _lanes[0].Capacity;

    /// <summary>Takes the next item: from the lane being served while it has items (up to <see cref="MpscLanes.Burst"/> in
    /// its visit), else from the next lane that has one. False when every lane is empty right now.</summary>
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(MpscLeanLanesConsumer<T>));
        if (_run < MpscLanes.Burst && _lanes[_lane].TryPop(out item))
        {
            _run++;
            return true;
        }
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

    /// <summary>Hands up to <paramref name="max"/> items to <paramref name="handler"/>: lanes in round-robin order from the
    /// one after the lane being served, each visit at most <see cref="MpscLanes.Burst"/> items of one lane in at most two
    /// spans (one read of its tail, one store of its head). Returns the count. The lane looked at last stays the lane
    /// being served, with the items its visit gave counted against its burst (as <see cref="MpscLanesConsumer{T}.Drain{THandler}"/>).</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<T>
    {
        _drain.Enter(nameof(MpscLeanLanesConsumer<T>));
        var lanes = _lanes;
        var done = 0;
        var lane = _lane;
        var run = _run;
        try
        {
            for (var looked = 0; looked < lanes.Length && done < max; looked++)
            {
                lane = lane + 1 == lanes.Length ? 0 : lane + 1;
                run = 0; // a new visit: its own burst
                run = lanes[lane].Drain(ref handler, Math.Min(max - done, MpscLanes.Burst));
                done += run;
            }
        }
        finally
        {
            _lane = lane;
            _run = run;
            _drain.Exit();
        }
        return done;
    }

    /// <summary>True once every lane was closed by its producer and every item pushed before that was consumed.</summary>
    public bool IsCompleted
    {
        get
        {
            _drain.ThrowIfDraining(nameof(MpscLeanLanesConsumer<T>));
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
