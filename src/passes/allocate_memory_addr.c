/* AllocateMemoryAddr: gives every on-chip buffer a byte offset in its memory space (aligned as
 * the backend's SoC says) and reports a space whose buffers exceed its capacity.
 * requires: SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D.  produces: AllocatedMemoryAddr */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "memplan_util.h"
#include "pass.h"
#include "passutil.h"
#include "util.h"

/* Two placements:
 *  - pypto (after MemoryReuse): buffers that survived reuse are laid out one
 *    after the other per space, in the order of their base names compared as
 *    strings (mem_vec_10 before mem_vec_2, as the reference orders them),
 *    from the end of the space's last reserved pipe buffer.
 *  - dsa_rp (no MemoryReuse): buffers are placed in definition order, each at
 *    the lowest aligned offset that no buffer live at its definition covers;
 *    a result that may overwrite an operand dying at its definition (the
 *    in-place rule of MemoryReuse) takes that operand's offset when it fits.
 *    The live set is bounded by capacity / alignment, so this stays linear
 *    in the number of buffers times that bound.
 * Both place an allocation's windows at constant offsets (a tile and its
 * views, windows the author carves out) as one block that keeps their
 * offsets in it (group_windows).
 * Both keep clear of the function's reserved pipe buffers (reserve_buffer:
 * in Mat on the Cube, in Vec otherwise); one written without a base gets
 * the lowest aligned offset the others leave free, before any tile.
 * Without a backend there is no capacity check and offsets align to 32
 * bytes (one vector block). */
#define DEFAULT_ALIGN 32

struct reserved {
	int space;
	uint64_t lo, hi;
};

struct alloc {
	struct mp_lifetimes lt;
	const struct spec_backend *be;
	uint64_t *addr;                /* [n] */
	uint32_t *lead;                /* [n] the first window of its allocation */
	uint64_t *rel;                 /* [n] its byte offset in that allocation */
	uint64_t *span;                /* [n] for leads: bytes the allocation spans */
	uint32_t *gend;                /* [n] for leads: last use of any of its windows */
	uint8_t *dyn;                  /* [n] a slot of a declared allocation chosen at run
					  time: its offset is the allocation's plus its own */
	struct var **pinned;           /* the Ptr vars of declared allocations */
	uint32_t n_pinned;
	uint64_t peak[MS_COUNT];       /* bytes needed per space */
	struct reserved *res;          /* reserved pipe buffers */
	uint32_t n_res, cap_res;
};

static uint64_t align_of(const struct alloc *A, enum memspace ms)
{
	uint32_t al = A->be ? be_mem_alignment(A->be, ms) : 0;
	return al ? al : DEFAULT_ALIGN;
}

/* Placement arithmetic saturates (util.h): an offset or end that does not
 * fit is UINT64_MAX, past every capacity, so check_capacity reports it. */
static uint64_t align_up(uint64_t x, uint64_t al)
{
	return size_align_sat(x, al);
}

/* The first aligned offset from `off` where `size` bytes miss every
 * reserved range of `space`. */
static uint64_t skip_reserved(const struct alloc *A, int space, uint64_t off, uint64_t size, uint64_t al)
{
	for (bool moved = true; moved;) {
		moved = false;
		for (uint32_t k = 0; k < A->n_res; k++) {
			const struct reserved *r = &A->res[k];
			if (r->space == space && off < r->hi && r->lo < size_add_sat(off, size)) {
				off = align_up(r->hi, al);
				moved = true;
			}
		}
	}
	return off;
}

/* The windows of one allocation (one tile.alloc base) at constant offsets
 * (a view's window, a window the author carves out) move as one: the
 * allocation is placed once, spanning all of them, and each window keeps
 * its offset in it, as the reference places them.  A window at an offset
 * that is not a constant is placed on its own.  Windows are chained to the
 * earlier windows of their base (next_win), so the first one leads. */
struct alloc_size {
	const struct var *base;
	uint64_t size;
};

static int by_base(const void *x, const void *y)
{
	const struct var *a = ((const struct alloc_size *)x)->base;
	const struct var *b = ((const struct alloc_size *)y)->base;
	return a->id < b->id ? -1 : a->id > b->id;
}

/* The bytes of the function's allocations (the tile.alloc statements at the
 * top of its body, which its lifetime walk listed), sorted by base var for
 * lookup; *n gets their number. */
static struct alloc_size *alloc_sizes(const struct mp_lifetimes *lt, uint32_t *n)
{
	struct alloc_size *v = xmalloc((lt->n_allocs ? lt->n_allocs : 1) * sizeof *v);
	*n = 0;
	for (uint32_t i = 0; i < lt->n_allocs; i++) {
		const struct var *pv = mp_alloc_stmt_var(lt->allocs[i]);
		const struct expr *call = pv ? lt->allocs[i]->u.assign.value : NULL;
		int64_t size;
		if (call && call->u.call.args.n > 1 &&
		    ir_expr_is_const_int(call->u.call.args.v[1], &size) && size >= 0)
			v[(*n)++] = (struct alloc_size){pv, (uint64_t)size};
	}
	qsort(v, *n, sizeof *v, by_base);
	return v;
}

/* Whether window `I` lies at a constant offset inside its allocation
 * (*off gets it).  A program printed after placement carries absolute
 * offsets, which the allocation does not contain: such a window is placed
 * anew. */
static const struct alloc_size *size_of_base(const struct var *base, const struct alloc_size *sizes,
					    uint32_t n)
{
	struct alloc_size key = {base, 0};
	return n ? bsearch(&key, sizes, n, sizeof key, by_base) : NULL;
}

/* A window of a declared allocation at a run-time offset (a slot chosen
 * by a loop var) lies somewhere in it: it is placed with the allocation at
 * its start (*dyn), and keeps its own offset on top of the allocation's. */
static bool fixed_window(const struct alloc *A, const struct mp_ident *I,
			 const struct alloc_size *sizes, uint32_t n, int64_t *off, bool *dyn)
{
	*off = 0;
	*dyn = false;
	if (!I->mr->base)
		return false;
	const struct alloc_size *a = size_of_base(I->mr->base, sizes, n);
	if (I->mr->offset && !ir_expr_is_const_int(I->mr->offset, off)) {
		*off = 0;
		*dyn = a && mp_is_pinned(A->pinned, A->n_pinned, I->mr->base);
		return *dyn;
	}
	if (*off < 0)
		return false;
	return a && size_add_sat((uint64_t)*off, I->size) <= a->size;
}

static void group_windows(struct alloc *A)
{
	uint32_t n_sizes;
	struct alloc_size *sizes = alloc_sizes(&A->lt, &n_sizes);
	for (uint32_t i = 0; i < A->lt.n; i++) {
		const struct mp_ident *I = &A->lt.v[i];
		int64_t off;
		bool dyn, fixed = fixed_window(A, I, sizes, n_sizes, &off, &dyn);
		A->dyn[i] = dyn;
		if (!fixed)
			off = 0;
		int32_t w = I->next_win;
		while (w >= 0 && A->lead[w] != (uint32_t)w)
			w = (int32_t)A->lead[w];
		A->lead[i] = i;
		A->rel[i] = fixed ? (uint64_t)off : 0;
		A->gend[i] = I->end;
		if (fixed && w >= 0 && A->rel[w] != UINT64_MAX) {
			A->lead[i] = (uint32_t)w;
			if (size_add_sat(A->rel[i], I->size) > A->span[w])
				A->span[w] = size_add_sat(A->rel[i], I->size);
			if (I->end > A->gend[w])
				A->gend[w] = I->end;
			continue;
		}
		if (!fixed)
			A->rel[i] = UINT64_MAX; /* alone: never a lead of others */
		A->span[i] = size_add_sat(fixed ? A->rel[i] : 0, I->size);
	}
	/* a declared allocation spans all its slots, used or not */
	for (uint32_t i = 0; i < A->lt.n; i++) {
		const struct mp_ident *I = &A->lt.v[i];
		const struct alloc_size *a;
		if (A->lead[i] != i || A->rel[i] == UINT64_MAX ||
		    !mp_is_pinned(A->pinned, A->n_pinned, I->mr->base) ||
		    !(a = size_of_base(I->mr->base, sizes, n_sizes)))
			continue;
		if (a->size > A->span[i])
			A->span[i] = a->size;
	}
	free(sizes);
}

/* The offset of window i, its allocation being placed. */
static uint64_t window_addr(const struct alloc *A, uint32_t i)
{
	uint32_t l = A->lead[i];
	uint64_t base = A->addr[l] - (A->rel[l] == UINT64_MAX ? 0 : A->rel[l]);
	return A->rel[i] == UINT64_MAX ? A->addr[i] : size_add_sat(base, A->rel[i]);
}

/* Leads in the order the reference lays them out: by base name (as
 * strings: mem_vec_10 before mem_vec_2), first definition on ties. */
struct named {
	const char *name;
	uint32_t i;
};

static int by_name(const void *x, const void *y)
{
	const struct named *a = x, *b = y;
	int c = strcmp(a->name, b->name);
	return c ? c : (a->i > b->i) - (a->i < b->i);
}

static void place_sequential(struct alloc *A)
{
	/* tiles start past the last reserved buffer of their space, as the
	 * reference's sequential placement does */
	uint64_t cur[MS_COUNT] = {0};
	for (uint32_t k = 0; k < A->n_res; k++)
		if (A->res[k].hi > cur[A->res[k].space])
			cur[A->res[k].space] = A->res[k].hi;
	struct named *order = xmalloc((A->lt.n ? A->lt.n : 1) * sizeof *order);
	uint32_t n = 0;
	for (uint32_t i = 0; i < A->lt.n; i++)
		if (A->lead[i] == i)
			order[n++] = (struct named){A->lt.v[i].mr->base_name, i};
	qsort(order, n, sizeof *order, by_name);
	for (uint32_t k = 0; k < n; k++) {
		uint32_t i = order[k].i;
		const struct mp_ident *I = &A->lt.v[i];
		uint64_t al = align_of(A, I->space);
		uint64_t off = skip_reserved(A, I->space, align_up(cur[I->space], al), A->span[i], al);
		uint64_t rel = A->rel[i] == UINT64_MAX ? 0 : A->rel[i];
		A->addr[i] = size_add_sat(off, rel);
		cur[I->space] = size_add_sat(off, A->span[i]);
		if (cur[I->space] > A->peak[I->space])
			A->peak[I->space] = cur[I->space];
	}
	free(order);
	for (uint32_t i = 0; i < A->lt.n; i++)
		if (A->lead[i] != i)
			A->addr[i] = window_addr(A, i);
}

/* ---- dsa_rp ------------------------------------------------------------------ */

/* Where lead `id`'s allocation starts (its window may lie inside it). */
static uint64_t alloc_start(const struct alloc *A, uint32_t id)
{
	return A->addr[id] - (A->rel[id] == UINT64_MAX ? 0 : A->rel[id]);
}

struct live_set {
	uint32_t *v; /* identities, sorted by address */
	uint32_t n, cap;
};

static void live_remove(struct live_set *s, uint32_t id)
{
	for (uint32_t k = 0; k < s->n; k++)
		if (s->v[k] == id) {
			memmove(&s->v[k], &s->v[k + 1], (s->n - k - 1) * sizeof *s->v);
			s->n--;
			return;
		}
}

static void live_insert(struct alloc *A, struct live_set *s, uint32_t id)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	uint32_t k = s->n;
	while (k && alloc_start(A, s->v[k - 1]) > alloc_start(A, id)) {
		s->v[k] = s->v[k - 1];
		k--;
	}
	s->v[k] = id;
	s->n++;
}

/* Whether lead i is a declared allocation: live over the whole function. */
static bool pinned_lead(const struct alloc *A, uint32_t i)
{
	return A->lead[i] == i && A->rel[i] != UINT64_MAX &&
	       mp_is_pinned(A->pinned, A->n_pinned, A->lt.v[i].mr->base);
}

/* The live identity whose offset result i may take in place, or -1 (never
 * a declared allocation's: it stays the author's). */
static int in_place(const struct alloc *A, uint32_t i, const struct live_set *s)
{
	const struct mp_ident *I = &A->lt.v[i];
	const struct stmt *st = I->def_stmt;
	if (!st || !st->u.assign.value || st->u.assign.value->kind != EX_CALL)
		return -1;
	const struct expr *call = st->u.assign.value;
	struct expr_list args = call->u.call.args;
	for (uint32_t k = 0; k < args.n; k++) {
		if (args.v[k]->kind != EX_VAR || args.v[k]->u.var->id >= A->lt.n_vars)
			continue;
		int j = A->lt.var_ident[args.v[k]->u.var->id];
		if (j < 0 || (uint32_t)j == i || A->lead[j] != (uint32_t)j || pinned_lead(A, j) ||
		    A->span[j] != A->lt.v[j].size || A->gend[j] != A->lt.v[j].end ||
		    A->lt.v[j].end != I->def ||
		    A->lt.v[j].space != I->space || A->lt.v[j].size < I->size)
			continue;
		bool live = false, ok = true;
		for (uint32_t q = 0; q < s->n; q++)
			live |= s->v[q] == (uint32_t)j;
		for (uint32_t k2 = 0; k2 < args.n && ok; k2++)
			if (args.v[k2]->kind == EX_VAR && args.v[k2]->u.var->id < A->lt.n_vars &&
			    A->lt.var_ident[args.v[k2]->u.var->id] == j)
				ok = mp_result_may_alias(call->u.call.op, k2);
		if (live && ok)
			return j;
	}
	return -1;
}

static uint64_t first_fit_from(const struct alloc *A, const struct live_set *s, uint64_t size,
			       uint64_t al, uint64_t cand)
{
	for (uint32_t k = 0; k < s->n; k++) {
		uint64_t lo = alloc_start(A, s->v[k]), span = A->span[s->v[k]];
		if (size_add_sat(align_up(cand, al), size) <= lo)
			break;
		if (size_add_sat(lo, span) > cand)
			cand = size_add_sat(lo, span);
	}
	return align_up(cand, al);
}

/* The lowest aligned offset clear of the live buffers and the reserved
 * ranges. */
static uint64_t first_fit(const struct alloc *A, const struct live_set *s, int space, uint64_t size,
			  uint64_t al)
{
	uint64_t cand = 0;
	for (;;) {
		uint64_t c = first_fit_from(A, s, size, al, cand);
		cand = skip_reserved(A, space, c, size, al);
		if (cand == c)
			return c;
	}
}

static void place_dsa(struct alloc *A)
{
	struct live_set live[MS_COUNT] = {{0}};
	struct mp_heap ends = {0};
	for (uint32_t i = 0; A->n_pinned && i < A->lt.n; i++) {
		if (!pinned_lead(A, i))
			continue;
		const struct mp_ident *I = &A->lt.v[i];
		struct live_set *s = &live[I->space];
		A->addr[i] = size_add_sat(first_fit(A, s, I->space, A->span[i], align_of(A, I->space)),
					  A->rel[i]);
		live_insert(A, s, i);
		uint64_t end = size_add_sat(A->addr[i] - A->rel[i], A->span[i]);
		if (end > A->peak[I->space])
			A->peak[I->space] = end;
	}
	for (uint32_t i = 0; i < A->lt.n; i++) {
		const struct mp_ident *I = &A->lt.v[i];
		if (A->n_pinned && pinned_lead(A, i))
			continue;
		while (ends.n && ends.v[0].key < I->def) {
			uint32_t d = ends.v[0].val;
			mp_heap_pop(&ends);
			live_remove(&live[A->lt.v[d].space], d);
		}
		if (A->lead[i] != i) { /* placed with its allocation */
			A->addr[i] = window_addr(A, i);
			continue;
		}
		struct live_set *s = &live[I->space];
		uint64_t rel = A->rel[i] == UINT64_MAX ? 0 : A->rel[i];
		bool alone = A->span[i] == I->size && !rel && A->gend[i] == I->end;
		int j = alone ? in_place(A, i, s) : -1;
		A->addr[i] = j >= 0 ? A->addr[j]
				    : size_add_sat(first_fit(A, s, I->space, A->span[i],
							     align_of(A, I->space)), rel);
		live_insert(A, s, i);
		mp_heap_push(&ends, A->gend[i], i);
		if (size_add_sat(A->addr[i] - rel, A->span[i]) > A->peak[I->space])
			A->peak[I->space] = size_add_sat(A->addr[i] - rel, A->span[i]);
	}
	for (int m = 0; m < MS_COUNT; m++)
		free(live[m].v);
	mp_heap_free(&ends);
}

/* ---- rewriting ------------------------------------------------------------------ */

struct retarget {
	struct alloc *A;
	struct memref **placed; /* [n] */
	struct arena *a;
	struct mp_retype types; /* by identity: the types made for its vars */
};

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *t = ctx;
	struct mp_lifetimes *lt = &t->A->lt;
	if (v->id >= lt->n_vars || lt->var_ident[v->id] < 0)
		return;
	uint32_t id = (uint32_t)lt->var_ident[v->id];
	struct memref *m = t->placed[id];
	const struct memref *own = v->type->memref, *ident = lt->v[id].mr;
	/* a view's offset differs from its identity's (most vars share it) */
	struct memref *view = own->offset == ident->offset ? NULL
			      : mp_rebase_view(t->a, own, ident, m);
	if (view) {
		v->type = mp_with_memref(t->a, v->type, view);
		return;
	}
	if (v->type->memref->size != m->size) { /* a view keeps the size of its window */
		struct memref *own = ARENA_NEW(t->a, struct memref);
		*own = *m;
		own->size = v->type->memref->size;
		v->type = mp_with_memref(t->a, v->type, own);
		return;
	}
	v->type = mp_retype(t->a, &t->types, id, v->type, m);
}

/* Whether a call of an op emitted as `kind` was ever built (a window starts
 * only at a slice; a reserved range only at a reserve call). */
static bool ops_made(enum emit_kind kind)
{
	for (unsigned o = 0; o < spec_n_ops; o++)
		if (spec_ops[o].emit == kind && ir_op_made(o))
			return true;
	return false;
}

/* ---- views of slice windows ---------------------------------------------------- */

/* InitMemRef gives a tile.slice its window's MemRef (the source's base at
 * the window's byte offset); a program written with the slice sharing its
 * source's MemRef (its pto.subview carries the window's offsets) is placed
 * here as the reference places it.  A view of the window (tile.reshape and the
 * like) is its own alloc_tile at its MemRef's address, so that address must
 * be the window's: the source's plus the window's byte offset, as the
 * reference's slice MemRef carries it.  Offsets named by scalars assigned
 * once to a constant (an unrolled page's row) count as that constant; a
 * window at a run-time offset keeps the shared address.  A slice whose
 * MemRef already is its window's (a program printed after this pass) is
 * left alone. */
struct slice_views {
	struct program *p;
	bool scan;          /* the first walk: collecting the constants */
	struct expr **win;  /* [n_vars] byte offset of the var's window in ... */
	struct expr **from; /* [n_vars] ... the MemRef offset it shares */
	uint8_t *once;      /* [n_vars] 1: assigned once, to cval; 2: otherwise */
	int64_t *cval;      /* [n_vars] */
};

/* e, or the constant its scalar var is assigned once. */
static struct expr *slice_offset_value(const struct slice_views *sv, struct expr *e)
{
	if (e->kind != EX_VAR || e->u.var->id >= sv->p->n_vars || sv->once[e->u.var->id] != 1)
		return e;
	return ir_new_int(sv->p->arena, sv->cval[e->u.var->id], DT_INDEX, e->span);
}

/* The byte offset of the window at `offs` in a 2-D, unboxed tile of type t:
 * (r * cols + c) row-major, (c * rows + r) col-major, times the element
 * bytes (symbolic where the offsets are); NULL for other tiles. */
static struct expr *tile_window_offset(const struct slice_views *sv, const struct type *t,
				       struct expr *offs, struct span sp)
{
	struct arena *a = sv->p->arena;
	unsigned bits = dtype_infos[t->dtype].storage_bits;
	if (t->kind != TY_TILE || t->shape.n != 2 || !offs || offs->kind != EX_LIST ||
	    offs->u.list.n != 2 || bits % 8)
		return NULL;
	struct tile_view tv = ir_tile_view_effective(t);
	if (tv.slayout != TL_none_box || (tv.blayout != TL_row_major && tv.blayout != TL_col_major))
		return NULL;
	int major = tv.blayout == TL_row_major ? 0 : 1; /* the axis whose step is a whole line */
	struct expr *at = slice_offset_value(sv, offs->u.list.v[major]);
	struct expr *line = pu_index_mul(a, at, t->shape.v[1 - major], sp);
	struct expr *sum = pu_index_add(a, line, slice_offset_value(sv, offs->u.list.v[1 - major]), sp);
	return pu_index_mul(a, sum, ir_new_int(a, bits / 8, DT_INDEX, sp), sp);
}

static void slice_view_assign(struct slice_views *sv, struct var *v, struct expr *value)
{
	struct arena *a = sv->p->arena;
	if (sv->scan) {
		if (v->id < sv->p->n_vars) {
			bool k = !sv->once[v->id] && value && value->kind == EX_INT;
			sv->once[v->id] = k ? 1 : 2;
			sv->cval[v->id] = k ? value->u.i : 0;
		}
		return;
	}
	if (!value || value->kind != EX_CALL || !value->u.call.args.n || v->type->kind != TY_TILE ||
	    !v->type->memref || !v->type->memref->offset)
		return;
	const struct spec_op *so = &spec_ops[value->u.call.op];
	struct expr *src = value->u.call.args.v[0];
	const struct type *st = ir_expr_type(src);
	if (src->kind != EX_VAR || st->kind != TY_TILE || !st->memref || !st->memref->offset)
		return;
	const struct var *s = src->u.var;
	struct expr *off = v->type->memref->offset;
	if (so->emit == EK_slice && value->u.call.args.n > 2 &&
	    ir_expr_equal_exact(off, st->memref->offset)) {
		struct expr *w = tile_window_offset(sv, st, value->u.call.args.v[2], value->span);
		if (w && sv->win[s->id]) /* a window of a window */
			w = pu_index_add(a, sv->win[s->id], w, value->span);
		if (w) {
			sv->win[v->id] = w;
			sv->from[v->id] = sv->from[s->id] ? sv->from[s->id] : off;
		}
		return;
	}
	if (so->emit != EK_view || !sv->win[s->id] || !ir_expr_equal_exact(off, sv->from[s->id]))
		return;
	sv->win[v->id] = sv->win[s->id];
	sv->from[v->id] = sv->from[s->id];
	struct expr *at = pu_index_add(a, off, sv->win[s->id], value->span);
	int64_t k;
	if (!ir_expr_is_const_int(at, &k))
		return; /* AllocatedMemoryAddr: constant offsets only */
	at = ir_new_int(a, k, DT_INT64, off->span);
	struct memref *m = ARENA_NEW(a, struct memref);
	*m = *v->type->memref;
	m->offset = at;
	v->type = mp_with_memref(a, v->type, m);
}

static bool slice_view_stmt(struct stmt *s, void *ctx)
{
	if (s->kind == ST_ASSIGN)
		slice_view_assign(ctx, s->u.assign.var, s->u.assign.value);
	return true;
}


static void place_slice_views(struct program *p, struct function *f)
{
	if (!ops_made(EK_slice))
		return; /* no window: its per-var tables and walks are saved */
	size_t n = p->n_vars ? p->n_vars : 1;
	struct slice_views sv = {p, true, xcalloc(n, sizeof(struct expr *)),
				 xcalloc(n, sizeof(struct expr *)), xcalloc(n, 1), xcalloc(n, sizeof(int64_t))};
	ir_walk_stmts(f->body, slice_view_stmt, &sv);
	sv.scan = false;
	ir_walk_stmts(f->body, slice_view_stmt, &sv);
	free(sv.win);
	free(sv.from);
	free(sv.once);
	free(sv.cval);
}

static bool check_capacity(const struct alloc *A, const struct function *f)
{
	bool ok = true;
	for (int m = 0; m < MS_COUNT; m++) {
		/* without a backend, only what an INT64 offset can address */
		uint64_t cap = A->be ? be_capacity_bytes(A->be, (enum memspace)m) : INT64_MAX;
		if (A->peak[m] == UINT64_MAX) {
			diag_error(f->span, "kernel '%s': %s buffer usage exceeds 2^64 bytes",
				   f->name, memspace_names[m]);
			ok = false;
		} else if (cap && A->peak[m] > cap) {
			diag_error(f->span,
				   "kernel '%s': %s buffer usage (%llu bytes) exceeds platform limit "
				   "(%llu bytes)",
				   f->name, memspace_names[m], (unsigned long long)A->peak[m],
				   (unsigned long long)cap);
			ok = false;
		}
	}
	return ok;
}

/* ---- reserved pipe buffers ----------------------------------------------------- */

struct rsv_scan {
	struct alloc *A;
	int space;
};

/* The bytes a reserve_buffer call reserves. */
static uint64_t reserve_size(const struct expr *call)
{
	const struct kwval *size = ir_call_kwarg(call, "size");
	return size && size->present && size->i > 0 ? (uint64_t)size->i : 0;
}

/* Records reserve call e's fixed range.  The calls are resolved in order, as
 * the reference resolves them: a fixed range must not overlap one reserved
 * before it (checked against the few reserves of the function). */
static bool scan_reserve(struct rsv_scan *r, struct expr *e)
{
	const struct kwval *base = ir_call_kwarg(e, "base");
	uint64_t n = reserve_size(e);
	struct alloc *A = r->A;
	uint64_t lo = (uint64_t)base->i, hi = size_add_sat(lo, n);
	for (uint32_t k = 0; k < A->n_res; k++) {
		const struct reserved *o = &A->res[k];
		if (o->space == r->space && lo < o->hi && o->lo < hi && n) {
			const struct kwval *name = ir_call_kwarg(e, "name");
			diag_error(e->span, "AllocateMemoryAddr: reserve_buffer '%s' at [%llu, %llu) overlaps "
				   "the range [%llu, %llu) reserved before it (overlapping reserve_buffer "
				   "ranges)", name && name->s ? name->s : "?", (unsigned long long)lo,
				   (unsigned long long)hi, (unsigned long long)o->lo,
				   (unsigned long long)o->hi);
			return false;
		}
	}
	if (A->n_res == A->cap_res) {
		A->cap_res = A->cap_res ? 2 * A->cap_res : 4;
		A->res = xrealloc(A->res, A->cap_res * sizeof *A->res);
	}
	A->res[A->n_res++] = (struct reserved){r->space, lo, hi};
	return true;
}

/* The reserve calls of the function, in pre-order (gathered by the
 * lifetime walk, which needs no other expression: without a reserve call
 * it visits the statements alone). */
static void note_reserve(struct expr *e, void *ctx)
{
	if (spec_ops[e->u.call.op].emit == EK_reserve)
		vec_push(ctx, e);
}

/* Resolves the reserve calls in order: a buffer without a base takes the
 * lowest aligned range clear of those reserved before it (written into the
 * call), a fixed one keeps its own; all count in the peak. */
static bool reserve_buffers(struct alloc *A, struct function *f, const struct vec *calls)
{
	struct rsv_scan r = {A, ir_reserve_space(f)};
	uint64_t al = align_of(A, (enum memspace)r.space);
	for (size_t k = 0; k < calls->n; k++) {
		struct expr *call = calls->items[k];
		const struct kwval *base = ir_call_kwarg(call, "base");
		if (!base || !base->present || base->i < 0) {
			uint64_t n = reserve_size(call);
			uint64_t off = skip_reserved(A, r.space, 0, n ? n : 1, al);
			ir_call_set_kwarg_int(call, "base", (int64_t)off);
		}
		if (!scan_reserve(&r, call))
			return false;
	}
	for (uint32_t k = 0; k < A->n_res; k++)
		if (A->res[k].hi > A->peak[A->res[k].space])
			A->peak[A->res[k].space] = A->res[k].hi;
	return true;
}

static bool run_function(struct pass_ctx *ctx, struct program *p, struct function *f)
{
	struct alloc A = {.be = ctx->backend};
	struct vec reserves = {0};
	/* the sequential placement reads no lifetime, only the buffers */
	mp_lifetimes_compute_defs(p, f, &A.lt, ctx->planner == PLANNER_dsa_rp ? MP_VARS : MP_IDENTS,
				  ops_made(EK_reserve) ? note_reserve : NULL, &reserves);
	for (uint32_t i = 0; i < A.lt.n; i++)
		if (A.lt.v[i].space >= MS_COUNT) /* indexes the per-space arrays */
			die("AllocateMemoryAddr: buffer '%s' of '%s' has no memory space", A.lt.v[i].mr->base_name,
			    f->name);
	uint32_t n = A.lt.n ? A.lt.n : 1;
	A.addr = xcalloc(n, sizeof *A.addr);
	A.lead = xmalloc(n * sizeof *A.lead);
	A.rel = xmalloc(n * sizeof *A.rel);
	A.span = xcalloc(n, sizeof *A.span);
	A.gend = xmalloc(n * sizeof *A.gend);
	A.dyn = xcalloc(n, 1);
	A.pinned = mp_pinned_ptrs_of(A.lt.allocs, A.lt.n_allocs, &A.n_pinned);
	group_windows(&A);
	bool reserved = reserve_buffers(&A, f, &reserves);
	vec_free(&reserves);
	if (ctx->planner == PLANNER_dsa_rp)
		place_dsa(&A);
	else
		place_sequential(&A);
	bool ok = reserved && check_capacity(&A, f);
	struct retarget t = {&A, xmalloc(n * sizeof(struct memref *)), p->arena, {0}};
	mp_retype_init(&t.types, A.lt.n);
	for (uint32_t i = 0; i < A.lt.n; i++) {
		struct memref *m = ARENA_NEW(p->arena, struct memref);
		*m = *A.lt.v[i].mr;
		m->size = A.lt.v[i].size;
		m->author = false;
		struct span sp = A.lt.v[i].mr->offset ? A.lt.v[i].mr->offset->span : f->span;
		m->offset = ir_new_int(p->arena, (int64_t)A.addr[i], DT_INT64, sp);
		if (A.dyn[i]) {
			m->offset = ir_new_binary(p->arena, BO_ADD, m->offset, A.lt.v[i].mr->offset, sp);
			m->offset->type = A.lt.v[i].mr->offset->type;
		}
		t.placed[i] = m;
	}
	for (uint32_t i = 0; i < A.lt.n_defs; i++) /* mp_each_def's order */
		retarget_var(A.lt.defs[i], &t);
	place_slice_views(p, f);
	mp_retype_free(&t.types);
	free(t.placed);
	free(A.addr);
	free(A.lead);
	free(A.rel);
	free(A.span);
	free(A.gend);
	free(A.dyn);
	free(A.pinned);
	free(A.res);
	mp_lifetimes_free(&A.lt);
	return ok;
}

bool pass_allocate_memory_addr(struct pass_ctx *ctx, struct program *p)
{
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			ok &= run_function(ctx, p, f);
	}
	return ok;
}
