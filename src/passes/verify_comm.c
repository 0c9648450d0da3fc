/* The verifiers of the distributed passes' properties, as the reference checks
 * them: CommDomainScopesMaterialized (every comm-domain scope holds window
 * buffers, each buffer in one scope only) and DistTensorCtxMaterialized (only a
 * host orchestrator queries a communication context). */
#include <stdio.h>
#include <stdlib.h>

#include "comm_util.h"
#include "diag.h"
#include "pass.h"
#include "util.h"
#include "verify.h"

struct scope_ck {
	const struct program *p;
	const struct stmt **owner; /* by var id: the scope holding the buffer */
	bool report;
	int bad;
};

static bool scope_stmt(struct stmt *s, void *ctx)
{
	struct scope_ck *c = ctx;
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_COMM_DOMAIN)
		return true;
	if (!s->u.scope.n_slots) {
		c->bad++;
		if (c->report)
			diag_error(s->span, "CommDomainScopesMaterialized: a comm domain has no window "
				   "buffer");
	}
	if (!c->owner) /* made at the first comm domain: most programs have none */
		c->owner = xcalloc(c->p->n_vars ? c->p->n_vars : 1, sizeof *c->owner);
	for (uint32_t i = 0; i < s->u.scope.n_slots; i++) {
		const struct var *v = s->u.scope.slots[i];
		if (v->id >= c->p->n_vars)
			continue;
		if (!c->owner[v->id]) {
			c->owner[v->id] = s;
			continue;
		}
		c->bad++;
		if (c->report)
			diag_error(s->span, "CommDomainScopesMaterialized: window buffer '%s' is in two "
				   "comm domains", v->name);
	}
	return true;
}

int verify_comm_domain_scopes_materialized(const struct program *p, bool strict, bool report)
{
	struct scope_ck c = {.p = p, .report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		ir_walk_compound_stmts(p->funcs[f]->body, scope_stmt, &c); /* scopes only */
	free(c.owner);
	return c.bad;
}

static const char *ck_ctx(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL || !cu_role(e->u.call.op, "CommCtx") || cu_host_orch(c->fn))
		return NULL;
	static char msg[512];
	snprintf(msg, sizeof msg, "function '%s' still calls %s: only a host orchestrator may query a "
		 "communication context; elsewhere MaterializeDistTensorCtx replaces the query with "
		 "the explicit CommCtx parameter", c->fn->name, spec_ops[e->u.call.op].name);
	return msg;
}

/* No query of a communication context was made: none fails. */
static bool no_ctx_query(void)
{
	return !cu_role_made("CommCtx");
}

const struct verify_expr_prop verify_dist_tensor_ctx_prop = {
	.prop = "DistTensorCtxMaterialized", .calls_only = true, .check = ck_ctx,
	.vacuous = no_ctx_query,
};

int verify_dist_tensor_ctx_materialized(const struct program *p, bool strict, bool report)
{
	return verify_check_expr_prop(p, &verify_dist_tensor_ctx_prop, report);
}
