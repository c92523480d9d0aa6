// Design: PooledMessage — a byte buffer rented from an ArrayPool<byte>, passed by value through any of the lab's
// mailboxes, and returned to the pool it came from by its last owner.
//
// What travels: the rented array, the message length and the pool (so a consumer can serve producers of several
//   pools, and "returned to the wrong pool" is impossible); a 24-byte struct copy per push, no allocation.
// Ownership: the renter owns it until a push returns Ok, then the mailbox, then whoever takes it out, which
//   returns it exactly once; Full or Closed leave it with the producer. A double return is the one mistake that
//   corrupts (the pool hands one array to two renters); the tests' tracking pool catches it and leaks.
// Which pool: ArrayPool<byte>.Shared's thread-local and per-core tiers versus ArrayPool<byte>.Create()'s locked
//   buckets (what E09 measures). Returns do not clear the array.
// Known weakness: messages left inside an abandoned mailbox are never returned (the pool rents new arrays later).
// Memory ordering: the payload bytes are published by the ring's own release/acquire pair (the item write before
//   the slot's publication, the consumer's reads after its acquire); Rent and Return synchronise through the
//   pool's own locks and thread-local storage.
// Proof and details: src/Mailboxes/Payloads/DESIGN.md#pooledmessage

using System.Buffers;
using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Payloads;

/// <summary>
/// A message whose bytes live in an array rented from <see cref="Pool"/>: the first <see cref="Length"/> bytes of
/// <see cref="Array"/>. Pass it by value through a mailbox; its last owner calls <see cref="Return"/> once.
/// </summary>
public readonly struct PooledMessage
{
    /// <summary>Wraps an array already rented from <paramref name="pool"/>.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative or longer than the array.</exception>
    public PooledMessage(byte[] array, int length, ArrayPool<byte> pool)
    {
        ArgumentNullException.ThrowIfNull(array);
        ArgumentNullException.ThrowIfNull(pool);
        if ((uint)length > (uint)array.Length)
        {
            Core.ThrowHelper.ArgumentOutOfRange(nameof(length), length, $"length must be between 0 and the array's {array.Length} bytes.");
        }
        Array = array;
        Length = length;
        Pool = pool;
    }

    /// <summary>Rents an array of at least <paramref name="length"/> bytes from <paramref name="pool"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static PooledMessage Rent(ArrayPool<byte> pool, int length)
    {
        ArgumentNullException.ThrowIfNull(pool);
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        return new PooledMessage(pool.Rent(length), length, pool, trusted: true);
    }

    private PooledMessage(byte[] array, int length, ArrayPool<byte> pool, bool trusted)
    {
        _ = trusted; // the pool's own array and a checked length: no need to validate again
        Array = array;
        Length = length;
        Pool = pool;
    }

    /// <summary>The rented array (often longer than the message).</summary>
    public byte[] Array { get; }

    /// <summary>Message bytes: the first <see cref="Length"/> of <see cref="Array"/>.</summary>
    public int Length { get; }

    /// <summary>The pool the array came from and goes back to.</summary>
    public ArrayPool<byte> Pool { get; }

    /// <summary>True for a default (empty) value: no array, nothing to return.</summary>
    public bool IsDefault => Array is null;

    /// <summary>The message bytes.</summary>
    public Span<byte> Span
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => new(Array, 0, Length);
    }

    /// <summary>The message bytes as memory (e.g. for a <c>Channel&lt;ReadOnlyMemory&lt;byte&gt;&gt;</c>).</summary>
    public ReadOnlyMemory<byte> Memory => new(Array, 0, Length);

    /// <summary>Gives the array back to <see cref="Pool"/>. The owner's last act: once, and nothing touches the bytes after.</summary>
    /// <exception cref="InvalidOperationException">A default message (nothing was rented).</exception>
    public void Return()
    {
        if (Array is null)
        {
            Core.ThrowHelper.InvalidOperation("A default PooledMessage has no array to return.");
        }
        Pool.Return(Array);
    }
}
