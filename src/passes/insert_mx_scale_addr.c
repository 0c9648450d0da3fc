/* InsertMxScaleAddr: on a backend with MX matmuls (supports_mx_matmul), every
 * MX matmul reads each of its block scales through a binding made right
 * before it: `<scale>_bound = tile.tget_scale_addr(scale, data)`, the scale
 * tile bound to the scale address of the FP8 Left/Right operand it scales,
 * and the matmul takes the bound tile.  An MX matmul is an op with an operand
 * in LeftScale or RightScale; the operand before a scale operand is the data
 * it scales; the binder is the matmul-category op that returns its first
 * operand's type.  Every consumer gets fresh bindings, inside the block it is
 * in, even when its scales were bound for an earlier one: the binding is an
 * in-place address write, stale once another operand was bound to the same
 * scale (reference InsertMxScaleAddr, test_insert_mx_scale_addr.py).
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, NormalizedStmtStructure, TileMemoryInferred
 * produces: SSAForm, IncoreTileOps, SplitIncoreOrch, NormalizedStmtStructure, TileMemoryInferred */
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

#define MAX_NEST 256

struct mx {
	struct program *p;
	struct arena *a;
	struct pu_names names;
	int binder;
	bool failed;
};

static bool is_scale_operand(const struct spec_operand *o)
{
	return o->mem == (1u << MS_LeftScale) || o->mem == (1u << MS_RightScale);
}

static bool is_mx_matmul(const struct expr *e)
{
	if (!e || e->kind != EX_CALL)
		return false;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	for (unsigned i = 1; i < so->n_operands; i++)
		if (is_scale_operand(&so->operands[i]))
			return true;
	return false;
}

static int find_binder(void)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (strcmp(spec_ops[i].category, "matmul") == 0 &&
		    spec_ops[i].type_rule.kind == TR_same_as && spec_ops[i].n_operands == 2)
			return (int)i;
	return -1;
}

/* Binds the scales of the call in *slot, pushing the bindings into out. */
static void bind_scales(struct mx *M, struct expr **slot, struct stmt_buf *out, struct span sp)
{
	struct expr *call = *slot;
	const struct spec_op *so = &spec_ops[call->u.call.op];
	struct expr *c = ir_expr_copy(M->a, call);
	c->u.call.args = ir_expr_list_copy(M->a, call->u.call.args);
	for (unsigned i = 1; i < so->n_operands && i < c->u.call.args.n; i++) {
		if (!is_scale_operand(&so->operands[i]))
			continue;
		struct expr *scale = c->u.call.args.v[i], *data = c->u.call.args.v[i - 1];
		struct expr *args[2] = {scale, data};
		struct expr *b = ir_new_call(M->a, (unsigned)M->binder, (struct expr_list){2, args}, sp);
		if (!tc_deduce_call(M->a, b)) {
			M->failed = true;
			return;
		}
		/* the binding writes the scale tile's own buffer (reuses operand 0):
		 * the bound tile is that tile, view and fractal included */
		b->type = ir_expr_type(scale);
		char name[300];
		snprintf(name, sizeof name, "%.250s_bound", scale->kind == EX_VAR ? scale->u.var->name
										    : "scale");
		struct var *v = ir_new_var(M->p, pu_fresh_name(&M->names, name), VAR_LOCAL, b->type, sp);
		ir_sb_push(out, ir_new_assign(M->a, v, b, sp));
		c->u.call.args.v[i] = ir_new_var_ref(M->a, v, scale->span);
	}
	*slot = c;
}

static struct stmt_list mx_list(struct mx *M, struct stmt_list l, int depth)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n && !M->failed; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		if (nk && depth >= MAX_NEST) {
			diag_error(s->span, "statements nested deeper than %d", MAX_NEST);
			M->failed = true;
			break;
		}
		for (int k = 0; k < nk; k++)
			*kids[k] = mx_list(M, *kids[k], depth + 1);
		struct expr **slot = s->kind == ST_ASSIGN ? &s->u.assign.value
				     : s->kind == ST_EVAL ? &s->u.eval.value : NULL;
		if (slot && is_mx_matmul(*slot)) {
			bind_scales(M, slot, &out, s->span);
			changed = true;
		}
		ir_sb_push(&out, s);
	}
	if (!changed || M->failed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(M->a, &out);
	ir_sb_free(&out);
	return r;
}

bool pass_insert_mx_scale_addr(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend || !be_cap(ctx->backend, CAP_supports_mx_matmul)) {
		ctx->unchanged = true;
		return true;
	}
	struct mx M = {.p = p, .a = p->arena, .binder = find_binder()};
	if (M.binder < 0)
		die("no scale-binding op (matmul category, same_as rule, two operands) in the specs");
	for (uint32_t f = 0; f < p->n_funcs && !M.failed; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		pu_names_init(&M.names, fn);
		fn->body = mx_list(&M, fn->body, 0);
		pu_names_free(&M.names);
	}
	return !M.failed;
}
