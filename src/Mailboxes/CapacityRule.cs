using System.Numerics;
using System.Runtime.CompilerServices;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes;

/// <summary>The one capacity rule of the bounded mailboxes (and of the linked queue's node pool).</summary>
internal static class CapacityRule
{
    /// <summary>Largest accepted capacity: indices are masked into an <see cref="int"/> array index.</summary>
    public const int Max = 1 << 30;

    /// <summary>Smallest accepted capacity: a per-slot sequence ring needs two slots to tell "free" from "full".</summary>
    public const int Min = 2;

    public const string Rule = "must be a power of two between 2 and 2^30 (1073741824)";

    /// <summary>Throws <see cref="ArgumentOutOfRangeException"/> naming the rule unless the value is valid.</summary>
    public static void Validate(int value, [CallerArgumentExpression(nameof(value))] string paramName = "capacity")
    {
        if (value < Min || value > Max || !BitOperations.IsPow2(value))
        {
            ThrowHelper.ArgumentOutOfRange(paramName, value, paramName + " " + Rule + ".");
        }
    }
}
