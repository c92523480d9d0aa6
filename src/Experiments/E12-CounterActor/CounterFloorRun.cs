using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// E12's floor: the cheapest way to count M Adds on this machine — one thread adds them to a local total, then reads
/// it and resets it, with no actor, no mailbox and no second thread. The same M · k total and the same reset are
/// verified as every actor row's. One operation = one Add; nothing crosses (each Add's send and handling are on the one
/// thread, counted in slot 0, one Add in flight at a time).
/// </summary>
internal sealed class CounterFloorRun(int messages) : IRun
{
    private long _amount = CounterRun.Amount;
    private long _total;

    public int Messages => messages;

    public long Invoke()
    {
        var crossings = Crossings.Active;
        // a planted fault (Check.PlantFault) leaves one Add out, as the actor rows' senders do
        var adds = messages - Check.Planted;
        var amount = _amount;
        var total = _total;
        if (crossings is null)
        {
            for (var i = 0; i < adds; i++)
            {
                total += amount;
            }
        }
        else
        {
            for (var i = 0; i < adds; i++)
            {
                crossings.Send(0);
                total += amount;
                crossings.Hop(0);
            }
        }
        _total = 0;
        Check.Equal(messages * CounterRun.Amount, total, "Floor: counter total (M·k)");
        Check.Equal(0, _total, "Floor: counter after GetAndReset");
        _amount = CounterRun.Amount;
        return total;
    }

    public void Dispose()
    {
    }
}
