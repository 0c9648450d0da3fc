/* User-facing diagnostics: "file:line:col: error: msg", the source line and a
 * caret, optional notes.  Every module reports through here; the engine never
 * exits on an error, it counts them and returns a status. */
#ifndef PTOC_DIAG_H
#define PTOC_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A source range, in 16 bytes (every IR node carries one): the file as its
 * number (diag_file_id; 0 = none), line/col 1-based (line 0 means "no
 * location") and where the range ends.  A range that ends on its own line
 * keeps its end column (as the difference end_col - col); one that ends on
 * another line keeps that line only (SPAN_MULTI | end_line): only one-line
 * ranges are underlined with their width.  Build with span_make, read the
 * end with span_end_line / span_end_col and the name with span_file. */
struct span {
	uint32_t fid;
	int line, col;
	uint32_t end;
};
_Static_assert(sizeof(struct span) == 16, "struct span grew");
#define SPAN_MULTI 0x80000000u

/* The number of a file name for spans (the same for equal names; 0 for
 * NULL), and the name of a number (a copy kept for the whole run, the same
 * pointer for every call). */
uint32_t diag_file_id(const char *file);
const char *diag_file(uint32_t fid);

static inline struct span span_make(uint32_t fid, int line, int col, int end_line, int end_col)
{
	uint32_t end = end_line == line ? (uint32_t)(end_col - col) & ~SPAN_MULTI
					: SPAN_MULTI | ((uint32_t)end_line & ~SPAN_MULTI);
	return (struct span){fid, line, col, end};
}

static inline int span_end_line(struct span s)
{
	return s.end & SPAN_MULTI ? (int)(s.end & ~SPAN_MULTI) : s.line;
}

/* The column after the range when it ends on its first line, else 0. */
static inline int span_end_col(struct span s)
{
	if (s.end & SPAN_MULTI)
		return 0;
	return s.col + ((int32_t)(s.end << 1) >> 1);
}

static inline const char *span_file(struct span s)
{
	return diag_file(s.fid);
}

/* Registers the text of `file` so diagnostics can quote its lines.  The text
 * is not copied and must stay alive. */
void diag_add_source(const char *file, const char *text, size_t len);

void diag_error(struct span at, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_warning(struct span at, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_note(struct span at, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void diag_verror(struct span at, const char *fmt, va_list ap);
/* Whether a diagnostic at `at` (generated text) is reported at the user's line its
 * loc() names. */
bool diag_maps_to_user(struct span at);

/* An error with no source location: "ptoc: error: msg". */
void diag_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

int diag_error_count(void);
void diag_reset(void);                 /* forget counts (not sources) */
void diag_set_stream(FILE *f);         /* default stderr */
/* Errors past the limit are counted but not printed; one note says so. */
#define DIAG_MAX_ERRORS 20
void diag_set_max_errors(int n);       /* default DIAG_MAX_ERRORS; 0 = no limit */

#endif
