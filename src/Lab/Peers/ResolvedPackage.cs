namespace PerfBuf.Lab;

/// <summary>A package as a restore resolved it: the version it took and where it came from.</summary>
/// <param name="Location">The URL or folder NuGet recorded for the package (its <c>.nupkg.metadata</c>), if any.</param>
/// <param name="Source">For people: the feed's name ("nuget.org"), "local folder &lt;path&gt;", or the bare URL.</param>
/// <param name="LocalFolder">True when the package came from a folder rather than a feed server.</param>
public sealed record ResolvedPackage(string Id, string Version, string? Location, string Source, bool LocalFolder);
