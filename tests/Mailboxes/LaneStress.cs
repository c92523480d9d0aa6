using System.Diagnostics;
using PerfBuf.Mailboxes;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// What the lane designs' tests share (<see cref="MpscLanesTests"/>, <see cref="MpscLeanLanesTests"/>): the item format
/// (<c>(producer &lt;&lt; 40) | sequence</c>) and the seeded multi-threaded stress — four producers (seeded random pauses)
/// push 200 000 items each through their own lane of 64 slots, waiting while it is full, then close it, while a consumer
/// the test supplies takes them until the design reports completion. Every item must be delivered once, in its
/// producer's order. Progress is an item delivered: a producer waiting on a full lane, the consumer waiting on empty
/// lanes and the join fail only when nothing moved for <see cref="Progress.DefaultLimit"/>. Rerun a failure with
/// MAILBOX_STRESS_SEED=&lt;seed&gt;.
/// </summary>
internal static class LaneStress
{
    public const int Producers = 4;
    public const long Items = 200_000;
    public const int Capacity = 64;

    public static long Encode(int producer, long sequence) => ((long)producer << 40) | sequence;

    public static int ProducerOf(long item) => (int)(item >> 40);

    public static long SequenceOf(long item) => item & ((1L << 40) - 1);

    /// <summary>MAILBOX_STRESS_SEED when set, else <paramref name="baseSeed"/> + <paramref name="salt"/>.</summary>
    public static int Seed(int baseSeed, int salt) => Environment.GetEnvironmentVariable("MAILBOX_STRESS_SEED") is { } s
        ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
        : baseSeed + salt;

    /// <summary>A lane's producer side as the stress drives it: push one item, close the lane.</summary>
    public readonly record struct Lane<T>(Func<T, PushStatus> TryPush, Action Close);

    /// <summary>
    /// Runs a producer per lane and <paramref name="consume"/> (given the progress to watch and a way to fail) on their
    /// own threads; the consumer records each producer's items delivered in <paramref name="delivered"/>. Then asserts
    /// no failure, every item delivered, and <paramref name="isCompleted"/>.
    /// </summary>
    public static void Run<T>(ITestOutputHelper output, int seed, IReadOnlyList<Lane<T>> lanes, Func<int, long, T> encode,
        Action<Progress, Action<string>> consume, long[] delivered, Func<bool> isCompleted)
    {
        Assert.Equal(Producers, lanes.Count);
        Assert.Equal(Producers, delivered.Length);
        var progress = new Progress().Counting(() => Progress.Sum(delivered));
        string? failure = null;
        void Fail(string message) => Interlocked.CompareExchange(ref failure, message, null);
        var fulls = new long[Producers];
        var threads = new List<Thread>();
        for (var p = 0; p < Producers; p++)
        {
            var id = p;
            threads.Add(new Thread(() => StressThreads.Guard(() =>
            {
                var random = new Random(seed * 31 + id);
                var lane = lanes[id];
                var watch = progress.Watch();
                for (long s = 0; s < Items && Volatile.Read(ref failure) is null; s++)
                {
                    var item = encode(id, s);
                    PushStatus status;
                    while ((status = lane.TryPush(item)) == PushStatus.Full)
                    {
                        fulls[id]++;
                        if (watch.Stalled)
                        {
                            Fail($"producer {id}: its lane stayed full and nothing moved for {watch.Idle.TotalSeconds:F0} s");
                            return;
                        }
                        Thread.Yield();
                    }
                    if (status != PushStatus.Ok)
                    {
                        Fail($"producer {id}: push {s} returned {status} on an open lane");
                        return;
                    }
                    StressThreads.Jitter(random);
                }
                lane.Close();
            }, Fail)) { IsBackground = true, Name = $"producer {p}" });
        }
        threads.Add(new Thread(() => StressThreads.Guard(() => consume(progress, Fail), Fail)) { IsBackground = true, Name = "consumer" });
        var clock = Stopwatch.StartNew();
        foreach (var t in threads)
        {
            t.Start();
        }
        if (progress.TryJoin(threads) is { } stuck)
        {
            Fail(stuck);
        }
        output.WriteLine($"seed={seed} {clock.Elapsed.TotalSeconds:F2} s: delivered {string.Join("/", delivered)}, full {string.Join("/", fulls)}");
        Assert.True(failure is null, $"seed={seed} (set MAILBOX_STRESS_SEED to rerun): {failure}");
        Assert.All(delivered, n => Assert.Equal(Items, n));
        Assert.True(isCompleted());
    }
}
