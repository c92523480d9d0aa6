using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Payloads;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>Single-threaded contracts: capacity rule, exact fill, close semantics, claims, slot clearing.</summary>
public sealed class MailboxBehaviourTests
{
    public static TheoryData<MailboxKind> AllKinds => new(Enum.GetValues<MailboxKind>());

    public static TheoryData<MailboxKind> BoundedKinds =>
        new(Enum.GetValues<MailboxKind>().Where(k => k is not (MailboxKind.MpscLinkedQueue or MailboxKind.MpscSegmentedQueue)));

    public static TheoryData<int> BadCapacities => [0, 1, -1, -2, -1024, 3, 6, 100, 1000, (1 << 30) + 1, (1 << 30) + (1 << 29), int.MaxValue, int.MinValue];

    private static readonly Dictionary<string, Action<int>> Creators = new()
    {
        ["SpscRing"] = c => SpscRing<long>.Create(c),
        ["SpscRingPad64"] = c => SpscRingPad64<long>.Create(c),
        ["SpscRingUncached"] = c => SpscRingUncached<long>.Create(c),
        ["SpscSlotRing"] = c => SpscSlotRing<long>.Create(c),
        ["SpscSlotLineRing"] = c => SpscSlotLineRing<long>.Create(c),
        ["MpscRingXadd"] = c => MpscRingXadd<long>.Create(c),
        ["MpscRingCas"] = c => MpscRingCas<long>.Create(c),
        ["MpscBatchRing"] = c => MpscBatchRing<long>.Create(c),
        ["MpscLinkedQueue"] = c => MpscLinkedQueue<long>.Create(c),
        ["SpscByteRing"] = c => SpscByteRing.Create(c),
    };

    [Theory]
    [MemberData(nameof(BadCapacities))]
    public void Create_rejects_bad_capacity_naming_the_rule(int capacity)
    {
        foreach (var (name, create) in Creators)
        {
            var ex = Assert.Throws<ArgumentOutOfRangeException>(() => create(capacity));
            Assert.Contains("power of two between 2 and 2^30", ex.Message, StringComparison.Ordinal);
            Assert.Equal(name == "MpscLinkedQueue" ? "poolCapacity" : "capacity", ex.ParamName);
            Assert.Equal(capacity, ex.ActualValue);
        }
    }

    [Theory]
    [InlineData(2)]
    [InlineData(4)]
    [InlineData(1024)]
    public void Create_accepts_powers_of_two(int capacity)
    {
        foreach (var create in Creators.Values)
        {
            create(capacity);
        }
        Assert.Equal(capacity, SpscRing<long>.Create(capacity).Producer.Capacity);
        var (slotProducer, slotConsumer) = SpscSlotRing<long>.Create(capacity);
        Assert.Equal(capacity, slotProducer.Capacity);
        Assert.Equal(capacity, slotConsumer.Capacity);
    }

    /// <summary>The bounded kinds whose every pop frees a push at once. The bounded segmented queue does so once its
    /// consumer has caught up with the capped ring (SegmentedQueueTests has its exact rule).</summary>
    public static TheoryData<MailboxKind> RingKinds =>
        new(Enum.GetValues<MailboxKind>().Where(k => k is not (MailboxKind.MpscLinkedQueue or MailboxKind.MpscSegmentedQueue
            or MailboxKind.MpscSegmentedBounded)));

    [Theory]
    [MemberData(nameof(RingKinds))]
    public void Fill_gives_exactly_capacity_Ok_then_Full(MailboxKind kind)
    {
        foreach (var capacity in new[] { 2, 8, 64 })
        {
            var box = TestMailbox<long>.Create(kind, capacity);
            for (var i = 0; i < capacity; i++)
            {
                Assert.Equal(PushStatus.Ok, box.TryPush(i));
            }
            Assert.Equal(PushStatus.Full, box.TryPush(-1));
            Assert.Equal(PushStatus.Full, box.TryPush(-1));
            if (box.HasCount)
            {
                Assert.Equal(capacity, box.Count);
            }
            Assert.True(box.TryPop(out var first));
            Assert.Equal(0, first);
            Assert.Equal(PushStatus.Ok, box.TryPush(capacity));
            Assert.Equal(PushStatus.Full, box.TryPush(-1));
            for (var i = 1; i <= capacity; i++)
            {
                Assert.True(box.TryPop(out var item));
                Assert.Equal(i, item);
            }
            Assert.False(box.TryPop(out _));
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Close_drains_then_completes_and_is_idempotent(MailboxKind kind)
    {
        var box = TestMailbox<long>.Create(kind, 8);
        Assert.False(box.IsCompleted); // empty but open: not finished
        for (var i = 0; i < 5; i++)
        {
            Assert.Equal(PushStatus.Ok, box.TryPush(i));
        }
        box.Close();
        box.Close();
        Assert.Equal(PushStatus.Closed, box.TryPush(99));
        for (var i = 0; i < 5; i++)
        {
            Assert.False(box.IsCompleted);
            Assert.True(box.TryPop(out var item));
            Assert.Equal(i, item);
        }
        Assert.True(box.IsCompleted);
        Assert.False(box.TryPop(out _));
        Assert.Equal(PushStatus.Closed, box.TryPush(100));
        Assert.True(box.IsCompleted);
    }

    [Theory]
    [MemberData(nameof(BoundedKinds))]
    public void Full_and_closed_reports_Closed(MailboxKind kind)
    {
        var box = TestMailbox<long>.Create(kind, 2);
        Assert.Equal(PushStatus.Ok, box.TryPush(1));
        Assert.Equal(PushStatus.Ok, box.TryPush(2));
        box.Close();
        Assert.Equal(PushStatus.Closed, box.TryPush(3));
    }

    [Fact]
    public void SpscRing_claim_writes_in_place_and_publish_is_checked()
    {
        var (producer, consumer) = SpscRing<long>.Create(2);
        Assert.True(producer.TryClaim(out var claim));
        claim.Slot = 42;
        Assert.False(consumer.TryPop(out _)); // not visible before Publish
        claim.Publish();
        Assert.True(PublishThrows(claim)); // twice
        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(42, item);
        Assert.Equal(PushStatus.Ok, producer.TryPush(1));
        Assert.Equal(PushStatus.Ok, producer.TryPush(2));
        Assert.False(producer.TryClaim(out _)); // full
        Assert.Throws<InvalidOperationException>(() => default(SpscClaim<long>).Publish());
        producer.Close();
        Assert.False(producer.TryClaim(out _)); // closed
    }

    private static bool PublishThrows(SpscClaim<long> claim)
    {
        try
        {
            claim.Publish();
            return false;
        }
        catch (InvalidOperationException)
        {
            return true;
        }
    }

    [Fact]
    public void SpscRing_drain_stops_at_max_and_at_empty()
    {
        var (producer, consumer) = SpscRing<int>.Create(8);
        for (var i = 0; i < 6; i++)
        {
            producer.TryPush(i);
        }
        var handler = new ListHandler<int> { Sink = [] };
        Assert.Equal(4, consumer.Drain(ref handler, 4));
        Assert.Equal(2, consumer.Drain(ref handler, 100));
        Assert.Equal(0, consumer.Drain(ref handler, 100));
        Assert.Equal(0, consumer.Drain(ref handler, -1));
        Assert.Equal([0, 1, 2, 3, 4, 5], handler.Sink);
        Assert.Equal(0, consumer.Count);
    }

    [Fact]
    public void MpscRingXadd_IsNextPublished_follows_the_head_across_laps()
    {
        var (producer, consumer) = MpscRingXadd<int>.Create(4);
        Assert.False(consumer.IsNextPublished);
        for (var lap = 0; lap < 3; lap++)
        {
            for (var i = 0; i < 4; i++)
            {
                Assert.Equal(PushStatus.Ok, producer.TryPushCas(i));
                Assert.True(consumer.IsNextPublished);
            }
            for (var i = 0; i < 4; i++)
            {
                Assert.True(consumer.IsNextPublished);
                Assert.True(consumer.TryPop(out _));
            }
            Assert.False(consumer.IsNextPublished); // the freed cell holds the next lap's sequence, not head + 1
        }
        producer.Close();
        Assert.False(consumer.IsNextPublished);
    }

    [Fact]
    public void Drain_handler_exception_consumes_the_item_that_threw_and_keeps_the_rest()
    {
        var (producer, consumer) = SpscRing<int>.Create(8);
        for (var i = 0; i < 5; i++)
        {
            producer.TryPush(i);
        }
        var thrower = new ThrowOnTwo();
        Assert.Throws<InvalidOperationException>(() => consumer.Drain(ref thrower, 10));
        Assert.True(consumer.TryPop(out var next));
        Assert.Equal(3, next);
        Assert.Equal(1, consumer.Count);
    }

    [Fact]
    public void SpscSlotRing_drain_stops_at_max_and_at_empty_and_frees_each_cell()
    {
        var (producer, consumer) = SpscSlotRing<int>.Create(8);
        for (var i = 0; i < 6; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
        }
        var handler = new ListHandler<int> { Sink = [] };
        Assert.Equal(4, consumer.Drain(ref handler, 4));
        Assert.Equal(2, consumer.Count);
        Assert.Equal(2, consumer.Drain(ref handler, 100));
        Assert.Equal(0, consumer.Drain(ref handler, 100));
        Assert.Equal(0, consumer.Drain(ref handler, 0));
        Assert.Equal(0, consumer.Drain(ref handler, -1));
        Assert.Equal([0, 1, 2, 3, 4, 5], handler.Sink);
        Assert.Equal(0, consumer.Count);

        // Every drained cell is free again: a whole lap fits, wrapping around the array, then Full.
        for (var i = 6; i < 14; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
        }
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
        Assert.Equal(8, consumer.Count);
        handler.Sink.Clear();
        Assert.Equal(8, consumer.Drain(ref handler, 8));
        Assert.Equal([6, 7, 8, 9, 10, 11, 12, 13], handler.Sink);
        producer.Close();
        Assert.True(consumer.IsCompleted);
        Assert.Equal(0, consumer.Count);
    }

    [Fact]
    public void SpscSlotRing_drain_handler_exception_consumes_the_item_that_threw_and_keeps_the_rest()
    {
        var (producer, consumer) = SpscSlotRing<int>.Create(8);
        for (var i = 0; i < 5; i++)
        {
            producer.TryPush(i);
        }
        var thrower = new ThrowOnTwo();
        Assert.Throws<InvalidOperationException>(() => consumer.Drain(ref thrower, 10));
        Assert.Equal(2, consumer.Count);
        Assert.True(consumer.TryPop(out var next));
        Assert.Equal(3, next);
        Assert.Equal(1, consumer.Count);
        for (var i = 5; i < 12; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i)); // the cells of 0..2 (incl. the one that threw) are free
        }
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
    }

    [Fact]
    public void SpscRing_drain_clears_the_slot_whose_handler_threw()
    {
        var (producer, consumer) = SpscRing<object>.Create(4);
        var weak = PushThrowingItem(producer);
        var thrower = new ThrowOnMarked();
        Assert.Throws<InvalidOperationException>(() => consumer.Drain(ref thrower, 10));
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(weak.IsAlive, "the slot of the item whose handler threw still references it");
        Assert.True(consumer.TryPop(out var next)); // the item behind it is still there, exactly once
        Assert.Equal("after", next);
        Assert.False(consumer.TryPop(out _));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference PushThrowingItem(SpscProducer<object> producer)
    {
        var marked = new Marked();
        Assert.Equal(PushStatus.Ok, producer.TryPush(marked));
        Assert.Equal(PushStatus.Ok, producer.TryPush("after"));
        return new WeakReference(marked);
    }

    private sealed class Marked;

    private struct ThrowOnMarked : IHandler<object>
    {
        public readonly void Handle(in object item)
        {
            if (item is Marked)
            {
                throw new InvalidOperationException("handler failure");
            }
        }
    }

    private struct ThrowOnTwo : IHandler<int>
    {
        public readonly void Handle(in int item)
        {
            if (item == 2)
            {
                throw new InvalidOperationException("handler failure");
            }
        }
    }

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Popped_slots_do_not_keep_items_alive(MailboxKind kind)
    {
        var box = TestMailbox<object>.Create(kind, 4);
        var weak = PushAndPopGarbage(box);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.All(weak, w => Assert.False(w.IsAlive, $"{kind} still references a consumed item"));
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static List<WeakReference> PushAndPopGarbage(TestMailbox<object> box)
    {
        var weak = new List<WeakReference>();
        var payload = new object();
        Assert.Equal(PushStatus.Ok, box.TryPush(payload));
        Assert.True(box.TryPop(out var popped));
        Assert.Same(payload, popped);
        if (box.HasDrain)
        {
            var drained = new object();
            Assert.Equal(PushStatus.Ok, box.TryPush(drained));
            Assert.Equal(1, box.Drain([], 1));
            weak.Add(new WeakReference(drained));
        }
        weak.Add(new WeakReference(payload));
        return weak;
    }
}
