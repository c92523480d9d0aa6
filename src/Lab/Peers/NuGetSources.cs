using System.Text.Json;
using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>
/// Where a restored package came from: the version a project's restore resolved (its <c>obj/project.assets.json</c>),
/// the source NuGet recorded when it put the package into the global packages folder (<c>.nupkg.metadata</c>), and the
/// name that source has in NuGet's configuration (<c>dotnet nuget list source</c>).
/// </summary>
public static partial class NuGetSources
{
    /// <summary>
    /// The version of <paramref name="packageId"/> that the restore behind <paramref name="assetsPath"/> resolved (the
    /// pin, or a higher one where the source serves only that), and the packages folder it used; null when the file is
    /// missing or does not list the package.
    /// </summary>
    public static (string Version, string? PackagesFolder)? Resolved(string assetsPath, string packageId)
    {
        if (!File.Exists(assetsPath))
        {
            return null;
        }
        using var json = JsonDocument.Parse(File.ReadAllText(assetsPath));
        var root = json.RootElement;
        string? version = null;
        if (root.TryGetProperty("libraries", out var libraries))
        {
            foreach (var library in libraries.EnumerateObject())
            {
                var slash = library.Name.IndexOf('/', StringComparison.Ordinal);
                if (slash > 0 && library.Name[..slash].Equals(packageId, StringComparison.OrdinalIgnoreCase) &&
                    library.Value.TryGetProperty("type", out var type) && type.GetString() == "package")
                {
                    version = library.Name[(slash + 1)..];
                }
            }
        }
        if (version is null)
        {
            return null;
        }
        string? folder = null;
        if (root.TryGetProperty("project", out var project) && project.TryGetProperty("restore", out var restore) &&
            restore.TryGetProperty("packagesPath", out var packagesPath))
        {
            folder = packagesPath.GetString();
        }
        return (version, folder);
    }

    /// <summary>The global packages folder: NUGET_PACKAGES, else ~/.nuget/packages.</summary>
    public static string DefaultPackagesFolder() =>
        Environment.GetEnvironmentVariable("NUGET_PACKAGES") is { Length: > 0 } env
            ? env
            : Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.UserProfile), ".nuget", "packages");

    /// <summary>The URL or folder NuGet recorded for a package in the global packages folder, or null.</summary>
    public static string? RecordedLocation(string packagesFolder, string packageId, string version)
    {
        var metadata = Path.Combine(packagesFolder, packageId.ToLowerInvariant(), version.ToLowerInvariant(), ".nupkg.metadata");
        if (!File.Exists(metadata))
        {
            return null;
        }
        using var json = JsonDocument.Parse(File.ReadAllText(metadata));
        return json.RootElement.TryGetProperty("source", out var source) ? source.GetString() : null;
    }

    /// <summary>
    /// How people should read <paramref name="location"/>: a folder is "local folder &lt;path&gt;" (with the feed name
    /// that points at it, if one does), a URL is the name of the configured feed with that URL, else the URL itself.
    /// </summary>
    public static (string Source, bool LocalFolder) Describe(string location, IReadOnlyList<NuGetFeed> feeds)
    {
        var feed = feeds.FirstOrDefault(f => SameLocation(f.Location, location));
        if (IsFolder(location))
        {
            return ($"local folder {location}{(feed is null ? "" : $" (feed {feed.Name})")}", true);
        }
        return (feed?.Name ?? location, false);
    }

    /// <summary>True for a path (absolute, relative or file: URI) rather than an http(s) feed.</summary>
    public static bool IsFolder(string location) =>
        !(location.StartsWith("http://", StringComparison.OrdinalIgnoreCase) || location.StartsWith("https://", StringComparison.OrdinalIgnoreCase));

    private static bool SameLocation(string a, string b) =>
        string.Equals(Normalise(a), Normalise(b), OperatingSystem.IsWindows() || !IsFolder(a) ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);

    private static string Normalise(string location) =>
        location.StartsWith("file://", StringComparison.OrdinalIgnoreCase) ? new Uri(location).LocalPath.TrimEnd('/', '\\') : location.TrimEnd('/', '\\');

    /// <summary>
    /// The feeds of <c>dotnet nuget list source</c>'s output: a numbered line with the name and [Enabled]/[Disabled],
    /// then an indented line with the URL or folder. Disabled feeds are kept (a package may have come from one before
    /// it was disabled).
    /// </summary>
    public static IReadOnlyList<NuGetFeed> ParseSourceList(string output)
    {
        var feeds = new List<NuGetFeed>();
        string? name = null;
        foreach (var raw in output.Split('\n'))
        {
            var line = raw.TrimEnd('\r');
            if (SourceHeader().Match(line) is { Success: true } header)
            {
                name = header.Groups["name"].Value;
            }
            else if (name is not null && line.Trim() is { Length: > 0 } location)
            {
                feeds.Add(new NuGetFeed(name, location));
                name = null;
            }
        }
        return feeds;
    }

    [GeneratedRegex(@"^\s*\d+\.\s+(?<name>.+?)\s+\[(Enabled|Disabled)\]\s*$")]
    private static partial Regex SourceHeader();

    /// <summary>The feeds NuGet's configuration gives <paramref name="workingDirectory"/>; empty when dotnet cannot say.</summary>
    public static IReadOnlyList<NuGetFeed> Configured(string workingDirectory) =>
        ToolOutput.Read("dotnet", "nuget list source", workingDirectory) is { } output ? ParseSourceList(output) : [];
}
