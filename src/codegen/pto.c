/* PTO module emission: function framing and signature, the section order
 * (constants, tensor views and hoisted allocations, body), SSA naming,
 * constants, tile_buf types with box validation, scalar arithmetic and
 * structured control flow.  Strictly 1:1 from the IR: every decision here is
 * read off the node being emitted (reference dsl-pipeline-codegen.md §3). */
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "passes/verify_ptoas_rules.h"
#include "spec_ids.h"

/* ---- strings, names ------------------------------------------------------- */

const char *cg_printf(struct cg *cg, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = arena_vprintf(&cg->a, fmt, ap);
	va_end(ap);
	return s;
}

const char *cg_cat(struct cg *cg, ...)
{
	va_list ap;
	size_t n = 0;
	va_start(ap, cg);
	for (const char *x; (x = va_arg(ap, const char *));)
		n += strlen(x);
	va_end(ap);
	char *s = arena_alloc_raw(&cg->a, n + 1), *d = s;
	va_start(ap, cg);
	for (const char *x; (x = va_arg(ap, const char *));) {
		size_t k = strlen(x);
		memcpy(d, x, k);
		d += k;
	}
	va_end(ap);
	*d = 0;
	return s;
}

void cg_error(struct cg *cg, struct span at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(at, fmt, ap);
	va_end(ap);
	cg->failed = true;
}

static uint64_t hash_str(const char *s)
{
	uint64_t h = 1469598103934665603ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

/* The hash of the name set: eight bytes a step (SSA names are short: most
 * take two words), the last word overlapping the one before.  A name of
 * eight bytes or more is its words mixed in by name_hash_word from
 * name_hash_start, finished by name_hash_end. */
static inline uint64_t name_hash_start(size_t n) { return 0x243f6a8885a308d3ull ^ n; }

static inline uint64_t name_hash_word(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x9e3779b97f4a7c15ull;
	return h ^ h >> 29;
}

static inline uint64_t name_hash_end(uint64_t h)
{
	h *= 0xd6e8feb86659fd93ull;
	return h ^ (h >> 32);
}

static uint64_t name_hash(const char *s, size_t n)
{
	uint64_t h = name_hash_start(n), w;
	if (n >= 8) {
		size_t i = 0;
		for (; i + 8 <= n; i += 8) {
			memcpy(&w, s + i, 8);
			h = name_hash_word(h, w);
		}
		if (i < n) {
			memcpy(&w, s + n - 8, 8);
			h = name_hash_word(h, w);
		}
	} else {
		w = 0;
		for (size_t i = 0; i < n; i++)
			w = w << 8 | (unsigned char)s[i];
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
	}
	return name_hash_end(h);
}

/* Adds SSA name n (without its '%'; h = name_hash(n)) to the names of the
 * function; false when it is taken.  Slots keep each name's hash, so a
 * probe compares strings only where the hashes agree. */
/* Gives the name set cap slots (a power of two, more than it has). */
static void names_grow(struct cg *cg, size_t cap)
{
	struct cg_name *old = cg->used;
	size_t ocap = cg->used_cap;
	/* big_zalloc: a large kernel's set grows to megabytes, and fresh
	 * mapped pages need no clearing where calloc cleared heap memory
	 * an earlier table had freed */
	cg->used = big_zalloc(cap * sizeof *cg->used);
	cg->used_cap = cap;
	for (size_t i = 0; i < ocap; i++) {
		if (!old[i].s)
			continue;
		size_t j = old[i].h & (cap - 1);
		while (cg->used[j].s)
			j = (j + 1) & (cap - 1);
		cg->used[j] = old[i];
	}
	big_free(old, ocap * sizeof *old);
}

/* Sizes the name set for a function of n statements before its names are
 * made.  A kernel names up to about three vars in two statements (a
 * result and its layout repairs), which fill a table of the next power of
 * two above 2n at most three quarters, so that it is not rehashed on the
 * way (a kernel of 100 statements rehashed its table of 128 names once). */
static void names_presize(struct cg *cg, uint64_t n)
{
	size_t cap = 64;
	uint64_t want = 2 * n;
	while (cap <= want && cap < ((size_t)1 << 28))
		cap *= 2;
	if (cap > cg->used_cap)
		names_grow(cg, cap);
}

static bool name_claim_h(struct cg *cg, const char *n, uint64_t h)
{
	/* at most three quarters full: a large kernel's set of 16-byte
	 * entries is the largest table codegen has */
	if (4 * (cg->used_n + 1) > 3 * cg->used_cap)
		names_grow(cg, cg->used_cap ? 2 * cg->used_cap : 64);
	size_t i = h & (cg->used_cap - 1);
	for (; cg->used[i].s; i = (i + 1) & (cg->used_cap - 1))
		if (cg->used[i].h == h && strcmp(cg->used[i].s, n) == 0)
			return false;
	cg->used[i] = (struct cg_name){h, n};
	cg->used_n++;
	return true;
}

static bool name_claim(struct cg *cg, const char *n)
{
	return name_claim_h(cg, n, name_hash(n, strlen(n)));
}

const char *cg_new_temp(struct cg *cg)
{
	for (;;) {
		/* "%<n>": the set holds the name after the '%' */
		char tmp[20];
		size_t n = (size_t)(put_u64(tmp, cg->temp++) - tmp);
		char *s = arena_alloc_raw(&cg->a, n + 2), *d = s;
		*d++ = '%';
		memcpy(d, tmp, n);
		d += n;
		*d = 0;
		if (name_claim(cg, s + 1)) {
			cg_note_plain(cg, s, (size_t)(d - s));
			return s;
		}
	}
}

const unsigned char cg_ssa_class[256] = {
	['0'] = 2, ['1'] = 2, ['2'] = 2, ['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2,
	['8'] = 2, ['9'] = 2, ['A'] = 2, ['B'] = 2, ['C'] = 2, ['D'] = 2, ['E'] = 2, ['F'] = 2,
	['G'] = 2, ['H'] = 2, ['I'] = 2, ['J'] = 2, ['K'] = 2, ['L'] = 2, ['M'] = 2, ['N'] = 2,
	['O'] = 2, ['P'] = 2, ['Q'] = 2, ['R'] = 2, ['S'] = 2, ['T'] = 2, ['U'] = 2, ['V'] = 2,
	['W'] = 2, ['X'] = 2, ['Y'] = 2, ['Z'] = 2, ['_'] = 2, ['a'] = 2, ['b'] = 2, ['c'] = 2,
	['d'] = 2, ['e'] = 2, ['f'] = 2, ['g'] = 2, ['h'] = 2, ['i'] = 2, ['j'] = 2, ['k'] = 2,
	['l'] = 2, ['m'] = 2, ['n'] = 2, ['o'] = 2, ['p'] = 2, ['q'] = 2, ['r'] = 2, ['s'] = 2,
	['t'] = 2, ['u'] = 2, ['v'] = 2, ['w'] = 2, ['x'] = 2, ['y'] = 2, ['z'] = 2, ['.'] = 1,
	['$'] = 1
};

/* Whether the n bytes at s (8 <= n) are all [A-Za-z0-9_]: sixteen a step
 * as two eight-byte loads, the last pair overlapping the one before (most
 * names take one pair). */
static bool ident_bytes(const char *s, size_t n)
{
#ifdef __SSE2__
	size_t i = 0;
	for (; i + 16 < n; i += 16)
		if (!cg_ident_16(cg_load8(s + i), cg_load8(s + i + 8)))
			return false;
	return n >= 16 ? cg_ident_16(cg_load8(s + n - 16), cg_load8(s + n - 8))
		       : cg_ident_16(cg_load8(s), cg_load8(s + n - 8));
#else
	for (size_t i = 0; i + 8 < n; i += 8)
		if (!cg_ident_word(cg_load8(s + i)))
			return false;
	return cg_ident_word(cg_load8(s + n - 8));
#endif
}

/* NewNamedTemp: characters outside [A-Za-z0-9_.$] become '_', a leading
 * digit gets a '_' prefix; a taken name falls back to a numeric temp. */
const char *cg_named(struct cg *cg, const char *name)
{
	size_t n = strlen(name);
	/* most names: identifier characters only, checked eight at a time */
	bool words = n >= 8 && n <= 64 && !(name[0] >= '0' && name[0] <= '9');
	if (words)
		words = ident_bytes(name, n);
	/* "%<name>": the set holds the name after the '%'; a plain one goes to
	 * cg->plain_names after a byte of its length */
	char *p;
	if (words) {
		char *q = arena_alloc_raw(&cg->plain_names, n + 3);
		q[0] = (char)(n + 1);
		p = q + 1;
	} else {
		p = arena_alloc_raw(&cg->a, n + 3);
	}
	char *s = p + 1, *d = s;
	unsigned cls = 2; /* 2 while every character written is plain */
	p[0] = '%';
	if (words) {
		/* copied a word at a time, and hashed as it is (name_hash's
		 * words: whole ones, then the last eight bytes) */
		uint64_t h = name_hash_start(n), w;
		size_t i = 0;
		for (; i + 8 <= n; i += 8) {
			memcpy(&w, name + i, 8);
			memcpy(d + i, &w, 8);
			h = name_hash_word(h, w);
		}
		if (i < n) {
			memcpy(&w, name + n - 8, 8);
			memcpy(d + n - 8, &w, 8);
			h = name_hash_word(h, w);
		}
		d[n] = 0;
		if (!name_claim_h(cg, s, name_hash_end(h)))
			return cg_new_temp(cg);
		cg_note_plain(cg, p, n + 1);
		return p;
	}
	if (n && name[0] >= '0' && name[0] <= '9')
		*d++ = '_';
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)name[i];
		unsigned k = cg_ssa_class[c];
		d[i] = k ? (char)c : '_'; /* '_' is plain */
		cls &= k ? k : 2;
	}
	d += n;
	*d = 0;
	if (!*s || !name_claim_h(cg, s, name_hash(s, (size_t)(d - s))))
		return cg_new_temp(cg);
	if (cls == 2)
		cg_note_plain(cg, p, (size_t)(d - p));
	return p;
}

/* Whether text s lives as long as the program's cg_keep: one of its own,
 * or a dtype's MLIR name (static). */
static bool text_kept(struct cg *cg, const char *s)
{
	struct cg_keep *k = cg->o->keep;
	if (!k)
		return false;
	for (unsigned dt = 0; dt < DT_COUNT; dt++)
		if (s == dtype_infos[dt].mlir)
			return true;
	return arena_holds(&k->a, s);
}

const struct cg_text *cg_text_miss(struct cg *cg, struct cg_text *x, const char *s)
{
	x[1] = x[0];
	x->s = s;
	x->len = strlen(s);
	x->nl = memchr(s, '\n', x->len) != NULL;
	x->hashed = false;
	x->kept = text_kept(cg, s);
	return x;
}

uint64_t cg_text_hash(struct cg *cg, const char *s)
{
	struct cg_text *x = (struct cg_text *)cg_text(cg, s);
	if (!x->hashed) {
		x->h = hash_str(s);
		x->hashed = true;
	}
	return x->h;
}

/* ---- lines ----------------------------------------------------------------- */

static const char *concat(struct cg *cg, const char *a, const char *b);

/* ` loc("FILE":` of file, escaped, into cg->loc_head (made once per file). */
static void loc_head(struct cg *cg, const char *file)
{
	struct buf *h = &cg->loc_head;
	buf_clear(h);
	buf_puts(h, " loc(\"");
	for (const unsigned char *p = (const unsigned char *)file; *p; p++) {
		if (*p == '\\' || *p == '"')
			buf_printf(h, "\\%c", *p);
		else if (*p == '\n')
			buf_puts(h, "\\n");
		else if (*p == '\t')
			buf_puts(h, "\\t");
		else if (*p < 0x20 || *p == 0x7f)
			buf_printf(h, "\\%02X", *p);
		else
			buf_putc(h, (char)*p);
	}
	buf_puts(h, "\":");
	buf_reserve(h, 64);
	cg->loc_file = file;
	buf_clear(&cg->loc_line_head);
}

/* ` loc("FILE":LINE:COL)` and the line's newline; the newline alone when
 * the line carries no loc.  The escaped ` loc("FILE":` is made once per
 * file: every op line carries it, so it is copied, not formatted, there. */
static void put_loc_nl(struct cg *cg, struct buf *b, struct span at)
{
	if (!cg->o->emit_loc || at.line <= 0) {
		buf_putc(b, '\n');
		return;
	}
	/* the file of the loc written last: its head is made already */
	if (at.fid != cg->loc_fid || !cg->loc_head.len) {
		const char *file = span_file(at);
		if (!file) {
			buf_putc(b, '\n');
			return;
		}
		if (file != cg->loc_file || !cg->loc_head.len)
			loc_head(cg, file);
		cg->loc_fid = at.fid;
	}
	/* ` loc("FILE":LINE:` of the line met last (an alloc and its op share
	 * theirs); its buffer keeps 64 bytes past the text, so a short head
	 * is copied in one fixed-size store */
	struct buf *lh = &cg->loc_line_head;
	if (at.line != cg->loc_line || !lh->len) {
		/* the head has 64 bytes of room past it too */
		size_t hn = cg->loc_head.len;
		if (lh->cap <= hn + 16 + 64) {
			buf_clear(lh);
			buf_reserve(lh, hn + 16 + 64);
		}
		if (hn <= 48)
			memcpy(lh->data, cg->loc_head.data, 48);
		else
			memcpy(lh->data, cg->loc_head.data, hn);
		char *e = put_u64(lh->data + hn, (unsigned)at.line);
		*e++ = ':';
		*e = 0;
		lh->len = (size_t)(e - lh->data);
		cg->loc_line = at.line;
	}
	/* the column and ')': a kernel's lines start at a few columns */
	unsigned col = at.col > 0 ? (unsigned)at.col : 1;
	struct cg_loc_col *cc = &cg->loc_cols[col % CG_LOC_COLS];
	if (cc->col != col || !cc->n) {
		char *e = put_u64(cc->s, col); /* 10 digits at most */
		*e++ = ')';
		cc->n = (uint8_t)(e - cc->s);
		cc->col = col;
	}
	size_t n = lh->len;
	if (n + 64 >= b->cap - b->len)
		buf_reserve(b, n + 64);
	char *d = b->data + b->len;
	if (n <= 48)
		memcpy(d, lh->data, 48);
	else
		memcpy(d, lh->data, n);
	memcpy(d + n, cc->s, 16);
	d += n + cc->n;
	*d++ = '\n';
	*d = 0;
	b->len = (size_t)(d - b->data);
}

/* ---- the selected ptoas ------------------------------------------------------ */

struct word_check {
	struct cg *cg;
	struct span at;
	bool reported; /* one missing word per line: the op before its types */
};

/* The words a known ptoas (pv) has, remembered by a small direct-mapped
 * cache: every op line repeats a few of them (its op, !pto.tile_buf), and
 * so does every kernel of a program.  Per thread (the executor's ranks
 * compile their kernels on threads of their own); n = 0: empty. */
#define CG_WORDS_OK 64
static _Thread_local struct words_ok {
	const struct spec_ptoas_version *pv;
	struct cg_word { uint8_t n, kind; char w[30]; } w[CG_WORDS_OK];
} words_ok;

/* A word the selected ptoas lacks: one error per word and function, at its
 * first use. */
static void missing_word(enum ptoas_word kind, const char *w, size_t n, void *ctx)
{
	struct word_check *c = ctx;
	struct cg *cg = c->cg;
	if (c->reported)
		return;
	if (words_ok.pv != cg->pv)
		words_ok = (struct words_ok){.pv = cg->pv};
	uint32_t h = n ? (uint32_t)n * 31u + (unsigned char)w[0] * 7u +
				 (unsigned char)w[n / 2] * 17u + (unsigned char)w[n - 1] * 131u
		       : 0;
	h += (uint32_t)kind * 1009u; /* a slot by length and three bytes: a miss only looks up */
	struct cg_word *e = &words_ok.w[h % CG_WORDS_OK];
	if (n && e->n == n && e->kind == kind && memcmp(e->w, w, n) == 0)
		return;
	if (ptoas_has_word(cg->pv, kind, w, n)) {
		if (n < sizeof e->w) {
			e->n = (uint8_t)n;
			e->kind = (uint8_t)kind;
			memcpy(e->w, w, n);
		}
		return;
	}
	c->reported = true;
	char shown[160], needs[64];
	ptoas_word_shown(kind, w, n, shown, sizeof shown);
	for (size_t i = 0; i < cg->missing_words.n; i++)
		if (strcmp(cg->missing_words.items[i], shown) == 0)
			return;
	vec_push(&cg->missing_words, (void *)cg_printf(cg, "%s", shown));
	cg_error(cg, c->at, "%s %s; found %s", shown,
		 ptoas_word_needs(kind, w, n, cg->ptoas, needs, sizeof needs), cg->ptoas_text);
}

/* The lines a cg_keep holds: a direct-mapped table of copies by hash,
 * lines up to CG_KEPT_MAX bytes (longer ones are scanned every time). */
#define CG_KEPT_LINES 256
#define CG_KEPT_MAX 1024
struct cg_kept_line {
	uint64_t h;
	size_t n;
	char *s;
};

/* Empties keep k of everything but its buffers. */
static void keep_clear(struct cg_keep *k)
{
	for (unsigned i = 0; k->lines && i < CG_KEPT_LINES; i++)
		free(k->lines[i].s);
	free(k->lines);
	k->lines = NULL;
	ptab_free(&k->tile_types);
	ptab_free(&k->texts);
	ptab_free(&k->sigs);
	arena_free(&k->a);
	memset(k->plans, 0, sizeof k->plans);
	k->set = false;
}

void cg_keep_free(struct cg_keep *k)
{
	keep_clear(k);
	struct buf *b[] = {&k->consts, &k->prologue, &k->line, &k->scratch, &k->loc_head,
			   &k->loc_line_head};
	for (size_t i = 0; i < sizeof b / sizeof *b; i++)
		buf_free(b[i]);
	*k = (struct cg_keep){0};
}

/* The view type texts of keep k, by content. */
struct keep_text_key {
	const char *s;
	size_t n;
};

static uint64_t keep_text_item_hash(const void *item, void *ctx)
{
	return name_hash(item, strlen(item));
}

static bool keep_text_eq(const void *item, const void *key, void *ctx)
{
	const struct keep_text_key *k = key;
	return strncmp(item, k->s, k->n) == 0 && ((const char *)item)[k->n] == 0;
}

const char *cg_keep_text(struct cg *cg, const char *s, size_t n)
{
	struct cg_keep *k = cg->o->keep;
	if (!k)
		return arena_strndup(&cg->a, s, n);
	struct keep_text_key key = {s, n};
	ptab_reserve(&k->texts, keep_text_item_hash, NULL);
	void **slot = ptab_find(&k->texts, name_hash(s, n), &key, keep_text_eq, NULL);
	if (*slot)
		return *slot;
	if (!cg_keep_room(cg))
		return arena_strndup(&cg->a, s, n);
	char *x = arena_strndup(&k->a, s, n);
	ptab_put(&k->texts, slot, x);
	return x;
}

/* Keep k for the kernel of cg: emptied when it was filled for another
 * ptoas or backend. */
static void keep_open(struct cg *cg, struct cg_keep *k)
{
	if (k->set && k->pv == (const void *)cg->pv && k->ptoas == cg->ptoas &&
	    k->backend == (const void *)cg->o->backend)
		return;
	keep_clear(k);
	k->set = true;
	k->pv = cg->pv;
	k->ptoas = cg->ptoas;
	k->backend = cg->o->backend;
}

/* The text buffers of the kernel: those the one before left in keep k,
 * emptied (taken), or given back to k when the kernel is done. */
#define CG_KEEP_BUF ((size_t)64 << 10)
static void keep_bufs(struct cg *cg, struct cg_keep *k, bool take)
{
	struct buf *mine[] = {&cg->consts, &cg->prologue, &cg->line, &cg->scratch, &cg->loc_head,
			      &cg->loc_line_head};
	struct buf *kept[] = {&k->consts, &k->prologue, &k->line, &k->scratch, &k->loc_head,
			      &k->loc_line_head};
	for (size_t i = 0; i < sizeof mine / sizeof *mine; i++) {
		struct buf *x = take ? kept[i] : mine[i], *y = take ? mine[i] : kept[i];
		buf_free(y);
		if (!take && x->cap > CG_KEEP_BUF) {
			buf_free(x);
			continue;
		}
		*y = *x;
		*x = (struct buf){0};
		if (take)
			buf_clear(y);
	}
}

bool cg_check_words(struct cg *cg, struct span at, const char *text)
{
	if (!cg->pv)
		return true;
	/* a line an earlier kernel of the program had, its words all found */
	struct cg_keep *k = cg->o->keep;
	struct cg_kept_line *e = NULL;
	size_t n = k ? strlen(text) : 0;
	uint64_t h = 0;
	if (k && n <= CG_KEPT_MAX) {
		if (!k->lines)
			k->lines = xcalloc(CG_KEPT_LINES, sizeof *k->lines);
		h = name_hash(text, n);
		e = &k->lines[(h >> 40) % CG_KEPT_LINES];
		if (e->s && e->h == h && e->n == n && memcmp(e->s, text, n) == 0)
			return true;
	}
	struct word_check c = {cg, at.line > 0 ? at : cg->f->span, false};
	ptoas_scan_words(text, missing_word, &c);
	if (e && !c.reported) {
		e->s = xrealloc(e->s, n + 1);
		memcpy(e->s, text, n + 1);
		e->h = h;
		e->n = n;
	}
	return !c.reported;
}

/* Appends the indent of depth `d` (two blanks a level) to b, with room for
 * n more bytes and a NUL after it. */
static void put_indent(struct buf *b, int d, size_t n)
{
	size_t ind = 2 * (size_t)(d > 0 ? d : 0);
	if (ind + n + 16 >= b->cap - b->len)
		buf_reserve(b, ind + n + 16);
	if (ind <= 16) /* most lines: stores of a fixed size, no call */
		memcpy(b->data + b->len, "                ", 16);
	else
		memset(b->data + b->len, ' ', ind);
	b->len += ind;
}

/* The indent of depth `d` and the n bytes at text. */
static void put_indented(struct buf *b, int d, const char *text, size_t n)
{
	put_indent(b, d, n);
	memcpy(b->data + b->len, text, n);
	b->len += n;
	b->data[b->len] = 0;
}

/* Moves the body's text so far to the spill file (struct cg_spill). */
static void spill_body(struct cg *cg)
{
	struct cg_spill *sp = cg->spill;
	if (!sp->err)
		sp->err = write_all(sp->fd, cg->body.data ? cg->body.data : "", cg->body.len);
	sp->len += cg->body.len;
	buf_clear(&cg->body);
}

void cg_put_line(struct cg *cg, bool loc, struct span at, const char *text)
{
	cg_put_line_n(cg, loc, at, text, strlen(text));
}

static void spill_check(struct cg *cg)
{
	if (cg->spill && cg->cur == &cg->body && cg->body.len >= CG_SPILL_CHUNK)
		spill_body(cg);
}

void cg_put_line_n(struct cg *cg, bool loc, struct span at, const char *text, size_t left)
{
	bool cont = false;
	for (;;) {
		const char *nl = memchr(text, '\n', left);
		size_t n = nl ? (size_t)(nl - text) : left;
		/* a line starting with a blank continues the previous operation:
		 * printed as written, and the operation's loc goes after it */
		bool continued = nl && nl[1] == ' ';
		put_indented(cg->cur, cont ? 0 : cg->indent, text, n);
		cont = continued;
		if (loc && !continued)
			put_loc_nl(cg, cg->cur, at);
		else
			buf_putc(cg->cur, '\n');
		if (!nl)
			break;
		left -= n + 1;
		text = nl + 1;
	}
	spill_check(cg);
}

void cg_put_line_1(struct cg *cg, bool loc, struct span at, const char *text, size_t n)
{
	put_indented(cg->cur, cg->indent, text, n);
	if (loc)
		put_loc_nl(cg, cg->cur, at);
	else
		buf_putc(cg->cur, '\n');
	spill_check(cg);
}

struct buf *cg_line_begin(struct cg *cg)
{
	struct buf *b = cg->cur;
	put_indent(b, cg->indent, 0); /* no text: no copy of none */
	b->data[b->len] = 0;
	return b;
}

void cg_line_end(struct cg *cg, struct span at)
{
	put_loc_nl(cg, cg->cur, at);
	spill_check(cg);
}

void cg_line(struct cg *cg, bool loc, struct span at, const char *text)
{
	cg_check_words(cg, at, text);
	cg_put_line(cg, loc, at, text);
}

struct buf *cg_line_buf(struct cg *cg, struct buf *local)
{
	if (cg->line_busy)
		return local;
	cg->line_busy = true;
	buf_clear(&cg->line);
	return &cg->line;
}

void cg_line_buf_done(struct cg *cg, struct buf *b)
{
	if (b == &cg->line)
		cg->line_busy = false;
	else
		buf_free(b);
}

/* Structural lines (braces, region headers) never carry a loc. */
static void cg_struct_line(struct cg *cg, const char *text)
{
	cg_line(cg, false, (struct span){0}, text);
}

/* ---- var bindings ------------------------------------------------------------ */

static uint32_t run_slot(uint32_t key1, uint32_t cap)
{
	return (uint32_t)(((uint64_t)key1 * 0x9e3779b97f4a7c15ull) >> 32) & (cap - 1);
}

void cg_b_run(struct cg *cg, uint32_t key1)
{
	if (2 * (cg->runs_n + 1) > cg->runs_cap) {
		struct cg_run *old = cg->runs;
		uint32_t ocap = cg->runs_cap;
		cg->runs_cap = ocap ? 2 * ocap : 16;
		cg->runs = xcalloc(cg->runs_cap, sizeof *cg->runs);
		for (uint32_t i = 0; i < ocap; i++) {
			if (!old[i].key1)
				continue;
			uint32_t j = run_slot(old[i].key1, cg->runs_cap);
			while (cg->runs[j].key1)
				j = (j + 1) & (cg->runs_cap - 1);
			cg->runs[j] = old[i];
		}
		free(old);
	}
	uint32_t j = run_slot(key1, cg->runs_cap);
	while (cg->runs[j].key1 && cg->runs[j].key1 != key1)
		j = (j + 1) & (cg->runs_cap - 1);
	if (!cg->runs[j].key1) {
		cg->runs[j].key1 = key1;
		cg->runs[j].b = ARENA_ARRAY(&cg->a, struct cg_bind, CG_BIND_RUN);
		cg->runs_n++;
	}
	cg->last_run = cg->runs[j].b;
	cg->last_key1 = key1;
}

/* ---- types and constants ---------------------------------------------------- */

_Static_assert(DT_COUNT <= 32, "cg.rejected_dtypes is a dtype bitmask");

const char *cg_mlir_dtype(struct cg *cg, enum dtype dt, struct span at)
{
	/* a dtype found good before (it passed the gate, its words checked) */
	if (dt < DT_COUNT && (cg->dtype_words_ok >> dt & 1))
		return dtype_infos[dt].mlir;
	/* the in-core gate (SupportsIncoreDataType): one error per dtype and
	 * function, at its first use (a parameter or a statement) */
	if (dt < DT_COUNT && !be_incore_dtype(cg->o->backend, dt)) {
		if (!(cg->rejected_dtypes & (1u << dt)))
			cg_error(cg, at, "The 4-bit dtype %s is not supported for end-to-end in-core "
				 "codegen on backend '%s'. %s", dtype_infos[dt].name,
				 be_target_arch(cg->o->backend), be_incore_4bit_note(cg->o->backend));
		cg->rejected_dtypes |= 1u << dt;
		cg->failed = true;
		return "i8";
	}
	if (dt >= DT_COUNT || !dtype_infos[dt].mlir) {
		cg_error(cg, at, "dtype %s has no PTO (MLIR) type",
			 dt < DT_COUNT ? dtype_infos[dt].name : "?");
		return "f32";
	}
	/* a PTO dialect element type (!pto.f4E2M1x2) the selected ptoas lacks;
	 * a dtype whose words it has is not scanned again */
	if (!(cg->dtype_words_ok & (1u << dt)) && cg_check_words(cg, at, dtype_infos[dt].mlir))
		cg->dtype_words_ok |= 1u << dt;
	return dtype_infos[dt].mlir;
}

static bool dt_is_float(enum dtype dt)
{
	switch (dt) {
	case DT_FP4: case DT_FP8E4M3FN: case DT_FP8E5M2: case DT_FP16: case DT_FP32:
	case DT_FP8E8M0: case DT_BF16: case DT_HF4: case DT_HF8:
		return true;
	default:
		return false;
	}
}

static bool dt_is_unsigned(enum dtype dt)
{
	return dt == DT_UINT8 || dt == DT_UINT16 || dt == DT_UINT32 || dt == DT_UINT64;
}

/* The signless integer of the same width ("i32" for ui32). */
static enum dtype dt_signless(enum dtype dt)
{
	switch (dt) {
	case DT_UINT8: return DT_INT8;
	case DT_UINT16: return DT_INT16;
	case DT_UINT32: return DT_INT32;
	case DT_UINT64: return DT_INT64;
	default: return dt;
	}
}

/* The constants are a ptab of struct cg_const (a kernel may have as many
 * distinct addresses and offsets as statements), keyed by (is_float, dt,
 * bits). */
static uint64_t const_hash(bool is_float, enum dtype dt, uint64_t bits)
{
	/* a double's low mantissa bits are mostly zero: fold the high half
	 * down before the multiply, whose bit k depends on bits <= k only */
	uint64_t x = bits ^ (uint64_t)dt << 56 ^ (uint64_t)is_float << 63;
	uint64_t h = (x ^ x >> 32) * 0x9e3779b97f4a7c15ull;
	return h ^ h >> 32;
}

static uint64_t const_item_hash(const void *item, void *ctx)
{
	const struct cg_const *c = item;
	return const_hash(c->is_float, (enum dtype)c->dtype, c->bits);
}

static bool const_item_eq(const void *item, const void *key, void *ctx)
{
	const struct cg_const *c = item, *k = key;
	return c->is_float == k->is_float && c->dtype == k->dtype && c->bits == k->bits;
}

/* The slot of (is_float, dt, bits): its constant, or the empty slot where
 * it goes (the table is reserved first, so const_add may fill it). */
static void **const_slot(struct cg *cg, bool is_float, enum dtype dt, uint64_t bits)
{
	struct cg_const k = {is_float, (uint8_t)dt, bits, NULL};
	ptab_reserve(&cg->consts_tab, const_item_hash, NULL);
	return ptab_find(&cg->consts_tab, const_hash(is_float, dt, bits), &k, const_item_eq, NULL);
}

static struct cg_const *const_add(struct cg *cg, void **slot, bool is_float, enum dtype dt,
				   uint64_t bits, const char *name)
{
	struct cg_const *c = ARENA_NEW(&cg->a, struct cg_const);
	*c = (struct cg_const){is_float, (uint8_t)dt, bits, name};
	ptab_put(&cg->consts_tab, slot, c);
	return c;
}

static void fmt_i64(char *s, int64_t v);

/* Constants go to the constants section (no loc), deduplicated by
 * (value, dtype) over the whole function. */
const char *cg_const_int(struct cg *cg, int64_t v, enum dtype dt)
{
	if (dt == DT_INDEX && (uint64_t)v < CG_SMALL_INDEX && cg->small_index[v])
		return cg->small_index[v];
	if (dt_is_float(dt))
		return cg_const_float(cg, (double)v, dt);
	/* the constants met last, by hash: an alloc's address is looked up
	 * where its name is reserved and again at its line */
	struct cg_const **recent = &cg->recent_const[const_hash(false, dt, (uint64_t)v) % CG_RECENT_CONSTS];
	if (*recent && !(*recent)->is_float && (*recent)->bits == (uint64_t)v && (*recent)->dtype == dt)
		return (*recent)->name;
	void **slot = const_slot(cg, false, dt, (uint64_t)v);
	if (*slot) {
		*recent = *slot;
		return (*recent)->name;
	}
	const char *ty = cg_mlir_dtype(cg, dt, (struct span){0});
	/* c<v>_<type>, cn<-v>_<type> when negative */
	char num[24];
	fmt_i64(num, v);
	const char *mag = v < 0 ? num + 1 : num;
	size_t nm = strlen(mag), nt = strlen(ty);
	char *want = arena_alloc(&cg->a, nm + nt + 4), *w = want;
	*w++ = 'c';
	if (v < 0)
		*w++ = 'n';
	memcpy(w, mag, nm);
	w[nm] = '_';
	memcpy(w + nm + 1, ty, nt + 1);
	const char *name = cg_named(cg, want);
	struct buf *b = &cg->consts;
	const char *sl = dt_is_unsigned(dt) ? dtype_infos[dt_signless(dt)].mlir : ty;
	const char *tmp = dt_is_unsigned(dt) ? cg_new_temp(cg) : name;
	buf_puts(b, "  ");
	buf_puts(b, tmp);
	buf_puts(b, " = arith.constant ");
	buf_puts(b, num);
	buf_puts(b, " : ");
	buf_puts(b, sl);
	buf_putc(b, '\n');
	if (dt_is_unsigned(dt)) {
		buf_puts(b, "  ");
		buf_puts(b, name);
		buf_puts(b, " = builtin.unrealized_conversion_cast ");
		buf_puts(b, tmp);
		buf_puts(b, " : ");
		buf_puts(b, sl);
		buf_puts(b, " to ");
		buf_puts(b, ty);
		buf_putc(b, '\n');
	}
	cg->n_numeric++;
	*recent = const_add(cg, slot, false, dt, (uint64_t)v, name);
	if (dt == DT_INDEX && (uint64_t)v < CG_SMALL_INDEX)
		cg->small_index[v] = name;
	return name;
}

/* v (of bits `bits`) as "%.17e" prints it: the values of a program's
 * kernels repeat from kernel to kernel, and formatting a double costs
 * thousands of instructions, so the texts made last are kept, per thread
 * (the executor's ranks compile their kernels on threads of their own). */
static const char *float_text(uint64_t bits, double v)
{
	static _Thread_local struct float_text { uint64_t bits; bool set; char s[40]; } texts[64];
	struct float_text *x = &texts[bits * 0x9e3779b97f4a7c15ull >> 58];
	if (!x->set || x->bits != bits) {
		snprintf(x->s, sizeof x->s, "%.17e", v);
		x->bits = bits;
		x->set = true;
	}
	return x->s;
}

const char *cg_const_float(struct cg *cg, double v, enum dtype dt)
{
	uint64_t bits;
	memcpy(&bits, &v, sizeof bits);
	struct cg_const **recent = &cg->recent_const[const_hash(true, dt, bits) % CG_RECENT_CONSTS];
	if (*recent && (*recent)->is_float && (*recent)->bits == bits && (*recent)->dtype == dt)
		return (*recent)->name;
	void **slot = const_slot(cg, true, dt, bits);
	if (*slot) {
		*recent = *slot;
		return (*recent)->name;
	}
	const char *ty = cg_mlir_dtype(cg, dt, (struct span){0});
	char num[16];
	*put_u64(num, cg->n_numeric) = 0;
	const char *name = cg_named(cg, cg->n_numeric ? concat(cg, "cst_", num) : "cst");
	buf_puts(&cg->consts, "  ");
	buf_puts(&cg->consts, name);
	buf_puts(&cg->consts, " = arith.constant ");
	buf_puts(&cg->consts, float_text(bits, v));
	buf_puts(&cg->consts, " : ");
	buf_puts(&cg->consts, ty);
	buf_putc(&cg->consts, '\n');
	cg->n_numeric++;
	*recent = const_add(cg, slot, true, dt, bits, name);
	return name;
}

/* x rounded up to a multiple of m (m > 0); saturates at the largest
 * multiple of m (extents near INT64_MAX are refused anyway, but first
 * printed). */
static int64_t ceil_to(int64_t x, int64_t m)
{
	int64_t r;
	return i64_add(x, m - 1, &r) ? r / m * m : INT64_MAX / m * m;
}

/* Physical rows/cols of a 2-D (or 1-D: one row) tile; false for dynamic or
 * rank > 2 shapes (reported). */
static bool tile_rc(struct cg *cg, const struct type *t, int64_t *rows, int64_t *cols,
		    struct span at)
{
	int64_t d[2];
	if (t->shape.n == 1 && ir_expr_is_const_int(t->shape.v[0], &d[0])) {
		*rows = 1;
		*cols = d[0];
		return true;
	}
	if (t->shape.n == 2 && ir_shape_static(t->shape, d, 2)) {
		*rows = d[0];
		*cols = d[1];
		return true;
	}
	/* a reshape's rank > 2 result (FlattenTileNdTo2D keeps the shape it
	 * states): the buffer is its leading dims merged, as the tile it views */
	int64_t nd[8];
	if (t->shape.n > 2 && t->shape.n <= 8 && ir_shape_static(t->shape, nd, t->shape.n)) {
		int64_t r = 1;
		bool ok = true;
		for (uint32_t i = 0; i + 1 < t->shape.n && ok; i++)
			ok = i64_mul(r, nd[i], &r);
		if (ok) {
			*rows = r;
			*cols = nd[t->shape.n - 1];
			return true;
		}
	}
	cg_error(cg, at, "a tile of rank %u or with a dynamic physical extent reached PTO codegen; "
		 "pto.tile_buf is 2-D with static rows and cols (give the runtime extent as the "
		 "tile's valid_shape)", t->shape.n);
	*rows = *cols = 1;
	return false;
}

/* FP4 in Vec is stored two elements per byte along its packed axis (cols
 * for row_major blocks, rows for col_major): the tile_buf and its valid
 * operands count bytes there, so that axis is halved (reference
 * ops-and-backends 4.2).  Matrix spaces keep logical FP4 extents.
 * Returns the packed axis (0 rows, 1 cols) or -1. */
int cg_fp4_packed_axis(const struct type *t)
{
	if (t->dtype != DT_FP4 || t->mem != MS_Vec)
		return -1;
	return ir_tile_view_effective(t).blayout == TL_col_major ? 0 : 1;
}

/* Writes v in decimal and a NUL to s (at least 21 bytes). */
static void fmt_i64(char *s, int64_t v)
{
	*put_i64(s, v) = 0;
}

void cg_put_int(struct buf *b, int64_t v)
{
	char s[24];
	fmt_i64(s, v);
	buf_puts(b, s);
}

static void halve_static(char *s, size_t n)
{
	char *end;
	long long v = strtoll(s, &end, 10);
	if (end != s && !*end && v > 0 && v % 2 == 0)
		snprintf(s, n, "%lld", v / 2);
}

/* The cache of formatted tile types: a ptab of struct cg_tile_type. */
static uint64_t tile_key_hash(const struct cg_tile_key *k)
{
	/* a word at a time: the key is a zeroed struct of whole words */
	_Static_assert(sizeof *k % 8 == 0, "cg_tile_key is hashed by 8-byte words");
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < sizeof *k; i += 8) {
		uint64_t w;
		memcpy(&w, (const char *)k + i, 8);
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
		h ^= h >> 32; /* a word's high bytes reach the low bits */
	}
	return h;
}

static uint64_t tile_item_hash(const void *item, void *ctx)
{
	return tile_key_hash(&((const struct cg_tile_type *)item)->key);
}

static bool tile_item_eq(const void *item, const void *key, void *ctx)
{
	return memcmp(&((const struct cg_tile_type *)item)->key, key, sizeof(struct cg_tile_key)) == 0;
}

/* cg_tile_type's cache entry of t; NULL when t has no PTO memory space
 * (reported). */
static struct cg_tile_type *tile_type_entry(struct cg *cg, const struct type *t, bool static_valid,
					    struct span at)
{
	int64_t rows, cols;
	tile_rc(cg, t, &rows, &cols, at);
	int pk = cg_fp4_packed_axis(t);
	int64_t *pe = pk == 0 ? &rows : pk == 1 ? &cols : NULL;
	if (pe && *pe > 0 && *pe % 2 == 0)
		*pe /= 2; /* odd / empty extents are reported by cg_alloc */
	if (t->mem >= MS_COUNT || !memspace_locs[t->mem]) {
		cg_error(cg, at, "tile has no PTO memory space (%s)",
			 t->mem < MS_COUNT ? memspace_names[t->mem] : "unresolved");
		return NULL;
	}
	struct tile_view v = ir_tile_view_effective(t);
	/* the key holds the valid extents as text: 20 digits and a sign at most */
	char vr[24] = "?", vc[24] = "?";
	if (static_valid) {
		int64_t x;
		if (v.valid_shape.n == 1) {
			vr[0] = '1';
			if (ir_expr_is_const_int(v.valid_shape.v[0], &x))
				fmt_i64(vc, x);
		} else if (v.valid_shape.n >= 2) {
			/* rank > 2 (a reshape's result): the leading dims are the rows */
			uint32_t n = v.valid_shape.n;
			int64_t r = 1;
			for (uint32_t i = 0; i + 1 < n && r >= 0; i++)
				if (!ir_expr_is_const_int(v.valid_shape.v[i], &x) || !i64_mul(r, x, &r))
					r = -1;
			if (r >= 0)
				fmt_i64(vr, r);
			if (ir_expr_is_const_int(v.valid_shape.v[n - 1], &x))
				fmt_i64(vc, x);
		}
		if (pk >= 0)
			halve_static(pk ? vc : vr, sizeof vr);
	}
	const char *dt = cg_mlir_dtype(cg, t->dtype, at);
	/* a kernel spells few distinct tile types: format each once */
	struct cg_tile_key k;
	memset(&k, 0, sizeof k); /* padding too: keys compare bytewise */
	k.rows = rows;
	k.cols = cols;
	k.fractal = v.fractal;
	k.dt = dt;
	k.mem = t->mem;
	k.blayout = v.blayout;
	k.slayout = v.slayout;
	k.pad = v.pad;
	k.compact = v.compact == CM_normal;
	_Static_assert(sizeof k.vr == sizeof vr && sizeof k.vc == sizeof vc, "valid extent texts");
	/* zero after the text (written into zeroed arrays, and halving writes
	 * a text no longer than the one before): keys compare bytewise */
	memcpy(k.vr, vr, sizeof k.vr);
	memcpy(k.vc, vc, sizeof k.vc);
	/* the program's types first: its kernels repeat them */
	uint64_t h = tile_key_hash(&k);
	struct cg_keep *kp = cg->o->keep;
	struct ptab *tab = &cg->tile_types;
	struct arena *a = &cg->a;
	void **slot;
	if (kp) {
		ptab_reserve(&kp->tile_types, tile_item_hash, NULL);
		slot = ptab_find(&kp->tile_types, h, &k, tile_item_eq, NULL);
		if (*slot)
			return *slot;
		if (cg_keep_room(cg)) {
			tab = &kp->tile_types;
			a = &kp->a;
			goto make;
		}
	}
	ptab_reserve(&cg->tile_types, tile_item_hash, NULL);
	slot = ptab_find(&cg->tile_types, h, &k, tile_item_eq, NULL);
	if (*slot)
		return *slot;
make:;
	struct cg_tile_type *e = ARENA_NEW(a, struct cg_tile_type);
	e->key = k;
	/* pieces, not a format: each kernel formats its few types once */
	struct buf *b = &cg->scratch;
	buf_clear(b);
	buf_puts(b, "!pto.tile_buf<loc=");
	buf_puts(b, memspace_locs[t->mem]);
	buf_puts(b, ", dtype=");
	buf_puts(b, dt);
	buf_puts(b, ", rows=");
	cg_put_int(b, rows);
	buf_puts(b, ", cols=");
	cg_put_int(b, cols);
	buf_puts(b, ", v_row=");
	buf_puts(b, vr);
	buf_puts(b, ", v_col=");
	buf_puts(b, vc);
	buf_puts(b, ", blayout=");
	buf_puts(b, tile_layout_names[v.blayout]);
	buf_puts(b, ", slayout=");
	buf_puts(b, tile_layout_names[v.slayout]);
	buf_puts(b, ", fractal=");
	cg_put_int(b, v.fractal);
	buf_puts(b, ", pad=");
	cg_put_int(b, v.pad);
	buf_puts(b, k.compact ? ", compact=1>" : ">");
	e->text = arena_strndup(a, b->data, b->len);
	ptab_put(tab, slot, e);
	return e;
}

const char *cg_tile_type(struct cg *cg, const struct type *t, bool static_valid, struct span at)
{
	struct cg_tile_type *e = tile_type_entry(cg, t, static_valid, at);
	return e ? e->text : "!pto.tile_buf<?>";
}

const char *cg_tensor_view_type(struct cg *cg, const struct type *t, struct span at)
{
	const char *dt = cg_mlir_dtype(cg, t->dtype, at);
	size_t nd = strlen(dt);
	char tmp[128];
	if (t->shape.n <= 32 && nd <= 32) { /* most: made on the stack */
		char *d = tmp;
		memcpy(d, "!pto.tensor_view<", 17);
		d += 17;
		for (uint32_t i = 0; i < t->shape.n; i++, d += 2)
			memcpy(d, "?x", 2);
		memcpy(d, dt, nd);
		d += nd;
		*d++ = '>';
		return cg_keep_text(cg, tmp, (size_t)(d - tmp));
	}
	struct buf b = {0};
	buf_puts(&b, "!pto.tensor_view<");
	for (uint32_t i = 0; i < t->shape.n; i++)
		buf_puts(&b, "?x");
	buf_puts(&b, dt);
	buf_putc(&b, '>');
	const char *s = cg_keep_text(cg, b.data, b.len);
	buf_free(&b);
	return s;
}

/* The boxed-tile rule of PTOAS verifyBoxedTileLayout (reference
 * ops-and-backends §4.4), checked on exactly what is emitted. */
void cg_check_box(struct cg *cg, const struct type *t, struct span at)
{
	struct tile_view v = ir_tile_view_effective(t);
	int64_t rows, cols;
	if (v.slayout == TL_none_box || !tile_rc(cg, t, &rows, &cols, at))
		return;
	unsigned bits = dtype_infos[t->dtype].storage_bits;
	if (bits % 8)
		return;
	int64_t eb = bits / 8, ir, ic;
	if (v.fractal == 1024) {
		ir = ic = 16;
	} else {
		if (v.fractal != 512 || 32 % eb)
			return;
		ir = v.slayout == TL_row_major ? 16 : 32 / eb;
		ic = v.slayout == TL_row_major ? 32 / eb : 16;
	}
	const char *axis = NULL;
	int64_t ext = 0, inner = 0;
	if (t->mem != MS_Vec && rows != 1 && rows % ir) {
		axis = "row", ext = rows, inner = ir;
	} else if (cols % ic) {
		axis = "column", ext = cols, inner = ic;
	}
	if (!axis)
		return;
	int64_t key[4] = {t->mem, rows, cols, t->dtype};
	if (!memcmp(&cg->box_err_at, &at, sizeof at) && !memcmp(cg->box_err_key, key, sizeof key)) {
		cg->failed = true;
		return;
	}
	cg->box_err_at = at;
	memcpy(cg->box_err_key, key, sizeof key);
	cg_error(cg, at,
		 "a %s tile of physical shape [%" PRId64 ", %" PRId64 "] and dtype %s must be a whole "
		 "number of %" PRId64 "x%" PRId64 " fractal boxes, but its %s extent %" PRId64
		 " is not a multiple of %" PRId64 ". PTO addresses a boxed tile one box at a time, so "
		 "a partial box has no address. The *logical* extent is free -- allocate %" PRId64
		 " on that axis and declare %" PRId64 " as the tile's valid_shape (`valid_shape=` on "
		 "pl.load / pl.tile.create + pl.set_validshape), which moves and computes only the "
		 "real data. A tensor-level pl.matmul / pl.matmul_acc does this for its M axis "
		 "automatically.",
		 t->mem < MS_COUNT ? memspace_names[t->mem] : "unresolved", rows, cols,
		 dtype_infos[t->dtype].str, ir, ic, axis, ext, inner, ceil_to(ext, inner), ext);
}

/* A baked address must leave the buffer inside the backend's memory: false
 * when it does not (reported). */
static bool check_capacity(struct cg *cg, const struct var *v, struct span at)
{
	/* the answer is the type's: one found to fit is not measured again */
	const struct type **fit = &cg->cap_fits[((uintptr_t)v->type >> 4) % CG_CAP_FITS];
	if (*fit == v->type)
		return true;
	const struct memref *m = v->type->memref;
	int64_t off;
	if (!cg->o->emit_addr || !m || !m->offset || !ir_expr_is_const_int(m->offset, &off))
		return true;
	unsigned ms = v->type->mem;
	uint64_t cap, end;
	if (ms >= MS_COUNT) {
		cap = be_capacity_bytes(cg->o->backend, (enum memspace)ms);
	} else {
		if (!(cg->mem_cap_known >> ms & 1)) {
			cg->mem_cap[ms] = be_capacity_bytes(cg->o->backend, (enum memspace)ms);
			cg->mem_cap_known |= 1u << ms;
		}
		cap = cg->mem_cap[ms];
	}
	bool fits = off >= 0 && size_add((uint64_t)off, m->size, &end);
	if (!cap || (fits && end <= cap)) {
		*fit = v->type;
		return true;
	}
	cg_error(cg, at,
		 "tile '%s' occupies bytes [%" PRId64 ", %" PRIu64 "%s) of %s, but backend %s has only "
		 "%" PRIu64 " bytes of %s; make the tiles smaller (or fewer live at once) so the "
		 "memory planner can place them",
		 v->name, off, fits ? end : m->size, fits ? "" : " past it", memspace_names[v->type->mem],
		 cg->o->backend->name, cap, memspace_names[v->type->mem]);
	return false;
}

static bool memref_same(const struct memref *x, const struct memref *y)
{
	if (!x || !y || x->base_name != y->base_name || x->size != y->size)
		return false;
	return ir_offset_equal(x->offset, y->offset);
}

/* The valid extent operands of an alloc: valid_shape (or shape); rank 1 ->
 * (1, d0). */
static void alloc_valid(struct cg *cg, const struct type *t, const char **vr, const char **vc)
{
	struct expr_list vs = ir_valid_shape(t);
	struct expr *e[2] = {NULL, NULL};
	const char **out[2] = {vr, vc};
	if (vs.n > 2) { /* a reshape's rank > 2 result: leading dims merged into rows */
		int64_t r = 1, x;
		for (uint32_t i = 0; i + 1 < vs.n && r >= 0; i++)
			if (!ir_expr_is_const_int(vs.v[i], &x) || !i64_mul(r, x, &r))
				r = -1;
		if (r < 0)
			cg_error(cg, cg->stmt_span, "a rank %u tile needs a static valid shape in its "
				 "leading dims", vs.n);
		*vr = cg_const_int(cg, r < 0 ? 1 : r, DT_INDEX);
		*vc = cg_extent(cg, vs.v[vs.n - 1]);
		return;
	}
	if (vs.n == 1) {
		e[1] = vs.v[0];
	} else if (vs.n >= 2) {
		e[0] = vs.v[0];
		e[1] = vs.v[1];
	} else {
		*vr = *vc = NULL;
		return;
	}
	int pk = cg_fp4_packed_axis(t);
	for (int k = 0; k < 2; k++) {
		int64_t v;
		if (!e[k]) {
			*out[k] = cg_const_int(cg, 1, DT_INDEX);
		} else if (k != pk) {
			*out[k] = cg_extent(cg, e[k]);
		} else if (!ir_expr_is_const_int(e[k], &v)) {
			cg_error(cg, cg->stmt_span, "Dynamic FP4 Vec valid_shape on the packed dimension "
				 "is not supported; provide a static even extent");
			*out[k] = "%?";
		} else {
			if (v <= 0 || v % 2)
				cg_error(cg, cg->stmt_span, "FP4 Vec valid_shape packed dimension must be a "
					 "positive even logical extent for PTOAS, got %" PRId64, v);
			*out[k] = cg_const_int(cg, v / 2, DT_INDEX);
		}
	}
}

/* The physical packed axis of an FP4 Vec tile must hold whole bytes. */
static void check_fp4(struct cg *cg, const struct type *t, struct span at)
{
	int pk = cg_fp4_packed_axis(t);
	int64_t rc[2];
	if (pk < 0 || t->shape.n != 2 || !ir_shape_static(t->shape, rc, 2))
		return;
	if (rc[pk] <= 0 || rc[pk] % 2)
		cg_error(cg, at, "FP4 Vec tile packed dimension must be a positive even logical "
			 "extent for PTOAS, got %" PRId64, rc[pk]);
}

/* The addr operand: the MemRef byte offset, an i64 SSA. */
static const char *alloc_addr(struct cg *cg, const struct type *t)
{
	const struct memref *m = t->memref;
	int64_t off;
	if (!cg->o->emit_addr || !m || !m->offset)
		return NULL;
	if (ir_expr_is_const_int(m->offset, &off))
		return cg_const_int(cg, off, (enum dtype)m->offset->dtype == DT_INDEX
						     ? DT_INT64 : cg_expr_dtype(m->offset));
	struct cg_val x = cg_scalar(cg, m->offset);
	return cg_convert(cg, x, cg_expr_dtype(m->offset), DT_INT64).ssa;
}

/* An alloc line after its name: ` = pto.alloc_tile`, its operands (those
 * not NULL) and its type (of n bytes). */
static void put_alloc_tail(struct buf *b, const char *addr, const char *vr, const char *vc,
			   const char *type, size_t n)
{
	buf_puts(b, " = pto.alloc_tile");
	if (addr) {
		buf_puts(b, " addr = ");
		buf_puts(b, addr);
	}
	if (vr) {
		buf_puts(b, " valid_row = ");
		buf_puts(b, vr);
		buf_puts(b, " valid_col = ");
		buf_puts(b, vc);
	}
	buf_puts(b, " : ");
	buf_put(b, type, n);
}

/* The alloc of tile `name` of type t (type: its text, e: its cache entry or
 * NULL; static_valid: the type spells its valid extents).  Its words are the
 * op's and the type's (the names and constants have none): the type's are
 * checked at its first alloc only. */
/* Whether the operands of an alloc of type t are constants (its MemRef
 * offset and valid extents): made without a line of code of their own,
 * the same at every alloc of t. */
static bool alloc_operands_const(const struct type *t)
{
	int64_t x;
	if (t->memref && t->memref->offset && !ir_expr_is_const_int(t->memref->offset, &x))
		return false;
	struct expr_list vs = ir_valid_shape(t);
	for (uint32_t i = 0; i < vs.n; i++)
		if (!ir_expr_is_const_int(vs.v[i], &x))
			return false;
	return cg_fp4_packed_axis(t) < 0;
}

/* A tile type an alloc has met: its entry in tile_types, found and checked
 * (cg_check_box, check_fp4) without an error.  The vars of one buffer share
 * their type, so most allocs find theirs here by pointer instead of
 * building and hashing the key again; the entry is the one the key gives,
 * so the output is the same.  tail: the alloc line's text after the name
 * for a tile of this type (alloc_line's alloc_by_type text), once made. */
struct cg_type_seen {
	const struct type *t;
	bool static_valid;
	struct cg_tile_type *e;
	bool cap_ok; /* check_capacity found a tile of it to fit */
	const char *tail;
	size_t tail_len;
};

/* The alloc line of tile `name` of type t (type: its text, e its entry;
 * seen: t's record, when the tile's type is t). */
static void alloc_line(struct cg *cg, const char *name, const struct type *t, const char *type,
		       struct cg_tile_type *e, bool static_valid, struct cg_type_seen *seen)
{
	/* the tiles of one type (the vars of a buffer share theirs) repeat the
	 * text after the name when its operands are constants: kept in the
	 * type's record, else found by type */
	const char *tail = seen ? seen->tail : NULL;
	size_t tail_len = seen ? seen->tail_len : 0;
	struct cg_alloc_by_type *y = NULL;
	if (!tail) {
		uintptr_t ht = ((uintptr_t)t * 31 + (uintptr_t)type) * 2 + static_valid;
		y = &cg->alloc_by_type[(ht * 0x9e3779b97f4a7c15ull) >> 59];
		if (e && y->text && y->t == t && y->type == type && y->static_valid == static_valid) {
			tail = y->text;
			tail_len = y->len;
			if (seen)
				seen->tail = tail, seen->tail_len = tail_len;
		}
	}
	if (tail) {
		struct buf *b = cg_line_begin(cg);
		size_t n = strlen(name);
		if (n + tail_len >= b->cap - b->len)
			buf_reserve(b, n + tail_len);
		cg_copy(b->data + b->len, name, n);
		memcpy(b->data + b->len + n, tail, tail_len + 1);
		b->len += n + tail_len;
		cg_line_end(cg, cg->stmt_span);
		return;
	}
	const char *addr = alloc_addr(cg, t), *vr = NULL, *vc = NULL;
	if (!static_valid) /* a type with v_row/v_col takes no valid operands */
		alloc_valid(cg, t, &vr, &vc);
	if (!e) {
		struct buf local = {0}, *b = cg_line_buf(cg, &local);
		buf_puts(b, name);
		put_alloc_tail(b, addr, vr, vc, type, strlen(type));
		cg_line(cg, true, cg->stmt_span, b->data);
		cg_line_buf_done(cg, b);
		return;
	}
	/* one missing word per line, the op's before the type's */
	if (!cg->alloc_words_ok)
		cg->alloc_words_ok = cg_check_words(cg, cg->stmt_span, " = pto.alloc_tile");
	if (cg->alloc_words_ok && !e->words_ok)
		e->words_ok = cg_check_words(cg, cg->stmt_span, type);
	/* the text after the name: the tiles of one buffer repeat it */
	uintptr_t h = ((uintptr_t)addr * 31 + (uintptr_t)vr) * 31 + (uintptr_t)vc;
	h = (h * 31 + (uintptr_t)type) * 0x9e3779b97f4a7c15ull;
	struct cg_alloc_tail *x = &cg->alloc_tails[(h >> 40) % CG_ALLOC_TAILS];
	struct buf *b = cg_line_begin(cg);
	buf_puts(b, name);
	if (x->text && x->addr == addr && x->vr == vr && x->vc == vc && x->type == type) {
		buf_put(b, x->text, x->len);
	} else {
		size_t at = b->len;
		/* the type text has no newline: it is cg_tile_type's */
		put_alloc_tail(b, addr, vr, vc, type, cg_text(cg, type)->len);
		*x = (struct cg_alloc_tail){addr, vr, vc, type,
					    arena_strndup(&cg->a, b->data + at, b->len - at), b->len - at};
	}
	if (!cg->failed && alloc_operands_const(t)) {
		*y = (struct cg_alloc_by_type){t, type, x->text, x->len, static_valid};
		if (seen)
			seen->tail = x->text, seen->tail_len = x->len;
	}
	cg_line_end(cg, cg->stmt_span);
}

/* The hash of (buffer, type text): the text's by cg_text, as the types
 * of a kernel's tiles are a few texts met at every alloc. */
static uint64_t shared_hash(struct cg *cg, const struct memref *m, const char *type)
{
	uint64_t h = ((uintptr_t)m->base_name >> 4) * 0x9e3779b97f4a7c15ull ^ m->size;
	return h ^ cg_text_hash(cg, type);
}

struct shared_key {
	struct cg *cg;
	const struct memref *m;
	const char *type;
};

static uint64_t shared_item_hash(const void *item, void *ctx)
{
	const struct var *v = item;
	return shared_hash(ctx, v->type->memref, cg_b(ctx, v)->type);
}

static bool shared_item_eq(const void *item, const void *key, void *ctx)
{
	const struct var *o = item;
	const struct shared_key *k = key;
	const char *ot = cg_b(k->cg, o)->type;
	return memref_same(o->type->memref, k->m) && (ot == k->type || strcmp(ot, k->type) == 0);
}

static uint64_t mem_hash(const struct memref *m)
{
	return ((uintptr_t)m->base_name >> 4) * 0x9e3779b97f4a7c15ull ^ m->size;
}

static uint64_t shared_mem_item_hash(const void *item, void *ctx)
{
	(void)ctx;
	return mem_hash(((const struct var *)item)->type->memref);
}

static bool shared_mem_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return memref_same(((const struct var *)item)->type->memref, key);
}

/* Whether tiles of types x and y hold the same elements in one buffer: the
 * same dtype and static shapes of one element count. */
static bool same_elements(const struct type *x, const struct type *y)
{
	int64_t a[8], b[8], na = 1, nb = 1;
	if (x->dtype != y->dtype || x->shape.n > 8 || y->shape.n > 8 ||
	    !ir_shape_static(x->shape, a, 8) || !ir_shape_static(y->shape, b, 8))
		return false;
	for (uint32_t i = 0; i < x->shape.n; i++)
		na *= a[i];
	for (uint32_t i = 0; i < y->shape.n; i++)
		nb *= b[i];
	return na == nb;
}

/* The slot of the var owning the alloc of (memref, type), or the empty
 * slot where it goes. */
static void **shared_slot(struct cg *cg, const struct memref *m, const char *type)
{
	struct shared_key k = {cg, m, type};
	return ptab_find(&cg->shared, shared_hash(cg, m, type), &k, shared_item_eq, cg);
}

/* Records v (bound to `type`) as the owner of its buffer's alloc, unless
 * the buffer has one; returns the owner. */
static struct var *shared_add(struct cg *cg, struct var *v, const char *type)
{
	ptab_reserve(&cg->shared, shared_item_hash, cg);
	void **slot = shared_slot(cg, v->type->memref, type);
	if (!*slot)
		ptab_put(&cg->shared, slot, v);
	return *slot;
}

/* Records v as the first handle of its buffer, unless the buffer has one:
 * a hoisted if result is, so that a body tile of another type on its
 * buffer (the loop carry an if result is yielded to) is its handle
 * reshaped, not another buffer to ptoas.  Returns the first handle. */
static struct var *shared_mem_add(struct cg *cg, struct var *v)
{
	ptab_reserve(&cg->shared_mem, shared_mem_item_hash, cg);
	void **ms = ptab_find(&cg->shared_mem, mem_hash(v->type->memref), v->type->memref,
			      shared_mem_eq, cg);
	if (!*ms)
		ptab_put(&cg->shared_mem, ms, v);
	return *ms;
}

void cg_open(struct cg *cg)
{
	uint32_t d = (uint32_t)++cg->indent;
	if (d >= cg->cap_blk) {
		uint32_t cap = cg->cap_blk ? cg->cap_blk * 2 : 16;
		while (cap <= d)
			cap *= 2;
		cg->blk_at = xrealloc(cg->blk_at, cap * sizeof *cg->blk_at);
		memset(cg->blk_at + cg->cap_blk, 0, (cap - cg->cap_blk) * sizeof *cg->blk_at);
		cg->cap_blk = cap;
	}
	cg->blk_at[d] = ++cg->n_blk_serial;
}

/* A loop's body is opened: at a trip's start a handle holds what the
 * previous trip left in it (narrowed, or set back for a tile of other
 * extents), not known before the body is emitted. */
static void cg_loop_body(struct cg *cg)
{
	if (cg->narrowed.n)
		cg->vgen++;
}

void cg_close(struct cg *cg)
{
	cg->indent--;
	cg->vgen++;
}

/* Whether the alloc_tile of `b` dominates the line being emitted: it is in
 * the prologue, or in a block still open. */
static bool alloc_dominates(const struct cg *cg, const struct cg_bind *b)
{
	if (b->alloc_depth == 0)
		return true;
	return b->alloc_depth <= (uint32_t)cg->indent &&
	       (b->alloc_depth < cg->cap_blk ? cg->blk_at[b->alloc_depth] : 0) == b->alloc_blk;
}

void cg_alloc(struct cg *cg, struct var *v)
{
	cg_alloc_typed(cg, v, false);
}


static uint64_t type_seen_hash(const struct type *t, bool static_valid)
{
	return ptr_hash(t) ^ (uint64_t)static_valid << 40;
}

static uint64_t type_seen_item_hash(const void *item, void *ctx)
{
	const struct cg_type_seen *x = item;
	return type_seen_hash(x->t, x->static_valid);
}

static bool type_seen_eq(const void *item, const void *key, void *ctx)
{
	const struct cg_type_seen *x = item, *k = key;
	return x->t == k->t && x->static_valid == k->static_valid;
}

/* tile_type_entry of t, with the checks of its type alone; *seen: t's
 * record (NULL when none is kept). */
static struct cg_tile_type *alloc_type_entry(struct cg *cg, const struct type *t,
					     bool static_valid, struct cg_type_seen **seen)
{
	struct cg_type_seen k = {t, static_valid, NULL, false, NULL, 0};
	uint64_t h = type_seen_hash(t, static_valid);
	struct cg_type_seen **recent = &cg->seen_recent[(h >> 40) % CG_SEEN_RECENT];
	if (*recent && (*recent)->t == t && (*recent)->static_valid == static_valid) {
		*seen = *recent;
		return (*recent)->e;
	}
	ptab_reserve(&cg->types_seen, type_seen_item_hash, NULL);
	void **slot = ptab_find(&cg->types_seen, h, &k, type_seen_eq, NULL);
	if (*slot) {
		*recent = *slot;
		*seen = *recent;
		return (*recent)->e;
	}
	*seen = NULL;
	bool failed = cg->failed;
	cg->failed = false;
	struct cg_tile_type *e = tile_type_entry(cg, t, static_valid, cg->stmt_span);
	cg_check_box(cg, t, cg->stmt_span);
	check_fp4(cg, t, cg->stmt_span);
	if (e && !cg->failed) {
		struct cg_type_seen *x = ARENA_NEW(&cg->a, struct cg_type_seen);
		*x = k;
		x->e = e;
		ptab_put(&cg->types_seen, slot, x);
		*recent = x;
		*seen = x;
	}
	cg->failed |= failed;
	return e;
}

/* Records where the handle of b is made: the prologue, or the block open
 * at the current depth (alloc_dominates reads it). */
static void alloc_site(struct cg *cg, struct cg_bind *b)
{
	if (cg->cur == &cg->prologue) {
		b->in_prologue = true;
		return;
	}
	b->alloc_depth = (uint32_t)cg->indent;
	b->alloc_blk = cg->blk_at && (uint32_t)cg->indent < cg->cap_blk ? cg->blk_at[cg->indent] : 0;
}

/* The alloc of tile v, its valid extents those of valid_t (v's type but
 * for a hoisted if result, see phi_valid_type). */
static void alloc_tile_of(struct cg *cg, struct var *v, bool static_valid,
			  const struct type *valid_t)
{
	struct cg_bind *b = cg_b(cg, v);
	if (b->alloced || v->type->kind != TY_TILE)
		return;
	struct cg_type_seen *seen;
	struct cg_tile_type *e = alloc_type_entry(cg, v->type, static_valid, &seen);
	const char *type = e ? e->text : "!pto.tile_buf<?>";
	/* the type's record says when it was found to fit */
	if (!(seen && seen->cap_ok) && check_capacity(cg, v, cg->stmt_span) && seen)
		seen->cap_ok = true;
	/* the tile rules read what the type's text says and the dtype: once
	 * per text and dtype that holds them */
	if (!cg->o->runtime_only && !(e && e->rules_ok && e->rules_dtype == v->type->dtype)) {
		if (verify_ptoas_tile(cg->o->backend, cg->ptoas, v->type, cg->stmt_span))
			cg->failed = true;
		else if (e)
			e->rules_ok = true, e->rules_dtype = v->type->dtype;
	}
	b->alloced = true;
	b->type = type;
	if (!b->ssa)
		b->ssa = cg_named(cg, v->name);
	if (!cg->o->emit_addr && cg_region_get(cg, v)) /* regions: the PTOAS planner's */
		return;
	if (!cg->o->emit_addr && v->type->memref) {
		/* PTOAS planner: one handle per buffer (same MemRef, same type),
		 * while that handle's alloc dominates; a tile past it (in another
		 * branch, or after the block that allocated it) gets its own
		 * alloc and owns the buffer from there on */
		ptab_reserve(&cg->shared, shared_item_hash, cg);
		void **slot = shared_slot(cg, v->type->memref, type);
		struct var *owner = *slot;
		if (owner && owner != v && alloc_dominates(cg, cg_b(cg, owner))) {
			b->ssa = cg_b(cg, owner)->ssa;
			return;
		}
		if (!owner)
			ptab_put(&cg->shared, slot, v);
		else
			*slot = v;
		/* a tile of another type on a buffer an earlier tile holds (a
		 * [1, N] row-major temp on a carried [N, 1] column) is that
		 * tile's buffer reshaped: a fresh alloc would be another buffer
		 * to ptoas, and the carried tile would never see the result */
		struct var *first = shared_mem_add(cg, v);
		if (first != v && alloc_dominates(cg, cg_b(cg, first)) &&
			   (cg->cur != &cg->prologue || cg_b(cg, first)->in_prologue) &&
			   same_elements(first->type, v->type)) {
			/* the prologue (a hoisted if result) is printed before
			 * the body: only a handle made in it is defined there */
			struct cg_bind *fb = cg_b(cg, first);
			b->type = cg_tile_type(cg, v->type, true, cg->stmt_span);
			alloc_site(cg, b);
			cg_line(cg, true, cg->stmt_span, cg_printf(cg, "%s = pto.treshape %s : %s -> %s",
								    b->ssa, fb->ssa, fb->type, b->type));
			return;
		}
	}
	alloc_site(cg, b);
	b->own = true;
	alloc_line(cg, b->ssa, valid_t, type, e, static_valid, valid_t == v->type ? seen : NULL);
	if (cg->narrowed.n)
		cg_valid_set(cg, b->ssa, valid_t);
}

/* ---- valid extents of narrowed handles -------------------------------------------
 * pto.set_validshape changes its handle in place, while tile.set_validshape
 * makes a new tile and leaves its operand's valid shape as it was.  A handle
 * is shared by the tiles of one buffer (the PTOAS planner's, an if result's,
 * a view's), and an op computes over its handle's valid extents: a tile
 * written or read through a handle narrowed before (earlier on the line, or
 * on a loop's previous trip) gets its own extents back first. */

struct cg_vstate {
	const char *ssa;
	const struct type *cur; /* the tile whose valid extents the handle holds */
	uint32_t gen;           /* cur is known while this is cg->vgen */
};

static uint64_t vstate_item_hash(const void *item, void *ctx)
{
	return ptr_hash(((const struct cg_vstate *)item)->ssa);
}

static bool vstate_eq(const void *item, const void *key, void *ctx)
{
	return ((const struct cg_vstate *)item)->ssa == key;
}

static struct cg_vstate *vstate_of(struct cg *cg, const char *ssa)
{
	ptab_reserve(&cg->vstates, vstate_item_hash, NULL);
	void **slot = ptab_find(&cg->vstates, ptr_hash(ssa), ssa, vstate_eq, NULL);
	if (!*slot) {
		struct cg_vstate *x = ARENA_NEW(&cg->a, struct cg_vstate);
		*x = (struct cg_vstate){ssa, NULL, 0};
		ptab_put(&cg->vstates, slot, x);
	}
	return *slot;
}

/* Whether buffer m is one a set_validshape narrows. */
static bool narrowed_buffer(const struct cg *cg, const struct memref *m)
{
	return m && ptr_set_has(&cg->narrowed, m->base_name);
}

void cg_valid_set(struct cg *cg, const char *ssa, const struct type *t)
{
	if (!ssa || !t)
		return;
	struct cg_vstate *x = vstate_of(cg, ssa);
	x->cur = t;
	x->gen = cg->vgen;
}

static bool same_valid(const struct type *a, const struct type *b)
{
	if (a == b)
		return true;
	struct expr_list x = ir_valid_shape(a), y = ir_valid_shape(b);
	if (x.n != y.n)
		return false;
	for (uint32_t k = 0; k < x.n; k++)
		if (!ir_expr_equal_exact(x.v[k], y.v[k]))
			return false;
	return true;
}

void cg_valid_sync(struct cg *cg, struct var *v)
{
	if (!cg->narrowed.n || v->type->kind != TY_TILE || !narrowed_buffer(cg, v->type->memref))
		return;
	struct cg_bind *b = cg_b(cg, v);
	if (!b->ssa || !b->type || b->pop || b->phi_held ||
	    (!strstr(b->type, "v_row=?") && !strstr(b->type, "v_col=?")))
		return;
	struct cg_vstate *x = vstate_of(cg, b->ssa);
	if (x->gen == cg->vgen && same_valid(x->cur, v->type))
		return;
	const char *vr, *vc;
	alloc_valid(cg, v->type, &vr, &vc);
	if (!vr)
		return;
	cg_line(cg, true, cg->op_span,
		cg_printf(cg, "pto.set_validshape %s, %s, %s : %s", b->ssa, vr, vc, b->type));
	x->cur = v->type;
	x->gen = cg->vgen;
}

void cg_alloc_typed(struct cg *cg, struct var *v, bool static_valid)
{
	alloc_tile_of(cg, v, static_valid, v->type);
}

struct cg_bind *cg_bound(struct cg *cg, struct expr *e)
{
	if (e->kind != EX_VAR) {
		cg_error(cg, e->span, "PTO codegen expects a variable here (run the default pipeline "
			 "first: it flattens nested calls)");
		return NULL;
	}
	struct cg_bind *b = cg_b(cg, e->u.var);
	/* a tile is named before its definition is emitted and gets its type
	 * there: without one, the definition failed and was reported */
	if (!b->ssa || !b->type) {
		if (!cg->failed)
			cg_error(cg, e->span, "'%s' has no value in the emitted function",
				 e->u.var->name);
		return NULL;
	}
	return b;
}

/* ---- scalar arithmetic -------------------------------------------------------- */

enum dtype cg_expr_dtype(const struct expr *e)
{
	if (e->kind == EX_INT || e->kind == EX_FLOAT || e->kind == EX_CAST)
		return (enum dtype)e->dtype;
	if (e->kind == EX_BOOL)
		return DT_BOOL;
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_SCALAR)
		return (enum dtype)t->dtype;
	return DT_INDEX;
}

static bool dt_is_int(enum dtype dt)
{
	return !dt_is_float(dt);
}

struct cg_val cg_convert(struct cg *cg, struct cg_val v, enum dtype from, enum dtype to)
{
	if (from == to)
		return v;
	const char *tt = cg_mlir_dtype(cg, to, cg->op_span);
	const char *ft = v.type;
	const char *op = NULL;
	if (dt_is_unsigned(from) || dt_is_unsigned(to)) {
		/* bridge through the signless type of the same width */
		if (dt_signless(from) == dt_signless(to)) {
			const char *t = cg_new_temp(cg);
			cg_line(cg, true, cg->op_span,
				cg_printf(cg, "%s = builtin.unrealized_conversion_cast %s : %s to %s", t,
					  v.ssa, ft, tt));
			return (struct cg_val){t, tt};
		}
		struct cg_val m = cg_convert(cg, v, from, dt_signless(from));
		m = cg_convert(cg, m, dt_signless(from), dt_signless(to));
		return cg_convert(cg, m, dt_signless(to), to);
	}
	unsigned fb = dtype_infos[from].bits, tb = dtype_infos[to].bits;
	if (from == DT_INDEX || to == DT_INDEX) {
		if (dt_is_float(from) || dt_is_float(to)) {
			struct cg_val m = cg_convert(cg, v, from, dt_is_float(from) ? DT_INT64 : from);
			m = cg_convert(cg, m, dt_is_float(from) ? DT_INT64 : from,
				       dt_is_float(to) ? DT_INT64 : to);
			return cg_convert(cg, m, dt_is_float(to) ? DT_INT64 : to, to);
		}
		op = "arith.index_cast";
	} else if (dt_is_int(from) && dt_is_int(to)) {
		op = tb > fb ? (from == DT_BOOL ? "arith.extui" : "arith.extsi") : "arith.trunci";
	} else if (dt_is_int(from)) {
		op = "arith.sitofp";
	} else if (dt_is_int(to)) {
		op = "arith.fptosi";
	} else {
		op = tb > fb ? "arith.extf" : "arith.truncf";
	}
	const char *t = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = %s %s : %s to %s", t, op, v.ssa, ft, tt));
	return (struct cg_val){t, tt};
}

static const char *int_binop(enum binop op, bool uns)
{
	switch (op) {
	case BO_ADD: return "arith.addi";
	case BO_SUB: return "arith.subi";
	case BO_MUL: return "arith.muli";
	case BO_FLOORDIV: case BO_DIV: return uns ? "arith.divui" : "arith.divsi";
	case BO_MOD: return uns ? "arith.remui" : "arith.remsi";
	case BO_AND: case BO_BITAND: return "arith.andi";
	case BO_OR: case BO_BITOR: return "arith.ori";
	case BO_XOR: case BO_BITXOR: return "arith.xori";
	case BO_SHL: return "arith.shli";
	case BO_SHR: return uns ? "arith.shrui" : "arith.shrsi";
	case BO_MIN: return uns ? "arith.minui" : "arith.minsi";
	case BO_MAX: return uns ? "arith.maxui" : "arith.maxsi";
	default: return NULL;
	}
}

static const char *float_binop(enum binop op)
{
	switch (op) {
	case BO_ADD: return "arith.addf";
	case BO_SUB: return "arith.subf";
	case BO_MUL: return "arith.mulf";
	case BO_DIV: case BO_FLOORDIV: return "arith.divf";
	case BO_MOD: return "arith.remf";
	case BO_MIN: return "arith.minimumf";
	case BO_MAX: return "arith.maximumf";
	default: return NULL;
	}
}

static const char *cmp_pred(enum binop op, bool fl, bool uns)
{
	static const char *const si[] = {"eq", "ne", "slt", "sle", "sgt", "sge"};
	static const char *const ui[] = {"eq", "ne", "ult", "ule", "ugt", "uge"};
	static const char *const f[] = {"oeq", "one", "olt", "ole", "ogt", "oge"};
	unsigned k = op - BO_EQ;
	return fl ? f[k] : uns ? ui[k] : si[k];
}

static struct cg_val lower_binary(struct cg *cg, struct expr *e)
{
	enum binop op = e->u.bin.op;
	bool cmp = op >= BO_EQ && op <= BO_GE;
	enum dtype t = cmp ? cg_expr_dtype(e->u.bin.l) : cg_expr_dtype(e);
	if (cmp && (e->u.bin.l->kind == EX_INT || e->u.bin.l->kind == EX_FLOAT))
		t = cg_expr_dtype(e->u.bin.r);
	struct cg_val l = cg_scalar_as(cg, e->u.bin.l, t);
	struct cg_val r = cg_scalar_as(cg, e->u.bin.r, t);
	const char *ty = cg_mlir_dtype(cg, t, e->span), *res = NULL;
	bool fl = dt_is_float(t), uns = dt_is_unsigned(t);
	const char *name = cg_new_temp(cg);
	if (cmp) {
		res = cg_printf(cg, "%s = arith.%s %s, %s, %s : %s", name, fl ? "cmpf" : "cmpi",
				cmp_pred(op, fl, uns), l.ssa, r.ssa, ty);
		cg_line(cg, true, cg->op_span, res);
		return (struct cg_val){name, "i1"};
	}
	const char *mn = fl ? float_binop(op) : int_binop(op, uns);
	if (!mn) {
		cg_error(cg, e->span, "this scalar operator has no arith lowering for %s operands",
			 dtype_infos[t].str);
		return (struct cg_val){name, ty};
	}
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = %s %s, %s : %s", name, mn, l.ssa, r.ssa, ty));
	return (struct cg_val){name, ty};
}

/* An inline constant of a unary lowering (not in the constants section). */
static const char *inline_const(struct cg *cg, const char *val, const char *ty)
{
	const char *t = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.constant %s : %s", t, val, ty));
	return t;
}

static struct cg_val lower_unary(struct cg *cg, struct expr *e)
{
	enum dtype t = cg_expr_dtype(e->u.un.x);
	struct cg_val x = cg_scalar(cg, e->u.un.x);
	const char *ty = x.type, *r;
	bool fl = dt_is_float(t);
	switch (e->u.un.op) {
	case UO_NEG:
		if (fl) {
			r = cg_new_temp(cg);
			cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.negf %s : %s", r, x.ssa, ty));
		} else {
			const char *z = inline_const(cg, "0", ty);
			r = cg_new_temp(cg);
			cg_line(cg, true, cg->op_span,
				cg_printf(cg, "%s = arith.subi %s, %s : %s", r, z, x.ssa, ty));
		}
		return (struct cg_val){r, ty};
	case UO_NOT: {
		const char *z = inline_const(cg, fl ? "0.000000e+00" : "0", ty);
		r = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span,
			cg_printf(cg, "%s = arith.%s %s, %s, %s : %s", r, fl ? "cmpf" : "cmpi",
				  fl ? "oeq" : "eq", x.ssa, z, ty));
		return (struct cg_val){r, "i1"};
	}
	case UO_BITNOT: {
		const char *m = inline_const(cg, "-1", ty);
		r = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.xori %s, %s : %s", r, x.ssa, m, ty));
		return (struct cg_val){r, ty};
	}
	default:
		r = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span,
			cg_printf(cg, "%s = math.%s %s : %s", r, fl ? "absf" : "absi", x.ssa, ty));
		return (struct cg_val){r, ty};
	}
}

struct cg_val cg_scalar(struct cg *cg, struct expr *e)
{
	switch (e->kind) {
	case EX_INT:
		return (struct cg_val){cg_const_int(cg, e->u.i, (enum dtype)e->dtype),
				       cg_mlir_dtype(cg, (enum dtype)e->dtype, e->span)};
	case EX_FLOAT:
		return (struct cg_val){cg_const_float(cg, e->u.f, (enum dtype)e->dtype),
				       cg_mlir_dtype(cg, (enum dtype)e->dtype, e->span)};
	case EX_BOOL:
		return (struct cg_val){cg_const_int(cg, e->u.b, DT_BOOL), "i1"};
	case EX_VAR: {
		struct cg_bind *b = cg_bound(cg, e);
		if (!b)
			return (struct cg_val){"%?", "index"};
		return (struct cg_val){b->ssa, b->type};
	}
	case EX_BINARY:
		return lower_binary(cg, e);
	case EX_UNARY:
		return lower_unary(cg, e);
	case EX_CAST: {
		struct cg_val x = cg_scalar(cg, e->u.un.x);
		return cg_convert(cg, x, cg_expr_dtype(e->u.un.x), (enum dtype)e->dtype);
	}
	default:
		cg_error(cg, e->span, "PTO codegen cannot lower this expression as a scalar");
		return (struct cg_val){"%?", "index"};
	}
}

/* A scalar at dtype `want`: literals are emitted at that type directly,
 * values are converted. */
struct cg_val cg_scalar_as(struct cg *cg, struct expr *e, enum dtype want)
{
	const char *ty = cg_mlir_dtype(cg, want, e->span);
	if (e->kind == EX_INT)
		return (struct cg_val){dt_is_float(want) ? cg_const_float(cg, (double)e->u.i, want)
							  : cg_const_int(cg, e->u.i, want), ty};
	if (e->kind == EX_FLOAT && dt_is_float(want))
		return (struct cg_val){cg_const_float(cg, e->u.f, want), ty};
	struct cg_val v = cg_scalar(cg, e);
	return cg_convert(cg, v, cg_expr_dtype(e), want);
}

const char *cg_index(struct cg *cg, struct expr *e)
{
	/* an index constant already made (the common valid extent) */
	if (e->kind == EX_INT && (uint64_t)e->u.i < CG_SMALL_INDEX && cg->small_index[e->u.i])
		return cg->small_index[e->u.i];
	return cg_scalar_as(cg, e, DT_INDEX).ssa;
}

static bool dt_unsigned_int(enum dtype dt)
{
	return dt != DT_BOOL && dt_is_int(dt) && dt_is_unsigned(dt);
}

/* A valid-shape extent as an index.  Its unsigned sums, differences, products,
 * min and max (and casts to unsigned types) are done in index arithmetic:
 * `min(max(valid_n - n0, 0), n)` of a UINT64 valid_n (AutoTileMatmulL0's
 * extent of the tile at column n0) would wrap below zero to a huge count
 * that the max keeps, where in index the difference stays negative and the
 * max clamps it to 0.  Extents are below 2^63, so the values are the same
 * whenever nothing wraps. */
const char *cg_extent(struct cg *cg, struct expr *e)
{
	if (!dt_unsigned_int(cg_expr_dtype(e)))
		return cg_index(cg, e);
	if (e->kind == EX_CAST) {
		enum dtype from = cg_expr_dtype(e->u.un.x);
		if (from != DT_BOOL && dt_is_int(from))
			return cg_extent(cg, e->u.un.x);
	} else if (e->kind == EX_BINARY) {
		enum binop op = e->u.bin.op;
		if (op == BO_ADD || op == BO_SUB || op == BO_MUL || op == BO_MIN || op == BO_MAX) {
			const char *l = cg_extent(cg, e->u.bin.l), *r = cg_extent(cg, e->u.bin.r);
			const char *t = cg_new_temp(cg);
			cg_line(cg, true, cg->op_span,
				cg_printf(cg, "%s = %s %s, %s : index", t, int_binop(op, false), l, r));
			return t;
		}
	}
	return cg_index(cg, e);
}

/* ---- statements ------------------------------------------------------------------ */

static void emit_stmts(struct cg *cg, struct stmt_list l);

static bool span_inside(struct span in, struct span out)
{
	if (!in.fid || in.fid != out.fid || in.line <= 0)
		return false;
	int oe = span_end_line(out) > 0 ? span_end_line(out) : out.line;
	int ie = span_end_line(in) > 0 ? span_end_line(in) : in.line;
	return in.line >= out.line && ie <= oe;
}

static void set_spans(struct cg *cg, struct stmt *s, struct expr *call)
{
	cg->stmt_span = s->span;
	cg->op_span = call && span_inside(call->span, s->span) ? call->span : s->span;
}

static bool is_scalar_type(const struct type *t)
{
	return t->kind == TY_SCALAR;
}

static void bind_copy(struct cg *cg, struct var *to, const struct cg_bind *from)
{
	struct cg_bind b = *from;
	b.alloced = true;
	*cg_b(cg, to) = b;
}

/* A kernel's body is instructions: a call of another function (a kernel
 * outlined around calls of kernels, a pl.at(CORE_GROUP) scope holding only
 * self.<kernel>(...) calls) has none.  The reference's PTO codegen stops at it
 * too ("No codegen registered for operation: <callee>"); the statements after
 * it would only report what they cannot bind. */
/* A tile carried in place whose loop result has another block or box layout
 * than its init (a row-major init, an NZ tile yielded) holds the result's
 * bytes in the result's layout: past the loop the result gets a handle of its
 * own type on that buffer (an alloc at its address, or the init's handle
 * reshaped under the PTOAS planner) instead of the init's handle, which
 * would read those bytes in the init's layout.  The layout is the yielded
 * value's: the results of a several-value yield are typed as their iter args
 * (parse.c bind_yield), so such a result takes the yielded value's view. */
static void rehandle_relaid_results(struct cg *cg, const struct iter_arg *iter, struct var **rvs,
				    uint32_t n, struct stmt_list body)
{
	struct stmt *y = ir_trailing_yield(body);
	for (uint32_t i = 0; i < n; i++) {
		struct var *rv = rvs[i];
		const struct type *it = iter[i].init ? ir_expr_type(iter[i].init) : NULL;
		if (rv->type->kind != TY_TILE || !it || it->kind != TY_TILE || !rv->type->memref)
			continue;
		const struct type *yt = y && i < y->u.ret.values.n ? ir_expr_type(y->u.ret.values.v[i]) : rv->type;
		if (yt->kind != TY_TILE)
			yt = rv->type;
		struct tile_view a = ir_tile_view_effective(it), b = ir_tile_view_effective(yt);
		if (a.blayout == b.blayout && a.slayout == b.slayout)
			continue;
		/* the handle's type: the result's, with the yielded view */
		const struct type *rt = rv->type;
		struct tile_view r = ir_tile_view_effective(rt);
		if (r.blayout != b.blayout || r.slayout != b.slayout) {
			struct type *t = ir_type_clone(&cg->a, rt);
			t->view = yt->view;
			rv->type = t;
		}
		*cg_b(cg, rv) = (struct cg_bind){0};
		alloc_tile_of(cg, rv, false, rv->type);
		rv->type = rt;
	}
}

static void fcall_in_kernel(struct cg *cg, const struct expr *e)
{
	const char *callee = e->u.fcall.callee ? e->u.fcall.callee->name : "?";
	cg_error(cg, e->span, "PTO codegen: kernel '%s' calls function '%s', and a kernel's body "
		 "has no calls (the reference's PTO codegen has no codegen for '%s' either)",
		 cg->f->name, callee, callee);
	cg->halted = true;
}

static void emit_assign(struct cg *cg, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	set_spans(cg, s, e->kind == EX_CALL ? e : NULL);
	if (e->kind == EX_CALL) {
		cg_call(cg, v, e);
		return;
	}
	if (e->kind == EX_FCALL) {
		fcall_in_kernel(cg, e);
		return;
	}
	/* an element of a tuple result: bound when the producing call was
	 * emitted (it writes into this variable's buffer) */
	if (e->kind == EX_GETITEM && !is_scalar_type(v->type) && cg_b(cg, v)->alloced)
		return;
	if (e->kind == EX_VAR && !is_scalar_type(v->type)) {
		struct cg_bind *b = cg_bound(cg, e);
		/* with addresses baked in, a tile named by a copy of another on
		 * its buffer (`b = a` of a folded no-op reshape) gets its own
		 * alloc_tile at that address, as the reference's codegen binds
		 * each tile variable */
		struct var *src = e->u.var;
		if (b && b->own && !b->pop && cg->o->emit_addr && v->type->kind == TY_TILE &&
		    src->type->kind == TY_TILE && memref_same(v->type->memref, src->type->memref) &&
		    !cg_region_get(cg, v) && !cg_region_get(cg, src)) {
			cg_alloc(cg, v);
			return;
		}
		if (b)
			bind_copy(cg, v, b);
		return;
	}
	if (!is_scalar_type(v->type)) {
		cg_error(cg, s->span, "PTO codegen cannot bind '%s' (not a scalar, tile or tensor value)",
			 v->name);
		return;
	}
	struct cg_val x = cg_scalar_as(cg, e, (enum dtype)v->type->dtype);
	cg_b(cg, v)->ssa = x.ssa;
	cg_b(cg, v)->type = x.type;
}

/* The scalar values of a yield and their types, for scf.yield / iter_args. */
static const char *yield_line(struct cg *cg, struct stmt *y, struct var **rvs, uint32_t n)
{
	struct buf vals = {0}, tys = {0};
	bool any = false;
	for (uint32_t i = 0; i < n && i < y->u.ret.values.n; i++) {
		if (!is_scalar_type(rvs[i]->type))
			continue;
		struct cg_val x = cg_scalar_as(cg, y->u.ret.values.v[i], (enum dtype)rvs[i]->type->dtype);
		buf_printf(&vals, "%s%s", any ? ", " : "", x.ssa);
		buf_printf(&tys, "%s%s", any ? ", " : "", x.type);
		any = true;
	}
	const char *r = any ? cg_printf(cg, "scf.yield %s : %s", vals.data, tys.data) : NULL;
	buf_free(&vals);
	buf_free(&tys);
	return r;
}

static void emit_body_yield(struct cg *cg, struct stmt_list body, struct var **rvs, uint32_t n)
{
	emit_stmts(cg, body);
	struct stmt *y = ir_trailing_yield(body);
	if (!y)
		return;
	cg->stmt_span = cg->op_span = y->span;
	const char *line = yield_line(cg, y, rvs, n);
	if (line)
		cg_line(cg, true, y->span, line);
}

/* Result list "%a, %b = " of scalar return vars, and their types. */
static const char *results_of(struct cg *cg, struct var **rvs, uint32_t n, const char **types)
{
	struct buf r = {0}, t = {0};
	bool any = false;
	for (uint32_t i = 0; i < n; i++) {
		if (!is_scalar_type(rvs[i]->type))
			continue;
		const char *name = cg_named(cg, rvs[i]->name);
		const char *ty = cg_mlir_dtype(cg, (enum dtype)rvs[i]->type->dtype, rvs[i]->span);
		cg_b(cg, rvs[i])->ssa = name;
		cg_b(cg, rvs[i])->type = ty;
		buf_printf(&r, "%s%s", any ? ", " : "", name);
		buf_printf(&t, "%s%s", any ? ", " : "", ty);
		any = true;
	}
	const char *res = any ? cg_printf(cg, "%s = ", r.data) : "";
	*types = any ? cg_printf(cg, "%s", t.data) : NULL;
	buf_free(&r);
	buf_free(&t);
	return res;
}

/* -x of an index bound: a constant folds, a runtime value through arith.subi. */
static const char *neg_index(struct cg *cg, struct expr *e)
{
	int64_t v;
	if (ir_expr_is_const_int(e, &v) && v != INT64_MIN)
		return cg_const_int(cg, -v, DT_INDEX);
	const char *x = cg_index(cg, e), *z = cg_const_int(cg, 0, DT_INDEX), *r = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.subi %s, %s : index", r, z, x));
	return r;
}

/* A loop: scf.for, which counts up by a positive step.  A descending loop (a constant
 * negative step) counts its negation up instead: `for i in range(a, b, -s)` runs
 * j = -a, -a + s, ... while j < -b, and i = 0 - j at the top of the body. */
static void emit_for(struct cg *cg, struct stmt *s)
{
	set_spans(cg, s, NULL);
	if (s->u.loop.kind == FOR_UNROLL || s->u.loop.kind == FOR_PIPELINE) {
		cg_error(cg, s->span, "unroll / pipeline loops must be lowered before PTO codegen");
		return;
	}
	int64_t step;
	bool down = ir_expr_is_const_int(s->u.loop.step, &step) && step < 0;
	if (ir_expr_is_const_int(s->u.loop.step, &step) && step == 0) {
		cg_error(cg, s->u.loop.step->span, "scf.for needs a non-zero step, got 0");
		return;
	}
	if (down && step == INT64_MIN) {
		cg_error(cg, s->u.loop.step->span, "a descending loop's step %" PRId64 " has no positive negation",
			 step);
		return;
	}
	const char *lo, *hi, *st;
	if (down) {
		lo = neg_index(cg, s->u.loop.start);
		hi = neg_index(cg, s->u.loop.stop);
		st = cg_const_int(cg, -step, DT_INDEX);
	} else {
		lo = cg_index(cg, s->u.loop.start);
		hi = cg_index(cg, s->u.loop.stop);
		st = cg_index(cg, s->u.loop.step);
	}
	struct buf iters = {0};
	bool any = false;
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		struct iter_arg *ia = &s->u.loop.iter[i];
		if (is_scalar_type(ia->var->type)) {
			struct cg_val init = cg_scalar_as(cg, ia->init, (enum dtype)ia->var->type->dtype);
			const char *name = cg_named(cg, ia->var->name);
			*cg_b(cg, ia->var) = (struct cg_bind){.ssa = name, .type = init.type};
			buf_printf(&iters, "%s%s = %s", any ? ", " : "", name, init.ssa);
			any = true;
		} else {
			/* tiles and tensors are carried in place: the init's buffer / view */
			struct cg_bind *b = cg_bound(cg, ia->init);
			if (b) {
				bind_copy(cg, ia->var, b);
				bind_copy(cg, s->u.loop.return_vars[i], b);
			}
		}
	}
	const char *named = cg_named(cg, s->u.loop.loop_var->name);
	const char *iv = down ? cg_new_temp(cg) : named;
	*cg_b(cg, s->u.loop.loop_var) = (struct cg_bind){.ssa = named, .type = "index"};
	const char *types;
	const char *res = results_of(cg, s->u.loop.return_vars, s->u.loop.n_iter, &types);
	if (any)
		cg_struct_line(cg, cg_cat(cg, res, "scf.for ", iv, " = ", lo, " to ", hi, " step ", st,
					  " iter_args(", iters.data, ") -> (", types ? types : "", ") {", (char *)NULL));
	else
		cg_struct_line(cg, cg_cat(cg, "scf.for ", iv, " = ", lo, " to ", hi, " step ", st, " {",
					  (char *)NULL));
	buf_free(&iters);
	cg_open(cg);
	cg_loop_body(cg);
	if (down)
		cg_line(cg, true, s->span, cg_printf(cg, "%s = arith.subi %s, %s : index", named,
						     cg_const_int(cg, 0, DT_INDEX), iv));
	emit_body_yield(cg, s->u.loop.body, s->u.loop.return_vars, s->u.loop.n_iter);
	cg_close(cg);
	cg_struct_line(cg, "}");
	rehandle_relaid_results(cg, s->u.loop.iter, s->u.loop.return_vars, s->u.loop.n_iter, s->u.loop.body);
}

static bool same_memref(const struct memref *a, const struct memref *b)
{
	int64_t x, y;
	return a && b && a->base_name == b->base_name && a->base == b->base && a->offset &&
	       b->offset && ir_expr_is_const_int(a->offset, &x) && ir_expr_is_const_int(b->offset, &y) &&
	       x == y && a->slots == 0 && b->slots == 0;
}

/* An op writes its result into operand k's buffer (in place). */
static int inplace_operand(const struct expr *e)
{
	if (e->kind != EX_CALL)
		return -1;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	if (so->reuses_input >= 0 && (uint32_t)so->reuses_input < e->u.call.args.n)
		return so->reuses_input;
	return -1;
}

struct inner_handles {
	struct cg *cg;
	struct vec ssa; /* handles of the tiles made inside an if */
};

/* Records the handle of a tile an if's branch makes: any but one that keeps
 * its operand's handle (an in-place result, a view or copy bound to it). */
static bool note_inner(struct stmt *s, void *ctx)
{
	struct inner_handles *h = ctx;
	if (s->kind != ST_ASSIGN || s->u.assign.var->type->kind != TY_TILE ||
	    !cg_b(h->cg, s->u.assign.var)->ssa)
		return true;
	const char *ssa = cg_b(h->cg, s->u.assign.var)->ssa;
	const struct expr *e = s->u.assign.value, *opnd = NULL;
	if (e->kind == EX_VAR) {
		opnd = e;
	} else if (e->kind == EX_CALL) {
		const struct spec_op *so = &spec_ops[e->u.call.op];
		int k = so->reuses_input;
		if (k < 0 && (so->flags & OP_FLAG_MASK(no_execution_memory_access)) &&
		    so->out_mem == OM_inherit)
			k = 0;
		if (k >= 0 && (uint32_t)k < e->u.call.args.n)
			opnd = e->u.call.args.v[k];
	}
	if (opnd && opnd->kind == EX_VAR) {
		const char *o = cg_b(h->cg, opnd->u.var)->ssa;
		if (o && strcmp(o, ssa) == 0)
			return true;
	}
	vec_push(&h->ssa, (void *)ssa);
	return true;
}

static bool is_inner(const struct inner_handles *h, const char *ssa)
{
	for (size_t i = 0; i < h->ssa.n; i++)
		if (strcmp(h->ssa.items[i], ssa) == 0)
			return true;
	return false;
}

/* An if-result tile is a hoisted handle (with addresses baked in, at its
 * buffer's address) that names the buffer until something writes through
 * it.  When a later op accumulates into that result in place and a branch
 * yields a tile whose handle was made before the if on the same buffer (a
 * loop-carried accumulator, a window of an Acc tile), the result is that
 * handle: the bytes keep one live handle, where a second one would overlap
 * the carried value (still read after the loop) once the accumulation
 * writes through it, or (the ptoas planner) be another buffer. */
static void phi_reuse_outer(struct cg *cg, struct stmt *s)
{
	struct inner_handles h = {cg, {0}};
	bool any = false;
	for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
		any |= s->u.cond.return_vars[i]->type->kind == TY_TILE &&
		       cg_b(cg, s->u.cond.return_vars[i])->inplace;
	if (!any)
		return;
	ir_walk_stmts(s->u.cond.then_body, note_inner, &h);
	ir_walk_stmts(s->u.cond.else_body, note_inner, &h);
	struct stmt *ys[2] = {ir_trailing_yield(s->u.cond.else_body), ir_trailing_yield(s->u.cond.then_body)};
	for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
		struct var *rv = s->u.cond.return_vars[i];
		if (rv->type->kind != TY_TILE || !cg_b(cg, rv)->inplace || cg_b(cg, rv)->alloced)
			continue;
		for (int k = 0; k < 2; k++) {
			struct stmt *y = ys[k];
			if (!y || i >= y->u.ret.values.n || y->u.ret.values.v[i]->kind != EX_VAR)
				continue;
			struct var *yv = y->u.ret.values.v[i]->u.var;
			struct cg_bind *b = cg_b(cg, yv);
			if (b->ssa && b->type && b->alloced && !is_inner(&h, b->ssa) &&
			    same_memref(yv->type->memref, rv->type->memref)) {
				bind_copy(cg, rv, b);
				break;
			}
		}
	}
	vec_free(&h.ssa);
}

static void emit_if(struct cg *cg, struct stmt *s)
{
	set_spans(cg, s, NULL);
	struct cg_val c = cg_scalar(cg, s->u.cond.cond);
	struct var **rvs = s->u.cond.return_vars;
	uint32_t n = s->u.cond.n_ret;
	/* tensor results share the then-branch value's view */
	struct stmt *ty = ir_trailing_yield(s->u.cond.then_body);
	const char *types;
	const char *res = results_of(cg, rvs, n, &types);
	if (types)
		cg_struct_line(cg, cg_printf(cg, "%sscf.if %s -> (%s) {", res, c.ssa, types));
	else
		cg_struct_line(cg, cg_printf(cg, "scf.if %s {", c.ssa));
	cg_open(cg);
	emit_body_yield(cg, s->u.cond.then_body, rvs, n);
	cg_close(cg);
	if (s->u.cond.has_else) {
		cg_struct_line(cg, "} else {");
		cg_open(cg);
		emit_body_yield(cg, s->u.cond.else_body, rvs, n);
		cg_close(cg);
	}
	cg_struct_line(cg, "}");
	for (uint32_t i = 0; i < n; i++)
		if (rvs[i]->type->kind == TY_TENSOR && ty && i < ty->u.ret.values.n) {
			struct cg_bind *b = cg_bound(cg, ty->u.ret.values.v[i]);
			if (b)
				bind_copy(cg, rvs[i], b);
		}
	phi_reuse_outer(cg, s);
}

/* scf.while: scalar iter args travel through the before region (numeric
 * block arguments, the condition) and the after region (^bb0 arguments,
 * the body); tiles and tensors stay in their init buffers / views. */
static void emit_while(struct cg *cg, struct stmt *s)
{
	set_spans(cg, s, NULL);
	uint32_t n = s->u.wloop.n_iter;
	struct buf inits = {0}, types = {0}, bargs = {0}, after = {0};
	struct iter_arg *it = s->u.wloop.iter;
	const char **tys = arena_alloc(&cg->a, (n + 1) * sizeof *tys);
	unsigned ns = 0;
	for (uint32_t i = 0; i < n; i++) {
		if (!is_scalar_type(it[i].var->type)) {
			struct cg_bind *b = cg_bound(cg, it[i].init);
			if (b) {
				bind_copy(cg, it[i].var, b);
				bind_copy(cg, s->u.wloop.return_vars[i], b);
			}
			continue;
		}
		struct cg_val init = cg_scalar_as(cg, it[i].init, (enum dtype)it[i].var->type->dtype);
		tys[i] = init.type;
		const char *a = cg_new_temp(cg);
		buf_printf(&inits, "%s%s = %s", ns ? ", " : "", a, init.ssa);
		buf_printf(&types, "%s%s", ns ? ", " : "", init.type);
		buf_printf(&bargs, "%s%s", ns ? ", " : "", a);
		*cg_b(cg, it[i].var) = (struct cg_bind){.ssa = a, .type = init.type};
		ns++;
	}
	struct buf res = {0};
	unsigned k = 0;
	for (uint32_t i = 0; i < n; i++)
		if (is_scalar_type(it[i].var->type)) {
			const char *r = cg_new_temp(cg);
			*cg_b(cg, s->u.wloop.return_vars[i]) = (struct cg_bind){.ssa = r, .type = tys[i]};
			buf_printf(&res, "%s%s", k++ ? ", " : "", r);
		}
	if (ns)
		cg_struct_line(cg, cg_printf(cg, "%s = scf.while (%s) : (%s) -> (%s) {", res.data, inits.data,
					     types.data, types.data));
	else
		cg_struct_line(cg, "scf.while : () -> () {");
	cg_open(cg);
	cg_loop_body(cg);
	cg->stmt_span = cg->op_span = s->u.wloop.cond->span;
	struct cg_val c = cg_scalar(cg, s->u.wloop.cond);
	if (ns)
		cg_line(cg, true, s->u.wloop.cond->span,
			cg_printf(cg, "scf.condition(%s) %s : %s", c.ssa, bargs.data, types.data));
	else
		cg_line(cg, true, s->u.wloop.cond->span, cg_printf(cg, "scf.condition(%s)", c.ssa));
	cg_close(cg);
	cg_struct_line(cg, "} do {");
	cg_open(cg);
	if (ns) {
		k = 0;
		for (uint32_t i = 0; i < n; i++)
			if (is_scalar_type(it[i].var->type)) {
				const char *a = cg_new_temp(cg);
				*cg_b(cg, it[i].var) = (struct cg_bind){.ssa = a, .type = tys[i]};
				buf_printf(&after, "%s%s : %s", k++ ? ", " : "", a, tys[i]);
			}
		cg_struct_line(cg, cg_printf(cg, "^bb0(%s):", after.data));
	}
	emit_stmts(cg, s->u.wloop.body);
	struct stmt *y = ir_trailing_yield(s->u.wloop.body);
	const char *yl = y ? yield_line(cg, y, s->u.wloop.return_vars, n) : NULL;
	cg_line(cg, true, y ? y->span : s->span, yl ? yl : "scf.yield");
	cg_close(cg);
	cg_struct_line(cg, "}");
	rehandle_relaid_results(cg, it, s->u.wloop.return_vars, n, s->u.wloop.body);
	buf_free(&inits);
	buf_free(&types);
	buf_free(&bargs);
	buf_free(&after);
	buf_free(&res);
}

static void emit_stmt(struct cg *cg, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		emit_assign(cg, s);
		break;
	case ST_EVAL:
		set_spans(cg, s, s->u.eval.value);
		if (s->u.eval.value->kind == EX_CALL)
			cg_call(cg, NULL, s->u.eval.value);
		else if (s->u.eval.value->kind == EX_FCALL)
			fcall_in_kernel(cg, s->u.eval.value);
		break;
	case ST_FOR:
		emit_for(cg, s);
		break;
	case ST_IF:
		emit_if(cg, s);
		break;
	case ST_WHILE:
		emit_while(cg, s);
		break;
	case ST_SCOPE:
		emit_stmts(cg, s->u.scope.body);
		break;
	case ST_RETURN:
	case ST_YIELD:
		break; /* `return` closes the function; yields belong to their region */
	default:
		cg_error(cg, s->span, "this statement has no PTO lowering (break / continue must be "
			 "rewritten by the default pipeline's control-flow passes)");
	}
}

static void emit_stmts(struct cg *cg, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n && !cg->halted; i++)
		emit_stmt(cg, l.v[i]);
}

/* ---- function ---------------------------------------------------------------------- */

bool cg_is_kernel(const struct function *f)
{
	return !f->abstract && !f->external_source &&
	       (f->kind == FK_InCore || f->kind == FK_AIC || f->kind == FK_AIV);
}

static int by_name(const void *x, const void *y)
{
	const struct function *a = *(const struct function *const *)x;
	const struct function *b = *(const struct function *const *)y;
	return strcmp(a->name, b->name);
}

unsigned cg_kernels(const struct program *p, const struct function ***out)
{
	const struct function **v = xcalloc(p->n_funcs + 1, sizeof *v);
	unsigned n = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (cg_is_kernel(p->funcs[i]))
			v[n++] = p->funcs[i];
	qsort(v, n, sizeof *v, by_name);
	*out = v;
	return n;
}

/* A module of the print order: its name and its first kernel index in the
 * member list. */
struct pmod {
	const char *name;
	unsigned first, n;
};

static int pmod_by_name(const void *x, const void *y)
{
	const struct pmod *a = x, *b = y;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->first > b->first) - (a->first < b->first);
}

/* A kernel and its index in the kernel list, sorted by address. */
struct kref {
	const struct function *f;
	unsigned i;
};

static int kref_by_addr(const void *x, const void *y)
{
	uintptr_t a = (uintptr_t)((const struct kref *)x)->f, b = (uintptr_t)((const struct kref *)y)->f;
	return (a > b) - (a < b);
}

static int kernel_index(const struct kref *by_addr, unsigned n, const struct function *f)
{
	struct kref key = {f, 0};
	const struct kref *hit = n ? bsearch(&key, by_addr, n, sizeof *by_addr, kref_by_addr) : NULL;
	return hit ? (int)hit->i : -1;
}

void cg_module_order(const struct program *p, const struct function **ks, unsigned n,
		     unsigned *order, bool *joins)
{
	/* owner[i]: 1 + the module holding kernel i (0: none yet) */
	unsigned *owner = xcalloc(n + 1, sizeof *owner), *mem = xcalloc(n + 1, sizeof *mem);
	struct pmod *mods = xcalloc(n + 1, sizeof *mods);
	unsigned nm = 0, nmem = 0;
	struct kref *by_addr = xcalloc(n + 1, sizeof *by_addr);
	for (unsigned i = 0; i < n; i++)
		by_addr[i] = (struct kref){ks[i], i};
	if (n)
		qsort(by_addr, n, sizeof *by_addr, kref_by_addr);
	const struct function **gs = xcalloc(p->n_funcs + 1, sizeof *gs);
	unsigned ng = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_Group && !p->funcs[i]->abstract)
			gs[ng++] = p->funcs[i];
	qsort(gs, ng, sizeof *gs, by_name);
	for (unsigned g = 0; g < ng; g++) {
		struct pmod m = {gs[g]->name, nmem, 0};
		for (uint32_t k = 0; k < gs[g]->body.n; k++) {
			const struct stmt *s = gs[g]->body.v[k];
			const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
					       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
			int ki = e && e->kind == EX_FCALL ? kernel_index(by_addr, n, e->u.fcall.callee) : -1;
			if (ki < 0 || owner[ki])
				continue;
			owner[ki] = nm + 1;
			mem[nmem++] = (unsigned)ki;
			m.n++;
		}
		if (m.n)
			mods[nm++] = m;
	}
	for (unsigned i = 0; i < n; i++)
		if (!owner[i]) {
			mods[nm++] = (struct pmod){ks[i]->name, nmem, 1};
			mem[nmem++] = i;
		}
	qsort(mods, nm, sizeof *mods, pmod_by_name);
	unsigned at = 0;
	for (unsigned m = 0; m < nm; m++)
		for (unsigned j = 0; j < mods[m].n; j++, at++) {
			order[at] = mem[mods[m].first + j];
			joins[at] = j > 0;
		}
	free(by_addr);
	free(gs);
	free(mods);
	free(mem);
	free(owner);
}

void cg_module_body(const char *m, size_t len, size_t *off, size_t *n)
{
	const char *nl = memchr(m, '\n', len);
	size_t b = nl ? (size_t)(nl - m) + 1 : len, e = len;
	/* the closing "}\n" */
	if (e >= b + 2 && m[e - 1] == '\n' && m[e - 2] == '}')
		e -= 2;
	*off = b;
	*n = e - b;
}

/* Whether tile types a and b have the same constant valid extents. */
static bool same_const_valid(const struct type *a, const struct type *b)
{
	struct expr_list va = ir_valid_shape(a), vb = ir_valid_shape(b);
	if (va.n != vb.n)
		return false;
	for (uint32_t k = 0; k < va.n; k++) {
		int64_t x, y;
		if (!ir_expr_is_const_int(va.v[k], &x) || !ir_expr_is_const_int(vb.v[k], &y) || x != y)
			return false;
	}
	return true;
}

/* The type the prologue alloc of result i of if s takes its valid extents
 * from: when both branches yield tiles of one constant valid shape (the
 * empty tiles of an idle Vector lane) that is not the result's own, the
 * result holds that extent, and so does every tile that writes through its
 * handle; otherwise the result's type. */
static const struct type *phi_valid_type(struct cg *cg, struct stmt *s, uint32_t i)
{
	struct var *rv = s->u.cond.return_vars[i];
	const struct type *t = rv->type, *y[2] = {NULL, NULL};
	struct stmt *ys[2] = {ir_trailing_yield(s->u.cond.then_body), ir_trailing_yield(s->u.cond.else_body)};
	for (int k = 0; k < 2; k++) {
		if (!s->u.cond.has_else || !ys[k] || i >= ys[k]->u.ret.values.n ||
		    ys[k]->u.ret.values.v[i]->kind != EX_VAR)
			return t;
		y[k] = ys[k]->u.ret.values.v[i]->u.var->type;
		if (y[k]->kind != TY_TILE || y[k]->dtype != t->dtype || y[k]->shape.n != t->shape.n)
			return t;
	}
	if (!same_const_valid(y[0], y[1]) || same_const_valid(y[0], t))
		return t;
	struct tile_view view = ir_tile_view_effective(t);
	view.valid_shape = ir_valid_shape(y[0]);
	return ir_type_tile(&cg->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view,
			    t->memref);
}

static bool names_body_value(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR && e->u.var->kind != VAR_PARAM && e->u.var->kind != VAR_DYN)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

/* The valid extents a phi's prologue alloc can name: t's, unless one of
 * them reads a value the body computes (a row count read in a loop), which
 * the prologue comes before; then the physical shape, the handle narrowed
 * where a tile is written or read through it (cg_valid_set). */
static const struct type *prologue_valid_type(struct cg *cg, const struct type *t)
{
	struct expr_list vs = ir_valid_shape(t);
	bool body = false;
	for (uint32_t k = 0; k < vs.n && !body; k++)
		ir_walk_expr(vs.v[k], names_body_value, &body);
	if (!body)
		return t;
	struct tile_view view = ir_tile_view_effective(t);
	view.valid_shape = t->shape;
	return ir_type_tile(&cg->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view,
			    t->memref);
}

/* Pre-order naming of every tile with a MemRef assigned in the body (before
 * any other name, so tiles keep their IR names, and a second tile of a name
 * takes the next number, as the reference's) and the addr constants in the
 * same order; a tile with no MemRef (a popped pipe slot) is named where it
 * is made; if-result tiles are hoisted phi buffers. */
static bool prename(struct stmt *s, void *ctx)
{
	struct cg *cg = ctx;
	if (s->kind == ST_ASSIGN) {
		int k = inplace_operand(s->u.assign.value);
		if (k >= 0 && s->u.assign.value->u.call.args.v[k]->kind == EX_VAR)
			cg_b(cg, s->u.assign.value->u.call.args.v[k]->u.var)->inplace = true;
	}
	if (s->kind == ST_ASSIGN && s->u.assign.var->type->kind == TY_TILE) {
		struct var *v = s->u.assign.var;
		if (v->type->memref)
			cg_b(cg, v)->ssa = cg_named(cg, v->name);
		int64_t off;
		/* a run-time slot's address is computed where the tile is made;
		 * a type met just before has its constant made already */
		const struct type **seen = &cg->addr_types[((uintptr_t)v->type * 0x9e3779b97f4a7c15ull) >> 60];
		if (*seen != v->type && (!v->type->memref || !v->type->memref->offset ||
					 ir_expr_is_const_int(v->type->memref->offset, &off))) {
			alloc_addr(cg, v->type);
			*seen = v->type;
		}
	} else if (s->kind == ST_IF) {
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			struct var *v = s->u.cond.return_vars[i];
			if (v->type->kind == TY_TILE) {
				cg_b(cg, v)->ssa = cg_named(cg, v->name);
				/* uses in the body print the type before the prologue
				 * (where the phi's alloc_tile goes) is rendered */
				cg_b(cg, v)->type = cg_tile_type(cg, v->type, false, s->span);
				const struct type *pv = phi_valid_type(cg, s, i);
				vec_push(&cg->phis, v);
				vec_push(&cg->phi_valid, (void *)pv);
				cg_b(cg, v)->phi_held = pv != v->type;
				/* PTOAS planner: the phi's prologue alloc is the first
				 * handle of its buffer; body tiles on it reuse the name,
				 * and so does a later phi of the buffer (whose prologue
				 * alloc is then that handle's) */
				if (!cg->o->emit_addr && v->type->memref) {
					struct var *first = shared_add(cg, v, cg_b(cg, v)->type);
					if (first != v)
						cg_b(cg, v)->ssa = cg_b(cg, first)->ssa;
					(void)shared_mem_add(cg, v);
				}
			}
		}
	}
	return true;
}

struct uses {
	struct cg *cg;
	const struct function *f;
	bool spmd[OP_COUNT];
	bool workspace;
	bool deferred;       /* an op of emit kind deferred_completion */
	bool decl[OP_COUNT]; /* ops whose pto_decl the module needs */
};

static bool workspace_expr(struct expr *e, void *ctx)
{
	if (e->kind == EX_CALL && spec_ops[e->u.call.op].emit == EK_sdma_workspace)
		*(bool *)ctx = true;
	return true;
}

/* One walk for what the signature needs: the parameters used, the spmd
 * ids read and whether the SDMA workspace is (cg_uses_workspace). */
static bool mark_expr(struct expr *e, void *ctx)
{
	struct uses *u = ctx;
	if (e->kind == EX_VAR && e->u.var->kind == VAR_PARAM)
		cg_b(u->cg, e->u.var)->used = true;
	if (e->kind != EX_CALL)
		return true;
	if (spec_ops[e->u.call.op].pto_decl)
		u->decl[e->u.call.op] = true;
	switch (spec_ops[e->u.call.op].emit) {
	case EK_deferred_completion:
		u->deferred = true;
		return true;
	case EK_spmd_id:
		u->spmd[e->u.call.op] = true;
		return true;
	case EK_sdma_workspace:
		u->workspace = true;
		return true;
	case EK_tensor_view: {
		/* a view is made over its input's base pointer, not its view */
		struct expr_list a = e->u.call.args;
		if (a.n && a.v[0]->kind == EX_VAR && a.v[0]->u.var->kind == VAR_PARAM)
			cg_b(u->cg, a.v[0]->u.var)->ptr_used = true;
		else if (a.n)
			ir_walk_expr(a.v[0], mark_expr, u);
		for (uint32_t i = 1; i < a.n; i++)
			ir_walk_expr(a.v[i], mark_expr, u);
		return false;
	}
	case EK_tensor_ptr:
		/* a tensor passed by its base pointer needs no tensor view */
		for (uint32_t i = 0; i < e->u.call.args.n; i++) {
			struct expr *a = e->u.call.args.v[i];
			if (a->kind == EX_VAR && a->u.var->kind == VAR_PARAM)
				cg_b(u->cg, a->u.var)->ptr_used = true;
		}
		ir_walk_expr(e, workspace_expr, &u->workspace);
		return false;
	default:
		return true;
	}
}

/* An operand of a call mark_expr has seen: a leaf is a parameter's use or
 * nothing it looks at; a compound one is walked. */
static void mark_leaf(struct expr *x, struct uses *u)
{
	if (x->kind == EX_VAR) {
		if (x->u.var->kind == VAR_PARAM)
			cg_b(u->cg, x->u.var)->used = true;
	} else if (x->kind > EX_SYMBOL) {
		ir_walk_expr(x, mark_expr, u);
	}
}

/* mark_leaf of an operand; a shape or offset list (mostly leaves, and
 * nothing mark_expr looks at itself) by its elements, without a walk. */
static void mark_operand(struct expr *x, struct uses *u)
{
	if (!x)
		return;
	if (x->kind != EX_LIST) {
		mark_leaf(x, u);
		return;
	}
	for (uint32_t i = 0; i < x->u.list.n; i++)
		if (x->u.list.v[i])
			mark_leaf(x->u.list.v[i], u);
}

/* mark_expr over the expressions of statement s: a statement of one call
 * (most) without a walker's callback per operand (mark_expr only sets
 * flags, so the order does not matter). */
static bool mark_stmt(struct stmt *s, void *ctx)
{
	struct uses *u = ctx;
	u->cg->n_stmts++;
	struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!e || e->kind != EX_CALL) {
		ir_stmt_exprs(s, mark_expr, u);
		return true;
	}
	if (spec_ops[e->u.call.op].emit == EK_set_validshape && e->u.call.args.n &&
	    e->u.call.args.v[0]->kind == EX_VAR && e->u.call.args.v[0]->u.var->type->memref)
		ptr_set_add(&u->cg->narrowed, e->u.call.args.v[0]->u.var->type->memref->base_name);
	if (!mark_expr(e, u))
		return true; /* its operands seen by mark_expr */
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		struct expr *x = e->u.call.args.v[i];
		if (x && x->kind == EX_VAR) { /* most operands: mark_leaf's var, inline */
			if (x->u.var->kind == VAR_PARAM)
				cg_b(u->cg, x->u.var)->used = true;
		} else {
			mark_operand(x, u);
		}
	}
	for (uint32_t i = 0; i < e->u.call.attrs.n; i++)
		mark_operand(e->u.call.attrs.v[i].value, u);
	return true;
}

/* Whether a function calls an op of one emit kind. */
static bool calls_emit_kind(const struct expr *e, const void *kind)
{
	return e->kind == EX_CALL && spec_ops[e->u.call.op].emit == *(const uint8_t *)kind;
}

static bool uses_emit(const struct function *f, uint8_t kind)
{
	return ir_stmts_any_expr(f->body, calls_emit_kind, &kind);
}

bool cg_uses_workspace(const struct function *f) { return uses_emit(f, EK_sdma_workspace); }

bool cg_uses_deferred_completion(const struct function *f)
{
	return uses_emit(f, EK_deferred_completion);
}

/* The strides of a tensor parameter's view: explicit TensorView strides
 * as written, else packed ones (ND row-major; DN and [.., 1] column vectors
 * with the last two axes swapped).  Dynamic products are arith.muli. */
static void tensor_strides(struct cg *cg, const struct type *t, const char **st, bool *dn)
{
	struct expr_list sh = t->shape;
	uint32_t n = sh.n;
	int64_t last;
	bool mx = t->tview && tensor_layout_mx[t->tview->layout];
	bool colvec = n >= 2 && ir_expr_is_const_int(sh.v[n - 1], &last) && last == 1 && !mx;
	*dn = colvec || (t->tview && t->tview->layout == TLY_DN);
	if (t->tview && t->tview->stride.n == n) {
		for (uint32_t k = 0; k < n; k++)
			st[k] = cg_index(cg, t->tview->stride.v[k]);
		return;
	}
	/* axes from fastest to slowest */
	uint32_t order[16];
	if (n > 16) {
		cg_error(cg, cg->op_span, "tensor of rank %u is not supported by PTO codegen", n);
		return;
	}
	for (uint32_t k = 0; k < n; k++)
		order[k] = n - 1 - k;
	if (*dn && n >= 2) {
		order[0] = n - 2;
		order[1] = n - 1;
	}
	const char *acc = cg_const_int(cg, 1, DT_INDEX);
	int64_t accv = 1;
	bool acc_static = true;
	for (uint32_t j = 0; j < n; j++) {
		uint32_t ax = order[j];
		st[ax] = acc;
		if (j + 1 == n)
			break;
		/* the fastest axis's extent is the next stride as it is; every
		 * stride past it is multiplied out in the kernel (`%x_s0 =
		 * arith.muli %c16_index, %c8_index`), as the reference does */
		int64_t d;
		if (j == 0 && ir_expr_is_const_int(sh.v[ax], &d)) {
			accv *= d;
			acc = cg_const_int(cg, accv, DT_INDEX);
		} else if (acc_static && accv == 1) {
			acc = cg_index(cg, sh.v[ax]);
			acc_static = false;
		} else {
			const char *tmp = cg->cur_param
						  ? cg_named(cg, cg_printf(cg, "%s_s%u", cg->cur_param, order[j + 1]))
						  : cg_new_temp(cg);
			cg_line(cg, true, cg->op_span,
				cg_printf(cg, "%s = arith.muli %s, %s : index", tmp, acc,
					  cg_index(cg, sh.v[ax])));
			acc = tmp;
			acc_static = false;
		}
	}
}

static void tensor_view_line(struct cg *cg, const struct param *pa)
{
	const struct var *v = pa->var;
	struct cg_bind *b = cg_b(cg, v);
	cg->op_span = cg->stmt_span = v->span;
	cg_tensor_view_line(cg, v, b->ssa, b->ptr, false, v->span);
}

void cg_tensor_view_line(struct cg *cg, const struct var *v, const char *name, const char *ptr,
			 bool own_layout, struct span at)
{
	const struct type *t = v->type;
	struct cg_bind *b = cg_b(cg, v);
	/* the stride temps of a var's own view are named after it; those of
	 * another view of it (a peer's window) are numbered */
	cg->cur_param = name == b->ssa ? v->name : NULL;
	uint32_t n = t->shape.n;
	const char **dims = arena_alloc(&cg->a, (n + 1) * sizeof *dims);
	const char **st = arena_alloc(&cg->a, (n + 1) * sizeof *st);
	for (uint32_t k = 0; k < n; k++)
		dims[k] = cg_index(cg, t->shape.v[k]);
	bool dn;
	tensor_strides(cg, t, st, &dn);
	enum tensor_layout ly = t->tview ? t->tview->layout : TLY_ND;
	const char *layout = dn && !own_layout ? "dn" : tensor_layout_pto[ly];
	struct buf local = {0}, *l = cg_line_buf(cg, &local);
	buf_puts(l, name);
	buf_puts(l, " = pto.make_tensor_view ");
	buf_puts(l, ptr);
	buf_puts(l, ", shape = [");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			buf_puts(l, ", ");
		buf_puts(l, dims[k]);
	}
	buf_puts(l, "], strides = [");
	for (uint32_t k = 0; k < n; k++) {
		if (k)
			buf_puts(l, ", ");
		buf_puts(l, st[k]);
	}
	buf_puts(l, "] {layout = #pto.layout<");
	buf_puts(l, layout);
	buf_puts(l, ">} : ");
	buf_puts(l, b->type);
	cg_line(cg, true, at, l->data);
	cg_line_buf_done(cg, l);
}

/* Constants of every tensor parameter (used or not): static dims, then
 * the strides, in declaration order. */
static void tensor_param_consts(struct cg *cg, const struct type *t)
{
	int64_t d;
	for (uint32_t k = 0; k < t->shape.n; k++)
		if (ir_expr_is_const_int(t->shape.v[k], &d))
			cg_const_int(cg, d, DT_INDEX);
	if (t->tview && t->tview->stride.n) {
		for (uint32_t k = 0; k < t->tview->stride.n; k++)
			if (ir_expr_is_const_int(t->tview->stride.v[k], &d))
				cg_const_int(cg, d, DT_INDEX);
	} else if (t->shape.n == 2) {
		if (ir_expr_is_const_int(t->shape.v[1], &d))
			cg_const_int(cg, d, DT_INDEX);
		cg_const_int(cg, 1, DT_INDEX);
	} else {
		cg_const_int(cg, 1, DT_INDEX);
	}
}

/* "block_idx" of an spmd_id op "tile.get_block_idx": the synthesized
 * parameter is %__pypto_spmd_<that>. */
const char *cg_spmd_suffix(unsigned op)
{
	const char *n = strrchr(spec_ops[op].name, '.');
	n = n ? n + 1 : spec_ops[op].name;
	return strncmp(n, "get_", 4) == 0 ? n + 4 : n;
}

static void spmd_param_add(struct cg_spmd_params *out, const char *s, size_t n)
{
	if (n == 0 || n >= sizeof out->sfx[0])
		die("spmd parameter suffix '%.*s' is empty or too long", (int)n, s);
	for (int i = 0; i < out->n; i++)
		if (strlen(out->sfx[i]) == n && memcmp(out->sfx[i], s, n) == 0)
			return;
	if (out->n == CG_MAX_SPMD_PARAMS)
		die("more than %d spmd parameters", CG_MAX_SPMD_PARAMS);
	memcpy(out->sfx[out->n], s, n);
	out->sfx[out->n++][n] = 0;
}

/* The emit kinds whose ops make the wrapper scan a kernel's body */
static const uint8_t wrapper_scan_kinds[] = {EK_spmd_id, EK_sdma_workspace, EK_deferred_completion};

bool cg_wrapper_ops_made(void)
{
	/* ir_ops_made() + 1 when none was made then (0: unknown), per thread */
	static _Thread_local uint32_t none_at;
	uint32_t made = ir_ops_made();
	if (none_at == made + 1)
		return false;
	for (size_t k = 0; k < sizeof wrapper_scan_kinds; k++) {
		const struct spec_op_list *l = &spec_emit_ops[wrapper_scan_kinds[k]];
		for (unsigned i = 0; i < l->n; i++)
			if (ir_op_made(l->ops[i]))
				return true;
	}
	none_at = made + 1;
	return false;
}

void cg_spmd_params(const bool *used, struct cg_spmd_params *out)
{
	out->n = 0;
	const struct spec_op_list *spmd = &spec_emit_ops[EK_spmd_id];
	for (unsigned i = 0; i < spmd->n; i++) {
		unsigned op = spmd->ops[i];
		if (!used[op])
			continue;
		const char *p = spec_ops[op].spmd_params;
		if (!p) {
			const char *s = cg_spmd_suffix(op);
			spmd_param_add(out, s, strlen(s));
			continue;
		}
		while (*p) {
			size_t n = strcspn(p, " ");
			if (n)
				spmd_param_add(out, p, n);
			p += n + (p[n] == ' ');
		}
	}
}

/* a followed by b, in cg->a */
static const char *concat(struct cg *cg, const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *s = arena_alloc(&cg->a, na + nb + 1);
	memcpy(s, a, na);
	memcpy(s + na, b, nb + 1);
	return s;
}

/* "%arg<k>" */
static const char *arg_name(struct cg *cg, unsigned k)
{
	char num[16];
	*put_u64(num, k) = 0;
	return concat(cg, "%arg", num);
}

/* Appends ", " (but first) and a parameter `name: type` to sig. */
static void sig_param(struct buf *sig, const char *name, const char *type)
{
	if (sig->len)
		buf_puts(sig, ", ");
	buf_puts(sig, name);
	buf_puts(sig, ": ");
	buf_puts(sig, type);
}

static void signature(struct cg *cg, struct buf *sig, struct uses *u, struct vec *dyn)
{
	const struct function *f = cg->f;
	unsigned k = 0;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < f->n_params; i++) {
			struct var *v = f->params[i].var;
			bool tensor = v->type->kind == TY_TENSOR;
			if (tensor != (pass == 0))
				continue;
			const char *arg = arg_name(cg, k++);
			const char *ty;
			struct cg_bind *b = cg_b(cg, v);
			if (tensor) {
				ty = concat(cg, "!pto.ptr<", cg_mlir_dtype(cg, v->type->dtype, v->span));
				ty = concat(cg, ty, ">");
				b->ptr = arg;
				b->ptr_type = ty;
				b->type = cg_tensor_view_type(cg, v->type, v->span);
			} else if (v->type->kind == TY_SCALAR) {
				ty = cg_mlir_dtype(cg, v->type->dtype, v->span);
				b->ssa = arg;
				b->type = ty;
			} else if (v->type->kind == TY_OPAQUE) {
				ty = "!pto.ptr<i64>";
				b->ssa = arg;
				b->type = ty;
			} else {
				cg_error(cg, v->span, "parameter '%s' cannot be passed to a PTO kernel", v->name);
				ty = "!pto.ptr<f32>";
			}
			sig_param(sig, arg, ty);
		}
	for (size_t i = 0; i < dyn->n; i++) {
		struct var *v = dyn->items[i];
		const char *arg = arg_name(cg, (unsigned)(f->n_params + i));
		*cg_b(cg, v) = (struct cg_bind){.ssa = arg, .type = "index"};
		sig_param(sig, arg, "index");
	}
	/* the runtime's raw dispatch arguments (deferred completion) come before
	 * the other runtime-owned parameters, by name (no %argN of their own) */
	if (u->deferred) {
		cg->raw_args = "%__pypto_deferred_raw_args";
		buf_printf(sig, "%s%s: !pto.ptr<i64>", sig->len ? ", " : "", cg->raw_args);
	}
	/* the SDMA workspace continues the numbering (reference 3.2) */
	if (u->workspace) {
		cg->workspace = cg_printf(cg, "%%arg%u", (unsigned)(f->n_params + dyn->n));
		buf_printf(sig, "%s%s: !pto.ptr<i8>", sig->len ? ", " : "", cg->workspace);
	}
	struct cg_spmd_params sp;
	cg_spmd_params(u->spmd, &sp);
	for (int i = 0; i < sp.n; i++)
		buf_printf(sig, "%s%%__pypto_spmd_%s: i32", sig->len ? ", " : "", sp.sfx[i]);
}

static void reserve_names(struct cg *cg, struct uses *u, size_t n_dyn)
{
	for (uint32_t i = 0; i < cg->f->n_params + n_dyn + u->workspace; i++)
		name_claim(cg, arg_name(cg, i) + 1);
	struct cg_spmd_params sp;
	cg_spmd_params(u->spmd, &sp);
	for (int i = 0; i < sp.n; i++)
		name_claim(cg, cg_printf(cg, "__pypto_spmd_%s", sp.sfx[i]));
	if (u->deferred)
		name_claim(cg, "__pypto_deferred_raw_args");
}

static void cg_free(struct cg *cg)
{
	if (cg->o->keep)
		keep_bufs(cg, cg->o->keep, false);
	buf_free(&cg->consts);
	buf_free(&cg->prologue);
	buf_free(&cg->body);
	buf_free(&cg->line);
	buf_free(&cg->loc_head);
	buf_free(&cg->loc_line_head);
	buf_free(&cg->scratch);
	free(cg->runs);
	big_free(cg->used, cg->used_cap * sizeof *cg->used);
	ptab_free(&cg->consts_tab);
	vec_free(&cg->phis);
	vec_free(&cg->phi_valid);
	vec_free(&cg->missing_words);
	ptab_free(&cg->shared);
	ptab_free(&cg->narrowed);
	ptab_free(&cg->vstates);
	ptab_free(&cg->shared_mem);
	ptab_free(&cg->tile_types);
	ptab_free(&cg->types_seen);
	ptab_free(&cg->sigs);
	cg_regions_free(cg);
	free(cg->blk_at);
	cg_gm_layout_free(&cg->own_gm);
	arena_free(&cg->a);
	arena_free(&cg->plain_names);
}

/* Appends the body to `out`.  When `out` has no room for it, the text
 * before it moves to the front of the body instead and the body's buffer
 * becomes `out`'s: a kernel of 100,000 statements has about 70 MB of body,
 * whose copy into fresh pages cost more than the rest of its output. */
static void append_body(struct cg *cg, struct buf *out)
{
	struct buf *b = &cg->body;
	if (b->len <= out->cap - out->len - 1 || b->len <= out->len) {
		buf_put(out, b->data ? b->data : "", b->len);
		return;
	}
	buf_reserve(b, out->len);
	memmove(b->data + out->len, b->data, b->len + 1);
	memcpy(b->data, out->data, out->len);
	b->len += out->len;
	struct buf t = *out;
	*out = *b;
	*b = t; /* freed with the function's buffers */
}

static void emit_function(struct cg *cg, struct buf *out)
{
	const struct function *f = cg->f;
	struct uses u = {.cg = cg, .f = f};
	ir_walk_stmts(f->body, mark_stmt, &u);
	names_presize(cg, cg->n_stmts);
	struct vec dyn = {0};
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (t->kind == TY_TENSOR)
			for (uint32_t k = 0; k < t->shape.n; k++)
				ir_walk_expr(t->shape.v[k], ir_collect_dyn_vars, &dyn);
	}
	reserve_names(cg, &u, dyn.n);
	struct buf sig = {0};
	signature(cg, &sig, &u, &dyn);
	cg->cur = &cg->body;
	cg->indent = 1;
	cg->vgen = 1; /* a handle's extents not recorded yet are gen 0: unknown */
	/* (a) tile names and addr constants in body pre-order */
	ir_walk_stmts(f->body, prename, cg);
	/* (b) multi-slot region valid extents */
	cg_plan_regions(cg);
	/* (c) every tensor parameter's dims and strides, but those of one only
	 * passed by its base pointer (the reference's order and choice) */
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *v = f->params[i].var;
		struct cg_bind *b = cg_b(cg, v);
		bool ptr_only = !b->used && (b->ptr_used || strcmp(v->name, "__gm_pipe_buffer") == 0);
		if (v->type->kind == TY_TENSOR && !ptr_only)
			tensor_param_consts(cg, v->type);
	}
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *v = f->params[i].var;
		if (v->type->kind == TY_TENSOR && cg_b(cg, v)->used)
			cg_b(cg, v)->ssa = cg_named(cg, concat(cg, v->name, "_view"));
	}
	/* (d) the body, its buffer reserved at once (about 1 KiB of text a
	 * statement at most): grown by doubling, a large kernel's body was
	 * copied at each step below the mmap threshold; the pages it does not
	 * write are never touched */
	uint64_t room;
	struct cg_spill *sp = cg->o->spill;
	if (!size_mul(cg->n_stmts, 1024, &room) || room >= (uint64_t)1 << 30)
		room = 0;
	if (sp && sp->fd >= 0) {
		cg->spill = sp;
		if (room > CG_SPILL_CHUNK)
			room = CG_SPILL_CHUNK + 4096;
	}
	if (room)
		buf_reserve(&cg->body, (size_t)room);
	emit_stmts(cg, f->body);
	if (cg->spill && cg->spill->len)
		spill_body(cg); /* the rest: the body is in the file then */
	cg->spill = NULL;
	/* (e) the prologue: tensor views, then hoisted phi buffers */
	cg->cur = &cg->prologue;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->type->kind == TY_TENSOR && cg_b(cg, f->params[i].var)->used)
			tensor_view_line(cg, &f->params[i]);
	cg->stmt_span = cg->op_span = f->span;
	cg_emit_regions(cg);
	for (size_t i = 0; i < cg->phis.n; i++)
		alloc_tile_of(cg, cg->phis.items[i], false, prologue_valid_type(cg, cg->phi_valid.items[i]));

	const char *kind = f->kind == FK_AIC ? "cube" : f->kind == FK_AIV ? "vector" : NULL;
	buf_puts(out, "  func.func @");
	buf_puts(out, f->name);
	buf_putc(out, '(');
	buf_puts(out, sig.data ? sig.data : "");
	buf_putc(out, ')');
	if (kind) {
		buf_puts(out, " attributes {pto.kernel_kind = #pto.kernel_kind<");
		buf_puts(out, kind);
		buf_puts(out, ">}");
	}
	buf_puts(out, " {\n");
	buf_put(out, cg->consts.data ? cg->consts.data : "", cg->consts.len);
	buf_put(out, cg->prologue.data ? cg->prologue.data : "", cg->prologue.len);
	if (sp) {
		sp->at = out->len;
		if (!sp->len) { /* the body is the caller's, a piece of its own */
			struct buf t = sp->body;
			sp->body = cg->body;
			cg->body = t;
		}
	} else {
		append_body(cg, out);
	}
	buf_puts(out, "  return\n  }\n");
	/* the external functions the body calls, once each */
	for (unsigned i = 0; i < spec_pto_decl_ops.n; i++)
		if (u.decl[spec_pto_decl_ops.ops[i]]) {
			buf_puts(out, "  ");
			buf_puts(out, spec_ops[spec_pto_decl_ops.ops[i]].pto_decl);
			buf_putc(out, '\n');
		}
	buf_free(&sig);
	vec_free(&dyn);
}

bool cg_emit_module(const struct program *p, const struct function *f,
		    const struct cg_options *o, struct buf *out)
{
	struct cg cg = {.p = p, .f = f, .o = o};
	if (o->keep)
		keep_bufs(&cg, o->keep, true);
	if (o->spill) {
		/* the buffer of the last body handed over holds this one */
		cg.body = o->spill->body;
		buf_clear(&cg.body);
		*o->spill = (struct cg_spill){.fd = o->spill->fd};
	}
	const struct spec_ptoas_version *newest = ptoas_newest();
	cg.ptoas = o->ptoas_version ? o->ptoas_version : newest ? newest->code : 0;
	cg.pv = ptoas_known(cg.ptoas);
	ptoas_version_text(cg.ptoas, cg.ptoas_text, sizeof cg.ptoas_text);
	if (o->keep)
		keep_open(&cg, o->keep);
	/* statements, scalar lowering and templates recurse per nesting level
	 * (bounded already when the pass manager checked it after the passes) */
	if ((!p->depth_bounded && ir_check_function_depth(f, IR_CODEGEN_MAX_DEPTH)) ||
	    !cg_check_calls(&cg)) {
		cg_free(&cg);
		return false;
	}
	/* the verifier's arch: the same value ptoc passes as --pto-arch */
	buf_puts(out, "module attributes {pto.target_arch = \"");
	buf_puts(out, ptoas_arch_name(o->backend));
	buf_puts(out, "\"} {\n");
	emit_function(&cg, out);
	buf_puts(out, "}\n");
	/* what the emitter could not express is reported first; then, in the
	 * same run, what ptoas's verifier would reject */
	bool ok = !cg.failed;
	uint32_t ptoas = cg.ptoas;
	/* the verifier reads the IR only: the names, bindings and texts of a
	 * large kernel are given back before its tables are made */
	cg_free(&cg);
	if (!o->runtime_only && verify_ptoas_rules(p, f, o->backend, ptoas, o->emit_addr, o->rules_scratch))
		ok = false;
	return ok;
}
