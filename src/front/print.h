/* The canonical printer: the exact text of the reference Python printer
 * (python_print, format=False) for programs, functions, types and
 * expressions. */
#ifndef PTOC_PRINT_H
#define PTOC_PRINT_H

#include "ir.h"
#include "util.h"

/* The whole program as printed; no trailing newline (as the reference). */
void print_program(struct buf *b, const struct program *p);

/* A type annotation / an expression, with vars printed by their own names
 * (for diagnostics and tests). */
void print_type(struct buf *b, const struct type *t);
void print_expr(struct buf *b, const struct expr *e);

/* A float the way the reference prints it (setprecision(17), ".0" added
 * when the text has none of ".eE"). */
void print_float(struct buf *b, double v);

#endif
