using FsCheck;
using FsCheck.Fluent;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// <see cref="MpscLanes"/>: the arguments; each producer's items in its order; the consumer's round robin (a lane is
/// served while it has items, for at most <see cref="MpscLanes.Burst"/> pops, and a lane with items is never passed over
/// for longer than the other lanes' bursts); Drain; Count; completion only once every lane is closed and drained; a model
/// property over random single-threaded operations; and seeded multi-threaded stress (4 producers x 200 000 items
/// through lanes of 64 slots, the consumer popping in one test and draining in the other). Rerun a stress failure with
/// MAILBOX_STRESS_SEED=&lt;seed&gt;. A stress run fails as hung only when no item was delivered for 30 s.
/// </summary>
public sealed class MpscLanesTests(ITestOutputHelper output)
{
    private static long Encode(int producer, long sequence) => LaneStress.Encode(producer, sequence);

    private static int ProducerOf(long item) => LaneStress.ProducerOf(item);

    private static long SequenceOf(long item) => LaneStress.SequenceOf(item);

    private static List<long> PopAll(MpscLanesConsumer<long> consumer)
    {
        var popped = new List<long>();
        while (consumer.TryPop(out var item))
        {
            popped.Add(item);
        }
        return popped;
    }

    private static void Fill(SpscProducer<long> producer, int lane, long from, long count)
    {
        for (var s = from; s < from + count; s++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPush(Encode(lane, s)));
        }
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(MpscLanes.MaxLanes + 1)]
    [InlineData(int.MinValue)]
    [InlineData(int.MaxValue)]
    public void A_bad_lane_count_is_refused_naming_the_parameter(int lanes)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => MpscLanes.Create<long>(lanes, 8));
        Assert.Equal("lanes", e.ParamName);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(12)]
    [InlineData(-8)]
    [InlineData(int.MinValue)]
    [InlineData(int.MaxValue)]
    public void A_bad_capacity_is_refused_naming_the_parameter(int capacity)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => MpscLanes.Create<long>(2, capacity));
        Assert.Equal("capacity", e.ParamName);
    }

    [Theory]
    [InlineData(1, 2)]
    [InlineData(3, 16)]
    [InlineData(MpscLanes.MaxLanes, 2)]
    public void Create_hands_out_one_producer_per_lane_each_with_the_capacity(int lanes, int capacity)
    {
        var (producers, consumer) = MpscLanes.Create<long>(lanes, capacity);
        Assert.Equal(lanes, producers.Length);
        Assert.Equal(lanes, consumer.Lanes);
        Assert.Equal(capacity, consumer.CapacityPerLane);
        Assert.All(producers, p => Assert.Equal(capacity, p.Capacity));
        Assert.Equal(lanes, producers.Distinct().Count());
        // each lane holds exactly its capacity, whatever the others hold
        for (var lane = 0; lane < lanes; lane += Math.Max(1, lanes / 4))
        {
            Fill(producers[lane], lane, 0, capacity);
            Assert.Equal(PushStatus.Full, producers[lane].TryPush(Encode(lane, capacity)));
        }
        Assert.False(consumer.IsCompleted);
    }

    [Fact]
    public void Each_producers_items_come_out_in_its_order()
    {
        var (producers, consumer) = MpscLanes.Create<long>(3, 8);
        var random = new Random(29);
        var pushed = new long[3];
        var popped = new long[3];
        void Check(long item)
        {
            var lane = ProducerOf(item);
            Assert.InRange(lane, 0, 2);
            Assert.Equal(popped[lane], SequenceOf(item));
            popped[lane]++;
        }
        for (var round = 0; round < 2_000; round++)
        {
            // pushes on random lanes, then a random number of pops: the lanes interleave, each stays FIFO
            for (var i = random.Next(6); i > 0; i--)
            {
                var lane = random.Next(3);
                if (producers[lane].TryPush(Encode(lane, pushed[lane])) == PushStatus.Ok)
                {
                    pushed[lane]++;
                }
            }
            for (var i = random.Next(6); i > 0 && consumer.TryPop(out var item); i--)
            {
                Check(item);
            }
        }
        foreach (var item in PopAll(consumer))
        {
            Check(item);
        }
        Assert.Equal(pushed, popped);
        Assert.All(pushed, n => Assert.True(n > 100, $"only {n} items on a lane"));
    }

    [Fact]
    public void The_consumer_stays_on_a_lane_while_it_has_items_then_takes_the_next_lane_with_one()
    {
        var (producers, consumer) = MpscLanes.Create<long>(4, 8);
        Fill(producers[0], 0, 0, 3);
        Fill(producers[2], 2, 0, 2);
        Fill(producers[3], 3, 0, 1);
        Assert.Equal(
            [Encode(0, 0), Encode(0, 1), Encode(0, 2), Encode(2, 0), Encode(2, 1), Encode(3, 0)],
            PopAll(consumer));
        // an empty poll leaves lane 3 the lane being served: it is tried first, then the search goes on from lane 0
        Fill(producers[3], 3, 1, 1);
        Fill(producers[1], 1, 0, 1);
        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(Encode(3, 1), item);
        Assert.True(consumer.TryPop(out item));
        Assert.Equal(Encode(1, 0), item);
        Assert.False(consumer.TryPop(out _));
    }

    [Fact]
    public void With_two_full_lanes_each_gets_bursts_of_Burst_pops_in_turn()
    {
        const int capacity = 1024;
        var (producers, consumer) = MpscLanes.Create<long>(2, capacity);
        Fill(producers[0], 0, 0, capacity);
        Fill(producers[1], 1, 0, capacity);
        var popped = PopAll(consumer);
        Assert.Equal(2 * capacity, popped.Count);
        var runs = Runs(popped);
        Assert.All(runs, run => Assert.Equal(MpscLanes.Burst, run.Length));
        Assert.Equal(2 * capacity / MpscLanes.Burst, runs.Count);
        for (var i = 1; i < runs.Count; i++)
        {
            Assert.NotEqual(runs[i - 1].Lane, runs[i].Lane);
        }
        AssertFifoPerLane(popped, 2);
    }

    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    public void A_lane_with_items_is_never_passed_over_while_the_others_are_refilled(int lanes)
    {
        // every lane is topped up after each pop, so every lane has items all the time: lane l may wait at most for the
        // other lanes' bursts between two of its own pops
        const int capacity = 512, pops = 20_000;
        var (producers, consumer) = MpscLanes.Create<long>(lanes, capacity);
        var pushed = new long[lanes];
        for (var l = 0; l < lanes; l++)
        {
            Fill(producers[l], l, 0, capacity);
            pushed[l] = capacity;
        }
        var lastPop = Enumerable.Repeat(-1, lanes).ToArray();
        var popped = new List<long>(pops);
        for (var i = 0; i < pops; i++)
        {
            Assert.True(consumer.TryPop(out var item), $"pop {i} found nothing with every lane full");
            var lane = ProducerOf(item);
            popped.Add(item);
            lastPop[lane] = i;
            for (var l = 0; l < lanes; l++)
            {
                Assert.True(i - lastPop[l] <= (lanes - 1) * MpscLanes.Burst + 1,
                    $"pop {i}: lane {l} has items and was last served at pop {lastPop[l]}");
            }
            Assert.Equal(PushStatus.Ok, producers[lane].TryPush(Encode(lane, pushed[lane]++)));
        }
        Assert.All(Runs(popped), run => Assert.True(run.Length <= MpscLanes.Burst, $"a run of {run.Length} pops on lane {run.Lane}"));
        AssertFifoPerLane(popped, lanes);
    }

    [Fact]
    public void Drain_hands_each_lanes_items_in_turn_from_the_lane_after_the_last_served()
    {
        var (producers, consumer) = MpscLanes.Create<long>(3, 8);
        var sink = new List<long>();
        var handler = new ListHandler<long> { Sink = sink };
        Assert.Equal(0, consumer.Drain(ref handler, int.MaxValue));
        Fill(producers[0], 0, 0, 3);
        Fill(producers[1], 1, 0, 2);
        Fill(producers[2], 2, 0, 1);
        Assert.Equal(0, consumer.Drain(ref handler, 0));
        Assert.Empty(sink);
        Assert.Equal(6, consumer.Count);

        // nothing served yet: lane 0 counts as the last served, so lane 1 comes first
        Assert.Equal(6, consumer.Drain(ref handler, int.MaxValue));
        Assert.Equal([Encode(1, 0), Encode(1, 1), Encode(2, 0), Encode(0, 0), Encode(0, 1), Encode(0, 2)], sink);
        Assert.Equal(0, consumer.Count);

        // a bounded drain stops at max, part-way through a lane; the next drain starts after that lane
        sink.Clear();
        Fill(producers[0], 0, 3, 3);
        Fill(producers[1], 1, 2, 3);
        Fill(producers[2], 2, 1, 3);
        Assert.Equal(4, consumer.Drain(ref handler, 4));
        Assert.Equal([Encode(1, 2), Encode(1, 3), Encode(1, 4), Encode(2, 1)], sink);
        Assert.Equal(5, consumer.Count);
        sink.Clear();
        Assert.Equal(5, consumer.Drain(ref handler, int.MaxValue));
        Assert.Equal([Encode(0, 3), Encode(0, 4), Encode(0, 5), Encode(2, 2), Encode(2, 3)], sink);
    }

    [Fact]
    public void A_drain_then_pops_serve_a_lane_at_most_Burst_in_a_row_while_another_has_items()
    {
        // the reported case: two full lanes, Drain(200) on one, then TryPop: the pops may only finish that lane's burst
        const int capacity = 1024;
        var (producers, consumer) = MpscLanes.Create<long>(2, capacity);
        Fill(producers[0], 0, 0, capacity);
        Fill(producers[1], 1, 0, capacity);
        var taken = new List<long>();
        var handler = new ListHandler<long> { Sink = taken };
        Assert.Equal(200, consumer.Drain(ref handler, 200));
        taken.AddRange(PopAll(consumer));
        Assert.Equal(2 * capacity, taken.Count);
        AssertRunsWithinBurstWhileOthersWait(taken, [capacity, capacity]);
        AssertFifoPerLane(taken, 2);
    }

    [Theory]
    [InlineData(2, 1)]
    [InlineData(3, 2)]
    [InlineData(4, 3)]
    public void Any_mix_of_drains_and_pops_keeps_the_burst_and_the_passed_over_bound(int lanes, int seed)
    {
        // every lane is topped up to full before each step, so every lane has items all the time (a drain takes at most
        // Burst from a lane per call): no lane may be served more than Burst in a row, none passed over for longer than
        // the other lanes' bursts
        const int capacity = 1024, steps = 3_000;
        var random = new Random(seed);
        var (producers, consumer) = MpscLanes.Create<long>(lanes, capacity);
        var pushed = new long[lanes];
        var taken = new List<long>();
        var handler = new ListHandler<long> { Sink = taken };
        for (var step = 0; step < steps; step++)
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
                consumer.Drain(ref handler, random.Next(1, 3 * MpscLanes.Burst));
            }
            else
            {
                for (var n = random.Next(1, 2 * MpscLanes.Burst); n > 0; n--)
                {
                    Assert.True(consumer.TryPop(out var item), "a pop found nothing with every lane full");
                    taken.Add(item);
                }
            }
        }
        Assert.All(Runs(taken), run => Assert.True(run.Length <= MpscLanes.Burst, $"{run.Length} items of lane {run.Lane} in a row"));
        var lastTaken = Enumerable.Repeat(-1, lanes).ToArray();
        for (var i = 0; i < taken.Count; i++)
        {
            lastTaken[ProducerOf(taken[i])] = i;
            for (var l = 0; l < lanes; l++)
            {
                Assert.True(i - lastTaken[l] <= (lanes - 1) * MpscLanes.Burst + 1,
                    $"item {i}: lane {l} had items and was last served at item {lastTaken[l]}");
            }
        }
        AssertFifoPerLane(taken, lanes);
    }

    /// <summary>No run longer than Burst while another lane still had items (lanes filled with <paramref name="filled"/>
    /// items each, nothing pushed after): a longer run is allowed only once every other lane is empty.</summary>
    private static void AssertRunsWithinBurstWhileOthersWait(List<long> taken, int[] filled)
    {
        var left = (int[])filled.Clone();
        var start = 0;
        foreach (var run in Runs(taken))
        {
            var othersLeft = 0;
            for (var l = 0; l < left.Length; l++)
            {
                othersLeft += l == run.Lane ? 0 : left[l];
            }
            // while others wait, at most Burst; the part beyond is allowed only if the others were empty by then
            Assert.True(run.Length <= MpscLanes.Burst || othersLeft == 0,
                $"{run.Length} items of lane {run.Lane} in a row from item {start} while {othersLeft} waited on the other lanes");
            left[run.Lane] -= run.Length;
            start += run.Length;
        }
    }

    [Fact]
    public void Drain_takes_at_most_Burst_from_a_lane_before_it_looks_at_the_next()
    {
        const int capacity = 1024, each = 600;
        var (producers, consumer) = MpscLanes.Create<long>(2, capacity);
        Fill(producers[0], 0, 0, each);
        Fill(producers[1], 1, 0, each);
        var sink = new List<long>();
        var handler = new ListHandler<long> { Sink = sink };
        var calls = 0;
        while (consumer.Drain(ref handler, int.MaxValue) > 0)
        {
            Assert.True(++calls < 100, "Drain never emptied the lanes");
        }
        Assert.Equal(2 * each, sink.Count);
        Assert.All(Runs(sink), run => Assert.True(run.Length <= MpscLanes.Burst, $"{run.Length} items of lane {run.Lane} in a row"));
        AssertFifoPerLane(sink, 2);
        Assert.Equal(0, consumer.Count);
    }

    [Fact]
    public void Count_sums_the_lanes_and_IsCompleted_waits_for_every_lane_closed_and_drained()
    {
        var (producers, consumer) = MpscLanes.Create<long>(3, 4);
        Assert.Equal(0, consumer.Count);
        Assert.False(consumer.IsCompleted); // open and empty: more may come
        Fill(producers[0], 0, 0, 2);
        Fill(producers[2], 2, 0, 4);
        Assert.Equal(6, consumer.Count);
        Assert.Equal(PushStatus.Full, producers[2].TryPush(Encode(2, 4)));

        producers[1].Close();
        producers[1].Close(); // idempotent
        Assert.Equal(PushStatus.Closed, producers[1].TryPush(Encode(1, 0)));
        Assert.False(consumer.IsCompleted);
        producers[0].Close();
        Assert.Equal(PushStatus.Closed, producers[0].TryPush(Encode(0, 2)));
        Assert.False(consumer.IsCompleted);
        Assert.Equal(6, consumer.Count);

        Assert.True(consumer.TryPop(out var item));
        Assert.Equal(Encode(0, 0), item);
        Assert.Equal(5, consumer.Count);
        producers[2].Close(); // every lane closed, items left
        Assert.Equal(PushStatus.Closed, producers[2].TryPush(Encode(2, 4)));
        Assert.False(consumer.IsCompleted);
        Assert.Equal([Encode(0, 1), Encode(2, 0), Encode(2, 1), Encode(2, 2), Encode(2, 3)], PopAll(consumer));
        Assert.Equal(0, consumer.Count);
        Assert.True(consumer.IsCompleted);
        Assert.False(consumer.TryPop(out _));
    }

    [Fact]
    public void Reference_items_are_not_kept_alive_by_their_lane()
    {
        var (producers, consumer) = MpscLanes.Create<object>(2, 4);
        var weak = PushAndForget(producers[1]);
        var sink = new List<object>();
        var handler = new ListHandler<object> { Sink = sink };
        Assert.Equal(1, consumer.Drain(ref handler, 8));
        sink.Clear();
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(weak.IsAlive, "the lane still references a drained item");
        Assert.Equal(0, consumer.Count);
    }

    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    private static WeakReference PushAndForget(SpscProducer<object> producer)
    {
        var item = new object();
        Assert.Equal(PushStatus.Ok, producer.TryPush(item));
        return new WeakReference(item);
    }

    private static List<(int Lane, int Length)> Runs(List<long> items)
    {
        var runs = new List<(int Lane, int Length)>();
        foreach (var item in items)
        {
            var lane = ProducerOf(item);
            if (runs.Count > 0 && runs[^1].Lane == lane)
            {
                runs[^1] = (lane, runs[^1].Length + 1);
            }
            else
            {
                runs.Add((lane, 1));
            }
        }
        return runs;
    }

    private static void AssertFifoPerLane(List<long> items, int lanes)
    {
        var next = new long[lanes];
        foreach (var item in items)
        {
            var lane = ProducerOf(item);
            Assert.Equal(next[lane], SequenceOf(item));
            next[lane]++;
        }
    }

    // ---- model property -------------------------------------------------------------------------------------------

    /// <summary>
    /// Property: any single-threaded sequence of push (on a random lane), pop, drain k, count, close (a random lane)
    /// gives the same results on MpscLanes as on a model of one bounded queue per lane served in the documented round
    /// robin: TryPop stays on the lane being served while it has items (up to Burst pops), else takes the next lane that
    /// has one; Drain takes each lane in turn from the one after the last served, Burst at most per lane, and leaves its last
/// lane as the one being served with that visit's items counted against its burst.
    /// </summary>
    [Fact]
    public void Lanes_match_a_model_of_bounded_queues_in_round_robin()
    {
        var scenarios = Gen.Zip(Gen.Zip(Gen.Choose(1, 4), Gen.Choose(1, 3)), Gen.ArrayOf(Gen.Choose(0, 999)))
            .Select(t => (Lanes: t.Item1.Item1, CapacityLog2: t.Item1.Item2, Ops: t.Item2));
        var property = Prop.ForAll(scenarios.ToArbitrary(), s => RunScenario(s.Lanes, 1 << s.CapacityLog2, s.Ops));
        Check.One(Config.QuickThrowOnFailure.WithMaxTest(300).WithEndSize(300), property);
    }

    private sealed class LanesModel(int lanes, int capacity)
    {
        private readonly Queue<string>[] _queues = [.. Enumerable.Range(0, lanes).Select(_ => new Queue<string>())];
        private readonly bool[] _closed = new bool[lanes];
        private int _lane;
        private int _run;

        public PushStatus Push(int lane, string item)
        {
            if (_closed[lane])
            {
                return PushStatus.Closed;
            }
            if (_queues[lane].Count == capacity)
            {
                return PushStatus.Full;
            }
            _queues[lane].Enqueue(item);
            return PushStatus.Ok;
        }

        public void Close(int lane) => _closed[lane] = true;

        public string? Pop()
        {
            if (_run < MpscLanes.Burst && _queues[_lane].Count > 0)
            {
                _run++;
                return _queues[_lane].Dequeue();
            }
            for (var looked = 1; looked <= lanes; looked++)
            {
                var lane = (_lane + looked) % lanes;
                if (_queues[lane].Count > 0)
                {
                    _lane = lane;
                    _run = 1;
                    return _queues[lane].Dequeue();
                }
            }
            _run = 0;
            return null;
        }

        public List<string> Drain(int max)
        {
            var taken = new List<string>();
            var lane = _lane;
            var lastVisit = _run;
            for (var looked = 0; looked < lanes && taken.Count < max; looked++)
            {
                lane = (lane + 1) % lanes;
                lastVisit = 0;
                for (var n = Math.Min(max - taken.Count, MpscLanes.Burst); n > 0 && _queues[lane].Count > 0; n--)
                {
                    taken.Add(_queues[lane].Dequeue());
                    lastVisit++;
                }
            }
            _lane = lane;
            _run = lastVisit;
            return taken;
        }

        public int Count => _queues.Sum(q => q.Count);

        public bool IsCompleted => _closed.All(c => c) && Count == 0;
    }

    private static bool RunScenario(int lanes, int capacity, int[] ops)
    {
        var (producers, consumer) = MpscLanes.Create<string>(lanes, capacity);
        var model = new LanesModel(lanes, capacity);
        var sink = new List<string>();
        var handler = new ListHandler<string> { Sink = sink };
        var next = 0;
        for (var step = 0; step < ops.Length; step++)
        {
            var op = ops[step];
            var where = $"{lanes} lanes of {capacity}, step {step} (op {op})";
            if (op < 450)
            {
                var lane = op % lanes;
                var item = $"{lane}:{next++}";
                Expect(model.Push(lane, item), producers[lane].TryPush(item), where + $" push on lane {lane}");
            }
            else if (op < 700)
            {
                var expected = model.Pop();
                var got = consumer.TryPop(out var actual);
                Expect(expected is not null, got, where + " pop result");
                Expect(expected, actual, where + " pop value");
            }
            else if (op < 820)
            {
                var max = op % 8;
                sink.Clear();
                var n = consumer.Drain(ref handler, max);
                var expected = model.Drain(max);
                Expect(expected.Count, n, where + $" drain {max} count");
                Expect(string.Join(",", expected), string.Join(",", sink), where + $" drain {max} items");
            }
            else if (op < 980)
            {
                Expect(model.Count, consumer.Count, where + " count");
                Expect(model.IsCompleted, consumer.IsCompleted, where + " IsCompleted");
            }
            else
            {
                var lane = op % lanes;
                producers[lane].Close();
                model.Close(lane);
            }
        }
        for (var lane = 0; lane < lanes; lane++)
        {
            producers[lane].Close();
            model.Close(lane);
        }
        while (model.Pop() is { } expected)
        {
            Expect(false, consumer.IsCompleted, $"{lanes} lanes: IsCompleted with items left");
            Expect(true, consumer.TryPop(out var actual), $"{lanes} lanes: final pop");
            Expect(expected, actual, $"{lanes} lanes: final pop value");
        }
        Expect(false, consumer.TryPop(out _), $"{lanes} lanes: pop after the final drain");
        Expect(true, consumer.IsCompleted, $"{lanes} lanes: IsCompleted after the final drain");
        return true;
    }

    private static void Expect<TValue>(TValue expected, TValue actual, string what)
    {
        if (!EqualityComparer<TValue>.Default.Equals(expected, actual))
        {
            throw new InvalidOperationException($"{what}: model says {expected}, lanes say {actual}");
        }
    }

    // ---- multi-threaded stress ------------------------------------------------------------------------------------

    /// <summary>
    /// Four producers (seeded random pauses) push 200 000 items each through lanes of 64 slots, waiting while their lane
    /// is full, then close it; the consumer pops until IsCompleted. Every item is delivered once, in its producer's order;
    /// nothing comes out after completion.
    /// </summary>
    [Fact]
    public void Four_producers_through_small_lanes_with_TryPop_lose_duplicate_and_reorder_nothing()
    {
        var seed = LaneStress.Seed(2929, 1);
        var delivered = new long[LaneStress.Producers];
        RunStress<long>(seed, (p, s) => Encode(p, s), (consumer, progress, fail) =>
        {
            var random = new Random(seed);
            var watch = progress.Watch();
            while (!consumer.IsCompleted)
            {
                if (!consumer.TryPop(out var item))
                {
                    if (watch.Stalled)
                    {
                        fail($"the consumer found no items and nothing moved for {watch.Idle.TotalSeconds:F0} s (count {consumer.Count})");
                        return;
                    }
                    Thread.Yield();
                    continue;
                }
                var producer = ProducerOf(item);
                if ((uint)producer >= LaneStress.Producers || SequenceOf(item) != delivered[producer])
                {
                    fail($"producer {producer}: got sequence {SequenceOf(item)}, expected {(producer < LaneStress.Producers ? delivered[producer] : -1)} (loss, duplicate or reorder)");
                    return;
                }
                Volatile.Write(ref delivered[producer], delivered[producer] + 1);
                if (consumer.Count > LaneStress.Producers * LaneStress.Capacity)
                {
                    fail($"{consumer.Count} items in {LaneStress.Producers} lanes of {LaneStress.Capacity}");
                    return;
                }
                StressThreads.Jitter(random);
            }
            if (consumer.TryPop(out var late))
            {
                fail($"item {late} came out after IsCompleted");
            }
        }, delivered);
    }

    /// <summary>The same stress with reference items and a consumer that drains batches of random size.</summary>
    [Fact]
    public void Four_producers_through_small_lanes_with_Drain_lose_duplicate_and_reorder_nothing()
    {
        var seed = LaneStress.Seed(2929, 2);
        var delivered = new long[LaneStress.Producers];
        RunStress<StressMessage>(seed, (p, s) => new StressMessage(p, s), (consumer, progress, fail) =>
        {
            var random = new Random(seed);
            var handler = new CheckingHandler(delivered);
            var watch = progress.Watch();
            try
            {
                while (!consumer.IsCompleted)
                {
                    if (consumer.Drain(ref handler, random.Next(1, 3 * LaneStress.Capacity)) == 0)
                    {
                        if (watch.Stalled)
                        {
                            fail($"the consumer found no items and nothing moved for {watch.Idle.TotalSeconds:F0} s (count {consumer.Count})");
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
            }
            catch (InvalidOperationException e)
            {
                fail(e.Message);
            }
        }, delivered);
    }

    /// <summary>
    /// The lanes' stress (<see cref="LaneStress"/>) through <see cref="MpscLanes"/>, with <paramref name="consume"/> as the
    /// consumer (given the consumer side, the progress to watch and a way to fail).
    /// </summary>
    private void RunStress<T>(int seed, Func<int, long, T> encode, Action<MpscLanesConsumer<T>, Progress, Action<string>> consume,
        long[] delivered)
    {
        var (producers, consumer) = MpscLanes.Create<T>(LaneStress.Producers, LaneStress.Capacity);
        var lanes = producers.Select(p => new LaneStress.Lane<T>(item => p.TryPush(item), p.Close)).ToArray();
        LaneStress.Run(output, seed, lanes, encode, (progress, fail) => consume(consumer, progress, fail), delivered,
            () => consumer.IsCompleted);
    }

    /// <summary>Checks each item against its producer's next expected sequence and counts it.</summary>
    private readonly struct CheckingHandler(long[] delivered) : IHandler<StressMessage>
    {
        public void Handle(in StressMessage item)
        {
            if (item is null)
            {
                throw new InvalidOperationException("a published slot held no item (stale or cleared)");
            }
            var expected = delivered[item.Producer];
            if (item.Sequence != expected)
            {
                throw new InvalidOperationException($"producer {item.Producer}: got sequence {item.Sequence}, expected {expected} (loss, duplicate or reorder)");
            }
            Volatile.Write(ref delivered[item.Producer], expected + 1);
        }
    }
}
