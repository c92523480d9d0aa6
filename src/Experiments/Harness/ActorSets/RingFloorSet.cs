using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The floor of the hammer-to-actors workloads (docs/DESIGN.md §3, "a floor in every headline experiment": the cheapest way
/// to do the same work on the machine). No actor, no mailbox run, no scheduler, no wake-up: the T logical actors are
/// served by K = min(T, cores − 1) spinning consumer threads (at least one; the hammer keeps a core), each with one
/// plain <see cref="SpscRing{T}"/>. Actor a belongs to consumer a mod K; the hammer pushes each delivery, the pair
/// (actor, message) in one long, into that consumer's ring and spins while it is full (the bounded hand-over); the
/// consumer spins on its ring, drains whatever is published and calls the actor's handler (the same work and the same
/// tally as the actors). Every delivery crosses threads once, hammer to consumer, as a post into an actor's own thread
/// does.
/// </summary>
/// <remarks>
/// The consumers are <see cref="BenchWorker"/>s started once with a job that spins until the set stops, so nothing
/// parks or is woken between or within invocations (the point of a floor; the cost is a core kept busy while the row
/// is set up). Under <c>Check.PlantFault</c> (<paramref name="plantFault"/>) consumer 0 hands its first delivery to the
/// handler as the next payload's index, so the tally's checksum must catch a wrong hand-over.
/// </remarks>
public readonly struct RingFloorSet<THandler> : IActorSet
    where THandler : struct, IHandler<int>
{
    private readonly SpscProducer<long>[] _rings;
    private readonly BenchWorker[] _consumers;
    private readonly int _actors;

    private RingFloorSet(SpscProducer<long>[] rings, BenchWorker[] consumers, int actors)
    {
        _rings = rings;
        _consumers = consumers;
        _actors = actors;
    }

    /// <summary>Consumer threads for <paramref name="actors"/> actors on this machine: min(T, cores − 1), at least one.</summary>
    public static int ConsumersFor(int actors) => Math.Clamp(Environment.ProcessorCount - 1, 1, Math.Max(actors, 1));

    /// <summary>Actors one consumer serves at most: ⌈T / K⌉.</summary>
    public static int ActorsPerConsumer(int actors) => (actors + ConsumersFor(actors) - 1) / ConsumersFor(actors);

    /// <param name="handlers">One handler per logical actor (its tally).</param>
    /// <param name="slots">Slots of each consumer's ring: rounded up to a power of two.</param>
    /// <param name="plantFault">Make the deliberate mistake of <c>Check.PlantFault</c> (see the remarks).</param>
    public static RingFloorSet<THandler> Start(THandler[] handlers, int slots, bool plantFault)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(handlers.Length, 1);
        var k = ConsumersFor(handlers.Length);
        var capacity = (int)System.Numerics.BitOperations.RoundUpToPowerOf2((uint)Math.Max(2, slots));
        var rings = new SpscProducer<long>[k];
        var consumers = new BenchWorker[k];
        for (var c = 0; c < k; c++)
        {
            var (producer, consumer) = SpscRing<long>.Create(capacity);
            rings[c] = producer;
            var plant = plantFault && c == 0;
            consumers[c] = new BenchWorker($"ring-floor-{c}", self => Consume(consumer, handlers, plant, self));
            consumers[c].Start();
        }
        return new RingFloorSet<THandler>(rings, consumers, handlers.Length);
    }

    public int Count => _actors;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message)
    {
        if (!TryPost(actor, message))
        {
            PushWhenRoom(_rings[actor % _rings.Length], Delivery(actor, message), _consumers[actor % _consumers.Length]);
        }
    }

    /// <summary>Pushes the delivery if its consumer's ring has room; false (nothing written) when it is full.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPost(int actor, int message) => _rings[actor % _rings.Length].TryPush(Delivery(actor, message)) == PushStatus.Ok;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Delivery(int actor, int message) => ((long)actor << 32) | (uint)message;

    /// <summary>The full ring: spin until the consumer frees a slot, checking now and then that it has not failed.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void PushWhenRoom(SpscProducer<long> ring, long delivery, BenchWorker consumer)
    {
        var backoff = Loops.NewBackoff(Polling.Eager);
        while (ring.TryPush(delivery) != PushStatus.Ok)
        {
            if ((backoff.Count & 1023) == 1023)
            {
                consumer.ThrowIfFaulted();
            }
            backoff.Pause();
        }
    }

    public void Stop()
    {
        foreach (var consumer in _consumers)
        {
            consumer.Dispose(); // asks the job to return and joins the thread
        }
        foreach (var consumer in _consumers)
        {
            consumer.ThrowIfFaulted();
        }
    }

    private static void Consume(SpscConsumer<long> ring, THandler[] handlers, bool plant, BenchWorker self)
    {
        var dispatch = new Dispatch(handlers, plant);
        var backoff = Loops.NewBackoff(Polling.Eager);
        while (!self.Stopping)
        {
            if (ring.Drain(ref dispatch, int.MaxValue) > 0)
            {
                backoff.Reset();
            }
            else
            {
                backoff.Pause();
            }
        }
    }

    /// <summary>Hands each drained delivery to its actor's handler.</summary>
    private struct Dispatch(THandler[] handlers, bool plant) : IHandler<long>
    {
        private bool _plant = plant;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Handle(in long delivery)
        {
            var message = (int)delivery;
            if (_plant && message >= 0)
            {
                _plant = false;
                message = PayloadTable.IndexOf(message + 1);
            }
            handlers[(int)(delivery >> 32)].Handle(message);
        }
    }
}

/// <summary>The floor over the hammer's own tallies (<see cref="TallyHandler"/>), with the fault planted when the run asks.</summary>
public static class RingFloor
{
    /// <summary>Each consumer's ring as many slots as an actor's mailbox (<see cref="ThreadedActorSet.Capacity"/>).</summary>
    public static RingFloorSet<TallyHandler> Start(ActorTally[] tallies) => Start(tallies, ThreadedActorSet.Capacity);

    /// <summary>Each consumer's ring <paramref name="slots"/> slots (rounded up to a power of two).</summary>
    public static RingFloorSet<TallyHandler> Start(ActorTally[] tallies, int slots) =>
        RingFloorSet<TallyHandler>.Start([.. tallies.Select(t => new TallyHandler(t))], slots, Check.Planted != 0);
}
