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
 *    (Cube ops stay whole), and the function is marked split_aiv.  An odd split axis
 *    takes the ceil half with each lane's own valid extent; a ragged boundary whose
 *    body derives wholly from it is divided by its valid rows (lane_stride); a view
 *    of a whole source is sliced per lane; a reshape or drop_dims slice may move a
 *    value's split axis, which its stores and gathers follow.
 *    Refused (at the user's line): a full-width operand of a halved op that the op
 *    does not declare lane_invariant (specs), a halved table or destination the op
 *    addresses at absolute indices, a tuple result over a halved operand, a
 *    reduction over the split axis, a position generator, an unhalved V->C operand,
 *    a halved call its own type deduction disagrees with, branches or a loop
 *    backedge disagreeing on a value's width, a reshape or slice that loses the
 *    split axis, and scopes around or inside what is to be split.
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

/* +1 Cube to Vector, -1 Vector to Cube, 0: a move within one core's memories. */
static int move_dir(const struct lavs *l, const struct expr *call)
{
	if (call->u.call.op != l->sx.ops.move)
		return 0;
	int from = pu_first_tile_mem(call), to = (int)ir_call_kwarg(call, "target_memory")->i;
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
		mem = pu_first_tile_mem(call);
	return mem >= MS_COUNT ? AF_SHARED : cube_mem(l, mem) ? AF_CUBE : AF_VECTOR;
}

static enum aff list_aff(const struct lavs *l, struct stmt_list b)
{
	enum aff a = AF_SHARED;
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt_list *kids[2];
		int n = ir_stmt_children(b.v[i], kids);
		for (int k = 0; k < n; k++)
			a = pu_aff_join(a, list_aff(l, *kids[k]));
		struct expr *c = pu_stmt_call(b.v[i]);
		if (c)
			a = pu_aff_join(a, call_aff(l, c));
	}
	return a;
}

/* ---- the boundary ops ---------------------------------------------------------- */

static const char *var_name(const struct expr *e)
{
	return e && e->kind == EX_VAR ? e->u.var->name : NULL;
}


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

/* The gathered tile `gt` with the constant valid extents of the whole tile
 * `whole` (the move's own type) where they differ: a lane's half of a tile
 * valid in its top rows only is valid by lane (all, or none), and twice that
 * is not the whole's. */
static const struct type *whole_valid(struct lavs *l, const struct type *whole,
				      const struct type *gt)
{
	if (!gt || gt->kind != TY_TILE || whole->kind != TY_TILE)
		return gt;
	struct expr_list wv = ir_valid_shape(whole), gv = ir_valid_shape(gt);
	int64_t k;
	if (wv.n != gv.n || ir_expr_list_equal_exact(wv, gv))
		return gt;
	for (uint32_t i = 0; i < wv.n; i++)
		if (!ir_expr_is_const_int(wv.v[i], &k))
			return gt;
	struct tile_view view = ir_tile_view_effective(gt);
	view.valid_shape = wv;
	return ir_type_tile(l->sx.a, gt->shape, (enum dtype)gt->dtype, (enum memspace)gt->mem, &view,
			    gt->memref);
}

/* V->C: the lanes' halves gathered whole into Mat: a move to Mat becomes the
 * gather; a move to another cube memory (Left, Right) takes the gathered Mat
 * tile. */
static void gather(struct lavs *l, struct stmt *st, struct stmt_buf *out)
{
	struct expr *mv = st->u.assign.value;
	struct var *v = st->u.assign.var;
	struct arena *a = l->sx.a;
	struct expr *src = mv->u.call.args.v[0];
	const struct type *srct = ir_expr_type(src);
	if (srct && srct->kind == TY_TILE && l->sx.dim < (int)srct->shape.n && !sx_singleton(&l->sx, srct) &&
	    !sx_tracked(&l->sx, src)) {
		diag_error(src->span,
			   "LowerAutoVectorSplit: the Vector -> Cube move of '%s' gathers the two lanes' halves, "
			   "but '%s' is a full-width vector operand no lane holds a half of; make the lane's half "
			   "inside the split region (load or slice it, or pl.tile.aiv_shard(...)), or move it to "
			   "the cube outside the split region",
			   var_name(src) ? var_name(src) : "?", var_name(src) ? var_name(src) : "?");
		l->bad = true;
		return;
	}
	struct type *t = ir_type_tile(a, v->type->shape, (enum dtype)v->type->dtype, MS_Mat, NULL, NULL);
	/* the gather rejoins the operand's own split axis (a reshape may have moved it) */
	int ax = sx_tracked_axis(&l->sx, src);
	int64_t mode = l->sx.mode;
	if (ax >= 0)
		l->sx.mode = ax == 0 ? 1 : 2;
	struct expr *g = boundary_call(l, l->sx.ops.gather, src, t, mv->span);
	l->sx.mode = mode;
	const struct type *gt = whole_valid(l, v->type, boundary_type(l, g, t));
	if (ir_call_kwarg(mv, "target_memory")->i == MS_Mat) {
		struct tile_view want = ir_tile_view_effective(v->type), got = ir_tile_view_implicit(v->type->shape, MS_Mat);
		if (want.blayout != got.blayout || want.slayout != got.slayout) {
			diag_error(mv->span,
				   "LowerAutoVectorSplit: this Vector -> Cube move asks for a Mat tile view "
				   "(blayout / slayout) other than Mat's own, a tile view that tile.aic_gather cannot "
				   "realize directly: the gathered tile lands in Mat's implicit layout; drop the "
				   "layout kwargs, or move the gathered tile on to the layout you need");
			l->bad = true;
			return;
		}
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
	struct expr *c = pu_stmt_call(st);
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

/* ---- what a lane split cannot express ------------------------------------------ */

static const char *split_mode_name(const struct lavs *l)
{
	const struct spec_enum_value *ev = ir_enum_value(ENUM_split_mode, l->sx.mode);
	return ev ? ev->name : "?";
}

/* The operand's axis that lines up with the result's split axis (operands align
 * to the result from the right, as broadcasting does), or -1: none, or extent 1
 * (the operand broadcasts across the lanes). */
static int operand_split_axis(const struct lavs *l, const struct type *res, const struct type *t)
{
	if (!t || t->kind != TY_TILE || !res || res->kind != TY_TILE)
		return -1;
	int ax = l->sx.dim - ((int)res->shape.n - (int)t->shape.n);
	int64_t c;
	if (ax < 0 || ax >= (int)t->shape.n || (ir_expr_is_const_int(t->shape.v[ax], &c) && c == 1))
		return -1;
	return ax;
}

static void full_width_error(struct lavs *l, const struct expr *c, const struct expr *a, uint32_t i, int ax)
{
	const struct type *t = ir_expr_type(a);
	char ext[32] = "a runtime extent";
	int64_t e;
	if (ir_expr_is_const_int(t->shape.v[ax], &e))
		snprintf(ext, sizeof ext, "%lld", (long long)e);
	char who[300];
	if (var_name(a))
		snprintf(who, sizeof who, "'%s'", var_name(a));
	else
		snprintf(who, sizeof who, "at argument %u", i);
	diag_error(a->span,
		   "LowerAutoVectorSplit: '%s' inside the automatically split vector region carries a "
		   "full-width operand %s (extent %s on its dim %d, the pl.SplitMode.%s split axis), but its "
		   "result is halved to the lane's extent, so both lanes would read the whole operand under a "
		   "per-lane result; make the lane's half first (load or slice it inside the split region, or "
		   "pl.tile.aiv_shard(...)), or give it extent 1 on the split axis to share it between the lanes",
		   spec_ops[c->u.call.op].name, who, ext, ax, split_mode_name(l));
	l->bad = true;
}

/* Ops that state their own result shape (loads, generators, views): their
 * operands are checked, or rewritten, by the halving itself. */
static bool describes_shape(const struct lavs *l, unsigned op)
{
	const struct sx_ops *o = &l->sx.ops;
	enum type_rule r = (enum type_rule)spec_ops[op].type_rule.kind;
	return op == o->load || op == o->slice || op == o->reshape || op == o->full || op == o->create ||
	       op == o->set_valid || op == o->transpose || r == TR_reinterpret_view;
}

static bool is_view(const struct lavs *l, unsigned op)
{
	return op == l->sx.ops.reshape || spec_ops[op].type_rule.kind == TR_reinterpret_view;
}

/* The lane's extent var v is halved to (sx_tracked), or NULL: v whole, or NULL. */
static struct expr *tracked_var(struct lavs *l, struct var *v)
{
	struct expr ref = {.kind = EX_VAR};
	ref.u.var = v;
	return v ? sx_tracked(&l->sx, &ref) : NULL;
}

/* Whether a Vector call may be halved; reports why not. */
static bool halvable(struct lavs *l, struct stmt *st, const struct expr *c)
{
	const struct spec_op *o = &spec_ops[c->u.call.op];
	const struct expr_list *args = &c->u.call.args;
	/* an operand addressed at absolute indices must stay whole, producer included */
	for (uint32_t i = 0; i < args->n; i++) {
		if (!(o->lane_absolute & (1u << i)) || !sx_tracked(&l->sx, args->v[i]))
			continue;
		bool dest = o->lane_index_dest & (1u << i);
		diag_error(args->v[i]->span,
			   "LowerAutoVectorSplit: '%s' addresses its %s operand '%s' at ABSOLUTE indices, but "
			   "'%s' is split between the two lanes, so each lane %s the wrong half; produce it "
			   "OUTSIDE the automatically split region and pass it in",
			   o->name, dest ? "destination" : "source", var_name(args->v[i]), var_name(args->v[i]),
			   dest ? "writes to" : "reads from");
		l->bad = true;
		return false;
	}
	const struct type *rt = st->kind == ST_ASSIGN ? st->u.assign.var->type : NULL;
	if (rt && rt->kind == TY_TUPLE) {
		for (uint32_t i = 0; i < args->n; i++)
			if (sx_tracked(&l->sx, args->v[i])) {
				diag_error(c->span,
					   "LowerAutoVectorSplit: '%s' returns a tuple of tiles and reads '%s', which "
					   "the split halves; halving a tuple result is not supported: compute it "
					   "outside the automatically split region",
					   o->name, var_name(args->v[i]));
				l->bad = true;
				return false;
			}
		return true;
	}
	if (!rt || rt->kind != TY_TILE || l->sx.dim >= (int)rt->shape.n)
		return true;
	if (sx_singleton(&l->sx, rt)) {
		enum type_rule r = (enum type_rule)o->type_rule.kind;
		if ((r == TR_col_reduce && l->sx.dim == 0) || (r == TR_row_reduce && l->sx.dim == 1)) {
			const struct type *at = args->n ? ir_expr_type(args->v[0]) : NULL;
			if (at && at->kind == TY_TILE && !sx_singleton(&l->sx, at)) {
				diag_error(c->span,
					   "LowerAutoVectorSplit: '%s' reduces on the split axis (dim %d of the "
					   "pl.SplitMode.%s split): each lane would reduce only its half; reduce "
					   "outside the split region or split along the other axis",
					   o->name, l->sx.dim, split_mode_name(l));
				l->bad = true;
				return false;
			}
		}
		return true;
	}
	if (o->flags & OP_FLAG_MASK(position_generator)) {
		diag_error(c->span,
			   "LowerAutoVectorSplit: '%s' makes values that depend on each element's position, "
			   "and its automatic split-axis halving would restart them in each lane; generate the "
			   "tile outside the split region, or give it extent 1 on the split axis",
			   o->name);
		l->bad = true;
		return false;
	}
	if (describes_shape(l, c->u.call.op))
		return true;
	for (uint32_t i = 0; i < args->n; i++) {
		const struct type *t = ir_expr_type(args->v[i]);
		int ax = operand_split_axis(l, rt, t);
		if (ax < 0 || (o->lane_invariant & (1u << i)) || sx_tracked(&l->sx, args->v[i]))
			continue;
		full_width_error(l, c, args->v[i], i, ax);
		return false;
	}
	return true;
}

/* A view (reshape, reinterpret_view) of a whole source: the view stays whole and
 * a slice after it takes the lane's part, under the view's own var (renamed
 * NAME_1; the whole view gets a new var named as the view was). */
static bool full_view(struct lavs *l, struct stmt *st, struct stmt_buf *out)
{
	struct expr *c = st->u.assign.value;
	struct var *v = st->u.assign.var;
	const struct type *t = v->type;
	struct arena *a = l->sx.a;
	int dim = l->sx.dim;
	if (t->kind != TY_TILE || dim >= (int)t->shape.n || sx_singleton(&l->sx, t) || !c->u.call.args.n ||
	    sx_tracked(&l->sx, c->u.call.args.v[0]))
		return false;
	int64_t whole;
	if (!ir_expr_is_const_int(t->shape.v[dim], &whole)) {
		diag_error(c->span,
			   "LowerAutoVectorSplit: '%s' of a full-width source requires a static split extent: "
			   "each lane takes its part of the view with a tile.slice, which needs the lane's "
			   "extent at compile time; make dim %d of the result a constant, or take the view "
			   "outside the split region",
			   spec_ops[c->u.call.op].name, dim);
		l->bad = true;
		return true;
	}
	struct expr *h = sx_half_of(&l->sx, t->shape.v[dim]);
	struct var *view = ir_new_var(l->sx.p, v->name, VAR_LOCAL, t, v->span);
	st->u.assign.var = view;
	ir_sb_push(out, st);
	char name[256];
	snprintf(name, sizeof name, "%s_1", v->name);
	v->name = pu_fresh_name(&l->names, name);
	struct expr_list shape = ir_expr_list_copy(a, t->shape), off = ir_expr_list_new(a, t->shape.n);
	shape.v[dim] = h;
	for (uint32_t i = 0; i < t->shape.n; i++)
		off.v[i] = (int)i == dim ? sx_bin(&l->sx, BO_MUL, ir_new_var_ref(a, l->sx.lane, c->span), h, c->span)
					 : sx_idx(&l->sx, 0, c->span);
	struct expr_list args = ir_expr_list_new(a, 3);
	args.v[0] = ir_new_var_ref(a, view, c->span);
	args.v[1] = ir_new_list(a, shape, c->span);
	args.v[2] = ir_new_list(a, off, c->span);
	struct expr *sl = ir_new_call(a, l->sx.ops.slice, args, c->span);
	if (!tc_deduce_call(a, sl)) {
		l->bad = true;
		return true;
	}
	v->type = sl->type;
	sx_track(&l->sx, v, h);
	ir_sb_push(out, ir_new_assign(a, v, sl, st->span));
	return true;
}

/* A reinterpret_view of a halved source with an explicit shape: the shape is the
 * lane's (halved on the source's split axis) when it is the one the view infers by
 * itself; another shape of the same bytes spreads the lanes' rows differently and
 * is refused. */
static bool halve_view_shape(struct lavs *l, struct expr *c)
{
	struct expr_list *args = &c->u.call.args;
	int ax = args->n ? sx_tracked_axis(&l->sx, args->v[0]) : -1;
	if (ax < 0 || args->n < 2 || args->v[1]->kind != EX_LIST || !args->v[1]->u.list.n)
		return true;
	struct expr *probe = pu_call_copy(l->sx.a, c);
	probe->u.call.args.n = 1;
	probe->type = NULL;
	const struct type *inferred = tc_deduce_call(l->sx.a, probe) ? probe->type : NULL;
	struct expr *given = args->v[1];
	struct expr_list hs = ir_expr_list_copy(l->sx.a, given->u.list);
	bool same = inferred && inferred->kind == TY_TILE && inferred->shape.n == hs.n && ax < (int)hs.n;
	if (same)
		hs.v[ax] = sx_half_of(&l->sx, hs.v[ax]);
	for (uint32_t i = 0; same && i < hs.n; i++) {
		int64_t x, y;
		same = ir_expr_is_const_int(hs.v[i], &x) && ir_expr_is_const_int(inferred->shape.v[i], &y) ? x == y
			: ir_expr_equal_exact(hs.v[i], inferred->shape.v[i]);
	}
	if (!same) {
		diag_error(given->span,
			   "LowerAutoVectorSplit: under the split, the shape of tile.reinterpret_view must match "
			   "its auto-inferred shape (the source's shape with the last axis rescaled to the new "
			   "dtype): another shape of the same bytes spreads the lanes' halves differently; drop "
			   "shape=, or reinterpret outside the split region");
		l->bad = true;
		return false;
	}
	struct expr *n = ir_expr_copy(l->sx.a, given);
	n->u.list = hs;
	args->v[1] = n;
	return true;
}

/* A halved call still agrees with its operator's own type deduction over the
 * operands it now has (the physical shape; the lanes' valid extents are the
 * pass's own).  Reported otherwise. */
static void check_consistent(struct lavs *l, struct stmt *st)
{
	if (st->kind != ST_ASSIGN || !tracked_var(l, st->u.assign.var))
		return;
	struct expr *c = st->u.assign.value;
	if (describes_shape(l, c->u.call.op))
		return;
	const struct type *t = st->u.assign.var->type;
	struct expr *probe = pu_call_copy(l->sx.a, c);
	probe->type = NULL;
	bool ok = tc_deduce_call(l->sx.a, probe) && probe->type->kind == TY_TILE &&
		  probe->type->shape.n == t->shape.n;
	for (uint32_t i = 0; ok && i < t->shape.n; i++)
		ok = ir_expr_equal_exact(probe->type->shape.v[i], t->shape.v[i]);
	if (ok)
		return;
	diag_error(c->span,
		   "LowerAutoVectorSplit: '%s' halved onto a lane no longer matches type inference over "
		   "its operands: its result is the lane's half, but its operands do not make one (an "
		   "operand no lane holds a half of, or one whose axes the op permutes); make the lane's "
		   "half of the operand first, or compute it outside the split region",
		   spec_ops[c->u.call.op].name);
	l->bad = true;
}

/* A loop's backedge agrees with its carry: both halved, or both whole. */
static void check_backedge(struct lavs *l, uint32_t n, struct iter_arg *iter, struct stmt_list body)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct type *t = iter[i].var->type;
		struct var *y = pu_yielded_var(body, i);
		if (!y || t->kind != TY_TILE || l->sx.dim >= (int)t->shape.n || sx_singleton(&l->sx, t))
			continue;
		bool carry = tracked_var(l, iter[i].var) != NULL, yielded = tracked_var(l, y) != NULL;
		if (carry == yielded || sx_singleton(&l->sx, y->type))
			continue;
		struct span sp = body.n ? body.v[body.n - 1]->span : iter[i].var->span;
		if (carry)
			diag_error(sp,
				   "LowerAutoVectorSplit: loop carry '%s' is split between the lanes (its initial "
				   "value is), but the body yields '%s', which is full width; yield a lane-local "
				   "value, or start the carry from a whole one",
				   iter[i].var->name, y->name);
		else
			diag_error(sp,
				   "LowerAutoVectorSplit: loop carry '%s' is full width, but the body yields '%s', "
				   "which the split made lane-local; start the carry from a lane-local value",
				   iter[i].var->name, y->name);
		l->bad = true;
	}
}

/* An if's merge vars follow their branches: halved when both yield a halved value. */
static void merge_branches(struct lavs *l, struct stmt *st)
{
	for (uint32_t i = 0; i < st->u.cond.n_ret; i++) {
		struct var *rv = st->u.cond.return_vars[i];
		if (rv->type->kind != TY_TILE || l->sx.dim >= (int)rv->type->shape.n || sx_singleton(&l->sx, rv->type))
			continue;
		struct var *a = pu_yielded_var(st->u.cond.then_body, i);
		struct var *b = pu_yielded_var(st->u.cond.else_body, i);
		struct expr *ha = tracked_var(l, a), *hb = tracked_var(l, b);
		if (ha && hb) {
			rv->type = sx_with_half(&l->sx, rv->type, ha);
			sx_track(&l->sx, rv, ha);
		} else if ((ha || hb) && a && b) {
			diag_error(st->span,
				   "LowerAutoVectorSplit: the branches disagree about merge variable '%s': '%s' "
				   "is split between the lanes and '%s' is full width; make both lane-local or "
				   "both whole",
				   rv->name, ha ? a->name : b->name, ha ? b->name : a->name);
			l->bad = true;
		}
	}
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
	struct expr *c = pu_stmt_call(s);
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
		struct expr *c = pu_stmt_call(st);
		if (l->bad || l->sx.bad) { /* the first refusal is the one reported */
			ir_sb_push(&out, st);
			continue;
		}
		if (st->kind == ST_SCOPE && st->u.scope.kind == SC_SPLIT_AIV) {
			lower_region(l, st, &out);
			continue;
		}
		if (c && st->kind == ST_ASSIGN && move_dir(l, c) > 0) {
			shard(l, st);
		} else if (c && st->kind == ST_ASSIGN && move_dir(l, c) < 0) {
			gather(l, st, &out);
		} else if (c && call_aff(l, c) == AF_VECTOR) {
			if (st->kind == ST_ASSIGN && is_view(l, c->u.call.op) && full_view(l, st, &out))
				continue;
			if (st->kind == ST_ASSIGN && spec_ops[c->u.call.op].type_rule.kind == TR_reinterpret_view) {
				c = pu_call_copy(l->sx.a, c);
				st->u.assign.value = c;
				if (!halve_view_shape(l, c))
					continue;
			}
			if (halvable(l, st, c)) {
				sx_halve_call(&l->sx, st);
				check_consistent(l, st);
			}
		} else if (st->kind == ST_FOR || st->kind == ST_WHILE) {
			bool w = st->kind == ST_WHILE;
			uint32_t n = w ? st->u.wloop.n_iter : st->u.loop.n_iter;
			struct iter_arg *it = w ? st->u.wloop.iter : st->u.loop.iter;
			struct stmt_list *body = w ? &st->u.wloop.body : &st->u.loop.body;
			sx_halve_loop_carries(&l->sx, n, it, w ? st->u.wloop.return_vars : st->u.loop.return_vars);
			*body = lower_list(l, *body);
			check_backedge(l, n, it, *body);
		} else if (st->kind == ST_IF) {
			st->u.cond.then_body = lower_list(l, st->u.cond.then_body);
			st->u.cond.else_body = lower_list(l, st->u.cond.else_body);
			merge_branches(l, st);
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

/* The first scope (not a split_aiv region) in b, nested bodies included, or NULL. */
static struct stmt *find_scope(struct stmt_list b)
{
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt *st = b.v[i];
		if (st->kind == ST_SCOPE && st->u.scope.kind != SC_SPLIT_AIV)
			return st;
		struct stmt_list *kids[2];
		int n = ir_stmt_children(st, kids);
		for (int k = 0; k < n; k++) {
			struct stmt *r = find_scope(*kids[k]);
			if (r)
				return r;
		}
	}
	return NULL;
}

/* Regions are lowered where they stand, never through a scope (which outlines and
 * scopes names): a region inside a scope, or a scope inside a region, is refused. */
static bool check_region_nesting(struct lavs *l, struct stmt_list b, bool in_scope)
{
	for (uint32_t i = 0; i < b.n; i++) {
		struct stmt *st = b.v[i];
		bool region = st->kind == ST_SCOPE && st->u.scope.kind == SC_SPLIT_AIV;
		if (region && in_scope) {
			diag_error(st->span, "LowerAutoVectorSplit: this pl.split_aiv region is nested inside a "
				   "scope, which the lowering does not enter; put the region directly in the "
				   "function (a pl.at scope is outlined into its own function first)");
			l->bad = true;
			return false;
		}
		if (region) {
			struct stmt *sc = find_scope(st->u.scope.body);
			if (sc) {
				diag_error(sc->span, "LowerAutoVectorSplit: a scope survives inside a pl.split_aiv "
					   "region body, whose ops the lowering would leave whole in both lanes; "
					   "move the scope out of the region");
				l->bad = true;
				return false;
			}
		}
		struct stmt_list *kids[2];
		int n = ir_stmt_children(st, kids);
		for (int k = 0; k < n; k++)
			if (!check_region_nesting(l, *kids[k], in_scope || (st->kind == ST_SCOPE && !region)))
				return false;
	}
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
	if (ir_split_aiv_made()) /* else no program holds a region */
		ir_walk_compound_stmts(f->body, is_region, &regions);
	if (regions && !check_region_nesting(l, f->body, false))
		return false;
	int64_t mode = regions ? 0 : sx_split_code(sx_attr_get(f, "split"));
	/* names are collected (a walk of f) only for a function to rewrite */
	if (!regions && !(mode > 0 && mode <= 2 && !sx_attr_true(f, "split_aiv") &&
			  list_aff(l, f->body) == AF_MIXED))
		return false;
	struct stmt *sc = regions ? NULL : find_scope(f->body);
	if (sc) {
		diag_error(sc->span, "LowerAutoVectorSplit: the mixed Cube + Vector pl.split function's body "
			   "still contains a scope, which the automatic split does not enter; outline the scope "
			   "(pl.at in an Opaque or Orchestration function) or write its body without it");
		l->bad = true;
		return false;
	}
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
