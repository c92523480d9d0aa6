using System.Runtime.CompilerServices;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;

namespace PerfBuf.Experiments.Harness;

/// <summary>A producer loop: pushes <paramref name="count"/> messages of one producer.</summary>
public delegate void ProduceLoop<TPort>(TPort port, int producer, long count, BenchWorker self, Backoff backoff) where TPort : struct, IPort;

/// <summary>A consumer loop: receives until the verifier has seen every message.</summary>
public delegate void ConsumeLoop<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort;

/// <summary>Where a producer loop pushes a message: false when there is no room right now.</summary>
public interface IPush
{
    bool TryPush(long item);
}

/// <summary>A port's shared push.</summary>
public readonly struct PortPush<TPort>(TPort port) : IPush where TPort : struct, IPort
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => port.TryPush(item);
}

/// <summary>The loops every port shares: same back-off, same checks, so rows differ only in the queue.</summary>
public static class Loops
{
    /// <summary>Spin hints before a waiting side starts yielding its core (2-core machines need it short).</summary>
    public const int SpinLimit = 256;

    /// <summary>Spin hints a <see cref="Polling.Patient"/> waiter spends before it starts yielding.</summary>
    public const int PatientSpinLimit = 4096;

    /// <summary>Spin hints between two polls under <see cref="Polling.Patient"/>.</summary>
    public const int PatientPausesPerPoll = 256;

    /// <summary>How often (in back-off steps) a waiting side checks whether the other side failed.</summary>
    private const int FaultPollMask = 1023;

    /// <summary>A fresh back-off for <paramref name="polling"/>.</summary>
    public static Backoff NewBackoff(Polling polling) => polling == Polling.Eager
        ? new Backoff(SpinLimit)
        : new Backoff(PatientSpinLimit, PatientPausesPerPoll);

    public static void Produce<TPort>(TPort port, int producer, long count, BenchWorker self, Backoff backoff) where TPort : struct, IPort =>
        ProduceThrough(new PortPush<TPort>(port), producer, count, self, backoff);

    /// <summary>The producer loop every stream row shares, through whatever <paramref name="push"/> pushes into: the port's
    /// shared push (<see cref="Produce{TPort}"/>), or a producer's own handle (a lane of <c>MpscLanesPort</c>).</summary>
    public static void ProduceThrough<TPush>(TPush push, int producer, long count, BenchWorker self, Backoff backoff) where TPush : struct, IPush
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= count; s++)
        {
            var message = SequenceVerifier.Encode(producer, s);
            crossings?.Send(SequenceVerifier.CrossingSlot(producer, s, count));
            while (!push.TryPush(message))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            backoff.Reset();
        }
    }

    public static void Consume<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort
    {
        var expected = verifier.Expected;
        while (verifier.Received < expected)
        {
            if (port.TryPop(out var message))
            {
                verifier.Accept(message);
                backoff.Reset();
            }
            else
            {
                WaitForProducers(ref backoff, producers);
            }
        }
    }

    /// <summary>The batch consumer: drains everything published at each call, verifying each message in the handler.</summary>
    public static void Drain<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IDrainPort
    {
        var sink = new VerifyingSink(verifier);
        var expected = verifier.Expected;
        while (sink.Verifier.Received < expected)
        {
            if (port.Drain(ref sink, int.MaxValue) > 0)
            {
                backoff.Reset();
            }
            else
            {
                WaitForProducers(ref backoff, producers);
            }
        }
        verifier = sink.Verifier;
    }

    /// <summary>The span consumer: drains everything published at each call, the handler checking each span with the
    /// verifier's state in locals (written back once per span).</summary>
    public static void DrainSpans<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, ISpanDrainPort
    {
        var sink = new SpanVerifyingSink(verifier);
        var expected = verifier.Expected;
        while (sink.Verifier.Received < expected)
        {
            if (port.Drain(ref sink, int.MaxValue) > 0)
            {
                backoff.Reset();
            }
            else
            {
                WaitForProducers(ref backoff, producers);
            }
        }
        verifier = sink.Verifier;
    }

    /// <summary>One back-off step of a waiting side; every 1024th step checks that the other side has not failed.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WaitForProducers(ref Backoff backoff, WorkerGroup producers)
    {
        if ((backoff.Count & FaultPollMask) == FaultPollMask)
        {
            producers.ThrowIfFaulted();
        }
        backoff.Pause();
    }
}
