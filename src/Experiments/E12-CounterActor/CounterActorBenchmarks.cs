using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// E12, seed 002's counter actor (Hopac's CounterActor benchmark): S sender threads (S = <see cref="SendersPerCore"/> ×
/// the machine's cores) together post M = 1 000 000 <c>Add(100)</c> messages to ONE counter actor (each sender M / S),
/// then one GetAndReset ask returns the total, which must be M · 100, and a second one must return 0 (the counter was
/// reset). One operation = one Add: OperationsPerInvoke = M, so the tables read per message, and M op/s is messages per
/// second over all senders. The senders are long-lived threads started in [GlobalSetup] and released once per invocation.
/// </summary>
[BenchmarkCategory("E12")]
public class CounterActorBenchmarks
{
    /// <summary>M: Adds per invocation, all senders together.</summary>
    public const int Messages = 1_000_000;

    /// <summary>M in the smoke test.</summary>
    public const int SmokeMessages = 20_000;

    private CounterRun? _run;

    /// <summary>Senders per core: S = 1 × and 2 × Environment.ProcessorCount (seed 002 ran S = ProcessorCount = 8).</summary>
    [Params(1, 2)]
    public int SendersPerCore { get; set; }

    /// <summary>S: sender threads on this machine.</summary>
    public int Senders => SendersPerCore * Environment.ProcessorCount;

    private void Start(Func<ICounterRow> row) => _run = new CounterRun(row(), Senders, Scale.Of(Messages, SmokeMessages));

    [GlobalSetup(Target = nameof(RuntimeAffinePool))]
    public void SetupRuntimeAffinePool() => Start(RuntimeCounterRow.OnAffinePool);

    [GlobalSetup(Target = nameof(RuntimeThreadPool))]
    public void SetupRuntimeThreadPool() => Start(RuntimeCounterRow.OnThreadPool);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedActorMpsc() => Start(() => new ThreadedActorCounterRow());

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(() => new MailboxProcessorCounterRow());

#if PERFBUF_PEER_PROTOACTOR
    [GlobalSetup(Target = nameof(ProtoActorSend))]
    public void SetupProtoActor() => Start(() => new ProtoActorCounterRow());
#endif
#if PERFBUF_PEER_AKKA

    [GlobalSetup(Target = nameof(AkkaTell))]
    public void SetupAkka() => Start(() => new AkkaCounterRow());
#endif
#if PERFBUF_PEER_ORLEANS

    /// <summary>Starts the in-process silo (about a second) and activates the grain.</summary>
    [GlobalSetup(Target = nameof(OrleansGrainCall))]
    public void SetupOrleans() => Start(() => new OrleansCounterRow(Senders));
#endif
#if PERFBUF_PEER_HOPAC

    [GlobalSetup(Target = nameof(HopacMailbox))]
    public void SetupHopacMailbox() => Start(() => new HopacMailboxCounterRow());

    [GlobalSetup(Target = nameof(HopacCh))]
    public void SetupHopacCh() => Start(() => new HopacChCounterRow());
#endif

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Ours: the actor runtime (ActorSystem) on an AffinePool, one pinned worker per core; struct messages into an
    /// segmented ring bounded at 16 384 (ThreadedActorMpsc's capacity), a run per idle→scheduled transition or per 300
    /// messages.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeAffinePool() => _run!.Invoke();

    /// <summary>Ours: the same actor on the .NET thread pool (ThreadPoolScheduler).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeThreadPool() => _run!.Invoke();

    /// <summary>Ours on a dedicated thread: ThreadedActor with the multi-producer ring mailbox (16 384 slots), struct
    /// messages and handler; a sender waits while the ring is full.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ThreadedActorMpsc() => _run!.Invoke();

    /// <summary>F# MailboxProcessor, the seed's baseline: Post of a union case per Add, PostAndReply for GetAndReset.</summary>
    [Benchmark(OperationsPerInvoke = Messages, Baseline = true)]
    public long MailboxProcessor() => _run!.Invoke();

#if PERFBUF_PEER_PROTOACTOR
    /// <summary>Proto.Actor: <c>Send</c> from the root context per Add, <c>RequestAsync</c> for GetAndReset.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ProtoActorSend() => _run!.Invoke();
#endif
#if PERFBUF_PEER_AKKA

    /// <summary>Akka.NET: <c>Tell</c> per Add, <c>Ask</c> for GetAndReset.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long AkkaTell() => _run!.Invoke();
#endif
#if PERFBUF_PEER_ORLEANS

    /// <summary>Orleans: an awaited grain call per Add, 1 000 in flight per sender; one call for GetAndReset.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long OrleansGrainCall() => _run!.Invoke();
#endif
#if PERFBUF_PEER_HOPAC

    /// <summary>Hopac Mailbox: <c>Mailbox.Now.send</c> per Add from the sender threads.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long HopacMailbox() => _run!.Invoke();

    /// <summary>Hopac Ch, the seed's own row: a rendezvous per Add, each sender's Adds one Hopac job.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long HopacCh() => _run!.Invoke();
#endif
}
