/* Return lineage (see return_lineage.h).  One walk of the program indexes every var's first
 * definition and loop-carry source; each function's map is computed on demand and memoized,
 * with a guard against call cycles and a bound on the depth of callee chains. */
#include "return_lineage.h"

#include <stdlib.h>

#include "passutil.h"
#include "util.h"

#define RL_MAX_CALL_DEPTH 64
#define RL_MAX_MERGE_DEPTH 1024

struct rl_memo {
	const struct function *f;
	int32_t *map;
	uint32_t n;
	uint8_t state; /* 0 not computed, 1 being computed, 2 done */
};

/* What a var of the few that carry or merge has of them (most vars have
 * neither: these are kept by var id in a small hash table, not in tables of
 * every var). */
struct rl_rec {
	uint32_t id;
	struct var *carry;   /* the init var an iter arg starts from; NULL: no carry */
	struct stmt *merge;  /* the if or loop a tensor result comes from; NULL: none */
	uint32_t merge_pos;  /* its position among the statement's results (with merge) */
	int32_t merge_param; /* memo: the param it traces to + 2 (1 while tracing, 0
				unknown; with merge) */
};

struct rl_ctx {
	const struct program *p;
	uint32_t nv;
	struct stmt **def;   /* [nv] the first assignment of each var */
	struct rl_rec *recs; /* made while indexing only: stable while tracing */
	uint32_t n_recs, cap_recs;
	uint32_t *rec_at;    /* [cap_at] open addressing by var id: index + 1, 0 empty */
	uint32_t cap_at;     /* a power of two, at most half full */
	uint32_t *seen;      /* [nv] trace stamps */
	uint32_t gen;
	struct rl_memo *memo; /* [cap] open addressing by function name (interned) */
	uint32_t cap;
	int depth;
	int merge_depth;
};

struct index_walk {
	struct rl_ctx *c;
};

static uint32_t id_slot(uint32_t id, uint32_t cap)
{
	uint32_t h = id * 0x9E3779B1u;
	return (h ^ (h >> 16)) & (cap - 1);
}

/* The record of var `id`, or NULL. */
static struct rl_rec *rec_find(const struct rl_ctx *c, uint32_t id)
{
	if (!c->n_recs)
		return NULL;
	for (uint32_t j = id_slot(id, c->cap_at); c->rec_at[j]; j = (j + 1) & (c->cap_at - 1))
		if (c->recs[c->rec_at[j] - 1].id == id)
			return &c->recs[c->rec_at[j] - 1];
	return NULL;
}

/* The record of var `id`, made (empty) when it has none. */
static struct rl_rec *rec_make(struct rl_ctx *c, uint32_t id)
{
	struct rl_rec *r = rec_find(c, id);
	if (r)
		return r;
	if (2 * (c->n_recs + 1) > c->cap_at) {
		uint32_t cap = c->cap_at ? 2 * c->cap_at : 64;
		uint32_t *at = xcalloc(cap, sizeof *at);
		for (uint32_t k = 0; k < c->n_recs; k++) {
			uint32_t j = id_slot(c->recs[k].id, cap);
			while (at[j])
				j = (j + 1) & (cap - 1);
			at[j] = k + 1;
		}
		free(c->rec_at);
		c->rec_at = at;
		c->cap_at = cap;
	}
	ARRAY_RESERVE(c->recs, c->n_recs, c->cap_recs, 16);
	r = &c->recs[c->n_recs++];
	*r = (struct rl_rec){.id = id};
	uint32_t j = id_slot(id, c->cap_at);
	while (c->rec_at[j])
		j = (j + 1) & (c->cap_at - 1);
	c->rec_at[j] = c->n_recs;
	return r;
}

/* A tensor result of an if or a loop: traced through both of its sources. */
static void merge(struct rl_ctx *c, struct stmt *s, uint32_t i, struct var *rv)
{
	if (!rv || rv->id >= c->nv || !rv->type || rv->type->kind != TY_TENSOR)
		return;
	struct rl_rec *r = rec_make(c, rv->id);
	r->merge = s;
	r->merge_pos = i;
}

/* Iter args start from their init; a tensor result (scalar carries are values the body
 * may replace) is a merge of the init and the value the body yields. */
static void carry(struct rl_ctx *c, struct stmt *s, uint32_t n, const struct iter_arg *it,
		  struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		struct expr *init = it[i].init;
		if (!init || init->kind != EX_VAR)
			continue;
		if (it[i].var->id < c->nv)
			rec_make(c, it[i].var->id)->carry = init->u.var;
		if (rv)
			merge(c, s, i, rv[i]);
	}
}

static bool index_stmt(struct stmt *s, void *ctx)
{
	struct rl_ctx *c = ctx;
	if (s->kind == ST_ASSIGN && s->u.assign.var->id < c->nv && !c->def[s->u.assign.var->id])
		c->def[s->u.assign.var->id] = s;
	else if (s->kind == ST_FOR)
		carry(c, s, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars);
	else if (s->kind == ST_WHILE)
		carry(c, s, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars);
	else if (s->kind == ST_IF)
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			merge(c, s, i, s->u.cond.return_vars[i]);
	return true;
}

static uint32_t name_hash(const char *s)
{
	uintptr_t h = (uintptr_t)s;
	h ^= h >> 17;
	h *= 0x9E3779B1u;
	return (uint32_t)(h ^ (h >> 15));
}

static struct rl_memo *memo_of(struct rl_ctx *c, const char *name)
{
	for (uint32_t i = name_hash(name) & (c->cap - 1);; i = (i + 1) & (c->cap - 1))
		if (!c->memo[i].f || c->memo[i].f->name == name)
			return c->memo[i].f ? &c->memo[i] : NULL;
}

struct rl_ctx *rl_new(const struct program *p)
{
	struct rl_ctx *c = xcalloc(1, sizeof *c);
	c->p = p;
	c->nv = p->n_vars;
	c->def = xcalloc(c->nv + 1, sizeof *c->def);
	c->seen = xcalloc(c->nv + 1, sizeof *c->seen);
	c->cap = 16;
	while (c->cap < 2 * p->n_funcs + 2)
		c->cap *= 2;
	c->memo = xcalloc(c->cap, sizeof *c->memo);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		const struct function *fn = p->funcs[f];
		uint32_t i = name_hash(fn->name) & (c->cap - 1);
		while (c->memo[i].f && c->memo[i].f->name != fn->name)
			i = (i + 1) & (c->cap - 1);
		if (!c->memo[i].f)
			c->memo[i].f = fn; /* a duplicate name keeps the first definition */
		ir_walk_stmts(fn->body, index_stmt, c);
	}
	return c;
}

void rl_free(struct rl_ctx *c)
{
	if (!c)
		return;
	for (uint32_t i = 0; i < c->cap; i++)
		free(c->memo[i].map);
	free(c->memo);
	free(c->def);
	free(c->seen);
	free(c->recs);
	free(c->rec_at);
	free(c);
}

struct first_ret {
	struct stmt *found;
};

static bool find_ret(struct stmt *s, void *ctx)
{
	struct first_ret *r = ctx;
	if (r->found)
		return false;
	if (s->kind == ST_RETURN)
		r->found = s;
	return !r->found;
}

struct stmt *rl_first_return(const struct function *f)
{
	struct first_ret r = {0};
	if (f->body.n && f->body.v[f->body.n - 1]->kind == ST_RETURN)
		return f->body.v[f->body.n - 1];
	ir_walk_stmts(f->body, find_ret, &r);
	return r.found;
}

static int32_t param_index(const struct function *f, const struct var *v)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var == v)
			return (int32_t)i;
	return -1;
}

static const struct function *callee_of(struct rl_ctx *c, const struct expr *call)
{
	if (call->u.fcall.callee)
		return call->u.fcall.callee;
	struct rl_memo *m = memo_of(c, call->u.fcall.name);
	return m ? m->f : NULL;
}

static const int32_t *ret_map(struct rl_ctx *c, const struct function *f, uint32_t *n);

/* The var the call's `pos`-th result writes back through, by the callee's own map. */
static struct var *through_callee(struct rl_ctx *c, const struct expr *call, uint32_t pos,
				  bool single)
{
	const struct function *g = callee_of(c, call);
	if (!g)
		return NULL;
	uint32_t n = 0;
	const int32_t *m = ret_map(c, g, &n);
	if (pos >= n || (single && n != 1) || m[pos] < 0)
		return NULL;
	const struct expr *arg = (uint32_t)m[pos] < call->u.fcall.args.n ?
				 call->u.fcall.args.v[m[pos]] : NULL;
	return arg && arg->kind == EX_VAR ? arg->u.var : NULL;
}

static int32_t trace(struct rl_ctx *c, const struct function *f, struct var *v);

/* The two values a merge result is one of: an if's branch yields, or a loop's init (zero
 * trips) and its body's yield. */
static void merge_sources(const struct rl_rec *r, struct var **a, struct var **b)
{
	const struct stmt *s = r->merge;
	uint32_t i = r->merge_pos;
	*a = *b = NULL;
	if (s->kind == ST_IF) {
		*a = pu_yielded_var(s->u.cond.then_body, i);
		*b = pu_yielded_var(s->u.cond.else_body, i);
		return;
	}
	const struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
	*a = it[i].init->u.var;
	*b = pu_yielded_var(s->kind == ST_FOR ? s->u.loop.body : s->u.wloop.body, i);
}

/* A merge result writes back into a param when both of its sources write back into it: a
 * loop whose body yields a new tensor does not return its init's buffer. */
static int32_t trace_merge(struct rl_ctx *c, const struct function *f, struct rl_rec *r)
{
	int32_t *memo = &r->merge_param;
	if (*memo != 0)
		return *memo == 1 ? -1 : *memo - 2;
	if (c->merge_depth >= RL_MAX_MERGE_DEPTH)
		return -1;
	*memo = 1;
	c->merge_depth++;
	struct var *a, *b;
	merge_sources(r, &a, &b);
	int32_t p = a && b ? trace(c, f, a) : -1;
	if (p >= 0 && trace(c, f, b) != p)
		p = -1;
	c->merge_depth--;
	*memo = p + 2;
	return p;
}

/* The index of the param of f that v writes back into, or -1. */
static int32_t trace(struct rl_ctx *c, const struct function *f, struct var *v)
{
	uint32_t g = ++c->gen; /* callees stamp their own vars only: g stays valid here */
	while (v && v->id < c->nv) {
		if (c->seen[v->id] == g)
			return -1;
		c->seen[v->id] = g;
		if (v->kind == VAR_PARAM)
			return param_index(f, v);
		struct rl_rec *r = rec_find(c, v->id);
		if (r && r->merge)
			return trace_merge(c, f, r); /* fresh stamps: g is not read again */
		if (r && r->carry) {
			v = r->carry;
			continue;
		}
		struct stmt *d = c->def[v->id];
		if (!d)
			return -1;
		struct expr *e = d->u.assign.value;
		if (e->kind == EX_VAR) {
			v = e->u.var;
		} else if (e->kind == EX_GETITEM) {
			struct expr *t = e->u.get.x;
			struct stmt *td = t->kind == EX_VAR && t->u.var->id < c->nv ? c->def[t->u.var->id] : NULL;
			if (!td || td->u.assign.value->kind != EX_FCALL)
				return -1;
			v = through_callee(c, td->u.assign.value, e->u.get.index, false);
		} else if (e->kind == EX_CALL) {
			int r = spec_ops[e->u.call.op].reuses_input;
			struct expr *a = r >= 0 && (uint32_t)r < e->u.call.args.n ? e->u.call.args.v[r] : NULL;
			v = a && a->kind == EX_VAR ? a->u.var : NULL;
		} else if (e->kind == EX_FCALL) {
			v = through_callee(c, e, 0, true);
		} else {
			return -1;
		}
	}
	return -1;
}

/* `return t` of a tuple `t` that forwards a multi-result call (or a literal tuple): one map
 * entry per element.  Returns false when the value is not such a forward. */
static bool expand_forward(struct rl_ctx *c, const struct function *f, struct var *t, int32_t *out,
			   uint32_t n)
{
	uint32_t g = ++c->gen;
	while (t && t->id < c->nv && c->seen[t->id] != g) {
		c->seen[t->id] = g;
		struct stmt *d = c->def[t->id];
		if (!d)
			return false;
		struct expr *e = d->u.assign.value;
		if (e->kind == EX_VAR) {
			t = e->u.var;
			continue;
		}
		if (e->kind == EX_LIST) {
			if (e->u.list.n != n)
				return false;
			for (uint32_t i = 0; i < n; i++) {
				struct expr *x = e->u.list.v[i];
				out[i] = x && x->kind == EX_VAR ? trace(c, f, x->u.var) : -1;
			}
			return true;
		}
		if (e->kind != EX_FCALL)
			return false;
		const struct function *callee = callee_of(c, e);
		uint32_t m = 0;
		if (callee)
			ret_map(c, callee, &m);
		if (m != n)
			return false;
		for (uint32_t i = 0; i < n; i++) {
			struct var *a = through_callee(c, e, i, false);
			out[i] = a ? trace(c, f, a) : -1;
		}
		return true;
	}
	return false;
}

static const int32_t *ret_map(struct rl_ctx *c, const struct function *f, uint32_t *n)
{
	struct rl_memo *m = memo_of(c, f->name);
	*n = 0;
	if (!m || m->f != f || m->state == 1 || (m->state == 0 && c->depth >= RL_MAX_CALL_DEPTH))
		return NULL;
	if (m->state == 2) {
		*n = m->n;
		return m->map;
	}
	m->state = 1;
	c->depth++;
	struct stmt *ret = rl_first_return(f);
	struct expr_list vals = ret ? ret->u.ret.values : (struct expr_list){0};
	uint32_t k = vals.n;
	int32_t *map = NULL;
	if (k == 1 && f->n_rets > 1 && vals.v[0]->kind == EX_VAR) {
		const struct type *tt = vals.v[0]->u.var->type;
		if (tt && tt->kind == TY_TUPLE && tt->n_elems == f->n_rets) {
			map = xmalloc(f->n_rets * sizeof *map);
			if (expand_forward(c, f, vals.v[0]->u.var, map, f->n_rets))
				k = f->n_rets;
			else
				free(map), map = NULL;
		}
	}
	if (!map && k) {
		map = xmalloc(k * sizeof *map);
		for (uint32_t i = 0; i < k; i++)
			map[i] = vals.v[i]->kind == EX_VAR ? trace(c, f, vals.v[i]->u.var) : -1;
	}
	c->depth--;
	m->map = map;
	m->n = map ? k : 0;
	m->state = 2;
	*n = m->n;
	return m->map;
}

const int32_t *rl_returned_params(struct rl_ctx *c, const struct function *f, uint32_t *n)
{
	return ret_map(c, f, n);
}
