using Orleans.Concurrency;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E15's server actor as a grain, hosted by <see cref="OrleansRemoteServer"/> and called from another process by
/// <see cref="OrleansRemoteClient"/>: grain key i is server actor i. <see cref="Echo"/> serves R2 and R3 (a request and
/// its response); <see cref="Subscribe"/> and <see cref="Send"/> serve R1 (one-way messages, each answered one-way to
/// the client's observer).
/// </summary>
[Alias("PerfBuf.Peers.IRemoteEchoGrain")]
public interface IRemoteEchoGrain : IGrainWithIntegerKey
{
    /// <summary>Answers <paramref name="value"/> with itself.</summary>
    [Alias("Echo")]
    ValueTask<long> Echo(long value);

    /// <summary>
    /// Makes <paramref name="answers"/> the observer that every later <see cref="Send"/> is answered to (replacing the one
    /// before, if any). Awaited, so the grain holds it before the first message it is to answer arrives.
    /// </summary>
    [Alias("Subscribe")]
    Task Subscribe(IRemoteAnswerObserver answers);

    /// <summary>
    /// One-way: the caller does not wait and gets no response message; the grain answers with
    /// <see cref="IRemoteAnswerObserver.Answer"/> (<paramref name="value"/>), one-way too.
    /// </summary>
    [OneWay]
    [Alias("Send")]
    Task Send(long value);
}

/// <summary>
/// The client side's receiver of R1's answers: an object in the client process that grains reach through a reference the
/// client made for it (<c>CreateObjectReference</c>), as Orleans delivers notifications to a client.
/// </summary>
[Alias("PerfBuf.Peers.IRemoteAnswerObserver")]
public interface IRemoteAnswerObserver : IGrainObserver
{
    /// <summary>One-way: one answer, carrying the value of the message it answers.</summary>
    [OneWay]
    [Alias("Answer")]
    Task Answer(long value);
}
