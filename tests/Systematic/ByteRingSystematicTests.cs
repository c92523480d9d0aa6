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

    [Fact]
    public void Byte_ring_hands_every_message_over_whole_across_wraps()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            var (producer, consumer) = SpscByteRing.Create(32);
            var committed = 0;
            var released = 0;
            var writer = CoyoteTask.Run(() =>
            {
                for (var i = 0; i < Lengths.Length; i++)
                {
                    ByteWriteGrant grant;
                    while (true)
                    {
                        var seen = Volatile.Read(ref released);
                        if (producer.TryGrantMessage(Lengths[i], out grant) == PushStatus.Ok)
                        {
                            break;
                        }
                        Operation.PauseUntil(() => Volatile.Read(ref released) > seen);
                    }
                    for (var b = 0; b < grant.Length; b++)
                    {
                        grant.Span[b] = (byte)((i * 16) + b);
                    }
                    grant.Commit();
                    Interlocked.Increment(ref committed);
                }
                producer.Close();
            });
            for (var i = 0; i < Lengths.Length; i++)
            {
                ByteReadGrant message;
                while (true)
                {
                    var seen = Volatile.Read(ref committed);
                    if (consumer.TryReadMessage(out message))
                    {
                        break;
                    }
                    Operation.PauseUntil(() => Volatile.Read(ref committed) > seen);
                }
                Specification.Assert(message.Length == Lengths[i], $"message {i}: {message.Length} bytes, expected {Lengths[i]}");
                for (var b = 0; b < message.Length; b++)
                {
                    Specification.Assert(message.Span[b] == (byte)((i * 16) + b), $"message {i}: byte {b} is {message.Span[b]}");
                }
                message.Release();
                Interlocked.Increment(ref released);
            }
            Operation.PauseUntil(() => writer.IsCompleted);
            Specification.Assert(consumer.IsCompleted, "not completed after every message and the close");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }
}
