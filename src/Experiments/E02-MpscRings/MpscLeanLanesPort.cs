using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E02;

/// <summary>A lean lane per producer (<see cref="MpscLeanLanes"/>): producer i pushes through its own handle
/// (<see cref="MpscLeanLanesLoops.Produce"/>); the consumer drains each lane's published messages in spans.</summary>
public readonly struct MpscLeanLanesPort(SpscLeanProducer<long>[] producers, MpscLeanLanesConsumer<long> consumer) : ISpanDrainPort
{
    public static MpscLeanLanesPort Create(int producers, int capacityPerLane)
    {
        var (p, c) = MpscLeanLanes.Create<long>(producers, capacityPerLane);
        return new MpscLeanLanesPort(p, c);
    }

    /// <summary>Producer <paramref name="producer"/>'s own lane.</summary>
    public SpscLeanProducer<long> Lane(int producer) => producers[producer];

    /// <summary>Not a lane push: a producer of this port pushes through its own <see cref="Lane"/>.</summary>
    public bool TryPush(long item) =>
        throw new InvalidOperationException("MpscLeanLanesPort has no shared push: each producer pushes through Lane(producer) (MpscLeanLanesLoops.Produce)");

    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<long> =>
        consumer.Drain(ref handler, max);
}

/// <summary>The producer loop of <see cref="MpscLeanLanesPort"/>: <see cref="Loops.ProduceThrough"/> through the producer's own lane.</summary>
public static class MpscLeanLanesLoops
{
    public static void Produce(MpscLeanLanesPort port, int producer, long count, BenchWorker self, Backoff backoff) =>
        Loops.ProduceThrough(new LeanLanePush(port.Lane(producer)), producer, count, self, backoff);

    private readonly struct LeanLanePush(SpscLeanProducer<long> lane) : IPush
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool TryPush(long item) => PortStatus.Pushed(lane.TryPush(item));
    }
}
