/* Type checking of op calls against their specs and result-type deduction:
 * one function per TYPE_RULE and per CHECK_KIND of vocab.def, dispatched
 * through tables.  Op-specific facts come only from spec_ops[]. */
#include "typecheck.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "print.h"
#include "util.h"

/* ---- dtype predicates (reference ops-and-backends §5.2) ------------------- */

static unsigned dt_code(enum dtype d) { return dtype_infos[d].code; }
static bool dt_is_signed(enum dtype d) { return dt_code(d) >= 0x10 && dt_code(d) < 0x20; }
static bool dt_is_unsigned(enum dtype d) { return dt_code(d) >= 0x20 && dt_code(d) < 0x30; }
static bool dt_is_int(enum dtype d) { return dt_is_signed(d) || dt_is_unsigned(d); }
static bool dt_is_float(enum dtype d) { return dt_code(d) >= 0x30 && dt_code(d) < 0x50; }
bool tc_dtype_is_float(enum dtype d) { return dt_is_float(d); }
static unsigned dt_bytes(enum dtype d) { return (dtype_infos[d].bits + 7) / 8; }

enum dtype tc_promote(enum dtype a, enum dtype b)
{
	if (a == b)
		return a;
	if (dt_is_float(a) != dt_is_float(b))
		return dt_is_float(a) ? a : b;
	unsigned ba = dtype_infos[a].bits, bb = dtype_infos[b].bits;
	if (ba != bb)
		return ba > bb ? a : b;
	if (dt_is_signed(a) != dt_is_signed(b))
		return dt_is_signed(a) ? a : b;
	return a;
}

/* ---- messages ----------------------------------------------------------------- */

static const char *type_str(struct buf *b, const struct type *t)
{
	buf_clear(b);
	print_type(b, t);
	return b->data;
}

static const char *kind_word(const struct type *t)
{
	switch (t->kind) {
	case TY_SCALAR: return "a scalar";
	case TY_TENSOR: return "a tensor";
	case TY_TILE: return "a tile";
	case TY_TUPLE: return "a tuple";
	case TY_PTR: return "a pointer";
	case TY_OPAQUE: return t->opaque;
	default: return "a value of unknown type";
	}
}

/* ---- call context ------------------------------------------------------------- */

struct tc {
	struct arena *a;
	struct expr *call;
	const struct spec_op *so;
	const char *spelling;
	struct expr **arg; /* [so->n_operands], NULL when omitted */
	struct span sp;
	/* an `annotated` op's shape= and dtype= keywords: its result type when
	 * no annotation is written, kept on no call (the reference's tpop) */
	struct expr *type_shape, *type_dtype;
	bool failed;
	struct buf tmp, tmp2;
};

static void tc_err(struct tc *c, struct span sp, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void tc_err(struct tc *c, struct span sp, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct buf b = {0};
	buf_printf(&b, "%s: ", c->spelling);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	diag_error(sp, "%s", b.data);
	buf_free(&b);
	c->failed = true;
}

static struct expr *arg_of(struct tc *c, int i)
{
	return i >= 0 && i < c->so->n_operands ? c->arg[i] : NULL;
}

static const struct type *arg_type(struct tc *c, int i)
{
	struct expr *e = arg_of(c, i);
	return e ? ir_expr_type(e) : ir_type_unknown();
}

/* The dtype a scalar operand brings into a promotion with an element dtype
 * `dt`.  A bare literal carries no deliberate dtype (an int is INDEX, a float
 * FP32, until used): it takes the tensor's or tile's element dtype, except a
 * float literal beside an integer operand, which stays FP32 (the reference
 * re-stamps such literals before deducing the type). */
static enum dtype scalar_operand_dtype(struct tc *c, int i, enum dtype dt)
{
	struct expr *e = arg_of(c, i);
	const struct type *t = ir_expr_type(e);
	if (e->kind == EX_INT && e->dtype == DT_INDEX)
		return dt;
	if (e->kind == EX_FLOAT && e->dtype == DT_FP32 && tc_dtype_is_float(dt))
		return dt;
	return (enum dtype)t->dtype;
}

static struct span arg_span(struct tc *c, int i)
{
	struct expr *e = arg_of(c, i);
	return e ? e->span : c->sp;
}

/* A list operand (shape / offsets): its items, or false. */
static bool arg_list(struct tc *c, int i, struct expr_list *out)
{
	struct expr *e = arg_of(c, i);
	if (!e || e->kind != EX_LIST)
		return false;
	*out = e->u.list;
	return true;
}

static const struct spec_param *param(const struct spec_rule *r, const char *key)
{
	for (unsigned i = 0; i < r->n_params; i++)
		if (strcmp(r->params[i].key, key) == 0)
			return &r->params[i];
	return NULL;
}

static int64_t param_i(const struct spec_rule *r, const char *key, int64_t def)
{
	const struct spec_param *p = param(r, key);
	return p ? p->i : def;
}

static const struct kwval *kw(struct tc *c, const char *name)
{
	int i = ir_kwarg_index(c->call->u.call.op, name);
	return i < 0 ? NULL : &c->call->u.call.kwargs[i];
}

/* ---- shape helpers ----------------------------------------------------------- */

static struct expr *idx_const(struct tc *c, int64_t v)
{
	return ir_new_int(c->a, v, DT_INDEX, c->sp);
}

static struct expr_list list_copy(struct tc *c, struct expr_list l)
{
	return ir_expr_list_copy(c->a, l);
}

static bool dim_equal(const struct expr *x, const struct expr *y)
{
	int64_t a, b;
	if (ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b))
		return a == b;
	return ir_expr_equal_exact(x, y);
}

static bool dims_provably_differ(const struct expr *x, const struct expr *y)
{
	int64_t a, b;
	return ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b) && a != b;
}

static void shape_str(struct buf *b, struct expr_list l)
{
	buf_clear(b);
	buf_putc(b, '[');
	for (uint32_t i = 0; i < l.n; i++) {
		if (i)
			buf_puts(b, ", ");
		print_expr(b, l.v[i]);
	}
	buf_putc(b, ']');
}

/* Numpy right-aligned broadcast of x and y into *out; false if a pair of
 * dims provably differs and neither is 1. */
static bool broadcast2(struct tc *c, struct expr_list x, struct expr_list y, struct expr_list *out)
{
	uint32_t n = x.n > y.n ? x.n : y.n;
	struct expr_list r = ir_expr_list_new(c->a, n);
	for (uint32_t i = 0; i < n; i++) {
		struct expr *a = i < n - x.n ? NULL : x.v[i - (n - x.n)];
		struct expr *b = i < n - y.n ? NULL : y.v[i - (n - y.n)];
		int64_t va, vb;
		if (!a || !b) {
			r.v[i] = a ? a : b;
		} else if (dim_equal(a, b)) {
			r.v[i] = a;
		} else if (ir_expr_is_const_int(a, &va) && va == 1) {
			r.v[i] = b;
		} else if (ir_expr_is_const_int(b, &vb) && vb == 1) {
			r.v[i] = a;
		} else if (dims_provably_differ(a, b)) {
			return false;
		} else {
			r.v[i] = a;
		}
	}
	*out = r;
	return true;
}

/* ---- tile results ------------------------------------------------------------- */

/* A tile result under construction: the view is either implicit (has_view
 * false: the implicit view of the final shape and space) or explicit. */
struct tile_res {
	struct expr_list shape;
	enum dtype dt;
	int mem; /* MS_COUNT = none (the out_mem rule may set it) */
	bool has_view;
	struct tile_view view;
	struct expr_list valid; /* n = 0: full */
};

/* The view fields InheritTileViewLayout copies (blayout, slayout, pad,
 * compact; fractal stays at the default 512). */
static void inherit_layout(struct tile_res *r, const struct type *src)
{
	struct tile_view e = ir_tile_view_effective(src);
	r->has_view = true;
	memset(&r->view, 0, sizeof r->view);
	r->view.blayout = e.blayout;
	r->view.slayout = e.slayout;
	r->view.pad = e.pad;
	r->view.compact = e.compact;
	r->view.fractal = 512;
}

/* A fresh default view (row_major, none_box, 512) with blayout b. */
static void fresh_view(struct tile_res *r, enum tile_layout b)
{
	r->has_view = true;
	memset(&r->view, 0, sizeof r->view);
	r->view.blayout = (uint8_t)b;
	r->view.slayout = TL_none_box;
	r->view.fractal = 512;
}

/* The memory space the op's out_mem rule gives the result (MS_COUNT: none
 * or inherited). */
static int out_space_of(struct tc *c)
{
	const struct spec_op *so = c->so;
	if (so->out_mem == OM_fixed)
		return so->out_space;
	if (so->out_mem == OM_kwarg) {
		const struct kwval *k = so->out_kwarg ? kw(c, so->out_kwarg) : NULL;
		if (k && k->present)
			return (int)k->i;
		return so->out_space < MS_COUNT ? so->out_space : MS_COUNT;
	}
	return MS_COUNT;
}

static const struct type *finish_tile(struct tc *c, struct tile_res *r)
{
	const struct spec_op *so = c->so;
	int mem = r->mem;
	if (so->out_mem == OM_fixed || so->out_mem == OM_kwarg) {
		mem = out_space_of(c);
	} else if (so->out_mem == OM_inherit) {
		const struct type *t0 = arg_type(c, 0);
		if (t0->kind == TY_TILE)
			mem = t0->mem;
	}
	struct tile_view v;
	if (r->has_view) {
		v = r->view;
	} else {
		v = ir_tile_view_implicit(r->shape, (enum memspace)mem);
	}
	v.valid_shape = r->valid;
	/* Most results have the type of a tile operand (elementwise ops):
	 * share it rather than build an equal one. */
	struct type t;
	struct tile_view tv;
	ir_type_tile_init(&t, &tv, r->shape, r->dt, (enum memspace)mem, &v, NULL);
	for (int i = 0; i < so->n_operands; i++) {
		const struct type *ti = arg_type(c, i);
		if (ti->kind == TY_TILE && !ti->memref && ir_type_equal(&t, ti))
			return ti;
	}
	return ir_type_tile(c->a, r->shape, r->dt, (enum memspace)mem, &v, NULL);
}

static bool need_tile(struct tc *c, int i, const struct type **t)
{
	*t = arg_type(c, i);
	if ((*t)->kind == TY_TILE)
		return true;
	if ((*t)->kind != TY_UNKNOWN)
		tc_err(c, arg_span(c, i), "operand %d must be a tile, got %s", i, kind_word(*t));
	return false;
}

static bool need_shape(struct tc *c, int i, struct expr_list *l)
{
	if (arg_list(c, i, l))
		return true;
	if (arg_of(c, i))
		tc_err(c, arg_span(c, i), "operand %d must be a list of dims", i);
	return false;
}

/* A dtype kwarg's value: written, else the spec's default, else `def`. */
static enum dtype kw_dtype(struct tc *c, const char *name, enum dtype def)
{
	unsigned op = c->call->u.call.op;
	int i = ir_kwarg_index(op, name);
	if (i < 0)
		return def;
	const struct kwval *k = &c->call->u.call.kwargs[i];
	return k->present || spec_ops[op].kwargs[i].def ? (enum dtype)k->i : def;
}

/* ---- tensor results ----------------------------------------------------------- */

/* A new tensor (no memref, strides or layout) with a valid shape; the
 * valid shape is dropped when it is the shape (or empty). */
static const struct type *fresh_tensor(struct tc *c, struct expr_list shape, enum dtype dt,
				       struct expr_list valid)
{
	struct tensor_view v = {.valid_shape = valid, .layout = TLY_ND};
	return ir_type_tensor(c->a, shape, dt, &v, NULL);
}

/* The valid shape a tensor records (empty when it is fully valid). */
static struct expr_list tensor_valid(const struct type *t)
{
	return t->tview ? t->tview->valid_shape : (struct expr_list){0};
}

static bool lists_equal(struct expr_list x, struct expr_list y)
{
	if (x.n != y.n)
		return false;
	for (uint32_t i = 0; i < x.n; i++)
		if (!dim_equal(x.v[i], y.v[i]))
			return false;
	return true;
}

/* x * y for dims, folded when both are constants. */
static struct expr *dim_mul(struct tc *c, struct expr *x, struct expr *y)
{
	int64_t a, b;
	if (ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b))
		return idx_const(c, a * b);
	if (ir_expr_is_const_int(x, &a) && a == 1)
		return y;
	if (ir_expr_is_const_int(y, &b) && b == 1)
		return x;
	return ir_new_binary(c->a, BO_MUL, x, y, c->sp);
}

/* Packed strides of a shape in a tensor layout: row-major for ND; DN
 * swaps the roles of the last two dims (column-major trailing pair). */
static struct expr_list packed_strides(struct tc *c, struct expr_list shape, int layout)
{
	uint32_t n = shape.n;
	struct expr_list st = ir_expr_list_new(c->a, n);
	if (!n)
		return st;
	if (layout == TLY_DN && n >= 2) {
		st.v[n - 2] = idx_const(c, 1);
		st.v[n - 1] = shape.v[n - 2];
		struct expr *acc = dim_mul(c, shape.v[n - 2], shape.v[n - 1]);
		for (uint32_t i = n - 2; i-- > 0;) {
			st.v[i] = acc;
			acc = dim_mul(c, acc, shape.v[i]);
		}
		return st;
	}
	struct expr *acc = idx_const(c, 1);
	for (uint32_t i = n; i-- > 0;) {
		st.v[i] = acc;
		acc = dim_mul(c, acc, shape.v[i]);
	}
	return st;
}

/* The int/bool value of a kwarg of this op, or `def` when absent. */
static int64_t kw_int(struct tc *c, const char *name, int64_t def)
{
	const struct kwval *k = kw(c, name);
	return k && k->present ? k->i : def;
}

/* ---- type rules ----------------------------------------------------------------- */

typedef const struct type *(*rule_fn)(struct tc *c, const struct spec_rule *r);

static const struct type *rule_none(struct tc *c, const struct spec_rule *r)
{
	return ir_type_unknown();
}

static bool convert_kwarg(struct tc *c, const struct spec_kwarg *k, const struct expr *e,
			  struct kwval *kv);

/* `annotated`: unknown at creation, unless shape= and dtype= give the tile
 * (the written annotation, when there is one, decides: tc_assign_type). */
static const struct type *rule_annotated(struct tc *c, const struct spec_rule *r)
{
	if (!c->type_shape)
		return ir_type_unknown();
	if (c->type_shape->kind != EX_LIST) {
		tc_err(c, c->type_shape->span, "keyword 'shape' expects a list of dims");
		return ir_type_unknown();
	}
	static const struct spec_kwarg dtype_kw = {.name = "dtype", .type = KT_dtype, .enum_id = -1};
	struct kwval dt = {0};
	if (!convert_kwarg(c, &dtype_kw, c->type_dtype, &dt)) {
		tc_err(c, c->type_dtype->span, "keyword 'dtype' expects dtype");
		return ir_type_unknown();
	}
	struct tile_res res = {.shape = c->type_shape->u.list, .dt = (enum dtype)dt.i, .mem = MS_COUNT};
	return finish_tile(c, &res);
}

/* The dtype a rule's `dtype` / `dtype_arg` parameters give a result whose
 * operand has dtype `dt`: fixed, `float` (integers become FP32), the dtype
 * of another operand, or dt itself. */
static enum dtype rule_dtype(struct tc *c, const struct spec_rule *r, enum dtype dt)
{
	const struct spec_param *dp = param(r, "dtype"), *da = param(r, "dtype_arg");
	if (da) {
		const struct type *t = arg_type(c, (int)da->i);
		if (t->kind == TY_TILE || t->kind == TY_TENSOR || t->kind == TY_SCALAR)
			return (enum dtype)t->dtype;
	}
	if (dp && !dp->s)
		return (enum dtype)dp->i;
	if (dp && dp->s && strcmp(dp->s, "float") == 0 && !dt_is_float(dt))
		return DT_FP32;
	return dt;
}

static const struct type *same_as_one(struct tc *c, const struct spec_rule *r)
{
	int a = (int)param_i(r, "arg", 0);
	const struct type *t = arg_type(c, a);
	const struct spec_param *vp = param(r, "valid");
	bool full = vp && vp->s && strcmp(vp->s, "full") == 0;
	bool changes_dtype = param(r, "dtype") || param(r, "dtype_arg");
	if (t->kind == TY_TILE) {
		struct tile_res res = {.shape = t->shape, .dt = rule_dtype(c, r, (enum dtype)t->dtype),
				       .mem = t->mem};
		inherit_layout(&res, t);
		if (t->view && t->view->valid_shape.n && !full)
			res.valid = t->view->valid_shape;
		return finish_tile(c, &res);
	}
	if (t->kind == TY_SCALAR)
		return ir_type_scalar(rule_dtype(c, r, (enum dtype)t->dtype));
	if (t->kind == TY_TENSOR && (changes_dtype || param_i(r, "fresh", 0) || full))
		return fresh_tensor(c, t->shape, rule_dtype(c, r, (enum dtype)t->dtype),
				    full ? (struct expr_list){0} : tensor_valid(t));
	return t;
}

static const struct type *rule_same_as(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = same_as_one(c, r);
	int64_t n = param_i(r, "tuple", 0);
	if (n <= 0 || t->kind == TY_UNKNOWN)
		return t;
	const struct type *el[8];
	for (int64_t i = 0; i < n && i < 8; i++)
		el[i] = t;
	return ir_type_tuple(c->a, (uint32_t)(n < 8 ? n : 8), el);
}

/* Broadcasts the `args` operands of kind `kind` (tiles or tensors) onto
 * operand 0's shape and dtype: numpy broadcast of their shapes, dtype
 * Promote over every operand (scalars too) unless `dtype: lhs`.  Sets
 * *all_same when every operand of the kind has operand 0's shape and valid
 * shape and none is distributed.  False (after an error where one is due)
 * when an operand's type is unknown or the shapes do not broadcast. */
static bool broadcast_args(struct tc *c, const struct spec_rule *r, const struct type *t0, int kind,
			   struct expr_list *shape, enum dtype *dt, bool *all_same)
{
	const struct spec_param *ap = param(r, "args");
	const struct spec_param *dp = param(r, "dtype");
	bool lhs = dp && dp->s && strcmp(dp->s, "lhs") == 0;
	struct expr_list valid0 = ir_valid_shape(t0);
	*shape = t0->shape;
	*dt = (enum dtype)t0->dtype;
	*all_same = !t0->distributed;
	for (unsigned k = 1; ap && k < ap->n_list; k++) {
		const struct type *t = arg_type(c, ap->list[k]);
		if (t->kind == TY_UNKNOWN)
			return false;
		if (!lhs && t->kind == kind)
			*dt = tc_promote(*dt, (enum dtype)t->dtype);
		else if (!lhs && t->kind == TY_SCALAR)
			*dt = tc_promote(*dt, scalar_operand_dtype(c, ap->list[k], *dt));
		if (t->kind != kind)
			continue;
		struct expr_list out;
		if (!broadcast2(c, *shape, t->shape, &out)) {
			shape_str(&c->tmp, *shape);
			shape_str(&c->tmp2, t->shape);
			tc_err(c, arg_span(c, ap->list[k]), "shapes %s and %s do not broadcast",
			       c->tmp.data, c->tmp2.data);
			return false;
		}
		if (t->distributed || !lists_equal(t0->shape, t->shape) ||
		    !lists_equal(valid0, ir_valid_shape(t)))
			*all_same = false;
		*shape = out;
	}
	return true;
}

/* Tensors: broadcast_args over the tensor operands, a new plain tensor
 * (dtype `dtype:` when the rule names one).  It keeps operand 0's valid
 * shape when every tensor operand has the same shape and valid shape (none
 * is distributed) unless `valid: full`. */
static const struct type *broadcast_tensors(struct tc *c, const struct spec_rule *r, const struct type *t0)
{
	const struct spec_param *dp = param(r, "dtype");
	const struct spec_param *vp = param(r, "valid");
	struct expr_list shape;
	enum dtype dt;
	bool all_same;
	if (!broadcast_args(c, r, t0, TY_TENSOR, &shape, &dt, &all_same))
		return ir_type_unknown();
	bool keep_valid = all_same && !(vp && vp->s && strcmp(vp->s, "full") == 0);
	if (dp && !dp->s)
		dt = (enum dtype)dp->i;
	return fresh_tensor(c, shape, dt, keep_valid ? tensor_valid(t0) : (struct expr_list){0});
}

static const struct type *rule_broadcast(struct tc *c, const struct spec_rule *r)
{
	const struct spec_param *ap = param(r, "args");
	int first = ap && ap->n_list ? ap->list[0] : 0;
	const struct type *t0 = arg_type(c, first);
	if (t0->kind == TY_TENSOR)
		return broadcast_tensors(c, r, t0);
	if (t0->kind != TY_TILE)
		return ir_type_unknown();
	struct expr_list shape;
	enum dtype dt;
	bool all_same;
	if (!broadcast_args(c, r, t0, TY_TILE, &shape, &dt, &all_same))
		return ir_type_unknown();
	struct tile_res res = {.shape = shape, .dt = dt, .mem = t0->mem};
	inherit_layout(&res, t0);
	if (t0->view && t0->view->valid_shape.n)
		res.valid = t0->view->valid_shape;
	return finish_tile(c, &res);
}

static const struct type *rule_scalar(struct tc *c, const struct spec_rule *r)
{
	return ir_type_scalar((enum dtype)param_i(r, "dtype", DT_INDEX));
}

static const struct type *rule_element(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, (int)param_i(r, "arg", 0));
	if (t->kind == TY_UNKNOWN || t->kind == TY_TUPLE || t->kind == TY_PTR)
		return ir_type_unknown();
	return ir_type_scalar((enum dtype)t->dtype);
}

static const struct type *rule_cast(struct tc *c, const struct spec_rule *r)
{
	const struct spec_param *kp = param(r, "kwarg");
	const struct type *t = arg_type(c, 0);
	enum dtype dt = kw_dtype(c, kp && kp->s ? kp->s : "target_type", DT_FP32);
	if (t->kind == TY_TILE) {
		struct tile_res res = {.shape = t->shape, .dt = dt, .mem = t->mem};
		inherit_layout(&res, t);
		if (t->view && t->view->valid_shape.n)
			res.valid = t->view->valid_shape;
		return finish_tile(c, &res);
	}
	if (t->kind == TY_TENSOR) {
		if (dt == t->dtype) {
			tc_err(c, c->sp, "target_type %s equals the input dtype; a same-dtype cast is not "
			       "an operation", dtype_infos[dt].name);
			return ir_type_unknown();
		}
		return fresh_tensor(c, t->shape, dt, tensor_valid(t));
	}
	if (t->kind == TY_SCALAR)
		return ir_type_scalar(dt);
	return ir_type_unknown();
}

/* Tensors: reduce axis kwarg `axis` (default the last for rows, the second
 * to last for columns) to 1 (valid 1) or away (keep_dim false; a scalar when
 * nothing is left); the other axes keep their valid extents. */
static const struct type *reduce_tensor(struct tc *c, const struct spec_rule *r, const struct type *t,
					bool row)
{
	int64_t n = t->shape.n, axis = kw_int(c, "axis", row ? -1 : -2);
	bool keep = kw_int(c, "keep_dim", 1) != 0;
	if (!row && n < 2) {
		tc_err(c, arg_span(c, 0), "a column reduction needs a tensor of rank >= 2");
		return ir_type_unknown();
	}
	if (axis < 0)
		axis += n;
	if (axis < 0 || axis >= n) {
		tc_err(c, c->sp, "axis %lld is out of range for a rank-%lld tensor",
		       (long long)kw_int(c, "axis", row ? -1 : -2), (long long)n);
		return ir_type_unknown();
	}
	const struct spec_param *dp = param(r, "dtype");
	enum dtype dt = dp && !dp->s ? (enum dtype)dp->i : (enum dtype)t->dtype;
	struct expr_list valid = ir_valid_shape(t);
	struct expr_list s = ir_expr_list_new(c->a, (uint32_t)n), v = ir_expr_list_new(c->a, (uint32_t)n);
	uint32_t k = 0;
	for (int64_t i = 0; i < n; i++) {
		if (i == axis && !keep)
			continue;
		s.v[k] = i == axis ? idx_const(c, 1) : t->shape.v[i];
		v.v[k++] = i == axis ? idx_const(c, 1) : valid.v[i];
	}
	s.n = v.n = k;
	if (!k)
		return ir_type_scalar(dt);
	return fresh_tensor(c, s, dt, v);
}

static const struct type *rule_reduce(struct tc *c, const struct spec_rule *r, bool row)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind == TY_TENSOR)
		return reduce_tensor(c, r, t, row);
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	if (t->shape.n < 1) {
		tc_err(c, arg_span(c, 0), "cannot reduce a rank-0 tile");
		return ir_type_unknown();
	}
	const struct spec_param *dp = param(r, "dtype");
	enum dtype dt = dp && !dp->s ? (enum dtype)dp->i : (enum dtype)t->dtype;
	struct expr_list valid = ir_valid_shape(t);
	struct expr_list s = list_copy(c, t->shape), v = list_copy(c, valid);
	struct tile_res res = {.dt = dt, .mem = t->mem};
	if (row) {
		s.v[s.n - 1] = idx_const(c, 1);
		v.v[v.n - 1] = idx_const(c, 1);
		fresh_view(&res, TL_col_major);
	} else {
		s.v[0] = idx_const(c, 1);
		v.v[0] = idx_const(c, 1);
		fresh_view(&res, TL_row_major);
	}
	res.shape = s;
	res.valid = v;
	return finish_tile(c, &res);
}

static const struct type *rule_row_reduce(struct tc *c, const struct spec_rule *r)
{
	return rule_reduce(c, r, true);
}

static const struct type *rule_col_reduce(struct tc *c, const struct spec_rule *r)
{
	return rule_reduce(c, r, false);
}

static const struct type *rule_expand(struct tc *c, const struct spec_rule *r)
{
	int a = (int)param_i(r, "arg", 0), w = (int)param_i(r, "with", 1);
	const struct type *t = arg_type(c, a);
	if (t->kind == TY_TENSOR) {
		/* a new tensor of the target's shape, dtype Promote(target, vector) */
		const struct type *u = arg_type(c, w);
		enum dtype dt = (enum dtype)t->dtype;
		if (u->kind == TY_TENSOR || u->kind == TY_SCALAR)
			dt = tc_promote(dt, (enum dtype)u->dtype);
		return fresh_tensor(c, t->shape, dt, (struct expr_list){0});
	}
	if (!need_tile(c, a, &t))
		return ir_type_unknown();
	const struct type *u = arg_type(c, w);
	enum dtype dt = (enum dtype)t->dtype;
	if (u->kind == TY_TILE || u->kind == TY_SCALAR)
		dt = tc_promote(dt, (enum dtype)u->dtype);
	struct tile_res res = {.shape = t->shape, .dt = dt, .mem = t->mem};
	inherit_layout(&res, t);
	if (t->view && t->view->valid_shape.n)
		res.valid = t->view->valid_shape;
	return finish_tile(c, &res);
}

static struct expr *ceil_div_dim(struct tc *c, struct expr *d, int64_t k, int64_t round)
{
	int64_t v;
	if (ir_expr_is_const_int(d, &v)) {
		int64_t q = (v + k - 1) / k;
		if (round)
			q = (q + round - 1) / round * round;
		return idx_const(c, q);
	}
	return ir_new_binary(c->a, BO_FLOORDIV,
			     ir_new_binary(c->a, BO_ADD, d, idx_const(c, k - 1), c->sp), idx_const(c, k),
			     c->sp);
}

static const struct type *rule_packed_mask(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = rule_broadcast(c, r);
	if (t->kind != TY_TILE || t->shape.n == 0)
		return t;
	struct expr_list s = list_copy(c, t->shape), v = list_copy(c, ir_valid_shape(t));
	s.v[s.n - 1] = ceil_div_dim(c, s.v[s.n - 1], 8, 32);
	v.v[v.n - 1] = ceil_div_dim(c, v.v[v.n - 1], 8, 0);
	struct tile_res res = {.shape = s, .dt = DT_UINT8, .mem = t->mem, .valid = v};
	inherit_layout(&res, t);
	return finish_tile(c, &res);
}

static struct expr_list load_window_valid(struct tc *c, const struct type *t, struct expr_list offs,
					  struct expr_list shape, struct expr_list want);

static const struct type *rule_load(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	struct expr_list shape, valid = {0}, offs = {0};
	if (t->kind != TY_TENSOR || !need_shape(c, 2, &shape))
		return ir_type_unknown();
	if (arg_list(c, 1, &offs) && offs.n != shape.n)
		tc_err(c, arg_span(c, 1), "%u offsets for a %u-D window", offs.n, shape.n);
	if (arg_list(c, 3, &valid) && valid.n != shape.n) {
		tc_err(c, arg_span(c, 3), "valid_shape has rank %u, shapes has rank %u", valid.n,
		       shape.n);
		return ir_type_unknown();
	}
	if (tensor_valid(t).n && offs.n == shape.n && shape.n == t->shape.n)
		valid = load_window_valid(c, t, offs, shape, valid);
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = MS_COUNT,
			       .valid = valid};
	/* Mat windows: NZ (col/row, the implicit view) unless the source is DN
	 * (row/col) or the window is one row (row_major, none_box); MX source
	 * layouts use 32-byte fractals. */
	int mem = out_space_of(c);
	int layout = t->tview ? t->tview->layout : TLY_ND;
	int64_t rows;
	if (tensor_layout_mx[layout]) {
		bool nn = layout == TLY_MX_B_NN;
		fresh_view(&res, nn ? TL_col_major : TL_row_major);
		res.view.slayout = nn ? TL_col_major : TL_row_major;
		res.view.fractal = 32;
	} else if (mem == MS_Mat && shape.n == 2 && ir_expr_is_const_int(shape.v[0], &rows) && rows == 1) {
		fresh_view(&res, TL_row_major);
	} else if (mem == MS_Mat && layout == TLY_DN) {
		fresh_view(&res, TL_row_major);
		res.view.slayout = TL_col_major;
	} else if (mem != MS_Mat && shape.n && ir_expr_is_const_int(shape.v[shape.n - 1], &rows) && rows == 1) {
		/* a window one element wide is a column vector, whatever its
		 * rank or row count */
		fresh_view(&res, TL_col_major);
	}
	return finish_tile(c, &res);
}

static const struct type *rule_store(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 2);
	return t->kind == TY_TENSOR ? t : ir_type_unknown();
}

static const struct type *rule_create(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape;
	if (!need_shape(c, 0, &shape))
		return ir_type_unknown();
	struct tile_res res = {.shape = shape, .dt = kw_dtype(c, "dtype", DT_FP32), .mem = MS_COUNT};
	const struct kwval *tr = kw(c, "transpose"), *flat = kw(c, "flat_layout");
	if (tr && tr->present && tr->i) {
		fresh_view(&res, TL_row_major);
		res.view.slayout = TL_col_major;
	} else if (flat && flat->present && flat->i) {
		fresh_view(&res, TL_row_major);
	}
	/* compact=True: an accumulator whose valid rows may not fill it keeps
	 * the pitch the matmul writing it uses (see matmul_like) */
	const struct kwval *cm = kw(c, "compact");
	if (cm && cm->present && cm->i) {
		if (!res.has_view) {
			res.view = ir_tile_view_implicit(shape, (enum memspace)out_space_of(c));
			res.view.valid_shape = (struct expr_list){0};
			res.has_view = true;
		}
		res.view.compact = CM_normal;
	}
	return finish_tile(c, &res);
}

static const struct type *rule_full(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape;
	if (param_i(r, "tensor", 0)) {
		if (!need_shape(c, 0, &shape))
			return ir_type_unknown();
		return fresh_tensor(c, shape, kw_dtype(c, "dtype", DT_FP32), (struct expr_list){0});
	}
	/* A filled tile has a fresh row_major view even where the shape implies
	 * col_major ([N, 1]). */
	if (!need_shape(c, 0, &shape))
		return ir_type_unknown();
	struct tile_res res = {.shape = shape, .dt = kw_dtype(c, "dtype", DT_FP32), .mem = MS_COUNT};
	fresh_view(&res, TL_row_major);
	return finish_tile(c, &res);
}

/* Whether two shapes provably hold different numbers of elements. */
static bool sizes_differ(struct expr_list x, struct expr_list y, int64_t *nx, int64_t *ny)
{
	int64_t a[16], b[16];
	if (!ir_shape_static(x, a, 16) || !ir_shape_static(y, b, 16))
		return false;
	*nx = *ny = 1;
	for (uint32_t i = 0; i < x.n; i++)
		*nx *= a[i];
	for (uint32_t i = 0; i < y.n; i++)
		*ny *= b[i];
	return *nx != *ny;
}

static const struct type *rule_reshape(struct tc *c, const struct spec_rule *r)
{
	const struct type *t;
	struct expr_list shape;
	if (arg_type(c, 0)->kind == TY_TENSOR) {
		/* a new tensor of the new shape; valid shape from operand 2 */
		t = arg_type(c, 0);
		int64_t na, nb;
		struct expr_list valid = {0};
		if (!need_shape(c, 1, &shape))
			return ir_type_unknown();
		if (sizes_differ(t->shape, shape, &na, &nb)) {
			shape_str(&c->tmp, t->shape);
			shape_str(&c->tmp2, shape);
			tc_err(c, arg_span(c, 1), "cannot reshape %s (%lld elements) to %s (%lld elements)",
			       c->tmp.data, (long long)na, c->tmp2.data, (long long)nb);
			return ir_type_unknown();
		}
		arg_list(c, 2, &valid);
		return fresh_tensor(c, shape, (enum dtype)t->dtype, valid);
	}
	if (!need_tile(c, 0, &t) || !need_shape(c, 1, &shape))
		return ir_type_unknown();
	int64_t a[16], b[16];
	if (ir_shape_static(t->shape, a, 16) && ir_shape_static(shape, b, 16)) {
		int64_t na = 1, nb = 1;
		for (uint32_t i = 0; i < t->shape.n; i++)
			na *= a[i];
		for (uint32_t i = 0; i < shape.n; i++)
			nb *= b[i];
		if (na != nb) {
			shape_str(&c->tmp, t->shape);
			shape_str(&c->tmp2, shape);
			tc_err(c, arg_span(c, 1), "cannot reshape %s (%lld elements) to %s (%lld elements)",
			       c->tmp.data, (long long)na, c->tmp2.data, (long long)nb);
			return ir_type_unknown();
		}
	}
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = t->mem};
	/* Valid shape: a full source stays full; a partial one keeps its
	 * leading extents when the trailing dim is unchanged. */
	struct expr_list vs = ir_valid_shape(t);
	if (t->view && t->view->valid_shape.n && vs.n == shape.n &&
	    dim_equal(vs.v[vs.n - 1], shape.v[shape.n - 1]))
		res.valid = vs;
	struct tile_view e = ir_tile_view_effective(t);
	struct tile_view imp = ir_tile_view_implicit(shape, MS_COUNT);
	if (e.pad != PAD_null || e.compact != CM_null) {
		fresh_view(&res, (enum tile_layout)imp.blayout);
		res.view.pad = e.pad;
		res.view.compact = e.compact;
	}
	return finish_tile(c, &res);
}

static const struct type *rule_move(struct tc *c, const struct spec_rule *r)
{
	const struct type *t;
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	const struct kwval *tm = kw(c, "target_memory");
	int mem = tm && tm->present ? (int)tm->i : (c->so->out_space < MS_COUNT ? c->so->out_space : t->mem);
	enum dtype dt = (enum dtype)t->dtype;
	if ((mem == MS_LeftScale || mem == MS_RightScale) && dt == DT_UINT8)
		dt = DT_FP8E8M0;
	struct tile_res res = {.shape = t->shape, .dt = dt, .mem = mem};
	struct tile_view src = ir_tile_view_effective(t);
	struct tile_view agnostic = ir_tile_view_implicit(t->shape, MS_COUNT);
	struct tile_view target = ir_tile_view_implicit(t->shape, (enum memspace)mem);
	bool target_special = target.blayout != agnostic.blayout || target.slayout != agnostic.slayout ||
			      target.fractal != agnostic.fractal;
	fresh_view(&res, target_special ? (enum tile_layout)target.blayout
					: (enum tile_layout)src.blayout);
	res.view.slayout = target_special ? target.slayout : src.slayout;
	res.view.fractal = target_special ? target.fractal : 512;
	if (mem == MS_Right)
		res.view.blayout = TL_row_major;
	const struct kwval *bl = kw(c, "blayout"), *sl = kw(c, "slayout");
	if (bl && bl->present)
		res.view.blayout = (uint8_t)bl->i;
	if (sl && sl->present)
		res.view.slayout = (uint8_t)sl->i;
	res.view.pad = src.pad;
	if (t->view && t->view->valid_shape.n)
		res.valid = t->view->valid_shape;
	return finish_tile(c, &res);
}

/* One valid extent of a window of `size` at `off` into an extent whose
 * valid part is `src`, capped at `want`: min(want, max(0, src - off)),
 * folded when constant (else `want`). */
static struct expr *window_valid(struct tc *c, struct expr *src, struct expr *off, struct expr *size,
				 struct expr *want)
{
	int64_t sv, ov, wv, zv;
	if (ir_expr_is_const_int(src, &sv) && ir_expr_is_const_int(off, &ov) &&
	    ir_expr_is_const_int(want, &wv) && ir_expr_is_const_int(size, &zv)) {
		int64_t rem = sv - ov < 0 ? 0 : sv - ov;
		int64_t v = rem < wv ? rem : wv;
		return idx_const(c, v < zv ? v : zv);
	}
	return want;
}

/* Tensors: (input, shape, offset[, valid_shape[, drop_dims]]), kwargs
 * pad_value and clamp.  The window's valid region is the explicit
 * valid_shape (empty = none), intersected with a partial source (or the
 * source's edge with clamp); drop_dims removes unit axes. */
static const struct type *slice_tensor(struct tc *c, const struct type *t)
{
	struct expr_list shape, offs = {0}, want = {0}, drops = {0};
	if (!need_shape(c, 1, &shape))
		return ir_type_unknown();
	if (shape.n != t->shape.n) {
		tc_err(c, arg_span(c, 1), "a %u-D window of a rank-%u tensor (slice keeps the rank; "
		       "drop_dims removes axes)", shape.n, t->shape.n);
		return ir_type_unknown();
	}
	if (arg_list(c, 2, &offs) && offs.n != shape.n) {
		tc_err(c, arg_span(c, 2), "%u offsets for a %u-D window", offs.n, shape.n);
		return ir_type_unknown();
	}
	for (uint32_t i = 0; i < offs.n; i++) {
		int64_t o;
		if (ir_expr_is_const_int(offs.v[i], &o) && o < 0) {
			tc_err(c, offs.v[i]->span, "offset %u is negative (%lld)", i, (long long)o);
			return ir_type_unknown();
		}
	}
	arg_list(c, 3, &want);
	if (want.n && want.n != shape.n) {
		tc_err(c, arg_span(c, 3), "valid_shape has rank %u, the window rank %u", want.n, shape.n);
		return ir_type_unknown();
	}
	bool clamp = kw_int(c, "clamp", 0) != 0;
	struct expr_list srcv = tensor_valid(t), valid = want;
	if ((clamp || srcv.n) && offs.n == shape.n) {
		struct expr_list full = ir_valid_shape(t);
		valid = ir_expr_list_new(c->a, shape.n);
		for (uint32_t i = 0; i < shape.n; i++)
			valid.v[i] = window_valid(c, full.v[i], offs.v[i], shape.v[i],
						  want.n ? want.v[i] : shape.v[i]);
	}
	arg_list(c, 4, &drops);
	struct expr_list ns = shape, nv = valid;
	if (drops.n) {
		ns = ir_expr_list_new(c->a, shape.n);
		nv = ir_expr_list_new(c->a, shape.n);
		uint32_t k = 0;
		for (uint32_t i = 0; i < shape.n; i++) {
			bool drop = false;
			for (uint32_t j = 0; j < drops.n; j++) {
				int64_t d;
				if (ir_expr_is_const_int(drops.v[j], &d) && (d == i || d + (int64_t)shape.n == i))
					drop = true;
			}
			int64_t one;
			if (drop && !(ir_expr_is_const_int(shape.v[i], &one) && one == 1)) {
				tc_err(c, arg_span(c, 4), "drop_dims: axis %u is not a unit dim", i);
				return ir_type_unknown();
			}
			if (drop)
				continue;
			ns.v[k] = shape.v[i];
			if (valid.n)
				nv.v[k] = valid.v[i];
			k++;
		}
		ns.n = k;
		nv.n = valid.n ? k : 0;
	}
	const struct kwval *pv = kw(c, "pad_value");
	struct tensor_view v = {.valid_shape = nv, .layout = TLY_ND,
				.pad = pv && pv->present ? (uint8_t)pv->i : t->tview ? t->tview->pad : PAD_null};
	struct type *n = ir_type_tensor(c->a, ns, (enum dtype)t->dtype, &v, NULL);
	n->distributed = t->distributed;
	return n;
}

/* Tiles: drop_dims (operand 4) erases unit axes of the window and its valid
 * shape; a result below rank 2 gets leading unit axes back (a tile is 2-D).
 * False (reported) when a dropped axis is out of range or not a unit dim. */
static bool tile_drop_dims(struct tc *c, struct expr_list *shape, struct expr_list *valid)
{
	struct expr_list drops = {0};
	if (!arg_list(c, 4, &drops) || !drops.n)
		return true;
	uint32_t n = shape->n;
	bool *drop = ARENA_ARRAY(c->a, bool, n);
	for (uint32_t j = 0; j < drops.n; j++) {
		int64_t d, one;
		if (!ir_expr_is_const_int(drops.v[j], &d) || d < -(int64_t)n || d >= (int64_t)n) {
			tc_err(c, drops.v[j]->span, "drop_dims: not an axis of the %u-D window", n);
			return false;
		}
		uint32_t ax = (uint32_t)(d < 0 ? d + (int64_t)n : d);
		if (!(ir_expr_is_const_int(shape->v[ax], &one) && one == 1)) {
			tc_err(c, drops.v[j]->span, "drop_dims: axis %u is not a unit dim", ax);
			return false;
		}
		drop[ax] = true;
	}
	uint32_t k = 0;
	for (uint32_t i = 0; i < n; i++)
		k += !drop[i];
	uint32_t pad = k < 2 ? 2 - k : 0;
	struct expr_list ns = ir_expr_list_new(c->a, k + pad), nv = {0};
	if (valid->n)
		nv = ir_expr_list_new(c->a, k + pad);
	for (uint32_t i = 0; i < pad; i++) {
		ns.v[i] = idx_const(c, 1);
		if (nv.n)
			nv.v[i] = ns.v[i];
	}
	for (uint32_t i = 0, o = pad; i < n; i++) {
		if (drop[i])
			continue;
		ns.v[o] = shape->v[i];
		if (nv.n)
			nv.v[o] = valid->v[i];
		o++;
	}
	*shape = ns;
	*valid = nv;
	return true;
}

static const struct type *rule_slice(struct tc *c, const struct spec_rule *r)
{
	const struct type *t;
	struct expr_list shape, valid = {0};
	if (arg_type(c, 0)->kind == TY_TENSOR)
		return slice_tensor(c, arg_type(c, 0));
	if (!need_tile(c, 0, &t) || !need_shape(c, 1, &shape))
		return ir_type_unknown();
	for (uint32_t i = 0; i < shape.n; i++) {
		int64_t v;
		if (!ir_expr_is_const_int(shape.v[i], &v) || v <= 0) {
			tc_err(c, shape.v[i]->span, "slice sizes must be positive constants");
			return ir_type_unknown();
		}
	}
	arg_list(c, 3, &valid);
	if (valid.n && valid.n != shape.n) {
		tc_err(c, arg_span(c, 3), "valid_shape has rank %u, the window rank %u", valid.n, shape.n);
		return ir_type_unknown();
	}
	if (!tile_drop_dims(c, &shape, &valid))
		return ir_type_unknown();
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = t->mem, .valid = valid};
	if (t->view) {
		res.has_view = true;
		res.view = *t->view;
		res.view.valid_shape = (struct expr_list){0};
		res.view.stride = (struct expr_list){0};
		res.view.start_offset = NULL;
	}
	const struct kwval *pv = kw(c, "pad_value");
	if (pv && pv->present) {
		if (!res.has_view) {
			struct tile_view imp = ir_tile_view_implicit(shape, (enum memspace)t->mem);
			res.has_view = true;
			res.view = imp;
			res.view.valid_shape = (struct expr_list){0};
		}
		res.view.pad = (uint8_t)pv->i;
	}
	return finish_tile(c, &res);
}

/* Tensors: the target after the write: its shape, view and memref, with
 * the valid region grown by the source written at the offsets (right-
 * aligned, when every extent is constant; a fully valid target stays so). */
static const struct type *assemble_tensor(struct tc *c, const struct type *t)
{
	const struct type *src = arg_type(c, 1);
	struct expr_list offs;
	struct expr_list tv = tensor_valid(t);
	if (src->kind != TY_TENSOR)
		return ir_type_unknown();
	if (src->shape.n > t->shape.n) {
		tc_err(c, arg_span(c, 1), "a rank-%u source does not fit a rank-%u target", src->shape.n,
		       t->shape.n);
		return ir_type_unknown();
	}
	const struct kwval *at = kw(c, "atomic");
	if (at && at->present && at->i == 1 && t->dtype != DT_FP32 && t->dtype != DT_BF16 &&
	    t->dtype != DT_FP16 && t->dtype != DT_INT32 && t->dtype != DT_INT16 && t->dtype != DT_INT8) {
		tc_err(c, c->sp, "atomic add needs an FP32, BF16, FP16, INT32, INT16 or INT8 target, got %s",
		       dtype_infos[t->dtype].name);
		return ir_type_unknown();
	}
	struct tensor_view v = t->tview ? *t->tview : (struct tensor_view){.layout = TLY_ND};
	if (tv.n && arg_list(c, 2, &offs) && offs.n == t->shape.n) {
		struct expr_list sv = ir_valid_shape(src), out = ir_expr_list_new(c->a, tv.n);
		uint32_t lead = t->shape.n - src->shape.n;
		for (uint32_t i = 0; i < tv.n; i++) {
			int64_t a, o, e, cap;
			struct expr *ext = i < lead ? idx_const(c, 1) : sv.v[i - lead];
			out.v[i] = tv.v[i];
			if (ir_expr_is_const_int(tv.v[i], &a) && ir_expr_is_const_int(offs.v[i], &o) &&
			    ir_expr_is_const_int(ext, &e) && ir_expr_is_const_int(t->shape.v[i], &cap)) {
				int64_t end = o + e < cap ? o + e : cap;
				out.v[i] = idx_const(c, end > a ? end : a);
			}
		}
		v.valid_shape = out;
	}
	struct type *n = ir_type_tensor(c->a, t->shape, (enum dtype)t->dtype, &v, t->memref);
	n->distributed = t->distributed;
	return n;
}

static const struct type *rule_assemble(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind == TY_TENSOR)
		return assemble_tensor(c, t);
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	return t;
}

static const struct type *rule_extract(struct tc *c, const struct spec_rule *r)
{
	const struct type *t;
	struct expr_list shape;
	int si = c->so->n_operands - 1;
	if (!need_tile(c, 0, &t) || !need_shape(c, si, &shape))
		return ir_type_unknown();
	if (shape.n != 2 || t->shape.n != 2) {
		tc_err(c, arg_span(c, si), "extracts a 2-D window of a 2-D tile, got a rank-%u window of a rank-%u tile",
		       shape.n, t->shape.n);
		return ir_type_unknown();
	}
	/* the window lies inside the source where extents and offsets are known */
	for (int ax = 0; ax < 2; ax++) {
		int64_t src, win, off;
		if (!ir_expr_is_const_int(shape.v[ax], &win))
			continue;
		if (win <= 0) {
			tc_err(c, arg_span(c, si), "window extent %lld of axis %d is not positive", (long long)win, ax);
			return ir_type_unknown();
		}
		if (!ir_expr_is_const_int(t->shape.v[ax], &src))
			continue;
		bool known = ir_expr_is_const_int(arg_of(c, 1 + ax), &off);
		if (win > src || (known && (off < 0 || off + win > src))) {
			tc_err(c, arg_span(c, known ? 1 + ax : si),
			       "the window [%lld, %lld) of axis %d exceeds the source extent %lld",
			       known ? (long long)off : 0LL, (long long)((known ? off : 0) + win), ax, (long long)src);
			return ir_type_unknown();
		}
	}
	/* valid = shape.  An L0 target gets the layout pto.textract writes
	 * there (Left: row_major boxes of row_major fractals; Right: row_major
	 * boxes of col_major fractals); on other targets the view is the one
	 * the shape implies, which collapses to the target's implicit view. */
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = MS_Vec, .valid = shape};
	int mem = out_space_of(c);
	if (mem == MS_Left || mem == MS_Right) {
		fresh_view(&res, TL_row_major);
		res.view.slayout = mem == MS_Left ? TL_row_major : TL_col_major;
	}
	return finish_tile(c, &res);
}

/* Tensors: axes swapped; swapping the trailing pair toggles ND / DN; the
 * source's strides (or its packed row-major ones) swapped the same way are
 * recorded unless they are the packed strides of the result. */
static const struct type *transpose_tensor(struct tc *c, const struct type *t, int64_t a1, int64_t a2)
{
	int64_t n = t->shape.n;
	struct expr_list s = list_copy(c, t->shape);
	struct expr *x = s.v[a1];
	s.v[a1] = s.v[a2];
	s.v[a2] = x;
	bool trailing = (a1 == n - 1 && a2 == n - 2) || (a1 == n - 2 && a2 == n - 1);
	int in_layout = t->tview ? t->tview->layout : TLY_ND;
	int layout = trailing ? (in_layout == TLY_ND ? TLY_DN : TLY_ND) : in_layout;
	struct expr_list st = t->tview && t->tview->stride.n ? list_copy(c, t->tview->stride)
							    : packed_strides(c, t->shape, TLY_ND);
	x = st.v[a1];
	st.v[a1] = st.v[a2];
	st.v[a2] = x;
	if (layout == TLY_ND && lists_equal(st, packed_strides(c, s, TLY_ND)))
		st = (struct expr_list){0};
	struct tensor_view v = {.stride = st, .layout = (uint8_t)layout,
				.pad = t->tview ? t->tview->pad : PAD_null};
	struct expr_list valid;
	if (arg_list(c, 3, &valid)) {
		if (valid.n != (uint32_t)n) {
			tc_err(c, arg_span(c, 3), "valid_shape has rank %u, the tensor rank %lld", valid.n,
			       (long long)n);
			return ir_type_unknown();
		}
		v.valid_shape = valid;
	} else if (t->tview && t->tview->valid_shape.n) {
		v.valid_shape = list_copy(c, t->tview->valid_shape);
		x = v.valid_shape.v[a1];
		v.valid_shape.v[a1] = v.valid_shape.v[a2];
		v.valid_shape.v[a2] = x;
	}
	return ir_type_tensor(c->a, s, (enum dtype)t->dtype, &v, NULL);
}

static const struct type *rule_transpose(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	int64_t a1, a2;
	if (!ir_expr_is_const_int(arg_of(c, 1), &a1) || !ir_expr_is_const_int(arg_of(c, 2), &a2)) {
		tc_err(c, c->sp, "transpose axes must be integer constants");
		return ir_type_unknown();
	}
	int64_t n = t->shape.n;
	if (a1 < 0)
		a1 += n;
	if (a2 < 0)
		a2 += n;
	if (a1 < 0 || a2 < 0 || a1 >= n || a2 >= n || a1 == a2) {
		tc_err(c, c->sp, "bad transpose axes for a rank-%lld %s", (long long)n,
		       t->kind == TY_TENSOR ? "tensor" : "tile");
		return ir_type_unknown();
	}
	if (t->kind == TY_TENSOR)
		return transpose_tensor(c, t, a1, a2);
	struct expr_list s = list_copy(c, t->shape);
	struct expr *x = s.v[a1];
	s.v[a1] = s.v[a2];
	s.v[a2] = x;
	struct tile_res res = {.shape = s, .dt = (enum dtype)t->dtype, .mem = t->mem};
	fresh_view(&res, TL_row_major);
	return finish_tile(c, &res);
}

static enum tile_layout flip(enum tile_layout l)
{
	return l == TL_row_major ? TL_col_major : l == TL_col_major ? TL_row_major : l;
}

static const struct type *rule_transpose_view(struct tc *c, const struct spec_rule *r)
{
	const struct type *t;
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	if (t->shape.n < 2) {
		tc_err(c, arg_span(c, 0), "transpose_view needs a tile of rank >= 2");
		return ir_type_unknown();
	}
	struct expr_list s = list_copy(c, t->shape), v = list_copy(c, ir_valid_shape(t));
	uint32_t n = s.n;
	struct expr *x = s.v[n - 1];
	s.v[n - 1] = s.v[n - 2];
	s.v[n - 2] = x;
	x = v.v[n - 1];
	v.v[n - 1] = v.v[n - 2];
	v.v[n - 2] = x;
	struct tile_view e = ir_tile_view_effective(t);
	struct tile_res res = {.shape = s, .dt = (enum dtype)t->dtype, .mem = t->mem, .valid = v,
			       .has_view = true, .view = e};
	res.view.valid_shape = (struct expr_list){0};
	res.view.blayout = (uint8_t)flip((enum tile_layout)e.blayout);
	res.view.slayout = (uint8_t)flip((enum tile_layout)e.slayout);
	return finish_tile(c, &res);
}

static const struct type *rule_concat(struct tc *c, const struct spec_rule *r)
{
	const struct type *a = arg_type(c, 0), *b = arg_type(c, 1);
	if (a->kind == TY_TENSOR && b->kind == TY_TENSOR) {
		if (a->shape.n != 2 || b->shape.n != 2 || a->dtype != b->dtype) {
			tc_err(c, c->sp, "concat needs 2-D tensors of one dtype");
			return ir_type_unknown();
		}
		if (dims_provably_differ(a->shape.v[0], b->shape.v[0])) {
			tc_err(c, arg_span(c, 1), "concat of tensors with different row counts");
			return ir_type_unknown();
		}
		struct expr_list s = list_copy(c, a->shape);
		int64_t x, y;
		s.v[1] = ir_expr_is_const_int(a->shape.v[1], &x) && ir_expr_is_const_int(b->shape.v[1], &y)
				 ? idx_const(c, x + y)
				 : ir_new_binary(c->a, BO_ADD, a->shape.v[1], b->shape.v[1], c->sp);
		return fresh_tensor(c, s, (enum dtype)a->dtype, (struct expr_list){0});
	}
	if (!need_tile(c, 0, &a) || !need_tile(c, 1, &b))
		return ir_type_unknown();
	if (a->shape.n != 2 || b->shape.n != 2) {
		tc_err(c, c->sp, "concat needs 2-D tiles");
		return ir_type_unknown();
	}
	if (dims_provably_differ(a->shape.v[0], b->shape.v[0])) {
		tc_err(c, arg_span(c, 1), "concat of tiles with different row counts");
		return ir_type_unknown();
	}
	struct expr_list s = list_copy(c, a->shape);
	int64_t x, y;
	if (ir_expr_is_const_int(a->shape.v[1], &x) && ir_expr_is_const_int(b->shape.v[1], &y))
		s.v[1] = idx_const(c, x + y);
	else
		s.v[1] = ir_new_binary(c->a, BO_ADD, a->shape.v[1], b->shape.v[1], c->sp);
	struct tile_res res = {.shape = s, .dt = (enum dtype)a->dtype, .mem = a->mem};
	return finish_tile(c, &res);
}

static const struct type *fillpad_common(struct tc *c, struct expr_list shape)
{
	const struct type *t = arg_type(c, 0);
	const struct kwval *pv = kw(c, "pad_value");
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = t->mem};
	inherit_layout(&res, t);
	res.view.pad = pv && (pv->present || pv->i) ? (uint8_t)pv->i : PAD_zero;
	if (res.view.pad == PAD_null) {
		tc_err(c, c->sp, "pad_value must not be null");
		return ir_type_unknown();
	}
	return finish_tile(c, &res);
}

/* Tensors: the same tensor (view and memref kept) now fully valid. */
static const struct type *fillpad_tensor(struct tc *c, const struct type *t)
{
	const struct kwval *pv = kw(c, "pad_value");
	if (pv && pv->present && pv->i == PAD_null) {
		tc_err(c, c->sp, "pad_value must not be null");
		return ir_type_unknown();
	}
	struct tensor_view v = t->tview ? *t->tview : (struct tensor_view){.layout = TLY_ND};
	v.valid_shape = (struct expr_list){0};
	return ir_type_tensor(c->a, t->shape, (enum dtype)t->dtype, &v, t->memref);
}

static const struct type *rule_fillpad(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind == TY_TENSOR)
		return fillpad_tensor(c, t);
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	return fillpad_common(c, t->shape);
}

static const struct type *rule_fillpad_expand(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	struct expr_list shape;
	if ((t->kind != TY_TENSOR && !need_tile(c, 0, &t)) || !need_shape(c, 1, &shape))
		return ir_type_unknown();
	if (shape.n != t->shape.n) {
		tc_err(c, arg_span(c, 1), "the expanded shape must have the source's rank");
		return ir_type_unknown();
	}
	if (t->kind == TY_TENSOR) {
		for (uint32_t i = 0; i < shape.n; i++) {
			int64_t d, sd;
			if (!ir_expr_is_const_int(shape.v[i], &d) || d <= 0) {
				tc_err(c, shape.v[i]->span, "expanded dims must be positive constants");
				return ir_type_unknown();
			}
			if (ir_expr_is_const_int(t->shape.v[i], &sd) && d < sd) {
				tc_err(c, shape.v[i]->span, "expanded dim %u (%lld) is smaller than the source's (%lld)",
				       i, (long long)d, (long long)sd);
				return ir_type_unknown();
			}
		}
		const struct kwval *pv = kw(c, "pad_value");
		struct tensor_view v = {.layout = TLY_ND,
					.pad = pv && pv->present ? (uint8_t)pv->i : PAD_zero};
		if (v.pad == PAD_null) {
			tc_err(c, c->sp, "pad_value must not be null");
			return ir_type_unknown();
		}
		return ir_type_tensor(c->a, shape, (enum dtype)t->dtype, &v, NULL);
	}
	return fillpad_common(c, shape);
}

static const struct type *rule_reinterpret_view(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	enum dtype dt = kw_dtype(c, "dtype", (enum dtype)t->dtype);
	struct expr_list shape;
	if (!arg_list(c, 1, &shape)) {
		shape = list_copy(c, t->shape);
		int64_t last;
		if (shape.n && ir_expr_is_const_int(shape.v[shape.n - 1], &last)) {
			int64_t bytes = last * dt_bytes((enum dtype)t->dtype);
			shape.v[shape.n - 1] = idx_const(c, bytes / (int64_t)dt_bytes(dt));
		}
	}
	if (t->kind == TY_TENSOR) {
		struct type *n = ir_type_tensor(c->a, shape, dt, NULL, t->memref);
		n->distributed = t->distributed;
		return n;
	}
	struct tile_res res = {.shape = shape, .dt = dt, .mem = t->mem};
	return finish_tile(c, &res);
}

static const struct type *rule_set_validshape(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	struct expr_list v = ir_expr_list_new(c->a, 2);
	v.v[0] = arg_of(c, 1);
	v.v[1] = arg_of(c, 2);
	if (!v.v[0] || !v.v[1])
		return ir_type_unknown();
	if (t->kind == TY_TENSOR) {
		if (t->shape.n != 2) {
			tc_err(c, arg_span(c, 0), "set_validshape needs a 2-D tensor");
			return ir_type_unknown();
		}
		struct tensor_view tv = t->tview ? *t->tview : (struct tensor_view){.layout = TLY_ND};
		tv.valid_shape = v;
		return ir_type_tensor(c->a, t->shape, (enum dtype)t->dtype, &tv, t->memref);
	}
	struct tile_res res = {.shape = t->shape, .dt = (enum dtype)t->dtype, .mem = t->mem,
			       .has_view = true, .view = ir_tile_view_effective(t), .valid = v};
	return finish_tile(c, &res);
}

static const struct type *rule_gather(struct tc *c, const struct spec_rule *r)
{
	const struct type *s = arg_type(c, 0), *i = arg_type(c, 1);
	if (s->kind == TY_TENSOR && i->kind == TY_TENSOR) {
		/* torch.gather: one rank, dim in [-rank, rank), and every other
		 * dim of the index no larger than the input's (when both are
		 * constants); the result has the index's shape. */
		uint32_t n = s->shape.n;
		if (n == 0 || i->shape.n != n) {
			tc_err(c, arg_span(c, 1), "the index's rank (%u) differs from the input's (%u)",
			       (unsigned)i->shape.n, (unsigned)n);
			return ir_type_unknown();
		}
		const struct kwval *dk = kw(c, "dim");
		int64_t d = dk ? dk->i : 0;
		if (d < -(int64_t)n || d >= (int64_t)n) {
			tc_err(c, c->sp, "dim %lld is out of range for rank %u", (long long)d, (unsigned)n);
			return ir_type_unknown();
		}
		d = d < 0 ? d + n : d;
		for (uint32_t k = 0; k < n; k++) {
			int64_t a, b;
			if ((int64_t)k != d && ir_expr_is_const_int(i->shape.v[k], &a) &&
			    ir_expr_is_const_int(s->shape.v[k], &b) && a > b) {
				tc_err(c, arg_span(c, 1), "index dim %u (%lld) exceeds the input's (%lld)",
				       (unsigned)k, (long long)a, (long long)b);
				return ir_type_unknown();
			}
		}
		return fresh_tensor(c, i->shape, (enum dtype)s->dtype, (struct expr_list){0});
	}
	if (!need_tile(c, 0, &s) || !need_tile(c, 1, &i))
		return ir_type_unknown();
	struct tile_res res = {.shape = i->shape, .dt = (enum dtype)s->dtype, .mem = s->mem};
	inherit_layout(&res, s);
	return finish_tile(c, &res);
}

static const struct type *rule_gather_mask(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	if (t->shape.n != 2)
		return ir_type_unknown();
	const struct kwval *mp = kw(c, "mask_pattern");
	int64_t p = mp ? mp->i : 7, cols;
	struct expr_list s = list_copy(c, t->shape);
	int div = p == 1 || p == 2 ? 2 : p >= 3 && p <= 6 ? 4 : 1;
	if (div > 1 && ir_expr_is_const_int(s.v[1], &cols))
		s.v[1] = idx_const(c, cols / div);
	else if (div > 1)
		s.v[1] = ir_new_binary(c->a, BO_FLOORDIV, s.v[1], idx_const(c, div), c->sp);
	enum dtype dt = kw_dtype(c, "output_dtype", (enum dtype)t->dtype);
	if (t->kind == TY_TENSOR)
		return fresh_tensor(c, s, dt, (struct expr_list){0});
	struct tile_res res = {.shape = s, .dt = dt, .mem = t->mem};
	return finish_tile(c, &res);
}

static const struct type *rule_gatherb(struct tc *c, const struct spec_rule *r)
{
	const struct type *s, *o;
	if (!need_tile(c, 0, &s) || !need_tile(c, 1, &o) || o->shape.n != 2)
		return ir_type_unknown();
	enum dtype dt = kw_dtype(c, "output_dtype", (enum dtype)s->dtype);
	struct expr_list sh = list_copy(c, o->shape);
	int64_t cols;
	if (ir_expr_is_const_int(sh.v[1], &cols))
		sh.v[1] = idx_const(c, cols * (32 / (int64_t)dt_bytes(dt)));
	struct tile_res res = {.shape = sh, .dt = dt, .mem = s->mem};
	fresh_view(&res, TL_row_major);
	return finish_tile(c, &res);
}

static const struct type *rule_gather_compare(struct tc *c, const struct spec_rule *r)
{
	const struct type *s;
	if (!need_tile(c, 0, &s) || s->shape.n != 2)
		return ir_type_unknown();
	const struct kwval *oc = kw(c, "out_cols");
	struct expr_list d = ir_expr_list_new(c->a, 2), cs = ir_expr_list_new(c->a, 2);
	d.v[0] = s->shape.v[0];
	d.v[1] = idx_const(c, oc ? oc->i : 1);
	cs.v[0] = idx_const(c, 1);
	cs.v[1] = s->shape.v[0];
	struct tile_res a = {.shape = d, .dt = DT_INT32, .mem = s->mem};
	inherit_layout(&a, s);
	struct tile_res b = {.shape = cs, .dt = kw_dtype(c, "count_dtype", DT_INT32), .mem = s->mem};
	fresh_view(&b, TL_row_major);
	const struct type *el[2] = {finish_tile(c, &a), finish_tile(c, &b)};
	return ir_type_tuple(c->a, 2, el);
}

static const struct type *rule_mgather(struct tc *c, const struct spec_rule *r)
{
	const struct type *m = arg_type(c, 0), *i = arg_type(c, 1);
	if (m->kind != TY_TENSOR || (i->kind != TY_TILE && i->kind != TY_TENSOR) || i->shape.n != 2)
		return ir_type_unknown();
	const struct kwval *co = kw(c, "coalesce");
	struct expr_list s;
	if (co && co->i == 1) {
		s = i->shape;
	} else {
		s = ir_expr_list_new(c->a, 2);
		int64_t a;
		s.v[0] = ir_expr_is_const_int(i->shape.v[0], &a) && a == 1 ? i->shape.v[1] : i->shape.v[0];
		s.v[1] = m->shape.v[m->shape.n - 1];
	}
	struct expr_list valid = {0};
	arg_list(c, 3, &valid);
	struct tile_res res = {.shape = s, .dt = (enum dtype)m->dtype, .mem = MS_COUNT, .valid = valid};
	return finish_tile(c, &res);
}

static enum dtype acc_dtype(enum dtype in)
{
	return dt_is_float(in) ? DT_FP32 : DT_INT32;
}

/* A static mismatch of two dims (either may be symbolic). */
static bool dims_clash(struct tc *c, struct expr *x, struct expr *y, const char *what)
{
	int64_t a, b;
	if (ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b) && a != b) {
		tc_err(c, c->sp, "%s differ: %lld and %lld", what, (long long)a, (long long)b);
		return true;
	}
	return false;
}

/* Tensors: [.., M, K] x [.., K, N] with a_trans / b_trans, 1-D forms, batch
 * dims broadcast; dtype out_dtype, else the rule's dtype, else Promote. */
static const struct type *matmul_tensors(struct tc *c, const struct spec_rule *r, const struct type *l,
					 const struct type *rt)
{
	bool at = kw_int(c, "a_trans", 0) != 0, bt = kw_int(c, "b_trans", 0) != 0;
	const struct kwval *od = kw(c, "out_dtype");
	const struct spec_param *dp = param(r, "dtype");
	enum dtype dt = od && od->present ? (enum dtype)od->i
		      : dp && !dp->s	  ? (enum dtype)dp->i
					  : tc_promote((enum dtype)l->dtype, (enum dtype)rt->dtype);
	uint32_t ln = l->shape.n, rn = rt->shape.n;
	struct expr_list s;
	if (ln < 1 || rn < 1) {
		tc_err(c, c->sp, "matmul operands must have rank >= 1");
		return ir_type_unknown();
	}
	/* a vector has no axes to swap */
	if ((ln == 1 && at) || (rn == 1 && bt)) {
		tc_err(c, c->sp, "%s does not apply to a 1-D %s", ln == 1 && at ? "a_trans" : "b_trans",
		       ln == 1 && at ? "lhs" : "rhs");
		return ir_type_unknown();
	}
	if (ln == 1 && rn == 1) {
		if (dims_clash(c, l->shape.v[0], rt->shape.v[0], "inner dims"))
			return ir_type_unknown();
		return fresh_tensor(c, (struct expr_list){0}, dt, (struct expr_list){0});
	}
	if (ln <= 2 && rn <= 2 && (ln == 1 || rn == 1)) {
		/* mat-vec [M, K] x [K] -> [M]; vec-mat [K] x [K, N] -> [N] */
		struct expr *kl = ln == 1 ? l->shape.v[0] : l->shape.v[at ? 0 : 1];
		struct expr *kr = rn == 1 ? rt->shape.v[0] : rt->shape.v[bt ? 1 : 0];
		if (dims_clash(c, kl, kr, "inner dims"))
			return ir_type_unknown();
		s = ir_expr_list_new(c->a, 1);
		s.v[0] = ln == 2 ? l->shape.v[at ? 1 : 0] : rt->shape.v[bt ? 0 : 1];
		return fresh_tensor(c, s, dt, (struct expr_list){0});
	}
	if (ln < 2 || rn < 2) {
		tc_err(c, c->sp, "a batched matmul needs both operands of rank >= 2");
		return ir_type_unknown();
	}
	struct expr *m = l->shape.v[ln - (at ? 1 : 2)], *kl = l->shape.v[ln - (at ? 2 : 1)];
	struct expr *kr = rt->shape.v[rn - (bt ? 1 : 2)], *n = rt->shape.v[rn - (bt ? 2 : 1)];
	if (dims_clash(c, kl, kr, "inner dims"))
		return ir_type_unknown();
	struct expr_list lb = {ln - 2, l->shape.v}, rb = {rn - 2, rt->shape.v}, batch = {0};
	if ((lb.n || rb.n) && !broadcast2(c, lb, rb, &batch)) {
		tc_err(c, c->sp, "batch dims do not broadcast");
		return ir_type_unknown();
	}
	s = ir_expr_list_new(c->a, batch.n + 2);
	for (uint32_t i = 0; i < batch.n; i++)
		s.v[i] = batch.v[i];
	s.v[batch.n] = m;
	s.v[batch.n + 1] = n;
	return fresh_tensor(c, s, dt, (struct expr_list){0});
}

/* Tiles of rank > 2: batch dims broadcast, [.., M, N] Acc result with the
 * implicit accumulator view. */
static const struct type *matmul_batch_tiles(struct tc *c, const struct type *l, const struct type *rt)
{
	uint32_t ln = l->shape.n, rn = rt->shape.n;
	if (ln < 2 || rn < 2) {
		tc_err(c, c->sp, "a batched matmul needs tiles of rank >= 2");
		return ir_type_unknown();
	}
	if (dims_clash(c, l->shape.v[ln - 1], rt->shape.v[rn - 2], "inner dims"))
		return ir_type_unknown();
	if (l->dtype != rt->dtype) {
		tc_err(c, arg_span(c, 1), "operands have different dtypes (%s, %s)",
		       dtype_infos[l->dtype].name, dtype_infos[rt->dtype].name);
		return ir_type_unknown();
	}
	struct expr_list lb = {ln - 2, l->shape.v}, rb = {rn - 2, rt->shape.v}, batch;
	if (!broadcast2(c, lb, rb, &batch)) {
		tc_err(c, c->sp, "batch dims do not broadcast");
		return ir_type_unknown();
	}
	struct expr_list s = ir_expr_list_new(c->a, batch.n + 2);
	for (uint32_t i = 0; i < batch.n; i++)
		s.v[i] = batch.v[i];
	s.v[batch.n] = l->shape.v[ln - 2];
	s.v[batch.n + 1] = rt->shape.v[rn - 1];
	struct tile_res res = {.shape = s, .dt = acc_dtype((enum dtype)l->dtype), .mem = MS_Acc};
	return finish_tile(c, &res);
}

static const struct type *matmul_like(struct tc *c, const struct spec_rule *r, bool gemv, bool mx)
{
	int li = 0, ri = mx ? 2 : 1;
	const struct type *l = arg_type(c, li), *rt = arg_type(c, ri);
	if (!mx && !gemv && l->kind == TY_TENSOR && rt->kind == TY_TENSOR)
		return matmul_tensors(c, r, l, rt);
	if (!need_tile(c, li, &l) || !need_tile(c, ri, &rt))
		return ir_type_unknown();
	if (!mx && !gemv && (l->shape.n > 2 || rt->shape.n > 2))
		return matmul_batch_tiles(c, l, rt);
	if (l->shape.n != 2 || rt->shape.n != 2) {
		tc_err(c, c->sp, "matmul operands must be 2-D tiles");
		return ir_type_unknown();
	}
	if (dims_provably_differ(l->shape.v[1], rt->shape.v[0])) {
		shape_str(&c->tmp, l->shape);
		shape_str(&c->tmp2, rt->shape);
		tc_err(c, arg_span(c, ri), "inner dims differ: %s x %s", c->tmp.data, c->tmp2.data);
		return ir_type_unknown();
	}
	if (!mx && l->dtype != rt->dtype) {
		tc_err(c, arg_span(c, ri), "operands have different dtypes (%s, %s)",
		       dtype_infos[l->dtype].name, dtype_infos[rt->dtype].name);
		return ir_type_unknown();
	}
	enum dtype dt = mx ? DT_FP32 : acc_dtype((enum dtype)l->dtype);
	struct expr_list s = ir_expr_list_new(c->a, 2), v = ir_expr_list_new(c->a, 2);
	struct expr_list lv = ir_valid_shape(l), rv = ir_valid_shape(rt);
	s.v[0] = gemv ? idx_const(c, 16) : l->shape.v[0];
	s.v[1] = rt->shape.v[1];
	v.v[0] = gemv ? idx_const(c, 1) : lv.v[0];
	v.v[1] = rv.v[1];
	struct tile_res res = {.shape = s, .dt = dt, .mem = MS_Acc, .valid = v, .has_view = true};
	res.view = ir_tile_view_implicit(s, MS_Acc);
	res.view.valid_shape = (struct expr_list){0};
	/* compact unless the lhs's valid rows provably fill it; a gemv's [1, K]
	 * lhs does, so its [16, N] result keeps the null mode */
	if (!dim_equal(lv.v[0], l->shape.v[0]))
		res.view.compact = CM_normal;
	if (param_i(r, "bias", 0)) {
		const struct type *b = arg_type(c, c->so->n_operands - 1);
		if (b->kind == TY_TILE && b->dtype != dt)
			tc_err(c, arg_span(c, c->so->n_operands - 1), "bias dtype %s differs from the "
			       "accumulator dtype %s", dtype_infos[b->dtype].name, dtype_infos[dt].name);
	}
	return finish_tile(c, &res);
}

static const struct type *rule_matmul(struct tc *c, const struct spec_rule *r)
{
	return matmul_like(c, r, false, false);
}

static const struct type *rule_gemv(struct tc *c, const struct spec_rule *r)
{
	return matmul_like(c, r, true, false);
}

static const struct type *rule_matmul_mx(struct tc *c, const struct spec_rule *r)
{
	return matmul_like(c, r, false, true);
}

/* matmul_acc: the accumulator's type; on tensors a new tensor of the
 * accumulator's shape and the accumulation dtype (FP32, INT32 for integer
 * operands), which the accumulator must have. */
static const struct type *rule_acc(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind == TY_TENSOR) {
		const struct type *l = arg_type(c, 1), *rt = arg_type(c, 2);
		if (l->kind != TY_TENSOR || rt->kind != TY_TENSOR)
			return ir_type_unknown();
		if (l->dtype != rt->dtype) {
			tc_err(c, arg_span(c, 2), "operands have different dtypes (%s, %s)",
			       dtype_infos[l->dtype].name, dtype_infos[rt->dtype].name);
			return ir_type_unknown();
		}
		enum dtype dt = acc_dtype((enum dtype)l->dtype);
		if (t->dtype != dt) {
			tc_err(c, arg_span(c, 0), "the accumulator must be %s, got %s", dtype_infos[dt].name,
			       dtype_infos[t->dtype].name);
			return ir_type_unknown();
		}
		if (t->distributed) {
			/* nothing but the matrix unit writes L0C: no path from GM */
			tc_err(c, arg_span(c, 0), "a window (DistributedTensor) cannot be a Cube accumulator; "
						  "accumulate into a local tensor and store it into the window");
			return ir_type_unknown();
		}
		/* the product, batch dims broadcast, has the accumulator's shape */
		const struct type *prod = matmul_tensors(c, r, l, rt);
		if (prod->kind != TY_TENSOR)
			return ir_type_unknown();
		bool clash = prod->shape.n != t->shape.n;
		for (uint32_t i = 0; !clash && i < t->shape.n; i++)
			clash = dims_provably_differ(prod->shape.v[i], t->shape.v[i]);
		if (clash) {
			shape_str(&c->tmp, t->shape);
			shape_str(&c->tmp2, prod->shape);
			tc_err(c, arg_span(c, 0), "the accumulator is %s, the product %s", c->tmp.data,
			       c->tmp2.data);
			return ir_type_unknown();
		}
		return fresh_tensor(c, t->shape, dt, (struct expr_list){0});
	}
	if (!need_tile(c, 0, &t))
		return ir_type_unknown();
	/* the result is in the op's space (Acc) whatever space the accumulator
	 * operand is in before InferTileMemorySpace moves it: the accumulator's
	 * shape, valid shape and compact mode in that space's layout */
	int mem = out_space_of(c);
	if (mem < MS_COUNT && t->mem < MS_COUNT && t->mem != mem) {
		struct tile_view v = ir_tile_view_implicit(t->shape, (enum memspace)mem);
		v.valid_shape = t->view ? t->view->valid_shape : (struct expr_list){0};
		v.compact = t->view ? t->view->compact : 0;
		return ir_type_tile(c->a, t->shape, (enum dtype)t->dtype, (enum memspace)mem, &v, NULL);
	}
	return t;
}

static const struct type *rule_ci(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape;
	if (!need_shape(c, 1, &shape))
		return ir_type_unknown();
	if (param_i(r, "tensor", 0))
		return fresh_tensor(c, shape, kw_dtype(c, "dtype", DT_INT32), (struct expr_list){0});
	struct tile_res res = {.shape = shape, .dt = kw_dtype(c, "dtype", DT_INT32), .mem = MS_COUNT};
	return finish_tile(c, &res);
}

static const struct type *rule_tri(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape, valid = {0};
	if (!need_shape(c, 1, &shape))
		return ir_type_unknown();
	arg_list(c, 2, &valid);
	struct tile_res res = {.shape = shape, .dt = kw_dtype(c, "dtype", DT_FP32), .mem = MS_COUNT,
			       .valid = valid};
	fresh_view(&res, TL_row_major);
	return finish_tile(c, &res);
}

static const struct type *rule_random(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape, valid = {0};
	if (!need_shape(c, 6, &shape))
		return ir_type_unknown();
	if (param_i(r, "tensor", 0))
		return fresh_tensor(c, shape, kw_dtype(c, "dtype", DT_INT32), (struct expr_list){0});
	arg_list(c, 7, &valid);
	struct tile_res res = {.shape = shape, .dt = kw_dtype(c, "dtype", DT_INT32), .mem = MS_COUNT,
			       .valid = valid};
	fresh_view(&res, TL_row_major);
	return finish_tile(c, &res);
}

static const struct type *rule_sort32(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if ((t->kind != TY_TENSOR && !need_tile(c, 0, &t)) || !t->shape.n)
		return ir_type_unknown();
	struct expr_list s = list_copy(c, t->shape);
	int64_t last;
	struct expr *l = s.v[s.n - 1];
	s.v[s.n - 1] = ir_expr_is_const_int(l, &last) ? idx_const(c, 2 * last)
						       : ir_new_binary(c->a, BO_MUL, l, idx_const(c, 2), c->sp);
	if (t->kind == TY_TENSOR)
		return fresh_tensor(c, s, (enum dtype)t->dtype, (struct expr_list){0});
	struct tile_res res = {.shape = s, .dt = (enum dtype)t->dtype, .mem = t->mem};
	inherit_layout(&res, t);
	return finish_tile(c, &res);
}

/* Format 1: the source's shape; format 2: the shape of operand `arg` (the
 * last one present when not given), the first source's dtype. */
/* tensor.mrgsort_format2 (src0, src1[, src2[, src3]]): src0's shape with
 * the sum of the given sources' last dims (the merged list; the tile op's
 * scratch, which ConvertTensorToTileOps makes, has that shape too). */
static const struct type *mrgsort_sum(struct tc *c, const struct type *t)
{
	if (t->kind != TY_TENSOR || !t->shape.n)
		return ir_type_unknown();
	struct expr *sum = NULL;
	int64_t total = 0, k;
	bool all_const = true;
	for (int i = 0; i < c->so->n_operands; i++) {
		if (!arg_of(c, i))
			continue;
		const struct type *s = arg_type(c, i);
		if (s->kind != TY_TENSOR || s->shape.n != t->shape.n)
			return ir_type_unknown();
		struct expr *d = s->shape.v[s->shape.n - 1];
		if (ir_expr_is_const_int(d, &k) && !__builtin_add_overflow(total, k, &total))
			;
		else
			all_const = false;
		sum = sum ? ir_new_binary(c->a, BO_ADD, sum, d, c->sp) : d;
	}
	struct expr_list shape = list_copy(c, t->shape);
	shape.v[shape.n - 1] = all_const ? ir_new_int(c->a, total, DT_INDEX, c->sp) : sum;
	return fresh_tensor(c, shape, (enum dtype)t->dtype, (struct expr_list){0});
}

static const struct type *rule_mrgsort(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	const struct type *shape_src = t;
	if (param_i(r, "sum", 0))
		return mrgsort_sum(c, t);
	if (param_i(r, "format", 1) == 2) {
		int last = -1;
		for (int i = 0; i < c->so->n_operands; i++)
			if (arg_of(c, i))
				last = i;
		shape_src = arg_type(c, (int)param_i(r, "arg", last));
		if (shape_src->kind != t->kind)
			return ir_type_unknown();
	}
	if (t->kind == TY_TENSOR)
		return fresh_tensor(c, shape_src->shape, (enum dtype)t->dtype, (struct expr_list){0});
	struct tile_res res = {.shape = shape_src->shape, .dt = (enum dtype)t->dtype, .mem = t->mem};
	inherit_layout(&res, t);
	return finish_tile(c, &res);
}

/* A new tensor of the shape list operand `arg` (default 0) and the dtype
 * kwarg, with the layout kwarg; `distributed` makes it a DistributedTensor. */
static const struct type *rule_tensor_create(struct tc *c, const struct spec_rule *r)
{
	struct expr_list shape;
	if (!need_shape(c, (int)param_i(r, "arg", 0), &shape))
		return ir_type_unknown();
	const struct kwval *ly = kw(c, "layout");
	struct tensor_view v = {.layout = ly ? (uint8_t)ly->i : TLY_ND};
	struct type *t = ir_type_tensor(c->a, shape, kw_dtype(c, "dtype", DT_FP32), &v, NULL);
	ir_type_set_distributed(t, param_i(r, "distributed", 0) != 0);
	return t;
}

/* (input, shape?, valid_shape?) with kwarg layout: the same memory seen
 * with a new shape and layout: the packed strides of the new shape; without
 * a shape, a layout change swaps the trailing pair (and keeps the valid
 * shape and pad). */
static const struct type *rule_tensor_view(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR)
		return ir_type_unknown();
	const struct kwval *ly = kw(c, "layout");
	int src_layout = t->tview ? t->tview->layout : TLY_ND;
	int layout = ly && ly->present ? (int)ly->i : src_layout;
	if (layout == TLY_NZ || src_layout == TLY_NZ) {
		tc_err(c, c->sp, "the NZ layout is for tiles, not tensors");
		return ir_type_unknown();
	}
	struct expr_list shape = t->shape, valid = {0};
	bool has_shape = arg_list(c, 1, &shape);
	if (!has_shape && !(ly && ly->present)) {
		tc_err(c, c->sp, "needs a shape or a layout");
		return ir_type_unknown();
	}
	int64_t na, nb;
	if (has_shape && sizes_differ(t->shape, shape, &na, &nb)) {
		shape_str(&c->tmp, t->shape);
		shape_str(&c->tmp2, shape);
		tc_err(c, arg_span(c, 1), "cannot view %s (%lld elements) as %s (%lld elements)",
		       c->tmp.data, (long long)na, c->tmp2.data, (long long)nb);
		return ir_type_unknown();
	}
	struct tensor_view v = {.layout = (uint8_t)layout};
	if (!has_shape && layout != src_layout) {
		if (shape.n < 2) {
			tc_err(c, c->sp, "a layout change needs rank >= 2");
			return ir_type_unknown();
		}
		shape = list_copy(c, shape);
		struct expr *x = shape.v[shape.n - 1];
		shape.v[shape.n - 1] = shape.v[shape.n - 2];
		shape.v[shape.n - 2] = x;
	}
	v.stride = packed_strides(c, shape, layout);
	if (arg_list(c, 2, &valid))
		v.valid_shape = valid;
	else if (!has_shape && t->tview)
		v.valid_shape = t->tview->valid_shape;
	if (!has_shape && t->tview)
		v.pad = t->tview->pad;
	struct type *n = ir_type_tensor(c->a, shape, (enum dtype)t->dtype, &v, t->memref);
	n->distributed = t->distributed;
	return n;
}

/* aiv_shard (halve) / aic_gather: the split axis of kwarg `split` (1 rows,
 * 2 columns) halved (ceil) or doubled, valid extents likewise; 0 keeps the
 * shape.  A result of no layout (tiles) or a plain tensor.  Without the
 * kwarg the split comes from the enclosing split scope, which the call does
 * not show: the type is then the written one. */
static const struct type *rule_split_reshape(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR && !need_tile(c, 0, &t))
		return ir_type_unknown();
	const struct kwval *sp = kw(c, "split");
	if (!sp || !sp->present)
		return ir_type_unknown();
	bool halve = param_i(r, "halve", 0) != 0;
	struct expr_list shape = list_copy(c, t->shape), valid = list_copy(c, ir_valid_shape(t));
	if (sp->i < 0 || sp->i > 2) {
		tc_err(c, c->sp, "split must be 0 (none), 1 (rows) or 2 (columns), got %lld", (long long)sp->i);
		return ir_type_unknown();
	}
	if (sp->i) {
		if (shape.n != 2) {
			tc_err(c, arg_span(c, 0), "a split needs rank 2, got %u", shape.n);
			return ir_type_unknown();
		}
		uint32_t ax = (uint32_t)sp->i - 1;
		int64_t v;
		for (int k = 0; k < 2; k++) {
			struct expr_list *l = k ? &valid : &shape;
			struct expr *d = l->v[ax];
			if (ir_expr_is_const_int(d, &v))
				l->v[ax] = idx_const(c, halve ? (v + 1) / 2 : v * 2);
			else if (halve)
				l->v[ax] = ir_new_binary(c->a, BO_FLOORDIV,
							 k ? ir_new_binary(c->a, BO_ADD, d, idx_const(c, 1), c->sp) : d,
							 idx_const(c, 2), c->sp);
			else
				l->v[ax] = ir_new_binary(c->a, BO_MUL, d, idx_const(c, 2), c->sp);
		}
	}
	if (t->kind == TY_TENSOR)
		return fresh_tensor(c, shape, (enum dtype)t->dtype, valid);
	/* the side of the boundary the result lands on (Vec for the vector
	 * lanes' half, Mat for the cube's whole), when the spec says */
	enum memspace mem = MS_COUNT;
	const struct spec_param *mp = param(r, "mem");
	for (int m = 0; mp && mp->s && m < MS_COUNT; m++)
		if (strcmp(memspace_names[m], mp->s) == 0)
			mem = (enum memspace)m;
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = mem, .valid = valid};
	return finish_tile(c, &res);
}

/* ---- the valid extent of a remote read (the reference's window-read intersection) ---- */

/* Bounds [lo, hi] of an INDEX extent: constants, INDEX vars (>= 0), and + - * // min max
 * over them; anything else is unbounded.  Saturating, depth-bounded. */
#define EXT_INF INT64_MAX
struct ext_bound {
	int64_t lo, hi;
};

static int64_t sat_add(int64_t a, int64_t b)
{
	if (a == -EXT_INF || b == -EXT_INF)
		return a == EXT_INF || b == EXT_INF ? 0 : -EXT_INF;
	if (a == EXT_INF || b == EXT_INF)
		return EXT_INF;
	if (b > 0 && a > EXT_INF - b)
		return EXT_INF;
	if (b < 0 && a < -EXT_INF - b)
		return -EXT_INF;
	return a + b;
}

static int64_t sat_neg(int64_t a)
{
	return -a; /* the bounds are symmetric: -EXT_INF .. EXT_INF */
}

static int64_t floor_div(int64_t a, int64_t k)
{
	if (a == EXT_INF || a == -EXT_INF)
		return a;
	return a / k - (a % k != 0 && a < 0);
}

static int64_t sat_mul(int64_t a, int64_t k) /* k > 0 */
{
	if (a == EXT_INF || a > EXT_INF / k)
		return EXT_INF;
	if (a == -EXT_INF || a < -EXT_INF / k)
		return -EXT_INF;
	return a * k;
}

static struct ext_bound ext_bound(const struct expr *e, int depth)
{
	struct ext_bound all = {-EXT_INF, EXT_INF}, l, r;
	int64_t k;
	if (ir_expr_is_const_int(e, &k))
		return (struct ext_bound){k, k};
	if (depth > 64)
		return all;
	if (e->kind == EX_VAR)
		return ir_expr_type(e)->kind == TY_SCALAR && ir_expr_type(e)->dtype == DT_INDEX
			       ? (struct ext_bound){0, EXT_INF}
			       : all;
	if (e->kind != EX_BINARY)
		return all;
	l = ext_bound(e->u.bin.l, depth + 1);
	r = ext_bound(e->u.bin.r, depth + 1);
	switch (e->u.bin.op) {
	case BO_ADD: return (struct ext_bound){sat_add(l.lo, r.lo), sat_add(l.hi, r.hi)};
	case BO_SUB: return (struct ext_bound){sat_add(l.lo, sat_neg(r.hi)), sat_add(l.hi, sat_neg(r.lo))};
	case BO_MIN: return (struct ext_bound){l.lo < r.lo ? l.lo : r.lo, l.hi < r.hi ? l.hi : r.hi};
	case BO_MAX: return (struct ext_bound){l.lo > r.lo ? l.lo : r.lo, l.hi > r.hi ? l.hi : r.hi};
	case BO_MUL:
		if (r.lo == r.hi && r.lo > 0)
			return (struct ext_bound){sat_mul(l.lo, r.lo), sat_mul(l.hi, r.lo)};
		return all;
	case BO_FLOORDIV:
		if (r.lo == r.hi && r.lo > 0)
			return (struct ext_bound){floor_div(l.lo, r.lo), floor_div(l.hi, r.lo)};
		return all;
	default: return all;
	}
}

/* x <= y holds for every value (a proof from the bounds alone). */
static bool ext_le(const struct expr *x, const struct expr *y)
{
	int64_t hi = ext_bound(x, 0).hi, lo = ext_bound(y, 0).lo;
	return hi != EXT_INF && lo != -EXT_INF && hi <= lo;
}

/* The reference folds what it builds: constant arithmetic, and a constant operand of
 * min / max goes right. */
static struct expr *ext_fold(struct tc *c, struct expr *e, int depth)
{
	int64_t a, b;
	if (e->kind != EX_BINARY || depth > 64)
		return e;
	struct expr *l = ext_fold(c, e->u.bin.l, depth + 1), *r = ext_fold(c, e->u.bin.r, depth + 1);
	int op = e->u.bin.op;
	if (op == BO_ADD && ir_expr_is_const_int(l, &a) && ir_expr_is_const_int(r, &b) &&
	    sat_add(a, b) != EXT_INF && sat_add(a, b) != -EXT_INF)
		return idx_const(c, a + b);
	if ((op == BO_MIN || op == BO_MAX) && ir_expr_is_const_int(l, &a) && !ir_expr_is_const_int(r, &b)) {
		struct expr *t = l;
		l = r;
		r = t;
	}
	if (l == e->u.bin.l && r == e->u.bin.r)
		return e;
	struct expr *n = ir_new_binary(c->a, (enum binop)op, l, r, e->span);
	n->type = e->type;
	return n;
}

static struct expr *ext_binary(struct tc *c, enum binop op, struct expr *l, struct expr *r)
{
	struct expr *e = ir_new_binary(c->a, op, l, r, c->sp);
	e->type = ir_type_scalar(DT_INDEX);
	return e;
}

/* x when it is provably the smaller, y likewise, else the folded min. */
static struct expr *ext_min(struct tc *c, struct expr *x, struct expr *y)
{
	if (ext_le(x, y))
		return x;
	if (ext_le(y, x))
		return y;
	return ext_fold(c, ext_binary(c, BO_MIN, x, y), 0);
}

/* max(x, 0), elided when x's sign is settled. */
static struct expr *ext_clamp0(struct tc *c, struct expr *x)
{
	struct ext_bound b = ext_bound(x, 0);
	if (b.lo >= 0)
		return x;
	if (b.hi <= 0)
		return idx_const(c, 0);
	return ext_fold(c, ext_binary(c, BO_MAX, x, idx_const(c, 0)), 0);
}

/* One valid extent of a remote read of `size` at `off` into an extent whose valid
 * part is `src` (`exact`: the source is fully valid and its bound a constant):
 * the requested `want` (NULL: none) intersected with what the source holds past
 * the offset, min(max(src - off, 0), size), each bound dropped where provable. */
static struct expr *remote_window_valid(struct tc *c, struct expr *src, bool exact, struct expr *off,
					struct expr *size, struct expr *want)
{
	struct expr *avail = size;
	int64_t o;
	if (!exact) {
		struct expr *rem = ir_expr_is_const_int(off, &o) && o == 0
					   ? src
					   : ext_fold(c, ext_binary(c, BO_SUB, src, off), 0);
		avail = ext_min(c, ext_clamp0(c, rem), size);
	}
	return want ? ext_min(c, want, avail) : avail;
}

/* The valid extents of a load from a partial source (one whose type records a
 * valid_shape): a dim the source holds in full keeps the request (`want`, empty:
 * the window); a partial one reads min(max(src_valid - off, 0), window), which
 * replaces the request when there is none or when it provably narrows it (the
 * reference's window-read rule for tile.load: an undecided relation keeps the
 * request, since the source's extent may name a symbol the kernel does not bind). */
static struct expr_list load_window_valid(struct tc *c, const struct type *t, struct expr_list offs,
					  struct expr_list shape, struct expr_list want)
{
	struct expr_list src = ir_valid_shape(t), valid = ir_expr_list_new(c->a, shape.n);
	for (uint32_t i = 0; i < shape.n; i++) {
		struct expr *req = want.n ? want.v[i] : shape.v[i];
		if (dim_equal(src.v[i], t->shape.v[i])) {
			valid.v[i] = req;
			continue;
		}
		struct expr *avail = remote_window_valid(c, src.v[i], false, offs.v[i], shape.v[i], NULL);
		bool narrower = !dim_equal(avail, shape.v[i]) && ext_le(avail, req);
		valid.v[i] = !want.n || narrower ? avail : req;
	}
	return valid;
}

/* (target, peer, offsets, shape[, valid_shape]): a tile of `shape` and the
 * target's dtype; valid = the requested extents capped by what the target
 * holds past the offsets (`tail_pad`: the last dim may read 15 elements
 * past the end; remote_window_valid); the implicit layout of the shape, unless the target has a
 * view: row_major for ND, col_major for DN. */
static const struct type *rule_remote_load(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	struct expr_list offs, shape, want = {0};
	if (t->kind != TY_TENSOR || !t->distributed) {
		if (t->kind != TY_UNKNOWN)
			tc_err(c, arg_span(c, 0), "the target must be a pld.DistributedTensor");
		return ir_type_unknown();
	}
	if (!arg_list(c, 2, &offs) || !need_shape(c, 3, &shape))
		return ir_type_unknown();
	arg_list(c, 4, &want);
	if (offs.n != t->shape.n || shape.n != t->shape.n || (want.n && want.n != t->shape.n)) {
		tc_err(c, c->sp, "offsets, shape and valid_shape must have the target's rank %u", t->shape.n);
		return ir_type_unknown();
	}
	bool pad = param_i(r, "tail_pad", 0) != 0;
	struct expr_list src = list_copy(c, pad ? t->shape : ir_valid_shape(t));
	struct expr_list valid = ir_expr_list_new(c->a, shape.n);
	for (uint32_t i = 0; i < shape.n; i++) {
		/* the padded last dim reaches 15 elements further: a bound that is not one constant */
		bool padded = pad && i + 1 == shape.n;
		if (padded)
			src.v[i] = ext_fold(c, ext_binary(c, BO_ADD, src.v[i], idx_const(c, 15)), 0);
		int64_t k;
		bool exact = !padded && ir_expr_equal_exact(src.v[i], t->shape.v[i]) &&
			     ir_expr_is_const_int(src.v[i], &k);
		valid.v[i] = remote_window_valid(c, src.v[i], exact, offs.v[i], shape.v[i], want.n ? want.v[i] : NULL);
	}
	struct tile_res res = {.shape = shape, .dt = (enum dtype)t->dtype, .mem = MS_COUNT, .valid = valid};
	if (t->tview && t->tview->layout != TLY_NZ)
		fresh_view(&res, t->tview->layout == TLY_DN ? TL_col_major : TL_row_major);
	return finish_tile(c, &res);
}

/* (src, indices, block_table) with kwargs max_indices, size, is_trans: the
 * [max_indices, size] buffer (transposed with is_trans) of src's dtype. */
static const struct type *rule_paged_gather(struct tc *c, const struct spec_rule *r)
{
	const struct type *t = arg_type(c, 0);
	if (t->kind != TY_TENSOR)
		return ir_type_unknown();
	int64_t rows = kw_int(c, "max_indices", 0), size = kw_int(c, "size", 0);
	if (rows <= 0 || size <= 0) {
		tc_err(c, c->sp, "max_indices and size must be positive");
		return ir_type_unknown();
	}
	bool tr = kw_int(c, "is_trans", 0) != 0;
	if (kw_int(c, "block_size", 0) <= 0) {
		tc_err(c, c->sp, "block_size must be positive");
		return ir_type_unknown();
	}
	if (tr && kw_int(c, "space", MS_Mat) != MS_Mat) {
		tc_err(c, c->sp, "is_trans=True gathers into Mat only (space=%s)",
		       memspace_names[kw_int(c, "space", MS_Mat)]);
		return ir_type_unknown();
	}
	/* the accumulator holds max_indices rows: a constant index count (the
	 * last dim of indices) must not exceed it */
	const struct type *it = arg_type(c, 1);
	int64_t n;
	if (it->kind == TY_TENSOR && it->shape.n && ir_expr_is_const_int(it->shape.v[it->shape.n - 1], &n) &&
	    n > rows) {
		tc_err(c, c->sp, "indices length (%lld) exceeds max_indices (%lld)", (long long)n, (long long)rows);
		return ir_type_unknown();
	}
	struct expr_list s = ir_expr_list_new(c->a, 2);
	s.v[0] = idx_const(c, tr ? size : rows);
	s.v[1] = idx_const(c, tr ? rows : size);
	return fresh_tensor(c, s, (enum dtype)t->dtype, (struct expr_list){0});
}

static const struct type *rule_array_create(struct tc *c, const struct spec_rule *r)
{
	struct expr *e = arg_of(c, 0);
	if (!e)
		return ir_type_unknown();
	return ir_type_array(c->a, e, kw_dtype(c, "dtype", DT_INT32));
}

static const struct type *rule_ptr_alloc(struct tc *c, const struct spec_rule *r)
{
	return ir_type_ptr();
}

static const struct type *rule_opaque(struct tc *c, const struct spec_rule *r)
{
	const struct spec_param *p = param(r, "name");
	return ir_type_opaque(c->a, intern_cstr(p && p->s ? p->s : "opaque"));
}

bool tc_is_handle_type(const char *name)
{
	for (unsigned i = 0; i < spec_n_ops; i++) {
		const struct spec_rule *r = &spec_ops[i].type_rule;
		const struct spec_param *p = r->kind == TR_opaque ? param(r, "name") : NULL;
		if (p && p->s && strcmp(p->s, name) == 0)
			return true;
	}
	return false;
}

static const rule_fn rules[TR_COUNT] = {
	[TR_none] = rule_none,
	[TR_annotated] = rule_annotated,
	[TR_same_as] = rule_same_as,
	[TR_broadcast] = rule_broadcast,
	[TR_scalar] = rule_scalar,
	[TR_element] = rule_element,
	[TR_cast] = rule_cast,
	[TR_row_reduce] = rule_row_reduce,
	[TR_col_reduce] = rule_col_reduce,
	[TR_expand] = rule_expand,
	[TR_packed_mask] = rule_packed_mask,
	[TR_load] = rule_load,
	[TR_store] = rule_store,
	[TR_create] = rule_create,
	[TR_full] = rule_full,
	[TR_reshape] = rule_reshape,
	[TR_move] = rule_move,
	[TR_slice] = rule_slice,
	[TR_assemble] = rule_assemble,
	[TR_extract] = rule_extract,
	[TR_transpose] = rule_transpose,
	[TR_transpose_view] = rule_transpose_view,
	[TR_concat] = rule_concat,
	[TR_fillpad] = rule_fillpad,
	[TR_fillpad_expand] = rule_fillpad_expand,
	[TR_reinterpret_view] = rule_reinterpret_view,
	[TR_set_validshape] = rule_set_validshape,
	[TR_gather] = rule_gather,
	[TR_gather_mask] = rule_gather_mask,
	[TR_gatherb] = rule_gatherb,
	[TR_gather_compare] = rule_gather_compare,
	[TR_mgather] = rule_mgather,
	[TR_matmul] = rule_matmul,
	[TR_matmul_acc] = rule_acc,
	[TR_gemv] = rule_gemv,
	[TR_gemv_acc] = rule_acc,
	[TR_matmul_mx] = rule_matmul_mx,
	[TR_matmul_mx_acc] = rule_acc,
	[TR_ci] = rule_ci,
	[TR_tri] = rule_tri,
	[TR_random] = rule_random,
	[TR_sort32] = rule_sort32,
	[TR_mrgsort] = rule_mrgsort,
	[TR_tensor_create] = rule_tensor_create,
	[TR_tensor_view] = rule_tensor_view,
	[TR_array_create] = rule_array_create,
	[TR_ptr_alloc] = rule_ptr_alloc,
	[TR_opaque] = rule_opaque,
	[TR_split_reshape] = rule_split_reshape,
	[TR_remote_load] = rule_remote_load,
	[TR_paged_gather] = rule_paged_gather,
};
_Static_assert(sizeof rules / sizeof *rules == TR_COUNT, "one implementation per TYPE_RULE");

/* ---- checks ------------------------------------------------------------------- */

static bool arg_dtype(struct tc *c, int i, enum dtype *dt)
{
	const struct type *t = arg_type(c, i);
	if (t->kind != TY_TILE && t->kind != TY_TENSOR && t->kind != TY_SCALAR)
		return false;
	*dt = (enum dtype)t->dtype;
	return true;
}

static bool list_has(const struct spec_param *p, int v)
{
	for (unsigned i = 0; p && i < p->n_list; i++)
		if (p->list[i] == v)
			return true;
	return false;
}

static void dtype_list_str(struct buf *b, const struct spec_param *p)
{
	buf_clear(b);
	for (unsigned i = 0; p && i < p->n_list; i++)
		buf_printf(b, "%s%s", i ? ", " : "", dtype_infos[p->list[i]].name);
}

/* in_bounds, args [tensor, offsets, extent...]: the window a load or store
 * touches lies inside the tensor in every dim where the tensor's size, the
 * offset and the extent are constants.  The extent is the first of the
 * remaining operands given: a list of sizes, or a tile (its valid shape).
 * A true bool kwarg `kwarg` (tile.load's clamp) turns the check off. */
static void check_in_bounds(struct tc *c, const struct spec_rule *r)
{
	const struct spec_param *p = param(r, "args"), *kp = param(r, "kwarg");
	if (!p || p->n_list < 3)
		return;
	if (kp && kp->s) {
		const struct kwval *k = kw(c, kp->s);
		if (k && k->i)
			return;
	}
	const struct type *tt = arg_type(c, p->list[0]);
	struct expr_list off, ext = {0, NULL};
	if (tt->kind != TY_TENSOR || !arg_list(c, p->list[1], &off))
		return;
	for (unsigned k = 2; k < p->n_list && !ext.n; k++) {
		struct expr *e = arg_of(c, p->list[k]);
		if (!e)
			continue;
		if (e->kind == EX_LIST)
			ext = e->u.list;
		else if (ir_expr_type(e)->kind == TY_TILE)
			ext = ir_valid_shape(ir_expr_type(e));
		else
			return;
	}
	if (off.n != tt->shape.n || ext.n != tt->shape.n)
		return;
	for (uint32_t i = 0; i < off.n; i++) {
		int64_t d, o, n, end;
		if (!ir_expr_is_const_int(tt->shape.v[i], &d) || !ir_expr_is_const_int(off.v[i], &o) ||
		    !ir_expr_is_const_int(ext.v[i], &n))
			continue;
		if (o < 0 || __builtin_add_overflow(o, n, &end) || end > d) {
			tc_err(c, off.v[i]->span, "the window [%lld, %lld) of dim %u is outside the tensor, "
			       "whose dim %u is %lld", (long long)o, (long long)o + (long long)n, i, i,
			       (long long)d);
			return;
		}
	}
}

/* window_extent, args [shapes, valid_shape], kwarg transpose: a window copy's
 * static window and the runtime extent inside it.  The window sizes are
 * constants (a runtime count goes through valid_shape); valid_shape, when
 * given, has the window's rank, lies inside it where constant, and is all
 * constant when the bool kwarg (transpose) is true. */
static void check_window_extent(struct tc *c, const struct spec_rule *r)
{
	const struct spec_param *p = param(r, "args"), *kp = param(r, "kwarg");
	struct expr_list sh, va;
	if (!p || p->n_list < 2 || !arg_list(c, p->list[0], &sh))
		return;
	for (uint32_t i = 0; i < sh.n; i++)
		if (!ir_expr_is_const_int(sh.v[i], NULL)) {
			tc_err(c, sh.v[i]->span, "window size %u must be a compile-time constant; give a "
			       "runtime extent as valid_shape", i);
			return;
		}
	if (!arg_list(c, p->list[1], &va))
		return;
	if (va.n != sh.n) {
		tc_err(c, arg_span(c, p->list[1]), "valid_shape has %u dims, but the window shape has %u",
		       va.n, sh.n);
		return;
	}
	const struct kwval *k = kp && kp->s ? kw(c, kp->s) : NULL;
	for (uint32_t i = 0; i < va.n; i++) {
		int64_t v, n;
		if (!ir_expr_is_const_int(va.v[i], &v)) {
			if (k && k->i) {
				tc_err(c, va.v[i]->span, "valid_shape must be constant with %s=True", kp->s);
				return;
			}
			continue;
		}
		if (v < 0) {
			tc_err(c, va.v[i]->span, "valid_shape dim %u is %lld, below 0", i, (long long)v);
			return;
		}
		if (ir_expr_is_const_int(sh.v[i], &n) && v > n) {
			tc_err(c, va.v[i]->span, "valid_shape dim %u is %lld, outside the window's %lld", i,
			       (long long)v, (long long)n);
			return;
		}
	}
}

/* Operands args[1..] have the shape of args[0] (valid: the valid shape of
 * tiles, which defaults to the shape); a pair of dims is a mismatch only where
 * the two provably differ. */
static void check_same_dims(struct tc *c, const struct spec_param *p, bool valid)
{
	for (unsigned k = 1; p && k < p->n_list; k++) {
		const struct type *x = arg_type(c, p->list[0]), *y = arg_type(c, p->list[k]);
		if (valid ? (x->kind != TY_TILE || y->kind != TY_TILE)
			  : ((x->kind != TY_TILE && x->kind != TY_TENSOR) ||
			     (y->kind != TY_TILE && y->kind != TY_TENSOR)))
			continue;
		struct expr_list a = valid ? ir_valid_shape(x) : x->shape;
		struct expr_list b = valid ? ir_valid_shape(y) : y->shape;
		bool differ = a.n != b.n;
		for (uint32_t i = 0; !differ && i < a.n; i++)
			differ = dims_provably_differ(a.v[i], b.v[i]);
		if (differ) {
			shape_str(&c->tmp, a);
			shape_str(&c->tmp2, b);
			tc_err(c, arg_span(c, p->list[k]), "%s mismatch: %s vs %s",
			       valid ? "valid shape" : "shape", c->tmp.data, c->tmp2.data);
		}
	}
}

static void run_check(struct tc *c, const struct spec_rule *r)
{
	int a = (int)param_i(r, "arg", 0);
	enum dtype dt, dt2;
	const struct spec_param *p;
	switch ((enum check_kind)r->kind) {
	case CK_dtype_in:
		p = param(r, "dtypes");
		/* a bare literal scalar beside a tile or tensor operand 0 is
		 * checked as re-stamped to its element dtype */
		if (a > 0 && arg_of(c, a) && arg_of(c, a)->kind != EX_VAR && arg_dtype(c, 0, &dt2) &&
		    arg_type(c, 0)->kind != TY_SCALAR && arg_dtype(c, a, &dt) &&
		    arg_type(c, a)->kind == TY_SCALAR)
			dt = scalar_operand_dtype(c, a, dt2);
		else if (!arg_dtype(c, a, &dt))
			break;
		if (!list_has(p, dt)) {
			dtype_list_str(&c->tmp, p);
			tc_err(c, arg_span(c, a), "operand %d has dtype %s; expected one of %s", a,
			       dtype_infos[dt].name, c->tmp.data);
		}
		break;
	case CK_dtype_not_in:
		p = param(r, "dtypes");
		if (arg_dtype(c, a, &dt) && list_has(p, dt))
			tc_err(c, arg_span(c, a), "operand %d has dtype %s, which this op does not support", a,
			       dtype_infos[dt].name);
		break;
	case CK_int_dtype:
		if (arg_dtype(c, a, &dt) && !dt_is_int(dt))
			tc_err(c, arg_span(c, a), "operand %d must have an integer dtype, got %s", a,
			       dtype_infos[dt].name);
		break;
	case CK_float_dtype:
		if (arg_dtype(c, a, &dt) && !dt_is_float(dt))
			tc_err(c, arg_span(c, a), "operand %d must have a float dtype, got %s", a,
			       dtype_infos[dt].name);
		break;
	case CK_same_dtype:
		p = param(r, "args");
		for (unsigned k = 1; p && k < p->n_list; k++) {
			int b = p->list[k];
			if (!arg_dtype(c, p->list[0], &dt) || !arg_dtype(c, b, &dt2))
				continue;
			/* a bare literal scalar beside a tile or tensor is checked as
			 * re-stamped to its element dtype, as for dtype_in */
			if (arg_of(c, b)->kind != EX_VAR && arg_type(c, b)->kind == TY_SCALAR &&
			    arg_type(c, p->list[0])->kind != TY_SCALAR)
				dt2 = scalar_operand_dtype(c, b, dt);
			if (dt != dt2)
				tc_err(c, arg_span(c, b), "operands %d and %d have different dtypes (%s, %s)",
				       p->list[0], b, dtype_infos[dt].name, dtype_infos[dt2].name);
		}
		break;
	case CK_same_shape:
	case CK_same_valid:
		check_same_dims(c, param(r, "args"), r->kind == CK_same_valid);
		break;
	case CK_handle: {
		/* an opaque handle operand of the named type (pl.AsyncSession ...) */
		const struct type *t = arg_type(c, a);
		p = param(r, "name");
		if (p && p->s && t->kind != TY_UNKNOWN &&
		    !(t->kind == TY_OPAQUE && strcmp(t->opaque, p->s) == 0))
			tc_err(c, arg_span(c, a), "operand %d must be a %s, got %s", a, p->s,
			       t->kind == TY_OPAQUE ? t->opaque : kind_word(t));
		break;
	}
	case CK_flat_1d: {
		/* a tensor operand that is one flat run of memory: a static shape
		 * whose dims are all 1 but the last ([N], [1, ..., N]) */
		const struct type *t = arg_type(c, a);
		const char *nm = a < c->so->n_operands ? c->so->operands[a].name : "operand";
		if (t->kind != TY_TENSOR)
			break;
		if (!t->shape.n) {
			tc_err(c, arg_span(c, a), "%s must have rank >= 1, got a rank-0 tensor", nm);
			break;
		}
		for (uint32_t i = 0; i < t->shape.n; i++) {
			int64_t d;
			if (!ir_expr_is_const_int(t->shape.v[i], &d)) {
				tc_err(c, arg_span(c, a), "%s must have a fully static shape (a compile-time "
				       "byte extent), but dim %u is dynamic", nm, i);
				break;
			}
			if (i + 1 < t->shape.n && d != 1) {
				tc_err(c, arg_span(c, a), "%s must be a flat contiguous logical 1D GM region "
				       "(every dim but the last 1), but dim %u is %lld; reshape it to [N] "
				       "or [1, ..., N]", nm, i, (long long)d);
				break;
			}
		}
		break;
	}
	case CK_no_mx: {
		/* a tensor operand of no MX layout (mx_a_zz / mx_b_nn) */
		const struct type *t = arg_type(c, a);
		if (t->kind == TY_TENSOR && t->tview && tensor_layout_mx[t->tview->layout])
			tc_err(c, arg_span(c, a), "%s does not support MX-layout tensors", c->so->name);
		break;
	}
	case CK_rank: {
		const struct type *t = arg_type(c, a);
		int64_t rank = param_i(r, "rank", 2);
		if ((t->kind == TY_TILE || t->kind == TY_TENSOR) && t->shape.n != rank)
			tc_err(c, arg_span(c, a), "operand %d must have rank %lld, got %u", a,
			       (long long)rank, t->shape.n);
		break;
	}
	case CK_kwarg_range: {
		p = param(r, "kwarg");
		const struct kwval *k = p && p->s ? kw(c, p->s) : NULL;
		int64_t lo = param_i(r, "min", INT64_MIN), hi = param_i(r, "max", INT64_MAX);
		if (k && k->present && (k->i < lo || k->i > hi))
			tc_err(c, c->sp, "%s=%lld is out of range [%lld, %lld]", p->s, (long long)k->i,
			       (long long)lo, (long long)hi);
		break;
	}
	case CK_kwarg_dtype_in: {
		p = param(r, "kwarg");
		const struct kwval *k = p && p->s ? kw(c, p->s) : NULL;
		const struct spec_param *ds = param(r, "dtypes");
		if (k && k->present && !list_has(ds, (int)k->i)) {
			dtype_list_str(&c->tmp, ds);
			tc_err(c, c->sp, "%s=%s is not one of %s", p->s, dtype_infos[k->i].name, c->tmp.data);
		}
		break;
	}
	case CK_in_bounds:
		check_in_bounds(c, r);
		break;
	case CK_window_extent:
		check_window_extent(c, r);
		break;
	case CK_mat_transpose: {
		/* a true bool kwarg (transpose) marks a 2-D Mat tile's ZN layout:
		 * the target_memory given must be Mat and operand `arg` (the shape)
		 * two dims long */
		p = param(r, "kwarg");
		const struct kwval *k = p && p->s ? kw(c, p->s) : NULL, *m = kw(c, "target_memory");
		struct expr_list sh;
		if (!k || !k->i)
			break;
		if (m && m->present && m->i != MS_Mat)
			tc_err(c, c->sp, "%s=True is a Mat tile's layout; target_memory must be Mat", p->s);
		else if (arg_list(c, a, &sh) && sh.n != 2)
			tc_err(c, arg_span(c, a), "%s=True needs a 2-D shape, got %u dims", p->s, sh.n);
		break;
	}
	case CK_flat_index: {
		/* operand args[0], an integer index, holds flat positions of a
		 * [rows of args[1], cols of args[2]] grid: where both are constant,
		 * the last, rows * cols - 1, must fit its dtype */
		p = param(r, "args");
		if (!p || p->n_list < 3 || !arg_dtype(c, p->list[0], &dt) || !dt_is_int(dt))
			break;
		const struct type *x = arg_type(c, p->list[1]), *y = arg_type(c, p->list[2]);
		int64_t rows, cols, n;
		if ((x->kind != TY_TILE && x->kind != TY_TENSOR) || (y->kind != TY_TILE && y->kind != TY_TENSOR) ||
		    x->shape.n < 2 || !y->shape.n || !ir_expr_is_const_int(x->shape.v[x->shape.n - 2], &rows) ||
		    !ir_expr_is_const_int(y->shape.v[y->shape.n - 1], &cols) || rows < 1 || cols < 1)
			break;
		int bits = dtype_infos[dt].bits - (dt_is_signed(dt) ? 1 : 0);
		int64_t top = bits >= 63 ? INT64_MAX : (int64_t)((UINT64_C(1) << bits) - 1);
		if (__builtin_mul_overflow(rows, cols, &n) || n - 1 > top)
			tc_err(c, arg_span(c, p->list[0]), "the flat positions of %lld rows of %lld columns "
			       "do not fit operand %d's %s indices (at most %lld); split the operation into "
			       "fewer rows", (long long)rows, (long long)cols, p->list[0], dtype_infos[dt].name,
			       (long long)top);
		break;
	}
	case CK_kwarg_in: {
		p = param(r, "kwarg");
		const struct kwval *k = p && p->s ? kw(c, p->s) : NULL;
		const struct spec_param *vs = param(r, "values");
		if (k && k->present && !list_has(vs, (int)k->i)) {
			/* an enum kwarg's values by their DSL names (cmp=pld.WaitCmp.Eq) */
			int en = -1;
			for (int i = 0; i < c->so->n_kwargs; i++)
				if (strcmp(c->so->kwargs[i].name, p->s) == 0)
					en = c->so->kwargs[i].enum_id;
			const char *pre = en >= 0 && spec_enums[en].dsl_prefix ? spec_enums[en].dsl_prefix : NULL;
			buf_clear(&c->tmp);
			for (unsigned i = 0; vs && i <= vs->n_list; i++) {
				int64_t v = i < vs->n_list ? vs->list[i] : k->i;
				const struct spec_enum_value *ev = en >= 0 ? ir_enum_value(en, v) : NULL;
				if (i == vs->n_list)
					buf_clear(&c->tmp2);
				struct buf *b = i < vs->n_list ? &c->tmp : &c->tmp2;
				if (i && i < vs->n_list)
					buf_puts(b, ", ");
				if (ev)
					buf_printf(b, "%s%s%s", pre ? pre : "", pre ? "." : "", ev->name);
				else
					buf_printf(b, "%lld", (long long)v);
			}
			tc_err(c, c->sp, "%s=%s is not one of %s", p->s, c->tmp2.data, c->tmp.data);
		}
		break;
	}
	case CK_rank_min: {
		const struct type *t = arg_type(c, a);
		int64_t rank = param_i(r, "rank", 1);
		if ((t->kind == TY_TILE || t->kind == TY_TENSOR) && t->shape.n < rank)
			tc_err(c, arg_span(c, a), "operand %d must have rank >= %lld, got %u", a,
			       (long long)rank, t->shape.n);
		break;
	}
	case CK_bcast_vector: {
		/* operand args[1] is a vector along one of operand args[0]'s two last
		 * dims: 1 at `axis` (from the end), the other dim as args[0]'s */
		p = param(r, "args");
		if (!p || p->n_list < 2)
			break;
		const struct type *x = arg_type(c, p->list[0]), *v = arg_type(c, p->list[1]);
		int64_t ax = param_i(r, "axis", -1), one;
		if ((x->kind != TY_TILE && x->kind != TY_TENSOR) || v->kind != x->kind || x->shape.n < 2 ||
		    v->shape.n < 2)
			break;
		int64_t vn = v->shape.n, xn = x->shape.n;
		struct expr *unit = v->shape.v[vn + ax], *other = v->shape.v[vn - 3 - ax];
		if (!ir_expr_is_const_int(unit, &one) || one != 1) {
			shape_str(&c->tmp, v->shape);
			tc_err(c, arg_span(c, p->list[1]), "operand %d must be a %s vector (%s 1), got %s",
			       p->list[1], ax == -1 ? "row" : "column", ax == -1 ? "last dim" : "second-to-last dim",
			       c->tmp.data);
		} else if (dims_provably_differ(other, x->shape.v[xn - 3 - ax])) {
			shape_str(&c->tmp, x->shape);
			shape_str(&c->tmp2, v->shape);
			tc_err(c, arg_span(c, p->list[1]), "a %s vector %s does not match %s",
			       ax == -1 ? "row" : "column", c->tmp2.data, c->tmp.data);
		}
		break;
	}
	case CK_expandable: {
		/* operand args[0] expands to operand args[1]'s shape: equal ranks,
		 * each dim equal or a unit, at most one unit dim expanded */
		p = param(r, "args");
		if (!p || p->n_list < 2)
			break;
		const struct type *x = arg_type(c, p->list[0]), *y = arg_type(c, p->list[1]);
		if ((x->kind != TY_TILE && x->kind != TY_TENSOR) || (y->kind != TY_TILE && y->kind != TY_TENSOR))
			break;
		unsigned grown = 0;
		bool bad = x->shape.n != y->shape.n;
		for (uint32_t i = 0; !bad && i < x->shape.n; i++) {
			int64_t d;
			if (dim_equal(x->shape.v[i], y->shape.v[i]))
				continue;
			if (ir_expr_is_const_int(x->shape.v[i], &d) && d == 1)
				grown++;
			else
				bad = true;
		}
		if (bad || grown > 1) {
			shape_str(&c->tmp, x->shape);
			shape_str(&c->tmp2, y->shape);
			tc_err(c, arg_span(c, p->list[0]), "%s does not expand to %s (unit dims only, at most one)",
			       c->tmp.data, c->tmp2.data);
		}
		break;
	}
	default:
		break;
	}
}

/* ---- operands and kwargs ------------------------------------------------------ */

static const char *const kind_names[OK_COUNT] = {
	[OK_tile] = "a tile", [OK_tensor] = "a tensor", [OK_scalar] = "a scalar",
	[OK_shape] = "a list of dims", [OK_index_list] = "a list of indices",
	[OK_int_list] = "a list of integer constants", [OK_memspace] = "a memory space (pl.Mem.X)",
	[OK_tile_or_scalar] = "a tile or a scalar", [OK_tensor_or_scalar] = "a tensor or a scalar",
	[OK_dist_tensor] = "a DistributedTensor (window-bound)",
	[OK_ptr] = "a Ptr (output of pld.tensor.alloc_window_buffer)",
	[OK_comm_ctx] = "a CommCtx (output of pld.get_comm_ctx)",
	[OK_any] = "a value",
};

/* The handle type an operand of kind comm_ctx takes: the opaque type the op
 * of comm_role CommCtx (pld.get_comm_ctx) returns, as its spec names it. */
static const char *comm_ctx_type_name(void)
{
	static const char *name;
	for (unsigned i = 0; !name && i < spec_n_ops; i++) {
		const struct spec_op *so = &spec_ops[i];
		if (so->comm_role && !strcmp(so->comm_role, "CommCtx") && so->type_rule.kind == TR_opaque) {
			const struct spec_param *p = param(&so->type_rule, "name");
			name = intern_cstr(p && p->s ? p->s : "opaque");
		}
	}
	return name;
}

/* The first element of list `e` that is not a scalar integer (a constant
 * one with `consts`), or NULL; `e` itself when it is not a list. */
static const struct expr *bad_list_item(const struct expr *e, bool consts)
{
	if (e->kind != EX_LIST)
		return e;
	for (uint32_t i = 0; i < e->u.list.n; i++) {
		const struct expr *x = e->u.list.v[i];
		const struct type *t = ir_expr_type(x);
		if (consts ? x->kind != EX_INT
			   : x->kind == EX_LIST || x->kind == EX_STR ||
				     !(t->kind == TY_UNKNOWN || (t->kind == TY_SCALAR && dt_is_int(t->dtype))))
			return x; /* dims and indices are integers */
	}
	return NULL;
}

static void check_operand(struct tc *c, int i)
{
	struct expr *e = c->arg[i];
	const struct spec_operand *o = &c->so->operands[i];
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_UNKNOWN && e->kind != EX_LIST && e->kind != EX_ENUM && e->kind != EX_STR &&
	    e->kind != EX_SYMBOL)
		return; /* already reported, or an untyped handle */
	for (int j = 0; j < i; j++)
		if (c->arg[j] == e)
			return; /* an omitted operand defaulted from an earlier one: checked there */
	bool ok;
	const struct expr *bad = NULL;
	switch ((enum operand_kind)o->kind) {
	case OK_tile: ok = t->kind == TY_TILE; break;
	case OK_tensor: ok = t->kind == TY_TENSOR; break;
	case OK_scalar: ok = t->kind == TY_SCALAR; break;
	case OK_shape:
	case OK_index_list: ok = !(bad = bad_list_item(e, false)); break;
	case OK_int_list: ok = !(bad = bad_list_item(e, true)); break;
	case OK_memspace: ok = e->kind == EX_ENUM && e->u.en.cls == EN_MEM; break;
	case OK_tile_or_scalar: ok = t->kind == TY_TILE || t->kind == TY_SCALAR; break;
	case OK_tensor_or_scalar: ok = t->kind == TY_TENSOR || t->kind == TY_SCALAR; break;
	case OK_dist_tensor: ok = t->kind == TY_TENSOR && t->distributed; break;
	case OK_ptr: ok = t->kind == TY_PTR; break;
	case OK_comm_ctx: ok = t->kind == TY_OPAQUE && t->opaque == comm_ctx_type_name(); break;
	default: ok = true; break;
	}
	if (!ok && bad && bad != e) {
		const struct type *bt = ir_expr_type(bad);
		tc_err(c, bad->span, "operand %d ('%s') must be %s; this element is %s, not an integer%s", i,
		       o->name, kind_names[o->kind],
		       bad->kind == EX_LIST ? "a list" : bad->kind == EX_STR ? "a string"
		       : bt->kind == TY_SCALAR ? type_str(&c->tmp, bt) : kind_word(bt),
		       o->kind == OK_int_list ? " constant" : "");
		return;
	}
	if (!ok) {
		const char *got = e->kind == EX_LIST ? "a list" : e->kind == EX_STR ? "a string"
				  : e->kind == EX_SYMBOL ? e->u.s : kind_word(t);
		if (t->kind == TY_TILE || t->kind == TY_TENSOR || t->kind == TY_SCALAR)
			got = type_str(&c->tmp, t);
		tc_err(c, e->span, "operand %d ('%s') must be %s, got %s", i, o->name,
		       kind_names[o->kind], got);
		return;
	}
}

static const char *const kwtype_names[KT_COUNT] = {
	[KT_bool] = "a bool (True/False)", [KT_int] = "an integer", [KT_float] = "a number",
	[KT_str] = "a string", [KT_dtype] = "a dtype (pl.FP32 ...)",
	[KT_mem] = "a memory space (pl.Mem.X)", [KT_tile_layout] = "a tile layout (pl.TileLayout.X)",
	[KT_tensor_layout] = "a tensor layout (pl.TensorLayout.X)",
	[KT_pad_value] = "a pad value (pl.PadValue.X)", [KT_compact] = "a compact mode (pl.CompactMode.X)",
};

static bool enum_of(const struct expr *e, enum enum_class cls, int64_t *out)
{
	if (e->kind != EX_ENUM || e->u.en.cls != cls)
		return false;
	*out = e->u.en.value;
	return true;
}

/* Converts a written kwarg value to its typed form; false on a type error. */
static bool convert_kwarg(struct tc *c, const struct spec_kwarg *k, const struct expr *e,
			  struct kwval *kv)
{
	kv->type = k->type;
	switch ((enum kwarg_type)k->type) {
	case KT_bool:
		if (e->kind != EX_BOOL)
			return false;
		kv->i = e->u.b;
		return true;
	case KT_int:
		if (e->kind == EX_INT) {
			kv->i = e->u.i;
			return true;
		}
		if (k->enum_id >= 0) {
			const struct spec_enum *en = &spec_enums[k->enum_id];
			const char *name = NULL;
			if (e->kind == EX_STR)
				name = e->u.s;
			else if (e->kind == EX_SYMBOL)
				name = ir_enum_qualified_name(en, e->u.s);
			const struct spec_enum_value *ev = ir_enum_by_name(k->enum_id, name);
			if (ev) {
				kv->i = ev->value;
				return true;
			}
		}
		return false;
	case KT_float:
		if (e->kind == EX_FLOAT)
			kv->f = e->u.f;
		else if (e->kind == EX_INT)
			kv->f = (double)e->u.i;
		else
			return false;
		return true;
	case KT_str:
		if (e->kind != EX_STR)
			return false;
		kv->s = e->u.s;
		return true;
	case KT_dtype: return enum_of(e, EN_DTYPE, &kv->i);
	case KT_mem: return enum_of(e, EN_MEM, &kv->i);
	case KT_tile_layout: return enum_of(e, EN_TILE_LAYOUT, &kv->i);
	case KT_tensor_layout:
		/* the layout shorthand pl.ND .. pl.MX_B_NN names the TensorLayout member */
		if (e->kind == EX_SYMBOL && strncmp(e->u.s, "pl.", 3) == 0 &&
		    (kv->i = vocab_lookup(tensor_layout_names, TLY_COUNT, e->u.s + 3)) >= 0)
			return true;
		return enum_of(e, EN_TENSOR_LAYOUT, &kv->i);
	case KT_pad_value:
		/* a literal 0 is pl.PadValue.zero, as the reference's pad_value
		 * sugar has it */
		if ((e->kind == EX_INT && e->u.i == 0) || (e->kind == EX_FLOAT && e->u.f == 0.0)) {
			kv->i = PAD_zero;
			return true;
		}
		return enum_of(e, EN_PAD, &kv->i);
	case KT_compact: return enum_of(e, EN_COMPACT, &kv->i);
	default: return false;
	}
}

/* Applies a spelling's kwarg default (written as in the spec). */
static void apply_kwdefault(struct tc *c, const struct spec_kwdefault *d)
{
	int i = ir_kwarg_index(c->call->u.call.op, d->kwarg);
	if (i < 0)
		return;
	struct kwval *kv = &c->call->u.call.kwargs[i];
	if (kv->present)
		return;
	const struct spec_kwarg *k = &c->so->kwargs[i];
	switch ((enum kwarg_type)k->type) {
	case KT_bool: kv->i = strcmp(d->value, "true") == 0 || strcmp(d->value, "True") == 0; break;
	case KT_int: {
		const struct spec_enum_value *ev = ir_enum_by_name(k->enum_id, d->value);
		kv->i = ev ? ev->value : strtoll(d->value, NULL, 0);
		break;
	}
	case KT_float: kv->f = strtod(d->value, NULL); break;
	case KT_str: kv->s = intern_cstr(d->value); break;
	case KT_dtype: kv->i = dtype_lookup(d->value) < 0 ? 0 : dtype_lookup(d->value); break;
	case KT_mem: kv->i = vocab_lookup(memspace_names, MS_COUNT, d->value); break;
	case KT_tile_layout: kv->i = vocab_lookup(tile_layout_names, TL_COUNT, d->value); break;
	case KT_tensor_layout: kv->i = vocab_lookup(tensor_layout_names, TLY_COUNT, d->value); break;
	case KT_pad_value: kv->i = vocab_lookup(pad_value_names, PAD_COUNT, d->value); break;
	case KT_compact: kv->i = vocab_lookup(compact_mode_names, CM_COUNT, d->value); break;
	default: break;
	}
	if (kv->i < 0)
		kv->i = 0;
	kv->present = true;
}

static void tc_free(struct tc *c)
{
	/* most calls format nothing */
	if (c->tmp.data)
		buf_free(&c->tmp);
	if (c->tmp2.data)
		buf_free(&c->tmp2);
}

/* Checks bound operands, runs checks and the type rule; stores the type. */
static void deduce(struct tc *c)
{
	bool operands_ok = !c->failed;
	for (int i = 0; i < c->so->n_operands; i++)
		if (c->arg[i]) {
			bool before = c->failed;
			check_operand(c, i);
			if (c->failed && !before)
				operands_ok = false;
			const struct type *t = ir_expr_type(c->arg[i]);
			if (t->kind == TY_UNKNOWN && c->arg[i]->kind != EX_LIST && c->arg[i]->kind != EX_ENUM &&
			    (c->so->operands[i].kind == OK_tile || c->so->operands[i].kind == OK_tensor))
				operands_ok = false;
		}
	if (!operands_ok) {
		c->call->type = ir_type_unknown();
		return;
	}
	for (unsigned i = 0; i < c->so->n_checks; i++)
		run_check(c, &c->so->checks[i]);
	if (c->failed) {
		c->call->type = ir_type_unknown();
		return;
	}
	const struct type *t = rules[c->so->type_rule.kind](c, &c->so->type_rule);
	if (!c->failed && (t->kind == TY_TILE || t->kind == TY_TENSOR))
		for (uint32_t i = 0; i < t->shape.n; i++) {
			int64_t d;
			if (ir_expr_is_const_int(t->shape.v[i], &d) && d <= 0) {
				tc_err(c, c->sp, "the result would be a %s with dim %u = %lld; every dim must "
				       "be positive", t->kind == TY_TILE ? "tile" : "tensor", i, (long long)d);
				break;
			}
		}
	c->call->type = c->failed ? ir_type_unknown() : t;
}

/* The operand a keyword names (its name or its `also` spelling), or -1. */
static int operand_by_keyword(const struct spec_op *so, const char *name)
{
	for (int i = 0; i < so->n_operands; i++)
		if (strcmp(so->operands[i].name, name) == 0 ||
		    (so->operands[i].also && strcmp(so->operands[i].also, name) == 0))
			return i;
	return -1;
}

/* Binds keyword arguments: operands passed by name go to argv, kwargs are
 * converted to typed values in the call. */
static void bind_keywords(struct tc *c, struct expr **argv, const struct tc_named *kws,
			  uint32_t n_kw)
{
	const struct spec_op *so = c->so;
	unsigned op = c->call->u.call.op;
	for (uint32_t k = 0; k < n_kw; k++) {
		const struct tc_named *w = &kws[k];
		int oi = operand_by_keyword(so, w->name);
		if (oi >= 0) {
			if (argv[oi])
				tc_err(c, w->span, "operand '%s' given twice", w->name);
			argv[oi] = w->value;
			continue;
		}
		int ki = ir_kwarg_index(op, w->name);
		bool is_shape = strcmp(w->name, "shape") == 0;
		if (ki < 0 && so->type_rule.kind == TR_annotated && (is_shape || strcmp(w->name, "dtype") == 0)) {
			struct expr **slot = is_shape ? &c->type_shape : &c->type_dtype;
			if (*slot)
				tc_err(c, w->span, "keyword argument '%s' given twice", w->name);
			*slot = w->value;
			continue;
		}
		if (ki < 0) {
			tc_err(c, w->span, "unknown keyword argument '%s'", w->name);
			continue;
		}
		struct kwval *kv = &c->call->u.call.kwargs[ki];
		if (kv->present) {
			tc_err(c, w->span, "keyword argument '%s' given twice", w->name);
			continue;
		}
		if (!convert_kwarg(c, &so->kwargs[ki], w->value, kv))
			tc_err(c, w->value->span, "keyword '%s' expects %s", w->name,
			       kwtype_names[so->kwargs[ki].type]);
		kv->present = true; /* a reported bad value is not "missing" as well */
	}
}

static void arity_error(struct tc *c, struct span sp, uint32_t given)
{
	const struct spec_op *so = c->so;
	/* the first missing operand a scratch tile (lane-invariant, not an index):
	 * the tile form of a reduction the tensor form gives one itself */
	if (given < so->n_operands && given < 32 && so->operands[given].kind == OK_tile &&
	    (so->lane_invariant & ~so->lane_absolute & (1u << given))) {
		tc_err(c, sp, "takes %u operand%s, %u given: '%s' is the scratch tile the tile form "
		       "takes (pl.tile.create of the input's dtype and at least its shape, in Vec; "
		       "the tensor form makes it itself)", so->n_operands, so->n_operands == 1 ? "" : "s",
		       given, so->operands[given].name);
		return;
	}
	if (so->min_operands == so->n_operands)
		tc_err(c, sp, "takes %u operand%s, %u given", so->n_operands,
		       so->n_operands == 1 ? "" : "s", given);
	else
		tc_err(c, sp, "takes %u to %u operands, %u given", so->min_operands, so->n_operands,
		       given);
}

/* Checks that required operands are present, fills omitted optional ones
 * from default_from or their constant default (or, before a given later
 * operand, the empty list of default: []), gives a bare integer literal
 * the operand's dtype and rejects gaps; returns the operand count. */
static uint32_t close_operands(struct tc *c, struct expr **argv, uint32_t given)
{
	const struct spec_op *so = c->so;
	uint32_t n = 0;
	for (int i = 0; i < so->n_operands; i++) {
		const struct spec_operand *o = &so->operands[i];
		if (!argv[i] && o->optional && o->default_from >= 0)
			argv[i] = argv[o->default_from];
		if (!argv[i] && o->has_default)
			argv[i] = ir_new_int(c->a, o->def_int, (enum dtype)o->dtype, c->sp);
		else if (argv[i] && o->has_dtype && argv[i]->kind == EX_INT && argv[i]->dtype == DT_INDEX)
			argv[i] = ir_new_int(c->a, argv[i]->u.i, (enum dtype)o->dtype, argv[i]->span);
		else if (argv[i] && o->bare && argv[i]->kind != EX_LIST &&
			 ir_expr_type(argv[i])->kind == TY_SCALAR) {
			/* one bare index stands for the one-element list */
			struct expr_list l = ir_expr_list_new(c->a, 1);
			l.v[0] = argv[i];
			argv[i] = ir_new_list(c->a, l, argv[i]->span);
		}
		if (argv[i])
			n = (uint32_t)i + 1;
	}
	for (uint32_t i = 0; i < n; i++)
		if (!argv[i] && so->operands[i].default_empty)
			argv[i] = ir_new_list(c->a, (struct expr_list){0}, c->sp);
	for (uint32_t i = 0; i < n; i++)
		if (!argv[i]) {
			if ((int)i < so->min_operands || !so->operands[i].optional)
				tc_err(c, c->sp, "missing operand %u ('%s')", i, so->operands[i].name);
			else
				tc_err(c, c->sp, "operand %u ('%s') omitted before a later operand", i,
				       so->operands[i].name);
			return i;
		}
	if (n < so->min_operands && !c->failed) {
		if (n > given) /* some given by name: say which one is missing */
			tc_err(c, c->sp, "missing operand %u ('%s')", n, so->operands[n].name);
		else
			arity_error(c, c->sp, given);
	}
	return n;
}

/* Whether argument e may be passed where an operand of `kind` is expected,
 * for choosing among the meanings of a spelling: a value of unknown type
 * fits everything; lists fit the list kinds; the rest fits by type. */
static bool fits_kind(const struct expr *e, uint8_t kind)
{
	const struct type *t = ir_expr_type(e);
	if (kind == OK_any)
		return true;
	if (e->kind == EX_LIST)
		return kind == OK_shape || kind == OK_index_list || kind == OK_int_list;
	if (e->kind == EX_ENUM)
		return kind == OK_memspace;
	switch ((enum operand_kind)kind) {
	case OK_shape:
	case OK_index_list:
	case OK_int_list:
	case OK_memspace:
		return t->kind == TY_UNKNOWN || t->kind == TY_SCALAR;
	default:
		break;
	}
	switch (t->kind) {
	case TY_UNKNOWN: return true;
	case TY_TILE: return kind == OK_tile || kind == OK_tile_or_scalar;
	case TY_TENSOR:
		return kind == OK_tensor || kind == OK_tensor_or_scalar || kind == OK_dist_tensor;
	case TY_SCALAR:
		return kind == OK_scalar || kind == OK_tile_or_scalar || kind == OK_tensor_or_scalar;
	case TY_PTR: return kind == OK_ptr;
	case TY_OPAQUE: return kind == OK_comm_ctx;
	default: return false;
	}
}

/* Whether a kwarg of type `type` may take e positionally (a dtype must be
 * spelled as one; other values are checked when converted). */
static bool fits_kwarg(const struct expr *e, uint8_t type)
{
	if (type != KT_dtype)
		return e->kind != EX_LIST;
	return e->kind == EX_ENUM ? e->u.en.cls == EN_DTYPE : ir_expr_type(e)->kind == TY_UNKNOWN;
}

enum fit { FIT, FIT_KINDS_MISS, FIT_KEYWORD_MISS };

static enum fit fits_op(const struct spec_op *so, const struct spec_alias *al, struct expr_list pos,
			const struct tc_named *kw, uint32_t n_kw)
{
	/* a keyword the op does not know, as an operand or a kwarg of its spec
	 * (pl.tensor.gather(x, mask_pattern=...) is the mask form, not the
	 * index form), rules it out first */
	for (uint32_t i = 0; i < n_kw; i++)
		if (operand_by_keyword(so, kw[i].name) < 0 &&
		    ir_kwarg_index((unsigned)(so - spec_ops), kw[i].name) < 0)
			return FIT_KEYWORD_MISS;
	uint32_t max = al && al->n_positional ? al->n_positional : so->n_operands;
	if (pos.n > max)
		return FIT_KINDS_MISS;
	for (uint32_t i = 0; i < pos.n; i++) {
		int slot = al && al->n_positional ? al->positional[i] : (int)i;
		if (slot >= 0 ? !fits_kind(pos.v[i], so->operands[slot].kind)
			      : !fits_kwarg(pos.v[i], so->kwargs[-slot - 1].type))
			return FIT_KINDS_MISS;
	}
	/* operands written as keywords (pl.add(lhs=a, rhs=b)) are told apart
	 * by their kinds like positional ones */
	for (uint32_t i = 0; i < n_kw; i++) {
		int k = operand_by_keyword(so, kw[i].name);
		if (k >= 0 && !fits_kind(kw[i].value, so->operands[k].kind))
			return FIT_KINDS_MISS;
	}
	return FIT;
}

static bool scalar_like(const struct expr *e)
{
	const struct type *t = ir_expr_type(e);
	return e->kind != EX_LIST && e->kind != EX_ENUM && (t->kind == TY_SCALAR || t->kind == TY_UNKNOWN);
}

static bool fits_form(enum scalar_form f, struct expr_list pos, bool keywords)
{
	if (keywords || pos.n != scalar_form_arity[f])
		return false;
	for (uint32_t i = 0; i < pos.n; i++) {
		bool dtype_slot = f == SF_cast && i == 1;
		if (dtype_slot ? !(pos.v[i]->kind == EX_ENUM && pos.v[i]->u.en.cls == EN_DTYPE)
			       : !scalar_like(pos.v[i]))
			return false;
	}
	return true;
}

static const char *arg_word(const struct expr *e)
{
	if (e->kind == EX_LIST)
		return "list";
	if (e->kind == EX_ENUM)
		return e->u.en.cls == EN_DTYPE ? "dtype" : "enum";
	switch (ir_expr_type(e)->kind) {
	case TY_SCALAR: return "scalar";
	case TY_TENSOR: return "tensor";
	case TY_TILE: return "tile";
	case TY_TUPLE: return "tuple";
	case TY_PTR: return "pointer";
	default: return "value";
	}
}

void tc_dispatch_mismatch(struct buf *b, const char *spelling, const struct spec_spelling *s,
			  struct expr_list pos)
{
	buf_printf(b, "%s takes no (", spelling);
	for (uint32_t i = 0; i < pos.n; i++)
		buf_printf(b, "%s%s", i ? ", " : "", arg_word(pos.v[i]));
	buf_puts(b, "): it is");
	for (unsigned i = 0; i < s->n_cands; i++) {
		const struct spec_candidate *c = &s->cands[i];
		buf_puts(b, i ? (i + 1 == s->n_cands ? " or " : ", ") : " ");
		if (c->op < 0) {
			buf_printf(b, "a scalar expression (%u scalar%s)", scalar_form_arity[c->form],
				   scalar_form_arity[c->form] == 1 ? "" : "s");
			continue;
		}
		const struct spec_op *so = &spec_ops[c->op];
		const struct spec_alias *al = c->alias >= 0 ? &so->aliases[c->alias] : NULL;
		unsigned n = al && al->n_positional ? al->n_positional : so->n_operands;
		buf_printf(b, "%s(", so->spelling);
		for (unsigned k = 0; k < n; k++) {
			int slot = al && al->n_positional ? al->positional[k] : (int)k;
			if (slot < 0)
				break;
			buf_printf(b, "%s%s%s", k ? ", " : "", operand_kind_names[so->operands[slot].kind],
				   so->operands[slot].optional ? "?" : "");
		}
		buf_putc(b, ')');
	}
}

/* What fits_op and fits_form read of an operand when no keyword is written:
 * a list, a dtype, another enum, or else its type's kind. */
static uint64_t arg_class(const struct expr *e)
{
	if (e->kind == EX_LIST)
		return 1;
	if (e->kind == EX_ENUM)
		return e->u.en.cls == EN_DTYPE ? 2 : 3;
	return 4 + (uint64_t)ir_expr_type(e)->kind;
}

/* tc_dispatch's answers for calls without keywords, by the spelling and the
 * classes of at most 8 operands (a byte each): sets of two entries, the
 * latest first, so that two call shapes that meet in a set (by their
 * spelling's address) do not evict each other at every call. */
struct dispatch_memo {
	const struct spec_spelling *s;
	uint64_t classes;
	uint32_t n;
	int r;
	bool kinds_miss;
};
#define DISPATCH_MEMO 64
static _Thread_local struct dispatch_memo dispatch_memo[DISPATCH_MEMO];

static int dispatch(const struct spec_spelling *s, struct expr_list pos, const struct tc_named *kw,
		    uint32_t n_kw, bool keywords, bool *kinds_miss);

int tc_dispatch(const struct spec_spelling *s, struct expr_list pos, const struct tc_named *kw,
		uint32_t n_kw, bool keywords, bool *kinds_miss)
{
	if (s->n_cands == 1 && s->cands[0].op >= 0) {
		/* one op: taken whether the arguments fit or not (its checks
		 * report a mismatch) */
		*kinds_miss = false;
		return 0;
	}
	if (keywords || n_kw || pos.n > 8)
		return dispatch(s, pos, kw, n_kw, keywords, kinds_miss);
	uint64_t classes = 0;
	for (uint32_t i = 0; i < pos.n; i++)
		classes |= arg_class(pos.v[i]) << (8 * i);
	uint64_t h = ((uint64_t)(uintptr_t)s ^ classes * 0x9E3779B97F4A7C15ull ^ pos.n) * 0xD6E8FEB86659FD93ull;
	struct dispatch_memo *m = &dispatch_memo[(h >> 40) % (DISPATCH_MEMO / 2) * 2];
	for (int w = 0; w < 2; w++)
		if (m[w].s == s && m[w].classes == classes && m[w].n == pos.n) {
			*kinds_miss = m[w].kinds_miss;
			return m[w].r;
		}
	int r = dispatch(s, pos, kw, n_kw, keywords, kinds_miss);
	m[1] = m[0];
	m[0] = (struct dispatch_memo){s, classes, pos.n, r, *kinds_miss};
	return r;
}

static int dispatch(const struct spec_spelling *s, struct expr_list pos, const struct tc_named *kw,
		    uint32_t n_kw, bool keywords, bool *kinds_miss)
{
	int first_op = -1;
	bool count_fits = false;
	*kinds_miss = false;
	for (unsigned i = 0; i < s->n_cands; i++) {
		const struct spec_candidate *c = &s->cands[i];
		if (c->op < 0) {
			if (fits_form((enum scalar_form)c->form, pos, keywords))
				return (int)i;
			continue;
		}
		const struct spec_op *so = &spec_ops[c->op];
		const struct spec_alias *al = c->alias >= 0 ? &so->aliases[c->alias] : NULL;
		enum fit f = fits_op(so, al, pos, kw, n_kw);
		if (f == FIT)
			return (int)i;
		if (f == FIT_KINDS_MISS &&
		    pos.n <= (al && al->n_positional ? al->n_positional : so->n_operands))
			count_fits = true;
		if (first_op < 0)
			first_op = (int)i;
	}
	*kinds_miss = count_fits;
	return first_op;
}

/* ---- the deduction memo (typecheck.h) ------------------------------------------ */

struct tc_memo_entry {
	uint64_t h;
	const struct type *type;
	uint32_t n;
	uint64_t key[];
};

#define MEMO_MAX_WORDS 256

/* The words of what deduce reads for the call in c with operands argv[0..n),
 * or 0 when an operand is not of a kind the memo takes.  Rules read tile and
 * tensor operands through their types only, and constants through their
 * kind, dtype, flags and value; a scalar var or a list may end up inside the
 * result type (a dim, a valid shape), so such calls are not kept. */
static uint32_t memo_key(const struct tc *c, struct expr *const *argv, uint32_t n, uint64_t *k)
{
	const struct spec_op *so = c->so;
	if (2 + 3 * (uint64_t)n + 4 * (uint64_t)so->n_kwargs > MEMO_MAX_WORDS)
		return 0;
	uint32_t w = 0;
	k[w++] = c->call->u.call.op;
	k[w++] = n;
	for (uint32_t i = 0; i < n; i++) {
		const struct expr *e = argv[i];
		if (!e)
			return 0;
		k[w++] = e->kind | (uint64_t)e->dtype << 8 | (uint64_t)e->flags << 16;
		switch (e->kind) {
		case EX_VAR: {
			const struct type *t = e->u.var->type;
			if (!t || (t->kind != TY_TILE && t->kind != TY_TENSOR))
				return 0;
			k[w++] = (uint64_t)(uintptr_t)t;
			k[w++] = 0;
			break;
		}
		case EX_INT:
			k[w++] = (uint64_t)(uintptr_t)e->type;
			k[w++] = (uint64_t)e->u.i;
			break;
		case EX_FLOAT:
			k[w++] = (uint64_t)(uintptr_t)e->type;
			memcpy(&k[w++], &e->u.f, sizeof e->u.f);
			break;
		case EX_BOOL:
			k[w++] = (uint64_t)(uintptr_t)e->type;
			k[w++] = e->u.b;
			break;
		default:
			return 0;
		}
	}
	const struct kwval *kv = c->call->u.call.kwargs;
	for (unsigned i = 0; i < so->n_kwargs; i++) {
		k[w++] = kv[i].present | (uint64_t)kv[i].type << 8;
		k[w++] = (uint64_t)kv[i].i;
		memcpy(&k[w++], &kv[i].f, sizeof kv[i].f);
		k[w++] = (uint64_t)(uintptr_t)kv[i].s;
	}
	return w;
}

static uint64_t memo_hash(const uint64_t *k, uint32_t n)
{
	/* a multiply a word, the high bits mixed down once at the end (the
	 * slot is taken from the low bits) */
	uint64_t h = 0x243F6A8885A308D3ull;
	for (uint32_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 0x9E3779B97F4A7C15ull;
	h ^= h >> 32;
	h *= 0xD6E8FEB86659FD93ull;
	return h ^ (h >> 29);
}

/* The slot of key k: its entry, or the empty slot to put it in. */
static struct tc_memo_entry **memo_find(struct tc_memo *m, const uint64_t *k, uint32_t n, uint64_t h)
{
	if (2 * (m->n + 1) > m->cap) {
		uint32_t cap = m->cap ? 2 * m->cap : 256;
		if (cap < m->cap)
			die("type deduction memo of %u entries", m->n);
		struct tc_memo_entry **v = xcalloc(cap, sizeof *v);
		for (uint32_t i = 0; i < m->cap; i++) {
			if (!m->v[i])
				continue;
			uint32_t j = (uint32_t)m->v[i]->h & (cap - 1);
			while (v[j])
				j = (j + 1) & (cap - 1);
			v[j] = m->v[i];
		}
		free(m->v);
		m->v = v;
		m->cap = cap;
	}
	uint32_t j = (uint32_t)h & (m->cap - 1);
	for (; m->v[j]; j = (j + 1) & (m->cap - 1))
		if (m->v[j]->h == h && m->v[j]->n == n && memcmp(m->v[j]->key, k, n * sizeof *k) == 0)
			break;
	return &m->v[j];
}

static void memo_put(struct tc_memo *m, struct tc_memo_entry **slot, const uint64_t *k, uint32_t n,
		     uint64_t h, const struct type *t)
{
	struct tc_memo_entry *e = xmalloc(sizeof *e + n * sizeof *k);
	e->h = h;
	e->type = t;
	e->n = n;
	memcpy(e->key, k, n * sizeof *k);
	*slot = e;
	m->n++;
}

/* ---- recent calls ------------------------------------------------------------- */

#define RECENT_OPERANDS 4
#define RECENT_SETS 256

/* A call as tc_op_call saw it: its op and alias, its operands' words of the
 * memo key (memo_key's: kind, dtype and flags; the var's type or the
 * constant's type; the constant's value), its kwargs after binding and its
 * type. */
struct recent_in {
	uint32_t word[RECENT_OPERANDS];
	const void *ptr[RECENT_OPERANDS];
	uint64_t val[RECENT_OPERANDS];
};
struct tc_recent {
	const struct type *type; /* NULL: empty */
	const struct spec_alias *alias;
	struct kwval *kw; /* [kw_cap] (malloc'd) */
	uint16_t op, kw_cap;
	uint32_t n;
	uint32_t gen; /* the memo's gen when kept: of an earlier body unless equal */
	/* its inputs' types outlive the calls' arena and `lasting`, type's copy
	 * in the memo's keep arena, is the type of later gens' calls (this
	 * gen's share `type`, as when nothing lasts); NULL: none */
	const struct type *lasting;
	struct recent_in in;
};

/* Operand e's words of the key: false for a kind the memo takes no call
 * with.  A var's type is not looked at: only a tile's or a tensor's is kept
 * (recent_put), so no other matches one. */
static inline bool operand_words(const struct expr *e, uint32_t *word, const void **ptr,
				 uint64_t *val)
{
	*word = e->kind | (uint32_t)e->dtype << 8 | (uint32_t)e->flags << 16;
	switch (e->kind) {
	case EX_VAR: *ptr = e->u.var->type; *val = 0; return true;
	case EX_INT: *ptr = e->type; *val = (uint64_t)e->u.i; return true;
	case EX_FLOAT: *ptr = e->type; memcpy(val, &e->u.f, sizeof *val); return true;
	case EX_BOOL: *ptr = e->type; *val = e->u.b; return true;
	default: return false;
	}
}

static inline uint64_t recent_mix(uint64_t h, uint32_t word, const void *ptr, uint64_t val)
{
	return (h ^ (uint64_t)(uintptr_t)ptr ^ val ^ word) * 0xD6E8FEB86659FD93ull;
}

static inline uint32_t recent_set(uint64_t h)
{
	/* a constant's bits may differ only high up (a float's): mixed down
	 * before the set is taken from the top */
	h ^= h >> 32;
	h *= 0x9E3779B97F4A7C15ull;
	return (uint32_t)(h >> 56) % RECENT_SETS;
}

/* The inputs of a call of op with operands pos (at most RECENT_OPERANDS)
 * and their set; false when an operand is of a kind the memo takes no call
 * with (a var of another type than a tile or tensor too when `keep`). */
static inline bool recent_inputs(unsigned op, struct expr_list pos, bool keep, struct recent_in *k,
				 uint32_t *set)
{
	uint64_t h = op * 0x9E3779B97F4A7C15ull;
	for (uint32_t i = 0; i < pos.n; i++) {
		if (!operand_words(pos.v[i], &k->word[i], &k->ptr[i], &k->val[i]))
			return false;
		const struct type *t = k->ptr[i];
		if (keep && pos.v[i]->kind == EX_VAR &&
		    (!t || (t->kind != TY_TILE && t->kind != TY_TENSOR)))
			return false;
		h = recent_mix(h, k->word[i], k->ptr[i], k->val[i]);
	}
	*set = recent_set(h);
	return true;
}

static inline bool recent_same(const struct tc_recent *r, uint32_t gen, unsigned op,
			       const struct spec_alias *alias, uint32_t n, const struct recent_in *k)
{
	if (r->op != op || r->n != n || r->alias != alias || !r->type || (r->gen != gen && !r->lasting))
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (r->in.word[i] != k->word[i] || r->in.ptr[i] != k->ptr[i] || r->in.val[i] != k->val[i])
			return false;
	return true;
}

/* The recent call of op whose inputs are pos's (at most RECENT_OPERANDS),
 * or NULL. */
static const struct tc_recent *recent_find(const struct tc_memo *m, unsigned op,
					   const struct spec_alias *alias, struct expr_list pos)
{
	struct recent_in k;
	uint32_t set;
	if (!recent_inputs(op, pos, false, &k, &set))
		return NULL;
	const struct tc_recent *r = &m->recent[2 * set];
	if (recent_same(&r[0], m->gen, op, alias, pos.n, &k))
		return &r[0];
	if (recent_same(&r[1], m->gen, op, alias, pos.n, &k))
		return &r[1];
	return NULL;
}

/* Whether t outlives the calls' arena: a shared singleton or in `keep`. */
static bool type_lasts(const struct arena *keep, const struct type *t)
{
	if (!t)
		return true;
	if (t->kind == TY_SCALAR)
		return t == ir_type_scalar((enum dtype)t->dtype);
	if (t->kind == TY_UNKNOWN)
		return t == ir_type_unknown();
	return arena_holds(keep, t);
}

#define KEEP_BYTES_MAX ((size_t)256 << 10)

/* A copy of the integer list l in `keep`, or false when an item is not an
 * integer constant. */
static bool list_to_keep(struct tc_memo *m, struct expr_list l, struct expr_list *out)
{
	*out = l;
	if (!l.n)
		return true;
	for (uint32_t i = 0; i < l.n; i++)
		if (l.v[i]->kind != EX_INT)
			return false;
	*out = ir_expr_list_new(m->keep, l.n);
	for (uint32_t i = 0; i < l.n; i++)
		out->v[i] = ir_expr_copy(m->keep, l.v[i]);
	m->keep_bytes += l.n * (sizeof(struct expr) + sizeof(struct expr *));
	return true;
}

/* t, or a copy of it in the memo's keep arena, when it lasts that way (a
 * tile or tensor type without a MemRef whose dims, valid shape, strides
 * and offset are integer constants); NULL otherwise. */
static const struct type *type_to_keep(struct tc_memo *m, const struct type *t)
{
	if (type_lasts(m->keep, t))
		return t;
	if ((t->kind != TY_TILE && t->kind != TY_TENSOR) || t->memref || m->keep_bytes >= KEEP_BYTES_MAX)
		return NULL;
	struct expr_list shape, vs, st;
	if (!list_to_keep(m, t->shape, &shape))
		return NULL;
	struct tile_view *view = NULL;
	struct tensor_view *tview = NULL;
	if (t->view) {
		if (!list_to_keep(m, t->view->valid_shape, &vs) || !list_to_keep(m, t->view->stride, &st) ||
		    (t->view->start_offset && t->view->start_offset->kind != EX_INT))
			return NULL;
		view = ARENA_NEW(m->keep, struct tile_view);
		*view = *t->view;
		view->valid_shape = vs;
		view->stride = st;
		if (view->start_offset)
			view->start_offset = ir_expr_copy(m->keep, view->start_offset);
	}
	if (t->tview) {
		if (!list_to_keep(m, t->tview->valid_shape, &vs) || !list_to_keep(m, t->tview->stride, &st))
			return NULL;
		tview = ARENA_NEW(m->keep, struct tensor_view);
		*tview = *t->tview;
		tview->valid_shape = vs;
		tview->stride = st;
	}
	struct type *c = ir_type_clone(m->keep, t);
	c->shape = shape;
	c->view = view;
	c->tview = tview;
	m->keep_bytes += sizeof *c + sizeof *view + sizeof *tview;
	return c;
}

/* Keeps call (of op, built from pos as written) as the latest of its set. */
static void recent_put(struct tc_memo *m, unsigned op, const struct spec_alias *alias,
		       struct expr_list pos, const struct expr *call)
{
	struct recent_in k;
	uint32_t set;
	if (!recent_inputs(op, pos, true, &k, &set))
		return;
	if (!m->recent)
		m->recent = xcalloc(2 * RECENT_SETS, sizeof *m->recent);
	struct tc_recent *r = &m->recent[2 * set], old = r[1];
	r[1] = r[0];
	r[0] = old; /* its kwargs array is reused */
	unsigned nk = spec_ops[op].n_kwargs;
	if (nk > r->kw_cap) {
		free(r->kw);
		r->kw = xmalloc(nk * sizeof *r->kw);
		r->kw_cap = (uint16_t)nk;
	}
	if (nk)
		memcpy(r->kw, call->u.call.kwargs, nk * sizeof *r->kw);
	r->in = k;
	r->op = (uint16_t)op;
	r->n = pos.n;
	r->gen = m->gen;
	r->alias = alias;
	r->type = call->type;
	bool lasts = m->keep != NULL;
	for (uint32_t i = 0; lasts && i < pos.n; i++)
		lasts = type_lasts(m->keep, k.ptr[i]);
	r->lasting = lasts ? type_to_keep(m, call->type) : NULL;
}

void tc_memo_reset(struct tc_memo *m)
{
	for (uint32_t i = 0; i < m->cap; i++)
		free(m->v[i]);
	free(m->v);
	m->v = NULL;
	m->cap = m->n = 0;
	memset(m->assign, 0, sizeof m->assign);
	/* the recent calls are kept for the next body, which matches none of
	 * them (another gen); once the gen wraps they are emptied */
	if (m->recent && ++m->gen == 0)
		for (size_t i = 0; i < 2 * RECENT_SETS; i++)
			m->recent[i].type = NULL;
}

void tc_memo_free(struct tc_memo *m)
{
	tc_memo_reset(m);
	if (m->recent)
		for (size_t i = 0; i < 2 * RECENT_SETS; i++)
			free(m->recent[i].kw);
	free(m->recent);
	*m = (struct tc_memo){0};
}

static struct expr *op_call(struct arena *a, unsigned op, const struct spec_alias *alias,
			    struct expr_list pos, const struct tc_named *kws, uint32_t n_kw,
			    struct attr_list attrs, struct span sp, struct tc_memo *memo);

struct expr *tc_op_call(struct arena *a, unsigned op, const struct spec_alias *alias,
			struct expr_list pos, const struct tc_named *kws, uint32_t n_kw,
			struct attr_list attrs, struct span sp, struct tc_memo *memo)
{
	if (memo && memo->recent && !n_kw && pos.n <= RECENT_OPERANDS) {
		/* the inputs of a recent call of op: bound, closed and deduced
		 * alike (deduction reads no more than the memo key; binding reads
		 * the alias, the count and the operands' kinds and dtypes) */
		const struct tc_recent *r = recent_find(memo, op, alias, pos);
		if (r) {
			struct expr *call = ir_new_call_copy(a, op, pos, spec_ops[op].n_operands, r->kw, sp);
			call->u.call.attrs = attrs;
			call->type = r->gen == memo->gen ? r->type : r->lasting;
			return call;
		}
	}
	return op_call(a, op, alias, pos, kws, n_kw, attrs, sp, memo);
}

/* tc_op_call's binding, closing and deduction. */
static __attribute__((noinline)) struct expr *op_call(struct arena *a, unsigned op,
			const struct spec_alias *alias, struct expr_list pos,
			const struct tc_named *kws, uint32_t n_kw, struct attr_list attrs,
			struct span sp, struct tc_memo *memo)
{
	struct tc c = {.a = a, .so = &spec_ops[op], .spelling = ir_op_spelling(op), .sp = sp};
	struct expr *argv[64];
	/* the operand list is allocated for every operand (NULL for now) and
	 * cut to those given below; nothing reads past the op's operands */
	for (int i = 0; i < 8; i++) /* most ops' operands, in a few stores */
		argv[i] = NULL;
	if (c.so->n_operands > 8)
		memset(argv + 8, 0, (size_t)(c.so->n_operands - 8) * sizeof *argv);
	struct expr *call = ir_new_call(a, op, (struct expr_list){c.so->n_operands, argv}, sp);
	call->u.call.attrs = attrs;
	c.call = call;
	c.arg = argv;
	if (alias && alias->n_positional) {
		/* the spelling's own positional signature: each slot names an
		 * operand or a kwarg, bound as if written by name */
		c.spelling = alias->spelling;
		if (pos.n > alias->n_positional)
			tc_err(&c, pos.v[alias->n_positional]->span, "takes at most %u positional "
			       "argument%s, %u given", alias->n_positional,
			       alias->n_positional == 1 ? "" : "s", pos.n);
		struct tc_named named[64];
		uint32_t n = 0;
		for (uint32_t i = 0; i < pos.n && i < alias->n_positional; i++) {
			int16_t slot = alias->positional[i];
			named[n++] = (struct tc_named){
				slot >= 0 ? c.so->operands[slot].name : c.so->kwargs[-slot - 1].name,
				pos.v[i], pos.v[i]->span};
		}
		for (uint32_t k = 0; k < n_kw && n < 64; k++)
			named[n++] = kws[k];
		bind_keywords(&c, argv, named, n);
		c.spelling = ir_op_spelling(op);
	} else {
		if (pos.n > c.so->n_operands)
			arity_error(&c, pos.v[c.so->n_operands]->span, pos.n);
		for (uint32_t i = 0; i < pos.n && i < c.so->n_operands; i++)
			argv[i] = pos.v[i];
		bind_keywords(&c, argv, kws, n_kw);
	}
	if (alias)
		for (unsigned i = 0; i < alias->n_kwdefaults; i++)
			apply_kwdefault(&c, &alias->kwdefaults[i]);
	for (unsigned i = 0; i < c.so->n_kwargs; i++)
		if (c.so->kwargs[i].dsl_def)
			apply_kwdefault(&c, &(struct spec_kwdefault){c.so->kwargs[i].name, c.so->kwargs[i].dsl_def});
	if (!c.type_shape != !c.type_dtype)
		tc_err(&c, (c.type_shape ? c.type_shape : c.type_dtype)->span,
		       "shape and dtype must both be given or both omitted");
	for (unsigned i = 0; i < c.so->n_kwargs; i++)
		if (c.so->kwargs[i].required && !call->u.call.kwargs[i].present)
			tc_err(&c, sp, "missing required keyword argument '%s'", c.so->kwargs[i].name);
	uint32_t n = close_operands(&c, argv, pos.n);
	ASSERT(n <= call->u.call.args.n);
	call->u.call.args.n = n;
	for (uint32_t i = 0; i < n; i++)
		call->u.call.args.v[i] = argv[i];
	if (c.failed) {
		call->type = ir_type_unknown();
	} else {
		uint64_t key[MEMO_MAX_WORDS];
		uint32_t nk = memo && !c.type_shape ? memo_key(&c, argv, n, key) : 0;
		uint64_t h = nk ? memo_hash(key, nk) : 0;
		struct tc_memo_entry **slot = nk ? memo_find(memo, key, nk, h) : NULL;
		bool kept = slot && *slot;
		if (kept) {
			call->type = (*slot)->type;
		} else {
			int errors = diag_error_count();
			deduce(&c);
			kept = slot && !c.failed && diag_error_count() == errors;
			if (kept)
				memo_put(memo, slot, key, nk, h, call->type);
		}
		/* a call whose operands are those written, in order */
		bool as_written = kept && !n_kw && n == pos.n && pos.n <= RECENT_OPERANDS;
		for (uint32_t i = 0; as_written && i < n; i++)
			as_written = argv[i] == pos.v[i];
		if (as_written)
			recent_put(memo, op, alias, pos, call);
	}
	tc_free(&c);
	return call;
}

bool tc_deduce_call(struct arena *a, struct expr *call)
{
	ASSERT(call->kind == EX_CALL);
	struct expr *argv[64] = {0};
	struct tc c = {.a = a, .call = call, .so = &spec_ops[call->u.call.op],
		       .spelling = ir_op_spelling(call->u.call.op), .arg = argv, .sp = call->span};
	for (uint32_t i = 0; i < call->u.call.args.n && i < c.so->n_operands; i++)
		argv[i] = call->u.call.args.v[i];
	deduce(&c);
	tc_free(&c);
	return !c.failed;
}

/* ---- calls of program functions ---------------------------------------------- */

struct dim_bind {
	uint32_t n;
	struct var *from[64];
	struct expr *to[64];
};

static struct expr *bind_dim(struct expr *e, void *ctx)
{
	struct dim_bind *b = ctx;
	if (e->kind == EX_VAR)
		for (uint32_t i = 0; i < b->n; i++)
			if (b->from[i] == e->u.var)
				return b->to[i];
	return e;
}

static const struct type *bind_type(struct arena *a, const struct type *t, struct dim_bind *b)
{
	if (t->kind != TY_TENSOR && t->kind != TY_TILE)
		return t;
	struct expr_list shape = t->shape;
	for (uint32_t i = 0; i < t->shape.n; i++) {
		struct expr *d = ir_rewrite_expr(a, t->shape.v[i], bind_dim, b);
		if (d == t->shape.v[i])
			continue;
		if (shape.v == t->shape.v)
			shape = ir_expr_list_copy(a, t->shape);
		shape.v[i] = d;
	}
	if (shape.v == t->shape.v)
		return t;
	struct type *c = ir_type_clone(a, t);
	c->shape = shape;
	return c;
}

const struct type *tc_fcall_type(struct arena *a, const struct function *f, struct expr_list args)
{
	struct dim_bind b = {0};
	for (uint32_t i = 0; i < f->n_params && i < args.n; i++) {
		const struct type *pt = f->params[i].var->type, *at = ir_expr_type(args.v[i]);
		if ((pt->kind != TY_TENSOR && pt->kind != TY_TILE) || at->kind != pt->kind ||
		    at->shape.n != pt->shape.n)
			continue;
		for (uint32_t k = 0; k < pt->shape.n && b.n < 64; k++) {
			struct expr *d = pt->shape.v[k];
			if (d->kind != EX_VAR || d->u.var->kind != VAR_DYN)
				continue;
			bool seen = false;
			for (uint32_t j = 0; j < b.n; j++)
				seen |= b.from[j] == d->u.var;
			if (!seen) {
				b.from[b.n] = d->u.var;
				b.to[b.n++] = at->shape.v[k];
			}
		}
	}
	if (f->n_rets == 0)
		return ir_type_unknown();
	if (f->n_rets == 1)
		return bind_type(a, f->rets[0], &b);
	const struct type **el = ARENA_ARRAY(a, const struct type *, f->n_rets);
	for (uint32_t i = 0; i < f->n_rets; i++)
		el[i] = bind_type(a, f->rets[i], &b);
	return ir_type_tuple(a, f->n_rets, el);
}

/* ---- scalar expressions ------------------------------------------------------- */

bool tc_expect_scalar(const struct expr *e, const char *what)
{
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_SCALAR || t->kind == TY_UNKNOWN)
		return true;
	struct buf b = {0};
	print_type(&b, t);
	diag_error(e->span, "%s must be a scalar, got %s", what, b.data);
	buf_free(&b);
	return false;
}

static bool is_bare_literal(const struct expr *e)
{
	return (e->kind == EX_INT && e->dtype == DT_INDEX) || (e->kind == EX_FLOAT && e->dtype == DT_FP32);
}

void tc_scalar_expr(struct expr *e)
{
	if (e->kind == EX_UNARY) {
		const struct type *t = ir_expr_type(e->u.un.x);
		if (!tc_expect_scalar(e->u.un.x, "an operand of a scalar operator") ||
		    t->kind == TY_UNKNOWN) {
			e->type = ir_type_unknown();
			return;
		}
		e->type = e->u.un.op == UO_NOT ? ir_type_scalar(DT_BOOL) : t;
		return;
	}
	ASSERT(e->kind == EX_BINARY);
	const struct type *l = ir_expr_type(e->u.bin.l), *r = ir_expr_type(e->u.bin.r);
	bool ok = tc_expect_scalar(e->u.bin.l, "an operand of a scalar operator");
	ok = tc_expect_scalar(e->u.bin.r, "an operand of a scalar operator") && ok;
	if (!ok || l->kind == TY_UNKNOWN || r->kind == TY_UNKNOWN) {
		e->type = ir_type_unknown();
		return;
	}
	switch (e->u.bin.op) {
	case BO_EQ: case BO_NE: case BO_LT: case BO_LE: case BO_GT: case BO_GE:
	case BO_AND: case BO_OR: case BO_XOR:
		e->type = ir_type_scalar(DT_BOOL);
		break;
	default: {
		/* A bare literal (INDEX int, FP32 float) adapts to the other side:
		 * x + 1 keeps x's dtype. */
		enum dtype a = (enum dtype)l->dtype, b = (enum dtype)r->dtype;
		if (is_bare_literal(e->u.bin.r) && (e->u.bin.r->kind == EX_INT || dt_is_float(a)))
			b = a;
		else if (is_bare_literal(e->u.bin.l) && (e->u.bin.l->kind == EX_INT || dt_is_float(b)))
			a = b;
		e->type = ir_type_scalar(tc_promote(a, b));
		break;
	}
	}
}

/* ---- annotations -------------------------------------------------------------- */

/* Shapes agree unless a pair of dims provably differs.  A static shape also
 * agrees with a static shape of another rank holding as many elements: the
 * reference prints a flattened annotation (FlattenTileNdTo2D) over the
 * unchanged N-D call. */
static bool shapes_agree(struct expr_list a, struct expr_list b)
{
	if (a.n == b.n) {
		for (uint32_t i = 0; i < a.n; i++)
			if (dims_provably_differ(a.v[i], b.v[i]))
				return false;
		return true;
	}
	int64_t na = 1, nb = 1, v;
	for (uint32_t i = 0; i < a.n; i++)
		if (!ir_expr_is_const_int(a.v[i], &v) || __builtin_mul_overflow(na, v, &na))
			return false;
	for (uint32_t i = 0; i < b.n; i++)
		if (!ir_expr_is_const_int(b.v[i], &v) || __builtin_mul_overflow(nb, v, &nb))
			return false;
	return na == nb;
}

/* Scalar dtypes agree when equal, or when one is INDEX and the other an
 * integer (`n: pl.Scalar[pl.INT64] = i // 4`, the reference keeps the
 * written dtype). */
static bool scalar_dtypes_agree(enum dtype a, enum dtype d)
{
	if (a == d)
		return true;
	return (a == DT_INDEX && dt_is_int(d)) || (d == DT_INDEX && dt_is_int(a));
}

/* Whether the declared type `a` agrees with the deduced type `d`: same kind,
 * dtype and shape.  Memory space, MemRef and views are not compared: where
 * they are written they win (the reference merges them, see complete()). */
static bool agrees(const struct type *a, const struct type *d)
{
	if (d->kind == TY_UNKNOWN || a->kind == TY_UNKNOWN)
		return true;
	if (a->kind != d->kind)
		return false;
	switch (a->kind) {
	case TY_SCALAR:
		return scalar_dtypes_agree((enum dtype)a->dtype, (enum dtype)d->dtype);
	case TY_TENSOR:
	case TY_TILE:
		return a->dtype == d->dtype && shapes_agree(a->shape, d->shape);
	case TY_TUPLE:
		if (a->n_elems != d->n_elems)
			return false;
		for (uint32_t i = 0; i < a->n_elems; i++)
			if (!agrees(a->elems[i], d->elems[i]))
				return false;
		return true;
	default:
		return true;
	}
}

bool tc_tensor_shapes_agree(const struct type *a, const struct type *b)
{
	return a->kind == TY_TENSOR && b->kind == TY_TENSOR && shapes_agree(a->shape, b->shape);
}

bool tc_types_match(const struct type *x, const struct type *y)
{
	if (x == y || ir_type_equal(x, y))
		return true;
	if (x->kind != y->kind || (x->kind != TY_TILE && x->kind != TY_TENSOR))
		return false;
	struct type a = *x, b = *y;
	a.memref = b.memref = NULL;
	return ir_type_equal(&a, &b);
}

bool tc_type_agrees(const struct type *declared, const struct type *actual)
{
	return agrees(declared, actual);
}

bool tc_check_value(const struct type *declared, const struct expr *value, struct span at,
		    const char *what)
{
	const struct type *t = ir_expr_type(value);
	if (agrees(declared, t))
		return true;
	struct buf x = {0}, y = {0};
	print_type(&x, t);
	print_type(&y, declared);
	diag_error(at, "%s has type %s, expected %s", what, x.data, y.data);
	buf_free(&x);
	buf_free(&y);
	return false;
}

bool tc_check_passed(const struct type *declared, const struct expr *value, struct span at,
		     const char *what)
{
	const struct type *t = ir_expr_type(value);
	if (declared->kind == TY_TENSOR && t->kind == TY_TENSOR && declared->dtype == t->dtype)
		return true; /* a tensor of another shape: a window of it */
	return tc_check_value(declared, value, at, what);
}

bool tc_check_argument(const struct type *declared, const struct expr *value, struct span at)
{
	const struct type *t = ir_expr_type(value);
	if (declared->kind == TY_SCALAR && t->kind == TY_SCALAR)
		return true; /* any scalar dtype: the value is passed as is */
	return tc_check_passed(declared, value, at, "the argument");
}

/* The type a written annotation gives a variable, after agrees() (the
 * reference's rules, ast_parser's override type):
 *  - tile: shape, dtype and MemRef from the annotation; the memory space and
 *    the view written win, the deduced ones fill what the annotation leaves
 *    out (a flattened annotation over an N-D value takes no deduced view);
 *  - tensor: the annotation when it writes a MemRef or a view, else the
 *    deduced type;
 *  - scalar: the annotation when the value is INDEX (`n: pl.Scalar[pl.INT64]
 *    = i // 4`), else the deduced type (the dtypes are equal then);
 *  - a value of unknown type takes the annotation. */
static const struct type *merged(struct arena *a, const struct type *ann, const struct type *d)
{
	if (d->kind == TY_UNKNOWN)
		return ann;
	switch (ann->kind) {
	case TY_TILE: {
		int mem = ann->mem < MS_COUNT ? ann->mem : d->mem;
		const struct tile_view *v = ann->view;
		if (!v && ann->shape.n == d->shape.n)
			v = d->view;
		if (!ann->memref && mem == MS_COUNT && !v && ir_expr_list_equal_exact(ann->shape, d->shape))
			return d;
		struct type t;
		struct tile_view tv;
		ir_type_tile_init(&t, &tv, ann->shape, (enum dtype)ann->dtype, (enum memspace)mem, v,
				  ann->memref);
		if (ir_type_equal(&t, ann))
			return ann;
		if (ir_type_equal(&t, d))
			return d;
		return ir_type_tile(a, ann->shape, (enum dtype)ann->dtype, (enum memspace)mem, v, ann->memref);
	}
	case TY_TENSOR:
		return ann->memref || ann->tview ? ann : d;
	case TY_SCALAR:
		return d->kind == TY_SCALAR && d->dtype == DT_INDEX ? ann : d;
	default:
		return ann;
	}
}

/* A bare float literal takes the float dtype written for it (`x:
 * pl.Scalar[pl.FP16] = 0.5`; the reference rejects it, its printed form
 * pl.const(0.5, pl.FP16) is what it accepts).  Bare integers stay INDEX: an
 * integer annotation on INDEX is the annotation's dtype (merged()). */
static bool retype_float_literal(struct expr *v, enum dtype dt)
{
	if (v->kind != EX_FLOAT || v->dtype != DT_FP32 || !dt_is_float(dt))
		return false;
	v->dtype = (uint8_t)dt;
	v->type = ir_type_scalar(dt);
	return true;
}

/* The memo's slot for the pair (annot, d). */
static struct tc_assign_memo *assign_slot(struct tc_memo *memo, const struct type *annot,
					  const struct type *d)
{
	uint64_t h = ((uint64_t)(uintptr_t)annot * 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)d) *
		     0xD6E8FEB86659FD93ull;
	return &memo->assign[(h >> 40) % (TC_ASSIGN_MEMO / 2) * 2];
}

const struct type *tc_assign_type(struct arena *a, const struct type *annot, struct expr *value,
				  struct span annot_span, struct tc_memo *memo)
{
	const struct type *d = ir_expr_type(value);
	bool annotated = value->kind == EX_CALL && spec_ops[value->u.call.op].type_rule.kind == TR_annotated;
	if (!annot) {
		/* Ops whose result type is unknown at creation need it written
		 * (or given by their shape= and dtype= keywords). */
		if (annotated && d->kind == TY_UNKNOWN)
			diag_error(value->span, "the result type of %s must be written: "
				   "name: <type> = %s(...)", ir_op_spelling(value->u.call.op),
				   ir_op_spelling(value->u.call.op));
		int sk = value->kind == EX_CALL ? ir_kwarg_index(value->u.call.op, "split") : -1;
		if (value->kind == EX_CALL && spec_ops[value->u.call.op].type_rule.kind == TR_split_reshape &&
		    d->kind == TY_UNKNOWN && sk >= 0 && !value->u.call.kwargs[sk].present)
			diag_error(value->span, "%s outside a pl.split_aiv region has no split to take its "
				   "type from: give split= or write the type (name: <type> = %s(...))",
				   ir_op_spelling(value->u.call.op), ir_op_spelling(value->u.call.op));
		return d;
	}
	if (annot->kind == TY_SCALAR && d->kind == TY_SCALAR && annot->dtype != d->dtype &&
	    retype_float_literal(value, (enum dtype)annot->dtype))
		return annot;
	/* types are immutable: a pair seen before agrees and merges as it did */
	struct tc_assign_memo *slot = memo ? assign_slot(memo, annot, d) : NULL;
	const struct type *known = NULL;
	for (int w = 0; slot && w < 2 && !known; w++)
		if (slot[w].annot == annot && slot[w].d == d)
			known = slot[w].t;
	if (!known && !agrees(annot, d)) {
		struct buf x = {0}, y = {0};
		print_type(&x, annot);
		print_type(&y, d);
		diag_error(annot_span, "annotation %s does not match the deduced type %s", x.data, y.data);
		buf_free(&x);
		buf_free(&y);
		return annot;
	}
	/* an annotated op's type is the one written, which its shape= and
	 * dtype= keywords only have to agree with */
	if (annotated) {
		value->type = annot;
		return annot;
	}
	/* A copy of a variable (`x: T = y`, `x: T = pl.yield_(y)`) has the
	 * type written: the reference's printer writes each variable's type
	 * whole, and only a call's deduced type fills in what it leaves out. */
	if (value->kind == EX_VAR && annot->kind == TY_TILE && annot->mem < MS_COUNT)
		return annot;
	const struct type *t = known ? known : merged(a, annot, d);
	if (slot && !known && (t == annot || t == d)) {
		slot[1] = slot[0];
		slot[0] = (struct tc_assign_memo){annot, d, t};
	}
	/* The call takes the variable's type, as the reference rebuilds it, so
	 * passes reading the call see what the annotation said. */
	if (t != d && value->kind == EX_CALL)
		value->type = t;
	return t;
}
