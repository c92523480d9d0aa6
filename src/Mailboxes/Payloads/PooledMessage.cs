// Design: PooledMessage — a byte buffer rented from an ArrayPool<byte>, passed by value through a ring (SpscRing,
// MpscRingXadd, any of the lab's mailboxes), and returned to the pool it came from by its last owner.
//
// What travels
//   Three fields: the rented array, the message length (a pool hands out arrays of at least the size asked, usually
//   larger: the length says how much is the message) and the pool. Carrying the pool lets a consumer serve producers
//   that rent from different pools, and makes "returned to the wrong pool" impossible. A struct: pushing it copies 24
//   bytes into the slot, allocates nothing; the array itself never moves.
//
// Ownership (who may touch the array, and who returns it)
//   1. Rent: the renting thread (the producer) owns the message. It writes the payload.
//   2. Push that returns Ok: ownership passes to the mailbox, then to whoever takes the message out (pop or a Drain
//      handler). From that moment the producer must not read, write or return the array: the consumer may already be
//      reading it, or have returned it and another renter be writing it.
//   3. Push that returns Full: nothing moved; the producer still owns it (retry, or return it).
//      Push that returns Closed: the producer still owns it and returns it (the mailbox will never deliver it).
//   4. The consumer owns what it popped and returns it exactly once, when it is done with the bytes; no span or
//      memory over the array may outlive that Return. A Drain handler gets the slot by reference: it returns the
//      array inside the handler (the ring clears the slot after the call) or copies the struct out and returns later.
//   5. Messages still inside a mailbox that is abandoned are not returned: the pool is short of them and rents new
//      arrays later (the GC collects the old ones). Drain a closed mailbox and return what comes out to keep the
//      pool's stock.
//   A double return is the one mistake that corrupts: the pool then hands the same array to two renters, who overwrite
//   each other's messages with no error anywhere. ArrayPool<T>.Shared does not detect it. The tests use a tracking pool
//   that fails on a double return, a return of an array it never lent, and a leak (an array never returned).
//
// Which pool (what E09 measures)
//   ArrayPool<byte>.Shared keeps one array per size per thread (thread-local), then per-core stacks (32 arrays per
//   core per size in .NET 10) behind a lock. When the producer rents and the consumer returns, every return goes to
//   the consumer's thread-local slot and pushes the previous one to a per-core stack; every rent finds the producer's
//   thread-local slot empty and pops from a per-core stack: the two threads meet at those locks. With more messages in
//   flight than the stacks hold, rents find them empty and allocate, and returns find them full and drop the array.
//   ArrayPool<byte>.Create() (ConfigurableArrayPool) has no thread-local tier: one lock-protected bucket per size
//   (50 arrays each by default).
//   Returns do not clear the array (clearArray: false): the next renter overwrites what it sends. A mailbox that
//   carries secrets should clear.
//
// Memory ordering
//   The payload bytes are published by the ring's own release/acquire pair (the item write happens before the
//   slot's publication, the consumer's read after its acquire), so a consumer that received the message sees the
//   bytes the producer wrote before pushing. The pool's Rent/Return synchronise through the pool's own locks/TLS.

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
