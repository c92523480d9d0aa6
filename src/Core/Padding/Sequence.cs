using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace PerfBuf.Core.Padding;

/// <summary>
/// A padded 64-bit sequence counter whose accessors name their memory-ordering intent.
/// </summary>
/// <remarks>
/// Ordering vocabulary used across the lab (ECMA-335 §I.12.6.7 plus the .NET memory model):
/// <list type="bullet">
/// <item><see cref="ReadAcquire"/>: <see cref="Volatile.Read(ref long)"/>; later loads and stores of this thread
/// cannot move before it. Pairs with a release on the other side.</item>
/// <item><see cref="WriteRelease"/>: <see cref="Volatile.Write(ref long, long)"/>; earlier loads and stores cannot
/// move after it. This is how every mailbox publishes.</item>
/// <item><see cref="ReadRelaxed"/>/<see cref="WriteRelaxed"/>: plain accesses, only for the owning thread's own
/// view (e.g. a producer re-reading the tail only it writes).</item>
/// <item>Read-modify-write (<see cref="CompareExchange"/>, <see cref="Add"/>): <see cref="Interlocked"/>, a full fence.</item>
/// </list>
/// A struct so that it embeds in its owner without an extra object; never copy it after publication
/// (pass <c>ref</c>).
/// </remarks>
[StructLayout(LayoutKind.Explicit, Size = 2 * CacheLine.Size)]
public struct Sequence
{
    // padding: bytes [0, 128)
    [FieldOffset(CacheLine.Size)]
    private long _value;
    // padding: bytes [136, 256)

    public Sequence(long initial) => _value = initial;

    /// <summary>Acquire load: pairs with the other side's <see cref="WriteRelease"/>.</summary>
    public readonly long ReadAcquire
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(in _value);
    }

    /// <summary>Plain load; only the thread that writes this sequence may rely on it.</summary>
    public readonly long ReadRelaxed
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _value;
    }

    /// <summary>Release store: everything written before it is visible to whoever acquires this value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRelease(long value) => Volatile.Write(ref _value, value);

    /// <summary>Plain store; for initialisation before the sequence is shared.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteRelaxed(long value) => _value = value;

    /// <summary>Full-fence compare-and-swap; returns the value seen.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long CompareExchange(long value, long comparand) => Interlocked.CompareExchange(ref _value, value, comparand);

    /// <summary>Full-fence fetch-and-add (x86 LOCK XADD); returns the new value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Add(long delta) => Interlocked.Add(ref _value, delta);

    public override readonly string ToString() => Volatile.Read(in _value).ToString(System.Globalization.CultureInfo.InvariantCulture);
}
