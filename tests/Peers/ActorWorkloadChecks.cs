namespace PerfBuf.Tests.Peers;

/// <summary>
/// E10's three workloads as the peer adapter tests drive them, on any adapter: a fan-out whose every actor must see
/// every message in the order it was posted, a ring whose token must visit every actor in turn, and a spawn whose every
/// actor must start and stop.
/// </summary>
internal static class ActorWorkloadChecks
{
    /// <summary>How long a workload may take before the test fails.</summary>
    public static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    /// <summary>Per actor: the messages it received, in order (each list written by its actor's runs only).</summary>
    public sealed class FanOutRecord(int actors, int messages)
    {
        private readonly List<int>[] _seen = [.. Enumerable.Range(0, actors).Select(_ => new List<int>(messages))];
        private readonly CountdownEvent _done = new(actors);

        public IReadOnlyList<Action<int>> Handlers => [.. Enumerable.Range(0, actors).Select(a => new Action<int>(m =>
        {
            _seen[a].Add(m);
            if (_seen[a].Count == messages)
            {
                _done.Signal();
            }
        }))];

        /// <summary>Posts 0…messages−1 to every actor through <paramref name="post"/>, then checks each actor's record.</summary>
        public void Run(Action<int, int> post)
        {
            for (var m = 0; m < messages; m++)
            {
                for (var a = 0; a < actors; a++)
                {
                    post(a, m);
                }
            }
            Assert.True(_done.Wait(Patience), "not every actor received every message");
            for (var a = 0; a < actors; a++)
            {
                Assert.Equal(Enumerable.Range(0, messages), _seen[a]);
            }
        }
    }

    /// <summary>A ring's hop function and its record: the token goes round until it reaches <paramref name="target"/>.</summary>
    public sealed class ChainRecord(int actors, long target)
    {
        private readonly List<(int Actor, long Token)> _hops = [];
        private readonly ManualResetEventSlim _done = new(false);

        public long Hop(int actor, long token)
        {
            _hops.Add((actor, token));
            if (token >= target)
            {
                _done.Set();
                return -1;
            }
            return token + 1;
        }

        /// <summary>Injects token 1 through <paramref name="inject"/> and checks that token t reached actor (t − 1) mod K.</summary>
        public void Run(Action<long> inject)
        {
            inject(1);
            Assert.True(_done.Wait(Patience), $"the token stopped after {_hops.Count} hops");
            Assert.Equal(target, _hops.Count);
            for (var i = 0; i < _hops.Count; i++)
            {
                Assert.Equal(((int)(i % actors), i + 1L), _hops[i]);
            }
        }
    }
}
