/*
 * runs.c — run lifecycle: create (validate, allocate, start and pin the worker), invoke (the gate, the caller's
 * part, the done hand-back, the checks), destroy (stop, join, free), the worker thread, the handle registry and
 * the back-off's slow check.
 */
#include "run.h"

#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The layouts the C# side declares field for field (PerfBuf.Core.Native.NativeRunConfig / NativeRunResult). */
_Static_assert(sizeof(pb_run_config) == 40, "pb_run_config: six int32_t, two int64_t, no padding");
_Static_assert(offsetof(pb_run_config, drain) == 20 && offsetof(pb_run_config, messages) == 24
               && offsetof(pb_run_config, idle_gap_ns) == 32, "pb_run_config offsets");
_Static_assert(sizeof(pb_run_result) == 64 && offsetof(pb_run_result, worker_cpu_ns) == 56, "pb_run_result: eight int64_t");

/* ---------------------------------------------------------------- back-off slow check */

PB_NOINLINE int32_t pb_backoff_check(pb_backoff* b, pb_run* run)
{
    if (atomic_load_explicit(&run->abort_flag, memory_order_relaxed) != 0) {
        return PB_ABORTED;
    }
    const int64_t now = pb_clock_ns();
    if (b->stalled_since == 0) {
        b->stalled_since = now;
    } else if (now - b->stalled_since > b->stall_limit_ns) {
        atomic_store_explicit(&run->abort_flag, 1, memory_order_relaxed); /* let the other side stop waiting too */
        return PB_E_TIMEOUT;
    }
    return PB_OK;
}

/* ---------------------------------------------------------------- waiting for a word to reach a value */

/* Spins a little (eager hints), then sleeps on the word; PB_OK once *word == target (acquire), else PB_E_TIMEOUT
   after timeout_ns (< 0: never). */
static int32_t pb_await_value(pb_run* run, _Atomic(int32_t)* word, int32_t target, int64_t timeout_ns)
{
    const int64_t start = timeout_ns >= 0 ? pb_clock_ns() : 0;
    int32_t spins = 0;
    for (;;) {
        const int32_t seen = atomic_load_explicit(word, memory_order_acquire);
        if (seen == target) {
            return PB_OK;
        }
        if (spins < PB_EAGER_SPIN_LIMIT) {
            pb_spin_hint();
            spins++;
            continue;
        }
        int64_t left = -1;
        if (timeout_ns >= 0) {
            left = timeout_ns - (pb_clock_ns() - start);
            if (left <= 0) {
                return PB_E_TIMEOUT;
            }
        }
        pb_word_wait(word, seen, left, &run->event);
    }
}

/* ---------------------------------------------------------------- the worker thread */

typedef int32_t (*pb_part)(pb_run* run, pb_side* side);

static pb_part pb_worker_part(int32_t kind)
{
    switch (kind) {
    case PB_RUN_STREAM: return pb_stream_worker;
    case PB_RUN_LINE_PINGPONG: return pb_line_worker;
    case PB_RUN_RING_PINGPONG: return pb_ring_pingpong_worker;
    case PB_RUN_SLOT_PINGPONG: return pb_slot_pingpong_worker;
    default: return pb_futex_worker;
    }
}

static pb_part pb_caller_part(int32_t kind)
{
    switch (kind) {
    case PB_RUN_STREAM: return pb_stream_caller;
    case PB_RUN_LINE_PINGPONG: return pb_line_caller;
    case PB_RUN_RING_PINGPONG: return pb_ring_pingpong_caller;
    case PB_RUN_SLOT_PINGPONG: return pb_slot_pingpong_caller;
    default: return pb_futex_caller;
    }
}

static void pb_worker_main(void* arg)
{
    pb_run* const run = (pb_run*)arg;
    const int32_t pinned = run->config.worker_cpu >= 0 ? pb_pin_current_thread(run->config.worker_cpu) : PB_OK;
    run->worker_tid = pb_thread_id();
    run->start_status = pinned == PB_OK ? PB_OK : PB_E_THREAD;
    atomic_store_explicit(&run->started, 1, memory_order_release); /* start_status and worker_tid first */
    pb_word_wake(&run->started, INT_MAX, &run->event);
    if (pinned == PB_OK) {
        const pb_part part = pb_worker_part(run->config.kind);
        int32_t seen = 0;
        for (;;) {
            /* the gate: a short eager spin (SemaphoreSlim-like), then the futex, no timeout (idle costs nothing) */
            int32_t gate;
            int32_t spins = 0;
            while ((gate = atomic_load_explicit(&run->gate, memory_order_acquire)) == seen) {
                if (spins < PB_EAGER_SPIN_LIMIT) {
                    pb_spin_hint();
                    spins++;
                } else {
                    pb_word_wait(&run->gate, seen, -1, &run->event);
                }
            }
            if (atomic_load_explicit(&run->stop, memory_order_relaxed) != 0) { /* ordered by the gate acquire */
                break;
            }
            seen = gate;
            memset(&run->w, 0, sizeof run->w);
            const int64_t cpu0 = pb_thread_cpu_ns();
            run->w_status = part(run, &run->w);
            run->w_cpu_ns = pb_thread_cpu_ns() - cpu0;
            atomic_store_explicit(&run->done, gate, memory_order_release); /* the w_* fields first */
            pb_word_wake(&run->done, INT_MAX, &run->event);
        }
    }
    atomic_store_explicit(&run->exited, 1, memory_order_release);
    pb_word_wake(&run->exited, INT_MAX, &run->event); /* the run stays alive until destroy has joined us */
}

/* ---------------------------------------------------------------- registry of live runs */

static pb_run* pb_registry_head; /* under the registry lock */
static uint64_t pb_next_id = 1;  /* under the registry lock; handles are never reused */

static pb_run* pb_registry_find(uint64_t id)
{
    for (pb_run* r = pb_registry_head; r != NULL; r = r->next) {
        if (r->id == id) {
            return r;
        }
    }
    return NULL;
}

static void pb_registry_remove(pb_run* run)
{
    for (pb_run** link = &pb_registry_head; *link != NULL; link = &(*link)->next) {
        if (*link == run) {
            *link = run->next;
            return;
        }
    }
}

/* ---------------------------------------------------------------- create */

static int pb_is_ring_kind(int32_t kind)
{
    return kind == PB_RUN_STREAM || kind == PB_RUN_RING_PINGPONG || kind == PB_RUN_SLOT_PINGPONG;
}

static int32_t pb_validate(const pb_run_config* c)
{
    if (c->kind < PB_RUN_STREAM || c->kind > PB_RUN_FUTEX_WAKE) {
        return PB_E_ARGUMENT;
    }
    if (c->messages < 1 || c->messages > PB_MAX_MESSAGES) {
        return PB_E_ARGUMENT;
    }
    if (c->kind == PB_RUN_FUTEX_WAKE && c->messages > INT32_MAX) {
        return PB_E_ARGUMENT; /* the sequence word is 32 bits */
    }
    if (pb_is_ring_kind(c->kind)) {
        if (c->capacity < 2 || c->capacity > PB_MAX_CAPACITY || (c->capacity & (c->capacity - 1)) != 0) {
            return PB_E_ARGUMENT;
        }
    }
    if (c->kind == PB_RUN_STREAM ? (c->batch < 1 || c->batch > c->capacity) : c->batch != 1) {
        return PB_E_ARGUMENT;
    }
    if (c->kind == PB_RUN_LINE_PINGPONG ? (c->one_line != 0 && c->one_line != 1) : c->one_line != 0) {
        return PB_E_ARGUMENT;
    }
    if (c->kind == PB_RUN_FUTEX_WAKE ? (c->idle_gap_ns < 0 || c->idle_gap_ns > PB_MAX_IDLE_GAP_NS) : c->idle_gap_ns != 0) {
        return PB_E_ARGUMENT;
    }
    if (c->kind == PB_RUN_STREAM ? (c->drain != 0 && c->drain != 1) : c->drain != 0) {
        return PB_E_ARGUMENT;
    }
    if (c->worker_cpu < -1) {
        return PB_E_ARGUMENT;
    }
    if (c->worker_cpu >= 0) {
        const int32_t limit = pb_cpu_limit();
        if (limit == 0) {
            return PB_E_UNSUPPORTED;
        }
        if (c->worker_cpu >= limit) {
            return PB_E_ARGUMENT;
        }
    }
    if (c->kind == PB_RUN_FUTEX_WAKE && !PB_HAS_FUTEX) {
        return PB_E_UNSUPPORTED;
    }
    return PB_OK;
}

static int32_t pb_ring_alloc(pb_spsc_ring* r, int32_t capacity)
{
    r->slots = (int64_t*)pb_aligned_calloc(PB_BLOCK, (size_t)capacity * sizeof(int64_t));
    r->capacity = capacity;
    r->mask = capacity - 1;
    return r->slots != NULL ? PB_OK : PB_E_ARGUMENT;
}

static int32_t pb_slot_ring_alloc(pb_slot_ring* r, int32_t capacity)
{
    r->cells = (pb_slot_cell*)pb_aligned_calloc(PB_BLOCK, (size_t)capacity * sizeof(pb_slot_cell));
    r->capacity = capacity;
    r->mask = capacity - 1;
    if (r->cells == NULL) {
        return PB_E_ARGUMENT;
    }
    pb_slot_reset(r);
    return PB_OK;
}

/* Frees everything but the worker (not started, or joined). */
static void pb_run_free(pb_run* run)
{
    pb_aligned_free(run->ring_request.slots);
    pb_aligned_free(run->ring_reply.slots);
    pb_aligned_free(run->slot_request.cells);
    pb_aligned_free(run->slot_reply.cells);
    free(run->slots);
    pb_event_destroy(&run->event);
    pb_aligned_free(run);
}

PB_API int32_t pb_run_create(const pb_run_config* config, void** run_out)
{
    if (run_out != NULL) {
        *run_out = NULL;
    }
    if (config == NULL || run_out == NULL) {
        return PB_E_ARGUMENT;
    }
    const pb_run_config c = *config;
    int32_t status = pb_validate(&c);
    if (status != PB_OK) {
        return status;
    }
    pb_run* run = (pb_run*)pb_aligned_calloc(PB_BLOCK, sizeof(pb_run));
    if (run == NULL) {
        return PB_E_ARGUMENT;
    }
    run->config = c;
    if (pb_event_init(&run->event) != PB_OK) {
        pb_aligned_free(run);
        return PB_E_THREAD;
    }
    if (c.kind == PB_RUN_STREAM) {
        status = pb_ring_alloc(&run->ring_request, c.capacity);
    } else if (c.kind == PB_RUN_RING_PINGPONG) {
        status = pb_ring_alloc(&run->ring_request, c.capacity);
        if (status == PB_OK) {
            status = pb_ring_alloc(&run->ring_reply, c.capacity);
        }
    } else if (c.kind == PB_RUN_SLOT_PINGPONG) {
        status = pb_slot_ring_alloc(&run->slot_request, c.capacity);
        if (status == PB_OK) {
            status = pb_slot_ring_alloc(&run->slot_reply, c.capacity);
        }
    }
    if (status != PB_OK) {
        pb_run_free(run);
        return status;
    }
    /* everything above is published to the worker by the thread start */
    if (pb_thread_start(&run->thread, pb_worker_main, run) != PB_OK) {
        pb_run_free(run);
        return PB_E_THREAD;
    }
    if (pb_await_value(run, &run->started, 1, PB_STOP_TIMEOUT_NS) != PB_OK) {
        /* the thread never ran: tell it to stop when it does, and let it go with the run (leaked on purpose) */
        atomic_store_explicit(&run->stop, 1, memory_order_relaxed);
        atomic_store_explicit(&run->gate, 1, memory_order_release);
        pb_word_wake(&run->gate, INT_MAX, &run->event);
        pb_thread_detach(&run->thread);
        return PB_E_THREAD;
    }
    if (run->start_status != PB_OK) { /* pinning failed: the worker has returned (or is returning) */
        pb_thread_join(&run->thread);
        pb_run_free(run);
        return PB_E_THREAD;
    }
    pb_registry_lock();
    run->id = pb_next_id++;
    run->next = pb_registry_head;
    pb_registry_head = run;
    pb_registry_unlock();
    *run_out = (void*)(uintptr_t)run->id;
    return PB_OK;
}

/* ---------------------------------------------------------------- invoke */

/* Empties the kind's shared state. Only the busy holder, while the worker waits at the gate (its last done was
   acquired); the gate release publishes it. */
static void pb_reset_kind(pb_run* run)
{
    switch (run->config.kind) {
    case PB_RUN_STREAM:
        pb_spsc_reset(&run->ring_request);
        break;
    case PB_RUN_RING_PINGPONG:
        pb_spsc_reset(&run->ring_request);
        pb_spsc_reset(&run->ring_reply);
        break;
    case PB_RUN_SLOT_PINGPONG:
        pb_slot_reset(&run->slot_request);
        pb_slot_reset(&run->slot_reply);
        break;
    case PB_RUN_LINE_PINGPONG:
        atomic_store_explicit(&run->lines.request, 0, memory_order_relaxed);
        atomic_store_explicit(&run->lines.reply, 0, memory_order_relaxed);
        break;
    default:
        atomic_store_explicit(&run->mail.sequence, 0, memory_order_relaxed);
        atomic_store_explicit(&run->mail.stamp, 0, memory_order_relaxed);
        atomic_store_explicit(&run->mail.value, 0, memory_order_relaxed);
        atomic_store_explicit(&run->mail.ack, 0, memory_order_relaxed);
        break;
    }
}

/* Tells the worker to stop waiting: abort_flag for its back-off loops, and for FUTEX_WAKE a post it cannot miss. */
static void pb_raise_abort(pb_run* run)
{
    atomic_store_explicit(&run->abort_flag, 1, memory_order_relaxed);
    if (run->config.kind == PB_RUN_FUTEX_WAKE) {
        atomic_store_explicit(&run->mail.sequence, PB_FUTEX_ABORT_SEQUENCE, memory_order_release);
        pb_word_wake(&run->mail.sequence, INT_MAX, &run->event);
    }
}

/* The correct checksum: n(n+1)/2, or n*n for the one-line ping-pong's odd requests (unsigned, wrapping like the sums). */
static uint64_t pb_expected_checksum(const pb_run_config* c)
{
    const uint64_t n = (uint64_t)c->messages;
    if (c->kind == PB_RUN_LINE_PINGPONG && c->one_line) {
        return n * n;
    }
    return n % 2 == 0 ? (n / 2) * (n + 1) : n * ((n + 1) / 2);
}

/* The caller's and the worker's accounts as one result: the receiving side's count and sum, both sides' errors
   and hops. */
static void pb_compose(const pb_run* run, const pb_side* caller, const pb_side* worker, pb_run_result* result)
{
    const pb_side* receiver = run->config.kind == PB_RUN_STREAM ? caller : worker;
    result->received = (int64_t)receiver->received;
    result->checksum = (int64_t)receiver->checksum;
    result->order_errors = caller->order_errors + worker->order_errors;
    int64_t first = caller->first_error_at;
    if (worker->first_error_at != 0 && (first == 0 || worker->first_error_at < first)) {
        first = worker->first_error_at;
    }
    result->first_error_at = first;
    result->hops = caller->hops + worker->hops;
    result->crossings = caller->crossings + worker->crossings;
}

/* The run behind `handle`, marked busy (seq_cst compare-exchange, released by a release store of 0), and with `remove`
 * taken out of the registry under the same lock; NULL for an unknown handle or one another call holds. */
static pb_run* pb_registry_take(void* handle, const int remove)
{
    pb_registry_lock();
    pb_run* run = pb_registry_find((uint64_t)(uintptr_t)handle);
    int32_t idle = 0;
    if (run != NULL
        && !atomic_compare_exchange_strong_explicit(&run->busy, &idle, 1, memory_order_seq_cst, memory_order_seq_cst)) {
        run = NULL;
    }
    if (run != NULL && remove) {
        pb_registry_remove(run);
    }
    pb_registry_unlock();
    return run;
}

PB_API int32_t pb_run_invoke(void* handle, int32_t flags, pb_run_result* result, int64_t* latencies_ns, int64_t latencies_length)
{
    if (result != NULL) {
        memset(result, 0, sizeof *result);
    }
    if (handle == NULL || result == NULL || (flags & ~(PB_FLAG_COUNT_CROSSINGS | PB_FLAG_PLANT_FAULT)) != 0
        || latencies_length < 0 || (latencies_ns == NULL && latencies_length != 0)) {
        return PB_E_ARGUMENT;
    }
    pb_run* const run = pb_registry_take(handle, 0);
    if (run == NULL) {
        return PB_E_STATE; /* unknown or destroyed handle, or another invocation / a destroy holds it */
    }
    if (atomic_load_explicit(&run->wedged, memory_order_relaxed) != 0) { /* ordered by the busy exchange */
        atomic_store_explicit(&run->busy, 0, memory_order_release);
        return PB_E_STATE;
    }
    const pb_run_config* const c = &run->config;

    int32_t* slots = NULL;
    if ((flags & PB_FLAG_COUNT_CROSSINGS) != 0) {
        if (run->slots == NULL) {
            run->slots = (uint64_t)c->messages <= SIZE_MAX / sizeof(int32_t)
                ? (int32_t*)calloc((size_t)c->messages, sizeof(int32_t)) : NULL;
            if (run->slots == NULL) {
                atomic_store_explicit(&run->busy, 0, memory_order_release);
                return PB_E_ARGUMENT; /* this many crossing slots cannot be allocated */
            }
        } else {
            memset(run->slots, 0, (size_t)c->messages * sizeof(int32_t)); /* 0 = no send recorded yet */
        }
        slots = run->slots;
    }
    run->inv_flags = flags;
    run->inv_latencies = latencies_ns;
    run->inv_latencies_length = latencies_length;
    run->inv_slots = slots;
    pb_reset_kind(run);
    atomic_store_explicit(&run->abort_flag, 0, memory_order_relaxed);
    run->generation++;
    const int32_t generation = (int32_t)run->generation;
    const pb_part part = pb_caller_part(c->kind);
    pb_side caller;
    memset(&caller, 0, sizeof caller);

    const int64_t t0 = pb_clock_ns();
    atomic_store_explicit(&run->gate, generation, memory_order_release); /* everything above is visible first */
    pb_word_wake(&run->gate, 1, &run->event);
    const int32_t caller_status = part(run, &caller);
    const int64_t t1 = pb_clock_ns();
    result->elapsed_ns = t1 - t0;
    if (caller_status != PB_OK) {
        pb_raise_abort(run);
    }

    /* the worker's part ends at most a stall limit after ours; beyond twice that it is not answering */
    if (pb_await_value(run, &run->done, generation, 2 * PB_STALL_TIMEOUT_NS + c->idle_gap_ns) != PB_OK) {
        pb_side none;
        memset(&none, 0, sizeof none);
        pb_compose(run, &caller, &none, result);
        pb_raise_abort(run);
        atomic_store_explicit(&run->wedged, 1, memory_order_relaxed); /* published by the busy release */
        atomic_store_explicit(&run->busy, 0, memory_order_release);
        return PB_E_TIMEOUT;
    }
    /* done acquired: the worker's fields are visible */
    pb_compose(run, &caller, &run->w, result);
    result->worker_cpu_ns = run->w_cpu_ns;
    const int32_t worker_status = run->w_status;

    int32_t status;
    if (caller_status < 0) {
        status = caller_status;
    } else if (worker_status < 0) {
        status = worker_status;
    } else if (caller_status != PB_OK || worker_status != PB_OK) {
        status = PB_E_STATE; /* an abort nobody explains: cannot happen, reported rather than hidden */
    } else if (result->order_errors != 0 || result->received != c->messages
               || (uint64_t)result->checksum != pb_expected_checksum(c) || caller.bad_hops + run->w.bad_hops != 0) {
        status = PB_E_VERIFY;
    } else {
        status = PB_OK;
    }
    atomic_store_explicit(&run->busy, 0, memory_order_release); /* our reads of the run come first */
    return status;
}

/* ---------------------------------------------------------------- destroy */

PB_API int32_t pb_run_destroy(void* handle)
{
    if (handle == NULL) {
        return PB_E_ARGUMENT;
    }
    pb_run* const run = pb_registry_take(handle, 1); /* from now on the handle is unknown */
    if (run == NULL) {
        return PB_E_STATE;
    }
    atomic_store_explicit(&run->stop, 1, memory_order_relaxed);
    pb_raise_abort(run); /* only matters for a wedged run whose worker is still inside an invocation */
    atomic_store_explicit(&run->gate, (int32_t)(run->generation + 1), memory_order_release); /* orders stop */
    pb_word_wake(&run->gate, INT_MAX, &run->event);
    if (pb_await_value(run, &run->exited, 1, PB_STOP_TIMEOUT_NS) != PB_OK) {
        pb_thread_detach(&run->thread); /* the worker may still touch the run: leak it rather than free it */
        return PB_E_TIMEOUT;
    }
    pb_thread_join(&run->thread);
    pb_run_free(run);
    return PB_OK;
}
