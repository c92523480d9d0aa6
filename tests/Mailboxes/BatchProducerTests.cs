using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// The batch producer end of SpscRing (SpscBatchProducer.cs): its bad inputs, its all-or-nothing rule, wrapping and
/// closing. Its concurrent behaviour is in the stress suite and the model property (MailboxKind.SpscRingBatch), its
/// layout is SpscRing's own (SpscIndices, pinned by MailboxLayoutTests).
/// </summary>
public sealed class BatchProducerTests
{
    [Fact]
    public void An_empty_batch_is_refused()
    {
        var (producer, _) = SpscBatchRing.Create<int>(4);
        var error = Assert.Throws<ArgumentException>(() => producer.TryPushBatch(ReadOnlySpan<int>.Empty));
        Assert.Equal("items", error.ParamName);
        Assert.Contains("at least one item", error.Message);
    }

    [Fact]
    public void A_batch_longer_than_the_capacity_is_refused()
    {
        var (producer, _) = SpscBatchRing.Create<int>(4);
        var error = Assert.Throws<ArgumentException>(() => producer.TryPushBatch(new int[5]));
        Assert.Contains("5 items can never fit a ring of 4 slots", error.Message);
        Assert.Equal(PushStatus.Ok, producer.TryPushBatch(new int[4])); // exactly the capacity is fine
    }

    [Fact]
    public void A_claim_of_fewer_than_one_slot_is_refused()
    {
        var (producer, _) = SpscBatchRing.Create<int>(4);
        Assert.Throws<ArgumentOutOfRangeException>(() => producer.TryClaimBatch(0, out _));
        Assert.Throws<ArgumentOutOfRangeException>(() => producer.TryClaimBatch(-1, out _));
    }

    [Fact]
    public void Publishing_outside_the_claim_or_twice_is_refused()
    {
        var (producer, consumer) = SpscBatchRing.Create<int>(8);
        Assert.True(producer.TryClaimBatch(3, out var claim));
        Assert.Equal(3, claim.Slots.Length);
        Assert.Throws<ArgumentOutOfRangeException>(() => Publish(producer, 3, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => Publish(producer, 3, 4));
        claim.Slots.Fill(7);
        claim.Publish(2);
        var twice = Record.Exception(() => Republish(producer)); // the same ticket after its publication
        Assert.IsType<InvalidOperationException>(twice);
        Assert.Throws<InvalidOperationException>(() => default(SpscBatchClaim<int>).Publish());
        Assert.Equal(3, consumer.Count); // the two of the first claim and the one Republish published once
    }

    [Fact]
    public void A_batch_is_all_or_nothing_and_wraps_in_order()
    {
        var (producer, consumer) = SpscBatchRing.Create<int>(4);
        Assert.Equal(PushStatus.Ok, producer.TryPushBatch([1, 2, 3]));
        Assert.Equal(PushStatus.Full, producer.TryPushBatch([4, 5])); // one slot free: nothing written
        Assert.Equal(3, consumer.Count);
        for (var i = 1; i <= 3; i++)
        {
            Assert.True(consumer.TryPop(out var item));
            Assert.Equal(i, item);
        }
        Assert.Equal(PushStatus.Ok, producer.TryPushBatch([4, 5, 6, 7])); // slots 3, 0, 1, 2: wraps
        Assert.True(producer.TryClaimBatch(4, out _) is false);            // full
        var drained = new List<int>();
        var handler = new ListHandler<int> { Sink = drained };
        Assert.Equal(4, consumer.Drain(ref handler, int.MaxValue));
        Assert.Equal([4, 5, 6, 7], drained);
    }

    [Fact]
    public void A_claim_stops_at_the_end_of_the_buffer()
    {
        var (producer, consumer) = SpscBatchRing.Create<int>(8);
        Assert.Equal(PushStatus.Ok, producer.TryPushBatch([1, 2, 3, 4, 5, 6]));
        for (var i = 0; i < 6; i++)
        {
            Assert.True(consumer.TryPop(out _));
        }
        Assert.True(producer.TryClaimBatch(8, out var claim));
        Assert.Equal(2, claim.Slots.Length); // slots 6 and 7; the next claim starts at slot 0
        claim.Slots.Fill(9);
        claim.Publish();
        Assert.True(producer.TryClaimBatch(8, out var next));
        Assert.Equal(6, next.Slots.Length);
    }

    [Fact]
    public void After_close_batches_and_claims_fail_and_published_items_are_still_delivered()
    {
        var (producer, consumer) = SpscBatchRing.Create<string>(4);
        Assert.Equal(PushStatus.Ok, producer.TryPushBatch(["a", "b"]));
        producer.Close();
        producer.Close(); // idempotent
        Assert.Equal(PushStatus.Closed, producer.TryPushBatch(["c"]));
        Assert.Equal(PushStatus.Closed, producer.TryPush("c"));
        Assert.False(producer.TryClaimBatch(1, out _));
        Assert.False(consumer.IsCompleted);
        Assert.True(consumer.TryPop(out var a));
        Assert.True(consumer.TryPop(out var b));
        Assert.Equal(("a", "b"), (a, b));
        Assert.True(consumer.IsCompleted);
    }

    private static void Republish(SpscBatchProducer<int> producer)
    {
        Assert.True(producer.TryClaimBatch(1, out var claim));
        claim.Slots[0] = 1;
        claim.Publish();
        claim.Publish(); // second publication of one claim
    }

    private static void Publish(SpscBatchProducer<int> producer, int max, int count)
    {
        // a fresh claim of the same slots (nothing was published in between), published with a bad count
        Assert.True(producer.TryClaimBatch(max, out var claim));
        claim.Publish(count);
    }
}
