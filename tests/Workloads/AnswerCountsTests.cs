using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Tests.Workloads;

/// <summary>The actors' own count of their answers (E11's seed 000 workload), and the one planted fault it can carry.</summary>
public sealed class AnswerCountsTests
{
    [Fact]
    public void Each_actor_counts_one_answer_per_request()
    {
        var answers = new AnswerCounts(3);
        Assert.Equal(AnswerCounts.NoFault, answers.AnswersTwice);
        Assert.Equal(1, answers.Answer(0));
        Assert.Equal(1, answers.Answer(2));
        Assert.Equal(1, answers.Answer(2));
        Assert.Equal([1L, 0L, 2L], [answers.Of(0), answers.Of(1), answers.Of(2)]);
        Assert.Equal(3, answers.Total);
    }

    [Fact]
    public void The_planted_actor_answers_its_first_request_twice_and_later_ones_once()
    {
        var answers = new AnswerCounts(3, answersTwice: 1);
        Assert.Equal(1, answers.Answer(0));
        Assert.Equal(2, answers.Answer(1));
        Assert.Equal(1, answers.Answer(1));
        Assert.Equal(3, answers.Of(1));
        Assert.Equal(4, answers.Total);
    }

    [Fact]
    public void No_actors_or_a_planted_actor_out_of_range_is_refused()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new AnswerCounts(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => new AnswerCounts(2, answersTwice: 2));
        Assert.Throws<ArgumentOutOfRangeException>(() => new AnswerCounts(2, answersTwice: -2));
    }
}
