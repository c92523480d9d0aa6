using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E02;

/// <summary>A lane per producer (<see cref="MpscLanes"/>): producer i pushes through its own handle
/// (<see cref="Lane"/>, with <see cref="MpscLanesLoops.Produce"/>); the consumer pops round robin over the lanes.</summary>
public readonly struct MpscLanesPort(SpscProducer<long>[] producers, MpscLanesConsumer<long> consumer) : IDrainPort
{
    public static MpscLanesPort Create(int producers, int capacityPerLane)
    {
        var (p, c) = MpscLanes.Create<long>(producers, capacityPerLane);
        return new MpscLanesPort(p, c);
    }

    /// <summary>Producer <paramref name="producer"/>'s own lane.</summary>
    public SpscProducer<long> Lane(int producer) => producers[producer];

    /// <summary>Not a lane push: a producer of this port pushes through its own <see cref="Lane"/>.</summary>
    public bool TryPush(long item) =>
        throw new InvalidOperationException("MpscLanesPort has no shared push: each producer pushes through Lane(producer) (MpscLanesLoops.Produce)");

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<long> =>
        consumer.Drain(ref handler, max);
}

/// <summary>The producer loop of <see cref="MpscLanesPort"/>: <see cref="Loops.Produce"/>'s loop through the producer's own lane.</summary>
public static class MpscLanesLoops
{
    public static void Produce(MpscLanesPort port, int producer, long count, BenchWorker self, Backoff backoff) =>
        Loops.ProduceThrough(new LanePush(port.Lane(producer)), producer, count, self, backoff);

    private readonly struct LanePush(SpscProducer<long> lane) : IPush
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool TryPush(long item) => PortStatus.Pushed(lane.TryPush(item));
    }
}
