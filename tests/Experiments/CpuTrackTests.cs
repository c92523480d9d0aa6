using PerfBuf.Core.Threading;
using PerfBuf.Experiments.E10;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// A test that needs the current CPU (<see cref="ThreadAffinity.CurrentCpu"/>) and, with <see cref="Pins"/> CPUs, a
/// thread pinned to each of them: reported as skipped, with the reason, where the OS or this process's affinity mask
/// does not allow it.
/// </summary>
public sealed class CpuPinningFactAttribute : FactAttribute
{
    public CpuPinningFactAttribute(int pins = 1)
    {
        Pins = pins;
        Skip = SkipReason(pins);
    }

    /// <summary>How many distinct CPUs the test pins a thread to.</summary>
    public int Pins { get; }

    /// <summary>Null when the current CPU can be read and a thread can be pinned to <paramref name="pins"/> distinct CPUs.</summary>
    public static string? SkipReason(int pins)
    {
        if (CpuMigrations.Unavailable is { } reason)
        {
            return $"the current CPU cannot be read here ({reason}), so migrations are n/a";
        }
        var allowed = ThreadAffinity.AllowedCpus();
        if (!allowed.HasValue)
        {
            return $"this process's CPUs cannot be read ({allowed.Reason}), so no thread can be pinned";
        }
        if (allowed.Value.Count < pins)
        {
            return $"the test pins a thread to {pins} CPUs and this process may use {allowed.Value.Count}";
        }
        string? failure = null;
        OnThread(() =>
        {
            var pin = ThreadAffinity.Pin(allowed.Value[0]);
            if (!pin.HasValue)
            {
                failure = $"pinning a thread is not available here ({pin.Reason})";
                return;
            }
            pin.Value.Dispose();
        });
        return failure;
    }

    /// <summary>Runs <paramref name="body"/> on a fresh thread (affinity is per thread: no test or pool thread stays pinned).</summary>
    public static void OnThread(Action body)
    {
        Exception? error = null;
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
            catch (Exception e)
            {
                error = e;
            }
        });
        thread.Start();
        thread.Join();
        if (error is not null)
        {
            throw new Xunit.Sdk.XunitException($"on the test's own thread: {error}");
        }
    }
}

/// <summary>The migration counter E10's handlers run: it counts what it sees, and reads 0 where the thread cannot move.</summary>
public sealed class CpuTrackTests
{
    [CpuPinningFact]
    public void A_handler_pinned_to_one_cpu_never_migrates() => CpuPinningFactAttribute.OnThread(() =>
    {
        var cpu = ThreadAffinity.AllowedCpus().Value[0];
        var track = new CpuTrack();
        using (ThreadAffinity.Pin(cpu).Value)
        {
            for (var i = 0; i < 1_000; i++)
            {
                track.Record();
                if (i % 100 == 0)
                {
                    Thread.Yield(); // a chance to be descheduled: a pinned thread comes back on its CPU
                }
            }
        }
        Assert.Equal(999, track.Samples); // the first run has no previous one
        Assert.Equal(0, track.Migrations);
        Assert.Equal(0.0, CpuMigrations.Share([track]));
    });

    [CpuPinningFact(pins: 2)]
    public void A_handler_moved_to_another_cpu_counts_one_migration_per_move() => CpuPinningFactAttribute.OnThread(() =>
    {
        var cpus = ThreadAffinity.AllowedCpus().Value;
        var track = new CpuTrack();
        foreach (var cpu in new[] { cpus[0], cpus[1], cpus[1], cpus[0] })
        {
            using (ThreadAffinity.Pin(cpu).Value)
            {
                for (var i = 0; i < 10; i++)
                {
                    track.Record();
                }
            }
        }
        Assert.Equal(39, track.Samples);
        Assert.Equal(2, track.Migrations); // cpus[0] → cpus[1], then cpus[1] → cpus[0]; re-pinning to the same CPU is no move
        Assert.Equal(2.0 / 39, CpuMigrations.Share([track])!.Value, 12);
    });

    [CpuPinningFact]
    public async Task An_actor_whose_runs_are_all_on_one_pinned_affine_worker_never_migrates()
    {
        await using var pool = new AffinePool(workers: 1, pin: true, name: "cpu-track-affine");
        var pinning = Assert.Single(pool.Pinning);
        Assert.True(pinning.IsPinned, pinning.ToString());
        await using var system = new ActorSystem("cpu-track-affine");
        var track = new CpuTrack();
        var actor = system.Spawn<int, TrackingHandler>(() => new TrackingHandler(track), new ActorOptions { Scheduler = pool });
        const int Bursts = 20, PerBurst = 100;
        for (var burst = 0; burst < Bursts; burst++)
        {
            for (var i = 0; i < PerBurst; i++)
            {
                actor.Tell(i);
            }
            Thread.Sleep(1); // the actor goes idle between bursts: its next message starts a new run on the worker
        }
        Assert.Equal(0, await actor.StopAsync().WaitAsync(TimeSpan.FromSeconds(30)));
        Assert.True(actor.Runs >= Bursts * PerBurst / 64, $"{actor.Runs} runs"); // at most 64 messages a run
        Assert.Equal(Bursts * PerBurst - 1, track.Samples);
        Assert.Equal(0, track.Migrations);
    }

    /// <summary>Records the CPU of every message it handles.</summary>
    private readonly struct TrackingHandler(CpuTrack track) : IHandler<int>
    {
        public void Handle(in int message) => track.Record();
    }

    [Fact]
    public void The_share_adds_samples_and_migrations_over_actors_and_is_null_without_samples()
    {
        Assert.Null(CpuMigrations.Share([]));
        Assert.Null(CpuMigrations.Share([new CpuTrack(), new CpuTrack()])); // never ran
        Assert.Throws<ArgumentNullException>("tracks", () => CpuMigrations.Share(null!));
    }

    [Fact]
    public void The_current_cpu_can_be_read_on_linux()
    {
        // the migrations column relies on it; elsewhere it says n/a with the reason
        if (OperatingSystem.IsLinux())
        {
            Assert.Null(CpuMigrations.Unavailable);
        }
        else
        {
            Assert.True(CpuMigrations.Unavailable is not null || ThreadAffinity.CurrentCpu().HasValue);
        }
    }
}
