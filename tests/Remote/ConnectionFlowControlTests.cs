using System.Net;
using System.Net.Sockets;
using PerfBuf.Remote.Transport;
using PerfBuf.Remote.Wire;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// Bounded memory against a peer that stops reading, on either transport: a sender stops at the send window (Send waits, TrySend refuses)
/// instead of queueing without end, and goes on once the peer reads again, every frame delivered in order; a server
/// whose client sends without reading its replies stops reading that client's requests once one window of replies is
/// waiting, so the client's own sends back up into its window. Loopback only.
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class ConnectionFlowControlTests
{
    /// <summary>Far more frames than a window and the socket buffers hold (48 MB of frames).</summary>
    private const int Frames = 2_000_000;

    /// <summary>Stops the receive loop at its first frame until released (the peer stops reading), then counts the
    /// frames to target 0 (checking their order) in received[0] and any others in received[1].</summary>
    private readonly struct StallingSink(ManualResetEventSlim reading, long[] received, string?[] violation) : IFrameSink
    {
        public void OnFrame(in Frame frame)
        {
            if (!reading.IsSet && !reading.Wait(TimeSpan.FromMinutes(2)))
            {
                violation[0] ??= "never released";
            }
            if (frame.Target != 0)
            {
                Volatile.Write(ref received[1], received[1] + 1);
                return;
            }
            var at = received[0];
            if (frame.Value != at)
            {
                violation[0] ??= $"frame {frame.Value} where {at} was due";
            }
            Volatile.Write(ref received[0], at + 1);
        }
    }

    /// <summary>A thread that sends frames 0 … Frames − 1 to target <paramref name="target"/>, counting those whose Send
    /// returned; what it throws is kept (a thread's exception must not reach the process).</summary>
    private static Thread StartSender(IFrameConnection connection, int target, long[] sent, Exception?[] thrown, string name)
    {
        var thread = new Thread(() =>
        {
            try
            {
                for (long n = 0; n < Frames; n++)
                {
                    connection.Send(Frame.Message(target, 0, n));
                    Volatile.Write(ref sent[0], n + 1);
                }
            }
            catch (Exception e)
            {
                thrown[0] = e;
            }
        }) { IsBackground = true, Name = name };
        thread.Start();
        return thread;
    }

    [Theory]
    [InlineData(TransportKind.Pipe)]
    [InlineData(TransportKind.Direct)]
    public Task A_peer_that_stops_reading_stops_the_sender_at_the_window_and_nothing_is_lost(TransportKind kind) => Guarded(async () =>
    {
        using var reading = new ManualResetEventSlim(false);
        var received = new long[2];
        var violation = new string?[1];
        var (client, server) = await LoopbackSockets.ConnectedPairAsync(kind);
        await using var sender = FrameConnection.Start(kind, client, "sender", _ => new StallingSink(new ManualResetEventSlim(true), new long[2], new string?[1]));
        await using var peer = FrameConnection.Start(kind, server, "peer", _ => new StallingSink(reading, received, violation));
        var sent = new long[1];
        var thrown = new Exception?[1];
        var thread = StartSender(sender, 0, sent, thrown, "sender");
        try
        {
            var stalledAt = await UntilStill(() => Volatile.Read(ref sent[0]), () => HeldByWindow(sender), "the sender",
                () => State(sender, thrown[0]));
            Assert.True(stalledAt < Frames, $"all {Frames} frames were queued for a peer that reads nothing: no flow control");
            Assert.True(sender.QueuedBytes <= sender.SendWindowBytes + Frame.HeaderLength,
                $"{sender.QueuedBytes} B queued, over the {sender.SendWindowBytes} B window");
            // TrySend into the full window is refused; the socket may still take a little (its buffer grows), so try
            // until refused, at most a window's worth
            var accepted = 0L;
            while (sender.TrySend(Frame.Message(1, 0, accepted)))
            {
                Assert.True(++accepted <= sender.SendWindowBytes / Frame.HeaderLength, "TrySend kept queueing into a full window");
            }
            Assert.True(thread.IsAlive, "the sender's Send returned into a full window");

            reading.Set(); // the peer reads again: the sender goes on and everything arrives, in order
            Assert.True(thread.Join(Hang * 4), "the sender did not finish once the peer read again");
            Assert.Null(thrown[0]);
            SpinUntil(() => Volatile.Read(ref received[0]) == Frames && Volatile.Read(ref received[1]) == accepted,
                "every frame received", () => Volatile.Read(ref received[0]));
            Assert.Null(violation[0]);
        }
        finally
        {
            reading.Set(); // never leave the peer's receive loop held
        }
    });

    [Theory]
    [MemberData(nameof(LabTransportTests.Transports), MemberType = typeof(LabTransportTests))]
    public Task A_client_that_never_reads_its_replies_holds_the_server_to_one_window(TransportKind kind, ActorThreads actors) => Guarded(async () =>
    {
        await using var server = LabTransportServer.Start(new IPEndPoint(IPAddress.Loopback, 0), kind: kind, actors: actors);
        var socket = await LoopbackSockets.ConnectAsync(server.EndPoint, kind); // loopback only (the traffic rule)
        using var reading = new ManualResetEventSlim(false);
        var answers = new long[2];
        var violation = new string?[1];
        await using var client = FrameConnection.Start(kind, socket, "client", _ => new StallingSink(reading, answers, violation));
        var sent = new long[1];
        var thrown = new Exception?[1];
        var thread = StartSender(client, 1, sent, thrown, "client sender"); // to echo actor 1, answering to 0
        try
        {
            var stalledAt = await UntilStill(() => Volatile.Read(ref sent[0]), () => HeldByWindow(client), "the client's sender",
                () => $"{State(client, thrown[0])}; server: {string.Join(", ", server.Connections.Select(c => State(c, null)))}");
            Assert.True(stalledAt < Frames, $"the server took all {Frames} requests from a client that reads none of its replies");
            var held = Assert.Single(server.Connections);
            var waiting = held.FramesReceived - held.BytesOnWire / Frame.HeaderLength;
            // one window of requests whose replies are not on the wire, plus at most one read's frames (64 KiB)
            Assert.True(waiting <= held.SendWindowBytes / Frame.HeaderLength + 64 * 1024 / Frame.HeaderLength,
                $"the server holds {waiting} requests whose replies are not on the wire");
            Assert.True(held.QueuedBytes <= held.SendWindowBytes, $"the server queued {held.QueuedBytes} B of replies");

            reading.Set(); // the client reads again: every request is answered
            Assert.True(thread.Join(Hang * 4), "the client's sender did not finish once it read again");
            Assert.Null(thrown[0]);
            SpinUntil(() => Volatile.Read(ref answers[0]) == Frames, "every answer received", () => Volatile.Read(ref answers[0]));
            Assert.Null(violation[0]);
            await Bounded(client.CloseAsync(), "the close");
            Assert.True(client.Completion.IsCompletedSuccessfully, client.Completion.Exception?.InnerException?.Message);
        }
        finally
        {
            reading.Set();
        }
    });

    /// <summary>A sender that found the window full waits until the queue is under half of it, so a sender held by the
    /// window is one whose queue stands above half (the socket may still take a little, so the window need not be
    /// exactly full when it is seen).</summary>
    private static bool HeldByWindow(IFrameConnection connection) =>
        connection.QueuedBytes > connection.SendWindowBytes / 2;

    /// <summary>What a connection holds and how it ended, for a failure's message.</summary>
    private static string State(IFrameConnection c, Exception? thrown) =>
        $"{c.Node}: {c.QueuedBytes} B queued, {c.FramesSent} sent, {c.FramesReceived} received, {c.BytesOnWire} B on the wire, " +
        $"failure: {c.Failure?.Message ?? "none"}, sender threw: {thrown?.Message ?? "nothing"}";

    /// <summary>Polls <paramref name="count"/> until it stands still for half a second, or stops moving because it
    /// finished, and returns where it stood. Old code (no window) finishes all the frames, so the check after it fails;
    /// with the window, the count stands once <paramref name="full"/> (held by the window) holds. Bounded by time
    /// without progress.</summary>
    private static async Task<long> UntilStill(Func<long> count, Func<bool> full, string what, Func<string>? state = null)
    {
        var last = count();
        var still = 0;
        var stalled = System.Diagnostics.Stopwatch.StartNew();
        while (still < 5 || !(full() || last == Frames))
        {
            Assert.True(stalled.Elapsed < Hang, $"{what} neither moved nor filled its window for {Hang.TotalSeconds} s (at {last}; {state?.Invoke()})");
            await Task.Delay(100);
            var now = count();
            if (now != last)
            {
                stalled.Restart();
            }
            still = now == last ? still + 1 : 0;
            last = now;
        }
        return last;
    }
}
