/* MemoryReuse: lifetime-based sharing of independent tile buffers of the same memory space and
 * size (the pypto planner; the pipeline skips it for the others).  requires: SplitIncoreOrch,
 * IncoreTileOps, HasMemRefs, TileOps2D, NormalizedStmtStructure.  produces: NormalizedStmtStructure */
#include <stdlib.h>

#include "memplan_util.h"
#include "pass.h"
#include "util.h"

/* Buffers are visited in first-definition order.  A buffer takes, first fit
 * by allocation order, either a buffer that died before its definition or
 * the buffer of an operand whose last use is the defining statement (unless
 * the op is not in-place safe or forbids aliasing that operand).  Free
 * buffers wait in one heap per (space, size) class and live ones in a heap
 * by end, so the pass is O(n log n) in the number of buffers. */
enum { LIVE, FREE, PINNED };

struct reuse {
	struct mp_lifetimes lt;
	uint32_t *root;   /* [n] the buffer an identity ends up in */
	uint32_t *cls;    /* [n] (space, size) class */
	uint32_t *end;    /* [n] for roots: end of the merged lifetime */
	uint8_t *state;   /* [n] for roots */
	struct mp_heap *free_by_cls;
	struct mp_heap live; /* (end, root), stale entries skipped */
};

static const struct mp_ident *sort_base;

static int by_class(const void *x, const void *y)
{
	const struct mp_ident *a = &sort_base[*(const uint32_t *)x];
	const struct mp_ident *b = &sort_base[*(const uint32_t *)y];
	if (a->space != b->space)
		return a->space < b->space ? -1 : 1;
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	return *(const uint32_t *)x < *(const uint32_t *)y ? -1 : 1;
}

static uint32_t make_classes(struct reuse *r)
{
	uint32_t n = r->lt.n, *ord = xmalloc((n ? n : 1) * sizeof *ord), k = 0;
	for (uint32_t i = 0; i < n; i++)
		ord[i] = i;
	sort_base = r->lt.v;
	qsort(ord, n, sizeof *ord, by_class);
	for (uint32_t i = 0; i < n; i++) {
		if (i && (r->lt.v[ord[i - 1]].space != r->lt.v[ord[i]].space ||
			  r->lt.v[ord[i - 1]].size != r->lt.v[ord[i]].size))
			k++;
		r->cls[ord[i]] = k;
	}
	free(ord);
	return n ? k + 1 : 0;
}

static void expire(struct reuse *r, uint32_t pos)
{
	while (r->live.n && r->live.v[0].key < pos) {
		uint64_t end = r->live.v[0].key;
		uint32_t b = r->live.v[0].val;
		mp_heap_pop(&r->live);
		if (r->state[b] == LIVE && r->end[b] == end) {
			r->state[b] = FREE;
			mp_heap_push(&r->free_by_cls[r->cls[b]], b, b);
		}
	}
}

/* The live buffer of an operand of i's defining statement that i may
 * overwrite, earliest allocated first, or UINT32_MAX. */
static uint32_t in_place(struct reuse *r, uint32_t i)
{
	const struct mp_ident *I = &r->lt.v[i];
	const struct stmt *s = I->def_stmt;
	if (!s || !s->u.assign.value || s->u.assign.value->kind != EX_CALL)
		return UINT32_MAX;
	const struct expr *call = s->u.assign.value;
	struct expr_list args = call->u.call.args;
	uint32_t best = UINT32_MAX;
	for (uint32_t k = 0; k < args.n; k++) {
		if (args.v[k]->kind != EX_VAR || args.v[k]->u.var->id >= r->lt.n_vars)
			continue;
		int j = r->lt.var_ident[args.v[k]->u.var->id];
		if (j < 0 || (uint32_t)j == i)
			continue;
		uint32_t b = r->root[j];
		if (b >= best || r->state[b] != LIVE || r->end[b] != I->def || r->cls[b] != r->cls[i])
			continue;
		bool ok = true;
		for (uint32_t k2 = 0; k2 < args.n && ok; k2++) {
			const struct expr *a = args.v[k2];
			if (a->kind == EX_VAR && a->u.var->id < r->lt.n_vars &&
			    r->lt.var_ident[a->u.var->id] >= 0 &&
			    r->root[r->lt.var_ident[a->u.var->id]] == b)
				ok = mp_result_may_alias(call->u.call.op, k2);
		}
		if (ok)
			best = b;
	}
	return best;
}

static void place(struct reuse *r, uint32_t i)
{
	const struct mp_ident *I = &r->lt.v[i];
	if (!I->mr->base) { /* a buffer the caller or the author owns */
		r->root[i] = i;
		r->state[i] = PINNED;
		return;
	}
	expire(r, I->def);
	struct mp_heap *fh = &r->free_by_cls[r->cls[i]];
	uint32_t best = fh->n ? fh->v[0].val : UINT32_MAX;
	uint32_t ip = in_place(r, i);
	if (ip < best)
		best = ip;
	else if (best != UINT32_MAX)
		mp_heap_pop(fh);
	if (best == UINT32_MAX) {
		best = i;
		r->end[i] = I->end;
	} else if (I->end > r->end[best]) {
		r->end[best] = I->end;
	}
	r->root[i] = best;
	r->state[best] = LIVE;
	mp_heap_push(&r->live, r->end[best], best);
}

struct retarget {
	struct reuse *r;
	struct arena *a;
};

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *t = ctx;
	struct reuse *r = t->r;
	if (v->id >= r->lt.n_vars || r->lt.var_ident[v->id] < 0)
		return;
	uint32_t id = (uint32_t)r->lt.var_ident[v->id];
	if (r->root[id] != id)
		v->type = mp_with_memref(t->a, v->type, r->lt.v[r->root[id]].mr);
}

static void run_function(struct program *p, struct function *f)
{
	struct reuse r = {0};
	mp_lifetimes_compute(p, f, &r.lt);
	uint32_t n = r.lt.n ? r.lt.n : 1;
	r.root = xmalloc(n * sizeof *r.root);
	r.cls = xmalloc(n * sizeof *r.cls);
	r.end = xcalloc(n, sizeof *r.end);
	r.state = xcalloc(n, 1);
	uint32_t ncls = make_classes(&r);
	r.free_by_cls = xcalloc(ncls ? ncls : 1, sizeof *r.free_by_cls);
	for (uint32_t i = 0; i < r.lt.n; i++)
		place(&r, i);
	struct retarget t = {&r, p->arena};
	mp_each_def(f, retarget_var, &t);
	mp_prune_allocs(p, f);
	for (uint32_t c = 0; c < ncls; c++)
		mp_heap_free(&r.free_by_cls[c]);
	mp_heap_free(&r.live);
	free(r.free_by_cls);
	free(r.root);
	free(r.cls);
	free(r.end);
	free(r.state);
	mp_lifetimes_free(&r.lt);
}

bool pass_memory_reuse(struct pass_ctx *ctx, struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			run_function(p, f);
	}
	return true;
}
