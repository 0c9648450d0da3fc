/* Verifiers of the orchestration properties: CallDirectionsResolved,
 * RuntimeScopesMaterialized, IterArgCarryClassified, ManualDepsOnSubmitOnly and
 * InOutUseValid, as the reference checks them. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "diag.h"
#include "pass.h"
#include "passutil.h"
#include "util.h"
#include "verify.h"

/* ---- CallDirectionsResolved ------------------------------------------------------------ */

/* Every call of a program function with arguments carries arg_directions, one per
 * argument: `scalar` exactly for the non-tensor arguments, and for a tensor argument a
 * direction the callee's effective parameter direction allows (In: input; InOut: inout;
 * Out: output, output_existing or inout; each also no_dep). */
struct dir_ck {
	struct ad_ctx *ad;
	const struct function *fn;
	bool report;
	int bad;
};

static void dir_fail(struct dir_ck *c, const struct expr *call, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void dir_fail(struct dir_ck *c, const struct expr *call, const char *fmt, ...)
{
	c->bad++;
	if (!c->report)
		return;
	char msg[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(call->span, "CallDirectionsResolved: in function '%s', call to '%s': %s", c->fn->name,
		   call->u.fcall.name, msg);
}

static bool dir_expr(struct expr *e, void *ctx)
{
	struct dir_ck *c = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee || !e->u.fcall.args.n)
		return true;
	const struct function *g = e->u.fcall.callee;
	struct expr_list a = e->u.fcall.args;
	uint8_t *d = xcalloc(a.n + 1, 1);
	int n = ad_get(e, d, a.n);
	if (!ad_attr(e->u.fcall.attrs, "arg_directions"))
		dir_fail(c, e, "attrs['arg_directions'] is missing after DeriveCallDirections");
	else if (n < 0)
		dir_fail(c, e, "attrs['arg_directions'] is not a list of pl.adir directions of its "
			 "%u arguments", a.n);
	else if ((uint32_t)n != a.n)
		dir_fail(c, e, "attrs['arg_directions'] size (%d) != args size (%u)", n, a.n);
	else {
		const uint8_t *eff = g->n_params == a.n ? ad_effective(c->ad, g) : NULL;
		for (uint32_t i = 0; i < a.n; i++) {
			bool tensor = ad_tensor_typed(ir_expr_type(a.v[i]));
			if (tensor && d[i] == AD_SCALAR) {
				dir_fail(c, e, "tensor argument at index %u has ArgDirection::Scalar", i);
				break;
			}
			if (!tensor && d[i] != AD_SCALAR) {
				dir_fail(c, e, "non-tensor argument at index %u has %s (expected Scalar)", i,
					 ad_names[d[i]]);
				break;
			}
			if (!eff || !tensor || d[i] == AD_NO_DEP)
				continue;
			bool ok = eff[i] == DIR_IN	 ? d[i] == AD_INPUT
				  : eff[i] == DIR_INOUT ? d[i] == AD_INOUT
							 : d[i] == AD_OUTPUT || d[i] == AD_OUTPUT_EXISTING ||
								   d[i] == AD_INOUT;
			if (!ok) {
				dir_fail(c, e, "tensor argument at index %u has %s but callee param direction "
					 "is %s", i, ad_names[d[i]],
					 eff[i] == DIR_IN ? "In" : eff[i] == DIR_INOUT ? "InOut" : "Out");
				break;
			}
		}
	}
	free(d);
	return true;
}

int verify_call_directions_resolved(const struct program *p, bool strict, bool report)
{
	(void)strict;
	if (!ir_fcalls_made())
		return 0; /* no call to check */
	struct dir_ck c = {.ad = ad_new(p), .report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		c.fn = p->funcs[f];
		ir_walk_stmts_exprs(c.fn->body, dir_expr, &c);
	}
	ad_free(c.ad);
	return c.bad;
}

/* ---- RuntimeScopesMaterialized --------------------------------------------------------- */

/* MaterializeRuntimeScopes marks the orchestration functions it scoped auto_scope=False;
 * one still in auto-scope mode would reach codegen without its PTO2_SCOPE blocks. */
int verify_runtime_scopes_materialized(const struct program *p, bool strict, bool report)
{
	(void)strict;
	int bad = 0;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		const struct function *fn = p->funcs[f];
		if (fn->kind != FK_Orchestration || fn->auto_scope_false)
			continue;
		bad++;
		if (report)
			diag_error(fn->span, "RuntimeScopesMaterialized: Orchestration function '%s' still has "
				   "auto_scope=True. Run MaterializeRuntimeScopes before orchestration codegen "
				   "- codegen emits PTO2_SCOPE only from runtime scope statements, not from "
				   "implicit for/if wrapping.", fn->name);
	}
	return bad;
}

/* ---- IterArgCarryClassified ------------------------------------------------------------ */

struct carry_ck {
	const struct function *fn;
	bool report;
	int bad;
};

static bool carry_stmt(struct stmt *s, void *ctx)
{
	struct carry_ck *c = ctx;
	if (s->kind != ST_FOR)
		return true;
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		char key[48];
		snprintf(key, sizeof key, "iter_arg_rebind_%u", i);
		const struct expr *rb = ad_attr(s->u.loop.attrs, key);
		snprintf(key, sizeof key, "iter_arg_array_size_%u", i);
		const struct expr *sz = ad_attr(s->u.loop.attrs, key);
		if (!rb || rb->kind != EX_BOOL) {
			c->bad++;
			if (c->report)
				diag_error(s->span, "IterArgCarryClassified: loop iter_arg %u in function '%s' "
					   "has no attrs[\"iter_arg_rebind_%u\"]. ClassifyIterArgCarry must run "
					   "before orchestration codegen; without it every loop carry lowers as a "
					   "trivial alias and rebinds are silently dropped.", i, c->fn->name, i);
		} else if (sz && sz->kind == EX_INT && sz->u.i > 0 && !rb->u.b) {
			c->bad++;
			if (c->report)
				diag_error(s->span, "IterArgCarryClassified: loop iter_arg %u in function '%s' "
					   "has a task-id array extent but is not a rebind carry", i, c->fn->name);
		}
	}
	return true;
}

int verify_iter_arg_carry_classified(const struct program *p, bool strict, bool report)
{
	(void)strict;
	struct carry_ck c = {.report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (p->funcs[f]->kind == FK_Orchestration) {
			c.fn = p->funcs[f];
			ir_walk_stmts(c.fn->body, carry_stmt, &c);
		}
	return c.bad;
}

/* ---- ManualDepsOnSubmitOnly ------------------------------------------------------------ */

/* Manual dependency edges live in a task submission's deps; a plain call of a program
 * function never carries attrs["manual_dep_edges"] (op calls such as system.task_dummy
 * are exempt). */
static const char *ck_manual_deps(struct expr *e, struct verify_expr_ck *c)
{
	(void)c;
	if (e->kind != EX_FCALL || !ad_attr(e->u.fcall.attrs, "manual_dep_edges"))
		return NULL;
	return "a call of a program function carries attrs['manual_dep_edges']: manual dependency "
	       "edges belong in pl.submit(..., deps=[...])";
}

const struct verify_expr_prop verify_manual_deps_prop = {
	.prop = "ManualDepsOnSubmitOnly", .calls_only = true, .check = ck_manual_deps,
};

int verify_manual_deps_on_submit_only(const struct program *p, bool strict, bool report)
{
	(void)strict;
	return verify_check_expr_prop(p, &verify_manual_deps_prop, report);
}

/* ---- InOutUseValid --------------------------------------------------------------------- */

/* A variable passed as an Out or InOut argument of a call of a program function is dead
 * for reads from the call on, in control-flow order (the reference's InOut-use discipline,
 * RFC #1026): later statements read the call's result instead.  A `pl.submit` launch is
 * not such a call (the reference's Submit node, which the discipline only reads through).  An assignment makes the
 * var live again; the two branches of an if are separate paths whose dead sets merge
 * (union) after it; a loop body starts with everything the body kills dead (the back
 * edge), except the loop's own iter args, which the loop header re-binds.  Group and Spmd
 * bodies (parallel calls sharing an output) are not checked.
 *
 * The dead set is a var-indexed array with a change log: an if rolls back its then
 * branch before the else and merges through the log, and the kill set of a loop body is
 * computed once (memoized per loop) by walking the body from an empty state, a fresh
 * generation of the same arrays, rolled back afterwards. */
struct kill {
	uint32_t id;
	struct span origin;
};

struct loop_kills {
	const struct stmt *loop;
	uint32_t n;
	struct kill *k;
};

struct iou_log {
	uint32_t id, stamp;
	uint8_t bit;
	struct span origin;
};

struct iou {
	const struct function *fn;
	uint32_t *stamp; /* [n_vars]: generation of the state that last set bit */
	uint8_t *bit;    /* [n_vars] */
	struct span *origin;
	uint32_t *mark;  /* [n_vars]: scratch tags */
	uint32_t gen, next_gen, next_tag;
	struct iou_log *log;
	uint32_t n_log, cap_log;
	struct ptab memo; /* of struct loop_kills */
	int quiet;        /* > 0 inside a kill-set walk */
	bool report;
	int bad;
};

static bool dead(const struct iou *c, uint32_t id)
{
	return c->stamp[id] == c->gen && c->bit[id];
}

static void set_dead(struct iou *c, uint32_t id, bool v, struct span origin)
{
	if (dead(c, id) == v)
		return;
	if (c->n_log == c->cap_log) {
		c->cap_log = c->cap_log ? 2 * c->cap_log : 64;
		c->log = xrealloc(c->log, sizeof *c->log * c->cap_log);
	}
	c->log[c->n_log++] = (struct iou_log){id, c->stamp[id], c->bit[id], c->origin[id]};
	c->stamp[id] = c->gen;
	c->bit[id] = v;
	if (v)
		c->origin[id] = origin;
}

static void rollback(struct iou *c, uint32_t to)
{
	while (c->n_log > to) {
		struct iou_log *l = &c->log[--c->n_log];
		c->stamp[l->id] = l->stamp;
		c->bit[l->id] = l->bit;
		c->origin[l->id] = l->origin;
	}
}

static void iou_block(struct iou *c, struct stmt_list l);

static bool iou_read(struct expr *e, void *ctx)
{
	struct iou *c = ctx;
	struct expr_list args = {0};
	switch (e->kind) {
	case EX_VAR:
		if (dead(c, e->u.var->id) && !c->quiet) {
			c->bad++;
			if (c->report) {
				struct span o = c->origin[e->u.var->id];
				diag_error(e->span, "InOutUseValid: variable '%.*s' was passed as InOut/Out at "
					   "%s:%d:%d; read the post-call return value instead of the pre-call "
					   "variable", ir_user_name_len(e->u.var->name), e->u.var->name,
					   span_file(o) ? span_file(o) : "?", o.line, o.col);
			}
		}
		return true;
	case EX_CALL:
		args = e->u.call.args;
		break;
	case EX_FCALL:
		/* a task launch (the reference's Submit node, not a Call) only
		 * reads what it names: its Out/InOut arguments stay live */
		if (e->u.fcall.submit)
			return true;
		args = e->u.fcall.args;
		break;
	default:
		return true;
	}
	/* the arguments are read before the call's effect */
	for (uint32_t i = 0; i < args.n; i++)
		ir_walk_expr(args.v[i], iou_read, c);
	const struct function *g = e->kind == EX_FCALL ? e->u.fcall.callee : NULL;
	for (uint32_t i = 0; g && i < args.n && i < g->n_params; i++)
		if (g->params[i].dir != DIR_IN && args.v[i]->kind == EX_VAR)
			set_dead(c, args.v[i]->u.var->id, true, e->span);
	return false;
}

static void iou_expr(struct iou *c, struct expr *e)
{
	if (e)
		ir_walk_expr(e, iou_read, c);
}

static uint64_t loop_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct loop_kills *)item)->loop);
}

static bool loop_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct loop_kills *)item)->loop == key;
}

/* What a loop body kills, walked from an empty state; the loop's own iter args are
 * dropped (the header re-binds them). */
static const struct loop_kills *kills_of(struct iou *c, const struct stmt *s, struct stmt_list body,
					 uint32_t n_iter, const struct iter_arg *iter)
{
	uint64_t h = ptr_hash(s);
	ptab_reserve(&c->memo, loop_hash, NULL);
	void **slot = ptab_find(&c->memo, h, s, loop_eq, NULL);
	if (*slot)
		return *slot;
	uint32_t saved = c->gen, from = c->n_log;
	c->gen = ++c->next_gen;
	c->quiet++;
	iou_block(c, body);
	c->quiet--;
	for (uint32_t i = 0; i < n_iter; i++)
		set_dead(c, iter[i].var->id, false, s->span);
	struct loop_kills *lk = xcalloc(1, sizeof *lk);
	lk->loop = s;
	lk->k = xcalloc(c->n_log - from + 1, sizeof *lk->k);
	uint32_t tag = ++c->next_tag;
	for (uint32_t i = from; i < c->n_log; i++) {
		uint32_t id = c->log[i].id;
		if (c->mark[id] == tag || !dead(c, id))
			continue;
		c->mark[id] = tag;
		lk->k[lk->n++] = (struct kill){id, c->origin[id]};
	}
	rollback(c, from);
	c->gen = saved;
	/* nested loops memoized meanwhile may have grown the table: find the slot again */
	ptab_reserve(&c->memo, loop_hash, NULL);
	slot = ptab_find(&c->memo, h, s, loop_eq, NULL);
	ptab_put(&c->memo, slot, lk);
	return lk;
}

static void iou_loop(struct iou *c, struct stmt *s, struct stmt_list body, uint32_t n_iter,
		     struct iter_arg *iter)
{
	const struct loop_kills *lk = kills_of(c, s, body, n_iter, iter);
	for (uint32_t i = 0; i < lk->n; i++)
		set_dead(c, lk->k[i].id, true, lk->k[i].origin);
	iou_block(c, body);
	for (uint32_t i = 0; i < n_iter; i++)
		set_dead(c, iter[i].var->id, false, s->span);
}

/* then and else both start from the state before the if; after it a var is dead when
 * it is dead after either branch */
static void iou_if(struct iou *c, struct stmt *s)
{
	iou_expr(c, s->u.cond.cond);
	uint32_t m0 = c->n_log;
	iou_block(c, s->u.cond.then_body);
	uint32_t n_then = c->n_log - m0, tag = ++c->next_tag;
	struct kill *then_dead = xcalloc(n_then + 1, sizeof *then_dead);
	uint32_t n_td = 0;
	for (uint32_t i = m0; i < c->n_log; i++) {
		uint32_t id = c->log[i].id;
		if (c->mark[id] == tag)
			continue;
		c->mark[id] = tag;
		if (dead(c, id))
			then_dead[n_td++] = (struct kill){id, c->origin[id]};
	}
	rollback(c, m0);
	iou_block(c, s->u.cond.else_body);
	uint32_t end = c->n_log, etag = ++c->next_tag;
	for (uint32_t i = m0; i < end; i++) {
		struct iou_log l = c->log[i];
		/* first change of a var the then branch left alone: l holds the state before
		 * the if, which the then branch kept */
		if (c->mark[l.id] == tag || c->mark[l.id] == etag)
			continue;
		c->mark[l.id] = etag;
		if (l.stamp == c->gen && l.bit)
			set_dead(c, l.id, true, l.origin);
	}
	for (uint32_t i = 0; i < n_td; i++)
		set_dead(c, then_dead[i].id, true, then_dead[i].origin);
	free(then_dead);
}

static void iou_block(struct iou *c, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_ASSIGN:
			iou_expr(c, s->u.assign.value);
			set_dead(c, s->u.assign.var->id, false, s->span);
			break;
		case ST_EVAL:
			iou_expr(c, s->u.eval.value);
			break;
		case ST_RETURN:
		case ST_YIELD:
			for (uint32_t k = 0; k < s->u.ret.values.n; k++)
				iou_expr(c, s->u.ret.values.v[k]);
			break;
		case ST_FOR:
			iou_expr(c, s->u.loop.start);
			iou_expr(c, s->u.loop.stop);
			iou_expr(c, s->u.loop.step);
			for (uint32_t k = 0; k < s->u.loop.n_iter; k++)
				iou_expr(c, s->u.loop.iter[k].init);
			iou_loop(c, s, s->u.loop.body, s->u.loop.n_iter, s->u.loop.iter);
			break;
		case ST_WHILE:
			iou_expr(c, s->u.wloop.cond);
			for (uint32_t k = 0; k < s->u.wloop.n_iter; k++)
				iou_expr(c, s->u.wloop.iter[k].init);
			iou_loop(c, s, s->u.wloop.body, s->u.wloop.n_iter, s->u.wloop.iter);
			break;
		case ST_IF:
			iou_if(c, s);
			break;
		case ST_SCOPE:
			iou_expr(c, s->u.scope.arg);
			iou_block(c, s->u.scope.body);
			break;
		default:
			break;
		}
	}
}

int verify_inout_use_valid(const struct program *p, bool strict, bool report)
{
	(void)strict;
	size_t nv = (size_t)p->n_vars + 1;
	struct iou c = {.report = report, .gen = 1, .next_gen = 1};
	c.stamp = xcalloc(nv, sizeof *c.stamp);
	c.bit = xcalloc(nv, 1);
	c.origin = xcalloc(nv, sizeof *c.origin);
	c.mark = xcalloc(nv, sizeof *c.mark);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		c.fn = p->funcs[f];
		if (c.fn->kind == FK_Group || c.fn->kind == FK_Spmd)
			continue;
		c.gen = ++c.next_gen;
		iou_block(&c, c.fn->body);
		c.n_log = 0;
	}
	for (uint32_t i = 0; i < c.memo.cap; i++)
		if (c.memo.v[i]) {
			free(((struct loop_kills *)c.memo.v[i])->k);
			free(c.memo.v[i]);
		}
	ptab_free(&c.memo);
	free(c.stamp);
	free(c.bit);
	free(c.origin);
	free(c.mark);
	free(c.log);
	return c.bad;
}
