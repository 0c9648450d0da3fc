/* Arenas: bump allocation for objects that die together (a whole run, one
 * compilation unit, scratch).  Nothing allocated here is freed one by one. */
#ifndef PTOC_ARENA_H
#define PTOC_ARENA_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

struct arena_block;
struct arena {
	struct arena_block *head;
	size_t total; /* bytes handed out, for statistics */
	struct arena *side; /* arena_side's, or NULL */
};

void *arena_alloc(struct arena *a, size_t n);     /* 8-byte aligned, zeroed */
/* 8-byte aligned, not cleared: for a caller that writes every byte it
 * reads (a string, an object all of whose fields it sets) */
void *arena_alloc_raw(struct arena *a, size_t n);
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
