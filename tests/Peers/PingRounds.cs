namespace PerfBuf.Tests.Peers;

/// <summary>
/// The request/response workload as the peer adapter tests drive it: rounds of requests sent at once, each reply
/// checked against its request (2r + 1), none allowed to go missing.
/// </summary>
internal static class PingRounds
{
    /// <summary>How long a round may wait for its replies before the test fails.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    /// <summary>The concurrencies the benchmark uses (C = 1, 100, 1 000), a few rounds each.</summary>
    public static async Task AtEveryConcurrency(Func<int, Task<int>> ask)
    {
        var first = 0;
        foreach (var concurrency in new[] { 1, 100, 1_000 })
        {
            first = await Run(ask, concurrency, rounds: 3, first);
        }
    }

    /// <summary>Sends <paramref name="rounds"/> rounds of <paramref name="concurrency"/> requests numbered from
    /// <paramref name="first"/>, checks every reply; returns the next request number.</summary>
    public static async Task<int> Run(Func<int, Task<int>> ask, int concurrency, int rounds, int first)
    {
        var pending = new Task<int>[concurrency];
        for (var round = 0; round < rounds; round++)
        {
            for (var i = 0; i < concurrency; i++)
            {
                pending[i] = ask(first + i);
            }
            var replies = await Task.WhenAll(pending).WaitAsync(Patience);
            for (var i = 0; i < concurrency; i++)
            {
                Assert.Equal(2 * (first + i) + 1, replies[i]);
            }
            first += concurrency;
        }
        return first;
    }
}
