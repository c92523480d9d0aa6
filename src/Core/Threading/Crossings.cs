using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Threading;

/// <summary>
/// Thread crossings of a workload's messages, counted in one counting pass outside the timed iterations: every hop of
/// a message (its send, its handling, the handling of its reply) runs on some thread, and a hop that runs on a
/// different thread from the hop before it is a crossing. A dedicated-thread hand-over, an AffinePool hand-over and a
/// thread-pool work item all count alike: what the count sees is the managed thread id where each hop ran.
/// </summary>
/// <remarks>
/// <para>Each message in flight has a slot (an index the workload picks: its sequence number, the sender's index, …);
/// <see cref="Send"/> starts the message's journey in its slot on the calling thread, <see cref="Hop"/> records each
/// later hop and counts it when its thread differs from the slot's previous hop. Two messages in flight at once must
/// never share a slot.</para>
/// <para>Ordering: a slot is written only by the hop that holds the message, and the message passes from hop to hop
/// through a mailbox that hands it over with release/acquire (or a lock, or a thread-pool queue), so the previous
/// hop's plain write of the slot happens-before the next hop's read. The totals are interlocked (hops on different
/// threads add at once). The pass is published with <see cref="Volatile.Write{T}(ref T, T)"/> before the counted
/// invocation starts its threads, and every hop site reads <see cref="Active"/> after it received its message (or,
/// in a dedicated thread's loop, once before the loop), so no hop of the counted invocation can miss it.</para>
/// <para>Cost in the timed iterations: <see cref="Active"/> is null there; a hop site pays one load and a
/// predicted branch (a loop hoists the load into a local).</para>
/// </remarks>
public sealed class Crossings
{
    private static Crossings? s_active;

    private readonly int[] _threads;
    private long _hops;
    private long _crossings;

    private Crossings(int slots) => _threads = new int[slots];

    /// <summary>The counting pass in progress, or null (always, during timed iterations).</summary>
    public static Crossings? Active
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref s_active);
    }

    /// <summary>Hops recorded after a message's first (each one a chance to cross).</summary>
    public long Hops => Interlocked.Read(ref _hops);

    /// <summary>Hops that ran on a different thread from the hop before them.</summary>
    public long Count => Interlocked.Read(ref _crossings);

    /// <summary>Slots available to the workload (indices 0 … <c>Slots − 1</c>).</summary>
    public int Slots => _threads.Length;

    /// <summary>
    /// Runs <paramref name="invocation"/> once with a counting pass of <paramref name="slots"/> slots active and
    /// returns it. Counting passes do not nest and never overlap (the lab runs one benchmark case at a time).
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="slots"/> is below 1.</exception>
    /// <exception cref="InvalidOperationException">Another counting pass is active.</exception>
    public static Crossings Run(int slots, Action invocation)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(slots, 1);
        ArgumentNullException.ThrowIfNull(invocation);
        var pass = new Crossings(slots);
        if (Interlocked.CompareExchange(ref s_active, pass, null) is not null)
        {
            throw new InvalidOperationException("a counting pass of thread crossings is already active");
        }
        try
        {
            invocation();
        }
        finally
        {
            Volatile.Write(ref s_active, null);
        }
        return pass;
    }

    /// <summary>Starts a message's journey in <paramref name="slot"/>: its first hop (the send) runs on this thread.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Send(int slot) => _threads[slot] = Environment.CurrentManagedThreadId;

    /// <summary>
    /// A later hop of the message in <paramref name="slot"/> (its handling, a forward, a reply's handling) runs on this
    /// thread: a crossing when the slot's previous hop ran on another one.
    /// </summary>
    /// <exception cref="InvalidOperationException">The slot's journey was never started with <see cref="Send"/>.</exception>
    public void Hop(int slot)
    {
        var thread = Environment.CurrentManagedThreadId;
        var previous = _threads[slot];
        if (previous == 0)
        {
            throw new InvalidOperationException($"slot {slot}: a hop before the message's send (the workload's hop sites are out of order)");
        }
        _threads[slot] = thread;
        Interlocked.Increment(ref _hops);
        if (thread != previous)
        {
            Interlocked.Increment(ref _crossings);
        }
    }

    /// <summary>Crossings per operation, for a pass over <paramref name="operations"/> operations.</summary>
    public double PerOperation(long operations)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(operations, 1);
        return (double)Count / operations;
    }
}
