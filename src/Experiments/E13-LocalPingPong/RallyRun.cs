using PerfBuf.Experiments.Harness;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E13;

/// <summary>
/// One pair's record of an invocation, and its ping's rally function (<see cref="Rally"/>): the ping calls
/// <see cref="Play"/> with <see cref="Rally.Serve"/> when the pair is served and with each echoed sequence number; the
/// tally counts and sums the echoes, and when the whole batch in flight is back it answers with the first sequence
/// number of the next batch, until M round trips are done, then signals the invocation's countdown.
/// </summary>
/// <remarks>
/// Only the pair's ping calls <see cref="Play"/>, one message at a time, and each call happens after the previous one
/// (the mailbox's release/acquire hand-over between runs, or an Orleans activation's turns): the fields are plain.
/// The runner arms them before it serves the pair (the serve's send publishes them) and reads them after the
/// countdown (an interlocked decrement and an event) that the last echo of every pair signals.
/// </remarks>
public sealed class PairTally
{
    private readonly CountdownEvent _done;
    private int _roundTrips; // M: sequence numbers 0 … M − 1 go out and must come back
    private int _sent;       // sequence numbers sent so far: the next batch starts here
    private int _waiting;    // echoes of the batch in flight not back yet
    private long _echoes;
    private long _sum;
    private int _plant;

    /// <param name="batch">B: sequence numbers a ping sends at once.</param>
    /// <param name="done">Signalled once when the pair's last echo is back.</param>
    public PairTally(int batch, CountdownEvent done)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(batch, 1);
        ArgumentNullException.ThrowIfNull(done);
        Batch = batch;
        _done = done;
        Function = Play;
    }

    /// <summary>B.</summary>
    public int Batch { get; }

    /// <summary><see cref="Play"/> as the rally function the peers' adapters take (one delegate, made once).</summary>
    public Func<int, int> Function { get; }

    /// <summary>Echoes received in this invocation (any, including one that came back when none was awaited).</summary>
    public long Echoes => Volatile.Read(ref _echoes);

    /// <summary>The sum of the echoed sequence numbers.</summary>
    public long Sum => Volatile.Read(ref _sum);

    /// <summary>Sequence numbers sent so far in this invocation.</summary>
    public int Sent => Volatile.Read(ref _sent);

    /// <summary>Expects M = <paramref name="roundTrips"/> round trips (a multiple of B); call before serving the pair.</summary>
    public void Arm(int roundTrips)
    {
        if (roundTrips < Batch || roundTrips % Batch != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(roundTrips), roundTrips, $"M must be a positive multiple of the batch B = {Batch}.");
        }
        _roundTrips = roundTrips;
        _sent = 0;
        _waiting = 0;
        _echoes = 0;
        _sum = 0;
        _plant = Check.Planted; // the deliberate mistake: the first batch goes out shifted by one sequence number
    }

    /// <summary>
    /// The rally function: <paramref name="sequence"/> is <see cref="Rally.Serve"/> (start the pair) or an echoed
    /// sequence number. Returns the first sequence number of the batch to send now, or −1 to send nothing.
    /// </summary>
    public int Play(int sequence)
    {
        if (sequence == Rally.Serve)
        {
            return NextBatch();
        }
        _echoes++;
        _sum += sequence;
        if (_waiting == 0)
        {
            return -1; // nothing was awaited: counted, so the count check catches it
        }
        if (--_waiting > 0)
        {
            return -1;
        }
        if (_sent >= _roundTrips)
        {
            _done.Signal();
            return -1;
        }
        return NextBatch();
    }

    private int NextBatch()
    {
        var first = _sent + _plant;
        _plant = 0;
        _sent += Batch;
        _waiting = Batch;
        return first;
    }

    /// <summary>Σ s for s = 0 … M − 1: what M round trips' echoes sum to.</summary>
    public static long SumOf(int roundTrips) => (long)roundTrips * (roundTrips - 1) / 2;
}

/// <summary>One implementation of the batched ping-pong: P pairs of a ping and a pong, started; the run serves them.</summary>
internal interface IPingPongRow : IAsyncDisposable
{
    /// <summary>What the row is, for error messages.</summary>
    string Name { get; }

    /// <summary>Sends pair <paramref name="pair"/>'s ping its start message (from outside the pair).</summary>
    void Serve(int pair);

    /// <summary>After the last echo: waits for whatever the row still holds of the invocation (Orleans: the calls that
    /// served the pings) for at most <paramref name="patience"/>; nothing for an actor row.</summary>
    void Settle(TimeSpan patience);
}

/// <summary>
/// E13's invocation: R round trips over P pairs (M = R / P each, in batches of B): every pair is served, every ping
/// sends batches and its pong echoes each message, and when every pair's last echo is back each pair's count (M) and
/// checksum (Σ s = M(M − 1)/2) are verified. A wrong count or sum, or a pair that does not finish within the patience,
/// fails the invocation (it never reports a number).
/// </summary>
internal sealed class RallyRun : IRun
{
    /// <summary>How long an invocation may take before its missing echoes count as lost.</summary>
    public static readonly TimeSpan DefaultPatience = TimeSpan.FromMinutes(2);

    private readonly PairTally[] _pairs;
    private readonly CountdownEvent _done = new(0);
    private readonly IPingPongRow _row;
    private readonly TimeSpan _patience;
    private readonly Func<string> _progress;
    private bool _disposed;

    /// <param name="start">Starts the row's P pairs; pair i's ping plays with tally i.</param>
    /// <param name="pairs">P, at least 1.</param>
    /// <param name="batch">B, at least 1.</param>
    /// <param name="roundTrips">R, all pairs together: a positive multiple of P × B, so every pair plays whole batches.</param>
    /// <param name="patience">How long an invocation may take (<see cref="DefaultPatience"/> when null).</param>
    public RallyRun(Func<IReadOnlyList<PairTally>, IPingPongRow> start, int pairs, int batch, int roundTrips, TimeSpan? patience = null)
    {
        ArgumentNullException.ThrowIfNull(start);
        ArgumentOutOfRangeException.ThrowIfLessThan(pairs, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(batch, 1);
        if (roundTrips < 1 || roundTrips % ((long)pairs * batch) != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(roundTrips), roundTrips,
                $"R must be a positive multiple of P × B = {pairs} × {batch}, so that every pair plays whole batches.");
        }
        _patience = patience ?? DefaultPatience;
        _progress = Progress; // made once: an invocation allocates nothing of its own
        PerPair = roundTrips / pairs;
        _pairs = [.. Enumerable.Range(0, pairs).Select(_ => new PairTally(batch, _done))];
        try
        {
            _row = start(_pairs);
        }
        catch
        {
            _done.Dispose();
            throw;
        }
    }

    /// <summary>
    /// The crossings slot of the ball with sequence number <paramref name="sequence"/> of pair <paramref name="pair"/>:
    /// pair × B + sequence mod B (unique in flight: a pair's B balls in flight have B consecutive sequence numbers).
    /// The peers' adapters use the same formula.
    /// </summary>
    public static int CrossingSlot(int pair, int batch, int sequence) => pair * batch + sequence % batch;

    /// <summary>The crossings slots an invocation of <paramref name="pairs"/> pairs with batches of <paramref name="batch"/> needs.</summary>
    public static int CrossingSlots(int pairs, int batch) => checked(pairs * batch);

    /// <summary>The row played.</summary>
    public IPingPongRow Row => _row;

    /// <summary>M: round trips per pair and invocation.</summary>
    public int PerPair { get; }

    /// <summary>The pairs' records.</summary>
    public IReadOnlyList<PairTally> Pairs => _pairs;

    /// <summary>Serves every pair, waits for every last echo and checks each pair's count and sum; returns the sum of all.</summary>
    public long Invoke()
    {
        _done.Reset(_pairs.Length);
        foreach (var pair in _pairs)
        {
            pair.Arm(PerPair);
        }
        for (var i = 0; i < _pairs.Length; i++)
        {
            _row.Serve(i);
        }
        _done.WaitOrFail(_progress, _patience);
        _row.Settle(_patience);
        long total = 0;
        for (var i = 0; i < _pairs.Length; i++)
        {
            var pair = _pairs[i];
            Check.Equal(PerPair, pair.Echoes, $"{_row.Name}, pair {i}: echoes");
            Check.Equal(PairTally.SumOf(PerPair), pair.Sum, $"{_row.Name}, pair {i}: sum of the echoed sequence numbers (M(M − 1)/2)");
            total += pair.Sum;
        }
        return total;
    }

    private string Progress() =>
        $"{_row.Name}: echoes of M = {PerPair} per pair so far: " +
        string.Join(", ", _pairs.Select((p, i) => $"#{i} {p.Echoes} (sent {p.Sent})").Take(12));

    /// <summary>Stops the row (bounded: a stop that hangs is an error).</summary>
    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }
        _disposed = true;
        try
        {
            ActorStop.All([_row.DisposeAsync().AsTask()]);
        }
        finally
        {
            _done.Dispose();
        }
    }
}
