/* CanonicalizeIOOrder: inside every pl.pipeline loop (the stage=1 loops
 * LowerPipelineLoops leaves), each statement list is reordered by a stable
 * topological sort of its def-use graph that prefers, among the ready
 * statements, scalar arithmetic, then loads (ops with io_role Load, and a
 * Transfer from Mat into Left/Right), then tile compute and stores ordered by
 * the pipeline stage of the tile they define or read (compute before store),
 * then the original order; in a loop with pipeline_overlap_stores=False a
 * store stays with the compute, in one with pipeline_double_buffer_c=True the
 * stores (and Drain ops) go after all compute.  A trailing yield/return/
 * break/continue stays last.  The loop then becomes a plain range loop
 * without its pipeline attrs.  A function that reads a variable after passing
 * it to an Out/InOut parameter of a call is left as it is (reference
 * canonicalize_io_order_pass.cpp).
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure, PipelineResolved */
#include <stdlib.h>
#include <string.h>

#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "util.h"

enum tier { T_SCALAR, T_LOAD, T_COMPUTE, T_STORE_LATE };

struct cio {
	struct program *p;
	/* by var id: the region (generation) and statement that last defined it */
	uint32_t *def_gen, *def_at;
	uint32_t gen;
	/* by var id, this region's generation: membership of the tile it holds */
	uint32_t *stage_gen;
	const char **stage;
	bool overlap_stores, dbc;
	int depth;
};

/* ---- ordering ---------------------------------------------------------------- */

static bool is_l1_to_l0(const struct expr *call)
{
	if (call->u.call.args.n == 0)
		return false;
	const struct type *src = ir_expr_type(call->u.call.args.v[0]);
	const struct kwval *tm = ir_call_kwarg(call, "target_memory");
	return src->kind == TY_TILE && src->mem == MS_Mat && tm &&
	       (tm->i == MS_Left || tm->i == MS_Right);
}

static bool role_is(const struct expr *call, const char *role)
{
	const char *r = spec_ops[call->u.call.op].io_role;
	return r && strcmp(r, role) == 0;
}

/* Tier and sub-order (store after compute) of one statement. */
static enum tier categorize(struct cio *C, const struct stmt *s, int *sub)
{
	enum tier store = C->dbc ? T_STORE_LATE : T_COMPUTE;
	bool store_cat = C->overlap_stores || C->dbc;
	*sub = 0;
	const struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (v && v->kind == EX_CALL) {
		if (s->kind == ST_ASSIGN && role_is(v, "Load"))
			return T_LOAD;
		if (role_is(v, "Store")) {
			*sub = store_cat;
			return store_cat ? store : T_COMPUTE;
		}
		if (s->kind == ST_ASSIGN && C->dbc && role_is(v, "Drain")) {
			*sub = 1;
			return T_STORE_LATE;
		}
		if (s->kind == ST_ASSIGN && role_is(v, "Transfer") && is_l1_to_l0(v))
			return T_LOAD;
	}
	if (s->kind == ST_ASSIGN && s->u.assign.var->type->kind == TY_SCALAR)
		return T_SCALAR;
	return T_COMPUTE;
}

static const char *stage_of_var(struct cio *C, const struct expr *e)
{
	if (e->kind != EX_VAR || C->stage_gen[e->u.var->id] != C->gen)
		return NULL;
	return C->stage[e->u.var->id];
}

static const char *stage_of_inputs(struct cio *C, const struct expr *call)
{
	for (uint32_t i = 0; i < call->u.call.args.n; i++) {
		const char *m = stage_of_var(C, call->u.call.args.v[i]);
		if (m)
			return m;
	}
	return "";
}

static const char *stage_key(struct cio *C, const struct stmt *s)
{
	if (s->kind == ST_ASSIGN) {
		if (C->stage_gen[s->u.assign.var->id] == C->gen)
			return C->stage[s->u.assign.var->id];
		return s->u.assign.value->kind == EX_CALL ? stage_of_inputs(C, s->u.assign.value) : "";
	}
	if (s->kind == ST_EVAL && s->u.eval.value->kind == EX_CALL)
		return stage_of_inputs(C, s->u.eval.value);
	return "";
}

struct key {
	int tier, sub;
	const char *stage;
};

struct heap {
	uint32_t *v;
	uint32_t n;
	const struct key *k;
};

static bool key_less(const struct heap *h, uint32_t a, uint32_t b)
{
	const struct key *x = &h->k[a], *y = &h->k[b];
	if (x->tier != y->tier)
		return x->tier < y->tier;
	int c = strcmp(x->stage, y->stage);
	if (c)
		return c < 0;
	if (x->sub != y->sub)
		return x->sub < y->sub;
	return a < b;
}

static void heap_push(struct heap *h, uint32_t i)
{
	uint32_t j = h->n++;
	h->v[j] = i;
	while (j && key_less(h, h->v[j], h->v[(j - 1) / 2])) {
		uint32_t t = h->v[j];
		h->v[j] = h->v[(j - 1) / 2];
		h->v[(j - 1) / 2] = t;
		j = (j - 1) / 2;
	}
}

static uint32_t heap_pop(struct heap *h)
{
	uint32_t top = h->v[0];
	h->v[0] = h->v[--h->n];
	for (uint32_t j = 0;;) {
		uint32_t l = 2 * j + 1, r = l + 1, m = j;
		if (l < h->n && key_less(h, h->v[l], h->v[m]))
			m = l;
		if (r < h->n && key_less(h, h->v[r], h->v[m]))
			m = r;
		if (m == j)
			break;
		uint32_t t = h->v[j];
		h->v[j] = h->v[m];
		h->v[m] = t;
		j = m;
	}
	return top;
}

static bool is_terminator(const struct stmt *s)
{
	return s->kind == ST_YIELD || s->kind == ST_RETURN || s->kind == ST_BREAK ||
	       s->kind == ST_CONTINUE;
}

/* Reorders one statement list in place (the arrays are the caller's). */
static void reorder(struct cio *C, struct stmt_list l)
{
	uint32_t n = l.n && is_terminator(l.v[l.n - 1]) ? l.n - 1 : l.n;
	if (n < 2)
		return;
	C->gen++;
	/* successors as CSR: edges collected per statement first */
	struct plu_ids edges = {0}; /* pairs (pred, succ) */
	uint32_t *mark = xcalloc(n, sizeof *mark); /* last succ+1 an edge from i was added for */
	uint32_t *indeg = xcalloc(n, sizeof *indeg);
	struct key *keys = xcalloc(n, sizeof *keys);
	struct plu_ids uses = {0}, defs = {0};
	for (uint32_t j = 0; j < n; j++) {
		struct stmt *s = l.v[j];
		uses.n = defs.n = 0;
		plu_stmt_uses(s, &uses);
		plu_stmt_defs(s, &defs);
		for (uint32_t u = 0; u < uses.n; u++) {
			uint32_t id = uses.v[u];
			if (C->def_gen[id] != C->gen)
				continue;
			uint32_t p = C->def_at[id];
			if (p == j || mark[p] == j + 1)
				continue;
			mark[p] = j + 1;
			plu_ids_push(&edges, p);
			plu_ids_push(&edges, j);
			indeg[j]++;
		}
		for (uint32_t d = 0; d < defs.n; d++) {
			C->def_gen[defs.v[d]] = C->gen;
			C->def_at[defs.v[d]] = j;
		}
		if (s->kind == ST_ASSIGN) {
			const char *m = plu_membership(s->u.assign.value);
			if (m) {
				C->stage_gen[s->u.assign.var->id] = C->gen;
				C->stage[s->u.assign.var->id] = m;
			}
		}
	}
	for (uint32_t j = 0; j < n; j++) {
		keys[j].tier = categorize(C, l.v[j], &keys[j].sub);
		keys[j].stage = keys[j].tier == T_COMPUTE ? stage_key(C, l.v[j]) : "";
	}
	/* CSR of successors */
	uint32_t ne = (uint32_t)(edges.n / 2);
	uint32_t *first = xcalloc(n + 1, sizeof *first), *succ = xmalloc((ne ? ne : 1) * sizeof *succ);
	for (uint32_t e = 0; e < ne; e++)
		first[edges.v[2 * e] + 1]++;
	for (uint32_t j = 0; j < n; j++)
		first[j + 1] += first[j];
	uint32_t *fill = xmalloc((n + 1) * sizeof *fill);
	memcpy(fill, first, (n + 1) * sizeof *fill);
	for (uint32_t e = 0; e < ne; e++)
		succ[fill[edges.v[2 * e]]++] = edges.v[2 * e + 1];
	struct heap h = {xmalloc(n * sizeof *h.v), 0, keys};
	for (uint32_t j = 0; j < n; j++)
		if (!indeg[j])
			heap_push(&h, j);
	struct stmt **out = xmalloc(n * sizeof *out);
	uint32_t k = 0;
	while (h.n) {
		uint32_t i = heap_pop(&h);
		out[k++] = l.v[i];
		for (uint32_t e = first[i]; e < first[i + 1]; e++)
			if (--indeg[succ[e]] == 0)
				heap_push(&h, succ[e]);
	}
	if (k != n)
		die("CanonicalizeIOOrder: the dependency graph of a statement list has a cycle");
	memcpy(l.v, out, n * sizeof *out);
	free(out);
	free(h.v);
	free(fill);
	free(succ);
	free(first);
	free(uses.v);
	free(defs.v);
	free(keys);
	free(indeg);
	free(mark);
	free(edges.v);
}

static void canon_list(struct cio *C, struct stmt_list l);

static void canon_stmt(struct cio *C, struct stmt *s)
{
	bool pipe = s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE;
	bool saved_overlap = C->overlap_stores, saved_dbc = C->dbc;
	if (pipe) {
		C->depth++;
		C->overlap_stores = plu_loop_flag(s, plu_key_overlap_stores(), true);
		C->dbc = plu_loop_flag(s, plu_key_double_buffer_c(), false);
	}
	struct stmt_list *kids[2];
	int nk = ir_stmt_children(s, kids);
	for (int k = 0; k < nk; k++)
		canon_list(C, *kids[k]);
	if (!pipe)
		return;
	C->depth--;
	C->overlap_stores = saved_overlap;
	C->dbc = saved_dbc;
	s->u.loop.kind = FOR_RANGE;
	s->u.loop.stage = NULL;
	s->u.loop.attrs = plu_strip_attrs(C->p->arena, s->u.loop.attrs, plu_key_overlap_stores(),
					  plu_key_double_buffer_c());
}

/* Bottom-up: nested lists are ordered before the list holding them. */
static void canon_list(struct cio *C, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		canon_stmt(C, l.v[i]);
	if (C->depth > 0)
		reorder(C, l);
}

/* ---- the InOut-use discipline ----------------------------------------------------
 * A var passed to an Out/InOut parameter of a program function is dead after
 * the call; a read of it there makes the def-use graph unsound for
 * reordering.  `dead` is a stack of var ids (with a membership count per id),
 * so an if's branches are checked from the same state without copying it. */

struct inout {
	uint32_t *cnt; /* by var id */
	struct plu_ids dead;
	bool bad;
};

static bool io_expr(struct expr *e, void *ctx)
{
	struct inout *w = ctx;
	if (e->kind == EX_VAR && w->cnt[e->u.var->id])
		w->bad = true;
	if (e->kind != EX_FCALL)
		return true;
	for (uint32_t i = 0; i < e->u.fcall.args.n; i++)
		ir_walk_expr(e->u.fcall.args.v[i], io_expr, w);
	const struct function *f = e->u.fcall.callee;
	for (uint32_t i = 0; f && i < e->u.fcall.args.n && i < f->n_params; i++) {
		struct expr *a = e->u.fcall.args.v[i];
		if (f->params[i].dir != DIR_IN && a->kind == EX_VAR) {
			w->cnt[a->u.var->id]++;
			plu_ids_push(&w->dead, a->u.var->id);
		}
	}
	return false;
}

static void io_list(struct inout *w, struct stmt_list l);

static void io_unwind(struct inout *w, uint32_t to)
{
	while (w->dead.n > to)
		w->cnt[w->dead.v[--w->dead.n]]--;
}

static void io_stmt(struct inout *w, struct stmt *s)
{
	ir_stmt_exprs(s, io_expr, w);
	if (s->kind != ST_IF) {
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			io_list(w, *kids[k]);
		return;
	}
	uint32_t base = w->dead.n;
	io_list(w, s->u.cond.then_body);
	uint32_t then_n = w->dead.n - base;
	uint32_t *then_ids = xmalloc((then_n ? then_n : 1) * sizeof *then_ids);
	if (then_n)
		memcpy(then_ids, w->dead.v + base, then_n * sizeof *then_ids);
	io_unwind(w, base);
	io_list(w, s->u.cond.else_body);
	for (uint32_t i = 0; i < then_n; i++) {
		w->cnt[then_ids[i]]++;
		plu_ids_push(&w->dead, then_ids[i]);
	}
	free(then_ids);
}

static void io_list(struct inout *w, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n && !w->bad; i++)
		io_stmt(w, l.v[i]);
}

static bool inout_disciplined(struct program *p, struct function *f)
{
	struct inout w = {xcalloc(p->n_vars + 1, sizeof *w.cnt), {0}, false};
	io_list(&w, f->body);
	free(w.cnt);
	free(w.dead.v);
	return !w.bad;
}

bool pass_canonicalize_io_order(struct pass_ctx *ctx, struct program *p)
{
	struct cio C = {.p = p};
	bool any = false;
	for (uint32_t f = 0; f < p->n_funcs && !any; f++)
		any = plu_has_pipeline(p->funcs[f]->body);
	ctx->unchanged = !any;
	if (!any)
		return true;
	size_t n = (size_t)p->n_vars + 1;
	C.def_gen = xcalloc(n, sizeof *C.def_gen);
	C.def_at = xcalloc(n, sizeof *C.def_at);
	C.stage_gen = xcalloc(n, sizeof *C.stage_gen);
	C.stage = xcalloc(n, sizeof *C.stage);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		/* only pipeline loops are reordered (and then demoted) */
		if (!plu_has_pipeline(p->funcs[f]->body) || !inout_disciplined(p, p->funcs[f]))
			continue;
		C.overlap_stores = true;
		C.dbc = false;
		C.depth = 0;
		canon_list(&C, p->funcs[f]->body);
	}
	free(C.def_gen);
	free(C.def_at);
	free(C.stage_gen);
	free(C.stage);
	return true;
}
