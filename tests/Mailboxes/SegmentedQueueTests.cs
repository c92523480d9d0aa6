using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// The segmented queue's own contracts (the shared ones — model property, stress, close race, allocation, re-entrancy —
/// run it through <see cref="TestMailbox{T}"/>): it starts at its first segment, doubles when full up to its cap and
/// then links more segments of the cap's size; a backlog that fits is served in place forever; the read-only looks
/// follow the chain across segment boundaries; the size rules are checked.
/// </summary>
public sealed class SegmentedQueueTests
{
    [Fact]
    public void Grows_by_doubling_up_to_the_cap_then_links_cap_sized_segments_in_order()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 8);
        Assert.Equal(2, producer.SegmentCapacity);
        var sizes = new List<int>();
        for (long i = 0; i < 40; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
            if (sizes.Count == 0 || sizes[^1] != producer.SegmentCapacity || i % 8 == 0)
            {
                sizes.Add(producer.SegmentCapacity);
            }
        }
        Assert.Equal([2, 4, 8], sizes.Distinct());
        Assert.Equal(40, consumer.Count);
        for (long i = 0; i < 40; i++)
        {
            Assert.True(consumer.IsNextPublished);
            Assert.True(consumer.TryPop(out var item));
            Assert.Equal(i, item);
        }
        Assert.False(consumer.IsNextPublished);
        Assert.False(consumer.TryPop(out _));
        Assert.Equal(0, consumer.Count);
    }

    [Fact]
    public void A_backlog_that_fits_is_served_in_place_without_growing()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 8, maxSegment: 64);
        long next = 0, expected = 0;
        for (var lap = 0; lap < 10_000; lap++)
        {
            var burst = 1 + (lap % 8); // never more than the first segment holds
            for (var j = 0; j < burst; j++)
            {
                Assert.Equal(PushStatus.Ok, producer.TryPush(next++));
            }
            while (consumer.TryPop(out var item))
            {
                Assert.Equal(expected++, item);
            }
        }
        Assert.Equal(next, expected);
        Assert.Equal(8, producer.SegmentCapacity);
    }

    [Fact]
    public void Drain_crosses_segment_boundaries_and_close_completes_after_the_last()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 4);
        for (long i = 0; i < 11; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
        }
        producer.Close();
        Assert.Equal(PushStatus.Closed, producer.TryPush(99));
        var sink = new List<long>();
        var handler = new ListHandler<long> { Sink = sink };
        Assert.Equal(7, consumer.Drain(ref handler, 7));
        Assert.False(consumer.IsCompleted);
        Assert.Equal(4, consumer.Drain(ref handler, 100));
        Assert.Equal(Enumerable.Range(0, 11).Select(i => (long)i), sink);
        Assert.True(consumer.IsCompleted);
        Assert.False(consumer.IsNextPublished);
        producer.Close(); // idempotent
        Assert.True(consumer.IsCompleted);
    }

    [Fact]
    public void Close_of_an_empty_queue_and_of_a_just_grown_one_complete()
    {
        var (emptyProducer, emptyConsumer) = MpscSegmentedQueue<long>.Create();
        emptyProducer.Close();
        Assert.True(emptyConsumer.IsCompleted);

        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 2);
        Assert.Equal(PushStatus.Ok, producer.TryPush(1));
        Assert.Equal(PushStatus.Ok, producer.TryPush(2));
        Assert.Equal(PushStatus.Ok, producer.TryPush(3)); // freezes the first segment, links the second
        producer.Close();
        Assert.Equal([1L, 2L, 3L], Pop(consumer, 3));
        Assert.True(consumer.IsCompleted);
    }

    private static List<long> Pop(MpscSegmentedConsumer<long> consumer, int n)
    {
        var items = new List<long>();
        for (var i = 0; i < n; i++)
        {
            Assert.True(consumer.TryPop(out var item));
            items.Add(item);
        }
        return items;
    }

    [Theory]
    [InlineData(1, 8, "firstSegment")]
    [InlineData(3, 8, "firstSegment")]
    [InlineData(8, 12, "maxSegment")]
    [InlineData(8, 4, "maxSegment")]
    [InlineData(8, int.MinValue, "maxSegment")]
    public void Bad_sizes_are_refused_naming_the_parameter(int first, int max, string parameter)
    {
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => MpscSegmentedQueue<long>.Create(first, max));
        Assert.Equal(parameter, error.ParamName);
    }
}
