/* Loop-invariant Mat residency (mat_residency.h).
 *
 * One inventory walk per InCore function records, by var id, where each var
 * is defined (the innermost loop), its uses, its defining call and the calls
 * reading it, which loops yield it and which loops hold an ordering boundary
 * (a sync or cross-core op, a function call); a residency chain is a
 * move/extract into Left/Right read once as that matmul operand, fed only by
 * transpose_views of a tile.load into Mat.  A second walk hoists, loop by
 * loop, the chain statements at the head of a static, non-empty range loop
 * (stopping at the first statement with an effect) whose operands the loop
 * does not define.  A load qualifies only when its tensor is an In parameter
 * that every call site passes a fresh tensor no Out/InOut argument shares,
 * and the function writes no tensor of that storage.  Both walks visit the
 * loops in the same pre-order, so a loop is known by its rank. */
#include "mat_residency.h"

#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "memplan_util.h"
#include "passutil.h"
#include "arena.h"
#include "util.h"

struct loop_info {
	int32_t parent;
	uint32_t pre, post;
	bool boundary;
};

struct yield_at {
	int32_t loop;
	int32_t next;
};

struct mr {
	struct program *p;
	const be_t *be;
	const char *bridge_key;
	uint32_t nv;
	/* program-level: In tensor params every call site proves read-only */
	uint8_t *safe_param;
	/* per function (stamp == gen marks an entry of the current function) */
	uint32_t gen;
	uint32_t *stamp;
	int32_t *def_loop;
	struct expr **def_call;
	uint32_t *uses;          /* complete use count */
	uint32_t *call_uses;     /* uses as a direct call argument */
	struct expr **use_call;  /* the (first) call reading it */
	uint32_t *use_arg;
	int32_t *yield_head;     /* into yields */
	struct yield_at *yields;
	uint32_t n_yields, cap_yields;
	struct var **root;       /* storage root of a tensor var, or NULL */
	uint8_t *fresh, *written, *chain, *param_in;
	uint32_t *hoisted;       /* stamp of the loop scan that hoisted it */
	uint32_t scan;
	struct var **defined;    /* vars defined in the function, in order */
	uint32_t n_defined;
	struct loop_info *loops;
	uint32_t n_loops, cap_loops, order, next_loop;
	uint64_t footprint[MS_COUNT];
	bool unknown[MS_COUNT], pipelined[MS_COUNT], bad_footprint[MS_COUNT];
	bool reservation;
};

static bool in_fn(struct mr *R, uint32_t id) { return R->stamp[id] == R->gen; }

static void touch(struct mr *R, uint32_t id)
{
	if (in_fn(R, id))
		return;
	R->stamp[id] = R->gen;
	R->def_loop[id] = -1;
	R->def_call[id] = NULL;
	R->uses[id] = R->call_uses[id] = 0;
	R->use_call[id] = NULL;
	R->yield_head[id] = -1;
	R->root[id] = NULL;
	R->fresh[id] = R->written[id] = R->chain[id] = R->param_in[id] = 0;
	R->hoisted[id] = 0;
}

static bool rule_on(const struct expr *call, enum type_rule r, enum operand_kind k)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	return so->type_rule.kind == r && so->n_operands > 0 && so->operands[0].kind == k;
}

static struct var *arg_var(const struct expr *call, uint32_t i)
{
	struct expr_list a = call->kind == EX_CALL ? call->u.call.args : call->u.fcall.args;
	return i < a.n && a.v[i]->kind == EX_VAR ? a.v[i]->u.var : NULL;
}

/* ---- storage roots of tensors ---------------------------------------------------- */

static struct var *root_of(struct mr *R, struct var *v)
{
	return v && in_fn(R, v->id) ? R->root[v->id] : NULL;
}

/* The root a tensor-defining value gives its var (tensor.create: itself,
 * fresh; views, slices, assembles and in-place results: their source's). */
static void set_root(struct mr *R, struct var *v, struct expr *value)
{
	touch(R, v->id);
	if (v->type->kind != TY_TENSOR || !value)
		return;
	if (value->kind == EX_VAR) {
		R->root[v->id] = root_of(R, value->u.var);
		return;
	}
	if (value->kind != EX_CALL)
		return;
	const struct spec_op *so = &spec_ops[value->u.call.op];
	if (so->type_rule.kind == TR_tensor_create) {
		R->root[v->id] = v;
		R->fresh[v->id] = 1;
	} else if (rule_on(value, TR_slice, OK_tensor) || rule_on(value, TR_assemble, OK_tensor) ||
		   so->type_rule.kind == TR_tensor_view) {
		R->root[v->id] = root_of(R, arg_var(value, 0));
	} else if (so->reuses_input >= 0) {
		R->root[v->id] = root_of(R, arg_var(value, (uint32_t)so->reuses_input));
	}
}

static void begin_function(struct mr *R, struct function *f)
{
	R->gen++;
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *v = f->params[i].var;
		touch(R, v->id);
		R->root[v->id] = v;
		R->param_in[v->id] = f->params[i].dir == DIR_IN;
	}
}

/* ---- program level: In parameters read-only at every call site ----------------- */

struct calls_walk {
	struct mr *R;
	uint8_t *called;    /* by function index */
	bool root_orch;
	uint32_t *sites, *unsafe; /* by var id of callee params */
};

static int func_index(struct program *p, const struct function *f)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i] == f)
			return (int)i;
	return -1;
}

static bool note_call(struct expr *e, void *ctx)
{
	struct calls_walk *w = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	const struct function *f = e->u.fcall.callee;
	if (w->called) {
		int k = func_index(w->R->p, f);
		if (k >= 0)
			w->called[k] = 1;
		return true;
	}
	if (f->kind != FK_InCore)
		return true;
	struct mr *R = w->R;
	bool known = true;
	struct var *wroots[64];
	uint32_t nw = 0;
	for (uint32_t i = 0; i < f->n_params; i++) {
		if (f->params[i].dir == DIR_IN || f->params[i].var->type->kind != TY_TENSOR)
			continue;
		struct var *r = root_of(R, arg_var(e, i));
		if (r && nw < 64)
			wroots[nw++] = r;
		else
			known = false;
	}
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *pv = f->params[i].var;
		if (f->params[i].dir != DIR_IN || pv->type->kind != TY_TENSOR)
			continue;
		w->sites[pv->id]++;
		struct var *r = w->root_orch ? root_of(R, arg_var(e, i)) : NULL;
		bool ok = r && R->fresh[r->id] && known;
		for (uint32_t k = 0; ok && k < nw; k++)
			ok = wroots[k] != r;
		if (!ok)
			w->unsafe[pv->id] = 1;
	}
	return true;
}

static bool calls_stmt(struct stmt *s, void *ctx)
{
	struct calls_walk *w = ctx;
	if (s->kind == ST_ASSIGN && !w->called)
		set_root(w->R, s->u.assign.var, s->u.assign.value);
	ir_stmt_exprs(s, note_call, w);
	return true;
}

static void prove_read_params(struct mr *R)
{
	struct program *p = R->p;
	uint8_t *called = xcalloc(p->n_funcs + 1, 1);
	uint32_t *sites = xcalloc(R->nv, sizeof *sites), *unsafe = xcalloc(R->nv, sizeof *unsafe);
	struct calls_walk w = {R, called, false, sites, unsafe};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		ir_walk_stmts(p->funcs[f]->body, calls_stmt, &w);
	w.called = NULL;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		w.root_orch = fn->kind == FK_Orchestration && !called[f];
		begin_function(R, fn);
		ir_walk_stmts(fn->body, calls_stmt, &w);
	}
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->kind != FK_InCore)
			continue;
		for (uint32_t i = 0; i < fn->n_params; i++) {
			uint32_t id = fn->params[i].var->id;
			R->safe_param[id] = sites[id] && !unsafe[id];
		}
	}
	free(called);
	free(sites);
	free(unsafe);
}

/* ---- the inventory of one function ---------------------------------------------- */

struct inv_walk {
	struct mr *R;
	int32_t loop;
};

static bool is_boundary_call(const struct expr *e)
{
	if (e->kind == EX_FCALL)
		return true;
	if (e->kind != EX_CALL)
		return false;
	const char *c = spec_ops[e->u.call.op].op_category;
	return strcmp(c, "SyncOp") == 0 || strcmp(c, "CrossCoreOp") == 0;
}

static void note_write(struct mr *R, struct var *v)
{
	struct var *r = root_of(R, v);
	if (r)
		R->written[r->id] = 1;
}

static bool inv_expr(struct expr *e, void *ctx)
{
	struct inv_walk *w = ctx;
	struct mr *R = w->R;
	if (e->kind == EX_VAR) {
		touch(R, e->u.var->id);
		R->uses[e->u.var->id]++;
		return true;
	}
	if (e->kind != EX_CALL && e->kind != EX_FCALL)
		return true;
	if (w->loop >= 0 && is_boundary_call(e))
		R->loops[w->loop].boundary = true;
	struct expr_list a = e->kind == EX_CALL ? e->u.call.args : e->u.fcall.args;
	for (uint32_t i = 0; i < a.n; i++) {
		struct var *v = arg_var(e, i);
		if (!v)
			continue;
		touch(R, v->id);
		if (R->call_uses[v->id]++ == 0) {
			R->use_call[v->id] = e;
			R->use_arg[v->id] = i;
		}
		if (v->type->kind != TY_TENSOR)
			continue;
		if (e->kind == EX_FCALL) {
			const struct function *f = e->u.fcall.callee;
			if (!f || (i < f->n_params && f->params[i].dir != DIR_IN))
				note_write(R, v);
		} else {
			const struct spec_op *so = &spec_ops[e->u.call.op];
			if ((i < 32 && (so->arg_writes & (1u << i))) || so->reuses_input == (int)i)
				note_write(R, v);
		}
	}
	return true;
}

static void def_in_loop(struct mr *R, struct var *v, int32_t loop)
{
	touch(R, v->id);
	R->def_loop[v->id] = loop;
	if (R->n_defined < R->nv)
		R->defined[R->n_defined++] = v;
}

static void note_footprint(struct mr *R, struct var *v, struct expr *value, int pipe_depth)
{
	const struct type *t = v->type;
	if (t->kind != TY_TILE || t->mem >= MS_COUNT || value->kind == EX_VAR)
		return;
	if (value->kind == EX_CALL) {
		const struct spec_op *so = &spec_ops[value->u.call.op];
		if (so->reuses_input >= 0 ||
		    ((so->flags & OP_FLAG_MASK(no_execution_memory_access)) && so->out_mem == OM_inherit))
			return; /* shares its operand's buffer */
	}
	if (pipe_depth)
		R->pipelined[t->mem] = true;
	uint64_t bytes;
	if (!mp_type_bytes(t, &bytes)) {
		R->unknown[t->mem] = true;
		return;
	}
	uint64_t al = R->be ? be_mem_alignment(R->be, (enum memspace)t->mem) : 1;
	if (al > 1 && bytes % al) {
		if (bytes > UINT64_MAX - al) {
			R->bad_footprint[t->mem] = true;
			return;
		}
		bytes += al - bytes % al;
	}
	if (R->footprint[t->mem] > UINT64_MAX - bytes)
		R->bad_footprint[t->mem] = true;
	else
		R->footprint[t->mem] += bytes;
}

static void inv_list(struct mr *R, struct stmt_list l, int32_t loop, int pipe_depth);

static void inv_yield(struct mr *R, struct stmt *s, int32_t loop)
{
	for (uint32_t i = 0; loop >= 0 && i < s->u.ret.values.n; i++) {
		struct expr *v = s->u.ret.values.v[i];
		if (v->kind != EX_VAR)
			continue;
		if (R->n_yields == R->cap_yields) {
			R->cap_yields = R->cap_yields ? 2 * R->cap_yields : 64;
			R->yields = xrealloc(R->yields, R->cap_yields * sizeof *R->yields);
		}
		uint32_t id = v->u.var->id;
		touch(R, id);
		R->yields[R->n_yields] = (struct yield_at){loop, R->yield_head[id]};
		R->yield_head[id] = (int32_t)R->n_yields++;
	}
}

static void inv_for(struct mr *R, struct stmt *s, int32_t loop, int pipe_depth)
{
	if (R->n_loops == R->cap_loops) {
		R->cap_loops = R->cap_loops ? 2 * R->cap_loops : 16;
		R->loops = xrealloc(R->loops, R->cap_loops * sizeof *R->loops);
	}
	int32_t L = (int32_t)R->n_loops++;
	R->loops[L] = (struct loop_info){loop, R->order++, 0, false};
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
		def_in_loop(R, s->u.loop.return_vars[i], loop);
	struct inv_walk w = {R, L};
	ir_stmt_exprs(s, inv_expr, &w);
	def_in_loop(R, s->u.loop.loop_var, L);
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		struct var *iv = s->u.loop.iter[i].var;
		def_in_loop(R, iv, L);
		if (iv->type->kind == TY_TENSOR && s->u.loop.iter[i].init->kind == EX_VAR)
			R->root[iv->id] = root_of(R, s->u.loop.iter[i].init->u.var);
		if (s->u.loop.return_vars[i]->type->kind == TY_TENSOR)
			R->root[s->u.loop.return_vars[i]->id] = R->root[iv->id];
	}
	inv_list(R, s->u.loop.body, L, pipe_depth + (s->u.loop.kind == FOR_PIPELINE));
	R->loops[L].post = R->order++;
	if (loop >= 0 && R->loops[L].boundary)
		R->loops[loop].boundary = true;
}

static void inv_list(struct mr *R, struct stmt_list l, int32_t loop, int pipe_depth)
{
	struct inv_walk w = {R, loop};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_ASSIGN: {
			struct var *v = s->u.assign.var;
			struct expr *val = s->u.assign.value;
			def_in_loop(R, v, loop);
			set_root(R, v, val);
			note_footprint(R, v, val, pipe_depth);
			if (val->kind == EX_CALL)
				R->def_call[v->id] = val;
			ir_stmt_exprs(s, inv_expr, &w);
			break;
		}
		case ST_FOR:
			inv_for(R, s, loop, pipe_depth);
			continue;
		case ST_YIELD:
			inv_yield(R, s, loop);
			ir_stmt_exprs(s, inv_expr, &w);
			break;
		case ST_IF:
			for (uint32_t k = 0; k < s->u.cond.n_ret; k++)
				def_in_loop(R, s->u.cond.return_vars[k], loop);
			ir_stmt_exprs(s, inv_expr, &w);
			inv_list(R, s->u.cond.then_body, loop, pipe_depth);
			inv_list(R, s->u.cond.else_body, loop, pipe_depth);
			break;
		case ST_WHILE:
			for (uint32_t k = 0; k < s->u.wloop.n_iter; k++) {
				def_in_loop(R, s->u.wloop.return_vars[k], loop);
				def_in_loop(R, s->u.wloop.iter[k].var, loop);
			}
			ir_stmt_exprs(s, inv_expr, &w);
			inv_list(R, s->u.wloop.body, loop, pipe_depth);
			break;
		case ST_SCOPE:
			if (s->u.scope.var)
				def_in_loop(R, s->u.scope.var, loop);
			ir_stmt_exprs(s, inv_expr, &w);
			inv_list(R, s->u.scope.body, loop, pipe_depth);
			break;
		default:
			ir_stmt_exprs(s, inv_expr, &w);
			break;
		}
		const struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		const char *role = v && v->kind == EX_CALL ? spec_ops[v->u.call.op].cross_core_role : NULL;
		if (role && strcmp(role, "ReserveBuffer") == 0)
			R->reservation = true;
	}
}

/* ---- residency chains ------------------------------------------------------------- */

/* Whether v is read exactly once, as the matmul operand its space feeds. */
static bool matmul_operand_use(struct mr *R, struct var *v)
{
	const struct type *t = v->type;
	if (t->kind != TY_TILE || R->uses[v->id] != 1 || R->call_uses[v->id] != 1)
		return false;
	const struct expr *c = R->use_call[v->id];
	if (!c || c->kind != EX_CALL)
		return false;
	enum type_rule r = spec_ops[c->u.call.op].type_rule.kind;
	uint32_t lhs, rhs;
	if (r == TR_matmul) {
		lhs = 0;
		rhs = 1;
	} else if (r == TR_matmul_acc) {
		lhs = 1;
		rhs = 2;
	} else {
		return false;
	}
	return (t->mem == MS_Left && R->use_arg[v->id] == lhs) ||
	       (t->mem == MS_Right && R->use_arg[v->id] == rhs);
}

static bool only_use_by(struct mr *R, struct var *v, const struct expr *consumer)
{
	return R->uses[v->id] == 1 && R->call_uses[v->id] == 1 && R->use_call[v->id] == consumer;
}

static void build_chains(struct mr *R)
{
	for (uint32_t k = 0; k < R->n_defined; k++) {
		struct var *tv = R->defined[k];
		uint32_t id = tv->id;
		struct expr *term = R->def_call[id];
		if (!term || (!rule_on(term, TR_move, OK_tile) && !rule_on(term, TR_extract, OK_tile)) ||
		    !matmul_operand_use(R, tv))
			continue;
		struct var *src = arg_var(term, 0);
		if (!src || src->type->kind != TY_TILE || src->type->mem != MS_Mat)
			continue;
		uint32_t chain[64], n = 0;
		chain[n++] = id;
		const struct expr *consumer = term;
		bool found = false;
		while (src && in_fn(R, src->id) && only_use_by(R, src, consumer) && n < 64) {
			struct expr *d = R->def_call[src->id];
			if (!d || src->type->kind != TY_TILE || src->type->mem != MS_Mat)
				break;
			chain[n++] = src->id;
			if (rule_on(d, TR_load, OK_tensor)) {
				found = true;
				break;
			}
			if (!rule_on(d, TR_transpose_view, OK_tile))
				break;
			consumer = d;
			src = arg_var(d, 0);
		}
		if (!found)
			continue;
		for (uint32_t i = 0; i < n; i++)
			R->chain[chain[i]] = 1;
	}
}

/* ---- the hoist -------------------------------------------------------------------- */

static bool within(struct mr *R, int32_t inner, int32_t outer)
{
	return inner >= 0 && R->loops[outer].pre <= R->loops[inner].pre &&
	       R->loops[inner].post <= R->loops[outer].post;
}

static bool yielded_in(struct mr *R, uint32_t id, int32_t L)
{
	for (int32_t k = R->yield_head[id]; k >= 0; k = R->yields[k].next)
		if (within(R, R->yields[k].loop, L))
			return true;
	return false;
}

struct inv_check {
	struct mr *R;
	int32_t loop;
	bool ok;
};

static bool invariant_expr(struct expr *e, void *ctx)
{
	struct inv_check *c = ctx;
	if (e->kind != EX_VAR)
		return true;
	uint32_t id = e->u.var->id;
	if (c->R->hoisted[id] == c->R->scan)
		return true;
	if (in_fn(c->R, id) && within(c->R, c->R->def_loop[id], c->loop))
		c->ok = false;
	return c->ok;
}

static bool uses_invariant(struct mr *R, struct expr *call, int32_t L)
{
	struct inv_check c = {R, L, true};
	ir_walk_expr(call, invariant_expr, &c);
	return c.ok;
}

static bool has_bridge_mark(struct mr *R, const struct expr *call)
{
	for (uint32_t i = 0; i < call->u.call.attrs.n; i++)
		if (call->u.call.attrs.v[i].key == R->bridge_key &&
		    call->u.call.attrs.v[i].value->kind == EX_BOOL && call->u.call.attrs.v[i].value->u.b)
			return true;
	return false;
}

static bool read_only_mat_load(struct mr *R, struct expr *call, struct var *res)
{
	struct var *src = arg_var(call, 0);
	return res->type->kind == TY_TILE && res->type->mem == MS_Mat && has_bridge_mark(R, call) &&
	       src && src->type->kind == TY_TENSOR && in_fn(R, src->id) && R->param_in[src->id] &&
	       R->safe_param[src->id] && R->root[src->id] && !R->written[R->root[src->id]->id];
}

static bool capacity_safe(struct mr *R, struct var *v)
{
	int ms = v->type->mem;
	if (ms != MS_Mat && ms != MS_Left && ms != MS_Right)
		return false;
	uint64_t cap = be_capacity_bytes(R->be, (enum memspace)ms);
	return cap && !R->unknown[ms] && !R->pipelined[ms] && !R->reservation &&
	       !R->bad_footprint[ms] && R->footprint[ms] <= cap;
}

static bool effect_boundary(const struct stmt *s)
{
	const struct expr *v = s->u.assign.value;
	if (v->kind == EX_FCALL)
		return true;
	if (v->kind != EX_CALL)
		return false;
	const struct spec_op *o = &spec_ops[v->u.call.op];
	return o->arg_writes || o->write_channel || o->cross_core_role ||
	       strcmp(o->op_category, "SyncOp") == 0 || strcmp(o->op_category, "CrossCoreOp") == 0 ||
	       ir_expr_type(v)->kind == TY_TENSOR;
}

static bool static_nonempty_range(const struct stmt *s)
{
	int64_t a, b, st;
	return s->u.loop.kind == FOR_RANGE && ir_expr_is_const_int(s->u.loop.start, &a) &&
	       ir_expr_is_const_int(s->u.loop.stop, &b) && ir_expr_is_const_int(s->u.loop.step, &st) &&
	       st > 0 && a < b;
}

static struct stmt_list hoist_list(struct mr *R, struct stmt_list l);

/* Hoists the loop's resident chain into out (before the loop). */
static void hoist_loop(struct mr *R, struct stmt *s, struct stmt_buf *out)
{
	int32_t L = (int32_t)R->next_loop++;
	struct stmt_list body = s->u.loop.body;
	bool *up = NULL;
	if (R->be && static_nonempty_range(s) && !R->loops[L].boundary) {
		R->scan++;
		up = xcalloc(body.n + 1, 1);
		for (uint32_t i = 0; i < body.n; i++) {
			struct stmt *b = body.v[i];
			if (b->kind != ST_ASSIGN)
				break;
			struct var *v = b->u.assign.var;
			struct expr *c = b->u.assign.value;
			if (!R->chain[v->id] || yielded_in(R, v->id, L)) {
				if (effect_boundary(b))
					break;
				continue;
			}
			if (c->kind != EX_CALL)
				continue;
			bool ok = false;
			if (rule_on(c, TR_load, OK_tensor)) {
				ok = read_only_mat_load(R, c, v) && uses_invariant(R, c, L);
			} else if (rule_on(c, TR_transpose_view, OK_tile) || rule_on(c, TR_move, OK_tile) ||
				   rule_on(c, TR_extract, OK_tile)) {
				struct var *src = arg_var(c, 0);
				ok = src && R->hoisted[src->id] == R->scan && uses_invariant(R, c, L);
			}
			if (!ok || !capacity_safe(R, v))
				continue;
			up[i] = true;
			R->hoisted[v->id] = R->scan;
		}
	}
	if (up) {
		struct stmt_buf rest = {0};
		for (uint32_t i = 0; i < body.n; i++)
			ir_sb_push(up[i] ? out : &rest, body.v[i]);
		s->u.loop.body = ir_sb_finish(R->p->arena, &rest);
		ir_sb_free(&rest);
		free(up);
	}
	s->u.loop.body = hoist_list(R, s->u.loop.body);
	ir_sb_push(out, s);
}

static struct stmt_list hoist_list(struct mr *R, struct stmt_list l)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR) {
			hoist_loop(R, s, &out);
			continue;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = hoist_list(R, *kids[k]);
		ir_sb_push(&out, s);
	}
	struct stmt_list r = ir_sb_finish(R->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

/* ---- the bridge marks --------------------------------------------------------------- */

struct strip {
	struct arena *a;
	const char *key;
};

/* The attr arrays of copied calls may be shared: a new array, never an
 * edit in place. */
static bool strip_expr(struct expr *e, void *ctx)
{
	struct strip *w = ctx;
	if (e->kind != EX_CALL)
		return true;
	struct attr_list al = e->u.call.attrs;
	uint32_t keep = 0;
	for (uint32_t j = 0; j < al.n; j++)
		keep += al.v[j].key != w->key;
	if (keep == al.n)
		return true;
	struct attr_list r = {0, keep ? ARENA_ARRAY(w->a, struct attr, keep) : NULL};
	for (uint32_t j = 0; j < al.n; j++)
		if (al.v[j].key != w->key)
			r.v[r.n++] = al.v[j];
	e->u.call.attrs = r;
	return true;
}

bool mr_has_mark(const struct expr *e, const void *key)
{
	for (uint32_t j = 0; e->kind == EX_CALL && j < e->u.call.attrs.n; j++)
		if (e->u.call.attrs.v[j].key == key)
			return true;
	return false;
}

/* Whether a call of a function of p not in `seen` (NULL: none) carries the
 * bridge mark: only a marked load is hoisted (and with it the chain it
 * feeds), and only marks are stripped. */
static bool has_marks(struct program *p, const char *bridge_key, const uint8_t *seen)
{
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (!(seen && seen[f]) && ir_stmts_any_expr(p->funcs[f]->body, mr_has_mark, bridge_key))
			return true;
	return false;
}

bool mr_apply(struct program *p, const be_t *be, const char *bridge_key, bool marked,
	      const uint8_t *seen)
{
	if (!marked && !has_marks(p, bridge_key, seen))
		return false;
	struct mr R = {.p = p, .be = be, .bridge_key = bridge_key, .nv = p->n_vars + 1, .gen = 1};
	size_t n = R.nv;
	R.safe_param = xcalloc(n, 1);
	R.stamp = xcalloc(n, sizeof *R.stamp);
	R.def_loop = xcalloc(n, sizeof *R.def_loop);
	R.def_call = xcalloc(n, sizeof *R.def_call);
	R.uses = xcalloc(n, sizeof *R.uses);
	R.call_uses = xcalloc(n, sizeof *R.call_uses);
	R.use_call = xcalloc(n, sizeof *R.use_call);
	R.use_arg = xcalloc(n, sizeof *R.use_arg);
	R.yield_head = xcalloc(n, sizeof *R.yield_head);
	R.root = xcalloc(n, sizeof *R.root);
	R.fresh = xcalloc(n, 1);
	R.written = xcalloc(n, 1);
	R.chain = xcalloc(n, 1);
	R.param_in = xcalloc(n, 1);
	R.hoisted = xcalloc(n, sizeof *R.hoisted);
	R.defined = xcalloc(n, sizeof *R.defined);
	prove_read_params(&R);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->kind != FK_InCore || fn->abstract)
			continue;
		begin_function(&R, fn);
		R.n_loops = R.order = R.next_loop = R.n_yields = R.n_defined = 0;
		memset(R.footprint, 0, sizeof R.footprint);
		memset(R.unknown, 0, sizeof R.unknown);
		memset(R.pipelined, 0, sizeof R.pipelined);
		memset(R.bad_footprint, 0, sizeof R.bad_footprint);
		R.reservation = false;
		inv_list(&R, fn->body, -1, 0);
		build_chains(&R);
		fn->body = hoist_list(&R, fn->body);
	}
	struct strip st = {p->arena, bridge_key};
	for (uint32_t f = 0; f < p->n_funcs; f++)
		ir_walk_stmts_exprs(p->funcs[f]->body, strip_expr, &st);
	free(R.safe_param);
	free(R.stamp);
	free(R.def_loop);
	free(R.def_call);
	free(R.uses);
	free(R.call_uses);
	free(R.use_call);
	free(R.use_arg);
	free(R.yield_head);
	free(R.root);
	free(R.fresh);
	free(R.written);
	free(R.chain);
	free(R.param_in);
	free(R.hoisted);
	free(R.defined);
	free(R.yields);
	free(R.loops);
	return true;
}
