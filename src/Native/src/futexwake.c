/*
 * futexwake.c — PB_RUN_FUTEX_WAKE: the cost of waking a parked thread.
 *
 * Worker (waiter): never spins. It acquire-loads the sequence word; if it is not the next message, it futex-waits
 *   with the value it saw (the kernel re-checks it, so a post between the load and the sleep is never lost). On
 *   message i it reads the clock first, then stamp and payload (relaxed, ordered by the acquire), records
 *   latency = now - stamp, sums the payload, and release-stores the ack.
 * Caller (producer): for each i, wait (eager back-off) for the ack of i - 1, keep the idle gap measured from when it
 *   saw that ack (>= 1 ms: sleep until the deadline; shorter: spin on the clock with the spin hint), then stamp,
 *   store stamp and payload (relaxed), release-store the sequence i and FUTEX_WAKE one waiter, with nothing in
 *   between. PB_FLAG_PLANT_FAULT: message n/2 + 1 carries payload i + 1 under sequence i, so the worker's checksum is
 *   one too high and it records one order error; the hand-over itself is untouched, so nothing waits.
 * Platforms: Linux futex and Windows WaitOnAddress; create refuses the kind elsewhere.
 */
#include "run.h"

#if PB_HAS_FUTEX

PB_ALWAYS_INLINE int32_t pb_futex_wait_loop(pb_run* run, pb_side* side, const int counting)
{
    pb_futex_mail* const mail = &run->mail;
    const int64_t n = run->config.messages;
    int64_t* const latencies = run->inv_latencies;
    const int64_t latencies_length = latencies != NULL ? run->inv_latencies_length : 0;
    int32_t* const slots = run->inv_slots;
    const int32_t tid = run->worker_tid;
    const int64_t stall_limit = PB_STALL_TIMEOUT_NS + run->config.idle_gap_ns;
    uint64_t checksum = 0;
    int64_t received = 0;
    int32_t status = PB_OK;
    for (int64_t i = 1; i <= n; i++) {
        for (;;) {
            const int32_t seen = atomic_load_explicit(&mail->sequence, memory_order_acquire);
            if (seen == (int32_t)i) {
                break;
            }
            if (seen == PB_FUTEX_ABORT_SEQUENCE) {
                status = PB_ABORTED;
                goto out;
            }
            if (pb_word_wait(&mail->sequence, seen, stall_limit, &run->event) == PB_E_TIMEOUT
                && atomic_load_explicit(&mail->sequence, memory_order_relaxed) == seen) {
                atomic_store_explicit(&run->abort_flag, 1, memory_order_relaxed);
                status = PB_E_TIMEOUT;
                goto out;
            }
        }
        const int64_t now = pb_clock_ns(); /* first thing after seeing the post */
        const int64_t stamp = atomic_load_explicit(&mail->stamp, memory_order_relaxed);
        const int64_t value = atomic_load_explicit(&mail->value, memory_order_relaxed);
        if (i - 1 < latencies_length) {
            latencies[i - 1] = now - stamp;
        }
        if (counting) {
            pb_hop(slots, i - 1, tid, side);
        }
        if (PB_UNLIKELY(value != i)) {
            pb_order_error(side, i);
        }
        checksum += (uint64_t)value;
        received++;
        atomic_store_explicit(&mail->ack, i, memory_order_release); /* latency and hop writes are visible first */
    }
out:
    side->received = (uint64_t)received;
    side->checksum = checksum;
    return status;
}

PB_ALWAYS_INLINE int32_t pb_futex_post_loop(pb_run* run, pb_side* side, const int counting)
{
    (void)side; /* the waiter's account is the result */
    pb_futex_mail* const mail = &run->mail;
    const int64_t n = run->config.messages;
    const int64_t gap = run->config.idle_gap_ns;
    const int64_t fault_at = pb_fault_at(run);
    int32_t* const slots = run->inv_slots;
    const int32_t tid = counting ? pb_thread_id() : 0;
    pb_backoff backoff = pb_backoff_eager();
    for (int64_t i = 1; i <= n + 1; i++) {
        /* the previous message's ack (i = n + 1: the last check) */
        while (atomic_load_explicit(&mail->ack, memory_order_acquire) != i - 1) {
            const int32_t status = pb_backoff_pause(&backoff, run);
            if (status != PB_OK) {
                return status;
            }
        }
        pb_backoff_reset(&backoff);
        if (i > n) {
            break;
        }
        if (gap > 0) {
            const int64_t until = pb_clock_ns() + gap; /* measured from when we saw the ack */
            if (gap >= 1000000) {
                pb_sleep_until_ns(until);
            } else {
                while (pb_clock_ns() < until) {
                    pb_spin_hint();
                }
            }
        }
        if (counting) {
            pb_send(slots, i - 1, tid);
        }
        const int64_t stamp = pb_clock_ns();
        atomic_store_explicit(&mail->stamp, stamp, memory_order_relaxed);
        atomic_store_explicit(&mail->value, i + (i == fault_at), memory_order_relaxed);
        atomic_store_explicit(&mail->sequence, (int32_t)i, memory_order_release); /* the post */
        pb_futex_wake_one(&mail->sequence);
    }
    return PB_OK;
}

/* constant flags per call: each call is its own specialised copy of the loop, with no flag test per message */
int32_t pb_futex_worker(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_futex_wait_loop(run, side, 1) : pb_futex_wait_loop(run, side, 0);
}

int32_t pb_futex_caller(pb_run* run, pb_side* side)
{
    return run->inv_slots != NULL ? pb_futex_post_loop(run, side, 1) : pb_futex_post_loop(run, side, 0);
}

#else /* no futex: create refuses the kind, these never run */

int32_t pb_futex_worker(pb_run* run, pb_side* side)
{
    (void)run;
    (void)side;
    return PB_E_UNSUPPORTED;
}

int32_t pb_futex_caller(pb_run* run, pb_side* side)
{
    (void)run;
    (void)side;
    return PB_E_UNSUPPORTED;
}

#endif
