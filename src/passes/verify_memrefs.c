/* Verifiers of the memory-planning properties: HasMemRefs (every tile var of
 * an InCore/AIC/AIV function has a MemRef) and AllocatedMemoryAddr (every
 * on-chip tile has a MemRef with a constant non-negative offset, and buffers
 * live at the same time do not overlap; a tile without a MemRef counts as
 * unallocated, so the property never holds vacuously before InitMemRef).  Capacity and alignment depend on the backend,
 * which a verifier does not see: allocate_memory_addr checks those. */
#include <stdlib.h>
#include <string.h>

#include "memplan_util.h"
#include "pass.h"
#include "util.h"

/* The bytes a base (a Ptr var, or a quoted name without one) may span: every
 * buffer of that base lies in [lo, off_hi + size) of each space in `spaces`
 * (a buffer's offset is one of its MemRefs', its size the largest). */
struct base_span {
	const void *key;
	const struct var *base; /* the key when a Ptr var, indexed in span_of */
	uint64_t lo, off_hi, size;
	uint32_t spaces; /* 1 << memspace of each of its vars */
	bool has_off;    /* a MemRef with a constant offset was seen */
};

struct vm {
	const struct function *f;
	bool report;
	int bad;
	/* the bases of the function's tiles, found by Ptr var id in span_of
	 * (index + 1, 0: none; [n_vars]), by quoted name in `at` */
	struct base_span *sp;
	uint32_t n_sp, cap_sp;
	uint32_t *span_of, n_vars;
	struct ptab at;
	const struct memref *last; /* the MemRef last added, and its var's space */
	uint8_t last_mem;
};

static void check_has(struct var *v, void *ctx)
{
	struct vm *m = ctx;
	if (v->type->kind != TY_TILE || v->type->memref)
		return;
	m->bad++;
	if (m->report)
		diag_error(v->span, "HasMemRefs: tile '%s' in function '%s' has no MemRef", v->name,
			   m->f->name);
}

/* Whether the first tile f's own statement list assigns is one mp_each_def
 * gives check_has without a MemRef: a program before InitMemRef has one
 * among its first statements, found without the walk of every def. */
static bool first_tile_without(const struct function *f)
{
	for (uint32_t i = 0; i < f->body.n; i++) {
		const struct stmt *s = f->body.v[i];
		if (s->kind == ST_ASSIGN && s->u.assign.var->type->kind == TY_TILE)
			return !s->u.assign.var->type->memref && !mp_lives_in_slot(s->u.assign.value);
	}
	return false;
}

/* Strict and not reporting (the pass manager asking whether it holds), a
 * count of 1 stands for any number. */
int verify_has_mem_refs(const struct program *p, bool strict, bool report)
{
	struct vm m = {.report = report};
	for (uint32_t i = 0; strict && !report && i < p->n_funcs; i++) {
		const struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f) && first_tile_without(f))
			return 1;
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !mp_is_incore(f))
			continue;
		m.f = f;
		mp_each_def(f, check_has, &m);
	}
	return m.bad;
}

static void add_base_span(struct vm *m, const struct memref *mr, uint8_t mem);

static void check_offset(struct var *v, void *ctx)
{
	struct vm *m = ctx;
	const struct type *t = v->type;
	int64_t off;
	if (t->kind != TY_TILE || t->mem == MS_DDR)
		return;
	if (t->memref)
		add_base_span(m, t->memref, t->mem);
	if (t->memref && t->memref->offset && ir_expr_is_const_int(t->memref->offset, &off) &&
	    off >= 0)
		return;
	/* a slot of a declared allocation chosen at run time: its allocation's
	 * offset plus the slot's */
	if (t->memref && t->memref->offset && t->memref->slots > 1 && t->memref->slot_index &&
	    t->memref->offset->kind == EX_BINARY && t->memref->offset->u.bin.op == BO_ADD &&
	    ir_expr_is_const_int(t->memref->offset->u.bin.l, &off) && off >= 0)
		return;
	m->bad++;
	if (m->report)
		diag_error(v->span,
			   "AllocatedMemoryAddr: tile '%s' in function '%s' has no MemRef with a constant "
			   "offset",
			   v->name, m->f->name);
}

static uint64_t span_hash(const void *item, void *ctx)
{
	const struct vm *m = ctx;
	return ptr_hash(m->sp[(uintptr_t)item - 1].key);
}

static bool span_eq(const void *item, const void *key, void *ctx)
{
	const struct vm *m = ctx;
	return m->sp[(uintptr_t)item - 1].key == key;
}

/* Adds the MemRef of an on-chip tile of memory space `mem` to its base's span. */
static void add_base_span(struct vm *m, const struct memref *mr, uint8_t mem)
{
	if (mr == m->last && mem == m->last_mem)
		return;
	m->last = mr;
	m->last_mem = mem;
	static const char no_name; /* the key of a base with neither var nor name */
	const void *key = mr->base ? (const void *)mr->base
		       : mr->base_name ? (const void *)mr->base_name : (const void *)&no_name;
	struct base_span *b;
	uint32_t *id = mr->base && mr->base->id < m->n_vars ? &m->span_of[mr->base->id] : NULL;
	void **slot = NULL;
	if (!id) {
		ptab_reserve(&m->at, span_hash, m);
		slot = ptab_find(&m->at, ptr_hash(key), key, span_eq, m);
	}
	uint32_t k = id ? *id : (uint32_t)(uintptr_t)*slot;
	if (k) {
		b = &m->sp[k - 1];
	} else {
		ARRAY_RESERVE(m->sp, m->n_sp, m->cap_sp, 16);
		b = &m->sp[m->n_sp++];
		*b = (struct base_span){.key = key, .base = id ? mr->base : NULL};
		if (id)
			*id = m->n_sp;
		else
			ptab_put(&m->at, slot, (void *)(uintptr_t)m->n_sp);
	}
	b->spaces |= (uint32_t)1 << (mem & 31);
	if (mr->size > b->size)
		b->size = mr->size;
	int64_t off;
	if (!mr->offset || !ir_expr_is_const_int(mr->offset, &off) || off < 0)
		return;
	if (!b->has_off || (uint64_t)off < b->lo)
		b->lo = (uint64_t)off;
	if (!b->has_off || (uint64_t)off > b->off_hi)
		b->off_hi = (uint64_t)off;
	b->has_off = true;
}

static int by_lo(const void *x, const void *y)
{
	const struct base_span *a = *(const struct base_span *const *)x, *b = *(const struct base_span *const *)y;
	return a->lo < b->lo ? -1 : a->lo > b->lo;
}

/* Whether the spans of two bases of one space overlap: when none do, no
 * two buffers of different bases share a byte, live at once or not. */
static bool spans_overlap(const struct vm *m)
{
	bool hit = false;
	const struct base_span **v = xmalloc((m->n_sp ? m->n_sp : 1) * sizeof *v);
	for (unsigned s = 0; s < 32 && !hit; s++) {
		uint32_t n = 0;
		for (uint32_t i = 0; i < m->n_sp; i++)
			if (m->sp[i].has_off && (m->sp[i].spaces >> s & 1))
				v[n++] = &m->sp[i];
		if (n < 2)
			continue;
		qsort(v, n, sizeof *v, by_lo);
		uint64_t hi = 0;
		for (uint32_t i = 0; i < n && !hit; i++) {
			hit = i && v[i]->lo < hi;
			uint64_t end = size_add_sat(v[i]->off_hi, v[i]->size);
			if (end > hi)
				hi = end;
		}
	}
	free(v);
	return hit;
}

static int64_t offset_of(const struct mp_ident *I)
{
	int64_t off = -1;
	if (I->mr->offset)
		ir_expr_is_const_int(I->mr->offset, &off);
	return off;
}

/* Buffers live at once must not overlap (with one base per buffer's
 * bytes, spans_overlap, none can: the lifetimes are not needed).  A buffer dying at the statement
 * that defines another may share its bytes (in-place results), and the
 * windows of one allocation (a tile and its views) overlap as the program
 * says. */
static void check_overlap(struct program *p, struct function *f, struct vm *m)
{
	struct mp_lifetimes lt;
	mp_lifetimes_compute_detail(p, f, &lt, MP_BUFFERS, NULL, NULL);
	struct mp_heap ends = {0};
	uint8_t *live = xcalloc(lt.n ? lt.n : 1, 1);
	uint32_t *list = xmalloc((lt.n ? lt.n : 1) * sizeof *list), nl = 0;
	for (uint32_t i = 0; i < lt.n; i++) {
		const struct mp_ident *I = &lt.v[i];
		while (ends.n && ends.v[0].key <= I->def) {
			live[ends.v[0].val] = 0;
			mp_heap_pop(&ends);
		}
		uint32_t k = 0;
		for (uint32_t q = 0; q < nl; q++)
			if (live[list[q]])
				list[k++] = list[q];
		nl = k;
		int64_t a = offset_of(I);
		for (uint32_t q = 0; q < nl && a >= 0; q++) {
			const struct mp_ident *J = &lt.v[list[q]];
			int64_t b = offset_of(J);
			if (J->space != I->space || b < 0 || (I->mr->base && I->mr->base == J->mr->base) ||
			    (uint64_t)a >= size_add_sat((uint64_t)b, J->size) ||
			    (uint64_t)b >= size_add_sat((uint64_t)a, I->size))
				continue;
			m->bad++;
			if (m->report)
				diag_error(f->span,
					   "AllocatedMemoryAddr: in function '%s', buffers %s and %s "
					   "are live at the same time and overlap",
					   f->name, J->mr->base_name, I->mr->base_name);
		}
		live[i] = 1;
		list[nl++] = i;
		mp_heap_push(&ends, I->end, i);
	}
	free(live);
	free(list);
	mp_heap_free(&ends);
	mp_lifetimes_free(&lt);
}

int verify_allocated_memory_addr(const struct program *p, bool strict, bool report)
{
	struct vm m = {.report = report, .n_vars = p->n_vars};
	m.span_of = xcalloc(m.n_vars ? m.n_vars : 1, sizeof *m.span_of);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !mp_is_incore(f))
			continue;
		m.f = f;
		for (uint32_t k = 0; k < m.n_sp; k++)
			if (m.sp[k].base)
				m.span_of[m.sp[k].base->id] = 0;
		m.n_sp = 0;
		m.last = NULL;
		ptab_free(&m.at);
		int before = m.bad;
		mp_each_def(f, check_offset, &m);
		if (m.bad == before && spans_overlap(&m))
			check_overlap((struct program *)p, f, &m);
	}
	free(m.sp);
	free(m.span_of);
	ptab_free(&m.at);
	return m.bad;
}
