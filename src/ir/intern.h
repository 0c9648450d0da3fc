/* Interned strings: one copy of every identifier and op spelling for the
 * whole run, so names compare with `==`.  Interned strings are never freed. */
#ifndef PTOC_INTERN_H
#define PTOC_INTERN_H

#include <stddef.h>

/* Returns the unique NUL-terminated copy of s[0..n).  s need not be
 * NUL-terminated.  Amortised O(n) (open-addressing hash table). */
const char *intern(const char *s, size_t n);
const char *intern_cstr(const char *s);

#endif
