using System.Diagnostics;
using System.Runtime.InteropServices;
using PerfBuf.Core.Counters;
using PerfBuf.Core.Native;

namespace PerfBuf.Tests.Core;

/// <summary>
/// <see cref="Futex"/>: a wait on a word that no longer holds the expected value returns at once; a wake releases a
/// thread asleep on the word; a timed wait on an unchanged word times out; elsewhere than Linux every call refuses with
/// <see cref="PlatformNotSupportedException"/>.
/// No assertion on how long anything takes: the waits are bounded, the outcomes are what the kernel guarantees.
/// </summary>
public sealed unsafe class FutexTests : IDisposable
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private readonly int* _word = (int*)NativeMemory.AlignedAlloc(sizeof(int), 64);

    public FutexTests() => *_word = 0;

    public void Dispose() => NativeMemory.AlignedFree(_word);

    [Fact]
    public void Wait_returns_at_once_when_the_word_holds_another_value()
    {
        *_word = 1;
        if (!Futex.IsSupported)
        {
            Assert.Throws<PlatformNotSupportedException>(() => Futex.Wait(ref *_word, 0));
            return;
        }
        Assert.Equal(FutexWaitResult.ValueDiffered, Futex.Wait(ref *_word, 0));
    }

    [Fact]
    public void A_wake_with_nobody_asleep_wakes_nobody_and_a_wake_of_none_is_refused()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => Futex.Wake(ref *_word, 0));
        if (!Futex.IsSupported)
        {
            Assert.Throws<PlatformNotSupportedException>(() => Futex.Wake(ref *_word, 1));
            return;
        }
        Assert.Equal(0, Futex.Wake(ref *_word, 1));
    }

    [Fact]
    public void A_wake_releases_a_waiter_asleep_on_the_word()
    {
        if (!Futex.IsSupported)
        {
            return; // the two tests above check the refusal
        }
        var word = (nint)_word;
        var results = new List<FutexWaitResult>();
        var waiter = new Thread(() =>
        {
            ref var w = ref *(int*)word;
            while (Volatile.Read(ref w) == 0)
            {
                results.Add(Futex.Wait(ref w, 0));
            }
        }) { IsBackground = true, Name = "futex-test-waiter" };
        waiter.Start();
        try
        {
            // a wake that finds a sleeper returns 1: then the waiter was asleep in the kernel (it goes back to sleep:
            // the word is still 0)
            var deadline = Stopwatch.StartNew();
            while (Futex.Wake(ref *_word, 1) == 0)
            {
                Assert.True(deadline.Elapsed < Patience, "the waiter never went to sleep on the word");
                Thread.Yield();
            }
        }
        finally
        {
            // the protocol's wake: store, then wake
            Volatile.Write(ref *_word, 1);
            Futex.Wake(ref *_word, 1);
            Assert.True(waiter.Join(Patience), "the waiter was not released by the store and the wake");
        }
        Assert.Contains(FutexWaitResult.Woken, results);
    }

    [Fact]
    public void A_timed_wait_times_out_on_an_unchanged_word_and_refuses_a_negative_timeout()
    {
        Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => Futex.Wait(ref *_word, 0, TimeSpan.FromTicks(-1))).ParamName);
        if (!Futex.IsSupported)
        {
            Assert.Throws<PlatformNotSupportedException>(() => Futex.Wait(ref *_word, 0, TimeSpan.Zero));
            return;
        }
        Assert.Equal(FutexWaitResult.TimedOut, Futex.Wait(ref *_word, 0, TimeSpan.Zero));
        var clock = Stopwatch.StartNew();
        FutexWaitResult result;
        do
        {
            result = Futex.Wait(ref *_word, 0, TimeSpan.FromMilliseconds(20)); // a spurious wake or a signal: again
            Assert.True(clock.Elapsed < Patience, "the timed wait never timed out");
        }
        while (result != FutexWaitResult.TimedOut);
        *_word = 1;
        Assert.Equal(FutexWaitResult.ValueDiffered, Futex.Wait(ref *_word, 0, TimeSpan.FromSeconds(1)));
    }
}

/// <summary><see cref="CpuClock"/>: both clocks move forward, and the process's includes the calling thread's; elsewhere than Linux neither is available.</summary>
public sealed class CpuClockTests
{
    [Fact]
    public void The_thread_clock_advances_with_work_and_the_process_clock_holds_it()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.False(CpuClock.ProcessNs().HasValue);
            Assert.False(CpuClock.CurrentThreadNs().HasValue);
            return;
        }
        var thread0 = CpuClock.CurrentThreadNs().Value;
        var deadline = Stopwatch.StartNew();
        long thread1;
        while ((thread1 = CpuClock.CurrentThreadNs().Value) == thread0)
        {
            Assert.True(deadline.Elapsed < TimeSpan.FromSeconds(30), "the thread's CPU clock never advanced");
        }
        var process = CpuClock.ProcessNs().Value;
        Assert.True(thread1 > thread0);
        Assert.True(process >= thread1, $"the process clock ({process} ns) is behind its own thread's ({thread1} ns)");
    }
}
