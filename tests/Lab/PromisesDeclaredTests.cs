using System.Reflection;
using BenchmarkDotNet.Attributes;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Every benchmark row states what it promises (<see cref="PromisesAttribute"/>: bound and capacity, order, delivery on
/// stop, placement), on its method or its class, so the report can compare a headline's two rows' promises as it
/// compares their crossings. A row with no declaration, an invalid one, or a capacity read from a parameter the class does
/// not have fails here, each named.
/// </summary>
public sealed class PromisesDeclaredTests
{
    [Fact]
    public void Every_benchmark_row_of_every_experiment_declares_valid_promises()
    {
        var rows = Rows(Catalog.All.SelectMany(e => e.Benchmarks.Select(t => (e.Id, t)))).ToList();
        Assert.NotEmpty(rows);
        var offenders = Offenders(rows);
        Assert.True(offenders.Count == 0,
            $"{offenders.Count} of {rows.Count} benchmark rows declare no promises or invalid ones:\n  {string.Join("\n  ", offenders)}");
    }

    [Fact]
    public void A_peers_row_is_declared_on_its_class_so_every_build_reads_the_same_promises()
    {
        // a [PeerRow] method sits in a partial file compiled only where its peer restores: a declaration on it would
        // vanish from builds without the peer, and the report (a function of results/ and the definitions) would change
        var onPeerMethods = Catalog.All.SelectMany(e => e.Benchmarks)
            .SelectMany(t => t.GetMethods(BindingFlags.Public | BindingFlags.Instance).Select(m => (Type: t, Method: m)))
            .Where(x => x.Method.IsDefined(typeof(PeerRowAttribute), inherit: false) && x.Method.IsDefined(typeof(PromisesAttribute), inherit: false))
            .Select(x => $"{x.Type.Name}.{x.Method.Name}").ToList();
        Assert.True(onPeerMethods.Count == 0,
            "declare these peer rows' promises on their class with Row = \"Method\", in the always-compiled file: " + string.Join(", ", onPeerMethods));
    }

    [Fact]
    public void A_row_without_a_declaration_an_invalid_one_or_a_capacity_parameter_that_is_no_Params_member_is_named()
    {
        var rows = Rows([("Exx", typeof(Undeclared)), ("Exx", typeof(Declared))]).ToList();
        Assert.Equal(6, rows.Count);
        var offenders = Offenders(rows);
        // in ordinal order: reflection promises no order of methods
        Assert.Equal<string>(
            [
                "Exx Declared.NoCapacity: a bounded row gives its capacity once: Capacity (fixed) or CapacityParameter (a parameter)",
                "Exx Declared.NotAParameter: capacity parameter 'Size' is not a [Params] member of Declared",
                "Exx Declared.NotAnInt: capacity parameter 'Name' has values that are not positive integers: a",
                "Exx Undeclared.Row: no [Promises] on the method or its class",
            ],
            offenders.Order(StringComparer.Ordinal));
    }

    [Fact]
    public void A_method_declaration_overrides_its_class_and_a_parameter_capacity_is_read_per_cell()
    {
        Assert.Equal(new Promises(Bound.Bounded, 16, Order.Fifo, StopDelivery.NotStopped, Placement.NotPlaced),
            Promises.Of(typeof(Declared), nameof(Declared.FromClass), "Depth=16&P=2"));
        Assert.Equal(new Promises(Bound.Bounded, 64, Order.Fifo, StopDelivery.NotStopped, Placement.NotPlaced),
            Promises.Of(typeof(Declared), nameof(Declared.FromClass), "P=2&Depth=64"));
        Assert.Equal(new Promises(Bound.Unbounded, null, Order.PerProducer, StopDelivery.Drops, Placement.Author),
            Promises.Of(typeof(Declared), nameof(Declared.Own), "Depth=16"));
        Assert.Null(Promises.Of(typeof(Undeclared), nameof(Undeclared.Row), ""));
    }

    /// <summary>Each benchmark method of each class, with its experiment's id.</summary>
    private static IEnumerable<(string Id, Type Type, MethodInfo Method)> Rows(IEnumerable<(string Id, Type Type)> classes) =>
        classes.Distinct().SelectMany(c => c.Type.GetMethods()
            .Where(m => m.IsDefined(typeof(BenchmarkAttribute), false))
            .Select(m => (c.Id, c.Type, m)));

    /// <summary>One line per row whose declaration is missing or wrong, naming the row and what is wrong.</summary>
    private static List<string> Offenders(IEnumerable<(string Id, Type Type, MethodInfo Method)> rows)
    {
        var offenders = new List<string>();
        foreach (var (id, type, method) in rows)
        {
            var row = $"{id} {type.Name}.{method.Name}";
            var declared = PromisesAttribute.Of(type, method.Name);
            if (declared is null)
            {
                offenders.Add($"{row}: no [Promises] on the method or its class");
            }
            else if (declared.Problem is { } problem)
            {
                offenders.Add($"{row}: {problem}");
            }
            else if (declared.CapacityParameter is { } name && ParameterProblem(type, name) is { } wrong)
            {
                offenders.Add($"{row}: {wrong}");
            }
        }
        return offenders;
    }

    /// <summary>Why <paramref name="name"/> cannot give <paramref name="type"/>'s rows their capacity per cell, or null: it
    /// must be a public [Params] property or field whose values are all positive integers.</summary>
    private static string? ParameterProblem(Type type, string name)
    {
        var member = (MemberInfo?)type.GetProperty(name, BindingFlags.Public | BindingFlags.Instance)
                     ?? type.GetField(name, BindingFlags.Public | BindingFlags.Instance);
        if (member?.GetCustomAttribute<ParamsAttribute>() is not { } parameter)
        {
            return $"capacity parameter '{name}' is not a [Params] member of {type.Name}";
        }
        var wrong = parameter.Values.Where(v => v is not int n || n < 1).ToList();
        return wrong.Count == 0 ? null : $"capacity parameter '{name}' has values that are not positive integers: {string.Join(", ", wrong)}";
    }

    private sealed class Undeclared
    {
        [Benchmark]
        public long Row() => 0;
    }

    [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Depth))]
    private sealed class Declared
    {
        [Params(16, 64)]
        public int Depth { get; set; }

        public int Size { get; set; }

        [Params("a")]
        public string Name { get; set; } = "";

        [Benchmark]
        public long FromClass() => 0;

        [Benchmark]
        [Promises(Bound.Unbounded, Order.PerProducer, OnStop = StopDelivery.Drops, Placement = Placement.Author)]
        public long Own() => 0;

        [Benchmark]
        [Promises(Bound.Bounded, Order.Fifo)]
        public long NoCapacity() => 0;

        [Benchmark]
        [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Size))]
        public long NotAParameter() => 0;

        [Benchmark]
        [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Name))]
        public long NotAnInt() => 0;
    }
}
