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
}
