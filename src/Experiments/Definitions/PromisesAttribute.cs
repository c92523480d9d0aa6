using System.Reflection;

namespace PerfBuf.Experiments.Definitions;

/// <summary>Whether a row's mailbox (queue, ring, channel) holds a bounded number of messages.</summary>
public enum Bound
{
    /// <summary>No limit: a producer never waits or is refused for space, and memory grows with the backlog.</summary>
    Unbounded = 1,

    /// <summary>At most <see cref="PromisesAttribute.Capacity"/> messages (or the row's capacity parameter): a producer waits, spins or is refused when full.</summary>
    Bounded = 2,
}

/// <summary>The order a row's consumer sees messages in, from strongest to weakest.</summary>
public enum Order
{
    /// <summary>No order promised, not even between two messages of one producer.</summary>
    None = 1,

    /// <summary>Each producer's messages in the order it sent them; none between producers (lanes, per-producer rings).</summary>
    PerProducer = 2,

    /// <summary>One order for every message, the order they were accepted in, whichever producer sent them (with one producer: its order).</summary>
    Fifo = 3,
}

/// <summary>What happens to messages accepted but not yet handled when the row's actor or consumer is stopped.</summary>
public enum StopDelivery
{
    /// <summary>The row's workload never stops its actor while messages wait: nothing to compare.</summary>
    NotStopped = 0,

    /// <summary>Waiting messages are dropped (or counted undelivered) when the stop comes.</summary>
    Drops = 1,

    /// <summary>Every accepted message is handled before the stop completes.</summary>
    Drains = 2,
}

/// <summary>Who decided which thread runs each of the row's actors.</summary>
public enum Placement
{
    /// <summary>No actors are placed: dedicated threads, plain rings and queues, or a single consumer.</summary>
    NotPlaced = 0,

    /// <summary>A scheduler (the thread pool, an actor runtime, AffinePool's own choice) at run time: a design result.</summary>
    Scheduler = 1,

    /// <summary>The benchmark's author (actors pinned to chosen workers or cores): a setting, not a result.</summary>
    Author = 2,
}

/// <summary>
/// What a benchmark row promises about its messages (docs/DESIGN.md §3, "Guarantees as data"): bounded or not and its
/// capacity, the order its consumer sees, what a stop does to waiting messages, and who placed its actors. On a method,
/// that row's promises; on a benchmark class, every row's that declares none of its own. The report compares the
/// promises of a headline's two rows the way it compares their crossings: where the row promises less than the row it
/// is compared with, the headline is labelled with the difference and gives no verdict.
/// A peer's row compiled only where the peer restores (a partial file of its own) is declared on the class with
/// <see cref="Row"/> naming it, in the always-compiled declaration: the report reads the same promises on every build,
/// whichever peers restore (docs/DESIGN.md §6: the report is a function of results/ and the definitions alone).
/// </summary>
[AttributeUsage(AttributeTargets.Method | AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
public sealed class PromisesAttribute(Bound bound, Order order) : Attribute
{
    public Bound Bound { get; } = bound;

    public Order Order { get; } = order;

    /// <summary>The capacity of a <see cref="Bound.Bounded"/> row (messages), where it is fixed; 0 when it is a parameter.</summary>
    public int Capacity { get; set; }

    /// <summary>The parameter whose value is the capacity of a <see cref="Bound.Bounded"/> row ("Capacity"), where it varies by cell.</summary>
    public string? CapacityParameter { get; set; }

    public StopDelivery OnStop { get; set; }

    public Placement Placement { get; set; }

    /// <summary>On a class: the one row (method name) this declaration is for; null: every row that declares none of its own.</summary>
    public string? Row { get; set; }

    /// <summary>Why this declaration is invalid, or null: a bounded row names its capacity once, an unbounded one none.</summary>
    public string? Problem => Bound switch
    {
        Bound.Bounded when (Capacity > 0) == (CapacityParameter is not null) =>
            "a bounded row gives its capacity once: Capacity (fixed) or CapacityParameter (a parameter)",
        Bound.Unbounded when Capacity != 0 || CapacityParameter is not null => "an unbounded row has no capacity",
        not (Bound.Bounded or Bound.Unbounded) => $"unknown bound {(int)Bound}",
        _ when !Enum.IsDefined(Order) => $"unknown order {(int)Order}",
        _ => null,
    };

    /// <summary>
    /// The declaration that holds for row <paramref name="method"/> of benchmark class <paramref name="type"/>: the
    /// method's own, else the class's for that row (<see cref="Row"/>), else the class's for every row; null where none
    /// is declared. A row not in this build (a peer that does not restore here) is read from the class alike.
    /// </summary>
    public static PromisesAttribute? Of(Type type, string method)
    {
        var own = type.GetMethod(method, BindingFlags.Public | BindingFlags.Instance)?.GetCustomAttribute<PromisesAttribute>(inherit: false);
        var onClass = type.GetCustomAttributes<PromisesAttribute>(inherit: false).ToList();
        return own ?? onClass.FirstOrDefault(a => a.Row == method) ?? onClass.FirstOrDefault(a => a.Row is null);
    }
}
