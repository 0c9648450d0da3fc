/* Helpers of the distributed passes (comm_util.h). */
#include "comm_util.h"

#include <string.h>

#include "typecheck.h"
#include "util.h"

static bool orchestrator(const struct function *f)
{
	return f->kind == FK_Orchestration || f->role == ROLE_Orchestrator;
}

bool cu_host_orch(const struct function *f)
{
	return f->level == LV_HOST && orchestrator(f);
}

bool cu_chip_orch(const struct function *f)
{
	return f->level == LV_CHIP && f->kind != FK_Graph && orchestrator(f);
}

bool cu_role(unsigned op, const char *role)
{
	const char *r = spec_ops[op].comm_role;
	return r && strcmp(r, role) == 0;
}

unsigned cu_op(const char *role)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (cu_role(i, role))
			return i;
	die("no op with comm_role %s in the specs", role);
}

bool cu_stmt_role(const struct stmt *s, const char *role)
{
	const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value
						    : NULL;
	return e && e->kind == EX_CALL && cu_role(e->u.call.op, role);
}

const struct collective *cu_collective(unsigned op)
{
	unsigned lo = 0, hi = n_collectives;
	while (lo < hi) {
		unsigned mid = (lo + hi) / 2;
		if (collectives[mid].op == op)
			return &collectives[mid];
		if (collectives[mid].op < op)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

unsigned cu_result_operand(const struct collective *c)
{
	const struct spec_rule *r = &spec_ops[c->op].type_rule;
	for (unsigned i = 0; i < r->n_params; i++)
		if (strcmp(r->params[i].key, "arg") == 0)
			return (unsigned)r->params[i].i;
	return 0;
}

const struct collective *cu_collective_call(const struct expr *e)
{
	return e && e->kind == EX_CALL ? cu_collective(e->u.call.op) : NULL;
}

struct expr *cu_i64(struct arena *a, int64_t v, struct span sp)
{
	return ir_new_int(a, v, DT_INT64, sp);
}

struct expr *cu_bin(struct arena *a, enum binop op, struct expr *l, struct expr *r, struct span sp)
{
	struct expr *e = ir_new_binary(a, op, l, r, sp);
	tc_scalar_expr(e);
	return e;
}
