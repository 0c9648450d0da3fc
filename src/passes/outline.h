/* Scope outlining shared by OutlineHierarchyScopes, OutlineIncoreScopes and
 * OutlineClusterScopes (reference scope_outline_utils): the body of a scope
 * becomes a function of the program, called where the scope was.  Its
 * parameters are the values the body reads before it defines them (in
 * first-read order), its results the values it defines that are used after
 * the scope plus the tensors it stores into; a stored tensor is returned as
 * its parameter, and later statements of the caller read the call's result
 * under a fresh SSA name. */
#ifndef PTOC_OUTLINE_H
#define PTOC_OUTLINE_H

#include <stdbool.h>

#include "ir.h"

enum ol_target {
	OL_INCORE,    /* pl.at(level=CORE_GROUP) -> InCore `<fn>_incore_<n>` */
	OL_HIERARCHY, /* pl.at(level=other) -> Opaque `<fn>_<level>[_<role>]_<n>` */
	OL_CLUSTER,   /* pl.cluster() -> Group `<fn>_cluster_<n>` (a nested pl.spmd unwrapped) */
	OL_SPMD,      /* pl.spmd(n) -> Spmd `<fn>_spmd_<n>`, called with attrs core_num */
};

struct ol_pass;

/* Whether `f` is a function scopes are outlined from (Opaque, Orchestration
 * or Graph), and whether program `p` has one. */
/* In kernel f (InCore, AIC, AIV), whose pl.spmd scopes stay for codegen to
 * emit in place, each `for v in pl.spmd(n)` becomes `with pl.spmd(n):` whose
 * body binds v = pl.tile.get_block_idx() first (the reference's desugaring);
 * whether any did. */
bool ol_kernel_spmd_for(struct program *p, struct function *f);
bool ol_is_host(const struct function *f);
bool ol_any_host(const struct program *p);

/* Starts outlining in program p: the names its functions have are taken (the
 * tables are made at the first ol_function, before anything changes). */
struct ol_pass *ol_begin(struct program *p);
/* Outlines every `target` scope of f (nested ones included).  Returns the
 * number outlined, or -1 after reporting an error. */
int ol_function(struct ol_pass *o, struct function *f, enum ol_target target);
/* Puts the outlined functions, in the order they were made, before the
 * program's functions, and frees o. */
void ol_end(struct ol_pass *o);

/* Whether ol_function(.., OL_INCORE) outlines something of the statements l:
 * a CORE_GROUP scope, a pl.spmd kernel or a pl.split_aiv region outside them. */
bool ol_outlines_incore(struct stmt_list l);
/* Whether s is a scope outlined for `target`. */
bool ol_is_target(const struct stmt *s, enum ol_target target);
/* The level a scope's `level=` keyword names (enum ir_level), or LV_NONE. */
int ol_scope_level(const struct stmt *s);

#endif
