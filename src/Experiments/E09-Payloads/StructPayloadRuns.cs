using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E09;

/// <summary>A 64-byte struct message (its bytes hold the stamp and content, as every E09 message).</summary>
[InlineArray(64)]
public struct Payload64
{
    private byte _first;
}

/// <summary>A 256-byte struct message.</summary>
[InlineArray(256)]
public struct Payload256
{
    private byte _first;
}

/// <summary>A 1 KB struct message.</summary>
[InlineArray(1024)]
public struct Payload1024
{
    private byte _first;
}

/// <summary>The same struct as a class message: one object per message.</summary>
public sealed class BoxedPayload<T> where T : struct
{
    public T Value;
}

/// <summary>How the struct rows put a message into the ring.</summary>
public enum StructPush
{
    /// <summary>Build it in a local, then <c>TryPush(in local)</c> copies it into the slot.</summary>
    Copy,

    /// <summary><c>TryClaim</c>, write it in place through <c>claim.Slot</c>, <c>Publish</c>.</summary>
    Claim,

    /// <summary>A new <see cref="BoxedPayload{T}"/> per message, its reference pushed.</summary>
    Class,
}

/// <summary>The bytes of a struct, to write and check them as an E09 message.</summary>
internal static class StructBytes
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Span<byte> Of<T>(ref T value) where T : struct => MemoryMarshal.AsBytes(MemoryMarshal.CreateSpan(ref value, 1));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ReadOnlySpan<byte> ReadOnly<T>(in T value) where T : struct => MemoryMarshal.AsBytes(new ReadOnlySpan<T>(in value));
}

/// <summary>
/// Struct payloads through SpscRing: the producer writes message s into a struct of <c>sizeof(T)</c> bytes (by copy, in
/// place through a claim, or into a new class per message); the consumer drains with a struct handler that reads each
/// slot by reference and checks every byte.
/// </summary>
public sealed class StructPayloadRun<T> : PayloadRun where T : struct
{
    private readonly StructPush _push;
    private readonly SpscProducer<T>? _producer;
    private readonly SpscConsumer<T>? _consumer;
    private readonly SpscProducer<BoxedPayload<T>>? _boxProducer;
    private readonly SpscConsumer<BoxedPayload<T>>? _boxConsumer;

    public StructPayloadRun(StructPush push, int slots, long messages) : base(PayloadSizes.Fixed(Unsafe.SizeOf<T>()), messages)
    {
        _push = push;
        if (push == StructPush.Class)
        {
            (_boxProducer, _boxConsumer) = SpscRing<BoxedPayload<T>>.Create(slots);
        }
        else
        {
            (_producer, _consumer) = SpscRing<T>.Create(slots);
        }
    }

    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        switch (_push)
        {
            case StructPush.Copy:
                ProduceByCopy(self, backoff);
                break;
            case StructPush.Claim:
                ProduceByClaim(self, backoff);
                break;
            default:
                ProduceClasses(self, backoff);
                break;
        }
    }

    private void ProduceByCopy(BenchWorker self, Backoff backoff)
    {
        var ring = _producer!;
        var crossings = Crossings.Active;
        Unsafe.SkipInit(out T message);
        for (long s = 1; s <= Messages; s++)
        {
            PayloadPattern.Write(StructBytes.Of(ref message), s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            while (ring.TryPush(in message) != PushStatus.Ok)
            {
                if (!Wait(self, ref backoff))
                {
                    return;
                }
            }
            backoff.Reset();
        }
    }

    private void ProduceByClaim(BenchWorker self, Backoff backoff)
    {
        var ring = _producer!;
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            SpscClaim<T> claim;
            while (!ring.TryClaim(out claim))
            {
                if (!Wait(self, ref backoff))
                {
                    return;
                }
            }
            PayloadPattern.Write(StructBytes.Of(ref claim.Slot), s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            claim.Publish();
            backoff.Reset();
        }
    }

    private void ProduceClasses(BenchWorker self, Backoff backoff)
    {
        var ring = _boxProducer!;
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var message = new BoxedPayload<T>();
            PayloadPattern.Write(StructBytes.Of(ref message.Value), s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            while (ring.TryPush(message) != PushStatus.Ok)
            {
                if (!Wait(self, ref backoff))
                {
                    return;
                }
            }
            backoff.Reset();
        }
    }

    private struct Verifying : IHandler<T>, IHandler<BoxedPayload<T>>
    {
        public PayloadVerifier Verifier;

        public void Handle(in T item) => Verifier.Accept(StructBytes.ReadOnly(in item));

        public void Handle(in BoxedPayload<T> item) => Verifier.Accept(StructBytes.ReadOnly(in item.Value));
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        var handler = new Verifying { Verifier = verifier };
        while (handler.Verifier.Received < handler.Verifier.Expected)
        {
            var n = _push == StructPush.Class ? _boxConsumer!.Drain(ref handler, int.MaxValue) : _consumer!.Drain(ref handler, int.MaxValue);
            if (n > 0)
            {
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, Producers);
            }
        }
        verifier = handler.Verifier;
    }
}
