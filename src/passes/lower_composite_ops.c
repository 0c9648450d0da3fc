/* LowerCompositeOps: a call of a composite op (one with a decomposition in
 * specs/decompositions.yaml, e.g. tile.sin / tile.cos) becomes the calls of its steps:
 * `y = tile.cos(x)` turns into `y__<step>_tmp_v<N> = <op>(...)` for each step but the last
 * (N counts per function over every composite lowered) and `y = <last step>`.  A composite
 * called in a return statement (before SSA) is bound to `ret<i>__result_tmp_v<N>` first.
 * requires: (none)
 * produces: (none); invalidates: (none)
 *
 * Constants of a step take the dtype of the step's first tile argument.  The steps never call
 * a composite (specgen checks), so one pass lowers everything. */
#include <stdio.h>
#include <stdlib.h>

#include "clone.h"
#include "decompose_spec.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "tile_lowering.h"
#include "typecheck.h"
#include "util.h"

struct lco {
	struct program *p;
	int16_t *index;   /* [spec_n_ops]: decomposition of the op, or -1 */
	uint32_t counter; /* temps made in this function */
	bool failed;
};

static const struct decomposition *composite(const struct lco *L, const struct expr *e)
{
	if (!e || e->kind != EX_CALL || L->index[e->u.call.op] < 0)
		return NULL;
	return &decompositions[L->index[e->u.call.op]];
}

static struct var *temp(struct lco *L, const char *base, int blen, const char *qual,
			const struct type *t, struct span sp)
{
	char name[256];
	snprintf(name, sizeof name, "%.*s__%s_tmp_v%u", blen > 160 ? 160 : blen, base, qual, L->counter++);
	return ir_new_var(L->p, intern_cstr(name), VAR_LOCAL, t, sp);
}

/* The call of step k, its arguments taken from the composite call and the vars of earlier
 * steps. */
static struct expr *step_call(struct lco *L, const struct dcmp_step *st, const struct expr *comp,
			      struct var *const *vars)
{
	struct arena *a = L->p->arena;
	struct span sp = comp->span;
	struct expr_list args = ir_expr_list_new(a, st->n_args);
	enum dtype cdt = DT_FP32;
	bool have_dt = false;
	for (unsigned i = 0; i < st->n_args; i++) {
		const struct dcmp_arg *d = &st->args[i];
		if (d->kind == DA_OPERAND)
			args.v[i] = cl_expr_plain(a, comp->u.call.args.v[d->index]);
		else if (d->kind == DA_STEP)
			args.v[i] = ir_new_var_ref(a, vars[d->index], sp);
		else
			continue;
		const struct type *t = ir_expr_type(args.v[i]);
		if (!have_dt && t->kind == TY_TILE) {
			cdt = (enum dtype)t->dtype;
			have_dt = true;
		}
	}
	for (unsigned i = 0; i < st->n_args; i++)
		if (st->args[i].kind == DA_FLOAT)
			args.v[i] = ir_new_float(a, st->args[i].f, cdt, sp);
	struct expr *c = ir_new_call(a, st->op, args, sp);
	for (unsigned k = 0; k < st->n_kwargs; k++)
		tl_set_kwarg(c, &st->kwargs[k]);
	return c;
}

/* Pushes the steps of composite call `comp` but the last to `out` (temps named after
 * base[0..blen)); returns the last step's call, typed, or NULL after an error. */
static struct expr *lower(struct lco *L, const struct decomposition *d, struct expr *comp,
			  const char *base, int blen, struct stmt_buf *out)
{
	if (comp->u.call.args.n < spec_ops[d->op].n_operands)
		die("LowerCompositeOps: %s call with %u operands", spec_ops[d->op].name, comp->u.call.args.n);
	struct var **vars = calloc(d->n_steps, sizeof *vars);
	if (!vars)
		die("out of memory");
	struct expr *c = NULL;
	for (unsigned k = 0; k < d->n_steps; k++) {
		const struct dcmp_step *st = &d->steps[k];
		c = step_call(L, st, comp, vars);
		if (!tc_deduce_call(L->p->arena, c)) {
			diag_note(comp->span, "in step %u (%s) of the decomposition of %s", k + 1,
				  spec_ops[st->op].name, spec_ops[d->op].name);
			L->failed = true;
			c = NULL;
			break;
		}
		if (k + 1 == d->n_steps)
			break;
		vars[k] = temp(L, base, blen, st->name, c->type, comp->span);
		ir_sb_push(out, ir_new_assign(L->p->arena, vars[k], c, comp->span));
	}
	free(vars);
	return c;
}

static void rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct lco *L = ctx;
	const struct decomposition *d;
	if (s->kind == ST_ASSIGN && (d = composite(L, s->u.assign.value))) {
		struct var *v = s->u.assign.var;
		struct expr *c = lower(L, d, s->u.assign.value, v->name, ir_user_name_len(v->name), out);
		if (c)
			s->u.assign.value = c;
	} else if (s->kind == ST_RETURN) {
		struct expr_list vals = s->u.ret.values;
		bool copied = false;
		for (uint32_t i = 0; i < vals.n; i++) {
			if (!(d = composite(L, vals.v[i])))
				continue;
			char base[32];
			int blen = snprintf(base, sizeof base, "ret%u", i);
			struct expr *c = lower(L, d, vals.v[i], base, blen, out);
			if (!c)
				continue;
			struct var *r = temp(L, base, blen, "result", c->type, vals.v[i]->span);
			ir_sb_push(out, ir_new_assign(L->p->arena, r, c, vals.v[i]->span));
			if (!copied)
				vals = ir_expr_list_copy(L->p->arena, vals);
			copied = true;
			vals.v[i] = ir_new_var_ref(L->p->arena, r, vals.v[i]->span);
		}
		s->u.ret.values = vals;
	}
	ir_sb_push(out, s);
}

bool pass_lower_composite_ops(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	if (!n_decompositions)
		return true;
	struct lco L = {.p = p, .index = malloc(sizeof *L.index * spec_n_ops)};
	if (!L.index)
		die("out of memory");
	for (unsigned i = 0; i < spec_n_ops; i++)
		L.index[i] = -1;
	for (unsigned i = 0; i < n_decompositions; i++)
		L.index[decompositions[i].op] = (int16_t)i;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract)
			continue;
		L.counter = 0;
		fn->body = ir_rewrite_stmts(p->arena, fn->body, rewrite, &L);
	}
	free(L.index);
	return !L.failed;
}
