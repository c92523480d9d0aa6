namespace PerfBuf.Experiments.Harness;

/// <summary>The lab's verifier as a struct handler: the sink of a Disruptor consumer and of <see cref="Loops.Drain"/>
/// (public: Disruptor's struct proxy needs it visible).</summary>
public struct VerifyingSink(SequenceVerifier verifier) : Mailboxes.IHandler<long>
{
    public SequenceVerifier Verifier = verifier;

    public void Handle(in long item) => Verifier.Accept(item);
}
