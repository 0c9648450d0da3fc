/* Interned strings: one copy of every identifier and op spelling for the
 * whole run, so names compare with `==`.  Interned strings are never freed. */
#ifndef PTOC_INTERN_H
#define PTOC_INTERN_H

#include <stddef.h>
#include <stdint.h>

/* Returns the unique NUL-terminated copy of s[0..n).  s need not be
 * NUL-terminated.  Amortised O(n) (open-addressing hash table). */
const char *intern(const char *s, size_t n);
const char *intern_cstr(const char *s);
/* intern for text that comes back again and again (a lexer's dotted call
 * names): names of 9 to 16 bytes found last are kept by their bytes, so a
 * repeated one is found without hashing. */
const char *intern_recent(const char *s, size_t n);
/* The hash intern uses, for other tables keyed by text. */
uint64_t intern_hash(const char *s, size_t n);
/* Interned strings are numbered densely in the order they were first
 * interned: intern_id(s) < intern_count() for every string interned so far,
 * so per-name side tables are arrays (no hashing).  s must be interned. */
static inline unsigned intern_id(const char *interned)
{
	return ((const unsigned *)(const void *)interned)[-2];
}
/* The length of an interned string (kept before its text, as its id is). */
static inline size_t intern_len(const char *interned)
{
	return ((const unsigned *)(const void *)interned)[-1];
}
unsigned intern_count(void);
/* Gives back the memory of the interned strings' tables and text past what
 * they hold (huge pages taken whole), after a phase that interned many. */
void intern_trim(void);

#endif
