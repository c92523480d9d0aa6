// Akka.NET's rows of CounterActorBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Core.Threading;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E12;

public partial class CounterActorBenchmarks
{
    [GlobalSetup(Target = nameof(AkkaTell))]
    public void SetupAkka() => Start(() => new AkkaCounterRow());

    /// <summary>Akka.NET: <c>Tell</c> per Add, <c>Ask</c> for GetAndReset.</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long AkkaTell() => _run!.Invoke();
}

/// <summary>Akka.NET: <c>Tell</c> for Add, <c>Ask&lt;long&gt;</c> for GetAndReset (settings: <see cref="AkkaCounter"/>).</summary>
internal sealed class AkkaCounterRow : ICounterRow
{
    private readonly AkkaCounter _counter = AkkaCounter.Start();

    public string Name => "AkkaTell";

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var counter = _counter;
        if (Crossings.Active is { } crossings)
        {
            for (var i = 0; i < count; i++)
            {
                crossings.Send(firstSlot + i);
                counter.Add(amount, firstSlot + i);
            }
            return;
        }
        for (var i = 0; i < count; i++)
        {
            counter.Add(amount);
        }
    }

    public long GetAndReset(TimeSpan patience) => CounterRun.Wait(_counter.GetAndResetAsync(), patience, Name);

    public ValueTask DisposeAsync() => _counter.DisposeAsync();
}
#endif
