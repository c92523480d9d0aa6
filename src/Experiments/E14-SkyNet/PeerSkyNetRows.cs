using PerfBuf.Core.Payloads;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Experiments.E14;

#if PERFBUF_PEER_PROTOACTOR
/// <summary>Proto.Actor (settings: <see cref="ProtoSkyNet"/>): with children (<c>context.Spawn</c>) or without (spawned from the root context).</summary>
internal sealed class ProtoSkyNetRow(bool children) : ISkyNetRow
{
    public string Name => children ? "Proto.Actor (children)" : "Proto.Actor (no children)";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => ProtoSkyNet.Run(depth, children, leaf, patience);
}
#endif

#if PERFBUF_PEER_AKKA
/// <summary>Akka.NET (settings: <see cref="AkkaSkyNet"/>): children created with <c>Context.ActorOf</c>.</summary>
internal sealed class AkkaSkyNetRow : ISkyNetRow
{
    public string Name => "Akka.NET";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => AkkaSkyNet.Run(depth, leaf, patience);
}
#endif

#if PERFBUF_PEER_ORLEANS
/// <summary>Orleans (settings: <see cref="OrleansSkyNet"/>): grains calling their ten child grains, a silo per run.</summary>
internal sealed class OrleansSkyNetRow : ISkyNetRow
{
    public string Name => "Orleans";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => OrleansSkyNet.Run(depth, leaf, patience);
}
#endif
