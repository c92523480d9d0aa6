using System.Diagnostics;

namespace PerfBuf.Lab;

/// <summary>Runs a command-line tool the lab reads facts from (git, dotnet) and returns what it printed.</summary>
public static class ToolOutput
{
    /// <summary>
    /// The standard output of <paramref name="fileName"/> <paramref name="arguments"/> run in
    /// <paramref name="workingDirectory"/>; null when the tool is missing or exits with an error.
    /// </summary>
    public static string? Read(string fileName, string arguments, string workingDirectory)
    {
        try
        {
            var psi = new ProcessStartInfo(fileName, arguments)
            {
                WorkingDirectory = workingDirectory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            using var process = Process.Start(psi);
            if (process is null)
            {
                return null;
            }
            // both pipes are drained, so a tool that writes much to standard error cannot block on it
            var errors = process.StandardError.ReadToEndAsync();
            var output = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            errors.Wait();
            return process.ExitCode == 0 ? output : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null;
        }
    }
}
