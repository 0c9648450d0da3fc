/* OptimizeOrchTensors: fewer orchestration tensors and InCore tensor parameters laid out as
 * their callers' tensors are, in five steps, each seeing the previous one's result:
 *  1. An Out parameter merged into an In parameter (made InOut), the Out argument and the
 *     tensor.create feeding it dropped at every call: when a call in a loop with iter args
 *     passes a create of the loop body as Out and yields the result into the iter arg it
 *     passes as In; or, for a function no loop decides, when the function itself carries a
 *     full tile.load of the In parameter through a loop into the store to the Out one and
 *     every call outside such loops passes a create as Out and is the only reader of its In.
 *     A merge changes every call of the function, so it is made only when it keeps what
 *     each call computes: the Out argument a create read by nothing else, the In argument's
 *     old value read by nothing after the call (loop back-edges included; see safe_merges).
 *  2. An Out parameter whose result the caller tensor.assembles into a larger tensor gets that
 *     tensor's row-major strides (its trailing ones), and so do the stores into it.
 *  3. A returned loop gathering tile.assembles into its one iter arg, stored into an Out
 *     parameter afterwards, starts from the Out parameter and stores each piece into it, where
 *     that keeps the numbers: the loop starts from a load of the Out parameter, or its pieces
 *     overwrite the whole tile (the reference rewrites also a loop that leaves part of a tile
 *     loaded from another tensor, whose values the Out parameter then lacks).
 *  4. An In parameter the callers pass tensor.slice views of (parents of one constant shape)
 *     gets the parent's row-major strides, unless it has strides already.
 *  5. An InCore / AIC / AIV function with the attr `windowize` that touches only a window of
 *     a tensor parameter gets a clone `<fn>__windowed` whose parameter is that window (its
 *     extents, the parameter's strides) with the accesses re-based to offset 0; calls in
 *     orchestration functions (not submits) call the clone on tensor.slice windows
 *     (`<arg>__window`), and the Out window is tensor.assembled back into its tensor under
 *     the call's old name (the clone's result is `<x>__windowed`).  A window is the one
 *     returned value's final tile.store into an Out parameter read nowhere else, or, for an
 *     In parameter, the one window of every tile.load (not transposed) and tensor.slice that
 *     reads it; constant extents, offsets over the parameters, not the whole tensor at 0.
 * requires: SplitIncoreOrch, IncoreTileOps
 * produces: SplitIncoreOrch, IncoreTileOps
 *
 * These are the reference's patterns 1 to 5 (IterArgReuseOptimizer,
 * AssembleParentStridesOptimizer, AssembleLoopRewriter, SliceInputStridesOptimizer,
 * OutWindowExternalizer; of pattern 5 its FinalStore outputs and input windows, not its
 * loop-aggregated windows); the reference checks only the call that decides a merge (and,
 * outside loops, neither back-edges nor calls inside loops), which can leave an Out
 * parameter unwritten or overwrite an input read later.  An Out parameter is
 * matched to the return value that is a tile store into it (or a loop result started from it)
 * among the function's top-level statements; in a loop the result reaches the yield directly
 * (one Out parameter and one return value) or through a tuple item `r[i]`.  The first loop
 * (innermost first, in statement order) that matches a function decides its merges. */
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "intern.h"
#include "pass.h"
#include "typecheck.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

struct merge {
	uint32_t out, in; /* parameter indices */
};

struct fn_info {
	bool incore;
	uint32_t n_pair;     /* In <- Out pairings of the function itself (merges outside loops) */
	struct merge *pairs;
	bool *pair_ok;       /* [n_pair]: safe at every call outside a loop seen so far */
	bool has_site;       /* called outside loops with iter args */
	const struct expr_list **pshape; /* [n_rets]: the tensor a result is assembled into, or NULL */
	uint8_t *slice_state;      /* [n_params]: 0 none, 1 slice_parent set, 2 conflicting */
	const struct expr_list **slice_parent;
	uint32_t n_map;      /* Out parameter -> return value mappings */
	uint32_t *map_param, *map_ret;
	uint32_t n_merge;    /* decided merges (0: none) */
	struct merge *merges;
	bool *dropped;       /* [n_params]: Out parameters merged away */
	bool *merge_bad;     /* [n_merge]: a call where the merge would change the program */
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
	unsigned op_load, op_tile_assemble, op_assemble, op_slice;
	/* by var id, over the whole program (var ids are unique in a program) */
	struct stmt **def;    /* the assignment defining the var */
	struct expr **rv_init; /* loop return var -> the init of its iter arg */
	uint32_t *uses;       /* reads in the functions that are not InCore */
	/* by var id, in the functions that are not InCore: the statement whose body holds the
	 * var's definition at its top level (NULL: the function's), and for a loop's iter arg
	 * or return var, its loop and position; in_loop: the innermost loop holding the
	 * definition (NULL: none) */
	struct stmt **owner, **loop_of, **in_loop;
	uint32_t *pos_of;
	bool *out_param;      /* by var id: an Out / InOut parameter of such a function */
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

/* Out parameter -> return value mappings of an InCore function (top-level statements only),
 * into *mp / *mr (heap); returns how many. */
static uint32_t out_mappings(struct oot *O, struct function *f, uint32_t **mp, uint32_t **mr)
{
	uint32_t n_map = 0;
	*mp = *mr = NULL;
	uint32_t n_out = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		n_out += f->params[i].dir == DIR_OUT;
	struct stmt *ret = NULL;
	for (uint32_t i = 0; i < f->body.n && !ret; i++)
		if (f->body.v[i]->kind == ST_RETURN)
			ret = f->body.v[i];
	if (!n_out || !ret)
		return 0;
	*mp = xcalloc(ret->u.ret.values.n + 1, sizeof **mp);
	*mr = xcalloc(ret->u.ret.values.n + 1, sizeof **mr);
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
			(*mp)[n_map] = O->arg_pos[target->id] - 1;
			(*mr)[n_map++] = r;
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
	return n_map;
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

/* ---- Pattern 1 outside loops: an InCore call that is no loop's body call --------------- */

static bool index_stmt(struct stmt *s, void *ctx)
{
	struct oot *O = ctx;
	if (s->kind == ST_ASSIGN) {
		O->def[s->u.assign.var->id] = s;
	} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
		uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct var **rvs = s->kind == ST_FOR ? s->u.loop.return_vars : s->u.wloop.return_vars;
		struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
		for (uint32_t k = 0; k < n; k++)
			O->rv_init[rvs[k]->id] = it[k].init;
	}
	return true;
}

static bool count_read(struct expr *e, void *ctx)
{
	uint32_t *uses = ctx;
	if (e->kind == EX_VAR)
		uses[e->u.var->id]++;
	return true;
}

struct refs {
	const struct var *v;
	uint32_t n;
};

static bool count_refs(struct expr *e, void *ctx)
{
	struct refs *r = ctx;
	if (e->kind == EX_VAR && e->u.var == r->v)
		r->n++;
	return true;
}

/* Whether s or a statement nested in it reads v. */
static bool stmt_reads(struct stmt *s, const struct var *v)
{
	struct refs r = {v, 0};
	ir_walk_stmts_exprs((struct stmt_list){1, &s}, count_refs, &r);
	return r.n != 0;
}

static uint32_t refs_in(struct expr *e, const struct var *v)
{
	struct refs r = {v, 0};
	ir_walk_expr(e, count_refs, &r);
	return r.n;
}

static bool is_call_of(const struct stmt *s, unsigned op)
{
	return s && s->kind == ST_ASSIGN && s->u.assign.value->kind == EX_CALL &&
	       s->u.assign.value->u.call.op == op;
}

static bool is_plain_tensor(const struct type *t)
{
	return t && t->kind == TY_TENSOR && !t->distributed;
}

/* Same dtype and the same constant shape. */
static bool same_static_tensor(const struct type *a, const struct type *b)
{
	if (!is_plain_tensor(a) || !is_plain_tensor(b) || a->dtype != b->dtype || a->shape.n != b->shape.n)
		return false;
	for (uint32_t i = 0; i < a->shape.n; i++) {
		int64_t x, y;
		if (!ir_expr_is_const_int(a->shape.v[i], &x) || !ir_expr_is_const_int(b->shape.v[i], &y) ||
		    x != y)
			return false;
	}
	return true;
}

/* tile.load(t, offsets, shape, valid shape) reading all of t: zero offsets, shape and valid
 * shape the (constant) shape of t. */
static bool full_load(const struct expr *ld, const struct type *t)
{
	const struct expr_list a = ld->u.call.args;
	if (a.n < 4)
		return false;
	for (int k = 1; k <= 3; k++)
		if (a.v[k]->kind != EX_LIST || a.v[k]->u.list.n != t->shape.n)
			return false;
	for (uint32_t i = 0; i < t->shape.n; i++) {
		int64_t want, got, valid, off;
		if (!ir_expr_is_const_int(t->shape.v[i], &want) ||
		    !ir_expr_is_const_int(a.v[2]->u.list.v[i], &got) ||
		    !ir_expr_is_const_int(a.v[3]->u.list.v[i], &valid) || want != got || want != valid ||
		    !ir_expr_is_const_int(a.v[1]->u.list.v[i], &off) || off != 0)
			return false;
	}
	return true;
}

static bool first_return(struct stmt *s, void *ctx)
{
	struct stmt **r = ctx;
	if (!*r && s->kind == ST_RETURN)
		*r = s;
	return !*r;
}

/* The (In, Out) parameter pairs an InCore function lets share storage: the Out parameter
 * receives a tile.store of a value carried through at least one loop from a full tile.load
 * of the In parameter, of the same type (the reference's accumulator rule). */
static void inout_pairings(struct oot *O, struct function *f, struct fn_info *fi)
{
	uint32_t *mp, *mr, n = out_mappings(O, f, &mp, &mr);
	struct stmt *ret = NULL;
	ir_walk_stmts(f->body, first_return, &ret);
	if (!n || !ret) {
		free(mp);
		free(mr);
		return;
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].dir == DIR_IN && is_plain_tensor(f->params[i].var->type))
			O->arg_pos[f->params[i].var->id] = i + 1;
	fi->pairs = xcalloc(n, sizeof *fi->pairs);
	for (uint32_t k = 0; k < n; k++) {
		struct var *rv = mr[k] < ret->u.ret.values.n ? var_of(ret->u.ret.values.v[mr[k]]) : NULL;
		struct stmt *st = rv ? O->def[rv->id] : NULL;
		if (!is_call_of(st, O->op_store) || !st->u.assign.value->u.call.args.n)
			continue;
		struct var *cur = var_of(st->u.assign.value->u.call.args.v[0]);
		int hops = 0;
		for (int h = 0; h < 16 && cur && O->rv_init[cur->id]; h++, hops++) {
			cur = var_of(O->rv_init[cur->id]);
			if (cur && cur->kind == VAR_ITER)
				cur = NULL; /* an iter arg of an enclosing loop: no load */
		}
		if (!cur || !hops)
			continue;
		struct stmt *ld = O->def[cur->id];
		if (!is_call_of(ld, O->op_load) || !ld->u.assign.value->u.call.args.n)
			continue;
		struct var *src = var_of(ld->u.assign.value->u.call.args.v[0]);
		if (!src || !O->arg_pos[src->id])
			continue;
		uint32_t in = O->arg_pos[src->id] - 1;
		if (!same_static_tensor(src->type, f->params[mp[k]].var->type) ||
		    !full_load(ld->u.assign.value, src->type))
			continue;
		bool used = false;
		for (uint32_t j = 0; j < fi->n_pair; j++)
			used |= fi->pairs[j].in == in;
		if (!used)
			fi->pairs[fi->n_pair++] = (struct merge){mp[k], in};
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		O->arg_pos[f->params[i].var->id] = 0;
	fi->pair_ok = xcalloc(fi->n_pair + 1, sizeof *fi->pair_ok);
	for (uint32_t j = 0; j < fi->n_pair; j++)
		fi->pair_ok[j] = true;
	free(mp);
	free(mr);
}

/* A pairing holds at a call when its Out argument is a tensor.create of the caller and the
 * call is the only reader of its In argument. */
static void check_site(struct oot *O, struct expr *call, struct fn_info *fi)
{
	struct expr_list a = call->u.fcall.args;
	fi->has_site = true;
	for (uint32_t j = 0; j < fi->n_pair; j++) {
		struct var *ov = fi->pairs[j].out < a.n ? var_of(a.v[fi->pairs[j].out]) : NULL;
		struct var *iv = fi->pairs[j].in < a.n ? var_of(a.v[fi->pairs[j].in]) : NULL;
		if (!ov || !iv || iv->kind == VAR_ITER || !is_call_of(O->def[ov->id], O->op_create) ||
		    O->uses[iv->id] != refs_in(call, iv))
			fi->pair_ok[j] = false;
	}
}

/* The InCore calls assigned outside every loop with iter args. */
static void standalone_sites(struct oot *O, struct stmt_list l, bool in_loop)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_ASSIGN && !in_loop && s->u.assign.value->kind == EX_FCALL &&
		    s->u.assign.value->u.fcall.callee) {
			int fx = func_index(O, s->u.assign.value->u.fcall.callee);
			if (fx >= 0 && O->fi[fx].incore)
				check_site(O, s->u.assign.value, &O->fi[fx]);
		}
		bool loop = (s->kind == ST_FOR && s->u.loop.n_iter) || (s->kind == ST_WHILE && s->u.wloop.n_iter);
		struct stmt_list *ch[2];
		int n = ir_stmt_children(s, ch);
		for (int k = 0; k < n; k++)
			standalone_sites(O, *ch[k], in_loop || loop);
	}
}

static void standalone_merges(struct oot *O)
{
	struct program *p = O->p;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O->fi[i].incore && !p->funcs[i]->abstract)
			ir_walk_stmts_exprs(p->funcs[i]->body, count_read, O->uses);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (O->fi[i].incore && !p->funcs[i]->abstract && !O->fi[i].n_merge)
			inout_pairings(O, p->funcs[i], &O->fi[i]);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O->fi[i].incore && !p->funcs[i]->abstract)
			standalone_sites(O, p->funcs[i]->body, false);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct fn_info *fi = &O->fi[i];
		if (!fi->incore || fi->n_merge || !fi->has_site || !fi->n_pair)
			continue;
		fi->merges = xcalloc(fi->n_pair, sizeof *fi->merges);
		for (uint32_t j = 0; j < fi->n_pair; j++) {
			bool seen = false;
			for (uint32_t k = 0; k < fi->n_merge; k++)
				seen |= fi->merges[k].out == fi->pairs[j].out || fi->merges[k].in == fi->pairs[j].in;
			if (fi->pair_ok[j] && !seen)
				fi->merges[fi->n_merge++] = fi->pairs[j];
		}
	}
}

/* ---- Pattern 1: a merge must hold at every call -------------------------------------- */

/* A merge rewrites every call of its function: the result is written over the In argument's
 * buffer and the Out argument is no longer written.  At a call that is wrong code unless
 * the Out argument is a tensor.create read by nothing else, and the In argument's old
 * value is read by nothing after the call: the call is the only reader of the In argument,
 * whose buffer is one no other value shares (an In parameter of the caller, a create, a
 * call's result), or, for a loop's iter arg, the call sits in that loop's body and its
 * result is yielded back into the iter arg's place, and the init the loop starts from is
 * read nowhere else (through the enclosing loops that carry it the same way). */

static void loop_parts(struct stmt *L, uint32_t *n, struct iter_arg **it, struct var ***rvs,
		       struct stmt_list *body)
{
	if (L->kind == ST_FOR) {
		*n = L->u.loop.n_iter;
		*it = L->u.loop.iter;
		*rvs = L->u.loop.return_vars;
		*body = L->u.loop.body;
	} else {
		*n = L->u.wloop.n_iter;
		*it = L->u.wloop.iter;
		*rvs = L->u.wloop.return_vars;
		*body = L->u.wloop.body;
	}
}

static void index_owners(struct oot *O, struct stmt_list l, struct stmt *parent, struct stmt *loop)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_ASSIGN) {
			O->owner[s->u.assign.var->id] = parent;
			O->in_loop[s->u.assign.var->id] = loop;
		} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
			uint32_t n;
			struct iter_arg *it;
			struct var **rvs;
			struct stmt_list body;
			loop_parts(s, &n, &it, &rvs, &body);
			for (uint32_t k = 0; k < n; k++) {
				O->owner[rvs[k]->id] = parent;
				O->in_loop[rvs[k]->id] = loop;
				O->loop_of[rvs[k]->id] = O->loop_of[it[k].var->id] = s;
				O->pos_of[rvs[k]->id] = O->pos_of[it[k].var->id] = k;
			}
		}
		struct stmt_list *ch[2];
		int n = ir_stmt_children(s, ch);
		bool is_loop = s->kind == ST_FOR || s->kind == ST_WHILE;
		for (int k = 0; k < n; k++)
			index_owners(O, *ch[k], s, is_loop ? s : loop);
	}
}

/* The var loop L yields at position pos, or NULL. */
static struct var *yielded(struct stmt *L, uint32_t pos)
{
	uint32_t n;
	struct iter_arg *it;
	struct var **rvs;
	struct stmt_list body;
	loop_parts(L, &n, &it, &rvs, &body);
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD || pos >= body.v[body.n - 1]->u.ret.values.n)
		return NULL;
	return var_of(body.v[body.n - 1]->u.ret.values.v[pos]);
}

/* Whether v is the value of a function call (or an item of one) given no Out / InOut
 * parameter of the caller, whose buffer the result could be. */
static bool call_result(struct oot *O, const struct var *v)
{
	struct stmt *d = v ? O->def[v->id] : NULL;
	if (!d || d->kind != ST_ASSIGN)
		return false;
	struct expr *c = d->u.assign.value;
	if (c->kind == EX_GETITEM) {
		struct stmt *t = var_of(c->u.get.x) ? O->def[var_of(c->u.get.x)->id] : NULL;
		c = t && t->kind == ST_ASSIGN ? t->u.assign.value : NULL;
	}
	if (!c || c->kind != EX_FCALL)
		return false;
	for (uint32_t i = 0; i < c->u.fcall.args.n; i++) {
		struct var *a = var_of(c->u.fcall.args.v[i]);
		if (a && O->out_param[a->id])
			return false;
	}
	return true;
}

/* Whether w (not an iter arg), read where `loop` is the innermost loop, lives in a buffer
 * no other value of its function shares (an In parameter, a create, a call's result) and is defined in that loop too (a value from
 * outside it is read again by the next iteration); `w = u` shares u's, so u must be read
 * by that copy alone. */
static bool own_buffer(struct oot *O, const struct var *w, const struct stmt *loop)
{
	for (int depth = 0; depth < 64 && w->kind != VAR_ITER; depth++) {
		if (O->in_loop[w->id] != loop)
			return false;
		struct stmt *d = O->def[w->id];
		struct var *u = d && d->kind == ST_ASSIGN ? var_of(d->u.assign.value) : NULL;
		if (!u)
			break;
		if (O->uses[u->id] != 1)
			return false;
		w = u;
	}
	if (w->kind == VAR_ITER)
		return false;
	if (w->kind == VAR_PARAM)
		return !O->out_param[w->id];
	struct stmt *d = O->def[w->id];
	if (d)
		return is_call_of(d, O->op_create) || call_result(O, w);
	/* a loop's result: the value its body yields last, a call's result */
	struct stmt *L = O->loop_of[w->id];
	return L && w->kind != VAR_ITER && call_result(O, yielded(L, O->pos_of[w->id]));
}

/* Whether loop L's iter arg at pos may be written in place: the init is read by nothing
 * else and owns its buffer, or is an iter arg of an enclosing loop that holds L at the top
 * level of its body and yields L's result back into its place, recursively. */
static bool carried_in_place(struct oot *O, struct stmt *L, uint32_t pos)
{
	for (int depth = 0; depth < 64; depth++) {
		uint32_t n;
		struct iter_arg *it;
		struct var **rvs;
		struct stmt_list body;
		loop_parts(L, &n, &it, &rvs, &body);
		struct var *w = pos < n ? var_of(it[pos].init) : NULL;
		if (!w || O->uses[w->id] != 1)
			return false;
		if (w->kind != VAR_ITER)
			return own_buffer(O, w, O->in_loop[rvs[pos]->id]);
		struct stmt *L2 = O->loop_of[w->id];
		uint32_t p2 = O->pos_of[w->id];
		if (!L2 || O->owner[rvs[pos]->id] != L2 || yielded(L2, p2) != rvs[pos])
			return false;
		L = L2;
		pos = p2;
	}
	return false;
}

/* Whether merge m of callee g (info fi) keeps the meaning of `call`; s is the
 * assignment whose value the call is, or NULL; loop the innermost loop holding the call. */
static bool merge_safe_at(struct oot *O, struct stmt *s, struct expr *call,
			  const struct stmt *loop, const struct fn_info *fi, const struct function *g,
			  struct merge m)
{
	struct expr_list a = call->u.fcall.args;
	struct var *ov = m.out < a.n ? var_of(a.v[m.out]) : NULL;
	struct var *iv = m.in < a.n ? var_of(a.v[m.in]) : NULL;
	if (!ov || !iv || ov == iv || !is_call_of(O->def[ov->id], O->op_create) ||
	    O->uses[ov->id] != refs_in(call, ov) || O->uses[iv->id] != refs_in(call, iv))
		return false;
	if (iv->kind != VAR_ITER)
		return own_buffer(O, iv, loop);
	struct stmt *L = O->loop_of[iv->id];
	uint32_t pos = O->pos_of[iv->id];
	struct var *x = s ? s->u.assign.var : NULL;
	struct var *y = L ? yielded(L, pos) : NULL;
	if (!x || !y || O->owner[x->id] != L)
		return false;
	if (g->n_rets != 1) {
		uint32_t ret = UINT32_MAX;
		for (uint32_t k = 0; k < fi->n_map; k++)
			if (fi->map_param[k] == m.out)
				ret = fi->map_ret[k];
		struct stmt *d = O->def[y->id];
		struct expr *c = d && d->kind == ST_ASSIGN ? d->u.assign.value : NULL;
		if (!c || c->kind != EX_GETITEM || var_of(c->u.get.x) != x || c->u.get.index != ret)
			return false;
	} else if (y != x) {
		return false;
	}
	return carried_in_place(O, L, pos);
}

struct site_walk {
	struct oot *O;
	struct stmt *s;
	struct stmt *loop; /* the innermost loop holding s */
};

static bool site_expr(struct expr *e, void *ctx)
{
	struct site_walk *w = ctx;
	struct oot *O = w->O;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	int fx = func_index(O, e->u.fcall.callee);
	struct fn_info *fi = fx >= 0 ? &O->fi[fx] : NULL;
	if (!fi || !fi->n_merge)
		return true;
	struct stmt *s = w->s->kind == ST_ASSIGN && w->s->u.assign.value == e ? w->s : NULL;
	for (uint32_t j = 0; j < fi->n_merge; j++)
		if (!merge_safe_at(O, s, e, w->loop, fi, e->u.fcall.callee, fi->merges[j]))
			fi->merge_bad[j] = true;
	return true;
}

static void check_sites(struct site_walk *w, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		w->s = l.v[i];
		ir_stmt_root_exprs(l.v[i], site_expr, w);
		struct stmt_list *ch[2];
		int n = ir_stmt_children(l.v[i], ch);
		struct stmt *outer = w->loop;
		if (l.v[i]->kind == ST_FOR || l.v[i]->kind == ST_WHILE)
			w->loop = l.v[i];
		for (int k = 0; k < n; k++)
			check_sites(w, *ch[k]);
		w->loop = outer;
	}
}

/* Merges that would change what some call computes are given up. */
static void safe_merges(struct oot *O)
{
	struct program *p = O->p;
	bool any = false;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (O->fi[i].n_merge) {
			O->fi[i].merge_bad = xcalloc(O->fi[i].n_merge, sizeof *O->fi[i].merge_bad);
			any = true;
		}
	if (!any)
		return;
	size_t nv = (size_t)p->n_vars + 1;
	O->owner = xcalloc(nv, sizeof *O->owner);
	O->loop_of = xcalloc(nv, sizeof *O->loop_of);
	O->pos_of = xcalloc(nv, sizeof *O->pos_of);
	O->in_loop = xcalloc(nv, sizeof *O->in_loop);
	O->out_param = xcalloc(nv, sizeof *O->out_param);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (O->fi[i].incore || f->abstract)
			continue;
		index_owners(O, f->body, NULL, NULL);
		for (uint32_t k = 0; k < f->n_params; k++)
			O->out_param[f->params[k].var->id] = f->params[k].dir != DIR_IN;
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		if (O->fi[i].incore || p->funcs[i]->abstract)
			continue;
		struct site_walk w = {O, NULL, NULL};
		check_sites(&w, p->funcs[i]->body);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct fn_info *fi = &O->fi[i];
		uint32_t n = 0;
		for (uint32_t j = 0; j < fi->n_merge; j++)
			if (!fi->merge_bad[j])
				fi->merges[n++] = fi->merges[j];
		fi->n_merge = n;
		free(fi->merge_bad);
		fi->merge_bad = NULL;
	}
	free(O->owner);
	free(O->loop_of);
	free(O->pos_of);
	free(O->in_loop);
	free(O->out_param);
}

/* ---- Pattern 1: apply the merges ------------------------------------------------------ */

static void apply_merges(struct oot *O)
{
	struct program *p = O->p;
	bool any = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct fn_info *fi = &O->fi[i];
		if (!fi->n_merge)
			continue;
		any = true;
		fi->dropped = xcalloc(p->funcs[i]->n_params + 1, sizeof *fi->dropped);
		for (uint32_t k = 0; k < fi->n_merge; k++)
			fi->dropped[fi->merges[k].out] = true;
	}
	if (!any)
		return;
	O->def_var = xcalloc(p->n_vars + 1, sizeof *O->def_var);
	uint32_t *count = xcalloc(p->n_vars + 1, sizeof *count);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (O->fi[i].incore || f->abstract)
			continue;
		ir_walk_stmts_exprs(f->body, callsite_expr, O);
		if (!O->cands.n)
			continue;
		struct uses u = {count, O->def_var};
		ir_walk_stmts_exprs(f->body, count_expr, &u);
		struct dead d = {O, count};
		f->body = ir_rewrite_stmts(p->arena, f->body, drop_dead, &d);
		for (size_t k = 0; k < O->cands.n; k++) {
			struct var *v = O->cands.items[k];
			count[v->id] = 0;
			O->def_var[v->id] = NULL;
		}
		O->cands.n = 0;
	}
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (O->fi[i].n_merge)
			rewrite_incore(O, p->funcs[i], &O->fi[i]);
	free(count);
	free(O->def_var);
	O->def_var = NULL;
	vec_free(&O->cands);
}

/* ---- Patterns 2 and 4: strides of the caller's tensors ------------------------------- */

/* Row-major strides of the last `rank` dims of a constant shape (n > 0), or n = 0. */
static struct expr_list trailing_strides(struct arena *a, struct expr_list shape, uint32_t rank,
					 struct span sp)
{
	struct expr_list s = {0, NULL};
	int64_t prod = 1, d;
	for (uint32_t i = 0; i < shape.n; i++)
		if (!ir_expr_is_const_int(shape.v[i], &d))
			return s;
	if (rank > shape.n || !rank)
		return s;
	s = ir_expr_list_new(a, rank);
	for (uint32_t i = shape.n; i-- > 0;) {
		if (i >= shape.n - rank)
			s.v[i - (shape.n - rank)] = ir_new_int(a, prod, DT_INDEX, sp);
		ir_expr_is_const_int(shape.v[i], &d);
		if (d && prod > INT64_MAX / (d < 0 ? -d : d))
			return (struct expr_list){0, NULL};
		prod *= d;
	}
	return s;
}

/* t with an ND view of the given strides (its memref kept). */
static const struct type *with_strides(struct arena *a, const struct type *t, struct expr_list st)
{
	struct tensor_view v = {.stride = st, .layout = TLY_ND};
	return ir_type_tensor(a, t->shape, (enum dtype)t->dtype, &v, t->memref);
}

static void note_incore_result(struct oot *O, struct var *v, int fx, uint32_t ret)
{
	O->body_def[v->id] = (uint32_t)fx + 1;
	O->yield_pos[v->id] = ret;
}

/* tensor.assemble(parent, r, offsets) of an InCore call's result r: the function's return
 * value lives in parent (last one seen wins). */
static bool assemble_stmt(struct stmt *s, void *ctx)
{
	struct oot *O = ctx;
	if (s->kind != ST_ASSIGN)
		return true;
	struct expr *c = s->u.assign.value;
	if (c->kind == EX_GETITEM && var_of(c->u.get.x) && O->body_def[var_of(c->u.get.x)->id]) {
		struct var *t = var_of(c->u.get.x);
		note_incore_result(O, s->u.assign.var, (int)O->body_def[t->id] - 1, (uint32_t)c->u.get.index);
	} else if (c->kind == EX_FCALL && c->u.fcall.callee) {
		int fx = func_index(O, c->u.fcall.callee);
		const struct function *g = c->u.fcall.callee;
		if (fx >= 0 && O->fi[fx].incore && g->n_rets)
			note_incore_result(O, s->u.assign.var, fx, g->n_rets == 1 ? 0 : UINT32_MAX);
	} else if (c->kind == EX_CALL && c->u.call.op == O->op_assemble && c->u.call.args.n == 3) {
		struct var *parent = var_of(c->u.call.args.v[0]), *src = var_of(c->u.call.args.v[1]);
		if (!parent || !src || !O->body_def[src->id] || O->yield_pos[src->id] == UINT32_MAX ||
		    !is_plain_tensor(parent->type))
			return true;
		struct fn_info *fi = &O->fi[O->body_def[src->id] - 1];
		const struct function *g = O->p->funcs[O->body_def[src->id] - 1];
		if (O->yield_pos[src->id] >= g->n_rets)
			return true;
		if (!fi->pshape)
			fi->pshape = xcalloc(g->n_rets, sizeof *fi->pshape);
		fi->pshape[O->yield_pos[src->id]] = &parent->type->shape;
	}
	return true;
}

struct retype {
	struct oot *O;
	bool *changed; /* by var id: parameters given strides */
};

static bool retype_store(struct stmt *s, void *ctx)
{
	struct retype *r = ctx;
	if (!is_call_of(s, r->O->op_store) || s->u.assign.value->u.call.args.n < 3)
		return true;
	struct var *out = var_of(s->u.assign.value->u.call.args.v[2]);
	if (out && r->changed[out->id]) {
		s->u.assign.value->type = out->type;
		s->u.assign.var->type = out->type;
	}
	return true;
}

/* Pattern 2: an Out parameter whose result the caller assembles into a larger tensor gets
 * that tensor's row-major strides, and so do the stores into it. */
static void assemble_parent_strides(struct oot *O)
{
	struct program *p = O->p;
	bool walked = false; /* the tables below were written */
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O->fi[i].incore && !p->funcs[i]->abstract) {
			ir_walk_stmts(p->funcs[i]->body, assemble_stmt, O);
			walked = true;
		}
	if (walked) {
		memset(O->body_def, 0, (p->n_vars + 1) * sizeof *O->body_def);
		memset(O->yield_pos, 0, (p->n_vars + 1) * sizeof *O->yield_pos);
	}
	bool *changed = xcalloc(p->n_vars + 1, sizeof *changed);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		struct fn_info *fi = &O->fi[i];
		if (!fi->pshape)
			continue;
		uint32_t *mp, *mr, n = out_mappings(O, f, &mp, &mr);
		bool any = false;
		for (uint32_t k = 0; k < n; k++) {
			const struct expr_list *ps = fi->pshape[mr[k]];
			struct var *v = f->params[mp[k]].var;
			if (!ps || !is_plain_tensor(v->type))
				continue;
			struct expr_list st = trailing_strides(p->arena, *ps, v->type->shape.n, v->span);
			if (!st.n)
				continue;
			v->type = with_strides(p->arena, v->type, st);
			changed[v->id] = any = true;
		}
		if (any) {
			struct retype r = {O, changed};
			ir_walk_stmts(f->body, retype_store, &r);
		}
		free(mp);
		free(mr);
	}
	free(changed);
}

static bool slice_stmt(struct stmt *s, void *ctx)
{
	struct oot *O = ctx;
	if (s->kind != ST_ASSIGN)
		return true;
	struct expr *c = s->u.assign.value;
	if (c->kind == EX_CALL && c->u.call.op == O->op_slice && c->u.call.args.n >= 3) {
		struct var *parent = var_of(c->u.call.args.v[0]);
		if (parent && is_plain_tensor(parent->type))
			O->what[s->u.assign.var->id] = parent;
		return true;
	}
	if (c->kind != EX_FCALL || !c->u.fcall.callee)
		return true;
	int fx = func_index(O, c->u.fcall.callee);
	if (fx < 0 || !O->fi[fx].incore)
		return true;
	const struct function *g = c->u.fcall.callee;
	struct fn_info *fi = &O->fi[fx];
	for (uint32_t i = 0; i < c->u.fcall.args.n && i < g->n_params; i++) {
		struct var *a = var_of(c->u.fcall.args.v[i]);
		if (g->params[i].dir != DIR_IN || !a || !O->what[a->id])
			continue;
		if (!fi->slice_state) {
			fi->slice_state = xcalloc(g->n_params, sizeof *fi->slice_state);
			fi->slice_parent = xcalloc(g->n_params, sizeof *fi->slice_parent);
		}
		const struct type *pt = O->what[a->id]->type;
		if (fi->slice_state[i] == 0) {
			fi->slice_state[i] = 1;
			fi->slice_parent[i] = &pt->shape;
		} else if (fi->slice_state[i] == 1) {
			struct type x = *pt;
			struct type y = x;
			y.shape = *fi->slice_parent[i];
			if (!same_static_tensor(&x, &y))
				fi->slice_state[i] = 2;
		}
	}
	return true;
}

/* Pattern 4: an In parameter the callers pass tensor.slice views of (all of parents of one
 * constant shape) gets the parent's row-major strides, unless it has strides already. */
static void slice_input_strides(struct oot *O)
{
	struct program *p = O->p;
	bool walked = false; /* `what` was written */
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O->fi[i].incore && !p->funcs[i]->abstract) {
			ir_walk_stmts(p->funcs[i]->body, slice_stmt, O);
			walked = true;
		}
	if (walked)
		memset(O->what, 0, (p->n_vars + 1) * sizeof *O->what);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		struct fn_info *fi = &O->fi[i];
		for (uint32_t k = 0; fi->slice_state && k < f->n_params; k++) {
			struct var *v = f->params[k].var;
			if (fi->slice_state[k] != 1 || !is_plain_tensor(v->type) ||
			    (v->type->tview && v->type->tview->stride.n))
				continue;
			struct expr_list st = trailing_strides(p->arena, *fi->slice_parent[k], v->type->shape.n,
							       v->span);
			if (st.n)
				v->type = with_strides(p->arena, v->type, st);
		}
	}
}

/* ---- Pattern 3: tile.assemble loops store into the Out parameter ---------------------- */

struct asm_loop {
	struct oot *O;
	struct function *f;
	uint32_t *store_of; /* by var id: the tile a returned store into an Out param writes -> ret + 1 */
	struct stmt *ret;
	bool *dead;         /* by var id: definitions to delete */
	bool any;
};

/* The integer value of e on the trip where loop var lv is val: constants, lv, + - * // %
 * min max and casts over them, and vars whose single assignment is such an expression (at
 * most 8 deep). */
static bool trip_int(const struct oot *O, const struct expr *e, const struct var *lv, int64_t val,
		     int depth, int64_t *out)
{
	if (!e || depth > 8)
		return false;
	if (ir_expr_is_const_int(e, out))
		return true;
	int64_t l, r;
	switch (e->kind) {
	case EX_VAR: {
		if (e->u.var == lv) {
			*out = val;
			return true;
		}
		const struct stmt *d = O->def[e->u.var->id];
		return d && d->kind == ST_ASSIGN && trip_int(O, d->u.assign.value, lv, val, depth + 1, out);
	}
	case EX_CAST:
		return trip_int(O, e->u.un.x, lv, val, depth + 1, out);
	case EX_BINARY:
		if (!trip_int(O, e->u.bin.l, lv, val, depth + 1, &l) ||
		    !trip_int(O, e->u.bin.r, lv, val, depth + 1, &r))
			return false;
		switch (e->u.bin.op) {
		case BO_ADD: return !__builtin_add_overflow(l, r, out);
		case BO_SUB: return !__builtin_sub_overflow(l, r, out);
		case BO_MUL: return !__builtin_mul_overflow(l, r, out);
		case BO_MIN: *out = l < r ? l : r; return true;
		case BO_MAX: *out = l > r ? l : r; return true;
		case BO_FLOORDIV:
		case BO_MOD:
			if (r == 0 || (l == INT64_MIN && r == -1))
				return false;
			int64_t q = l / r, m = l % r;
			if (m != 0 && ((m < 0) != (r < 0))) {
				q--;
				m += r;
			}
			*out = e->u.bin.op == BO_MOD ? m : q;
			return true;
		default:
			return false;
		}
	default:
		return false;
	}
}

enum { COVER_MAX_ELEMS = 1 << 20, COVER_MAX_WORK = 1 << 22 };

/* Whether the loop's `tile.assemble(acc, t, offsets)` as, over all its trips, writes every
 * element of the accumulated tile (static shape tile_t): then the values the loop starts
 * from are all overwritten and starting from the Out parameter instead keeps the numbers.
 * Needs constant bounds and offsets computable per trip; bounded work, else false. */
static bool assemble_covers(const struct oot *O, const struct stmt *l, const struct expr *call,
			    const struct type *tile_t)
{
	enum { MAXR = 8 };
	int64_t n, start, step, dim[MAXR], ext[MAXR];
	const struct expr *offs = call->u.call.args.v[2];
	const struct type *pt = ir_expr_type(call->u.call.args.v[1]);
	uint32_t rank = tile_t->shape.n;
	if (!ir_loop_trip_count(l, &n) || n <= 0 || !ir_expr_is_const_int(l->u.loop.start, &start) ||
	    !ir_expr_is_const_int(l->u.loop.step, &step) || !pt || pt->kind != TY_TILE ||
	    pt->shape.n != rank || !offs || offs->kind != EX_LIST || offs->u.list.n != rank ||
	    !ir_shape_static(tile_t->shape, dim, MAXR) || !ir_shape_static(pt->shape, ext, MAXR))
		return false;
	uint64_t total = 1, piece = 1;
	for (uint32_t d = 0; d < rank; d++) {
		if (dim[d] <= 0 || ext[d] <= 0 || ext[d] > dim[d])
			return false;
		total *= (uint64_t)dim[d];
		piece *= (uint64_t)ext[d];
		if (total > COVER_MAX_ELEMS)
			return false;
	}
	if ((uint64_t)n > COVER_MAX_WORK / piece)
		return false;
	bool *seen = xcalloc(total, sizeof *seen);
	uint64_t covered = 0;
	bool ok = true;
	for (int64_t k = 0; k < n && ok; k++) {
		int64_t val, o[MAXR], idx[MAXR] = {0};
		ok = !__builtin_mul_overflow(k, step, &val) && !__builtin_add_overflow(val, start, &val);
		for (uint32_t d = 0; d < rank && ok; d++)
			ok = trip_int(O, offs->u.list.v[d], l->u.loop.loop_var, val, 0, &o[d]) && o[d] >= 0 &&
			     o[d] <= dim[d] - ext[d];
		for (uint64_t e = 0; ok && e < piece; e++) {
			uint64_t at = 0;
			for (uint32_t d = 0; d < rank; d++)
				at = at * (uint64_t)dim[d] + (uint64_t)(o[d] + idx[d]);
			covered += !seen[at];
			seen[at] = true;
			for (uint32_t d = rank; d-- > 0;) {
				if (++idx[d] < ext[d])
					break;
				idx[d] = 0;
			}
		}
	}
	free(seen);
	return ok && covered == total;
}

/* Whether init is `tile.load(out, [0, ..], shape)` of the whole tile, not transposed: the
 * Out parameter's own prior value, which starting from out keeps. */
static bool init_is_out(const struct oot *O, const struct expr *init, const struct var *out,
			const struct type *tile_t)
{
	const struct var *v = var_of(init);
	const struct stmt *d = v ? O->def[v->id] : NULL;
	if (!is_call_of(d, O->op_load) || d->u.assign.value->u.call.args.n < 3)
		return false;
	const struct expr *c = d->u.assign.value;
	int k = ir_kwarg_index(c->u.call.op, "transpose");
	if (var_of(c->u.call.args.v[0]) != out || (k >= 0 && c->u.call.kwargs[k].present && c->u.call.kwargs[k].i))
		return false;
	const struct expr *offs = c->u.call.args.v[1];
	int64_t z;
	if (offs->kind != EX_LIST)
		return false;
	for (uint32_t i = 0; i < offs->u.list.n; i++)
		if (!ir_expr_is_const_int(offs->u.list.v[i], &z) || z != 0)
			return false;
	return ir_type_equal(ir_expr_type(init), tile_t);
}

/* A loop with one iter arg whose body's only use of it is `acc' = tile.assemble(acc, t,
 * offsets)` yielded back, and whose result is stored into an Out parameter and returned:
 * the iter arg starts as the Out parameter and each assemble stores into it.  Only where that
 * keeps the numbers: the store is at the origin, and the loop's start value is out's own
 * (a load of it) or the assembles overwrite all of it. */
static void asm_loop(struct asm_loop *A, struct stmt *l)
{
	struct oot *O = A->O;
	if (l->u.loop.n_iter != 1 || !A->store_of[l->u.loop.return_vars[0]->id])
		return;
	struct stmt_list body = l->u.loop.body;
	struct stmt *y = body.n ? body.v[body.n - 1] : NULL;
	if (!y || y->kind != ST_YIELD || y->u.ret.values.n != 1)
		return;
	struct var *ia = l->u.loop.iter[0].var;
	struct stmt *as = NULL;
	for (uint32_t i = 0; i < body.n && !as; i++)
		if (is_call_of(body.v[i], O->op_tile_assemble) && body.v[i]->u.assign.value->u.call.args.n >= 3 &&
		    var_of(body.v[i]->u.assign.value->u.call.args.v[0]) == ia)
			as = body.v[i];
	if (!as || var_of(y->u.ret.values.v[0]) != as->u.assign.var)
		return;
	for (uint32_t i = 0; i < body.n; i++)
		if (body.v[i] != as && body.v[i]->kind != ST_YIELD && stmt_reads(body.v[i], ia))
			return;
	uint32_t r = A->store_of[l->u.loop.return_vars[0]->id] - 1;
	struct var *sv = var_of(A->ret->u.ret.values.v[r]);
	struct stmt *st = O->def[sv->id];
	struct var *out = var_of(st->u.assign.value->u.call.args.v[2]);
	struct expr *init = l->u.loop.iter[0].init;
	/* the pieces are stored at their own offsets, so the final store must be at the origin;
	 * and the values the loop starts from must be out's own or all overwritten */
	const struct expr *soffs = st->u.assign.value->u.call.args.v[1];
	int64_t z;
	if (!soffs || soffs->kind != EX_LIST)
		return;
	for (uint32_t i = 0; i < soffs->u.list.n; i++)
		if (!ir_expr_is_const_int(soffs->u.list.v[i], &z) || z != 0)
			return;
	if (!init_is_out(O, init, out, ia->type) && !assemble_covers(O, l, as->u.assign.value, ia->type))
		return;
	struct expr_list a = ir_expr_list_new(O->p->arena, 3);
	struct expr_list aa = as->u.assign.value->u.call.args;
	a.v[0] = aa.v[1];
	a.v[1] = aa.v[2];
	a.v[2] = ir_new_var_ref(O->p->arena, ia, as->u.assign.value->span);
	struct expr *call = ir_new_call(O->p->arena, O->op_store, a, as->u.assign.value->span);
	ia->type = out->type;
	if (!tc_deduce_call(O->p->arena, call))
		die("OptimizeOrchTensors: the tile.store replacing a tile.assemble does not type");
	l->u.loop.iter[0].init = ir_new_var_ref(O->p->arena, out, init ? init->span : l->span);
	as->u.assign.value = call;
	as->u.assign.var->type = call->type;
	l->u.loop.return_vars[0]->type = out->type;
	for (uint32_t i = 0; i < A->ret->u.ret.values.n; i++)
		if (var_of(A->ret->u.ret.values.v[i]) == sv)
			A->ret->u.ret.values.v[i] = ir_new_var_ref(O->p->arena, l->u.loop.return_vars[0],
								   A->ret->u.ret.values.v[i]->span);
	A->dead[sv->id] = true;
	if (var_of(init))
		A->dead[var_of(init)->id] = true;
	A->any = true;
}

/* For loops innermost first, in statement order. */
static void asm_loops(struct asm_loop *A, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt_list *ch[2];
		int n = ir_stmt_children(l.v[i], ch);
		for (int k = 0; k < n; k++)
			asm_loops(A, *ch[k]);
		if (l.v[i]->kind == ST_FOR)
			asm_loop(A, l.v[i]);
	}
}

static bool last_return(struct stmt *s, void *ctx)
{
	if (s->kind == ST_RETURN)
		*(struct stmt **)ctx = s;
	return true;
}

static void drop_unread(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct asm_loop *A = ctx;
	if (s->kind == ST_ASSIGN && A->dead[s->u.assign.var->id] && !A->O->uses[s->u.assign.var->id])
		return;
	ir_sb_push(out, s);
}

static void assemble_loops(struct oot *O)
{
	struct program *p = O->p;
	struct asm_loop A = {.O = O, .store_of = O->arg_pos, .dead = xcalloc(p->n_vars + 1, sizeof *A.dead)};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		bool has_out = false;
		for (uint32_t k = 0; k < f->n_params; k++)
			has_out |= f->params[k].dir == DIR_OUT;
		if (!O->fi[i].incore || f->abstract || !has_out)
			continue;
		A.f = f;
		A.ret = NULL;
		A.any = false;
		ir_walk_stmts(f->body, last_return, &A.ret);
		if (!A.ret)
			continue;
		/* the returned stores into Out parameters, by the tile they store */
		struct expr_list rv = A.ret->u.ret.values;
		for (uint32_t r = 0; r < rv.n; r++) {
			struct stmt *st = var_of(rv.v[r]) ? O->def[var_of(rv.v[r])->id] : NULL;
			struct var *out = is_call_of(st, O->op_store) && st->u.assign.value->u.call.args.n >= 3
						  ? var_of(st->u.assign.value->u.call.args.v[2]) : NULL;
			bool is_out = false;
			for (uint32_t k = 0; out && k < f->n_params; k++)
				is_out |= f->params[k].var == out && f->params[k].dir == DIR_OUT;
			struct var *tile = is_out ? var_of(st->u.assign.value->u.call.args.v[0]) : NULL;
			if (tile)
				A.store_of[tile->id] = r + 1;
		}
		asm_loops(&A, f->body);
		for (uint32_t r = 0; r < rv.n; r++) {
			struct stmt *st = var_of(rv.v[r]) ? O->def[var_of(rv.v[r])->id] : NULL;
			if (is_call_of(st, O->op_store) && st->u.assign.value->u.call.args.n &&
			    var_of(st->u.assign.value->u.call.args.v[0]))
				A.store_of[var_of(st->u.assign.value->u.call.args.v[0])->id] = 0;
		}
		if (A.any) {
			ir_walk_stmts_exprs(f->body, count_read, O->uses);
			f->body = ir_rewrite_stmts(p->arena, f->body, drop_unread, &A);
		}
	}
	free(A.dead);
}

/* ---- Pattern 5: call-site windows of `windowize` kernels ------------------------------ */

/* One windowed tensor parameter: the callee touches only the window `shape` at `offs`
 * (expressions over its parameters). */
struct win {
	uint32_t param;
	bool out;
	struct expr_list shape, offs;
};

struct wfn {
	uint32_t n;
	struct win *w;          /* in parameter order */
	struct function *clone; /* <fn>__windowed, once a call site uses it */
};

struct p5 {
	struct oot *O;
	struct wfn *wf;   /* [n_funcs] */
	struct function *f;
	struct pu_names names;
	bool changed;
};

static bool attr_true(const struct function *f, const char *key)
{
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (strcmp(f->attrs.v[i].key, key) == 0) {
			const struct expr *v = f->attrs.v[i].value;
			return v && v->kind == EX_BOOL && v->u.b;
		}
	return false;
}

static bool only_params(struct expr *e, void *ctx)
{
	bool *ok = ctx;
	if (e->kind == EX_VAR && e->u.var->kind != VAR_PARAM)
		*ok = false;
	return *ok;
}

/* A list of constant extents and a list of offsets over the function's parameters, of one
 * rank; not the whole tensor at the origin. */
static bool window_ok(const struct type *t, const struct expr *shape, const struct expr *offs)
{
	if (!shape || !offs || shape->kind != EX_LIST || offs->kind != EX_LIST ||
	    shape->u.list.n != t->shape.n || offs->u.list.n != t->shape.n || !t->shape.n)
		return false;
	bool whole = true, ok = true;
	for (uint32_t i = 0; i < t->shape.n; i++) {
		int64_t w, d, o;
		if (!ir_expr_is_const_int(shape->u.list.v[i], &w) || w <= 0)
			return false;
		if (!ir_expr_is_const_int(t->shape.v[i], &d) || d != w ||
		    !ir_expr_is_const_int(offs->u.list.v[i], &o) || o != 0)
			whole = false;
		ir_walk_expr(offs->u.list.v[i], only_params, &ok);
	}
	return ok && !whole;
}

struct pref {
	const struct var *v;
	struct oot *O;
	uint32_t refs, matched;
	bool bad;
	struct expr *shape, *offs; /* of the first matched access */
};

/* Accesses of an In parameter: tile.load (not transposed) or tensor.slice of it, all of one
 * window. */
static bool in_access(struct expr *e, void *ctx)
{
	struct pref *r = ctx;
	if (e->kind == EX_VAR && e->u.var == r->v)
		r->refs++;
	if (e->kind != EX_CALL || e->u.call.args.n < 3 || var_of(e->u.call.args.v[0]) != r->v)
		return true;
	unsigned op = e->u.call.op;
	struct expr *shape, *offs;
	if (op == r->O->op_load) {
		int k = ir_kwarg_index(op, "transpose");
		if (k >= 0 && e->u.call.kwargs[k].present && e->u.call.kwargs[k].i)
			r->bad = true;
		offs = e->u.call.args.v[1];
		shape = e->u.call.args.v[2];
	} else if (op == r->O->op_slice) {
		shape = e->u.call.args.v[1];
		offs = e->u.call.args.v[2];
		if (e->u.call.args.n > 3)
			r->bad = true; /* a valid_shape / drop_dims window */
	} else {
		return true;
	}
	if (!r->shape) {
		r->shape = shape;
		r->offs = offs;
	} else if (!ir_expr_equal_exact(shape, r->shape) || !ir_expr_equal_exact(offs, r->offs)) {
		r->bad = true;
	}
	r->matched++;
	return true;
}

/* The windows of a `windowize` InCore function: its one returned value stored by a final
 * tile.store into an Out parameter read nowhere else, and In parameters read only through
 * one window. */
static void p5_analyze(struct p5 *P, struct function *f, struct wfn *wf)
{
	struct oot *O = P->O;
	if (!pu_incore(f) || f->abstract || !attr_true(f, "windowize") || !f->n_rets)
		return;
	wf->w = xcalloc(f->n_params + 1, sizeof *wf->w);
	struct stmt *ret = NULL;
	for (uint32_t i = 0; i < f->body.n; i++)
		if (f->body.v[i]->kind == ST_RETURN)
			ret = f->body.v[i];
	struct var *rv = ret && f->n_rets == 1 && ret->u.ret.values.n == 1
				  ? var_of(ret->u.ret.values.v[0]) : NULL;
	struct stmt *store = NULL;
	for (uint32_t i = 0; rv && i < f->body.n; i++)
		if (f->body.v[i]->kind == ST_ASSIGN && f->body.v[i]->u.assign.var == rv &&
		    is_call_of(f->body.v[i], O->op_store))
			store = f->body.v[i];
	for (uint32_t k = 0; k < f->n_params; k++) {
		struct var *v = f->params[k].var;
		if (!is_plain_tensor(v->type))
			continue;
		if (f->params[k].dir == DIR_OUT && store) {
			struct expr *c = store->u.assign.value;
			struct refs r = {v, 0};
			ir_walk_stmts_exprs(f->body, count_refs, &r);
			const struct type *tt = ir_expr_type(c->u.call.args.v[0]);
			if (var_of(c->u.call.args.v[2]) != v || r.n != 1 || refs_in(c, v) != 1 ||
			    tt->kind != TY_TILE || tt->shape.n != v->type->shape.n)
				continue;
			struct expr *shape = ir_new_list(O->p->arena, tt->shape, c->span);
			if (!window_ok(v->type, shape, c->u.call.args.v[1]))
				continue;
			wf->w[wf->n++] = (struct win){k, true, tt->shape, c->u.call.args.v[1]->u.list};
		} else if (f->params[k].dir == DIR_IN) {
			struct pref r = {v, O, 0, 0, false, NULL, NULL};
			ir_walk_stmts_exprs(f->body, in_access, &r);
			if (r.bad || !r.matched || r.refs != r.matched || !window_ok(v->type, r.shape, r.offs))
				continue;
			wf->w[wf->n++] = (struct win){k, false, r.shape->u.list, r.offs->u.list};
		}
	}
}

/* The window's type: its extents, the parameter's strides (row-major of its shape when it
 * has none), NULL when those are not constant. */
static const struct type *window_type(struct arena *a, const struct type *t, const struct win *w)
{
	struct tensor_view v = {.layout = TLY_ND};
	if (t->tview) {
		v = *t->tview;
		if (v.valid_shape.n)
			v.valid_shape = w->shape;
	}
	if (!v.stride.n) {
		if (v.layout != TLY_ND)
			return NULL;
		v.stride = trailing_strides(a, t->shape, t->shape.n, w->shape.v[0]->span);
		if (!v.stride.n)
			return NULL;
	}
	return ir_type_tensor(a, w->shape, (enum dtype)t->dtype, &v, t->memref);
}

static struct var *fresh_copy(struct cl_map *m, struct var *v)
{
	return ir_new_var(m->p, v->name, (enum var_kind)v->kind, cl_type(m, v->type), v->span);
}

struct rebase {
	struct oot *O;
	const struct function *g;
	const struct wfn *wf;
	struct var **pmap; /* [n_params]: the clone's parameters */
};

static struct expr *zeros(struct arena *a, uint32_t n, struct span sp)
{
	struct expr_list l = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = ir_new_int(a, 0, DT_INDEX, sp);
	return ir_new_list(a, l, sp);
}

static int window_param(const struct rebase *R, const struct var *v)
{
	for (uint32_t i = 0; v && i < R->wf->n; i++)
		if (R->pmap[R->wf->w[i].param] == v)
			return (int)R->wf->w[i].param;
	return -1;
}

/* In the clone: accesses of a windowed parameter start at the window's origin; a store
 * into the windowed Out parameter returns the window. */
static bool rebase_stmt(struct stmt *s, void *ctx)
{
	struct rebase *R = ctx;
	struct oot *O = R->O;
	if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL)
		return true;
	struct expr *c = s->u.assign.value;
	unsigned op = c->u.call.op;
	struct arena *a = O->p->arena;
	if ((op == O->op_load || op == O->op_slice) && c->u.call.args.n >= 3 &&
	    window_param(R, var_of(c->u.call.args.v[0])) >= 0) {
		uint32_t at = op == O->op_load ? 1 : 2;
		c->u.call.args.v[at] = zeros(a, c->u.call.args.v[at]->u.list.n, c->u.call.args.v[at]->span);
	} else if (op == O->op_store && c->u.call.args.n >= 3) {
		struct var *out = var_of(c->u.call.args.v[2]);
		if (window_param(R, out) < 0)
			return true;
		c->u.call.args.v[1] = zeros(a, c->u.call.args.v[1]->u.list.n, c->u.call.args.v[1]->span);
		c->type = out->type;
		s->u.assign.var->type = out->type;
	}
	return true;
}

/* <fn>__windowed: the windowed parameters typed as their windows, the accesses rebased. */
static struct function *make_clone(struct oot *O, struct function *g, const struct wfn *wf)
{
	struct program *p = O->p;
	struct arena *a = p->arena;
	struct var **pmap = xcalloc(g->n_params + 1, sizeof *pmap);
	const struct type **pt = xcalloc(g->n_params + 1, sizeof *pt);
	for (uint32_t i = 0; i < wf->n; i++) {
		const struct win *w = &wf->w[i];
		pt[w->param] = window_type(a, g->params[w->param].var->type, w);
		if (!pt[w->param]) {
			free(pmap);
			free(pt);
			return NULL;
		}
	}
	struct buf nb = {0};
	buf_printf(&nb, "%s__windowed", g->name);
	const char *name = intern_cstr(nb.data);
	for (unsigned k = 1; ir_find_function(p, name); k++) {
		buf_clear(&nb);
		buf_printf(&nb, "%s__windowed_%u", g->name, k);
		name = intern_cstr(nb.data);
	}
	buf_free(&nb);
	struct cl_map m;
	cl_init(&m, p);
	m.fresh = fresh_copy;
	struct function *f = ARENA_NEW(a, struct function);
	*f = *g;
	f->name = name;
	f->params = ARENA_ARRAY(a, struct param, g->n_params + 1);
	for (uint32_t i = 0; i < g->n_params; i++) {
		struct var *v = g->params[i].var;
		pmap[i] = ir_new_var(p, v->name, (enum var_kind)v->kind, pt[i] ? pt[i] : v->type, v->span);
		cl_set_var(&m, v, pmap[i]);
		f->params[i] = (struct param){pmap[i], g->params[i].dir};
	}
	for (uint32_t i = 0; i < g->n_params; i++)
		if (!pt[i])
			pmap[i]->type = cl_type(&m, pmap[i]->type);
	f->body = cl_stmts(&m, g->body);
	f->rets = ARENA_ARRAY(a, const struct type *, g->n_rets + 1);
	for (uint32_t i = 0; i < g->n_rets; i++)
		f->rets[i] = cl_type(&m, g->rets[i]);
	for (uint32_t i = 0; i < wf->n; i++)
		if (wf->w[i].out)
			f->rets[0] = pt[wf->w[i].param];
	cl_free(&m);
	struct rebase R = {O, g, wf, pmap};
	ir_walk_stmts(f->body, rebase_stmt, &R);
	free(pmap);
	free(pt);
	return f;
}

static struct expr_list map_list(struct cl_map *m, struct arena *a, struct expr_list l)
{
	struct expr_list r = ir_expr_list_new(a, l.n);
	for (uint32_t i = 0; i < l.n; i++)
		r.v[i] = cl_expr(m, l.v[i]);
	return r;
}

static struct stmt *new_def(struct p5 *P, const char *base, const char *suffix, struct expr *value,
			    struct span sp)
{
	struct buf nb = {0};
	buf_printf(&nb, "%s%s", base, suffix);
	const char *name = pu_fresh_name(&P->names, nb.data);
	buf_free(&nb);
	struct var *v = ir_new_var(P->O->p, name, VAR_LOCAL, ir_expr_type(value), sp);
	return ir_new_assign(P->O->p->arena, v, value, sp);
}

static struct expr *op_call3(struct arena *a, unsigned op, struct expr *x, struct expr *y,
			     struct expr *z, struct span sp)
{
	struct expr *args[3] = {x, y, z};
	struct expr *c = ir_new_call(a, op, (struct expr_list){3, args}, sp);
	if (!tc_deduce_call(a, c))
		die("optimize_orch_tensors: a window's %s does not type", spec_ops[op].name);
	return c;
}

/* x = self.g(args) of a windowed g: slices of the windowed arguments (In parameters, then
 * the Out one), the call of g__windowed on them, and the Out window assembled back into
 * its tensor as x. */
static void p5_site(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct p5 *P = ctx;
	struct oot *O = P->O;
	struct arena *a = O->p->arena;
	struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	int fx = c && c->kind == EX_FCALL && c->u.fcall.callee && !c->u.fcall.submit
			 ? func_index(O, c->u.fcall.callee) : -1;
	struct wfn *wf = fx >= 0 ? &P->wf[fx] : NULL;
	struct function *g = fx >= 0 ? O->p->funcs[fx] : NULL;
	bool ok = wf && wf->n && c->u.fcall.args.n == g->n_params;
	for (uint32_t i = 0; ok && i < wf->n; i++) {
		struct var *av = var_of(c->u.fcall.args.v[wf->w[i].param]);
		ok = av && is_plain_tensor(av->type) && av->type->shape.n == wf->w[i].shape.n;
		for (uint32_t j = 0; ok && j < i; j++)
			ok = var_of(c->u.fcall.args.v[wf->w[j].param]) != av;
	}
	if (ok && !wf->clone) {
		wf->clone = make_clone(O, g, wf);
		if (!wf->clone)
			wf->n = 0;
		ok = wf->clone != NULL;
	}
	if (!ok) {
		ir_sb_push(out, s);
		return;
	}
	struct cl_map m;
	cl_init(&m, O->p);
	for (uint32_t i = 0; i < g->n_params; i++)
		cl_set_use(&m, g->params[i].var, c->u.fcall.args.v[i]);
	struct expr_list args = ir_expr_list_copy(a, c->u.fcall.args);
	const struct win *ow = NULL;
	struct expr *ooffs = NULL;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < wf->n; i++) {
			const struct win *w = &wf->w[i];
			if (w->out != (pass == 1))
				continue;
			struct var *av = var_of(c->u.fcall.args.v[w->param]);
			struct expr *offs = ir_new_list(a, map_list(&m, a, w->offs), s->span);
			struct expr *sl = op_call3(a, O->op_slice, ir_new_var_ref(a, av, s->span),
						   ir_new_list(a, ir_expr_list_copy(a, w->shape), s->span), offs, s->span);
			struct stmt *d = new_def(P, av->name, "__window", sl, s->span);
			ir_sb_push(out, d);
			args.v[w->param] = ir_new_var_ref(a, d->u.assign.var, s->span);
			if (w->out) {
				ow = w;
				ooffs = offs;
			}
		}
	cl_free(&m);
	struct function *cf = wf->clone;
	struct expr *call = ir_new_fcall(a, cf->name, cf, args, c->span);
	call->u.fcall.attrs = c->u.fcall.attrs;
	call->type = tc_fcall_type(a, cf, args);
	struct var *x = s->u.assign.var;
	if (!ow) {
		ir_sb_push(out, ir_new_assign(a, x, call, s->span));
	} else {
		struct stmt *d = new_def(P, x->name, "__windowed", call, s->span);
		ir_sb_push(out, d);
		struct var *parent = var_of(c->u.fcall.args.v[ow->param]);
		struct expr *as = op_call3(a, O->op_assemble, ir_new_var_ref(a, parent, s->span),
					   ir_new_var_ref(a, d->u.assign.var, s->span),
					   ir_expr_copy(a, ooffs), s->span);
		ir_sb_push(out, ir_new_assign(a, x, as, s->span));
	}
	P->changed = true;
}

/* Pattern 5: a `windowize` InCore function gets a clone <fn>__windowed over the windows it
 * touches, called from orchestration functions on tensor.slice windows of its arguments. */
static void out_windows(struct oot *O)
{
	struct program *p = O->p;
	uint32_t n_funcs = p->n_funcs;
	struct p5 P = {.O = O, .wf = xcalloc(n_funcs + 1, sizeof *P.wf)};
	bool any = false;
	for (uint32_t i = 0; i < n_funcs; i++) {
		p5_analyze(&P, p->funcs[i], &P.wf[i]);
		any |= P.wf[i].n != 0;
	}
	for (uint32_t i = 0; any && i < n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind != FK_Orchestration || f->abstract)
			continue;
		P.f = f;
		pu_names_init(&P.names, f);
		f->body = ir_rewrite_stmts(p->arena, f->body, p5_site, &P);
		pu_names_free(&P.names);
	}
	uint32_t n_clones = 0;
	for (uint32_t i = 0; i < n_funcs; i++)
		n_clones += P.wf[i].clone != NULL;
	if (n_clones) {
		struct function **v = ARENA_ARRAY(p->arena, struct function *, (size_t)n_funcs + n_clones);
		uint32_t n = 0;
		for (uint32_t i = 0; i < n_funcs; i++) {
			v[n++] = p->funcs[i];
			if (P.wf[i].clone)
				v[n++] = P.wf[i].clone;
		}
		p->funcs = v;
		p->n_funcs = n;
	}
	for (uint32_t i = 0; i < n_funcs; i++)
		free(P.wf[i].w);
	free(P.wf);
}

bool pass_optimize_orch_tensors(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	/* Patterns 1, 2, 4 and 5 rewrite what the calls of the other functions
	 * decide, pattern 3 a kernel's loop of tile.assembles: kernels alone
	 * without a tile.assemble (most programs of kernels) keep everything. */
	bool callers = false;
	for (uint32_t i = 0; i < p->n_funcs && !callers; i++)
		callers = !p->funcs[i]->abstract && !pu_incore(p->funcs[i]);
	if (!callers && !ir_op_made(pu_op_by_rule(TR_assemble, OK_tile)))
		return true;
	struct oot O = {.p = p, .fi = xcalloc(p->n_funcs + 1, sizeof *O.fi),
			.op_store = pu_op_by_rule(TR_store, OK_tile),
			.op_create = pu_op_by_rule(TR_tensor_create, OK_shape),
			.op_load = pu_op_by_rule(TR_load, OK_tensor),
			.op_tile_assemble = pu_op_by_rule(TR_assemble, OK_tile),
			.op_assemble = pu_op_by_rule(TR_assemble, OK_tensor),
			.op_slice = pu_op_by_rule(TR_slice, OK_tensor)};
	O.by_ptr = xcalloc(p->n_funcs + 1, sizeof *O.by_ptr);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		O.by_ptr[i] = (struct fptr){p->funcs[i], i};
	if (p->n_funcs)
		qsort(O.by_ptr, p->n_funcs, sizeof *O.by_ptr, cmp_fptr);
	size_t nv = (size_t)p->n_vars + 1;
	O.body_def = xcalloc(nv, sizeof *O.body_def);
	O.yield_pos = xcalloc(nv, sizeof *O.yield_pos);
	O.arg_pos = xcalloc(nv, sizeof *O.arg_pos);
	O.what = xcalloc(nv, sizeof *O.what);
	O.def = xcalloc(nv, sizeof *O.def);
	O.rv_init = xcalloc(nv, sizeof *O.rv_init);
	O.uses = xcalloc(nv, sizeof *O.uses);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		ir_walk_stmts(p->funcs[i]->body, index_stmt, &O);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		O.fi[i].incore = pu_incore(p->funcs[i]);
		if (O.fi[i].incore && !p->funcs[i]->abstract)
			O.fi[i].n_map = out_mappings(&O, p->funcs[i], &O.fi[i].map_param, &O.fi[i].map_ret);
	}
	/* Pattern 1: merges decided by loops, then by calls outside them */
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!O.fi[i].incore && !p->funcs[i]->abstract)
			analyze_body(&O, p->funcs[i]->body);
	standalone_merges(&O);
	safe_merges(&O);
	apply_merges(&O);
	assemble_parent_strides(&O);
	assemble_loops(&O);
	slice_input_strides(&O);
	out_windows(&O);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct fn_info *fi = &O.fi[i];
		free(fi->map_param);
		free(fi->map_ret);
		free(fi->merges);
		free(fi->dropped);
		free(fi->pairs);
		free(fi->pair_ok);
		free(fi->pshape);
		free(fi->slice_state);
		free(fi->slice_parent);
	}
	free(O.fi);
	free(O.by_ptr);
	free(O.body_def);
	free(O.yield_pos);
	free(O.arg_pos);
	free(O.what);
	free(O.def);
	free(O.rv_init);
	free(O.uses);
	return true;
}
