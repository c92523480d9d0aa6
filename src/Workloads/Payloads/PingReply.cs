using System.Runtime.CompilerServices;

namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// The reply of the request/response workload: request r is answered with 2r + 1. Every implementation that answers
/// requests — the lab's actors and each peer's adapter — calls this one function, so they all do the same work and
/// the client checks them all the same way.
/// </summary>
/// <remarks>
/// The reply is cheap (the workload measures the round trip, not the work) and says which request it answers: a reply
/// to the wrong request differs from the expected one, and over requests 0 … N − 1 the replies sum to N², so a lost,
/// duplicated or swapped reply changes the count, a reply or the sum.
/// </remarks>
public static class PingReply
{
    /// <summary>The answer to <paramref name="request"/>: 2 · request + 1.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Answer(int request) => 2 * request + 1;

    /// <summary>The sum of the answers to requests 0 … <paramref name="requests"/> − 1: N².</summary>
    public static long SumOfAnswers(int requests) => (long)requests * requests;
}
