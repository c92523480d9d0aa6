namespace PerfBuf.Experiments.Harness;

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
