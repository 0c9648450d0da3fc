/* SplitVectorKernel: prepares AIC/AIV kernels for running on two Vector lanes.
 *  - split_aiv kernels (already per lane): the split function attr is re-stamped last
 *    and an AIV kernel is marked dual_aiv_dispatch.
 *  - standalone kernels whose split comes from the function attr or the split code of
 *    their pipe ops: the AIV kernel reads its lane (tile.get_subblock_idx) and every tile
 *    it makes is halved along the split axis (rows for UP_DOWN, columns for LEFT_RIGHT),
 *    loads and stores moved to the lane's half; the pipe ops carry the split code.
 *  - on backends that dispatch unsplit kernels on both lanes
 *    (requires_no_split_dual_aiv_dispatch), a dual_aiv_dispatch AIV kernel runs its body
 *    on lane 0 and, on lane 1, a replay with every tile empty (valid shape 0) and no
 *    stores, so the pipe handshakes stay balanced; the pipe set-up prefix is shared.
 * requires: SSAForm, MixedKernelExpanded
 * produces: SSAForm, VectorKernelSplit, NormalizedStmtStructure */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "clone.h"
#include "diag.h"
#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "split_axis.h"
#include "util.h"

/* split (and, on an AIV kernel, dual_aiv_dispatch) stamped last. */
static void stamp_split(struct sx *s, struct function *f, int64_t mode)
{
	struct attr add[2];
	uint32_t n = 0;
	if (mode) {
		add[n++] = (struct attr){intern_cstr("split"), sx_split_symbol(s, mode, f->span)};
		if (f->kind == FK_AIV)
			add[n++] = (struct attr){intern_cstr("dual_aiv_dispatch"),
						 ir_new_bool(s->a, true, f->span)};
	}
	sx_attrs_restamp(s, f, "split", "dual_aiv_dispatch", add, n);
}

static void stamp_dual(struct sx *s, struct function *f)
{
	struct attr add = {intern_cstr("dual_aiv_dispatch"), ir_new_bool(s->a, true, f->span)};
	sx_attrs_restamp(s, f, "dual_aiv_dispatch", NULL, &add, f->kind == FK_AIV);
}

/* ---- split mode of a standalone kernel ------------------------------------------ */

struct mode_walk {
	int64_t mode;
	struct span at;
	bool bad;
};

static bool mode_stmt(struct stmt *st, void *ctx)
{
	struct mode_walk *w = ctx;
	int op = pu_stmt_op(st);
	if (op < 0 || !(pu_cross_core_role((unsigned)op, "TPush") ||
			pu_cross_core_role((unsigned)op, "TPop")))
		return true;
	struct expr *call = st->kind == ST_ASSIGN ? st->u.assign.value : st->u.eval.value;
	const struct kwval *k = ir_call_kwarg(call, "split");
	int64_t m = k ? k->i : 0;
	if (!m)
		return true;
	if (m != 1 && m != 2) {
		diag_error(call->span, "SplitVectorKernel: invalid cross-core split code %lld "
			   "(0 none, 1 up-down, 2 left-right)", (long long)m);
		w->bad = true;
	} else if (w->mode && w->mode != m) {
		diag_error(call->span, "SplitVectorKernel: conflicting cross-core split modes in one "
			   "function");
		w->bad = true;
	} else {
		w->mode = m;
		w->at = call->span;
	}
	return true;
}

/* The function attr wins (and must agree with the pipe ops); -1 after an error. */
static int64_t resolve_mode(struct sx *s, struct function *f)
{
	struct mode_walk w = {0};
	if (pu_role_made("TPush") || pu_role_made("TPop")) /* else no statement gives a mode */
		ir_walk_stmts(f->body, mode_stmt, &w);
	if (w.bad)
		return -1;
	int64_t fm = sx_split_code(sx_attr_get(f, "split"));
	if (fm < 0 || fm > 2) {
		diag_error(f->span, "SplitVectorKernel: function '%s' has an invalid split attr", f->name);
		return -1;
	}
	if (fm) {
		if (w.mode && w.mode != fm) {
			diag_error(w.at, "SplitVectorKernel: the function split and the cross-core op "
				   "split of '%s' conflict", f->name);
			return -1;
		}
		return fm;
	}
	return w.mode;
}

static void split_standalone(struct sx *s, struct function *f, int64_t mode)
{
	bool aiv = f->kind == FK_AIV;
	sx_begin(s, mode, aiv, aiv ? sx_inject_lane(s, f) : NULL);
	sx_halve_list(s, f->body);
	stamp_split(s, f, mode);
}

/* ---- no-split dual-AIV dispatch: the lane-1 replay ------------------------------- */

static struct expr *subst_cb(struct expr *e, void *ctx)
{
	struct sx *s = ctx;
	if (e->kind == EX_VAR && e->u.var->id < s->cap && s->repl[e->u.var->id])
		return s->repl[e->u.var->id];
	return e;
}

static struct expr *subst(struct sx *s, struct expr *e)
{
	return e ? ir_rewrite_expr(s->a, e, subst_cb, s) : NULL;
}

static void subst_list(struct sx *s, struct expr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i] = subst(s, l->v[i]);
}

/* Every valid extent 0: the tile exists but holds nothing. */
static const struct type *zero_valid(struct sx *s, const struct type *t, struct span sp)
{
	if (!t || t->kind != TY_TILE)
		return t;
	struct tile_view view = ir_tile_view_effective(t);
	view.valid_shape = ir_expr_list_new(s->a, t->shape.n);
	for (uint32_t i = 0; i < t->shape.n; i++)
		view.valid_shape.v[i] = sx_idx(s, 0, sp);
	return ir_type_tile(s->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view,
			    t->memref);
}

/* An empty tile of the result's type instead of a load, a slice view or a transpose:
 * nothing is read on the replay lane. */
static struct expr *empty_tile(struct sx *s, const struct type *t, struct expr *shape,
			       struct span sp)
{
	if (!shape) {
		shape = ir_new_list(s->a, ir_expr_list_copy(s->a, t->shape), sp);
		shape->type = ir_type_unknown();
	}
	struct expr_list args = {1, &shape};
	struct expr *c = ir_new_call(s->a, s->ops.create, args, sp);
	ir_call_set_kwarg_int(c, "dtype", t->dtype);
	if (t->mem < MS_COUNT)
		ir_call_set_kwarg_int(c, "target_memory", t->mem);
	return c;
}

static struct expr *replay_call(struct sx *s, struct expr *old, const struct type *rt)
{
	struct expr *c = pu_call_copy(s->a, old);
	subst_list(s, &c->u.call.args);
	unsigned op = c->u.call.op;
	struct expr_list *a = &c->u.call.args;
	const struct type *zt = zero_valid(s, rt, old->span);
	if (rt && rt->kind == TY_TILE) {
		if (op == s->ops.load && a->n >= 3)
			c = empty_tile(s, rt, a->v[2], old->span);
		else if (op == s->ops.slice && a->n >= 2)
			c = empty_tile(s, rt, a->v[1], old->span);
		else if (op == s->ops.transpose)
			c = empty_tile(s, rt, NULL, old->span);
	}
	if (op == s->ops.set_valid && a->n == 3) {
		a->v[1] = sx_idx(s, 0, old->span);
		a->v[2] = sx_idx(s, 0, old->span);
	}
	c->type = c->u.call.op != op || (old->type && old->type->kind == TY_TILE) ? zt : old->type;
	return c;
}

static void replay_list(struct sx *s, struct stmt_buf *out, struct stmt_list l);

static struct stmt_list replay_body(struct sx *s, struct stmt_list l)
{
	struct stmt_buf b = {0};
	replay_list(s, &b, l);
	struct stmt_list r = ir_sb_finish(s->a, &b);
	ir_sb_free(&b);
	return r;
}

/* A loop carry of a tile takes its (now empty) initial value's type. */
static void replay_carries(struct sx *s, uint32_t n, struct iter_arg *iter, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		iter[i].init = subst(s, iter[i].init);
		const struct type *it = ir_expr_type(iter[i].init);
		if (iter[i].var->type->kind == TY_TILE && it->kind == TY_TILE)
			iter[i].var->type = it;
		if (rv && rv[i] && rv[i]->type->kind == TY_TILE && iter[i].var->type->kind == TY_TILE)
			rv[i]->type = iter[i].var->type;
	}
}

static void replay_stmt(struct sx *s, struct stmt_buf *out, struct stmt *st)
{
	switch (st->kind) {
	case ST_ASSIGN: {
		struct expr *v = st->u.assign.value;
		if (v->kind != EX_CALL) {
			st->u.assign.value = subst(s, v);
			break;
		}
		if (v->u.call.op == s->ops.store && v->u.call.args.n >= 3) {
			/* no write: the result is the tensor as it was */
			struct expr *pass = subst(s, v->u.call.args.v[2]);
			st->u.assign.value = pass;
			if (st->u.assign.var->id < s->cap)
				s->repl[st->u.assign.var->id] = pass;
			break;
		}
		struct var *var = st->u.assign.var;
		st->u.assign.value = replay_call(s, v, var->type);
		if (var->type->kind == TY_TILE)
			var->type = zero_valid(s, var->type, var->span);
		break;
	}
	case ST_EVAL:
		if (st->u.eval.value->kind == EX_CALL) {
			if (st->u.eval.value->u.call.op == s->ops.store)
				return; /* dropped */
			st->u.eval.value = replay_call(s, st->u.eval.value, st->u.eval.value->type);
		} else {
			st->u.eval.value = subst(s, st->u.eval.value);
		}
		break;
	case ST_RETURN:
	case ST_YIELD:
		subst_list(s, &st->u.ret.values);
		break;
	case ST_FOR:
		st->u.loop.start = subst(s, st->u.loop.start);
		st->u.loop.stop = subst(s, st->u.loop.stop);
		st->u.loop.step = subst(s, st->u.loop.step);
		replay_carries(s, st->u.loop.n_iter, st->u.loop.iter, st->u.loop.return_vars);
		st->u.loop.body = replay_body(s, st->u.loop.body);
		break;
	case ST_WHILE:
		replay_carries(s, st->u.wloop.n_iter, st->u.wloop.iter, st->u.wloop.return_vars);
		st->u.wloop.cond = subst(s, st->u.wloop.cond);
		st->u.wloop.body = replay_body(s, st->u.wloop.body);
		break;
	case ST_IF:
		st->u.cond.cond = subst(s, st->u.cond.cond);
		st->u.cond.then_body = replay_body(s, st->u.cond.then_body);
		st->u.cond.else_body = replay_body(s, st->u.cond.else_body);
		break;
	case ST_SCOPE:
		st->u.scope.arg = subst(s, st->u.scope.arg);
		st->u.scope.body = replay_body(s, st->u.scope.body);
		break;
	default:
		break;
	}
	ir_sb_push(out, st);
}

static void replay_list(struct sx *s, struct stmt_buf *out, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		replay_stmt(s, out, l.v[i]);
}

/* Lane-1 copies of the body's vars are new vars of the same names, as the
 * reference's: the copy is the else branch of the lane dispatch, a scope of
 * its own for SSAForm; the printer and codegen tell the two apart. */
static struct var *fresh_copy(struct cl_map *m, struct var *v)
{
	if (v->kind == VAR_PARAM || v->kind == VAR_DYN)
		return v;
	return ir_new_var(m->p, v->name, (enum var_kind)v->kind, v->type, v->span);
}

static bool setup_stmt(const struct stmt *st)
{
	int op = pu_stmt_op(st);
	return op >= 0 && (pu_cross_core_role((unsigned)op, "ReserveBuffer") ||
			   pu_cross_core_role((unsigned)op, "ImportBuffer") ||
			   pu_cross_core_role((unsigned)op, "InitializePipe"));
}

static void dual_dispatch(struct sx *s, struct function *f)
{
	struct stmt_list body = f->body;
	struct var *lane = sx_inject_lane(s, f);
	uint32_t k = 0;
	while (k < body.n && setup_stmt(body.v[k]))
		k++;
	struct stmt_list rest = {body.n - k, body.v + k};
	struct cl_map m;
	cl_init(&m, s->p);
	m.fresh = fresh_copy;
	struct stmt_list copy = cl_stmts(&m, rest);
	cl_free(&m);
	sx_grow_maps(s);
	memset(s->repl, 0, s->cap * sizeof *s->repl);
	struct stmt_list lane1 = replay_body(s, copy);
	struct stmt *branch = ir_new_stmt(s->a, ST_IF, f->span);
	branch->u.cond.cond = sx_bin(s, BO_EQ, ir_new_var_ref(s->a, lane, f->span), sx_idx(s, 0, f->span),
				  f->span);
	branch->u.cond.then_body = (struct stmt_list){rest.n, ARENA_ARRAY(s->a, struct stmt *, rest.n + 1)};
	if (rest.n)
		memcpy(branch->u.cond.then_body.v, rest.v, sizeof *rest.v * rest.n);
	branch->u.cond.else_body = lane1;
	branch->u.cond.has_else = true;
	struct stmt **v = ARENA_ARRAY(s->a, struct stmt *, k + 3);
	v[0] = f->body.v[0]; /* the lane index */
	if (k)
		memcpy(v + 1, body.v, sizeof *v * k);
	v[k + 1] = branch;
	f->body = (struct stmt_list){k + 2, v};
}

/* ---- the pass ------------------------------------------------------------------- */

/* *touched is set when f is stamped, split or dispatched (else it is left as it was). */
static bool split_kernel(struct sx *s, struct function *f, bool *touched)
{
	bool core = ir_function_one_core(f);
	if (f->abstract || f->external_source) {
		if (f->kind != FK_AIV)
			return true;
		int64_t mode = sx_split_code(sx_attr_get(f, "split"));
		if (mode > 0) {
			stamp_split(s, f, mode);
			*touched = true;
		} else if (sx_attr_true(f, "split_aiv") && !sx_attr_true(f, "dual_aiv_dispatch")) {
			stamp_dual(s, f);
			*touched = true;
		}
		return true;
	}
	if (core && sx_attr_true(f, "split_aiv")) {
		*touched = true;
		int64_t mode = sx_split_code(sx_attr_get(f, "split"));
		if (mode > 0)
			stamp_split(s, f, mode);
		else
			stamp_dual(s, f);
		return true;
	}
	if (core) {
		int64_t mode = resolve_mode(s, f);
		if (mode < 0)
			return false;
		if (mode > 0) {
			*touched = true;
			split_standalone(s, f, mode);
			return !s->bad;
		}
	}
	if (f->kind == FK_AIV && be_cap(s->be, CAP_requires_no_split_dual_aiv_dispatch) &&
	    sx_attr_true(f, "dual_aiv_dispatch")) {
		*touched = true;
		dual_dispatch(s, f);
	}
	return !s->bad;
}

bool pass_split_vector_kernel(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* lane dispatch is a backend fact */
	struct sx s;
	sx_init(&s, p, ctx->backend);
	bool ok = true, touched = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		s.f = p->funcs[i];
		s.lane = NULL;
		s.bad = false;
		if (!split_kernel(&s, p->funcs[i], &touched))
			ok = false;
	}
	sx_free(&s);
	ctx->unchanged = !touched;
	return ok;
}
