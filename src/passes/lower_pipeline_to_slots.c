/* LowerPipelineToSlots: under a memory planner that leaves addresses to
 * ptoas (emit_addr: false), a pl.pipeline(stage=F) loop whose loads can each
 * rotate through F slots is not replicated: every tile load at the top of
 * its body is bound to slot `i % F` (`((i - start) // step) % F` when the
 * step is not 1) of its own pl.MemRef("pipe_<name>", slots=F) region, which
 * codegen emits as a pto.alloc_multi_tile, and the loop becomes a plain
 * range loop.  A loop is left to LowerPipelineLoops when F is outside 2..16,
 * the start is negative or not a constant (or not a multiple of F for step
 * 1), the step is not a positive constant, a load would lose its slot (it is
 * outside Vec/Mat/Acc, has a runtime valid shape, is carried out of an if or
 * a loop, or is the source of a view), the regions would not fit the
 * backend's memories next to the regions already declared, or it is nested
 * in a loop left to replication (reference lower_pipeline_to_slots_pass.cpp).
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "clone.h"
#include "intern.h"
#include "memplan_util.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "util.h"

#define MIN_SLOTS 2
#define MAX_SLOTS 16
#define MAX_NEST 64

struct slots {
	struct program *p;
	struct arena *a;
	const be_t *be;
	struct pu_names names;
	uint64_t committed[MS_COUNT]; /* pinned slot bytes per space */
	/* by var id: the var its buffer is (alias root), and marks of the loop
	 * analysed (generation): carried out as a phi, consumed by a view */
	struct var **root;
	uint32_t *phi_gen, *view_gen, gen, cap;
	struct cl_map rebind; /* loads bound to slots -> their new vars */
	bool changed;
};

static void grow(struct slots *S)
{
	uint32_t cap = pu_var_cap(S->p, S->cap);
	if (cap == S->cap)
		return;
	pu_regrow(&S->root, sizeof *S->root, S->cap, cap);
	pu_regrow(&S->phi_gen, sizeof *S->phi_gen, S->cap, cap);
	pu_regrow(&S->view_gen, sizeof *S->view_gen, S->cap, cap);
	S->cap = cap;
}

/* The var whose buffer v's is (a chain of tile copies and views). */
static struct var *root_of(struct slots *S, struct var *v)
{
	for (int guard = 0; S->root[v->id] && S->root[v->id] != v && guard < 1 << 20; guard++)
		v = S->root[v->id];
	return v;
}

/* The operand a call's result shares its buffer with (in-place result or
 * view), or -1 (the rule InitMemRef applies). */
static int inherited_operand(const struct expr *call)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	if (so->reuses_input >= 0 && (uint32_t)so->reuses_input < call->u.call.args.n)
		return so->reuses_input;
	if ((so->flags & OP_FLAG_MASK(no_execution_memory_access)) && so->out_mem == OM_inherit &&
	    call->u.call.args.n > 0 && ir_expr_type(call->u.call.args.v[0])->kind == TY_TILE)
		return 0;
	return -1;
}

struct mark_walk {
	struct slots *S;
	uint32_t *gen_of;
};

static bool mark_expr(struct expr *e, void *ctx)
{
	struct mark_walk *w = ctx;
	if (e->kind == EX_VAR)
		w->gen_of[root_of(w->S, e->u.var)->id] = w->S->gen;
	return true;
}

static void mark_reads(struct slots *S, struct expr *e, uint32_t *gen_of)
{
	struct mark_walk w = {S, gen_of};
	if (e)
		ir_walk_expr(e, mark_expr, &w);
}

/* One pre-order walk of a loop body: alias roots, the tiles carried out
 * through a yield or a nested loop's init, the tiles a view reads. */
static bool scan_stmt(struct stmt *s, void *ctx)
{
	struct slots *S = ctx;
	if (s->kind == ST_ASSIGN && s->u.assign.var->type->kind == TY_TILE) {
		struct expr *v = s->u.assign.value;
		if (v->kind == EX_VAR)
			S->root[s->u.assign.var->id] = root_of(S, v->u.var);
		else if (v->kind == EX_CALL) {
			int k = inherited_operand(v);
			if (k >= 0 && v->u.call.args.v[k]->kind == EX_VAR)
				S->root[s->u.assign.var->id] = root_of(S, v->u.call.args.v[k]->u.var);
		}
	}
	struct expr *call = s->kind == ST_ASSIGN ? s->u.assign.value
			    : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (call && call->kind == EX_CALL && inherited_operand(call) >= 0)
		for (uint32_t i = 0; i < call->u.call.args.n; i++)
			mark_reads(S, call->u.call.args.v[i], S->view_gen);
	if (s->kind == ST_YIELD)
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			mark_reads(S, s->u.ret.values.v[i], S->phi_gen);
	if (s->kind == ST_FOR || s->kind == ST_WHILE) {
		uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
		for (uint32_t i = 0; i < n; i++)
			mark_reads(S, it[i].init, S->phi_gen);
	}
	return true;
}

static bool loop_shape_ok(const struct stmt *op, int64_t factor)
{
	int64_t step, start;
	if (factor < MIN_SLOTS || factor > MAX_SLOTS)
		return false;
	if (!ir_expr_is_const_int(op->u.loop.step, &step) || step <= 0)
		return false;
	if (!ir_expr_is_const_int(op->u.loop.start, &start) || start < 0)
		return false;
	return step != 1 || start % factor == 0;
}

static bool static_valid(const struct type *t)
{
	struct expr_list v = ir_valid_shape(t);
	for (uint32_t i = 0; i < v.n && i < 2; i++)
		if (!ir_expr_is_const_int(v.v[i], NULL))
			return false;
	return v.n > 0;
}

static bool is_tile_load(const struct stmt *s)
{
	if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL ||
	    s->u.assign.var->type->kind != TY_TILE)
		return false;
	const char *r = spec_ops[s->u.assign.value->u.call.op].io_role;
	return r && strcmp(r, "Load") == 0;
}

/* The loads of the loop body to bind (n of them in out), or false when one
 * of them cannot take a slot or the regions do not fit. */
static bool candidates(struct slots *S, struct stmt *op, int64_t factor, struct stmt **out,
		       uint32_t *n)
{
	grow(S);
	S->gen++;
	ir_walk_stmts(op->u.loop.body, scan_stmt, S);
	uint64_t added[MS_COUNT] = {0};
	*n = 0;
	for (uint32_t i = 0; i < op->u.loop.body.n; i++) {
		struct stmt *s = op->u.loop.body.v[i];
		if (!is_tile_load(s) || s->u.assign.var->type->memref)
			continue;
		struct var *v = s->u.assign.var;
		const struct type *t = v->type;
		uint64_t bytes;
		if ((t->mem != MS_Vec && t->mem != MS_Mat && t->mem != MS_Acc) || !static_valid(t) ||
		    S->phi_gen[v->id] == S->gen || S->view_gen[v->id] == S->gen ||
		    !mp_type_bytes(t, &bytes) || (bytes && (uint64_t)factor > UINT64_MAX / bytes) ||
		    added[t->mem] > UINT64_MAX - bytes * (uint64_t)factor)
			return false;
		added[t->mem] += bytes * (uint64_t)factor;
		out[(*n)++] = s;
	}
	for (int ms = 0; ms < MS_COUNT && S->be; ms++) {
		uint64_t cap = be_capacity_bytes(S->be, (enum memspace)ms);
		if (!added[ms] || !cap)
			continue;
		if (S->committed[ms] >= cap || added[ms] > cap - S->committed[ms])
			return false;
	}
	for (int ms = 0; ms < MS_COUNT; ms++)
		S->committed[ms] += added[ms];
	return true;
}

/* i % F, or ((i - start) // step) % F */
static struct expr *slot_index(struct slots *S, struct stmt *op, int64_t factor)
{
	struct arena *a = S->a;
	struct span sp = op->span;
	int64_t step, start;
	/* loop_shape_ok admitted only constant bounds */
	ASSERT(ir_expr_is_const_int(op->u.loop.step, &step));
	ASSERT(ir_expr_is_const_int(op->u.loop.start, &start));
	struct expr *iv = ir_new_var_ref(a, op->u.loop.loop_var, sp);
	if (step != 1)
		iv = plu_bin(a, BO_FLOORDIV, plu_bin(a, BO_SUB, iv, plu_index(a, start, sp), sp),
			     plu_index(a, step, sp), sp);
	return plu_bin(a, BO_MOD, iv, plu_index(a, factor, sp), sp);
}

static void bind(struct slots *S, struct stmt *op, struct stmt *s, int64_t factor)
{
	struct var *v = s->u.assign.var;
	struct buf b = {0};
	buf_printf(&b, "pipe_%s", v->name);
	struct memref *mr = ARENA_NEW(S->a, struct memref);
	mr->base_name = pu_fresh_name(&S->names, b.data);
	buf_free(&b);
	mr->author = true;
	mr->slots = (uint32_t)factor;
	mr->slot_index = slot_index(S, op, factor);
	const struct type *t = mp_with_memref(S->a, v->type, mr);
	struct var *nv = ir_new_var(S->p, v->name, VAR_LOCAL, t, v->span);
	cl_set_var(&S->rebind, v, nv);
	s->u.assign.var = nv;
}

static void slots_list(struct slots *S, struct stmt_list l, bool unslotted, int depth);

static void slots_loop(struct slots *S, struct stmt *s, bool unslotted, int depth)
{
	int64_t factor = plu_stages(s);
	uint32_t n = 0;
	struct stmt **cand = xmalloc((s->u.loop.body.n + 1) * sizeof *cand);
	bool bound = factor > 1 && !unslotted && loop_shape_ok(s, factor) &&
		     candidates(S, s, factor, cand, &n) && n > 0;
	if (bound) {
		for (uint32_t i = 0; i < n; i++)
			bind(S, s, cand[i], factor);
		S->changed = true;
	}
	free(cand);
	slots_list(S, s->u.loop.body, bound ? false : (factor > 1 || unslotted), depth + 1);
	if (bound) {
		s->u.loop.kind = FOR_RANGE;
		s->u.loop.stage = NULL;
	}
}

static void slots_list(struct slots *S, struct stmt_list l, bool unslotted, int depth)
{
	for (uint32_t i = 0; i < l.n && depth < MAX_NEST; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE) {
			slots_loop(S, s, unslotted, depth);
			continue;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			slots_list(S, *kids[k], unslotted, depth + 1);
	}
}

/* Slot bytes the author's pinned regions already take, per space: one slot
 * sized to the largest tile bound to it, times the slot count. */
struct pinned {
	const char **base;
	uint64_t *bytes;
	uint32_t *slots;
	uint8_t *space;
	uint32_t n, cap;
};

static void pinned_var(struct var *v, struct stmt *s, void *ctx)
{
	struct pinned *pn = ctx;
	const struct type *t = v->type;
	uint64_t bytes;
	if (t->kind != TY_TILE || !t->memref || !t->memref->author || t->mem >= MS_COUNT ||
	    !mp_type_bytes(t, &bytes))
		return;
	uint32_t i = 0;
	while (i < pn->n && pn->base[i] != t->memref->base_name)
		i++;
	if (i == pn->n) {
		if (pn->n == pn->cap) {
			pn->cap = pn->cap ? 2 * pn->cap : 8;
			pn->base = xrealloc(pn->base, pn->cap * sizeof *pn->base);
			pn->bytes = xrealloc(pn->bytes, pn->cap * sizeof *pn->bytes);
			pn->slots = xrealloc(pn->slots, pn->cap * sizeof *pn->slots);
			pn->space = xrealloc(pn->space, pn->cap * sizeof *pn->space);
		}
		pn->base[i] = t->memref->base_name;
		pn->bytes[i] = 0;
		pn->slots[i] = 0;
		pn->space[i] = t->mem;
		pn->n++;
	}
	if (bytes > pn->bytes[i])
		pn->bytes[i] = bytes;
	if (t->memref->slots > pn->slots[i])
		pn->slots[i] = t->memref->slots;
}

static void seed_committed(struct slots *S, struct function *f)
{
	struct pinned pn = {0};
	pu_function_defs(f, pinned_var, &pn);
	memset(S->committed, 0, sizeof S->committed);
	for (uint32_t i = 0; i < pn.n; i++) {
		uint64_t k = pn.slots[i] ? pn.slots[i] : 1;
		if (pn.bytes[i] && k <= UINT64_MAX / pn.bytes[i] &&
		    S->committed[pn.space[i]] <= UINT64_MAX - pn.bytes[i] * k)
			S->committed[pn.space[i]] += pn.bytes[i] * k;
	}
	free(pn.base);
	free(pn.bytes);
	free(pn.slots);
	free(pn.space);
}

bool pass_lower_pipeline_to_slots(struct pass_ctx *ctx, struct program *p)
{
	/* the regions only pay off where ptoas places the buffers */
	if (spec_planners[ctx->planner].emit_addr)
		return true;
	struct slots S = {.p = p, .a = p->arena, .be = ctx->backend};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		/* kernels, and Opaque functions written straight in tile ops */
		if (!pu_incore(fn) && fn->kind != FK_Opaque)
			continue;
		S.changed = false;
		pu_names_init(&S.names, fn);
		cl_init(&S.rebind, p);
		seed_committed(&S, fn);
		slots_list(&S, fn->body, false, 0);
		if (S.changed) {
			/* every use of a rebound load reads its slotted var */
			struct cl_map *m = &S.rebind;
			fn->body = cl_stmts(m, fn->body);
		}
		cl_free(&S.rebind);
		pu_names_free(&S.names);
	}
	free(S.root);
	free(S.phi_gen);
	free(S.view_gen);
	return true;
}
