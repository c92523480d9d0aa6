using System.Diagnostics;
using System.Runtime.CompilerServices;
using PerfBuf.Core;

namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// The shape of the SkyNet workload (seed 003, after atemerev/skynet): a tree of actors in which every node that is not
/// a leaf has <see cref="Fanout"/> = 10 children, D levels below the root, so 10^D leaves; each leaf answers with its
/// ordinal (0 … 10^D − 1), each parent sums its children's answers and answers upwards, and the root's answer is
/// 10^D · (10^D − 1) / 2 (D = 6: 499 999 500 000). Every implementation — the lab's runtime, each peer's adapter and
/// the .NET baselines — names its nodes with these functions, so they all build the same tree.
/// </summary>
/// <remarks>
/// Nodes are numbered as in a heap: the root is 0 and the children of node n are 10n + 1 … 10n + 10, so a level's
/// nodes are consecutive numbers, the leaves are the last 10^D of them, and one number says where a node sits (an
/// Orleans grain's key, a Proto.Actor message's payload) without a separate level.
/// </remarks>
public static class SkyNetTree
{
    /// <summary>Children of every node that is not a leaf.</summary>
    public const int Fanout = 10;

    /// <summary>The deepest tree the lab builds: 10^8 leaves, 111 111 111 nodes (a node number and the sum stay well within a long).</summary>
    public const int MaxDepth = 8;

    /// <summary>Leaves of a tree of depth <paramref name="depth"/>: 10^D.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is negative or above <see cref="MaxDepth"/>.</exception>
    internal static long Leaves(int depth)
    {
        ThrowIfBadDepth(depth);
        var leaves = 1L;
        for (var level = 0; level < depth; level++)
        {
            leaves *= Fanout;
        }
        return leaves;
    }

    /// <summary>Nodes (actors) of a tree of depth <paramref name="depth"/>, the root included: (10^(D+1) − 1) / 9.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    public static long Nodes(int depth) => (Leaves(depth) * Fanout - 1) / (Fanout - 1);

    /// <summary>The number of the first leaf (the nodes above the leaves): (10^D − 1) / 9.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    public static long FirstLeaf(int depth) => (Leaves(depth) - 1) / (Fanout - 1);

    /// <summary>The root's answer: the sum of the ordinals 0 … 10^D − 1.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    public static long ExpectedSum(int depth)
    {
        var leaves = Leaves(depth);
        return leaves * (leaves - 1) / 2;
    }

    /// <summary>The number of child <paramref name="index"/> (0 … 9) of node <paramref name="node"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Child(long node, int index) => node * Fanout + 1 + index;

    /// <summary>True when <paramref name="node"/> is a leaf of a tree whose first leaf is <paramref name="firstLeaf"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsLeaf(long node, long firstLeaf) => node >= firstLeaf;

    /// <summary>A leaf's ordinal (0 … 10^D − 1): its place among the leaves, left to right.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Ordinal(long leaf, long firstLeaf) => leaf - firstLeaf;

    /// <summary>Refuses a depth the lab does not build, naming the valid range.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is negative or above <see cref="MaxDepth"/>.</exception>
    public static void ThrowIfBadDepth(int depth, [CallerArgumentExpression(nameof(depth))] string? name = null)
    {
        if ((uint)depth > MaxDepth)
        {
            ThrowHelper.ArgumentOutOfRange(name ?? nameof(depth), depth, $"A SkyNet depth is 0 … {MaxDepth} (10^D leaves).");
        }
    }
}

/// <summary>
/// The frame every SkyNet implementation runs in: a host of its own (an actor system, a pool, a silo) created for the
/// run and torn down before it returns, so nothing of one run survives into the next; the host's start and teardown are
/// timed apart (<see cref="SkyNetResult.Host"/>). And the two waits every actor implementation ends with: the root's
/// answer, then every actor's stop, each bounded (a lost message is an error, not a hang).
/// </summary>
public static class SkyNetHost
{
    /// <summary>
    /// Starts a host, builds the tree in it, tears it down (also when the build throws) and returns the build's result
    /// with the host's time.
    /// </summary>
    /// <param name="name">The implementation, for error messages ("Proto.Actor").</param>
    /// <param name="start">Creates the host.</param>
    /// <param name="build">Builds one tree in the host and returns the answer and counts.</param>
    /// <param name="stop">Tears the host down; the task completes when it is gone.</param>
    /// <param name="patience">How long the teardown may take.</param>
    /// <exception cref="TimeoutException">The teardown took longer than <paramref name="patience"/>.</exception>
    public static SkyNetResult Run<THost>(string name, Func<THost> start, Func<THost, SkyNetResult> build, Func<THost, Task> stop, TimeSpan patience)
    {
        ArgumentNullException.ThrowIfNull(start);
        ArgumentNullException.ThrowIfNull(build);
        ArgumentNullException.ThrowIfNull(stop);
        var started = Stopwatch.GetTimestamp();
        var host = start();
        var hostTime = Stopwatch.GetElapsedTime(started);
        SkyNetResult result;
        try
        {
            result = build(host);
        }
        finally
        {
            var stopping = Stopwatch.GetTimestamp();
            if (!stop(host).Wait(patience))
            {
                throw new TimeoutException($"{name}: the host did not shut down within {patience.TotalSeconds} s");
            }
            hostTime += Stopwatch.GetElapsedTime(stopping);
        }
        return result with { Host = hostTime };
    }

    /// <summary>The root's answer, waited for at most <paramref name="patience"/>.</summary>
    /// <exception cref="TimeoutException">No answer in time.</exception>
    public static long Answer(Task<long> answer, string name, int depth, TimeSpan patience)
    {
        ArgumentNullException.ThrowIfNull(answer);
        if (!answer.Wait(patience))
        {
            throw new TimeoutException($"{name} SkyNet (D = {depth}): no answer from the root within {patience.TotalSeconds} s");
        }
        return answer.Result;
    }

    /// <summary>Waits (<paramref name="waitForStops"/>, bounded by <paramref name="patience"/>) until every actor has stopped.</summary>
    /// <param name="stopped">The implementation's count of stopped actors, read after a failed wait for the message.</param>
    /// <exception cref="TimeoutException">Not every actor stopped in time.</exception>
    public static void Stopped(Func<TimeSpan, bool> waitForStops, Func<long> stopped, string name, int depth, TimeSpan patience)
    {
        ArgumentNullException.ThrowIfNull(waitForStops);
        ArgumentNullException.ThrowIfNull(stopped);
        if (!waitForStops(patience))
        {
            throw new TimeoutException(
                $"{name} SkyNet (D = {depth}): {SkyNetTree.Nodes(depth) - stopped()} actors did not stop within {patience.TotalSeconds} s");
        }
    }
}

/// <summary>
/// What one SkyNet run reports, whichever implementation ran it: the root's answer and the actor counts that show the
/// run left nothing behind.
/// </summary>
/// <param name="Sum">The root's answer.</param>
/// <param name="Spawned">Actors (grains, tasks) the run created and that started.</param>
/// <param name="Stopped">Of them, those that stopped (ran their stop hook, or were deactivated).</param>
/// <param name="LiveAfter">Actors the implementation itself still counted as live after the run's teardown (its own
/// registry, where it has one; else spawned − stopped).</param>
/// <param name="Host">Time the run spent creating and tearing down its host (actor system, pool, silo): part of the
/// run's time, reported apart so a reader can tell it from the tree's own.</param>
public readonly record struct SkyNetResult(long Sum, long Spawned, long Stopped, long LiveAfter, TimeSpan Host = default);
