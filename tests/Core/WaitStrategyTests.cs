using PerfBuf.Core.Waiting;

namespace PerfBuf.Tests.Core;

/// <summary><see cref="SpinThenParkWait"/> returns once the condition holds, and a parked waiter is never left asleep.</summary>
public sealed class WaitStrategyTests
{
    private sealed class Box
    {
        public long Value;
    }

    private struct AtLeast(Box box, long target) : IWaitCondition
    {
        public readonly bool IsSatisfied() => Volatile.Read(ref box.Value) >= target;
    }

    private static void HandOff(SpinThenParkWait publisherSide, Func<SpinThenParkWait> waiterSide, int rounds, Func<bool>? beforeFirstPublication = null)
    {
        // two threads take turns: the waiter waits for each value the publisher publishes, then acknowledges it;
        // the first publication waits for beforeFirstPublication (bounded) when given
        var data = new Box();
        var ack = new Box();
        var waiter = new Thread(() =>
        {
            var wait = waiterSide();
            for (long i = 1; i <= rounds; i++)
            {
                var condition = new AtLeast(data, i);
                wait.WaitUntil(ref condition);
                Volatile.Write(ref ack.Value, i);
            }
        }) { IsBackground = true };
        waiter.Start();
        // a round acknowledged is progress: the limit is 30 s without one, not 30 s for every round
        var acknowledged = new Progress().Counting(() => Volatile.Read(ref ack.Value)).Watch();
        while (beforeFirstPublication is not null && !beforeFirstPublication())
        {
            Assert.False(acknowledged.Stalled, "the waiter never reached the state the first publication waits for");
            Thread.Yield();
        }
        for (long i = 1; i <= rounds; i++)
        {
            Volatile.Write(ref data.Value, i);
            publisherSide.Wake();
            while (Volatile.Read(ref ack.Value) < i)
            {
                Assert.False(acknowledged.Stalled,
                    $"round {i}: the waiter never saw the publication ({acknowledged.Idle.TotalSeconds:F0} s without an acknowledgement: a lost wake-up)");
                Thread.Yield();
            }
        }
        Assert.True(waiter.Join(TimeSpan.FromSeconds(30)), "the waiter was left waiting (a lost wake-up)");
    }

    [Fact]
    public void Spin_then_park_never_loses_a_wake_up()
    {
        // no spinning or yielding at all: every wait that is not already satisfied parks, so each of the
        // 20 000 hand-offs races the publisher's Unpark against the waiter's Park. The first value is published
        // only once the waiter is a sleeper, whose re-check then finds nothing: at least that wait parks.
        var parker = new Parker();
        HandOff(new SpinThenParkWait(parker, 0, 0), () => new SpinThenParkWait(parker, 0, 0), rounds: 20_000,
            beforeFirstPublication: () => parker.Sleepers > 0);
        Assert.True(parker.Parks > 0, "the test never exercised parking");
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void Park_returns_at_once_when_the_condition_already_holds()
    {
        var parker = new Parker();
        var box = new Box { Value = 5 };
        var condition = new AtLeast(box, 5);
        parker.Park(ref condition);
        Assert.Equal(0, parker.Parks);
        Assert.Equal(0, parker.Sleepers);
    }

    [Fact]
    public void Unpark_without_a_sleeper_does_nothing_visible()
    {
        var parker = new Parker();
        parker.Unpark();
        Assert.Equal(0, parker.Sleepers);
        Assert.Equal(0, parker.Parks);
    }

    [Fact]
    public void Bad_arguments_are_rejected()
    {
        Assert.Throws<ArgumentNullException>(() => new SpinThenParkWait(null!));
        Assert.Throws<ArgumentOutOfRangeException>(() => new SpinThenParkWait(new Parker(), -1));
        Assert.Throws<ArgumentOutOfRangeException>(() => new SpinThenParkWait(new Parker(), 1, -1));
    }
}
