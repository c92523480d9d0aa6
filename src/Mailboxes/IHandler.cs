namespace PerfBuf.Mailboxes;

/// <summary>
/// Batch consumer callback. Implement it on a struct and pass it by <c>ref</c> to a consumer's
/// <c>Drain&lt;THandler&gt;</c>: the JIT specialises the drain loop for the struct, so the call inlines
/// (no delegate, no interface dispatch, no allocation).
/// </summary>
/// <remarks>
/// <paramref name="item"/> refers to the mailbox slot itself and is valid only during the call: copy what
/// you need to keep. A handler should not throw; if it does, the items handled so far (including the one that
/// threw) count as consumed and the exception propagates. A handler must not call back into the consumer that is
/// draining it (TryPop, Drain): every consumer refuses that with <see cref="InvalidOperationException"/>.
/// </remarks>
public interface IHandler<T>
{
    void Handle(in T item);
}

/// <summary>
/// Batch consumer callback that takes a whole run of items at once. Implement it on a struct and pass it by
/// <c>ref</c> to a consumer's <c>Drain&lt;THandler&gt;</c>: the consumer hands every published item of the call in
/// one span (two when the run wraps around the ring's end), so the handler's loop over it keeps its state in locals
/// and writes it back once per span.
/// </summary>
/// <remarks>
/// <paramref name="items"/> are the mailbox slots themselves and are valid only during the call: copy what you need
/// to keep. If the handler throws, every item of the span it was given counts as consumed and the exception
/// propagates. A handler must not call back into the consumer that is draining it: the consumer refuses that with
/// <see cref="InvalidOperationException"/>.
/// </remarks>
public interface ISpanHandler<T>
{
    void Handle(ReadOnlySpan<T> items);
}
