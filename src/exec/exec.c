/* The orchestration executor (exec.h): an interpreter of orchestration bodies whose
 * kernel calls become scheduler tasks (sched.h) running .pto modules in the runtime. */
#include "exec.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "passes/argdir.h"
#include "passes/outline.h"
#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "passes/return_lineage.h"
#include "passes/verify_ptoas_rules.h"
#include "sched.h"
#include "spec_ids.h"
#include "util.h"

#define MAX_CALL_DEPTH 64
#define UNBOUNDED_BYTES ((uint64_t)64 << 20)

/* ---- values --------------------------------------------------------------------- */

struct buffer {
	struct rt_array *arr;
	uint32_t id; /* scheduler buffer */
	bool owned;
	/* tensor.reinterpret_view: arr is another dtype's view of the bytes of
	 * buffer `id` (whose elements are base_size bytes); its struct alone is
	 * this buffer's */
	bool alias;
	uint32_t base_size;
	const char *name; /* the user's name of the first variable holding it, or NULL */
	int name_len;
};

/* A tensor is a strided view of a buffer, in elements. */
struct tensor {
	struct buffer *buf;
	int64_t off;
	int rank;
	bool clamped; /* a window tensor.slice clamped at its source's edge (or a view of one) */
	int64_t shape[RT_MAX_RANK], stride[RT_MAX_RANK];
};

/* V_CTX: the communication context of the rank (pld.CommCtxType; one per rank, the
 * same for every window: rt_comm_ctx_new). */
enum vkind { V_NONE, V_INT, V_FLOAT, V_BOOL, V_TENSOR, V_TASK, V_ARRAY, V_TUPLE, V_CTX };

struct value;
struct seq {
	uint32_t n;
	struct value *v;
};

struct value {
	uint8_t kind;  /* enum vkind */
	uint8_t dtype; /* scalars and arrays: enum dtype */
	union {
		int64_t i;  /* V_INT, V_BOOL, V_TASK (-1: invalid) */
		double f;
		struct tensor *t;
		struct seq *s; /* V_ARRAY (shared storage, updated in place), V_TUPLE */
	} u;
};

/* ---- kernels and their modules ----------------------------------------------------- */

/* A kernel's .pto text and the parsed modules not in use (a module holds a run's state,
 * so concurrent runs need their own). */
struct kmod {
	const struct function *f;
	struct buf text;
	const char *file; /* interned name diagnostics show */
	int mf, np;
	int side, lanes;  /* rt_func_pipe_side */
	struct rt_module **free_v;
	uint32_t n_free, cap_free;
	bool tried, ok;
};

/* One kernel of a task: its module and bindings; when the task's accesses are
 * recorded, an access log per tensor parameter and the view it binds. */
struct member {
	struct kmod *km;
	struct rt_module *m;
	struct rt_binding *binds;
	struct rt_log *logs;          /* [np] or NULL */
	const struct tensor **views;  /* [np] or NULL */
	int lane;           /* -1: not in a group (or the Cube member); 0, 1: Vector lane */
	int block_idx, block_num, subblock; /* binding slots of the SPMD ids, or -1 */
};

/* A tensor argument that is not a whole buffer: a contiguous copy the kernel runs on. */
struct copy {
	struct tensor view;
	struct rt_array *tmp;
	bool write;
	bool strided;                 /* tmp laid out by `stride`, not dense */
	int64_t stride[RT_MAX_RANK];
};

/* An access of a task in a manual scope: elements [lo, hi) of scheduler buffer `buf`. */
struct racc {
	uint64_t lo, hi;
	uint32_t buf;
	uint8_t kind; /* RT_ACC_* */
};

/* A task submitted in a manual scope instance: its explicit deps and, for a kernel task
 * of the scope, the elements its run accessed (filled in by the worker). */
struct trec {
	uint32_t *deps, n_deps;
	bool member;
	struct span at;
	const char *name;
	struct racc *acc;
	uint32_t n_acc, cap_acc;
};

/* A manual scope instance: tasks [first, end). */
struct minst {
	uint32_t first, end;
};

/* A task's payload. */
struct job {
	struct member mem[3];
	int n_mem;
	bool group;         /* the members run together (rt_run_group) */
	uint32_t blocks;    /* SPMD blocks, run one after another */
	struct copy *copies;
	uint32_t n_copies, cap_copies;
	struct span at;     /* the call */
	const char *name;
	/* host work: a copy (tensor.assemble) src -> dst, one element written, or a gather
	 * (tensor.gather) of src along dim gdim by the index tensor idx into dst, or rows of
	 * src written to the rows of dst idx names (tensor.scatter_update), or dst a copy of
	 * `in` with the elements of src written at the columns idx names (tensor.scatter) */
	bool host_copy, host_write, host_gather, host_scatter, host_scatter_elems;
	struct tensor src, dst, idx, in;
	int gdim;
	uint64_t wr_index;
	struct value wr_value;
	/* a dispatch predicate: the task runs only if element pred_at of pred_arr compares
	 * true (pred_op, enum binop) with pred_target */
	const struct rt_array *pred_arr;
	uint64_t pred_at;
	uint8_t pred_op;
	int64_t pred_target;
	bool trace;        /* record the kernels' accesses (a task of a manual scope) */
	struct trec *rec;  /* where they go */
};

struct frame;
struct world;

struct ex {
	const struct program *p;
	const struct exec_opts *o;
	struct ad_ctx *ad;
	struct rl_ctx *rl;
	struct sch *sch;
	struct rt_caps caps;
	struct kmod *mods; /* [n_funcs] */
	struct ptoas_rules_scratch rules; /* the verifier's, kept across kernels */
	struct cg_gm_scope gm;            /* the module of each kernel (GM pipe layouts) */
	pthread_mutex_t pool_mu;
	struct value *env; /* [n_vars] */
	struct arena a;    /* values, tensors */
	struct buffer **bufs;
	uint32_t n_bufs, cap_bufs;
	uint64_t steps, kernel_runs;
	int depth;
	bool failed;
	uint8_t *active;  /* [n_funcs]: a function whose body runs (no recursion) */
	/* manual scopes: the records of the tasks submitted in an instance (NULL outside),
	 * indexed by task id, and the instances */
	uint32_t n_tasks;
	struct trec **recs;
	uint32_t cap_recs;
	struct minst *insts;
	uint32_t n_insts, cap_insts;
	bool in_inst; /* an instance is open (insts[n_insts - 1]) */
	bool manual;  /* the innermost runtime scope is a MANUAL one */
	/* the rank this interpreter runs of a world of `world` ranks (exec_opts.ranks), its
	 * communication context, and the world its kernels that communicate run in (NULL
	 * for a run of one rank) */
	int rank, world;
	struct rt_array *ctx;
	struct world *w;
	bool ok; /* the rank's result (multi-rank runs) */
	pthread_t th;
};

static bool fail(struct ex *x, struct span at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(struct ex *x, struct span at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char msg[512];
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (x->world > 1)
		diag_error(at, "run: rank %d: %s", x->rank, msg);
	else
		diag_error(at, "run: %s", msg);
	x->failed = true;
	return false;
}

static struct value vint(int64_t i, enum dtype dt)
{
	return (struct value){.kind = V_INT, .dtype = (uint8_t)dt, .u.i = i};
}

static struct value vfloat(double f, enum dtype dt)
{
	return (struct value){.kind = V_FLOAT, .dtype = (uint8_t)dt, .u.f = f};
}

static struct value vbool(bool b)
{
	return (struct value){.kind = V_BOOL, .dtype = DT_BOOL, .u.i = b};
}

static bool is_number(const struct value *v)
{
	return v->kind == V_INT || v->kind == V_FLOAT || v->kind == V_BOOL;
}

static double as_f(const struct value *v)
{
	return v->kind == V_FLOAT ? v->u.f : (double)v->u.i;
}

static int64_t as_i(const struct value *v)
{
	return v->kind == V_FLOAT ? (int64_t)v->u.f : v->u.i;
}

/* ---- buffers and views ------------------------------------------------------------- */

static struct buffer *new_buffer(struct ex *x, struct rt_array *arr, bool owned)
{
	struct buffer *b = xcalloc(1, sizeof *b);
	b->arr = arr;
	b->owned = owned;
	b->id = sch_buffer(x->sch);
	ARRAY_RESERVE(x->bufs, x->n_bufs, x->cap_bufs, 16);
	x->bufs[x->n_bufs++] = b;
	return b;
}

/* The whole of buffer b as a row-major tensor. */
static struct tensor *whole(struct ex *x, struct buffer *b)
{
	struct tensor *t = ARENA_NEW(&x->a, struct tensor);
	t->buf = b;
	t->rank = b->arr->rank;
	int64_t st = 1;
	for (int d = t->rank - 1; d >= 0; d--) {
		t->shape[d] = b->arr->shape[d];
		t->stride[d] = st;
		st *= b->arr->shape[d];
	}
	return t;
}

static uint64_t view_count(const struct tensor *t)
{
	uint64_t n = 1;
	for (int d = 0; d < t->rank; d++)
		n *= (uint64_t)t->shape[d];
	return n;
}

/* Elements [lo, hi) of the buffer the view spans. */
static void view_range(const struct tensor *t, uint64_t *lo, uint64_t *hi)
{
	int64_t last = t->off;
	for (int d = 0; d < t->rank; d++) {
		if (t->shape[d] == 0) {
			*lo = *hi = (uint64_t)t->off;
			return;
		}
		last += (t->shape[d] - 1) * t->stride[d];
	}
	*lo = (uint64_t)t->off;
	*hi = (uint64_t)last + 1;
}

/* Whether the view's elements are one dense row-major block (dims of 1 aside). */
static bool view_dense(const struct tensor *t)
{
	int64_t st = 1;
	for (int d = t->rank - 1; d >= 0; d--) {
		if (t->shape[d] != 1 && t->stride[d] != st)
			return false;
		st *= t->shape[d];
	}
	return true;
}

/* Whether the view is its whole buffer in memory order. */
static bool view_whole(const struct tensor *t)
{
	return !t->off && view_count(t) == t->buf->arr->count && view_dense(t);
}

/* Copies between a view and an array holding its elements densely in its shape, or, with
 * `fst`, at the offsets those strides give (to_view: into the view). */
static void view_copy(const struct tensor *t, struct rt_array *flat, const int64_t *fst, bool to_view)
{
	size_t es = (size_t)rt_dtype_size(t->buf->arr->dtype);
	uint8_t *base = t->buf->arr->data, *dense = flat->data;
	uint64_t n = view_count(t);
	int64_t idx[RT_MAX_RANK] = {0};
	int r = t->rank;
	size_t row = r ? (size_t)t->shape[r - 1] : 1;
	bool unit = !r || (t->stride[r - 1] == 1 && (!fst || fst[r - 1] == 1));
	for (uint64_t k = 0; k < n;) {
		int64_t e = t->off, fe = (int64_t)k;
		if (fst)
			fe = 0;
		for (int d = 0; d < r; d++) {
			e += idx[d] * t->stride[d];
			if (fst)
				fe += idx[d] * fst[d];
		}
		size_t m = unit ? row : 1;
		uint8_t *v = base + (size_t)e * es, *f = dense + (size_t)fe * es;
		memcpy(to_view ? v : f, to_view ? f : v, m * es);
		k += m;
		/* next index (the last dim whole when rows are copied at once) */
		for (int d = r - (m > 1 ? 2 : 1); d >= 0; d--) {
			if (++idx[d] < t->shape[d])
				break;
			idx[d] = 0;
		}
	}
}

bool exec_carrier_dims(enum dtype dt, int64_t *dims, int rank)
{
	if (dt != DT_FP4 || rank <= 0)
		return true;
	if (dims[rank - 1] % 2)
		return false;
	dims[rank - 1] /= 2;
	return true;
}

int exec_fp4_odd_axis(const struct type *t, const int64_t *shape, int64_t *pitch)
{
	int rank = (int)t->shape.n;
	if (t->dtype != DT_FP4 || rank == 0)
		return -1;
	bool strided = t->tview && t->tview->stride.n == t->shape.n;
	for (int d = 0; strided && d + 1 < rank; d++)
		if (ir_expr_is_const_int(t->tview->stride.v[d], pitch) && *pitch % 2)
			return d;
	*pitch = shape[rank - 1];
	return *pitch % 2 ? rank - 1 : -1;
}

int exec_param_dims(const struct type *t, const int64_t *shape, int64_t *dims)
{
	int rank = (int)t->shape.n;
	for (int d = 0; d < rank; d++)
		dims[d] = shape[d];
	if (!t->tview || t->tview->stride.n != t->shape.n || rank == 0)
		return rank;
	int64_t need = 1, dense = 1, st, ext;
	for (int d = 0; d < rank; d++) {
		if (!ir_expr_is_const_int(t->tview->stride.v[d], &st) || st < 0)
			return rank;
		if (shape[d] <= 0)
			return rank;
		if (!i64_mul(shape[d] - 1, st, &ext) || !i64_add(need, ext, &need) ||
		    !i64_mul(dense, shape[d], &dense))
			return -1;
	}
	if (need <= dense)
		return rank;
	dims[0] = need;
	return 1;
}

/* ---- module pool ------------------------------------------------------------------- */

/* The kernel module of f, emitted once (NULL after reporting why it cannot be). */
static struct kmod *kernel(struct ex *x, const struct function *f, struct span at)
{
	struct kmod *k = &x->mods[ad_index(x->ad, f)];
	if (k->tried)
		return k->ok ? k : NULL;
	k->tried = true;
	k->f = f;
	const struct spec_planner *pl = &spec_planners[x->o->planner];
	struct cg_options cg = {.backend = x->o->backend, .emit_addr = pl->emit_addr, .emit_loc = true,
				.planner = pl, .runtime_only = x->o->runtime_only, .rules_scratch = &x->rules,
				.gm_scope = &x->gm};
	if (!cg_emit_module(x->p, f, &cg, &k->text)) {
		fail(x, at, "kernel '%s' cannot be emitted", f->name);
		return NULL;
	}
	char name[256];
	snprintf(name, sizeof name, "<run:%s.pto>", f->name);
	k->file = intern_cstr(name);
	struct rt_module *m = rt_parse(k->file, k->text.data, k->text.len);
	if (!m) {
		fail(x, at, "the .pto of kernel '%s' does not parse", f->name);
		return NULL;
	}
	k->mf = rt_module_func_find(m, f->name);
	if (k->mf < 0) {
		rt_module_free(m);
		fail(x, at, "the .pto of kernel '%s' has no function of that name", f->name);
		return NULL;
	}
	k->np = rt_func_param_count(m, k->mf);
	k->side = rt_func_pipe_side(m, k->mf, &k->lanes);
	ARRAY_RESERVE(k->free_v, k->n_free, k->cap_free, 4);
	k->free_v[k->n_free++] = m;
	k->ok = true;
	return k;
}

/* A module of k for one run (parsed anew when every one is in use; main thread). */
static struct rt_module *acquire(struct ex *x, struct kmod *k)
{
	pthread_mutex_lock(&x->pool_mu);
	struct rt_module *m = k->n_free ? k->free_v[--k->n_free] : NULL;
	pthread_mutex_unlock(&x->pool_mu);
	return m ? m : rt_parse(k->file, k->text.data, k->text.len);
}

static void release(struct ex *x, struct kmod *k, struct rt_module *m)
{
	pthread_mutex_lock(&x->pool_mu);
	ARRAY_RESERVE(k->free_v, k->n_free, k->cap_free, 4);
	k->free_v[k->n_free++] = m;
	pthread_mutex_unlock(&x->pool_mu);
}

/* ---- jobs: binding and running kernels ----------------------------------------------- */

static bool same_view(const struct tensor *a, const struct tensor *b)
{
	if (a->buf != b->buf || a->off != b->off || a->rank != b->rank)
		return false;
	for (int d = 0; d < a->rank; d++)
		if (a->shape[d] != b->shape[d] || a->stride[d] != b->stride[d])
			return false;
	return true;
}

/* An FP4 tensor's buffer holds x2 carriers, two elements a byte along its last axis, as
 * the device runtime holds it; the program counts elements.  These convert at that
 * boundary (the tensor's last-axis shape and offsets are in carriers). */
static bool is_fp4(const struct tensor *t)
{
	return t->buf->arr->dtype == DT_FP4;
}

static bool to_carriers(struct ex *x, struct span at, int64_t *v, const char *what)
{
	if (*v % 2)
		return fail(x, at, "%s %lld on the last axis of an FP4 tensor: it must be even (the runtime "
			    "holds two elements a byte)", what, (long long)*v);
	*v /= 2;
	return true;
}

/* Whether tensor t, a window a slice clamped at its source's edge, binds a row-major
 * parameter of type pt whose constant extents are larger: then pshape is the parameter's
 * shape. */
static bool padded_shape(const struct type *pt, const struct tensor *t, int64_t *pshape)
{
	bool larger = false;
	bool strides = pt->tview && pt->tview->stride.n;
	if (!t->clamped || (int)pt->shape.n != t->rank || (strides && pt->tview->stride.n != pt->shape.n) ||
	    (pt->tview && pt->tview->layout != TLY_ND))
		return false;
	for (int d = 0; d < t->rank; d++) {
		if (!ir_expr_is_const_int(pt->shape.v[d], &pshape[d]) || pshape[d] < t->shape[d])
			return false;
		larger |= pshape[d] > t->shape[d];
	}
	int64_t dense = 1, st;
	for (int d = t->rank - 1; strides && d >= 0; d--) {
		if (!ir_expr_is_const_int(pt->tview->stride.v[d], &st) || (pshape[d] > 1 && st != dense))
			return false;
		dense *= pshape[d];
	}
	return larger;
}

/* The array a kernel parameter of type pt binds for tensor t: its buffer's, or a copy of the
 * view shared by every member of the job that passes the same view for the same layout: dense,
 * or laid out by the parameter's strides when they reach past a dense block (a window of a
 * caller's tensor the kernel addresses with that tensor's strides), or in the parameter's
 * larger shape, the tail zero, for a window clamped at its source's edge (the device reads
 * past the window there, which the kernel does not address). */
static struct rt_array *job_array(struct ex *x, struct job *j, const struct tensor *t,
				  const struct type *pt, bool write, struct span at)
{
	int64_t dims[RT_MAX_RANK], el[RT_MAX_RANK];
	/* an FP4 view is in x2 carriers along its last axis, the parameter's strides in
	 * elements: the layout is worked out in elements and halved */
	bool fp4 = is_fp4(t);
	memcpy(el, t->shape, sizeof el);
	if (fp4 && t->rank > 0)
		el[t->rank - 1] *= 2;
	int rank = (int)pt->shape.n == t->rank ? exec_param_dims(pt, el, dims) : t->rank;
	if (fp4 && rank > 0)
		dims[rank - 1] /= 2;
	/* the strided layout is the one dim of the strides' reach */
	bool strided = rank == 1 && (t->rank != 1 || dims[0] != t->shape[0]);
	int64_t pshape[RT_MAX_RANK];
	bool pad = !strided && !fp4 && padded_shape(pt, t, pshape);
	if (!strided && !pad && view_whole(t))
		return t->buf->arr;
	if (rank < 0) {
		fail(x, at, "a tensor argument: its parameter's strides reach past 2^63 elements");
		return NULL;
	}
	int64_t fst[RT_MAX_RANK] = {0};
	for (int d = 0; strided && d < t->rank; d++) {
		ir_expr_is_const_int(pt->tview->stride.v[d], &fst[d]);
		if (fp4 && d < t->rank - 1 && fst[d] % 2) {
			fail(x, at, "a tensor argument: its FP4 parameter's stride %lld on axis %d is odd, so its "
			     "rows do not start on a byte (the runtime holds two elements a byte)",
			     (long long)fst[d], d);
			return NULL;
		}
		fst[d] /= fp4 && d < t->rank - 1 ? 2 : 1;
	}
	if (pad) { /* the parameter's shape laid out densely */
		int64_t st = 1;
		for (int d = t->rank - 1; d >= 0; d--) {
			fst[d] = st;
			st *= pshape[d];
		}
		strided = true;
	}
	for (uint32_t i = 0; i < j->n_copies; i++)
		if (same_view(&j->copies[i].view, t) && j->copies[i].strided == strided &&
		    (!strided || !memcmp(j->copies[i].stride, fst, sizeof fst))) {
			j->copies[i].write |= write;
			return j->copies[i].tmp;
		}
	char err[160];
	struct rt_array *a = pad ? rt_array_try_new(t->buf->arr->dtype, t->rank, pshape, err, sizeof err)
			     : strided ? rt_array_try_new(t->buf->arr->dtype, 1, dims, err, sizeof err)
				       : rt_array_try_new(t->buf->arr->dtype, t->rank, t->shape, err, sizeof err);
	if (!a) {
		fail(x, at, "a tensor argument: %s", err);
		return NULL;
	}
	ARRAY_RESERVE(j->copies, j->n_copies, j->cap_copies, 4);
	struct copy *c = &j->copies[j->n_copies++];
	*c = (struct copy){.view = *t, .tmp = a, .write = write, .strided = strided};
	memcpy(c->stride, fst, sizeof fst);
	return a;
}

static bool is_tensor_type(const struct type *t)
{
	return t->kind == TY_TENSOR;
}

/* The value of dim expression e of kernel f's parameters for the arguments `args`: a
 * pl.dynamic var takes the extent of the first argument dim it names alone. */
static bool dyn_value(const struct function *f, const struct value *args, const struct var *dv,
		      int64_t *out)
{
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (!is_tensor_type(t) || args[i].kind != V_TENSOR)
			continue;
		for (uint32_t d = 0; d < t->shape.n && (int)d < args[i].u.t->rank; d++)
			if (t->shape.v[d]->kind == EX_VAR && t->shape.v[d]->u.var == dv) {
				const struct tensor *at = args[i].u.t;
				*out = at->shape[d] * (is_fp4(at) && (int)d == at->rank - 1 ? 2 : 1);
				return true;
			}
	}
	return false;
}

/* Binds member kernel f (module of km) to argument values args[0..f->n_params) in the
 * order of its .pto signature: tensors, scalars (a communication context: rank 0 of
 * the rank's), pl.dynamic dims, the SDMA workspace, the deferred-completion arguments, the
 * SPMD ids. */
static bool bind_member(struct ex *x, struct job *j, struct member *mb, const struct function *f,
			const struct value *args, struct span at)
{
	struct kmod *km = mb->km;
	mb->binds = xcalloc((size_t)km->np + 1, sizeof *mb->binds);
	if (j->trace) {
		mb->logs = xcalloc((size_t)km->np + 1, sizeof *mb->logs);
		mb->views = xcalloc((size_t)km->np + 1, sizeof *mb->views);
	}
	mb->block_idx = mb->block_num = mb->subblock = -1;
	const uint8_t *eff = ad_effective(x->ad, f);
	int slot = 0;
	struct vec dyn = {0};
	bool ok = true;
	for (int pass = 0; pass < 2 && ok; pass++)
		for (uint32_t i = 0; i < f->n_params && ok; i++) {
			const struct type *t = f->params[i].var->type;
			bool tensor = is_tensor_type(t);
			if ((pass == 0) != tensor)
				continue;
			if (slot >= km->np) {
				ok = fail(x, at, "kernel '%s': its .pto has fewer parameters than it", f->name);
				break;
			}
			const struct value *v = &args[i];
			if (tensor) {
				for (uint32_t d = 0; d < t->shape.n; d++)
					ir_walk_expr(t->shape.v[d], ir_collect_dyn_vars, &dyn);
				if (v->kind != V_TENSOR) {
					ok = fail(x, at, "argument %u of '%s' must be a tensor", i, f->name);
					break;
				}
				struct rt_array *a = job_array(x, j, v->u.t, t, eff[i] != DIR_IN, at);
				if (!a) {
					ok = false;
					break;
				}
				struct rt_log *log = NULL;
				if (mb->logs) {
					mb->views[slot] = v->u.t;
					log = &mb->logs[slot];
				}
				mb->binds[slot++] = (struct rt_binding){.kind = RB_ARRAY, .array = a, .log = log};
			} else if (t->kind == TY_OPAQUE) {
				/* a communication context: the rank's */
				mb->binds[slot++] = (struct rt_binding){.kind = RB_ARRAY, .array = x->ctx};
			} else if (is_number(v)) {
				mb->binds[slot++] = (struct rt_binding){.kind = RB_SCALAR, .ival = as_i(v),
									.fval = as_f(v)};
			} else {
				ok = fail(x, at, "argument %u of '%s' must be a scalar", i, f->name);
			}
		}
	for (size_t d = 0; ok && d < dyn.n && slot < km->np; d++) {
		int64_t val;
		if (!dyn_value(f, args, dyn.items[d], &val)) {
			const struct var *dv = dyn.items[d];
			ok = fail(x, at, "kernel '%s': no argument gives the value of pl.dynamic dim '%s'",
				  f->name, dv->name);
			break;
		}
		mb->binds[slot++] = (struct rt_binding){.kind = RB_SCALAR, .ival = val, .fval = (double)val};
	}
	vec_free(&dyn);
	if (ok && cg_uses_workspace(f) && slot < km->np)
		mb->binds[slot++] = (struct rt_binding){.kind = RB_FILL_ZERO};
	if (ok && slot < km->np && strcmp(rt_func_param_name(mb->m, km->mf, slot), "%__pypto_deferred_raw_args") == 0)
		mb->binds[slot++] = (struct rt_binding){.kind = RB_FILL_ZERO};
	for (; ok && slot < km->np; slot++) {
		const char *n = rt_func_param_name(mb->m, km->mf, slot);
		if (strncmp(n, "%__pypto_spmd_", 14) != 0)
			break;
		if (strcmp(n + 14, "block_idx") == 0)
			mb->block_idx = slot;
		else if (strcmp(n + 14, "block_num") == 0)
			mb->block_num = slot;
		else if (strcmp(n + 14, "subblock_idx") == 0)
			mb->subblock = slot;
		mb->binds[slot] = (struct rt_binding){.kind = RB_SCALAR};
	}
	if (ok && slot != km->np)
		ok = fail(x, at, "kernel '%s' has %d parameters in its .pto, %d bound", f->name, km->np, slot);
	return ok;
}

static void free_fills(struct member *mb, const struct rt_array *const *keep, uint32_t n_keep, int np)
{
	for (int k = 0; k < np; k++) {
		if (mb->binds[k].kind == RB_ARRAY || !mb->binds[k].array)
			continue;
		bool kept = false;
		for (uint32_t i = 0; i < n_keep && !kept; i++)
			kept = keep[i] == mb->binds[k].array;
		if (!kept)
			rt_array_free(mb->binds[k].array);
		mb->binds[k].array = NULL;
	}
}

/* Elements [lo, hi) of buffer b as elements of its scheduler buffer (an
 * alias's elements are the base's bytes they cover). */
static void base_range(const struct buffer *b, uint64_t *lo, uint64_t *hi)
{
	if (!b->alias)
		return;
	uint64_t es = (uint64_t)rt_dtype_size(b->arr->dtype), bs = b->base_size;
	*lo = *lo * es / bs;
	*hi = (*hi * es + bs - 1) / bs;
}

static void rec_add_raw(struct trec *r, uint32_t buf, uint64_t lo, uint64_t hi, int kind)
{
	struct racc *last = r->n_acc ? &r->acc[r->n_acc - 1] : NULL;
	if (last && last->buf == buf && last->kind == kind && lo <= last->hi && hi >= last->lo) {
		last->lo = lo < last->lo ? lo : last->lo;
		last->hi = hi > last->hi ? hi : last->hi;
		return;
	}
	ARRAY_RESERVE(r->acc, r->n_acc, r->cap_acc, 8);
	r->acc[r->n_acc++] = (struct racc){lo, hi, buf, (uint8_t)kind};
}

static void rec_add(struct trec *r, const struct buffer *b, uint64_t lo, uint64_t hi, int kind)
{
	base_range(b, &lo, &hi);
	rec_add_raw(r, b->id, lo, hi, kind);
}

/* Records elements [lo, hi) of the array bound for view t (its buffer's own, or a
 * row-major copy of the view) as the buffer elements they are. */
static void rec_view(struct trec *r, const struct tensor *t, const struct rt_array *bound, uint64_t lo,
		     uint64_t hi, int kind)
{
	if (bound == t->buf->arr) {
		rec_add(r, t->buf, lo, hi, kind);
		return;
	}
	int rank = t->rank;
	if (!rank) {
		rec_add(r, t->buf, (uint64_t)t->off, (uint64_t)t->off + 1, kind);
		return;
	}
	uint64_t w = (uint64_t)t->shape[rank - 1];
	int64_t st = t->stride[rank - 1];
	for (uint64_t k = lo; k < hi && w;) {
		uint64_t row = k / w, c = k % w, run = hi - k < w - c ? hi - k : w - c;
		int64_t e = t->off + (int64_t)c * st;
		for (int d = rank - 2; d >= 0; d--) {
			e += (int64_t)(row % (uint64_t)t->shape[d]) * t->stride[d];
			row /= (uint64_t)t->shape[d];
		}
		if (st == 1 || st == 0)
			rec_add(r, t->buf, (uint64_t)e, (uint64_t)e + (st ? run : 1), kind);
		else
			for (uint64_t i = 0; i < run; i++)
				rec_add(r, t->buf, (uint64_t)(e + (int64_t)i * st),
					(uint64_t)(e + (int64_t)i * st) + 1, kind);
		k += run;
	}
}

/* Moves the access logs of a job's kernels into its task record. */
static void harvest(struct job *j)
{
	for (int i = 0; i < j->n_mem; i++) {
		struct member *mb = &j->mem[i];
		for (int s = 0; mb->logs && s < mb->km->np; s++) {
			struct rt_log *l = &mb->logs[s];
			if (!mb->views[s])
				continue;
			rt_log_finish(l);
			for (int k = 0; k < RT_ACC_KINDS; k++)
				for (uint32_t n = 0; n < l->n[k]; n++)
					rec_view(j->rec, mb->views[s], mb->binds[s].array, l->v[k][n].lo,
						 l->v[k][n].hi, k);
		}
	}
}

/* A kernel job's start: false when its dispatch predicate retires it unrun; else its
 * copies of tensor views are filled. */
static bool job_begin(struct job *j)
{
	if (j->pred_arr) {
		double v = rt_dtype_is_float(j->pred_arr->dtype) ? rt_array_get_f(j->pred_arr, j->pred_at)
							       : (double)rt_array_get_i(j->pred_arr, j->pred_at);
		if (!ad_predicate_holds(j->pred_op, v, j->pred_target))
			return false;
	}
	for (uint32_t i = 0; i < j->n_copies; i++)
		view_copy(&j->copies[i].view, j->copies[i].tmp,
			  j->copies[i].strided ? j->copies[i].stride : NULL, false);
	return true;
}

/* Block b of the job's SPMD launch: the members' block ids. */
static void job_block(struct job *j, uint32_t b)
{
	for (int i = 0; i < j->n_mem; i++) {
		struct member *mb = &j->mem[i];
		if (mb->block_idx >= 0)
			mb->binds[mb->block_idx].ival = b, mb->binds[mb->block_idx].fval = b;
		if (mb->block_num >= 0)
			mb->binds[mb->block_num].ival = j->blocks, mb->binds[mb->block_num].fval = j->blocks;
		if (mb->subblock >= 0 && !j->group)
			mb->binds[mb->subblock].ival = mb->lane > 0 ? mb->lane : 0,
			mb->binds[mb->subblock].fval = mb->lane > 0 ? mb->lane : 0;
	}
}

/* A kernel job's end: its access records, and its copies written back. */
static void job_end(struct job *j, bool ok)
{
	if (!ok)
		diag_note(j->at, "in the task of this call of '%s'", j->name);
	if (ok && j->rec)
		harvest(j);
	for (uint32_t i = 0; i < j->n_copies && ok; i++)
		if (j->copies[i].write)
			view_copy(&j->copies[i].view, j->copies[i].tmp,
				  j->copies[i].strided ? j->copies[i].stride : NULL, true);
}

/* tensor.gather: dst[i] = src[i with i[gdim] replaced by idx[i]] for every index i of
 * idx (dst has idx's shape, densely); an index outside src's dim is an error. */
static bool run_gather(struct job *j)
{
	const struct tensor *s = &j->src, *ix = &j->idx;
	const struct rt_array *sa = s->buf->arr, *ia = ix->buf->arr;
	size_t es = (size_t)rt_dtype_size(sa->dtype);
	uint8_t *out = j->dst.buf->arr->data;
	uint64_t n = view_count(ix);
	int64_t at[RT_MAX_RANK] = {0};
	int r = ix->rank, g = j->gdim;
	for (uint64_t k = 0; k < n; k++) {
		int64_t ie = ix->off, se = s->off;
		for (int d = 0; d < r; d++) {
			ie += at[d] * ix->stride[d];
			if (d != g)
				se += at[d] * s->stride[d];
		}
		int64_t v = rt_array_get_i(ia, (uint64_t)ie);
		if (v < 0 || v >= s->shape[g]) {
			diag_error(j->at, "tensor.gather: index %lld at element %llu of the index is outside "
				   "dim %d of extent %lld", (long long)v, (unsigned long long)k, g,
				   (long long)s->shape[g]);
			return false;
		}
		se += v * s->stride[g];
		memcpy(out + k * es, (const uint8_t *)sa->data + (size_t)se * es, es);
		for (int d = r - 1; d >= 0; d--) {
			if (++at[d] < ix->shape[d])
				break;
			at[d] = 0;
		}
	}
	return true;
}

/* The element of row r of t, a tensor seen as rows of its last dim (the other dims
 * row-major), at column c. */
static int64_t row_elem(const struct tensor *t, uint64_t r, int64_t c)
{
	int last = t->rank - 1;
	int64_t e = t->off + c * t->stride[last];
	for (int d = last - 1; d >= 0; d--) {
		e += (int64_t)(r % (uint64_t)t->shape[d]) * t->stride[d];
		r /= (uint64_t)t->shape[d];
	}
	return e;
}

/* tensor.scatter_update: row idx[k] of dst (row-major over its leading dims) becomes row
 * k of src, k over the index in row-major order; an index outside dst's rows is an error. */
static bool run_scatter(struct job *j)
{
	const struct tensor *s = &j->src, *ix = &j->idx, *t = &j->dst;
	const struct rt_array *ia = ix->buf->arr;
	size_t es = (size_t)rt_dtype_size(t->buf->arr->dtype);
	uint8_t *to = t->buf->arr->data;
	const uint8_t *from = s->buf->arr->data;
	int64_t d = t->shape[t->rank - 1];
	uint64_t rows = view_count(t) / (d ? (uint64_t)d : 1), n = view_count(ix);
	for (uint64_t k = 0; k < n && d; k++) {
		int64_t v = rt_array_get_i(ia, (uint64_t)(ix->off + (int64_t)(k / (uint64_t)ix->shape[1]) * ix->stride[0] +
							  (int64_t)(k % (uint64_t)ix->shape[1]) * ix->stride[1]));
		if (v < 0 || (uint64_t)v >= rows) {
			diag_error(j->at, "tensor.scatter_update: index %lld at element %llu of the index is "
				   "outside the input's %llu rows", (long long)v, (unsigned long long)k,
				   (unsigned long long)rows);
			return false;
		}
		for (int64_t c = 0; c < d; c++)
			memcpy(to + (size_t)row_elem(t, (uint64_t)v, c) * es, from + (size_t)row_elem(s, k, c) * es, es);
	}
	return true;
}

/* tensor.scatter: dst (dense, in's shape) = in, then dst[b, idx[b, k]] = src[b, k] for
 * every element of idx in row-major order (a later one wins); an index outside the
 * columns is an error. */
static bool run_scatter_elems(struct job *j)
{
	const struct tensor *s = &j->src, *ix = &j->idx;
	struct rt_array *out = j->dst.buf->arr;
	size_t es = (size_t)rt_dtype_size(out->dtype);
	int64_t cols = j->dst.shape[1];
	view_copy(&j->in, out, NULL, false);
	for (int64_t b = 0; b < ix->shape[0]; b++)
		for (int64_t k = 0; k < ix->shape[1]; k++) {
			int64_t v = rt_array_get_i(ix->buf->arr, (uint64_t)(ix->off + b * ix->stride[0] + k * ix->stride[1]));
			if (v < 0 || v >= cols) {
				diag_error(j->at, "tensor.scatter: index %lld at element [%lld, %lld] of the index "
					   "is outside the input's %lld columns", (long long)v, (long long)b,
					   (long long)k, (long long)cols);
				return false;
			}
			int64_t se = s->off + b * s->stride[0] + k * s->stride[1];
			memcpy((uint8_t *)out->data + (size_t)(b * cols + v) * es,
			       (const uint8_t *)s->buf->arr->data + (size_t)se * es, es);
		}
	return true;
}

/* Runs a job on a worker thread. */
static bool run_job(void *payload, void *ctx)
{
	struct job *j = payload;
	struct ex *x = ctx;
	if (j->host_copy) {
		struct rt_array *tmp = rt_array_new(j->src.buf->arr->dtype, j->src.rank, j->src.shape);
		view_copy(&j->src, tmp, NULL, false);
		view_copy(&j->dst, tmp, NULL, true);
		rt_array_free(tmp);
		return true;
	}
	if (j->host_gather)
		return run_gather(j);
	if (j->host_scatter)
		return run_scatter(j);
	if (j->host_scatter_elems)
		return run_scatter_elems(j);
	if (j->host_write) {
		struct rt_array *a = j->dst.buf->arr;
		if (rt_dtype_is_float(a->dtype))
			rt_array_set_f(a, j->wr_index, as_f(&j->wr_value));
		else
			rt_array_set_i(a, j->wr_index, as_i(&j->wr_value));
		return true;
	}
	if (!job_begin(j))
		return true; /* retired unrun */
	bool ok = true;
	for (uint32_t b = 0; b < j->blocks && ok; b++) {
		job_block(j, b);
		if (j->group) {
			struct rt_member rm[3];
			for (int i = 0; i < j->n_mem; i++)
				rm[i] = (struct rt_member){j->mem[i].m, j->mem[i].km->mf, j->mem[i].binds, j->mem[i].lane};
			ok = rt_run_group(rm, j->n_mem, &x->caps) == 0;
		} else {
			for (int i = 0; i < j->n_mem && ok; i++)
				ok = rt_run(j->mem[i].m, j->mem[i].km->mf, &x->caps, j->mem[i].binds) == 0;
		}
		for (int i = 0; i < j->n_mem; i++)
			free_fills(&j->mem[i], NULL, 0, j->mem[i].km->np);
	}
	job_end(j, ok);
	return ok;
}

static void free_job(struct ex *x, struct job *j)
{
	for (int i = 0; i < j->n_mem; i++) {
		struct member *mb = &j->mem[i];
		if (mb->m)
			release(x, mb->km, mb->m);
		free(mb->binds);
		for (int s = 0; mb->logs && s < mb->km->np; s++)
			rt_log_free(&mb->logs[s]);
		free(mb->logs);
		free(mb->views);
	}
	for (uint32_t i = 0; i < j->n_copies; i++)
		rt_array_free(j->copies[i].tmp);
	free(j->copies);
	free(j);
}

static void done_job(void *payload, void *ctx)
{
	free_job(ctx, payload);
}

/* ---- expressions ------------------------------------------------------------------- */

static bool eval(struct ex *x, const struct expr *e, struct value *out);

static bool eval_int(struct ex *x, const struct expr *e, int64_t *out)
{
	struct value v;
	if (!eval(x, e, &v))
		return false;
	if (!is_number(&v))
		return fail(x, e->span, "an integer value was expected here");
	*out = as_i(&v);
	return true;
}

/* The integers of a list expression (shapes, offsets, indices). */
static bool eval_ints(struct ex *x, const struct expr *e, int64_t *out, uint32_t max, uint32_t *n)
{
	if (e->kind != EX_LIST)
		return fail(x, e->span, "a list of integers was expected here");
	if (e->u.list.n > max)
		return fail(x, e->span, "at most %u dims are supported", max);
	*n = e->u.list.n;
	for (uint32_t i = 0; i < e->u.list.n; i++)
		if (!eval_int(x, e->u.list.v[i], &out[i]))
			return false;
	return true;
}

static bool binary(struct ex *x, const struct expr *e, const struct value *l, const struct value *r,
		   struct value *out)
{
	if (!is_number(l) || !is_number(r))
		return fail(x, e->span, "this operator needs numbers");
	bool fl = l->kind == V_FLOAT || r->kind == V_FLOAT || e->u.bin.op == BO_DIV;
	enum dtype dt = (enum dtype)(l->kind == V_FLOAT ? l->dtype : r->kind == V_FLOAT ? r->dtype : l->dtype);
	double a = as_f(l), b = as_f(r);
	int64_t i = as_i(l), j = as_i(r);
	switch (e->u.bin.op) {
	case BO_ADD: *out = fl ? vfloat(a + b, dt) : vint((int64_t)((uint64_t)i + (uint64_t)j), dt); break;
	case BO_SUB: *out = fl ? vfloat(a - b, dt) : vint((int64_t)((uint64_t)i - (uint64_t)j), dt); break;
	case BO_MUL: *out = fl ? vfloat(a * b, dt) : vint((int64_t)((uint64_t)i * (uint64_t)j), dt); break;
	case BO_DIV: *out = vfloat(a / b, rt_dtype_is_float(dt) ? dt : DT_FP32); break;
	case BO_FLOORDIV:
	case BO_MOD:
		if (fl) {
			double q = floor(a / b);
			*out = vfloat(e->u.bin.op == BO_FLOORDIV ? q : a - q * b, dt);
		} else {
			if (j == 0 || (i == INT64_MIN && j == -1))
				return fail(x, e->span, "integer division by %s", j ? "-1 overflows" : "zero");
			*out = vint(e->u.bin.op == BO_FLOORDIV ? i64_floordiv(i, j) : i64_floormod(i, j), dt);
		}
		break;
	case BO_POW: *out = fl ? vfloat(pow(a, b), dt) : vint((int64_t)pow((double)i, (double)j), dt); break;
	case BO_EQ: *out = vbool(fl ? a == b : i == j); break;
	case BO_NE: *out = vbool(fl ? a != b : i != j); break;
	case BO_LT: *out = vbool(fl ? a < b : i < j); break;
	case BO_LE: *out = vbool(fl ? a <= b : i <= j); break;
	case BO_GT: *out = vbool(fl ? a > b : i > j); break;
	case BO_GE: *out = vbool(fl ? a >= b : i >= j); break;
	case BO_AND: *out = vbool(i && j); break;
	case BO_OR: *out = vbool(i || j); break;
	case BO_XOR: *out = vbool(!i != !j); break;
	case BO_BITAND: *out = vint(i & j, dt); break;
	case BO_BITOR: *out = vint(i | j, dt); break;
	case BO_BITXOR: *out = vint(i ^ j, dt); break;
	case BO_SHL: *out = vint((int64_t)((uint64_t)i << (j & 63)), dt); break;
	case BO_SHR: *out = vint(i >> (j & 63), dt); break;
	case BO_MIN: *out = fl ? vfloat(a < b ? a : b, dt) : vint(i < j ? i : j, dt); break;
	case BO_MAX: *out = fl ? vfloat(a > b ? a : b, dt) : vint(i > j ? i : j, dt); break;
	default: return fail(x, e->span, "unknown operator");
	}
	return true;
}

static struct seq *new_seq(struct ex *x, uint32_t n)
{
	struct seq *s = ARENA_NEW(&x->a, struct seq);
	s->n = n;
	s->v = ARENA_ARRAY(&x->a, struct value, n + 1);
	return s;
}

static bool call_fn(struct ex *x, const struct expr *call, struct value *out);
static bool call_op(struct ex *x, const struct expr *call, struct value *out);

static bool eval(struct ex *x, const struct expr *e, struct value *out)
{
	struct value l, r;
	switch (e->kind) {
	case EX_INT: *out = vint(e->u.i, (enum dtype)e->dtype); return true;
	case EX_FLOAT: *out = vfloat(e->u.f, (enum dtype)e->dtype); return true;
	case EX_BOOL: *out = vbool(e->u.b); return true;
	case EX_VAR:
		*out = x->env[e->u.var->id];
		if (out->kind == V_NONE)
			return fail(x, e->span, "'%.*s' has no value here", ir_user_name_len(e->u.var->name),
				    e->u.var->name);
		return true;
	case EX_BINARY:
		return eval(x, e->u.bin.l, &l) && eval(x, e->u.bin.r, &r) && binary(x, e, &l, &r, out);
	case EX_UNARY:
		if (!eval(x, e->u.un.x, &l))
			return false;
		if (!is_number(&l))
			return fail(x, e->span, "this operator needs a number");
		switch (e->u.un.op) {
		case UO_NEG: *out = l.kind == V_FLOAT ? vfloat(-l.u.f, l.dtype) : vint(-l.u.i, l.dtype); break;
		case UO_NOT: *out = vbool(!as_i(&l)); break;
		case UO_BITNOT: *out = vint(~as_i(&l), l.dtype); break;
		default: *out = l.kind == V_FLOAT ? vfloat(fabs(l.u.f), l.dtype) : vint(llabs(l.u.i), l.dtype); break;
		}
		return true;
	case EX_CAST:
		if (!eval(x, e->u.un.x, &l))
			return false;
		if (!is_number(&l))
			return fail(x, e->span, "pl.cast needs a number");
		if (e->dtype == DT_BOOL)
			*out = vbool(as_f(&l) != 0);
		else if (rt_dtype_is_float(e->dtype))
			*out = vfloat(as_f(&l), (enum dtype)e->dtype);
		else
			*out = vint(as_i(&l), (enum dtype)e->dtype);
		return true;
	case EX_LIST: {
		struct seq *s = new_seq(x, e->u.list.n);
		for (uint32_t i = 0; i < s->n; i++)
			if (!eval(x, e->u.list.v[i], &s->v[i]))
				return false;
		*out = (struct value){.kind = V_TUPLE, .u.s = s};
		return true;
	}
	case EX_GETITEM:
		if (!eval(x, e->u.get.x, &l))
			return false;
		if (l.kind != V_TUPLE || e->u.get.index >= l.u.s->n)
			return fail(x, e->span, "element %u of something that is not a tuple of that size",
				    e->u.get.index);
		*out = l.u.s->v[e->u.get.index];
		return true;
	case EX_CALL:
		return call_op(x, e, out);
	case EX_FCALL:
		return call_fn(x, e, out);
	default:
		return fail(x, e->span, "the executor does not evaluate this expression");
	}
}

/* ---- submitting tasks -------------------------------------------------------------- */

struct accs {
	struct sch_access *v;
	uint32_t n, cap;
};

static void acc_push(struct accs *a, struct sch_access s)
{
	ARRAY_RESERVE(a->v, a->n, a->cap, 8);
	a->v[a->n++] = s;
}

static void acc_add(struct accs *a, const struct tensor *t, bool write)
{
	uint64_t lo, hi;
	view_range(t, &lo, &hi);
	base_range(t->buf, &lo, &hi);
	acc_push(a, (struct sch_access){t->buf->id, lo, hi, write});
}

struct ids {
	uint32_t *v;
	uint32_t n, cap;
};

/* The task ids a dependency value names (a task id, or an array or list of them). */
static void dep_ids(const struct value *v, struct ids *out, int depth)
{
	if (v->kind == V_TASK && v->u.i >= 0) {
		ARRAY_RESERVE(out->v, out->n, out->cap, 8);
		out->v[out->n++] = (uint32_t)v->u.i;
	} else if ((v->kind == V_ARRAY || v->kind == V_TUPLE) && depth < 4) {
		for (uint32_t i = 0; i < v->u.s->n; i++)
			dep_ids(&v->u.s->v[i], out, depth + 1);
	}
}

/* The ids of the tasks a call names: its compiler_manual_dep_edges attr. */
static bool attr_deps(struct ex *x, const struct expr *call, struct ids *out)
{
	const struct expr *l = ad_attr(call->u.fcall.attrs, "compiler_manual_dep_edges");
	struct value v;
	if (!l)
		return true;
	if (!eval(x, l, &v))
		return false;
	dep_ids(&v, out, 0);
	return true;
}

/* Submits job j; in a manual scope instance, its record first (with its deps). */
static struct value submit(struct ex *x, struct job *j, struct accs *acc, struct ids *deps)
{
	uint32_t tid = x->n_tasks++;
	if (x->cap_recs <= tid) {
		uint32_t old = x->cap_recs;
		ARRAY_RESERVE(x->recs, tid, x->cap_recs, 64);
		memset(x->recs + old, 0, sizeof *x->recs * (x->cap_recs - old));
	}
	if (x->in_inst) {
		struct trec *r = xcalloc(1, sizeof *r);
		r->deps = deps->v;
		r->n_deps = deps->n;
		r->member = j->trace;
		r->at = j->at;
		r->name = j->name;
		x->recs[tid] = r;
		if (j->trace)
			j->rec = r;
	}
	uint32_t id = sch_submit(x->sch, j, acc->v, acc->n, deps->v, deps->n);
	if (id != tid)
		die("task %u submitted as %u", id, tid);
	free(acc->v);
	if (!x->in_inst)
		free(deps->v);
	return (struct value){.kind = V_TASK, .dtype = DT_TASK_ID, .u.i = id};
}

/* ---- orchestration-level ops ---------------------------------------------------------- */

static bool tensor_arg(struct ex *x, const struct expr *e, struct tensor **out)
{
	struct value v;
	if (!eval(x, e, &v))
		return false;
	if (v.kind != V_TENSOR)
		return fail(x, e->span, "a tensor was expected here");
	*out = v.u.t;
	return true;
}

/* A new tensor (zeroed) the call makes, or NULL after reporting why it cannot be. */
static struct tensor *new_tensor(struct ex *x, const struct expr *call, int dtype, int rank, const int64_t *shape)
{
	char err[160];
	struct rt_array *a = rt_array_try_new(dtype, rank, shape, err, sizeof err);
	if (!a) {
		fail(x, call->span, "%s: %s", spec_ops[call->u.call.op].name, err);
		return NULL;
	}
	return whole(x, new_buffer(x, a, true));
}

/* Whether call is tensor.full (a new tensor filled with its value operand). */
static bool op_full(const struct expr *call)
{
	return spec_ops[call->u.call.op].type_rule.kind == TR_full;
}

/* tensor.create (filled with its init_value when it has one) and tensor.full: a new
 * buffer of the call's type. */
static bool op_create(struct ex *x, const struct expr *call, struct value *out)
{
	const struct type *t = ir_expr_type(call);
	int64_t shape[RT_MAX_RANK];
	if (t->kind != TY_TENSOR || t->shape.n > RT_MAX_RANK)
		return fail(x, call->span, "tensor.create of more than %d dims", RT_MAX_RANK);
	/* the shape operand: the type may still name a var a pass folded away */
	struct expr_list args = call->u.call.args;
	uint32_t n = 0;
	if (args.n && args.v[0]->kind == EX_LIST) {
		if (!eval_ints(x, args.v[0], shape, RT_MAX_RANK, &n))
			return false;
		if (n != t->shape.n)
			return fail(x, call->span, "tensor.create of %u sizes for a %u-dim tensor", n,
				    t->shape.n);
	} else {
		for (uint32_t d = 0; d < t->shape.n; d++)
			if (!eval_int(x, t->shape.v[d], &shape[d]))
				return false;
	}
	if (t->dtype == DT_FP4 && n && !to_carriers(x, call->span, &shape[n - 1], "a tensor.create extent"))
		return false;
	const char *what = spec_ops[call->u.call.op].name;
	struct tensor *nt = new_tensor(x, call, t->dtype, (int)t->shape.n, shape);
	if (!nt)
		return false;
	struct rt_array *a = nt->buf->arr;
	*out = (struct value){.kind = V_TENSOR, .u.t = nt};
	/* the fill: tensor.full's value operand, tensor.create's init_value */
	struct value v = {0};
	const struct kwval *iv = ir_call_kwarg(call, "init_value");
	if (op_full(call)) {
		if (args.n < 2 || !eval(x, args.v[1], &v))
			return args.n < 2 ? fail(x, call->span, "%s needs a value", what) : false;
		if (!is_number(&v))
			return fail(x, args.v[1]->span, "%s fills with a number", what);
	} else if (iv && iv->present) {
		/* only a fill the orchestration codegen can emit */
		char msg[256];
		if (cg_init_value_problem(iv->f, (enum dtype)t->dtype, msg, sizeof msg))
			return fail(x, call->span, "%s", msg);
		v = vfloat(iv->f, DT_FP32);
	} else {
		return true;
	}
	if (as_f(&v) == 0.0)
		return true; /* a new array is zero */
	if (t->dtype == DT_FP4)
		return fail(x, call->span, "%s of an FP4 tensor with a value other than 0 (the runtime holds "
			    "two elements a byte)", what);
	/* no task can reach the new buffer yet: filled here */
	for (uint64_t k = 0; k < a->count; k++) {
		if (rt_dtype_is_float(a->dtype))
			rt_array_set_f(a, k, as_f(&v));
		else
			rt_array_set_i(a, k, as_i(&v));
	}
	return true;
}

static bool op_slice(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *in = NULL;
	int64_t shape[RT_MAX_RANK], offs[RT_MAX_RANK];
	uint32_t ns, no;
	if (a.n < 3 || !tensor_arg(x, a.v[0], &in) || !eval_ints(x, a.v[1], shape, RT_MAX_RANK, &ns) ||
	    !eval_ints(x, a.v[2], offs, RT_MAX_RANK, &no))
		return a.n < 3 ? fail(x, call->span, "tensor.slice needs a shape and offsets") : false;
	if (ns != (uint32_t)in->rank || no != ns)
		return fail(x, call->span, "tensor.slice of a %d-dim tensor with %u sizes and %u offsets",
			    in->rank, ns, no);
	if (is_fp4(in) && ns && (!to_carriers(x, call->span, &shape[ns - 1], "a slice extent") ||
			   !to_carriers(x, call->span, &offs[ns - 1], "a slice offset")))
		return false;
	struct tensor *t = ARENA_NEW(&x->a, struct tensor);
	*t = *in;
	for (uint32_t d = 0; d < ns; d++) {
		/* a window past the edge is clamped to it, as the reference's orchestration
		 * clamps its runtime view (the tail is never addressed) */
		if (offs[d] >= 0 && shape[d] >= 0 && shape[d] > in->shape[d] - offs[d]) {
			shape[d] = offs[d] >= in->shape[d] ? 0 : in->shape[d] - offs[d];
			t->clamped = true;
		}
		if (offs[d] < 0 || shape[d] < 0 || offs[d] > in->shape[d] || shape[d] > in->shape[d] - offs[d])
			return fail(x, call->span, "tensor.slice: window [%lld, +%lld) of dim %u is outside "
				    "its extent %lld", (long long)offs[d], (long long)shape[d], d,
				    (long long)in->shape[d]);
		t->off += offs[d] * in->stride[d];
		t->shape[d] = shape[d];
	}
	/* drop_dims: unit axes of the window erased */
	int64_t drops[RT_MAX_RANK];
	uint32_t nd = 0;
	if (a.n >= 5 && a.v[4]->kind == EX_LIST && a.v[4]->u.list.n &&
	    !eval_ints(x, a.v[4], drops, RT_MAX_RANK, &nd))
		return false;
	int k = 0;
	for (int d = 0; d < t->rank; d++) {
		bool drop = false;
		for (uint32_t i = 0; i < nd; i++)
			drop |= drops[i] == d || drops[i] + t->rank == d;
		if (drop && t->shape[d] != 1)
			return fail(x, a.v[4]->span, "tensor.slice: drop_dims names dim %d of extent %lld, not 1", d,
				    (long long)t->shape[d]);
		if (drop)
			continue;
		t->shape[k] = t->shape[d];
		t->stride[k++] = t->stride[d];
	}
	t->rank = k;
	*out = (struct value){.kind = V_TENSOR, .u.t = t};
	return true;
}

static bool op_reshape(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *in = NULL;
	int64_t shape[RT_MAX_RANK];
	uint32_t ns;
	if (a.n < 2 || !tensor_arg(x, a.v[0], &in) || !eval_ints(x, a.v[1], shape, RT_MAX_RANK, &ns))
		return a.n < 2 ? fail(x, call->span, "%s needs a shape", spec_ops[call->u.call.op].name) : false;
	const char *what = spec_ops[call->u.call.op].name;
	if (is_fp4(in))
		return fail(x, call->span, "%s of an FP4 tensor (held as x2 carriers)", what);
	uint64_t n = 1;
	for (uint32_t d = 0; d < ns; d++)
		n *= (uint64_t)shape[d];
	if (!view_dense(in) || n != view_count(in))
		return fail(x, call->span, "%s of a view that is not one dense block of %llu elements", what,
			    (unsigned long long)n);
	struct tensor *t = ARENA_NEW(&x->a, struct tensor);
	t->buf = in->buf;
	t->off = in->off;
	t->rank = (int)ns;
	int64_t st = 1;
	for (int d = (int)ns - 1; d >= 0; d--) {
		t->shape[d] = shape[d];
		t->stride[d] = st;
		st *= shape[d];
	}
	*out = (struct value){.kind = V_TENSOR, .u.t = t};
	return true;
}

/* Submits host job j of the call: it reads the n tensors of `reads` and writes w. */
static void submit_host(struct ex *x, struct job *j, const struct expr *call, const char *name,
			const struct tensor *const *reads, int n, const struct tensor *w)
{
	struct accs acc = {0};
	struct ids deps = {0};
	j->blocks = 1;
	j->name = name;
	j->at = call->span;
	for (int i = 0; i < n; i++)
		acc_add(&acc, reads[i], false);
	acc_add(&acc, w, true);
	submit(x, j, &acc, &deps);
}

/* The input, index and source operands of a scatter. */
static bool scatter_args(struct ex *x, const struct expr *call, struct tensor **in, struct tensor **ix,
			 struct tensor **src)
{
	struct expr_list a = call->u.call.args;
	if (a.n < 3)
		return fail(x, call->span, "%s needs an input, an index and a source", spec_ops[call->u.call.op].name);
	return tensor_arg(x, a.v[0], in) && tensor_arg(x, a.v[1], ix) && tensor_arg(x, a.v[2], src);
}

/* A view of in's elements with axes a and b (extents and strides) swapped. */
static struct tensor *swap_axes(struct ex *x, const struct tensor *in, int a, int b)
{
	struct tensor *t = ARENA_NEW(&x->a, struct tensor);
	*t = *in;
	t->shape[a] = in->shape[b], t->stride[a] = in->stride[b];
	t->shape[b] = in->shape[a], t->stride[b] = in->stride[a];
	return t;
}

/* The tensor and the two integers the call's first three operands give (two axes, two
 * extents: `need` names them). */
static bool tensor_and_two(struct ex *x, const struct expr *call, struct tensor **t, int64_t v[2],
			   const char *need)
{
	struct expr_list a = call->u.call.args;
	if (a.n < 3)
		return fail(x, call->span, "%s needs %s", spec_ops[call->u.call.op].name, need);
	return tensor_arg(x, a.v[0], t) && eval_int(x, a.v[1], &v[0]) && eval_int(x, a.v[2], &v[1]);
}

/* tensor.transpose(input, axis1, axis2[, valid_shape]): a view of the same elements with
 * the two axes' extents and strides swapped (the valid_shape is the type's alone). */
static bool op_transpose(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *in = NULL;
	int64_t ax[2];
	if (!tensor_and_two(x, call, &in, ax, "two axes"))
		return false;
	for (int i = 0; i < 2; i++) {
		if (ax[i] < 0)
			ax[i] += in->rank;
		if (ax[i] < 0 || ax[i] >= in->rank)
			return fail(x, a.v[1 + i]->span, "tensor.transpose: axis %lld of a %d-dim tensor",
				    (long long)ax[i], in->rank);
	}
	if (is_fp4(in) && ax[0] != ax[1] && (ax[0] == in->rank - 1 || ax[1] == in->rank - 1))
		return fail(x, call->span, "tensor.transpose that moves the packed last axis of an FP4 tensor");
	*out = (struct value){.kind = V_TENSOR, .u.t = swap_axes(x, in, (int)ax[0], (int)ax[1])};
	return true;
}

/* tensor.view(input[, shape], layout=): as the reference's orchestration lowers it, a new
 * shape of an ND tensor is a reshape of its elements, and the same layout without a shape
 * is the tensor itself, and a change between ND and DN without a shape swaps the last two
 * axes (the type swaps them too). */
static bool op_view(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	const struct type *st = a.n ? ir_expr_type(a.v[0]) : NULL;
	const struct kwval *lay = ir_call_kwarg(call, "layout");
	int from = st && st->tview ? st->tview->layout : TLY_ND;
	int to = lay && lay->present ? (int)lay->i : from;
	bool shaped = a.n >= 2 && a.v[1]->kind == EX_LIST && a.v[1]->u.list.n;
	if (!a.n)
		return fail(x, call->span, "tensor.view needs a tensor");
	if (to != from && shaped)
		return fail(x, call->span, "tensor.view with both a new shape and a new layout in an "
			    "orchestration function (a runtime reshape is row-major; view it in the kernel)");
	if (shaped) {
		if (from != TLY_ND)
			return fail(x, call->span, "tensor.view with a new shape of a tensor whose layout is not "
				    "ND (a reshape of its elements is row-major)");
		return op_reshape(x, call, out);
	}
	struct value v;
	if (!eval(x, a.v[0], &v))
		return false;
	if (v.kind != V_TENSOR)
		return fail(x, a.v[0]->span, "a tensor was expected here");
	*out = v;
	if (to == from)
		return true;
	/* ND <-> DN: the last two axes swapped (the type swaps the shape's last two) */
	int r = v.u.t->rank;
	if (r < 2 || is_fp4(v.u.t))
		return fail(x, call->span, "tensor.view that changes the layout of a %s",
			    r < 2 ? "tensor of rank < 2" : "packed FP4 tensor");
	out->u.t = swap_axes(x, v.u.t, r - 2, r - 1);
	return true;
}

/* tensor.scatter(input, index, src, dim=-1): a new tensor, input with the elements of
 * src written at the columns of their rows the index names (torch.scatter along the
 * last dim of a 2-D input), filled by a host task. */
static bool op_scatter(struct ex *x, const struct expr *call, struct value *out)
{
	struct tensor *in = NULL, *ix = NULL, *src = NULL;
	if (!scatter_args(x, call, &in, &ix, &src))
		return false;
	if (in->rank != 2 || ix->rank != 2 || src->rank != 2 || is_fp4(in) || rt_dtype_is_float(ix->buf->arr->dtype))
		return fail(x, call->span, "tensor.scatter of a %d-dim input by a %d-dim index (2-D, an integer "
			    "index)", in->rank, ix->rank);
	if (ix->shape[0] > in->shape[0] || ix->shape[0] > src->shape[0] || ix->shape[1] > src->shape[1])
		return fail(x, call->span, "tensor.scatter: the index [%lld, %lld] exceeds the input's rows or the "
			    "source [%lld, %lld]", (long long)ix->shape[0], (long long)ix->shape[1],
			    (long long)src->shape[0], (long long)src->shape[1]);
	struct tensor *dst = new_tensor(x, call, in->buf->arr->dtype, 2, in->shape);
	if (!dst)
		return false;
	struct job *j = xcalloc(1, sizeof *j);
	j->host_scatter_elems = true;
	j->in = *in;
	j->src = *src;
	j->idx = *ix;
	j->dst = *dst;
	submit_host(x, j, call, "tensor.scatter", (const struct tensor *[]){in, src, ix}, 3, dst);
	*out = (struct value){.kind = V_TENSOR, .u.t = dst};
	return true;
}

/* tensor.scatter_update(input, index, src, dim=-2): input seen as rows of its last dim
 * (a [rows, d] or [blocks, block_size, 1, d] tensor), row index[i, j] of it becomes row
 * i * s + j of src (s: the index's second extent), in place; the result is input. */
static bool op_scatter_update(struct ex *x, const struct expr *call, struct value *out)
{
	struct tensor *in = NULL, *ix = NULL, *src = NULL;
	if (!scatter_args(x, call, &in, &ix, &src))
		return false;
	if (in->rank < 1 || src->rank < 1 || ix->rank != 2)
		return fail(x, call->span, "tensor.scatter_update of a %d-dim input by a %d-dim index", in->rank,
			    ix->rank);
	if (is_fp4(in) || rt_dtype_is_float(ix->buf->arr->dtype))
		return fail(x, call->span, "tensor.scatter_update of an FP4 input or by a float index");
	int64_t d = in->shape[in->rank - 1];
	uint64_t rows = view_count(ix);
	if (src->shape[src->rank - 1] != d || view_count(src) != rows * (uint64_t)d)
		return fail(x, call->span, "tensor.scatter_update: the source holds %llu elements, not the "
			    "%llu rows of %lld the index names", (unsigned long long)view_count(src),
			    (unsigned long long)rows, (long long)d);
	struct job *j = xcalloc(1, sizeof *j);
	j->host_scatter = true;
	j->src = *src;
	j->idx = *ix;
	j->dst = *in;
	submit_host(x, j, call, "tensor.scatter_update", (const struct tensor *[]){src, ix}, 2, in);
	*out = (struct value){.kind = V_TENSOR, .u.t = in};
	return true;
}

/* tensor.assemble(target, source, offsets): source copied into target's window (a source
 * of lower rank as the target's trailing dims). */
static bool op_assemble(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *dst = NULL, *src = NULL;
	int64_t offs[RT_MAX_RANK];
	uint32_t no;
	if (a.n < 3 || !tensor_arg(x, a.v[0], &dst) || !tensor_arg(x, a.v[1], &src) ||
	    !eval_ints(x, a.v[2], offs, RT_MAX_RANK, &no))
		return a.n < 3 ? fail(x, call->span, "tensor.assemble needs offsets") : false;
	if (no != (uint32_t)dst->rank || src->rank > dst->rank)
		return fail(x, call->span, "tensor.assemble of a %d-dim tensor into a %d-dim one at %u offsets",
			    src->rank, dst->rank, no);
	/* the elements are copied unconverted, as a tstore moves them */
	int sdt = src->buf->arr->dtype, ddt = dst->buf->arr->dtype;
	if (sdt != ddt && (rt_dtype_size(sdt) != rt_dtype_size(ddt) || is_fp4(src) || is_fp4(dst)))
		return fail(x, call->span, "tensor.assemble of a %s tensor into a %s one: their element sizes differ",
			    rt_dtype_mlir(sdt), rt_dtype_mlir(ddt));
	if (is_fp4(dst) && no && !to_carriers(x, call->span, &offs[no - 1], "a tensor.assemble offset"))
		return false;
	struct job *j = xcalloc(1, sizeof *j);
	j->host_copy = true;
	/* a source of lower rank fills the target's trailing dims (its leading ones of 1) */
	int lead = dst->rank - src->rank;
	j->src = *src;
	j->src.rank = dst->rank;
	for (int d = dst->rank - 1; d >= 0; d--) {
		j->src.shape[d] = d < lead ? 1 : src->shape[d - lead];
		j->src.stride[d] = d < lead ? 0 : src->stride[d - lead];
	}
	src = &j->src;
	j->dst = *dst;
	for (uint32_t d = 0; d < no; d++) {
		if (offs[d] < 0 || offs[d] > dst->shape[d] || src->shape[d] > dst->shape[d] - offs[d]) {
			free(j);
			return fail(x, call->span, "tensor.assemble: the source does not fit dim %u of the "
				    "target at offset %lld", d, (long long)offs[d]);
		}
		j->dst.off += offs[d] * dst->stride[d];
		j->dst.shape[d] = src->shape[d];
	}
	submit_host(x, j, call, "tensor.assemble", (const struct tensor *[]){&j->src}, 1, &j->dst);
	*out = (struct value){.kind = V_TENSOR, .u.t = dst};
	return true;
}

/* tensor.concat(src0, src1): a new [R, C0 + C1] tensor of two 2-D tensors of R rows,
 * src0 in its first C0 columns and src1 in the rest (tile.concat's result), filled by a
 * host copy of each. */
static bool op_concat(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *s[2] = {NULL, NULL};
	if (a.n < 2 || !tensor_arg(x, a.v[0], &s[0]) || !tensor_arg(x, a.v[1], &s[1]))
		return a.n < 2 ? fail(x, call->span, "tensor.concat needs two tensors") : false;
	if (s[0]->rank != 2 || s[1]->rank != 2 || s[0]->shape[0] != s[1]->shape[0] ||
	    s[0]->buf->arr->dtype != s[1]->buf->arr->dtype)
		return fail(x, call->span, "tensor.concat of two 2-D tensors of one dtype and row count");
	if (is_fp4(s[0]))
		return fail(x, call->span, "tensor.concat of FP4 tensors (the runtime holds two elements a byte)");
	int64_t shape[2] = {s[0]->shape[0], s[0]->shape[1] + s[1]->shape[1]};
	struct tensor *dst = new_tensor(x, call, s[0]->buf->arr->dtype, 2, shape);
	if (!dst)
		return false;
	int64_t col = 0;
	for (int k = 0; k < 2; k++) {
		struct job *j = xcalloc(1, sizeof *j);
		j->host_copy = true;
		j->src = *s[k];
		j->dst = *dst;
		j->dst.off += col * dst->stride[1];
		j->dst.shape[1] = s[k]->shape[1];
		col += s[k]->shape[1];
		submit_host(x, j, call, "tensor.concat", (const struct tensor *[]){&j->src}, 1, &j->dst);
	}
	*out = (struct value){.kind = V_TENSOR, .u.t = dst};
	return true;
}

/* tensor.set_validshape(t, valid_rows, valid_cols): t itself; the valid extents, each
 * within its dim of the 2-D tensor, are its type's alone (no data moves). */
static bool op_set_validshape(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *t = NULL;
	int64_t v[2];
	if (!tensor_and_two(x, call, &t, v, "a tensor and two extents"))
		return false;
	if (t->rank != 2)
		return fail(x, call->span, "tensor.set_validshape of a %d-dim tensor", t->rank);
	for (int k = 0; k < 2; k++)
		if (v[k] < 0 || v[k] > t->shape[k])
			return fail(x, a.v[1 + k]->span, "tensor.set_validshape: valid extent %lld of dim %d is "
				    "outside [0, %lld]", (long long)v[k], k, (long long)t->shape[k]);
	*out = (struct value){.kind = V_TENSOR, .u.t = t};
	return true;
}

/* tensor.reinterpret_view(input[, shape], dtype=): the input's bytes seen as elements of
 * dtype, through an alias of its buffer: the input's view with its last dim (of stride 1)
 * scaled by the byte ratio, or the given shape laid row-major over a dense input. */
static bool op_reinterpret_view(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *in = NULL;
	if (!a.n || !tensor_arg(x, a.v[0], &in))
		return a.n ? false : fail(x, call->span, "tensor.reinterpret_view needs a tensor");
	const struct type *rty = ir_expr_type(call);
	int dt = rty->dtype;
	if (is_fp4(in) || dt == DT_FP4)
		return fail(x, call->span, "tensor.reinterpret_view to or from FP4 (the runtime holds two "
			    "elements a byte)");
	int64_t os = rt_dtype_size(in->buf->arr->dtype), ns = rt_dtype_size(dt);
	struct tensor *t = ARENA_NEW(&x->a, struct tensor);
	*t = *in;
	bool shaped = a.n >= 2 && a.v[1] && a.v[1]->kind == EX_LIST && a.v[1]->u.list.n;
	if (shaped) {
		uint32_t n;
		if (!eval_ints(x, a.v[1], t->shape, RT_MAX_RANK, &n))
			return false;
		uint64_t want = 1;
		for (uint32_t d = 0; d < n; d++)
			want *= (uint64_t)t->shape[d];
		if (!view_dense(in) || want * (uint64_t)ns != view_count(in) * (uint64_t)os)
			return fail(x, call->span, "tensor.reinterpret_view to a shape of %llu bytes of a view "
				    "that is not one dense block of as many", (unsigned long long)(want * (uint64_t)ns));
		t->rank = (int)n;
		int64_t st = 1;
		for (int d = (int)n - 1; d >= 0; d--) {
			t->stride[d] = st;
			st *= t->shape[d];
		}
	} else {
		int r = in->rank;
		bool ok = r > 0 && (in->shape[r - 1] <= 1 || in->stride[r - 1] == 1) &&
			  in->shape[r - 1] * os % ns == 0;
		for (int d = 0; ok && d < r - 1; d++)
			ok = in->stride[d] * os % ns == 0;
		if (!ok)
			return fail(x, call->span, "tensor.reinterpret_view of a view whose rows are not whole "
				    "%s elements", dtype_infos[dt].name);
		t->shape[r - 1] = in->shape[r - 1] * os / ns;
		for (int d = 0; d < r - 1; d++)
			t->stride[d] = in->stride[d] * os / ns;
	}
	if (in->off * os % ns)
		return fail(x, call->span, "tensor.reinterpret_view of a view that does not start on a whole "
			    "%s element", dtype_infos[dt].name);
	t->off = in->off * os / ns;
	struct rt_array *al = xcalloc(1, sizeof *al);
	*al = *in->buf->arr;
	al->dtype = dt;
	al->rank = 1;
	al->count = in->buf->arr->count * (size_t)os / (size_t)ns;
	al->shape[0] = (int64_t)al->count;
	struct buffer *b = xcalloc(1, sizeof *b);
	*b = *in->buf;
	b->arr = al;
	b->owned = false;
	b->alias = true;
	b->base_size = in->buf->alias ? in->buf->base_size : (uint32_t)os;
	ARRAY_RESERVE(x->bufs, x->n_bufs, x->cap_bufs, 16);
	x->bufs[x->n_bufs++] = b;
	t->buf = b;
	*out = (struct value){.kind = V_TENSOR, .u.t = t};
	return true;
}

/* tensor.gather(input, index, dim=): a new tensor of the index's shape, filled by a
 * host task that reads the input and the index. */
static bool op_gather(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *src = NULL, *ix = NULL;
	if (a.n < 2 || !tensor_arg(x, a.v[0], &src) || !tensor_arg(x, a.v[1], &ix))
		return a.n < 2 ? fail(x, call->span, "tensor.gather needs an input and an index") : false;
	int ki = ir_kwarg_index(call->u.call.op, "dim");
	int64_t dim = ki >= 0 ? call->u.call.kwargs[ki].i : 0;
	if (dim < 0)
		dim += src->rank;
	if (src->rank == 0 || ix->rank != src->rank || dim < 0 || dim >= src->rank)
		return fail(x, call->span, "tensor.gather along dim %lld of a %d-dim input by a %d-dim index",
			    (long long)dim, src->rank, ix->rank);
	if (is_fp4(src) || rt_dtype_is_float(ix->buf->arr->dtype))
		return fail(x, call->span, "tensor.gather of an FP4 input or by a float index");
	for (int d = 0; d < src->rank; d++)
		if (d != dim && ix->shape[d] > src->shape[d])
			return fail(x, call->span, "tensor.gather: dim %d of the index (%lld) exceeds the input's "
				    "(%lld)", d, (long long)ix->shape[d], (long long)src->shape[d]);
	struct tensor *dst = new_tensor(x, call, src->buf->arr->dtype, ix->rank, ix->shape);
	if (!dst)
		return false;
	struct job *j = xcalloc(1, sizeof *j);
	j->host_gather = true;
	j->src = *src;
	j->idx = *ix;
	j->dst = *dst;
	j->gdim = (int)dim;
	submit_host(x, j, call, "tensor.gather", (const struct tensor *[]){src, ix}, 2, dst);
	*out = (struct value){.kind = V_TENSOR, .u.t = dst};
	return true;
}

/* The element of t at `indices` (a list expression): its index in the buffer. */
static bool element(struct ex *x, const struct expr *call, const struct tensor *t, const struct expr *l,
		    uint64_t *at)
{
	int64_t idx[RT_MAX_RANK];
	uint32_t n;
	if (!eval_ints(x, l, idx, RT_MAX_RANK, &n))
		return false;
	if (n != (uint32_t)t->rank)
		return fail(x, call->span, "%u indices into a %d-dim tensor", n, t->rank);
	if (is_fp4(t))
		return fail(x, call->span, "one element of an FP4 tensor (the runtime holds two a byte)");
	int64_t e = t->off;
	for (uint32_t d = 0; d < n; d++) {
		if (idx[d] < 0 || idx[d] >= t->shape[d])
			return fail(x, call->span, "index %lld is outside dim %u of extent %lld", (long long)idx[d],
				    d, (long long)t->shape[d]);
		e += idx[d] * t->stride[d];
	}
	*at = (uint64_t)e;
	return true;
}

static bool op_read(struct ex *x, const struct expr *call, struct value *out)
{
	struct tensor *t = NULL;
	uint64_t at;
	if (call->u.call.args.n < 2 || !tensor_arg(x, call->u.call.args.v[0], &t) ||
	    !element(x, call, t, call->u.call.args.v[1], &at))
		return call->u.call.args.n < 2 ? fail(x, call->span, "tensor.read needs indices") : false;
	/* the tasks writing the element first */
	sch_wait_writers(x->sch, t->buf->id, at, at + 1);
	const struct rt_array *a = t->buf->arr;
	*out = rt_dtype_is_float(a->dtype) ? vfloat(rt_array_get_f(a, at), (enum dtype)a->dtype)
					    : vint(rt_array_get_i(a, at), (enum dtype)a->dtype);
	return true;
}

static bool op_write(struct ex *x, const struct expr *call, struct value *out)
{
	struct expr_list a = call->u.call.args;
	struct tensor *t = NULL;
	uint64_t at;
	struct value v;
	if (a.n < 3 || !tensor_arg(x, a.v[0], &t) || !element(x, call, t, a.v[1], &at) || !eval(x, a.v[2], &v))
		return a.n < 3 ? fail(x, call->span, "tensor.write needs indices and a value") : false;
	if (!is_number(&v))
		return fail(x, a.v[2]->span, "tensor.write writes a number");
	struct job *j = xcalloc(1, sizeof *j);
	j->host_write = true;
	j->dst = *t;
	j->wr_index = at;
	j->wr_value = v;
	j->blocks = 1;
	j->name = "tensor.write";
	j->at = call->span;
	struct accs acc = {0};
	struct ids deps = {0};
	uint64_t lo = at, hi = at + 1;
	base_range(t->buf, &lo, &hi);
	ARRAY_RESERVE(acc.v, acc.n, acc.cap, 1);
	acc.v[acc.n++] = (struct sch_access){t->buf->id, lo, hi, true};
	submit(x, j, &acc, &deps);
	*out = (struct value){.kind = V_TENSOR, .u.t = t};
	return true;
}

static bool op_dim(struct ex *x, const struct expr *call, struct value *out)
{
	struct tensor *t = NULL;
	int64_t axis;
	if (call->u.call.args.n < 2 || !tensor_arg(x, call->u.call.args.v[0], &t) ||
	    !eval_int(x, call->u.call.args.v[1], &axis))
		return call->u.call.args.n < 2 ? fail(x, call->span, "tensor.dim needs an axis") : false;
	if (axis < 0)
		axis += t->rank;
	if (axis < 0 || axis >= t->rank)
		return fail(x, call->span, "axis %lld of a %d-dim tensor", (long long)axis, t->rank);
	/* a constant extent of the type, as the reference's orchestration emits it (a window
	 * clamped at its source's edge keeps it), else the runtime's */
	const struct type *ty = ir_expr_type(call->u.call.args.v[0]);
	int64_t c;
	if (ty && ty->kind == TY_TENSOR && (int)ty->shape.n == t->rank && ir_expr_is_const_int(ty->shape.v[axis], &c))
		*out = vint(c, DT_INDEX);
	else
		*out = vint(t->shape[axis] * (is_fp4(t) && axis == t->rank - 1 ? 2 : 1), DT_INDEX);
	return true;
}

static bool op_array(struct ex *x, const struct expr *call, struct value *out)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	struct expr_list a = call->u.call.args;
	if (op->type_rule.kind == TR_array_create) {
		int64_t n;
		if (!a.n || !eval_int(x, a.v[0], &n))
			return a.n ? false : fail(x, call->span, "array.create needs an extent");
		if (n < 0 || n > (1 << 24))
			return fail(x, call->span, "array.create of %lld elements", (long long)n);
		const struct type *t = ir_expr_type(call);
		struct seq *s = new_seq(x, (uint32_t)n);
		for (uint32_t i = 0; i < s->n; i++)
			s->v[i] = t->dtype == DT_TASK_ID ? (struct value){.kind = V_TASK, .dtype = DT_TASK_ID, .u.i = -1}
				  : vint(0, (enum dtype)t->dtype);
		*out = (struct value){.kind = V_ARRAY, .dtype = t->dtype, .u.s = s};
		return true;
	}
	struct value arr;
	int64_t i;
	if (a.n < 2 || !eval(x, a.v[0], &arr) || !eval_int(x, a.v[1], &i))
		return a.n < 2 ? fail(x, call->span, "an array op needs an array and an index") : false;
	if (arr.kind != V_ARRAY)
		return fail(x, a.v[0]->span, "an array was expected here");
	if (i < 0 || (uint64_t)i >= arr.u.s->n)
		return fail(x, a.v[1]->span, "index %lld is outside the %u-element array", (long long)i, arr.u.s->n);
	if (a.n == 2) {
		*out = arr.u.s->v[i];
		return true;
	}
	/* update_element: in place (its result is the same array) */
	struct value v;
	if (!eval(x, a.v[2], &v))
		return false;
	arr.u.s->v[i] = v;
	*out = arr;
	return true;
}

/* The core type named `name` (an op's orch.cores), or CORE_COUNT. */
static enum core_type core_type_named(const char *name)
{
	for (int c = 0; c < CORE_COUNT; c++)
		if (strcmp(core_type_names[c], name) == 0)
			return (enum core_type)c;
	return CORE_COUNT;
}

static bool op_task(struct ex *x, const struct expr *call, struct value *out)
{
	const struct type *t = ir_expr_type(call);
	const struct spec_op *op = &spec_ops[call->u.call.op];
	struct expr_list a = call->u.call.args;
	if (op->orch_cores) { /* a launch-shape query: the device's count of those cores */
		enum core_type c = core_type_named(op->orch_cores);
		unsigned n = c == CORE_COUNT ? 0 : be_core_count(x->o->backend, c);
		if (!n)
			return fail(x, call->span, "%s: the backend models no %s cores", op->name, op->orch_cores);
		*out = vint((int64_t)n, (enum dtype)t->dtype);
		return true;
	}
	if (t->kind == TY_SCALAR && t->dtype == DT_BOOL) { /* task_is_valid */
		struct value v;
		if (!a.n || !eval(x, a.v[0], &v))
			return a.n ? false : fail(x, call->span, "task_is_valid needs a task id");
		*out = vbool(v.kind == V_TASK && v.u.i >= 0);
		return true;
	}
	if (t->kind != TY_SCALAR || t->dtype != DT_TASK_ID)
		return fail(x, call->span, "the executor does not run %s in an orchestration function",
			    spec_ops[call->u.call.op].name);
	if (!a.n) { /* task_invalid */
		*out = (struct value){.kind = V_TASK, .dtype = DT_TASK_ID, .u.i = -1};
		return true;
	}
	/* task_dummy(deps=[...]): a task that only waits */
	struct ids deps = {0};
	struct accs acc = {0};
	for (uint32_t i = 0; i < a.n; i++) {
		struct value v;
		if (!eval(x, a.v[i], &v)) {
			free(deps.v);
			return false;
		}
		dep_ids(&v, &deps, 0);
	}
	struct job *j = xcalloc(1, sizeof *j);
	j->blocks = 1;
	j->name = "system.task_dummy";
	j->at = call->span;
	*out = submit(x, j, &acc, &deps);
	return true;
}

/* pld.system.wait in an orchestration function: the host waits until the element of the
 * signal compares true.  Only a kernel that communicates can write a rank's window, and
 * such kernels run on every rank together (kernel_call), so a wait the element does not
 * meet when the rank reaches it can never be met: a deadlock. */
static bool host_wait(struct ex *x, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	struct tensor *t = NULL;
	uint64_t at;
	int64_t want;
	if (a.n < 3)
		return fail(x, call->span, "%s needs a signal, offsets and a value", spec_ops[call->u.call.op].name);
	if (!tensor_arg(x, a.v[0], &t) || !element(x, call, t, a.v[1], &at) || !eval_int(x, a.v[2], &want))
		return false;
	int ki = ir_kwarg_index(call->u.call.op, "cmp");
	const struct spec_enum_value *ev =
		ki >= 0 ? ir_enum_value(spec_ops[call->u.call.op].kwargs[ki].enum_id, call->u.call.kwargs[ki].i) : NULL;
	const char *cmp = ev ? (ev->pto ? ev->pto : ev->name) : NULL;
	int mode = cmp ? rt_cmp_parse(cmp) : -1;
	if (mode < 0)
		return fail(x, call->span, "%s: an unknown cmp", spec_ops[call->u.call.op].name);
	sch_wait_writers(x->sch, t->buf->id, at, at + 1);
	double v = rt_array_get_f(t->buf->arr, at), w = (double)want;
	if (!rt_cmp_vals(mode, v, w))
		return fail(x, call->span, "deadlock: %s waits for element %llu of '%.*s' to be %s %lld (it is %.9g); "
			    "only a kernel that communicates writes a rank's window, and those run on every rank "
			    "together, so none can run while this rank waits", spec_ops[call->u.call.op].name,
			    (unsigned long long)at, t->buf->name ? t->buf->name_len : 1, t->buf->name ? t->buf->name : "?",
			    cmp, (long long)want, v);
	return true;
}

/* An op of the distributed runtime (its spec's comm_role): the communication context,
 * this rank and the world size, a host wait. */
static bool op_comm(struct ex *x, const struct expr *call, struct value *out)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	const struct type *t = ir_expr_type(call);
	enum dtype dt = t && t->kind == TY_SCALAR ? (enum dtype)t->dtype : DT_INT64;
	if (strcmp(op->comm_role, "CommCtx") == 0)
		*out = (struct value){.kind = V_CTX};
	else if (strcmp(op->comm_role, "Rank") == 0)
		*out = vint(x->rank, dt);
	else if (strcmp(op->comm_role, "NRanks") == 0 || strcmp(op->comm_role, "WorldSize") == 0)
		*out = vint(x->world, dt);
	else if (strcmp(op->comm_role, "Wait") == 0)
		return host_wait(x, call);
	else
		return fail(x, call->span, "the executor does not run %s in an orchestration function", op->name);
	return true;
}

static bool call_op(struct ex *x, const struct expr *call, struct value *out)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	bool tensor_op = strcmp(op->op_category, "TensorOp") == 0;
	if (op->type_rule.kind == TR_tensor_create || (tensor_op && op_full(call)))
		return op_create(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_slice)
		return op_slice(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_reshape)
		return op_reshape(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_assemble)
		return op_assemble(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_gather)
		return op_gather(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_concat)
		return op_concat(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_set_validshape)
		return op_set_validshape(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_reinterpret_view)
		return op_reinterpret_view(x, call, out);
	if (tensor_op && op->type_rule.kind == TR_transpose)
		return op_transpose(x, call, out);
	if (op->emit == EK_tensor_view)
		return op_view(x, call, out);
	if (strcmp(op->name, "tensor.scatter_update") == 0)
		return op_scatter_update(x, call, out);
	if (strcmp(op->name, "tensor.scatter") == 0)
		return op_scatter(x, call, out);
	switch (op->emit) {
	case EK_tensor_read: return op_read(x, call, out);
	case EK_tensor_write: return op_write(x, call, out);
	case EK_tensor_dim: return op_dim(x, call, out);
	default: break;
	}
	if (strcmp(op->op_category, "ArrayOp") == 0)
		return op_array(x, call, out);
	if (strcmp(op->op_category, "TaskOp") == 0)
		return op_task(x, call, out);
	if (op->comm_role)
		return op_comm(x, call, out);
	if (tensor_op)
		return fail(x, call->span, "the executor does not run %s in an orchestration function: the reference's "
			    "orchestration has no form for it either; it belongs in a kernel (an InCore "
			    "function, or a `with pl.at(level=pl.Level.CORE_GROUP):` scope the passes "
			    "outline into one)", op->name);
	return fail(x, call->span, "the executor does not run %s in an orchestration function", op->name);
}

/* ---- calls -------------------------------------------------------------------------- */

static bool is_kernel_kind(const struct function *f)
{
	return f->kind == FK_AIC || f->kind == FK_AIV || f->kind == FK_InCore;
}

/* A kernel call found in a wrapper: the kernel and its argument values. */
struct mref {
	const struct function *f;
	struct value *args;
	struct span at;
};

struct mrefs {
	struct mref v[8];
	int n;
};

/* A new zeroed tensor for an output a submission leaves to the runtime (the
 * parser gives it only when the type has a constant shape). */
static bool runtime_out(struct ex *x, const struct expr *e, struct value *out)
{
	const struct type *t = ir_expr_type(e);
	int64_t shape[RT_MAX_RANK];
	if (t->kind != TY_TENSOR || t->shape.n > RT_MAX_RANK)
		return fail(x, e->span, "an output the runtime allocates of more than %d dims", RT_MAX_RANK);
	for (uint32_t d = 0; d < t->shape.n; d++)
		if (!eval_int(x, t->shape.v[d], &shape[d]))
			return false;
	char err[160];
	struct rt_array *a = rt_array_try_new(t->dtype, (int)t->shape.n, shape, err, sizeof err);
	if (!a)
		return fail(x, e->span, "the output the runtime allocates: %s", err);
	*out = (struct value){.kind = V_TENSOR, .u.t = whole(x, new_buffer(x, a, true))};
	return true;
}

static bool eval_args(struct ex *x, const struct expr *call, struct value **out)
{
	struct expr_list a = call->u.fcall.args;
	*out = ARENA_ARRAY(&x->a, struct value, a.n + 1);
	for (uint32_t i = 0; i < a.n; i++)
		if (!(ir_is_runtime_out(a.v[i]) ? runtime_out(x, a.v[i], &(*out)[i]) : eval(x, a.v[i], &(*out)[i])))
			return false;
	return true;
}

/* The kernels wrapper w (a Group or Spmd function) runs for arguments args. */
static bool wrapper_members(struct ex *x, const struct function *w, struct value *args, struct mrefs *out,
			    int depth)
{
	if (depth > 8)
		return fail(x, w->span, "wrappers nest too deep");
	for (uint32_t i = 0; i < w->n_params; i++)
		x->env[w->params[i].var->id] = args[i];
	for (uint32_t i = 0; i < w->body.n; i++) {
		const struct stmt *s = w->body.v[i];
		const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		if (!e || e->kind != EX_FCALL || !e->u.fcall.callee)
			continue;
		const struct function *g = e->u.fcall.callee;
		struct value *a;
		if (!eval_args(x, e, &a))
			return false;
		if (g->kind == FK_Group || g->kind == FK_Spmd) {
			if (!wrapper_members(x, g, a, out, depth + 1))
				return false;
		} else if (is_kernel_kind(g)) {
			if (out->n == 8)
				return fail(x, w->span, "'%s' runs more than 8 kernels", w->name);
			out->v[out->n++] = (struct mref){g, a, e->span};
		}
	}
	return true;
}

static bool fn_attr_bool(const struct function *f, const char *key)
{
	const struct expr *v = ad_attr(f->attrs, key);
	return v && v->kind == EX_BOOL && v->u.b;
}

/* The result of a call of f with arguments args: what each return position writes back
 * into (return lineage), else the Out/InOut parameters in order; a scalar is 0.  A function
 * declared without results that still returns its parameters (`return out` under no
 * annotation, which the front end accepts) gives the arguments of those parameters. */
static struct value call_results(struct ex *x, const struct function *f, const struct value *args,
				 uint32_t nargs)
{
	uint32_t n = 0;
	const int32_t *map = rl_returned_params(x->rl, f, &n);
	if (!f->n_rets) {
		if (!n)
			return (struct value){0};
		struct seq *s = new_seq(x, n);
		for (uint32_t k = 0; k < n; k++)
			s->v[k] = map[k] >= 0 && (uint32_t)map[k] < nargs ? args[map[k]] : (struct value){0};
		return n == 1 ? s->v[0] : (struct value){.kind = V_TUPLE, .u.s = s};
	}
	const uint8_t *eff = ad_effective(x->ad, f);
	struct seq *s = new_seq(x, f->n_rets);
	uint32_t next_out = 0;
	for (uint32_t k = 0; k < f->n_rets; k++) {
		if (f->rets[k]->kind == TY_SCALAR) {
			/* a scalar a task returns never reaches the orchestration: 0, as
			 * the orchestration C++ reads it (the reference's untraced default) */
			enum dtype dt = (enum dtype)f->rets[k]->dtype;
			s->v[k] = rt_dtype_is_float(dt) ? vfloat(0, dt) : vint(0, dt);
			continue;
		}
		int32_t idx = k < n ? map[k] : -1;
		if (idx < 0) {
			while (next_out < f->n_params && eff[next_out] == DIR_IN)
				next_out++;
			idx = next_out < f->n_params ? (int32_t)next_out++ : -1;
		}
		s->v[k] = idx >= 0 && (uint32_t)idx < nargs && f->rets[k]->kind == TY_TENSOR
				  ? args[idx] : (struct value){0};
	}
	return f->n_rets == 1 ? s->v[0] : (struct value){.kind = V_TUPLE, .u.s = s};
}

static bool add_member(struct ex *x, struct job *j, struct accs *acc, const struct mref *r, int lane)
{
	struct kmod *km = kernel(x, r->f, r->at);
	if (!km)
		return false;
	struct member *mb = &j->mem[j->n_mem++];
	mb->km = km;
	mb->lane = lane;
	mb->m = acquire(x, km);
	if (!mb->m)
		return fail(x, r->at, "the .pto of kernel '%s' does not parse", r->f->name);
	if (!bind_member(x, j, mb, r->f, r->args, r->at))
		return false;
	const uint8_t *eff = ad_effective(x->ad, r->f);
	for (uint32_t i = 0; i < r->f->n_params; i++)
		if (r->args[i].kind == V_TENSOR)
			acc_add(acc, r->args[i].u.t, eff[i] != DIR_IN);
	return true;
}

/* Builds the job of a call of kernel or wrapper f: its kernels, how they run together
 * (a Cube and a Vector kernel talking through pipes run as one group), its SPMD blocks. */
static bool kernel_job(struct ex *x, const struct expr *call, const struct function *f, struct value *args,
		       struct job *j, struct accs *acc)
{
	struct mrefs ms = {0};
	if (is_kernel_kind(f)) {
		ms.v[ms.n++] = (struct mref){f, args, call->span};
	} else if (!wrapper_members(x, f, args, &ms, 0)) {
		return false;
	}
	j->blocks = 1;
	const struct expr *cn = ad_launch_core_num(call, f);
	int64_t blocks = 1;
	if (cn && !eval_int(x, cn, &blocks))
		return false;
	if (blocks < 1 || blocks > 65536)
		return fail(x, call->span, "'%s' launches %lld blocks", f->name, (long long)blocks);
	j->blocks = (uint32_t)blocks;
	j->name = f->name;
	j->at = call->span;
	const struct mref *cube = NULL, *vec = NULL;
	int piped = 0;
	for (int i = 0; i < ms.n; i++) {
		struct kmod *km = kernel(x, ms.v[i].f, ms.v[i].at);
		if (!km)
			return false;
		if (km->side == RT_SIDE_CUBE)
			cube = &ms.v[i], piped++;
		else if (km->side == RT_SIDE_VECTOR)
			vec = &ms.v[i], piped++;
	}
	if (piped) {
		if (!cube || !vec || piped != 2 || ms.n != 2)
			return fail(x, call->span, "'%s' runs kernels that talk through cross-core pipes; one "
				    "Cube and one Vector kernel run as a group", f->name);
		struct kmod *vk = kernel(x, vec->f, vec->at);
		int lanes = vk->lanes < 1 ? 1 : vk->lanes;
		if (fn_attr_bool(vec->f, "dual_aiv_dispatch"))
			lanes = 2;
		j->group = true;
		if (!add_member(x, j, acc, cube, -1))
			return false;
		for (int l = 0; l < lanes; l++)
			if (!add_member(x, j, acc, vec, l))
				return false;
		return true;
	}
	if (ms.n > 2)
		return fail(x, call->span, "'%s' runs %d kernels; the executor runs at most two without pipes",
			    f->name, ms.n);
	for (int i = 0; i < ms.n; i++) {
		bool dual = ms.v[i].f->kind == FK_AIV && fn_attr_bool(ms.v[i].f, "dual_aiv_dispatch");
		for (int l = 0; l < (dual ? 2 : 1); l++)
			if (!add_member(x, j, acc, &ms.v[i], dual ? l : -1))
				return false;
	}
	return true;
}

/* The ids a pl.submit's deps=[...] name. */
static bool submit_deps(struct ex *x, const struct expr *call, struct ids *out)
{
	const struct submit *sb = call->u.fcall.submit;
	for (uint32_t i = 0; sb && i < sb->deps.n; i++) {
		struct value v;
		if (!eval(x, sb->deps.v[i], &v))
			return false;
		dep_ids(&v, out, 0);
	}
	return true;
}

/* A submission's dispatch predicate (predicate=...): the element it reads, which the
 * task also waits for. */
static bool submit_predicate(struct ex *x, const struct expr *call, struct job *j, struct accs *acc)
{
	const struct submit *sb = call->u.fcall.submit;
	if (!sb || !sb->predicate)
		return true;
	struct ad_predicate pr;
	struct tensor *t = NULL;
	if (!ad_predicate(sb->predicate, &pr))
		return fail(x, sb->predicate->span, "a predicate must compare one tensor element with an "
			    "integer literal");
	if (!tensor_arg(x, pr.tensor, &t) || !element(x, sb->predicate, t, pr.indices, &j->pred_at))
		return false;
	j->pred_arr = t->buf->arr;
	j->pred_op = pr.op;
	j->pred_target = pr.target;
	uint64_t lo = j->pred_at, hi = j->pred_at + 1;
	base_range(t->buf, &lo, &hi);
	acc_push(acc, (struct sch_access){t->buf->id, lo, hi, false});
	return true;
}

/* A submission's value: the callee's n results, then the task id. */
static struct value with_task_id(struct ex *x, const struct value *res, uint32_t n, struct value tid)
{
	struct seq *s = new_seq(x, n + 1);
	for (uint32_t i = 0; i < n; i++)
		s->v[i] = n == 1 ? *res : res->kind == V_TUPLE && i < res->u.s->n ? res->u.s->v[i]
										  : (struct value){0};
	s->v[n] = tid;
	return (struct value){.kind = V_TUPLE, .u.s = s};
}

/* ---- ranks: kernels that communicate run on every rank together ---------------------- */

/* A run of several ranks (exec_opts.ranks): one interpreter per rank, each on its own
 * thread, of which one runs at a time (the turn), so every run is deterministic and the
 * interpreters share the program, the interner and diag as one would.  A rank runs its
 * orchestration and its own tasks until it calls a kernel that communicates (one with a
 * DistributedTensor or communication-context parameter) or ends; then the next rank
 * runs.  When every rank has reached such a call, the calls run together as the ranks
 * of one rt_run_ranks (a deadlock of theirs is reported at the waiting instruction);
 * every rank must call the same kernel there, in the same order. */
enum { W_RUN, W_GANG, W_DONE };

struct world {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int n, turn; /* turn: the rank whose interpreter runs (-1: all ended) */
	uint8_t st[RT_MAX_WORLD];
	struct ex *x[RT_MAX_WORLD];
	struct job *gang[RT_MAX_WORLD];
	bool gang_ok, failed;
};

static bool job_communicates(const struct job *j)
{
	for (int i = 0; i < j->n_mem; i++)
		if (ir_function_communicates(j->mem[i].km->f))
			return true;
	return false;
}

/* Runs the jobs every rank stopped at (w->gang[r]; first: the lowest rank); a rank
 * whose orchestration has ended instead is an error. */
static bool gang_run(struct world *w, int first)
{
	struct job *j0 = w->gang[first];
	struct ex *x0 = w->x[first];
	for (int r = 0; r < w->n; r++) {
		struct job *j = w->gang[r];
		if (w->st[r] == W_DONE)
			return fail(x0, j0->at, "'%s' communicates across ranks, so every rank runs it together, but "
				    "the orchestration of rank %d ended without calling it", j0->name, r);
		if (strcmp(j->name, j0->name) != 0) {
			fail(w->x[r], j->at, "'%s' communicates across ranks, so every rank runs it together, in the "
			     "same order; rank %d calls '%s' at that point", j->name, first, j0->name);
			diag_note(j0->at, "the call of rank %d", first);
			return false;
		}
		if (j->group || j->n_mem != 1 || j->blocks != j0->blocks || j->pred_arr)
			return fail(w->x[r], j->at, "'%s' communicates across ranks: each rank runs it as one kernel "
				    "(not a cross-core group, a dual dispatch or a predicated task)", j->name);
	}
	for (int r = 0; r < w->n; r++)
		job_begin(w->gang[r]);
	bool ok = true;
	for (uint32_t b = 0; b < j0->blocks && ok; b++) {
		struct rt_member mb[RT_MAX_WORLD];
		for (int r = 0; r < w->n; r++) {
			struct member *m = &w->gang[r]->mem[0];
			job_block(w->gang[r], b);
			mb[r] = (struct rt_member){m->m, m->km->mf, m->binds, -1};
		}
		ok = rt_run_ranks(mb, w->n, &x0->caps) == 0;
		for (int r = 0; r < w->n; r++)
			free_fills(&w->gang[r]->mem[0], NULL, 0, w->gang[r]->mem[0].km->np);
	}
	for (int r = 0; r < w->n; r++)
		if (ok || r == first)
			job_end(w->gang[r], ok);
	return ok;
}

/* Rank `me` stops (at a call that communicates, or at its end; w->mu held): the next
 * rank that runs gets the turn; when none does, the stopped calls run together and the
 * lowest rank resumes. */
static void world_yield(struct world *w, int me)
{
	for (int k = 1; k <= w->n; k++) {
		int r = (me + k) % w->n;
		if (w->st[r] == W_RUN) {
			w->turn = r;
			pthread_cond_broadcast(&w->cv);
			return;
		}
	}
	int first = -1;
	for (int r = 0; r < w->n && first < 0; r++)
		if (w->st[r] == W_GANG)
			first = r;
	w->turn = first;
	if (first >= 0) {
		w->gang_ok = !w->failed && gang_run(w, first);
		w->failed |= !w->gang_ok;
		for (int r = 0; r < w->n; r++)
			if (w->st[r] == W_GANG)
				w->st[r] = W_RUN;
	}
	pthread_cond_broadcast(&w->cv);
}

/* Rank x's call of a kernel that communicates: after its own tasks, it runs with the
 * same call of every other rank. */
static bool world_gang(struct ex *x, struct job *j)
{
	struct world *w = x->w;
	sch_wait_all(x->sch);
	if (sch_failed(x->sch))
		return false;
	pthread_mutex_lock(&w->mu);
	bool ok = !w->failed;
	if (ok) {
		w->gang[x->rank] = j;
		w->st[x->rank] = W_GANG;
		world_yield(w, x->rank);
		while (w->turn != x->rank)
			pthread_cond_wait(&w->cv, &w->mu);
		ok = w->gang_ok;
		w->gang[x->rank] = NULL;
	}
	pthread_mutex_unlock(&w->mu);
	return ok;
}

static bool kernel_call(struct ex *x, const struct expr *call, const struct function *f, struct value *args,
			struct value *out)
{
	struct job *j = xcalloc(1, sizeof *j);
	struct accs acc = {0};
	struct ids deps = {0};
	j->trace = x->in_inst && x->manual;
	bool ok = kernel_job(x, call, f, args, j, &acc) && attr_deps(x, call, &deps) &&
		  submit_deps(x, call, &deps) && submit_predicate(x, call, j, &acc);
	if (!ok) {
		free_job(x, j);
		free(acc.v);
		free(deps.v);
		return false;
	}
	x->kernel_runs += (uint64_t)j->blocks * (j->group ? 1 : (uint64_t)j->n_mem);
	if (x->w && job_communicates(j)) {
		/* run with the other ranks' calls; the task id is a task with nothing to do */
		ok = world_gang(x, j);
		free_job(x, j);
		free(acc.v);
		acc = (struct accs){0};
		if (!ok) {
			free(deps.v);
			x->failed = true;
			return false;
		}
		j = xcalloc(1, sizeof *j);
		j->blocks = 1;
		j->name = f->name;
		j->at = call->span;
	}
	struct value tid = submit(x, j, &acc, &deps);
	*out = call_results(x, f, args, call->u.fcall.args.n);
	if (call->u.fcall.submit)
		*out = with_task_id(x, out, f->n_rets, tid);
	return true;
}

static int exec_block(struct ex *x, struct stmt_list l, struct seq **vals);

enum { FL_NEXT, FL_YIELD, FL_RETURN, FL_ERROR };

/* A call of an orchestration-level function: its body runs. */
static bool body_call(struct ex *x, const struct expr *call, const struct function *g, struct value *args,
		      struct value *out)
{
	if (g->abstract || g->external_source || !g->body.n)
		return fail(x, call->span, "'%s' has no body the executor can run", g->name);
	uint32_t gi = ad_index(x->ad, g);
	if (x->active[gi])
		return fail(x, call->span, "'%s' is called while it runs, which the executor does not do",
			    g->name);
	if (x->depth >= MAX_CALL_DEPTH)
		return fail(x, call->span, "calls nest more than %d deep", MAX_CALL_DEPTH);
	for (uint32_t i = 0; i < g->n_params; i++)
		x->env[g->params[i].var->id] = args[i];
	x->depth++;
	x->active[gi] = 1;
	struct seq *r = NULL;
	int fl = exec_block(x, g->body, &r);
	x->active[gi] = 0;
	x->depth--;
	if (fl == FL_ERROR)
		return false;
	*out = (struct value){0};
	if (fl == FL_RETURN && r && r->n == 1)
		*out = r->v[0];
	else if (fl == FL_RETURN && r && r->n > 1)
		*out = (struct value){.kind = V_TUPLE, .u.s = r};
	if (call->u.fcall.submit) { /* the task of a submitted body: it waits for its deps */
		if (call->u.fcall.submit->predicate)
			return fail(x, call->u.fcall.submit->predicate->span, "a predicate on the submission "
				    "of an orchestration function, which the executor does not evaluate");
		struct ids deps = {0};
		struct accs acc = {0};
		if (!submit_deps(x, call, &deps)) {
			free(deps.v);
			return false;
		}
		struct job *j = xcalloc(1, sizeof *j);
		j->blocks = 1;
		j->name = g->name;
		j->at = call->span;
		*out = with_task_id(x, out, g->n_rets, submit(x, j, &acc, &deps));
	}
	return true;
}

static bool call_fn(struct ex *x, const struct expr *call, struct value *out)
{
	const struct function *g = call->u.fcall.callee;
	if (!g)
		return fail(x, call->span, "call of '%s', which is not a function of the program",
			    call->u.fcall.name);
	if (g->n_params != call->u.fcall.args.n)
		return fail(x, call->span, "'%s' takes %u arguments, %u given", g->name, g->n_params,
			    call->u.fcall.args.n);
	struct value *args;
	if (!eval_args(x, call, &args))
		return false;
	if (is_kernel_kind(g) || g->kind == FK_Group || g->kind == FK_Spmd)
		return kernel_call(x, call, g, args, out);
	return body_call(x, call, g, args, out);
}

/* ---- statements -------------------------------------------------------------------- */

static bool eval_list(struct ex *x, struct expr_list l, struct seq **out)
{
	*out = new_seq(x, l.n);
	for (uint32_t i = 0; i < l.n; i++)
		if (!eval(x, l.v[i], &(*out)->v[i]))
			return false;
	return true;
}

static bool count_step(struct ex *x, struct span at)
{
	uint64_t max = x->o->max_steps ? x->o->max_steps : RT_DEFAULT_MAX_STEPS;
	if (++x->steps <= max)
		return true;
	return fail(x, at, "the orchestration loops took more than %llu iterations (--max-steps)",
		    (unsigned long long)max);
}

/* Runs a loop body: the values its yield carries go into the iter vars. */
static int loop_body(struct ex *x, struct stmt_list body, uint32_t n_iter, struct iter_arg *iter,
		     struct seq **vals)
{
	struct seq *y = NULL;
	int fl = exec_block(x, body, &y);
	if (fl == FL_YIELD) {
		for (uint32_t k = 0; k < n_iter && y && k < y->n; k++)
			x->env[iter[k].var->id] = y->v[k];
		return FL_NEXT;
	}
	if (fl == FL_RETURN)
		*vals = y;
	return fl;
}

static int exec_for(struct ex *x, struct stmt *s, struct seq **vals)
{
	int64_t a, b, st;
	if (!eval_int(x, s->u.loop.start, &a) || !eval_int(x, s->u.loop.stop, &b) ||
	    !eval_int(x, s->u.loop.step, &st))
		return FL_ERROR;
	if (st == 0)
		return fail(x, s->span, "a loop with step 0"), FL_ERROR;
	for (uint32_t k = 0; k < s->u.loop.n_iter; k++)
		if (!eval(x, s->u.loop.iter[k].init, &x->env[s->u.loop.iter[k].var->id]))
			return FL_ERROR;
	for (int64_t i = a; st > 0 ? i < b : i > b; i += st) {
		if (!count_step(x, s->span))
			return FL_ERROR;
		x->env[s->u.loop.loop_var->id] = vint(i, DT_INDEX);
		int fl = loop_body(x, s->u.loop.body, s->u.loop.n_iter, s->u.loop.iter, vals);
		if (fl != FL_NEXT)
			return fl;
		if ((st > 0 && i > INT64_MAX - st) || (st < 0 && i < INT64_MIN - st))
			break;
	}
	for (uint32_t k = 0; k < s->u.loop.n_iter; k++)
		x->env[s->u.loop.return_vars[k]->id] = x->env[s->u.loop.iter[k].var->id];
	return FL_NEXT;
}

static int exec_while(struct ex *x, struct stmt *s, struct seq **vals)
{
	for (uint32_t k = 0; k < s->u.wloop.n_iter; k++)
		if (!eval(x, s->u.wloop.iter[k].init, &x->env[s->u.wloop.iter[k].var->id]))
			return FL_ERROR;
	for (;;) {
		struct value c;
		if (!eval(x, s->u.wloop.cond, &c))
			return FL_ERROR;
		if (!is_number(&c))
			return fail(x, s->u.wloop.cond->span, "a loop condition must be a number"), FL_ERROR;
		if (!as_i(&c))
			break;
		if (!count_step(x, s->span))
			return FL_ERROR;
		int fl = loop_body(x, s->u.wloop.body, s->u.wloop.n_iter, s->u.wloop.iter, vals);
		if (fl != FL_NEXT)
			return fl;
	}
	for (uint32_t k = 0; k < s->u.wloop.n_iter; k++)
		x->env[s->u.wloop.return_vars[k]->id] = x->env[s->u.wloop.iter[k].var->id];
	return FL_NEXT;
}

static int exec_if(struct ex *x, struct stmt *s, struct seq **vals)
{
	struct value c;
	if (!eval(x, s->u.cond.cond, &c))
		return FL_ERROR;
	if (!is_number(&c))
		return fail(x, s->u.cond.cond->span, "an if condition must be a number"), FL_ERROR;
	struct stmt_list body = as_i(&c) ? s->u.cond.then_body : s->u.cond.else_body;
	struct seq *y = NULL;
	int fl = exec_block(x, body, &y);
	if (fl == FL_YIELD) {
		for (uint32_t k = 0; k < s->u.cond.n_ret && y && k < y->n; k++)
			x->env[s->u.cond.return_vars[k]->id] = y->v[k];
		return FL_NEXT;
	}
	if (fl == FL_RETURN)
		*vals = y;
	if (fl == FL_NEXT && s->u.cond.n_ret)
		return fail(x, s->span, "the branch taken yields no value"), FL_ERROR;
	return fl;
}

/* A runtime scope.  A MANUAL one not inside another opens an instance of the race
 * check (race_check): the tasks submitted until it ends; an AUTO one nested in it
 * leaves its tasks out. */
static int exec_scope(struct ex *x, struct stmt *s, struct seq **vals)
{
	bool manual = ad_manual_scope(s), was_manual = x->manual, opened = manual && !x->in_inst;
	if (opened) {
		ARRAY_RESERVE(x->insts, x->n_insts, x->cap_insts, 8);
		x->insts[x->n_insts++] = (struct minst){x->n_tasks, x->n_tasks};
		x->in_inst = true;
	}
	x->manual = manual;
	int fl = exec_block(x, s->u.scope.body, vals);
	x->manual = was_manual;
	if (opened) {
		x->insts[x->n_insts - 1].end = x->n_tasks;
		x->in_inst = false;
	}
	return fl;
}

static int exec_block(struct ex *x, struct stmt_list l, struct seq **vals)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct value v;
		int fl = FL_NEXT;
		switch (s->kind) {
		case ST_ASSIGN:
			if (!eval(x, s->u.assign.value, &v))
				return FL_ERROR;
			x->env[s->u.assign.var->id] = v;
			if (v.kind == V_TENSOR && !v.u.t->buf->name) {
				v.u.t->buf->name = s->u.assign.var->name;
				v.u.t->buf->name_len = ir_user_name_len(s->u.assign.var->name);
			}
			break;
		case ST_EVAL:
			if (!eval(x, s->u.eval.value, &v))
				return FL_ERROR;
			break;
		case ST_RETURN:
		case ST_YIELD:
			if (!eval_list(x, s->u.ret.values, vals))
				return FL_ERROR;
			return s->kind == ST_RETURN ? FL_RETURN : FL_YIELD;
		case ST_FOR:
			fl = exec_for(x, s, vals);
			break;
		case ST_WHILE:
			fl = exec_while(x, s, vals);
			break;
		case ST_IF:
			fl = exec_if(x, s, vals);
			break;
		case ST_SCOPE:
			/* a hierarchy scope left in an orchestration function runs in place */
			if (s->u.scope.kind != SC_SCOPE && !ol_is_target(s, OL_HIERARCHY))
				return fail(x, s->span, "a scope the pipeline should have outlined"), FL_ERROR;
			fl = exec_scope(x, s, vals);
			break;
		default:
			return fail(x, s->span, "break and continue are gone after the pipeline"), FL_ERROR;
		}
		if (fl != FL_NEXT)
			return fl;
		if (x->failed)
			return FL_ERROR;
	}
	return FL_NEXT;
}

/* ---- the race check of manual scopes ------------------------------------------------ */

/* In a MANUAL scope the device orders tasks by their explicit deps alone (deps=[...] of
 * pl.submit, compiler_manual_dep_edges), while this executor also orders them by their
 * data, so a forgotten dependency gives right numbers here and wrong ones there.  After
 * the run, every two kernel tasks of one instance whose recorded element accesses of a
 * buffer overlap, one writing (or one adding atomically and the other reading), must be
 * ordered by a chain of explicit deps.  Pairs come from a sweep over each buffer's
 * accesses sorted by their first element, which compares an access only with the earlier
 * ones still open at its start (overlapping ones; reads are not compared with reads):
 * its cost follows the overlapping pairs, not the tasks.  Each later task then searches
 * its deps backwards once, pruned at the earliest task it must reach (deps name earlier
 * tasks), visiting at most RACE_SEARCH_MAX tasks; a pair the search cannot decide within
 * that is reported as a warning, not an error.  The accesses are the ones of a run equal
 * to running the tasks one after another, so the verdict does not depend on threads. */
#define RACE_SEARCH_MAX 65536

struct ritem {
	uint64_t lo, hi;
	uint32_t buf, task;
	uint8_t kind;
};

/* task `later` must reach `earlier` through explicit deps: their accesses overlap on
 * elements [lo, hi) of buffer buf */
struct rneed {
	uint32_t later, earlier, buf;
	uint8_t kl, ke;
	uint64_t lo;
};

struct rvec {
	void *v;
	uint32_t n, cap;
	size_t size;
};

static void *rv_push(struct rvec *r)
{
	if (r->n == r->cap)
		r->v = array_grow(r->v, &r->cap, 64, r->size);
	return (char *)r->v + r->size * r->n++;
}

static int ritem_cmp(const void *a, const void *b)
{
	const struct ritem *x = a, *y = b;
	if (x->buf != y->buf)
		return x->buf < y->buf ? -1 : 1;
	if (x->lo != y->lo)
		return x->lo < y->lo ? -1 : 1;
	if (x->task != y->task)
		return x->task < y->task ? -1 : 1;
	return (x->kind > y->kind) - (x->kind < y->kind);
}

static int rneed_cmp(const void *a, const void *b)
{
	const struct rneed *x = a, *y = b;
	if (x->later != y->later)
		return x->later < y->later ? -1 : 1;
	if (x->earlier != y->earlier)
		return x->earlier > y->earlier ? -1 : 1; /* the nearest first */
	if (x->buf != y->buf)
		return x->buf < y->buf ? -1 : 1;
	if (x->lo != y->lo)
		return x->lo < y->lo ? -1 : 1;
	return (x->kl * 4 + x->ke > y->kl * 4 + y->ke) - (x->kl * 4 + x->ke < y->kl * 4 + y->ke);
}

static bool conflicts(int a, int b)
{
	return a == RT_ACC_WRITE || b == RT_ACC_WRITE || a != b;
}

/* The pairs of one buffer's accesses (items sorted by first element) that conflict. */
static void sweep(const struct ritem *it, size_t n, struct rvec *needs)
{
	struct rvec open[2] = {{.size = sizeof(size_t)}, {.size = sizeof(size_t)}}; /* reads, others */
	for (size_t i = 0; i < n; i++) {
		const struct ritem *a = &it[i];
		for (int w = 0; w < 2; w++) {
			if (w == 0 && a->kind == RT_ACC_READ)
				continue; /* reads against reads */
			size_t *o = open[w].v;
			for (size_t k = 0; k < open[w].n;) {
				const struct ritem *b = &it[o[k]];
				if (b->hi <= a->lo) {
					o[k] = o[--open[w].n];
					continue;
				}
				if (b->task != a->task && conflicts(a->kind, b->kind)) {
					bool al = a->task > b->task;
					struct rneed *r = rv_push(needs);
					*r = (struct rneed){al ? a->task : b->task, al ? b->task : a->task, a->buf,
							    al ? a->kind : b->kind, al ? b->kind : a->kind, a->lo};
				}
				k++;
			}
		}
		*(size_t *)rv_push(&open[a->kind != RT_ACC_READ]) = i;
	}
	free(open[0].v);
	free(open[1].v);
}

static const char *kind_verb(int k)
{
	return k == RT_ACC_READ ? "reads" : k == RT_ACC_WRITE ? "writes" : "adds to";
}

static const struct buffer *buffer_of(const struct ex *x, uint32_t id)
{
	for (uint32_t i = 0; i < x->n_bufs; i++)
		if (x->bufs[i]->id == id)
			return x->bufs[i];
	return NULL;
}

static bool report_race(struct ex *x, const struct rneed *r)
{
	const struct trec *a = x->recs[r->later], *b = x->recs[r->earlier];
	const struct buffer *buf = buffer_of(x, r->buf);
	char where[160] = "", name[96] = "a tensor";
	if (buf && buf->name)
		snprintf(name, sizeof name, "tensor '%.*s'", buf->name_len, buf->name);
	if (buf) {
		/* the first element both touch, as an index of the buffer */
		int64_t idx[RT_MAX_RANK];
		uint64_t e = r->lo;
		for (int d = buf->arr->rank - 1; d >= 0; d--) {
			uint64_t ext = buf->arr->shape[d] > 0 ? (uint64_t)buf->arr->shape[d] : 1;
			idx[d] = (int64_t)(e % ext);
			e /= ext;
		}
		size_t n = 0;
		n += (size_t)snprintf(where + n, sizeof where - n, " element [");
		for (int d = 0; d < buf->arr->rank && n < sizeof where; d++)
			n += (size_t)snprintf(where + n, sizeof where - n, "%s%lld", d ? ", " : "", (long long)idx[d]);
		if (n < sizeof where)
			snprintf(where + n, sizeof where - n, "] of");
	}
	fail(x, a->at, "'%s' %s%s %s, which '%s' (line %d) %s, but no chain of deps=[...] orders the "
	     "two tasks in this manual scope, so the device may run them in either order; add "
	     "deps=[...] naming the earlier task", a->name, kind_verb(r->kl), where, name, b->name,
	     b->at.line, kind_verb(r->ke));
	diag_note(b->at, "the call of '%s' it is not ordered with", b->name);
	return false;
}

/* Checks instance `in`: the needs of each later task, which searches its deps once. */
static bool check_instance(struct ex *x, const struct minst *in)
{
	struct rvec items = {.size = sizeof(struct ritem)}, needs = {.size = sizeof(struct rneed)};
	for (uint32_t t = in->first; t < in->end; t++) {
		const struct trec *r = x->recs[t];
		for (uint32_t k = 0; r && r->member && k < r->n_acc; k++) {
			const struct racc *a = &r->acc[k];
			*(struct ritem *)rv_push(&items) = (struct ritem){a->lo, a->hi, a->buf, t, a->kind};
		}
	}
	struct ritem *it = items.v;
	if (items.n)
		qsort(it, items.n, sizeof *it, ritem_cmp);
	for (size_t i = 0, j; i < items.n; i = j) {
		for (j = i; j < items.n && it[j].buf == it[i].buf; j++)
			;
		sweep(it + i, j - i, &needs);
	}
	free(items.v);
	struct rneed *nd = needs.v;
	if (needs.n)
		qsort(nd, needs.n, sizeof *nd, rneed_cmp);
	uint32_t span = in->end - in->first;
	uint32_t *seen = xcalloc((size_t)span + 1, sizeof *seen);
	uint32_t *stack = xcalloc((size_t)span + 1, sizeof *stack);
	bool ok = true;
	for (size_t i = 0, j; ok && i < needs.n; i = j) {
		uint32_t b = nd[i].later, lowest = nd[i].earlier;
		for (j = i; j < needs.n && nd[j].later == b; j++)
			lowest = nd[j].earlier < lowest ? nd[j].earlier : lowest;
		/* the tasks b waits for, back to `lowest` */
		uint32_t sp = 0, visited = 0, stamp = b + 1;
		bool cut = false;
		stack[sp++] = b;
		seen[b - in->first] = stamp;
		while (sp) {
			const struct trec *r = x->recs[stack[--sp]];
			for (uint32_t k = 0; r && k < r->n_deps; k++) {
				uint32_t d = r->deps[k];
				if (d < lowest || d < in->first || d >= b || seen[d - in->first] == stamp)
					continue;
				if (++visited > RACE_SEARCH_MAX) {
					cut = true;
					break;
				}
				seen[d - in->first] = stamp;
				stack[sp++] = d;
			}
			if (cut)
				break;
		}
		for (size_t k = i; k < j; k++) {
			if (seen[nd[k].earlier - in->first] == stamp)
				continue;
			if (cut) {
				diag_warning(x->recs[b]->at, "run: the race check searched %d tasks of this call's "
					     "deps without deciding whether it is ordered after '%s' (line %d)",
					     RACE_SEARCH_MAX, x->recs[nd[k].earlier]->name,
					     x->recs[nd[k].earlier]->at.line);
				break;
			}
			ok = report_race(x, &nd[k]);
			break;
		}
	}
	free(seen);
	free(stack);
	free(needs.v);
	return ok;
}

static bool race_check(struct ex *x)
{
	for (uint32_t i = 0; i < x->n_insts; i++)
		if (!check_instance(x, &x->insts[i]))
			return false;
	return true;
}

/* ---- a run -------------------------------------------------------------------------- */

unsigned exec_default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 8 ? 8 : (unsigned)n;
}

/* Binds parameter i to its argument; pl.dynamic dims of its shape take their values. */
static bool bind_param(struct ex *x, const struct function *orch, uint32_t i, struct exec_arg *arg)
{
	const struct var *v = orch->params[i].var;
	const struct type *t = v->type;
	if (t->kind == TY_OPAQUE) {
		x->env[v->id] = (struct value){.kind = V_CTX}; /* a communication context: the rank's */
		return true;
	}
	if (t->kind != TY_TENSOR) {
		if (t->kind == TY_SCALAR && rt_dtype_is_float(t->dtype))
			x->env[v->id] = vfloat(arg->fval, (enum dtype)t->dtype);
		else if (t->kind == TY_SCALAR && t->dtype == DT_BOOL)
			x->env[v->id] = vbool(arg->ival != 0);
		else
			x->env[v->id] = vint(arg->ival, t->kind == TY_SCALAR ? (enum dtype)t->dtype : DT_INDEX);
		return true;
	}
	struct rt_array *a = arg->array;
	if (a && rt_dtype_raw_bytes_of(a->dtype, t->dtype))
		a->dtype = t->dtype; /* u8 codes of an 8-bit float or of FP4 carriers */
	if (!a || a->rank != (int)t->shape.n || a->dtype != t->dtype)
		return fail(x, v->span, "the array for '%.*s' does not match its type", ir_user_name_len(v->name),
			    v->name);
	for (uint32_t d = 0; d < t->shape.n; d++) {
		const struct expr *e = t->shape.v[d];
		/* an FP4 array holds x2 carriers along its last axis */
		int64_t c, n = a->shape[d] * (a->dtype == DT_FP4 && d + 1 == t->shape.n ? 2 : 1);
		if (e->kind == EX_VAR && e->u.var->kind == VAR_DYN) {
			struct value *dv = &x->env[e->u.var->id];
			if (dv->kind == V_NONE)
				*dv = vint(n, DT_INDEX);
			else if (dv->u.i != n)
				return fail(x, v->span, "'%s' is %lld here but %lld elsewhere", e->u.var->name,
					    (long long)n, (long long)dv->u.i);
		} else if (ir_expr_is_const_int(e, &c) && c != n) {
			return fail(x, v->span, "dim %u of '%.*s' is %lld, its array's %lld", d,
				    ir_user_name_len(v->name), v->name, (long long)c, (long long)n);
		}
	}
	struct buffer *b = new_buffer(x, a, false);
	b->name = v->name;
	b->name_len = ir_user_name_len(v->name);
	x->env[v->id] = (struct value){.kind = V_TENSOR, .u.t = whole(x, b)};
	return true;
}

static void run_caps(const struct exec_opts *o, struct rt_caps *caps)
{
	memset(caps, 0, sizeof *caps);
	caps->max_steps = o->max_steps;
	bool addr = spec_planners[o->planner].emit_addr;
	for (int s = 0; s < MS_COUNT; s++) {
		uint64_t c = be_capacity_bytes(o->backend, (enum memspace)s);
		caps->bytes[s] = addr ? c : (c ? UNBOUNDED_BYTES : 0);
	}
}

static void ex_init(struct ex *x, const struct program *p, const struct function *orch,
		    const struct exec_opts *o, int rank, int world)
{
	*x = (struct ex){.p = p, .o = o, .rank = rank, .world = world};
	x->ad = ad_new(p);
	x->rl = rl_new(p);
	x->mods = xcalloc(p->n_funcs + 1, sizeof *x->mods);
	x->env = xcalloc((size_t)p->n_vars + 1, sizeof *x->env);
	x->active = xcalloc(p->n_funcs + 1, 1);
	x->active[ad_index(x->ad, orch)] = 1;
	x->ctx = rt_comm_ctx_new(rank, world);
	pthread_mutex_init(&x->pool_mu, NULL);
	run_caps(o, &x->caps);
	x->sch = sch_new(o->threads, run_job, done_job, x);
}

/* Runs the orchestration function on one rank, to the end of its tasks. */
static bool ex_body(struct ex *x, const struct function *orch, struct exec_arg *args)
{
	bool ok = true;
	for (uint32_t i = 0; i < orch->n_params && ok; i++)
		ok = bind_param(x, orch, i, &args[i]);
	struct seq *r = NULL;
	if (ok)
		ok = exec_block(x, orch->body, &r) != FL_ERROR;
	sch_wait_all(x->sch);
	if (ok && !sch_failed(x->sch))
		ok = race_check(x);
	return ok && !sch_failed(x->sch);
}

/* Frees x; false when a task failed. */
static bool ex_free(struct ex *x, struct exec_stats *stats)
{
	const struct program *p = x->p;
	if (stats) {
		stats->tasks += sch_submitted(x->sch);
		stats->kernel_runs += x->kernel_runs;
	}
	bool ok = sch_free(x->sch);
	for (uint32_t i = 0; i < x->n_bufs; i++) {
		if (x->bufs[i]->owned)
			rt_array_free(x->bufs[i]->arr);
		else if (x->bufs[i]->alias)
			free(x->bufs[i]->arr);
		free(x->bufs[i]);
	}
	free(x->bufs);
	for (uint32_t t = 0; t < x->n_tasks && x->recs; t++)
		if (x->recs[t]) {
			free(x->recs[t]->deps);
			free(x->recs[t]->acc);
			free(x->recs[t]);
		}
	free(x->recs);
	free(x->insts);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct kmod *k = &x->mods[f];
		for (uint32_t i = 0; i < k->n_free; i++)
			rt_module_free(k->free_v[i]);
		free(k->free_v);
		buf_free(&k->text);
	}
	free(x->mods);
	ptoas_rules_scratch_free(&x->rules);
	cg_gm_scope_free(&x->gm);
	free(x->env);
	free(x->active);
	rt_array_free(x->ctx);
	pthread_mutex_destroy(&x->pool_mu);
	arena_free(&x->a);
	rl_free(x->rl);
	ad_free(x->ad);
	return ok;
}

struct rank_run {
	struct ex *x;
	const struct function *orch;
	struct exec_arg *args;
};

static void *rank_main(void *arg)
{
	struct rank_run *rr = arg;
	struct ex *x = rr->x;
	struct world *w = x->w;
	pthread_mutex_lock(&w->mu);
	while (w->turn != x->rank)
		pthread_cond_wait(&w->cv, &w->mu);
	bool failed = w->failed; /* a lower rank's error: this one does not start */
	pthread_mutex_unlock(&w->mu);
	x->ok = !failed && ex_body(x, rr->orch, rr->args);
	pthread_mutex_lock(&w->mu);
	w->st[x->rank] = W_DONE;
	w->failed |= !x->ok;
	world_yield(w, x->rank);
	pthread_mutex_unlock(&w->mu);
	return NULL;
}

/* o->ranks ranks, each on its thread (struct world). */
static bool run_ranks(const struct program *p, const struct function *orch, const struct exec_opts *o,
		      struct exec_arg *args, struct exec_stats *stats)
{
	int n = o->ranks;
	if (n > RT_MAX_WORLD)
		die("exec_run: %d ranks", n);
	struct world w = {.n = n};
	pthread_mutex_init(&w.mu, NULL);
	pthread_cond_init(&w.cv, NULL);
	struct ex xs[RT_MAX_WORLD];
	struct rank_run rr[RT_MAX_WORLD];
	for (int r = 0; r < n; r++) {
		ex_init(&xs[r], p, orch, o, r, n);
		xs[r].w = &w;
		w.x[r] = &xs[r];
		rr[r] = (struct rank_run){&xs[r], orch, args + (size_t)r * orch->n_params};
	}
	for (int r = 0; r < n; r++)
		if (pthread_create(&xs[r].th, NULL, rank_main, &rr[r]) != 0)
			die("cannot start a thread for rank %d", r);
	bool ok = true;
	for (int r = 0; r < n; r++) {
		pthread_join(xs[r].th, NULL);
		ok &= xs[r].ok;
	}
	for (int r = 0; r < n; r++)
		ok = ex_free(&xs[r], stats) && ok;
	pthread_cond_destroy(&w.cv);
	pthread_mutex_destroy(&w.mu);
	return ok;
}

bool exec_run(const struct program *p, const struct function *orch, const struct exec_opts *o,
	      struct exec_arg *args, struct exec_stats *stats)
{
	if (stats)
		*stats = (struct exec_stats){0};
	if (o->ranks > 1)
		return run_ranks(p, orch, o, args, stats);
	struct ex x;
	ex_init(&x, p, orch, o, 0, 1);
	bool ok = ex_body(&x, orch, args);
	return ex_free(&x, stats) && ok;
}
