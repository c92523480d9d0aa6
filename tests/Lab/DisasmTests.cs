using PerfBuf.Lab;
using PerfBuf.Tests.Native;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// <c>./lab disasm</c>: the listings' parsers and the loop count on small listings whose answer is known, the case a row
/// names (and the refusals), and one managed and one native row end to end into a scratch results folder.
/// </summary>
public sealed class DisasmTests
{
    // a method listed twice (Tier0, then Tier1), the second with a message loop (IG03: 5 instructions round), a wait loop
    // (IG05: pause) and a loop around a call (IG06)
    private const string Jit = """
        ; Assembly listing for method Demo:Loop(int):long (Tier0)
        ; Tier0 code
        G_M000_IG01:                ;; offset=0x0000
               push     rbp
               ret
        ; Total bytes of code 2

        ; Assembly listing for method Demo:Loop(int):long (Tier1)
        ; Tier1 code
        G_M000_IG01:                ;; offset=0x0000
               xor      eax, eax
               xor      ecx, ecx
        G_M000_IG02:                ;; offset=0x0004
               test     edi, edi
               jle      SHORT G_M000_IG04
               align    [0 bytes for IG03]
        G_M000_IG03:                ;; offset=0x0008
               add      rax, rcx
               inc      ecx
               cmp      ecx, edi
               jne      G_M000_IG07
               jl       SHORT G_M000_IG03
        G_M000_IG04:                ;; offset=0x0010
               ret
        G_M000_IG05:                ;; offset=0x0011
               pause
               cmp      dword ptr [rsi], 0
               je       SHORT G_M000_IG05
        G_M000_IG06:                ;; offset=0x0018
               call     [Demo:Slow()]
               jmp      SHORT G_M000_IG06
        G_M000_IG07:                ;; offset=0x0020
               jmp      SHORT G_M000_IG03
        ; Total bytes of code 34

        ; Assembly listing for method Demo:Cold() (Tier0)
        G_M000_IG01:
               ret
        """;

    [Fact]
    public void The_final_listing_of_each_method_is_its_last_optimized_one()
    {
        var all = AsmListing.ParseJit(Jit);
        Assert.Equal(["Tier0", "Tier1", "Tier0"], all.Select(m => m.Tier));
        var final = Assert.Single(AsmListing.Final(all));
        Assert.Equal(("Demo:Loop(int):long", "Tier1"), (final.Name, final.Tier));
        Assert.Equal(16, final.Instructions.Count); // align is not an instruction
    }

    [Fact]
    public void A_loop_counts_its_shortest_way_round_without_a_call_or_a_pause()
    {
        var loops = AsmListing.Final(AsmListing.ParseJit(Jit)).Single().Loops();
        Assert.Equal(["G_M000_IG03", "G_M000_IG05", "G_M000_IG06"], loops.Select(l => l.Head));
        // IG03 round: add, inc, cmp, jne (not taken), jl = 5; the way through IG07 is 6 and not the shortest
        Assert.Equal((5, "straight"), (loops[0].StraightPass!.Value, loops[0].Kind));
        Assert.Equal((null, "wait"), (loops[1].StraightPass, loops[1].Kind));
        Assert.Equal((null, "calls out"), (loops[2].StraightPass, loops[2].Kind));
        Assert.Equal([("Demo:Loop(int):long", 5)], DisasmCommand.Tightest(AsmListing.Final(AsmListing.ParseJit(Jit))));
    }

    [Fact]
    public void An_objdump_listing_keeps_the_named_functions_and_finds_their_loops()
    {
        const string objdump = """

            0000000000001000 <other>:
                1000:	ret

            0000000000001010 <pb_loop>:
                1010:	xor    eax,eax
                1012:	add    rax,QWORD PTR [rdi]
                1015:	add    rdi,0x8
                1019:	cmp    rdi,rsi
                101c:	jne    1012 <pb_loop+0x2>
                101e:	ret

            """;
        var method = Assert.Single(AsmListing.ParseObjdump(objdump, ["pb_loop"]));
        Assert.Equal(6, method.Instructions.Count);
        var loop = Assert.Single(method.Loops());
        Assert.Equal(("1012", 4), (loop.Head, loop.StraightPass!.Value));
    }

    [Fact]
    public void A_row_is_found_by_method_or_class_and_method_and_by_its_parameters()
    {
        var e01 = Catalog.Find("E01")!;
        var first = DisasmCommand.FindCase(e01, "SpscRingSpan", []);
        Assert.Equal("SpscStreamBenchmarks.SpscRingSpan", DisasmCommand.RowName(first));
        var big = DisasmCommand.FindCase(e01, "SpscStreamBenchmarks.SpscRingSpan", ["Capacity=65536"]);
        Assert.Equal(65536, big.Parameters["Capacity"]);
    }

    [Theory]
    [InlineData("NoSuchRow", "", "has no row 'NoSuchRow'")]
    [InlineData("NativeSpscRing", "", "name it as Class.Method")]
    [InlineData("SpscRingSpan", "Capacity", "write it as Name=Value")]
    [InlineData("SpscRingSpan", "Capacity=3", "matches no case")]
    public void A_row_that_does_not_name_one_case_is_refused_in_one_line(string row, string parameter, string reason)
    {
        var (code, _, error) = LabCliTests.Lab(["disasm", "E01", row, .. parameter.Length > 0 ? new[] { "--param", parameter } : []]);
        Assert.Equal(LabCli.Usage, code);
        Assert.Contains(reason, error, StringComparison.Ordinal);
    }

    [Fact]
    public void A_managed_row_is_listed_at_tier_1_with_its_message_loop()
    {
        using var scratch = new ScratchFolder();
        var output = new StringWriter();
        var console = LabCli.ConsoleFor(output, redirected: true);
        Assert.Equal(DisasmCommand.Done, DisasmCommand.Run(console, Catalog.Find("E01")!, "SpscLeanRing", ["Capacity=1024"], null, scratch.Path));
        var folder = Directory.GetDirectories(scratch.Path, "SpscStreamBenchmarks.SpscLeanRing", SearchOption.AllDirectories).Single();
        var listing = File.ReadAllText(Path.Combine(folder, "listing.asm"));
        var methods = AsmListing.ParseJit(listing);
        // the consumer loop reached tier 1 with a straight loop, a message popped and checked per pass: in ConsumeRun, or in
        // Consume where the JIT inlined it (which one varies from run to run with the profile)
        var final = AsmListing.Final(methods);
        var consumers = final.Where(m => m.Name.Contains("Loops:Consume", StringComparison.Ordinal)
                                         && m.Name.Contains("SpscLeanRingPort", StringComparison.Ordinal)).ToList();
        Assert.NotEmpty(consumers);
        Assert.All(consumers, m => Assert.StartsWith("Tier1", m.Tier, StringComparison.Ordinal));
        Assert.Contains(consumers, m => m.Loops().Any(l => l.StraightPass is > 0));
        Assert.DoesNotContain(methods, m => m.Name.StartsWith("PerfBuf.Lab.", StringComparison.Ordinal));
        Assert.Contains("Tightest straight pass", File.ReadAllText(Path.Combine(folder, "loops.md")), StringComparison.Ordinal);
        Assert.Contains("Loops:Consume", output.ToString(), StringComparison.Ordinal);
    }

    [NativeFact]
    public void A_native_row_lists_its_own_C_functions()
    {
        using var scratch = new ScratchFolder();
        var console = LabCli.ConsoleFor(new StringWriter(), redirected: true);
        Assert.Equal(DisasmCommand.Done,
            DisasmCommand.Run(console, Catalog.Find("E01")!, "NativeSpscStreamBenchmarks.NativeSpscRingDrain", [], null, scratch.Path));
        var listing = File.ReadAllText(Directory.GetFiles(scratch.Path, "listing.asm", SearchOption.AllDirectories).Single());
        var functions = AsmListing.ParseObjdump(listing, ["pb_stream_produce_single", "pb_stream_consume_drain"]);
        Assert.Equal(["pb_stream_produce_single", "pb_stream_consume_drain"], functions.Select(f => f.Name));
        Assert.All(functions, f => Assert.Contains(f.Loops(), l => l.StraightPass is > 0));
    }

    private sealed class ScratchFolder : IDisposable
    {
        public string Path { get; } = Directory.CreateTempSubdirectory("perfbuf-disasm-").FullName;

        public void Dispose() => Directory.Delete(Path, recursive: true);
    }
}
