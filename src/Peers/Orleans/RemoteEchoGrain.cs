namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E15's server actor: echoes each request (R2, R3) and answers each one-way message one-way to the observer the client
/// subscribed (R1). Keeps Orleans' defaults: not reentrant (one call at a time, in arrival order), activated by its first
/// call and collected when idle. Every method completes synchronously (no await), so no turn waits on anything.
/// </summary>
public sealed class RemoteEchoGrain : Grain, IRemoteEchoGrain
{
    private IRemoteAnswerObserver? _answers;

    /// <inheritdoc />
    public ValueTask<long> Echo(long value) => ValueTask.FromResult(value);

    /// <inheritdoc />
    public Task Subscribe(IRemoteAnswerObserver answers)
    {
        ArgumentNullException.ThrowIfNull(answers);
        _answers = answers;
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    /// <exception cref="InvalidOperationException">No observer was subscribed (the caller does not see it: the call is
    /// one-way; its answer is missing and the client's wait says so).</exception>
    public Task Send(long value)
    {
        if (_answers is not { } answers)
        {
            throw new InvalidOperationException("a one-way message arrived before any observer subscribed to its answers");
        }
        // one-way: the call returns once the answer is queued for sending, without waiting for the client
        return answers.Answer(value);
    }
}
