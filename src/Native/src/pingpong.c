/*
 * pingpong.c — the three ping-pongs: the caller sends round trip i and waits (eager back-off) for its reply, the
 * worker echoes. Round trip i is the message in crossing slot i - 1: sent by the caller, handled by the echo, its
 * reply handled by the caller (two hops). The echo counts the round trips it served and sums the requests it saw;
 * with PB_FLAG_PLANT_FAULT it answers round trip (n + 1) / 2 wrongly once and the caller must stop with PB_E_VERIFY.
 *
 * LINE_PINGPONG (LinePingPongRun.cs): no queue, one 64-bit word each way (two lines: request i, reply i on separate
 *   128-byte blocks; one line: the caller writes 2i - 1 and the echo overwrites it with 2i). Every value the caller
 *   sees on the reply word while it waits must be the awaited reply or what the word held before the round trip.
 * RING_PINGPONG: two SPSC rings (ring.h, SpscRing design), request and reply.
 * SLOT_PINGPONG: two slot rings (ring.h, SpscSlotLineRing design).
 */
#include "run.h"

/* ---------------------------------------------------------------- LINE_PINGPONG */

PB_ALWAYS_INLINE int32_t pb_line_echo(pb_run* run, pb_side* side, const int one_line, const int counting)
{
    _Atomic(int64_t)* const out = &run->lines.request;
    _Atomic(int64_t)* const back = one_line ? &run->lines.request : &run->lines.reply;
    const int64_t n = run->config.messages;
    const int64_t wrong_at = pb_fault_at(run);
    int32_t* const slots = run->inv_slots;
    const int32_t tid = run->worker_tid;
    pb_backoff backoff = pb_backoff_eager();
    uint64_t sum = 0;
    int64_t served = 0;
    int32_t status = PB_OK;
    for (int64_t i = 1; i <= n && status == PB_OK; i++) {
        const int64_t sent = one_line ? 2 * i - 1 : i;
        const int64_t echoed = one_line ? 2 * i : i;
        int64_t request;
        /* acquire: pairs with the caller's release of the request (orders its crossing-slot write before ours) */
        while ((request = atomic_load_explicit(out, memory_order_acquire)) != sent) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                break;
            }
        }
        if (status != PB_OK) {
            break;
        }
        pb_backoff_reset(&backoff);
        if (counting) {
            pb_hop(slots, i - 1, tid, side);
        }
        served++;
        sum += (uint64_t)request;
        /* release: our hop's slot write is visible to the caller before the reply */
        atomic_store_explicit(back, i == wrong_at ? echoed + 2 : echoed, memory_order_release);
    }
    side->received = (uint64_t)served;
    side->checksum = sum;
    return status;
}

PB_ALWAYS_INLINE int32_t pb_line_measure(pb_run* run, pb_side* side, const int one_line, const int counting)
{
    _Atomic(int64_t)* const out = &run->lines.request;
    _Atomic(int64_t)* const back = one_line ? &run->lines.request : &run->lines.reply;
    const int64_t n = run->config.messages;
    int32_t* const slots = run->inv_slots;
    const int32_t tid = counting ? pb_thread_id() : 0;
    pb_backoff backoff = pb_backoff_eager();
    for (int64_t i = 1; i <= n; i++) {
        const int64_t sent = one_line ? 2 * i - 1 : i;
        const int64_t echoed = one_line ? 2 * i : i;
        const int64_t waiting = one_line ? sent : i - 1; /* what the reply word holds until the reply lands */
        if (counting) {
            pb_send(slots, i - 1, tid);
        }
        atomic_store_explicit(out, sent, memory_order_release); /* the slot write above is visible first */
        int64_t seen;
        while ((seen = atomic_load_explicit(back, memory_order_acquire)) != echoed) {
            if (PB_UNLIKELY(seen != waiting)) {
                /* a reply nobody asked for (a wrong echo): waiting on would wait forever */
                pb_order_error(side, i);
                return PB_E_VERIFY;
            }
            const int32_t status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        if (counting) {
            pb_hop(slots, i - 1, tid, side);
        }
        pb_backoff_reset(&backoff);
    }
    return PB_OK;
}

/* constant flags per call: each call is its own specialised copy of the loop, with no flag test per message */
int32_t pb_line_worker(pb_run* run, pb_side* side)
{
    const int counting = run->inv_slots != NULL;
    if (run->config.one_line) {
        return counting ? pb_line_echo(run, side, 1, 1) : pb_line_echo(run, side, 1, 0);
    }
    return counting ? pb_line_echo(run, side, 0, 1) : pb_line_echo(run, side, 0, 0);
}

int32_t pb_line_caller(pb_run* run, pb_side* side)
{
    const int counting = run->inv_slots != NULL;
    if (run->config.one_line) {
        return counting ? pb_line_measure(run, side, 1, 1) : pb_line_measure(run, side, 1, 0);
    }
    return counting ? pb_line_measure(run, side, 0, 1) : pb_line_measure(run, side, 0, 0);
}

/* ---------------------------------------------------------------- RING_PINGPONG and SLOT_PINGPONG */

/* `slot_rings` picks the ring design at compile time (constant-folded in each specialisation). */
PB_ALWAYS_INLINE int pb_pp_push(pb_run* run, const int slot_rings, const int reply, int64_t value)
{
    if (slot_rings) {
        return pb_slot_try_push(reply ? &run->slot_reply : &run->slot_request, value);
    }
    return pb_spsc_try_push(reply ? &run->ring_reply : &run->ring_request, value);
}

PB_ALWAYS_INLINE int pb_pp_pop(pb_run* run, const int slot_rings, const int reply, int64_t* value)
{
    if (slot_rings) {
        return pb_slot_try_pop(reply ? &run->slot_reply : &run->slot_request, value);
    }
    return pb_spsc_try_pop(reply ? &run->ring_reply : &run->ring_request, value);
}

PB_ALWAYS_INLINE int32_t pb_pp_echo(pb_run* run, pb_side* side, const int slot_rings, const int counting)
{
    const int64_t n = run->config.messages;
    const int64_t wrong_at = pb_fault_at(run);
    int32_t* const slots = run->inv_slots;
    const int32_t tid = run->worker_tid;
    pb_backoff backoff = pb_backoff_eager();
    uint64_t sum = 0;
    int64_t served = 0;
    int32_t status = PB_OK;
    for (int64_t i = 1; i <= n; i++) {
        int64_t message;
        while (!pb_pp_pop(run, slot_rings, 0, &message)) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                goto out;
            }
        }
        pb_backoff_reset(&backoff);
        if (counting) {
            pb_hop(slots, i - 1, tid, side);
        }
        served++;
        sum += (uint64_t)message;
        const int64_t answer = i == wrong_at ? message + 2 : message;
        while (!pb_pp_push(run, slot_rings, 1, answer)) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                goto out;
            }
        }
        pb_backoff_reset(&backoff);
    }
out:
    side->received = (uint64_t)served;
    side->checksum = sum;
    return status;
}

PB_ALWAYS_INLINE int32_t pb_pp_measure(pb_run* run, pb_side* side, const int slot_rings, const int counting)
{
    const int64_t n = run->config.messages;
    int32_t* const slots = run->inv_slots;
    const int32_t tid = counting ? pb_thread_id() : 0;
    pb_backoff backoff = pb_backoff_eager();
    for (int64_t i = 1; i <= n; i++) {
        if (counting) {
            pb_send(slots, i - 1, tid);
        }
        int32_t status;
        while (!pb_pp_push(run, slot_rings, 0, i)) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        pb_backoff_reset(&backoff);
        int64_t reply;
        while (!pb_pp_pop(run, slot_rings, 1, &reply)) {
            status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        pb_backoff_reset(&backoff);
        if (PB_UNLIKELY(reply != i)) {
            pb_order_error(side, i);
            return PB_E_VERIFY;
        }
        if (counting) {
            pb_hop(slots, i - 1, tid, side);
        }
    }
    return PB_OK;
}

int32_t pb_ring_pingpong_worker(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_pp_echo(run, side, 0, 1) : pb_pp_echo(run, side, 0, 0);
}

int32_t pb_ring_pingpong_caller(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_pp_measure(run, side, 0, 1) : pb_pp_measure(run, side, 0, 0);
}

int32_t pb_slot_pingpong_worker(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_pp_echo(run, side, 1, 1) : pb_pp_echo(run, side, 1, 0);
}

int32_t pb_slot_pingpong_caller(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_pp_measure(run, side, 1, 1) : pb_pp_measure(run, side, 1, 0);
}
