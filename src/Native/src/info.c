/*
 * info.c — version, build description and status texts. PB_COMPILER and PB_C_FLAGS come from the build
 * (CMakeLists.txt: the compiler id and version, and the effective C flags of the build type).
 */
#include "platform.h"

#ifndef PB_COMPILER
#  define PB_COMPILER "unknown compiler"
#endif
#ifndef PB_C_FLAGS
#  define PB_C_FLAGS "unknown flags"
#endif

#if defined(__x86_64__) || defined(_M_X64)
#  define PB_ARCH "x86_64"
#elif defined(__aarch64__) || defined(_M_ARM64)
#  define PB_ARCH "arm64"
#elif defined(__i386__) || defined(_M_IX86)
#  define PB_ARCH "x86"
#else
#  define PB_ARCH "unknown-arch"
#endif

#if defined(PB_PLATFORM_LINUX)
#  define PB_WAIT_KIND "futex"
#elif defined(PB_PLATFORM_WINDOWS)
#  define PB_WAIT_KIND "WaitOnAddress"
#else
#  define PB_WAIT_KIND "no-futex"
#endif

#if PB_HAS_RDTSCP
#  define PB_CYCLES_KIND "rdtscp"
#else
#  define PB_CYCLES_KIND "clock"
#endif

PB_API int32_t pb_abi_version(void)
{
    return PB_ABI_VERSION;
}

PB_API const char* pb_build_info(void)
{
    return PB_COMPILER "; " PB_C_FLAGS "; " PB_ARCH "; " PB_WAIT_KIND "; " PB_CYCLES_KIND;
}

PB_API const char* pb_status_text(int32_t status)
{
    switch (status) {
    case PB_OK: return "ok";
    case PB_E_ARGUMENT: return "invalid argument (a null pointer, a value out of range, or more memory than could be allocated)";
    case PB_E_THREAD: return "the worker thread could not be started or pinned";
    case PB_E_VERIFY: return "verification failed: a wrong value, count or checksum";
    case PB_E_UNSUPPORTED: return "not supported on this platform";
    case PB_E_STATE: return "wrong state: unknown or destroyed run, run busy, or worker not answering";
    case PB_E_TIMEOUT: return "timed out";
    default: return "unknown status";
    }
}
