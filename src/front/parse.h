/* Parser of printed tile programs (the `print(program)` text of the DSL and
 * the shorthand users write) into the IR, with types deduced while parsing
 * (typecheck.h). */
#ifndef PTOC_PARSE_H
#define PTOC_PARSE_H

#include <stddef.h>

#include "ir.h"

/* Parses text[0..len) (text[len] == NUL) named `file` into a program in
 * arena `a`.  Every independent error is reported through diag; the
 * program is returned even when there were errors (check
 * diag_error_count()).  `file` must be interned or outlive diagnostics. */
struct program *parse_program(struct arena *a, const char *file, const char *text, size_t len);

/* Reads `path`, registers it with diag and parses it.  Returns NULL with
 * *io_error set when the file cannot be read (reported); otherwise the
 * program, with *errors = the number of errors reported while parsing. */
struct program *parse_file(struct arena *a, const char *path, int *errors, bool *io_error);

/* One function at a time, for compiling kernels that do not call each
 * other with memory bounded by the largest function rather than the
 * program: parse_session_open parses the module-level lines and every
 * signature (the returned program has every function, bodies empty);
 * parse_session_body parses the next function's body into `sub`, a
 * program the caller prepared with its own arena (nodes of the body go
 * there; sub->funcs becomes just this function), and returns the
 * function, or NULL after the last one.  The
 * function's parameters are renumbered after the shared pl.dynamic vars
 * (sub->n_vars), sub->dyn is set; *calls tells whether the body calls
 * another function (self.f(...)). */
struct parse_session;
struct parse_session *parse_session_open(struct arena *a, const char *path, int *errors,
					  bool *io_error);
struct program *parse_session_program(struct parse_session *s);
/* Whether the file has module-level functions (external or inline): its
 * program is known only once every body is parsed, so it is parsed whole. */
bool parse_session_needs_whole(const struct parse_session *s);
struct function *parse_session_body(struct parse_session *s, struct program *sub, int *errors,
				    bool *calls);
void parse_session_close(struct parse_session *s);

#endif
