using System.Buffers;
using System.Collections.Concurrent;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// A test pool that knows every array it has lent: a return of an array it never lent, or lent once and got back
/// already (a double return), fails at once; <see cref="AssertNoLeaks"/> fails if an array is still out. Thread-safe,
/// so producers may rent and a consumer return on other threads. Arrays come from an inner pool
/// (<see cref="ArrayPool{T}.Create()"/> by default), so lending the same array twice would also be caught: the inner
/// pool only hands out an array again after it was returned here.
/// </summary>
internal sealed class TrackingArrayPool(ArrayPool<byte>? inner = null) : ArrayPool<byte>
{
    private readonly ArrayPool<byte> _inner = inner ?? Create();
    private readonly ConcurrentDictionary<byte[], int> _lent = new(ReferenceEqualityComparer.Instance);
    private long _rents;
    private long _returns;

    /// <summary>Arrays lent and not returned.</summary>
    public int Outstanding => _lent.Count;

    public long Rents => Interlocked.Read(ref _rents);

    public long Returns => Interlocked.Read(ref _returns);

    public override byte[] Rent(int minimumLength)
    {
        var array = _inner.Rent(minimumLength);
        if (!_lent.TryAdd(array, Environment.CurrentManagedThreadId))
        {
            throw new InvalidOperationException("the pool lent an array that is already out: it was returned twice earlier");
        }
        Interlocked.Increment(ref _rents);
        return array;
    }

    public override void Return(byte[] array, bool clearArray = false)
    {
        ArgumentNullException.ThrowIfNull(array);
        if (!_lent.TryRemove(array, out _))
        {
            throw new InvalidOperationException(
                $"double return (or a return of an array this pool never lent): {array.Length}-byte array");
        }
        Interlocked.Increment(ref _returns);
        _inner.Return(array, clearArray);
    }

    /// <summary>Throws when an array is still out (a leak: its owner never returned it).</summary>
    public void AssertNoLeaks()
    {
        if (!_lent.IsEmpty)
        {
            throw new InvalidOperationException($"leak: {_lent.Count} array(s) rented and never returned ({Rents} rents, {Returns} returns)");
        }
    }
}
