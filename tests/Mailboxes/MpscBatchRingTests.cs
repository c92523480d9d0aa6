using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// MpscBatchRing's own contracts beyond the shared suites (which push one item at a time): TryPushBatch refuses bad
/// spans, pushes "as many as fit" (a prefix, in order), reports Full and Closed; and a seeded, oversubscribed stress
/// in which producers push spans of random length while Close races them.
/// </summary>
public sealed class MpscBatchRingTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(2)]
    [InlineData(8)]
    public void TryPushBatch_refuses_an_empty_span_and_one_longer_than_the_capacity(int capacity)
    {
        var (producer, consumer) = MpscBatchRing<long>.Create(capacity);
        var empty = Assert.Throws<ArgumentException>(() => producer.TryPushBatch(ReadOnlySpan<long>.Empty, out _));
        Assert.Equal("items", empty.ParamName);
        Assert.Contains("empty", empty.Message, StringComparison.Ordinal);

        var tooLong = new long[capacity + 1];
        var longer = Assert.Throws<ArgumentException>(() => producer.TryPushBatch(tooLong, out _));
        Assert.Equal("items", longer.ParamName);
        Assert.Contains($"at most Capacity ({capacity})", longer.Message, StringComparison.Ordinal);

        Assert.Equal(0, consumer.Count); // nothing was claimed by the refused calls
        var whole = Enumerable.Range(1, capacity).Select(i => (long)i).ToArray();
        Assert.Equal(capacity, producer.TryPushBatch(whole, out var status));
        Assert.Equal(PushStatus.Ok, status);
        for (var i = 1; i <= capacity; i++)
        {
            Assert.True(consumer.TryPop(out var item));
            Assert.Equal(i, item);
        }
        Assert.False(consumer.TryPop(out _));
    }

    [Fact]
    public void TryPushBatch_pushes_the_prefix_that_fits_then_reports_Full_and_Closed()
    {
        var (producer, consumer) = MpscBatchRing<string>.Create(8);
        var next = 0;
        string[] Items(int n) => [.. Enumerable.Range(next, n).Select(i => "m" + i)];
        int Push(int n, PushStatus expected)
        {
            var pushed = producer.TryPushBatch(Items(n), out var status);
            Assert.Equal(expected, status);
            next += pushed;
            return pushed;
        }

        Assert.Equal(5, Push(5, PushStatus.Ok));
        Assert.Equal(3, Push(5, PushStatus.Ok)); // as many as fit: the first three of the five
        Assert.Equal(0, Push(1, PushStatus.Full));
        Assert.Equal(PushStatus.Full, producer.TryPush("x"));
        Assert.Equal(8, consumer.Count);

        var sink = new List<string>();
        var handler = new ListHandler<string> { Sink = sink };
        Assert.Equal(2, consumer.Drain(ref handler, 2)); // frees two cells with one store of head
        Assert.Equal(["m0", "m1"], sink);
        Assert.Equal(2, Push(4, PushStatus.Ok)); // the producers see the freed pair (their cached copy is refreshed)
        Assert.Equal(0, Push(1, PushStatus.Full));

        producer.Close();
        Assert.Equal(0, Push(1, PushStatus.Closed)); // full and closed: Closed
        sink.Clear();
        Assert.Equal(8, consumer.Drain(ref handler, int.MaxValue));
        Assert.Equal(Enumerable.Range(2, 8).Select(i => "m" + i), sink);
        Assert.True(consumer.IsCompleted);
        Assert.Equal(0, Push(3, PushStatus.Closed));
    }

    /// <summary>Producer p pushes (p, 0), (p, 1), … in spans of a random length, 48 producers on a 2-core machine, while the
    /// consumer drains in batches of random size; the test closes the ring while they push. Every pushed item must be
    /// delivered exactly once, intact and in its producer's order, before IsCompleted; none after.</summary>
    [Theory]
    [InlineData(16, 48)]
    [InlineData(4, 8)]
    public void Batches_of_random_length_from_many_producers_lose_and_duplicate_nothing(int capacity, int producers)
    {
        const long perProducerBeforeClose = 500; // the close waits for this while it comes, so it races a ring in use
        var seed = Environment.GetEnvironmentVariable("MAILBOX_STRESS_SEED") is { } fixedSeed
            ? int.Parse(fixedSeed, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        var (producer, consumer) = MpscBatchRing<StressMessage>.Create(capacity);
        var pushed = new long[producers];
        var delivered = new long[producers];
        string? failure = null;
        void Fail(string message) => Interlocked.CompareExchange(ref failure, message, null);

        var threads = new List<Thread>();
        for (var p = 0; p < producers; p++)
        {
            var id = p;
            threads.Add(new Thread(() => StressThreads.Guard(() =>
            {
                var rng = new Random(seed * 31 + id);
                var span = new StressMessage[capacity];
                long sequence = 0;
                while (Volatile.Read(ref failure) is null)
                {
                    var n = rng.Next(1, capacity + 1);
                    for (var i = 0; i < n; i++)
                    {
                        span[i] = new StressMessage(id, sequence + i);
                    }
                    var count = producer.TryPushBatch(span.AsSpan(0, n), out var status);
                    if (status == PushStatus.Closed)
                    {
                        return;
                    }
                    if (count < 0 || count > n || (status == PushStatus.Ok) != (count > 0))
                    {
                        Fail($"producer {id}: TryPushBatch of {n} returned {count} with {status}");
                        return;
                    }
                    sequence += count;
                    Volatile.Write(ref pushed[id], sequence);
                    if (status == PushStatus.Full)
                    {
                        Thread.Yield();
                    }
                    StressThreads.Jitter(rng);
                }
            }, Fail)) { IsBackground = true, Name = $"producer {p}" });
        }
        var consumerThread = new Thread(() => StressThreads.Guard(() =>
        {
            var rng = new Random(seed);
            var handler = new CheckingHandler(delivered);
            while (!consumer.IsCompleted && Volatile.Read(ref failure) is null)
            {
                if (consumer.Drain(ref handler, rng.Next(1, 2 * capacity)) == 0)
                {
                    Thread.Yield();
                }
                StressThreads.Jitter(rng);
            }
            if (consumer.TryPop(out _) || consumer.Drain(ref handler, int.MaxValue) != 0)
            {
                Fail("an item came out after IsCompleted");
            }
        }, Fail)) { IsBackground = true, Name = "consumer" };
        threads.Add(consumerThread);

        // a push or a delivery is progress; the wait before the close watches only deliveries towards its goal
        var progress = new Progress().Counting(() => Progress.Sum(pushed) + Progress.Sum(delivered));
        var towardsClose = new Progress()
            .Counting(() => Enumerable.Range(0, producers).Sum(p => Math.Min(Volatile.Read(ref delivered[p]), perProducerBeforeClose)))
            .Watch();
        var clock = Stopwatch.StartNew();
        foreach (var t in threads)
        {
            t.Start();
        }
        while (Volatile.Read(ref failure) is null && !towardsClose.Stalled
               && !Enumerable.Range(0, producers).All(p => Volatile.Read(ref delivered[p]) >= perProducerBeforeClose))
        {
            Thread.Sleep(1);
        }
        producer.Close(); // races the producers' claims
        if (progress.TryJoin(threads) is { } stuck)
        {
            Fail(stuck);
        }
        output.WriteLine($"seed={seed} {clock.Elapsed.TotalSeconds:F1}s: {delivered.Sum()} delivered");
        Assert.True(failure is null, $"seed={seed} (set MAILBOX_STRESS_SEED to rerun): {failure}");
        for (var p = 0; p < producers; p++)
        {
            Assert.True(delivered[p] > 0, $"seed={seed}: producer {p} had nothing delivered");
            Assert.True(pushed[p] == delivered[p], $"seed={seed}: producer {p} pushed {pushed[p]} but {delivered[p]} were delivered");
        }
    }

    /// <summary>Checks each item against its producer's next expected sequence (a torn, stale or cleared cell shows as a
    /// null, a repeat or a gap) and counts it.</summary>
    private readonly struct CheckingHandler(long[] delivered) : IHandler<StressMessage>
    {
        public void Handle(in StressMessage item)
        {
            if (item is null)
            {
                throw new InvalidOperationException("a published cell held no item (stale or cleared)");
            }
            var expected = delivered[item.Producer];
            if (item.Sequence != expected)
            {
                throw new InvalidOperationException(
                    $"producer {item.Producer}: got sequence {item.Sequence}, expected {expected}");
            }
            Volatile.Write(ref delivered[item.Producer], expected + 1);
        }
    }
}
