/* FoldNoOpReshape: replaces a reshape whose result has its input's physical shape, dtype and
 * buffer by a plain var assignment.  requires: SplitIncoreOrch, IncoreTileOps, HasMemRefs,
 * TileOps2D.  produces: (nothing) */
#include "memplan_util.h"
#include "pass.h"

/* The reshape op is the one with the `reshape` type rule (found by role). */
static bool same_buffer(const struct memref *a, const struct memref *b)
{
	if (!a || !b)
		return a == b;
	return a->base ? a->base == b->base : a->base_name == b->base_name;
}

static bool visit(struct stmt *s, void *ctx)
{
	struct program *p = ctx;
	static int reshape_op = -2;
	if (reshape_op == -2)
		reshape_op = mp_op_with_rule(TR_reshape);
	if (s->kind != ST_ASSIGN || !s->u.assign.value)
		return true;
	struct expr *v = s->u.assign.value;
	if (v->kind != EX_CALL || (int)v->u.call.op != reshape_op || !v->u.call.args.n)
		return true;
	struct expr *in = v->u.call.args.v[0];
	const struct type *it = ir_expr_type(in), *rt = s->u.assign.var->type;
	if (in->kind != EX_VAR || it->kind != TY_TILE || rt->kind != TY_TILE)
		return true;
	if (it->dtype != rt->dtype || it->mem != rt->mem ||
	    !ir_expr_list_equal_exact(it->shape, rt->shape) || !same_buffer(it->memref, rt->memref))
		return true;
	s->u.assign.value = ir_new_var_ref(p->arena, in->u.var, v->span);
	return true;
}

bool pass_fold_no_op_reshape(struct pass_ctx *ctx, struct program *p)
{
	int reshape_op = mp_op_with_rule(TR_reshape);
	if (reshape_op < 0 || !ir_op_made((unsigned)reshape_op)) {
		ctx->unchanged = true; /* no reshape to fold */
		return true;
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			ir_walk_stmts(f->body, visit, p);
	}
	return true;
}
