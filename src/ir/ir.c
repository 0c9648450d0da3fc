/* IR construction, canonical views, equality, walkers and rewriters. */
#include "ir.h"

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

struct type *ir_type_tensor(struct arena *a, struct expr_list shape, enum dtype dt,
			    const struct tensor_view *tview, struct memref *memref)
{
	struct type *t = ARENA_NEW(a, struct type);
	t->kind = TY_TENSOR;
	t->dtype = (uint8_t)dt;
	t->mem = MS_COUNT;
	t->shape = shape;
	t->memref = memref;
	if (tview) {
		struct tensor_view v = *tview;
		if (ir_expr_list_equal_exact(v.valid_shape, shape))
			v.valid_shape = (struct expr_list){0, NULL};
		if (!tview_is_default(&v)) {
			t->tview = ARENA_NEW(a, struct tensor_view);
			*t->tview = v;
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
	struct type *t = ARENA_NEW(a, struct type);
	struct tile_view v;
	ir_type_tile_init(t, &v, shape, dt, mem, view, memref);
	if (t->view) {
		t->view = ARENA_NEW(a, struct tile_view);
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
	struct type *c = ARENA_NEW(a, struct type);
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

bool ir_type_equal(const struct type *x, const struct type *y)
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
		if (x->n_elems != y->n_elems)
			return false;
		for (uint32_t i = 0; i < x->n_elems; i++)
			if (!ir_type_equal(x->elems[i], y->elems[i]))
				return false;
		return true;
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

/* ---- expressions ---------------------------------------------------------- */

const struct type *ir_expr_type(const struct expr *e)
{
	if (e->kind == EX_VAR && e->u.var->type)
		return e->u.var->type;
	return e->type ? e->type : &unknown_type;
}

/* Bytes of an expression of kind k: leaves (one pointer or scalar in the
 * union) are allocated without the rest of the union, which is most of the
 * node; nothing may read a member of another kind, nor copy a whole struct
 * expr (ir_expr_copy copies the right size). */
static size_t expr_size(enum expr_kind k)
{
	switch (k) {
	case EX_VAR: case EX_INT: case EX_FLOAT: case EX_BOOL: case EX_STR: case EX_ENUM:
	case EX_SYMBOL:
		return offsetof(struct expr, u) + sizeof(int64_t);
	default:
		return sizeof(struct expr);
	}
}

struct expr *ir_expr_copy(struct arena *a, const struct expr *e)
{
	size_t n = expr_size((enum expr_kind)e->kind);
	struct expr *c = arena_alloc(a, n);
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

struct expr *ir_new_var_ref(struct arena *a, struct var *v, struct span sp)
{
	struct expr *e = new_expr(a, EX_VAR, sp);
	e->u.var = v;
	return e;
}

struct expr *ir_new_int(struct arena *a, int64_t v, enum dtype dt, struct span sp)
{
	struct expr *e = new_expr(a, EX_INT, sp);
	e->u.i = v;
	e->dtype = (uint8_t)dt;
	e->type = ir_type_scalar(dt);
	return e;
}

struct expr *ir_new_float(struct arena *a, double v, enum dtype dt, struct span sp)
{
	struct expr *e = new_expr(a, EX_FLOAT, sp);
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
	struct expr *e = new_expr(a, EX_STR, sp);
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
	struct expr *e = new_expr(a, EX_SYMBOL, sp);
	e->u.s = s;
	return e;
}

struct expr *ir_new_binary(struct arena *a, enum binop op, struct expr *l, struct expr *r,
			   struct span sp)
{
	struct expr *e = new_expr(a, EX_BINARY, sp);
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
	struct expr *e = new_expr(a, EX_LIST, sp);
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
	const char *d = k->def;
	if (!d)
		return;
	switch (k->type) {
	case KT_bool:
		kv->i = strcmp(d, "true") == 0 || strcmp(d, "True") == 0;
		break;
	case KT_int:
		if (k->enum_id >= 0) {
			const struct spec_enum *en = &spec_enums[k->enum_id];
			for (unsigned i = 0; i < en->n_values; i++)
				if (strcmp(en->values[i].name, d) == 0)
					kv->i = en->values[i].value;
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

struct expr *ir_new_call(struct arena *a, unsigned op, struct expr_list args, struct span sp)
{
	ASSERT(op < spec_n_ops);
	const struct spec_op *so = &spec_ops[op];
	struct expr *e = new_expr(a, EX_CALL, sp);
	e->u.call.op = (uint16_t)op;
	e->u.call.args = ir_expr_list_copy(a, args);
	e->u.call.kwargs = ARENA_ARRAY(a, struct kwval, so->n_kwargs ? so->n_kwargs : 1);
	for (unsigned i = 0; i < so->n_kwargs; i++)
		kwarg_default(&e->u.call.kwargs[i], &so->kwargs[i]);
	return e;
}

struct expr *ir_new_fcall(struct arena *a, const char *name, struct function *callee,
			  struct expr_list args, struct span sp)
{
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

struct expr_list ir_expr_list_new(struct arena *a, uint32_t n)
{
	return (struct expr_list){n, ARENA_ARRAY(a, struct expr *, n ? n : 1)};
}

struct expr_list ir_expr_list_copy(struct arena *a, struct expr_list l)
{
	struct expr_list c = ir_expr_list_new(a, l.n);
	if (l.n)
		memcpy(c.v, l.v, l.n * sizeof *l.v);
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

bool ir_expr_is_const_int(const struct expr *e, int64_t *out)
{
	if (!e || e->kind != EX_INT)
		return false;
	if (out)
		*out = e->u.i;
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

static bool attrs_equal_exact(struct attr_list x, struct attr_list y)
{
	if (x.n != y.n)
		return false;
	for (uint32_t i = 0; i < x.n; i++)
		if (x.v[i].key != y.v[i].key || !ir_expr_equal_exact(x.v[i].value, y.v[i].value))
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

static bool submit_equal_exact(const struct submit *x, const struct submit *y)
{
	if (!x || !y)
		return x == y;
	return x->kind == y->kind && x->sync_start == y->sync_start &&
	       x->allow_early_resolve == y->allow_early_resolve &&
	       ir_expr_list_equal_exact(x->deps, y->deps) &&
	       ir_expr_list_equal_exact(x->dumps, y->dumps) &&
	       ir_expr_equal_exact(x->core_num, y->core_num) &&
	       ir_expr_equal_exact(x->predicate, y->predicate);
}

bool ir_expr_equal_exact(const struct expr *x, const struct expr *y)
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
		return x->u.bin.op == y->u.bin.op && ir_expr_equal_exact(x->u.bin.l, y->u.bin.l) &&
		       ir_expr_equal_exact(x->u.bin.r, y->u.bin.r);
	case EX_UNARY:
		return x->u.un.op == y->u.un.op && ir_expr_equal_exact(x->u.un.x, y->u.un.x);
	case EX_CAST:
		return x->dtype == y->dtype && ir_expr_equal_exact(x->u.un.x, y->u.un.x);
	case EX_LIST:
		return ir_expr_list_equal_exact(x->u.list, y->u.list);
	case EX_GETITEM:
		return x->u.get.index == y->u.get.index && ir_expr_equal_exact(x->u.get.x, y->u.get.x);
	case EX_CALL: {
		if (x->u.call.op != y->u.call.op ||
		    !ir_expr_list_equal_exact(x->u.call.args, y->u.call.args) ||
		    !attrs_equal_exact(x->u.call.attrs, y->u.call.attrs))
			return false;
		for (unsigned i = 0; i < spec_ops[x->u.call.op].n_kwargs; i++)
			if (!kwval_equal(&x->u.call.kwargs[i], &y->u.call.kwargs[i]))
				return false;
		return true;
	}
	case EX_FCALL:
		return x->u.fcall.name == y->u.fcall.name &&
		       ir_expr_list_equal_exact(x->u.fcall.args, y->u.fcall.args) &&
		       ir_expr_equal_exact(x->u.fcall.device, y->u.fcall.device) &&
		       attrs_equal_exact(x->u.fcall.attrs, y->u.fcall.attrs) &&
		       submit_equal_exact(x->u.fcall.submit, y->u.fcall.submit);
	}
	return false;
}

bool ir_expr_list_equal_exact(struct expr_list x, struct expr_list y)
{
	if (x.n != y.n)
		return false;
	for (uint32_t i = 0; i < x.n; i++)
		if (!ir_expr_equal_exact(x.v[i], y.v[i]))
			return false;
	return true;
}

/* ---- statements ----------------------------------------------------------- */

struct stmt *ir_new_stmt(struct arena *a, enum stmt_kind kind, struct span sp)
{
	/* Assignments and evaluations are most statements: they are allocated
	 * without the loop/if/scope part of the union. */
	size_t n = kind == ST_ASSIGN || kind == ST_EVAL
			   ? offsetof(struct stmt, u) + sizeof(((struct stmt *)0)->u.assign)
			   : sizeof(struct stmt);
	struct stmt *s = arena_alloc(a, n);
	s->kind = (uint8_t)kind;
	s->span = sp;
	return s;
}

struct stmt *ir_new_assign(struct arena *a, struct var *v, struct expr *value, struct span sp)
{
	struct stmt *s = ir_new_stmt(a, ST_ASSIGN, sp);
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

void ir_sb_push(struct stmt_buf *b, struct stmt *s)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 16;
		b->v = xrealloc(b->v, b->cap * sizeof *b->v);
	}
	b->v[b->n++] = s;
}

void ir_sb_append(struct stmt_buf *b, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		ir_sb_push(b, l.v[i]);
}

struct stmt_list ir_sb_finish(struct arena *a, struct stmt_buf *b)
{
	struct stmt_list l = {b->n, ARENA_ARRAY(a, struct stmt *, b->n ? b->n : 1)};
	if (b->n)
		memcpy(l.v, b->v, b->n * sizeof *b->v);
	b->n = 0;
	return l;
}

void ir_sb_free(struct stmt_buf *b)
{
	free(b->v);
	*b = (struct stmt_buf){0};
}

int ir_stmt_children(struct stmt *s, struct stmt_list *out[2])
{
	switch (s->kind) {
	case ST_FOR:
		out[0] = &s->u.loop.body;
		return 1;
	case ST_WHILE:
		out[0] = &s->u.wloop.body;
		return 1;
	case ST_IF:
		out[0] = &s->u.cond.then_body;
		out[1] = &s->u.cond.else_body;
		return 2;
	case ST_SCOPE:
		out[0] = &s->u.scope.body;
		return 1;
	default:
		return 0;
	}
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

struct var *ir_new_var(struct program *p, const char *name, enum var_kind kind,
		       const struct type *type, struct span sp)
{
	struct var *v = ARENA_NEW(p->arena, struct var);
	v->name = name;
	v->id = p->n_vars++;
	v->kind = (uint8_t)kind;
	v->type = type;
	v->span = sp;
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

static void walk_list(struct expr_list l, ir_expr_fn fn, void *ctx)
{
	for (uint32_t i = 0; i < l.n; i++)
		ir_walk_expr(l.v[i], fn, ctx);
}

static void walk_attrs(struct attr_list l, ir_expr_fn fn, void *ctx)
{
	for (uint32_t i = 0; i < l.n; i++)
		ir_walk_expr(l.v[i].value, fn, ctx);
}

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

/* The walk keeps its own stack (children pushed in reverse so they are
 * visited in order): an expression of any depth, a left-associative chain
 * of a hundred thousand operators, costs no C stack. */
struct wstack {
	struct expr **v;
	uint32_t n, cap;
	struct expr *small[128];
};

static void ws_push(struct wstack *w, struct expr *e)
{
	if (!e)
		return;
	if (w->n == w->cap) {
		uint32_t cap = w->cap * 2;
		struct expr **v = xmalloc(cap * sizeof *v);
		memcpy(v, w->v, w->n * sizeof *v);
		if (w->v != w->small)
			free(w->v);
		w->v = v;
		w->cap = cap;
	}
	w->v[w->n++] = e;
}

static void ws_push_list(struct wstack *w, struct expr_list l)
{
	for (uint32_t i = l.n; i-- > 0;)
		ws_push(w, l.v[i]);
}

static void ws_push_attrs(struct wstack *w, struct attr_list l)
{
	for (uint32_t i = l.n; i-- > 0;)
		ws_push(w, l.v[i].value);
}

void ir_walk_expr(struct expr *root, ir_expr_fn fn, void *ctx)
{
	struct wstack w = {.cap = 128};
	w.v = w.small;
	ws_push(&w, root);
	while (w.n) {
		struct expr *e = w.v[--w.n];
		if (!fn(e, ctx))
			continue;
		switch (e->kind) {
		case EX_BINARY:
			ws_push(&w, e->u.bin.r);
			ws_push(&w, e->u.bin.l);
			break;
		case EX_UNARY:
		case EX_CAST:
			ws_push(&w, e->u.un.x);
			break;
		case EX_LIST:
			ws_push_list(&w, e->u.list);
			break;
		case EX_GETITEM:
			ws_push(&w, e->u.get.x);
			break;
		case EX_CALL:
			ws_push_attrs(&w, e->u.call.attrs);
			ws_push_list(&w, e->u.call.args);
			break;
		case EX_FCALL:
			if (e->u.fcall.submit) {
				ws_push(&w, e->u.fcall.submit->predicate);
				ws_push(&w, e->u.fcall.submit->core_num);
				ws_push_list(&w, e->u.fcall.submit->dumps);
				ws_push_list(&w, e->u.fcall.submit->deps);
			}
			ws_push_attrs(&w, e->u.fcall.attrs);
			ws_push(&w, e->u.fcall.device);
			ws_push_list(&w, e->u.fcall.args);
			break;
		default:
			break;
		}
	}
	if (w.v != w.small)
		free(w.v);
}

void ir_stmt_exprs(struct stmt *s, ir_expr_fn fn, void *ctx)
{
	switch (s->kind) {
	case ST_ASSIGN:
		ir_walk_expr(s->u.assign.value, fn, ctx);
		break;
	case ST_EVAL:
		ir_walk_expr(s->u.eval.value, fn, ctx);
		break;
	case ST_RETURN:
	case ST_YIELD:
		walk_list(s->u.ret.values, fn, ctx);
		break;
	case ST_FOR:
		ir_walk_expr(s->u.loop.start, fn, ctx);
		ir_walk_expr(s->u.loop.stop, fn, ctx);
		ir_walk_expr(s->u.loop.step, fn, ctx);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			ir_walk_expr(s->u.loop.iter[i].init, fn, ctx);
		ir_walk_expr(s->u.loop.stage, fn, ctx);
		walk_attrs(s->u.loop.attrs, fn, ctx);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			ir_walk_expr(s->u.wloop.iter[i].init, fn, ctx);
		ir_walk_expr(s->u.wloop.cond, fn, ctx);
		break;
	case ST_IF:
		ir_walk_expr(s->u.cond.cond, fn, ctx);
		break;
	case ST_SCOPE:
		ir_walk_expr(s->u.scope.arg, fn, ctx);
		walk_attrs(s->u.scope.kw, fn, ctx);
		break;
	default:
		break;
	}
}

void ir_walk_stmts(struct stmt_list l, ir_stmt_fn fn, void *ctx)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (!fn(s, ctx))
			continue;
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			ir_walk_stmts(*kids[k], fn, ctx);
	}
}

struct stmt_list ir_rewrite_stmts(struct arena *a, struct stmt_list l, ir_stmt_rewrite_fn fn,
				  void *ctx)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int n = ir_stmt_children(s, kids);
		for (int k = 0; k < n; k++)
			*kids[k] = ir_rewrite_stmts(a, *kids[k], fn, ctx);
		fn(s, &out, ctx);
	}
	struct stmt_list r = ir_sb_finish(a, &out);
	ir_sb_free(&out);
	return r;
}

static struct expr_list rewrite_list(struct arena *a, struct expr_list l, ir_expr_rewrite_fn fn,
				     void *ctx, bool *changed)
{
	struct expr_list r = l;
	for (uint32_t i = 0; i < l.n; i++) {
		struct expr *x = ir_rewrite_expr(a, l.v[i], fn, ctx);
		if (x != l.v[i]) {
			if (r.v == l.v)
				r = ir_expr_list_copy(a, l);
			r.v[i] = x;
			*changed = true;
		}
	}
	return r;
}

static struct attr_list rewrite_attrs(struct arena *a, struct attr_list l, ir_expr_rewrite_fn fn,
				      void *ctx, bool *changed)
{
	struct attr_list r = l;
	for (uint32_t i = 0; i < l.n; i++) {
		struct expr *x = ir_rewrite_expr(a, l.v[i].value, fn, ctx);
		if (x != l.v[i].value) {
			if (r.v == l.v) {
				r.v = ARENA_ARRAY(a, struct attr, l.n);
				memcpy(r.v, l.v, l.n * sizeof *l.v);
			}
			r.v[i].value = x;
			*changed = true;
		}
	}
	return r;
}

struct expr *ir_rewrite_expr(struct arena *a, struct expr *e, ir_expr_rewrite_fn fn, void *ctx)
{
	if (!e)
		return NULL;
	if (expr_size((enum expr_kind)e->kind) < sizeof *e)
		return fn(e, ctx); /* a leaf */
	struct expr c = *e;
	bool changed = false;
	switch (e->kind) {
	case EX_BINARY:
		c.u.bin.l = ir_rewrite_expr(a, e->u.bin.l, fn, ctx);
		c.u.bin.r = ir_rewrite_expr(a, e->u.bin.r, fn, ctx);
		changed = c.u.bin.l != e->u.bin.l || c.u.bin.r != e->u.bin.r;
		break;
	case EX_UNARY:
	case EX_CAST:
		c.u.un.x = ir_rewrite_expr(a, e->u.un.x, fn, ctx);
		changed = c.u.un.x != e->u.un.x;
		break;
	case EX_LIST:
		c.u.list = rewrite_list(a, e->u.list, fn, ctx, &changed);
		break;
	case EX_GETITEM:
		c.u.get.x = ir_rewrite_expr(a, e->u.get.x, fn, ctx);
		changed = c.u.get.x != e->u.get.x;
		break;
	case EX_CALL:
		c.u.call.args = rewrite_list(a, e->u.call.args, fn, ctx, &changed);
		c.u.call.attrs = rewrite_attrs(a, e->u.call.attrs, fn, ctx, &changed);
		break;
	case EX_FCALL:
		c.u.fcall.args = rewrite_list(a, e->u.fcall.args, fn, ctx, &changed);
		c.u.fcall.device = ir_rewrite_expr(a, e->u.fcall.device, fn, ctx);
		changed |= c.u.fcall.device != e->u.fcall.device;
		c.u.fcall.attrs = rewrite_attrs(a, e->u.fcall.attrs, fn, ctx, &changed);
		if (e->u.fcall.submit) {
			struct submit sb = *e->u.fcall.submit;
			bool sc = false;
			sb.deps = rewrite_list(a, sb.deps, fn, ctx, &sc);
			sb.dumps = rewrite_list(a, sb.dumps, fn, ctx, &sc);
			sb.core_num = ir_rewrite_expr(a, sb.core_num, fn, ctx);
			sb.predicate = ir_rewrite_expr(a, sb.predicate, fn, ctx);
			sc |= sb.core_num != e->u.fcall.submit->core_num ||
			      sb.predicate != e->u.fcall.submit->predicate;
			if (sc) {
				c.u.fcall.submit = ARENA_NEW(a, struct submit);
				*c.u.fcall.submit = sb;
				changed = true;
			}
		}
		break;
	default:
		break;
	}
	struct expr *n = e;
	if (changed) {
		n = ARENA_NEW(a, struct expr);
		*n = c;
	}
	return fn(n, ctx);
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

static bool is_py_keyword(const char *s, size_t n)
{
	static const char *const kw[] = {
		"and", "or", "not", "if", "else", "elif", "for", "while", "in", "is", "def",
		"class", "return", "yield", "pass", "break", "continue", "import", "from",
		"as", "with", "lambda", "global", "nonlocal", "del", "try", "except",
		"finally", "raise", "assert", "async", "await", "None", "True", "False",
	};
	for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
		if (strlen(kw[i]) == n && memcmp(kw[i], s, n) == 0)
			return true;
	return false;
}

/* Canonical spelling: "pl." + name, or the name itself for pld.* ops; a
 * trailing '_' when the last component is a Python keyword. */
static const char *make_spelling(const char *name)
{
	struct buf b = {0};
	if (strncmp(name, "pld.", 4) != 0)
		buf_puts(&b, "pl.");
	buf_puts(&b, name);
	const char *last = strrchr(name, '.');
	last = last ? last + 1 : name;
	if (is_py_keyword(last, strlen(last)))
		buf_putc(&b, '_');
	const char *r = intern(b.data, b.len);
	buf_free(&b);
	return r;
}

struct op_entry {
	const char *spelling; /* interned */
	int16_t op;
	const struct spec_alias *alias;
};

static struct op_entry *op_table;
static size_t op_table_n;
static const char **op_spellings;

static void build_op_table(void)
{
	op_spellings = xcalloc(spec_n_ops ? spec_n_ops : 1, sizeof *op_spellings);
	size_t cap = spec_n_ops;
	for (unsigned i = 0; i < spec_n_ops; i++)
		cap += spec_ops[i].n_aliases;
	op_table = xcalloc(cap ? cap : 1, sizeof *op_table);
	for (unsigned i = 0; i < spec_n_ops; i++) {
		op_spellings[i] = make_spelling(spec_ops[i].name);
		op_table[op_table_n++] = (struct op_entry){op_spellings[i], (int16_t)i, NULL};
	}
	for (unsigned i = 0; i < spec_n_ops; i++)
		for (unsigned k = 0; k < spec_ops[i].n_aliases; k++)
			op_table[op_table_n++] = (struct op_entry){
				intern_cstr(spec_ops[i].aliases[k].spelling), (int16_t)i,
				&spec_ops[i].aliases[k]};
}

static int entry_cmp(const void *a, const void *b)
{
	const struct op_entry *x = a, *y = b;
	if (x->spelling != y->spelling)
		return (uintptr_t)x->spelling < (uintptr_t)y->spelling ? -1 : 1;
	return x->op < y->op ? -1 : x->op > y->op; /* stable: canonical first */
}

int ir_op_lookup(const char *spelling, const struct spec_alias **alias)
{
	if (!op_table) {
		build_op_table();
		qsort(op_table, op_table_n, sizeof *op_table, entry_cmp);
	}
	const char *s = intern_cstr(spelling);
	size_t lo = 0, hi = op_table_n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if ((uintptr_t)op_table[mid].spelling < (uintptr_t)s)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Among equal spellings a canonical one (alias NULL) wins. */
	int found = -1;
	for (size_t i = lo; i < op_table_n && op_table[i].spelling == s; i++)
		if (found < 0 || !op_table[i].alias) {
			found = op_table[i].op;
			if (alias)
				*alias = op_table[i].alias;
			if (!op_table[i].alias)
				break;
		}
	if (found < 0 && alias)
		*alias = NULL;
	return found;
}

const char *ir_op_spelling(unsigned op)
{
	if (!op_table)
		ir_op_lookup("", NULL);
	ASSERT(op < spec_n_ops);
	return op_spellings[op];
}
