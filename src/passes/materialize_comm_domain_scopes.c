/* MaterializeCommDomainScopes: in each host orchestrator, every window buffer
 * (pld.tensor.alloc_window_buffer) gets the devices it spans: the devices of the
 * chip dispatches (`self.f(..., device=d)` of a chip orchestrator) its windows are
 * passed to (a constant d, or the induction var of an enclosing pl.range over
 * constants or pld.system.world_size(): every device), and a collective's signal
 * buffers those of the buffer it updates.  Buffers over the same devices form one
 * comm domain; the body is wrapped in one SC_COMM_DOMAIN scope per domain, in the
 * order of their first buffers (the first outermost).
 * requires: (none)
 * produces: CommDomainScopesMaterialized; invalidates: (none) */
#include <stdlib.h>
#include <string.h>

#include "comm_util.h"
#include "diag.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "util.h"

/* The devices a buffer is used on: all, or a set (sorted, unique once merged). */
struct devs {
	bool all;
	int64_t *v;
	uint32_t n, cap;
};

static void devs_add(struct devs *d, int64_t x)
{
	if (d->n == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 4;
		d->v = xrealloc(d->v, d->cap * sizeof *d->v);
	}
	d->v[d->n++] = x;
}

static void devs_merge(struct devs *d, const struct devs *o)
{
	d->all |= o->all;
	for (uint32_t i = 0; i < o->n; i++)
		devs_add(d, o->v[i]);
}

static int cmp_i64(const void *x, const void *y)
{
	int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
	return (a > b) - (a < b);
}

static void devs_canon(struct devs *d)
{
	if (d->all) {
		d->n = 0;
		return;
	}
	if (d->n)
		qsort(d->v, d->n, sizeof *d->v, cmp_i64);
	uint32_t k = 0;
	for (uint32_t i = 0; i < d->n; i++)
		if (!k || d->v[k - 1] != d->v[i])
			d->v[k++] = d->v[i];
	d->n = k;
}

static int devs_cmp(const struct devs *a, const struct devs *b)
{
	if (a->all != b->all)
		return a->all ? 1 : -1;
	for (uint32_t i = 0; i < a->n && i < b->n; i++)
		if (a->v[i] != b->v[i])
			return a->v[i] < b->v[i] ? -1 : 1;
	return (a->n > b->n) - (a->n < b->n);
}

struct buffer {
	struct var *ptr;
	struct span span;
	struct devs seen; /* every device it was seen on */
	bool seen_any;    /* a dispatch or collective gave it devices */
	bool has_window;
};

struct mcd {
	struct program *p;
	struct function *f;
	struct buffer *bufs;
	uint32_t n_bufs, cap_bufs;
	int32_t *buf_of;       /* by var id: buffer index of a Ptr var, or -1 */
	struct cu_lineage L;
	struct stmt **loops;   /* the enclosing for statements */
	uint32_t n_loops, cap_loops, n_repeat;
	bool failed;
};

static bool collect(struct stmt *s, void *ctx)
{
	struct mcd *M = ctx;
	if (s->kind != ST_ASSIGN)
		return true;
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	if (e->kind != EX_CALL)
		return true;
	if (cu_role(e->u.call.op, "AllocWindow")) {
		if (M->n_bufs == M->cap_bufs) {
			M->cap_bufs = M->cap_bufs ? 2 * M->cap_bufs : 8;
			M->bufs = xrealloc(M->bufs, M->cap_bufs * sizeof *M->bufs);
		}
		M->buf_of[v->id] = (int32_t)M->n_bufs;
		M->bufs[M->n_bufs++] = (struct buffer){.ptr = v, .span = s->span};
	} else if (cu_role(e->u.call.op, "Window") && e->u.call.args.n &&
		   e->u.call.args.v[0]->kind == EX_VAR) {
		int32_t b = M->buf_of[e->u.call.args.v[0]->u.var->id];
		if (b >= 0)
			M->bufs[b].has_window = true;
	}
	return true;
}

/* The buffer behind a window view, or -1. */
static int32_t buffer_of(const struct mcd *M, const struct expr *e)
{
	const struct var *b = cu_lineage_buffer(&M->L, e);
	return b ? M->buf_of[b->id] : -1;
}

/* The devices of a dispatch's device= expression. */
static bool device_devs(struct mcd *M, const struct expr *dev, struct devs *out)
{
	int64_t c;
	if (ir_expr_is_const_int(dev, &c)) {
		if (c < 0) {
			diag_error(dev->span, "device= must not be negative, got %lld", (long long)c);
			return false;
		}
		devs_add(out, c);
		return true;
	}
	for (uint32_t i = M->n_loops; dev->kind == EX_VAR && i-- > 0;) {
		const struct stmt *l = M->loops[i];
		if (l->u.loop.loop_var != dev->u.var)
			continue;
		const struct expr *stop = cu_lineage_unwrap(&M->L, l->u.loop.stop);
		if (stop && stop->kind == EX_CALL && cu_role(stop->u.call.op, "WorldSize")) {
			out->all = true;
			return true;
		}
		int64_t lo, hi, step;
		if (ir_expr_is_const_int(stop, &hi) && ir_expr_is_const_int(cu_lineage_unwrap(&M->L, l->u.loop.start), &lo) &&
		    ir_expr_is_const_int(cu_lineage_unwrap(&M->L, l->u.loop.step), &step) && step == 1 && lo >= 0 &&
		    hi >= lo) {
			for (int64_t d = lo; d < hi; d++)
				devs_add(out, d);
			return true;
		}
		diag_error(l->span, "a loop over devices (device=%s) runs from a constant to a constant "
			   "or pld.system.world_size() with step 1", dev->u.var->name);
		return false;
	}
	diag_error(dev->span, "device= is a constant or the induction variable of an enclosing "
		   "pl.range loop");
	return false;
}

static void dispatch(struct mcd *M, const struct expr *e)
{
	if (!e->u.fcall.device || !e->u.fcall.callee || !cu_chip_orch(e->u.fcall.callee))
		return;
	struct devs d = {0};
	if (!device_devs(M, e->u.fcall.device, &d)) {
		M->failed = true;
		free(d.v);
		return;
	}
	for (uint32_t i = 0; i < e->u.fcall.args.n; i++) {
		int32_t b = buffer_of(M, e->u.fcall.args.v[i]);
		if (b < 0)
			continue;
		devs_merge(&M->bufs[b].seen, &d);
		M->bufs[b].seen_any = true;
	}
	free(d.v);
}

/* A collective's pairs (updated buffer, signal buffer), in call order. */
struct pair {
	int32_t data, signal;
	struct span span;
};

struct pairs {
	struct pair *v;
	uint32_t n, cap;
};

static int32_t operand_buffer(struct mcd *M, const struct expr *call, unsigned k, const char *role)
{
	const struct expr *a = k < call->u.call.args.n ? call->u.call.args.v[k] : NULL;
	int32_t b = a ? buffer_of(M, a) : -1;
	if (b < 0) {
		diag_error(a ? a->span : call->span, "%s: the %s '%s' must be a view of a window buffer "
			   "(pld.tensor.window)", spec_ops[call->u.call.op].name, role,
			   spec_ops[call->u.call.op].operands[k].name);
		M->failed = true;
	}
	return b;
}

static void collective(struct mcd *M, const struct expr *e, struct pairs *P)
{
	const struct collective *c = cu_collective_call(e);
	if (!c)
		return;
	if (!c->host_loops && M->n_repeat) {
		diag_error(e->span, "%s is not supported inside a for/while loop of a host orchestrator: "
			   "its signal protocol is single-use", spec_ops[c->op].name);
		M->failed = true;
	}
	unsigned r = cu_result_operand(c);
	bool barrier = false;
	for (unsigned i = 0; i < c->n_signals; i++)
		barrier |= c->signals[i] == r;
	int32_t data = barrier ? -1 : operand_buffer(M, e, r, "target");
	for (unsigned i = 0; i < c->n_signals; i++) {
		int32_t s = operand_buffer(M, e, c->signals[i], "signal");
		if (s < 0 || (!barrier && data < 0))
			continue;
		if (P->n == P->cap) {
			P->cap = P->cap ? 2 * P->cap : 8;
			P->v = xrealloc(P->v, P->cap * sizeof *P->v);
		}
		P->v[P->n++] = (struct pair){data, s, e->span};
	}
}

struct scan {
	struct mcd *M;
	struct pairs *P;
};

static bool scan_expr(struct expr *e, void *ctx)
{
	struct scan *S = ctx;
	if (e->kind == EX_FCALL)
		dispatch(S->M, e);
	else if (e->kind == EX_CALL)
		collective(S->M, e, S->P);
	return true;
}

/* Dispatches and collectives in program order, with the enclosing loops. */
static void scan(struct mcd *M, struct stmt_list l, struct pairs *P)
{
	struct scan S = {M, P};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		ir_stmt_exprs(s, scan_expr, &S);
		bool loop = s->kind == ST_FOR || s->kind == ST_WHILE;
		if (s->kind == ST_FOR) {
			if (M->n_loops == M->cap_loops) {
				M->cap_loops = M->cap_loops ? 2 * M->cap_loops : 8;
				M->loops = xrealloc(M->loops, M->cap_loops * sizeof *M->loops);
			}
			M->loops[M->n_loops++] = s;
		}
		M->n_repeat += loop;
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			scan(M, *kids[k], P);
		M->n_repeat -= loop;
		if (s->kind == ST_FOR)
			M->n_loops--;
	}
}

static struct mcd *sort_ctx;

static int cmp_buf(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
	int c = devs_cmp(&sort_ctx->bufs[a].seen, &sort_ctx->bufs[b].seen);
	return c ? c : (a > b) - (a < b);
}

/* Wraps the body: one scope per distinct device set, ordered by first buffer. */
static void wrap(struct mcd *M)
{
	struct arena *a = M->p->arena;
	uint32_t n = M->n_bufs;
	uint32_t *order = xcalloc(n, sizeof *order), *dom = xcalloc(n, sizeof *dom);
	uint32_t *first = xcalloc(n, sizeof *first), *count = xcalloc(n, sizeof *count);
	for (uint32_t i = 0; i < n; i++)
		order[i] = i;
	sort_ctx = M;
	qsort(order, n, sizeof *order, cmp_buf);
	/* dom[b] = the group of b, numbered by first appearance */
	uint32_t n_dom = 0;
	uint32_t *group = xcalloc(n, sizeof *group);
	for (uint32_t i = 0; i < n; i++)
		group[order[i]] = i && !devs_cmp(&M->bufs[order[i]].seen, &M->bufs[order[i - 1]].seen)
					  ? group[order[i - 1]]
					  : order[i];
	uint32_t *num = xcalloc(n, sizeof *num);
	for (uint32_t i = 0; i < n; i++)
		num[i] = UINT32_MAX;
	for (uint32_t b = 0; b < n; b++) {
		if (num[group[b]] == UINT32_MAX) {
			num[group[b]] = n_dom;
			first[n_dom++] = b;
		}
		dom[b] = num[group[b]];
		count[dom[b]]++;
	}
	/* the slots of each domain, in buffer order: bucketed once by dom[] */
	uint32_t *start = xcalloc(n_dom + 1, sizeof *start);
	struct var **slots = xcalloc(n ? n : 1, sizeof *slots);
	for (uint32_t d = 0; d < n_dom; d++)
		start[d + 1] = start[d] + count[d];
	uint32_t *fill = xcalloc(n_dom + 1, sizeof *fill);
	for (uint32_t b = 0; b < n; b++)
		slots[start[dom[b]] + fill[dom[b]]++] = M->bufs[b].ptr;
	free(fill);
	struct stmt_list body = M->f->body;
	for (uint32_t d = n_dom; d-- > 0;) {
		const struct buffer *fb = &M->bufs[first[d]];
		struct stmt *sc = ir_new_stmt(a, ST_SCOPE, fb->span);
		sc->u.scope.kind = SC_COMM_DOMAIN;
		sc->u.scope.n_devices = fb->seen.n;
		sc->u.scope.devices = ARENA_ARRAY(a, int64_t, fb->seen.n ? fb->seen.n : 1);
		if (fb->seen.n)
			memcpy(sc->u.scope.devices, fb->seen.v, fb->seen.n * sizeof *fb->seen.v);
		sc->u.scope.slots = ARENA_ARRAY(a, struct var *, count[d]);
		memcpy(sc->u.scope.slots, slots + start[d], count[d] * sizeof *slots);
		sc->u.scope.n_slots = count[d];
		sc->u.scope.body = body;
		body = (struct stmt_list){1, ARENA_ARRAY(a, struct stmt *, 1)};
		body.v[0] = sc;
	}
	M->f->body = body;
	free(start);
	free(slots);
	free(order);
	free(dom);
	free(first);
	free(count);
	free(group);
	free(num);
}

static bool already(const struct function *f)
{
	return f->body.n == 1 && f->body.v[0]->kind == ST_SCOPE &&
	       f->body.v[0]->u.scope.kind == SC_COMM_DOMAIN;
}

static bool process(struct mcd *M)
{
	struct function *f = M->f;
	M->n_bufs = 0;
	ir_walk_stmts(f->body, collect, M);
	if (!M->n_bufs)
		return true;
	cu_lineage_build(&M->L, M->p, f);
	struct pairs P = {0};
	scan(M, f->body, &P);
	/* a collective's signal spans the devices of the buffer it updates; a
	 * barrier's signal those of its own dispatches */
	for (uint32_t i = 0; i < P.n && !M->failed; i++) {
		struct pair *pr = &P.v[i];
		if (pr->data < 0) {
			if (M->bufs[pr->signal].seen_any)
				continue;
			diag_error(pr->span, "the signal buffer of this barrier is not passed to any chip "
				   "dispatch, so its devices are unknown: dispatch its window with device=");
			M->failed = true;
			continue;
		}
		if (!M->bufs[pr->data].seen_any) {
			diag_error(pr->span, "the buffer this collective updates is not passed to any chip "
				   "dispatch, so the devices its signal spans are unknown");
			M->failed = true;
			continue;
		}
		devs_merge(&M->bufs[pr->signal].seen, &M->bufs[pr->data].seen);
		M->bufs[pr->signal].seen_any = true;
	}
	free(P.v);
	for (uint32_t b = 0; b < M->n_bufs && !M->failed; b++) {
		const struct buffer *bf = &M->bufs[b];
		if (!bf->has_window || !bf->seen_any) {
			diag_error(bf->span, "window buffer '%.*s' is %s", ir_user_name_len(bf->ptr->name),
				   bf->ptr->name, !bf->has_window ? "never seen as a window (pld.tensor.window)"
								   : "not passed to any chip dispatch");
			M->failed = true;
		}
	}
	if (!M->failed) {
		for (uint32_t b = 0; b < M->n_bufs; b++)
			devs_canon(&M->bufs[b].seen);
		wrap(M);
	}
	for (uint32_t b = 0; b < M->n_bufs; b++)
		free(M->bufs[b].seen.v);
	cu_lineage_free(&M->L);
	return !M->failed;
}

bool pass_materialize_comm_domain_scopes(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct mcd M = {.p = p};
	uint32_t nv = p->n_vars ? p->n_vars : 1;
	bool ok = true;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (!cu_host_orch(fn) || fn->abstract || already(fn))
			continue;
		if (!M.buf_of) { /* made at the first host function: most programs have none */
			M.buf_of = xmalloc(nv * sizeof *M.buf_of);
			for (uint32_t i = 0; i < nv; i++)
				M.buf_of[i] = -1;
		}
		M.f = fn;
		M.failed = false;
		ok &= process(&M);
	}
	free(M.bufs);
	free(M.buf_of);
	free(M.loops);
	return ok;
}
