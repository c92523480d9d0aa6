using PerfBuf.Mailboxes;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>After warm-up, steady-state push/pop/drain/claim on one thread allocates nothing (docs/DESIGN.md §3).</summary>
public sealed class MailboxAllocationTests
{
    private const int Operations = 20_000;

    public static TheoryData<MailboxKind> AllKinds => new(Enum.GetValues<MailboxKind>());

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Steady_state_allocates_zero_bytes_long(MailboxKind kind) =>
        AssertNoAllocation(TestMailbox<long>.Create(kind, 64), i => i);

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Steady_state_allocates_zero_bytes_reference(MailboxKind kind)
    {
        var payloads = Enumerable.Range(0, 16).Select(i => "payload" + i).ToArray();
        AssertNoAllocation(TestMailbox<string>.Create(kind, 64), i => payloads[i & 15]);
    }

    private static void AssertNoAllocation<T>(TestMailbox<T> box, Func<int, T> item)
    {
        var sink = new List<T>(64);
        Exercise(box, item, sink, Operations); // warm-up: JIT tiers, node pool filled
        Exercise(box, item, sink, Operations);
        var before = GC.GetAllocatedBytesForCurrentThread();
        Exercise(box, item, sink, Operations);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated == 0, $"{box.Kind}: {allocated} bytes allocated over {Operations} steady-state operations");
    }

    /// <summary>Bursts of up to 48 pushes (claims too, where supported), then pops and drains them back out.</summary>
    private static void Exercise<T>(TestMailbox<T> box, Func<int, T> item, List<T> sink, int operations)
    {
        for (var i = 0; i < operations;)
        {
            var burst = 1 + (i % 48);
            for (var j = 0; j < burst; j++, i++)
            {
                var status = box.HasClaim && (j & 1) == 1 ? box.TryClaimPublish(item(i)) : box.TryPush(item(i));
                if (status != PushStatus.Ok)
                {
                    throw new InvalidOperationException($"push {i}: {status}");
                }
            }
            var left = burst;
            if (box.HasDrain)
            {
                sink.Clear();
                left -= box.Drain(sink, burst / 2);
            }
            while (left > 0)
            {
                if (!box.TryPop(out _))
                {
                    throw new InvalidOperationException("pop failed");
                }
                left--;
            }
        }
    }
}
