using System.Collections.Concurrent;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime on the lab's real affine pool (the other runtime tests use a keyed test scheduler): every run of an
/// actor executes on the worker its key maps to, messages from several senders arrive complete and in each sender's
/// order, asks are answered on the actor's worker, and a draining stop of the system leaves the pool idle.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class RuntimeOnAffinePoolTests
{
    /// <summary>Per message: the worker that handled it, checked against the actor's own worker; per sender: order.</summary>
    private sealed class Record(int senders)
    {
        public readonly long[] Next = new long[senders];
        public readonly ConcurrentBag<string> Failures = [];
        public long Handled;
    }

    private struct RecordingHandler(Record record, int expectedWorker) : IHandler<long>
    {
        public readonly void Handle(in long item)
        {
            if (AffinePool.CurrentWorker != expectedWorker)
            {
                record.Failures.Add($"ran on worker {AffinePool.CurrentWorker}, expected {expectedWorker}");
            }
            var sender = (int)(item >> 32);
            var sequence = item & 0xFFFF_FFFF;
            if (record.Next[sender] != sequence)
            {
                record.Failures.Add($"sender {sender}: got {sequence}, expected {record.Next[sender]}");
            }
            record.Next[sender] = sequence + 1;
            Interlocked.Increment(ref record.Handled);
        }
    }

    private struct EchoWorker : IHandler<Ask<int, int>>
    {
        public readonly void Handle(in Ask<int, int> item) => item.ReplyTo.Complete(AffinePool.CurrentWorker);
    }

    [Fact]
    public Task Every_run_of_an_actor_executes_on_its_keys_worker_with_no_loss_and_sender_order() => Guarded(async () =>
    {
        const int actors = 6, senders = 4, perSender = 20_000;
        await using var pool = new AffinePool(workers: 3, name: "runtime-affine");
        var system = new ActorSystem("on-affine");
        var records = new Record[actors];
        var refs = new ActorRef<long>[actors];
        for (var a = 0; a < actors; a++)
        {
            var record = records[a] = new Record(senders);
            var worker = pool.WorkerOf(a); // keys numbered in spawn order: actor a has key a
            refs[a] = system.Spawn<long, RecordingHandler>(() => new RecordingHandler(record, worker),
                new ActorOptions { Scheduler = pool, Throughput = 32 });
            Assert.Equal(a, refs[a].Key);
        }
        var threads = Enumerable.Range(0, senders).Select(s => new Thread(() =>
        {
            for (long i = 0; i < perSender; i++)
            {
                foreach (var actor in refs)
                {
                    actor.Tell(((long)s << 32) | i);
                }
            }
        })).ToArray();
        foreach (var t in threads) t.Start();
        foreach (var t in threads) t.Join();
        await Bounded(system.StopAllAsync(drain: true), "draining stop of every actor");
        Assert.Equal(0, system.LiveActors);
        for (var a = 0; a < actors; a++)
        {
            Assert.Empty(records[a].Failures);
            Assert.Equal((long)senders * perSender, records[a].Handled);
            Assert.All(records[a].Next, next => Assert.Equal(perSender, next));
            Assert.True(refs[a].Runs > 0);
        }
        var shutdown = await Bounded(pool.ShutdownAsync(drain: true), "pool shutdown");
        Assert.Equal(0, shutdown.Dropped);
        Assert.Equal(0, shutdown.Faults);
    });

    [Fact]
    public Task Asks_are_answered_on_the_actors_worker() => Guarded(async () =>
    {
        await using var pool = new AffinePool(workers: 2, name: "runtime-affine-ask");
        await using var system = new ActorSystem("ask-on-affine");
        var replies = new ReplyPool<int>(runContinuationsAsynchronously: true);
        var actor = system.Spawn<Ask<int, int>, AskHandler<int, int, EchoWorker>>(
            () => new AskHandler<int, int, EchoWorker>(new EchoWorker()), new ActorOptions { Scheduler = pool, Key = 7 });
        for (var i = 0; i < 1_000; i++)
        {
            Assert.Equal(pool.WorkerOf(7), await Bounded(actor.AskAsync(i, replies).AsTask(), "ask"));
        }
    });
}
