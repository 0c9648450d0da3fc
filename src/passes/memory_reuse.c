/* MemoryReuse: first ties the tiles that must share a buffer and that MaterializeSemanticAliases
 * leaves to this pass under the pypto planner (loop carries, if results, in-place results, with a
 * move where their data would clash: mp_tie_semantic_aliases); then lifetime-based sharing of
 * independent tile buffers of one memory space, a buffer taking one at least as large (the pypto
 * planner; the pipeline skips it for the others); drops
 * the calls' `pipeline_membership` attrs, which it consumes.  requires: SplitIncoreOrch,
 * IncoreTileOps, HasMemRefs, TileOps2D, NormalizedStmtStructure.  produces: NormalizedStmtStructure */
#include <stdlib.h>

#include "intern.h"
#include "memplan_util.h"
#include "pass.h"
#include "util.h"

/* Buffers are visited in first-definition order.  A buffer takes, first fit
 * by allocation order, either a buffer of its memory space at least as large
 * that died before its definition, or the buffer of an operand whose last
 * use is the defining statement (unless the op is not in-place safe, forbids
 * aliasing that operand, or writes wider elements than that operand's),
 * as the reference reuses them.  The free buffers of a space sit in a
 * max-tree over allocation order (the leftmost one large enough is found in
 * O(log n)) and live ones in a heap by end, so the pass is O(n log n) in the
 * number of buffers.  The allocations an author declared (pinned allocs)
 * take no other buffer and are taken by none. */
enum { LIVE, FREE, PINNED };

struct free_tree {
	uint64_t *v; /* [2 * leaves]: a leaf holds a free buffer's size, 0 */
	uint32_t leaves;
};

struct reuse {
	struct mp_lifetimes lt;
	uint32_t *root;   /* [n] the buffer an identity ends up in */
	uint32_t *end;    /* [n] for roots: end of the merged lifetime */
	uint8_t *state;   /* [n] for roots */
	struct free_tree free_by_space[MS_COUNT];
	struct mp_heap live; /* (end, root), stale entries skipped */
	struct var **pinned; /* the Ptr vars of the author's allocations */
	uint32_t n_pinned;
};

static void tree_set(struct reuse *r, uint32_t b, uint64_t size)
{
	struct free_tree *t = &r->free_by_space[r->lt.v[b].space];
	if (!t->v) {
		t->leaves = 1;
		while (t->leaves < r->lt.n)
			t->leaves *= 2;
		t->v = xcalloc(2 * (size_t)t->leaves, sizeof *t->v);
	}
	uint32_t k = t->leaves + b;
	t->v[k] = size;
	for (k /= 2; k; k /= 2)
		t->v[k] = t->v[2 * k] > t->v[2 * k + 1] ? t->v[2 * k] : t->v[2 * k + 1];
}

/* The free buffer of `space`, earliest allocated, with at least `size`
 * bytes, or UINT32_MAX. */
static uint32_t tree_first_fit(const struct reuse *r, int space, uint64_t size)
{
	const struct free_tree *t = &r->free_by_space[space];
	if (!t->v || t->v[1] < size || !t->v[1])
		return UINT32_MAX;
	uint32_t k = 1;
	while (k < t->leaves)
		k = t->v[2 * k] >= size && t->v[2 * k] ? 2 * k : 2 * k + 1;
	return k - t->leaves;
}

static void expire(struct reuse *r, uint32_t pos)
{
	while (r->live.n && r->live.v[0].key < pos) {
		uint64_t end = r->live.v[0].key;
		uint32_t b = r->live.v[0].val;
		mp_heap_pop(&r->live);
		if (r->state[b] == LIVE && r->end[b] == end) {
			r->state[b] = FREE;
			tree_set(r, b, r->lt.v[b].size);
		}
	}
}

/* Whether the result `out` of `call` may take the buffer of operand `a`. */
static bool may_overwrite(const struct expr *call, uint32_t k, const struct var *out,
			  const struct expr *a)
{
	if (!mp_result_may_alias(call->u.call.op, k))
		return false;
	/* wider result elements overrun the operand's not yet read */
	const struct type *ta = ir_expr_type(a);
	return dtype_infos[out->type->dtype].bits <= dtype_infos[ta->dtype].bits;
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
		if (b >= best || r->state[b] != LIVE || r->end[b] != I->def ||
		    r->lt.v[b].space != I->space || r->lt.v[b].size < I->size)
			continue;
		bool ok = true;
		for (uint32_t k2 = 0; k2 < args.n && ok; k2++) {
			const struct expr *a = args.v[k2];
			if (a->kind == EX_VAR && a->u.var->id < r->lt.n_vars &&
			    r->lt.var_ident[a->u.var->id] >= 0 &&
			    r->root[r->lt.var_ident[a->u.var->id]] == b)
				ok = may_overwrite(call, k2, s->u.assign.var, a);
		}
		if (ok)
			best = b;
	}
	return best;
}

static void place(struct reuse *r, uint32_t i)
{
	const struct mp_ident *I = &r->lt.v[i];
	if (!I->mr->base || mp_is_pinned(r->pinned, r->n_pinned, I->mr->base)) {
		/* a buffer the caller or the author owns */
		r->root[i] = i;
		r->state[i] = PINNED;
		return;
	}
	expire(r, I->def);
	uint32_t best = tree_first_fit(r, I->space, I->size);
	uint32_t ip = in_place(r, i);
	if (ip < best)
		best = ip;
	else if (best != UINT32_MAX)
		tree_set(r, best, 0);
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
	struct mp_retype types; /* by root: the types made for its vars */
	uint8_t *used;  /* [n_vars] the Ptr vars a MemRef still names */
	struct vec marked; /* the vars set in `used`, to reset them */
};

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *t = ctx;
	struct reuse *r = t->r;
	if (v->id < r->lt.n_vars && r->lt.var_ident[v->id] >= 0) {
		uint32_t id = (uint32_t)r->lt.var_ident[v->id];
		uint32_t b = r->root[id];
		if (b != id)
			v->type = mp_retype(t->a, &t->types, b, v->type, r->lt.v[b].mr);
	}
	if (mp_mark_base(v, t->used))
		vec_push(&t->marked, v->type->memref->base);
}

/* Drops the `pipeline_membership` attr of a call: the stage marks the
 * pipeline passes leave for planning are spent once reuse has run (the
 * reference's MemoryReuse consumes them). */
static void drop_membership(struct expr *call, void *ctx)
{
	const char *key = ctx;
	struct attr_list *al = &call->u.call.attrs;
	uint32_t k = 0;
	for (uint32_t i = 0; i < al->n; i++)
		if (al->v[i].key != key)
			al->v[k++] = al->v[i];
	al->n = k;
}

/* `used` is all zero on entry and on return: a program of many functions
 * costs time linear in its size. */
static void run_function(struct program *p, struct function *f, uint8_t *used)
{
	struct reuse r = {0};
	mp_lifetimes_compute_visiting(p, f, &r.lt, drop_membership,
				      (void *)intern_cstr("pipeline_membership"));
	uint32_t n = r.lt.n ? r.lt.n : 1;
	r.root = xmalloc(n * sizeof *r.root);
	r.end = xcalloc(n, sizeof *r.end);
	r.state = xcalloc(n, 1);
	r.pinned = mp_pinned_ptrs(f, &r.n_pinned);
	for (uint32_t i = 0; i < r.lt.n; i++)
		place(&r, i);
	struct retarget t = {.r = &r, .a = p->arena, .used = used};
	mp_retype_init(&t.types, r.lt.n);
	mp_each_def(f, retarget_var, &t);
	mp_retype_free(&t.types);
	mp_drop_allocs(p, f, used);
	for (size_t i = 0; i < t.marked.n; i++)
		used[((const struct var *)t.marked.items[i])->id] = 0;
	vec_free(&t.marked);
	for (int m = 0; m < MS_COUNT; m++)
		free(r.free_by_space[m].v);
	mp_heap_free(&r.live);
	free(r.root);
	free(r.end);
	free(r.state);
	free(r.pinned);
	mp_lifetimes_free(&r.lt);
}

bool pass_memory_reuse(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	bool tied = false;
	if (!mp_tie_semantic_aliases(p, &tied))
		return false;
	uint8_t *used = xcalloc(p->n_vars ? p->n_vars : 1, 1);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			run_function(p, f, used);
	}
	free(used);
	return true;
}
