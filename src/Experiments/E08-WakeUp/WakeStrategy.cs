using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Experiments.E08;

/// <summary>
/// How one E08 row waits and wakes: its waiter (started by <see cref="Start"/>, stopped by <see cref="Dispose"/>)
/// hands every message the producer <see cref="Post"/>s to the shared <see cref="WakeHandler"/>. The rows differ only
/// here; the producer loop (<see cref="WakeRun"/>) and the handler are the same for all of them.
/// </summary>
/// <remarks>
/// The producer posts one message at a time and the next only after the handler acknowledged the previous one, so a
/// strategy never holds two messages at once and may keep its message in one reusable place. <see cref="Post"/> and
/// <see cref="Dispose"/> run on the producer's side (the measuring thread), never at the same time.
/// </remarks>
internal abstract class WakeStrategy : IDisposable
{
    /// <summary>How long <see cref="Dispose"/> waits for the waiter to stop before it fails.</summary>
    protected static readonly TimeSpan StopTimeout = TimeSpan.FromSeconds(10);

    private Exception? _fault;

    protected WakeStrategy(WakeHandler handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        Handler = handler;
    }

    /// <summary>The handler the waiter calls with each message.</summary>
    protected WakeHandler Handler { get; }

    /// <summary>Why the waiter stopped before it was asked to, or null.</summary>
    public virtual Exception? Fault => Volatile.Read(ref _fault);

    /// <summary>Starts the waiter: on return it is waiting (or about to) for the first message.</summary>
    public abstract void Start();

    /// <summary>Producer: hands <paramref name="message"/> to the waiter and wakes it the row's way.</summary>
    public abstract void Post(WakeMessage message);

    /// <summary>Stops the waiter (bounded by <see cref="StopTimeout"/>) and frees what the row holds.</summary>
    public abstract void Dispose();

    /// <summary>Records the waiter's fault (the first one).</summary>
    protected void Faulted(Exception fault) => Interlocked.CompareExchange(ref _fault, fault, null);
}

/// <summary>
/// The rows whose waiter is a dedicated thread watching one shared slot: the producer writes the message into the
/// slot, bumps its 32-bit word (release) and signals; the waiter waits until the word differs from the value it saw
/// last (<see cref="Await"/>, the row's wait), reads the message and calls the handler.
/// </summary>
/// <remarks>
/// The slot is one 128-byte block of native memory (the futex row needs a word that never moves; every slot row uses
/// the same block, so they all move the message in one cache line). The word is written only by the producer's side:
/// each post, and the stop, which sets <c>_stopping</c> before it bumps the word, so a waiter that sees the new word
/// (acquire) sees the stop too. A thread that started is joined by <see cref="Dispose"/> before the block is freed.
/// </remarks>
internal abstract unsafe class SlotWake : WakeStrategy
{
    private readonly WakeSlot* _slot;
    private readonly Thread _thread;
    private volatile bool _stopping;
    private bool _disposed;

    protected SlotWake(WakeHandler handler, string name) : base(handler)
    {
        _slot = (WakeSlot*)NativeMemory.AlignedAlloc((nuint)sizeof(WakeSlot), CacheLine.Size);
        *_slot = default;
        _thread = new Thread(Loop) { Name = name, IsBackground = true };
    }

    /// <summary>The word the waiter watches: bumped by every post.</summary>
    protected ref int Word => ref _slot->Word;

    /// <summary>Its address, for a wait condition that must hold it in a struct.</summary>
    protected int* WordAddress => &_slot->Word;

    public sealed override void Start() => _thread.Start();

    public sealed override void Post(WakeMessage message)
    {
        _slot->Sequence = message.Sequence;
        _slot->Stamp = message.Stamp;
        Volatile.Write(ref _slot->Word, _slot->Word + 1); // release: the message before the word
        Signal();
    }

    /// <summary>
    /// Waiter: returns once <see cref="Word"/> differs from <paramref name="seen"/>, having taken the signal of that
    /// change (one <see cref="Signal"/> per change), so the next call waits for the next change.
    /// </summary>
    protected abstract void Await(int seen);

    /// <summary>Producer: wakes the waiter after the word changed.</summary>
    protected abstract void Signal();

    private void Loop()
    {
        try
        {
            var seen = 0;
            while (true)
            {
                Await(seen);
                seen = Volatile.Read(ref _slot->Word); // acquire: the message (and a stop) written before it
                if (_stopping)
                {
                    return;
                }
                Handler.Handle(new WakeMessage(_slot->Sequence, _slot->Stamp));
            }
        }
        catch (Exception e)
        {
            Faulted(e);
        }
    }

    public override void Dispose()
    {
        if (_disposed)
        {
            return;
        }
        _disposed = true;
        _stopping = true;
        Volatile.Write(ref _slot->Word, _slot->Word + 1);
        Signal();
        if (_thread.ThreadState.HasFlag(ThreadState.Unstarted))
        {
            NativeMemory.AlignedFree(_slot);
            return;
        }
        if (!_thread.Join(StopTimeout))
        {
            // the block stays allocated: the thread may still read it
            throw new InvalidOperationException($"{_thread.Name} did not stop within {StopTimeout.TotalSeconds} s");
        }
        NativeMemory.AlignedFree(_slot);
    }
}

/// <summary>
/// The shared slot of the dedicated-thread rows, alone on its 128-byte block: the word the waiter watches and the
/// message, written together by the producer and read together by the waiter (one cache line moves per message).
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = CacheLine.Size)]
internal struct WakeSlot
{
    [FieldOffset(0)]
    public int Word;

    // padding: bytes [4, 8) align the message

    [FieldOffset(8)]
    public long Sequence;

    [FieldOffset(16)]
    public long Stamp;

    // padding: bytes [24, 128) keep the block to this slot alone
}

/// <summary>
/// The rows whose waiter is a pool thread: each post hands this one reusable work item (the message in its fields)
/// to a pool, whose thread runs it, i.e. calls the handler. The pool's queue orders the item's fields, written before
/// the post, before its run.
/// </summary>
internal abstract class WorkItemWake(WakeHandler handler) : WakeStrategy(handler), IThreadPoolWorkItem
{
    private WakeMessage _message; // producer before each post; the pool thread in Execute

    public sealed override void Post(WakeMessage message)
    {
        _message = message;
        Queue();
    }

    /// <summary>Producer: queues this item on the row's pool.</summary>
    protected abstract void Queue();

    void IThreadPoolWorkItem.Execute() => Handler.Handle(_message);
}

/// <summary>
/// The rows whose waiter is an async loop: it awaits the next message and calls the handler where its continuation
/// runs (a thread-pool thread); <see cref="Stop"/> ends the loop, which <see cref="Dispose"/> then awaits (bounded).
/// </summary>
internal abstract class AsyncLoopWake(WakeHandler handler) : WakeStrategy(handler)
{
    private Task? _loop;

    public override Exception? Fault => _loop is { IsFaulted: true } loop ? loop.Exception.InnerException ?? loop.Exception : base.Fault;

    public sealed override void Start() => _loop = RunAsync();

    /// <summary>The waiter's loop (its first await suspends it until the first post); returns once stopped.</summary>
    protected abstract Task RunAsync();

    /// <summary>Producer's side: makes the loop return.</summary>
    protected abstract void Stop();

    public override void Dispose()
    {
        var loop = _loop;
        _loop = null;
        if (loop is null)
        {
            return;
        }
        Stop();
        if (!loop.Wait(StopTimeout))
        {
            throw new InvalidOperationException($"{GetType().Name}'s loop did not stop within {StopTimeout.TotalSeconds} s");
        }
    }
}
