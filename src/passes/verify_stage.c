/* Verifiers of properties about program features ptoc's passes do not
 * create (cross-core sync): each decides what it can on the IR and holds
 * vacuously when the feature is absent, so an unimplemented pass of the
 * pipeline is a no-op exactly for inputs that do not use its feature.
 * ReturnParamsExplicit is checked in full; the orchestration properties are
 * in verify_orch.c. */
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "diag.h"
#include "pass.h"
#include "passutil.h"
#include "return_lineage.h"
#include "util.h"
#include "verify.h"

const struct spec_backend *verify_backend;

void verify_set_backend(const struct spec_backend *be)
{
	verify_backend = be;
}

/* A store (type rule `store`) of an Acc tile goes through the cube
 * fix-pipe, which writes only the backend's acc_to_gm_dtypes.  Which dtypes
 * those are is a backend fact: with no backend the property holds. */
static const char *ck_acc_store(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL || spec_ops[e->u.call.op].type_rule.kind != TR_store ||
	    !e->u.call.args.n)
		return NULL;
	const struct type *src = ir_expr_type(e->u.call.args.v[0]);
	if (src->kind != TY_TILE || src->mem != MS_Acc)
		return NULL;
	const struct type *dst = NULL;
	for (uint32_t i = 1; i < e->u.call.args.n && !dst; i++)
		if (ir_expr_type(e->u.call.args.v[i])->kind == TY_TENSOR)
			dst = ir_expr_type(e->u.call.args.v[i]);
	if (!dst || be_acc_to_gm_dtype(verify_backend, (enum dtype)dst->dtype))
		return NULL;
	static char msg[512];
	const char *dt = dtype_infos[dst->dtype].name;
	int n = snprintf(msg, sizeof msg,
			 "cube accumulator cannot be stored directly into a '%s' global tensor on the "
			 "'%s' backend (function '%s'). The fix-pipe narrows an Acc tile only into ",
			 dt, be_target_arch(verify_backend), c->fn->name);
	for (unsigned i = 0; i < verify_backend->n_acc_to_gm_dtypes && n > 0 && (size_t)n < sizeof msg; i++)
		n += snprintf(msg + n, sizeof msg - (size_t)n, "%s%s", i ? "/" : "",
			      dtype_infos[verify_backend->acc_to_gm_dtypes[i]].name);
	if (n > 0 && (size_t)n < sizeof msg)
		snprintf(msg + n, sizeof msg - (size_t)n,
			 ". Narrow through the vector unit first (cast the matmul result to '%s' and "
			 "store that) or accumulate into a wider tensor and convert afterwards.", dt);
	return msg;
}

const struct verify_expr_prop verify_acc_to_gm_prop = {
	.prop = "AccToGmStoreValid", .calls_only = true, .check = ck_acc_store,
	.needs_backend = true,
};

int verify_acc_to_gm_store_valid(const struct program *p, bool strict, bool report)
{
	return verify_check_expr_prop(p, &verify_acc_to_gm_prop, report);
}

/* ---- ReturnParamsExplicit ------------------------------------------------------- */

/* In every InCore, AIC, AIV, Group and Spmd function with a tensor result, a returned tensor
 * that writes back into a param (return_lineage.h) is that param itself.  Tensors the
 * lineage cannot trace (fresh allocations, views) and scalars are exempt. */
int verify_return_params_explicit(const struct program *p, bool strict, bool report)
{
	int bad = 0;
	struct rl_ctx *rl = NULL;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract || fn->external_source ||
		    !(pu_incore(fn) || fn->kind == FK_Group || fn->kind == FK_Spmd))
			continue;
		bool tensor_ret = false;
		for (uint32_t i = 0; i < fn->n_rets; i++)
			tensor_ret |= fn->rets[i]->kind == TY_TENSOR;
		if (!tensor_ret)
			continue;
		struct stmt *ret = rl_first_return(fn);
		if (!ret) {
			bad++;
			if (report)
				diag_error(fn->span, "ReturnParamsExplicit: function '%s' declares tensor "
					   "results but has no return", fn->name);
			continue;
		}
		/* the lineage (a walk of the program) only when a value is not
		 * a param itself: after NormalizeReturnOrder, none is */
		uint32_t n = UINT32_MAX;
		const int32_t *map = NULL;
		struct expr_list vals = ret->u.ret.values;
		for (uint32_t i = 0; i < vals.n && i < n; i++) {
			if (i < fn->n_rets && fn->rets[i]->kind != TY_TENSOR)
				continue;
			const struct expr *v = vals.v[i];
			if (v->kind == EX_VAR && v->u.var->kind == VAR_PARAM)
				continue;
			if (n == UINT32_MAX) {
				if (!rl)
					rl = rl_new(p);
				n = 0;
				map = rl_returned_params(rl, fn, &n);
				if (i >= n)
					break;
			}
			if (map[i] < 0)
				continue;
			bad++;
			if (report)
				diag_error(v->span, "ReturnParamsExplicit: return value %u of '%s' writes "
					   "back into param '%s' and must return it directly", i,
					   fn->name, fn->params[map[i]].var->name);
		}
	}
	rl_free(rl);
	return bad;
}
