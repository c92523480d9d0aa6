using System.Globalization;

namespace PerfBuf.Core.Counters;

/// <summary>The live threads of a process, as <c>/proc/&lt;pid&gt;/task</c> lists them (kernel thread ids). Linux only.</summary>
internal static class ProcessTasks
{
    /// <summary>The <c>/proc/&lt;pid&gt;/task</c> folder of <paramref name="pid"/>.</summary>
    public static string Folder(int pid) => $"/proc/{pid.ToString(CultureInfo.InvariantCulture)}/task";

    /// <summary>The ids of the threads of <paramref name="pid"/> alive right now, or why they cannot be listed.</summary>
    public static Outcome<int[]> List(int pid)
    {
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<int[]>.NotAvailable(Outcome.NotOnThisOs("a process's threads are listed from Linux /proc"));
        }
        var folder = Folder(pid);
        try
        {
            var ids = new List<int>();
            foreach (var task in Directory.EnumerateDirectories(folder))
            {
                if (int.TryParse(Path.GetFileName(task), NumberStyles.None, CultureInfo.InvariantCulture, out var tid))
                {
                    ids.Add(tid);
                }
            }
            return Outcome<int[]>.Ok([.. ids]);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return Outcome<int[]>.NotAvailable($"cannot list {folder}: {e.Message}");
        }
    }
}
