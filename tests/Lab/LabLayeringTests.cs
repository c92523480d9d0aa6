using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The lab tool's folders stand in layers (src/Lab/PerfBuf.Lab.csproj): Base, the types every room shares, at the bottom;
/// then Results; Peers and Report beside each other; Running and Disasm beside each other; Reproduce; Cli; Program.cs on top. A folder uses only the
/// folders below it, so no two folders depend on each other both ways.
/// </summary>
public sealed class LabLayeringTests
{
    /// <summary>The layers of src/Lab, bottom first; the folders of one layer do not use each other.</summary>
    public static readonly IReadOnlyList<IReadOnlyList<string>> Layers =
    [
        ["Base"],
        ["Results"],
        ["Peers", "Report"],
        ["Running", "Disasm"],
        ["Reproduce"],
        ["Cli"],
    ];

    private static FolderDependencies Lab() => FolderDependencies.OfFolder(Path.Combine(RepoPaths.Discover().Root, "src", "Lab"));

    [Fact]
    public void No_two_folders_of_the_lab_depend_on_each_other_both_ways()
    {
        var pairs = Lab().TwoWayPairs();
        Assert.True(pairs.Count == 0, string.Join("\n", pairs));
    }

    [Fact]
    public void Each_folder_of_the_lab_uses_only_the_layers_below_it()
    {
        var lab = Lab();
        Assert.Equal([.. Layers.SelectMany(l => l).Order(StringComparer.Ordinal)],
            lab.Declared.Keys.Where(f => f != FolderDependencies.Top).Order(StringComparer.Ordinal));
        var upward = lab.UpwardUses(Layers);
        Assert.True(upward.Count == 0, string.Join("\n", upward));
    }

    [Fact]
    public void The_lab_reads_as_its_layers_say_a_room_uses_the_base()
    {
        // the check sees real uses: every room above Base uses it, and the command line uses every room
        var lab = Lab();
        foreach (var folder in Layers.Skip(1).SelectMany(l => l))
        {
            Assert.NotEmpty(lab.TypesUsed(folder, "Base"));
        }
        foreach (var folder in Layers.SkipLast(1).SelectMany(l => l))
        {
            Assert.NotEmpty(lab.TypesUsed("Cli", folder));
        }
    }

    [Fact]
    public void A_planted_cycle_fails_naming_the_pair_and_the_types()
    {
        var deps = FolderDependencies.Of(
        [
            ("Low/Store.cs", "namespace X;\npublic sealed class Store { public Summary? Last { get; set; } }\n"),
            ("High/Summary.cs", "namespace X;\npublic static class Summary { public static Store Open() => new Store(); }\n"),
        ]);
        var pair = Assert.Single(deps.TwoWayPairs());
        Assert.Equal("High and Low depend on each other: High uses Store; Low uses Summary", pair);
        var upward = Assert.Single(deps.UpwardUses([["Low"], ["High"]]));
        Assert.Equal("Low uses High (Summary), which is above it", upward);
    }

    [Fact]
    public void One_way_uses_pass_and_a_folder_outside_the_layers_is_named()
    {
        var deps = FolderDependencies.Of(
        [
            ("Low/Store.cs", "namespace X;\npublic sealed class Store;\n"),
            ("High/Summary.cs", "namespace X;\npublic static class Summary { public static Store Open() => new(); }\n"),
            ("Program.cs", "X.Summary.Open();\n"),
        ]);
        Assert.Empty(deps.TwoWayPairs());
        Assert.Empty(deps.UpwardUses([["Low"], ["High"]]));
        Assert.Equal(["High is in no layer: place it in the layer order"], deps.UpwardUses([["Low"]]));
    }

    [Fact]
    public void Names_in_comments_strings_members_methods_and_declarations_are_not_uses()
    {
        const string user = """"
            namespace X;
            /// <summary>Reads a <see cref="Store"/>.</summary>
            public sealed class Reader(Other other)
            {
                // a Store is kept
                /* Store */
                private readonly string _a = "Store", _b = @"a ""Store"" b", _c = $"{other.Count} Store {"Store"}";
                private readonly char _d = '"';
                private readonly string _e = $$"""{{other.Count}} "Store" """;
                public string Store { get; } = "";
                public int Count => other.Store + Store(1);
                private static int Store(int x) => x;
                public (int Store, int B) Pair => (1, 2);
            }
            """";
        var deps = FolderDependencies.Of([("Low/Store.cs", "namespace X;\npublic sealed class Store;\n"), ("High/Reader.cs", user)]);
        Assert.Empty(deps.TypesUsed("High", "Low"));
    }

    [Fact]
    public void A_type_named_through_its_namespace_or_made_with_new_is_a_use()
    {
        var deps = FolderDependencies.Of(
        [
            ("Low/Store.cs", "namespace PerfBuf.Lab;\npublic sealed class Store(int n) { public static int Note => n; }\n"),
            ("High/A.cs", "namespace PerfBuf.Lab;\npublic static class A { public static object Make() => new Store(1); }\n"),
            ("Top/B.cs", "namespace PerfBuf.Lab;\npublic static class B { public static int Note => Lab.Store.Note; }\n"),
            ("Side/C.cs", "namespace PerfBuf.Lab { public static class C { public static Store? Last; } }\n"),
        ]);
        Assert.Equal(["Store"], deps.TypesUsed("High", "Low"));
        Assert.Equal(["Store"], deps.TypesUsed("Top", "Low"));
        Assert.Equal(["Store"], deps.TypesUsed("Side", "Low"));
        Assert.Equal(["C"], deps.Declared["Side"]);
    }

    [Fact]
    public void Nested_types_are_not_declared_by_the_folder()
    {
        var deps = FolderDependencies.Of(
        [
            ("Low/Runner.cs", "namespace X;\npublic sealed class Runner { public sealed record Plan(int N); private readonly record struct Range(int A); }\n"),
            ("High/Page.cs", "namespace X;\npublic static class Page { public sealed record Plan(int N); public static int Range => 1; }\n"),
        ]);
        Assert.Equal(["Runner"], deps.Declared["Low"]);
        Assert.Equal(["Page"], deps.Declared["High"]);
        Assert.Empty(deps.TwoWayPairs());
    }
}
