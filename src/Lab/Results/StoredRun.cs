using System.Text.Json;

namespace PerfBuf.Lab;

/// <summary>A run stored under results/&lt;machine-id&gt;/&lt;Exx&gt;/&lt;yyyyMMdd-HHmmss&gt;-&lt;sha&gt;/.</summary>
public sealed class StoredRun(string directory, EnvRecord record)
{
    public string Directory { get; } = directory;
    public EnvRecord Record { get; } = record;
    public string Name => Path.GetFileName(Directory);

    private List<ResultRow>? _rows;
    private IReadOnlyList<PeerProvenance>? _peers;
    private bool _peersRead;

    /// <summary>The peers compiled into this run (its peers.json), or null for a run that did not record them.</summary>
    public IReadOnlyList<PeerProvenance>? Peers
    {
        get
        {
            if (!_peersRead)
            {
                _peers = ResultStore.ReadPeers(Directory);
                _peersRead = true;
            }
            return _peers;
        }
    }

    /// <summary>Every row of every benchmark class in this run (from the <c>-lab.json</c> files).</summary>
    public IReadOnlyList<ResultRow> Rows => _rows ??= LoadRows();

    private List<ResultRow> LoadRows()
    {
        var rows = new List<ResultRow>();
        foreach (var file in System.IO.Directory.EnumerateFiles(Directory, "*-lab.json").Order(StringComparer.Ordinal))
        {
            var content = JsonSerializer.Deserialize<LabJsonFile>(File.ReadAllText(file), LabJsonFile.JsonOptions);
            if (content is not null)
            {
                rows.AddRange(content.Rows);
            }
        }
        return rows;
    }

    /// <summary>The row <paramref name="key"/> names; for a "best of", the one lowest in <paramref name="by"/> (the metric <paramref name="metricId"/> for <see cref="HeadlineMeasure.Metric"/>).</summary>
    public ResultRow? Find(RowKey key, HeadlineMeasure by = HeadlineMeasure.Time, string? metricId = null) =>
        Rows.Where(r => r.Success && r.Type == key.Type && Headline.MethodMatches(key, r.Method) && r.Parameters == key.Parameters)
            .MinBy(r => r.Measured(by, metricId) ?? double.MaxValue);
}
