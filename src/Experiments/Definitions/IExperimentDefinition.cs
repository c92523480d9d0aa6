namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// An experiment folder's definition (docs/DESIGN.md §3): the one place that says what the experiment asks, which
/// benchmark classes it runs and which headlines, tables and charts its write-up carries. The lab's catalogue
/// finds every implementation in this assembly, so adding an experiment is adding its folder.
/// </summary>
/// <remarks>Implementations have a public parameterless constructor; the catalogue creates each once.</remarks>
public interface IExperimentDefinition
{
    Experiment Experiment { get; }
}
