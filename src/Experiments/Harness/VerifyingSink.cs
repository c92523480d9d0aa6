#if PERFBUF_PEER_DISRUPTOR
using Disruptor.Dsl;
using PerfBuf.Peers.DisruptorNet;

namespace PerfBuf.Experiments.Harness;

/// <summary>The lab's verifier as the sink of a Disruptor consumer (public: Disruptor's struct proxy needs it visible).</summary>
public struct VerifyingSink(SequenceVerifier verifier) : Mailboxes.IHandler<long>
{
    public SequenceVerifier Verifier = verifier;

    public void Handle(in long item) => Verifier.Accept(item);
}
#endif
