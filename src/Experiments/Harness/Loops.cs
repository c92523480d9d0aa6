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
    public static Backoff NewBackoff(Polling polling) => polling switch
    {
        Polling.Eager => new Backoff(SpinLimit),
        Polling.Patient => new Backoff(PatientSpinLimit, PatientPausesPerPoll),
        Polling.Yielding => new Backoff(0),
        _ => throw new ArgumentOutOfRangeException(nameof(polling), polling, "Eager, Patient or Yielding"),
    };

    public static void Produce<TPort>(TPort port, int producer, long count, BenchWorker self, Backoff backoff) where TPort : struct, IPort =>
        ProduceThrough(new PortPush<TPort>(port), producer, count, self, backoff);

    /// <summary>The producer loop every stream row shares, through whatever <paramref name="push"/> pushes into: the port's
    /// shared push (<see cref="Produce{TPort}"/>), or a producer's own handle (a lane of <c>MpscLanesPort</c>). The loop a
    /// message takes when it goes in at once is the whole hot path; waiting for room is a call out of it
    /// (<see cref="WaitAndPush"/>), and a crossings pass runs its own loop, so the hot loop keeps its state in registers.</summary>
    public static void ProduceThrough<TPush>(TPush push, int producer, long count, BenchWorker self, Backoff backoff) where TPush : struct, IPush
    {
        if (Crossings.Active is { } crossings)
        {
            ProduceCounted(push, producer, count, self, backoff, crossings);
            return;
        }
        for (long s = 1; s <= count; s++)
        {
            var message = SequenceVerifier.Encode(producer, s);
            if (!push.TryPush(message) && !WaitAndPush(push, message, self, ref backoff))
            {
                return;
            }
        }
    }

    /// <summary>The producer loop of a crossings pass: each message's send recorded right before its push.</summary>
    private static void ProduceCounted<TPush>(TPush push, int producer, long count, BenchWorker self, Backoff backoff, Crossings crossings)
        where TPush : struct, IPush
    {
        for (long s = 1; s <= count; s++)
        {
            var message = SequenceVerifier.Encode(producer, s);
            crossings.Send(SequenceVerifier.CrossingSlot(producer, s, count));
            if (!push.TryPush(message) && !WaitAndPush(push, message, self, ref backoff))
            {
                return;
            }
        }
    }

    /// <summary>A push that found no room: backs off and retries until it goes in (true) or the worker is told to stop
    /// (false); the back-off starts over for the next wait.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool WaitAndPush<TPush>(TPush push, long message, BenchWorker self, ref Backoff backoff) where TPush : struct, IPush
    {
        do
        {
            if (self.Stopping)
            {
                return false;
            }
            backoff.Pause();
        }
        while (!push.TryPush(message));
        backoff.Reset();
        return true;
    }

    /// <summary>The consumer loop of the popping rows. One producer (and no crossings pass): the run's next expected message
    /// and its checksum are locals for the whole invocation, each message one compare, as the C consumer does; otherwise
    /// each message goes through <see cref="SequenceVerifier.Accept"/>.</summary>
    public static void Consume<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort
    {
        var expected = verifier.Expected;
        if (!verifier.SingleRun)
        {
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
            return;
        }
        ConsumeRun(port, ref verifier, producers, backoff);
    }

    /// <summary>One producer's run with its next expected message and its checksum in locals (a method of its own, so that
    /// its loop has the registers to itself). Waiting is a call out of the loop that returns the message it waited for,
    /// with a back-off that starts afresh for each wait, and a wrong message ends the loop: the loop keeps only the pop,
    /// the compare and the sum.</summary>
    private static void ConsumeRun<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort
    {
        var expected = verifier.Expected;
        var next = verifier.OpenRun(out var sum);
        long message = 0;
        while (next <= expected)
        {
            if (!port.TryPop(out message))
            {
                message = WaitAndPop(ref port, producers, backoff);
            }
            if (message != next)
            {
                break;
            }
            sum += message;
            next++;
        }
        if (next <= expected)
        {
            verifier.RejectRun(next, sum, message);
        }
        verifier.CloseRun(next, sum);
    }

    /// <summary>A pop that found nothing: backs off (from the start of <paramref name="backoff"/>) and polls until a message
    /// comes, checking now and then that the producers have not failed.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long WaitAndPop<TPort>(ref TPort port, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort
    {
        long message;
        do
        {
            WaitForProducers(ref backoff, producers);
        }
        while (!port.TryPop(out message));
        return message;
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
