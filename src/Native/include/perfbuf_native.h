/*
 * perfbuf_native.h — the native floor of the PerfBuf lab: the lab's message-passing algorithms written in C11,
 * run as whole loops on a persistent native worker thread plus the calling thread, so the lab can compare the
 * managed rows with what the same algorithm costs without a runtime in between.
 *
 * What a run is
 *   pb_run_create starts one worker thread (pinned when config.worker_cpu >= 0) and allocates the shared state
 *   of one run kind. Every pb_run_invoke wakes that worker, runs one invocation (the worker's part on the worker,
 *   the measuring part on the calling thread, which this library never pins), waits until the worker has
 *   finished its part and returns the result. The worker parks on a futex between invocations (an idle run
 *   costs no CPU). pb_run_destroy stops and joins it.
 *
 * Threading contract
 *   - pb_run_create / pb_run_destroy may be called from any thread. Handles are opaque ids, never reused:
 *     invoking or destroying a destroyed handle returns PB_E_STATE (not undefined behaviour).
 *   - pb_run_invoke may be called from any thread, one invocation per run at a time: a second concurrent
 *     pb_run_invoke on the same run, or pb_run_destroy while an invocation runs, returns PB_E_STATE and changes
 *     nothing. Different runs are independent and may be invoked concurrently.
 *   - latencies_ns (FUTEX_WAKE) is written by the worker during the invocation; read it after pb_run_invoke
 *     returns (the return orders the worker's writes before it).
 *   - Nothing waits forever: every wait loop of both sides gives up after PB_STALL_TIMEOUT_NS without progress
 *     (plus the idle gap for FUTEX_WAKE) and the invocation returns PB_E_TIMEOUT; pb_run_destroy gives the worker
 *     PB_STOP_TIMEOUT_NS to exit and otherwise detaches it (leaking the run) and returns PB_E_TIMEOUT.
 *
 * Memory orderings (C11 <stdatomic.h>; the managed counterparts in brackets)
 *   SPSC ring (SpscRing.cs): the producer writes slots (plain), then stores tail with memory_order_release
 *     [Volatile.Write]; the consumer loads tail with memory_order_acquire [Volatile.Read] before reading slots,
 *     then stores head with memory_order_release; the producer loads head with memory_order_acquire before it
 *     overwrites freed slots. Each side reads its own index relaxed (only it writes it). Batch publication: k
 *     slot writes, one release store of tail. Drain: one acquire load of tail, reads [head, tail), one release
 *     store of head.
 *   Slot ring (SpscSlotLineRing.cs): item (plain), then cell.sequence = p + 1 with release; the consumer's acquire
 *     load of sequence == p + 1 precedes its item read; it frees the cell with a release store of p + capacity,
 *     which the producer acquires before overwriting the item.
 *   Line ping-pong (LinePingPongRun.cs): request and reply words are release-stored and acquire-loaded.
 *   FUTEX_WAKE: stamp and payload are stored relaxed, then the sequence word with release, then FUTEX_WAKE; the
 *     worker acquire-loads the sequence before it reads stamp and payload (relaxed). Ack: release / acquire.
 *   Invocation gate: the caller's release store of the gate generation publishes the invocation's parameters
 *     and reset state to the worker (acquire load); the worker's release store of the done generation publishes
 *     its result fields to the caller (acquire load) before pb_run_invoke returns.
 *   The only read-modify-writes are memory_order_seq_cst [Interlocked]: the per-run busy flag
 *     (compare-exchange, in pb_run_invoke and pb_run_destroy) that refuses concurrent use; its release is a
 *     memory_order_release store of 0. (Other POSIX only: a relaxed fetch-add numbers threads for crossings.)
 *     Stop / abort flags are relaxed: they carry no data; the gate and done generations order everything else.
 *   Crossing slots (one int32_t thread id per message) are plain: each hop writes its message's slot before the
 *     message's release hand-over and the next hop reads it after the matching acquire.
 *
 * Status codes: every function returning int32_t status returns PB_OK (0) or one of the negative PB_E_* codes;
 *   pb_status_text gives a static English text for each (and for unknown values).
 *   PB_E_ARGUMENT     a null pointer, a value out of range, or an allocation the configuration implies failed
 *   PB_E_THREAD       the worker thread could not be started or pinned
 *   PB_E_VERIFY       the invocation ran and a check failed (wrong value, count or checksum); result is filled
 *   PB_E_UNSUPPORTED  not available on this platform (futex functions and FUTEX_WAKE without futex/WaitOnAddress,
 *                     pinning without an affinity API)
 *   PB_E_STATE        unknown or destroyed handle, run busy (concurrent invoke / destroy during invoke), or a run
 *                     whose worker stopped answering
 *   PB_E_TIMEOUT      a wait gave up (pb_futex_wait's timeout, or a stalled invocation / worker stop)
 */
#ifndef PERFBUF_NATIVE_H
#define PERFBUF_NATIVE_H

#include <stdint.h>

#if defined(_WIN32)
#  if defined(PERFBUF_NATIVE_BUILDING)
#    define PB_API __declspec(dllexport)
#  else
#    define PB_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define PB_API __attribute__((visibility("default")))
#else
#  define PB_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define PB_ABI_VERSION 2

/* A wait loop gives up after this long without progress (FUTEX_WAKE's worker: this plus the idle gap). */
#define PB_STALL_TIMEOUT_NS 30000000000LL
/* pb_run_destroy waits this long for the worker to exit. */
#define PB_STOP_TIMEOUT_NS 10000000000LL
/* Upper bounds checked by pb_run_create. */
#define PB_MAX_CAPACITY (1 << 30)
#define PB_MAX_MESSAGES (1LL << 62)
#define PB_MAX_IDLE_GAP_NS 10000000000LL

enum { PB_OK = 0, PB_E_ARGUMENT = -1, PB_E_THREAD = -2, PB_E_VERIFY = -3, PB_E_UNSUPPORTED = -4, PB_E_STATE = -5, PB_E_TIMEOUT = -6 };
enum { PB_RUN_STREAM = 1, PB_RUN_LINE_PINGPONG = 2, PB_RUN_RING_PINGPONG = 3, PB_RUN_SLOT_PINGPONG = 4, PB_RUN_FUTEX_WAKE = 5 };
enum { PB_FLAG_COUNT_CROSSINGS = 1, PB_FLAG_PLANT_FAULT = 2 };

/* 40 bytes, no padding: six int32_t then two int64_t. */
typedef struct pb_run_config {
    int32_t kind;          /* PB_RUN_* */
    int32_t capacity;      /* ring slots (STREAM, RING_PINGPONG, SLOT_PINGPONG): a power of two in [2, 2^30]; ignored by the other kinds */
    int32_t batch;         /* STREAM: 1 = one message per tail store, consumer pops one at a time; k > 1 = up to k per tail store,
                              consumer drains (one head store per drain); 1 <= batch <= capacity. Other kinds: must be 1 */
    int32_t one_line;      /* LINE_PINGPONG: 1 = request and reply share one line (odd values out, even back), 0 = two padded lines. Others: 0 */
    int32_t worker_cpu;    /* >= 0: pin the worker to this CPU (< the CPU count); -1: not pinned by the library: the OS places it
                              within the affinity the worker inherits from the thread calling pb_run_create, as any new thread */
    int32_t drain;         /* STREAM at batch 1: 1 = the consumer drains (one head store per drain) instead of popping one at a
                              time; 0 or 1 (batch > 1 always drains). Other kinds: must be 0 */
    int64_t messages;      /* messages (STREAM, FUTEX_WAKE) or round trips (ping-pongs) per invocation: [1, 2^62]; FUTEX_WAKE: [1, INT32_MAX] */
    int64_t idle_gap_ns;   /* FUTEX_WAKE: idle gap before each message, [0, PB_MAX_IDLE_GAP_NS]; others: must be 0 */
} pb_run_config;

/* 64 bytes, eight int64_t. */
typedef struct pb_run_result {
    int64_t elapsed_ns;     /* the caller's loop, from just before the start signal to its last check (pb_clock_ns) */
    int64_t received;       /* messages the receiving side handled (ping-pongs: round trips the echo served) */
    int64_t checksum;       /* sum of the values the receiving side saw: n(n+1)/2 when correct (one-line ping-pong: n*n) */
    int64_t order_errors;   /* values that were not the expected one (stream: value != its 1-based position) */
    int64_t first_error_at; /* 1-based message / round-trip index of the first error, 0 if none */
    int64_t hops;           /* PB_FLAG_COUNT_CROSSINGS: hops recorded after each message's send, else 0 */
    int64_t crossings;      /* of those hops, the ones on a different OS thread from the message's previous hop, else 0 */
    int64_t worker_cpu_ns;  /* CPU time the worker thread used during its part of the invocation */
} pb_run_result;

PB_API int32_t pb_abi_version(void);
PB_API const char* pb_build_info(void);
PB_API const char* pb_status_text(int32_t status);
PB_API int64_t pb_clock_ns(void);
PB_API int64_t pb_cycles(void);
PB_API int32_t pb_futex_wait(int32_t* address, int32_t expected, int64_t timeout_ns);
PB_API int32_t pb_futex_wake(int32_t* address, int32_t count);

PB_API int32_t pb_run_create(const pb_run_config* config, void** run);
PB_API int32_t pb_run_invoke(void* run, int32_t flags, pb_run_result* result, int64_t* latencies_ns, int64_t latencies_length);
PB_API int32_t pb_run_destroy(void* run);

/*
 * Function notes
 *   pb_abi_version   PB_ABI_VERSION of the built library (check it before anything else).
 *   pb_build_info    static text: "<compiler id> <version>; <C flags>; <arch>; <futex|WaitOnAddress|no-futex>; <rdtscp|clock>".
 *   pb_clock_ns      CLOCK_MONOTONIC in ns on POSIX (what .NET's Stopwatch reads on Linux); QueryPerformanceCounter on Windows.
 *   pb_cycles        rdtscp on x86-64 builds, else pb_clock_ns().
 *   pb_futex_wait    address: 4-byte aligned, non-null. timeout_ns < 0: no timeout. PB_OK when woken (possibly
 *                    spuriously) or when *address != expected; PB_E_TIMEOUT; PB_E_ARGUMENT; PB_E_UNSUPPORTED.
 *   pb_futex_wake    count >= 1 (INT32_MAX = all). Returns the number of threads woken (Linux), 0 on Windows (the API
 *                    does not say), or PB_E_ARGUMENT / PB_E_UNSUPPORTED.
 *   pb_run_create    validates the whole config, allocates (128-byte aligned), starts and pins the worker; on failure
 *                    *run = NULL. FUTEX_WAKE without futex support: PB_E_UNSUPPORTED.
 *   pb_run_invoke    flags: PB_FLAG_* only. result: required. latencies_ns may be NULL (then latencies_length must be 0);
 *                    only FUTEX_WAKE writes it (latencies_ns[i-1] for i-1 < latencies_length). Returns PB_OK, or
 *                    PB_E_VERIFY with the result filled (also for the end checks: count, checksum, order), PB_E_TIMEOUT,
 *                    PB_E_STATE, PB_E_ARGUMENT (bad arguments, or the crossing slots for this many messages could not be
 *                    allocated).
 *   pb_run_destroy   NULL: PB_E_ARGUMENT; unknown / destroyed: PB_E_STATE; during an invocation: PB_E_STATE.
 */

#ifdef __cplusplus
}
#endif

#endif /* PERFBUF_NATIVE_H */
