using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Payloads;
using PerfBuf.Mailboxes;

namespace PerfBuf.Experiments.Lab.Workloads;

/// <summary>What an actor does with each message (the seed's P flag and its int-array length).</summary>
public enum Work
{
    /// <summary>Sum of an int[P] with the widest kernel this machine accelerates (<see cref="IntArraySum.Best"/>).</summary>
    Sum,

    /// <summary>Sum of an int[P], one element per step (<see cref="SumKernel.Scalar"/>).</summary>
    SumScalar,

    /// <summary>SHA-512 of a 100-byte buffer (the seed's "P = True").</summary>
    Sha512,
}

/// <summary>
/// The payloads an actor works on. A message is an index 0…63 (message i carries i &amp; 63) into 64 distinct
/// int[P] arrays or 100-byte buffers, allocated once: the message itself allocates nothing, and every
/// implementation reads the same memory. The result of each index is computed once up front, so a run's
/// expected checksum is exact.
/// </summary>
public sealed class PayloadTable
{
    public const int Distinct = 64;

    private readonly Work _work;
    private readonly SumKernel _kernel;
    private readonly int[][] _arrays;
    private readonly byte[][] _buffers;
    private readonly long[] _results;

    public PayloadTable(Work work, int arrayLength)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(arrayLength, 1);
        _work = work;
        _kernel = work == Work.SumScalar ? SumKernel.Scalar : IntArraySum.Best;
        var random = new Random(4004);
        _arrays = [.. Enumerable.Range(0, Distinct).Select(_ => Enumerable.Range(0, arrayLength).Select(_ => random.Next(-1000, 1000)).ToArray())];
        _buffers = [.. Enumerable.Range(0, Distinct).Select(_ =>
        {
            var b = new byte[Sha512Payload.InputBytes];
            random.NextBytes(b);
            return b;
        })];
        _results = [.. Enumerable.Range(0, Distinct).Select(i => Run(i))];
    }

    /// <summary>The kernel the sum rows use (named in the write-ups).</summary>
    public SumKernel Kernel => _kernel;

    /// <summary>The work of one message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public long Run(int index)
    {
        if (_work == Work.Sha512)
        {
            return Hash(index);
        }
        return IntArraySum.Sum(_arrays[index], _kernel);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private long Hash(int index)
    {
        Span<byte> hash = stackalloc byte[Sha512Payload.HashBytes];
        return Sha512Payload.Hash(_buffers[index], hash);
    }

    /// <summary>The payload index message number <paramref name="i"/> carries.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int IndexOf(long i) => (int)(i & (Distinct - 1));

    /// <summary>The result of index <paramref name="index"/>, computed at construction.</summary>
    public long ResultOf(int index) => _results[index];

    /// <summary>The checksum of messages 0…<paramref name="messages"/>−1.</summary>
    public long Expected(long messages)
    {
        long sum = 0;
        for (var k = 0; k < Distinct; k++)
        {
            var count = messages / Distinct + (k < messages % Distinct ? 1 : 0);
            sum += count * _results[k];
        }
        return sum;
    }
}

/// <summary>
/// Counts down to zero once per invocation: each actor signals when it has seen its last message, and the
/// hammer waits. Interlocked decrement, then a ManualResetEventSlim (spins briefly, then blocks): the waiter's
/// read of every actor's tally happens after the signal that published it.
/// </summary>
public sealed class Countdown : IDisposable
{
    private readonly ManualResetEventSlim _done = new(false);
    private int _remaining;

    public void Reset(int count)
    {
        _done.Reset();
        Volatile.Write(ref _remaining, count);
    }

    public void Signal()
    {
        if (Interlocked.Decrement(ref _remaining) == 0)
        {
            _done.Set();
        }
    }

    /// <summary>Waits for every signal; a deadline turns a lost message into an error instead of a hang.</summary>
    public void Wait(Func<string> describe)
    {
        if (!_done.Wait(TimeSpan.FromMinutes(2)))
        {
            Check.Fail($"actors did not finish within 2 minutes: {describe()}");
        }
    }

    public void Dispose() => _done.Dispose();
}

/// <summary>
/// One actor's view of an invocation: how many messages it handled and the checksum of their work. Written by
/// the actor's thread only; the hammer arms it before posting (the posts publish the arming) and reads it after
/// the countdown. The hot fields sit in their own padded block so two actors' tallies never share a line.
/// </summary>
public sealed class ActorTally(PayloadTable table, Countdown countdown)
{
    /// <summary>The message that ends an invocation when the count is not known in advance (E06's dropping policy).</summary>
    public const int EndMarker = -1;

    private HotFields _hot;

    public long Count => _hot.Count;

    public long Checksum => _hot.Checksum;

    /// <summary>Expect <paramref name="target"/> messages, or, with <paramref name="target"/> = 0, an <see cref="EndMarker"/>.</summary>
    public void Arm(long target)
    {
        _hot.Count = 0;
        _hot.Checksum = 0;
        _hot.Target = target;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(int index)
    {
        if (index == EndMarker)
        {
            countdown.Signal();
            return;
        }
        _hot.Checksum += table.Run(index);
        if (++_hot.Count == _hot.Target)
        {
            countdown.Signal();
        }
    }

    [StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
    private struct HotFields
    {
        [FieldOffset(CacheLine.Size)] public long Count;
        [FieldOffset(CacheLine.Size + 8)] public long Checksum;
        [FieldOffset(CacheLine.Size + 16)] public long Target;
    }
}

/// <summary>The struct handler our actors run: forwards to the actor's tally.</summary>
public readonly struct TallyHandler(ActorTally tally) : IHandler<int>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in int message) => tally.Handle(message);
}

/// <summary>T actors of one implementation behind one struct, so the hammer's loop is specialised per design.</summary>
public interface IActorSet
{
    int Count { get; }

    void Post(int actor, int message);

    /// <summary>Stops every actor, draining; throws if any faulted.</summary>
    void Stop();
}

/// <summary>
/// The seed's fan-out workload: one hammer (the measuring thread) sends every one of N messages to all T actors;
/// each actor works on every message (<see cref="PayloadTable"/>); the invocation ends when all T actors have
/// handled N messages, and every actor's count and checksum are verified.
/// </summary>
public sealed class FanOutRun<TSet> : IDisposable
    where TSet : struct, IActorSet
{
    private readonly TSet _set;
    private readonly ActorTally[] _tallies;
    private readonly Countdown _countdown;
    private readonly long _expected;
    private readonly int _messages;

    public FanOutRun(Func<ActorTally[], TSet> start, PayloadTable table, int actors, int messages)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 1);
        _countdown = new Countdown();
        _tallies = [.. Enumerable.Range(0, actors).Select(_ => new ActorTally(table, _countdown))];
        _set = start(_tallies);
        _messages = messages;
        _expected = table.Expected(messages);
    }

    /// <summary>One invocation: N messages to each of the T actors; returns the checksum of all actors.</summary>
    public long Invoke()
    {
        var set = _set;
        var actors = _tallies.Length;
        _countdown.Reset(actors);
        foreach (var tally in _tallies)
        {
            tally.Arm(_messages);
        }
        for (var i = 0; i < _messages; i++)
        {
            var message = PayloadTable.IndexOf(i);
            for (var a = 0; a < actors; a++)
            {
                set.Post(a, message);
            }
        }
        _countdown.Wait(Describe);
        long total = 0;
        for (var a = 0; a < actors; a++)
        {
            Check.Equal(_messages, _tallies[a].Count, $"actor {a}: messages handled");
            Check.Equal(_expected, _tallies[a].Checksum, $"actor {a}: checksum");
            total += _tallies[a].Checksum;
        }
        return total;
    }

    private string Describe() =>
        string.Join(", ", _tallies.Select((t, i) => $"#{i} {t.Count}/{_messages}").Where((_, i) => _tallies[i].Count != _messages).Take(5));

    public void Dispose()
    {
        _set.Stop();
        _countdown.Dispose();
    }
}

/// <summary>Stops actors (draining) and rethrows the first fault; a stop that hangs is an error, not a wait.</summary>
public static class ActorStop
{
    public static void All(IEnumerable<Task> stops)
    {
        var tasks = stops.ToArray();
        if (!Task.WaitAll(tasks, TimeSpan.FromMinutes(1)))
        {
            Check.Fail($"{tasks.Count(t => !t.IsCompleted)} of {tasks.Length} actors did not stop within a minute");
        }
    }
}
