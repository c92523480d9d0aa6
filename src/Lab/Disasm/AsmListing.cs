using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>One instruction of a listing: its text, the labels that name its position, where it jumps to (or null).</summary>
public sealed record AsmInstruction(string Text, IReadOnlyList<string> Labels, string? JumpTarget)
{
    public string Mnemonic => Text.TrimStart().Split(' ', '\t')[0];

    public bool IsCall => Mnemonic is "call";

    public bool IsPause => Mnemonic is "pause";

    /// <summary>Control never falls through to the next instruction (an unconditional jump or a return).</summary>
    public bool EndsFlow => Mnemonic is "jmp" or "ret" or "int3" or "ud2";
}

/// <summary>
/// A loop of a listing, named by its head (the target of a backward jump), with the instructions of its shortest
/// straight pass: the fewest instructions that lead from the head back to it without a call and without a pause. That is
/// what one pass executes when it neither waits (a spin hint) nor calls out (a slow path, a crossings record, a
/// rarely taken throw); null when every way round calls or waits (a wait loop, a loop around a call).
/// </summary>
public sealed record AsmLoop(string Head, int? StraightPass, bool Waits, bool Calls)
{
    public string Kind => StraightPass is not null ? "straight" : Waits ? "wait" : Calls ? "calls out" : "other";
}

/// <summary>One method's (or C function's) optimized code.</summary>
public sealed record AsmMethod(string Name, string Tier, IReadOnlyList<string> Text, IReadOnlyList<AsmInstruction> Instructions)
{
    /// <summary>The loops, in the order of their heads: every target of a backward jump is one.</summary>
    public IReadOnlyList<AsmLoop> Loops()
    {
        var index = new Dictionary<string, int>(StringComparer.Ordinal);
        for (var i = 0; i < Instructions.Count; i++)
        {
            foreach (var label in Instructions[i].Labels)
            {
                index.TryAdd(label, i);
            }
        }
        int? TargetOf(int i) => Instructions[i].JumpTarget is { } t && index.TryGetValue(t, out var at) ? at : null;
        IEnumerable<int> Next(int i)
        {
            if (TargetOf(i) is { } target)
            {
                yield return target;
            }
            if (!Instructions[i].EndsFlow && i + 1 < Instructions.Count)
            {
                yield return i + 1;
            }
        }
        var heads = Enumerable.Range(0, Instructions.Count).Select(i => (From: i, To: TargetOf(i)))
            .Where(e => e.To is { } to && to <= e.From).Select(e => e.To!.Value).Distinct().Order();
        var previous = new Dictionary<int, List<int>>();
        for (var i = 0; i < Instructions.Count; i++)
        {
            foreach (var to in Next(i))
            {
                (previous.TryGetValue(to, out var list) ? list : previous[to] = []).Add(i);
            }
        }
        IEnumerable<int> Previous(int i) => previous.TryGetValue(i, out var list) ? list : [];
        var loops = new List<AsmLoop>();
        foreach (var head in heads)
        {
            // the loop's body: the instructions reachable from its head that reach the head again
            var back = Closure(head, Previous);
            var body = Closure(head, Next).Where(back.Contains).ToList();
            loops.Add(new AsmLoop(Instructions[head].Labels.FirstOrDefault() ?? $"#{head}",
                ShortestPass(head, Next, i => !Instructions[i].IsCall && !Instructions[i].IsPause),
                body.Any(i => Instructions[i].IsPause), body.Any(i => Instructions[i].IsCall)));
        }
        return loops;
    }

    /// <summary>Instructions on the shortest way from <paramref name="head"/> back to it through allowed ones (breadth first).</summary>
    private int? ShortestPass(int head, Func<int, IEnumerable<int>> next, Func<int, bool> allowed)
    {
        if (!allowed(head))
        {
            return null;
        }
        var distance = new Dictionary<int, int> { [head] = 1 };
        var queue = new Queue<int>([head]);
        while (queue.TryDequeue(out var at))
        {
            foreach (var to in next(at))
            {
                if (to == head)
                {
                    return distance[at];
                }
                if (allowed(to) && distance.TryAdd(to, distance[at] + 1))
                {
                    queue.Enqueue(to);
                }
            }
        }
        return null;
    }

    private static HashSet<int> Closure(int from, Func<int, IEnumerable<int>> next)
    {
        var seen = new HashSet<int> { from };
        var stack = new Stack<int>([from]);
        while (stack.TryPop(out var at))
        {
            foreach (var to in next(at))
            {
                if (seen.Add(to))
                {
                    stack.Push(to);
                }
            }
        }
        return seen;
    }
}

/// <summary>Parsers of the two listings <c>./lab disasm</c> reads: the JIT's (DOTNET_JitDisasm) and objdump's.</summary>
public static partial class AsmListing
{
    [GeneratedRegex(@"^; Assembly listing for method (?<name>.+) \((?<tier>[^()]*)\)\s*$")]
    private static partial Regex JitHeader();

    [GeneratedRegex(@"^(?<label>G_M\d+_IG\d+):")]
    private static partial Regex JitLabel();

    [GeneratedRegex(@"^\s+j[a-z]+\s+(?:SHORT\s+)?(?<target>G_M\d+_IG\d+)\s*$")]
    private static partial Regex JitJump();

    [GeneratedRegex(@"^\s+[a-z]")]
    private static partial Regex JitInstruction();

    /// <summary>Every listing in a JitStdOutFile, in the order the JIT wrote them (a method tiered up appears once per tier).</summary>
    public static IReadOnlyList<AsmMethod> ParseJit(string text)
    {
        var methods = new List<AsmMethod>();
        string? name = null, tier = null;
        var lines = new List<string>();
        var instructions = new List<AsmInstruction>();
        var labels = new List<string>();
        void Flush()
        {
            if (name is not null)
            {
                methods.Add(new AsmMethod(name, tier!, [.. lines], [.. instructions]));
            }
            lines.Clear();
            instructions.Clear();
            labels.Clear();
        }
        foreach (var line in text.Split('\n'))
        {
            if (JitHeader().Match(line) is { Success: true } header)
            {
                Flush();
                (name, tier) = (header.Groups["name"].Value, header.Groups["tier"].Value);
            }
            if (name is null)
            {
                continue;
            }
            lines.Add(line.TrimEnd('\r'));
            if (JitLabel().Match(line) is { Success: true } label)
            {
                labels.Add(label.Groups["label"].Value);
            }
            else if (JitInstruction().IsMatch(line) && !line.TrimStart().StartsWith("align", StringComparison.Ordinal))
            {
                var jump = JitJump().Match(line);
                instructions.Add(new AsmInstruction(line.Trim(), [.. labels], jump.Success ? jump.Groups["target"].Value : null));
                labels.Clear();
            }
        }
        Flush();
        return methods;
    }

    /// <summary>The code a run ends with: per method, the last listing whose tier is optimized (Tier1, its OSR variant,
    /// FullOpts), in the order first listed.</summary>
    public static IReadOnlyList<AsmMethod> Final(IEnumerable<AsmMethod> listings)
    {
        var order = new List<string>();
        var last = new Dictionary<string, AsmMethod>(StringComparer.Ordinal);
        foreach (var method in listings.Where(m => IsOptimized(m.Tier)))
        {
            if (!last.ContainsKey(method.Name))
            {
                order.Add(method.Name);
            }
            last[method.Name] = method;
        }
        return [.. order.Select(n => last[n])];
    }

    /// <summary>Tier names of optimized code: "Tier1", "Tier1-OSR @0x…", "FullOpts" (and "Tier1 with Dynamic PGO" forms).</summary>
    public static bool IsOptimized(string tier) =>
        tier.StartsWith("Tier1", StringComparison.Ordinal) || tier.StartsWith("FullOpts", StringComparison.Ordinal);

    [GeneratedRegex(@"^[0-9a-f]+ <(?<name>[^>]+)>:\s*$")]
    private static partial Regex ObjdumpFunction();

    [GeneratedRegex(@"^\s*(?<address>[0-9a-f]+):\s+(?<text>\S.*)$")]
    private static partial Regex ObjdumpInstruction();

    [GeneratedRegex(@"^j[a-z]+\s+(?<target>[0-9a-f]+)\b")]
    private static partial Regex ObjdumpJump();

    /// <summary>The functions named in <paramref name="functions"/> from <c>objdump -d --no-show-raw-insn</c> output.</summary>
    public static IReadOnlyList<AsmMethod> ParseObjdump(string text, IReadOnlyCollection<string> functions)
    {
        var methods = new List<AsmMethod>();
        string? name = null;
        var lines = new List<string>();
        var instructions = new List<AsmInstruction>();
        void Flush()
        {
            if (name is not null && functions.Contains(name))
            {
                methods.Add(new AsmMethod(name, "gcc", [.. lines], [.. instructions]));
            }
            lines.Clear();
            instructions.Clear();
        }
        foreach (var raw in text.Split('\n'))
        {
            var line = raw.TrimEnd('\r');
            if (ObjdumpFunction().Match(line) is { Success: true } function)
            {
                Flush();
                name = function.Groups["name"].Value;
                lines.Add(line);
                continue;
            }
            if (name is null)
            {
                continue;
            }
            if (line.Length == 0)
            {
                Flush();
                name = null;
                continue;
            }
            lines.Add(line);
            if (ObjdumpInstruction().Match(line) is { Success: true } instruction)
            {
                var body = instruction.Groups["text"].Value.Trim();
                var jump = ObjdumpJump().Match(body);
                instructions.Add(new AsmInstruction(body, [instruction.Groups["address"].Value], jump.Success ? jump.Groups["target"].Value : null));
            }
        }
        Flush();
        return methods;
    }
}
