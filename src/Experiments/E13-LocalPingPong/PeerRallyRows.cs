namespace PerfBuf.Experiments.E13;

/// <summary>A peer's pairs behind the row interface: its adapter serves, settles and stops them (each peer's factory is in
/// that peer's <c>LocalPingPongBenchmarks.&lt;Peer&gt;.cs</c>).</summary>
internal sealed partial class PeerRallyRow(string name, Action<int> serve, Action<TimeSpan> settle, IAsyncDisposable adapter) : IPingPongRow
{
    public string Name => name;

    public void Serve(int pair) => serve(pair);

    public void Settle(TimeSpan patience) => settle(patience);

    public ValueTask DisposeAsync() => adapter.DisposeAsync();

    private static Func<int, int>[] Rallies(IReadOnlyList<PairTally> tallies) => [.. tallies.Select(t => t.Function)];

    private static void Nothing(TimeSpan patience)
    {
    }
}
