using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>The reference folders' CSV as the lab reads it: header keys, comments, quoting, short records.</summary>
public sealed class CsvTableTests : IDisposable
{
    private readonly string _file = Path.Combine(Path.GetTempPath(), $"perfbuf-csv-{Guid.NewGuid():N}.csv");

    public void Dispose() => File.Delete(_file);

    [Fact]
    public void Reads_records_by_header_with_comments_quotes_and_short_records()
    {
        File.WriteAllText(_file,
            "# the seed's table 2, transcribed\n" +
            "table,Method,Mean,note\n" +
            "2,ThreadedActor,\"1,470.09 ms\",\"a \"\"quoted\"\" note, with a comma\"\n" +
            "\n" +
            "# a comment between records\n" +
            "3,Payload\n");
        var records = CsvTable.Read(_file);
        Assert.Equal(2, records.Count);
        Assert.Equal("ThreadedActor", records[0]["Method"]);
        Assert.Equal("1,470.09 ms", records[0]["Mean"]);
        Assert.Equal("a \"quoted\" note, with a comma", records[0]["note"]);
        Assert.Equal("Payload", records[1]["Method"]);
        Assert.Equal("", records[1]["Mean"]);
        Assert.Equal("", records[1]["note"]);
    }

    [Fact]
    public void A_missing_file_is_a_usage_error_naming_it()
    {
        var error = Assert.Throws<LabUsageException>(() => CsvTable.Read(_file));
        Assert.Contains(_file, error.Message, StringComparison.Ordinal);
    }
}
