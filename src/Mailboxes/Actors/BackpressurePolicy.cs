namespace PerfBuf.Mailboxes.Actors;

/// <summary>What a bounded actor's <c>Post</c> does when the mailbox is full (chosen once, at start).</summary>
public enum BackpressurePolicy
{
    /// <summary>The producer waits until a slot frees: it spins briefly, then parks until the actor wakes it.</summary>
    Block,

    /// <summary>The producer gets <see cref="PostStatus.Full"/> at once; nothing is written, nothing is counted.</summary>
    FailFast,

    /// <summary>The new message is dropped, counted in the actor's <c>Dropped</c>, and the producer gets
    /// <see cref="PostStatus.Dropped"/> at once.</summary>
    DropNewest,
}

/// <summary>What a bounded actor's <c>Post</c> or <c>TryPost</c> did with a message.</summary>
public enum PostStatus
{
    /// <summary>Accepted: the message is in the mailbox and will be handled, or counted as undelivered by a
    /// discarding stop or a fault.</summary>
    Ok,

    /// <summary>The mailbox was full and the message was not written (FailFast, or TryPost under Block).</summary>
    Full,

    /// <summary>The mailbox was full and the message was dropped and counted (DropNewest).</summary>
    Dropped,

    /// <summary>The actor is stopping or stopped; the message was not written (TryPost only: Post throws).</summary>
    Closed,
}
