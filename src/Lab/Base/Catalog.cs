using System.Reflection;

namespace PerfBuf.Lab;

/// <summary>
/// Every experiment of the lab, in id order: the <see cref="IExperimentDefinition"/>s found in the experiments
/// assembly. The catalogue names no experiment; an experiment's folder holds its definition.
/// </summary>
public static class Catalog
{
    public static IReadOnlyList<Experiment> All { get; } = Discover(typeof(IExperimentDefinition).Assembly);

    /// <summary>
    /// The experiments defined in <paramref name="assembly"/>, in id order; two with one id, or a definition outside its
    /// experiment's namespace, are an error.
    /// </summary>
    public static IReadOnlyList<Experiment> Discover(Assembly assembly)
    {
        var definitions = assembly.GetTypes()
            .Where(t => t is { IsClass: true, IsAbstract: false } && typeof(IExperimentDefinition).IsAssignableFrom(t))
            .Select(t => (Type: t, ((IExperimentDefinition)Activator.CreateInstance(t)!).Experiment))
            .OrderBy(d => d.Experiment.Id, StringComparer.Ordinal)
            .ToList();
        var twice = definitions.GroupBy(d => d.Experiment.Id).FirstOrDefault(g => g.Count() > 1);
        if (twice is not null)
        {
            throw new InvalidOperationException($"experiment {twice.Key} is defined twice: {string.Join(", ", twice.Select(d => d.Experiment.Folder))}");
        }
        var astray = definitions.FirstOrDefault(d => d.Type.Namespace != d.Experiment.Namespace);
        if (astray.Type is not null)
        {
            throw new InvalidOperationException(
                $"{astray.Type.FullName} defines {astray.Experiment.Id} (folder {astray.Experiment.Folder}): its namespace must be {astray.Experiment.Namespace}");
        }
        var led = definitions.FirstOrDefault(d => !UnlikeHeadlinesComeLast(d.Experiment.Headlines));
        if (led.Type is not null)
        {
            throw new InvalidOperationException(
                $"{led.Type.FullName}: a headline marked NotLikeForLike comes before a like-for-like one; list it after them (an unlike headline never leads)");
        }
        return [.. definitions.Select(d => d.Experiment)];
    }

    /// <summary>True when no headline marked <see cref="Headline.NotLikeForLike"/> precedes an unmarked one.</summary>
    public static bool UnlikeHeadlinesComeLast(IReadOnlyList<Headline> headlines) =>
        headlines.SkipWhile(h => h.NotLikeForLike is null).All(h => h.NotLikeForLike is not null);

    /// <summary>Finds an experiment by id ("Exx", "exx", or its number) or folder name; null if none matches.</summary>
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
