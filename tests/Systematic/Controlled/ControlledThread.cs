using Microsoft.Coyote.Runtime;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.Thread"/> in the controlled build, with the members the lab's actors use:
/// a started "thread" is a Coyote-controlled operation (Coyote's controlled Task.Run), and Yield/Sleep/SpinWait are
/// scheduling points that let the other operations run. Name and IsBackground are kept for the code that sets them.
/// </summary>
public sealed class ControlledThread(ThreadStart start)
{
    public bool IsBackground { get; set; }

    public string? Name { get; set; }

    /// <summary>The controlled operation running the thread's body, once started.</summary>
    public System.Threading.Tasks.Task? Operation { get; private set; }

    public void Start() => Operation = CoyoteTask.Run(() => start());

    /// <summary>Waits (a controlled wait: the other operations run meanwhile) until the started body has returned.</summary>
    public void Join()
    {
        if (Operation is { } operation)
        {
            CoyoteTask.Wait(operation);
        }
    }

    public static bool Yield()
    {
        SchedulingPoint.Yield();
        return true;
    }

    public static void Sleep(int millisecondsTimeout)
    {
        _ = millisecondsTimeout;
        SchedulingPoint.Yield();
    }

    public static void SpinWait(int iterations)
    {
        _ = iterations;
        SchedulingPoint.Yield();
    }
}
