/* `ptoc vlayout --emit=mlir`: the input re-printed with the winning candidate
 * applied (vector-layout.md §5), layouts as vector type parameters (§7). */
#ifndef PTOC_VL_EMIT_H
#define PTOC_VL_EMIT_H

#include <stdio.h>

#include "vl_ir.h"
#include "vl_solve.h"

/* State of result v of op `in` after apply: its own, else that of the op's
 * first vector result that has one (§5.5); VL_NOSTATE if none has. */
int vl_result_state(const struct vl_func *f, const struct vl_inst *in, const int8_t *st, int v);
/* The layout value v carries in the IR after apply, as its users see it
 * (call results: the default layout of the cast that replaces them). */
int vl_use_layout(const struct vl_func *f, const int8_t *st, int v);

/* Edits to the text of one file, collected function by function. */
struct vl_emit;
struct vl_emit *vl_emit_new(const char *file, const char *text);
/* Collects the edits applying `s` to f; false after reporting why it cannot
 * be applied. */
bool vl_emit_func(struct vl_emit *e, const struct vl_func *f, const struct vl_solution *s);
/* Writes the edited text (comment-only lines dropped). */
void vl_emit_write(struct vl_emit *e, FILE *o);
void vl_emit_free(struct vl_emit *e);

#endif
