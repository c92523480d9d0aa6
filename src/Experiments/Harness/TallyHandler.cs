using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;

namespace PerfBuf.Experiments.Harness;

/// <summary>The struct handler our actors run: forwards to the actor's tally.</summary>
public readonly struct TallyHandler(ActorTally tally) : IHandler<int>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in int message) => tally.Handle(message);
}
