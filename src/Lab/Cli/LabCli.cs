using System.CommandLine;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// The `lab` command (docs/DESIGN.md §2). Bad input gets one clear line and exit code 2; a benchmark whose
/// self-check failed makes the run exit 1.
/// </summary>
public static class LabCli
{
    public const int Ok = 0;
    public const int Failed = 1;
    public const int Usage = 2;

    /// <summary>Experiments of the default tour (`./lab` with no arguments): the definitions marked <see cref="Experiment.InTour"/>.</summary>
    public static IReadOnlyList<Experiment> TourExperiments => [.. Catalog.All.Where(e => e.InTour)];

    /// <summary>The id help texts show as an example: the last experiment of the tour (else the first one listed).</summary>
    private static string Example => (TourExperiments.LastOrDefault() ?? Catalog.All.FirstOrDefault())?.Id ?? "Exx";

    /// <summary>The columns a table may use when the output goes to a file or a pipe (no terminal to fit).</summary>
    public const int RedirectedWidth = 240;

    public static int Run(string[] args) => Run(args, ConsoleFor(Console.Out, Console.IsOutputRedirected), Console.Error);

    /// <summary>
    /// The console the lab writes to: on a terminal, Spectre's own detection (colours, links, the terminal's width);
    /// redirected to a file or a pipe, plain text — no colour or hyperlink escape codes — with tables up to
    /// <see cref="RedirectedWidth"/> columns wide, so a saved log reads as the screen did and no table is split into a
    /// "(continued)" part.
    /// </summary>
    public static IAnsiConsole ConsoleFor(TextWriter writer, bool redirected)
    {
        if (!redirected)
        {
            return AnsiConsole.Create(new AnsiConsoleSettings { Out = new AnsiConsoleOutput(writer) });
        }
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Out = new AnsiConsoleOutput(writer),
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
        });
        console.Profile.Width = RedirectedWidth;
        return console;
    }

    public static int Run(string[] args, IAnsiConsole console, TextWriter error)
    {
        // everything after a bare "--" goes to BenchmarkDotNet untouched
        var split = Array.IndexOf(args, "--");
        var labArgs = split < 0 ? args : args[..split];
        var bdnArgs = split < 0 ? [] : args[(split + 1)..];
        // `./lab help [command]` is `./lab [command] --help`
        if (labArgs is ["help", .. var rest])
        {
            labArgs = [.. rest, "--help"];
        }

        var root = BuildCommands(console, labArgs, bdnArgs);
        var parse = root.Parse(labArgs);
        if (parse.Errors.Count > 0)
        {
            error.WriteLine($"lab: {parse.Errors[0].Message} (see ./lab help)");
            return Usage;
        }
        try
        {
            if (parse.Action is System.CommandLine.Help.HelpAction)
            {
                // the help names the program as users call it (not the assembly, PerfBuf.Lab)
                var help = new StringWriter();
                var code = parse.Invoke(new InvocationConfiguration { EnableDefaultExceptionHandler = false, Output = help });
                console.Profile.Out.Writer.Write(help.ToString().Replace(RootCommand.ExecutableName + " ", "./lab ", StringComparison.Ordinal));
                return code;
            }
            return parse.Invoke(new InvocationConfiguration { EnableDefaultExceptionHandler = false });
        }
        catch (LabUsageException e)
        {
            error.WriteLine($"lab: {e.Message}");
            return Usage;
        }
    }

    private static RootCommand BuildCommands(IAnsiConsole console, string[] labArgs, string[] bdnArgs)
    {
        var root = new RootCommand(
            "PerfBuf: which mailbox design wins, measured. With no command: quick runs of the tour's experiments and a summary table.");
        root.SetAction(_ => Tour(console));

        var listArg = new Argument<string?>("experiment") { Description = "List this experiment's benchmark cases instead (as BenchmarkDotNet's --list flat).", Arity = ArgumentArity.ZeroOrOne };
        var listFilter = new Option<string[]>("--filter") { Description = "With an experiment: only the cases whose name matches (as run's --filter).", AllowMultipleArgumentsPerToken = true };
        var list = new Command("list", "Every experiment: id, question, what it compares, typical duration, newest result; with an id, that experiment's cases.")
        {
            listArg, listFilter,
        };
        list.SetAction(parse => parse.GetValue(listArg) is { } id
            ? ListCases(console, Resolve(id), Runner.NormaliseFilters(parse.GetValue(listFilter) ?? []))
            : List(console));
        root.Add(list);

        var runArgs = new RunArguments();
        var run = runArgs.AddTo(new Command("run",
            "Run one experiment, file the results under results/, regenerate its write-up. Arguments after -- go to BenchmarkDotNet."));
        var cpus = new Option<string?>(CoreSweepRun.Option)
        {
            Description = "A core-count sweep: run the experiment once per CPU count (e.g. 1,2,4,8), each in a process restricted to " +
                          "the first N CPUs of the machine's sweep order (one thread per physical core first; ./lab env shows it); " +
                          "the runs are filed as -cpus<N> and drawn in the write-up's sweep section.",
        };
        run.Add(cpus);
        run.SetAction(parse =>
        {
            var (experiment, options) = runArgs.Read(parse, bdnArgs, trace: false);
            if (BenchmarkDotNetArguments.Read(bdnArgs).List)
            {
                return ListCases(console, experiment, options.Filters);
            }
            return parse.GetValue(cpus) is { } counts
                ? Sweep(console, experiment, options, CoreSweepRun.ParseCounts(counts), labArgs, bdnArgs)
                : RunExperiments(console, [experiment], options);
        });
        root.Add(run);

        var traceArgs = new RunArguments();
        var trace = traceArgs.AddTo(new Command("trace",
            "Run one experiment under an EventPipe trace, or with --etw an ETW trace (Windows, administrator), without MemoryDiagnoser; " +
            "file the traces and their summaries in a -trace run folder, print the summary table (profiling/README.md, Traces). " +
            "Arguments after -- go to BenchmarkDotNet."), trace: true);
        trace.SetAction(parse =>
        {
            var (experiment, options) = traceArgs.Read(parse, bdnArgs, trace: true);
            return BenchmarkDotNetArguments.Read(bdnArgs).List
                ? ListCases(console, experiment, options.Filters)
                : RunExperiments(console, [experiment], options);
        });
        root.Add(trace);

        var disasmExperiment = new Argument<string>("experiment") { Description = "The experiment's id." };
        var disasmRow = new Argument<string>("row") { Description = "The row: its method, or Class.Method where several classes have it (./lab list Exx)." };
        var disasmParam = new Option<string[]>("--param")
        {
            Description = "Name=Value of a parameter the case must have (default: the row's first case; the code rarely depends on it).",
            AllowMultipleArgumentsPerToken = false,
        };
        var disasmPattern = new Option<string?>("--methods")
        {
            Description = $"More methods for the JIT to list, in DOTNET_JitDisasm's syntax (e.g. 'System.Threading.Channels.*:*'); {DisasmCommand.DefaultPattern} always.",
        };
        var disasmChild = new Option<bool>(DisasmCommand.ChildOption) { Hidden = true };
        var disasm = new Command("disasm",
            "The machine code behind one row: the JIT's final listing of every lab method the case runs (a native row: objdump of its C " +
            "functions), with a table of their loops and their instruction counts; filed under results/<machine>/<Exx>/disasm/<Class.Method>/.")
        {
            disasmExperiment, disasmRow, disasmParam, disasmPattern, disasmChild,
        };
        disasm.SetAction(parse =>
        {
            var experiment = Resolve(parse.GetValue(disasmExperiment)!);
            var row = parse.GetValue(disasmRow)!;
            var parameters = parse.GetValue(disasmParam) ?? [];
            return parse.GetValue(disasmChild)
                ? DisasmCommand.RunChild(experiment, row, parameters)
                : DisasmCommand.Run(console, experiment, row, parameters, parse.GetValue(disasmPattern));
        });
        root.Add(disasm);

        var seedArg = new Argument<string>("seed") { Description = $"The seed's id: {string.Join(", ", SeedReference.All.Select(s => s.SeedId))} (004 is the original PerfBuf notebook)." };
        var reproduceFull = new Option<bool>("--full") { Description = "The job the write-ups quote (its page is filed under results/ and may be committed); the default is the quick job." };
        var reproduceVerbose = new Option<bool>("--verbose") { Description = "Show BenchmarkDotNet's whole log live instead of one line per case." };
        var reproduce = new Command("reproduce",
            "Run exactly the rows a seed's mapping names and put the seed's tables beside this machine's: its figures, ours, and each of its " +
            "comparisons with a verdict, with the hardware of both; writes results/<machine>/reproduce-<seed>/README.md and its chart.")
        {
            seedArg, reproduceFull, reproduceVerbose,
        };
        if (bdnArgs.Length > 0)
        {
            reproduce.Validators.Add(r => r.AddError("reproduce runs the seed's rows under the lab's job: it takes no arguments after '--'"));
        }
        reproduce.SetAction(parse => Reproduce(console, parse.GetValue(seedArg)!, parse.GetValue(reproduceFull), parse.GetValue(reproduceVerbose)));
        root.Add(reproduce);

        var env = new Command("env", "The machine fingerprint that results are filed under.");
        env.SetAction(_ => Env(console));
        root.Add(env);

        var peers = new Command("peers",
            $"Which peer packages ({string.Join(", ", PeerProbe.All.Select(p => p.Name))}) restore here, from where, and how to enable the missing ones.");
        peers.SetAction(_ => PeersTable(console));
        root.Add(peers);

        var reportArg = new Argument<string?>("experiment") { Description = "Only this experiment (default: all).", Arity = ArgumentArity.ZeroOrOne };
        var labelsOption = new Option<bool>("--labels")
        {
            Description = "Regenerate nothing: list every headline labelled not like for like (and so without a verdict), with its reasons.",
        };
        var report = new Command("report", "Regenerate the write-ups' result tables and charts (SVG), the README index and the answer page (ANSWERS.md) from results/.") { reportArg, labelsOption };
        report.SetAction(parse => parse.GetValue(labelsOption)
            ? Labels(console, parse.GetValue(reportArg))
            : Report(console, parse.GetValue(reportArg)));
        root.Add(report);

        var left = new Argument<string>("a") { Description = "A run directory, a machine id under results/, or a reference set (e.g. i9-9900K)." };
        var right = new Argument<string>("b") { Description = "The same kinds as a." };
        var only = new Option<string?>("--experiment") { Description = "Only this experiment's rows." };
        var threshold = new Option<double>("--threshold")
        {
            Description = "The noise threshold, in percent: a difference smaller than this is \"same\" whatever the test says (default 5).",
            DefaultValueFactory = _ => Comparison.DefaultThresholdPercent,
        };
        var compare = new Command("compare",
            "Ratios between two result sets, row by row (experiment, benchmark, method, parameters), with a Mann–Whitney verdict where both " +
            "sides kept their measurements; unmatched rows are listed.")
        {
            left, right, only, threshold,
        };
        compare.SetAction(parse => CompareSets(console, parse.GetValue(left)!, parse.GetValue(right)!, parse.GetValue(only), parse.GetValue(threshold)));
        root.Add(compare);

        // the ./lab script runs the suite itself (after the peer probe); the command is here so the help lists it
        var test = new Command("test",
            "Run the test suite: the peer probe, then dotnet test -c Release (arguments go to dotnet test; peers that do not restore skip their tests).")
        {
            TreatUnmatchedTokensAsErrors = false,
        };
        test.SetAction(int (_) => throw new LabUsageException("the test suite runs from the ./lab script: ./lab test (the peer probe, then dotnet test -c Release)"));
        root.Add(test);
        return root;
    }

    private static Experiment Resolve(string id) =>
        Catalog.Find(id) ?? throw new LabUsageException($"unknown experiment '{id}'; valid ids: {Catalog.Ids}");

    private static int Tour(IAnsiConsole console)
    {
        var experiments = TourExperiments;
        console.MarkupLine("[bold]PerfBuf tour[/]: quick runs of " +
                           string.Join(" and ", experiments.Select(e => $"{e.Id} ({Markup.Escape(e.QuickTime)} on 2 cores)")) +
                           ", then one table of each design's ratio to its baseline.");
        var code = RunExperiments(console, experiments, new RunOptions(RunLength.Quick, [], InProcess: false, []), out var outcomes);
        RunSummaryTable.PrintRatios(console, outcomes);
        return code;
    }

    /// <summary>`lab run Exx --cpus …`: the sweep's runs in restricted lab processes, then its table and the write-up.</summary>
    private static int Sweep(IAnsiConsole console, Experiment experiment, RunOptions options, IReadOnlyList<int> counts, string[] labArgs, string[] bdnArgs)
    {
        var machine = MachineRecord.Current();
        if (CoreSweepRun.OfThisProcess(machine).Sweep is not null)
        {
            throw new LabUsageException($"{CoreSweepRun.Option} inside a sweep's own run ({CoreSweepRun.Variable} is set)");
        }
        var allowed = PerfBuf.Core.Threading.ThreadAffinity.AllowedCpus();
        if (!allowed.HasValue)
        {
            throw new LabUsageException($"{CoreSweepRun.Option}: cannot tell which CPUs this process may use: {allowed.Reason}");
        }
        var plan = CoreSweepRun.Plan(counts, CoreSweepRun.Order(PerfBuf.Core.CpuTopology.Current?.SweepOrder, allowed.Value));
        var paths = RepoPaths.Discover();
        new Report(paths).EnsureWriteUp(experiment);
        string[] childArgs = [.. CoreSweepRun.WithoutOption(labArgs), .. bdnArgs.Length > 0 ? ["--", .. bdnArgs] : Array.Empty<string>()];
        var (stamp, code) = CoreSweepRun.Run(plan, childArgs, line => console.MarkupLine($"[bold]{Markup.Escape(line)}[/]"));
        var store = new ResultStore(paths.Results);
        var sweep = store.Sweeps(experiment.Id, includeQuick: true, stamp).SingleOrDefault();
        var points = store.Runs(experiment.Id).Where(r => r.Record.Sweep == stamp).ToList();
        var problems = CoreSweepRun.Check(plan, points, machine.LogicalCores);
        if (sweep is not null)
        {
            SweepTable.Print(console, sweep);
        }
        if (options.Kept && problems.Count == 0)
        {
            var report = new Report(paths);
            console.MarkupLine($"Write-up regenerated (its sweep section): {Markup.Escape(Path.GetRelativePath(paths.Root, report.WriteUp(experiment)))}");
        }
        foreach (var problem in problems)
        {
            console.MarkupLine($"[red]sweep {Markup.Escape(stamp)}:[/] {Markup.Escape(problem)}");
        }
        return problems.Count > 0 ? Failed : code;
    }

    private static int RunExperiments(IAnsiConsole console, IReadOnlyList<Experiment> experiments, RunOptions options) =>
        RunExperiments(console, experiments, options, out _);

    private static int RunExperiments(IAnsiConsole console, IReadOnlyList<Experiment> experiments, RunOptions options,
        out IReadOnlyList<Runner.Outcome> outcomes)
    {
        var paths = RepoPaths.Discover();
        if (PeerProbe.MissingLine(PeerProbe.Read(paths)) is { } missing)
        {
            console.MarkupLine($"[yellow]lab:[/] {Markup.Escape(missing)}");
        }
        var runner = new Runner(paths, console);
        outcomes = runner.Run([.. experiments.Select(e => (e, options))]);
        var report = new Report(paths);
        if (!options.Trace && outcomes.Any(o => o.Run.Record.IsFull) && Lab.Report.ChartFontNote is { } note)
        {
            console.MarkupLine($"[yellow]lab:[/] {Markup.Escape(note)}");
        }
        foreach (var outcome in outcomes)
        {
            var where = Markup.Escape(Path.GetRelativePath(paths.Root, outcome.Run.Directory));
            if (options.Trace)
            {
                // a trace run's timings are not results: no write-up is regenerated from it
                TraceSummaryTable.Print(console, outcome.Traces);
                var raw = options.Etw ? "*.etl for PerfView" : "*.nettrace for PerfView, *.speedscope.json for speedscope.app";
                console.MarkupLine($"Traces: [link]{where}[/] ({raw}: kept local; " +
                                   $"*.trace.json and {ResultStore.TraceSummaryFile} kept{(outcome.Run.Record.IsFull ? "" : ", but this quick run stays local")})");
                continue;
            }
            RunSummaryTable.Print(console, outcome);
            if (outcome.Run.Record.IsFull)
            {
                console.MarkupLine($"Results: [link]{where}[/]");
                console.MarkupLine($"Write-up regenerated: {Markup.Escape(Path.GetRelativePath(paths.Root, report.WriteUp(outcome.Experiment)))}");
            }
            else
            {
                // write-ups are tracked files made from committed results: a quick run stays out of them
                console.MarkupLine($"Results: [link]{where}[/] (quick run: kept local, git-ignored; write-ups show full runs only)");
            }
        }
        if (!options.Trace)
        {
            report.Index();
            report.Answers();
        }
        var failures = outcomes.SelectMany(o => o.Failures).ToList();
        foreach (var failure in failures)
        {
            console.MarkupLine($"[red]FAILED[/] {Markup.Escape(failure)}");
        }
        return failures.Count == 0 ? Ok : Failed;
    }

    private static int List(IAnsiConsole console)
    {
        var paths = RepoPaths.Discover();
        var report = new Report(paths);
        var table = new ConsoleTable("Id", "Question and what it compares", "Quick / full", "Headline (newest result)")
            .Prose("Question and what it compares", "Quick / full", "Headline (newest result)");
        foreach (var e in Catalog.All)
        {
            // a labelled headline (not like for like) never stands for its experiment, as in the README index
            var headline = report.Headlines(e, includeQuick: true).FirstOrDefault(h => !h.IsLabelled);
            var text = headline is null
                ? "not measured yet"
                : $"{headline.Headline.Label}: {headline.Text} ({headline.MachineId}, {(headline.Full ? "full" : "quick")})";
            table.AddRow(e.Id, $"{Markup.Escape(e.Question)}\n[dim]{Markup.Escape(e.Compares)}[/]", $"{e.QuickTime} / {e.FullTime}", Markup.Escape(text));
        }
        table.Write(console);
        var example = Markup.Escape(Example);
        console.MarkupLine($"Run one: [bold]./lab run {example} --quick[/] (smoke) or [bold]./lab run {example}[/] (full, what write-ups quote).");
        return Ok;
    }

    /// <summary>
    /// One experiment's benchmark cases, as a full run would run them (BenchmarkDotNet's --list flat, with parameters and
    /// the GCs each runs under), after <paramref name="filters"/>.
    /// </summary>
    private static int ListCases(IAnsiConsole console, Experiment experiment, IReadOnlyList<string> filters)
    {
        var options = new RunOptions(RunLength.Full, filters, InProcess: false, []);
        var cases = Runner.PlannedCases(experiment, options).GroupBy(Runner.KeyOf).ToList();
        if (cases.Count == 0)
        {
            throw new LabUsageException($"the filter {string.Join(' ', filters)} matches no benchmark of {experiment.Id}");
        }
        console.MarkupLine($"[bold]{experiment.Id}[/] {Markup.Escape(experiment.Question)}");
        foreach (var type in cases.GroupBy(c => c.Key.Type))
        {
            console.MarkupLine($"[bold]{Markup.Escape(type.Key)}[/]");
            foreach (var c in type)
            {
                var gcs = c.Select(x => LabConfig.GcOf(x.Job)).Distinct().Order().ToList();
                var gc = gcs.Count > 1 ? " [dim](workstation and server GC)[/]" : gcs.Single() == GcKind.Server ? " [dim](server GC)[/]" : "";
                console.MarkupLine($"  {Markup.Escape(c.Key.Method)}{(c.Key.Parameters.Length > 0 ? " " + Markup.Escape(ConsoleTable.ParamsCell(c.Key.Parameters)) : "")}{gc}");
            }
        }
        console.MarkupLine($"{cases.Count} case(s) in a full run ({cases.Sum(c => c.Count())} with the GC twins of peer rows); " +
                           $"run them with ./lab run {experiment.Id}{(filters.Count > 0 ? " --filter …" : "")}.");
        return Ok;
    }

    /// <summary>`lab reproduce`: run a seed's mapped rows, then print and write the side-by-side page.</summary>
    private static int Reproduce(IAnsiConsole console, string id, bool full, bool verbose)
    {
        var paths = RepoPaths.Discover();
        var seed = SeedReproduction.Find(id);
        var reference = SeedReproduction.Reference(paths, seed);
        var length = full ? RunLength.Full : RunLength.Quick;
        if (PeerProbe.MissingLine(PeerProbe.Read(paths)) is { } missing)
        {
            console.MarkupLine($"[yellow]lab:[/] {Markup.Escape(missing)}");
        }
        var plan = SeedReproduction.PlanFor(paths, reference, length);
        var machine = MachineRecord.Current();
        var folder = SeedReproduction.Folder(paths, machine.Id, seed, length);
        var cases = plan.Runs.Sum(r => r.Cases.Count);
        console.MarkupLine($"[bold]Seed {Markup.Escape(seed.SeedId)}[/] ({Markup.Escape(seed.Machine)}): {reference.Rows.Count} row(s) map onto the lab's; " +
                           $"{cases} run here ({(plan.Runs.Count == 0 ? "none" : string.Join(", ", plan.Runs.Select(r => $"{r.Experiment.Id}: {r.Cases.Count}")))}), " +
                           $"{plan.LeftOut.Count} cannot run here, {reference.Unmapped.Count} have no lab counterpart; {length.ToString().ToLowerInvariant()} job.");
        Directory.CreateDirectory(folder);
        if (length != RunLength.Full)
        {
            File.WriteAllText(Path.Combine(folder, ".gitignore"), "# a quick reproduction: kept local, never quoted as a result (docs/DESIGN.md §6)\n*\n");
        }
        ReproducePage.WriteLeftOut(folder, plan.LeftOut);
        var runner = new Runner(paths, console);
        IReadOnlyList<Runner.Outcome> outcomes = plan.Runs.Count == 0 ? [] : runner.Run([.. plan.Runs
            .Select(r => (r.Experiment, new RunOptions(length, [], InProcess: false, [], Verbose: verbose) { Cases = r.Cases, ResultsFolder = folder }))]);
        var page = ReproducePage.Build(seed, reference, folder);
        var written = page.Write(folder);
        page.Print(console, Path.GetRelativePath(paths.Root, written));
        var failures = outcomes.SelectMany(o => o.Failures).ToList();
        foreach (var failure in failures)
        {
            console.MarkupLine($"[red]FAILED[/] {Markup.Escape(failure)}");
        }
        return failures.Count == 0 ? Ok : Failed;
    }

    private static int PeersTable(IAnsiConsole console)
    {
        var paths = RepoPaths.Discover();
        var statuses = PeerProbe.Read(paths);
        var table = new ConsoleTable("Peer", "Package", "Pinned", "Restores here", "Where from / why not", "Used by")
            .Prose("Where from / why not", "Used by");
        foreach (var s in statuses)
        {
            table.AddRow(Markup.Escape(s.Peer.Name), Markup.Escape(s.Peer.PackageId), Markup.Escape(s.Version),
                s.Restores switch { true => "[green]yes[/]", false => "[red]no[/]", null => "not probed" },
                Markup.Escape(s.Where), Markup.Escape(s.Peer.UsedBy));
        }
        table.Write(console);
        var built = statuses.Where(s => s.Built).Select(s => s.Peer.Name).ToList();
        var left = statuses.Where(s => !s.Built).Select(s => s.Peer.Name).ToList();
        console.MarkupLine(built.Count > 0
            ? $"This build includes the rows and tests of: {Markup.Escape(string.Join(", ", built))}."
            : "This build includes no peer.");
        if (left.Count > 0)
        {
            console.MarkupLine($"Left out: {Markup.Escape(string.Join(", ", left))}. To include them, {Markup.Escape(PeerProbe.HowToEnable)}.");
        }
        console.MarkupLine("Each peer's probe (a restore of its own project under src/Peers/) runs on the first ./lab call, again when the pins, a peer's project or a NuGet config change, and on every ./lab peers; their logs: " +
                           $"{Markup.Escape(Path.GetRelativePath(paths.Root, Path.Combine(paths.Scratch, "peers")))}/<peer>.restore.log.");
        return Ok;
    }

    private static int Env(IAnsiConsole console)
    {
        var machine = MachineRecord.Current();
        var table = new ConsoleTable("Property", "Value").Prose("Value");
        foreach (var (name, value) in machine.Describe())
        {
            table.AddRow(Markup.Escape(name), Markup.Escape(value));
        }
        table.Write(console);
        console.MarkupLine($"Results on this machine are filed under [bold]results/{Markup.Escape(machine.Id)}/[/]");
        return Ok;
    }

    private static int CompareSets(IAnsiConsole console, string a, string b, string? experimentId, double thresholdPercent)
    {
        if (!(thresholdPercent is >= 0 and < 100))
        {
            throw new LabUsageException($"--threshold {thresholdPercent.ToString(System.Globalization.CultureInfo.InvariantCulture)} is not a percentage in [0, 100)");
        }
        var sets = new ResultSets(RepoPaths.Discover());
        var left = sets.Resolve(a);
        var right = sets.Resolve(b);
        var only = experimentId is null ? null : Resolve(experimentId).Id;
        var comparison = Comparison.Of(left, right, only);
        console.MarkupLine($"[bold]{Markup.Escape(left.Label)} (a) vs {Markup.Escape(right.Label)} (b)[/]");
        foreach (var group in comparison.Matched.GroupBy(r => (r.Experiment, r.Key.Type)))
        {
            var table = new ConsoleTable("Method", "Params", "a ns/op", "b ns/op", "a ÷ b", "Verdict")
                .Title(Markup.Escape($"{group.Key.Experiment} {group.Key.Type}")).Key("Method", "Params");
            foreach (var row in group)
            {
                table.AddRow(Markup.Escape(row.Key.Method) + GcNote(row), ConsoleTable.ParamsCell(row.Key.Parameters),
                    ResultTable.FormatNumber(row.A.MeanNs), ResultTable.FormatNumber(row.B.MeanNs), ResultTable.FormatRatio(row.TimeRatio),
                    Markup.Escape(row.Significance(thresholdPercent).Text));
            }
            table.Write(console);
        }
        console.MarkupLine("a ÷ b = a's time per operation ÷ b's: above 1, b is that many times faster. " + (left.Machine is { } machine && machine == right.Machine
            ? $"Both sets come from one machine ({Markup.Escape(machine)}): a difference is the code's, the settings' or the run's noise."
            : "Machines differ: compare ratios, not absolutes."));
        if (comparison.Matched.Any(r => r.A.Gc is not null || r.B.Gc is not null))
        {
            console.MarkupLine("A peer's row run under both GCs shows its faster one, named beside the method (a's GC / b's).");
        }
        console.MarkupLine($"Verdict: a two-sided Mann–Whitney test of a's measured iterations against b's (Perfolizer's, as BenchmarkDotNet ships it) at " +
                           $"α = {Comparison.Alpha.ToString(System.Globalization.CultureInfo.InvariantCulture)}, with a noise threshold of " +
                           $"{thresholdPercent.ToString(System.Globalization.CultureInfo.InvariantCulture)} %: \"faster\"/\"slower\" (b against a) only when the " +
                           "difference is both significant and above the threshold, else \"same\"; \"n/a\" where a side kept no measurements (a reference set, or a run from before runs kept them).");
        console.MarkupLine($"{comparison.Matched.Count} row(s) matched.");
        Unmatched(console, $"only in a ({left.Label})", comparison.OnlyA.Select(r => $"{r.Experiment} {r.Key}"));
        Unmatched(console, $"only in b ({right.Label})", comparison.OnlyB.Select(r => $"{r.Experiment} {r.Key}"));
        Unmatched(console, $"in a, with no lab counterpart", only is null ? left.Unmapped : []);
        Unmatched(console, $"in b, with no lab counterpart", only is null ? right.Unmapped : []);
        return Ok;
    }

    private static void Unmatched(IAnsiConsole console, string title, IEnumerable<string> rows)
    {
        var list = rows.ToList();
        if (list.Count == 0)
        {
            return;
        }
        console.MarkupLine($"[bold]{list.Count} row(s) {Markup.Escape(title)}[/]:");
        foreach (var row in list)
        {
            console.MarkupLine("  " + Markup.Escape(row));
        }
    }

    /// <summary>Which GC each side's figure is from, where one side ran the row under both GCs or the server GC.</summary>
    private static string GcNote(ComparedRow row)
    {
        static string Name(SetRow side) => side.Gc switch
        {
            GcKind.Server => "server",
            GcKind.Workstation => "workstation",
            _ => side.Seed is null ? "workstation" : "published",
        };
        return row.A.Gc is null && row.B.Gc is null ? "" : $" [dim]({Name(row.A)} / {Name(row.B)} GC)[/]";
    }

    /// <summary>`lab report --labels`: the labelled headlines and why, from results/ as the write-ups show them.</summary>
    private static int Labels(IAnsiConsole console, string? id)
    {
        var report = new Report(RepoPaths.Discover());
        var lines = (id is null ? Catalog.All : [Resolve(id)]).SelectMany(report.LabelledHeadlines).ToList();
        console.MarkupLine(lines.Count == 0 ? "No headline is labelled." : $"{lines.Count} headline(s) labelled not like for like (no verdict):");
        foreach (var line in lines)
        {
            console.MarkupLine("  " + Markup.Escape(line));
        }
        return Ok;
    }

    private static int Report(IAnsiConsole console, string? id)
    {
        var paths = RepoPaths.Discover();
        var report = new Report(paths);
        var experiments = id is null ? Catalog.All : [Resolve(id)];
        if (Lab.Report.ChartFontNote is { } note)
        {
            console.MarkupLine($"[yellow]lab:[/] {Markup.Escape(note)}");
        }
        foreach (var e in experiments)
        {
            console.MarkupLine($"regenerated {Markup.Escape(Path.GetRelativePath(paths.Root, report.WriteUp(e)))} and its charts");
        }
        if (id is null)
        {
            foreach (var page in SeedReproduction.RegeneratePages(paths))
            {
                console.MarkupLine($"regenerated {Markup.Escape(Path.GetRelativePath(paths.Root, page))} (a seed's reproduction)");
            }
        }
        console.MarkupLine($"regenerated {Markup.Escape(Path.GetRelativePath(paths.Root, report.Index()))} (index)");
        console.MarkupLine($"regenerated {Markup.Escape(Path.GetRelativePath(paths.Root, report.Answers()))} (which design for which hand-over)");
        return Ok;
    }

    /// <summary>The experiment argument and the options `run` and `trace` share, read the same way for both.</summary>
    private sealed class RunArguments
    {
        private readonly Argument<string> _experiment = new("experiment") { Description = $"Experiment id, e.g. {Example} (see ./lab list)." };
        private readonly Option<bool> _quick = new("--quick") { Description = "Short job (1 warm-up + 3 measured iterations): a smoke run, never quoted." };
        private readonly Option<bool> _full = new("--full") { Description = "The job the write-ups quote (3 warm-up + 12 measured iterations; the default)." };
        private readonly Option<string[]> _filter = new("--filter")
        {
            Description = "Run only benchmarks whose full name matches (glob; a bare word matches anywhere). Repeatable.",
            AllowMultipleArgumentsPerToken = true,
        };
        private readonly Option<bool> _inProcess = new("--in-process") { Description = "Run inside this process (faster start, less isolation)." };
        private readonly Option<bool> _dry = new("--dry")
        {
            Description = "Every case once, as BenchmarkDotNet's --job dry (one cold invocation): checks that each runs and verifies its result; kept local, never quoted.",
        };
        private readonly Option<bool> _verbose = new("--verbose") { Description = "Show BenchmarkDotNet's whole log live instead of one progress line per case (the log is filed with the run either way)." };
        private readonly Option<bool> _perfCounters = new("--perf-counters")
        {
            Description = "Add hardware counter columns from perf_event_open (cycles, instructions, cache misses, CPU ns per operation); n/a where the kernel exposes no PMU.",
        };
        private readonly Option<bool> _etw = new("--etw")
        {
            Description = "Trace through ETW instead of EventPipe: Windows only, from an elevated (administrator) terminal. Adds the kernel's " +
                          "context switches and wake-ups of the benchmark process to the summary and writes an .etl that PerfView opens.",
        };

        /// <summary>Adds the arguments to <paramref name="command"/>; a <paramref name="trace"/> command also takes --etw.</summary>
        public Command AddTo(Command command, bool trace = false)
        {
            if (trace)
            {
                command.Add(_etw);
            }
            command.Add(_experiment);
            command.Add(_quick);
            command.Add(_full);
            command.Add(_filter);
            command.Add(_inProcess);
            command.Add(_dry);
            command.Add(_verbose);
            command.Add(_perfCounters);
            return command;
        }

        public (Experiment Experiment, RunOptions Options) Read(ParseResult parse, string[] bdnArgs, bool trace)
        {
            var experiment = Resolve(parse.GetValue(_experiment)!);
            if (parse.GetValue(_quick) && parse.GetValue(_full))
            {
                throw new LabUsageException("--quick and --full exclude each other");
            }
            // --filter takes several patterns per option, so an option it does not know would be read as one more
            // pattern (a BenchmarkDotNet option typed without the bare -- before it, or a misspelt lab option)
            if ((parse.GetValue(_filter) ?? []).FirstOrDefault(f => f.StartsWith('-')) is { } stray)
            {
                throw new LabUsageException($"'{stray}' after --filter is an option, not a benchmark pattern; options for BenchmarkDotNet go after a bare -- (see ./lab --help)");
            }
            var etw = trace && parse.GetValue(_etw);
            if (etw && PerfBuf.Profiling.EtwTraceDiagnoser.NotAvailableReason() is { } why)
            {
                throw new LabUsageException(why);
            }
            var dry = parse.GetValue(_dry);
            if (dry && parse.GetValue(_full))
            {
                throw new LabUsageException("--dry and --full exclude each other");
            }
            // --dry is BenchmarkDotNet's dry job; read the arguments after -- as they will be applied (or refused)
            var arguments = BenchmarkDotNetArguments.Read(dry ? [.. bdnArgs, "--job", "dry"] : bdnArgs);
            return (experiment, new RunOptions(
                parse.GetValue(_quick) ? RunLength.Quick : RunLength.Full, // --dry: every case (no quick cells), each once
                Runner.NormaliseFilters(parse.GetValue(_filter) ?? []),
                parse.GetValue(_inProcess),
                arguments.Args,
                trace,
                parse.GetValue(_perfCounters),
                CustomJob: arguments.SetJob,
                Verbose: parse.GetValue(_verbose),
                Etw: etw));
        }
    }
}
