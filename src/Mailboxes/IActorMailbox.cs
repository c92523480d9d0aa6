using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Mailboxes;

/// <summary>
/// What a thread-pool actor asks of its mailbox's consumer end between runs and in its final step: is the next
/// message published, is the mailbox complete (closed and every accepted message consumed), and pop one. Implemented by
/// <see cref="Mpsc.MpscXaddConsumer{T}"/> (PoolActor, ThreadedActor, BoundedThreadedActor) and by the runtime's
/// segmented mailbox (Runtime/), so that ActorLifecycle's shared steps work on both.
/// </summary>
internal interface IActorMailbox
{
    /// <summary>The next message in mailbox order is published: a pop now would succeed.</summary>
    bool IsNextPublished { get; }

    /// <summary>Closed, and every message accepted before the close has been consumed.</summary>
    bool IsCompleted { get; }
}

/// <inheritdoc cref="IActorMailbox"/>
internal interface IActorMailbox<T> : IActorMailbox
{
    /// <summary>Takes the next message if it is published.</summary>
    bool TryPop([MaybeNullWhen(false)] out T item);
}

/// <summary>An actor that composes its name when asked instead of keeping a string (ActorLifecycle's name).</summary>
internal interface IActorNameSource
{
    /// <summary>The actor's name, composed on each call.</summary>
    string ActorName { get; }
}
