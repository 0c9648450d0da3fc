/* MaterializeSemanticAliases: puts the tiles that must be one buffer on one MemRef.  First the
 * producer of each loop's yielded value is retyped onto its iter arg's buffer where that buffer is
 * free from the producer on (as the reference does, and no later trip still reads data from before
 * the loop there); in-place results, whole-buffer views, if results and nested loops on the way
 * are followed, each chain all or nothing.  Under the pypto planner that is all this pass does,
 * as in the reference: MemoryReuse, which runs next, ties the rest first (mp_tie_semantic_aliases).
 * Under the planners that skip MemoryReuse this pass ties them itself: loop-carried tiles (init,
 * iter arg, yielded value, return var), if results (both yields, return var) and in-place
 * results (`reuses_input`) share one buffer; a yielded value or loop init whose data would clash
 * with that buffer's, and a yielded part of another buffer (a slice at an offset, or an alias of
 * one), is moved into it instead, just before the yield or the loop, the moves of
 * one yield or loop ordered as a parallel copy; a value InitMemRef left on that buffer's window in
 * a space no move writes (Acc, written in place) is not moved.  Buffers merged away keep their
 * alloc statements, as the reference keeps them (MemoryReuse drops the unused ones).
 * requires: SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D, NormalizedStmtStructure.
 * produces: NormalizedStmtStructure */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "memplan_util.h"
#include "pass.h"
#include "passmgr.h"
#include "passutil.h"
#include "ptoas.h"
#include "typecheck.h"
#include "util.h"

/* Union-find over buffer identities; the root of a class is its earliest
 * defined identity, so the surviving buffer is the one allocated first.
 * A yielded value joins its result's class only when no value of one class
 * holds data that a value of the other still needs (see interfere());
 * otherwise it keeps its buffer and a move into the class's buffer is
 * inserted just before the yield (the phi copy).  A loop's init value joins
 * its iter arg's class on the same condition; otherwise the iter arg keeps
 * the buffer InitMemRef gave it and the loop starts from a move of the init
 * into it, inserted just before the loop (the init is still read while the
 * loop writes the carried buffer).  Each class keeps the list of its vars
 * and the positions they span: classes that do not overlap are told apart
 * at once, otherwise a check costs the product of the two class sizes;
 * classes are the values of one phi web and stay small.
 *
 * The moves before one yield (or one loop) are decided as a parallel copy:
 * every move reads its source before any writes its target, so a source may
 * share a buffer with another move's target (a yield that swaps or rotates
 * the carried tiles, an if whose branches yield them in another order).
 * Once every class is final, order_copies() sequentializes each such run. */
struct extent {
	uint32_t lo, hi; /* first definition, last use */
	uint32_t maxdef; /* last definition */
	bool lo_stmt;    /* a var defined at `lo` has a defining statement */
};

struct msa {
	struct program *p;
	struct mp_lifetimes lt;
	uint32_t *parent;
	int32_t *head, *tail; /* [lt.n] for roots: the class's vars */
	struct extent *ext;   /* [lt.n] for roots: the positions its vars span */
	int32_t *next;        /* [cap_next] by var id: next var of the class, -1 */
	struct var **var_of;  /* [cap_next] by var id: the class members */
	uint32_t cap_next;
	struct vec members;   /* the vars given a class, to reset next/var_of */
	struct pu_names names; /* lazy: collected at the first name this pass makes */
	unsigned op_move;
	uint32_t move_mems; /* the spaces the move op writes on the backend */
	bool ok;
	struct function *f;
	uint32_t first_copy;   /* vars with this id or above were made by this pass */
	int32_t *reads;        /* [lt.n] by class root: copies of a run reading it */
	int32_t *writer;       /* [lt.n] by class root: the copy of a run writing it, -1 */
	struct stmt_buf allocs; /* buffers made for the copies that break cycles */
	unsigned next_buf;     /* number for the next buffer name, 0 = not looked up */
	bool reuse;            /* tying at the start of MemoryReuse (pypto planner) */
};

static uint32_t find(struct msa *m, uint32_t i)
{
	while (m->parent[i] != i) {
		m->parent[i] = m->parent[m->parent[i]];
		i = m->parent[i];
	}
	return i;
}

static int ident_of_var(struct msa *m, const struct var *v)
{
	return v && v->id < m->lt.n_vars ? m->lt.var_ident[v->id] : -1;
}

static int ident_of_expr(struct msa *m, const struct expr *e)
{
	return e && e->kind == EX_VAR ? ident_of_var(m, e->u.var) : -1;
}

static void extend(struct extent *e, uint32_t lo, uint32_t hi, uint32_t maxdef, bool lo_stmt)
{
	if (lo < e->lo) {
		e->lo = lo;
		e->lo_stmt = lo_stmt;
	} else if (lo == e->lo) {
		e->lo_stmt |= lo_stmt;
	}
	if (hi > e->hi)
		e->hi = hi;
	if (maxdef > e->maxdef)
		e->maxdef = maxdef;
}

static void link(struct msa *m, uint32_t x, uint32_t y)
{
	if (y < x) {
		uint32_t t = x;
		x = y;
		y = t;
	}
	m->parent[y] = x;
	const struct extent *ey = &m->ext[y];
	extend(&m->ext[x], ey->lo, ey->hi, ey->maxdef, ey->lo_stmt);
	if (m->head[y] < 0)
		return;
	if (m->head[x] < 0)
		m->head[x] = m->head[y];
	else
		m->next[m->tail[x]] = m->head[y];
	m->tail[x] = m->tail[y];
}

static void unite(struct msa *m, int a, int b)
{
	if (a < 0 || b < 0)
		return;
	uint32_t x = find(m, (uint32_t)a), y = find(m, (uint32_t)b);
	if (x == y || m->lt.v[x].space != m->lt.v[y].space)
		return;
	link(m, x, y);
}

/* Whether w (defined before x) holds data still needed once x is written:
 * w is live after x's definition, or x's defining op reads w and may not
 * write its result over that operand. */
static bool live_over(struct msa *m, struct var *w, struct var *x)
{
	const struct mp_lifetimes *lt = &m->lt;
	uint32_t p = lt->var_def[x->id];
	if (mp_live_after(lt, w, p, lt->var_branch[x->id]))
		return true;
	const struct stmt *s = lt->var_stmt[x->id];
	if (!s || !s->u.assign.value || s->u.assign.value->kind != EX_CALL ||
	    !mp_used_at(lt, w, p))
		return false;
	const struct expr *call = s->u.assign.value;
	for (uint32_t k = 0; k < call->u.call.args.n; k++) {
		const struct expr *e = call->u.call.args.v[k];
		if (e->kind == EX_VAR && e->u.var == w && !mp_result_may_alias(call->u.call.op, k))
			return true;
	}
	return false;
}

/* Whether vars a and b cannot share a buffer.  Vars defined at one position
 * (iter args of one loop, results of one if) interfere when both are used. */
static bool interfere(struct msa *m, struct var *a, struct var *b)
{
	uint32_t da = m->lt.var_def[a->id], db = m->lt.var_def[b->id];
	if (da == db)
		return m->lt.var_uses[a->id] >= 0 && m->lt.var_uses[b->id] >= 0;
	return da < db ? live_over(m, a, b) : live_over(m, b, a);
}

/* Whether every var of class `a` is dead by the time one of class `b` is
 * defined: a var last used at a position can only clash with one defined
 * there by a statement reading it, or with one defined at that same
 * position (the iter args of a loop, the results of an if). */
static bool precedes(const struct extent *a, const struct extent *b)
{
	return a->hi < b->lo || (a->hi == b->lo && a->maxdef < b->lo && !b->lo_stmt);
}

static bool classes_interfere(struct msa *m, uint32_t x, uint32_t y)
{
	if (precedes(&m->ext[x], &m->ext[y]) || precedes(&m->ext[y], &m->ext[x]))
		return false;
	struct var **vars = m->var_of;
	for (int32_t i = m->head[x]; i >= 0; i = m->next[i])
		for (int32_t j = m->head[y]; j >= 0; j = m->next[j])
			if (interfere(m, vars[i], vars[j]))
				return true;
	return false;
}

/* next/var_of by var id, kept from one function to the next (only the
 * entries of a function's members are reset after it), so a program of
 * many functions costs time linear in its size. */
static struct {
	int32_t *next;
	struct var **var_of;
	uint32_t cap;
} class_tables;

static void add_member(struct msa *m, const struct var *v, uint32_t root)
{
	if (v->id >= class_tables.cap) {
		uint32_t cap = class_tables.cap;
		class_tables.cap = 2 * (v->id + 1);
		class_tables.next = xrealloc(class_tables.next, class_tables.cap * sizeof(int32_t));
		class_tables.var_of = xrealloc(class_tables.var_of,
					       class_tables.cap * sizeof(struct var *));
		for (uint32_t i = cap; i < class_tables.cap; i++) {
			class_tables.next[i] = -1;
			class_tables.var_of[i] = NULL;
		}
	}
	m->next = class_tables.next;
	m->var_of = class_tables.var_of;
	m->cap_next = class_tables.cap;
	vec_push(&m->members, (void *)v);
	m->next[v->id] = -1;
	m->var_of[v->id] = (struct var *)v;
	if (m->head[root] < 0)
		m->head[root] = (int32_t)v->id;
	else
		m->next[m->tail[root]] = (int32_t)v->id;
	m->tail[root] = (int32_t)v->id;
	const struct mp_lifetimes *lt = &m->lt;
	uint32_t def = lt->var_def[v->id];
	extend(&m->ext[root], def, mp_last_use(lt, v), def, lt->var_stmt[v->id] != NULL);
}

/* `<base>_<suffix> = move(src)` into memory space `ms`, with the var
 * typed by the op; NULL (m->ok cleared) when the move does not type-check. */
static struct stmt *new_move(struct msa *m, struct var *src, struct span ref_span,
			     const char *base, const char *suffix, uint8_t ms, struct span sp)
{
	struct arena *a = m->p->arena;
	struct expr_list args = ir_expr_list_new(a, 1);
	args.v[0] = ir_new_var_ref(a, src, ref_span);
	struct expr *mv = ir_new_call(a, m->op_move, args, sp);
	const char *kw = spec_ops[m->op_move].out_kwarg;
	ir_call_set_kwarg_int(mv, kw ? kw : "target_memory", ms);
	if (!tc_deduce_call(a, mv)) {
		m->ok = false;
		return NULL;
	}
	char name[160];
	snprintf(name, sizeof name, "%s_%s", base, suffix);
	struct var *tmp = ir_new_var(m->p, pu_fresh_name(&m->names, name), VAR_LOCAL, mv->type, sp);
	return ir_new_assign(a, tmp, mv, sp);
}

/* Replaces value i of the yield ending `body` by a move of it into class
 * `root`'s buffer, inserted just before the yield. */
static void copy_before_yield(struct msa *m, struct stmt_list *body, uint32_t i, uint32_t root,
			      const char *suffix)
{
	struct arena *a = m->p->arena;
	struct stmt *y = body->v[body->n - 1];
	struct expr *val = y->u.ret.values.v[i];
	struct var *src = val->u.var;
	const struct mp_at *at = mp_stmt_at(&m->lt, y);
	if (!at)
		die("MaterializeSemanticAliases: yield without a position");
	struct stmt *mv = new_move(m, src, val->span, src->name, suffix, src->type->mem, y->span);
	if (!mv)
		return;
	struct var *tmp = mv->u.assign.var;
	struct stmt **v = arena_alloc(a, (body->n + 1) * sizeof *v);
	for (uint32_t k = 0; k + 1 < body->n; k++)
		v[k] = body->v[k];
	v[body->n - 1] = mv;
	v[body->n] = y;
	body->v = v;
	body->n++;
	y->u.ret.values.v[i] = ir_new_var_ref(a, tmp, val->span);
	mp_lifetimes_add_var(&m->lt, tmp, (int)root, at);
	add_member(m, tmp, root);
}

/* Makes the init of iter arg `it` a move of it into class `root`'s buffer,
 * appended to `pre` (the statements placed just before `loop`). */
static void copy_before_loop(struct msa *m, struct stmt *loop, struct iter_arg *it, uint32_t root,
			     struct stmt_buf *pre)
{
	struct var *src = it->init->u.var;
	const struct mp_at *at = mp_stmt_at(&m->lt, loop);
	if (!at)
		die("MaterializeSemanticAliases: loop without a position");
	struct stmt *mv = new_move(m, src, it->init->span, it->var->name, "init",
				   it->var->type->mem, it->init->span);
	if (!mv)
		return;
	struct var *tmp = mv->u.assign.var;
	ir_sb_push(pre, mv);
	it->init = ir_new_var_ref(m->p->arena, tmp, it->init->span);
	mp_lifetimes_add_var(&m->lt, tmp, (int)root, at);
	add_member(m, tmp, root);
}

/* The var value i of the yield ending `body` names, or NULL. */
static struct var *yielded_var(const struct stmt_list *body, uint32_t i)
{
	if (!body->n || body->v[body->n - 1]->kind != ST_YIELD)
		return NULL;
	struct expr_list vals = body->v[body->n - 1]->u.ret.values;
	return i < vals.n && vals.v[i]->kind == EX_VAR ? vals.v[i]->u.var : NULL;
}

/* The branch-local yields of an if, as MemoryReuse's packer sees them: the
 * values assigned in the branch that yields them, which with the if's result
 * are one value on exclusive paths (a phi family).  Only assigned vars have
 * lifetimes there, in one linear order (the then-branch before the
 * else-branch, a loop's back edge extending a use to its end), and a read of
 * the result is a read of its branch-local yields. */
struct phi {
	struct var *res;       /* the if's result */
	struct var *fam[2];    /* the then and else yields when branch-local, else NULL */
	uint32_t res_last;     /* the result's last use */
};

static bool branch_local(struct msa *m, const struct var *v, const struct stmt_list *body)
{
	const struct mp_lifetimes *lt = &m->lt;
	if (!v || !body->n || v->id >= lt->n_vars || !lt->var_stmt[v->id])
		return false;
	const struct mp_at *at = mp_stmt_at(lt, body->v[body->n - 1]);
	return at && lt->var_branch[v->id] == at->branch;
}

/* [def, last] of var v as the packer sees it (a family member is read where
 * the result is). */
static void phi_span(struct msa *m, const struct phi *ph, const struct var *v, uint32_t *d,
		     uint32_t *l)
{
	*d = m->lt.var_def[v->id];
	*l = mp_last_use(&m->lt, v);
	if ((v == ph->fam[0] || v == ph->fam[1]) && ph->res_last > *l)
		*l = ph->res_last;
}

static bool spans_overlap(uint32_t da, uint32_t la, uint32_t db, uint32_t lb)
{
	return !(la <= db || lb <= da);
}

/* The span of the assigned vars of class `c` but the result; false when it has none. */
static bool class_span(struct msa *m, const struct phi *ph, uint32_t c, uint32_t *d, uint32_t *l)
{
	bool any = false;
	for (int32_t i = m->head[c]; i >= 0; i = m->next[i]) {
		const struct var *v = m->var_of[i];
		if (v == ph->res || !m->lt.var_stmt[v->id])
			continue;
		uint32_t vd, vl;
		phi_span(m, ph, v, &vd, &vl);
		if (!any || vd < *d)
			*d = vd;
		if (!any || vl > *l)
			*l = vl;
		any = true;
	}
	return any;
}

/* Whether MemoryReuse's packer keeps class y (holding the else-branch's
 * yield) off the buffer of class x (the if's result): their assigned vars
 * overlap, and either some pair overlapping is not the two yields of the
 * family or no such pair exists.  The yield then keeps its buffer and is
 * moved into the result's before the yield, as the reference reconciles an
 * if's branches after packing (the then-branch's buffer is the result's). */
static bool packer_parts(struct msa *m, const struct phi *ph, uint32_t x, uint32_t y)
{
	uint32_t dx, lx, dy, ly;
	if (!class_span(m, ph, x, &dx, &lx) || !class_span(m, ph, y, &dy, &ly) ||
	    !spans_overlap(dx, lx, dy, ly))
		return false;
	bool family = false;
	for (int32_t i = m->head[y]; i >= 0; i = m->next[i]) {
		const struct var *a = m->var_of[i];
		if (!m->lt.var_stmt[a->id])
			continue;
		uint32_t da, la;
		phi_span(m, ph, a, &da, &la);
		for (int32_t j = m->head[x]; j >= 0; j = m->next[j]) {
			const struct var *b = m->var_of[j];
			if (b == ph->res || !m->lt.var_stmt[b->id])
				continue;
			if (a == ph->fam[1] && b == ph->fam[0] && a) {
				family = true;
				continue;
			}
			uint32_t db, lb;
			phi_span(m, ph, b, &db, &lb);
			if (spans_overlap(da, la, db, lb))
				return true;
		}
	}
	return !family;
}

static bool rt_same_window(const struct memref *x, const struct memref *y);

/* Whether `from` already sits on `to`'s window in a space no move writes
 * (Acc): InitMemRef wrote the value there in place, and no copy could. */
static bool in_place_unmovable(const struct msa *m, const struct var *from, const struct var *to)
{
	return from && to && !(m->move_mems & (1u << to->type->mem)) &&
	       rt_same_window(from->type->memref, to->type->memref);
}

/* Whether MemRef v names a part of buffer `buf` (its identity's MemRef):
 * another offset or size in the same allocation and slot. */
static bool part_of_buffer(const struct memref *v, const struct memref *buf)
{
	return v && buf && v != buf && v->base && v->base == buf->base && v->slots == buf->slots &&
	       ir_offset_equal(v->slot_index, buf->slot_index) &&
	       (v->size != buf->size || !ir_offset_equal(v->offset, buf->offset));
}

/* The buffer var v names a part of or is: its identity's MemRef, or
 * through plain aliases (`w = s`) that of the var they name. */
static const struct memref *buffer_of(struct msa *m, const struct var *v)
{
	for (int k = 0; k < 64 && v->id < m->lt.n_vars && m->lt.var_stmt[v->id]; k++) {
		const struct expr *e = m->lt.var_stmt[v->id]->u.assign.value;
		if (!e || e->kind != EX_VAR || ident_of_var(m, e->u.var) < 0)
			break;
		v = e->u.var;
	}
	int b = ident_of_var(m, v);
	return b < 0 ? NULL : m->lt.v[b].mr;
}

/* Value i of the yield ending `body` joins the class of `target`; `ph`, for
 * the else-branch of an if under MemoryReuse, also asks the packer. */
static void join_yield(struct msa *m, const struct var *tv, int target, struct stmt_list *body,
		       uint32_t i, const struct phi *ph)
{
	if (target < 0)
		return;
	struct var *yv = yielded_var(body, i);
	int b = ident_of_var(m, yv);
	if (b < 0)
		return;
	uint32_t x = find(m, (uint32_t)target), y = find(m, (uint32_t)b);
	if (m->lt.v[x].space != m->lt.v[y].space)
		return;
	/* a window of its buffer (a slice at an offset or of a part) is not
	 * the result's buffer, whose members all read the class's window: it is
	 * moved in, as the reference moves a yield whose window is not the
	 * result's */
	if (part_of_buffer(yv->type->memref, buffer_of(m, yv)) &&
	    (m->move_mems & (1u << m->lt.v[x].space))) {
		copy_before_yield(m, body, i, x, "phi");
		return;
	}
	if (x == y)
		return;
	if (classes_interfere(m, x, y)) {
		if (!in_place_unmovable(m, yv, tv))
			copy_before_yield(m, body, i, x, "phi");
		else if (!m->reuse) /* one MemRef for a view and its base there */
			link(m, x, y);
	} else if (ph && packer_parts(m, ph, x, y) && (m->move_mems & (1u << m->lt.v[x].space)))
		copy_before_yield(m, body, i, x, "mv");
	else /* (a space no move writes, Acc: the branches share the buffer instead) */
		link(m, x, y);
}

/* The init of iter arg `it` joins the iter arg's class (that of identity
 * `a`) unless the two classes interfere, typically because the init is
 * still read after the loop header (in the body, or after the loop) while
 * the loop writes the carried buffer: the loop then starts from a move of
 * the init into the iter arg's buffer. */
static void join_init(struct msa *m, struct stmt *loop, struct iter_arg *it, int a,
		      struct stmt_buf *pre)
{
	if (a < 0 || it->init->kind != EX_VAR)
		return;
	uint32_t x = find(m, (uint32_t)a);
	int b = ident_of_expr(m, it->init);
	if (b < 0) { /* an init without an on-chip buffer of its own */
		copy_before_loop(m, loop, it, x, pre);
		return;
	}
	uint32_t y = find(m, (uint32_t)b);
	if (x == y)
		return;
	if (m->lt.v[x].space != m->lt.v[y].space || classes_interfere(m, x, y)) {
		if (!in_place_unmovable(m, it->init->u.var, it->var))
			copy_before_loop(m, loop, it, x, pre);
	} else {
		link(m, x, y);
	}
}

static void carried(struct msa *m, struct stmt *loop, uint32_t n, struct iter_arg *it,
		    struct var **rets, struct stmt_list *body, struct stmt_buf *pre)
{
	for (uint32_t i = 0; i < n; i++) {
		int a = ident_of_var(m, it[i].var);
		unite(m, a, ident_of_var(m, rets[i]));
		join_yield(m, it[i].var, a, body, i, NULL);
		join_init(m, loop, &it[i], a, pre);
	}
}

/* Puts the values `s` itself ties on their classes; copies that must run
 * before `s` go to `pre`. */
static void visit(struct msa *m, struct stmt *s, struct stmt_buf *pre)
{
	switch (s->kind) {
	case ST_FOR:
		carried(m, s, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars,
			&s->u.loop.body, pre);
		break;
	case ST_WHILE:
		carried(m, s, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			&s->u.wloop.body, pre);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			struct var *res = s->u.cond.return_vars[i];
			int r = ident_of_var(m, res);
			join_yield(m, res, r, &s->u.cond.then_body, i, NULL);
			if (!m->reuse || r < 0) {
				join_yield(m, res, r, &s->u.cond.else_body, i, NULL);
				continue;
			}
			struct phi ph = {.res = res, .res_last = mp_last_use(&m->lt, res)};
			struct stmt_list *arm[2] = {&s->u.cond.then_body, &s->u.cond.else_body};
			for (int k = 0; k < 2; k++) {
				struct var *v = yielded_var(arm[k], i);
				ph.fam[k] = branch_local(m, v, arm[k]) ? v : NULL;
			}
			join_yield(m, res, r, &s->u.cond.else_body, i, &ph);
		}
		break;
	case ST_ASSIGN: {
		const struct expr *v = s->u.assign.value;
		if (v && v->kind == EX_CALL) {
			int k = spec_ops[v->u.call.op].reuses_input;
			if (k >= 0 && (uint32_t)k < v->u.call.args.n)
				unite(m, ident_of_var(m, s->u.assign.var),
				      ident_of_expr(m, v->u.call.args.v[k]));
		}
		break;
	}
	default:
		break;
	}
}

/* Visits the statements of *l in pre-order (a statement before the ones it
 * nests, so an outer phi web is tied before an inner one), inserting the
 * copies a loop needs just before it. */
static void walk_list(struct msa *m, struct stmt_list *l)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		visit(m, s, &out);
		ir_sb_push(&out, s);
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			walk_list(m, kids[k]);
	}
	if (out.n != l->n)
		*l = ir_sb_finish(m->p->arena, &out);
	ir_sb_free(&out);
}

/* ---- sequentializing parallel copies ------------------------------------------ */

static bool is_copy(const struct msa *m, const struct stmt *s)
{
	const struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	return v && v->kind == EX_CALL && v->u.call.op == m->op_move &&
	       s->u.assign.var->id >= m->first_copy;
}

static int class_of_var(struct msa *m, const struct var *v)
{
	int id = ident_of_var(m, v);
	return id < 0 ? -1 : (int)find(m, (uint32_t)id);
}

/* A name `mem_<space>_<k>` for a new buffer, k past the numbers of the
 * function's allocs. */
static const char *buffer_name(struct msa *m, enum memspace ms)
{
	if (!m->next_buf) {
		m->next_buf = 1;
		for (uint32_t i = 0; i < m->f->body.n; i++) {
			const struct var *pv = mp_alloc_stmt_var(m->f->body.v[i]);
			const char *u = pv ? strrchr(pv->name, '_') : NULL;
			unsigned long k = u && isdigit((unsigned char)u[1]) ? strtoul(u + 1, NULL, 10) : 0;
			if (k >= m->next_buf && k < UINT_MAX)
				m->next_buf = (unsigned)k + 1;
		}
	}
	char name[64];
	mp_buffer_name(name, sizeof name, ms, m->next_buf++);
	return pu_fresh_name(&m->names, name);
}

/* `<src>_save = move(src)` into a fresh buffer, for copy `c` (whose
 * source it becomes): c's source buffer is about to be overwritten by
 * another copy of the same run.  False (m->ok cleared) when it does not
 * type-check. */
static bool save_source(struct msa *m, struct stmt *c, struct stmt_buf *out)
{
	struct arena *a = m->p->arena;
	struct expr *src = c->u.assign.value->u.call.args.v[0];
	struct var *v = src->u.var;
	struct stmt *sv = new_move(m, v, src->span, v->name, "save", v->type->mem, c->span);
	if (!sv)
		return false;
	struct var *t = sv->u.assign.var;
	uint64_t bytes;
	if (!mp_type_bytes(t->type, &bytes))
		die("MaterializeSemanticAliases: a carried tile without a static size");
	const char *name = buffer_name(m, (enum memspace)t->type->mem);
	struct stmt *alloc = mp_new_alloc(m->p, name, (enum memspace)t->type->mem, bytes,
					  m->f->span);
	ir_sb_push(&m->allocs, alloc);
	t->type = mp_with_memref(a, t->type, mp_new_memref(a, alloc->u.assign.var, name, bytes,
							   sv->span));
	ir_sb_push(out, sv);
	c->u.assign.value->u.call.args.v[0] = ir_new_var_ref(a, t, src->span);
	return true;
}

/* Appends the copies c[0..k) to `out` in an order where every buffer is
 * read before a copy overwrites it: a copy goes once no pending copy reads
 * its target (copies free to go keep their order).  When none can go, the
 * pending copies form disjoint cycles of buffers (each target has one
 * writer and, by then, one reader); the source of one copy per cycle is
 * saved in a fresh buffer first, which frees its writer, and the copy
 * itself then goes last on the cycle.  Linear in k. */
static void order_run(struct msa *m, struct stmt **c, uint32_t k, struct stmt_buf *out)
{
	int32_t *src = xmalloc(k * sizeof *src), *dst = xmalloc(k * sizeof *dst);
	uint32_t *ready = xmalloc(k * sizeof *ready), head = 0, tail = 0; /* each enters once */
	bool *done = xcalloc(k, sizeof *done), as_is = false;
	for (uint32_t i = 0; i < k; i++) {
		dst[i] = class_of_var(m, c[i]->u.assign.var);
		src[i] = class_of_var(m, c[i]->u.assign.value->u.call.args.v[0]->u.var);
		if (src[i] == dst[i]) /* a move of a buffer onto itself changes nothing */
			src[i] = -1;
		if (dst[i] >= 0 && m->writer[dst[i]] >= 0)
			as_is = true; /* two copies into one buffer: no order helps */
		else if (dst[i] >= 0)
			m->writer[dst[i]] = (int32_t)i;
	}
	for (uint32_t i = 0; i < k && !as_is; i++)
		if (src[i] >= 0)
			m->reads[src[i]]++;
	for (uint32_t i = 0; i < k && !as_is; i++)
		if (dst[i] < 0 || !m->reads[dst[i]])
			ready[tail++] = i;
	uint32_t n_done = 0, scan = 0;
	while (!as_is && n_done < k) {
		while (head < tail) {
			uint32_t i = ready[head++];
			ir_sb_push(out, c[i]);
			done[i] = true;
			n_done++;
			int32_t s = src[i];
			if (s >= 0 && !--m->reads[s] && m->writer[s] >= 0)
				ready[tail++] = (uint32_t)m->writer[s];
		}
		if (n_done == k)
			break;
		while (scan < k && (done[scan] || src[scan] < 0))
			scan++;
		if (scan == k)
			die("MaterializeSemanticAliases: copies blocked without a cycle");
		if (!save_source(m, c[scan], out)) {
			as_is = true; /* m->ok is cleared; the rest keep their order */
			break;
		}
		int32_t s = src[scan];
		src[scan] = -1;
		if (!--m->reads[s] && m->writer[s] >= 0)
			ready[tail++] = (uint32_t)m->writer[s];
	}
	for (uint32_t i = 0; i < k; i++) {
		if (as_is && !done[i])
			ir_sb_push(out, c[i]);
		if (dst[i] >= 0)
			m->writer[dst[i]] = -1;
		if (src[i] >= 0)
			m->reads[src[i]] = 0;
	}
	free(src);
	free(dst);
	free(ready);
	free(done);
}

/* Whether the moves of this pass just before `s` are one parallel copy:
 * the phi copies of a yield or the init copies of a loop. */
static bool ends_run(const struct stmt *s)
{
	return s->kind == ST_YIELD || s->kind == ST_FOR || s->kind == ST_WHILE;
}

/* Orders every run of this pass's moves in *l and the lists nested in it. */
static void order_list(struct msa *m, struct stmt_list *l)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l->n;) {
		uint32_t j = i;
		while (j < l->n && is_copy(m, l->v[j]))
			j++;
		if (j < l->n && j - i > 1 && ends_run(l->v[j])) {
			order_run(m, l->v + i, j - i, &out);
			changed = true;
		} else {
			for (uint32_t q = i; q < j; q++)
				ir_sb_push(&out, l->v[q]);
		}
		if (j < l->n) {
			struct stmt_list *kids[2];
			int n = ir_stmt_children(l->v[j], kids);
			for (int q = 0; q < n; q++)
				order_list(m, kids[q]);
			ir_sb_push(&out, l->v[j++]);
		}
		i = j;
	}
	if (changed)
		*l = ir_sb_finish(m->p->arena, &out);
	ir_sb_free(&out);
}

/* Sequentializes the runs of copies of f once every class is final (a later
 * join may put a source on another copy's target); the buffers that break
 * cycles join the allocs at the top of the body. */
static void order_copies(struct msa *m, struct function *f)
{
	uint32_t n = m->lt.n ? m->lt.n : 1;
	m->reads = xcalloc(n, sizeof *m->reads);
	m->writer = xmalloc(n * sizeof *m->writer);
	memset(m->writer, 0xff, n * sizeof *m->writer);
	order_list(m, &f->body);
	free(m->reads);
	free(m->writer);
	if (!m->allocs.n)
		return;
	struct stmt_buf out = {0};
	uint32_t k = 0;
	while (k < f->body.n && mp_alloc_stmt_var(f->body.v[k]))
		ir_sb_push(&out, f->body.v[k++]);
	for (uint32_t i = 0; i < m->allocs.n; i++)
		ir_sb_push(&out, m->allocs.v[i]);
	for (; k < f->body.n; k++)
		ir_sb_push(&out, f->body.v[k]);
	f->body = ir_sb_finish(m->p->arena, &out);
	ir_sb_free(&out);
	ir_sb_free(&m->allocs);
}

/* ---- retargeting the producers of loop-carried values ------------------------- */

/* Before the buffers of a phi web are tied, each loop's yielded values are
 * steered onto the buffer of their iter arg, as the reference does: the
 * producer of a yielded value is retyped to write the iter arg's buffer
 * directly when nothing touches that buffer from the producer to the end of
 * the nearest enclosing loop (paths through a sibling if arm excluded).
 * Through an if result both branches' yields are steered; through an
 * in-place op (`reuses_input`), a bare alias or a nested loop's result, its
 * source.  Each attempt is all or nothing.  Views (slices, reshapes) of a
 * retyped tile follow it onto the new buffer. */
enum rt_kind { RT_NONE, RT_ASSIGN, RT_IFRET, RT_FORRET, RT_ITER };

struct rt_def {
	uint8_t kind;
	uint32_t idx;    /* the return var's / iter arg's index */
	struct stmt *s;  /* the assignment or the if / for */
	uint32_t prim;   /* the assignment's position, then arms first */
	uint32_t rev;    /* its position, else arms first */
	int32_t loop;    /* nearest enclosing for (index into loop_end), -1 */
};

struct rt_event {
	const char *base;
	uint32_t prim, rev;
	uint32_t def; /* position of the definition of the var touched */
};

struct rt {
	struct arena *a;
	uint32_t n_vars;
	struct rt_def *def;       /* by var id */
	struct memref **plan;     /* by var id: the buffer planned for it, or NULL */
	struct memref **before;   /* by var id: its buffer before the pass */
	uint8_t *busy;            /* by var id: an attempt on it is under way */
	uint32_t *jvar;           /* journal: var ids planned, in order */
	struct memref **jprev;    /* and their plans before */
	uint32_t n_j, cap_j;
	struct rt_event *ev;
	uint32_t n_ev, cap_ev;
	uint32_t *tree;           /* max-tree over the events' rev + 1 */
	uint32_t *deftree;        /* min-tree over the events' def */
	uint32_t size;
	uint32_t *loop_begin;     /* by loop index: position of the for */
	uint32_t *loop_end;       /* by loop index: last position inside it */
	int32_t *loop_up;         /* by loop index: the enclosing loop, -1 */
	uint32_t n_loops, cap_loops;
	uint32_t prim, rev;
};

static uint32_t rt_count(struct stmt_list l)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt_list *kids[2];
		int k = ir_stmt_children(l.v[i], kids);
		n++;
		for (int j = 0; j < k; j++)
			n += rt_count(*kids[j]);
	}
	return n;
}

static void rt_event(struct rt *r, const struct var *v, uint32_t p, uint32_t q)
{
	const struct memref *mr = v->type->kind == TY_TILE ? v->type->memref : NULL;
	if (!mr)
		return;
	uint32_t def = v->id < r->n_vars && r->def[v->id].kind ? r->def[v->id].prim : 0;
	if (r->n_ev == r->cap_ev) {
		r->cap_ev = r->cap_ev ? 2 * r->cap_ev : 64;
		r->ev = xrealloc(r->ev, r->cap_ev * sizeof *r->ev);
	}
	r->ev[r->n_ev++] = (struct rt_event){mr->base_name, p, q, def};
}

struct rt_reads {
	struct rt *r;
	uint32_t p, q;
};

static bool rt_read(struct expr *e, void *ctx)
{
	struct rt_reads *x = ctx;
	if (e->kind == EX_VAR)
		rt_event(x->r, e->u.var, x->p, x->q);
	return true;
}

static void rt_set(struct rt *r, struct var *v, enum rt_kind k, struct stmt *s, uint32_t idx,
		   int32_t loop)
{
	if (v && v->id < r->n_vars && v->type->kind == TY_TILE)
		r->def[v->id] = (struct rt_def){k, idx, s, r->prim, r->rev, loop};
}

static void rt_number(struct rt *r, struct stmt_list l, int32_t loop);

/* Numbers statement s (pre-order, in both arm orders) and records what it
 * defines and touches. */
static void rt_number_stmt(struct rt *r, struct stmt *s, int32_t loop)
{
	struct rt_reads x = {r, r->prim, r->rev};
	ir_stmt_exprs(s, rt_read, &x);
	if (s->kind == ST_ASSIGN) { /* the write is an event of the var's own definition */
		rt_set(r, s->u.assign.var, RT_ASSIGN, s, 0, loop);
		rt_event(r, s->u.assign.var, x.p, x.q);
	}
	/* a loop's iter args and results, an if's results: defined at its header */
	for (uint32_t i = 0; s->kind == ST_FOR && i < s->u.loop.n_iter; i++) {
		rt_set(r, s->u.loop.iter[i].var, RT_ITER, s, i, (int32_t)r->n_loops);
		rt_set(r, s->u.loop.return_vars[i], RT_FORRET, s, i, (int32_t)r->n_loops);
	}
	for (uint32_t i = 0; s->kind == ST_IF && i < s->u.cond.n_ret; i++)
		rt_set(r, s->u.cond.return_vars[i], RT_IFRET, s, i, loop);
	r->prim++;
	r->rev++;
	if (s->kind == ST_FOR) {
		if (r->n_loops == r->cap_loops) {
			r->cap_loops = r->cap_loops ? 2 * r->cap_loops : 16;
			r->loop_end = xrealloc(r->loop_end, r->cap_loops * sizeof *r->loop_end);
			r->loop_begin = xrealloc(r->loop_begin, r->cap_loops * sizeof *r->loop_begin);
			r->loop_up = xrealloc(r->loop_up, r->cap_loops * sizeof *r->loop_up);
		}
		int32_t me = (int32_t)r->n_loops++;
		r->loop_begin[me] = x.p;
		r->loop_up[me] = loop;
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			rt_event(r, s->u.loop.iter[i].var, x.p, x.q);
		rt_number(r, s->u.loop.body, me);
		r->loop_end[me] = r->prim - 1;
	} else if (s->kind == ST_IF) {
		uint32_t p0 = r->prim, q0 = r->rev;
		uint32_t nt = rt_count(s->u.cond.then_body), ne = rt_count(s->u.cond.else_body);
		r->rev = q0 + ne;
		rt_number(r, s->u.cond.then_body, loop);
		r->prim = p0 + nt;
		r->rev = q0;
		rt_number(r, s->u.cond.else_body, loop);
		r->prim = p0 + nt + ne;
		r->rev = q0 + nt + ne;
	} else {
		struct stmt_list *kids[2];
		int k = ir_stmt_children(s, kids);
		for (int j = 0; j < k; j++)
			rt_number(r, *kids[j], loop);
	}
}

static void rt_number(struct rt *r, struct stmt_list l, int32_t loop)
{
	for (uint32_t i = 0; i < l.n; i++)
		rt_number_stmt(r, l.v[i], loop);
}

static int rt_event_cmp(const void *x, const void *y)
{
	const struct rt_event *a = x, *b = y;
	if (a->base != b->base)
		return (uintptr_t)a->base < (uintptr_t)b->base ? -1 : 1;
	if (a->prim != b->prim)
		return a->prim < b->prim ? -1 : 1;
	return a->rev < b->rev ? -1 : a->rev > b->rev;
}

static uint32_t rt_lower(const struct rt *r, const char *base, uint32_t prim);

static void rt_build_tree(struct rt *r)
{
	if (r->n_ev)
		qsort(r->ev, r->n_ev, sizeof *r->ev, rt_event_cmp);
	r->size = 1;
	while (r->size < r->n_ev)
		r->size *= 2;
	r->tree = xcalloc(2 * (size_t)r->size, sizeof *r->tree);
	r->deftree = xmalloc(2 * (size_t)r->size * sizeof *r->deftree);
	memset(r->deftree, 0xff, 2 * (size_t)r->size * sizeof *r->deftree);
	for (uint32_t i = 0; i < r->n_ev; i++) {
		r->tree[r->size + i] = r->ev[i].rev + 1;
		r->deftree[r->size + i] = r->ev[i].def;
	}
	for (uint32_t i = r->size; i-- > 1;) {
		uint32_t a = r->tree[2 * i], b = r->tree[2 * i + 1];
		r->tree[i] = a > b ? a : b;
		a = r->deftree[2 * i], b = r->deftree[2 * i + 1];
		r->deftree[i] = a < b ? a : b;
	}
}

/* Whether a var defined before position `lo` (data from before the loop
 * that starts there) is read from buffer `base` within [lo + 1, hi]: a
 * later trip still needs it, so the loop may not write that buffer. */
static bool rt_read_from_before(const struct rt *r, const char *base, uint32_t lo, uint32_t hi)
{
	uint32_t i = rt_lower(r, base, lo + 1) + r->size;
	uint32_t j = rt_lower(r, base, hi + 1) + r->size;
	uint32_t m = UINT32_MAX;
	for (; i < j; i /= 2, j /= 2) {
		if (i & 1)
			m = r->deftree[i] < m ? r->deftree[i] : m, i++;
		if (j & 1)
			j--, m = r->deftree[j] < m ? r->deftree[j] : m;
	}
	return m < lo;
}

/* Index of the first event not before (base, prim). */
static uint32_t rt_lower(const struct rt *r, const char *base, uint32_t prim)
{
	uint32_t lo = 0, hi = r->n_ev;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const struct rt_event *e = &r->ev[mid];
		if ((uintptr_t)e->base < (uintptr_t)base || (e->base == base && e->prim < prim))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Whether buffer `base` is touched after the assignment of d and before its
 * nearest loop (or the body) ends, on a path that runs after it. */
static bool rt_touched_after(const struct rt *r, const struct rt_def *d, const char *base)
{
	uint32_t hi = d->loop >= 0 ? r->loop_end[d->loop] : r->prim - 1;
	if (d->prim + 1 > hi)
		return false;
	uint32_t i = rt_lower(r, base, d->prim + 1) + r->size;
	uint32_t j = rt_lower(r, base, hi + 1) + r->size;
	uint32_t m = 0;
	for (; i < j; i /= 2, j /= 2) {
		if (i & 1)
			m = r->tree[i] > m ? r->tree[i] : m, i++;
		if (j & 1)
			j--, m = r->tree[j] > m ? r->tree[j] : m;
	}
	return m > d->rev + 1;
}

static bool rt_same_window(const struct memref *x, const struct memref *y)
{
	int64_t a = 0, b = 0;
	if (!x || !y || x->base_name != y->base_name || x->size != y->size || x->slots || y->slots)
		return false;
	if ((x->offset && !ir_expr_is_const_int(x->offset, &a)) ||
	    (y->offset && !ir_expr_is_const_int(y->offset, &b)))
		return false;
	return a == b;
}

static struct memref *rt_current(const struct rt *r, const struct var *v)
{
	return v->id < r->n_vars && r->plan[v->id] ? r->plan[v->id] : v->type->memref;
}

static void rt_plan(struct rt *r, struct var *v, struct memref *target)
{
	if (r->n_j == r->cap_j) {
		r->cap_j = r->cap_j ? 2 * r->cap_j : 32;
		r->jvar = xrealloc(r->jvar, r->cap_j * sizeof *r->jvar);
		r->jprev = xrealloc(r->jprev, r->cap_j * sizeof *r->jprev);
	}
	r->jvar[r->n_j] = v->id;
	r->jprev[r->n_j++] = r->plan[v->id];
	r->plan[v->id] = target;
}

static void rt_rollback(struct rt *r, uint32_t mark)
{
	while (r->n_j > mark) {
		r->n_j--;
		r->plan[r->jvar[r->n_j]] = r->jprev[r->n_j];
	}
}

static bool rt_var(struct rt *r, struct var *v, struct memref *target, uint8_t ms);

static bool rt_expr(struct rt *r, struct expr *e, struct memref *target, uint8_t ms)
{
	return e && e->kind == EX_VAR && rt_var(r, e->u.var, target, ms);
}

/* The yield ending `body`, value i, steered onto target. */
static bool rt_yield(struct rt *r, struct stmt_list body, uint32_t i, struct memref *target,
		     uint8_t ms)
{
	struct stmt *y = body.n ? body.v[body.n - 1] : NULL;
	return y && y->kind == ST_YIELD && i < y->u.ret.values.n &&
	       rt_expr(r, y->u.ret.values.v[i], target, ms);
}

static bool rt_call(struct rt *r, struct var *v, const struct rt_def *d, struct memref *target,
		    uint8_t ms)
{
	const struct expr *e = d->s->u.assign.value;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	if (so->reuses_input >= 0) /* pinned to its operand: steer the operand */
		return (uint32_t)so->reuses_input < e->u.call.args.n &&
		       rt_expr(r, e->u.call.args.v[so->reuses_input], target, ms);
	if (so->out_mem == OM_inherit) { /* a view of its whole source moves with it */
		const struct expr *src = e->u.call.args.n ? e->u.call.args.v[0] : NULL;
		return (so->flags & OP_FLAG_MASK(no_execution_memory_access)) && src &&
		       src->kind == EX_VAR && src->u.var->type->kind == TY_TILE &&
		       rt_same_window(src->u.var->type->memref, v->type->memref) &&
		       rt_var(r, src->u.var, target, ms);
	}
	if (so->out_mem == OM_fixed && so->out_space != ms)
		return false;
	const struct kwval *k = so->out_mem == OM_kwarg && so->out_kwarg
					? ir_call_kwarg(e, so->out_kwarg) : NULL;
	if (k && k->present && k->i != ms)
		return false;
	if (so->flags & OP_FLAG_MASK(not_inplace_safe))
		for (uint32_t i = 0; i < e->u.call.args.n; i++) {
			const struct memref *mr = mp_expr_memref(e->u.call.args.v[i]);
			if (mr && mr->base_name == target->base_name)
				return false;
		}
	if (rt_touched_after(r, d, target->base_name))
		return false;
	/* stricter than the reference, which misses the reads a later trip
	 * makes of data from before the loop: those keep the buffer */
	for (int32_t l = d->loop; l >= 0; l = r->loop_up[l])
		if (rt_read_from_before(r, target->base_name, r->loop_begin[l], r->loop_end[l]))
			return false;
	return true;
}

static bool rt_def_var(struct rt *r, struct var *v, struct memref *target, uint8_t ms)
{
	const struct rt_def *d = &r->def[v->id];
	struct stmt *s = d->s;
	switch (d->kind) {
	case RT_ASSIGN: {
		struct expr *e = s->u.assign.value;
		if (e->kind == EX_VAR)
			return e->u.var->type->kind == TY_TILE &&
			       rt_same_window(e->u.var->type->memref, v->type->memref) &&
			       rt_var(r, e->u.var, target, ms);
		return e->kind == EX_CALL && rt_call(r, v, d, target, ms);
	}
	case RT_IFRET:
		return rt_yield(r, s->u.cond.then_body, d->idx, target, ms) &&
		       (!s->u.cond.else_body.n || rt_yield(r, s->u.cond.else_body, d->idx, target, ms));
	case RT_FORRET: {
		struct iter_arg *it = &s->u.loop.iter[d->idx];
		if (!rt_yield(r, s->u.loop.body, d->idx, target, ms))
			return false;
		if (it->init->kind == EX_VAR && !rt_var(r, it->init->u.var, target, ms))
			return false;
		rt_plan(r, it->var, target);
		return true;
	}
	case RT_ITER:
		return rt_expr(r, s->u.loop.iter[d->idx].init, target, ms);
	default:
		return false;
	}
}

static bool rt_var(struct rt *r, struct var *v, struct memref *target, uint8_t ms)
{
	if (v->type->kind != TY_TILE || v->id >= r->n_vars)
		return false;
	if (rt_same_window(rt_current(r, v), target))
		return true;
	if (r->busy[v->id] || v->type->mem != ms)
		return false;
	r->busy[v->id] = 1;
	uint32_t mark = r->n_j;
	bool ok = rt_def_var(r, v, target, ms);
	if (ok)
		rt_plan(r, v, target);
	else
		rt_rollback(r, mark);
	r->busy[v->id] = 0;
	return ok;
}

/* Each for (outer before inner) steers its yielded values onto its iter
 * args' buffers. */
static void rt_loops(struct rt *r, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR) {
			for (uint32_t k = 0; k < s->u.loop.n_iter; k++) {
				struct var *ia = s->u.loop.iter[k].var;
				struct memref *t = ia->type->kind == TY_TILE ? rt_current(r, ia) : NULL;
				if (t)
					rt_yield(r, s->u.loop.body, k, t, ia->type->mem);
			}
			rt_loops(r, s->u.loop.body);
		} else if (s->kind == ST_IF) {
			rt_loops(r, s->u.cond.then_body);
			rt_loops(r, s->u.cond.else_body);
		} else if (s->kind == ST_SCOPE) {
			rt_loops(r, s->u.scope.body);
		}
	}
}

/* A view's buffer, moved from `from` to `to`'s base (its window kept). */
static struct memref *rt_rebase(struct arena *a, const struct memref *view, const struct memref *to)
{
	struct memref *m = ARENA_NEW(a, struct memref);
	*m = *view;
	m->base_name = to->base_name;
	m->base = to->base;
	return m;
}

static void rt_apply_var(struct var *v, void *ctx)
{
	struct rt *r = ctx;
	if (v->id < r->n_vars && r->plan[v->id] && v->type->memref != r->plan[v->id])
		v->type = mp_with_memref(r->a, v->type, r->plan[v->id]);
}

/* Views of a retyped tile follow it, in statement order (a view of a view
 * after its source). */
static bool rt_follow_views(struct stmt *s, void *ctx)
{
	struct rt *r = ctx;
	if (s->kind != ST_ASSIGN || !s->u.assign.value || s->u.assign.value->kind != EX_CALL)
		return true;
	const struct expr *e = s->u.assign.value;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	struct var *v = s->u.assign.var;
	if (!(so->flags & OP_FLAG_MASK(no_execution_memory_access)) || so->out_mem != OM_inherit ||
	    !e->u.call.args.n || e->u.call.args.v[0]->kind != EX_VAR || v->type->kind != TY_TILE ||
	    !v->type->memref || v->id >= r->n_vars)
		return true;
	const struct var *src = e->u.call.args.v[0]->u.var;
	const struct memref *was = src->id < r->n_vars ? r->before[src->id] : NULL;
	const struct memref *now = src->type->kind == TY_TILE ? src->type->memref : NULL;
	if (!was || !now || was->base_name == now->base_name ||
	    v->type->memref->base_name != was->base_name)
		return true;
	r->before[v->id] = v->type->memref;
	v->type = mp_with_memref(r->a, v->type, rt_rebase(r->a, v->type->memref, now));
	return true;
}

static void rt_note_before(struct var *v, void *ctx)
{
	struct rt *r = ctx;
	if (v->id < r->n_vars && r->plan[v->id] && v->type->kind == TY_TILE)
		r->before[v->id] = v->type->memref;
}

static void retarget_carries(struct program *p, struct function *f)
{
	struct rt r = {.a = p->arena, .n_vars = p->n_vars};
	uint32_t n = r.n_vars ? r.n_vars : 1;
	r.def = xcalloc(n, sizeof *r.def);
	r.plan = xcalloc(n, sizeof *r.plan);
	r.before = xcalloc(n, sizeof *r.before);
	r.busy = xcalloc(n, 1);
	rt_number(&r, f->body, -1);
	rt_build_tree(&r);
	rt_loops(&r, f->body);
	if (r.n_j) {
		mp_each_def(f, rt_note_before, &r);
		mp_each_def(f, rt_apply_var, &r);
		ir_walk_stmts(f->body, rt_follow_views, &r);
	}
	free(r.def);
	free(r.plan);
	free(r.before);
	free(r.busy);
	free(r.jvar);
	free(r.jprev);
	free(r.ev);
	free(r.tree);
	free(r.deftree);
	free(r.loop_end);
	free(r.loop_begin);
	free(r.loop_up);
}

struct retarget {
	struct msa *m;
	struct arena *a;
};

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *r = ctx;
	int id = ident_of_var(r->m, v);
	if (id < 0)
		return;
	uint32_t root = find(r->m, (uint32_t)id);
	struct memref *mr = r->m->lt.v[root].mr;
	const struct memref *own = v->type->memref;
	if (own == mr)
		return;
	/* in MemoryReuse, a view of its own buffer whose MemRef writes the
	 * offset in another form (0 where the buffer has pl.const(0, pl.INT64))
	 * keeps its MemRef, as the reference prints it: the window is the same */
	if (r->m->reuse && (uint32_t)id == root && own && own->offset != mr->offset &&
	    !(own->offset && mr->offset && ir_expr_equal_exact(own->offset, mr->offset)))
		return;
	v->type = mp_with_memref(r->a, v->type, mr);
}

/* Each var once, even when several statements name it as their result. */
static void member_var(struct var *v, void *ctx)
{
	struct msa *m = ctx;
	int id = ident_of_var(m, v);
	if (id >= 0 && (v->id >= m->cap_next || m->var_of[v->id] != v))
		add_member(m, v, (uint32_t)id);
}

/* What f holds that this pass acts on (ties): tiles carried by a loop or
 * merged by an if, in-place tile results, tiles of an author's region; and
 * (carry) a for loop carrying a tile, whose producers may be retargeted.
 * Tensors and scalars never share a buffer here. */
struct work {
	bool ties, carry;
	bool carry_only; /* only `carry` is asked: the assignments are not looked at */
};

static bool tile_var(const struct var *v)
{
	return v && v->type->kind == TY_TILE;
}

static bool find_work(struct stmt *s, void *ctx)
{
	struct work *w = ctx;
	switch (s->kind) {
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			w->carry |= tile_var(s->u.loop.iter[i].var);
		w->ties |= w->carry;
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			w->ties |= tile_var(s->u.wloop.iter[i].var);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			w->ties |= tile_var(s->u.cond.return_vars[i]);
		break;
	case ST_ASSIGN: {
		if (w->carry_only)
			break;
		const struct expr *v = s->u.assign.value;
		const struct type *t = s->u.assign.var->type;
		w->ties |= v && v->kind == EX_CALL && spec_ops[v->u.call.op].reuses_input >= 0 &&
			   t->kind == TY_TILE;
		/* the tiles of an author's region are one buffer: they take its
		 * first MemRef (retarget_var) */
		w->ties |= t->kind == TY_TILE && t->memref && t->memref->author;
		break;
	}
	default:
		break;
	}
	return !w->carry;
}

/* Whether l holds what the walk is asked for (`carry`, else `ties`): found
 * in pre-order, find_work's flags are set as ir_walk_stmts would leave them
 * for what the caller reads, and the walk stops at the first. */
static bool find_work_list(struct stmt_list l, struct work *w)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_ASSIGN && w->carry_only)
			continue;
		find_work(s, w);
		if (w->carry_only ? w->carry : w->ties)
			return true;
		struct stmt_list *kids[2];
		int n = s->kind >= ST_FOR && s->kind <= ST_SCOPE ? ir_stmt_children(s, kids) : 0;
		for (int k = 0; k < n; k++)
			if (find_work_list(*kids[k], w))
				return true;
	}
	return false;
}

/* A loop's results are its carried buffers: a result typed with another
 * buffer (printed IR types it from the yielded value) takes its iter arg's, as
 * InitMemRef gives it, before the classes are made; tied to the yielded
 * value's buffer instead, the producer would overwrite the iter arg while the
 * body still reads it. */
static bool carry_results(struct stmt *s, void *ctx)
{
	struct arena *a = ctx;
	if (s->kind != ST_FOR && s->kind != ST_WHILE)
		return true; /* statements are allocated at their kind's size */
	uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rets = s->kind == ST_FOR ? s->u.loop.return_vars : s->u.wloop.return_vars;
	for (uint32_t i = 0; i < n; i++) {
		struct var *iv = it[i].var, *rv = rets[i];
		if (tile_var(iv) && tile_var(rv) && iv->type->memref && rv->type->memref &&
		    iv->type->mem == rv->type->mem && rv->type->memref != iv->type->memref &&
		    !rt_same_window(rv->type->memref, iv->type->memref))
			rv->type = mp_with_memref(a, rv->type, iv->type->memref);
	}
	return true;
}

/* Phase one (every planner): the producers of loop-carried values are
 * retargeted onto their iter args' buffers, as the reference does.  Phase two
 * (`ties`): the loop-carried, if-merged and in-place tiles are made one
 * buffer each, with the moves that keeps data intact; the pypto planner makes
 * them at the start of MemoryReuse (the reference reconciles them there, after
 * this pass), the planners that skip MemoryReuse here. */
static bool run_function(struct program *p, struct function *f, unsigned op_move,
			 uint32_t move_mems, bool retarget, bool ties, bool reuse, bool *changed)
{
	/* without ties, only a loop carrying a tile is acted on (it ties too) */
	struct work w = {.carry_only = !ties};
	find_work_list(f->body, &w);
	if (!w.ties || (!ties && !w.carry))
		return true; /* nothing to tie: every buffer stays as it is */
	*changed = true;
	if (retarget && w.carry)
		retarget_carries(p, f);
	if (!ties)
		return true;
	struct msa m = {.p = p, .op_move = op_move, .move_mems = move_mems, .ok = true, .next = class_tables.next,
			.var_of = class_tables.var_of, .cap_next = class_tables.cap, .f = f,
			.first_copy = p->n_vars, .reuse = reuse};
	pu_names_lazy(&m.names, f);
	ir_walk_stmts(f->body, carry_results, p->arena);
	mp_lifetimes_compute(p, f, &m.lt);
	uint32_t n = m.lt.n ? m.lt.n : 1;
	m.parent = xmalloc(n * sizeof *m.parent);
	m.head = xmalloc(n * sizeof *m.head);
	m.tail = xmalloc(n * sizeof *m.tail);
	m.ext = xmalloc(n * sizeof *m.ext);
	for (uint32_t i = 0; i < m.lt.n; i++) {
		m.parent[i] = i;
		m.head[i] = m.tail[i] = -1;
		m.ext[i] = (struct extent){.lo = UINT32_MAX};
	}
	mp_each_def(f, member_var, &m);
	walk_list(&m, &f->body);
	order_copies(&m, f);
	struct retarget r = {&m, p->arena};
	mp_each_def(f, retarget_var, &r);
	pu_names_free(&m.names);
	free(m.parent);
	free(m.head);
	free(m.tail);
	free(m.ext);
	for (size_t i = 0; i < m.members.n; i++) {
		const struct var *v = m.members.items[i];
		class_tables.next[v->id] = -1;
		class_tables.var_of[v->id] = NULL;
	}
	vec_free(&m.members);
	mp_lifetimes_free(&m.lt);
	return m.ok;
}

static bool run_program(struct program *p, const be_t *be, bool retarget, bool ties, bool reuse,
			bool *changed)
{
	bool ok = true;
	unsigned op_move = pu_op_by_rule(TR_move, OK_tile);
	uint32_t move_mems = ptoas_op_result_mems(be, op_move);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			ok &= run_function(p, f, op_move, move_mems, retarget, ties, reuse, changed);
	}
	return ok;
}

bool pass_materialize_semantic_aliases(struct pass_ctx *ctx, struct program *p)
{
	bool changed = false;
	bool ok = run_program(p, ctx->backend, true, pm_planner_skips(ctx->planner, PASS_memory_reuse), false,
			      &changed);
	ctx->unchanged = !changed;
	return ok;
}

bool mp_tie_semantic_aliases(struct program *p, const struct spec_backend *be, bool *changed)
{
	return run_program(p, be, false, true, true, changed);
}
