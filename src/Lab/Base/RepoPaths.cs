namespace PerfBuf.Lab;

/// <summary>Where the lab's folders are, found from the working directory or the binary's location.</summary>
public sealed class RepoPaths(string root)
{
    public string Root { get; } = root;

    /// <summary>results/ (docs/DESIGN.md §6).</summary>
    public string Results => Path.Combine(Root, "results");

    /// <summary>Git-ignored scratch space: BDN's artifacts while a run is in progress.</summary>
    public string Scratch => Path.Combine(Root, ".lab");

    public string ReadMe => Path.Combine(Root, "README.md");

    /// <summary>The repository containing the current directory, else the one containing this binary.</summary>
    public static RepoPaths Discover()
    {
        foreach (var start in new[] { Directory.GetCurrentDirectory(), AppContext.BaseDirectory })
        {
            for (var dir = new DirectoryInfo(start); dir is not null; dir = dir.Parent)
            {
                if (File.Exists(Path.Combine(dir.FullName, "PerfBuf.slnx")))
                {
                    return new RepoPaths(dir.FullName);
                }
            }
        }
        throw new LabUsageException("cannot find the PerfBuf repository (no PerfBuf.slnx above the current directory)");
    }
}
