/* Structural equality of programs up to renaming (alpha-equivalence): local
 * names may differ; ops, kwargs, types, constants and statement structure
 * must match.  Used by tests to compare pass output with expectations. */
#ifndef PTOC_EQUAL_H
#define PTOC_EQUAL_H

#include <stdbool.h>

#include "ir.h"
#include "util.h"

/* True when x and y are structurally equal.  Otherwise appends to `why`
 * (if not NULL) the first difference, as
 *   "A:line:col: error: <what differs>\nB:line:col: note: ...\n". */
bool ir_equal_programs(const struct program *x, const struct program *y, struct buf *why);

/* The same for two functions of programs px and py (callees compared by
 * name). */
bool ir_equal_functions(const struct program *px, const struct function *x,
			const struct program *py, const struct function *y, struct buf *why);

#endif
