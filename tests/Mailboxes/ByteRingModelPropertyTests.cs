using FsCheck;
using FsCheck.Fluent;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Payloads;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>
/// Property: any single-threaded sequence of message grants (committed whole, in part, or empty), reads, close and
/// completion checks gives the same results on SpscByteRing as on a model written another way: a queue of byte strings
/// whose placement is decided on buffer offsets (a frame goes where the last one ended, or at 0 when it would cross the
/// end; it fits when its offsets overlap no unreleased frame and no unpassed skip). The ring decides on 64-bit positions
/// and one capacity comparison; the two agree on every Ok/Full, every message read back and its bytes.
/// </summary>
public sealed class ByteRingModelPropertyTests
{
    [Fact]
    public void Byte_ring_matches_the_offset_model()
    {
        var scenarios = Gen.Zip(Gen.Choose(4, 8), Gen.ArrayOf(Gen.Choose(0, 999)))
            .Select(t => (CapacityLog2: t.Item1, Ops: t.Item2));
        var property = Prop.ForAll(scenarios.ToArbitrary(), s => RunScenario(1 << s.CapacityLog2, s.Ops));
        Check.One(Config.QuickThrowOnFailure.WithMaxTest(300).WithEndSize(300), property);
    }

    /// <summary>An entry of the model: a message's frame (header + payload) or a skipped tail of the buffer.</summary>
    private sealed record Entry(int Start, int Length, byte[]? Payload);

    private static bool RunScenario(int capacity, int[] ops)
    {
        var (producer, consumer) = SpscByteRing.Create(capacity);
        var maxMessage = producer.MaxMessage;
        var model = new List<Entry>(); // oldest first; frames and skips not yet released
        var writeAt = 0;
        var closed = false;
        var number = 0;
        for (var step = 0; step < ops.Length; step++)
        {
            var op = ops[step];
            var where = $"capacity {capacity}, step {step} (op {op})";
            if (op < 500)
            {
                var length = op % (maxMessage + 1);
                var commit = op % 5 == 0 ? 0 : op % 3 == 0 ? length / 2 : length;
                var size = SpscByteRing.MessageHeader + length;
                var start = writeAt + size <= capacity ? writeAt : 0;
                var fits = !model.Any(e => Overlaps(e.Start, e.Length, start, size));
                var expected = closed ? PushStatus.Closed : fits ? PushStatus.Ok : PushStatus.Full;
                var status = producer.TryGrantMessage(length, out var grant);
                Expect(expected, status, where + " grant");
                if (status != PushStatus.Ok)
                {
                    continue;
                }
                var payload = Enumerable.Range(0, commit).Select(i => (byte)(number * 7 + i)).ToArray();
                number++;
                payload.CopyTo(grant.Span);
                grant.Commit(commit);
                if (start == 0 && writeAt != 0)
                {
                    model.Add(new Entry(writeAt, capacity - writeAt, null)); // the skipped end of the buffer
                }
                model.Add(new Entry(start, SpscByteRing.MessageHeader + commit, payload));
                writeAt = (start + SpscByteRing.MessageHeader + commit) % capacity;
            }
            else if (op < 900)
            {
                var frame = model.FirstOrDefault(e => e.Payload is not null);
                var got = consumer.TryReadMessage(out var grant);
                Expect(frame is not null, got, where + " read");
                if (!got)
                {
                    continue;
                }
                Expect(Convert.ToHexString(frame!.Payload!), Convert.ToHexString(grant.Span), where + " payload");
                grant.Release();
                model.RemoveRange(0, model.IndexOf(frame) + 1); // the skip before it is released with it
            }
            else if (op < 990)
            {
                Expect(closed && model.Count == 0, consumer.IsCompleted, where + " IsCompleted");
                Expect(model.Sum(e => (long)e.Length), consumer.Count, where + " count");
            }
            else
            {
                producer.Close();
                closed = true;
            }
        }
        producer.Close();
        foreach (var frame in model.Where(e => e.Payload is not null).ToList())
        {
            Expect(false, consumer.IsCompleted, "IsCompleted with messages left");
            Expect(true, consumer.TryReadMessage(out var grant), "final read");
            Expect(Convert.ToHexString(frame.Payload!), Convert.ToHexString(grant.Span), "final payload");
            grant.Release();
        }
        Expect(false, consumer.TryReadMessage(out _), "read after the final drain");
        Expect(true, consumer.IsCompleted, "IsCompleted after the final drain");
        return true;
    }

    /// <summary>Whether buffer ranges [a, a + la) and [b, b + lb) share a byte.</summary>
    private static bool Overlaps(int a, int la, int b, int lb) => la > 0 && lb > 0 && a < b + lb && b < a + la;

    private static void Expect<TValue>(TValue expected, TValue actual, string what)
    {
        if (!EqualityComparer<TValue>.Default.Equals(expected, actual))
        {
            throw new InvalidOperationException($"{what}: model says {expected}, ring says {actual}");
        }
    }
}
