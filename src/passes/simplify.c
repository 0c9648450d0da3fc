/* Simplify: folds constants and rewrites integer and boolean scalar expressions by the rules of
 * specs/simplify.yaml (arith.h), everywhere they occur: values, loop bounds, conditions, call
 * arguments and the shapes of types.  A scalar assigned a constant once at the top level of a
 * function is propagated into its uses; other scalars, loop variables (over constant ranges)
 * and branch conditions bound the values the rules and proofs may assume.  An if whose
 * condition is provably true or false becomes the branch taken, and a sequential loop of
 * provably zero or one trip becomes its body (or nothing), their results substituted into the
 * code after them; a call re-tagging a tensor with its own layout is the tensor.  Last, a
 * conservative dead-code elimination drops unused scalar assignments whose value holds no call,
 * then the unused results of ifs (with the yields that fed them), then the scalar assignments
 * that only fed those.
 * requires: (nothing)
 * produces: (nothing)
 *
 * The pipeline runs this pass twice (after ConvertToSSA and after memory planning): the
 * reference runs the same pass both times, so nothing here depends on which run it is.
 * Every scope keeps its bindings to itself (an undo log), so the pass is linear in the size of
 * the function: dead-code elimination follows uses through a worklist. */
#include <stdlib.h>
#include <string.h>

#include "arith.h"
#include "pass.h"
#include "passes.h"
#include "typecheck.h"
#include "util.h"

struct rlog {
	uint32_t id;
	struct expr *old;
};

struct simp {
	struct program *p;
	struct arith *A;
	uint32_t nv;
	struct expr **remap;  /* [nv] what a var's uses become (folded loops and ifs) */
	struct rlog *log;     /* undo log of remap */
	uint32_t n_log, cap_log;
	uint8_t *assigned;    /* [nv] assignments seen (saturating at 2) */
	uint32_t *counted;    /* the ids assigned[] counts, to clear after the function */
	uint32_t n_counted, cap_counted;
	const struct type *kept; /* the type simp last found simplified to itself, or NULL */
	bool dce;             /* a scalar assignment or an if is left: dead code to look for */
	int depth;            /* 0 at the function's top level; +1 per loop body and if branch */
	int nest;             /* statement nesting (bounded by the parser; guarded anyway) */
};

/* ---- substitutions of folded control flow ---------------------------------------------- */

static struct expr *remap_cb(void *ctx, struct expr *ref)
{
	struct simp *S = ctx;
	uint32_t id = ref->u.var->id;
	return id < S->nv && S->remap[id] ? S->remap[id] : ref;
}

static void set_remap(struct simp *S, struct var *v, struct expr *e)
{
	if (v->id >= S->nv)
		return;
	if (S->n_log == S->cap_log) {
		S->cap_log = S->cap_log ? S->cap_log * 2 : 64;
		S->log = xrealloc(S->log, S->cap_log * sizeof *S->log);
	}
	S->log[S->n_log++] = (struct rlog){v->id, S->remap[v->id]};
	S->remap[v->id] = e;
}

static void restore_remap(struct simp *S, uint32_t mark)
{
	while (S->n_log > mark) {
		struct rlog *l = &S->log[--S->n_log];
		S->remap[l->id] = l->old;
	}
}

/* The substitutions made since `mark` (var id, value), to apply again after a restore. */
struct saved {
	uint32_t n;
	struct rlog *v;
};

static struct saved save_since(struct simp *S, uint32_t mark)
{
	struct saved s = {S->n_log - mark, NULL};
	if (s.n) {
		s.v = xmalloc(s.n * sizeof *s.v);
		for (uint32_t i = 0; i < s.n; i++)
			s.v[i] = (struct rlog){S->log[mark + i].id, S->remap[S->log[mark + i].id]};
	}
	return s;
}

static void apply_saved(struct simp *S, struct saved *s)
{
	for (uint32_t i = 0; i < s->n; i++) {
		struct rlog r = s->v[i];
		if (S->n_log == S->cap_log) {
			S->cap_log = S->cap_log ? S->cap_log * 2 : 64;
			S->log = xrealloc(S->log, S->cap_log * sizeof *S->log);
		}
		S->log[S->n_log++] = (struct rlog){r.id, S->remap[r.id]};
		S->remap[r.id] = r.old;
	}
}

/* ---- statements --------------------------------------------------------------------------- */

/* Whether list l holds constants only (leaves other than vars). */
static bool const_list(struct expr_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (!l.v[i] || l.v[i]->kind == EX_VAR || l.v[i]->kind > EX_SYMBOL)
			return false;
	return true;
}

/* Whether ar_simplify leaves the operands of op call e as they are, seen without its walk:
 * each is a constant, a list of constants (a load's offsets and shape) or a var of a
 * non-scalar type (only scalars are bound to values) that no folded loop or if substitutes.
 * Most statements of a kernel are such calls. */
static bool plain_operands(const struct simp *S, const struct expr *e)
{
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		const struct expr *a = e->u.call.args.v[i];
		if (a->kind == EX_LIST && const_list(a->u.list))
			continue;
		if (a->kind > EX_SYMBOL)
			return false;
		if (a->kind == EX_VAR) {
			const struct var *v = a->u.var;
			if (!v->type || v->type->kind == TY_SCALAR || (v->id < S->nv && S->remap[v->id]))
				return false;
		}
	}
	return true;
}

static struct expr *simp(struct simp *S, struct expr *e)
{
	S->kept = NULL;
	if (e && e->kind == EX_CALL && plain_operands(S, e)) {
		/* what ar_simplify makes of it: the call, its type simplified */
		const struct type *t = e->type ? ar_simplify_type(S->A, e->type) : NULL;
		if (t == e->type) {
			S->kept = t;
			return e;
		}
		struct expr *c = ir_expr_copy(S->p->arena, e);
		c->type = t;
		return c;
	}
	return e ? ar_simplify(S->A, e) : e;
}

static void simp_var_type(struct simp *S, struct var *v)
{
	v->type = ar_simplify_type(S->A, v->type);
}

static void visit_list(struct simp *S, struct stmt_list l, struct stmt_buf *out);

/* Whether a rewritten list holds the statements of l, unchanged: l is kept then. */
static bool same_list(struct stmt_list l, const struct stmt_buf *b)
{
	return b->n == l.n && (!l.n || memcmp(b->v, l.v, l.n * sizeof *l.v) == 0);
}

static struct stmt_list visit_body(struct simp *S, struct stmt_list l)
{
	struct stmt_buf b = {0};
	visit_list(S, l, &b);
	struct stmt_list r = same_list(l, &b) ? l : ir_sb_finish(S->p->arena, &b);
	ir_sb_free(&b);
	return r;
}

/* A loop or while body, an spmd body: its scalar bindings end with it. */
static struct stmt_list visit_scoped(struct simp *S, struct stmt_list l)
{
	uint32_t mark = ar_mark(S->A);
	S->depth++;
	struct stmt_list r = visit_body(S, l);
	S->depth--;
	ar_restore(S->A, mark);
	return r;
}

/* The statements of a taken branch or a single-trip loop body into `out`; its trailing yield
 * becomes the substitution of the results. */
static void lift(struct simp *S, struct stmt_list body, uint32_t n_ret, struct var **rets,
		 struct stmt_buf *out)
{
	uint32_t n = body.n;
	if (n_ret && n && body.v[n - 1]->kind == ST_YIELD) {
		struct expr_list y = body.v[n - 1]->u.ret.values;
		if (y.n != n_ret)
			die("a yield does not match the results of its statement");
		for (uint32_t i = 0; i < n_ret; i++)
			set_remap(S, rets[i], y.v[i]);
		n--;
	} else if (n_ret) {
		die("a body with results does not end with a yield");
	}
	for (uint32_t i = 0; i < n; i++)
		ir_sb_push(out, body.v[i]);
}

static struct expr *mk_cmp(struct simp *S, enum binop op, struct expr *l, struct expr *r,
			   struct span sp)
{
	struct expr *e = ir_new_binary(S->p->arena, op, l, r, sp);
	e->type = ir_type_scalar(DT_BOOL);
	return e;
}

static struct expr *mk_not(struct simp *S, struct expr *x)
{
	struct expr *e = ir_new_unary(S->p->arena, UO_NOT, x, x->span);
	e->type = ir_type_scalar(DT_BOOL);
	return e;
}

/* Trips of a pure loop the analysis proves: 0, 1, or -1 (unknown). */
static int trips(struct simp *S, struct stmt *s)
{
	struct expr *start = s->u.loop.start, *stop = s->u.loop.stop, *step = s->u.loop.step;
	if (s->u.loop.kind != FOR_RANGE || s->u.loop.attrs.n || s->u.loop.stage ||
	    !ar_can_prove_ge(S->A, step, 1))
		return -1;
	if (ar_can_prove(S->A, mk_cmp(S, BO_LE, stop, start, s->span)))
		return 0;
	struct expr *next = ir_new_binary(S->p->arena, BO_ADD, start, step, s->span);
	tc_scalar_expr(next);
	struct expr *one = mk_cmp(S, BO_AND, mk_cmp(S, BO_LT, start, stop, s->span),
				  mk_cmp(S, BO_LE, stop, next, s->span), s->span);
	return ar_can_prove(S->A, one) ? 1 : -1;
}

static void visit_for(struct simp *S, struct stmt *s, struct stmt_buf *out)
{
	s->u.loop.start = simp(S, s->u.loop.start);
	s->u.loop.stop = simp(S, s->u.loop.stop);
	s->u.loop.step = simp(S, s->u.loop.step);
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		simp_var_type(S, s->u.loop.iter[i].var);
		s->u.loop.iter[i].init = simp(S, s->u.loop.iter[i].init);
	}
	int t = trips(S, s);
	if (t == 0) {
		S->dce = true; /* the results become assignments */
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			simp_var_type(S, s->u.loop.return_vars[i]);
			ir_sb_push(out, ir_new_assign(S->p->arena, s->u.loop.return_vars[i],
						      s->u.loop.iter[i].init, s->span));
		}
		return;
	}
	if (t == 1) {
		/* the body once, with the loop var at its start and the carries at their inits */
		uint32_t rmark = S->n_log;
		set_remap(S, s->u.loop.loop_var, s->u.loop.start);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			set_remap(S, s->u.loop.iter[i].var, s->u.loop.iter[i].init);
		struct stmt_list body = visit_body(S, s->u.loop.body);
		restore_remap(S, rmark);
		lift(S, body, s->u.loop.n_iter, s->u.loop.return_vars, out);
		return;
	}
	uint32_t amark = ar_mark(S->A), rmark = S->n_log;
	struct expr *lo = s->u.loop.start, *hi = s->u.loop.stop;
	if (lo->kind == EX_INT && hi->kind == EX_INT && hi->u.i > lo->u.i)
		ar_bind_range(S->A, s->u.loop.loop_var, lo->u.i, hi->u.i);
	s->u.loop.body = visit_scoped(S, s->u.loop.body);
	ar_restore(S->A, amark);
	restore_remap(S, rmark);
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
		simp_var_type(S, s->u.loop.return_vars[i]);
	ir_sb_push(out, s);
}

/* One branch under its condition: bindings and substitutions made inside are undone after,
 * the substitutions kept in *kept for the case the branch is the one taken. */
static struct stmt_list visit_branch(struct simp *S, struct stmt_list l, struct expr *cond,
				     struct saved *kept)
{
	uint32_t amark = ar_mark(S->A), rmark = S->n_log;
	ar_enter_constraint(S->A, cond);
	S->depth++;
	struct stmt_list r = visit_body(S, l);
	S->depth--;
	*kept = save_since(S, rmark);
	restore_remap(S, rmark);
	ar_restore(S->A, amark);
	return r;
}

static void visit_if(struct simp *S, struct stmt *s, struct stmt_buf *out)
{
	S->dce = true;
	struct expr *cond = simp(S, s->u.cond.cond);
	s->u.cond.cond = cond;
	struct saved kt = {0}, ke = {0};
	s->u.cond.then_body = visit_branch(S, s->u.cond.then_body, cond, &kt);
	if (s->u.cond.has_else)
		s->u.cond.else_body = visit_branch(S, s->u.cond.else_body, mk_not(S, cond), &ke);
	bool yes = ar_can_prove(S->A, cond);
	bool no = !yes && ar_can_prove(S->A, mk_not(S, cond));
	if (yes || (no && (s->u.cond.has_else || !s->u.cond.n_ret))) {
		struct saved *k = yes ? &kt : &ke;
		apply_saved(S, k);
		if (yes || s->u.cond.has_else)
			lift(S, yes ? s->u.cond.then_body : s->u.cond.else_body, s->u.cond.n_ret,
			     s->u.cond.return_vars, out);
	} else {
		ir_sb_push(out, s);
	}
	free(kt.v);
	free(ke.v);
}

/* A call re-tagging a tensor with the layout it has already (an op flagged layout_retag, given
 * only the tensor and layout=) is the tensor itself; the var it is assigned to keeps the call's
 * type, as the reference's does. */
static struct expr *drop_retag(struct expr *e)
{
	if (e->kind != EX_CALL || !(spec_ops[e->u.call.op].flags & OP_FLAG_MASK(layout_retag)) ||
	    e->u.call.args.n != 1)
		return e;
	struct expr *x = e->u.call.args.v[0];
	const struct type *t = ir_expr_type(x);
	const struct kwval *k = ir_call_kwarg(e, "layout");
	if (!t || t->kind != TY_TENSOR || !k || !k->present)
		return e;
	return k->i == (t->tview ? t->tview->layout : TLY_ND) ? x : e;
}

static void visit_assign(struct simp *S, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *value = drop_retag(simp(S, s->u.assign.value));
	s->u.assign.value = value;
	/* a type just found simplified to itself is so again (nothing was bound since) */
	if (!S->kept || v->type != S->kept)
		simp_var_type(S, v);
	if (v->type && v->type->kind == TY_SCALAR)
		S->dce = true;
	if (!v->type || v->type->kind != TY_SCALAR || (v->id < S->nv && S->assigned[v->id] > 1))
		return;
	if (ar_is_const(value) && S->depth == 0)
		ar_bind_value(S->A, v, value);
	else
		ar_bind_bound(S->A, v, value);
}

static void visit_stmt(struct simp *S, struct stmt *s, struct stmt_buf *out)
{
	switch (s->kind) {
	case ST_ASSIGN:
		visit_assign(S, s);
		break;
	case ST_EVAL:
		s->u.eval.value = simp(S, s->u.eval.value);
		break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			s->u.ret.values.v[i] = simp(S, s->u.ret.values.v[i]);
		break;
	case ST_FOR:
		visit_for(S, s, out);
		return;
	case ST_WHILE:
		/* the inits are read before the loop: they see the substitutions of a
		 * loop folded before it (its results are gone) */
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			simp_var_type(S, s->u.wloop.iter[i].var);
			s->u.wloop.iter[i].init = simp(S, s->u.wloop.iter[i].init);
		}
		s->u.wloop.cond = simp(S, s->u.wloop.cond);
		s->u.wloop.body = visit_scoped(S, s->u.wloop.body);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			simp_var_type(S, s->u.wloop.return_vars[i]);
		break;
	case ST_IF:
		visit_if(S, s, out);
		return;
	case ST_SCOPE:
		if (s->u.scope.kind == SC_SPMD || s->u.scope.kind == SC_SPMD_FOR) {
			s->u.scope.arg = simp(S, s->u.scope.arg);
			s->u.scope.body = visit_scoped(S, s->u.scope.body);
		} else {
			s->u.scope.body = visit_body(S, s->u.scope.body);
		}
		break;
	default:
		break;
	}
	ir_sb_push(out, s);
}

static void visit_list(struct simp *S, struct stmt_list l, struct stmt_buf *out)
{
	if (++S->nest > 1000)
		die("statements nested too deeply for Simplify");
	for (uint32_t i = 0; i < l.n; i++)
		visit_stmt(S, l.v[i], out);
	S->nest--;
}

static bool count_assign(struct stmt *s, void *ctx)
{
	struct simp *S = ctx;
	if (s->kind != ST_ASSIGN || s->u.assign.var->id >= S->nv)
		return true;
	uint32_t id = s->u.assign.var->id;
	if (!S->assigned[id]) {
		if (S->n_counted == S->cap_counted) {
			S->cap_counted = S->cap_counted ? 2 * S->cap_counted : 256;
			S->counted = xrealloc(S->counted, S->cap_counted * sizeof *S->counted);
		}
		S->counted[S->n_counted++] = id;
	}
	if (S->assigned[id] < 2)
		S->assigned[id]++;
	return true;
}

/* ---- dead-code elimination ------------------------------------------------------------------ */

/* The tables are allocated at most once per pass (at the first function with dead code to
 * look for), for every var of the program, and cleared after each function by what that
 * function touched, so a program of many functions costs the sum of their sizes. */
struct dce {
	uint32_t nv;
	bool *live;
	uint32_t *work;         /* every var made live, in order; [next_work, n_work) to visit */
	uint32_t n_work, next_work;
	int32_t *head;          /* [nv] first assignment of each var (index into asg) */
	int32_t *next;
	struct stmt **asg;
	uint32_t n_asg, cap_asg;
	int *uses;              /* phi pruning: references of each var */
	bool if_results;        /* dead_scalars saw an if with results */
	uint32_t pruned;        /* if results prune_if dropped */
	/* types known to refer to no var, by pointer hash (types are immutable
	 * and the arena frees none during the pass): most statements of a
	 * kernel share a few tile types, walked once instead of per use;
	 * 2^plain_bits entries (ar_type_cache_bits) */
	const struct type **plain;
	unsigned plain_bits;
};

static void mark_var(struct dce *D, const struct var *v)
{
	if (v->id >= D->nv || D->live[v->id])
		return;
	D->live[v->id] = true;
	D->work[D->n_work++] = v->id;
}

static bool mark_expr_cb(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		mark_var(ctx, e->u.var);
	return true;
}

static void walk_list_exprs(struct expr_list l, ir_expr_fn fn, void *ctx)
{
	for (uint32_t i = 0; i < l.n; i++)
		ir_walk_expr(l.v[i], fn, ctx);
}

/* Every var a type's dims, views and MemRef refer to. */
static void type_exprs_all(const struct type *t, ir_expr_fn fn, void *ctx)
{
	if (!t)
		return;
	walk_list_exprs(t->shape, fn, ctx);
	if (t->tview) {
		walk_list_exprs(t->tview->valid_shape, fn, ctx);
		walk_list_exprs(t->tview->stride, fn, ctx);
	}
	if (t->view) {
		walk_list_exprs(t->view->valid_shape, fn, ctx);
		walk_list_exprs(t->view->stride, fn, ctx);
		ir_walk_expr(t->view->start_offset, fn, ctx);
	}
	if (t->memref) {
		ir_walk_expr(t->memref->offset, fn, ctx);
		ir_walk_expr(t->memref->slot_index, fn, ctx);
	}
	for (uint32_t i = 0; i < t->n_elems; i++)
		type_exprs_all(t->elems[i], fn, ctx);
}

static bool var_found(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

/* type_exprs_all for a callback that only looks at var references (ctx is
 * the struct dce): a type without any is skipped. */
static void type_exprs(struct dce *D, const struct type *t, ir_expr_fn fn)
{
	if (!t || (!t->shape.n && !t->tview && !t->view && !t->memref && !t->n_elems))
		return;
	uint32_t h = (uint32_t)(ptr_hash(t) >> (64 - D->plain_bits));
	if (D->plain[h] == t)
		return;
	bool has = false;
	type_exprs_all(t, var_found, &has);
	if (!has) {
		D->plain[h] = t;
		return;
	}
	type_exprs_all(t, fn, D);
}

static bool task_id_item(const struct expr *v)
{
	if (v->kind != EX_GETITEM || v->u.get.x->kind != EX_VAR)
		return false;
	const struct type *t = v->u.get.x->u.var->type;
	return t && t->kind == TY_TUPLE && t->n_elems && v->u.get.index == t->n_elems - 1 &&
	       t->elems[t->n_elems - 1]->kind == TY_SCALAR &&
	       t->elems[t->n_elems - 1]->dtype == DT_TASK_ID;
}

/* A scalar assignment whose value holds no call (nothing to keep but its value). */
static bool removable(const struct stmt *s)
{
	const struct var *v = s->u.assign.var;
	return s->kind == ST_ASSIGN && v->type && v->type->kind == TY_SCALAR &&
	       !task_id_item(s->u.assign.value) && !ar_has_call(s->u.assign.value);
}

/* The vars s needs whatever happens to its nested bodies: all of a kept leaf statement,
 * the header of a compound one, the types of what it binds.  fn looks at var references
 * only, with the struct dce as its context. */
static void root_refs(struct stmt *s, ir_expr_fn fn, struct dce *ctx)
{
	switch (s->kind) {
	case ST_ASSIGN:
		ir_walk_expr(s->u.assign.value, fn, ctx);
		type_exprs(ctx, s->u.assign.var->type, fn);
		break;
	case ST_FOR:
		ir_stmt_exprs(s, fn, ctx);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			type_exprs(ctx, s->u.loop.iter[i].var->type, fn);
			type_exprs(ctx, s->u.loop.return_vars[i]->type, fn);
		}
		break;
	case ST_WHILE:
		ir_stmt_exprs(s, fn, ctx);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			type_exprs(ctx, s->u.wloop.iter[i].var->type, fn);
			type_exprs(ctx, s->u.wloop.return_vars[i]->type, fn);
		}
		break;
	case ST_IF:
		ir_stmt_exprs(s, fn, ctx);
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			type_exprs(ctx, s->u.cond.return_vars[i]->type, fn);
		break;
	default:
		ir_stmt_exprs(s, fn, ctx);
		break;
	}
}

static bool collect(struct stmt *s, void *ctx)
{
	struct dce *D = ctx;
	if (s->kind == ST_ASSIGN) {
		if (D->n_asg == D->cap_asg) {
			D->cap_asg = D->cap_asg ? D->cap_asg * 2 : 64;
			D->asg = xrealloc(D->asg, D->cap_asg * sizeof *D->asg);
			D->next = xrealloc(D->next, D->cap_asg * sizeof *D->next);
		}
		uint32_t id = s->u.assign.var->id;
		D->asg[D->n_asg] = s;
		D->next[D->n_asg] = id < D->nv ? D->head[id] : -1;
		if (id < D->nv)
			D->head[id] = (int32_t)D->n_asg;
		D->n_asg++;
		if (!removable(s))
			root_refs(s, mark_expr_cb, D);
	} else {
		if (s->kind == ST_IF && s->u.cond.n_ret)
			D->if_results = true;
		root_refs(s, mark_expr_cb, D);
	}
	return true;
}

static struct stmt_list filter(struct program *p, struct dce *D, struct stmt_list l)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_ASSIGN && removable(s) && s->u.assign.var->id < D->nv &&
		    !D->live[s->u.assign.var->id])
			continue;
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			*kids[k] = filter(p, D, *kids[k]);
		ir_sb_push(&b, s);
	}
	struct stmt_list r = b.n == l.n ? l : ir_sb_finish(p->arena, &b);
	ir_sb_free(&b);
	return r;
}

/* Drops the unused scalar assignments without calls (uses followed through a worklist). */
static struct stmt_list dead_scalars(struct program *p, struct dce *D, struct stmt_list body)
{
	ir_walk_stmts(body, collect, D);
	while (D->next_work < D->n_work) {
		uint32_t id = D->work[D->next_work++];
		for (int32_t k = D->head[id]; k >= 0; k = D->next[k])
			root_refs(D->asg[k], mark_expr_cb, D);
	}
	body = filter(p, D, body);
	for (uint32_t i = 0; i < D->n_work; i++)
		D->live[D->work[i]] = false;
	for (uint32_t k = 0; k < D->n_asg; k++)
		if (D->asg[k]->u.assign.var->id < D->nv)
			D->head[D->asg[k]->u.assign.var->id] = -1;
	D->n_work = D->next_work = D->n_asg = 0;
	return body;
}

static bool count_use(struct expr *e, void *ctx)
{
	struct dce *D = ctx;
	if (e->kind == EX_VAR && e->u.var->id < D->nv)
		D->uses[e->u.var->id]++;
	return true;
}

static bool uncount_use(struct expr *e, void *ctx)
{
	struct dce *D = ctx;
	if (e->kind == EX_VAR && e->u.var->id < D->nv)
		D->uses[e->u.var->id]--;
	return true;
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	root_refs(s, count_use, ctx);
	return true;
}

static bool clear_use(struct expr *e, void *ctx)
{
	struct dce *D = ctx;
	if (e->kind == EX_VAR && e->u.var->id < D->nv)
		D->uses[e->u.var->id] = 0;
	return true;
}

static bool clear_stmt(struct stmt *s, void *ctx)
{
	root_refs(s, clear_use, ctx);
	return true;
}

static void prune_list(struct program *p, struct dce *D, struct stmt_list *l);

/* The slots of an if's results nobody uses go, with the yields feeding them (a slot whose
 * yielded value holds a call stays). */
static void prune_if(struct program *p, struct dce *D, struct stmt *s)
{
	uint32_t n = s->u.cond.n_ret, kept = 0;
	struct stmt_list *br[2] = {&s->u.cond.then_body, &s->u.cond.else_body};
	struct stmt *y[2] = {NULL, NULL};
	for (int b = 0; b < 2; b++)
		if (br[b]->n && br[b]->v[br[b]->n - 1]->kind == ST_YIELD &&
		    br[b]->v[br[b]->n - 1]->u.ret.values.n == n)
			y[b] = br[b]->v[br[b]->n - 1];
	if (n && y[0] && (y[1] || !s->u.cond.has_else)) {
		bool *keep = xcalloc(n, sizeof *keep);
		for (uint32_t i = 0; i < n; i++) {
			uint32_t id = s->u.cond.return_vars[i]->id;
			keep[i] = (id < D->nv && D->uses[id] > 0) || ar_has_call(y[0]->u.ret.values.v[i]) ||
				  (y[1] && ar_has_call(y[1]->u.ret.values.v[i]));
			kept += keep[i];
		}
		if (kept < n) {
			struct var **rv = arena_alloc(p->arena, (kept ? kept : 1) * sizeof *rv);
			for (int b = 0; b < 2; b++) {
				if (!y[b])
					continue;
				struct expr_list vals = ir_expr_list_new(p->arena, kept);
				for (uint32_t i = 0, k = 0; i < n; i++) {
					if (keep[i])
						vals.v[k++] = y[b]->u.ret.values.v[i];
					else
						ir_walk_expr(y[b]->u.ret.values.v[i], uncount_use, D);
				}
				y[b]->u.ret.values = vals;
				if (!kept)
					br[b]->n--; /* the yield goes */
			}
			for (uint32_t i = 0, k = 0; i < n; i++)
				if (keep[i])
					rv[k++] = s->u.cond.return_vars[i];
			s->u.cond.return_vars = rv;
			D->pruned += n - kept;
			s->u.cond.n_ret = kept;
		}
		free(keep);
	}
	prune_list(p, D, &s->u.cond.then_body);
	prune_list(p, D, &s->u.cond.else_body);
}

/* Later statements first, a statement before the ones nested in it: a result dropped frees
 * what fed it before that is looked at. */
static void prune_list(struct program *p, struct dce *D, struct stmt_list *l)
{
	for (uint32_t i = l->n; i-- > 0;) {
		struct stmt *s = l->v[i];
		if (s->kind == ST_IF) {
			prune_if(p, D, s);
			continue;
		}
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = n; k-- > 0;)
			prune_list(p, D, kids[k]);
	}
}

static void dead_if_results(struct program *p, struct dce *D, struct stmt_list *body)
{
	ir_walk_stmts(*body, count_stmt, D);
	prune_list(p, D, body);
	ir_walk_stmts(*body, clear_stmt, D);
}

/* ---- the pass ------------------------------------------------------------------------------- */

/* The tables of dead-code elimination, made at its first use: a program without scalar
 * assignments and ifs (most kernels) needs none. */
static void dce_tables(struct dce *D)
{
	uint32_t nv = D->nv;
	if (D->live)
		return;
	D->live = xcalloc(nv + 1, sizeof *D->live);
	D->work = xmalloc((nv + 1) * sizeof *D->work);
	D->head = xmalloc((nv + 1) * sizeof *D->head);
	D->uses = xcalloc(nv + 1, sizeof *D->uses);
	D->plain_bits = ar_type_cache_bits(nv);
	D->plain = xcalloc((size_t)1 << D->plain_bits, sizeof *D->plain);
	for (uint32_t i = 0; i <= nv; i++)
		D->head[i] = -1;
}

static void simplify_function(struct simp *S, struct dce *D, struct function *fn, bool ssa)
{
	struct program *p = S->p;
	if (!ssa) /* in SSA form every var is assigned once */
		ir_walk_stmts(fn->body, count_assign, S);
	fn->body = visit_body(S, fn->body);
	ar_restore(S->A, 0);
	restore_remap(S, 0);
	for (uint32_t i = 0; i < S->n_counted; i++)
		S->assigned[S->counted[i]] = 0;
	S->n_counted = 0;
	if (!S->dce)
		return; /* no scalar assignment and no if: nothing the rounds below remove */
	S->dce = false;
	dce_tables(D);
	D->if_results = false;
	fn->body = dead_scalars(p, D, fn->body);
	if (!D->if_results)
		return; /* no if results to prune: the second round would find nothing new */
	D->pruned = 0;
	dead_if_results(p, D, &fn->body);
	if (D->pruned)
		fn->body = dead_scalars(p, D, fn->body);
}

bool pass_simplify(struct pass_ctx *ctx, struct program *p)
{
	uint32_t nv = p->n_vars;
	struct simp S = {.p = p, .nv = nv};
	S.remap = xcalloc(nv + 1, sizeof *S.remap);
	S.assigned = xcalloc(nv + 1, sizeof *S.assigned);
	S.A = ar_new(p, remap_cb, &S);
	struct dce D = {.nv = nv};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (!p->funcs[f]->abstract)
			simplify_function(&S, &D, p->funcs[f], ctx->props & PROP_BIT(PROP_SSAForm));
	ar_free(S.A);
	free(S.remap);
	free(S.assigned);
	free(S.counted);
	free(S.log);
	free(D.live);
	free(D.work);
	free(D.head);
	free(D.uses);
	free(D.plain);
	free(D.next);
	free(D.asg);
	return true;
}
