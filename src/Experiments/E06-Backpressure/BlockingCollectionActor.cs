using System.Collections.Concurrent;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E06;

/// <summary>
/// The seed's third bounded peer as its users write it: a dedicated thread consuming a bounded
/// <see cref="BlockingCollection{T}"/> (over a ConcurrentQueue) with <c>GetConsumingEnumerable</c>; producers call
/// <c>TryAdd</c>, then the blocking <c>Add</c> when it is full. Both sides wait on the collection's semaphores.
/// Lives here, not in src/Mailboxes: it is a usage of a BCL type, measured, not a design of ours.
/// </summary>
public sealed class BlockingCollectionActor : IDisposable
{
    private readonly BlockingCollection<int> _queue;
    private readonly Thread _thread;
    private Exception? _fault;

    public BlockingCollectionActor(ActorTally tally, int capacity, string name)
    {
        _queue = new BlockingCollection<int>(new ConcurrentQueue<int>(), capacity);
        _thread = new Thread(() =>
        {
            try
            {
                foreach (var message in _queue.GetConsumingEnumerable())
                {
                    tally.Handle(message);
                }
            }
            catch (Exception e)
            {
                _fault = e;
            }
        })
        { IsBackground = true, Name = name };
        _thread.Start();
    }

    public bool TryAdd(int message) => _queue.TryAdd(message);

    public void Add(int message) => _queue.Add(message);

    /// <summary>Lets the thread drain what is queued and end; rethrows a handler fault.</summary>
    public void Stop()
    {
        _queue.CompleteAdding();
        if (!_thread.Join(TimeSpan.FromMinutes(1)))
        {
            Check.Fail($"{_thread.Name} did not stop within a minute");
        }
        if (_fault is not null)
        {
            throw new InvalidOperationException($"{_thread.Name} faulted", _fault);
        }
    }

    public void Dispose()
    {
        Stop();
        _queue.Dispose();
    }
}
