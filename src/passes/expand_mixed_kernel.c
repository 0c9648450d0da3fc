/* ExpandMixedKernel: retypes each InCore function whose tiles and ops all
 * belong to one kind of core to AIV (vector) or AIC (cube); a function that
 * needs both kinds would have to be split into AIC + AIV + Group functions,
 * which ptoc does not do yet, so it is reported at the function.
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred, NormalizedStmtStructure
 * produces: SSAForm, MixedKernelExpanded, NormalizedStmtStructure, HardSyncallOccupancyValid */
#include <string.h>

#include "backend.h"
#include "diag.h"
#include "passes.h"
#include "passutil.h"

/* Evidence of the core kinds a function needs: the first node seen for each. */
struct sides {
	const be_t *be;
	struct span seen[CORE_COUNT];
	bool has[CORE_COUNT];
	const char *why[CORE_COUNT];
};

static void note(struct sides *s, int core, struct span sp, const char *why)
{
	if (core < 0 || core >= CORE_COUNT || s->has[core])
		return;
	s->has[core] = true;
	s->seen[core] = sp;
	s->why[core] = why;
}

static void tile_side(struct sides *s, const struct type *t, struct span sp)
{
	if (t && t->kind == TY_TILE && t->mem < MS_COUNT)
		note(s, be_mem_core_type(s->be, t->mem), sp, memspace_names[t->mem]);
}

static void def_side(struct var *v, struct stmt *st, void *ctx)
{
	tile_side(ctx, v->type, st ? st->span : v->span);
}

static bool expr_side(struct expr *e, struct stmt *st, void *ctx)
{
	struct sides *s = ctx;
	if (!e || e->kind != EX_CALL)
		return true;
	const char *aff = spec_ops[e->u.call.op].core_affinity;
	if (aff) {
		int core = vocab_lookup(core_type_names, CORE_COUNT, aff);
		note(s, core, e->span, spec_ops[e->u.call.op].name);
	}
	return true;
}

bool pass_expand_mixed_kernel(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* which memory lives on which core is a backend fact */
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->kind != FK_InCore)
			continue;
		struct sides s = {.be = ctx->backend};
		pu_function_defs(f, def_side, &s);
		struct pu_expr_walk w = {.fn = expr_side, .ctx = &s};
		pu_walk_function_exprs(f, &w);
		if (s.has[CORE_CUBE] && s.has[CORE_VECTOR]) {
			diag_error(f->span,
				   "expand_mixed_kernel: function '%s' needs both cube and vector "
				   "cores; splitting it into AIC and AIV functions is not supported",
				   f->name);
			diag_note(s.seen[CORE_CUBE], "cube side: %s", s.why[CORE_CUBE]);
			diag_note(s.seen[CORE_VECTOR], "vector side: %s", s.why[CORE_VECTOR]);
			ok = false;
			continue;
		}
		f->kind = s.has[CORE_CUBE] ? FK_AIC : FK_AIV;
		ir_function_derive_level_role(f->kind, &f->level, &f->role);
	}
	return ok;
}
