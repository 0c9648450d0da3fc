/* Bump allocator in growing blocks. */
#include "arena.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Blocks of freed arenas, kept for the next arenas: compiling a program
 * one kernel at a time frees and allocates arenas of the same sizes for
 * every kernel, and reused blocks save the page faults and heap trimming
 * that fresh memory costs.  A kept block keeps its `used` bytes as they
 * were and is cleared as the next arena's allocations reach them, so a
 * block no later arena takes (the last kernel's, a one-kernel program's
 * scratch) is never cleared.  Only blocks up to SPARE_BLOCK bytes are kept (clearing a large
 * one again would cost more than it saves), at most SPARE_MAX of them.
 * The orchestration executor runs kernels (each with its own arena) on
 * several threads: the list is locked. */
#define SPARE_MAX 16
#define SPARE_BLOCK ((size_t)2 << 20)
static struct arena_block *spare[SPARE_MAX];
static unsigned n_spare;
static pthread_mutex_t spare_mu = PTHREAD_MUTEX_INITIALIZER;

static struct arena_block *take_spare(size_t cap)
{
	struct arena_block *b = NULL;
	pthread_mutex_lock(&spare_mu);
	for (unsigned i = 0; i < n_spare; i++) {
		if (spare[i]->cap == cap) {
			b = spare[i];
			spare[i] = spare[--n_spare];
			break;
		}
	}
	pthread_mutex_unlock(&spare_mu);
	if (b) {
		/* its first `used` bytes are dirty: cleared again as they are reached */
		b->used = 0;
		b->clean = 0;
	}
	return b;
}

/* Keeps b (its first `used` bytes not cleared yet) for a later arena;
 * false when the list is full. */
static bool give_spare(struct arena_block *b)
{
	pthread_mutex_lock(&spare_mu);
	bool kept = n_spare < SPARE_MAX;
	if (kept)
		spare[n_spare++] = b;
	pthread_mutex_unlock(&spare_mu);
	return kept;
}

/* A new block past the first size (an arena growing: a large kernel's) is
 * mapped: fresh pages are zero, where heap memory would be cleared as the
 * allocations reach it, byte by byte (a few percent of a large kernel's
 * compile).  The first blocks, which every kernel of a program of many
 * takes, stay heap blocks, and the spare list keeps the mapped ones up to
 * SPARE_BLOCK too, so a program of many kernels maps and unmaps no more
 * than before.  page_map (util.c) aligns the largest to huge pages and
 * asks for those: a large kernel's IR is all fresh memory.  NULL when the
 * mapping fails and under AddressSanitizer (the heap is used then). */
#define FIRST_BLOCK ((size_t)64 * 1024)
static struct arena_block *map_block(size_t cap)
{
	if (cap <= FIRST_BLOCK)
		return NULL;
	struct arena_block *b = page_map(sizeof(struct arena_block) + cap);
	if (!b)
		return NULL;
	b->cap = cap;
	b->clean = cap; /* fresh pages are zero */
	b->mapped = true;
	return b;
}

/* A new head block of a for n bytes (out of line: the allocations that
 * fit, nearly all, then need no registers saved). */
static __attribute__((noinline)) struct arena_block *new_block(struct arena *a, size_t n)
{
	struct arena_block *b = a->head;
	size_t cap = b ? b->cap * 2 : FIRST_BLOCK;
	if (cap > (size_t)16 << 20)
		cap = (size_t)16 << 20;
	if (cap < n)
		cap = n;
	struct arena_block *r = take_spare(cap);
	if (!r)
		r = map_block(cap);
	/* not cleared here: see `clean` */
	if (!r) {
		r = xmalloc(sizeof *r + cap);
		r->used = 0;
		r->cap = cap;
		r->clean = 0;
		r->mapped = false;
	}
	r->next = a->head;
	a->head = r;
	return r;
}

/* n bytes (a multiple of 8) of a's head block, a new one when it lacks
 * them. */
static inline void *bump(struct arena *a, size_t n)
{
	struct arena_block *b = a->head;
	if (__builtin_expect(!b || b->cap - b->used < n, 0))
		b = new_block(a, n);
	void *p = b->data + b->used;
	b->used += n;
	a->total += n;
	return p;
}

/* Clears b's bytes from `clean` on to the page `used` reaches. */
static __attribute__((noinline)) void clear_to_used(struct arena_block *b)
{
	size_t to = (b->used + 4095) & ~(size_t)4095;
	if (to > b->cap)
		to = b->cap;
	memset(b->data + b->clean, 0, to - b->clean);
	b->clean = to;
}

void *arena_alloc_slow(struct arena *a, size_t n)
{
	void *p = bump(a, n);
	struct arena_block *b = a->head;
	if (__builtin_expect(b->used > b->clean, 0))
		clear_to_used(b);
	return p; /* zero: data[used, clean) is kept zero and bump memory is never reused */
}

void *arena_alloc_raw_slow(struct arena *a, size_t n)
{
	void *p = bump(a, n);
	struct arena_block *b = a->head;
	if (b->used > b->clean)
		b->clean = b->used; /* what lies past `used` stays as it was: zero up to `clean` */
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc_raw(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_vprintf(struct arena *a, const char *fmt, va_list ap)
{
	/* format once on the stack; again into the arena only when longer */
	char tmp[256];
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		n = 0, tmp[0] = 0;
	if ((size_t)n < sizeof tmp)
		return arena_strndup(a, tmp, (size_t)n);
	char *p = arena_alloc_raw(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = arena_vprintf(a, fmt, ap);
	va_end(ap);
	return p;
}

struct arena_mark arena_mark(const struct arena *a)
{
	return (struct arena_mark){a->head, a->head ? a->head->used : 0, a->total};
}

bool arena_rewind(struct arena *a, struct arena_mark m)
{
	if (!m.block || a->head != m.block)
		return false;
	memset(m.block->data + m.used, 0, m.block->used - m.used);
	m.block->used = m.used;
	a->total = m.total;
	return true;
}

void arena_trim(struct arena *a)
{
	struct arena_block *b = a->head;
	if (b && b->mapped)
		huge_trim(b, sizeof *b + b->cap, sizeof *b + b->used);
}

struct arena *arena_side(struct arena *a)
{
	if (!a->side)
		a->side = xcalloc(1, sizeof *a->side);
	return a->side;
}

bool arena_holds(const struct arena *a, const void *p)
{
	const unsigned char *q = p;
	for (const struct arena_block *b = a->head; b; b = b->next)
		if (q >= b->data && q < b->data + b->used)
			return true;
	return false;
}

bool arena_side_holds(const struct arena *a, const void *p)
{
	return a->side && arena_holds(a->side, p);
}

/* Frees the blocks from b on; small ones are kept for later arenas when
 * `spare`. */
static void free_blocks(struct arena_block *b, bool spare)
{
	while (b) {
		struct arena_block *next = b->next;
		if (spare && b->cap <= SPARE_BLOCK && give_spare(b))
			; /* kept, mapped or not */
		else if (b->mapped)
			huge_unmap(b, sizeof *b + b->cap);
		else
			free(b);
		b = next;
	}
}

void arena_side_free(struct arena *a)
{
	if (!a->side)
		return;
	/* freed, not kept: a pointer left into it is an error the address
	 * sanitizer then reports, where a kept block would be taken again */
	free_blocks(a->side->head, false);
	free(a->side);
	a->side = NULL;
}

void arena_free(struct arena *a)
{
	arena_side_free(a);
	free_blocks(a->head, true);
	a->head = NULL;
	a->total = 0;
}
