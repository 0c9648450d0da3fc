/* MaterializeDistTensorCtx: every function with DistributedTensor parameters gets one
 * communication-context parameter per such parameter, appended in order and named
 * `<name>_ctx` (made unique in the function), and every call of it passes the
 * contexts of its DistributedTensor arguments (arg direction scalar).  Outside host
 * orchestrators a query of a tensor's context (the CommCtx op) becomes the context
 * that tensor has: its parameter's, the one of the var or loop carry it aliases, or
 * the one a callee returns it with.  A call whose argument has no known context (in a
 * host orchestrator) queries it in a statement before the call.
 * requires: CommDomainScopesMaterialized, ReturnParamsExplicit
 * produces: CommDomainScopesMaterialized, DistTensorCtxMaterialized; invalidates: (none) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_util.h"
#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

/* What a function with DistributedTensor parameters gains. */
struct plan {
	const struct function *f;
	uint32_t n_old;        /* parameters before the contexts */
	uint32_t n_dist;
	uint32_t *dist;        /* indices of the DistributedTensor parameters */
	struct var **ctx;      /* [n_dist]: their context parameters */
	int32_t *ret_param;    /* by result position: the parameter returned there, or -1 */
};

struct mdc {
	struct program *p;
	struct plan *plans;    /* sorted by function pointer */
	uint32_t n_plans;
	const struct type *ctx_type;
	unsigned ctx_op;
	uint32_t nv;           /* the vars the tables below cover */
	/* per function */
	struct function *f;
	const struct plan *cur;
	struct var **ctx_of;   /* by var id: the context of a DistributedTensor var */
	struct var ***tuple_ctx; /* by var id: contexts of a tuple's elements (NULL: none) */
	uint32_t *tuple_n;
	struct pu_names names;
	struct stmt_buf *prefix; /* where context queries go, or NULL */
	bool failed;
};

static bool is_dist(const struct type *t)
{
	return t && t->kind == TY_TENSOR && t->distributed;
}

static int cmp_plan(const void *x, const void *y)
{
	const struct plan *a = x, *b = y;
	return (a->f > b->f) - (a->f < b->f);
}

static const struct plan *plan_of(const struct mdc *D, const struct function *f)
{
	uint32_t lo = 0, hi = D->n_plans;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;
		if (D->plans[mid].f == f)
			return &D->plans[mid];
		if ((uintptr_t)D->plans[mid].f < (uintptr_t)f)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static bool name_use(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		pu_names_add(ctx, e->u.var->name);
	return true;
}

/* Every name a function uses: its definitions and the vars its body refers to. */
static void names_of(struct pu_names *n, struct function *f)
{
	pu_names_init(n, f);
	ir_walk_stmts_exprs(f->body, name_use, n);
}

static const char *unique(struct pu_names *n, const char *base, size_t len)
{
	char buf[256];
	snprintf(buf, sizeof buf, "%.*s_ctx", (int)(len > 200 ? 200 : len), base);
	const char *s = intern_cstr(buf);
	for (unsigned k = 1; pu_names_has(n, s); k++) {
		snprintf(buf, sizeof buf, "%.*s_ctx_%u", (int)(len > 200 ? 200 : len), base, k);
		s = intern_cstr(buf);
	}
	pu_names_add(n, s);
	return s;
}

static void build_plan(struct mdc *D, struct function *f, struct plan *pl)
{
	*pl = (struct plan){.f = f, .n_old = f->n_params};
	pl->dist = xcalloc(f->n_params, sizeof *pl->dist);
	pl->ctx = xcalloc(f->n_params, sizeof *pl->ctx);
	struct pu_names n;
	names_of(&n, f);
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *v = f->params[i].var;
		if (!is_dist(v->type))
			continue;
		const char *nm = unique(&n, v->name, (size_t)ir_user_name_len(v->name));
		pl->dist[pl->n_dist] = i;
		pl->ctx[pl->n_dist++] = ir_new_var(D->p, nm, VAR_PARAM, D->ctx_type, v->span);
	}
	pu_names_free(&n);
	/* the parameters a function returns as they are (its explicit returns) */
	pl->ret_param = xcalloc(f->n_rets ? f->n_rets : 1, sizeof *pl->ret_param);
	for (uint32_t r = 0; r < f->n_rets; r++)
		pl->ret_param[r] = -1;
	for (uint32_t i = 0; i < f->body.n; i++) {
		struct stmt *s = f->body.v[i];
		if (s->kind != ST_RETURN)
			continue;
		for (uint32_t r = 0; r < s->u.ret.values.n && r < f->n_rets; r++) {
			const struct expr *e = s->u.ret.values.v[r];
			if (e->kind != EX_VAR || e->u.var->kind != VAR_PARAM)
				continue;
			for (uint32_t k = 0; k < f->n_params; k++)
				if (f->params[k].var == e->u.var)
					pl->ret_param[r] = (int32_t)k;
		}
	}
}

static void extend_signature(struct mdc *D, struct function *f, const struct plan *pl)
{
	struct param *np = ARENA_ARRAY(D->p->arena, struct param, pl->n_old + pl->n_dist);
	memcpy(np, f->params, pl->n_old * sizeof *np);
	for (uint32_t i = 0; i < pl->n_dist; i++)
		np[pl->n_old + i] = (struct param){pl->ctx[i], DIR_IN};
	f->params = np;
	f->n_params = pl->n_old + pl->n_dist;
}

/* ---- which context a value has ----------------------------------------------- */

static struct var *ctx_lookup(struct mdc *D, const struct expr *e);

/* The contexts a call returns with its results (by position), or 0. */
static uint32_t returned_ctxs(struct mdc *D, const struct expr *e, struct var ***out)
{
	if (e->kind == EX_VAR && e->u.var->id < D->nv && D->tuple_ctx[e->u.var->id]) {
		*out = D->tuple_ctx[e->u.var->id];
		return D->tuple_n[e->u.var->id];
	}
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return 0;
	const struct plan *pl = plan_of(D, e->u.fcall.callee);
	const struct function *cf = e->u.fcall.callee;
	if (!pl || !cf->n_rets)
		return 0;
	struct var **r = ARENA_ARRAY(D->p->arena, struct var *, cf->n_rets);
	for (uint32_t i = 0; i < cf->n_rets; i++) {
		int32_t k = pl->ret_param[i];
		r[i] = k >= 0 && (uint32_t)k < e->u.fcall.args.n && (uint32_t)k < pl->n_old &&
			       is_dist(cf->params[k].var->type)
			       ? ctx_lookup(D, e->u.fcall.args.v[k])
			       : NULL;
	}
	*out = r;
	return cf->n_rets;
}

static struct var *ctx_lookup(struct mdc *D, const struct expr *e)
{
	if (!e)
		return NULL;
	if (e->kind == EX_VAR)
		return e->u.var->id < D->nv ? D->ctx_of[e->u.var->id] : NULL;
	struct var **r;
	if (e->kind == EX_GETITEM) {
		uint32_t n = returned_ctxs(D, e->u.get.x, &r);
		return e->u.get.index < n ? r[e->u.get.index] : NULL;
	}
	if (e->kind == EX_FCALL)
		return returned_ctxs(D, e, &r) == 1 ? r[0] : NULL;
	if (e->kind != EX_CALL || !is_dist(ir_expr_type(e)))
		return NULL;
	/* an op's DistributedTensor result names the window of the operand its
	 * type comes from (a view, a store, a collective): its context */
	const struct spec_rule *tr = &spec_ops[e->u.call.op].type_rule;
	for (unsigned i = 0; tr->kind == TR_same_as && i < tr->n_params; i++)
		if (!strcmp(tr->params[i].key, "arg") && (uint32_t)tr->params[i].i < e->u.call.args.n)
			return ctx_lookup(D, e->u.call.args.v[tr->params[i].i]);
	for (uint32_t i = 0; i < e->u.call.args.n; i++)
		if (is_dist(ir_expr_type(e->u.call.args.v[i])))
			return ctx_lookup(D, e->u.call.args.v[i]);
	return NULL;
}

/* The yield ending a branch (through transparent scopes), or NULL. */
static const struct stmt *branch_yield(struct stmt_list l)
{
	while (l.n) {
		const struct stmt *s = l.v[l.n - 1];
		if (s->kind == ST_YIELD)
			return s;
		if (s->kind != ST_SCOPE)
			return NULL;
		l = s->u.scope.body;
	}
	return NULL;
}

static void carry(struct mdc *D, uint32_t n, const struct iter_arg *it, struct var *const *rv)
{
	for (uint32_t i = 0; i < n; i++) {
		if (!is_dist(it[i].var->type))
			continue;
		struct var *c = ctx_lookup(D, it[i].init);
		if (!c)
			continue;
		D->ctx_of[it[i].var->id] = c;
		if (rv && is_dist(rv[i]->type))
			D->ctx_of[rv[i]->id] = c;
	}
}

/* Records which context each DistributedTensor var and tuple of the body has. */
static void aliases(struct mdc *D, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_ASSIGN: {
			struct var *v = s->u.assign.var;
			if (is_dist(v->type)) {
				D->ctx_of[v->id] = ctx_lookup(D, s->u.assign.value);
			} else if (v->type->kind == TY_TUPLE) {
				struct var **r;
				uint32_t n = returned_ctxs(D, s->u.assign.value, &r);
				if (n) {
					D->tuple_ctx[v->id] = r;
					D->tuple_n[v->id] = n;
				}
			}
			break;
		}
		case ST_FOR:
			carry(D, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars);
			aliases(D, s->u.loop.body);
			break;
		case ST_WHILE:
			carry(D, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars);
			aliases(D, s->u.wloop.body);
			break;
		case ST_IF: {
			aliases(D, s->u.cond.then_body);
			aliases(D, s->u.cond.else_body);
			const struct stmt *ty = branch_yield(s->u.cond.then_body);
			const struct stmt *ey = branch_yield(s->u.cond.else_body);
			for (uint32_t r = 0; ty && ey && s->u.cond.has_else && r < s->u.cond.n_ret; r++) {
				struct var *rv = s->u.cond.return_vars[r];
				if (!is_dist(rv->type) || r >= ty->u.ret.values.n || r >= ey->u.ret.values.n)
					continue;
				struct var *tc = ctx_lookup(D, ty->u.ret.values.v[r]);
				struct var *ec = ctx_lookup(D, ey->u.ret.values.v[r]);
				if (!tc || !ec)
					continue;
				if (tc != ec) {
					diag_error(s->span, "assigning a different DistributedTensor in each branch "
						   "of an if is not supported: '%.*s' would take its data from one "
						   "window and its communication context from another; assign one "
						   "DistributedTensor before the if and branch on the data read from it",
						   ir_user_name_len(rv->name), rv->name);
					D->failed = true;
				}
				D->ctx_of[rv->id] = tc;
			}
			break;
		}
		case ST_SCOPE: aliases(D, s->u.scope.body); break;
		default: break;
		}
	}
}

/* ---- rewriting ------------------------------------------------------------- */

/* The context of a call argument: the known one, else a query before the
 * statement (possible in an assignment, evaluation or return only). */
static struct var *ctx_for_arg(struct mdc *D, struct expr *arg)
{
	struct var *c = ctx_lookup(D, arg);
	if (c)
		return c;
	if (!D->prefix) {
		diag_error(arg->span, "the communication context of this DistributedTensor argument "
			   "cannot be queried here (only in an assignment, call statement or return)");
		D->failed = true;
		return NULL;
	}
	const char *base = "dist";
	size_t len = 4;
	if (arg->kind == EX_VAR) {
		base = arg->u.var->name;
		len = (size_t)ir_user_name_len(base);
	}
	struct var *v = ir_new_var(D->p, unique(&D->names, base, len), VAR_LOCAL, D->ctx_type, arg->span);
	struct expr_list a = ir_expr_list_new(D->p->arena, 1);
	a.v[0] = arg;
	struct expr *q = ir_new_call(D->p->arena, D->ctx_op, a, arg->span);
	if (!tc_deduce_call(D->p->arena, q))
		D->failed = true;
	ir_sb_push(D->prefix, ir_new_assign(D->p->arena, v, q, arg->span));
	return v;
}

static struct expr *rewrite_expr(struct expr *e, void *ctx)
{
	struct mdc *D = ctx;
	struct arena *a = D->p->arena;
	if (e->kind == EX_CALL && e->u.call.op == D->ctx_op && !cu_host_orch(D->f)) {
		struct var *c = e->u.call.args.n ? ctx_lookup(D, e->u.call.args.v[0]) : NULL;
		if (!c) {
			diag_error(e->span, "%s: this DistributedTensor has no communication context in "
				   "'%s' (it is not a parameter, or derived from one)",
				   spec_ops[e->u.call.op].name, D->f->name);
			D->failed = true;
			return e;
		}
		return ir_new_var_ref(a, c, e->span);
	}
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return e;
	const struct plan *pl = plan_of(D, e->u.fcall.callee);
	if (!pl)
		return e;
	struct expr *n = ir_expr_copy(a, e);
	struct expr_list args = ir_expr_list_new(a, e->u.fcall.args.n + pl->n_dist);
	for (uint32_t i = 0; i < e->u.fcall.args.n; i++)
		args.v[i] = e->u.fcall.args.v[i];
	for (uint32_t i = 0; i < pl->n_dist; i++) {
		if (pl->dist[i] >= e->u.fcall.args.n) {
			diag_error(e->span, "call of '%s' without its DistributedTensor argument %u",
				   pl->f->name, pl->dist[i]);
			D->failed = true;
			return e;
		}
		struct var *c = ctx_for_arg(D, e->u.fcall.args.v[pl->dist[i]]);
		if (!c)
			return e;
		args.v[e->u.fcall.args.n + i] = ir_new_var_ref(a, c, e->span);
	}
	n->u.fcall.args = args;
	/* arg_directions gain one scalar entry per context */
	struct attr_list at = e->u.fcall.attrs;
	for (uint32_t k = 0; k < at.n; k++) {
		if (strcmp(at.v[k].key, "arg_directions") || at.v[k].value->kind != EX_LIST)
			continue;
		struct attr *nv = ARENA_ARRAY(a, struct attr, at.n);
		memcpy(nv, at.v, at.n * sizeof *nv);
		struct expr_list old = at.v[k].value->u.list;
		struct expr_list d = ir_expr_list_new(a, old.n + pl->n_dist);
		for (uint32_t i = 0; i < old.n; i++)
			d.v[i] = old.v[i];
		for (uint32_t i = 0; i < pl->n_dist; i++)
			d.v[old.n + i] = ir_new_symbol(a, intern_cstr("pl.adir.scalar"), e->span);
		nv[k].value = ir_new_list(a, d, at.v[k].value->span);
		n->u.fcall.attrs = (struct attr_list){at.n, nv};
		break;
	}
	return n;
}

static struct expr *rewrite_one(struct expr *e, void *ctx)
{
	struct mdc *D = ctx;
	return e ? ir_rewrite_expr(D->p->arena, e, rewrite_expr, D) : NULL;
}

static void rewrite_stmt(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct mdc *D = ctx;
	struct stmt_buf pre = {0};
	bool value = s->kind == ST_ASSIGN || s->kind == ST_EVAL || s->kind == ST_RETURN;
	D->prefix = value ? &pre : NULL;
	pu_rewrite_stmt_exprs(s, rewrite_one, D);
	D->prefix = NULL;
	for (uint32_t i = 0; i < pre.n; i++)
		ir_sb_push(out, pre.v[i]);
	ir_sb_free(&pre);
	ir_sb_push(out, s);
}

bool pass_materialize_dist_tensor_ctx(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct mdc D = {.p = p};
	D.ctx_op = cu_op("CommCtx");
	D.ctx_type = ir_type_opaque(p->arena, cu_comm_ctx_name());
	D.plans = xcalloc(p->n_funcs ? p->n_funcs : 1, sizeof *D.plans);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		bool any = false;
		for (uint32_t i = 0; i < fn->n_params && !any; i++)
			any = is_dist(fn->params[i].var->type);
		if (any)
			build_plan(&D, fn, &D.plans[D.n_plans++]);
	}
	if (!D.n_plans) {
		free(D.plans);
		ctx->unchanged = true;
		return true;
	}
	qsort(D.plans, D.n_plans, sizeof *D.plans, cmp_plan);
	uint32_t nv = D.nv = p->n_vars;
	D.ctx_of = xcalloc(nv, sizeof *D.ctx_of);
	D.tuple_ctx = xcalloc(nv, sizeof *D.tuple_ctx);
	D.tuple_n = xcalloc(nv, sizeof *D.tuple_n);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract)
			continue;
		D.f = fn;
		D.cur = plan_of(&D, fn);
		if (D.cur)
			for (uint32_t i = 0; i < D.cur->n_dist; i++)
				D.ctx_of[fn->params[D.cur->dist[i]].var->id] = D.cur->ctx[i];
		aliases(&D, fn->body);
		names_of(&D.names, fn);
		fn->body = ir_rewrite_stmts(p->arena, fn->body, rewrite_stmt, &D);
		pu_names_free(&D.names);
	}
	for (uint32_t i = 0; i < D.n_plans; i++) {
		extend_signature(&D, (struct function *)D.plans[i].f, &D.plans[i]);
		free(D.plans[i].dist);
		free(D.plans[i].ctx);
		free(D.plans[i].ret_param);
	}
	free(D.plans);
	free(D.ctx_of);
	free(D.tuple_ctx);
	free(D.tuple_n);
	return !D.failed;
}
