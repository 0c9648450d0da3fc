/* String interning: open-addressing table (linear probing), doubled at 75%
 * load (a probe compares 32 bits of hash, so a fuller table costs little
 * time, and a large kernel's 330,000 names fit half a million slots);
 * strings live in a private arena, each after a header of its id and
 * length, and `texts` finds a string by its id.  The hash reads eight bytes
 * at a time (names are short: most fit in one or two words).  A slot is 8
 * bytes, 32 bits of the hash and the id, so a probe reads the text only
 * when the hashes agree: a large kernel interns a few hundred thousand
 * generated names, and its table of a million slots was 16 MiB with a
 * pointer and a length in each. */
#include "intern.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "util.h"

struct slot {
	uint32_t h;   /* the hash's low 32 bits (the slot index is taken from them) */
	uint32_t ref; /* the string's id + 1; 0: an empty slot */
};

static struct arena strings;
static struct slot *table;
static size_t cap, used;
static const char **texts; /* [used] by id */
static size_t cap_texts;

static inline uint64_t mix(uint64_t h, uint64_t w)
{
	h ^= w;
	h *= 0x9E3779B97F4A7C15ull;
	return h ^ (h >> 29);
}

static inline uint64_t load8(const char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

static inline uint64_t load4(const char *p)
{
	uint32_t w;
	memcpy(&w, p, 4);
	return w;
}

/* Reads only s[0..n): a tail shorter than a word is read as overlapping
 * loads that stay inside the string (the length is hashed too). */
static inline uint64_t hash(const char *s, size_t n)
{
	uint64_t h = 0x243F6A8885A308D3ull ^ n;
	if (n >= 8) {
		size_t i = 0;
		for (; i + 8 <= n; i += 8)
			h = mix(h, load8(s + i));
		if (i < n)
			h = mix(h, load8(s + n - 8));
	} else if (n >= 4) {
		h = mix(h, load4(s) | load4(s + n - 4) << 32);
	} else if (n > 0) {
		h = mix(h, (uint64_t)(unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
				   (uint64_t)(unsigned char)s[n - 1] << 16);
	}
	h ^= h >> 32;
	h *= 0xD6E8FEB86659FD93ull;
	return h ^ (h >> 32);
}

/* s[0..n) == t[0..n), both at least n bytes: short names (the most) are
 * compared as one or two overlapping words, without a call. */
static inline bool same_text(const char *s, const char *t, size_t n)
{
	if (n >= 8 && n <= 16)
		return load8(s) == load8(t) && load8(s + n - 8) == load8(t + n - 8);
	if (n >= 4 && n < 8)
		return load4(s) == load4(t) && load4(s + n - 4) == load4(t + n - 4);
	if (n < 4)
		return n == 0 || (s[0] == t[0] && s[n / 2] == t[n / 2] && s[n - 1] == t[n - 1]);
	return memcmp(s, t, n) == 0;
}

static void grow(void)
{
	size_t ncap = cap ? cap * 2 : 1024;
	if (ncap > (size_t)UINT32_MAX)
		die("more than %u interned names", UINT32_MAX / 2);
	struct slot *nt = big_zalloc(ncap * sizeof *nt);
	for (size_t i = 0; i < cap; i++) {
		if (!table[i].ref)
			continue;
		size_t j = table[i].h & (ncap - 1);
		while (nt[j].ref)
			j = (j + 1) & (ncap - 1);
		nt[j] = table[i];
	}
	big_free(table, cap * sizeof *table);
	table = nt;
	cap = ncap;
}

/* Adds s[0..n), which is not in the table, at slot j (empty) unless the
 * table grows first.  Out of line: most calls find their string. */
static __attribute__((noinline)) const char *insert(const char *s, size_t n, uint32_t h, size_t j)
{
	if (n > UINT32_MAX - 16)
		die("interned string of %zu bytes", n);
	if (4 * (used + 1) > 3 * cap) {
		grow();
		for (j = h & (cap - 1); table[j].ref; j = (j + 1) & (cap - 1))
			;
	}
	if (used >= UINT32_MAX - 1)
		die("more than %u interned names", UINT32_MAX - 1);
	if (used == cap_texts) {
		size_t nc = cap_texts ? 2 * cap_texts : 512;
		texts = big_grow(texts, cap_texts * sizeof *texts, nc * sizeof *texts);
		cap_texts = nc;
	}
	/* the id and the length in the 8 bytes before the text (intern_id
	 * reads the id); every byte of the 8 + n + 1 is written below */
	uint32_t *hdr = arena_alloc_raw(&strings, 8 + n + 1);
	hdr[0] = (uint32_t)used;
	hdr[1] = (uint32_t)n;
	char *text = (char *)hdr + 8;
	/* a short name (the most) in two overlapping loads and stores */
	if (n >= 8 && n <= 16) {
		uint64_t a = load8(s), b = load8(s + n - 8);
		memcpy(text, &a, 8);
		memcpy(text + n - 8, &b, 8);
	} else if (n >= 4 && n < 8) {
		uint32_t a = (uint32_t)load4(s), b = (uint32_t)load4(s + n - 4);
		memcpy(text, &a, 4);
		memcpy(text + n - 4, &b, 4);
	} else if (n > 0 && n < 4) {
		text[0] = s[0];
		text[n / 2] = s[n / 2];
		text[n - 1] = s[n - 1];
	} else {
		memcpy(text, s, n);
	}
	text[n] = 0;
	texts[used] = text;
	table[j] = (struct slot){h, (uint32_t)used + 1};
	used++;
	return text;
}

/* Finds or adds s[0..n) whose hash is h.  Inlined twice: for names of at
 * most 16 bytes (the most) same_text makes no call, so that copy needs no
 * stack frame. */
static inline __attribute__((always_inline)) const char *find(const char *s, size_t n, uint32_t h)
{
	size_t j = h & (cap - 1);
	while (table[j].ref) {
		if (table[j].h == h) {
			const char *t = texts[table[j].ref - 1];
			if (((const uint32_t *)(const void *)t)[-1] == n && same_text(t, s, n))
				return t;
		}
		j = (j + 1) & (cap - 1);
	}
	return insert(s, n, h, j);
}

static __attribute__((noinline)) const char *find_long(const char *s, size_t n, uint32_t h)
{
	return find(s, n, h);
}

/* The names of at most 8 bytes found last, direct-mapped by their bytes
 * (as one word that, with the length, tells them apart): a lexer interns
 * the same few words (pl, the op names, the names just defined) over and
 * over. */
#define RECENT 256
static struct recent {
	uint64_t w;
	const char *text;
	size_t n; /* 0: an empty entry */
} recent[RECENT];

/* s[0..n) for 0 < n <= 8 as one word, read without passing s + n: equal
 * words of equal lengths are equal strings. */
static inline uint64_t short_word(const char *s, size_t n)
{
	if (n >= 4)
		return load4(s) | load4(s + n - 4) << 32;
	return (uint64_t)(unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
	       (uint64_t)(unsigned char)s[n - 1] << 16;
}

/* intern past the recent names. */
static __attribute__((noinline)) const char *lookup(const char *s, size_t n)
{
	if (!cap)
		grow();
	if (n - 1 < 8) {
		uint64_t w = short_word(s, n);
		const char *t = find(s, n, (uint32_t)hash(s, n));
		recent[((w ^ n) * 0x9E3779B97F4A7C15ull) >> 56] = (struct recent){w, t, n};
		return t;
	}
	uint32_t h = (uint32_t)hash(s, n);
	if (n > 16)
		return find_long(s, n, h);
	return find(s, n, h);
}

const char *intern(const char *s, size_t n)
{
	if (n - 1 < 8) {
		uint64_t w = short_word(s, n);
		const struct recent *r = &recent[((w ^ n) * 0x9E3779B97F4A7C15ull) >> 56];
		if (r->w == w && r->n == n)
			return r->text;
	}
	return lookup(s, n);
}

/* The names of 9 to 16 bytes intern_recent found last (dotted op names:
 * pl.tile.adds), direct-mapped by their first and last eight bytes, which
 * with the length tell them apart. */
static struct recent16 {
	uint64_t a, b;
	const char *text;
	size_t n; /* 0: an empty entry */
} recent16[RECENT];

const char *intern_recent(const char *s, size_t n)
{
	if (n - 9 >= 8)
		return intern(s, n);
	uint64_t a = load8(s), b = load8(s + n - 8);
	struct recent16 *r = &recent16[((a ^ (b * 0xD6E8FEB86659FD93ull) ^ n) * 0x9E3779B97F4A7C15ull) >> 56];
	if (r->a == a && r->b == b && r->n == n)
		return r->text;
	const char *t = lookup(s, n);
	*r = (struct recent16){a, b, t, n};
	return t;
}

uint64_t intern_hash(const char *s, size_t n)
{
	return hash(s, n);
}

unsigned intern_count(void)
{
	return (unsigned)used;
}

const char *intern_cstr(const char *s)
{
	return intern(s, strlen(s));
}

void intern_trim(void)
{
	arena_trim(&strings);
	big_trim(texts, cap_texts * sizeof *texts, used * sizeof *texts);
}
