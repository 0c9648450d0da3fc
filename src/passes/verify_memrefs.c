/* Verifiers of the memory-planning properties: HasMemRefs (every tile var of
 * an InCore/AIC/AIV function has a MemRef) and AllocatedMemoryAddr (every
 * on-chip tile has a MemRef with a constant non-negative offset, and buffers
 * live at the same time do not overlap; a tile without a MemRef counts as
 * unallocated, so the property never holds vacuously before InitMemRef).  Capacity and alignment depend on the backend,
 * which a verifier does not see: allocate_memory_addr checks those. */
#include <stdlib.h>

#include "memplan_util.h"
#include "pass.h"
#include "util.h"

struct vm {
	const struct function *f;
	bool report;
	int bad;
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

int verify_has_mem_refs(const struct program *p, bool strict, bool report)
{
	struct vm m = {.report = report};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !mp_is_incore(f))
			continue;
		m.f = f;
		mp_each_def(f, check_has, &m);
	}
	return m.bad;
}

static void check_offset(struct var *v, void *ctx)
{
	struct vm *m = ctx;
	const struct type *t = v->type;
	int64_t off;
	if (t->kind != TY_TILE || t->mem == MS_DDR)
		return;
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

static int64_t offset_of(const struct mp_ident *I)
{
	int64_t off = -1;
	if (I->mr->offset)
		ir_expr_is_const_int(I->mr->offset, &off);
	return off;
}

/* Buffers live at once must not overlap.  A buffer dying at the statement
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
	struct vm m = {.report = report};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !mp_is_incore(f))
			continue;
		m.f = f;
		int before = m.bad;
		mp_each_def(f, check_offset, &m);
		if (m.bad == before)
			check_overlap((struct program *)p, f, &m);
	}
	return m.bad;
}
