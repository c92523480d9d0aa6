extern alias controlled;

using controlled::PerfBuf.Mailboxes;
using controlled::PerfBuf.Mailboxes.Payloads;
using Microsoft.Coyote.Runtime;
using Microsoft.Coyote.Specifications;
using Xunit.Abstractions;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;

namespace PerfBuf.Tests.Systematic;

/// <summary>
/// SpscByteRing under Coyote (README.md in this folder): a producer and a consumer on a 32-byte ring exchange eight
/// messages whose frames skip to the start several times; every interleaving of the ring's Volatile steps (tail, head,
/// watermark, closed) is a scheduling point. Every message must arrive whole, in order, with its bytes, and the ring
/// must complete after the producer's close. A wait is a controlled pause until the other side has moved.
/// </summary>
[Collection(nameof(SystematicCollection))]
public sealed class ByteRingSystematicTests(ITestOutputHelper output)
{
    private static readonly int[] Lengths = [5, 7, 0, 3, 12, 4, 1, 7]; // frames of 9, 11, 4, 7, 16, 8, 5, 11 bytes

    /// <summary>How far each side has got (test state, read by the controlled pauses).</summary>
    private sealed class Progress
    {
        public int Committed;
        public int Released;
    }

    [Fact]
    public void Byte_ring_hands_every_message_over_whole_across_wraps()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            var (producer, consumer) = SpscByteRing.Create(32);
            var progress = new Progress();
            var writer = CoyoteTask.Run(() =>
            {
                for (var i = 0; i < Lengths.Length; i++)
                {
                    Write(producer, i, progress);
                }
                producer.Close();
            });
            var reader = CoyoteTask.Run(() =>
            {
                for (var i = 0; i < Lengths.Length; i++)
                {
                    Read(consumer, i, progress);
                }
            });
            Operation.PauseUntil(() => writer.IsCompleted && reader.IsCompleted);
            Specification.Assert(consumer.IsCompleted, "not completed after every message and the close");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>The producer's side of message <paramref name="i"/>: wait for room, write it in place, commit.</summary>
    private static void Write(ByteRingProducer producer, int i, Progress progress)
    {
        ByteWriteGrant grant;
        while (true)
        {
            var seen = Volatile.Read(ref progress.Released);
            if (producer.TryGrantMessage(Lengths[i], out grant) == PushStatus.Ok)
            {
                break;
            }
            Operation.PauseUntil(() => Volatile.Read(ref progress.Released) > seen);
        }
        for (var b = 0; b < grant.Length; b++)
        {
            grant.Span[b] = (byte)((i * 16) + b);
        }
        grant.Commit();
        Interlocked.Increment(ref progress.Committed);
    }

    /// <summary>The consumer's side of message <paramref name="i"/>: wait for it, check it whole, release it.</summary>
    private static void Read(ByteRingConsumer consumer, int i, Progress progress)
    {
        ByteReadGrant message;
        while (true)
        {
            var seen = Volatile.Read(ref progress.Committed);
            if (consumer.TryReadMessage(out message))
            {
                break;
            }
            Operation.PauseUntil(() => Volatile.Read(ref progress.Committed) > seen);
        }
        Specification.Assert(message.Length == Lengths[i], $"message {i}: {message.Length} bytes, expected {Lengths[i]}");
        for (var b = 0; b < message.Length; b++)
        {
            Specification.Assert(message.Span[b] == (byte)((i * 16) + b), $"message {i}: byte {b} is {message.Span[b]}");
        }
        message.Release();
        Interlocked.Increment(ref progress.Released);
    }
}
