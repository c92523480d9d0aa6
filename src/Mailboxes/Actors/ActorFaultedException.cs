// Design: ActorFaultedException — how an actor reports the handler exception that stopped it.
//
// The contract every actor keeps (ActorLifecycle.cs holds the shared part: the Faulted state and Completion)
//   The first exception a handler throws stops the actor: the message that threw counts as handled (it was
//   taken from the mailbox), the actor stops taking messages, refuses further Posts, empties its mailbox
//   WITHOUT handling what is left, and faults Completion with this exception.
//   Undelivered = the messages that were in the mailbox (accepted by Post) and never reached the handler, so
//   for every stopped actor: handled (including the thrower) + Undelivered == accepted Posts.
//   The original exception travels as InnerException, unwrapped, with its own stack trace.
//
// Why a dedicated exception and not the handler's own: a Task can only carry exceptions, and the count of
// dropped messages is the number a caller needs to decide whether to replay; wrapping keeps both in one object.
//
// Known weakness: only the first exception is kept; a handler that throws is assumed to have left its own
// state as it was at the throw (the actor does not call it again).

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// The handler of an actor threw; the actor stopped. <see cref="Exception.InnerException"/> is
/// the handler's exception; <see cref="Undelivered"/> is how many accepted messages were never handled.
/// </summary>
public sealed class ActorFaultedException : Exception
{
    public ActorFaultedException()
        : this("The actor's handler threw.", 0, null)
    {
    }

    public ActorFaultedException(string message)
        : this(message, 0, null)
    {
    }

    public ActorFaultedException(string message, Exception? innerException)
        : this(message, 0, innerException)
    {
    }

    public ActorFaultedException(string message, int undelivered, Exception? innerException)
        : base(message, innerException)
    {
        Undelivered = undelivered;
    }

    /// <summary>Messages accepted by Post that were still in the mailbox when the actor stopped.</summary>
    public int Undelivered { get; }

    internal static ActorFaultedException For(string actorName, int undelivered, Exception handlerException) =>
        new($"Actor '{actorName}' stopped: its handler threw {handlerException.GetType().Name}; "
            + $"{undelivered} message(s) left undelivered.", undelivered, handlerException);
}
