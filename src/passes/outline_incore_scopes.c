/* OutlineIncoreScopes: the body of every `with pl.at(level=pl.Level.CORE_GROUP):`
 * scope of an Opaque, Orchestration or Graph function becomes an InCore function
 * `<fn>_incore_<n>` (or the scope's name_hint), called where the scope was
 * (outline.c); a function that had such a scope becomes the Orchestration
 * function (reference outline_incore_scopes_pass.cpp).
 * requires: SSAForm
 * produces: SSAForm, SplitIncoreOrch, AivSplitValid */
#include "outline.h"
#include "passes.h"

bool pass_outline_incore_scopes(struct pass_ctx *ctx, struct program *p)
{
	if (!ol_any_host(p)) {
		ctx->unchanged = true; /* no function to outline from */
		return true;
	}
	struct ol_pass *o = ol_begin(p);
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!ol_is_host(f))
			continue;
		int n = ol_function(o, f, OL_INCORE);
		if (n < 0)
			ok = false;
		if (n > 0 && f->kind == FK_Opaque) {
			f->kind = FK_Orchestration;
			ir_function_derive_level_role(FK_Orchestration, &f->level, &f->role);
		}
	}
	ol_end(o);
	return ok;
}
