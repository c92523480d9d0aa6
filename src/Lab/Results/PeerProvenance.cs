using System.Globalization;
using System.Runtime.Versioning;
using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>
/// One peer compiled into a run, as the run's <c>peers.json</c> records it (docs/DESIGN.md §6): the package and version, the
/// source it was restored from, and the informational version and target framework of the assembly the run loaded.
/// Null where it is not known (runs whose peers were built by hand say so in <see cref="Source"/>).
/// </summary>
public sealed partial class PeerProvenance
{
    /// <summary>How <see cref="Source"/> reads for a peer built by hand from its public sources into a package folder.</summary>
    public const string BuiltFromSource = "built from source, local folder";

    /// <summary>The peer's name ("Akka.NET").</summary>
    public string Peer { get; set; } = "";

    public string PackageId { get; set; } = "";

    public string Version { get; set; } = "";

    /// <summary>The feed's name ("nuget.org"), "local folder &lt;path&gt;", <see cref="BuiltFromSource"/>, or the URL.</summary>
    public string Source { get; set; } = "";

    /// <summary>The URL or folder NuGet recorded for the package; null when not known.</summary>
    public string? SourceLocation { get; set; }

    /// <summary>True when the package came from a folder (a build of its own, or a copy), not from a feed server.</summary>
    public bool LocalFolder { get; set; }

    /// <summary>The assembly whose attributes are recorded ("Orleans.Runtime").</summary>
    public string? Assembly { get; set; }

    /// <summary>Its <c>AssemblyInformationalVersion</c> (for most packages: version + source commit); null when not known.</summary>
    public string? InformationalVersion { get; set; }

    /// <summary>The target framework the loaded assembly was built for ("net8.0"); null when not known.</summary>
    public string? TargetFramework { get; set; }

    /// <summary>The experiments with rows of this peer (a run records every peer compiled in; a write-up shows its own).</summary>
    public List<string> Experiments { get; set; } = [];

    /// <summary>
    /// One clause for the write-ups: "Proto.Actor 1.8.0 (nuget.org, informational 1.8.0+e453945e…, net8.0)"; a peer from a
    /// local folder says so first.
    /// </summary>
    public string Describe() =>
        $"{PackageId} {Version} ({Source}{(LocalFolder && !Source.Contains("local folder", StringComparison.Ordinal) ? ", local folder" : "")}, " +
        $"{(InformationalVersion is null ? "informational version unknown" : $"informational {InformationalVersion}")}, " +
        $"{TargetFramework ?? "framework unknown"})";

    /// <summary>
    /// The short name of a <see cref="TargetFrameworkAttribute"/>'s framework name: ".NETCoreApp,Version=v8.0" → "net8.0",
    /// ".NETStandard,Version=v2.0" → "netstandard2.0", ".NETCoreApp,Version=v3.1" → "netcoreapp3.1",
    /// ".NETFramework,Version=v4.7.2" → "net472"; anything else unchanged.
    /// </summary>
    public static string ShortFrameworkName(string frameworkName)
    {
        var m = FrameworkName().Match(frameworkName);
        if (!m.Success)
        {
            return frameworkName;
        }
        var version = System.Version.Parse(m.Groups["version"].Value);
        var major = version.Major.ToString(CultureInfo.InvariantCulture);
        var minor = Math.Max(version.Minor, 0).ToString(CultureInfo.InvariantCulture);
        return m.Groups["id"].Value switch
        {
            ".NETCoreApp" when version.Major >= 5 => $"net{major}.{minor}",
            ".NETCoreApp" => $"netcoreapp{major}.{minor}",
            ".NETStandard" => $"netstandard{major}.{minor}",
            ".NETFramework" => $"net{major}{minor}{(version.Build > 0 ? version.Build.ToString(CultureInfo.InvariantCulture) : "")}",
            _ => frameworkName,
        };
    }

    [GeneratedRegex(@"^(?<id>\.[A-Za-z]+),Version=v(?<version>\d+(\.\d+){1,3})")]
    private static partial Regex FrameworkName();
}
