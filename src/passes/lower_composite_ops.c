/* LowerCompositeOps: a call of a composite op (one with a decomposition in
 * specs/decompositions.yaml, e.g. tile.sin / tile.cos) becomes the calls of its steps:
 * `y = tile.cos(x)` turns into `y__<step>_tmp_v<N> = <op>(...)` for each step but the last
 * (N counts per function over every composite lowered) and `y = <last step>`.  A composite
 * called in a return statement (before SSA) is bound to `ret<i>__result_tmp_v<N>` first.
 * requires: (none)
 * produces: (none); invalidates: (none)
 *
 * A decomposition with a `when` (an arch, dtypes of the first tile operand) holds only
 * there: the legal equivalent of a call ptoas refuses on that arch (tile.ands on 32-bit
 * integers on A2/A3 is tile.expands and tile.and), or only for some operands: tile.add of
 * a [M, N] tile and a [M, 1] column vector is tile.row_expand_add.
 *
 * Constants of a step take the dtype of the step's first tile argument.  The steps never call
 * a composite (specgen checks), so one pass lowers everything.
 *
 * A pld collective called in a kernel (InCore, AIC, AIV) with `kernel:` phases in the
 * collectives table expands to them (specs/README.md "Collectives"): barriers, gets and
 * pushes, and the reducing ones (mesh chunks, ring rounds, a row reduced over the peers),
 * its temps named after the var it binds (`eval` for a bare call) with the same counter;
 * a host orchestrator's collectives are LowerHostTensorCollectives'. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "comm_util.h"
#include "decompose_spec.h"
#include "intern.h"
#include "pass.h"
#include "passutil.h"
#include "ptoas.h"
#include "passes.h"
#include "tile_lowering.h"
#include "typecheck.h"
#include "util.h"

_Static_assert(DT_COUNT <= 64, "when_dtypes holds a bit per dtype");

struct lco {
	struct program *p;
	const char *arch; /* the backend's ptoas arch, NULL without a backend */
	const int16_t *index; /* [spec_n_ops]: decomposition of the op, or -1 */
	uint32_t counter; /* temps made in this function */
	bool kernel;      /* the function is a kernel: collectives expand */
	bool failed;
};

/* Whether t is a rank-2 tile whose last dim is (is_col) / is not the constant 1. */
static bool rank2_cols(const struct type *t, bool is_col)
{
	int64_t c;
	if (!t || t->kind != TY_TILE || t->shape.n != 2)
		return false;
	return (ir_expr_is_const_int(t->shape.v[1], &c) && c == 1) == is_col;
}

/* Whether decomposition d's `when` holds for call e: the backend's ptoas
 * arch, the dtype of e's first tile operand, and a column vector operand
 * (of operand 0's rows). */
static bool when_holds(const struct lco *L, const struct decomposition *d, const struct expr *e)
{
	if (d->when_arch && (!L->arch || strcmp(d->when_arch, L->arch) != 0))
		return false;
	if (d->when_col_vector >= 0) {
		struct expr_list a = e->u.call.args;
		if ((uint32_t)d->when_col_vector >= a.n || !a.v[0] || !a.v[d->when_col_vector])
			return false;
		const struct type *w = ir_expr_type(a.v[0]), *v = ir_expr_type(a.v[d->when_col_vector]);
		if (!rank2_cols(w, false) || !rank2_cols(v, true) ||
		    !ir_expr_equal_exact(w->shape.v[0], v->shape.v[0]))
			return false;
	}
	if (!d->when_dtypes)
		return true;
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		const struct type *t = ir_expr_type(e->u.call.args.v[i]);
		if (t && t->kind == TY_TILE)
			return t->dtype < 64 && (d->when_dtypes >> t->dtype & 1);
	}
	return false;
}

static const struct decomposition *composite(const struct lco *L, const struct expr *e)
{
	if (!e || e->kind != EX_CALL || L->index[e->u.call.op] < 0)
		return NULL;
	const struct decomposition *d = &decompositions[L->index[e->u.call.op]];
	return when_holds(L, d, e) ? d : NULL;
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

/* One collective call being expanded: the ranks read once before its phases,
 * and what one phase leaves to the next. */
struct comm {
	const char *base; /* temp names */
	int blen;
	const struct collective *col;
	const struct expr *call;
	struct expr *x;      /* the operand it updates */
	struct expr *signal;
	struct var *nranks_idx, *my_rank;
	struct var *row;     /* CP_reduce_row: the reduced row of this rank */
	int64_t generation;  /* barriers issued so far */
	struct var *total;   /* generations issued per signal word when not a constant */
	struct expr *rows;   /* signal rows the barriers used (CP_ring), or NULL: row <rank> */
	struct span sp;
};

static struct var *new_temp(struct lco *L, struct comm *c, const char *qual, const struct type *t)
{
	return temp(L, c->base, c->blen, qual, t, c->sp);
}

/* `<base>__<qual>_tmp_v<N> = e` for a typed e (a call is typed by its op's rule);
 * NULL on an error. */
static struct var *bind(struct lco *L, struct comm *c, const char *qual, struct expr *e,
			struct stmt_buf *out)
{
	if (e->kind == EX_CALL && !tc_deduce_call(L->p->arena, e)) {
		L->failed = true;
		return NULL;
	}
	struct var *v = new_temp(L, c, qual, e->type);
	ir_sb_push(out, ir_new_assign(L->p->arena, v, e, c->sp));
	return v;
}

static struct expr *ref(struct lco *L, struct comm *c, struct var *v)
{
	return ir_new_var_ref(L->p->arena, v, c->sp);
}

static struct expr *idx(struct lco *L, struct comm *c, int64_t v)
{
	return ir_new_int(L->p->arena, v, DT_INDEX, c->sp);
}

static struct expr *bin(struct lco *L, struct comm *c, enum binop op, struct expr *l, struct expr *r)
{
	return cu_bin(L->p->arena, op, l, r, c->sp);
}

static struct expr *cast_to(struct lco *L, struct comm *c, struct expr *e, enum dtype dt)
{
	return ir_new_cast(L->p->arena, e, dt, c->sp);
}

static struct expr_list exprs(struct arena *a, uint32_t n, struct expr *const *v)
{
	struct expr_list l = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = v[i];
	return l;
}

static struct expr *pair(struct lco *L, struct comm *c, struct expr *x, struct expr *y)
{
	struct expr *v[2] = {x, y};
	return ir_new_list(L->p->arena, exprs(L->p->arena, 2, v), c->sp);
}

static struct expr *call_n(struct lco *L, struct comm *c, unsigned op, uint32_t n, struct expr *const *v)
{
	return ir_new_call(L->p->arena, op, exprs(L->p->arena, n, v), c->sp);
}

static struct expr *call_of(struct lco *L, struct comm *c, const char *role, uint32_t n,
			    struct expr *const *v)
{
	return call_n(L, c, cu_op(role), n, v);
}

/* Sets enum kwarg `name` of call to the value spelled `value`. */
static void enum_kwarg(struct expr *call, const char *name, const char *value)
{
	struct spec_kwdefault d = {name, value};
	tl_set_kwarg(call, &d);
}

/* An INDEX loop var `<base>__<qual>_tmp_v<N>`. */
static struct var *loop_var(struct lco *L, struct comm *c, const char *qual)
{
	struct var *v = new_temp(L, c, qual, ir_type_scalar(DT_INDEX));
	v->kind = VAR_LOOP;
	return v;
}

/* `for v in pl.range(start, stop, step): body`; body is consumed. */
static struct stmt *for_range(struct lco *L, struct comm *c, struct var *v, struct expr *start,
			      struct expr *stop, struct expr *step, struct stmt_buf *body)
{
	struct stmt *l = ir_new_stmt(L->p->arena, ST_FOR, c->sp);
	l->u.loop.kind = FOR_RANGE;
	l->u.loop.loop_var = v;
	l->u.loop.start = start ? start : idx(L, c, 0);
	l->u.loop.stop = stop;
	l->u.loop.step = step ? step : idx(L, c, 1);
	l->u.loop.body = ir_sb_finish(L->p->arena, body);
	ir_sb_free(body);
	return l;
}

/* `if cond: then [else: els]`; with res, both branches end in a yield bound to res. */
static struct stmt *if_stmt(struct lco *L, struct comm *c, struct expr *cond, struct stmt_buf *then,
			    struct stmt_buf *els, struct var *res)
{
	struct arena *a = L->p->arena;
	struct stmt *s = ir_new_stmt(a, ST_IF, c->sp);
	s->u.cond.cond = cond;
	s->u.cond.then_body = ir_sb_finish(a, then);
	ir_sb_free(then);
	if (els) {
		s->u.cond.has_else = true;
		s->u.cond.else_body = ir_sb_finish(a, els);
		ir_sb_free(els);
	}
	if (res) {
		s->u.cond.n_ret = 1;
		s->u.cond.return_vars = ARENA_ARRAY(a, struct var *, 1);
		s->u.cond.return_vars[0] = res;
	}
	return s;
}

static void yield1(struct lco *L, struct comm *c, struct var *v, struct stmt_buf *out)
{
	struct expr *e = ref(L, c, v);
	ir_sb_push(out, ir_new_yield(L->p->arena, exprs(L->p->arena, 1, &e), c->sp));
}

/* `peer != pl.cast(my_rank, pl.INDEX)` */
static struct expr *not_me(struct lco *L, struct comm *c, struct var *peer)
{
	struct expr *e = ir_new_binary(L->p->arena, BO_NE, ref(L, c, peer),
				       cast_to(L, c, ref(L, c, c->my_rank), DT_INDEX), c->sp);
	tc_scalar_expr(e);
	return e;
}

/* The signal loops of a barrier and its reset:
 *   notify: for peer<sfx>: notify(signal, peer, word(my_rank), value, atomic add)
 *   wait:   for src<sfx>:  wait(signal, word(src), value, >=)
 *   reset:  for reset_src: notify(signal, my_rank, word(src), value, atomic add)
 * each call under `if <rank> != my_rank`; word(r) is [r, 0], or [row, r] on a
 * signal with a row per round. */
enum sig_loop { SL_notify, SL_wait, SL_reset };

static bool signal_loop(struct lco *L, struct comm *c, enum sig_loop k, const char *sfx,
			struct expr *row, struct expr *value, struct stmt_buf *out)
{
	static const char *const loop_names[] = {"peer", "src", "reset_src"};
	static const char *const ret_names[] = {"notify%s_ret", "wait%s_ret", "epilogue_reset_ret"};
	char q[64], r[64];
	snprintf(q, sizeof q, "%s%s", loop_names[k], k == SL_reset ? "" : sfx);
	snprintf(r, sizeof r, ret_names[k], sfx);
	struct var *v = loop_var(L, c, q);
	struct expr *me = ref(L, c, c->my_rank);
	struct expr *wr = k == SL_notify ? me : ref(L, c, v);
	struct expr *word = row ? pair(L, c, cl_expr_plain(L->p->arena, row), wr) : pair(L, c, wr, idx(L, c, 0));
	struct expr *call;
	if (k == SL_wait) {
		struct expr *a[3] = {cl_expr_plain(L->p->arena, c->signal), word, value};
		call = call_of(L, c, "Wait", 3, a);
		enum_kwarg(call, "cmp", "Ge");
	} else {
		struct expr *a[4] = {cl_expr_plain(L->p->arena, c->signal),
				     k == SL_notify ? ref(L, c, v) : ref(L, c, c->my_rank), word, value};
		call = call_of(L, c, "Notify", 4, a);
		enum_kwarg(call, "op", "AtomicAdd");
	}
	struct stmt_buf then = {0}, body = {0};
	bool ok = bind(L, c, r, call, &then) != NULL;
	ir_sb_push(&body, if_stmt(L, c, not_me(L, c, v), &then, NULL, NULL));
	ir_sb_push(out, for_range(L, c, v, NULL, ref(L, c, c->nranks_idx), NULL, &body));
	return ok;
}

/* A barrier: notify every peer (+1), then wait for every peer's word to reach
 * `expected` (the generation when NULL). */
static bool barrier(struct lco *L, struct comm *c, const char *sfx, struct expr *row, struct expr *expected,
		    struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	if (!expected)
		expected = ir_new_int(a, c->generation, DT_INT32, c->sp);
	return signal_loop(L, c, SL_notify, sfx, row, ir_new_int(a, 1, DT_INT32, c->sp), out) &&
	       signal_loop(L, c, SL_wait, sfx, row, expected, out);
}

/* The reset: every generation issued taken back off my word on each peer (on
 * every row of a ring's signal). */
static bool reset_phase(struct lco *L, struct comm *c, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct expr *value;
	if (c->total) {
		value = ir_new_unary(a, UO_NEG, ref(L, c, c->total), c->sp);
		tc_scalar_expr(value);
	} else {
		value = ir_new_int(a, -c->generation, DT_INT32, c->sp);
	}
	if (!c->rows)
		return signal_loop(L, c, SL_reset, "", NULL, value, out);
	struct var *row = loop_var(L, c, "reset_row");
	struct stmt_buf body = {0};
	bool ok = signal_loop(L, c, SL_reset, "", ir_new_var_ref(a, row, c->sp), value, &body);
	ir_sb_push(out, for_range(L, c, row, NULL, cl_expr_plain(a, c->rows), NULL, &body));
	return ok;
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

/* `<stage_name> = <stage op>(extent, dtype, Vec)`: the Vec tile a transfer streams through. */
static struct var *stage_tile(struct lco *L, struct comm *c, const struct coll_phase *ph, struct expr *ext,
			      enum dtype dt, struct stmt_buf *out)
{
	struct expr *st = call_n(L, c, ph->stage, 1, &ext);
	ir_call_set_kwarg_int(st, "dtype", dt);
	ir_call_set_kwarg_int(st, "target_memory", MS_Vec);
	return bind(L, c, ph->stage_name, st, out);
}

/* `stage = <stage op>(extent, dtype, Vec)` (TGET streams through a Vec tile), then
 * `<get op>(x, <peer kwarg>, x, stage)`: x read whole from that rank. */
static bool get_phase(struct lco *L, struct comm *c, const struct coll_phase *ph, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct span sp = c->sp;
	const struct expr *call = c->call;
	const struct type *t = ir_expr_type(c->x);
	struct expr *ext = t->kind == TY_TENSOR ? extent_2d(a, t, sp) : NULL;
	if (!ext) {
		diag_error(call->span, "%s inside a kernel: the staging tile needs a static shape",
			   spec_ops[call->u.call.op].name);
		L->failed = true;
		return false;
	}
	struct var *stage = stage_tile(L, c, ph, ext, (enum dtype)t->dtype, out);
	if (!stage)
		return false;
	int k = ir_kwarg_index(call->u.call.op, ph->peer);
	if (k < 0)
		die("LowerCompositeOps: %s has no kwarg %s", spec_ops[call->u.call.op].name, ph->peer);
	struct expr *v[4] = {cl_expr_plain(a, c->x), ir_new_int(a, call->u.call.kwargs[k].i, DT_INT32, sp),
			     cl_expr_plain(a, c->x), ref(L, c, stage)};
	return bind(L, c, ph->ret_name, call_n(L, c, ph->get, 4, v), out) != NULL;
}

/* The rows a push by counts sends each rank: MAX = the updated operand's rows / the
 * signal's rows (NR), both static, with the count operand [NR] or [NR, 1] and the
 * publish operand [NR, 1]; 0 after an error. */
static int64_t count_block(struct lco *L, struct comm *c, const struct coll_phase *ph)
{
	const struct expr *call = c->call;
	const struct type *t = ir_expr_type(c->x), *s = ir_expr_type(c->signal);
	const struct type *n = ir_expr_type(call->u.call.args.v[ph->counts]);
	const struct type *p = ir_expr_type(call->u.call.args.v[ph->publish]);
	const struct expr *rows = t->shape.v[0];
	const struct expr *nr = s->kind == TY_TENSOR && s->shape.n == 2 ? s->shape.v[0] : NULL;
	const char *what = NULL;
	if (rows->kind != EX_INT || !nr || nr->kind != EX_INT || nr->u.i <= 0 || rows->u.i <= 0 ||
	    rows->u.i % nr->u.i)
		what = "the target's rows must be a static multiple of NR, the static rows of the signal [NR, 1]";
	else if (n->kind != TY_TENSOR || n->shape.n < 1 || n->shape.n > 2)
		what = "the send counts must be a tensor [NR] or [NR, 1]";
	else if (p->kind != TY_TENSOR || p->shape.n != 2)
		what = "the receive counts must be a tensor [NR, 1]";
	if (!what)
		return rows->u.i / nr->u.i;
	diag_error(call->span, "%s inside a kernel: %s", spec_ops[call->u.call.op].name, what);
	L->failed = true;
	return 0;
}

/* A push by counts, in the loop over ranks dest:
 *   count = <read>(counts, [dest, 0])      ([dest] of a 1-D counts)
 *   rows = pl.min(pl.cast(count, pl.INDEX), MAX)
 *   rows_i32 = pl.cast(rows, pl.INT32)
 *   notify(publish, dest, [my_rank, 0], rows_i32, op=Set)
 * NULL after an error. */
static struct var *push_count(struct lco *L, struct comm *c, const struct coll_phase *ph, struct var *dest,
			      int64_t max, struct stmt_buf *body)
{
	struct arena *a = L->p->arena;
	const char *const *nm = ph->count_names;
	struct expr *counts = c->call->u.call.args.v[ph->counts];
	struct expr *at[2] = {ref(L, c, dest), idx(L, c, 0)};
	struct expr *rd[2] = {cl_expr_plain(a, counts),
			      ir_new_list(a, exprs(a, ir_expr_type(counts)->shape.n, at), c->sp)};
	struct var *count = bind(L, c, nm[0], call_n(L, c, ph->read, 2, rd), body);
	if (!count)
		return NULL;
	struct var *rows = bind(L, c, nm[1], bin(L, c, BO_MIN, cast_to(L, c, ref(L, c, count), DT_INDEX),
						 idx(L, c, max)), body);
	struct var *r32 = bind(L, c, nm[2], cast_to(L, c, ref(L, c, rows), DT_INT32), body);
	struct expr *nv[4] = {cl_expr_plain(a, c->call->u.call.args.v[ph->publish]), ref(L, c, dest),
			      pair(L, c, ref(L, c, c->my_rank), idx(L, c, 0)), ref(L, c, r32)};
	struct expr *notify = call_of(L, c, "Notify", 4, nv);
	enum_kwarg(notify, "op", "Set");
	return bind(L, c, nm[3], notify, body);
}

/* `stage = <stage op>([1, SIZE], dtype, Vec)`, then for each rank dest
 * `<put op>(x, dest, source, stage, [my_rank, 0], [dest, 0], [1, SIZE], atomic none)`:
 * row dest of source (row 0 when the phase sends it whole) lands in row my_rank of x on
 * rank dest.  By counts the put moves the block [MAX, SIZE] from [dest * MAX, 0] to
 * [my_rank * MAX, 0], after push_count. */
static bool push_phase(struct lco *L, struct comm *c, const struct coll_phase *ph, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	const struct type *t = ir_expr_type(c->x);
	if (t->kind != TY_TENSOR || t->shape.n != 2)
		die("LowerCompositeOps: %s updates a tensor of rank %u", spec_ops[c->call->u.call.op].name,
		    t->shape.n);
	int64_t max = ph->counts == COLL_NONE ? 0 : count_block(L, c, ph);
	if (ph->counts != COLL_NONE && !max)
		return false;
	struct expr *ext = pair(L, c, idx(L, c, 1), cl_expr_plain(a, t->shape.v[1]));
	struct var *stage = stage_tile(L, c, ph, ext, (enum dtype)t->dtype, out);
	if (!stage)
		return false;
	struct var *dest = loop_var(L, c, ph->loop);
	struct stmt_buf body = {0};
	struct expr *me = ref(L, c, c->my_rank), *src = ph->whole ? idx(L, c, 0) : ref(L, c, dest);
	struct expr *n = idx(L, c, 1);
	if (max) {
		me = bin(L, c, BO_MUL, cast_to(L, c, me, DT_INDEX), idx(L, c, max));
		src = bin(L, c, BO_MUL, src, idx(L, c, max));
		n = idx(L, c, max);
	}
	struct expr *v[7] = {cl_expr_plain(a, c->x), ref(L, c, dest),
			     cl_expr_plain(a, c->call->u.call.args.v[ph->source]), ref(L, c, stage),
			     pair(L, c, me, idx(L, c, 0)), pair(L, c, src, idx(L, c, 0)),
			     pair(L, c, n, cl_expr_plain(a, t->shape.v[1]))};
	struct expr *put = call_n(L, c, ph->get, 7, v);
	enum_kwarg(put, "atomic", "None_");
	struct var *r = !max || push_count(L, c, ph, dest, max, &body) ? bind(L, c, ph->ret_name, put, &body)
								      : NULL;
	ir_sb_push(out, for_range(L, c, dest, NULL, ref(L, c, c->nranks_idx), NULL, &body));
	return r != NULL;
}

/* ---- the reducing collectives ---- */

/* The elementwise op of the call's reduction (its `reduce` kwarg). */
static unsigned reduce_op(const struct comm *c)
{
	const struct collective *col = c->col;
	int k = ir_kwarg_index(c->call->u.call.op, col->reduce_kwarg);
	int64_t v = k < 0 ? 0 : c->call->u.call.kwargs[k].i;
	if (v < 0 || v >= col->n_reduce)
		die("LowerCompositeOps: %s %s=%lld", spec_ops[c->call->u.call.op].name, col->reduce_kwarg,
		    (long long)v);
	return col->reduce[v];
}

static struct expr *op_call(struct lco *L, struct comm *c, enum coll_op_role r, uint32_t n,
			    struct expr *const *v)
{
	if (c->col->ops[r] < 0)
		die("LowerCompositeOps: %s has no op of role %d", spec_ops[c->call->u.call.op].name, r);
	return call_n(L, c, (unsigned)c->col->ops[r], n, v);
}

/* `<qual> = fillpad(t, pad_value=zero)` */
static struct var *fillpad(struct lco *L, struct comm *c, const char *qual, struct var *t, struct stmt_buf *out)
{
	struct expr *a = ref(L, c, t);
	struct expr *e = op_call(L, c, CR_fillpad, 1, &a);
	enum_kwarg(e, "pad_value", "zero");
	return bind(L, c, qual, e, out);
}

/* `<qual> = set_validshape(t, 1, cols)` */
static struct var *narrow(struct lco *L, struct comm *c, const char *qual, struct var *t, struct expr *cols,
			  struct stmt_buf *out)
{
	struct expr *a[3] = {ref(L, c, t), idx(L, c, 1), cols};
	return bind(L, c, qual, op_call(L, c, CR_set_validshape, 3, a), out);
}

/* `<qual> = load(view, [0, col], [1, chunk], [1, valid], Vec)` */
static struct var *load_chunk(struct lco *L, struct comm *c, const char *qual, struct var *view,
			      struct expr *col, struct expr *chunk, struct expr *valid, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct expr *v[4] = {ref(L, c, view), pair(L, c, idx(L, c, 0), col),
			     pair(L, c, idx(L, c, 1), cl_expr_plain(a, chunk)), pair(L, c, idx(L, c, 1), valid)};
	struct expr *e = op_call(L, c, CR_load, 4, v);
	ir_call_set_kwarg_int(e, "target_memory", MS_Vec);
	return bind(L, c, qual, e, out);
}

/* `<qual>_loaded = remote_load(view, peer, [0, col], [1, chunk], [1, valid])`, for a
 * padded dtype reading the aligned tail and narrowed back (`<qual>_tail`), then
 * `<qual> = fillpad(...)`. */
static struct var *remote_chunk(struct lco *L, struct comm *c, const char *qual, struct var *view,
				struct var *peer, struct expr *col, struct expr *chunk, struct expr *valid,
				struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	const struct collective *col_ = c->col;
	enum dtype dt = (enum dtype)ir_expr_type(c->x)->dtype;
	bool padded = col_->padded >> dt & 1;
	struct expr *rv = cl_expr_plain(a, valid);
	if (padded) {
		int64_t al = col_->align_bytes / (dtype_infos[dt].bits / 8);
		rv = bin(L, c, BO_MUL, bin(L, c, BO_FLOORDIV, bin(L, c, BO_ADD, rv, idx(L, c, al - 1)), idx(L, c, al)),
			 idx(L, c, al));
	}
	struct expr *v[5] = {ref(L, c, view), ref(L, c, peer), pair(L, c, idx(L, c, 0), col),
			     pair(L, c, idx(L, c, 1), cl_expr_plain(a, chunk)), pair(L, c, idx(L, c, 1), rv)};
	char q[64];
	snprintf(q, sizeof q, "%s_loaded", qual);
	struct var *t = bind(L, c, q, op_call(L, c, padded ? CR_remote_load_padded : CR_remote_load, 5, v), out);
	if (t && padded) {
		snprintf(q, sizeof q, "%s_tail", qual);
		t = narrow(L, c, q, t, cl_expr_plain(a, valid), out);
	}
	return t ? fillpad(L, c, qual, t, out) : NULL;
}

/* The updated operand's dims and valid dims, each a constant or a symbol
 * (pl.dynamic); packed ND storage, so it may be seen with another shape. */
#define MAX_RANK 8
struct target {
	uint32_t rank;
	struct expr *shape[MAX_RANK], *valid[MAX_RANK];
	bool partial; /* valid differs from shape */
};

static bool target_error(struct lco *L, struct comm *c, const char *what)
{
	diag_error(c->call->span, "%s %s", spec_ops[c->call->u.call.op].name, what);
	L->failed = true;
	return false;
}

static bool target_of(struct lco *L, struct comm *c, struct target *T)
{
	const struct type *t = ir_expr_type(c->x);
	const struct tensor_view *tv = t->kind == TY_TENSOR ? t->tview : NULL;
	if (t->kind != TY_TENSOR || !t->shape.n || t->shape.n > MAX_RANK)
		return target_error(L, c, "inside a kernel: the lowering needs a tensor of rank 1 to 8");
	if (tv && tv->layout != TLY_ND)
		return target_error(L, c, "target view only supports ND layout");
	T->rank = t->shape.n;
	T->partial = false;
	int64_t packed = 1; /* the stride of dim k, while it is a constant */
	bool packed_known = true;
	for (uint32_t k = T->rank; k-- > 0;) {
		struct expr *d = t->shape.v[k];
		struct expr *vd = tv && tv->valid_shape.n == T->rank ? tv->valid_shape.v[k] : d;
		int64_t dv = 1, vv = 1;
		bool dc = ir_expr_is_const_int(d, &dv), vc = ir_expr_is_const_int(vd, &vv);
		if (dv <= 0 || vv <= 0 || (dc && vc && vv > dv) || (dc && packed_known && packed > INT64_MAX / dv))
			return target_error(L, c, "inside a kernel: the lowering needs positive dims, the valid ones "
						  "within the shape");
		T->shape[k] = d;
		T->valid[k] = vd;
		T->partial |= !ir_expr_equal_exact(d, vd);
		int64_t st;
		if (tv && tv->stride.n && (tv->stride.n != T->rank || !packed_known ||
					   !ir_expr_is_const_int(tv->stride.v[k], &st) || st != packed))
			return target_error(L, c, "target shape reinterpret requires a packed source");
		if (!dc)
			packed_known = false; /* no stride is checked past a symbol */
		else if (packed_known)
			packed *= dv;
	}
	return true;
}

static bool is_one(const struct expr *e)
{
	int64_t v;
	return ir_expr_is_const_int(e, &v) && v == 1;
}

/* Dims [0, n) of the valid box are one run of row-major storage: ones, then
 * any extent, then full dims. */
static bool box_contiguous(const struct target *T, uint32_t n)
{
	uint32_t k = 0;
	while (k < n && is_one(T->valid[k]))
		k++;
	for (k++; k < n; k++)
		if (!ir_expr_equal_exact(T->valid[k], T->shape[k]))
			return false;
	return true;
}

/* A fresh copy of extent e (extents are templates: each use is its own tree). */
static struct expr *use(struct lco *L, const struct expr *e)
{
	return cl_expr_plain(L->p->arena, (struct expr *)e);
}

/* The product of dims v[0, n): the constants folded into one, times the
 * symbols in order (`6 * n` for [2, 3, n]); NULL when the constants overflow. */
static struct expr *product(struct lco *L, struct comm *c, struct expr *const *v, uint32_t n)
{
	int64_t k = 1, d;
	struct expr *sym = NULL;
	for (uint32_t i = 0; i < n; i++) {
		if (!ir_expr_is_const_int(v[i], &d))
			sym = sym ? bin(L, c, BO_MUL, sym, use(L, v[i])) : use(L, v[i]);
		else if (d > 0 && k > INT64_MAX / d)
			return NULL;
		else
			k *= d;
	}
	if (!sym)
		return idx(L, c, k);
	return k == 1 ? sym : bin(L, c, BO_MUL, idx(L, c, k), sym);
}

/* `target_2d = view(x, [rows, cols] [, [valid rows, valid cols]])` */
static struct var *row_view(struct lco *L, struct comm *c, struct expr *const *shape, struct expr *const *valid,
			    struct stmt_buf *out)
{
	struct expr *v[3] = {cl_expr_plain(L->p->arena, c->x), pair(L, c, use(L, shape[0]), use(L, shape[1])),
			     pair(L, c, use(L, valid[0]), use(L, valid[1]))};
	bool whole = ir_expr_equal_exact(shape[0], valid[0]) && ir_expr_equal_exact(shape[1], valid[1]);
	return bind(L, c, "target_2d", op_call(L, c, CR_view, whole ? 2 : 3, v), out);
}

/* A chunk's columns: a constant extent rounded up to the alignment, at most a
 * chunk; a whole chunk for a symbolic extent. */
static int64_t chunk_cols(const struct comm *c, const struct expr *extent)
{
	enum dtype dt = (enum dtype)ir_expr_type(c->x)->dtype;
	int64_t es = dtype_infos[dt].bits / 8;
	int64_t al = c->col->align_bytes / es, most = c->col->chunk_bytes / es, ext;
	if (!ir_expr_is_const_int(extent, &ext))
		return most;
	int64_t n = (ext + al - 1) / al * al;
	return n < most ? n : most;
}

/* `<qual> = pl.cast(e, pl.INT32)` */
static struct var *bind_i32(struct lco *L, struct comm *c, const char *qual, struct expr *e, struct stmt_buf *out)
{
	return bind(L, c, qual, cast_to(L, c, e, DT_INT32), out);
}

/* The generations issued per signal word: `<qual> = pl.cast(base + k * ceil(extent / chunk))`. */
static struct var *issued(struct lco *L, struct comm *c, const char *qual, int64_t base, int64_t k,
			  const struct expr *extent, int64_t chunk, struct stmt_buf *out)
{
	struct expr *n = bin(L, c, BO_FLOORDIV,
			     bin(L, c, BO_ADD, use(L, extent), bin(L, c, BO_SUB, idx(L, c, chunk), idx(L, c, 1))),
			     idx(L, c, chunk));
	struct expr *e = base ? bin(L, c, BO_ADD, idx(L, c, base), n) : bin(L, c, BO_MUL, idx(L, c, k), n);
	return bind_i32(L, c, qual, e, out);
}

/* Where a peer's chunk is read from. */
struct chunk_at {
	struct var *view;
	struct expr *col, *chunk, *valid;
};

typedef struct var *(*recv_fn)(struct lco *L, struct comm *c, struct var *peer, const void *arg,
			       struct stmt_buf *out);

static struct var *recv_chunk(struct lco *L, struct comm *c, struct var *peer, const void *arg,
			      struct stmt_buf *out)
{
	const struct chunk_at *at = arg;
	return remote_chunk(L, c, "recv", at->view, peer, at->col, at->chunk, at->valid, out);
}

/* `for peer, (peer_acc,) in pl.range(nranks, init_values=(acc0,))`: each other
 * rank's part read (recv) and reduced into the accumulator; returns the
 * loop's result `peer_final`, or NULL after an error. */
static struct var *peer_reduce(struct lco *L, struct comm *c, struct var *acc0, recv_fn recv_of,
			       const void *arg, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	struct var *peer = loop_var(L, c, "peer");
	struct var *acc = new_temp(L, c, "peer_acc", acc0->type);
	acc->kind = VAR_ITER;
	struct stmt_buf pb = {0}, then = {0}, els = {0};
	struct var *recv = recv_of(L, c, peer, arg, &then);
	struct var *next = NULL;
	if (recv) {
		struct expr *ra[2] = {ref(L, c, acc), ref(L, c, recv)};
		next = bind(L, c, "acc_next", call_n(L, c, reduce_op(c), 2, ra), &then);
	}
	if (!next) {
		ir_sb_free(&then);
		return NULL;
	}
	yield1(L, c, next, &then);
	yield1(L, c, acc, &els);
	struct var *res = new_temp(L, c, "if_res", acc->type);
	ir_sb_push(&pb, if_stmt(L, c, not_me(L, c, peer), &then, &els, res));
	yield1(L, c, res, &pb);
	struct var *fin = new_temp(L, c, "peer_final", acc->type);
	struct stmt *l = for_range(L, c, peer, NULL, ref(L, c, c->nranks_idx), NULL, &pb);
	l->u.loop.n_iter = 1;
	l->u.loop.iter = ARENA_ARRAY(a, struct iter_arg, 1);
	l->u.loop.iter[0] = (struct iter_arg){acc, ref(L, c, acc0)};
	l->u.loop.return_vars = ARENA_ARRAY(a, struct var *, 1);
	l->u.loop.return_vars[0] = fin;
	ir_sb_push(out, l);
	return fin;
}

/* The rectangle of a peer's [rows, cols] view read: the tile's shape and its
 * valid part. */
struct rect_at {
	struct var *view;
	struct expr *const *tile, *const *valid;
};

/* `<qual> = <op>(view, [peer,] [0, 0], tile, valid)` */
static struct var *load_rect(struct lco *L, struct comm *c, const char *qual, const struct rect_at *at,
			     struct var *peer, struct stmt_buf *out)
{
	struct expr *v[5], **p = v;
	*p++ = ref(L, c, at->view);
	if (peer)
		*p++ = ref(L, c, peer);
	*p++ = pair(L, c, idx(L, c, 0), idx(L, c, 0));
	*p++ = pair(L, c, use(L, at->tile[0]), use(L, at->tile[1]));
	*p++ = pair(L, c, use(L, at->valid[0]), use(L, at->valid[1]));
	struct expr *e = op_call(L, c, peer ? CR_remote_load : CR_load, (uint32_t)(p - v), v);
	if (!peer)
		ir_call_set_kwarg_int(e, "target_memory", MS_Vec);
	return bind(L, c, qual, e, out);
}

static struct var *recv_rect(struct lco *L, struct comm *c, struct var *peer, const void *arg,
			     struct stmt_buf *out)
{
	return load_rect(L, c, "recv", arg, peer, out);
}

/* Mesh over a partial valid box: the leading dims folded into rows, the valid
 * rectangle read whole (it must fit one chunk; a symbolic one is read through
 * a tile of the view's static shape), every peer's reduced into it between
 * two barriers, stored back. */
static bool rect_phase(struct lco *L, struct comm *c, const struct target *T, struct stmt_buf *out)
{
	uint32_t r = T->rank;
	if (!box_contiguous(T, r - 1))
		return target_error(L, c, "target valid_shape cannot be represented by a single 2D view");
	struct expr *sh[2] = {product(L, c, T->shape, r - 1), T->shape[r - 1]};
	struct expr *va[2] = {product(L, c, T->valid, r - 1), T->valid[r - 1]};
	if (!sh[0] || !va[0])
		return target_error(L, c, "inside a kernel: the target's size overflows");
	enum dtype dt = (enum dtype)ir_expr_type(c->x)->dtype;
	bool valid_static = ir_expr_is_const_int(va[0], NULL) && ir_expr_is_const_int(va[1], NULL);
	struct expr *const *tile = valid_static ? va : sh;
	int64_t t0, t1;
	if (!ir_expr_is_const_int(tile[0], &t0) || !ir_expr_is_const_int(tile[1], &t1) ||
	    t0 > (int64_t)c->col->chunk_bytes / (dtype_infos[dt].bits / 8) / t1) {
		char msg[200];
		snprintf(msg, sizeof msg, "partial valid_shape must fit within one %u-byte mesh chunk using a statically "
			 "bounded tile; chunking a partial rectangle with row gaps is not supported", c->col->chunk_bytes);
		return target_error(L, c, msg);
	}
	struct var *view = row_view(L, c, sh, va, out);
	c->generation++;
	if (!view || !barrier(L, c, "", NULL, NULL, out))
		return false;
	struct rect_at at = {view, tile, va};
	struct var *acc0 = load_rect(L, c, "acc_initial", &at, NULL, out);
	struct var *fin = acc0 ? peer_reduce(L, c, acc0, recv_rect, &at, out) : NULL;
	c->generation++;
	if (!fin || !barrier(L, c, "2", NULL, NULL, out))
		return false;
	struct expr *st[3] = {ref(L, c, fin), pair(L, c, idx(L, c, 0), idx(L, c, 0)), ref(L, c, view)};
	return bind(L, c, "store_ret", op_call(L, c, CR_store, 3, st), out) != NULL;
}

/* Mesh: a ready barrier, then per chunk of the [1, SIZE] view every peer's chunk
 * read and reduced into the own one (a loop carrying the accumulator), a
 * barrier whose generation counts the chunks, and the chunk stored back. */
static bool chunks_phase(struct lco *L, struct comm *c, struct stmt_buf *out)
{
	struct target T;
	if (!target_of(L, c, &T))
		return false;
	if (T.partial)
		return rect_phase(L, c, &T, out);
	struct expr *valid = product(L, c, T.shape, T.rank);
	if (!valid)
		return target_error(L, c, "inside a kernel: the target's size overflows");
	struct expr *sh[2] = {idx(L, c, 1), valid};
	struct var *view = row_view(L, c, sh, sh, out);
	c->generation++;
	if (!view || !barrier(L, c, "", NULL, NULL, out))
		return false;
	int64_t chunk = chunk_cols(c, valid), ready = c->generation;
	struct var *colv = loop_var(L, c, "col");
	struct stmt_buf body = {0};
	struct expr *col = ref(L, c, colv);
	struct expr *vcols = bin(L, c, BO_MIN, idx(L, c, chunk), bin(L, c, BO_SUB, use(L, valid), col));
	struct var *acc0 = load_chunk(L, c, "acc_loaded", view, col, idx(L, c, chunk), vcols, &body);
	acc0 = acc0 ? fillpad(L, c, "acc_initial", acc0, &body) : NULL;
	if (!acc0)
		goto fail;
	struct chunk_at at = {view, col, idx(L, c, chunk), vcols};
	struct var *fin = peer_reduce(L, c, acc0, recv_chunk, &at, &body);
	if (!fin)
		goto fail;
	struct expr *gen = bin(L, c, BO_ADD, bin(L, c, BO_FLOORDIV, ref(L, c, colv), idx(L, c, chunk)),
			       idx(L, c, ready + 1));
	struct var *expect = bind_i32(L, c, "chunk_expected", gen, &body);
	if (!expect || !barrier(L, c, "_chunk", NULL, ref(L, c, expect), &body))
		goto fail;
	struct var *sv = narrow(L, c, "store_value", fin, cl_expr_plain(L->p->arena, vcols), &body);
	struct expr *st[3] = {sv ? ref(L, c, sv) : NULL, pair(L, c, idx(L, c, 0), ref(L, c, colv)),
			      ref(L, c, view)};
	if (!sv || !bind(L, c, "store_ret", op_call(L, c, CR_store, 3, st), &body))
		goto fail;
	ir_sb_push(out, for_range(L, c, colv, idx(L, c, 0), use(L, valid), idx(L, c, chunk), &body));
	c->total = issued(L, c, "allreduce_reset_total", ready, 0, valid, chunk, out);
	return c->total != NULL;
fail:
	ir_sb_free(&body);
	return false;
}

/* `[row, SIZE]` rows of a 2-D updated operand: row <rank>. */
static bool row_shape(struct lco *L, struct comm *c)
{
	const struct type *t = ir_expr_type(c->x);
	if (t->kind == TY_TENSOR && t->shape.n == 2)
		return true;
	diag_error(c->call->span, "%s inside a kernel: the lowering needs a 2-D tensor [ranks, size]",
		   spec_ops[c->call->u.call.op].name);
	L->failed = true;
	return false;
}

static struct var *recv_row(struct lco *L, struct comm *c, struct var *peer, const void *arg,
			    struct stmt_buf *out)
{
	(void)arg;
	struct arena *a = L->p->arena;
	const struct type *t = ir_expr_type(c->x);
	struct expr *v[4] = {cl_expr_plain(a, c->x), ref(L, c, peer), pair(L, c, ref(L, c, c->my_rank), idx(L, c, 0)),
			     pair(L, c, idx(L, c, 1), cl_expr_plain(a, t->shape.v[1]))};
	return bind(L, c, "recv", op_call(L, c, CR_remote_load, 4, v), out);
}

/* Row <rank> of x read, and every peer's row <rank> reduced into it. */
static bool reduce_row_phase(struct lco *L, struct comm *c, struct stmt_buf *out)
{
	if (!row_shape(L, c))
		return false;
	struct arena *a = L->p->arena;
	const struct type *t = ir_expr_type(c->x);
	struct expr *w = t->shape.v[1];
	struct expr *v[4] = {cl_expr_plain(a, c->x), pair(L, c, ref(L, c, c->my_rank), idx(L, c, 0)),
			     pair(L, c, idx(L, c, 1), cl_expr_plain(a, w)), pair(L, c, idx(L, c, 1), cl_expr_plain(a, w))};
	struct expr *ld = op_call(L, c, CR_load, 4, v);
	ir_call_set_kwarg_int(ld, "target_memory", MS_Vec);
	struct var *acc0 = bind(L, c, "acc_initial", ld, out);
	c->row = acc0 ? peer_reduce(L, c, acc0, recv_row, NULL, out) : NULL;
	return c->row != NULL;
}

static bool store_row_phase(struct lco *L, struct comm *c, struct stmt_buf *out)
{
	if (!c->row)
		die("LowerCompositeOps: store_row without reduce_row");
	struct expr *v[3] = {ref(L, c, c->row), pair(L, c, ref(L, c, c->my_rank), idx(L, c, 0)),
			     cl_expr_plain(L->p->arena, c->x)};
	return bind(L, c, "store_ret", op_call(L, c, CR_store, 3, v), out) != NULL;
}

/* ---- ring ---- */

/* One half of the ring (reduce-scatter or all-gather): its temp names. */
struct ring_half {
	const char *step, *step_val, *round, *seg_idx, *left, *seg, *col, *ready, *read, *recv, *own,
		*placeholder, *valid, *store;
	bool reduce; /* reduce the left neighbour's segment into the own one */
};

static const struct ring_half ring_rs = {
	"rs_step", "step", NULL, "recv_add_idx", "left", "rs_segment", "rs_col", "rs_ready", "rs_read",
	"recv_rs", "acc_rs", "acc_rs_placeholder", "acc_rs_valid", "store_rs", true};
static const struct ring_half ring_ag = {
	"ag_step", "ag_step_val", "ag_round", "ag_segment_idx", "ag_left", "ag_segment", "ag_col",
	"ag_ready", "ag_read", "recv_ag", NULL, "recv_ag_placeholder", "recv_ag_valid", "store_ag", false};

/* The ring's geometry: SIZE valid elements in NR segments, each walked in
 * chunks of `chunk` columns up to `most`. */
struct ring {
	struct var *view, *me, *nr1;
	struct expr *size, *most; /* extents: constants, or over a symbolic SIZE */
	int64_t nr, chunk, align;
	bool aligned; /* a padded dtype: segment boundaries aligned */
};

/* Boundary i of the segments: i * SIZE // NR, or aligned up (min(ceil(i * SIZE /
 * (NR * al)) * al, SIZE)). */
static struct expr *seg_bound(struct lco *L, struct comm *c, const struct ring *R, struct expr *i)
{
	struct expr *scaled = bin(L, c, BO_MUL, i, use(L, R->size));
	if (!R->aligned)
		return bin(L, c, BO_FLOORDIV, scaled, idx(L, c, R->nr));
	struct expr *den = bin(L, c, BO_MUL, idx(L, c, R->nr), idx(L, c, R->align));
	struct expr *den1 = bin(L, c, BO_MUL, idx(L, c, R->nr), idx(L, c, R->align));
	struct expr *up = bin(L, c, BO_ADD, scaled, bin(L, c, BO_SUB, den, idx(L, c, 1)));
	return bin(L, c, BO_MIN, bin(L, c, BO_MUL, bin(L, c, BO_FLOORDIV, up, den1), idx(L, c, R->align)),
		   use(L, R->size));
}

/* `pl.cast(col // chunk * 2 + 1 [+ 1], pl.INT32)` */
static struct var *epoch(struct lco *L, struct comm *c, const struct ring *R, struct var *col,
			 const char *name, bool read, struct stmt_buf *out)
{
	struct expr *e = bin(L, c, BO_ADD,
			     bin(L, c, BO_MUL, bin(L, c, BO_FLOORDIV, ref(L, c, col), idx(L, c, R->chunk)), idx(L, c, 2)),
			     idx(L, c, 1));
	if (read)
		e = bin(L, c, BO_ADD, e, idx(L, c, 1));
	char q[64];
	snprintf(q, sizeof q, "%s_epoch", name);
	return bind_i32(L, c, q, e, out);
}

/* One chunk of one round: ready barrier, the left neighbour's chunk read (and
 * reduced into the own one), read barrier, the chunk stored. */
static bool ring_chunk(struct lco *L, struct comm *c, const struct ring *R, const struct ring_half *h,
		       struct var *colv, struct var *left, struct var *begin, struct var *cols, struct var *row,
		       struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	char sfx[64], q[64];
	struct var *re = epoch(L, c, R, colv, h->ready, false, out);
	snprintf(sfx, sizeof sfx, "_%s", h->ready);
	if (!re || !barrier(L, c, sfx, ref(L, c, row), ref(L, c, re), out))
		return false;
	struct expr *col = ref(L, c, colv), *chunk = idx(L, c, R->chunk);
	struct expr *vcols = bin(L, c, BO_MIN, idx(L, c, R->chunk), bin(L, c, BO_SUB, ref(L, c, cols), col));
	struct expr *lvalid = bin(L, c, BO_MAX, idx(L, c, 1), vcols);
	struct expr *off = bin(L, c, BO_ADD, ref(L, c, begin), col);
	struct stmt_buf then = {0}, els = {0};
	struct var *got = remote_chunk(L, c, h->recv, R->view, left, off, chunk, lvalid, &then);
	if (got && h->reduce) {
		snprintf(q, sizeof q, "%s_loaded", h->own);
		struct var *own = load_chunk(L, c, q, R->view, off, chunk, lvalid, &then);
		own = own ? fillpad(L, c, h->own, own, &then) : NULL;
		struct expr *ra[2] = {own ? ref(L, c, own) : NULL, ref(L, c, got)};
		snprintf(q, sizeof q, "%s_next", h->own);
		got = own ? bind(L, c, q, call_n(L, c, reduce_op(c), 2, ra), &then) : NULL;
	}
	snprintf(q, sizeof q, "%s_loaded", h->placeholder);
	struct var *ph = got ? load_chunk(L, c, q, R->view, idx(L, c, 0), chunk, lvalid, &els) : NULL;
	ph = ph ? fillpad(L, c, h->placeholder, ph, &els) : NULL;
	if (!ph) {
		ir_sb_free(&then);
		ir_sb_free(&els);
		return false;
	}
	yield1(L, c, got, &then);
	yield1(L, c, ph, &els);
	struct var *res = new_temp(L, c, "if_res", got->type);
	ir_sb_push(out, if_stmt(L, c, bin(L, c, BO_LT, ref(L, c, colv), ref(L, c, cols)), &then, &els, res));
	struct var *rd = epoch(L, c, R, colv, h->read, true, out);
	snprintf(sfx, sizeof sfx, "_%s", h->read);
	if (!rd || !barrier(L, c, sfx, ref(L, c, row), ref(L, c, rd), out))
		return false;
	/* the store's bounds written into its operands: start and end clamped to SIZE */
	struct expr *n = use(L, R->size);
	struct expr *scol = bin(L, c, BO_SUB, n, bin(L, c, BO_MAX, idx(L, c, 0), bin(L, c, BO_SUB, use(L, R->size),
											 cl_expr_plain(a, off))));
	struct expr *end = bin(L, c, BO_ADD, scol, cl_expr_plain(a, vcols));
	struct expr *send = bin(L, c, BO_SUB, use(L, R->size),
				bin(L, c, BO_MAX, idx(L, c, 0), bin(L, c, BO_SUB, use(L, R->size), end)));
	struct stmt_buf st = {0};
	struct var *nv = narrow(L, c, h->valid, res, bin(L, c, BO_SUB, send, cl_expr_plain(a, scol)), &st);
	struct expr *sv[3] = {nv ? ref(L, c, nv) : NULL, pair(L, c, idx(L, c, 0), cl_expr_plain(a, scol)),
			      ref(L, c, R->view)};
	bool ok = nv && bind(L, c, h->store, op_call(L, c, CR_store, 3, sv), &st);
	ir_sb_push(out, if_stmt(L, c, bin(L, c, BO_LT, ref(L, c, colv), ref(L, c, cols)), &st, NULL, NULL));
	return ok;
}

/* `for <step> in pl.range(NR - 1)`: one round per step, its segment walked in chunks. */
static bool ring_half(struct lco *L, struct comm *c, const struct ring *R, const struct ring_half *h,
		      struct stmt_buf *out)
{
	struct var *stepv = loop_var(L, c, h->step);
	struct stmt_buf body = {0};
	struct expr *me = ref(L, c, R->me), *nr = ref(L, c, c->nranks_idx);
	struct var *step = bind(L, c, h->step_val, bin(L, c, BO_ADD, ref(L, c, stepv), idx(L, c, 1)), &body);
	struct var *row = stepv;
	if (h->round)
		row = bind(L, c, h->round, bin(L, c, BO_ADD, ref(L, c, stepv), ref(L, c, R->nr1)), &body);
	struct expr *d = bin(L, c, BO_SUB, me, ref(L, c, step));
	if (h->reduce)
		d = bin(L, c, BO_SUB, d, idx(L, c, 1));
	struct var *si = bind(L, c, h->seg_idx, bin(L, c, BO_MOD, bin(L, c, BO_ADD, d, nr), ref(L, c, c->nranks_idx)),
			      &body);
	struct expr *lf = bin(L, c, BO_ADD, bin(L, c, BO_SUB, ref(L, c, R->me), idx(L, c, 1)), ref(L, c, c->nranks_idx));
	struct var *left = bind(L, c, h->left, bin(L, c, BO_MOD, lf, ref(L, c, c->nranks_idx)), &body);
	char q[64];
	snprintf(q, sizeof q, "%s_begin", h->seg);
	struct var *begin = bind(L, c, q, seg_bound(L, c, R, ref(L, c, si)), &body);
	snprintf(q, sizeof q, "%s_end", h->seg);
	struct var *end = bind(L, c, q, seg_bound(L, c, R, bin(L, c, BO_ADD, ref(L, c, si), idx(L, c, 1))), &body);
	snprintf(q, sizeof q, "%s_cols", h->seg);
	struct var *cols = bind(L, c, q, bin(L, c, BO_SUB, ref(L, c, end), ref(L, c, begin)), &body);
	struct var *colv = loop_var(L, c, h->col);
	struct stmt_buf cb = {0};
	bool ok = ring_chunk(L, c, R, h, colv, left, begin, cols, row, &cb);
	ir_sb_push(&body, for_range(L, c, colv, idx(L, c, 0), use(L, R->most), idx(L, c, R->chunk), &cb));
	ir_sb_push(out, for_range(L, c, stepv, NULL, ref(L, c, R->nr1), NULL, &body));
	return ok;
}

/* The columns of the largest segment: ceil(SIZE / NR), grown by up to the
 * alignment less one when boundaries are aligned, at most SIZE. */
static struct expr *ring_most(struct lco *L, struct comm *c, const struct ring *R)
{
	int64_t size;
	if (ir_expr_is_const_int(R->size, &size)) {
		int64_t most = (size + R->nr - 1) / R->nr;
		if (R->aligned)
			most = most + R->align - 1 < size ? most + R->align - 1 : size;
		return idx(L, c, most);
	}
	struct expr *most = bin(L, c, BO_FLOORDIV, bin(L, c, BO_ADD, use(L, R->size), idx(L, c, R->nr - 1)),
				idx(L, c, R->nr));
	if (R->aligned)
		most = bin(L, c, BO_MIN, use(L, R->size), bin(L, c, BO_ADD, most, idx(L, c, R->align - 1)));
	return most;
}

/* Ring: the [1, SIZE] view cut into NR segments (NR: the signal's columns, one
 * signal row per round); NR - 1 rounds reduce the left neighbour's segment
 * into the own one, NR - 1 more copy the reduced segments around. */
static bool ring_phase(struct lco *L, struct comm *c, struct stmt_buf *out)
{
	const struct type *sig = ir_expr_type(c->signal);
	if (sig->kind != TY_TENSOR || sig->shape.n != 2 || sig->shape.v[1]->kind != EX_INT ||
	    sig->shape.v[1]->u.i <= 0) {
		diag_error(c->call->span, "%s inside a kernel: the ring needs a signal [2 * (NR - 1), NR] of static NR",
			   spec_ops[c->call->u.call.op].name);
		L->failed = true;
		return false;
	}
	struct ring R = {.nr = sig->shape.v[1]->u.i};
	int64_t rows;
	if (ir_expr_is_const_int(sig->shape.v[0], &rows) && rows != 2 * (R.nr - 1)) {
		char msg[160];
		snprintf(msg, sizeof msg, "mode=ring signal shape[0] (%lld) must equal 2*(NR-1) = %lld for NR = %lld",
			 (long long)rows, (long long)(2 * (R.nr - 1)), (long long)R.nr);
		return target_error(L, c, msg);
	}
	struct target T;
	if (!target_of(L, c, &T))
		return false;
	if (!box_contiguous(&T, T.rank))
		return target_error(L, c, "mode=ring target valid_shape must be a contiguous row-major prefix");
	struct expr *sh[2] = {idx(L, c, 1), product(L, c, T.shape, T.rank)};
	struct expr *va[2] = {idx(L, c, 1), product(L, c, T.valid, T.rank)};
	if (!sh[1] || !va[1])
		return target_error(L, c, "inside a kernel: the target's size overflows");
	R.size = va[1];
	enum dtype dt = (enum dtype)ir_expr_type(c->x)->dtype;
	R.aligned = c->col->padded >> dt & 1;
	R.align = c->col->align_bytes / (dtype_infos[dt].bits / 8);
	R.most = ring_most(L, c, &R);
	R.chunk = chunk_cols(c, R.most);
	R.me = bind(L, c, "my_rank_idx", cast_to(L, c, ref(L, c, c->my_rank), DT_INDEX), out);
	R.view = R.me ? row_view(L, c, sh, va, out) : NULL;
	R.nr1 = R.view ? bind(L, c, "nr_minus_one", bin(L, c, BO_SUB, ref(L, c, c->nranks_idx), idx(L, c, 1)), out)
		       : NULL;
	if (!R.nr1 || !ring_half(L, c, &R, &ring_rs, out) || !ring_half(L, c, &R, &ring_ag, out))
		return false;
	c->total = issued(L, c, "ring_reset_total", 0, 2, R.most, R.chunk, out);
	c->rows = sig->shape.v[0];
	return c->total != NULL;
}

/* The expansion of the collective call whose `when` holds (the last has none). */
static const struct coll_kernel *kernel_of(const struct collective *col, const struct expr *e)
{
	for (unsigned i = 0; i < col->n_kernel; i++) {
		const struct coll_kernel *k = &col->kernel[i];
		if (!k->when_kwarg)
			return k;
		int j = ir_kwarg_index(e->u.call.op, k->when_kwarg);
		const struct kwval *v = j < 0 ? NULL : &e->u.call.kwargs[j];
		if (v && v->present && v->s && !strcmp(v->s, k->when_value))
			return k;
	}
	return NULL;
}

/* Outside the ring, a barrier credits one word per rank: the signal is [NR, 1]. */
static bool signal_fits(const struct coll_kernel *kn, const struct comm *c)
{
	for (unsigned k = 0; k < kn->n_phases; k++)
		if (kn->phases[k].kind == CP_ring)
			return true;
	const struct type *t = ir_expr_type(c->signal);
	int64_t w;
	if (t->kind != TY_TENSOR || t->shape.n != 2 || !ir_expr_is_const_int(t->shape.v[1], &w) || w == 1)
		return true;
	diag_error(c->call->span, "%s signal shape[1] must be 1 (a [NR, 1] signal: one word per rank), got %lld",
		   spec_ops[c->call->u.call.op].name, (long long)w);
	return false;
}

/* Pushes the expansion of collective call `e` (phases of col) to out; returns the
 * operand the collective updates, or NULL after an error. */
static struct expr *expand_collective(struct lco *L, const struct collective *col, struct expr *e,
				      const char *base, int blen, struct stmt_buf *out)
{
	struct arena *a = L->p->arena;
	if (!cu_check_str_kwargs(e)) {
		L->failed = true;
		return NULL;
	}
	if ((uint32_t)col->signals[0] >= e->u.call.args.n) {
		/* only a HOST orchestrator's collective gets a synthesized signal
		 * (MaterializeCommDomainScopes) */
		diag_error(e->span, "%s requires an explicit signal outside a HOST orchestrator",
			   spec_ops[e->u.call.op].name);
		L->failed = true;
		return NULL;
	}
	const struct kwval *cores = ir_call_kwarg(e, "core_num");
	if (cores && cores->present && cores->type == KT_int && cores->i != 1) {
		/* a kernel's collective runs on the core of the kernel; only a HOST
		 * orchestrator dispatches one over several (LowerHostTensorCollectives) */
		diag_error(e->span,
			   "%s core_num=%lld: a collective in a kernel runs on one core; core_num > 1 is "
			   "supported only in a HOST orchestrator",
			   spec_ops[e->u.call.op].name, (long long)cores->i);
		L->failed = true;
		return NULL;
	}
	const struct coll_kernel *kn = kernel_of(col, e);
	struct expr *x = e->u.call.args.v[cu_result_operand(col)];
	struct comm c = {base, blen, col, e, x, e->u.call.args.v[col->signals[0]], .sp = e->span};
	if (!signal_fits(kn, &c)) {
		L->failed = true;
		return NULL;
	}
	struct expr *xc = cl_expr_plain(a, x);
	struct var *ctx = bind(L, &c, "ctx", call_of(L, &c, "CommCtx", 1, &xc), out);
	if (!ctx)
		return NULL;
	struct expr *cv = ref(L, &c, ctx);
	struct var *n = bind(L, &c, "nranks", call_of(L, &c, "NRanks", 1, &cv), out);
	c.nranks_idx = n ? bind(L, &c, "nranks_idx", cast_to(L, &c, ref(L, &c, n), DT_INDEX), out) : NULL;
	cv = ref(L, &c, ctx);
	c.my_rank = c.nranks_idx ? bind(L, &c, "my_rank", call_of(L, &c, "Rank", 1, &cv), out) : NULL;
	if (!c.my_rank)
		return NULL;
	for (unsigned k = 0; k < kn->n_phases; k++) {
		const struct coll_phase *ph = &kn->phases[k];
		char sfx[24] = "";
		bool ok = true;
		switch ((enum coll_phase_kind)ph->kind) {
		case CP_get: ok = get_phase(L, &c, ph, out); break;
		case CP_push: ok = push_phase(L, &c, ph, out); break;
		case CP_chunks: ok = chunks_phase(L, &c, out); break;
		case CP_ring: ok = ring_phase(L, &c, out); break;
		case CP_reduce_row: ok = reduce_row_phase(L, &c, out); break;
		case CP_store_row: ok = store_row_phase(L, &c, out); break;
		case CP_reset: ok = reset_phase(L, &c, out); break;
		case CP_barrier:
			if (++c.generation > 1)
				snprintf(sfx, sizeof sfx, "%lld", (long long)c.generation);
			ok = barrier(L, &c, sfx, NULL, NULL, out);
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
	return c && kernel_of(c, e) ? c : NULL;
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

/* Each op's decomposition (or -1), built once: the pass runs per kernel. */
static int16_t *decomp_index;
static pthread_once_t decomp_index_once = PTHREAD_ONCE_INIT;

static void decomp_index_init(void)
{
	decomp_index = xmalloc((spec_n_ops ? spec_n_ops : 1) * sizeof *decomp_index);
	for (unsigned i = 0; i < spec_n_ops; i++)
		decomp_index[i] = -1;
	for (unsigned i = 0; i < n_decompositions; i++)
		decomp_index[decompositions[i].op] = (int16_t)i;
}

bool pass_lower_composite_ops(struct pass_ctx *ctx, struct program *p)
{
	bool made = false; /* a composite or a collective was built: it may need lowering */
	for (unsigned i = 0; i < n_decompositions && !made; i++)
		made = ir_op_made(decompositions[i].op);
	for (unsigned i = 0; i < n_collectives && !made; i++)
		made = ir_op_made(collectives[i].op);
	if (!made) {
		ctx->unchanged = true;
		return true;
	}
	pthread_once(&decomp_index_once, decomp_index_init);
	struct lco L = {.p = p, .index = decomp_index,
			.arch = ctx->backend ? ptoas_arch_name(ctx->backend) : NULL};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract)
			continue;
		L.counter = 0;
		L.kernel = pu_incore(fn);
		fn->body = ir_rewrite_stmts(p->arena, fn->body, rewrite, &L);
	}
	return !L.failed;
}
