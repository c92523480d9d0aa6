using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Etlx;
using Microsoft.Diagnostics.Tracing.Stacks;
using Microsoft.Diagnostics.Tracing.Stacks.Formats;

namespace PerfBuf.Profiling.Tracing;

/// <summary>Turns the sample profiler's stacks in a <c>.nettrace</c> into a speedscope JSON file (speedscope.app).</summary>
public static class SpeedScopeExport
{
    /// <summary>
    /// Writes <paramref name="speedScopePath"/> from <paramref name="nettracePath"/>: one profile per thread, one
    /// sample per SampleProfiler event, method names from the runtime's rundown. Returns the number of samples.
    /// </summary>
    public static int Write(string nettracePath, string speedScopePath)
    {
        // TraceLog needs its own indexed copy (.etlx); keep it beside the output only while converting
        var etlx = Path.ChangeExtension(speedScopePath, ".etlx");
        try
        {
            TraceLog.CreateFromEventPipeDataFile(nettracePath, etlx);
            using var log = new TraceLog(etlx);
            var stacks = new MutableTraceEventStackSource(log) { OnlyManagedCodeStacks = true };
            var samples = 0;
            foreach (var e in log.Events)
            {
                if (e.ProviderName != EventPipeCapture.SampleProfilerProvider)
                {
                    continue;
                }
                var sample = new StackSourceSample(stacks)
                {
                    TimeRelativeMSec = e.TimeStampRelativeMSec,
                    Metric = 1,
                    // the thread is the root frame of each stack: speedscope shows one profile per thread
                    StackIndex = stacks.GetCallStack(e.CallStackIndex(), e),
                };
                stacks.AddSample(sample);
                samples++;
            }
            stacks.DoneAddingSamples();
            SpeedScopeStackSourceWriter.WriteStackViewAsJson(stacks, speedScopePath);
            return samples;
        }
        finally
        {
            File.Delete(etlx);
        }
    }
}
