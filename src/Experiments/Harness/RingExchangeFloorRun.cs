using PerfBuf.Core.Threading;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The floor of a request/reply exchange between two threads (docs/DESIGN.md §3, like for like: the cheapest way to do the
/// same work on the machine): the measuring thread keeps up to W requests in flight through one plain
/// <see cref="SpscRing{T}"/>, a spinning server thread answers each (request r → 2r + 1) through a second ring, and
/// the measuring thread checks every reply in order. No actor, no mailbox run, no scheduler, no wake-up: what is left
/// is two threads passing cache lines. Every request crosses twice (there and back). One operation = one request.
/// Used by E11 (W = C requests in flight) and E13 (W = a batch in flight, per message delivery).
/// </summary>
public sealed class RingExchangeFloorRun : IRun
{
    private readonly int _inFlight;
    private readonly long _requests;
    private readonly SpscProducer<long> _requestOut;
    private readonly SpscConsumer<long> _requestIn;
    private readonly SpscProducer<long> _replyOut;
    private readonly SpscConsumer<long> _replyIn;
    private readonly BenchWorker _server;
    private readonly WorkerGroup _group;

    // written by the server before its job ends, read by the measuring thread after Join (which orders them)
    private long _served;
    private long _requestSum;

    /// <param name="inFlight">W: requests the measuring thread may have sent and not yet seen answered (at least 1).</param>
    /// <param name="requests">Requests per invocation (at least 1).</param>
    public RingExchangeFloorRun(int inFlight, long requests)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(inFlight, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(requests, 1);
        _inFlight = inFlight;
        _requests = requests;
        var capacity = (int)Math.Max(2, System.Numerics.BitOperations.RoundUpToPowerOf2((uint)inFlight));
        (_requestOut, _requestIn) = SpscRing<long>.Create(capacity);
        (_replyOut, _replyIn) = SpscRing<long>.Create(capacity);
        _server = new BenchWorker("floor-server", Serve);
        _group = new WorkerGroup([_server]);
    }

    /// <summary>The crossings slots an invocation needs: one per request (its sequence number).</summary>
    public int CrossingSlots => checked((int)_requests);

    public long Invoke()
    {
        _served = 0;
        _requestSum = 0;
        var crossings = Crossings.Active;
        _server.Start();
        var backoff = Loops.NewBackoff(Polling.Eager);
        long sent = 0, received = 0;
        while (received < _requests)
        {
            var progressed = false;
            while (sent < _requests && sent - received < _inFlight)
            {
                var request = sent + 1;
                crossings?.Send((int)sent);
                if (!PortStatus.Pushed(_requestOut.TryPush(request)))
                {
                    break;
                }
                sent = request;
                progressed = true;
            }
            while (_replyIn.TryPop(out var reply))
            {
                var expected = received + 1;
                crossings?.Hop((int)received);
                if (reply != 2 * expected + 1)
                {
                    Check.Fail($"request {expected}: reply {reply}, expected {2 * expected + 1} (replies arrive in order)");
                }
                received = expected;
                progressed = true;
            }
            if (progressed)
            {
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, _group);
            }
        }
        _server.Join();
        Check.Equal(_requests, _served, "requests the floor's server answered");
        Check.Equal(_requests * (_requests + 1) / 2, _requestSum, "sum of the requests the floor's server saw");
        return received;
    }

    private void Serve(BenchWorker self)
    {
        var crossings = Crossings.Active;
        var backoff = Loops.NewBackoff(Polling.Eager);
        // a planted fault (Check.PlantFault) answers one request wrongly: the measuring thread must notice
        var wrongAt = Check.Planted != 0 ? (_requests + 1) / 2 : 0;
        long served = 0, sum = 0;
        while (served < _requests)
        {
            if (!_requestIn.TryPop(out var request))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
                continue;
            }
            backoff.Reset();
            crossings?.Hop((int)(request - 1));
            served++;
            sum += request;
            var reply = request == wrongAt ? 2 * request : 2 * request + 1;
            // the reply ring holds W slots and at most W replies are unread: a push fails only while the measuring
            // thread has not yet drained it
            while (_replyOut.TryPush(reply) != PushStatus.Ok)
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
        }
        _served = served;
        _requestSum = sum;
    }

    public void Dispose() => _server.Dispose();
}
