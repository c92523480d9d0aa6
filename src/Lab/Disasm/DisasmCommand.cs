using System.Diagnostics;
using System.Globalization;
using System.Text;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using PerfBuf.Core.Native;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// <c>./lab disasm Exx Row</c>: the machine code behind one row. A managed row runs in a child lab process, in-process as
/// BenchmarkDotNet's host would run it (setup, then the workload method again and again) until the JIT has replaced its
/// first code with the final, optimized one, with the runtime's own disassembler on (DOTNET_JitDisasm, written to a file
/// by DOTNET_JitStdOutFile); BenchmarkDotNet's DisassemblyDiagnoser stops at the interface call into the run, this
/// reaches every loop under it. A native row's C functions come from <c>objdump -d</c> of the built library. Both are
/// filed under results/&lt;machine&gt;/&lt;Exx&gt;/disasm/&lt;Class.Method&gt;/ (the listings and a table of their loops).
/// </summary>
public static class DisasmCommand
{
    /// <summary>The exit code of a listing written (or of the child that ran its case).</summary>
    public const int Done = 0;

    /// <summary>The hidden option that makes a lab process the child that runs the case.</summary>
    public const string ChildOption = "--listing-child";

    /// <summary>The methods the JIT lists by default: the lab's own (its rings, harness and workloads).</summary>
    public const string DefaultPattern = "PerfBuf.*:*";

    /// <summary>Invocations before the child stops: tiering promotes a method after 30 calls and a short quiet spell.</summary>
    private const int Invocations = 60;

    /// <summary>Fewer invocations suffice for a slow row once this much time has passed.</summary>
    private static readonly TimeSpan SlowRowTime = TimeSpan.FromSeconds(60);

    private const int SlowRowInvocations = 35;

    /// <summary>The child is stopped when it reports no invocation for this long.</summary>
    private static readonly TimeSpan NoProgressLimit = TimeSpan.FromMinutes(3);

    /// <summary>The benchmark case of <paramref name="experiment"/> named by <paramref name="row"/> (Method or Class.Method)
    /// and <paramref name="parameters"/> (Name=Value, each must match; by default the first case of the row).</summary>
    public static BenchmarkCase FindCase(Experiment experiment, string row, IReadOnlyList<string> parameters)
    {
        var cases = experiment.Benchmarks
            .SelectMany(t => BenchmarkConverter.TypeToBenchmarks(t, DefaultConfig.Instance).BenchmarksCases)
            .Where(bc => HostRowsAttribute.CanRun(bc.Descriptor.Type, bc.Descriptor.WorkloadMethod))
            .ToList();
        var rows = cases.Where(bc => row == bc.Descriptor.WorkloadMethod.Name ||
                                     row == $"{bc.Descriptor.Type.Name}.{bc.Descriptor.WorkloadMethod.Name}").ToList();
        if (rows.Count == 0)
        {
            var names = cases.Select(bc => $"{bc.Descriptor.Type.Name}.{bc.Descriptor.WorkloadMethod.Name}").Distinct();
            throw new LabUsageException($"{experiment.Id} has no row '{row}' that runs here; its rows: {string.Join(", ", names)}");
        }
        if (rows.Select(bc => bc.Descriptor.Type).Distinct().Count() > 1)
        {
            throw new LabUsageException($"'{row}' is a row of several classes of {experiment.Id}: name it as Class.Method " +
                                        $"({string.Join(", ", rows.Select(bc => bc.Descriptor.Type.Name).Distinct())})");
        }
        foreach (var parameter in parameters)
        {
            if (parameter.Split('=', 2) is not [var key, var value])
            {
                throw new LabUsageException($"--param {parameter}: write it as Name=Value");
            }
            rows = [.. rows.Where(bc => bc.Parameters.Items.Any(p => p.Name == key &&
                                                                   Convert.ToString(p.Value, CultureInfo.InvariantCulture) == value))];
            if (rows.Count == 0)
            {
                throw new LabUsageException($"--param {parameter} matches no case of {row}");
            }
        }
        return rows[0];
    }

    public static string RowName(BenchmarkCase bc) => $"{bc.Descriptor.Type.Name}.{bc.Descriptor.WorkloadMethod.Name}";

    /// <summary>The parent: runs the child (or objdump), files the listings and the loop table, prints the table.</summary>
    /// <param name="resultsRoot">Where results/ is (default: the repository's).</param>
    public static int Run(IAnsiConsole console, Experiment experiment, string row, IReadOnlyList<string> parameters, string? pattern,
        string? resultsRoot = null)
    {
        var paths = RepoPaths.Discover();
        var bc = FindCase(experiment, row, parameters);
        var machine = MachineRecord.Current();
        var provenance = Provenance.Read(paths.Root);
        var name = RowName(bc);
        var folder = DisasmTable.RowFolder(resultsRoot ?? paths.Results, machine.Id, experiment.Id, name);
        Directory.CreateDirectory(folder);
        var caseText = $"{name}{(bc.Parameters.Count > 0 ? " " + bc.Parameters.PrintInfo : "")}";
        console.MarkupLine($"[bold]{experiment.Id}[/] {Markup.Escape(caseText)}: the final code of its loops, on {Markup.Escape(machine.Id)}");
        IReadOnlyList<AsmMethod> methods;
        string how;
        if (NativeRowsAttribute.IsNative(bc.Descriptor.Type))
        {
            (methods, how) = NativeListing(bc);
        }
        else
        {
            var patterns = pattern is null ? DefaultPattern : $"{DefaultPattern} {pattern}";
            (methods, how) = JitListing(console, experiment, bc, parameters, patterns, paths);
        }
        methods = [.. methods.Where(m => !m.Name.StartsWith("PerfBuf.Lab.", StringComparison.Ordinal))];
        if (methods.Count == 0)
        {
            throw new InvalidOperationException($"no listing came back for {caseText} ({how})");
        }
        var header = $"{experiment.Id} {caseText} on {machine.Id}; {RuntimeInformationText()}; commit {provenance.ShortCommit}" +
                     $"{(provenance.Dirty ? " (dirty tree)" : "")}; {DateTime.UtcNow:yyyy-MM-dd HH:mm} UTC; {how}";
        File.WriteAllText(Path.Combine(folder, DisasmTable.ListingFile),
            $"; {header}\n\n" + string.Join("\n", methods.Select(m => string.Join("\n", m.Text))) + "\n");
        File.WriteAllText(Path.Combine(folder, DisasmTable.LoopsFile), $"# {caseText}: loops\n\n{header}.\n\n{LoopNote}\n\n" +
                                                                     $"{DisasmTable.Markdown(Tightest(methods))}\n## Every loop\n\n{LoopTable(methods)}");
        var grid = new Table().AddColumns("Method", "Tier", "Tightest straight pass");
        foreach (var (method, pass) in Tightest(methods))
        {
            grid.AddRow(Markup.Escape(ShortName(method)), Markup.Escape(methods.First(m => m.Name == method).Tier),
                pass.ToString(CultureInfo.InvariantCulture));
        }
        console.Write(grid);
        console.MarkupLine(Markup.Escape(LoopNote) + " Above: each method's tightest straight loop; loops.md lists every loop.");
        console.MarkupLine($"filed: {Markup.Escape(Path.GetRelativePath(paths.Root, folder))}/{DisasmTable.ListingFile} and {DisasmTable.LoopsFile}");
        return Done;
    }

    /// <summary>How to read the loop table (printed and filed with it).</summary>
    public const string LoopNote =
        "A loop is named by its head, the target of a backward jump. Straight pass: the fewest instructions that lead from the " +
        "head back to it without a call and without a pause, i.e. one pass that neither waits nor calls out (a slow path, a " +
        "crossings record, a throw); none where every way round waits or calls. Where a side handles one message per pass, " +
        "its straight pass is that side's instructions per message.";

    /// <summary>The loop table in markdown: one row per loop of each listed method that has one.</summary>
    public static string LoopTable(IReadOnlyList<AsmMethod> methods)
    {
        var text = new StringBuilder("| Method | Tier | Loop | Straight pass | Kind |\n|---|---|---|---:|---|\n");
        foreach (var method in methods)
        {
            foreach (var loop in method.Loops())
            {
                var pass = loop.StraightPass?.ToString(CultureInfo.InvariantCulture) ?? "—";
                text.Append(CultureInfo.InvariantCulture,
                    $"| `{method.Name.Replace("|", "\\|", StringComparison.Ordinal)}` | {method.Tier} | {loop.Head} | {pass} | {loop.Kind} |\n");
            }
        }
        return text.ToString();
    }

    /// <summary>Per method with a straight loop, its shortest straight pass: a per-message loop's instructions per message.</summary>
    public static IReadOnlyList<(string Method, int Pass)> Tightest(IReadOnlyList<AsmMethod> methods) =>
        [.. methods.Select(m => (m.Name, Pass: m.Loops().Select(l => l.StraightPass).Where(p => p is not null).Min()))
            .Where(t => t.Pass is not null).Select(t => (t.Name, t.Pass!.Value))];

    /// <summary>The method's name without namespaces, for the console.</summary>
    public static string ShortName(string name)
    {
        var colon = name.IndexOf(':', StringComparison.Ordinal);
        var type = colon < 0 ? name : name[..colon];
        var rest = colon < 0 ? "" : name[colon..];
        var paren = rest.IndexOf('(', StringComparison.Ordinal);
        return type[(type.LastIndexOf('.') + 1)..] + (paren < 0 ? rest : rest[..paren]);
    }

    private static string RuntimeInformationText() =>
        $"{System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription} {System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture}";

    private static (IReadOnlyList<AsmMethod>, string) JitListing(IAnsiConsole console, Experiment experiment, BenchmarkCase bc,
        IReadOnlyList<string> parameters, string patterns, RepoPaths paths)
    {
        try
        {
            return JitListingOnce(console, experiment, bc, parameters, patterns, paths);
        }
        catch (DisasmChildCrashed crash)
        {
            // the child measures nothing; a runtime that dies by a signal while the JIT writes its listing (seen here:
            // a tiered-compilation worker's null write in libc) gets one more try, and a second crash is the error
            console.MarkupLine($"[yellow]{Markup.Escape(crash.Message)}; running the case once more[/]");
            return JitListingOnce(console, experiment, bc, parameters, patterns, paths);
        }
    }

    /// <summary>The disasm child ended by a signal (exit code 128 + the signal's number).</summary>
    private sealed class DisasmChildCrashed(string message) : InvalidOperationException(message);

    private static (IReadOnlyList<AsmMethod>, string) JitListingOnce(IAnsiConsole console, Experiment experiment, BenchmarkCase bc,
        IReadOnlyList<string> parameters, string patterns, RepoPaths paths)
    {
        Directory.CreateDirectory(paths.Scratch);
        var raw = Path.Combine(paths.Scratch, $"disasm-{Environment.ProcessId}.txt");
        File.Delete(raw);
        var start = new ProcessStartInfo(LabExecutable())
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var arg in new[] { "disasm", experiment.Id, RowName(bc) }.Concat(parameters.SelectMany(p => new[] { "--param", p })).Append(ChildOption))
        {
            start.ArgumentList.Add(arg);
        }
        start.Environment["DOTNET_JitDisasm"] = patterns;
        start.Environment["DOTNET_JitStdOutFile"] = raw;
        using var child = Process.Start(start)!;
        var lastProgress = Stopwatch.StartNew();
        var errors = new StringBuilder();
        child.ErrorDataReceived += (_, e) => { if (e.Data is not null) { lock (errors) { errors.AppendLine(e.Data); } } };
        child.OutputDataReceived += (_, e) => { if (e.Data is not null) { lock (lastProgress) { lastProgress.Restart(); } } };
        child.BeginErrorReadLine();
        child.BeginOutputReadLine();
        console.MarkupLine($"running the case in a child process until its code is final (at least {Invocations} invocations; a slow row {SlowRowInvocations} after {SlowRowTime.TotalSeconds:F0} s)…");
        while (!child.WaitForExit(1000))
        {
            lock (lastProgress)
            {
                if (lastProgress.Elapsed > NoProgressLimit)
                {
                    child.Kill(entireProcessTree: true);
                    child.WaitForExit();
                    throw new InvalidOperationException($"the disasm child made no invocation for {NoProgressLimit.TotalMinutes:F0} min and was stopped");
                }
            }
        }
        child.WaitForExit();
        if (child.ExitCode > 128 && OperatingSystem.IsLinux())
        {
            throw new DisasmChildCrashed($"the disasm child was ended by signal {child.ExitCode - 128} (exit {child.ExitCode}): {errors.ToString().Trim()}");
        }
        if (child.ExitCode != 0)
        {
            throw new InvalidOperationException($"the disasm child failed (exit {child.ExitCode}): {errors.ToString().Trim()}");
        }
        var listings = AsmListing.ParseJit(File.ReadAllText(raw));
        File.Delete(raw);
        return (AsmListing.Final(listings), $"the JIT's listings (DOTNET_JitDisasm=\"{patterns}\", tiered compilation and dynamic PGO as in a run), " +
                                            "the last optimized listing of each method after the case ran in-process until its code was final");
    }

    /// <summary>The lab's own executable (beside its assembly, wherever that was copied), which the child runs as.</summary>
    private static string LabExecutable()
    {
        var folder = Path.GetDirectoryName(typeof(DisasmCommand).Assembly.Location)!;
        var path = Path.Combine(folder, OperatingSystem.IsWindows() ? "PerfBuf.Lab.exe" : "PerfBuf.Lab");
        return File.Exists(path) ? path : throw new InvalidOperationException($"the lab's executable is not beside its assembly ({path})");
    }

    /// <summary>The child: runs the case until the JIT has compiled its final code, one line of output per invocation.</summary>
    public static int RunChild(Experiment experiment, string row, IReadOnlyList<string> parameters)
    {
        var bc = FindCase(experiment, row, parameters);
        using var run = new InProcessCase(bc);
        var clock = Stopwatch.StartNew();
        for (var i = 1; ; i++)
        {
            run.Invoke();
            Console.Out.WriteLine($"invocation {i}");
            Console.Out.Flush();
            if ((i >= Invocations && clock.Elapsed >= TimeSpan.FromSeconds(5)) || (i >= SlowRowInvocations && clock.Elapsed >= SlowRowTime))
            {
                return Done;
            }
        }
    }

    private static (IReadOnlyList<AsmMethod>, string) NativeListing(BenchmarkCase bc)
    {
        NativeRunConfig config;
        using (var run = new InProcessCase(bc))
        {
            config = run.Fields<NativeLoopRun>().Select(r => r.Config).FirstOrDefault();
        }
        if (config.Kind == 0)
        {
            throw new InvalidOperationException($"{RowName(bc)} set up no native run");
        }
        var library = Path.Combine(AppContext.BaseDirectory, NativeFloor.FileName);
        if (!File.Exists(library))
        {
            throw new LabUsageException($"the native floor is not built here ({library} is missing)");
        }
        var (worker, caller) = NativeRunFunctions.Of(config);
        var start = new ProcessStartInfo("objdump") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        foreach (var arg in new[] { "-d", "--no-show-raw-insn", "-M", "intel", library })
        {
            start.ArgumentList.Add(arg);
        }
        Process child;
        try
        {
            child = Process.Start(start)!;
        }
        catch (System.ComponentModel.Win32Exception e)
        {
            throw new LabUsageException($"objdump is needed for a native row's listing and could not be started: {e.Message}");
        }
        using (child)
        {
            var errors = child.StandardError.ReadToEndAsync();
            var text = child.StandardOutput.ReadToEnd();
            child.WaitForExit();
            if (child.ExitCode != 0)
            {
                throw new InvalidOperationException($"objdump failed (exit {child.ExitCode}): {errors.Result.Trim()}");
            }
            return (AsmListing.ParseObjdump(text, [worker, caller]),
                $"objdump -d of {Path.GetFileName(library)} ({NativeFloor.Describe()}), the row's C functions {worker} (worker side) and {caller} (measuring side), " +
                "crossings not counted");
        }
    }
}
