/* OutlineIncoreScopes: the body of every `with pl.at(level=pl.Level.CORE_GROUP):`
 * scope of an Opaque, Orchestration or Graph function becomes an InCore function
 * `<fn>_incore_<n>` (or the scope's name_hint), called where the scope was
 * (outline.c); a function that had such a scope becomes the Orchestration
 * function (reference outline_incore_scopes_pass.cpp).
 *
 * Before an Opaque function is outlined from, and in every Orchestration
 * function, reads of a parameter's dynamic extent are folded onto the symbol:
 * `m = pl.tensor.dim(a, 0)` with `a: pl.Tensor[[M, 128], ...]` a parameter is
 * dropped and every use of m (types included) reads M, so the Orchestration
 * function names one runtime extent once (its C++ defines M at the entry from
 * the first argument declaring it; the reference's
 * test_dyn_dim_symbol_is_defined_from_the_declaring_argument).  The fold
 * is transitive (a tensor typed by a folded read has its own dims folded too);
 * reads of a constant extent, by a runtime axis, or of a symbol no tensor
 * parameter declares stay.
 * requires: SSAForm
 * produces: SSAForm, SplitIncoreOrch, AivSplitValid */
#include "clone.h"
#include "outline.h"
#include "passes.h"
#include "passutil.h"

/* Whether v is an extent of a tensor parameter's shape. */
static bool param_dim_symbol(const struct function *f, const struct var *v)
{
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (!t || t->kind != TY_TENSOR)
			continue;
		for (uint32_t k = 0; k < t->shape.n; k++)
			if (t->shape.v[k]->kind == EX_VAR && t->shape.v[k]->u.var == v)
				return true;
	}
	return false;
}

struct dim_fold {
	struct function *f;
	struct cl_map map; /* folded read -> the symbol */
	bool any;
};

static void retype_def(struct var *v, struct stmt *s, void *ctx)
{
	struct dim_fold *d = ctx;
	v->type = cl_type(&d->map, v->type);
}

/* The symbol a `x = pl.tensor.dim(t, k)` statement reads, or NULL. */
static struct var *folded_extent(struct dim_fold *d, const struct stmt *s)
{
	const struct expr *c = pu_stmt_call(s);
	if (!c || s->kind != ST_ASSIGN || spec_ops[c->u.call.op].emit != EK_tensor_dim ||
	    c->u.call.args.n != 2 || c->u.call.args.v[1]->kind != EX_INT)
		return NULL;
	/* a var's type, retyped at its definition */
	const struct type *t = ir_expr_type(c->u.call.args.v[0]);
	if (t->kind != TY_TENSOR)
		return NULL;
	int64_t axis = c->u.call.args.v[1]->u.i, rank = t->shape.n;
	if (axis < 0)
		axis += rank;
	if (axis < 0 || axis >= rank)
		return NULL;
	const struct expr *e = t->shape.v[axis];
	return e->kind == EX_VAR && param_dim_symbol(d->f, e->u.var) ? e->u.var : NULL;
}

/* Pre-order, so (SSA) every definition is seen before its uses: the vars a
 * statement defines are retyped through the folds made so far, then a dim
 * read is folded when its tensor's extent is a parameter's symbol. */
static bool find_dim_reads(struct stmt *s, void *ctx)
{
	struct dim_fold *d = ctx;
	pu_stmt_defs(s, retype_def, d);
	struct var *sym = folded_extent(d, s);
	if (sym) {
		cl_set_use(&d->map, s->u.assign.var, ir_new_var_ref(d->map.p->arena, sym, sym->span));
		d->any = true;
	}
	return true;
}

static bool folded(const struct dim_fold *d, const struct var *v)
{
	return v->id < d->map.cap && d->map.use[v->id];
}

static struct expr *subst_node(struct expr *e, void *ctx)
{
	struct dim_fold *d = ctx;
	if (e->kind == EX_VAR)
		return folded(d, e->u.var) ? cl_expr(&d->map, e) : e;
	const struct type *t = e->kind == EX_CALL ? cl_type(&d->map, e->type) : e->type;
	if (t == e->type)
		return e;
	struct expr *n = ir_expr_copy(d->map.p->arena, e);
	n->type = t;
	return n;
}

static struct expr *subst_expr(struct expr *e, void *ctx)
{
	struct dim_fold *d = ctx;
	return e ? ir_rewrite_expr(d->map.p->arena, e, subst_node, d) : e;
}

static void drop_dim_reads(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct dim_fold *d = ctx;
	if (s->kind == ST_ASSIGN && folded(d, s->u.assign.var))
		return;
	pu_rewrite_stmt_exprs(s, subst_expr, d);
	ir_sb_push(out, s);
}

/* Folds f's reads of its parameters' dynamic extents (the header); whether
 * it folded any. */
static bool fold_param_dim_reads(struct program *p, struct function *f)
{
	struct dim_fold d = {.f = f};
	cl_init(&d.map, p);
	ir_walk_stmts(f->body, find_dim_reads, &d);
	if (d.any) {
		f->body = ir_rewrite_stmts(p->arena, f->body, drop_dim_reads, &d);
		for (uint32_t i = 0; i < f->n_rets; i++)
			f->rets[i] = cl_type(&d.map, f->rets[i]);
	}
	cl_free(&d.map);
	return d.any;
}

bool pass_outline_incore_scopes(struct pass_ctx *ctx, struct program *p)
{
	/* an Opaque function outlined from becomes the Orchestration function:
	 * its dim reads fold first (before the outliner indexes the bodies), as
	 * an Orchestration function's do */
	bool any_fold = false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind == FK_Orchestration || (f->kind == FK_Opaque && ol_outlines_incore(f->body)))
			any_fold |= fold_param_dim_reads(p, f);
	}
	if (!ol_any_host(p)) {
		ctx->unchanged = !any_fold; /* no function to outline from */
		return true;
	}
	struct ol_pass *o = ol_begin(p);
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!ol_is_host(f))
			continue;
		int n = ol_function(o, f, OL_INCORE);
		if (n < 0)
			ok = false;
		if (n > 0 && f->kind == FK_Opaque) {
			f->kind = FK_Orchestration;
			ir_function_derive_level_role(FK_Orchestration, &f->level, &f->role);
		}
	}
	ol_end(o);
	return ok;
}
