/* AutoDeriveTaskDependencies: explicit task-to-task dependency edges for the calls of
 * program functions inside AUTO runtime scopes, derived from the tensors they read and
 * write, so the runtime can run them without tracking those tensors.
 *
 * The pass does nothing unless asked (pass_ctx.analyze_auto_scopes, `ptoc ...
 * --analyze-auto-scopes`, the reference's analyze_auto_scopes=True): MANUAL scopes are
 * never analyzed (the user's deps are the whole contract there), AUTO scopes only on
 * request.  When analyzing, every AUTO `with pl.scope()` is a region, and so is the whole
 * body of an orchestration function that places no scopes itself (auto_scope not False);
 * other function bodies are containers whose scopes export their accesses to one another.
 *
 * Storage: every tensor var is traced to its roots (parameters, tensor.create) with the
 * region it covers (the whole root, a static box of a tensor.slice, or an unknown,
 * conservative or dynamic window) through copies, slices, tensor.assemble, call outputs
 * (returned parameters, else Out/InOut arguments), tuple items, if joins and loop carries
 * (at most 4 roots; more, or a gather/scatter result (op flag dynamic_access), is
 * unsupported).  Two roots alias when they are one var or their MemRefs overlap.
 * Task ids: the TaskId item of a call's result tuple names the call's task; TaskId copies,
 * loop carries and arrays of task ids (array.create / update_element / get_element, with
 * which slots are known) are followed so a user's deps can be matched against producers.
 *
 * In a region, each call's tensor arguments are accesses (input: read, output /
 * output_existing: write, inout: read-write); a call whose argument cannot be located
 * makes the region fall back (an unsupported hazard).  For every earlier access of the
 * region or an enclosing one that may overlap with a read-after-write, write-after-read or
 * write-after-write hazard, the earlier call's task id (the TaskId item of its
 * submission's tuple; a plain call names none, so a hazard against it falls back)
 * becomes an edge, unless the call's user deps already cover it.  An
 * earlier access made inside a loop whose trip count is unknown cannot be named by one
 * task id: the region falls back, unless the producer's loop is still open (same
 * iteration) or a fixed-trip loop / a top-level dynamic parallel loop summarized it under
 * its carried result.  The edges go to attrs["compiler_manual_dep_edges"] (with
 * attrs["__compiler_auto_manual_scope_candidate"]); an input (inout) argument whose every
 * hazard is covered by an edge or a user dep becomes no_dep (output_existing) once its
 * outermost analyzed region is done.  A region that falls back loses every edge and
 * candidate its calls got (a whole function body keeps the edges it could represent); its
 * accesses are not exported.  A whole body analyzed without fallback, whose calls all have
 * directions and that holds no runtime scope, gets the function attr
 * __compiler_auto_manual_layer_candidate=True (MaterializeRuntimeScopes makes it one
 * MANUAL scope).  Env PTOC_AUTO_DEPS_DEBUG=1 logs why each argument did or did not become
 * no_dep ("[auto-no-dep-bucket] ... bucket=applied").
 * requires: SplitIncoreOrch, CallDirectionsResolved
 * produces: CallDirectionsResolved */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

#define MAX_ROOTS 4 /* static root alternatives a location may have */
#define MAX_MERGE (2 * MAX_ROOTS)

#define ATTR_EDGES "compiler_manual_dep_edges"
#define ATTR_USER_EDGES "manual_dep_edges"
#define ATTR_NO_DEP "__auto_no_dep_candidate_indices"
#define ATTR_OUT_EXISTING "__auto_output_existing_candidate_indices"
#define ATTR_SCOPE_CAND "__compiler_auto_manual_scope_candidate"
#define ATTR_LAYER_CAND "__compiler_auto_manual_layer_candidate"

enum akind { AK_READ, AK_WRITE, AK_RW };
enum rkind { RK_UNKNOWN, RK_FULL, RK_BOX, RK_CONSERVATIVE, RK_DYNAMIC };
static const char *const akind_names[] = {"Read", "Write", "ReadWrite"};
static const char *const rkind_names[] = {"Unknown", "Full", "Box", "Conservative", "Dynamic"};
static const char *const adir_debug_names[AD_COUNT] = {
	[AD_INPUT] = "Input", [AD_OUTPUT] = "Output", [AD_OUTPUT_EXISTING] = "OutputExisting",
	[AD_INOUT] = "InOut", [AD_SCALAR] = "Scalar", [AD_NO_DEP] = "NoDep",
};

struct region {
	uint8_t kind; /* enum rkind */
	uint32_t rank;
	const int64_t *off, *shape; /* RK_BOX */
};

struct alt {
	struct var *root;
	struct region r;
};

struct loc {
	uint32_t n;
	struct alt v[MAX_MERGE];
};

/* A growable list of vars (arena-backed). */
struct vl {
	struct var **v;
	uint32_t n, cap;
};

/* (array var id, slot) pairs: which slots of which task-id arrays a value may come from. */
struct slot_ref {
	uint32_t array;
	int64_t slot;
};
struct srl {
	struct slot_ref *v;
	uint32_t n, cap;
};

/* What is known of the task ids an Array[n, TASK_ID] var holds. */
struct slot_tids {
	int64_t slot;
	struct vl tids;
};
struct slot_dyn {
	int64_t slot;
	struct srl src;
};
struct lineage {
	struct vl full;        /* ids written at indices unknown statically */
	struct slot_tids *st;  /* static slots with known ids, sorted by slot */
	uint32_t n_st;
	struct slot_dyn *sd;   /* static slots holding values read from other arrays */
	uint32_t n_sd;
	int64_t *unk;          /* static slots holding unknown values */
	uint32_t n_unk;
	bool unknown_dyn;      /* an unknown value stored at an unknown index */
	bool has_extent;
	int64_t extent;
};

struct access {
	struct alt where;
	uint8_t kind; /* enum akind */
	struct var *tid;
	bool tid_direct;
	bool dynamic;
	uint32_t dyn_depth, dyn_id;
	uint32_t arg;
};

struct bucket {
	uint32_t key;
	uint32_t n, cap;
	uint32_t *idx;
};

struct frame {
	uint32_t *idx; /* accesses of the region, in order */
	uint32_t n, cap;
	struct ptab buckets; /* alias class -> struct bucket */
	uint32_t *dyn;       /* dynamic-producer accesses (pruned lazily) */
	uint32_t n_dyn, cap_dyn;
	struct ptab bytid;   /* task var id -> struct bucket of accesses (stale entries skipped) */
};

struct remap {
	uint32_t key;
	struct var *target;
	bool direct;
};

struct adtd {
	struct program *p;
	struct arena a; /* the pass's own data */
	struct ad_ctx *ad;
	bool analyze, debug;
	/* storage */
	const struct loc **loc;          /* [n_vars] */
	uint8_t *unsup;                  /* [n_vars] */
	const struct memref **root_mem;  /* [n_vars] */
	const struct loc ***tuple;       /* [n_vars]: output locations of a tuple-valued call */
	uint32_t *tuple_n;               /* [n_vars] */
	uint32_t *alias_class;           /* [n_vars]: 1 + class of a root, 0 = not yet */
	struct ptab classes;             /* memref base -> class */
	uint32_t n_classes;
	/* task ids */
	const struct expr **task_expr;   /* [n_vars]: tuple var -> its task-producing call */
	struct var ***tuple_get;         /* [n_vars]: tuple var -> item vars */
	struct var **tid_of_tuple;       /* [n_vars]: tuple var -> its TaskId item var */
	struct var **tid_by_var;         /* [n_vars] */
	struct vl *tids_by_var;          /* [n_vars] */
	uint8_t *has_tids_by_var;        /* [n_vars] */
	struct srl *dyn_slots;           /* [n_vars] */
	uint8_t *has_dyn_slots;          /* [n_vars] */
	int64_t *extent;                 /* [n_vars] */
	uint8_t *has_extent;             /* [n_vars] */
	struct lineage **lin;            /* [n_vars] */
	struct vl *tids_by_array;        /* [n_vars] */
	uint8_t *has_tids_by_array;      /* [n_vars] */
	uint8_t *complete;               /* [n_vars] */
	uint8_t *submit_tid;             /* [n_vars] */
	/* analysis */
	struct access *acc;
	uint32_t n_acc, cap_acc;
	struct frame *fr;       /* prior_stack */
	uint32_t n_fr, cap_fr;
	uint32_t n_active;      /* regions being analyzed (active_scope_stack) */
	bool *fallback;         /* per region */
	uint32_t *nodep_count;  /* per frame that counts (regions and containers) */
	uint32_t n_count;
	uint32_t *layer_calls;  /* per region */
	bool *layer_unsup;      /* per region */
	uint32_t cap_regions;
	struct var *cur_lhs;
	uint32_t loop_depth;
	uint32_t *dyn_depth, *dyn_id;
	uint32_t n_dyn, cap_dyn;
	uint32_t next_dyn_id;
	bool whole_candidate;
	uint32_t *mark; /* [n_vars]: stamp sets */
	uint32_t stamp;
	const struct function *fn;
};

/* ---- small helpers ---------------------------------------------------------------- */

static void *grow(void *v, uint32_t *cap, uint32_t n, size_t size)
{
	if (n < *cap)
		return v;
	*cap = *cap ? 2 * *cap : 8;
	return xrealloc(v, size * *cap);
}

static void vl_add(struct arena *a, struct vl *l, struct var *v)
{
	if (l->n == l->cap) {
		uint32_t cap = l->cap ? 2 * l->cap : 4;
		struct var **nv = ARENA_ARRAY(a, struct var *, cap);
		if (l->n)
			memcpy(nv, l->v, sizeof *nv * l->n);
		l->v = nv;
		l->cap = cap;
	}
	l->v[l->n++] = v;
}

static bool vl_has(const struct vl *l, const struct var *v)
{
	if (!v)
		return false;
	for (uint32_t i = 0; i < l->n; i++)
		if (l->v[i] == v)
			return true;
	return false;
}

static void vl_add_unique(struct arena *a, struct vl *l, struct var *v)
{
	if (v && !vl_has(l, v))
		vl_add(a, l, v);
}

static void vl_add_all(struct arena *a, struct vl *l, const struct vl *from)
{
	for (uint32_t i = 0; i < from->n; i++)
		vl_add_unique(a, l, from->v[i]);
}

static struct vl vl_copy(struct arena *a, const struct vl *l)
{
	struct vl r = {0};
	for (uint32_t i = 0; i < l->n; i++)
		vl_add(a, &r, l->v[i]);
	return r;
}

static void srl_add(struct arena *a, struct srl *l, uint32_t array, int64_t slot)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (l->v[i].array == array && l->v[i].slot == slot)
			return;
	if (l->n == l->cap) {
		uint32_t cap = l->cap ? 2 * l->cap : 4;
		struct slot_ref *nv = ARENA_ARRAY(a, struct slot_ref, cap);
		if (l->n)
			memcpy(nv, l->v, sizeof *nv * l->n);
		l->v = nv;
		l->cap = cap;
	}
	l->v[l->n++] = (struct slot_ref){array, slot};
}

static struct srl srl_copy(struct arena *a, const struct srl *l)
{
	struct srl r = {0};
	for (uint32_t i = 0; i < l->n; i++)
		srl_add(a, &r, l->v[i].array, l->v[i].slot);
	return r;
}

/* Whether the slots that src names for `array` are exactly 0..extent-1. */
static bool complete_coverage(const struct srl *src, uint32_t array, int64_t extent)
{
	if (extent <= 0)
		return false;
	int64_t count = 0;
	for (uint32_t i = 0; i < src->n; i++) {
		if (src->v[i].array != array)
			continue;
		if (src->v[i].slot < 0 || src->v[i].slot >= extent)
			return false;
		count++;
	}
	return count == extent;
}

static struct var *var_of(const struct expr *e)
{
	return e && e->kind == EX_VAR ? e->u.var : NULL;
}

static bool is_tid_type(const struct type *t)
{
	return t && t->kind == TY_SCALAR && t->dtype == DT_TASK_ID;
}

static bool is_tid_var(const struct var *v)
{
	return v && is_tid_type(v->type);
}

static bool is_tid_array_var(const struct var *v)
{
	return v && v->type && v->type->kind == TY_ARRAY && v->type->dtype == DT_TASK_ID;
}

static bool is_tensor(const struct type *t)
{
	return t && t->kind == TY_TENSOR;
}

/* A tuple type whose last item is Scalar[TASK_ID]: the result of a task launch. */
static bool task_tail(const struct type *t)
{
	return t && t->kind == TY_TUPLE && t->n_elems && is_tid_type(t->elems[t->n_elems - 1]);
}

static bool const_int(const struct expr *e, int64_t *out)
{
	if (!e || e->kind != EX_INT)
		return false;
	*out = e->u.i;
	return true;
}

static bool add_i64(int64_t x, int64_t y, int64_t *out)
{
	return !__builtin_add_overflow(x, y, out);
}

static struct stmt *trailing(struct stmt_list l, enum stmt_kind k)
{
	return l.n && l.v[l.n - 1]->kind == k ? l.v[l.n - 1] : NULL;
}

static const struct spec_op *op_of(const struct expr *e)
{
	return e && e->kind == EX_CALL ? &spec_ops[e->u.call.op] : NULL;
}

static bool tensor_op(const struct spec_op *op, int rule)
{
	return op && op->type_rule.kind == rule && strcmp(op->op_category, "TensorOp") == 0;
}

static bool array_op(const struct spec_op *op)
{
	return op && strcmp(op->op_category, "ArrayOp") == 0;
}

static bool is_array_create(const struct spec_op *op)
{
	return array_op(op) && op->type_rule.kind == TR_array_create;
}

static bool is_array_get(const struct spec_op *op)
{
	return array_op(op) && op->type_rule.kind == TR_element;
}

static bool is_array_update(const struct spec_op *op)
{
	return array_op(op) && (op->arg_writes & 1u) && op->type_rule.kind != TR_array_create;
}

/* ---- regions and locations --------------------------------------------------------- */

static struct region rg(uint8_t kind)
{
	return (struct region){kind, 0, NULL, NULL};
}

static bool same_region(const struct region *x, const struct region *y)
{
	if (x->kind != y->kind || x->rank != y->rank)
		return false;
	for (uint32_t i = 0; i < x->rank; i++)
		if (x->off[i] != y->off[i] || x->shape[i] != y->shape[i])
			return false;
	return true;
}

static bool overlap(const struct region *x, const struct region *y)
{
	if (x->kind != RK_BOX || y->kind != RK_BOX || x->rank != y->rank)
		return true;
	for (uint32_t i = 0; i < x->rank; i++) {
		int64_t xe, ye;
		if (!add_i64(x->off[i], x->shape[i], &xe) || !add_i64(y->off[i], y->shape[i], &ye))
			return true;
		if (xe <= y->off[i] || ye <= x->off[i])
			return false;
	}
	return true;
}

static bool precise_nodep(const struct region *r)
{
	return r->kind == RK_FULL || r->kind == RK_BOX || r->kind == RK_CONSERVATIVE;
}

static bool has_loc(const struct loc *l)
{
	return l && l->n;
}

static void loc_add(struct loc *l, struct alt c)
{
	if (!c.root)
		return;
	for (uint32_t i = 0; i < l->n; i++) {
		if (l->v[i].root != c.root)
			continue;
		if (!same_region(&l->v[i].r, &c.r))
			l->v[i].r = rg(RK_UNKNOWN);
		return;
	}
	if (l->n < MAX_MERGE)
		l->v[l->n++] = c;
}

static struct loc *loc_new(struct adtd *d)
{
	return ARENA_NEW(&d->a, struct loc);
}

static struct loc *loc_single(struct adtd *d, struct var *root)
{
	struct loc *l = loc_new(d);
	l->n = 1;
	l->v[0] = (struct alt){root, rg(RK_FULL)};
	return l;
}

static struct loc *loc_merge(struct adtd *d, const struct loc *x, const struct loc *y)
{
	struct loc *l = loc_new(d);
	for (uint32_t i = 0; i < x->n; i++)
		loc_add(l, x->v[i]);
	for (uint32_t i = 0; i < y->n; i++)
		loc_add(l, y->v[i]);
	return l;
}

static struct loc *loc_widen(struct adtd *d, const struct loc *x, uint8_t kind)
{
	struct loc *l = loc_new(d);
	for (uint32_t i = 0; i < x->n; i++)
		l->v[l->n++] = (struct alt){x->v[i].root, rg(kind)};
	return l;
}

/* The const ints of a list expr, or false. */
static bool const_list(struct adtd *d, const struct expr *e, int64_t **out, uint32_t *n)
{
	if (!e || e->kind != EX_LIST)
		return false;
	int64_t *v = ARENA_ARRAY(&d->a, int64_t, e->u.list.n + 1);
	for (uint32_t i = 0; i < e->u.list.n; i++)
		if (!const_int(e->u.list.v[i], &v[i]))
			return false;
	*out = v;
	*n = e->u.list.n;
	return true;
}

static struct region slice_region(struct adtd *d, const struct region *parent, const struct expr *shape_e,
				  const struct expr *off_e)
{
	int64_t *shape, *off;
	uint32_t ns, no;
	if (!const_list(d, shape_e, &shape, &ns) || !const_list(d, off_e, &off, &no) || ns != no)
		return rg(parent->kind == RK_UNKNOWN ? RK_UNKNOWN : RK_DYNAMIC);
	if (parent->kind == RK_UNKNOWN || parent->kind == RK_CONSERVATIVE || parent->kind == RK_DYNAMIC)
		return rg(parent->kind);
	if (parent->kind == RK_BOX) {
		if (parent->rank != no)
			return rg(RK_DYNAMIC);
		for (uint32_t i = 0; i < no; i++)
			if (!add_i64(parent->off[i], off[i], &off[i]))
				return rg(RK_DYNAMIC);
	}
	return (struct region){RK_BOX, no, off, shape};
}

static struct loc *loc_slice(struct adtd *d, const struct loc *parent, const struct expr *shape_e,
			     const struct expr *off_e)
{
	struct loc *l = loc_new(d);
	for (uint32_t i = 0; i < parent->n; i++)
		loc_add(l, (struct alt){parent->v[i].root, slice_region(d, &parent->v[i].r, shape_e, off_e)});
	return l;
}

/* Whether a tensor view's strides are the packed row-major strides of its shape (none
 * written counts as packed). */
static bool packed_nd_strides(const struct type *t)
{
	struct expr_list st = t->tview->stride, sh = t->shape;
	if (!st.n)
		return true;
	if (st.n != sh.n)
		return false;
	int64_t prod = 1;
	for (uint32_t k = sh.n; k-- > 0;) {
		int64_t s;
		if (!const_int(st.v[k], &s) || s != prod)
			return false;
		int64_t dim;
		if (k && (!const_int(sh.v[k], &dim) || __builtin_mul_overflow(prod, dim, &prod)))
			prod = -1; /* later strides are not static */
	}
	return true;
}

static bool packed_nd_view(const struct type *t)
{
	if (!t->tview)
		return true;
	return t->tview->layout == TLY_ND && !t->tview->valid_shape.n && t->tview->pad == PAD_null &&
	       packed_nd_strides(t);
}

static bool conservative_nd_view(const struct type *t)
{
	return t->tview && t->tview->layout == TLY_ND && t->tview->valid_shape.n &&
	       t->tview->pad == PAD_null && packed_nd_strides(t);
}

static const struct loc *maybe_unknown(struct adtd *d, const struct loc *l, const struct type *t)
{
	if (!is_tensor(t) || packed_nd_view(t))
		return l;
	return loc_widen(d, l, conservative_nd_view(t) ? RK_CONSERVATIVE : RK_UNKNOWN);
}

static const struct loc *maybe_conservative(struct adtd *d, const struct loc *l, const struct type *t)
{
	if (!is_tensor(t) || packed_nd_view(t) || conservative_nd_view(t))
		return loc_widen(d, l, RK_CONSERVATIVE);
	return loc_widen(d, l, RK_UNKNOWN);
}

/* ---- storage roots ----------------------------------------------------------------- */

static const struct loc *resolve(const struct adtd *d, const struct expr *e)
{
	struct var *v = var_of(e);
	return v ? d->loc[v->id] : NULL;
}

enum status { ST_UNKNOWN, ST_KNOWN, ST_UNSUPPORTED };

static enum status resolve_status(const struct adtd *d, const struct expr *e, const struct loc **out)
{
	struct var *v = var_of(e);
	*out = NULL;
	if (!v)
		return ST_UNKNOWN;
	if (d->unsup[v->id])
		return ST_UNSUPPORTED;
	const struct loc *l = d->loc[v->id];
	if (!has_loc(l))
		return ST_UNKNOWN;
	if (l->n > MAX_ROOTS)
		return ST_UNSUPPORTED;
	*out = l;
	return ST_KNOWN;
}

static void set_unsupported(struct adtd *d, struct var *v)
{
	if (!v)
		return;
	d->loc[v->id] = NULL;
	d->unsup[v->id] = 1;
}

static void set_loc(struct adtd *d, struct var *v, const struct loc *l)
{
	if (!v || !has_loc(l))
		return;
	if (l->n > MAX_ROOTS) {
		set_unsupported(d, v);
		return;
	}
	d->unsup[v->id] = 0;
	d->loc[v->id] = l;
	const struct memref *m = v->type && (v->type->kind == TY_TENSOR || v->type->kind == TY_TILE)
					 ? v->type->memref
					 : NULL;
	if (m)
		for (uint32_t i = 0; i < l->n; i++)
			if (!d->root_mem[l->v[i].root->id])
				d->root_mem[l->v[i].root->id] = m;
}

static bool memref_alias(const struct memref *x, const struct memref *y)
{
	if (x->base || y->base ? x->base != y->base : x->base_name != y->base_name)
		return false;
	int64_t ox, oy;
	if (const_int(x->offset, &ox) && const_int(y->offset, &oy)) {
		int64_t ex = ox + (int64_t)x->size, ey = oy + (int64_t)y->size;
		return ox < ey && oy < ex;
	}
	return true;
}

static bool may_alias(const struct adtd *d, const struct var *x, const struct var *y)
{
	if (!x || !y)
		return false;
	if (x == y)
		return true;
	const struct memref *mx = d->root_mem[x->id], *my = d->root_mem[y->id];
	return mx && my && memref_alias(mx, my);
}

static bool key_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct bucket *)item)->key == *(const uint32_t *)key;
}

static uint64_t mix(uint64_t k)
{
	return k * 0x9E3779B97F4A7C15ull >> 16;
}

static uint64_t key_hash(const void *item, void *ctx)
{
	(void)ctx;
	return mix(((const struct bucket *)item)->key);
}

/* The alias class of a root: roots in different classes never alias.  Roots with a
 * MemRef are classed by its base, others are a class each. */
struct base_class {
	uint32_t key; /* class */
	const void *base;
};

static bool base_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct base_class *)item)->base == key;
}

static uint64_t base_hash(const void *item, void *ctx)
{
	(void)ctx;
	return mix((uint64_t)(uintptr_t)((const struct base_class *)item)->base);
}

static uint32_t alias_class(struct adtd *d, const struct var *root)
{
	if (d->alias_class[root->id])
		return d->alias_class[root->id] - 1;
	const struct memref *m = d->root_mem[root->id];
	uint32_t c;
	if (!m) {
		c = d->n_classes++;
	} else {
		const void *base = m->base ? (const void *)m->base : (const void *)m->base_name;
		ptab_reserve(&d->classes, base_hash, NULL);
		void **slot = ptab_find(&d->classes, mix((uint64_t)(uintptr_t)base), base, base_eq, NULL);
		if (!*slot) {
			struct base_class *b = ARENA_NEW(&d->a, struct base_class);
			b->base = base;
			b->key = d->n_classes++;
			ptab_put(&d->classes, slot, b);
		}
		c = ((struct base_class *)*slot)->key;
	}
	d->alias_class[root->id] = c + 1;
	return c;
}

static void st_block(struct adtd *d, struct stmt_list l);

/* The locations a call of a program function makes its results: the caller's arguments
 * of the parameters it returns, else those of its Out / InOut parameters. */
static void call_outputs(struct adtd *d, const struct expr *call, const struct loc ***out, uint32_t *n)
{
	*out = NULL;
	*n = 0;
	const struct function *g = call->u.fcall.callee;
	if (!g)
		return;
	struct expr_list args = call->u.fcall.args;
	const struct stmt *ret = trailing(g->body, ST_RETURN);
	if (ret) {
		uint32_t k = ret->u.ret.values.n;
		const struct loc **v = ARENA_ARRAY(&d->a, const struct loc *, k + 1);
		bool any = false;
		for (uint32_t i = 0; i < k; i++) {
			struct var *rv = var_of(ret->u.ret.values.v[i]);
			for (uint32_t j = 0; rv && j < g->n_params && j < args.n; j++)
				if (g->params[j].var == rv) {
					v[i] = resolve(d, args.v[j]);
					break;
				}
			any |= has_loc(v[i]);
		}
		if (any) {
			*out = v;
			*n = k;
			return;
		}
	}
	const uint8_t *dirs = ad_effective(d->ad, g);
	const struct loc **v = ARENA_ARRAY(&d->a, const struct loc *, args.n + 1);
	uint32_t k = 0;
	for (uint32_t i = 0; i < g->n_params && i < args.n; i++)
		if (dirs[i] == DIR_OUT || dirs[i] == DIR_INOUT)
			v[k++] = resolve(d, args.v[i]);
	*out = v;
	*n = k;
}

static void st_assign(struct adtd *d, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	if (e->kind == EX_FCALL && ir_expr_type(e)->kind == TY_TUPLE) {
		call_outputs(d, e, &d->tuple[v->id], &d->tuple_n[v->id]);
		return;
	}
	if (!is_tensor(v->type))
		return;
	const struct spec_op *op = op_of(e);
	if (op) {
		struct expr_list a = e->u.call.args;
		if (op->type_rule.kind == TR_tensor_create) {
			set_loc(d, v, maybe_unknown(d, loc_single(d, v), v->type));
		} else if (tensor_op(op, TR_slice)) {
			const struct loc *parent = a.n >= 3 ? resolve(d, a.v[0]) : NULL;
			if (has_loc(parent))
				set_loc(d, v, maybe_unknown(d, loc_slice(d, parent, a.v[1], a.v[2]), v->type));
		} else if (tensor_op(op, TR_assemble)) {
			const struct loc *base = a.n ? resolve(d, a.v[0]) : NULL;
			if (has_loc(base))
				set_loc(d, v, maybe_unknown(d, base, v->type));
		} else if (op->flags & OP_FLAG_MASK(dynamic_access)) {
			set_unsupported(d, v);
		}
	} else if (e->kind == EX_FCALL) {
		const struct loc **outs;
		uint32_t n;
		call_outputs(d, e, &outs, &n);
		if (n && has_loc(outs[0]))
			set_loc(d, v, maybe_unknown(d, outs[0], v->type));
	} else if (e->kind == EX_GETITEM) {
		struct var *t = var_of(e->u.get.x);
		if (t && e->u.get.index < d->tuple_n[t->id] && has_loc(d->tuple[t->id][e->u.get.index]))
			set_loc(d, v, maybe_unknown(d, d->tuple[t->id][e->u.get.index], v->type));
	} else {
		const struct loc *l = resolve(d, e);
		if (has_loc(l))
			set_loc(d, v, maybe_unknown(d, l, v->type));
	}
}

/* The join of a loop's iter arg: its init and what the body yields. */
static void st_loop_join(struct adtd *d, uint32_t n_iter, struct iter_arg *iter, struct var **ret,
			 struct stmt_list body, const struct loc **init, bool conservative)
{
	const struct stmt *y = trailing(body, ST_YIELD);
	for (uint32_t i = 0; i < n_iter; i++) {
		const struct loc *l = init[i];
		if (y && i < y->u.ret.values.n) {
			const struct loc *yl = resolve(d, y->u.ret.values.v[i]);
			if (!has_loc(l) || !has_loc(yl)) {
				set_unsupported(d, ret[i]);
				continue;
			}
			l = loc_merge(d, l, yl);
		}
		if (!l)
			l = loc_new(d);
		l = conservative ? maybe_conservative(d, l, ret[i]->type) : loc_widen(d, l, RK_UNKNOWN);
		if (l->n > MAX_ROOTS)
			set_unsupported(d, ret[i]);
		else if (has_loc(l))
			set_loc(d, ret[i], l);
	}
	(void)iter;
}

static void st_stmt(struct adtd *d, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		st_assign(d, s);
		break;
	case ST_FOR:
	case ST_WHILE: {
		bool is_for = s->kind == ST_FOR;
		uint32_t n = is_for ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = is_for ? s->u.loop.iter : s->u.wloop.iter;
		struct var **ret = is_for ? s->u.loop.return_vars : s->u.wloop.return_vars;
		struct stmt_list body = is_for ? s->u.loop.body : s->u.wloop.body;
		const struct loc **init = ARENA_ARRAY(&d->a, const struct loc *, n + 1);
		for (uint32_t i = 0; i < n; i++) {
			init[i] = resolve(d, it[i].init);
			if (has_loc(init[i]))
				set_loc(d, it[i].var, init[i]);
		}
		st_block(d, body);
		if (ret)
			st_loop_join(d, n, it, ret, body, init, is_for);
		break;
	}
	case ST_IF: {
		st_block(d, s->u.cond.then_body);
		st_block(d, s->u.cond.else_body);
		if (!s->u.cond.n_ret || !s->u.cond.has_else)
			break;
		const struct stmt *ty = trailing(s->u.cond.then_body, ST_YIELD);
		const struct stmt *ey = trailing(s->u.cond.else_body, ST_YIELD);
		if (!ty || !ey)
			break;
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			if (i >= ty->u.ret.values.n || i >= ey->u.ret.values.n)
				break;
			const struct loc *tl = resolve(d, ty->u.ret.values.v[i]);
			const struct loc *el = resolve(d, ey->u.ret.values.v[i]);
			struct var *rv = s->u.cond.return_vars[i];
			if (!has_loc(tl) || !has_loc(el)) {
				set_unsupported(d, rv);
				continue;
			}
			struct loc *m = loc_merge(d, tl, el);
			if (m->n > MAX_ROOTS)
				set_unsupported(d, rv);
			else
				set_loc(d, rv, m);
		}
		break;
	}
	case ST_SCOPE:
		st_block(d, s->u.scope.body);
		break;
	default:
		break;
	}
}

static void st_block(struct adtd *d, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		st_stmt(d, l.v[i]);
}

/* ---- task ids ---------------------------------------------------------------------- */

static struct var *canonical_tid_expr(const struct adtd *d, const struct expr *e)
{
	struct var *v = var_of(e);
	if (!v)
		return NULL;
	if (d->tid_by_var[v->id])
		return d->tid_by_var[v->id];
	return is_tid_var(v) ? v : NULL;
}

static struct lineage *lin_copy(struct adtd *d, const struct lineage *l)
{
	struct lineage *r = ARENA_NEW(&d->a, struct lineage);
	if (!l)
		return r;
	r->full = vl_copy(&d->a, &l->full);
	r->n_st = l->n_st;
	r->st = ARENA_ARRAY(&d->a, struct slot_tids, l->n_st + 1);
	for (uint32_t i = 0; i < l->n_st; i++)
		r->st[i] = (struct slot_tids){l->st[i].slot, vl_copy(&d->a, &l->st[i].tids)};
	r->n_sd = l->n_sd;
	r->sd = ARENA_ARRAY(&d->a, struct slot_dyn, l->n_sd + 1);
	for (uint32_t i = 0; i < l->n_sd; i++)
		r->sd[i] = (struct slot_dyn){l->sd[i].slot, srl_copy(&d->a, &l->sd[i].src)};
	r->n_unk = l->n_unk;
	r->unk = ARENA_ARRAY(&d->a, int64_t, l->n_unk + 1);
	if (l->n_unk)
		memcpy(r->unk, l->unk, sizeof *r->unk * l->n_unk);
	r->unknown_dyn = l->unknown_dyn;
	r->has_extent = l->has_extent;
	r->extent = l->extent;
	return r;
}

/* The slot entries are kept sorted by slot; these add or remove one (the arrays were
 * sized by lin_copy plus one). */
static void lin_set_st(struct adtd *d, struct lineage *l, int64_t slot, const struct vl *tids)
{
	uint32_t i = 0;
	while (i < l->n_st && l->st[i].slot < slot)
		i++;
	if (i < l->n_st && l->st[i].slot == slot) {
		if (tids) {
			l->st[i].tids = vl_copy(&d->a, tids);
		} else {
			memmove(&l->st[i], &l->st[i + 1], sizeof *l->st * (l->n_st - i - 1));
			l->n_st--;
		}
		return;
	}
	if (!tids)
		return;
	memmove(&l->st[i + 1], &l->st[i], sizeof *l->st * (l->n_st - i));
	l->st[i] = (struct slot_tids){slot, vl_copy(&d->a, tids)};
	l->n_st++;
}

static struct slot_dyn *lin_find_sd(struct lineage *l, int64_t slot)
{
	for (uint32_t i = 0; i < l->n_sd; i++)
		if (l->sd[i].slot == slot)
			return &l->sd[i];
	return NULL;
}

static void lin_set_sd(struct adtd *d, struct lineage *l, int64_t slot, const struct srl *src)
{
	uint32_t i = 0;
	while (i < l->n_sd && l->sd[i].slot < slot)
		i++;
	if (i < l->n_sd && l->sd[i].slot == slot) {
		if (src) {
			l->sd[i].src = srl_copy(&d->a, src);
		} else {
			memmove(&l->sd[i], &l->sd[i + 1], sizeof *l->sd * (l->n_sd - i - 1));
			l->n_sd--;
		}
		return;
	}
	if (!src)
		return;
	memmove(&l->sd[i + 1], &l->sd[i], sizeof *l->sd * (l->n_sd - i));
	l->sd[i] = (struct slot_dyn){slot, srl_copy(&d->a, src)};
	l->n_sd++;
}

static void lin_set_unk(struct lineage *l, int64_t slot, bool unknown)
{
	uint32_t i = 0;
	while (i < l->n_unk && l->unk[i] < slot)
		i++;
	bool there = i < l->n_unk && l->unk[i] == slot;
	if (unknown && !there) {
		memmove(&l->unk[i + 1], &l->unk[i], sizeof *l->unk * (l->n_unk - i));
		l->unk[i] = slot;
		l->n_unk++;
	} else if (!unknown && there) {
		memmove(&l->unk[i], &l->unk[i + 1], sizeof *l->unk * (l->n_unk - i - 1));
		l->n_unk--;
	}
}

/* The task ids a value may be (scalar lineage), and the array slots it may come from. */
struct tid_lineage {
	struct vl tids;
	struct srl slots;
};

static struct tid_lineage tids_for_expr(struct adtd *d, const struct expr *e)
{
	struct tid_lineage out = {0};
	if (!e)
		return out;
	struct var *v = var_of(e);
	if (v) {
		if (d->has_tids_by_var[v->id])
			vl_add_all(&d->a, &out.tids, &d->tids_by_var[v->id]);
		if (d->has_dyn_slots[v->id])
			out.slots = srl_copy(&d->a, &d->dyn_slots[v->id]);
		if (out.tids.n || out.slots.n)
			return out;
	}
	struct var *t = canonical_tid_expr(d, e);
	if (t) {
		vl_add_unique(&d->a, &out.tids, t);
		return out;
	}
	if (!is_array_get(op_of(e)) || e->u.call.args.n != 2)
		return out;
	struct var *arr = var_of(e->u.call.args.v[0]);
	int64_t index;
	if (!arr || !const_int(e->u.call.args.v[1], &index))
		return out;
	struct lineage *l = d->lin[arr->id];
	if (!l)
		return out;
	for (uint32_t i = 0; i < l->n_st; i++)
		if (l->st[i].slot == index)
			vl_add_all(&d->a, &out.tids, &l->st[i].tids);
	bool dyn = l->full.n || (d->has_tids_by_array[arr->id] && d->tids_by_array[arr->id].n);
	if (dyn)
		srl_add(&d->a, &out.slots, arr->id, index);
	return out;
}

static struct vl expand_array(struct adtd *d, const struct var *arr)
{
	struct vl out = {0};
	if (!is_tid_array_var(arr) || !d->lin[arr->id])
		return out;
	const struct lineage *l = d->lin[arr->id];
	bool clean = !l->unknown_dyn && !l->n_unk;
	if (clean)
		vl_add_all(&d->a, &out, &l->full);
	for (uint32_t i = 0; i < l->n_st; i++)
		vl_add_all(&d->a, &out, &l->st[i].tids);
	/* source arrays whose every slot some static slot of this one copies */
	struct srl covered = {0};
	for (uint32_t i = 0; i < l->n_sd; i++)
		for (uint32_t k = 0; k < l->sd[i].src.n; k++)
			srl_add(&d->a, &covered, l->sd[i].src.v[k].array, l->sd[i].src.v[k].slot);
	for (uint32_t i = 0; i < covered.n; i++) {
		uint32_t src = covered.v[i].array;
		bool first = true;
		for (uint32_t k = 0; k < i; k++)
			first &= covered.v[k].array != src;
		if (!first)
			continue;
		const struct lineage *sl = d->lin[src];
		if (!sl || !sl->has_extent || !complete_coverage(&covered, src, sl->extent))
			continue;
		if (!clean || sl->unknown_dyn || sl->n_unk)
			continue;
		vl_add_all(&d->a, &out, &sl->full);
	}
	return out;
}

static bool complete_array(const struct adtd *d, const struct var *arr)
{
	const struct lineage *l = is_tid_array_var(arr) ? d->lin[arr->id] : NULL;
	if (!l || !l->has_extent || l->extent <= 0 || l->unknown_dyn || l->n_unk)
		return false;
	/* slots covered: static slots with ids or with sources (both sorted, maybe shared) */
	int64_t count = 0;
	uint32_t i = 0, k = 0;
	while (i < l->n_st || k < l->n_sd) {
		int64_t s;
		bool has;
		if (k >= l->n_sd || (i < l->n_st && l->st[i].slot < l->sd[k].slot)) {
			s = l->st[i].slot;
			has = l->st[i].tids.n > 0;
			i++;
		} else if (i >= l->n_st || l->sd[k].slot < l->st[i].slot) {
			s = l->sd[k].slot;
			has = l->sd[k].src.n > 0;
			k++;
		} else {
			s = l->st[i].slot;
			has = l->st[i].tids.n > 0 || l->sd[k].src.n > 0;
			i++;
			k++;
		}
		if (!has)
			continue;
		if (s < 0 || s >= l->extent)
			return false;
		count++;
	}
	return count == l->extent;
}

static void array_facts(struct adtd *d, const struct var *v)
{
	const struct lineage *l = d->lin[v->id];
	d->has_extent[v->id] = l && l->has_extent;
	d->extent[v->id] = l && l->has_extent ? l->extent : 0;
	if (is_tid_array_var(v)) {
		d->tids_by_array[v->id] = expand_array(d, v);
		d->has_tids_by_array[v->id] = 1;
	}
	d->complete[v->id] = complete_array(d, v);
}

static void record_array(struct adtd *d, struct var *v, const struct expr *call)
{
	const struct spec_op *op = op_of(call);
	if (!is_tid_array_var(v) || !op)
		return;
	int64_t ext = 0;
	bool has_ext = v->type->shape.n == 1 && const_int(v->type->shape.v[0], &ext);
	if (is_array_create(op)) {
		struct lineage *l = ARENA_NEW(&d->a, struct lineage);
		l->has_extent = has_ext;
		l->extent = has_ext ? ext : 0;
		d->lin[v->id] = l;
		array_facts(d, v);
		return;
	}
	if (!is_array_update(op) || call->u.call.args.n != 3)
		return;
	struct var *base = var_of(call->u.call.args.v[0]);
	struct lineage *l = lin_copy(d, base ? d->lin[base->id] : NULL);
	if (!l->has_extent && has_ext) {
		l->has_extent = true;
		l->extent = ext;
	}
	struct tid_lineage val = tids_for_expr(d, call->u.call.args.v[2]);
	int64_t index;
	if (const_int(call->u.call.args.v[1], &index)) {
		lin_set_st(d, l, index, val.tids.n ? &val.tids : NULL);
		lin_set_sd(d, l, index, val.slots.n ? &val.slots : NULL);
		lin_set_unk(l, index, !val.tids.n && !lin_find_sd(l, index));
	} else if (val.tids.n && !val.slots.n) {
		vl_add_all(&d->a, &l->full, &val.tids);
	} else {
		l->unknown_dyn = true;
	}
	d->lin[v->id] = l;
	array_facts(d, v);
}

static void record_scalar(struct adtd *d, struct var *v, const struct expr *call)
{
	if (!is_tid_var(v))
		return;
	struct tid_lineage l = tids_for_expr(d, call);
	if (l.tids.n) {
		d->tids_by_var[v->id] = l.tids;
		d->has_tids_by_var[v->id] = 1;
		if (l.tids.n == 1)
			d->tid_by_var[v->id] = l.tids.v[0];
	}
	if (l.slots.n) {
		d->dyn_slots[v->id] = l.slots;
		d->has_dyn_slots[v->id] = 1;
	}
}

static struct var **tuple_items(struct adtd *d, const struct var *t)
{
	if (!d->tuple_get[t->id]) {
		uint32_t n = t->type && t->type->kind == TY_TUPLE ? t->type->n_elems : 0;
		d->tuple_get[t->id] = ARENA_ARRAY(&d->a, struct var *, n + 1);
	}
	return d->tuple_get[t->id];
}

static void record_tuple(struct adtd *d, struct var *t, const struct expr *e)
{
	if (!task_tail(ir_expr_type(e)))
		return;
	d->task_expr[t->id] = e;
	uint32_t last = ir_expr_type(e)->n_elems - 1;
	struct var *tid = tuple_items(d, t)[last];
	if (tid) {
		d->tid_of_tuple[t->id] = tid;
		d->submit_tid[tid->id] = 1;
	}
}

static void tc_block(struct adtd *d, struct stmt_list l);

static void tc_assign(struct adtd *d, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	struct var *t = e->kind == EX_GETITEM ? var_of(e->u.get.x) : NULL;
	if (t && t->type && t->type->kind == TY_TUPLE && e->u.get.index < t->type->n_elems) {
		struct var **items = tuple_items(d, t);
		items[e->u.get.index] = v;
		const struct expr *te = d->task_expr[t->id];
		if (te) {
			uint32_t last = ir_expr_type(te)->n_elems - 1;
			if (e->u.get.index == last) {
				d->tid_of_tuple[t->id] = v;
				d->submit_tid[v->id] = 1;
				for (uint32_t i = 0; i < last; i++)
					if (items[i])
						d->tid_by_var[items[i]->id] = v;
			} else if (items[last]) {
				d->tid_by_var[v->id] = items[last];
			}
		}
	}
	if (is_tid_var(v)) {
		struct var *src = canonical_tid_expr(d, e);
		if (src && src != v)
			d->tid_by_var[v->id] = src;
	}
	if (e->kind == EX_CALL) {
		record_array(d, v, e);
		record_scalar(d, v, e);
	} else if (e->kind == EX_FCALL) {
		record_tuple(d, v, e);
	}
}

static void tc_loop_carry(struct adtd *d, uint32_t n, struct iter_arg *it, struct var **ret, struct stmt_list body)
{
	const struct stmt *y = trailing(body, ST_YIELD);
	if (!y || !ret)
		return;
	uint32_t k = n < y->u.ret.values.n ? n : y->u.ret.values.n;
	for (uint32_t i = 0; i < k; i++) {
		struct var *t = canonical_tid_expr(d, y->u.ret.values.v[i]);
		if (!t)
			continue;
		d->tid_by_var[it[i].var->id] = t;
		d->tid_by_var[ret[i]->id] = t;
	}
	for (uint32_t i = 0; i < k; i++) {
		struct var *ya = var_of(y->u.ret.values.v[i]);
		if (!is_tid_array_var(ya) || !d->lin[ya->id])
			continue;
		if (is_tid_array_var(it[i].var)) {
			d->lin[it[i].var->id] = d->lin[ya->id];
			array_facts(d, it[i].var);
		}
		if (is_tid_array_var(ret[i])) {
			d->lin[ret[i]->id] = d->lin[ya->id];
			array_facts(d, ret[i]);
		}
	}
}

static void tc_stmt(struct adtd *d, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		tc_assign(d, s);
		break;
	case ST_FOR:
		tc_block(d, s->u.loop.body);
		tc_loop_carry(d, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars, s->u.loop.body);
		break;
	case ST_WHILE:
		tc_block(d, s->u.wloop.body);
		tc_loop_carry(d, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars, s->u.wloop.body);
		break;
	default: {
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int i = 0; i < n; i++)
			tc_block(d, *kids[i]);
		break;
	}
	}
}

static void tc_block(struct adtd *d, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		tc_stmt(d, l.v[i]);
}

/* ---- canonical task ids of the mutator ---------------------------------------------- */

static struct var *canonical_tid(const struct adtd *d, struct var *v)
{
	if (!v)
		return NULL;
	if (d->tid_by_var[v->id])
		return d->tid_by_var[v->id];
	return is_tid_var(v) ? v : NULL;
}

static struct vl canonical_tids(struct adtd *d, struct var *v)
{
	struct vl out = {0};
	if (!v)
		return out;
	if (d->has_tids_by_var[v->id]) {
		vl_add_all(&d->a, &out, &d->tids_by_var[v->id]);
		return out;
	}
	struct var *s = canonical_tid(d, v);
	if (s) {
		vl_add(&d->a, &out, s);
		return out;
	}
	if (is_tid_array_var(v) && d->has_tids_by_array[v->id])
		vl_add_all(&d->a, &out, &d->tids_by_array[v->id]);
	return out;
}

/* The union of the array slots the given user deps read. */
static struct srl user_slots(struct adtd *d, const struct vl *raw)
{
	struct srl s = {0};
	for (uint32_t i = 0; i < raw->n; i++) {
		const struct var *e = raw->v[i];
		if (!e || !d->has_dyn_slots[e->id])
			continue;
		for (uint32_t k = 0; k < d->dyn_slots[e->id].n; k++)
			srl_add(&d->a, &s, d->dyn_slots[e->id].v[k].array, d->dyn_slots[e->id].v[k].slot);
	}
	return s;
}

static bool first_array(const struct srl *s, uint32_t i)
{
	for (uint32_t k = 0; k < i; k++)
		if (s->v[k].array == s->v[i].array)
			return false;
	return true;
}

static struct vl canonicalize(struct adtd *d, const struct vl *raw)
{
	struct vl out = {0};
	struct srl slots = {0};
	for (uint32_t i = 0; i < raw->n; i++) {
		struct var *v = raw->v[i];
		if (v && d->has_dyn_slots[v->id]) {
			for (uint32_t k = 0; k < d->dyn_slots[v->id].n; k++)
				srl_add(&d->a, &slots, d->dyn_slots[v->id].v[k].array, d->dyn_slots[v->id].v[k].slot);
			continue;
		}
		if (is_tid_var(v))
			vl_add_unique(&d->a, &out, v);
		struct vl c = canonical_tids(d, v);
		vl_add_all(&d->a, &out, &c);
	}
	for (uint32_t i = 0; i < slots.n; i++) {
		uint32_t arr = slots.v[i].array;
		if (!first_array(&slots, i) || !d->has_extent[arr] || !complete_coverage(&slots, arr, d->extent[arr]) ||
		    !d->has_tids_by_array[arr])
			continue;
		vl_add_all(&d->a, &out, &d->tids_by_array[arr]);
	}
	return out;
}

/* Whether the user deps read every slot of an array that holds `edge` (complete) or only
 * some of them (incomplete). */
static bool dyn_user_coverage(struct adtd *d, const struct vl *raw, const struct var *edge, bool complete)
{
	if (!edge)
		return false;
	struct srl s = user_slots(d, raw);
	for (uint32_t i = 0; i < s.n; i++) {
		uint32_t arr = s.v[i].array;
		if (!first_array(&s, i) || !d->has_extent[arr])
			continue;
		if (complete_coverage(&s, arr, d->extent[arr]) != complete)
			continue;
		if (d->has_tids_by_array[arr] && vl_has(&d->tids_by_array[arr], edge))
			return true;
	}
	return false;
}

static bool array_user_coverage(const struct adtd *d, const struct vl *raw, const struct var *edge)
{
	if (!edge)
		return false;
	for (uint32_t i = 0; i < raw->n; i++) {
		const struct var *e = raw->v[i];
		if (!is_tid_array_var(e) || !d->complete[e->id] || !d->has_tids_by_array[e->id])
			continue;
		if (vl_has(&d->tids_by_array[e->id], edge))
			return true;
	}
	return false;
}

/* A TaskId dep that is no launch's own task id (a temp read from an array window). */
static bool windowed_temp_coverage(const struct adtd *d, const struct vl *user)
{
	for (uint32_t i = 0; i < user->n; i++)
		if (is_tid_var(user->v[i]) && !d->submit_tid[user->v[i]->id])
			return true;
	return false;
}

/* ---- frames of accesses ------------------------------------------------------------- */

static struct bucket *bucket_get(struct adtd *d, struct ptab *t, uint32_t key, bool create)
{
	if (create)
		ptab_reserve(t, key_hash, NULL);
	void **slot = ptab_find(t, mix(key), &key, key_eq, NULL);
	if (!*slot && create) {
		struct bucket *b = ARENA_NEW(&d->a, struct bucket);
		b->key = key;
		ptab_put(t, slot, b);
	}
	return *slot;
}

static void bucket_add(struct bucket *b, uint32_t idx)
{
	b->idx = grow(b->idx, &b->cap, b->n, sizeof *b->idx);
	b->idx[b->n++] = idx;
}

static void frame_index_tid(struct adtd *d, struct frame *f, uint32_t idx)
{
	const struct access *x = &d->acc[idx];
	if (x->tid)
		bucket_add(bucket_get(d, &f->bytid, x->tid->id, true), idx);
}

static void frame_add(struct adtd *d, struct frame *f, uint32_t idx)
{
	f->idx = grow(f->idx, &f->cap, f->n, sizeof *f->idx);
	f->idx[f->n++] = idx;
	bucket_add(bucket_get(d, &f->buckets, alias_class(d, d->acc[idx].where.root), true), idx);
	if (d->acc[idx].dynamic) {
		f->dyn = grow(f->dyn, &f->cap_dyn, f->n_dyn, sizeof *f->dyn);
		f->dyn[f->n_dyn++] = idx;
	}
	frame_index_tid(d, f, idx);
}

static void free_buckets(struct ptab *t)
{
	for (uint32_t i = 0; i < t->cap; i++)
		if (t->v[i])
			free(((struct bucket *)t->v[i])->idx);
	ptab_free(t);
}

static void frame_push(struct adtd *d)
{
	d->fr = grow(d->fr, &d->cap_fr, d->n_fr, sizeof *d->fr);
	memset(&d->fr[d->n_fr++], 0, sizeof *d->fr);
}

/* Pops the top frame; its accesses go to the frame below when `export`. */
static void frame_pop(struct adtd *d, bool export)
{
	struct frame *f = &d->fr[d->n_fr - 1];
	if (export && d->n_fr > 1)
		for (uint32_t i = 0; i < f->n; i++)
			frame_add(d, &d->fr[d->n_fr - 2], f->idx[i]);
	free(f->idx);
	free(f->dyn);
	free_buckets(&f->buckets);
	free_buckets(&f->bytid);
	d->n_fr--;
}

/* ---- attrs --------------------------------------------------------------------------- */

static struct attr_list attr_set(struct arena *a, struct attr_list l, const char *key, struct expr *v)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (strcmp(l.v[i].key, key) == 0) {
			struct attr_list r = {l.n, ARENA_ARRAY(a, struct attr, l.n)};
			memcpy(r.v, l.v, sizeof *l.v * l.n);
			r.v[i].value = v;
			return r;
		}
	struct attr_list r = {l.n + 1, ARENA_ARRAY(a, struct attr, l.n + 1)};
	if (l.n)
		memcpy(r.v, l.v, sizeof *l.v * l.n);
	r.v[l.n] = (struct attr){intern_cstr(key), v};
	return r;
}

static struct expr *var_list_expr(struct arena *a, const struct vl *l, struct span sp)
{
	struct expr_list items = ir_expr_list_new(a, l->n);
	for (uint32_t i = 0; i < l->n; i++)
		items.v[i] = ir_new_var_ref(a, l->v[i], sp);
	return ir_new_list(a, items, sp);
}

static struct expr *int_list_expr(struct arena *a, const uint32_t *v, uint32_t n, struct span sp)
{
	struct expr_list items = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		items.v[i] = ir_new_int(a, v[i], DT_INDEX, sp);
	return ir_new_list(a, items, sp);
}

/* The vars of a var-list attr (user deps), into the pass arena. */
static struct vl attr_vars(struct adtd *d, const struct expr *call, const char *key)
{
	struct vl out = {0};
	const struct expr *l = ad_attr(call->u.fcall.attrs, key);
	if (!l || l->kind != EX_LIST)
		return out;
	for (uint32_t i = 0; i < l->u.list.n; i++) {
		struct var *v = var_of(l->u.list.v[i]);
		if (v)
			vl_add(&d->a, &out, v);
	}
	return out;
}

/* Which of the argument-direction candidate and edge attrs a rewrite keeps. */
enum strip { STRIP_ALL, STRIP_CANDIDATES, APPLY_CANDIDATES };

static void rewrite_call(struct arena *a, struct expr *call, enum strip how)
{
	struct attr_list l = call->u.fcall.attrs;
	if (how == APPLY_CANDIDATES) {
		const struct expr *nd = ad_attr(l, ATTR_NO_DEP), *oe = ad_attr(l, ATTR_OUT_EXISTING);
		if (!nd && !oe)
			return;
		uint32_t n = call->u.fcall.args.n;
		uint8_t *dirs = ARENA_ARRAY(a, uint8_t, n + 1);
		int k = ad_get(call, dirs, n);
		for (int pass = 0; pass < 2 && k >= 0; pass++) {
			const struct expr *idx = pass ? oe : nd;
			for (uint32_t i = 0; idx && idx->kind == EX_LIST && i < idx->u.list.n; i++) {
				int64_t j;
				if (!const_int(idx->u.list.v[i], &j) || j < 0 || j >= k)
					continue;
				if (!pass && dirs[j] == AD_INPUT)
					dirs[j] = AD_NO_DEP;
				if (pass && dirs[j] == AD_INOUT)
					dirs[j] = AD_OUTPUT_EXISTING;
			}
		}
		l = ad_attr_remove(a, ad_attr_remove(a, l, ATTR_NO_DEP), ATTR_OUT_EXISTING);
		call->u.fcall.attrs = l;
		if (k >= 0)
			ad_set(a, call, dirs, (uint32_t)k);
		return;
	}
	if (how == STRIP_ALL)
		l = ad_attr_remove(a, l, ATTR_EDGES);
	l = ad_attr_remove(a, l, ATTR_NO_DEP);
	l = ad_attr_remove(a, l, ATTR_OUT_EXISTING);
	call->u.fcall.attrs = ad_attr_remove(a, l, ATTR_SCOPE_CAND);
}

struct rw_ctx {
	struct arena *a;
	enum strip how;
};

static bool rw_expr(struct expr *e, void *vctx)
{
	struct rw_ctx *c = vctx;
	if (e->kind == EX_FCALL)
		rewrite_call(c->a, e, c->how);
	return true;
}

static void rewrite_calls(struct adtd *d, struct stmt_list body, enum strip how)
{
	struct rw_ctx c = {d->p->arena, how};
	ir_walk_stmts_exprs(body, rw_expr, &c);
}

/* ---- the analysis ------------------------------------------------------------------- */

static void debug_bucket(struct adtd *d, const struct expr *call, uint32_t arg, const char *bucket,
			 const char *detail)
{
	if (!d->debug)
		return;
	fprintf(stderr, "[auto-deps-loop-debug] [auto-no-dep-bucket] call=%s arg_index=%u bucket=%s%s%s\n",
		call->u.fcall.name, arg, bucket, detail && *detail ? " " : "", detail ? detail : "");
}

static const char *dbg_var(struct adtd *d, const struct var *v)
{
	return v ? arena_printf(&d->a, "%s#%u", v->name, v->id) : "<null>";
}

static bool active_dyn(const struct adtd *d, uint32_t id)
{
	for (uint32_t i = 0; i < d->n_dyn; i++)
		if (d->dyn_id[i] == id)
			return true;
	return false;
}

static void mark_fallback(struct adtd *d)
{
	if (d->n_active)
		d->fallback[d->n_active - 1] = true;
}

static void mark_layer_unsupported(struct adtd *d)
{
	if (d->n_active)
		d->layer_unsup[d->n_active - 1] = true;
}

/* An argument's candidate state for no_dep / output_existing. */
struct cand {
	bool covered, blocked;
};

struct call_an {
	const struct expr *call;
	uint8_t *dirs;
	int n_dirs;
	struct var *tid;
	struct cand *nodep, *outex; /* [n args] */
	bool *nodep_seen, *outex_seen;
};

static bool can_nodep(const struct call_an *c, const struct access *x)
{
	return x->kind == AK_READ && (int)x->arg < c->n_dirs && c->dirs[x->arg] == AD_INPUT &&
	       precise_nodep(&x->where.r);
}

static bool can_outex(const struct call_an *c, const struct access *x)
{
	return x->kind == AK_RW && (int)x->arg < c->n_dirs && c->dirs[x->arg] == AD_INOUT &&
	       precise_nodep(&x->where.r);
}

static const char *nodep_detail(struct adtd *d, const struct call_an *c, const struct access *x,
				const struct var *edge)
{
	return arena_printf(&d->a, "direction=%s access=%s region=%s prior_edge=%s current_task_id=%s",
			    (int)x->arg < c->n_dirs ? adir_debug_names[c->dirs[x->arg]] : "Invalid",
			    akind_names[x->kind], rkind_names[x->where.r.kind], dbg_var(d, edge),
			    dbg_var(d, c->tid));
}

static void log_not_candidate(struct adtd *d, const struct call_an *c, const struct access *x,
			      const struct var *edge)
{
	if (!d->debug || (int)x->arg >= c->n_dirs || can_outex(c, x))
		return;
	const char *b = NULL;
	if (x->kind != AK_READ || c->dirs[x->arg] != AD_INPUT)
		b = "inout_or_output";
	else if (x->where.r.kind == RK_UNKNOWN)
		b = "unknown_region";
	else if (x->where.r.kind == RK_DYNAMIC)
		b = "dynamic_region";
	if (b)
		debug_bucket(d, c->call, x->arg, b, nodep_detail(d, c, x, edge));
}

static void cand_mark(const struct call_an *c, const struct access *x, bool covered)
{
	if (can_nodep(c, x)) {
		c->nodep_seen[x->arg] = true;
		if (covered)
			c->nodep[x->arg].covered = true;
		else
			c->nodep[x->arg].blocked = true;
	}
	if (can_outex(c, x)) {
		c->outex_seen[x->arg] = true;
		if (covered)
			c->outex[x->arg].covered = true;
		else
			c->outex[x->arg].blocked = true;
	}
}

/* The accesses of a call: its tensor arguments with a direction that depends.  Returns
 * false when one cannot be located (the region must fall back). */
static bool summarize(struct adtd *d, struct call_an *c, const struct vl *user, struct access **out, uint32_t *n)
{
	*out = NULL;
	*n = 0;
	struct expr_list args = c->call->u.fcall.args;
	if (c->n_dirs != (int)args.n)
		return true;
	struct access *v = ARENA_ARRAY(&d->a, struct access, (size_t)args.n * MAX_ROOTS + 1);
	uint32_t k = 0;
	for (uint32_t i = 0; i < args.n; i++) {
		int kind;
		switch (c->dirs[i]) {
		case AD_INPUT: kind = AK_READ; break;
		case AD_OUTPUT:
		case AD_OUTPUT_EXISTING: kind = AK_WRITE; break;
		case AD_INOUT: kind = AK_RW; break;
		default: continue;
		}
		const struct loc *l;
		enum status st = resolve_status(d, args.v[i], &l);
		if (st != ST_KNOWN) {
			struct var *av = var_of(args.v[i]);
			struct var *orig = av ? d->tid_by_var[av->id] : NULL;
			bool covered = kind == AK_READ && vl_has(user, orig);
			if (d->debug)
				debug_bucket(d, c->call, i, "fallback",
					     arena_printf(&d->a,
							  "direction=%s access=%s status=%s original_task_id=%s "
							  "covered_by_user_edge=%s fallback_reason=unresolved_location",
							  adir_debug_names[c->dirs[i]], akind_names[kind],
							  st == ST_UNKNOWN ? "Unknown" : "Unsupported", dbg_var(d, orig),
							  covered ? "true" : "false"));
			if (covered)
				continue;
			return false;
		}
		for (uint32_t a = 0; a < l->n; a++)
			v[k++] = (struct access){.where = l->v[a], .kind = (uint8_t)kind, .arg = i};
	}
	*out = v;
	*n = k;
	return true;
}

static int cmp_u32(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
	return a < b ? -1 : a > b;
}

static void analyze_call(struct adtd *d, struct expr *call, struct var *tuple_lhs)
{
	if (!d->n_fr || !d->n_active)
		return;
	struct call_an c = {.call = call};
	uint32_t nargs = call->u.fcall.args.n;
	c.dirs = ARENA_ARRAY(&d->a, uint8_t, nargs + 1);
	c.n_dirs = ad_get(call, c.dirs, nargs);
	if (c.n_dirs < 0)
		c.n_dirs = 0;
	d->layer_calls[d->n_active - 1]++;
	if (c.n_dirs != (int)nargs)
		mark_layer_unsupported(d);

	/* a call names its task only through the TaskId item of a submission's tuple; a
	 * later hazard against a plain call cannot be encoded (the region falls back) */
	c.tid = tuple_lhs ? d->tid_of_tuple[tuple_lhs->id] : NULL;
	struct vl raw = attr_vars(d, call, ATTR_USER_EDGES);
	struct vl user = canonicalize(d, &raw);
	struct access *acc;
	uint32_t n_acc;
	if (!summarize(d, &c, &user, &acc, &n_acc)) {
		mark_fallback(d);
		return;
	}
	if (!n_acc)
		return;
	c.nodep = ARENA_ARRAY(&d->a, struct cand, nargs + 1);
	c.outex = ARENA_ARRAY(&d->a, struct cand, nargs + 1);
	c.nodep_seen = ARENA_ARRAY(&d->a, bool, nargs + 1);
	c.outex_seen = ARENA_ARRAY(&d->a, bool, nargs + 1);

	struct vl edges = {0};
	if (++d->stamp == 0) {
		memset(d->mark, 0, sizeof *d->mark * d->p->n_vars);
		d->stamp = 1;
	}
	for (uint32_t ai = 0; ai < n_acc; ai++) {
		const struct access *x = &acc[ai];
		uint32_t cls = alias_class(d, x->where.root);
		for (uint32_t fi = d->n_fr; fi-- > 0;) {
			struct bucket *b = bucket_get(d, &d->fr[fi].buckets, cls, false);
			for (uint32_t bi = 0; b && bi < b->n; bi++) {
				const struct access *pr = &d->acc[b->idx[bi]];
				if (!may_alias(d, x->where.root, pr->where.root) || !overlap(&x->where.r, &pr->where.r))
					continue;
				bool cw = x->kind != AK_READ, cr = x->kind != AK_WRITE;
				bool pw = pr->kind != AK_READ, prd = pr->kind != AK_WRITE;
				if (!((cr && pw) || (cw && prd) || (cw && pw)))
					continue;
				struct var *edge = pr->tid_direct ? pr->tid : canonical_tid(d, pr->tid);
				if (!edge)
					edge = pr->tid;
				bool active = pr->dynamic && pr->dyn_id && active_dyn(d, pr->dyn_id);
				bool inactive = pr->dyn_id && !active_dyn(d, pr->dyn_id);
				bool complete = pr->dynamic && (dyn_user_coverage(d, &raw, edge, true) ||
								array_user_coverage(d, &raw, edge));
				bool covered = (vl_has(&user, edge) &&
						!(pr->dynamic && dyn_user_coverage(d, &raw, edge, false))) ||
					       (pr->dynamic && (complete || windowed_temp_coverage(d, &user)));
				log_not_candidate(d, &c, x, edge);
				if (pr->dynamic && !active && !inactive && !complete)
					cand_mark(&c, x, false);
				if (covered) {
					cand_mark(&c, x, true);
					continue;
				}
				const char *why = inactive ? "prior_from_inactive_dynamic_loop"
						  : pr->dynamic && !active ? "dynamic_prior_producer_requires_scope_lift"
						  : !pr->tid ? "missing_prior_task_id"
						  : NULL;
				if (why) {
					if (d->debug)
						debug_bucket(d, call, x->arg, "fallback",
							     arena_printf(&d->a, "%s fallback_reason=%s",
									  nodep_detail(d, &c, x, edge), why));
					mark_fallback(d);
					return;
				}
				if (d->mark[edge->id] != d->stamp) {
					d->mark[edge->id] = d->stamp;
					vl_add(&d->a, &edges, edge);
				}
				cand_mark(&c, x, true);
			}
		}
	}

	uint32_t *nodep = ARENA_ARRAY(&d->a, uint32_t, nargs + 1), *outex = ARENA_ARRAY(&d->a, uint32_t, nargs + 1);
	uint32_t n_nodep = 0, n_outex = 0;
	for (uint32_t i = 0; i < nargs; i++) {
		if (c.nodep_seen[i]) {
			if (!c.nodep[i].covered)
				debug_bucket(d, call, i, "no_covered_hazard", NULL);
			else if (!c.nodep[i].blocked) {
				debug_bucket(d, call, i, "applied", NULL);
				nodep[n_nodep++] = i;
			}
		}
		if (c.outex_seen[i]) {
			if (!c.outex[i].covered)
				debug_bucket(d, call, i, "no_covered_hazard", NULL);
			else if (!c.outex[i].blocked) {
				debug_bucket(d, call, i, "applied", NULL);
				outex[n_outex++] = i;
			}
		}
	}
	qsort(nodep, n_nodep, sizeof *nodep, cmp_u32);
	qsort(outex, n_outex, sizeof *outex, cmp_u32);

	struct frame *top = &d->fr[d->n_fr - 1];
	for (uint32_t ai = 0; ai < n_acc; ai++) {
		struct access x = acc[ai];
		x.tid = c.tid;
		x.tid_direct = is_tid_var(x.tid);
		x.dynamic = d->loop_depth > 0;
		x.dyn_depth = d->n_dyn ? d->dyn_depth[d->n_dyn - 1] : 0;
		x.dyn_id = d->n_dyn ? d->dyn_id[d->n_dyn - 1] : 0;
		d->acc = grow(d->acc, &d->cap_acc, d->n_acc, sizeof *d->acc);
		d->acc[d->n_acc] = x;
		frame_add(d, top, d->n_acc++);
	}

	struct arena *pa = d->p->arena;
	struct attr_list l = call->u.fcall.attrs;
	if (edges.n) {
		l = attr_set(pa, l, ATTR_EDGES, var_list_expr(pa, &edges, call->span));
		l = attr_set(pa, l, ATTR_SCOPE_CAND, ir_new_bool(pa, true, call->span));
	}
	if (n_nodep) {
		if (d->n_count)
			d->nodep_count[d->n_count - 1] += n_nodep;
		l = attr_set(pa, l, ATTR_NO_DEP, int_list_expr(pa, nodep, n_nodep, call->span));
	}
	if (n_outex) {
		if (d->n_count)
			d->nodep_count[d->n_count - 1] += n_outex;
		l = attr_set(pa, l, ATTR_OUT_EXISTING, int_list_expr(pa, outex, n_outex, call->span));
	}
	call->u.fcall.attrs = l;
}

static void mu_block(struct adtd *d, struct stmt_list l);

static void mu_expr(struct adtd *d, struct expr *e, struct var *tuple_lhs)
{
	if (!e)
		return;
	switch (e->kind) {
	case EX_FCALL:
		for (uint32_t i = 0; i < e->u.fcall.args.n; i++)
			mu_expr(d, e->u.fcall.args.v[i], NULL);
		analyze_call(d, e, tuple_lhs);
		break;
	case EX_CALL:
		for (uint32_t i = 0; i < e->u.call.args.n; i++)
			mu_expr(d, e->u.call.args.v[i], NULL);
		break;
	case EX_LIST:
		for (uint32_t i = 0; i < e->u.list.n; i++)
			mu_expr(d, e->u.list.v[i], NULL);
		break;
	case EX_BINARY:
		mu_expr(d, e->u.bin.l, NULL);
		mu_expr(d, e->u.bin.r, NULL);
		break;
	case EX_UNARY:
	case EX_CAST:
		mu_expr(d, e->u.un.x, NULL);
		break;
	case EX_GETITEM:
		mu_expr(d, e->u.get.x, NULL);
		break;
	default:
		break;
	}
}

/* Loop-carry remap of producer task ids: yielded values and iter args name the loop's
 * return vars once the loop is done. */
static uint32_t build_remap(struct adtd *d, const struct stmt *s, struct remap **out)
{
	uint32_t n_ret = s->u.loop.n_iter;
	const struct stmt *y = trailing(s->u.loop.body, ST_YIELD);
	struct remap *r = ARENA_ARRAY(&d->a, struct remap, 4 * (size_t)n_ret + 1);
	uint32_t n = 0;
	if (!y || !s->u.loop.return_vars) {
		*out = r;
		return 0;
	}
#define REMAP_PUT(id, tgt, dir)                                                                 \
	do {                                                                                    \
		uint32_t k_ = 0;                                                                \
		while (k_ < n && r[k_].key != (id))                                             \
			k_++;                                                                   \
		if (k_ < n && r[k_].direct && !(dir))                                           \
			break;                                                                  \
		r[k_] = (struct remap){(id), (tgt), (dir)};                                     \
		if (k_ == n)                                                                    \
			n++;                                                                    \
	} while (0)
	for (int pass = 0; pass < 2; pass++) {
		uint32_t k = pass ? n_ret : (n_ret < y->u.ret.values.n ? n_ret : y->u.ret.values.n);
		for (uint32_t i = 0; i < k; i++) {
			struct var *src = pass ? s->u.loop.iter[i].var : var_of(y->u.ret.values.v[i]);
			struct var *tgt = s->u.loop.return_vars[i];
			if (!src || !tgt)
				continue;
			bool direct = is_tid_var(src) || is_tid_var(tgt);
			REMAP_PUT(src->id, tgt, direct);
			struct var *canon = canonical_tid(d, src);
			if (canon)
				REMAP_PUT(canon->id, tgt, direct);
		}
	}
#undef REMAP_PUT
	*out = r;
	return n;
}

static const struct remap *remap_find(const struct remap *r, uint32_t n, const struct var *v)
{
	for (uint32_t i = 0; v && i < n; i++)
		if (r[i].key == v->id)
			return &r[i];
	return NULL;
}

static void set_tid(struct adtd *d, struct frame *f, uint32_t idx, struct var *tid, bool direct)
{
	struct access *x = &d->acc[idx];
	bool changed = x->tid != tid;
	x->tid = tid;
	x->tid_direct = direct;
	if (changed)
		frame_index_tid(d, f, idx);
}

static void remap_single_trip(struct adtd *d, const struct stmt *s)
{
	struct remap *r;
	uint32_t n = build_remap(d, s, &r);
	struct frame *f = &d->fr[d->n_fr - 1];
	for (uint32_t i = 0; i < n; i++) {
		struct bucket *b = bucket_get(d, &f->bytid, r[i].key, false);
		/* the list may grow while remapping: walk the entries present now */
		for (uint32_t k = 0, end = b ? b->n : 0; k < end; k++) {
			uint32_t idx = b->idx[k];
			const struct access *x = &d->acc[idx];
			if (!x->tid || x->tid->id != r[i].key)
				continue;
			const struct remap *m = remap_find(r, n, x->tid);
			set_tid(d, f, idx, m->target, m->direct);
		}
	}
}

/* The first return var of loop s whose storage holds access x. */
static struct var *loop_return_for(const struct adtd *d, const struct stmt *s, const struct access *x)
{
	for (uint32_t i = 0; s->u.loop.return_vars && i < s->u.loop.n_iter; i++) {
		struct var *rv = s->u.loop.return_vars[i];
		const struct loc *l = d->unsup[rv->id] ? NULL : d->loc[rv->id];
		if (!has_loc(l) || l->n > MAX_ROOTS)
			continue;
		for (uint32_t k = 0; k < l->n; k++)
			if (may_alias(d, x->where.root, l->v[k].root) && overlap(&x->where.r, &l->v[k].r))
				return rv;
	}
	return NULL;
}

/* Visits the dynamic-producer accesses of the top frame, dropping the ones that are not
 * dynamic any more. */
static void remap_dynamic(struct adtd *d, const struct stmt *s, bool fixed, uint32_t fixed_depth)
{
	struct remap *r = NULL;
	uint32_t n = fixed ? build_remap(d, s, &r) : 0;
	if (fixed && !n)
		return;
	struct frame *f = &d->fr[d->n_fr - 1];
	uint32_t keep = 0;
	for (uint32_t i = 0; i < f->n_dyn; i++) {
		uint32_t idx = f->dyn[i];
		struct access *x = &d->acc[idx];
		if (x->dynamic && x->tid) {
			const struct remap *m = fixed ? remap_find(r, n, x->tid) : NULL;
			struct var *rv;
			if (m) {
				bool keep_dyn = !m->direct && x->dyn_depth > fixed_depth;
				set_tid(d, f, idx, m->target, m->direct);
				x->dynamic = keep_dyn;
			} else if ((rv = loop_return_for(d, s, x))) {
				bool keep_dyn = fixed && x->dyn_depth > fixed_depth;
				set_tid(d, f, idx, rv, false);
				x->dynamic = keep_dyn;
				if (!fixed) {
					x->dyn_depth = 0;
					x->dyn_id = 0;
				}
			}
		}
		if (x->dynamic)
			f->dyn[keep++] = idx;
	}
	f->n_dyn = keep;
}

static bool loop_consts(const struct stmt *s, int64_t *start, int64_t *stop, int64_t *step)
{
	return const_int(s->u.loop.start, start) && const_int(s->u.loop.stop, stop) &&
	       const_int(s->u.loop.step, step);
}

static bool single_trip(const struct stmt *s)
{
	int64_t a, b, st;
	if (!loop_consts(s, &a, &b, &st) || st == 0)
		return false;
	if (st > 0)
		return a < b && (b - a + st - 1) / st == 1;
	return a > b && (a - b + (-st) - 1) / (-st) == 1;
}

static bool positive_trips(const struct stmt *s, int64_t *trips)
{
	int64_t a, b, st;
	if (!loop_consts(s, &a, &b, &st) || st <= 0)
		return false;
	*trips = a >= b ? 0 : (b - a + st - 1) / st;
	return true;
}

static void mu_loop_children(struct adtd *d, struct stmt *s)
{
	if (s->kind == ST_FOR) {
		mu_expr(d, s->u.loop.start, NULL);
		mu_expr(d, s->u.loop.stop, NULL);
		mu_expr(d, s->u.loop.step, NULL);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			mu_expr(d, s->u.loop.iter[i].init, NULL);
		mu_block(d, s->u.loop.body);
	} else {
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			mu_expr(d, s->u.wloop.iter[i].init, NULL);
		mu_expr(d, s->u.wloop.cond, NULL);
		mu_block(d, s->u.wloop.body);
	}
}

static void dyn_push(struct adtd *d, uint32_t depth)
{
	if (d->n_dyn == d->cap_dyn) {
		d->cap_dyn = d->cap_dyn ? 2 * d->cap_dyn : 8;
		d->dyn_depth = xrealloc(d->dyn_depth, sizeof *d->dyn_depth * d->cap_dyn);
		d->dyn_id = xrealloc(d->dyn_id, sizeof *d->dyn_id * d->cap_dyn);
	}
	d->dyn_depth[d->n_dyn] = depth;
	d->dyn_id[d->n_dyn++] = d->next_dyn_id++;
}

static void mu_loop(struct adtd *d, struct stmt *s)
{
	if (!d->n_fr) {
		mu_loop_children(d, s);
		return;
	}
	if (s->kind == ST_FOR && single_trip(s)) {
		mu_loop_children(d, s);
		remap_single_trip(d, s);
		return;
	}
	int64_t trips = 0;
	bool fixed = s->kind == ST_FOR && positive_trips(s, &trips);
	uint32_t depth = ++d->loop_depth;
	if (!fixed)
		dyn_push(d, depth);
	mu_loop_children(d, s);
	if (!fixed)
		d->n_dyn--;
	d->loop_depth--;
	if (fixed && trips > 0)
		remap_dynamic(d, s, true, depth);
	else if (!fixed && s->kind == ST_FOR && s->u.loop.kind == FOR_PARALLEL && depth == 1)
		remap_dynamic(d, s, false, 0);
}

static void regions_reserve(struct adtd *d)
{
	if (d->n_active < d->cap_regions && d->n_count < d->cap_regions)
		return;
	uint32_t cap = d->cap_regions ? 2 * d->cap_regions : 8;
	d->fallback = xrealloc(d->fallback, sizeof *d->fallback * cap);
	d->layer_calls = xrealloc(d->layer_calls, sizeof *d->layer_calls * cap);
	d->layer_unsup = xrealloc(d->layer_unsup, sizeof *d->layer_unsup * cap);
	d->nodep_count = xrealloc(d->nodep_count, sizeof *d->nodep_count * cap);
	d->cap_regions = cap;
}

/* Analyzes one region: an AUTO scope's body, or a whole function body (`whole`). */
static void analyze_region(struct adtd *d, struct stmt_list body, bool whole)
{
	regions_reserve(d);
	frame_push(d);
	d->fallback[d->n_active] = false;
	d->layer_calls[d->n_active] = 0;
	d->layer_unsup[d->n_active] = false;
	d->n_active++;
	d->nodep_count[d->n_count++] = 0;
	mu_block(d, body);
	d->n_active--;
	bool fallback = d->fallback[d->n_active];
	uint32_t count = d->nodep_count[--d->n_count];
	if (whole)
		d->whole_candidate = !fallback && !d->layer_unsup[d->n_active] && d->layer_calls[d->n_active] > 0;
	frame_pop(d, !fallback);
	if (fallback) {
		/* a whole body has no scope to fall back to: keep the edges it could represent,
		 * but no direction rewrites (the runtime still tracks every tensor) */
		rewrite_calls(d, body, whole ? STRIP_CANDIDATES : STRIP_ALL);
		return;
	}
	if (count && d->n_count)
		d->nodep_count[d->n_count - 1] += count;
	else if (count)
		rewrite_calls(d, body, APPLY_CANDIDATES);
}

/* A function body that is no region: its scopes export their accesses to one another. */
static void analyze_container(struct adtd *d, struct stmt_list body)
{
	regions_reserve(d);
	frame_push(d);
	d->nodep_count[d->n_count++] = 0;
	mu_block(d, body);
	uint32_t count = d->nodep_count[--d->n_count];
	frame_pop(d, false);
	if (count)
		rewrite_calls(d, body, APPLY_CANDIDATES);
}

static void mu_stmt(struct adtd *d, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		struct var *saved = d->cur_lhs;
		d->cur_lhs = s->u.assign.var;
		mu_expr(d, s->u.assign.value, s->u.assign.var);
		d->cur_lhs = saved;
		break;
	}
	case ST_EVAL:
		mu_expr(d, s->u.eval.value, NULL);
		break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			mu_expr(d, s->u.ret.values.v[i], NULL);
		break;
	case ST_IF:
		mu_expr(d, s->u.cond.cond, NULL);
		mu_block(d, s->u.cond.then_body);
		mu_block(d, s->u.cond.else_body);
		break;
	case ST_FOR:
	case ST_WHILE:
		mu_loop(d, s);
		break;
	case ST_SCOPE:
		if (!ad_runtime_scope(s)) {
			mu_block(d, s->u.scope.body);
			break;
		}
		mark_layer_unsupported(d);
		if (!ad_manual_scope(s) && d->analyze)
			analyze_region(d, s->u.scope.body, false);
		break;
	default:
		break;
	}
}

static void mu_block(struct adtd *d, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		mu_stmt(d, l.v[i]);
}

/* ---- the pass ---------------------------------------------------------------------- */

#define ALLOC_VARS(field) (d.field = xcalloc(nv, sizeof *d.field))

bool pass_auto_derive_task_dependencies(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->analyze_auto_scopes) {
		ctx->unchanged = true;
		return true; /* MANUAL scopes are never analyzed, AUTO ones only on request */
	}
	struct adtd d = {.p = p, .analyze = true, .next_dyn_id = 1};
	const char *dbg = getenv("PTOC_AUTO_DEPS_DEBUG");
	d.debug = dbg && *dbg && strcmp(dbg, "0") != 0 && strcmp(dbg, "false") != 0;
	size_t nv = (size_t)p->n_vars + 1;
	ALLOC_VARS(loc);
	ALLOC_VARS(unsup);
	ALLOC_VARS(root_mem);
	ALLOC_VARS(tuple);
	ALLOC_VARS(tuple_n);
	ALLOC_VARS(alias_class);
	ALLOC_VARS(task_expr);
	ALLOC_VARS(tuple_get);
	ALLOC_VARS(tid_of_tuple);
	ALLOC_VARS(tid_by_var);
	ALLOC_VARS(tids_by_var);
	ALLOC_VARS(has_tids_by_var);
	ALLOC_VARS(dyn_slots);
	ALLOC_VARS(has_dyn_slots);
	ALLOC_VARS(extent);
	ALLOC_VARS(has_extent);
	ALLOC_VARS(lin);
	ALLOC_VARS(tids_by_array);
	ALLOC_VARS(has_tids_by_array);
	ALLOC_VARS(complete);
	ALLOC_VARS(submit_tid);
	ALLOC_VARS(mark);
	d.ad = ad_new(p);
	for (uint32_t fi = 0; fi < p->n_funcs; fi++) {
		struct function *fn = p->funcs[fi];
		if (fn->abstract || !fn->body.n)
			continue;
		d.fn = fn;
		for (uint32_t i = 0; i < fn->n_params; i++) {
			struct var *v = fn->params[i].var;
			if (is_tensor(v->type))
				set_loc(&d, v, maybe_unknown(&d, loc_single(&d, v), v->type));
		}
		st_block(&d, fn->body);
		tc_block(&d, fn->body);
		d.whole_candidate = false;
		bool whole = fn->kind == FK_Orchestration && !fn->auto_scope_false;
		bool scope_body = fn->body.n == 1 && ad_runtime_scope(fn->body.v[0]);
		if (!whole || scope_body) {
			if (!whole && !scope_body)
				analyze_container(&d, fn->body);
			else
				mu_block(&d, fn->body);
		} else {
			analyze_region(&d, fn->body, true);
		}
		bool had = false;
		const struct expr *old = ad_attr(fn->attrs, ATTR_LAYER_CAND);
		had = old && old->kind == EX_BOOL && old->u.b;
		if (d.whole_candidate != had) {
			fn->attrs = ad_attr_remove(p->arena, fn->attrs, ATTR_LAYER_CAND);
			if (d.whole_candidate)
				fn->attrs = attr_set(p->arena, fn->attrs, ATTR_LAYER_CAND,
						     ir_new_bool(p->arena, true, fn->span));
		}
	}
	ad_free(d.ad);
	free(d.acc);
	free(d.fr);
	free(d.fallback);
	free(d.layer_calls);
	free(d.layer_unsup);
	free(d.nodep_count);
	free(d.dyn_depth);
	free(d.dyn_id);
	ptab_free(&d.classes);
	void *arrays[] = {d.loc,	   d.unsup,	     d.root_mem,      d.tuple,		d.tuple_n,
			  d.alias_class,   d.task_expr,	     d.tuple_get,     d.tid_of_tuple,	d.tid_by_var,
			  d.tids_by_var,   d.has_tids_by_var, d.dyn_slots,     d.has_dyn_slots, d.extent,
			  d.has_extent,	   d.lin,	     d.tids_by_array, d.has_tids_by_array, d.complete,
			  d.submit_tid,	   d.mark};
	for (size_t i = 0; i < sizeof arrays / sizeof *arrays; i++)
		free(arrays[i]);
	arena_free(&d.a);
	return true;
}
