using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// What the silo's rally grains read: each pair's rally function (<see cref="Rally"/>), by grain key, and the batch.
/// One instance per silo, registered as a singleton service by <see cref="OrleansLocalPingPong"/>.
/// </summary>
public sealed class RallyBook(IReadOnlyList<Func<int, int>> rallies, int batch)
{
    /// <summary>B: calls a ping has in flight at once.</summary>
    public int Batch { get; } = batch;

    /// <summary>The rally function of pair <paramref name="key"/>.</summary>
    public Func<int, int> RallyOf(long key) => rallies[checked((int)key)];

    /// <summary>
    /// The crossings slot (<see cref="Crossings"/>) of call <paramref name="sequence"/> of pair <paramref name="key"/>:
    /// key × B + sequence mod B (unique in flight: a pair's B calls have B consecutive sequence numbers).
    /// </summary>
    public int CrossingSlot(long key, int sequence) => checked((int)key) * Batch + sequence % Batch;
}

/// <summary>
/// A ping grain: for each batch the rally function answers with, it calls its pong grain once per sequence number (the
/// whole batch in flight), then awaits the calls in order and hands each echo to the rally function. Its code runs in
/// the activation's turns (no <c>ConfigureAwait(false)</c>: it stays on the grain's scheduler), one at a time, as a
/// ping actor's does. Crossings: a call's send, its handling by the pong and its response's handling here (after the
/// await) are one journey (<see cref="RallyBook.CrossingSlot"/>).
/// </summary>
public sealed class RallyPingGrain(RallyBook book) : Grain, IRallyPingGrain
{
    private ValueTask<int>[] _calls = [];

    /// <inheritdoc />
    public async Task Play()
    {
        var key = this.GetPrimaryKeyLong();
        var rally = book.RallyOf(key);
        var batch = book.Batch;
        var pong = GrainFactory.GetGrain<IRallyPongGrain>(key);
        if (_calls.Length != batch)
        {
            _calls = new ValueTask<int>[batch];
        }
        var crossings = Crossings.Active;
        var first = rally(Rally.Serve);
        while (first >= 0)
        {
            var sent = first;
            for (var i = 0; i < batch; i++)
            {
                crossings?.Send(book.CrossingSlot(key, sent + i));
                _calls[i] = pong.Echo(sent + i);
            }
            first = -1;
            for (var i = 0; i < batch; i++)
            {
                var echo = await _calls[i];
                crossings?.Hop(book.CrossingSlot(key, sent + i));
                var next = rally(echo);
                _calls[i] = default;
                if (next >= 0)
                {
                    first = next;
                }
            }
        }
    }
}

/// <summary>A pong grain: answers synchronously (no await, so whether it were reentrant would change nothing; it keeps
/// Orleans' default, one call at a time); its handling is the call's hop (<see cref="RallyBook.CrossingSlot"/>).</summary>
public sealed class RallyPongGrain(RallyBook book) : Grain, IRallyPongGrain
{
    /// <inheritdoc />
    public ValueTask<int> Echo(int sequence)
    {
        Crossings.Active?.Hop(book.CrossingSlot(this.GetPrimaryKeyLong(), sequence));
        return ValueTask.FromResult(sequence);
    }
}
