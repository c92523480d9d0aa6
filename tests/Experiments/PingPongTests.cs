using PerfBuf.Experiments.E11;
using PerfBuf.Experiments.Harness;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E11's rows of C requests to one actor (<see cref="PingPongBenchmarks"/>) each verify and count their crossings, and
/// the rows whose client is the measuring thread waiting synchronously (RuntimeRunNextWaiting, in both E11 classes) cross
/// exactly as the floor does: a request's handling on a worker, its reply's handling back on the measuring thread — two
/// crossings per request, at every C — and fail a wrong expected checksum as every row must.
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class PingPongTests(ITestOutputHelper output) : IDisposable
{
    public void Dispose()
    {
        Scale.Smoke = false;
        Check.Sabotage = 0;
        Check.PlantFault = false;
    }

    public static TheoryData<string> Cases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc => bc.Descriptor.Type == typeof(PingPongBenchmarks)))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
    }

    /// <summary>The rows whose client waits synchronously on the measuring thread, in both E11 classes.</summary>
    public static TheoryData<string> WaitingCases()
    {
        var data = new TheoryData<string>();
        foreach (var bc in SmokeRunner.AllCases().Where(bc =>
                     bc.Descriptor.WorkloadMethod.Name == nameof(PingPongBenchmarks.RuntimeRunNextWaiting)
                     && (bc.Descriptor.Type == typeof(PingPongBenchmarks) || bc.Descriptor.Type == typeof(SeedPingPongBenchmarks))))
        {
            data.Add(SmokeRunner.Name(bc));
        }
        return data;
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
    }

    [Fact]
    public void Both_classes_have_the_waiting_row_at_every_concurrency() =>
        Assert.Equal(6, WaitingCases().Count); // C = 1, 100, 1 000 in each class

    [Theory]
    [MemberData(nameof(WaitingCases))]
    public void A_waiting_row_crosses_twice_per_request_as_the_floor_does(string name)
    {
        Scale.Smoke = true;
        CrossingsMetric.Forget();
        SmokeRunner.RunOnce(SmokeRunner.Find(name));
        output.WriteLine($"{name}: {CrossingsMetric.Last:0.####} crossings per request");
        Assert.Equal(2.0, CrossingsMetric.Last); // to a worker and back: never on the measuring thread, never a third thread
    }

    [Theory]
    [MemberData(nameof(WaitingCases))]
    public void A_waiting_row_with_a_wrong_expected_checksum_fails(string name)
    {
        Scale.Smoke = true;
        Check.Sabotage = 1;
        var error = Assert.Throws<BenchmarkVerificationException>(() => SmokeRunner.RunOnce(SmokeRunner.Find(name)));
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
    }
}
