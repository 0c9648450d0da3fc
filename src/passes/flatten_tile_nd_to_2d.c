/* FlattenTileNdTo2D: in InCore functions, every tile of rank > 2 becomes
 * 2-D by merging all but the last dim ([A, B, C] -> [A*B, C]).  Loads keep
 * their N-D tensor window and produce the 2-D tile; stores of a flattened
 * tile get the explicit N-D `shapes` operand; tile creation ops get the 2-D
 * shape; other ops on flattened operands are re-typed by their type rule.
 * Ops with shape or axis operands on rank > 2 tiles are reported.  A call
 * leaving out its optional scratch tile operand gets one created before it.
 * requires: SSAForm, IncoreTileOps, NormalizedStmtStructure
 * produces: SSAForm, TileOps2D, NormalizedStmtStructure */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

struct fl {
	struct arena *a;
	const struct type **orig; /* by var id: the type before the pass */
	uint32_t n_orig;
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

/* Records each var's type before flattening (by id), then flattens it.  A
 * tile annotated with another memory space than its op writes takes the
 * op's, as the reference re-types it here. */
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
	}
	/* a reshape keeps the shape it states, as the reference keeps it */
	const struct expr *c = s && s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_reshape)
		return;
	/* a load of rank <= 2 is typed by its op (the reference re-deduces it,
	 * keeping only the MemRef): a layout written on the result is dropped */
	if (c && c->kind == EX_CALL && spec_ops[c->u.call.op].type_rule.kind == TR_load &&
	    s->u.assign.var == v && v->type->kind == TY_TILE && v->type->shape.n <= 2 &&
	    v->type->view) {
		struct expr *d = pu_call_copy(f->a, c);
		if (tc_deduce_call(f->a, d) && d->type && d->type->kind == TY_TILE && !d->type->view) {
			struct type *t = ir_type_clone(f->a, d->type);
			t->memref = v->type->memref;
			v->type = t;
			return;
		}
	}
	v->type = flat_type(f, v->type, v->span);
}

/* Offsets into a tile of rank > 2 (old shape `t`) for a box of old shape
 * `b`, as offsets into the flattened tile: [row, col].  NULL when the box's
 * rows are not one run of the flattened rows, or a value is not constant. */
static struct expr *flat_offsets(struct fl *f, const struct expr *offs, const struct type *t,
				 const struct type *b)
{
	uint32_t n = t->shape.n;
	if (offs->kind != EX_LIST || offs->u.list.n != n || !b || b->kind != TY_TILE ||
	    b->shape.n != n)
		return NULL;
	int64_t o[16], td[16], bd[16];
	if (n > 16)
		return NULL;
	for (uint32_t i = 0; i < n; i++)
		if (!ir_expr_is_const_int(offs->u.list.v[i], &o[i]) ||
		    !ir_expr_is_const_int(t->shape.v[i], &td[i]) ||
		    !ir_expr_is_const_int(b->shape.v[i], &bd[i]) || o[i] < 0 || td[i] <= 0)
			return NULL;
	/* row-contiguous: leading box dims 1 up to one dim, full after it */
	uint32_t k = 0;
	while (k + 2 < n && bd[k] == 1)
		k++;
	for (uint32_t i = k + 1; i + 1 < n; i++)
		if (bd[i] != td[i] || o[i] != 0)
			return NULL;
	int64_t row = 0;
	for (uint32_t i = 0; i + 1 < n; i++)
		if (!i64_mul(row, td[i], &row) || !i64_add(row, o[i], &row))
			return NULL;
	struct expr_list l = ir_expr_list_new(f->a, 2);
	l.v[0] = ir_new_int(f->a, row, DT_INDEX, offs->span);
	l.v[1] = offs->u.list.v[n - 1];
	return ir_new_list(f->a, l, offs->span);
}

/* Rewrites one call whose operands or result have rank > 2 (operand var
 * types are already flat when `old_types` says they were not). */
static void flat_call(struct fl *f, struct expr *c, const struct type *old_result,
		      const struct type *const *old_args)
{
	const struct spec_op *so = &spec_ops[c->u.call.op];
	bool changed = old_result && high_rank(old_result);
	for (uint32_t i = 0; i < c->u.call.args.n; i++)
		changed |= old_args[i] && high_rank(old_args[i]);
	if (!changed)
		return;
	uint8_t rule = so->type_rule.kind;
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
			a.v[sh] = ir_new_list(f->a, ir_expr_list_copy(f->a, old_args[0]->shape), c->span);
			c->u.call.args = a;
		}
		return; /* the result is the tensor: unchanged */
	}
	for (uint32_t i = 0; i < c->u.call.args.n && i < so->n_operands; i++) {
		uint8_t k = so->operands[i].kind;
		if (k == OK_shape && rule == TR_reshape)
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
					 rule != TR_full)) {
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
	if (!tile || tile->kind != TY_TILE || tile->shape.n != 2 || !tensor ||
	    tensor->kind != TY_TENSOR || tensor->shape.n <= 2)
		return;
	struct tile_view v = ir_tile_view_effective(tile);
	struct expr_list vs = v.valid_shape.n == 2 ? v.valid_shape : tile->shape;
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

static bool flat_expr(struct expr *e, struct stmt *s, void *ctx)
{
	struct fl *f = ctx;
	if (!e)
		return false;
	if (e->kind != EX_CALL)
		return true;
	const struct type *olds[64] = {0};
	for (uint32_t i = 0; i < e->u.call.args.n && i < 64; i++) {
		struct expr *x = e->u.call.args.v[i];
		if (x->kind == EX_VAR && x->u.var->id < f->n_orig && f->orig[x->u.var->id])
			olds[i] = f->orig[x->u.var->id];
		else
			olds[i] = ir_expr_type(x);
	}
	uint32_t n_before = e->u.call.args.n;
	flat_call(f, e, e->type, olds);
	if (spec_ops[e->u.call.op].type_rule.kind == TR_store && e->u.call.args.n == n_before)
		store_valid_shapes(f, e);
	return true;
}

struct scratch {
	struct program *p;
	struct pu_names names;
	unsigned op_create, op_reshape;
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
	if (!so || k >= (uint32_t)so->n_operands || so->operands[k].kind != OK_tile ||
	    !so->operands[k].optional || k + 1 != (uint32_t)so->n_operands || !pto_requires(so, k) ||
	    !in || in->kind != TY_TILE || in->shape.n != 2) {
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

bool pass_flatten_tile_nd_to_2d(struct pass_ctx *ctx, struct program *p)
{
	struct fl f = {.a = p->arena, .n_orig = p->n_vars};
	f.orig = xcalloc(p->n_vars + 1, sizeof *f.orig);
	for (uint32_t i = 0; i < p->n_funcs && !f.failed; i++) {
		struct function *fn = p->funcs[i];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		pu_function_defs(fn, flat_var_cb, &f);
		/* operands are flattened before their users: walk in order and
		 * rewrite calls bottom-up within each statement */
		struct pu_expr_walk w = {.fn = flat_expr, .ctx = &f};
		pu_walk_function_exprs(fn, &w);
		if (f.failed)
			break;
		struct scratch S = {.p = p, .op_create = pu_op_by_rule(TR_create, OK_shape),
				    .op_reshape = pu_op_by_rule(TR_reshape, OK_tile)};
		pu_names_init(&S.names, fn);
		fn->body = ir_rewrite_stmts(p->arena, fn->body, add_scratch, &S);
		pu_names_free(&S.names);
		f.failed |= S.failed;
	}
	free(f.orig);
	return !f.failed;
}
