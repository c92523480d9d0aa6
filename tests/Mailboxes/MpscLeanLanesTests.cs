using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// <see cref="MpscLeanLanes"/>: the arguments; capacity per lane; the span drain (lanes in turn from the one after the
/// lane being served, each span one lane's consecutive items, at most <see cref="MpscLanes.Burst"/> per visit); any mix
/// of drains and pops keeps the burst and the passed-over bound; completion only once every lane is closed and drained;
/// reference slots cleared; a nested call from a handler refused; and seeded multi-threaded stress (4 producers x
/// 200 000 items through lanes of 64 slots, value and reference items, the consumer draining spans of random size).
/// Rerun a stress failure with MAILBOX_STRESS_SEED=&lt;seed&gt;. A stress run fails as hung only when no item was
/// delivered for 30 s.
/// </summary>
public sealed class MpscLeanLanesTests(ITestOutputHelper output)
{
    private static long Encode(int producer, long sequence) => LaneStress.Encode(producer, sequence);

    private static int ProducerOf(long item) => LaneStress.ProducerOf(item);

    private static long SequenceOf(long item) => LaneStress.SequenceOf(item);

    private static void Fill(SpscLeanProducer<long> producer, int lane, long from, long count)
    {
        for (var s = from; s < from + count; s++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(Encode(lane, s)));
        }
    }

    /// <summary>Records every span it is handed.</summary>
    private struct Spans : ISpanHandler<long>
    {
        public List<long[]> Got;

        public readonly void Handle(ReadOnlySpan<long> items) => Got.Add(items.ToArray());
    }

    private static Spans NewSpans() => new() { Got = [] };

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(MpscLanes.MaxLanes + 1)]
    [InlineData(int.MinValue)]
    public void A_bad_lane_count_is_refused_naming_the_parameter(int lanes)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => MpscLeanLanes.Create<long>(lanes, 8));
        Assert.Equal("lanes", e.ParamName);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(-8)]
    [InlineData(int.MaxValue)]
    public void A_bad_capacity_is_refused_naming_the_parameter(int capacity)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => MpscLeanLanes.Create<long>(2, capacity));
        Assert.Equal("capacity", e.ParamName);
    }

    [Theory]
    [InlineData(1, 2)]
    [InlineData(3, 16)]
    [InlineData(MpscLanes.MaxLanes, 2)]
    public void Create_hands_out_one_producer_per_lane_each_holding_exactly_the_capacity(int lanes, int capacity)
    {
        var (producers, consumer) = MpscLeanLanes.Create<long>(lanes, capacity);
        Assert.Equal(lanes, producers.Length);
        Assert.Equal(lanes, consumer.Lanes);
        Assert.Equal(capacity, consumer.CapacityPerLane);
        Assert.Equal(lanes, producers.Distinct().Count());
        for (var lane = 0; lane < lanes; lane += Math.Max(1, lanes / 4))
        {
            Fill(producers[lane], lane, 0, capacity);
            Assert.Equal(PushStatus.Full, producers[lane].TryPush(Encode(lane, capacity)));
        }
        Assert.False(consumer.IsCompleted);
    }

    [Fact]
    public void Drain_hands_each_lane_in_turn_as_spans_of_that_lane_only()
    {
        var (producers, consumer) = MpscLeanLanes.Create<long>(3, 4);
        var spans = NewSpans();
        Assert.Equal(0, consumer.Drain(ref spans, int.MaxValue));
        Fill(producers[0], 0, 0, 3);
        Fill(producers[1], 1, 0, 2);
        Fill(producers[2], 2, 0, 1);
        Assert.Equal(0, consumer.Drain(ref spans, 0));
        Assert.Empty(spans.Got);

        // nothing served yet: lane 0 counts as the one being served, so lane 1 comes first
        Assert.Equal(6, consumer.Drain(ref spans, int.MaxValue));
        Assert.Equal([[Encode(1, 0), Encode(1, 1)], [Encode(2, 0)], [Encode(0, 0), Encode(0, 1), Encode(0, 2)]], spans.Got);

        // both lanes wrap (lane 1: slots 2, 3, 0; lane 0: slots 3, 0, 1), so a visit hands two spans of its lane; a
        // bounded drain stops at max, part-way through a lane, and the next drain starts after that lane
        spans.Got.Clear();
        Fill(producers[0], 0, 3, 3);
        Fill(producers[1], 1, 2, 3);
        Assert.Equal(5, consumer.Drain(ref spans, 5));
        Assert.Equal([[Encode(1, 2), Encode(1, 3)], [Encode(1, 4)], [Encode(0, 3)], [Encode(0, 4)]], spans.Got);
        spans.Got.Clear();
        Assert.Equal(1, consumer.Drain(ref spans, int.MaxValue));
        Assert.Equal([[Encode(0, 5)]], spans.Got);
    }

    [Theory]
    [InlineData(2, 1)]
    [InlineData(3, 2)]
    [InlineData(4, 3)]
    public void Any_mix_of_drains_and_pops_keeps_the_burst_and_the_passed_over_bound(int lanes, int seed)
    {
        // every lane is topped up to full before each step, so every lane has items all the time: no lane may be served
        // more than Burst in a row, none passed over for longer than the other lanes' bursts
        const int capacity = 1024;
        var (producers, consumer) = MpscLeanLanes.Create<long>(lanes, capacity);
        var pushed = new long[lanes];
        var taken = new List<long>();
        var random = new Random(seed);
        var spans = NewSpans();
        for (var step = 0; step < 200; step++)
        {
            for (var l = 0; l < lanes; l++)
            {
                while (producers[l].TryPush(Encode(l, pushed[l])) == PushStatus.Ok)
                {
                    pushed[l]++;
                }
            }
            if (random.Next(2) == 0)
            {
                spans.Got.Clear();
                consumer.Drain(ref spans, random.Next(1, 3 * MpscLanes.Burst));
                Assert.All(spans.Got, span => Assert.Single(span.Select(ProducerOf).Distinct()));
                taken.AddRange(spans.Got.SelectMany(span => span));
            }
            else
            {
                for (var n = random.Next(1, 2 * MpscLanes.Burst); n > 0; n--)
                {
                    Assert.True(consumer.TryPop(out var item));
                    taken.Add(item);
                }
            }
        }
        var next = new long[lanes];
        var lastTaken = new int[lanes];
        var run = 0;
        for (var i = 0; i < taken.Count; i++)
        {
            var l = ProducerOf(taken[i]);
            Assert.Equal(next[l]++, SequenceOf(taken[i]));
            run = i > 0 && ProducerOf(taken[i - 1]) == l ? run + 1 : 1;
            Assert.True(run <= MpscLanes.Burst, $"{run} items of lane {l} in a row");
            Assert.True(i - lastTaken[l] <= (lanes - 1) * MpscLanes.Burst + 1, $"lane {l} passed over from item {lastTaken[l]} to {i}");
            lastTaken[l] = i;
        }
    }

    [Fact]
    public void IsCompleted_waits_for_every_lane_closed_and_drained()
    {
        var (producers, consumer) = MpscLeanLanes.Create<long>(3, 4);
        Assert.False(consumer.IsCompleted); // open and empty: more may come
        Fill(producers[0], 0, 0, 2);
        Fill(producers[2], 2, 0, 4);
        producers[1].Close();
        producers[1].Close(); // idempotent
        Assert.Equal(PushStatus.Closed, producers[1].TryPush(Encode(1, 0)));
        producers[0].Close();
        Assert.False(consumer.IsCompleted);
        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(Encode(0, 0), item);
        producers[2].Close(); // every lane closed, items left
        Assert.Equal(PushStatus.Closed, producers[2].TryPush(Encode(2, 4)));
        Assert.False(consumer.IsCompleted);
        var spans = NewSpans();
        Assert.Equal(5, consumer.Drain(ref spans, int.MaxValue));
        Assert.Equal([Encode(0, 1), Encode(2, 0), Encode(2, 1), Encode(2, 2), Encode(2, 3)], spans.Got.SelectMany(s => s).Order());
        Assert.True(consumer.IsCompleted);
        Assert.False(consumer.TryPop(out _));
    }

    /// <summary>Counts the references it is handed, holding none.</summary>
    private struct Counter : ISpanHandler<object>
    {
        public int Count;

        public void Handle(ReadOnlySpan<object> items) => Count += items.Length;
    }

    [Fact]
    public void Reference_items_are_not_kept_alive_by_their_lane()
    {
        var (producers, consumer) = MpscLeanLanes.Create<object>(2, 4);
        var weak = PushAndForget(producers[1]);
        var counter = new Counter();
        Assert.Equal(1, consumer.Drain(ref counter, 8));
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(weak.IsAlive, "the lane still references a drained item");
    }

    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    private static WeakReference PushAndForget(SpscLeanProducer<object> producer)
    {
        var item = new object();
        Assert.Equal(PushStatus.Ok, producer.TryPush(item));
        return new WeakReference(item);
    }

    /// <summary>Calls back into the consumer from inside its drain.</summary>
    private struct Reentrant(MpscLeanLanesConsumer<long> consumer, int call) : ISpanHandler<long>
    {
        public readonly void Handle(ReadOnlySpan<long> items)
        {
            if (call == 0)
            {
                consumer.TryPop(out _);
            }
            else if (call == 1)
            {
                _ = consumer.IsCompleted;
            }
            else
            {
                var again = this;
                consumer.Drain(ref again, 1);
            }
        }
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(2)]
    public void A_call_from_inside_a_drain_is_refused_and_the_consumer_still_works(int call)
    {
        var (producers, consumer) = MpscLeanLanes.Create<long>(2, 4);
        Fill(producers[1], 1, 0, 2);
        var handler = new Reentrant(consumer, call);
        var e = Assert.Throws<InvalidOperationException>(() => consumer.Drain(ref handler, int.MaxValue));
        Assert.Contains(nameof(MpscLeanLanesConsumer<long>), e.Message);
        Fill(producers[0], 0, 0, 1);
        var spans = NewSpans();
        Assert.True(consumer.Drain(ref spans, int.MaxValue) >= 1); // the refused call left no drain marked as running
    }

    // ---- multi-threaded stress ------------------------------------------------------------------------------------

    /// <summary>Checks each span: one producer's items, each its producer's next expected sequence; counts them.</summary>
    private readonly struct CheckingSpans<T>(long[] delivered, Func<T, (int Producer, long Sequence)> read) : ISpanHandler<T>
    {
        public void Handle(ReadOnlySpan<T> items)
        {
            var (producer, _) = read(items[0]);
            var expected = delivered[producer];
            foreach (var item in items)
            {
                var (p, s) = read(item);
                if (p != producer || s != expected)
                {
                    throw new InvalidOperationException(
                        $"span of producer {producer}: got producer {p} sequence {s}, expected sequence {expected} (mixed span, loss, duplicate or reorder)");
                }
                expected++;
            }
            Volatile.Write(ref delivered[producer], expected);
        }
    }

    [Fact]
    public void Four_producers_through_small_lanes_drained_in_spans_lose_duplicate_and_reorder_nothing() =>
        RunStress(LaneStress.Seed(4444, 1), (p, s) => Encode(p, s), item => (ProducerOf(item), SequenceOf(item)));

    [Fact]
    public void Four_producers_of_references_drained_in_spans_lose_duplicate_and_reorder_nothing() =>
        RunStress(LaneStress.Seed(4444, 2), (p, s) => new StressMessage(p, s),
            item => item is null ? throw new InvalidOperationException("a published slot held no item") : (item.Producer, item.Sequence));

    /// <summary>The lanes' stress (<see cref="LaneStress"/>) with a consumer that drains spans of random size until
    /// IsCompleted, each span checked to be one producer's next items; nothing comes out after completion.</summary>
    private void RunStress<T>(int seed, Func<int, long, T> encode, Func<T, (int Producer, long Sequence)> read)
    {
        var (producers, consumer) = MpscLeanLanes.Create<T>(LaneStress.Producers, LaneStress.Capacity);
        var delivered = new long[LaneStress.Producers];
        var lanes = producers.Select(p => new LaneStress.Lane<T>(item => p.TryPush(item), p.Close)).ToArray();
        LaneStress.Run(output, seed, lanes, encode, (progress, fail) =>
        {
            var random = new Random(seed);
            var handler = new CheckingSpans<T>(delivered, read);
            var watch = progress.Watch();
            while (!consumer.IsCompleted)
            {
                if (consumer.Drain(ref handler, random.Next(1, 3 * LaneStress.Capacity)) == 0)
                {
                    if (watch.Stalled)
                    {
                        fail($"the consumer found no items and nothing moved for {watch.Idle.TotalSeconds:F0} s");
                        return;
                    }
                    Thread.Yield();
                }
                StressThreads.Jitter(random);
            }
            if (consumer.TryPop(out _) || consumer.Drain(ref handler, int.MaxValue) != 0)
            {
                fail("an item came out after IsCompleted");
            }
        }, delivered, () => consumer.IsCompleted);
    }
}
