/* The TensorViewCanonical verifier (seed 001): every tensor view reachable
 * from a var, a call or a function signature is canonical.  Weak mode (the
 * parse-time window) accepts an empty stride; strict mode (the codegen entry
 * contract, after MaterializeTensorStrides) requires it materialized. */
#include "pass.h"
#include "passutil.h"
#include "verify.h"

bool verify_nz_blocked(const struct type *t)
{
	int64_t d;
	return t->shape.n == 5 && (!ir_expr_is_const_int(t->shape.v[3], &d) || d == 16);
}

struct tvc {
	bool strict, report;
	int bad;
};

static void check_type(struct tvc *c, const struct type *t, struct span sp, const char *what)
{
	if (!t)
		return;
	if (t->kind == TY_TUPLE) {
		for (uint32_t i = 0; i < t->n_elems; i++)
			check_type(c, t->elems[i], sp, what);
		return;
	}
	if (t->kind != TY_TENSOR || !t->tview)
		return;
	const struct tensor_view *v = t->tview;
	const char *msg = NULL;
	if (v->layout == TLY_NZ && !verify_nz_blocked(t))
		msg = "NZ layout on a tensor needs the blocked rank-5 shape [B, C/c0, R/16, 16, c0]";
	else if (v->stride.n && v->stride.n != t->shape.n)
		msg = "stride has a different rank than the shape";
	else if (c->strict && v->stride.n == 0)
		msg = "stride is empty (not materialized)";
	if (!msg)
		return;
	c->bad++;
	if (c->report)
		diag_error(sp, "TensorViewCanonical: %s: %s", what, msg);
}

static void check_var(struct var *v, struct stmt *s, void *ctx)
{
	check_type(ctx, v->type, v->span, v->name);
}

static bool check_expr(struct expr *e, struct stmt *s, void *ctx)
{
	if (e && e->kind != EX_VAR && e->type)
		check_type(ctx, e->type, e->span, "expression");
	return e != NULL;
}

/* Only a tensor view can fail: none was ever made, none fails. */
static bool no_tensor_view(void)
{
	return !ir_tensor_view_made();
}

/* The signatures' and vars' part, strict, not reported. */
static int tensor_view_defs(const struct program *p)
{
	if (no_tensor_view())
		return 0;
	struct tvc c = {.strict = true};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		for (uint32_t r = 0; r < fn->n_rets; r++)
			check_type(&c, fn->rets[r], fn->span, "return type");
		pu_function_defs(fn, check_var, &c);
	}
	return c.bad;
}

static const char *ck_expr(struct expr *e, struct verify_expr_ck *ck)
{
	struct tvc c = {.strict = true};
	check_expr(e, NULL, &c);
	return c.bad ? "a tensor view is not canonical" : NULL;
}

/* Batched with the other expression properties of a stage (passmgr.c),
 * strict as the pass manager verifies. */
const struct verify_expr_prop verify_tensor_view_prop = {
	.prop = "TensorViewCanonical", .check = ck_expr, .pre = tensor_view_defs,
	.vacuous = no_tensor_view,
};

int verify_tensor_view_canonical(const struct program *p, bool strict, bool report)
{
	if (no_tensor_view())
		return 0;
	struct tvc c = {.strict = strict, .report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		for (uint32_t r = 0; r < fn->n_rets; r++)
			check_type(&c, fn->rets[r], fn->span, "return type");
		pu_function_defs(fn, check_var, &c);
		struct pu_expr_walk w = {.fn = check_expr, .ctx = &c};
		pu_walk_function_exprs(fn, &w);
	}
	return c.bad;
}
