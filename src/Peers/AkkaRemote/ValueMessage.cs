using System.Buffers.Binary;
using Akka.Actor;
using Akka.Serialization;

namespace PerfBuf.Peers.AkkaRemote;

/// <summary>
/// The one message type of the Akka.Remote rows, both ways: a request and its answer each carry one 64-bit value
/// (the lab's own transport sends the value in a 24-byte frame with its target and reply-to; Akka.Remote sends the
/// target's and the sender's actor paths as strings in its envelope instead).
/// </summary>
internal sealed class ValueMessage(long value)
{
    /// <summary>The value the message carries.</summary>
    public long Value { get; } = value;

    public override string ToString() => $"ValueMessage({Value})";
}

/// <summary>
/// Writes a <see cref="ValueMessage"/> as its value's eight bytes, little-endian, without a manifest (the binding
/// names the type, so a reader needs none). Bound to the type in <see cref="AkkaRemoteConfig"/>.
/// </summary>
/// <remarks>
/// Without a binding Akka.NET would serialize the class with its default serializer for <c>System.Object</c>,
/// Newtonsoft.Json (JSON text naming the type). The serializer Akka.Remote ships for primitives
/// (<c>PrimitiveSerializers</c>, which RemotePingPong's <c>string</c> messages go through) also writes a long as eight
/// bytes but handles only <c>string</c>, <c>int</c> and <c>long</c>, and with its shipped
/// <c>use-legacy-behavior = on</c> adds the type's name and assembly as the manifest of every message. This is
/// the same eight bytes with no manifest: a user's own serializer, as Akka.NET's documentation recommends for speed,
/// in the Akka package itself (no extra package).
/// </remarks>
internal sealed class ValueMessageSerializer(ExtendedActorSystem system) : Serializer(system)
{
    /// <summary>The serializer's id on the wire (Akka.NET reserves 0–40 for its own).</summary>
    public const int Id = 1515;

    public override int Identifier => Id;

    public override bool IncludeManifest => false;

    public override byte[] ToBinary(object obj)
    {
        var bytes = new byte[sizeof(long)];
        BinaryPrimitives.WriteInt64LittleEndian(bytes, ((ValueMessage)obj).Value);
        return bytes;
    }

    public override object FromBinary(byte[] bytes, Type type) =>
        bytes.Length == sizeof(long)
            ? new ValueMessage(BinaryPrimitives.ReadInt64LittleEndian(bytes))
            : throw new ArgumentException($"a ValueMessage is {sizeof(long)} bytes, got {bytes.Length}", nameof(bytes));
}

/// <summary>
/// The server side's actor, deployed on the far node by the client (remote deployment): answers every
/// <see cref="ValueMessage"/> by telling the same message back to its sender (RemotePingPong's <c>EchoActor</c>).
/// </summary>
internal sealed class EchoActor : UntypedActor
{
    protected override void OnReceive(object message)
    {
        if (message is ValueMessage)
        {
            Sender.Tell(message, Self);
        }
        else
        {
            Unhandled(message);
        }
    }
}
