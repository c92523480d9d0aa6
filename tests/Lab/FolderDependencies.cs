using System.Text;
using System.Text.RegularExpressions;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Which folders of a C# project use which other folders' types, read from the sources alone: every folder declares the
/// top-level types of its files (nested types travel with their outer type), and a file uses a type of another folder
/// where the type's name appears as an identifier outside comments and strings. A name does not count where it is
/// plainly something else: a member reached through a dot (<c>x.Peer</c>; <c>Lab.Report</c> still counts, it names the
/// type through its namespace), a method called or declared (<c>Provenance(paths)</c>; <c>new Report(paths)</c> still
/// counts), or a name declared after a type (<c>string Peer</c>, <c>(Experiment Experiment, …)</c>).
/// </summary>
public sealed partial class FolderDependencies
{
    /// <summary>The folder of a file directly in the project's root folder (Program.cs): the top, above every folder.</summary>
    public const string Top = "(top)";

    /// <summary>Words after which a type's name may follow: modifiers and the keywords that take a type.</summary>
    private static readonly HashSet<string> TypeMayFollow =
    [
        "new", "is", "as", "return", "in", "out", "ref", "params", "this", "static", "readonly", "public", "private", "protected",
        "internal", "sealed", "abstract", "override", "virtual", "partial", "async", "await", "case", "throw", "using", "typeof",
        "nameof", "sizeof", "default", "const", "volatile", "unsafe", "fixed", "else", "when", "and", "or", "not", "yield",
        "operator", "implicit", "explicit", "required", "extern", "where",
    ];

    private static readonly HashSet<string> TypeKeywords = ["class", "struct", "record", "interface", "enum"];

    /// <summary>Folder → the top-level types its files declare.</summary>
    public IReadOnlyDictionary<string, IReadOnlySet<string>> Declared { get; }

    /// <summary>Folder → another folder → the types of that folder it uses.</summary>
    public IReadOnlyDictionary<string, IReadOnlyDictionary<string, IReadOnlySet<string>>> Uses { get; }

    private FolderDependencies(Dictionary<string, IReadOnlySet<string>> declared,
        Dictionary<string, IReadOnlyDictionary<string, IReadOnlySet<string>>> uses)
    {
        Declared = declared;
        Uses = uses;
    }

    /// <summary>The dependencies between the folders of <paramref name="files"/> (path relative to the project, source text).</summary>
    public static FolderDependencies Of(IEnumerable<(string RelativePath, string Source)> files)
    {
        var parsed = files.Select(f => (Folder: FolderOf(f.RelativePath), Tokens: Tokens(f.Source))).ToList();
        var owners = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
        var declared = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
        foreach (var (folder, tokens) in parsed)
        {
            var types = declared.TryGetValue(folder, out var set) ? set : declared[folder] = new HashSet<string>(StringComparer.Ordinal);
            foreach (var type in TopLevelTypes(tokens))
            {
                types.Add(type);
                (owners.TryGetValue(type, out var o) ? o : owners[type] = new HashSet<string>(StringComparer.Ordinal)).Add(folder);
            }
        }
        var uses = new Dictionary<string, Dictionary<string, HashSet<string>>>(StringComparer.Ordinal);
        foreach (var (folder, tokens) in parsed)
        {
            for (var i = 0; i < tokens.Count; i++)
            {
                if (!owners.TryGetValue(tokens[i], out var declaredIn) || !NamesAType(tokens, i))
                {
                    continue;
                }
                foreach (var other in declaredIn.Where(o => o != folder))
                {
                    var byFolder = uses.TryGetValue(folder, out var u) ? u : uses[folder] = new Dictionary<string, HashSet<string>>(StringComparer.Ordinal);
                    (byFolder.TryGetValue(other, out var t) ? t : byFolder[other] = new HashSet<string>(StringComparer.Ordinal)).Add(tokens[i]);
                }
            }
        }
        return new FolderDependencies(
            declared.ToDictionary(kv => kv.Key, kv => (IReadOnlySet<string>)kv.Value, StringComparer.Ordinal),
            uses.ToDictionary(kv => kv.Key,
                kv => (IReadOnlyDictionary<string, IReadOnlySet<string>>)kv.Value.ToDictionary(x => x.Key, x => (IReadOnlySet<string>)x.Value, StringComparer.Ordinal),
                StringComparer.Ordinal));
    }

    /// <summary>The .cs files under <paramref name="projectFolder"/>, build output left out.</summary>
    public static FolderDependencies OfFolder(string projectFolder) =>
        Of(Directory.EnumerateFiles(projectFolder, "*.cs", SearchOption.AllDirectories)
            .Select(f => Path.GetRelativePath(projectFolder, f).Replace('\\', '/'))
            .Where(f => !f.StartsWith("bin/", StringComparison.Ordinal) && !f.StartsWith("obj/", StringComparison.Ordinal))
            .Order(StringComparer.Ordinal)
            .Select(f => (f, File.ReadAllText(Path.Combine(projectFolder, f)))));

    /// <summary>The types of <paramref name="other"/> that <paramref name="folder"/> uses (empty when none).</summary>
    public IReadOnlySet<string> TypesUsed(string folder, string other) =>
        Uses.TryGetValue(folder, out var byFolder) && byFolder.TryGetValue(other, out var types) ? types : new HashSet<string>();

    /// <summary>
    /// One line per pair of folders that use each other's types, naming the pair and the types each way; empty when the
    /// folders' dependencies point one way only.
    /// </summary>
    public IReadOnlyList<string> TwoWayPairs()
    {
        var found = new List<string>();
        foreach (var (a, byFolder) in Uses.OrderBy(kv => kv.Key, StringComparer.Ordinal))
        {
            foreach (var b in byFolder.Keys.Where(b => string.CompareOrdinal(a, b) < 0).Order(StringComparer.Ordinal))
            {
                if (TypesUsed(b, a).Count > 0)
                {
                    found.Add($"{a} and {b} depend on each other: {a} uses {List(TypesUsed(a, b))}; {b} uses {List(TypesUsed(b, a))}");
                }
            }
        }
        return found;
    }

    /// <summary>
    /// One line per use of a folder that is not in a lower layer than the user's (<paramref name="layers"/>, bottom first;
    /// folders of one layer may not use each other), and per folder the layers do not place; the top uses anything.
    /// </summary>
    public IReadOnlyList<string> UpwardUses(IReadOnlyList<IReadOnlyList<string>> layers)
    {
        var layerOf = new Dictionary<string, int>(StringComparer.Ordinal);
        for (var i = 0; i < layers.Count; i++)
        {
            foreach (var folder in layers[i])
            {
                layerOf[folder] = i;
            }
        }
        var found = new List<string>();
        foreach (var folder in Declared.Keys.Where(f => f != Top && !layerOf.ContainsKey(f)).Order(StringComparer.Ordinal))
        {
            found.Add($"{folder} is in no layer: place it in the layer order");
        }
        foreach (var (folder, byFolder) in Uses.Where(kv => kv.Key != Top).OrderBy(kv => kv.Key, StringComparer.Ordinal))
        {
            foreach (var (other, types) in byFolder.OrderBy(kv => kv.Key, StringComparer.Ordinal))
            {
                if (layerOf.TryGetValue(folder, out var mine) && layerOf.TryGetValue(other, out var theirs) && theirs >= mine)
                {
                    found.Add($"{folder} uses {other} ({List(types)}), which is {(theirs == mine ? "in its own layer" : "above it")}");
                }
            }
        }
        return found;
    }

    private static string List(IEnumerable<string> types) => string.Join(", ", types.Order(StringComparer.Ordinal));

    private static string FolderOf(string relativePath)
    {
        var slash = relativePath.Replace('\\', '/').IndexOf('/', StringComparison.Ordinal);
        return slash < 0 ? Top : relativePath[..slash];
    }

    /// <summary>Whether the identifier at <paramref name="i"/> stands for a type rather than a member or a declared name.</summary>
    private static bool NamesAType(IReadOnlyList<string> tokens, int i)
    {
        var before = i > 0 ? tokens[i - 1] : "";
        var after = i + 1 < tokens.Count ? tokens[i + 1] : "";
        if (before == ".")
        {
            return i > 1 && tokens[i - 2] == "Lab";
        }
        if (after == "(" && before != "new")
        {
            return false;
        }
        return !(IsIdentifier(before) && !TypeMayFollow.Contains(before));
    }

    /// <summary>The names after class/struct/record/interface/enum outside every type's braces (namespace braces aside).</summary>
    private static IEnumerable<string> TopLevelTypes(IReadOnlyList<string> tokens)
    {
        var braces = new Stack<bool>(); // true: a namespace's braces
        var typeDepth = 0;
        for (var i = 0; i < tokens.Count; i++)
        {
            switch (tokens[i])
            {
                case "{":
                    var isNamespace = NamespaceOpens(tokens, i);
                    braces.Push(isNamespace);
                    typeDepth += isNamespace ? 0 : 1;
                    continue;
                case "}":
                    if (braces.Count > 0 && !braces.Pop())
                    {
                        typeDepth--;
                    }
                    continue;
            }
            if (typeDepth == 0 && TypeKeywords.Contains(tokens[i]) && i + 1 < tokens.Count && (i == 0 || tokens[i - 1] != "where"))
            {
                var name = tokens[i + 1] is "class" or "struct" && i + 2 < tokens.Count ? tokens[i + 2] : tokens[i + 1];
                if (IsIdentifier(name))
                {
                    yield return name;
                }
            }
        }
    }

    /// <summary>True when the brace at <paramref name="open"/> follows <c>namespace A.B</c>.</summary>
    private static bool NamespaceOpens(IReadOnlyList<string> tokens, int open)
    {
        var i = open - 1;
        while (i > 0 && (IsIdentifier(tokens[i]) || tokens[i] == ".") && tokens[i] != "namespace")
        {
            i--;
        }
        return i >= 0 && tokens[i] == "namespace";
    }

    private static bool IsIdentifier(string token) => token.Length > 0 && (char.IsLetter(token[0]) || token[0] == '_');

    /// <summary>The identifiers and punctuation of <paramref name="source"/> without its comments, strings and characters.</summary>
    public static List<string> Tokens(string source) =>
        [.. Token().Matches(StripCommentsAndStrings(source)).Select(m => m.Value)];

    [GeneratedRegex(@"[A-Za-z_][A-Za-z0-9_]*|=>|\S")]
    private static partial Regex Token();

    /// <summary>
    /// <paramref name="source"/> with comments removed and every string or character literal (regular, verbatim, raw,
    /// interpolated: holes and all) replaced by an empty one.
    /// </summary>
    public static string StripCommentsAndStrings(string source)
    {
        var sb = new StringBuilder(source.Length);
        var i = 0;
        while (i < source.Length)
        {
            if (At(source, i, "//"))
            {
                i = source.IndexOf('\n', i) is var end && end < 0 ? source.Length : end;
            }
            else if (At(source, i, "/*"))
            {
                i = source.IndexOf("*/", i + 2, StringComparison.Ordinal) is var end && end < 0 ? source.Length : end + 2;
                sb.Append(' ');
            }
            else if (StringStart(source, i) is { } quote)
            {
                i = StringEnd(source, quote);
                sb.Append("\"\"");
            }
            else if (source[i] == '\'' && CharEnd(source, i) is { } next)
            {
                i = next;
                sb.Append("''");
            }
            else
            {
                sb.Append(source[i++]);
            }
        }
        return sb.ToString();
    }

    private static bool At(string s, int i, string what) => string.CompareOrdinal(s, i, what, 0, what.Length) == 0;

    /// <summary>Where the opening quote of a string literal starting at <paramref name="i"/> is (after any $ and @), or null.</summary>
    private static int? StringStart(string s, int i)
    {
        var j = i;
        while (j < s.Length && s[j] is '$' or '@')
        {
            j++;
        }
        return j < s.Length && s[j] == '"' && (j == i || !IsIdentifierChar(s, i - 1)) ? j : null;
    }

    private static bool IsIdentifierChar(string s, int i) => i >= 0 && (char.IsLetterOrDigit(s[i]) || s[i] == '_');

    /// <summary>The index after the string literal whose first quote is at <paramref name="quote"/>.</summary>
    private static int StringEnd(string s, int quote)
    {
        var prefixStart = quote;
        while (prefixStart > 0 && s[prefixStart - 1] is '$' or '@')
        {
            prefixStart--;
        }
        var prefix = s[prefixStart..quote];
        var quotes = 0;
        while (quote + quotes < s.Length && s[quote + quotes] == '"')
        {
            quotes++;
        }
        if (quotes >= 3)
        {
            var close = new string('"', quotes);
            var end = s.IndexOf(close, quote + quotes, StringComparison.Ordinal);
            return end < 0 ? s.Length : end + quotes;
        }
        if (quotes == 2)
        {
            return quote + 2; // ""
        }
        var verbatim = prefix.Contains('@', StringComparison.Ordinal);
        var interpolated = prefix.Contains('$', StringComparison.Ordinal);
        var i = quote + 1;
        while (i < s.Length)
        {
            var c = s[i];
            if (verbatim && c == '"' && i + 1 < s.Length && s[i + 1] == '"')
            {
                i += 2;
            }
            else if (c == '"')
            {
                return i + 1;
            }
            else if (!verbatim && c == '\\')
            {
                i += 2;
            }
            else if (interpolated && c == '{' && i + 1 < s.Length && s[i + 1] == '{')
            {
                i += 2;
            }
            else if (interpolated && c == '{')
            {
                i = HoleEnd(s, i + 1);
            }
            else
            {
                i++;
            }
        }
        return s.Length;
    }

    /// <summary>The index after the '}' closing an interpolation hole that starts at <paramref name="i"/> (strings in it skipped).</summary>
    private static int HoleEnd(string s, int i)
    {
        var depth = 1;
        while (i < s.Length)
        {
            if (StringStart(s, i) is { } quote)
            {
                i = StringEnd(s, quote);
                continue;
            }
            if (s[i] == '\'' && CharEnd(s, i) is { } next)
            {
                i = next;
                continue;
            }
            depth += s[i] switch { '{' => 1, '}' => -1, _ => 0 };
            i++;
            if (depth == 0)
            {
                return i;
            }
        }
        return s.Length;
    }

    /// <summary>The index after a character literal starting at <paramref name="i"/>, or null where none starts there.</summary>
    private static int? CharEnd(string s, int i)
    {
        if (i + 2 < s.Length && s[i + 1] != '\\' && s[i + 2] == '\'')
        {
            return i + 3;
        }
        if (i + 1 < s.Length && s[i + 1] == '\\')
        {
            var close = s.IndexOf('\'', i + 3);
            return close > 0 && close - i <= 10 ? close + 1 : null;
        }
        return null;
    }
}
