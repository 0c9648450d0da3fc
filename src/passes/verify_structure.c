/* Verifiers of the structural and lowering-stage properties that are
 * decidable on the IR: SSAForm, NormalizedStmtStructure, UnrollResolved,
 * StructuredCtrlFlow, PipelineResolved, InlineFunctionsEliminated,
 * NoNestedCalls, SplitIncoreOrch, HierarchyOutlined, ClusterOutlined,
 * IncoreTileOps, TileOps2D, TileMemoryInferred, AivSplitValid,
 * MixedKernelExpanded.  Each returns its number of violations and, when asked
 * to report, names the property and the offending node's span. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pass.h"
#include "passutil.h"
#include "util.h"
#include "verify.h"

/* ---- SSAForm ------------------------------------------------------------- */

struct ssa_ck {
	const struct program *p;
	uint8_t *defined;        /* by var id */
	/* names assigned in this function: an open-addressing set of interned
	 * pointers, and its filled slots (to empty it for the next function) */
	const char **names;
	uint32_t names_cap, *filled, n_filled;
	bool report;
	int bad;
};

/* Adds interned `name` to the function's set; false if it was there. */
static bool ssa_name_new(struct ssa_ck *c, const char *name)
{
	if (2 * (c->n_filled + 1) > c->names_cap) {
		uint32_t cap = c->names_cap ? 2 * c->names_cap : 64;
		const char **old = c->names;
		uint32_t n = c->n_filled;
		c->names = xcalloc(cap, sizeof *c->names);
		c->filled = xrealloc(c->filled, cap * sizeof *c->filled);
		c->names_cap = cap;
		c->n_filled = 0;
		uint32_t *slots = xmalloc((n ? n : 1) * sizeof *slots);
		memcpy(slots, c->filled, n * sizeof *slots);
		for (uint32_t i = 0; i < n; i++)
			ssa_name_new(c, old[slots[i]]);
		free(slots);
		free(old);
	}
	uint32_t i = (uint32_t)(((uintptr_t)name >> 4) * 2654435761u) & (c->names_cap - 1);
	while (c->names[i]) {
		if (c->names[i] == name)
			return false;
		i = (i + 1) & (c->names_cap - 1);
	}
	c->names[i] = name;
	c->filled[c->n_filled++] = i;
	return true;
}

static void ssa_def(struct var *v, struct stmt *s, void *ctx)
{
	struct ssa_ck *c = ctx;
	struct span sp = s ? s->span : v->span;
	if (v->id < c->p->n_vars) {
		if (c->defined[v->id]) {
			c->bad++;
			if (c->report)
				diag_error(sp, "SSAForm: '%s' is %s more than once", v->name,
					   s && s->kind == ST_ASSIGN ? "assigned" : "defined");
			return;
		}
		c->defined[v->id] = 1;
	}
	if (!s || s->kind != ST_ASSIGN)
		return;
	/* A re-assignment of a name is a new var in the IR; in SSA form every
	 * assigned name is unique in its function. */
	if (!ssa_name_new(c, v->name)) {
		c->bad++;
		if (c->report)
			diag_error(sp, "SSAForm: '%s' is assigned more than once", v->name);
	}
}

int verify_ssa_form(const struct program *p, bool strict, bool report)
{
	struct ssa_ck c = {.p = p, .report = report};
	c.defined = xcalloc(p->n_vars + 1, 1);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		for (uint32_t i = 0; i < c.n_filled; i++)
			c.names[c.filled[i]] = NULL;
		c.n_filled = 0;
		pu_function_defs(p->funcs[f], ssa_def, &c);
		/* params of the next function are other vars: ids stay unique */
	}
	free(c.defined);
	free(c.names);
	free(c.filled);
	return c.bad;
}

/* ---- statement-shape properties --------------------------------------------- */

struct stmt_ck {
	bool report;
	int bad;
	bool incore_only;
	const struct function *fn;
	/* returns a message when s violates, else NULL */
	const char *(*check)(struct stmt *s, struct stmt_ck *c);
	const char *prop;
};

static bool stmt_ck_cb(struct stmt *s, void *ctx)
{
	struct stmt_ck *c = ctx;
	const char *msg = c->check(s, c);
	if (msg) {
		c->bad++;
		if (c->report)
			diag_error(s->span, "%s: %s", c->prop, msg);
	}
	return true;
}

static int check_stmts(const struct program *p, const char *prop, bool incore_only, bool report,
		       const char *(*check)(struct stmt *, struct stmt_ck *))
{
	struct stmt_ck c = {.report = report, .check = check, .prop = prop};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		if (incore_only && !pu_incore(p->funcs[f]))
			continue;
		c.fn = p->funcs[f];
		ir_walk_stmts(p->funcs[f]->body, stmt_ck_cb, &c);
	}
	return c.bad;
}

/* Bodies are flat statement arrays; what a rewrite can break is a yield
 * that is not the last statement of its body, or a hole in a list. */
static bool list_normal(struct stmt_list l, struct span *where)
{
	for (uint32_t i = 0; i < l.n; i++) {
		if (!l.v[i])
			die("NULL statement in a statement list");
		if (l.v[i]->kind == ST_YIELD && i + 1 != l.n) {
			*where = l.v[i]->span;
			return false;
		}
	}
	return true;
}

static const char *ck_normalized(struct stmt *s, struct stmt_ck *c)
{
	struct stmt_list *kids[2];
	int n = ir_stmt_children(s, kids);
	struct span sp;
	for (int k = 0; k < n; k++)
		if (!list_normal(*kids[k], &sp))
			return "a yield is not the last statement of its body";
	return NULL;
}

int verify_normalized_stmt_structure(const struct program *p, bool strict, bool report)
{
	int bad = 0;
	struct span sp;
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (!list_normal(p->funcs[f]->body, &sp)) {
			bad++;
			if (report)
				diag_error(sp, "NormalizedStmtStructure: a yield at function level");
		}
	return bad + check_stmts(p, "NormalizedStmtStructure", false, report, ck_normalized);
}

static const char *ck_unroll(struct stmt *s, struct stmt_ck *c)
{
	return s->kind == ST_FOR && s->u.loop.kind == FOR_UNROLL ? "a pl.unroll loop remains"
								  : NULL;
}

int verify_unroll_resolved(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "UnrollResolved", false, report, ck_unroll);
}

static const char *ck_pipeline(struct stmt *s, struct stmt_ck *c)
{
	return s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE ? "a pl.pipeline loop remains"
								    : NULL;
}

int verify_pipeline_resolved(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "PipelineResolved", false, report, ck_pipeline);
}

static const char *ck_ctrl(struct stmt *s, struct stmt_ck *c)
{
	if (s->kind == ST_BREAK)
		return "a break remains";
	if (s->kind == ST_CONTINUE)
		return "a continue remains";
	return NULL;
}

int verify_structured_ctrl_flow(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "StructuredCtrlFlow", false, report, ck_ctrl);
}

/* The level keyword of a pl.at scope ("CORE_GROUP"), or NULL. */
static const char *scope_level(const struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++) {
		const struct attr *a = &s->u.scope.kw.v[i];
		if (strcmp(a->key, "level") == 0 && a->value && a->value->kind == EX_SYMBOL) {
			const char *dot = strrchr(a->value->u.s, '.');
			return dot ? dot + 1 : a->value->u.s;
		}
	}
	return NULL;
}

static bool incore_scope(const struct stmt *s)
{
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_AT)
		return false;
	const char *lv = scope_level(s);
	return !lv || strcmp(lv, "CORE_GROUP") == 0;
}

/* As in the reference, only Opaque and Orchestration functions must be free of InCore
 * scopes (a kernel may keep one around its body). */
static const char *ck_split(struct stmt *s, struct stmt_ck *c)
{
	if (c->fn->kind != FK_Opaque && c->fn->kind != FK_Orchestration)
		return NULL;
	return incore_scope(s) ? "an InCore scope is not outlined" : NULL;
}

int verify_split_incore_orch(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "SplitIncoreOrch", false, report, ck_split);
}

static const char *ck_hier(struct stmt *s, struct stmt_ck *c)
{
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_AT || incore_scope(s))
		return NULL;
	return "a pl.at hierarchy scope is not outlined";
}

int verify_hierarchy_outlined(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "HierarchyOutlined", false, report, ck_hier);
}

static const char *ck_cluster(struct stmt *s, struct stmt_ck *c)
{
	if (s->kind != ST_SCOPE)
		return NULL;
	switch (s->u.scope.kind) {
	case SC_CLUSTER:
		return "a pl.cluster scope is not outlined";
	case SC_SPMD:
	case SC_SPMD_FOR:
		return "a pl.spmd scope is not outlined";
	default:
		return NULL;
	}
}

int verify_cluster_outlined(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "ClusterOutlined", false, report, ck_cluster);
}

/* Split validity is about pl.split_aiv regions; a program without them
 * satisfies it.  Regions themselves are judged by LowerAutoVectorSplit. */
static const char *ck_aiv(struct stmt *s, struct stmt_ck *c)
{
	return s->kind == ST_SCOPE && s->u.scope.kind == SC_SPLIT_AIV
		       ? "a pl.split_aiv region is not checked by ptoc"
		       : NULL;
}

int verify_aiv_split_valid(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "AivSplitValid", false, report, ck_aiv);
}

static const char *ck_inline_call(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind == EX_FCALL && e->u.fcall.callee && e->u.fcall.callee->kind == FK_Inline)
		return "a call of an Inline function remains";
	return NULL;
}

/* No Inline function and no call of one (reference: both are reported). */
int verify_inline_functions_eliminated(const struct program *p, bool strict, bool report)
{
	int bad = 0;
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (p->funcs[f]->kind == FK_Inline) {
			bad++;
			if (report)
				diag_error(p->funcs[f]->span,
					   "InlineFunctionsEliminated: Inline function '%s' remains",
					   p->funcs[f]->name);
		}
	return bad + verify_check_exprs(p, "InlineFunctionsEliminated", false, report, ck_inline_call);
}

/* ---- expression properties ---------------------------------------------------- */

static bool expr_ck_cb(struct expr *e, struct stmt *s, void *ctx)
{
	struct verify_expr_ck *c = ctx;
	if (!e)
		return false;
	const char *msg = c->check(e, c);
	if (msg) {
		c->bad++;
		if (c->report)
			diag_error(e->span, "%s: %s", c->prop, msg);
	}
	return true;
}

int verify_check_exprs(const struct program *p, const char *prop, bool incore_only, bool report,
		       const char *(*check)(struct expr *, struct verify_expr_ck *))
{
	struct verify_expr_ck c = {.report = report, .check = check, .prop = prop};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		if (incore_only && !pu_incore(p->funcs[f]))
			continue;
		c.fn = p->funcs[f];
		c.first_affinity = NULL;
		struct pu_expr_walk w = {.fn = expr_ck_cb, .ctx = &c};
		pu_walk_function_exprs(p->funcs[f], &w);
	}
	return c.bad;
}

static bool is_call(const struct expr *e)
{
	return e && (e->kind == EX_CALL || e->kind == EX_FCALL);
}

/* NoNestedCalls as the reference checks it: no call is an argument of a call, an operand of a
 * scalar operator or cast, an if / while condition or a for bound.  A call inside a list
 * (`[f(x), 0]`) and a returned call are not nested calls. */
struct nested_ck {
	bool report;
	int bad;
};

static void nested_at(struct nested_ck *c, const struct expr *e, const char *where)
{
	if (!is_call(e))
		return;
	c->bad++;
	if (c->report)
		diag_error(e->span, "NoNestedCalls: a call is %s", where);
}

static bool nested_expr(struct expr *e, void *ctx)
{
	struct nested_ck *c = ctx;
	switch (e->kind) {
	case EX_CALL:
		for (uint32_t i = 0; i < e->u.call.args.n; i++)
			nested_at(c, e->u.call.args.v[i], "an argument of another call");
		break;
	case EX_FCALL:
		for (uint32_t i = 0; i < e->u.fcall.args.n; i++)
			nested_at(c, e->u.fcall.args.v[i], "an argument of another call");
		break;
	case EX_BINARY:
		nested_at(c, e->u.bin.l, "an operand of a scalar operator");
		nested_at(c, e->u.bin.r, "an operand of a scalar operator");
		break;
	case EX_UNARY:
	case EX_CAST:
		nested_at(c, e->u.un.x, "an operand of a scalar operator");
		break;
	default:
		break;
	}
	return true;
}

static bool nested_stmt(struct stmt *s, void *ctx)
{
	struct nested_ck *c = ctx;
	if (s->kind == ST_IF)
		nested_at(c, s->u.cond.cond, "an if condition");
	else if (s->kind == ST_WHILE)
		nested_at(c, s->u.wloop.cond, "a while condition");
	else if (s->kind == ST_FOR) {
		nested_at(c, s->u.loop.start, "a for-loop bound");
		nested_at(c, s->u.loop.stop, "a for-loop bound");
		nested_at(c, s->u.loop.step, "a for-loop bound");
	}
	ir_stmt_exprs(s, nested_expr, ctx);
	return true;
}

int verify_no_nested_calls(const struct program *p, bool strict, bool report)
{
	struct nested_ck c = {.report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		ir_walk_stmts(p->funcs[f]->body, nested_stmt, &c);
	return c.bad;
}

static const char *ck_tile_ops(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind == EX_CALL && strcmp(spec_ops[e->u.call.op].op_category, "TensorOp") == 0)
		return "a tensor op remains in an InCore function";
	return NULL;
}

int verify_incore_tile_ops(const struct program *p, bool strict, bool report)
{
	return verify_check_exprs(p, "IncoreTileOps", true, report, ck_tile_ops);
}

static const char *ck_2d(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL)
		return NULL;
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_TILE && t->shape.n > 2)
		return "a tile op has a result of rank > 2";
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		const struct type *at = ir_expr_type(e->u.call.args.v[i]);
		if (at->kind == TY_TILE && at->shape.n > 2)
			return "a tile op has an operand of rank > 2";
	}
	return NULL;
}

int verify_tile_ops_2d(const struct program *p, bool strict, bool report)
{
	return verify_check_exprs(p, "TileOps2D", true, report, ck_2d);
}

static const char *ck_mem(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL)
		return NULL;
	const struct spec_op *op = &spec_ops[e->u.call.op];
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_TILE && t->mem == MS_COUNT)
		return "a tile has no memory space";
	for (uint32_t i = 0; i < e->u.call.args.n && i < op->n_operands; i++) {
		const struct type *at = ir_expr_type(e->u.call.args.v[i]);
		if (at->kind != TY_TILE)
			continue;
		if (at->mem == MS_COUNT)
			return "a tile operand has no memory space";
		if (op->operands[i].mem && !(op->operands[i].mem & (1u << at->mem)))
			return "a tile operand is in a memory space its op does not accept";
	}
	return NULL;
}

struct mem_vars {
	bool report;
	int bad;
};

static void mem_var(struct var *v, struct stmt *s, void *ctx)
{
	struct mem_vars *m = ctx;
	if (v->type && v->type->kind == TY_TILE && v->type->mem == MS_COUNT) {
		m->bad++;
		if (m->report)
			diag_error(s ? s->span : v->span,
				   "TileMemoryInferred: tile '%s' has no memory space", v->name);
	}
}

int verify_tile_memory_inferred(const struct program *p, bool strict, bool report)
{
	struct mem_vars m = {.report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (pu_incore(p->funcs[f]))
			pu_function_defs(p->funcs[f], mem_var, &m);
	if (m.bad)
		return m.bad;
	return verify_check_exprs(p, "TileMemoryInferred", true, report, ck_mem);
}

/* Mixed kernels: an InCore function whose ops need both cube and vector
 * cores must have been split into AIC + AIV functions. */
static const char *ck_mixed(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL || c->fn->kind != FK_InCore)
		return NULL;
	const char *aff = spec_ops[e->u.call.op].core_affinity;
	if (!aff || strcmp(aff, "SHARED") == 0)
		return NULL;
	if (!c->first_affinity)
		c->first_affinity = aff;
	else if (strcmp(c->first_affinity, aff) != 0)
		return "an InCore function mixes cube and vector ops";
	return NULL;
}

int verify_mixed_kernel_expanded(const struct program *p, bool strict, bool report)
{
	return verify_check_exprs(p, "MixedKernelExpanded", true, report, ck_mixed);
}
