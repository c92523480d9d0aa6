#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Experiments.E13;

/// <summary>A peer's pairs behind the row interface: its adapter serves, settles and stops them.</summary>
internal sealed class PeerRallyRow(string name, Action<int> serve, Action<TimeSpan> settle, IAsyncDisposable adapter) : IPingPongRow
{
    public string Name => name;

    public void Serve(int pair) => serve(pair);

    public void Settle(TimeSpan patience) => settle(patience);

    public ValueTask DisposeAsync() => adapter.DisposeAsync();

    private static Func<int, int>[] Rallies(IReadOnlyList<PairTally> tallies) => [.. tallies.Select(t => t.Function)];

    private static void Nothing(TimeSpan patience)
    {
    }

#if PERFBUF_PEER_PROTOACTOR
    /// <summary>Proto.Actor (settings: <see cref="ProtoLocalPingPong"/>).</summary>
    public static PeerRallyRow Proto(IReadOnlyList<PairTally> tallies, int batch)
    {
        var proto = ProtoLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("ProtoActor", proto.Serve, Nothing, proto);
    }
#endif
#if PERFBUF_PEER_AKKA

    /// <summary>Akka.NET (settings: <see cref="AkkaLocalPingPong"/>).</summary>
    public static PeerRallyRow Akka(IReadOnlyList<PairTally> tallies, int batch)
    {
        var akka = AkkaLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("Akka", akka.Serve, Nothing, akka);
    }
#endif
#if PERFBUF_PEER_ORLEANS

    /// <summary>Orleans grain-to-grain calls (settings: <see cref="OrleansLocalPingPong"/>); the row settles when every
    /// ping grain's <c>Play</c> call has returned.</summary>
    public static PeerRallyRow Orleans(IReadOnlyList<PairTally> tallies, int batch)
    {
        var orleans = OrleansLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("OrleansGrainCall", orleans.Serve, orleans.WaitServed, orleans);
    }
#endif
}
