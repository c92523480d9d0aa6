// Design: the far node of a remote run is a separate OS process (docs/DESIGN.md §10), started by the run's setup and stopped
// by its cleanup, whatever happened in between:
//   start   `dotnet PerfBuf.RemoteNode.dll --role … --host … --port …` (inside a network namespace: through
//           `ip netns exec <name>`), with this process's environment (so the node runs under the same GC settings as
//           the benchmark process that started it) and any variables its start adds; ready when it prints "ready …" on its standard output, within
//           ReadyTimeout; an exit before that is a RemoteException with the node's last lines of standard error.
//   stop    closing its standard input asks it to stop (the node exits when its input ends, so a node also ends when
//           the process that started it dies, however it dies); after its StopTimeout it is killed with its process tree.
//           Every node this process started and did not stop yet is killed on this process's exit too.
// A node is never left running: DisposeAsync always ends it, and a test checks that no node outlives its handle.

using System.Diagnostics;
using System.Globalization;
using System.Text;
using PerfBuf.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>What to start: the node program's role and where it listens.</summary>
/// <param name="Role">lab, floor, proto-remote, akka-remote or orleans (the node program's roles).</param>
/// <param name="Host">The IP address the node listens on.</param>
/// <param name="Port">The port it listens on.</param>
public sealed record RemoteNodeStart(string Role, string Host, int Port)
{
    /// <summary>A fault the node plants (tests), as "kind:after", or null.</summary>
    public string? Fault { get; init; }

    /// <summary>The network namespace the node runs in (through <c>ip netns exec</c>), or null for this process's.</summary>
    public string? Namespace { get; init; }

    /// <summary>Variables added to the environment the node inherits from this process (null: none).</summary>
    public IReadOnlyDictionary<string, string>? Environment { get; init; }

    /// <summary>
    /// For a near client (a peer's client side as a process of its own, src/RemoteNode/NearClient.cs): the far node it
    /// connects to from <see cref="RemoteNodeStart.Host"/>; null for a node that serves.
    /// </summary>
    public System.Net.IPEndPoint? Target { get; init; }

    /// <summary>How long the node may live at most before it stops itself (a bound on every run).</summary>
    public TimeSpan MaxLifetime { get; init; } = TimeSpan.FromHours(2);

    /// <summary>How long the node may take to say it is ready.</summary>
    public TimeSpan ReadyTimeout { get; init; } = TimeSpan.FromSeconds(90);

    /// <summary>How long the node has to exit after its input is closed before it is killed.</summary>
    public TimeSpan StopTimeout { get; init; } = TimeSpan.FromSeconds(10);
}

/// <summary>A running far node: its process, its name for messages, and the way it is stopped.</summary>
public sealed class RemoteNodeProcess : IAsyncDisposable
{
    private static readonly Lock LiveGate = new();
    private static readonly HashSet<Process> Live = [];
    private static int _exitHookInstalled;

    private readonly Process _process;
    private readonly StringBuilder _errors = new();
    private readonly TaskCompletionSource<string> _ready = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly System.Collections.Concurrent.BlockingCollection<string?> _replies = [];
    private readonly Lock _askGate = new();
    private int _disposed;

    private readonly TimeSpan _stopTimeout;

    private RemoteNodeProcess(Process process, string name, TimeSpan stopTimeout)
    {
        _process = process;
        Name = name;
        _stopTimeout = stopTimeout;
    }

    /// <summary>Whether stopping had to kill the node (it did not exit within its stop timeout once its input closed).</summary>
    public bool KilledOnStop { get; private set; }

    /// <summary>"role node host:port (pid N)", for messages.</summary>
    public string Name { get; private set; }

    /// <summary>The node's process id.</summary>
    public int ProcessId => _process.Id;

    /// <summary>Whether the node's process has exited.</summary>
    public bool HasExited => _process.HasExited;

    /// <summary>The last lines the node wrote to its standard error.</summary>
    public string ErrorTail
    {
        get
        {
            lock (_errors)
            {
                return _errors.ToString().Trim();
            }
        }
    }

    /// <summary>
    /// Starts the node program at <paramref name="nodeProgram"/> (a .dll) as <paramref name="start"/> says and waits until
    /// it is ready. Throws <see cref="RemoteException"/> when it exits or stays silent instead (and leaves no process).
    /// </summary>
    public static async Task<RemoteNodeProcess> StartAsync(string nodeProgram, RemoteNodeStart start, CancellationToken cancellation = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(nodeProgram);
        ArgumentNullException.ThrowIfNull(start);
        var name = $"{start.Role} node {start.Host}:{start.Port}{(start.Namespace is null ? "" : $" in namespace {start.Namespace}")}";
        if (!File.Exists(nodeProgram))
        {
            throw new RemoteException(name, $"the node program {nodeProgram} does not exist (build the lab first: dotnet build -c Release)");
        }
        TrafficRule.CheckNodeAddress(start.Host, start.Namespace, name); // a node listens only where it may be reached under the rule
        var info = new ProcessStartInfo
        {
            FileName = start.Namespace is null ? DotnetHost() : "ip",
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        if (start.Namespace is not null)
        {
            foreach (var a in new[] { "netns", "exec", start.Namespace, DotnetHost() })
            {
                info.ArgumentList.Add(a);
            }
        }
        info.ArgumentList.Add(nodeProgram);
        foreach (var a in Arguments(start))
        {
            info.ArgumentList.Add(a);
        }
        foreach (var (variable, value) in start.Environment ?? new Dictionary<string, string>())
        {
            info.Environment[variable] = value;
        }
        var process = new Process { StartInfo = info, EnableRaisingEvents = true };
        var node = new RemoteNodeProcess(process, name, start.StopTimeout);
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } line && line.StartsWith("ready ", StringComparison.Ordinal))
            {
                node._ready.TrySetResult(line);
            }
            else if (e.Data is { } reply && (reply.StartsWith("ok ", StringComparison.Ordinal) || reply.StartsWith("error ", StringComparison.Ordinal)))
            {
                node._replies.Add(reply);
            }
        };
        process.ErrorDataReceived += (_, e) => node.NoteError(e.Data);
        process.Exited += (_, _) =>
        {
            // the last lines of standard error arrive on their own thread: wait (bounded) for the stream's end first
            try
            {
                process.WaitForExit(TimeSpan.FromSeconds(5));
            }
            catch (Exception e) when (e is InvalidOperationException or SystemException)
            {
                // the message says what arrived
            }
            node._ready.TrySetException(new RemoteException(node.Name,
                $"exited with code {SafeExitCode(process)} before it was ready{node.TailForMessage()}"));
            node._replies.Add(null); // an Ask waiting for a reply learns that none will come
        };
        try
        {
            if (!process.Start())
            {
                throw new RemoteException(name, "the process did not start");
            }
        }
        catch (System.ComponentModel.Win32Exception e)
        {
            throw new RemoteException(name, $"could not start {info.FileName}: {e.Message}", e);
        }
        Track(process);
        node.Name = $"{name} (pid {process.Id})";
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        try
        {
            await node._ready.Task.WaitAsync(start.ReadyTimeout, cancellation).ConfigureAwait(false);
        }
        catch (Exception e)
        {
            await node.DisposeAsync().ConfigureAwait(false);
            if (e is RemoteException)
            {
                throw;
            }
            throw new RemoteException(node.Name, e is TimeoutException
                ? $"did not say it was ready within {start.ReadyTimeout.TotalSeconds:0} s{node.TailForMessage()}"
                : $"start cancelled: {e.Message}", e);
        }
        return node;
    }

    /// <summary>The node program's arguments for <paramref name="start"/>.</summary>
    public static IEnumerable<string> Arguments(RemoteNodeStart start)
    {
        ArgumentNullException.ThrowIfNull(start);
        yield return "--role";
        yield return start.Role;
        yield return "--host";
        yield return start.Host;
        yield return "--port";
        yield return start.Port.ToString(CultureInfo.InvariantCulture);
        yield return "--max-seconds";
        yield return ((long)start.MaxLifetime.TotalSeconds).ToString(CultureInfo.InvariantCulture);
        if (start.Namespace is { } inNamespace)
        {
            yield return "--namespace";
            yield return inNamespace;
        }
        if (start.Target is { } target)
        {
            yield return "--target";
            yield return target.ToString();
        }
        if (start.Fault is { } fault)
        {
            yield return "--fault";
            yield return fault;
        }
    }

    /// <summary>
    /// Sends a near client one command line and returns its reply's text after "ok " (src/RemoteNode/NearClient.cs);
    /// an "error" reply, an exit, or no reply within <paramref name="timeout"/> is a <see cref="RemoteException"/>
    /// (the command's own waits are bounded inside it: the timeout is their bound plus a margin).
    /// </summary>
    public string Ask(string command, TimeSpan timeout)
    {
        ArgumentException.ThrowIfNullOrEmpty(command);
        lock (_askGate)
        {
            try
            {
                _process.StandardInput.WriteLine(command);
                _process.StandardInput.Flush();
            }
            catch (IOException e)
            {
                throw Explain(new RemoteException(Name, $"could not send '{command}': {e.Message}", e));
            }
            if (!_replies.TryTake(out var reply, timeout))
            {
                throw Explain(new RemoteException(Name, $"no reply to '{command}' within {timeout.TotalSeconds:0} s"));
            }
            if (reply is null)
            {
                _replies.Add(null);
                throw Explain(new RemoteException(Name, $"exited while running '{command}'"));
            }
            return reply.StartsWith("ok ", StringComparison.Ordinal)
                ? reply["ok ".Length..]
                : throw new RemoteException(Name, reply["error ".Length..]);
        }
    }

    /// <summary>
    /// Explains a failure seen by the run: when the node has exited, says so with its exit code and last error lines.
    /// </summary>
    public RemoteException Explain(RemoteException seen)
    {
        ArgumentNullException.ThrowIfNull(seen);
        if (!_process.WaitForExit(200))
        {
            return seen;
        }
        return new RemoteException(Name, $"{seen.What}; the node process exited with code {SafeExitCode(_process)}{TailForMessage()}", seen);
    }

    /// <summary>Closes the node's input (it stops), and kills it with its process tree if it is still there after its stop timeout.</summary>
    public async ValueTask DisposeAsync()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
        {
            return;
        }
        try
        {
            try
            {
                _process.StandardInput.Close();
            }
            catch (IOException)
            {
                // its input is gone with it
            }
            using var wait = new CancellationTokenSource(_stopTimeout);
            try
            {
                await _process.WaitForExitAsync(wait.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                KilledOnStop = true;
                Kill(_process);
                await _process.WaitForExitAsync(CancellationToken.None).WaitAsync(TimeSpan.FromSeconds(30)).ConfigureAwait(false);
            }
        }
        finally
        {
            lock (LiveGate)
            {
                Live.Remove(_process);
            }
            _process.Dispose(); // _replies is not disposed: the exit handler may still add its end mark
        }
    }

    /// <summary>The dotnet host this process runs under (the node runs under the same), else `dotnet` from PATH.</summary>
    private static string DotnetHost()
    {
        if (Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host))
        {
            return host;
        }
        var self = Environment.ProcessPath;
        return self is not null && Path.GetFileNameWithoutExtension(self) == "dotnet" ? self : "dotnet";
    }

    private void NoteError(string? line)
    {
        if (line is null)
        {
            return;
        }
        lock (_errors)
        {
            _errors.AppendLine(line);
            if (_errors.Length > 4000)
            {
                _errors.Remove(0, _errors.Length - 4000);
            }
        }
    }

    private string TailForMessage() => ErrorTail is { Length: > 0 } tail ? $"; its standard error ends: {tail}" : "";

    private static string SafeExitCode(Process process)
    {
        try
        {
            return process.ExitCode.ToString(CultureInfo.InvariantCulture);
        }
        catch (InvalidOperationException)
        {
            return "unknown";
        }
    }

    private static void Track(Process process)
    {
        lock (LiveGate)
        {
            Live.Add(process);
        }
        if (Interlocked.Exchange(ref _exitHookInstalled, 1) == 0)
        {
            AppDomain.CurrentDomain.ProcessExit += (_, _) =>
            {
                Process[] left;
                lock (LiveGate)
                {
                    left = [.. Live];
                }
                foreach (var p in left)
                {
                    Kill(p);
                }
            };
        }
    }

    private static void Kill(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (InvalidOperationException)
        {
            // exited already
        }
    }
}
