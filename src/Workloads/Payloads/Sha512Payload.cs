using System.Security.Cryptography;

namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// The seed notebook's heavier consumer work: a SHA-512 hash of a 100-byte buffer per message (its later tables'
/// "P = True"). Uses the platform's SHA-512 (OpenSSL on Linux, CNG on Windows) through the allocation-free
/// span API, so the cost measured is the hash, not the garbage.
/// </summary>
public static class Sha512Payload
{
    /// <summary>The input size the seed hashed.</summary>
    public const int InputBytes = 100;

    /// <summary>SHA-512's output size.</summary>
    public const int HashBytes = SHA512.HashSizeInBytes;

    /// <summary>Hashes <paramref name="input"/> into <paramref name="hash"/> and returns its first 8 bytes as a number
    /// (a cheap value for a benchmark to fold into its checksum).</summary>
    public static long Hash(ReadOnlySpan<byte> input, Span<byte> hash)
    {
        if (hash.Length < HashBytes)
        {
            throw new ArgumentException($"the hash buffer needs {HashBytes} bytes, got {hash.Length}", nameof(hash));
        }
        SHA512.HashData(input, hash);
        return BitConverter.ToInt64(hash);
    }
}
