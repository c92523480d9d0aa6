using System.Diagnostics;
using PerfBuf.Experiments.Harness;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E10;

/// <summary>Creates idle actors of one implementation and stops them, counting what it created and stopped.</summary>
public interface ISpawner
{
    /// <summary>Creates <paramref name="count"/> idle actors (no message is ever sent to them).</summary>
    void Spawn(int count);

    /// <summary>Stops every live actor; returns once each has stopped. Throws <see cref="TimeoutException"/> after <paramref name="patience"/>.</summary>
    void StopAll(TimeSpan patience);

    /// <summary>Actors the implementation reports as created (started) so far.</summary>
    long Started { get; }

    /// <summary>Actors the implementation reports as stopped so far.</summary>
    long Stopped { get; }

    /// <summary>Actors created and not stopped.</summary>
    int Live { get; }
}

/// <summary>
/// The spawn-cost workload: one invocation creates N idle actors and stops them all. One operation = one actor (created
/// and stopped), so the time per operation is ns per actor and the allocation per operation is bytes per actor. The
/// created, started and stopped counts are verified; the spawn and stop phases are timed apart and reported as metrics
/// (<see cref="Report"/>). Thread crossings are counted per actor (<see cref="CountCrossings"/>): the spawner records
/// a spawn as a message's send (slot i for the i-th spawn of the invocation) and the child's first message as its hop.
/// </summary>
public sealed class SpawnRun(ISpawner spawner, int actors)
{
    /// <summary>How long a stop of N actors may take before it counts as lost.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromMinutes(1);

    private long _spawnTicks;
    private long _stopTicks;
    private long _actors;
    private bool _verified;

    /// <summary>One invocation: N actors created, then stopped; returns N.</summary>
    public long Invoke()
    {
        var started = spawner.Started;
        var stopped = spawner.Stopped;
        var count = actors - Check.Planted; // the deliberate mistake: one actor left out
        var t0 = Stopwatch.GetTimestamp();
        spawner.Spawn(count);
        var t1 = Stopwatch.GetTimestamp();
        try
        {
            spawner.StopAll(Patience);
        }
        catch (TimeoutException e)
        {
            Check.Fail(e.Message);
        }
        var t2 = Stopwatch.GetTimestamp();
        _spawnTicks += t1 - t0;
        _stopTicks += t2 - t1;
        _actors += count;
        Check.Equal(actors, spawner.Started - started, "actors started");
        Check.Equal(actors, spawner.Stopped - stopped, "actors stopped");
        Check.Equal(0, spawner.Live, "actors still live after the stop");
        _verified = true;
        return actors;
    }

    /// <summary>
    /// Runs one more invocation as the crossings counting pass (<see cref="CrossingsMetric.Count"/>, N slots, N
    /// operations), only if an earlier invocation verified; call from the benchmark's cleanup, after <see cref="Report"/>
    /// (the phase metrics then cover the timed invocations only).
    /// </summary>
    public void CountCrossings()
    {
        if (_verified)
        {
            CrossingsMetric.Count(actors, actors, () => Invoke());
        }
    }

    /// <summary>
    /// Prints the spawn and stop phases per actor, averaged over every invocation of the process (warm-ups included), as
    /// the metric lines the lab turns into columns.
    /// </summary>
    public void Report()
    {
        if (_actors == 0)
        {
            return;
        }
        var nsPerTick = 1e9 / Stopwatch.Frequency;
        ReportedMetrics.Write("SpawnNsPerActor", "Spawn ns/actor", _spawnTicks * nsPerTick / _actors);
        ReportedMetrics.Write("StopNsPerActor", "Stop ns/actor", _stopTicks * nsPerTick / _actors);
    }
}
