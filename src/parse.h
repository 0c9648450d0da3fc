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

#endif
