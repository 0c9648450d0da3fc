/* FlattenCallExpr: three-address form.  A call (an op call or a call of a program function) that
 * is an operand of another call, of a scalar operator or a cast, an if / while condition, a for
 * bound, or a returned or yielded value is hoisted into a temporary `t__tmp_v<N>` (N counts per
 * function, in evaluation order) assigned right before the statement that held it.
 * requires: SSAForm, NormalizedStmtStructure
 * produces: SSAForm, NoNestedCalls, NormalizedStmtStructure
 *
 * What is hoisted follows the reference: list items (`[f(x), 0]`) and loop init values keep
 * their calls, and a call in a while condition is hoisted before the loop; when the value
 * the condition reads depends on the loop's iter args, it is carried by the loop instead
 * (computed on the inits before the loop and again at the end of each trip). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

struct fl {
	struct program *p;
	struct stmt_buf *pending; /* temporaries of the statement being flattened */
	uint32_t counter;         /* next temporary number of this function */
	struct expr **to;         /* by var id: what a while condition's temporary reads it as */
	uint32_t cap;
};

static bool is_call(const struct expr *e)
{
	return e && (e->kind == EX_CALL || e->kind == EX_FCALL);
}

/* `t__tmp_vN = e` pushed to the pending statements; returns the reference to it. */
static struct expr *hoist(struct fl *F, struct expr *e)
{
	char name[32];
	snprintf(name, sizeof name, "t__tmp_v%u", F->counter++);
	struct var *v = ir_new_var(F->p, intern_cstr(name), VAR_LOCAL, ir_expr_type(e), e->span);
	ir_sb_push(F->pending, ir_new_assign(F->p->arena, v, e, e->span));
	return ir_new_var_ref(F->p->arena, v, e->span);
}

static struct expr *flat(struct fl *F, struct expr *e);

/* An operand: flattened, then hoisted when it is a call itself. */
static struct expr *operand(struct fl *F, struct expr *e)
{
	struct expr *n = flat(F, e);
	return is_call(n) ? hoist(F, n) : n;
}

/* Flattens the items of `l` (operands when `hoist_calls`), copying the list on change. */
static bool flat_list(struct fl *F, struct expr_list *l, bool hoist_calls)
{
	struct expr_list out = *l;
	bool changed = false;
	for (uint32_t i = 0; i < l->n; i++) {
		if (!l->v[i] || l->v[i]->kind <= EX_SYMBOL) /* a leaf (most operands) stays */
			continue;
		struct expr *n = hoist_calls ? operand(F, l->v[i]) : flat(F, l->v[i]);
		if (n == l->v[i])
			continue;
		if (!changed)
			out = ir_expr_list_copy(F->p->arena, *l);
		changed = true;
		out.v[i] = n;
	}
	*l = out;
	return changed;
}

/* The expression with the calls nested in it hoisted; `e` itself stays (a copy when a child
 * changed).  Recursion follows the expression's nesting, which the parser bounds. */
static struct expr *flat(struct fl *F, struct expr *e)
{
	struct expr *c;
	switch (e->kind) {
	case EX_CALL: {
		struct expr_list args = e->u.call.args;
		if (!flat_list(F, &args, true))
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.call.args = args;
		return c;
	}
	case EX_FCALL: {
		struct expr_list args = e->u.fcall.args;
		if (!flat_list(F, &args, true))
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.fcall.args = args;
		return c;
	}
	case EX_BINARY: {
		struct expr *l = operand(F, e->u.bin.l), *r = operand(F, e->u.bin.r);
		if (l == e->u.bin.l && r == e->u.bin.r)
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.bin.l = l;
		c->u.bin.r = r;
		return c;
	}
	case EX_UNARY:
	case EX_CAST: {
		struct expr *x = operand(F, e->u.un.x);
		if (x == e->u.un.x)
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.un.x = x;
		return c;
	}
	case EX_LIST: {
		struct expr_list l = e->u.list;
		if (!flat_list(F, &l, false))
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.list = l;
		return c;
	}
	case EX_GETITEM: {
		struct expr *x = flat(F, e->u.get.x);
		if (x == e->u.get.x)
			return e;
		c = ir_expr_copy(F->p->arena, e);
		c->u.get.x = x;
		return c;
	}
	default:
		return e;
	}
}

static struct stmt_list flat_body(struct fl *F, struct stmt_list l);

static struct expr *read_as(struct expr *e, void *ctx)
{
	struct fl *F = ctx;
	struct expr *to = e->kind == EX_VAR && e->u.var->id < F->cap ? F->to[e->u.var->id] : NULL;
	if (!to)
		return e;
	return to->kind == EX_VAR ? ir_new_var_ref(F->p->arena, to->u.var, e->span) : ir_expr_copy(F->p->arena, to);
}

static bool mapped(const struct expr *e, const void *arg)
{
	const struct fl *F = arg;
	return e->kind == EX_VAR && e->u.var->id < F->cap && F->to[e->u.var->id];
}

static void map_var(struct fl *F, const struct var *v, struct expr *to)
{
	if (v->id >= F->cap) {
		uint32_t cap = F->cap ? F->cap : 64;
		while (cap <= v->id)
			cap *= 2;
		F->to = xrealloc(F->to, cap * sizeof *F->to);
		memset(F->to + F->cap, 0, (cap - F->cap) * sizeof *F->to);
		F->cap = cap;
	}
	F->to[v->id] = to;
}

/* Whether a statement leaves the trip early (a break or continue of this loop, not of a
 * loop nested in it). */
static bool leaves_early(struct stmt *s, void *ctx)
{
	bool *early = ctx;
	if (s->kind == ST_BREAK || s->kind == ST_CONTINUE)
		*early = true;
	return s->kind != ST_FOR && s->kind != ST_WHILE;
}

/* The temporaries a while condition's calls were hoisted into (pending[first..]) that read
 * the loop's iter args, directly or through one another, would read them before the loop
 * only.  Each becomes an iter arg of the loop instead: its init the temporary computed
 * before the loop on the iter args' inits, its next value the same call at the end of the
 * body on the values the body yields, and the condition reads the iter arg. */
static void carry_cond_temps(struct fl *F, struct stmt *s, uint32_t first)
{
	struct stmt_buf *pend = F->pending;
	struct stmt *y = s->u.wloop.body.n ? s->u.wloop.body.v[s->u.wloop.body.n - 1] : NULL;
	uint32_t n = s->u.wloop.n_iter;
	if (first == pend->n || !n || !y || y->kind != ST_YIELD || y->u.ret.values.n != n)
		return;
	bool early = false;
	ir_walk_stmts(s->u.wloop.body, leaves_early, &early);
	if (early)
		return; /* a trip that ends early would not recompute the condition */
	struct arena *a = F->p->arena;
	for (uint32_t i = 0; i < n; i++)
		map_var(F, s->u.wloop.iter[i].var, y->u.ret.values.v[i]);
	struct stmt_buf tail = {0}, dep = {0};
	for (uint32_t k = first; k < pend->n; k++) {
		struct stmt *t = pend->v[k];
		if (!ir_expr_any(t->u.assign.value, mapped, F))
			continue;
		struct var *tv = t->u.assign.var;
		char name[32];
		snprintf(name, sizeof name, "t__tmp_v%u", F->counter++);
		struct var *next = ir_new_var(F->p, intern_cstr(name), VAR_LOCAL, tv->type, t->span);
		struct expr *v = ir_rewrite_expr(a, ir_expr_copy(a, t->u.assign.value), read_as, F);
		ir_sb_push(&tail, ir_new_assign(a, next, v, t->span));
		map_var(F, tv, ir_new_var_ref(a, next, t->span));
		ir_sb_push(&dep, t);
	}
	for (uint32_t i = 0; i < n; i++)
		map_var(F, s->u.wloop.iter[i].var, s->u.wloop.iter[i].init);
	/* the condition reads the last ones: only they are carried (the others are steps) */
	struct stmt_buf carried = {0};
	struct expr_list next = ir_expr_list_new(a, dep.n);
	next.n = 0;
	for (uint32_t k = 0; k < dep.n; k++) {
		struct var *tv = dep.v[k]->u.assign.var;
		if (ir_expr_uses_var(s->u.wloop.cond, tv)) {
			ir_sb_push(&carried, dep.v[k]);
			next.v[next.n++] = ir_new_var_ref(a, tail.v[k]->u.assign.var, y->span);
		}
		map_var(F, tv, NULL);
	}
	/* before the loop, on the inits */
	for (uint32_t k = first; k < pend->n; k++)
		pend->v[k]->u.assign.value = ir_rewrite_expr(a, pend->v[k]->u.assign.value, read_as, F);
	for (uint32_t i = 0; i < n; i++)
		map_var(F, s->u.wloop.iter[i].var, NULL);
	if (carried.n) {
		uint32_t m = n + carried.n;
		struct iter_arg *it = ARENA_ARRAY(a, struct iter_arg, m);
		struct var **rv = ARENA_ARRAY(a, struct var *, m);
		memcpy(it, s->u.wloop.iter, n * sizeof *it);
		memcpy(rv, s->u.wloop.return_vars, n * sizeof *rv);
		struct expr_list vals = ir_expr_list_new(a, m);
		memcpy(vals.v, y->u.ret.values.v, n * sizeof *vals.v);
		for (uint32_t k = 0; k < carried.n; k++) {
			struct var *tv = carried.v[k]->u.assign.var;
			char name[32];
			snprintf(name, sizeof name, "t__tmp_v%u", F->counter++);
			struct var *iv = ir_new_var(F->p, intern_cstr(name), VAR_ITER, tv->type, tv->span);
			snprintf(name, sizeof name, "t__tmp_v%u", F->counter++);
			rv[n + k] = ir_new_var(F->p, intern_cstr(name), VAR_LOCAL, tv->type, tv->span);
			it[n + k] = (struct iter_arg){iv, ir_new_var_ref(a, tv, tv->span)};
			vals.v[n + k] = next.v[k];
			map_var(F, tv, ir_new_var_ref(a, iv, tv->span));
		}
		s->u.wloop.cond = ir_rewrite_expr(a, s->u.wloop.cond, read_as, F);
		for (uint32_t k = 0; k < carried.n; k++)
			map_var(F, carried.v[k]->u.assign.var, NULL);
		struct stmt_buf body = {0};
		for (uint32_t k = 0; k + 1 < s->u.wloop.body.n; k++)
			ir_sb_push(&body, s->u.wloop.body.v[k]);
		for (uint32_t k = 0; k < tail.n; k++)
			ir_sb_push(&body, tail.v[k]);
		ir_sb_push(&body, ir_new_yield(a, vals, y->span));
		s->u.wloop.body = ir_sb_finish(a, &body);
		ir_sb_free(&body);
		s->u.wloop.n_iter = m;
		s->u.wloop.iter = it;
		s->u.wloop.return_vars = rv;
	}
	ir_sb_free(&tail);
	ir_sb_free(&dep);
	ir_sb_free(&carried);
}

/* Flattens the expressions `s` holds itself; its temporaries go to F->pending.  Nested bodies
 * are flattened as lists of their own. */
static void flat_stmt(struct fl *F, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		s->u.assign.value = flat(F, s->u.assign.value);
		break;
	case ST_EVAL:
		s->u.eval.value = flat(F, s->u.eval.value);
		break;
	case ST_RETURN:
	case ST_YIELD:
		flat_list(F, &s->u.ret.values, true);
		break;
	case ST_IF:
		s->u.cond.cond = operand(F, s->u.cond.cond);
		s->u.cond.then_body = flat_body(F, s->u.cond.then_body);
		s->u.cond.else_body = flat_body(F, s->u.cond.else_body);
		break;
	case ST_FOR:
		if (s->u.loop.start)
			s->u.loop.start = operand(F, s->u.loop.start);
		if (s->u.loop.stop)
			s->u.loop.stop = operand(F, s->u.loop.stop);
		if (s->u.loop.step)
			s->u.loop.step = operand(F, s->u.loop.step);
		s->u.loop.body = flat_body(F, s->u.loop.body);
		break;
	case ST_WHILE: {
		uint32_t first = F->pending->n;
		if (s->u.wloop.cond)
			s->u.wloop.cond = operand(F, s->u.wloop.cond);
		s->u.wloop.body = flat_body(F, s->u.wloop.body);
		carry_cond_temps(F, s, first);
		break;
	}
	case ST_SCOPE:
		s->u.scope.body = flat_body(F, s->u.scope.body);
		break;
	default:
		break;
	}
}

/* Each statement of `l` preceded by the temporaries its own expressions needed. */
static struct stmt_list flat_body(struct fl *F, struct stmt_list l)
{
	if (!l.n)
		return l;
	struct stmt_buf out = {0}, pending = {0};
	struct stmt_buf *outer = F->pending;
	bool grown = false; /* out holds l.v[0..i) with their temporaries */
	for (uint32_t i = 0; i < l.n; i++) {
		F->pending = &pending;
		flat_stmt(F, l.v[i]);
		if (pending.n && !grown) {
			for (uint32_t k = 0; k < i; k++)
				ir_sb_push(&out, l.v[k]);
			grown = true;
		}
		for (uint32_t k = 0; k < pending.n; k++)
			ir_sb_push(&out, pending.v[k]);
		pending.n = 0;
		if (grown)
			ir_sb_push(&out, l.v[i]);
	}
	F->pending = outer;
	struct stmt_list r = grown ? ir_sb_finish(F->p->arena, &out) : l;
	ir_sb_free(&out);
	ir_sb_free(&pending);
	return r;
}

bool pass_flatten_call_expr(struct pass_ctx *ctx, struct program *p)
{
	bool hoisted = false;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract)
			continue;
		struct fl F = {.p = p};
		fn->body = flat_body(&F, fn->body);
		hoisted |= F.counter > 0;
		free(F.to);
	}
	/* nothing hoisted: every statement and expression is the one it was */
	ctx->unchanged = !hoisted;
	return true;
}
