using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// A crossings difference the schedulers decided (<see cref="Headline.CrossingsByScheduler"/>): where the headline says
/// why and both rows declare placement by their schedulers, the counts are noted and the verdict stands; where either
/// row's actors are placed by the benchmark's author, or the headline says nothing, the difference labels as always.
/// </summary>
public sealed class CrossingsBySchedulerTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    /// <summary>Rows with declared promises, named as the results name them (the class's short name).</summary>
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    private sealed class SlotRows
    {
        public void NextSlot() { }

        public void Peer() { }

        public void PeerTwin() { }

        [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Author)]
        public void Keyed() { }
    }

    private const string Type = nameof(SlotRows);

    private const string Reason = "a next slot keeps a pair on one thread";

    private static Headline Pair(string row, string baseline, string? reason = Reason) =>
        new($"{row} vs {baseline}", new RowKey(Type, row, "P=1"), new RowKey(Type, baseline, "P=1"), MinRatio: 2, TargetText: "≥ 2×")
        {
            CrossingsByScheduler = reason,
        };

    private HeadlineValue Value(Headline headline) =>
        Assert.Single(_results.Report().Headlines(SyntheticResults.Definition([headline], benchmarks: [typeof(SlotRows)])));

    private void Store() => _results.Store(
        SyntheticResults.Row(Type, "NextSlot", "P=1", 10, crossingsPerOp: 0),
        SyntheticResults.Row(Type, "Keyed", "P=1", 10, crossingsPerOp: 0),
        SyntheticResults.Row(Type, "Peer", "P=1", 100, crossingsPerOp: 0.8));

    [Fact]
    public void Both_placed_by_their_schedulers_the_difference_is_noted_and_the_verdict_stands()
    {
        Store();
        var value = Value(Pair("NextSlot", "Peer"));
        Assert.False(value.IsLabelled);
        Assert.Empty(value.CrossingsDiffer);
        Assert.Equal([$"crossings per message 0 against 0.8000, as the schedulers placed them ({Reason})"], value.PromiseNotes);
        Assert.True(value.Met); // 10× meets ≥ 2×
    }

    [Fact]
    public void Placement_by_the_author_still_labels_the_difference()
    {
        Store();
        var value = Value(Pair("Keyed", "Peer"));
        Assert.True(value.IsLabelled);
        Assert.Contains("crossings per message 0 against 0.8000", value.Labels);
        Assert.Null(value.Met);
    }

    [Fact]
    public void Without_the_headline_saying_why_the_difference_labels()
    {
        Store();
        var value = Value(Pair("NextSlot", "Peer", reason: null));
        Assert.Equal(["crossings per message 0 against 0.8000"], value.Labels);
        Assert.Null(value.Met);
    }

    [Fact]
    public void A_best_of_takes_the_fastest_row_placed_by_its_scheduler_whatever_its_crossings()
    {
        _results.Store(
            SyntheticResults.Row(Type, "NextSlot", "P=1", 10, crossingsPerOp: 0),
            SyntheticResults.Row(Type, "PeerTwin", "P=1", 30, crossingsPerOp: 0.8),
            SyntheticResults.Row(Type, "Peer", "P=1", 100, crossingsPerOp: 0.8));
        var value = Value(Pair("NextSlot|PeerTwin", "Peer"));
        Assert.Equal("NextSlot", value.RowMethod);
        Assert.False(value.IsLabelled);
        Assert.Equal(10.0, value.Ratio!.Value, 9);
    }
}
