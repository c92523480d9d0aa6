using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Core;

/// <summary>
/// A value read from the OS, or the reason there is none ("not available on this OS/VM: …").
/// </summary>
/// <remarks>
/// Counters and affinity calls return this instead of throwing or inventing a number: a caller that prints
/// a column prints <see cref="Reason"/> (or "n/a") when <see cref="HasValue"/> is false. The default value
/// is "not available" with a generic reason, so an uninitialised outcome never reads as a measurement.
/// </remarks>
public readonly struct Outcome<T>
{
    private readonly T? _value;
    private readonly string? _reason;
    private readonly bool _hasValue;

    private Outcome(T value)
    {
        _value = value;
        _reason = null;
        _hasValue = true;
    }

    private Outcome(string reason)
    {
        _value = default;
        _reason = reason;
        _hasValue = false;
    }

    /// <summary>A successful result.</summary>
    public static Outcome<T> Ok(T value) => new(value);

    /// <summary>No value, and why (shown to users as is).</summary>
    public static Outcome<T> NotAvailable(string reason)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(reason);
        return new Outcome<T>(reason);
    }

    /// <summary>True when <see cref="Value"/> holds a real reading.</summary>
    [MemberNotNullWhen(false, nameof(Reason))]
    public bool HasValue => _hasValue;

    /// <summary>Why there is no value; null when there is one.</summary>
    public string? Reason => _hasValue ? null : _reason ?? "not available: the outcome was never set";

    /// <summary>The value; throws <see cref="InvalidOperationException"/> carrying <see cref="Reason"/> when there is none.</summary>
    public T Value
    {
        get
        {
            if (!_hasValue)
            {
                ThrowHelper.InvalidOperation(Reason!);
            }
            return _value!;
        }
    }

    public bool TryGetValue([MaybeNullWhen(false)] out T value)
    {
        value = _value;
        return _hasValue;
    }

    /// <summary>Applies <paramref name="map"/> to a value; passes a reason through unchanged.</summary>
    public Outcome<TResult> Select<TResult>(Func<T, TResult> map)
    {
        ArgumentNullException.ThrowIfNull(map);
        return _hasValue ? Outcome<TResult>.Ok(map(_value!)) : Outcome<TResult>.NotAvailable(Reason!);
    }

    public override string ToString() => _hasValue ? $"{_value}" : $"n/a ({Reason})";
}

/// <summary>Shorthands that infer <c>T</c>.</summary>
public static class Outcome
{
    public static Outcome<T> Ok<T>(T value) => Outcome<T>.Ok(value);

    public static Outcome<T> NotAvailable<T>(string reason) => Outcome<T>.NotAvailable(reason);

    /// <summary>The standard wording for "this OS has no such facility": <c>not available on this OS (…): {why}</c>.</summary>
    public static string NotOnThisOs(string why) =>
        $"not available on this OS ({System.Runtime.InteropServices.RuntimeInformation.OSDescription}): {why}";
}
