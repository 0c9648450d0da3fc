/* Argument directions, effective parameter directions of wrappers, runtime scopes
 * (argdir.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "intern.h"
#include "spec.h"
#include "util.h"

const char *const ad_names[AD_COUNT] = {
	[AD_INPUT] = "input",	[AD_OUTPUT] = "output", [AD_OUTPUT_EXISTING] = "output_existing",
	[AD_INOUT] = "inout",	[AD_SCALAR] = "scalar", [AD_NO_DEP] = "no_dep",
};

#define ADIR_PREFIX "pl.adir."

struct expr *ad_attr(struct attr_list l, const char *key)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (strcmp(l.v[i].key, key) == 0)
			return l.v[i].value;
	return NULL;
}

const struct expr *ad_launch_core_num(const struct expr *call, const struct function *f)
{
	const struct expr *cn = ad_attr(call->u.fcall.attrs, "core_num");
	if (!cn && call->u.fcall.submit)
		cn = call->u.fcall.submit->core_num;
	return cn ? cn : ad_attr(f->attrs, "core_num");
}

struct attr_list ad_attr_remove(struct arena *a, struct attr_list l, const char *key)
{
	if (!ad_attr(l, key))
		return l;
	struct attr_list r = {0, ARENA_ARRAY(a, struct attr, l.n)};
	for (uint32_t i = 0; i < l.n; i++)
		if (strcmp(l.v[i].key, key) != 0)
			r.v[r.n++] = l.v[i];
	return r;
}

static int dir_of_symbol(const struct expr *e)
{
	if (e->kind != EX_SYMBOL || strncmp(e->u.s, ADIR_PREFIX, strlen(ADIR_PREFIX)) != 0)
		return -1;
	const char *n = e->u.s + strlen(ADIR_PREFIX);
	for (int d = 0; d < AD_COUNT; d++)
		if (strcmp(n, ad_names[d]) == 0)
			return d;
	return -1;
}

int ad_get(const struct expr *call, uint8_t *out, uint32_t cap)
{
	const struct expr *l = ad_attr(call->u.fcall.attrs, "arg_directions");
	if (!l || l->kind != EX_LIST || l->u.list.n > cap)
		return -1;
	for (uint32_t i = 0; i < l->u.list.n; i++) {
		int d = dir_of_symbol(l->u.list.v[i]);
		if (d < 0)
			return -1;
		out[i] = (uint8_t)d;
	}
	return (int)l->u.list.n;
}

void ad_set(struct arena *a, struct expr *call, const uint8_t *dirs, uint32_t n)
{
	struct expr_list items = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++) {
		char name[48];
		snprintf(name, sizeof name, ADIR_PREFIX "%s", ad_names[dirs[i]]);
		items.v[i] = ir_new_symbol(a, intern_cstr(name), call->span);
	}
	struct expr *v = ir_new_list(a, items, call->span);
	struct attr_list old = call->u.fcall.attrs;
	struct attr_list l = {old.n, ARENA_ARRAY(a, struct attr, old.n + 1)};
	if (old.n)
		memcpy(l.v, old.v, sizeof *old.v * old.n);
	uint32_t k = 0;
	while (k < l.n && strcmp(l.v[k].key, "arg_directions") != 0)
		k++;
	if (k == l.n)
		l.v[l.n++].key = intern_cstr("arg_directions");
	l.v[k].value = v;
	call->u.fcall.attrs = l;
}

bool ad_tensor_typed(const struct type *t)
{
	return t && (t->kind == TY_TENSOR || t->kind == TY_TUPLE);
}

/* ---- effective directions ---------------------------------------------------------- */

struct ad_ctx {
	const struct program *p;
	uint8_t **memo;   /* [n_funcs]: computed directions, or NULL */
	uint8_t *visiting; /* [n_funcs] */
	const struct function **key; /* [cap]: open addressing from function to index */
	uint32_t *idx, cap;
};

static uint32_t slot_of(const struct ad_ctx *c, const struct function *f)
{
	uint32_t h = (uint32_t)(((uintptr_t)f >> 4) * 2654435761u) & (c->cap - 1);
	while (c->key[h] && c->key[h] != f)
		h = (h + 1) & (c->cap - 1);
	return h;
}

struct ad_ctx *ad_new(const struct program *p)
{
	struct ad_ctx *c = xcalloc(1, sizeof *c);
	c->p = p;
	c->memo = xcalloc(p->n_funcs + 1, sizeof *c->memo);
	c->visiting = xcalloc(p->n_funcs + 1, 1);
	c->cap = 16;
	while (c->cap < 2 * (uint64_t)p->n_funcs)
		c->cap *= 2;
	c->key = xcalloc(c->cap, sizeof *c->key);
	c->idx = xcalloc(c->cap, sizeof *c->idx);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		uint32_t h = slot_of(c, p->funcs[i]);
		c->key[h] = p->funcs[i];
		c->idx[h] = i;
	}
	return c;
}

void ad_free(struct ad_ctx *c)
{
	if (!c)
		return;
	for (uint32_t i = 0; i < c->p->n_funcs; i++)
		free(c->memo[i]);
	free(c->memo);
	free(c->visiting);
	free(c->key);
	free(c->idx);
	free(c);
}

static int func_index(const struct ad_ctx *c, const struct function *f)
{
	uint32_t h = slot_of(c, f);
	return c->key[h] ? (int)c->idx[h] : -1;
}

uint32_t ad_index(const struct ad_ctx *c, const struct function *f)
{
	int i = func_index(c, f);
	if (i < 0)
		die("function '%s' is not in the program", f->name);
	return (uint32_t)i;
}

static bool is_wrapper(const struct function *f)
{
	return f->kind == FK_Group || f->kind == FK_Spmd;
}

/* The inner calls of a wrapper: every call of a program function that is not an
 * orchestration or opaque function. */
struct inner_ck {
	struct ad_ctx *c;
	const struct function *f;
	uint8_t *dirs;
	uint64_t *params; /* (var id << 32 | index) of f's params, sorted */
};

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The index of param var v of k->f, or -1. */
static int param_index(const struct inner_ck *k, const struct var *v)
{
	uint32_t lo = 0, hi = k->f->n_params;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		uint32_t id = (uint32_t)(k->params[mid] >> 32);
		if (id == v->id)
			return (int)(uint32_t)k->params[mid];
		if (id < v->id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

static const uint8_t *effective_at(struct ad_ctx *c, const struct function *f);

static bool merge_inner(struct expr *e, void *ctx)
{
	struct inner_ck *k = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	const struct function *g = e->u.fcall.callee;
	if (g->kind == FK_Orchestration || g->kind == FK_Opaque)
		return true;
	const uint8_t *gd = is_wrapper(g) ? effective_at(k->c, g) : NULL;
	for (uint32_t i = 0; i < e->u.fcall.args.n && i < g->n_params; i++) {
		const struct expr *a = e->u.fcall.args.v[i];
		if (a->kind != EX_VAR || a->u.var->kind != VAR_PARAM)
			continue;
		uint8_t d = gd ? gd[i] : g->params[i].dir;
		int j = param_index(k, a->u.var);
		if (j < 0)
			continue;
		uint8_t *m = &k->dirs[j];
		if (d == DIR_INOUT || (d == DIR_OUT && *m == DIR_IN))
			*m = d;
	}
	return true;
}

static const uint8_t *effective_at(struct ad_ctx *c, const struct function *f)
{
	int fi = func_index(c, f);
	if (fi < 0)
		die("function '%s' is not in the program", f->name);
	if (c->memo[fi])
		return c->memo[fi];
	uint8_t *d = xcalloc(f->n_params + 1, 1);
	if (c->visiting[fi]) {
		/* a cycle of wrappers: the declared directions */
		for (uint32_t i = 0; i < f->n_params; i++)
			d[i] = f->params[i].dir;
		free(c->memo[fi]);
		return c->memo[fi] = d;
	}
	c->visiting[fi] = 1;
	for (uint32_t i = 0; i < f->n_params; i++)
		d[i] = DIR_IN;
	struct inner_ck k = {c, f, d, xcalloc(f->n_params + 1, sizeof(uint64_t))};
	for (uint32_t i = 0; i < f->n_params; i++)
		k.params[i] = (uint64_t)f->params[i].var->id << 32 | i;
	qsort(k.params, f->n_params, sizeof *k.params, cmp_u64);
	ir_walk_stmts_exprs(f->body, merge_inner, &k);
	free(k.params);
	c->visiting[fi] = 0;
	if (c->memo[fi]) /* set through a cycle: this result is the complete one */
		free(c->memo[fi]);
	return c->memo[fi] = d;
}

const uint8_t *ad_effective(struct ad_ctx *c, const struct function *f)
{
	int fi = func_index(c, f);
	if (fi < 0)
		die("function '%s' is not in the program", f->name);
	if (!c->memo[fi] && !is_wrapper(f)) {
		uint8_t *d = xcalloc(f->n_params + 1, 1);
		for (uint32_t i = 0; i < f->n_params; i++)
			d[i] = f->params[i].dir;
		c->memo[fi] = d;
	}
	return is_wrapper(f) ? effective_at(c, f) : c->memo[fi];
}

/* ---- runtime scopes ---------------------------------------------------------------- */

bool ad_runtime_scope(const struct stmt *s)
{
	return s->kind == ST_SCOPE && s->u.scope.kind == SC_SCOPE;
}

bool ad_manual_scope(const struct stmt *s)
{
	if (!ad_runtime_scope(s))
		return false;
	const struct expr *m = ad_attr(s->u.scope.kw, "mode");
	return m && m->kind == EX_SYMBOL && strcmp(m->u.s, "pl.ScopeMode.MANUAL") == 0;
}

/* The tensor.read under at most one cast, or NULL. */
static const struct expr *pred_read(const struct expr *e)
{
	if (e->kind == EX_CAST)
		e = e->u.un.x;
	if (e->kind != EX_CALL || spec_ops[e->u.call.op].emit != EK_tensor_read || e->u.call.args.n < 2)
		return NULL;
	return e;
}

/* An integer literal, possibly negated. */
static bool pred_int(const struct expr *e, int64_t *out)
{
	if (e->kind == EX_CAST)
		e = e->u.un.x;
	if (e->kind == EX_INT) {
		*out = e->u.i;
		return true;
	}
	if (e->kind == EX_UNARY && e->u.un.op == UO_NEG && e->u.un.x->kind == EX_INT &&
	    e->u.un.x->u.i != INT64_MIN) {
		*out = -e->u.un.x->u.i;
		return true;
	}
	return false;
}

bool ad_predicate(const struct expr *e, struct ad_predicate *out)
{
	if (!e || e->kind != EX_BINARY || e->u.bin.op < BO_EQ || e->u.bin.op > BO_GE)
		return false;
	/* the mirror of each comparison: a < b is b > a */
	static const uint8_t flip[BO_COUNT] = {
		[BO_EQ] = BO_EQ, [BO_NE] = BO_NE, [BO_LT] = BO_GT,
		[BO_LE] = BO_GE, [BO_GT] = BO_LT, [BO_GE] = BO_LE,
	};
	const struct expr *rd = pred_read(e->u.bin.l);
	bool mirrored = !rd;
	if (mirrored)
		rd = pred_read(e->u.bin.r);
	if (!rd || !pred_int(mirrored ? e->u.bin.l : e->u.bin.r, &out->target))
		return false;
	out->tensor = rd->u.call.args.v[0];
	out->indices = rd->u.call.args.v[1];
	out->op = mirrored ? flip[e->u.bin.op] : e->u.bin.op;
	return true;
}

bool ad_predicate_holds(uint8_t op, double v, int64_t target)
{
	double t = (double)target;
	switch (op) {
	case BO_EQ: return v == t;
	case BO_NE: return v != t;
	case BO_LT: return v < t;
	case BO_LE: return v <= t;
	case BO_GT: return v > t;
	case BO_GE: return v >= t;
	default: return true;
	}
}
