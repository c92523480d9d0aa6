using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

public sealed class SequenceVerifierTests
{
    private static long M(int producer, long sequence) => SequenceVerifier.Encode(producer, sequence);

    [Fact]
    public void Accepts_interleaved_producers_in_order_and_completes()
    {
        var v = new SequenceVerifier(2, 3);
        foreach (var m in new[] { M(0, 1), M(1, 1), M(1, 2), M(0, 2), M(0, 3), M(1, 3) })
        {
            v.Accept(m);
        }
        v.Complete();
        Assert.Equal(6, v.Received);
    }

    [Fact]
    public void Rejects_a_duplicate()
    {
        var v = new SequenceVerifier(1, 3);
        v.Accept(M(0, 1));
        var e = Assert.Throws<BenchmarkVerificationException>(() => v.Accept(M(0, 1)));
        Assert.Contains("duplicate", e.Message);
    }

    [Fact]
    public void Rejects_a_gap()
    {
        var v = new SequenceVerifier(1, 3);
        v.Accept(M(0, 1));
        var e = Assert.Throws<BenchmarkVerificationException>(() => v.Accept(M(0, 3)));
        Assert.Contains("lost", e.Message);
    }

    [Fact]
    public void Rejects_an_unknown_producer()
    {
        var v = new SequenceVerifier(2, 3);
        Assert.Throws<BenchmarkVerificationException>(() => v.Accept(M(5, 1)));
    }

    [Fact]
    public void Complete_fails_when_messages_are_missing()
    {
        var v = new SequenceVerifier(2, 2);
        v.Accept(M(0, 1));
        v.Accept(M(0, 2));
        v.Accept(M(1, 1));
        Assert.Throws<BenchmarkVerificationException>(v.Complete);
    }

    [Fact]
    public void Reset_forgets_the_previous_invocation()
    {
        var v = new SequenceVerifier(1, 1);
        v.Accept(M(0, 1));
        v.Complete();
        v.Reset();
        v.Accept(M(0, 1));
        v.Complete();
    }

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    public void AcceptAll_checks_a_run_as_Accept_does_one_by_one_and_completes(int producers)
    {
        const long perProducer = 50;
        var messages = Enumerable.Range(1, (int)perProducer)
            .SelectMany(s => Enumerable.Range(0, producers).Select(p => M(p, s))).ToArray();
        var v = new SequenceVerifier(producers, perProducer);
        var at = 0;
        foreach (var length in new[] { 1, 7, 0, 64, 13 }.Concat(Enumerable.Repeat(5, 1000)))
        {
            var n = Math.Min(length, messages.Length - at);
            v.AcceptAll(messages.AsSpan(at, n));
            at += n;
            Assert.Equal(at, v.Received);
        }
        Assert.Equal(messages.Length, at);
        v.Complete();
    }

    public static TheoryData<int, long[], string> BadRuns => new()
    {
        { 1, [M(0, 1), M(0, 2), M(0, 2)], "duplicate" },
        { 1, [M(0, 1), M(0, 3)], "lost" },
        { 1, [M(0, 1), M(1, 2)], "unknown producer" },
        { 2, [M(0, 1), M(1, 1), M(1, 3)], "lost" },
        { 2, [M(0, 1), M(0, 1)], "duplicate" },
        { 2, [M(7, 1)], "unknown producer" },
    };

    [Theory]
    [MemberData(nameof(BadRuns))]
    public void AcceptAll_rejects_a_gap_a_duplicate_and_an_unknown_producer_inside_a_run(int producers, long[] run, string reason)
    {
        var v = new SequenceVerifier(producers, 10);
        var e = Assert.Throws<BenchmarkVerificationException>(() => v.AcceptAll(run));
        Assert.Contains(reason, e.Message);
    }

    [Fact]
    public void AcceptAll_checks_several_producers_runs_in_one_span_and_keeps_those_before_a_bad_one()
    {
        var v = new SequenceVerifier(3, 10);
        v.AcceptAll([M(0, 1), M(0, 2), M(0, 3), M(2, 1), M(2, 2), M(0, 4), M(1, 1)]);
        Assert.Equal(7, v.Received);
        // producer 2's run continues, then producer 1 skips a message: the run before it stays on record
        var e = Assert.Throws<BenchmarkVerificationException>(() => v.AcceptAll([M(2, 3), M(2, 4), M(1, 3)]));
        Assert.Contains("lost", e.Message);
        Assert.Equal(9, v.Received);
        e = Assert.Throws<BenchmarkVerificationException>(() => v.AcceptAll([M(2, 4)]));
        Assert.Contains("duplicate", e.Message);
        v.AcceptAll([M(1, 2), M(1, 3), M(2, 5), M(0, 5)]);
        Assert.Equal(13, v.Received);

        // the checksum counts each run's sequences, not the producer bits of its messages
        var whole = new SequenceVerifier(2, 3);
        whole.AcceptAll([M(1, 1), M(1, 2), M(0, 1), M(0, 2), M(1, 3), M(0, 3)]);
        whole.Complete();
    }

    [Fact]
    public void AcceptAll_keeps_the_messages_before_a_bad_one_on_record()
    {
        var v = new SequenceVerifier(1, 10);
        v.AcceptAll([M(0, 1), M(0, 2)]);
        Assert.Throws<BenchmarkVerificationException>(() => v.AcceptAll([M(0, 3), M(0, 4), M(0, 6)]));
        Assert.Equal(4, v.Received);
        var e = Assert.Throws<BenchmarkVerificationException>(() => v.AcceptAll([M(0, 4)]));
        Assert.Contains("duplicate", e.Message);
    }
}
