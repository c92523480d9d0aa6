using System.Diagnostics;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// "Adding an experiment is adding one folder" (docs/DESIGN.md §1), checked end to end: in a copy of this checkout, a
/// throwaway folder E99-Throwaway with a definition, one tiny benchmark and a write-up is added and nothing else;
/// `./lab list` lists it, `./lab run E99 --quick --in-process` runs it (its result checked), and `./lab report`
/// regenerates its write-up and the README's index. No other file is touched: the copy's git status names only the new
/// folder and the index, and the index gained just the new experiment's row. The peers are left out of the copy (their probe
/// is recorded as failed) so that the copy builds only the lab itself.
/// </summary>
public sealed class NewExperimentFolderTests : IDisposable
{
    private readonly string _copy = Directory.CreateTempSubdirectory("perfbuf-new-experiment-").FullName;

    public void Dispose()
    {
        try
        {
            Directory.Delete(_copy, recursive: true);
        }
        catch (IOException)
        {
            // a build server may still hold a file for a moment; the temp folder is the OS's to clean
        }
    }

    private const string Definition = """
        using PerfBuf.Experiments.Definitions;

        namespace PerfBuf.Experiments.E99;

        public sealed class ThrowawayExperiment : IExperimentDefinition
        {
            public Experiment Experiment { get; } = new(
                Question: "Does a new experiment folder need anything else?",
                Compares: "a sum of 1 000 numbers",
                QuickTime: "~1 min",
                FullTime: "~2 min",
                Benchmarks: [typeof(ThrowawayBenchmarks)],
                Headlines: []);
        }
        """;

    private const string Benchmarks = """
        using BenchmarkDotNet.Attributes;
        using PerfBuf.Experiments.Harness;

        namespace PerfBuf.Experiments.E99;

        [BenchmarkCategory("E99")]
        public class ThrowawayBenchmarks
        {
            private const int N = 1000;

            [Benchmark(Baseline = true, OperationsPerInvoke = N)]
            public long Sum()
            {
                long sum = 0;
                for (var i = 1; i <= N; i++)
                {
                    sum += i;
                }
                Check.Equal(N * (N + 1L) / 2, sum, "sum");
                return sum;
            }
        }
        """;

    private const string WriteUp = "# E99 Throwaway\n\n<!-- BEGIN RESULTS -->\n<!-- END RESULTS -->\n";

    [Fact]
    public void A_new_experiment_folder_is_listed_run_and_reported_with_no_other_file_touched()
    {
        if (OperatingSystem.IsWindows())
        {
            return; // the copy is driven through the bash script `lab`; lab.ps1 probes and runs the same way
        }
        CopyCheckout();
        var folder = Path.Combine(_copy, "src", "Experiments", "E99-Throwaway");
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, "ThrowawayExperiment.cs"), Definition);
        File.WriteAllText(Path.Combine(folder, "ThrowawayBenchmarks.cs"), Benchmarks);
        File.WriteAllText(Path.Combine(folder, "README.md"), WriteUp);
        const string added = "?? src/Experiments/E99-Throwaway/";

        var list = Lab("list");
        Assert.Contains("E99", list, StringComparison.Ordinal);
        Assert.Contains("Does a new experiment folder need anything else?", list, StringComparison.Ordinal);

        var run = Lab("run", "E99", "--quick", "--in-process");
        Assert.Contains("ThrowawayBenchmarks", run, StringComparison.Ordinal);
        var machine = Directory.GetDirectories(Path.Combine(_copy, "results")).Single(d => Directory.Exists(Path.Combine(d, "E99")));
        Assert.Single(Directory.GetDirectories(Path.Combine(machine, "E99")));
        // a run regenerates the index, which now has the new experiment's row; its quick results stay local (git-ignored)
        Assert.Equal([" M README.md", added], Status());
        IndexGainedOnlyTheNewRow();

        Lab("report");
        Assert.Equal([" M README.md", added], Status());
        IndexGainedOnlyTheNewRow();
        Assert.Contains("No results yet. Run `./lab run E99`", File.ReadAllText(Path.Combine(folder, "README.md")), StringComparison.Ordinal);
    }

    private void IndexGainedOnlyTheNewRow()
    {
        var changed = Git("diff", "-U0", "--", "README.md").Split('\n')
            .Where(l => l.Length > 0 && (l[0] is '+' or '-') && !l.StartsWith("+++", StringComparison.Ordinal) && !l.StartsWith("---", StringComparison.Ordinal));
        var row = Assert.Single(changed);
        Assert.StartsWith("+| [E99](src/Experiments/E99-Throwaway/README.md) | Does a new experiment folder need anything else?", row, StringComparison.Ordinal);
    }

    /// <summary>
    /// The tracked files of this checkout as they are in the working tree, committed in a repository of their own; the
    /// peers' probe outcomes recorded as "does not restore" (so the script does not restore them, and nothing builds them).
    /// </summary>
    private void CopyCheckout()
    {
        var root = RepoPaths.Discover().Root;
        foreach (var file in Run(root, "git", "ls-files", "-z").Split('\0', StringSplitOptions.RemoveEmptyEntries))
        {
            var source = Path.Combine(root, file);
            if (File.Exists(source))
            {
                var target = Path.Combine(_copy, file);
                Directory.CreateDirectory(Path.GetDirectoryName(target)!);
                File.Copy(source, target);
            }
        }
        Git("init", "-q");
        Git("add", "-A");
        Git("-c", "user.name=lab", "-c", "user.email=lab@localhost", "commit", "-q", "-m", "copy");
        var outcomes = Directory.CreateDirectory(Path.Combine(_copy, ".lab", "peers")).FullName;
        foreach (var peer in Directory.GetDirectories(Path.Combine(_copy, "src", "Peers")))
        {
            var outcome = Path.Combine(outcomes, Path.GetFileName(peer) + ".outcome");
            File.WriteAllText(outcome, "false\n");
            File.SetLastWriteTimeUtc(outcome, DateTime.UtcNow.AddMinutes(5)); // newer than every input the probe compares
        }
    }

    private string[] Status() =>
        [.. Git("status", "--porcelain").Split('\n', StringSplitOptions.RemoveEmptyEntries).Order(StringComparer.Ordinal)];

    private string Git(params string[] args) => Run(_copy, "git", args);

    private string Lab(params string[] args) => Run(_copy, "bash", ["lab", .. args]);

    /// <summary>Runs a program to its end (at most 10 minutes) and returns its output; a non-zero exit fails with the output.</summary>
    private static string Run(string directory, string program, params string[] args)
    {
        var start = new ProcessStartInfo(program)
        {
            WorkingDirectory = directory,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        foreach (var arg in args)
        {
            start.ArgumentList.Add(arg);
        }
        // the test host's MSBuild settings must not leak into the copy's own builds
        foreach (var name in start.Environment.Keys.Where(k => k.StartsWith("MSBUILD", StringComparison.OrdinalIgnoreCase)).ToList())
        {
            start.Environment.Remove(name);
        }
        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        // and the copy's builds leave no build server behind (nothing keeps running after a test)
        start.Environment["MSBUILDDISABLENODEREUSE"] = "1";
        start.Environment["DOTNET_CLI_USE_MSBUILD_SERVER"] = "0";
        start.Environment["UseSharedCompilation"] = "false";
        using var process = Process.Start(start)!;
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEndAsync();
        if (!process.WaitForExit(TimeSpan.FromMinutes(10)))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail($"{program} {string.Join(' ', args)} did not finish in 10 minutes");
        }
        var text = output.Result + error.Result;
        Assert.True(process.ExitCode == 0, $"{program} {string.Join(' ', args)} exited {process.ExitCode}:\n{text}");
        return text;
    }
}
