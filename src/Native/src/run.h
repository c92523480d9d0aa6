/*
 * run.h — the run object shared by the invoking thread (the "caller": the measuring side) and the run's worker
 * thread, the back-off both sides wait with, and the per-kind loops (stream.c, pingpong.c, futexwake.c).
 *
 * One invocation:
 *   caller: reset the kind's state, write the invocation parameters, release-store gate = generation, wake the
 *           worker; run its own loop; acquire-load done until it equals the generation; read the worker's fields.
 *   worker: acquire-load gate (futex wait while unchanged), run its loop, write its fields, release-store done.
 * Failure on either side: a relaxed store of abort_flag; both sides poll it in their wait loops, so the other side
 *   stops waiting (FUTEX_WAKE's worker sleeps in the kernel: the caller also posts PB_FUTEX_ABORT_SEQUENCE).
 */
#ifndef PB_RUN_H
#define PB_RUN_H

#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>

#include "perfbuf_native.h"
#include "platform.h"
#include "ring.h"

/* Internal status: this side stopped because the other side raised abort_flag (the other side has the reason). */
#define PB_ABORTED 1

/* The back-off of src/Core/Waiting/Backoff.cs with the limits of src/Experiments/Harness/Loops.cs. */
#define PB_EAGER_SPIN_LIMIT 256          /* ping-pongs: 256 single hints, polling after each, then yield */
#define PB_PATIENT_SPIN_LIMIT 4096       /* streams: 4096 hints ...                                      */
#define PB_PATIENT_PAUSES_PER_POLL 256   /*   ... 256 between polls, then yield                          */
#define PB_CHECK_MASK 15u                /* every 16th back-off step checks abort_flag and the stall clock */

/* FUTEX_WAKE: the sequence value the caller posts to tell a sleeping worker to give up (never a message number). */
#define PB_FUTEX_ABORT_SEQUENCE (-1)

/* One side's account of an invocation (plain: each side writes its own; the worker's is published by done). */
typedef struct pb_side {
    uint64_t received;       /* messages handled */
    uint64_t checksum;       /* sum of the values seen (unsigned: wraps instead of overflowing) */
    int64_t order_errors;    /* values that were not the expected one */
    int64_t first_error_at;  /* 1-based index of the first, 0 if none */
    int64_t hops;            /* crossings pass: hops recorded on this side */
    int64_t crossings;       /* of those, hops on a different thread from the slot's previous hop */
    int64_t bad_hops;        /* hops whose slot had no send recorded (a broken hop site: a verification failure) */
} pb_side;

/* LINE_PINGPONG's words: request and reply each on its own 128-byte block. */
typedef struct pb_lines {
    alignas(PB_BLOCK) _Atomic(int64_t) request; /* caller: release store of the request (one line: also the echo's
                                                   release store of the reply); the other side: acquire load */
    alignas(PB_BLOCK) _Atomic(int64_t) reply;   /* two lines: echo release-stores the reply, caller acquire-loads it */
} pb_lines;

/* FUTEX_WAKE's message and acknowledgement. */
typedef struct pb_futex_mail {
    alignas(PB_BLOCK) _Atomic(int32_t) sequence; /* caller: release store of i after stamp and value (the post), then
                                                    FUTEX_WAKE; worker: acquire load, futex waits on the value it saw */
    _Atomic(int64_t) stamp;                      /* caller: relaxed store of pb_clock_ns() before the post (ordered by it) */
    _Atomic(int64_t) value;                      /* caller: relaxed store of the payload the worker sums (ordered by the post) */
    alignas(PB_BLOCK) _Atomic(int64_t) ack;      /* worker: release store of i once message i is handled (its latency
                                                    written); caller: acquire load before the next idle gap */
} pb_futex_mail;

typedef struct pb_run {
    /* ---- control block: written by the caller once per invocation, read by the worker ---- */
    alignas(PB_BLOCK) _Atomic(int32_t) gate; /* caller: release store of the invocation generation (publishes the
                                                inv_* fields and the reset kind state); worker: acquire load, futex
                                                waits while unchanged. destroy: release store after setting stop */
    _Atomic(int32_t) stop;                   /* destroy (or a failed create): relaxed, then the gate release orders it */
    _Atomic(int32_t) abort_flag;             /* either side, relaxed: "the invocation failed, stop waiting"; no data
                                                rides on it (results travel through done). Reset by the caller
                                                before the gate release */
    int32_t inv_flags;                       /* plain, caller before the gate release: this invocation's PB_FLAG_* */
    int64_t* inv_latencies;                  /* plain, caller before the gate release (FUTEX_WAKE's latency array) */
    int64_t inv_latencies_length;
    int32_t* inv_slots;                      /* plain, caller before the gate release: crossing slots or NULL */

    /* ---- worker block: written by the worker, read by the caller / create / destroy ---- */
    alignas(PB_BLOCK) _Atomic(int32_t) done; /* worker: release store of the generation it finished, after its
                                                w_* fields; caller: acquire load (futex waits while different) */
    _Atomic(int32_t) started;                /* worker: release store of 1 after start_status / worker_tid; create:
                                                acquire load */
    _Atomic(int32_t) exited;                 /* worker: release store of 1 as its last access to the run; destroy:
                                                acquire load, then join */
    int32_t start_status;                    /* plain, worker, published by started: PB_OK or the pinning failure */
    int32_t worker_tid;                      /* plain, worker, published by started: its OS thread id */
    int32_t w_status;                        /* plain, worker, published by done: PB_OK, PB_ABORTED, PB_E_TIMEOUT */
    int64_t w_cpu_ns;                        /* plain, worker, published by done: its CPU time over its part */
    pb_side w;                               /* plain, worker, published by done: its account */

    /* ---- kind state: each block's owner is documented in ring.h / above ---- */
    pb_spsc_ring ring_request;               /* STREAM: the stream ring (worker produces); RING_PINGPONG: requests */
    pb_spsc_ring ring_reply;                 /* RING_PINGPONG: replies (worker produces) */
    pb_slot_ring slot_request;               /* SLOT_PINGPONG: requests */
    pb_slot_ring slot_reply;                 /* SLOT_PINGPONG: replies */
    pb_lines lines;                          /* LINE_PINGPONG */
    pb_futex_mail mail;                      /* FUTEX_WAKE */

    /* ---- owner block: create / invoke / destroy only (never the worker's loops) ---- */
    alignas(PB_BLOCK) pb_run_config config;  /* written by create before the worker starts; read-only afterwards */
    _Atomic(int32_t) busy;                   /* seq_cst compare-exchange 0 -> 1 by invoke / destroy (under the
                                                registry lock); invoke's release store of 0 ends its use */
    _Atomic(int32_t) wedged;                 /* relaxed: set by an invoke whose worker never reported done; later
                                                invokes are refused */
    uint32_t generation;                     /* the busy holder's invocation counter (gate values) */
    uint64_t id;                             /* the handle; registry fields under the registry lock */
    struct pb_run* next;
    int32_t* slots;                          /* crossing slots (messages entries), allocated by the first counting
                                                invoke; only the busy holder touches the pointer */
    pb_thread thread;
    pb_event event;                          /* the generic POSIX back end's condvar for all the words above */
} pb_run;

/* ---- back-off ---- */

typedef struct pb_backoff {
    uint32_t count;          /* attempts since the last reset */
    int32_t spun;            /* spin hints spent since the last reset */
    int32_t spin_limit;      /* hints before yielding */
    int32_t pauses_per_poll; /* hints between polls while spinning */
    int64_t stalled_since;   /* pb_clock_ns() at the first stall check since the last reset, 0 = not yet */
    int64_t stall_limit_ns;  /* give up after this long without a reset */
} pb_backoff;

static inline pb_backoff pb_backoff_eager(void)
{
    pb_backoff b = { 0, 0, PB_EAGER_SPIN_LIMIT, 1, 0, PB_STALL_TIMEOUT_NS };
    return b;
}

static inline pb_backoff pb_backoff_patient(void)
{
    pb_backoff b = { 0, 0, PB_PATIENT_SPIN_LIMIT, PB_PATIENT_PAUSES_PER_POLL, 0, PB_STALL_TIMEOUT_NS };
    return b;
}

/* After a successful attempt: the next wait starts with spinning again, and its stall clock anew. */
PB_ALWAYS_INLINE void pb_backoff_reset(pb_backoff* b)
{
    b->count = 0;
    b->spun = 0;
    b->stalled_since = 0;
}

/* The slow check (runs.c): PB_ABORTED when abort_flag is up, PB_E_TIMEOUT (raising abort_flag) after the stall limit. */
PB_NOINLINE int32_t pb_backoff_check(pb_backoff* b, pb_run* run);

/* One wait step: spin hints while under the spin limit, then yield; every 16th step, the check. PB_OK to retry. */
PB_ALWAYS_INLINE int32_t pb_backoff_pause(pb_backoff* b, pb_run* run)
{
    if (PB_UNLIKELY((b->count & PB_CHECK_MASK) == PB_CHECK_MASK)) {
        const int32_t status = pb_backoff_check(b, run);
        if (status != PB_OK) {
            return status;
        }
    }
    if (b->spun < b->spin_limit) {
        for (int32_t k = 0; k < b->pauses_per_poll; k++) {
            pb_spin_hint();
        }
        b->spun += b->pauses_per_poll;
    } else {
        pb_yield();
    }
    b->count++;
    return PB_OK;
}

/* ---- crossings (src/Core/Threading/Crossings.cs, with OS thread ids; per side, summed at the end) ---- */

/* A message's journey starts in `slot` on this thread (plain: the message's hand-over orders it for the next hop). */
PB_ALWAYS_INLINE void pb_send(int32_t* slots, int64_t slot, int32_t tid)
{
    slots[slot] = tid;
}

/* A later hop of the message in `slot` runs on this thread: a crossing when the previous hop ran on another. */
PB_ALWAYS_INLINE void pb_hop(int32_t* slots, int64_t slot, int32_t tid, pb_side* side)
{
    const int32_t previous = slots[slot];
    slots[slot] = tid;
    side->hops++;
    side->crossings += previous != tid;
    side->bad_hops += previous == 0;
}

/* Records a wrong value at 1-based index `at`. */
PB_ALWAYS_INLINE void pb_order_error(pb_side* side, int64_t at)
{
    if (side->order_errors == 0) {
        side->first_error_at = at;
    }
    side->order_errors++;
}

/* ---- per-kind loops: worker part and caller part; each returns PB_OK, PB_ABORTED or a PB_E_* status ---- */

int32_t pb_stream_worker(pb_run* run, pb_side* side);
int32_t pb_stream_caller(pb_run* run, pb_side* side);
/* the stream's loops, one function per variant (the two above dispatch to them) */
int32_t pb_stream_produce_single(pb_run* run);
int32_t pb_stream_produce_single_counting(pb_run* run);
int32_t pb_stream_produce_batch(pb_run* run);
int32_t pb_stream_produce_batch_counting(pb_run* run);
int32_t pb_stream_consume_single(pb_run* run, pb_side* side);
int32_t pb_stream_consume_single_counting(pb_run* run, pb_side* side);
int32_t pb_stream_consume_drain(pb_run* run, pb_side* side);
int32_t pb_stream_consume_drain_counting(pb_run* run, pb_side* side);
int32_t pb_line_worker(pb_run* run, pb_side* side);
int32_t pb_line_caller(pb_run* run, pb_side* side);
int32_t pb_ring_pingpong_worker(pb_run* run, pb_side* side);
int32_t pb_ring_pingpong_caller(pb_run* run, pb_side* side);
int32_t pb_slot_pingpong_worker(pb_run* run, pb_side* side);
int32_t pb_slot_pingpong_caller(pb_run* run, pb_side* side);
int32_t pb_futex_worker(pb_run* run, pb_side* side);
int32_t pb_futex_caller(pb_run* run, pb_side* side);

/* The message that carries the planted fault (PB_FLAG_PLANT_FAULT): STREAM and FUTEX_WAKE send message n/2 + 1
   with value + 1; the ping-pongs' echo answers round trip (n + 1) / 2 wrongly. 0 = none. */
static inline int64_t pb_fault_at(const pb_run* run)
{
    if ((run->inv_flags & PB_FLAG_PLANT_FAULT) == 0) {
        return 0;
    }
    const int64_t n = run->config.messages;
    return run->config.kind == PB_RUN_STREAM || run->config.kind == PB_RUN_FUTEX_WAKE ? n / 2 + 1 : (n + 1) / 2;
}

#endif /* PB_RUN_H */
