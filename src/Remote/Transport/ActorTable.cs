using PerfBuf.Remote.Wire;
using PerfBuf.Runtime;

namespace PerfBuf.Remote.Transport;

/// <summary>
/// A node's actors as the wire addresses them: frame target id → the runtime's <see cref="ActorRef{T}"/>. Ids are small
/// and dense (0 … <see cref="MaxActors"/> - 1), so the table is an array; a frame for an id with no actor either spawns
/// one (a server's echo actors, through <see cref="Spawn"/>) or fails the connection (a client's).
/// </summary>
public sealed class ActorTable
{
    /// <summary>The largest number of actors a table addresses.</summary>
    public const int MaxActors = 1 << 16;

    private readonly Lock _gate = new();
    private ActorRef<Frame>?[] _actors = new ActorRef<Frame>?[16];

    /// <summary>Makes the actor for an id that has none, or null to refuse frames for unknown ids.</summary>
    public Func<int, ActorRef<Frame>>? Spawn { get; init; }

    /// <summary>The actor with id <paramref name="id"/>; spawned on first use when <see cref="Spawn"/> is set.</summary>
    /// <exception cref="InvalidOperationException">No actor has that id (and none may be spawned), or it is out of range.</exception>
    public ActorRef<Frame> this[int id]
    {
        get
        {
            var actors = Volatile.Read(ref _actors);
            if ((uint)id < (uint)actors.Length && Volatile.Read(ref actors[id]) is { } actor)
            {
                return actor;
            }
            return GetOrSpawn(id);
        }
    }

    /// <summary>Puts <paramref name="actor"/> at <paramref name="id"/> (replacing what was there).</summary>
    public void Set(int id, ActorRef<Frame> actor)
    {
        CheckId(id);
        lock (_gate)
        {
            Grow(id);
            Volatile.Write(ref _actors[id], actor); // published: a reader that sees it sees the actor built
        }
    }

    /// <summary>Every actor in the table.</summary>
    public IReadOnlyList<ActorRef<Frame>> All
    {
        get
        {
            lock (_gate)
            {
                return [.. _actors.OfType<ActorRef<Frame>>()];
            }
        }
    }

    private ActorRef<Frame> GetOrSpawn(int id)
    {
        CheckId(id);
        lock (_gate)
        {
            Grow(id);
            if (_actors[id] is { } existing)
            {
                return existing;
            }
            if (Spawn is null)
            {
                throw new InvalidOperationException($"a frame for actor {id}, which this node does not have");
            }
            var actor = Spawn(id);
            Volatile.Write(ref _actors[id], actor);
            return actor;
        }
    }

    private static void CheckId(int id)
    {
        if ((uint)id >= MaxActors)
        {
            throw new InvalidOperationException($"a frame for actor {id}; ids lie between 0 and {MaxActors - 1}");
        }
    }

    private void Grow(int id)
    {
        if (id < _actors.Length)
        {
            return;
        }
        var grown = new ActorRef<Frame>?[Math.Max(id + 1, _actors.Length * 2)];
        Array.Copy(_actors, grown, _actors.Length);
        Volatile.Write(ref _actors, grown);
    }
}

/// <summary>Delivers each received message frame to its target actor (a Tell).</summary>
public readonly struct ActorDispatch(ActorTable table) : IFrameSink
{
    public void OnFrame(in Frame frame) => table[frame.Target].Tell(in frame);
}
