using System.Globalization;

namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// A row's promises in one parameter cell (<see cref="PromisesAttribute"/> with its capacity read from the cell's
/// parameters), and how two rows' promises compare.
/// </summary>
public sealed record Promises(Bound Bound, int? Capacity, Order Order, StopDelivery OnStop, Placement Placement)
{
    /// <summary>
    /// The promises of row <paramref name="method"/> of <paramref name="type"/> in the cell <paramref name="parameters"/>
    /// ("Capacity=1024&amp;P=2"); null where the row declares none or is not in this build.
    /// </summary>
    public static Promises? Of(Type type, string method, string parameters)
    {
        if (PromisesAttribute.Of(type, method) is not { } declared || declared.Problem is not null)
        {
            return null;
        }
        int? capacity = declared.Bound != Bound.Bounded ? null
            : declared.CapacityParameter is { } name ? Parameter(parameters, name) : declared.Capacity;
        return new Promises(declared.Bound, capacity, declared.Order, declared.OnStop, declared.Placement);
    }

    /// <summary>The integer value of parameter <paramref name="name"/> in a cell's parameters text; null where it has none.</summary>
    private static int? Parameter(string parameters, string name)
    {
        foreach (var part in parameters.Split('&', StringSplitOptions.RemoveEmptyEntries))
        {
            var eq = part.IndexOf('=', StringComparison.Ordinal);
            if (eq > 0 && part[..eq] == name && int.TryParse(part[(eq + 1)..], NumberStyles.Integer, CultureInfo.InvariantCulture, out var value))
            {
                return value;
            }
        }
        return null;
    }

    /// <summary>
    /// How <paramref name="row"/>'s promises compare with <paramref name="other"/>'s: <c>Weaker</c>, each way the row
    /// promises less (its win could come from doing less: the headline is not like for like); <c>Notes</c>, each other
    /// difference (the row promises more, or neither is stronger), stated beside the headline without taking its verdict.
    /// </summary>
    public static (IReadOnlyList<string> Weaker, IReadOnlyList<string> Notes) Compare(Promises row, Promises other)
    {
        var weaker = new List<string>();
        var notes = new List<string>();
        if (row.Bound != other.Bound)
        {
            (row.Bound < other.Bound ? weaker : notes).Add($"mailbox {BoundText(row)} against {BoundText(other)}");
        }
        else if (row.Bound == Bound.Bounded && row.Capacity != other.Capacity)
        {
            notes.Add($"mailbox {BoundText(row)} against {BoundText(other)}");
        }
        if (row.Order != other.Order)
        {
            (row.Order < other.Order ? weaker : notes).Add($"{OrderText(row.Order)} against {OrderText(other.Order)}");
        }
        if (row.OnStop != StopDelivery.NotStopped && other.OnStop != StopDelivery.NotStopped && row.OnStop != other.OnStop)
        {
            (row.OnStop < other.OnStop ? weaker : notes).Add($"on stop {StopText(row.OnStop)} against {StopText(other.OnStop)}");
        }
        if (row.Placement == Placement.Author)
        {
            weaker.Add(other.Placement == Placement.Author
                ? "both sides' actors placed by the benchmark's author"
                : $"the row's actors placed by the benchmark's author against {PlacementText(other.Placement)}");
        }
        else if (other.Placement == Placement.Author)
        {
            notes.Add($"the other side's actors placed by the benchmark's author against {PlacementText(row.Placement)}");
        }
        return (weaker, notes);
    }

    /// <summary>The promises in words: "bounded at 1 024; one order across producers; placement by the scheduler".</summary>
    public string Describe() =>
        string.Join("; ", new[]
        {
            BoundText(this),
            OrderText(Order),
            OnStop == StopDelivery.NotStopped ? null : $"on stop {StopText(OnStop)}",
            Placement == Placement.NotPlaced ? null : PlacementText(Placement),
        }.OfType<string>());

    private static string BoundText(Promises p) => p.Bound == Bound.Unbounded ? "unbounded"
        : p.Capacity is { } c ? $"bounded at {c.ToString("#,0", CultureInfo.InvariantCulture).Replace(',', ' ')}" : "bounded";

    private static string OrderText(Order order) => order switch
    {
        Order.Fifo => "one order across producers",
        Order.PerProducer => "order per producer only",
        _ => "no order",
    };

    private static string StopText(StopDelivery stop) => stop == StopDelivery.Drains ? "handling every accepted message" : "dropping waiting messages";

    private static string PlacementText(Placement placement) => placement switch
    {
        Placement.Scheduler => "placement by the scheduler",
        Placement.Author => "placement by the benchmark's author",
        _ => "no actors to place",
    };
}
