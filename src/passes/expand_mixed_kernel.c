/* ExpandMixedKernel: classifies every statement of an InCore function by the
 * core it runs on (the op's core_affinity, a core_type kwarg, the memory
 * space of its result or first tile operand; the move op between a cube and
 * a vector space is a boundary).  A function on one kind of core is retyped
 * AIC or AIV.  A mixed one becomes <f>_aic + <f>_aiv + the Group <f> calling
 * both (a Group whose statement is <f>'s one call calls the two itself
 * instead): each side keeps its statements and the shared ones, a boundary move
 * becomes a tpush on the producing side and a tpop (+ tfree after the last
 * use of it or of an alias of it) on the consuming side, a compound statement
 * with only the other side's work is left out, finalize_side settles each
 * side's loop carries and drops its dead code, and the consumer reserves (the
 * producer imports) a buffer of slot_num slots per direction (the function's
 * slot_num attr, default 2) that initialize_pipe sets up.  The AIC/AIV members a written Group calls take
 * the Group's parameter list (through <group>_aic/_aiv_adapter copies when a
 * member is also called elsewhere).
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred, NormalizedStmtStructure
 * produces: SSAForm, MixedKernelExpanded, NormalizedStmtStructure, HardSyncallOccupancyValid */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "backend.h"
#include "diag.h"
#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "return_lineage.h"
#include "typecheck.h"
#include "util.h"

enum side { SIDE_AIC, SIDE_AIV };
enum dir { DIR_NONE, DIR_C2V, DIR_V2C };

/* The pipe ops, found by their cross_core_role and core_affinity. */
struct pipe_ops {
	unsigned push[2], pop[2], tfree[2], init[2]; /* indexed by the side that issues it */
	unsigned reserve, import, move;
	unsigned shard, gather; /* split boundaries (LowerAutoVectorSplit) */
};

struct emk {
	struct program *p;
	struct arena *a;
	const be_t *be;
	bool cube[MS_COUNT]; /* by memory space: on the cube core (be_mem_core_type) */
	struct pipe_ops ops;
	uint8_t *tpop_def; /* by var id: defined by a tpop */
	uint8_t *yielded;  /* by var id: a value a loop or if yields (see mark_yields) */
	uint8_t *gm_fence; /* by var id: GM_STORED, GM_FENCED (see mark_gm_fences) */
	uint32_t n_ids;
	/* pipe metadata of the function being split */
	int64_t slot[3];   /* by enum dir: largest slot size seen */
	int64_t slot_num;  /* slots per pipe: the function's slot_num attr, else 2 */
	bool own_setup;    /* the function reserves, imports or initializes a pipe itself */
	struct var **popped; /* the tiles the sides pop, to free */
	uint8_t *popped_side;
	uint32_t n_popped, cap_popped;
	uint32_t n_sync;   /* GM fences of the function so far */
	struct pu_names names; /* of the function being split: the layout copies' names */
	struct rl_ctx *rl; /* return lineage of the program before any split */
	/* by op: the index of its `core_type` kwarg + 2 (1: none), 0 until
	 * looked up (call_aff asks at every call) */
	int16_t core_type_kw[OP_COUNT];
	bool bad;
};

/* The `core_type` kwarg of call, or NULL (ir_call_kwarg, the index looked up
 * once per op). */
static const struct kwval *core_type_kwarg(struct emk *m, const struct expr *call)
{
	unsigned op = call->u.call.op;
	if (op >= OP_COUNT)
		return ir_call_kwarg(call, "core_type");
	if (!m->core_type_kw[op])
		m->core_type_kw[op] = (int16_t)(ir_kwarg_index(op, "core_type") + 2);
	int k = m->core_type_kw[op] - 2;
	return k < 0 ? NULL : &call->u.call.kwargs[k];
}

static void find_ops(struct pipe_ops *o)
{
	o->push[SIDE_AIC] = pu_role_op("TPush", "CUBE");
	o->push[SIDE_AIV] = pu_role_op("TPush", "VECTOR");
	o->pop[SIDE_AIC] = pu_role_op("TPop", "CUBE");
	o->pop[SIDE_AIV] = pu_role_op("TPop", "VECTOR");
	o->tfree[SIDE_AIC] = pu_role_op("TFree", "CUBE");
	o->tfree[SIDE_AIV] = pu_role_op("TFree", "VECTOR");
	o->init[SIDE_AIC] = pu_role_op("InitializePipe", "CUBE");
	o->init[SIDE_AIV] = pu_role_op("InitializePipe", "VECTOR");
	o->reserve = pu_role_op("ReserveBuffer", NULL);
	o->import = pu_role_op("ImportBuffer", NULL);
	o->move = pu_op_by_rule(TR_move, OK_tile);
	o->shard = pu_role_op("AivShard", NULL);
	o->gather = pu_role_op("AicGather", NULL);
}

/* ---- classification -------------------------------------------------------- */

static bool cube_mem(const struct emk *m, int mem)
{
	return mem >= 0 && mem < MS_COUNT && m->cube[mem];
}

static enum aff mem_aff(const struct emk *m, int mem)
{
	return cube_mem(m, mem) ? AF_CUBE : AF_VECTOR;
}

/* A move between a cube and a vector space, or DIR_NONE. */
static enum dir move_dir(const struct emk *m, const struct expr *call)
{
	if (call->u.call.op == m->ops.shard && call->u.call.args.n)
		return DIR_C2V;
	if (call->u.call.op == m->ops.gather && call->u.call.args.n)
		return DIR_V2C;
	if (call->u.call.op != m->ops.move || !call->u.call.args.n)
		return DIR_NONE;
	const struct expr *src = call->u.call.args.v[0];
	if (src->kind == EX_VAR && src->u.var->id < m->n_ids && m->tpop_def[src->u.var->id])
		return DIR_NONE; /* placing a popped tile on its own core */
	int from = pu_first_tile_mem(call), to = ir_call_kwarg(call, "target_memory")->i;
	if (from >= MS_COUNT || to >= MS_COUNT)
		return DIR_NONE;
	if (cube_mem(m, from) && !cube_mem(m, to))
		return DIR_C2V;
	if (!cube_mem(m, from) && cube_mem(m, to))
		return DIR_V2C;
	return DIR_NONE;
}

static enum aff call_aff(struct emk *m, const struct expr *call)
{
	const struct spec_op *o = &spec_ops[call->u.call.op];
	const char *a = o->core_affinity;
	if (a) /* the first byte tells the spellings apart before a strcmp */
		return a[0] == 'C' && strcmp(a, "CUBE") == 0	 ? AF_CUBE
		       : a[0] == 'V' && strcmp(a, "VECTOR") == 0 ? AF_VECTOR
								 : AF_SHARED;
	if (call->u.call.op == m->ops.shard || call->u.call.op == m->ops.gather)
		return AF_MIXED;
	if (call->u.call.op == m->ops.move) {
		if (move_dir(m, call) != DIR_NONE)
			return AF_MIXED;
		const struct expr *src = call->u.call.args.v[0];
		if (src->kind == EX_VAR && src->u.var->id < m->n_ids && m->tpop_def[src->u.var->id])
			return mem_aff(m, (int)ir_call_kwarg(call, "target_memory")->i);
		int mem = pu_first_tile_mem(call);
		return mem < MS_COUNT ? mem_aff(m, mem) : AF_SHARED;
	}
	/* an explicit core_type kwarg (sync events, barriers) names the lane */
	const struct kwval *ct = core_type_kwarg(m, call);
	if (ct) {
		char word[16] = "";
		if (ct->type == KT_str && ct->s)
			snprintf(word, sizeof word, "%s", ct->s);
		else if (ct->present && ct->type == KT_int) {
			int k = ir_kwarg_index(call->u.call.op, "core_type");
			const struct spec_enum_value *ev = ir_enum_value(o->kwargs[k].enum_id, ct->i);
			if (ev)
				snprintf(word, sizeof word, "%s", ev->name);
		}
		if (strncmp(word, "aic", 3) == 0)
			return AF_CUBE;
		if (strncmp(word, "aiv", 3) == 0)
			return AF_VECTOR;
		return AF_SHARED;
	}
	if (call->type && call->type->kind == TY_TILE && call->type->mem < MS_COUNT &&
	    o->out_mem != OM_none && o->out_mem != OM_inherit)
		return mem_aff(m, call->type->mem);
	int mem = pu_first_tile_mem(call);
	return mem < MS_COUNT ? mem_aff(m, mem) : AF_SHARED;
}

static enum aff list_aff(struct emk *m, struct stmt_list l);

static void mark_yielded(struct emk *m, struct stmt_list body, uint32_t k)
{
	struct var *v = pu_yielded_var(body, k);
	if (v && v->id < m->n_ids)
		m->yielded[v->id] = 1;
}

/* The values a loop or an if yields: each outlives the trip or branch that makes
 * it, where a tile popped for it is freed. */
static void mark_yields(struct emk *m, struct stmt *s)
{
	if (s->kind == ST_FOR || s->kind == ST_WHILE) {
		bool f = s->kind == ST_FOR;
		uint32_t n = f ? s->u.loop.n_iter : s->u.wloop.n_iter;
		for (uint32_t k = 0; k < n; k++)
			mark_yielded(m, f ? s->u.loop.body : s->u.wloop.body, k);
	} else if (s->kind == ST_IF) {
		for (uint32_t k = 0; k < s->u.cond.n_ret; k++) {
			mark_yielded(m, s->u.cond.then_body, k);
			mark_yielded(m, s->u.cond.else_body, k);
		}
	}
}

static enum aff stmt_aff(struct emk *m, struct stmt *s)
{
	struct stmt_list *kids[2];
	mark_yields(m, s);
	int n = ir_stmt_children(s, kids);
	if (n) {
		enum aff a = AF_SHARED;
		for (int i = 0; i < n; i++)
			a = pu_aff_join(a, list_aff(m, *kids[i]));
		return a;
	}
	struct expr *c = pu_stmt_call(s);
	if (!c)
		return AF_SHARED;
	if (s->kind == ST_ASSIGN && spec_ops[c->u.call.op].cross_core_role &&
	    strcmp(spec_ops[c->u.call.op].cross_core_role, "TPop") == 0 &&
	    s->u.assign.var->id < m->n_ids)
		m->tpop_def[s->u.assign.var->id] = 1;
	return call_aff(m, c);
}

static enum aff list_aff(struct emk *m, struct stmt_list l)
{
	enum aff a = AF_SHARED;
	for (uint32_t i = 0; i < l.n; i++)
		a = pu_aff_join(a, stmt_aff(m, l.v[i]));
	return a;
}

/* ---- building one side ------------------------------------------------------- */

static int64_t tile_bytes(const struct type *t)
{
	int64_t dims[8];
	uint64_t bytes;
	if (t->kind != TY_TILE || t->shape.n > 8 || !ir_shape_static(t->shape, dims, 8) ||
	    !size_of_shape(dims, t->shape.n, dtype_infos[t->dtype].bits, NULL, &bytes))
		return -1;
	return (int64_t)bytes;
}

static void note_slot(struct emk *m, enum dir d, const struct type *t)
{
	int64_t b = tile_bytes(t);
	if (b > m->slot[d])
		m->slot[d] = b;
	else if (m->slot[d] == 0)
		m->slot[d] = -1; /* seen, size unknown */
}

static struct expr *new_call(struct emk *m, unsigned op, struct expr *arg, struct span sp)
{
	struct expr *args[1] = {arg};
	return ir_new_call(m->a, op, (struct expr_list){arg ? 1u : 0u, args}, sp);
}

/* The tile type that crosses into `to`: the backend's transfer view. */
static const struct type *transfer_type(struct emk *m, const struct type *t, int to)
{
	struct tile_view v = ir_tile_view_effective(t);
	struct be_layout lv = {v.blayout, v.slayout};
	if (!be_cross_core_view(m->be, (enum memspace)to, &lv))
		return ir_type_tile(m->a, t->shape, (enum dtype)t->dtype, (enum memspace)to, t->view, NULL);
	v.blayout = lv.blayout;
	v.slayout = lv.slayout;
	return ir_type_tile(m->a, t->shape, (enum dtype)t->dtype, (enum memspace)to, &v, NULL);
}

static struct var *fresh_local(struct emk *m, const char *name, const struct type *t, struct span sp)
{
	return ir_new_var(m->p, intern_cstr(name), VAR_LOCAL, t, sp);
}

/* A popped tile, to free after its last use. */
static void note_popped(struct emk *m, struct var *v, enum side side)
{
	if (m->n_popped == m->cap_popped) {
		m->cap_popped = m->cap_popped ? 2 * m->cap_popped : 8;
		m->popped = xrealloc(m->popped, m->cap_popped * sizeof *m->popped);
		m->popped_side = xrealloc(m->popped_side, m->cap_popped);
	}
	m->popped[m->n_popped] = v;
	m->popped_side[m->n_popped++] = (uint8_t)side;
}

/* The statements of boundary move `s` (dst = move(src, to)) on side `side`. */
static void boundary(struct emk *m, struct stmt *s, enum dir d, enum side side, struct stmt_buf *out)
{
	struct expr *call = s->u.assign.value, *src = call->u.call.args.v[0];
	struct var *dst = s->u.assign.var;
	const struct type *st = ir_expr_type(src), *dt = dst->type;
	bool producer = (d == DIR_C2V) == (side == SIDE_AIC);
	/* a shard / gather carries its split code to both ends; a move has none */
	int64_t split = call->u.call.op == m->ops.shard || call->u.call.op == m->ops.gather
				? ir_call_kwarg(call, "split")->i
				: 0;
	if (producer) {
		struct expr *pushed = src;
		struct tile_view have = ir_tile_view_effective(st);
		struct be_layout want = {have.blayout, have.slayout};
		if (d == DIR_V2C && be_cross_core_view(m->be, (enum memspace)dt->mem, &want) &&
		    (want.blayout != have.blayout || want.slayout != have.slayout)) {
			/* the Vector side lays the tile out as it will land */
			struct expr *mv = new_call(m, m->ops.move, src, s->span);
			ir_call_set_kwarg_int(mv, "target_memory", st->mem);
			ir_call_set_kwarg_int(mv, "blayout", want.blayout);
			ir_call_set_kwarg_int(mv, "slayout", want.slayout);
			if (!tc_deduce_call(m->a, mv)) {
				m->bad = true;
				return;
			}
			char name[200];
			snprintf(name, sizeof name, "%s_nz", src->kind == EX_VAR ? src->u.var->name : dst->name);
			/* two boundaries of one tile (one per branch of an if) each lay out a copy */
			struct var *nz = ir_new_var(m->p, pu_fresh_name(&m->names, name), VAR_LOCAL, mv->type,
						    s->span);
			ir_sb_push(out, ir_new_assign(m->a, nz, mv, s->span));
			pushed = ir_new_var_ref(m->a, nz, s->span);
		}
		struct expr *push = new_call(m, m->ops.push[side], pushed, s->span);
		ir_call_set_kwarg_int(push, "split", split);
		push->type = ir_type_unknown();
		tc_deduce_call(m->a, push);
		ir_sb_push(out, ir_new_eval(m->a, push, s->span));
		note_slot(m, d, ir_expr_type(pushed));
		return;
	}
	/* consumer: pop into the boundary space (Mat on the Cube, Vec on the
	 * Vector core), then move on when the destination is another space or
	 * a loop or if yields it: a popped tile lives in the pipe's slot, which
	 * its tfree hands back within the trip or branch, so a yielded value is
	 * a copy the loop carry's or if result's buffer takes */
	int land = side == SIDE_AIC ? MS_Mat : MS_Vec;
	const struct type *pt = transfer_type(m, dt, dt->mem == land ? dt->mem : land);
	if (dt->mem == land && d == DIR_C2V)
		pt = dt;
	struct expr *pop = new_call(m, m->ops.pop[side], NULL, s->span);
	ir_call_set_kwarg_int(pop, "split", split);
	pop->type = pt;
	bool in_place = dt->mem == land && !(dst->id < m->n_ids && m->yielded[dst->id]);
	if (in_place) {
		dst->type = pt;
		ir_sb_push(out, ir_new_assign(m->a, dst, pop, s->span));
	} else {
		char name[200];
		snprintf(name, sizeof name, "%s_%s", dst->name, side == SIDE_AIC ? "mat" : "vec");
		struct var *pv = fresh_local(m, name, pt, s->span);
		ir_sb_push(out, ir_new_assign(m->a, pv, pop, s->span));
		struct expr *mv = new_call(m, m->ops.move, ir_new_var_ref(m->a, pv, s->span), s->span);
		ir_call_set_kwarg_int(mv, "target_memory", dt->mem);
		/* the move names the layout the destination takes, as the reference's does */
		struct tile_view dv = ir_tile_view_effective(dt);
		ir_call_set_kwarg_int(mv, "blayout", dv.blayout);
		ir_call_set_kwarg_int(mv, "slayout", dv.slayout);
		if (!tc_deduce_call(m->a, mv))
			m->bad = true;
		ir_sb_push(out, ir_new_assign(m->a, dst, mv, s->span));
	}
	note_popped(m, out->v[out->n - (in_place ? 1 : 2)]->u.assign.var, side);
	note_slot(m, d, pt);
}

/* ---- GM-mediated cube -> vector dependencies ------------------------------------ */
/* A tensor the Cube side stores into and the Vector side then loads from meets in GM,
 * where the pipes do not order the two: the store is followed by a tpush of the stored
 * tile, and the Vector side pops (and frees) it where the store stood, before any later
 * load (so out of the loops that follow the store). */
enum { GM_STORED = 1, GM_FENCED = 2 };

static bool gm_store_cb(struct stmt *s, void *ctx)
{
	struct emk *m = ctx;
	struct expr *c = pu_stmt_call(s);
	if (c && s->kind == ST_ASSIGN && s->u.assign.var->id < m->n_ids &&
	    s->u.assign.var->type->kind == TY_TENSOR && spec_ops[c->u.call.op].reuses_input >= 0 &&
	    c->u.call.args.n && ir_expr_type(c->u.call.args.v[0])->kind == TY_TILE &&
	    call_aff(m, c) == AF_CUBE)
		m->gm_fence[s->u.assign.var->id] = GM_STORED;
	return true;
}

static bool gm_load_cb(struct stmt *s, void *ctx)
{
	struct emk *m = ctx;
	struct expr *c = pu_stmt_call(s);
	if (!c || call_aff(m, c) != AF_VECTOR)
		return true;
	for (uint32_t i = 0; i < c->u.call.args.n; i++) {
		struct expr *a = c->u.call.args.v[i];
		if (a->kind == EX_VAR && a->u.var->id < m->n_ids && m->gm_fence[a->u.var->id])
			m->gm_fence[a->u.var->id] = GM_FENCED;
	}
	return true;
}

static void mark_gm_fences(struct emk *m, struct function *f)
{
	ir_walk_stmts(f->body, gm_store_cb, m);
	ir_walk_stmts(f->body, gm_load_cb, m);
}

/* The statements a fenced store `s` becomes on side `side`. */
static void gm_fence(struct emk *m, struct stmt *s, enum side side, struct stmt_buf *out)
{
	struct expr *tile = pu_stmt_call(s)->u.call.args.v[0];
	if (side == SIDE_AIC) {
		ir_sb_push(out, s);
		struct expr *push = new_call(m, m->ops.push[SIDE_AIC], tile, s->span);
		ir_call_set_kwarg_int(push, "split", 0);
		push->type = ir_type_unknown();
		tc_deduce_call(m->a, push);
		ir_sb_push(out, ir_new_eval(m->a, push, s->span));
		return;
	}
	/* popped as the plain Vec tile an ND GM buffer loads into */
	const struct type *tt = ir_expr_type(tile);
	const struct type *pt = ir_type_tile(m->a, tt->shape, (enum dtype)tt->dtype, MS_Vec, NULL, NULL);
	struct expr *pop = new_call(m, m->ops.pop[SIDE_AIV], NULL, s->span);
	ir_call_set_kwarg_int(pop, "split", 0);
	pop->type = pt;
	char name[32] = "sync_tile";
	if (m->n_sync++)
		snprintf(name, sizeof name, "sync_tile_%u", m->n_sync - 1);
	struct var *v = fresh_local(m, name, pt, s->span);
	ir_sb_push(out, ir_new_assign(m->a, v, pop, s->span));
	note_popped(m, v, SIDE_AIV);
	note_slot(m, DIR_C2V, pt);
}

static struct stmt_list side_list(struct emk *m, struct stmt_list l, enum side side, enum aff *aff);

/* A copy of compound statement s with the side's part of each body; *aff is
 * the affinity of all it holds. */
static struct stmt *side_stmt(struct emk *m, struct stmt *s, enum side side, enum aff *aff)
{
	struct stmt *n = ir_stmt_copy(m->a, s);
	enum aff other = AF_SHARED;
	*aff = AF_SHARED;
	switch (s->kind) {
	case ST_FOR:
		n->u.loop.body = side_list(m, s->u.loop.body, side, aff);
		break;
	case ST_WHILE:
		n->u.wloop.body = side_list(m, s->u.wloop.body, side, aff);
		break;
	case ST_IF:
		n->u.cond.then_body = side_list(m, s->u.cond.then_body, side, aff);
		n->u.cond.else_body = side_list(m, s->u.cond.else_body, side, &other);
		*aff = pu_aff_join(*aff, other);
		break;
	case ST_SCOPE:
		n->u.scope.body = side_list(m, s->u.scope.body, side, aff);
		break;
	default:
		break;
	}
	return n;
}

/* The side's statements of l: its own and the shared ones, boundaries as pipe
 * ops, and compound statements that hold any of them (one holding only the
 * other side's work is dropped whole, its results then the tensors it wrote,
 * see repoint_gm).  *aff is the affinity of all l holds. */
static struct stmt_list side_list(struct emk *m, struct stmt_list l, enum side side, enum aff *aff)
{
	struct stmt_buf b = {0};
	enum aff mine = side == SIDE_AIC ? AF_CUBE : AF_VECTOR;
	enum aff theirs = side == SIDE_AIC ? AF_VECTOR : AF_CUBE;
	*aff = AF_SHARED;
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct expr *c = pu_stmt_call(s);
		if (c) {
			enum aff a = call_aff(m, c);
			*aff = pu_aff_join(*aff, a);
			enum dir d = s->kind == ST_ASSIGN ? move_dir(m, c) : DIR_NONE;
			if (d != DIR_NONE) {
				boundary(m, s, d, side, &b);
				continue;
			}
			if (s->kind == ST_ASSIGN && s->u.assign.var->id < m->n_ids &&
			    m->gm_fence[s->u.assign.var->id] == GM_FENCED) {
				gm_fence(m, s, side, &b);
				continue;
			}
			if (a == AF_SHARED || a == mine)
				ir_sb_push(&b, s);
			continue;
		}
		struct stmt_list *kids[2];
		if (ir_stmt_children(s, kids)) {
			enum aff a;
			struct stmt *n = side_stmt(m, s, side, &a);
			*aff = pu_aff_join(*aff, a);
			if (a != theirs)
				ir_sb_push(&b, n);
		} else if (s->kind != ST_RETURN || side == SIDE_AIV)
			ir_sb_push(&b, s);
	}
	struct stmt_list r = ir_sb_finish(m->a, &b);
	ir_sb_free(&b);
	return r;
}

/* Statements with effects (evals, returns, stores, pipe and sync ops, calls):
 * the roots of a side's liveness. */
static bool has_effect(const struct stmt *s)
{
	if (s->kind == ST_EVAL || s->kind == ST_RETURN || s->kind == ST_BREAK || s->kind == ST_CONTINUE)
		return true;
	if (s->kind != ST_ASSIGN)
		return false;
	const struct expr *v = s->u.assign.value;
	if (v->kind == EX_FCALL)
		return true;
	if (v->kind != EX_CALL)
		return false;
	const struct spec_op *o = &spec_ops[v->u.call.op];
	return o->arg_writes || o->write_channel || o->cross_core_role ||
	       strcmp(o->op_category, "SyncOp") == 0 || ir_expr_type(v)->kind == TY_TENSOR;
}

/* ---- loop state and dead code of one side ------------------------------------
 * The side's body is repaired as the reference repairs it: a loop keeps the
 * carries its body reads (beyond the body's own yield) or whose results are
 * read (fin_strip); the initial value of a kept carry that the side does not
 * compute is pulled in, with what it needs, from the function's top-level
 * assignments without effects (fin_pull; a store's result is the tensor it
 * wrote, see repoint_gm); a loop's yielded value the side does not compute
 * becomes that carry itself (fin_yields); then assignments without effect
 * that nothing reads go, with yields, effects and loop and if headers as the
 * roots (fin_dce); the carries are stripped again and dead assignments once
 * more.  Compound statements stay (one holding only the other side's work was
 * never taken, see side_list). */
struct fin {
	struct emk *m;
	uint32_t n_ids;
	uint32_t *refs;     /* by var id: references in the side's body */
	uint8_t *defined;   /* by var id: defined on the side (params included) */
	struct stmt **top;  /* by var id: its top-level assignment in the function */
	uint32_t *top_idx;  /* by var id: that assignment's index */
	uint8_t *live;
	struct stmt **def;  /* by var id: its assignment on the side */
	uint32_t *work, nw; /* var ids */
	int delta;
	bool undef;
	const struct function *f; /* the function being split */
};

static bool fin_count_cb(struct expr *e, void *ctx)
{
	struct fin *F = ctx;
	if (e->kind == EX_VAR && e->u.var->id < F->n_ids)
		F->refs[e->u.var->id] += (uint32_t)F->delta;
	return true;
}

static void fin_count(struct fin *F, struct expr *e, int delta)
{
	F->delta = delta;
	if (e)
		ir_walk_expr(e, fin_count_cb, F);
}

static void fin_count_list(struct fin *F, struct expr_list l, int delta)
{
	for (uint32_t i = 0; i < l.n; i++)
		fin_count(F, l.v[i], delta);
}

static void fin_recount(struct fin *F, struct stmt_list body)
{
	memset(F->refs, 0, (F->n_ids + 1) * sizeof *F->refs);
	F->delta = 1;
	ir_walk_stmts_exprs(body, fin_count_cb, F);
}

/* The loop parts of s (a for or while): carries and body. */
struct loop_view {
	uint32_t *n;
	struct iter_arg **it;
	struct var ***rv;
	struct stmt_list *body;
};

static bool loop_view(struct stmt *s, struct loop_view *v)
{
	if (s->kind == ST_FOR)
		*v = (struct loop_view){&s->u.loop.n_iter, &s->u.loop.iter, &s->u.loop.return_vars,
					&s->u.loop.body};
	else if (s->kind == ST_WHILE)
		*v = (struct loop_view){&s->u.wloop.n_iter, &s->u.wloop.iter, &s->u.wloop.return_vars,
					&s->u.wloop.body};
	else
		return false;
	return true;
}

typedef struct stmt_list (*fin_list_fn)(struct fin *F, struct stmt_list l);

/* A copy of compound s with fn applied to each body. */
static struct stmt *fin_bodies(struct fin *F, struct stmt *s, fin_list_fn fn)
{
	struct stmt *n = ir_stmt_copy(F->m->a, s);
	struct stmt_list *kids[2];
	int nk = ir_stmt_children(n, kids);
	for (int k = 0; k < nk; k++)
		*kids[k] = fn(F, *kids[k]);
	return n;
}

/* body's tail yield with only the kept of its nk slots (no yield when none is
 * kept). */
static void fin_keep_yield(struct fin *F, struct stmt_list *body, const bool *keep, uint32_t nk,
			   uint32_t kept)
{
	struct stmt *y = ir_trailing_yield(*body);
	if (!y)
		return;
	struct arena *a = F->m->a;
	struct expr_list yv = ir_expr_list_new(a, kept);
	uint32_t j = 0;
	for (uint32_t k = 0; k < nk && k < y->u.ret.values.n; k++) {
		if (!keep[k])
			fin_count(F, y->u.ret.values.v[k], -1);
		else if (j < kept)
			yv.v[j++] = y->u.ret.values.v[k];
	}
	yv.n = j;
	struct stmt **bv = ARENA_ARRAY(a, struct stmt *, body->n + 1);
	memcpy(bv, body->v, sizeof *bv * body->n);
	uint32_t bn = body->n - 1;
	if (j)
		bv[bn++] = ir_new_yield(a, yv, y->span);
	*body = (struct stmt_list){bn, bv};
}

static struct stmt_list fin_strip(struct fin *F, struct stmt_list l)
{
	struct arena *a = F->m->a;
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, l.n + 1);
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		if (!ir_stmt_children(s, kids)) {
			v[i] = s;
			continue;
		}
		struct stmt *n = fin_bodies(F, s, fin_strip);
		v[i] = n;
		struct loop_view lv;
		if (!loop_view(n, &lv) || !*lv.n)
			continue;
		struct stmt *y = ir_trailing_yield(*lv.body);
		if (y)
			fin_count_list(F, y->u.ret.values, -1);
		uint32_t nk = *lv.n, kept = 0;
		bool *keep = xcalloc(nk + 1, sizeof *keep);
		for (uint32_t k = 0; k < nk; k++) {
			struct var *iv = (*lv.it)[k].var, *rv = (*lv.rv)[k];
			keep[k] = (iv && iv->id < F->n_ids && F->refs[iv->id]) ||
				  (rv && rv->id < F->n_ids && F->refs[rv->id]);
			kept += keep[k];
		}
		if (y)
			fin_count_list(F, y->u.ret.values, 1);
		if (kept < nk) {
			struct iter_arg *it = ARENA_ARRAY(a, struct iter_arg, kept + 1);
			struct var **rvs = ARENA_ARRAY(a, struct var *, kept + 1);
			uint32_t j = 0;
			for (uint32_t k = 0; k < nk; k++) {
				if (!keep[k]) {
					fin_count(F, (*lv.it)[k].init, -1);
					continue;
				}
				it[j] = (*lv.it)[k];
				rvs[j++] = (*lv.rv)[k];
			}
			fin_keep_yield(F, lv.body, keep, nk, kept);
			*lv.n = kept, *lv.it = it, *lv.rv = rvs;
		}
		free(keep);
	}
	return (struct stmt_list){l.n, v};
}

static void fin_def_cb(struct var *v, struct stmt *s, void *ctx)
{
	(void)s;
	struct fin *F = ctx;
	if (v->id < F->n_ids)
		F->defined[v->id] = 1;
}

static bool fin_def_stmt(struct stmt *s, void *ctx)
{
	pu_stmt_defs(s, fin_def_cb, ctx);
	return true;
}

static void fin_defined(struct fin *F, const struct function *f, struct stmt_list body)
{
	memset(F->defined, 0, F->n_ids + 1);
	for (uint32_t i = 0; i < f->n_params; i++)
		fin_def_cb(f->params[i].var, NULL, F);
	ir_walk_stmts(body, fin_def_stmt, F);
}

/* Undefined top-level vars an expression reads, onto the work list. */
static bool fin_need_cb(struct expr *e, void *ctx)
{
	struct fin *F = ctx;
	if (e->kind == EX_VAR && e->u.var->id < F->n_ids && !F->defined[e->u.var->id] &&
	    F->top[e->u.var->id] && !has_effect(F->top[e->u.var->id])) {
		F->defined[e->u.var->id] = 1;
		F->work[F->nw++] = e->u.var->id;
	}
	return true;
}

static int fin_idx_cmp(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
	return (a > b) - (a < b);
}

/* The top-level assignments (and theirs in turn) that the initial value e
 * needs and the side lacks, in the function's order, onto b. */
static void fin_pull(struct fin *F, struct expr *e, struct stmt_buf *b)
{
	F->nw = 0;
	ir_walk_expr(e, fin_need_cb, F);
	uint32_t *idx = NULL, n = 0, cap = 0;
	while (F->nw) {
		uint32_t id = F->work[--F->nw];
		if (n == cap) {
			cap = cap ? 2 * cap : 8;
			idx = xrealloc(idx, cap * sizeof *idx);
		}
		idx[n++] = F->top_idx[id];
		ir_stmt_exprs(F->top[id], fin_need_cb, F);
	}
	if (n > 1)
		qsort(idx, n, sizeof *idx, fin_idx_cmp);
	for (uint32_t i = 0; i < n; i++) {
		struct stmt *s = F->f->body.v[idx[i]];
		fin_count(F, s->u.assign.value, 1);
		ir_sb_push(b, s);
	}
	free(idx);
}

static struct stmt_list fin_inits(struct fin *F, struct stmt_list l)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct loop_view lv;
		if (loop_view(s, &lv))
			for (uint32_t k = 0; k < *lv.n; k++)
				if ((*lv.it)[k].init)
					fin_pull(F, (*lv.it)[k].init, &b);
		struct stmt_list *kids[2];
		ir_sb_push(&b, ir_stmt_children(s, kids) ? fin_bodies(F, s, fin_inits) : s);
	}
	struct stmt_list r = ir_sb_finish(F->m->a, &b);
	ir_sb_free(&b);
	return r;
}

static bool fin_undef_cb(struct expr *e, void *ctx)
{
	struct fin *F = ctx;
	if (e->kind == EX_VAR && e->u.var->id < F->n_ids && !F->defined[e->u.var->id])
		F->undef = true;
	return true;
}

/* Whether e reads a var the side does not define. */
static bool fin_undef(struct fin *F, struct expr *e)
{
	F->undef = false;
	if (e)
		ir_walk_expr(e, fin_undef_cb, F);
	return F->undef;
}

/* s (a statement of a loop's body) with each yield at its tail, through ifs,
 * yielding the loop's carry k where its value k reads what the side lacks. */
static struct stmt *fin_tail(struct fin *F, struct stmt *s, const struct loop_view *lv)
{
	struct arena *a = F->m->a;
	if (s->kind == ST_YIELD) {
		struct expr_list v = s->u.ret.values;
		bool copied = false;
		for (uint32_t k = 0; k < v.n && k < *lv->n; k++) {
			if (!fin_undef(F, v.v[k]))
				continue;
			if (!copied)
				v = ir_expr_list_copy(a, v), copied = true;
			fin_count(F, v.v[k], -1);
			v.v[k] = ir_new_var_ref(a, (*lv->it)[k].var, v.v[k]->span);
			fin_count(F, v.v[k], 1);
		}
		return copied ? ir_new_yield(a, v, s->span) : s;
	}
	if (s->kind != ST_IF)
		return s;
	struct stmt *n = ir_stmt_copy(a, s);
	struct stmt_list *br[2] = {&n->u.cond.then_body, &n->u.cond.else_body};
	for (int k = 0; k < 2; k++) {
		if (!br[k]->n)
			continue;
		struct stmt **v = ARENA_ARRAY(a, struct stmt *, br[k]->n + 1);
		memcpy(v, br[k]->v, sizeof *v * br[k]->n);
		v[br[k]->n - 1] = fin_tail(F, v[br[k]->n - 1], lv);
		br[k]->v = v;
	}
	return n;
}

static struct stmt_list fin_yields(struct fin *F, struct stmt_list l)
{
	struct stmt **v = ARENA_ARRAY(F->m->a, struct stmt *, l.n + 1);
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		v[i] = ir_stmt_children(s, kids) ? fin_bodies(F, s, fin_yields) : s;
		struct loop_view lv;
		if (!loop_view(v[i], &lv) || !*lv.n)
			continue;
		for (uint32_t j = 0; j < lv.body->n; j++)
			lv.body->v[j] = fin_tail(F, lv.body->v[j], &lv);
	}
	return (struct stmt_list){l.n, v};
}

/* An if result either branch yields from what the side lacks (the other side
 * computes it) is not the side's: the slot goes from both branches. */
static struct stmt_list fin_ifs(struct fin *F, struct stmt_list l)
{
	struct arena *a = F->m->a;
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, l.n + 1);
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		v[i] = ir_stmt_children(s, kids) ? fin_bodies(F, s, fin_ifs) : s;
		struct stmt *n = v[i];
		if (n->kind != ST_IF || !n->u.cond.n_ret)
			continue;
		struct stmt_list *br[2] = {&n->u.cond.then_body, &n->u.cond.else_body};
		struct stmt *y[2] = {ir_trailing_yield(*br[0]), ir_trailing_yield(*br[1])};
		uint32_t nk = n->u.cond.n_ret, kept = 0;
		bool *keep = xcalloc(nk + 1, sizeof *keep);
		for (uint32_t k = 0; k < nk; k++) {
			keep[k] = true;
			for (int b = 0; b < 2; b++)
				if (y[b] && k < y[b]->u.ret.values.n && fin_undef(F, y[b]->u.ret.values.v[k]))
					keep[k] = false;
			kept += keep[k];
		}
		if (kept < nk) {
			struct var **rv = ARENA_ARRAY(a, struct var *, kept + 1);
			uint32_t j = 0;
			for (uint32_t k = 0; k < nk; k++)
				if (keep[k])
					rv[j++] = n->u.cond.return_vars[k];
				else if (n->u.cond.return_vars[k] && n->u.cond.return_vars[k]->id < F->n_ids)
					F->defined[n->u.cond.return_vars[k]->id] = 0;
			n->u.cond.n_ret = kept, n->u.cond.return_vars = rv;
			for (int b = 0; b < 2; b++)
				fin_keep_yield(F, br[b], keep, nk, kept);
		}
		free(keep);
	}
	return (struct stmt_list){l.n, v};
}

static bool fin_live_cb(struct expr *e, void *ctx)
{
	struct fin *F = ctx;
	if (e->kind == EX_VAR && e->u.var->id < F->n_ids && !F->live[e->u.var->id]) {
		F->live[e->u.var->id] = 1;
		F->work[F->nw++] = e->u.var->id;
	}
	return true;
}

static bool fin_removable(const struct stmt *s)
{
	return s->kind == ST_ASSIGN && !has_effect(s);
}

static bool fin_root_stmt(struct stmt *s, void *ctx)
{
	struct fin *F = ctx;
	if (s->kind == ST_ASSIGN && s->u.assign.var->id < F->n_ids)
		F->def[s->u.assign.var->id] = s;
	if (!fin_removable(s))
		ir_stmt_exprs(s, fin_live_cb, F);
	return true;
}

static struct stmt_list fin_filter(struct fin *F, struct stmt_list l)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		if (fin_removable(s) && !(s->u.assign.var->id < F->n_ids && F->live[s->u.assign.var->id]))
			continue;
		ir_sb_push(&b, ir_stmt_children(s, kids) ? fin_bodies(F, s, fin_filter) : s);
	}
	struct stmt_list r = ir_sb_finish(F->m->a, &b);
	ir_sb_free(&b);
	return r;
}

static struct stmt_list fin_dce(struct fin *F, struct stmt_list body)
{
	memset(F->live, 0, F->n_ids + 1);
	memset(F->def, 0, (F->n_ids + 1) * sizeof *F->def);
	F->nw = 0;
	ir_walk_stmts(body, fin_root_stmt, F);
	while (F->nw) {
		struct stmt *d = F->def[F->work[--F->nw]];
		if (d)
			ir_walk_expr(d->u.assign.value, fin_live_cb, F);
	}
	return fin_filter(F, body);
}

static struct stmt_list finalize_side(struct emk *m, const struct function *f, struct stmt_list body)
{
	struct fin F = {.m = m, .n_ids = m->p->n_vars, .f = f};
	F.refs = xcalloc(F.n_ids + 1, sizeof *F.refs);
	F.defined = xcalloc(F.n_ids + 1, 1);
	F.top = xcalloc(F.n_ids + 1, sizeof *F.top);
	F.top_idx = xcalloc(F.n_ids + 1, sizeof *F.top_idx);
	F.live = xcalloc(F.n_ids + 1, 1);
	F.def = xcalloc(F.n_ids + 1, sizeof *F.def);
	F.work = xcalloc(F.n_ids + 1, sizeof *F.work);
	for (uint32_t i = 0; i < f->body.n; i++) {
		struct stmt *s = f->body.v[i];
		if (s->kind == ST_ASSIGN && s->u.assign.var->id < F.n_ids) {
			F.top[s->u.assign.var->id] = s;
			F.top_idx[s->u.assign.var->id] = i;
		}
	}
	fin_recount(&F, body);
	body = fin_strip(&F, body);
	fin_defined(&F, f, body);
	body = fin_inits(&F, body);
	fin_defined(&F, f, body);
	body = fin_yields(&F, body);
	body = fin_ifs(&F, body);
	body = fin_dce(&F, body);
	fin_recount(&F, body);
	body = fin_strip(&F, body);
	body = fin_dce(&F, body);
	free(F.refs);
	free(F.defined);
	free(F.top);
	free(F.top_idx);
	free(F.live);
	free(F.def);
	free(F.work);
	return body;
}

/* ---- tfree after the last use of each popped tile ------------------------------ */
struct tfree_ctx {
	struct emk *m;
	enum side side;
	struct var **root; /* by var id: the popped tile it aliases (see alias_list), or NULL */
	uint8_t *popped;  /* by var id: a boundary pop of this side */
	uint32_t *pos;    /* by var id: 1 + index of its pop in the current block */
	uint32_t *last;   /* by var id: index of its last use in that block */
	uint32_t n_ids, at;
};

static bool tf_use(struct expr *e, void *ctx)
{
	struct tfree_ctx *t = ctx;
	if (e->kind != EX_VAR || e->u.var->id >= t->n_ids)
		return true;
	struct var *v = t->root[e->u.var->id] ? t->root[e->u.var->id] : e->u.var;
	if (v->id < t->n_ids && t->pos[v->id])
		t->last[v->id] = t->at;
	return true;
}

static struct stmt_list add_tfrees(struct tfree_ctx *t, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(l.v[i], kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = add_tfrees(t, *kids[k]);
	}
	struct var **mine = NULL;
	uint32_t n_mine = 0;
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		t->at = i;
		if (s->kind == ST_ASSIGN && s->u.assign.var->id < t->n_ids && t->popped[s->u.assign.var->id]) {
			struct var *v = s->u.assign.var;
			t->pos[v->id] = i + 1;
			t->last[v->id] = i;
			mine = xrealloc(mine, (n_mine + 1) * sizeof *mine);
			mine[n_mine++] = v;
			continue;
		}
		if (!n_mine)
			continue;
		ir_walk_stmts_exprs((struct stmt_list){1, &s}, tf_use, t);
	}
	if (!n_mine)
		return l;
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		/* a yield stays last: frees of its own tiles go before it */
		bool before = s->kind == ST_YIELD || s->kind == ST_RETURN;
		if (!before)
			ir_sb_push(&b, s);
		for (uint32_t k = 0; k < n_mine; k++)
			if (t->last[mine[k]->id] == i) {
				struct expr *f = new_call(t->m, t->m->ops.tfree[t->side],
							  ir_new_var_ref(t->m->a, mine[k], s->span), s->span);
				f->type = ir_type_unknown();
				tc_deduce_call(t->m->a, f);
				ir_sb_push(&b, ir_new_eval(t->m->a, f, s->span));
			}
		if (before)
			ir_sb_push(&b, s);
	}
	for (uint32_t k = 0; k < n_mine; k++)
		t->pos[mine[k]->id] = 0;
	free(mine);
	struct stmt_list r = ir_sb_finish(t->m->a, &b);
	ir_sb_free(&b);
	return r;
}

/* ---- fresh vars for each side ---------------------------------------------------- */
struct clone {
	struct emk *m;
	struct var **map; /* by old var id */
	uint32_t n_ids;
};

static struct expr *c_expr(struct clone *c, struct expr *e);

/* A tile type whose valid extents name vars of the body (a lane's half,
 * sized by the subblock index) names the side's copies of them. */
static const struct type *c_type(struct clone *c, const struct type *t)
{
	if (t->kind != TY_TILE || !t->view)
		return t;
	struct expr_list vs = t->view->valid_shape;
	struct expr_list nv = {0};
	for (uint32_t i = 0; i < vs.n; i++) {
		struct expr *e = c_expr(c, vs.v[i]);
		if (e != vs.v[i] && !nv.v)
			nv = ir_expr_list_copy(c->m->a, vs);
		if (nv.v)
			nv.v[i] = e;
	}
	if (!nv.v)
		return t;
	struct tile_view view = *t->view;
	view.valid_shape = nv;
	return ir_type_tile(c->m->a, t->shape, (enum dtype)t->dtype, (enum memspace)t->mem, &view,
			    t->memref);
}

static struct var *c_var(struct clone *c, struct var *v)
{
	if (!v || v->id >= c->n_ids || v->kind == VAR_DYN)
		return v;
	if (!c->map[v->id]) {
		c->map[v->id] = ir_new_var(c->m->p, v->name, (enum var_kind)v->kind, v->type, v->span);
		c->map[v->id]->type = c_type(c, v->type);
	}
	return c->map[v->id];
}

static struct expr *c_expr_fn(struct expr *e, void *ctx)
{
	struct clone *c = ctx;
	if (e->kind != EX_VAR)
		return e;
	struct var *nv = c_var(c, e->u.var);
	return nv == e->u.var ? e : ir_new_var_ref(c->m->a, nv, e->span);
}

static struct expr *c_expr(struct clone *c, struct expr *e)
{
	return e ? ir_rewrite_expr(c->m->a, e, c_expr_fn, c) : NULL;
}

static struct stmt_list c_list(struct clone *c, struct stmt_list l);

static struct stmt *c_stmt(struct clone *c, struct stmt *s)
{
	struct arena *a = c->m->a;
	struct stmt *n = ir_stmt_copy(a, s);
	switch (s->kind) {
	case ST_ASSIGN:
		n->u.assign.value = c_expr(c, s->u.assign.value);
		n->u.assign.var = c_var(c, s->u.assign.var);
		break;
	case ST_EVAL:
		n->u.eval.value = c_expr(c, s->u.eval.value);
		break;
	case ST_RETURN:
	case ST_YIELD: {
		struct expr_list v = ir_expr_list_new(a, s->u.ret.values.n);
		for (uint32_t i = 0; i < v.n; i++)
			v.v[i] = c_expr(c, s->u.ret.values.v[i]);
		n->u.ret.values = v;
		break;
	}
	case ST_FOR:
	case ST_WHILE: {
		bool f = s->kind == ST_FOR;
		uint32_t ni = f ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = ARENA_ARRAY(a, struct iter_arg, ni + 1);
		struct var **rv = ARENA_ARRAY(a, struct var *, ni + 1);
		for (uint32_t k = 0; k < ni; k++) {
			struct iter_arg o = f ? s->u.loop.iter[k] : s->u.wloop.iter[k];
			it[k] = (struct iter_arg){c_var(c, o.var), c_expr(c, o.init)};
			rv[k] = c_var(c, f ? s->u.loop.return_vars[k] : s->u.wloop.return_vars[k]);
		}
		if (f) {
			n->u.loop.loop_var = c_var(c, s->u.loop.loop_var);
			n->u.loop.start = c_expr(c, s->u.loop.start);
			n->u.loop.stop = c_expr(c, s->u.loop.stop);
			n->u.loop.step = c_expr(c, s->u.loop.step);
			n->u.loop.iter = it, n->u.loop.return_vars = rv;
			n->u.loop.body = c_list(c, s->u.loop.body);
		} else {
			n->u.wloop.cond = c_expr(c, s->u.wloop.cond);
			n->u.wloop.iter = it, n->u.wloop.return_vars = rv;
			n->u.wloop.body = c_list(c, s->u.wloop.body);
		}
		break;
	}
	case ST_IF: {
		struct var **rv = ARENA_ARRAY(a, struct var *, s->u.cond.n_ret + 1);
		for (uint32_t k = 0; k < s->u.cond.n_ret; k++)
			rv[k] = c_var(c, s->u.cond.return_vars[k]);
		n->u.cond.return_vars = rv;
		n->u.cond.cond = c_expr(c, s->u.cond.cond);
		n->u.cond.then_body = c_list(c, s->u.cond.then_body);
		n->u.cond.else_body = c_list(c, s->u.cond.else_body);
		break;
	}
	case ST_SCOPE:
		n->u.scope.arg = c_expr(c, s->u.scope.arg);
		n->u.scope.var = c_var(c, s->u.scope.var);
		n->u.scope.body = c_list(c, s->u.scope.body);
		break;
	default:
		break;
	}
	return n;
}

static struct stmt_list c_list(struct clone *c, struct stmt_list l)
{
	struct stmt **v = ARENA_ARRAY(c->m->a, struct stmt *, l.n + 1);
	for (uint32_t i = 0; i < l.n; i++)
		v[i] = c_stmt(c, l.v[i]);
	return (struct stmt_list){l.n, v};
}

/* ---- pipe setup, the Group, the pass ----------------------------------------------- */

static const char *fname(const char *base, const char *suffix)
{
	char buf[256];
	snprintf(buf, sizeof buf, "%s%s", base, suffix);
	return intern_cstr(buf);
}

static struct stmt *assign_call(struct emk *m, const char *name, struct expr *call, struct span sp,
				struct var **out)
{
	if (!tc_deduce_call(m->a, call))
		m->bad = true;
	*out = fresh_local(m, name, ir_expr_type(call), sp);
	return ir_new_assign(m->a, *out, call, sp);
}

/* Whether e calls a pipe setup op (reserve / import a buffer, initialize a pipe). */
static bool is_setup_call(const struct expr *e, const void *arg)
{
	const struct pipe_ops *o = arg;
	if (e->kind != EX_CALL)
		return false;
	unsigned op = e->u.call.op;
	return op == o->reserve || op == o->import || op == o->init[SIDE_AIC] || op == o->init[SIDE_AIV];
}

/* The prologue of side `side`: per direction, the consumer reserves
 * slot_num * slot_size bytes and the producer imports them; then the pipe.
 * None where the function sets up a pipe of its own (m->own_setup): the
 * written setup stands for both sides, as in the reference. */
static struct stmt_list pipe_setup(struct emk *m, const char *f, enum side side, struct span sp)
{
	const int64_t slot_num = m->slot_num;
	int mask = (m->slot[DIR_C2V] ? 1 : 0) | (m->slot[DIR_V2C] ? 2 : 0);
	int64_t slot = m->slot[DIR_C2V] > m->slot[DIR_V2C] ? m->slot[DIR_C2V] : m->slot[DIR_V2C];
	if (m->own_setup || !mask || slot <= 0 || slot > INT32_MAX / slot_num)
		return (struct stmt_list){0, NULL};
	struct stmt_buf b = {0};
	struct var *buf[3] = {NULL, NULL, NULL};
	const char *peer = fname(f, side == SIDE_AIC ? "_aiv" : "_aic");
	for (int d = DIR_V2C; d >= DIR_C2V; d--) {
		if (!(mask & (d == DIR_C2V ? 1 : 2)))
			continue;
		const char *bn = fname(f, d == DIR_C2V ? "_c2v_slot_buffer" : "_v2c_slot_buffer");
		bool consumer = (d == DIR_C2V) == (side == SIDE_AIV);
		struct expr *c = new_call(m, consumer ? m->ops.reserve : m->ops.import, NULL, sp);
		ir_call_set_kwarg_str(c, "name", bn);
		if (consumer) {
			ir_call_set_kwarg_int(c, "size", slot * slot_num);
			ir_call_set_kwarg_int(c, "base", -1);
		} else {
			ir_call_set_kwarg_str(c, "peer_func", peer);
		}
		ir_sb_push(&b, assign_call(m, consumer ? bn : fname(bn, "_import"), c, sp, &buf[d]));
	}
	struct expr *args[2];
	for (int d = DIR_C2V; d <= DIR_V2C; d++)
		args[d - 1] = buf[d] ? ir_new_var_ref(m->a, buf[d], sp) : ir_new_int(m->a, 0, DT_INT32, sp);
	struct expr *init = ir_new_call(m->a, m->ops.init[side], (struct expr_list){2, args}, sp);
	ir_call_set_kwarg_int(init, "dir_mask", mask);
	ir_call_set_kwarg_int(init, "slot_size", slot);
	ir_call_set_kwarg_int(init, "slot_num", slot_num);
	if (!tc_deduce_call(m->a, init))
		m->bad = true;
	ir_sb_push(&b, ir_new_eval(m->a, init, sp));
	struct stmt_list r = ir_sb_finish(m->a, &b);
	ir_sb_free(&b);
	return r;
}

/* The i-th Out/InOut parameter of f, or NULL. */
static struct var *out_param(const struct function *f, uint32_t i)
{
	for (uint32_t k = 0; k < f->n_params; k++)
		if (f->params[k].dir != DIR_IN && i-- == 0)
			return f->params[k].var;
	return NULL;
}

static bool is_param(const struct function *f, const struct var *v)
{
	for (uint32_t k = 0; k < f->n_params; k++)
		if (f->params[k].var == v)
			return true;
	return false;
}

/* A returned value the side does not compute is the Out parameter it was
 * written into. */
static struct expr *ret_value(const struct function *f, struct expr *e, uint32_t i,
			      const uint8_t *defined, uint32_t n_ids, struct arena *a)
{
	if (e->kind != EX_VAR || is_param(f, e->u.var) ||
	    (defined && e->u.var->id < n_ids && defined[e->u.var->id]))
		return e;
	struct var *o = out_param(f, i);
	return o ? ir_new_var_ref(a, o, e->span) : e;
}

static void mark_def(struct var *v, struct stmt *s, void *ctx)
{
	(void)s;
	struct clone *c = ctx; /* reuses the map array as a byte set */
	if (v->id < c->n_ids)
		((uint8_t *)c->map)[v->id] = 1;
}

static bool mark_defs_stmt(struct stmt *s, void *ctx)
{
	pu_stmt_defs(s, mark_def, ctx);
	return true;
}

static void fix_returns(struct emk *m, const struct function *f, struct stmt_list l)
{
	struct clone c = {.m = m, .n_ids = m->p->n_vars};
	c.map = xcalloc(c.n_ids + 1, 1);
	ir_walk_stmts(l, mark_defs_stmt, &c);
	for (uint32_t i = 0; i < l.n; i++)
		if (l.v[i]->kind == ST_RETURN)
			for (uint32_t k = 0; k < l.v[i]->u.ret.values.n; k++)
				l.v[i]->u.ret.values.v[k] = ret_value(f, l.v[i]->u.ret.values.v[k], k,
								      (uint8_t *)c.map, c.n_ids, m->a);
	free(c.map);
}

static struct stmt_list side_body(struct emk *m, struct function *f, enum side side)
{
	enum aff aff;
	struct stmt_list body = side_list(m, f->body, side, &aff);
	(void)aff;
	if (side == SIDE_AIV) {
		struct stmt **v = ARENA_ARRAY(m->a, struct stmt *, body.n + 1);
		for (uint32_t i = 0; i < body.n; i++) {
			v[i] = body.v[i];
			if (v[i]->kind == ST_RETURN) /* an own copy: its values may change */
				v[i] = ir_new_return(m->a, ir_expr_list_copy(m->a, v[i]->u.ret.values),
						     v[i]->span);
		}
		body = (struct stmt_list){body.n, v};
		fix_returns(m, f, body);
	}
	return finalize_side(m, f, body);
}

/* A tfree of a copy of a popped tile (`alias = popped`) frees the pop itself,
 * with its own kwargs (pipe id) kept: the pairing of each pop with its free
 * is then visible on the popped tile. */
struct alias_ctx {
	struct emk *m;
	enum side side;
	struct var **root; /* by var id: the popped tile it copies, or NULL */
	uint32_t n_ids;
};

static bool alias_stmt(struct stmt *s, void *ctx)
{
	struct alias_ctx *c = ctx;
	int op = pu_stmt_op(s);
	if (s->kind == ST_ASSIGN && s->u.assign.var->id < c->n_ids) {
		struct expr *v = s->u.assign.value;
		if (op >= 0 && (unsigned)op == c->m->ops.pop[c->side])
			c->root[s->u.assign.var->id] = s->u.assign.var;
		else if (v->kind == EX_VAR && v->u.var->id < c->n_ids && c->root[v->u.var->id])
			c->root[s->u.assign.var->id] = c->root[v->u.var->id];
		return true;
	}
	if (s->kind != ST_EVAL || op < 0 || (unsigned)op != c->m->ops.tfree[c->side])
		return true;
	struct expr *call = s->u.eval.value, *a = call->u.call.args.n ? call->u.call.args.v[0] : NULL;
	if (!a || a->kind != EX_VAR || a->u.var->id >= c->n_ids)
		return true;
	struct var *r = c->root[a->u.var->id];
	if (r && r != a->u.var) {
		struct expr *n = pu_call_copy(c->m->a, call);
		n->u.call.args.v[0] = ir_new_var_ref(c->m->a, r, a->span);
		s->u.eval.value = n;
	}
	return true;
}

/* The aliases of popped tiles in program order: copies (alias_stmt) and the
 * results of an if that yields an alias from one of its branches, whose uses
 * keep the popped tile alive too. */
static void alias_list(struct alias_ctx *c, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			alias_list(c, *kids[k]);
		if (!nk) {
			alias_stmt(s, c);
			continue;
		}
		if (s->kind != ST_IF)
			continue;
		for (uint32_t k = 0; k < s->u.cond.n_ret; k++) {
			struct var *rv = s->u.cond.return_vars[k];
			struct var *y[2] = {pu_yielded_var(s->u.cond.then_body, k),
					    pu_yielded_var(s->u.cond.else_body, k)};
			for (int b = 0; b < 2 && rv && rv->id < c->n_ids && !c->root[rv->id]; b++)
				if (y[b] && y[b]->id < c->n_ids && c->root[y[b]->id])
					c->root[rv->id] = c->root[y[b]->id];
		}
	}
}

static struct stmt_list with_tfrees(struct emk *m, struct stmt_list body, enum side side)
{
	struct alias_ctx ac = {.m = m, .side = side, .n_ids = m->p->n_vars};
	ac.root = xcalloc(ac.n_ids + 1, sizeof *ac.root);
	alias_list(&ac, body);
	struct tfree_ctx t = {.m = m, .side = side, .root = ac.root, .n_ids = m->p->n_vars};
	t.popped = xcalloc(t.n_ids + 1, 1);
	t.pos = xcalloc(t.n_ids + 1, sizeof *t.pos);
	t.last = xcalloc(t.n_ids + 1, sizeof *t.last);
	bool any = false;
	for (uint32_t i = 0; i < m->n_popped; i++)
		if (m->popped_side[i] == side && m->popped[i]->id < t.n_ids)
			t.popped[m->popped[i]->id] = 1, any = true;
	if (any)
		body = add_tfrees(&t, body);
	free(ac.root);
	free(t.popped);
	free(t.pos);
	free(t.last);
	return body;
}

static struct function *new_function(struct emk *m, struct function *f, const char *name,
				     enum func_kind kind)
{
	struct function *n = ARENA_NEW(m->a, struct function);
	*n = *f;
	n->name = name;
	n->kind = (uint8_t)kind;
	ir_function_derive_level_role(kind, &n->level, &n->role);
	return n;
}

static void drop_attr(struct function *f, const char *key)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key != key)
			f->attrs.v[k++] = f->attrs.v[i];
	f->attrs.n = k;
}

/* The Vector member of a Cube/Vector pair runs on both Vector cores of the
 * cluster when the backend dispatches unsplit pipes that way. */
static void dual_aiv(struct emk *m, struct function *f)
{
	if (!be_cap(m->be, CAP_requires_no_split_dual_aiv_dispatch))
		return;
	const char *key = intern_cstr("dual_aiv_dispatch");
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key == key)
			return;
	struct attr *at = ARENA_ARRAY(m->a, struct attr, f->attrs.n + 1);
	at[0] = (struct attr){key, ir_new_bool(m->a, true, f->span)};
	if (f->attrs.n)
		memcpy(at + 1, f->attrs.v, sizeof *at * f->attrs.n);
	f->attrs = (struct attr_list){f->attrs.n + 1, at};
}

static bool pipe_op(struct expr *e, void *ctx)
{
	if (e->kind == EX_CALL && spec_ops[e->u.call.op].cross_core_role) {
		const char *r = spec_ops[e->u.call.op].cross_core_role;
		if (strcmp(r, "TPush") == 0 || strcmp(r, "TPop") == 0)
			*(bool *)ctx = true;
	}
	return true;
}

static bool uses_pipe(struct function *f)
{
	bool found = false;
	ir_walk_stmts_exprs(f->body, pipe_op, &found);
	return found;
}

/* A GM tensor the other side writes is, on this side, the tensor it was written
 * into: the result of a store (an op whose result reuses an operand) this side does
 * not run is that operand, and an if's result that merges such writes of one tensor
 * is that tensor (the reference repoints such a use onto the shared parameter). */
struct repoint {
	struct clone *c;
	uint8_t *defined; /* by var id: defined on this side */
};

static void rp_def(struct var *v, struct stmt *s, void *ctx)
{
	(void)s;
	struct repoint *r = ctx;
	if (v->id < r->c->n_ids)
		r->defined[v->id] = 1;
}

static bool rp_defs_stmt(struct stmt *s, void *ctx)
{
	pu_stmt_defs(s, rp_def, ctx);
	return true;
}

static bool rp_missing(const struct repoint *r, const struct var *v)
{
	return v->id < r->c->n_ids && !r->defined[v->id] && v->type->kind == TY_TENSOR &&
	       !r->c->map[v->id];
}

static bool rp_stmt(struct stmt *s, void *ctx)
{
	struct repoint *r = ctx;
	if (s->kind == ST_ASSIGN && rp_missing(r, s->u.assign.var)) {
		struct expr *c = pu_stmt_call(s);
		int k = c ? spec_ops[c->u.call.op].reuses_input : -1;
		if (k >= 0 && (uint32_t)k < c->u.call.args.n && c->u.call.args.v[k]->kind == EX_VAR)
			r->c->map[s->u.assign.var->id] = c_var(r->c, c->u.call.args.v[k]->u.var);
	} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
		uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
		struct var **rv = s->kind == ST_FOR ? s->u.loop.return_vars : s->u.wloop.return_vars;
		for (uint32_t i = 0; i < n; i++)
			if (rv[i] && rp_missing(r, rv[i]) && it[i].init && it[i].init->kind == EX_VAR)
				r->c->map[rv[i]->id] = c_var(r->c, it[i].init->u.var);
	} else if (s->kind == ST_IF) {
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			struct var *rv = s->u.cond.return_vars[i];
			if (!rv || !rp_missing(r, rv))
				continue;
			struct var *a = pu_yielded_var(s->u.cond.then_body, i);
			struct var *b = pu_yielded_var(s->u.cond.else_body, i);
			if (a && b && c_var(r->c, a) == c_var(r->c, b))
				r->c->map[rv->id] = c_var(r->c, a);
		}
	}
	return true;
}

static void repoint_gm(struct emk *m, struct clone *c, struct function *f, struct stmt_list body)
{
	(void)m;
	struct repoint r = {.c = c, .defined = xcalloc(c->n_ids + 1, 1)};
	ir_walk_stmts(body, rp_defs_stmt, &r);
	ir_walk_stmts(f->body, rp_stmt, &r);
	free(r.defined);
}

/* One side as a function of its own: fresh vars throughout. */
static struct function *side_function(struct emk *m, struct function *f, enum side side,
				      struct stmt_list body)
{
	struct function *n = new_function(m, f, fname(f->name, side == SIDE_AIC ? "_aic" : "_aiv"),
					  side == SIDE_AIC ? FK_AIC : FK_AIV);
	struct clone c = {.m = m, .n_ids = m->p->n_vars};
	c.map = xcalloc(c.n_ids + 1, sizeof *c.map);
	n->params = ARENA_ARRAY(m->a, struct param, f->n_params + 1);
	for (uint32_t i = 0; i < f->n_params; i++) {
		n->params[i] = (struct param){c_var(&c, f->params[i].var), f->params[i].dir};
		/* the reference's new parameters carry the function's location */
		if (n->params[i].var != f->params[i].var)
			n->params[i].var->span = f->span;
	}
	repoint_gm(m, &c, f, body);
	body = c_list(&c, body);
	free(c.map);
	struct stmt_list setup = pipe_setup(m, f->name, side, f->span);
	struct stmt **v = ARENA_ARRAY(m->a, struct stmt *, setup.n + body.n + 1);
	if (setup.n)
		memcpy(v, setup.v, sizeof *v * setup.n);
	if (body.n)
		memcpy(v + setup.n, body.v, sizeof *v * body.n);
	n->body = (struct stmt_list){setup.n + body.n, v};
	/* each side keeps the function's attrs (split, slot_num ...) in a list of its own */
	struct attr *at = ARENA_ARRAY(m->a, struct attr, f->attrs.n + 1);
	if (f->attrs.n)
		memcpy(at, f->attrs.v, sizeof *at * f->attrs.n);
	n->attrs = (struct attr_list){f->attrs.n, at};
	if (side == SIDE_AIC) {
		n->n_rets = 0;
		n->rets = NULL;
	} else {
		dual_aiv(m, n);
	}
	return n;
}

/* The Group keeps the function's name and parameters and calls both sides. */
static void make_group(struct emk *m, struct function *f, struct function *aic, struct function *aiv)
{
	struct arena *a = m->a;
	struct expr_list args = ir_expr_list_new(a, f->n_params);
	for (uint32_t i = 0; i < f->n_params; i++)
		args.v[i] = ir_new_var_ref(a, f->params[i].var, f->span);
	struct stmt_list body = f->body;
	struct stmt *ret = body.n && body.v[body.n - 1]->kind == ST_RETURN ? body.v[body.n - 1] : NULL;
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, 3);
	v[0] = ir_new_eval(a, ir_new_fcall(a, aic->name, aic, args, f->span), f->span);
	v[1] = ir_new_eval(a, ir_new_fcall(a, aiv->name, aiv, ir_expr_list_copy(a, args), f->span),
			   f->span);
	uint32_t n = 2;
	if (ret) {
		/* a returned tensor the body wrote into a param returns that param */
		uint32_t n_map = 0;
		const int32_t *map = rl_returned_params(m->rl, f, &n_map);
		struct expr_list rv = ir_expr_list_new(a, ret->u.ret.values.n);
		for (uint32_t i = 0; i < rv.n; i++) {
			struct expr *e = ret->u.ret.values.v[i];
			if (n_map == rv.n && map[i] >= 0)
				e = ir_new_var_ref(a, f->params[map[i]].var, e->span);
			rv.v[i] = ret_value(f, e, i, NULL, 0, a);
		}
		v[n++] = ir_new_return(a, rv, ret->span);
	}
	f->body = (struct stmt_list){n, v};
	f->kind = FK_Group;
	ir_function_derive_level_role(FK_Group, &f->level, &f->role);
}

/* The slots of each pipe: a positive integer slot_num attr of f, else 2. */
static int64_t slot_num_of(const struct function *f)
{
	const char *key = intern_cstr("slot_num");
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key == key && f->attrs.v[i].value->kind == EX_INT &&
		    f->attrs.v[i].value->u.i > 0 && f->attrs.v[i].value->u.i <= 64)
			return f->attrs.v[i].value->u.i;
	return 2;
}

static bool split(struct emk *m, struct function *f, struct function **out)
{
	memset(m->slot, 0, sizeof m->slot);
	m->slot_num = slot_num_of(f);
	m->own_setup = ir_stmts_any_expr(f->body, is_setup_call, &m->ops);
	m->n_popped = 0;
	m->n_sync = 0;
	mark_gm_fences(m, f);
	pu_names_lazy(&m->names, f);
	struct stmt_list aic = side_body(m, f, SIDE_AIC);
	struct stmt_list aiv = side_body(m, f, SIDE_AIV);
	pu_names_free(&m->names);
	if (m->bad)
		return false;
	aic = with_tfrees(m, aic, SIDE_AIC);
	aiv = with_tfrees(m, aiv, SIDE_AIV);
	out[0] = side_function(m, f, SIDE_AIC, aic);
	out[1] = side_function(m, f, SIDE_AIV, aiv);
	make_group(m, f, out[0], out[1]);
	out[2] = f;
	return !m->bad;
}

/* The functions Group functions call, sorted by address. */
struct group_callees {
	struct function **v;
	uint32_t n, cap;
};

static bool group_callee(struct expr *e, struct stmt *s, void *ctx)
{
	struct group_callees *g = ctx;
	if (e && e->kind == EX_FCALL && e->u.fcall.callee) {
		if (g->n == g->cap) {
			g->cap = g->cap ? 2 * g->cap : 8;
			g->v = xrealloc(g->v, (size_t)g->cap * sizeof *g->v);
		}
		g->v[g->n++] = e->u.fcall.callee;
	}
	return e != NULL;
}

static int ptr_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(struct function *const *)a, y = (uintptr_t)*(struct function *const *)b;
	return x < y ? -1 : x > y;
}

/* The callees of the Group functions (of every function when `all`). */
static void collect_group_callees(struct program *p, struct group_callees *g, bool all)
{
	struct pu_expr_walk w = {.fn = group_callee, .ctx = g};
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (all || p->funcs[i]->kind == FK_Group)
			pu_walk_function_exprs(p->funcs[i], &w);
	if (g->n)
		qsort(g->v, g->n, sizeof *g->v, ptr_cmp);
}

static bool group_calls(const struct group_callees *g, struct function *f)
{
	return g->n && bsearch(&f, g->v, g->n, sizeof *g->v, ptr_cmp);
}

/* How many calls name f (g collected from every function). */
static uint32_t call_count(const struct group_callees *g, struct function *f)
{
	struct function **hit = g->n ? bsearch(&f, g->v, g->n, sizeof *g->v, ptr_cmp) : NULL;
	if (!hit)
		return 0;
	uint32_t lo = (uint32_t)(hit - g->v), hi = lo + 1;
	while (lo > 0 && g->v[lo - 1] == f)
		lo--;
	while (hi < g->n && g->v[hi] == f)
		hi++;
	return hi - lo;
}

/* ---- the Group ABI of written Cube/Vector members ------------------------------- */
/* The runtime hands both cores of a group the Group's argument array, so an AIC or
 * AIV function a Group calls with a subset (or another order) of the Group's
 * parameters takes the Group's parameter list instead.  A member called anywhere
 * else keeps its own: the Group calls a copy <group>_aic_adapter / _aiv_adapter. */

/* Index of the Group parameter each argument of `call` passes, or false when an
 * argument is not a Group parameter or two arguments pass the same one. */
static bool abi_map(const struct function *g, const struct expr *call, uint32_t *at)
{
	const struct expr_list *a = &call->u.fcall.args;
	for (uint32_t i = 0; i < a->n; i++) {
		if (a->v[i]->kind != EX_VAR)
			return false;
		uint32_t j = 0;
		while (j < g->n_params && g->params[j].var != a->v[i]->u.var)
			j++;
		if (j == g->n_params)
			return false;
		for (uint32_t k = 0; k < i; k++)
			if (at[k] == j)
				return false;
		at[i] = j;
	}
	return true;
}

static bool abi_is_group(const struct function *g, const struct function *c, const uint32_t *at)
{
	if (c->n_params != g->n_params)
		return false;
	for (uint32_t i = 0; i < c->n_params; i++)
		if (at[i] != i || c->params[i].dir != g->params[i].dir)
			return false;
	return true;
}

/* c with the Group's parameters: c's own parameter vars where an argument passes
 * them (in place), fresh vars for the rest; a copy with fresh vars throughout
 * when `copy`, named `name`. */
static struct function *abi_member(struct emk *m, const struct function *g, struct function *c,
				   const uint32_t *at, bool copy, const char *name)
{
	struct function *n = c;
	struct clone cl = {.m = m, .n_ids = m->p->n_vars};
	if (copy) {
		n = new_function(m, c, name, (enum func_kind)c->kind);
		cl.map = xcalloc(cl.n_ids + 1, sizeof *cl.map);
	}
	struct param *ps = ARENA_ARRAY(m->a, struct param, g->n_params + 1);
	for (uint32_t j = 0; j < g->n_params; j++) {
		struct var *gv = g->params[j].var, *v = NULL;
		for (uint32_t i = 0; i < c->n_params && !v; i++)
			if (at[i] == j)
				v = copy ? c_var(&cl, c->params[i].var) : c->params[i].var;
		if (!v)
			v = ir_new_var(m->p, gv->name, VAR_PARAM, gv->type, gv->span);
		ps[j] = (struct param){v, g->params[j].dir};
	}
	if (copy) {
		n->body = c_list(&cl, c->body);
		struct attr *av = ARENA_ARRAY(m->a, struct attr, c->attrs.n + 1);
		if (c->attrs.n)
			memcpy(av, c->attrs.v, sizeof *av * c->attrs.n);
		n->attrs = (struct attr_list){c->attrs.n, av};
		free(cl.map);
	}
	n->params = ps;
	n->n_params = g->n_params;
	return n;
}

/* The call passes every Group parameter in order; argument indices of
 * arg_direction_overrides follow, arg_directions is derived again. */
static void abi_call(struct emk *m, const struct function *g, struct expr *call,
		     struct function *to, const uint32_t *at)
{
	struct arena *a = m->a;
	struct expr_list args = ir_expr_list_new(a, g->n_params);
	for (uint32_t j = 0; j < g->n_params; j++)
		args.v[j] = ir_new_var_ref(a, g->params[j].var, call->span);
	struct attr_list attrs = ad_attr_remove(a, call->u.fcall.attrs, "arg_directions");
	struct expr *ov = ad_attr(attrs, "arg_direction_overrides");
	if (ov && ov->kind == EX_LIST) {
		struct expr_list l = ir_expr_list_new(a, ov->u.list.n);
		for (uint32_t k = 0; k < l.n; k++) {
			struct expr *x = ov->u.list.v[k];
			if (x->kind == EX_INT && x->u.i >= 0 && (uint64_t)x->u.i < call->u.fcall.args.n)
				x = ir_new_int(a, at[x->u.i], (enum dtype)x->dtype, x->span);
			l.v[k] = x;
		}
		attrs = ad_attr_remove(a, attrs, "arg_direction_overrides");
		struct attr *av = ARENA_ARRAY(a, struct attr, attrs.n + 1);
		if (attrs.n)
			memcpy(av, attrs.v, sizeof *av * attrs.n);
		av[attrs.n] = (struct attr){intern_cstr("arg_direction_overrides"), ir_new_list(a, l, ov->span)};
		attrs = (struct attr_list){attrs.n + 1, av};
	}
	call->u.fcall.args = args;
	call->u.fcall.attrs = attrs;
	call->u.fcall.callee = to;
	call->u.fcall.name = to->name;
}

static struct expr *stmt_fcall(const struct stmt *s)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return v && v->kind == EX_FCALL ? v : NULL;
}

/* The written AIC or AIV function a Group statement calls with all its
 * parameters, or NULL. */
static struct function *member_of(const struct stmt *s)
{
	struct expr *call = stmt_fcall(s);
	struct function *c = call ? call->u.fcall.callee : NULL;
	if (!c || c->abstract || (c->kind != FK_AIC && c->kind != FK_AIV) ||
	    call->u.fcall.args.n != c->n_params)
		return NULL;
	return c;
}

/* Rewrites the members of every written Group; the adapters it makes, in
 * adapters (one of each kind per Group at most), placed before their Group by
 * the caller. */
static void group_abi(struct emk *m, struct function *g, const struct group_callees *all,
		      struct function **adapters, uint32_t *n_adapters)
{
	/* one member called elsewhere: both members get adapters */
	bool shared = false;
	for (uint32_t k = 0; k < g->body.n; k++) {
		struct function *c = member_of(g->body.v[k]);
		shared = shared || (c && call_count(all, c) > 1);
	}
	bool made[2] = {false, false}; /* an adapter of each kind: one name each */
	for (uint32_t k = 0; k < g->body.n; k++) {
		struct function *c = member_of(g->body.v[k]);
		if (!c)
			continue;
		struct expr *call = stmt_fcall(g->body.v[k]);
		uint32_t *at = xcalloc(c->n_params + 1, sizeof *at);
		bool aic = c->kind == FK_AIC;
		const char *name = shared ? fname(g->name, aic ? "_aic_adapter" : "_aiv_adapter") : c->name;
		if (abi_map(g, call, at) && !abi_is_group(g, c, at) &&
		    !(shared && (made[aic] || ir_find_function(m->p, name)))) {
			struct function *to = abi_member(m, g, c, at, shared, name);
			if (shared) {
				made[aic] = true;
				adapters[(*n_adapters)++] = to;
			}
			abi_call(m, g, call, to, at);
		}
		free(at);
	}
}

/* ---- a written Group's call of a mixed kernel ------------------------------------ */
/* A mixed InCore function a Group calls (the Group OutlineClusterScopes made, or
 * one written by hand) needs no Group of its own: the caller's statement becomes
 * the AIC call and the AIV call (which takes the statement's result), as the
 * reference rewrites it.  Only a function with that one call, a top-level
 * statement of the Group, is rewritten so; any other caller keeps the name
 * resolving to the new Group <f>. */
struct group_site {
	struct function *callee, *group;
	uint32_t k;                  /* the statement's index in group->body */
	struct function *aic, *aiv;  /* set once the callee is split */
};

static int site_callee_cmp(const void *a, const void *b)
{
	const struct group_site *x = a, *y = b;
	uintptr_t p = (uintptr_t)x->callee, q = (uintptr_t)y->callee;
	return p < q ? -1 : p > q;
}

static int site_owner_cmp(const void *a, const void *b)
{
	const struct group_site *x = a, *y = b;
	uintptr_t p = (uintptr_t)x->group, q = (uintptr_t)y->group;
	return p < q ? -1 : p > q;
}

static int site_group_cmp(const void *a, const void *b)
{
	const struct group_site *x = a, *y = b;
	int c = site_owner_cmp(a, b);
	return c ? c : (x->k > y->k) - (x->k < y->k);
}

/* The top-level statements of Group functions that call an InCore function, by callee. */
static struct group_site *group_sites(struct program *p, uint32_t *n_out)
{
	struct group_site *v = NULL;
	uint32_t n = 0, cap = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *g = p->funcs[i];
		if (g->kind != FK_Group || g->abstract)
			continue;
		for (uint32_t k = 0; k < g->body.n; k++) {
			struct expr *call = stmt_fcall(g->body.v[k]);
			struct function *c = call ? call->u.fcall.callee : NULL;
			if (!c || c->kind != FK_InCore || c->abstract || call->u.fcall.submit ||
			    call->u.fcall.device)
				continue;
			if (n == cap) {
				cap = cap ? 2 * cap : 8;
				v = xrealloc(v, (size_t)cap * sizeof *v);
			}
			v[n++] = (struct group_site){c, g, k, NULL, NULL};
		}
	}
	if (n)
		qsort(v, n, sizeof *v, site_callee_cmp);
	*n_out = n;
	return v;
}

static struct group_site *site_of(struct group_site *v, uint32_t n, struct function *f)
{
	struct group_site key = {.callee = f};
	return n ? bsearch(&key, v, n, sizeof *v, site_callee_cmp) : NULL;
}

/* call naming `to` instead, with the call's arguments and attrs; typed as the
 * original when `typed` (the AIV call gives the statement's result). */
static struct expr *recall(struct arena *a, const struct expr *call, struct function *to, bool typed)
{
	struct expr *e = ARENA_NEW(a, struct expr);
	*e = *call;
	e->u.fcall.name = to->name;
	e->u.fcall.callee = to;
	e->u.fcall.args = ir_expr_list_copy(a, call->u.fcall.args);
	if (!typed)
		e->type = NULL;
	return e;
}

/* Rewrites the statements of sites[0..n) (one Group, ascending k) in place. */
static void rewrite_group(struct arena *a, struct function *g, const struct group_site *sites,
			  uint32_t n)
{
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, g->body.n + n + 1);
	uint32_t out = 0, j = 0;
	for (uint32_t k = 0; k < g->body.n; k++) {
		struct stmt *s = g->body.v[k];
		if (j == n || sites[j].k != k) {
			v[out++] = s;
			continue;
		}
		struct expr *call = stmt_fcall(s);
		v[out++] = ir_new_eval(a, recall(a, call, sites[j].aic, false), s->span);
		v[out++] = s->kind == ST_ASSIGN
				   ? ir_new_assign(a, s->u.assign.var, recall(a, call, sites[j].aiv, true), s->span)
				   : ir_new_eval(a, recall(a, call, sites[j].aiv, false), s->span);
		j++;
	}
	g->body = (struct stmt_list){out, v};
}

/* Rewrites every Group site whose callee was split in place; the new members
 * take the Group's parameters where the call passes another list. */
static void rewrite_group_sites(struct emk *m, struct group_site *v, uint32_t n_sites)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < n_sites; i++)
		if (v[i].aic)
			v[k++] = v[i];
	if (!k)
		return;
	qsort(v, k, sizeof *v, site_group_cmp);
	uint32_t n_groups = 0;
	for (uint32_t i = 0, e; i < k; i = e) {
		for (e = i + 1; e < k && v[e].group == v[i].group; e++)
			;
		rewrite_group(m->a, v[i].group, v + i, e - i);
		v[n_groups++].group = v[i].group;
	}
	struct group_callees all = {0};
	collect_group_callees(m->p, &all, true);
	struct program *p = m->p;
	struct function **adapters = ARENA_ARRAY(m->a, struct function *, 2 * (size_t)n_groups + 1);
	struct group_site *own = ARENA_ARRAY(m->a, struct group_site, 2 * (size_t)n_groups + 1);
	uint32_t n_adapters = 0;
	for (uint32_t i = 0; i < n_groups; i++) {
		uint32_t before = n_adapters;
		group_abi(m, v[i].group, &all, adapters, &n_adapters);
		for (uint32_t j = before; j < n_adapters; j++)
			own[j] = (struct group_site){.group = v[i].group, .k = j, .aic = adapters[j]};
	}
	free(all.v);
	if (!n_adapters)
		return;
	/* each adapter goes right before its Group, as the first Group ABI pass places them */
	qsort(own, n_adapters, sizeof *own, site_group_cmp);
	struct function **funcs = ARENA_ARRAY(m->a, struct function *, p->n_funcs + n_adapters + 1);
	uint32_t n = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct group_site key = {.group = p->funcs[i]};
		struct group_site *hit = bsearch(&key, own, n_adapters, sizeof *own, site_owner_cmp);
		while (hit && hit > own && hit[-1].group == key.group)
			hit--;
		for (; hit && hit < own + n_adapters && hit->group == key.group; hit++)
			funcs[n++] = hit->aic;
		funcs[n++] = p->funcs[i];
	}
	p->funcs = funcs;
	p->n_funcs = n;
}

bool pass_expand_mixed_kernel(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* which memory lives on which core is a backend fact */
	struct emk m = {.p = p, .a = p->arena, .be = ctx->backend};
	for (int ms = 0; ms < MS_COUNT; ms++)
		m.cube[ms] = be_mem_core_type(m.be, (enum memspace)ms) == CORE_CUBE;
	find_ops(&m.ops);
	/* which functions every call names: only the Group ABI below reads it */
	struct group_callees all = {0};
	bool any_group = false;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		any_group |= p->funcs[i]->kind == FK_Group && !p->funcs[i]->abstract;
	if (any_group)
		collect_group_callees(p, &all, true);
	struct function **funcs = ARENA_ARRAY(p->arena, struct function *, 3 * (size_t)p->n_funcs + 1);
	uint32_t n = 0;
	bool ok = true;
	/* the Group ABI first: the split below reads which functions Groups call */
	struct function **adapters = ARENA_ARRAY(p->arena, struct function *, 2 * (size_t)p->n_funcs + 1);
	uint32_t *first_adapter = ARENA_ARRAY(p->arena, uint32_t, (size_t)p->n_funcs + 1);
	uint32_t n_adapters = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		first_adapter[i] = n_adapters;
		if (p->funcs[i]->kind == FK_Group && !p->funcs[i]->abstract)
			group_abi(&m, p->funcs[i], &all, adapters, &n_adapters);
	}
	first_adapter[p->n_funcs] = n_adapters;
	uint32_t n_sites = 0;
	struct group_site *sites = any_group ? group_sites(p, &n_sites) : NULL;
	if (n_adapters)
		funcs = ARENA_ARRAY(p->arena, struct function *, 3 * (size_t)p->n_funcs + n_adapters + 1);
	struct group_callees gc = {0};
	collect_group_callees(p, &gc, false);
	/* the return lineage, which only a split reads (make_group), is made at
	 * the first mixed kernel: the bodies are as they came until a split (the
	 * kinds and attrs set before it are no part of it) */
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		for (uint32_t k = first_adapter[i]; k < first_adapter[i + 1]; k++)
			funcs[n++] = adapters[k];
		if (f->kind != FK_InCore || f->abstract) {
			/* the Vector member of a written Cube/Vector pair (a lone
			 * AIV kernel keeps one Vector core, as the reference's) */
			if (f->kind == FK_AIV && uses_pipe(f) && group_calls(&gc, f))
				dual_aiv(&m, f);
			funcs[n++] = f;
			continue;
		}
		m.n_ids = p->n_vars;
		m.tpop_def = xcalloc(m.n_ids + 1, 1);
		m.yielded = xcalloc(m.n_ids + 1, 1);
		m.gm_fence = xcalloc(m.n_ids + 1, 1);
		enum aff a = list_aff(&m, f->body);
		if (a == AF_MIXED && !m.rl)
			m.rl = rl_new(p);
		if (a != AF_MIXED) {
			f->kind = a == AF_CUBE ? FK_AIC : FK_AIV;
			ir_function_derive_level_role(f->kind, &f->level, &f->role);
			drop_attr(f, intern_cstr("split")); /* decided: one kind of core */
			funcs[n++] = f;
		} else if (split(&m, f, &funcs[n])) {
			struct group_site *site = site_of(sites, n_sites, f);
			if (site && call_count(&all, f) == 1) {
				site->aic = funcs[n]; /* the caller's statement calls both sides */
				site->aiv = funcs[n + 1];
				n += 2;
			} else {
				n += 3;
			}
		} else {
			ok = false;
			funcs[n++] = f;
		}
		free(m.tpop_def);
		free(m.yielded);
		m.yielded = NULL;
		free(m.gm_fence);
		m.tpop_def = m.gm_fence = NULL;
	}
	free(m.popped);
	free(m.popped_side);
	free(gc.v);
	rl_free(m.rl);
	free(all.v);
	p->funcs = funcs;
	p->n_funcs = n;
	rewrite_group_sites(&m, sites, n_sites);
	free(sites);
	return ok;
}
