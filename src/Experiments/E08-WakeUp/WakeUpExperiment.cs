using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E08;

/// <summary>E08's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class WakeUpExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "A waiting consumer is woken by one message: what does each wait strategy cost from the post to the handler, how much CPU does it burn while idle, and which should a mailbox use for which idle gap?",
        Peers: "pure spin, SpinWait, SpinThenParkWait, raw futex (the floor), ManualResetEventSlim, SemaphoreSlim, Monitor.Wait/Pulse, Channel ReadAsync, thread-pool work item, AffinePool, TaskCompletionSource; idle gap 2 µs and 1 ms",
        // one invocation per iteration; the 1 ms gap's invocations take about 1.1 s (1 000 sleeps of a little over 1 ms),
        // the 2 µs gap's a few tens of ms. Quick: 1 launch of jitting + 1 warm-up + 3 measured + the counting pass per
        // case; full (as a headline class): 3 launches of jitting + 1 warm-up + 5 measured + the counting pass; plus the
        // benchmark project's build and each process's start
        QuickTime: "~4 min",
        FullTime: "~9 min",
        Benchmarks: [typeof(WakeUpBenchmarks)],
        Headlines:
        [
            // headlines on the wake metrics: added with the metric headline measure
        ])
    {
        Profile = JobProfile.LongInvocations,
        // every row's producer posts the middle message with a wrong sequence number: the handler's check must catch it
        PlantedFaultRows = ["*"],
    };
}
