using System.Text.Json;

namespace PerfBuf.Lab;

/// <summary>The content of a <c>-lab.json</c> file.</summary>
public sealed class LabJsonFile
{
    public static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true };

    public string Title { get; set; } = "";
    public List<ResultRow> Rows { get; set; } = [];
}
