/*
 * selftest.c — perfbuf_native's self-test: every run kind at several sizes (capacity 2 and 4 for the stress), the
 * results' counts, checksums, order errors and crossings, the planted fault of every kind (a failure, no hang),
 * refused arguments, handle states and the futex functions. One line per check; exit code 1 on any failure.
 * Uses only the exported API.
 */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perfbuf_native.h"

#if defined(_WIN32)
#  define WIN32_LEAN_AND_MEAN
#  include <windows.h>
#else
#  include <pthread.h>
#  include <sched.h>
#  include <time.h>
#  include <unistd.h>
#endif

static int g_checks;
static int g_failures;

static void check(int ok, const char* format, ...)
{
    va_list args;
    va_start(args, format);
    g_checks++;
    if (!ok) {
        g_failures++;
    }
    printf("%s  ", ok ? "ok  " : "FAIL");
    vprintf(format, args);
    printf("\n");
    fflush(stdout);
    va_end(args);
}

/* ---------------------------------------------------------------- small platform helpers (test only) */

static void sleep_ms(int ms)
{
#if defined(_WIN32)
    Sleep((DWORD)ms);
#else
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
#endif
}

static int cpu_count(void)
{
#if defined(_WIN32)
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    return (int)info.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : (int)n;
#endif
}

/* Pins the test's own thread (the library never pins its caller; the test does, to make the runs repeatable). */
static int pin_self(int cpu)
{
#if defined(_WIN32)
    return SetThreadAffinityMask(GetCurrentThread(), (DWORD_PTR)1 << cpu) != 0;
#elif defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0;
#else
    (void)cpu;
    return 0;
#endif
}

typedef struct test_thread {
#if defined(_WIN32)
    HANDLE handle;
#else
    pthread_t handle;
#endif
} test_thread;

typedef void (*test_main)(void*);
typedef struct test_start { test_main main; void* arg; } test_start;
static test_start g_start_blocks[4];
static int g_start_next;

#if defined(_WIN32)
static DWORD WINAPI test_trampoline(LPVOID p)
{
    test_start* s = (test_start*)p;
    s->main(s->arg);
    return 0;
}
#else
static void* test_trampoline(void* p)
{
    test_start* s = (test_start*)p;
    s->main(s->arg);
    return NULL;
}
#endif

static int thread_start(test_thread* t, test_main main, void* arg)
{
    test_start* s = &g_start_blocks[g_start_next++ % 4];
    s->main = main;
    s->arg = arg;
#if defined(_WIN32)
    t->handle = CreateThread(NULL, 0, test_trampoline, s, 0, NULL);
    return t->handle != NULL;
#else
    return pthread_create(&t->handle, NULL, test_trampoline, s) == 0;
#endif
}

static void thread_join(test_thread* t)
{
#if defined(_WIN32)
    WaitForSingleObject(t->handle, INFINITE);
    CloseHandle(t->handle);
#else
    pthread_join(t->handle, NULL);
#endif
}

/* ---------------------------------------------------------------- helpers */

static const char* kind_name(int32_t kind)
{
    switch (kind) {
    case PB_RUN_STREAM: return "stream";
    case PB_RUN_LINE_PINGPONG: return "line-pingpong";
    case PB_RUN_RING_PINGPONG: return "ring-pingpong";
    case PB_RUN_SLOT_PINGPONG: return "slot-pingpong";
    case PB_RUN_FUTEX_WAKE: return "futex-wake";
    default: return "?";
    }
}

static pb_run_config config_of(int32_t kind, int32_t capacity, int32_t batch, int32_t one_line, int64_t messages)
{
    pb_run_config c;
    memset(&c, 0, sizeof c);
    c.kind = kind;
    c.capacity = capacity;
    c.batch = batch;
    c.one_line = one_line;
    c.worker_cpu = -1;
    c.messages = messages;
    return c;
}

static int64_t sum_to(int64_t n, int one_line)
{
    return one_line ? n * n : n * (n + 1) / 2;
}

static int is_pingpong(int32_t kind)
{
    return kind == PB_RUN_LINE_PINGPONG || kind == PB_RUN_RING_PINGPONG || kind == PB_RUN_SLOT_PINGPONG;
}

static int futex_supported(void)
{
    int32_t word = 1;
    return pb_futex_wait(&word, 0, 0) != PB_E_UNSUPPORTED;
}

/* Whether the library can pin its worker here (no affinity API: create says PB_E_UNSUPPORTED). */
static int pinning_supported(void)
{
    pb_run_config c = config_of(PB_RUN_STREAM, 2, 1, 0, 1);
    c.worker_cpu = 0;
    void* run = NULL;
    const int32_t status = pb_run_create(&c, &run);
    if (status == PB_OK) {
        pb_run_destroy(run);
    }
    return status == PB_OK;
}

static void describe(char* out, size_t size, const pb_run_config* c)
{
    snprintf(out, size, "%s cap=%d batch=%d one_line=%d cpu=%d n=%lld gap=%lld", kind_name(c->kind), c->capacity,
             c->batch, c->one_line, c->worker_cpu, (long long)c->messages, (long long)c->idle_gap_ns);
}

/* Creates a run of `c`, invokes it `rounds` times (the 2nd with crossings counted) and checks every result. */
static void run_clean(pb_run_config c, int rounds)
{
    char what[160];
    describe(what, sizeof what, &c);
    void* run = NULL;
    int32_t status = pb_run_create(&c, &run);
    check(status == PB_OK && run != NULL, "%s: create -> %s", what, pb_status_text(status));
    if (status != PB_OK) {
        return;
    }
    const int64_t n = c.messages;
    const int64_t hops_per_message = is_pingpong(c.kind) ? 2 : 1;
    for (int round = 0; round < rounds; round++) {
        const int counted = round == 1;
        pb_run_result r;
        int64_t latencies[8];
        for (int i = 0; i < 8; i++) {
            latencies[i] = -1;
        }
        const int64_t latencies_length = c.kind == PB_RUN_FUTEX_WAKE ? 5 : 0;
        status = pb_run_invoke(run, counted ? PB_FLAG_COUNT_CROSSINGS : 0, &r, latencies_length ? latencies : NULL,
                               latencies_length);
        int ok = status == PB_OK && r.received == n && r.checksum == sum_to(n, c.one_line) && r.order_errors == 0
            && r.first_error_at == 0 && r.elapsed_ns > 0 && r.worker_cpu_ns >= 0;
        if (counted) {
            ok = ok && r.hops == hops_per_message * n && r.crossings == hops_per_message * n;
        } else {
            ok = ok && r.hops == 0 && r.crossings == 0;
        }
        if (c.kind == PB_RUN_FUTEX_WAKE) {
            const int64_t written = n < 5 ? n : 5;
            for (int64_t i = 0; i < 8; i++) {
                if (i < written) {
                    ok = ok && latencies[i] > 0 && latencies[i] < 5000000000LL;
                } else {
                    ok = ok && latencies[i] == -1; /* nothing beyond latencies_length, nothing beyond n */
                }
            }
        }
        check(ok, "%s: invoke %d%s -> %s; received %lld checksum %lld errors %lld hops %lld crossings %lld, "
                  "%.1f ns/msg, worker cpu %.1f ms",
              what, round + 1, counted ? " (crossings)" : "", pb_status_text(status), (long long)r.received,
              (long long)r.checksum, (long long)r.order_errors, (long long)r.hops, (long long)r.crossings,
              (double)r.elapsed_ns / (double)n, (double)r.worker_cpu_ns / 1e6);
    }
    status = pb_run_destroy(run);
    check(status == PB_OK, "%s: destroy -> %s", what, pb_status_text(status));
}

/* The planted fault: the invocation must fail (no hang), with the documented counts; the run stays usable. */
static void run_planted(pb_run_config c)
{
    char what[160];
    describe(what, sizeof what, &c);
    void* run = NULL;
    int32_t status = pb_run_create(&c, &run);
    check(status == PB_OK, "%s: create for the planted fault -> %s", what, pb_status_text(status));
    if (status != PB_OK) {
        return;
    }
    const int64_t n = c.messages;
    for (int counted = 0; counted < 2; counted++) {
        pb_run_result r;
        const int64_t t0 = pb_clock_ns();
        status = pb_run_invoke(run, PB_FLAG_PLANT_FAULT | (counted ? PB_FLAG_COUNT_CROSSINGS : 0), &r, NULL, 0);
        const int64_t took = pb_clock_ns() - t0;
        int ok = status == PB_E_VERIFY && r.order_errors == 1 && took < 5000000000LL;
        if (is_pingpong(c.kind)) {
            const int64_t k = (n + 1) / 2; /* the echo answered round trip k wrongly; the caller stopped there */
            ok = ok && r.first_error_at == k && r.received == k && r.checksum == sum_to(k, c.one_line);
        } else {
            ok = ok && r.first_error_at == n / 2 + 1 && r.received == n && r.checksum == sum_to(n, 0) + 1;
        }
        check(ok, "%s: planted fault%s -> %s; first error at %lld, received %lld, checksum %lld (correct %lld), "
                  "%.1f ms",
              what, counted ? " (crossings)" : "", pb_status_text(status), (long long)r.first_error_at,
              (long long)r.received, (long long)r.checksum, (long long)sum_to(n, c.one_line), (double)took / 1e6);
    }
    pb_run_result r;
    status = pb_run_invoke(run, 0, &r, NULL, 0);
    check(status == PB_OK && r.received == n && r.checksum == sum_to(n, c.one_line) && r.order_errors == 0,
          "%s: clean invocation after the fault -> %s", what, pb_status_text(status));
    status = pb_run_destroy(run);
    check(status == PB_OK, "%s: destroy -> %s", what, pb_status_text(status));
}

/* ---------------------------------------------------------------- sections */

static void test_info(void)
{
    check(pb_abi_version() == PB_ABI_VERSION, "pb_abi_version() == %d", PB_ABI_VERSION);
    const char* info = pb_build_info();
    check(info != NULL && strlen(info) > 10, "pb_build_info: %s", info ? info : "(null)");
    const int32_t codes[] = { PB_OK, PB_E_ARGUMENT, PB_E_THREAD, PB_E_VERIFY, PB_E_UNSUPPORTED, PB_E_STATE, PB_E_TIMEOUT };
    int ok = 1;
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        const char* text = pb_status_text(codes[i]);
        ok = ok && text != NULL && strcmp(text, "unknown status") != 0;
    }
    check(ok, "pb_status_text has a text for every status");
    check(strcmp(pb_status_text(-99), "unknown status") == 0, "pb_status_text(-99) is 'unknown status'");
    const int64_t a = pb_clock_ns();
    const int64_t b = pb_clock_ns();
    check(a > 0 && b >= a, "pb_clock_ns is monotonic (%lld, %lld)", (long long)a, (long long)b);
    const int64_t c0 = pb_cycles();
    sleep_ms(1);
    const int64_t c1 = pb_cycles();
    check(c1 > c0, "pb_cycles advances (%lld over 1 ms)", (long long)(c1 - c0));
}

typedef struct futex_waiter {
    _Atomic(int32_t)* word;
    int32_t status;
} futex_waiter;

static void futex_waiter_main(void* arg)
{
    futex_waiter* w = (futex_waiter*)arg;
    w->status = PB_E_TIMEOUT;
    /* loop over spurious wake-ups until the word changes */
    while (atomic_load_explicit(w->word, memory_order_acquire) == 0) {
        w->status = pb_futex_wait((int32_t*)w->word, 0, 5000000000LL);
        if (w->status == PB_E_TIMEOUT) {
            return;
        }
    }
}

static void test_futex(void)
{
    static int32_t word[1];
    static _Atomic(int32_t) shared;
    if (!futex_supported()) {
        check(pb_futex_wait(&word[0], 0, 0) == PB_E_UNSUPPORTED && pb_futex_wake(&word[0], 1) == PB_E_UNSUPPORTED,
              "futex functions report PB_E_UNSUPPORTED on this platform");
        return;
    }
    word[0] = 5;
    check(pb_futex_wait(&word[0], 4, -1) == PB_OK, "pb_futex_wait returns PB_OK at once when *address != expected");
    const int64_t t0 = pb_clock_ns();
    const int32_t timed = pb_futex_wait(&word[0], 5, 2000000);
    const int64_t took = pb_clock_ns() - t0;
    check(timed == PB_E_TIMEOUT && took >= 1900000, "pb_futex_wait times out after 2 ms (%s, %.2f ms)",
          pb_status_text(timed), (double)took / 1e6);
    check(pb_futex_wake(&word[0], 1) == 0, "pb_futex_wake with no waiter wakes 0");
    check(pb_futex_wait(NULL, 0, 0) == PB_E_ARGUMENT, "pb_futex_wait(NULL) -> PB_E_ARGUMENT");
    check(pb_futex_wait((int32_t*)((char*)&word[0] + 1), 0, 0) == PB_E_ARGUMENT,
          "pb_futex_wait(misaligned) -> PB_E_ARGUMENT");
    check(pb_futex_wake(NULL, 1) == PB_E_ARGUMENT, "pb_futex_wake(NULL) -> PB_E_ARGUMENT");
    check(pb_futex_wake(&word[0], 0) == PB_E_ARGUMENT, "pb_futex_wake(count 0) -> PB_E_ARGUMENT");

    atomic_store(&shared, 0);
    futex_waiter w = { &shared, PB_E_STATE };
    test_thread t;
    if (!thread_start(&t, futex_waiter_main, &w)) {
        check(0, "futex wake test: thread start");
        return;
    }
    sleep_ms(20); /* let it park */
    atomic_store_explicit(&shared, 1, memory_order_release);
    const int32_t woken = pb_futex_wake((int32_t*)&shared, 1);
    thread_join(&t);
    check(w.status == PB_OK && woken >= 0 && woken <= 1, "pb_futex_wake wakes a parked waiter (woken %d, waiter %s)",
          woken, pb_status_text(w.status));
}

static void expect_create(int32_t expected, pb_run_config c, const char* why)
{
    void* run = (void*)1;
    const int32_t status = pb_run_create(&c, &run);
    check(status == expected && run == NULL, "create refuses %s -> %s", why, pb_status_text(status));
    if (run != NULL && status == PB_OK) {
        pb_run_destroy(run);
    }
}

static void test_arguments(void)
{
    void* run = (void*)1;
    pb_run_config good = config_of(PB_RUN_STREAM, 64, 1, 0, 10);
    check(pb_run_create(NULL, &run) == PB_E_ARGUMENT && run == NULL, "create(NULL config) -> PB_E_ARGUMENT, *run NULL");
    check(pb_run_create(&good, NULL) == PB_E_ARGUMENT, "create(NULL run) -> PB_E_ARGUMENT");

    pb_run_config c;
    c = good; c.kind = 0; expect_create(PB_E_ARGUMENT, c, "kind 0");
    c = good; c.kind = 6; expect_create(PB_E_ARGUMENT, c, "kind 6");
    c = good; c.capacity = 0; expect_create(PB_E_ARGUMENT, c, "stream capacity 0");
    c = good; c.capacity = 1; expect_create(PB_E_ARGUMENT, c, "stream capacity 1");
    c = good; c.capacity = 3; expect_create(PB_E_ARGUMENT, c, "stream capacity 3 (not a power of two)");
    c = good; c.capacity = -64; expect_create(PB_E_ARGUMENT, c, "stream capacity -64");
    c = good; c.capacity = INT32_MIN; expect_create(PB_E_ARGUMENT, c, "stream capacity INT32_MIN");
    c = config_of(PB_RUN_RING_PINGPONG, 6, 1, 0, 10); expect_create(PB_E_ARGUMENT, c, "ring ping-pong capacity 6");
    c = config_of(PB_RUN_SLOT_PINGPONG, 0, 1, 0, 10); expect_create(PB_E_ARGUMENT, c, "slot ping-pong capacity 0");
    c = good; c.batch = 0; expect_create(PB_E_ARGUMENT, c, "stream batch 0");
    c = good; c.batch = 128; expect_create(PB_E_ARGUMENT, c, "stream batch 128 > capacity 64");
    c = config_of(PB_RUN_RING_PINGPONG, 4, 2, 0, 10); expect_create(PB_E_ARGUMENT, c, "ring ping-pong batch 2");
    c = config_of(PB_RUN_LINE_PINGPONG, 0, 0, 0, 10); expect_create(PB_E_ARGUMENT, c, "line ping-pong batch 0");
    c = good; c.messages = 0; expect_create(PB_E_ARGUMENT, c, "messages 0");
    c = good; c.messages = -5; expect_create(PB_E_ARGUMENT, c, "messages -5");
    c = good; c.messages = (1LL << 62) + 1; expect_create(PB_E_ARGUMENT, c, "messages 2^62 + 1");
    c = config_of(PB_RUN_LINE_PINGPONG, 0, 1, 2, 10); expect_create(PB_E_ARGUMENT, c, "one_line 2");
    c = good; c.one_line = 1; expect_create(PB_E_ARGUMENT, c, "one_line 1 on a stream");
    c = good; c.drain = 2; expect_create(PB_E_ARGUMENT, c, "drain 2");
    c = config_of(PB_RUN_LINE_PINGPONG, 0, 1, 0, 10); c.drain = 1; expect_create(PB_E_ARGUMENT, c, "drain 1 on a line ping-pong");
    c = good; c.worker_cpu = -2; expect_create(PB_E_ARGUMENT, c, "worker_cpu -2");
    c = good; c.worker_cpu = 1000000;
    {
        void* r2 = (void*)1;
        const int32_t s = pb_run_create(&c, &r2);
        check((s == PB_E_ARGUMENT || s == PB_E_UNSUPPORTED) && r2 == NULL, "create refuses worker_cpu 1000000 -> %s",
              pb_status_text(s));
    }
    c = good; c.idle_gap_ns = 5; expect_create(PB_E_ARGUMENT, c, "an idle gap on a stream");
    if (futex_supported()) {
        c = config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 10); c.idle_gap_ns = -1;
        expect_create(PB_E_ARGUMENT, c, "futex-wake idle gap -1");
        c.idle_gap_ns = PB_MAX_IDLE_GAP_NS + 1; expect_create(PB_E_ARGUMENT, c, "futex-wake idle gap above the maximum");
        c.idle_gap_ns = 0; c.messages = (int64_t)INT32_MAX + 1;
        expect_create(PB_E_ARGUMENT, c, "futex-wake messages above INT32_MAX");
    } else {
        c = config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 10);
        expect_create(PB_E_UNSUPPORTED, c, "futex-wake without futex support");
    }

    /* invoke / destroy arguments and handle states */
    void* live = NULL;
    int32_t status = pb_run_create(&good, &live);
    check(status == PB_OK, "create a run for the handle checks -> %s", pb_status_text(status));
    pb_run_result r;
    int64_t lat[2];
    check(pb_run_invoke(NULL, 0, &r, NULL, 0) == PB_E_ARGUMENT, "invoke(NULL run) -> PB_E_ARGUMENT");
    check(pb_run_invoke(live, 0, NULL, NULL, 0) == PB_E_ARGUMENT, "invoke(NULL result) -> PB_E_ARGUMENT");
    check(pb_run_invoke(live, 4, &r, NULL, 0) == PB_E_ARGUMENT, "invoke(unknown flag 4) -> PB_E_ARGUMENT");
    check(pb_run_invoke(live, 0, &r, NULL, 3) == PB_E_ARGUMENT, "invoke(NULL latencies, length 3) -> PB_E_ARGUMENT");
    check(pb_run_invoke(live, 0, &r, lat, -1) == PB_E_ARGUMENT, "invoke(latencies length -1) -> PB_E_ARGUMENT");
    check(pb_run_invoke((void*)(uintptr_t)0x7fff1234, 0, &r, NULL, 0) == PB_E_STATE, "invoke(unknown handle) -> PB_E_STATE");
    check(pb_run_invoke(live, 0, &r, lat, 2) == PB_OK, "invoke with a latency array on a stream (ignored) -> PB_OK");
    check(pb_run_destroy(NULL) == PB_E_ARGUMENT, "destroy(NULL) -> PB_E_ARGUMENT");
    check(pb_run_destroy((void*)(uintptr_t)0x7fff1234) == PB_E_STATE, "destroy(unknown handle) -> PB_E_STATE");
    check(pb_run_destroy(live) == PB_OK, "destroy -> PB_OK");
    check(pb_run_invoke(live, 0, &r, NULL, 0) == PB_E_STATE, "invoke after destroy -> PB_E_STATE");
    check(pb_run_destroy(live) == PB_E_STATE, "destroy twice -> PB_E_STATE");
}

typedef struct busy_invoker {
    void* run;
    _Atomic(int32_t) started; /* release store by the invoking thread, acquire load by the main thread */
    int32_t status;
    pb_run_result result;
} busy_invoker;

static void busy_invoker_main(void* arg)
{
    busy_invoker* b = (busy_invoker*)arg;
    atomic_store_explicit(&b->started, 1, memory_order_release);
    b->status = pb_run_invoke(b->run, 0, &b->result, NULL, 0);
}

static void test_busy(void)
{
    /* an invocation that lasts ~300 ms mostly asleep (FUTEX_WAKE with 2 ms gaps), else a long line ping-pong */
    pb_run_config c = config_of(PB_RUN_LINE_PINGPONG, 0, 1, 0, 1000000);
    if (futex_supported()) {
        c = config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 150);
        c.idle_gap_ns = 2000000;
    }
    busy_invoker b;
    memset(&b, 0, sizeof b);
    atomic_init(&b.started, 0);
    int32_t status = pb_run_create(&c, &b.run);
    check(status == PB_OK, "busy: create %s -> %s", kind_name(c.kind), pb_status_text(status));
    if (status != PB_OK) {
        return;
    }
    test_thread t;
    if (!thread_start(&t, busy_invoker_main, &b)) {
        check(0, "busy: thread start");
        return;
    }
    while (!atomic_load_explicit(&b.started, memory_order_acquire)) {
        sleep_ms(1);
    }
    sleep_ms(40);
    pb_run_result r;
    const int32_t second = pb_run_invoke(b.run, 0, &r, NULL, 0);
    const int32_t destroy = pb_run_destroy(b.run);
    thread_join(&t);
    check(second == PB_E_STATE, "busy: a concurrent invoke -> %s", pb_status_text(second));
    check(destroy == PB_E_STATE, "busy: destroy during an invoke -> %s", pb_status_text(destroy));
    check(b.status == PB_OK && b.result.received == c.messages, "busy: the first invoke completes -> %s (%.1f ms)",
          pb_status_text(b.status), (double)b.result.elapsed_ns / 1e6);
    check(pb_run_destroy(b.run) == PB_OK, "busy: destroy afterwards -> PB_OK");
}

static void test_lifecycle(void)
{
    int ok = 1;
    for (int i = 0; i < 40 && ok; i++) {
        pb_run_config c = config_of(1 + i % 4, 4, 1, 0, 3);
        void* run = NULL;
        ok = pb_run_create(&c, &run) == PB_OK;
        if (ok && i % 2 == 0) {
            pb_run_result r;
            ok = pb_run_invoke(run, 0, &r, NULL, 0) == PB_OK;
        }
        ok = ok && pb_run_destroy(run) == PB_OK;
    }
    check(ok, "lifecycle: 40 create / (invoke) / destroy cycles over four kinds");
    pb_run_config c = config_of(PB_RUN_STREAM, 16, 4, 0, 1000);
    void* runs[3] = { NULL, NULL, NULL };
    ok = 1;
    for (int i = 0; i < 3; i++) {
        ok = ok && pb_run_create(&c, &runs[i]) == PB_OK;
    }
    ok = ok && runs[0] != runs[1] && runs[1] != runs[2];
    for (int i = 2; i >= 0; i--) {
        pb_run_result r;
        ok = ok && pb_run_invoke(runs[i], 0, &r, NULL, 0) == PB_OK && r.received == 1000;
    }
    for (int i = 0; i < 3; i++) {
        ok = ok && pb_run_destroy(runs[i]) == PB_OK;
    }
    check(ok, "lifecycle: three live runs, distinct handles, each invoked and destroyed");
}

/* Worker CPU for the bulk runs: 1 when the test's own thread is pinned to CPU 0 (so the two sides really run in
   parallel, the case the memory orderings are for), else the OS's choice. */
static int32_t g_worker_cpu = -1;

static pb_run_config pinned(pb_run_config c)
{
    c.worker_cpu = g_worker_cpu;
    return c;
}

static void test_runs(void)
{
    /* streams: capacities 2 and 4 are the stress (nearly every message meets a full or an empty ring) */
    const int32_t capacities[] = { 2, 4, 64, 1024 };
    const int32_t batches[] = { 1, 2, 64 };
    for (size_t ci = 0; ci < 4; ci++) {
        for (size_t bi = 0; bi < 3; bi++) {
            if (batches[bi] > capacities[ci]) {
                continue;
            }
            run_clean(pinned(config_of(PB_RUN_STREAM, capacities[ci], batches[bi], 0, 1)), 2);
            run_clean(pinned(config_of(PB_RUN_STREAM, capacities[ci], batches[bi], 0, capacities[ci] <= 4 ? 30000 : 100000)), 3);
        }
    }
    run_clean(pinned(config_of(PB_RUN_STREAM, 64, 64, 0, 1001)), 2); /* a last partial batch */
    for (size_t ci = 0; ci < 4; ci++) { /* the per-message producer with the draining consumer */
        pb_run_config c = config_of(PB_RUN_STREAM, capacities[ci], 1, 0, capacities[ci] <= 4 ? 30000 : 100000);
        c.drain = 1;
        run_clean(pinned(c), 3);
    }
    for (int one = 0; one < 2; one++) {
        run_clean(pinned(config_of(PB_RUN_LINE_PINGPONG, 0, 1, one, 1)), 2);
        run_clean(pinned(config_of(PB_RUN_LINE_PINGPONG, 0, 1, one, 10000)), 3);
    }
    const int32_t pp_capacities[] = { 2, 4, 16 };
    for (size_t ci = 0; ci < 3; ci++) {
        run_clean(pinned(config_of(PB_RUN_RING_PINGPONG, pp_capacities[ci], 1, 0, 1)), 2);
        run_clean(pinned(config_of(PB_RUN_RING_PINGPONG, pp_capacities[ci], 1, 0, 10000)), 3);
        run_clean(pinned(config_of(PB_RUN_SLOT_PINGPONG, pp_capacities[ci], 1, 0, 1)), 2);
        run_clean(pinned(config_of(PB_RUN_SLOT_PINGPONG, pp_capacities[ci], 1, 0, 10000)), 3);
    }
    if (futex_supported()) {
        pb_run_config c = config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 1);
        run_clean(pinned(c), 2);
        c.messages = 2000;
        run_clean(pinned(c), 2);
        c.messages = 50;
        c.idle_gap_ns = 20000; /* spun gap */
        run_clean(pinned(c), 2);
        c.messages = 20;
        c.idle_gap_ns = 2000000; /* slept gap */
        run_clean(pinned(c), 2);
    }
}

/* Before the test pins its own thread: workers with worker_cpu -1 inherit the creating thread's affinity. */
static void test_unpinned_runs(void)
{
    run_clean(config_of(PB_RUN_STREAM, 4, 1, 0, 2000), 2);
    run_clean(config_of(PB_RUN_STREAM, 64, 64, 0, 20000), 2);
    run_clean(config_of(PB_RUN_LINE_PINGPONG, 0, 1, 0, 2000), 2);
    run_clean(config_of(PB_RUN_LINE_PINGPONG, 0, 1, 1, 2000), 2);
    run_clean(config_of(PB_RUN_RING_PINGPONG, 2, 1, 0, 2000), 2);
    run_clean(config_of(PB_RUN_SLOT_PINGPONG, 2, 1, 0, 2000), 2);
    if (futex_supported()) {
        run_clean(config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 2000), 2);
    }
}

static void test_planted(void)
{
    run_planted(pinned(config_of(PB_RUN_STREAM, 2, 1, 0, 1)));
    run_planted(pinned(config_of(PB_RUN_STREAM, 4, 1, 0, 10001)));
    run_planted(pinned(config_of(PB_RUN_STREAM, 64, 64, 0, 10000)));
    run_planted(pinned(config_of(PB_RUN_STREAM, 4, 2, 0, 9999)));
    {
        pb_run_config c = config_of(PB_RUN_STREAM, 4, 1, 0, 10001);
        c.drain = 1;
        run_planted(pinned(c));
    }
    for (int one = 0; one < 2; one++) {
        run_planted(pinned(config_of(PB_RUN_LINE_PINGPONG, 0, 1, one, 1)));
        run_planted(pinned(config_of(PB_RUN_LINE_PINGPONG, 0, 1, one, 1000)));
    }
    run_planted(pinned(config_of(PB_RUN_RING_PINGPONG, 2, 1, 0, 1)));
    run_planted(pinned(config_of(PB_RUN_RING_PINGPONG, 2, 1, 0, 1001)));
    run_planted(pinned(config_of(PB_RUN_SLOT_PINGPONG, 4, 1, 0, 1)));
    run_planted(pinned(config_of(PB_RUN_SLOT_PINGPONG, 4, 1, 0, 1000)));
    if (futex_supported()) {
        run_planted(pinned(config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 1)));
        pb_run_config c = config_of(PB_RUN_FUTEX_WAKE, 0, 1, 0, 101);
        c.idle_gap_ns = 10000;
        run_planted(pinned(c));
    }
}

int main(void)
{
    const int64_t t0 = pb_clock_ns();
    test_info();
    test_futex();
    test_arguments();
    test_unpinned_runs();
    if (cpu_count() >= 2 && pinning_supported() && pin_self(0)) {
        g_worker_cpu = 1;
    }
    printf("from here on the test thread is %s and the bulk runs' worker on CPU %d\n",
           g_worker_cpu >= 0 ? "pinned to CPU 0" : "unpinned", g_worker_cpu);
    test_runs();
    test_planted();
    test_busy();
    test_lifecycle();
    const double seconds = (double)(pb_clock_ns() - t0) / 1e9;
    printf("%d checks, %d failed, %.2f s\n", g_checks, g_failures, seconds);
    return g_failures == 0 ? 0 : 1;
}
