using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Tests.Mailboxes;

/// <summary>Every mailbox the lab defines (the tests run each behaviour over all of them).</summary>
public enum MailboxKind
{
    SpscRing,
    SpscRingPad64,
    SpscRingUncached,
    SpscSlotRing,   // keep before MpscRingXadd: IsMultiProducer is Kind >= MpscRingXadd
    MpscRingXadd,
    MpscRingCas,
    MpscLinkedQueue,
}

/// <summary>Collects drained items into a pre-sized list (no allocation while it has room).</summary>
internal struct ListHandler<T> : IHandler<T>
{
    public List<T> Sink;

    public readonly void Handle(in T item) => Sink.Add(item);
}

/// <summary>
/// Test-only uniform view of the seven mailboxes, so one stress/property/allocation harness covers them all.
/// Each adapter calls the real public API of its type; nothing here changes the mailbox's behaviour.
/// </summary>
internal abstract class TestMailbox<T>
{
    public abstract MailboxKind Kind { get; }

    /// <summary>Slots, or <see cref="int.MaxValue"/> for the unbounded linked queue.</summary>
    public abstract int Capacity { get; }

    public bool IsBounded => Capacity != int.MaxValue;
    public bool IsMultiProducer => Kind >= MailboxKind.MpscRingXadd;
    public virtual bool HasDrain => false;
    public virtual bool HasClaim => false;
    public virtual bool HasCount => false;

    public abstract PushStatus TryPush(in T item);

    /// <summary>Claim + in-place write + publish; Full when the claim fails (full or closed).</summary>
    public virtual PushStatus TryClaimPublish(T item) => throw new NotSupportedException();

    public abstract bool TryPop(out T item);

    public virtual int Drain(List<T> sink, int max) => throw new NotSupportedException();

    public abstract void Close();

    public abstract bool IsCompleted { get; }

    public virtual int Count => throw new NotSupportedException();

    public override string ToString() => $"{Kind}(capacity {Capacity})";

    public static TestMailbox<T> Create(MailboxKind kind, int capacity) => kind switch
    {
        MailboxKind.SpscRing => new SpscRingBox(capacity),
        MailboxKind.SpscRingPad64 => new Pad64Box(capacity),
        MailboxKind.SpscRingUncached => new UncachedBox(capacity),
        MailboxKind.SpscSlotRing => new SlotRingBox(capacity),
        MailboxKind.MpscRingXadd => new XaddBox(capacity),
        MailboxKind.MpscRingCas => new CasBox(capacity),
        MailboxKind.MpscLinkedQueue => new LinkedBox(capacity),
        _ => throw new ArgumentOutOfRangeException(nameof(kind)),
    };

    private sealed class SpscRingBox : TestMailbox<T>
    {
        private readonly SpscProducer<T> _producer;
        private readonly SpscConsumer<T> _consumer;

        public SpscRingBox(int capacity) => (_producer, _consumer) = SpscRing<T>.Create(capacity);

        public override MailboxKind Kind => MailboxKind.SpscRing;
        public override int Capacity => _producer.Capacity;
        public override bool HasDrain => true;
        public override bool HasClaim => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);

        public override PushStatus TryClaimPublish(T item)
        {
            if (!_producer.TryClaim(out var claim))
            {
                return PushStatus.Full;
            }
            claim.Slot = item;
            claim.Publish();
            return PushStatus.Ok;
        }

        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    private sealed class Pad64Box : TestMailbox<T>
    {
        private readonly SpscRingPad64<T>.Producer _producer;
        private readonly SpscRingPad64<T>.Consumer _consumer;
        private readonly int _capacity;

        public Pad64Box(int capacity) => (_capacity, (_producer, _consumer)) = (capacity, SpscRingPad64<T>.Create(capacity));

        public override MailboxKind Kind => MailboxKind.SpscRingPad64;
        public override int Capacity => _capacity;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);
        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
    }

    private sealed class UncachedBox : TestMailbox<T>
    {
        private readonly SpscRingUncached<T>.Producer _producer;
        private readonly SpscRingUncached<T>.Consumer _consumer;
        private readonly int _capacity;

        public UncachedBox(int capacity) => (_capacity, (_producer, _consumer)) = (capacity, SpscRingUncached<T>.Create(capacity));

        public override MailboxKind Kind => MailboxKind.SpscRingUncached;
        public override int Capacity => _capacity;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);
        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
    }

    private sealed class SlotRingBox : TestMailbox<T>
    {
        private readonly SpscSlotProducer<T> _producer;
        private readonly SpscSlotConsumer<T> _consumer;

        public SlotRingBox(int capacity) => (_producer, _consumer) = SpscSlotRing<T>.Create(capacity);

        public override MailboxKind Kind => MailboxKind.SpscSlotRing;
        public override int Capacity => _producer.Capacity;
        public override bool HasDrain => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    private sealed class XaddBox : TestMailbox<T>
    {
        private readonly MpscXaddProducer<T> _producer;
        private readonly MpscXaddConsumer<T> _consumer;

        public XaddBox(int capacity) => (_producer, _consumer) = MpscRingXadd<T>.Create(capacity);

        public override MailboxKind Kind => MailboxKind.MpscRingXadd;
        public override int Capacity => _consumer.Capacity;
        public override bool HasDrain => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    private sealed class CasBox : TestMailbox<T>
    {
        private readonly MpscCasProducer<T> _producer;
        private readonly MpscCasConsumer<T> _consumer;

        public CasBox(int capacity) => (_producer, _consumer) = MpscRingCas<T>.Create(capacity);

        public override MailboxKind Kind => MailboxKind.MpscRingCas;
        public override int Capacity => _consumer.Capacity;
        public override bool HasDrain => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }

    /// <summary>The linked queue is unbounded; the "capacity" argument sizes its node pool.</summary>
    private sealed class LinkedBox : TestMailbox<T>
    {
        private readonly MpscLinkedProducer<T> _producer;
        private readonly MpscLinkedConsumer<T> _consumer;

        public LinkedBox(int poolCapacity) => (_producer, _consumer) = MpscLinkedQueue<T>.Create(poolCapacity);

        public override MailboxKind Kind => MailboxKind.MpscLinkedQueue;
        public override int Capacity => int.MaxValue;
        public override bool HasDrain => true;
        public override bool HasCount => true;
        public override PushStatus TryPush(in T item) => _producer.TryPush(in item);
        public override bool TryPop(out T item) => _consumer.TryPop(out item!);

        public override int Drain(List<T> sink, int max)
        {
            var handler = new ListHandler<T> { Sink = sink };
            return _consumer.Drain(ref handler, max);
        }

        public override void Close() => _producer.Close();
        public override bool IsCompleted => _consumer.IsCompleted;
        public override int Count => _consumer.Count;
    }
}
