using System.Diagnostics;
using PerfBuf.Mailboxes;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>A reference-type payload: the ring must hand over the object intact (and never a cleared slot).</summary>
internal sealed class StressMessage(int producer, long sequence)
{
    public int Producer { get; } = producer;
    public long Sequence { get; } = sequence;
}

/// <summary>
/// Seeded, time-bounded, oversubscribed stress of every mailbox: P producers x 1 consumer per mailbox (several
/// SPSC pairs at once), random yields/spins from the seed, then Close racing the producers. Checks: no loss,
/// no duplicate, per-producer FIFO (item = producer id + sequence), capacity never exceeded, every Ok push
/// delivered before IsCompleted, nothing after it. Rerun a failure with MAILBOX_STRESS_SEED=&lt;seed&gt;.
/// </summary>
public sealed class MailboxStressTests(ITestOutputHelper output)
{
    /// <summary>Push phase of each case; the drain after Close adds a little.</summary>
    private static readonly TimeSpan StressDuration = TimeSpan.FromSeconds(1.5);

    /// <summary>Unbounded queue: a producer pauses when this many of its items are unconsumed (memory guard only).</summary>
    private const long UnboundedBacklogPerProducer = 512;

    private static readonly Func<int, long, long> EncodeLong = (p, s) => ((long)p << 40) | s;
    private static readonly Func<long, (int, long)> DecodeLong = x => ((int)(x >> 40), x & ((1L << 40) - 1));
    private static readonly Func<int, long, StressMessage?> EncodeRef = (p, s) => new StressMessage(p, s);
    private static readonly Func<StressMessage?, (int, long)> DecodeRef = m => m is null ? (-1, -1) : (m.Producer, m.Sequence);

    public static TheoryData<MailboxKind> SpscKinds => [MailboxKind.SpscRing, MailboxKind.SpscRingPad64, MailboxKind.SpscRingUncached, MailboxKind.SpscSlotRing, MailboxKind.SpscSlotLineRing, MailboxKind.SpscRingBatch, MailboxKind.SpscRingSpan, MailboxKind.SpscRingBatchSpan, MailboxKind.SpscLeanRing];

    public static TheoryData<MailboxKind> MpscKinds => [MailboxKind.MpscRingXadd, MailboxKind.MpscRingXaddMayWait, MailboxKind.MpscRingCas, MailboxKind.MpscLinkedQueue, MailboxKind.MpscSegmentedQueue, MailboxKind.MpscSegmentedBounded, MailboxKind.MpscBatchRing, MailboxKind.MpscBatchRingBatch];

    [Theory]
    [MemberData(nameof(SpscKinds))]
    public void Spsc_long_four_pairs_concurrently(MailboxKind kind) =>
        Run(kind, instances: 4, producers: 1, capacity: 16, EncodeLong, DecodeLong);

    [Theory]
    [MemberData(nameof(SpscKinds))]
    public void Spsc_reference_payload_four_pairs_concurrently(MailboxKind kind) =>
        Run(kind, instances: 4, producers: 1, capacity: 8, EncodeRef, DecodeRef);

    [Theory]
    [MemberData(nameof(MpscKinds))]
    public void Mpsc_long_4_producers(MailboxKind kind) =>
        Run(kind, instances: 1, producers: 4, capacity: 64, EncodeLong, DecodeLong);

    [Theory]
    [MemberData(nameof(MpscKinds))]
    public void Mpsc_reference_payload_48_producers_oversubscribed(MailboxKind kind) =>
        Run(kind, instances: 1, producers: 48, capacity: 16, EncodeRef, DecodeRef);

    /// <summary>The bounded multi-producer paths on the smallest rings, with 50 producers on a 2-core machine: every
    /// freed cell is raced for, and producers are pre-empted mid-push all the time. The claims are lock-free, not
    /// wait-free: one producer may lose every race for a while, so the close does not wait for each to deliver.</summary>
    public static TheoryData<MailboxKind, int> TinyMpscRings
    {
        get
        {
            var data = new TheoryData<MailboxKind, int>();
            foreach (var kind in new[] { MailboxKind.MpscRingXadd, MailboxKind.MpscRingXaddMayWait, MailboxKind.MpscRingCas, MailboxKind.MpscBatchRing, MailboxKind.MpscBatchRingBatch })
            {
                data.Add(kind, 2);
                data.Add(kind, 4);
            }
            data.Add(MailboxKind.MpscSegmentedBounded, 4); // first segment 2, grown once to the cap
            data.Add(MailboxKind.MpscSegmentedBounded, 16); // 4, 8, 16: a reserved share at each growth
            return data;
        }
    }

    [Theory]
    [MemberData(nameof(TinyMpscRings))]
    public void Mpsc_long_50_producers_on_a_tiny_ring_oversubscribed(MailboxKind kind, int capacity) =>
        Run(kind, instances: 1, producers: 50, capacity, EncodeLong, DecodeLong, everyProducerBeforeClose: false);

    private void Run<T>(MailboxKind kind, int instances, int producers, int capacity,
        Func<int, long, T> encode, Func<T, (int Producer, long Sequence)> decode, bool everyProducerBeforeClose = true)
    {
        var seed = Environment.GetEnvironmentVariable("MAILBOX_STRESS_SEED") is { } fixedSeed
            ? int.Parse(fixedSeed, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        var runs = Enumerable.Range(0, instances)
            .Select(i => new StressRun<T>(TestMailbox<T>.Create(kind, capacity), producers, seed + (i * 7919), encode, decode))
            .ToArray();
        var clock = Stopwatch.StartNew();
        foreach (var run in runs)
        {
            run.Start();
        }
        Thread.Sleep(StressDuration);
        // and on until every producer has had an item delivered, while producers keep getting their first one in: the
        // close then races a mailbox in use
        var firsts = new Progress().Counting(() => runs.Sum(r => r.ProducersDelivered)).Watch();
        while (everyProducerBeforeClose && !runs.All(r => r.EveryProducerDelivered) && runs.All(r => r.Failure is null)
            && !firsts.Stalled)
        {
            Thread.Sleep(1);
        }
        foreach (var run in runs)
        {
            run.RequestClose();
        }
        foreach (var run in runs)
        {
            run.Join();
        }
        var summary = string.Join("; ", runs.Select(r => r.Summary));
        output.WriteLine($"{kind} seed={seed} {clock.Elapsed.TotalSeconds:F1}s: {summary}");
        foreach (var run in runs)
        {
            Assert.True(run.Failure is null, $"{kind} seed={seed} (set MAILBOX_STRESS_SEED to rerun): {run.Failure}");
            Assert.True(!everyProducerBeforeClose || run.EveryProducerDelivered,
                $"{kind} seed={seed}: a producer had nothing delivered before the close ({run.Summary})");
        }
    }

    /// <summary>One mailbox with its producer threads and its consumer thread.</summary>
    private sealed class StressRun<T>
    {
        private readonly TestMailbox<T> _box;
        private readonly int _producers;
        private readonly int _seed;
        private readonly Func<int, long, T> _encode;
        private readonly Func<T, (int Producer, long Sequence)> _decode;
        private readonly long[] _pushedOk;   // per producer: items whose TryPush returned Ok (written by that producer)
        private readonly long[] _consumed;   // per producer: next expected sequence (written by the consumer)
        private readonly Thread[] _threads;
        private readonly Progress _progress; // an Ok push or a delivery; a wait fails when none came for 30 s
        private volatile bool _closeRequested;
        private volatile bool _closeCalled;
        private string? _failure;
        private long _fullCount;

        public StressRun(TestMailbox<T> box, int producers, int seed, Func<int, long, T> encode, Func<T, (int, long)> decode)
        {
            _box = box;
            _producers = producers;
            _seed = seed;
            _encode = encode;
            _decode = decode;
            _pushedOk = new long[producers];
            _consumed = new long[producers];
            _progress = new Progress().Counting(() => Progress.Sum(_pushedOk) + Progress.Sum(_consumed));
            _threads = new Thread[producers + 1];
            for (var p = 0; p < producers; p++)
            {
                var id = p;
                _threads[p] = new Thread(() => Guard(() => Produce(id))) { IsBackground = true, Name = $"producer {p}" };
            }
            _threads[producers] = new Thread(() => Guard(Consume)) { IsBackground = true, Name = "consumer" };
        }

        public string? Failure => Volatile.Read(ref _failure);

        public long Delivered => _consumed.Sum();

        /// <summary>Every producer has had at least one item delivered.</summary>
        public bool EveryProducerDelivered => ProducersDelivered == _producers;

        /// <summary>How many producers have had at least one item delivered.</summary>
        public int ProducersDelivered => Enumerable.Range(0, _producers).Count(p => Volatile.Read(ref _consumed[p]) > 0);

        public string Summary => $"{_box.Kind} x{_producers}: {Delivered} delivered, {Interlocked.Read(ref _fullCount)} full";

        public void Start()
        {
            foreach (var t in _threads)
            {
                t.Start();
            }
        }

        /// <summary>SPSC: the producer closes its own ring (single owner). MPSC: the test thread closes while
        /// the producers are still pushing, so Close races with claims.</summary>
        public void RequestClose()
        {
            _closeRequested = true;
            if (_box.IsMultiProducer)
            {
                _closeCalled = true;
                _box.Close();
            }
        }

        public void Join()
        {
            if (_progress.TryJoin(_threads) is { } stuck)
            {
                Fail(stuck);
                return;
            }
            if (Failure is null)
            {
                for (var p = 0; p < _producers; p++)
                {
                    if (_consumed[p] != _pushedOk[p])
                    {
                        Fail($"producer {p}: {_pushedOk[p]} pushes returned Ok but {_consumed[p]} were delivered before IsCompleted");
                        return;
                    }
                }
                if (_box.TryPop(out _))
                {
                    Fail("TryPop returned an item after IsCompleted");
                }
                else if (!_box.IsCompleted)
                {
                    Fail("IsCompleted turned false again");
                }
            }
        }

        private void Fail(string message) => Interlocked.CompareExchange(ref _failure, message, null);

        private void Guard(Action body) => StressThreads.Guard(body, Fail);

        private static void Jitter(Random rng) => StressThreads.Jitter(rng);

        /// <summary>A batch of 1..8 items (at most the capacity), pushed all or nothing or through a batch claim that
        /// publishes what it got. Returns the status and how many were published.</summary>
        private (PushStatus Status, int Pushed) PushBatch(int p, long sequence, Random rng)
        {
            var items = new T[rng.Next(1, Math.Min(_box.Capacity, 8) + 1)];
            for (var i = 0; i < items.Length; i++)
            {
                items[i] = _encode(p, sequence + i);
            }
            if (rng.Next(2) == 0)
            {
                return (_box.TryPushBatch(items), items.Length);
            }
            var (claimed, published) = _box.TryClaimBatchPublish(items, items.Length);
            return claimed == 0 ? (PushStatus.Full, 0) : (PushStatus.Ok, published);
        }

        private void Produce(int p)
        {
            var rng = new Random(_seed * 31 + p);
            long sequence = 0;
            while (Failure is null)
            {
                if (!_box.IsMultiProducer && _closeRequested)
                {
                    _closeCalled = true;
                    _box.Close();
                    if (_box.TryPush(_encode(p, sequence)) != PushStatus.Closed)
                    {
                        Fail("TryPush after Close did not return Closed");
                    }
                    return;
                }
                if (!_box.IsBounded && sequence - Volatile.Read(ref _consumed[p]) > UnboundedBacklogPerProducer)
                {
                    Thread.Yield(); // memory guard for the unbounded queue, not a correctness device
                    continue;
                }
                var item = _encode(p, sequence);
                var pushed = 1;
                PushStatus status;
                if (_box.HasBatch && rng.Next(3) == 0)
                {
                    (status, pushed) = PushBatch(p, sequence, rng);
                }
                else
                {
                    status = _box.HasClaim && rng.Next(4) == 0 ? _box.TryClaimPublish(item) : _box.TryPush(in item);
                }
                switch (status)
                {
                    case PushStatus.Ok:
                        sequence += pushed;
                        Volatile.Write(ref _pushedOk[p], sequence);
                        break;
                    case PushStatus.Full:
                        if (!_box.IsBounded)
                        {
                            Fail("an unbounded queue returned Full");
                        }
                        Interlocked.Increment(ref _fullCount);
                        if (rng.Next(2) == 0)
                        {
                            Thread.Yield();
                        }
                        else
                        {
                            Thread.SpinWait(rng.Next(1, 50));
                        }
                        break;
                    case PushStatus.Closed:
                        if (!_closeCalled)
                        {
                            Fail("TryPush returned Closed before Close was called");
                        }
                        return;
                }
                Jitter(rng);
            }
        }

        private void Consume()
        {
            var rng = new Random(_seed * 31 - 1);
            var batch = new List<T>(128);
            var watch = _progress.Watch();
            long delivered = 0;
            while (Failure is null)
            {
                batch.Clear();
                if (_box.HasDrain && rng.Next(3) == 0)
                {
                    var n = _box.Drain(batch, rng.Next(1, 65));
                    if (n != batch.Count)
                    {
                        Fail($"Drain returned {n} but handed over {batch.Count} items");
                        return;
                    }
                }
                else if (_box.TryPop(out var one))
                {
                    batch.Add(one);
                }
                foreach (var item in batch)
                {
                    var (p, s) = _decode(item);
                    if ((uint)p >= (uint)_producers)
                    {
                        Fail($"item {item} carries producer id {p} (cleared slot or torn item)");
                        return;
                    }
                    var expected = _consumed[p];
                    if (s != expected)
                    {
                        Fail(s < expected
                            ? $"producer {p}: got sequence {s} after {expected - 1} (duplicate or reordering)"
                            : $"producer {p}: got sequence {s}, expected {expected} (lost {s - expected} item(s) or reordering)");
                        return;
                    }
                    Volatile.Write(ref _consumed[p], expected + 1);
                    delivered++;
                }
                if (batch.Count == 0 || (delivered & 63) == 0)
                {
                    CheckBounds(delivered);
                }
                if (batch.Count == 0)
                {
                    if (_box.IsCompleted)
                    {
                        if (!_closeCalled)
                        {
                            Fail("IsCompleted was true before Close was called");
                        }
                        return;
                    }
                    if (watch.Stalled)
                    {
                        Fail($"the consumer saw no completion and nothing moved for {watch.Idle.TotalSeconds:F0} s ({delivered} delivered)");
                        return;
                    }
                    if (rng.Next(2) == 0)
                    {
                        Thread.Yield();
                    }
                    else
                    {
                        Thread.SpinWait(rng.Next(1, 30));
                    }
                }
                else
                {
                    Jitter(rng);
                }
            }
        }

        /// <summary>
        /// Capacity check that can fail: Ok pushes are counted after the item is in the mailbox, so at any moment
        /// (sum of Ok counts read now) - (items consumed) &lt;= items inside &lt;= capacity.
        /// </summary>
        private void CheckBounds(long delivered)
        {
            if (_box.HasCount)
            {
                var count = _box.Count;
                if (count < 0 || count > _box.Capacity)
                {
                    Fail($"Count = {count} outside [0, {_box.Capacity}]");
                }
            }
            if (_box.IsBounded)
            {
                long ok = 0;
                for (var p = 0; p < _producers; p++)
                {
                    ok += Volatile.Read(ref _pushedOk[p]);
                }
                if (ok - delivered > _box.Capacity)
                {
                    Fail($"{ok} Ok pushes but only {delivered} consumed: {ok - delivered} items inside a ring of {_box.Capacity}");
                }
            }
        }
    }
}
