// Proto.Actor's rows of CounterActorBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Core.Threading;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E12;

public partial class CounterActorBenchmarks
{
    [GlobalSetup(Target = nameof(ProtoActorSend))]
    public void SetupProtoActor() => Start(() => new ProtoActorCounterRow());

    /// <summary>Proto.Actor: <c>Send</c> from the root context per Add, <c>RequestAsync</c> for GetAndReset.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ProtoActorSend() => _run!.Invoke();
}

/// <summary>Proto.Actor: <c>Send</c> for Add, <c>RequestAsync&lt;long&gt;</c> for GetAndReset (settings: <see cref="ProtoActorCounter"/>).</summary>
internal sealed class ProtoActorCounterRow : ICounterRow
{
    private readonly ProtoActorCounter _counter = ProtoActorCounter.Start();

    public string Name => "ProtoActorSend";

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
