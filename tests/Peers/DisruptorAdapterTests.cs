#if PERFBUF_PEER_DISRUPTOR
using Disruptor.Dsl;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.DisruptorNet;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Disruptor-net adapters behind E01 and E02: each configuration moves a small stream and its verifier
/// accepts order, count and checksum; a wrong message fails the invocation without hanging the producer; a
/// disposed stream has released its processor thread. Skipped, with the reason, where Disruptor is not built.
/// </summary>
public sealed class DisruptorAdapterTests
{
    private const string Project = "Disruptor";

#if PERFBUF_PEER_DISRUPTOR
    private const int Messages = 40_000;

    private static void RunTwice(IRun run, long messages)
    {
        using (run)
        {
            Assert.Equal(messages, run.Invoke());
            Assert.Equal(messages, run.Invoke());
        }
    }

    [PeerFact(Project)]
    public void Value_stream_busy_spin_delivers_every_message_in_order()
    {
        foreach (var ring in new[] { 64, 1024 })
        {
            RunTwice(DisruptorRuns.Value(ring, ProducerType.Single, DisruptorWait.BusySpin, 1, Messages), Messages);
        }
    }

    [PeerFact(Project)]
    public void Value_stream_yielding_delivers_every_message_in_order() =>
        RunTwice(DisruptorRuns.Value(1024, ProducerType.Single, DisruptorWait.Yielding, 1, Messages), Messages);

    [PeerFact(Project)]
    public void Batch_stream_busy_spin_delivers_every_message_in_order()
    {
        foreach (var ring in new[] { 64, 1024 })
        {
            RunTwice(DisruptorRuns.Batch(ring, ProducerType.Single, DisruptorWait.BusySpin, 1, Messages), Messages);
        }
    }

    [PeerFact(Project)]
    public void Multi_producer_stream_keeps_each_producers_order()
    {
        foreach (var wait in Enum.GetValues<DisruptorWait>())
        {
            foreach (var producers in new[] { 1, 2, 4 })
            {
                RunTwice(DisruptorRuns.Value(256, ProducerType.Multi, wait, producers, Messages), Messages);
            }
        }
    }

    [PeerFact(Project)]
    public void Run_claims_and_the_multi_producer_batch_handler_keep_each_producers_order()
    {
        foreach (var producers in new[] { 1, 2, 4 })
        {
            // 64-sequence runs; 40 000 / P is not a multiple of 64, so the last run of each producer is shorter.
            RunTwice(DisruptorRuns.Value(256, ProducerType.Multi, DisruptorWait.BusySpin, producers, Messages, claim: 64), Messages);
            RunTwice(DisruptorRuns.Batch(256, ProducerType.Multi, DisruptorWait.BusySpin, producers, Messages), Messages);
        }
    }

    [PeerFact(Project)]
    public void A_wrong_message_is_reported_and_the_ring_keeps_draining()
    {
        using (var value = new DisruptorValueStream<VerifyingSink>(16, ProducerType.Single, DisruptorWait.Yielding, Sink(100)))
        {
            PublishWithGap(value.Publisher, count => SpinUntil(() => value.Handled >= count));
            Assert.Equal(100, value.Handled);
            Assert.Contains("sequence 3, expected 2", value.Fault?.Message, StringComparison.Ordinal);
        }
        using (var batch = new DisruptorBatchStream<VerifyingSink>(16, ProducerType.Single, DisruptorWait.Yielding, Sink(100)))
        {
            PublishWithGap(batch.Publisher, count => SpinUntil(() => batch.Handled >= count));
            Assert.Equal(100, batch.Handled);
            Assert.Contains("sequence 3, expected 2", batch.Fault?.Message, StringComparison.Ordinal);
        }
    }

    private static VerifyingSink Sink(long perProducer) => new(new SequenceVerifier(1, perProducer));

    /// <summary>Publishes 1, 3, 4, … (100 messages, sequence 2 missing) on a 16-slot ring, so it fills many times over.</summary>
    private static void PublishWithGap<TPublisher>(TPublisher publisher, Action<long> waitHandled) where TPublisher : struct, ILongPublisher
    {
        publisher.Publish(SequenceVerifier.Encode(0, 1));
        for (long s = 3; s <= 101; s++)
        {
            publisher.Publish(SequenceVerifier.Encode(0, s));
        }
        waitHandled(100);
    }

    private static void SpinUntil(Func<bool> condition) =>
        Assert.True(SpinWait.SpinUntil(condition, TimeSpan.FromSeconds(30)), "the consumer did not catch up within 30 s");

    [PeerFact(Project)]
    public void A_run_whose_consumer_saw_a_wrong_message_throws_instead_of_reporting()
    {
        using var run = DisruptorRuns.Value(64, ProducerType.Single, DisruptorWait.BusySpin, 1, 1000);
        run.Stream.Publisher.Publish(SequenceVerifier.Encode(5, 1));
        var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
        Assert.Contains("unknown producer 5", error.Message, StringComparison.Ordinal);
    }

    [PeerFact(Project)]
    public void A_disposed_stream_has_released_its_processor_thread()
    {
        var starts = new Func<IRun>[]
        {
            () => DisruptorRuns.Value(1024, ProducerType.Single, DisruptorWait.BusySpin, 1, Messages),
            () => DisruptorRuns.Value(1024, ProducerType.Single, DisruptorWait.Yielding, 1, Messages),
            () => DisruptorRuns.Batch(1024, ProducerType.Single, DisruptorWait.BusySpin, 1, Messages),
            () => DisruptorRuns.Value(1024, ProducerType.Multi, DisruptorWait.BusySpin, 2, Messages),
        };
        foreach (var start in starts)
        {
            var run = start();
            run.Invoke();
            var thread = run switch
            {
                DisruptorStreamRun<ValueRingPublisher> v => v.Stream.ConsumerThread,
                DisruptorStreamRun<RingPublisher> b => b.Stream.ConsumerThread,
                _ => null,
            };
            var aliveBefore = thread?.IsAlive == true;
            run.Dispose();
            Assert.True(aliveBefore, "the processor thread was not running before Dispose");
            Assert.NotNull(thread);
            Assert.False(thread.IsAlive, $"{thread.Name ?? "the processor thread"} is still alive after Dispose");
        }
    }

    [PeerFact(Project)]
    public void An_invocation_allocates_nothing_beyond_the_labs_end_of_run_check()
    {
        // The lab's end-of-run check (SequenceVerifier.Complete) formats one label per producer, the same for every
        // stream row; the Disruptor path must add nothing to it.
        var reference = new SequenceVerifier(1, 10);
        for (long s = 1; s <= 10; s++)
        {
            reference.Accept(s);
        }
        reference.Complete();
        var beforeCheck = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < 5; i++)
        {
            reference.Complete();
        }
        var checkBytes = GC.GetAllocatedBytesForCurrentThread() - beforeCheck;

        using var run = DisruptorRuns.Value(1024, ProducerType.Single, DisruptorWait.BusySpin, 1, Messages);
        for (var i = 0; i < 5; i++)
        {
            run.Invoke(); // warm-up: JIT tiers
        }
        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < 5; i++)
        {
            run.Invoke();
        }
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated == checkBytes, $"{allocated} bytes allocated over 5 steady-state invocations, {checkBytes} of them by the end-of-run check");
    }
#else
    // Without the peer these tests are reported as skipped by [PeerFact]; the bodies never run.
    private static void NotBuilt() => throw PeerAdapter.NotBuilt(Project);

    [PeerFact(Project)]
    public void Value_stream_busy_spin_delivers_every_message_in_order() => NotBuilt();

    [PeerFact(Project)]
    public void Value_stream_yielding_delivers_every_message_in_order() => NotBuilt();

    [PeerFact(Project)]
    public void Batch_stream_busy_spin_delivers_every_message_in_order() => NotBuilt();

    [PeerFact(Project)]
    public void Multi_producer_stream_keeps_each_producers_order() => NotBuilt();

    [PeerFact(Project)]
    public void Run_claims_and_the_multi_producer_batch_handler_keep_each_producers_order() => NotBuilt();

    [PeerFact(Project)]
    public void A_wrong_message_is_reported_and_the_ring_keeps_draining() => NotBuilt();

    [PeerFact(Project)]
    public void A_run_whose_consumer_saw_a_wrong_message_throws_instead_of_reporting() => NotBuilt();

    [PeerFact(Project)]
    public void A_disposed_stream_has_released_its_processor_thread() => NotBuilt();

    [PeerFact(Project)]
    public void An_invocation_allocates_nothing_beyond_the_labs_end_of_run_check() => NotBuilt();
#endif
}
