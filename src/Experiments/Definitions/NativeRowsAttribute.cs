using PerfBuf.Core.Native;

namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Marks a benchmark class, or one benchmark method, whose rows run in the native floor (src/Native, docs/DESIGN.md §9):
/// they run only where the library is built (cmake and a C compiler when the lab was built); elsewhere they are left
/// out with the reason (<see cref="HostRowsAttribute"/>).
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false)]
public sealed class NativeRowsAttribute : HostRowsAttribute
{
    public override string What => "native rows";

    public override bool Available => NativeFloor.IsAvailable;

    public override string Reason => NativeFloor.Status.Reason ?? "";

    /// <summary>True when <paramref name="member"/> (a class or a benchmark method) is marked native.</summary>
    public static bool IsNative(System.Reflection.MemberInfo member) => member.IsDefined(typeof(NativeRowsAttribute), inherit: false);
}
