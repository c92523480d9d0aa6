using System.Diagnostics;
using System.Net;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.E15;
using PerfBuf.Remote;
using PerfBuf.Remote.Hosting;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// E15's namespace hosts (src/Remote/Hosting/NamespaceHosts.cs): two network namespaces joined by a veth pair, made by
/// the run and removed by its cleanup, whatever happened in between; the far node runs inside the far one and this
/// process's socket is made inside the near one, so frames cross the veth link; the traffic rule refuses a namespace
/// address from the root namespace; namespaces a killed run left behind are removed by the next run. Where the machine
/// cannot make namespaces (not root, no `ip`), the tests are skipped with the reason and the rows are left out.
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class NamespaceHostsTests
{
    [NamespaceFact]
    public async Task The_far_node_runs_inside_the_far_namespace_and_the_socket_is_made_inside_the_near_one()
    {
        using var hosts = NamespaceHosts.Make();
        Assert.True(NamespaceHosts.Exists(hosts.Near));
        Assert.True(NamespaceHosts.Exists(hosts.Far));
        var port = FreePort.Pick();
        await using var node = await RemoteNodes.StartAsync("floor", port, host: hosts.FarAddress.ToString(), inNamespace: hosts.Far);
        Assert.NotEqual(TrafficRule.CurrentNamespaceId(), new FileInfo($"/proc/{node.ProcessId}/ns/net").LinkTarget);
        var socket = hosts.ConnectFromNear(new IPEndPoint(hosts.FarAddress, port), node.Name);
        Assert.Equal(hosts.NearAddress, ((IPEndPoint)socket.LocalEndPoint!).Address);
        Assert.Equal(hosts.FarAddress, ((IPEndPoint)socket.RemoteEndPoint!).Address);
        using var client = RawSocketFloorClient.Over(socket, node.Name);
        Assert.Equal(1000L * 1001 / 2, client.Stream(1000, TimeSpan.FromSeconds(30)));
    }

    [NamespaceTheory]
    [InlineData(RemoteRow.RawSocketFloor)]
    [InlineData(RemoteRow.LabTransport)]
    public async Task A_session_between_namespace_hosts_serves_R1_R2_and_R3_and_leaves_no_namespace_or_process(RemoteRow row)
    {
        var session = await RemoteSession.StartAsync(row, hosts: RemoteHosts.Namespaces);
        var hosts = session.Hosts!;
        var pid = session.Node.ProcessId;
        try
        {
            RemoteNodeProcessTests.ServesR1R2AndR3(session.Client);
        }
        finally
        {
            await session.DisposeAsync();
        }
        Assert.True(RemoteNodeProcessTests.Gone(pid), $"the node (pid {pid}) outlived its session");
        Assert.False(NamespaceHosts.Exists(hosts.Near), $"{hosts.Near} outlived its session");
        Assert.False(NamespaceHosts.Exists(hosts.Far), $"{hosts.Far} outlived its session");
    }

    [NamespaceFact]
    public async Task A_crash_between_namespace_hosts_ends_the_run_with_the_nodes_words_and_leaves_no_namespace_or_process()
    {
        var session = await RemoteSession.StartAsync(RemoteRow.LabTransport, "crash:100", RemoteHosts.Namespaces);
        var hosts = session.Hosts!;
        var pid = session.Node.ProcessId;
        try
        {
            var error = Assert.Throws<RemoteException>(() => session.Run(c => c.Stream(10_000, TimeSpan.FromSeconds(30))));
            Assert.Contains(hosts.Far, error.Message, StringComparison.Ordinal);
            Assert.Contains("exited with code 70", error.Message, StringComparison.Ordinal);
            Assert.Contains("planted crash", error.Message, StringComparison.Ordinal);
        }
        finally
        {
            await session.DisposeAsync();
        }
        Assert.True(RemoteNodeProcessTests.Gone(pid));
        Assert.False(NamespaceHosts.Exists(hosts.Near));
        Assert.False(NamespaceHosts.Exists(hosts.Far));
    }

    [NamespaceFact]
    public void A_namespace_address_is_refused_from_the_root_namespace_and_passes_only_inside_the_runs_namespaces()
    {
        IPAddress far;
        using (var hosts = NamespaceHosts.Make())
        {
            far = hosts.FarAddress;
            var fromRoot = Assert.Throws<RemoteException>(() => TrafficRule.Check(far, "far node"));
            Assert.Contains("outside the run's network namespaces", fromRoot.Message, StringComparison.Ordinal);
            NamespaceHosts.InNamespace(hosts.Near, () =>
            {
                TrafficRule.Check(far, "far node");
                return 0;
            });
            // a connect from the root namespace is refused before a packet is sent
            var connect = Assert.Throws<RemoteException>(() =>
                RawSocketFloorClient.Connect(new IPEndPoint(far, 9), "far node"));
            Assert.Contains("outside the run's network namespaces", connect.Message, StringComparison.Ordinal);
        }
        var afterwards = Assert.Throws<RemoteException>(() => TrafficRule.Check(far, "far node"));
        Assert.Contains("only loopback and the addresses this run assigned", afterwards.Message, StringComparison.Ordinal);
    }

    [NamespaceFact]
    public void A_node_is_not_started_on_a_namespace_address_the_run_did_not_assign()
    {
        var error = Assert.Throws<RemoteException>(() =>
            RemoteNodes.StartAsync("lab", FreePort.Pick(), host: "10.99.251.2", inNamespace: "pb-not-made").GetAwaiter().GetResult());
        Assert.Contains("not an address this run assigned", error.Message, StringComparison.Ordinal);
    }

    [NamespaceFact]
    public void Namespaces_a_killed_run_left_behind_are_removed_by_the_next_make()
    {
        int dead;
        using (var exited = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!)
        {
            exited.WaitForExit();
            dead = exited.Id;
        }
        Assert.False(Directory.Exists($"/proc/{dead}"));
        var left = $"pb{dead}n1a";
        using (var add = Process.Start(new ProcessStartInfo("ip", $"netns add {left}") { UseShellExecute = false })!)
        {
            add.WaitForExit();
            Assert.Equal(0, add.ExitCode);
        }
        // (another test's Make, running at the same time, may remove it first: either way it must be gone after this one)
        using (NamespaceHosts.Make())
        {
            Assert.False(NamespaceHosts.Exists(left), $"{left} (its run's process {dead} is gone) was not removed");
        }
    }

#if PERFBUF_PEER_PROTOREMOTE
    [NamespaceFact]
    public async Task A_peers_client_runs_as_its_own_process_inside_the_near_namespace_and_leaves_nothing_behind()
    {
        var session = await RemoteSession.StartAsync(RemoteRow.ProtoRemote, hosts: RemoteHosts.Namespaces);
        var hosts = session.Hosts!;
        var near = Assert.IsType<NearClientProcess>(session.Client);
        var (pid, client) = (session.Node.ProcessId, near.ProcessId);
        try
        {
            Assert.NotEqual(Environment.ProcessId, client);
            var nearId = NamespaceHosts.InNamespace(hosts.Near, TrafficRule.CurrentNamespaceId);
            Assert.Equal(nearId, new FileInfo($"/proc/{client}/ns/net").LinkTarget);
            RemoteNodeProcessTests.ServesR1R2AndR3(session.Client);
            // the counting pass runs in the client process (which refuses a pass that saw no hop) and reports its crossings back
            near.CountNext(slots: 1001, operations: 1000);
            Assert.Equal(1000L * 1001 / 2, near.Stream(1000, TimeSpan.FromSeconds(30)));
            Assert.InRange(near.CountedCrossings ?? -1, 0, 2);
        }
        finally
        {
            await session.DisposeAsync();
        }
        Assert.True(RemoteNodeProcessTests.Gone(pid), $"the node (pid {pid}) outlived its session");
        Assert.True(RemoteNodeProcessTests.Gone(client), $"the near client (pid {client}) outlived its session");
        Assert.False(NamespaceHosts.Exists(hosts.Near), $"{hosts.Near} outlived its session");
        Assert.False(NamespaceHosts.Exists(hosts.Far), $"{hosts.Far} outlived its session");
    }
#endif

    [NamespaceFact]
    public void A_near_client_reaches_only_an_address_on_its_namespaces_own_link()
    {
        using var hosts = NamespaceHosts.Make();
        var fromRoot = Assert.Throws<RemoteException>(() => TrafficRule.CheckTarget(hosts.FarAddress.ToString(), hosts.Near, "near client"));
        Assert.Contains("not in namespace", fromRoot.Message, StringComparison.Ordinal);
        var unnamed = Assert.Throws<RemoteException>(() => TrafficRule.CheckTarget(hosts.FarAddress.ToString(), null, "near client"));
        Assert.Contains("outside a run's network namespace", unnamed.Message, StringComparison.Ordinal);
        NamespaceHosts.InNamespace(hosts.Near, () =>
        {
            Assert.Equal(hosts.FarAddress, TrafficRule.CheckTarget(hosts.FarAddress.ToString(), hosts.Near, "near client"));
            var offLink = Assert.Throws<RemoteException>(() => TrafficRule.CheckTarget("10.1.2.3", hosts.Near, "near client"));
            Assert.Contains("on no link of namespace", offLink.Message, StringComparison.Ordinal);
            return 0;
        });
    }

    [ShapedLinkFact]
    public async Task A_shaped_link_has_a_token_bucket_on_both_ends_and_counts_its_bytes()
    {
        var session = await RemoteSession.StartAsync(RemoteRow.RawSocketFloor, hosts: RemoteHosts.ShapedNamespaces);
        var hosts = session.Hosts!;
        try
        {
            Assert.Equal(RemoteSession.ShapedRate, hosts.Rate);
            foreach (var (ns, link) in new[] { (hosts.Near, hosts.NearLink), (hosts.Far, hosts.FarLink) })
            {
                using var tc = Process.Start(new ProcessStartInfo("tc", $"-n {ns} qdisc show dev {link}") { RedirectStandardOutput = true, UseShellExecute = false })!;
                var shown = await tc.StandardOutput.ReadToEndAsync();
                await tc.WaitForExitAsync();
                Assert.Contains("tbf", shown, StringComparison.Ordinal);
            }
            var before = hosts.TransmittedBytes();
            Assert.Equal(10_000L * 10_001 / 2, session.Run(c => c.Stream(10_000, TimeSpan.FromSeconds(30))));
            var sent = hosts.TransmittedBytes() - before;
            // each of the 20 000 frames carries at least its header, however they are packed into segments
            Assert.True(sent >= 20_000L * PerfBuf.Remote.Wire.Frame.HeaderLength, $"{sent} bytes on the link for 20 000 frames");
        }
        finally
        {
            await session.DisposeAsync();
        }
        Assert.False(NamespaceHosts.Exists(hosts.Near));
    }

    [Fact]
    public void The_namespace_rows_run_exactly_where_namespaces_can_be_made_and_otherwise_say_why()
    {
        var lines = HostRowsAttribute.LeftOut([typeof(RemoteNamespaceBenchmarks)]);
        if (NamespaceHosts.Availability.Available)
        {
            Assert.Empty(lines);
            return;
        }
        var line = Assert.Single(lines);
        Assert.Contains(nameof(RemoteNamespaceBenchmarks), line, StringComparison.Ordinal);
        Assert.Contains(NamespaceHosts.Availability.Reason, line, StringComparison.Ordinal);
    }
}

/// <summary>A test that makes network namespaces: run as root with `ip`; skipped with the reason elsewhere.</summary>
public sealed class NamespaceFactAttribute : FactAttribute
{
    public NamespaceFactAttribute()
    {
        if (!NamespaceHosts.Availability.Available)
        {
            Skip = $"network namespaces cannot be made here: {NamespaceHosts.Availability.Reason}";
        }
    }
}

/// <inheritdoc cref="NamespaceFactAttribute"/>
public sealed class NamespaceTheoryAttribute : TheoryAttribute
{
    public NamespaceTheoryAttribute()
    {
        if (!NamespaceHosts.Availability.Available)
        {
            Skip = $"network namespaces cannot be made here: {NamespaceHosts.Availability.Reason}";
        }
    }
}

/// <summary>A test that makes namespace hosts with a shaped link: as <see cref="NamespaceFactAttribute"/>, and with `tc`.</summary>
public sealed class ShapedLinkFactAttribute : FactAttribute
{
    public ShapedLinkFactAttribute()
    {
        if (!ShapedLinkRowsAttribute.Instance.Available)
        {
            Skip = $"a shaped link cannot be made here: {ShapedLinkRowsAttribute.Instance.Reason}";
        }
    }
}
