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
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (spec_ops[i].type_rule.kind == r && spec_ops[i].level == OL_tile)
			return i;
	die("no op with type rule %s in the specs", type_rule_names[r]);
}

static unsigned sx_op_by_role(const char *role)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (pu_cross_core_role(i, role))
			return i;
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
			struct expr *v = view.valid_shape.v[s->dim];
			view.valid_shape.v[s->dim] =
				ir_expr_equal_exact(v, whole) || !s->lane ? h : sx_lane_valid(s, v, h);
		}
		vp = &view;
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

/* offsets[dim] + lane * h */
static struct expr *sx_lane_offsets(struct sx *s, struct expr *list, struct expr *h)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n || !s->lane)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	struct expr *o = c->u.list.v[s->dim];
	c->u.list.v[s->dim] = sx_bin(s, BO_ADD, o, sx_bin(s, BO_MUL, sx_lane_ref(s, o->span), h, o->span),
				  o->span);
	return c;
}

void sx_track(struct sx *s, struct var *v, struct expr *h)
{
	if (v->id < s->cap)
		s->half[v->id] = h;
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

void sx_halve_call(struct sx *s, struct stmt *st)
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
		args->v[3] = sx_halve_list_elem(s, args->v[3]);
	} else if ((op == s->ops.full || op == s->ops.create) && args->n >= 1) {
		args->v[0] = sx_halve_list_elem(s, args->v[0]);
	}
	sx_retype(s, st, c, h);
}

void sx_halve_list(struct sx *s, struct stmt_list l);

static void sx_halve_loop_carries(struct sx *s, uint32_t n, struct iter_arg *iter, struct var **rv)
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
	s->half = s->repl = NULL;
	s->cap = 0;
}

void sx_begin(struct sx *s, int64_t mode, bool aiv, struct var *lane)
{
	s->mode = mode;
	s->dim = mode == 2 ? 1 : 0;
	s->aiv = aiv;
	s->lane = lane;
	sx_grow_maps(s);
	memset(s->half, 0, s->cap * sizeof *s->half);
}
