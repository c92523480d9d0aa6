// Design: the per-worker SynchronizationContext and TaskScheduler of an AffinePool (the pool's design note says how
// these are accepted while the pool drains and rerouted after it closed).
//
// Shape: thin adapters that turn a callback or a task into an IThreadPoolWorkItem for the pool's
//   EnqueueContinuation: counted in like any item (accepted as "inside" during a drain), pushed onto the worker's
//   queue, run in queue order. One small item per Post, Send or task. Post flows the poster's ExecutionContext and
//   a posted exception is a pool fault; Send runs inline on the worker's own thread, otherwise posts and blocks,
//   rethrowing the callback's exception; the TaskScheduler inlines only on the worker's thread and returns null
//   from GetScheduledTasks (only the worker may read its lock-free queue).
// Memory ordering: the hand-over is the queue's (release link, acquire read); a Send's completion is signalled with
//   ManualResetEventSlim.Set / Wait, which order the callback's effects before the caller's return.
// After the close, Post and tasks are rerouted to the worker's serial chain on the .NET thread pool (AffinePoolWorker).
// Known weaknesses: two workers that Send to each other deadlock; a dropped Post or task never runs.
// Proof and details: src/Runtime/DESIGN.md#affinepoolcontexts

using System.Runtime.ExceptionServices;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>The SynchronizationContext of one AffinePool worker.</summary>
internal sealed class AffinePoolSynchronizationContext(AffinePool pool, AffinePoolWorker worker) : SynchronizationContext
{
    /// <summary>Queues <paramref name="d"/> on this worker (or, after the pool closed, on the .NET thread pool).</summary>
    public override void Post(SendOrPostCallback d, object? state)
    {
        ArgumentNullException.ThrowIfNull(d);
        pool.EnqueueContinuation(worker, new PostItem(d, state, ExecutionContext.Capture()));
    }

    /// <summary>Runs <paramref name="d"/> on this worker and returns when it has run; inline when called on it.</summary>
    /// <exception cref="InvalidOperationException">The pool is closed, or a discarding shutdown dropped the call.</exception>
    public override void Send(SendOrPostCallback d, object? state)
    {
        ArgumentNullException.ThrowIfNull(d);
        if (AffinePool.IsOnWorker(pool, worker.Index))
        {
            d(state);
            return;
        }
        var item = new SendItem(d, state, ExecutionContext.Capture());
        if (!pool.TryAccept(fromInside: true))
        {
            throw new InvalidOperationException($"{pool} is shut down: Send cannot run on worker {worker.Index}.");
        }
        worker.Push(item);
        item.WaitAndRethrow();
    }

    /// <summary>The context has no per-copy state: every copy posts to the same worker.</summary>
    public override SynchronizationContext CreateCopy() => this;

    public override string ToString() => $"{pool} worker {worker.Index} context";

    /// <summary>Runs a callback under the ExecutionContext captured where it was posted (none: as is).</summary>
    private static void Invoke(SendOrPostCallback callback, object? state, ExecutionContext? context)
    {
        if (context is null)
        {
            callback(state);
            return;
        }
        ExecutionContext.Run(context, static s =>
        {
            var (callback, state) = ((SendOrPostCallback, object?))s!;
            callback(state);
        }, (callback, state));
    }

    private sealed class PostItem(SendOrPostCallback callback, object? state, ExecutionContext? context) : IThreadPoolWorkItem
    {
        public void Execute() => Invoke(callback, state, context);
    }

    private sealed class SendItem(SendOrPostCallback callback, object? state, ExecutionContext? context)
        : IThreadPoolWorkItem, IDroppableWorkItem
    {
        private readonly ManualResetEventSlim _done = new();
        private ExceptionDispatchInfo? _failure; // written before Set, read after Wait

        public void Execute()
        {
            try
            {
                Invoke(callback, state, context);
            }
            catch (Exception e)
            {
                _failure = ExceptionDispatchInfo.Capture(e); // the caller's exception, not the pool's fault
            }
            _done.Set();
        }

        public void Dropped(string reason)
        {
            _failure = ExceptionDispatchInfo.Capture(new InvalidOperationException($"Send was not run: {reason}."));
            _done.Set();
        }

        public void WaitAndRethrow()
        {
            _done.Wait(); // not disposed: Set may still be returning on the worker, and no kernel handle was made
            _failure?.Throw();
        }
    }
}

/// <summary>The TaskScheduler of one AffinePool worker.</summary>
internal sealed class AffinePoolTaskScheduler(AffinePool pool, AffinePoolWorker worker) : TaskScheduler
{
    /// <summary>One worker runs the tasks, one at a time — also after the pool closed: rerouted tasks then run on the
    /// .NET thread pool one at a time, in order, after the worker's last item.</summary>
    public override int MaximumConcurrencyLevel => 1;

    /// <summary>Queues the task on this worker (or, after the pool closed, on the .NET thread pool).</summary>
    protected override void QueueTask(Task task) => pool.EnqueueContinuation(worker, new TaskItem(this, task));

    /// <summary>Inlines only on this worker's own thread, or (after the close) on the thread running its rerouted chain:
    /// either way inside the one-at-a-time sequence.</summary>
    protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) =>
        (AffinePool.IsOnWorker(pool, worker.Index) || worker.IsRunningReroutedHere) && TryExecuteTask(task);

    /// <summary>Unsupported (null): the queue is lock-free and only the worker may read it.</summary>
    protected override IEnumerable<Task>? GetScheduledTasks() => null;

    public override string ToString() => $"{pool} worker {worker.Index} task scheduler";

    private void Run(Task task) => TryExecuteTask(task); // false when it already ran inline: nothing to do then

    private sealed class TaskItem(AffinePoolTaskScheduler scheduler, Task task) : IThreadPoolWorkItem
    {
        public void Execute() => scheduler.Run(task);
    }
}
