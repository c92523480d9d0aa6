// Design: RunGate — the idle/scheduled flag of an actor whose runs are queued work items (PoolActor, the runtime's
// actors in Runtime/), and the fences its wake-up argument needs. One flag, four moves; the proof is PoolActor.cs's
// ("The scheduling protocol", "No lost wake-up", "Never two runs at once"), stated once there and relied on by both.
//
//   flag       0 = idle, 1 = a run is queued or executing.
//   0 -> 1     only by TryClaim (CompareExchange): a poster after its publication, a stop after its state write, or a
//              run that went idle and looked again. Exactly one claimant wins; the winner queues the run.
//   1 -> 0     only by Release, by the run in progress, when it goes idle: Volatile.Write, then a full fence, then
//              the caller looks for work again (HasWork) and, if it finds some, tries to claim the flag back.
//   stays 1    after the final run: nobody can queue a finished actor.
//
// The Dekker pair: a poster writes its message (publication), fences, reads the flag (IsIdleAfterFence); the run
// writes the flag, fences, reads the mailbox (Release, then the caller's look). Full fences are totally ordered, so at
// least one side sees the other's write: the poster sees 0 and claims, or the run sees the message and claims — both
// may, and the CompareExchange lets one win. A stop is a poster whose publication is its Interlocked state write (a
// full fence already), so it reads the flag without another fence (IsIdle). Nothing relies on x86's store order: the
// two store -> load pairs above are the ones that need a full fence, and they have one.
//
// A mutable struct: it lives in a non-readonly field of its actor and is called in place, never copied (a copy
// would carry its own flag that no run releases).

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
