using System.Text.RegularExpressions;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Every pointer into the lab's own documents leads somewhere (docs/DESIGN.md, the opening paragraph): a
/// <c>docs/DESIGN.md §N</c> names a section the guide has; a path with a <c>#anchor</c> names a file that exists and a
/// heading it holds; a Markdown link names a file or folder of the checkout; a quoted pointer (<c>see "Stop and
/// drain"</c>, <c>src/Runtime/DESIGN.md, "Registry"</c>) names a heading or a paragraph's opening words in the file it
/// names or, naming none, in the file itself or the design note of its folder or a parent folder. A bare
/// <c>DESIGN.md §N</c> names no file and is refused.
/// </summary>
public sealed partial class DesignReferenceTests
{
    private static readonly RepoPaths Repo = RepoPaths.Discover();

    [Fact]
    public void Every_reference_in_the_checkout_leads_to_a_file_and_section_that_exist()
    {
        var files = DesignReferences.SourceFiles(Repo.Root);
        Assert.True(files.Count > 100, $"found only {files.Count} files to check under {Repo.Root}");
        var problems = DesignReferences.Check(Repo.Root, files);
        Assert.True(problems.Count == 0,
            $"{problems.Count} reference(s) lead nowhere:\n  {string.Join("\n  ", problems)}");
    }

    [Fact]
    public void The_design_guide_has_its_ten_sections()
    {
        var guide = File.ReadAllText(Path.Combine(Repo.Root, "docs", "DESIGN.md"));
        for (var n = 1; n <= 10; n++)
        {
            Assert.Matches(new Regex($"(?m)^## {n}\\. "), guide);
        }
    }

    [Fact]
    public void The_README_layout_and_the_guide_name_every_project()
    {
        var readme = File.ReadAllText(Path.Combine(Repo.Root, "README.md"));
        var guide = File.ReadAllText(Path.Combine(Repo.Root, "docs", "DESIGN.md"));
        var projects = Directory.EnumerateFiles(Repo.Root, "*.?sproj", SearchOption.AllDirectories)
            .Select(p => Path.GetRelativePath(Repo.Root, Path.GetDirectoryName(p)!).Replace('\\', '/'))
            .Where(folder => !folder.Split('/').Any(part => part is "bin" or "obj") && !folder.StartsWith("tests/", StringComparison.Ordinal))
            .Select(folder => folder.StartsWith("src/Peers/", StringComparison.Ordinal) ? "src/Peers/<Peer>" : folder)
            .Distinct()
            .ToList();
        Assert.Contains("src/Core", projects);
        var unnamed = projects.Where(folder => !readme.Contains($"| `{folder}` |", StringComparison.Ordinal)).ToList();
        Assert.True(unnamed.Count == 0, $"README.md's Layout has no row for: {string.Join(", ", unnamed)}");
        var unguided = projects.Where(folder => !guide.Contains($"(`{folder}`)", StringComparison.Ordinal)).ToList();
        Assert.True(unguided.Count == 0, $"docs/DESIGN.md §1 has no row for: {string.Join(", ", unguided)}");
    }

    /// <summary>The checker itself, on planted pointers: each kind of dangling reference is found, and sound ones pass.</summary>
    [Fact]
    public void Planted_dangling_references_are_found()
    {
        var root = Path.Combine(Path.GetTempPath(), $"perfbuf-refs-{Environment.ProcessId}-{Guid.NewGuid():N}");
        try
        {
            Directory.CreateDirectory(Path.Combine(root, "docs"));
            Directory.CreateDirectory(Path.Combine(root, "src", "Ring"));
            File.WriteAllText(Path.Combine(root, "docs", "DESIGN.md"), "# Guide\n\n## 1. Layout\n\n## 2. The command\n");
            File.WriteAllText(Path.Combine(root, "src", "Ring", "DESIGN.md"),
                "# Ring\n\n## SpscRing\n\n### Stop and drain\n\nRegistry. The list of live rings.\n");
            var files = new Dictionary<string, string>
            {
                ["docs/DESIGN.md"] = File.ReadAllText(Path.Combine(root, "docs", "DESIGN.md")),
                ["src/Ring/DESIGN.md"] = File.ReadAllText(Path.Combine(root, "src", "Ring", "DESIGN.md")),
                ["src/Ring/Good.cs"] =
                    "// docs/DESIGN.md §1 and §2; src/Ring/DESIGN.md#spscring; see \"Stop and drain\";\n" +
                    "// (src/Ring/DESIGN.md, \"Registry\"); see \"full\" is a quote, not a pointer\n",
                ["src/Ring/Bad.cs"] =
                    "// DESIGN.md §3\n// docs/DESIGN.md §2, §11\n// src/Ring/DESIGN.md#mpscring\n// src/Gone/DESIGN.md#x\n" +
                    "// see \"Shutdown\"\n// (Good.cs, \"Registry\")\n",
                ["README.md"] = "[ring](src/Ring/DESIGN.md#stop-and-drain) [gone](src/Ring/Gone.md) [web](https://example.org/x)\n" +
                    "[here](#guide) [nowhere](#no-such-heading)\n\n# Guide\n",
            };
            var problems = DesignReferences.Check(root, files);
            Assert.DoesNotContain(problems, p => p.StartsWith("src/Ring/Good.cs", StringComparison.Ordinal));
            Assert.DoesNotContain(problems, p => p.Contains("stop-and-drain", StringComparison.Ordinal));
            string[] expected =
            [
                "src/Ring/Bad.cs:1: DESIGN.md §3",
                "src/Ring/Bad.cs:2: docs/DESIGN.md §11",
                "src/Ring/Bad.cs:3: src/Ring/DESIGN.md#mpscring",
                "src/Ring/Bad.cs:4: src/Gone/DESIGN.md#x",
                "src/Ring/Bad.cs:5: \"Shutdown\"",
                "src/Ring/Bad.cs:6: Good.cs, \"Registry\"",
                "README.md:1: src/Ring/Gone.md",
                "README.md:2: #no-such-heading",
            ];
            foreach (var e in expected)
            {
                Assert.Contains(problems, p => p.StartsWith(e, StringComparison.Ordinal));
            }
            Assert.Equal(expected.Length, problems.Count);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }
}

/// <summary>Finds the references of <see cref="DesignReferenceTests"/> in text files and checks each.</summary>
internal static partial class DesignReferences
{
    private static readonly string[] Extensions = [".cs", ".fs", ".md", ".csproj", ".fsproj", ".props", ".ps1", ".txt", ".slnx"];
    private static readonly string[] SkippedFolders = ["bin", "obj", ".git", ".lab", "TestResults", "node_modules"];
    private const string SelfPath = "tests/Lab/DesignReferenceTests.cs";

    /// <summary>The checkout's own text files (path relative to the root, with '/') and their text. Results are data,
    /// not prose: only results/reference/ is read there.</summary>
    public static Dictionary<string, string> SourceFiles(string root)
    {
        var files = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var path in Directory.EnumerateFiles(root, "*", SearchOption.AllDirectories))
        {
            var relative = Path.GetRelativePath(root, path).Replace('\\', '/');
            var parts = relative.Split('/');
            if (parts.Any(p => SkippedFolders.Contains(p, StringComparer.Ordinal)) ||
                (parts[0] == "results" && (parts.Length < 2 || parts[1] != "reference")))
            {
                continue;
            }
            var name = parts[^1];
            if (relative == SelfPath)
            {
                continue; // this file's planted pointers are the checker's test data
            }
            if (Extensions.Contains(Path.GetExtension(name), StringComparer.OrdinalIgnoreCase) || relative is "lab" or ".ci/run")
            {
                files[relative] = File.ReadAllText(path);
            }
        }
        return files;
    }

    public static List<string> Check(string root, IReadOnlyDictionary<string, string> files)
    {
        var problems = new List<string>();
        var guideSections = new HashSet<int>();
        if (files.TryGetValue("docs/DESIGN.md", out var guide) || File.Exists(Path.Combine(root, "docs", "DESIGN.md")))
        {
            guide ??= File.ReadAllText(Path.Combine(root, "docs", "DESIGN.md"));
            foreach (Match m in GuideSection().Matches(guide))
            {
                guideSections.Add(int.Parse(m.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture));
            }
        }
        foreach (var (file, text) in files.OrderBy(f => f.Key, StringComparer.Ordinal))
        {
            var lines = text.ReplaceLineEndings("\n").Split('\n');
            for (var i = 0; i < lines.Length; i++)
            {
                var line = lines[i];
                var where = $"{file}:{i + 1}: ";
                CheckSections(line, guideSections, where, problems);
                CheckAnchors(root, files, file, line, where, problems);
                if (file.EndsWith(".md", StringComparison.OrdinalIgnoreCase))
                {
                    CheckLinks(root, file, line, where, problems);
                    foreach (Match m in InPageLink().Matches(line))
                    {
                        if (!Headings(root, files, file).Any(h => Slug(h) == m.Groups[1].Value))
                        {
                            problems.Add($"{where}#{m.Groups[1].Value}: {file} has no heading with that anchor");
                        }
                    }
                }
                CheckQuotedPointers(root, files, file, line, where, problems);
            }
        }
        return problems;
    }

    /// <summary><c>docs/DESIGN.md §N</c>, and every later <c>§M</c> of the line up to the next file named.</summary>
    private static void CheckSections(string line, HashSet<int> sections, string where, List<string> problems)
    {
        foreach (Match m in SectionStart().Matches(line))
        {
            var file = m.Groups["file"].Value;
            if (file != "docs/DESIGN.md")
            {
                if (!file.Contains('/', StringComparison.Ordinal))
                {
                    problems.Add($"{where}DESIGN.md §{m.Groups["n"].Value} names no file (write docs/DESIGN.md §N)");
                }
                continue;
            }
            var rest = line[(m.Index + file.Length)..];
            var next = rest.IndexOf(".md", StringComparison.Ordinal);
            foreach (Match n in SectionNumber().Matches(next < 0 ? rest : rest[..next]))
            {
                if (!sections.Contains(int.Parse(n.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture)))
                {
                    problems.Add($"{where}docs/DESIGN.md §{n.Groups[1].Value}: the guide has no section {n.Groups[1].Value}");
                }
            }
        }
    }

    /// <summary><c>path/File.md#anchor</c> anywhere (a code comment or a link).</summary>
    private static void CheckAnchors(string root, IReadOnlyDictionary<string, string> files, string file, string line,
        string where, List<string> problems)
    {
        foreach (Match m in Anchored().Matches(line))
        {
            var target = m.Groups["path"].Value;
            var anchor = m.Groups["anchor"].Value;
            if (target.StartsWith("http", StringComparison.Ordinal) || m.Groups["scheme"].Success)
            {
                continue;
            }
            var resolved = Resolve(root, files, file, target);
            if (resolved is null)
            {
                problems.Add($"{where}{target}#{anchor}: no such file");
            }
            else if (!Headings(root, files, resolved).Any(h => Slug(h) == anchor))
            {
                problems.Add($"{where}{target}#{anchor}: {resolved} has no heading with that anchor");
            }
        }
    }

    /// <summary>A Markdown link to a file of the checkout: the file or folder exists.</summary>
    private static void CheckLinks(string root, string file, string line, string where, List<string> problems)
    {
        foreach (Match m in MarkdownLink().Matches(line))
        {
            var target = m.Groups["path"].Value;
            if (target.Length == 0 || target.Contains("://", StringComparison.Ordinal) || target.StartsWith("mailto:", StringComparison.Ordinal) ||
                target.Contains('<', StringComparison.Ordinal))
            {
                continue;
            }
            var folder = Path.GetDirectoryName(file.Replace('/', Path.DirectorySeparatorChar)) ?? "";
            var full = Path.GetFullPath(Path.Combine(root, folder, Uri.UnescapeDataString(target)));
            if (!File.Exists(full) && !Directory.Exists(full))
            {
                problems.Add($"{where}{target}: the link leads to no file");
            }
        }
    }

    /// <summary><c>see "Heading"</c> (optionally <c>in File</c>) and <c>File, "Heading"</c>.</summary>
    private static void CheckQuotedPointers(string root, IReadOnlyDictionary<string, string> files, string file,
        string line, string where, List<string> problems)
    {
        foreach (Match m in QuotedPointer().Matches(line))
        {
            var section = m.Groups["section"].Value;
            var named = m.Groups["file"].Success ? m.Groups["file"].Value : m.Groups["in"].Success ? m.Groups["in"].Value : null;
            IEnumerable<string> candidates;
            if (named is not null)
            {
                var resolved = Resolve(root, files, file, named);
                if (resolved is null)
                {
                    problems.Add($"{where}{named}, \"{section}\": no such file");
                    continue;
                }
                candidates = [resolved];
            }
            else
            {
                candidates = new[] { file }.Concat(DesignNotesAbove(root, files, file));
            }
            if (!candidates.Any(c => Leads(root, files, c).Any(l => l.StartsWith(section, StringComparison.OrdinalIgnoreCase))))
            {
                var label = named is null ? $"\"{section}\"" : $"{named}, \"{section}\"";
                problems.Add($"{where}{label}: no heading or paragraph opens so in {string.Join(" or ", candidates)}");
            }
        }
    }

    /// <summary>The design notes (DESIGN.md) of the file's folder and its parents, nearest first.</summary>
    private static IEnumerable<string> DesignNotesAbove(string root, IReadOnlyDictionary<string, string> files, string file)
    {
        var folder = file.Contains('/', StringComparison.Ordinal) ? file[..file.LastIndexOf('/')] : "";
        while (true)
        {
            var note = folder.Length == 0 ? "DESIGN.md" : $"{folder}/DESIGN.md";
            if (note != file && (files.ContainsKey(note) || File.Exists(Path.Combine(root, note))))
            {
                yield return note;
            }
            if (folder.Length == 0)
            {
                yield break;
            }
            folder = folder.Contains('/', StringComparison.Ordinal) ? folder[..folder.LastIndexOf('/')] : "";
        }
    }

    /// <summary>A path as written: from the root, from the file's folder, or a bare file name found once in the file's project folder.</summary>
    private static string? Resolve(string root, IReadOnlyDictionary<string, string> files, string from, string target)
    {
        var folder = from.Contains('/', StringComparison.Ordinal) ? from[..from.LastIndexOf('/')] : "";
        foreach (var candidate in new[] { target, folder.Length == 0 ? target : $"{folder}/{target}" })
        {
            var full = Path.GetFullPath(Path.Combine(root, candidate));
            if (File.Exists(full) || files.ContainsKey(candidate))
            {
                return Path.GetRelativePath(root, full).Replace('\\', '/');
            }
        }
        if (!target.Contains('/', StringComparison.Ordinal))
        {
            var top = string.Join('/', from.Split('/').Take(2));
            var found = files.Keys.Where(k => k.StartsWith(top + "/", StringComparison.Ordinal) && k.EndsWith("/" + target, StringComparison.Ordinal)).ToList();
            if (found.Count == 1)
            {
                return found[0];
            }
        }
        return null;
    }

    private static string Text(string root, IReadOnlyDictionary<string, string> files, string file) =>
        files.TryGetValue(file, out var text) ? text : File.ReadAllText(Path.Combine(root, file));

    private static IEnumerable<string> Headings(string root, IReadOnlyDictionary<string, string> files, string file) =>
        Text(root, files, file).ReplaceLineEndings("\n").Split('\n')
            .Where(l => l.StartsWith('#'))
            .Select(l => l.TrimStart('#').Trim());

    /// <summary>Each line's opening words, past heading marks, comment slashes, list and emphasis marks.</summary>
    private static IEnumerable<string> Leads(string root, IReadOnlyDictionary<string, string> files, string file) =>
        Text(root, files, file).ReplaceLineEndings("\n").Split('\n')
            .Select(l => l.TrimStart(' ', '\t', '#', '/', '*', '-', '>', '|', '_'));

    /// <summary>A heading's anchor as Markdown renderers make it: lower case, punctuation dropped, spaces to hyphens.</summary>
    internal static string Slug(string heading)
    {
        var chars = heading.ToLowerInvariant()
            .Where(c => char.IsLetterOrDigit(c) || c is ' ' or '-' or '_')
            .Select(c => c == ' ' ? '-' : c);
        return new string([.. chars]);
    }

    [GeneratedRegex(@"(?m)^## (\d+)\. ")]
    private static partial Regex GuideSection();

    [GeneratedRegex(@"(?<file>[\w./-]*DESIGN\.md) §(?<n>\d+)")]
    private static partial Regex SectionStart();

    [GeneratedRegex(@"§(\d+)")]
    private static partial Regex SectionNumber();

    [GeneratedRegex(@"(?<scheme>https?://\S*?)?(?<path>[\w./-]+\.md)#(?<anchor>[\w-]+)")]
    private static partial Regex Anchored();

    [GeneratedRegex(@"\]\(#([\w-]+)\)")]
    private static partial Regex InPageLink();

    [GeneratedRegex(@"\]\((?<path>[^)#\s]*)(?:#[^)\s]*)?\)")]
    private static partial Regex MarkdownLink();

    [GeneratedRegex(@"(?:(?<file>[\w./-]+\.(?:cs|md)), [""“](?<section>[A-Z][^""”]{1,80})[""”])|(?:\b[Ss]ee [""“](?<section>[A-Z][^""”]{1,80})[""”](?: in (?<in>[\w./-]+\.(?:cs|md)))?)")]
    private static partial Regex QuotedPointer();
}
