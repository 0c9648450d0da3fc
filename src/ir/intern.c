/* String interning: open-addressing table (linear probing, FNV-1a hash),
 * doubled at 50% load; strings live in a private arena. */
#include "intern.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "util.h"

struct slot {
	const char *s;
	size_t n;
	uint64_t h;
};

static struct arena strings;
static struct slot *table;
static size_t cap, used;

static uint64_t hash(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211ull;
	}
	return h;
}

static void grow(void)
{
	size_t ncap = cap ? cap * 2 : 1024;
	struct slot *nt = xcalloc(ncap, sizeof *nt);
	for (size_t i = 0; i < cap; i++) {
		if (!table[i].s)
			continue;
		size_t j = table[i].h & (ncap - 1);
		while (nt[j].s)
			j = (j + 1) & (ncap - 1);
		nt[j] = table[i];
	}
	free(table);
	table = nt;
	cap = ncap;
}

const char *intern(const char *s, size_t n)
{
	if (2 * (used + 1) > cap)
		grow();
	uint64_t h = hash(s, n);
	size_t j = h & (cap - 1);
	while (table[j].s) {
		if (table[j].h == h && table[j].n == n && memcmp(table[j].s, s, n) == 0)
			return table[j].s;
		j = (j + 1) & (cap - 1);
	}
	/* the id in the 8 bytes before the text (intern_id reads it) */
	unsigned *hdr = arena_alloc(&strings, 8 + n + 1);
	if (used > UINT32_MAX - 1)
		die("more than %u interned names", UINT32_MAX - 1);
	hdr[0] = (unsigned)used;
	char *text = (char *)hdr + 8;
	memcpy(text, s, n);
	text[n] = 0;
	table[j] = (struct slot){text, n, h};
	used++;
	return text;
}

unsigned intern_count(void)
{
	return (unsigned)used;
}

const char *intern_cstr(const char *s)
{
	return intern(s, strlen(s));
}
