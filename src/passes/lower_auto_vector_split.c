/* LowerAutoVectorSplit: turns the two authoring forms of a Vector-lane split of an InCore
 * function into the explicit split_aiv form ExpandMixedKernel folds into split pipes.
 *  - `for aiv_id in pl.split_aiv(2, mode=M)` regions: the region's scope is dropped and
 *    aiv_id bound to tile.get_subblock_idx(); with mode UP_DOWN / LEFT_RIGHT and no
 *    explicit tile.aiv_shard / tile.aic_gather, the region's Vector ops are halved onto
 *    the lane (a lane index first); explicit boundary ops get the region's split code.
 *    The function is marked split_aiv and split_aiv_region_validated.
 *  - a mixed Cube + Vector function with a split attr (pl.split AUTO): a Cube-to-Vector
 *    move becomes tile.aiv_shard (the lane's half), a Vector-to-Cube move is preceded by
 *    tile.aic_gather (the lanes' halves made whole, in Mat), every Vector op is halved
 *    (Cube ops stay whole), and the function is marked split_aiv.
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure, AivSplitValid
 * produces: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure; invalidates: AivSplitValid */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "diag.h"
#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "split_axis.h"
#include "typecheck.h"
#include "util.h"

enum aff { AF_SHARED, AF_CUBE, AF_VECTOR, AF_MIXED };

struct lavs {
	struct sx sx;
	struct pu_names names;
	bool bad;
};

/* ---- core affinity (as ExpandMixedKernel classifies statements) ---------------- */

static bool cube_mem(const struct lavs *l, int mem)
{
	return mem < MS_COUNT && be_mem_core_type(l->sx.be, (enum memspace)mem) == CORE_CUBE;
}

static int first_tile_mem(const struct expr *call)
{
	for (uint32_t i = 0; i < call->u.call.args.n; i++) {
		const struct type *t = ir_expr_type(call->u.call.args.v[i]);
		if (t->kind == TY_TILE)
			return t->mem;
	}
	return MS_COUNT;
}

/* +1 Cube to Vector, -1 Vector to Cube, 0: a move within one core's memories. */
static int move_dir(const struct lavs *l, const struct expr *call)
{
	if (call->u.call.op != l->sx.ops.move)
		return 0;
	int from = first_tile_mem(call), to = (int)ir_call_kwarg(call, "target_memory")->i;
	if (from >= MS_COUNT || to >= MS_COUNT || cube_mem(l, from) == cube_mem(l, to))
		return 0;
	return cube_mem(l, from) ? 1 : -1;
}

static enum aff call_aff(const struct lavs *l, const struct expr *call)
{
	const struct spec_op *o = &spec_ops[call->u.call.op];
	if (o->core_affinity)
		return strcmp(o->core_affinity, "CUBE") == 0	 ? AF_CUBE
		       : strcmp(o->core_affinity, "VECTOR") == 0 ? AF_VECTOR
								 : AF_SHARED;
	if (move_dir(l, call))
		return AF_MIXED;
	int mem = MS_COUNT;
	if (call->type && call->type->kind == TY_TILE && o->out_mem != OM_none && o->out_mem != OM_inherit)
		mem = call->type->mem;
	if (mem >= MS_COUNT)
		mem = first_tile_mem(call);
	return mem >= MS_COUNT ? AF_SHARED : cube_mem(l, mem) ? AF_CUBE : AF_VECTOR;
}

static enum aff combine(enum aff x, enum aff y)
{
	if (x == AF_SHARED)
		return y;
	if (y == AF_SHARED || x == y)
		return x;
	return AF_MIXED;
}

static struct expr *stmt_call(const struct stmt *s)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return v && v->kind == EX_CALL ? v : NULL;
}

static enum aff list_aff(const struct lavs *l, struct stmt_list b)
{
	enum aff a = AF_SHARED;
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt_list *kids[2];
		int n = ir_stmt_children(b.v[i], kids);
		for (int k = 0; k < n; k++)
			a = combine(a, list_aff(l, *kids[k]));
		struct expr *c = stmt_call(b.v[i]);
		if (c)
			a = combine(a, call_aff(l, c));
	}
	return a;
}

/* ---- the boundary ops ---------------------------------------------------------- */

static struct expr *boundary_call(struct lavs *l, unsigned op, struct expr *src, const struct type *t,
				  struct span sp)
{
	struct expr *c = ir_new_call(l->sx.a, op, (struct expr_list){1, &src}, sp);
	ir_call_set_kwarg_int(c, "split", l->sx.mode);
	c->type = t;
	return c;
}

/* A boundary call typed as the op deduces it: a fresh tile of the halved
 * (shard) or rejoined (gather) shape, without the layout or memref of the
 * move it replaces (the reference's split reshape keeps neither); `t` when
 * the deduction fails (reported). */
static const struct type *boundary_type(struct lavs *l, struct expr *c, const struct type *t)
{
	c->type = NULL;
	if (!tc_deduce_call(l->sx.a, c)) {
		l->bad = true;
		c->type = t;
	}
	return c->type;
}

/* C->V: the move becomes aiv_shard, its result the lane's half. */
static void shard(struct lavs *l, struct stmt *st)
{
	struct expr *mv = st->u.assign.value;
	struct var *v = st->u.assign.var;
	if (v->type->kind != TY_TILE || l->sx.dim >= (int)v->type->shape.n)
		return;
	if (sx_singleton(&l->sx, v->type)) { /* both lanes take the whole tile */
		st->u.assign.value = boundary_call(l, l->sx.ops.shard, mv->u.call.args.v[0], v->type, mv->span);
		return;
	}
	struct expr *src = mv->u.call.args.v[0];
	struct expr *h = sx_half_of(&l->sx, v->type->shape.v[l->sx.dim]);
	struct expr *c = boundary_call(l, l->sx.ops.shard, src, v->type, mv->span);
	int64_t stride;
	if (l->sx.stride && ir_expr_is_const_int(l->sx.stride, &stride))
		ir_call_set_kwarg_int(c, "lane_stride", stride);
	v->type = boundary_type(l, c, sx_with_half(&l->sx, v->type, h));
	/* the lane's own valid extent, which the deduction (blind to the lane) cannot
	 * give: needed for a partial or odd split axis, or a rebalanced partition */
	const struct type *ot = ir_expr_type(src);
	if (ot && ot->kind == TY_TILE && l->sx.dim < (int)ot->shape.n) {
		struct tile_view ov = ir_tile_view_effective(ot);
		struct expr *whole = ot->shape.v[l->sx.dim];
		if ((int)ov.valid_shape.n > l->sx.dim) {
			struct expr *vv = ov.valid_shape.v[l->sx.dim];
			struct expr *e = sx_lane_extent(&l->sx, vv, whole, v->type->shape.v[l->sx.dim]);
			if (e != v->type->shape.v[l->sx.dim] || !ir_expr_equal_exact(vv, whole))
				v->type = sx_with_valid(&l->sx, v->type, e);
		}
	}
	sx_track(&l->sx, v, h);
	st->u.assign.value = c;
}

/* V->C: the lanes' halves gathered whole into Mat: a move to Mat becomes the
 * gather; a move to another cube memory (Left, Right) takes the gathered Mat
 * tile. */
static void gather(struct lavs *l, struct stmt *st, struct stmt_buf *out)
{
	struct expr *mv = st->u.assign.value;
	struct var *v = st->u.assign.var;
	struct arena *a = l->sx.a;
	struct type *t = ir_type_tile(a, v->type->shape, (enum dtype)v->type->dtype, MS_Mat, NULL, NULL);
	struct expr *g = boundary_call(l, l->sx.ops.gather, mv->u.call.args.v[0], t, mv->span);
	const struct type *gt = boundary_type(l, g, t);
	if (ir_call_kwarg(mv, "target_memory")->i == MS_Mat) {
		v->type = gt;
		st->u.assign.value = g;
		return;
	}
	char name[256];
	snprintf(name, sizeof name, "%s_mat", v->name);
	struct var *full = ir_new_var(l->sx.p, pu_fresh_name(&l->names, name), VAR_LOCAL, gt, st->span);
	ir_sb_push(out, ir_new_assign(a, full, g, st->span));
	struct expr *c = pu_call_copy(a, mv);
	c->u.call.args.v[0] = ir_new_var_ref(a, full, mv->span);
	st->u.assign.value = c;
}

/* ---- the lanes' partition ------------------------------------------------------ */

/* A ragged Cube-to-Vector boundary (valid V of a box B on the split axis) is
 * divided by its valid rows, ceil(V / 2) to lane 0, rather than by the box,
 * when every split Vector value of the body derives from that boundary (the
 * stride then rides on the shard as lane_stride).  The scan gives up (no
 * stride) at a Vector-to-Cube boundary, two boundaries of different shape, a
 * boundary without constant extents, or a split value minted apart from the
 * boundary (a load, a generator, a whole operand). */
struct stride_scan {
	struct lavs *l;
	bool *derived; /* by var id */
	uint32_t n;
	bool blocked, seen;
	int64_t box, valid;
};

static bool partitioned(const struct lavs *l, const struct type *t)
{
	return t && t->kind == TY_TILE && l->sx.dim < (int)t->shape.n && !sx_singleton(&l->sx, t);
}

static void scan_boundary(struct stride_scan *sc, const struct type *t, struct var *res)
{
	int64_t box, valid;
	if (!t || t->kind != TY_TILE || sc->l->sx.dim >= (int)t->shape.n) {
		sc->blocked = true;
		return;
	}
	struct tile_view v = ir_tile_view_effective(t);
	if (!ir_expr_is_const_int(t->shape.v[sc->l->sx.dim], &box) || (int)v.valid_shape.n <= sc->l->sx.dim ||
	    !ir_expr_is_const_int(v.valid_shape.v[sc->l->sx.dim], &valid)) {
		sc->blocked = true;
		return;
	}
	if (sc->seen && (sc->box != box || sc->valid != valid)) {
		sc->blocked = true;
		return;
	}
	sc->seen = true;
	sc->box = box;
	sc->valid = valid;
	if (res && res->id < sc->n)
		sc->derived[res->id] = true;
}

static bool scan_stmt(struct stmt *st, void *ctx)
{
	struct stride_scan *sc = ctx;
	struct lavs *l = sc->l;
	struct expr *c = stmt_call(st);
	if (!c || sc->blocked)
		return !sc->blocked;
	unsigned op = c->u.call.op;
	struct var *res = st->kind == ST_ASSIGN ? st->u.assign.var : NULL;
	int dir = move_dir(l, c);
	if (dir < 0 || op == l->sx.ops.gather || pu_cross_core_role(op, "TPush")) {
		const char *aff = spec_ops[op].core_affinity;
		if (dir < 0 || op == l->sx.ops.gather || (aff && strcmp(aff, "VECTOR") == 0)) {
			sc->blocked = true;
			return false;
		}
	}
	if (dir > 0 || op == l->sx.ops.shard) {
		scan_boundary(sc, c->u.call.args.n ? ir_expr_type(c->u.call.args.v[0]) : NULL, res);
		return !sc->blocked;
	}
	if (!res || !partitioned(l, res->type) || call_aff(l, c) == AF_CUBE)
		return true;
	bool any = false;
	for (uint32_t i = 0; i < c->u.call.args.n; i++) {
		struct expr *a = c->u.call.args.v[i];
		if (!partitioned(l, ir_expr_type(a)))
			continue;
		any = true;
		if (a->kind != EX_VAR || a->u.var->id >= sc->n || !sc->derived[a->u.var->id]) {
			sc->blocked = true;
			return false;
		}
	}
	if (!any)
		sc->blocked = true;
	else if (res->id < sc->n)
		sc->derived[res->id] = true;
	return !sc->blocked;
}

/* The balanced stride of f's body, or NULL for the box partition. */
static struct expr *lane_stride(struct lavs *l, struct function *f)
{
	struct stride_scan sc = {.l = l, .n = l->sx.p->n_vars + 1};
	sc.derived = xcalloc(sc.n, sizeof *sc.derived);
	ir_walk_stmts(f->body, scan_stmt, &sc);
	free(sc.derived);
	if (sc.blocked || !sc.seen)
		return NULL;
	int64_t balanced = (sc.valid + 1) / 2;
	if (balanced <= 0 || sc.valid >= sc.box || balanced == (sc.box + 1) / 2)
		return NULL;
	return sx_idx(&l->sx, balanced, f->span);
}

/* ---- lowering ------------------------------------------------------------------- */

static struct stmt_list lower_list(struct lavs *l, struct stmt_list b);

static bool has_boundary_op(struct stmt *s, void *ctx)
{
	struct lavs *l = ((void **)ctx)[0];
	int op = pu_stmt_op(s);
	if (op >= 0 && ((unsigned)op == l->sx.ops.shard || (unsigned)op == l->sx.ops.gather))
		*(bool *)((void **)ctx)[1] = true;
	return true;
}

static bool stamp_boundary(struct stmt *s, void *ctx)
{
	struct lavs *l = ctx;
	struct expr *c = stmt_call(s);
	if (c && (c->u.call.op == l->sx.ops.shard || c->u.call.op == l->sx.ops.gather)) {
		c = pu_call_copy(l->sx.a, c);
		ir_call_set_kwarg_int(c, "split", l->sx.mode);
		if (s->kind == ST_ASSIGN)
			s->u.assign.value = c;
		else
			s->u.eval.value = c;
	}
	return true;
}

static int64_t region_mode(struct lavs *l, const struct stmt *st)
{
	const char *key = intern_cstr("mode");
	for (uint32_t i = 0; i < st->u.scope.kw.n; i++)
		if (st->u.scope.kw.v[i].key == key) {
			int64_t m = sx_split_code(st->u.scope.kw.v[i].value);
			if (m < 0 || m > 2) {
				diag_error(st->u.scope.kw.v[i].value->span,
					   "LowerAutoVectorSplit: unknown pl.split_aiv mode");
				l->bad = true;
				return 0;
			}
			return m;
		}
	return 0;
}

/* A split_aiv region, spliced into `out` without its scope. */
static void lower_region(struct lavs *l, struct stmt *st, struct stmt_buf *out)
{
	struct stmt_list body = st->u.scope.body;
	if (!body.n)
		return;
	int64_t mode = region_mode(l, st);
	struct stmt *aiv = NULL;
	if (st->u.scope.var) {
		struct expr *c = ir_new_call(l->sx.a, l->sx.ops.subblock, (struct expr_list){0, NULL}, st->span);
		c->type = ir_type_scalar(DT_INDEX);
		st->u.scope.var->kind = VAR_LOCAL;
		aiv = ir_new_assign(l->sx.a, st->u.scope.var, c, st->span);
	}
	bool explicit_ops = false;
	void *ctx[2] = {l, &explicit_ops};
	ir_walk_stmts(body, has_boundary_op, ctx);
	if (mode && !explicit_ops) {
		/* the region's own lane index, then its Vector ops halved */
		struct var *lane;
		struct stmt *ls = sx_lane_stmt(&l->sx, &l->names, st->span, &lane);
		sx_begin(&l->sx, mode, true, lane);
		ir_sb_push(out, ls);
		if (aiv)
			ir_sb_push(out, aiv);
		ir_sb_append(out, lower_list(l, body));
		return;
	}
	if (mode) {
		l->sx.mode = mode;
		ir_walk_stmts(body, stamp_boundary, l);
	}
	if (aiv)
		ir_sb_push(out, aiv);
	ir_sb_append(out, body);
}

/* Vector ops halved, boundary moves turned into shard / gather, Cube ops whole. */
static struct stmt_list lower_list(struct lavs *l, struct stmt_list b)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt *st = b.v[i];
		struct expr *c = stmt_call(st);
		if (st->kind == ST_SCOPE && st->u.scope.kind == SC_SPLIT_AIV) {
			lower_region(l, st, &out);
			continue;
		}
		if (c && st->kind == ST_ASSIGN && move_dir(l, c) > 0) {
			shard(l, st);
		} else if (c && st->kind == ST_ASSIGN && move_dir(l, c) < 0) {
			gather(l, st, &out);
		} else if (c && call_aff(l, c) == AF_VECTOR) {
			sx_halve_call(&l->sx, st);
		} else {
			struct stmt_list *kids[2];
			int n = ir_stmt_children(st, kids);
			for (int k = 0; k < n; k++)
				*kids[k] = lower_list(l, *kids[k]);
		}
		ir_sb_push(&out, st);
	}
	struct stmt_list r = ir_sb_finish(l->sx.a, &out);
	ir_sb_free(&out);
	return r;
}

/* Regions anywhere in b (nested in loops and ifs); the rest stays whole. */
static struct stmt_list lower_regions(struct lavs *l, struct stmt_list b)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt *st = b.v[i];
		if (st->kind == ST_SCOPE && st->u.scope.kind == SC_SPLIT_AIV) {
			lower_region(l, st, &out);
			continue;
		}
		struct stmt_list *kids[2];
		int n = ir_stmt_children(st, kids);
		for (int k = 0; k < n; k++)
			*kids[k] = lower_regions(l, *kids[k]);
		ir_sb_push(&out, st);
	}
	struct stmt_list r = ir_sb_finish(l->sx.a, &out);
	ir_sb_free(&out);
	return r;
}

static bool is_region(struct stmt *s, void *ctx)
{
	if (s->kind == ST_SCOPE && s->u.scope.kind == SC_SPLIT_AIV)
		*(bool *)ctx = true;
	return true;
}

static void mark(struct lavs *l, struct function *f, const char *drop, const struct attr *add, uint32_t n)
{
	sx_attrs_restamp(&l->sx, f, "split_aiv", drop, NULL, 0);
	sx_attrs_restamp(&l->sx, f, "split_aiv_region_validated", NULL, add, n);
}

/* Returns whether f changed. */
static bool lower_function(struct lavs *l, struct function *f)
{
	bool regions = false;
	ir_walk_stmts(f->body, is_region, &regions);
	int64_t mode = regions ? 0 : sx_split_code(sx_attr_get(f, "split"));
	/* names are collected (a walk of f) only for a function to rewrite */
	if (!regions && !(mode > 0 && mode <= 2 && !sx_attr_true(f, "split_aiv") &&
			  list_aff(l, f->body) == AF_MIXED))
		return false;
	struct expr *yes = ir_new_bool(l->sx.a, true, f->span);
	pu_names_init(&l->names, f);
	if (regions) {
		f->body = lower_regions(l, f->body);
		struct attr add[2] = {{intern_cstr("split_aiv"), yes},
				      {intern_cstr("split_aiv_region_validated"), yes}};
		mark(l, f, NULL, add, 2);
	} else {
		struct var *lane;
		struct stmt *ls = sx_lane_stmt(&l->sx, &l->names, f->span, &lane);
		sx_begin(&l->sx, mode, true, lane);
		l->sx.stride = lane_stride(l, f);
		struct stmt_list body = lower_list(l, f->body);
		struct stmt **v = ARENA_ARRAY(l->sx.a, struct stmt *, body.n + 1);
		v[0] = ls;
		if (body.n)
			memcpy(v + 1, body.v, sizeof *v * body.n);
		f->body = (struct stmt_list){body.n + 1, v};
		sx_attrs_restamp(&l->sx, f, "dual_aiv_dispatch", "split", NULL, 0);
		struct attr add[2] = {{intern_cstr("split"), sx_split_symbol(&l->sx, mode, f->span)},
				      {intern_cstr("split_aiv"), yes}};
		sx_attrs_restamp(&l->sx, f, "split_aiv", NULL, add, 2);
	}
	pu_names_free(&l->names);
	return true;
}

bool pass_lower_auto_vector_split(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* which memory lives on which core is a backend fact */
	struct lavs l = {0};
	sx_init(&l.sx, p, ctx->backend);
	l.sx.ceil_odd = true;
	bool changed = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind == FK_InCore && !f->abstract)
			changed |= lower_function(&l, f);
	}
	ctx->unchanged = !changed;
	bool ok = !l.bad && !l.sx.bad;
	sx_free(&l.sx);
	return ok;
}
