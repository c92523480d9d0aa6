/*
 * platform.h — the few operating-system services the runs need: clock, spin hint, yield, sleep, thread ids and
 * CPU time, a wait on a 32-bit word (futex / WaitOnAddress / mutex+condvar), threads, pinning, aligned memory and
 * a mutex. Three back ends, chosen here: Linux, Windows (_WIN32) and other POSIX (PB_PLATFORM_GENERIC; also
 * forced on Linux with -DPB_FORCE_GENERIC_POSIX to exercise it).
 */
#ifndef PB_PLATFORM_H
#define PB_PLATFORM_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "perfbuf_native.h"

#if defined(_WIN32)
#  define PB_PLATFORM_WINDOWS 1
#elif defined(__linux__) && !defined(PB_FORCE_GENERIC_POSIX)
#  define PB_PLATFORM_LINUX 1
#else
#  define PB_PLATFORM_GENERIC 1
#endif

#if defined(PB_PLATFORM_WINDOWS)
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>
#  include <intrin.h>
#else
#  include <pthread.h>
#endif

/* Futex-like waiting (PB_RUN_FUTEX_WAKE and the public pb_futex_*) exists on Linux and Windows only. */
#if defined(PB_PLATFORM_LINUX) || defined(PB_PLATFORM_WINDOWS)
#  define PB_HAS_FUTEX 1
#else
#  define PB_HAS_FUTEX 0
#endif

/* pb_cycles reads the time-stamp counter (rdtscp) on x86-64 builds. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#  define PB_HAS_RDTSCP 1
#elif defined(_MSC_VER) && defined(_M_X64)
#  define PB_HAS_RDTSCP 1
#else
#  define PB_HAS_RDTSCP 0
#endif

/* Size of the padded blocks: two 64-byte lines, so the adjacent-line prefetcher never pairs two blocks. */
#define PB_BLOCK 128

#if defined(_MSC_VER) && !defined(__clang__)
#  define PB_ALWAYS_INLINE static __forceinline
#  define PB_NOINLINE __declspec(noinline)
#  define PB_LIKELY(x) (x)
#  define PB_UNLIKELY(x) (x)
#else
#  define PB_ALWAYS_INLINE static inline __attribute__((always_inline))
#  define PB_NOINLINE __attribute__((noinline))
#  define PB_LIKELY(x) __builtin_expect(!!(x), 1)
#  define PB_UNLIKELY(x) __builtin_expect(!!(x), 0)
#endif

/* The processor's spin hint: x86 PAUSE, ARM64 YIELD, else nothing. */
PB_ALWAYS_INLINE void pb_spin_hint(void)
{
#if defined(_MSC_VER) && !defined(__clang__)
#  if defined(_M_X64) || defined(_M_IX86)
    _mm_pause();
#  elif defined(_M_ARM64)
    __yield();
#  endif
#elif defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#endif
}

/* Gives the core away (sched_yield / SwitchToThread). */
void pb_yield(void);

/* Sleeps until pb_clock_ns() >= deadline_ns (absolute CLOCK_MONOTONIC on Linux). */
void pb_sleep_until_ns(int64_t deadline_ns);

/* The calling thread's OS id (gettid / GetCurrentThreadId; other POSIX: a process-unique per-thread number). Never 0. */
int32_t pb_thread_id(void);

/* CPU time the calling thread has used, in ns (0 where no per-thread CPU clock exists). */
int64_t pb_thread_cpu_ns(void);

/* Number of CPUs the worker may be pinned to (0..n-1); 0 when pinning is not supported. */
int32_t pb_cpu_limit(void);

/* Pins the calling thread to cpu. PB_OK, PB_E_THREAD (the OS refused), PB_E_UNSUPPORTED. */
int32_t pb_pin_current_thread(int32_t cpu);

/*
 * A wait on a 32-bit word: the waiter sleeps while *word == expected, until pb_word_wake, the timeout (< 0: none)
 * or a spurious wake; it returns PB_OK or PB_E_TIMEOUT and the caller re-checks the word. The event is the generic
 * POSIX back end's mutex + condition variable (one per run, shared by all its words); unused elsewhere.
 * The waker stores the word (any ordering it needs) before calling pb_word_wake.
 */
typedef struct pb_event {
#if defined(PB_PLATFORM_GENERIC)
    pthread_mutex_t mutex;
    pthread_cond_t cond;
#else
    int32_t unused;
#endif
} pb_event;

int32_t pb_event_init(pb_event* event);
void pb_event_destroy(pb_event* event);
int32_t pb_word_wait(_Atomic(int32_t)* word, int32_t expected, int64_t timeout_ns, pb_event* event);
void pb_word_wake(_Atomic(int32_t)* word, int32_t count, pb_event* event);

/* FUTEX_WAKE's post: wake one waiter on word, straight into the kernel (no checks). Futex platforms only. */
void pb_futex_wake_one(_Atomic(int32_t)* word);

/* Threads. */
typedef struct pb_thread {
#if defined(PB_PLATFORM_WINDOWS)
    HANDLE handle;
#else
    pthread_t handle;
#endif
} pb_thread;

typedef void (*pb_thread_main)(void* arg);

int32_t pb_thread_start(pb_thread* thread, pb_thread_main main, void* arg);
void pb_thread_join(pb_thread* thread);
void pb_thread_detach(pb_thread* thread);

/* Memory aligned to `alignment` (a power of two, a multiple of sizeof(void*)), zero-filled; NULL on failure. */
void* pb_aligned_calloc(size_t alignment, size_t size);
void pb_aligned_free(void* memory);

/* A process-wide lock for the run registry. */
void pb_registry_lock(void);
void pb_registry_unlock(void);

#endif /* PB_PLATFORM_H */
