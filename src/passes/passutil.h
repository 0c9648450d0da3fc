/* Helpers shared by the passes and verifiers: function kinds, the vars a
 * statement defines, fresh names, ops found by their type rule. */
#ifndef PTOC_PASSUTIL_H
#define PTOC_PASSUTIL_H

#include <stdbool.h>

#include "ir.h"

/* InCore, AIC or AIV: the functions whose bodies run on a core. */
bool pu_incore(const struct function *f);

/* Calls fn on every var `s` itself defines (assign target, loop var, iter
 * args, return vars, scope var), not those of nested statements. */
typedef void (*pu_var_fn)(struct var *v, struct stmt *s, void *ctx);
void pu_stmt_defs(struct stmt *s, pu_var_fn fn, void *ctx);
/* Every var defined in f: params (s = NULL) and the defs of every statement. */
void pu_function_defs(struct function *f, pu_var_fn fn, void *ctx);

/* Names in use in a function, to make fresh ones: a hash set of interned
 * names (v: cap slots, n of them used).  pu_names_lazy defers collecting
 * f's names to the first lookup or insertion (most functions a pass visits
 * need no new name); until then the pass must not add names to f. */
struct pu_names {
	const char **v;
	uint32_t n, cap;
	struct function *lazy; /* names not collected yet */
};
void pu_names_init(struct pu_names *n, struct function *f);
void pu_names_lazy(struct pu_names *n, struct function *f);
/* `base` if unused, else base2, base3 ...; the result is interned and
 * recorded as used. */
const char *pu_fresh_name(struct pu_names *n, const char *base);
/* Membership and insertion of an interned name. */
bool pu_names_has(struct pu_names *n, const char *interned);
void pu_names_add(struct pu_names *n, const char *interned);
void pu_names_free(struct pu_names *n);

/* Replaces, in place, each expression s holds (not those of nested
 * statements) by f's result; NULL expressions are passed through. */
void pu_rewrite_stmt_exprs(struct stmt *s, struct expr *(*f)(struct expr *, void *), void *ctx);

/* The op whose type rule is `rule` and whose operand 0 has kind `kind`; die()s
 * when the specs have none (the pass needs it). */
unsigned pu_op_by_rule(enum type_rule rule, enum operand_kind kind);

/* x // y and x % y as INDEX arithmetic (floored, folded when both are constant). */
struct expr *pu_index_floordiv(struct arena *a, struct expr *x, struct expr *y, struct span sp);
struct expr *pu_index_mod(struct arena *a, struct expr *x, struct expr *y, struct span sp);
/* x * y as an INDEX expression: constants folded unless the product
 * overflows (then the symbolic product stays, never a wrapped value), and a
 * factor 1 dropped. */
struct expr *pu_index_mul(struct arena *a, struct expr *x, struct expr *y, struct span sp);
/* x + y likewise (a term 0 dropped). */
struct expr *pu_index_add(struct arena *a, struct expr *x, struct expr *y, struct span sp);

/* Calls fn on every expression of f (statement by statement, pre-order);
 * `stmt` is set to the statement holding it. */
struct pu_expr_walk {
	bool (*fn)(struct expr *e, struct stmt *s, void *ctx);
	void *ctx;
	struct stmt *cur;
};
void pu_walk_function_exprs(struct function *f, struct pu_expr_walk *w);

/* A copy of an op call with its own argument list and kwargs array, so its
 * kwargs and arguments may be set without touching a shared original. */
struct expr *pu_call_copy(struct arena *a, const struct expr *call);

/* The call a statement evaluates or assigns, or NULL. */
static inline struct expr *pu_stmt_call(const struct stmt *s)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return v && v->kind == EX_CALL ? v : NULL;
}
/* The op of the call a statement evaluates or assigns, or -1. */
int pu_stmt_op(const struct stmt *s);
/* The memory space of the first tile operand of a call, or MS_COUNT. */
int pu_first_tile_mem(const struct expr *call);
/* Which cores a statement runs on (ExpandMixedKernel, LowerAutoVectorSplit
 * classify it the same way): either, the cube, the vector or both;
 * pu_aff_join gives that of two statements together. */
enum aff { AF_SHARED, AF_CUBE, AF_VECTOR, AF_MIXED };
static inline enum aff pu_aff_join(enum aff x, enum aff y)
{
	if (x == AF_SHARED)
		return y;
	if (y == AF_SHARED || x == y)
		return x;
	return AF_MIXED;
}
/* The var a body's trailing yield gives at position i, or NULL (no trailing yield, fewer
 * values, or not a bare var). */
struct var *pu_yielded_var(struct stmt_list body, uint32_t i);
/* Per-var arrays indexed by var id: the capacity that holds every id of p
 * (0..n_vars) — `cap` itself when it already does, else doubled from 64 —
 * and the reallocation of one such array (*arr, elem bytes per entry) from
 * `old` to `cap` entries with the new entries zeroed. */
uint32_t pu_var_cap(const struct program *p, uint32_t cap);
void pu_regrow(void *arr, size_t elem, uint32_t old, uint32_t cap);

/* Whether op has the cross_core_role `role` ("TPop", "TFree" ...). */
bool pu_cross_core_role(unsigned op, const char *role);
/* The op with cross_core_role `role` and, when aff is given, that core_affinity
 * ("CUBE", "VECTOR"); the specs must have it (an internal error otherwise). */
unsigned pu_role_op(const char *role, const char *aff);
/* The ops with a spec comm_role (comm) or cross_core_role (!comm), ascending: *n of them. */
const uint16_t *pu_role_ops(bool comm, unsigned *n);
/* Whether a call of an op whose cross_core_role is `role` was ever built
 * (ir_op_made): false, and no program holds one, so a pass or check that
 * looks only at such calls has nothing to do. */
bool pu_role_made(const char *role);

#endif
