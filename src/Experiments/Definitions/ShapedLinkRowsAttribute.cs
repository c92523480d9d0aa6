using PerfBuf.Remote.Hosting;

namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class whose rows run between namespace hosts over a link shaped by a token bucket (E15's shaped
/// rows, src/Remote/Hosting/NamespaceHosts.cs): as <see cref="NamespaceRowsAttribute"/>'s, and with `tc`. Elsewhere
/// they are left out with the reason.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false)]
public sealed class ShapedLinkRowsAttribute : HostRowsAttribute
{
    /// <summary>One instance, for the tests' skip reasons.</summary>
    public static ShapedLinkRowsAttribute Instance { get; } = new();

    public override string What => "shaped-link rows";

    public override bool Available => NamespaceHosts.Availability.Available && NamespaceHosts.ShapingAvailability.Available;

    public override string Reason => NamespaceHosts.Availability.Available ? NamespaceHosts.ShapingAvailability.Reason : NamespaceHosts.Availability.Reason;
}
