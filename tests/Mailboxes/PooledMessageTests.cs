using System.Buffers;
using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Payloads;
using PerfBuf.Mailboxes.Spsc;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// PooledMessage's ownership rules (PooledMessage.cs): the tracking pool catches the two mistakes (a double return, a
/// leak), each push outcome leaves the message with the right owner, and under concurrent producers through SpscRing
/// and MpscRingXadd every rented array comes back exactly once with its bytes intact.
/// </summary>
public sealed class PooledMessageTests(ITestOutputHelper output)
{
    private static readonly TimeSpan StressDuration = TimeSpan.FromSeconds(1);

    private static PooledMessage Filled(ArrayPool<byte> pool, int length, byte value)
    {
        var message = PooledMessage.Rent(pool, length);
        message.Span.Fill(value);
        return message;
    }

    [Fact]
    public void The_tracking_pool_catches_a_double_return_and_a_leak()
    {
        var pool = new TrackingArrayPool();
        var message = PooledMessage.Rent(pool, 100);
        Assert.Equal(100, message.Length);
        Assert.True(message.Array.Length >= 100);
        Assert.Same(pool, message.Pool);
        var leak = Assert.Throws<InvalidOperationException>(pool.AssertNoLeaks);
        Assert.Contains("leak: 1 array", leak.Message, StringComparison.Ordinal);
        message.Return();
        pool.AssertNoLeaks();
        var twice = Assert.Throws<InvalidOperationException>(message.Return);
        Assert.Contains("double return", twice.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidOperationException>(() => pool.Return(new byte[16]));
    }

    [Fact]
    public void Bad_arguments_are_refused()
    {
        var pool = ArrayPool<byte>.Create();
        Assert.Throws<ArgumentOutOfRangeException>(() => PooledMessage.Rent(pool, -1));
        Assert.Throws<ArgumentNullException>(() => PooledMessage.Rent(null!, 1));
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new PooledMessage(new byte[4], 5, pool));
        Assert.Contains("between 0 and the array's 4 bytes", e.Message, StringComparison.Ordinal);
        Assert.True(default(PooledMessage).IsDefault);
        Assert.Throws<InvalidOperationException>(() => default(PooledMessage).Return());
    }

    [Fact]
    public void Each_push_outcome_leaves_the_message_with_its_owner()
    {
        var pool = new TrackingArrayPool();
        var (producer, consumer) = SpscRing<PooledMessage>.Create(2);
        Assert.Equal(PushStatus.Ok, producer.TryPush(Filled(pool, 10, 1)));
        Assert.Equal(PushStatus.Ok, producer.TryPush(Filled(pool, 20, 2)));
        var refused = Filled(pool, 30, 3);
        Assert.Equal(PushStatus.Full, producer.TryPush(refused));
        refused.Return(); // Full: still the producer's
        producer.Close();
        var late = Filled(pool, 40, 4);
        Assert.Equal(PushStatus.Closed, producer.TryPush(late));
        late.Return(); // Closed: still the producer's
        while (consumer.TryPop(out var message)) // the consumer returns what it takes
        {
            Assert.All(message.Span.ToArray(), b => Assert.Equal(message.Length / 10, b));
            message.Return();
        }
        Assert.True(consumer.IsCompleted);
        pool.AssertNoLeaks();
        Assert.Equal(4, pool.Returns);
    }

    [Fact]
    public void A_drain_handler_returns_each_message_and_the_ring_keeps_no_reference()
    {
        var pool = new TrackingArrayPool();
        var (producer, consumer) = MpscRingXadd<PooledMessage>.Create(8);
        for (var i = 0; i < 8; i++)
        {
            Assert.Equal(PushStatus.Ok, producer.TryPushCas(Filled(pool, 8 + i, (byte)i)));
        }
        var handler = new ReturningHandler();
        Assert.Equal(8, consumer.Drain(ref handler, int.MaxValue));
        Assert.Equal(8, handler.Count);
        pool.AssertNoLeaks();
    }

    private struct ReturningHandler : IHandler<PooledMessage>
    {
        public int Count;

        public void Handle(in PooledMessage item)
        {
            if (item.Span[0] != Count || item.Length != 8 + Count)
            {
                throw new InvalidOperationException($"message {Count} arrived as {item.Span[0]} ({item.Length} bytes)");
            }
            item.Return();
            Count++;
        }
    }

    [Fact]
    public void Steady_state_push_pop_and_return_allocates_nothing()
    {
        var pool = ArrayPool<byte>.Create();
        var (producer, consumer) = SpscRing<PooledMessage>.Create(16);
        void Exercise()
        {
            for (var i = 0; i < 10_000; i++)
            {
                if (producer.TryPush(PooledMessage.Rent(pool, 64 + (i & 255))) != PushStatus.Ok || !consumer.TryPop(out var m))
                {
                    throw new InvalidOperationException("push/pop failed");
                }
                m.Return();
            }
        }
        Exercise();
        var before = GC.GetAllocatedBytesForCurrentThread();
        Exercise();
        Assert.Equal(0, GC.GetAllocatedBytesForCurrentThread() - before);
    }

    public static TheoryData<string, int> Rings => new()
    {
        { "SpscRing", 1 },
        { "MpscRingXadd", 4 },
        { "MpscRingXadd", 24 }, // oversubscribed: 24 renting threads on a 2-core machine
    };

    /// <summary>
    /// Producers rent from a tracking pool over ArrayPool.Shared (so rents and returns happen on different threads, as
    /// in E09), stamp each message with (producer, sequence) and fill it with a pattern of both; the consumer checks
    /// order per producer and every byte, then returns the array. After Close every array has come back exactly once.
    /// </summary>
    [Theory]
    [MemberData(nameof(Rings))]
    public void Concurrent_producers_every_array_returned_exactly_once_with_its_bytes(string ring, int producers)
    {
        var seed = Environment.GetEnvironmentVariable("MAILBOX_STRESS_SEED") is { } s
            ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        var pool = new TrackingArrayPool(ArrayPool<byte>.Shared);
        Func<PooledMessage, PushStatus> push;
        Func<(bool, PooledMessage)> pop;
        Action close;
        Func<bool> completed;
        if (ring == "SpscRing")
        {
            var (p, c) = SpscRing<PooledMessage>.Create(16);
            push = m => p.TryPush(m);
            pop = () => (c.TryPop(out var m), m);
            close = p.Close;
            completed = () => c.IsCompleted;
        }
        else
        {
            var (p, c) = MpscRingXadd<PooledMessage>.Create(16);
            push = m => p.TryPushCas(m);
            pop = () => (c.TryPop(out var m), m);
            close = p.Close;
            completed = () => c.IsCompleted;
        }
        string? failure = null;
        var stop = false;
        var next = new long[producers];
        var sent = new long[producers];
        var progress = new Progress().Counting(() => Progress.Sum(sent) + Progress.Sum(next)); // a push or a delivery
        var threads = Enumerable.Range(0, producers).Select(id => new Thread(() =>
        {
            var rng = new Random(seed + id);
            try
            {
                for (long sequence = 0; !Volatile.Read(ref stop); )
                {
                    var message = PooledMessage.Rent(pool, 16 + rng.Next(2048));
                    BitConverter.TryWriteBytes(message.Span, sequence);
                    BitConverter.TryWriteBytes(message.Span[8..], id);
                    for (var i = 12; i < message.Length; i++)
                    {
                        message.Span[i] = (byte)(sequence + i + id);
                    }
                    PushStatus status;
                    while ((status = push(message)) == PushStatus.Full && !Volatile.Read(ref stop))
                    {
                        Thread.Yield();
                    }
                    if (status != PushStatus.Ok)
                    {
                        message.Return(); // Full at the stop, or Closed: the producer still owns it
                        return;
                    }
                    Volatile.Write(ref sent[id], ++sequence);
                }
            }
            catch (Exception e)
            {
                Interlocked.CompareExchange(ref failure, $"producer {id}: {e}", null);
            }
        }) { IsBackground = true }).ToList();
        var consumer = new Thread(() =>
        {
            try
            {
                var watch = progress.Watch();
                while (failure is null && !watch.Stalled)
                {
                    var (got, m) = pop();
                    if (!got)
                    {
                        if (completed())
                        {
                            return;
                        }
                        Thread.Yield();
                        continue;
                    }
                    var sequence = BitConverter.ToInt64(m.Span);
                    var id = BitConverter.ToInt32(m.Span[8..]);
                    if (sequence != next[id])
                    {
                        throw new InvalidOperationException($"producer {id}: sequence {sequence}, expected {next[id]}");
                    }
                    for (var i = 12; i < m.Length; i++)
                    {
                        if (m.Span[i] != (byte)(sequence + i + id))
                        {
                            throw new InvalidOperationException($"producer {id} message {sequence}: byte {i} wrong");
                        }
                    }
                    Volatile.Write(ref next[id], next[id] + 1);
                    m.Return();
                }
                Interlocked.CompareExchange(ref failure,
                    $"the consumer did not see completion and nothing moved for {watch.Idle.TotalSeconds:F0} s", null);
            }
            catch (Exception e)
            {
                Interlocked.CompareExchange(ref failure, $"consumer: {e}", null);
            }
        }) { IsBackground = true };
        threads.ForEach(t => t.Start());
        consumer.Start();
        Thread.Sleep(StressDuration);
        Volatile.Write(ref stop, true);
        Assert.Null(progress.TryJoin(threads)); // a producer hung
        close();
        Assert.Null(progress.TryJoin([consumer])); // the consumer hung
        output.WriteLine($"{ring} x{producers} seed={seed}: {next.Sum()} delivered, {pool.Rents} rents");
        Assert.True(failure is null, $"seed={seed}: {failure}");
        Assert.Equal(sent, next);
        pool.AssertNoLeaks();
    }
}
