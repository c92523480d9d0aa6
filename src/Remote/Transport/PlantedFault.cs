using System.Globalization;

namespace PerfBuf.Remote.Transport;

/// <summary>A fault a test plants in a serving node (its <c>--fault kind:after</c> argument).</summary>
public enum FaultKind
{
    /// <summary>No fault.</summary>
    None,

    /// <summary>Closes the connection without a goodbye (FIN).</summary>
    Disconnect,

    /// <summary>Resets the connection (RST: linger 0).</summary>
    Reset,

    /// <summary>Sends the first half of a frame, then closes.</summary>
    Truncate,

    /// <summary>Sends a header announcing a frame above the maximum.</summary>
    Oversize,

    /// <summary>Sends a frame of another wire version.</summary>
    WrongVersion,

    /// <summary>The node's process exits at once (a crash: the kernel closes its sockets).</summary>
    Crash,

    /// <summary>The node stops answering and ignores a request to stop (a hang: only a kill ends it).</summary>
    Hang,
}

/// <summary>A planted fault and the frame count after which it strikes.</summary>
public readonly record struct PlantedFault(FaultKind Kind, long After)
{
    /// <summary>No fault.</summary>
    public static PlantedFault None => new(FaultKind.None, 0);

    /// <summary>Parses "<c>kind:after</c>" (e.g. <c>truncate:100</c>); kinds as <see cref="FaultKind"/>, case-insensitive, with dashes.</summary>
    /// <exception cref="ArgumentException">Not of that form.</exception>
    public static PlantedFault Parse(string text)
    {
        ArgumentNullException.ThrowIfNull(text);
        var parts = text.Split(':');
        if (parts.Length != 2 || !Enum.TryParse<FaultKind>(parts[0].Replace("-", "", StringComparison.Ordinal), ignoreCase: true, out var kind)
            || kind == FaultKind.None || !long.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var after))
        {
            throw new ArgumentException(
                $"a fault is kind:after with kind one of {string.Join(", ", Enum.GetNames<FaultKind>().Skip(1).Select(n => n.ToLowerInvariant()))} and after a frame count; got '{text}'",
                nameof(text));
        }
        return new PlantedFault(kind, after);
    }

    public override string ToString() => Kind == FaultKind.None ? "none" : $"{Kind.ToString().ToLowerInvariant()}:{After}";
}
