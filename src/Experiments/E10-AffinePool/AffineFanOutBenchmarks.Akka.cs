// Akka.NET's rows of AffineFanOutBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E10;

public partial class AffineFanOutBenchmarks
{
    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(AkkaFanOutSet.Start);

    /// <summary>Akka.NET with its default dispatcher: the .NET thread pool, throughput 30 (<see cref="Peers.Akka.AkkaFanOut"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark]
    public long Akka() => _invoke!();
}

/// <summary>T Akka.NET actors (<see cref="AkkaFanOut"/>: Akka.NET's default dispatcher), each calling its tally.</summary>
public readonly struct AkkaFanOutSet(AkkaFanOut fanOut) : IActorSet
{
    public static AkkaFanOutSet Start(TrackedTally[] tallies) => new(AkkaFanOut.Start([.. tallies.Select(t => new Action<int>(t.Handle))]));

    public int Count => fanOut.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => fanOut.Post(actor, message);

    public void Stop() => ActorStop.All([fanOut.DisposeAsync().AsTask()]);
}
#endif
