namespace PerfBuf.Core.Padding;

/// <summary>
/// The one padding constant of the lab.
/// </summary>
/// <remarks>
/// A cache line is 64 bytes on every x86-64 and most ARM64 cores, yet we pad to 128. Intel cores since
/// Sandy Bridge run a "spatial" (adjacent-line) prefetcher that pulls the 64-byte line pair making up an
/// aligned 128-byte block, so two hot fields 64 bytes apart still trade ownership whenever one is written.
/// Apple M-series and some Neoverse cores have 128-byte lines outright. 128 therefore separates writers on
/// both families; the cost is memory (a padded index takes 256 bytes), which is negligible next to a ring.
/// A frozen 64-byte-padded ring (SpscRingPad64) stands beside the 128-byte one so the choice is measured, not assumed.
/// .NET cannot align an object to 128 bytes, so padded types put 128 bytes *on both sides* of the hot field:
/// whatever the object's alignment, no other field can share the field's 128-byte block.
/// </remarks>
public static class CacheLine
{
    /// <summary>Bytes of padding that separate two independently written fields.</summary>
    public const int Size = 128;

    /// <summary>The architectural cache-line size (the unit of coherence), for the 64-byte variants.</summary>
    public const int Hardware = 64;
}
