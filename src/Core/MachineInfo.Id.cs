using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace PerfBuf.Core;

/// <summary>
/// The slug results are filed under (results/&lt;machine-id&gt;/…): the CPU model without marketing noise, then
/// "-{physical}c{logical}t". "Intel(R) Core(TM) i9-9900K CPU @ 3.60GHz", 8, 16 → <c>intel-i9-9900k-8c16t</c>.
/// </summary>
public static partial class MachineId
{
    /// <summary>Builds the slug from a CPU model string and core counts. Pure: same input, same id.</summary>
    public static string From(string cpuModel, int physicalCores, int logicalCores)
    {
        ArgumentNullException.ThrowIfNull(cpuModel);
        ArgumentOutOfRangeException.ThrowIfLessThan(physicalCores, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(logicalCores, physicalCores);

        var model = cpuModel.ToLowerInvariant();
        model = Trademarks().Replace(model, " ");
        model = ClockSuffix().Replace(model, " ");       // "@ 3.60ghz"
        model = CoreCountWord().Replace(model, " ");     // "12-core"
        model = BrandCore().Replace(model, " ");         // "core" in "core i9-9900k"
        model = NoiseWords().Replace(model, " ");        // "cpu", "processor"

        var slug = new StringBuilder(model.Length + 8);
        foreach (var c in model)
        {
            var keep = c is >= 'a' and <= 'z' or >= '0' and <= '9' or '.';
            if (keep)
            {
                slug.Append(c);
            }
            else if (slug.Length > 0 && slug[^1] != '-')
            {
                slug.Append('-');
            }
        }
        var name = slug.ToString().Trim('-');
        if (name.Length == 0)
        {
            name = "unknown-cpu";
        }
        return string.Create(CultureInfo.InvariantCulture, $"{name}-{physicalCores}c{logicalCores}t");
    }

    [GeneratedRegex(@"\((r|tm|c)\)")]
    private static partial Regex Trademarks();

    [GeneratedRegex(@"@\s*[0-9.]+\s*[gm]hz")]
    private static partial Regex ClockSuffix();

    [GeneratedRegex(@"\b[0-9]+-core\b")]
    private static partial Regex CoreCountWord();

    [GeneratedRegex(@"\bcore\s+(?=i[3579]\b|i[3579]-)")]
    private static partial Regex BrandCore();

    [GeneratedRegex(@"\b(cpu|processor)\b")]
    private static partial Regex NoiseWords();
}
