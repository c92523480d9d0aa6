using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.ThreadPool"/> in the controlled build: a queued work item becomes a
/// Coyote-controlled operation, so the scheduler decides when (and interleaved with what) each pool actor run executes.
/// </summary>
public static class ControlledThreadPool
{
    public static bool UnsafeQueueUserWorkItem(IThreadPoolWorkItem callBack, bool preferLocal)
    {
        _ = preferLocal;
        CoyoteTask.Run(callBack.Execute);
        return true;
    }

    /// <summary>The state-passing overload (RunNextPool completes its shutdown with it): the call becomes a controlled operation too.</summary>
    public static bool UnsafeQueueUserWorkItem<TState>(Action<TState> callBack, TState state, bool preferLocal)
    {
        _ = preferLocal;
        CoyoteTask.Run(() => callBack(state));
        return true;
    }
}
