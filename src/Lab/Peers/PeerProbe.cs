using System.Reflection;
using System.Runtime.Versioning;
using System.Text.RegularExpressions;
using System.Xml.Linq;

namespace PerfBuf.Lab;

/// <summary>
/// The peers, their pinned versions and whether each restores here (docs/DESIGN.md §8). `./lab` probes by restoring every
/// peer project on its own (the script writes <c>.lab/peers/&lt;Project&gt;.restore.log</c> per peer and, into
/// <c>.lab/peers.props</c>, one outcome property per peer plus the built peers' constants, references and list); this
/// class reads the outcomes, and records the peers compiled into a run.
/// </summary>
public static partial class PeerProbe
{
    /// <summary>
    /// Every peer, in folder order: one per project under src/Peers/ (the one list of peers; the lab scripts probe the
    /// same folders), described by the <c>Peer*</c> properties of its project file.
    /// </summary>
    public static IReadOnlyList<Peer> All => _all ??= Discover(RepoPaths.Discover().Root, Catalog.All);

    private static IReadOnlyList<Peer>? _all;

    /// <summary>
    /// The peers under <paramref name="root"/>/src/Peers/, each with the experiments that have rows of it: the benchmark
    /// methods of an experiment's classes marked <see cref="PeerRowAttribute"/> for the peer's project. A peer this build
    /// did not compile in has no rows here; it lists instead the experiments whose headlines name its package
    /// (<see cref="Headline.Peer"/>).
    /// </summary>
    public static IReadOnlyList<Peer> Discover(string root, IReadOnlyList<Experiment> experiments)
    {
        var peers = new List<Peer>();
        foreach (var folder in Directory.GetDirectories(Path.Combine(root, "src", "Peers")).Order(StringComparer.Ordinal))
        {
            var project = Path.GetFileName(folder);
            var file = new[] { "csproj", "fsproj" }.Select(ext => Path.Combine(folder, $"PerfBuf.Peers.{project}.{ext}")).FirstOrDefault(File.Exists);
            if (file is null)
            {
                continue;
            }
            var properties = XDocument.Load(file).Descendants().ToLookup(e => e.Name.LocalName, e => e.Value.Trim());
            string Property(string name) => properties[name].FirstOrDefault(v => v.Length > 0)
                ?? throw new InvalidOperationException($"{Path.GetRelativePath(root, file)} does not say its <{name}> (docs/DESIGN.md §8)");
            var package = Property("PeerPackage");
            var compiled = BuiltProjects.Contains(project, StringComparer.Ordinal);
            var used = compiled
                ? experiments.Where(e => HasRowsOf(e, project))
                : experiments.Where(e => e.Headlines.Any(h => string.Equals(h.Peer, package, StringComparison.OrdinalIgnoreCase)));
            peers.Add(new Peer(Property("PeerName"), project, package, Property("PeerAssembly"), [.. used.Select(e => e.Id)],
                Path.GetExtension(file)[1..]) { RowsCompiled = compiled });
        }
        return peers;
    }

    /// <summary>True when a benchmark class of <paramref name="experiment"/> has a row marked for peer project <paramref name="project"/>.</summary>
    public static bool HasRowsOf(Experiment experiment, string project) =>
        experiment.Benchmarks
            .SelectMany(t => t.GetMethods())
            .Any(m => m.GetCustomAttribute<PeerRowAttribute>() is { } row && row.Project == project);

    /// <summary>The peer projects this build compiled in: the list .lab/peers.props gave the build (PerfBufBuiltPeers).</summary>
    private static readonly string[] BuiltProjects =
        (typeof(PeerProbe).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(a => a.Key == "PerfBufBuiltPeers")?.Value ?? "")
        .Split(';', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);

    /// <summary>True when this build compiled <paramref name="peer"/>'s rows and tests in (its probe said it restores).</summary>
    public static bool IsBuilt(Peer peer) => BuiltProjects.Contains(peer.Project, StringComparer.Ordinal);

    /// <summary>The peer with this project name (the folder under src/Peers/).</summary>
    public static Peer Named(string project) =>
        All.FirstOrDefault(p => p.Project.Equals(project, StringComparison.OrdinalIgnoreCase))
        ?? throw new ArgumentException($"no peer project '{project}'; peers: {string.Join(", ", All.Select(p => p.Project))}", nameof(project));

    /// <summary>The peer whose package is <paramref name="packageId"/> (headlines name peers by package), or null.</summary>
    public static Peer? ByPackage(string packageId) =>
        All.FirstOrDefault(p => p.PackageId.Equals(packageId, StringComparison.OrdinalIgnoreCase));

    /// <summary>How a user enables a peer where the package source does not serve it.</summary>
    public const string HowToEnable =
        "add a NuGet source that has them — nuget.org, or a folder of packages (`dotnet nuget add source <folder> -n perfbuf-peers`) — then run ./lab peers (it probes every peer again)";

    /// <summary>The probe's log for one peer: the output of its restore.</summary>
    public static string LogPath(RepoPaths paths, Peer peer) => Path.Combine(paths.Scratch, "peers", $"{peer.Project}.restore.log");

    /// <summary>The probe's outcomes, one MSBuild property per peer.</summary>
    public static string PropsPath(RepoPaths paths) => Path.Combine(paths.Scratch, "peers.props");

    /// <summary>Every peer with its pinned version and this machine's probe outcome.</summary>
    public static IReadOnlyList<PeerStatus> Read(RepoPaths paths)
    {
        var versions = PinnedVersions(Path.Combine(paths.Root, "Directory.Packages.props"));
        var outcomes = ProbeOutcomes(PropsPath(paths));
        IReadOnlyList<NuGetFeed>? feeds = null;
        return [.. All.Select(peer =>
        {
            var version = versions.GetValueOrDefault(peer.PackageId, "not pinned");
            var log = File.Exists(LogPath(paths, peer)) ? File.ReadAllText(LogPath(paths, peer)) : "";
            bool? restored = outcomes.TryGetValue(peer.Property, out var outcome) ? outcome : null;
            return restored switch
            {
                null => new PeerStatus(peer, version, null, "not probed yet: run ./lab once", IsBuilt(peer)),
                true => new PeerStatus(peer, version, true,
                    Resolve(paths, peer, feeds ??= NuGetSources.Configured(paths.Root))?.Source ?? "restored (source not recorded)", IsBuilt(peer)),
                false => new PeerStatus(peer, version, false, MissingReason(log, peer), IsBuilt(peer)),
            };
        })];
    }

    /// <summary>The outcomes .lab/peers.props records: property name → restored; a peer it does not name is absent.</summary>
    public static Dictionary<string, bool> ProbeOutcomes(string propsPath)
    {
        var outcomes = new Dictionary<string, bool>(StringComparer.Ordinal);
        if (!File.Exists(propsPath))
        {
            return outcomes;
        }
        foreach (var element in XDocument.Load(propsPath).Descendants().Where(e => e.Name.LocalName.StartsWith("PerfBufPeer", StringComparison.Ordinal)))
        {
            outcomes[element.Name.LocalName] = element.Value.Trim().Equals("true", StringComparison.OrdinalIgnoreCase);
        }
        return outcomes;
    }

    /// <summary>
    /// The one line `./lab` prints when some peers are missing, naming just those (and why, in short); null when every
    /// peer restores.
    /// </summary>
    public static string? MissingLine(IReadOnlyList<PeerStatus> statuses)
    {
        var missing = statuses.Where(s => s.Restores != true).ToList();
        if (missing.Count == 0)
        {
            return null;
        }
        var names = string.Join(", ", missing.Select(m => $"{m.Peer.Name} ({m.Peer.PackageId} {m.Version}: {ShortReason(m)})"));
        return $"peers not available here: {names}; their rows and tests are left out, everything else runs. " +
               $"To include them, {HowToEnable}.";
    }

    private static string ShortReason(PeerStatus status) => status.Restores is null
        ? "not probed"
        : NuGetCode().Match(status.Where) is { Success: true } code ? $"{code.Value}, not served by the package source" : "does not restore";

    [GeneratedRegex(@"\bNU\d{4}\b")]
    private static partial Regex NuGetCode();

    /// <summary>Package versions pinned in Directory.Packages.props.</summary>
    public static Dictionary<string, string> PinnedVersions(string propsPath) =>
        XDocument.Load(propsPath).Descendants("PackageVersion")
            .Where(e => e.Attribute("Include") is not null && e.Attribute("Version") is not null)
            .ToDictionary(e => e.Attribute("Include")!.Value, e => e.Attribute("Version")!.Value, StringComparer.OrdinalIgnoreCase);

    /// <summary>
    /// Why <paramref name="peer"/> is missing according to its failed restore's log: the NuGet error naming its package
    /// (NU1101/NU1102/NU1103), else the log's first error (a dependency of the peer may be what is missing).
    /// </summary>
    public static string MissingReason(string restoreLog, Peer peer)
    {
        foreach (Match m in NuGetError().Matches(restoreLog))
        {
            if (m.Groups["id"].Value.Equals(peer.PackageId, StringComparison.OrdinalIgnoreCase))
            {
                return $"{m.Groups["code"].Value}: {m.Groups["message"].Value.Trim().TrimEnd('.')}";
            }
        }
        var first = restoreLog.Split('\n').Select(l => l.Trim()).FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal));
        return first is null
            ? $"restore of {peer.ProjectPath} failed (see .lab/peers/{peer.Project}.restore.log)"
            : $"restore of {peer.ProjectPath} failed: " + first[(first.IndexOf(": error ", StringComparison.Ordinal) + 2)..];
    }

    [GeneratedRegex(@"error (?<code>NU110[123]): (?<message>Unable to find package (?<id>[A-Za-z0-9_\-]+(?:\.[A-Za-z0-9_\-]+)*)[^\r\n]*)")]
    private static partial Regex NuGetError();

    /// <summary>
    /// The version of <paramref name="peer"/>'s package its project's restore resolved, and where it came from; null
    /// when the project was not restored here.
    /// </summary>
    public static ResolvedPackage? Resolve(RepoPaths paths, Peer peer, IReadOnlyList<NuGetFeed> feeds)
    {
        var assets = Path.Combine(paths.Root, Path.GetDirectoryName(peer.ProjectPath)!, "obj", "project.assets.json");
        if (NuGetSources.Resolved(assets, peer.PackageId) is not { } resolved)
        {
            return null;
        }
        var location = NuGetSources.RecordedLocation(resolved.PackagesFolder ?? NuGetSources.DefaultPackagesFolder(), peer.PackageId, resolved.Version);
        if (location is null)
        {
            return new ResolvedPackage(peer.PackageId, resolved.Version, null, "source not recorded", false);
        }
        var (source, local) = NuGetSources.Describe(location, feeds);
        return new ResolvedPackage(peer.PackageId, resolved.Version, location, source, local);
    }

    /// <summary>
    /// The provenance of every peer compiled into this build (and so into a run of it, whose benchmark processes are
    /// built with the same .lab/peers.props): package, resolved version and source, and the loaded assembly's
    /// informational version and target framework.
    /// </summary>
    public static List<PeerProvenance> Provenance(RepoPaths paths)
    {
        var built = All.Where(IsBuilt).ToList();
        if (built.Count == 0)
        {
            return [];
        }
        var versions = PinnedVersions(Path.Combine(paths.Root, "Directory.Packages.props"));
        var feeds = NuGetSources.Configured(paths.Root);
        return [.. built.Select(peer =>
        {
            var resolved = Resolve(paths, peer, feeds);
            var assembly = LoadedAssembly(peer);
            return new PeerProvenance
            {
                Peer = peer.Name,
                PackageId = peer.PackageId,
                Version = resolved?.Version ?? versions.GetValueOrDefault(peer.PackageId, "unknown"),
                Source = resolved?.Source ?? "source not recorded",
                SourceLocation = resolved?.Location,
                LocalFolder = resolved?.LocalFolder ?? false,
                Assembly = peer.AssemblyName,
                InformationalVersion = assembly?.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion,
                TargetFramework = assembly?.GetCustomAttribute<TargetFrameworkAttribute>()?.FrameworkName is { } framework
                    ? PeerProvenance.ShortFrameworkName(framework)
                    : null,
                Experiments = [.. peer.Experiments],
            };
        })];
    }

    /// <summary>The peer's assembly as this process loads it (it references the same peer projects as the run), or null.</summary>
    public static Assembly? LoadedAssembly(Peer peer)
    {
        try
        {
            return Assembly.Load(new AssemblyName(peer.AssemblyName));
        }
        catch (FileNotFoundException)
        {
            return null;
        }
        catch (FileLoadException)
        {
            return null;
        }
        catch (BadImageFormatException)
        {
            return null;
        }
    }
}
