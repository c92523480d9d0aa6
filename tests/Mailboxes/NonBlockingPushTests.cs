using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// The XADD ring's two push paths (MpscRingXadd.cs): <c>TryPushCas</c> never waits — not even when several producers
/// race for the last free slot — while <c>TryPushXadd</c> may wait for the consumer after losing that race.
/// The racing tests release the producers together many times over; a <c>TryPushCas</c> that does not return within
/// the bound fails the test (the consumer then frees the ring so that no thread stays stuck).
/// </summary>
public sealed class NonBlockingPushTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(15);

    [Theory]
    [InlineData(2)]
    [InlineData(4)]
    public void TryPushCas_racing_for_the_last_free_slot_never_waits_for_the_consumer(int capacity)
    {
        const int producers = 6;
        const int trials = 400;
        for (var trial = 0; trial < trials; trial++)
        {
            var (producer, consumer) = MpscRingXadd<long>.Create(capacity);
            for (var i = 0; i < capacity - 1; i++)
            {
                Assert.Equal(PushStatus.Ok, producer.TryPushCas(-1 - i)); // one free slot left; nobody consumes
            }
            using var start = new Barrier(producers);
            var statuses = new PushStatus[producers];
            var threads = Enumerable.Range(0, producers).Select(p => new Thread(() =>
            {
                start.SignalAndWait();
                statuses[p] = producer.TryPushCas(p);
            }) { IsBackground = true, Name = $"racer-{p}" }).ToArray();
            foreach (var t in threads)
            {
                t.Start();
            }
            var stuck = JoinWithin(threads, Bound);
            if (stuck > 0)
            {
                while (threads.Any(t => t.IsAlive))
                {
                    consumer.TryPop(out _); // free the cells the stuck producers wait for, so they can leave
                }
                Assert.Fail($"trial {trial}: {stuck} TryPushCas call(s) waited for the consumer (capacity {capacity})");
            }
            Assert.Equal(1, statuses.Count(s => s == PushStatus.Ok));
            Assert.Equal(producers - 1, statuses.Count(s => s == PushStatus.Full));
            Assert.Equal(capacity, consumer.Count);
        }
    }

    /// <summary>
    /// Racers push without pause while the consumer frees one cell at a time, so every freed cell is raced for.
    /// After each free the consumer waits until every racer has finished two more calls: a racer that lost the
    /// race but took a ticket anyway would wait for the consumer inside TryPushCas and never finish its call.
    /// </summary>
    [Theory]
    [InlineData(2, 3)]
    [InlineData(4, 3)]
    public void TryPushCas_racing_for_each_freed_cell_never_waits_for_the_consumer(int capacity, int racers)
    {
        const int frees = 300;
        var (producer, consumer) = MpscRingXadd<long>.Create(capacity);
        var calls = new long[racers * 16]; // one counter per racer, 128 bytes apart
        var stop = 0;
        var threads = Enumerable.Range(0, racers).Select(r => new Thread(() =>
        {
            while (Volatile.Read(ref stop) == 0)
            {
                producer.TryPushCas(r);
                Volatile.Write(ref calls[r * 16], calls[r * 16] + 1);
            }
        }) { IsBackground = true, Name = $"racer-{r}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        var clock = Stopwatch.StartNew();
        string? stuck = null;
        for (var f = 0; f < frees && stuck is null; f++)
        {
            while (!consumer.TryPop(out _))
            {
                Thread.Yield(); // the racers refill the freed cell
            }
            var before = Enumerable.Range(0, racers).Select(r => Volatile.Read(ref calls[r * 16])).ToArray();
            var waitStart = clock.Elapsed;
            for (var r = 0; r < racers; r++)
            {
                while (Volatile.Read(ref calls[r * 16]) < before[r] + 2)
                {
                    if (clock.Elapsed - waitStart > Bound)
                    {
                        stuck = $"free {f}: racer {r} is stuck inside TryPushCas, waiting for the consumer";
                        break;
                    }
                    Thread.Yield();
                }
            }
        }
        Volatile.Write(ref stop, 1);
        while (threads.Any(t => t.IsAlive))
        {
            consumer.TryPop(out _); // lets a stuck racer leave before the test ends
        }
        Assert.Null(stuck);
    }

    [Fact]
    public void TryPushCas_fills_exactly_to_capacity_and_keeps_claim_order_across_laps()
    {
        var (producer, consumer) = MpscRingXadd<long>.Create(4);
        long next = 0;
        long expected = 0;
        for (var lap = 0; lap < 5; lap++)
        {
            while (producer.TryPushCas(next) == PushStatus.Ok)
            {
                next++;
            }
            Assert.Equal(4, consumer.Count);
            Assert.False(producer.HasRoomOrIsClosed);
            for (var i = 0; i < 3; i++)
            {
                Assert.True(consumer.TryPop(out var item));
                Assert.Equal(expected++, item);
            }
        }
        producer.Close();
        Assert.Equal(PushStatus.Closed, producer.TryPushCas(-1));
        Assert.Equal(PushStatus.Closed, producer.TryPushXadd(-1));
        while (consumer.TryPop(out var item))
        {
            Assert.Equal(expected++, item);
        }
        Assert.Equal(next, expected);
        Assert.True(consumer.IsCompleted);
    }

    [Fact]
    public void TryPushCas_and_TryPushXadd_share_one_claim_order()
    {
        var (producer, consumer) = MpscRingXadd<long>.Create(8);
        for (long i = 0; i < 64; i++)
        {
            var status = i % 3 == 0 ? producer.TryPushXadd(i) : producer.TryPushCas(i);
            Assert.Equal(PushStatus.Ok, status);
            Assert.True(consumer.TryPop(out var item));
            Assert.Equal(i, item);
        }
        for (long i = 0; i < 8; i++)
        {
            Assert.Equal(PushStatus.Ok, i % 2 == 0 ? producer.TryPushCas(i) : producer.TryPushXadd(i));
        }
        Assert.Equal(PushStatus.Full, producer.TryPushCas(-1));
        Assert.Equal(PushStatus.Full, producer.TryPushXadd(-1)); // the check before the claim: nothing taken
        Assert.Equal(8, consumer.Count);
    }

    /// <summary>Joins every thread within one deadline; returns how many are still running.</summary>
    private static int JoinWithin(Thread[] threads, TimeSpan bound)
    {
        var clock = Stopwatch.StartNew();
        var stuck = 0;
        foreach (var t in threads)
        {
            var left = bound - clock.Elapsed;
            if (!t.Join(left > TimeSpan.Zero ? left : TimeSpan.Zero))
            {
                stuck++;
            }
        }
        return stuck;
    }
}
