using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;

namespace PerfBuf.Tests.Runtime;

/// <summary>The runtime's stress and allocation tests: not run in parallel with other classes (they need the cores,
/// and the allocation tests read the process-wide counter).</summary>
[CollectionDefinition(nameof(RuntimeCollection), DisableParallelization = true)]
public sealed class RuntimeCollection;

/// <summary>
/// A scheduler for the affinity tests: <c>workers</c> dedicated threads, each draining its own queue; an item
/// scheduled with key k always runs on worker k mod workers. It records every (item, key) pair it was given and the
/// thread each worker runs on. Allocates per Schedule (a queue node): not for allocation tests.
/// </summary>
internal sealed class KeyedTestScheduler : IWorkScheduler, IDisposable
{
    private readonly BlockingCollection<IThreadPoolWorkItem>[] _queues;
    private readonly Thread[] _threads;
    private readonly int[] _threadIds;
    private readonly ConcurrentDictionary<IThreadPoolWorkItem, ConcurrentDictionary<int, bool>> _keys = new();
    private string? _failure;

    public KeyedTestScheduler(int workers)
    {
        _queues = new BlockingCollection<IThreadPoolWorkItem>[workers];
        _threads = new Thread[workers];
        _threadIds = new int[workers];
        using var started = new CountdownEvent(workers);
        for (var w = 0; w < workers; w++)
        {
            var worker = w;
            var queue = _queues[w] = new BlockingCollection<IThreadPoolWorkItem>();
            _threads[w] = new Thread(() =>
            {
                _threadIds[worker] = Environment.CurrentManagedThreadId;
                started.Signal();
                foreach (var item in queue.GetConsumingEnumerable())
                {
                    try
                    {
                        item.Execute();
                    }
                    catch (Exception e)
                    {
                        Interlocked.CompareExchange(ref _failure, $"a run threw on worker {worker}: {e}", null);
                    }
                }
            }) { IsBackground = true, Name = $"keyed-worker-{w}" };
            _threads[w].Start();
        }
        started.Wait();
    }

    public int Workers => _queues.Length;

    /// <summary>A run that threw out of Execute (the runtime must never let one escape), or null.</summary>
    public string? Failure => Volatile.Read(ref _failure);

    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        _keys.GetOrAdd(work, static _ => new ConcurrentDictionary<int, bool>())[key] = true;
        _queues[WorkerOf(key)].Add(work);
    }

    public int WorkerOf(int key) => (int)((uint)key % (uint)_queues.Length);

    public int ThreadOf(int worker) => _threadIds[worker];

    /// <summary>Every key <paramref name="work"/> was scheduled with so far.</summary>
    public int[] KeysOf(object work) =>
        _keys.TryGetValue((IThreadPoolWorkItem)work, out var keys) ? [.. keys.Keys.Order()] : [];

    public void Dispose()
    {
        foreach (var queue in _queues)
        {
            queue.CompleteAdding();
        }
        foreach (var thread in _threads)
        {
            thread.Join();
        }
    }
}

/// <summary>Records, per message, the thread that handled it (runs are one at a time, so a plain set is enough;
/// read after the actor stopped).</summary>
internal sealed class ThreadLog
{
    public readonly HashSet<int> Threads = [];
    public long Handled;
}

internal readonly struct ThreadLogHandler(ThreadLog log) : IHandler<long>
{
    public void Handle(in long item)
    {
        log.Threads.Add(Environment.CurrentManagedThreadId);
        log.Handled++;
    }
}

/// <summary>A handler with state of its own (a count since it was made), for the restart tests: it logs
/// (message, count) and throws on negative messages.</summary>
internal struct CountingHandler(ConcurrentQueue<(long Message, int Count)> log) : IHandler<long>
{
    private int _count;

    public void Handle(in long item)
    {
        _count++;
        log.Enqueue((item, _count));
        if (item < 0)
        {
            throw new HandlerBoom(item);
        }
    }
}

/// <summary>Answers request r with 2r; throws <see cref="HandlerBoom"/> on negative requests; waits at
/// <see cref="AskGate"/> on the request it names.</summary>
internal readonly struct DoublingHandler(AskGate gate) : IHandler<Ask<long, long>>
{
    public void Handle(in Ask<long, long> item)
    {
        gate.WaitIfAt(item.Request);
        if (item.Request < 0)
        {
            throw new HandlerBoom(item.Request);
        }
        item.ReplyTo.Complete(2 * item.Request);
    }
}

/// <summary>Makes the handler wait on one request until the test opens it.</summary>
internal sealed class AskGate(long at = long.MinValue)
{
    public readonly ManualResetEventSlim Open = new(false);
    public readonly ManualResetEventSlim Reached = new(false);

    public void WaitIfAt(long request)
    {
        if (request == at)
        {
            Reached.Set();
            if (!Open.Wait(TimeSpan.FromSeconds(15)))
            {
                throw new TimeoutException("the test never opened the gate");
            }
        }
    }
}

/// <summary>Tells itself the message minus one until it reaches zero (a chain of self-tells), counting.</summary>
internal readonly struct CountdownHandler(StrongBox<ActorRef<long>?> self, StrongBox<long> handled) : IHandler<long>
{
    public void Handle(in long item)
    {
        handled.Value++;
        if (item > 0)
        {
            self.Value!.Tell(item - 1);
        }
    }
}

internal static class RuntimeSeed
{
    /// <summary>ACTOR_STRESS_SEED, or a fresh seed (printed by each test).</summary>
    public static int Next() => Environment.GetEnvironmentVariable("ACTOR_STRESS_SEED") is { } s
        ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
        : Random.Shared.Next();
}
