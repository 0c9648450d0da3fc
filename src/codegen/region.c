/* Multi-slot regions under the ptoas planner: a declared
 * pl.MemRef("name", slots=N) becomes one pto.alloc_multi_tile in the
 * prologue and a pto.multi_tile_get of the selected slot at each tile bound
 * to it, so ptoas keeps the slots apart and rotates them (reference
 * dsl-pipeline-codegen §3.13, seed 002).  Shapes ptoas cannot describe or
 * synchronize are rejected before the body is emitted: falling back to one
 * alloc_tile per slot would let ptoas place the slots on the same bytes. */
#include <inttypes.h>
#include <string.h>

#include "cg_int.h"

struct cg_region {
	const char *base;    /* the MemRef base name (interned) */
	uint32_t slots;
	struct vec vars;     /* tile vars bound to a slot, body pre-order */
	struct vec loops;    /* innermost enclosing loop of each var (or NULL) */
	const char *ssa;     /* %<base>_mb */
	const char *type;    /* !pto.multi_tile_buf<...> */
	const char *slot_type;
	const char *vr, *vc; /* valid extent operands */
};

struct plan {
	struct cg *cg;
	bool bad;
};

static struct cg_region *region_find(struct cg *cg, const char *base)
{
	for (size_t i = 0; i < cg->regions.n; i++) {
		struct cg_region *r = cg->regions.items[i];
		if (r->base == base)
			return r;
	}
	return NULL;
}

static bool slotted(const struct type *t)
{
	return t && t->kind == TY_TILE && t->memref && t->memref->slots > 0;
}

static void add_var(struct plan *pl, struct var *v, struct stmt *loop)
{
	struct cg *cg = pl->cg;
	struct cg_region *r = region_find(cg, v->type->memref->base_name);
	if (!r) {
		r = arena_alloc(&cg->a, sizeof *r);
		memset(r, 0, sizeof *r);
		r->base = v->type->memref->base_name;
		r->slots = v->type->memref->slots;
		vec_push(&cg->regions, r);
	}
	vec_push(&r->vars, v);
	vec_push(&r->loops, loop);
}

/* A slot tile carried out of an if or a loop is a phi: ptoas has no
 * multi-tile form for it. */
static void check_phi(struct plan *pl, struct stmt *s)
{
	if (s->kind != ST_YIELD)
		return;
	for (uint32_t i = 0; i < s->u.ret.values.n; i++) {
		struct expr *e = s->u.ret.values.v[i];
		if (e->kind == EX_VAR && slotted(e->u.var->type)) {
			cg_error(pl->cg, e->span, "multi-slot region '%s': slot tile '%s' is carried out "
				 "of an if or loop (a phi), which pto.multi_tile_get cannot express; "
				 "copy it into a single-slot tile before yielding it, or use the pypto "
				 "memory planner", e->u.var->type->memref->base_name, e->u.var->name);
			pl->bad = true;
		}
	}
}

static void collect(struct plan *pl, struct stmt_list l, struct stmt *loop)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		check_phi(pl, s);
		switch (s->kind) {
		case ST_ASSIGN:
			if (slotted(s->u.assign.var->type))
				add_var(pl, s->u.assign.var, loop);
			break;
		case ST_FOR:
			collect(pl, s->u.loop.body, s);
			break;
		case ST_WHILE:
			collect(pl, s->u.wloop.body, s);
			break;
		case ST_IF:
			collect(pl, s->u.cond.then_body, loop);
			collect(pl, s->u.cond.else_body, loop);
			break;
		case ST_SCOPE:
			collect(pl, s->u.scope.body, loop);
			break;
		default:
			break;
		}
	}
}

/* The valid extents of a slot tile as constants; false when one is not
 * static. */
static bool static_valid(const struct type *t, int64_t v[2])
{
	struct expr_list vs = ir_valid_shape(t);
	if (vs.n == 1) {
		v[0] = 1;
		return ir_expr_is_const_int(vs.v[0], &v[1]);
	}
	return vs.n == 2 && ir_expr_is_const_int(vs.v[0], &v[0]) &&
	       ir_expr_is_const_int(vs.v[1], &v[1]);
}

/* Within one loop iteration only one slot may be in use: ptoas derives the
 * per-slot WAR protection for the first multi_tile_get of an iteration
 * only (PTOAS#1118), so a second co-live slot would be overwritten by the
 * next iteration while still being read. */
static bool one_slot_per_iteration(struct cg *cg, struct cg_region *r)
{
	for (size_t i = 0; i < r->vars.n; i++) {
		struct stmt *loop = r->loops.items[i];
		struct var *a = r->vars.items[i];
		if (!loop)
			continue;
		for (size_t j = i + 1; j < r->vars.n; j++) {
			struct var *b = r->vars.items[j];
			if (r->loops.items[j] != loop ||
			    ir_expr_equal_exact(a->type->memref->slot_index, b->type->memref->slot_index))
				continue;
			cg_error(cg, b->span, "multi-slot region '%s': '%s' and '%s' use two different "
				 "slots in the same loop iteration; ptoas synchronizes only the first "
				 "slot an iteration uses, so the next iteration could overwrite the other "
				 "while it is read. Use one slot per iteration, or the pypto memory "
				 "planner", r->base, a->name, b->name);
			return false;
		}
	}
	return true;
}

static bool region_ok(struct cg *cg, struct cg_region *r)
{
	struct var *v0 = r->vars.items[0];
	const struct type *t0 = v0->type;
	if (r->slots < 2 || r->slots > 16) {
		cg_error(cg, v0->span, "multi-slot region '%s' declares %" PRIu32 " slots; "
			 "pto.alloc_multi_tile takes 2 to 16", r->base, r->slots);
		return false;
	}
	if (t0->mem != MS_Vec && t0->mem != MS_Mat && t0->mem != MS_Acc) {
		cg_error(cg, v0->span, "multi-slot region '%s' is in %s; pto.alloc_multi_tile "
			 "regions live in Vec, Mat or Acc", r->base,
			 t0->mem < MS_COUNT ? memspace_names[t0->mem] : "no memory space");
		return false;
	}
	const char *ty0 = cg_tile_type(cg, t0, false, v0->span);
	int64_t va[2], vb[2];
	for (size_t i = 0; i < r->vars.n; i++) {
		struct var *v = r->vars.items[i];
		if (!v->type->memref->slot_index) {
			cg_error(cg, v->span, "'%s' is bound to multi-slot region '%s' without a slot; "
				 "select one with pl.MemRef(\"%s\", slots=%" PRIu32 ")[i]", v->name,
				 r->base, r->base, r->slots);
			return false;
		}
		if (!static_valid(v->type, vb)) {
			cg_error(cg, v->span, "multi-slot region '%s': '%s' has a runtime valid shape; "
				 "the slots of a pto.alloc_multi_tile share one static valid extent",
				 r->base, v->name);
			return false;
		}
		if (strcmp(cg_tile_type(cg, v->type, false, v->span), ty0) != 0) {
			cg_error(cg, v->span, "multi-slot region '%s': '%s' and '%s' have different tile "
				 "types; every slot of a pto.alloc_multi_tile has the same shape, dtype and "
				 "layout", r->base, v0->name, v->name);
			return false;
		}
		if (i == 0) {
			memcpy(va, vb, sizeof va);
		} else if (va[0] != vb[0] || va[1] != vb[1]) {
			cg_error(cg, v->span, "multi-slot region '%s': '%s' has valid shape [%" PRId64
				 ", %" PRId64 "] but '%s' has [%" PRId64 ", %" PRId64 "]; the slots of a "
				 "pto.alloc_multi_tile share one valid extent", r->base, v->name, vb[0],
				 vb[1], v0->name, va[0], va[1]);
			return false;
		}
	}
	if (!one_slot_per_iteration(cg, r))
		return false;
	r->slot_type = ty0;
	r->type = cg_printf(cg, "!pto.multi_tile_buf<%s, count=%" PRIu32 ">", ty0, r->slots);
	r->vr = cg_const_int(cg, va[0], DT_INDEX);
	r->vc = cg_const_int(cg, va[1], DT_INDEX);
	r->ssa = cg_named(cg, cg_printf(cg, "%s_mb", r->base));
	return true;
}

bool cg_plan_regions(struct cg *cg)
{
	if (cg->o->emit_addr)
		return true; /* baked addresses: per-slot alloc_tiles (PTOAS#1106) */
	struct plan pl = {.cg = cg};
	collect(&pl, cg->f->body, NULL);
	bool ok = !pl.bad;
	for (size_t i = 0; i < cg->regions.n; i++)
		if (!region_ok(cg, cg->regions.items[i]))
			ok = false;
	return ok;
}

void cg_emit_regions(struct cg *cg)
{
	for (size_t i = 0; i < cg->regions.n; i++) {
		struct cg_region *r = cg->regions.items[i];
		if (r->ssa)
			cg_line(cg, true, cg->f->span,
				cg_printf(cg, "%s = pto.alloc_multi_tile valid_row = %s valid_col = %s : %s",
					  r->ssa, r->vr, r->vc, r->type));
	}
}

bool cg_region_get(struct cg *cg, struct var *v)
{
	if (cg->o->emit_addr || !slotted(v->type))
		return false;
	struct cg_region *r = region_find(cg, v->type->memref->base_name);
	if (!r || !r->ssa)
		return false;
	struct cg_bind *b = cg_b(cg, v);
	const char *slot = cg_index(cg, v->type->memref->slot_index);
	cg_line(cg, true, cg->stmt_span,
		cg_printf(cg, "%s = pto.multi_tile_get %s[%s] : %s -> %s", b->ssa, r->ssa, slot,
			  r->type, r->slot_type));
	return true;
}

void cg_regions_free(struct cg *cg)
{
	for (size_t i = 0; i < cg->regions.n; i++) {
		struct cg_region *r = cg->regions.items[i];
		vec_free(&r->vars);
		vec_free(&r->loops);
	}
	vec_free(&cg->regions);
}
