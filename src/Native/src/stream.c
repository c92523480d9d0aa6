/*
 * stream.c — PB_RUN_STREAM: the worker produces 1..n into one SPSC ring, the caller consumes and verifies.
 *
 * batch == 1: SpscProducer.TryPush per message (slot write, release store of tail) and SpscConsumer.TryPop per
 *   message (acquire load of tail only when the cached copy says empty, slot read, release store of head).
 * batch == k > 1: SpscBatchProducer.TryPushBatch (all-or-nothing room check for min(k, left) slots, then the slot
 *   writes and one release store of tail) and SpscConsumer.Drain (one acquire load of tail, every slot of
 *   [head, tail), one release store of head).
 * drain == 1 at batch 1: the per-message producer with the draining consumer (SpscSpanConsumer's one tail read and one
 *   head store per drain).
 * Patient back-off on both sides. The caller checks each value against its 1-based position, so the planted fault
 * (message n/2 + 1 carries value + 1) is exactly one order error and a checksum one too high.
 * Each loop is specialised (always-inline helpers with constant flags) so the per-message path has no call and no
 * crossing-count branch when counting is off.
 */
#include "run.h"

/* ---------------------------------------------------------------- producer (worker) */

PB_ALWAYS_INLINE int32_t pb_produce_single(pb_run* run, const int counting)
{
    pb_spsc_ring* const ring = &run->ring_request;
    const int64_t n = run->config.messages;
    const int64_t fault_at = pb_fault_at(run);
    int32_t* const slots = run->inv_slots;
    const int32_t tid = run->worker_tid;
    pb_backoff backoff = pb_backoff_patient();
    for (int64_t i = 1; i <= n; i++) {
        const int64_t value = i + (i == fault_at);
        if (counting) {
            pb_send(slots, i - 1, tid);
        }
        while (!pb_spsc_try_push(ring, value)) {
            const int32_t status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        pb_backoff_reset(&backoff);
    }
    return PB_OK;
}

PB_ALWAYS_INLINE int32_t pb_produce_batch(pb_run* run, const int counting)
{
    pb_spsc_ring* const ring = &run->ring_request;
    const int64_t n = run->config.messages;
    const int64_t batch = run->config.batch;
    const int64_t fault_at = pb_fault_at(run);
    int32_t* const slots = run->inv_slots;
    const int32_t tid = run->worker_tid;
    int64_t* const buffer = ring->slots;
    const int64_t mask = ring->mask;
    int64_t tail = atomic_load_explicit(&ring->tail, memory_order_relaxed); /* own index */
    pb_backoff backoff = pb_backoff_patient();
    for (int64_t first = 1; first <= n;) {
        const int64_t left = n - first + 1;
        const int64_t count = left < batch ? left : batch;
        if (counting) {
            for (int64_t j = 0; j < count; j++) {
                pb_send(slots, first - 1 + j, tid);
            }
        }
        while (!pb_spsc_has_room(ring, tail, count)) { /* all or nothing, as TryPushBatch */
            const int32_t status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        pb_backoff_reset(&backoff);
        for (int64_t j = 0; j < count; j++) {
            const int64_t value = first + j;
            buffer[(tail + j) & mask] = value + (value == fault_at);
        }
        tail += count;
        atomic_store_explicit(&ring->tail, tail, memory_order_release); /* one release for the whole batch */
        first += count;
    }
    return PB_OK;
}

/* One function per variant (constant flags: no flag test per message), never inlined into the dispatch below, so a
   listing of the library names the loop a row runs (./lab disasm; NativeRunFunctions in src/Core/Native/NativeRun.cs). */
PB_NOINLINE int32_t pb_stream_produce_single(pb_run* run) { return pb_produce_single(run, 0); }
PB_NOINLINE int32_t pb_stream_produce_single_counting(pb_run* run) { return pb_produce_single(run, 1); }
PB_NOINLINE int32_t pb_stream_produce_batch(pb_run* run) { return pb_produce_batch(run, 0); }
PB_NOINLINE int32_t pb_stream_produce_batch_counting(pb_run* run) { return pb_produce_batch(run, 1); }

int32_t pb_stream_worker(pb_run* run, pb_side* side)
{
    (void)side; /* the producer keeps no account: the consumer's is the result */
    const int counting = run->inv_slots != NULL;
    if (run->config.batch > 1) {
        return counting ? pb_stream_produce_batch_counting(run) : pb_stream_produce_batch(run);
    }
    return counting ? pb_stream_produce_single_counting(run) : pb_stream_produce_single(run);
}

/* ---------------------------------------------------------------- consumer (caller) */

PB_ALWAYS_INLINE int32_t pb_consume_single(pb_run* run, pb_side* side, const int counting)
{
    pb_spsc_ring* const ring = &run->ring_request;
    const int64_t n = run->config.messages;
    int32_t* const slots = run->inv_slots;
    const int32_t tid = counting ? pb_thread_id() : 0;
    pb_backoff backoff = pb_backoff_patient();
    uint64_t checksum = 0;
    int32_t status = PB_OK;
    int64_t position = 1; /* 1-based index of the next message = the value it must carry */
    while (position <= n) {
        int64_t value;
        if (!pb_spsc_try_pop(ring, &value)) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                break;
            }
            continue;
        }
        pb_backoff_reset(&backoff);
        if (PB_UNLIKELY(value != position)) {
            pb_order_error(side, position);
        }
        checksum += (uint64_t)value;
        if (counting) {
            pb_hop(slots, position - 1, tid, side);
        }
        position++;
    }
    side->received = (uint64_t)(position - 1);
    side->checksum = checksum;
    return status;
}

PB_ALWAYS_INLINE int32_t pb_consume_drain(pb_run* run, pb_side* side, const int counting)
{
    pb_spsc_ring* const ring = &run->ring_request;
    const int64_t n = run->config.messages;
    int32_t* const slots = run->inv_slots;
    const int32_t tid = counting ? pb_thread_id() : 0;
    const int64_t* const buffer = ring->slots;
    const int64_t mask = ring->mask;
    int64_t head = atomic_load_explicit(&ring->head, memory_order_relaxed); /* own index */
    pb_backoff backoff = pb_backoff_patient();
    uint64_t checksum = 0;
    int32_t status = PB_OK;
    int64_t position = 1;
    while (position <= n) {
        int64_t tail = atomic_load_explicit(&ring->tail, memory_order_acquire); /* every slot below it is written */
        ring->cached_tail = tail;
        if (tail == head) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                break;
            }
            continue;
        }
        pb_backoff_reset(&backoff);
        const int64_t left = n - position + 1;
        if (PB_UNLIKELY(tail - head > left)) { /* never read past this invocation's messages */
            tail = head + left;
        }
        for (; head != tail; head++, position++) {
            const int64_t value = buffer[head & mask];
            if (PB_UNLIKELY(value != position)) {
                pb_order_error(side, position);
            }
            checksum += (uint64_t)value;
            if (counting) {
                pb_hop(slots, position - 1, tid, side);
            }
        }
        atomic_store_explicit(&ring->head, head, memory_order_release); /* one release for the whole drain */
    }
    side->received = (uint64_t)(position - 1);
    side->checksum = checksum;
    return status;
}

PB_NOINLINE int32_t pb_stream_consume_single(pb_run* run, pb_side* side) { return pb_consume_single(run, side, 0); }
PB_NOINLINE int32_t pb_stream_consume_single_counting(pb_run* run, pb_side* side) { return pb_consume_single(run, side, 1); }
PB_NOINLINE int32_t pb_stream_consume_drain(pb_run* run, pb_side* side) { return pb_consume_drain(run, side, 0); }
PB_NOINLINE int32_t pb_stream_consume_drain_counting(pb_run* run, pb_side* side) { return pb_consume_drain(run, side, 1); }

int32_t pb_stream_caller(pb_run* run, pb_side* side)
{
    const int counting = run->inv_slots != NULL;
    if (run->config.batch > 1 || run->config.drain) {
        return counting ? pb_stream_consume_drain_counting(run, side) : pb_stream_consume_drain(run, side);
    }
    return counting ? pb_stream_consume_single_counting(run, side) : pb_stream_consume_single(run, side);
}
