namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class whose rows do a seed's work as the seed's program did it (its payload, where it made its
/// actors and threads), beside the experiment's own rows. The write-ups' seed tables label its rows "seed-faithful"
/// and every other class's "ours"; the lab times it with <see cref="JobProfile.SeedFaithful"/> whatever its
/// experiment's profile.
/// </summary>
/// <param name="configuration">What the rows do like the seed, in a few words (the seed tables' legend).</param>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class SeedFaithfulAttribute(string configuration) : Attribute
{
    public string Configuration { get; } = configuration;
}
