using PerfBuf.Lab;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace PerfBuf.Tests.Peers;

/// <summary>
/// A test of one peer's adapter: runs where that peer's package restored (the build compiled it in, under its own
/// constant), and is reported as skipped, with a reason naming that peer, where it did not — never silently absent,
/// and one missing peer never skips another's tests (docs/DESIGN.md §8).
/// </summary>
/// <remarks>
/// The peer is named here (<c>[PeerFact("Akka")]</c>) or, for a test written once in a base class for every peer with
/// the same workload shape, by the class the test runs in (<see cref="PeerAttribute"/>): xunit discovers an inherited
/// test once per derived class, and <see cref="PeerTestCase"/> takes the skip reason from that class's peer.
/// </remarks>
[XunitTestCaseDiscoverer("PerfBuf.Tests.Peers.PeerFactDiscoverer", "PerfBuf.Tests")]
public sealed class PeerFactAttribute : FactAttribute
{
    /// <summary>A test of the peer its test class names with <see cref="PeerAttribute"/>.</summary>
    public PeerFactAttribute()
    {
    }

    /// <param name="project">The peer's folder under src/Peers/ ("Disruptor", "ProtoActor", "Akka", "Orleans", "Hopac").</param>
    public PeerFactAttribute(string project)
    {
        Project = project;
        Skip = SkipReasonIfNotBuilt(project);
    }

    /// <summary>The peer named here; null when the test class names it.</summary>
    public string? Project { get; }

    /// <summary>The reason a test of <paramref name="peer"/> is skipped where the peer is not built.</summary>
    public static string SkipReason(Peer peer) =>
        $"peer {peer.Name} (package {peer.PackageId}) does not restore on this machine, so its adapter is not built; " +
        "./lab peers says why and how to enable it";

    /// <summary>The skip reason of a test of peer <paramref name="project"/>; null where the peer is built.</summary>
    public static string? SkipReasonIfNotBuilt(string project)
    {
        var peer = PeerProbe.Named(project);
        return PeerProbe.IsBuilt(peer) ? null : SkipReason(peer);
    }
}

/// <summary>The peer (its folder under src/Peers/) whose adapter a test class drives through tests it inherits.</summary>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class PeerAttribute(string project) : Attribute
{
    /// <summary>The peer's folder under src/Peers/.</summary>
    public string Project { get; } = project;

    /// <summary>The peer <paramref name="testClass"/> names, or null.</summary>
    internal static string? Of(ITypeInfo testClass) =>
        testClass.GetCustomAttributes(typeof(PeerAttribute)).FirstOrDefault()?.GetConstructorArguments().FirstOrDefault() as string;
}

/// <summary>
/// Discovers a <see cref="PeerFactAttribute"/> test as a <see cref="PeerTestCase"/>; a test that names no peer, in a
/// class that names none either, is reported as an error rather than run as nobody's.
/// </summary>
public sealed class PeerFactDiscoverer(IMessageSink diagnosticMessageSink) : FactDiscoverer(diagnosticMessageSink)
{
    protected override IXunitTestCase CreateTestCase(ITestFrameworkDiscoveryOptions discoveryOptions, ITestMethod testMethod, IAttributeInfo factAttribute)
    {
        var display = discoveryOptions.MethodDisplayOrDefault();
        var displayOptions = discoveryOptions.MethodDisplayOptionsOrDefault();
        if (factAttribute.GetNamedArgument<string?>(nameof(PeerFactAttribute.Project)) is null && PeerAttribute.Of(testMethod.TestClass.Class) is null)
        {
            return new ExecutionErrorTestCase(DiagnosticMessageSink, display, displayOptions, testMethod,
                $"[PeerFact] without a peer on {testMethod.TestClass.Class.Name}.{testMethod.Method.Name}: name the peer in the attribute or put [Peer] on the class");
        }
        return new PeerTestCase(DiagnosticMessageSink, display, displayOptions, testMethod);
    }
}

/// <summary>A peer's test: skipped, naming the peer, where the peer its attribute or its class names is not built.</summary>
public sealed class PeerTestCase : XunitTestCase
{
    [Obsolete("Called by the de-serializer; should only be called by deriving classes for de-serialization purposes")]
    public PeerTestCase()
    {
    }

    public PeerTestCase(IMessageSink diagnosticMessageSink, TestMethodDisplay display, TestMethodDisplayOptions displayOptions, ITestMethod testMethod)
        : base(diagnosticMessageSink, display, displayOptions, testMethod)
    {
    }

    protected override string? GetSkipReason(IAttributeInfo factAttribute) =>
        base.GetSkipReason(factAttribute)
        ?? (PeerAttribute.Of(TestMethod.TestClass.Class) is { } project ? PeerFactAttribute.SkipReasonIfNotBuilt(project) : null);
}
