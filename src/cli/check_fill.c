/* How `ptoc check` fills the program inputs an op reads as an index, a signal
 * or a count, and the ranks a distributed program is written for.  The facts
 * are the operands' `fill:` and `world:` in specs/ops (an index's bound is a
 * dim of another operand, scaled by kwargs); this file follows a tensor
 * parameter from the ops that read it, back through the loads and views of it
 * (`fill: through`; an index read plus a constant offset, `plus:`, has the
 * offset taken off its bound) and up the calls that pass it, and keys the result by the
 * parameter's user name, as --fill is keyed. */
#include <stdlib.h>
#include <string.h>

#include "check_fill.h"
#include "intern.h"
#include "ir.h"
#include "spec.h"
#include "util.h"

static bool fill_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct check_fill *)item)->name == key;
}

static uint64_t fill_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct check_fill *)item)->name);
}

/* The interned user name of `name` (before its first "__"). */
static const char *user_name(const char *name)
{
	return intern(name, (size_t)ir_user_name_len(name));
}

const struct check_fill *check_fill_find(const struct check_fills *f, const char *name)
{
	if (!f || !f->n)
		return NULL;
	const char *u = user_name(name);
	void **slot = ptab_find(&f->tab, ptr_hash(u), u, fill_eq, NULL);
	return slot && *slot ? *slot : NULL;
}

/* Ranks of the fills: a stronger one wins over a weaker one for a name. */
static int strength(unsigned kind)
{
	return kind == IF_signal ? 3 : kind == IF_count ? 2 : kind == IF_index ? 1 : 0;
}

/* Records fill `kind` (bound, deciding op/operand) for the tensor parameter `v`. */
static void note(struct check_fills *fs, const struct var *v, unsigned kind, int64_t bound, const char *op,
		 const char *operand)
{
	if (v->kind != VAR_PARAM || !v->type || v->type->kind != TY_TENSOR)
		return;
	const char *u = user_name(v->name);
	ptab_reserve(&fs->tab, fill_hash, NULL);
	void **slot = ptab_find(&fs->tab, ptr_hash(u), u, fill_eq, NULL);
	struct check_fill *f = *slot;
	if (!f) {
		f = xcalloc(1, sizeof *f);
		f->name = u;
		ptab_put(&fs->tab, slot, f);
		ARRAY_RESERVE(fs->v, fs->n, fs->cap, 8);
		fs->v[fs->n++] = f;
	} else if (strength(kind) < strength(f->kind) ||
		   (kind == f->kind && (kind != IF_index || bound >= f->bound))) {
		return; /* the first of equal fills names the op */
	}
	f->kind = (uint8_t)kind;
	f->bound = bound;
	f->op = op;
	f->operand = operand;
}

/* note() for a parameter whose values are read plus `plus`: indices v + plus
 * in [0, bound) take v in [0, bound - plus); a negative offset asks for a
 * floor the fills do not have (the parameter stays data). */
static void note_plus(struct check_fills *fs, const struct var *v, unsigned kind, int64_t bound, int64_t plus,
		      const char *op, const char *operand)
{
	if (kind == IF_index) {
		if (plus < 0 || plus >= bound)
			return;
		bound -= plus;
	}
	note(fs, v, kind, bound, op, operand);
}

/* The value of int kwarg `name` of call `c`, or `dflt` when it has none. */
static int64_t kwarg_int(const struct expr *c, const char *name, int64_t dflt)
{
	const struct kwval *k = name ? ir_call_kwarg(c, name) : NULL;
	return k && k->present ? k->i : dflt;
}

/* The bound of index operand `d` of call `c`: the extent of the dim it
 * indexes, scaled; 1 (zeros, always in range) when it cannot be derived. */
static int64_t index_bound(const struct expr *c, const struct spec_operand *d, check_dim_fn eval, void *ctx)
{
	if (d->fill_of >= (int)c->u.call.args.n)
		return 1;
	const struct type *t = ir_expr_type(c->u.call.args.v[d->fill_of]);
	if (!t || (t->kind != TY_TENSOR && t->kind != TY_TILE))
		return 1;
	int64_t ext = 1;
	if (d->fill_flat) {
		/* a flat position: the element count, row by row */
		for (uint32_t i = 0; i < t->shape.n; i++) {
			int64_t x;
			if (!eval(t->shape.v[i], &x, ctx) || x < 1 || !i64_mul(ext, x, &ext))
				return 1;
		}
	} else {
		int64_t dim = d->fill_dim, rank = (int64_t)t->shape.n;
		if (d->fill_dim_kwarg) {
			const struct kwval *k = ir_call_kwarg(c, d->fill_dim_kwarg);
			if (k && k->present)
				dim = k->i;
		}
		if (dim < 0)
			dim += rank;
		if (dim < 0 || dim >= rank || !eval(t->shape.v[dim], &ext, ctx) || ext < 1)
			return 1;
	}
	int64_t mul = kwarg_int(c, d->fill_mul, 1), div = kwarg_int(c, d->fill_div, 1);
	if (mul < 1 || div < 1 || !i64_mul(ext, mul, &ext))
		return 1;
	ext /= div;
	return ext < 1 ? 1 : ext;
}

static bool def_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct stmt *)item)->u.assign.var == key;
}

static uint64_t def_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct stmt *)item)->u.assign.var);
}

/* The assignments of local vars by var; `many` holds the vars assigned more
 * than once (not followed). */
struct def_tables {
	struct ptab defs, many;
};

static bool collect_def(struct stmt *s, void *arg)
{
	struct def_tables *t = arg;
	if (s->kind != ST_ASSIGN || !s->u.assign.var || s->u.assign.var->kind != VAR_LOCAL)
		return true;
	const struct var *v = s->u.assign.var;
	ptab_reserve(&t->defs, def_hash, NULL);
	void **slot = ptab_find(&t->defs, ptr_hash(v), v, def_eq, NULL);
	if (!*slot) {
		ptab_put(&t->defs, slot, s);
		return true;
	}
	ptr_set_add(&t->many, v);
	return true;
}

struct infer_ctx {
	struct check_fills *fs;
	check_dim_fn eval;
	void *ctx;
	struct ptab loops; /* loop var -> its loop statement */
	struct def_tables defs;
};

/* The longest chain of loads and views followed back to a parameter. */
#define MAX_THROUGH 32

/* The parameter whose values operand `a` holds: the parameter itself, or one a
 * chain of single assignments of loads and views (an operand's `fill:
 * through`) reads; NULL for a computed value.  *plus gets what the chain adds
 * to the parameter's values (a through operand's constant `plus`). */
static const struct var *operand_param(const struct infer_ctx *ic, const struct expr *a, int64_t *plus)
{
	const struct def_tables *t = &ic->defs;
	*plus = 0;
	for (int depth = 0; a && depth < MAX_THROUGH; depth++) {
		if (a->kind == EX_VAR) {
			const struct var *v = a->u.var;
			if (v->kind == VAR_PARAM)
				return v;
			if (v->kind != VAR_LOCAL || !t->defs.n || ptr_set_has(&t->many, v))
				return NULL;
			const struct stmt *s = *ptab_find(&t->defs, ptr_hash(v), v, def_eq, NULL);
			a = s ? s->u.assign.value : NULL;
		} else if (a->kind == EX_CALL) {
			const struct spec_op *op = &spec_ops[a->u.call.op];
			const struct expr *next = NULL;
			for (uint32_t i = 0; i < a->u.call.args.n && i < op->n_operands && !next; i++) {
				const struct spec_operand *d = &op->operands[i];
				if (d->fill != IF_through)
					continue;
				next = a->u.call.args.v[i];
				int64_t x;
				if (d->fill_plus &&
				    ((uint32_t)d->fill_plus > a->u.call.args.n ||
				     !ic->eval(a->u.call.args.v[d->fill_plus - 1], &x, ic->ctx) || !i64_add(*plus, x, plus)))
					return NULL; /* an offset not known here: a computed value */
			}
			a = next;
		} else {
			return NULL;
		}
	}
	return NULL;
}

static bool loop_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct stmt *)item)->u.loop.loop_var == key;
}

static uint64_t loop_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct stmt *)item)->u.loop.loop_var);
}

/* Records every for loop by its loop var. */
static bool collect_loop(struct stmt *s, void *arg)
{
	struct ptab *t = arg;
	if (s->kind != ST_FOR || !s->u.loop.loop_var)
		return true;
	ptab_reserve(t, loop_hash, NULL);
	void **slot = ptab_find(t, ptr_hash(s->u.loop.loop_var), s->u.loop.loop_var, loop_eq, NULL);
	if (!*slot)
		ptab_put(t, slot, s);
	return true;
}

/* The ranks operand `a` (world role `role`) of op `op` asks for: a peer that
 * is the var of a loop over range(N) (from 0, step 1) N, a per-rank tensor
 * its dim 0; 0 when it asks for none. */
static int64_t world_of(const struct infer_ctx *ic, unsigned role, const struct expr *a)
{
	int64_t n = 0;
	if (role == WR_peer && a->kind == EX_VAR && a->u.var->kind == VAR_LOOP && ic->loops.n) {
		void **slot = ptab_find(&ic->loops, ptr_hash(a->u.var), a->u.var, loop_eq, NULL);
		const struct stmt *l = *slot;
		int64_t start = 0, step = 1;
		if (!l || (l->u.loop.start && !ic->eval(l->u.loop.start, &start, ic->ctx)) ||
		    (l->u.loop.step && !ic->eval(l->u.loop.step, &step, ic->ctx)) || start != 0 || step != 1 ||
		    !ic->eval(l->u.loop.stop, &n, ic->ctx))
			return 0;
	} else if (role == WR_extent) {
		const struct type *t = ir_expr_type(a);
		if (!t || t->kind != TY_TENSOR || !t->shape.n || !ic->eval(t->shape.v[0], &n, ic->ctx))
			return 0;
	}
	return n > 0 ? n : 0;
}

/* An offset or extent operand being walked: a scalar read from a parameter
 * (tensor.read, whose result holds the tensor's values) makes it a count. */
struct extent_walk {
	struct infer_ctx *ic;
	const char *op, *operand;
};

static bool note_extent_read(struct expr *e, void *arg)
{
	struct extent_walk *w = arg;
	int64_t plus;
	const struct var *v = e->kind == EX_VAR && e->u.var->kind == VAR_LOCAL
				      ? operand_param(w->ic, e, &plus) : NULL;
	if (v)
		note(w->ic->fs, v, IF_count, 1, w->op, w->operand);
	return true;
}

/* Notes the fills an op or a call gives the parameters it is passed. */
static bool infer_expr(struct expr *e, void *arg)
{
	struct infer_ctx *ic = arg;
	if (e->kind == EX_CALL) {
		const struct spec_op *op = &spec_ops[e->u.call.op];
		for (uint32_t i = 0; i < e->u.call.args.n && i < op->n_operands; i++) {
			const struct spec_operand *d = &op->operands[i];
			if (d->kind == OK_index_list || d->kind == OK_shape) {
				struct extent_walk w = {ic, op->name, d->name};
				ir_walk_expr(e->u.call.args.v[i], note_extent_read, &w);
				continue;
			}
			int64_t w = d->world ? world_of(ic, d->world, e->u.call.args.v[i]) : 0;
			if (w && (!ic->fs->world || w < ic->fs->world)) {
				ic->fs->world = w;
				ic->fs->world_op = op->name;
			}
			int64_t plus;
			const struct var *v = operand_param(ic, e->u.call.args.v[i], &plus);
			if (d->fill == IF_data || d->fill == IF_through || !v)
				continue;
			int64_t bound = d->fill == IF_index ? index_bound(e, d, ic->eval, ic->ctx) : 1;
			note_plus(ic->fs, v, d->fill, bound, plus, op->name, d->name);
		}
	} else if (e->kind == EX_FCALL && e->u.fcall.callee) {
		const struct function *g = e->u.fcall.callee;
		for (uint32_t i = 0; i < e->u.fcall.args.n && i < g->n_params; i++) {
			int64_t plus;
			const struct var *v = operand_param(ic, e->u.fcall.args.v[i], &plus);
			const struct check_fill *f = v ? check_fill_find(ic->fs, g->params[i].var->name) : NULL;
			if (f)
				note_plus(ic->fs, v, f->kind, f->bound, plus, f->op, f->operand);
		}
	}
	return true;
}

/* The functions `f` calls, appended to `out`. */
static bool collect_callee(struct expr *e, void *arg)
{
	if (e->kind == EX_FCALL && e->u.fcall.callee)
		vec_push(arg, e->u.fcall.callee);
	return true;
}

/* Functions are visited callees first (a post-order of the call graph, by an
 * explicit stack), so a call sees the fills its callee's parameters got. */
void check_fills_infer(const struct program *p, check_dim_fn eval, void *ctx, struct check_fills *out)
{
	memset(out, 0, sizeof *out);
	struct infer_ctx ic = {out, eval, ctx, {0}, {{0}, {0}}};
	struct ptab seen = {0};
	struct vec stack = {0}; /* tagged: low bit set = finish the function */
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		ir_walk_stmts(p->funcs[i]->body, collect_loop, &ic.loops);
		ir_walk_stmts(p->funcs[i]->body, collect_def, &ic.defs);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		vec_push(&stack, p->funcs[i]);
		while (stack.n) {
			uintptr_t top = (uintptr_t)stack.items[--stack.n];
			struct function *f = (struct function *)(top & ~(uintptr_t)1);
			if (top & 1) {
				ir_walk_stmts_exprs(f->body, infer_expr, &ic);
				continue;
			}
			if (!ptr_set_add(&seen, f))
				continue;
			vec_push(&stack, (void *)((uintptr_t)f | 1));
			ir_walk_stmts_exprs(f->body, collect_callee, &stack);
		}
	}
	ptab_free(&seen);
	ptab_free(&ic.loops);
	ptab_free(&ic.defs.defs);
	ptab_free(&ic.defs.many);
	vec_free(&stack);
}

void check_fills_free(struct check_fills *f)
{
	for (uint32_t i = 0; i < f->n; i++)
		free(f->v[i]);
	free(f->v);
	ptab_free(&f->tab);
	memset(f, 0, sizeof *f);
}
