/*
 * ring.h — the two SPSC rings, as static inline functions so every run loop inlines its per-message path.
 *
 * pb_spsc_ring: the SpscRing design (src/Mailboxes/Spsc/SpscRing.cs). 64-bit head/tail counters that never wrap in
 *   practice, slot = slots[i & mask], capacity a power of two. Producer block {tail, cached_head} and consumer block
 *   {head, cached_tail} each on its own 128-byte block; each side reloads the other's index only when its cached
 *   copy says full / empty. Invariant: 0 <= tail - head <= capacity; slots [head, tail) belong to the consumer.
 * pb_slot_ring: the SpscSlotLineRing design (src/Mailboxes/Spsc/SpscSlotLineRing.cs). Each cell {sequence, item}
 *   fills its own 128-byte block. Cell of position p: sequence == p free for the producer, p + 1 published,
 *   p + capacity freed for the next lap. Neither side reads the other's index.
 */
#ifndef PB_RING_H
#define PB_RING_H

#include <stdalign.h>
#include <stdatomic.h>
#include <stdint.h>

#include "platform.h"

typedef struct pb_spsc_ring {
    /* producer block */
    alignas(PB_BLOCK) _Atomic(int64_t) tail; /* producer: release store after writing the slots below it (publication);
                                                consumer: acquire load before reading them; producer reads it relaxed */
    int64_t cached_head;                      /* producer-private copy of head, plain: refreshed only when looking full */
    /* consumer block */
    alignas(PB_BLOCK) _Atomic(int64_t) head; /* consumer: release store after reading the slots below it (slot release);
                                                producer: acquire load before overwriting them; consumer reads it relaxed */
    int64_t cached_tail;                      /* consumer-private copy of tail, plain: refreshed only when looking empty */
    /* read-only block: written before the worker thread starts (thread creation orders it) */
    alignas(PB_BLOCK) int64_t* slots;         /* the slot contents are plain: ordered by the tail / head pairs above */
    int64_t mask;
    int64_t capacity;
} pb_spsc_ring;

typedef struct pb_slot_cell {
    alignas(PB_BLOCK) _Atomic(int64_t) sequence; /* the side handing the cell over: release store (producer p + 1,
                                                    consumer p + capacity); the side taking it: acquire load */
    int64_t item;                                /* producer writes, consumer reads; plain: ordered by sequence */
} pb_slot_cell;

typedef struct pb_slot_ring {
    alignas(PB_BLOCK) int64_t tail;        /* producer-private position, plain, on the producer's block */
    alignas(PB_BLOCK) int64_t head;        /* consumer-private position, plain, on the consumer's block */
    alignas(PB_BLOCK) pb_slot_cell* cells; /* read-only after create */
    int64_t mask;
    int64_t capacity;
} pb_slot_ring;

_Static_assert(sizeof(pb_spsc_ring) == 3 * PB_BLOCK, "pb_spsc_ring: producer, consumer and read-only blocks");
_Static_assert(sizeof(pb_slot_cell) == PB_BLOCK, "pb_slot_cell: one cell per 128-byte block");
_Static_assert(sizeof(pb_slot_ring) == 3 * PB_BLOCK, "pb_slot_ring: producer, consumer and read-only blocks");

/* Empties the ring. Only while neither side runs (before the invocation's gate release). */
static inline void pb_spsc_reset(pb_spsc_ring* r)
{
    atomic_store_explicit(&r->tail, 0, memory_order_relaxed);
    atomic_store_explicit(&r->head, 0, memory_order_relaxed);
    r->cached_head = 0;
    r->cached_tail = 0;
}

/* ---- producer ---- */

/* True when `count` more slots are free at the producer's `tail`: the cached head first, the real one (acquire:
   the consumer's reads of the freed slots come before our overwrites) only when the cached copy says no room. */
PB_ALWAYS_INLINE int pb_spsc_has_room(pb_spsc_ring* r, int64_t tail, int64_t count)
{
    if (PB_LIKELY(tail + count - r->cached_head <= r->capacity)) {
        return 1;
    }
    r->cached_head = atomic_load_explicit(&r->head, memory_order_acquire);
    return tail + count - r->cached_head <= r->capacity;
}

/* TryPush: writes the slot, then publishes it with one release store of tail. 0 when full (nothing written). */
PB_ALWAYS_INLINE int pb_spsc_try_push(pb_spsc_ring* r, int64_t value)
{
    const int64_t tail = atomic_load_explicit(&r->tail, memory_order_relaxed); /* own index */
    if (!pb_spsc_has_room(r, tail, 1)) {
        return 0;
    }
    r->slots[tail & r->mask] = value;
    atomic_store_explicit(&r->tail, tail + 1, memory_order_release); /* the slot write is visible first */
    return 1;
}

/* ---- consumer ---- */

/* TryPop: reads the oldest slot, then releases it with a release store of head. 0 when empty. */
PB_ALWAYS_INLINE int pb_spsc_try_pop(pb_spsc_ring* r, int64_t* value)
{
    const int64_t head = atomic_load_explicit(&r->head, memory_order_relaxed); /* own index */
    if (PB_UNLIKELY(head == r->cached_tail)) {
        r->cached_tail = atomic_load_explicit(&r->tail, memory_order_acquire); /* slots below it are readable */
        if (head == r->cached_tail) {
            return 0;
        }
    }
    *value = r->slots[head & r->mask];
    atomic_store_explicit(&r->head, head + 1, memory_order_release); /* our read happens before the slot's reuse */
    return 1;
}

/* ---- slot ring ---- */

/* Marks every cell free for its first-lap position. Only while neither side runs. */
static inline void pb_slot_reset(pb_slot_ring* r)
{
    for (int64_t i = 0; i < r->capacity; i++) {
        atomic_store_explicit(&r->cells[i].sequence, i, memory_order_relaxed);
        r->cells[i].item = 0;
    }
    r->tail = 0;
    r->head = 0;
}

PB_ALWAYS_INLINE int pb_slot_try_push(pb_slot_ring* r, int64_t value)
{
    const int64_t tail = r->tail;
    pb_slot_cell* cell = &r->cells[tail & r->mask];
    /* acquire: the consumer's read of the cell's previous item comes before our overwrite */
    if (atomic_load_explicit(&cell->sequence, memory_order_acquire) != tail) {
        return 0;
    }
    cell->item = value;
    r->tail = tail + 1;
    atomic_store_explicit(&cell->sequence, tail + 1, memory_order_release); /* the item write is visible first */
    return 1;
}

PB_ALWAYS_INLINE int pb_slot_try_pop(pb_slot_ring* r, int64_t* value)
{
    const int64_t head = r->head;
    pb_slot_cell* cell = &r->cells[head & r->mask];
    /* acquire: the producer's item write comes before our read */
    if (atomic_load_explicit(&cell->sequence, memory_order_acquire) != head + 1) {
        return 0;
    }
    *value = cell->item;
    r->head = head + 1;
    atomic_store_explicit(&cell->sequence, head + r->capacity, memory_order_release); /* our read happens before reuse */
    return 1;
}

#endif /* PB_RING_H */
