// Design: RunGate — the idle/scheduled flag of an actor whose runs are queued work items, and the fences its
// wake-up argument needs. One flag, four moves; the proof is PoolActor's ("The scheduling protocol", "No lost
// wake-up", "Never two runs at once"), stated once and relied on by every actor that uses the gate.
//
// Who writes what: 0 -> 1 only by TryClaim (CompareExchange: a poster after its publication, a stop after its
//   state write, or a run that went idle and looked again; exactly one claimant wins and queues the run);
//   1 -> 0 only by Release, by the run in progress when it goes idle; after the final run the flag stays 1.
// Memory ordering (the Dekker pair): a poster publishes, fences, reads the flag (IsIdleAfterFence); the run writes
//   the flag, fences, reads the mailbox. Full fences are totally ordered, so at least one side sees the other and
//   the CompareExchange lets one win. A stop's Interlocked state write is its fence (IsIdle). Nothing relies on
//   x86's store order.
// Known weakness: a mutable struct, called in place and never copied (a copy would carry a flag no run releases).
// Proof and details: src/Mailboxes/Actors/DESIGN.md#rungate

using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>The idle/scheduled flag of a pool-scheduled actor (see the design note). Never copied.</summary>
internal struct RunGate
{
    private int _scheduled; // 0 idle, 1 queued or running: CompareExchange 0 -> 1, Volatile.Write 1 -> 0

    /// <summary>True while a run is queued or executing (diagnostics; stale as soon as it is read).</summary>
    internal bool IsScheduled => Volatile.Read(ref _scheduled) != 0;

    /// <summary>The flag reads idle (acquire), without a fence: for a caller whose last write was Interlocked.</summary>
    internal bool IsIdle
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref _scheduled) == 0;
    }

    /// <summary>A poster's step after its publication: full fence, then the flag reads idle (the caller then
    /// claims it with <see cref="TryClaim"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool IsIdleAfterFence()
    {
        Interlocked.MemoryBarrier(); // publish -> fence -> read the flag: the poster's half of the Dekker pair
        return Volatile.Read(ref _scheduled) == 0;
    }

    /// <summary>The idle -> scheduled transition: true for the one caller that wins it, which must queue the run.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool TryClaim() => Interlocked.CompareExchange(ref _scheduled, 1, 0) == 0;

    /// <summary>The run in progress goes idle: releases the flag, then a full fence; the caller looks for work again
    /// after this and, if it finds some, calls <see cref="TryClaim"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Release()
    {
        Volatile.Write(ref _scheduled, 0);
        Interlocked.MemoryBarrier(); // clear -> fence -> look again: the run's half of the Dekker pair
    }
}
