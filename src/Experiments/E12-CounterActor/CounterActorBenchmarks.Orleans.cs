// Orleans' rows of CounterActorBenchmarks, compiled under PERFBUF_PEER_ORLEANS.
#if PERFBUF_PEER_ORLEANS
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.MicrosoftOrleans;

namespace PerfBuf.Experiments.E12;

public partial class CounterActorBenchmarks
{
    /// <summary>Starts the in-process silo (about a second) and activates the grain.</summary>
    [GlobalSetup(Target = nameof(OrleansGrainCall))]
    public void SetupOrleans() => Start(() => new OrleansCounterRow(Senders));

    /// <summary>Orleans: an awaited grain call per Add, 1 000 in flight per sender; one call for GetAndReset.</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long OrleansGrainCall() => _run!.Invoke();
}

/// <summary>
/// Orleans: each sender keeps <see cref="InFlight"/> awaited <c>Add</c> calls in flight (it issues them, then waits for
/// all of them, then issues the next ones), <c>GetAndReset</c> is one call (settings: <see cref="OrleansCounter"/>).
/// Crossings: an Add call's send, its handling by the grain and its reply's handling (here, once the wait returns) are
/// one journey in the Add's slot.
/// </summary>
internal sealed class OrleansCounterRow(int senders) : ICounterRow
{
    /// <summary>c: Add calls a sender has in flight at once (S·c in all).</summary>
    public const int InFlight = 1_000;

    private readonly OrleansCounter _counter = OrleansCounter.Start();
    private readonly Task[][] _inFlight = [.. Enumerable.Range(0, senders).Select(_ => new Task[InFlight])];

    public string Name => "OrleansGrainCall";

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var crossings = Crossings.Active;
        var counter = _counter;
        var calls = _inFlight[sender];
        for (var sent = 0; sent < count;)
        {
            var round = Math.Min(InFlight, count - sent);
            for (var i = 0; i < round; i++)
            {
                if (crossings is null)
                {
                    calls[i] = counter.AddAsync(amount);
                }
                else
                {
                    crossings.Send(firstSlot + sent + i);
                    calls[i] = counter.AddAsync(amount, firstSlot + sent + i);
                }
            }
            var start = System.Diagnostics.Stopwatch.GetTimestamp();
            for (var i = 0; i < round; i++)
            {
                var left = CounterRun.Patience - System.Diagnostics.Stopwatch.GetElapsedTime(start);
                if (!calls[i].Wait(left > TimeSpan.Zero ? left : TimeSpan.Zero))
                {
                    Check.Fail($"{Name}: Add calls not answered within {CounterRun.Patience.TotalSeconds} s");
                }
                crossings?.Hop(firstSlot + sent + i);
                calls[i] = null!;
            }
            sent += round;
        }
    }

    public long GetAndReset(TimeSpan patience) => CounterRun.Wait(_counter.GetAndResetAsync().AsTask(), patience, Name);

    public ValueTask DisposeAsync() => _counter.DisposeAsync();
}
#endif
