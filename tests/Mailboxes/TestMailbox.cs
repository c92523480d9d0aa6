using System.Diagnostics.CodeAnalysis;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>Every mailbox the lab defines (the tests run each behaviour over all of them).</summary>
public enum MailboxKind
{
    SpscRing,
    SpscRingPad64,
    SpscRingUncached,
    SpscSlotRing,
    SpscSlotLineRing, // SpscSlotRing's protocol, one slot per 128-byte block
    SpscRingBatch,  // SpscRing's layout behind its batch producer (keep Spsc kinds before MpscRingXadd: IsMultiProducer is Kind >= MpscRingXadd)
    SpscRingSpan,       // SpscRing's producer with the span consumer (TryPop = a drain of one)
    SpscRingBatchSpan,  // the batch producer with the span consumer
    SpscLeanRing,       // SpscRing's protocol on the lean layout (pop, and the span drain)
    MpscRingXadd,        // pushed through its compare-and-swap claim (TryPushCas)
    MpscRingXaddMayWait, // the same ring pushed through its fetch-and-add claim (TryPushXadd)
    MpscRingCas,
    MpscLinkedQueue,
    MpscSegmentedQueue,
    MpscSegmentedBounded, // the segmented queue in bounded mode: its "capacity" is the cap
    MpscBatchRing,
    MpscBatchRingBatch, // the same ring pushed through TryPushBatch (a one-item span per push)
}

/// <summary>Collects drained items into a pre-sized list (no allocation while it has room).</summary>
internal struct ListHandler<T> : IHandler<T>
{
    public List<T> Sink;

    public readonly void Handle(in T item) => Sink.Add(item);
}

/// <summary>Collects drained spans into a pre-sized list (no allocation while it has room).</summary>
internal struct SpanListHandler<T> : ISpanHandler<T>
{
    public List<T> Sink;

    public readonly void Handle(ReadOnlySpan<T> items) => Sink.AddRange(items);
}

/// <summary>
/// Test-only uniform view of the mailboxes, so one stress/property/allocation harness covers them all.
/// Each adapter calls the real public API of its type; nothing here changes the mailbox's behaviour.
/// </summary>
internal abstract class TestMailbox<T>
{
    public abstract MailboxKind Kind { get; }

    /// <summary>Slots, or <see cref="int.MaxValue"/> for the unbounded queues (linked, segmented).</summary>
    public abstract int Capacity { get; }

    public bool IsBounded => Capacity != int.MaxValue;
    public bool IsMultiProducer => Kind >= MailboxKind.MpscRingXadd;
    public virtual bool HasDrain => false;
    public virtual bool HasClaim => false;
    public virtual bool HasCount => false;
    public virtual bool HasBatch => false;

    public abstract PushStatus TryPush(in T item);

    /// <summary>Claim + in-place write + publish; Full when the claim fails (full or closed).</summary>
    public virtual PushStatus TryClaimPublish(T item) => throw new NotSupportedException();

    /// <summary>All-or-nothing batch publication.</summary>
    public virtual PushStatus TryPushBatch(ReadOnlySpan<T> items) => throw new NotSupportedException();

    /// <summary>Batch claim of up to <c>items.Length</c> slots, filled from the prefix of <paramref name="items"/>; the
    /// first <c>min(publish, claimed)</c> are published. Claimed = 0 when the claim failed (full or closed).</summary>
    public virtual (int Claimed, int Published) TryClaimBatchPublish(ReadOnlySpan<T> items, int publish) =>
        throw new NotSupportedException();

    public abstract bool TryPop(out T item);

    public virtual int Drain(List<T> sink, int max) => throw new NotSupportedException();

    public abstract void Close();

    public abstract bool IsCompleted { get; }

    public virtual int Count => throw new NotSupportedException();

    public override string ToString() => $"{Kind}(capacity {Capacity})";

    public static TestMailbox<T> Create(MailboxKind kind, int capacity) => kind switch
    {
        MailboxKind.SpscRing => new SpscRingBox(capacity),
        MailboxKind.SpscRingPad64 => Pad64(capacity),
        MailboxKind.SpscRingUncached => Uncached(capacity),
        MailboxKind.SpscSlotRing => SlotRing(capacity),
        MailboxKind.SpscSlotLineRing => SlotLineRing(capacity),
        MailboxKind.SpscRingBatch => new SpscBatchBox(capacity),
        MailboxKind.SpscRingSpan => new SpanBox(capacity, batch: false),
        MailboxKind.SpscRingBatchSpan => new SpanBox(capacity, batch: true),
        MailboxKind.SpscLeanRing => Lean(capacity),
        MailboxKind.MpscRingXadd => Xadd(capacity),
        MailboxKind.MpscRingXaddMayWait => XaddMayWait(capacity),
        MailboxKind.MpscRingCas => Cas(capacity),
        MailboxKind.MpscLinkedQueue => Linked(capacity),
        MailboxKind.MpscSegmentedQueue => Segmented(capacity),
        MailboxKind.MpscSegmentedBounded => SegmentedBounded(capacity),
        MailboxKind.MpscBatchRing => BatchRing(capacity),
        MailboxKind.MpscBatchRingBatch => BatchRingBatch(capacity),
        _ => throw new ArgumentOutOfRangeException(nameof(kind)),
    };

    private sealed class SpscRingBox : TestMailbox<T>
    {
        private readonly SpscProducer<T> _producer;
        private readonly SpscConsumer<T> _consumer;

        public SpscRingBox(int capacity) => (_producer, _consumer) = SpscRing<T>.Create(capacity);

        public override MailboxKind Kind => MailboxKind.SpscRing;
        public override int Capacity => _producer.Capacity;
        public override bool HasDrain => true;
        public override bool HasClaim => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);

        public override PushStatus TryClaimPublish(T item)
        {
            if (!_producer.TryClaim(out var claim))
            {
                return PushStatus.Full;
            }
            claim.Slot = item;
            claim.Publish();
            return PushStatus.Ok;
        }

        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    private sealed class SpscBatchBox : TestMailbox<T>
    {
        private readonly SpscBatchProducer<T> _producer;
        private readonly SpscConsumer<T> _consumer;

        public SpscBatchBox(int capacity) => (_producer, _consumer) = SpscBatchRing.Create<T>(capacity);

        public override MailboxKind Kind => MailboxKind.SpscRingBatch;
        public override int Capacity => _producer.Capacity;
        public override bool HasDrain => true;
        public override bool HasClaim => true;
        public override bool HasCount => true;
        public override bool HasBatch => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override PushStatus TryPushBatch(ReadOnlySpan<T> items) => _producer.TryPushBatch(items);

        public override PushStatus TryClaimPublish(T item) =>
            TryClaimBatchPublish(new ReadOnlySpan<T>(in item), 1).Claimed == 0 ? PushStatus.Full : PushStatus.Ok;

        public override (int Claimed, int Published) TryClaimBatchPublish(ReadOnlySpan<T> items, int publish) =>
            ClaimBatchPublish(_producer, items, publish);

        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    /// <summary>A ring drained by <see cref="SpscSpanConsumer{T}"/>, behind SpscRing's producer or the batch producer.</summary>
    private sealed class SpanBox : TestMailbox<T>
    {
        private readonly SpscProducer<T>? _producer;
        private readonly SpscBatchProducer<T>? _batch;
        private readonly SpscSpanConsumer<T> _consumer;

        public SpanBox(int capacity, bool batch)
        {
            if (batch)
            {
                (_batch, _consumer) = SpscSpanRing.CreateBatch<T>(capacity);
            }
            else
            {
                (_producer, _consumer) = SpscSpanRing.Create<T>(capacity);
            }
        }

        public override MailboxKind Kind => _batch is null ? MailboxKind.SpscRingSpan : MailboxKind.SpscRingBatchSpan;
        public override int Capacity => _consumer.Capacity;
        public override bool HasDrain => true;
        public override bool HasCount => true;
        public override bool HasBatch => _batch is not null;
        public override PushStatus TryPush(in T item) => _batch?.TryPush(in item) ?? _producer!.TryPush(in item);
        public override PushStatus TryPushBatch(ReadOnlySpan<T> items) => _batch!.TryPushBatch(items);

        public override (int Claimed, int Published) TryClaimBatchPublish(ReadOnlySpan<T> items, int publish) =>
            ClaimBatchPublish(_batch!, items, publish);

        public override bool TryPop(out T item)
        {
            var one = new OneHandler();
            var got = _consumer.Drain(ref one, 1) == 1;
            item = one.Item!;
            return got;
        }

        private struct OneHandler : ISpanHandler<T>
        {
            public T? Item;

            public void Handle(ReadOnlySpan<T> items) => Item = items[0];
        }

        public override int Drain(List<T> sink, int max)
        {
            var handler = new SpanListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close()
        {
            if (_batch is null)
            {
                _producer!.Close();
            }
            else
            {
                _batch.Close();
            }
        }

        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    /// <summary>A batch claim of up to <c>items.Length</c> slots through <paramref name="producer"/>, the first
    /// <c>min(publish, claimed)</c> filled from <paramref name="items"/> and published.</summary>
    private static (int Claimed, int Published) ClaimBatchPublish(SpscBatchProducer<T> producer, ReadOnlySpan<T> items, int publish)
    {
        if (!producer.TryClaimBatch(items.Length, out var claim))
        {
            return (0, 0);
        }
        var claimed = claim.Slots.Length;
        var published = Math.Min(publish, claimed);
        items[..published].CopyTo(claim.Slots);
        claim.Publish(published);
        return (claimed, published);
    }

    private static TestMailbox<T> Lean(int capacity)
    {
        var (p, c) = SpscLeanRing.Create<T>(capacity);
        return new Box(MailboxKind.SpscLeanRing, capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) =>
            {
                var spans = new SpanListHandler<T> { Sink = h.Sink };
                return c.Drain(ref spans, max);
            }, () => c.Count);
    }

    private delegate PushStatus PushFn(in T item);

    private delegate bool PopFn([MaybeNullWhen(false)] out T item);

    private delegate int DrainFn(ref ListHandler<T> handler, int max);

    /// <summary>The adapter of a mailbox without a claim API, assembled from its handles' own methods.</summary>
    private sealed class Box(
        MailboxKind kind, int capacity, PushFn push, PopFn pop, Action close, Func<bool> isCompleted,
        DrainFn? drain = null, Func<int>? count = null) : TestMailbox<T>
    {
        public override MailboxKind Kind => kind;
        public override int Capacity => capacity;
        public override bool HasDrain => drain is not null;
        public override bool HasCount => count is not null;
        public override PushStatus TryPush(in T item) => push(in item);
        public override bool TryPop(out T item) => pop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            if (drain is null)
            {
                throw new NotSupportedException();
            }
            var handler = new ListHandler<T> { Sink = sink };
            return drain(ref handler, max);
        }

        public override void Close() => close();
        public override bool IsCompleted => isCompleted();
        public override int Count => count is null ? throw new NotSupportedException() : count();
    }

    private static Box Pad64(int capacity)
    {
        var (p, c) = SpscRingPad64<T>.Create(capacity);
        return new Box(MailboxKind.SpscRingPad64, capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted);
    }

    private static Box Uncached(int capacity)
    {
        var (p, c) = SpscRingUncached<T>.Create(capacity);
        return new Box(MailboxKind.SpscRingUncached, capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted);
    }

    private static Box SlotRing(int capacity)
    {
        var (p, c) = SpscSlotRing<T>.Create(capacity);
        return new Box(MailboxKind.SpscSlotRing, p.Capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    private static Box SlotLineRing(int capacity)
    {
        var (p, c) = SpscSlotLineRing<T>.Create(capacity);
        return new Box(MailboxKind.SpscSlotLineRing, p.Capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    private static Box Xadd(int capacity)
    {
        var (p, c) = MpscRingXadd<T>.Create(capacity);
        return new Box(MailboxKind.MpscRingXadd, c.Capacity, p.TryPushCas, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    private static Box XaddMayWait(int capacity)
    {
        var (p, c) = MpscRingXadd<T>.Create(capacity);
        return new Box(MailboxKind.MpscRingXaddMayWait, c.Capacity, p.TryPushXadd, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    private static Box Cas(int capacity)
    {
        var (p, c) = MpscRingCas<T>.Create(capacity);
        return new Box(MailboxKind.MpscRingCas, c.Capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    /// <summary>The linked queue is unbounded; the "capacity" argument sizes its node pool.</summary>
    private static Box Linked(int poolCapacity)
    {
        var (p, c) = MpscLinkedQueue<T>.Create(poolCapacity);
        return new Box(MailboxKind.MpscLinkedQueue, int.MaxValue, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    /// <summary>The segmented queue is unbounded; the "capacity" argument sizes its first segment, and growth stops at
    /// four times that, so the tests reach the cap and link segments of the cap's size too.</summary>
    private static Box Segmented(int firstSegment)
    {
        var (p, c) = MpscSegmentedQueue<T>.Create(firstSegment, Math.Min(firstSegment * 4, 1 << 30));
        return new Box(MailboxKind.MpscSegmentedQueue, int.MaxValue, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    /// <summary>The segmented queue bounded at <paramref name="capacity"/>: it starts at a quarter of it (at least 2)
    /// and grows twice, so the shared tests cross the grown segments' reserved shares as well as the capped ring.</summary>
    internal static (MpscSegmentedProducer<T> Producer, MpscSegmentedConsumer<T> Consumer) CreateBounded(int capacity) =>
        MpscSegmentedQueue<T>.Create(Math.Max(2, capacity / 4), capacity, bounded: true);

    private static Box SegmentedBounded(int capacity)
    {
        var (p, c) = CreateBounded(capacity);
        return new Box(MailboxKind.MpscSegmentedBounded, capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    private static Box BatchRing(int capacity)
    {
        var (p, c) = MpscBatchRing<T>.Create(capacity);
        return new Box(MailboxKind.MpscBatchRing, c.Capacity, p.TryPush, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);
    }

    /// <summary>Every push is a one-item TryPushBatch: the batch claim and publication under the shared contracts
    /// (MpscBatchRingTests pushes longer spans).</summary>
    private static Box BatchRingBatch(int capacity)
    {
        var (p, c) = MpscBatchRing<T>.Create(capacity);
        return new Box(MailboxKind.MpscBatchRingBatch, c.Capacity, PushOne, c.TryPop, p.Close, () => c.IsCompleted,
            (ref ListHandler<T> h, int max) => c.Drain(ref h, max), () => c.Count);

        PushStatus PushOne(in T item)
        {
            var pushed = p.TryPushBatch(new ReadOnlySpan<T>(in item), out var status);
            if (pushed != (status == PushStatus.Ok ? 1 : 0))
            {
                throw new InvalidOperationException($"TryPushBatch of one item pushed {pushed} with status {status}");
            }
            return status;
        }
    }
}
