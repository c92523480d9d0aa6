using System.Reflection;

namespace PerfBuf.Lab;

/// <summary>
/// Every experiment of the lab, in id order: the <see cref="IExperimentDefinition"/>s found in the experiments
/// assembly. The catalogue names no experiment; an experiment's folder holds its definition.
/// </summary>
public static class Catalog
{
    public static IReadOnlyList<Experiment> All { get; } = Discover(typeof(IExperimentDefinition).Assembly);

    /// <summary>The experiments defined in <paramref name="assembly"/>, in id order; two with one id are an error.</summary>
    public static IReadOnlyList<Experiment> Discover(Assembly assembly)
    {
        var experiments = assembly.GetTypes()
            .Where(t => t is { IsClass: true, IsAbstract: false } && typeof(IExperimentDefinition).IsAssignableFrom(t))
            .Select(t => ((IExperimentDefinition)Activator.CreateInstance(t)!).Experiment)
            .OrderBy(e => e.Id, StringComparer.Ordinal)
            .ToList();
        var twice = experiments.GroupBy(e => e.Id).FirstOrDefault(g => g.Count() > 1);
        if (twice is not null)
        {
            throw new InvalidOperationException($"experiment {twice.Key} is defined twice: {string.Join(", ", twice.Select(e => e.Folder))}");
        }
        return experiments;
    }

    /// <summary>Finds an experiment by id ("E01", "e01", "1") or folder name; null if none matches.</summary>
    public static Experiment? Find(string idOrFolder)
    {
        var key = idOrFolder.Trim();
        if (int.TryParse(key, out var number))
        {
            key = $"E{number:00}";
        }
        return All.FirstOrDefault(e =>
            e.Id.Equals(key, StringComparison.OrdinalIgnoreCase) || e.Folder.Equals(key, StringComparison.OrdinalIgnoreCase));
    }

    /// <summary>The valid ids, for error messages.</summary>
    public static string Ids => string.Join(", ", All.Select(e => e.Id));
}
