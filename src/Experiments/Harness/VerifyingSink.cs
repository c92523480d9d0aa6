namespace PerfBuf.Experiments.Harness;

/// <summary>The lab's verifier as a struct handler: the sink of a Disruptor consumer and of <see cref="Loops.Drain"/>
/// (public: Disruptor's struct proxy needs it visible).</summary>
public struct VerifyingSink(SequenceVerifier verifier) : Mailboxes.IHandler<long>
{
    public SequenceVerifier Verifier = verifier;

    public void Handle(in long item) => Verifier.Accept(item);
}

/// <summary>The lab's verifier as a span handler (<see cref="Loops.DrainSpans"/>): each span is checked with the
/// verifier's state in locals, written back once per span (<see cref="SequenceVerifier.AcceptAll"/>).</summary>
public struct SpanVerifyingSink(SequenceVerifier verifier) : Mailboxes.ISpanHandler<long>
{
    public SequenceVerifier Verifier = verifier;

    public void Handle(ReadOnlySpan<long> items) => Verifier.AcceptAll(items);
}
