/* CtrlFlowTransform: `break` and `continue` in the sequential loops of InCore
 * functions and of the CORE_GROUP scopes that become InCore functions become
 * structured control flow (reference
 * ctrl_flow_transform_pass.cpp).  A continue splits the body at its `if`:
 * the rest of the body moves into the other branch, and each branch yields
 * the values the loop carries at that point (a phi `<v>__phi_vN`).  A break
 * turns `for i in pl.range(a, b, s)` into `i__idx_vN = a; break__tmp_vN =
 * False; while i__idx_vN < b and not break__tmp_vN:`, sets the flag where the
 * break was, guards what follows it with `if not break__tmp_vN`, and advances
 * the index only when the flag is clear; a while loop gets the flag in its
 * condition.  Loops are rewritten innermost first; the statements keep their
 * spans, and generated ones take the span of the loop or `if` they replace.
 * requires: (nothing)
 * produces: StructuredCtrlFlow */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "outline.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

/* Escapes (break/continue ifs) handled in one loop body: each one nests the
 * rest of the body one level deeper and is processed by recursion. */
#define MAX_ESCAPES 256

struct cft {
	struct program *p;
	struct arena *a;
	uint32_t counter;       /* version of the names made in this function */
	uint32_t *mark;         /* by var id: == gen when available */
	uint32_t mark_cap, gen;
	int escapes;
	bool failed;
	bool changed; /* some loop was rewritten */
};

/* A rewritten statement sequence and the values its end yields. */
struct res {
	struct stmt_list stmts;
	struct expr_list yields;
};

struct loop_ctx {
	struct iter_arg *iter;
	uint32_t n_iter;
	struct var *brk; /* break flag, or NULL while lowering continue */
};

/* ---- small builders ------------------------------------------------------------ */

static struct stmt_list cat(struct cft *c, struct stmt_list x, struct stmt_list y)
{
	struct stmt_list r = {x.n + y.n, ARENA_ARRAY(c->a, struct stmt *, x.n + y.n ? x.n + y.n : 1)};
	for (uint32_t i = 0; i < x.n; i++)
		r.v[i] = x.v[i];
	for (uint32_t i = 0; i < y.n; i++)
		r.v[x.n + i] = y.v[i];
	return r;
}

static struct stmt_list one(struct cft *c, struct stmt *s)
{
	struct stmt_list r = {1, ARENA_ARRAY(c->a, struct stmt *, 1)};
	r.v[0] = s;
	return r;
}

static struct stmt_list slice(struct stmt_list l, uint32_t from, uint32_t to)
{
	return (struct stmt_list){to - from, l.v + from};
}

static struct stmt_list with_yield(struct cft *c, struct stmt_list l, struct expr_list vals,
				   struct span sp)
{
	return cat(c, l, one(c, ir_new_yield(c->a, vals, sp)));
}

/* base__role_vN, the base being the name before any "__" suffix. */
static const char *auto_name(struct cft *c, const char *name, const char *role)
{
	const char *cut = strstr(name, "__");
	size_t n = cut ? (size_t)(cut - name) : strlen(name);
	if (!n) {
		name = role;
		n = strlen(role);
	}
	char tail[64];
	snprintf(tail, sizeof tail, "__%s_v%u", role, c->counter++);
	char *s = xmalloc(n + strlen(tail) + 1);
	memcpy(s, name, n);
	strcpy(s + n, tail);
	const char *r = intern_cstr(s);
	free(s);
	return r;
}

static struct expr *vref(struct cft *c, struct var *v, struct span sp)
{
	return ir_new_var_ref(c->a, v, sp);
}

static struct expr *typed(struct expr *e)
{
	tc_scalar_expr(e);
	return e;
}

static struct expr *not_flag(struct cft *c, struct var *brk, struct span sp)
{
	return typed(ir_new_unary(c->a, UO_NOT, vref(c, brk, sp), sp));
}

static struct stmt *set_flag(struct cft *c, struct var *brk, bool v, struct span sp)
{
	return ir_new_assign(c->a, brk, ir_new_bool(c->a, v, sp), sp);
}

static struct stmt *new_if(struct cft *c, struct expr *cond, struct stmt_list then_body,
			   struct stmt_list else_body, bool has_else, uint32_t n_ret,
			   struct var **rets, struct span sp)
{
	struct stmt *s = ir_new_stmt(c->a, ST_IF, sp);
	s->u.cond.cond = cond;
	s->u.cond.then_body = then_body;
	s->u.cond.else_body = else_body;
	s->u.cond.has_else = has_else;
	s->u.cond.n_ret = n_ret;
	s->u.cond.return_vars = rets;
	return s;
}

/* One phi var per value, named after it. */
static struct var **make_phis(struct cft *c, struct expr_list vals, struct span sp)
{
	struct var **v = ARENA_ARRAY(c->a, struct var *, vals.n ? vals.n : 1);
	for (uint32_t i = 0; i < vals.n; i++) {
		const struct expr *e = vals.v[i];
		const char *base = e->kind == EX_VAR ? e->u.var->name : "phi";
		v[i] = ir_new_var(c->p, auto_name(c, base, "phi"), VAR_LOCAL, ir_expr_type(e), sp);
	}
	return v;
}

static struct expr_list refs(struct cft *c, struct var **v, uint32_t n, struct span sp)
{
	struct expr_list l = ir_expr_list_new(c->a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = vref(c, v[i], sp);
	return l;
}

/* ---- what a body contains ------------------------------------------------------ */

/* Break/continue in l, not looking into nested loops. */
static void scan(struct stmt_list l, bool *brk, bool *cont)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_BREAK)
			*brk = true;
		else if (s->kind == ST_CONTINUE)
			*cont = true;
		else if (s->kind == ST_IF) {
			scan(s->u.cond.then_body, brk, cont);
			scan(s->u.cond.else_body, brk, cont);
		} else if (s->kind == ST_SCOPE)
			scan(s->u.scope.body, brk, cont);
	}
}

static bool has_kind(struct stmt_list l, bool want_break)
{
	bool b = false, k = false;
	scan(l, &b, &k);
	return want_break ? b : k;
}

static bool ends_with(struct stmt_list l, enum stmt_kind k)
{
	return l.n && l.v[l.n - 1]->kind == k;
}

/* The values to yield at an escape: a var assigned at top level of `a` or
 * `b` (or an iter arg) is available; another var yielded for iter arg j
 * becomes that iter arg. */
static struct expr_list resolve(struct cft *c, const struct loop_ctx *L, struct expr_list vals,
				struct stmt_list a, struct stmt_list b)
{
	if (++c->gen == 0) {
		memset(c->mark, 0, c->mark_cap * sizeof *c->mark);
		c->gen = 1;
	}
	if (c->mark_cap < c->p->n_vars) {
		uint32_t cap = c->p->n_vars + c->p->n_vars / 2 + 16;
		c->mark = xrealloc(c->mark, cap * sizeof *c->mark);
		memset(c->mark + c->mark_cap, 0, (cap - c->mark_cap) * sizeof *c->mark);
		c->mark_cap = cap;
	}
	struct stmt_list parts[2] = {a, b};
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < parts[k].n; i++)
			if (parts[k].v[i]->kind == ST_ASSIGN)
				c->mark[parts[k].v[i]->u.assign.var->id] = c->gen;
	for (uint32_t j = 0; j < L->n_iter; j++)
		c->mark[L->iter[j].var->id] = c->gen;
	struct expr_list r = ir_expr_list_new(c->a, vals.n);
	for (uint32_t j = 0; j < vals.n; j++) {
		struct expr *e = vals.v[j];
		if (e->kind == EX_VAR && c->mark[e->u.var->id] != c->gen && j < L->n_iter)
			e = vref(c, L->iter[j].var, e->span);
		r.v[j] = e;
	}
	return r;
}

/* At a break the values computed for the next trip are not taken: a value
 * that is not a variable falls back to the iter arg. */
static struct expr_list break_values(struct cft *c, const struct loop_ctx *L, struct expr_list vals,
				     struct stmt_list pre)
{
	struct expr_list r = resolve(c, L, vals, pre, (struct stmt_list){0});
	for (uint32_t j = 0; j < r.n && j < L->n_iter; j++)
		if (r.v[j]->kind != EX_VAR)
			r.v[j] = vref(c, L->iter[j].var, r.v[j]->span);
	return r;
}

/* A body without its trailing yield, and the yielded values (or `dflt`). */
static struct res decompose(struct stmt_list l, struct expr_list dflt, bool *had_yield)
{
	bool y = ends_with(l, ST_YIELD);
	if (had_yield)
		*had_yield = y;
	if (!y)
		return (struct res){l, dflt};
	return (struct res){slice(l, 0, l.n - 1), l.v[l.n - 1]->u.ret.values};
}

/* ---- escapes ------------------------------------------------------------------- */

static struct res process(struct cft *c, const struct loop_ctx *L, struct stmt_list stmts,
			  struct expr_list yields, bool for_break);

/* if cond: <escape branch: prefix; yield esc> else: <normal; yield its values> */
static struct res escape_if(struct cft *c, struct stmt *ifs, bool esc_then, struct stmt_list pre,
			    struct stmt_list prefix, struct expr_list esc, struct res normal)
{
	struct var **phis = make_phis(c, esc, ifs->span);
	struct stmt_list eb = with_yield(c, prefix, esc, ifs->span);
	struct stmt_list nb = with_yield(c, normal.stmts, normal.yields, ifs->span);
	struct stmt *n = new_if(c, ifs->u.cond.cond, esc_then ? eb : nb, esc_then ? nb : eb, true,
				esc.n, phis, ifs->span);
	return (struct res){cat(c, pre, one(c, n)), refs(c, phis, esc.n, ifs->span)};
}

/* The branch of an if that does not hold the escape, when the other ends
 * with it: CASE A of the reference. */
static struct res escape_at_end(struct cft *c, const struct loop_ctx *L, struct stmt_list stmts,
				uint32_t i, struct expr_list yields, bool for_break, bool esc_then)
{
	struct stmt *ifs = stmts.v[i];
	struct stmt_list pre = slice(stmts, 0, i), post = slice(stmts, i + 1, stmts.n);
	struct expr_list esc = for_break ? break_values(c, L, yields, pre)
					 : resolve(c, L, yields, pre, (struct stmt_list){0});
	struct stmt_list normal = cat(c, esc_then ? ifs->u.cond.else_body : ifs->u.cond.then_body, post);
	struct expr_list nvals = resolve(c, L, yields, pre, normal);
	struct res nr = process(c, L, normal, nvals, for_break);
	if (!for_break && !yields.n) {
		struct stmt *n = new_if(c, ifs->u.cond.cond, esc_then ? (struct stmt_list){0} : nr.stmts,
					esc_then ? nr.stmts : (struct stmt_list){0}, true, 0, NULL, ifs->span);
		return (struct res){cat(c, pre, one(c, n)), (struct expr_list){0}};
	}
	struct stmt_list prefix = for_break ? one(c, set_flag(c, L->brk, true, ifs->span))
					    : (struct stmt_list){0};
	return escape_if(c, ifs, esc_then, pre, prefix, esc, nr);
}

static struct res branch(struct cft *c, const struct loop_ctx *L, struct stmt_list b, bool has,
			 struct expr_list yields, struct stmt_list pre, bool for_break)
{
	struct res d = decompose(b, yields, NULL);
	if (!has)
		return (struct res){d.stmts, resolve(c, L, d.yields, pre, (struct stmt_list){0})};
	return process(c, L, d.stmts, d.yields, for_break);
}

/* The escape is nested deeper in a branch: CASE B of the reference. */
static struct res escape_nested(struct cft *c, const struct loop_ctx *L, struct stmt_list stmts,
				uint32_t i, struct expr_list yields, bool for_break, bool in_then,
				bool in_else)
{
	struct stmt *ifs = stmts.v[i];
	struct span sp = ifs->span;
	struct stmt_list pre = slice(stmts, 0, i), post = slice(stmts, i + 1, stmts.n);
	struct res tr = branch(c, L, ifs->u.cond.then_body, in_then, yields, pre, for_break);
	struct res er = ifs->u.cond.has_else
				? branch(c, L, ifs->u.cond.else_body, in_else, yields, pre, for_break)
				: (struct res){{0}, resolve(c, L, yields, pre, (struct stmt_list){0})};
	if (!for_break && !tr.yields.n && !er.yields.n) {
		struct stmt *n = new_if(c, ifs->u.cond.cond, tr.stmts, er.stmts, ifs->u.cond.has_else,
					0, NULL, sp);
		pre = cat(c, pre, one(c, n));
		if (!post.n)
			return (struct res){pre, yields};
		struct res pr = process(c, L, post, yields, false);
		return (struct res){cat(c, pre, pr.stmts), pr.yields};
	}
	struct expr_list ref = tr.yields.n ? tr.yields : er.yields;
	struct var **phis = make_phis(c, ref, sp);
	struct expr_list phi_refs = refs(c, phis, ref.n, sp);
	struct stmt_list tb = tr.stmts, eb = er.stmts;
	if (!for_break || tr.yields.n)
		tb = with_yield(c, tb, tr.yields, sp);
	if (!for_break || er.yields.n)
		eb = with_yield(c, eb, er.yields, sp);
	pre = cat(c, pre, one(c, new_if(c, ifs->u.cond.cond, tb, eb, true, ref.n, phis, sp)));
	if (!post.n)
		return (struct res){pre, phi_refs};
	struct res pr = process(c, L, post, phi_refs, for_break);
	if (!for_break)
		return (struct res){cat(c, pre, pr.stmts), pr.yields};
	/* what follows a nested break runs only while the flag is clear */
	struct var **gphis = make_phis(c, phi_refs, sp);
	struct stmt *guard = new_if(c, not_flag(c, L->brk, sp), with_yield(c, pr.stmts, pr.yields, sp),
				    one(c, ir_new_yield(c->a, phi_refs, sp)), true, phi_refs.n, gphis, sp);
	return (struct res){cat(c, pre, one(c, guard)), refs(c, gphis, phi_refs.n, sp)};
}

/* Rewrites the escapes (break when for_break, else continue) of one body. */
static struct res process(struct cft *c, const struct loop_ctx *L, struct stmt_list stmts,
			  struct expr_list yields, bool for_break)
{
	enum stmt_kind target = for_break ? ST_BREAK : ST_CONTINUE;
	for (uint32_t i = 0; i < stmts.n; i++) {
		struct stmt *s = stmts.v[i];
		if (s->kind == target) {
			struct stmt_list pre = slice(stmts, 0, i);
			if (!for_break)
				return (struct res){pre, resolve(c, L, yields, pre, (struct stmt_list){0})};
			pre = cat(c, pre, one(c, set_flag(c, L->brk, true, s->span)));
			return (struct res){pre, break_values(c, L, yields, pre)};
		}
		if (s->kind != ST_IF)
			continue;
		bool in_then = has_kind(s->u.cond.then_body, for_break);
		bool in_else = has_kind(s->u.cond.else_body, for_break);
		if (!in_then && !in_else)
			continue;
		if (++c->escapes > MAX_ESCAPES) {
			if (!c->failed)
				diag_error(s->span, "more than %d break/continue statements in one loop",
					   MAX_ESCAPES);
			c->failed = true;
			return (struct res){stmts, yields};
		}
		bool then_ends = ends_with(s->u.cond.then_body, target);
		bool else_ends = s->u.cond.has_else && ends_with(s->u.cond.else_body, target);
		if (then_ends || else_ends)
			return escape_at_end(c, L, stmts, i, yields, for_break, then_ends);
		return escape_nested(c, L, stmts, i, yields, for_break, in_then, in_else);
	}
	return (struct res){stmts, yields};
}

/* ---- loops ---------------------------------------------------------------------- */

static struct stmt_list finish_body(struct cft *c, struct res r, bool had_yield, struct span sp)
{
	if (r.yields.n || had_yield)
		return with_yield(c, r.stmts, r.yields, sp);
	return r.stmts;
}

static struct res lower_body(struct cft *c, const struct loop_ctx *L, struct stmt_list body,
			     bool brk, bool cont, bool *had_yield)
{
	struct res d = decompose(body, (struct expr_list){0}, had_yield);
	c->escapes = 0;
	if (cont)
		d = process(c, L, d.stmts, d.yields, false);
	if (brk) {
		c->escapes = 0;
		d = process(c, L, d.stmts, d.yields, true);
	}
	return d;
}

static struct var *new_flag(struct cft *c, struct span sp)
{
	return ir_new_var(c->p, auto_name(c, "break", "tmp"), VAR_LOCAL, ir_type_scalar(DT_BOOL), sp);
}

static struct stmt *new_while(struct cft *c, struct expr *cond, struct iter_arg *iter, uint32_t n,
			      struct var **rets, struct stmt_list body, struct span sp)
{
	struct stmt *w = ir_new_stmt(c->a, ST_WHILE, sp);
	w->u.wloop.cond = cond;
	w->u.wloop.iter = iter;
	w->u.wloop.n_iter = n;
	w->u.wloop.return_vars = rets;
	w->u.wloop.body = body;
	return w;
}

/* for i in pl.range(a, b, s) with a break -> index var, flag and a while. */
static void lower_for_break(struct cft *c, struct stmt *s, bool cont, struct stmt_buf *out)
{
	struct span sp = s->span;
	struct var *brk = new_flag(c, sp);
	struct var *old = s->u.loop.loop_var;
	struct var *lv = ir_new_var(c->p, auto_name(c, old->name, "idx"), VAR_LOCAL, old->type, sp);
	ir_subst_vars(c->a, s->u.loop.body, 1, &old, &lv);
	struct expr *cond = typed(ir_new_binary(
		c->a, BO_AND, typed(ir_new_binary(c->a, BO_LT, vref(c, lv, sp), s->u.loop.stop, sp)),
		not_flag(c, brk, sp), sp));
	struct loop_ctx L = {s->u.loop.iter, s->u.loop.n_iter, brk};
	bool had_yield;
	struct res r = lower_body(c, &L, s->u.loop.body, true, cont, &had_yield);
	struct expr *next = typed(ir_new_binary(c->a, BO_ADD, vref(c, lv, sp), s->u.loop.step, sp));
	struct stmt *adv = new_if(c, not_flag(c, brk, sp), one(c, ir_new_assign(c->a, lv, next, sp)),
				  (struct stmt_list){0}, false, 0, NULL, sp);
	struct stmt_list body = cat(c, r.stmts, one(c, adv));
	if (r.yields.n || had_yield)
		body = with_yield(c, body, r.yields, sp);
	ir_sb_push(out, ir_new_assign(c->a, lv, s->u.loop.start, sp));
	ir_sb_push(out, set_flag(c, brk, false, sp));
	ir_sb_push(out, new_while(c, cond, s->u.loop.iter, s->u.loop.n_iter, s->u.loop.return_vars,
				  body, sp));
}

static void lower_while_break(struct cft *c, struct stmt *s, bool cont, struct stmt_buf *out)
{
	struct span sp = s->span;
	struct var *brk = new_flag(c, sp);
	struct expr *cond = typed(ir_new_binary(c->a, BO_AND, s->u.wloop.cond, not_flag(c, brk, sp), sp));
	struct loop_ctx L = {s->u.wloop.iter, s->u.wloop.n_iter, brk};
	bool had_yield;
	struct res r = lower_body(c, &L, s->u.wloop.body, true, cont, &had_yield);
	ir_sb_push(out, set_flag(c, brk, false, sp));
	ir_sb_push(out, new_while(c, cond, s->u.wloop.iter, s->u.wloop.n_iter, s->u.wloop.return_vars,
				  finish_body(c, r, had_yield, sp), sp));
}

static struct stmt_list visit(struct cft *c, struct stmt_list l)
{
	struct stmt_buf out = {0};
	bool changed = false; /* out holds l.v[0..i) and what replaced them */
	for (uint32_t i = 0; i < l.n && !c->failed; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = visit(c, *kids[k]);
		bool brk = false, cont = false;
		bool loop = (s->kind == ST_FOR && s->u.loop.kind == FOR_RANGE) || s->kind == ST_WHILE;
		if (loop)
			scan(*kids[0], &brk, &cont);
		if (!brk && !cont) {
			if (changed)
				ir_sb_push(&out, s);
			continue;
		}
		if (!changed)
			for (uint32_t k = 0; k < i; k++)
				ir_sb_push(&out, l.v[k]);
		changed = c->changed = true;
		if (brk) {
			if (s->kind == ST_FOR)
				lower_for_break(c, s, cont, &out);
			else
				lower_while_break(c, s, cont, &out);
			continue;
		}
		struct loop_ctx L = s->kind == ST_FOR
					    ? (struct loop_ctx){s->u.loop.iter, s->u.loop.n_iter, NULL}
					    : (struct loop_ctx){s->u.wloop.iter, s->u.wloop.n_iter, NULL};
		bool had_yield;
		struct res r = lower_body(c, &L, *kids[0], false, true, &had_yield);
		*kids[0] = finish_body(c, r, had_yield, s->span);
		ir_sb_push(&out, s);
	}
	if (!changed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(c->a, &out);
	ir_sb_free(&out);
	return r;
}

/* The CORE_GROUP scopes (pl.at) of a function that is not InCore: their
 * bodies become InCore functions (OutlineIncoreScopes), rewritten here as
 * an InCore function's body is (the reference leaves them, and its codegen
 * then meets the break). */
static void visit_scopes(struct cft *c, struct stmt_list *l, int depth)
{
	for (uint32_t i = 0; i < l->n && !c->failed; i++) {
		struct stmt *s = l->v[i];
		if (ol_is_target(s, OL_INCORE)) {
			s->u.scope.body = visit(c, s->u.scope.body);
			continue;
		}
		struct stmt_list *kids[2];
		int nk = depth < 256 ? ir_stmt_children(s, kids) : 0;
		for (int k = 0; k < nk; k++)
			visit_scopes(c, kids[k], depth + 1);
	}
}

bool pass_ctrl_flow_transform(struct pass_ctx *ctx, struct program *p)
{
	struct cft c = {.p = p, .a = p->arena};
	for (uint32_t f = 0; f < p->n_funcs && !c.failed; f++) {
		c.counter = 0;
		if (!pu_incore(p->funcs[f]))
			visit_scopes(&c, &p->funcs[f]->body, 0);
		else
			p->funcs[f]->body = visit(&c, p->funcs[f]->body);
	}
	free(c.mark);
	ctx->unchanged = !c.changed; /* no loop with a break or continue */
	return !c.failed;
}
