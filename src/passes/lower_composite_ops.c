/* LowerCompositeOps: a call of a composite op (one with a decomposition in
 * specs/decompositions.yaml, e.g. tile.sin / tile.cos) becomes the calls of its steps:
 * `y = tile.cos(x)` turns into `y__<step>_tmp_v<N> = <op>(...)` for each step but the last
 * (N counts per function over every composite lowered) and `y = <last step>`.  A composite
 * called in a return statement (before SSA) is bound to `ret<i>__result_tmp_v<N>` first.
 * requires: (none)
 * produces: (none); invalidates: (none)
 *
 * Constants of a step take the dtype of the step's first tile argument.  The steps never call
 * a composite (specgen checks), so one pass lowers everything.
 *
 * A pld collective called in a kernel (InCore, AIC, AIV) with `kernel:` phases in the
 * collectives table expands to them (specs/README.md "Collectives"), its temps named
 * after the var it binds (`eval` for a bare call) with the same counter; a host
 * orchestrator's collectives are LowerHostTensorCollectives'. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "clone.h"
#include "comm_util.h"
#include "decompose_spec.h"
#include "intern.h"
#include "pass.h"
#include "passutil.h"
#include "passes.h"
#include "tile_lowering.h"
#include "typecheck.h"
#include "util.h"

struct lco {
	struct program *p;
	int16_t *index;   /* [spec_n_ops]: decomposition of the op, or -1 */
	uint32_t counter; /* temps made in this function */
	bool kernel;      /* the function is a kernel: collectives expand */
	bool failed;
};

static const struct decomposition *composite(const struct lco *L, const struct expr *e)
{
	if (!e || e->kind != EX_CALL || L->index[e->u.call.op] < 0)
		return NULL;
	return &decompositions[L->index[e->u.call.op]];
}

static struct var *temp(struct lco *L, const char *base, int blen, const char *qual,
			const struct type *t, struct span sp)
{
	char name[256];
	snprintf(name, sizeof name, "%.*s__%s_tmp_v%u", blen > 160 ? 160 : blen, base, qual, L->counter++);
	return ir_new_var(L->p, intern_cstr(name), VAR_LOCAL, t, sp);
}

/* The call of step k, its arguments taken from the composite call and the vars of earlier
 * steps. */
static struct expr *step_call(struct lco *L, const struct dcmp_step *st, const struct expr *comp,
			      struct var *const *vars)
{
	struct arena *a = L->p->arena;
	struct span sp = comp->span;
	struct expr_list args = ir_expr_list_new(a, st->n_args);
	enum dtype cdt = DT_FP32;
	bool have_dt = false;
	for (unsigned i = 0; i < st->n_args; i++) {
		const struct dcmp_arg *d = &st->args[i];
		if (d->kind == DA_OPERAND)
			args.v[i] = cl_expr_plain(a, comp->u.call.args.v[d->index]);
		else if (d->kind == DA_STEP)
			args.v[i] = ir_new_var_ref(a, vars[d->index], sp);
		else
			continue;
		const struct type *t = ir_expr_type(args.v[i]);
		if (!have_dt && t->kind == TY_TILE) {
			cdt = (enum dtype)t->dtype;
			have_dt = true;
		}
	}
	for (unsigned i = 0; i < st->n_args; i++)
		if (st->args[i].kind == DA_FLOAT)
			args.v[i] = ir_new_float(a, st->args[i].f, cdt, sp);
	struct expr *c = ir_new_call(a, st->op, args, sp);
	for (unsigned k = 0; k < st->n_kwargs; k++)
		tl_set_kwarg(c, &st->kwargs[k]);
	return c;
}

/* Pushes the steps of composite call `comp` but the last to `out` (temps named after
 * base[0..blen)); returns the last step's call, typed, or NULL after an error. */
static struct expr *lower(struct lco *L, const struct decomposition *d, struct expr *comp,
			  const char *base, int blen, struct stmt_buf *out)
{
	if (comp->u.call.args.n < spec_ops[d->op].n_operands)
		die("LowerCompositeOps: %s call with %u operands", spec_ops[d->op].name, comp->u.call.args.n);
	struct var **vars = calloc(d->n_steps, sizeof *vars);
	if (!vars)
		die("out of memory");
	struct expr *c = NULL;
	for (unsigned k = 0; k < d->n_steps; k++) {
		const struct dcmp_step *st = &d->steps[k];
		c = step_call(L, st, comp, vars);
		if (!tc_deduce_call(L->p->arena, c)) {
			diag_note(comp->span, "in step %u (%s) of the decomposition of %s", k + 1,
				  spec_ops[st->op].name, spec_ops[d->op].name);
			L->failed = true;
			c = NULL;
			break;
		}
		if (k + 1 == d->n_steps)
			break;
		vars[k] = temp(L, base, blen, st->name, c->type, comp->span);
		ir_sb_push(out, ir_new_assign(L->p->arena, vars[k], c, comp->span));
	}
	free(vars);
	return c;
}

/* ---- collectives inside a kernel ---- */

/* The ranks of a collective's signal, read once before its phases. */
struct comm {
	const char *base; /* temp names */
	int blen;
	struct expr *signal;
	struct var *nranks_idx, *my_rank;
	int64_t generation; /* barriers issued so far */
	struct span sp;
};

/* `<base>__<qual>_tmp_v<N> = call` (call typed by its op's rule); NULL on an error. */
static struct var *bind(struct lco *L, struct comm *c, const char *qual, struct expr *call,
			struct stmt_buf *out)
{
	if (!tc_deduce_call(L->p->arena, call)) {
		L->failed = true;
		return NULL;
	}
	struct var *v = temp(L, c->base, c->blen, qual, call->type, c->sp);
	ir_sb_push(out, ir_new_assign(L->p->arena, v, call, c->sp));
	return v;
}

static struct expr *call_of(struct lco *L, const char *role, struct expr_list args, struct span sp)
{
	return ir_new_call(L->p->arena, cu_op(role), args, sp);
}

static struct expr_list exprs(struct arena *a, uint32_t n, struct expr *const *v)
{
	struct expr_list l = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = v[i];
	return l;
}

/* Sets enum kwarg `name` of call to the value spelled `value`. */
static void enum_kwarg(struct expr *call, const char *name, const char *value)
{
	struct spec_kwdefault d = {name, value};
	tl_set_kwarg(call, &d);
}

/* `for <qual> in pl.range(nranks_idx): if <qual> != my_rank: <body(qual)>`, the body one
 * statement binding `<ret>`; body_fn makes its call from the loop var. */
typedef struct expr *(*peer_call_fn)(struct lco *L, struct comm *c, struct var *peer);

static bool peer_loop(struct lco *L, struct comm *c, const char *qual, const char *ret,
		      peer_call_fn fn, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	struct var *peer = temp(L, c->base, c->blen, qual, ir_type_scalar(DT_INDEX), sp);
	peer->kind = VAR_LOOP;
	struct stmt_buf body = {0};
	struct var *r = bind(L, c, ret, fn(L, c, peer), &body);
	struct stmt *iff = ir_new_stmt(a, ST_IF, sp);
	iff->u.cond.cond = ir_new_binary(a, BO_NE, ir_new_var_ref(a, peer, sp),
					 ir_new_cast(a, ir_new_var_ref(a, c->my_rank, sp), DT_INDEX, sp), sp);
	iff->u.cond.then_body = ir_sb_finish(a, &body);
	ir_sb_free(&body);
	struct stmt *l = ir_new_stmt(a, ST_FOR, sp);
	l->u.loop.kind = FOR_RANGE;
	l->u.loop.loop_var = peer;
	l->u.loop.start = ir_new_int(a, 0, DT_INDEX, sp);
	l->u.loop.stop = ir_new_var_ref(a, c->nranks_idx, sp);
	l->u.loop.step = ir_new_int(a, 1, DT_INDEX, sp);
	l->u.loop.body = (struct stmt_list){1, ARENA_ARRAY(a, struct stmt *, 1)};
	l->u.loop.body.v[0] = iff;
	ir_sb_push(out, l);
	return r != NULL;
}

/* [row, 0]: a word of the signal matrix. */
static struct expr *word(struct arena *a, struct expr *row, struct span sp)
{
	struct expr *v[2] = {row, ir_new_int(a, 0, DT_INDEX, sp)};
	return ir_new_list(a, exprs(a, 2, v), sp);
}

/* notify(signal, peer, [my_rank, 0], 1, atomic add) */
static struct expr *ready_notify(struct lco *L, struct comm *c, struct var *peer)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	struct expr *v[4] = {cl_expr_plain(a, c->signal), ir_new_var_ref(a, peer, sp),
			     word(a, ir_new_var_ref(a, c->my_rank, sp), sp), ir_new_int(a, 1, DT_INT32, sp)};
	struct expr *e = call_of(L, "Notify", exprs(a, 4, v), sp);
	enum_kwarg(e, "op", "atomic_add");
	return e;
}

/* wait(signal, [src, 0], generation, >=) */
static struct expr *ready_wait(struct lco *L, struct comm *c, struct var *src)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	struct expr *v[3] = {cl_expr_plain(a, c->signal), word(a, ir_new_var_ref(a, src, sp), sp),
			     ir_new_int(a, c->generation, DT_INT32, sp)};
	struct expr *e = call_of(L, "Wait", exprs(a, 3, v), sp);
	enum_kwarg(e, "cmp", "ge");
	return e;
}

/* notify(signal, my_rank, [src, 0], -generations, atomic add): my word on src back to 0 */
static struct expr *reset_notify(struct lco *L, struct comm *c, struct var *src)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	struct expr *v[4] = {cl_expr_plain(a, c->signal), ir_new_var_ref(a, c->my_rank, sp),
			     word(a, ir_new_var_ref(a, src, sp), sp),
			     ir_new_int(a, -c->generation, DT_INT32, sp)};
	struct expr *e = call_of(L, "Notify", exprs(a, 4, v), sp);
	enum_kwarg(e, "op", "atomic_add");
	return e;
}

/* The whole of tensor type t as a 2-D extent: leading dims folded into the rows
 * ([n] is [1, n]); NULL when a folded dim is not a constant. */
static struct expr *extent_2d(struct arena *a, const struct type *t, struct span sp)
{
	uint32_t r = t->shape.n;
	if (!r)
		return NULL;
	int64_t rows = 1;
	struct expr *v[2];
	for (uint32_t i = 0; i + 1 < r; i++) {
		const struct expr *d = t->shape.v[i];
		if (d->kind != EX_INT || d->u.i <= 0 || rows > INT64_MAX / d->u.i)
			return NULL;
		rows *= d->u.i;
	}
	v[0] = r == 2 ? cl_expr_plain(a, t->shape.v[0]) : ir_new_int(a, rows, DT_INDEX, sp);
	v[1] = cl_expr_plain(a, t->shape.v[r - 1]);
	return ir_new_list(a, exprs(a, 2, v), sp);
}

/* `stage = <stage op>(extent, dtype, Vec)` (TGET streams through a Vec tile), then
 * `<get op>(x, <peer kwarg>, x, stage)`: x read whole from that rank. */
static bool get_phase(struct lco *L, struct comm *c, const struct coll_phase *ph,
		      const struct expr *call, struct expr *x, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	const struct type *t = ir_expr_type(x);
	struct expr *ext = t->kind == TY_TENSOR ? extent_2d(a, t, sp) : NULL;
	if (!ext) {
		diag_error(call->span, "%s inside a kernel: the staging tile needs a static shape",
			   spec_ops[call->u.call.op].name);
		L->failed = true;
		return false;
	}
	struct expr *st = ir_new_call(a, ph->stage, exprs(a, 1, &ext), sp);
	ir_call_set_kwarg_int(st, "dtype", t->dtype);
	ir_call_set_kwarg_int(st, "target_memory", MS_Vec);
	struct var *stage = bind(L, c, ph->stage_name, st, out);
	if (!stage)
		return false;
	int k = ir_kwarg_index(call->u.call.op, ph->peer);
	if (k < 0)
		die("LowerCompositeOps: %s has no kwarg %s", spec_ops[call->u.call.op].name, ph->peer);
	struct expr *v[4] = {cl_expr_plain(a, x), ir_new_int(a, call->u.call.kwargs[k].i, DT_INT32, sp),
			     cl_expr_plain(a, x), ir_new_var_ref(a, stage, sp)};
	return bind(L, c, ph->ret_name, ir_new_call(a, ph->get, exprs(a, 4, v), sp), out) != NULL;
}

/* `stage = <stage op>([1, SIZE], dtype, Vec)`, then for each rank dest
 * `<put op>(x, dest, source, stage, [my_rank, 0], [dest, 0], [1, SIZE], atomic none)`:
 * row dest of source (row 0 when the phase sends it whole) lands in row my_rank of x on
 * rank dest. */
static bool push_phase(struct lco *L, struct comm *c, const struct coll_phase *ph,
		       const struct expr *call, struct expr *x, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	const struct type *t = ir_expr_type(x);
	if (t->kind != TY_TENSOR || t->shape.n != 2)
		die("LowerCompositeOps: %s updates a tensor of rank %u", spec_ops[call->u.call.op].name,
		    t->shape.n);
	struct expr *row[2] = {ir_new_int(a, 1, DT_INDEX, sp), cl_expr_plain(a, t->shape.v[1])};
	struct expr *ext = ir_new_list(a, exprs(a, 2, row), sp);
	struct expr *st = ir_new_call(a, ph->stage, exprs(a, 1, &ext), sp);
	ir_call_set_kwarg_int(st, "dtype", t->dtype);
	ir_call_set_kwarg_int(st, "target_memory", MS_Vec);
	struct var *stage = bind(L, c, ph->stage_name, st, out);
	if (!stage)
		return false;
	struct var *dest = temp(L, c->base, c->blen, ph->loop, ir_type_scalar(DT_INDEX), sp);
	dest->kind = VAR_LOOP;
	struct expr *v[7] = {cl_expr_plain(a, x), ir_new_var_ref(a, dest, sp),
			     cl_expr_plain(a, call->u.call.args.v[ph->source]), ir_new_var_ref(a, stage, sp),
			     word(a, ir_new_var_ref(a, c->my_rank, sp), sp),
			     word(a, ph->whole ? ir_new_int(a, 0, DT_INDEX, sp) : ir_new_var_ref(a, dest, sp), sp),
			     ir_new_list(a, exprs(a, 2, row), sp)};
	struct expr *put = ir_new_call(a, ph->get, exprs(a, 7, v), sp);
	enum_kwarg(put, "atomic", "None_");
	struct stmt_buf body = {0};
	struct var *r = bind(L, c, ph->ret_name, put, &body);
	struct stmt *l = ir_new_stmt(a, ST_FOR, sp);
	l->u.loop.kind = FOR_RANGE;
	l->u.loop.loop_var = dest;
	l->u.loop.start = ir_new_int(a, 0, DT_INDEX, sp);
	l->u.loop.stop = ir_new_var_ref(a, c->nranks_idx, sp);
	l->u.loop.step = ir_new_int(a, 1, DT_INDEX, sp);
	l->u.loop.body = ir_sb_finish(a, &body);
	ir_sb_free(&body);
	ir_sb_push(out, l);
	return r != NULL;
}

/* Pushes the expansion of collective call `e` (phases of col) to out; returns the
 * operand the collective updates, or NULL after an error. */
static struct expr *expand_collective(struct lco *L, const struct collective *col, struct expr *e,
				      const char *base, int blen, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct span sp = e->span;
	struct expr *x = e->u.call.args.v[cu_result_operand(col)];
	struct comm c = {base, blen, e->u.call.args.v[col->signals[0]], NULL, NULL, 0, sp};
	struct expr *xc = cl_expr_plain(a, x);
	struct var *ctx = bind(L, &c, "ctx", call_of(L, "CommCtx", exprs(a, 1, &xc), sp), out);
	if (!ctx)
		return NULL;
	struct expr *cv = ir_new_var_ref(a, ctx, sp);
	struct var *n = bind(L, &c, "nranks", call_of(L, "NRanks", exprs(a, 1, &cv), sp), out);
	if (!n)
		return NULL;
	struct var *ni = temp(L, base, blen, "nranks_idx", ir_type_scalar(DT_INDEX), sp);
	ir_sb_push(out, ir_new_assign(a, ni, ir_new_cast(a, ir_new_var_ref(a, n, sp), DT_INDEX, sp), sp));
	cv = ir_new_var_ref(a, ctx, sp);
	struct var *me = bind(L, &c, "my_rank", call_of(L, "Rank", exprs(a, 1, &cv), sp), out);
	if (!me)
		return NULL;
	c.nranks_idx = ni;
	c.my_rank = me;
	for (unsigned k = 0; k < col->n_kernel; k++) {
		const struct coll_phase *ph = &col->kernel[k];
		bool ok = true;
		switch ((enum coll_phase_kind)ph->kind) {
		case CP_get:
			ok = get_phase(L, &c, ph, e, x, out);
			break;
		case CP_push:
			ok = push_phase(L, &c, ph, e, x, out);
			break;
		case CP_barrier:
			c.generation++;
			ok = peer_loop(L, &c, "peer", "notify_ret", ready_notify, out) &&
			     peer_loop(L, &c, "src", "wait_ret", ready_wait, out);
			break;
		case CP_reset:
			ok = peer_loop(L, &c, "reset_src", "epilogue_reset_ret", reset_notify, out);
			break;
		case CP_COUNT:
			die("LowerCompositeOps: phase %u", ph->kind);
		}
		if (!ok)
			return NULL;
	}
	return cl_expr_plain(a, x);
}

static const struct collective *kernel_collective(const struct lco *L, const struct expr *e)
{
	const struct collective *c = L->kernel ? cu_collective_call(e) : NULL;
	return c && c->n_kernel ? c : NULL;
}

static void rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct lco *L = ctx;
	const struct decomposition *d;
	const struct collective *col;
	if (s->kind == ST_ASSIGN && (col = kernel_collective(L, s->u.assign.value))) {
		struct var *v = s->u.assign.var;
		struct expr *r = expand_collective(L, col, s->u.assign.value, v->name,
						   ir_user_name_len(v->name), out);
		if (r)
			s->u.assign.value = r;
	} else if (s->kind == ST_EVAL && (col = kernel_collective(L, s->u.eval.value))) {
		if (expand_collective(L, col, s->u.eval.value, "eval", 4, out))
			return;
	} else if (s->kind == ST_ASSIGN && (d = composite(L, s->u.assign.value))) {
		struct var *v = s->u.assign.var;
		struct expr *c = lower(L, d, s->u.assign.value, v->name, ir_user_name_len(v->name), out);
		if (c)
			s->u.assign.value = c;
	} else if (s->kind == ST_RETURN) {
		struct expr_list vals = s->u.ret.values;
		bool copied = false;
		for (uint32_t i = 0; i < vals.n; i++) {
			if (!(d = composite(L, vals.v[i])))
				continue;
			char base[32];
			int blen = snprintf(base, sizeof base, "ret%u", i);
			struct expr *c = lower(L, d, vals.v[i], base, blen, out);
			if (!c)
				continue;
			struct var *r = temp(L, base, blen, "result", c->type, vals.v[i]->span);
			ir_sb_push(out, ir_new_assign(L->p->arena, r, c, vals.v[i]->span));
			if (!copied)
				vals = ir_expr_list_copy(L->p->arena, vals);
			copied = true;
			vals.v[i] = ir_new_var_ref(L->p->arena, r, vals.v[i]->span);
		}
		s->u.ret.values = vals;
	}
	ir_sb_push(out, s);
}

bool pass_lower_composite_ops(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	if (!n_decompositions && !n_collectives)
		return true;
	struct lco L = {.p = p, .index = malloc(sizeof *L.index * spec_n_ops)};
	if (!L.index)
		die("out of memory");
	for (unsigned i = 0; i < spec_n_ops; i++)
		L.index[i] = -1;
	for (unsigned i = 0; i < n_decompositions; i++)
		L.index[decompositions[i].op] = (int16_t)i;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract)
			continue;
		L.counter = 0;
		L.kernel = pu_incore(fn);
		fn->body = ir_rewrite_stmts(p->arena, fn->body, rewrite, &L);
	}
	free(L.index);
	return !L.failed;
}
