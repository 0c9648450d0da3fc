/* IR construction, canonical views, equality, walkers and rewriters. */
#include "ir.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "util.h"

const char *const ir_level_names[LV_COUNT] = {
	"", "AIV", "AIC", "CORE_GROUP", "CHIP_DIE", "CHIP", "HOST",
	"CLUSTER_0", "CLUSTER_1", "CLUSTER_2", "GLOBAL",
};
const char *const ir_role_names[ROLE_COUNT] = {"", "Orchestrator", "SubWorker"};

/* ---- types ----------------------------------------------------------------- */

static struct type scalar_types[DT_COUNT];
static struct type unknown_type = {.kind = TY_UNKNOWN};
static struct type ptr_type = {.kind = TY_PTR};
static struct type memref_type = {.kind = TY_MEMREF};

const struct type *ir_type_unknown(void) { return &unknown_type; }
const struct type *ir_type_ptr(void) { return &ptr_type; }
const struct type *ir_type_memref_t(void) { return &memref_type; }

const struct type *ir_type_scalar(enum dtype dt)
{
	ASSERT((unsigned)dt < DT_COUNT);
	struct type *t = &scalar_types[dt];
	t->kind = TY_SCALAR;
	t->dtype = (uint8_t)dt;
	return t;
}

static bool tview_is_default(const struct tensor_view *v)
{
	return v->valid_shape.n == 0 && v->stride.n == 0 && v->layout == TLY_ND &&
	       v->pad == PAD_null;
}

static _Atomic bool distributed_made;

void ir_type_set_distributed(struct type *t, bool d)
{
	t->distributed = d;
	if (d && !atomic_load_explicit(&distributed_made, memory_order_relaxed))
		atomic_store_explicit(&distributed_made, true, memory_order_relaxed);
}

bool ir_distributed_made(void)
{
	return atomic_load_explicit(&distributed_made, memory_order_relaxed);
}

static _Atomic bool split_aiv_made, tensor_view_made;

bool ir_tensor_view_made(void)
{
	return atomic_load_explicit(&tensor_view_made, memory_order_relaxed);
}

void ir_note_split_aiv(void)
{
	if (!atomic_load_explicit(&split_aiv_made, memory_order_relaxed))
		atomic_store_explicit(&split_aiv_made, true, memory_order_relaxed);
}

bool ir_split_aiv_made(void)
{
	return atomic_load_explicit(&split_aiv_made, memory_order_relaxed);
}

struct type *ir_type_tensor(struct arena *a, struct expr_list shape, enum dtype dt,
			    const struct tensor_view *tview, struct memref *memref)
{
	struct type *t = arena_alloc_raw(a, sizeof *t);
	*t = (struct type){.kind = TY_TENSOR, .dtype = (uint8_t)dt, .mem = MS_COUNT, .shape = shape,
			   .memref = memref};
	if (tview) {
		struct tensor_view v = *tview;
		if (ir_expr_list_equal_exact(v.valid_shape, shape))
			v.valid_shape = (struct expr_list){0, NULL};
		if (!tview_is_default(&v)) {
			t->tview = arena_alloc_raw(a, sizeof *t->tview);
			*t->tview = v;
			if (!atomic_load_explicit(&tensor_view_made, memory_order_relaxed))
				atomic_store_explicit(&tensor_view_made, true, memory_order_relaxed);
		}
	}
	return t;
}

static bool tile_view_equal(const struct tile_view *x, const struct tile_view *y)
{
	if (!ir_expr_list_equal_exact(x->valid_shape, y->valid_shape) ||
	    !ir_expr_list_equal_exact(x->stride, y->stride))
		return false;
	if (!x->start_offset != !y->start_offset ||
	    (x->start_offset && !ir_expr_equal_exact(x->start_offset, y->start_offset)))
		return false;
	return x->blayout == y->blayout && x->slayout == y->slayout && x->pad == y->pad &&
	       x->compact == y->compact && x->fractal == y->fractal;
}

void ir_type_tile_init(struct type *t, struct tile_view *vbuf, struct expr_list shape, enum dtype dt,
		       enum memspace mem, const struct tile_view *view, struct memref *memref)
{
	*t = (struct type){.kind = TY_TILE, .dtype = (uint8_t)dt, .mem = (uint8_t)mem, .shape = shape,
			   .memref = memref};
	if (view) {
		struct tile_view v = *view;
		if (ir_expr_list_equal_exact(v.valid_shape, shape))
			v.valid_shape = (struct expr_list){0, NULL};
		struct tile_view imp = ir_tile_view_implicit(shape, mem);
		imp.valid_shape = (struct expr_list){0, NULL};
		if (!tile_view_equal(&v, &imp)) {
			*vbuf = v;
			t->view = vbuf;
		}
	}
}

struct type *ir_type_tile(struct arena *a, struct expr_list shape, enum dtype dt,
			  enum memspace mem, const struct tile_view *view, struct memref *memref)
{
	struct type *t = arena_alloc_raw(a, sizeof *t); /* ir_type_tile_init writes it whole */
	struct tile_view v;
	ir_type_tile_init(t, &v, shape, dt, mem, view, memref);
	if (t->view) {
		t->view = arena_alloc_raw(a, sizeof *t->view);
		*t->view = v;
	}
	return t;
}

struct type *ir_type_tuple(struct arena *a, uint32_t n, const struct type *const *elems)
{
	struct type *t = ARENA_NEW(a, struct type);
	t->kind = TY_TUPLE;
	t->n_elems = n;
	t->elems = ARENA_ARRAY(a, struct type *, n ? n : 1);
	for (uint32_t i = 0; i < n; i++)
		t->elems[i] = (struct type *)elems[i];
	return t;
}

struct type *ir_type_array(struct arena *a, struct expr *dim, enum dtype dt)
{
	struct type *t = ARENA_NEW(a, struct type);
	t->kind = TY_ARRAY;
	t->dtype = (uint8_t)dt;
	t->shape = ir_expr_list_new(a, 1);
	t->shape.v[0] = dim;
	return t;
}

struct type *ir_type_opaque(struct arena *a, const char *name)
{
	struct type *t = ARENA_NEW(a, struct type);
	t->kind = TY_OPAQUE;
	t->opaque = name;
	return t;
}

struct type *ir_type_clone(struct arena *a, const struct type *t)
{
	struct type *c = arena_alloc_raw(a, sizeof *c);
	*c = *t;
	return c;
}

static bool memref_equal(const struct memref *x, const struct memref *y)
{
	if (!x || !y)
		return x == y;
	if (x->base_name != y->base_name || x->base != y->base || x->size != y->size ||
	    x->slots != y->slots || x->author != y->author)
		return false;
	if (!x->offset != !y->offset || (x->offset && !ir_expr_equal_exact(x->offset, y->offset)))
		return false;
	if (!x->slot_index != !y->slot_index ||
	    (x->slot_index && !ir_expr_equal_exact(x->slot_index, y->slot_index)))
		return false;
	return true;
}

/* x and y equal but for the elements of tuples (compared by the caller). */
static bool type_node_equal(const struct type *x, const struct type *y)
{
	if (x == y)
		return true;
	if (!x || !y || x->kind != y->kind)
		return false;
	switch (x->kind) {
	case TY_UNKNOWN:
	case TY_PTR:
	case TY_MEMREF:
		return true;
	case TY_SCALAR:
		return x->dtype == y->dtype;
	case TY_OPAQUE:
		return x->opaque == y->opaque;
	case TY_ARRAY:
		return x->dtype == y->dtype && ir_expr_list_equal_exact(x->shape, y->shape);
	case TY_TUPLE:
		return x->n_elems == y->n_elems;
	case TY_TENSOR:
		if (x->dtype != y->dtype || x->distributed != y->distributed ||
		    !ir_expr_list_equal_exact(x->shape, y->shape) || !memref_equal(x->memref, y->memref))
			return false;
		if (!x->tview || !y->tview)
			return x->tview == y->tview;
		return x->tview->layout == y->tview->layout && x->tview->pad == y->tview->pad &&
		       ir_expr_list_equal_exact(x->tview->valid_shape, y->tview->valid_shape) &&
		       ir_expr_list_equal_exact(x->tview->stride, y->tview->stride);
	case TY_TILE:
		if (x->dtype != y->dtype || x->mem != y->mem ||
		    !ir_expr_list_equal_exact(x->shape, y->shape) || !memref_equal(x->memref, y->memref))
			return false;
		if (!x->view || !y->view)
			return x->view == y->view;
		return tile_view_equal(x->view, y->view);
	}
	return false;
}

bool ir_type_equal(const struct type *x, const struct type *y)
{
	if (!type_node_equal(x, y))
		return false;
	if (x == y || x->kind != TY_TUPLE)
		return true;
	/* tuples of tuples: an explicit stack of element pairs */
	struct tpair { const struct type *x, *y; };
	struct vec st = {0};
	bool eq = true;
	for (const struct type *a = x, *b = y;;) {
		for (uint32_t i = 0; eq && i < a->n_elems; i++) {
			eq = type_node_equal(a->elems[i], b->elems[i]);
			if (eq && a->elems[i] != b->elems[i] && a->elems[i]->kind == TY_TUPLE) {
				struct tpair *p = xmalloc(sizeof *p);
				*p = (struct tpair){a->elems[i], b->elems[i]};
				vec_push(&st, p);
			}
		}
		if (!eq || !st.n)
			break;
		struct tpair *p = st.items[--st.n];
		a = p->x;
		b = p->y;
		free(p);
	}
	for (size_t i = 0; i < st.n; i++)
		free(st.items[i]);
	vec_free(&st);
	return eq;
}

bool ir_type_packed4(const struct type *t)
{
	return t->kind == TY_TENSOR && dtype_infos[t->dtype].bits == 4;
}

struct tile_view ir_tile_view_implicit(struct expr_list shape, enum memspace mem)
{
	struct tile_view v = {.blayout = TL_row_major, .slayout = TL_none_box, .fractal = 512};
	int64_t d[2];
	bool col_vec = shape.n == 2 && ir_shape_static(shape, d, 2) && d[1] == 1 && d[0] > 1;
	if (col_vec)
		v.blayout = TL_col_major;
	switch (mem) {
	case MS_Mat:
	case MS_Left:
		v.blayout = TL_col_major;
		v.slayout = TL_row_major;
		break;
	case MS_Right:
		v.slayout = TL_col_major;
		break;
	case MS_Acc:
		v.blayout = TL_col_major;
		v.slayout = TL_row_major;
		v.fractal = 1024;
		break;
	case MS_LeftScale:
		v.blayout = TL_row_major;
		v.slayout = TL_row_major;
		v.fractal = 32;
		break;
	case MS_RightScale:
		v.blayout = TL_col_major;
		v.slayout = TL_col_major;
		v.fractal = 32;
		break;
	default:
		break;
	}
	v.valid_shape = shape;
	return v;
}

struct tile_view ir_tile_view_effective(const struct type *t)
{
	ASSERT(t->kind == TY_TILE);
	if (!t->view)
		return ir_tile_view_implicit(t->shape, (enum memspace)t->mem);
	struct tile_view v = *t->view;
	if (v.valid_shape.n == 0)
		v.valid_shape = t->shape;
	return v;
}

struct expr_list ir_valid_shape(const struct type *t)
{
	if (t->kind == TY_TILE && t->view && t->view->valid_shape.n)
		return t->view->valid_shape;
	if (t->kind == TY_TENSOR && t->tview && t->tview->valid_shape.n)
		return t->tview->valid_shape;
	return t->shape;
}

/* Whether dims a and b are the same: equal constants or one expression. */
static bool same_dim(const struct expr *a, const struct expr *b)
{
	int64_t x, y;
	return a == b || (ir_expr_is_const_int(a, &x) && ir_expr_is_const_int(b, &y) && x == y);
}

bool ir_tile_window_contiguous(const struct type *w, const struct type *src)
{
	if (w->kind != TY_TILE || src->kind != TY_TILE || w->shape.n != 2 || src->shape.n != 2)
		return false;
	struct tile_view v = ir_tile_view_effective(src);
	bool rows = same_dim(w->shape.v[0], src->shape.v[0]), cols = same_dim(w->shape.v[1], src->shape.v[1]);
	int64_t one;
	if (v.slayout == TL_none_box && v.blayout == TL_row_major)
		return cols || (ir_expr_is_const_int(w->shape.v[0], &one) && one == 1);
	if (v.slayout == TL_none_box && v.blayout == TL_col_major)
		return rows || (ir_expr_is_const_int(w->shape.v[1], &one) && one == 1);
	return rows && cols;
}

/* ---- expressions ---------------------------------------------------------- */

/* Bytes of an expression of kind k: each node is allocated with only its
 * kind's member of the union (a leaf holds one pointer or scalar; an op
 * call, most of a kernel's nodes, is 80 bytes where the largest member
 * makes 96); nothing may read a member of another kind, nor copy a whole
 * struct expr (ir_expr_copy copies the right size). */
#define EXPR_WITH(member) (offsetof(struct expr, u) + sizeof(((struct expr *)0)->u.member))
static size_t expr_size(enum expr_kind k)
{
	switch (k) {
	case EX_VAR: case EX_INT: case EX_FLOAT: case EX_BOOL: case EX_STR: case EX_ENUM:
	case EX_SYMBOL:
		return offsetof(struct expr, u) + sizeof(int64_t);
	case EX_BINARY:
		return EXPR_WITH(bin);
	case EX_UNARY: case EX_CAST:
		return EXPR_WITH(un);
	case EX_LIST:
		return EXPR_WITH(list);
	case EX_GETITEM:
		return EXPR_WITH(get);
	case EX_CALL:
		return EXPR_WITH(call);
	default:
		return sizeof(struct expr);
	}
}

static bool expr_is_leaf(const struct expr *e)
{
	return e->kind <= EX_SYMBOL;
}

struct expr *ir_expr_copy(struct arena *a, const struct expr *e)
{
	size_t n = expr_size((enum expr_kind)e->kind);
	struct expr *c = arena_alloc_raw(a, n);
	memcpy(c, e, n);
	return c;
}

static struct expr *new_expr(struct arena *a, enum expr_kind k, struct span sp)
{
	struct expr *e = arena_alloc(a, expr_size(k));
	e->kind = (uint8_t)k;
	e->span = sp;
	return e;
}

/* new_expr's node without the clearing: the caller writes every field of
 * its kind's union member (the hot constructors, which save the arena
 * clearing their bytes first). */
static struct expr *new_expr_raw(struct arena *a, enum expr_kind k, struct span sp)
{
	struct expr *e = arena_alloc_raw(a, expr_size(k));
	e->kind = (uint8_t)k;
	e->dtype = 0;
	e->flags = 0;
	e->span = sp;
	e->type = NULL;
	return e;
}

struct expr *ir_new_var_ref(struct arena *a, struct var *v, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_VAR, sp);
	e->u.var = v;
	return e;
}

struct expr *ir_new_int(struct arena *a, int64_t v, enum dtype dt, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_INT, sp);
	e->u.i = v;
	e->dtype = (uint8_t)dt;
	e->type = ir_type_scalar(dt);
	return e;
}

struct expr *ir_new_float(struct arena *a, double v, enum dtype dt, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_FLOAT, sp);
	e->u.f = v;
	e->dtype = (uint8_t)dt;
	e->type = ir_type_scalar(dt);
	return e;
}

struct expr *ir_new_bool(struct arena *a, bool v, struct span sp)
{
	struct expr *e = new_expr(a, EX_BOOL, sp);
	e->u.b = v;
	e->dtype = DT_BOOL;
	e->type = ir_type_scalar(DT_BOOL);
	return e;
}

struct expr *ir_new_str(struct arena *a, const char *s, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_STR, sp);
	e->u.s = s;
	return e;
}

struct expr *ir_new_enum(struct arena *a, enum enum_class cls, int value, struct span sp)
{
	struct expr *e = new_expr(a, EX_ENUM, sp);
	e->u.en.cls = (uint8_t)cls;
	e->u.en.value = (uint8_t)value;
	return e;
}

struct expr *ir_new_symbol(struct arena *a, const char *s, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_SYMBOL, sp);
	e->u.s = s;
	return e;
}

struct expr *ir_new_runtime_out(struct arena *a, const struct type *t, struct span sp)
{
	struct expr *e = ir_new_symbol(a, intern_cstr("pl.runtime_out"), sp);
	e->type = t;
	return e;
}

bool ir_is_runtime_out(const struct expr *e)
{
	return e && e->kind == EX_SYMBOL && strcmp(e->u.s, "pl.runtime_out") == 0;
}

struct expr *ir_new_binary(struct arena *a, enum binop op, struct expr *l, struct expr *r,
			   struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_BINARY, sp);
	e->u.bin.op = (uint8_t)op;
	e->u.bin.l = l;
	e->u.bin.r = r;
	return e;
}

struct expr *ir_new_unary(struct arena *a, enum unop op, struct expr *x, struct span sp)
{
	struct expr *e = new_expr(a, EX_UNARY, sp);
	e->u.un.op = (uint8_t)op;
	e->u.un.x = x;
	return e;
}

struct expr *ir_new_cast(struct arena *a, struct expr *x, enum dtype dt, struct span sp)
{
	struct expr *e = new_expr(a, EX_CAST, sp);
	e->u.un.x = x;
	e->dtype = (uint8_t)dt;
	e->type = ir_type_scalar(dt);
	return e;
}

struct expr *ir_new_list(struct arena *a, struct expr_list items, struct span sp)
{
	struct expr *e = new_expr_raw(a, EX_LIST, sp);
	e->u.list = items;
	return e;
}

struct expr *ir_new_getitem(struct arena *a, struct expr *x, uint32_t i, struct span sp)
{
	struct expr *e = new_expr(a, EX_GETITEM, sp);
	e->u.get.x = x;
	e->u.get.index = i;
	return e;
}

/* Parses a spec default ("false", "0", "Vec", "FP32", "row_major", "round")
 * into `kv` according to the kwarg type. */
static void kwarg_default(struct kwval *kv, const struct spec_kwarg *k)
{
	kv->type = k->type;
	const char *d = k->def ? k->def : k->dsl_def; /* the value an omitting call carries */
	if (!d)
		return;
	switch (k->type) {
	case KT_bool:
		kv->i = strcmp(d, "true") == 0 || strcmp(d, "True") == 0;
		break;
	case KT_int:
		if (k->enum_id >= 0) {
			const struct spec_enum_value *ev = ir_enum_by_name(k->enum_id, d);
			if (ev)
				kv->i = ev->value;
			if ((d[0] >= '0' && d[0] <= '9') || d[0] == '-')
				kv->i = strtoll(d, NULL, 0);
		} else {
			kv->i = strtoll(d, NULL, 0);
		}
		break;
	case KT_float:
		kv->f = strtod(d, NULL);
		break;
	case KT_str:
		kv->s = intern_cstr(d);
		break;
	case KT_dtype:
		kv->i = dtype_lookup(d) < 0 ? 0 : dtype_lookup(d);
		break;
	case KT_mem: {
		int m = vocab_lookup(memspace_names, MS_COUNT, d);
		kv->i = m < 0 ? 0 : m;
		break;
	}
	case KT_tile_layout: {
		int m = vocab_lookup(tile_layout_names, TL_COUNT, d);
		kv->i = m < 0 ? 0 : m;
		break;
	}
	case KT_tensor_layout: {
		int m = vocab_lookup(tensor_layout_names, TLY_COUNT, d);
		kv->i = m < 0 ? 0 : m;
		break;
	}
	case KT_pad_value: {
		int m = vocab_lookup(pad_value_names, PAD_COUNT, d);
		kv->i = m < 0 ? 0 : m;
		break;
	}
	case KT_compact: {
		int m = vocab_lookup(compact_mode_names, CM_COUNT, d);
		kv->i = m < 0 ? 0 : m;
		break;
	}
	}
}

/* Every op's kwargs with their spec defaults, each op's parsed when a
 * call of it is first built (a program calls a few of the ops): op o's
 * are kw_defaults[kw_first[o] ..][0 .. n_kwargs), ready once kw_ready[o]
 * is set.  The executor builds kernels' IR on several threads: an op's
 * are parsed under kw_mu. */
static struct kwval *kw_defaults;
static size_t *kw_first;
static pthread_once_t kw_once = PTHREAD_ONCE_INIT;
static _Atomic bool kw_ready[UINT16_MAX + 1]; /* a call's op is a uint16_t */
static pthread_mutex_t kw_mu = PTHREAD_MUTEX_INITIALIZER;

static void kw_defaults_init(void)
{
	size_t n = 0;
	kw_first = xmalloc((spec_n_ops ? spec_n_ops : 1) * sizeof *kw_first);
	for (size_t o = 0; o < spec_n_ops; o++) {
		kw_first[o] = n;
		n += spec_ops[o].n_kwargs;
	}
	kw_defaults = xmalloc((n ? n : 1) * sizeof *kw_defaults);
}

/* op's kwarg defaults, parsed at its first call */
static const struct kwval *kw_defaults_of(unsigned op)
{
	pthread_once(&kw_once, kw_defaults_init);
	struct kwval *d = kw_defaults + kw_first[op];
	if (!atomic_load_explicit(&kw_ready[op], memory_order_acquire)) {
		pthread_mutex_lock(&kw_mu);
		if (!atomic_load_explicit(&kw_ready[op], memory_order_relaxed)) {
			for (unsigned i = 0; i < spec_ops[op].n_kwargs; i++) {
				memset(&d[i], 0, sizeof d[i]);
				kwarg_default(&d[i], &spec_ops[op].kwargs[i]);
			}
			atomic_store_explicit(&kw_ready[op], true, memory_order_release);
		}
		pthread_mutex_unlock(&kw_mu);
	}
	return d;
}

/* By op: set by the first call of it built.  Every EX_CALL is built here,
 * and no pass changes a call's op in place (a copy keeps it), so a clear
 * entry means no program holds a call of that op. */
static _Atomic bool op_made[UINT16_MAX + 1]; /* a call's op is a uint16_t */
static _Atomic uint32_t ops_made; /* the entries set */

uint32_t ir_ops_made(void)
{
	return atomic_load_explicit(&ops_made, memory_order_relaxed);
}

bool ir_op_made(unsigned op)
{
	return op <= UINT16_MAX && atomic_load_explicit(&op_made[op], memory_order_relaxed);
}

/* an op without kwargs shares one empty array: there is no entry to
 * write, and most calls (elementwise ops) have none */
static struct kwval no_kwargs[1];

static inline void mark_op_made(unsigned op)
{
	if (!atomic_load_explicit(&op_made[(uint16_t)op], memory_order_relaxed) &&
	    !atomic_exchange_explicit(&op_made[(uint16_t)op], true, memory_order_relaxed))
		atomic_fetch_add_explicit(&ops_made, 1, memory_order_relaxed);
}

struct expr *ir_new_call(struct arena *a, unsigned op, struct expr_list args, struct span sp)
{
	return ir_new_call_kw(a, op, args, NULL, sp);
}

struct expr *ir_new_call_kw(struct arena *a, unsigned op, struct expr_list args,
			    struct kwval *kwargs, struct span sp)
{
	ASSERT(op < spec_n_ops);
	mark_op_made(op);
	const struct spec_op *so = &spec_ops[op];
	struct expr *e = new_expr_raw(a, EX_CALL, sp);
	e->u.call.op = (uint16_t)op;
	e->u.call.args = ir_expr_list_copy(a, args);
	e->u.call.attrs = (struct attr_list){0, NULL};
	if (kwargs && so->n_kwargs) {
		e->u.call.kwargs = kwargs;
		return e;
	}
	e->u.call.kwargs = so->n_kwargs ? arena_alloc_raw(a, so->n_kwargs * sizeof(struct kwval))
				       : no_kwargs;
	if (so->n_kwargs)
		memcpy(e->u.call.kwargs, kw_defaults_of(op), so->n_kwargs * sizeof *kw_defaults);
	return e;
}

struct expr *ir_new_call_copy(struct arena *a, unsigned op, struct expr_list args, uint32_t slots,
			      const struct kwval *kwargs, struct span sp)
{
	ASSERT(op < spec_n_ops && args.n <= slots);
	mark_op_made(op);
	unsigned nk = spec_ops[op].n_kwargs;
	size_t n_slots = slots ? slots : 1;
	/* the node, its operand slots and its kwargs in one piece */
	struct expr *e = arena_alloc_raw(a, EXPR_WITH(call) + n_slots * sizeof(struct expr *) +
						nk * sizeof(struct kwval));
	e->kind = EX_CALL;
	e->dtype = 0;
	e->flags = 0;
	e->span = sp;
	e->type = NULL;
	e->u.call.op = (uint16_t)op;
	struct expr **v = (struct expr **)((char *)e + EXPR_WITH(call));
	uint32_t i = 0;
	for (; i < args.n; i++)
		v[i] = args.v[i];
	for (; i < n_slots; i++)
		v[i] = NULL;
	e->u.call.args = (struct expr_list){args.n, v};
	e->u.call.attrs = (struct attr_list){0, NULL};
	e->u.call.kwargs = no_kwargs;
	if (nk) {
		e->u.call.kwargs = (struct kwval *)(v + n_slots);
		memcpy(e->u.call.kwargs, kwargs, nk * sizeof(struct kwval));
	}
	return e;
}

/* Set by the first EX_FCALL node built (every one is built here; a copy
 * copies one): while it is clear, no program holds a call of a function.
 * Atomic: the executor builds kernels' IR on several threads. */
static _Atomic bool fcall_made;

bool ir_fcalls_made(void)
{
	return atomic_load_explicit(&fcall_made, memory_order_relaxed);
}

struct expr *ir_new_fcall(struct arena *a, const char *name, struct function *callee,
			  struct expr_list args, struct span sp)
{
	if (!atomic_load_explicit(&fcall_made, memory_order_relaxed))
		atomic_store_explicit(&fcall_made, true, memory_order_relaxed);
	struct expr *e = new_expr(a, EX_FCALL, sp);
	e->u.fcall.name = name;
	e->u.fcall.callee = callee;
	e->u.fcall.args = ir_expr_list_copy(a, args);
	return e;
}

int ir_kwarg_index(unsigned op, const char *name)
{
	const struct spec_op *so = &spec_ops[op];
	for (unsigned i = 0; i < so->n_kwargs; i++)
		if (strcmp(so->kwargs[i].name, name) == 0)
			return (int)i;
	return -1;
}

static struct kwval *kwarg_slot(struct expr *call, const char *name)
{
	ASSERT(call->kind == EX_CALL);
	int i = ir_kwarg_index(call->u.call.op, name);
	if (i < 0)
		die("op %s has no kwarg %s", spec_ops[call->u.call.op].name, name);
	struct kwval *kv = &call->u.call.kwargs[i];
	kv->present = true;
	return kv;
}

void ir_call_set_kwarg_int(struct expr *call, const char *name, int64_t v)
{
	kwarg_slot(call, name)->i = v;
}

void ir_call_set_kwarg_float(struct expr *call, const char *name, double v)
{
	kwarg_slot(call, name)->f = v;
}

void ir_call_set_kwarg_str(struct expr *call, const char *name, const char *s)
{
	kwarg_slot(call, name)->s = s;
}

const struct kwval *ir_call_kwarg(const struct expr *call, const char *name)
{
	ASSERT(call->kind == EX_CALL);
	int i = ir_kwarg_index(call->u.call.op, name);
	return i < 0 ? NULL : &call->u.call.kwargs[i];
}

const struct spec_enum_value *ir_enum_value(int enum_id, int64_t v)
{
	if (enum_id < 0 || (unsigned)enum_id >= spec_n_enums)
		return NULL;
	const struct spec_enum *en = &spec_enums[enum_id];
	for (unsigned i = 0; i < en->n_values; i++)
		if (en->values[i].value == v)
			return &en->values[i];
	return NULL;
}

const struct spec_enum_value *ir_enum_by_name(int enum_id, const char *name)
{
	if (enum_id < 0 || (unsigned)enum_id >= spec_n_enums || !name)
		return NULL;
	const struct spec_enum *en = &spec_enums[enum_id];
	for (unsigned i = 0; i < en->n_values; i++)
		if (strcmp(en->values[i].name, name) == 0)
			return &en->values[i];
	return NULL;
}

static const char *after_prefix(const char *pre, const char *sym)
{
	size_t n = pre ? strlen(pre) : 0;
	return n && strncmp(sym, pre, n) == 0 && sym[n] == '.' && sym[n + 1] ? sym + n + 1 : NULL;
}

const char *ir_enum_qualified_name(const struct spec_enum *en, const char *sym)
{
	const char *name = after_prefix(en->dsl_prefix, sym);
	return name ? name : after_prefix(en->also_prefix, sym);
}

struct expr_list ir_expr_list_new(struct arena *a, uint32_t n)
{
	return (struct expr_list){n, ARENA_ARRAY(a, struct expr *, n ? n : 1)};
}

struct expr_list ir_expr_list_copy(struct arena *a, struct expr_list l)
{
	struct expr_list c = {l.n, arena_alloc_raw(a, (l.n ? l.n : 1) * sizeof *l.v)};
	/* most lists are a call's few operands: copied without a call */
	switch (l.n) {
	case 0:
		c.v[0] = NULL;
		break;
	case 4:
		c.v[3] = l.v[3];
		/* fall through */
	case 3:
		c.v[2] = l.v[2];
		/* fall through */
	case 2:
		c.v[1] = l.v[1];
		/* fall through */
	case 1:
		c.v[0] = l.v[0];
		break;
	default:
		memcpy(c.v, l.v, l.n * sizeof *l.v);
	}
	return c;
}

struct expr_list ir_expr_list_of_ints(struct arena *a, const int64_t *v, uint32_t n,
				      struct span sp)
{
	struct expr_list l = ir_expr_list_new(a, n);
	for (uint32_t i = 0; i < n; i++)
		l.v[i] = ir_new_int(a, v[i], DT_INDEX, sp);
	return l;
}

bool ir_dim_inverse(const struct expr *e, const struct var *dv, enum dim_inverse *how, int64_t *c)
{
	*c = 0;
	if (e->kind == EX_VAR && e->u.var == dv) {
		*how = DIM_INV_SELF;
		return true;
	}
	if (e->kind != EX_BINARY)
		return false;
	const struct expr *l = e->u.bin.l, *r = e->u.bin.r;
	bool lv = l->kind == EX_VAR && l->u.var == dv && ir_expr_is_const_int(r, c);
	bool rv = r->kind == EX_VAR && r->u.var == dv && ir_expr_is_const_int(l, c);
	if (!lv && !rv)
		return false;
	switch (e->u.bin.op) {
	case BO_MUL:
		*how = DIM_INV_DIV;
		return *c != 0;
	case BO_ADD:
		*how = DIM_INV_SUB;
		return true;
	case BO_SUB:
		*how = lv ? DIM_INV_ADD : DIM_INV_RSUB;
		return true;
	case BO_FLOORDIV:
		*how = DIM_INV_MUL;
		return lv;
	default:
		return false;
	}
}

bool ir_loop_trip_count(const struct stmt *s, int64_t *out)
{
	int64_t a, b, st;
	if (!ir_expr_is_const_int(s->u.loop.start, &a) || !ir_expr_is_const_int(s->u.loop.stop, &b) ||
	    !ir_expr_is_const_int(s->u.loop.step, &st) || st == 0)
		return false;
	/* magnitudes in unsigned arithmetic: defined at the ends of the range */
	bool up = st > 0;
	if (up ? a >= b : a <= b) {
		*out = 0;
		return true;
	}
	uint64_t span = up ? (uint64_t)b - (uint64_t)a : (uint64_t)a - (uint64_t)b;
	uint64_t mag = up ? (uint64_t)st : 0u - (uint64_t)st;
	uint64_t n = (span - 1) / mag + 1;
	*out = n > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)n;
	return true;
}

bool ir_shape_static(struct expr_list shape, int64_t *out, uint32_t max)
{
	if (shape.n > max)
		return false;
	for (uint32_t i = 0; i < shape.n; i++)
		if (!ir_expr_is_const_int(shape.v[i], &out[i]))
			return false;
	return true;
}

static bool kwval_equal(const struct kwval *x, const struct kwval *y)
{
	if (x->type == KT_float)
		return x->f == y->f;
	if (x->type == KT_str)
		return x->s == y->s;
	return x->i == y->i;
}

/* A growable stack of expression pairs (one side NULL for the walkers),
 * with room for shallow trees on the C stack: the walks below are
 * iterative, so no expression, however deep, exhausts the stack. */
struct xstack {
	struct xpair { const struct expr *x, *y; } *v, local[32];
	size_t n, cap;
};

static void xs_init(struct xstack *s)
{
	s->v = s->local;
	s->n = 0;
	s->cap = sizeof s->local / sizeof *s->local;
}

static void xs_grow(struct xstack *s)
{
	size_t cap = 2 * s->cap;
	struct xpair *v = xmalloc(cap * sizeof *v);
	memcpy(v, s->v, s->n * sizeof *v);
	if (s->v != s->local)
		free(s->v);
	s->v = v;
	s->cap = cap;
}

/* inline: every walk pushes each node once */
static inline void xs_push(struct xstack *s, const struct expr *x, const struct expr *y)
{
	if (__builtin_expect(s->n == s->cap, 0))
		xs_grow(s);
	s->v[s->n++] = (struct xpair){x, y};
}

static void xs_free(struct xstack *s)
{
	if (s->v != s->local)
		free(s->v);
}

static bool lists_push(struct xstack *s, struct expr_list x, struct expr_list y)
{
	if (x.n != y.n)
		return false;
	for (uint32_t i = 0; i < x.n; i++)
		xs_push(s, x.v[i], y.v[i]);
	return true;
}

static bool attrs_push(struct xstack *s, struct attr_list x, struct attr_list y)
{
	if (x.n != y.n)
		return false;
	for (uint32_t i = 0; i < x.n; i++) {
		if (x.v[i].key != y.v[i].key)
			return false;
		xs_push(s, x.v[i].value, y.v[i].value);
	}
	return true;
}

/* A submit's fields compared, its expressions pushed. */
static bool submit_push(struct xstack *s, const struct submit *x, const struct submit *y)
{
	if (!x || !y)
		return x == y;
	if (x->kind != y->kind || x->sync_start != y->sync_start ||
	    x->allow_early_resolve != y->allow_early_resolve)
		return false;
	xs_push(s, x->core_num, y->core_num);
	xs_push(s, x->predicate, y->predicate);
	return lists_push(s, x->deps, y->deps) && lists_push(s, x->dumps, y->dumps);
}

/* Compares the node fields of x and y and pushes their children pairs. */
static bool node_equal(struct xstack *s, const struct expr *x, const struct expr *y)
{
	if (x == y)
		return true;
	if (!x || !y || x->kind != y->kind)
		return false;
	switch (x->kind) {
	case EX_VAR:
		return x->u.var == y->u.var;
	case EX_INT:
		return x->u.i == y->u.i && x->dtype == y->dtype;
	case EX_FLOAT:
		return x->u.f == y->u.f && x->dtype == y->dtype;
	case EX_BOOL:
		return x->u.b == y->u.b;
	case EX_STR:
	case EX_SYMBOL:
		return x->u.s == y->u.s;
	case EX_ENUM:
		return x->u.en.cls == y->u.en.cls && x->u.en.value == y->u.en.value;
	case EX_BINARY:
		if (x->u.bin.op != y->u.bin.op)
			return false;
		xs_push(s, x->u.bin.r, y->u.bin.r);
		xs_push(s, x->u.bin.l, y->u.bin.l);
		return true;
	case EX_UNARY:
	case EX_CAST:
		if (x->kind == EX_UNARY ? x->u.un.op != y->u.un.op : x->dtype != y->dtype)
			return false;
		xs_push(s, x->u.un.x, y->u.un.x);
		return true;
	case EX_LIST:
		return lists_push(s, x->u.list, y->u.list);
	case EX_GETITEM:
		if (x->u.get.index != y->u.get.index)
			return false;
		xs_push(s, x->u.get.x, y->u.get.x);
		return true;
	case EX_CALL:
		if (x->u.call.op != y->u.call.op)
			return false;
		for (unsigned i = 0; i < spec_ops[x->u.call.op].n_kwargs; i++)
			if (!kwval_equal(&x->u.call.kwargs[i], &y->u.call.kwargs[i]))
				return false;
		return lists_push(s, x->u.call.args, y->u.call.args) &&
		       attrs_push(s, x->u.call.attrs, y->u.call.attrs);
	case EX_FCALL:
		if (x->u.fcall.name != y->u.fcall.name)
			return false;
		xs_push(s, x->u.fcall.device, y->u.fcall.device);
		if (!submit_push(s, x->u.fcall.submit, y->u.fcall.submit))
			return false;
		return lists_push(s, x->u.fcall.args, y->u.fcall.args) &&
		       attrs_push(s, x->u.fcall.attrs, y->u.fcall.attrs);
	}
	return false;
}

bool ir_offset_equal(const struct expr *x, const struct expr *y)
{
	int64_t a, b;
	if (!x || !y)
		return x == y;
	if (ir_expr_is_const_int(x, &a) && ir_expr_is_const_int(y, &b))
		return a == b;
	return ir_expr_equal_exact(x, y);
}

bool ir_expr_equal_exact(const struct expr *x, const struct expr *y)
{
	if (x == y)
		return true;
	if (!x || !y || x->kind != y->kind)
		return false;
	/* a leaf (most dims are constants or vars) pushes nothing */
	if (x->kind <= EX_SYMBOL)
		return node_equal(NULL, x, y);
	struct xstack s;
	xs_init(&s);
	xs_push(&s, x, y);
	bool eq = true;
	while (eq && s.n) {
		struct xpair p = s.v[--s.n];
		eq = node_equal(&s, p.x, p.y);
	}
	xs_free(&s);
	return eq;
}

bool ir_expr_list_equal_exact(struct expr_list x, struct expr_list y)
{
	if (x.n != y.n)
		return false;
	if (x.v == y.v)
		return true;
	for (uint32_t i = 0; i < x.n; i++)
		if (!ir_expr_equal_exact(x.v[i], y.v[i]))
			return false;
	return true;
}

/* ---- statements ----------------------------------------------------------- */

static size_t stmt_size(enum stmt_kind kind)
{
	return kind == ST_ASSIGN || kind == ST_EVAL
		       ? offsetof(struct stmt, u) + sizeof(((struct stmt *)0)->u.assign)
		       : sizeof(struct stmt);
}

struct stmt *ir_new_stmt(struct arena *a, enum stmt_kind kind, struct span sp)
{
	/* Assignments and evaluations are most statements: they are allocated
	 * without the loop/if/scope part of the union. */
	struct stmt *s = arena_alloc(a, stmt_size(kind));
	s->kind = (uint8_t)kind;
	s->span = sp;
	return s;
}

struct stmt *ir_stmt_copy(struct arena *a, const struct stmt *s)
{
	struct stmt *n = arena_alloc_raw(a, stmt_size((enum stmt_kind)s->kind));
	memcpy(n, s, stmt_size((enum stmt_kind)s->kind));
	return n;
}

struct stmt *ir_new_assign(struct arena *a, struct var *v, struct expr *value, struct span sp)
{
	/* every field written: no clearing first */
	struct stmt *s = arena_alloc_raw(a, stmt_size(ST_ASSIGN));
	s->kind = ST_ASSIGN;
	s->span = sp;
	s->n_comments = 0;
	s->comments = NULL;
	s->u.assign.var = v;
	s->u.assign.value = value;
	return s;
}

struct stmt *ir_new_eval(struct arena *a, struct expr *value, struct span sp)
{
	struct stmt *s = ir_new_stmt(a, ST_EVAL, sp);
	s->u.eval.value = value;
	return s;
}

struct stmt *ir_new_return(struct arena *a, struct expr_list values, struct span sp)
{
	struct stmt *s = ir_new_stmt(a, ST_RETURN, sp);
	s->u.ret.values = values;
	return s;
}

struct stmt *ir_new_yield(struct arena *a, struct expr_list values, struct span sp)
{
	struct stmt *s = ir_new_stmt(a, ST_YIELD, sp);
	s->u.ret.values = values;
	return s;
}

void ir_sb_grow(struct stmt_buf *b, uint32_t k)
{
	uint32_t cap = b->cap ? b->cap : 16;
	while (cap - b->n < k) {
		if (cap > UINT32_MAX / 2)
			die("a statement list of more than %u statements", UINT32_MAX / 2);
		cap *= 2;
	}
	b->v = xrealloc(b->v, (size_t)cap * sizeof *b->v);
	b->cap = cap;
}

void ir_sb_append(struct stmt_buf *b, struct stmt_list l)
{
	if (!l.n)
		return;
	if (b->cap - b->n < l.n)
		ir_sb_grow(b, l.n);
	memcpy(b->v + b->n, l.v, l.n * sizeof *l.v);
	b->n += l.n;
}

struct stmt_list ir_sb_finish(struct arena *a, struct stmt_buf *b)
{
	struct stmt_list l = {b->n, arena_alloc_raw(a, (b->n ? b->n : 1) * sizeof *l.v)};
	if (b->n)
		memcpy(l.v, b->v, b->n * sizeof *b->v);
	else
		l.v[0] = NULL;
	b->n = 0;
	return l;
}

void ir_sb_free(struct stmt_buf *b)
{
	free(b->v);
	*b = (struct stmt_buf){0};
}

struct stmt *ir_trailing_yield(struct stmt_list body)
{
	return body.n && body.v[body.n - 1]->kind == ST_YIELD ? body.v[body.n - 1] : NULL;
}

/* ---- functions and programs ----------------------------------------------- */

void ir_function_derive_level_role(enum func_kind k, uint8_t *level, uint8_t *role)
{
	*level = LV_NONE;
	*role = ROLE_NONE;
	switch (k) {
	case FK_InCore: *level = LV_CHIP_DIE; *role = ROLE_SubWorker; break;
	case FK_AIC: *level = LV_AIC; *role = ROLE_SubWorker; break;
	case FK_AIV: *level = LV_AIV; *role = ROLE_SubWorker; break;
	case FK_Group: *level = LV_CORE_GROUP; *role = ROLE_SubWorker; break;
	case FK_Orchestration:
	case FK_Graph: *level = LV_CHIP; *role = ROLE_Orchestrator; break;
	default: break;
	}
}

bool ir_function_has_self(const struct function *f)
{
	return f->role != ROLE_SubWorker;
}

bool ir_function_one_core(const struct function *f)
{
	return f->kind == FK_AIC || f->kind == FK_AIV;
}

bool ir_function_communicates(const struct function *f)
{
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (t->kind == TY_OPAQUE || (t->kind == TY_TENSOR && t->distributed))
			return true;
	}
	return false;
}

const char *ir_host_only_reason(bool in_host_function)
{
	return in_host_function
		       ? "it cannot be called inside a device-side scope (InCore / AutoInCore / SPMD), "
			 "where it cannot be lowered"
		       : "call it in a function of level HOST "
			 "(@pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator))";
}

int ir_user_name_len(const char *name)
{
	const char *u = strstr(name, "__");
	return (int)(u && u != name ? (size_t)(u - name) : strlen(name));
}

struct var *ir_new_var(struct program *p, const char *name, enum var_kind kind,
		       const struct type *type, struct span sp)
{
	struct var *v = arena_alloc_raw(p->arena, sizeof *v);
	*v = (struct var){.name = name, .id = p->n_vars++, .kind = (uint8_t)kind, .type = type,
			  .span = sp};
	return v;
}

struct function *ir_find_function(const struct program *p, const char *name)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->name == name)
			return p->funcs[i];
	return NULL;
}

enum memspace ir_reserve_space(const struct function *f)
{
	return f->kind == FK_AIC ? MS_Mat : MS_Vec;
}

/* ---- walking ---------------------------------------------------------------- */

/* Every walk and rewrite below is iterative (an explicit stack on the heap):
 * an expression or a statement nesting of any depth costs memory in
 * proportion, never the C stack. */

bool ir_collect_dyn_vars(struct expr *e, void *ctx)
{
	struct vec *v = ctx;
	if (e->kind == EX_VAR && e->u.var->kind == VAR_DYN) {
		for (size_t i = 0; i < v->n; i++)
			if (v->items[i] == e->u.var)
				return true;
		vec_push(v, e->u.var);
	}
	return true;
}

/* Child k of a submit: deps, dumps, core_num, predicate. */
static bool submit_child_at(const struct submit *sb, uint32_t k, struct expr **c)
{
	if (!sb)
		return false;
	if (k < sb->deps.n) {
		*c = sb->deps.v[k];
		return true;
	}
	k -= sb->deps.n;
	if (k < sb->dumps.n) {
		*c = sb->dumps.v[k];
		return true;
	}
	k -= sb->dumps.n;
	if (k > 1)
		return false;
	*c = k ? sb->predicate : sb->core_num;
	return true;
}

static uint32_t submit_n_children(const struct submit *sb)
{
	return sb ? sb->deps.n + sb->dumps.n + 2 : 0;
}

/* Child k of expression e in walking order (operands, list items, fcall
 * device, attr values, submit's expressions); false past the last.  *c
 * may be NULL (an absent fcall device, core_num or predicate). */
static bool child_at(const struct expr *e, uint32_t k, struct expr **c)
{
	switch (e->kind) {
	case EX_BINARY:
		if (k > 1)
			return false;
		*c = k ? e->u.bin.r : e->u.bin.l;
		return true;
	case EX_UNARY:
	case EX_CAST:
		*c = e->u.un.x;
		return k == 0;
	case EX_GETITEM:
		*c = e->u.get.x;
		return k == 0;
	case EX_LIST:
		if (k >= e->u.list.n)
			return false;
		*c = e->u.list.v[k];
		return true;
	case EX_CALL:
		if (k < e->u.call.args.n) {
			*c = e->u.call.args.v[k];
			return true;
		}
		k -= e->u.call.args.n;
		if (k >= e->u.call.attrs.n)
			return false;
		*c = e->u.call.attrs.v[k].value;
		return true;
	case EX_FCALL:
		if (k < e->u.fcall.args.n) {
			*c = e->u.fcall.args.v[k];
			return true;
		}
		k -= e->u.fcall.args.n;
		if (k == 0) {
			*c = e->u.fcall.device;
			return true;
		}
		if (k - 1 >= e->u.fcall.attrs.n)
			return submit_child_at(e->u.fcall.submit, k - 1 - e->u.fcall.attrs.n, c);
		*c = e->u.fcall.attrs.v[k - 1].value;
		return true;
	default:
		return false;
	}
}

static uint32_t n_children(const struct expr *e)
{
	struct expr *c;
	uint32_t n = 0;
	switch (e->kind) {
	case EX_LIST: return e->u.list.n;
	case EX_CALL: return e->u.call.args.n + e->u.call.attrs.n;
	case EX_FCALL:
		return e->u.fcall.args.n + 1 + e->u.fcall.attrs.n + submit_n_children(e->u.fcall.submit);
	default:
		while (child_at(e, n, &c))
			n++;
		return n;
	}
}

/* The stack of ir_walk_expr: the expressions still to visit, the next on
 * top.  Lists are pushed with one check of the room for all their items. */
struct estack {
	struct expr **v, *local[64];
	size_t n, cap;
};

static void es_grow(struct estack *s, size_t k)
{
	size_t cap = 2 * s->cap;
	while (cap - s->n < k)
		cap *= 2;
	struct expr **v = xmalloc(cap * sizeof *v);
	memcpy(v, s->v, s->n * sizeof *v);
	if (s->v != s->local)
		free(s->v);
	s->v = v;
	s->cap = cap;
}

/* Room for k more entries: where they go. */
static inline struct expr **es_room(struct estack *s, size_t k)
{
	if (__builtin_expect(s->cap - s->n < k, 0))
		es_grow(s, k);
	return s->v + s->n;
}

static inline void es_push(struct estack *s, struct expr *x)
{
	*es_room(s, 1) = x;
	s->n++;
}

static inline void push_list_rev(struct estack *s, struct expr_list l)
{
	struct expr **d = es_room(s, l.n);
	for (uint32_t k = 0; k < l.n; k++)
		d[k] = l.v[l.n - 1 - k];
	s->n += l.n;
}

static inline void push_attrs_rev(struct estack *s, struct attr_list l)
{
	struct expr **d = es_room(s, l.n);
	for (uint32_t k = 0; k < l.n; k++)
		d[k] = l.v[l.n - 1 - k].value;
	s->n += l.n;
}

/* The walk of ir_walk_expr below x, which fn has seen (and not refused):
 * each node handed to fn before its children, children in order. */
static void walk_below(struct expr *x, ir_expr_fn fn, void *ctx)
{
	struct estack s;
	s.v = s.local;
	s.cap = sizeof s.local / sizeof *s.local;
	s.n = 0;
	bool visited = true;
	for (;;) {
		if (x && (visited || fn(x, ctx))) {
			/* children pushed last to first: popped in walking order */
			switch (x->kind) {
			case EX_BINARY:
				*es_room(&s, 2) = x->u.bin.r;
				s.v[s.n + 1] = x->u.bin.l;
				s.n += 2;
				break;
			case EX_UNARY:
			case EX_CAST:
				es_push(&s, x->u.un.x);
				break;
			case EX_GETITEM:
				es_push(&s, x->u.get.x);
				break;
			case EX_LIST:
				push_list_rev(&s, x->u.list);
				break;
			case EX_CALL:
				push_attrs_rev(&s, x->u.call.attrs);
				push_list_rev(&s, x->u.call.args);
				break;
			case EX_FCALL:
				if (x->u.fcall.submit) {
					const struct submit *sb = x->u.fcall.submit;
					es_push(&s, sb->predicate);
					es_push(&s, sb->core_num);
					push_list_rev(&s, sb->dumps);
					push_list_rev(&s, sb->deps);
				}
				push_attrs_rev(&s, x->u.fcall.attrs);
				es_push(&s, x->u.fcall.device);
				push_list_rev(&s, x->u.fcall.args);
				break;
			default:
				break;
			}
		}
		if (!s.n)
			break;
		x = s.v[--s.n];
		visited = false;
	}
	if (s.v != s.local)
		free(s.v);
}

/* The children of a call or list x whose children are all leaves (or
 * absent), in walking order, when there are at most `room`: their number,
 * else -1 (walk_below walks x then). */
static inline int flat_children(const struct expr *x, struct expr **out, int room)
{
	struct expr_list l;
	const struct attr_list *al = NULL;
	if (x->kind == EX_CALL) {
		l = x->u.call.args;
		al = &x->u.call.attrs;
	} else if (x->kind == EX_LIST) {
		l = x->u.list;
	} else {
		return -1;
	}
	uint32_t na = al ? al->n : 0;
	if (l.n + na > (uint32_t)room)
		return -1;
	int n = 0;
	for (uint32_t k = 0; k < l.n; k++) {
		struct expr *c = l.v[k];
		if (c && c->kind > EX_SYMBOL)
			return -1;
		out[n++] = c;
	}
	for (uint32_t k = 0; k < na; k++) {
		struct expr *c = al->v[k].value;
		if (c && c->kind > EX_SYMBOL)
			return -1;
		out[n++] = c;
	}
	return n;
}

void ir_walk_expr(struct expr *e, ir_expr_fn fn, void *ctx)
{
	if (!e)
		return;
	/* the kind is read after fn, as for any node, in case fn rewrote the
	 * node in place; a leaf root made a compound node is seen again */
	if (e->kind <= EX_SYMBOL) {
		if (fn(e, ctx) && e->kind > EX_SYMBOL && fn(e, ctx))
			walk_below(e, fn, ctx);
		return;
	}
	if (!fn(e, ctx) || e->kind <= EX_SYMBOL)
		return;
	/* the most common root: a call (or list) of leaves, walked without a
	 * stack; the children are read once fn has seen their parent, as the
	 * stack walk reads them */
	struct expr *kids[16];
	int n = flat_children(e, kids, 16);
	if (n < 0) {
		walk_below(e, fn, ctx);
		return;
	}
	for (int k = 0; k < n; k++)
		if (kids[k] && fn(kids[k], ctx) && kids[k]->kind > EX_SYMBOL)
			walk_below(kids[k], fn, ctx); /* a leaf fn made a compound node */
}

/* The expressions a statement holds itself (not its bodies'), in walking
 * order: each walked whole (`walk`), or only given to fn, as the depth check
 * wants (it walks each itself); `walk` is a constant where this is inlined. */
static inline void root(struct expr *e, ir_expr_fn fn, void *ctx, bool walk)
{
	if (walk)
		ir_walk_expr(e, fn, ctx);
	else if (e)
		fn(e, ctx);
}

static inline void stmt_roots(struct stmt *s, ir_expr_fn fn, void *ctx, bool walk)
{
	switch (s->kind) {
	case ST_ASSIGN:
		root(s->u.assign.value, fn, ctx, walk);
		break;
	case ST_EVAL:
		root(s->u.eval.value, fn, ctx, walk);
		break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			root(s->u.ret.values.v[i], fn, ctx, walk);
		break;
	case ST_FOR:
		root(s->u.loop.start, fn, ctx, walk);
		root(s->u.loop.stop, fn, ctx, walk);
		root(s->u.loop.step, fn, ctx, walk);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			root(s->u.loop.iter[i].init, fn, ctx, walk);
		root(s->u.loop.stage, fn, ctx, walk);
		for (uint32_t i = 0; i < s->u.loop.attrs.n; i++)
			root(s->u.loop.attrs.v[i].value, fn, ctx, walk);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			root(s->u.wloop.iter[i].init, fn, ctx, walk);
		root(s->u.wloop.cond, fn, ctx, walk);
		break;
	case ST_IF:
		root(s->u.cond.cond, fn, ctx, walk);
		break;
	case ST_SCOPE:
		root(s->u.scope.arg, fn, ctx, walk);
		for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
			root(s->u.scope.kw.v[i].value, fn, ctx, walk);
		break;
	default:
		break;
	}
}

void ir_stmt_exprs(struct stmt *s, ir_expr_fn fn, void *ctx)
{
	stmt_roots(s, fn, ctx, true);
}

void ir_stmt_root_exprs(struct stmt *s, ir_expr_fn fn, void *ctx)
{
	stmt_roots(s, fn, ctx, false);
}

struct stmts_exprs {
	ir_expr_fn fn;
	void *ctx;
};

static bool stmts_exprs_stmt(struct stmt *s, void *ctx)
{
	const struct stmts_exprs *w = ctx;
	ir_stmt_exprs(s, w->fn, w->ctx);
	return true;
}

void ir_walk_stmts_exprs(struct stmt_list l, ir_expr_fn fn, void *ctx)
{
	struct stmts_exprs w = {fn, ctx};
	ir_walk_stmts(l, stmts_exprs_stmt, &w);
}

/* ---- searching ---------------------------------------------------------------- */

struct expr_search {
	ir_expr_pred pred;
	const void *arg;
	bool found;
};

static bool search_expr(struct expr *e, void *ctx)
{
	struct expr_search *q = ctx;
	if (!q->found && q->pred(e, q->arg))
		q->found = true;
	return !q->found;
}

static bool search_stmt(struct stmt *s, void *ctx)
{
	struct expr_search *q = ctx;
	if (!q->found)
		ir_stmt_exprs(s, search_expr, q);
	return !q->found;
}

bool ir_expr_any(struct expr *e, ir_expr_pred pred, const void *arg)
{
	struct expr_search q = {pred, arg, false};
	if (e)
		ir_walk_expr(e, search_expr, &q);
	return q.found;
}

bool ir_stmts_any_expr(struct stmt_list l, ir_expr_pred pred, const void *arg)
{
	struct expr_search q = {pred, arg, false};
	ir_walk_stmts(l, search_stmt, &q);
	return q.found;
}

static bool is_call_of(const struct expr *e, const void *arg)
{
	return e->kind == EX_CALL && (int)e->u.call.op == *(const int *)arg;
}

static bool is_var_ref(const struct expr *e, const void *arg)
{
	return e->kind == EX_VAR && e->u.var == arg;
}

bool ir_stmts_call_op(struct stmt_list l, int op)
{
	/* an op no call was ever built of is in no statement: no walk */
	if (op < 0 || !ir_op_made((unsigned)op))
		return false;
	return ir_stmts_any_expr(l, is_call_of, &op);
}

bool ir_stmts_use_var(struct stmt_list l, const struct var *v)
{
	return ir_stmts_any_expr(l, is_var_ref, v);
}

bool ir_expr_uses_var(struct expr *e, const struct var *v)
{
	return ir_expr_any(e, is_var_ref, v);
}

/* A statement list being walked: the next index, and the compound
 * statement owning it with the index of the body it is (the next body is
 * read from the owner when this one ends). */
struct sframe {
	struct stmt_list l;
	uint32_t i;
	struct stmt *owner;
	int kid;
};

struct sstack {
	struct sframe *v;
	size_t n, cap;
};

static struct sframe *ss_push(struct sstack *s, struct stmt_list l, struct stmt *owner, int kid)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	s->v[s->n] = (struct sframe){l, 0, owner, kid};
	return &s->v[s->n++];
}

/* ir_walk_stmts, or with `compound` ir_walk_compound_stmts (a constant
 * where this is inlined). */
static inline __attribute__((always_inline)) void walk_stmts(struct stmt_list l, ir_stmt_fn fn,
							     void *ctx, bool compound)
{
	struct sstack st = {0};
	ss_push(&st, l, NULL, 0);
	while (st.n) {
		struct sframe *f = &st.v[st.n - 1];
		/* the statements of this list up to the next compound one
		 * entered (the position kept in a local across the calls) */
		struct stmt **v = f->l.v;
		uint32_t i = f->i, n = f->l.n;
		while (i < n) {
			struct stmt *s = v[i++];
			if ((compound && (s->kind < ST_FOR || s->kind > ST_SCOPE)) || !fn(s, ctx) ||
			    s->kind < ST_FOR || s->kind > ST_SCOPE)
				continue; /* only ST_FOR .. ST_SCOPE have bodies */
			struct stmt_list *kids[2];
			if (ir_stmt_children(s, kids) > 0) {
				f->i = i;
				ss_push(&st, *kids[0], s, 0);
				goto next;
			}
		}
		struct stmt *owner = f->owner;
		int kid = f->kid + 1;
		st.n--;
		struct stmt_list *kids[2];
		if (owner && kid < ir_stmt_children(owner, kids))
			ss_push(&st, *kids[kid], owner, kid);
	next:;
	}
	free(st.v);
}

void ir_walk_stmts(struct stmt_list l, ir_stmt_fn fn, void *ctx)
{
	walk_stmts(l, fn, ctx, false);
}

void ir_walk_compound_stmts(struct stmt_list l, ir_stmt_fn fn, void *ctx)
{
	walk_stmts(l, fn, ctx, true);
}

/* A statement list being rewritten: its output so far and the compound
 * statement whose bodies are being rewritten (before fn sees it). */
struct rframe {
	struct stmt_list l;
	uint32_t i;
	struct stmt_buf out;
	struct stmt *s;
	struct stmt_list *kids[2];
	int nk, k;
};

struct stmt_list ir_rewrite_stmts(struct arena *a, struct stmt_list l, ir_stmt_rewrite_fn fn,
				  void *ctx)
{
	struct rframe *v = xmalloc(16 * sizeof *v);
	size_t n = 0, cap = 16;
	v[n++] = (struct rframe){.l = l};
	struct stmt_list done = {0};
	bool have_done = false;
	for (;;) {
		struct rframe *f = &v[n - 1];
		if (have_done) {
			*f->kids[f->k++] = done;
			have_done = false;
		}
		if (f->s && f->k < f->nk) {
			if (n == cap)
				v = xrealloc(v, (cap *= 2) * sizeof *v);
			struct rframe *p = &v[n - 1];
			v[n++] = (struct rframe){.l = *p->kids[p->k]};
			continue;
		}
		if (f->s) {
			fn(f->s, &f->out, ctx);
			f->s = NULL;
		}
		if (f->i < f->l.n) {
			f->s = f->l.v[f->i++];
			f->nk = ir_stmt_children(f->s, f->kids);
			f->k = 0;
			continue;
		}
		done = ir_sb_finish(a, &f->out);
		ir_sb_free(&f->out);
		if (--n == 0)
			break;
		have_done = true;
	}
	free(v);
	return done;
}

/* An expression being rebuilt bottom-up: its copy with the children
 * rewritten so far, and the next child. */
struct xframe {
	struct expr *e;
	struct expr c;
	uint32_t k, n;
	bool changed, list_copied, attrs_copied, submit_copied;
};

/* Stores the rewritten child k into the frame's copy (lists are copied
 * before their first change). */
static void set_child(struct arena *a, struct xframe *f, uint32_t k, struct expr *x)
{
	struct expr *old;
	if (!child_at(&f->c, k, &old) || old == x)
		return;
	f->changed = true;
	struct expr *c = &f->c;
	switch (c->kind) {
	case EX_BINARY:
		*(k ? &c->u.bin.r : &c->u.bin.l) = x;
		return;
	case EX_UNARY:
	case EX_CAST:
		c->u.un.x = x;
		return;
	case EX_GETITEM:
		c->u.get.x = x;
		return;
	default:
		break;
	}
	struct expr_list *l = c->kind == EX_LIST ? &c->u.list : c->kind == EX_CALL ? &c->u.call.args
										     : &c->u.fcall.args;
	struct attr_list *al = c->kind == EX_CALL ? &c->u.call.attrs : &c->u.fcall.attrs;
	if (c->kind == EX_LIST || k < l->n) {
		if (!f->list_copied)
			*l = ir_expr_list_copy(a, *l);
		f->list_copied = true;
		l->v[k] = x;
		return;
	}
	k -= l->n;
	if (c->kind == EX_FCALL && k-- == 0) {
		c->u.fcall.device = x;
		return;
	}
	if (c->kind == EX_FCALL && k >= al->n) {
		k -= al->n;
		if (!f->submit_copied) {
			struct submit *sb = ARENA_NEW(a, struct submit);
			*sb = *c->u.fcall.submit;
			sb->deps = ir_expr_list_copy(a, sb->deps);
			sb->dumps = ir_expr_list_copy(a, sb->dumps);
			c->u.fcall.submit = sb;
		}
		f->submit_copied = true;
		struct submit *sb = c->u.fcall.submit;
		if (k < sb->deps.n)
			sb->deps.v[k] = x;
		else if ((k -= sb->deps.n) < sb->dumps.n)
			sb->dumps.v[k] = x;
		else if (k == sb->dumps.n)
			sb->core_num = x;
		else
			sb->predicate = x;
		return;
	}
	if (!f->attrs_copied) {
		struct attr *v = ARENA_ARRAY(a, struct attr, al->n);
		memcpy(v, al->v, al->n * sizeof *v);
		al->v = v;
	}
	f->attrs_copied = true;
	al->v[k].value = x;
}

struct expr *ir_rewrite_expr(struct arena *a, struct expr *e, ir_expr_rewrite_fn fn, void *ctx)
{
	/* frames on the C stack while the expression is shallow (no malloc
	 * per statement rewritten) */
	struct xframe local[16], *v = local;
	size_t n = 0, cap = sizeof local / sizeof *local;
	struct expr *res = NULL, *next = e;
	bool pending = true; /* `next` is to be entered, else `res` is a child's result */
	for (;;) {
		if (pending) {
			pending = false;
			if (!next) {
				res = NULL;
			} else if (expr_is_leaf(next)) {
				res = fn(next, ctx);
			} else {
				if (n == cap) {
					struct xframe *w = xmalloc(2 * cap * sizeof *w);
					memcpy(w, v, n * sizeof *v);
					if (v != local)
						free(v);
					v = w;
					cap *= 2;
				}
				/* the copy holds only the node's bytes (see expr_size) */
				v[n] = (struct xframe){.e = next, .n = n_children(next)};
				memcpy(&v[n++].c, next, expr_size((enum expr_kind)next->kind));
				continue;
			}
			if (n == 0)
				break;
			struct xframe *f = &v[n - 1];
			set_child(a, f, f->k++, res);
		}
		struct xframe *f = &v[n - 1];
		if (f->k < f->n) {
			child_at(&f->c, f->k, &next);
			pending = true;
			continue;
		}
		struct expr *out = f->e;
		if (f->changed)
			out = ir_expr_copy(a, &f->c);
		res = fn(out, ctx);
		if (--n == 0)
			break;
		f = &v[n - 1];
		set_child(a, f, f->k++, res);
	}
	if (v != local)
		free(v);
	return res;
}

/* ---- nesting depth -------------------------------------------------------------- */

struct depth_ck {
	int limit, errors;
	/* types found within the limit (a direct-mapped cache: most vars
	 * share a few types, checked once) */
	const struct type *ok[256];
};

/* A stack of (node, depth) pairs, on the C stack while shallow. */
struct dstack {
	struct dnode { const void *x; int d; } *v, local[32];
	size_t n, cap;
};

static void ds_init(struct dstack *s, const void *x)
{
	s->v = s->local;
	s->cap = sizeof s->local / sizeof *s->local;
	s->n = 0;
	if (x)
		s->v[s->n++] = (struct dnode){x, 1};
}

static void ds_push(struct dstack *s, const void *x, int d)
{
	if (s->n == s->cap) {
		struct dnode *v = xmalloc(2 * s->cap * sizeof *v);
		memcpy(v, s->v, s->n * sizeof *v);
		if (s->v != s->local)
			free(s->v);
		s->v = v;
		s->cap *= 2;
	}
	s->v[s->n++] = (struct dnode){x, d};
}

static void ds_free(struct dstack *s)
{
	if (s->v != s->local)
		free(s->v);
}

/* One expression, reported once, at the first node past the limit.  A
 * leaf within the limit can be past it nowhere: it is not pushed. */
static void depth_expr(struct depth_ck *c, const struct expr *e)
{
	if (!e || (e->kind <= EX_SYMBOL && c->limit >= 1))
		return;
	if (e->kind == EX_CALL && c->limit >= 2) {
		/* an op call of leaves (most statements): two levels */
		uint32_t i = 0, k = 0;
		while (i < e->u.call.args.n &&
		       (!e->u.call.args.v[i] || e->u.call.args.v[i]->kind <= EX_SYMBOL))
			i++;
		while (k < e->u.call.attrs.n &&
		       (!e->u.call.attrs.v[k].value || e->u.call.attrs.v[k].value->kind <= EX_SYMBOL))
			k++;
		if (i == e->u.call.args.n && k == e->u.call.attrs.n)
			return;
	}
	struct dstack st;
	ds_init(&st, e);
	while (st.n) {
		struct dnode x = st.v[--st.n];
		const struct expr *y = x.x;
		if (x.d > c->limit) {
			diag_error(y->span, "expression nested too deeply (more than %d levels)", c->limit);
			c->errors++;
			break;
		}
		struct expr *k;
		bool leaves_ok = x.d + 1 <= c->limit;
		for (uint32_t i = n_children(y); i-- > 0;)
			if (child_at(y, i, &k) && k && !(leaves_ok && k->kind <= EX_SYMBOL))
				ds_push(&st, k, x.d + 1);
	}
	ds_free(&st);
}

static void depth_list(struct depth_ck *c, struct expr_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		depth_expr(c, l.v[i]);
}

/* The expressions of a type and of the types it holds (tuple nesting
 * counts like expression nesting). */
static void depth_type(struct depth_ck *c, const struct type *t, struct span at)
{
	if (!t)
		return;
	unsigned slot = (unsigned)(((uintptr_t)t >> 4) * 2654435761u) >> 24;
	if (c->ok[slot] == t)
		return;
	int errors = c->errors;
	struct dstack st;
	ds_init(&st, t);
	while (st.n) {
		struct dnode x = st.v[--st.n];
		const struct type *y = x.x;
		if (x.d > c->limit) {
			diag_error(at, "type nested too deeply (more than %d levels)", c->limit);
			c->errors++;
			break;
		}
		depth_list(c, y->shape);
		if (y->tview) {
			depth_list(c, y->tview->valid_shape);
			depth_list(c, y->tview->stride);
		}
		if (y->view) {
			depth_list(c, y->view->valid_shape);
			depth_list(c, y->view->stride);
			depth_expr(c, y->view->start_offset);
		}
		if (y->memref) {
			depth_expr(c, y->memref->offset);
			depth_expr(c, y->memref->slot_index);
		}
		for (uint32_t i = y->kind == TY_TUPLE ? y->n_elems : 0; i-- > 0;)
			if (y->elems[i])
				ds_push(&st, y->elems[i], x.d + 1);
	}
	ds_free(&st);
	if (c->errors == errors)
		c->ok[slot] = t; /* one that is too deep is reported at every use */
}

static bool depth_expr_cb(struct expr *e, void *ctx)
{
	depth_expr(ctx, e);
	return false; /* depth_expr walked it whole */
}

static void depth_var(struct depth_ck *c, const struct var *v)
{
	if (v)
		depth_type(c, v->type, v->span);
}

/* The variables a statement defines. */
static void depth_defs(struct depth_ck *c, const struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		depth_var(c, s->u.assign.var);
		break;
	case ST_FOR:
		depth_var(c, s->u.loop.loop_var);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			depth_var(c, s->u.loop.iter[i].var);
			depth_var(c, s->u.loop.return_vars[i]);
		}
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			depth_var(c, s->u.wloop.iter[i].var);
			depth_var(c, s->u.wloop.return_vars[i]);
		}
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			depth_var(c, s->u.cond.return_vars[i]);
		break;
	case ST_SCOPE:
		depth_var(c, s->u.scope.var);
		break;
	default:
		break;
	}
}

static void depth_function(struct depth_ck *c, const struct function *f)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		depth_var(c, f->params[i].var);
	for (uint32_t i = 0; i < f->n_rets; i++)
		depth_type(c, f->rets[i], f->span);
	struct sstack st = {0};
	ss_push(&st, f->body, NULL, 0);
	while (st.n) {
		struct sframe *fr = &st.v[st.n - 1];
		if (fr->i == fr->l.n) {
			struct stmt *owner = fr->owner;
			int kid = fr->kid + 1;
			st.n--;
			struct stmt_list *kids[2];
			if (owner && kid < ir_stmt_children(owner, kids))
				ss_push(&st, *kids[kid], owner, kid);
			continue;
		}
		struct stmt *s = fr->l.v[fr->i++];
		if (s->kind == ST_ASSIGN) {
			/* most statements: one root, one var, no body */
			depth_expr(c, s->u.assign.value);
			depth_var(c, s->u.assign.var);
			continue;
		}
		stmt_roots(s, depth_expr_cb, c, false); /* depth_expr_cb walks each whole */
		depth_defs(c, s);
		struct stmt_list *kids[2];
		if (ir_stmt_children(s, kids) == 0)
			continue;
		/* the frames below this one are the bodies s is nested in */
		if ((int)st.n >= c->limit) {
			diag_error(s->span, "statements nested too deeply (more than %d levels)", c->limit);
			c->errors++;
			continue;
		}
		ss_push(&st, *kids[0], s, 0);
	}
	free(st.v);
}

int ir_check_function_depth(const struct function *f, int limit)
{
	struct depth_ck c = {.limit = limit};
	depth_function(&c, f);
	return c.errors;
}

int ir_check_depth(const struct program *p, int limit)
{
	int errors = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		errors += ir_check_function_depth(p->funcs[i], limit);
	return errors;
}

struct subst {
	struct arena *a;
	uint32_t n;
	struct var *const *from, *const *to;
};

static struct expr *subst_expr(struct expr *e, void *ctx)
{
	struct subst *s = ctx;
	if (e->kind != EX_VAR)
		return e;
	for (uint32_t i = 0; i < s->n; i++)
		if (e->u.var == s->from[i])
			return ir_new_var_ref(s->a, s->to[i], e->span);
	return e;
}

static struct expr *subst(struct subst *s, struct expr *e)
{
	return ir_rewrite_expr(s->a, e, subst_expr, s);
}

static void subst_list(struct subst *s, struct expr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i] = subst(s, l->v[i]);
}

static void subst_attrs(struct subst *s, struct attr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i].value = subst(s, l->v[i].value);
}

static bool subst_stmt(struct stmt *st, void *ctx)
{
	struct subst *s = ctx;
	switch (st->kind) {
	case ST_ASSIGN: st->u.assign.value = subst(s, st->u.assign.value); break;
	case ST_EVAL: st->u.eval.value = subst(s, st->u.eval.value); break;
	case ST_RETURN:
	case ST_YIELD: subst_list(s, &st->u.ret.values); break;
	case ST_FOR:
		st->u.loop.start = subst(s, st->u.loop.start);
		st->u.loop.stop = subst(s, st->u.loop.stop);
		st->u.loop.step = subst(s, st->u.loop.step);
		st->u.loop.stage = subst(s, st->u.loop.stage);
		for (uint32_t i = 0; i < st->u.loop.n_iter; i++)
			st->u.loop.iter[i].init = subst(s, st->u.loop.iter[i].init);
		subst_attrs(s, &st->u.loop.attrs);
		break;
	case ST_WHILE:
		st->u.wloop.cond = subst(s, st->u.wloop.cond);
		for (uint32_t i = 0; i < st->u.wloop.n_iter; i++)
			st->u.wloop.iter[i].init = subst(s, st->u.wloop.iter[i].init);
		break;
	case ST_IF: st->u.cond.cond = subst(s, st->u.cond.cond); break;
	case ST_SCOPE:
		st->u.scope.arg = subst(s, st->u.scope.arg);
		subst_attrs(s, &st->u.scope.kw);
		break;
	default: break;
	}
	return true;
}

void ir_subst_vars(struct arena *a, struct stmt_list l, uint32_t n, struct var *const *from,
		   struct var *const *to)
{
	struct subst s = {a, n, from, to};
	ir_walk_stmts(l, subst_stmt, &s);
}

/* ---- op lookup -------------------------------------------------------------- */

/* Spellings by hash: specgen's table (spec_spelling_slots), not built at
 * the start (spec_spellings is sorted for printing, but a binary search
 * costs a dozen strcmp per call). */
const struct spec_spelling *ir_spelling_lookup(const char *spelling)
{
	const size_t mask = spec_spelling_cap - 1;
	for (size_t j = spec_spelling_hash(spelling) & mask; spec_spelling_slots[j]; j = (j + 1) & mask) {
		const struct spec_spelling *s = &spec_spellings[spec_spelling_slots[j] - 1];
		if (strcmp(s->spelling, spelling) == 0)
			return s;
	}
	return NULL;
}

int ir_op_lookup(const char *spelling, const struct spec_alias **alias)
{
	const struct spec_spelling *s = ir_spelling_lookup(spelling);
	if (alias)
		*alias = NULL;
	for (unsigned i = 0; s && i < s->n_cands; i++)
		if (s->cands[i].op >= 0) {
			if (alias && s->cands[i].alias >= 0)
				*alias = &spec_ops[s->cands[i].op].aliases[s->cands[i].alias];
			return s->cands[i].op;
		}
	return -1;
}

const char *ir_op_spelling(unsigned op)
{
	ASSERT(op < spec_n_ops);
	return spec_ops[op].spelling;
}
