using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Who posts in a <see cref="SeedFaithfulRun{TSet}"/>: the producer threads the seed's tables had. Either way the
/// producers are long-lived hammer threads made with the run (the seed made its hammers in <c>[GlobalSetup]</c>) and
/// stopped when it is disposed; the measuring thread releases them and spins until every actor has handled N.
/// </summary>
public enum SeedProducers
{
    /// <summary>
    /// One hammer thread posts every message to every actor, message i to actor 0, 1, … T − 1 in turn (seed 004's
    /// tables 2, 3 and 5).
    /// </summary>
    OneHammer,

    /// <summary>One hammer thread per actor, each posting every message to its own actor (seed 004's table 6).</summary>
    HammerPerActor,
}

/// <summary>
/// The seed's fan-out as its program ran it (seed 004, read from its source; results/reference/README.md): each timed
/// invocation makes its T actors (with their threads or loops), releases the long-lived hammer thread(s) made with the
/// run, which post N messages to every actor, message i carrying a payload of its own
/// (<see cref="PayloadTable.PerMessage"/>: distinct arrays, made once, read from memory rather than from the caches),
/// and spins until every actor has handled N. Every actor's count and checksum are verified; under
/// <see cref="Check.PlantFault"/> message 0 carries payload 1, which the checksums catch.
/// </summary>
/// <remarks>
/// <para>
/// The lab's own rows (<see cref="FanOutRun{TSet}"/>) post from the measuring thread, start their actors in setup and
/// cycle 64 cache-resident payloads. Here, as in the seed's program, the measuring thread only starts the hammers and
/// waits, busy: it spins on the invocation's countdown (<see cref="CountdownWait.SpinOrFail"/>: a SpinWait that
/// yields its core now and then but never sleeps or blocks), where the seed's spun on a counter its actors
/// incremented. Once the countdown is done it joins the hammers (each is past its last post by then) and stops the
/// actors.
/// </para>
/// <para>
/// One difference from the seed remains, stated: the invocation stops its actors (a draining stop, threads joined)
/// before it returns, inside the timed region, where the seed's left its actors' threads parked for good.
/// Thread crossings: each delivery (message i to actor a) is a message of its own, in slot i × T + a: whoever sends it
/// (the hammer thread) records the send, the actor its handling (<see cref="ActorTally"/>), as in
/// <see cref="FanOutRun{TSet}"/>.
/// </para>
/// </remarks>
public sealed class SeedFaithfulRun<TSet> : IRun
    where TSet : struct, IActorSet
{
    private readonly Func<ActorTally[], TSet> _start;
    private readonly PayloadTable _table;
    private readonly ActorTally[] _tallies;
    private readonly CountdownEvent _countdown;
    private readonly int _messages;
    private readonly WorkerGroup _hammers;

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
        _hammers = producers switch
        {
            SeedProducers.OneHammer => new WorkerGroup([new BenchWorker("SeedHammer", _ => PostToEveryActor())]),
            SeedProducers.HammerPerActor => new WorkerGroup([.. Enumerable.Range(0, actors).Select(a => new BenchWorker($"SeedHammer#{a}", _ => PostToOwnActor(a)))]),
            _ => throw new ArgumentOutOfRangeException(nameof(producers), producers, null),
        };
    }

    /// <summary>The crossings slots an invocation needs: one per delivery.</summary>
    public int CrossingSlots => checked(_messages * _tallies.Length);

    /// <summary>
    /// One invocation: makes the actors, releases the hammer(s), spins until every actor has handled N, joins the
    /// hammers, stops the actors; returns the checksum of all actors.
    /// </summary>
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
        var handled = false;
        try
        {
            _hammers.StartAll();
            _countdown.SpinOrFail(() => ActorTally.Laggards(_tallies, _messages), _hammers.ThrowIfFaulted);
            _hammers.JoinAll(); // every actor has handled its last message, so every hammer is past its last post
            handled = true;
        }
        finally
        {
            var set = _set;
            _set = default;
            if (handled)
            {
                set.Stop();
            }
            else
            {
                StopAfterFailure(set);
            }
        }
        return ActorTally.VerifyAll(_tallies, _messages, _table.Expected(_messages));
    }

    /// <summary>
    /// The invocation failed (a hammer threw, or the actors did not finish in time): the actors are stopped first,
    /// which refuses the posts of a hammer still sending or waiting for room so that it returns, then the hammers are
    /// waited for without rethrowing (their failure, if any, follows from the one being reported).
    /// </summary>
    private void StopAfterFailure(TSet set)
    {
        try
        {
            set.Stop();
        }
        finally
        {
            _hammers.WaitAll();
        }
    }

    /// <summary>The one hammer's job: message i to every actor in turn, for every message.</summary>
    private void PostToEveryActor()
    {
        var set = _set;
        var crossings = _crossings;
        var planted = _planted;
        var actors = _tallies.Length;
        for (var i = 0; i < _messages; i++)
        {
            var message = PayloadTable.PerMessageIndex(i, planted);
            for (var a = 0; a < actors; a++)
            {
                crossings?.Send(i * actors + a);
                set.Post(a, message);
            }
        }
    }

    /// <summary>Hammer <paramref name="actor"/>'s job: every message to its own actor.</summary>
    private void PostToOwnActor(int actor)
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
        _hammers.Dispose();
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
