/* MaterializeSemanticAliases: puts the tiles that must be one buffer on one MemRef: loop-carried
 * tiles (init, iter arg, yielded value, return var), if results (both yields, return var) and
 * in-place results (`reuses_input`); a yielded value or loop init whose data would clash with that
 * buffer's is moved into it instead, just before the yield or the loop, the moves of one yield or
 * loop ordered as a parallel copy.  Buffers merged away keep their alloc statements, as the
 * reference keeps them (MemoryReuse drops the unused ones).  requires: SplitIncoreOrch,
 * IncoreTileOps, HasMemRefs, TileOps2D, NormalizedStmtStructure.  produces: NormalizedStmtStructure */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memplan_util.h"
#include "pass.h"
#include "passutil.h"
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
	struct pu_names names;
	unsigned op_move;
	bool ok;
	struct function *f;
	uint32_t first_copy;   /* vars with this id or above were made by this pass */
	int32_t *reads;        /* [lt.n] by class root: copies of a run reading it */
	int32_t *writer;       /* [lt.n] by class root: the copy of a run writing it, -1 */
	struct stmt_buf allocs; /* buffers made for the copies that break cycles */
	unsigned next_buf;     /* number for the next buffer name, 0 = not looked up */
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
static void copy_before_yield(struct msa *m, struct stmt_list *body, uint32_t i, uint32_t root)
{
	struct arena *a = m->p->arena;
	struct stmt *y = body->v[body->n - 1];
	struct expr *val = y->u.ret.values.v[i];
	struct var *src = val->u.var;
	const struct mp_at *at = mp_stmt_at(&m->lt, y);
	if (!at)
		die("MaterializeSemanticAliases: yield without a position");
	struct stmt *mv = new_move(m, src, val->span, src->name, "phi", src->type->mem, y->span);
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

/* Value i of the yield ending `body` joins the class of `target`. */
static void join_yield(struct msa *m, int target, struct stmt_list *body, uint32_t i)
{
	if (target < 0 || !body->n || body->v[body->n - 1]->kind != ST_YIELD)
		return;
	struct expr_list vals = body->v[body->n - 1]->u.ret.values;
	int b = i < vals.n ? ident_of_expr(m, vals.v[i]) : -1;
	if (b < 0)
		return;
	uint32_t x = find(m, (uint32_t)target), y = find(m, (uint32_t)b);
	if (x == y || m->lt.v[x].space != m->lt.v[y].space)
		return;
	if (classes_interfere(m, x, y))
		copy_before_yield(m, body, i, x);
	else
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
	if (m->lt.v[x].space != m->lt.v[y].space || classes_interfere(m, x, y))
		copy_before_loop(m, loop, it, x, pre);
	else
		link(m, x, y);
}

static void carried(struct msa *m, struct stmt *loop, uint32_t n, struct iter_arg *it,
		    struct var **rets, struct stmt_list *body, struct stmt_buf *pre)
{
	for (uint32_t i = 0; i < n; i++) {
		int a = ident_of_var(m, it[i].var);
		unite(m, a, ident_of_var(m, rets[i]));
		join_yield(m, a, body, i);
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
			int r = ident_of_var(m, s->u.cond.return_vars[i]);
			join_yield(m, r, &s->u.cond.then_body, i);
			join_yield(m, r, &s->u.cond.else_body, i);
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
	if (v->type->memref != mr)
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

static bool run_function(struct program *p, struct function *f, unsigned op_move)
{
	struct msa m = {.p = p, .op_move = op_move, .ok = true, .next = class_tables.next,
			.var_of = class_tables.var_of, .cap_next = class_tables.cap, .f = f,
			.first_copy = p->n_vars};
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
	pu_names_init(&m.names, f);
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

bool pass_materialize_semantic_aliases(struct pass_ctx *ctx, struct program *p)
{
	bool ok = true;
	unsigned op_move = pu_op_by_rule(TR_move, OK_tile);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			ok &= run_function(p, f, op_move);
	}
	return ok;
}
