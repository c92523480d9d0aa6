using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The seed's fan-out workload: one hammer (the measuring thread) sends every one of N messages to all T actors;
/// each actor works on every message (<see cref="PayloadTable"/>); the invocation ends when all T actors have
/// handled N messages, and every actor's count and checksum are verified.
/// </summary>
/// <remarks>
/// Thread crossings: each delivery (message i to actor a) is a message of its own, in slot i × T + a: the hammer
/// records its send, the actor its handling (<see cref="ActorTally"/>). The fan-out benchmarks time one invocation per
/// operation, so they count per invocation (<c>run.Counted(operations: 1, run.CrossingSlots)</c>) and their tables
/// divide by the N × T deliveries, as they do work items.
/// </remarks>
public sealed class FanOutRun<TSet> : IRun
    where TSet : struct, IActorSet
{
    private readonly TSet _set;
    private readonly ActorTally[] _tallies;
    private readonly CountdownEvent _countdown;
    private readonly long _expected;
    private readonly int _messages;

    public FanOutRun(Func<ActorTally[], TSet> start, PayloadTable table, int actors, int messages)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 1);
        _countdown = new CountdownEvent(0);
        _tallies = [.. Enumerable.Range(0, actors).Select(_ => new ActorTally(table, _countdown))];
        _set = start(_tallies);
        _messages = messages;
        _expected = table.Expected(messages);
    }

    /// <summary>The crossings slots an invocation needs: one per delivery.</summary>
    public int CrossingSlots => checked(_messages * _tallies.Length);

    /// <summary>One invocation: N messages to each of the T actors; returns the checksum of all actors.</summary>
    public long Invoke()
    {
        var set = _set;
        var actors = _tallies.Length;
        _countdown.Reset(actors);
        for (var a = 0; a < actors; a++)
        {
            _tallies[a].Arm(_messages, firstSlot: a, slotStride: actors);
        }
        var crossings = Crossings.Active;
        for (var i = 0; i < _messages; i++)
        {
            var message = PayloadTable.IndexOf(i);
            for (var a = 0; a < actors; a++)
            {
                crossings?.Send(i * actors + a);
                set.Post(a, message);
            }
        }
        _countdown.WaitOrFail(() => ActorTally.Laggards(_tallies, _messages));
        return ActorTally.VerifyAll(_tallies, _messages, _expected);
    }

    public void Dispose()
    {
        _set.Stop();
        _countdown.Dispose();
    }
}
