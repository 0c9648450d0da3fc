/* Out-parameter write-back (see out_write_back.h). */
#include "out_write_back.h"

#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "outline.h"
#include "passutil.h"
#include "return_lineage.h"
#include "spec_ids.h"
#include "typecheck.h"
#include "util.h"

/* Length of name's user stem: without a ConvertToSSA suffix `__ssa_vN`,
 * `__rv_vN`, `__iter_vN` or `__phi_vN`; 0 when it has none. */
static size_t ssa_stem_len(const char *name)
{
	static const char *const sfx[] = {"__ssa_v", "__rv_v", "__iter_v", "__phi_v"};
	size_t n = strlen(name), d = n;
	while (d > 0 && name[d - 1] >= '0' && name[d - 1] <= '9')
		d--;
	if (d == n)
		return 0;
	for (size_t k = 0; k < sizeof sfx / sizeof *sfx; k++) {
		size_t l = strlen(sfx[k]);
		if (d > l && memcmp(name + d - l, sfx[k], l) == 0)
			return d - l;
	}
	return 0;
}

static bool same_tensor_type(const struct type *x, const struct type *y)
{
	if (!x || !y || x->kind != TY_TENSOR || y->kind != TY_TENSOR || x->dtype != y->dtype ||
	    x->shape.n != y->shape.n)
		return false;
	for (uint32_t i = 0; i < x->shape.n; i++)
		if (!ir_expr_equal_exact(x->shape.v[i], y->shape.v[i]))
			return false;
	return true;
}

static const char *stem_of(const char *name)
{
	size_t l = ssa_stem_len(name);
	return l ? intern(name, l) : NULL;
}

/* f's Out/InOut parameters by the interned stem of their names: the first
 * parameter of each stem. */
struct stem_param {
	const char *stem;
	uint32_t idx;
};

struct stems {
	struct ptab t;
	struct stem_param *v;
};

static uint64_t stem_hash(const void *item, void *ctx)
{
	return ptr_hash(((const struct stem_param *)item)->stem);
}

static bool stem_eq(const void *item, const void *key, void *ctx)
{
	return ((const struct stem_param *)item)->stem == key;
}

static void stems_init(struct stems *s, const struct function *f)
{
	*s = (struct stems){{0}, NULL};
	uint32_t n = 0;
	for (uint32_t i = 0; i < f->n_params; i++) {
		const char *k = f->params[i].dir == DIR_IN ? NULL : stem_of(f->params[i].var->name);
		if (!k)
			continue;
		if (!s->v)
			s->v = xmalloc(f->n_params * sizeof *s->v);
		ptab_reserve(&s->t, stem_hash, NULL);
		void **slot = ptab_find(&s->t, ptr_hash(k), k, stem_eq, NULL);
		if (!*slot) {
			s->v[n] = (struct stem_param){k, i};
			ptab_put(&s->t, slot, &s->v[n++]);
		}
	}
}

static void stems_free(struct stems *s)
{
	ptab_free(&s->t);
	free(s->v);
}

/* The Out/InOut tensor parameter of f that v rebinds (same SSA stem, same
 * tensor type), else -1. */
static int32_t rebound_out_param(const struct function *f, const struct stems *s, const struct var *v)
{
	const char *k = stem_of(v->name);
	const struct stem_param *e = k ? *ptab_find(&s->t, ptr_hash(k), k, stem_eq, NULL) : NULL;
	if (!e)
		return -1;
	const struct var *pv = f->params[e->idx].var;
	return pv != v && same_tensor_type(pv->type, v->type) ? (int32_t)e->idx : -1;
}

/* Where the buffer of a var of a function comes from, for the write-back of
 * the header: the parameter index it is, RT_NONE (a buffer a tensor op made,
 * on some path), RT_UNKNOWN (anything else: left as it is) or RT_DEEP (too
 * long a chain: left as it is, not memoized). */
enum { RT_NONE = -1, RT_UNKNOWN = -2, RT_DEEP = -3, RT_UNSET = -4 };
#define RT_MAX_DEPTH 512

struct write_back {
	struct program *p;
	struct function *f;
	struct rl_ctx *rl;
	struct stmt **def; /* [cap] by var id: the statement defining it */
	uint32_t *at;      /* [cap] its position among that statement's iter args (k) or results (k + n) */
	int32_t *root;     /* [cap] memo of var_root, RT_UNSET until known */
	uint8_t *in_scope; /* [cap] defined in a scope OutlineIncoreScopes outlines */
	struct var **site; /* [cap] a definition's assemble target: the parameter or a loop's carry of it */
	uint32_t cap;
	struct stmt *ret;
	int32_t *param; /* [values.n] the parameter each position is assembled into, or -1 */
	struct pu_names names;
	bool ok;
};

/* The carries of a for or while loop (n 0 for other statements). */
struct loop_parts {
	struct iter_arg *iter;
	struct var **return_vars;
	struct stmt_list body;
	uint32_t n;
};

static struct loop_parts loop_parts(const struct stmt *s)
{
	if (s->kind == ST_FOR)
		return (struct loop_parts){s->u.loop.iter, s->u.loop.return_vars, s->u.loop.body,
					   s->u.loop.n_iter};
	if (s->kind == ST_WHILE)
		return (struct loop_parts){s->u.wloop.iter, s->u.wloop.return_vars, s->u.wloop.body,
					   s->u.wloop.n_iter};
	return (struct loop_parts){0};
}

static void note_def(struct write_back *w, struct var *v, struct stmt *s, uint32_t at)
{
	if (v && v->id < w->cap && !w->def[v->id]) {
		w->def[v->id] = s;
		w->at[v->id] = at;
	}
}

static bool index_defs(struct stmt *s, void *ctx);

static bool index_scope_defs(struct stmt *s, void *ctx)
{
	struct write_back *w = ctx;
	if (s->kind == ST_ASSIGN && s->u.assign.var->id < w->cap)
		w->in_scope[s->u.assign.var->id] = 1;
	return index_defs(s, ctx);
}

static bool index_defs(struct stmt *s, void *ctx)
{
	struct write_back *w = ctx;
	switch (s->kind) {
	case ST_ASSIGN:
		note_def(w, s->u.assign.var, s, 0);
		break;
	case ST_SCOPE:
		if (ol_is_target(s, OL_INCORE)) {
			/* its body once, marking what it defines (nested scopes too) */
			ir_walk_stmts(s->u.scope.body, index_scope_defs, w);
			return false;
		}
		break;
	case ST_FOR:
	case ST_WHILE: {
		struct loop_parts l = loop_parts(s);
		for (uint32_t k = 0; k < l.n; k++) {
			note_def(w, l.iter[k].var, s, k);
			note_def(w, l.return_vars ? l.return_vars[k] : NULL, s, k + l.n);
		}
		break;
	}
	case ST_IF:
		for (uint32_t k = 0; k < s->u.cond.n_ret; k++)
			note_def(w, s->u.cond.return_vars[k], s, k);
		break;
	default:
		break;
	}
	return true;
}

static int32_t var_root(struct write_back *w, const struct var *v, int depth);

static int32_t expr_root(struct write_back *w, const struct expr *e, int depth)
{
	return e && e->kind == EX_VAR ? var_root(w, e->u.var, depth) : RT_UNKNOWN;
}

/* The root of a value that is one of two: unknown when either is, the same
 * one, else RT_NONE (on some path not the parameter). */
static int32_t join_root(int32_t a, int32_t b)
{
	if (a == RT_DEEP || b == RT_DEEP)
		return RT_DEEP;
	if (a == RT_UNKNOWN || b == RT_UNKNOWN)
		return RT_UNKNOWN;
	return a == b ? a : RT_NONE;
}

/* The buffer an assignment's value is: a copy of a var, the target of a
 * tensor.assemble or of another op's reused operand, a new one of any other
 * op, or a program function's result that writes back into one of its
 * arguments (return lineage of the callee; any other result is unknown). */
static int32_t value_root(struct write_back *w, const struct expr *e, int depth)
{
	if (e->kind == EX_VAR)
		return var_root(w, e->u.var, depth);
	if (e->kind == EX_CALL && e->u.call.op == OP_tensor_assemble && e->u.call.args.n)
		return expr_root(w, e->u.call.args.v[0], depth);
	if (e->kind == EX_CALL) {
		int r = spec_ops[e->u.call.op].reuses_input;
		return r >= 0 && (uint32_t)r < e->u.call.args.n ? expr_root(w, e->u.call.args.v[r], depth)
								: RT_NONE;
	}
	if (e->kind == EX_FCALL && e->u.fcall.callee) {
		uint32_t n = 0;
		const int32_t *map = rl_returned_params(w->rl, e->u.fcall.callee, &n);
		if (n == 1 && map[0] >= 0 && (uint32_t)map[0] < e->u.fcall.args.n)
			return expr_root(w, e->u.fcall.args.v[map[0]], depth);
	}
	return RT_UNKNOWN;
}

/* The loop result k of s: its init when no trip runs, else the last yield. */
static int32_t loop_result_root(struct write_back *w, struct iter_arg *iter, struct stmt_list body,
				uint32_t k, int depth)
{
	struct var *y = pu_yielded_var(body, k);
	if (!y)
		return RT_UNKNOWN;
	return join_root(expr_root(w, iter[k].init, depth), var_root(w, y, depth));
}

static int32_t var_root(struct write_back *w, const struct var *v, int depth)
{
	if (depth > RT_MAX_DEPTH)
		return RT_DEEP;
	for (uint32_t i = 0; i < w->f->n_params; i++)
		if (w->f->params[i].var == v)
			return (int32_t)i;
	if (v->id >= w->cap || !w->def[v->id])
		return RT_UNKNOWN;
	if (w->root[v->id] != RT_UNSET)
		return w->root[v->id];
	struct stmt *s = w->def[v->id];
	uint32_t k = w->at[v->id];
	int32_t r = RT_UNKNOWN;
	switch (s->kind) {
	case ST_ASSIGN:
		r = value_root(w, s->u.assign.value, depth + 1);
		break;
	case ST_FOR:
	case ST_WHILE: {
		struct loop_parts l = loop_parts(s);
		r = k < l.n ? expr_root(w, l.iter[k].init, depth + 1)
			    : loop_result_root(w, l.iter, l.body, k - l.n, depth + 1);
		break;
	}
	case ST_IF: {
		struct var *a = pu_yielded_var(s->u.cond.then_body, k);
		struct var *b = s->u.cond.has_else ? pu_yielded_var(s->u.cond.else_body, k) : NULL;
		r = a && b ? join_root(var_root(w, a, depth + 1), var_root(w, b, depth + 1)) : RT_UNKNOWN;
		break;
	}
	default:
		break;
	}
	if (r != RT_DEEP)
		w->root[v->id] = r;
	return r;
}

/* The definitions in outlined scopes that v, returned for parameter pi, is:
 * v's own; through a loop whose init is the parameter, the definition of
 * what its body yields; through an if, those of what both branches yield.
 * Whether every path ends at one; `mark` records them in w->site with the
 * var to assemble into: `into` (the parameter), or inside a loop the
 * innermost loop's iter arg carrying it, so that each trip passes the carry
 * and the loop carries the kernel's result (the parameter is not read
 * again after a call wrote it). */
static bool find_sites(struct write_back *w, const struct var *v, int32_t pi, struct var *into,
		       bool mark, int depth)
{
	if (!v || depth > RT_MAX_DEPTH || v->id >= w->cap || !w->def[v->id])
		return false;
	struct stmt *s = w->def[v->id];
	uint32_t k = w->at[v->id];
	if (s->kind == ST_ASSIGN) {
		if (!w->in_scope[v->id])
			return false;
		if (mark)
			w->site[v->id] = into;
		return true;
	}
	if (s->kind == ST_IF)
		return s->u.cond.has_else &&
		       find_sites(w, pu_yielded_var(s->u.cond.then_body, k), pi, into, mark, depth + 1) &&
		       find_sites(w, pu_yielded_var(s->u.cond.else_body, k), pi, into, mark, depth + 1);
	struct loop_parts l = loop_parts(s);
	if (!l.n || k < l.n || expr_root(w, l.iter[k - l.n].init, 0) != pi)
		return false;
	return find_sites(w, pu_yielded_var(l.body, k - l.n), pi, l.iter[k - l.n].var, mark,
			  depth + 1);
}

/* `t = pl.tensor.assemble(param, value, [0, ...])` */
static struct expr *assemble_into(struct write_back *w, struct var *param, struct var *value,
				  struct span sp)
{
	struct arena *a = w->p->arena;
	uint32_t rank = param->type->shape.n;
	int64_t *zeros = xcalloc(rank ? rank : 1, sizeof *zeros);
	struct expr_list args = ir_expr_list_new(a, 3);
	args.v[0] = ir_new_var_ref(a, param, sp);
	args.v[1] = ir_new_var_ref(a, value, sp);
	args.v[2] = ir_new_list(a, ir_expr_list_of_ints(a, zeros, rank, sp), sp);
	free(zeros);
	struct expr *call = ir_new_call(a, OP_tensor_assemble, args, sp);
	if (!tc_deduce_call(a, call)) {
		w->ok = false;
		return NULL;
	}
	return call;
}

/* A fresh var `<stem of v><suffix>` of type t. */
static struct var *fresh_var(struct write_back *w, const struct var *v, const char *suffix,
			     const struct type *t, struct span sp)
{
	size_t sl = ssa_stem_len(v->name), xl = strlen(suffix);
	char *base = xmalloc(sl + xl + 1);
	memcpy(base, v->name, sl);
	memcpy(base + sl, suffix, xl + 1);
	struct var *nv = ir_new_var(w->p, pu_fresh_name(&w->names, base), VAR_LOCAL, t, sp);
	free(base);
	return nv;
}

/* A marked definition `v = value` in a scope becomes `v__val = value` and
 * `v = pl.tensor.assemble(target, v__val, [0, ...])` (target: the parameter,
 * or the loop carry of it): the kernel writes the parameter, and every use
 * of v reads it. */
static void assemble_sites(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct write_back *w = ctx;
	struct var *v = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
	if (!v || v->id >= w->cap || !w->site[v->id]) {
		ir_sb_push(out, s);
		return;
	}
	struct var *val = fresh_var(w, v, "__val", v->type, s->span);
	struct expr *call = assemble_into(w, w->site[v->id], val, s->span);
	if (!call) {
		ir_sb_push(out, s);
		return;
	}
	s->u.assign.var = val;
	ir_sb_push(out, s);
	ir_sb_push(out, ir_new_assign(w->p->arena, v, call, s->span));
}

static void assemble_returns(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct write_back *w = ctx;
	if (s != w->ret) {
		ir_sb_push(out, s);
		return;
	}
	struct arena *a = w->p->arena;
	struct expr_list vals = ir_expr_list_copy(a, s->u.ret.values);
	for (uint32_t k = 0; k < vals.n; k++) {
		if (w->param[k] < 0)
			continue;
		struct var *v = vals.v[k]->u.var;
		struct span sp = vals.v[k]->span;
		struct expr *call = assemble_into(w, w->f->params[w->param[k]].var, v, sp);
		if (!call)
			break;
		struct var *nv = fresh_var(w, v, "__wb", call->type, sp);
		ir_sb_push(out, ir_new_assign(a, nv, call, sp));
		vals.v[k] = ir_new_var_ref(a, nv, sp);
	}
	ir_sb_push(out, ir_new_return(a, vals, s->span));
}

/* The write-back on f: -1 on an error, else whether f changed. */
static int write_back_out_params(struct program *p, struct rl_ctx *rl, struct function *f)
{
	struct stmt *ret = rl_first_return(f);
	if (!ret || !ret->u.ret.values.n)
		return 0;
	struct expr_list vals = ret->u.ret.values;
	/* most functions return their parameters: nothing to look at */
	struct stems st;
	stems_init(&st, f);
	int32_t *cand = xmalloc(vals.n * sizeof *cand);
	bool any_cand = false;
	for (uint32_t k = 0; k < vals.n; k++) {
		cand[k] = vals.v[k]->kind == EX_VAR ? rebound_out_param(f, &st, vals.v[k]->u.var) : -1;
		any_cand |= cand[k] >= 0;
	}
	stems_free(&st);
	if (!any_cand) {
		free(cand);
		return 0;
	}
	struct write_back w = {.p = p, .f = f, .rl = rl, .ret = ret, .ok = true};
	w.cap = pu_var_cap(p, 0);
	w.def = xcalloc(w.cap, sizeof *w.def);
	w.at = xcalloc(w.cap, sizeof *w.at);
	w.root = xmalloc(w.cap * sizeof *w.root);
	w.in_scope = xcalloc(w.cap, 1);
	w.site = xcalloc(w.cap, sizeof *w.site);
	for (uint32_t i = 0; i < w.cap; i++)
		w.root[i] = RT_UNSET;
	ir_walk_stmts(f->body, index_defs, &w);
	w.param = xmalloc(vals.n * sizeof *w.param);
	uint32_t n = 0;
	const int32_t *map = rl_returned_params(rl, f, &n);
	int32_t *roots = xmalloc(vals.n * sizeof *roots);
	for (uint32_t k = 0; k < vals.n; k++)
		roots[k] = n == vals.n && map[k] >= 0 ? map[k] : expr_root(&w, vals.v[k], 0);
	/* a parameter a position already writes back stays as it is */
	bool *taken = xcalloc(f->n_params + 1, sizeof *taken);
	for (uint32_t k = 0; k < vals.n; k++)
		if (roots[k] >= 0)
			taken[roots[k]] = true;
	bool any_site = false, any_ret = false;
	for (uint32_t k = 0; k < vals.n; k++) {
		w.param[k] = -1;
		if (cand[k] < 0 || roots[k] != RT_NONE)
			continue;
		int32_t pi = cand[k];
		if (pi < 0 || taken[pi])
			continue;
		taken[pi] = true;
		struct var *pv = f->params[pi].var;
		if (find_sites(&w, vals.v[k]->u.var, pi, pv, false, 0)) {
			find_sites(&w, vals.v[k]->u.var, pi, pv, true, 0);
			any_site = true;
		} else {
			w.param[k] = pi;
			any_ret = true;
		}
	}
	free(taken);
	free(roots);
	free(cand);
	if (any_site || any_ret) {
		pu_names_init(&w.names, f);
		if (any_site)
			f->body = ir_rewrite_stmts(p->arena, f->body, assemble_sites, &w);
		if (any_ret)
			f->body = ir_rewrite_stmts(p->arena, f->body, assemble_returns, &w);
		pu_names_free(&w.names);
	}
	free(w.in_scope);
	free(w.site);
	free(w.param);
	free(w.def);
	free(w.at);
	free(w.root);
	return !w.ok ? -1 : any_site || any_ret;
}

bool out_write_back(struct program *p)
{
	struct rl_ctx *rl = NULL;
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind != FK_Orchestration && !(f->kind == FK_Opaque && ol_outlines_incore(f->body)))
			continue;
		if (!rl)
			rl = rl_new(p);
		ok &= write_back_out_params(p, rl, f) >= 0;
	}
	if (rl)
		rl_free(rl);
	return ok;
}
