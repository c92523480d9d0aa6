using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Core;

/// <summary>Throws off the hot path: callers stay small enough to inline (docs/DESIGN.md §4).</summary>
[StackTraceHidden]
public static class ThrowHelper
{
    [DoesNotReturn]
    public static void ArgumentOutOfRange(string paramName, object? actual, string rule) =>
        throw new ArgumentOutOfRangeException(paramName, actual, rule);

    [DoesNotReturn]
    public static void Argument(string paramName, string message) => throw new ArgumentException(message, paramName);

    [DoesNotReturn]
    public static void InvalidOperation(string message) => throw new InvalidOperationException(message);

    [DoesNotReturn]
    public static void PlatformNotSupported(string message) => throw new PlatformNotSupportedException(message);

    /// <summary>Throws an exception that was made (and maybe handed to others) before: the same object.</summary>
    [DoesNotReturn]
    public static void Throw(Exception exception) => throw exception;

    [DoesNotReturn]
    public static void ObjectDisposed(string objectName) => throw new ObjectDisposedException(objectName);
}
