/* Arenas: bump allocation for objects that die together (a whole run, one
 * compilation unit, scratch).  Nothing allocated here is freed one by one. */
#ifndef PTOC_ARENA_H
#define PTOC_ARENA_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

/* A block: data[0, used) is handed out; data[used, clean) is zero; what
 * lies past `clean` is cleared when an allocation reaches it, a page at a
 * time, so a block's pages no allocation reached are never written (a
 * small program's arenas use a few KiB of their first 64 KiB blocks). */
struct arena_block {
	struct arena_block *next;
	size_t used, cap;
	size_t clean;
	bool mapped; /* from map_block: unmapped, not freed */
	_Alignas(16) unsigned char data[];
};
struct arena {
	struct arena_block *head;
	size_t total; /* bytes handed out, for statistics */
	struct arena *side; /* arena_side's, or NULL */
};

/* The allocations past the head block's room or its clean bytes (out of
 * line: the fast paths below are inlined into every caller). */
void *arena_alloc_slow(struct arena *a, size_t n);
void *arena_alloc_raw_slow(struct arena *a, size_t n);

/* 8-byte aligned, zeroed */
static inline void *arena_alloc(struct arena *a, size_t n)
{
	n = (n + 7) & ~(size_t)7; /* what every IR field needs: no padding wasted on the nodes of 8 * k bytes */
	struct arena_block *b = a->head;
	if (__builtin_expect(!b || b->clean - b->used < n, 0)) /* clean <= cap */
		return arena_alloc_slow(a, n);
	void *p = b->data + b->used;
	b->used += n;
	a->total += n;
	return p; /* zero: data[used, clean) is kept zero and bump memory is never reused */
}

/* 8-byte aligned, not cleared: for a caller that writes every byte it
 * reads (a string, an object all of whose fields it sets) */
static inline void *arena_alloc_raw(struct arena *a, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	struct arena_block *b = a->head;
	if (__builtin_expect(!b || b->cap - b->used < n, 0))
		return arena_alloc_raw_slow(a, n);
	void *p = b->data + b->used;
	b->used += n;
	a->total += n;
	if (b->used > b->clean)
		b->clean = b->used; /* what lies past `used` stays as it was: zero up to `clean` */
	return p;
}
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
char *arena_printf(struct arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
char *arena_vprintf(struct arena *a, const char *fmt, va_list ap);
void arena_free(struct arena *a);
/* Whether p lies in memory a handed out (a walk of its blocks: for an
 * arena of a few). */
bool arena_holds(const struct arena *a, const void *p);

/* A second arena that a's arena_free frees too, for objects that may die
 * before a does: arena_side_free frees it (and its statistics) early, once
 * nothing refers to it any more; arena_side_holds says whether p is in it. */
struct arena *arena_side(struct arena *a);
bool arena_side_holds(const struct arena *a, const void *p);
void arena_side_free(struct arena *a);

/* Gives back the memory of a's newest block past its last allocation
 * (a large block is mapped as huge pages: the last one taken is resident
 * whole).  For the end of a phase that allocates much: later allocations
 * take the pages again. */
void arena_trim(struct arena *a);

/* A point to go back to: arena_rewind frees (and clears again) what was
 * allocated after the mark, provided it all came from the block the mark
 * was taken in; otherwise nothing is freed and it returns false.  Only for
 * allocations nothing else refers to. */
struct arena_mark {
	struct arena_block *block;
	size_t used, total;
};
struct arena_mark arena_mark(const struct arena *a);
bool arena_rewind(struct arena *a, struct arena_mark m);

#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

#endif
