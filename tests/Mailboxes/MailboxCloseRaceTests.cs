using System.Diagnostics;
using PerfBuf.Mailboxes;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// Close racing with pushes, many times over: a few long-lived producer threads each push a short burst at the
/// instant the test thread closes the mailbox (after a seeded random delay), for a while and at least
/// <see cref="MinRounds"/> times. Afterwards exactly the pushes that
/// returned Ok must be delivered, in per-producer order, and IsCompleted must then be true. Aims at the narrow
/// windows (XADD ticket drawn after Close, linked-queue exchange behind the close marker).
/// </summary>
public sealed class MailboxCloseRaceTests
{
    private static readonly TimeSpan Duration = TimeSpan.FromSeconds(1.5);

    /// <summary>Rounds a run always does, however long the machine makes them take.</summary>
    private const int MinRounds = 20;

    private const int Producers = 3;
    private const int Burst = 8;

    public static TheoryData<MailboxKind> MpscKinds => [MailboxKind.MpscRingXadd, MailboxKind.MpscRingXaddMayWait, MailboxKind.MpscRingCas, MailboxKind.MpscLinkedQueue, MailboxKind.MpscSegmentedQueue, MailboxKind.MpscSegmentedBounded, MailboxKind.MpscBatchRing, MailboxKind.MpscBatchRingBatch];

    [Theory]
    [MemberData(nameof(MpscKinds))]
    public void Close_racing_pushes_loses_and_duplicates_nothing(MailboxKind kind)
    {
        var seed = Random.Shared.Next();
        var rng = new Random(seed);
        var box = TestMailbox<long>.Create(kind, 64);
        var generation = 0;
        var finished = 0;
        var ok = new int[Producers];
        var stop = false;
        var threads = new Thread[Producers];
        for (var p = 0; p < Producers; p++)
        {
            var id = p;
            threads[p] = new Thread(() =>
            {
                var seen = 0;
                while (true)
                {
                    var spinner = new SpinWait();
                    while (Volatile.Read(ref generation) == seen && !Volatile.Read(ref stop))
                    {
                        spinner.SpinOnce(sleep1Threshold: -1);
                    }
                    if (Volatile.Read(ref stop))
                    {
                        return;
                    }
                    seen++;
                    var mailbox = Volatile.Read(ref box);
                    var count = 0;
                    for (var i = 0; i < Burst; i++)
                    {
                        if (mailbox.TryPush(((long)id << 32) | (uint)i) == PushStatus.Ok)
                        {
                            count++;
                        }
                    }
                    ok[id] = count;
                    Interlocked.Increment(ref finished);
                }
            })
            { IsBackground = true };
            threads[p].Start();
        }

        var rounds = 0;
        var clock = Stopwatch.StartNew();
        try
        {
            while (clock.Elapsed < Duration || rounds < MinRounds)
            {
                Volatile.Write(ref finished, 0);
                Volatile.Write(ref generation, generation + 1); // go
                Thread.SpinWait(rng.Next(0, 400));
                box.Close();
                // Consume concurrently with the late pushes until IsCompleted; from then on nothing may arrive.
                var next = new int[Producers];
                var hang = Stopwatch.StartNew();
                while (true)
                {
                    var completed = box.IsCompleted; // read before the pop: "completed" must mean "nothing left"
                    var popped = false;
                    while (box.TryPop(out var item))
                    {
                        popped = true;
                        var p = (int)(item >> 32);
                        var i = (int)(uint)item;
                        Assert.True(!completed, $"{kind} seed={seed} round {rounds}: item after IsCompleted");
                        Assert.True(i == next[p], $"{kind} seed={seed} round {rounds}: producer {p} item {i}, expected {next[p]}");
                        next[p]++;
                    }
                    if (completed && !popped)
                    {
                        break;
                    }
                    Assert.True(hang.Elapsed < TimeSpan.FromSeconds(20), $"{kind} seed={seed} round {rounds}: not completed 20 s after the close");
                    Thread.Yield();
                }
                var spinner = new SpinWait();
                while (Volatile.Read(ref finished) != Producers)
                {
                    spinner.SpinOnce(sleep1Threshold: -1);
                }
                Assert.False(box.TryPop(out _), $"{kind} seed={seed} round {rounds}: item after IsCompleted");
                for (var p = 0; p < Producers; p++)
                {
                    Assert.True(next[p] == ok[p], $"{kind} seed={seed} round {rounds}: producer {p} had {ok[p]} Ok pushes, {next[p]} delivered");
                }
                Assert.True(box.IsCompleted, $"{kind} seed={seed} round {rounds}: IsCompleted turned false");
                rounds++;
                Volatile.Write(ref box, TestMailbox<long>.Create(kind, 64));
            }
        }
        finally
        {
            Volatile.Write(ref stop, true);
            foreach (var t in threads)
            {
                t.Join();
            }
        }
        Assert.True(rounds >= MinRounds, $"only {rounds} rounds");
    }
}
