/* OutlineHierarchyScopes: the body of every `with pl.at(level=...)` scope of
 * an Opaque function whose level is not CORE_GROUP becomes an Opaque function
 * carrying the scope's level and role, named `<fn>_<level>[_orch|_sub_worker]_<n>`
 * (or the scope's name_hint) and called where the scope was (outline.c); the
 * parent keeps its kind (reference outline_hierarchy_scopes_pass.cpp).  A hierarchy
 * scope of another kind of function (e.g. a CHIP scope of an Orchestration function)
 * stays where it is; codegen and the executor run its body in place.
 * requires: SSAForm
 * produces: SSAForm, HierarchyOutlined, OrchestrationReferencesResolved */
#include "outline.h"
#include "passes.h"

bool pass_outline_hierarchy_scopes(struct pass_ctx *ctx, struct program *p)
{
	bool any = false;
	for (uint32_t i = 0; i < p->n_funcs && !any; i++)
		any = p->funcs[i]->kind == FK_Opaque;
	if (!any) {
		ctx->unchanged = true; /* no function to outline from */
		return true;
	}
	struct ol_pass *o = ol_begin(p);
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_Opaque && ol_function(o, p->funcs[i], OL_HIERARCHY) < 0)
			ok = false;
	ol_end(o);
	return ok;
}
