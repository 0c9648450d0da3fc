/* Diagnostics with source quotes. */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

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

void diag_add_source(const char *file, const char *text, size_t len)
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
	struct source *s = at.file && at.file[0] == '<' ? find_source(at.file) : NULL;
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
				*user = (struct span){sources[i].file, uline, ucol, uline, ucol + 1};
				return true;
			}
		return false;
	}
	return false;
}

static void report(const char *kind, struct span at, const char *fmt, va_list ap)
{
	FILE *f = stream ? stream : stderr;
	struct span user;
	if (generated_origin(at, &user)) {
		/* at the user's line; the generated line follows as a note */
		va_list copy;
		va_copy(copy, ap);
		fprintf(f, "%s:%d:%d: %s: ", user.file, user.line, user.col, kind);
		vfprintf(f, fmt, copy);
		va_end(copy);
		fputc('\n', f);
		quote(f, user);
		fprintf(f, "%s:%d:%d: note: in the code generated for it\n", at.file, at.line,
			at.col < 1 ? 1 : at.col);
		quote(f, at);
		return;
	}
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

void diag_verror(struct span at, const char *fmt, va_list ap)
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
	report("warning", at, fmt, ap);
	va_end(ap);
}

void diag_note(struct span at, const char *fmt, ...)
{
	if (max_errors && n_errors > max_errors)
		return;
	va_list ap;
	va_start(ap, fmt);
	report("note", at, fmt, ap);
	va_end(ap);
}

void diag_plain(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	n_errors++;
	report("error", (struct span){0}, fmt, ap);
	va_end(ap);
}

int diag_error_count(void) { return n_errors; }
void diag_reset(void) { n_errors = 0; }
void diag_set_stream(FILE *f) { stream = f; }
void diag_set_max_errors(int n) { max_errors = n; }
