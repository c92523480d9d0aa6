using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// One implementation of seed 002's counter actor, as <see cref="CounterRun"/> drives it: senders add, then one
/// GetAndReset reads the total.
/// </summary>
internal interface ICounterRow : IAsyncDisposable
{
    /// <summary>What the row is, for error messages.</summary>
    string Name { get; }

    /// <summary>
    /// Sender <paramref name="sender"/>'s share of one invocation: <paramref name="count"/> Adds of
    /// <paramref name="amount"/>, returning once every one of them has been accepted (posted to the mailbox, or for a
    /// rendezvous or an awaited call, taken). During a crossings counting pass (<see cref="Crossings.Active"/> set) Add i
    /// is a counted one in slot <paramref name="firstSlot"/> + i: its send recorded right before it is handed over, its
    /// slot carried to the actor, which records the handling.
    /// </summary>
    void AddMany(int sender, int firstSlot, int count, long amount);

    /// <summary>The total (which the actor sets to 0), or a verification failure when no answer comes within <paramref name="patience"/>.</summary>
    long GetAndReset(TimeSpan patience);
}

/// <summary>
/// E12's invocation: S long-lived sender threads (started here, once) each post their share of M Adds of
/// <see cref="Amount"/> to one counter actor; when every sender is done, one GetAndReset must answer M·k and a second
/// one 0. A wrong, missing or late answer fails the invocation (it never reports a number).
/// </summary>
/// <remarks>
/// Crossings: every Add is a message with its own slot, 1 + sender × ⌈M / S⌉ + i; each GetAndReset is one more, its
/// send, its handling and its answer's handling (where the invocation's thread waits) in <see cref="AskSlot"/> (unique:
/// the run asks one at a time, and no Add uses it).
/// </remarks>
internal sealed class CounterRun : IRun
{
    /// <summary>The crossings slot of the GetAndReset asks.</summary>
    public const int AskSlot = CountedAmount.AskSlot;

    /// <summary>k: what every Add adds (seed 002's <c>Add 100</c>).</summary>
    public const long Amount = 100;

    /// <summary>How long a GetAndReset may take before the run counts its answer as missing.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private readonly ICounterRow _row;
    private readonly int[] _shares;
    private readonly WorkerGroup _senders;
    private bool _disposed;

    /// <param name="row">The counter actor, started; the run disposes it.</param>
    /// <param name="senders">S: sender threads.</param>
    /// <param name="messages">M: Adds per invocation, all senders together (each sends M / S, the first M mod S one more).</param>
    public CounterRun(ICounterRow row, int senders, int messages)
    {
        ArgumentNullException.ThrowIfNull(row);
        ArgumentOutOfRangeException.ThrowIfLessThan(senders, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, senders);
        _row = row;
        Messages = messages;
        _shares = [.. Enumerable.Range(0, senders).Select(i => messages / senders + (i < messages % senders ? 1 : 0))];
        // the row answers 0 before any Add: a first ask that also warms it up (Orleans activates its grain here)
        try
        {
            if (row.GetAndReset(Patience) is var first && first != 0)
            {
                throw new InvalidOperationException($"{row.Name}: a new counter answered {first}, not 0");
            }
        }
        catch
        {
            ActorStop.All([row.DisposeAsync().AsTask()]);
            throw;
        }
        _senders = new WorkerGroup([.. Enumerable.Range(0, senders).Select(i =>
            new BenchWorker($"E12-sender-{i}", _ => row.AddMany(i, FirstSlot(i), Share(i), Amount)))]);
    }

    /// <summary>M: Adds per invocation.</summary>
    public int Messages { get; }

    /// <summary>S: sender threads.</summary>
    public int Senders => _shares.Length;

    /// <summary>The crossings slots an invocation needs: the asks' and ⌈M / S⌉ per sender.</summary>
    public int CrossingSlots => 1 + Senders * _shares[0];

    /// <summary>The crossings slot of sender <paramref name="i"/>'s first Add (its share's largest is the first sender's).</summary>
    private int FirstSlot(int i) => 1 + i * _shares[0];

    /// <summary>What sender <paramref name="i"/> sends this invocation (under a planted fault, sender 0 sends one Add fewer).</summary>
    private int Share(int i) => _shares[i] - (i == 0 ? Check.Planted : 0);

    /// <summary>Releases the senders, waits for them, asks for the total and checks it, then checks the reset.</summary>
    public long Invoke()
    {
        var crossings = Crossings.Active;
        _senders.StartAll();
        _senders.JoinAll();
        var total = GetAndReset(crossings);
        Check.Equal(Messages * Amount, total, $"{_row.Name}: counter total (M·k)");
        Check.Equal(0, GetAndReset(crossings), $"{_row.Name}: counter after GetAndReset");
        return total;
    }

    /// <summary>One GetAndReset: its send and its answer's handling (on this thread, once the wait returns) are hops in <see cref="AskSlot"/>.</summary>
    private long GetAndReset(Crossings? crossings)
    {
        crossings?.Send(AskSlot);
        var answer = _row.GetAndReset(Patience);
        crossings?.Hop(AskSlot);
        return answer;
    }

    /// <summary>Waits (bounded) for a GetAndReset's task; a failure or no answer within <paramref name="patience"/> fails the run.</summary>
    public static long Wait(Task<long> answer, TimeSpan patience, string row)
    {
        bool answered;
        try
        {
            answered = answer.Wait(patience);
        }
        catch (AggregateException e)
        {
            Check.Fail($"{row}: GetAndReset failed: {e.InnerException?.Message ?? e.Message}");
            throw; // not reached
        }
        if (!answered)
        {
            Check.Fail($"{row}: no answer to GetAndReset within {patience.TotalSeconds} s");
        }
        return answer.Result;
    }

    /// <summary>Stops the senders, then the counter actor (bounded: a stop that hangs is an error).</summary>
    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }
        _disposed = true;
        try
        {
            _senders.Dispose();
        }
        finally
        {
            ActorStop.All([_row.DisposeAsync().AsTask()]);
        }
    }
}
