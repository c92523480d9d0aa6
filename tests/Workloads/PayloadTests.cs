using System.Security.Cryptography;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Tests.Workloads;

public sealed class PayloadTests
{
    public static TheoryData<SumKernel> Kernels()
    {
        var data = new TheoryData<SumKernel>();
        foreach (var k in Enum.GetValues<SumKernel>())
        {
            data.Add(k);
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Every_accelerated_kernel_agrees_with_the_scalar_sum(SumKernel kernel)
    {
        if (!IntArraySum.IsAccelerated(kernel))
        {
            Assert.Throws<NotSupportedException>(() => IntArraySum.Sum([1, 2, 3], kernel));
            return;
        }
        var random = new Random(1234);
        foreach (var length in new[] { 0, 1, 3, 4, 7, 8, 15, 16, 17, 31, 33, 100, 1000, 1023 })
        {
            var values = Enumerable.Range(0, length).Select(_ => random.Next(int.MinValue, int.MaxValue)).ToArray();
            Assert.Equal(IntArraySum.Scalar(values), IntArraySum.Sum(values, kernel));
        }
    }

    [Fact]
    public void Scalar_sum_of_the_seed_payload()
    {
        var payload = Enumerable.Range(1, 100).ToArray();
        Assert.Equal(5050, IntArraySum.Sum(payload, SumKernel.Scalar));
        Assert.Equal(5050, IntArraySum.Sum(payload, IntArraySum.Best));
    }

    [Fact]
    public void Best_kernel_is_accelerated()
    {
        Assert.True(IntArraySum.IsAccelerated(IntArraySum.Best));
    }

    [Fact]
    public void Sha512_matches_the_platform_hash_and_rejects_a_short_buffer()
    {
        var input = Enumerable.Range(0, Sha512Payload.InputBytes).Select(i => (byte)i).ToArray();
        var hash = new byte[Sha512Payload.HashBytes];
        var head = Sha512Payload.Hash(input, hash);
        var expected = SHA512.HashData(input);
        Assert.Equal(expected, hash);
        Assert.Equal(BitConverter.ToInt64(expected), head);
        Assert.Throws<ArgumentException>(() => Sha512Payload.Hash(input, new byte[10]));
    }
}
