/* The `lowers_to` field of tensor ops (specs/README.md "lowers_to"): how
 * ConvertTensorToTileOps rewrites the op inside InCore functions.  Parsed
 * after every op is (the tile ops it names must be known with their kwargs)
 * and written as the op's `lowers` array of gen/ops.c. */
#include <stdlib.h>
#include <string.h>

#include "sg.h"
#include "spec.h"
#include "specgen.h"

#define LOWER_KEYS "op when args kwargs forward"

static const char *who_of(const struct sg_op *o)
{
	return sg_fmt("%s: lowers_to", o->name);
}

/* when := always | row_broadcast | {tensor|tile|scalar: N} */
static bool parse_when(const struct sg_op *o, const struct sg_node *n, struct spec_lowering *l)
{
	const char *who = who_of(o);
	if (n->kind == SG_SCALAR) {
		int w = sg_enum(n, who, "lowering condition", lower_when_names, LW_COUNT);
		if (w < 0)
			return false;
		if (w != LW_always && w != LW_row_broadcast) {
			sg_error(n, who, "when: %s needs an operand: {%s: N}", n->value, n->value);
			return false;
		}
		if (w == LW_row_broadcast && o->op.n_operands < 2) {
			sg_error(n, who, "when: row_broadcast needs two operands");
			return false;
		}
		l->when = (uint8_t)w;
		return true;
	}
	if (!sg_is_map(n, who) || n->n != 1) {
		if (n->kind == SG_MAP)
			sg_error(n, who, "when: one condition {tensor|tile|scalar: N}");
		return false;
	}
	int w = sg_enum(n->keys[0], who, "lowering condition", lower_when_names, LW_COUNT);
	if (w < 0)
		return false;
	if (w == LW_always || w == LW_row_broadcast) {
		sg_error(n->keys[0], who, "when: %s takes no operand", n->keys[0]->value);
		return false;
	}
	int64_t a;
	if (!sg_int(n->vals[0], who, &a))
		return false;
	if (a < 0 || a >= o->op.n_operands) {
		sg_error(n->vals[0], who, "when: operand %lld is not an operand of %s", (long long)a,
			 o->name);
		return false;
	}
	l->when = (uint8_t)w;
	l->when_arg = (uint8_t)a;
	return true;
}

static bool parse_args(const struct sg_op *o, const struct spec_op *to, const struct sg_node *n,
		       struct spec_lowering *l)
{
	const char *who = who_of(o);
	if (!sg_is_seq(n, who))
		return false;
	if (n->n > to->n_operands || n->n < to->min_operands) {
		sg_error(n, who, "args: %s takes %d to %d operands, %d given", to->name,
			 to->min_operands, to->n_operands, n->n);
		return false;
	}
	uint8_t *v = sg_alloc((size_t)n->n + 1);
	for (int i = 0; i < n->n; i++) {
		int64_t a;
		if (!sg_int(n->items[i], who, &a))
			return false;
		if (a < 0 || a >= o->op.n_operands) {
			sg_error(n->items[i], who, "args: %lld is not an operand of %s", (long long)a,
				 o->name);
			return false;
		}
		v[i] = (uint8_t)a;
	}
	l->args = v;
	l->n_args = (uint8_t)n->n;
	return true;
}

static bool parse_kwargs_forward(const struct sg_op *o, const struct spec_op *to,
				 const struct sg_node *kw, const struct sg_node *fw,
				 struct spec_lowering *l)
{
	const char *who = who_of(o);
	bool ok = true;
	if (kw && sg_is_map(kw, who)) {
		struct spec_kwdefault *d = sg_alloc(sizeof *d * (size_t)(kw->n + 1));
		for (int i = 0; i < kw->n && i < 255; i++) {
			int k = -1;
			for (int j = 0; j < to->n_kwargs; j++)
				if (!strcmp(to->kwargs[j].name, kw->keys[i]->value))
					k = j;
			if (k < 0) {
				sg_error(kw->keys[i], who, "kwargs: '%s' is not a kwarg of %s",
					 kw->keys[i]->value, to->name);
				ok = false;
				continue;
			}
			if (!ops_kw_value_ok(kw->vals[i], who, to->kwargs[k].type, to->kwargs[k].enum_id)) {
				ok = false;
				continue;
			}
			d[l->n_kwargs].kwarg = to->kwargs[k].name;
			d[l->n_kwargs++].value = kw->vals[i]->value;
		}
		l->kwargs = d;
	}
	l->forward_all = !fw;
	if (fw && sg_is_seq(fw, who)) {
		const char **f = sg_alloc(sizeof *f * (size_t)(fw->n + 1));
		for (int i = 0; i < fw->n && i < 255; i++) {
			const char *name = sg_str(fw->items[i], who);
			if (!name)
				continue;
			bool here = false, there = false;
			for (int j = 0; j < o->op.n_kwargs; j++)
				here = here || !strcmp(o->op.kwargs[j].name, name);
			for (int j = 0; j < to->n_kwargs; j++)
				there = there || !strcmp(to->kwargs[j].name, name);
			if (!here || !there) {
				sg_error(fw->items[i], who, "forward: '%s' is not a kwarg of %s", name,
					 here ? to->name : o->name);
				ok = false;
				continue;
			}
			f[l->n_forward++] = name;
		}
		l->forward = f;
	}
	return ok;
}

/* alternative := tile-op-name | {op, when?, args?, kwargs?, forward?} */
static bool parse_alt(const struct sg_op *o, const struct sg_node *n, struct spec_lowering *l)
{
	const char *who = who_of(o);
	const struct sg_node *opn = n;
	if (n->kind == SG_MAP) {
		if (!sg_keys(n, who, LOWER_KEYS, "op"))
			return false;
		opn = sg_get(n, "op");
	}
	const char *name = sg_str(opn, who);
	if (!name)
		return false;
	int t = op_find(name);
	if (t < 0) {
		sg_error(opn, who, "unknown op '%s'", name);
		return false;
	}
	const struct spec_op *to = &sg_ops[t].op;
	if (!strcmp(to->op_category, "TensorOp")) {
		sg_error(opn, who, "'%s' is a tensor op; a lowering names a tile op", name);
		return false;
	}
	l->op = (uint16_t)t;
	l->when = LW_always;
	l->all_args = true;
	l->forward_all = true;
	if (n->kind != SG_MAP)
		return o->op.n_operands <= to->n_operands ||
		       (sg_error(opn, who, "%s takes at most %d operands; %s has %d: give args", name,
				 to->n_operands, o->name, o->op.n_operands), false);
	const struct sg_node *v;
	if ((v = sg_get(n, "when")) && !parse_when(o, v, l))
		return false;
	if ((v = sg_get(n, "args"))) {
		l->all_args = false;
		if (!parse_args(o, to, v, l))
			return false;
	} else if (o->op.n_operands > to->n_operands) {
		sg_error(opn, who, "%s takes at most %d operands; %s has %d: give args", name,
			 to->n_operands, o->name, o->op.n_operands);
		return false;
	}
	return parse_kwargs_forward(o, to, sg_get(n, "kwargs"), sg_get(n, "forward"), l);
}

void lowering_check(void)
{
	for (int i = 0; i < sg_n_ops; i++) {
		struct sg_op *o = &sg_ops[i];
		const struct sg_node *v = sg_get(o->node, "lowers_to");
		if (!v)
			continue;
		const char *who = who_of(o);
		if (strcmp(o->op.op_category ? o->op.op_category : "", "TensorOp") != 0) {
			sg_error(v, who, "only a tensor op (op_category: TensorOp) lowers to a tile op");
			continue;
		}
		int n = v->kind == SG_SEQ ? v->n : 1;
		if (v->kind == SG_SEQ && (n == 0 || n > 16)) {
			sg_error(v, who, "1 to 16 alternatives");
			continue;
		}
		struct spec_lowering *l = sg_alloc(sizeof *l * (size_t)n);
		int k = 0;
		for (int j = 0; j < n; j++)
			if (parse_alt(o, v->kind == SG_SEQ ? v->items[j] : v, &l[k]))
				k++;
		o->op.lowers = l;
		o->op.n_lowers = (uint8_t)k;
	}
}

void lowering_write(struct sg_out *out, const struct spec_op *op)
{
	if (!op->n_lowers)
		return; /* zero-initialized: no lowering */
	sg_printf(out, "\t\t.n_lowers = %d,\n\t\t.lowers = (const struct spec_lowering[]){\n",
		  op->n_lowers);
	for (int i = 0; i < op->n_lowers; i++) {
		const struct spec_lowering *l = &op->lowers[i];
		sg_printf(out, "\t\t\t{.op = %s, .when = LW_%s, .when_arg = %d, .all_args = %s",
			  sg_ops[l->op].cid, lower_when_names[l->when], l->when_arg,
			  l->all_args ? "true" : "false");
		sg_printf(out, ", .n_args = %d, .args = ", l->n_args);
		if (l->n_args) {
			sg_printf(out, "(const uint8_t[]){");
			for (int j = 0; j < l->n_args; j++)
				sg_printf(out, "%s%d", j ? ", " : "", l->args[j]);
			sg_printf(out, "}");
		} else {
			sg_printf(out, "NULL");
		}
		sg_printf(out, ", .n_kwargs = %d, .kwargs = ", l->n_kwargs);
		if (l->n_kwargs) {
			sg_printf(out, "(const struct spec_kwdefault[]){");
			for (int j = 0; j < l->n_kwargs; j++) {
				sg_printf(out, "%s{", j ? ", " : "");
				sg_cstr(out, l->kwargs[j].kwarg);
				sg_printf(out, ", ");
				sg_cstr(out, l->kwargs[j].value);
				sg_printf(out, "}");
			}
			sg_printf(out, "}");
		} else {
			sg_printf(out, "NULL");
		}
		sg_printf(out, ", .forward_all = %s, .n_forward = %d, .forward = ",
			  l->forward_all ? "true" : "false", l->n_forward);
		if (l->n_forward) {
			sg_printf(out, "(const char *const[]){");
			for (int j = 0; j < l->n_forward; j++) {
				sg_printf(out, "%s", j ? ", " : "");
				sg_cstr(out, l->forward[j]);
			}
			sg_printf(out, "}");
		} else {
			sg_printf(out, "NULL");
		}
		sg_printf(out, "},\n");
	}
	sg_printf(out, "\t\t},\n");
}
