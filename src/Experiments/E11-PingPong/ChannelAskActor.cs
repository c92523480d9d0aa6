using System.Threading.Channels;

namespace PerfBuf.Experiments.E11;

/// <summary>
/// The plainest request/reply actor a .NET developer writes on <see cref="System.Threading.Channels"/>, E11's
/// ChannelActorCrossing rows: an unbounded <see cref="Channel{T}"/> (one reader: SingleReader = true; any number of
/// writers), a reading loop started with <see cref="Task.Run(Func{Task})"/> that drains the channel in bursts
/// (<c>while (await WaitToReadAsync()) while (TryRead(out m))</c>), and each request carrying its own
/// <see cref="TaskCompletionSource{TResult}"/>, created with <see cref="TaskCreationOptions.RunContinuationsAsynchronously"/>
/// and completed by the loop with the answer. Nothing of the lab's own (no ring, no pooled reply).
/// </summary>
/// <remarks>
/// <para>Where each half runs: a write that finds the loop waiting queues the loop's continuation to the thread pool
/// (the channel's default, AllowSynchronousContinuations = false), so the request is handled on a pool thread; the
/// reply's completion queues the asker's continuation to the thread pool (RunContinuationsAsynchronously), so the
/// asker's code never runs inline on the loop. That is the path of PoolActorCrossing's requests and replies: the
/// request through the mailbox to the actor's run, the reply's continuation queued to the pool.</para>
/// <para>Why a <see cref="TaskCompletionSource{TResult}"/> per request and not a pooled
/// <see cref="System.Threading.Tasks.Sources.IValueTaskSource{TResult}"/>: the former is what the documentation and
/// most code use for a reply, and what the peers' own asks are made of (MailboxProcessor's PostAndAsyncReply,
/// Proto.Actor's and Akka.NET's futures); a pool of reply sources, with its generations guarding a stale or second
/// completion, is the part of the lab's ask (src/Mailboxes/Actors/Ask.cs) the comparison is about, so the plain rival
/// does without it and pays its allocation per request (the task and its source), which the table shows.</para>
/// <para>An answer function that throws fails that request's task and the loop goes on; requests accepted before
/// <see cref="StopAsync"/> are all answered (the loop drains the completed channel); an ask after it fails at once.
/// Nothing is left pending.</para>
/// </remarks>
public sealed class ChannelAskActor<TRequest, TReply>
{
    private readonly Channel<Request> _mailbox = Channel.CreateUnbounded<Request>(new UnboundedChannelOptions { SingleReader = true });
    private readonly Func<TRequest, TReply> _answer;
    private readonly Task _loop;

    /// <param name="answer">Runs on the actor's loop, one request at a time; its result completes the request's reply.</param>
    public ChannelAskActor(Func<TRequest, TReply> answer)
    {
        ArgumentNullException.ThrowIfNull(answer);
        _answer = answer;
        _loop = Task.Run(RunAsync);
    }

    /// <summary>Sends <paramref name="request"/>; the task completes with its answer (on the thread pool). Never throws:
    /// an ask after <see cref="StopAsync"/> returns a failed task.</summary>
    public Task<TReply> AskAsync(TRequest request)
    {
        var reply = new TaskCompletionSource<TReply>(TaskCreationOptions.RunContinuationsAsynchronously);
        if (!_mailbox.Writer.TryWrite(new Request(request, reply)))
        {
            reply.SetException(new InvalidOperationException("the actor is stopped: the request was not accepted"));
        }
        return reply.Task;
    }

    /// <summary>Accepts no more requests and completes when every accepted one has been answered and the loop has ended.</summary>
    public Task StopAsync()
    {
        _mailbox.Writer.TryComplete();
        return _loop;
    }

    private async Task RunAsync()
    {
        var reader = _mailbox.Reader;
        while (await reader.WaitToReadAsync().ConfigureAwait(false))
        {
            while (reader.TryRead(out var message))
            {
                try
                {
                    message.Reply.TrySetResult(_answer(message.Value));
                }
                catch (Exception e)
                {
                    message.Reply.TrySetException(e);
                }
            }
        }
    }

    /// <summary>One message: the request and where its answer goes.</summary>
    private readonly record struct Request(TRequest Value, TaskCompletionSource<TReply> Reply);
}
