namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// The shapes of hand-over the experiments cover, in the order the answer page (ANSWERS.md) lists them: what a
/// developer choosing a mailbox needs to pass, between whom. An experiment's headline says which one it answers
/// (<see cref="Headline.Answers"/>).
/// </summary>
public enum HandOverShape
{
    SingleProducerStream,
    PingPong,
    MultiProducerStream,
    ActorOverhead,
    RequestResponse,
    FanOut,
    ActorPairs,
    CounterUnderManySenders,
    Spawning,
    WakingParkedConsumer,
    MovingBytes,
    BetweenProcesses,
}

/// <summary>Each <see cref="HandOverShape"/>'s title and what it is, as the answer page prints them.</summary>
public static class HandOverShapes
{
    public static (string Title, string What) Describe(HandOverShape shape) => shape switch
    {
        HandOverShape.SingleProducerStream => ("Single-producer stream",
            "One thread sends a stream of small messages to one other thread, which handles them in order."),
        HandOverShape.PingPong => ("Ping-pong between two threads",
            "One message goes to the other thread and one comes back before the next leaves: the latency of one hand-over each way."),
        HandOverShape.MultiProducerStream => ("Multi-producer stream",
            "Several threads send streams of small messages to one consumer thread."),
        HandOverShape.ActorOverhead => ("One actor's overhead",
            "What an actor's mailbox and dispatch add to each message, beside the handler's own work."),
        HandOverShape.RequestResponse => ("Request/response",
            "A caller asks an actor and waits for its reply: one or many requests in flight."),
        HandOverShape.FanOut => ("Fan-out",
            "Many actors, each fed its messages, on a few cores: the scheduler decides who runs where."),
        HandOverShape.ActorPairs => ("Pairs of actors",
            "Actors in pairs that message each other back and forth, many pairs at once."),
        HandOverShape.CounterUnderManySenders => ("A counter under many senders",
            "Many threads tell one actor, which keeps one counter: one hot mailbox."),
        HandOverShape.Spawning => ("Spawning",
            "Creating actors by the million (a tree of children that answer their parent), and collecting their answers."),
        HandOverShape.WakingParkedConsumer => ("Waking a parked consumer",
            "A message arrives after the consumer went idle: how long until it runs, and what the idle wait costs in CPU."),
        HandOverShape.MovingBytes => ("Moving bytes",
            "Payloads of bytes (64 B to 64 KB) handed from one thread to another."),
        HandOverShape.BetweenProcesses => ("Between processes and hosts",
            "Actor messages between two OS processes: on loopback, and between two network namespaces."),
        _ => throw new ArgumentOutOfRangeException(nameof(shape), shape, null),
    };
}
