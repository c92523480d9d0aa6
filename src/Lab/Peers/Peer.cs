namespace PerfBuf.Lab;

/// <summary>A peer library the lab measures through its own project under src/Peers/ (docs/DESIGN.md §8).</summary>
/// <param name="Name">How people call it ("Akka.NET").</param>
/// <param name="Project">
/// Its folder under src/Peers/, the suffix of its project (<c>PerfBuf.Peers.&lt;Project&gt;.csproj</c>, or <c>.fsproj</c> for an
/// F# adapter), of its probe
/// log (<c>.lab/peers/&lt;Project&gt;.restore.log</c>) and of its MSBuild property (<c>PerfBufPeer&lt;Project&gt;</c>);
/// its constant is <c>PERFBUF_PEER_&lt;PROJECT&gt;</c>.
/// </param>
/// <param name="PackageId">The package its project references and Directory.Packages.props pins.</param>
/// <param name="AssemblyName">The assembly of that package whose attributes a run records (informational version, framework).</param>
/// <param name="Experiments">
/// The experiments with rows of this peer (benchmark methods marked <see cref="PeerRowAttribute"/> for its project); for a
/// peer whose rows this build did not compile (<see cref="RowsCompiled"/> false), the experiments whose headlines name its
/// package.
/// </param>
/// <param name="ProjectExtension">The project file's extension: "csproj", or "fsproj" for an adapter written in F#.</param>
public sealed record Peer(string Name, string Project, string PackageId, string AssemblyName, IReadOnlyList<string> Experiments,
    string ProjectExtension = "csproj")
{
    /// <summary>The MSBuild property .lab/peers.props sets for this peer.</summary>
    public string Property => "PerfBufPeer" + Project;

    /// <summary>The constant its rows and tests are compiled under.</summary>
    public string Constant => "PERFBUF_PEER_" + Project.ToUpperInvariant();

    /// <summary>The project file, relative to the repository root.</summary>
    public string ProjectPath => Path.Combine("src", "Peers", Project, $"PerfBuf.Peers.{Project}.{ProjectExtension}");

    /// <summary>Whether this build compiled the peer's rows in, so that <see cref="Experiments"/> was read from them.</summary>
    public bool RowsCompiled { get; init; } = true;

    /// <summary>The experiments' ids and what they were read from, for `lab peers`: "E10, E11 rows", or "E12 headlines (rows not built here)".</summary>
    public string UsedBy =>
        Experiments.Count == 0 ? (RowsCompiled ? "no rows" : "no headline names it (rows not built here)")
        : string.Join(", ", Experiments) + (RowsCompiled ? " rows" : " headlines (rows not built here)");
}
