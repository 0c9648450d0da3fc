/* FlattenTileNdTo2D: in InCore functions, every tile of rank > 2 becomes
 * 2-D by merging all but the last dim ([A, B, C] -> [A*B, C]).  Loads keep
 * their N-D tensor window and produce the 2-D tile; stores of a flattened
 * tile, and of a tile of lower rank into a tensor of rank > 2, get the
 * explicit N-D `shapes` operand (the tile's shape led by 1s to the tensor's
 * rank); tile creation ops get the 2-D
 * shape; other ops on flattened operands are re-typed by their type rule.
 * Ops with shape or axis operands on rank > 2 tiles are reported.  A call
 * leaving out its optional scratch tile operand gets one created before it.
 * A batch op (spec field `unbatched`) is unrolled into its 2-D op once per
 * batch on per-batch tile.slice pages, each product stored to its window
 * when the next statement stores the result.  A transpose of the last two
 * axes of a tile of rank > 2 is unrolled likewise: one 2-D transpose of each
 * batch's page, assembled into the flattened result.  A load of rank > 2 into Mat
 * loads from a 2-D tensor.view of its tensor (`<var>_view2d`).  A store,
 * and a call taking a load's result, a flattened tile or such a call's
 * result, lose their call attrs (the reference rebuilds them without); an
 * iter arg or loop or if result counts as what flows into it.  A load
 * annotated 2-D over an N-D window is re-deduced N-D and kept so, as the
 * reference keeps it: the calls, iter args and results it reaches follow
 * it, and a store of such a tile stores a flat reshape of it.  A reshape
 * keeps the shape it states, but one of rank > 2 that an op other than a
 * store, reshape or batch op reads states its flat shape.
 * requires: SSAForm, IncoreTileOps, NormalizedStmtStructure
 * produces: SSAForm, TileOps2D, NormalizedStmtStructure */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

struct fl {
	struct arena *a;
	const struct type **orig; /* by var id: the type before the pass */
	uint32_t n_orig;
	uint8_t *remade; /* by var id: defined by a call the reference rebuilds */
	uint8_t *nd;     /* by var id: re-deduced to rank > 2 from a 2-D annotation */
	bool any_nd;     /* some nd[] is set */
	struct var **link; /* by var id: an iter arg's init, a loop or if result's yielded var */
	struct vec due;    /* assignments add_scratch may change (stores, calls short of an
			      optional last tile operand), gathered by flat_stmt */
	struct function *fn;
	uint8_t *computed; /* by var id: read by an op other than a store, reshape or batch
			      op (set for fn at its first reshape of rank > 2) */
	struct function *computed_fn;
	bool failed;
};

static struct expr_list flat_dims(struct fl *f, struct expr_list d, struct span sp)
{
	if (d.n <= 2)
		return d;
	struct expr_list r = ir_expr_list_new(f->a, 2);
	r.v[0] = d.v[0];
	for (uint32_t i = 1; i + 1 < d.n; i++)
		r.v[0] = pu_index_mul(f->a, r.v[0], d.v[i], sp);
	r.v[1] = d.v[d.n - 1];
	return r;
}

static const struct type *flat_type(struct fl *f, const struct type *t, struct span sp)
{
	if (!t || t->kind != TY_TILE || t->shape.n <= 2)
		return t;
	struct tile_view v = ir_tile_view_effective(t);
	v.valid_shape = flat_dims(f, v.valid_shape, sp);
	struct expr_list shape = flat_dims(f, t->shape, sp);
	if (!t->view) /* keep the implicit view implicit: of the new shape */
		return ir_type_tile(f->a, shape, (enum dtype)t->dtype, (enum memspace)t->mem, NULL,
				    t->memref);
	return ir_type_tile(f->a, shape, (enum dtype)t->dtype, (enum memspace)t->mem, &v, t->memref);
}

static bool high_rank(const struct type *t)
{
	return t->kind == TY_TILE && t->shape.n > 2;
}

/* The memory space the call defining a tile writes it to, as its out
 * kwarg names it (tile.load's target_memory ...), or MS_COUNT. */
static enum memspace written_space(const struct stmt *s)
{
	const struct expr *c = s && s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (!c || c->kind != EX_CALL)
		return MS_COUNT;
	const struct spec_op *so = &spec_ops[c->u.call.op];
	const struct kwval *k = so->out_mem == OM_kwarg && so->out_kwarg
					? ir_call_kwarg(c, so->out_kwarg) : NULL;
	return k && k->present && k->i >= 0 && k->i < MS_COUNT ? (enum memspace)k->i : MS_COUNT;
}

/* Marks each var an op other than a store, reshape or batch op reads
 * (their own tile operand aside: the first), and any var read outside a call. */
static bool mark_computed(struct expr *e, void *ctx)
{
	struct fl *f = ctx;
	if (e->kind == EX_VAR) {
		if (e->u.var->id < f->n_orig)
			f->computed[e->u.var->id] = 1;
		return true;
	}
	if (e->kind != EX_CALL || !e->u.call.args.n)
		return true;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	uint8_t rule = so->type_rule.kind;
	if (rule != TR_store && rule != TR_reshape && !so->batched)
		return true;
	for (uint32_t i = 1; i < e->u.call.args.n; i++)
		ir_walk_expr(e->u.call.args.v[i], mark_computed, f);
	if (e->u.call.args.v[0]->kind != EX_VAR)
		ir_walk_expr(e->u.call.args.v[0], mark_computed, f);
	return false;
}

static bool mark_computed_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, mark_computed, ctx);
	return true;
}

/* Whether reshape c defining v flattens its stated shape of rank > 2: when
 * an op computes on v (the reference's TileOps2D holds for reshapes, loads
 * and stores only); one only stored keeps it, stored through a flat reshape. */
static bool flat_reshape(struct fl *f, const struct var *v, const struct expr *c)
{
	if (!high_rank(v->type) || v->id >= f->n_orig || c->u.call.args.n < 2 ||
	    c->u.call.args.v[1]->kind != EX_LIST)
		return false;
	if (f->computed_fn != f->fn) { /* each function's vars are its own: marked once */
		if (!f->computed)
			f->computed = xcalloc(f->n_orig + 1, 1);
		ir_walk_stmts(f->fn->body, mark_computed_stmt, f);
		f->computed_fn = f->fn;
	}
	return f->computed[v->id];
}

/* Records each var's type before flattening (by id), then flattens it.  A
 * tile annotated with another memory space than its op writes takes the
 * op's, as the reference re-types it here; the call that defines a re-typed
 * var takes the var's type, as the printed assignment parses back. */
static void flat_var_cb(struct var *v, struct stmt *s, void *ctx)
{
	struct fl *f = ctx;
	if (v->id < f->n_orig && !f->orig[v->id])
		f->orig[v->id] = v->type;
	enum memspace ms = v->type->kind == TY_TILE ? written_space(s) : MS_COUNT;
	if (ms != MS_COUNT && ms != v->type->mem && s->u.assign.var == v) {
		struct type *t = ARENA_NEW(f->a, struct type);
		*t = *v->type;
		t->mem = (uint8_t)ms;
		v->type = t;
		if (s->u.assign.value->kind == EX_CALL)
			s->u.assign.value->type = t;
	}
	/* a reshape keeps the shape it states, as the reference keeps it,
	 * unless it is of rank > 2 and another op computes on it */
	const struct expr *c = s && s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_reshape &&
	    !flat_reshape(f, v, c))
		return;
	/* a load of rank <= 2 is typed by its op (the reference re-deduces it,
	 * keeping only the MemRef): a layout written on the result is dropped */
	if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_load &&
	    s->u.assign.var == v && v->type->kind == TY_TILE && v->type->shape.n <= 2) {
		struct expr *d = pu_call_copy(f->a, c);
		if (tc_deduce_call(f->a, d) && d->type && d->type->kind == TY_TILE && !d->type->view &&
		    (v->type->view || d->type->shape.n > 2)) {
			/* an N-D window annotated 2-D comes back N-D and stays so;
			 * its users follow it (retype_forward) */
			struct type *t = ir_type_clone(f->a, d->type);
			t->memref = v->type->memref;
			v->type = t;
			s->u.assign.value->type = t;
			if (t->shape.n > 2 && v->id < f->n_orig)
				f->nd[v->id] = 1;
			f->any_nd |= t->shape.n > 2;
			return;
		}
	}
	v->type = flat_type(f, v->type, v->span);
}

/* Offsets into a tile of rank > 2 (old shape `t`) for a box of old shape
 * `b` (led by 1s to t's rank), as offsets into the flattened tile: [row, col], the row an INDEX
 * expression of the leading offsets (folded when they are constants: a
 * loop's var may give them).  NULL when the box's rows are not one run of
 * the flattened rows, or a dim is not constant. */
static struct expr *flat_offsets(struct fl *f, const struct expr *offs, const struct type *t,
				 const struct type *b)
{
	uint32_t n = t->shape.n;
	if (offs->kind != EX_LIST || offs->u.list.n != n || !b || b->kind != TY_TILE ||
	    b->shape.n > n)
		return NULL;
	int64_t o, td[16], bd[16];
	if (n > 16)
		return NULL;
	/* a box of lower rank is led by 1s */
	uint32_t lead = n - b->shape.n;
	for (uint32_t i = 0; i < n; i++)
		if (!ir_expr_is_const_int(t->shape.v[i], &td[i]) ||
		    !(i < lead ? (bd[i] = 1) : ir_expr_is_const_int(b->shape.v[i - lead], &bd[i])) ||
		    td[i] <= 0 ||
		    (ir_expr_is_const_int(offs->u.list.v[i], &o) && o < 0))
			return NULL;
	/* row-contiguous: leading box dims 1 up to one dim, full after it */
	uint32_t k = 0;
	while (k + 2 < n && bd[k] == 1)
		k++;
	for (uint32_t i = k + 1; i + 1 < n; i++)
		if (bd[i] != td[i] || !ir_expr_is_const_int(offs->u.list.v[i], &o) || o != 0)
			return NULL;
	struct expr *row = ir_new_int(f->a, 0, DT_INDEX, offs->span);
	for (uint32_t i = 0; i + 1 < n; i++) {
		struct expr *d = ir_new_int(f->a, td[i], DT_INDEX, offs->span);
		row = pu_index_add(f->a, pu_index_mul(f->a, row, d, offs->span), offs->u.list.v[i],
				   offs->span);
	}
	struct expr_list l = ir_expr_list_new(f->a, 2);
	l.v[0] = row;
	l.v[1] = offs->u.list.v[n - 1];
	return ir_new_list(f->a, l, offs->span);
}

/* Whether transpose call c of a tile of rank n swaps its last two axes. */
static bool last_two_axes(const struct expr *c, int64_t n)
{
	int64_t a1, a2;
	if (c->u.call.args.n < 3 || !ir_expr_is_const_int(c->u.call.args.v[1], &a1) ||
	    !ir_expr_is_const_int(c->u.call.args.v[2], &a2))
		return false;
	a1 = a1 < 0 ? a1 + n : a1;
	a2 = a2 < 0 ? a2 + n : a2;
	return (a1 == n - 2 && a2 == n - 1) || (a1 == n - 1 && a2 == n - 2);
}

/* Rewrites one call whose operands or result have rank > 2 (operand var
 * types are already flat when `old_types` says they were not); a reshape
 * flattens its stated shape when `flat_shape`. */
static void flat_call(struct fl *f, struct expr *c, const struct type *old_result,
		      const struct type *const *old_args, bool flat_shape)
{
	const struct spec_op *so = &spec_ops[c->u.call.op];
	bool changed = old_result && high_rank(old_result);
	for (uint32_t i = 0; i < c->u.call.args.n; i++)
		changed |= old_args[i] && high_rank(old_args[i]);
	/* a store of a tile of lower rank into a tensor of rank > 2 states its
	 * window too (the tile's shape led by 1s), as the reference does */
	const struct type *store_tensor = NULL;
	for (uint32_t i = 0; so->type_rule.kind == TR_store && i < c->u.call.args.n &&
			     i < (uint32_t)so->n_operands && !store_tensor; i++)
		if (so->operands[i].kind == OK_tensor)
			store_tensor = ir_expr_type(c->u.call.args.v[i]);
	if (store_tensor && (store_tensor->kind != TY_TENSOR || store_tensor->shape.n <= 2))
		store_tensor = NULL;
	changed |= store_tensor && old_args[0] && old_args[0]->kind == TY_TILE &&
		   old_args[0]->shape.n < store_tensor->shape.n;
	if (!changed)
		return;
	if (so->batched)
		return; /* unrolled per batch afterwards (lower_batch) */
	uint8_t rule = so->type_rule.kind;
	if (rule == TR_transpose && old_args[0] && high_rank(old_args[0])) {
		/* unrolled per batch afterwards (lower_nd_transpose) */
		if (!last_two_axes(c, old_args[0]->shape.n)) {
			diag_error(c->span, "flatten_tile_nd_to_2d: only last-two-axes tile.transpose "
				   "is supported on a tile of rank > 2 (a batch axis cannot be swapped)");
			f->failed = true;
			return;
		}
		c->type = flat_type(f, old_result, c->span);
		return;
	}
	if (rule == TR_load) {
		c->type = flat_type(f, old_result, c->span); /* the tensor window stays N-D */
		return;
	}
	if (rule == TR_store) {
		int sh = -1;
		for (int i = 0; i < so->n_operands && sh < 0; i++)
			if (so->operands[i].kind == OK_shape)
				sh = i; /* the first: `shapes` (then `valid_shapes`) */
		if (sh >= 0 && (uint32_t)sh >= c->u.call.args.n && old_args[0]) {
			struct expr_list a = ir_expr_list_new(f->a, (uint32_t)sh + 1);
			for (uint32_t i = 0; i < c->u.call.args.n; i++)
				a.v[i] = c->u.call.args.v[i];
			for (uint32_t i = c->u.call.args.n; i < (uint32_t)sh; i++)
				die("store op with a gap before its shapes operand");
			struct expr_list tile = old_args[0]->shape;
			uint32_t n = store_tensor && store_tensor->shape.n > tile.n ? store_tensor->shape.n
										   : tile.n;
			struct expr_list w = ir_expr_list_new(f->a, n);
			for (uint32_t i = 0; i < n; i++)
				w.v[i] = i < n - tile.n ? ir_new_int(f->a, 1, DT_INDEX, c->span)
							: tile.v[i - (n - tile.n)];
			a.v[sh] = ir_new_list(f->a, w, c->span);
			c->u.call.args = a;
		}
		return; /* the result is the tensor: unchanged */
	}
	for (uint32_t i = 0; i < c->u.call.args.n && i < so->n_operands; i++) {
		uint8_t k = so->operands[i].kind;
		if (k == OK_shape && rule == TR_reshape && !flat_shape)
			continue; /* the result keeps the stated shape */
		if (k == OK_index_list && rule == TR_assemble && i >= 2 && old_args[0] && old_args[1] &&
		    high_rank(old_args[0])) {
			struct expr *o = flat_offsets(f, c->u.call.args.v[i], old_args[0], old_args[1]);
			if (o) {
				c->u.call.args.v[i] = o;
				continue;
			}
		}
		if (k == OK_int_list || ((k == OK_shape || k == OK_index_list) && rule != TR_create &&
					 rule != TR_full && rule != TR_reshape)) {
			diag_error(c->span, "flatten_tile_nd_to_2d: %s with a %s operand on a tile of "
				   "rank > 2 is not supported", so->name, operand_kind_names[k]);
			f->failed = true;
			return;
		}
		if (k == OK_shape && c->u.call.args.v[i]->kind == EX_LIST) {
			struct expr *l = c->u.call.args.v[i];
			c->u.call.args.v[i] = ir_new_list(f->a, flat_dims(f, l->u.list, l->span), l->span);
		}
	}
	if (!tc_deduce_call(f->a, c))
		f->failed = true;
}

/* A store into a tensor of rank > 2 that states its window (`shapes`) but
 * not the valid part of it gets `valid_shapes`: the 2-D tile's valid shape,
 * led by 1s to the tensor's rank, as the reference writes it. */
static void store_valid_shapes(struct fl *f, struct expr *c)
{
	const struct spec_op *so = &spec_ops[c->u.call.op];
	int sh = -1;
	for (int i = 0; i < so->n_operands && sh < 0; i++)
		if (so->operands[i].kind == OK_shape)
			sh = i;
	if (sh < 0 || sh + 1 >= so->n_operands || so->operands[sh + 1].kind != OK_shape ||
	    c->u.call.args.n != (uint32_t)sh + 1)
		return;
	const struct type *tile = ir_expr_type(c->u.call.args.v[0]);
	const struct type *tensor = NULL;
	for (int i = 0; i < sh && !tensor; i++)
		if (so->operands[i].kind == OK_tensor)
			tensor = ir_expr_type(c->u.call.args.v[i]);
	if (!tile || tile->kind != TY_TILE || tile->shape.n < 2 || !tensor ||
	    tensor->kind != TY_TENSOR || tensor->shape.n <= 2)
		return;
	/* a tile still N-D (re-deduced, stored through a flat reshape) counts flat */
	struct tile_view v = ir_tile_view_effective(tile);
	struct expr_list vs = v.valid_shape.n == tile->shape.n ? v.valid_shape : tile->shape;
	vs = flat_dims(f, vs, c->span);
	uint32_t n = tensor->shape.n;
	struct expr_list l = ir_expr_list_new(f->a, n);
	for (uint32_t i = 0; i + 2 < n; i++)
		l.v[i] = ir_new_int(f->a, 1, DT_INDEX, c->span);
	l.v[n - 2] = vs.v[0];
	l.v[n - 1] = vs.v[1];
	struct expr_list a = ir_expr_list_new(f->a, (uint32_t)sh + 2);
	for (uint32_t i = 0; i <= (uint32_t)sh; i++)
		a.v[i] = c->u.call.args.v[i];
	a.v[sh + 1] = ir_new_list(f->a, l, c->span);
	c->u.call.args = a;
}

/* Whether var x is rebuilt: defined by a rebuilt call, flattened, or an
 * iter arg or loop or if result reached from such a var. */
static bool remade_var(const struct fl *f, const struct expr *x)
{
	if (x->kind != EX_VAR)
		return false;
	for (const struct var *v = x->u.var; v && v->id < f->n_orig; v = f->link[v->id]) {
		const struct type *o = f->orig[v->id];
		if (f->remade[v->id] || (o && high_rank(o)))
			return true;
	}
	return false;
}

/* The reference rebuilds every load, every store, a creation of rank > 2
 * and every other call with an operand it rebuilt (a load's result, a
 * flattened tile, such a call's result); only a load keeps its call attrs. */
static void track_remade(struct fl *f, struct expr *e, struct stmt *s)
{
	uint8_t rule = spec_ops[e->u.call.op].type_rule.kind;
	bool remade;
	if (rule == TR_load || rule == TR_store) {
		remade = true;
	} else if (rule == TR_create || rule == TR_full) {
		remade = e->type && high_rank(e->type);
	} else {
		remade = false;
		for (uint32_t i = 0; i < e->u.call.args.n && !remade; i++)
			remade = remade_var(f, e->u.call.args.v[i]);
	}
	if (!remade)
		return;
	if (rule != TR_load)
		e->u.call.attrs = (struct attr_list){0};
	struct var *v = s && s->kind == ST_ASSIGN && s->u.assign.value == e ? s->u.assign.var : NULL;
	if (v && v->id < f->n_orig)
		f->remade[v->id] = 1;
}

/* Var v takes the type of `from` (keeping its MemRef) when `from` was
 * re-deduced to rank > 2, and records where it comes from. */
static void follow_var(struct fl *f, struct var *v, struct var *from)
{
	if (!v || !from || v->id >= f->n_orig || from->id >= f->n_orig)
		return;
	f->link[v->id] = from;
	if (!f->nd[from->id] || v->type->kind != TY_TILE)
		return;
	struct type *t = ir_type_clone(f->a, from->type);
	t->memref = v->type->memref;
	v->type = t;
	f->nd[v->id] = 1;
}

static void follow_results(struct fl *f, uint32_t n, struct var **rets, struct stmt_list a,
			   struct stmt_list b)
{
	for (uint32_t i = 0; rets && i < n; i++) {
		struct var *y = pu_yielded_var(a, i);
		follow_var(f, rets[i], y ? y : pu_yielded_var(b, i));
	}
}

static void retype_list(struct fl *f, struct stmt_list l, int depth);

/* A for or while loop: its iter args follow their inits, its results its yields. */
static void retype_loop(struct fl *f, uint32_t n_iter, struct iter_arg *iter, struct var **results,
			struct stmt_list body, int depth)
{
	for (uint32_t i = 0; i < n_iter; i++) {
		struct expr *init = iter[i].init;
		follow_var(f, iter[i].var, init->kind == EX_VAR ? init->u.var : NULL);
	}
	retype_list(f, body, depth + 1);
	follow_results(f, n_iter, results, body, (struct stmt_list){0});
}

/* A call with an operand re-deduced to rank > 2 is re-deduced, and its
 * result var follows it; iter args follow their inits, loop and if results
 * the vars yielded into them (the reference re-types them forward). */
static void retype_stmt(struct fl *f, struct stmt *s, int depth)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		struct var *v = s->u.assign.var;
		struct expr *c = s->u.assign.value;
		if (c->kind == EX_VAR) {
			follow_var(f, v, c->u.var);
			break;
		}
		if (c->kind != EX_CALL || v->id >= f->n_orig || !f->any_nd)
			break;
		bool nd = false;
		for (uint32_t i = 0; i < c->u.call.args.n; i++) {
			const struct expr *x = c->u.call.args.v[i];
			nd |= x->kind == EX_VAR && x->u.var->id < f->n_orig && f->nd[x->u.var->id];
		}
		if (!nd || spec_ops[c->u.call.op].type_rule.kind == TR_store)
			break;
		if (!tc_deduce_call(f->a, c)) {
			f->failed = true;
			break;
		}
		if (c->type && c->type->kind == TY_TILE && v->type->kind == TY_TILE) {
			struct type *t = ir_type_clone(f->a, c->type);
			t->memref = v->type->memref;
			v->type = t;
			f->nd[v->id] = high_rank(t);
		}
		break;
	}
	case ST_FOR:
		retype_loop(f, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars, s->u.loop.body,
			    depth);
		break;
	case ST_WHILE:
		retype_loop(f, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			    s->u.wloop.body, depth);
		break;
	case ST_IF:
		retype_list(f, s->u.cond.then_body, depth + 1);
		retype_list(f, s->u.cond.else_body, depth + 1);
		follow_results(f, s->u.cond.n_ret, s->u.cond.return_vars, s->u.cond.then_body,
			       s->u.cond.else_body);
		break;
	case ST_SCOPE:
		retype_list(f, s->u.scope.body, depth + 1);
		break;
	default:
		break;
	}
}

static void retype_list(struct fl *f, struct stmt_list l, int depth)
{
	if (depth > IR_MAX_DEPTH)
		die("flatten_tile_nd_to_2d: statements nested deeper than the parser allows");
	for (uint32_t i = 0; i < l.n && !f->failed; i++)
		retype_stmt(f, l.v[i], depth);
}

static bool flat_expr(struct expr *e, struct stmt *s, void *ctx)
{
	struct fl *f = ctx;
	if (!e)
		return false;
	if (e->kind != EX_CALL)
		return true;
	const struct type *olds[64];
	olds[0] = olds[1] = NULL; /* flat_call reads the first two of any call */
	/* whether a type of rank > 2 is involved: a tile's (the result, an operand before
	 * flattening) or a tensor's (a store's destination) */
	bool wide = e->u.call.args.n > 64 || (e->type && high_rank(e->type));
	for (uint32_t i = 0; i < e->u.call.args.n && i < 64; i++) {
		struct expr *x = e->u.call.args.v[i];
		if (x->kind == EX_VAR && x->u.var->id < f->n_orig && f->orig[x->u.var->id])
			olds[i] = f->orig[x->u.var->id];
		else
			olds[i] = ir_expr_type(x);
		const struct type *o = olds[i];
		wide |= o && (high_rank(o) || (o->kind == TY_TENSOR && o->shape.n > 2));
	}
	uint32_t n_before = e->u.call.args.n;
	track_remade(f, e, s);
	struct var *v = s && s->kind == ST_ASSIGN && s->u.assign.value == e ? s->u.assign.var : NULL;
	const struct type *old = v && v->id < f->n_orig ? f->orig[v->id] : NULL;
	if (!wide && !(old && high_rank(old)))
		return true; /* all 2-D: flat_call, the re-typing and store_valid_shapes keep it */
	/* a reshape whose result var was flattened (flat_reshape) states the flat shape */
	bool flat_shape = v && old && high_rank(old) && !high_rank(v->type) &&
			  spec_ops[e->u.call.op].type_rule.kind == TR_reshape;
	flat_call(f, e, e->type, olds, flat_shape);
	/* a result its op lays out otherwise than by merging the leading dims
	 * (a transposed view of a flattened tile: [K, B*N]) takes the op's shape */
	if (v && old && high_rank(old) && e->type && e->type->kind == TY_TILE &&
	    e->type->shape.n == 2 && v->type->kind == TY_TILE && v->type->shape.n == 2 &&
	    !spec_ops[e->u.call.op].batched && !ir_type_equal(e->type, v->type) &&
	    e->type->dtype == v->type->dtype && e->type->mem == v->type->mem) {
		struct type *t = ir_type_clone(f->a, e->type);
		t->memref = v->type->memref;
		v->type = t;
	}
	if (spec_ops[e->u.call.op].type_rule.kind == TR_store && e->u.call.args.n == n_before)
		store_valid_shapes(f, e);
	return true;
}

/* flat_expr as an ir_expr_fn, for the statement being walked. */
struct flat_walk {
	struct fl *f;
	struct stmt *s;
};

static bool flat_expr_cb(struct expr *e, void *ctx)
{
	struct flat_walk *w = ctx;
	return flat_expr(e, w->s, w->f);
}

/* flat_expr on every expression of s in pre-order, as pu_walk_function_exprs gives them; a
 * statement's call is walked here: flat_expr on the call, then on what its compound operands
 * hold (flat_expr does nothing to a leaf).  An assignment add_scratch may change is noted. */
static bool flat_stmt(struct stmt *s, void *ctx)
{
	struct flat_walk *w = ctx;
	struct expr *c = pu_stmt_call(s);
	w->s = s;
	if (!c) {
		ir_stmt_exprs(s, flat_expr_cb, w);
		return true;
	}
	flat_expr(c, s, w->f);
	for (uint32_t i = 0; i < c->u.call.args.n; i++)
		if (c->u.call.args.v[i] && c->u.call.args.v[i]->kind > EX_SYMBOL)
			ir_walk_expr(c->u.call.args.v[i], flat_expr_cb, w);
	for (uint32_t i = 0; i < c->u.call.attrs.n; i++)
		if (c->u.call.attrs.v[i].value && c->u.call.attrs.v[i].value->kind > EX_SYMBOL)
			ir_walk_expr(c->u.call.attrs.v[i].value, flat_expr_cb, w);
	const struct spec_op *so = &spec_ops[c->u.call.op];
	uint32_t k = c->u.call.args.n;
	if (s->kind == ST_ASSIGN && s->u.assign.value == c &&
	    (so->type_rule.kind == TR_store ||
	     (k + 1 == (uint32_t)so->n_operands && so->operands[k].kind == OK_tile && so->operands[k].optional)))
		vec_push(&w->f->due, s);
	return true;
}

struct scratch {
	struct program *p;
	struct function *fn;
	struct pu_names names; /* lazy: collected at the first name the pass makes in fn */
	unsigned op_create, op_reshape, op_slice, op_view, op_assemble;
	const struct type **orig; /* by var id: the type before the pass */
	uint32_t n_orig;
	struct expr **reshape_of; /* by var id < n_orig: the tile.reshape defining it */
	uint8_t *peeled;          /* by var id < n_orig: a reshape a batch op looked through */
	bool any_peeled;
	bool rebuilt;             /* batch_list lowered or dropped a statement */
	bool failed;
};


/* A store of a tile still of rank > 2 (a reshape's result keeps its
 * stated shape) stores `flat_tile = reshape(tile, [A*B, C])`, made just
 * before it, as the reference does. */
static void flat_stored_tile(struct scratch *S, struct expr *c, struct span sp,
			     struct stmt_buf *out)
{
	struct arena *a = S->p->arena;
	struct expr *t = c->u.call.args.n ? c->u.call.args.v[0] : NULL;
	const struct type *tt = t ? ir_expr_type(t) : NULL;
	if (!tt || tt->kind != TY_TILE || tt->shape.n <= 2)
		return;
	struct expr_list d = ir_expr_list_new(a, 2);
	d.v[0] = tt->shape.v[0];
	for (uint32_t i = 1; i + 1 < tt->shape.n; i++)
		d.v[0] = pu_index_mul(a, d.v[0], tt->shape.v[i], sp);
	d.v[1] = tt->shape.v[tt->shape.n - 1];
	struct expr_list args = ir_expr_list_new(a, 2);
	args.v[0] = t;
	args.v[1] = ir_new_list(a, d, sp);
	struct expr *r = ir_new_call(a, S->op_reshape, args, sp);
	if (!tc_deduce_call(a, r)) {
		S->failed = true;
		return;
	}
	struct var *v = ir_new_var(S->p, pu_fresh_name(&S->names, "flat_tile"), VAR_LOCAL, r->type, sp);
	ir_sb_push(out, ir_new_assign(a, v, r, sp));
	c->u.call.args.v[0] = ir_new_var_ref(a, v, sp);
}

/* Whether operand k appears in the op's PTO template outside every
 * optional `$[ ... $]` group: the emitted op cannot do without it. */
static bool pto_requires(const struct spec_op *so, uint32_t k)
{
	const char *t = so->pto.source;
	char ref[16];
	int n = snprintf(ref, sizeof ref, "${%u", k);
	int depth = 0;
	for (const char *c = t; c && *c; c++) {
		if (c[0] == '$' && c[1] == '[')
			depth++;
		else if (c[0] == '$' && c[1] == ']' && depth > 0)
			depth--;
		else if (!depth && strncmp(c, ref, (size_t)n) == 0 && (c[n] == '}' || c[n] == ':'))
			return true;
	}
	return false;
}

/* Whether a call of so with k operands, the first of type `in`, leaves out an optional
 * last tile operand its PTO form requires (add_scratch). */
static bool needs_scratch(const struct spec_op *so, uint32_t k, const struct type *in)
{
	return k < (uint32_t)so->n_operands && so->operands[k].kind == OK_tile &&
	       so->operands[k].optional && k + 1 == (uint32_t)so->n_operands && pto_requires(so, k) &&
	       in && in->kind == TY_TILE && in->shape.n == 2;
}

/* Whether add_scratch changes assignment s. */
static bool scratch_due(const struct stmt *s)
{
	const struct expr *c = pu_stmt_call(s);
	if (!c || s->kind != ST_ASSIGN)
		return false;
	const struct spec_op *so = &spec_ops[c->u.call.op];
	uint32_t k = c->u.call.args.n;
	const struct type *in = k ? ir_expr_type(c->u.call.args.v[0]) : NULL;
	if (so->type_rule.kind == TR_store && in && in->kind == TY_TILE && in->shape.n > 2)
		return true; /* flat_stored_tile */
	return needs_scratch(so, k, in);
}

/* An op with an optional tile operand its PTO form requires (the scratch
 * tile it writes through, tile.transpose's `tmp`) that the call leaves out gets one:
 * a fresh tile of operand 0's shape, dtype and memory space, created just
 * before it and named `<op>_<operand>` as the reference names it. */
static void add_scratch(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct scratch *S = ctx;
	struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	const struct spec_op *so = c && c->kind == EX_CALL ? &spec_ops[c->u.call.op] : NULL;
	if (so && so->type_rule.kind == TR_store)
		flat_stored_tile(S, c, s->span, out);
	uint32_t k = so ? c->u.call.args.n : 0;
	const struct type *in = k ? ir_expr_type(c->u.call.args.v[0]) : NULL;
	if (!so || !needs_scratch(so, k, in)) {
		ir_sb_push(out, s);
		return;
	}
	struct arena *a = S->p->arena;
	struct expr_list args = ir_expr_list_new(a, 1);
	args.v[0] = ir_new_list(a, ir_expr_list_copy(a, in->shape), s->span);
	struct expr *cr = ir_new_call(a, S->op_create, args, s->span);
	ir_call_set_kwarg_int(cr, "dtype", in->dtype);
	ir_call_set_kwarg_int(cr, "target_memory", in->mem < MS_COUNT ? in->mem : MS_Vec);
	if (!tc_deduce_call(a, cr)) {
		S->failed = true;
		ir_sb_push(out, s);
		return;
	}
	const char *dot = strrchr(so->name, '.');
	char name[160];
	snprintf(name, sizeof name, "%s_%s", dot ? dot + 1 : so->name, so->operands[k].name);
	struct var *tmp = ir_new_var(S->p, pu_fresh_name(&S->names, name), VAR_LOCAL, cr->type,
				     s->span);
	ir_sb_push(out, ir_new_assign(a, tmp, cr, s->span));
	struct expr_list na = ir_expr_list_new(a, k + 1);
	for (uint32_t i = 0; i < k; i++)
		na.v[i] = c->u.call.args.v[i];
	na.v[k] = ir_new_var_ref(a, tmp, s->span);
	c->u.call.args = na;
	ir_sb_push(out, s);
}

/* ---- batch ops: one call of the op's 2-D form per batch ---- */

enum { MAX_BATCH_RANK = 16, MAX_BATCH_COUNT = 4096 };

/* The constant dims of a type of rank 2..MAX_BATCH_RANK, or 0. */
static uint32_t const_dims(const struct type *t, int64_t *d)
{
	if (!t || t->kind != TY_TILE || t->shape.n < 2 || t->shape.n > MAX_BATCH_RANK)
		return 0;
	for (uint32_t i = 0; i < t->shape.n; i++)
		if (!ir_expr_is_const_int(t->shape.v[i], &d[i]) || d[i] <= 0)
			return 0;
	return t->shape.n;
}

static const struct type *orig_type(struct scratch *S, const struct expr *x)
{
	if (x->kind == EX_VAR && x->u.var->id < S->n_orig && S->orig[x->u.var->id])
		return S->orig[x->u.var->id];
	return ir_expr_type(x);
}

/* `base` if unused in the function, else base_1, base_2 ...: the names
 * the reference prints for repeated ones. */
static const char *fresh(struct scratch *S, const char *base)
{
	const char *n = intern_cstr(base);
	char tmp[256];
	for (unsigned k = 1; pu_names_has(&S->names, n); k++) {
		snprintf(tmp, sizeof tmp, "%s_%u", base, k);
		n = intern_cstr(tmp);
	}
	pu_names_add(&S->names, n);
	return n;
}

static struct var *bind(struct scratch *S, struct expr *c, const char *name, struct span sp,
			struct stmt_buf *out)
{
	if (!tc_deduce_call(S->p->arena, c)) {
		S->failed = true;
		return NULL;
	}
	struct var *v = ir_new_var(S->p, fresh(S, name), VAR_LOCAL, c->type, sp);
	ir_sb_push(out, ir_new_assign(S->p->arena, v, c, sp));
	return v;
}

static struct expr *int_list(struct arena *a, const int64_t *v, uint32_t n, struct span sp)
{
	struct expr_list l = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = ir_new_int(a, v[i], DT_INDEX, sp);
	return ir_new_list(a, l, sp);
}

static bool batch_unsupported(struct scratch *S, const struct expr *c, const char *why)
{
	diag_error(c->span, "flatten_tile_nd_to_2d: %s %s is not supported", spec_ops[c->u.call.op].name,
		   why);
	S->failed = true;
	return false;
}

/* Unrolls `r = batch_op(a, b)` (its operands' batch dims broadcast to the
 * result's) into, per batch, a 2-D page of each operand (a tile.slice of
 * the flattened operand: a row slice, or a column slice for an operand
 * flattened with its batches side by side, as a transposed view is) and a
 * call of the op's 2-D form.  With `store` (the next statement, storing r)
 * each product is stored to its [1, .., M, N] window of the tensor, the
 * stores chained; else the batch count must be 1 and r becomes the 2-D
 * product.  Emits into out; false after an error. */
static bool lower_batch(struct scratch *S, struct stmt *s, struct stmt *store, struct stmt_buf *out)
{
	struct arena *a = S->p->arena;
	struct expr *c = s->u.assign.value;
	const struct spec_op *so = &spec_ops[c->u.call.op];
	struct span sp = c->span;
	int64_t rd[MAX_BATCH_RANK], od[4][MAX_BATCH_RANK], fd[4][2];
	uint32_t rn = const_dims(orig_type(S, &(struct expr){.kind = EX_VAR,
							   .u.var = s->u.assign.var}), rd);
	uint32_t na = c->u.call.args.n, on[4];
	if (!rn || na > 4 || na > so->n_operands)
		return batch_unsupported(S, c, "on tiles of non-constant shape");
	/* an accumulating form updates its accumulator in place: not stored
	 * per batch, and (for now) of one batch only */
	int acc = so->reuses_input;
	if (acc >= 0 && (acc >= (int)na || c->u.call.args.v[acc]->kind != EX_VAR))
		return batch_unsupported(S, c, "with an accumulator that is not a variable");
	uint32_t nb = rn - 2;
	int64_t count = 1;
	for (uint32_t i = 0; i < nb; i++)
		if (!i64_mul(count, rd[i], &count) || count > MAX_BATCH_COUNT)
			return batch_unsupported(S, c, "with more than 4096 batches");
	for (uint32_t k = 0; k < na; k++) {
		struct expr *x = c->u.call.args.v[k];
		if (so->operands[k].kind == OK_scalar) /* init_cond: every batch's */
			continue;
		on[k] = const_dims(orig_type(S, x), od[k]);
		const struct type *ft = ir_expr_type(x);
		if (!on[k] || on[k] > rn || !ft || ft->kind != TY_TILE || ft->shape.n != 2 ||
		    !ir_expr_is_const_int(ft->shape.v[0], &fd[k][0]) ||
		    !ir_expr_is_const_int(ft->shape.v[1], &fd[k][1]))
			return batch_unsupported(S, c, "on tiles of non-constant shape");
	}
	/* the store: its tile, offsets and tensor operands */
	struct expr *sc = store ? store->u.assign.value : NULL;
	int st_off = -1, st_ten = -1, st_shape = -1;
	if (sc) {
		const struct spec_op *ss = &spec_ops[sc->u.call.op];
		for (int i = 0; i < ss->n_operands; i++) {
			uint8_t k = ss->operands[i].kind;
			if (k == OK_index_list && st_off < 0)
				st_off = i;
			else if (k == OK_tensor && st_ten < 0)
				st_ten = i;
			else if (k == OK_shape && st_shape < 0)
				st_shape = i;
		}
		const struct expr *offs = st_off >= 0 && (uint32_t)st_off < sc->u.call.args.n
						  ? sc->u.call.args.v[st_off] : NULL;
		/* the flattening gave the store its window: the whole product */
		bool whole = st_shape >= 0 && sc->u.call.args.n == (uint32_t)st_shape + 1;
		const struct expr *w = whole ? sc->u.call.args.v[st_shape] : NULL;
		for (uint32_t i = 0; w && i < rn; i++) {
			int64_t x;
			whole = w->kind == EX_LIST && w->u.list.n == rn &&
				ir_expr_is_const_int(w->u.list.v[i], &x) && x == rd[i];
			if (!whole)
				break;
		}
		if (st_off < 0 || st_ten < 0 || !whole || !offs || offs->kind != EX_LIST ||
		    offs->u.list.n != rn)
			return batch_unsupported(S, c, "stored by a store stating its window");
	} else if (count != 1) {
		return batch_unsupported(S, c, "with more than one batch whose product is not "
					 "stored right away");
	}
	const char *op2 = spec_ops[so->unbatched].name;
	const char *dot = strrchr(op2, '.');
	struct expr *tensor = sc ? sc->u.call.args.v[st_ten] : NULL;
	for (int64_t b = 0; b < count; b++) {
		int64_t idx[MAX_BATCH_RANK], rem = b;
		for (uint32_t i = nb; i-- > 0;) {
			idx[i] = rem % rd[i];
			rem /= rd[i];
		}
		struct expr_list args = ir_expr_list_new(a, na);
		for (uint32_t k = 0; k < na; k++) {
			if ((int)k == acc || so->operands[k].kind == OK_scalar) {
				args.v[k] = c->u.call.args.v[k];
				continue;
			}
			/* the operand's own batch index: its batch dims are the
			 * trailing ones of the result's, a dim of 1 broadcast */
			uint32_t kb = on[k] - 2;
			int64_t ob = 0;
			for (uint32_t j = 0; j < kb; j++)
				ob = ob * od[k][j] + (od[k][j] == 1 ? 0 : idx[nb - kb + j]);
			int64_t rows = od[k][on[k] - 2], cols = od[k][on[k] - 1];
			bool by_col = fd[k][0] == rows && fd[k][1] != cols;
			int64_t shape[2] = {rows, cols};
			int64_t off[2] = {by_col ? 0 : ob * rows, by_col ? ob * cols : 0};
			if ((by_col ? ob * cols + cols > fd[k][1] : ob * rows + rows > fd[k][0]) ||
			    (by_col ? fd[k][0] != rows : fd[k][1] != cols))
				return batch_unsupported(S, c, "on an operand not flattened batch by batch");
			struct expr_list sa = ir_expr_list_new(a, 3);
			sa.v[0] = c->u.call.args.v[k];
			sa.v[1] = int_list(a, shape, 2, sp);
			sa.v[2] = int_list(a, off, 2, sp);
			char name[160];
			snprintf(name, sizeof name, "%s_slice_%lld", so->operands[k].name, (long long)b);
			struct var *pv = bind(S, ir_new_call(a, S->op_slice, sa, sp), name, s->span, out);
			if (!pv)
				return false;
			args.v[k] = ir_new_var_ref(a, pv, sp);
		}
		struct expr *mm = ir_new_call(a, so->unbatched, args, sp);
		if (!sc) { /* one batch: r itself becomes the 2-D product */
			if (!tc_deduce_call(a, mm))
				return S->failed = true, false;
			s->u.assign.value = mm;
			s->u.assign.var->type = mm->type;
			if (acc >= 0) /* named as the accumulator it updates */
				s->u.assign.var->name = fresh(S, c->u.call.args.v[acc]->u.var->name);
			ir_sb_push(out, s);
			return true;
		}
		char name[160];
		snprintf(name, sizeof name, "%s_%lld", dot ? dot + 1 : op2, (long long)b);
		struct var *mv = bind(S, mm, name, s->span, out);
		if (!mv)
			return false;
		/* store(product, offsets + batch index, tensor, [1, .., M, N]) */
		struct expr_list o = ir_expr_list_copy(a, sc->u.call.args.v[st_off]->u.list);
		for (uint32_t i = 0; i < nb; i++) {
			int64_t base, sum;
			if (!idx[i])
				continue;
			if (ir_expr_is_const_int(o.v[i], &base) && i64_add(base, idx[i], &sum))
				o.v[i] = ir_new_int(a, sum, DT_INDEX, sp);
			else
				o.v[i] = ir_new_binary(a, BO_ADD, o.v[i],
						       ir_new_int(a, idx[i], DT_INDEX, sp), sp);
		}
		int64_t win[MAX_BATCH_RANK];
		for (uint32_t i = 0; i < rn; i++)
			win[i] = i < nb ? 1 : rd[i];
		struct expr_list st = ir_expr_list_new(a, (uint32_t)st_shape + 1);
		for (uint32_t i = 0; i < (uint32_t)st_shape; i++)
			st.v[i] = sc->u.call.args.v[i];
		st.v[0] = ir_new_var_ref(a, mv, sp);
		st.v[st_off] = ir_new_list(a, o, sp);
		st.v[st_ten] = tensor;
		st.v[st_shape] = int_list(a, win, rn, sp);
		struct expr *call = ir_new_call(a, sc->u.call.op, st, sc->span);
		call->u.call.kwargs = sc->u.call.kwargs;
		call->u.call.attrs = sc->u.call.attrs;
		struct var *sv = store->u.assign.var;
		snprintf(name, sizeof name, "%s_%lld", sv->name, (long long)b);
		if (b + 1 == count) { /* the last store keeps the store's var: its uses stay */
			if (!tc_deduce_call(a, call))
				return S->failed = true, false;
			sv->name = fresh(S, name);
			sv->type = call->type;
			store->u.assign.value = call;
			ir_sb_push(out, store);
		} else {
			struct var *v = bind(S, call, name, store->span, out);
			if (!v)
				return false;
			tensor = ir_new_var_ref(a, v, sp);
		}
	}
	return true;
}

/* Unrolls `r = tile.transpose(x, n-2, n-1)` of a tile x of rank n > 2
 * ([.., A, B] flattened to [count*A, B]) into, per batch b, the 2-D
 * transpose of its page (a [A, B] tile.slice at row b*A) assembled at row
 * b*B of a [count*B, A] tile created first, the last assemble defining r.
 * The pages' rows must be whole 32-byte blocks (the reference pads others,
 * which is not done here).  Emits into out; false after an error. */
static bool lower_nd_transpose(struct scratch *S, struct stmt *s, struct stmt_buf *out)
{
	struct arena *a = S->p->arena;
	struct expr *c = s->u.assign.value;
	struct span sp = c->span;
	struct expr *x = c->u.call.args.v[0];
	const struct type *ot = orig_type(S, x);
	int64_t d[MAX_BATCH_RANK];
	uint32_t n = const_dims(ot, d);
	if (!n)
		return batch_unsupported(S, c, "on a tile of rank > 2 and non-constant shape");
	struct tile_view v = ir_tile_view_effective(ot);
	for (uint32_t i = 0; i < n; i++) {
		int64_t w;
		if (v.valid_shape.n != n || !ir_expr_is_const_int(v.valid_shape.v[i], &w) || w != d[i])
			return batch_unsupported(S, c, "on a tile of rank > 2 with a partial valid shape");
	}
	int64_t A = d[n - 2], B = d[n - 1], count = 1;
	for (uint32_t i = 0; i + 2 < n; i++)
		if (!i64_mul(count, d[i], &count) || count > MAX_BATCH_COUNT)
			return batch_unsupported(S, c, "with more than 4096 batches");
	if (B * (int64_t)dtype_infos[ot->dtype].bits % 256)
		return batch_unsupported(S, c, "on a tile of rank > 2 whose rows are not whole 32-byte "
					 "blocks (the reference pads each page)");
	int64_t whole[2] = {count * B, A};
	struct expr_list ca = ir_expr_list_new(a, 1);
	ca.v[0] = int_list(a, whole, 2, sp);
	struct expr *cr = ir_new_call(a, S->op_create, ca, sp);
	ir_call_set_kwarg_int(cr, "dtype", ot->dtype);
	ir_call_set_kwarg_int(cr, "target_memory", ot->mem < MS_COUNT ? ot->mem : MS_Vec);
	struct var *acc = bind(S, cr, "transpose_out", s->span, out);
	if (!acc)
		return false;
	const char *in_name = spec_ops[c->u.call.op].operands[0].name;
	for (int64_t b = 0; b < count; b++) {
		char name[160];
		int64_t shape[2] = {A, B}, off[2] = {b * A, 0}, at[2] = {b * B, 0};
		struct expr_list sa = ir_expr_list_new(a, 3);
		sa.v[0] = x;
		sa.v[1] = int_list(a, shape, 2, sp);
		sa.v[2] = int_list(a, off, 2, sp);
		snprintf(name, sizeof name, "%s_slice_%lld", in_name, (long long)b);
		struct var *page = bind(S, ir_new_call(a, S->op_slice, sa, sp), name, s->span, out);
		if (!page)
			return false;
		struct expr_list ta = ir_expr_list_new(a, 3);
		ta.v[0] = ir_new_var_ref(a, page, sp);
		ta.v[1] = ir_new_int(a, 0, ir_expr_type(c->u.call.args.v[1])->dtype, sp);
		ta.v[2] = ir_new_int(a, 1, ir_expr_type(c->u.call.args.v[2])->dtype, sp);
		snprintf(name, sizeof name, "transpose_%lld", (long long)b);
		struct var *t = bind(S, ir_new_call(a, c->u.call.op, ta, sp), name, s->span, out);
		if (!t)
			return false;
		struct expr_list aa = ir_expr_list_new(a, 3);
		aa.v[0] = ir_new_var_ref(a, acc, sp);
		aa.v[1] = ir_new_var_ref(a, t, sp);
		aa.v[2] = int_list(a, at, 2, sp);
		struct expr *as = ir_new_call(a, S->op_assemble, aa, sp);
		if (b + 1 < count) {
			snprintf(name, sizeof name, "transpose_out_%lld", (long long)b);
			if (!(acc = bind(S, as, name, s->span, out)))
				return false;
			continue;
		}
		if (!tc_deduce_call(a, as))
			return S->failed = true, false;
		s->u.assign.value = as;
		s->u.assign.var->type = as->type;
		ir_sb_push(out, s);
	}
	return true;
}

/* [d0 * .. * d(n-2), d(n-1)] of a constant list, or NULL. */
static struct expr *collapse_list(struct arena *a, const struct expr *l, uint32_t n, struct span sp)
{
	int64_t d[2] = {1, 0}, x;
	if (!l || l->kind != EX_LIST || l->u.list.n != n)
		return NULL;
	for (uint32_t i = 0; i < n; i++)
		if (!ir_expr_is_const_int(l->u.list.v[i], &x) ||
		    (i + 1 < n && !i64_mul(d[0], x, &d[0])))
			return NULL;
	ir_expr_is_const_int(l->u.list.v[n - 1], &d[1]);
	return int_list(a, d, 2, sp);
}

/* A load of rank > 2 into Mat (which the cube's ND-to-NZ load takes from a
 * 2-D tensor only) loads from `<var>_view2d = tensor.view(t, [rows, cols])`
 * of its ND tensor, its window collapsed to 2-D the same way: the window's
 * leading dims must be one contiguous run of rows. */
static bool collapse_mat_load(struct scratch *S, struct stmt *s, struct stmt_buf *out)
{
	struct arena *a = S->p->arena;
	struct expr *c = s->u.assign.value;
	const struct spec_op *so = &spec_ops[c->u.call.op];
	struct var *r = s->u.assign.var;
	const struct type *old = r->id < S->n_orig && S->orig[r->id] ? S->orig[r->id] : NULL;
	if (so->type_rule.kind != TR_load || !old || !high_rank(old) || r->type->mem != MS_Mat ||
	    c->u.call.args.n < 3 || c->u.call.args.v[0]->kind != EX_VAR)
		return false;
	struct expr *t = c->u.call.args.v[0];
	const struct type *tt = ir_expr_type(t);
	uint32_t n = old->shape.n;
	if (!tt || tt->kind != TY_TENSOR || tt->shape.n != n || n > MAX_BATCH_RANK ||
	    (tt->tview && tt->tview->layout != TLY_ND))
		return false;
	int64_t td[MAX_BATCH_RANK], o[MAX_BATCH_RANK], w[MAX_BATCH_RANK];
	const struct expr *offs = c->u.call.args.v[1], *win = c->u.call.args.v[2];
	const struct expr *valid = c->u.call.args.n > 3 ? c->u.call.args.v[3] : win;
	if (offs->kind != EX_LIST || offs->u.list.n != n || valid->kind != EX_LIST ||
	    valid->u.list.n != n)
		return false;
	for (uint32_t i = 0; i < n; i++)
		if (!ir_expr_is_const_int(tt->shape.v[i], &td[i]) ||
		    !ir_expr_is_const_int(offs->u.list.v[i], &o[i]) ||
		    !ir_expr_is_const_int(valid->u.list.v[i], &w[i]))
			return false;
	/* contiguous: after the first leading dim of the window above 1, the
	 * leading dims are whole */
	uint32_t k = 0;
	while (k + 2 < n && w[k] == 1)
		k++;
	for (uint32_t i = k + 1; i + 1 < n; i++)
		if (w[i] != td[i])
			return false;
	int64_t rows = 1, row = 0;
	for (uint32_t i = 0; i + 1 < n; i++)
		if (!i64_mul(rows, td[i], &rows) || !i64_mul(row, td[i], &row) ||
		    !i64_add(row, o[i], &row))
			return false;
	struct expr *shp = collapse_list(a, win, n, c->span);
	struct expr *vsh = collapse_list(a, valid, n, c->span);
	if (!shp || !vsh)
		return false;
	int64_t vd[2] = {rows, td[n - 1]};
	struct expr_list va = ir_expr_list_new(a, 2);
	va.v[0] = t;
	va.v[1] = int_list(a, vd, 2, c->span);
	char name[200];
	snprintf(name, sizeof name, "%s_view2d", r->name);
	struct var *view = bind(S, ir_new_call(a, S->op_view, va, c->span), name, s->span, out);
	if (!view)
		return true;
	struct expr_list la = ir_expr_list_copy(a, c->u.call.args);
	la.v[0] = ir_new_var_ref(a, view, c->span);
	int64_t od[2] = {row, o[n - 1]};
	la.v[1] = int_list(a, od, 2, c->span);
	la.v[2] = shp;
	if (la.n > 3)
		la.v[3] = vsh;
	c->u.call.args = la;
	ir_sb_push(out, s);
	return true;
}

/* The product of the batch dims (all but the last two) of a constant
 * shape, and its last two dims; false when not constant or of rank < 2. */
static bool batch_page(const struct type *t, int64_t *count, int64_t page[2])
{
	int64_t d[MAX_BATCH_RANK];
	uint32_t n = const_dims(t, d);
	if (!n)
		return false;
	*count = 1;
	for (uint32_t i = 0; i + 2 < n; i++)
		if (!i64_mul(*count, d[i], count))
			return false;
	page[0] = d[n - 2];
	page[1] = d[n - 1];
	return true;
}

/* A batch op's operand made by a tile.reshape that only restates its batch
 * dims (the same matrix page, the same batch count) is read through it: the
 * op unrolls over the reshape's source, and the reshape, left unused, is
 * dropped after the function is lowered. */
static void peel_batch_reshapes(struct scratch *S, struct expr *c)
{
	for (uint32_t k = 0; k < c->u.call.args.n; k++) {
		struct expr *x = c->u.call.args.v[k];
		for (int hops = 0; hops < IR_MAX_DEPTH && x->kind == EX_VAR; hops++) {
			uint32_t id = x->u.var->id;
			struct expr *r = id < S->n_orig ? S->reshape_of[id] : NULL;
			if (!r || !r->u.call.args.n)
				break;
			int64_t nb_out, nb_in, pg_out[2], pg_in[2];
			if (!batch_page(orig_type(S, x), &nb_out, pg_out) ||
			    !batch_page(orig_type(S, r->u.call.args.v[0]), &nb_in, pg_in) ||
			    nb_out != nb_in || pg_out[0] != pg_in[0] || pg_out[1] != pg_in[1])
				break;
			S->peeled[id] = 1;
			S->any_peeled = true;
			x = r->u.call.args.v[0];
		}
		c->u.call.args.v[k] = x;
	}
}

static bool count_var_use(struct expr *e, struct stmt *s, void *ctx)
{
	uint32_t *uses = ctx;
	(void)s;
	if (e->kind == EX_VAR)
		uses[e->u.var->id]++;
	return true;
}

struct drop_peeled {
	struct scratch *S;
	const uint32_t *uses;
};

static void drop_peeled_reshape(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct drop_peeled *d = ctx;
	struct var *v = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
	if (v && v->id < d->S->n_orig && d->S->peeled[v->id] && !d->uses[v->id])
		return;
	ir_sb_push(out, s);
}

/* Whether s stores the var r (its tile operand). */
static bool stores_var(const struct stmt *s, const struct var *r)
{
	const struct expr *c = s && s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	return c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_store &&
	       c->u.call.args.n && c->u.call.args.v[0]->kind == EX_VAR &&
	       c->u.call.args.v[0]->u.var == r;
}

static struct stmt_list batch_list(struct scratch *S, struct stmt_list l, int depth)
{
	if (depth > IR_MAX_DEPTH)
		die("statement nesting deeper than %d", IR_MAX_DEPTH);
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n && !S->failed; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = batch_list(S, *kids[k], depth + 1);
		struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
		if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_reshape &&
		    s->u.assign.var->id < S->n_orig)
			S->reshape_of[s->u.assign.var->id] = c;
		if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_load &&
		    collapse_mat_load(S, s, &out)) {
			S->rebuilt = true;
			continue;
		}
		if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_transpose &&
		    c->u.call.args.n && high_rank(orig_type(S, c->u.call.args.v[0]))) {
			S->rebuilt = true;
			lower_nd_transpose(S, s, &out);
			continue;
		}
		if (!c || c->kind != EX_CALL || !spec_ops[c->u.call.op].batched) {
			ir_sb_push(&out, s);
			continue;
		}
		S->rebuilt = true;
		peel_batch_reshapes(S, c);
		/* an accumulating form is never fused with its store */
		struct stmt *next = i + 1 < l.n && spec_ops[c->u.call.op].reuses_input < 0 &&
					    stores_var(l.v[i + 1], s->u.assign.var)
				    ? l.v[i + 1] : NULL;
		if (lower_batch(S, s, next, &out) && next)
			i++;
	}
	struct stmt_list res = l; /* kept when every statement stayed as it was */
	if (out.n != l.n || (l.n && memcmp(out.v, l.v, l.n * sizeof *l.v) != 0)) {
		res = ir_sb_finish(S->p->arena, &out);
		S->rebuilt = true;
	}
	ir_sb_free(&out);
	return res;
}

bool pass_flatten_tile_nd_to_2d(struct pass_ctx *ctx, struct program *p)
{
	struct fl f = {.a = p->arena, .n_orig = p->n_vars};
	f.orig = xcalloc(p->n_vars + 1, sizeof *f.orig);
	f.remade = xcalloc(p->n_vars + 1, 1);
	f.nd = xcalloc(p->n_vars + 1, 1);
	f.link = xcalloc(p->n_vars + 1, sizeof *f.link);
	struct expr **reshape_of = xcalloc(p->n_vars + 1, sizeof *reshape_of);
	uint8_t *peeled = xcalloc(p->n_vars + 1, 1);
	for (uint32_t i = 0; i < p->n_funcs && !f.failed; i++) {
		struct function *fn = p->funcs[i];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		f.fn = fn;
		pu_function_defs(fn, flat_var_cb, &f);
		retype_list(&f, fn->body, 0);
		/* operands are flattened before their users: walk in order and
		 * rewrite calls bottom-up within each statement */
		struct flat_walk w = {.f = &f};
		f.due.n = 0;
		ir_walk_stmts(fn->body, flat_stmt, &w);
		if (f.failed)
			break;
		struct scratch S = {.p = p, .op_create = pu_op_by_rule(TR_create, OK_shape),
				    .op_reshape = pu_op_by_rule(TR_reshape, OK_tile),
				    .op_slice = pu_op_by_rule(TR_slice, OK_tile),
				    .op_view = pu_op_by_rule(TR_tensor_view, OK_tensor),
				    .op_assemble = pu_op_by_rule(TR_assemble, OK_tile),
				    .orig = f.orig, .n_orig = f.n_orig, .fn = fn};
		S.reshape_of = reshape_of;
		S.peeled = peeled;
		pu_names_lazy(&S.names, fn);
		fn->body = batch_list(&S, fn->body, 0);
		if (S.any_peeled) {
			uint32_t *uses = xcalloc(p->n_vars + 1, sizeof *uses);
			struct pu_expr_walk uw = {.fn = count_var_use, .ctx = uses};
			pu_walk_function_exprs(fn, &uw);
			struct drop_peeled d = {&S, uses};
			fn->body = ir_rewrite_stmts(p->arena, fn->body, drop_peeled_reshape, &d);
			free(uses);
		}
		/* the rewrite keeps every statement unless one is due */
		bool due = S.rebuilt || S.any_peeled;
		for (size_t k = 0; k < f.due.n && !due; k++)
			due = scratch_due(f.due.items[k]);
		if (due)
			fn->body = ir_rewrite_stmts(p->arena, fn->body, add_scratch, &S);
		pu_names_free(&S.names);
		f.failed |= S.failed;
	}
	free(f.orig);
	free(f.remade);
	free(f.nd);
	free(f.link);
	free(f.computed);
	free(reshape_of);
	free(peeled);
	vec_free(&f.due);
	return !f.failed;
}
