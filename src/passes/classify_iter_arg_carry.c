/* ClassifyIterArgCarry: stamps the carry plan of every for loop with iter args in an
 * orchestration function, which orchestration codegen (and the executor) lower:
 * attrs["iter_arg_rebind_<i>"] is False when the value the body yields for iter arg i is
 * another name of the iter arg's own buffer (a trivial carry, aliased to the init), True
 * when it is a different value (a rebind: a mutable carry assigned at the yield).  A name
 * belongs to the iter arg's alias class when its chain of sources ends there: the result
 * of tensor.assemble is its target, the result of a call (or an element of a call's
 * tuple) is the output argument the callee returns, and the return var of a nested loop
 * is that loop's init.  A TASK_ID scalar carry is always a rebind; inside a MANUAL scope
 * its rebind also gets attrs["iter_arg_array_size_<i>"], the extent of the task-id array
 * it needs (a parallel loop's constant trip count, or through a sequential loop the
 * extent of the inner loop whose return var it yields), which a parallel loop must have.
 * requires: CallDirectionsResolved, RuntimeScopesMaterialized
 * produces: IterArgCarryClassified, RuntimeScopesMaterialized */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "intern.h"
#include "iter_carry.h"
#include "pass.h"
#include "passes.h"
#include "return_lineage.h"
#include "util.h"

struct ciac {
	const struct program *p;
	struct rl_ctx *rl;
	struct stmt **def;       /* [n_vars]: the assignment defining a var of the loop body */
	struct var **source;     /* [n_vars]: the var a body var aliases, or NULL */
	struct var **root;       /* [n_vars]: memoized class root */
	uint8_t *is_root;        /* [n_vars]: an iter arg of the loop analyzed */
	struct vec touched;      /* vars whose entries are set, to clear */
	struct vec assigns, fors;
	bool failed;
};

static bool is_task_id_scalar(const struct var *v)
{
	return v->type->kind == TY_SCALAR && v->type->dtype == DT_TASK_ID;
}

static bool collect(struct stmt *s, void *ctx)
{
	struct ciac *c = ctx;
	if (s->kind == ST_ASSIGN)
		vec_push(&c->assigns, s);
	else if (s->kind == ST_FOR)
		vec_push(&c->fors, s);
	return true;
}

/* The last statement of a loop body (an AUTO scope's body unwrapped) when it is a yield. */
static struct stmt *last_yield(struct stmt_list body)
{
	if (body.n == 1 && ad_runtime_scope(body.v[0]) && !ad_manual_scope(body.v[0]))
		body = body.v[0]->u.scope.body;
	return ir_trailing_yield(body);
}

static bool output_dir(uint8_t d, bool fresh_too)
{
	return d == AD_OUTPUT_EXISTING || d == AD_INOUT || (fresh_too && d == AD_OUTPUT);
}

/* The argument var behind output `k` (counting output-side arguments) of call `call`. */
static struct var *nth_output(const struct expr *call, uint32_t k)
{
	struct expr_list a = call->u.fcall.args;
	uint8_t *d = xcalloc(a.n + 1, 1);
	struct var *r = NULL;
	if ((uint32_t)ad_get(call, d, a.n) == a.n) {
		uint32_t seen = 0;
		for (uint32_t i = 0; i < a.n && !r; i++) {
			if (!output_dir(d[i], true))
				continue;
			if (seen++ == k)
				r = a.v[i]->kind == EX_VAR ? a.v[i]->u.var : NULL;
			if (seen > k)
				break;
		}
	}
	free(d);
	return r;
}

/* The output argument the callee returns (its first return value's lineage). */
static struct var *returned_output(struct ciac *c, const struct expr *call)
{
	struct expr_list a = call->u.fcall.args;
	uint8_t *d = xcalloc(a.n + 1, 1);
	struct var *r = NULL;
	if ((uint32_t)ad_get(call, d, a.n) == a.n) {
		int32_t ret = -1;
		if (call->u.fcall.callee) {
			uint32_t n = 0;
			const int32_t *map = rl_returned_params(c->rl, call->u.fcall.callee, &n);
			ret = n ? map[0] : -1;
		}
		for (uint32_t i = 0; i < a.n; i++) {
			if (!output_dir(d[i], false) || (ret >= 0 && i != (uint32_t)ret))
				continue;
			r = a.v[i]->kind == EX_VAR ? a.v[i]->u.var : NULL;
			break;
		}
	}
	free(d);
	return r;
}

static struct var *alias_source(struct ciac *c, const struct stmt *s)
{
	const struct expr *e = s->u.assign.value;
	if (e->kind == EX_GETITEM) {
		const struct expr *t = e->u.get.x;
		if (t->kind != EX_VAR || !c->def[t->u.var->id])
			return NULL;
		const struct expr *call = c->def[t->u.var->id]->u.assign.value;
		return call->kind == EX_FCALL ? nth_output(call, e->u.get.index) : NULL;
	}
	if (e->kind == EX_CALL) {
		const struct spec_op *op = &spec_ops[e->u.call.op];
		if (op->type_rule.kind == TR_assemble && !strcmp(op->op_category, "TensorOp") &&
		    e->u.call.args.n && e->u.call.args.v[0]->kind == EX_VAR)
			return e->u.call.args.v[0]->u.var;
		return NULL;
	}
	return e->kind == EX_FCALL ? returned_output(c, e) : NULL;
}

static void touch(struct ciac *c, struct var *v)
{
	vec_push(&c->touched, v);
}

static void add_edge(struct ciac *c, struct var *produced, struct var *source)
{
	if (!produced || !source || produced == source || c->is_root[produced->id] ||
	    c->source[produced->id])
		return;
	c->source[produced->id] = source;
	touch(c, produced);
}

/* The end of v's alias chain (memoized along the chain). */
static struct var *class_root(struct ciac *c, struct var *v)
{
	struct var *r = v;
	size_t start = c->touched.n;
	/* a chain is acyclic in SSA; the step bound guards a malformed one */
	for (uint32_t steps = 0; steps <= c->p->n_vars; steps++) {
		if (c->root[r->id]) {
			r = c->root[r->id];
			break;
		}
		if (!c->source[r->id])
			break;
		touch(c, r);
		r = c->source[r->id];
	}
	for (size_t i = start; i < c->touched.n; i++) {
		struct var *x = c->touched.items[i];
		c->root[x->id] = r;
	}
	return r;
}

static void clear(struct ciac *c)
{
	for (size_t i = 0; i < c->touched.n; i++) {
		struct var *v = c->touched.items[i];
		c->def[v->id] = NULL;
		c->source[v->id] = NULL;
		c->root[v->id] = NULL;
		c->is_root[v->id] = 0;
	}
	c->touched.n = 0;
	c->assigns.n = 0;
	c->fors.n = 0;
}

static int64_t trip_count(const struct stmt *s)
{
	int64_t n;
	return ir_loop_trip_count(s, &n) ? n : 0;
}

/* The loop among `l`'s statements (nested too) that has return var v. */
static struct stmt *loop_returning(struct stmt_list l, const struct var *v)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR)
			for (uint32_t k = 0; k < s->u.loop.n_iter; k++)
				if (s->u.loop.return_vars[k] == v)
					return s;
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int j = 0; j < n; j++) {
			struct stmt *f = loop_returning(*kids[j], v);
			if (f)
				return f;
		}
	}
	return NULL;
}

static int64_t array_carry_size(const struct stmt *s, uint32_t i, int depth)
{
	if (depth > IR_CODEGEN_MAX_DEPTH || !is_task_id_scalar(s->u.loop.iter[i].var))
		return 0;
	if (s->u.loop.kind == FOR_PARALLEL)
		return trip_count(s);
	if (s->u.loop.kind != FOR_RANGE)
		return 0;
	struct stmt *y = last_yield(s->u.loop.body);
	if (!y || i >= y->u.ret.values.n || y->u.ret.values.v[i]->kind != EX_VAR)
		return 0;
	const struct var *yv = y->u.ret.values.v[i]->u.var;
	struct stmt *inner = loop_returning(s->u.loop.body, yv);
	if (!inner)
		return 0;
	for (uint32_t k = 0; k < inner->u.loop.n_iter; k++)
		if (inner->u.loop.return_vars[k] == yv)
			return array_carry_size(inner, k, depth + 1);
	return 0;
}

static struct attr_list stamp(struct ciac *c, struct stmt *s, const bool *rebind, const int64_t *size)
{
	struct arena *a = c->p->arena;
	uint32_t n = s->u.loop.n_iter;
	struct attr_list old = s->u.loop.attrs;
	struct attr_list l = {0, ARENA_ARRAY(a, struct attr, old.n + 2 * n + 1)};
	for (uint32_t i = 0; i < old.n; i++)
		if (strncmp(old.v[i].key, "iter_arg_rebind_", 16) != 0 &&
		    strncmp(old.v[i].key, "iter_arg_array_size_", 20) != 0)
			l.v[l.n++] = old.v[i];
	for (uint32_t i = 0; i < n; i++) {
		char key[48];
		snprintf(key, sizeof key, "iter_arg_rebind_%u", i);
		l.v[l.n++] = (struct attr){intern_cstr(key), ir_new_bool(a, rebind[i], s->span)};
		if (size[i] <= 0)
			continue;
		snprintf(key, sizeof key, "iter_arg_array_size_%u", i);
		l.v[l.n++] = (struct attr){intern_cstr(key), ir_new_int(a, size[i], DT_INDEX, s->span)};
	}
	return l;
}

/* rebind[i] for the n iter args of a loop whose body is `body`: false when what the body
 * yields for iter arg i is in its alias class (a trivial carry).  Leaves rebind as given
 * when the body does not end in a yield of n values. */
static void carry_classes(struct ciac *c, uint32_t n, const struct iter_arg *iter, struct stmt_list body,
			  bool *rebind)
{
	struct stmt *y = last_yield(body);
	if (!y || y->u.ret.values.n != n)
		return;
	for (uint32_t i = 0; i < n; i++) {
		c->is_root[iter[i].var->id] = 1;
		touch(c, iter[i].var);
	}
	ir_walk_stmts(body, collect, c);
	for (size_t k = 0; k < c->assigns.n; k++) {
		struct stmt *a = c->assigns.items[k];
		c->def[a->u.assign.var->id] = a;
		touch(c, a->u.assign.var);
	}
	for (size_t k = 0; k < c->assigns.n; k++) {
		struct stmt *a = c->assigns.items[k];
		add_edge(c, a->u.assign.var, alias_source(c, a));
	}
	for (size_t k = 0; k < c->fors.n; k++) {
		struct stmt *f = c->fors.items[k];
		for (uint32_t j = 0; j < f->u.loop.n_iter; j++) {
			const struct expr *init = f->u.loop.iter[j].init;
			if (f->u.loop.iter[j].var->type->kind != TY_ARRAY && init->kind == EX_VAR)
				add_edge(c, f->u.loop.return_vars[j], init->u.var);
		}
	}
	for (uint32_t i = 0; i < n; i++) {
		const struct expr *yv = y->u.ret.values.v[i];
		struct var *it = iter[i].var;
		rebind[i] = yv->kind != EX_VAR || class_root(c, yv->u.var) != it || is_task_id_scalar(it);
	}
	clear(c);
}

static void classify(struct ciac *c, struct stmt *s, int manual)
{
	uint32_t n = s->u.loop.n_iter;
	bool *rebind = xcalloc(n + 1, sizeof *rebind);
	int64_t *size = xcalloc(n + 1, sizeof *size);
	carry_classes(c, n, s->u.loop.iter, s->u.loop.body, rebind);
	for (uint32_t i = 0; manual && i < n; i++)
		if (rebind[i])
			size[i] = array_carry_size(s, i, 0);
	for (uint32_t i = 0; manual && s->u.loop.kind == FOR_PARALLEL && i < n; i++)
		if (rebind[i] && is_task_id_scalar(s->u.loop.iter[i].var) && size[i] <= 0) {
			diag_error(s->span, "manual_scope: pl.parallel loops carrying a manual_scope dep (via "
				   "deps=[...]) must have a statically-known trip count: the runtime fence "
				   "needs a task-id array of fixed size");
			c->failed = true;
		}
	s->u.loop.attrs = stamp(c, s, rebind, size);
	free(rebind);
	free(size);
}

static void walk(struct ciac *c, struct stmt_list l, int manual)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR && s->u.loop.n_iter)
			classify(c, s, manual);
		int m = manual + ad_manual_scope(s);
		struct stmt_list *kids[2];
		int k = ir_stmt_children(s, kids);
		for (int j = 0; j < k; j++)
			walk(c, *kids[j], m);
	}
}

struct ciac *ciac_new(const struct program *p)
{
	size_t nv = (size_t)p->n_vars + 1;
	struct ciac *c = xcalloc(1, sizeof *c);
	c->p = p;
	c->rl = rl_new(p);
	c->def = xcalloc(nv, sizeof *c->def);
	c->source = xcalloc(nv, sizeof *c->source);
	c->root = xcalloc(nv, sizeof *c->root);
	c->is_root = xcalloc(nv, 1);
	return c;
}

void ciac_free(struct ciac *c)
{
	if (!c)
		return;
	rl_free(c->rl);
	free(c->def);
	free(c->source);
	free(c->root);
	free(c->is_root);
	vec_free(&c->touched);
	vec_free(&c->assigns);
	vec_free(&c->fors);
	free(c);
}

void ciac_while_rebind(struct ciac *c, const struct stmt *s, bool *rebind)
{
	for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
		rebind[i] = true;
	carry_classes(c, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.body, rebind);
}

bool pass_classify_iter_arg_carry(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct ciac *c = NULL; /* made for the first Orchestration function */
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (p->funcs[f]->kind == FK_Orchestration) {
			if (!c)
				c = ciac_new(p);
			walk(c, p->funcs[f]->body, 0);
		}
	bool ok = !c || !c->failed;
	ciac_free(c);
	return ok;
}
