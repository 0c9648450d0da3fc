/* Argument directions of calls between program functions (the reference's ArgDirection,
 * printed `attrs={"arg_directions": [pl.adir.input, ...]}`), the effective parameter
 * directions of Group and Spmd wrappers, and the runtime scopes of orchestration bodies
 * (`with pl.scope()` / `pl.scope(mode=pl.ScopeMode.MANUAL)`).  Shared by the orchestration
 * passes, their verifiers, orchestration codegen and the orchestration executor. */
#ifndef PTOC_ARGDIR_H
#define PTOC_ARGDIR_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"

/* The reference's ArgDirection, in its printed spelling (`pl.adir.<name>`). */
enum arg_dir { AD_INPUT, AD_OUTPUT, AD_OUTPUT_EXISTING, AD_INOUT, AD_SCALAR, AD_NO_DEP, AD_COUNT };
extern const char *const ad_names[AD_COUNT]; /* "input", ... */

/* The value of attr `key` (interned or not) in l, or NULL. */
struct expr *ad_attr(struct attr_list l, const char *key);
/* l without attr `key` (l itself when it has none; a new arena list otherwise). */
struct attr_list ad_attr_remove(struct arena *a, struct attr_list l, const char *key);

/* The block count of launch `call` (an EX_FCALL of f): core_num on the call's attrs (an
 * outlined `with pl.spmd(n)`), else on its submission (pl.spmd_submit), else on f's attrs
 * (the reference's EffectiveLaunchSpec); NULL for a plain one-block task. */
const struct expr *ad_launch_core_num(const struct expr *call, const struct function *f);

/* The arg_directions of call `call` (an EX_FCALL): the number of entries, stored into
 * out[0..cap) (cap >= the call's argument count), or -1 when the attr is absent, not a
 * list, or names something that is not a direction. */
int ad_get(const struct expr *call, uint8_t *out, uint32_t cap);
/* Sets the call's arg_directions: replaces an earlier value in place, else appends. */
void ad_set(struct arena *a, struct expr *call, const uint8_t *dirs, uint32_t n);

/* Whether an argument of this type is passed as a tensor (tensor or tuple). */
bool ad_tensor_typed(const struct type *t);

/* Effective parameter directions (enum param_dir): a callee's declared ones, or for a
 * Group or Spmd wrapper the merge (InOut > Out > In) of the directions its inner calls
 * give each of its parameters, recursively through nested wrappers (memoized; a
 * recursion cycle falls back to the declared directions). */
struct ad_ctx;
struct ad_ctx *ad_new(const struct program *p);
void ad_free(struct ad_ctx *c);
/* f->n_params entries, owned by c. */
const uint8_t *ad_effective(struct ad_ctx *c, const struct function *f);
/* The index of f in the program's function list (die()s when f is not in it). */
uint32_t ad_index(const struct ad_ctx *c, const struct function *f);

/* Runtime scopes.  A `with pl.scope(...)` statement (SC_SCOPE) is a runtime scope; it is
 * MANUAL when written with mode=pl.ScopeMode.MANUAL (pl.manual_scope()). */
bool ad_runtime_scope(const struct stmt *s);
bool ad_manual_scope(const struct stmt *s);

/* A dispatch predicate (`predicate=` of a submission), as the runtime keeps it:
 * `tensor[indices] OP target`, read when the task is about to run; a false one retires
 * the task without running it.  Written as a comparison of a tensor element (`rc[0, 0]`,
 * i.e. tensor.read, possibly cast) with an integer literal, in either order: a mirrored
 * comparison (`0 < rc[0, 0]`) is flipped so the tensor is the operand. */
struct ad_predicate {
	const struct expr *tensor;  /* tensor.read's tensor */
	const struct expr *indices; /* its index list */
	uint8_t op;                 /* BO_EQ, BO_NE, BO_LT, BO_LE, BO_GT or BO_GE */
	int64_t target;
};
/* Decomposes e into out; false when e is not of that form. */
bool ad_predicate(const struct expr *e, struct ad_predicate *out);
/* Whether `v OP target` holds (op as in struct ad_predicate). */
bool ad_predicate_holds(uint8_t op, double v, int64_t target);

#endif
