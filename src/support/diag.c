/* Diagnostics with source quotes. */
#include "diag.h"

#include <pthread.h>
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
static int n_errors;
static int max_errors = DIAG_MAX_ERRORS;

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

/* Writes the caret line: under columns from .. from+pad-1 of `line` a tab
 * where the line has one and a space elsewhere, then '^' and width-1 '~'. */
static void caret_line(FILE *f, const char *line, int linelen, int from, int pad, int width)
{
	char buf[256];
	for (int done = 0; done < pad;) {
		int n = pad - done < (int)sizeof buf ? pad - done : (int)sizeof buf;
		memset(buf, ' ', (size_t)n);
		int c0 = from + done, c1 = c0 + n < linelen ? c0 + n : linelen;
		for (const char *t = line + c0; c0 < c1 && (t = memchr(t, '\t', (size_t)(line + c1 - t)));
		     t++)
			buf[t - (line + c0)] = '\t';
		fwrite(buf, 1, (size_t)n, f);
		done += n;
	}
	fputc('^', f);
	memset(buf, '~', sizeof buf);
	for (int left = width - 1; left > 0; left -= (int)sizeof buf)
		fwrite(buf, 1, left < (int)sizeof buf ? (size_t)left : sizeof buf, f);
	fputc('\n', f);
}

/* Prints the quoted source line of `at` and a caret under its column. */
static void quote(FILE *f, struct span at)
{
	struct source *s = find_source(at.file);
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
	if (at.end_line == at.line && at.end_col > col)
		width = at.end_col - col;
	int lo = 0, hi = len;
	if (len > QUOTE_MAX) {
		lo = col - 1 > QUOTE_MAX / 2 ? col - 1 - QUOTE_MAX / 2 : 0;
		if (lo > len - QUOTE_MAX)
			lo = len - QUOTE_MAX;
		hi = lo + QUOTE_MAX;
		if (width > hi - (col - 1))
			width = hi - (col - 1) > 1 ? hi - (col - 1) : 1;
	}
	fprintf(f, "%s%.*s%s\n", lo ? "..." : "", hi - lo, p + lo, hi < len ? "..." : "");
	if (lo)
		fputs("   ", f);
	caret_line(f, p, len, lo, col - 1 - lo, width);
}

static void report(const char *kind, struct span at, const char *fmt, va_list ap)
{
	FILE *f = stream ? stream : stderr;
	if (at.file && at.line > 0)
		fprintf(f, "%s:%d:%d: %s: ", at.file, at.line, at.col < 1 ? 1 : at.col, kind);
	else if (at.file)
		fprintf(f, "%s: %s: ", at.file, kind);
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
	int n;
	LOCKED(n = n_errors);
	return n;
}

void diag_reset(void) { LOCKED(n_errors = 0); }
void diag_set_stream(FILE *f) { LOCKED(stream = f); }
void diag_set_max_errors(int n) { LOCKED(max_errors = n); }
