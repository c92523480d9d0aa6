namespace PerfBuf.Mailboxes;

/// <summary>What a non-blocking push did. A status, not an exception: full and closed are ordinary outcomes.</summary>
public enum PushStatus
{
    /// <summary>The item is in the mailbox and will be delivered exactly once.</summary>
    Ok,

    /// <summary>The mailbox had no free slot; nothing was written. Retry, back off or drop.</summary>
    Full,

    /// <summary>The mailbox was closed; nothing was written and nothing ever will be.</summary>
    Closed,
}
