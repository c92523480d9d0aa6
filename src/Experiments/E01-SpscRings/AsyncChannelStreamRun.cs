using System.Threading.Channels;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E01;

/// <summary>
/// Streaming into a Channel consumed the idiomatic async way: <c>await WaitToReadAsync()</c> when empty, so
/// the consumer is a thread-pool continuation, not a spinning thread. Producers are the same workers.
/// Not an <see cref="IRun"/> (its invocation is a task): the benchmark's cleanup counts its crossings itself, once
/// <see cref="Verified"/>.
/// </summary>
public sealed class AsyncChannelStreamRun : IDisposable
{
    private readonly Channel<long> _channel;
    private readonly WorkerGroup _producers;
    private SequenceVerifier _verifier;
    private bool _verified;

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

    /// <summary>True once an invocation has returned (verified).</summary>
    public bool Verified => _verified;

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
        _verified = true;
        return _verifier.Received;
    }

    public void Dispose() => _producers.Dispose();
}
