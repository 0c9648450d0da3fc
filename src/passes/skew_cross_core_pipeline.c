/* SkewCrossCorePipeline: a pl.pipeline loop whose body both pushes a tile to
 * the peer core and pops the peer's reply is software-pipelined: the produce
 * half (the backward slice of the body's first cross-core op) runs D trips
 * ahead of the consume half (everything else), D = 2 for stage 2 and stage - 1
 * beyond, lowered to the largest depth that divides the trip count into at
 * least 2 D trips: D produce copies before the loop, a plain loop whose
 * trips run D produce copies and then the D consume copies D trips behind,
 * and D consume copies after it.  Scalar address arithmetic the consume half
 * reads from the produce half is recomputed in the consume copies.  A loop
 * that cannot be skewed that way (the first cross-core op feeds the body, a
 * produce statement reads a loop-carried value, more than one push or pop,
 * runtime bounds or step, fewer than two trips) becomes a plain range loop;
 * a pipeline loop without both a push and a pop is left to LowerPipelineLoops.
 * Each copy's tile definitions (but pops) get the membership (group, copy)
 * (reference skew_cross_core_pipeline_pass.cpp).
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure */
#include <stdlib.h>
#include <string.h>

#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "util.h"

/* Skewed loops get membership groups from here on, apart from the groups
 * LowerPipelineLoops numbers from 0. */
#define SKEW_GROUP_BASE ((int64_t)1 << 20)
#define MAX_NEST 64
#define MAX_STAGES 64
/* statements the copies of one function may hold (nested skews multiply) */
#define MAX_COPIED 1000000

struct skew {
	struct program *p;
	struct arena *a;
	struct plu_namer names;
	int64_t next_group;
	int64_t copied;
	/* by var id (cap entries, grown to the program's vars): the generation
	 * (loop analysed) a var was defined / read by the consume half in, and
	 * its defining statement */
	uint32_t *gen_of, *def_at, *used_gen, gen, cap;
	bool failed;
};

static const char *role_of(const struct stmt *s)
{
	const struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return v && v->kind == EX_CALL ? spec_ops[v->u.call.op].cross_core_role : NULL;
}

static bool role_eq(const struct stmt *s, const char *role)
{
	const char *r = role_of(s);
	return r && strcmp(r, role) == 0;
}

static bool has_cross_core_pair(struct stmt_list body)
{
	struct plu_body b = plu_split_yield(body);
	bool push = false, pop = false;
	for (uint32_t i = 0; i < b.stmts.n; i++) {
		push |= role_eq(b.stmts.v[i], "TPush");
		pop |= role_eq(b.stmts.v[i], "TPop");
	}
	return push && pop;
}

static void demote(struct stmt *s)
{
	s->u.loop.kind = FOR_RANGE;
	s->u.loop.stage = NULL;
}

static bool skip_pop(const struct stmt *s, void *ctx) { return role_eq(s, "TPop"); }

/* The analysis of one loop body: which statements produce, which consume. */
struct halves {
	uint32_t n;
	bool *produce, *consume;
};

static bool def_here(struct skew *S, uint32_t id, uint32_t *at)
{
	if (S->gen_of[id] != S->gen)
		return false;
	*at = S->def_at[id];
	return true;
}

/* Whether v (defined in the body) is recomputable scalar arithmetic of the
 * loop variable and loop invariants; marks its slice in `slice`. */
static bool recomputable(struct skew *S, struct stmt_list st, uint32_t id, bool *slice)
{
	struct plu_ids work = {0}, uses = {0};
	bool *seen = xcalloc(st.n, 1), ok = true;
	plu_ids_push(&work, id);
	while (work.n && ok) {
		uint32_t at, v = work.v[--work.n];
		if (!def_here(S, v, &at) || seen[at])
			continue;
		seen[at] = true;
		struct stmt *s = st.v[at];
		if (s->kind != ST_ASSIGN || s->u.assign.var->type->kind != TY_SCALAR ||
		    s->u.assign.value->kind == EX_CALL) {
			ok = false;
			break;
		}
		uses.n = 0;
		plu_stmt_uses(s, &uses);
		for (uint32_t u = 0; u < uses.n; u++)
			plu_ids_push(&work, uses.v[u]);
	}
	for (uint32_t i = 0; ok && i < st.n; i++)
		slice[i] |= seen[i];
	free(seen);
	free(work.v);
	free(uses.v);
	return ok;
}

enum verdict { V_SKEW, V_DEMOTE };

static void grow(struct skew *S)
{
	uint32_t cap = pu_var_cap(S->p, S->cap);
	if (cap == S->cap)
		return;
	pu_regrow(&S->gen_of, sizeof *S->gen_of, S->cap, cap);
	pu_regrow(&S->def_at, sizeof *S->def_at, S->cap, cap);
	pu_regrow(&S->used_gen, sizeof *S->used_gen, S->cap, cap);
	S->cap = cap;
}

/* Splits the body into halves; V_DEMOTE when the loop cannot be skewed. */
static enum verdict analyse(struct skew *S, struct stmt *op, struct stmt_list st, struct halves *h)
{
	uint32_t n = st.n, pushes = 0, pops = 0;
	int64_t lead = -1;
	for (uint32_t i = 0; i < n; i++) {
		bool push = role_eq(st.v[i], "TPush"), pop = role_eq(st.v[i], "TPop");
		if ((push || pop) && lead < 0)
			lead = i;
		pushes += push;
		pops += pop;
	}
	if (lead < 0 || !pushes || !pops)
		return V_DEMOTE;
	grow(S);
	S->gen++;
	struct plu_ids ids = {0}, work = {0};
	for (uint32_t i = 0; i < n; i++) {
		ids.n = 0;
		plu_stmt_defs(st.v[i], &ids);
		for (uint32_t d = 0; d < ids.n; d++) {
			S->gen_of[ids.v[d]] = S->gen;
			S->def_at[ids.v[d]] = i;
		}
	}
	/* produce = the backward slice of the lead */
	plu_ids_push(&work, (uint32_t)lead);
	uint32_t n_prod = 0;
	while (work.n) {
		uint32_t i = work.v[--work.n], at;
		if (h->produce[i])
			continue;
		h->produce[i] = true;
		n_prod++;
		ids.n = 0;
		plu_stmt_uses(st.v[i], &ids);
		for (uint32_t u = 0; u < ids.n; u++)
			if (def_here(S, ids.v[u], &at))
				plu_ids_push(&work, at);
	}
	enum verdict v = V_SKEW;
	if (n_prod == n)
		v = V_DEMOTE;
	/* uses of the consume half, and its defs the produce half must not read */
	for (uint32_t i = 0; i < n && v == V_SKEW; i++) {
		ids.n = 0;
		plu_stmt_uses(st.v[i], &ids);
		for (uint32_t u = 0; u < ids.n; u++) {
			uint32_t at, id = ids.v[u];
			if (!h->produce[i]) {
				S->used_gen[id] = S->gen;
				continue;
			}
			for (uint32_t k = 0; k < op->u.loop.n_iter; k++)
				if (op->u.loop.iter[k].var->id == id)
					v = V_DEMOTE;
			if (def_here(S, id, &at) && !h->produce[at])
				v = V_DEMOTE;
		}
	}
	if (v == V_SKEW && (pushes != 1 || pops != 1))
		v = V_DEMOTE;
	for (uint32_t i = 0; i < n; i++)
		h->consume[i] = !h->produce[i];
	/* produce defs the consume half reads must be recomputable scalars */
	for (uint32_t i = 0; i < n && v == V_SKEW; i++) {
		if (!h->produce[i])
			continue;
		ids.n = 0;
		plu_stmt_defs(st.v[i], &ids);
		for (uint32_t d = 0; d < ids.n && v == V_SKEW; d++)
			if (S->used_gen[ids.v[d]] == S->gen && !recomputable(S, st, ids.v[d], h->consume))
				v = V_DEMOTE;
	}
	free(ids.v);
	free(work.v);
	return v;
}

/* One copy of the statements `which` selects (with the body's yield when
 * `yields` is set), loop var -> lv, iter args -> subs, tagged (group, stage). */
static struct plu_body half(struct skew *S, struct stmt *op, struct stmt_list st, const bool *which,
			    struct stmt *yield, struct expr *lv, struct expr *const *subs,
			    int64_t group, int64_t stage)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < st.n; i++)
		if (which[i])
			ir_sb_push(&b, st.v[i]);
	if (yield)
		ir_sb_push(&b, yield);
	struct stmt_list l = ir_sb_finish(S->a, &b);
	ir_sb_free(&b);
	struct plu_body c = plu_clone(S->p, &S->names, op, l, lv, subs);
	plu_tag(S->a, c.stmts, group, stage, skip_pop, NULL);
	return c;
}

static struct expr *cidx(struct skew *S, int64_t start, int64_t k, int64_t step, struct span sp)
{
	return plu_index(S->a, start + k * step, sp);
}

static void emit_skewed(struct skew *S, struct stmt *op, struct stmt_list st, struct stmt *yield,
			const struct halves *h, int64_t start, int64_t trips, int64_t step, int64_t d,
			struct stmt_buf *out)
{
	struct arena *a = S->a;
	struct span sp = op->span;
	uint32_t n = op->u.loop.n_iter;
	int64_t group = S->next_group++;
	struct expr **init = ARENA_ARRAY(a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		init[i] = op->u.loop.iter[i].init;
	for (int64_t j = 0; j < d; j++)
		ir_sb_append(out, half(S, op, st, h->produce, NULL, cidx(S, start, j, step, sp), init,
				       group, j).stmts);
	/* the steady loop: produce(k + j*step), consume(k - (d - j)*step) */
	struct stmt *loop = ir_new_stmt(a, ST_FOR, sp);
	loop->n_comments = op->n_comments;
	loop->comments = op->comments;
	loop->u.loop = op->u.loop;
	demote(loop);
	struct var *olv = op->u.loop.loop_var;
	struct var *k = ir_new_var(S->p, olv->name, VAR_LOOP, olv->type, olv->span);
	loop->u.loop.loop_var = k;
	loop->u.loop.start = cidx(S, start, d, step, sp);
	loop->u.loop.stop = cidx(S, start, trips, step, sp);
	loop->u.loop.step = plu_index(a, d * step, sp);
	loop->u.loop.iter = ARENA_ARRAY(a, struct iter_arg, n ? n : 1);
	struct expr **subs = ARENA_ARRAY(a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++) {
		struct var *ov = op->u.loop.iter[i].var;
		struct var *nv = ir_new_var(S->p, ov->name, VAR_ITER, ov->type, ov->span);
		loop->u.loop.iter[i] = (struct iter_arg){nv, op->u.loop.iter[i].init};
		subs[i] = ir_new_var_ref(a, nv, sp);
	}
	struct stmt_buf body = {0};
	for (int64_t j = 0; j < d; j++) {
		struct expr *lv;
		plu_offset(a, ir_new_var_ref(a, k, sp), j * step, sp, &lv);
		ir_sb_append(&body, half(S, op, st, h->produce, NULL, lv, init, group, j).stmts);
	}
	struct expr_list prev = {n, subs};
	for (int64_t j = 0; j < d; j++) {
		struct expr *lv;
		plu_offset(a, ir_new_var_ref(a, k, sp), (j - d) * step, sp, &lv);
		struct plu_body c = half(S, op, st, h->consume, yield, lv, prev.v, group, j);
		ir_sb_append(&body, c.stmts);
		prev = c.yields;
	}
	struct var **rv = op->u.loop.return_vars;
	if (n) {
		ir_sb_push(&body, ir_new_yield(a, prev, sp));
		rv = ARENA_ARRAY(a, struct var *, n);
		for (uint32_t i = 0; i < n; i++) {
			struct buf nb = {0};
			buf_printf(&nb, "%s_swp", op->u.loop.return_vars[i]->name);
			rv[i] = ir_new_var(S->p, pu_fresh_name(&S->names.used, nb.data), VAR_LOCAL,
					   op->u.loop.return_vars[i]->type, sp);
			buf_free(&nb);
		}
	}
	loop->u.loop.return_vars = rv;
	loop->u.loop.body = ir_sb_finish(a, &body);
	ir_sb_free(&body);
	ir_sb_push(out, loop);
	/* epilogue: the last d consumes */
	struct expr **esubs = ARENA_ARRAY(a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		esubs[i] = ir_new_var_ref(a, rv[i], sp);
	prev = (struct expr_list){n, esubs};
	for (int64_t j = 0; j < d; j++) {
		struct plu_body c = half(S, op, st, h->consume, yield,
					 cidx(S, start, trips - d + j, step, sp), n ? prev.v : init,
					 group, j);
		ir_sb_append(out, c.stmts);
		prev = c.yields;
	}
	for (uint32_t i = 0; i < n; i++)
		ir_sb_push(out, ir_new_assign(a, op->u.loop.return_vars[i], prev.v[i], sp));
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	(*(int64_t *)ctx)++;
	return true;
}

/* How many trips the produce half runs ahead for a pl.pipeline of `stage` stages
 * and `trips` trips (at least 2): the depth the stage asks for (2 for stage 2,
 * stage - 1 beyond), lowered until it divides the trips into a steady loop of
 * whole rounds with a prologue and an epilogue of their own (trips >= 2 D). */
static int64_t skew_depth(int64_t stage, int64_t trips)
{
	int64_t d = stage > 2 ? stage - 1 : stage;
	while (d > 1 && (trips % d != 0 || trips / d < 2))
		d--;
	return d;
}

/* A cross-core pipeline loop: skewed into out, or demoted (pushed as is). */
static void skew_loop(struct skew *S, struct stmt *op, int64_t factor, struct stmt_buf *out)
{
	int64_t start, stop, step, trips;
	if (!plu_const(op->u.loop.step, &step) || step == 0 ||
	    !plu_const(op->u.loop.start, &start) || !plu_const(op->u.loop.stop, &stop) ||
	    !plu_trips(start, stop, step, &trips) || trips < 2 || factor > MAX_STAGES) {
		demote(op);
		ir_sb_push(out, op);
		return;
	}
	int64_t d = skew_depth(factor, trips), last;
	if (__builtin_mul_overflow(trips, step, &last) || __builtin_add_overflow(start, last, &last)) {
		demote(op);
		ir_sb_push(out, op);
		return;
	}
	struct plu_body b = plu_split_yield(op->u.loop.body);
	struct stmt *yield = b.stmts.n < op->u.loop.body.n ? op->u.loop.body.v[b.stmts.n] : NULL;
	int64_t size = 0;
	ir_walk_stmts(op->u.loop.body, count_stmt, &size);
	if (size > (MAX_COPIED - S->copied) / (4 * d)) {
		diag_error(op->span, "pl.pipeline skewing makes more than %d statements of loop-body "
			   "copies", MAX_COPIED);
		S->failed = true;
		ir_sb_push(out, op);
		return;
	}
	S->copied += 4 * d * size;
	struct halves h = {b.stmts.n, xcalloc(b.stmts.n + 1, 1), xcalloc(b.stmts.n + 1, 1)};
	if (analyse(S, op, b.stmts, &h) == V_SKEW) {
		emit_skewed(S, op, b.stmts, op->u.loop.n_iter ? yield : NULL, &h, start, trips, step, d,
			    out);
	} else {
		demote(op);
		ir_sb_push(out, op);
	}
	free(h.produce);
	free(h.consume);
}

static struct stmt_list skew_list(struct skew *S, struct stmt_list l, int depth)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n && !S->failed; i++) {
		struct stmt *s = l.v[i];
		bool pipe = s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE;
		if (pipe && depth >= MAX_NEST) {
			diag_error(s->span, "pl.pipeline loops nested deeper than %d", MAX_NEST);
			S->failed = true;
			break;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = skew_list(S, *kids[k], depth + pipe);
		int64_t factor = plu_stages(s);
		if (factor < 1 || !has_cross_core_pair(s->u.loop.body)) {
			ir_sb_push(&out, s);
			continue;
		}
		changed = true;
		if (factor == 1) {
			demote(s);
			ir_sb_push(&out, s);
			continue;
		}
		skew_loop(S, s, factor, &out);
	}
	if (!changed || S->failed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(S->a, &out);
	ir_sb_free(&out);
	return r;
}

bool pass_skew_cross_core_pipeline(struct pass_ctx *ctx, struct program *p)
{
	struct skew S = {.p = p, .a = p->arena};
	ctx->unchanged = true;
	for (uint32_t f = 0; f < p->n_funcs && !S.failed; f++) {
		if (!plu_has_pipeline(p->funcs[f]->body))
			continue;
		ctx->unchanged = false;
		S.next_group = SKEW_GROUP_BASE;
		S.copied = 0;
		plu_namer_init(&S.names, p->funcs[f]);
		p->funcs[f]->body = skew_list(&S, p->funcs[f]->body, 0);
		plu_namer_free(&S.names);
	}
	free(S.gen_of);
	free(S.def_at);
	free(S.used_gen);
	return !S.failed;
}
