using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>
/// The end of the stream in the index rings SpscRing, SpscRingPad64 and SpscRingUncached, written once: the producer's
/// Close and the consumer's IsCompleted, on the fields each ring passes from its own padded indices struct (the three
/// structs differ in padding and cached copies, not in these fields' protocol). Off the push/pop paths.
/// </summary>
/// <remarks>
/// Closed is written once by the producer with Volatile.Write (release), after every earlier publication of the tail
/// in program order; the consumer reads Closed (acquire) BEFORE the tail, so a tail read after seeing Closed holds
/// every item pushed before the close: tail == head then means nothing more can come.
/// </remarks>
internal static class SpscStreamEnd
{
    /// <summary>Cached head value that makes every later push of a caching producer see "full" and take its slow path,
    /// where it finds Closed.</summary>
    internal const long ClosedCachedHead = long.MinValue / 2;

    /// <summary>Producer only, rings whose producer caches the consumer's head (SpscRing, SpscRingPad64): poisons the
    /// cache, then publishes Closed. Idempotent (the producer reads its own flag plainly).</summary>
    internal static void CloseCachingProducer(ref int closed, ref long cachedHead)
    {
        if (closed == 0)
        {
            cachedHead = ClosedCachedHead; // every later push sees "full" and takes the slow path
            Volatile.Write(ref closed, 1);  // release: ordered after every earlier tail publication
        }
    }

    /// <summary>Producer only, SpscRingUncached (its push reads Closed every time): publishes Closed. Idempotent.</summary>
    internal static void Close(ref int closed) => Volatile.Write(ref closed, 1);

    /// <summary>
    /// Consumer only: the producer has closed the ring and every item it pushed before closing has been consumed.
    /// Reads Closed (acquire) before the tail (acquire); head is the consumer's own (plain).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsCompleted(ref int closed, ref long tail, ref long head) =>
        Volatile.Read(ref closed) != 0 && Volatile.Read(ref tail) == head;
}
