/* Verifiers of the structural and lowering-stage properties that are
 * decidable on the IR: SSAForm, NormalizedStmtStructure, UnrollResolved,
 * StructuredCtrlFlow, PipelineResolved, InlineFunctionsEliminated,
 * NoNestedCalls, SplitIncoreOrch, HierarchyOutlined, ClusterOutlined,
 * IncoreTileOps, TileOps2D, TileMemoryInferred, AivSplitValid,
 * MixedKernelExpanded (its pipe part in verify_pipes.c).  Each returns its number of violations and, when asked
 * to report, names the property and the offending node's span. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passutil.h"
#include "util.h"
#include "outline.h"
#include "tile_lowering.h"
#include "verify.h"

/* ---- SSAForm ------------------------------------------------------------- */

struct ssa_ck {
	const struct program *p;
	uint8_t *defined;   /* by var id */
	/* by intern_id of a name: the stamp of the function that assigned it
	 * (names interned after the check started are not in the table) */
	uint32_t *assigned, n_names, stamp;
	/* the assignments met, in order: name id and its assigned entry before */
	struct ssa_log { uint32_t id, prev; } *log;
	size_t n_log, cap_log;
	bool report;
	int bad;
};

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
	 * assigned name is unique in its function, but for the two branches of
	 * an if, which are scopes of their own (ssa_walk). */
	unsigned id = intern_id(v->name);
	if (id >= c->n_names)
		die("SSAForm: var '%s' named after the check began", v->name);
	if (c->assigned[id] == c->stamp) {
		c->bad++;
		if (c->report)
			diag_error(sp, "SSAForm: '%s' is assigned more than once", v->name);
	}
	if (c->n_log == c->cap_log) {
		c->cap_log = c->cap_log ? 2 * c->cap_log : 64;
		c->log = xrealloc(c->log, c->cap_log * sizeof *c->log);
	}
	c->log[c->n_log++] = (struct ssa_log){id, c->assigned[id]};
	c->assigned[id] = c->stamp;
}

static bool ssa_stmt(struct stmt *s, void *ctx)
{
	if (s->kind == ST_ASSIGN)
		ssa_def(s->u.assign.var, s, ctx);
	else
		pu_stmt_defs(s, ssa_def, ctx);
	return true;
}

/* A statement list being checked: the statement whose body it is (or NULL)
 * and which body; for an else branch, the log entries of its then branch. */
struct ssa_frame {
	struct stmt_list l;
	uint32_t i;
	struct stmt *owner;
	int kid;
	size_t log0, then0, then1;
};

static struct ssa_frame *ssa_push(struct ssa_frame **st, size_t *n, size_t *cap)
{
	if (*n == *cap)
		*st = xrealloc(*st, (*cap *= 2) * sizeof **st);
	return &(*st)[(*n)++];
}

/* The defs of a body in pre-order.  The else branch of an if does not see
 * the names its then branch assigned (their log entries are undone while it
 * is walked), so a copy of a body in the other branch (the dual-AIV lane
 * dispatch) may keep the names; after the if, the names of both count as
 * assigned. */
static void ssa_walk(struct ssa_ck *c, struct stmt_list body)
{
	size_t n = 0, cap = 16;
	struct ssa_frame *st = xmalloc(cap * sizeof *st);
	*ssa_push(&st, &n, &cap) = (struct ssa_frame){.l = body, .log0 = c->n_log};
	while (n) {
		struct ssa_frame *f = &st[n - 1];
		struct stmt_list *kids[2];
		if (f->i < f->l.n) {
			struct stmt *s = f->l.v[f->i++];
			ssa_stmt(s, c);
			if (ir_stmt_children(s, kids) > 0)
				*ssa_push(&st, &n, &cap) =
					(struct ssa_frame){.l = *kids[0], .owner = s, .log0 = c->n_log};
			continue;
		}
		struct ssa_frame done = *f;
		n--;
		if (!done.owner)
			continue;
		bool branch = done.owner->kind == ST_IF;
		if (branch && done.kid == 1)
			for (size_t k = done.then0; k < done.then1; k++)
				c->assigned[c->log[k].id] = c->stamp;
		if (done.kid + 1 >= ir_stmt_children(done.owner, kids))
			continue;
		if (branch)
			for (size_t k = c->n_log; k-- > done.log0;)
				c->assigned[c->log[k].id] = c->log[k].prev;
		*ssa_push(&st, &n, &cap) = (struct ssa_frame){.l = *kids[done.kid + 1],
							     .owner = done.owner,
							     .kid = done.kid + 1,
							     .log0 = c->n_log,
							     .then0 = done.log0,
							     .then1 = c->n_log};
	}
	free(st);
}

int verify_ssa_form(const struct program *p, bool strict, bool report)
{
	struct ssa_ck c = {.p = p, .report = report, .n_names = intern_count()};
	c.defined = xcalloc(p->n_vars + 1, 1);
	c.assigned = xcalloc(c.n_names + 1, sizeof *c.assigned);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		c.stamp = f + 1; /* names are per function */
		c.n_log = 0;
		struct function *fn = p->funcs[f];
		for (uint32_t i = 0; i < fn->n_params; i++)
			ssa_def(fn->params[i].var, NULL, &c);
		ssa_walk(&c, fn->body);
		/* params of the next function are other vars: ids stay unique */
	}
	free(c.defined);
	free(c.assigned);
	free(c.log);
	return c.bad;
}

/* ---- statement-shape properties --------------------------------------------- */

struct stmt_ck {
	bool report;
	int bad;
	bool incore_only;
	const struct function *fn;
	/* returns a message when s violates, else NULL (the checks are also
	 * statement checks of the shared walk; of their context they read the
	 * function, `ck`) */
	const char *(*check)(struct stmt *s, struct verify_expr_ck *c);
	const char *prop;
	struct verify_expr_ck ck;
};

static bool stmt_ck_cb(struct stmt *s, void *ctx)
{
	struct stmt_ck *c = ctx;
	const char *msg = c->check(s, &c->ck);
	if (msg) {
		c->bad++;
		if (c->report)
			diag_error(s->span, "%s: %s", c->prop, msg);
	}
	return true;
}

static int check_stmts(const struct program *p, const char *prop, bool incore_only, bool report,
		       const char *(*check)(struct stmt *, struct verify_expr_ck *))
{
	struct stmt_ck c = {.report = report, .check = check, .prop = prop};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		if (incore_only && !pu_incore(p->funcs[f]))
			continue;
		c.fn = c.ck.fn = p->funcs[f];
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

static const char *ck_normalized(struct stmt *s, struct verify_expr_ck *c)
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

/* The function bodies' own lists (no statement holds them); the statements'
 * lists are checked in the shared walk (verify_check_expr_props). */
static int normalized_bodies(const struct program *p)
{
	int bad = 0;
	struct span sp;
	for (uint32_t f = 0; f < p->n_funcs; f++)
		bad += !list_normal(p->funcs[f]->body, &sp);
	return bad;
}

const struct verify_expr_prop verify_normalized_prop = {
	.prop = "NormalizedStmtStructure", .stmt_check = ck_normalized, .pre = normalized_bodies,
	.stmt_kinds = 1u << ST_FOR | 1u << ST_WHILE | 1u << ST_IF | 1u << ST_SCOPE, /* with bodies */
};

static const char *ck_unroll(struct stmt *s, struct verify_expr_ck *c)
{
	return s->kind == ST_FOR && s->u.loop.kind == FOR_UNROLL ? "a pl.unroll loop remains"
								  : NULL;
}

int verify_unroll_resolved(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "UnrollResolved", false, report, ck_unroll);
}

const struct verify_expr_prop verify_unroll_prop = {
	.prop = "UnrollResolved", .stmt_check = ck_unroll, .stmt_kinds = 1u << ST_FOR,
};

static const char *ck_pipeline(struct stmt *s, struct verify_expr_ck *c)
{
	return s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE ? "a pl.pipeline loop remains"
								    : NULL;
}

int verify_pipeline_resolved(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "PipelineResolved", false, report, ck_pipeline);
}

const struct verify_expr_prop verify_pipeline_prop = {
	.prop = "PipelineResolved", .stmt_check = ck_pipeline, .stmt_kinds = 1u << ST_FOR,
};

static const char *ck_ctrl(struct stmt *s, struct verify_expr_ck *c)
{
	if (s->kind == ST_BREAK)
		return "a break remains";
	if (s->kind == ST_CONTINUE)
		return "a continue remains";
	return NULL;
}

int verify_structured_ctrl_flow(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "StructuredCtrlFlow", true, report, ck_ctrl);
}

const struct verify_expr_prop verify_ctrl_flow_prop = {
	.prop = "StructuredCtrlFlow", .incore_only = true, .stmt_check = ck_ctrl,
	.stmt_kinds = 1u << ST_BREAK | 1u << ST_CONTINUE,
};

/* ---- outlining properties (reference outline_*_scopes_pass.cpp) -------------------- */

struct scope_walk {
	enum ol_target t;
	struct stmt_ck c;
	const char *msg;
};

static bool scope_walk_cb(struct stmt *s, void *ctx)
{
	struct scope_walk *w = ctx;
	if (ol_is_target(s, w->t)) {
		w->c.bad++;
		if (w->c.report)
			diag_error(s->span, "%s: %s", w->c.prop, w->msg);
	}
	return true;
}

static int check_scopes(const struct program *p, const char *prop, enum ol_target t, bool report,
			bool (*checked)(const struct function *), const char *msg)
{
	struct scope_walk w = {.t = t, .msg = msg};
	w.c.report = report;
	w.c.prop = prop;
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (checked(p->funcs[f]))
			ir_walk_stmts(p->funcs[f]->body, scope_walk_cb, &w);
	return w.c.bad;
}

/* Only Opaque and Orchestration functions must be
 * free of InCore scopes (a kernel may keep one around its body). */
static bool opaque_or_orch(const struct function *f)
{
	return f->kind == FK_Opaque || f->kind == FK_Orchestration;
}

static bool is_opaque(const struct function *f)
{
	return f->kind == FK_Opaque;
}

static bool not_wrapper(const struct function *f)
{
	return f->kind != FK_Group && f->kind != FK_Spmd;
}

/* No CORE_GROUP scope outside InCore functions.  (The reference also warns
 * of compute tensor ops left in an Orchestration function; a warning is no
 * violation.) */
int verify_split_incore_orch(const struct program *p, bool strict, bool report)
{
	return check_scopes(p, "SplitIncoreOrch", OL_INCORE, report, opaque_or_orch,
			    "InCore scope found in a non-InCore function (should have been outlined)");
}

/* No non-CORE_GROUP pl.at scope in an Opaque function. */
int verify_hierarchy_outlined(const struct program *p, bool strict, bool report)
{
	return check_scopes(p, "HierarchyOutlined", OL_HIERARCHY, report, is_opaque,
			    "Hierarchy scope found in function (should have been outlined)");
}

/* No pl.cluster / pl.spmd scope (nor `for i in pl.spmd(n)`) outside Group
 * and Spmd functions: the check of the shared walk and of the reporting
 * verifier.  A pl.cluster or pl.spmd scope in a kernel (InCore, AIC, AIV)
 * is none of OutlineClusterScopes' (it outlines from Opaque and
 * orchestration functions only) and stays: the kernel already runs on its
 * cluster, every block of its launch runs the body, and codegen emits it in
 * place, as the reference does, whose Default pipeline leaves
 * ClusterOutlined unverified. */
static const char *st_cluster(struct stmt *s, struct verify_expr_ck *c)
{
	if (!not_wrapper(c->fn) || pu_incore(c->fn))
		return NULL;
	if (ol_is_target(s, OL_CLUSTER))
		return "Cluster scope found in non-Group function (should have been outlined)";
	if (ol_is_target(s, OL_SPMD) || (s->kind == ST_SCOPE && s->u.scope.kind == SC_SPMD_FOR))
		return "Spmd scope found in non-Group function (should have been outlined)";
	return NULL;
}

int verify_cluster_outlined(const struct program *p, bool strict, bool report)
{
	return check_stmts(p, "ClusterOutlined", false, report, st_cluster);
}

const struct verify_expr_prop verify_cluster_outlined_prop = {
	.prop = "ClusterOutlined", .stmt_check = st_cluster, .stmt_kinds = 1u << ST_SCOPE,
};

static const char *ck_orch_refs(struct expr *e, struct verify_expr_ck *c)
{
	if (c->fn->kind != FK_Orchestration && c->fn->kind != FK_Graph)
		return NULL;
	if (e->kind == EX_FCALL && !e->u.fcall.callee)
		return "an orchestration function references an undefined function";
	return NULL;
}

/* Every program function an Orchestration or Graph body calls exists. */
static bool no_fcalls(void)
{
	return !ir_fcalls_made();
}

const struct verify_expr_prop verify_orch_refs_prop = {
	.prop = "OrchestrationReferencesResolved", .calls_only = true, .check = ck_orch_refs,
	.vacuous = no_fcalls,
};

int verify_orchestration_references_resolved(const struct program *p, bool strict, bool report)
{
	return verify_check_expr_prop(p, &verify_orch_refs_prop, report);
}

/* ---- AivSplitValid (reference aiv_split_valid verifier) ------------------------------ */

/* AivSplitValid (reference AIV split verifier): no cube op inside a pl.split_aiv
 * region; inside a region with a split axis, no reduction over that axis (each lane would reduce its half only);
 * the boundary ops tile.aiv_shard / tile.aic_gather only inside a region (or, once
 * lowered, in a split_aiv function), an
 * aiv_shard operand in a Cube space (the Cube-produced value crosses) and an
 * aic_gather operand in a Vector space. */
struct aiv_ck {
	const struct function *fn;
	bool report, lowered;
	int bad;
};

static void aiv_err(struct aiv_ck *c, struct span sp, const char *fmt, const char *op)
{
	c->bad++;
	if (c->report) {
		char msg[320];
		snprintf(msg, sizeof msg, fmt, op);
		diag_error(sp, "AivSplitValid: %s", msg);
	}
}

static int64_t region_split(const struct stmt *s)
{
	const char *key = intern_cstr("mode");
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
		if (s->u.scope.kw.v[i].key == key && s->u.scope.kw.v[i].value->kind == EX_SYMBOL) {
			const char *m = strrchr(s->u.scope.kw.v[i].value->u.s, '.');
			m = m ? m + 1 : s->u.scope.kw.v[i].value->u.s;
			return strcmp(m, "UP_DOWN") == 0 ? 1 : strcmp(m, "LEFT_RIGHT") == 0 ? 2 : 0;
		}
	return 0;
}

static void aiv_call(struct aiv_ck *c, const struct expr *e, int region)
{
	const struct spec_op *o = &spec_ops[e->u.call.op];
	const char *name = ir_op_spelling(e->u.call.op);
	bool shard = pu_cross_core_role(e->u.call.op, "AivShard"),
	     gather = pu_cross_core_role(e->u.call.op, "AicGather");
	if (!shard && !gather) {
		/* in any region, split or not, the body is the AIV lane's: no cube work */
		if (region >= 0 && o->core_affinity && strcmp(o->core_affinity, "CUBE") == 0)
			aiv_err(c, e->span, "cube op '%s' is inside a pl.split_aiv region, which is the "
				"AIV lane's body (and each lane holds only half the tile); move it out of "
				"the region", name);
		int dim = o->type_rule.kind == TR_row_reduce ? 1 : o->type_rule.kind == TR_col_reduce ? 0 : -1;
		if (region > 0 && dim == region - 1)
			aiv_err(c, e->span, "reduce op '%s' reduces over the split axis inside a pl.split_aiv "
				"region, producing a partial reduction; reduce the other axis, or gather the "
				"lanes back (tile.aic_gather) before reducing", name);
		return;
	}
	if (region < 0 && !c->lowered)
		aiv_err(c, e->span, "'%s' must appear inside a pl.split_aiv region (it marks the AIV-split "
			"boundary and is only meaningful there)", name);
	const struct type *t = e->u.call.args.n ? ir_expr_type(e->u.call.args.v[0]) : NULL;
	if (!t || t->kind != TY_TILE || t->mem >= MS_COUNT)
		return;
	if (shard && t->mem != MS_Acc)
		aiv_err(c, e->span, "'%s' transfers a Cube-produced value across the cross-core boundary "
			"and requires an operand in pl.Mem.Acc", name);
	if (gather && t->mem != MS_Vec)
		aiv_err(c, e->span, "'%s' gathers the Vector lanes' halves and requires an operand in "
			"pl.Mem.Vec", name);
}

/* region: -1 outside any region, else the region's split code (0 NONE). */
static void aiv_list(struct aiv_ck *c, struct stmt_list l, int region)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_SCOPE && s->u.scope.kind == SC_SPLIT_AIV) {
			aiv_list(c, s->u.scope.body, (int)region_split(s));
			continue;
		}
		int op = pu_stmt_op(s);
		if (op >= 0)
			aiv_call(c, s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value, region);
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			aiv_list(c, *kids[k], region);
	}
}

/* Inside a data-parallel pl.split_aiv region (UP_DOWN / LEFT_RIGHT): no cube
 * op, no reduction over the halved axis. */
int verify_aiv_split_valid(const struct program *p, bool strict, bool report)
{
	/* outside a region only the boundary ops are checked */
	if (!ir_split_aiv_made() && !pu_role_made("AivShard") && !pu_role_made("AicGather"))
		return 0;
	struct aiv_ck c = {.report = report};
	const char *key = intern_cstr("split_aiv");
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		const struct function *fn = p->funcs[f];
		c.fn = fn;
		c.lowered = false;
		for (uint32_t i = 0; i < fn->attrs.n; i++)
			if (fn->attrs.v[i].key == key && fn->attrs.v[i].value->kind == EX_BOOL &&
			    fn->attrs.v[i].value->u.b)
				c.lowered = true;
		aiv_list(&c, fn->body, -1);
	}
	return c.bad;
}

static const char *ck_inline_call(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind == EX_FCALL && e->u.fcall.callee && e->u.fcall.callee->kind == FK_Inline)
		return "a call of an Inline function remains";
	return NULL;
}

/* The Inline functions of p. */
static int inline_functions(const struct program *p, bool report)
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
	return bad;
}

static int inline_functions_pre(const struct program *p)
{
	return inline_functions(p, false);
}

/* Batched with the other expression properties of a stage (passmgr.c):
 * the input's, in one walk. */
const struct verify_expr_prop verify_inline_eliminated_prop = {
	.prop = "InlineFunctionsEliminated", .calls_only = true, .check = ck_inline_call,
	.pre = inline_functions_pre, .vacuous = no_fcalls,
};

/* No Inline function and no call of one (reference: both are reported). */
int verify_inline_functions_eliminated(const struct program *p, bool strict, bool report)
{
	return inline_functions(p, report) + verify_check_expr_prop(p, &verify_inline_eliminated_prop, report);
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

int verify_check_expr_prop(const struct program *p, const struct verify_expr_prop *x, bool report)
{
	if ((x->needs_backend && !verify_backend) || (x->vacuous && x->vacuous()))
		return 0;
	return verify_check_exprs(p, x->prop, x->incore_only, report, x->check);
}

typedef const char *(*expr_check_fn)(struct expr *e, struct verify_expr_ck *c);

struct expr_props_ck {
	unsigned n, n_on, n_any, n_leaf;
	struct verify_expr_ck c[PROP_COUNT];
	const struct verify_expr_prop *x[PROP_COUNT];
	/* indices of the checks that apply to the function: the first n_leaf
	 * look at every node, the rest up to n_any at every node but leaves,
	 * the rest up to n_on at calls only; with each its check and state */
	uint8_t on[PROP_COUNT];
	expr_check_fn on_fn[PROP_COUNT];
	struct verify_expr_ck *on_c[PROP_COUNT];
	unsigned n_st; /* the statement checks that apply, in st[] */
	uint32_t st_kinds; /* the statement kinds they look at */
	uint8_t st[PROP_COUNT];
	int *bad;
	struct verify_expr_at at;
};

/* A violation of check i at `sp`, counted; in a reporting walk reported,
 * unless the check reported it itself (its message is ""). */
static __attribute__((noinline, cold)) void props_bad(struct expr_props_ck *k, unsigned i,
							  struct span sp, const char *msg)
{
	k->bad[i]++;
	if (k->c[i].report && *msg)
		diag_error(sp, "%s: %s", k->c[i].prop, msg);
}

static inline void props_node(struct expr_props_ck *k, struct expr *e)
{
	unsigned n = e->kind == EX_CALL || e->kind == EX_FCALL ? k->n_on
		   : e->kind <= EX_SYMBOL ? k->n_leaf : k->n_any;
	for (unsigned j = 0; j < n; j++) {
		const char *msg = k->on_fn[j](e, k->on_c[j]);
		if (msg)
			props_bad(k, k->on[j], e->span, msg);
	}
}

static bool expr_props_cb(struct expr *e, void *ctx)
{
	props_node(ctx, e);
	return true;
}

static void props_walk(struct expr_props_ck *k, struct expr *e, unsigned depth);

/* props_walk(k, x, depth) with a leaf (most operands) checked in place. */
static inline void props_child(struct expr_props_ck *k, struct expr *x, unsigned depth)
{
	if (x && x->kind <= EX_SYMBOL) {
		if (k->n_leaf)
			props_node(k, x);
	} else {
		props_walk(k, x, depth);
	}
}

static inline void props_walk_list(struct expr_props_ck *k, struct expr_list l, unsigned depth)
{
	for (uint32_t i = 0; i < l.n; i++)
		props_child(k, l.v[i], depth);
}

static void props_walk_attrs(struct expr_props_ck *k, struct attr_list l, unsigned depth)
{
	for (uint32_t i = 0; i < l.n; i++)
		props_child(k, l.v[i].value, depth);
}

/* Every node of e in ir_walk_expr's order, each given to the checks without
 * the generic walk's callbacks.  The recursion follows the expression's
 * depth, which the pass manager bounds (ir_check_depth) before it verifies;
 * deeper than that, the iterative walk takes over. */
static void props_walk(struct expr_props_ck *k, struct expr *e, unsigned depth)
{
	if (depth > IR_CODEGEN_MAX_DEPTH) {
		ir_walk_expr(e, expr_props_cb, k);
		return;
	}
	depth++;
	while (e) {
		props_node(k, e);
		switch (e->kind) {
		case EX_BINARY:
			props_child(k, e->u.bin.l, depth);
			e = e->u.bin.r;
			break;
		case EX_UNARY:
		case EX_CAST:
			e = e->u.un.x;
			break;
		case EX_GETITEM:
			e = e->u.get.x;
			break;
		case EX_LIST:
			props_walk_list(k, e->u.list, depth);
			return;
		case EX_CALL: {
			props_walk_list(k, e->u.call.args, depth);
			if (!e->u.call.attrs.n)
				return;
			bool kw = k->at.keyword;
			k->at.keyword = true;
			props_walk_attrs(k, e->u.call.attrs, depth);
			k->at.keyword = kw;
			return;
		}
		case EX_FCALL: {
			props_walk_list(k, e->u.fcall.args, depth);
			bool kw = k->at.keyword;
			k->at.keyword = true;
			props_walk(k, e->u.fcall.device, depth);
			props_walk_attrs(k, e->u.fcall.attrs, depth);
			if (e->u.fcall.submit) {
				const struct submit *sb = e->u.fcall.submit;
				props_walk_list(k, sb->deps, depth);
				props_walk_list(k, sb->dumps, depth);
				props_walk(k, sb->core_num, depth);
				props_walk(k, sb->predicate, depth);
			}
			k->at.keyword = kw;
			return;
		}
		default:
			return;
		}
	}
}

static bool props_root(struct expr *e, void *ctx)
{
	struct expr_props_ck *k = ctx;
	const struct stmt *s = k->at.stmt;
	k->at.keyword = s->kind == ST_SCOPE && e != s->u.scope.arg;
	props_walk(k, e, 0);
	return true;
}

static bool props_stmt(struct stmt *s, void *ctx)
{
	struct expr_props_ck *k = ctx;
	for (unsigned j = 0; j < k->n_st && (k->st_kinds >> s->kind & 1); j++) {
		unsigned i = k->st[j];
		const char *msg = k->x[i]->stmt_check(s, &k->c[i]);
		if (msg)
			props_bad(k, i, s->span, msg);
	}
	if (!k->n_on)
		return true;
	k->at.stmt = s;
	if (s->kind == ST_ASSIGN) { /* the most common: its value alone */
		struct expr *v = s->u.assign.value;
		k->at.keyword = false;
		if (v->kind == EX_CALL && !v->u.call.attrs.n) { /* props_walk's steps, in place */
			props_node(k, v);
			props_walk_list(k, v->u.call.args, 1);
		} else {
			props_walk(k, v, 0);
		}
	} else {
		ir_stmt_root_exprs(s, props_root, ctx);
	}
	return true;
}

/* verify_check_expr_props, reporting each violation when `report`. */
static void props_run(const struct program *p, const struct verify_expr_prop *const *props,
		      unsigned n, int *bad, bool report)
{
	ASSERT(n <= PROP_COUNT);
	struct expr_props_ck k = {.n = n, .bad = bad};
	uint64_t vac = 0; /* the vacuous checks, asked once */
	for (unsigned i = 0; i < n; i++) {
		k.x[i] = props[i];
		bad[i] = 0;
		if (props[i]->vacuous && props[i]->vacuous())
			vac |= (uint64_t)1 << i;
	}
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		bool incore = pu_incore(p->funcs[f]);
		k.n_on = k.n_any = k.n_leaf = k.n_st = k.st_kinds = 0;
		/* the every-node checks first, then those passing leaves, then
		 * the calls-only ones */
		for (int tier = 0; tier < 3; tier++)
			for (unsigned i = 0; i < n; i++) {
				const struct verify_expr_prop *x = k.x[i];
				if ((x->incore_only && !incore) || (x->needs_backend && !verify_backend) ||
				    (x->calls_only ? 2 : x->leaves_pass ? 1 : 0) != tier ||
				    (vac >> i & 1))
					continue;
				k.c[i] = (struct verify_expr_ck){.report = report, .prop = x->prop,
								 .check = x->check, .fn = p->funcs[f],
								 .at = &k.at};
				if (x->stmt_check) {
					k.st[k.n_st++] = (uint8_t)i;
					k.st_kinds |= x->stmt_kinds;
				}
				if (!x->check)
					continue;
				k.on_fn[k.n_on] = x->check;
				k.on_c[k.n_on] = &k.c[i];
				k.on[k.n_on++] = (uint8_t)i;
				k.n_any += tier < 2;
				k.n_leaf += tier == 0;
			}
		if (!k.n_on && !k.n_st)
			continue;
		/* statement checks alone, of statements with bodies only: the
		 * others need no call */
		uint32_t bodies = 1u << ST_FOR | 1u << ST_WHILE | 1u << ST_IF | 1u << ST_SCOPE;
		if (!k.n_on && !(k.st_kinds & ~bodies))
			ir_walk_compound_stmts(p->funcs[f]->body, props_stmt, &k);
		else
			ir_walk_stmts(p->funcs[f]->body, props_stmt, &k);
	}
}

void verify_check_expr_props(const struct program *p, const struct verify_expr_prop *const *props,
			     unsigned n, int *bad)
{
	props_run(p, props, n, bad, false);
}

static bool is_call(const struct expr *e)
{
	return e && (e->kind == EX_CALL || e->kind == EX_FCALL);
}

/* NoNestedCalls as the reference checks it: no call is an argument of a call, an operand of a
 * scalar operator or cast, an if / while condition or a for bound.  A call inside a list
 * (`[f(x), 0]`) and a returned call are not nested calls.  Only a call's positional arguments
 * are looked into, not its keywords (`predicate=`, `deps=`, `device=`, attrs) nor a scope's:
 * FlattenCallExpr leaves those as written (`predicate=(pl.cast(pl.tensor.read(rc, [0, 0]),
 * pl.INDEX) > 0)` stays a condition read at launch).  A check of the shared walk, which gives
 * it every node (keywords marked): a node is bad when one of its operands is a call, or when it
 * is a call where its statement reads a condition or bound. */

/* Where root call e is a condition or loop bound of its statement s, or NULL. */
static const char *nested_root_where(const struct expr *e, const struct stmt *s)
{
	if (s->kind == ST_IF && e == s->u.cond.cond)
		return "an if condition";
	if (s->kind == ST_WHILE && e == s->u.wloop.cond)
		return "a while condition";
	if (s->kind == ST_FOR && (e == s->u.loop.start || e == s->u.loop.stop || e == s->u.loop.step))
		return "a for-loop bound";
	return NULL;
}

static void nested_report(bool *any, const struct expr *x, const char *where)
{
	if (!is_call(x))
		return;
	*any = true;
	diag_error(x->span, "NoNestedCalls: a call is %s", where);
}

/* ck_nested for the reporting verifier: each call misplaced at node e
 * reported at the call ("" when there was one). */
static const char *ck_nested_report(struct expr *e, struct verify_expr_ck *c)
{
	if (c->at->keyword)
		return NULL;
	bool any = false;
	const char *root = is_call(e) ? nested_root_where(e, c->at->stmt) : NULL;
	if (root)
		nested_report(&any, e, root);
	switch (e->kind) {
	case EX_CALL:
	case EX_FCALL: {
		struct expr_list args = e->kind == EX_CALL ? e->u.call.args : e->u.fcall.args;
		for (uint32_t i = 0; i < args.n; i++)
			nested_report(&any, args.v[i], "an argument of another call");
		break;
	}
	case EX_BINARY:
		nested_report(&any, e->u.bin.l, "an operand of a scalar operator");
		nested_report(&any, e->u.bin.r, "an operand of a scalar operator");
		break;
	case EX_UNARY:
	case EX_CAST:
		nested_report(&any, e->u.un.x, "an operand of a scalar operator");
		break;
	default:
		break;
	}
	return any ? "" : NULL;
}

static const char *ck_nested(struct expr *e, struct verify_expr_ck *c)
{
	if (c->at->keyword)
		return NULL;
	switch (e->kind) {
	case EX_CALL:
	case EX_FCALL: {
		struct expr_list args = e->kind == EX_CALL ? e->u.call.args : e->u.fcall.args;
		for (uint32_t i = 0; i < args.n; i++)
			if (is_call(args.v[i]))
				return "a call is an argument of another call";
		break;
	}
	case EX_BINARY:
		if (is_call(e->u.bin.l) || is_call(e->u.bin.r))
			return "a call is an operand of a scalar operator";
		return NULL;
	case EX_UNARY:
	case EX_CAST:
		if (is_call(e->u.un.x))
			return "a call is an operand of a scalar operator";
		return NULL;
	default:
		return NULL;
	}
	const struct stmt *s = c->at->stmt; /* most often an assignment: no condition nor bound */
	if (s->kind != ST_IF && s->kind != ST_WHILE && s->kind != ST_FOR)
		return NULL;
	return nested_root_where(e, s) ? "a call is a condition or loop bound" : NULL;
}

const struct verify_expr_prop verify_no_nested_calls_prop = {
	.prop = "NoNestedCalls", .check = ck_nested, .leaves_pass = true,
};

int verify_no_nested_calls(const struct program *p, bool strict, bool report)
{
	static const struct verify_expr_prop reporting = {
		.prop = "NoNestedCalls", .check = ck_nested_report, .leaves_pass = true,
	};
	const struct verify_expr_prop *x = report ? &reporting : &verify_no_nested_calls_prop;
	int bad;
	props_run(p, &x, 1, &bad, report);
	return bad;
}

static const char *ck_tile_ops(struct expr *e, struct verify_expr_ck *c)
{
	if (c->fn->kind != FK_InCore || e->kind != EX_CALL)
		return NULL;
	const char *cat = spec_ops[e->u.call.op].op_category;
	if (cat[1] == 'e' && strcmp(cat, "TensorOp") == 0 && tl_pick(e)) /* [1]: most are TileOp */
		return "a tensor op remains in an InCore function (should have been converted)";
	return NULL;
}

/* No tensor op that ConvertTensorToTileOps lowers is left in an InCore
 * function (tensor ops without a lowering for their operands stay). */
const struct verify_expr_prop verify_incore_tile_ops_prop = {
	.prop = "IncoreTileOps", .calls_only = true, .check = ck_tile_ops,
	.incore_only = true,
};

int verify_incore_tile_ops(const struct program *p, bool strict, bool report)
{
	return verify_check_expr_prop(p, &verify_incore_tile_ops_prop, report);
}

static const char *ck_2d(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL)
		return NULL;
	/* loads and stores meet N-D tensors, a reshape keeps the shape it
	 * states: the reference's TileOps2D lets these be */
	uint8_t rule = spec_ops[e->u.call.op].type_rule.kind;
	if (rule == TR_load || rule == TR_store || rule == TR_reshape)
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

const struct verify_expr_prop verify_tile_ops_2d_prop = {
	.prop = "TileOps2D", .calls_only = true, .check = ck_2d,
	.incore_only = true,
};

int verify_tile_ops_2d(const struct program *p, bool strict, bool report)
{
	return verify_check_expr_prop(p, &verify_tile_ops_2d_prop, report);
}

/* The message of an operand outside the memory spaces its op accepts (the
 * parser accepts any space: InferTileMemorySpace moves the operand; this is
 * what remains after it).  The text is valid until the next call. */
static const char *mem_requirement(const struct expr *call, uint32_t i, const struct type *at)
{
	static struct buf b;
	const struct spec_op *op = &spec_ops[call->u.call.op];
	buf_clear(&b);
	buf_printf(&b, "%s: operand %u ('%s') must be in ", ir_op_spelling(call->u.call.op), i,
		   op->operands[i].name);
	const char *sep = "";
	for (int m = 0; m < MS_COUNT; m++)
		if (op->operands[i].mem & (1u << m)) {
			buf_printf(&b, "%spl.Mem.%s", sep, memspace_names[m]);
			sep = ", ";
		}
	buf_printf(&b, ", got a tile in pl.Mem.%s", memspace_names[at->mem]);
	return b.data;
}

static const char *ck_mem(struct expr *e, struct verify_expr_ck *c)
{
	if (e->kind != EX_CALL)
		return NULL;
	const struct spec_op *op = &spec_ops[e->u.call.op];
	const struct type *t = ir_expr_type(e);
	if (t->kind == TY_TILE && t->mem == MS_COUNT)
		return "a tile has no memory space";
	uint32_t n = e->u.call.args.n < op->n_operands ? e->u.call.args.n : op->n_operands;
	bool one_core = c->fn && ir_function_one_core(c->fn);
	for (uint32_t i = 0; i < n; i++) {
		const struct type *at = ir_expr_type(e->u.call.args.v[i]);
		if (at->kind != TY_TILE)
			continue;
		if (at->mem == MS_COUNT)
			return "a tile operand has no memory space";
		/* the op's own list (0: any), which the backend only widens */
		uint32_t own = op->operands[i].mem;
		if (!own || (own & (1u << at->mem)))
			continue;
		uint32_t ok = be_op_operand_mem(verify_backend, e->u.call.op, i, one_core);
		if (ok && !(ok & (1u << at->mem)))
			return mem_requirement(e, i, at);
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

/* The tile params of InCore functions without a space, not reported. */
static int tile_memory_params(const struct program *p)
{
	struct mem_vars m = {.report = false};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		for (uint32_t i = 0; pu_incore(p->funcs[f]) && i < p->funcs[f]->n_params; i++)
			mem_var(p->funcs[f]->params[i].var, NULL, &m);
	return m.bad;
}

/* The vars a statement defines (pu_stmt_defs) without a space: with the
 * params, what pu_function_defs gives mem_var in the verifier. */
static const char *ck_mem_defs(struct stmt *s, struct verify_expr_ck *c)
{
	struct mem_vars m = {.report = false};
	if (s->kind == ST_ASSIGN)
		mem_var(s->u.assign.var, s, &m);
	else
		pu_stmt_defs(s, mem_var, &m);
	return m.bad ? "a tile has no memory space" : NULL;
}

/* Batched with the other expression properties of a stage (passmgr.c):
 * after InferTileMemorySpace, with AccToGmStoreValid in one walk. */
const struct verify_expr_prop verify_tile_memory_prop = {
	.prop = "TileMemoryInferred", .incore_only = true, .calls_only = true, .check = ck_mem,
	.stmt_check = ck_mem_defs, .pre = tile_memory_params,
	.stmt_kinds = 1u << ST_ASSIGN | 1u << ST_FOR | 1u << ST_WHILE | 1u << ST_IF | 1u << ST_SCOPE,
};

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

/* The pipes of the AIC and AIV functions (verify_pipes.c), not reported. */
static int mixed_kernel_pipes(const struct program *p)
{
	return verify_pipes(p, false);
}

/* Whether the ops of the calls built so far have one core affinity at most
 * besides SHARED: then no function mixes two and ck_mixed passes every call.
 * Looked up again only after an op was made for the first time (per thread:
 * ir_ops_made() + 1 when `one` was found, 0 unknown). */
static bool one_affinity_made(void)
{
	static _Thread_local uint32_t at;
	static _Thread_local bool one;
	uint32_t made = ir_ops_made();
	if (at == made + 1)
		return one;
	const char *first = NULL;
	bool ok = true;
	for (unsigned op = 0; op < spec_n_ops && ok; op++) {
		const char *aff = spec_ops[op].core_affinity;
		if (!aff || strcmp(aff, "SHARED") == 0 || !ir_op_made(op))
			continue;
		if (!first)
			first = aff;
		else
			ok = strcmp(first, aff) == 0;
	}
	one = ok;
	at = made + 1;
	return ok;
}

const struct verify_expr_prop verify_mixed_kernel_prop = {
	.prop = "MixedKernelExpanded", .calls_only = true, .check = ck_mixed,
	.incore_only = true, .pre = mixed_kernel_pipes, .vacuous = one_affinity_made,
};

int verify_mixed_kernel_expanded(const struct program *p, bool strict, bool report)
{
	int bad = verify_pipes(p, report);
	return bad + verify_check_expr_prop(p, &verify_mixed_kernel_prop, report);
}
