/* ExpandManualPhaseFence: inside MANUAL runtime scopes of orchestration functions, a
 * loop whose submissions each wait for a whole task-id array (deps=[tids], the previous
 * phase's producers) gets one barrier instead: `phase_fence_barrier_<k>_tid =
 * pl.system.task_dummy(deps=[tids])` right before the loop, and those submissions wait
 * for the barrier alone, which turns P x C dependency edges into P + C.
 *
 * For every for loop L in a MANUAL scope (outermost first), the consumers of an array D
 * are the submissions in L's body whose deps are exactly [D]: those directly in the body
 * (through ifs, whiles and scopes) count once each, those of a nested loop N with a
 * constant positive trip count t count t times each, but only when L is a sequential
 * pl.range (likewise for the loops nested in N).  The total is multiplied by L's own
 * constant trip count when it has one.  D gets a barrier before L when it is not one of
 * L's iter args (one that L yields back unchanged stands for its init, which the
 * barrier then waits for), not defined in L's body (by an assignment or as an iter arg or return
 * var of a nested loop), not updated there by array.update_element (directly or through
 * an array it is the loop-carried init of), its extent P is a constant, and P * C -
 * (P + C) >= 1 edges are saved.  A parallel loop without a constant positive trip count,
 * or a sequential one with a constant trip count <= 0, gets no barrier.  Barriers are
 * numbered per function in the order their loops are met.
 * requires: NoNestedCalls, NormalizedStmtStructure, CallDirectionsResolved
 * produces: NoNestedCalls, NormalizedStmtStructure, CallDirectionsResolved */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

#define MAX_DEPTH 4096 /* nested statements walked */

/* A submission waiting for exactly one task-id array. */
struct rec {
	uint32_t key;   /* var id of the array */
	uint32_t order; /* position of the record in the walk */
	int64_t weight; /* how many submissions it stands for */
	struct expr *submit;
};

struct empf {
	struct program *p;
	struct function *fn;
	uint32_t *parent;  /* [n_vars + 1]: union-find of loop-carried task-id arrays */
	uint32_t *defined; /* [n_vars + 1]: stamp of the walk that saw the var defined */
	uint32_t *updated; /* [n_vars + 1]: stamp, on alias roots */
	struct var **carried; /* [n_vars + 1]: init of an iter arg the loop decided yields unchanged */
	uint32_t stamp;
	struct rec *recs;
	uint32_t n_recs, cap_recs;
	uint32_t *bases; /* array.update_element bases of the walk */
	uint32_t n_bases, cap_bases;
	unsigned barriers;
	uint32_t n_vars; /* vars the marks cover (barriers are newer) */
	bool failed;
};

static void *grow(void *v, uint32_t *cap, uint32_t n, size_t size)
{
	if (n < *cap)
		return v;
	if (*cap > UINT32_MAX / 2)
		die("ExpandManualPhaseFence: too many submissions");
	*cap = *cap ? 2 * *cap : 8;
	return xrealloc(v, size * *cap);
}

/* array.update_element: an ArrayOp writing its array operand into a new value. */
static bool is_array_update(const struct expr *x)
{
	if (x->kind != EX_CALL)
		return false;
	const struct spec_op *op = &spec_ops[x->u.call.op];
	return strcmp(op->op_category, "ArrayOp") == 0 && (op->arg_writes & 1u) &&
	       op->type_rule.kind != TR_array_create;
}

static bool is_tid_array(const struct var *v)
{
	return v && v->type->kind == TY_ARRAY && v->type->dtype == DT_TASK_ID;
}

static uint32_t find(struct empf *e, uint32_t x)
{
	uint32_t r = x;
	while (e->parent[r] != r)
		r = e->parent[r];
	while (e->parent[x] != r) { /* path compression */
		uint32_t n = e->parent[x];
		e->parent[x] = r;
		x = n;
	}
	return r;
}

static void unite(struct empf *e, uint32_t a, uint32_t b)
{
	a = find(e, a);
	b = find(e, b);
	if (a != b)
		e->parent[b] = a;
}

/* A loop's task-id array iter args are other names of their inits. */
static void register_aliases(struct empf *e, const struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		const struct iter_arg *ia = &s->u.loop.iter[i];
		const struct expr *init = ia->init;
		if (is_tid_array(ia->var) && init && init->kind == EX_VAR && is_tid_array(init->u.var))
			unite(e, ia->var->id, init->u.var->id);
	}
}

static int64_t sat_mul(int64_t a, int64_t b)
{
	if (a && b > INT64_MAX / a)
		return INT64_MAX;
	return a * b;
}

static int64_t sat_add(int64_t a, int64_t b)
{
	return a > INT64_MAX - b ? INT64_MAX : a + b;
}

static void define(struct empf *e, const struct var *v)
{
	if (v && v->id < e->n_vars)
		e->defined[v->id] = e->stamp;
}

/* The task-id array a submission waits for, when its deps are exactly one. */
static struct var *single_dep_array(const struct expr *x)
{
	if (x->kind != EX_FCALL || !x->u.fcall.submit || x->u.fcall.submit->deps.n != 1)
		return NULL;
	const struct expr *d = x->u.fcall.submit->deps.v[0];
	return d && d->kind == EX_VAR && is_tid_array(d->u.var) ? d->u.var : NULL;
}

struct walk {
	struct empf *e;
	int64_t weight; /* 0: consumers are not counted here */
};

static bool visit_expr(struct expr *x, void *ctx)
{
	struct walk *w = ctx;
	struct empf *e = w->e;
	if (x->kind != EX_FCALL || !w->weight)
		return true;
	struct var *d = single_dep_array(x);
	if (!d)
		return true;
	e->recs = grow(e->recs, &e->cap_recs, e->n_recs, sizeof *e->recs);
	e->recs[e->n_recs] = (struct rec){d->id, e->n_recs, w->weight, x};
	e->n_recs++;
	return true;
}

static void walk_block(struct empf *e, struct stmt_list l, int64_t weight, bool nested, int depth);

static void walk_expr(struct empf *e, struct expr *x, int64_t weight)
{
	struct walk w = {e, weight};
	if (x)
		ir_walk_expr(x, visit_expr, &w);
}

/* Collects the consumers and the definitions of statement s of a loop body being
 * summarized: `weight` for its submissions, nested loops counted when `nested`. */
static void walk_stmt(struct empf *e, struct stmt *s, int64_t weight, bool nested, int depth)
{
	if (depth > MAX_DEPTH) {
		e->failed = true;
		return;
	}
	switch (s->kind) {
	case ST_ASSIGN: {
		define(e, s->u.assign.var);
		const struct expr *v = s->u.assign.value;
		if (v && is_array_update(v) && v->u.call.args.n && v->u.call.args.v[0]->kind == EX_VAR) {
			e->bases = grow(e->bases, &e->cap_bases, e->n_bases, sizeof *e->bases);
			e->bases[e->n_bases++] = v->u.call.args.v[0]->u.var->id;
		}
		walk_expr(e, s->u.assign.value, weight);
		break;
	}
	case ST_EVAL:
		walk_expr(e, s->u.eval.value, weight);
		break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			walk_expr(e, s->u.ret.values.v[i], weight);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			define(e, s->u.cond.return_vars[i]);
		walk_expr(e, s->u.cond.cond, weight);
		walk_block(e, s->u.cond.then_body, weight, nested, depth + 1);
		walk_block(e, s->u.cond.else_body, weight, nested, depth + 1);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			define(e, s->u.wloop.iter[i].var);
			if (s->u.wloop.return_vars)
				define(e, s->u.wloop.return_vars[i]);
			walk_expr(e, s->u.wloop.iter[i].init, weight);
		}
		walk_expr(e, s->u.wloop.cond, weight);
		walk_block(e, s->u.wloop.body, weight, nested, depth + 1);
		break;
	case ST_FOR: {
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			define(e, s->u.loop.iter[i].var);
			if (s->u.loop.return_vars)
				define(e, s->u.loop.return_vars[i]);
		}
		register_aliases(e, s);
		int64_t t = 0;
		int64_t inner = nested && weight && ir_loop_trip_count(s, &t) && t > 0 ? sat_mul(weight, t) : 0;
		walk_block(e, s->u.loop.body, inner, s->u.loop.kind == FOR_RANGE, depth + 1);
		break;
	}
	case ST_SCOPE:
		walk_block(e, s->u.scope.body, weight, nested, depth + 1);
		break;
	default:
		break;
	}
}

static void walk_block(struct empf *e, struct stmt_list l, int64_t weight, bool nested, int depth)
{
	for (uint32_t i = 0; i < l.n && !e->failed; i++)
		walk_stmt(e, l.v[i], weight, nested, depth);
}

static int cmp_rec(const void *x, const void *y)
{
	const struct rec *a = x, *b = y;
	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* A group of records of one array: [lo, hi) of the sorted records. */
struct group {
	uint32_t lo, hi, first;
};

static int cmp_group(const void *x, const void *y)
{
	const struct group *a = x, *b = y;
	return a->first < b->first ? -1 : a->first > b->first;
}

static struct stmt *barrier_stmt(struct empf *e, struct var *src, struct span sp, struct var **out)
{
	struct arena *a = e->p->arena;
	char name[64];
	snprintf(name, sizeof name, "phase_fence_barrier_%u_tid", e->barriers++);
	struct var *b = ir_new_var(e->p, intern_cstr(name), VAR_LOCAL, ir_type_scalar(DT_TASK_ID), sp);
	struct expr **item = ARENA_ARRAY(a, struct expr *, 1);
	item[0] = ir_new_var_ref(a, src, sp);
	struct expr *deps = ir_new_list(a, (struct expr_list){1, item}, sp);
	struct expr *call = ir_new_call(a, OP_system_task_dummy, (struct expr_list){1, &deps}, sp);
	call->type = ir_type_scalar(DT_TASK_ID);
	*out = b;
	return ir_new_assign(a, b, call, sp);
}

/* Marks (clear = false) or unmarks the task-id array iter args of loop s that its body
 * yields back unchanged: every step sees their init, a var visible before the loop. */
static void mark_carried(struct empf *e, const struct stmt *s, bool clear)
{
	const struct stmt_list *b = &s->u.loop.body;
	const struct stmt *y = b->n ? b->v[b->n - 1] : NULL;
	if (!y || y->kind != ST_YIELD)
		return;
	for (uint32_t i = 0; i < s->u.loop.n_iter && i < y->u.ret.values.n; i++) {
		const struct iter_arg *ia = &s->u.loop.iter[i];
		const struct expr *out = y->u.ret.values.v[i];
		if (!is_tid_array(ia->var) || ia->var->id >= e->n_vars || !ia->init ||
		    ia->init->kind != EX_VAR || !is_tid_array(ia->init->u.var) || out->kind != EX_VAR ||
		    out->u.var != ia->var)
			continue;
		e->carried[ia->var->id] = clear ? NULL : ia->init->u.var;
	}
}

/* The array a consumer's barrier waits for: the dep itself or the init it stands for. */
static struct var *visible_dep(const struct empf *e, struct var *d)
{
	return d->id < e->n_vars && e->carried[d->id] ? e->carried[d->id] : d;
}

/* The barriers loop s gets, appended to *pre; its consumers are rewritten. */
static void decide(struct empf *e, struct stmt *s, struct vec *pre)
{
	int64_t trip = 0;
	bool known = ir_loop_trip_count(s, &trip);
	if (s->u.loop.kind == FOR_PARALLEL && (!known || trip <= 0))
		return;
	if (s->u.loop.kind == FOR_RANGE && known && trip <= 0)
		return;
	if (++e->stamp == 0) { /* wrapped: forget every mark */
		memset(e->defined, 0, sizeof *e->defined * e->n_vars);
		memset(e->updated, 0, sizeof *e->updated * e->n_vars);
		e->stamp = 1;
	}
	register_aliases(e, s);
	e->n_recs = 0;
	e->n_bases = 0;
	walk_block(e, s->u.loop.body, 1, s->u.loop.kind == FOR_RANGE, 0);
	if (e->failed || !e->n_recs)
		return;
	for (uint32_t i = 0; i < e->n_bases; i++)
		e->updated[find(e, e->bases[i])] = e->stamp;
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
		define(e, s->u.loop.iter[i].var); /* the loop's own iter args */
	mark_carried(e, s, false);
	for (uint32_t i = 0; i < e->n_recs; i++)
		e->recs[i].key = visible_dep(e, single_dep_array(e->recs[i].submit))->id;

	qsort(e->recs, e->n_recs, sizeof *e->recs, cmp_rec);
	struct group *g = xcalloc(e->n_recs, sizeof *g);
	uint32_t ng = 0;
	for (uint32_t i = 0; i < e->n_recs;) {
		uint32_t j = i;
		while (j < e->n_recs && e->recs[j].key == e->recs[i].key)
			j++;
		g[ng++] = (struct group){i, j, e->recs[i].order};
		i = j;
	}
	qsort(g, ng, sizeof *g, cmp_group);
	for (uint32_t k = 0; k < ng; k++) {
		struct rec *r = &e->recs[g[k].lo];
		struct var *d = visible_dep(e, single_dep_array(r->submit));
		if (e->defined[d->id] == e->stamp || e->updated[find(e, d->id)] == e->stamp)
			continue;
		int64_t consumers = 0;
		for (uint32_t i = g[k].lo; i < g[k].hi; i++)
			consumers = sat_add(consumers, e->recs[i].weight);
		if (known && trip > 0)
			consumers = sat_mul(consumers, trip);
		const struct type *t = d->type;
		if (t->shape.n != 1 || t->shape.v[0]->kind != EX_INT || t->shape.v[0]->u.i <= 0 || consumers <= 0)
			continue;
		int64_t producers = t->shape.v[0]->u.i;
		/* edges saved: P * C - (P + C), at least one */
		if (sat_mul(producers, consumers) - sat_add(producers, consumers) < 1)
			continue;
		struct var *b;
		vec_push(pre, barrier_stmt(e, d, s->span, &b));
		for (uint32_t i = g[k].lo; i < g[k].hi; i++) {
			struct submit *sb = e->recs[i].submit->u.fcall.submit;
			sb->deps.v[0] = ir_new_var_ref(e->p->arena, b, sb->deps.v[0]->span);
		}
	}
	mark_carried(e, s, true);
	free(g);
}

static void visit_block(struct empf *e, struct stmt_list *l, bool manual, int depth);

static void visit_stmt(struct empf *e, struct stmt *s, bool manual, struct vec *pre, int depth)
{
	if (depth > MAX_DEPTH) {
		e->failed = true;
		return;
	}
	switch (s->kind) {
	case ST_FOR:
		if (manual)
			decide(e, s, pre);
		visit_block(e, &s->u.loop.body, manual, depth + 1);
		break;
	case ST_WHILE:
		visit_block(e, &s->u.wloop.body, manual, depth + 1);
		break;
	case ST_IF:
		visit_block(e, &s->u.cond.then_body, manual, depth + 1);
		visit_block(e, &s->u.cond.else_body, manual, depth + 1);
		break;
	case ST_SCOPE:
		if (ad_runtime_scope(s))
			manual = ad_manual_scope(s);
		visit_block(e, &s->u.scope.body, manual, depth + 1);
		break;
	default:
		break;
	}
}

/* Visits the statements of *l, putting each loop's barriers right before it. */
static void visit_block(struct empf *e, struct stmt_list *l, bool manual, int depth)
{
	struct vec out = {0};
	bool added = false;
	for (uint32_t i = 0; i < l->n && !e->failed; i++) {
		struct vec pre = {0};
		visit_stmt(e, l->v[i], manual, &pre, depth);
		for (size_t k = 0; k < pre.n; k++)
			vec_push(&out, pre.items[k]);
		added |= pre.n > 0;
		vec_push(&out, l->v[i]);
		free(pre.items);
	}
	if (added && !e->failed) {
		struct stmt **v = ARENA_ARRAY(e->p->arena, struct stmt *, out.n);
		memcpy(v, out.items, sizeof *v * out.n);
		*l = (struct stmt_list){(uint32_t)out.n, v};
	}
	free(out.items);
}

bool pass_expand_manual_phase_fence(struct pass_ctx *ctx, struct program *p)
{
	size_t nv = (size_t)p->n_vars + 1;
	struct empf e = {.p = p, .n_vars = (uint32_t)nv};
	ctx->unchanged = true;
	for (uint32_t fi = 0; fi < p->n_funcs && !e.failed; fi++) {
		struct function *fn = p->funcs[fi];
		if (fn->kind != FK_Orchestration || fn->abstract || !fn->body.n)
			continue;
		if (ctx->unchanged) { /* the var tables, made at the first orchestration function */
			e.parent = xmalloc(nv * sizeof *e.parent);
			e.defined = xcalloc(nv, sizeof *e.defined);
			e.updated = xcalloc(nv, sizeof *e.updated);
			e.carried = xcalloc(nv, sizeof *e.carried);
			for (size_t i = 0; i < nv; i++)
				e.parent[i] = (uint32_t)i;
		}
		ctx->unchanged = false;
		e.fn = fn;
		e.barriers = 0;
		visit_block(&e, &fn->body, false, 0);
	}
	free(e.parent);
	free(e.defined);
	free(e.updated);
	free(e.carried);
	free(e.recs);
	free(e.bases);
	if (e.failed)
		die("ExpandManualPhaseFence: statements nest more than %d deep", MAX_DEPTH);
	return true;
}
