using System.Reflection;
using BenchmarkDotNet.Running;

namespace PerfBuf.Lab;

/// <summary>
/// One benchmark case run in this process the way BenchmarkDotNet runs it: parameters set, the matching [GlobalSetup],
/// the workload method (waited for if it returns a task) as often as asked, then [GlobalCleanup] at disposal. Used by the
/// experiments' smoke test and by <c>./lab disasm</c> (which runs a case until the JIT has compiled its final code).
/// </summary>
public sealed class InProcessCase : IDisposable
{
    private readonly BenchmarkCase _case;
    private readonly object _instance;
    private bool _disposed;

    public InProcessCase(BenchmarkCase benchmarkCase)
    {
        _case = benchmarkCase;
        var type = benchmarkCase.Descriptor.Type;
        _instance = Activator.CreateInstance(type)!;
        foreach (var parameter in benchmarkCase.Parameters.Items)
        {
            if (type.GetProperty(parameter.Name, BindingFlags.Public | BindingFlags.Instance) is { } property)
            {
                property.SetValue(_instance, parameter.Value);
            }
            else
            {
                type.GetField(parameter.Name, BindingFlags.Public | BindingFlags.Instance)!.SetValue(_instance, parameter.Value);
            }
        }
        Call(benchmarkCase.Descriptor.GlobalSetupMethod);
    }

    /// <summary>One invocation of the workload method.</summary>
    public void Invoke() => Call(_case.Descriptor.WorkloadMethod);

    /// <summary>The values of the benchmark object's fields of type <typeparamref name="T"/> (what its setup built).</summary>
    public IEnumerable<T> Fields<T>() =>
        _case.Descriptor.Type.GetFields(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance)
            .Select(f => f.GetValue(_instance)).OfType<T>();

    /// <summary>Runs [GlobalCleanup] once.</summary>
    public void Dispose()
    {
        if (!_disposed)
        {
            _disposed = true;
            Call(_case.Descriptor.GlobalCleanupMethod);
        }
    }

    /// <summary>Sets up, invokes once and cleans up.</summary>
    public static void RunOnce(BenchmarkCase benchmarkCase)
    {
        using var run = new InProcessCase(benchmarkCase);
        run.Invoke();
    }

    private void Call(MethodInfo? method)
    {
        if (method is null)
        {
            return;
        }
        object? result;
        try
        {
            result = method.Invoke(_instance, null);
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Capture(e.InnerException).Throw();
            throw;
        }
        if (result is Task task)
        {
            task.GetAwaiter().GetResult();
        }
    }
}
