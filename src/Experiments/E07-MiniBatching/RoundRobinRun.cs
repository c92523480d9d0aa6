using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E07;

/// <summary>
/// E07's workload: the measuring thread sends N messages round-robin over K actors (message i to actor i mod K, its
/// payload <see cref="PayloadTable.IndexOf"/>(i)); the invocation ends when every actor has handled its N / K, and each
/// actor's count and checksum are verified against the messages it was sent.
/// </summary>
/// <remarks>Thread crossings: message i's send (the hammer's post) and its handling share slot i (consumer a's j-th
/// message is message j × K + a).</remarks>
public sealed class RoundRobinRun<TSet> : IRun
    where TSet : struct, IActorSet
{
    private readonly TSet _set;
    private readonly ActorTally[] _tallies;
    private readonly CountdownEvent _countdown;
    private readonly long[] _expected;
    private readonly int _messages;

    /// <param name="messages">N: a multiple of <paramref name="actors"/>.</param>
    public RoundRobinRun(Func<ActorTally[], TSet> start, PayloadTable table, int actors, int messages)
    {
        ArgumentNullException.ThrowIfNull(start);
        ArgumentNullException.ThrowIfNull(table);
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, actors);
        if (messages % actors != 0)
        {
            throw new ArgumentException($"{messages} messages do not divide over {actors} actors", nameof(messages));
        }
        _countdown = new CountdownEvent(0);
        _tallies = [.. Enumerable.Range(0, actors).Select(_ => new ActorTally(table, _countdown))];
        _messages = messages;
        _expected = new long[actors];
        for (var i = 0; i < messages; i++)
        {
            _expected[i % actors] += table.ResultOf(PayloadTable.IndexOf(i));
        }
        _set = start(_tallies);
    }

    /// <summary>The crossings slots an invocation needs: one per message.</summary>
    public int CrossingSlots => _messages;

    /// <summary>One invocation: N messages round-robin; returns the checksum of all actors.</summary>
    public long Invoke()
    {
        var set = _set;
        var k = _tallies.Length;
        var each = _messages / k;
        _countdown.Reset(k);
        for (var a = 0; a < k; a++)
        {
            _tallies[a].Arm(each, firstSlot: a, slotStride: k);
        }
        var crossings = Crossings.Active;
        for (var i = 0; i < _messages; i++)
        {
            crossings?.Send(i);
            set.Post(i % k, PayloadTable.IndexOf(i));
        }
        _countdown.WaitOrFail(() => ActorTally.Laggards(_tallies, each));
        return ActorTally.VerifyAll(_tallies, each, _expected);
    }

    public void Dispose()
    {
        _set.Stop();
        _countdown.Dispose();
    }
}
