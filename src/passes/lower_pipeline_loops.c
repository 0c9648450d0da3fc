/* LowerPipelineLoops: a `pl.pipeline(..., stage=F)` loop with F > 1 becomes a
 * main loop whose body holds F copies of the original body (loop variable
 * i, i + step, ... i + (F-1)*step; loop-carried values threaded from copy to
 * copy) and steps by F*step, followed by the remainder: with constant bounds
 * exactly trip % F copies after the loop, with runtime bounds a cascade
 * `if unroll_rem == k` (k = 1 .. F-1) of k copies each.  The main loop stays a
 * pipeline loop with stage=1, the mark CanonicalizeIOOrder scopes its
 * reordering by; a loop of no trips becomes a plain range loop.  Each copy's
 * tile definitions get the membership (group, copy) so memory planning keeps
 * the copies' buffers apart; cube accumulators (the serialized MAD's output)
 * are not tagged unless the loop double-buffers them (pipeline_double_buffer_c).
 * Inner pipeline loops are lowered first (reference lower_pipeline_loops_pass.cpp).
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred,
 *           NormalizedStmtStructure */
#include <stdio.h>

#include "clone.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "pipeline_util.h"
#include "util.h"

/* Bounds on what one program may ask for: a stage count, pipeline loops
 * nested in one another, and the statements the copies of one function hold
 * (nested pipeline loops multiply: each copy of an outer body holds the
 * copies of the inner one). */
#define MAX_STAGES 64
#define MAX_NEST 64
#define MAX_COPIED 1000000

struct lpl {
	struct program *p;
	struct arena *a;
	int64_t next_group; /* one per replicated region, per function */
	int64_t copied; /* statements in the copies made so far */
	struct plu_namer names;
	bool failed;
};

static struct stmt_list lower_list(struct lpl *L, struct stmt_list l, int depth);

static bool skip_acc(const struct stmt *s, void *ctx)
{
	bool dbc = *(bool *)ctx;
	return !dbc && plu_is_cube_mad(s->u.assign.value) && s->u.assign.var->type->mem == MS_Acc;
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	(*(int64_t *)ctx)++;
	return true;
}

/* A region of n copies of `body` (loop var = base + k*step, iter args of
 * copy 0 = init, of copy k the yields of copy k-1), appended to out; the
 * last copy's yields are returned. */
static struct expr_list replicate(struct lpl *L, struct stmt *op, struct stmt_list body,
				  int64_t n, int64_t step, struct expr *base,
				  struct expr *const *init, struct stmt_buf *out)
{
	int64_t group = L->next_group++;
	bool dbc = plu_loop_flag(op, plu_key_double_buffer_c(), false);
	struct expr_list prev = {0, NULL};
	int64_t size = 0;
	ir_walk_stmts(body, count_stmt, &size);
	if (size > (MAX_COPIED - L->copied) / (n ? n : 1)) {
		diag_error(op->span, "pl.pipeline lowering makes more than %d statements of loop-body "
			   "copies", MAX_COPIED);
		L->failed = true;
		return prev;
	}
	L->copied += size * n;
	for (int64_t k = 0; k < n && !L->failed; k++) {
		struct expr *lv;
		int64_t off;
		if (__builtin_mul_overflow(k, step, &off) || !plu_offset(L->a, base, off, op->span, &lv)) {
			diag_error(op->span, "pl.pipeline loop index overflows");
			L->failed = true;
			break;
		}
		struct plu_body c = plu_clone(L->p, &L->names, op, body, lv, k == 0 ? init : prev.v);
		plu_tag(L->a, c.stmts, group, k, skip_acc, &dbc);
		ir_sb_append(out, c.stmts);
		prev = c.yields;
	}
	return prev;
}

static struct var **fresh_vars(struct lpl *L, struct stmt *op, const char *suffix)
{
	uint32_t n = op->u.loop.n_iter;
	struct var **r = ARENA_ARRAY(L->a, struct var *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++) {
		struct var *v = op->u.loop.return_vars[i];
		struct buf b = {0};
		buf_printf(&b, "%s%s", v->name, suffix);
		r[i] = ir_new_var(L->p, pu_fresh_name(&L->names.used, b.data), VAR_LOCAL, v->type,
				  v->span);
		buf_free(&b);
	}
	return r;
}

static struct expr **var_refs(struct lpl *L, struct var **v, uint32_t n, struct span sp)
{
	struct expr **r = ARENA_ARRAY(L->a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		r[i] = ir_new_var_ref(L->a, v[i], sp);
	return r;
}

static struct stmt *yield_of(struct lpl *L, struct expr *const *v, uint32_t n, struct span sp)
{
	struct expr_list l = ir_expr_list_new(L->a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = v[i];
	return ir_new_yield(L->a, l, sp);
}

/* The main loop: F copies per trip, fresh loop var and iter args (same
 * inits), stepping by F*step, still a pipeline loop with stage=1. */
static struct stmt *main_loop(struct lpl *L, struct stmt *op, int64_t factor, int64_t step,
			      struct expr *stop, struct var **rvs)
{
	uint32_t n = op->u.loop.n_iter;
	struct stmt *s = ir_new_stmt(L->a, ST_FOR, op->span);
	s->n_comments = op->n_comments;
	s->comments = op->comments;
	s->u.loop = op->u.loop;
	struct var *olv = op->u.loop.loop_var;
	s->u.loop.loop_var = ir_new_var(L->p, olv->name, VAR_LOOP, olv->type, olv->span);
	s->u.loop.iter = ARENA_ARRAY(L->a, struct iter_arg, n ? n : 1);
	struct expr **subs = ARENA_ARRAY(L->a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++) {
		struct var *ov = op->u.loop.iter[i].var;
		struct var *nv = ir_new_var(L->p, ov->name, VAR_ITER, ov->type, ov->span);
		s->u.loop.iter[i] = (struct iter_arg){nv, op->u.loop.iter[i].init};
		subs[i] = ir_new_var_ref(L->a, nv, op->span);
	}
	struct stmt_buf b = {0};
	struct expr *base = ir_new_var_ref(L->a, s->u.loop.loop_var, op->span);
	struct expr_list y = replicate(L, op, op->u.loop.body, factor, step, base, subs, &b);
	if (n && !L->failed)
		ir_sb_push(&b, yield_of(L, y.v, n, op->span));
	s->u.loop.body = ir_sb_finish(L->a, &b);
	ir_sb_free(&b);
	s->u.loop.stop = stop;
	s->u.loop.step = plu_index(L->a, factor * step, op->span);
	s->u.loop.stage = plu_index(L->a, 1, op->span);
	s->u.loop.return_vars = rvs;
	return s;
}

static void lower_static(struct lpl *L, struct stmt *op, int64_t factor, int64_t start,
			 int64_t stop, int64_t step, struct stmt_buf *out)
{
	uint32_t n = op->u.loop.n_iter;
	int64_t trips, main_iters, rem, chunk, main_end;
	if (!plu_trips(start, stop, step, &trips)) {
		diag_error(op->span, "pl.pipeline trip count overflows");
		L->failed = true;
		return;
	}
	if (trips == 0) { /* never runs: nothing to replicate */
		op->u.loop.kind = FOR_RANGE;
		op->u.loop.stage = NULL;
		ir_sb_push(out, op);
		return;
	}
	main_iters = trips / factor;
	rem = trips % factor;
	if (__builtin_mul_overflow(factor, step, &chunk) ||
	    __builtin_mul_overflow(main_iters, chunk, &main_end) ||
	    __builtin_add_overflow(start, main_end, &main_end)) {
		diag_error(op->span, "pl.pipeline loop bounds overflow");
		L->failed = true;
		return;
	}
	struct var **main_rv = rem && n ? fresh_vars(L, op, "_main") : op->u.loop.return_vars;
	if (main_iters > 0)
		ir_sb_push(out, main_loop(L, op, factor, step, plu_index(L->a, main_end, op->span),
					  main_rv));
	if (!rem || L->failed)
		return;
	struct expr **init = ARENA_ARRAY(L->a, struct expr *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		init[i] = main_iters > 0 ? ir_new_var_ref(L->a, main_rv[i], op->span)
					 : op->u.loop.iter[i].init;
	struct expr_list y = replicate(L, op, op->u.loop.body, rem, step,
				       plu_index(L->a, main_end, op->span), init, out);
	for (uint32_t i = 0; i < n && !L->failed; i++)
		ir_sb_push(out, ir_new_assign(L->a, op->u.loop.return_vars[i], y.v[i], op->span));
}

static struct expr *copy(struct lpl *L, struct expr *e) { return cl_expr_plain(L->a, e); }

/* Runtime bounds: main loop up to unroll_main_end, then the cascade on
 * unroll_rem = the trips left (0 .. F-1). */
static void lower_dynamic(struct lpl *L, struct stmt *op, int64_t factor, int64_t step,
			  struct stmt_buf *out)
{
	struct arena *a = L->a;
	struct span sp = op->span;
	uint32_t n = op->u.loop.n_iter;
	if (step <= 0) {
		diag_error(op->u.loop.step->span,
			   "LowerPipelineLoops: runtime bounds need a positive step, got %lld",
			   (long long)step);
		L->failed = true;
		return;
	}
	struct expr *start = op->u.loop.start, *stop = op->u.loop.stop;
	struct expr *trip = plu_bin(a, BO_SUB, copy(L, stop), copy(L, start), sp);
	if (step != 1)
		trip = plu_bin(a, BO_FLOORDIV,
			       plu_bin(a, BO_ADD, trip, plu_index(a, step - 1, sp), sp),
			       plu_index(a, step, sp), sp);
	struct expr *main_iters = plu_bin(a, BO_FLOORDIV, trip, plu_index(a, factor, sp), sp);
	struct expr *main_end_val =
	    plu_bin(a, BO_ADD, copy(L, start),
		    plu_bin(a, BO_MUL, main_iters, plu_index(a, factor * step, sp), sp), sp);
	struct var *main_end = ir_new_var(L->p, pu_fresh_name(&L->names.used, "unroll_main_end"), VAR_LOCAL,
					  ir_type_scalar(DT_INDEX), sp);
	ir_sb_push(out, ir_new_assign(a, main_end, main_end_val, sp));
	struct var **main_rv = n ? fresh_vars(L, op, "_main") : op->u.loop.return_vars;
	ir_sb_push(out, main_loop(L, op, factor, step, ir_new_var_ref(a, main_end, sp), main_rv));
	struct expr *rem_val =
	    step == 1 ? plu_bin(a, BO_SUB, copy(L, stop), ir_new_var_ref(a, main_end, sp), sp)
		      : plu_bin(a, BO_SUB, copy(L, trip),
				plu_bin(a, BO_MUL, copy(L, main_iters), plu_index(a, factor, sp), sp),
				sp);
	struct var *rem = ir_new_var(L->p, pu_fresh_name(&L->names.used, "unroll_rem"), VAR_LOCAL,
				     ir_type_scalar(DT_INDEX), sp);
	ir_sb_push(out, ir_new_assign(a, rem, rem_val, sp));
	struct stmt *inner = NULL;
	struct var **inner_rv = NULL;
	for (int64_t k = factor - 1; k >= 1 && !L->failed; k--) {
		struct stmt_buf then = {0}, els = {0};
		struct expr_list y =
		    replicate(L, op, op->u.loop.body, k, step, ir_new_var_ref(a, main_end, sp),
			      var_refs(L, main_rv, n, sp), &then);
		if (n)
			ir_sb_push(&then, yield_of(L, y.v, n, sp));
		if (inner)
			ir_sb_push(&els, inner);
		if (n)
			ir_sb_push(&els, yield_of(L, var_refs(L, inner ? inner_rv : main_rv, n, sp), n, sp));
		struct stmt *s = ir_new_stmt(a, ST_IF, sp);
		s->u.cond.cond = plu_bin(a, BO_EQ, ir_new_var_ref(a, rem, sp), plu_index(a, k, sp), sp);
		s->u.cond.then_body = ir_sb_finish(a, &then);
		s->u.cond.has_else = els.n > 0;
		s->u.cond.else_body = ir_sb_finish(a, &els);
		ir_sb_free(&then);
		ir_sb_free(&els);
		s->u.cond.n_ret = n;
		if (n) {
			char suffix[32];
			snprintf(suffix, sizeof suffix, "_rem%lld", (long long)k);
			s->u.cond.return_vars = k == 1 ? op->u.loop.return_vars : fresh_vars(L, op, suffix);
		}
		inner = s;
		inner_rv = s->u.cond.return_vars;
	}
	if (inner)
		ir_sb_push(out, inner);
}

static void lower_loop(struct lpl *L, struct stmt *op, int64_t factor, struct stmt_buf *out)
{
	int64_t step, start, stop;
	if (factor > MAX_STAGES) {
		diag_error(op->u.loop.stage->span, "pl.pipeline stage=%lld exceeds the maximum (%d)",
			   (long long)factor, MAX_STAGES);
		L->failed = true;
		return;
	}
	if (!plu_const(op->u.loop.step, &step)) {
		diag_error(op->u.loop.step->span,
			   "LowerPipelineLoops: step must be a compile-time integer constant");
		L->failed = true;
		return;
	}
	if (step == 0) {
		diag_error(op->u.loop.step->span, "LowerPipelineLoops: step cannot be zero");
		L->failed = true;
		return;
	}
	if (plu_const(op->u.loop.start, &start) && plu_const(op->u.loop.stop, &stop))
		lower_static(L, op, factor, start, stop, step, out);
	else
		lower_dynamic(L, op, factor, step, out);
}

static struct stmt_list lower_list(struct lpl *L, struct stmt_list l, int depth)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n && !L->failed; i++) {
		struct stmt *s = l.v[i];
		int64_t factor = plu_stages(s);
		bool nested = s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE;
		if (nested && depth >= MAX_NEST) {
			diag_error(s->span, "pl.pipeline loops nested deeper than %d", MAX_NEST);
			L->failed = true;
			break;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = lower_list(L, *kids[k], depth + nested);
		if (nested && s->u.loop.stage && factor < 1) {
			diag_error(s->u.loop.stage->span,
				   "pl.pipeline stage must be an integer constant >= 1");
			L->failed = true;
			break;
		}
		if (factor > 1) {
			lower_loop(L, s, factor, &out);
			changed = true;
			continue;
		}
		ir_sb_push(&out, s);
	}
	if (!changed || L->failed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(L->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

bool pass_lower_pipeline_loops(struct pass_ctx *ctx, struct program *p)
{
	struct lpl L = {.p = p, .a = p->arena};
	ctx->unchanged = true;
	for (uint32_t f = 0; f < p->n_funcs && !L.failed; f++) {
		if (!plu_has_pipeline(p->funcs[f]->body))
			continue;
		ctx->unchanged = false;
		L.next_group = 0;
		L.copied = 0;
		plu_namer_init(&L.names, p->funcs[f]);
		p->funcs[f]->body = lower_list(&L, p->funcs[f]->body, 0);
		plu_namer_free(&L.names);
	}
	return !L.failed;
}
