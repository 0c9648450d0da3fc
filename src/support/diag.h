/* User-facing diagnostics: "file:line:col: error: msg", the source line and a
 * caret, optional notes.  Every module reports through here; the engine never
 * exits on an error, it counts them and returns a status. */
#ifndef PTOC_DIAG_H
#define PTOC_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* A source range.  `file` must outlive the diagnostics (interned or static);
 * line/col are 1-based; line 0 means "no location". */
struct span {
	const char *file;
	int line, col;
	int end_line, end_col;
};

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
