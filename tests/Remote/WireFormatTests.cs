using System.Buffers;
using System.Buffers.Binary;
using PerfBuf.Remote;
using PerfBuf.Remote.Wire;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// The wire format (src/Remote/Wire/Frame.cs): a frame reads back as written, in any split of its bytes; a partial frame
/// waits for more; a wrong version, an oversized announcement and a malformed header are refused with what was seen,
/// naming the node, before the rest of the frame is waited for.
/// </summary>
public sealed class WireFormatTests
{
    private struct Collect : IFrameSink
    {
        public List<Frame> Frames;

        public readonly void OnFrame(in Frame frame) => Frames.Add(frame);
    }

    private static byte[] Bytes(params Frame[] frames)
    {
        var bytes = new byte[frames.Length * Frame.HeaderLength];
        for (var i = 0; i < frames.Length; i++)
        {
            frames[i].WriteTo(bytes.AsSpan(i * Frame.HeaderLength));
        }
        return bytes;
    }

    [Fact]
    public void A_frame_is_24_little_endian_bytes_with_its_version_and_kind()
    {
        var bytes = Bytes(Frame.Message(7, 9, -5));
        Assert.Equal(Frame.HeaderLength, bytes.Length);
        Assert.Equal(20u, BinaryPrimitives.ReadUInt32LittleEndian(bytes));
        Assert.Equal(Frame.Version, bytes[4]);
        Assert.Equal((byte)FrameKind.Message, bytes[5]);
        Assert.Equal(7, BinaryPrimitives.ReadInt32LittleEndian(bytes.AsSpan(8)));
        Assert.Equal(9, BinaryPrimitives.ReadInt32LittleEndian(bytes.AsSpan(12)));
        Assert.Equal(-5, BinaryPrimitives.ReadInt64LittleEndian(bytes.AsSpan(16)));
    }

    [Fact]
    public void Frames_read_back_in_order_from_any_split_of_their_bytes()
    {
        Frame[] sent = [Frame.Message(1, 2, 3), Frame.Message(0, -1, long.MaxValue), Frame.Goodbye, Frame.Message(65535, 0, long.MinValue)];
        var bytes = Bytes(sent);
        for (var split = 0; split <= bytes.Length; split++)
        {
            var sequence = Split(bytes, split);
            var sink = new Collect { Frames = [] };
            var consumed = FrameReader.ReadAll(sequence, ref sink, "test");
            Assert.Equal(bytes.Length, consumed);
            Assert.Equal(sent, sink.Frames);
            var spanSink = new Collect { Frames = [] };
            Assert.Equal(bytes.Length, FrameReader.ReadAll(bytes, ref spanSink, "test"));
            Assert.Equal(sent, spanSink.Frames);
        }
    }

    [Fact]
    public void A_partial_frame_is_left_for_the_next_read()
    {
        var bytes = Bytes(Frame.Message(1, 2, 3), Frame.Message(4, 5, 6));
        for (var length = 0; length < bytes.Length; length++)
        {
            var sink = new Collect { Frames = [] };
            var consumed = FrameReader.ReadAll(new ReadOnlySequence<byte>(bytes, 0, length), ref sink, "test");
            Assert.Equal(length / Frame.HeaderLength * Frame.HeaderLength, consumed);
            Assert.Equal(length / Frame.HeaderLength, sink.Frames.Count);
        }
    }

    [Theory]
    [InlineData("version", "wire version 9")]
    [InlineData("oversized", "announcing 1048580 bytes; the maximum is 65536")]
    [InlineData("short", "malformed")]
    [InlineData("kind", "malformed")]
    [InlineData("reserved", "malformed")]
    public void A_bad_header_is_refused_with_what_was_seen_before_the_frame_is_whole(string fault, string said)
    {
        var bytes = Bytes(Frame.Message(1, 2, 3), Frame.Message(4, 5, 6));
        var second = bytes.AsSpan(Frame.HeaderLength);
        switch (fault)
        {
            case "version": second[4] = 9; break;
            case "oversized": BinaryPrimitives.WriteUInt32LittleEndian(second, 1 << 20); break;
            case "short": BinaryPrimitives.WriteUInt32LittleEndian(second, 10); break;
            case "kind": second[5] = 7; break;
            case "reserved": second[6] = 1; break;
        }
        // only the first 8 bytes of the bad frame are there: the header is judged before its rest is awaited
        var truncated = bytes.AsSpan(0, Frame.HeaderLength + 8).ToArray();
        var sink = new Collect { Frames = [] };
        var e = Assert.Throws<RemoteException>(() => FrameReader.ReadAll(new ReadOnlySequence<byte>(truncated), ref sink, "node x"));
        Assert.Contains(said, e.Message, StringComparison.Ordinal);
        Assert.StartsWith("node 'node x'", e.Message, StringComparison.Ordinal);
        Assert.Single(sink.Frames); // the good frame before it was delivered
        var spanSink = new Collect { Frames = [] };
        Assert.Throws<RemoteException>(() => FrameReader.ReadAll(truncated.AsSpan(), ref spanSink, "node x"));
    }

    private static ReadOnlySequence<byte> Split(byte[] bytes, int at)
    {
        if (at == 0 || at == bytes.Length)
        {
            return new ReadOnlySequence<byte>(bytes);
        }
        var first = new Segment(bytes.AsMemory(0, at), 0);
        var last = first.Append(bytes.AsMemory(at));
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory, RunningIndex + Memory.Length);
            Next = next;
            return next;
        }
    }
}
