using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// What <see cref="SpscSpanConsumer{T}"/> adds to the behaviour every mailbox shares (MailboxBehaviourTests, the stress
/// suite and the model property run it as MailboxKind.SpscRingSpan and SpscRingBatchSpan): the spans it hands over,
/// its refusal of a nested call, and what a throwing handler consumes.
/// </summary>
public sealed class SpanConsumerTests
{
    /// <summary>Records each span it is handed; calls <see cref="Nested"/> on the first.</summary>
    private struct Recorder : ISpanHandler<long>
    {
        public List<long[]> Spans;
        public Action? Nested;

        public void Handle(ReadOnlySpan<long> items)
        {
            Spans.Add(items.ToArray());
            var nested = Nested;
            Nested = null;
            nested?.Invoke();
        }
    }

    private static (SpscProducer<long> Producer, SpscSpanConsumer<long> Consumer) Ring(int capacity, long first, long count)
    {
        var (p, c) = SpscSpanRing.Create<long>(capacity);
        for (var i = first; i < first + count; i++)
        {
            Assert.Equal(PushStatus.Ok, p.TryPush(i));
        }
        return (p, c);
    }

    [Fact]
    public void A_run_that_wraps_is_handed_over_as_two_spans_oldest_first_with_one_head_move()
    {
        var (p, c) = Ring(8, 0, 6);
        var r = new Recorder { Spans = [] };
        Assert.Equal(6, c.Drain(ref r, int.MaxValue));
        for (long i = 6; i < 12; i++)
        {
            Assert.Equal(PushStatus.Ok, p.TryPush(i)); // slots 6, 7, then 0..3: the run wraps
        }
        r.Spans.Clear();
        Assert.Equal(6, c.Drain(ref r, int.MaxValue));
        Assert.Equal([[6, 7], [8, 9, 10, 11]], r.Spans);
        Assert.Equal(0, c.Count);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(int.MinValue)]
    public void A_max_below_one_hands_over_nothing(int max)
    {
        var (_, c) = Ring(8, 0, 3);
        var r = new Recorder { Spans = [] };
        Assert.Equal(0, c.Drain(ref r, max));
        Assert.Empty(r.Spans);
        Assert.Equal(3, c.Count);
    }

    [Fact]
    public void Max_limits_the_run_and_the_rest_stays_for_the_next_drain()
    {
        var (_, c) = Ring(8, 0, 5);
        var r = new Recorder { Spans = [] };
        Assert.Equal(2, c.Drain(ref r, 2));
        Assert.Equal(3, c.Drain(ref r, 10));
        Assert.Equal([[0, 1], [2, 3, 4]], r.Spans);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void A_nested_call_is_refused_the_span_in_hand_counts_as_consumed_and_the_ring_keeps_working(bool nestedDrain)
    {
        var (p, c) = Ring(8, 0, 6);
        var r = new Recorder { Spans = [] };
        Assert.Equal(6, c.Drain(ref r, int.MaxValue));
        for (long i = 6; i < 12; i++)
        {
            Assert.Equal(PushStatus.Ok, p.TryPush(i)); // wraps: two spans, the first [6, 7]
        }
        var inner = new Recorder { Spans = [] };
        r = new Recorder { Spans = [], Nested = nestedDrain ? () => c.Drain(ref inner, 1) : () => _ = c.IsCompleted };
        var e = Assert.Throws<InvalidOperationException>(() => c.Drain(ref r, int.MaxValue));
        Assert.Contains("re-entrant", e.Message);
        Assert.Empty(inner.Spans);
        Assert.Equal([[6, 7]], r.Spans); // the second span was not handed over
        Assert.Equal(4, c.Count);
        r = new Recorder { Spans = [] };
        Assert.Equal(4, c.Drain(ref r, int.MaxValue));
        Assert.Equal([[8, 9, 10, 11]], r.Spans);
        for (long i = 12; i < 1000; i++) // many laps after the refusal, in order
        {
            Assert.Equal(PushStatus.Ok, p.TryPush(i));
            r = new Recorder { Spans = [] };
            Assert.Equal(1, c.Drain(ref r, int.MaxValue));
            Assert.Equal(i, Assert.Single(Assert.Single(r.Spans)));
        }
    }

    [Fact]
    public void Reference_slots_are_cleared_once_drained()
    {
        var (p, c) = SpscSpanRing.CreateBatch<object>(4);
        var weak = Push(p);
        var handler = new Counter();
        Assert.Equal(3, c.Drain(ref handler, int.MaxValue));
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(weak.TryGetTarget(out _), "the ring still holds a drained item");

        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
        static WeakReference<object> Push(SpscBatchProducer<object> producer)
        {
            var item = new object();
            Assert.Equal(PushStatus.Ok, producer.TryPushBatch([new object(), item, new object()]));
            return new WeakReference<object>(item);
        }
    }

    private struct Counter : ISpanHandler<object>
    {
        public int Seen;

        public void Handle(ReadOnlySpan<object> items) => Seen += items.Length;
    }
}
