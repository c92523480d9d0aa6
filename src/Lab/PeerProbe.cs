using System.Text.Json;
using System.Text.RegularExpressions;
using System.Xml.Linq;

namespace PerfBuf.Lab;

/// <summary>
/// The peers, their pinned versions and whether they restore here. `./lab` probes by restoring src/Peers
/// (the script writes <c>.lab/peers-restore.log</c> and <c>.lab/peers.props</c>); this class reads the outcome.
/// </summary>
public static partial class PeerProbe
{
    public static IReadOnlyList<Peer> All { get; } =
    [
        new("Disruptor-net", "Disruptor", "E01, E02 rows"),
        new("Proto.Actor", "Proto.Actor", "E11 rows"),
        new("Akka.NET", "Akka", "E11 rows"),
    ];

    /// <summary>True when this build compiled the peer rows in (.lab/peers.props said the packages restore).</summary>
    public static bool Built =>
#if PERFBUF_PEERS
        true;
#else
        false;
#endif

    /// <summary>How a user enables the peers where the package source does not serve them.</summary>
    public const string HowToEnable =
        "add a NuGet source that has them — nuget.org, or a folder of packages (`dotnet nuget add source <folder> -n perfbuf-peers`) — then run ./lab again";

    public static string LogPath(RepoPaths paths) => Path.Combine(paths.Scratch, "peers-restore.log");

    /// <summary>Every peer with its pinned version and this machine's probe outcome.</summary>
    public static IReadOnlyList<PeerStatus> Read(RepoPaths paths)
    {
        var versions = PinnedVersions(Path.Combine(paths.Root, "Directory.Packages.props"));
        var log = File.Exists(LogPath(paths)) ? File.ReadAllText(LogPath(paths)) : null;
        var props = Path.Combine(paths.Scratch, "peers.props");
        bool? restored = File.Exists(props) ? File.ReadAllText(props).Contains("<PerfBufPeers>true<", StringComparison.Ordinal) : null;
        return [.. All.Select(peer =>
        {
            var version = versions.GetValueOrDefault(peer.PackageId, "not pinned");
            return restored switch
            {
                null => new PeerStatus(peer, version, null, "not probed yet: run ./lab once"),
                true => new PeerStatus(peer, version, true, SourceOf(peer.PackageId, version) ?? "restored (source not recorded)"),
                false => new PeerStatus(peer, version, false, MissingReason(log ?? "", peer.PackageId)),
            };
        })];
    }

    /// <summary>The one line `./lab` prints when some peers are missing; null when all restore.</summary>
    public static string? MissingLine(IReadOnlyList<PeerStatus> statuses)
    {
        var missing = statuses.Where(s => s.Restores != true).ToList();
        if (missing.Count == 0)
        {
            return null;
        }
        return $"peers not available here: {string.Join(", ", missing.Select(m => $"{m.Peer.PackageId} {m.Version}"))} " +
               $"({(missing.All(m => m.Restores is null) ? "not probed" : "the package source does not serve them")}); " +
               $"their rows are left out and everything else runs. To include them, {HowToEnable}.";
    }

    /// <summary>Package versions pinned in Directory.Packages.props.</summary>
    public static Dictionary<string, string> PinnedVersions(string propsPath) =>
        XDocument.Load(propsPath).Descendants("PackageVersion")
            .Where(e => e.Attribute("Include") is not null && e.Attribute("Version") is not null)
            .ToDictionary(e => e.Attribute("Include")!.Value, e => e.Attribute("Version")!.Value, StringComparer.OrdinalIgnoreCase);

    /// <summary>
    /// Why <paramref name="packageId"/> is missing according to a failed restore's log: the NuGet error naming it
    /// (NU1101/NU1102/NU1103), else the log's first error (a dependency of the peers may be what is missing).
    /// </summary>
    public static string MissingReason(string restoreLog, string packageId)
    {
        foreach (Match m in NuGetError().Matches(restoreLog))
        {
            if (m.Groups["id"].Value.Equals(packageId, StringComparison.OrdinalIgnoreCase))
            {
                return $"{m.Groups["code"].Value}: {m.Groups["message"].Value.Trim().TrimEnd('.')}";
            }
        }
        var first = restoreLog.Split('\n').Select(l => l.Trim()).FirstOrDefault(l => l.Contains(": error ", StringComparison.Ordinal));
        return first is null
            ? "restore of src/Peers failed (see .lab/peers-restore.log)"
            : "restore of src/Peers failed: " + first[(first.IndexOf(": error ", StringComparison.Ordinal) + 2)..];
    }

    [GeneratedRegex(@"error (?<code>NU110[123]): (?<message>Unable to find package (?<id>[A-Za-z0-9_\-]+(?:\.[A-Za-z0-9_\-]+)*)[^\r\n]*)")]
    private static partial Regex NuGetError();

    /// <summary>The source a cached package came from (NuGet writes it into .nupkg.metadata).</summary>
    public static string? SourceOf(string packageId, string version)
    {
        var root = Environment.GetEnvironmentVariable("NUGET_PACKAGES") is { Length: > 0 } env
            ? env
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages");
        var metadata = Path.Combine(root, packageId.ToLowerInvariant(), version.ToLowerInvariant(), ".nupkg.metadata");
        if (!File.Exists(metadata))
        {
            return null;
        }
        using var json = JsonDocument.Parse(File.ReadAllText(metadata));
        return json.RootElement.TryGetProperty("source", out var source) ? source.GetString() : null;
    }
}
