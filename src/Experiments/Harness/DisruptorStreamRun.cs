#if PERFBUF_PEER_DISRUPTOR
using Disruptor.Dsl;
using PerfBuf.Core.Threading;
using PerfBuf.Peers.DisruptorNet;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The streaming workload (StreamRun's messages and checks) on Disruptor-net: P producers each publish their
/// sequence 1..n; Disruptor's event processor thread is the consumer and verifies every message in its handler.
/// </summary>
/// <remarks>
/// The measuring thread is producer 0 and P − 1 long-lived workers are the others, so a run keeps P + 1 busy
/// threads like the lab's other stream rows (P producers + one consumer); a measuring thread that only waited
/// would be one more thread competing for two cores. After publishing its share and joining the workers, the
/// measuring thread waits with the lab's back-off until the handler has counted every message of this invocation
/// (at most a ring's worth is still in flight), then checks the verifier's totals.
/// With <c>claim</c> &gt; 1 each producer claims and publishes runs of that many sequences (Next(n) … Publish(lo, hi)),
/// so its messages become visible a run at a time: a different producer model from the per-message rows.
/// Crossings: the producers record each message's send (<see cref="SequenceVerifier.CrossingSlot"/>) before they
/// publish it; the handler's verifier records its handling on the event processor's thread.
/// </remarks>
public sealed class DisruptorStreamRun<TPublisher> : IRun where TPublisher : struct, ILongPublisher
{
    private readonly DisruptorStream<VerifyingSink, TPublisher> _stream;
    private readonly TPublisher _publisher;
    private readonly long _perProducer;
    private readonly long _messages;
    private readonly WorkerGroup _others;
    private readonly Polling _polling;
    private readonly int _claim;
    private long _target;

    public DisruptorStreamRun(Func<VerifyingSink, DisruptorStream<VerifyingSink, TPublisher>> start, int producers, long messages,
        Polling polling = Polling.Patient, int claim = 1)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(producers, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(claim, 1);
        if (messages % producers != 0)
        {
            throw new ArgumentException($"messages ({messages}) must divide evenly among {producers} producers", nameof(messages));
        }
        _perProducer = messages / producers;
        _messages = messages;
        _polling = polling;
        _claim = claim;
        _stream = start(new VerifyingSink(new SequenceVerifier(producers, _perProducer)));
        _publisher = _stream.Publisher;
        var workers = new BenchWorker[producers - 1];
        for (var p = 1; p < producers; p++)
        {
            var id = p;
            workers[p - 1] = new BenchWorker($"producer-{id}", _ => Produce(_publisher, id, _perProducer, claim));
        }
        _others = new WorkerGroup(workers);
    }

    /// <summary>The stream under test (for the adapter tests).</summary>
    public DisruptorStream<VerifyingSink, TPublisher> Stream => _stream;

    private static void Produce(TPublisher publisher, int producer, long count, int claim)
    {
        if (claim == 1)
        {
            Produce(publisher, producer, count);
        }
        else
        {
            ProduceRuns(publisher, producer, count, claim);
        }
    }

    private static void Produce(TPublisher publisher, int producer, long count)
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= count; s++)
        {
            crossings?.Send(SequenceVerifier.CrossingSlot(producer, s, count));
            publisher.Publish(SequenceVerifier.Encode(producer, s));
        }
    }

    /// <summary>Runs of <paramref name="claim"/> messages (the last one shorter), each claimed and published at once.</summary>
    private static void ProduceRuns(TPublisher publisher, int producer, long count, int claim)
    {
        var crossings = Crossings.Active;
        Span<long> run = stackalloc long[claim];
        for (long s = 1; s <= count;)
        {
            var n = (int)Math.Min(claim, count - s + 1);
            SequenceVerifier.EncodeRun(run[..n], producer, s);
            if (crossings is not null)
            {
                for (var i = 0; i < n; i++)
                {
                    crossings.Send(SequenceVerifier.CrossingSlot(producer, s + i, count));
                }
            }
            publisher.Publish(run[..n]);
            s += n;
        }
    }

    public long Invoke()
    {
        // The consumer is idle here (the previous invocation ended only once it had handled everything).
        ref var verifier = ref _stream.Sink.Verifier;
        verifier.Reset();
        _target += _messages;
        _others.StartAll();
        Produce(_publisher, 0, _perProducer, _claim);
        _others.JoinAll();
        var backoff = Loops.NewBackoff(_polling);
        while (_stream.Handled < _target)
        {
            if (_stream.Fault is not null)
            {
                break;
            }
            Loops.WaitForProducers(ref backoff, _others);
        }
        if (_stream.Fault is { } fault)
        {
            Check.Fail($"Disruptor consumer failed: {fault.Message}");
        }
        verifier.Complete();
        return verifier.Received;
    }

    public void Dispose()
    {
        _others.Dispose();
        _stream.Dispose();
    }
}
#endif
