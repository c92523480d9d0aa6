using PerfBuf.Core.Payloads;

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
}

/// <summary>
/// A ping grain: for each batch the rally function answers with, it calls its pong grain once per sequence number (the
/// whole batch in flight), then awaits the calls in order and hands each echo to the rally function. Its code runs in
/// the activation's turns (no <c>ConfigureAwait(false)</c>: it stays on the grain's scheduler), one at a time, as a
/// ping actor's does.
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
        var first = rally(Rally.Serve);
        while (first >= 0)
        {
            for (var i = 0; i < batch; i++)
            {
                _calls[i] = pong.Echo(first + i);
            }
            first = -1;
            for (var i = 0; i < batch; i++)
            {
                var next = rally(await _calls[i]);
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
/// Orleans' default, one call at a time).</summary>
public sealed class RallyPongGrain : Grain, IRallyPongGrain
{
    /// <inheritdoc />
    public ValueTask<int> Echo(int sequence) => ValueTask.FromResult(sequence);
}
