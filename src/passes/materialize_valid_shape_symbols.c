/* MaterializeValidShapeSymbols: a device kernel (InCore, AIC, AIV, Spmd)
 * whose tensor parameter declares a valid_shape naming a pl.dynamic symbol
 * that nothing in the kernel binds (no tensor parameter's shape holds it, it
 * is not a scalar parameter) has no value for it at run time.  Each such
 * symbol, named bare in some parameter's valid_shape, becomes a leading
 * Scalar[INDEX] parameter of the kernel (the symbol itself, in first-seen
 * order, so every annotation naming it is bound at once), and every call or
 * submit of the kernel passes the matching dim of the actual argument's valid
 * shape (a pl.adir.scalar leads its arg_directions).  A symbol only inside a compound valid_shape dim, a call omitting the
 * argument to read it from, and two slots given different extents are
 * errors at the user's line.  (Reference
 * materialize_valid_shape_symbols_pass.cpp.)
 * requires: (nothing)
 * produces: (nothing)
 * invalidates: (nothing) */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "util.h"

/* One parameter slot naming a symbol bare: (param index, valid_shape dim). */
struct slot {
	uint32_t param, dim;
};

struct sym {
	struct var *var;
	struct slot *slots;
	uint32_t n_slots, cap_slots;
};

struct plan {
	struct function *f;
	struct sym *syms;
	uint32_t n_syms;
};

static bool device_kernel(const struct function *f)
{
	return f->kind == FK_InCore || f->kind == FK_AIC || f->kind == FK_AIV || f->kind == FK_Spmd;
}

/* A tensor parameter's declared valid_shape (empty when fully valid). */
static struct expr_list declared_valid(const struct var *v)
{
	const struct type *t = v->type;
	if (t->kind != TY_TENSOR || !t->tview)
		return (struct expr_list){0};
	return t->tview->valid_shape;
}

/* Per-var marks of one kernel, indexed by var id: 0 unseen, MARK_BOUND a value
 * the kernel already has (a scalar parameter or a dim of a tensor's shape),
 * MARK_SYM + k the k-th planned symbol.  `touched` lists the ids set, so the
 * marks are cleared in time proportional to what one kernel set. */
enum { MARK_BOUND = 1, MARK_SYM = 2 };

struct marks {
	uint32_t *of;
	uint32_t n;
	struct vec touched;
};

static uint32_t mark_get(const struct marks *mk, const struct var *v)
{
	if (v->id >= mk->n)
		die("materialize_valid_shape_symbols: var '%s' has id %u outside the program's %u",
		    v->name, v->id, mk->n);
	return mk->of ? mk->of[v->id] : 0;
}

static void mark_set(struct marks *mk, struct var *v, uint32_t m)
{
	if (!mk->of) /* made at the first mark: most functions have no param to mark */
		mk->of = xcalloc(mk->n ? mk->n : 1, sizeof *mk->of);
	if (!mark_get(mk, v))
		vec_push(&mk->touched, v);
	mk->of[v->id] = m;
}

static void marks_clear(struct marks *mk)
{
	for (size_t i = 0; i < mk->touched.n; i++)
		mk->of[((struct var *)mk->touched.items[i])->id] = 0;
	mk->touched.n = 0;
}

static void mark_bound(struct marks *mk, struct var *v)
{
	if (!mark_get(mk, v))
		mark_set(mk, v, MARK_BOUND);
}

/* The plan of f; false after an error. */
static bool build_plan(struct function *f, struct plan *pl, struct marks *mk)
{
	*pl = (struct plan){f, NULL, 0};
	if (f->abstract || !device_kernel(f))
		return true;
	struct vec dims = {0};
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *v = f->params[i].var;
		if (v->type->kind != TY_TENSOR) {
			mark_bound(mk, v);
			continue;
		}
		for (uint32_t d = 0; d < v->type->shape.n; d++)
			ir_walk_expr(v->type->shape.v[d], ir_collect_dyn_vars, &dims);
	}
	for (size_t k = 0; k < dims.n; k++)
		mark_bound(mk, dims.items[k]);
	vec_free(&dims);
	uint32_t cap = 0;
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct expr_list vs = declared_valid(f->params[i].var);
		for (uint32_t d = 0; d < vs.n; d++) {
			struct expr *e = vs.v[d];
			if (!e || e->kind != EX_VAR || e->u.var->kind != VAR_DYN || mark_get(mk, e->u.var) == MARK_BOUND)
				continue;
			uint32_t m = mark_get(mk, e->u.var);
			struct sym *s;
			if (m >= MARK_SYM) {
				s = &pl->syms[m - MARK_SYM];
			} else {
				if (pl->n_syms == cap) {
					cap = cap ? 2 * cap : 4;
					pl->syms = xrealloc(pl->syms, cap * sizeof *pl->syms);
				}
				mark_set(mk, e->u.var, MARK_SYM + pl->n_syms);
				s = &pl->syms[pl->n_syms++];
				*s = (struct sym){e->u.var, NULL, 0, 0};
			}
			if (s->n_slots == s->cap_slots) {
				s->cap_slots = s->cap_slots ? 2 * s->cap_slots : 2;
				s->slots = xrealloc(s->slots, s->cap_slots * sizeof *s->slots);
			}
			s->slots[s->n_slots++] = (struct slot){i, d};
		}
	}
	bool ok = true;
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *pv = f->params[i].var;
		struct expr_list vs = declared_valid(pv);
		for (uint32_t d = 0; d < vs.n; d++) {
			if (!vs.v[d] || vs.v[d]->kind == EX_VAR)
				continue;
			struct vec used = {0};
			ir_walk_expr(vs.v[d], ir_collect_dyn_vars, &used);
			for (size_t k = 0; k < used.n; k++) {
				struct var *u = used.items[k];
				if (mark_get(mk, u))
					continue;
				diag_error(pv->span,
					   "parameter '%s' of kernel '%s' uses symbol '%s' only inside a compound "
					   "valid_shape dim, so no call can supply its value; name it alone in some "
					   "parameter's pl.TensorView(valid_shape=...) or pass the extent as a "
					   "pl.Scalar[pl.INDEX] parameter",
					   pv->name, f->name, u->name);
				ok = false;
			}
			vec_free(&used);
		}
	}
	marks_clear(mk);
	return ok;
}

static void extend_signature(struct program *p, const struct plan *pl)
{
	struct function *f = pl->f;
	struct param *ps = ARENA_ARRAY(p->arena, struct param, f->n_params + pl->n_syms);
	for (uint32_t k = 0; k < pl->n_syms; k++)
		ps[k] = (struct param){pl->syms[k].var, DIR_IN};
	if (f->n_params)
		memcpy(ps + pl->n_syms, f->params, f->n_params * sizeof *ps);
	f->params = ps;
	f->n_params += pl->n_syms;
}

struct mv {
	struct program *p;
	const struct plan **planned; /* the plans with symbols, by callee address */
	uint32_t n_planned;
	bool failed;
};

static int by_callee(const void *x, const void *y)
{
	uintptr_t a = (uintptr_t)(*(const struct plan *const *)x)->f;
	uintptr_t b = (uintptr_t)(*(const struct plan *const *)y)->f;
	return a < b ? -1 : a > b;
}

static const struct plan *plan_of(const struct mv *m, const struct function *callee)
{
	uint32_t lo = 0, hi = m->n_planned;
	while (callee && lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		uintptr_t at = (uintptr_t)m->planned[mid]->f;
		if (at == (uintptr_t)callee)
			return m->planned[mid];
		if (at < (uintptr_t)callee)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static struct expr *rewrite_call(struct expr *e, void *ctx)
{
	struct mv *m = ctx;
	if (e->kind != EX_FCALL)
		return e;
	const struct plan *pl = plan_of(m, e->u.fcall.callee);
	if (!pl)
		return e;
	struct expr_list old = e->u.fcall.args;
	struct expr_list args = ir_expr_list_new(m->p->arena, old.n + pl->n_syms);
	for (uint32_t k = 0; k < pl->n_syms; k++) {
		const struct sym *s = &pl->syms[k];
		struct expr *value = NULL;
		for (uint32_t j = 0; j < s->n_slots; j++) {
			const struct slot *sl = &s->slots[j];
			if (sl->param >= old.n || !old.v[sl->param]) {
				diag_error(e->span,
					   "kernel '%s' declares valid_shape symbol '%s' on parameter %u, but this "
					   "call does not pass that argument to read the extent from",
					   pl->f->name, s->var->name, sl->param);
				m->failed = true;
				return e;
			}
			const struct type *t = ir_expr_type(old.v[sl->param]);
			if (t->kind != TY_TENSOR)
				die("MaterializeValidShapeSymbols: argument %u of a call of '%s' is not a tensor",
				    sl->param, pl->f->name);
			struct expr_list av = ir_valid_shape(t);
			if (sl->dim >= av.n)
				die("MaterializeValidShapeSymbols: argument %u of a call of '%s' has rank %u",
				    sl->param, pl->f->name, av.n);
			struct expr *cand = av.v[sl->dim];
			if (value && !ir_expr_equal_exact(value, cand)) {
				diag_error(e->span,
					   "symbol '%s' of kernel '%s' is declared in more than one parameter's "
					   "valid_shape, but this call gives them different extents",
					   s->var->name, pl->f->name);
				m->failed = true;
				return e;
			}
			if (!value)
				value = cand;
		}
		args.v[k] = value;
	}
	memcpy(args.v + pl->n_syms, old.v, old.n * sizeof *old.v);
	struct expr *n = ir_expr_copy(m->p->arena, e);
	n->u.fcall.args = args;
	/* the call's arg_directions gain a leading scalar per added argument */
	struct attr_list at = e->u.fcall.attrs;
	for (uint32_t i = 0; i < at.n; i++) {
		struct expr *d = at.v[i].value;
		if (strcmp(at.v[i].key, "arg_directions") != 0 || !d || d->kind != EX_LIST)
			continue;
		struct expr_list dl = ir_expr_list_new(m->p->arena, d->u.list.n + pl->n_syms);
		for (uint32_t k = 0; k < pl->n_syms; k++)
			dl.v[k] = ir_new_symbol(m->p->arena, intern_cstr("pl.adir.scalar"), d->span);
		if (d->u.list.n)
			memcpy(dl.v + pl->n_syms, d->u.list.v, d->u.list.n * sizeof *dl.v);
		struct attr *nv = ARENA_ARRAY(m->p->arena, struct attr, at.n);
		memcpy(nv, at.v, at.n * sizeof *nv);
		nv[i].value = ir_new_list(m->p->arena, dl, d->span);
		n->u.fcall.attrs = (struct attr_list){at.n, nv};
		break;
	}
	return n;
}

static void rewrite_stmt(struct stmt *s, struct stmt_buf *out, void *ctx);

static struct expr *rw(struct mv *m, struct expr *e)
{
	return e ? ir_rewrite_expr(m->p->arena, e, rewrite_call, m) : e;
}

static void rewrite_stmt(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct mv *m = ctx;
	if (s->kind == ST_ASSIGN)
		s->u.assign.value = rw(m, s->u.assign.value);
	else if (s->kind == ST_EVAL)
		s->u.eval.value = rw(m, s->u.eval.value);
	else if (s->kind == ST_RETURN || s->kind == ST_YIELD)
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			s->u.ret.values.v[i] = rw(m, s->u.ret.values.v[i]);
	ir_sb_push(out, s);
}

bool pass_materialize_valid_shape_symbols(struct pass_ctx *ctx, struct program *p)
{
	struct plan *plans = xcalloc(p->n_funcs ? p->n_funcs : 1, sizeof *plans);
	bool ok = true, any = false;
	struct marks mk = {NULL, p->n_vars, {0}};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		ok &= build_plan(p->funcs[i], &plans[i], &mk);
		any |= plans[i].n_syms > 0;
	}
	free(mk.of);
	vec_free(&mk.touched);
	struct mv m = {p, NULL, 0, false};
	if (ok && any) {
		m.planned = xcalloc(p->n_funcs, sizeof *m.planned);
		for (uint32_t i = 0; i < p->n_funcs; i++)
			if (plans[i].n_syms)
				m.planned[m.n_planned++] = &plans[i];
		qsort(m.planned, m.n_planned, sizeof *m.planned, by_callee);
		for (uint32_t i = 0; i < p->n_funcs; i++)
			if (!p->funcs[i]->abstract)
				p->funcs[i]->body = ir_rewrite_stmts(p->arena, p->funcs[i]->body, rewrite_stmt, &m);
		for (uint32_t i = 0; i < p->n_funcs && !m.failed; i++)
			if (plans[i].n_syms)
				extend_signature(p, &plans[i]);
		free(m.planned);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		for (uint32_t k = 0; k < plans[i].n_syms; k++)
			free(plans[i].syms[k].slots);
		free(plans[i].syms);
	}
	free(plans);
	return ok && !m.failed;
}
