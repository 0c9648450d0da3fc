/* InjectGMPipeBuffer: on backends whose cross-core pipes go through a GM slot
 * buffer (capability requires_gm_pipe_buffer), gives every function that
 * initializes a pipe (an op with cross_core_role InitializePipe) an Out
 * parameter `__gm_pipe_buffer: pl.Tensor[[1], pl.FP32]`, and every caller of
 * such a function too, transitively; an Orchestration caller instead creates
 * a placeholder tensor per call site (`gm_pipe_buffer_<n>`).  Codegen owns the
 * real size and per-pipe offsets.  Other backends: no change.
 * requires: SSAForm, MixedKernelExpanded, NormalizedStmtStructure
 * produces: SSAForm, MixedKernelExpanded, NormalizedStmtStructure */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

struct fent {
	const char *name;
	uint32_t index;
};

struct igb {
	struct program *p;
	const char *param_name; /* interned "__gm_pipe_buffer" */
	struct ptab by_name;    /* struct fent *, keyed by interned name */
	struct fent *ents;      /* [n_funcs] */
	uint8_t *needs;         /* by function index: takes the buffer as a param */
	uint8_t *orch;          /* by function index: creates one per call */
	struct var *gm;         /* the current function's parameter */
	unsigned op_create;
	int counter;            /* per Orchestration function */
};

static uint64_t name_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct fent *)item)->name);
}

static bool name_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct fent *)item)->name == key;
}

static int func_index(struct igb *g, const char *name)
{
	void **slot = ptab_find(&g->by_name, ptr_hash(name), name,
				name_eq, NULL);
	return *slot ? (int)((struct fent *)*slot)->index : -1;
}

static bool has_param(const struct igb *g, const struct function *f)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->name == g->param_name)
			return true;
	return false;
}

static bool is_init_pipe(struct expr *e, void *ctx)
{
	bool *found = ctx;
	if (e && e->kind == EX_CALL && spec_ops[e->u.call.op].cross_core_role &&
	    strcmp(spec_ops[e->u.call.op].cross_core_role, "InitializePipe") == 0)
		*found = true;
	return !*found;
}

/* The program function a statement calls (assign or eval of self.f(...)). */
static struct expr *stmt_fcall(struct stmt *s)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
			 : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	return v && v->kind == EX_FCALL ? v : NULL;
}

/* Call edges caller -> callee as (caller, callee) index pairs. */
struct edges {
	struct igb *g;
	uint32_t caller;
	uint32_t *v; /* pairs */
	uint32_t n, cap;
};

static bool edge_stmt(struct stmt *s, void *ctx)
{
	struct edges *e = ctx;
	struct expr *c = stmt_fcall(s);
	int callee = c ? func_index(e->g, c->u.fcall.name) : -1;
	if (callee < 0)
		return true;
	if (e->n + 2 > e->cap) {
		e->cap = e->cap ? 2 * e->cap : 32;
		e->v = xrealloc(e->v, (size_t)e->cap * sizeof *e->v);
	}
	e->v[e->n++] = e->caller;
	e->v[e->n++] = (uint32_t)callee;
	return true;
}

static struct expr *with_arg(struct igb *g, struct expr *call, struct expr *arg)
{
	struct expr *c = ir_expr_copy(g->p->arena, call);
	struct expr_list l = ir_expr_list_new(g->p->arena, call->u.fcall.args.n + 1);
	for (uint32_t i = 0; i < call->u.fcall.args.n; i++)
		l.v[i] = call->u.fcall.args.v[i];
	l.v[l.n - 1] = arg;
	c->u.fcall.args = l;
	return c;
}

static const struct type *buffer_type(struct igb *g, struct span sp)
{
	int64_t one = 1;
	return ir_type_tensor(g->p->arena, ir_expr_list_of_ints(g->p->arena, &one, 1, sp), DT_FP32,
			      NULL, NULL);
}

static void rewrite_call(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct igb *g = ctx;
	struct expr *c = stmt_fcall(s);
	int callee = c ? func_index(g, c->u.fcall.name) : -1;
	if (callee < 0 || !g->needs[callee]) {
		ir_sb_push(out, s);
		return;
	}
	struct arena *a = g->p->arena;
	struct var *buf = g->gm;
	if (!buf) { /* an Orchestration caller: a placeholder per call site */
		char name[48];
		snprintf(name, sizeof name, "gm_pipe_buffer_%d", g->counter++);
		int64_t one = 1;
		struct expr *shape = ir_new_list(a, ir_expr_list_of_ints(a, &one, 1, s->span), s->span);
		struct expr *create = ir_new_call(a, g->op_create, (struct expr_list){1, &shape}, s->span);
		ir_call_set_kwarg_int(create, "dtype", DT_FP32);
		ir_call_set_kwarg_int(create, "layout", TLY_ND);
		ir_call_set_kwarg_int(create, "manual_dep", 1);
		create->type = buffer_type(g, s->span);
		buf = ir_new_var(g->p, intern_cstr(name), VAR_LOCAL, create->type, s->span);
		ir_sb_push(out, ir_new_assign(a, buf, create, s->span));
	}
	struct stmt *n = ir_stmt_copy(a, s);
	struct expr *nc = with_arg(g, c, ir_new_var_ref(a, buf, s->span));
	if (s->kind == ST_ASSIGN)
		n->u.assign.value = nc;
	else
		n->u.eval.value = nc;
	ir_sb_push(out, n);
}

static void add_param(struct igb *g, struct function *f)
{
	struct param *ps = ARENA_ARRAY(g->p->arena, struct param, f->n_params + 1);
	if (f->n_params)
		memcpy(ps, f->params, sizeof *ps * f->n_params);
	struct var *v = ir_new_var(g->p, g->param_name, VAR_PARAM, buffer_type(g, f->span), f->span);
	ps[f->n_params] = (struct param){v, DIR_OUT};
	f->params = ps;
	f->n_params++;
}

static struct var *find_param(const struct igb *g, const struct function *f)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->name == g->param_name)
			return f->params[i].var;
	return NULL;
}

bool pass_inject_gm_pipe_buffer(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend || !be_cap(ctx->backend, CAP_requires_gm_pipe_buffer) ||
	    !pu_role_made("InitializePipe")) {
		ctx->unchanged = true;
		return true;
	}
	uint32_t nf = p->n_funcs;
	struct igb g = {.p = p, .param_name = intern_cstr("__gm_pipe_buffer"),
			.op_create = pu_op_by_rule(TR_tensor_create, OK_shape)};
	g.ents = xcalloc(nf + 1, sizeof *g.ents);
	for (uint32_t i = 0; i < nf; i++) {
		g.ents[i] = (struct fent){p->funcs[i]->name, i};
		ptab_reserve(&g.by_name, name_hash, NULL);
		void **slot = ptab_find(&g.by_name, name_hash(&g.ents[i], NULL), g.ents[i].name,
					name_eq, NULL);
		if (!*slot)
			ptab_put(&g.by_name, slot, &g.ents[i]);
	}
	g.needs = xcalloc(nf + 1, 1);
	g.orch = xcalloc(nf + 1, 1);
	uint32_t *work = xcalloc(nf + 1, sizeof *work), n_work = 0;
	for (uint32_t i = 0; i < nf; i++) {
		bool found = false;
		if (!has_param(&g, p->funcs[i]))
			ir_walk_stmts_exprs(p->funcs[i]->body, is_init_pipe, &found);
		if (found) {
			g.needs[i] = 1;
			work[n_work++] = i;
		}
	}
	ctx->unchanged = n_work == 0; /* no pipe: no function to change */
	struct edges e = {.g = &g};
	for (uint32_t i = 0; i < nf && n_work; i++) {
		e.caller = i;
		ir_walk_stmts(p->funcs[i]->body, edge_stmt, &e);
	}
	/* callers of each function, as a CSR table over the edge pairs */
	uint32_t *start = xcalloc(nf + 2, sizeof *start), *callers = xcalloc(e.n / 2 + 1, sizeof *callers);
	for (uint32_t k = 0; k < e.n; k += 2)
		start[e.v[k + 1] + 1]++;
	for (uint32_t i = 0; i < nf; i++)
		start[i + 1] += start[i];
	uint32_t *fill = xcalloc(nf + 1, sizeof *fill);
	for (uint32_t k = 0; k < e.n; k += 2)
		callers[start[e.v[k + 1]] + fill[e.v[k + 1]]++] = e.v[k];
	while (n_work) {
		uint32_t f = work[--n_work];
		for (uint32_t k = start[f]; k < start[f + 1]; k++) {
			uint32_t c = callers[k];
			if (p->funcs[c]->kind == FK_Orchestration)
				g.orch[c] = 1;
			else if (!g.needs[c]) {
				g.needs[c] = 1;
				work[n_work++] = c;
			}
		}
	}
	for (uint32_t i = 0; i < nf; i++) {
		struct function *f = p->funcs[i];
		if (g.needs[i] && !has_param(&g, f))
			add_param(&g, f);
	}
	for (uint32_t i = 0; i < nf; i++) {
		struct function *f = p->funcs[i];
		if (!g.needs[i] && !g.orch[i])
			continue;
		g.gm = g.needs[i] ? find_param(&g, f) : NULL;
		g.counter = 0;
		f->body = ir_rewrite_stmts(p->arena, f->body, rewrite_call, &g);
	}
	free(fill);
	free(callers);
	free(start);
	free(e.v);
	free(work);
	free(g.needs);
	free(g.orch);
	ptab_free(&g.by_name);
	free(g.ents);
	return true;
}
