namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class, or one benchmark method, whose rows need something of the host that not every machine has
/// (<see cref="NativeRowsAttribute"/>: the native floor built; <see cref="NamespaceRowsAttribute"/>: network namespaces
/// a run may make). Its experiment lists it like any other; where the host lacks it, the lab leaves those rows out of a
/// run and says why in one line, as it does for a peer that does not restore, and the tests skip them with the same
/// reason. Write-ups are made from results alone, so their rows appear wherever their results are.
/// </summary>
public abstract class HostRowsAttribute : Attribute
{
    /// <summary>What the rows are, for the line that says they are left out ("native rows").</summary>
    public abstract string What { get; }

    /// <summary>Whether this host can run them.</summary>
    public abstract bool Available { get; }

    /// <summary>Why not, where it cannot.</summary>
    public abstract string Reason { get; }

    private static IEnumerable<HostRowsAttribute> On(System.Reflection.MemberInfo member) =>
        member.GetCustomAttributes(typeof(HostRowsAttribute), inherit: false).Cast<HostRowsAttribute>();

    /// <summary>
    /// True when the benchmark <paramref name="method"/> of class <paramref name="type"/> can run here: every host
    /// requirement on either is met. The one test every run and every smoke test applies to each benchmark case.
    /// </summary>
    public static bool CanRun(Type type, System.Reflection.MethodInfo method) =>
        On(type).Concat(On(method)).All(a => a.Available);

    /// <summary>The first unmet requirement of <paramref name="method"/> of <paramref name="type"/>, or null.</summary>
    public static HostRowsAttribute? Unmet(Type type, System.Reflection.MethodInfo method) =>
        On(type).Concat(On(method)).FirstOrDefault(a => !a.Available);

    /// <summary>
    /// The lines that say which classes and rows of <paramref name="benchmarks"/> are left out here and why, one per kind
    /// of requirement; empty where none is.
    /// </summary>
    public static IReadOnlyList<string> LeftOut(IEnumerable<Type> benchmarks)
    {
        var left = new List<(HostRowsAttribute Requirement, string Row)>();
        foreach (var type in benchmarks)
        {
            if (On(type).FirstOrDefault(a => !a.Available) is { } unmet)
            {
                left.Add((unmet, type.Name));
                continue;
            }
            left.AddRange(type.GetMethods().Select(m => (Requirement: On(m).FirstOrDefault(a => !a.Available), m.Name))
                .Where(x => x.Requirement is not null).Select(x => (x.Requirement!, $"{type.Name}.{x.Name}")));
        }
        return [.. left.GroupBy(l => l.Requirement.GetType())
            .Select(g => $"{g.First().Requirement.What} left out ({string.Join(", ", g.Select(l => l.Row))}): {g.First().Requirement.Reason}")];
    }
}
