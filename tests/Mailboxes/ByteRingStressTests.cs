using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Payloads;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// Seeded, time-bounded, oversubscribed stress of SpscByteRing: four rings at once (eight threads on however many
/// cores), each with a producer that asks for grants of random sizes chosen to hit every boundary (a grant ending
/// exactly at the lap end, one that must skip to the start, the largest grant, a full ring) and commits a random part,
/// and a consumer that releases random parts. The producer predicts where each grant must start (its own count of the
/// tail, skips included) and checks the ring put it there; the consumer checks every byte against a pattern of its
/// position in the stream (raw) or of the message's sequence (messages), so a lost, repeated, reordered or torn byte,
/// a wrong watermark or a read before publication fails. Then Close races the consumer: everything committed is
/// delivered, then IsCompleted. Rerun a failure with MAILBOX_STRESS_SEED=&lt;seed&gt;.
/// </summary>
public sealed class ByteRingStressTests(ITestOutputHelper output)
{
    private static readonly TimeSpan StressDuration = TimeSpan.FromSeconds(1.5);
    private static readonly int[] Capacities = [16, 64, 256, 4096];

    [Fact]
    public void Raw_grants_four_rings_concurrently() => Run(messages: false);

    [Fact]
    public void Messages_four_rings_concurrently() => Run(messages: true);

    private void Run(bool messages)
    {
        var seed = Environment.GetEnvironmentVariable("MAILBOX_STRESS_SEED") is { } fixedSeed
            ? int.Parse(fixedSeed, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        var runs = Capacities.Select((capacity, i) => new StressRun(capacity, messages, seed + (i * 7919))).ToArray();
        foreach (var run in runs)
        {
            run.Start();
        }
        Thread.Sleep(StressDuration);
        foreach (var run in runs)
        {
            run.Stop = true;
        }
        foreach (var run in runs)
        {
            run.Join();
        }
        output.WriteLine($"{(messages ? "messages" : "raw")} seed={seed}: " + string.Join("; ", runs.Select(r => r.Summary)));
        foreach (var run in runs)
        {
            Assert.True(run.Failure is null, $"seed={seed} (set MAILBOX_STRESS_SEED to rerun), capacity {run.Capacity}: {run.Failure}");
        }
        // every boundary was met somewhere in the run (the sizes are drawn to make each one common)
        Assert.True(runs.Sum(r => r.Skips) > 0, "no grant skipped to the start");
        Assert.True(runs.Sum(r => r.ExactEnds) > 0, "no grant ended exactly at the lap end");
        Assert.True(runs.Sum(r => r.Fulls) > 0, "the ring was never full");
        Assert.True(runs.Sum(r => r.LargestGrants) > 0, "no grant of the largest size");
    }

    /// <summary>The byte at <paramref name="index"/> of a stream (raw) or of message <paramref name="key"/> (messages).</summary>
    private static byte Pattern(long key, long index) => (byte)(unchecked((key * 0x9E3779B1L) + (index * 0x85EBCA77L)) >> 11);

    private sealed class StressRun
    {
        private readonly bool _messages;
        private readonly int _seed;
        private readonly ByteRingProducer _producer;
        private readonly ByteRingConsumer _consumer;
        private readonly Thread[] _threads;
        private readonly Progress _progress; // a commit or a release; a wait fails when none came for 30 s
        private string? _failure;
        private long _committed;   // data bytes (raw) or messages committed; written by the producer
        private long _delivered;   // data bytes (raw) or messages released; written by the consumer

        public StressRun(int capacity, bool messages, int seed)
        {
            Capacity = capacity;
            _messages = messages;
            _seed = seed;
            (_producer, _consumer) = SpscByteRing.Create(capacity);
            _progress = new Progress().Counting(() => Volatile.Read(ref _committed) + Volatile.Read(ref _delivered));
            _threads =
            [
                new Thread(() => Guard(Produce)) { IsBackground = true, Name = $"byte producer {capacity}" },
                new Thread(() => Guard(Consume)) { IsBackground = true, Name = $"byte consumer {capacity}" },
            ];
        }

        public int Capacity { get; }
        public volatile bool Stop;
        public long Skips;
        public long ExactEnds;
        public long Fulls;
        public long LargestGrants;

        public string? Failure => Volatile.Read(ref _failure);

        public string Summary => $"{Capacity} B: {_delivered} delivered, {Skips} skips, {ExactEnds} exact ends, {Fulls} full";

        public void Start()
        {
            foreach (var t in _threads)
            {
                t.Start();
            }
        }

        public void Join()
        {
            if (_progress.TryJoin(_threads) is { } stuck)
            {
                Fail(stuck);
                return;
            }
            if (Failure is null && _delivered != _committed)
            {
                Fail($"{_committed} committed but {_delivered} delivered before IsCompleted");
            }
        }

        private void Fail(string message) => Interlocked.CompareExchange(ref _failure, message, null);

        private void Guard(Action body) => StressThreads.Guard(body, Fail);

        private static void Jitter(Random rng) => StressThreads.Jitter(rng);

        /// <summary>The next grant's size (header included for messages): drawn so each boundary comes up often.</summary>
        private int NextSize(Random rng, long tail)
        {
            var max = _producer.MaxGrant;
            var min = _messages ? SpscByteRing.MessageHeader : 1;
            var toEnd = Capacity - (int)(tail % Capacity);
            return rng.Next(6) switch
            {
                0 => max,                                             // the largest grant
                1 when toEnd >= min && toEnd <= max => toEnd,         // ends exactly at the lap end
                2 when toEnd + 1 <= max => Math.Max(min, toEnd + 1),  // one byte too many: must skip
                3 => min,
                _ => rng.Next(min, max + 1),
            };
        }

        private void Produce()
        {
            var rng = new Random(_seed);
            long tail = 0;     // the ring's tail as this producer predicts it (skips included)
            long sequence = 0; // messages: the next message's number; raw: the next data byte's stream index
            while (Failure is null)
            {
                if (Stop)
                {
                    _producer.Close();
                    if (_producer.TryGrant(1, out _) != PushStatus.Closed)
                    {
                        Fail("TryGrant after Close did not return Closed");
                    }
                    return;
                }
                var size = NextSize(rng, tail);
                var status = _messages
                    ? _producer.TryGrantMessage(size - SpscByteRing.MessageHeader, out var grant)
                    : _producer.TryGrant(size, out grant);
                if (status == PushStatus.Full)
                {
                    Interlocked.Increment(ref Fulls);
                    Thread.Yield();
                    continue;
                }
                if (status != PushStatus.Ok)
                {
                    Fail($"grant returned {status} before Close");
                    return;
                }
                var offset = (int)(tail % Capacity);
                var skip = offset + size > Capacity ? Capacity - offset : 0;
                var header = _messages ? SpscByteRing.MessageHeader : 0;
                var at = ByteRingBehaviourTests.OffsetOf(_producer, grant.Span) - header;
                if (at != (skip == 0 ? offset : 0))
                {
                    Fail($"grant of {size} at tail {tail} (offset {offset}) placed at {at}, expected {(skip == 0 ? offset : 0)}");
                    return;
                }
                if (size == _producer.MaxGrant)
                {
                    LargestGrants++;
                }
                var count = rng.Next(4) switch
                {
                    0 => 0,
                    1 => grant.Length,
                    _ => rng.Next(grant.Length + 1),
                };
                var span = grant.Span;
                for (var i = 0; i < count; i++)
                {
                    span[i] = _messages ? Pattern(sequence, i) : Pattern(_seed, sequence + i);
                }
                grant.Commit(count);
                if (count + header > 0)
                {
                    Skips += skip == 0 ? 0 : 1;
                    tail += skip + header + count;
                    ExactEnds += tail % Capacity == 0 ? 1 : 0;
                    sequence += _messages ? 1 : count;
                    Volatile.Write(ref _committed, sequence);
                }
                Jitter(rng);
            }
        }

        private void Consume()
        {
            var rng = new Random(_seed * 31 - 1);
            var watch = _progress.Watch();
            long next = 0; // messages: the next sequence; raw: the next stream index
            while (Failure is null)
            {
                var got = _messages ? _consumer.TryReadMessage(out var grant) : _consumer.TryRead(out grant);
                if (!got)
                {
                    if (_consumer.IsCompleted)
                    {
                        return;
                    }
                    if (watch.Stalled)
                    {
                        Fail($"the consumer saw no completion and nothing moved for {watch.Idle.TotalSeconds:F0} s");
                        return;
                    }
                    Thread.Yield();
                    continue;
                }
                var span = grant.Span;
                if (_messages)
                {
                    for (var i = 0; i < span.Length; i++)
                    {
                        if (span[i] != Pattern(next, i))
                        {
                            Fail($"message {next} ({span.Length} bytes): byte {i} is {span[i]}, expected {Pattern(next, i)}");
                            return;
                        }
                    }
                    grant.Release();
                    next++;
                }
                else
                {
                    var count = rng.Next(3) == 0 ? rng.Next(span.Length + 1) : span.Length;
                    for (var i = 0; i < count; i++)
                    {
                        if (span[i] != Pattern(_seed, next + i))
                        {
                            Fail($"stream byte {next + i}: {span[i]}, expected {Pattern(_seed, next + i)}");
                            return;
                        }
                    }
                    grant.Release(count);
                    next += count;
                }
                Volatile.Write(ref _delivered, next);
                if (rng.Next(64) == 0)
                {
                    Thread.Sleep(rng.Next(2)); // let the ring fill up now and then
                }
                else
                {
                    Jitter(rng);
                }
            }
        }
    }
}
