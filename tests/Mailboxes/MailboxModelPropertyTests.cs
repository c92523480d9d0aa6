using FsCheck;
using FsCheck.Fluent;
using PerfBuf.Mailboxes;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// Property: any single-threaded sequence of push / pop / drain k / claim+publish / count / close gives the same
/// observable results on a mailbox as on a model <see cref="Queue{T}"/> with the same capacity.
/// </summary>
public sealed class MailboxModelPropertyTests
{
    /// <summary>Every kind whose Full is "the model holds capacity items". The bounded segmented queue may also refuse
    /// below its cap while a grown segment's share is reserved: its own model is in SegmentedQueueTests.</summary>
    public static TheoryData<MailboxKind> AllKinds =>
        new(Enum.GetValues<MailboxKind>().Where(k => k != MailboxKind.MpscSegmentedBounded));

    [Theory]
    [MemberData(nameof(AllKinds))]
    public void Mailbox_matches_queue_model(MailboxKind kind)
    {
        var scenarios = Gen.Zip(Gen.Choose(1, 4), Gen.ArrayOf(Gen.Choose(0, 999)))
            .Select(t => (CapacityLog2: t.Item1, Ops: t.Item2));
        var property = Prop.ForAll(scenarios.ToArbitrary(), s => RunScenario(kind, 1 << s.CapacityLog2, s.Ops));
        Check.One(Config.QuickThrowOnFailure.WithMaxTest(300).WithEndSize(200), property);
    }

    /// <summary>Applies the decoded operations to both; throws (FsCheck then shrinks) on the first difference.</summary>
    private static bool RunScenario(MailboxKind kind, int capacity, int[] ops)
    {
        var box = TestMailbox<string>.Create(kind, capacity);
        var modelCapacity = box.IsBounded ? capacity : int.MaxValue;
        var model = new Queue<string>();
        var closed = false;
        var next = 0;
        long published = 0; // items ever published: where the ring's next slot is
        var sink = new List<string>();
        for (var step = 0; step < ops.Length; step++)
        {
            var op = ops[step];
            var where = $"{kind} capacity {capacity}, step {step} (op {op})";
            if (op < 400 || (op >= 820 && op < 920))
            {
                var item = "item" + next++;
                var expected = closed ? PushStatus.Closed : model.Count == modelCapacity ? PushStatus.Full : PushStatus.Ok;
                PushStatus actual;
                if (op >= 820 && box.HasClaim)
                {
                    actual = box.TryClaimPublish(item);
                    if (expected == PushStatus.Closed)
                    {
                        expected = PushStatus.Full; // a failed claim does not say why
                    }
                }
                else
                {
                    actual = box.TryPush(item);
                }
                Expect(expected, actual, where + " push");
                if (expected == PushStatus.Ok)
                {
                    model.Enqueue(item);
                    published++;
                }
            }
            else if (op < 460 && box.HasBatch)
            {
                var items = Enumerable.Range(0, op % 4 + 1).Select(_ => "item" + next++).ToArray();
                published += op < 430
                    ? PushBatch(box, model, items, capacity, modelCapacity, closed, where)
                    : ClaimBatch(box, model, items, capacity, modelCapacity, closed, published, (op / 4 % items.Length) + 1, where);
            }
            else if (op < 700)
            {
                var had = model.TryDequeue(out var expected);
                var got = box.TryPop(out var actual);
                Expect(had, got, where + " pop result");
                Expect(expected, actual, where + " pop value");
            }
            else if (op < 820)
            {
                var k = op % 8;
                sink.Clear();
                int n;
                if (box.HasDrain)
                {
                    n = box.Drain(sink, k);
                }
                else
                {
                    for (n = 0; n < k && box.TryPop(out var one); n++)
                    {
                        sink.Add(one);
                    }
                }
                var expected = new List<string>();
                while (expected.Count < k && model.TryDequeue(out var e))
                {
                    expected.Add(e);
                }
                Expect(expected.Count, n, where + " drain count");
                Expect(string.Join(",", expected), string.Join(",", sink), where + " drain items");
            }
            else if (op < 990)
            {
                if (box.HasCount)
                {
                    Expect(model.Count, box.Count, where + " count");
                }
                Expect(closed && model.Count == 0, box.IsCompleted, where + " IsCompleted");
            }
            else
            {
                box.Close();
                closed = true;
            }
        }
        // Finally: close, drain everything in order, and complete.
        box.Close();
        while (model.TryDequeue(out var expected))
        {
            Expect(false, box.IsCompleted, $"{kind}: IsCompleted with items left");
            Expect(true, box.TryPop(out var actual), $"{kind}: final drain");
            Expect(expected, actual, $"{kind}: final drain value");
        }
        Expect(false, box.TryPop(out _), $"{kind}: pop after final drain");
        Expect(true, box.IsCompleted, $"{kind}: IsCompleted after final drain");
        Expect(PushStatus.Closed, box.TryPush("late"), $"{kind}: push after close");
        return true;
    }

    /// <summary>All or nothing: Ok when every item fits, Full when not, Closed after Close; a batch longer than the
    /// capacity is refused with ArgumentException. Returns how many were published.</summary>
    private static int PushBatch(TestMailbox<string> box, Queue<string> model, string[] items, int capacity, int modelCapacity,
        bool closed, string where)
    {
        if (items.Length > capacity)
        {
            var error = Record.Exception(() => box.TryPushBatch(items));
            Expect(typeof(ArgumentException), error?.GetType(), where + " oversized batch");
            return 0;
        }
        var expected = closed ? PushStatus.Closed : model.Count + items.Length > modelCapacity ? PushStatus.Full : PushStatus.Ok;
        Expect(expected, box.TryPushBatch(items), where + " batch push");
        if (expected != PushStatus.Ok)
        {
            return 0;
        }
        foreach (var item in items)
        {
            model.Enqueue(item);
        }
        return items.Length;
    }

    /// <summary>A batch claim gets min(asked, free, slots before the buffer's end) contiguous slots, none when full or
    /// closed; the first <paramref name="publish"/> of them are published. Returns how many were published.</summary>
    private static int ClaimBatch(TestMailbox<string> box, Queue<string> model, string[] items, int capacity, int modelCapacity,
        bool closed, long published, int publish, string where)
    {
        var free = closed ? 0 : modelCapacity - model.Count;
        var expectedClaimed = (int)Math.Min(Math.Min(items.Length, free), capacity - (published % capacity));
        var (claimed, done) = box.TryClaimBatchPublish(items, publish);
        Expect(expectedClaimed, claimed, where + " batch claim size");
        Expect(Math.Min(publish, expectedClaimed), done, where + " batch claim published");
        foreach (var item in items.AsSpan(0, done))
        {
            model.Enqueue(item);
        }
        return done;
    }

    private static void Expect<TValue>(TValue expected, TValue actual, string what)
    {
        if (!EqualityComparer<TValue>.Default.Equals(expected, actual))
        {
            throw new InvalidOperationException($"{what}: model says {expected}, mailbox says {actual}");
        }
    }
}
