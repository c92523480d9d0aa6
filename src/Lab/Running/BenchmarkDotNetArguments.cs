using System.Reflection;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.Loggers;

namespace PerfBuf.Lab;

/// <summary>
/// The arguments after a bare <c>--</c>, which go to BenchmarkDotNet's own parser. The lab keeps its config (exporters,
/// columns, loggers, one run folder per experiment) and takes from what BenchmarkDotNet parsed only the job
/// characteristics, the filters and the diagnosers (<see cref="LabConfig.Create"/>); <c>--list</c> it applies itself
/// (`lab list Exx`). Every other option would be dropped, so it is refused with one line that names it, never ignored.
/// </summary>
public sealed class BenchmarkDotNetArguments
{
    /// <summary>Options (long names) whose settings the lab applies: they set the job.</summary>
    private static readonly HashSet<string> JobOptions = new(StringComparer.Ordinal)
    {
        "job", "launchCount", "warmupCount", "minWarmupCount", "maxWarmupCount", "iterationTime", "iterationCount",
        "minIterationCount", "maxIterationCount", "invocationCount", "unrollFactor", "strategy", "runOncePerIteration",
        "affinity", "envVars", "outliers", "noForcedGCs", "noOverheadEvaluation", "memoryRandomization", "platform",
    };

    /// <summary>Options the lab applies that choose cases or add a diagnoser.</summary>
    private static readonly HashSet<string> CaseAndDiagnoserOptions = new(StringComparer.Ordinal)
    {
        "filter", "allCategories", "anyCategories", "attribute",
        "memory", "threading", "exceptions", "disasm", "disasmDepth", "disasmFilter", "disasmDiff", "profiler",
    };

    /// <summary>Why the lab does not apply an option, where a reason is more useful than the general one.</summary>
    private static readonly Dictionary<string, string> Reasons = new(StringComparer.Ordinal)
    {
        ["exporters"] = "the lab writes its own reports into the run folder (GitHub markdown, CSV, BenchmarkDotNet's JSON, the lab's JSON)",
        ["join"] = "the lab files one report per benchmark class, which the write-ups read",
        ["artifacts"] = "the lab chooses the artifacts folder and files the results under results/",
        ["runtimes"] = "the lab runs on the SDK's runtime, the one its results record",
        ["hide"] = "the lab chooses the columns its reports and write-ups read",
        ["inProcess"] = "use the lab's own --in-process option, before the --",
        ["counters"] = "use the lab's --perf-counters option (perf_event_open columns), before the --",
        ["buildTimeout"] = "the lab sets the build timeout its generated projects need",
    };

    /// <summary>BenchmarkDotNet's option names: a short name ('j') and a long name ("job") each give the long name.</summary>
    private static readonly Lazy<IReadOnlyDictionary<string, string>> Names = new(ReadNames);

    private BenchmarkDotNetArguments(IReadOnlyList<string> args, IReadOnlyList<string> options)
    {
        Args = args;
        Options = options;
    }

    /// <summary>The arguments as given.</summary>
    public IReadOnlyList<string> Args { get; }

    /// <summary>The options among them, by BenchmarkDotNet's long name, in order.</summary>
    public IReadOnlyList<string> Options { get; }

    /// <summary>Whether they change the job: a run so changed is not the lab's quick or full job, and stays local.</summary>
    public bool SetJob => Options.Any(JobOptions.Contains);

    /// <summary>Whether they ask for BenchmarkDotNet's <c>--list</c>: the lab lists the cases and runs nothing.</summary>
    public bool List => Options.Contains("list");

    /// <summary>
    /// Reads <paramref name="args"/>, refusing (a <see cref="LabUsageException"/> with one line) what BenchmarkDotNet does not
    /// accept, what the lab would not apply, and more than one job.
    /// </summary>
    public static BenchmarkDotNetArguments Read(IReadOnlyList<string> args)
    {
        var options = new List<string>();
        var jobs = 0;
        string? last = null;
        foreach (var token in args)
        {
            if (!token.StartsWith('-') || double.TryParse(token, out _))
            {
                // a value: --job takes one, so a second after it asks for a second job ("--job short medium")
                jobs += last == "job" ? 1 : 0;
                continue;
            }
            var name = token.TrimStart('-').Split('=', 2)[0];
            if (!Names.Value.TryGetValue(name, out var longName))
            {
                throw new LabUsageException($"BenchmarkDotNet did not accept the arguments after '--': {string.Join(' ', args)} ('{token}' is not one of its options)");
            }
            if (longName != "list" && !JobOptions.Contains(longName) && !CaseAndDiagnoserOptions.Contains(longName))
            {
                var why = Reasons.GetValueOrDefault(longName, "the lab applies only the job, filter and diagnoser options after '--'");
                throw new LabUsageException($"'{token}' after '--' is not applied by the lab: {why}; remove it");
            }
            options.Add(longName);
            last = longName;
        }
        jobs = Math.Max(jobs, options.Count(o => o == "job"));
        if (jobs <= 1)
        {
            jobs = Parse(args).GetJobs().Count();
        }
        if (jobs > 1)
        {
            throw new LabUsageException($"the arguments after '--' ask for {jobs} jobs ({string.Join(' ', args)}); " +
                                        "the lab runs one job per run (its server-GC twin for peer rows aside): give one");
        }
        return new BenchmarkDotNetArguments([.. args], options);
    }

    /// <summary>BenchmarkDotNet's parse of the arguments; a <see cref="LabUsageException"/> where it refuses them.</summary>
    public static BenchmarkDotNet.Configs.IConfig Parse(IReadOnlyList<string> args)
    {
        var (ok, parsed, _) = ConfigParser.Parse([.. args], NullLogger.Instance);
        return ok && parsed is not null
            ? parsed
            : throw new LabUsageException($"BenchmarkDotNet did not accept the arguments after '--': {string.Join(' ', args)}");
    }

    /// <summary>
    /// The short and long names of BenchmarkDotNet's command-line options, read from the attributes of its options class
    /// (so an alias is never missed), each mapped to the long name.
    /// </summary>
    private static IReadOnlyDictionary<string, string> ReadNames()
    {
        var names = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var property in typeof(CommandLineOptions).GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            foreach (var attribute in property.GetCustomAttributesData().Where(a => a.AttributeType.Name == "OptionAttribute"))
            {
                var values = attribute.ConstructorArguments.Select(a => a.Value).ToList();
                var longName = values.OfType<string>().FirstOrDefault();
                if (longName is null)
                {
                    continue;
                }
                names[longName] = longName;
                if (values.OfType<char>().FirstOrDefault() is var shortName and not '\0')
                {
                    names[shortName.ToString()] = longName;
                }
            }
        }
        return names;
    }
}
