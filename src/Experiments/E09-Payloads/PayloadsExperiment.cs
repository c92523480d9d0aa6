using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E09;

/// <summary>E09's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PayloadsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What do in-place byte grants, pooled buffers and by-reference structs save over a new byte[] per message through a Channel?",
        Compares: "SpscByteRing, SpscRing/MpscRingXadd of PooledMessage (ArrayPool.Shared vs Create()), struct claim/copy/class vs Channel<byte[]>, Channel<ReadOnlyMemory<byte>>, System.IO.Pipelines, ConcurrentQueue<byte[]>, a copy floor; 16 B … 64 KB and a mix",
        QuickTime: "~4 min",
        FullTime: "~28 min",
        Benchmarks: [typeof(PayloadStreamBenchmarks), typeof(PayloadMixBenchmarks), typeof(PoolDepthBenchmarks), typeof(StructPayloadBenchmarks)],
        Headlines:
        [
            new Headline("64 B: SpscByteRing vs a Channel of byte[] with a new array per message",
                Stream(nameof(PayloadBenchmarks.ByteRing), "Size=64"), Stream(nameof(PayloadBenchmarks.ChannelNewArray), "Size=64"),
                MinRatio: 10, TargetText: "≥ 10×, 0 B/message", MaxBytes: 0) { Answers = HandOverShape.MovingBytes, Floor = CopyFloor(64) },
            new Headline("64 B: SpscByteRing vs System.IO.Pipelines",
                Stream(nameof(PayloadBenchmarks.ByteRing), "Size=64"), Stream(nameof(PayloadBenchmarks.Pipe), "Size=64"),
                MinRatio: 3, TargetText: "≥ 3×") { Answers = HandOverShape.MovingBytes, Floor = CopyFloor(64) },
            new Headline("64 KB: SpscByteRing vs the copy floor (same run)",
                Stream(nameof(PayloadBenchmarks.ByteRing), "Size=65536"), Stream(nameof(PayloadBenchmarks.CopyFloor), "Size=65536"),
                MinRatio: 1 / 1.5, TargetText: "time ≤ 1.5× the floor (ratio ≥ 0.67×), 0 B/message", MaxBytes: 0),
            new Headline("1 KB: SpscRing of PooledMessage (ArrayPool.Shared) vs a Channel of byte[] with a new array per message",
                Stream(nameof(PayloadBenchmarks.PooledShared), "Size=1024"), Stream(nameof(PayloadBenchmarks.ChannelNewArray), "Size=1024"),
                TargetText: "0 B/message", MaxBytes: 0) { Floor = CopyFloor(1024) },
            new Headline("1 KB: SpscRing of PooledMessage (ArrayPool.Create()) vs a Channel of byte[] with a new array per message",
                Stream(nameof(PayloadBenchmarks.PooledCreate), "Size=1024"), Stream(nameof(PayloadBenchmarks.ChannelNewArray), "Size=1024"),
                TargetText: "0 B/message", MaxBytes: 0) { Floor = CopyFloor(1024) },
        ])
    {
        Tables =
        [
            new TableShape(nameof(PayloadStreamBenchmarks)) { BytesPerMessage = r => r.Number("Size"), ShowGcs = true },
            new TableShape(nameof(PayloadMixBenchmarks)) { BytesPerMessage = _ => MixMeanBytes, ShowGcs = true },
            new TableShape(nameof(PoolDepthBenchmarks)) { BytesPerMessage = _ => PoolDepthBenchmarks.Size, ShowGcs = true },
            new TableShape(nameof(StructPayloadBenchmarks)) { BytesPerMessage = r => r.Number("Size"), ShowGcs = true },
        ],
        Charts =
        [
            new Chart("bandwidth-vs-size", "Payload bandwidth vs message size", nameof(PayloadStreamBenchmarks),
                "Size", "Message size (bytes)", "Payload bandwidth (GB/s)", new ChartValue(r => r.Number("Size") / r.MeanNs, _ => null)),
            new Chart("per-message-vs-size", "Time per message vs message size", nameof(PayloadStreamBenchmarks),
                "Size", "Message size (bytes)", "Time per message (ns)", ChartValue.Time()),
            new Chart("struct-per-message-vs-size", "Struct payloads: time per message vs struct size", nameof(StructPayloadBenchmarks),
                "Size", "Struct size (bytes)", "Time per message (ns)", ChartValue.Time()),
        ],
    };

    /// <summary>The mix's mean message length, the bytes per message of its GB/s column.</summary>
    private static double MixMeanBytes => PayloadSizes.Mix.MeanLength;

    /// <summary>The copy floor (one core copying the same bytes) at <paramref name="size"/>-byte messages.</summary>
    private static RowKey CopyFloor(int size) => Stream(nameof(PayloadBenchmarks.CopyFloor), $"Size={size}");

    private static RowKey Stream(string method, string parameters) => new(nameof(PayloadStreamBenchmarks), method, parameters);
}
