using System.Reflection;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// Runs one benchmark case once, in this process, the way BenchmarkDotNet would: parameters set, the
/// matching [GlobalSetup], the workload method (awaited if it returns a task), [GlobalCleanup].
/// </summary>
internal static class SmokeRunner
{
    public static IReadOnlyList<BenchmarkCase> AllCases() =>
        [.. Catalog.All.SelectMany(e => e.Benchmarks)
            .SelectMany(t => BenchmarkConverter.TypeToBenchmarks(t, DefaultConfig.Instance).BenchmarksCases)
            .Where(bc => HostRowsAttribute.CanRun(bc.Descriptor.Type, bc.Descriptor.WorkloadMethod))];

    public static string Name(BenchmarkCase bc) =>
        $"{bc.Descriptor.Type.Name}.{bc.Descriptor.WorkloadMethod.Name} {bc.Parameters.PrintInfo}".TrimEnd();

    public static BenchmarkCase Find(string name) => AllCases().Single(bc => Name(bc) == name);

    public static void RunOnce(BenchmarkCase bc)
    {
        var instance = Activator.CreateInstance(bc.Descriptor.Type)!;
        foreach (var parameter in bc.Parameters.Items)
        {
            var type = bc.Descriptor.Type;
            var property = type.GetProperty(parameter.Name, BindingFlags.Public | BindingFlags.Instance);
            if (property is not null)
            {
                property.SetValue(instance, parameter.Value);
            }
            else
            {
                type.GetField(parameter.Name, BindingFlags.Public | BindingFlags.Instance)!.SetValue(instance, parameter.Value);
            }
        }
        Invoke(bc.Descriptor.GlobalSetupMethod, instance);
        try
        {
            Invoke(bc.Descriptor.WorkloadMethod, instance);
        }
        finally
        {
            Invoke(bc.Descriptor.GlobalCleanupMethod, instance);
        }
    }

    private static void Invoke(MethodInfo? method, object instance)
    {
        if (method is null)
        {
            return;
        }
        object? result;
        try
        {
            result = method.Invoke(instance, null);
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
