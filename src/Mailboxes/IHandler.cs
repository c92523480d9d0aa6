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
