namespace PerfBuf.Tests.Lab;

/// <summary>
/// How two rows' promises compare (<see cref="Promises.Compare"/>): each way the row promises less than the row it is
/// compared with is a weakness (its headline gives no verdict); each other difference is a note beside it.
/// </summary>
public sealed class PromisesTests
{
    private static Promises Row(Bound bound = Bound.Bounded, int? capacity = 1024, Order order = Order.Fifo,
        StopDelivery onStop = StopDelivery.NotStopped, Placement placement = Placement.Scheduler) =>
        new(bound, bound == Bound.Bounded ? capacity : null, order, onStop, placement);

    [Fact]
    public void Like_promises_give_neither_weakness_nor_note()
    {
        var (weaker, notes) = Promises.Compare(Row(), Row());
        Assert.Empty(weaker);
        Assert.Empty(notes);
    }

    [Fact]
    public void An_unbounded_row_against_a_bounded_one_is_weaker()
    {
        var (weaker, notes) = Promises.Compare(Row(Bound.Unbounded), Row(capacity: 1024));
        Assert.Equal(["mailbox unbounded against bounded at 1 024"], weaker);
        Assert.Empty(notes);
    }

    [Fact]
    public void Order_per_producer_against_one_order_is_weaker_and_no_order_weaker_still()
    {
        Assert.Equal(["order per producer only against one order across producers"],
            Promises.Compare(Row(order: Order.PerProducer), Row(order: Order.Fifo)).Weaker);
        Assert.Equal(["no order against order per producer only"],
            Promises.Compare(Row(order: Order.None), Row(order: Order.PerProducer)).Weaker);
    }

    [Fact]
    public void A_row_that_promises_more_gets_notes_not_weaknesses()
    {
        var (weaker, notes) = Promises.Compare(
            Row(Bound.Bounded, 1024, Order.Fifo, StopDelivery.Drains),
            Row(Bound.Unbounded, null, Order.PerProducer, StopDelivery.Drops));
        Assert.Empty(weaker);
        Assert.Equal(
            [
                "mailbox bounded at 1 024 against unbounded",
                "one order across producers against order per producer only",
                "on stop handling every accepted message against dropping waiting messages",
            ],
            notes);
    }

    [Fact]
    public void Two_capacities_are_a_note_and_so_is_a_stop_only_one_side_is_put_to()
    {
        var (weaker, notes) = Promises.Compare(Row(capacity: 64), Row(capacity: 65_536));
        Assert.Empty(weaker);
        Assert.Equal(["mailbox bounded at 64 against bounded at 65 536"], notes);

        var stop = Promises.Compare(Row(onStop: StopDelivery.Drops), Row(onStop: StopDelivery.NotStopped));
        Assert.Empty(stop.Weaker);
        Assert.Empty(stop.Notes);
        Assert.Equal(["on stop dropping waiting messages against handling every accepted message"],
            Promises.Compare(Row(onStop: StopDelivery.Drops), Row(onStop: StopDelivery.Drains)).Weaker);
    }

    [Fact]
    public void Author_placement_of_the_row_is_weaker_and_of_the_other_side_only_a_note()
    {
        Assert.Equal(["the row's actors placed by the benchmark's author against placement by the scheduler"],
            Promises.Compare(Row(placement: Placement.Author), Row(placement: Placement.Scheduler)).Weaker);
        Assert.Equal(["both sides' actors placed by the benchmark's author"],
            Promises.Compare(Row(placement: Placement.Author), Row(placement: Placement.Author)).Weaker);

        var (weaker, notes) = Promises.Compare(Row(placement: Placement.NotPlaced), Row(placement: Placement.Author));
        Assert.Empty(weaker);
        Assert.Equal(["the other side's actors placed by the benchmark's author against no actors to place"], notes);
    }

    [Fact]
    public void A_capacity_from_a_parameter_is_read_from_each_cell()
    {
        Assert.Equal(1024, Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Ring), "Capacity=1024&P=2")?.Capacity);
        Assert.Equal(65_536, Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Ring), "P=2&Capacity=65536")?.Capacity);
        Assert.Null(Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Ring), "P=2")!.Capacity);
        Assert.Equal(128, Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Fixed), "Capacity=1024")?.Capacity);
        Assert.Null(Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Queue), "Capacity=1024")!.Capacity);

        var small = Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Ring), "Capacity=1024")!;
        var large = Promises.Of(typeof(ParameterCapacity), nameof(ParameterCapacity.Ring), "Capacity=65536")!;
        Assert.Equal(["mailbox bounded at 1 024 against bounded at 65 536"], Promises.Compare(small, large).Notes);
    }

    [Fact]
    public void A_declaration_names_a_bounded_capacity_once_and_an_unbounded_one_none()
    {
        Assert.Null(new PromisesAttribute(Bound.Bounded, Order.Fifo) { Capacity = 8 }.Problem);
        Assert.Null(new PromisesAttribute(Bound.Bounded, Order.Fifo) { CapacityParameter = "Capacity" }.Problem);
        Assert.Null(new PromisesAttribute(Bound.Unbounded, Order.None).Problem);
        Assert.NotNull(new PromisesAttribute(Bound.Bounded, Order.Fifo).Problem);
        Assert.NotNull(new PromisesAttribute(Bound.Bounded, Order.Fifo) { Capacity = 8, CapacityParameter = "Capacity" }.Problem);
        Assert.NotNull(new PromisesAttribute(Bound.Unbounded, Order.Fifo) { Capacity = 8 }.Problem);
        Assert.NotNull(new PromisesAttribute((Bound)7, Order.Fifo).Problem);
        Assert.NotNull(new PromisesAttribute(Bound.Unbounded, (Order)7).Problem);
    }

    [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Capacity))]
    private sealed class ParameterCapacity
    {
        public int Capacity { get; set; }

        public long Ring() => Capacity;

        [Promises(Bound.Bounded, Order.Fifo, Capacity = 128)]
        public long Fixed() => Capacity;

        [Promises(Bound.Unbounded, Order.Fifo)]
        public long Queue() => Capacity;
    }
}
