using Akka.Actor;
using Akka.Configuration;

namespace PerfBuf.Peers.AkkaRemote;

/// <summary>
/// The HOCON both ends of the Akka.Remote rows start their actor system with (<see cref="AkkaRemoteClient"/>'s remarks
/// say what each setting is, what RemotePingPong sets and where this differs).
/// </summary>
internal static class AkkaRemoteConfig
{
    /// <summary>The far node's actor system (its name is part of every address that reaches it).</summary>
    public const string ServerSystem = "perfbuf-node";

    /// <summary>The benchmark process's actor system.</summary>
    public const string ClientSystem = "perfbuf-client";

    /// <summary>The scheme of the classic DotNetty TCP transport's addresses.</summary>
    public const string Scheme = "akka.tcp";

    /// <summary>The default dispatcher's throughput: Akka.NET's default, stated (the lab's Akka.NET rule uses the same).</summary>
    public const int Throughput = 30;

    /// <summary>Messages the DotNetty transport's flush consolidation lets through before it forces a flush (the shipped default).</summary>
    public const int MaxPendingWrites = 30;

    /// <summary>A system with remoting on the DotNetty TCP transport, listening on <paramref name="host"/>:<paramref name="port"/>.</summary>
    public static ActorSystem Start(string system, string host, int port) =>
        ActorSystem.Create(system, ConfigurationFactory.ParseString(Hocon(host, port)));

    /// <summary>The configuration of a system listening on <paramref name="host"/> (an IP literal) and <paramref name="port"/> (0: any free port).</summary>
    public static string Hocon(string host, int port)
    {
        var message = typeof(ValueMessage).FullName + ", " + typeof(ValueMessage).Assembly.GetName().Name;
        var serializer = typeof(ValueMessageSerializer).FullName + ", " + typeof(ValueMessageSerializer).Assembly.GetName().Name;
        return $$"""
            akka {
              loglevel = ERROR
              stdout-loglevel = ERROR
              log-dead-letters = off
              log-dead-letters-during-shutdown = off
              suppress-json-serializer-warning = on
              actor {
                provider = remote
                default-dispatcher {
                  type = Dispatcher
                  executor = default-executor
                  throughput = {{Throughput}}
                  throughput-deadline-time = 0ms
                }
                serializers {
                  perfbuf-value = "{{serializer}}"
                }
                serialization-bindings {
                  "{{message}}" = perfbuf-value
                }
              }
              remote {
                log-remote-lifecycle-events = off
                dot-netty.tcp {
                  hostname = "{{host}}"
                  port = {{port}}
                  batching {
                    enabled = true
                    max-pending-writes = {{MaxPendingWrites}}
                  }
                  tcp-nodelay = on
                }
              }
            }
            """;
    }

    /// <summary>The address of the far node's system listening on <paramref name="host"/>:<paramref name="port"/>.</summary>
    public static Address ServerAddress(string host, int port) => new(Scheme, ServerSystem, host, port);
}
