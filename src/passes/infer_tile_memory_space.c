/* InferTileMemorySpace: gives every tile in InCore functions a memory space
 * from its op's spec rule (out_mem: fixed space, target_memory kwarg with its
 * default, operand 0's space), carries spaces through loop iter args and
 * if/loop results, and inserts a move before an operand whose space the op's
 * operand `mem` list does not accept.  Programs written without pl.Mem
 * annotations get the spaces the specs give.  In a kernel bound to one core
 * (AIC, AIV) an operand also stays in a space the backend's core_mem list
 * adds for it (an A2/A3 tstore from Mat).  A loop whose body yields an
 * Acc tile for an iter arg seeded by a tile made without tile operands
 * (tile.create, tile.full) gets that seed made in Acc, as the reference does,
 * instead of a move into Acc in every trip.  A tile made by an op whose
 * space is a kwarg (a load) and used only as operands that need a space no
 * move writes on the backend (Acc) is made there where the op's instruction
 * writes it (A5's tload): the reference's move would be refused by ptoas.
 * An accumulating op whose accumulator no instruction puts in its space (a
 * GM-loaded seed in Vec on A2/A3) is made as the product alone plus the
 * accumulator (the spec's `unfused`), and an if whose branches then yield a
 * tile in two spaces moves one to the other's.
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, NormalizedStmtStructure
 * produces: SSAForm, TileMemoryInferred, NormalizedStmtStructure, AivSplitValid, AccToGmStoreValid
 * invalidates: AivSplitValid */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "intern.h"
#include "mat_residency.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "ptoas.h"
#include "typecheck.h"
#include "util.h"

/* A move already made in an enclosing or the current block: reused by every
 * later operand of the same var wanting the same space (one move per
 * producer and space, as the reference does), while it is in scope. */
struct made_move {
	uint32_t var_id;
	uint32_t prev; /* index+1 of the var's previous made move, or 0 */
	uint8_t mem;
	struct var *moved;
};

/* How a function uses a var: the times it names it, how many of those are
 * tile operands of a call statement whose op restricts the operand's space,
 * and the spaces some such operand does not accept. */
struct use_info {
	uint32_t n, n_operand;
	uint32_t excl;
};

struct itm {
	struct program *p;
	struct arena *a;
	const be_t *be;
	uint8_t *changed; /* by var id: type changed by this pass */
	bool some_changed; /* an entry of `changed` is set */
	uint32_t n_changed;
	unsigned op_move;
	struct function *fn;
	struct pu_names names; /* lazy: collected at the first move of fn */
	struct made_move *made; /* a stack: innermost block's moves last */
	uint32_t n_made, cap_made;
	uint32_t *first;   /* by var id: index+1 of its newest made move, or 0 */
	const char *bridge_key; /* interned "__compiler_tensor_to_tile_mat_bridge" */
	bool marked;            /* a call of a walked function carries the bridge mark */
	uint8_t *walked;        /* by function index: its expressions were walked (count_use) */
	uint8_t *acc_seed; /* by var id: a loop's init whose yielded value is in Acc */
	struct use_info *uses; /* by var id */
	uint32_t move_mems;    /* the spaces the move op writes on the backend */
	bool failed;
	bool any; /* something was retyped, re-deduced or inserted */
};

static const struct type *with_mem(struct itm *m, const struct type *t, int mem)
{
	if (t->kind != TY_TILE || t->mem == mem)
		return t;
	return ir_type_tile(m->a, t->shape, (enum dtype)t->dtype, (enum memspace)mem, t->view,
			    t->memref);
}

static void set_type(struct itm *m, struct var *v, const struct type *t)
{
	if (v->type == t || ir_type_equal(v->type, t))
		return;
	v->type = t;
	m->any = true;
	if (v->id < m->n_changed) {
		m->changed[v->id] = 1;
		m->some_changed = true;
	}
}

static bool uses_changed(struct expr *e, void *ctx)
{
	struct itm *m = ctx;
	if (e && e->kind == EX_VAR && e->u.var->id < m->n_changed && m->changed[e->u.var->id])
		m->failed = true; /* borrowed as a flag; reset by the caller */
	return true;
}

static bool refs_changed(struct itm *m, struct expr *call)
{
	if (!m->some_changed) /* no var retyped yet: none the call reads */
		return false;
	bool saved = m->failed;
	m->failed = false;
	ir_walk_expr(call, uses_changed, m);
	bool r = m->failed;
	m->failed = saved;
	return r;
}

static struct var *find_move(struct itm *m, struct var *x, int mem)
{
	if (x->id >= m->n_changed)
		return NULL;
	for (uint32_t i = m->first[x->id]; i; i = m->made[i - 1].prev)
		if (m->made[i - 1].mem == mem)
			return m->made[i - 1].moved;
	return NULL;
}

static void note_move(struct itm *m, struct var *x, int mem, struct var *moved)
{
	if (x->id >= m->n_changed)
		return;
	if (m->n_made == m->cap_made) {
		m->cap_made = m->cap_made ? 2 * m->cap_made : 16;
		m->made = xrealloc(m->made, (size_t)m->cap_made * sizeof *m->made);
	}
	m->made[m->n_made++] = (struct made_move){x->id, m->first[x->id], (uint8_t)mem, moved};
	m->first[x->id] = m->n_made;
}

/* The move of `x` into `to` for operand `slot` of op `op`: the backend's
 * row-major slots of the consumer give the move its blayout (and a Vec
 * target its none_box slayout), so the layout repair pass finds nothing to
 * fix; otherwise the move keeps the source's view. */
static struct var *make_move_as(struct itm *m, struct expr *x, int to, bool row_major,
				struct stmt_buf *out, struct span sp);

static struct var *make_move(struct itm *m, struct expr *x, int to, unsigned op, uint32_t slot,
			     struct stmt_buf *out, struct span sp)
{
	return make_move_as(m, x, to, m->be && slot < 32 && (be_op_layout(m->be, op).inputs & (1u << slot)),
			    out, sp);
}

/* The move of `x` into `to`, row_major (none_box in Vec) or keeping the
 * source's view. */
static struct var *make_move_as(struct itm *m, struct expr *x, int to, bool row_major,
				struct stmt_buf *out, struct span sp)
{
	struct expr *args[1] = {x};
	struct expr *mv = ir_new_call(m->a, m->op_move, (struct expr_list){1, args}, sp);
	ir_call_set_kwarg_int(mv, "target_memory", to);
	if (row_major) {
		ir_call_set_kwarg_int(mv, "blayout", TL_row_major);
		if (to == MS_Vec)
			ir_call_set_kwarg_int(mv, "slayout", TL_none_box);
	}
	if (!tc_deduce_call(m->a, mv)) {
		m->failed = true;
		return NULL;
	}
	char base[200];
	snprintf(base, sizeof base, "%s_%s", x->kind == EX_VAR ? x->u.var->name : "operand",
		 memspace_names[to]);
	struct var *v = ir_new_var(m->p, pu_fresh_name(&m->names, base), VAR_LOCAL, mv->type, sp);
	ir_sb_push(out, ir_new_assign(m->a, v, mv, sp));
	return v;
}

/* Moves operands the op does not accept in their space into the first space
 * it does accept.  Returns the call to use (a copy when an operand moved). */
static struct expr *legalize(struct itm *m, struct expr *call, struct stmt_buf *out,
			     struct span sp)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	struct expr *c = call;
	for (uint32_t i = 0; i < call->u.call.args.n && i < so->n_operands; i++) {
		struct expr *x = call->u.call.args.v[i];
		const struct type *t = ir_expr_type(x);
		uint32_t ok = so->operands[i].mem;
		if (t->kind != TY_TILE || t->mem >= MS_COUNT || !ok)
			continue;
		/* a kernel bound to one core takes what the backend's instruction
		 * takes there (no ExpandMixedKernel split follows to carry a move
		 * across cores); a move goes to a space of the op's own list */
		if ((ok & (1u << t->mem)) || /* the backend only widens the op's list */
		    (be_op_operand_mem(m->be, call->u.call.op, i, ir_function_one_core(m->fn)) & (1u << t->mem)))
			continue;
		int to = __builtin_ctz(ok);
		struct var *v = x->kind == EX_VAR ? find_move(m, x->u.var, to) : NULL;
		if (!v) {
			v = make_move(m, x, to, call->u.call.op, i, out, sp);
			if (!v)
				return call;
			if (x->kind == EX_VAR)
				note_move(m, x->u.var, to, v);
		}
		if (c == call) {
			c = ir_expr_copy(m->a, call);
			c->u.call.args = ir_expr_list_copy(m->a, call->u.call.args);
		}
		c->u.call.args.v[i] = ir_new_var_ref(m->a, v, x->span);
	}
	return c;
}

/* Loop-carried accumulators: a loop whose body yields an Acc tile (a
 * matmul_acc chain) for an iter arg seeded by a var gets that seed made in
 * Acc, so the chain stays in L0C instead of moving the seed in every trip. */
static bool find_acc_seeds(struct stmt *s, void *ctx)
{
	struct itm *m = ctx;
	if (s->kind != ST_FOR || !s->u.loop.body.n)
		return true;
	struct stmt *y = s->u.loop.body.v[s->u.loop.body.n - 1];
	if (y->kind != ST_YIELD)
		return true;
	for (uint32_t i = 0; i < s->u.loop.n_iter && i < y->u.ret.values.n; i++) {
		const struct expr *init = s->u.loop.iter[i].init, *yv = y->u.ret.values.v[i];
		const struct type *t = ir_expr_type(yv);
		if (init->kind == EX_VAR && init->u.var->id < m->n_changed && t->kind == TY_TILE &&
		    t->mem == MS_Acc)
			m->acc_seed[init->u.var->id] = 1;
	}
	return true;
}

/* What do_list reads of the function, gathered in one walk: the Acc seeds,
 * every var's uses and its operand uses. */
static bool count_use(struct expr *e, void *ctx);
static bool count_operand_uses(struct stmt *s, void *ctx);

/* count_use of a leaf (what the walk gives it of one). */
static inline void count_leaf(struct itm *m, const struct expr *x)
{
	if (x && x->kind == EX_VAR && x->u.var->id < m->n_changed)
		m->uses[x->u.var->id].n++;
}

/* ir_stmt_exprs(s, count_use) without the generic walk for the most common
 * statement: a call without attrs (count_use does nothing with it) of leaves
 * and lists of leaves.  Uses are counted, so the order does not matter. */
static void count_stmt_uses(struct itm *m, struct stmt *s)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value
					       : NULL;
	if (!v || v->kind != EX_CALL || v->u.call.attrs.n) {
		ir_stmt_exprs(s, count_use, m);
		return;
	}
	for (uint32_t i = 0; i < v->u.call.args.n; i++) {
		struct expr *a = v->u.call.args.v[i];
		if (!a || a->kind <= EX_SYMBOL) {
			count_leaf(m, a);
		} else if (a->kind == EX_LIST) {
			for (uint32_t k = 0; k < a->u.list.n; k++) {
				struct expr *x = a->u.list.v[k];
				if (!x || x->kind <= EX_SYMBOL)
					count_leaf(m, x);
				else
					ir_walk_expr(x, count_use, m);
			}
		} else {
			ir_walk_expr(a, count_use, m);
		}
	}
}

static bool scan_stmt(struct stmt *s, void *ctx)
{
	find_acc_seeds(s, ctx);
	count_stmt_uses(ctx, s);
	return count_operand_uses(s, ctx);
}

/* A seed of an Acc chain made by an op without tile operands (tile.create,
 * tile.full) is made in Acc: its target_memory names Acc where it has one. */
static const struct type *seed_in_acc(struct itm *m, struct stmt *s, struct expr *c,
				      const struct type *t)
{
	struct var *v = s->u.assign.var;
	if (v->id >= m->n_changed || !m->acc_seed[v->id] || t->kind != TY_TILE || t->mem == MS_Acc)
		return t;
	for (uint32_t i = 0; i < c->u.call.args.n; i++)
		if (ir_expr_type(c->u.call.args.v[i])->kind == TY_TILE)
			return t;
	const struct kwval *kw = ir_call_kwarg(c, "target_memory");
	if (kw && kw->present) {
		ir_call_set_kwarg_int(c, "target_memory", MS_Acc);
		if (!tc_deduce_call(m->a, c)) {
			m->failed = true;
			return t;
		}
		return ir_expr_type(c);
	}
	return c->type = with_mem(m, t, MS_Acc);
}

static bool count_use(struct expr *e, void *ctx)
{
	struct itm *m = ctx;
	if (e->kind == EX_VAR && e->u.var->id < m->n_changed)
		m->uses[e->u.var->id].n++;
	else if (e->kind == EX_CALL && e->u.call.attrs.n && !m->marked)
		m->marked = mr_has_mark(e, m->bridge_key);
	return true;
}

static bool count_operand_uses(struct stmt *s, void *ctx)
{
	struct itm *m = ctx;
	struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value
					       : NULL;
	if (!c || c->kind != EX_CALL)
		return true;
	const struct spec_op *so = &spec_ops[c->u.call.op];
	for (uint32_t i = 0; i < c->u.call.args.n && i < so->n_operands; i++) {
		const struct expr *x = c->u.call.args.v[i];
		uint32_t ok = so->operands[i].mem;
		if (x->kind != EX_VAR || !ok || x->u.var->id >= m->n_changed)
			continue;
		m->uses[x->u.var->id].n_operand++;
		m->uses[x->u.var->id].excl |= ~ok;
	}
	return true;
}

/* The space op c's spec rule gives its result (a fixed space, or its
 * target_memory kwarg where written), MS_COUNT when the rule names none. */
static int rule_space(const struct expr *c)
{
	const struct spec_op *so = &spec_ops[c->u.call.op];
	if (so->out_mem == OM_fixed)
		return so->out_space;
	if (so->out_mem != OM_kwarg || !so->out_kwarg)
		return MS_COUNT;
	const struct kwval *k = ir_call_kwarg(c, so->out_kwarg);
	return k && k->present ? (int)k->i : MS_COUNT;
}

/* A tile whose op takes its space from a kwarg (tile.load's target_memory)
 * and whose every use is an operand needing a space no move writes on the
 * backend (Acc: no tmov writes it) is made in that space when the op's own
 * instruction writes there (the ptoas rules of the backend's arch: A5's tload
 * writes any space, A2/A3's only Vec and Mat).  Elsewhere the kwarg stays and
 * a move follows, as the reference does. */
static void retarget(struct itm *m, struct stmt *s, struct expr *c)
{
	const struct spec_op *so = &spec_ops[c->u.call.op];
	struct var *v = s->u.assign.var;
	if (so->out_mem != OM_kwarg || !so->out_kwarg || v->id >= m->n_changed)
		return;
	const struct use_info *u = &m->uses[v->id];
	uint32_t need = ~u->excl & ((1u << MS_COUNT) - 1);
	if (!u->n || u->n != u->n_operand || !need)
		return;
	int to = __builtin_ctz(need); /* where legalize would move it */
	const struct type *t = ir_expr_type(c);
	int cur = rule_space(c) < MS_COUNT ? rule_space(c) : t->kind == TY_TILE ? t->mem : MS_COUNT;
	if (cur == to || (m->move_mems & (1u << to)) ||
	    !(ptoas_op_result_mems(m->be, c->u.call.op) & (1u << to)))
		return;
	ir_call_set_kwarg_int(c, so->out_kwarg, to);
	m->any = true;
}

/* An accumulating op (tile.matmul_acc) whose accumulator sits in a space no
 * instruction of the backend moves out of into the one the op needs (a seed
 * loaded from GM into Vec on A2/A3, where only a matmul writes Acc) is made
 * as its product alone (the spec's `unfused` op, `<r>_product`) and the
 * accumulator added to it by the spec's `add` op where the accumulator is:
 * the same sum, with the product moved out of Acc as any matmul result is.
 * Returns the call to use for the statement (call when nothing applies). */
static struct expr *unfuse(struct itm *m, struct stmt *s, struct expr *call, struct stmt_buf *out)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	int k = so->reuses_input;
	if (!so->has_unfused || s->kind != ST_ASSIGN || k < 0 || (uint32_t)k >= call->u.call.args.n ||
	    call->u.call.args.n >= so->n_operands) /* an init_cond chooses in the op itself */
		return call;
	const struct expr *acc = call->u.call.args.v[k];
	const struct type *t = ir_expr_type(acc);
	uint32_t ok = so->operands[k].mem;
	if (t->kind != TY_TILE || t->mem >= MS_COUNT || !ok || (ok & (1u << t->mem)) ||
	    (be_op_operand_mem(m->be, call->u.call.op, (uint32_t)k, ir_function_one_core(m->fn)) &
	     (1u << t->mem)) ||
	    (m->move_mems & (1u << __builtin_ctz(ok))))
		return call;
	uint32_t n = call->u.call.args.n - 1;
	struct expr **pa = arena_alloc(m->a, n * sizeof *pa);
	for (uint32_t i = 0, j = 0; i < call->u.call.args.n; i++)
		if ((int)i != k)
			pa[j++] = call->u.call.args.v[i];
	struct expr *prod = ir_new_call(m->a, so->unfused, (struct expr_list){n, pa}, call->span);
	if (!tc_deduce_call(m->a, prod)) {
		m->failed = true;
		return call;
	}
	prod = legalize(m, prod, out, s->span);
	if (!tc_deduce_call(m->a, prod)) {
		m->failed = true;
		return call;
	}
	char base[200];
	snprintf(base, sizeof base, "%s_product", s->u.assign.var->name);
	struct var *pv = ir_new_var(m->p, pu_fresh_name(&m->names, base), VAR_LOCAL, prod->type, s->span);
	ir_sb_push(out, ir_new_assign(m->a, pv, prod, s->span));
	struct expr **aa = arena_alloc(m->a, 2 * sizeof *aa);
	aa[0] = call->u.call.args.v[k];
	aa[1] = ir_new_var_ref(m->a, pv, call->span);
	struct expr *sum = ir_new_call(m->a, so->unfused_add, (struct expr_list){2, aa}, call->span);
	if (!tc_deduce_call(m->a, sum)) {
		m->failed = true;
		return call;
	}
	m->any = true;
	return sum;
}

static void do_call_stmt(struct itm *m, struct stmt *s, struct stmt_buf *out)
{
	struct expr **slot = s->kind == ST_ASSIGN ? &s->u.assign.value : &s->u.eval.value;
	struct expr *call = *slot;
	if (s->kind == ST_ASSIGN)
		retarget(m, s, call);
	struct expr *u = unfuse(m, s, call, out);
	struct expr *c = legalize(m, u, out, s->span);
	const struct type *t = ir_expr_type(c);
	bool operands_changed = c != call || refs_changed(m, c);
	/* the op's rule decides the space, not an annotation the program wrote
	 * (a Vec load annotated as Left stays in Vec, as the reference keeps it) */
	int rs = t->kind == TY_TILE ? rule_space(c) : MS_COUNT;
	if (operands_changed || (t->kind == TY_TILE && (t->mem == MS_COUNT || (rs < MS_COUNT && rs != t->mem)))) {
		m->any = true;
		if (!tc_deduce_call(m->a, c))
			m->failed = true;
		t = ir_expr_type(c);
	}
	if (t->kind == TY_TILE && t->mem == MS_COUNT) {
		/* no rule gives a space: the move op's default space (Vec) */
		c->type = t = with_mem(m, t, spec_ops[m->op_move].out_space);
	}
	*slot = c;
	if (s->kind == ST_ASSIGN && t->kind != TY_TILE && s->u.assign.var->type->kind == TY_TILE &&
	    s->u.assign.var->type->mem == MS_COUNT) {
		/* an op typed by the annotation (a tpop): the move op's default space too */
		m->any = true;
		set_type(m, s->u.assign.var,
			 with_mem(m, s->u.assign.var->type, spec_ops[m->op_move].out_space));
		return;
	}
	if (s->kind == ST_ASSIGN && t->kind == TY_TILE) {
		struct var *v = s->u.assign.var;
		const struct type *st = seed_in_acc(m, s, c, t);
		if (st != t) {
			m->any = true; /* the seed's call went to Acc */
			set_type(m, v, st);
			return;
		}
		if (operands_changed) /* the result is what the op makes of its new operands */
			set_type(m, v, t);
		else if (v->type->kind != TY_TILE || v->type->mem != t->mem)
			set_type(m, v, v->type->kind == TY_TILE && v->type->view ? with_mem(m, v->type, t->mem)
										: t);
	}
}

static void carry(struct itm *m, struct var *to, const struct type *from)
{
	if (to->type->kind == TY_TILE && from->kind == TY_TILE && to->type->mem != from->mem &&
	    from->mem < MS_COUNT)
		set_type(m, to, with_mem(m, to->type, from->mem));
}

static void do_list(struct itm *m, struct stmt_list *l);

/* The value yielded in slot i of a branch's last statement (a yield), or NULL. */
static struct expr **yield_slot(struct stmt_list *body, uint32_t i)
{
	if (!body->n || body->v[body->n - 1]->kind != ST_YIELD)
		return NULL;
	struct stmt *y = body->v[body->n - 1];
	return i < y->u.ret.values.n ? &y->u.ret.values.v[i] : NULL;
}

/* An if whose branches yield a phi tile in different spaces (one a matmul's
 * Acc result, the other a sum unfuse made in Vec) yields it in the space of
 * the then branch where a move writes it, else in the other branch's: the
 * other branch moves its value there before its yield (row_major, none_box
 * in Vec, as a move out of Acc for a vector op is).  Each branch is rebuilt
 * once, with all its moves. */
static void agree_branches(struct itm *m, struct stmt *s)
{
	struct stmt_list *br[2] = {&s->u.cond.then_body, &s->u.cond.else_body};
	struct stmt_buf b[2] = {{0}, {0}};
	bool open[2] = {false, false};
	for (uint32_t i = 0; i < s->u.cond.n_ret && !m->failed; i++) {
		struct expr **v[2] = {yield_slot(br[0], i), yield_slot(br[1], i)};
		if (!v[0] || !v[1])
			continue;
		const struct type *tt = ir_expr_type(*v[0]), *et = ir_expr_type(*v[1]);
		if (tt->kind != TY_TILE || et->kind != TY_TILE || tt->mem == et->mem || tt->mem >= MS_COUNT ||
		    et->mem >= MS_COUNT)
			continue;
		bool to_then = m->move_mems & (1u << tt->mem);
		if (!to_then && !(m->move_mems & (1u << et->mem)))
			continue; /* no move reconciles them: the ptoas rules report it */
		int k = to_then ? 1 : 0; /* the branch that moves */
		int to = to_then ? tt->mem : et->mem;
		struct stmt_list *l = br[k];
		if (!open[k]) {
			for (uint32_t j = 0; j + 1 < l->n; j++)
				ir_sb_push(&b[k], l->v[j]);
			open[k] = true;
		}
		struct var *mv = make_move_as(m, *v[k], to, to == MS_Vec, &b[k], l->v[l->n - 1]->span);
		if (!mv)
			break;
		*v[k] = ir_new_var_ref(m->a, mv, (*v[k])->span);
	}
	for (int k = 0; k < 2; k++) {
		if (open[k] && !m->failed) {
			ir_sb_push(&b[k], br[k]->v[br[k]->n - 1]);
			*br[k] = ir_sb_finish(m->a, &b[k]);
			m->any = true;
		}
		ir_sb_free(&b[k]);
	}
}

static void yield_carry(struct itm *m, struct stmt_list body, uint32_t n, struct var **rets)
{
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD)
		return;
	struct stmt *y = body.v[body.n - 1];
	for (uint32_t i = 0; i < n && i < y->u.ret.values.n; i++)
		carry(m, rets[i], ir_expr_type(y->u.ret.values.v[i]));
}

static void do_stmt(struct itm *m, struct stmt *s, struct stmt_buf *out)
{
	switch (s->kind) {
	case ST_ASSIGN:
	case ST_EVAL: {
		struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value;
		if (v && v->kind == EX_CALL)
			do_call_stmt(m, s, out);
		else if (v && v->kind == EX_VAR && s->kind == ST_ASSIGN) /* a tile alias */
			carry(m, s->u.assign.var, ir_expr_type(v));
		break;
	}
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			carry(m, s->u.loop.iter[i].var, ir_expr_type(s->u.loop.iter[i].init));
		do_list(m, &s->u.loop.body);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			carry(m, s->u.loop.return_vars[i], s->u.loop.iter[i].var->type);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			carry(m, s->u.wloop.iter[i].var, ir_expr_type(s->u.wloop.iter[i].init));
		do_list(m, &s->u.wloop.body);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			carry(m, s->u.wloop.return_vars[i], s->u.wloop.iter[i].var->type);
		break;
	case ST_IF:
		do_list(m, &s->u.cond.then_body);
		do_list(m, &s->u.cond.else_body);
		agree_branches(m, s);
		yield_carry(m, s->u.cond.then_body, s->u.cond.n_ret, s->u.cond.return_vars);
		break;
	case ST_SCOPE:
		do_list(m, &s->u.scope.body);
		break;
	default:
		break;
	}
	ir_sb_push(out, s);
}

static void do_list(struct itm *m, struct stmt_list *l)
{
	struct stmt_buf b = {0};
	uint32_t mark = m->n_made;
	for (uint32_t i = 0; i < l->n; i++)
		do_stmt(m, l->v[i], &b);
	if (b.n != l->n || (l->n && memcmp(b.v, l->v, l->n * sizeof *l->v) != 0)) {
		*l = ir_sb_finish(m->a, &b); /* a move went in; else the list stays */
		m->any = true;
	}
	ir_sb_free(&b);
	/* moves made in this block go out of scope with it */
	while (m->n_made > mark) {
		struct made_move *mm = &m->made[--m->n_made];
		m->first[mm->var_id] = mm->prev;
	}
}

/* A kernel's data comes in as tensors; a tile parameter names its space
 * (`pl.Tile[..., pl.Mem.Vec]`), as no op of the body gives it one. */
static bool params_placed(const struct function *fn)
{
	bool ok = true;
	for (uint32_t i = 0; i < fn->n_params; i++) {
		const struct var *v = fn->params[i].var;
		if (v->type->kind == TY_TILE && v->type->mem == MS_COUNT) {
			diag_error(v->span, "parameter '%.*s' of %s function '%s' is a tile with no memory "
				   "space: a kernel takes tensors (or tiles naming pl.Mem)",
				   ir_user_name_len(v->name), v->name, func_kind_names[fn->kind], fn->name);
			ok = false;
		}
	}
	return ok;
}

bool pass_infer_tile_memory_space(struct pass_ctx *ctx, struct program *p)
{
	struct itm m = {.p = p, .a = p->arena, .be = ctx->backend,
			.op_move = pu_op_by_rule(TR_move, OK_tile),
			.bridge_key = intern_cstr("__compiler_tensor_to_tile_mat_bridge")};
	m.n_changed = p->n_vars;
	m.changed = xcalloc(p->n_vars + 1, 1);
	m.first = xcalloc(p->n_vars + 1, sizeof *m.first);
	m.acc_seed = xcalloc(p->n_vars + 1, 1);
	m.uses = xcalloc(p->n_vars + 1, sizeof *m.uses);
	m.walked = xcalloc(p->n_funcs + 1, 1);
	m.move_mems = ptoas_op_result_mems(ctx->backend, m.op_move);
	for (uint32_t f = 0; f < p->n_funcs && !m.failed; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		m.fn = fn;
		if (!params_placed(fn)) {
			m.failed = true;
			break;
		}
		pu_names_lazy(&m.names, fn);
		ir_walk_stmts(fn->body, scan_stmt, &m);
		m.walked[f] = 1; /* do_list keeps and makes no bridge mark */
		do_list(&m, &fn->body);
		pu_names_free(&m.names);
	}
	if (!m.failed && mr_apply(p, ctx->backend, m.bridge_key, m.marked, m.walked))
		m.any = true;
	/* every tile already had its space and every operand an accepted one */
	ctx->unchanged = !m.any;
	free(m.changed);
	free(m.first);
	free(m.acc_seed);
	free(m.uses);
	free(m.walked);
	free(m.made);
	return !m.failed;
}
