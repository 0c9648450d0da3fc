/* SplitVectorKernel: prepares AIC/AIV kernels for running on two Vector lanes.
 *  - split_aiv kernels (already per lane): the split function attr is re-stamped last
 *    and an AIV kernel is marked dual_aiv_dispatch.
 *  - standalone kernels whose split comes from the function attr or the split code of
 *    their pipe ops: the AIV kernel reads its lane (tile.get_subblock_idx) and every tile
 *    it makes is halved along the split axis (rows for UP_DOWN, columns for LEFT_RIGHT),
 *    loads and stores moved to the lane's half; the pipe ops carry the split code.
 *  - on backends that dispatch unsplit kernels on both lanes
 *    (requires_no_split_dual_aiv_dispatch), a dual_aiv_dispatch AIV kernel runs its body
 *    on lane 0 and, on lane 1, a replay with every tile empty (valid shape 0) and no
 *    stores, so the pipe handshakes stay balanced; the pipe set-up prefix is shared.
 * requires: SSAForm, MixedKernelExpanded
 * produces: SSAForm, VectorKernelSplit, NormalizedStmtStructure */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "clone.h"
#include "diag.h"
#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

/* The ops the pass rewrites, found by their type rule or cross-core role. */
struct svk_ops {
	unsigned load, store, full, create, slice, transpose, set_valid, subblock;
};

struct svk {
	struct program *p;
	struct arena *a;
	const be_t *be;
	struct svk_ops ops;
	/* per function */
	struct function *f;
	int dim;                 /* split axis */
	int64_t mode;            /* split code 1 / 2 */
	bool aiv;
	struct var *lane;        /* the subblock_idx var (AIV) */
	struct expr **half;      /* by var id: the lane's extent of a halved tile, or NULL */
	struct expr **repl;      /* lane-1 replay: by var id, what a use becomes */
	uint32_t cap;
	bool bad;
};

static unsigned op_by_rule(enum type_rule r)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (spec_ops[i].type_rule.kind == r)
			return i;
	die("no op with type rule %s in the specs", type_rule_names[r]);
}

static unsigned op_by_role(const char *role)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (pu_cross_core_role(i, role))
			return i;
	die("no op with cross_core_role %s in the specs", role);
}

static void find_ops(struct svk_ops *o)
{
	o->load = op_by_rule(TR_load);
	o->store = op_by_rule(TR_store);
	o->full = op_by_rule(TR_full);
	o->create = op_by_rule(TR_create);
	o->slice = op_by_rule(TR_slice);
	o->transpose = op_by_rule(TR_transpose);
	o->set_valid = op_by_rule(TR_set_validshape);
	o->subblock = op_by_role("SubblockIdx");
}

/* ---- function attrs ----------------------------------------------------------- */

static const struct expr *attr_get(const struct function *f, const char *key)
{
	const char *k = intern_cstr(key);
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key == k)
			return f->attrs.v[i].value;
	return NULL;
}

static bool attr_true(const struct function *f, const char *key)
{
	const struct expr *v = attr_get(f, key);
	return v && v->kind == EX_BOOL && v->u.b;
}

static const struct spec_enum *split_enum(void)
{
	for (unsigned i = 0; i < spec_n_enums; i++)
		if (strcmp(spec_enums[i].name, "split_mode") == 0)
			return &spec_enums[i];
	die("no enum split_mode in the specs");
}

/* The split code of a `split` attr value (pl.SplitMode.X or an integer); -1 when it
 * is neither. */
static int64_t split_code(const struct expr *v)
{
	if (!v)
		return 0;
	if (v->kind == EX_INT)
		return v->u.i;
	if (v->kind != EX_SYMBOL)
		return -1;
	const struct spec_enum *en = split_enum();
	const char *dot = strrchr(v->u.s, '.');
	const char *name = dot ? dot + 1 : v->u.s;
	for (unsigned i = 0; i < en->n_values; i++)
		if (strcmp(en->values[i].name, name) == 0)
			return en->values[i].value;
	return -1;
}

static struct expr *split_symbol(struct svk *s, int64_t code, struct span sp)
{
	const struct spec_enum *en = split_enum();
	for (unsigned i = 0; i < en->n_values; i++)
		if (en->values[i].value == code) {
			char buf[96];
			snprintf(buf, sizeof buf, "%s.%s", en->dsl_prefix, en->values[i].name);
			return ir_new_symbol(s->a, intern_cstr(buf), sp);
		}
	die("split code %lld has no pl.SplitMode name", (long long)code);
}

/* The attrs without `drop1`/`drop2`, then `add` appended (NULL key: none). */
static void attrs_restamp(struct svk *s, struct function *f, const char *drop1, const char *drop2,
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
static void stamp_split(struct svk *s, struct function *f, int64_t mode)
{
	struct attr add[2];
	uint32_t n = 0;
	if (mode) {
		add[n++] = (struct attr){intern_cstr("split"), split_symbol(s, mode, f->span)};
		if (f->kind == FK_AIV)
			add[n++] = (struct attr){intern_cstr("dual_aiv_dispatch"),
						 ir_new_bool(s->a, true, f->span)};
	}
	attrs_restamp(s, f, "split", "dual_aiv_dispatch", add, n);
}

static void stamp_dual(struct svk *s, struct function *f)
{
	struct attr add = {intern_cstr("dual_aiv_dispatch"), ir_new_bool(s->a, true, f->span)};
	attrs_restamp(s, f, "dual_aiv_dispatch", NULL, &add, f->kind == FK_AIV);
}

/* ---- split mode of a standalone kernel ------------------------------------------ */

struct mode_walk {
	int64_t mode;
	struct span at;
	bool bad;
};

static bool mode_stmt(struct stmt *st, void *ctx)
{
	struct mode_walk *w = ctx;
	int op = pu_stmt_op(st);
	if (op < 0 || !(pu_cross_core_role((unsigned)op, "TPush") ||
			pu_cross_core_role((unsigned)op, "TPop")))
		return true;
	struct expr *call = st->kind == ST_ASSIGN ? st->u.assign.value : st->u.eval.value;
	const struct kwval *k = ir_call_kwarg(call, "split");
	int64_t m = k ? k->i : 0;
	if (!m)
		return true;
	if (m != 1 && m != 2) {
		diag_error(call->span, "SplitVectorKernel: invalid cross-core split code %lld "
			   "(0 none, 1 up-down, 2 left-right)", (long long)m);
		w->bad = true;
	} else if (w->mode && w->mode != m) {
		diag_error(call->span, "SplitVectorKernel: conflicting cross-core split modes in one "
			   "function");
		w->bad = true;
	} else {
		w->mode = m;
		w->at = call->span;
	}
	return true;
}

/* The function attr wins (and must agree with the pipe ops); -1 after an error. */
static int64_t resolve_mode(struct svk *s, struct function *f)
{
	struct mode_walk w = {0};
	ir_walk_stmts(f->body, mode_stmt, &w);
	if (w.bad)
		return -1;
	int64_t fm = split_code(attr_get(f, "split"));
	if (fm < 0 || fm > 2) {
		diag_error(f->span, "SplitVectorKernel: function '%s' has an invalid split attr", f->name);
		return -1;
	}
	if (fm) {
		if (w.mode && w.mode != fm) {
			diag_error(w.at, "SplitVectorKernel: the function split and the cross-core op "
				   "split of '%s' conflict", f->name);
			return -1;
		}
		return fm;
	}
	return w.mode;
}

/* ---- halving ------------------------------------------------------------------ */

static struct expr *idx(struct svk *s, int64_t v, struct span sp)
{
	return ir_new_int(s->a, v, DT_INDEX, sp);
}

static struct expr *bin(struct svk *s, enum binop op, struct expr *l, struct expr *r, struct span sp)
{
	struct expr *e = ir_new_binary(s->a, op, l, r, sp);
	e->type = ir_type_scalar(op >= BO_EQ && op <= BO_XOR ? DT_BOOL : DT_INDEX);
	return e;
}

static struct expr *lane_ref(struct svk *s, struct span sp)
{
	return ir_new_var_ref(s->a, s->lane, sp);
}

/* Half of an extent: a constant halves (it must be even), a symbol floor-divides. */
static struct expr *half_of(struct svk *s, struct expr *dim)
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
	return bin(s, BO_FLOORDIV, dim, idx(s, 2, dim->span), dim->span);
}

/* A lane's valid extent out of a whole valid extent v with lane extent h:
 * min(max(v, lane * h) - lane * h, h). */
static struct expr *lane_valid(struct svk *s, struct expr *v, struct expr *h)
{
	struct span sp = v->span;
	struct expr *base = bin(s, BO_MUL, lane_ref(s, sp), h, sp);
	struct expr *mx = bin(s, BO_MAX, v, base, sp);
	return bin(s, BO_MIN, bin(s, BO_SUB, mx, bin(s, BO_MUL, lane_ref(s, sp), h, sp), sp), h, sp);
}

/* The type with the split axis of extent h: the shape's extent, and a valid extent
 * equal to the shape's becomes h too, a partial one the lane's part of it. */
static const struct type *with_half(struct svk *s, const struct type *t, struct expr *h)
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
				ir_expr_equal_exact(v, whole) || !s->lane ? h : lane_valid(s, v, h);
		}
		vp = &view;
	}
	return ir_type_tile(s->a, shape, (enum dtype)t->dtype, (enum memspace)t->mem, vp, t->memref);
}

static struct expr *halve_list_elem(struct svk *s, struct expr *list)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	c->u.list.v[s->dim] = half_of(s, c->u.list.v[s->dim]);
	return c;
}

/* offsets[dim] + lane * h */
static struct expr *lane_offsets(struct svk *s, struct expr *list, struct expr *h)
{
	if (!list || list->kind != EX_LIST || s->dim >= (int)list->u.list.n || !s->lane)
		return list;
	struct expr *c = ir_expr_copy(s->a, list);
	c->u.list = ir_expr_list_copy(s->a, list->u.list);
	struct expr *o = c->u.list.v[s->dim];
	c->u.list.v[s->dim] = bin(s, BO_ADD, o, bin(s, BO_MUL, lane_ref(s, o->span), h, o->span),
				  o->span);
	return c;
}

static void track(struct svk *s, struct var *v, struct expr *h)
{
	if (v->id < s->cap)
		s->half[v->id] = h;
}

static struct expr *tracked(struct svk *s, const struct expr *e)
{
	return e && e->kind == EX_VAR && e->u.var->id < s->cap ? s->half[e->u.var->id] : NULL;
}

/* Retypes the var a statement assigns (and its call) to the halved type. */
static void retype(struct svk *s, struct stmt *st, struct expr *call, struct expr *h)
{
	const struct type *t = with_half(s, st->u.assign.var->type, h);
	if (call->type && call->type->kind == TY_TILE)
		call->type = t;
	st->u.assign.var->type = t;
	track(s, st->u.assign.var, h);
}

static void halve_call(struct svk *s, struct stmt *st)
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
			if (t->kind == TY_TILE && s->dim < (int)t->shape.n)
				retype(s, st, c, half_of(s, t->shape.v[s->dim]));
		}
		return;
	}
	if (!s->aiv)
		return;
	struct expr_list *args = &c->u.call.args;
	if (op == s->ops.store && args->n >= 3) {
		struct expr *h = tracked(s, args->v[0]);
		if (h)
			args->v[1] = lane_offsets(s, args->v[1], h);
		return;
	}
	if (st->kind != ST_ASSIGN)
		return;
	const struct type *t = st->u.assign.var->type;
	if (t->kind != TY_TILE || s->dim >= (int)t->shape.n)
		return;
	struct expr *h = half_of(s, t->shape.v[s->dim]);
	if (op == s->ops.load && args->n >= 4) {
		args->v[1] = lane_offsets(s, args->v[1], h);
		args->v[2] = halve_list_elem(s, args->v[2]);
		args->v[3] = halve_list_elem(s, args->v[3]);
	} else if ((op == s->ops.full || op == s->ops.create) && args->n >= 1) {
		args->v[0] = halve_list_elem(s, args->v[0]);
	}
	retype(s, st, c, h);
}

static void halve_list(struct svk *s, struct stmt_list l);

static void halve_loop_carries(struct svk *s, uint32_t n, struct iter_arg *iter, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		struct expr *h = tracked(s, iter[i].init);
		if (!h)
			continue;
		iter[i].var->type = with_half(s, iter[i].var->type, h);
		track(s, iter[i].var, h);
		if (rv && rv[i]) {
			rv[i]->type = with_half(s, rv[i]->type, h);
			track(s, rv[i], h);
		}
	}
}

static void halve_stmt(struct svk *s, struct stmt *st)
{
	switch (st->kind) {
	case ST_ASSIGN:
	case ST_EVAL:
		if (pu_stmt_op(st) >= 0)
			halve_call(s, st);
		break;
	case ST_FOR:
		halve_loop_carries(s, st->u.loop.n_iter, st->u.loop.iter, st->u.loop.return_vars);
		halve_list(s, st->u.loop.body);
		break;
	case ST_WHILE:
		halve_loop_carries(s, st->u.wloop.n_iter, st->u.wloop.iter, st->u.wloop.return_vars);
		halve_list(s, st->u.wloop.body);
		break;
	case ST_IF:
		halve_list(s, st->u.cond.then_body);
		halve_list(s, st->u.cond.else_body);
		break;
	case ST_SCOPE:
		halve_list(s, st->u.scope.body);
		break;
	default:
		break;
	}
}

static void halve_list(struct svk *s, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		halve_stmt(s, l.v[i]);
}

/* `subblock_idx = tile.get_subblock_idx()` first in the body; the var is returned. */
static struct var *inject_lane(struct svk *s, struct function *f)
{
	struct pu_names names;
	pu_names_init(&names, f);
	const char *name = pu_fresh_name(&names, "subblock_idx");
	pu_names_free(&names);
	struct expr *call = ir_new_call(s->a, s->ops.subblock, (struct expr_list){0, NULL}, f->span);
	call->type = ir_type_scalar(DT_INDEX);
	struct var *v = ir_new_var(s->p, name, VAR_LOCAL, call->type, f->span);
	struct stmt **body = ARENA_ARRAY(s->a, struct stmt *, f->body.n + 1);
	body[0] = ir_new_assign(s->a, v, call, f->span);
	if (f->body.n)
		memcpy(body + 1, f->body.v, sizeof *body * f->body.n);
	f->body = (struct stmt_list){f->body.n + 1, body};
	return v;
}

static void grow_maps(struct svk *s)
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

static void split_standalone(struct svk *s, struct function *f, int64_t mode)
{
	s->mode = mode;
	s->dim = mode == 1 ? 0 : 1;
	s->aiv = f->kind == FK_AIV;
	s->lane = s->aiv ? inject_lane(s, f) : NULL;
	grow_maps(s);
	memset(s->half, 0, s->cap * sizeof *s->half);
	halve_list(s, f->body);
	stamp_split(s, f, mode);
}

/* ---- no-split dual-AIV dispatch: the lane-1 replay ------------------------------- */

static struct expr *subst_cb(struct expr *e, void *ctx)
{
	struct svk *s = ctx;
	if (e->kind == EX_VAR && e->u.var->id < s->cap && s->repl[e->u.var->id])
		return s->repl[e->u.var->id];
	return e;
}

static struct expr *subst(struct svk *s, struct expr *e)
{
	return e ? ir_rewrite_expr(s->a, e, subst_cb, s) : NULL;
}

static void subst_list(struct svk *s, struct expr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i] = subst(s, l->v[i]);
}

/* Every valid extent 0: the tile exists but holds nothing. */
static const struct type *zero_valid(struct svk *s, const struct type *t, struct span sp)
{
	if (!t || t->kind != TY_TILE)
		return t;
	struct tile_view view = ir_tile_view_effective(t);
	view.valid_shape = ir_expr_list_new(s->a, t->shape.n);
	for (uint32_t i = 0; i < t->shape.n; i++)
		view.valid_shape.v[i] = idx(s, 0, sp);
	return ir_type_tile(s->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view,
			    t->memref);
}

/* An empty tile of the result's type instead of a load, a slice view or a transpose:
 * nothing is read on the replay lane. */
static struct expr *empty_tile(struct svk *s, const struct type *t, struct expr *shape,
			       struct span sp)
{
	if (!shape) {
		shape = ir_new_list(s->a, ir_expr_list_copy(s->a, t->shape), sp);
		shape->type = ir_type_unknown();
	}
	struct expr_list args = {1, &shape};
	struct expr *c = ir_new_call(s->a, s->ops.create, args, sp);
	ir_call_set_kwarg_int(c, "dtype", t->dtype);
	if (t->mem < MS_COUNT)
		ir_call_set_kwarg_int(c, "target_memory", t->mem);
	return c;
}

static struct expr *replay_call(struct svk *s, struct expr *old, const struct type *rt)
{
	struct expr *c = pu_call_copy(s->a, old);
	subst_list(s, &c->u.call.args);
	unsigned op = c->u.call.op;
	struct expr_list *a = &c->u.call.args;
	const struct type *zt = zero_valid(s, rt, old->span);
	if (rt && rt->kind == TY_TILE) {
		if (op == s->ops.load && a->n >= 3)
			c = empty_tile(s, rt, a->v[2], old->span);
		else if (op == s->ops.slice && a->n >= 2)
			c = empty_tile(s, rt, a->v[1], old->span);
		else if (op == s->ops.transpose)
			c = empty_tile(s, rt, NULL, old->span);
	}
	if (op == s->ops.set_valid && a->n == 3) {
		a->v[1] = idx(s, 0, old->span);
		a->v[2] = idx(s, 0, old->span);
	}
	c->type = c->u.call.op != op || (old->type && old->type->kind == TY_TILE) ? zt : old->type;
	return c;
}

static void replay_list(struct svk *s, struct stmt_buf *out, struct stmt_list l);

static struct stmt_list replay_body(struct svk *s, struct stmt_list l)
{
	struct stmt_buf b = {0};
	replay_list(s, &b, l);
	struct stmt_list r = ir_sb_finish(s->a, &b);
	ir_sb_free(&b);
	return r;
}

/* A loop carry of a tile takes its (now empty) initial value's type. */
static void replay_carries(struct svk *s, uint32_t n, struct iter_arg *iter, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		iter[i].init = subst(s, iter[i].init);
		const struct type *it = ir_expr_type(iter[i].init);
		if (iter[i].var->type->kind == TY_TILE && it->kind == TY_TILE)
			iter[i].var->type = it;
		if (rv && rv[i] && rv[i]->type->kind == TY_TILE && iter[i].var->type->kind == TY_TILE)
			rv[i]->type = iter[i].var->type;
	}
}

static void replay_stmt(struct svk *s, struct stmt_buf *out, struct stmt *st)
{
	switch (st->kind) {
	case ST_ASSIGN: {
		struct expr *v = st->u.assign.value;
		if (v->kind != EX_CALL) {
			st->u.assign.value = subst(s, v);
			break;
		}
		if (v->u.call.op == s->ops.store && v->u.call.args.n >= 3) {
			/* no write: the result is the tensor as it was */
			struct expr *pass = subst(s, v->u.call.args.v[2]);
			st->u.assign.value = pass;
			if (st->u.assign.var->id < s->cap)
				s->repl[st->u.assign.var->id] = pass;
			break;
		}
		struct var *var = st->u.assign.var;
		st->u.assign.value = replay_call(s, v, var->type);
		if (var->type->kind == TY_TILE)
			var->type = zero_valid(s, var->type, var->span);
		break;
	}
	case ST_EVAL:
		if (st->u.eval.value->kind == EX_CALL) {
			if (st->u.eval.value->u.call.op == s->ops.store)
				return; /* dropped */
			st->u.eval.value = replay_call(s, st->u.eval.value, st->u.eval.value->type);
		} else {
			st->u.eval.value = subst(s, st->u.eval.value);
		}
		break;
	case ST_RETURN:
	case ST_YIELD:
		subst_list(s, &st->u.ret.values);
		break;
	case ST_FOR:
		st->u.loop.start = subst(s, st->u.loop.start);
		st->u.loop.stop = subst(s, st->u.loop.stop);
		st->u.loop.step = subst(s, st->u.loop.step);
		replay_carries(s, st->u.loop.n_iter, st->u.loop.iter, st->u.loop.return_vars);
		st->u.loop.body = replay_body(s, st->u.loop.body);
		break;
	case ST_WHILE:
		replay_carries(s, st->u.wloop.n_iter, st->u.wloop.iter, st->u.wloop.return_vars);
		st->u.wloop.cond = subst(s, st->u.wloop.cond);
		st->u.wloop.body = replay_body(s, st->u.wloop.body);
		break;
	case ST_IF:
		st->u.cond.cond = subst(s, st->u.cond.cond);
		st->u.cond.then_body = replay_body(s, st->u.cond.then_body);
		st->u.cond.else_body = replay_body(s, st->u.cond.else_body);
		break;
	case ST_SCOPE:
		st->u.scope.arg = subst(s, st->u.scope.arg);
		st->u.scope.body = replay_body(s, st->u.scope.body);
		break;
	default:
		break;
	}
	ir_sb_push(out, st);
}

static void replay_list(struct svk *s, struct stmt_buf *out, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		replay_stmt(s, out, l.v[i]);
}

/* Lane-1 copies of the body's vars get fresh names (SSA names are unique in a
 * function): <name>_1, or the next free variant. */
static struct var *fresh_copy(struct cl_map *m, struct var *v)
{
	if (v->kind == VAR_PARAM || v->kind == VAR_DYN)
		return v;
	char buf[256];
	snprintf(buf, sizeof buf, "%s_1", v->name);
	const char *name = pu_fresh_name(m->ctx, buf);
	return ir_new_var(m->p, name, (enum var_kind)v->kind, v->type, v->span);
}

static bool setup_stmt(const struct stmt *st)
{
	int op = pu_stmt_op(st);
	return op >= 0 && (pu_cross_core_role((unsigned)op, "ReserveBuffer") ||
			   pu_cross_core_role((unsigned)op, "ImportBuffer") ||
			   pu_cross_core_role((unsigned)op, "InitializePipe"));
}

static void dual_dispatch(struct svk *s, struct function *f)
{
	struct stmt_list body = f->body;
	struct var *lane = inject_lane(s, f);
	uint32_t k = 0;
	while (k < body.n && setup_stmt(body.v[k]))
		k++;
	struct stmt_list rest = {body.n - k, body.v + k};
	struct pu_names names;
	pu_names_init(&names, f);
	struct cl_map m;
	cl_init(&m, s->p);
	m.fresh = fresh_copy;
	m.ctx = &names;
	struct stmt_list copy = cl_stmts(&m, rest);
	cl_free(&m);
	pu_names_free(&names);
	grow_maps(s);
	memset(s->repl, 0, s->cap * sizeof *s->repl);
	struct stmt_list lane1 = replay_body(s, copy);
	struct stmt *branch = ir_new_stmt(s->a, ST_IF, f->span);
	branch->u.cond.cond = bin(s, BO_EQ, ir_new_var_ref(s->a, lane, f->span), idx(s, 0, f->span),
				  f->span);
	branch->u.cond.then_body = (struct stmt_list){rest.n, ARENA_ARRAY(s->a, struct stmt *, rest.n + 1)};
	if (rest.n)
		memcpy(branch->u.cond.then_body.v, rest.v, sizeof *rest.v * rest.n);
	branch->u.cond.else_body = lane1;
	branch->u.cond.has_else = true;
	struct stmt **v = ARENA_ARRAY(s->a, struct stmt *, k + 3);
	v[0] = f->body.v[0]; /* the lane index */
	if (k)
		memcpy(v + 1, body.v, sizeof *v * k);
	v[k + 1] = branch;
	f->body = (struct stmt_list){k + 2, v};
}

/* ---- the pass ------------------------------------------------------------------- */

static bool split_kernel(struct svk *s, struct function *f)
{
	bool core = f->kind == FK_AIV || f->kind == FK_AIC;
	if (f->abstract || f->external_source) {
		if (f->kind != FK_AIV)
			return true;
		int64_t mode = split_code(attr_get(f, "split"));
		if (mode > 0)
			stamp_split(s, f, mode);
		else if (attr_true(f, "split_aiv") && !attr_true(f, "dual_aiv_dispatch"))
			stamp_dual(s, f);
		return true;
	}
	if (core && attr_true(f, "split_aiv")) {
		int64_t mode = split_code(attr_get(f, "split"));
		if (mode > 0)
			stamp_split(s, f, mode);
		else
			stamp_dual(s, f);
		return true;
	}
	if (core) {
		int64_t mode = resolve_mode(s, f);
		if (mode < 0)
			return false;
		if (mode > 0) {
			split_standalone(s, f, mode);
			return !s->bad;
		}
	}
	if (f->kind == FK_AIV && be_cap(s->be, CAP_requires_no_split_dual_aiv_dispatch) &&
	    attr_true(f, "dual_aiv_dispatch"))
		dual_dispatch(s, f);
	return !s->bad;
}

bool pass_split_vector_kernel(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* lane dispatch is a backend fact */
	struct svk s = {.p = p, .a = p->arena, .be = ctx->backend};
	find_ops(&s.ops);
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		s.f = p->funcs[i];
		s.lane = NULL;
		s.bad = false;
		if (!split_kernel(&s, p->funcs[i]))
			ok = false;
	}
	free(s.half);
	free(s.repl);
	return ok;
}
