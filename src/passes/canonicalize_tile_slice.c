/* CanonicalizeTileSlice: turns the tile.slice views that codegen cannot emit
 * as a plain pto.subview into tile.extract copies (reference
 * canonicalize_tile_slice_pass.cpp), in InCore / AIC / AIV functions.
 *
 * A slice is peeled to its root tile: a slice of a slice adds the offsets.
 * Only the canonical form tile.slice(src, shape, [row, col]) is rewritten (a
 * slice with valid_shape or drop_dims is left alone).  Offsets that are
 * scalars assigned a constant count as that constant.
 *
 *  - extract(slice(src, _, [r, c]), i, j, shape) becomes
 *    extract(src, i + r, j + c, shape), for a slice in any memory.
 *  - A Mat slice operand of an op flagged `extracts_mat_slices` (the matmul
 *    family) becomes `<slice>_textract = tile.extract(src, r, c, shape,
 *    target_memory=M)` right before the op, M the one memory its spec operand
 *    allows (Left for lhs, Right for rhs).
 *  - A Vec (or not yet placed) slice operand of an op flagged
 *    `copies_view_operands` (tile.col_expand_*) is copied with pto.textract
 *    into the slice's own buffer, which lies inside the live source: that is
 *    harmless only as an identity copy, i.e. for a constant offset and a
 *    window contiguous in the source (ir_tile_window_contiguous).  Otherwise
 *    the operand becomes a Vec extract of its own.
 *  - A Vec (or not yet placed) slice operand of an op flagged
 *    `views_operand_flat` (tile.reshape and the other pto.treshape views)
 *    that is not contiguous in its source becomes a Vec extract: the view
 *    reads the window's elements back to back.
 *  - PTO vector operands need 32-byte aligned base addresses.  A Vec slice
 *    starts (row * source_cols + col) * storage_bits past its source's
 *    (aligned) buffer; unless that is provably a multiple of 256 bits, each
 *    use of the slice as an operand of another call (not a slice or extract),
 *    a yielded value, a loop's initial value or the value of a plain alias
 *    becomes a Vec extract.  The proof follows scalar definitions: a dynamic
 *    offset `i * 32` is a multiple of 32.
 *  - A Vec slice that is a loop's initial value and not contiguous in its
 *    source (neither one row nor every column) becomes a Vec extract too:
 *    the loop's carried buffer is the one its yielded tiles are written to,
 *    back to back, while the iter arg would read the window strided.
 *  The extract goes right before each consumer (the reference's placement
 *  for its tests' revision: every consumer gets its own copy, named
 *  `<slice>_textract`, `<slice>_textract_1` ...).  Slices left without a use
 *  are dropped; a slice some consumer still reads stays.
 *
 * Also rejects, at the call, an accumulating op (memory.reuses) whose
 * accumulator names a window of an Acc (col-major, 1024-byte fractal) tile
 * that is not contiguous in L0C: a window must span all rows of its parent or
 * lie inside one 16-column block, since the MAD writes its destination
 * without a row stride.  The window an operand names is followed through
 * plain aliases, views and in-place results of equal extent, loop iter args
 * (their initial value; the value yielded back is checked as well when the
 * loop provably runs twice), loop results and if results whose paths agree.
 *
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure
 * invalidates: (nothing) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "typecheck.h"
#include "util.h"

#define ALIGN_BITS 256      /* PTO vector operand alignment: 32 bytes */
#define ACC_BLOCK_COLS 16   /* columns of one L0C fractal box */
#define ACC_FRACTAL 1024    /* bytes of an L0C fractal */
#define PROOF_DEPTH 200     /* recursion bound of the alignment proof */

/* A slice peeled to its root tile. */
struct window {
	struct var *base;        /* the root (non-slice) tile */
	struct var *src;         /* the slice's own operand */
	struct expr *row, *col;  /* offsets relative to base */
	uint8_t mem;             /* the slice result's memory (MS_COUNT: not placed yet) */
	struct span at;          /* the pl.tile.slice call the consumer reads */
};

struct cts {
	struct program *p;
	struct arena *a;
	struct plu_namer names;
	unsigned op_slice, op_extract;
	uint32_t cap;               /* per-var arrays hold ids < cap */
	struct window **slice;      /* canonical slices, by result var id */
	struct window **win;        /* the window a var names (accumulator check) */
	struct expr **scalar_def;   /* a scalar var's value */
	struct expr **konst;        /* the integer constant a var holds */
	int16_t *multiple;          /* alignment proof memo: 0 unknown, -1 in progress */
	struct expr **acc_use;      /* iter arg -> the first accumulating call writing it */
	uint32_t *uses;
	uint8_t *dead;
	uint8_t *reported;          /* an accumulator var already reported */
	struct var **order;         /* slice result vars in program order */
	uint32_t n_order, cap_order;
	bool failed;
	bool changed; /* a function had a slice: its body was rewritten */
};

static int64_t gcd64(int64_t x, int64_t y)
{
	if (x < 0)
		x = -x;
	if (y < 0)
		y = -y;
	while (y) {
		int64_t t = x % y;
		x = y;
		y = t;
	}
	return x;
}

static int64_t pos_mod(int64_t v, int64_t m)
{
	int64_t r = v % m;
	return r < 0 ? r + m : r;
}

static bool known(struct cts *C, const struct var *v)
{
	return v->id < C->cap;
}

static struct var *var_of(const struct expr *e)
{
	return e && e->kind == EX_VAR ? e->u.var : NULL;
}

static struct window *slice_of(struct cts *C, const struct expr *e)
{
	struct var *v = var_of(e);
	return v && known(C, v) ? C->slice[v->id] : NULL;
}

static struct window *window_of(struct cts *C, const struct expr *e)
{
	struct var *v = var_of(e);
	return v && known(C, v) ? C->win[v->id] : NULL;
}

/* A constant offset, or an offset var assigned a constant. */
static struct expr *resolve_const(struct cts *C, struct expr *e)
{
	struct var *v = var_of(e);
	return v && known(C, v) && C->konst[v->id] ? C->konst[v->id] : e;
}

/* ---- phase 1: the slices and windows of a function ----------------------------- */

static bool is_slice_call(struct cts *C, const struct expr *v)
{
	return v && v->kind == EX_CALL && v->u.call.op == C->op_slice;
}

/* The window of `var = tile.slice(src, shape, [r, c], ...)` peeled through
 * `map`, or NULL.  `canonical`: exactly the three operands. */
static struct window *parse_slice(struct cts *C, struct stmt *s, struct window **map,
				  bool canonical)
{
	struct expr *v = s->u.assign.value;
	if (!is_slice_call(C, v))
		return NULL;
	uint32_t n = v->u.call.args.n;
	if (canonical ? n != 3 : n < 3)
		return NULL;
	struct var *src = var_of(v->u.call.args.v[0]);
	struct expr *off = v->u.call.args.v[2];
	if (!src || off->kind != EX_LIST || off->u.list.n != 2)
		return NULL;
	struct window *w = ARENA_NEW(C->a, struct window);
	w->src = src;
	w->base = src;
	w->at = v->span;
	w->row = resolve_const(C, off->u.list.v[0]);
	w->col = resolve_const(C, off->u.list.v[1]);
	const struct type *t = s->u.assign.var->type;
	w->mem = t->kind == TY_TILE ? t->mem : MS_COUNT;
	struct window *up = known(C, src) ? map[src->id] : NULL;
	if (up) {
		w->base = up->base;
		w->row = pu_index_add(C->a, up->row, w->row, s->span);
		w->col = pu_index_add(C->a, up->col, w->col, s->span);
	}
	return w;
}

/* Both tile types have the same dtype and the same constant extents. */
static bool same_extent(const struct type *x, const struct type *y)
{
	if (!x || !y || x->kind != TY_TILE || y->kind != TY_TILE || x->dtype != y->dtype ||
	    x->shape.n != y->shape.n)
		return false;
	for (uint32_t i = 0; i < x->shape.n; i++) {
		int64_t a, b;
		if (!ir_expr_is_const_int(x->shape.v[i], &a) ||
		    !ir_expr_is_const_int(y->shape.v[i], &b) || a != b)
			return false;
	}
	return true;
}

/* `target` names the window `source` names, when their extents agree. */
static void bind_window(struct cts *C, struct var *target, const struct expr *source)
{
	struct window *w = window_of(C, source);
	if (!target || !known(C, target) || !w || C->win[target->id])
		return;
	if (same_extent(target->type, ir_expr_type(source)))
		C->win[target->id] = w;
}

static bool same_offset(const struct expr *x, const struct expr *y)
{
	int64_t a, b;
	if (x == y)
		return true;
	return ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b) && a == b;
}

static bool same_window(const struct window *x, const struct window *y)
{
	return x->base == y->base && same_offset(x->row, y->row) && same_offset(x->col, y->col);
}

/* The operand an accumulating op writes its result into, or NULL. */
static struct expr *acc_operand(const struct expr *call)
{
	if (!call || call->kind != EX_CALL)
		return NULL;
	int r = spec_ops[call->u.call.op].reuses_input;
	if (r < 0 || (uint32_t)r >= call->u.call.args.n)
		return NULL;
	struct expr *a = call->u.call.args.v[r];
	return a->kind == EX_VAR ? a : NULL;
}

/* Reports a destination `view` inside window w of an Acc tile that L0C
 * cannot hold contiguously. */
static void check_acc_window(struct cts *C, const struct expr *call, const struct var *dst,
			     const struct window *w)
{
	const struct type *parent = w->base->type, *view = dst->type;
	int64_t vr, vc, pr, pc, oc;
	if (C->reported[dst->id] || view->kind != TY_TILE || parent->kind != TY_TILE ||
	    view->shape.n != 2 || parent->shape.n != 2)
		return;
	struct tile_view pv = ir_tile_view_effective(parent);
	if (parent->mem != MS_Acc && pv.blayout != TL_col_major)
		return;
	if (pv.fractal != ACC_FRACTAL)
		return;
	if (!ir_expr_is_const_int(view->shape.v[0], &vr) ||
	    !ir_expr_is_const_int(view->shape.v[1], &vc) ||
	    !ir_expr_is_const_int(parent->shape.v[0], &pr))
		return;
	if (vr == pr)
		return; /* spans every row */
	if (vc <= ACC_BLOCK_COLS && ir_expr_is_const_int(w->col, &oc) && oc >= 0 &&
	    oc <= INT64_MAX - vc && oc / ACC_BLOCK_COLS == (oc + vc - 1) / ACC_BLOCK_COLS)
		return; /* inside one 16-column block */
	char cols[32] = "?";
	if (ir_expr_is_const_int(parent->shape.v[1], &pc))
		snprintf(cols, sizeof cols, "%lld", (long long)pc);
	diag_error(call->span,
		   "%s: the accumulator is a %lldx%lld row window of a %lldx%s Acc (L0C) tile, which "
		   "is not contiguous in L0C's block layout: the MAD writes its result without a "
		   "row stride, so only the first %d columns of each row block would be right; an "
		   "accumulator window must span every row of its tile or lie inside one %d-column "
		   "block",
		   spec_ops[call->u.call.op].name, (long long)vr, (long long)vc, (long long)pr, cols,
		   ACC_BLOCK_COLS, ACC_BLOCK_COLS);
	/* the column-packed spelling, when the rows split into whole windows */
	if (vr > 0 && vc > 0 && pr % vr == 0 && pr / vr <= INT64_MAX / vc)
		diag_note(call->span,
			  "pack the accumulator along columns instead: a %lldx%lld tile and "
			  "tile.slice(acc, [%lld, %lld], [0, i * %lld]) address the same L0C memory in "
			  "the order the MAD writes it",
			  (long long)vr, (long long)(pr / vr * vc), (long long)vr, (long long)vc,
			  (long long)vc);
	diag_note(call->span, "the window may come from a pass rather than from the source; "
			      "such a pass hands the MAD a destination it cannot write");
	C->failed = true;
	C->reported[dst->id] = 1;
}

static void check_acc_call(struct cts *C, const struct expr *call)
{
	struct expr *acc = acc_operand(call);
	struct window *w = window_of(C, acc);
	if (w)
		check_acc_window(C, call, acc->u.var, w);
}

static void note_carried_acc(struct cts *C, struct expr *call)
{
	struct var *v = var_of(acc_operand(call));
	if (v && v->kind == VAR_ITER && known(C, v) && !C->acc_use[v->id])
		C->acc_use[v->id] = call;
}

/* A var bound to a buffer another var already names: a plain alias, a view
 * (no memory access, result in its operand's memory) or an in-place op. */
static void alias_window(struct cts *C, struct stmt *s)
{
	struct expr *v = s->u.assign.value;
	if (v->kind == EX_VAR) {
		bind_window(C, s->u.assign.var, v);
		return;
	}
	if (v->kind != EX_CALL || v->u.call.op == C->op_slice)
		return; /* a slice this pass cannot read keeps its offset unknown */
	const struct spec_op *so = &spec_ops[v->u.call.op];
	int src;
	if (so->reuses_input >= 0)
		src = so->reuses_input;
	else if ((so->flags & OP_FLAG_MASK(no_execution_memory_access)) && so->out_mem == OM_inherit)
		src = 0;
	else
		return;
	if ((uint32_t)src < v->u.call.args.n)
		bind_window(C, s->u.assign.var, v->u.call.args.v[src]);
}

static bool runs_twice(const struct stmt *loop)
{
	int64_t start, stop, step;
	return plu_const(loop->u.loop.start, &start) && plu_const(loop->u.loop.stop, &stop) &&
	       plu_const(loop->u.loop.step, &step) && step > 0 && start <= INT64_MAX - step &&
	       start + step < stop;
}

/* After a loop's body: the value yielded back into a carried accumulator is
 * checked (when the back edge is taken), and the loop's results name the
 * window their iter arg and yield agree on. */
static void loop_edges(struct cts *C, uint32_t n, struct iter_arg *it, struct var **rets,
		       struct stmt_list body, bool back_edge)
{
	struct stmt *y = ir_trailing_yield(body);
	if (!y || y->u.ret.values.n != n)
		return;
	for (uint32_t i = 0; i < n; i++) {
		struct expr *yv = y->u.ret.values.v[i];
		struct window *carried = window_of(C, yv);
		struct var *ia = it[i].var;
		if (!carried || !known(C, ia))
			continue;
		if (back_edge && C->acc_use[ia->id])
			check_acc_window(C, C->acc_use[ia->id], ia, carried);
		struct window *init = C->win[ia->id];
		if (rets && rets[i] && init && same_window(carried, init))
			bind_window(C, rets[i], yv);
	}
}

static void if_edges(struct cts *C, struct stmt *s)
{
	if (!s->u.cond.n_ret || !s->u.cond.has_else)
		return;
	struct stmt *ty = ir_trailing_yield(s->u.cond.then_body), *ey = ir_trailing_yield(s->u.cond.else_body);
	if (!ty || !ey || ty->u.ret.values.n != s->u.cond.n_ret ||
	    ey->u.ret.values.n != s->u.cond.n_ret)
		return;
	for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
		struct window *a = window_of(C, ty->u.ret.values.v[i]);
		struct window *b = window_of(C, ey->u.ret.values.v[i]);
		if (a && b && same_window(a, b))
			bind_window(C, s->u.cond.return_vars[i], ty->u.ret.values.v[i]);
	}
}

static void collect_list(struct cts *C, struct stmt_list l, int depth);

static void collect_stmt(struct cts *C, struct stmt *s, int depth)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		struct var *v = s->u.assign.var;
		struct expr *val = s->u.assign.value;
		if (!known(C, v))
			return;
		if (v->type->kind == TY_SCALAR)
			C->scalar_def[v->id] = val;
		if (val->kind == EX_INT)
			C->konst[v->id] = val;
		else if (val->kind == EX_VAR && known(C, val->u.var) && C->konst[val->u.var->id])
			C->konst[v->id] = C->konst[val->u.var->id];
		struct window *w = parse_slice(C, s, C->win, false);
		if (w)
			C->win[v->id] = w;
		else
			alias_window(C, s);
		struct window *sl = parse_slice(C, s, C->slice, true);
		if (sl) {
			C->slice[v->id] = sl;
			if (C->n_order == C->cap_order) {
				C->cap_order = C->cap_order ? 2 * C->cap_order : 16;
				C->order = xrealloc(C->order, C->cap_order * sizeof *C->order);
			}
			C->order[C->n_order++] = v;
			return;
		}
		note_carried_acc(C, val);
		check_acc_call(C, val);
		return;
	}
	case ST_EVAL:
		note_carried_acc(C, s->u.eval.value);
		check_acc_call(C, s->u.eval.value);
		return;
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			bind_window(C, s->u.loop.iter[i].var, s->u.loop.iter[i].init);
		collect_list(C, s->u.loop.body, depth + 1);
		loop_edges(C, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars,
			   s->u.loop.body, runs_twice(s));
		return;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			bind_window(C, s->u.wloop.iter[i].var, s->u.wloop.iter[i].init);
		collect_list(C, s->u.wloop.body, depth + 1);
		loop_edges(C, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			   s->u.wloop.body, false);
		return;
	case ST_IF:
		collect_list(C, s->u.cond.then_body, depth + 1);
		collect_list(C, s->u.cond.else_body, depth + 1);
		if_edges(C, s);
		return;
	case ST_SCOPE:
		collect_list(C, s->u.scope.body, depth + 1);
		return;
	default:
		return;
	}
}

static void collect_list(struct cts *C, struct stmt_list l, int depth)
{
	if (depth > IR_CODEGEN_MAX_DEPTH)
		die("internal error: CanonicalizeTileSlice: statements nest deeper than checked");
	for (uint32_t i = 0; i < l.n; i++)
		collect_stmt(C, l.v[i], depth);
}

/* ---- the alignment proof -------------------------------------------------------- */

/* A divisor (capped at ALIGN_BITS) of every value e may take; 1 when unknown. */
static int64_t known_multiple(struct cts *C, const struct expr *e, int depth)
{
	if (depth > PROOF_DEPTH)
		return 1;
	switch (e->kind) {
	case EX_INT:
		return gcd64(pos_mod(e->u.i, ALIGN_BITS), ALIGN_BITS);
	case EX_VAR: {
		struct var *v = e->u.var;
		if (!known(C, v) || !C->scalar_def[v->id] || C->multiple[v->id] < 0)
			return 1;
		if (C->multiple[v->id] > 0)
			return C->multiple[v->id];
		C->multiple[v->id] = -1;
		int64_t m = known_multiple(C, C->scalar_def[v->id], depth + 1);
		C->multiple[v->id] = (int16_t)m;
		return m;
	}
	case EX_BINARY: {
		enum binop op = (enum binop)e->u.bin.op;
		if (op != BO_ADD && op != BO_SUB && op != BO_MUL)
			return 1;
		int64_t l = known_multiple(C, e->u.bin.l, depth + 1);
		int64_t r = known_multiple(C, e->u.bin.r, depth + 1);
		return op == BO_MUL ? gcd64(l * r, ALIGN_BITS) : gcd64(l, r);
	}
	default:
		return 1;
	}
}

/* The slice's start address modulo ALIGN_BITS, in bits; false when it
 * cannot be proved.  The root tile's own buffer is aligned. */
static bool address_mod(struct cts *C, const struct window *w, int64_t *out)
{
	const struct type *bt = w->base->type;
	if (bt->kind != TY_TILE || bt->shape.n != 2)
		return false;
	int64_t bits = dtype_infos[bt->dtype].storage_bits;
	if (bits <= 0)
		return false;
	int64_t base = 0, v;
	if (bt->memref && bt->memref->offset) {
		if (!ir_expr_is_const_int(bt->memref->offset, &v))
			return false;
		if (v >= 0)
			base = pos_mod(v, ALIGN_BITS / 8) * 8;
	}
	int64_t col = 0;
	if (ir_expr_is_const_int(w->col, &v))
		col = pos_mod(v, ALIGN_BITS) * bits % ALIGN_BITS;
	else if (known_multiple(C, w->col, 0) * bits % ALIGN_BITS)
		return false;
	int64_t row = 0, cols;
	bool row_const = ir_expr_is_const_int(w->row, &v);
	if (row_const && v == 0) {
		*out = (base + col) % ALIGN_BITS;
		return true;
	}
	if (!ir_expr_is_const_int(bt->shape.v[1], &cols))
		return false;
	int64_t stride = pos_mod(cols, ALIGN_BITS) * bits % ALIGN_BITS;
	if (row_const)
		row = pos_mod(v, ALIGN_BITS) * stride % ALIGN_BITS;
	else if (known_multiple(C, w->row, 0) * stride % ALIGN_BITS)
		return false;
	*out = (base + row + col) % ALIGN_BITS;
	return true;
}

static bool vec_or_unplaced(const struct window *w)
{
	return w->mem == MS_COUNT || w->mem == MS_Vec;
}

static bool needs_aligned_copy(struct cts *C, const struct window *w)
{
	int64_t m;
	return vec_or_unplaced(w) && (!address_mod(C, w, &m) || m != 0);
}

/* The window slice names is not contiguous in its root tile w->base. */
static bool strided_window(const struct var *slice, const struct window *w)
{
	return !ir_tile_window_contiguous(slice->type, w->base->type);
}

/* pto.textract of the slice into its own buffer (inside the source) would
 * not be an identity copy: a dynamic offset, or a strided window. */
static bool copy_corrupts_source(const struct var *slice, const struct window *w)
{
	int64_t r, c;
	return !ir_expr_is_const_int(w->row, &r) || !ir_expr_is_const_int(w->col, &c) ||
	       strided_window(slice, w);
}

/* ---- phase 2: rewriting the consumers ------------------------------------------- */

static const char *fresh_name(struct cts *C, const char *base)
{
	const char *s = intern_cstr(base);
	if (!pu_names_has(&C->names.used, s)) {
		pu_names_add(&C->names.used, s);
		return s;
	}
	return plu_fresh_name(&C->names, s);
}

/* tile.extract(base, row, col, shape, target_memory=mem) of a slice's
 * window, typed; NULL when the slice is not 2-D or the call does not type.
 * The call carries the slice's span, so what refuses the window points at
 * the pl.tile.slice the user wrote; its statement carries the consumer's
 * (`sp`), the op's printed location. */
static struct expr *extract_call(struct cts *C, struct var *slice, const struct window *w,
				 int mem, struct span sp)
{
	const struct type *st = slice->type;
	if (st->kind != TY_TILE || st->shape.n != 2)
		return NULL;
	struct expr *args[4] = {ir_new_var_ref(C->a, w->base, sp), w->row, w->col,
				ir_new_list(C->a, ir_expr_list_copy(C->a, st->shape), sp)};
	struct expr *call = ir_new_call(C->a, C->op_extract, (struct expr_list){4, args}, w->at);
	ir_call_set_kwarg_int(call, "target_memory", mem);
	if (!tc_deduce_call(C->a, call)) {
		C->failed = true;
		return NULL;
	}
	return call;
}

/* `<slice>_textract = tile.extract(...)` pushed to out; returns a reference
 * to its var, or NULL. */
static struct expr *build_extract(struct cts *C, struct stmt_buf *out, struct var *slice,
				  const struct window *w, int mem, struct span sp)
{
	struct expr *call = extract_call(C, slice, w, mem, sp);
	if (!call)
		return NULL;
	char name[300];
	snprintf(name, sizeof name, "%.250s_textract", slice->name);
	struct var *v = ir_new_var(C->p, fresh_name(C, name), VAR_LOCAL, call->type, sp);
	ir_sb_push(out, ir_new_assign(C->a, v, call, sp));
	return ir_new_var_ref(C->a, v, sp);
}

/* The one memory a spec operand allows, or MS_COUNT. */
static int single_mem(uint32_t mask)
{
	if (!mask || (mask & (mask - 1)))
		return MS_COUNT;
	return __builtin_ctz(mask);
}

enum rule { R_MAT, R_COPY, R_FLAT, R_ALIGN };

/* The call with every operand rule `r` applies to replaced by an extract
 * (pushed to out first); NULL when no operand was replaced. */
static struct expr *rewrite_operands(struct cts *C, struct expr *call, enum rule r,
				     struct stmt_buf *out)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	struct expr *copy = NULL;
	for (uint32_t i = 0; i < call->u.call.args.n; i++) {
		struct expr *arg = call->u.call.args.v[i];
		struct window *w = slice_of(C, arg);
		if (!w)
			continue;
		int mem = MS_Vec;
		if (r == R_MAT) {
			mem = i < so->n_operands ? single_mem(so->operands[i].mem) : MS_COUNT;
			if (w->mem != MS_Mat || mem == MS_COUNT)
				continue;
		} else if (r == R_COPY) {
			if (!vec_or_unplaced(w) || !copy_corrupts_source(arg->u.var, w))
				continue;
		} else if (r == R_FLAT) {
			if (!vec_or_unplaced(w) || !strided_window(arg->u.var, w))
				continue;
		} else if (!needs_aligned_copy(C, w)) {
			continue;
		}
		struct expr *x = build_extract(C, out, arg->u.var, w, mem, call->span);
		if (!x)
			continue;
		if (!copy)
			copy = pu_call_copy(C->a, call);
		copy->u.call.args.v[i] = x;
	}
	return copy;
}

/* extract(slice(src, _, [r, c]), i, j, shape) -> extract(src, i + r, j + c, shape) */
static void fold_extract(struct cts *C, struct stmt *s)
{
	struct expr *call = s->u.assign.value;
	struct window *w = call->u.call.args.n == 4 ? slice_of(C, call->u.call.args.v[0]) : NULL;
	if (!w)
		return;
	struct expr *c = pu_call_copy(C->a, call);
	c->u.call.args.v[0] = ir_new_var_ref(C->a, w->base, call->u.call.args.v[0]->span);
	c->u.call.args.v[1] = pu_index_add(C->a, call->u.call.args.v[1], w->row, call->span);
	c->u.call.args.v[2] = pu_index_add(C->a, call->u.call.args.v[2], w->col, call->span);
	if (!tc_deduce_call(C->a, c)) {
		C->failed = true;
		return;
	}
	s->u.assign.value = c;
}

static void rewrite_call_stmt(struct cts *C, struct stmt *s, struct expr **slot,
			      struct stmt_buf *out)
{
	struct expr *call = *slot;
	if (!call || call->kind != EX_CALL)
		return;
	unsigned op = call->u.call.op;
	if (op == C->op_slice)
		return;
	if (op == C->op_extract) {
		if (s->kind == ST_ASSIGN)
			fold_extract(C, s);
		return;
	}
	uint32_t flags = spec_ops[op].flags;
	struct expr *n = NULL;
	if (s->kind == ST_ASSIGN && (flags & OP_FLAG_MASK(extracts_mat_slices)))
		n = rewrite_operands(C, call, R_MAT, out);
	if (!n && s->kind == ST_ASSIGN && (flags & OP_FLAG_MASK(copies_view_operands)) &&
	    call->u.call.args.n == 2)
		n = rewrite_operands(C, call, R_COPY, out);
	if (!n && (flags & OP_FLAG_MASK(views_operand_flat)))
		n = rewrite_operands(C, call, R_FLAT, out);
	if (!n)
		n = rewrite_operands(C, call, R_ALIGN, out);
	if (n)
		*slot = n;
}

static void rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct cts *C = ctx;
	switch (s->kind) {
	case ST_ASSIGN: {
		struct expr *v = s->u.assign.value;
		struct window *w = v->kind == EX_VAR ? slice_of(C, v) : NULL;
		if (w) {
			/* a plain alias of an unaligned slice: the alias becomes the copy */
			struct expr *x;
			if (needs_aligned_copy(C, w) &&
			    (x = extract_call(C, v->u.var, w, MS_Vec, s->span)))
				s->u.assign.value = x;
			break;
		}
		rewrite_call_stmt(C, s, &s->u.assign.value, out);
		break;
	}
	case ST_EVAL:
		rewrite_call_stmt(C, s, &s->u.eval.value, out);
		break;
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++) {
			struct expr *v = s->u.ret.values.v[i];
			struct window *w = slice_of(C, v);
			struct expr *x;
			if (w && needs_aligned_copy(C, w) &&
			    (x = build_extract(C, out, v->u.var, w, MS_Vec, s->span)))
				s->u.ret.values.v[i] = x;
		}
		break;
	case ST_FOR:
	case ST_WHILE: {
		uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
		for (uint32_t i = 0; i < n; i++) {
			struct window *w = slice_of(C, it[i].init);
			struct expr *x;
			/* a strided window cannot be the carried buffer the
			 * body's results are written to either */
			if (w && (needs_aligned_copy(C, w) ||
				  (vec_or_unplaced(w) && strided_window(it[i].init->u.var, w))) &&
			    (x = build_extract(C, out, it[i].init->u.var, w, MS_Vec, s->span)))
				it[i].init = x;
		}
		break;
	}
	default:
		break;
	}
	ir_sb_push(out, s);
}

/* ---- phase 3: dropping the slices left without a use ---------------------------- */

static bool count_use(struct expr *e, void *ctx)
{
	struct cts *C = ctx;
	if (e->kind == EX_VAR && known(C, e->u.var))
		C->uses[e->u.var->id]++;
	return true;
}

static void drop_dead(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct cts *C = ctx;
	if (s->kind == ST_ASSIGN && known(C, s->u.assign.var) && C->dead[s->u.assign.var->id])
		return;
	ir_sb_push(out, s);
}

static void run_function(struct cts *C, struct function *f)
{
	C->n_order = 0;
	collect_list(C, f->body, 0);
	if (C->failed || !C->n_order)
		return;
	C->changed = true;
	plu_namer_init(&C->names, f);
	f->body = ir_rewrite_stmts(C->a, f->body, rewrite, C);
	plu_namer_free(&C->names);
	if (C->failed)
		return;
	for (uint32_t i = 0; i < C->n_order; i++)
		C->uses[C->order[i]->id] = 0;
	ir_walk_stmts_exprs(f->body, count_use, C);
	/* backwards: a chained slice frees its source before the source is looked at */
	bool any = false;
	for (uint32_t i = C->n_order; i-- > 0;) {
		struct var *v = C->order[i];
		if (C->uses[v->id])
			continue;
		C->dead[v->id] = 1;
		any = true;
		struct var *src = C->slice[v->id]->src;
		if (known(C, src) && C->uses[src->id])
			C->uses[src->id]--;
	}
	if (any)
		f->body = ir_rewrite_stmts(C->a, f->body, drop_dead, C);
}

bool pass_canonicalize_tile_slice(struct pass_ctx *ctx, struct program *p)
{
	struct cts C = {.p = p, .a = p->arena, .cap = p->n_vars};
	C.op_slice = pu_op_by_rule(TR_slice, OK_tile);
	C.op_extract = pu_op_by_rule(TR_extract, OK_tile);
	if (!ir_op_made(C.op_slice)) {
		ctx->unchanged = true; /* every window is a slice: none to rewrite or reject */
		return true;
	}
	size_t n = C.cap ? C.cap : 1;
	C.slice = xcalloc(n, sizeof *C.slice);
	C.win = xcalloc(n, sizeof *C.win);
	C.scalar_def = xcalloc(n, sizeof *C.scalar_def);
	C.konst = xcalloc(n, sizeof *C.konst);
	C.multiple = xcalloc(n, sizeof *C.multiple);
	C.acc_use = xcalloc(n, sizeof *C.acc_use);
	C.uses = xcalloc(n, sizeof *C.uses);
	C.dead = xcalloc(n, sizeof *C.dead);
	C.reported = xcalloc(n, sizeof *C.reported);
	for (uint32_t i = 0; i < p->n_funcs; i++) { /* every function: report every window */
		struct function *f = p->funcs[i];
		if (!f->abstract && pu_incore(f))
			run_function(&C, f);
	}
	free(C.slice);
	free(C.win);
	free(C.scalar_def);
	free(C.konst);
	free(C.multiple);
	free(C.acc_use);
	free(C.uses);
	free(C.dead);
	free(C.reported);
	free(C.order);
	ctx->unchanged = !C.changed; /* no slice: nothing rewritten */
	return !C.failed;
}
