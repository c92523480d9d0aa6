using System.Collections.Concurrent;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// <see cref="SeedFaithfulRun{TSet}"/> posts as the seed's program did: from long-lived hammer threads made with the
/// run, never from the measuring thread, one hammer for every actor or one per actor; its checks still fail on a
/// planted fault; a hammer that throws fails the invocation instead of leaving the measuring thread spinning. The
/// actors here are direct calls that record which thread posted to them (no mailbox: what is tested is who posts).
/// Planted faults are process-wide switches, so these run with the smoke tests, not beside them.
/// </summary>
[Collection(SmokeCollection.Name)]
public sealed class SeedFaithfulRunTests : IDisposable
{
    private const int Messages = 2_000;
    private const int Actors = 3;

    public void Dispose() => Check.PlantFault = false;

    /// <summary>Actors that handle each message on the posting thread and record that thread; one may throw.</summary>
    private readonly struct RecordingSet(ActorTally[] tallies, ConcurrentDictionary<int, int>[] posters, int throwAtMessage) : IActorSet
    {
        public int Count => tallies.Length;

        public void Post(int actor, int message)
        {
            posters[actor].AddOrUpdate(Environment.CurrentManagedThreadId, 1, (_, n) => n + 1);
            if (message == throwAtMessage)
            {
                throw new InvalidOperationException($"post of message {message} refused");
            }
            tallies[actor].Handle(message);
        }

        public void Stop()
        {
        }
    }

    private static (SeedFaithfulRun<RecordingSet> Run, ConcurrentDictionary<int, int>[] Posters, PayloadTable Table) Make(
        SeedProducers producers, int throwAtMessage = -2)
    {
        var table = PayloadTable.PerMessage(Work.SumScalar, 8, Messages, bytes: false);
        var posters = Enumerable.Range(0, Actors).Select(_ => new ConcurrentDictionary<int, int>()).ToArray();
        var run = new SeedFaithfulRun<RecordingSet>(t =>
        {
            foreach (var p in posters)
            {
                p.Clear();
            }
            return new RecordingSet(t, posters, throwAtMessage);
        }, table, Actors, producers);
        return (run, posters, table);
    }

    [Fact]
    public void One_hammer_thread_posts_every_delivery_and_the_measuring_thread_none()
    {
        var (run, posters, table) = Make(SeedProducers.OneHammer);
        using (run)
        {
            var hammers = new HashSet<int>();
            for (var invocation = 0; invocation < 3; invocation++)
            {
                Assert.Equal(Actors * table.Expected(Messages), run.Invoke());
                foreach (var actor in posters)
                {
                    var (thread, posts) = Assert.Single(actor);
                    Assert.Equal(Messages, posts);
                    Assert.NotEqual(Environment.CurrentManagedThreadId, thread);
                    hammers.Add(thread);
                }
            }
            Assert.Single(hammers); // the same long-lived thread in every invocation
        }
    }

    [Fact]
    public void Each_actor_has_its_own_hammer_thread_and_the_measuring_thread_posts_none()
    {
        var (run, posters, table) = Make(SeedProducers.HammerPerActor);
        using (run)
        {
            var first = new int[Actors];
            for (var invocation = 0; invocation < 3; invocation++)
            {
                Assert.Equal(Actors * table.Expected(Messages), run.Invoke());
                for (var a = 0; a < Actors; a++)
                {
                    var (thread, posts) = Assert.Single(posters[a]);
                    Assert.Equal(Messages, posts);
                    Assert.NotEqual(Environment.CurrentManagedThreadId, thread);
                    if (invocation == 0)
                    {
                        first[a] = thread;
                    }
                    Assert.Equal(first[a], thread); // long-lived: the same thread every invocation
                }
            }
            Assert.Equal(Actors, first.Distinct().Count());
        }
    }

    [Theory]
    [InlineData(SeedProducers.OneHammer)]
    [InlineData(SeedProducers.HammerPerActor)]
    public void A_planted_fault_fails_the_checksum(SeedProducers producers)
    {
        var (run, _, _) = Make(producers);
        using (run)
        {
            Check.PlantFault = true;
            var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
            Assert.Contains("checksum", error.Message);
        }
    }

    [Theory]
    [InlineData(SeedProducers.OneHammer)]
    [InlineData(SeedProducers.HammerPerActor)]
    public void A_hammer_that_throws_fails_the_invocation_instead_of_spinning_for_ever(SeedProducers producers)
    {
        var (run, _, _) = Make(producers, throwAtMessage: Messages / 2);
        using (run)
        {
            var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
            Assert.Contains("refused", error.Message);
        }
    }
}
