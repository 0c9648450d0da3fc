/* ResolveBackendOpLayouts (seed 000): repairs the row-major layout slots the
 * configured backend declares for an op (specs: op `layout`, backend
 * overrides) around each call in InCore functions.  [N, 1] col-major operands
 * are viewed as [1, N] through the reshape op, a strided one (a column
 * window of a wider tile, whose elements are not back to back) first moved
 * into a col-major tile of its own (`<r>__cm_a<i>_tmp_v<N>`); other non-row-major tile
 * operands are copied by the move op to row_major/none_box in the same space;
 * a non-row-major result is computed into a row-major Vec temp and moved back
 * (a col-major [N, 1] one as a [1, N], an op's shape operand made [1, N]).
 * First a row-major [N, 1] tile (a filled column), which the backend's ptoas
 * does not allocate (rows of one element), is typed col-major: the same
 * elements in the same order, repaired as every column vector.
 * An operand the backend's instruction reads from a tile of its result's
 * physical shape (override operands_in_result_shape) and that is narrower is
 * placed in such a tile with its own valid shape (create, set_validshape,
 * assemble at the origin); where that cannot apply the ptoas rules report it.
 * A yield of a Vec tile of other layouts than the if result's or the loop
 * iter arg's it becomes is moved to those first (relay_yield), a loop's iter
 * arg typed otherwise than its result taking the result's layouts and its
 * init moved to them (retype_carry, relay_inits); with pass_ctx
 * keep_op_layouts (ptoc check's reference build) that is all the pass does.
 * The repairs are named as the reference names them: `<r>__rm_a<i>_tmp_v<N>`
 * for operand i and `<r>__row_major_tmp_v<N>` for the result of a call
 * assigned to `r` (N counts per function).
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D
 * produces: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, NormalizedStmtStructure */
#include <string.h>

#include "backend.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"
#include "verify_ptoas_rules.h"

/* A predicate's answer for a type (memo_of). */
struct type_memo {
	const struct type *t;
	bool yes;
};

struct rbl {
	const struct spec_backend *be;
	struct program *p;
	struct arena *a;
	struct function *fn;
	struct pu_names names; /* lazy: collected at the first temp of fn */
	unsigned counter;      /* N of the `__..._tmp_vN` repair names in fn */
	unsigned op_reshape, op_move, op_create, op_set_valid, op_assemble;
	/* row_major_type's results by the type they were made for (pointer
	 * hash; types are immutable and the arena frees none during the pass) */
	struct { const struct type *from, *to; } rm_memo[256];
	/* needs_repair's and col_vector's answers by type, alike */
	struct type_memo nr_memo[64], cv_memo[64];
	/* colvec_type's answers by type, alike, and the types it keeps as
	 * they are (most: every def's type is asked) */
	struct { const struct type *from, *to; } cvt_memo[64];
	const struct type *kept_memo[256];
	/* the vars of fn naming a window whose elements are not contiguous
	 * (walk_stmt: a var is strided when its value is (strided_value), a
	 * loop's iter arg and result when its initial value or the value
	 * yielded back is, an if's result when a branch yields a strided
	 * value) */
	struct ptab strided;
	unsigned op_slice;
	bool keep; /* pass_ctx keep_op_layouts: if-result yields only */
	/* a call of an op with a layout slot or widened operands was built
	 * (layout_demand): else no statement is repaired */
	bool demand;
	/* a slice was built: else no window is strided */
	bool slices;
	/* repair_name's last stem and the length of its user name */
	const char *stem;
	size_t stem_len;
};

/* Per op, looked up at its first call: the backend's layout slots and the
 * operands it reads in tiles of the result's shape; kept for the backend
 * across runs (a program compiled one kernel at a time runs the pass once
 * per kernel). */
static struct {
	const be_t *be;
	uint8_t known[OP_COUNT];
	struct be_layout_slots slots[OP_COUNT];
	uint32_t shape_operands[OP_COUNT];
} op_cache;

static bool row_major(const struct type *t)
{
	return ir_tile_view_effective(t).blayout == TL_row_major;
}

/* [N, 1] with a col-major block layout: same flat order as [1, N] row-major. */
static bool col_vector(const struct type *t)
{
	int64_t one;
	return t->shape.n == 2 && ir_expr_is_const_int(t->shape.v[1], &one) && one == 1 &&
	       ir_tile_view_effective(t).blayout == TL_col_major;
}

static bool needs_repair(const struct type *t)
{
	return t->kind == TY_TILE && !row_major(t);
}

/* pred(t), remembered in memo[64] by type */
static bool memo_of(struct type_memo *memo, const struct type *t, bool (*pred)(const struct type *))
{
	uint32_t h = (uint32_t)(ptr_hash(t) >> 58);
	if (memo[h].t != t) {
		memo[h].t = t;
		memo[h].yes = pred(t);
	}
	return memo[h].yes;
}

static bool col_vector_memo(struct rbl *r, const struct type *t)
{
	return memo_of(r->cv_memo, t, col_vector);
}

static bool needs_repair_memo(struct rbl *r, const struct type *t)
{
	return memo_of(r->nr_memo, t, needs_repair);
}

/* The backend's facts about op that rewrite reads at every call (op_cache
 * is for r's backend: layout_demand sees to it at the start of the pass). */
static inline void op_facts(struct rbl *r, unsigned op)
{
	if (op >= OP_COUNT || op_cache.known[op])
		return;
	op_cache.known[op] = 1;
	op_cache.slots[op] = be_op_layout(r->be, op);
	op_cache.shape_operands[op] = be_op_result_shape_operands(r->be, op);
}

/* The row-major counterpart of tile type t: [1, N] for a column vector,
 * else the same shape with blayout row_major, slayout none_box. */
static const struct type *row_major_type(struct rbl *r, const struct type *t, struct span sp)
{
	uint32_t h = (uint32_t)(ptr_hash(t) >> 56);
	if (r->rm_memo[h].from == t)
		return r->rm_memo[h].to;
	struct tile_view v = ir_tile_view_effective(t);
	struct expr_list shape = t->shape;
	bool col = col_vector_memo(r, t);
	if (col) {
		shape = ir_expr_list_new(r->a, 2);
		shape.v[0] = ir_new_int(r->a, 1, DT_INDEX, sp);
		shape.v[1] = t->shape.v[0];
		struct expr_list valid = ir_expr_list_new(r->a, 2);
		valid.v[0] = shape.v[0];
		valid.v[1] = v.valid_shape.v[0];
		v.valid_shape = valid;
	}
	v.blayout = TL_row_major;
	v.slayout = TL_none_box;
	/* a reshape views the same buffer; a move writes a new one */
	const struct type *rm = ir_type_tile(r->a, shape, (enum dtype)t->dtype, (enum memspace)t->mem,
					     &v, col ? t->memref : NULL);
	r->rm_memo[h].from = t;
	r->rm_memo[h].to = rm;
	return rm;
}

static struct expr *shape_list(struct rbl *r, struct expr_list shape, struct span sp)
{
	return ir_new_list(r->a, ir_expr_list_copy(r->a, shape), sp);
}

/* `x` reshaped to `to` (a column vector and its row view, either way). */
static struct expr *reshape_call(struct rbl *r, struct expr *x, const struct type *to,
				 struct span sp)
{
	struct expr *args[2] = {x, shape_list(r, to->shape, sp)};
	struct expr *c = ir_new_call(r->a, r->op_reshape, (struct expr_list){2, args}, sp);
	c->type = to;
	return c;
}

/* `x` moved within its space to the layouts of `to`. */
static struct expr *move_call(struct rbl *r, struct expr *x, const struct type *to,
			      struct span sp)
{
	struct expr *args[1] = {x};
	struct expr *c = ir_new_call(r->a, r->op_move, (struct expr_list){1, args}, sp);
	struct tile_view v = ir_tile_view_effective(to);
	enum memspace mem = to->mem < MS_COUNT ? (enum memspace)to->mem
					       : (enum memspace)spec_ops[r->op_move].out_space;
	ir_call_set_kwarg_int(c, "target_memory", mem);
	ir_call_set_kwarg_int(c, "blayout", v.blayout);
	ir_call_set_kwarg_int(c, "slayout", v.slayout);
	c->type = to;
	return c;
}

/* `from` converted to `to`: reshape between a column vector and its row
 * view, a move otherwise. */
static struct expr *convert(struct rbl *r, struct expr *x, const struct type *from,
			    const struct type *to, struct span sp)
{
	if (col_vector_memo(r, from) || col_vector_memo(r, to))
		return reshape_call(r, x, to, sp);
	return move_call(r, x, to, sp);
}

static struct var *emit_temp(struct rbl *r, struct stmt_buf *out, const char *base,
			     const struct type *t, struct expr *value, struct span sp)
{
	struct var *v = ir_new_var(r->p, pu_fresh_name(&r->names, base), VAR_LOCAL, t, sp);
	ir_sb_push(out, ir_new_assign(r->a, v, value, sp));
	return v;
}

/* A name written in a fixed array part by part, NUL-terminated after each,
 * cut to the array as snprintf would cut it (one per repaired operand, so no
 * printf).  `end` is the array's last byte, kept for the NUL. */
struct name_out {
	char *d, *end;
};

static inline void name_put(struct name_out *o, const char *s, size_t len)
{
	size_t room = (size_t)(o->end - o->d);
	if (len <= room) /* a constant len is copied by a store */
		memcpy(o->d, s, len);
	else
		memcpy(o->d, s, len = room);
	o->d += len;
	*o->d = 0;
}

static inline void name_put_num(struct name_out *o, uint64_t k)
{
	char num[20];
	if (o->end - o->d >= 20) {
		o->d = put_u64(o->d, k);
		*o->d = 0;
	} else {
		name_put(o, num, (size_t)(put_u64(num, k) - num));
	}
}

/* out = stem, then suffix, then k in decimal when k >= 0, cut to n - 1 bytes. */
static void name_join(char *out, size_t n, const char *stem, const char *suffix, long k)
{
	struct name_out o = {out, out + n - 1};
	name_put(&o, stem, strlen(stem));
	name_put(&o, suffix, strlen(suffix));
	if (k >= 0)
		name_put_num(&o, (uint64_t)k);
}

/* Whether tile type t, static, row-major and of rank 2 like result type rt, fits
 * inside rt's physical shape without being it. */
static bool widenable(const struct type *t, const struct type *rt)
{
	if (t->kind != TY_TILE || rt->kind != TY_TILE || t->shape.n != 2 || rt->shape.n != 2 ||
	    !row_major(t) || ir_tile_view_effective(t).slayout != TL_none_box)
		return false;
	bool narrower = false;
	for (uint32_t d = 0; d < 2; d++) {
		int64_t x, y;
		if (!ir_expr_is_const_int(t->shape.v[d], &x) || !ir_expr_is_const_int(rt->shape.v[d], &y) ||
		    x > y)
			return false;
		narrower |= x < y;
	}
	return narrower;
}

static struct expr *call_of(struct rbl *r, unsigned op, struct expr **args, uint32_t n,
			    const struct type *t, struct span sp)
{
	struct expr *c = ir_new_call(r->a, op, (struct expr_list){n, args}, sp);
	c->type = t;
	return c;
}

/* x placed in a tile of shape `shape` (its dtype and space), x's valid shape the
 * new tile's: tile.create, tile.set_validshape, tile.assemble at [0, 0]. */
static struct expr *widen(struct rbl *r, struct stmt_buf *out, struct expr *x, struct expr_list shape,
			  const char *stem, struct span sp)
{
	const struct type *xt = ir_expr_type(x);
	enum dtype dt = (enum dtype)xt->dtype;
	enum memspace mem = (enum memspace)xt->mem;
	char base[200];
	const struct type *wt = ir_type_tile(r->a, shape, dt, mem, NULL, NULL);
	struct expr *cargs[1] = {shape_list(r, shape, sp)};
	struct expr *c = call_of(r, r->op_create, cargs, 1, wt, sp);
	ir_call_set_kwarg_int(c, "dtype", dt);
	if (mem < MS_COUNT)
		ir_call_set_kwarg_int(c, "target_memory", mem);
	name_join(base, sizeof base, stem, "_wide", -1);
	struct var *w = emit_temp(r, out, base, wt, c, sp);
	struct tile_view v = ir_tile_view_effective(wt);
	struct expr_list valid = ir_tile_view_effective(xt).valid_shape;
	v.valid_shape = ir_expr_list_copy(r->a, valid);
	const struct type *vt = ir_type_tile(r->a, shape, dt, mem, &v, NULL);
	struct expr *vargs[3] = {ir_new_var_ref(r->a, w, sp), valid.v[0], valid.v[1]};
	name_join(base, sizeof base, stem, "_wide_valid", -1);
	struct var *wv = emit_temp(r, out, base, vt, call_of(r, r->op_set_valid, vargs, 3, vt, sp), sp);
	struct expr *origin[2] = {ir_new_int(r->a, 0, DT_INDEX, sp), ir_new_int(r->a, 0, DT_INDEX, sp)};
	struct expr *aargs[3] = {ir_new_var_ref(r->a, wv, sp), x,
				 ir_new_list(r->a, ir_expr_list_copy(r->a, (struct expr_list){2, origin}), sp)};
	name_join(base, sizeof base, stem, "_wide_in", -1);
	struct var *wa = emit_temp(r, out, base, vt, call_of(r, r->op_assemble, aargs, 3, vt, sp), sp);
	return ir_new_var_ref(r->a, wa, x->span);
}

/* The operands of call (the statement's result res) the backend reads in tiles of
 * the result's shape, widened to it; returns whether any was. */
static bool widen_operands(struct rbl *r, struct stmt *s, struct expr *call, struct var *res,
			   struct stmt_buf *out)
{
	unsigned op = call->u.call.op;
	uint32_t want = !res ? 0
			: op < OP_COUNT ? op_cache.shape_operands[op]
					: be_op_result_shape_operands(r->be, op);
	struct expr_list args = call->u.call.args;
	bool any = false;
	for (uint32_t i = 0; i < args.n && i < 32; i++) {
		if (!(want & (1u << i)) || !widenable(ir_expr_type(args.v[i]), res->type))
			continue;
		if (!any)
			call->u.call.args = ir_expr_list_copy(r->a, args);
		any = true;
		char stem[200];
		if (args.v[i]->kind == EX_VAR)
			name_join(stem, sizeof stem, args.v[i]->u.var->name, "", -1);
		else
			name_join(stem, sizeof stem, res->name, "_a", i);
		call->u.call.args.v[i] = widen(r, out, args.v[i], res->type->shape, stem, s->span);
	}
	return any;
}

/* `<res>__<role><k>_tmp_v<N>` into out, of REPAIR_NAME_MAX bytes (res's
 * user name cut to 120 bytes, `layout_fix` for a call with no result; k
 * only when k >= 0), N the function's next. */
enum { REPAIR_NAME_MAX = 200 };
static void repair_name(struct rbl *r, char out[REPAIR_NAME_MAX], const struct var *res,
			const char *role, long k)
{
	const char *stem = res ? res->name : "layout_fix";
	if (stem != r->stem) { /* a result's repairs come one after another */
		r->stem = stem;
		r->stem_len = res ? (size_t)ir_user_name_len(stem) : strlen(stem);
	}
	size_t blen = r->stem_len;
	size_t rlen = strlen(role);
	/* 120 + "__" + role + 20 digits + "_tmp_v" + 20 digits + NUL fits */
	ASSERT(rlen <= 16);
	struct name_out o = {out, out + REPAIR_NAME_MAX - 1};
	name_put(&o, stem, blen > 120 ? 120 : blen);
	name_put(&o, "__", 2);
	name_put(&o, role, rlen);
	if (k >= 0)
		name_put_num(&o, (uint64_t)k);
	name_put(&o, "_tmp_v", 6);
	name_put_num(&o, r->counter++);
}

/* A row-major [N, 1] tile (a tile.full of a column, N > 1) has rows of one
 * element, which no backend allocates (ptoas's tile rules: whole 32-byte
 * rows); col-major, the same N elements in the same order are one column of
 * whole lines.  Such a tile is typed col-major, the col-major [N, 1] the
 * reshape repairs below view as a row-major [1, N]; t itself when it is not
 * such a tile or col-major would not be allocated either. */
static const struct type *colvec_type(struct rbl *r, const struct type *t)
{
	int64_t one, n;
	if (t->kind != TY_TILE || t->shape.n != 2 || !ir_expr_is_const_int(t->shape.v[1], &one) ||
	    one != 1 || (ir_expr_is_const_int(t->shape.v[0], &n) && n == 1) || !row_major(t))
		return t;
	uint32_t h = (uint32_t)(ptr_hash(t) >> 58);
	if (r->cvt_memo[h].from == t)
		return r->cvt_memo[h].to;
	const struct type *to = t;
	if (!ptoas_tile_fits(r->be, 0, t)) {
		struct tile_view v = ir_tile_view_effective(t);
		v.blayout = TL_col_major;
		const struct type *cv = ir_type_tile(r->a, t->shape, (enum dtype)t->dtype,
						     (enum memspace)t->mem, &v, t->memref);
		if (ptoas_tile_fits(r->be, 0, cv))
			to = cv;
	}
	r->cvt_memo[h].from = t;
	r->cvt_memo[h].to = to;
	return to;
}

static inline void retype_colvec(struct var *v, struct stmt *s, void *ctx)
{
	struct rbl *r = ctx;
	if (r->keep)
		return;
	uint32_t h = (uint32_t)(ptr_hash(v->type) >> 56);
	if (r->kept_memo[h] == v->type)
		return;
	const struct type *to = colvec_type(r, v->type);
	if (to == v->type) {
		r->kept_memo[h] = to;
		return;
	}
	if (s && s->kind == ST_ASSIGN && s->u.assign.var == v && s->u.assign.value->kind == EX_CALL &&
	    s->u.assign.value->type == v->type)
		s->u.assign.value->type = to;
	v->type = to;
}

/* A tile of its own for the elements of col-major [N, 1] view type t. */
static const struct type *own_colvec_type(struct rbl *r, const struct type *t)
{
	struct tile_view v = ir_tile_view_effective(t);
	v.blayout = TL_col_major;
	v.slayout = TL_none_box;
	return ir_type_tile(r->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &v, NULL);
}

static bool strided_expr(struct rbl *r, const struct expr *e)
{
	return e && e->kind == EX_VAR && ptr_set_has(&r->strided, e->u.var);
}

static void mark_strided(struct rbl *r, struct var *v, bool yes)
{
	if (yes)
		ptr_set_add(&r->strided, v);
}

/* The tile an assignment's value names the buffer of (a plain alias, a view
 * or an in-place result) strides its elements when that buffer's does, and a
 * slice that is not a contiguous window of its source strides them. */
static bool strided_value(struct rbl *r, const struct expr *v)
{
	if (v->kind == EX_VAR)
		return strided_expr(r, v);
	if (v->kind != EX_CALL || !v->u.call.args.n)
		return false;
	const struct spec_op *so = &spec_ops[v->u.call.op];
	bool view = (so->flags & OP_FLAG_MASK(no_execution_memory_access)) && so->out_mem == OM_inherit;
	int src = so->reuses_input >= 0 ? so->reuses_input : view ? 0 : -1;
	if (src < 0 || (uint32_t)src >= v->u.call.args.n)
		return false;
	const struct expr *x = v->u.call.args.v[src];
	if (strided_expr(r, x))
		return true;
	return v->u.call.op == r->op_slice && !ir_tile_window_contiguous(v->type, ir_expr_type(x));
}

/* The yielded value at position i of body is strided. */
static bool strided_yield(struct rbl *r, struct stmt_list body, uint32_t i)
{
	struct stmt *y = ir_trailing_yield(body);
	return y && i < y->u.ret.values.n && strided_expr(r, y->u.ret.values.v[i]);
}

/* The list being walked (walk_list) and the statements before its k-th:
 * copied into out when the first statement is added to it. */
struct lazy_out {
	struct stmt_list l;
	uint32_t k;
	bool copying;
	struct stmt_buf out;
};

static struct stmt_buf *lazy_buf(struct lazy_out *z)
{
	if (!z->copying)
		ir_sb_append(&z->out, (struct stmt_list){z->k, z->l.v});
	z->copying = true;
	return &z->out;
}

/* Vec tiles a and b whose block or box layouts differ. */
static bool relaid(const struct type *a, const struct type *b)
{
	if (a->kind != TY_TILE || b->kind != TY_TILE || a->mem != MS_Vec || b->mem != MS_Vec)
		return false;
	struct tile_view x = ir_tile_view_effective(a), y = ir_tile_view_effective(b);
	return x.blayout != y.blayout || x.slayout != y.slayout;
}

/* A loop's tile iter arg, init and result are one buffer.  The result of a
 * one-value yield is typed as the value yielded, which may be laid out
 * otherwise than the init the iter arg is typed as (a row-major carry
 * yielded as the NZ tile of an Acc -> Vec move): the iter arg takes the
 * result's layouts, before the body is rewritten, so that the ops reading
 * it are repaired for them; the init is moved to them before the loop and
 * the yields after (rewrite). */
static void retype_carry(struct rbl *r, struct stmt *s)
{
	bool f = s->kind == ST_FOR;
	uint32_t n = f ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = f ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rv = f ? s->u.loop.return_vars : s->u.wloop.return_vars;
	for (uint32_t i = 0; i < n; i++) {
		const struct type *t = it[i].var->type, *rt = rv[i]->type;
		if (!relaid(t, rt))
			continue;
		struct tile_view v = ir_tile_view_effective(t), w = ir_tile_view_effective(rt);
		v.blayout = w.blayout;
		v.slayout = w.slayout;
		it[i].var->type = ir_type_tile(r->a, t->shape, (enum dtype)t->dtype, MS_Vec, &v,
					       t->memref);
	}
}

/* A loop's init of other layouts than its (retyped) iter arg's is moved to
 * them before the loop (`<r>__init_tmp_v<N>`, r the result). */
static void relay_inits(struct rbl *r, struct stmt *s, struct lazy_out *z)
{
	bool f = s->kind == ST_FOR;
	uint32_t n = f ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = f ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rv = f ? s->u.loop.return_vars : s->u.wloop.return_vars;
	for (uint32_t i = 0; i < n; i++) {
		if (!it[i].init || !relaid(ir_expr_type(it[i].init), it[i].var->type))
			continue;
		const struct type *from = ir_expr_type(it[i].init), *to = it[i].var->type;
		struct tile_view v = ir_tile_view_effective(to);
		v.valid_shape = ir_tile_view_effective(from).valid_shape;
		const struct type *t = ir_type_tile(r->a, to->shape, (enum dtype)to->dtype, MS_Vec, &v,
						    NULL);
		char base[REPAIR_NAME_MAX];
		repair_name(r, base, rv[i], "init", -1);
		struct var *tv = emit_temp(r, lazy_buf(z), base, t, move_call(r, it[i].init, t, s->span),
					   s->span);
		it[i].init = ir_new_var_ref(r->a, tv, s->span);
	}
}

/* The value a yield of s at position i becomes: an if's result, a loop's
 * iter arg (read by the next trip, its type the result's). */
static struct var *yield_target(struct stmt *s, uint32_t i)
{
	switch (s->kind) {
	case ST_IF:
		return s->u.cond.return_vars[i];
	case ST_FOR:
		return s->u.loop.iter[i].var;
	default:
		return s->u.wloop.iter[i].var;
	}
}

/* An if's tile result is one buffer that both branches write and that is
 * read past the if in the result's declared layout, and a loop's iter arg
 * one that the next trip reads in the iter arg's.  A yield of a Vec tile of
 * another block or box layout (the NZ tile of an Acc -> Vec move yielded as
 * a row-major result, or a row-major one as an NZ result) would leave its
 * bytes in its own layout there: the value is moved to the target's layouts
 * before the yield (`<r>__yield_tmp_v<N>`, r the result). */
static struct stmt_list relay_yield(struct rbl *r, struct stmt_list body, struct stmt *s,
				    struct var **rvs, uint32_t n)
{
	struct stmt *y = ir_trailing_yield(body);
	if (!y)
		return body;
	struct stmt_buf out = {0};
	struct expr_list vals = {0};
	for (uint32_t i = 0; i < n && i < y->u.ret.values.n; i++) {
		struct expr *x = y->u.ret.values.v[i];
		const struct type *to = yield_target(s, i)->type, *from = ir_expr_type(x);
		if (!relaid(from, to))
			continue;
		struct tile_view a = ir_tile_view_effective(from), b = ir_tile_view_effective(to);
		if (!out.n) {
			for (uint32_t k = 0; k + 1 < body.n; k++)
				ir_sb_push(&out, body.v[k]);
			vals = ir_expr_list_copy(r->a, y->u.ret.values);
		}
		/* the moved tile keeps the value's valid extents */
		struct tile_view v = b;
		v.valid_shape = a.valid_shape;
		const struct type *t = ir_type_tile(r->a, to->shape, (enum dtype)to->dtype, MS_Vec,
						    &v, NULL);
		char base[REPAIR_NAME_MAX];
		repair_name(r, base, rvs[i], "yield", -1);
		struct var *tv = emit_temp(r, &out, base, t, move_call(r, x, t, y->span), y->span);
		vals.v[i] = ir_new_var_ref(r->a, tv, x->span);
	}
	if (!out.n) {
		ir_sb_free(&out);
		return body;
	}
	ir_sb_push(&out, ir_new_yield(r->a, vals, y->span));
	struct stmt_list l = ir_sb_finish(r->a, &out);
	ir_sb_free(&out);
	return l;
}

/* The call statement s carries (an assignment's or evaluation's value), or NULL. */
static struct expr *stmt_call(struct stmt *s)
{
	struct expr *call = s->kind == ST_ASSIGN ? s->u.assign.value
			    : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return call && call->kind == EX_CALL ? call : NULL;
}

static struct be_layout_slots op_slots(struct rbl *r, unsigned op)
{
	return op < OP_COUNT ? op_cache.slots[op] : be_op_layout(r->be, op);
}

/* Whether rewrite changes s, a statement of call: an operand the backend
 * reads in a tile of the result's shape is narrower, or a layout slot holds
 * a tile that is not row-major.  Most statements need neither and stay as
 * they are (their list is not rebuilt). */
static bool wants_repair(struct rbl *r, struct stmt *s, struct expr *call)
{
	unsigned op = call->u.call.op;
	op_facts(r, op);
	struct var *res = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
	struct be_layout_slots slots = op_slots(r, op);
	uint32_t want = !res ? 0
			: op < OP_COUNT ? op_cache.shape_operands[op]
					: be_op_result_shape_operands(r->be, op);
	if (res && slots.output && needs_repair_memo(r, res->type))
		return true;
	if (!(slots.inputs | want))
		return false;
	struct expr_list args = call->u.call.args;
	for (uint32_t i = 0; i < args.n && i < 32; i++) {
		const struct type *t = ir_expr_type(args.v[i]);
		if (((slots.inputs >> i) & 1) && needs_repair_memo(r, t))
			return true;
		if (((want >> i) & 1) && widenable(t, res->type))
			return true;
	}
	return false;
}

/* The repairs of s, a statement of call that wants_repair picked, with s
 * itself into out. */
static void rewrite(struct rbl *r, struct stmt *s, struct expr *call, struct stmt_buf *out)
{
	if (widen_operands(r, s, call, s->kind == ST_ASSIGN ? s->u.assign.var : NULL, out)) {
		s->n_comments = 0;
		s->comments = NULL;
	}
	struct be_layout_slots slots = op_slots(r, call->u.call.op);
	struct expr_list args = call->u.call.args;
	uint32_t fix_in = 0;
	for (uint32_t i = 0; i < args.n && i < 32; i++)
		if ((slots.inputs & (1u << i)) && needs_repair_memo(r, ir_expr_type(args.v[i])))
			fix_in |= 1u << i;
	struct var *res = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
	bool fix_out = res && slots.output && needs_repair_memo(r, res->type);
	if (!fix_in && !fix_out) {
		ir_sb_push(out, s);
		return;
	}
	/* the call and its statement are edited in place (only the argument
	 * array is new: another call may share it), so a repair allocates only
	 * what it adds */
	struct span sp = s->span;
	struct expr *c = call;
	c->u.call.args = ir_expr_list_copy(r->a, args);
	s->n_comments = 0; /* a repaired statement drops its comments, as a rebuilt one did */
	s->comments = NULL;
	char base[REPAIR_NAME_MAX];
	for (uint32_t i = 0; i < args.n; i++) {
		if (!(fix_in & (1u << i)))
			continue;
		struct expr *x = args.v[i];
		const struct type *from = ir_expr_type(x);
		if (col_vector_memo(r, from) && strided_expr(r, x)) {
			/* the reshape below reads N elements back to back: a
			 * strided column is first copied into its own tile */
			from = own_colvec_type(r, from);
			repair_name(r, base, res, "cm_a", (long)i);
			struct var *t = emit_temp(r, out, base, from, move_call(r, x, from, sp), sp);
			x = ir_new_var_ref(r->a, t, x->span);
		}
		const struct type *to = row_major_type(r, from, sp);
		repair_name(r, base, res, "rm_a", (long)i);
		struct var *t = emit_temp(r, out, base, to, convert(r, x, from, to, sp), sp);
		c->u.call.args.v[i] = ir_new_var_ref(r->a, t, x->span);
	}
	if (!fix_out) {
		ir_sb_push(out, s);
		return;
	}
	/* the result is computed into a row-major Vec temp (the vector unit's
	 * buffer, as the reference places it) and moved to where it lives */
	const struct type *rm = row_major_type(r, res->type, sp);
	if (rm->mem != MS_Vec && !col_vector_memo(r, res->type)) {
		/* Vec's own view (fractal, pad), the valid region of the result */
		struct type *vt = ir_type_tile(r->a, rm->shape, (enum dtype)rm->dtype, MS_Vec, NULL,
					       NULL);
		struct tile_view v = ir_tile_view_effective(vt);
		v.valid_shape = ir_tile_view_effective(rm).valid_shape;
		rm = ir_type_tile(r->a, rm->shape, (enum dtype)rm->dtype, MS_Vec, &v, NULL);
	}
	c->type = rm;
	/* an op making its result of a shape operand (tile.full) makes the temp's */
	const struct spec_op *so = &spec_ops[c->u.call.op];
	if (col_vector_memo(r, res->type))
		for (uint32_t i = 0; i < c->u.call.args.n && i < so->n_operands; i++)
			if (so->operands[i].kind == OK_shape)
				c->u.call.args.v[i] = shape_list(r, rm->shape, sp);
	repair_name(r, base, res, "row_major", -1);
	struct var *t = emit_temp(r, out, base, rm, c, sp);
	struct expr *tref = ir_new_var_ref(r->a, t, sp);
	s->u.assign.value = convert(r, tref, rm, res->type, sp);
	ir_sb_push(out, s);
}

static struct stmt_list walk_list(struct rbl *r, struct stmt_list l);

/* The loop's defs retyped (colvec_type) and marked strided (see the
 * strided set), its body walked in between. */
static void walk_loop(struct rbl *r, struct stmt *s, struct lazy_out *z)
{
	bool f = s->kind == ST_FOR;
	uint32_t n = f ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = f ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rv = f ? s->u.loop.return_vars : s->u.wloop.return_vars;
	struct stmt_list *body = f ? &s->u.loop.body : &s->u.wloop.body;
	if (f && s->u.loop.loop_var)
		retype_colvec(s->u.loop.loop_var, s, r);
	for (uint32_t i = 0; i < n; i++) {
		retype_colvec(it[i].var, s, r);
		retype_colvec(rv[i], s, r);
	}
	retype_carry(r, s);
	if (r->slices)
		for (uint32_t i = 0; i < n; i++)
			mark_strided(r, it[i].var, strided_expr(r, it[i].init));
	*body = walk_list(r, *body);
	if (r->slices)
		for (uint32_t i = 0; i < n; i++)
			mark_strided(r, rv[i], ptr_set_has(&r->strided, it[i].var) ||
						       strided_yield(r, *body, i));
	if (n) {
		relay_inits(r, s, z);
		*body = relay_yield(r, *body, s, rv, n);
	}
}

/* The defs of s retyped and marked strided, its nested bodies walked (a
 * def is settled before any use of it, which follows it in SSA form). */
static void walk_stmt(struct rbl *r, struct stmt *s, struct lazy_out *z)
{
	switch (s->kind) {
	case ST_ASSIGN:
		retype_colvec(s->u.assign.var, s, r);
		if (r->slices)
			mark_strided(r, s->u.assign.var, strided_value(r, s->u.assign.value));
		break;
	case ST_FOR:
	case ST_WHILE:
		walk_loop(r, s, z);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			retype_colvec(s->u.cond.return_vars[i], s, r);
		s->u.cond.then_body = walk_list(r, s->u.cond.then_body);
		s->u.cond.else_body = walk_list(r, s->u.cond.else_body);
		if (r->slices)
			for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
				mark_strided(r, s->u.cond.return_vars[i],
					     strided_yield(r, s->u.cond.then_body, i) ||
						     strided_yield(r, s->u.cond.else_body, i));
		if (s->u.cond.n_ret) {
			s->u.cond.then_body = relay_yield(r, s->u.cond.then_body, s,
							  s->u.cond.return_vars, s->u.cond.n_ret);
			s->u.cond.else_body = relay_yield(r, s->u.cond.else_body, s,
							  s->u.cond.return_vars, s->u.cond.n_ret);
		}
		break;
	case ST_SCOPE:
		if (s->u.scope.var)
			retype_colvec(s->u.scope.var, s, r);
		s->u.scope.body = walk_list(r, s->u.scope.body);
		break;
	default:
		break;
	}
}

/* l walked in order, each statement's repairs placed before it; l itself
 * when none is repaired, else a new list. */
static struct stmt_list walk_list(struct rbl *r, struct stmt_list l)
{
	struct lazy_out z = {.l = l};
	for (uint32_t k = 0; k < l.n; k++) {
		struct stmt *s = l.v[k];
		z.k = k;
		walk_stmt(r, s, &z);
		struct expr *call = r->demand ? stmt_call(s) : NULL;
		if (call && wants_repair(r, s, call))
			rewrite(r, s, call, lazy_buf(&z));
		else if (z.copying)
			ir_sb_push(&z.out, s);
	}
	if (z.copying) {
		l = ir_sb_finish(r->a, &z.out);
		ir_sb_free(&z.out);
	}
	return l;
}

/* Whether a call of an op with a layout slot or operands read in the
 * result's shape was built (ir_op_made): else no statement wants a repair. */
static bool layout_demand(struct rbl *r)
{
	if (op_cache.be != r->be) {
		memset(op_cache.known, 0, sizeof op_cache.known);
		op_cache.be = r->be;
	}
	for (unsigned op = 0; op < OP_COUNT; op++) {
		if (!ir_op_made(op))
			continue;
		op_facts(r, op);
		if (op_cache.slots[op].inputs || op_cache.slots[op].output || op_cache.shape_operands[op])
			return true;
	}
	return false;
}

bool pass_resolve_backend_op_layouts(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* many tests build IR with no backend: a no-op then */
	struct rbl r = {
		.be = ctx->backend, .p = p, .a = p->arena,
		.op_reshape = pu_op_by_rule(TR_reshape, OK_tile),
		.op_move = pu_op_by_rule(TR_move, OK_tile),
		.op_create = pu_op_by_rule(TR_create, OK_shape),
		.op_set_valid = pu_op_by_rule(TR_set_validshape, OK_tile),
		.op_assemble = pu_op_by_rule(TR_assemble, OK_tile),
		.op_slice = pu_op_by_rule(TR_slice, OK_tile),
		.keep = ctx->keep_op_layouts,
	};
	/* keep_op_layouts: no def retyped, no call repaired, yields relayed */
	r.demand = !r.keep && layout_demand(&r);
	r.slices = !r.keep && ir_op_made(r.op_slice);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		r.fn = fn;
		r.counter = 0;
		pu_names_lazy(&r.names, fn);
		for (uint32_t i = 0; i < fn->n_params; i++)
			retype_colvec(fn->params[i].var, NULL, &r);
		fn->body = walk_list(&r, fn->body);
		pu_names_free(&r.names);
		ptab_free(&r.strided);
	}
	/* the repairs only add assignments before calls in flat lists (never
	 * after a yield), so NormalizedStmtStructure holds as it did */
	return true;
}
