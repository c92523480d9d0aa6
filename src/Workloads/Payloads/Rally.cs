namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// The batched ping-pong's contract between a ping actor and the workload that drives it (E13, LocalPingPong). The
/// workload hands each pair's ping a rally function, <c>Func&lt;int, int&gt;</c>; the ping calls it with
/// <see cref="Serve"/> when the pair is served (the start message of an invocation), and with the sequence number of
/// each echo its pong sends back. The function counts and checksums the echoes and answers with the first sequence
/// number of the next batch to send — the ping then sends <c>first, first + 1, …, first + batch − 1</c> to its pong —
/// or with a negative number: send nothing (the batch is not all back yet, or the pair has finished).
/// </summary>
/// <remarks>
/// Every implementation — the lab's actors and each peer's adapter — calls the same function, so they all do the same
/// work and are checked the same way. The function is called by the ping alone, one message at a time (a mailbox hands
/// its messages to one handler at a time), so it needs no synchronisation of its own.
/// </remarks>
public static class Rally
{
    /// <summary>The argument that serves a pair: the ping received its start message, not an echo.</summary>
    public const int Serve = -1;

    /// <summary>Checks what an adapter is started with: one rally function per pair, at least one pair, a batch of at least 1.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="rallies"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="rallies"/> is empty, or <paramref name="batch"/> is below 1.</exception>
    public static void CheckArguments(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
        ArgumentNullException.ThrowIfNull(rallies);
        ArgumentOutOfRangeException.ThrowIfZero(rallies.Count, nameof(rallies));
        for (var i = 0; i < rallies.Count; i++)
        {
            ArgumentNullException.ThrowIfNull(rallies[i], nameof(rallies));
        }
        ArgumentOutOfRangeException.ThrowIfLessThan(batch, 1);
    }
}
