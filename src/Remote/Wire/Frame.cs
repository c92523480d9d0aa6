// Design: the lab's wire format (E15). Every message is one frame; a frame is a little-endian header and an optional
// opaque payload:
//
//   offset  size  field
//   0       4     length: the bytes after this field (u32), HeaderLength - 4 + payload; at most MaxLength - 4
//   4       1     version: Version (1); a frame of any other version ends the connection (no negotiation)
//   5       1     kind: FrameKind (Message = 1, Goodbye = 2)
//   6       2     reserved: 0 (a frame with anything else there is malformed)
//   8       4     target: the receiving node's actor id (i32, ≥ 0)
//   12      4     replyTo: the sending node's actor id an answer goes to (i32; -1: no answer wanted)
//   16      8     value: the message (i64)
//   24      n     payload: n = length - 20 bytes, opaque (the echo workloads send none)
//
// A connection carries frames both ways. Goodbye (target, replyTo and value 0) says the sender will send no more: a
// stream that ends after a Goodbye ended cleanly; one that ends without it, or in the middle of a frame, ended because
// its peer went away, and the reader says which (FrameReader). The length is checked before anything is buffered for
// it, so an oversized announcement costs nothing; the maximum (MaxLength, 64 KiB with the length field) bounds what a
// reader holds for one frame. Integers are little-endian (BinaryPrimitives), whatever the machine.

using System.Buffers;
using System.Buffers.Binary;
using System.Runtime.InteropServices;

namespace PerfBuf.Remote.Wire;

/// <summary>What a frame is (its kind byte).</summary>
public enum FrameKind : byte
{
    /// <summary>A message to <see cref="Frame.Target"/>, answered (if <see cref="Frame.ReplyTo"/> ≥ 0) to the sender's actor.</summary>
    Message = 1,

    /// <summary>The sender will send no more frames on this connection.</summary>
    Goodbye = 2,
}

/// <summary>One frame's header fields (the payload, if any, stays in the buffer it came in).</summary>
[StructLayout(LayoutKind.Auto)]
public readonly record struct Frame(FrameKind Kind, int Target, int ReplyTo, long Value)
{
    /// <summary>The wire format's version byte.</summary>
    public const byte Version = 1;

    /// <summary>Bytes of a frame with no payload, the length field included.</summary>
    public const int HeaderLength = 24;

    /// <summary>The largest frame, the length field included (64 KiB).</summary>
    public const int MaxLength = 64 * 1024;

    /// <summary>A message frame to <paramref name="target"/> whose answer goes to <paramref name="replyTo"/>.</summary>
    public static Frame Message(int target, int replyTo, long value) => new(FrameKind.Message, target, replyTo, value);

    /// <summary>The goodbye frame.</summary>
    public static Frame Goodbye => new(FrameKind.Goodbye, 0, 0, 0);

    /// <summary>Writes this frame (no payload) into the first <see cref="HeaderLength"/> bytes of <paramref name="destination"/>.</summary>
    public void WriteTo(Span<byte> destination)
    {
        var d = destination[..HeaderLength];
        BinaryPrimitives.WriteUInt32LittleEndian(d, HeaderLength - 4);
        d[4] = Version;
        d[5] = (byte)Kind;
        BinaryPrimitives.WriteUInt16LittleEndian(d[6..], 0);
        BinaryPrimitives.WriteInt32LittleEndian(d[8..], Target);
        BinaryPrimitives.WriteInt32LittleEndian(d[12..], ReplyTo);
        BinaryPrimitives.WriteInt64LittleEndian(d[16..], Value);
    }

    /// <summary>Writes this frame into <paramref name="writer"/> (no payload).</summary>
    public void WriteTo(IBufferWriter<byte> writer)
    {
        ArgumentNullException.ThrowIfNull(writer);
        WriteTo(writer.GetSpan(HeaderLength));
        writer.Advance(HeaderLength);
    }
}

/// <summary>Why a frame could not be read (<see cref="FrameReader"/>).</summary>
public enum FrameError
{
    /// <summary>No error.</summary>
    None,

    /// <summary>The version byte is not <see cref="Frame.Version"/>.</summary>
    WrongVersion,

    /// <summary>The announced length is above <see cref="Frame.MaxLength"/>.</summary>
    Oversized,

    /// <summary>The announced length is below a header's, or the kind or the reserved bytes are not valid.</summary>
    Malformed,
}

/// <summary>Reads frames from received bytes, checking each header before it waits for the rest of the frame.</summary>
public static class FrameReader
{
    /// <summary>
    /// Reads one frame from <paramref name="reader"/>: true with the frame when a whole one is there (the reader moves
    /// past it, payload included); false when more bytes are needed (the reader does not move) or the header is bad
    /// (<paramref name="error"/> says how; <paramref name="announced"/> is the length field plus 4, or the version byte
    /// for <see cref="FrameError.WrongVersion"/>).
    /// </summary>
    public static bool TryRead(ref SequenceReader<byte> reader, out Frame frame, out FrameError error, out long announced)
    {
        frame = default;
        announced = 0;
        Span<byte> header = stackalloc byte[Frame.HeaderLength];
        if (!reader.TryCopyTo(header[..8]))
        {
            error = FrameError.None;
            return false;
        }
        error = Check(header, out announced);
        if (error != FrameError.None || reader.Remaining < announced || !reader.TryCopyTo(header))
        {
            return false;
        }
        frame = Parse(header);
        reader.Advance(announced);
        return true;
    }

    /// <summary>
    /// Checks a header's first 8 bytes: the length (<paramref name="announced"/>, the whole frame's, or the version byte
    /// when that is what is wrong), the version, the kind and the reserved bytes.
    /// </summary>
    private static FrameError Check(ReadOnlySpan<byte> header, out long announced)
    {
        announced = (long)BinaryPrimitives.ReadUInt32LittleEndian(header) + 4;
        if (announced > Frame.MaxLength)
        {
            return FrameError.Oversized;
        }
        if (header[4] != Frame.Version)
        {
            announced = header[4];
            return FrameError.WrongVersion;
        }
        return announced < Frame.HeaderLength || header[5] is not ((byte)FrameKind.Message or (byte)FrameKind.Goodbye)
            || BinaryPrimitives.ReadUInt16LittleEndian(header[6..]) != 0
            ? FrameError.Malformed
            : FrameError.None;
    }

    /// <summary>The fields of a checked, whole header.</summary>
    private static Frame Parse(ReadOnlySpan<byte> header) =>
        new((FrameKind)header[5], BinaryPrimitives.ReadInt32LittleEndian(header[8..]),
            BinaryPrimitives.ReadInt32LittleEndian(header[12..]), BinaryPrimitives.ReadInt64LittleEndian(header[16..]));

    /// <summary>What <see cref="TryRead"/>'s error says, in words, for a <see cref="RemoteException"/>.</summary>
    public static string Describe(FrameError error, long announced) => error switch
    {
        FrameError.WrongVersion => $"received a frame of wire version {announced}; this node speaks version {Frame.Version}",
        FrameError.Oversized => $"received a frame announcing {announced} bytes; the maximum is {Frame.MaxLength}",
        FrameError.Malformed => $"received a malformed frame header (length {announced}, or a bad kind or reserved field)",
        _ => "no error",
    };

    /// <summary>
    /// Reads every whole frame in <paramref name="buffer"/>, calling <paramref name="sink"/> for each; returns the bytes
    /// consumed. A bad header throws <see cref="RemoteException"/> naming <paramref name="node"/>.
    /// </summary>
    public static long ReadAll<TSink>(ReadOnlySequence<byte> buffer, ref TSink sink, string node)
        where TSink : struct, IFrameSink
    {
        var reader = new SequenceReader<byte>(buffer);
        FrameError error;
        long announced;
        while (TryRead(ref reader, out var frame, out error, out announced))
        {
            sink.OnFrame(in frame);
        }
        if (error != FrameError.None)
        {
            throw new RemoteException(node, Describe(error, announced));
        }
        return reader.Consumed;
    }

    /// <summary>As <see cref="ReadAll{TSink}(ReadOnlySequence{byte}, ref TSink, string)"/> over a span (the floor's buffers).</summary>
    public static int ReadAll<TSink>(ReadOnlySpan<byte> buffer, ref TSink sink, string node)
        where TSink : struct, IFrameSink
    {
        var consumed = 0;
        while (buffer.Length - consumed >= 8)
        {
            var rest = buffer[consumed..];
            var error = Check(rest, out var announced);
            if (error != FrameError.None)
            {
                throw new RemoteException(node, Describe(error, announced));
            }
            if (rest.Length < announced)
            {
                break;
            }
            var frame = Parse(rest);
            consumed += (int)announced;
            sink.OnFrame(in frame);
        }
        return consumed;
    }
}

/// <summary>Takes the frames a reader finds (a struct, so the read loop specialises for it: docs/DESIGN.md §4).</summary>
public interface IFrameSink
{
    void OnFrame(in Frame frame);
}
