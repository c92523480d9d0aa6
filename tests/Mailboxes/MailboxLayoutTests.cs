using System.Runtime.CompilerServices;
using PerfBuf.Core.Padding;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Payloads;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// Every padded type keeps its independently written fields at least the intended padding apart, and keeps
/// that much room before the first and after the last hot field (so neighbouring objects cannot intrude).
/// </summary>
public sealed class MailboxLayoutTests
{
    private static long Offset<TStruct, TField>(ref TStruct s, ref TField field) =>
        (long)Unsafe.ByteOffset(ref Unsafe.As<TStruct, byte>(ref s), ref Unsafe.As<TField, byte>(ref field));

    /// <summary>Hot fields, each owned by a different writer, in layout order.</summary>
    private static void AssertSeparated(int size, int padding, params long[] hotOffsets)
    {
        Assert.True(hotOffsets[0] >= padding, $"first hot field at {hotOffsets[0]} < {padding}");
        for (var i = 1; i < hotOffsets.Length; i++)
        {
            Assert.True(hotOffsets[i] - hotOffsets[i - 1] >= padding,
                $"hot fields at {hotOffsets[i - 1]} and {hotOffsets[i]} are closer than {padding}");
        }
        Assert.True(size - hotOffsets[^1] >= padding, $"last hot field at {hotOffsets[^1]} leaves < {padding} of {size}");
    }

    [Fact]
    public void Core_padded_types_put_the_value_at_128_in_256_bytes()
    {
        Assert.Equal(128, CacheLine.Size);
        Assert.Equal(64, CacheLine.Hardware);

        var l = new PaddedLong();
        Assert.Equal(CacheLine.Size, Offset(ref l, ref l.Value));
        Assert.Equal(2 * CacheLine.Size, Unsafe.SizeOf<PaddedLong>());

        var i = new PaddedInt();
        Assert.Equal(CacheLine.Size, Offset(ref i, ref i.Value));
        Assert.Equal(2 * CacheLine.Size, Unsafe.SizeOf<PaddedInt>());
    }

    [Fact]
    public void SpscRing_indices_are_128_apart_with_private_caches_on_the_owners_block()
    {
        var x = new SpscIndices();
        long tail = Offset(ref x, ref x.Tail), cachedHead = Offset(ref x, ref x.CachedHead), closed = Offset(ref x, ref x.Closed);
        long head = Offset(ref x, ref x.Head), cachedTail = Offset(ref x, ref x.CachedTail);
        AssertSeparated(Unsafe.SizeOf<SpscIndices>(), CacheLine.Size, tail, head);
        Assert.InRange(cachedHead, tail, tail + CacheLine.Size - 8); // producer-private, same block as tail
        Assert.InRange(closed, tail, tail + CacheLine.Size - 4);
        Assert.InRange(cachedTail, head, head + CacheLine.Size - 8);
        Assert.True(head - Math.Max(cachedHead, closed) >= CacheLine.Size - 24);
    }

    [Fact]
    public void SpscLeanRing_blocks_keep_each_sides_fields_128_from_anything_else()
    {
        var p = new SpscLeanProducerBlock();
        long tail = Offset(ref p, ref p.Tail), limit = Offset(ref p, ref p.Limit), closed = Offset(ref p, ref p.Closed);
        AssertSeparated(Unsafe.SizeOf<SpscLeanProducerBlock>(), CacheLine.Size, tail);
        Assert.InRange(limit, tail, tail + CacheLine.Size - 8); // producer-private, beside its tail
        Assert.InRange(closed, tail, tail + CacheLine.Size - 4);
        Assert.True(Unsafe.SizeOf<SpscLeanProducerBlock>() - closed >= CacheLine.Size);
        var c = new SpscLeanConsumerBlock();
        long head = Offset(ref c, ref c.Head), seen = Offset(ref c, ref c.Seen);
        AssertSeparated(Unsafe.SizeOf<SpscLeanConsumerBlock>(), CacheLine.Size, head);
        Assert.InRange(seen, head, head + CacheLine.Size - 8);
        Assert.True(Unsafe.SizeOf<SpscLeanConsumerBlock>() - seen >= CacheLine.Size);
    }

    [Fact]
    public void SpscSlotRing_producer_and_consumer_blocks_are_128_apart()
    {
        var x = new SpscSlotIndices();
        long tail = Offset(ref x, ref x.Tail), head = Offset(ref x, ref x.Head), closedAt = Offset(ref x, ref x.ClosedAt);
        AssertSeparated(Unsafe.SizeOf<SpscSlotIndices>(), CacheLine.Size, tail, head);
        Assert.InRange(closedAt, head, head + CacheLine.Size - 8); // polled by the consumer: on its block
        Assert.True(Unsafe.SizeOf<SpscSlotIndices>() - closedAt >= CacheLine.Size - 8);
        Assert.Equal(16, Unsafe.SizeOf<SpscSlotCell<long>>()); // the documented cost: sequence + item
    }

    [Fact]
    public void SpscSlotLineRing_cells_are_128_bytes_with_sequence_and_item_in_the_first_16()
    {
        Assert.Equal(CacheLine.Size, Unsafe.SizeOf<SpscSlotLineCell<long>>()); // one cell per 128-byte block
        var cell = new SpscSlotLineCell<long>();
        Assert.Equal(0, Offset(ref cell, ref cell.Sequence));
        Assert.Equal(8, Offset(ref cell, ref cell.Item));
        var referenceCell = new SpscSlotLineCell<string>();
        Assert.True(Unsafe.SizeOf<SpscSlotLineCell<string>>() >= CacheLine.Size);
        Assert.InRange(Offset(ref referenceCell, ref referenceCell.Sequence), 0, 8); // the hot pair stays together
        Assert.InRange(Offset(ref referenceCell, ref referenceCell.Item), 0, 8);      // for reference items too
    }

    [Fact]
    public void SpscRingPad64_indices_are_64_apart()
    {
        var x = new SpscIndices64();
        long tail = Offset(ref x, ref x.Tail), head = Offset(ref x, ref x.Head);
        AssertSeparated(Unsafe.SizeOf<SpscIndices64>(), CacheLine.Hardware, tail, head);
        Assert.Equal(CacheLine.Hardware, head - tail); // exactly the variant under test, not more
        Assert.InRange(Offset(ref x, ref x.CachedHead), tail, tail + CacheLine.Hardware - 8);
        Assert.InRange(Offset(ref x, ref x.CachedTail), head, head + CacheLine.Hardware - 8);
    }

    [Fact]
    public void SpscRingUncached_indices_are_128_apart()
    {
        var x = new SpscIndicesUncached();
        AssertSeparated(Unsafe.SizeOf<SpscIndicesUncached>(), CacheLine.Size, Offset(ref x, ref x.Tail), Offset(ref x, ref x.Head));
    }

    [Fact]
    public void Mpsc_ring_tail_and_consumer_block_are_128_apart()
    {
        var x = new MpscIndices();
        long tail = Offset(ref x, ref x.Tail), head = Offset(ref x, ref x.Head);
        AssertSeparated(Unsafe.SizeOf<MpscIndices>(), CacheLine.Size, tail, head);
        Assert.InRange(Offset(ref x, ref x.ClosedAt), head, head + CacheLine.Size - 8);
    }

    [Fact]
    public void MpscBatchRing_tail_with_its_cached_head_and_the_consumer_head_are_128_apart()
    {
        var x = new MpscBatchIndices();
        long tail = Offset(ref x, ref x.Tail), cachedHead = Offset(ref x, ref x.CachedHead), head = Offset(ref x, ref x.Head);
        AssertSeparated(Unsafe.SizeOf<MpscBatchIndices>(), CacheLine.Size, tail, head);
        Assert.InRange(cachedHead, tail, tail + CacheLine.Size - 8); // producers' copy: on the block every claim reads
        Assert.True(head - cachedHead >= CacheLine.Size - 8);
    }

    [Fact]
    public void Linked_queue_ends_and_pool_indices_are_128_apart()
    {
        var ends = new LinkedQueueEnds();
        AssertSeparated(Unsafe.SizeOf<LinkedQueueEnds>(), CacheLine.Size, Offset(ref ends, ref ends.Head), Offset(ref ends, ref ends.Tail));

        var pool = new NodePoolIndices();
        AssertSeparated(Unsafe.SizeOf<NodePoolIndices>(), CacheLine.Size, Offset(ref pool, ref pool.Returned), Offset(ref pool, ref pool.Taken));
    }

    [Fact]
    public void SpscByteRing_indices_are_128_apart_with_the_watermark_on_the_producer_block()
    {
        var x = new ByteRingIndices();
        long tail = Offset(ref x, ref x.Tail), head = Offset(ref x, ref x.Head);
        AssertSeparated(Unsafe.SizeOf<ByteRingIndices>(), CacheLine.Size, tail, head);
        Assert.InRange(Offset(ref x, ref x.CachedHead), tail, tail + CacheLine.Size - 8);
        Assert.InRange(Offset(ref x, ref x.WrapAt), tail, tail + CacheLine.Size - 8); // written with the tail
        Assert.InRange(Offset(ref x, ref x.Closed), tail, tail + CacheLine.Size - 4);
        Assert.InRange(Offset(ref x, ref x.CachedTail), head, head + CacheLine.Size - 8);
        Assert.True(head - Offset(ref x, ref x.Closed) >= CacheLine.Size - 28);
    }
}
