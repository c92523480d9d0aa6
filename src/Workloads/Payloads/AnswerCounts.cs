namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// The answers each of C actors sent in a request/response workload, counted by the actor itself as it answers
/// (<see cref="Answer"/>), so the client can check that every actor answered exactly once per request it got. Used by
/// E11's seed 000 workload (one request to each of C actors per round) in the lab's rows and in each peer's adapter.
/// </summary>
/// <remarks>
/// An actor's count is written only by that actor, one request at a time (its mailbox, grain scheduler or lock hands
/// the requests over); the client reads the counts after it has awaited every reply, and each reply's completion
/// publishes the count written before it. A planted fault (<see cref="AnswersTwice"/>) makes one actor answer its
/// first request twice, so a test proves the client's check catches an actor that answers too often.
/// </remarks>
public sealed class AnswerCounts
{
    /// <summary><see cref="AnswersTwice"/> when no actor answers twice.</summary>
    public const int NoFault = -1;

    private readonly long[] _answers;

    /// <param name="actors">C: the actors counted, numbered 0 … C − 1.</param>
    /// <param name="answersTwice">A planted fault: the actor that answers its first request twice, or <see cref="NoFault"/>.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="actors"/> is below 1, or <paramref name="answersTwice"/>
    /// is neither an actor's number nor <see cref="NoFault"/>.</exception>
    public AnswerCounts(int actors, int answersTwice = NoFault)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(answersTwice, NoFault);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(answersTwice, actors);
        _answers = new long[actors];
        AnswersTwice = answersTwice;
    }

    /// <summary>C.</summary>
    public int Actors => _answers.Length;

    /// <summary>The actor that answers its first request twice (a planted fault), or <see cref="NoFault"/>.</summary>
    public int AnswersTwice { get; }

    /// <summary>
    /// Actor <paramref name="actor"/> answers one request: counts its answers and returns how many it sends — 1, or 2
    /// for the first request of the actor <see cref="AnswersTwice"/> names.
    /// </summary>
    public int Answer(int actor)
    {
        var answers = actor == AnswersTwice && _answers[actor] == 0 ? 2 : 1;
        _answers[actor] += answers;
        return answers;
    }

    /// <summary>The answers actor <paramref name="actor"/> has sent so far.</summary>
    public long Of(int actor) => Volatile.Read(ref _answers[actor]);

    /// <summary>The answers every actor has sent so far.</summary>
    public long Total
    {
        get
        {
            var total = 0L;
            for (var actor = 0; actor < _answers.Length; actor++)
            {
                total += Of(actor);
            }
            return total;
        }
    }
}
