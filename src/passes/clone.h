/* Deep copies of statement lists for the passes that duplicate code
 * (InlineFunctions, UnrollLoops): every statement and expression node of the
 * copy is new, so a later pass may rewrite one copy in place without
 * touching another.  Variables go through a map keyed by var id: a use is
 * replaced by the mapped expression, a definition by the mapped var (or by
 * what the `fresh` policy makes for it the first time it is seen).  Spans are
 * kept: the copy points at the user's lines. */
#ifndef PTOC_CLONE_H
#define PTOC_CLONE_H

#include <stdbool.h>

#include "ir.h"

struct cl_map {
	struct program *p;
	/* by var id (index < cap): replacement of a use, and of a definition */
	struct expr **use;
	struct var **def;
	uint32_t cap;
	/* called for a defined var without a mapping: returns the var the copy
	 * defines (v itself to keep it); NULL policy keeps every var */
	struct var *(*fresh)(struct cl_map *m, struct var *v);
	void *ctx;
	/* set when a definition maps to an expression that is not a variable
	 * (a rebound parameter whose argument is a value): the first such span */
	bool bad_def;
	struct span bad_span;
};

void cl_init(struct cl_map *m, struct program *p);
void cl_free(struct cl_map *m);
/* Uses of v become copies of e; a definition of v becomes e's var when e is
 * a variable reference. */
void cl_set_use(struct cl_map *m, struct var *v, struct expr *e);
/* Definitions and uses of v become `to`. */
void cl_set_var(struct cl_map *m, struct var *v, struct var *to);
/* The var a definition of v maps to (applying the fresh policy). */
struct var *cl_def(struct cl_map *m, struct var *v);

struct expr *cl_expr(struct cl_map *m, struct expr *e);
struct stmt *cl_stmt(struct cl_map *m, struct stmt *s);
struct stmt_list cl_stmts(struct cl_map *m, struct stmt_list l);

/* t with the map applied to the expressions it holds (shape, views,
 * MemRef offset and slot index, tuple elements); t itself when none of
 * them reads a mapped var. */
const struct type *cl_type(struct cl_map *m, const struct type *t);

/* A full copy of e without substitution. */
struct expr *cl_expr_plain(struct arena *a, struct expr *e);

#endif
