namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The ping of E13's batched ping-pong: <see cref="Play"/> runs its pair's whole rally — batches of calls to its pong
/// grain (the same integer key), each echo handed to the pair's rally function — and completes when the rally function
/// sends nothing more.
/// </summary>
[Alias("PerfBuf.Peers.IRallyPingGrain")]
public interface IRallyPingGrain : IGrainWithIntegerKey
{
    /// <summary>Serves the pair and plays until its rally function stops sending.</summary>
    [Alias("Play")]
    Task Play();
}

/// <summary>The pong of E13's batched ping-pong: answers each call with the sequence number it was given.</summary>
[Alias("PerfBuf.Peers.IRallyPongGrain")]
public interface IRallyPongGrain : IGrainWithIntegerKey
{
    /// <summary>Echoes <paramref name="sequence"/>.</summary>
    [Alias("Echo")]
    ValueTask<int> Echo(int sequence);
}
