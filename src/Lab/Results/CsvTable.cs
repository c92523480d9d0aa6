using CsvHelper;

namespace PerfBuf.Lab;

/// <summary>
/// Reads the reference folders' CSV files (published tables and their mappings) into records keyed by the header
/// line's column names. Lines starting with '#' are comments; blank lines are skipped; a record shorter than the
/// header reads its missing fields as "".
/// </summary>
public static class CsvTable
{
    private static readonly CsvReaderOptions Format = new()
    {
        Separator = ',',
        CommentPrefix = '#',
        SkipEmptyLines = true,
        MissingField = CsvMissingFieldHandling.ReturnEmpty,
    };

    public static List<Dictionary<string, string>> Read(string path)
    {
        if (!File.Exists(path))
        {
            throw new LabUsageException($"missing file {path}");
        }
        using var csv = CsvReader.FromFile(path, Format);
        var records = new List<Dictionary<string, string>>();
        while (csv.Read())
        {
            var header = csv.Headers;
            var record = new Dictionary<string, string>(StringComparer.Ordinal);
            for (var c = 0; c < header.Count; c++)
            {
                record[header[c]] = csv.GetString(c);
            }
            records.Add(record);
        }
        return records;
    }
}
