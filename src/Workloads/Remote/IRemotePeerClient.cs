namespace PerfBuf.Workloads.Remote;

/// <summary>
/// A remote peer's client side as E15 drives it (src/Peers/ProtoRemote, AkkaRemote, Orleans): R1–R3 over the library's
/// own remoting, every answer checked, every wait bounded (a RemoteException names the node and says how far it got).
/// </summary>
public interface IRemotePeerClient : IAsyncDisposable
{
    /// <summary>R1: values 1 … <paramref name="messages"/> one way from one client actor to one server actor, each answered; the answers' sum.</summary>
    Task<long> StreamAsync(int messages, TimeSpan timeout);

    /// <summary>R2's setup: <paramref name="pairs"/> server echo actors there (the library's own remote spawn), as many clients here.</summary>
    Task PrepareEchoAsync(int pairs, CancellationToken cancellation);

    /// <summary>R2: client i's request k carries i × M + k + 1 (i from 0), one in flight per client; the replies' sum.</summary>
    Task<long> EchoAsync(int requestsPerClient, TimeSpan timeout);

    /// <summary>R3: one request carrying <paramref name="value"/>, awaited; the reply's value.</summary>
    Task<long> RoundTripAsync(long value, TimeSpan timeout);
}
