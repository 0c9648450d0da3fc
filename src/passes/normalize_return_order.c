/* NormalizeReturnOrder: makes kernel returns explicit and ordered.  In every InCore, AIC, AIV,
 * Group and Spmd function, a returned tensor that writes back into a parameter (return_lineage.h:
 * through copies, loop carries, the output operand of a store, callee returns) is replaced by
 * that parameter itself; a stored-into parameter need not be pl.Out (an In parameter written by
 * tile.store is returned as itself, as in the reference).  Then the returns of InCore, AIC and
 * AIV functions are permuted so that return k is the k-th Out/InOut parameter, and the `r[k]`
 * accesses of their call results in the other functions are renumbered the same way.
 * requires: SplitIncoreOrch, IncoreTileOps
 * produces: ReturnParamsExplicit */
#include <stdlib.h>

#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "return_lineage.h"
#include "util.h"

static bool canonicalized_kind(const struct function *f)
{
	return pu_incore(f) || f->kind == FK_Group || f->kind == FK_Spmd;
}

static bool is_tensor_param(const struct function *f, int32_t k)
{
	return k >= 0 && (uint32_t)k < f->n_params && f->params[k].var->type &&
	       f->params[k].var->type->kind == TY_TENSOR;
}

/* Step A0: each traceable tensor return value becomes its param.  A single returned tuple
 * that forwards a multi-result call is expanded into the params it writes back. */
static void canonicalize(struct program *p, struct rl_ctx *rl, struct function *f)
{
	struct stmt *ret = rl_first_return(f);
	uint32_t n = 0;
	const int32_t *map = rl_returned_params(rl, f, &n);
	if (!ret || !ret->u.ret.values.n || !n)
		return;
	struct expr_list vals = ret->u.ret.values;
	if (vals.n == 1 && n > 1) {
		if (f->n_rets != n)
			return;
		for (uint32_t i = 0; i < n; i++)
			if (!is_tensor_param(f, map[i]))
				return;
		struct expr_list l = ir_expr_list_new(p->arena, n);
		for (uint32_t i = 0; i < n; i++)
			l.v[i] = ir_new_var_ref(p->arena, f->params[map[i]].var, vals.v[0]->span);
		ret->u.ret.values = l;
		return;
	}
	if (n != vals.n)
		return;
	struct expr_list out = vals;
	for (uint32_t i = 0; i < n; i++) {
		if (!is_tensor_param(f, map[i]))
			continue;
		struct var *pv = f->params[map[i]].var;
		if (vals.v[i]->kind == EX_VAR && vals.v[i]->u.var == pv)
			continue;
		if (out.v == vals.v)
			out = ir_expr_list_copy(p->arena, vals);
		out.v[i] = ir_new_var_ref(p->arena, pv, vals.v[i]->span);
	}
	ret->u.ret.values = out;
}

/* Step A: perm[old] = new position of each return so that return k is the k-th Out/InOut
 * param.  NULL when the order is canonical already or cannot be established (more outputs
 * than returns, or two returns naming one output).  The return is the body's last
 * statement. */
static uint32_t *permutation(const struct function *f)
{
	if (!f->body.n || f->body.v[f->body.n - 1]->kind != ST_RETURN)
		return NULL;
	struct expr_list vals = f->body.v[f->body.n - 1]->u.ret.values;
	uint32_t n = vals.n, n_out = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		n_out += f->params[i].dir != DIR_IN;
	if (!n || !n_out || n_out > n)
		return NULL;
	uint32_t *perm = xmalloc(n * sizeof *perm);
	bool *seen = xcalloc(n, sizeof *seen);
	bool moved = false, ok = true;
	for (uint32_t i = 0; i < n; i++) {
		perm[i] = i;
		const struct expr *v = vals.v[i];
		if (v->kind != EX_VAR || v->u.var->kind != VAR_PARAM)
			continue;
		uint32_t pos = 0;
		for (uint32_t k = 0; k < f->n_params; k++) {
			if (f->params[k].var == v->u.var) {
				if (f->params[k].dir != DIR_IN)
					perm[i] = pos;
				break;
			}
			pos += f->params[k].dir != DIR_IN;
		}
		moved |= perm[i] != i;
	}
	for (uint32_t i = 0; i < n && ok; i++) {
		ok = perm[i] < n && !seen[perm[i]];
		if (ok)
			seen[perm[i]] = true;
	}
	free(seen);
	if (!ok || !moved) {
		free(perm);
		return NULL;
	}
	return perm;
}

static void reorder(struct program *p, struct function *f, const uint32_t *perm)
{
	struct stmt *ret = f->body.v[f->body.n - 1];
	struct expr_list vals = ret->u.ret.values;
	struct expr_list nv = ir_expr_list_new(p->arena, vals.n);
	for (uint32_t i = 0; i < vals.n; i++)
		nv.v[perm[i]] = vals.v[i];
	ret->u.ret.values = nv;
	if (f->n_rets == vals.n) {
		const struct type **rt = arena_alloc(p->arena, f->n_rets * sizeof *rt);
		for (uint32_t i = 0; i < f->n_rets; i++)
			rt[perm[i]] = f->rets[i];
		f->rets = rt;
	}
}

/* Step B: `v = self.f(...)` of a reordered f makes `v[k]` read v[perm[k]]. */
struct remap {
	struct program *p;
	uint32_t **perm_of;   /* [n_funcs] by function position */
	uint32_t *n_of;       /* returns of each reordered function */
	const char **names;   /* [cap] reordered function names (interned), open addressing */
	uint32_t *pos;        /* [cap] their positions */
	uint32_t cap;
	const uint32_t **var_perm; /* [n_vars] the permutation a call result carries */
	uint32_t *var_n;
};

static uint32_t name_slot(const struct remap *R, const char *name)
{
	uintptr_t h = (uintptr_t)name;
	uint32_t i = (uint32_t)((h >> 4) * 0x9E3779B1u) & (R->cap - 1);
	while (R->names[i] && R->names[i] != name)
		i = (i + 1) & (R->cap - 1);
	return i;
}

static const uint32_t *perm_of_call(struct remap *R, const struct expr *e, uint32_t *n)
{
	if (e->kind != EX_FCALL)
		return NULL;
	uint32_t i = name_slot(R, e->u.fcall.name);
	if (!R->names[i])
		return NULL;
	*n = R->n_of[R->pos[i]];
	return R->perm_of[R->pos[i]];
}

static bool remap_expr(struct expr *e, void *ctx)
{
	struct remap *R = ctx;
	if (e->kind != EX_GETITEM || e->u.get.x->kind != EX_VAR)
		return true;
	uint32_t id = e->u.get.x->u.var->id;
	if (id < R->p->n_vars && R->var_perm[id] && e->u.get.index < R->var_n[id])
		e->u.get.index = R->var_perm[id][e->u.get.index];
	return true;
}

static bool remap_stmt(struct stmt *s, void *ctx)
{
	struct remap *R = ctx;
	ir_stmt_exprs(s, remap_expr, R);
	if (s->kind == ST_ASSIGN && s->u.assign.var->id < R->p->n_vars) {
		uint32_t n = 0, id = s->u.assign.var->id;
		R->var_perm[id] = perm_of_call(R, s->u.assign.value, &n);
		R->var_n[id] = n;
	}
	return true;
}

bool pass_normalize_return_order(struct pass_ctx *ctx, struct program *p)
{
	struct rl_ctx *rl = rl_new(p);
	struct remap R = {.p = p};
	R.perm_of = xcalloc(p->n_funcs + 1, sizeof *R.perm_of);
	R.n_of = xcalloc(p->n_funcs + 1, sizeof *R.n_of);
	bool any = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !canonicalized_kind(f))
			continue;
		canonicalize(p, rl, f);
		uint32_t *perm = pu_incore(f) ? permutation(f) : NULL;
		if (perm) {
			reorder(p, f, perm);
			R.perm_of[i] = perm;
			R.n_of[i] = f->body.v[f->body.n - 1]->u.ret.values.n;
			any = true;
		}
	}
	rl_free(rl);
	if (any) {
		R.cap = 16;
		while (R.cap < 2 * p->n_funcs + 2)
			R.cap *= 2;
		R.names = xcalloc(R.cap, sizeof *R.names);
		R.pos = xcalloc(R.cap, sizeof *R.pos);
		for (uint32_t i = 0; i < p->n_funcs; i++) {
			uint32_t k = name_slot(&R, p->funcs[i]->name);
			if (R.perm_of[i] && !R.names[k]) {
				R.names[k] = p->funcs[i]->name;
				R.pos[k] = i;
			}
		}
		R.var_perm = xcalloc(p->n_vars + 1, sizeof *R.var_perm);
		R.var_n = xcalloc(p->n_vars + 1, sizeof *R.var_n);
		for (uint32_t i = 0; i < p->n_funcs; i++)
			if (!pu_incore(p->funcs[i]))
				ir_walk_stmts(p->funcs[i]->body, remap_stmt, &R);
		free(R.var_perm);
		free(R.var_n);
		free(R.names);
		free(R.pos);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++)
		free(R.perm_of[i]);
	free(R.perm_of);
	free(R.n_of);
	return true;
}
