/* OptimizeOrchTensors: an InCore call inside a loop with iter args whose Out argument is a tensor
 * created in the loop body, and whose result is yielded into the iter arg that the same call
 * reads as an In argument, writes the iter arg in place: the Out parameter is dropped, the In
 * parameter becomes InOut and receives the stores, every call of the function loses the Out
 * argument, and a create left without uses is deleted.
 * requires: SplitIncoreOrch, IncoreTileOps
 * produces: SplitIncoreOrch, IncoreTileOps
 *
 * This is the reference's iter-arg reuse pattern (IterArgReuseOptimizer).  An Out parameter is
 * matched to the return value that is a tile store into it (or a loop result started from it)
 * among the function's top-level statements; the result reaches the yield directly (one Out
 * parameter and one return value) or through a tuple item `r[i]`.  The first loop (innermost
 * first, in statement order) that matches a function decides its merges. */
#include <stdlib.h>
#include <string.h>

#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

struct merge {
	uint32_t out, in; /* parameter indices */
};

struct fn_info {
	bool incore;
	uint32_t n_map;      /* Out parameter -> return value mappings */
	uint32_t *map_param, *map_ret;
	uint32_t n_merge;    /* decided merges (0: none) */
	struct merge *merges;
	bool *dropped;       /* [n_params]: Out parameters merged away */
};

struct fptr {
	const struct function *f;
	uint32_t index;
};

struct oot {
	struct program *p;
	struct fn_info *fi;   /* [p->n_funcs] */
	struct fptr *by_ptr;  /* the functions sorted by address */
	unsigned op_store, op_create;
	struct var **def_var; /* by var id: vars passed as dropped arguments */
	/* scratch by var id, 0 = unset, else position + 1; cleared after each use */
	uint32_t *body_def, *yield_pos, *arg_pos;
	struct var **what;
	struct vec cands;     /* the vars of def_var set for the function being rewritten */
};

static int cmp_fptr(const void *a, const void *b)
{
	const struct fptr *x = a, *y = b;
	return x->f < y->f ? -1 : x->f > y->f;
}

static int func_index(const struct oot *O, const struct function *f)
{
	struct fptr key = {f, 0};
	const struct fptr *r = bsearch(&key, O->by_ptr, O->p->n_funcs, sizeof key, cmp_fptr);
	return r ? (int)r->index : -1;
}

/* (tuple var, item) -> the var bound to `tuple[item]` in a loop body, sorted for bsearch. */
struct extract {
	uint32_t src, index;
	struct var *dst;
};

static int cmp_extract(const void *a, const void *b)
{
	const struct extract *x = a, *y = b;
	if (x->src != y->src)
		return x->src < y->src ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;
}

static struct var *var_of(const struct expr *e)
{
	return e && e->kind == EX_VAR ? e->u.var : NULL;
}

/* Out parameter -> return value mappings of an InCore function (top-level statements only). */
static void out_mappings(struct oot *O, struct function *f, struct fn_info *fi)
{
	uint32_t n_out = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		n_out += f->params[i].dir == DIR_OUT;
	struct stmt *ret = NULL;
	for (uint32_t i = 0; i < f->body.n && !ret; i++)
		if (f->body.v[i]->kind == ST_RETURN)
			ret = f->body.v[i];
	if (!n_out || !ret)
		return;
	fi->map_param = xcalloc(ret->u.ret.values.n + 1, sizeof *fi->map_param);
	fi->map_ret = xcalloc(ret->u.ret.values.n + 1, sizeof *fi->map_ret);
	/* what each var the top level defines stands for: the tensor a store wrote into, or
	 * the init of the loop iter arg a loop result comes from (body_def: the var + 1) */
	struct var **what = O->what;
	for (uint32_t i = 0; i < f->body.n; i++) {
		struct stmt *s = f->body.v[i];
		if (s->kind == ST_ASSIGN) {
			struct expr *c = s->u.assign.value;
			if (c->kind == EX_CALL && c->u.call.op == O->op_store && c->u.call.args.n >= 3)
				what[s->u.assign.var->id] = var_of(c->u.call.args.v[2]);
		} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
			uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
			struct var **rvs = s->kind == ST_FOR ? s->u.loop.return_vars : s->u.wloop.return_vars;
			struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
			for (uint32_t k = 0; k < n; k++)
				what[rvs[k]->id] = var_of(it[k].init);
		}
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].dir == DIR_OUT)
			O->arg_pos[f->params[i].var->id] = i + 1;
	for (uint32_t r = 0; r < ret->u.ret.values.n; r++) {
		struct var *rv = var_of(ret->u.ret.values.v[r]);
		struct var *target = rv ? what[rv->id] : NULL;
		if (target && O->arg_pos[target->id]) {
			fi->map_param[fi->n_map] = O->arg_pos[target->id] - 1;
			fi->map_ret[fi->n_map++] = r;
		}
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		O->arg_pos[f->params[i].var->id] = 0;
	for (uint32_t i = 0; i < f->body.n; i++) {
		struct stmt *s = f->body.v[i];
		if (s->kind == ST_ASSIGN)
			what[s->u.assign.var->id] = NULL;
		else if (s->kind == ST_FOR)
			for (uint32_t k = 0; k < s->u.loop.n_iter; k++)
				what[s->u.loop.return_vars[k]->id] = NULL;
		else if (s->kind == ST_WHILE)
			for (uint32_t k = 0; k < s->u.wloop.n_iter; k++)
				what[s->u.wloop.return_vars[k]->id] = NULL;
	}
}

/* The merges one loop offers, recorded for functions without a decision yet. */
static void analyze_loop(struct oot *O, struct stmt_list body, uint32_t n_iter, struct iter_arg *iter)
{
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD)
		return;
	struct expr_list yv = body.v[body.n - 1]->u.ret.values;
	struct extract *ex = xcalloc(body.n + 1, sizeof *ex);
	uint32_t n_ex = 0;
	for (uint32_t i = 0; i < body.n; i++) {
		struct stmt *s = body.v[i];
		if (s->kind != ST_ASSIGN)
			continue;
		struct expr *c = s->u.assign.value;
		if (c->kind == EX_CALL && c->u.call.op == O->op_create)
			O->body_def[s->u.assign.var->id] = i + 1;
		if (c->kind == EX_GETITEM && var_of(c->u.get.x))
			ex[n_ex++] = (struct extract){var_of(c->u.get.x)->id, c->u.get.index, s->u.assign.var};
	}
	if (n_ex)
		qsort(ex, n_ex, sizeof *ex, cmp_extract);
	for (uint32_t j = yv.n; j-- > 0;)
		if (var_of(yv.v[j]))
			O->yield_pos[var_of(yv.v[j])->id] = j + 1;
	for (uint32_t i = 0; i < body.n; i++) {
		struct stmt *s = body.v[i];
		struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
		if (!c || c->kind != EX_FCALL || !c->u.fcall.callee)
			continue;
		int fx = func_index(O, c->u.fcall.callee);
		if (fx < 0 || !O->fi[fx].incore || !O->fi[fx].n_map || O->fi[fx].n_merge)
			continue;
		struct fn_info *fi = &O->fi[fx];
		struct function *callee = c->u.fcall.callee;
		struct expr_list args = c->u.fcall.args;
		for (uint32_t a = args.n; a-- > 0;)
			if (var_of(args.v[a]))
				O->arg_pos[var_of(args.v[a])->id] = a + 1;
		struct merge *m = xcalloc(fi->n_map, sizeof *m);
		uint32_t nm = 0;
		for (uint32_t k = 0; k < fi->n_map; k++) {
			uint32_t pi = fi->map_param[k];
			struct var *oa = pi < args.n ? var_of(args.v[pi]) : NULL;
			if (!oa || !O->body_def[oa->id])
				continue; /* not a tensor created in this loop body */
			/* the value the call returns for this Out parameter, as the body names it */
			struct var *rv = NULL;
			if (fi->n_map == 1 && callee->n_rets == 1) {
				rv = s->u.assign.var;
			} else {
				struct extract key = {s->u.assign.var->id, fi->map_ret[k], NULL};
				struct extract *e = n_ex ? bsearch(&key, ex, n_ex, sizeof key, cmp_extract) : NULL;
				rv = e ? e->dst : NULL;
			}
			uint32_t yi = rv && O->yield_pos[rv->id] ? O->yield_pos[rv->id] - 1 : UINT32_MAX;
			if (yi >= n_iter)
				continue;
			uint32_t ap = O->arg_pos[iter[yi].var->id];
			if (ap && ap - 1 < callee->n_params && callee->params[ap - 1].dir == DIR_IN)
				m[nm++] = (struct merge){pi, ap - 1};
		}
		for (uint32_t a = 0; a < args.n; a++)
			if (var_of(args.v[a]))
				O->arg_pos[var_of(args.v[a])->id] = 0;
		if (nm) {
			fi->merges = m;
			fi->n_merge = nm;
		} else {
			free(m);
		}
	}
	for (uint32_t j = 0; j < yv.n; j++)
		if (var_of(yv.v[j]))
			O->yield_pos[var_of(yv.v[j])->id] = 0;
	for (uint32_t i = 0; i < body.n; i++)
		if (body.v[i]->kind == ST_ASSIGN)
			O->body_def[body.v[i]->u.assign.var->id] = 0;
	free(ex);
}

/* Loops innermost first, in statement order (the reference's post-order visit). */
static void analyze_body(struct oot *O, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *ch[2];
		int n = ir_stmt_children(s, ch);
		for (int k = 0; k < n; k++)
			analyze_body(O, *ch[k]);
		if (s->kind == ST_FOR && s->u.loop.n_iter)
			analyze_loop(O, s->u.loop.body, s->u.loop.n_iter, s->u.loop.iter);
		else if (s->kind == ST_WHILE && s->u.wloop.n_iter)
			analyze_loop(O, s->u.wloop.body, s->u.wloop.n_iter, s->u.wloop.iter);
	}
}

static bool is_dropped(const struct fn_info *fi, uint32_t param)
{
	return fi->dropped && fi->dropped[param];
}

/* The InCore function: Out parameters dropped, their uses now the In parameters (InOut). */
static void rewrite_incore(struct oot *O, struct function *f, const struct fn_info *fi)
{
	struct var **from = xcalloc(fi->n_merge, sizeof *from), **to = xcalloc(fi->n_merge, sizeof *to);
	for (uint32_t k = 0; k < fi->n_merge; k++) {
		from[k] = f->params[fi->merges[k].out].var;
		to[k] = f->params[fi->merges[k].in].var;
		f->params[fi->merges[k].in].dir = DIR_INOUT;
	}
	ir_subst_vars(O->p->arena, f->body, fi->n_merge, from, to);
	struct param *np = ARENA_ARRAY(O->p->arena, struct param, f->n_params);
	uint32_t n = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (!is_dropped(fi, i))
			np[n++] = f->params[i];
	f->params = np;
	f->n_params = n;
	free(from);
	free(to);
}

/* Call sites lose the dropped arguments; the vars they passed are collected. */
static bool callsite_expr(struct expr *e, void *ctx)
{
	struct oot *O = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	int fx = func_index(O, e->u.fcall.callee);
	if (fx < 0 || !O->fi[fx].n_merge)
		return true;
	struct expr_list a = e->u.fcall.args, na = ir_expr_list_new(O->p->arena, a.n);
	na.n = 0;
	for (uint32_t i = 0; i < a.n; i++) {
		if (is_dropped(&O->fi[fx], i)) {
			struct var *v = var_of(a.v[i]);
			if (v && !O->def_var[v->id]) {
				O->def_var[v->id] = v; /* a candidate dead create */
				vec_push(&O->cands, v);
			}
			continue;
		}
		na.v[na.n++] = a.v[i];
	}
	e->u.fcall.args = na;
	return true;
}

static bool callsite_top(struct expr *e, void *ctx)
{
	ir_walk_expr(e, callsite_expr, ctx);
	return true;
}

static bool callsite_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, callsite_top, ctx);
	return true;
}

struct uses {
	uint32_t *count;       /* by var id, of the candidates */
	struct var **def_var;
};

static bool count_expr(struct expr *e, void *ctx)
{
	struct uses *u = ctx;
	if (e->kind == EX_VAR && u->def_var[e->u.var->id])
		u->count[e->u.var->id]++;
	return true;
}

static bool count_top(struct expr *e, void *ctx)
{
	ir_walk_expr(e, count_expr, ctx);
	return true;
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, count_top, ctx);
	return true;
}

struct dead {
	struct oot *O;
	uint32_t *count;
};

static void drop_dead(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct dead *d = ctx;
	if (s->kind == ST_ASSIGN && d->O->def_var[s->u.assign.var->id] == s->u.assign.var &&
	    s->u.assign.value->kind == EX_CALL && s->u.assign.value->u.call.op == d->O->op_create &&
	    d->count[s->u.assign.var->id] == 0)
		return;
	ir_sb_push(out, s);
}

bool pass_optimize_orch_tensors(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct oot O = {.p = p, .fi = xcalloc(p->n_funcs + 1, sizeof *O.fi),
			.op_store = pu_op_by_rule(TR_store, OK_tile),
			.op_create = pu_op_by_rule(TR_tensor_create, OK_shape)};
	O.by_ptr = xcalloc(p->n_funcs + 1, sizeof *O.by_ptr);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		O.by_ptr[i] = (struct fptr){p->funcs[i], i};
	if (p->n_funcs)
		qsort(O.by_ptr, p->n_funcs, sizeof *O.by_ptr, cmp_fptr);
	O.body_def = xcalloc(p->n_vars + 1, sizeof *O.body_def);
	O.yield_pos = xcalloc(p->n_vars + 1, sizeof *O.yield_pos);
	O.arg_pos = xcalloc(p->n_vars + 1, sizeof *O.arg_pos);
	O.what = xcalloc(p->n_vars + 1, sizeof *O.what);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		O.fi[i].incore = pu_incore(p->funcs[i]);
		if (O.fi[i].incore && !p->funcs[i]->abstract)
			out_mappings(&O, p->funcs[i], &O.fi[i]);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O.fi[i].incore && !p->funcs[i]->abstract)
			analyze_body(&O, p->funcs[i]->body);
	bool any = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct fn_info *fi = &O.fi[i];
		if (!fi->n_merge)
			continue;
		any = true;
		fi->dropped = xcalloc(p->funcs[i]->n_params + 1, sizeof *fi->dropped);
		for (uint32_t k = 0; k < fi->n_merge; k++)
			fi->dropped[fi->merges[k].out] = true;
	}
	if (any) {
		O.def_var = xcalloc(p->n_vars + 1, sizeof *O.def_var);
		uint32_t *count = xcalloc(p->n_vars + 1, sizeof *count);
		for (uint32_t i = 0; i < p->n_funcs; i++) {
			struct function *f = p->funcs[i];
			if (O.fi[i].incore || f->abstract)
				continue;
			ir_walk_stmts(f->body, callsite_stmt, &O);
			if (!O.cands.n)
				continue;
			struct uses u = {count, O.def_var};
			ir_walk_stmts(f->body, count_stmt, &u);
			struct dead d = {&O, count};
			f->body = ir_rewrite_stmts(p->arena, f->body, drop_dead, &d);
			for (size_t k = 0; k < O.cands.n; k++) {
				struct var *v = O.cands.items[k];
				count[v->id] = 0;
				O.def_var[v->id] = NULL;
			}
			O.cands.n = 0;
		}
		for (uint32_t i = 0; i < p->n_funcs; i++)
			if (O.fi[i].n_merge)
				rewrite_incore(&O, p->funcs[i], &O.fi[i]);
		free(count);
		free(O.def_var);
		vec_free(&O.cands);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		free(O.fi[i].map_param);
		free(O.fi[i].map_ret);
		free(O.fi[i].merges);
		free(O.fi[i].dropped);
	}
	free(O.fi);
	free(O.by_ptr);
	free(O.body_def);
	free(O.yield_pos);
	free(O.arg_pos);
	free(O.what);
	return true;
}
