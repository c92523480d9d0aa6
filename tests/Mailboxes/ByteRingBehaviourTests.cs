using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Payloads;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// SpscByteRing on one thread: grants and their placement (exactly at the end, skipped to the start with a watermark,
/// a full ring), messages, close semantics, and every bad call (sizes naming the limit, a second open grant, stale grants).
/// </summary>
public sealed class ByteRingBehaviourTests
{
    /// <summary>Buffer offset of a grant's first byte (the ring's array is internal; the tests may look).</summary>
    internal static int OffsetOf(ByteRingProducer producer, ReadOnlySpan<byte> span) =>
        (int)Unsafe.ByteOffset(ref MemoryMarshal.GetArrayDataReference(producer.Buffer), ref MemoryMarshal.GetReference(span));

    private static void Write(ByteRingProducer p, byte value, int count, int commit = -1)
    {
        Assert.Equal(PushStatus.Ok, p.TryGrant(count, out var grant));
        grant.Span.Fill(value);
        grant.Commit(commit < 0 ? count : commit);
    }

    private delegate void WithGrant<TGrant>(TGrant grant) where TGrant : allows ref struct;

    /// <summary>Assert.Throws for a call on a grant (a ref struct cannot be captured by a lambda, but it can be passed).</summary>
    private static T Throws<T, TGrant>(TGrant grant, WithGrant<TGrant> act) where T : Exception where TGrant : allows ref struct
    {
        try
        {
            act(grant);
        }
        catch (Exception e)
        {
            return Assert.IsType<T>(e);
        }
        throw new Xunit.Sdk.XunitException($"no {typeof(T).Name} was thrown");
    }

    private static void ReadPart(ByteRingConsumer c, int count)
    {
        Assert.True(c.TryRead(out var grant));
        Assert.True(grant.Length >= count);
        grant.Release(count);
    }

    private static byte[] ReadAll(ByteRingConsumer c)
    {
        Assert.True(c.TryRead(out var grant));
        var bytes = grant.Span.ToArray();
        grant.Release();
        return bytes;
    }

    [Fact]
    public void Grant_commit_read_release_round_trip()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Equal(64, p.Capacity);
        Assert.Equal(32, p.MaxGrant);
        Assert.Equal(28, p.MaxMessage);
        Assert.False(c.TryRead(out _));
        Write(p, 7, 10, commit: 6);
        Assert.Equal(6, c.Count);
        Assert.Equal(Enumerable.Repeat((byte)7, 6), ReadAll(c));
        Assert.Equal(0, c.Count);
        Assert.False(c.TryRead(out _));
    }

    [Fact]
    public void A_grant_exactly_up_to_the_end_is_not_skipped_and_the_next_one_starts_at_zero()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 1, 32);
        Write(p, 2, 32); // [32, 64): exactly at the end, full ring
        Assert.Equal(PushStatus.Full, p.TryGrant(1, out _));
        Assert.Equal(64, c.Count);
        Assert.True(c.TryRead(out var all));
        Assert.Equal(64, all.Length);
        all.Release(40);
        Assert.Equal(PushStatus.Ok, p.TryGrant(32, out var g));
        Assert.Equal(0, OffsetOf(p, g.Span)); // no skip: the tail was exactly at the lap end
        g.Span.Fill(3);
        g.Commit();
        var rest = ReadAll(c);
        Assert.Equal(24, rest.Length); // [40, 64) first: contiguous bytes only
        Assert.All(rest, b => Assert.Equal(2, b));
        Assert.All(ReadAll(c), b => Assert.Equal(3, b));
    }

    [Fact]
    public void A_grant_that_does_not_fit_before_the_end_skips_to_the_start_and_the_consumer_stops_at_the_watermark()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 1, 30);
        Write(p, 2, 20); // tail at 50
        Assert.Equal(PushStatus.Full, p.TryGrant(20, out _)); // 14 bytes left at the end; [0, 20) still unread
        ReadPart(c, 30);                                    // head at 30: [0, 30) free
        Assert.Equal(PushStatus.Ok, p.TryGrant(20, out var g));
        Assert.Equal(0, OffsetOf(p, g.Span));               // skipped [50, 64)
        g.Span.Fill(3);
        g.Commit();
        Assert.Equal(20 + 14 + 20, c.Count);                // the skip counts until the consumer passes it
        var before = ReadAll(c);
        Assert.Equal(20, before.Length);                    // stops at the watermark (50), not at the lap end
        Assert.All(before, b => Assert.Equal(2, b));
        var after = ReadAll(c);
        Assert.Equal(20, after.Length);
        Assert.All(after, b => Assert.Equal(3, b));
        Assert.Equal(0, c.Count);
    }

    [Fact]
    public void The_skip_stays_occupied_until_the_consumer_reads_past_it()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 1, 30);
        Write(p, 2, 20);
        ReadPart(c, 30);
        Write(p, 3, 20);                                    // skip [50, 64), data [64, 84)
        Assert.Equal(20, ReadAll(c).Length);                // up to the watermark: head at 50
        // free by bytes (the ring holds 20), but the skip [50, 64) is released only with the next release
        Assert.Equal(PushStatus.Full, p.TryGrant(31, out _));
        ReadAll(c);                                         // passes the skip: head at 84
        Assert.Equal(PushStatus.Ok, p.TryGrant(32, out var g));
        g.Commit(0);
        Assert.False(c.TryRead(out _));
    }

    [Fact]
    public void A_raw_commit_of_zero_publishes_nothing_and_takes_no_skip()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 1, 30);
        Write(p, 2, 20);
        ReadPart(c, 30);
        Assert.Equal(PushStatus.Ok, p.TryGrant(20, out var g)); // would skip
        Assert.Equal(0, OffsetOf(p, g.Span));
        g.Commit(0);
        Assert.Equal(20, c.Count);
        Write(p, 4, 14); // fits [50, 64) exactly: nothing was skipped
        Assert.Equal(34, c.Count);
        var read = ReadAll(c).Concat(ReadAll(c)).ToArray(); // the consumer's cached tail first, then the rest
        Assert.Equal(Enumerable.Repeat((byte)2, 20).Concat(Enumerable.Repeat((byte)4, 14)), read);
        Assert.False(c.TryRead(out _));
    }

    [Fact]
    public void Messages_round_trip_whole_including_empty_and_the_largest()
    {
        var (p, c) = SpscByteRing.Create(64);
        for (var lap = 0; lap < 10; lap++)
        {
            foreach (var length in new[] { 0, 1, p.MaxMessage, 5, 13 })
            {
                var message = Enumerable.Range(0, length).Select(i => (byte)(i + lap + length)).ToArray();
                Assert.Equal(PushStatus.Ok, p.TryWriteMessage(message));
                Assert.True(c.TryReadMessage(out var got));
                Assert.Equal(message, got.Span.ToArray());
                got.Release();
            }
        }
        Assert.False(c.TryReadMessage(out _));
    }

    [Fact]
    public void A_message_committed_shorter_than_granted_reads_back_at_its_committed_length()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Equal(PushStatus.Ok, p.TryGrantMessage(20, out var g));
        Assert.Equal(20, g.Length);
        g.Span[..3].Fill(9);
        g.Commit(3);
        Assert.Equal(4 + 3, c.Count);
        Assert.True(c.TryReadMessage(out var m));
        Assert.Equal([9, 9, 9], m.Span.ToArray());
        m.Release();
    }

    [Fact]
    public void Bad_grant_sizes_throw_naming_the_limit()
    {
        var (p, _) = SpscByteRing.Create(64);
        foreach (var bad in new[] { 0, -1, int.MinValue, 33, 64, int.MaxValue })
        {
            var e = Assert.Throws<ArgumentOutOfRangeException>(() => p.TryGrant(bad, out _));
            Assert.Equal("count", e.ParamName);
            Assert.Equal(bad, e.ActualValue);
            Assert.Contains("between 1 and MaxGrant (capacity / 2) = 32", e.Message, StringComparison.Ordinal);
        }
        foreach (var bad in new[] { -1, 29, int.MaxValue, int.MinValue })
        {
            var e = Assert.Throws<ArgumentOutOfRangeException>(() => p.TryGrantMessage(bad, out _));
            Assert.Equal("length", e.ParamName);
            Assert.Contains("between 0 and MaxMessage (capacity / 2 - 4) = 28", e.Message, StringComparison.Ordinal);
        }
        var (tiny, _) = SpscByteRing.Create(4); // MaxMessage < 0: no message fits
        Assert.Throws<ArgumentOutOfRangeException>(() => tiny.TryGrantMessage(0, out _));
        Assert.Equal(PushStatus.Ok, tiny.TryGrant(2, out var ok));
        ok.Commit();
    }

    [Fact]
    public void A_second_open_grant_throws_on_either_side()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Equal(PushStatus.Ok, p.TryGrant(4, out var first));
        var e = Assert.Throws<InvalidOperationException>(() => p.TryGrant(4, out _));
        Assert.Contains("already has an open grant", e.Message, StringComparison.Ordinal);
        Assert.Throws<InvalidOperationException>(() => p.TryGrantMessage(1, out _));
        first.Commit();
        Assert.True(c.TryRead(out var read));
        Assert.Throws<InvalidOperationException>(() => c.TryRead(out _));
        Assert.Throws<InvalidOperationException>(() => c.TryReadMessage(out _));
        read.Release();
        Assert.False(c.TryRead(out _));
    }

    [Fact]
    public void Stale_default_and_oversized_commits_and_releases_are_refused()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Throws<InvalidOperationException>(() => default(ByteWriteGrant).Commit());
        Assert.Throws<InvalidOperationException>(() => default(ByteReadGrant).Release());
        Assert.Equal(PushStatus.Ok, p.TryGrant(8, out var g));
        Throws<ArgumentOutOfRangeException, ByteWriteGrant>(g, x => x.Commit(9));
        Throws<ArgumentOutOfRangeException, ByteWriteGrant>(g, x => x.Commit(-1));
        g.Commit(8);
        var twice = Throws<InvalidOperationException, ByteWriteGrant>(g, x => x.Commit(8));
        Assert.Contains("already committed", twice.Message, StringComparison.Ordinal);
        Assert.Equal(PushStatus.Ok, p.TryGrant(8, out var second));
        Throws<InvalidOperationException, ByteWriteGrant>(g, x => x.Commit(1)); // an old grant cannot commit the new one
        second.Commit(0);
        Assert.True(c.TryRead(out var r));
        Throws<ArgumentOutOfRangeException, ByteReadGrant>(r, x => x.Release(9));
        r.Release(8);
        Throws<InvalidOperationException, ByteReadGrant>(r, x => x.Release(0));
    }

    [Fact]
    public void A_message_grant_is_released_whole()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Equal(PushStatus.Ok, p.TryWriteMessage([1, 2, 3]));
        Assert.True(c.TryReadMessage(out var m));
        Throws<InvalidOperationException, ByteReadGrant>(m, x => x.Release(1));
        m.Release();
        Assert.Equal(0, c.Count);
    }

    [Fact]
    public void Raw_bytes_read_as_messages_are_refused_as_corrupt()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 0xFF, 8); // a length prefix of -1
        var e = Assert.Throws<InvalidOperationException>(() => c.TryReadMessage(out _));
        Assert.Contains("not a message", e.Message, StringComparison.Ordinal);
        var (p2, c2) = SpscByteRing.Create(64);
        Write(p2, 0, 2); // shorter than a prefix
        Assert.Throws<InvalidOperationException>(() => c2.TryReadMessage(out _));
    }

    [Fact]
    public void Close_refuses_grants_delivers_what_was_committed_then_completes()
    {
        var (p, c) = SpscByteRing.Create(64);
        Assert.Equal(PushStatus.Ok, p.TryWriteMessage([1, 2]));
        Assert.Equal(PushStatus.Ok, p.TryGrantMessage(4, out var open));
        Assert.False(c.IsCompleted);
        p.Close();
        p.Close(); // idempotent
        Throws<InvalidOperationException, ByteWriteGrant>(open, x => x.Commit()); // closed while open: nothing committed
        Assert.Equal(PushStatus.Closed, p.TryGrant(1, out _));
        Assert.Equal(PushStatus.Closed, p.TryWriteMessage([3]));
        Assert.False(c.IsCompleted);
        Assert.True(c.TryReadMessage(out var m));
        Assert.Equal([1, 2], m.Span.ToArray());
        m.Release();
        Assert.True(c.IsCompleted);
        Assert.False(c.TryReadMessage(out _));
    }

    [Fact]
    public void Close_after_a_skip_completes_only_past_the_last_lap()
    {
        var (p, c) = SpscByteRing.Create(64);
        Write(p, 1, 30);
        Write(p, 2, 20);
        ReadPart(c, 30);
        Write(p, 3, 20); // skipped
        p.Close();
        ReadAll(c);
        Assert.False(c.IsCompleted); // 20 bytes in the next lap
        ReadAll(c);
        Assert.True(c.IsCompleted);
    }

    [Fact]
    public void Full_is_a_status_and_leaves_nothing_reserved()
    {
        var (p, c) = SpscByteRing.Create(16);
        Write(p, 1, 8);
        Write(p, 2, 8);
        Assert.Equal(PushStatus.Full, p.TryGrant(1, out var none));
        Assert.Equal(0, none.Length);
        Assert.Equal(PushStatus.Full, p.TryGrantMessage(0, out _));
        Assert.Equal(16, ReadAll(c).Length);
        Write(p, 3, 8); // the failed grants reserved nothing
    }

    [Fact]
    public void Steady_state_grants_and_reads_allocate_nothing()
    {
        var (p, c) = SpscByteRing.Create(1024);
        void Exercise(int rounds)
        {
            for (var i = 0; i < rounds; i++)
            {
                var length = (i * 37) % (p.MaxMessage + 1);
                if (p.TryGrantMessage(length, out var g) != PushStatus.Ok)
                {
                    throw new InvalidOperationException("full");
                }
                g.Span.Fill((byte)i);
                g.Commit();
                if (!c.TryReadMessage(out var m) || m.Length != length)
                {
                    throw new InvalidOperationException("lost");
                }
                m.Release();
            }
        }
        Exercise(20_000);
        var before = GC.GetAllocatedBytesForCurrentThread();
        Exercise(20_000);
        Assert.Equal(0, GC.GetAllocatedBytesForCurrentThread() - before);
    }
}
