using System.Diagnostics.CodeAnalysis;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>Calls back into the consumer that is draining it, on the item given by <see cref="At"/>.</summary>
internal struct NestedCallHandler(Action<long> nested) : IHandler<long>
{
    public long At;
    public List<long> Seen = [];

    public readonly void Handle(in long item)
    {
        Seen.Add(item);
        if (item == At)
        {
            nested(item);
        }
    }
}

/// <summary>
/// A handler that calls back into its own consumer during Drain (a nested TryPop, Drain or, for the linked queue,
/// IsCompleted) is refused with InvalidOperationException in every build, and the consumer stays intact: the item
/// in hand counts as consumed (as for any handler exception), every other item is delivered exactly once, in
/// order, and the mailbox keeps working for many laps.
/// </summary>
public sealed class ReentrancyTests
{
    public enum Kind
    {
        SpscRing,
        SpscSlotRing,
        SpscSlotLineRing,
        MpscRingXadd,
        MpscRingCas,
        MpscLinkedQueue,
        MpscSegmentedQueue,
        MpscBatchRing,
    }

    public enum Nested
    {
        TryPop,
        Drain,
        IsCompleted,
    }

    public static TheoryData<Kind, Nested> Cases
    {
        get
        {
            var data = new TheoryData<Kind, Nested>();
            foreach (var kind in Enum.GetValues<Kind>())
            {
                data.Add(kind, Nested.TryPop);
                data.Add(kind, Nested.Drain);
            }
            data.Add(Kind.MpscLinkedQueue, Nested.IsCompleted); // the one IsCompleted that moves the consumer
            return data;
        }
    }

    private delegate int DrainFn(ref NestedCallHandler handler, int max);

    private delegate bool PopFn([MaybeNullWhen(false)] out long item);

    private sealed record Consumer(Func<long, PushStatus> Push, PopFn TryPop, DrainFn Drain, Func<bool> IsCompleted);

    private static Consumer Create(Kind kind, int capacity)
    {
        switch (kind)
        {
            case Kind.SpscRing:
            {
                var (p, c) = SpscRing<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.SpscSlotRing:
            {
                var (p, c) = SpscSlotRing<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.SpscSlotLineRing:
            {
                var (p, c) = SpscSlotLineRing<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.MpscRingXadd:
            {
                var (p, c) = MpscRingXadd<long>.Create(capacity);
                return new Consumer(x => p.TryPushCas(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.MpscRingCas:
            {
                var (p, c) = MpscRingCas<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.MpscBatchRing:
            {
                var (p, c) = MpscBatchRing<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            case Kind.MpscSegmentedQueue:
            {
                var (p, c) = MpscSegmentedQueue<long>.Create(capacity, capacity * 2);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
            default:
            {
                var (p, c) = MpscLinkedQueue<long>.Create(capacity);
                return new Consumer(x => p.TryPush(x), c.TryPop, (ref NestedCallHandler h, int max) => c.Drain(ref h, max), () => c.IsCompleted);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void A_nested_call_from_the_handler_is_refused_and_the_consumer_stays_intact(Kind kind, Nested nested)
    {
        const int capacity = 8;
        var consumer = Create(kind, capacity);
        for (long i = 0; i < 6; i++)
        {
            Assert.Equal(PushStatus.Ok, consumer.Push(i));
        }
        Action<long> call = nested switch
        {
            Nested.TryPop => _ => consumer.TryPop(out _),
            Nested.Drain => _ =>
            {
                var inner = new NestedCallHandler(_ => { }) { At = -1, Seen = [] };
                consumer.Drain(ref inner, 100);
            },
            _ => _ => consumer.IsCompleted(),
        };
        var handler = new NestedCallHandler(call) { At = 2, Seen = [] };
        var refused = Assert.Throws<InvalidOperationException>(() => consumer.Drain(ref handler, 100));
        Assert.Contains("re-entrant", refused.Message, StringComparison.Ordinal);
        Assert.Equal([0, 1, 2], handler.Seen); // the nested call took nothing: it was refused before touching anything

        // intact: 3, 4, 5 next, exactly once, then many laps of pushes and pops in order
        var expected = 3L;
        var next = 6L;
        for (var round = 0; round < 10 * capacity; round++)
        {
            while (next < expected + capacity && consumer.Push(next) == PushStatus.Ok)
            {
                next++;
            }
            var rest = new NestedCallHandler(_ => { }) { At = -1, Seen = [] };
            consumer.Drain(ref rest, 3);
            Assert.True(consumer.TryPop(out var popped));
            foreach (var item in rest.Seen.Append(popped))
            {
                Assert.Equal(expected++, item);
            }
        }
        while (consumer.TryPop(out var item))
        {
            Assert.Equal(expected++, item);
        }
        Assert.Equal(next, expected);
    }
}
