using PerfBuf.Core.Native;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// A native floor row's invocation (docs/DESIGN.md §9): one call into C, which runs the whole loop on its worker thread and
/// the calling (measuring) thread, as the managed row beside it does, and returns what its receiving side saw; this
/// side checks it against what the invocation must produce (count, checksum, order) like every other row, so a wrong
/// C loop never reports a number. Crossings: counted in C (the OS thread of each hop, per message, compared with the
/// previous hop's) in one more invocation at cleanup, once an invocation verified, and reported as the managed rows'
/// metric.
/// </summary>
public sealed class NativeLoopRun : IRun
{
    private readonly NativeRun _run;
    private readonly long _operations;
    private readonly long _expectedChecksum;
    private readonly long[] _latencies;
    private bool _verified;

    /// <param name="config">The C run; its <see cref="NativeRunConfig.Messages"/> are the invocation's messages or round trips.</param>
    /// <param name="operations">The operations one invocation counts as (its OperationsPerInvoke at the scale in use).</param>
    /// <param name="recordLatencies">Keep the per-message latencies a futex wake measures (<see cref="LastLatenciesNs"/>).</param>
    public NativeLoopRun(NativeRunConfig config, long operations, bool recordLatencies = false)
    {
        _run = new NativeRun(config);
        _operations = operations;
        var n = config.Messages;
        // what the receiving side sums: 1..n, except the one-line ping-pong's echo, which sees the odd requests 1, 3, … (n²)
        _expectedChecksum = config.Kind == NativeRunKind.LinePingPong && config.OneLine == 1 ? n * n : n * (n + 1) / 2;
        _latencies = recordLatencies ? new long[n] : [];
    }

    /// <summary>The last invocation's latencies, ns per message (futex wake with latencies recorded; empty otherwise).</summary>
    public ReadOnlySpan<long> LastLatenciesNs => _latencies;

    /// <summary>The C run's configuration (which loop in C this row runs).</summary>
    public NativeRunConfig Config => _run.Config;

    /// <summary>The last invocation's result as the C side reported it.</summary>
    public NativeRunResult Last { get; private set; }

    public long Invoke()
    {
        var result = Run(Check.Planted != 0 ? NativeRunFlags.PlantFault : NativeRunFlags.None);
        _verified = true;
        return result.Received;
    }

    private NativeRunResult Run(NativeRunFlags flags)
    {
        var result = _run.Invoke(flags, _latencies, out var status);
        Last = result;
        var kind = _run.Config.Kind;
        if (status == NativeRun.VerifyFailed)
        {
            Check.Fail($"native {kind}: the C side's check failed at message {result.FirstErrorAt} ({NativeRun.TextOf(status)})");
        }
        Check.Equal(_run.Config.Messages, result.Received, $"native {kind}: messages received");
        Check.Equal(_expectedChecksum, result.Checksum, $"native {kind}: checksum of the values received");
        Check.Equal(0, result.OrderErrors, $"native {kind}: values out of order (first at {result.FirstErrorAt})");
        return result;
    }

    public void Dispose()
    {
        try
        {
            if (_verified)
            {
                var counted = Run(NativeRunFlags.CountCrossings);
                if (counted.Hops == 0)
                {
                    Check.Fail($"native {_run.Config.Kind}: the counting pass saw no hop");
                }
                CrossingsMetric.Report((double)counted.Crossings / _operations);
            }
        }
        finally
        {
            _run.Dispose();
        }
    }
}
