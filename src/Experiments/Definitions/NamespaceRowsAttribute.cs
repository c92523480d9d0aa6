using PerfBuf.Remote.Hosting;

namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class whose rows run between two network namespaces the run makes (E15's namespace hosts,
/// src/Remote/Hosting/NamespaceHosts.cs): only on Linux, as root, with `ip`. Elsewhere they are left out with the reason.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false)]
public sealed class NamespaceRowsAttribute : HostRowsAttribute
{
    public override string What => "namespace-host rows";

    public override bool Available => NamespaceHosts.Availability.Available;

    public override string Reason => NamespaceHosts.Availability.Reason;
}
