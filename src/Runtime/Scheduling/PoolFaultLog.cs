// Design: PoolFaultLog — the faults of a pool of dedicated workers (AffinePool, RunNextPool): the first ones kept, all
// counted, each raised to the pool's Faulted handlers on the thread that met it; a handler that throws is recorded and
// not raised again. And the one step both pools' workers take to tell an item it was dropped.
// Who writes what: the list and the count under the list's lock (the count read with Volatile.Read); handlers by the
// pool's event accessors (a delegate field, replaced whole).
// Proof and details: src/Runtime/DESIGN.md#affinepool ("Faults")

namespace PerfBuf.Runtime.Scheduling;

/// <summary>A pool's recorded faults and its Faulted handlers.</summary>
internal sealed class PoolFaultLog(int maxRecorded)
{
    private readonly List<AffinePoolFault> _faults = [];
    private int _count; // under the lock; read with Volatile.Read

    /// <summary>The pool's Faulted handlers (its event's backing field).</summary>
    public Action<AffinePoolFault>? Handlers;

    /// <summary>The first faults seen, oldest first (a snapshot).</summary>
    public IReadOnlyList<AffinePoolFault> Faults
    {
        get
        {
            lock (_faults)
            {
                return _faults.ToArray();
            }
        }
    }

    /// <summary>Every fault seen.</summary>
    public int Count => Volatile.Read(ref _count);

    /// <summary>Records a fault of <paramref name="worker"/> (-1: none) and raises it to the handlers.</summary>
    public void Report(int worker, Exception exception)
    {
        var fault = new AffinePoolFault(worker, exception);
        Record(fault);
        var handlers = Handlers;
        if (handlers is null)
        {
            return;
        }
        try
        {
            handlers(fault);
        }
        catch (Exception handlerFault)
        {
            Record(new AffinePoolFault(worker, handlerFault, InFaultedHandler: true)); // not raised again
        }
    }

    private void Record(AffinePoolFault fault)
    {
        lock (_faults)
        {
            _count++;
            if (_faults.Count < maxRecorded)
            {
                _faults.Add(fault);
            }
        }
    }

    /// <summary>Tells <paramref name="item"/>, if it wants to hear it, that <paramref name="pool"/> dropped it in a
    /// discarding shutdown; a Dropped that throws is a fault of <paramref name="worker"/>.</summary>
    public void TellDropped(IThreadPoolWorkItem item, object pool, int worker)
    {
        if (item is not IDroppableWorkItem droppable)
        {
            return;
        }
        try
        {
            droppable.Dropped($"{pool} dropped it in a discarding shutdown (ShutdownAsync(drain: false))");
        }
        catch (Exception e)
        {
            Report(worker, e);
        }
    }
}
