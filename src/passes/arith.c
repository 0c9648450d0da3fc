/* Integer arithmetic analysis (see arith.h): constant folding, the rule engine over the tables
 * of gen/simplify_rules.c, integer bounds, bindings with an undo log.
 *
 * Cost: ar_simplify visits each node once; a rule's result is simplified again only where it
 * is new (the parts it took from the match are simplified already), at most AR_MAX_REWRITE
 * rules deep, as the reference bounds its recursive rewriting.  Expressions nested deeper
 * than AR_MAX_NEST (the parser allows far less) are left as they are. */
#include "arith.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "simplify_spec.h"
#include "typecheck.h"
#include "util.h"

#define AR_MAX_REWRITE 5
#define AR_MAX_NEST 512
#define AR_MAX_FRESH 64

struct undo {
	uint32_t id;
	bool had_bound;
	struct ar_bound bound;
	struct expr *value;
};

/* What is bound to var `id`: a var once bound keeps its entry (unbinding
 * clears has_bound and value). */
struct binding {
	uint32_t key;           /* id + 1; 0: an empty slot */
	bool has_bound;
	struct ar_bound bound;  /* valid where has_bound */
	struct expr *value;     /* the constant the var stands for, or NULL */
};

struct arith {
	struct program *p;
	uint32_t cap;            /* vars that may be bound (ids below) */
	/* the bindings by var id, an open-addressed table of n_bind entries
	 * in 2^bind_bits slots (none until the first: a kernel binds few
	 * vars, loop vars mostly, of its many) */
	struct binding *bind;
	uint32_t n_bind;
	unsigned bind_bits;
	struct undo *log;
	uint32_t n_log, cap_log;
	struct expr *(*remap)(void *ctx, struct expr *ref);
	void *ctx;
	int nest;                /* ar_simplify recursion depth */
	/* tile and tensor types ar_simplify_type leaves as they are and whose
	 * expressions refer to no var (so no binding can change them), by
	 * pointer hash: the few types a kernel's statements share are
	 * simplified once.  Types are immutable and live as long as the arena.
	 * 2^fixed_bits entries (ar_type_cache_bits). */
	const struct type **fixed;
	unsigned fixed_bits;
};

unsigned ar_type_cache_bits(uint32_t n_vars)
{
	unsigned bits = 6;
	while (bits < 10 && ((uint32_t)1 << bits) <= n_vars)
		bits++;
	return bits;
}

static uint32_t bind_hash(uint32_t id, unsigned bits)
{
	return (uint32_t)((id * 0x9E3779B1u) >> (32 - bits));
}

/* id's binding, or NULL when it was never bound. */
static const struct binding *find_binding(const struct arith *A, uint32_t id)
{
	if (!A->n_bind)
		return NULL;
	uint32_t mask = ((uint32_t)1 << A->bind_bits) - 1;
	for (uint32_t i = bind_hash(id, A->bind_bits);; i = (i + 1) & mask) {
		const struct binding *b = &A->bind[i];
		if (b->key == id + 1)
			return b;
		if (!b->key)
			return NULL;
	}
}

/* id's binding, an unbound entry made when there is none (id < A->cap). */
static struct binding *binding(struct arith *A, uint32_t id)
{
	struct binding *b = (struct binding *)find_binding(A, id);
	if (b)
		return b;
	if (2 * (A->n_bind + 1) > ((uint32_t)1 << A->bind_bits) || !A->bind) {
		unsigned bits = A->bind ? A->bind_bits + 1 : 4;
		struct binding *t = xcalloc((size_t)1 << bits, sizeof *t);
		for (uint32_t i = 0; A->bind && i < ((uint32_t)1 << A->bind_bits); i++) {
			if (!A->bind[i].key)
				continue;
			uint32_t j = bind_hash(A->bind[i].key - 1, bits);
			while (t[j].key)
				j = (j + 1) & (((uint32_t)1 << bits) - 1);
			t[j] = A->bind[i];
		}
		free(A->bind);
		A->bind = t;
		A->bind_bits = bits;
	}
	uint32_t mask = ((uint32_t)1 << A->bind_bits) - 1, i = bind_hash(id, A->bind_bits);
	while (A->bind[i].key)
		i = (i + 1) & mask;
	A->bind[i] = (struct binding){.key = id + 1};
	A->n_bind++;
	return &A->bind[i];
}

/* ---- dtypes and constants -------------------------------------------------------- */

static bool dt_float(int dt)
{
	return dt < DT_COUNT && dtype_infos[dt].code >= 0x30 && dtype_infos[dt].code < 0x50;
}

static bool dt_int(int dt)
{
	return dt < DT_COUNT && dtype_infos[dt].code >= 0x10 && dtype_infos[dt].code < 0x30;
}

/* The scalar dtype of e, or DT_COUNT. */
static int edt(const struct expr *e)
{
	if (e->kind == EX_INT || e->kind == EX_FLOAT)
		return e->dtype;
	if (e->kind == EX_BOOL)
		return DT_BOOL;
	const struct type *t = ir_expr_type(e);
	return t->kind == TY_SCALAR ? t->dtype : DT_COUNT;
}

static bool is_float_expr(const struct expr *e)
{
	return dt_float(edt(e));
}

bool ar_is_const(const struct expr *e)
{
	return e && (e->kind == EX_INT || e->kind == EX_FLOAT || e->kind == EX_BOOL);
}

static bool has_call_cb(struct expr *e, void *ctx)
{
	bool *found = ctx;
	if (e->kind == EX_CALL || e->kind == EX_FCALL)
		*found = true;
	return !*found;
}

bool ar_has_call(struct expr *e)
{
	bool found = false;
	ir_walk_expr(e, has_call_cb, &found);
	return found;
}

/* The same value: one node, one var, or equal constants and operators over such.  Calls and
 * other nodes are the same only as one node (a call may have effects). */
static bool same(const struct expr *x, const struct expr *y)
{
	if (x == y)
		return true;
	if (!x || !y || x->kind != y->kind)
		return false;
	switch (x->kind) {
	case EX_VAR: return x->u.var == y->u.var;
	case EX_INT: return x->u.i == y->u.i && x->dtype == y->dtype;
	case EX_FLOAT: return x->u.f == y->u.f && x->dtype == y->dtype;
	case EX_BOOL: return x->u.b == y->u.b;
	case EX_BINARY:
		return x->u.bin.op == y->u.bin.op && same(x->u.bin.l, y->u.bin.l) &&
		       same(x->u.bin.r, y->u.bin.r);
	case EX_UNARY:
	case EX_CAST:
		return x->u.un.op == y->u.un.op && x->dtype == y->dtype && same(x->u.un.x, y->u.un.x);
	default:
		return false;
	}
}

/* ---- node builders ------------------------------------------------------------------ */

static struct expr *mk_int(struct arith *A, int64_t v, int dt, struct span sp)
{
	return ir_new_int(A->p->arena, v, dt_int(dt) ? (enum dtype)dt : DT_INDEX, sp);
}

static struct expr *mk_bin(struct arith *A, enum binop op, struct expr *l, struct expr *r,
			   struct span sp)
{
	struct expr *e = ir_new_binary(A->p->arena, op, l, r, sp);
	tc_scalar_expr(e);
	return e;
}

static struct expr *mk_un(struct arith *A, enum unop op, struct expr *x, struct span sp)
{
	struct expr *e = ir_new_unary(A->p->arena, op, x, sp);
	tc_scalar_expr(e);
	return e;
}

/* ---- constant folding (the reference's const_fold) ----------------------------------- */

static bool add_ovf(int64_t a, int64_t b, int64_t *r) { return __builtin_add_overflow(a, b, r); }
static bool sub_ovf(int64_t a, int64_t b, int64_t *r) { return __builtin_sub_overflow(a, b, r); }
static bool mul_ovf(int64_t a, int64_t b, int64_t *r) { return __builtin_mul_overflow(a, b, r); }

static bool is_num(const struct expr *e, double v)
{
	return (e->kind == EX_INT && (double)e->u.i == v) || (e->kind == EX_FLOAT && e->u.f == v);
}

static struct expr *fold_cmp(struct arith *A, enum binop op, struct expr *a, struct expr *b,
			     struct span sp)
{
	int c;
	if (a->kind == EX_INT && b->kind == EX_INT)
		c = a->u.i < b->u.i ? -1 : a->u.i > b->u.i;
	else if (a->kind == EX_FLOAT && b->kind == EX_FLOAT && !isnan(a->u.f) && !isnan(b->u.f))
		c = a->u.f < b->u.f ? -1 : a->u.f > b->u.f;
	else if (a->kind == EX_FLOAT && b->kind == EX_FLOAT)
		return ir_new_bool(A->p->arena, op == BO_NE, sp); /* NaN compares unequal */
	else
		return NULL;
	bool r = op == BO_EQ ? c == 0 : op == BO_NE ? c != 0 : op == BO_LT ? c < 0 :
		 op == BO_LE ? c <= 0 : op == BO_GT ? c > 0 : c >= 0;
	return ir_new_bool(A->p->arena, r, sp);
}

static struct expr *int_pow(struct arith *A, int64_t base, int64_t ex, int dt, struct span sp)
{
	int64_t r = 1, cur = base;
	if (ex < 0)
		return NULL;
	while (ex > 0) {
		if ((ex & 1) && mul_ovf(r, cur, &r))
			return NULL;
		ex >>= 1;
		if (ex > 0 && mul_ovf(cur, cur, &cur))
			return NULL;
	}
	return mk_int(A, r, dt, sp);
}

/* The folded value of `a op b`, or NULL (also for an identity that leaves a or b). */
static struct expr *fold_bin(struct arith *A, enum binop op, struct expr *a, struct expr *b,
			     struct span sp)
{
	struct arena *ar = A->p->arena;
	bool ii = a->kind == EX_INT && b->kind == EX_INT, ff = a->kind == EX_FLOAT && b->kind == EX_FLOAT;
	int64_t r;
	switch (op) {
	case BO_AND:
		if (a->kind == EX_BOOL)
			return a->u.b ? b : a;
		if (b->kind == EX_BOOL)
			return b->u.b ? a : b;
		return NULL;
	case BO_OR:
		if (a->kind == EX_BOOL)
			return a->u.b ? a : b;
		if (b->kind == EX_BOOL)
			return b->u.b ? b : a;
		return NULL;
	case BO_XOR:
		return a->kind == EX_BOOL && b->kind == EX_BOOL ? ir_new_bool(ar, a->u.b != b->u.b, sp) :
		       NULL;
	case BO_ADD:
		if (ii)
			return add_ovf(a->u.i, b->u.i, &r) ? NULL : mk_int(A, r, a->dtype, sp);
		if (ff)
			return ir_new_float(ar, a->u.f + b->u.f, a->dtype, sp);
		return is_num(a, 0) ? b : is_num(b, 0) ? a : NULL;
	case BO_SUB:
		if (ii)
			return sub_ovf(a->u.i, b->u.i, &r) ? NULL : mk_int(A, r, a->dtype, sp);
		if (ff)
			return ir_new_float(ar, a->u.f - b->u.f, a->dtype, sp);
		return is_num(b, 0) ? a : NULL;
	case BO_MUL:
		if (ii)
			return mul_ovf(a->u.i, b->u.i, &r) ? NULL : mk_int(A, r, a->dtype, sp);
		if (ff)
			return ir_new_float(ar, a->u.f * b->u.f, a->dtype, sp);
		if (is_num(a, 1))
			return b;
		if (is_num(b, 1))
			return a;
		if (a->kind == EX_INT && a->u.i == 0)
			return a;
		if (b->kind == EX_INT && b->u.i == 0)
			return b;
		return NULL;
	case BO_FLOORDIV:
		if (ii && b->u.i != 0 && !(a->u.i == INT64_MIN && b->u.i == -1))
			return mk_int(A, i64_floordiv(a->u.i, b->u.i), a->dtype, sp);
		return b->kind == EX_INT && b->u.i == 1 ? a : NULL;
	case BO_MOD:
		if (ii && b->u.i != 0 && !(a->u.i == INT64_MIN && b->u.i == -1))
			return mk_int(A, i64_floormod(a->u.i, b->u.i), a->dtype, sp);
		return b->kind == EX_INT && b->u.i == 1 ? mk_int(A, 0, b->dtype, sp) : NULL;
	case BO_DIV:
		if (ff)
			return ir_new_float(ar, a->u.f / b->u.f, a->dtype, sp);
		return b->kind == EX_FLOAT && b->u.f == 1.0 ? a : NULL;
	case BO_POW:
		if (ii)
			return int_pow(A, a->u.i, b->u.i, a->dtype, sp);
		if (ff)
			return ir_new_float(ar, pow(a->u.f, b->u.f), a->dtype, sp);
		if (is_num(a, 1))
			return a;
		if (b->kind == EX_INT && b->u.i == 0) {
			int dt = edt(a);
			return dt_float(dt) ? ir_new_float(ar, 1.0, (enum dtype)dt, sp) : mk_int(A, 1, dt, sp);
		}
		return is_num(b, 1) ? a : NULL;
	case BO_MIN:
	case BO_MAX:
		if (ii)
			return mk_int(A, (op == BO_MIN) == (a->u.i < b->u.i) ? a->u.i : b->u.i, a->dtype, sp);
		if (ff)
			return ir_new_float(ar, op == BO_MIN ? fmin(a->u.f, b->u.f) : fmax(a->u.f, b->u.f),
					    a->dtype, sp);
		return same(a, b) ? a : NULL;
	case BO_EQ: case BO_NE: case BO_LT: case BO_LE: case BO_GT: case BO_GE:
		return fold_cmp(A, op, a, b, sp);
	case BO_BITAND: case BO_BITOR: case BO_BITXOR:
		if (!ii)
			return NULL;
		r = op == BO_BITAND ? (a->u.i & b->u.i) : op == BO_BITOR ? (a->u.i | b->u.i) :
		    (a->u.i ^ b->u.i);
		return mk_int(A, r, a->dtype, sp);
	case BO_SHL:
	case BO_SHR:
		if (!ii || b->u.i < 0 || b->u.i >= 64)
			return NULL;
		r = op == BO_SHL ? (int64_t)((uint64_t)a->u.i << b->u.i) : a->u.i >> b->u.i;
		return mk_int(A, r, a->dtype, sp);
	default:
		return NULL;
	}
}

static struct expr *fold_un(struct arith *A, enum unop op, struct expr *x, struct span sp)
{
	struct arena *ar = A->p->arena;
	switch (op) {
	case UO_NEG:
		if (x->kind == EX_INT)
			return x->u.i == INT64_MIN ? NULL : mk_int(A, -x->u.i, x->dtype, sp);
		return x->kind == EX_FLOAT ? ir_new_float(ar, -x->u.f, x->dtype, sp) : NULL;
	case UO_ABS:
		if (x->kind == EX_INT)
			return x->u.i == INT64_MIN ? NULL : mk_int(A, x->u.i < 0 ? -x->u.i : x->u.i, x->dtype, sp);
		return x->kind == EX_FLOAT ? ir_new_float(ar, fabs(x->u.f), x->dtype, sp) : NULL;
	case UO_NOT:
		return x->kind == EX_BOOL ? ir_new_bool(ar, !x->u.b, sp) : NULL;
	case UO_BITNOT:
		return x->kind == EX_INT ? mk_int(A, ~x->u.i, x->dtype, sp) : NULL;
	default:
		return NULL;
	}
}

/* ---- bounds (the reference's const_int_bound) ------------------------------------------ */

static int64_t b_add(int64_t a, int64_t b)
{
	if (a == AR_POS_INF || b == AR_POS_INF)
		return AR_POS_INF;
	if (a == AR_NEG_INF || b == AR_NEG_INF)
		return AR_NEG_INF;
	int64_t r;
	if (add_ovf(a, b, &r) || r == INT64_MIN)
		return b > 0 ? AR_POS_INF : AR_NEG_INF;
	return r;
}

static int64_t b_neg(int64_t a)
{
	return a == AR_POS_INF ? AR_NEG_INF : a == AR_NEG_INF ? AR_POS_INF :
	       a == INT64_MIN ? AR_POS_INF : -a;
}

static int64_t b_mul(int64_t a, int64_t b)
{
	if (a == 0 || b == 0)
		return 0;
	bool pos = (a > 0) == (b > 0);
	int64_t r;
	if (a == AR_POS_INF || a == AR_NEG_INF || b == AR_POS_INF || b == AR_NEG_INF ||
	    mul_ovf(a, b, &r) || r == INT64_MIN)
		return pos ? AR_POS_INF : AR_NEG_INF;
	return r;
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

static const struct ar_bound everything = {AR_NEG_INF, AR_POS_INF};

static struct ar_bound bd_mul(struct ar_bound a, struct ar_bound b)
{
	int64_t v[4] = {b_mul(a.lo, b.lo), b_mul(a.lo, b.hi), b_mul(a.hi, b.lo), b_mul(a.hi, b.hi)};
	struct ar_bound r = {v[0], v[0]};
	for (int i = 1; i < 4; i++) {
		r.lo = min64(r.lo, v[i]);
		r.hi = max64(r.hi, v[i]);
	}
	return r;
}

/* floordiv by a positive divisor range; infinities divide to infinities */
static int64_t b_fdiv(int64_t a, int64_t b)
{
	if (a == AR_POS_INF || a == AR_NEG_INF)
		return a;
	if (b == AR_POS_INF)
		return a >= 0 ? 0 : -1;
	return i64_floordiv(a, b);
}

static struct ar_bound bd_fdiv(struct ar_bound a, struct ar_bound b)
{
	if (b.hi < 0 && b.lo != AR_NEG_INF) {
		a = (struct ar_bound){b_neg(a.hi), b_neg(a.lo)};
		b = (struct ar_bound){b_neg(b.hi), b_neg(b.lo)};
	} else if (b.lo <= 0) {
		return everything;
	}
	return (struct ar_bound){a.lo >= 0 ? b_fdiv(a.lo, b.hi) : b_fdiv(a.lo, b.lo),
				 a.hi >= 0 ? b_fdiv(a.hi, b.lo) : b_fdiv(a.hi, b.hi)};
}

static struct ar_bound bd_fmod(struct ar_bound a, struct ar_bound b)
{
	if (b.lo <= 0 || b.hi == AR_POS_INF)
		return b.lo > 0 ? (struct ar_bound){0, a.lo >= 0 ? a.hi : AR_POS_INF} : everything;
	if (a.lo >= 0)
		return (struct ar_bound){0, min64(a.hi, b.hi - 1)};
	return (struct ar_bound){0, b.hi - 1};
}

static struct ar_bound var_default(const struct var *v)
{
	if (v->type && v->type->kind == TY_SCALAR && v->type->dtype == DT_INDEX)
		return (struct ar_bound){0, AR_POS_INF};
	return everything;
}

static struct ar_bound var_bound(struct arith *A, const struct var *v)
{
	const struct binding *b = find_binding(A, v->id);
	if (b && b->has_bound)
		return b->bound;
	return var_default(v);
}

static struct ar_bound bound_of(struct arith *A, const struct expr *e, int depth)
{
	if (depth > AR_MAX_NEST)
		return everything;
	struct ar_bound a, b;
	switch (e->kind) {
	case EX_INT:
		return (struct ar_bound){e->u.i == INT64_MIN ? AR_NEG_INF : e->u.i, e->u.i};
	case EX_FLOAT: {
		double v = e->u.f;
		if (isnan(v) || isinf(v))
			return everything;
		double lo = floor(v), hi = ceil(v);
		return (struct ar_bound){lo <= -9.2e18 ? AR_NEG_INF : (int64_t)lo,
					 hi >= 9.2e18 ? AR_POS_INF : (int64_t)hi};
	}
	case EX_BOOL:
		return (struct ar_bound){e->u.b, e->u.b};
	case EX_VAR:
		return var_bound(A, e->u.var);
	case EX_BINARY:
		switch (e->u.bin.op) {
		case BO_EQ: case BO_NE: case BO_LT: case BO_LE: case BO_GT: case BO_GE:
		case BO_AND: case BO_OR: case BO_XOR:
			return (struct ar_bound){0, 1};
		case BO_DIV: case BO_BITXOR:
			return everything;
		default:
			break;
		}
		a = bound_of(A, e->u.bin.l, depth + 1);
		b = bound_of(A, e->u.bin.r, depth + 1);
		switch (e->u.bin.op) {
		case BO_ADD: return (struct ar_bound){b_add(a.lo, b.lo), b_add(a.hi, b.hi)};
		case BO_SUB: return (struct ar_bound){b_add(a.lo, b_neg(b.hi)), b_add(a.hi, b_neg(b.lo))};
		case BO_MUL: return bd_mul(a, b);
		case BO_FLOORDIV: return bd_fdiv(a, b);
		case BO_MOD: return bd_fmod(a, b);
		case BO_MIN: return (struct ar_bound){min64(a.lo, b.lo), min64(a.hi, b.hi)};
		case BO_MAX: return (struct ar_bound){max64(a.lo, b.lo), max64(a.hi, b.hi)};
		case BO_BITAND:
			return a.lo >= 0 && b.lo >= 0 ? (struct ar_bound){0, min64(a.hi, b.hi)} : everything;
		case BO_BITOR:
			return a.lo >= 0 && b.lo >= 0 ?
			       (struct ar_bound){max64(a.lo, b.lo), b_add(a.hi, b.hi)} : everything;
		case BO_SHL:
			if (a.lo >= 0 && b.lo >= 0 && b.hi < 63)
				return (struct ar_bound){b_mul(a.lo, (int64_t)1 << b.lo),
							 b_mul(a.hi, (int64_t)1 << b.hi)};
			return everything;
		case BO_SHR:
			if (a.lo >= 0 && b.lo >= 0 && b.hi < 63)
				return (struct ar_bound){a.lo >> b.hi, a.hi >> b.lo};
			return everything;
		case BO_POW:
			if (b.lo != b.hi || b.lo < 0)
				return everything;
			if (b.lo == 0)
				return (struct ar_bound){1, 1};
			if (b.lo == 1)
				return a;
			if (a.lo < 0)
				return everything;
			{
				int64_t lo = 1, hi = 1;
				for (int64_t i = 0; i < b.lo && i < 64; i++) {
					lo = b_mul(lo, a.lo);
					hi = b_mul(hi, a.hi);
				}
				return b.lo < 64 ? (struct ar_bound){lo, hi} :
				       (struct ar_bound){a.lo > 1 ? AR_POS_INF : a.lo, a.hi > 1 ? AR_POS_INF : a.hi};
			}
		default:
			return everything;
		}
	case EX_UNARY:
		if (e->u.un.op == UO_NOT)
			return (struct ar_bound){0, 1};
		if (e->u.un.op == UO_BITNOT)
			return everything;
		a = bound_of(A, e->u.un.x, depth + 1);
		if (e->u.un.op == UO_NEG)
			return (struct ar_bound){b_neg(a.hi), b_neg(a.lo)};
		if (a.lo >= 0)
			return a;
		if (a.hi <= 0)
			return (struct ar_bound){b_neg(a.hi), b_neg(a.lo)};
		return (struct ar_bound){0, max64(b_neg(a.lo), a.hi)};
	case EX_CAST: {
		a = bound_of(A, e->u.un.x, depth + 1);
		int dt = e->dtype;
		if (!dt_int(dt))
			return everything;
		unsigned bits = dtype_infos[dt].bits;
		if (!bits || bits >= 64)
			return a;
		bool uns = dtype_infos[dt].code >= 0x20;
		int64_t lo = uns ? 0 : -((int64_t)1 << (bits - 1));
		int64_t hi = uns ? ((int64_t)1 << bits) - 1 : ((int64_t)1 << (bits - 1)) - 1;
		return (struct ar_bound){max64(a.lo, lo), min64(a.hi, hi)};
	}
	default:
		return everything;
	}
}

struct ar_bound ar_bound_of(struct arith *A, struct expr *e)
{
	return bound_of(A, e, 0);
}

/* ---- bindings and their undo log ------------------------------------------------------- */

struct arith *ar_new(struct program *p, struct expr *(*remap)(void *, struct expr *), void *ctx)
{
	struct arith *A = xcalloc(1, sizeof *A);
	A->p = p;
	A->cap = p->n_vars;
	A->fixed_bits = ar_type_cache_bits(p->n_vars);
	A->fixed = xcalloc((size_t)1 << A->fixed_bits, sizeof *A->fixed);
	A->remap = remap;
	A->ctx = ctx;
	return A;
}

void ar_free(struct arith *A)
{
	if (!A)
		return;
	free(A->bind);
	free(A->log);
	free(A->fixed);
	free(A);
}

/* Logs id's binding for ar_undo and returns it. */
static struct binding *save(struct arith *A, uint32_t id)
{
	if (A->n_log == A->cap_log) {
		A->cap_log = A->cap_log ? A->cap_log * 2 : 64;
		A->log = xrealloc(A->log, A->cap_log * sizeof *A->log);
	}
	struct binding *b = binding(A, id);
	A->log[A->n_log++] = (struct undo){id, b->has_bound, b->bound, b->value};
	return b;
}

uint32_t ar_mark(const struct arith *A)
{
	return A->n_log;
}

void ar_restore(struct arith *A, uint32_t mark)
{
	while (A->n_log > mark) {
		struct undo *u = &A->log[--A->n_log];
		struct binding *b = binding(A, u->id);
		b->has_bound = u->had_bound;
		b->bound = u->bound;
		b->value = u->value;
	}
}

static void set_bound(struct arith *A, const struct var *v, struct ar_bound b)
{
	if (v->id >= A->cap || b.lo > b.hi)
		return;
	struct binding *e = save(A, v->id);
	e->has_bound = true;
	e->bound = b;
}

void ar_bind_value(struct arith *A, struct var *v, struct expr *c)
{
	if (v->id >= A->cap)
		return;
	struct ar_bound b = bound_of(A, c, 0);
	struct binding *e = save(A, v->id);
	e->has_bound = b.lo <= b.hi;
	e->bound = b;
	e->value = c;
}

void ar_bind_bound(struct arith *A, struct var *v, struct expr *e)
{
	struct ar_bound r = bound_of(A, e, 0), d = var_bound(A, v);
	set_bound(A, v, (struct ar_bound){max64(r.lo, d.lo), min64(r.hi, d.hi)});
}

void ar_bind_range(struct arith *A, struct var *v, int64_t lo, int64_t hi)
{
	if (hi <= lo)
		return;
	set_bound(A, v, (struct ar_bound){lo, hi - 1});
	if ((uint64_t)hi - (uint64_t)lo == 1 && v->id < A->cap) /* hi > lo: no wrap */
		binding(A, v->id)->value = mk_int(A, lo, DT_INT64, v->span); /* the reference's dtype */
}

/* A var a constraint may bound: not a float (`!(x < 4)` need not mean `4 <= x` for a NaN, nor
 * `x < 4` mean `x <= 3`). */
static bool plain_var(const struct expr *e)
{
	return e->kind == EX_VAR && e->u.var->kind != VAR_ITER && !is_float_expr(e);
}

/* As the reference, a constraint starts from the bound bound so far, not from a default. */
static void tighten(struct arith *A, const struct var *v, struct ar_bound t)
{
	const struct binding *b = find_binding(A, v->id);
	struct ar_bound o = b && b->has_bound ? b->bound : everything;
	set_bound(A, v, (struct ar_bound){max64(o.lo, t.lo), min64(o.hi, t.hi)});
}

/* `v op e` or `e op v` with e of constant bound: v's bound tightened. */
static void constrain(struct arith *A, const struct expr *c, int depth)
{
	if (c->kind != EX_BINARY || depth > AR_MAX_NEST)
		return;
	const struct expr *l = c->u.bin.l, *r = c->u.bin.r;
	if (c->u.bin.op == BO_AND) {
		constrain(A, l, depth + 1);
		constrain(A, r, depth + 1);
		return;
	}
	enum binop op = (enum binop)c->u.bin.op;
	bool left = plain_var(l);
	if (!left && !plain_var(r))
		return;
	struct ar_bound k = bound_of(A, left ? r : l, 0);
	if (k.lo != k.hi && op != BO_EQ)
		return;
	if (op == BO_EQ) {
		if (k.lo == k.hi)
			tighten(A, (left ? l : r)->u.var, k);
		return;
	}
	/* as seen from the var: v < k, v <= k, v > k, v >= k */
	if (!left)
		op = op == BO_LT ? BO_GT : op == BO_LE ? BO_GE : op == BO_GT ? BO_LT :
		     op == BO_GE ? BO_LE : op;
	const struct var *v = (left ? l : r)->u.var;
	switch (op) {
	case BO_LT: tighten(A, v, (struct ar_bound){AR_NEG_INF, b_add(k.hi, -1)}); break;
	case BO_LE: tighten(A, v, (struct ar_bound){AR_NEG_INF, k.hi}); break;
	case BO_GT: tighten(A, v, (struct ar_bound){b_add(k.lo, 1), AR_POS_INF}); break;
	case BO_GE: tighten(A, v, (struct ar_bound){k.lo, AR_POS_INF}); break;
	default: break;
	}
}

static struct expr *simp(struct arith *A, struct expr *e, bool remap);

/* As the reference, the constraint is first put in normal form by the rewrite rules, so that a
 * negated condition (an else branch: `!(x < y)` becomes `y <= x`) bounds its vars too. */
void ar_enter_constraint(struct arith *A, struct expr *cond)
{
	constrain(A, simp(A, cond, false), 0);
}

/* ---- the rule engine ------------------------------------------------------------------ */

static const int8_t bo_srw[BO_COUNT] = {
	[BO_ADD] = SRW_ADD, [BO_SUB] = SRW_SUB, [BO_MUL] = SRW_MUL, [BO_FLOORDIV] = SRW_FLOORDIV,
	[BO_MOD] = SRW_FLOORMOD, [BO_MIN] = SRW_MIN, [BO_MAX] = SRW_MAX, [BO_EQ] = SRW_EQ,
	[BO_NE] = SRW_NE, [BO_LT] = SRW_LT, [BO_LE] = SRW_LE, [BO_GT] = SRW_GT, [BO_GE] = SRW_GE,
	[BO_AND] = SRW_AND, [BO_OR] = SRW_OR,
	[BO_DIV] = -1, [BO_POW] = -1, [BO_XOR] = -1, [BO_BITAND] = -1, [BO_BITOR] = -1,
	[BO_BITXOR] = -1, [BO_SHL] = -1, [BO_SHR] = -1,
};
static const int8_t srw_bo[SRW_OP_COUNT] = {
	[SRW_ADD] = BO_ADD, [SRW_SUB] = BO_SUB, [SRW_MUL] = BO_MUL, [SRW_FLOORDIV] = BO_FLOORDIV,
	[SRW_FLOORMOD] = BO_MOD, [SRW_MIN] = BO_MIN, [SRW_MAX] = BO_MAX, [SRW_EQ] = BO_EQ,
	[SRW_NE] = BO_NE, [SRW_LT] = BO_LT, [SRW_LE] = BO_LE, [SRW_GT] = BO_GT, [SRW_GE] = BO_GE,
	[SRW_AND] = BO_AND, [SRW_OR] = BO_OR, [SRW_NOT] = -1, [SRW_NEG] = -1, [SRW_TDIV] = -1,
	[SRW_TMOD] = -1,
};

struct caps {
	struct expr *x[3]; /* x y z */
	struct expr *c[3]; /* c1 c2 c3 (EX_INT) */
};

static bool match(struct caps *C, int32_t n, struct expr *e)
{
	const struct srw_node *d = &srw_nodes[n];
	switch (d->kind) {
	case SRK_VAR:
		if (!C->x[d->slot]) {
			C->x[d->slot] = e;
			return true;
		}
		return same(C->x[d->slot], e);
	case SRK_CONST:
		if (e->kind != EX_INT)
			return false;
		if (!C->c[d->slot]) {
			C->c[d->slot] = e;
			return true;
		}
		return C->c[d->slot]->u.i == e->u.i;
	case SRK_INT:
		return e->kind == EX_INT && e->u.i == d->value;
	case SRK_BINARY:
		return e->kind == EX_BINARY && srw_bo[d->op] == e->u.bin.op && match(C, d->a, e->u.bin.l) &&
		       match(C, d->b, e->u.bin.r);
	case SRK_UNARY:
		return e->kind == EX_UNARY && e->u.un.op == (d->op == SRW_NOT ? UO_NOT : UO_NEG) &&
		       match(C, d->a, e->u.un.x);
	default:
		return false;
	}
}

/* Bounds of a condition's expression tree over the captures. */
static struct ar_bound cond_bound(struct arith *A, struct caps *C, int32_t n)
{
	const struct srw_node *d = &srw_nodes[n];
	switch (d->kind) {
	case SRK_VAR: return bound_of(A, C->x[d->slot], 0);
	case SRK_CONST: return (struct ar_bound){C->c[d->slot]->u.i, C->c[d->slot]->u.i};
	case SRK_INT: return (struct ar_bound){d->value, d->value};
	case SRK_BINARY: {
		struct ar_bound a = cond_bound(A, C, d->a), b = cond_bound(A, C, d->b);
		switch (d->op) {
		case SRW_ADD: return (struct ar_bound){b_add(a.lo, b.lo), b_add(a.hi, b.hi)};
		case SRW_SUB: return (struct ar_bound){b_add(a.lo, b_neg(b.hi)), b_add(a.hi, b_neg(b.lo))};
		case SRW_MUL: return bd_mul(a, b);
		case SRW_FLOORDIV: return bd_fdiv(a, b);
		case SRW_FLOORMOD: return bd_fmod(a, b);
		case SRW_MIN: return (struct ar_bound){min64(a.lo, b.lo), min64(a.hi, b.hi)};
		case SRW_MAX: return (struct ar_bound){max64(a.lo, b.lo), max64(a.hi, b.hi)};
		default: return everything;
		}
	}
	default:
		return everything;
	}
}

/* Integer value of a condition tree; false when it cannot be computed (overflow, division
 * by zero), which makes the condition fail. */
static bool cond_eval(struct arith *A, struct caps *C, int32_t n, int64_t *out)
{
	const struct srw_node *d = &srw_nodes[n];
	int64_t a, b;
	switch (d->kind) {
	case SRK_CONST: *out = C->c[d->slot]->u.i; return true;
	case SRK_INT:
	case SRK_BOOL: *out = d->value; return true;
	case SRK_PRED: {
		struct ar_bound r = cond_bound(A, C, d->a);
		if (d->op == SRP_NONZERO) {
			*out = r.lo >= 1 || r.hi <= -1;
			return true;
		}
		if (!cond_eval(A, C, d->b, &b))
			return false;
		*out = d->op == SRP_GE ? r.lo >= b : d->op == SRP_LT ? r.hi < b : r.hi <= b;
		return true;
	}
	case SRK_UNARY:
		if (!cond_eval(A, C, d->a, &a))
			return false;
		*out = !a;
		return true;
	case SRK_BINARY:
		if (!cond_eval(A, C, d->a, &a))
			return false;
		if (d->op == SRW_AND && !a) {
			*out = 0;
			return true;
		}
		if (d->op == SRW_OR && a) {
			*out = 1;
			return true;
		}
		if (!cond_eval(A, C, d->b, &b))
			return false;
		switch (d->op) {
		case SRW_AND: case SRW_OR: *out = b != 0; return true;
		case SRW_ADD: return !add_ovf(a, b, out);
		case SRW_SUB: return !sub_ovf(a, b, out);
		case SRW_MUL: return !mul_ovf(a, b, out);
		case SRW_TDIV: case SRW_TMOD: case SRW_FLOORDIV: case SRW_FLOORMOD:
			if (b == 0 || (a == INT64_MIN && b == -1))
				return false;
			*out = d->op == SRW_TDIV ? a / b : d->op == SRW_TMOD ? a % b :
			       d->op == SRW_FLOORDIV ? i64_floordiv(a, b) : i64_floormod(a, b);
			return true;
		case SRW_MIN: *out = min64(a, b); return true;
		case SRW_MAX: *out = max64(a, b); return true;
		case SRW_EQ: *out = a == b; return true;
		case SRW_NE: *out = a != b; return true;
		case SRW_LT: *out = a < b; return true;
		case SRW_LE: *out = a <= b; return true;
		case SRW_GT: *out = a > b; return true;
		case SRW_GE: *out = a >= b; return true;
		default: return false;
		}
	default:
		return false;
	}
}

/* Nodes a rule result created: only these are simplified again. */
struct fresh {
	struct expr *v[AR_MAX_FRESH];
	int n;
};

static struct expr *note(struct fresh *F, struct expr *e)
{
	if (F->n < AR_MAX_FRESH)
		F->v[F->n++] = e;
	return e;
}

static bool is_fresh(const struct fresh *F, const struct expr *e)
{
	for (int i = 0; i < F->n; i++)
		if (F->v[i] == e)
			return true;
	return false;
}

/* Builds a result tree.  A literal takes the dtype `dt` its parent gives it: the other
 * operand's, or the matched expression's at the root.  Operators over constants fold. */
static struct expr *build(struct arith *A, struct caps *C, int32_t n, int dt, struct span sp,
			  struct fresh *F)
{
	const struct srw_node *d = &srw_nodes[n];
	switch (d->kind) {
	case SRK_VAR: return C->x[d->slot];
	case SRK_CONST: return C->c[d->slot];
	case SRK_INT: return note(F, mk_int(A, d->value, dt, sp));
	case SRK_BOOL: return note(F, ir_new_bool(A->p->arena, d->value != 0, sp));
	case SRK_UNARY: {
		struct expr *x = build(A, C, d->a, dt, sp, F);
		enum unop op = d->op == SRW_NOT ? UO_NOT : UO_NEG;
		struct expr *f = fold_un(A, op, x, sp);
		return f ? f : note(F, mk_un(A, op, x, sp));
	}
	case SRK_BINARY: {
		bool la = srw_nodes[d->a].kind == SRK_INT, lb = srw_nodes[d->b].kind == SRK_INT;
		struct expr *a = NULL, *b = NULL;
		if (!la)
			a = build(A, C, d->a, dt, sp, F);
		if (!lb)
			b = build(A, C, d->b, a ? edt(a) : dt, sp, F);
		if (la)
			a = build(A, C, d->a, b ? edt(b) : dt, sp, F);
		if (lb)
			b = build(A, C, d->b, edt(a), sp, F);
		enum binop op = (enum binop)srw_bo[d->op];
		struct expr *f = fold_bin(A, op, a, b, sp);
		return f ? f : note(F, mk_bin(A, op, a, b, sp));
	}
	default:
		die("simplify rule %d: a result holds a condition node", n);
	}
}

static struct expr *rewrite(struct arith *A, struct expr *e, int depth);

/* The new parts of a rule's result simplified (depth = rules being rewritten around it). */
static struct expr *resimplify(struct arith *A, struct expr *e, const struct fresh *F, int depth)
{
	if (!is_fresh(F, e))
		return e;
	if (e->kind == EX_BINARY) {
		struct expr *l = resimplify(A, e->u.bin.l, F, depth);
		struct expr *r = resimplify(A, e->u.bin.r, F, depth);
		if (l != e->u.bin.l || r != e->u.bin.r)
			e = mk_bin(A, (enum binop)e->u.bin.op, l, r, e->span);
	} else if (e->kind == EX_UNARY) {
		struct expr *x = resimplify(A, e->u.un.x, F, depth);
		if (x != e->u.un.x)
			e = mk_un(A, (enum unop)e->u.un.op, x, e->span);
	} else {
		return e;
	}
	return rewrite(A, e, depth);
}

/* Tries the rules of e's operator (e's operands are simplified already). */
static struct expr *apply_rules(struct arith *A, struct expr *e, int op, int depth)
{
	for (uint32_t r = srw_first[op]; r < srw_first[op + 1]; r++) {
		const struct srw_rule *rule = &srw_rules[r];
		struct caps C = {0};
		if (!match(&C, rule->pat, e))
			continue;
		int64_t ok = 1;
		if (rule->cond >= 0 && (!cond_eval(A, &C, rule->cond, &ok) || !ok))
			continue;
		struct fresh F = {0};
		struct expr *res = build(A, &C, rule->res, edt(e), e->span, &F);
		if (depth >= AR_MAX_REWRITE)
			return res;
		return resimplify(A, res, &F, depth + 1);
	}
	return e;
}

/* Folds and rewrites an operator node whose operands are simplified.  Float-typed
 * expressions are left alone (integer identities do not hold for them); `a > b` and
 * `a >= b` become `b < a` and `b <= a`. */
static struct expr *rewrite(struct arith *A, struct expr *e, int depth)
{
	if (e->kind == EX_UNARY) {
		if (is_float_expr(e))
			return e;
		struct expr *f = fold_un(A, (enum unop)e->u.un.op, e->u.un.x, e->span);
		if (f)
			return f;
		if (e->u.un.op == UO_NOT)
			return apply_rules(A, e, SRW_NOT, depth);
		if (e->u.un.op == UO_NEG)
			return apply_rules(A, e, SRW_NEG, depth);
		return e;
	}
	if (e->kind != EX_BINARY || is_float_expr(e))
		return e;
	enum binop op = (enum binop)e->u.bin.op;
	if (op == BO_GT || op == BO_GE)
		return rewrite(A, mk_bin(A, op == BO_GT ? BO_LT : BO_LE, e->u.bin.r, e->u.bin.l, e->span),
			       depth);
	struct expr *f = fold_bin(A, op, e->u.bin.l, e->u.bin.r, e->span);
	if (f)
		return f;
	int r = bo_srw[op];
	if (r < 0)
		return e;
	if (r >= SRW_EQ && r <= SRW_LE && is_float_expr(e->u.bin.l))
		return e;
	return apply_rules(A, e, r, depth);
}

/* ---- simplification of whole expressions ------------------------------------------------- */

static struct expr *leaf(struct arith *A, struct expr *e)
{
	struct var *v = e->u.var;
	const struct binding *b = find_binding(A, v->id);
	return b && b->value && !is_float_expr(e) ? b->value : e;
}

/* simp of a var (the most items of a call's operand list): the caller's
 * substitution, then its bound value. */
static inline struct expr *simp_var(struct arith *A, struct expr *e, bool remap)
{
	if (remap && A->remap) {
		struct expr *m = A->remap(A->ctx, e);
		if (m != e)
			return m->kind == EX_VAR ? leaf(A, m) : simp(A, m, false);
	}
	return leaf(A, e);
}

/* Simplifies the items of l; the copy is made on the first change. */
static bool simp_list(struct arith *A, struct expr_list *l, bool types);

static struct expr *simp(struct arith *A, struct expr *e, bool remap);

static struct expr *simp_call(struct arith *A, struct expr *e)
{
	struct expr_list args = e->kind == EX_CALL ? e->u.call.args : e->u.fcall.args;
	bool changed = simp_list(A, &args, false);
	const struct type *t = e->type ? ar_simplify_type(A, e->type) : NULL;
	if (!changed && t == e->type)
		return e;
	struct expr *c = ir_expr_copy(A->p->arena, e);
	if (c->kind == EX_CALL)
		c->u.call.args = args;
	else
		c->u.fcall.args = args;
	c->type = t;
	return c;
}

static struct expr *simp(struct arith *A, struct expr *e, bool remap)
{
	if (!e || A->nest > AR_MAX_NEST)
		return e;
	A->nest++;
	struct expr *r = e, *c;
	switch (e->kind) {
	case EX_VAR:
		r = simp_var(A, e, remap);
		break;
	case EX_CALL:
	case EX_FCALL:
		r = simp_call(A, e);
		break;
	case EX_LIST: {
		struct expr_list l = e->u.list;
		if (simp_list(A, &l, false)) {
			r = ir_expr_copy(A->p->arena, e);
			r->u.list = l;
		}
		break;
	}
	case EX_GETITEM:
		c = simp(A, e->u.get.x, remap);
		if (c != e->u.get.x) {
			r = ir_expr_copy(A->p->arena, e);
			r->u.get.x = c;
		}
		break;
	case EX_CAST:
		c = simp(A, e->u.un.x, remap);
		if (c != e->u.un.x) {
			r = ir_expr_copy(A->p->arena, e);
			r->u.un.x = c;
		}
		break;
	case EX_UNARY:
		c = simp(A, e->u.un.x, remap);
		if (c != e->u.un.x)
			e = mk_un(A, (enum unop)e->u.un.op, c, e->span);
		r = rewrite(A, e, 0);
		break;
	case EX_BINARY: {
		struct expr *l = simp(A, e->u.bin.l, remap), *rr = simp(A, e->u.bin.r, remap);
		if (l != e->u.bin.l || rr != e->u.bin.r)
			e = mk_bin(A, (enum binop)e->u.bin.op, l, rr, e->span);
		r = rewrite(A, e, 0);
		break;
	}
	default:
		break;
	}
	A->nest--;
	return r;
}

static bool simp_list(struct arith *A, struct expr_list *l, bool types)
{
	struct expr_list out = *l;
	bool changed = false;
	for (uint32_t i = 0; i < l->n; i++) {
		struct expr *x = l->v[i], *n;
		if (x && x->kind == EX_VAR && A->nest <= AR_MAX_NEST) { /* simp's var case inline */
			A->nest++;
			n = simp_var(A, x, true);
			A->nest--;
		} else {
			n = simp(A, x, true);
		}
		if (n == l->v[i])
			continue;
		if (!changed)
			out = ir_expr_list_copy(A->p->arena, *l);
		changed = true;
		out.v[i] = n;
	}
	*l = out;
	return changed;
}

struct expr *ar_simplify(struct arith *A, struct expr *e)
{
	return simp(A, e, true);
}

/* e with the caller's substitutions applied and nothing simplified (MemRef expressions: the
 * reference substitutes into them but leaves them as written). */
static struct expr *remap_only(struct arith *A, struct expr *e, int depth)
{
	if (!e || !A->remap || depth > AR_MAX_NEST)
		return e;
	struct expr *c = e, *x, *y;
	switch (e->kind) {
	case EX_VAR:
		return A->remap(A->ctx, e);
	case EX_BINARY:
		x = remap_only(A, e->u.bin.l, depth + 1);
		y = remap_only(A, e->u.bin.r, depth + 1);
		if (x != e->u.bin.l || y != e->u.bin.r) {
			c = ir_expr_copy(A->p->arena, e);
			c->u.bin.l = x;
			c->u.bin.r = y;
		}
		return c;
	case EX_UNARY:
	case EX_CAST:
		x = remap_only(A, e->u.un.x, depth + 1);
		if (x != e->u.un.x) {
			c = ir_expr_copy(A->p->arena, e);
			c->u.un.x = x;
		}
		return c;
	default:
		return e;
	}
}

static struct memref *remap_memref(struct arith *A, struct memref *m)
{
	if (!m)
		return m;
	struct expr *off = remap_only(A, m->offset, 0), *slot = remap_only(A, m->slot_index, 0);
	if (off == m->offset && slot == m->slot_index)
		return m;
	struct memref *n = ARENA_NEW(A->p->arena, struct memref);
	*n = *m;
	n->offset = off;
	n->slot_index = slot;
	return n;
}

static bool var_ref_cb(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

static void walk_list(struct expr_list l, bool *found)
{
	for (uint32_t i = 0; i < l.n && !*found; i++)
		ir_walk_expr(l.v[i], var_ref_cb, found);
}

/* Whether a tile or tensor type's expressions (shape, views, MemRef offset and
 * slot) refer to a var. */
static bool type_has_var_refs(const struct type *t)
{
	bool found = false;
	walk_list(t->shape, &found);
	if (t->tview) {
		walk_list(t->tview->valid_shape, &found);
		walk_list(t->tview->stride, &found);
	}
	if (t->view) {
		walk_list(t->view->valid_shape, &found);
		walk_list(t->view->stride, &found);
		if (!found && t->view->start_offset)
			ir_walk_expr(t->view->start_offset, var_ref_cb, &found);
	}
	if (t->memref && !found) {
		if (t->memref->offset)
			ir_walk_expr(t->memref->offset, var_ref_cb, &found);
		if (t->memref->slot_index && !found)
			ir_walk_expr(t->memref->slot_index, var_ref_cb, &found);
	}
	return found;
}

static const struct type *simplify_type(struct arith *A, const struct type *t);

const struct type *ar_simplify_type(struct arith *A, const struct type *t)
{
	if (!t || (t->kind != TY_TILE && t->kind != TY_TENSOR))
		return simplify_type(A, t);
	uint32_t h = (uint32_t)(ptr_hash(t) >> (64 - A->fixed_bits));
	if (A->fixed[h] == t)
		return t;
	const struct type *r = simplify_type(A, t);
	if (r == t && A->nest <= AR_MAX_NEST && !type_has_var_refs(t))
		A->fixed[h] = t;
	return r;
}

static const struct type *simplify_type(struct arith *A, const struct type *t)
{
	if (!t || A->nest > AR_MAX_NEST)
		return t;
	struct arena *ar = A->p->arena;
	switch (t->kind) {
	case TY_TENSOR: {
		struct expr_list shape = t->shape;
		bool ch = simp_list(A, &shape, true);
		struct memref *mr = remap_memref(A, t->memref);
		ch = ch || mr != t->memref;
		struct tensor_view tv, *tvp = t->tview;
		if (t->tview) {
			tv = *t->tview;
			bool vc = simp_list(A, &tv.stride, true);
			vc = simp_list(A, &tv.valid_shape, true) || vc;
			if (vc)
				tvp = &tv, ch = true;
		}
		if (!ch)
			return t;
		struct type *n = ir_type_tensor(ar, shape, (enum dtype)t->dtype, tvp, mr);
		n->distributed = t->distributed;
		return n;
	}
	case TY_TILE: {
		struct expr_list shape = t->shape;
		bool ch = simp_list(A, &shape, true);
		struct memref *mr = remap_memref(A, t->memref);
		ch = ch || mr != t->memref;
		struct tile_view v, *vp = t->view;
		if (t->view) {
			v = *t->view;
			bool vc = simp_list(A, &v.valid_shape, true);
			vc = simp_list(A, &v.stride, true) || vc;
			struct expr *so = v.start_offset ? simp(A, v.start_offset, true) : NULL;
			vc = vc || so != v.start_offset;
			v.start_offset = so;
			if (vc)
				vp = &v, ch = true;
		}
		if (!ch)
			return t;
		return ir_type_tile(ar, shape, (enum dtype)t->dtype, (enum memspace)t->mem, vp, mr);
	}
	case TY_TUPLE: {
		const struct type **el = NULL;
		for (uint32_t i = 0; i < t->n_elems; i++) {
			const struct type *x = ar_simplify_type(A, t->elems[i]);
			if (x == t->elems[i] && !el)
				continue;
			if (!el) {
				el = xmalloc(t->n_elems * sizeof *el);
				memcpy(el, t->elems, t->n_elems * sizeof *el);
			}
			el[i] = x;
		}
		if (!el)
			return t;
		struct type *n = ir_type_tuple(ar, t->n_elems, el);
		free(el);
		return n;
	}
	default:
		return t;
	}
}

/* ---- proofs -------------------------------------------------------------------------------- */

/* Simplifies an expression the analysis built (its var references are final already). */
static struct expr *analyze(struct arith *A, struct expr *e)
{
	return simp(A, e, false);
}

bool ar_can_prove_ge(struct arith *A, struct expr *e, int64_t k)
{
	return bound_of(A, analyze(A, e), 0).lo >= k;
}

bool ar_can_prove(struct arith *A, struct expr *cond)
{
	struct expr *s = analyze(A, cond);
	if (s->kind == EX_BOOL)
		return s->u.b;
	if (s->kind == EX_INT)
		return s->u.i != 0;
	if (s->kind != EX_BINARY)
		return false;
	enum binop op = (enum binop)s->u.bin.op;
	if (op < BO_EQ || op > BO_GE)
		return false;
	struct expr *d = analyze(A, mk_bin(A, BO_SUB, s->u.bin.l, s->u.bin.r, s->span));
	struct ar_bound b = bound_of(A, d, 0);
	switch (op) {
	case BO_LT: return b.hi < 0;
	case BO_LE: return b.hi <= 0;
	case BO_GT: return b.lo > 0;
	case BO_GE: return b.lo >= 0;
	case BO_EQ: return b.lo == 0 && b.hi == 0;
	case BO_NE: return b.lo > 0 || b.hi < 0;
	default: return false;
	}
}
