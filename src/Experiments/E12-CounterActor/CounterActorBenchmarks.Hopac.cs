// Hopac's rows of CounterActorBenchmarks, compiled under PERFBUF_PEER_HOPAC.
#if PERFBUF_PEER_HOPAC
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Core.Threading;
using PerfBuf.Peers.HopacFSharp;

namespace PerfBuf.Experiments.E12;

public partial class CounterActorBenchmarks
{
    [GlobalSetup(Target = nameof(HopacMailbox))]
    public void SetupHopacMailbox() => Start(() => new HopacMailboxCounterRow());

    [GlobalSetup(Target = nameof(HopacCh))]
    public void SetupHopacCh() => Start(() => new HopacChCounterRow());

    /// <summary>Hopac Mailbox: <c>Mailbox.Now.send</c> per Add from the sender threads.</summary>
    [PeerRow(PeerLibrary.Hopac)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long HopacMailbox() => _run!.Invoke();

    /// <summary>Hopac Ch, the seed's own row: a rendezvous per Add, each sender's Adds one Hopac job.</summary>
    [PeerRow(PeerLibrary.Hopac)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long HopacCh() => _run!.Invoke();
}

/// <summary>Hopac Mailbox: <c>Mailbox.Now.send</c> from the sender's own thread (settings: <see cref="HopacMailboxCounter"/>).</summary>
internal sealed class HopacMailboxCounterRow : ICounterRow
{
    private readonly HopacMailboxCounter _counter = HopacMailboxCounter.Start();

    public string Name => "HopacMailbox";

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

    public async ValueTask DisposeAsync() => await _counter.StopAsync().ConfigureAwait(false);
}

/// <summary>
/// Hopac Ch, seed 002's own row: each sender runs <c>Job.forN n (Ch.give ch (Add k))</c> on Hopac's workers and waits
/// for it (settings: <see cref="HopacChCounter"/>).
/// </summary>
internal sealed class HopacChCounterRow : ICounterRow
{
    private readonly HopacChCounter _counter = HopacChCounter.Start();

    public string Name => "HopacCh";

    /// <remarks>During a crossings counting pass the counted form: each give's send is recorded where the give runs, on
    /// Hopac's worker (<see cref="HopacChCounter"/>).</remarks>
    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        if (Crossings.Active is null)
        {
            _counter.AddMany(count, amount);
        }
        else
        {
            _counter.AddMany(count, amount, firstSlot);
        }
    }

    public long GetAndReset(TimeSpan patience) => CounterRun.Wait(_counter.GetAndResetAsync(), patience, Name);

    public async ValueTask DisposeAsync() => await _counter.StopAsync().ConfigureAwait(false);
}
#endif
