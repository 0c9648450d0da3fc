/* ConvertTensorToTileOps: inside InCore functions, every tensor op with a
 * `lowers_to` alternative that applies (specs/ops, specs/README.md
 * "lowers_to") becomes its tile op: a tensor operand the tile op takes as a
 * tile is loaded whole into Vec first (`<x>__tile = pl.tile.load(...)`), the
 * result is the tile `<x>__tile`.  A returned value that became a tile is
 * stored into a new Out parameter `ret<i>__out` (returned as `ret<i>__store`),
 * and every call of the function passes a `pl.tensor.create` for it.  Tensor
 * parameters the function stores into and only wrote become Out, those it
 * also reads InOut; a function without results ends in `return`.  (Reference
 * convert_tensor_to_tile_ops_pass.cpp.)
 * requires: SSAForm, SplitIncoreOrch, NormalizedStmtStructure
 * produces: SSAForm, IncoreTileOps, NormalizedStmtStructure, AivSplitValid
 * invalidates: AivSplitValid */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "tile_lowering.h"
#include "typecheck.h"
#include "util.h"

/* Param positions by var id of the function whose params were marked last
 * (mark_params); ids past the table are not params. */
struct params_at {
	int32_t *pos;
	uint32_t cap;
};

struct ctt {
	struct program *p;
	struct arena *a;
	struct function *fn;
	struct pu_names names;
	struct var **map;    /* by var id: the tile a converted tensor var became */
	struct var **loaded; /* by var id: the Vec tile a tensor param was loaded into */
	uint32_t cap;
	struct stmt_buf prologue; /* loads of params, put first in the body */
	struct params_at pa;
	bool failed;
};

static void grow(struct ctt *c)
{
	uint32_t need = c->p->n_vars + 1;
	if (need <= c->cap)
		return;
	uint32_t cap = c->cap ? c->cap : 64;
	while (cap < need)
		cap *= 2;
	c->map = xrealloc(c->map, cap * sizeof *c->map);
	c->loaded = xrealloc(c->loaded, cap * sizeof *c->loaded);
	memset(c->map + c->cap, 0, (cap - c->cap) * sizeof *c->map);
	memset(c->loaded + c->cap, 0, (cap - c->cap) * sizeof *c->loaded);
	c->cap = cap;
}

/* `base__suffix` from the part of name before "__", fresh in the function. */
static const char *derived(struct ctt *c, const char *name, const char *suffix)
{
	const char *b = strstr(name, "__");
	size_t n = b ? (size_t)(b - name) : strlen(name);
	char tmp[512];
	snprintf(tmp, sizeof tmp, "%.*s__%s", (int)(n < 400 ? n : 400), name, suffix);
	return pu_fresh_name(&c->names, tmp);
}

static struct expr *zeros(struct ctt *c, uint32_t rank, struct span sp)
{
	struct expr_list l = ir_expr_list_new(c->a, rank);
	for (uint32_t i = 0; i < rank; i++)
		l.v[i] = ir_new_int(c->a, 0, DT_INDEX, sp);
	return ir_new_list(c->a, l, sp);
}

static struct expr *dims(struct ctt *c, struct expr_list shape, struct span sp)
{
	return ir_new_list(c->a, ir_expr_list_copy(c->a, shape), sp);
}

/* The whole of tensor var v in a Vec tile (params once, at the top). */
static struct expr *load_whole(struct ctt *c, struct var *v, struct stmt_buf *before, struct span sp)
{
	grow(c);
	if (c->loaded[v->id])
		return ir_new_var_ref(c->a, c->loaded[v->id], sp);
	unsigned op = pu_op_by_rule(TR_load, OK_tensor);
	const struct type *t = v->type;
	struct expr_list args = ir_expr_list_new(c->a, 4);
	args.v[0] = ir_new_var_ref(c->a, v, sp);
	args.v[1] = zeros(c, t->shape.n, sp);
	args.v[2] = dims(c, t->shape, sp);
	args.v[3] = dims(c, ir_valid_shape(t), sp);
	struct expr *call = ir_new_call(c->a, op, args, sp);
	ir_call_set_kwarg_int(call, "target_memory", MS_Vec);
	if (!tc_deduce_call(c->a, call)) {
		c->failed = true;
		return args.v[0];
	}
	struct var *tv = ir_new_var(c->p, derived(c, v->name, "tile"), VAR_LOCAL, call->type, sp);
	struct stmt *s = ir_new_assign(c->a, tv, call, sp);
	if (v->kind == VAR_PARAM) {
		grow(c);
		c->loaded[v->id] = tv;
		ir_sb_push(&c->prologue, s);
	} else {
		ir_sb_push(before, s);
	}
	return ir_new_var_ref(c->a, tv, sp);
}

static bool tile_slot(const struct spec_op *to, uint32_t k)
{
	return k < to->n_operands &&
	       (to->operands[k].kind == OK_tile || to->operands[k].kind == OK_tile_or_scalar);
}

static bool forwarded(const struct spec_lowering *l, const char *name)
{
	if (l->forward_all)
		return true;
	for (unsigned i = 0; i < l->n_forward; i++)
		if (strcmp(l->forward[i], name) == 0)
			return true;
	return false;
}

static bool col_vector(const struct expr *e)
{
	const struct type *t = ir_expr_type(e);
	int64_t n;
	return t->kind == TY_TILE && t->shape.n == 2 && ir_expr_is_const_int(t->shape.v[1], &n) && n == 1;
}

/* The tile-op call a tensor-op call lowers to, or NULL (kept as it is). */
static struct expr *lower_call(struct ctt *c, struct expr *call, struct stmt_buf *before)
{
	const struct spec_lowering *l = tl_pick(call);
	if (!l)
		return NULL;
	const struct spec_op *from = &spec_ops[call->u.call.op], *to = &spec_ops[l->op];
	struct expr_list src = call->u.call.args;
	uint32_t n = l->all_args ? src.n : l->n_args;
	struct expr_list args = ir_expr_list_new(c->a, n);
	for (uint32_t k = 0; k < n; k++) {
		uint32_t j = l->all_args ? k : l->args[k];
		struct expr *e = j < src.n ? src.v[j] : NULL;
		if (!e) {
			args.n = k; /* trailing operands the call did not give */
			break;
		}
		if (tile_slot(to, k) && e->kind == EX_VAR && ir_expr_type(e)->kind == TY_TENSOR)
			e = load_whole(c, e->u.var, before, e->span);
		args.v[k] = e;
	}
	if (l->when == LW_row_broadcast && args.n >= 2 && col_vector(args.v[0])) {
		struct expr *t = args.v[0];
		args.v[0] = args.v[1];
		args.v[1] = t;
	}
	struct expr *out = ir_new_call(c->a, l->op, args, call->span);
	for (unsigned i = 0; i < from->n_kwargs; i++) {
		const struct kwval *kv = &call->u.call.kwargs[i];
		int k = ir_kwarg_index(l->op, from->kwargs[i].name);
		if (kv->present && k >= 0 && forwarded(l, from->kwargs[i].name) &&
		    to->kwargs[k].type == from->kwargs[i].type)
			out->u.call.kwargs[k] = *kv;
	}
	for (unsigned i = 0; i < l->n_kwargs; i++)
		tl_set_kwarg(out, &l->kwargs[i]);
	out->u.call.attrs = call->u.call.attrs;
	if (!tc_deduce_call(c->a, out)) {
		c->failed = true;
		return NULL;
	}
	return out;
}

static struct expr *subst_cb(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	if (e->kind == EX_VAR && e->u.var->id < c->cap && c->map[e->u.var->id])
		return ir_new_var_ref(c->a, c->map[e->u.var->id], e->span);
	return e;
}

static struct expr *subst(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	return e ? ir_rewrite_expr(c->a, e, subst_cb, c) : NULL;
}

static void rewrite_fn(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct ctt *c = ctx;
	pu_rewrite_stmt_exprs(s, subst, c);
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!v || v->kind != EX_CALL || strcmp(spec_ops[v->u.call.op].op_category, "TensorOp") != 0) {
		ir_sb_push(out, s);
		return;
	}
	struct stmt_buf before = {0};
	struct expr *nv = lower_call(c, v, &before);
	ir_sb_append(out, (struct stmt_list){before.n, before.v});
	ir_sb_free(&before);
	if (!nv) {
		ir_sb_push(out, s);
		return;
	}
	if (s->kind == ST_EVAL) {
		s->u.eval.value = nv;
		ir_sb_push(out, s);
		return;
	}
	struct var *old = s->u.assign.var;
	struct var *tv = old;
	if (nv->type && nv->type->kind == TY_TILE && old->type->kind != TY_TILE) {
		tv = ir_new_var(c->p, derived(c, old->name, "tile"), VAR_LOCAL, nv->type, old->span);
		grow(c);
		c->map[old->id] = tv;
	}
	s->u.assign.var = tv;
	s->u.assign.value = nv;
	ir_sb_push(out, s);
}

/* Returned tiles go out through new Out params; returns how many were added. */
static uint32_t add_outputs(struct ctt *c, struct function *f)
{
	struct stmt *ret = f->body.n ? f->body.v[f->body.n - 1] : NULL;
	if (!ret || ret->kind != ST_RETURN)
		return 0;
	uint32_t added = 0;
	for (uint32_t i = 0; i < ret->u.ret.values.n; i++) {
		struct expr *e = ret->u.ret.values.v[i];
		if (ir_expr_type(e)->kind != TY_TILE || i >= f->n_rets || f->rets[i]->kind != TY_TENSOR)
			continue;
		struct span sp = ret->span;
		char nm[32];
		snprintf(nm, sizeof nm, "ret%u__out", i);
		struct var *pv = ir_new_var(c->p, pu_fresh_name(&c->names, nm), VAR_PARAM, f->rets[i], sp);
		struct param *ps = ARENA_ARRAY(c->a, struct param, f->n_params + 1);
		memcpy(ps, f->params, f->n_params * sizeof *ps);
		ps[f->n_params++] = (struct param){pv, DIR_OUT};
		f->params = ps;
		struct expr_list args = ir_expr_list_new(c->a, 3);
		args.v[0] = e;
		args.v[1] = zeros(c, f->rets[i]->shape.n, sp);
		args.v[2] = ir_new_var_ref(c->a, pv, sp);
		struct expr *st = ir_new_call(c->a, pu_op_by_rule(TR_store, OK_tile), args, sp);
		if (!tc_deduce_call(c->a, st)) {
			c->failed = true;
			continue;
		}
		snprintf(nm, sizeof nm, "ret%u__store", i);
		struct var *sv = ir_new_var(c->p, pu_fresh_name(&c->names, nm), VAR_LOCAL, st->type, sp);
		struct stmt_buf b = {0};
		ir_sb_append(&b, (struct stmt_list){f->body.n - 1, f->body.v});
		ir_sb_push(&b, ir_new_assign(c->a, sv, st, sp));
		ir_sb_push(&b, ret);
		f->body = ir_sb_finish(c->a, &b);
		ir_sb_free(&b);
		ret->u.ret.values.v[i] = ir_new_var_ref(c->a, sv, sp);
		added++;
	}
	return added;
}

/* In tensor params stored into become Out, or InOut when also read. */
static void mark_params(struct params_at *pa, struct program *p, const struct function *f, bool on)
{
	if (pa->cap < p->n_vars + 1) {
		uint32_t old = pa->cap;
		pa->cap = p->n_vars + 64;
		pa->pos = xrealloc(pa->pos, pa->cap * sizeof *pa->pos);
		for (uint32_t i = old; i < pa->cap; i++)
			pa->pos[i] = -1;
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		pa->pos[f->params[i].var->id] = on ? (int32_t)i : -1;
}

static int param_index(const struct params_at *pa, const struct var *v)
{
	return v->id < pa->cap ? pa->pos[v->id] : -1;
}

struct dir_walk {
	struct function *f;
	struct params_at *pa;
	uint8_t *stored, *read;
};

static bool dir_expr(struct expr *e, void *ctx)
{
	struct dir_walk *w = ctx;
	if (e->kind == EX_CALL) {
		const struct spec_op *so = &spec_ops[e->u.call.op];
		int d = so->type_rule.kind == TR_store ? so->reuses_input : -1;
		for (uint32_t i = 0; i < e->u.call.args.n; i++) {
			struct expr *a = e->u.call.args.v[i];
			bool writes = (int)i == d || (i < 32 && (so->arg_writes >> i & 1));
			if (writes && a && a->kind == EX_VAR) {
				int k = param_index(w->pa, a->u.var);
				if (k >= 0) {
					w->stored[k] = 1;
					if (i < 32 && (so->arg_reads_too >> i & 1))
						w->read[k] = 1;
				}
				continue;
			}
			if (a)
				ir_walk_expr(a, dir_expr, ctx);
		}
		return false;
	}
	if (e->kind == EX_VAR) {
		int k = param_index(w->pa, e->u.var);
		if (k >= 0)
			w->read[k] = 1;
	}
	return true;
}

static bool dir_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, dir_expr, ctx);
	return true;
}

static void infer_dirs(struct program *p, struct params_at *pa, struct function *f)
{
	if (!f->n_params)
		return;
	struct dir_walk w = {f, pa, xcalloc(f->n_params, 1), xcalloc(f->n_params, 1)};
	mark_params(pa, p, f, true);
	ir_walk_stmts(f->body, dir_stmt, &w);
	mark_params(pa, p, f, false);
	for (uint32_t i = 0; i < f->n_params; i++)
		if (w.stored[i] && f->params[i].dir == DIR_IN)
			f->params[i].dir = w.read[i] ? DIR_INOUT : DIR_OUT;
	free(w.stored);
	free(w.read);
}

static bool convert_function(struct ctt *c, struct function *f)
{
	c->fn = f;
	pu_names_init(&c->names, f);
	grow(c);
	f->body = ir_rewrite_stmts(c->a, f->body, rewrite_fn, c);
	if (c->prologue.n) {
		ir_sb_append(&c->prologue, f->body);
		f->body = ir_sb_finish(c->a, &c->prologue);
	}
	ir_sb_free(&c->prologue);
	memset(&c->prologue, 0, sizeof c->prologue);
	uint32_t added = add_outputs(c, f);
	infer_dirs(c->p, &c->pa, f);
	if (f->n_rets == 0 && (!f->body.n || f->body.v[f->body.n - 1]->kind != ST_RETURN)) {
		struct span sp = f->body.n ? f->body.v[f->body.n - 1]->span : f->span;
		struct stmt_buf b = {0};
		ir_sb_append(&b, f->body);
		ir_sb_push(&b, ir_new_return(c->a, (struct expr_list){0}, sp));
		f->body = ir_sb_finish(c->a, &b);
		ir_sb_free(&b);
	}
	pu_names_free(&c->names);
	/* remember the count on the function's first added param: callers add as many */
	(void)added;
	return !c->failed;
}

/* ---- call sites -------------------------------------------------------------------- */

struct site {
	struct ctt *c;
	struct pu_names *names;
};

/* A call of a function that gained Out params gets a fresh tensor for each. */
static void site_fn(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct site *w = ctx;
	struct ctt *c = w->c;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!v || v->kind != EX_FCALL || !v->u.fcall.callee ||
	    v->u.fcall.args.n >= v->u.fcall.callee->n_params) {
		ir_sb_push(out, s);
		return;
	}
	const struct function *f = v->u.fcall.callee;
	struct expr_list args = ir_expr_list_new(c->a, f->n_params);
	memcpy(args.v, v->u.fcall.args.v, v->u.fcall.args.n * sizeof *args.v);
	for (uint32_t i = v->u.fcall.args.n; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		struct expr_list ca = ir_expr_list_new(c->a, 1);
		ca.v[0] = dims(c, t->shape, s->span);
		struct expr *cr = ir_new_call(c->a, pu_op_by_rule(TR_tensor_create, OK_shape), ca, s->span);
		ir_call_set_kwarg_int(cr, "dtype", t->dtype);
		ir_call_set_kwarg_int(cr, "layout", TLY_ND);
		if (!tc_deduce_call(c->a, cr))
			c->failed = true;
		struct var *tv = ir_new_var(c->p, pu_fresh_name(w->names, f->params[i].var->name),
					    VAR_LOCAL, cr->type, s->span);
		ir_sb_push(out, ir_new_assign(c->a, tv, cr, s->span));
		args.v[i] = ir_new_var_ref(c->a, tv, s->span);
	}
	v->u.fcall.args = args;
	ir_sb_push(out, s);
}

/* A caller's In param handed to a callee's Out or InOut param is written
 * through: it takes the callee's direction. */
static bool caller_dir_expr(struct expr *e, void *ctx)
{
	struct dir_walk *w = ctx;
	struct function *f = w->f;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	const struct function *cal = e->u.fcall.callee;
	for (uint32_t i = 0; i < e->u.fcall.args.n && i < cal->n_params; i++) {
		struct expr *a = e->u.fcall.args.v[i];
		int k = a && a->kind == EX_VAR ? param_index(w->pa, a->u.var) : -1;
		if (k >= 0 && f->params[k].dir == DIR_IN && cal->params[i].dir != DIR_IN)
			f->params[k].dir = cal->params[i].dir;
	}
	return true;
}

static bool caller_dir_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, caller_dir_expr, ctx);
	return true;
}

bool pass_convert_tensor_to_tile_ops(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct ctt c = {.p = p, .a = p->arena};
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_InCore && !convert_function(&c, p->funcs[i]))
			ok = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind == FK_InCore)
			continue;
		struct pu_names names;
		pu_names_init(&names, f);
		struct site w = {&c, &names};
		f->body = ir_rewrite_stmts(p->arena, f->body, site_fn, &w);
		pu_names_free(&names);
		struct dir_walk dw = {f, &c.pa, NULL, NULL};
		mark_params(&c.pa, p, f, true);
		ir_walk_stmts(f->body, caller_dir_stmt, &dw);
		mark_params(&c.pa, p, f, false);
	}
	free(c.map);
	free(c.loaded);
	free(c.pa.pos);
	return ok && !c.failed;
}
