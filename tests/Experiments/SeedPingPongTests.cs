using PerfBuf.Experiments.E11;
using PerfBuf.Experiments.Harness;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E11's seed 000 workload (<see cref="SeedPingPongBenchmarks"/>: one request to each of C actors per round) checks that
/// every actor answers exactly once per request it got: under <see cref="Check.PlantFault"/> one actor answers its first
/// request twice, in every row (ours and each built peer's adapter), and the verification names that actor; the class's
/// floor, which has no actors, answers one request wrongly and its in-order check says so. The row without a mailbox
/// crosses no thread.
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class SeedPingPongTests(ITestOutputHelper output) : IDisposable
{
    public void Dispose()
    {
        Scale.Smoke = false;
        Check.PlantFault = false;
    }

    public static TheoryData<string> Cases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc => bc.Descriptor.Type == typeof(SeedPingPongBenchmarks)))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    private static bool IsFloor(string name) =>
        name.StartsWith($"{nameof(SeedPingPongBenchmarks)}.{nameof(SeedPingPongBenchmarks.Floor)} ", StringComparison.Ordinal);

    private static int ConcurrencyOf(string name) =>
        int.Parse(name[(name.IndexOf("Concurrency=", StringComparison.Ordinal) + "Concurrency=".Length)..], System.Globalization.CultureInfo.InvariantCulture);

    [Theory]
    [MemberData(nameof(Cases))]
    public void An_actor_that_answers_twice_fails_the_run_and_is_named(string name)
    {
        Scale.Smoke = true;
        Check.PlantFault = true;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        var actor = SeedPingPongBenchmarks.PlantedActor(ConcurrencyOf(name));
        Assert.Contains(IsFloor(name) ? "(replies arrive in order)" : $"answers sent by actor {actor} (one per request it got)",
            error.Message, StringComparison.Ordinal);
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
        output.WriteLine(error.Message);
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void Every_row_verifies_and_counts_its_crossings(string name)
    {
        Scale.Smoke = true;
        CrossingsMetric.Forget();
        SmokeRunner.RunOnce(SmokeRunner.Find(name));
        var crossings = CrossingsMetric.Last;
        output.WriteLine($"{name}: {crossings:0.####} crossings per request");
        Assert.True(double.IsFinite(crossings) && crossings >= 0, $"{name}: crossings per request {crossings}");
        if (name.StartsWith($"{nameof(SeedPingPongBenchmarks)}.{nameof(SeedPingPongBenchmarks.CustomActorNoMailbox)} ", StringComparison.Ordinal))
        {
            Assert.Equal(0, crossings); // a direct call under a semaphore: nothing crosses a thread
        }
    }

    [Fact]
    public void The_planted_actor_is_an_actor_of_every_concurrency()
    {
        Assert.Equal(0, SeedPingPongBenchmarks.PlantedActor(1));
        Assert.Equal(50, SeedPingPongBenchmarks.PlantedActor(100));
        Assert.Equal(500, SeedPingPongBenchmarks.PlantedActor(1_000));
    }
}
