using System.Net;
using System.Net.Sockets;
using PerfBuf.Remote;
using PerfBuf.Remote.Transport;
using PerfBuf.Remote.Wire;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// A clean close keeps every frame whose Send returned, on either transport: two connected connections on loopback, four threads
/// sending on each side while one side closes; every Send that returned normally is received by the peer, in order,
/// and every Send after the goodbye throws a RemoteException that says the connection is closed. Both goodbyes are
/// raced: the closing side's (CloseAsync) by its own senders, the answer to it by the other side's. A client that closes
/// with requests in flight gets every one answered before the server's goodbye; a node that cannot answer them fails
/// the connection with an error that says how many, and the closing side does not report a clean close.
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class ConnectionCloseTests
{
    private const int Senders = 4;
    // far more than a sender gets out before the close reaches its side (the answering side receives everything sent
    // before the goodbye first): every sender is refused mid-way
    private const int PerSender = 2_000_000;

    /// <summary>Counts the message frames of each sender (Target = the sender's index, Value = its sequence number) and
    /// notes the first frame out of order.</summary>
    private readonly struct CountingSink(long[] received, string?[] violation) : IFrameSink
    {
        public void OnFrame(in Frame frame)
        {
            var sender = frame.Target;
            if (sender < 0 || sender >= received.Length)
            {
                violation[0] ??= $"a frame from unknown sender {sender}";
                return;
            }
            if (frame.Value != received[sender])
            {
                violation[0] ??= $"sender {sender}: frame {frame.Value} where {received[sender]} was due";
            }
            Volatile.Write(ref received[sender], received[sender] + 1);
        }
    }

    private sealed class Side
    {
        public readonly long[] Received = new long[Senders]; // what this side received, per peer sender
        public readonly string?[] Violation = new string?[1];
        public readonly long[] Returned = new long[Senders]; // this side's Sends that returned normally, per sender
        public readonly string?[] Refusal = new string?[Senders]; // the message of the first refused Send
        public IFrameConnection Connection = null!;
    }

    [Theory]
    [InlineData(TransportKind.Pipe)]
    [InlineData(TransportKind.Direct)]
    public Task Every_send_that_returned_before_a_clean_close_is_received(TransportKind kind) => Guarded(async () =>
    {
        for (var round = 0; round < 5; round++)
        {
            var (closer, answerer) = await Connect(kind);
            var threads = new Thread[2 * Senders];
            for (var i = 0; i < Senders; i++)
            {
                threads[i] = StartSender(closer, i);
                threads[Senders + i] = StartSender(answerer, i);
            }
            // close while every sender on both sides is mid-way
            SpinUntil(() => Enumerable.Range(0, Senders).All(i =>
                    Volatile.Read(ref closer.Returned[i]) >= 2_000 && Volatile.Read(ref answerer.Returned[i]) >= 2_000),
                "the senders under way", () => closer.Returned.Sum() + answerer.Returned.Sum());
            await Bounded(closer.Connection.CloseAsync(), "the close");
            foreach (var thread in threads)
            {
                Assert.True(thread.Join(Hang), "a sender did not finish (a Send that blocks on a closed connection?)");
            }
            await Bounded(answerer.Connection.Completion, "the answering side's clean end");
            await answerer.Connection.CloseAsync();
            Assert.True(closer.Connection.Completion.IsCompletedSuccessfully, $"the closing side did not end cleanly: {closer.Connection.Completion.Exception?.InnerException?.Message}");
            foreach (var (from, to) in new[] { (closer, answerer), (answerer, closer) })
            {
                Assert.Null(to.Violation[0]);
                for (var s = 0; s < Senders; s++)
                {
                    Assert.Equal(from.Returned[s], Volatile.Read(ref to.Received[s]));
                }
            }
            foreach (var side in new[] { closer, answerer })
            {
                // the race happened on both sides: every sender was refused mid-way, with a clear message
                Assert.All(side.Refusal, r => Assert.Contains("closed", r ?? "(never refused)", StringComparison.Ordinal));
            }
        }
    });

    [Theory]
    [MemberData(nameof(LabTransportTests.Transports), MemberType = typeof(LabTransportTests))]
    public Task A_client_that_closes_with_requests_in_flight_gets_every_one_answered_first(TransportKind kind, ActorThreads actors) => Guarded(async () =>
    {
        const int requests = 200_000;
        await using var server = LabTransportServer.Start(new IPEndPoint(IPAddress.Loopback, 0), kind: kind, actors: actors);
        for (var round = 0; round < 3; round++)
        {
            var client = await LoopbackSockets.ConnectAsync(server.EndPoint, kind); // loopback only (the traffic rule)
            var answers = new long[1];
            var violation = new string?[1];
            var connection = FrameConnection.Start(kind, client, "client", _ => new AnswerSink(answers, violation));
            for (var r = 0; r < requests; r++)
            {
                connection.Send(Frame.Message(1 + r % 4, 0, r)); // to echo actors 1–4, each answering to replyTo 0
            }
            await Bounded(connection.CloseAsync(), "the close", () => connection.FramesReceived); // at once: most are in flight
            Assert.True(connection.Completion.IsCompletedSuccessfully,
                $"the close was not clean: {connection.Completion.Exception?.InnerException?.Message}");
            Assert.Null(violation[0]);
            Assert.Equal(requests, connection.FramesSent);
            Assert.Equal(requests, Volatile.Read(ref answers[0])); // the client's tally: every request answered
        }
    });

    [Theory]
    [InlineData(TransportKind.Pipe)]
    [InlineData(TransportKind.Direct)]
    public Task A_node_that_cannot_answer_what_it_was_asked_ends_the_close_with_an_error_saying_how_many(TransportKind kind) => Guarded(async () =>
    {
        var (closer, answerer) = await Connect(kind, answererUnanswered: _ => 3); // three requests that never get their answers
        await Bounded(closer.Connection.CloseAsync(), "the close");
        var failure = await Assert.ThrowsAsync<RemoteException>(() => answerer.Connection.Completion.WaitAsync(Hang));
        Assert.Contains("3 requests received before the peer's goodbye were still unanswered", failure.Message, StringComparison.Ordinal);
        Assert.True(closer.Connection.Completion.IsFaulted, "the closing side reported a clean close with requests unanswered");
        await answerer.Connection.CloseAsync();
    });

    /// <summary>Counts answers and checks each against a request the client sent (values 0 … requests − 1).</summary>
    private readonly struct AnswerSink(long[] answers, string?[] violation) : IFrameSink
    {
        public void OnFrame(in Frame frame)
        {
            if (frame.Target != 0 || frame.ReplyTo != 1 + frame.Value % 4)
            {
                violation[0] ??= $"an answer to {frame.Target} from {frame.ReplyTo} for request {frame.Value}";
            }
            Volatile.Write(ref answers[0], answers[0] + 1);
        }
    }

    private static Thread StartSender(Side side, int index)
    {
        var thread = new Thread(() =>
        {
            for (long n = 0; n < PerSender; n++)
            {
                try
                {
                    side.Connection.Send(Frame.Message(index, 0, n));
                }
                catch (RemoteException e)
                {
                    side.Refusal[index] = e.Message;
                    return;
                }
                catch (Exception e) // never let a thread's exception reach the process: the checks name it
                {
                    side.Refusal[index] = $"unexpected {e.GetType().Name}: {e.Message}";
                    return;
                }
                Volatile.Write(ref side.Returned[index], n + 1);
            }
        }) { IsBackground = true, Name = $"sender {index}" };
        thread.Start();
        return thread;
    }

    private static async Task<(Side Closer, Side Answerer)> Connect(TransportKind kind, Func<IFrameConnection, long>? answererUnanswered = null)
    {
        var (client, server) = await LoopbackSockets.ConnectedPairAsync(kind);
        var closer = new Side();
        var answerer = new Side();
        closer.Connection = FrameConnection.Start(kind, client, "closer", _ => new CountingSink(closer.Received, closer.Violation));
        answerer.Connection = FrameConnection.Start(kind, server, "answerer", _ => new CountingSink(answerer.Received, answerer.Violation),
            answererUnanswered);
        return (closer, answerer);
    }
}
