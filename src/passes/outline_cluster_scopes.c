/* OutlineClusterScopes: in Opaque, Orchestration and Graph functions, the body
 * of every `with pl.cluster():` becomes a Group function `<fn>_cluster_<n>`
 * (a `pl.spmd(n)` directly inside is unwrapped: the Group is marked
 * spmd_unwrapped and its call carries attrs core_num/sync_start), then every
 * remaining `with pl.spmd(n):` becomes a Spmd function `<fn>_spmd_<n>` called
 * with attrs core_num (outline.c; reference outline_cluster_scopes_pass.cpp).
 * The parent keeps its kind.  A kernel's pl.spmd scopes stay (every block of
 * its launch runs their body); its `for i in pl.spmd(n)` binds i to the
 * block index first.
 * requires: SSAForm
 * produces: SSAForm, ClusterOutlined */
#include "outline.h"
#include "passes.h"
#include "passutil.h"

bool pass_outline_cluster_scopes(struct pass_ctx *ctx, struct program *p)
{
	bool changed = false;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (pu_incore(p->funcs[i]) && ol_kernel_spmd_for(p, p->funcs[i]))
			changed = true;
	if (!ol_any_host(p)) {
		ctx->unchanged = !changed; /* no function to outline from */
		return true;
	}
	struct ol_pass *o = ol_begin(p);
	bool ok = true;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!ol_is_host(f))
			continue;
		if (ol_function(o, f, OL_CLUSTER) < 0 || ol_function(o, f, OL_SPMD) < 0)
			ok = false;
	}
	ol_end(o);
	return ok;
}
