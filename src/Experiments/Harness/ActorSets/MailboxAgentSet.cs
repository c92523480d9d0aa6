using System.Runtime.CompilerServices;
using PerfBuf.Baselines.FSharp;

namespace PerfBuf.Experiments.Harness;

/// <summary>T F# <c>MailboxProcessor</c> agents (<see cref="MailboxAgent{T}"/>), a delegate handler: the seed's baseline.</summary>
public readonly struct MailboxAgentSet(MailboxAgent<int>[] agents) : IActorSet
{
    public static MailboxAgentSet Start(ActorTally[] tallies) =>
        new([.. tallies.Select(t => MailboxAgent<int>.Start(new Action<int>(t.Handle)))]);

    public int Count => agents.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => agents[actor].Post(message);

    public void Stop() => ActorStop.All(agents.Select(a => (Task)a.StopAsync(true)));
}
