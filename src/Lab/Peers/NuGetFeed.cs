namespace PerfBuf.Lab;

/// <summary>A package source as NuGet's configuration names it: its name ("nuget.org") and URL or folder.</summary>
public sealed record NuGetFeed(string Name, string Location);
