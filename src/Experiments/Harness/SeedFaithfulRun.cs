using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>Who posts in a <see cref="SeedFaithfulRun{TSet}"/>: the producer threads the seed's tables had.</summary>
public enum SeedProducers
{
    /// <summary>One hammer posts every message to every actor (seed 004's tables 2, 3 and 5): here the measuring thread.</summary>
    OneHammer,

    /// <summary>
    /// One hammer thread per actor, each posting every message to its own actor (seed 004's table 6): long-lived
    /// threads started with the run (the seed's hammers were made in its setup too); the measuring thread waits.
    /// </summary>
    HammerPerActor,
}

/// <summary>
/// The seed's fan-out as its program ran it (seed 004, read from its source; results/reference/README.md): each timed
/// invocation makes its T actors (with their threads or loops), the hammer(s) post N messages to every actor, message i
/// carrying a payload of its own (<see cref="PayloadTable.PerMessage"/>: distinct arrays, made once, read from memory
/// rather than from the caches), and the invocation ends when every actor has handled N. Every actor's count and
/// checksum are verified; under <see cref="Check.PlantFault"/> message 0 carries payload 1, which the checksums catch.
/// </summary>
/// <remarks>
/// The lab's own rows (<see cref="FanOutRun{TSet}"/>) start their actors in setup and cycle 64 cache-resident payloads.
/// One difference from the seed remains, stated: the invocation stops its actors (a draining stop, threads joined)
/// before it returns, inside the timed region, where the seed's left its actors' threads parked for good.
/// Thread crossings: each delivery (message i to actor a) is a message of its own, in slot i × T + a: its sender
/// records the send, the actor its handling (<see cref="ActorTally"/>), as in <see cref="FanOutRun{TSet}"/>.
/// </remarks>
public sealed class SeedFaithfulRun<TSet> : IRun
    where TSet : struct, IActorSet
{
    private readonly Func<ActorTally[], TSet> _start;
    private readonly PayloadTable _table;
    private readonly ActorTally[] _tallies;
    private readonly CountdownEvent _countdown;
    private readonly int _messages;
    private readonly WorkerGroup? _hammers;

    // The invocation's actors and switches: written by the measuring thread before it starts the hammers (the
    // workers' semaphore release publishes them), read by the hammer threads.
    private TSet _set;
    private Crossings? _crossings;
    private int _planted;

    /// <param name="table">A <see cref="PayloadTable.PerMessage"/> table: an invocation sends one message per payload.</param>
    public SeedFaithfulRun(Func<ActorTally[], TSet> start, PayloadTable table, int actors, SeedProducers producers)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        _start = start;
        _table = table;
        _messages = table.Count;
        _countdown = new CountdownEvent(0);
        _tallies = [.. Enumerable.Range(0, actors).Select(_ => new ActorTally(table, _countdown))];
        if (producers == SeedProducers.HammerPerActor)
        {
            _hammers = new WorkerGroup([.. Enumerable.Range(0, actors).Select(a => new BenchWorker($"SeedHammer#{a}", _ => PostAll(a)))]);
        }
    }

    /// <summary>The crossings slots an invocation needs: one per delivery.</summary>
    public int CrossingSlots => checked(_messages * _tallies.Length);

    /// <summary>One invocation: makes the actors, N messages to each, waits, stops them; returns the checksum of all actors.</summary>
    public long Invoke()
    {
        var actors = _tallies.Length;
        _countdown.Reset(actors);
        for (var a = 0; a < actors; a++)
        {
            _tallies[a].Arm(_messages, firstSlot: a, slotStride: actors);
        }
        _crossings = Crossings.Active;
        _planted = Check.Planted;
        _set = _start(_tallies); // the actors and their threads are made inside the timed invocation, as the seed's were
        try
        {
            if (_hammers is null)
            {
                var set = _set;
                var crossings = _crossings;
                for (var i = 0; i < _messages; i++)
                {
                    var message = PayloadTable.PerMessageIndex(i, _planted);
                    for (var a = 0; a < actors; a++)
                    {
                        crossings?.Send(i * actors + a);
                        set.Post(a, message);
                    }
                }
            }
            else
            {
                _hammers.StartAll();
                _hammers.JoinAll();
            }
            _countdown.WaitOrFail(() => ActorTally.Laggards(_tallies, _messages));
        }
        finally
        {
            var set = _set;
            _set = default;
            set.Stop();
        }
        return ActorTally.VerifyAll(_tallies, _messages, _table.Expected(_messages));
    }

    /// <summary>Hammer <paramref name="actor"/>'s job: every message to its own actor.</summary>
    private void PostAll(int actor)
    {
        var set = _set;
        var crossings = _crossings;
        var planted = _planted;
        var actors = _tallies.Length;
        for (var i = 0; i < _messages; i++)
        {
            crossings?.Send(i * actors + actor);
            set.Post(actor, PayloadTable.PerMessageIndex(i, planted));
        }
    }

    public void Dispose()
    {
        _hammers?.Dispose();
        _countdown.Dispose();
    }
}

/// <summary>Seed-faithful runs as the benchmark classes hold them.</summary>
public static class SeedFaithfulRun
{
    /// <summary>
    /// A <see cref="SeedFaithfulRun{TSet}"/> of <paramref name="actors"/> actors over <paramref name="table"/>'s
    /// messages that counts its crossings at cleanup, over <paramref name="operations"/> operations per invocation (1:
    /// one operation = one invocation, the fan-out tables' unit; the message count: per message).
    /// </summary>
    public static IRun Counted<TSet>(Func<ActorTally[], TSet> start, PayloadTable table, int actors, SeedProducers producers, long operations = 1)
        where TSet : struct, IActorSet
    {
        var run = new SeedFaithfulRun<TSet>(start, table, actors, producers);
        return run.Counted(operations, run.CrossingSlots);
    }
}
