using FsCheck;
using FsCheck.Fluent;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// The segmented queue's bounded mode (src/Mailboxes/Mpsc/DESIGN.md, "Bounded mode"): it starts small and grows to the cap,
/// never holds more than the cap, refuses with Full instead of linking past it, reuses the capped ring in place, and
/// follows the stated rule for Full exactly — checked step by step against a model of the segments. The shared
/// contracts (stress, close race, allocation) run it as <see cref="MailboxKind.MpscSegmentedBounded"/>.
/// </summary>
public sealed class SegmentedBoundedTests
{
    [Fact]
    public void Starts_small_fills_exactly_the_cap_then_refuses_and_reuses_the_ring_in_place()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 8, bounded: true);
        Assert.True(producer.IsBounded);
        Assert.Equal(8, producer.MaxSegment);
        Assert.Equal(2, producer.SegmentCapacity);
        for (long i = 0; i < 8; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
        }
        Assert.Equal(8, producer.SegmentCapacity);
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
        Assert.Equal(8, consumer.Count);
        long expected = 0;
        while (consumer.TryPop(out var item))
        {
            Assert.Equal(expected++, item);
        }
        Assert.Equal(8, expected);
        // caught up with the capped ring: every pop frees a push at once, lap after lap, with no growth
        long next = 8;
        for (var lap = 0; lap < 1000; lap++)
        {
            while (producer.TryPush(next) == PushStatus.Ok)
            {
                next++;
            }
            Assert.Equal(8, next - expected); // exactly the cap inside
            var take = 1 + (lap % 8);
            for (var j = 0; j < take; j++)
            {
                Assert.True(consumer.TryPop(out var item));
                Assert.Equal(expected++, item);
            }
        }
        Assert.Equal(8, producer.SegmentCapacity);
    }

    [Fact]
    public void Refuses_below_the_cap_only_while_the_consumer_is_in_the_older_segment()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 4, bounded: true);
        Assert.Equal(PushStatus.Ok, producer.TryPush(0));
        Assert.Equal(PushStatus.Ok, producer.TryPush(1));
        Assert.Equal(PushStatus.Ok, producer.TryPush(2)); // links the capped segment of 4, its last 2 cells reserved
        Assert.Equal(PushStatus.Ok, producer.TryPush(3));
        Assert.Equal(PushStatus.Full, producer.TryPush(-1)); // 4 inside: the cap
        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(0, item);
        Assert.Equal(PushStatus.Full, producer.TryPush(-1)); // 3 inside, but the freed cell is in the old segment
        Assert.True(consumer.TryPop(out item));
        Assert.Equal(1, item);
        Assert.Equal(PushStatus.Full, producer.TryPush(-1)); // 2 inside (cap / 2): the consumer has not left it yet
        Assert.True(consumer.TryPop(out item)); // leaves the old segment: the reserved cells are released
        Assert.Equal(2, item);
        Assert.Equal(PushStatus.Ok, producer.TryPush(4));
        Assert.Equal(PushStatus.Ok, producer.TryPush(5));
        Assert.Equal(PushStatus.Ok, producer.TryPush(6));
        Assert.Equal(PushStatus.Full, producer.TryPush(-1)); // 4 inside
        producer.Close();
        Assert.Equal(PushStatus.Closed, producer.TryPush(-1)); // Closed wins over Full
        for (long i = 3; i <= 6; i++)
        {
            Assert.True(consumer.TryPop(out item));
            Assert.Equal(i, item);
        }
        Assert.True(consumer.IsCompleted);
    }

    [Fact]
    public void A_cap_equal_to_the_first_segment_is_a_plain_ring()
    {
        var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 8, maxSegment: 8, bounded: true);
        for (long i = 0; i < 8; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(i));
        }
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(0, item);
        Assert.Equal(PushStatus.Ok, producer.TryPush(8));
        Assert.Equal(PushStatus.Full, producer.TryPush(-1));
    }

    [Theory]
    [InlineData(1, 8, "firstSegment")]
    [InlineData(8, 12, "maxSegment")]
    [InlineData(8, 4, "maxSegment")]
    public void Bad_sizes_are_refused_in_bounded_mode_too(int first, int max, string parameter)
    {
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => MpscSegmentedQueue<long>.Create(first, max, bounded: true));
        Assert.Equal(parameter, error.ParamName);
    }

    /// <summary>
    /// Property: any single-threaded sequence of push / pop / drain k / count / close gives the same results on the
    /// bounded queue as on a model of its segments (sizes, reserved shares, when the consumer leaves one) — the rule
    /// for Full, stated in the design note — and, whatever the model says, an Ok push never takes the queue past the
    /// cap and a queue holding the cap always refuses.
    /// </summary>
    [Fact]
    public void Bounded_mode_matches_its_segment_model()
    {
        var scenarios = Gen.Zip(Gen.Zip(Gen.Choose(1, 5), Gen.Choose(1, 5)), Gen.ArrayOf(Gen.Choose(0, 999)))
            .Select(t => (CapLog2: Math.Max(t.Item1.Item1, t.Item1.Item2), FirstLog2: Math.Min(t.Item1.Item1, t.Item1.Item2), Ops: t.Item2));
        var property = Prop.ForAll(scenarios.ToArbitrary(), s => RunScenario(1 << s.FirstLog2, 1 << s.CapLog2, s.Ops));
        Check.One(Config.QuickThrowOnFailure.WithMaxTest(400).WithEndSize(300), property);
    }

    private static bool RunScenario(int first, int cap, int[] ops)
    {
        var (producer, consumer) = MpscSegmentedQueue<string>.Create(first, cap, bounded: true);
        var model = new SegmentModel(first, cap);
        var next = 0;
        var sink = new List<string>();
        for (var step = 0; step < ops.Length; step++)
        {
            var op = ops[step];
            var where = $"first {first}, cap {cap}, step {step} (op {op})";
            if (op < 500)
            {
                var item = "item" + next++;
                var before = model.Count;
                var expected = model.Push(item);
                var actual = producer.TryPush(item);
                Expect(expected, actual, where + " push");
                if (actual == PushStatus.Ok && before >= cap)
                {
                    throw new InvalidOperationException($"{where}: Ok with {before} items inside a cap of {cap}");
                }
                if (before == cap && actual == PushStatus.Ok)
                {
                    throw new InvalidOperationException($"{where}: the cap is held but the push was accepted");
                }
            }
            else if (op < 750)
            {
                var had = model.TryPop(out var expected);
                var got = consumer.TryPop(out var actual);
                Expect(had, got, where + " pop result");
                Expect(expected, actual, where + " pop value");
            }
            else if (op < 850)
            {
                var k = op % 8;
                sink.Clear();
                var handler = new ListHandler<string> { Sink = sink };
                var n = consumer.Drain(ref handler, k);
                var expected = new List<string>();
                while (expected.Count < k && model.TryPop(out var e))
                {
                    expected.Add(e!);
                }
                Expect(expected.Count, n, where + " drain count");
                Expect(string.Join(",", expected), string.Join(",", sink), where + " drain items");
            }
            else if (op < 990)
            {
                Expect(model.Count, consumer.Count, where + " count");
                Expect(model.Closed && model.Count == 0, consumer.IsCompleted, where + " IsCompleted");
                Expect(model.TailSize, producer.SegmentCapacity, where + " segment size");
            }
            else
            {
                producer.Close();
                model.Close();
            }
        }
        producer.Close();
        model.Close();
        while (model.TryPop(out var expected))
        {
            Expect(true, consumer.TryPop(out var actual), "final drain");
            Expect(expected, actual, "final drain value");
        }
        Expect(false, consumer.TryPop(out _), "pop after the final drain");
        Expect(true, consumer.IsCompleted, "IsCompleted after the final drain");
        return true;
    }

    /// <summary>
    /// The bounded queue's segments as plain lists: a push goes to the newest segment while it has a free cell — all
    /// its cells once the consumer has entered it, all but the reserved share (its predecessor's size) before — else,
    /// below the cap, to a new segment twice as large; at the cap it is Full. A pop takes from the oldest segment and
    /// leaves an empty, frozen one only when a pop finds it empty (as the queue's consumer does).
    /// </summary>
    private sealed class SegmentModel(int first, int cap)
    {
        private sealed class Segment(int size, int reserved)
        {
            public readonly int Size = size;
            public readonly int Reserved = reserved;
            public readonly Queue<string> Items = new();
            public bool Entered;
        }

        private readonly List<Segment> _segments = [new Segment(first, 0) { Entered = true }];

        public bool Closed { get; private set; }

        public int Count => _segments.Sum(s => s.Items.Count);

        public int TailSize => _segments[^1].Size;

        public PushStatus Push(string item)
        {
            if (Closed)
            {
                return PushStatus.Closed;
            }
            var tail = _segments[^1];
            var free = tail.Entered ? tail.Size : tail.Size - tail.Reserved;
            if (tail.Items.Count < free)
            {
                tail.Items.Enqueue(item);
                return PushStatus.Ok;
            }
            if (tail.Size == cap)
            {
                return PushStatus.Full;
            }
            var grown = new Segment(Math.Min(tail.Size * 2, cap), tail.Size);
            grown.Items.Enqueue(item);
            _segments.Add(grown);
            return PushStatus.Ok;
        }

        public bool TryPop(out string? item)
        {
            while (true)
            {
                var head = _segments[0];
                if (head.Items.TryDequeue(out item))
                {
                    return true;
                }
                if (_segments.Count == 1)
                {
                    return false;
                }
                _segments.RemoveAt(0); // frozen (a successor exists) and consumed: leave it
                _segments[0].Entered = true; // its reserved share is released
            }
        }

        public void Close() => Closed = true;
    }

    private static void Expect<TValue>(TValue expected, TValue actual, string what)
    {
        if (!EqualityComparer<TValue>.Default.Equals(expected, actual))
        {
            throw new InvalidOperationException($"{what}: model says {expected}, queue says {actual}");
        }
    }
}
