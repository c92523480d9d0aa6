using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// One actor's migrations: each time the actor's handler runs (once per message) it reads the logical CPU it runs on
/// (<see cref="ThreadAffinity.CurrentCpu"/>, Linux <c>sched_getcpu</c>) and counts a migration when that CPU differs
/// from the CPU of the same actor's previous message. The first message has no previous one: it is not a sample.
/// </summary>
/// <remarks>
/// Written only by the actor's handler, and an actor handles one message at a time, each run happening after the
/// previous one (every mailbox here hands its messages over with release/acquire or interlocked steps), so the fields
/// are plain; they are read after the actor has stopped (its completion, or the invocation's countdown, orders the
/// read after the writes). They sit in their own padded block, so two actors' tracks never share a cache line.
/// Where the OS cannot tell the CPU (not Linux or Windows, or <c>sched_getcpu</c> fails), nothing is counted and
/// <see cref="CpuMigrations.Share"/> is null: the column says n/a rather than 0.
/// </remarks>
public sealed class CpuTrack
{
    private Hot _hot;

    public CpuTrack() => _hot.LastCpu = -1;

    /// <summary>Handler runs that had a previous one to compare with.</summary>
    public long Samples => _hot.Samples;

    /// <summary>Samples whose CPU differed from the previous run's.</summary>
    public long Migrations => _hot.Migrations;

    /// <summary>Records one handler run on the calling thread's current CPU.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Record()
    {
        if (!ThreadAffinity.CurrentCpu().TryGetValue(out var cpu))
        {
            return;
        }
        var last = _hot.LastCpu;
        _hot.LastCpu = cpu;
        if (last < 0)
        {
            return;
        }
        _hot.Samples++;
        if (cpu != last)
        {
            _hot.Migrations++;
        }
    }

    [StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
    private struct Hot
    {
        [FieldOffset(CacheLine.Size)] public int LastCpu;
        [FieldOffset(CacheLine.Size + 8)] public long Samples;
        [FieldOffset(CacheLine.Size + 16)] public long Migrations;
    }
}

/// <summary>The migrations of a set of actors, and the metric a benchmark reports from them.</summary>
public static class CpuMigrations
{
    /// <summary>The reported metric's id.</summary>
    public const string MetricId = "MigrationsPercent";

    /// <summary>The reported metric's column header.</summary>
    public const string Column = "Migrations %";

    /// <summary>Null when the current CPU can be read here; otherwise why not (the column then says n/a).</summary>
    public static string? Unavailable { get; } = ThreadAffinity.CurrentCpu().Reason;

    /// <summary>Migrations ÷ samples over all <paramref name="tracks"/>; null when there is no sample (or no CPU reading).</summary>
    public static double? Share(IEnumerable<CpuTrack> tracks)
    {
        ArgumentNullException.ThrowIfNull(tracks);
        long samples = 0, migrations = 0;
        foreach (var track in tracks)
        {
            samples += track.Samples;
            migrations += track.Migrations;
        }
        return samples == 0 ? null : (double)migrations / samples;
    }

    /// <summary>
    /// Prints the "Migrations %" metric line for <paramref name="tracks"/> (every invocation of the process, warm-ups
    /// included); prints nothing when there is no sample, so the column says n/a.
    /// </summary>
    public static void Report(IEnumerable<CpuTrack> tracks)
    {
        if (Share(tracks) is { } share)
        {
            ReportedMetrics.Write(MetricId, Column, 100 * share);
        }
    }
}
