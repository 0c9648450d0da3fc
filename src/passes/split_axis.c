/* The per-lane halving shared by SplitVectorKernel and LowerAutoVectorSplit
 * (split_axis.h): the split attrs of a function, and the rewrite of a Vector
 * body onto one lane's half of every tile along the split axis. */
#include "split_axis.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "passutil.h"
#include "spec_ids.h"
#include "util.h"

/* The tile-level op of a type rule (tensor ops share rules with tile ops). */
static unsigned sx_op_by_rule(enum type_rule r)
{
	if ((unsigned)r < TR_COUNT && spec_tile_op_by_rule[r] != SPEC_NO_OP)
		return spec_tile_op_by_rule[r];
	die("no op with type rule %s in the specs", type_rule_names[r]);
}

static unsigned sx_op_by_role(const char *role)
{
	unsigned n;
	const uint16_t *ops = pu_role_ops(false, &n);
	for (unsigned i = 0; i < n; i++)
		if (pu_cross_core_role(ops[i], role))
			return ops[i];
	die("no op with cross_core_role %s in the specs", role);
}

static struct sx_ops found_ops;
static pthread_once_t found_ops_once = PTHREAD_ONCE_INIT;

static void find_ops(void)
{
	struct sx_ops *o = &found_ops;
	o->load = sx_op_by_rule(TR_load);
	o->store = sx_op_by_rule(TR_store);
	o->full = sx_op_by_rule(TR_full);
	o->create = sx_op_by_rule(TR_create);
	o->slice = sx_op_by_rule(TR_slice);
	o->transpose = sx_op_by_rule(TR_transpose);
	o->set_valid = sx_op_by_rule(TR_set_validshape);
	o->subblock = sx_op_by_role("SubblockIdx");
	o->shard = sx_op_by_role("AivShard");
	o->gather = sx_op_by_role("AicGather");
	o->move = sx_op_by_rule(TR_move);
	o->reshape = sx_op_by_rule(TR_reshape);
}

/* The ops, found once (the passes ask per function). */
void sx_find_ops(struct sx_ops *o)
{
	pthread_once(&found_ops_once, find_ops);
	*o = found_ops;
}

/* ---- function attrs ----------------------------------------------------------- */

const struct expr *sx_attr_get(const struct function *f, const char *key)
{
	const char *k = intern_cstr(key);
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key == k)
			return f->attrs.v[i].value;
	return NULL;
}

bool sx_attr_true(const struct function *f, const char *key)
{
	const struct expr *v = sx_attr_get(f, key);
	return v && v->kind == EX_BOOL && v->u.b;
}

/* The split code of a `split` attr value (pl.SplitMode.X or an integer); -1 when it
 * is neither. */
int64_t sx_split_code(const struct expr *v)
{
	if (!v)
		return 0;
	if (v->kind == EX_INT)
		return v->u.i;
	if (v->kind != EX_SYMBOL)
		return -1;
	const char *dot = strrchr(v->u.s, '.');
	const struct spec_enum_value *ev = ir_enum_by_name(ENUM_split_mode, dot ? dot + 1 : v->u.s);
	return ev ? ev->value : -1;
}

struct expr *sx_split_symbol(struct sx *s, int64_t code, struct span sp)
{
	const struct spec_enum_value *ev = ir_enum_value(ENUM_split_mode, code);
	if (!ev)
		die("split code %lld has no pl.SplitMode name", (long long)code);
	char buf[96];
	snprintf(buf, sizeof buf, "%s.%s", spec_enums[ENUM_split_mode].dsl_prefix, ev->name);
	return ir_new_symbol(s->a, intern_cstr(buf), sp);
}

/* The attrs without `drop1`/`drop2`, then `add` appended (NULL key: none). */
void sx_attrs_restamp(struct sx *s, struct function *f, const char *drop1, const char *drop2,
			  const struct attr *add, uint32_t n_add)
{
	const char *d1 = drop1 ? intern_cstr(drop1) : NULL, *d2 = drop2 ? intern_cstr(drop2) : NULL;
	struct attr *v = ARENA_ARRAY(s->a, struct attr, f->attrs.n + n_add + 1);
	uint32_t n = 0;
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key != d1 && f->attrs.v[i].key != d2)
			v[n++] = f->attrs.v[i];
	for (uint32_t i = 0; i < n_add; i++)
		v[n++] = add[i];
	f->attrs = (struct attr_list){n, v};
}

/* split (and, on an AIV kernel, dual_aiv_dispatch) stamped last. */
/* ---- halving ------------------------------------------------------------------ */

struct expr *sx_idx(struct sx *s, int64_t v, struct span sp)
{
	return ir_new_int(s->a, v, DT_INDEX, sp);
}

struct expr *sx_bin(struct sx *s, enum binop op, struct expr *l, struct expr *r, struct span sp)
{
	struct expr *e = ir_new_binary(s->a, op, l, r, sp);
	e->type = ir_type_scalar(op >= BO_EQ && op <= BO_XOR ? DT_BOOL : DT_INDEX);
	return e;
}

static struct expr *sx_lane_ref(struct sx *s, struct span sp)
{
	return ir_new_var_ref(s->a, s->lane, sp);
}

/* Half of an extent: a constant halves (it must be even), a symbol floor-divides. */
struct expr *sx_half_of(struct sx *s, struct expr *dim)
{
	int64_t c;
	if (ir_expr_is_const_int(dim, &c)) {
		if (c % 2 && s->ceil_odd)
			return ir_new_int(s->a, (c + 1) / 2, dim->kind == EX_INT ? (enum dtype)dim->dtype : DT_INDEX,
					  dim->span);
		if (c % 2) {
			diag_error(dim->span, "SplitVectorKernel requires an even split dimension, got %lld",
				   (long long)c);
			s->bad = true;
			return dim;
		}
		return ir_new_int(s->a, c / 2, dim->kind == EX_INT ? (enum dtype)dim->dtype : DT_INDEX,
				  dim->span);
	}
	return sx_bin(s, BO_FLOORDIV, dim, sx_idx(s, 2, dim->span), dim->span);
}

/* A lane's valid extent out of a whole valid extent v with lane extent h:
 * min(max(v, lane * h) - lane * h, h). */
static struct expr *sx_lane_valid(struct sx *s, struct expr *v, struct expr *h)
{
	struct span sp = v->span;
	struct expr *base = sx_bin(s, BO_MUL, sx_lane_ref(s, sp), h, sp);
	struct expr *mx = sx_bin(s, BO_MAX, v, base, sp);
	return sx_bin(s, BO_MIN, sx_bin(s, BO_SUB, mx, sx_bin(s, BO_MUL, sx_lane_ref(s, sp), h, sp), sp), h, sp);
}

static bool sx_odd(const struct expr *e)
{
	int64_t c;
	return ir_expr_is_const_int(e, &c) && c % 2;
}

struct expr *sx_lane_extent(struct sx *s, struct expr *v, struct expr *whole, struct expr *h)
{
	if (!s->lane || (!s->stride && ir_expr_equal_exact(v, whole) && !sx_odd(whole)))
		return h;
	return sx_lane_valid(s, v, s->stride ? s->stride : h);
}

const struct type *sx_with_valid(struct sx *s, const struct type *t, struct expr *v)
{
	if (t->kind != TY_TILE || s->dim >= (int)t->shape.n)
		return t;
	struct tile_view view = ir_tile_view_effective(t);
	view.valid_shape = ir_expr_list_copy(s->a, view.valid_shape);
	if ((int)view.valid_shape.n <= s->dim)
		return t;
	view.valid_shape.v[s->dim] = v;
	return ir_type_tile(s->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view, t->memref);
}

/* A set_validshape extent operand v on the split axis of extent `whole`, for a lane
 * of extent h: the whole extent becomes h, a constant of at least h the lane's part
 * of it (ptoas requires the operand to fit the lane's tile).  A constant below h is
 * an extent both lanes share (e.g. a head count), not rows to divide, and a symbolic
 * one cannot be told apart: both are kept. */
static struct expr *sx_lane_operand(struct sx *s, struct expr *v, struct expr *whole, struct expr *h)
{
	int64_t c, hc;
	if (ir_expr_equal_exact(v, whole) || !s->lane)
		return h;
	if (ir_expr_is_const_int(v, &c) && ir_expr_is_const_int(h, &hc) && c >= hc)
		return sx_lane_valid(s, v, h);
	return v;
}

/* The type with the split axis of extent h: the shape's extent, and a valid extent
 * equal to the shape's becomes h too, a partial one the lane's part of it. */
const struct type *sx_with_half(struct sx *s, const struct type *t, struct expr *h)
{
	if (t->kind != TY_TILE || s->dim >= (int)t->shape.n)
		return t;
	struct expr_list shape = ir_expr_list_copy(s->a, t->shape);
	struct expr *whole = shape.v[s->dim];
	shape.v[s->dim] = h;
	struct tile_view view, *vp = NULL;
	if (t->view) {
		view = *t->view;
		if ((int)view.valid_shape.n > s->dim) {
			view.valid_shape = ir_expr_list_copy(s->a, view.valid_shape);
			view.valid_shape.v[s->dim] = sx_lane_extent(s, view.valid_shape.v[s->dim], whole, h);
		}
		vp = &view;
	} else if (s->lane && sx_odd(whole)) {
		struct type tt = *t;
		tt.shape = shape;
		return sx_with_valid(s, &tt, sx_lane_valid(s, whole, h));
	}
	return ir_type_tile(s->a, shape, (enum dtype)t->dtype, (enum memspace)t->mem, vp, t->memref);
}

static struct expr *sx_halve_list_elem(struct sx *s, struct expr *list)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	c->u.list.v[s->dim] = sx_half_of(s, c->u.list.v[s->dim]);
	return c;
}

/* A valid-shape list's split-axis element made the lane's extent. */
static struct expr *sx_lane_list_elem(struct sx *s, struct expr *list, struct expr *whole, struct expr *h)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	c->u.list.v[s->dim] = sx_lane_extent(s, c->u.list.v[s->dim], whole, h);
	return c;
}

/* offsets[dim] + lane * h */
static struct expr *sx_lane_offsets(struct sx *s, struct expr *list, struct expr *h)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n || !s->lane)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	struct expr *o = c->u.list.v[s->dim];
	struct expr *step = s->stride ? s->stride : h;
	c->u.list.v[s->dim] = sx_bin(s, BO_ADD, o, sx_bin(s, BO_MUL, sx_lane_ref(s, o->span), step, o->span),
				  o->span);
	return c;
}

void sx_track(struct sx *s, struct var *v, struct expr *h)
{
	if (v->id < s->cap) {
		s->half[v->id] = h;
		s->axis[v->id] = (int8_t)s->dim;
	}
}

int sx_tracked_axis(struct sx *s, const struct expr *e)
{
	return sx_tracked(s, e) ? s->axis[e->u.var->id] : -1;
}

struct expr *sx_tracked(struct sx *s, const struct expr *e)
{
	return e && e->kind == EX_VAR && e->u.var->id < s->cap ? s->half[e->u.var->id] : NULL;
}

/* Retypes the var a statement assigns (and its call) to the halved type. */
static void sx_retype(struct sx *s, struct stmt *st, struct expr *call, struct expr *h)
{
	const struct type *t = sx_with_half(s, st->u.assign.var->type, h);
	if (call->type && call->type->kind == TY_TILE)
		call->type = t;
	st->u.assign.var->type = t;
	sx_track(s, st->u.assign.var, h);
}

/* A tile of extent 1 on the split axis holds no split data: both lanes keep it whole. */
bool sx_singleton(const struct sx *s, const struct type *t)
{
	int64_t ext;
	return t && t->kind == TY_TILE && s->dim < (int)t->shape.n &&
	       ir_expr_is_const_int(t->shape.v[s->dim], &ext) && ext == 1;
}

/* A transpose moves the split axis of its source to the other axis, where the
 * halves of the two lanes do not line up with the halves the rest of the kernel
 * uses; the split is the author's choice, so it is refused rather than dropped.  A
 * source of extent 1 on the split axis is read whole by both lanes. */
static bool sx_transpose_ok(struct sx *s, const struct expr *src, struct span sp)
{
	const struct type *t = ir_expr_type(src);
	if (!t || t->kind != TY_TILE || s->dim >= (int)t->shape.n || sx_singleton(s, t))
		return true;
	const struct spec_enum_value *ev = ir_enum_value(ENUM_split_mode, s->mode);
	diag_error(sp, "SplitVectorKernel: tile.transpose swaps the split axis (dim %d) of the "
		   "pl.SplitMode.%s split, and its source is not of extent 1 on it: compile the "
		   "kernel unsplit (pl.SplitMode.NONE), or read the data without the transpose "
		   "(e.g. a column slice)", s->dim, ev ? ev->name : "?");
	s->bad = true;
	return false;
}

/* A slice's drop_dims (operand 4): *dropped[i] for each pre-drop axis; the count. */
static uint32_t slice_drops(const struct expr *c, uint32_t n, bool *dropped)
{
	const struct expr_list *a = &c->u.call.args;
	uint32_t k = 0;
	memset(dropped, 0, n * sizeof *dropped);
	if (a->n < 5 || a->v[4]->kind != EX_LIST)
		return 0;
	for (uint32_t j = 0; j < a->v[4]->u.list.n; j++) {
		int64_t d;
		if (!ir_expr_is_const_int(a->v[4]->u.list.v[j], &d))
			continue;
		if (d < 0)
			d += n;
		if (d >= 0 && d < (int64_t)n && !dropped[d]) {
			dropped[d] = true;
			k++;
		}
	}
	return k;
}

/* How a slice's window axes (its source's rank) map to its result's axes:
 * drop_dims erases window axes, and a result left below rank 2 gets leading
 * unit axes back, as the slice's type deduction does.  Without drop_dims the
 * axes are the same. */
struct slice_axes {
	uint32_t n, pad; /* the window's rank; the result's leading unit axes */
	bool dropped[8];
};

/* False when the source is no tile of a rank the map holds (its axes then map
 * to themselves). */
static bool slice_axes_of(const struct expr *c, struct slice_axes *m)
{
	const struct type *src = ir_expr_type(c->u.call.args.v[0]);
	uint32_t n = src->kind == TY_TILE ? src->shape.n : 0;
	if (!n || n > 8)
		return false;
	uint32_t kept = n - slice_drops(c, n, m->dropped);
	m->n = n;
	m->pad = kept < n && kept < 2 ? 2 - kept : 0;
	return true;
}

/* The window axis that becomes result axis `r`; -1 for a prepended unit axis. */
static int slice_window_axis(const struct slice_axes *m, int r)
{
	if (r < (int)m->pad)
		return -1;
	for (uint32_t j = 0, seen = 0; j < m->n; j++)
		if (!m->dropped[j] && seen++ == (uint32_t)r - m->pad)
			return (int)j;
	return -1;
}

/* The result axis window axis `w` becomes; -1 when drop_dims erases it. */
static int slice_result_axis(const struct slice_axes *m, int w)
{
	if (m->dropped[w])
		return -1;
	int r = (int)m->pad;
	for (int j = 0; j < w; j++)
		r += !m->dropped[j];
	return r;
}

static void halve_call(struct sx *s, struct stmt *st)
{
	struct expr *old = st->kind == ST_ASSIGN ? st->u.assign.value : st->u.eval.value;
	unsigned op = old->u.call.op;
	struct expr *c = pu_call_copy(s->a, old);
	if (st->kind == ST_ASSIGN)
		st->u.assign.value = c;
	else
		st->u.eval.value = c;
	if (pu_cross_core_role(op, "TPush")) {
		ir_call_set_kwarg_int(c, "split", s->mode);
		return;
	}
	if (pu_cross_core_role(op, "TPop")) {
		ir_call_set_kwarg_int(c, "split", s->mode);
		/* the Vector side takes its lane's half; the Cube side pops the whole tile */
		const char *aff = spec_ops[op].core_affinity;
		if (aff && strcmp(aff, "VECTOR") == 0 && st->kind == ST_ASSIGN) {
			const struct type *t = st->u.assign.var->type;
			if (t->kind == TY_TILE && s->dim < (int)t->shape.n && !sx_singleton(s, t))
				sx_retype(s, st, c, sx_half_of(s, t->shape.v[s->dim]));
		}
		return;
	}
	if (!s->aiv)
		return;
	struct expr_list *args = &c->u.call.args;
	if (op == s->ops.store && args->n >= 3) {
		struct expr *h = sx_tracked(s, args->v[0]);
		if (h)
			args->v[1] = sx_lane_offsets(s, args->v[1], h);
		return;
	}
	if (st->kind != ST_ASSIGN)
		return;
	const struct type *t = st->u.assign.var->type;
	if (op == s->ops.transpose && args->n >= 1 &&
	    (!sx_transpose_ok(s, args->v[0], c->span) || sx_singleton(s, ir_expr_type(args->v[0]))))
		return; /* a transposed singleton is whole in both lanes, as its source */
	if (t->kind != TY_TILE || s->dim >= (int)t->shape.n || sx_singleton(s, t))
		return; /* a singleton axis is read whole by both lanes */
	struct expr *h = sx_half_of(s, t->shape.v[s->dim]);
	if (op == s->ops.set_valid && (int)args->n > 1 + s->dim) {
		struct expr **v = &args->v[1 + s->dim];
		*v = sx_lane_operand(s, *v, t->shape.v[s->dim], h);
	}
	if (op == s->ops.load && args->n >= 4) {
		args->v[1] = sx_lane_offsets(s, args->v[1], h);
		args->v[2] = sx_halve_list_elem(s, args->v[2]);
		args->v[3] = sx_lane_list_elem(s, args->v[3], t->shape.v[s->dim], h);
	} else if (op == s->ops.slice && args->n >= 3) {
		/* a window of a halved source is the lane's window of it already; a
		 * window of a whole source moves to the lane's part.  The window's
		 * lists are in the source's rank: the result's axis maps back past
		 * drop_dims onto the source's. */
		struct slice_axes m;
		int r = s->dim, w = slice_axes_of(c, &m) ? slice_window_axis(&m, r) : r;
		if (w < 0)
			return;
		s->dim = w;
		if (!sx_tracked(s, args->v[0]))
			args->v[2] = sx_lane_offsets(s, args->v[2], h);
		args->v[1] = sx_halve_list_elem(s, args->v[1]);
		if (args->n >= 4 && args->v[3]->kind == EX_LIST && args->v[3]->u.list.n)
			args->v[3] = sx_lane_list_elem(s, args->v[3], t->shape.v[r], h);
		s->dim = r;
	} else if (op == s->ops.reshape && args->n >= 2) {
		args->v[1] = sx_halve_list_elem(s, args->v[1]);
	} else if ((op == s->ops.full || op == s->ops.create) && args->n >= 1) {
		args->v[0] = sx_halve_list_elem(s, args->v[0]);
	}
	sx_retype(s, st, c, h);
}

/* The axis of a reshape's result that holds a tracked source's lane halves: the
 * lanes' data is a contiguous half of the elements when every axis before the
 * source's split axis is of extent 1, and it stays one when the result's first
 * axis of extent other than 1 is even.  -1 (reported) when it is not. */
static int reshape_axis(struct sx *s, const struct expr *c, const struct type *src, int sax,
			const struct type *res)
{
	int64_t e;
	bool same = res->shape.n == src->shape.n;
	for (int i = 0; same && i < (int)res->shape.n; i++)
		same = i == sax || ir_expr_equal_exact(res->shape.v[i], src->shape.v[i]);
	if (same) /* only the split axis changes: it stays where it is */
		return sax;
	for (int i = 0; i < sax; i++)
		if (!ir_expr_is_const_int(src->shape.v[i], &e) || e != 1)
			goto moved;
	for (int i = 0; i < (int)res->shape.n; i++) {
		if (!ir_expr_is_const_int(res->shape.v[i], &e))
			goto moved;
		if (e == 1)
			continue;
		if (e % 2)
			goto moved;
		return i;
	}
moved:
	diag_error(c->span, "LowerAutoVectorSplit: tile.reshape moves the split axis (dim %d of its source) "
		   "where the lanes' halves no longer fill whole rows or columns of the result; reshape "
		   "outside the split region, or to a shape whose split axis keeps the halves apart", sax);
	s->bad = true;
	return -1;
}

void sx_halve_call(struct sx *s, struct stmt *st)
{
	struct expr *c = st->kind == ST_ASSIGN ? st->u.assign.value : st->u.eval.value;
	const struct expr_list *args = &c->u.call.args;
	unsigned op = c->u.call.op;
	int mode_dim = s->dim, ax = -1;
	if (!s->aiv) {
		halve_call(s, st);
		return;
	}
	if (op == s->ops.store) {
		ax = args->n ? sx_tracked_axis(s, args->v[0]) : -1;
	} else if (st->kind == ST_ASSIGN && st->u.assign.var->type->kind == TY_TILE) {
		const struct type *rt = st->u.assign.var->type;
		int sax = -1;
		uint32_t i = 0;
		for (; i < args->n && sax < 0; i++)
			sax = sx_tracked_axis(s, args->v[i]);
		const struct type *src = sax >= 0 ? ir_expr_type(args->v[i - 1]) : NULL;
		if (sax >= 0 && op == s->ops.reshape) {
			ax = reshape_axis(s, c, src, sax, rt);
			if (ax < 0)
				return;
		} else if (sax >= 0 && op == s->ops.slice && args->n >= 5) {
			struct slice_axes m;
			if (!slice_axes_of(c, &m))
				goto plain;
			ax = slice_result_axis(&m, sax);
			if (ax < 0) {
				diag_error(c->span, "LowerAutoVectorSplit: tile.slice drops dim %d, the axis the "
					   "automatic split partitions, so the two lanes' windows could no longer be "
					   "told apart; keep that axis in the window, or slice outside the split region",
					   sax);
				s->bad = true;
				return;
			}
			/* the window (operand 1) is in the source's rank: halve it on the source's axis */
			s->dim = sax;
			struct expr *cc = pu_call_copy(s->a, c);
			cc->u.call.args.v[1] = sx_halve_list_elem(s, cc->u.call.args.v[1]);
			s->dim = ax;
			const struct type *t = sx_with_half(s, rt, sx_half_of(s, rt->shape.v[ax]));
			cc->type = t;
			st->u.assign.value = cc;
			st->u.assign.var->type = t;
			sx_track(s, st->u.assign.var, t->shape.v[ax]);
			s->dim = mode_dim;
			return;
		} else if (sax >= 0) {
			ax = sax + ((int)rt->shape.n - (int)src->shape.n);
		}
	}
plain:
	if (ax >= 0)
		s->dim = ax;
	halve_call(s, st);
	s->dim = mode_dim;
}

void sx_halve_list(struct sx *s, struct stmt_list l);

void sx_halve_loop_carries(struct sx *s, uint32_t n, struct iter_arg *iter, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		struct expr *h = sx_tracked(s, iter[i].init);
		if (!h)
			continue;
		iter[i].var->type = sx_with_half(s, iter[i].var->type, h);
		sx_track(s, iter[i].var, h);
		if (rv && rv[i]) {
			rv[i]->type = sx_with_half(s, rv[i]->type, h);
			sx_track(s, rv[i], h);
		}
	}
}

static void sx_halve_stmt(struct sx *s, struct stmt *st)
{
	switch (st->kind) {
	case ST_ASSIGN:
	case ST_EVAL:
		if (pu_stmt_op(st) >= 0)
			sx_halve_call(s, st);
		break;
	case ST_FOR:
		sx_halve_loop_carries(s, st->u.loop.n_iter, st->u.loop.iter, st->u.loop.return_vars);
		sx_halve_list(s, st->u.loop.body);
		break;
	case ST_WHILE:
		sx_halve_loop_carries(s, st->u.wloop.n_iter, st->u.wloop.iter, st->u.wloop.return_vars);
		sx_halve_list(s, st->u.wloop.body);
		break;
	case ST_IF:
		sx_halve_list(s, st->u.cond.then_body);
		sx_halve_list(s, st->u.cond.else_body);
		break;
	case ST_SCOPE:
		sx_halve_list(s, st->u.scope.body);
		break;
	default:
		break;
	}
}

void sx_halve_list(struct sx *s, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		sx_halve_stmt(s, l.v[i]);
}

struct stmt *sx_lane_stmt(struct sx *s, struct pu_names *names, struct span sp, struct var **out)
{
	const char *name = pu_fresh_name(names, "subblock_idx");
	struct expr *call = ir_new_call(s->a, s->ops.subblock, (struct expr_list){0, NULL}, sp);
	call->type = ir_type_scalar(DT_INDEX);
	*out = ir_new_var(s->p, name, VAR_LOCAL, call->type, sp);
	return ir_new_assign(s->a, *out, call, sp);
}

struct var *sx_inject_lane(struct sx *s, struct function *f)
{
	struct pu_names names;
	pu_names_init(&names, f);
	struct var *v;
	struct stmt *st = sx_lane_stmt(s, &names, f->span, &v);
	pu_names_free(&names);
	struct stmt **body = ARENA_ARRAY(s->a, struct stmt *, f->body.n + 1);
	body[0] = st;
	if (f->body.n)
		memcpy(body + 1, f->body.v, sizeof *body * f->body.n);
	f->body = (struct stmt_list){f->body.n + 1, body};
	return v;
}

void sx_grow_maps(struct sx *s)
{
	uint32_t need = s->p->n_vars + 1;
	if (need <= s->cap)
		return;
	s->half = xrealloc(s->half, need * sizeof *s->half);
	s->repl = xrealloc(s->repl, need * sizeof *s->repl);
	s->axis = xrealloc(s->axis, need * sizeof *s->axis);
	memset(s->half + s->cap, 0, (need - s->cap) * sizeof *s->half);
	memset(s->repl + s->cap, 0, (need - s->cap) * sizeof *s->repl);
	s->cap = need;
}

void sx_init(struct sx *s, struct program *p, const be_t *be)
{
	memset(s, 0, sizeof *s);
	s->p = p;
	s->a = p->arena;
	s->be = be;
	sx_find_ops(&s->ops);
}

void sx_free(struct sx *s)
{
	free(s->half);
	free(s->repl);
	free(s->axis);
	s->half = s->repl = NULL;
	s->axis = NULL;
	s->cap = 0;
}

void sx_begin(struct sx *s, int64_t mode, bool aiv, struct var *lane)
{
	s->mode = mode;
	s->dim = mode == 2 ? 1 : 0;
	s->aiv = aiv;
	s->lane = lane;
	s->stride = NULL;
	sx_grow_maps(s);
	memset(s->half, 0, s->cap * sizeof *s->half);
}
