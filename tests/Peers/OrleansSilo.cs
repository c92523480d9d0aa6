#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// One in-process Orleans silo shared by the tests of a class (a silo takes about a second to start). Where the
/// Orleans peer is not built it holds nothing, and the tests that would use it are skipped.
/// </summary>
public sealed class OrleansSilo : IAsyncLifetime
{
#if PERFBUF_PEER_ORLEANS
    private OrleansPingPong? _silo;

    /// <summary>The started silo and its grain reference.</summary>
    public OrleansPingPong PingPong => _silo ?? throw new InvalidOperationException("the silo has not started");

    public async Task InitializeAsync() => _silo = await OrleansPingPong.StartAsync().WaitAsync(PingRounds.Patience);

    public async Task DisposeAsync()
    {
        if (_silo is { } silo)
        {
            await silo.DisposeAsync();
        }
    }
#else
    public Task InitializeAsync() => Task.CompletedTask;

    public Task DisposeAsync() => Task.CompletedTask;
#endif
}
