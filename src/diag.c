/* Diagnostics with source quotes. */
#include "diag.h"

#include <string.h>

#include "util.h"

struct source {
	const char *file;
	const char *text;
	size_t len;
};

static struct source *sources;
static size_t n_sources, cap_sources;
static FILE *stream;
static int n_errors;
static int max_errors;

void diag_add_source(const char *file, const char *text, size_t len)
{
	for (size_t i = 0; i < n_sources; i++)
		if (strcmp(sources[i].file, file) == 0) {
			sources[i].text = text;
			sources[i].len = len;
			return;
		}
	if (n_sources == cap_sources) {
		cap_sources = cap_sources ? cap_sources * 2 : 8;
		sources = xrealloc(sources, cap_sources * sizeof *sources);
	}
	sources[n_sources++] = (struct source){file, text, len};
}

static const struct source *find_source(const char *file)
{
	if (!file)
		return NULL;
	for (size_t i = n_sources; i-- > 0;)
		if (sources[i].file == file || strcmp(sources[i].file, file) == 0)
			return &sources[i];
	return NULL;
}

/* Prints the quoted source line of `at` and a caret under its column. */
static void quote(FILE *f, struct span at)
{
	const struct source *s = find_source(at.file);
	if (!s || at.line < 1)
		return;
	const char *p = s->text, *end = s->text + s->len;
	for (int l = 1; l < at.line && p < end; p++)
		if (*p == '\n')
			l++;
	if (p >= end && at.line > 1)
		return;
	const char *e = p;
	while (e < end && *e != '\n' && *e != '\r')
		e++;
	fprintf(f, "%.*s\n", (int)(e - p), p);
	int col = at.col < 1 ? 1 : at.col;
	for (int i = 1; i < col; i++)
		fputc(p + i - 1 < e && p[i - 1] == '\t' ? '\t' : ' ', f);
	int width = 1;
	if (at.end_line == at.line && at.end_col > col)
		width = at.end_col - col;
	fputc('^', f);
	for (int i = 1; i < width; i++)
		fputc('~', f);
	fputc('\n', f);
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

void diag_verror(struct span at, const char *fmt, va_list ap)
{
	n_errors++;
	if (max_errors && n_errors > max_errors)
		return;
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
