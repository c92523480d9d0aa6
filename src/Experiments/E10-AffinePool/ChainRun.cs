using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E10;

/// <summary>K actors of one implementation in a ring, behind one struct, so the chain's loop is specialised per design.</summary>
public interface IActorRing
{
    /// <summary>K.</summary>
    int Count { get; }

    /// <summary>Sends <paramref name="token"/> to actor 0 from outside the ring.</summary>
    void Inject(long token);

    /// <summary>Stops every actor, draining; throws if any faulted.</summary>
    void Stop();
}

/// <summary>
/// What the chain's actors share in one invocation: the token's target, each actor's deliveries, the token's final
/// value and the signal that ends the invocation. Actor i calls <see cref="Hop"/> with each token it receives and
/// forwards what it returns to actor (i + 1) mod K.
/// </summary>
/// <remarks>
/// One token is in flight, so exactly one actor at a time calls <see cref="Hop"/>, and each call happens after the
/// previous one (the token travels through the mailboxes' release/acquire hand-overs): the fields are plain. The
/// runner arms them before it injects the token (the injection publishes them) and reads them after the countdown
/// (an interlocked decrement and an event) that the last hop signals.
/// Thread crossings: the token is one message whose journey is the whole invocation, in slot
/// <see cref="CrossingSlot"/>: the runner records its send (the injection), and every <see cref="Hop"/> — a forward
/// received, on the receiving actor's thread — records a hop.
/// </remarks>
public sealed class ChainTally
{
    private readonly long[] _delivered;
    private readonly CpuTrack[] _tracks;
    private readonly CountdownEvent _done = new(0);
    private long _target;
    private long _final;
    private long _plant;
    private Crossings? _crossings;

    /// <summary>The crossings slot of the token (one token in flight).</summary>
    public const int CrossingSlot = 0;

    /// <param name="actors">K.</param>
    public ChainTally(int actors)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        _delivered = new long[actors];
        _tracks = [.. Enumerable.Range(0, actors).Select(_ => new CpuTrack())];
    }

    /// <summary>K.</summary>
    public int Count => _delivered.Length;

    /// <summary>Each actor's migrations (one sample per token it handles).</summary>
    public IReadOnlyList<CpuTrack> Tracks => _tracks;

    /// <summary>Tokens actor <paramref name="actor"/> received in this invocation.</summary>
    public long Delivered(int actor) => _delivered[actor];

    /// <summary>The token's value when the last actor stopped it.</summary>
    public long Final => _final;

    /// <summary>Expects the token to travel until it reaches <paramref name="target"/>; call before injecting token 1.</summary>
    public void Arm(long target)
    {
        Array.Clear(_delivered);
        _final = 0;
        _target = target;
        _plant = Check.Planted; // the deliberate mistake: one token is forwarded as if a hop had happened twice
        _crossings = Crossings.Active;
        _done.Reset(1);
    }

    /// <summary>
    /// Actor <paramref name="actor"/> received <paramref name="token"/>: counts it, and returns the token to forward
    /// (token + 1), or −1 when the token has reached the target (the invocation is then over).
    /// </summary>
    public long Hop(int actor, long token)
    {
        _crossings?.Hop(CrossingSlot);
        _tracks[actor].Record();
        _delivered[actor]++;
        if (token >= _target)
        {
            _final = token;
            _done.Signal();
            return -1;
        }
        return token + 1 + (token == 1 ? _plant : 0);
    }

    /// <summary>Waits for the last hop; a lost token fails the run after the countdown's deadline.</summary>
    public void Wait() => _done.WaitOrFail(() => $"the token did not come back: deliveries so far {string.Join(", ", _delivered.Select((d, i) => $"#{i} {d}").Take(8))}");

    /// <summary>Tokens actor <paramref name="actor"/> receives when tokens 1…<paramref name="target"/> go round K actors.</summary>
    public static long ExpectedDeliveries(int actor, int actors, long target) =>
        actor <= target - 1 ? (target - 1 - actor) / actors + 1 : 0;

    internal void DisposeSignal() => _done.Dispose();
}

/// <summary>
/// The chain workload: K actors in a ring pass one token; the token starts at 1 at actor 0, and each actor forwards
/// token + 1 to the next until the token reaches M. One invocation = M deliveries, each a hand-over from one actor to
/// the next (the first from the measuring thread). The token's final value, the total deliveries and every actor's
/// share of them are verified. Thread crossings are counted per delivery, in one slot (<see cref="ChainTally"/>):
/// <c>run.Counted(hops, 1)</c>.
/// </summary>
public sealed class ChainRun<TRing> : IRun
    where TRing : struct, IActorRing
{
    private readonly TRing _ring;
    private readonly ChainTally _tally;
    private readonly long _hops;

    /// <param name="start">Starts the ring's K actors; actor i calls <see cref="ChainTally.Hop"/> with the tally it is given.</param>
    /// <param name="actors">K, at least 1.</param>
    /// <param name="hops">M, the deliveries per invocation, at least 1.</param>
    public ChainRun(Func<ChainTally, TRing> start, int actors, long hops)
    {
        ArgumentNullException.ThrowIfNull(start);
        ArgumentOutOfRangeException.ThrowIfLessThan(hops, 1);
        _tally = new ChainTally(actors);
        _ring = start(_tally);
        _hops = hops;
    }

    /// <summary>The shared record (migrations, deliveries).</summary>
    public ChainTally Tally => _tally;

    /// <summary>One invocation: token 1 in, M deliveries round the ring; returns the token's final value.</summary>
    public long Invoke()
    {
        _tally.Arm(_hops);
        Crossings.Active?.Send(ChainTally.CrossingSlot);
        _ring.Inject(1);
        _tally.Wait();
        Check.Equal(_hops, _tally.Final, "the token's value when it stopped");
        long total = 0;
        for (var a = 0; a < _tally.Count; a++)
        {
            total += _tally.Delivered(a);
        }
        Check.Equal(_hops, total, "deliveries of the token");
        for (var a = 0; a < _tally.Count; a++)
        {
            Check.Equal(ChainTally.ExpectedDeliveries(a, _tally.Count, _hops), _tally.Delivered(a), $"actor {a}: deliveries");
        }
        return _tally.Final;
    }

    public void Dispose()
    {
        _ring.Stop();
        _tally.DisposeSignal();
    }
}
