namespace PerfBuf.Experiments.Harness;

/// <summary>T actors of one implementation behind one struct, so the hammer's loop is specialised per design.</summary>
public interface IActorSet
{
    int Count { get; }

    void Post(int actor, int message);

    /// <summary>Stops every actor, draining; throws if any faulted.</summary>
    void Stop();
}
