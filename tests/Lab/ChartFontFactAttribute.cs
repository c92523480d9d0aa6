using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// A test that compares chart bytes: it runs where the charts' font is installed (every machine of the lab's image),
/// and is reported as skipped, with the reason, where it is not, since the text layout then differs.
/// </summary>
public sealed class ChartFontFactAttribute : FactAttribute
{
    public ChartFontFactAttribute()
    {
        if (!SvgChart.FontInstalled)
        {
            Skip = $"the charts' font {SvgChart.FontFamily} is not installed here (Debian: fonts-dejavu-core), so chart bytes differ";
        }
    }
}
