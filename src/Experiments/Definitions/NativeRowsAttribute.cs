using PerfBuf.Core.Native;

namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class, or one benchmark method, whose rows run in the native floor (src/Native, DESIGN.md §9). Its
/// experiment lists it like any other; where the library is not built (no cmake or C compiler when the lab was built)
/// the lab leaves those rows out of a run and says why in one line, as it does for a peer that does not restore, and
/// the tests skip them with the same reason. Write-ups are made from results alone, so their rows appear wherever
/// their results are.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false)]
public sealed class NativeRowsAttribute : Attribute
{
    /// <summary>True when <paramref name="member"/> (a class or a benchmark method) is marked native.</summary>
    public static bool IsNative(System.Reflection.MemberInfo member) => member.IsDefined(typeof(NativeRowsAttribute), inherit: false);

    /// <summary>True when class <paramref name="type"/> can run here: not a native class, or the library is built.</summary>
    public static bool CanRun(Type type) => !IsNative(type) || NativeFloor.IsAvailable;

    /// <summary>
    /// True when the benchmark <paramref name="method"/> of class <paramref name="type"/> can run here: neither is marked
    /// native, or the library is built. The one test every run and every smoke test applies to each benchmark case.
    /// </summary>
    public static bool CanRun(Type type, System.Reflection.MethodInfo method) => (!IsNative(type) && !IsNative(method)) || NativeFloor.IsAvailable;

    /// <summary>
    /// The line that says which native classes and rows of <paramref name="benchmarks"/> are left out here and why; null
    /// where none is.
    /// </summary>
    public static string? LeftOut(IEnumerable<Type> benchmarks)
    {
        var left = benchmarks.SelectMany(t => !CanRun(t)
                ? [t.Name]
                : t.GetMethods().Where(m => !CanRun(t, m)).Select(m => $"{t.Name}.{m.Name}"))
            .ToList();
        return left.Count == 0 ? null : $"native rows left out ({string.Join(", ", left)}): {NativeFloor.Status.Reason}";
    }
}
