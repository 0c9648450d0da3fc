/* Helpers of the distributed passes (comm_util.h). */
#include "comm_util.h"

#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "passutil.h"
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

bool cu_role_made(const char *role)
{
	unsigned n;
	const uint16_t *ops = pu_role_ops(true, &n);
	for (unsigned i = 0; i < n; i++)
		if (ir_op_made(ops[i]) && cu_role(ops[i], role))
			return true;
	return false;
}

unsigned cu_op(const char *role)
{
	unsigned n;
	const uint16_t *ops = pu_role_ops(true, &n);
	for (unsigned i = 0; i < n; i++)
		if (cu_role(ops[i], role))
			return ops[i];
	die("no op with comm_role %s in the specs", role);
}

const char *cu_comm_ctx_name(void)
{
	const struct spec_rule *tr = &spec_ops[cu_op("CommCtx")].type_rule;
	for (unsigned i = 0; i < tr->n_params; i++)
		if (!strcmp(tr->params[i].key, "name"))
			return intern_cstr(tr->params[i].s);
	return intern_cstr("opaque");
}

bool cu_is_comm_ctx(const struct type *t)
{
	return t && t->kind == TY_OPAQUE && t->opaque && strcmp(t->opaque, cu_comm_ctx_name()) == 0;
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

bool cu_check_str_kwargs(const struct expr *call)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	for (unsigned i = 0; i < so->n_kwargs; i++) {
		const struct spec_kwarg *k = &so->kwargs[i];
		const struct kwval *v = &call->u.call.kwargs[i];
		if (k->type != KT_str || k->enum_id < 0 || !v->present || !v->s)
			continue;
		if (ir_enum_by_name(k->enum_id, v->s))
			continue;
		const struct spec_enum *en = &spec_enums[k->enum_id];
		struct buf b = {0};
		for (unsigned j = 0; j < en->n_values; j++)
			buf_printf(&b, "%s'%s'", j ? ", " : "", en->values[j].name);
		diag_error(call->span, "%s: %s='%s' is not one of %s", so->name, k->name, v->s, b.data);
		buf_free(&b);
		return false;
	}
	return true;
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

static bool lineage_stmt(struct stmt *s, void *ctx)
{
	struct cu_lineage *L = ctx;
	if (s->kind != ST_ASSIGN)
		return true;
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	L->def[v->id] = e;
	if (e->kind == EX_CALL && cu_role(e->u.call.op, "Window") && e->u.call.args.n &&
	    e->u.call.args.v[0]->kind == EX_VAR) {
		struct var *b = e->u.call.args.v[0]->u.var;
		const struct expr *bd = L->def[b->id];
		if (bd && bd->kind == EX_CALL && cu_role(bd->u.call.op, "AllocWindow"))
			L->view_buf[v->id] = b;
	}
	return true;
}

void cu_lineage_build(struct cu_lineage *L, const struct program *p, struct function *f)
{
	L->p = p;
	L->def = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *L->def);
	L->view_buf = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *L->view_buf);
	ir_walk_stmts(f->body, lineage_stmt, L);
}

void cu_lineage_free(struct cu_lineage *L)
{
	free(L->def);
	free(L->view_buf);
	L->def = NULL;
	L->view_buf = NULL;
}

struct var *cu_lineage_buffer(const struct cu_lineage *L, const struct expr *e)
{
	for (uint32_t steps = 0; e && e->kind == EX_VAR && steps <= L->p->n_vars; steps++) {
		const struct var *v = e->u.var;
		if (v->id >= L->p->n_vars)
			return NULL;
		if (L->view_buf[v->id])
			return L->view_buf[v->id];
		const struct expr *d = L->def[v->id];
		const struct collective *c = cu_collective_call(d);
		if (c) {
			unsigned r = cu_result_operand(c);
			e = r < d->u.call.args.n ? d->u.call.args.v[r] : NULL;
		} else {
			e = d;
		}
	}
	return NULL;
}

const struct expr *cu_lineage_unwrap(const struct cu_lineage *L, const struct expr *e)
{
	for (uint32_t steps = 0; e && e->kind == EX_VAR && e->u.var->id < L->p->n_vars &&
				 L->def[e->u.var->id] && steps <= L->p->n_vars;
	     steps++)
		e = L->def[e->u.var->id];
	return e;
}
