using ScottPlot;
using ScottPlot.Panels;

namespace PerfBuf.Lab;

/// <summary>
/// A panel under a chart's x axis holding its caption (the machine and run the points come from, what the error
/// bars are), so the SVG says where its numbers come from even away from its write-up.
/// </summary>
public sealed class CaptionPanel : PanelBase
{
    private const float Gap = 6;

    /// <summary>A caption of one or more lines ('\n'), left-aligned under the chart, in <paramref name="fontName"/>.</summary>
    public CaptionPanel(string text, string fontName)
    {
        Edge = Edge.Bottom;
        Label = new LabelStyle
        {
            Text = text,
            FontName = fontName,
            FontSize = 11,
            ForeColor = Colors.DimGray,
            Alignment = Alignment.UpperLeft,
        };
    }

    /// <summary>The caption's text style.</summary>
    public LabelStyle Label { get; }

    public override float Measure(Paint paint) => Label.Measure(paint).Height + 2 * Gap;

    public override void Render(RenderPack rp, float size, float offset)
    {
        ArgumentNullException.ThrowIfNull(rp);
        var rect = GetPanelRect(rp.DataRect, size, offset, rp.Paint);
        Label.Render(rp.Canvas, new Pixel(rp.FigureRect.Left + Gap, rect.Top + Gap), rp.Paint);
    }
}
