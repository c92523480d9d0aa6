namespace PerfBuf.Experiments.Harness;

/// <summary>Stops actors (draining) and rethrows the first fault; a stop that hangs is an error, not a wait.</summary>
public static class ActorStop
{
    public static void All(IEnumerable<Task> stops)
    {
        var tasks = stops.ToArray();
        if (!Task.WaitAll(tasks, TimeSpan.FromMinutes(1)))
        {
            Check.Fail($"{tasks.Count(t => !t.IsCompleted)} of {tasks.Length} actors did not stop within a minute");
        }
    }
}
