using System.Runtime.CompilerServices;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E13;

/// <summary>
/// The message of the runtime rows: a sequence number and the actor to echo it to (the ping that sent it; none on an
/// echo or a serve). A struct of 16 bytes, copied into the mailbox's ring: a message allocates nothing.
/// </summary>
public readonly struct Ball(int sequence, ActorRef<Ball>? returnTo)
{
    /// <summary>The sequence number, or <see cref="Rally.Serve"/> on a ping's start message.</summary>
    public int Sequence { get; } = sequence;

    /// <summary>Where a pong echoes the ball: its sender.</summary>
    public ActorRef<Ball>? ReturnTo { get; } = returnTo;
}

/// <summary>A pong: echoes every ball to the actor it names (as Proto.Actor's pong replies to the PID in the message);
/// its handling is the ball's hop in pair <paramref name="pair"/>'s crossings slots (<see cref="RallyRun.CrossingSlot"/>).</summary>
public readonly struct PongHandler(int pair, int batch) : IHandler<Ball>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in Ball ball)
    {
        Crossings.Active?.Hop(RallyRun.CrossingSlot(pair, batch, ball.Sequence));
        ball.ReturnTo!.Tell(new Ball(ball.Sequence, null));
    }
}

/// <summary>The two actors of a pair, set right after both are spawned and before the pair is first served (the
/// serve's Tell publishes them to the ping's runs).</summary>
public sealed class RuntimePair(int index)
{
    /// <summary>The pair's index (its crossings slots, <see cref="RallyRun.CrossingSlot"/>).</summary>
    public int Index { get; } = index;

    public ActorRef<Ball> Ping { get; set; } = null!;

    public ActorRef<Ball> Pong { get; set; } = null!;
}

/// <summary>A ping: hands each message to its pair's rally function and sends the batch it answers with, each ball
/// naming the ping as the actor to echo it to. Crossings: an echo's handling is its ball's last hop, a ball's send its
/// first (<see cref="RallyRun.CrossingSlot"/>); the serve is no ball of the workload.</summary>
public readonly struct PingHandler(PairTally tally, RuntimePair pair) : IHandler<Ball>
{
    public void Handle(in Ball ball)
    {
        var crossings = Crossings.Active;
        if (crossings is not null && ball.Sequence != Rally.Serve)
        {
            crossings.Hop(RallyRun.CrossingSlot(pair.Index, tally.Batch, ball.Sequence));
        }
        var first = tally.Play(ball.Sequence);
        if (first < 0)
        {
            return;
        }
        var pong = pair.Pong;
        var self = pair.Ping;
        var end = first + tally.Batch;
        for (var sequence = first; sequence < end; sequence++)
        {
            crossings?.Send(RallyRun.CrossingSlot(pair.Index, tally.Batch, sequence));
            pong.Tell(new Ball(sequence, self));
        }
    }
}

/// <summary>
/// Ours: P pairs of actors of the lab's runtime (<see cref="ActorSystem"/>) on one scheduler (<see cref="RuntimeHost"/>:
/// the .NET thread pool or an affine pool), spawned ping, pong, ping, pong… with the host's options (unbounded mailbox,
/// no supervisor) and a run budget of <see cref="Throughput"/>. Keys: the spawn numbers (the default: a pair's two
/// actors get consecutive keys, so an affine pool runs them on different workers), or with <c>keyPerPair</c> the pair's
/// index for both (an affine pool runs the pair on one worker; pairs spread round-robin over the workers).
/// </summary>
internal sealed class RuntimeRallyRow : IPingPongRow
{
    /// <summary>Messages a run hands to the handler before it requeues itself: the peers' dispatcher setting (Proto.Actor's).</summary>
    public const int Throughput = 300;

    private readonly RuntimeHost _host;
    private readonly RuntimePair[] _pairs;

    private RuntimeRallyRow(string name, RuntimeHost host, RuntimePair[] pairs)
    {
        Name = name;
        _host = host;
        _pairs = pairs;
    }

    /// <summary>Spawns one ping and one pong per tally on <paramref name="host"/>; the row owns the host and shuts it down.</summary>
    /// <param name="keyPerPair">True: both actors of pair i get key i (on an affine pool, one worker per pair); false:
    /// the default keys, the spawn numbers.</param>
    public static RuntimeRallyRow Start(string name, IReadOnlyList<PairTally> tallies, RuntimeHost host, bool keyPerPair = false)
    {
        ArgumentNullException.ThrowIfNull(tallies);
        ArgumentNullException.ThrowIfNull(host);
        var shared = host.Options with { Throughput = Throughput };
        var pairs = new RuntimePair[tallies.Count];
        try
        {
            for (var i = 0; i < pairs.Length; i++)
            {
                var options = keyPerPair ? shared with { Key = i } : shared;
                var tally = tallies[i];
                var pair = new RuntimePair(i);
                pair.Ping = host.System.Spawn<Ball, PingHandler>(() => new PingHandler(tally, pair), options);
                pair.Pong = host.System.Spawn<Ball, PongHandler>(() => new PongHandler(pair.Index, tally.Batch), options);
                pairs[i] = pair;
            }
        }
        catch
        {
            host.Dispose();
            throw;
        }
        return new RuntimeRallyRow(name, host, pairs);
    }

    public string Name { get; }

    /// <summary>The system the pairs live in (its live count is 0 once the row is disposed).</summary>
    public ActorSystem System => _host.System;

    /// <summary>Where the pairs' runs execute.</summary>
    public RuntimeHost Host => _host;

    /// <summary>The pairs' actors.</summary>
    public IReadOnlyList<RuntimePair> Pairs => _pairs;

    public void Serve(int pair) => _pairs[pair].Ping.Tell(new Ball(Rally.Serve, null));

    public void Settle(TimeSpan patience)
    {
    }

    /// <summary>Stops every actor (draining) and the scheduler the host owns; a faulted actor fails the stop.</summary>
    public ValueTask DisposeAsync()
    {
        try
        {
            _host.Dispose();
        }
        finally
        {
            ActorStop.All(_pairs.SelectMany(p => new Task[] { p.Ping.Completion, p.Pong.Completion }));
        }
        return ValueTask.CompletedTask;
    }
}
