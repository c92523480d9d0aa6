using PerfBuf.Lab;

namespace PerfBuf.Tests.Peers;

/// <summary>What the tests written once per workload shape ask of every peer's adapter, whatever its type.</summary>
internal static class PeerAdapter
{
    /// <summary>Disposes <paramref name="adapter"/>, waiting at most <paramref name="patience"/>, and checks that it stopped.</summary>
    public static async Task StopAsync(IAsyncDisposable adapter, Func<bool> isStopped, TimeSpan patience)
    {
        await adapter.DisposeAsync().AsTask().WaitAsync(patience);
        Assert.True(isStopped(), "the adapter says it has not stopped");
    }

    /// <summary>
    /// What a test class of <paramref name="project"/> throws in place of starting the adapter where the peer is not
    /// built; never thrown in a run, since <see cref="PeerFactAttribute"/> skips those tests.
    /// </summary>
    public static InvalidOperationException NotBuilt(string project) => new(PeerFactAttribute.SkipReason(PeerProbe.Named(project)));
}
