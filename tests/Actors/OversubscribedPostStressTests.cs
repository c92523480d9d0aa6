using System.Diagnostics;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// The paths issue 12 fixed, oversubscribed: 50 posting threads on a 2-core machine against mailboxes of 2 and 4
/// slots, for a fixed time. Every call returns (bounded), every accepted message is handled exactly once in per-poster
/// order (gaps only where DropNewest dropped), and the drop count matches the Dropped statuses. Seeded (the posters'
/// random pauses); rerun with ACTOR_STRESS_SEED.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class OversubscribedPostStressTests(ITestOutputHelper output)
{
    private const int Posters = 50;
    private static readonly TimeSpan Duration = TimeSpan.FromMilliseconds(600);

    public enum Call
    {
        BlockPost,
        BlockTryPost,
        FailFastTryPost,
        FailFastPost,
        DropNewestTryPost,
        DropNewestPost,
    }

    public static TheoryData<Call, int> BoundedCases
    {
        get
        {
            var data = new TheoryData<Call, int>();
            foreach (var call in Enum.GetValues<Call>())
            {
                data.Add(call, 2);
                data.Add(call, 4);
            }
            return data;
        }
    }

    public static TheoryData<int> Capacities => [2, 4];

    private static int Seed() => Environment.GetEnvironmentVariable("ACTOR_STRESS_SEED") is { } s
        ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
        : 4242;

    [Theory]
    [MemberData(nameof(BoundedCases))]
    public Task Fifty_posters_on_a_tiny_bounded_actor(Call call, int capacity) => Guarded(async () =>
    {
        var policy = call switch
        {
            Call.BlockPost or Call.BlockTryPost => BackpressurePolicy.Block,
            Call.FailFastPost or Call.FailFastTryPost => BackpressurePolicy.FailFast,
            _ => BackpressurePolicy.DropNewest,
        };
        var dropping = policy == BackpressurePolicy.DropNewest;
        var recorder = new Recorder(Posters) { AllowGaps = dropping };
        var actor = BoundedThreadedActor<long, RecorderHandler>.Start(new RecorderHandler(recorder), capacity, policy,
            $"fifty-{call}");
        var tryPost = call is Call.BlockTryPost or Call.FailFastTryPost or Call.DropNewestTryPost;
        var accepted = new long[Posters];
        var dropped = new long[Posters];
        var seed = Seed();
        var clock = Stopwatch.StartNew();
        var threads = Enumerable.Range(0, Posters).Select(p => new Thread(() =>
        {
            var random = new Random(seed + p);
            long sequence = 0;
            while (clock.Elapsed < Duration)
            {
                var status = tryPost ? actor.TryPost(Recorder.Encode(p, sequence)) : actor.Post(Recorder.Encode(p, sequence));
                switch (status)
                {
                    case PostStatus.Ok:
                        accepted[p]++;
                        sequence++;
                        break;
                    case PostStatus.Dropped:
                        dropped[p]++;
                        sequence++; // a gap the recorder allows
                        break;
                    default:
                        Thread.Yield(); // Full: retry the same message
                        break;
                }
                if (random.Next(32) == 0)
                {
                    Thread.Yield();
                }
            }
        }) { IsBackground = true, Name = $"poster-{p}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => recorder.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(accepted.Sum(), recorder.Handled);
        for (var p = 0; p < Posters; p++)
        {
            Assert.Equal(accepted[p], recorder.CountOf(p));
        }
        Assert.Equal(dropped.Sum(), actor.Dropped);
        output.WriteLine($"{call}, capacity {capacity}, seed {seed}: {accepted.Sum()} accepted, {dropped.Sum()} dropped");
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Fifty_posters_on_a_tiny_pool_actor(int capacity) => Guarded(async () =>
    {
        var recorder = new Recorder(Posters);
        var actor = PoolActor<long, RecorderHandler>.Start(new RecorderHandler(recorder), capacity, throughput: 2, "fifty-pool");
        await RunPosts(recorder, m => actor.Post(m), () => actor.StopAsync(drain: true), capacity, "PoolActor");
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Fifty_posters_on_a_tiny_threaded_actor(int capacity) => Guarded(async () =>
    {
        var recorder = new Recorder(Posters);
        var actor = ThreadedActor<long, RecorderHandler>.Start(new RecorderHandler(recorder), capacity, name: "fifty-threaded");
        await RunPosts(recorder, m => actor.Post(m), () => actor.StopAsync(drain: true), capacity, "ThreadedActor");
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Fifty_posters_on_a_tiny_batch_ring_actor(int capacity) => Guarded(async () =>
    {
        var recorder = new Recorder(Posters);
        var actor = BatchRingThreadedActor<long, RecorderHandler>.Start(new RecorderHandler(recorder), capacity, name: "fifty-batch-ring");
        await RunPosts(recorder, m => actor.Post(m), () => actor.StopAsync(drain: true), capacity, "BatchRingThreadedActor");
    });

    private async Task RunPosts(Recorder recorder, Action<long> post, Func<Task<int>> stop, int capacity, string what)
    {
        var seed = Seed();
        var clock = Stopwatch.StartNew();
        var (threads, accepted) = StartPosters(post, Posters, _ => clock.Elapsed < Duration, seed);
        JoinAll(threads, () => recorder.Handled);
        Assert.Equal(0, await Bounded(stop(), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(accepted.Sum(), recorder.Handled);
        for (var p = 0; p < Posters; p++)
        {
            Assert.Equal(accepted[p], recorder.CountOf(p));
        }
        output.WriteLine($"{what}, capacity {capacity}, seed {seed}: {accepted.Sum()} posts");
    }
}
