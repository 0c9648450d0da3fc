/* Reading the `lowers_to` table of gen/ops.c (see tile_lowering.h). */
#include "tile_lowering.h"

#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "util.h"

static bool col_vector(const struct type *t)
{
	int64_t c;
	return t->kind == TY_TILE && t->shape.n == 2 && ir_expr_is_const_int(t->shape.v[1], &c) && c == 1;
}

static bool test(const struct spec_lower_cond *c, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	switch ((enum lower_when)c->when) {
	case LW_always:
		return true;
	case LW_row_broadcast: {
		if (a.n < 2 || !a.v[0] || !a.v[1])
			return false;
		const struct type *x = ir_expr_type(a.v[0]), *y = ir_expr_type(a.v[1]);
		if (x->kind != TY_TILE || y->kind != TY_TILE || x->shape.n != 2 || y->shape.n != 2)
			return false;
		return col_vector(x) != col_vector(y);
	}
	case LW_tensor:
	case LW_tile:
	case LW_scalar:
	case LW_nd: {
		if (c->arg >= a.n || !a.v[c->arg])
			return false;
		const struct type *t = ir_expr_type(a.v[c->arg]);
		if (c->when == LW_nd)
			return (t->kind == TY_TILE || t->kind == TY_TENSOR) && t->shape.n > 2;
		return c->when == LW_tensor ? t->kind == TY_TENSOR
		       : c->when == LW_tile ? t->kind == TY_TILE
					     : t->kind == TY_SCALAR;
	}
	case LW_present:
		return c->arg < a.n && a.v[c->arg];
	case LW_differ: {
		if (a.n < 2 || !a.v[0] || !a.v[1])
			return false;
		const struct type *x = ir_expr_type(a.v[0]), *y = ir_expr_type(a.v[1]);
		bool sx = x->kind == TY_TILE || x->kind == TY_TENSOR, sy = y->kind == TY_TILE || y->kind == TY_TENSOR;
		if (!sx || !sy || x->shape.n != y->shape.n || c->arg >= x->shape.n)
			return false;
		return !ir_expr_equal_exact(x->shape.v[c->arg], y->shape.v[c->arg]);
	}
	case LW_multi_row: {
		if (c->arg >= a.n || !a.v[c->arg])
			return false;
		const struct type *t = ir_expr_type(a.v[c->arg]);
		int64_t r;
		if ((t->kind != TY_TILE && t->kind != TY_TENSOR) || t->shape.n < 2)
			return false;
		return !ir_expr_is_const_int(t->shape.v[t->shape.n - 2], &r) || r != 1;
	}
	case LW_kwarg: {
		/* an absent kwarg holds its spec default */
		return call->u.call.kwargs[c->arg].i != 0;
	}
	case LW_unset:
		return !call->u.call.kwargs[c->arg].present;
	case LW_last_dim: {
		if (a.n < 1 || !a.v[0])
			return false;
		const struct type *t = ir_expr_type(a.v[0]);
		int64_t d = call->u.call.kwargs[c->arg].i;
		return (t->kind == TY_TILE || t->kind == TY_TENSOR) && t->shape.n &&
		       (d == -1 || d == (int64_t)t->shape.n - 1);
	}
	case LW_rank2:
	case LW_rank3: {
		if (c->arg >= a.n || !a.v[c->arg])
			return false;
		const struct type *t = ir_expr_type(a.v[c->arg]);
		return (t->kind == TY_TILE || t->kind == TY_TENSOR) &&
		       t->shape.n == (c->when == LW_rank2 ? 2u : 3u);
	}
	case LW_axis: {
		if (a.n < 1 || !a.v[0])
			return false;
		const struct type *t = ir_expr_type(a.v[0]);
		int64_t d = call->u.call.kwargs[c->arg].i;
		if (t->kind != TY_TILE && t->kind != TY_TENSOR)
			return false;
		if (d < 0)
			d += (int64_t)t->shape.n;
		return d == c->k;
	}
	default:
		return false;
	}
}

bool tl_holds(const struct expr *call, unsigned n, const struct spec_lower_cond *c)
{
	bool any_nd = false, nd = false;
	for (unsigned i = 0; i < n; i++) {
		if (c[i].when == LW_nd) {
			any_nd = true;
			nd = nd || test(&c[i], call);
		} else if (!test(&c[i], call)) {
			return false;
		}
	}
	return !any_nd || nd;
}

const struct spec_lowering *tl_pick(const struct expr *call)
{
	if (!call || call->kind != EX_CALL)
		return NULL;
	const struct spec_op *so = &spec_ops[call->u.call.op];
	for (unsigned i = 0; i < so->n_lowers; i++)
		if (tl_holds(call, so->lowers[i].n_when, so->lowers[i].when))
			return &so->lowers[i];
	return NULL;
}

bool tl_lowers(const struct expr *call)
{
	return call && call->kind == EX_CALL && spec_ops[call->u.call.op].n_lowers > 0;
}

static bool tests_kind(unsigned n, const struct spec_lower_cond *c)
{
	for (unsigned j = 0; j < n; j++)
		if (c[j].when == LW_tensor || c[j].when == LW_tile)
			return true;
	return false;
}

/* Whether an alternative of op, or one of its steps, tests operand kinds
 * (it then loads or slices its operands itself). */
bool tl_kind_tested(unsigned op)
{
	const struct spec_op *so = &spec_ops[op];
	for (unsigned i = 0; i < so->n_lowers; i++) {
		const struct spec_lowering *l = &so->lowers[i];
		if (tests_kind(l->n_when, l->when))
			return true;
		for (unsigned k = 0; k < l->n_steps; k++)
			if (tests_kind(l->steps[k].n_when, l->steps[k].when))
				return true;
	}
	return false;
}

void tl_set_kwarg(struct expr *call, const struct spec_kwdefault *d)
{
	tl_set_kwarg_text(call, d->kwarg, d->value);
}

void tl_set_kwarg_text(struct expr *call, const char *name, const char *value)
{
	struct spec_kwdefault dd = {name, value}, *d = &dd;
	int i = ir_kwarg_index(call->u.call.op, d->kwarg);
	if (i < 0)
		die("lowering kwarg '%s' is not a kwarg of %s", d->kwarg, spec_ops[call->u.call.op].name);
	const struct spec_kwarg *k = &spec_ops[call->u.call.op].kwargs[i];
	int64_t v = 0;
	switch ((enum kwarg_type)k->type) {
	case KT_bool: v = strcmp(d->value, "true") == 0 || strcmp(d->value, "True") == 0; break;
	case KT_int: {
		const struct spec_enum_value *ev = ir_enum_by_name(k->enum_id, d->value);
		v = ev ? ev->value : strtoll(d->value, NULL, 0);
		break;
	}
	case KT_float: ir_call_set_kwarg_float(call, k->name, strtod(d->value, NULL)); return;
	case KT_str: ir_call_set_kwarg_str(call, k->name, intern_cstr(d->value)); return;
	case KT_dtype: v = dtype_lookup(d->value); break;
	case KT_mem: v = vocab_lookup(memspace_names, MS_COUNT, d->value); break;
	case KT_tile_layout: v = vocab_lookup(tile_layout_names, TL_COUNT, d->value); break;
	case KT_tensor_layout: v = vocab_lookup(tensor_layout_names, TLY_COUNT, d->value); break;
	case KT_pad_value: v = vocab_lookup(pad_value_names, PAD_COUNT, d->value); break;
	case KT_compact: v = vocab_lookup(compact_mode_names, CM_COUNT, d->value); break;
	default: break;
	}
	if (v < 0)
		die("lowering kwarg '%s' has a value specgen accepted but the engine does not know",
		    d->kwarg);
	ir_call_set_kwarg_int(call, k->name, v);
}
