/* MaterializeTensorStrides (seed 001): fills every implicit tensor view
 * (present, stride empty) with its packed canonical strides (ND row-major;
 * DN with the last two dims swapped; NZ row-major over the blocked rank-5
 * shape; the MX layouts row-major) on params, returns, vars and call types.
 * A tensor var defined by an op whose written type names a MemRef takes the
 * op's deduced type (without it), as the reference re-types it here.
 * Unblocked NZ is rejected here, whatever the verify level.  Idempotent:
 * explicit strides and bare tensors are left as they are.
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, NormalizedStmtStructure
 * produces: (the same) + TensorViewCanonical */
#include <stdlib.h>

#include "diag.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"
#include "verify.h"

struct mts {
	struct arena *a;
	bool views; /* a tensor view was made: else only synced_type can change a var */
	int errors;
	bool changed; /* a type was replaced */
	const struct type *reported[64]; /* NZ types already reported */
	unsigned n_reported;
};

static bool first_report(struct mts *m, const struct type *t)
{
	for (unsigned i = 0; i < m->n_reported; i++)
		if (m->reported[i] == t)
			return false;
	if (m->n_reported < 64)
		m->reported[m->n_reported++] = t;
	return true;
}

/* Packed canonical strides of `shape` in layout `ly` (ND rule for NZ: the
 * shape is the blocked one). */
static struct expr_list packed_strides(struct arena *a, struct expr_list shape, uint8_t ly,
				       struct span sp)
{
	uint32_t n = shape.n;
	struct expr_list s = ir_expr_list_new(a, n);
	if (n == 0)
		return s;
	if (ly == TLY_DN && n >= 2) {
		s.v[n - 2] = ir_new_int(a, 1, DT_INDEX, sp);
		s.v[n - 1] = shape.v[n - 2];
		if (n >= 3)
			s.v[n - 3] = pu_index_mul(a, shape.v[n - 2], shape.v[n - 1], sp);
		for (int k = (int)n - 4; k >= 0; k--)
			s.v[k] = pu_index_mul(a, s.v[k + 1], shape.v[k + 1], sp);
		return s;
	}
	s.v[n - 1] = ir_new_int(a, 1, DT_INDEX, sp);
	for (int k = (int)n - 2; k >= 0; k--)
		s.v[k] = pu_index_mul(a, s.v[k + 1], shape.v[k + 1], sp);
	return s;
}

/* t with its implicit views materialized, or t itself when nothing changes
 * (pointer identity keeps a second run a no-op). */
static const struct type *materialize(struct mts *m, const struct type *t, struct span sp)
{
	if (!t)
		return t;
	if (t->kind == TY_TUPLE) {
		/* on the heap: a tuple's width is the input's (its nesting is
		 * bounded by IR_MAX_DEPTH) */
		const struct type **el = xmalloc((t->n_elems ? t->n_elems : 1) * sizeof *el);
		bool changed = false;
		for (uint32_t i = 0; i < t->n_elems; i++) {
			el[i] = materialize(m, t->elems[i], sp);
			changed |= el[i] != t->elems[i];
		}
		const struct type *r = changed ? ir_type_tuple(m->a, t->n_elems, el) : t;
		free(el);
		return r;
	}
	if (t->kind != TY_TENSOR || !t->tview)
		return t;
	uint8_t ly = t->tview->layout;
	if (ly == TLY_NZ && !verify_nz_blocked(t)) {
		/* NZ is a tile layout; a tensor carries it only in its blocked
		 * rank-5 form (the reference rejects the rest here too) */
		if (first_report(m, t))
			diag_error(sp, "NZ layout on a tensor of rank %u: only the blocked "
			   "rank-5 shape [B, C/c0, R/16, 16, c0] has packed NZ strides", t->shape.n);
		m->errors++;
		return t;
	}
	if (t->tview->stride.n)
		return t;
	struct tensor_view v = *t->tview;
	v.stride = packed_strides(m->a, t->shape, ly, sp);
	struct type *nt = ir_type_tensor(m->a, t->shape, (enum dtype)t->dtype, &v, t->memref);
	nt->distributed = t->distributed;
	return nt;
}

/* The type an op's result var is given: a tensor whose written type names a
 * MemRef takes the op's deduced type (which never carries one), as the
 * reference re-types a var whose type is not the very type of its call; the
 * call keeps the MemRef-less type too. */
static const struct type *synced_type(struct mts *m, struct var *v, struct stmt *s)
{
	if (!s || s->kind != ST_ASSIGN || s->u.assign.var != v || v->type->kind != TY_TENSOR ||
	    !v->type->memref)
		return v->type;
	struct expr *c = s->u.assign.value;
	if (!c || c->kind != EX_CALL)
		return v->type;
	struct expr *d = pu_call_copy(m->a, c);
	if (!tc_deduce_call(m->a, d) || !d->type || d->type->kind != TY_TENSOR || d->type->memref)
		return v->type;
	c->type = d->type;
	m->changed = true;
	return d->type;
}

static void var_cb(struct var *v, struct stmt *s, void *ctx)
{
	struct mts *m = ctx;
	if (!m->views && (v->type->kind != TY_TENSOR || !v->type->memref))
		return; /* nothing to materialize, no MemRef to drop */
	const struct type *t = materialize(m, synced_type(m, v, s), v->span);
	m->changed |= t != v->type;
	v->type = t;
}

static bool expr_cb(struct expr *e, struct stmt *s, void *ctx)
{
	if (!e)
		return false;
	if (e->kind != EX_VAR && e->type) {
		struct mts *m = ctx;
		const struct type *t = materialize(m, e->type, e->span);
		m->changed |= t != e->type;
		e->type = t;
	}
	return true;
}

bool pass_materialize_tensor_strides(struct pass_ctx *ctx, struct program *p)
{
	/* without a tensor view only a var's MemRef re-typing can change */
	bool views = ir_tensor_view_made();
	struct mts m = {.a = p->arena, .views = views};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		for (uint32_t r = 0; r < fn->n_rets && views; r++) {
			const struct type *t = materialize(&m, fn->rets[r], fn->span);
			m.changed |= t != fn->rets[r];
			fn->rets[r] = t;
		}
		pu_function_defs(fn, var_cb, &m);
		if (!views)
			continue;
		struct pu_expr_walk w = {.fn = expr_cb, .ctx = &m};
		pu_walk_function_exprs(fn, &w);
	}
	ctx->unchanged = !m.changed;
	return m.errors == 0;
}
