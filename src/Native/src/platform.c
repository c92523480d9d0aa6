/*
 * platform.c — clock, cycles, futex, threads, pinning and memory for the three back ends (see platform.h).
 * _GNU_SOURCE (non-Windows) comes from the build, so it precedes every system header.
 */
#include "platform.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#if defined(PB_PLATFORM_WINDOWS)
#  include <malloc.h> /* _aligned_malloc */
#  if defined(_MSC_VER)
#    pragma comment(lib, "Synchronization.lib")
#  endif
#else
#  include <sched.h>
#  include <time.h>
#  include <unistd.h>
#endif

#if defined(PB_PLATFORM_LINUX)
#  include <linux/futex.h>
#  include <sys/syscall.h>
#endif

/* ---------------------------------------------------------------- clock and cycles */

#if defined(PB_PLATFORM_WINDOWS)
static int64_t pb_qpc_frequency(void)
{
    /* The frequency is fixed at boot; racing first calls store the same value. Relaxed: the value is all there is. */
    static _Atomic(int64_t) frequency;
    int64_t f = atomic_load_explicit(&frequency, memory_order_relaxed);
    if (f == 0) {
        LARGE_INTEGER li;
        QueryPerformanceFrequency(&li);
        f = li.QuadPart;
        atomic_store_explicit(&frequency, f, memory_order_relaxed);
    }
    return f;
}
#endif

PB_API int64_t pb_clock_ns(void)
{
#if defined(PB_PLATFORM_WINDOWS)
    LARGE_INTEGER counter;
    QueryPerformanceCounter(&counter);
    const int64_t f = pb_qpc_frequency();
    const int64_t c = counter.QuadPart;
    /* whole seconds and the remainder apart, so the multiplication cannot overflow */
    return (c / f) * 1000000000LL + (c % f) * 1000000000LL / f;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
#endif
}

PB_API int64_t pb_cycles(void)
{
#if PB_HAS_RDTSCP && defined(_MSC_VER) && !defined(__clang__)
    unsigned int aux;
    return (int64_t)__rdtscp(&aux);
#elif PB_HAS_RDTSCP
    unsigned int aux;
    return (int64_t)__builtin_ia32_rdtscp(&aux);
#else
    return pb_clock_ns();
#endif
}

/* ---------------------------------------------------------------- yield, sleep */

void pb_yield(void)
{
#if defined(PB_PLATFORM_WINDOWS)
    SwitchToThread();
#else
    sched_yield();
#endif
}

#if defined(PB_PLATFORM_WINDOWS) && !defined(CREATE_WAITABLE_TIMER_HIGH_RESOLUTION)
#  define CREATE_WAITABLE_TIMER_HIGH_RESOLUTION 0x00000002
#endif

void pb_sleep_until_ns(int64_t deadline_ns)
{
#if defined(PB_PLATFORM_LINUX)
    struct timespec ts;
    ts.tv_sec = (time_t)(deadline_ns / 1000000000LL);
    ts.tv_nsec = (long)(deadline_ns % 1000000000LL);
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
    }
#elif defined(PB_PLATFORM_WINDOWS)
    /* a high-resolution waitable timer (Windows 10 1803+), else a normal one (timer-tick resolution) */
    HANDLE timer = CreateWaitableTimerExW(NULL, NULL, CREATE_WAITABLE_TIMER_HIGH_RESOLUTION, TIMER_ALL_ACCESS);
    if (timer == NULL) {
        timer = CreateWaitableTimerExW(NULL, NULL, 0, TIMER_ALL_ACCESS);
    }
    for (;;) {
        const int64_t left = deadline_ns - pb_clock_ns();
        if (left <= 0) {
            break;
        }
        if (timer == NULL) {
            Sleep((DWORD)((left + 999999) / 1000000));
            continue;
        }
        LARGE_INTEGER due;
        due.QuadPart = -((left + 99) / 100); /* negative: relative, in 100 ns units */
        if (!SetWaitableTimer(timer, &due, 0, NULL, NULL, FALSE)) {
            Sleep((DWORD)((left + 999999) / 1000000));
            continue;
        }
        WaitForSingleObject(timer, INFINITE);
    }
    if (timer != NULL) {
        CloseHandle(timer);
    }
#else
    for (;;) {
        const int64_t left = deadline_ns - pb_clock_ns();
        if (left <= 0) {
            break;
        }
        struct timespec ts;
        ts.tv_sec = (time_t)(left / 1000000000LL);
        ts.tv_nsec = (long)(left % 1000000000LL);
        nanosleep(&ts, NULL);
    }
#endif
}

/* ---------------------------------------------------------------- thread id, CPU time */

int32_t pb_thread_id(void)
{
#if defined(PB_PLATFORM_LINUX)
    return (int32_t)syscall(SYS_gettid);
#elif defined(PB_PLATFORM_WINDOWS)
    return (int32_t)GetCurrentThreadId();
#else
    /* No portable 32-bit OS thread id: number the threads that ask, once each (relaxed: only uniqueness matters). */
    static _Atomic(int32_t) next_id;
    static _Thread_local int32_t id;
    if (id == 0) {
        id = atomic_fetch_add_explicit(&next_id, 1, memory_order_relaxed) + 1;
    }
    return id;
#endif
}

int64_t pb_thread_cpu_ns(void)
{
#if defined(PB_PLATFORM_WINDOWS)
    FILETIME created, exited, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &exited, &kernel, &user)) {
        return 0;
    }
    const uint64_t k = ((uint64_t)kernel.dwHighDateTime << 32) | kernel.dwLowDateTime;
    const uint64_t u = ((uint64_t)user.dwHighDateTime << 32) | user.dwLowDateTime;
    return (int64_t)((k + u) * 100u);
#elif defined(CLOCK_THREAD_CPUTIME_ID)
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) {
        return 0;
    }
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
#else
    return 0;
#endif
}

/* ---------------------------------------------------------------- pinning */

int32_t pb_cpu_limit(void)
{
#if defined(PB_PLATFORM_LINUX)
    long n = sysconf(_SC_NPROCESSORS_CONF);
    if (n < 1) {
        n = 1;
    }
    if (n > CPU_SETSIZE) {
        n = CPU_SETSIZE;
    }
    return (int32_t)n;
#elif defined(PB_PLATFORM_WINDOWS)
    /* SetThreadAffinityMask works inside the thread's processor group: at most 64 CPUs */
    DWORD n = GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    const DWORD most = (DWORD)(8 * sizeof(DWORD_PTR));
    if (n > most) {
        n = most;
    }
    return (int32_t)n;
#else
    return 0;
#endif
}

int32_t pb_pin_current_thread(int32_t cpu)
{
#if defined(PB_PLATFORM_LINUX)
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET((size_t)cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0 ? PB_OK : PB_E_THREAD;
#elif defined(PB_PLATFORM_WINDOWS)
    return SetThreadAffinityMask(GetCurrentThread(), (DWORD_PTR)1 << cpu) != 0 ? PB_OK : PB_E_THREAD;
#else
    (void)cpu;
    return PB_E_UNSUPPORTED;
#endif
}

/* ---------------------------------------------------------------- futex: public */

PB_API int32_t pb_futex_wait(int32_t* address, int32_t expected, int64_t timeout_ns)
{
#if PB_HAS_FUTEX
    if (address == NULL || ((uintptr_t)address & 3u) != 0) {
        return PB_E_ARGUMENT;
    }
#  if defined(PB_PLATFORM_LINUX)
    struct timespec ts;
    struct timespec* timeout = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = (time_t)(timeout_ns / 1000000000LL);
        ts.tv_nsec = (long)(timeout_ns % 1000000000LL);
        timeout = &ts;
    }
    /* FUTEX_WAIT's timeout is relative and measured against CLOCK_MONOTONIC */
    if (syscall(SYS_futex, address, FUTEX_WAIT_PRIVATE, expected, timeout, NULL, 0) == 0) {
        return PB_OK;
    }
    switch (errno) {
    case EAGAIN: /* *address != expected */
    case EINTR:  /* a signal: a spurious wake-up, the caller re-checks */
        return PB_OK;
    case ETIMEDOUT:
        return PB_E_TIMEOUT;
    default:
        return PB_E_ARGUMENT;
    }
#  else
    DWORD ms = INFINITE;
    if (timeout_ns >= 0) {
        const int64_t rounded = (timeout_ns + 999999) / 1000000;
        ms = rounded >= (int64_t)INFINITE ? INFINITE - 1 : (DWORD)rounded;
    }
    if (WaitOnAddress((volatile VOID*)address, &expected, sizeof expected, ms)) {
        return PB_OK;
    }
    return GetLastError() == ERROR_TIMEOUT ? PB_E_TIMEOUT : PB_E_ARGUMENT;
#  endif
#else
    (void)address;
    (void)expected;
    (void)timeout_ns;
    return PB_E_UNSUPPORTED;
#endif
}

PB_API int32_t pb_futex_wake(int32_t* address, int32_t count)
{
#if PB_HAS_FUTEX
    if (address == NULL || ((uintptr_t)address & 3u) != 0 || count < 1) {
        return PB_E_ARGUMENT;
    }
#  if defined(PB_PLATFORM_LINUX)
    const long woken = syscall(SYS_futex, address, FUTEX_WAKE_PRIVATE, count, NULL, NULL, 0);
    return woken >= 0 ? (int32_t)woken : PB_E_ARGUMENT;
#  else
    if (count == 1) {
        WakeByAddressSingle((PVOID)address);
    } else {
        WakeByAddressAll((PVOID)address);
    }
    return 0; /* Windows does not report how many threads it woke */
#  endif
#else
    (void)address;
    (void)count;
    return PB_E_UNSUPPORTED;
#endif
}

void pb_futex_wake_one(_Atomic(int32_t)* word)
{
#if defined(PB_PLATFORM_LINUX)
    syscall(SYS_futex, (int32_t*)word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
#elif defined(PB_PLATFORM_WINDOWS)
    WakeByAddressSingle((PVOID)word);
#else
    (void)word; /* never called: FUTEX_WAKE runs are refused at create without futex support */
#endif
}

/* ---------------------------------------------------------------- word wait: internal */

int32_t pb_event_init(pb_event* event)
{
#if defined(PB_PLATFORM_GENERIC)
    if (pthread_mutex_init(&event->mutex, NULL) != 0) {
        return PB_E_THREAD;
    }
    if (pthread_cond_init(&event->cond, NULL) != 0) {
        pthread_mutex_destroy(&event->mutex);
        return PB_E_THREAD;
    }
#else
    event->unused = 0;
#endif
    return PB_OK;
}

void pb_event_destroy(pb_event* event)
{
#if defined(PB_PLATFORM_GENERIC)
    pthread_cond_destroy(&event->cond);
    pthread_mutex_destroy(&event->mutex);
#else
    (void)event;
#endif
}

int32_t pb_word_wait(_Atomic(int32_t)* word, int32_t expected, int64_t timeout_ns, pb_event* event)
{
#if defined(PB_PLATFORM_GENERIC)
    int32_t status = PB_OK;
    pthread_mutex_lock(&event->mutex);
    /* checked under the mutex the waker takes after its store: the wake cannot fall between check and sleep.
       Relaxed: the caller's own acquire load after the wait orders whatever the word publishes. */
    if (atomic_load_explicit(word, memory_order_relaxed) == expected) {
        if (timeout_ns < 0) {
            pthread_cond_wait(&event->cond, &event->mutex);
        } else {
            struct timespec abs;
            clock_gettime(CLOCK_REALTIME, &abs); /* condvars time out on the realtime clock by default */
            const int64_t ns = (int64_t)abs.tv_nsec + timeout_ns % 1000000000LL;
            abs.tv_sec += (time_t)(timeout_ns / 1000000000LL + ns / 1000000000LL);
            abs.tv_nsec = (long)(ns % 1000000000LL);
            if (pthread_cond_timedwait(&event->cond, &event->mutex, &abs) == ETIMEDOUT) {
                status = PB_E_TIMEOUT;
            }
        }
    }
    pthread_mutex_unlock(&event->mutex);
    return status;
#else
    (void)event;
    const int32_t status = pb_futex_wait((int32_t*)word, expected, timeout_ns);
    return status == PB_E_TIMEOUT ? PB_E_TIMEOUT : PB_OK;
#endif
}

void pb_word_wake(_Atomic(int32_t)* word, int32_t count, pb_event* event)
{
#if defined(PB_PLATFORM_GENERIC)
    (void)word;
    (void)count;
    pthread_mutex_lock(&event->mutex);
    pthread_mutex_unlock(&event->mutex);
    pthread_cond_broadcast(&event->cond);
#else
    (void)event;
    (void)pb_futex_wake((int32_t*)word, count);
#endif
}

/* ---------------------------------------------------------------- threads */

typedef struct pb_thread_start_block {
    pb_thread_main main;
    void* arg;
} pb_thread_start_block;

#if defined(PB_PLATFORM_WINDOWS)
static DWORD WINAPI pb_thread_trampoline(LPVOID p)
{
    pb_thread_start_block block = *(pb_thread_start_block*)p;
    free(p);
    block.main(block.arg);
    return 0;
}
#else
static void* pb_thread_trampoline(void* p)
{
    pb_thread_start_block block = *(pb_thread_start_block*)p;
    free(p);
    block.main(block.arg);
    return NULL;
}
#endif

int32_t pb_thread_start(pb_thread* thread, pb_thread_main main, void* arg)
{
    pb_thread_start_block* block = (pb_thread_start_block*)malloc(sizeof *block);
    if (block == NULL) {
        return PB_E_THREAD;
    }
    block->main = main;
    block->arg = arg;
#if defined(PB_PLATFORM_WINDOWS)
    thread->handle = CreateThread(NULL, 0, pb_thread_trampoline, block, 0, NULL);
    if (thread->handle == NULL) {
        free(block);
        return PB_E_THREAD;
    }
#else
    if (pthread_create(&thread->handle, NULL, pb_thread_trampoline, block) != 0) {
        free(block);
        return PB_E_THREAD;
    }
#endif
    return PB_OK;
}

void pb_thread_join(pb_thread* thread)
{
#if defined(PB_PLATFORM_WINDOWS)
    WaitForSingleObject(thread->handle, INFINITE);
    CloseHandle(thread->handle);
#else
    pthread_join(thread->handle, NULL);
#endif
}

void pb_thread_detach(pb_thread* thread)
{
#if defined(PB_PLATFORM_WINDOWS)
    CloseHandle(thread->handle);
#else
    pthread_detach(thread->handle);
#endif
}

/* ---------------------------------------------------------------- memory, registry lock */

void* pb_aligned_calloc(size_t alignment, size_t size)
{
    void* p;
#if defined(PB_PLATFORM_WINDOWS)
    p = _aligned_malloc(size, alignment);
    if (p == NULL) {
        return NULL;
    }
#else
    if (posix_memalign(&p, alignment, size) != 0) {
        return NULL;
    }
#endif
    memset(p, 0, size);
    return p;
}

void pb_aligned_free(void* memory)
{
#if defined(PB_PLATFORM_WINDOWS)
    _aligned_free(memory);
#else
    free(memory);
#endif
}

#if defined(PB_PLATFORM_WINDOWS)
static SRWLOCK pb_registry_mutex = SRWLOCK_INIT;
void pb_registry_lock(void) { AcquireSRWLockExclusive(&pb_registry_mutex); }
void pb_registry_unlock(void) { ReleaseSRWLockExclusive(&pb_registry_mutex); }
#else
static pthread_mutex_t pb_registry_mutex = PTHREAD_MUTEX_INITIALIZER;
void pb_registry_lock(void) { pthread_mutex_lock(&pb_registry_mutex); }
void pb_registry_unlock(void) { pthread_mutex_unlock(&pb_registry_mutex); }
#endif
