using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Runtime;

/// <summary>What the supervisor callback decides when an actor's handler throws.</summary>
public enum SupervisorDirective
{
    /// <summary>Replace the handler state with a fresh one from the actor's factory and go on with the next message
    /// (the message that threw is lost; an ask among them fails with the handler's exception).</summary>
    Restart,

    /// <summary>Stop the actor: Completion faults with <see cref="Actors.ActorFaultedException"/>, every message still in
    /// the mailbox is counted as undelivered, every ask among them fails.</summary>
    Stop,
}

/// <summary>
/// How <see cref="ActorSystem.Spawn{T, THandler}"/> sets up an actor: where its runs execute, its affinity key, its
/// budget per run, its mailbox's bound, its supervisor and its name. Immutable; one instance may serve any number of spawns.
/// </summary>
public sealed record ActorOptions
{
    /// <summary>The options a spawn without options uses: the thread pool, numbered keys, 64 messages per run, no
    /// supervisor (a throwing handler stops its actor), numbered names.</summary>
    public static ActorOptions Default { get; } = new();

    /// <summary>Where the actor's runs execute. Default: <see cref="ThreadPoolScheduler.Instance"/>.</summary>
    /// <exception cref="ArgumentNullException">Set to null.</exception>
    public IWorkScheduler Scheduler
    {
        get;
        init
        {
            ArgumentNullException.ThrowIfNull(value, nameof(Scheduler));
            field = value;
        }
    } = ThreadPoolScheduler.Instance;

    /// <summary>The affinity key passed to the scheduler on every run of the actor. Null: the system numbers its
    /// actors 0, 1, 2, … in spawn order and uses that number (so a scheduler that honours keys spreads them
    /// round-robin over its workers).</summary>
    public int? Key { get; init; }

    /// <summary>Messages handled per run before the actor re-queues itself and gives its thread back (at least 1;
    /// default 64).</summary>
    /// <exception cref="ArgumentOutOfRangeException">Set below 1.</exception>
    public int Throughput
    {
        get;
        init
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(value, 1, nameof(Throughput));
            field = value;
        }
    } = 64;

    /// <summary>Called on the actor's run when its handler throws; decides between <see cref="SupervisorDirective.Restart"/>
    /// and <see cref="SupervisorDirective.Stop"/>. Null, a callback that throws, or any other value: Stop.</summary>
    public Func<Exception, SupervisorDirective>? Supervisor { get; init; }

    /// <summary>The smallest bounded mailbox capacity (the mailbox's first segment).</summary>
    public const int MinMailboxCapacity = 8;

    /// <summary>The largest bounded mailbox capacity (2^20 messages).</summary>
    public const int MaxMailboxCapacity = 1 << 20;

    /// <summary>
    /// Null (default): the mailbox is unbounded — a Tell never waits. A value bounds it: the mailbox never holds more
    /// than this many messages, the one being handled included (it still starts at 8 cells and doubles up to this
    /// size), a Tell on a full mailbox waits
    /// (spin, then yield, then park until the actor's run frees room) until there is room or the actor stops, and a Tell from inside the actor's own run on a full
    /// mailbox throws <see cref="InvalidOperationException"/> (src/Runtime/DESIGN.md, "Bounded mailboxes"). A power of two from
    /// <see cref="MinMailboxCapacity"/> to <see cref="MaxMailboxCapacity"/>.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">Set to a value that is not a power of two in that range.</exception>
    public int? MailboxCapacity
    {
        get;
        init
        {
            if (value is { } capacity
                && (capacity < MinMailboxCapacity || capacity > MaxMailboxCapacity || (capacity & (capacity - 1)) != 0))
            {
                PerfBuf.Core.ThrowHelper.ArgumentOutOfRange(nameof(MailboxCapacity), capacity,
                    $"{nameof(MailboxCapacity)} must be null (unbounded) or a power of two from {MinMailboxCapacity} to {MaxMailboxCapacity}.");
            }
            field = value;
        }
    }

    /// <summary>The actor's name. Null: "<c>system name/spawn number</c>", composed when asked (no string is kept per
    /// actor).</summary>
    public string? Name { get; init; }
}
