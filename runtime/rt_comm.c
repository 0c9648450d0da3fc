/* Communication between ranks (rt_run_ranks): signals and puts into another rank's
 * window and the waits on them.
 *
 * pto.comm.tnotify writes (notifyOp set) or adds to (atomic_add) a one-element view,
 * usually of a peer's signal; pto.comm.twait lets the other ranks run until its
 * one-element view compares true with the value (cmp eq ne lt le gt ge);
 * pto.comm.tput / tget copy one partition view into another of the same shape (the
 * staging tiles only carry the data on the device; atomicType atomic_add adds);
 * func.call @pypto_register_counter_completion(raw_args, signal, offset, expected)
 * (pld.system.defer_wait) makes the end of the run wait until element `offset` of the
 * signal reaches `expected`.  A wait no rank can satisfy is a deadlock, reported at
 * the instruction that waits; a run of one rank has no peer to write it. */
#include <stdlib.h>
#include <string.h>

#include "rt_exec.h"

enum { COMM_NOTIFY, COMM_WAIT, COMM_PUT, COMM_GET, COMM_CALL };

static const struct {
	const char *name;
	int op, nargs;
} comm_ops[] = {
	{"pto.comm.tnotify", COMM_NOTIFY, 2}, {"pto.comm.twait", COMM_WAIT, 2}, {"pto.comm.tput", COMM_PUT, 2},
	{"pto.comm.tget", COMM_GET, 2},       {"func.call", COMM_CALL, 4},
};

#define COUNTER_COMPLETION "pypto_register_counter_completion"

/* A completion the run's end waits for: element `off` of parameter `param` of `rank`
 * reaches `expected`. */
struct rt_deferred {
	struct rt_inst *in;
	int rank, param;
	int64_t off, expected;
};

int rt_comm_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof comm_ops / sizeof *comm_ops; i++)
		if (strcmp(comm_ops[i].name, name) == 0)
			return comm_ops[i].op;
	return -1;
}

/* The element of a one-element partition view: its array and element index. */
static bool one_element(struct rt_run *R, int slot, struct rt_array **a, int64_t *off)
{
	struct rt_val *pv;
	if (!rt_get_kind(R, slot, V_PVIEW, "a partition view", &pv))
		return false;
	const struct rt_viewv *v = pv->v;
	for (int k = 0; k < v->rank; k++)
		if (v->size[k] != 1)
			return rt_fail(R, "the signal view must be one element, not %lld in dim %d", (long long)v->size[k], k);
	*a = rt_param_array(R, v->owner, v->param);
	*off = rt_pview_offset(v, 0, 0);
	return true;
}

/* The condition a wait waits for. */
struct cond {
	struct rt_array *a;
	int64_t off;
	int mode; /* eq ne lt le gt ge */
	double want;
};

static bool cond_holds(struct rt_run *R, void *ctx)
{
	const struct cond *c = ctx;
	return rt_cmp_vals(c->mode, rt_array_get_f(c->a, (size_t)c->off), c->want);
}

static bool wait_cond(struct rt_run *R, struct cond *c, const char *what)
{
	int st = rt_wait_until(R, cond_holds, c);
	if (st == RT_WAIT_DEADLOCK && R->world > 1)
		return rt_fail(R, "deadlock: %s of rank %d waits for element %lld to be %s %.9g (it is %.9g), and no "
			       "other rank can proceed", what, R->rank, (long long)c->off, rt_cmp_word(c->mode), c->want,
			       rt_array_get_f(c->a, (size_t)c->off));
	if (st == RT_WAIT_DEADLOCK)
		return rt_fail(R, "deadlock: %s waits for element %lld to be %s %.9g (it is %.9g), and no other "
			       "rank runs to write it (ptoc check --ranks N, ptoc run --ranks N)", what,
			       (long long)c->off, rt_cmp_word(c->mode), c->want, rt_array_get_f(c->a, (size_t)c->off));
	return st == RT_WAIT_OK;
}

/* tput (dst, src) / tget (dst, src): the partitions must hold the same elements. */
static bool exec_copy(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *dv, *sv;
	if (!rt_get_kind(R, in->args[0], V_PVIEW, "a partition view", &dv) ||
	    !rt_get_kind(R, in->args[1], V_PVIEW, "a partition view", &sv))
		return false;
	const struct rt_viewv *d = dv->v, *s = sv->v;
	int64_t dr = 1, sr = 1, cols = d->size[d->rank - 1];
	for (int k = 0; k < d->rank - 1; k++)
		dr *= d->size[k];
	for (int k = 0; k < s->rank - 1; k++)
		sr *= s->size[k];
	if (dr != sr || cols != s->size[s->rank - 1])
		return rt_fail(R, "copies a %lldx%lld partition into a %lldx%lld one", (long long)sr,
			       (long long)s->size[s->rank - 1], (long long)dr, (long long)cols);
	if (d->dtype != s->dtype)
		return rt_fail(R, "copies %s into %s", rt_dtype_mlir(s->dtype), rt_dtype_mlir(d->dtype));
	const char *at = rt_attr(in, "atomicType");
	bool add = at && strcmp(at, "atomic_add") == 0;
	if (at && !add && strcmp(at, "atomic_none") != 0)
		return rt_fail(R, "unknown atomicType '%s'", at);
	struct rt_array *da = rt_param_array(R, d->owner, d->param), *sa = rt_param_array(R, s->owner, s->param);
	rt_log_pview(R, s, sr, cols, RT_ACC_READ);
	rt_log_pview(R, d, dr, cols, add ? RT_ACC_ATOMIC : RT_ACC_WRITE);
	bool fl = rt_dtype_is_float(d->dtype);
	for (int64_t r = 0; r < dr; r++)
		for (int64_t c = 0; c < cols; c++) {
			size_t di = (size_t)rt_pview_offset(d, r, c), si = (size_t)rt_pview_offset(s, r, c);
			if (fl)
				rt_array_set_f(da, di, rt_array_get_f(sa, si) + (add ? rt_array_get_f(da, di) : 0));
			else
				rt_array_set_i(da, di, rt_array_get_i(sa, si) + (add ? rt_array_get_i(da, di) : 0));
		}
	rt_note_write(R, d->owner);
	return true;
}

static bool exec_notify(struct rt_run *R, struct rt_inst *in)
{
	struct rt_array *a;
	int64_t off;
	struct rt_val *x;
	if (!one_element(R, in->args[0], &a, &off) || !rt_get_kind(R, in->args[1], V_SCALAR, "a scalar", &x))
		return false;
	const char *op = rt_attr(in, "notifyOp");
	bool add = op && strcmp(op, "atomic_add") == 0;
	if (!add && (!op || strcmp(op, "set") != 0))
		return rt_fail(R, "unknown notifyOp '%s' (set and atomic_add are known)", op ? op : "");
	if (rt_dtype_is_float(a->dtype))
		rt_array_set_f(a, (size_t)off, rt_scalar_f(x) + (add ? rt_array_get_f(a, (size_t)off) : 0));
	else
		rt_array_set_i(a, (size_t)off, rt_scalar_i(x) + (add ? rt_array_get_i(a, (size_t)off) : 0));
	/* a rank may wait on its own signal only while another writes it: wake every waiter */
	rt_progress(R->group);
	return true;
}

static bool exec_wait(struct rt_run *R, struct rt_inst *in)
{
	struct cond c = {0};
	struct rt_val *x;
	if (!one_element(R, in->args[0], &c.a, &c.off) || !rt_get_kind(R, in->args[1], V_SCALAR, "a scalar", &x))
		return false;
	const char *m = rt_attr(in, "cmp");
	c.mode = m ? rt_cmp_parse(m) : -1;
	if (c.mode < 0)
		return rt_fail(R, "unknown wait cmp '%s'", m ? m : "");
	c.want = rt_scalar_f(x);
	return wait_cond(R, &c, "pto.comm.twait");
}

/* @pypto_register_counter_completion(raw_args, signal, offset, expected) */
static bool exec_call(struct rt_run *R, struct rt_inst *in)
{
	const char *callee = rt_attr(in, "callee");
	if (!callee || strcmp(callee, COUNTER_COMPLETION) != 0)
		return rt_fail(R, "calls @%s: the runtime knows only @" COUNTER_COMPLETION, callee ? callee : "?");
	struct rt_val *p;
	int64_t off, expected;
	if (!rt_get_kind(R, in->args[1], V_PTR, "a pointer parameter", &p) || !rt_get_int(R, in->args[2], &off) ||
	    !rt_get_int(R, in->args[3], &expected))
		return false;
	struct rt_array *a = rt_param_array(R, p->owner, (int)p->i);
	if (!a)
		return rt_fail(R, "the signal (parameter %lld) has no array", (long long)p->i);
	if (off < 0 || __builtin_add_overflow(off, p->off, &off) || (size_t)off >= a->count)
		return rt_fail(R, "the signal element is outside its %zu-element tensor", a->count);
	R->deferred = xrealloc(R->deferred, (size_t)(R->ndeferred + 1) * sizeof *R->deferred);
	R->deferred[R->ndeferred++] = (struct rt_deferred){in, p->owner, (int)p->i, off, expected};
	return true;
}

bool rt_exec_comm(struct rt_run *R, struct rt_inst *in)
{
	int want = 0;
	for (size_t i = 0; i < sizeof comm_ops / sizeof *comm_ops; i++)
		if (comm_ops[i].op == in->op)
			want = comm_ops[i].nargs;
	if (in->nargs != want)
		return rt_fail(R, "expects %d operands, got %d", want, in->nargs);
	switch (in->op) {
	case COMM_NOTIFY: return exec_notify(R, in);
	case COMM_WAIT: return exec_wait(R, in);
	case COMM_PUT: case COMM_GET: return exec_copy(R, in);
	default: return exec_call(R, in);
	}
}

bool rt_comm_finish(struct rt_run *R)
{
	for (int k = 0; k < R->ndeferred; k++) {
		struct rt_deferred *d = &R->deferred[k];
		struct cond c = {rt_param_array(R, d->rank, d->param), d->off, 5 /* ge */, (double)d->expected};
		R->cur = d->in;
		if (!wait_cond(R, &c, "the deferred completion (pld.system.defer_wait)"))
			return false;
	}
	return true;
}

struct rt_array *rt_comm_ctx_new(int rank, int world)
{
	int64_t n = RT_CTX_WINDOWS + world;
	struct rt_array *a = rt_array_new(DT_INT64, 1, &n);
	rt_array_set_i(a, RT_CTX_RANK, (int64_t)rank | (int64_t)world << 32);
	rt_array_set_i(a, RT_CTX_WIN_SIZE, RT_WINDOW_BYTES);
	for (int r = 0; r < world; r++)
		rt_array_set_i(a, (size_t)(RT_CTX_WINDOWS + r), r * RT_WINDOW_BYTES);
	return a;
}
