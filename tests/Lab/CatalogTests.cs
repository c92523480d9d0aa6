using System.Reflection;
using BenchmarkDotNet.Attributes;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The catalogue is the set of definitions the experiment folders hold (docs/DESIGN.md §1, §3): every benchmark
/// category has one, every definition names benchmarks of its own category, and each lives in its folder.
/// </summary>
public sealed class CatalogTests
{
    private static readonly Assembly Experiments = typeof(IExperimentDefinition).Assembly;

    private static IEnumerable<Type> BenchmarkClasses() =>
        Experiments.GetTypes().Where(t => t is { IsClass: true, IsAbstract: false }
                                          && t.GetMethods().Any(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null));

    private static string? CategoryOf(Type type) =>
        type.GetCustomAttributes<BenchmarkCategoryAttribute>(inherit: true).SelectMany(a => a.Categories).SingleOrDefault();

    [Fact]
    public void Every_benchmark_class_has_a_category_and_a_definition_that_runs_it()
    {
        var classes = BenchmarkClasses().ToList();
        Assert.NotEmpty(classes);
        foreach (var type in classes)
        {
            var category = CategoryOf(type);
            Assert.True(category is not null, $"{type.FullName} has no single [BenchmarkCategory(\"Exx\")]");
            var experiment = Catalog.Find(category!);
            Assert.True(experiment is not null, $"{type.FullName} is tagged {category}, but no experiment folder defines {category}");
            Assert.True(experiment!.Benchmarks.Contains(type), $"{category}'s definition does not list {type.Name}");
        }
    }

    [Fact]
    public void Every_definition_names_benchmarks_of_its_own_category()
    {
        Assert.NotEmpty(Catalog.All);
        foreach (var experiment in Catalog.All)
        {
            Assert.True(experiment.Benchmarks.Count > 0, $"{experiment.Id} names no benchmark class");
            Assert.All(experiment.Benchmarks, type =>
            {
                Assert.True(type.GetMethods().Any(m => m.GetCustomAttribute<BenchmarkAttribute>() is not null), $"{experiment.Id}: {type.Name} has no [Benchmark]");
                Assert.Equal(experiment.Id, CategoryOf(type));
            });
        }
    }

    [Fact]
    public void Every_definition_lives_in_its_folder_with_its_write_up()
    {
        var repo = RepoPaths.Discover();
        foreach (var experiment in Catalog.All)
        {
            Assert.Matches(@"^E\d\d$", experiment.Id);
            Assert.StartsWith(experiment.Id + "-", experiment.Folder, StringComparison.Ordinal);
            Assert.True(File.Exists(experiment.WriteUpPath(repo.Root)), $"{experiment.Id}: no write-up at {experiment.WriteUpPath(repo.Root)}");
            var definition = Experiments.GetTypes().Single(t => typeof(IExperimentDefinition).IsAssignableFrom(t) && t.IsClass
                                                                && ((IExperimentDefinition)Activator.CreateInstance(t)!).Experiment.Id == experiment.Id);
            Assert.Equal($"PerfBuf.Experiments.{experiment.Id}", definition.Namespace);
            Assert.All(experiment.Benchmarks, type => Assert.Equal(definition.Namespace, type.Namespace));
            var folder = Path.Combine(repo.Root, "src", "Experiments", experiment.Folder);
            Assert.True(File.Exists(Path.Combine(folder, definition.Name + ".cs")), $"{experiment.Id}: {definition.Name}.cs is not in {folder}");
        }
    }

    /// <summary>The characters of a title (with its row condition) that fit across a chart in its title font.</summary>
    private const int MaxTitleLength = 75;

    [Fact]
    public void Every_chart_draws_real_benchmark_cases_into_a_file_of_its_own()
    {
        // the report draws charts from results alone; that a chart names real cases is checked here, on the build
        foreach (var experiment in Catalog.All)
        {
            Assert.Equal(experiment.Charts.Count, experiment.Charts.Select(c => c.Slug).Distinct(StringComparer.Ordinal).Count());
            foreach (var chart in experiment.Charts)
            {
                Assert.Matches("^[a-z0-9]+(-[a-z0-9]+)*$", chart.Slug);
                Assert.False(chart.Slug.StartsWith(HeadlineCharts.SlugPrefix, StringComparison.Ordinal),
                    $"{experiment.Id} {chart.Slug}: file names starting with '{HeadlineCharts.SlugPrefix}' are the headline charts'");
                // sentence case (a name or id such as "T" or "C" may lead), and short enough to fit above the plot
                foreach (var title in new[] { chart.Title, chart.XTitle, chart.YTitle })
                {
                    Assert.False(char.IsLower(title[0]), $"{experiment.Id} {chart.Slug}: \"{title}\" is not in sentence case");
                }
                var shown = chart.Title + (chart.Where.Length > 0 ? $" ({chart.Where.Replace("&", ", ", StringComparison.Ordinal)})" : "");
                Assert.True(shown.Length <= MaxTitleLength, $"{experiment.Id} {chart.Slug}: the title \"{shown}\" is wider than the chart");
                Assert.False(string.IsNullOrWhiteSpace(chart.XTitle) || string.IsNullOrWhiteSpace(chart.YTitle), $"{experiment.Id} {chart.Slug}: an axis has no title");
                var type = experiment.Benchmarks.SingleOrDefault(t => t.Name == chart.Type);
                Assert.True(type is not null, $"{experiment.Id} {chart.Slug}: {chart.Type} is not one of the experiment's benchmark classes");
                var parameters = BenchmarkDotNet.Running.BenchmarkConverter.TypeToBenchmarks(type!).BenchmarksCases
                    .Select(bc => bc.Parameters.PrintInfo).Distinct().ToList();
                var names = new[] { chart.X, chart.Series }.OfType<string>()
                    .Concat(chart.Where.Split('&', StringSplitOptions.RemoveEmptyEntries).Select(c => c[..c.IndexOf('=', StringComparison.Ordinal)]));
                foreach (var name in names)
                {
                    Assert.True(parameters.Any(p => p.Split('&').Any(kv => kv.StartsWith(name + "=", StringComparison.Ordinal))),
                        $"{experiment.Id} {chart.Slug}: {chart.Type} has no parameter {name}");
                }
                Assert.Contains(parameters, p => new ResultRow { Parameters = p }.Matches(chart.Where));
            }
        }
    }

    [Fact]
    public void Two_definitions_of_one_id_are_refused()
    {
        var twice = new DynamicDefinitions(typeof(TwinA), typeof(TwinB));
        var error = Assert.Throws<InvalidOperationException>(() => Catalog.Discover(twice));
        Assert.Contains("E98 is defined twice", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Id_and_folder_come_from_the_definitions_folder_and_a_definition_elsewhere_is_refused()
    {
        var experiment = new Experiment("?", "", "", "", [], [], DefinitionFile: "/repo/src/Experiments/E42-SomeName/SomeExperiment.cs");
        Assert.Equal("E42-SomeName", experiment.Folder);
        Assert.Equal("E42", experiment.Id);
        Assert.Equal("PerfBuf.Experiments.E42", experiment.Namespace);
        var error = Assert.Throws<ArgumentException>(() => new Experiment("?", "", "", "", [], [], DefinitionFile: "/repo/src/Experiments/Harness/X.cs"));
        Assert.Contains("src/Experiments/Exx-PascalName/", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_definition_outside_its_experiments_namespace_is_refused()
    {
        var error = Assert.Throws<InvalidOperationException>(() => Catalog.Discover(new DynamicDefinitions(typeof(TwinA))));
        Assert.Contains("its namespace must be PerfBuf.Experiments.E98", error.Message, StringComparison.Ordinal);
    }

    private sealed class TwinA : IExperimentDefinition
    {
        public Experiment Experiment { get; } = new("?", "", "", "", [], [], DefinitionFile: "/repo/src/Experiments/E98-A/AExperiment.cs");
    }

    private sealed class TwinB : IExperimentDefinition
    {
        public Experiment Experiment { get; } = new("?", "", "", "", [], [], DefinitionFile: @"C:\repo\src\Experiments\E98-B\BExperiment.cs");
    }

    /// <summary>An assembly whose types are the given ones: what <see cref="Catalog.Discover"/> sees.</summary>
    private sealed class DynamicDefinitions(params Type[] types) : Assembly
    {
        public override Type[] GetTypes() => types;
    }
}
