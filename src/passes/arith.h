/* Integer arithmetic analysis for the Simplify pass (the reference's arith::Analyzer):
 * constant folding, the rewrite rules of specs/simplify.yaml (gen/simplify_rules.c),
 * integer bounds of expressions, variable bindings and branch constraints.
 *
 * Bindings live in an undo log: ar_mark() / ar_restore() scope them to a loop body or an if
 * branch.  Expressions are never edited in place: a simplified expression shares the
 * unchanged parts of its input, and new nodes take the span of the node they replace. */
#ifndef PTOC_ARITH_H
#define PTOC_ARITH_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"

#define AR_POS_INF INT64_MAX
#define AR_NEG_INF (-INT64_MAX)

/* Inclusive integer bounds [lo, hi]; AR_NEG_INF / AR_POS_INF are unbounded. */
struct ar_bound {
	int64_t lo, hi;
};

struct arith;

/* log2 of the entries of a cache of types by pointer hash for a program of
 * n_vars vars: 64 to 1024, so that a small kernel zeroes a small table. */
unsigned ar_type_cache_bits(uint32_t n_vars);

/* The analysis of one function of p.  `remap`, when set, replaces a var reference before it
 * is simplified (the caller's substitutions); it returns `ref` itself when it has none. */
struct arith *ar_new(struct program *p, struct expr *(*remap)(void *ctx, struct expr *ref),
		     void *ctx);
void ar_free(struct arith *A);

/* Simplifies every scalar subexpression of e: operands and list items, the arguments and
 * result types of calls.  Var references go through `remap` and then through the constants
 * bound by ar_bind_value. */
struct expr *ar_simplify(struct arith *A, struct expr *e);
/* The type with its shape, valid-shape, stride and start-offset expressions simplified; its
 * MemRef's offset and slot only take the `remap` substitutions (as the reference, which does
 * not simplify MemRefs). */
const struct type *ar_simplify_type(struct arith *A, const struct type *t);

/* Bounds of e under the current bindings. */
struct ar_bound ar_bound_of(struct arith *A, struct expr *e);
/* Whether cond (a scalar expression) is true for every value the bindings allow. */
bool ar_can_prove(struct arith *A, struct expr *cond);
/* Whether e >= k for every value the bindings allow. */
bool ar_can_prove_ge(struct arith *A, struct expr *e, int64_t k);

/* v stands for the constant c: uses of v simplify to c, and its bound is c's. */
void ar_bind_value(struct arith *A, struct var *v, struct expr *c);
/* v's bound becomes the bound of e intersected with v's default (an INDEX var is >= 0). */
void ar_bind_bound(struct arith *A, struct var *v, struct expr *e);
/* v ranges over [lo, hi) (a loop variable). */
void ar_bind_range(struct arith *A, struct var *v, int64_t lo, int64_t hi);
/* Tightens the bounds of the vars a constraint compares with constants (`v < 8`, `4 <= v`,
 * `v == 2`, conjunctions of those), the constraint first normalised by the rewrite rules (an
 * else branch's `!(0 < v)` is `v <= 0`). */
void ar_enter_constraint(struct arith *A, struct expr *cond);

/* Scoping of the bindings above. */
uint32_t ar_mark(const struct arith *A);
void ar_restore(struct arith *A, uint32_t mark);

/* Whether an expression is a literal int, float or bool constant. */
bool ar_is_const(const struct expr *e);
/* Whether e contains an op call or a call of a program function. */
bool ar_has_call(struct expr *e);

#endif
