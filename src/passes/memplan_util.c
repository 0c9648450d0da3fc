/* Helpers shared by the memory-planning passes: sizes, MemRef construction,
 * alloc statements, and buffer lifetimes (see memplan_util.h). */
#include "memplan_util.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passutil.h"
#include "util.h"

bool mp_is_incore(const struct function *f)
{
	return f->kind == FK_InCore || f->kind == FK_AIC || f->kind == FK_AIV || f->kind == FK_Opaque;
}

bool mp_type_bytes(const struct type *t, uint64_t *bytes)
{
	*bytes = 0;
	if (t->kind != TY_TILE && t->kind != TY_TENSOR)
		return false;
	uint64_t elems = 1;
	bool fits = true;
	for (uint32_t i = 0; i < t->shape.n; i++) {
		int64_t d;
		if (!ir_expr_is_const_int(t->shape.v[i], &d) || d < 0)
			return false;
		fits = fits && size_mul(elems, (uint64_t)d, &elems);
	}
	int64_t e = fits && elems <= INT64_MAX ? (int64_t)elems : -1;
	if (e < 0 || !size_of_shape(&e, 1, dtype_infos[t->dtype].storage_bits, NULL, bytes))
		*bytes = UINT64_MAX;
	return true;
}

/* The tile-level op of a type rule: the tensor and distributed levels share
 * rules (tensor.reshape, pld.tensor.alloc_window_buffer) but memory planning
 * rewrites tile programs. */
int mp_op_with_rule(enum type_rule r)
{
	/* found once per rule: the op tables are constant (+ 2: 0 not yet found) */
	static int found[TR_COUNT];
	if ((unsigned)r < TR_COUNT && found[r])
		return found[r] - 2;
	int op = -1;
	for (unsigned i = 0; i < spec_n_ops && op < 0; i++)
		if (spec_ops[i].type_rule.kind == r && spec_ops[i].level == OL_tile)
			op = (int)i;
	if ((unsigned)r < TR_COUNT)
		found[r] = op + 2;
	return op;
}

struct memref *mp_new_memref_shared(struct arena *a, struct mp_leaves *lv, struct var *base,
				    const char *name, uint64_t size, struct span sp)
{
	struct memref *m = ARENA_NEW(a, struct memref);
	m->base = base;
	m->base_name = base ? base->name : name;
	if (!lv->zero)
		lv->zero = ir_new_int(a, 0, DT_INT64, sp);
	m->offset = lv->zero;
	m->size = size;
	return m;
}

struct memref *mp_new_memref(struct arena *a, struct var *base, const char *name, uint64_t size,
			     struct span sp)
{
	struct mp_leaves lv = {0};
	return mp_new_memref_shared(a, &lv, base, name, size, sp);
}

#ifndef MP_SIDE_AFTER
#define MP_SIDE_AFTER ((size_t)1 << 20)
#endif
struct arena *mp_side(struct program *p)
{
	return p->arena->total >= MP_SIDE_AFTER ? arena_side(p->arena) : p->arena;
}

struct stmt *mp_new_alloc_shared(struct program *p, struct mp_leaves *lv, const char *name,
				 enum memspace ms, uint64_t size, struct span sp)
{
	static int alloc_op = -2;
	if (alloc_op == -2)
		alloc_op = mp_op_with_rule(TR_ptr_alloc);
	if (alloc_op < 0)
		die("the op tables define no tile allocation op");
	struct arena *a = p->arena;
	/* the first call of these leaves in the arena: its kwargs are shared */
	struct arena *sa = lv->alloc_kwargs ? mp_side(p) : a;
	struct var *pv = ir_new_var(p, name, VAR_LOCAL, ir_type_ptr(), sp);
	if (!lv->space[ms])
		lv->space[ms] = ir_new_enum(a, EN_MEM, ms, sp);
	unsigned k = 0;
	while (k < 4 && !(lv->size[k] && lv->size_of[k] == size))
		k++;
	if (k == 4) {
		k = lv->next_size++ % 4;
		lv->size[k] = ir_new_int(a, (int64_t)size, DT_INDEX, sp);
		lv->size_of[k] = size;
		lv->call[k] = NULL;
	}
	struct expr *call = sa != a ? lv->call[k] : NULL;
	if (!call || lv->call_ms[k] != ms || memcmp(&call->span, &sp, sizeof sp) != 0) {
		/* ir_new_call copies the operand list: it is built on the stack */
		struct expr *args[2] = {lv->space[ms], lv->size[k]};
		call = ir_new_call_kw(sa, (unsigned)alloc_op, (struct expr_list){2, args},
				      lv->alloc_kwargs, sp);
		lv->alloc_kwargs = call->u.call.kwargs;
		call->type = ir_type_ptr();
		lv->call[k] = call;
		lv->call_ms[k] = (uint8_t)ms;
	}
	return ir_new_assign(sa, pv, call, sp);
}

struct stmt *mp_new_alloc(struct program *p, const char *name, enum memspace ms, uint64_t size,
			  struct span sp)
{
	struct mp_leaves lv = {0};
	return mp_new_alloc_shared(p, &lv, name, ms, size, sp);
}

size_t mp_buffer_name(char *out, size_t n, enum memspace ms, unsigned k)
{
	/* written by hand: InitMemRef names one buffer per tile, and snprintf
	 * cost more than the rest of the buffer; each space's `mem_<space>_`
	 * is spelled once */
	static char prefix[MS_COUNT][32];
	static uint8_t prefix_len[MS_COUNT];
	ASSERT((unsigned)ms < MS_COUNT);
	unsigned m = (unsigned)ms;
	if (!prefix_len[m]) {
		const char *sn = memspace_names[m];
		size_t i = 0;
		for (const char *p = "mem_"; *p; p++)
			prefix[m][i++] = *p;
		for (; *sn && i + 2 < sizeof prefix[m]; sn++)
			prefix[m][i++] = (char)tolower((unsigned char)*sn);
		prefix[m][i++] = '_';
		prefix_len[m] = (uint8_t)i;
	}
	if (!n)
		return 0;
	char digits[20];
	size_t nd = (size_t)(put_u64(digits, k) - digits);
	size_t i = prefix_len[m] < n - 1 ? prefix_len[m] : n - 1;
	memcpy(out, prefix[m], i);
	if (nd > n - 1 - i)
		nd = n - 1 - i;
	memcpy(out + i, digits, nd);
	i += nd;
	out[i] = 0;
	return i;
}

size_t mp_buffer_name_next(char *name, size_t len, size_t n)
{
	/* the trailing nines become zeros in place (a few bytes: no memset) */
	size_t i = len;
	while (i > 0 && name[i - 1] == '9')
		name[--i] = '0';
	if (i > 0 && name[i - 1] >= '0' && name[i - 1] < '9') {
		name[i - 1]++;
		return len;
	}
	/* all nines (mp_buffer_name writes at least one digit): one more digit */
	if (i == len || len + 2 > n) {
		for (; i < len; i++) /* the name unchanged */
			name[i] = '9';
		return 0;
	}
	name[i] = '1';
	name[len] = '0';
	name[len + 1] = 0;
	return len + 1;
}

const struct type *mp_with_memref(struct arena *a, const struct type *t, struct memref *mr)
{
	struct type *c = ir_type_clone(a, t);
	c->memref = mr;
	return c;
}

static size_t retype_size(const struct mp_retype *r)
{
	return (size_t)r->n * MP_RETYPE_WAYS * sizeof(const struct type *);
}

void mp_retype_init(struct mp_retype *r, uint32_t n)
{
	/* written at the buffers' entries only: a large function's tables
	 * stay mostly untouched */
	r->n = n ? n : 1;
	r->from = sparse_zalloc(retype_size(r));
	r->to = sparse_zalloc(retype_size(r));
}

void mp_retype_free(struct mp_retype *r)
{
	sparse_free(r->from, retype_size(r));
	sparse_free(r->to, retype_size(r));
}

/* Whether x and y are equal but for their MemRefs: a quick look at what
 * tiles of one buffer usually share (kind, dtype, space, constant dims, one
 * view), else ir_type_equal. */
static bool equal_but_memref(const struct type *x, const struct type *y)
{
	if (x == y)
		return true;
	if (x->kind != y->kind || x->dtype != y->dtype || x->mem != y->mem ||
	    x->shape.n != y->shape.n)
		return false;
	bool quick = x->view == y->view && x->tview == y->tview && x->distributed == y->distributed &&
		     !x->n_elems && !y->n_elems;
	if (quick && x->shape.v == y->shape.v)
		return true;
	for (uint32_t i = 0; i < x->shape.n; i++) {
		const struct expr *a = x->shape.v[i], *b = y->shape.v[i];
		/* constant dims that differ: unequal (shapes compare exactly),
		 * as a [16, 64] tile joining a [16, 1] vector's buffer finds */
		if (a != b && a->kind == EX_INT && b->kind == EX_INT && a->u.i != b->u.i)
			return false;
		quick = quick && (a == b || (a->kind == EX_INT && b->kind == EX_INT &&
					     a->u.i == b->u.i && a->dtype == b->dtype));
	}
	if (quick)
		return true;
	struct type tmp = *x; /* x but for its MemRef */
	tmp.memref = y->memref;
	return ir_type_equal(&tmp, y);
}

const struct type *mp_retype(struct arena *a, struct mp_retype *r, uint32_t k,
			     const struct type *t, struct memref *mr)
{
	if (k >= r->n)
		return mp_with_memref(a, t, mr);
	const struct type **from = r->from + (size_t)k * MP_RETYPE_WAYS;
	const struct type **to = r->to + (size_t)k * MP_RETYPE_WAYS;
	for (unsigned w = 0; w < MP_RETYPE_WAYS && to[w]; w++)
		if (to[w]->memref == mr && equal_but_memref(t, from[w]))
			return to[w];
	/* the newest first: the oldest type made for k is forgotten */
	const struct type *c = mp_with_memref(a, t, mr);
	memmove(from + 1, from, (MP_RETYPE_WAYS - 1) * sizeof *from);
	memmove(to + 1, to, (MP_RETYPE_WAYS - 1) * sizeof *to);
	from[0] = t;
	to[0] = c;
	return c;
}

struct memref *mp_expr_memref(const struct expr *e)
{
	if (!e || e->kind != EX_VAR)
		return NULL;
	const struct type *t = e->u.var->type;
	return (t->kind == TY_TILE || t->kind == TY_TENSOR) ? t->memref : NULL;
}

/* The var statement s assigns a call of op `alloc_op` to, or NULL. */
static inline struct var *alloc_var(const struct stmt *s, int alloc_op)
{
	if (s->kind != ST_ASSIGN || !s->u.assign.value)
		return NULL;
	const struct expr *v = s->u.assign.value;
	if (v->kind != EX_CALL || (int)v->u.call.op != alloc_op)
		return NULL;
	return s->u.assign.var;
}

static int alloc_op(void)
{
	static int op = -2;
	if (op == -2)
		op = mp_op_with_rule(TR_ptr_alloc);
	return op;
}

struct var *mp_alloc_stmt_var(const struct stmt *s)
{
	return alloc_var(s, alloc_op());
}

static int by_var_id(const void *x, const void *y)
{
	uint32_t a = (*(const struct var *const *)x)->id, b = (*(const struct var *const *)y)->id;
	return (a > b) - (a < b);
}

struct var **mp_pinned_ptrs_of(struct stmt *const *stmts, uint32_t n_stmts, uint32_t *n)
{
	/* the alloc op's `pinned` kwarg, found once: every tile's alloc is looked at */
	static int pinned_kw = -2;
	if (pinned_kw == -2) {
		int op = mp_op_with_rule(TR_ptr_alloc);
		pinned_kw = op < 0 ? -1 : ir_kwarg_index((unsigned)op, "pinned");
	}
	struct var **v = NULL;
	*n = 0;
	int op = alloc_op();
	for (uint32_t i = 0; i < n_stmts && pinned_kw >= 0; i++) {
		struct var *pv = alloc_var(stmts[i], op);
		const struct kwval *kw = pv ? &stmts[i]->u.assign.value->u.call.kwargs[pinned_kw] : NULL;
		if (!kw || !kw->present || !kw->i)
			continue;
		if (!v)
			v = xmalloc(n_stmts * sizeof *v);
		v[(*n)++] = pv;
	}
	if (v)
		qsort(v, *n, sizeof *v, by_var_id);
	return v;
}

struct var **mp_pinned_ptrs(const struct function *f, uint32_t *n)
{
	return mp_pinned_ptrs_of(f->body.v, f->body.n, n);
}

bool mp_is_pinned(struct var *const *pinned, uint32_t n, const struct var *ptr)
{
	if (!ptr || !n)
		return false;
	const struct var *key = ptr;
	return bsearch(&key, pinned, n, sizeof *pinned, by_var_id) != NULL;
}

/* ---- defs ------------------------------------------------------------------- */

struct each_def {
	mp_var_fn fn;
	void *ctx;
	mp_stmt_fn stmt_fn; /* or NULL */
	void *stmt_ctx;
};

static void each_def_list(struct stmt_list l, struct each_def *d);
static inline bool lives_in_slot(const struct expr *value);

static void each_def_stmt(struct stmt *s, struct each_def *d)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		/* a pop's result is its pipe slot, unless the author placed it
		 * in a buffer of the function (a MemRef on its type); an
		 * alloc's Ptr var is no def the callers look at */
		const struct type *t = s->u.assign.var->type;
		if ((t->kind == TY_TILE && t->memref) ||
		    (t->kind != TY_PTR && !lives_in_slot(s->u.assign.value)))
			d->fn(s->u.assign.var, d->ctx);
		break;
	}
	case ST_FOR:
		if (s->u.loop.loop_var)
			d->fn(s->u.loop.loop_var, d->ctx);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			d->fn(s->u.loop.iter[i].var, d->ctx);
		each_def_list(s->u.loop.body, d);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			d->fn(s->u.loop.return_vars[i], d->ctx);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			d->fn(s->u.wloop.iter[i].var, d->ctx);
		each_def_list(s->u.wloop.body, d);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			d->fn(s->u.wloop.return_vars[i], d->ctx);
		break;
	case ST_IF:
		each_def_list(s->u.cond.then_body, d);
		each_def_list(s->u.cond.else_body, d);
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			d->fn(s->u.cond.return_vars[i], d->ctx);
		break;
	case ST_SCOPE:
		if (s->u.scope.var)
			d->fn(s->u.scope.var, d->ctx);
		each_def_list(s->u.scope.body, d);
		break;
	default:
		break;
	}
}

static void each_def_list(struct stmt_list l, struct each_def *d)
{
	for (uint32_t i = 0; i < l.n; i++) {
		if (d->stmt_fn)
			d->stmt_fn(l.v[i], d->stmt_ctx);
		each_def_stmt(l.v[i], d);
	}
}

/* Per op, built once: 1 = a pipe pop (its result is the slot), 2 = a view
 * (touches no memory, result in the input's space). */
static const uint8_t *slot_roles(void)
{
	static uint8_t role[OP_COUNT + 1];
	static bool ready;
	if (!ready) {
		ready = true;
		for (unsigned i = 0; i < spec_n_ops && i < OP_COUNT; i++) {
			const struct spec_op *so = &spec_ops[i];
			if (so->cross_core_role && strcmp(so->cross_core_role, "TPop") == 0)
				role[i] = 1;
			else if ((so->flags & OP_FLAG_MASK(no_execution_memory_access)) &&
				 so->out_mem == OM_inherit)
				role[i] = 2;
		}
	}
	return role;
}

static inline bool lives_in_slot(const struct expr *value)
{
	if (!value || value->kind != EX_CALL)
		return false;
	uint8_t role = slot_roles()[value->u.call.op];
	if (role != 2)
		return role == 1;
	/* a view (no memory touched, the input's space) of a slot tile */
	if (!value->u.call.args.n)
		return false;
	const struct expr *a = value->u.call.args.v[0];
	if (a->kind != EX_VAR)
		return false;
	const struct type *t = a->u.var->type;
	return t->kind == TY_TILE && !t->memref && t->mem != MS_DDR;
}

bool mp_lives_in_slot(const struct expr *value)
{
	return lives_in_slot(value);
}

void mp_each_def(struct function *f, mp_var_fn fn, void *ctx)
{
	mp_each_def_and_stmt(f, fn, ctx, NULL, NULL);
}

void mp_each_def_and_stmt(struct function *f, mp_var_fn fn, void *ctx, mp_stmt_fn stmt_fn,
			  void *stmt_ctx)
{
	struct each_def d = {fn, ctx, stmt_fn, stmt_ctx};
	for (uint32_t i = 0; i < f->n_params; i++)
		fn(f->params[i].var, ctx);
	each_def_list(f->body, &d);
}

/* ---- pruning dead allocs ------------------------------------------------------ */

struct prune {
	uint8_t *used; /* [n_vars] */
};


void mp_drop_allocs(struct program *p, struct function *f, const uint8_t *used)
{
	uint32_t k = 0;
	int op = alloc_op();
	for (uint32_t i = 0; i < f->body.n; i++) {
		struct var *pv = alloc_var(f->body.v[i], op);
		if (pv && pv->id < p->n_vars && !used[pv->id])
			continue;
		f->body.v[k++] = f->body.v[i];
	}
	f->body.n = k;
}

/* Moving what the side arena holds into the arena: the copies made so far
 * by original (an open-addressing map; `cap` a power of two, at most half
 * full), so that an object shared before is shared after. */
enum { SETTLE_RECENT = 256 };
struct settle {
	struct arena *a;
	const void **from;
	void **to;
	size_t n, cap;
	/* the types settled lately and their results, direct-mapped by
	 * address: tiles alike share their type, and a statement's var and
	 * its expressions take turns */
	const struct type *recent[SETTLE_RECENT], *recent_to[SETTLE_RECENT];
	/* the side arena's blocks, (start, end) pairs by ascending start:
	 * whether an object is there is a binary search, not a walk of the
	 * blocks */
	uintptr_t *blocks;
	size_t n_blocks;
	uintptr_t min, max; /* the first block's start, the largest end */
};

static int by_address(const void *x, const void *y)
{
	uintptr_t a = *(const uintptr_t *)x, b = *(const uintptr_t *)y;
	return a < b ? -1 : a > b;
}

/* Fills st's block table from the side arena of st->a. */
static void settle_blocks(struct settle *st)
{
	size_t n = 0;
	for (const struct arena_block *b = st->a->side->head; b; b = b->next)
		n++;
	uintptr_t *v = xmalloc((2 * n + 1) * sizeof *v);
	n = 0;
	for (const struct arena_block *b = st->a->side->head; b; b = b->next, n++) {
		v[2 * n] = (uintptr_t)b->data;
		v[2 * n + 1] = (uintptr_t)(b->data + b->used);
	}
	qsort(v, n, 2 * sizeof *v, by_address);
	st->blocks = v;
	st->n_blocks = n;
	st->min = n ? v[0] : 0;
	st->max = 0;
	for (size_t k = 0; k < n; k++)
		if (v[2 * k + 1] > st->max)
			st->max = v[2 * k + 1];
}

/* Whether p lies in memory the side arena handed out (arena_side_holds). */
static inline bool settle_side_holds(const struct settle *st, const void *p)
{
	uintptr_t q = (uintptr_t)p;
	if (q < st->min || q >= st->max)
		return false;
	size_t lo = 0, hi = st->n_blocks; /* the first block starting past q */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (st->blocks[2 * mid] <= q)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo && q < st->blocks[2 * (lo - 1) + 1];
}

/* The copy of side object p of n bytes in the arena, made once. */
static void *settle_copy(struct settle *st, const void *p, size_t n)
{
	if (2 * (st->n + 1) > st->cap) {
		size_t cap = st->cap ? 2 * st->cap : 256;
		const void **from = xcalloc(cap, sizeof *from);
		void **to = xmalloc(cap * sizeof *to);
		for (size_t i = 0; i < st->cap; i++) {
			if (!st->from[i])
				continue;
			size_t j = ptr_hash(st->from[i]) & (cap - 1);
			while (from[j])
				j = (j + 1) & (cap - 1);
			from[j] = st->from[i];
			to[j] = st->to[i];
		}
		free(st->from);
		free(st->to);
		st->from = from;
		st->to = to;
		st->cap = cap;
	}
	size_t j = ptr_hash(p) & (st->cap - 1);
	for (; st->from[j]; j = (j + 1) & (st->cap - 1))
		if (st->from[j] == p)
			return st->to[j];
	void *c = arena_alloc(st->a, n);
	memcpy(c, p, n);
	st->from[j] = p;
	st->to[j] = c;
	st->n++;
	return c;
}

/* t, or its copy in the arena when it is in the side arena; a type in the
 * arena has its MemRef and tuple items moved in place. */
static const struct type *settle_type(struct settle *st, const struct type *t);

/* settle_type of a type not met lately. */
static const struct type *settle_type_slow(struct settle *st, const struct type *t, size_t r)
{
	struct type *c = (struct type *)t;
	if (settle_side_holds(st, t))
		c = settle_copy(st, t, sizeof *t);
	if ((c->kind == TY_TILE || c->kind == TY_TENSOR) && c->memref &&
	    settle_side_holds(st, c->memref))
		c->memref = settle_copy(st, c->memref, sizeof *c->memref);
	for (uint32_t i = 0; c->kind == TY_TUPLE && i < c->n_elems; i++) {
		const struct type *e = settle_type(st, c->elems[i]);
		if (e != c->elems[i])
			c->elems[i] = (struct type *)e;
	}
	st->recent[r] = t;
	st->recent_to[r] = c;
	return c;
}

static inline const struct type *settle_type(struct settle *st, const struct type *t)
{
	/* what memory planning makes there: tile and tensor types with a MemRef
	 * (give_memref's); one without a MemRef (a call's result type, the
	 * most) is neither there nor refers there */
	if (!t || (t->kind != TY_TUPLE && ((t->kind != TY_TILE && t->kind != TY_TENSOR) || !t->memref)))
		return t;
	size_t r = ptr_hash(t) & (SETTLE_RECENT - 1);
	if (t == st->recent[r])
		return st->recent_to[r];
	return settle_type_slow(st, t, r);
}

static void settle_def(struct var *v, struct stmt *s, void *ctx)
{
	(void)s;
	v->type = settle_type(ctx, v->type);
}

static bool settle_expr(struct expr *e, void *ctx)
{
	e->type = settle_type(ctx, e->type);
	return true;
}

/* The statement *sp when it is in the side arena: a copy in the arena,
 * with its value (and a call's operand list and kwargs) copied too. */
static void settle_stmt(struct settle *st, struct stmt **sp)
{
	struct arena *a = st->a;
	struct stmt *s = *sp;
	/* only allocs are made there (mp_new_alloc_shared) */
	if (!mp_alloc_stmt_var(s) || !settle_side_holds(st, s))
		return;
	s = *sp = ir_stmt_copy(a, s);
	struct expr **vp = s->kind == ST_ASSIGN ? &s->u.assign.value
			   : s->kind == ST_EVAL ? &s->u.eval.value : NULL;
	if (!vp)
		return;
	/* the call may be shared by allocs alike (struct mp_leaves) */
	struct expr *e = *vp = ir_expr_copy(a, *vp);
	if (e->kind != EX_CALL)
		return;
	e->u.call.args = ir_expr_list_copy(a, e->u.call.args);
	unsigned nk = spec_ops[e->u.call.op].n_kwargs;
	if (nk && arena_side_holds(a, e->u.call.kwargs)) {
		struct kwval *kw = ARENA_ARRAY(a, struct kwval, nk);
		memcpy(kw, e->u.call.kwargs, nk * sizeof *kw);
		e->u.call.kwargs = kw;
	}
}

/* A compound expression below a call settled as ir_walk_expr walks it: a
 * list of leaves (a load's offsets and shape) without the walk. */
static void settle_compound_operand(struct settle *st, struct expr *x)
{
	if (x->kind == EX_LIST) {
		struct expr_list l = x->u.list;
		uint32_t k = 0;
		while (k < l.n && (!l.v[k] || l.v[k]->kind <= EX_SYMBOL))
			k++;
		if (k == l.n) {
			settle_expr(x, st);
			for (k = 0; k < l.n; k++)
				if (l.v[k])
					settle_expr(l.v[k], st);
			return;
		}
	}
	ir_walk_expr(x, settle_expr, st);
}

/* A leaf (the most operands: a var, a constant) settled in place, without
 * a call. */
static inline void settle_operand(struct settle *st, struct expr *x)
{
	if (!x)
		return;
	if (x->kind <= EX_SYMBOL)
		x->type = settle_type(st, x->type);
	else
		settle_compound_operand(st, x);
}

/* Call e and the expressions below it settled in ir_walk_expr's order: the
 * call, its operands, its attrs. */
static void settle_call(struct settle *st, struct expr *e)
{
	settle_expr(e, st);
	struct expr_list l = e->u.call.args;
	for (uint32_t i = 0; i < l.n; i++)
		settle_operand(st, l.v[i]);
	struct attr_list al = e->u.call.attrs;
	for (uint32_t i = 0; i < al.n; i++)
		settle_operand(st, al.v[i].value);
}

/* One statement of the walk, already settled itself (its list's slot
 * rewritten by its parent, or before the walk at the top): its bodies'
 * statements settled, then the types of the vars it defines and of the
 * expressions it holds. */
static bool settle_walk(struct stmt *s, void *ctx)
{
	struct settle *st = ctx;
	if (s->kind >= ST_FOR && s->kind <= ST_SCOPE) {
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			for (uint32_t i = 0; i < kids[k]->n; i++)
				settle_stmt(st, &kids[k]->v[i]);
	}
	if (s->kind == ST_ASSIGN) {
		/* the most common statement, a call of leaves, without the walk */
		settle_def(s->u.assign.var, s, st);
		struct expr *e = s->u.assign.value;
		if (e && e->kind == EX_CALL) {
			settle_call(st, e);
			return true;
		}
	} else {
		pu_stmt_defs(s, settle_def, st);
	}
	ir_stmt_exprs(s, settle_expr, st);
	return true;
}

void mp_settle_allocs(struct program *p)
{
	struct arena *a = p->arena;
	if (!a->side)
		return;
	struct settle st = {.a = a};
	settle_blocks(&st);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		struct stmt_list *body = &fn->body;
		for (uint32_t i = 0; i < fn->n_rets; i++)
			fn->rets[i] = settle_type(&st, fn->rets[i]);
		for (uint32_t i = 0; i < fn->n_params; i++)
			settle_def(fn->params[i].var, NULL, &st);
		for (uint32_t i = 0; i < body->n; i++)
			settle_stmt(&st, &body->v[i]);
		ir_walk_stmts(*body, settle_walk, &st);
	}
	free(st.from);
	free(st.to);
	free(st.blocks);
	arena_side_free(a);
}

bool mp_mark_base(const struct var *v, uint8_t *used)
{
	const struct type *t = v->type;
	if ((t->kind != TY_TILE && t->kind != TY_TENSOR) || !t->memref || !t->memref->base ||
	    used[t->memref->base->id])
		return false;
	used[t->memref->base->id] = 1;
	return true;
}

static void mark_base(struct var *v, void *ctx)
{
	struct prune *pr = ctx;
	mp_mark_base(v, pr->used);
}

void mp_prune_allocs(struct program *p, struct function *f)
{
	struct prune pr = {xcalloc(p->n_vars ? p->n_vars : 1, 1)};
	mp_each_def(f, mark_base, &pr);
	mp_drop_allocs(p, f, pr.used);
	free(pr.used);
}

/* ---- lifetimes ---------------------------------------------------------------- */

struct loop_span {
	uint32_t start, end; /* end: LOOP_OPEN while the walk is inside the loop */
};
#define LOOP_OPEN UINT32_MAX

/* The exit of a loop reads iter arg `iter` at the loop's header (position
 * `pos`) when its return var `ret` is used. */
struct exit_read {
	uint32_t iter, ret, pos;
};

struct lt_walk {
	struct mp_lifetimes *lt;
	enum mp_detail detail;
	mp_call_fn call_fn;        /* called on every call on the way, or NULL */
	void *call_ctx;
	/* whether the expressions are walked: identities alone read none, so
	 * MP_IDENTS without call_fn visits the statements and their defs only */
	bool reads;
	int32_t *base_ident;       /* [n_vars]: identity of a Ptr base var */
	uint32_t *bases;           /* the base ids set in base_ident */
	uint32_t n_bases, cap_bases;
	uint32_t cap;
	int32_t *ext_loop;         /* [cap]: by identity, the loop its last use
				      extends to, or -1 */
	bool mapped;               /* v and ext_loop on sparse pages, of cap */
	uint32_t pos;
	struct loop_span *loops;   /* every loop of the function */
	uint32_t n_loops, cap_loops;
	uint32_t *stack;           /* enclosing loops, outermost first */
	uint32_t depth, cap_stack;
	int32_t branch;            /* innermost if-branch being walked, -1 */
	struct exit_read *exits;   /* the iter args a loop's exit reads */
	uint32_t n_exits, cap_exits;
	bool defs;                 /* lt->defs is filled (mp_lifetimes_compute_defs) */
};

/* Per-var tables indexed by var id, kept from one function to the next:
 * sized once for the program, and only the entries a function touched are
 * reset afterwards, so a program of many functions costs time linear in
 * its size, not functions x vars.  One lifetimes object at a time uses
 * them; a nested one gets its own tables. */
static struct {
	bool in_use;
	struct mp_lifetimes t; /* var tables only; t.n_vars = capacity */
	int32_t *base_ident;
} scratch;

static void grow_scratch(uint32_t n);
static void use_scratch(struct mp_lifetimes *lt, uint32_t n_vars);

static void push_u32(uint32_t **v, uint32_t *n, uint32_t *cap, uint32_t x)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	(*v)[(*n)++] = x;
}

/* Frees the var tables grow_vars made (lt->n_vars 0 again). */
static void free_vars(struct mp_lifetimes *lt)
{
	free(lt->var_ident);
	free(lt->var_def);
	free(lt->var_branch);
	free(lt->var_stmt);
	free(lt->var_uses);
	free(lt->var_loop);
	lt->var_ident = lt->var_branch = lt->var_uses = lt->var_loop = NULL;
	lt->var_def = NULL;
	lt->var_stmt = NULL;
	lt->n_vars = 0;
}

/* Sizes the per-var arrays for `n` vars; new entries have no identity. */
static void grow_vars(struct mp_lifetimes *lt, uint32_t n)
{
	uint32_t old = lt->n_vars, cap = n ? n : 1;
	lt->var_ident = xrealloc(lt->var_ident, cap * sizeof *lt->var_ident);
	lt->var_def = xrealloc(lt->var_def, cap * sizeof *lt->var_def);
	lt->var_branch = xrealloc(lt->var_branch, cap * sizeof *lt->var_branch);
	lt->var_stmt = xrealloc(lt->var_stmt, cap * sizeof *lt->var_stmt);
	lt->var_uses = xrealloc(lt->var_uses, cap * sizeof *lt->var_uses);
	lt->var_loop = xrealloc(lt->var_loop, cap * sizeof *lt->var_loop);
	for (uint32_t i = old; i < n; i++)
		lt->var_ident[i] = -1;
	lt->n_vars = n;
}

static int by_stmt(const void *x, const void *y)
{
	uintptr_t a = (uintptr_t)((const struct mp_at *)x)->s;
	uintptr_t b = (uintptr_t)((const struct mp_at *)y)->s;
	return a < b ? -1 : a > b;
}

/* A tile var naming a buffer.  DDR ones are walked too: a buffer is in DDR
 * when any of its vars is (an Opaque function's tile parameter, whose loop
 * iter args and results share its MemRef with their own or no memory
 * space), and such buffers are dropped after the walk. */
static bool planned(const struct type *t)
{
	return t->kind == TY_TILE && t->memref;
}

/* Whether MemRefs a and b name the same buffer.  With a Ptr base, the same
 * window of that allocation: the same base at the same offset (and slot);
 * the windows an author carves out of one pl.tile.alloc are buffers of their
 * own.  A quoted base without a Ptr (pl.MemRef("name", slots=2)[i], a region
 * the author places) is one buffer whatever its slots. */
static bool same_window(const struct memref *a, const struct memref *b)
{
	if (a == b)
		return true;
	if (!a->base || !b->base)
		return !a->base && !b->base && a->base_name == b->base_name;
	return a->base == b->base && a->slots == b->slots && ir_offset_equal(a->offset, b->offset) &&
	       ir_offset_equal(a->slot_index, b->slot_index);
}

int mp_lifetimes_find(const struct mp_lifetimes *lt, const struct memref *mr)
{
	for (uint32_t i = 0; i < lt->n; i++)
		if (same_window(lt->v[i].mr, mr))
			return (int)i;
	return -1;
}

static int find_ident(struct lt_walk *w, const struct memref *mr)
{
	if (mr->base && mr->base->id < w->lt->n_vars) {
		/* the windows of one base, most often just one */
		for (int32_t k = w->base_ident[mr->base->id]; k >= 0; k = w->lt->v[k].next_win)
			if (same_window(w->lt->v[k].mr, mr))
				return k;
		return -1;
	}
	/* Bases without a Ptr var (author-written names) are rare: search. */
	return mp_lifetimes_find(w->lt, mr);
}

struct memref *mp_rebase_view(struct arena *a, const struct memref *own, const struct memref *ident,
			      const struct memref *to)
{
	int64_t at, io, to_off = 0;
	if (own->base != ident->base || own->offset == ident->offset ||
	    ir_offset_equal(own->offset, ident->offset) ||
	    !own->offset || !ir_expr_is_const_int(own->offset, &at) ||
	    !ir_expr_is_const_int(ident->offset, &io) ||
	    (to->offset && !ir_expr_is_const_int(to->offset, &to_off)) || at < io ||
	    !i64_add(to_off, at - io, &at))
		return NULL;
	struct memref *m = ARENA_NEW(a, struct memref);
	*m = *to;
	m->size = own->size;
	m->offset = ir_new_int(a, at, to->offset ? ir_expr_type(to->offset)->dtype : DT_INDEX, own->offset->span);
	return m;
}

/* A view (tile.slice ...) of a tile in another window of its input's base
 * (a slice at an offset): a part of its input's buffer, not one of its own,
 * so it joins the input's identity; -1 otherwise. */
static int view_ident(struct lt_walk *w, const struct memref *mr, const struct stmt *s)
{
	if (!s || s->kind != ST_ASSIGN || !s->u.assign.value || s->u.assign.value->kind != EX_CALL ||
	    !mr->base)
		return -1;
	const struct expr *e = s->u.assign.value;
	if (slot_roles()[e->u.call.op] != 2 || !e->u.call.args.n || e->u.call.args.v[0]->kind != EX_VAR)
		return -1;
	const struct var *src = e->u.call.args.v[0]->u.var;
	if (!planned(src->type) || src->id >= w->lt->n_vars || src->type->memref->base != mr->base)
		return -1;
	return w->lt->var_ident[src->id];
}

#ifndef MP_MAP_IDENTS
#define MP_MAP_IDENTS ((size_t)2 << 20)
#endif
/* Room for twice the identities (the mapped tables move to the heap). */
static void grow_idents(struct lt_walk *w)
{
	struct mp_lifetimes *lt = w->lt;
	uint32_t cap = w->cap ? 2 * w->cap : 16;
	if (!w->mapped) {
		lt->v = xrealloc(lt->v, cap * sizeof *lt->v);
		w->ext_loop = xrealloc(w->ext_loop, cap * sizeof *w->ext_loop);
	} else {
		struct mp_ident *v = xmalloc(cap * sizeof *v);
		int32_t *ext = xmalloc(cap * sizeof *ext);
		memcpy(v, lt->v, lt->n * sizeof *v);
		memcpy(ext, w->ext_loop, lt->n * sizeof *ext);
		sparse_free(lt->v, w->cap * sizeof *lt->v);
		sparse_free(w->ext_loop, w->cap * sizeof *w->ext_loop);
		lt->v = v;
		w->ext_loop = ext;
		lt->v_map = 0;
		w->mapped = false;
	}
	w->cap = cap;
}

/* Whether v is a def mp_lifetimes_compute_defs lists without a tile
 * buffer: one whose type names an alloc's Ptr var anyway (a tensor's
 * MemRef with a base), as mp_each_def would visit it. */
static bool listed_other(const struct var *v, const struct stmt *s)
{
	const struct type *t = v->type;
	return (t->kind == TY_TILE || t->kind == TY_TENSOR) && t->memref && t->memref->base &&
	       (!s || s->kind != ST_ASSIGN || !lives_in_slot(s->u.assign.value));
}

static __attribute__((noinline)) void grow_defs(struct mp_lifetimes *lt)
{
	lt->cap_defs = lt->cap_defs ? 2 * lt->cap_defs : 64;
	lt->defs = xrealloc(lt->defs, lt->cap_defs * sizeof *lt->defs);
}

static inline void push_def(struct mp_lifetimes *lt, struct var *v)
{
	if (lt->n_defs == lt->cap_defs)
		grow_defs(lt);
	lt->defs[lt->n_defs++] = v;
}

static void def_var(struct lt_walk *w, struct var *v, struct stmt *s)
{
	if (!planned(v->type) || v->id >= w->lt->n_vars) {
		if (w->defs && listed_other(v, s))
			push_def(w->lt, v);
		return;
	}
	if (w->defs)
		push_def(w->lt, v);
	struct memref *mr = v->type->memref;
	int id = view_ident(w, mr, s);
	if (id < 0)
		id = find_ident(w, mr);
	if (id < 0) {
		struct mp_lifetimes *lt = w->lt;
		if (lt->n == w->cap)
			grow_idents(w);
		id = (int)lt->n++;
		w->ext_loop[id] = -1;
		lt->v[id] = (struct mp_ident){
			.mr = mr, .space = v->type->mem, .size = mr->size, .def = w->pos,
			.end = w->pos, .next_win = -1,
			.def_stmt = (s && s->kind == ST_ASSIGN && s->u.assign.var == v) ? s : NULL,
		};
		if (mr->base && mr->base->id < lt->n_vars) {
			int32_t *head = &w->base_ident[mr->base->id];
			if (*head < 0)
				push_u32(&w->bases, &w->n_bases, &w->cap_bases, mr->base->id);
			lt->v[id].next_win = *head;
			*head = id;
		}
	}
	struct mp_ident *I = &w->lt->v[id];
	if (mr->size > I->size)
		I->size = mr->size;
	/* the space a placed var gives; DDR, once seen, stays */
	if (I->space != MS_DDR && (v->type->mem == MS_DDR || I->space == MS_COUNT))
		I->space = v->type->mem;
	struct mp_lifetimes *lt = w->lt;
	bool again = lt->var_ident[v->id] >= 0;
	lt->var_ident[v->id] = id;
	if (again) /* a var assigned twice: live from its first definition */
		return;
	push_u32(&lt->touched, &lt->n_touched, &lt->cap_touched, v->id);
	lt->var_stmt[v->id] = (s && s->kind == ST_ASSIGN && s->u.assign.var == v) ? s : NULL;
	if (w->detail != MP_VARS) /* the var-level columns stay untouched */
		return;
	lt->var_def[v->id] = w->pos;
	lt->var_branch[v->id] = w->branch;
	lt->var_uses[v->id] = -1;
	lt->var_loop[v->id] = -1;
}

static void add_use(struct mp_lifetimes *lt, uint32_t var, uint32_t pos)
{
	if (lt->n_uses == lt->cap_uses) {
		lt->cap_uses = lt->cap_uses ? 2 * lt->cap_uses : 64;
		lt->uses = xrealloc(lt->uses, lt->cap_uses * sizeof *lt->uses);
	}
	lt->uses[lt->n_uses] = (struct mp_use){pos, lt->var_uses[var]};
	lt->var_uses[var] = (int32_t)lt->n_uses++;
}

/* The outermost loop around the current position that starts at or after
 * position `def` (`strict`: after it), or -1. */
static int32_t outer_loop_after(const struct lt_walk *w, uint32_t def, bool strict)
{
	for (uint32_t k = 0; k < w->depth; k++) {
		uint32_t L = w->stack[k];
		if (strict ? def < w->loops[L].start : def <= w->loops[L].start)
			return (int32_t)L;
	}
	return -1;
}

/* A use of var `v` inside loops defined after it: it is live around the
 * outermost of them (the back edge reads it again).  Loops one after another
 * each get that use: the use at the end of a loop that has been left is
 * added now, as the var moves on to the next loop.  An iter arg is defined
 * at its own loop's header and is not carried by that loop (each trip
 * defines it anew). */
static void var_use(struct lt_walk *w, const struct var *v)
{
	struct mp_lifetimes *lt = w->lt;
	add_use(lt, v->id, w->pos);
	int32_t L = outer_loop_after(w, lt->var_def[v->id], true);
	int32_t cur = lt->var_loop[v->id];
	if (L < 0 || L == cur)
		return;
	/* cur is either an inner loop of L (still open) or a loop already left */
	if (cur >= 0 && w->loops[cur].end != LOOP_OPEN)
		add_use(lt, v->id, w->loops[cur].end);
	lt->var_loop[v->id] = L;
}

static bool use_expr(struct expr *e, void *ctx)
{
	struct lt_walk *w = ctx;
	if (e->kind == EX_CALL && w->call_fn)
		w->call_fn(e, w->call_ctx);
	if (e->kind != EX_VAR)
		return true;
	if (w->detail == MP_IDENTS)
		return false;
	struct var *v = e->u.var;
	if (v->id >= w->lt->n_vars || w->lt->var_ident[v->id] < 0)
		return false;
	struct mp_ident *I = &w->lt->v[w->lt->var_ident[v->id]];
	if (w->pos > I->end)
		I->end = w->pos;
	if (w->detail == MP_VARS)
		var_use(w, v);
	/* Live across iterations of the outermost enclosing loop that started
	 * after the buffer was defined (an iter arg's buffer is defined at the
	 * loop header and counts as carried).  Uses come in position order, so
	 * the loop around the latest one is the one that ends last: an earlier
	 * loop around an earlier use either encloses it (and is found again) or
	 * has been left, ending before this use. */
	int32_t L = outer_loop_after(w, I->def, false);
	if (L >= 0)
		w->ext_loop[I - w->lt->v] = L;
	return false;
}

/* A node below a value `use` walks, as ir_walk_expr(x, use_expr) would: a
 * var used, a compound node walked, other leaves skipped (use_expr does
 * nothing with them). */
static inline void use_node(struct lt_walk *w, struct expr *x)
{
	if (!x)
		return;
	if (x->kind == EX_VAR) {
		if (w->detail != MP_IDENTS) /* identities read no use */
			use_expr(x, w);
	} else if (x->kind > EX_SYMBOL) {
		ir_walk_expr(x, use_expr, w);
	}
}

/* An operand of a call: a list (a shape) item by item, else as use_node
 * (use_expr does nothing with the list itself). */
static inline void use_operand(struct lt_walk *w, struct expr *x)
{
	if (x && x->kind == EX_LIST) {
		struct expr_list items = x->u.list;
		for (uint32_t k = 0; k < items.n; k++)
			use_node(w, items.v[k]);
		return;
	}
	use_node(w, x);
}

/* ir_walk_expr(e, use_expr) without the generic walk for the common values:
 * a call is seen and then its operands and attrs in order (read after
 * call_fn, as the walk reads them), a list its items. */
static void use(struct lt_walk *w, struct expr *e)
{
	if (!w->reads)
		return;
	if (e && e->kind == EX_LIST) {
		use_operand(w, e);
		return;
	}
	if (!e || e->kind != EX_CALL) {
		ir_walk_expr(e, use_expr, w);
		return;
	}
	if (w->call_fn)
		w->call_fn(e, w->call_ctx);
	struct expr_list args = e->u.call.args;
	struct attr_list attrs = e->u.call.attrs;
	for (uint32_t k = 0; k < args.n; k++)
		use_operand(w, args.v[k]);
	for (uint32_t k = 0; k < attrs.n; k++)
		use_operand(w, attrs.v[k].value);
}

static void use_stmt(struct lt_walk *w, struct stmt *s)
{
	if (w->reads)
		ir_stmt_exprs(s, use_expr, w);
}

static void push_loop(struct lt_walk *w)
{
	if (w->n_loops == w->cap_loops) {
		w->cap_loops = w->cap_loops ? 2 * w->cap_loops : 8;
		w->loops = xrealloc(w->loops, w->cap_loops * sizeof *w->loops);
	}
	if (w->depth == w->cap_stack) {
		w->cap_stack = w->cap_stack ? 2 * w->cap_stack : 8;
		w->stack = xrealloc(w->stack, w->cap_stack * sizeof *w->stack);
	}
	w->loops[w->n_loops] = (struct loop_span){w->pos, LOOP_OPEN};
	w->stack[w->depth++] = w->n_loops++;
}

static void pop_loop(struct lt_walk *w)
{
	w->loops[w->stack[--w->depth]].end = w->pos;
}

static void walk_list(struct lt_walk *w, struct stmt_list l);

static int32_t new_branch(struct lt_walk *w, int32_t parent, bool then)
{
	struct mp_lifetimes *lt = w->lt;
	if (lt->n_br == lt->cap_br) {
		lt->cap_br = lt->cap_br ? 2 * lt->cap_br : 8;
		lt->br = xrealloc(lt->br, lt->cap_br * sizeof *lt->br);
	}
	lt->br[lt->n_br] = (struct mp_branch){0, 0, parent, then};
	return (int32_t)lt->n_br++;
}

static void record_at(struct lt_walk *w, const struct stmt *s)
{
	struct mp_lifetimes *lt = w->lt;
	if (lt->n_at == lt->cap_at) {
		lt->cap_at = lt->cap_at ? 2 * lt->cap_at : 8;
		lt->at = xrealloc(lt->at, lt->cap_at * sizeof *lt->at);
	}
	lt->at[lt->n_at++] = (struct mp_at){s, w->pos, w->branch};
}

static void walk_loop(struct lt_walk *w, struct stmt *s, uint32_t n_iter, struct iter_arg *iter,
		      struct var **rets, struct stmt_list body, struct expr *cond)
{
	record_at(w, s);
	for (uint32_t i = 0; i < n_iter; i++)
		use(w, iter[i].init);
	push_loop(w);
	uint32_t head = w->pos;
	for (uint32_t i = 0; i < n_iter; i++)
		def_var(w, iter[i].var, NULL);
	if (cond)
		use(w, cond);
	w->pos++;
	walk_list(w, body);
	pop_loop(w);
	struct mp_lifetimes *lt = w->lt;
	for (uint32_t i = 0; i < n_iter; i++) {
		def_var(w, rets[i], NULL);
		struct var *it = iter[i].var, *r = rets[i];
		if (!it || !r || it->id >= lt->n_vars || r->id >= lt->n_vars ||
		    lt->var_ident[it->id] < 0 || lt->var_ident[r->id] < 0)
			continue;
		if (w->n_exits == w->cap_exits) {
			w->cap_exits = w->cap_exits ? 2 * w->cap_exits : 8;
			w->exits = xrealloc(w->exits, w->cap_exits * sizeof *w->exits);
		}
		w->exits[w->n_exits++] = (struct exit_read){it->id, r->id, head};
	}
	w->pos++;
}

static void walk_stmt(struct lt_walk *w, struct stmt *s)
{
	switch (s->kind) {
	case ST_FOR:
		use(w, s->u.loop.start);
		use(w, s->u.loop.stop);
		use(w, s->u.loop.step);
		walk_loop(w, s, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars,
			  s->u.loop.body, NULL);
		break;
	case ST_WHILE:
		walk_loop(w, s, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			  s->u.wloop.body, s->u.wloop.cond);
		break;
	case ST_IF: {
		use(w, s->u.cond.cond);
		w->pos++;
		int32_t outer = w->branch, tb = new_branch(w, outer, true);
		w->branch = tb;
		walk_list(w, s->u.cond.then_body);
		uint32_t es = w->pos;
		w->branch = new_branch(w, outer, false);
		walk_list(w, s->u.cond.else_body);
		w->lt->br[tb].else_start = es;
		w->lt->br[tb].else_end = w->pos;
		w->branch = outer;
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			def_var(w, s->u.cond.return_vars[i], NULL);
		w->pos++;
		break;
	}
	case ST_SCOPE:
		if (w->defs && s->u.scope.var && listed_other(s->u.scope.var, NULL))
			push_def(w->lt, s->u.scope.var);
		use_stmt(w, s);
		w->pos++;
		walk_list(w, s->u.scope.body);
		break;
	case ST_ASSIGN: {
		struct expr *e = s->u.assign.value;
		if (w->reads && e && e->kind == EX_CALL && (int)e->u.call.op == alloc_op()) {
			/* an alloc (most statements before MemoryReuse drops them):
			 * scalar operands, a Ptr var, nothing a lifetime reads */
			if (w->call_fn)
				w->call_fn(e, w->call_ctx);
			w->pos++;
			break;
		}
		use(w, e);
		def_var(w, s->u.assign.var, s);
		w->pos++;
		break;
	}
	default:
		if (s->kind == ST_YIELD)
			record_at(w, s);
		use_stmt(w, s);
		w->pos++;
		break;
	}
}

static void walk_list(struct lt_walk *w, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		walk_stmt(w, l.v[i]);
}

/* Removes the DDR buffers from lt: only on-chip buffers are planned.  Their
 * vars get no identity; the window chains skip them. */
static void drop_ddr(struct mp_lifetimes *lt)
{
	uint32_t m = 0;
	for (uint32_t i = 0; i < lt->n; i++)
		m += lt->v[i].space != MS_DDR;
	if (m == lt->n)
		return;
	/* to[i]: the new number of identity i, -1 when dropped; skip[i]: for a
	 * dropped one, the new number of the next kept window of its chain */
	int32_t *to = xmalloc(2 * lt->n * sizeof *to), *skip = to + lt->n;
	m = 0;
	for (uint32_t i = 0; i < lt->n; i++) {
		int32_t nw = lt->v[i].next_win; /* made before i: already renumbered */
		nw = nw < 0 ? -1 : to[nw] >= 0 ? to[nw] : skip[nw];
		to[i] = -1;
		skip[i] = nw;
		if (lt->v[i].space == MS_DDR)
			continue;
		lt->v[i].next_win = nw;
		to[i] = (int32_t)m;
		lt->v[m++] = lt->v[i];
	}
	for (uint32_t k = 0; k < lt->n_touched; k++) {
		uint32_t v = lt->touched[k];
		if (lt->var_ident[v] >= 0)
			lt->var_ident[v] = to[lt->var_ident[v]];
	}
	free(to);
	lt->n = m;
}

static void compute(struct program *p, struct function *f, struct mp_lifetimes *lt,
		    enum mp_detail detail, mp_call_fn call_fn, void *call_ctx, bool defs)
{
	*lt = (struct mp_lifetimes){0};
	struct lt_walk w = {.lt = lt, .detail = detail, .branch = -1, .call_fn = call_fn,
			    .call_ctx = call_ctx, .reads = detail != MP_IDENTS || call_fn, .defs = defs};
	if (!scratch.in_use) {
		grow_scratch(p->n_vars);
		if (!scratch.base_ident) { /* given back after a large walk */
			size_t nb = (scratch.t.n_vars ? scratch.t.n_vars : 1) * sizeof *scratch.base_ident;
			scratch.base_ident = xmalloc(nb);
			memset(scratch.base_ident, 0xff, nb);
		}
		scratch.in_use = true;
		lt->cached = true;
		use_scratch(lt, p->n_vars);
		w.base_ident = scratch.base_ident;
	} else {
		grow_vars(lt, p->n_vars);
		uint32_t nv = p->n_vars ? p->n_vars : 1;
		w.base_ident = xmalloc(nv * sizeof(int32_t));
		memset(w.base_ident, 0xff, nv * sizeof(int32_t));
	}
	/* a large function's identities (at most one per var but for vars
	 * defined again, rare) on pages written only as they are made: grown
	 * by doubling, copies of them would stay in the heap */
	if ((size_t)p->n_vars * sizeof *lt->v >= MP_MAP_IDENTS) {
		w.cap = p->n_vars;
		w.mapped = true;
		lt->v_map = w.cap;
		lt->v = sparse_zalloc(w.cap * sizeof *lt->v);
		w.ext_loop = sparse_zalloc(w.cap * sizeof *w.ext_loop);
	} else if (f->body.n > 16) {
		/* room for an identity per top-level statement at once: a
		 * kernel's tiles are mostly defined there, and the doubling
		 * would copy the table again and again */
		uint32_t cap = f->body.n < p->n_vars ? f->body.n : p->n_vars;
		w.cap = cap > 16 ? cap : 16;
		lt->v = xmalloc(w.cap * sizeof *lt->v);
		w.ext_loop = xmalloc(w.cap * sizeof *w.ext_loop);
	}
	if (defs) {
		/* room for a def per top-level statement and parameter at once:
		 * a kernel's tiles are mostly defined there */
		lt->cap_defs = f->body.n + f->n_params + 64;
		lt->defs = xmalloc(lt->cap_defs * sizeof *lt->defs);
	}
	for (uint32_t i = 0; i < f->n_params; i++)
		def_var(&w, f->params[i].var, NULL);
	w.pos = 1;
	if (defs) {
		int op = alloc_op();
		for (uint32_t i = 0; i < f->body.n; i++) {
			struct stmt *s = f->body.v[i];
			if (alloc_var(s, op)) {
				ARRAY_RESERVE(lt->allocs, lt->n_allocs, lt->cap_allocs, 16);
				lt->allocs[lt->n_allocs++] = s;
			}
			walk_stmt(&w, s);
		}
	} else {
		walk_list(&w, f->body);
	}
	for (uint32_t i = 0; i < lt->n; i++) {
		struct mp_ident *I = &lt->v[i];
		int32_t L = w.ext_loop[i];
		if (L >= 0 && w.loops[L].end > I->end)
			I->end = w.loops[L].end;
	}
	if (w.mapped)
		sparse_free(w.ext_loop, w.cap * sizeof *w.ext_loop);
	else
		free(w.ext_loop);
	for (uint32_t k = 0; detail == MP_VARS && k < lt->n_touched; k++) {
		uint32_t v = lt->touched[k];
		if (lt->var_loop[v] >= 0)
			add_use(lt, v, w.loops[lt->var_loop[v]].end);
	}
	/* The exit reads the iter args whose return vars are used, at the
	 * header: iter args of one loop both read (in the body, or through
	 * their return vars) hold different values there.  A read at the
	 * definition's own position extends no lifetime. */
	for (uint32_t k = 0; detail == MP_VARS && k < w.n_exits; k++)
		if (lt->var_uses[w.exits[k].ret] >= 0)
			add_use(lt, w.exits[k].iter, w.exits[k].pos);
	free(w.exits);
	if (lt->n_at) /* qsort of a NULL array is undefined even when empty */
		qsort(lt->at, lt->n_at, sizeof *lt->at, by_stmt);
	drop_ddr(lt);
	if (lt->cached && w.mapped) {
		/* read only by the walk: its pages are not kept under the
		 * caller's tables */
		free(scratch.base_ident);
		scratch.base_ident = NULL;
	} else if (lt->cached)
		for (uint32_t k = 0; k < w.n_bases; k++)
			w.base_ident[w.bases[k]] = -1;
	else
		free(w.base_ident);
	free(w.bases);
	free(w.loops);
	free(w.stack);
}

void mp_lifetimes_compute_detail(struct program *p, struct function *f, struct mp_lifetimes *lt,
				 enum mp_detail detail, mp_call_fn call_fn, void *call_ctx)
{
	compute(p, f, lt, detail, call_fn, call_ctx, false);
}

void mp_lifetimes_compute_defs(struct program *p, struct function *f, struct mp_lifetimes *lt,
			       enum mp_detail detail, mp_call_fn call_fn, void *call_ctx)
{
	compute(p, f, lt, detail, call_fn, call_ctx, true);
}

void mp_lifetimes_compute_visiting(struct program *p, struct function *f,
				   struct mp_lifetimes *lt, mp_call_fn call_fn, void *call_ctx)
{
	mp_lifetimes_compute_detail(p, f, lt, MP_VARS, call_fn, call_ctx);
}

void mp_lifetimes_compute(struct program *p, struct function *f, struct mp_lifetimes *lt)
{
	mp_lifetimes_compute_detail(p, f, lt, MP_VARS, NULL, NULL);
}

void mp_lifetimes_free(struct mp_lifetimes *lt)
{
	if (lt->v_map)
		sparse_free(lt->v, lt->v_map * sizeof *lt->v);
	else
		free(lt->v);
	if (lt->cached) {
		for (uint32_t k = 0; k < lt->n_touched; k++)
			lt->var_ident[lt->touched[k]] = -1;
		scratch.in_use = false;
	} else {
		free_vars(lt);
	}
	free(lt->touched);
	free(lt->defs);
	free(lt->allocs);
	free(lt->uses);
	free(lt->br);
	free(lt->at);
	*lt = (struct mp_lifetimes){0};
}

/* Whether position u can follow position p of branch b without a back
 * edge: not when p is in a then-branch and u in that if's else-branch. */
static bool reaches(const struct mp_lifetimes *lt, int32_t b, uint32_t u)
{
	for (; b >= 0; b = lt->br[b].parent)
		if (lt->br[b].then && u >= lt->br[b].else_start && u < lt->br[b].else_end)
			return false;
	return true;
}

bool mp_live_after(const struct mp_lifetimes *lt, const struct var *v, uint32_t p, int32_t branch)
{
	if (v->id >= lt->n_vars || lt->var_ident[v->id] < 0)
		return false;
	for (int32_t k = lt->var_uses[v->id]; k >= 0; k = lt->uses[k].next)
		if (lt->uses[k].pos > p && reaches(lt, branch, lt->uses[k].pos))
			return true;
	return false;
}

uint32_t mp_last_use(const struct mp_lifetimes *lt, const struct var *v)
{
	uint32_t last = lt->var_def[v->id];
	for (int32_t k = lt->var_uses[v->id]; k >= 0; k = lt->uses[k].next)
		if (lt->uses[k].pos > last)
			last = lt->uses[k].pos;
	return last;
}

bool mp_used_at(const struct mp_lifetimes *lt, const struct var *v, uint32_t p)
{
	if (v->id >= lt->n_vars || lt->var_ident[v->id] < 0)
		return false;
	for (int32_t k = lt->var_uses[v->id]; k >= 0; k = lt->uses[k].next)
		if (lt->uses[k].pos == p)
			return true;
	return false;
}

const struct mp_at *mp_stmt_at(const struct mp_lifetimes *lt, const struct stmt *s)
{
	struct mp_at key = {s, 0, 0};
	return lt->n_at ? bsearch(&key, lt->at, lt->n_at, sizeof key, by_stmt) : NULL;
}

void mp_scratch_release(void)
{
	if (scratch.in_use)
		return;
	free(scratch.base_ident);
	scratch.base_ident = NULL;
	free_vars(&scratch.t);
}

/* Grows the scratch tables to `n` vars (new entries without identity). */
static void grow_scratch(uint32_t n)
{
	uint32_t old = scratch.t.n_vars;
	if (n <= old)
		return;
	grow_vars(&scratch.t, n);
	if (!scratch.base_ident)
		return; /* made whole when a walk needs it */
	scratch.base_ident = xrealloc(scratch.base_ident, n * sizeof *scratch.base_ident);
	memset(scratch.base_ident + old, 0xff, (n - old) * sizeof(int32_t));
}

/* Points a cached lifetimes object at the (possibly moved) scratch tables. */
static void use_scratch(struct mp_lifetimes *lt, uint32_t n_vars)
{
	lt->var_ident = scratch.t.var_ident;
	lt->var_def = scratch.t.var_def;
	lt->var_branch = scratch.t.var_branch;
	lt->var_stmt = scratch.t.var_stmt;
	lt->var_uses = scratch.t.var_uses;
	lt->var_loop = scratch.t.var_loop;
	lt->n_vars = n_vars;
}

void mp_lifetimes_add_var(struct mp_lifetimes *lt, const struct var *v, int ident,
			  const struct mp_at *at)
{
	if (v->id >= lt->n_vars) {
		if (lt->cached) {
			grow_scratch(v->id + 1);
			use_scratch(lt, v->id + 1);
		} else {
			grow_vars(lt, v->id + 1);
		}
	}
	if (lt->var_ident[v->id] < 0)
		push_u32(&lt->touched, &lt->n_touched, &lt->cap_touched, v->id);
	lt->var_ident[v->id] = ident;
	lt->var_def[v->id] = at->pos;
	lt->var_branch[v->id] = at->branch;
	lt->var_stmt[v->id] = NULL;
	lt->var_uses[v->id] = -1;
	lt->var_loop[v->id] = -1;
	add_use(lt, v->id, at->pos);
}

bool mp_result_may_alias(unsigned op, uint32_t k)
{
	const struct spec_op *so = &spec_ops[op];
	if (so->flags & OP_FLAG_MASK(not_inplace_safe))
		return false;
	return k >= 32 || !(so->forbid_output_alias & (1u << k));
}

/* ---- heap ---------------------------------------------------------------------- */

static bool heap_less(const struct mp_heap_item *x, const struct mp_heap_item *y)
{
	return x->key < y->key || (x->key == y->key && x->val < y->val);
}

void mp_heap_push(struct mp_heap *h, uint64_t key, uint32_t val)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 16;
		h->v = xrealloc(h->v, h->cap * sizeof *h->v);
	}
	uint32_t i = h->n++;
	h->v[i] = (struct mp_heap_item){key, val};
	while (i && heap_less(&h->v[i], &h->v[(i - 1) / 2])) {
		struct mp_heap_item t = h->v[i];
		h->v[i] = h->v[(i - 1) / 2];
		h->v[(i - 1) / 2] = t;
		i = (i - 1) / 2;
	}
}

void mp_heap_pop(struct mp_heap *h)
{
	ASSERT(h->n > 0);
	h->v[0] = h->v[--h->n];
	uint32_t i = 0;
	for (;;) {
		uint32_t l = 2 * i + 1, r = l + 1, m = i;
		if (l < h->n && heap_less(&h->v[l], &h->v[m]))
			m = l;
		if (r < h->n && heap_less(&h->v[r], &h->v[m]))
			m = r;
		if (m == i)
			break;
		struct mp_heap_item t = h->v[i];
		h->v[i] = h->v[m];
		h->v[m] = t;
		i = m;
	}
}

void mp_heap_free(struct mp_heap *h)
{
	free(h->v);
	*h = (struct mp_heap){0};
}
