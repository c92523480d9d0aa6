using System.Runtime.CompilerServices;
using System.Threading.Channels;
using PerfBuf.Core.Waiting;

namespace PerfBuf.Experiments.Lab.Workloads;

/// <summary>One benchmark invocation's work, set up once in [GlobalSetup] and torn down in [GlobalCleanup].</summary>
public interface IRun : IDisposable
{
    /// <summary>Moves one invocation's messages, verifies them, returns how many were received.</summary>
    long Invoke();
}

/// <summary>A producer loop: pushes <paramref name="count"/> messages of one producer.</summary>
public delegate void ProduceLoop<TPort>(TPort port, int producer, long count, BenchWorker self, Backoff backoff) where TPort : struct, IPort;

/// <summary>A consumer loop: receives until the verifier has seen every message.</summary>
public delegate void ConsumeLoop<TPort>(TPort port, ref SequenceVerifier verifier, WorkerGroup producers, Backoff backoff) where TPort : struct, IPort;

/// <summary>How a side that found its queue empty (or full) polls it again.</summary>
public enum Polling
{
    /// <summary>Poll after every spin hint: the lowest wake-up latency (ping-pong, E00).</summary>
    Eager,

    /// <summary>Let <see cref="Loops.PatientPausesPerPoll"/> spin hints pass between polls, so a batch accumulates (streams).</summary>
    Patient,
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

    public static void Produce<TPort>(TPort port, int producer, long count, BenchWorker self, Backoff backoff) where TPort : struct, IPort
    {
        for (long s = 1; s <= count; s++)
        {
            var message = SequenceVerifier.Encode(producer, s);
            while (!port.TryPush(message))
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

/// <summary>
/// Streaming: P producer threads (long-lived <see cref="BenchWorker"/>s) each push their sequence 1..n; the
/// measuring thread consumes and verifies every message (per-producer FIFO, count, checksum).
/// </summary>
public sealed class StreamRun<TPort> : IRun where TPort : struct, IPort
{
    private readonly TPort _port;
    private readonly long _perProducer;
    private readonly WorkerGroup _producers;
    private readonly ConsumeLoop<TPort> _consume;
    private readonly Polling _polling;
    private SequenceVerifier _verifier;

    public StreamRun(TPort port, int producers, long messages, Polling polling = Polling.Patient,
        ProduceLoop<TPort>? produce = null, ConsumeLoop<TPort>? consume = null)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(producers, 1);
        if (messages % producers != 0)
        {
            throw new ArgumentException($"messages ({messages}) must divide evenly among {producers} producers", nameof(messages));
        }
        _port = port;
        _polling = polling;
        _perProducer = messages / producers;
        _verifier = new SequenceVerifier(producers, _perProducer);
        _consume = consume ?? Loops.Consume;
        var produceLoop = produce ?? Loops.Produce;
        var workers = new BenchWorker[producers];
        for (var p = 0; p < producers; p++)
        {
            var id = p;
            workers[p] = new BenchWorker($"producer-{id}", self => produceLoop(_port, id, _perProducer, self, Loops.NewBackoff(polling)));
        }
        _producers = new WorkerGroup(workers);
    }

    public long Invoke()
    {
        _verifier.Reset();
        _producers.StartAll();
        _consume(_port, ref _verifier, _producers, Loops.NewBackoff(_polling));
        _producers.JoinAll();
        _verifier.Complete();
        return _verifier.Received;
    }

    public void Dispose() => _producers.Dispose();
}

/// <summary>
/// Streaming into a Channel consumed the idiomatic async way: <c>await WaitToReadAsync()</c> when empty, so
/// the consumer is a thread-pool continuation, not a spinning thread. Producers are the same workers.
/// </summary>
public sealed class AsyncChannelStreamRun : IDisposable
{
    private readonly Channel<long> _channel;
    private readonly WorkerGroup _producers;
    private SequenceVerifier _verifier;

    public AsyncChannelStreamRun(Channel<long> channel, int producers, long messages)
    {
        _channel = channel;
        var perProducer = messages / producers;
        _verifier = new SequenceVerifier(producers, perProducer);
        var port = new ChannelPort(channel);
        var workers = new BenchWorker[producers];
        for (var p = 0; p < producers; p++)
        {
            var id = p;
            workers[p] = new BenchWorker($"producer-{id}", self => Loops.Produce(port, id, perProducer, self, Loops.NewBackoff(Polling.Patient)));
        }
        _producers = new WorkerGroup(workers);
    }

    public async Task<long> InvokeAsync()
    {
        _verifier.Reset();
        _producers.StartAll();
        var reader = _channel.Reader;
        var expected = _verifier.Expected;
        while (_verifier.Received < expected)
        {
            while (reader.TryRead(out var message))
            {
                _verifier.Accept(message);
            }
            if (_verifier.Received < expected && !await reader.WaitToReadAsync().ConfigureAwait(false))
            {
                Check.Fail("channel completed before every message arrived");
            }
        }
        _producers.JoinAll();
        _verifier.Complete();
        return _verifier.Received;
    }

    public void Dispose() => _producers.Dispose();
}

/// <summary>
/// Ping-pong: the measuring thread sends 1..n through <c>request</c> and waits for each echo on
/// <c>response</c> before sending the next; an echo worker bounces them. One operation = one round trip.
/// </summary>
public sealed class PingPongRun<TPort> : IRun where TPort : struct, IPort
{
    private readonly TPort _request;
    private readonly TPort _response;
    private readonly long _roundTrips;
    private readonly BenchWorker _echo;
    private readonly WorkerGroup _echoGroup;

    public PingPongRun(TPort request, TPort response, long roundTrips, Action? onEchoStart = null)
    {
        _request = request;
        _response = response;
        _roundTrips = roundTrips;
        _echo = new BenchWorker("echo", Echo, onEchoStart);
        _echoGroup = new WorkerGroup([_echo]);
    }

    private void Echo(BenchWorker self)
    {
        var request = _request;
        var response = _response;
        var backoff = Loops.NewBackoff(Polling.Eager);
        for (long i = 0; i < _roundTrips; i++)
        {
            long message;
            while (!request.TryPop(out message))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            backoff.Reset();
            while (!response.TryPush(message))
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

    public long Invoke()
    {
        var request = _request;
        var response = _response;
        var backoff = Loops.NewBackoff(Polling.Eager);
        var group = _echoGroup;
        long checksum = 0;
        _echo.Start();
        for (long i = 1; i <= _roundTrips; i++)
        {
            while (!request.TryPush(i))
            {
                Loops.WaitForProducers(ref backoff, group);
            }
            backoff.Reset();
            long reply;
            while (!response.TryPop(out reply))
            {
                Loops.WaitForProducers(ref backoff, group);
            }
            backoff.Reset();
            if (reply != i)
            {
                Check.Fail($"round trip {i}: the echo returned {reply}");
            }
            checksum += reply;
        }
        _echo.Join();
        Check.Equal(_roundTrips * (_roundTrips + 1) / 2, checksum, "checksum of echoed messages");
        return _roundTrips;
    }

    public void Dispose() => _echo.Dispose();
}
