using PerfBuf.Core.Native;

namespace PerfBuf.Tests.Native;

/// <summary>
/// A test of the native floor's C code: it runs where the library is built, and is reported as skipped, with the
/// reason (cmake or a C compiler missing when the lab was built, a library that does not load), where it is not.
/// <see cref="NativeBuildTests"/> fails instead where cmake and a C compiler are on PATH but the library is missing.
/// </summary>
public sealed class NativeFactAttribute : FactAttribute
{
    public NativeFactAttribute()
    {
        if (!NativeFloor.IsAvailable)
        {
            Skip = $"the native floor is not built here: {NativeFloor.Status.Reason}";
        }
    }
}

/// <inheritdoc cref="NativeFactAttribute"/>
public sealed class NativeTheoryAttribute : TheoryAttribute
{
    public NativeTheoryAttribute()
    {
        if (!NativeFloor.IsAvailable)
        {
            Skip = $"the native floor is not built here: {NativeFloor.Status.Reason}";
        }
    }
}
