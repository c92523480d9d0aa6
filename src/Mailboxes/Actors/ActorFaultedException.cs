// Design: ActorFaultedException — how an actor reports the handler exception that stopped it.
//
// The contract every actor keeps (ActorLifecycle holds the shared part: the Faulted state and Completion): the
// first exception a handler throws stops the actor; the message that threw counts as handled, the rest of the
// mailbox is emptied WITHOUT handling, and Completion faults with this exception, so for every stopped actor
// handled (including the thrower) + Undelivered == accepted Posts. The original exception is the InnerException.
//
// Why a dedicated exception: a Task carries only exceptions, and the dropped count is what a caller needs to
// decide whether to replay; wrapping keeps both in one object.
// Known weakness: only the first exception is kept; a throwing handler is assumed to have left its state as it was.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#actorfaultedexception

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// The handler of an actor threw, or (runtime actors) its scheduler refused to run it; the actor stopped.
/// <see cref="Exception.InnerException"/> is the handler's (or the scheduler's) exception; <see cref="Undelivered"/> is
/// how many accepted messages were never handled.
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

    /// <summary>The actor's scheduler refused (or dropped) a run it needed: the actor ended on the thread that held its
    /// turn; <paramref name="schedulerException"/> is the scheduler's reason.</summary>
    internal static ActorFaultedException ForRefusedRun(string actorName, int undelivered, Exception schedulerException) =>
        new($"Actor '{actorName}' stopped: its scheduler refused to run it ({schedulerException.Message}); "
            + $"{undelivered} message(s) left undelivered.", undelivered, schedulerException);
}
