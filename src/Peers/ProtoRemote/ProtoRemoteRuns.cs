using Google.Protobuf.WellKnownTypes;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Remote;
using Proto;

namespace PerfBuf.Peers.ProtoRemote;

/// <summary>
/// One R1 call: <see cref="Messages"/> one-way requests sent at once by <see cref="StreamClientActor"/>, whose answers
/// it counts and sums here. Written by that actor alone (one message at a time: the mailbox orders its handlers);
/// <see cref="Arrived"/> is read by the waiting caller when the call times out.
/// </summary>
internal sealed class StreamRun(int messages, string node)
{
    private readonly TaskCompletionSource<long> _done = new(TaskCreationOptions.RunContinuationsAsynchronously);

    // written by the client actor only; read by the caller only after a timeout, for its message (Volatile: a count,
    // no other state is read with it)
    private int _arrived;

    // the actor's own (the caller gets it through the task)
    private long _sum;

    /// <summary>Requests the call sends (values 1..Messages).</summary>
    public int Messages { get; } = messages;

    /// <summary>Completes with the sum of the answers once all arrived; faults with a <see cref="RemoteException"/>.</summary>
    public Task<long> Completion => _done.Task;

    /// <summary>Answers counted so far.</summary>
    public int Arrived => Volatile.Read(ref _arrived);

    /// <summary>Counts an answer (the client actor's thread).</summary>
    public void Answer(long value)
    {
        _sum += value;
        var arrived = _arrived + 1;
        Volatile.Write(ref _arrived, arrived);
        if (arrived == Messages)
        {
            _done.TrySetResult(_sum);
        }
    }

    /// <summary>Ends the call with a <see cref="RemoteException"/> saying <paramref name="what"/> (the client actor's thread).</summary>
    public void Fail(string what) =>
        _done.TrySetException(new RemoteException(node, $"{what} ({_arrived} of {Messages} answers had arrived)"));
}

/// <summary>
/// R1's actor on the client node: on a <see cref="StreamRun"/> it sends the run's values 1..M to the far echo actor with
/// <c>context.Request</c> (one-way: the sender PID rides in the envelope, nothing waits), all within that one handler;
/// each answer that comes back is counted into the run. A <c>DeadLetterResponse</c> (a request the far node or the
/// connection could not deliver) fails the run at once.
/// </summary>
internal sealed class StreamClientActor(PID server) : IActor
{
    private StreamRun? _run;

    public Task ReceiveAsync(IContext context)
    {
        switch (context.Message)
        {
            case Int64Value answer:
                Crossings.Active?.Hop((int)(answer.Value - 1)); // the lab's crossings counting pass (slot: value - 1)
                _run?.Answer(answer.Value);
                break;
            case StreamRun run:
                _run = run;
                var pass = Crossings.Active;
                for (var value = 1L; value <= run.Messages; value++)
                {
                    pass?.Send((int)(value - 1));
                    context.Request(server, new Int64Value { Value = value });
                }
                break;
            case DeadLetterResponse dead:
                _run?.Fail($"a request to {dead.Target} was not delivered (dead letter)");
                break;
        }
        return Task.CompletedTask;
    }
}

/// <summary>
/// One R2 call: every <see cref="EchoClientActor"/> of the set runs its <see cref="RequestsPerClient"/> requests, one
/// after the other; the last client to finish completes the call with the sum of all the answers.
/// </summary>
internal sealed class EchoRun
{
    private readonly TaskCompletionSource<long> _done = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly string _node;

    // client i writes slot i (Volatile: read by the caller after a timeout); padded, as each is written by another actor
    private readonly PaddedLong[] _arrived;

    // Interlocked: every client adds its sum, then counts itself out; the one that counts the last out reads the total
    private long _sum;
    private int _clientsLeft;

    public EchoRun(int clients, int requestsPerClient, string node)
    {
        _node = node;
        _arrived = new PaddedLong[clients];
        _clientsLeft = clients;
        RequestsPerClient = requestsPerClient;
    }

    /// <summary>Requests each client sends.</summary>
    public int RequestsPerClient { get; }

    /// <summary>Completes with the sum of every client's answers; faults with a <see cref="RemoteException"/>.</summary>
    public Task<long> Completion => _done.Task;

    /// <summary>Answers arrived so far, over every client.</summary>
    public long Arrived
    {
        get
        {
            var arrived = 0L;
            for (var i = 0; i < _arrived.Length; i++)
            {
                arrived += Volatile.Read(ref _arrived[i].Value);
            }
            return arrived;
        }
    }

    /// <summary>Records that client <paramref name="client"/> has had <paramref name="arrived"/> answers.</summary>
    public void Answered(int client, long arrived) => Volatile.Write(ref _arrived[client].Value, arrived);

    /// <summary>Client <paramref name="client"/> has had all its answers, which sum to <paramref name="sum"/>.</summary>
    public void ClientDone(long sum)
    {
        Interlocked.Add(ref _sum, sum);
        if (Interlocked.Decrement(ref _clientsLeft) == 0)
        {
            _done.TrySetResult(Interlocked.Read(ref _sum));
        }
    }

    /// <summary>Ends the call with a <see cref="RemoteException"/> saying <paramref name="what"/>.</summary>
    public void Fail(string what) =>
        _done.TrySetException(new RemoteException(_node, $"{what} ({Arrived} answers had arrived)"));
}

/// <summary>
/// R2's actor on the client node, paired with one far echo actor: on an <see cref="EchoRun"/> it sends its first request
/// (<c>context.Request</c>, its own PID as the sender), and each answer, once checked against the value it sent, is added
/// up and answered with the next request; after its last answer it reports its sum. Client <c>i</c> of a run with R
/// requests per client sends i·R + 1 … i·R + R. A wrong value or a <c>DeadLetterResponse</c> fails the run.
/// </summary>
internal sealed class EchoClientActor(PID server, int index) : IActor
{
    private EchoRun? _run;
    private long _expected;
    private long _last;
    private long _arrived;
    private long _sum;

    public Task ReceiveAsync(IContext context)
    {
        switch (context.Message)
        {
            case Int64Value answer when _run is { } run:
                Crossings.Active?.Hop((int)_expected); // the lab's crossings counting pass (slot: the request's value)
                if (answer.Value != _expected)
                {
                    _run = null;
                    run.Fail($"client {index} got {answer.Value} back for its request {_expected}");
                    break;
                }
                _sum += answer.Value;
                run.Answered(index, ++_arrived);
                if (_expected == _last)
                {
                    _run = null;
                    run.ClientDone(_sum);
                    break;
                }
                _expected++;
                Crossings.Active?.Send((int)_expected);
                context.Request(server, new Int64Value { Value = _expected });
                break;
            case EchoRun start:
                _run = start;
                _expected = ((long)index * start.RequestsPerClient) + 1;
                _last = _expected + start.RequestsPerClient - 1;
                _arrived = 0;
                _sum = 0;
                Crossings.Active?.Send((int)_expected);
                context.Request(server, new Int64Value { Value = _expected });
                break;
            case DeadLetterResponse dead when _run is { } run:
                _run = null;
                run.Fail($"client {index}'s request to {dead.Target} was not delivered (dead letter)");
                break;
        }
        return Task.CompletedTask;
    }
}
