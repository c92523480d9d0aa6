using System.Runtime.InteropServices;

namespace PerfBuf.Core.Padding;

/// <summary>
/// A <see cref="long"/> alone on its 128-byte block: <see cref="CacheLine.Size"/> bytes before it and enough
/// after it that nothing else can share its block, whatever the alignment of the containing object.
/// Plain field: the owner chooses the barrier (use <see cref="Volatile"/> or <see cref="Interlocked"/> on
/// <c>ref x.Value</c>).
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 2 * CacheLine.Size)]
public struct PaddedLong
{
    // padding: bytes [0, 128) keep any field declared before this one off Value's block
    [FieldOffset(CacheLine.Size)]
    public long Value;
    // padding: bytes [136, 256) keep any field declared after this one off Value's block
}

/// <summary>An <see cref="int"/> alone on its 128-byte block; see <see cref="PaddedLong"/>.</summary>
[StructLayout(LayoutKind.Explicit, Size = 2 * CacheLine.Size)]
public struct PaddedInt
{
    // padding: bytes [0, 128)
    [FieldOffset(CacheLine.Size)]
    public int Value;
    // padding: bytes [132, 256)
}
