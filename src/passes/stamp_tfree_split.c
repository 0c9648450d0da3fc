/* StampTfreeSplit: a tfree names no pipe of its own; its split and pipe id are those of
 * the tpop that produced its tile.  Copies them onto every tfree (split always, id when
 * the tpop has one) so codegen reads them from the tfree itself.
 * requires: SplitIncoreOrch
 * produces: (nothing) */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

struct tpop_info {
	const struct expr *call; /* the tpop call, NULL when the var is not a popped tile */
};

struct stamp {
	struct program *p;
	struct tpop_info *by_var; /* by var id */
	bool bad;
};

/* The popping side of a tfree and of a tpop is its core_affinity: a tfree
 * returns a slot that a pop of the same core took. */
static bool same_side(unsigned tfree, unsigned tpop)
{
	const char *a = spec_ops[tfree].core_affinity, *b = spec_ops[tpop].core_affinity;
	return a && b && strcmp(a, b) == 0;
}

static void stamp_tfree(struct stamp *st, struct stmt *s)
{
	struct expr *call = s->u.eval.value;
	unsigned op = call->u.call.op;
	const struct expr *tile = call->u.call.args.n ? call->u.call.args.v[0] : NULL;
	if (!tile || tile->kind != EX_VAR)
		return;
	const struct expr *pop = tile->u.var->id < st->p->n_vars ? st->by_var[tile->u.var->id].call : NULL;
	if (!pop) {
		diag_error(call->span, "%s requires its tile argument to come from a tile pop of the "
			   "same core, but no originating pop was found", ir_op_spelling(op));
		st->bad = true;
		return;
	}
	if (!same_side(op, pop->u.call.op)) {
		diag_error(call->span, "%s requires its tile argument to come from a pop of its own "
			   "core, got %s", ir_op_spelling(op), ir_op_spelling(pop->u.call.op));
		st->bad = true;
		return;
	}
	const struct kwval *pid = ir_call_kwarg(pop, "id"), *fid = ir_call_kwarg(call, "id");
	bool has_pid = pid && pid->present;
	int64_t id = has_pid ? pid->i : 0;
	if (fid && fid->present) {
		if (fid->i != id) {
			diag_error(call->span, "%s pipe id %lld does not match the pipe id %lld of its "
				   "originating %s", ir_op_spelling(op), (long long)fid->i, (long long)id,
				   ir_op_spelling(pop->u.call.op));
			st->bad = true;
			return;
		}
		has_pid = true;
	}
	const struct kwval *split = ir_call_kwarg(pop, "split");
	struct expr *c = pu_call_copy(st->p->arena, call);
	ir_call_set_kwarg_int(c, "split", split ? split->i : 0);
	if (has_pid && ir_kwarg_index(op, "id") >= 0)
		ir_call_set_kwarg_int(c, "id", id);
	s->u.eval.value = c;
}

static bool visit(struct stmt *s, void *ctx)
{
	struct stamp *st = ctx;
	int op = pu_stmt_op(s);
	if (op < 0)
		return true;
	if (s->kind == ST_ASSIGN && pu_cross_core_role((unsigned)op, "TPop") &&
	    s->u.assign.var->id < st->p->n_vars)
		st->by_var[s->u.assign.var->id].call = s->u.assign.value;
	else if (s->kind == ST_EVAL && pu_cross_core_role((unsigned)op, "TFree"))
		stamp_tfree(st, s);
	return true;
}

bool pass_stamp_tfree_split(struct pass_ctx *ctx, struct program *p)
{
	if (!pu_role_made("TFree")) {
		ctx->unchanged = true; /* no tfree to stamp */
		return true;
	}
	struct stamp st = {.p = p, .by_var = xcalloc((size_t)p->n_vars + 1, sizeof *st.by_var)};
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!p->funcs[i]->abstract)
			ir_walk_stmts(p->funcs[i]->body, visit, &st);
	free(st.by_var);
	return !st.bad;
}
