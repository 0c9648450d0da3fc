/* Diagnostics with source quotes. */
#include "diag.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Kernels run by the orchestration executor report from several threads:
 * every entry point holds this lock, so messages and counts stay whole. */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
#define LOCKED(stmt) do { pthread_mutex_lock(&mu); stmt; pthread_mutex_unlock(&mu); } while (0)

struct source {
	const char *file;
	const char *text;
	size_t len;
	size_t *lines; /* lines[k] = offset of line k + 1; built on the first quote */
	int nlines;
};

static struct source *sources;
static size_t n_sources, cap_sources;
static FILE *stream;
static _Atomic int n_errors; /* written under mu, read without it */
static int max_errors = DIAG_MAX_ERRORS;

/* File names of spans, numbered from 1: a hash table from name to number
 * (under its own lock: generated_origin numbers a file while holding `mu`)
 * and copies of the names in chunks that never move, so diag_file reads
 * without a lock (a number reaches another thread only after it was handed
 * out).  Names are kept for the whole run. */
#define FILE_CHUNK 1024u
#define FILE_CHUNKS 4096u
static pthread_mutex_t files_mu = PTHREAD_MUTEX_INITIALIZER;
static const char **file_names[FILE_CHUNKS];
static uint32_t *file_slots; /* number, 0 = empty */
static uint32_t n_files, cap_slots;

static uint64_t name_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return h;
}

static void grow_file_slots(void)
{
	uint32_t ncap = cap_slots ? 2 * cap_slots : 64;
	uint32_t *nv = xcalloc(ncap, sizeof *nv);
	for (uint32_t i = 0; i < cap_slots; i++) {
		if (!file_slots[i])
			continue;
		uint32_t j = (uint32_t)name_hash(diag_file(file_slots[i])) & (ncap - 1);
		while (nv[j])
			j = (j + 1) & (ncap - 1);
		nv[j] = file_slots[i];
	}
	free(file_slots);
	file_slots = nv;
	cap_slots = ncap;
}

static uint32_t file_id(const char *file)
{
	if (2 * (n_files + 1) > cap_slots)
		grow_file_slots();
	uint32_t j = (uint32_t)name_hash(file) & (cap_slots - 1);
	for (; file_slots[j]; j = (j + 1) & (cap_slots - 1)) {
		const char *f = diag_file(file_slots[j]);
		if (f == file || strcmp(f, file) == 0)
			return file_slots[j];
	}
	if (n_files == FILE_CHUNK * FILE_CHUNKS)
		die("more than %u source files", n_files);
	uint32_t k = n_files++;
	if (!file_names[k / FILE_CHUNK])
		file_names[k / FILE_CHUNK] = xcalloc(FILE_CHUNK, sizeof **file_names);
	file_names[k / FILE_CHUNK][k % FILE_CHUNK] = xstrdup(file);
	file_slots[j] = k + 1;
	return k + 1;
}

uint32_t diag_file_id(const char *file)
{
	if (!file)
		return 0;
	uint32_t id;
	pthread_mutex_lock(&files_mu);
	id = file_id(file);
	pthread_mutex_unlock(&files_mu);
	return id;
}

const char *diag_file(uint32_t fid)
{
	if (!fid)
		return NULL;
	return file_names[(fid - 1) / FILE_CHUNK][(fid - 1) % FILE_CHUNK];
}

static void add_source(const char *file, const char *text, size_t len)
{
	for (size_t i = 0; i < n_sources; i++)
		if (strcmp(sources[i].file, file) == 0) {
			free(sources[i].lines);
			sources[i] = (struct source){sources[i].file, text, len, NULL, 0};
			return;
		}
	if (n_sources == cap_sources) {
		cap_sources = cap_sources ? cap_sources * 2 : 8;
		sources = xrealloc(sources, cap_sources * sizeof *sources);
	}
	sources[n_sources++] = (struct source){file, text, len, NULL, 0};
}

void diag_add_source(const char *file, const char *text, size_t len)
{
	LOCKED(add_source(file, text, len));
}

static struct source *find_source(const char *file)
{
	if (!file)
		return NULL;
	for (size_t i = n_sources; i-- > 0;)
		if (sources[i].file == file || strcmp(sources[i].file, file) == 0)
			return &sources[i];
	return NULL;
}

/* The line starts of s, so that quoting costs the length of the quote and
 * not the distance from the top of the file. */
static void index_lines(struct source *s)
{
	const char *t = s->text, *end = t + s->len, *q;
	int n = 1;
	for (const char *p = t; p < end && (q = memchr(p, '\n', (size_t)(end - p))); p = q + 1)
		n++;
	s->lines = xmalloc(sizeof *s->lines * (size_t)n);
	s->lines[0] = 0;
	s->nlines = 1;
	for (const char *p = t; p < end && (q = memchr(p, '\n', (size_t)(end - p))); p = q + 1)
		s->lines[s->nlines++] = (size_t)(q + 1 - t);
}

/* Lines longer than this (machine-written or binary input) are quoted as a
 * window of this many bytes around the column. */
#define QUOTE_MAX 1024

/* Raw control bytes of a quoted line are printed escaped (\x01), so that a
 * source line never writes control sequences to the terminal. */
static bool raw_control(unsigned char c)
{
	return (c < 0x20 && c != '\t') || c == 0x7f;
}

/* Writes line[from, to) with raw control bytes escaped. */
static void put_escaped(FILE *f, const char *line, int from, int to)
{
	for (int i = from; i < to; i++) {
		unsigned char c = (unsigned char)line[i];
		if (raw_control(c))
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f);
	}
}

/* Writes the caret line: under line[from, from+pad) a tab where the line
 * has one, four spaces under an escaped byte and a space elsewhere, then
 * '^' and '~' under the rest of the `width` bytes. */
static void caret_line(FILE *f, const char *line, int linelen, int from, int pad, int width)
{
	for (int i = from; i < from + pad; i++) {
		unsigned char c = i < linelen ? (unsigned char)line[i] : ' ';
		if (c == '\t')
			fputc('\t', f);
		else
			fputs(raw_control(c) ? "    " : " ", f);
	}
	int cols = 0;
	for (int i = from + pad; i < from + pad + width; i++)
		cols += i < linelen && raw_control((unsigned char)line[i]) ? 4 : 1;
	fputc('^', f);
	for (int k = 1; k < cols; k++)
		fputc('~', f);
	fputc('\n', f);
}

/* Prints the quoted source line of `at` and a caret under its column. */
static void quote(FILE *f, struct span at)
{
	struct source *s = find_source(span_file(at));
	if (!s || !s->text || at.line < 1)
		return;
	if (!s->lines)
		index_lines(s);
	if (at.line > s->nlines)
		return;
	size_t off = s->lines[at.line - 1];
	if (off >= s->len && at.line > 1)
		return;
	/* the line ends at its '\n' (the next line's start - 1) or at a '\r' */
	const char *p = s->text + off;
	const char *nl = at.line < s->nlines ? s->text + s->lines[at.line] - 1 : s->text + s->len;
	const char *e = memchr(p, '\r', (size_t)(nl - p));
	if (!e)
		e = nl;
	int len = (int)(e - p);
	int col = at.col < 1 ? 1 : at.col;
	int width = 1;
	if (span_end_line(at) == at.line && span_end_col(at) > col)
		width = span_end_col(at) - col;
	int lo = 0, hi = len;
	if (len > QUOTE_MAX) {
		lo = col - 1 > QUOTE_MAX / 2 ? col - 1 - QUOTE_MAX / 2 : 0;
		if (lo > len - QUOTE_MAX)
			lo = len - QUOTE_MAX;
		hi = lo + QUOTE_MAX;
		if (width > hi - (col - 1))
			width = hi - (col - 1) > 1 ? hi - (col - 1) : 1;
	}
	fputs(lo ? "..." : "", f);
	put_escaped(f, p, lo, hi);
	fputs(hi < len ? "...\n" : "\n", f);
	if (lo)
		fputs("   ", f);
	caret_line(f, p, len, lo, col - 1 - lo, width);
}

/* Line `line` (1-based) of s: its text and length (no line end), or NULL. */
static const char *source_line(struct source *s, int line, int *len)
{
	if (!s->lines)
		index_lines(s);
	if (line < 1 || line > s->nlines)
		return NULL;
	size_t off = s->lines[line - 1];
	if (off > s->len)
		return NULL;
	const char *p = s->text + off;
	const char *nl = line < s->nlines ? s->text + s->lines[line] - 1 : s->text + s->len;
	*len = (int)(nl - p);
	if (*len && p[*len - 1] == '\r')
		(*len)--;
	return p;
}

/* For a position in generated text (a file named "<...>", e.g. a kernel's
 * .pto that `check` runs), the user's position it came from: the
 * `loc("FILE":L:C)` that ends its line or, for the header of an scf.while,
 * the one of its scf.condition, when FILE is a registered source. */
static bool generated_origin(struct span at, struct span *user)
{
	const char *file = span_file(at);
	struct source *s = file && file[0] == '<' ? find_source(file) : NULL;
	for (int line = at.line; s && line < at.line + 4; line++) {
		int len;
		const char *p = source_line(s, line, &len);
		if (!p)
			return false;
		const char *e = p + len;
		if (line > at.line) {
			/* a region header's loc: only scf.while's, on its scf.condition
			 * (a loop body's first op is another statement) */
			const char *b = p;
			while (b < e && *b == ' ')
				b++;
			if ((size_t)(e - b) < 13 || memcmp(b, "scf.condition", 13) != 0)
				continue;
		}
		if (len < 8 || e[-1] != ')')
			continue;
		const char *l = NULL;
		for (const char *q = e - 1; q > p + 4 && !l; q--)
			if (q[0] == '"' && q[-1] == '(' && memcmp(q - 4, "loc(", 4) == 0)
				l = q + 1;
		if (!l)
			continue;
		const char *close = memchr(l, '"', (size_t)(e - l));
		int uline, ucol;
		if (!close || sscanf(close + 1, ":%d:%d)", &uline, &ucol) != 2)
			continue;
		for (size_t i = 0; i < n_sources; i++)
			if (strlen(sources[i].file) == (size_t)(close - l) &&
			    memcmp(sources[i].file, l, (size_t)(close - l)) == 0 && sources[i].file[0] != '<') {
				*user = span_make(diag_file_id(sources[i].file), uline, ucol, uline,
						  ucol + 1);
				return true;
			}
		return false;
	}
	return false;
}

bool diag_maps_to_user(struct span at)
{
	struct span user;
	return generated_origin(at, &user);
}

static void report(const char *kind, struct span at, const char *fmt, va_list ap)
{
	FILE *f = stream ? stream : stderr;
	struct span user;
	if (generated_origin(at, &user)) {
		/* at the user's line; the generated line follows as a note */
		va_list copy;
		va_copy(copy, ap);
		fprintf(f, "%s:%d:%d: %s: ", span_file(user), user.line, user.col, kind);
		vfprintf(f, fmt, copy);
		va_end(copy);
		fputc('\n', f);
		quote(f, user);
		fprintf(f, "%s:%d:%d: note: in the code generated for it\n", span_file(at), at.line,
			at.col < 1 ? 1 : at.col);
		quote(f, at);
		return;
	}
	const char *file = span_file(at);
	if (file && at.line > 0)
		fprintf(f, "%s:%d:%d: %s: ", file, at.line, at.col < 1 ? 1 : at.col, kind);
	else if (file)
		fprintf(f, "%s: %s: ", file, kind);
	else
		fprintf(f, "ptoc: %s: ", kind);
	vfprintf(f, fmt, ap);
	fputc('\n', f);
	quote(f, at);
}

static void verror(struct span at, const char *fmt, va_list ap)
{
	n_errors++;
	if (max_errors && n_errors > max_errors) {
		/* a cascade (binary input, an unclosed construct) would otherwise
		 * print one screenful per byte; the count stays exact */
		if (n_errors == max_errors + 1)
			fprintf(stream ? stream : stderr,
				"ptoc: note: more than %d errors; the rest are not shown\n", max_errors);
		return;
	}
	report("error", at, fmt, ap);
}

void diag_verror(struct span at, const char *fmt, va_list ap)
{
	LOCKED(verror(at, fmt, ap));
}

void diag_error(struct span at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	diag_verror(at, fmt, ap);
	va_end(ap);
}

void diag_warning(struct span at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	LOCKED(report("warning", at, fmt, ap));
	va_end(ap);
}

void diag_note(struct span at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	LOCKED(if (!max_errors || n_errors <= max_errors) report("note", at, fmt, ap));
	va_end(ap);
}

void diag_plain(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	LOCKED(n_errors++; report("error", (struct span){0}, fmt, ap));
	va_end(ap);
}

int diag_error_count(void)
{
	return atomic_load(&n_errors);
}

void diag_reset(void) { LOCKED(n_errors = 0); }
void diag_set_stream(FILE *f) { LOCKED(stream = f); }
void diag_set_max_errors(int n) { LOCKED(max_errors = n); }
