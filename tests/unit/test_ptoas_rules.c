/* The ptoas verifier rules of the spec tables (gen/ptoas.c), each tested
 * from its own data: for every backend with a ptoas arch, every op, every
 * rule of the op there (a backend's override included) and every known ptoas
 * version the rule holds for, the test builds the smallest call of the op
 * that breaks the rule and one that keeps it (tile types chosen from the
 * rule's kind and parameters), and checks that VerifyPtoasRules reports the
 * broken one with the rule's words at the call's line and passes the kept
 * one.  Adding a rule to a spec adds its cases; a rule kind this test cannot
 * build a case for fails it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "fixture.h"
#include "intern.h"
#include "passes/verify_ptoas_rules.h"
#include "ptoas.h"
#include "util.h"

#define CALL span_make(diag_file_id("t.py"), 7, 5, 7, 30)
#define CALL2 span_make(diag_file_id("t.py"), 8, 5, 8, 30)

/* One value of the call: an operand (slot i < n_operands) or a result. */
struct slot {
	uint8_t kind; /* OK_tile, OK_tensor, OK_scalar; other kinds: a literal */
	uint8_t dtype, mem;
	int64_t shape[2], valid[2];
	uint8_t blayout, slayout, pad;
	uint32_t fractal;
	int buffer; /* > 0: tiles with one number share one buffer */
	bool cst;   /* a constant (a scalar, or a list of two items): cval */
	int64_t cval;
	bool param; /* a parameter of the function */
	int def_op; /* >= 0: a tile the result of a call of this op */
	bool dyn_valid; /* valid[0] is a parameter, not a constant */
};

#define MAXS 24
#define S_DST (MAXS - 3) /* the result, or result 0 / 1 of a tuple */
#define S_DST0 (MAXS - 2)
#define S_DST1 (MAXS - 1)

struct case_ {
	const be_t *be;
	uint32_t version;
	unsigned op;
	const struct spec_ptoas_rule *r;
	struct slot s[MAXS];
	bool tuple;        /* the result is a pair */
	int64_t kwarg;     /* kwarg_range / kwarg_in: the value */
	int calls;         /* once: 2 */
	int extra_op;      /* needs_op: an op called too, or -1 */
	int64_t extra_kwarg; /* needs_op with a kwarg: that op's value of it */
	bool set_kwarg;    /* kwarg_unset: the call sets the kwarg */
};

static int slot_index(int8_t code)
{
	if (code >= 0)
		return code < S_DST ? code : -1;
	return code == PTOAS_ARG_DST ? S_DST : code == PTOAS_ARG_DST0 ? S_DST0 : S_DST1;
}

/* The slot of an arg code of rule c->r (an operand index or PTOAS_ARG_*; the
 * last operand: every operand of the case is given). */
static struct slot *slot_of(struct case_ *c, int8_t code)
{
	int k = code == PTOAS_ARG_LAST ? (int)spec_ops[c->op].n_operands - 1 : slot_index(code);
	cr_assert(k >= 0, "%s: rule arg %d out of range", c->r->where, code);
	return &c->s[k];
}

static struct slot *arg(struct case_ *c, unsigned i)
{
	return slot_of(c, c->r->args[i]);
}

/* The arg rule c->r's filters look at: the one if_of names, else its first. */
static struct slot *subject(struct case_ *c)
{
	return c->r->if_of == PTOAS_IF_OF_FIRST ? arg(c, 0) : slot_of(c, c->r->if_of);
}

static bool listed(const struct spec_ptoas_rule *r, int32_t v)
{
	for (unsigned i = 0; i < r->n_list; i++)
		if (r->list[i] == v)
			return true;
	return false;
}

static bool plain_dtype(int d)
{
	return d != DT_INDEX && d != DT_TASK_ID && d != DT_BOOL && dtype_infos[d].storage_bits >= 8;
}

/* A dtype (of 1, 2, 4 or 8 bytes) that `want` accepts, or -1. */
static int find_dtype(bool (*want)(const struct spec_ptoas_rule *, int), const struct spec_ptoas_rule *r)
{
	static const int order[] = {DT_FP32, DT_FP16, DT_INT32, DT_INT16, DT_INT8, DT_BF16, DT_UINT32,
				    DT_UINT16, DT_UINT8, DT_INT64, DT_UINT64, DT_FP8E4M3FN, DT_FP8E5M2,
				    DT_HF8, DT_FP8E8M0};
	for (unsigned i = 0; i < sizeof order / sizeof order[0]; i++)
		if (want(r, order[i]))
			return order[i];
	return -1;
}

static bool dtype_in(const struct spec_ptoas_rule *r, int d)
{
	return listed(r, d);
}
static bool dtype_out(const struct spec_ptoas_rule *r, int d)
{
	return plain_dtype(d) && !listed(r, d);
}
/* Bytes of one element as ptoas counts them (4-bit dtypes in pairs). */
static int elem_bytes(int d)
{
	return dtype_infos[d].storage_bits == 4 ? 1 : dtype_infos[d].storage_bits / 8;
}
static bool bytes_in(const struct spec_ptoas_rule *r, int d)
{
	return listed(r, elem_bytes(d));
}
static bool bytes_out(const struct spec_ptoas_rule *r, int d)
{
	return !listed(r, elem_bytes(d));
}

static void set_layout(struct slot *s, int pl)
{
	static const uint8_t b[PL_COUNT] = {[PL_ND] = TL_row_major, [PL_DN] = TL_col_major,
					    [PL_NZ] = TL_col_major, [PL_ZN] = TL_row_major,
					    [PL_ZZ] = TL_row_major, [PL_NN] = TL_col_major};
	static const uint8_t sl[PL_COUNT] = {[PL_ND] = TL_none_box, [PL_DN] = TL_none_box,
					     [PL_NZ] = TL_row_major, [PL_ZN] = TL_col_major,
					     [PL_ZZ] = TL_row_major, [PL_NN] = TL_col_major};
	s->blayout = b[pl];
	s->slayout = sl[pl];
}

static void base(struct case_ *c)
{
	const struct spec_op *op = &spec_ops[c->op];
	for (int i = 0; i < MAXS; i++) {
		struct slot *s = &c->s[i];
		uint8_t k = i < op->n_operands ? op->operands[i].kind : OK_tile;
		*s = (struct slot){.kind = k == OK_tile_or_scalar || k == OK_any ? OK_tile
					  : k == OK_tensor_or_scalar ? OK_tensor : k,
				   .dtype = DT_FP32, .mem = MS_Vec, .shape = {16, 16}, .valid = {16, 16},
				   .blayout = TL_row_major, .slayout = TL_none_box, .fractal = 512, .def_op = -1};
	}
	c->tuple = false;
	for (unsigned i = 0; i < c->r->n_args; i++)
		if (c->r->args[i] == PTOAS_ARG_DST0 || c->r->args[i] == PTOAS_ARG_DST1)
			c->tuple = true;
	if (c->r->if_of == PTOAS_ARG_DST0 || c->r->if_of == PTOAS_ARG_DST1)
		c->tuple = true;
	c->kwarg = 0;
	c->calls = 1;
	c->extra_op = -1;
	c->set_kwarg = false;
	/* the filters: the rule's subject (the arg if_of names, else the
	 * first) in the space, blayout and element type the rule is about, of
	 * 16 rows and columns (if_matrix) */
	if (c->r->n_args || c->r->if_of != PTOAS_IF_OF_FIRST) {
		struct slot *f = subject(c);
		if (c->r->n_if_dtypes)
			f->dtype = (uint8_t)c->r->if_dtypes[0];
		for (int m = 0; c->r->if_mem && m < MS_COUNT; m++)
			if (c->r->if_mem >> m & 1) {
				f->mem = (uint8_t)m;
				break;
			}
		if (c->r->if_blayout >= 0)
			f->blayout = (uint8_t)c->r->if_blayout;
	}
	/* if_mem_pairs: the two args in its first pair of spaces */
	for (int k = 0; k < 2 && c->r->n_if_pairs; k++)
		slot_of(c, c->r->if_pair_args[k])->mem = (uint8_t)c->r->if_pairs[k];
}

static void set_valid(struct slot *s, const struct spec_ptoas_rule *r, int64_t v)
{
	for (int k = 0; k < 2; k++)
		if (!r->n_list || listed(r, k))
			s->valid[k] = v;
}

/* An op codegen emits as a view typed with its static valid shape (emit
 * kind slice: a pto.subview). */
static int view_op(const be_t *be)
{
	for (unsigned op = 0; op < spec_n_ops; op++)
		if (be_op_emit(be, op) == EK_slice)
			return (int)op;
	cr_assert(false, "no op of emit kind slice");
	return -1;
}

/* Shapes c's args to keep (broken = false) or break rule r; false when the
 * rule kind has no such case (reject kept, a bound no tile can cross). */
static bool shape_case(struct case_ *c, bool broken)
{
	const struct spec_ptoas_rule *r = c->r;
	unsigned n = r->n_args;
	switch (r->kind) {
	case PR_dtype: {
		int d = broken ? find_dtype(dtype_out, r) : find_dtype(dtype_in, r);
		if (d < 0)
			return false;
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->dtype = (uint8_t)d;
		return true;
	}
	case PR_same_dtype:
	case PR_same_elem_bytes:
		if (broken)
			arg(c, n - 1)->dtype = DT_FP16;
		return true;
	case PR_elem_bytes: {
		int d = broken ? find_dtype(bytes_out, r) : find_dtype(bytes_in, r);
		if (d < 0)
			return false;
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->dtype = (uint8_t)d;
		return true;
	}
	case PR_dtype_tuple:
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->dtype = (uint8_t)r->list[i];
		if (broken)
			for (int d = 0; d < DT_COUNT; d++) {
				if (!plain_dtype(d))
					continue;
				bool found = false;
				for (unsigned k = 0; k + r->tuple <= r->n_list && !found; k += r->tuple) {
					found = r->list[k] == d;
					for (unsigned i = 1; i < n && found; i++)
						found = r->list[k + i] == arg(c, i)->dtype;
				}
				if (!found) {
					arg(c, 0)->dtype = (uint8_t)d;
					return true;
				}
			}
		return !broken;
	case PR_mem: {
		int m = -1;
		for (int k = 0; k < MS_COUNT && m < 0; k++)
			if (listed(r, k) != broken)
				m = k;
		if (m < 0)
			return false;
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->mem = (uint8_t)m;
		return true;
	}
	case PR_mem_pairs:
		/* the first arg stays in a space of the rule's if_mem */
		for (int a = 0; a < MS_COUNT; a++)
			for (int b = 0; b < MS_COUNT && (!r->if_mem || (r->if_mem >> a & 1)); b++) {
				bool in = false;
				for (unsigned k = 0; k + 1 < r->n_list && !in; k += 2)
					in = r->list[k] == a && r->list[k + 1] == b;
				if (in != broken) {
					arg(c, 0)->mem = (uint8_t)a;
					arg(c, 1)->mem = (uint8_t)b;
					return true;
				}
			}
		return false;
	case PR_bytes_pairs: {
		static const int of_bytes[9] = {[1] = DT_INT8, [2] = DT_INT16, [4] = DT_INT32, [8] = DT_INT64};
		static const int sizes[4] = {1, 2, 4, 8};
		for (int x = 0; x < 4; x++)
			for (int y = 0; y < 4; y++) {
				bool in = false;
				for (unsigned k = 0; k + 1 < r->n_list && !in; k += 2)
					in = r->list[k] == sizes[x] && r->list[k + 1] == sizes[y];
				if (in != broken) {
					arg(c, 0)->dtype = (uint8_t)of_bytes[sizes[x]];
					arg(c, 1)->dtype = (uint8_t)of_bytes[sizes[y]];
					return true;
				}
			}
		return false;
	}
	case PR_row_major:
		for (unsigned i = 0; i < n; i++)
			set_layout(arg(c, i), broken ? PL_DN : PL_ND);
		return true;
	case PR_layout: {
		int l = -1;
		for (int k = 0; k < PL_COUNT && l < 0; k++)
			if (listed(r, k) != broken)
				l = k;
		if (l < 0)
			return false;
		for (unsigned i = 0; i < n; i++)
			set_layout(arg(c, i), l);
		return true;
	}
	case PR_fractal:
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->fractal = broken ? 12345 : (uint32_t)r->list[0];
		return true;
	case PR_pad: {
		int p = -1;
		for (int k = 0; k < PAD_COUNT && p < 0; k++)
			if (listed(r, k) != broken)
				p = k;
		if (p < 0)
			return false;
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->pad = (uint8_t)p;
		return true;
	}
	case PR_shape_multiple:
		/* the listed dims `value` long (with elem: INT8 elements, `value`
		 * bytes), the first arg's one more when broken */
		if (broken && r->value < 2)
			return false;
		for (unsigned i = 0; i < n; i++) {
			struct slot *s = arg(c, i);
			if (r->elem)
				s->dtype = DT_INT8;
			for (int k = 0; k < 2; k++)
				if (!r->n_list || listed(r, k))
					s->shape[k] = s->valid[k] = r->value + (broken && i == 0 ? 1 : 0);
		}
		return true;
	case PR_same_valid:
	case PR_same_shape:
		if (broken) {
			int k = r->n_list ? r->list[0] : 0;
			struct slot *s = arg(c, n - 1);
			if (r->kind == PR_same_valid)
				s->valid[k] = 8;
			else
				s->shape[k] = s->valid[k] = 32;
		}
		return true;
	case PR_valid_eq: {
		struct slot *s = arg(c, 0);
		int64_t want = r->value;
		if (r->flag)
			want = 256 / dtype_infos[s->dtype].storage_bits;
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->valid[r->dim] = arg(c, i)->shape[r->dim] = broken && i == 0 ? want + 1 : want;
		return true;
	}
	case PR_shape_eq:
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->shape[r->dim] = arg(c, i)->valid[r->dim] =
				broken && i == 0 ? r->value + 1 : r->value;
		return true;
	case PR_valid_max:
		if (broken)
			set_valid(arg(c, 0), r, r->value + 1);
		for (unsigned i = 0; i < n && !broken && r->value < 16; i++)
			set_valid(arg(c, i), r, r->value);
		return true;
	case PR_valid_min:
		if (broken && r->value < 1)
			return false;
		for (unsigned i = 0; i < n; i++)
			if (broken ? i == 0 : r->value > 16)
				set_valid(arg(c, i), r, broken ? r->value - 1 : r->value);
		return true;
	case PR_shape_min:
		if (broken && r->value < 2)
			return false;
		for (unsigned i = 0; i < n; i++) {
			struct slot *s = arg(c, i);
			for (int k = 0; k < 2; k++)
				if ((!r->n_list || listed(r, k)) && (broken ? i == 0 : r->value > 16))
					s->shape[k] = s->valid[k] = broken ? r->value - 1 : r->value;
		}
		return true;
	case PR_shape_max:
		/* broken: the first arg one past the bound; kept: at most 16 */
		for (unsigned i = 0; i < n; i++) {
			struct slot *s = arg(c, i);
			for (int k = 0; k < 2; k++)
				if ((!r->n_list || listed(r, k)) && (broken ? i == 0 : r->value < 16))
					s->shape[k] = s->valid[k] = broken ? r->value + 1 : r->value;
		}
		return true;
	case PR_valid_full:
	case PR_valid_match_one:
		if (broken)
			set_valid(arg(c, 0), r, 8);
		return true;
	case PR_valid_ge:
		if (broken)
			set_valid(arg(c, 0), r, 8);
		return true;
	case PR_valid_in_shape:
		if (broken)
			set_valid(arg(c, 0), r, arg(c, 0)->shape[r->n_list ? r->list[0] : 0] + 1);
		return true;
	case PR_shape_ge_sum: {
		/* the first arg's extent is the others' sum (16 each), one less when broken */
		int64_t sum = 0;
		for (unsigned i = 1; i < n; i++)
			if (arg(c, i) != arg(c, 0))
				sum += arg(c, i)->shape[r->dim];
		arg(c, 0)->shape[r->dim] = arg(c, 0)->valid[r->dim] = broken ? sum - 1 : sum;
		return sum > 0;
	}
	case PR_valid_times: {
		/* the first listed kwarg value (else 0: the default factor);
		 * broken: one more than the extent times the factor */
		int64_t f = r->value;
		c->kwarg = 0;
		if (r->n_list >= 2) {
			c->kwarg = r->list[0];
			f = r->list[1];
		}
		struct slot *x = arg(c, 0), *y = arg(c, 1);
		y->shape[r->dim] = y->valid[r->dim] = 8;
		x->shape[r->dim] = 8 * f + (broken ? 1 : 0);
		x->valid[r->dim] = x->shape[r->dim];
		return true;
	}
	case PR_same_bytes:
		if (broken)
			arg(c, n - 1)->shape[1] = arg(c, n - 1)->valid[1] = 32;
		return true;
	case PR_same_boxed:
		if (broken)
			set_layout(arg(c, n - 1), PL_NZ);
		return true;
	case PR_matmul: {
		/* dst [16, 32] = lhs [16, 8] x rhs [8, 32]; broken: lhs K = 4 */
		static const int64_t dims[3][2] = {{16, 32}, {16, 8}, {8, 32}};
		for (unsigned i = 0; i < 3; i++)
			for (int k = 0; k < 2; k++)
				arg(c, i)->shape[k] = arg(c, i)->valid[k] = dims[i][k];
		if (broken)
			arg(c, 1)->shape[1] = arg(c, 1)->valid[1] = 4;
		return true;
	}
	case PR_mx_scale: {
		/* a [16, 2 blocks] Left data tile scaled by [16, 2] (a RightScale
		 * scale: [2 blocks, 16] Right data, [2, 16]); broken: one block more */
		struct slot *sc = arg(c, 0), *x = arg(c, 1);
		bool right = sc->mem == MS_RightScale;
		int kd = right ? 0 : 1;
		x->mem = right ? MS_Right : MS_Left;
		if (sc->mem != MS_LeftScale && !right)
			sc->mem = MS_LeftScale;
		x->dtype = DT_FP8E4M3FN;
		sc->dtype = DT_FP8E8M0;
		x->shape[kd] = x->valid[kd] = 2 * r->value;
		x->shape[1 - kd] = x->valid[1 - kd] = 16;
		sc->shape[kd] = sc->valid[kd] = broken ? 3 : 2;
		sc->shape[1 - kd] = sc->valid[1 - kd] = 16;
		return true;
	}
	case PR_distinct:
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->buffer = broken && i < 2 ? 1 : (int)i + 2;
		return true;
	case PR_min_bytes:
		if (broken) {
			struct slot *s = arg(c, 0);
			s->dtype = DT_INT8;
			s->shape[0] = s->shape[1] = s->valid[0] = s->valid[1] = 1;
			return r->value > 1;
		}
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->shape[0] = arg(c, i)->valid[0] = r->value / 64 + 16;
		return true;
	case PR_major_bytes:
		/* FP32 rows of 16 elements are 64 bytes; broken: one element more */
		for (unsigned i = 0; i < n; i++) {
			struct slot *sl = arg(c, i);
			sl->slayout = TL_none_box;
			sl->shape[sl->blayout == TL_col_major ? 0 : 1] = r->value / 4 * 4 + (broken && i == 0 ? 1 : 0);
			sl->valid[0] = sl->shape[0];
			sl->valid[1] = sl->shape[1];
		}
		return r->value % 4 == 0;
	case PR_kwarg_range:
		c->kwarg = broken ? (r->value2 < INT64_MAX ? r->value2 + 1 : r->value - 1) : r->value;
		return !broken || r->value2 < INT64_MAX || r->value > INT64_MIN;
	case PR_kwarg_in: {
		int64_t big = r->list[0];
		for (unsigned i = 0; i < r->n_list; i++)
			big = r->list[i] > big ? r->list[i] : big;
		c->kwarg = broken ? big + 1 : r->list[0];
		return true;
	}
	case PR_once:
		c->calls = broken ? 2 : 1;
		return true;
	case PR_needs_op:
		c->extra_op = broken ? -1 : r->list[0];
		if (r->kwarg >= 0) { /* the op called with kwarg 3, broken: 4 */
			c->extra_op = r->list[0];
			c->kwarg = 3;
			c->extra_kwarg = broken ? 4 : 3;
		}
		return true;
	case PR_const_int: {
		/* kept: the first multiple in [min, max] from 0 or min up;
		 * broken: below min, above max, or off the multiple */
		int64_t m = r->multiple, v = r->value > 0 ? (r->value + m - 1) / m * m : 0;
		if (v < r->value)
			v = r->value;
		if (broken)
			v = r->value > INT32_MIN ? r->value - 1 : r->value2 < INT32_MAX ? r->value2 + 1 : v + 1;
		if (broken && r->value <= INT32_MIN && r->value2 >= INT32_MAX && m < 2)
			return false;
		for (unsigned i = 0; i < n; i++) {
			arg(c, i)->cst = true;
			arg(c, i)->cval = v;
		}
		return true;
	}
	case PR_bytes_ge:
		if (broken)
			arg(c, 0)->shape[0] = arg(c, 0)->valid[0] = 8;
		return true;
	case PR_window_in: {
		/* outer 16x16, inner 8x8 at constant offsets 8 (broken: 9) */
		arg(c, 1)->shape[0] = arg(c, 1)->shape[1] = arg(c, 1)->valid[0] = arg(c, 1)->valid[1] = 8;
		for (unsigned i = 2; i < n; i++) {
			arg(c, i)->cst = true;
			arg(c, i)->cval = broken ? 9 : 8;
		}
		return true;
	}
	case PR_box_aligned: {
		/* an NZ fractal-1024 first arg (16x16 boxes); the others 32x32 or
		 * constants [16, 16]; broken: 8 */
		struct slot *f = arg(c, 0);
		set_layout(f, PL_NZ);
		f->fractal = 1024;
		f->shape[0] = f->shape[1] = f->valid[0] = f->valid[1] = 32;
		for (unsigned i = 1; i < n; i++) {
			struct slot *s = arg(c, i);
			if (s->kind == OK_tile) {
				s->shape[0] = s->valid[0] = broken ? 8 : 16;
			} else {
				s->cst = true;
				s->cval = broken ? 8 : 16;
			}
		}
		return true;
	}
	case PR_box_span: {
		/* an NZ fractal-1024 outer 32x32 (col_major: rows kept); the
		 * window 32 rows (broken: 16) or constants 32 (16); offsets 0 */
		struct slot *f = arg(c, 0);
		set_layout(f, PL_NZ);
		f->fractal = 1024;
		f->shape[0] = f->shape[1] = f->valid[0] = f->valid[1] = 32;
		struct slot *w = arg(c, 1);
		if (w->kind == OK_tile) {
			w->shape[0] = w->valid[0] = broken ? 16 : 32;
		} else {
			w->cst = true;
			w->cval = broken ? 16 : 32;
		}
		arg(c, 2)->cst = true;
		arg(c, 2)->cval = 0;
		return true;
	}
	case PR_local_buffer:
		for (unsigned i = 0; i < n; i++)
			arg(c, i)->param = broken;
		return true;
	case PR_kwarg_unset:
		c->set_kwarg = broken;
		return true;
	case PR_kwarg_le:
		/* the bound kwarg unset: its default `value` */
		c->kwarg = r->value + (broken ? 1 : 0);
		return true;
	case PR_capacity: {
		/* the second arg a 16x16 FP32 tile; the first an INT8 row of the
		 * bytes the formula needs (one fewer when broken) */
		int64_t rows = r->cap[1], cols = 16;
		if (r->cap[0])
			rows += (16 + r->cap[0] - 1) / r->cap[0];
		if (r->elem)
			cols *= 4;
		cols = (cols + r->cap[2] - 1) / r->cap[2];
		cols = (cols + r->cap[3] - 1) / r->cap[3] * r->cap[3];
		if (cols < r->cap[4])
			cols = r->cap[4];
		struct slot *t = arg(c, 0);
		if (r->flag && r->args[1] != PTOAS_ARG_DST) /* valid extents count on a statically typed view */
			arg(c, 1)->def_op = view_op(c->be);
		t->dtype = DT_INT8;
		t->shape[0] = t->valid[0] = 1;
		t->shape[1] = t->valid[1] = rows * cols - (broken ? 1 : 0);
		return true;
	}
	case PR_numel_eq:
		/* a 16x16 view (codegen types it statically) against the
		 * constant list [16, 16], broken: [8, 8] */
		arg(c, 0)->def_op = view_op(c->be);
		arg(c, 1)->cst = true;
		arg(c, 1)->cval = broken ? 8 : 16;
		return true;
	case PR_shape_ge_valid: {
		/* a 16x16 view (or a result its op types statically) against the
		 * first arg, 16 + value rows and cols (8 when broken) */
		struct slot *f = arg(c, 0);
		if (r->args[1] != PTOAS_ARG_DST)
			arg(c, 1)->def_op = view_op(c->be);
		f->shape[0] = f->shape[1] = f->valid[0] = f->valid[1] = broken ? 8 : 16 + r->value;
		return true;
	}
	case PR_valid_static: {
		/* a result typed statically by its op's static_valid range, or an
		 * operand that is a view; broken: a valid extent not constant */
		struct slot *f = arg(c, 0);
		if (c->r->args[0] != PTOAS_ARG_DST)
			f->def_op = view_op(c->be);
		f->dyn_valid = broken;
		return true;
	}
	case PR_reject:
		return broken;
	default:
		cr_assert(false, "%s: rule kind %d has no case in test_ptoas_rules.c", r->where, (int)r->kind);
		return false;
	}
}

/* ---- building the call ---------------------------------------------------- */

static const struct type *tile_of(struct arena *a, const struct slot *s, struct memref **bufs,
				  struct program *p)
{
	struct expr_list shape = ir_expr_list_of_ints(a, s->shape, 2, CALL);
	if (s->kind == OK_tensor)
		return ir_type_tensor(a, shape, s->dtype, NULL, NULL);
	if (s->kind == OK_scalar)
		return ir_type_scalar(s->dtype);
	struct tile_view v = {.valid_shape = ir_expr_list_of_ints(a, s->valid, 2, CALL),
			      .blayout = s->blayout, .slayout = s->slayout, .pad = s->pad, .fractal = s->fractal};
	if (s->dyn_valid) {
		struct var *n = ir_new_var(p, intern_cstr("n"), VAR_PARAM, ir_type_scalar(DT_INDEX), CALL);
		v.valid_shape.v[0] = ir_new_var_ref(a, n, CALL);
	}
	struct memref *m = NULL;
	if (s->buffer > 0 && s->buffer < 16) {
		if (!bufs[s->buffer]) {
			char name[16];
			snprintf(name, sizeof name, "buf%d", s->buffer);
			bufs[s->buffer] = ARENA_NEW(a, struct memref);
			bufs[s->buffer]->base_name = intern_cstr(name);
			bufs[s->buffer]->offset = ir_new_int(a, 0, DT_INT64, CALL);
			bufs[s->buffer]->size = 1024;
		}
		m = bufs[s->buffer];
	}
	return ir_type_tile(a, shape, s->dtype, s->mem, &v, m);
}

struct built {
	struct program p;
	struct arena a;
	struct function f;
	struct expr *call;
	struct var *res;
};

/* Appends case c's statements (its calls, their operands' definitions) to
 * sb, in b's program. */
static void add_case(struct built *b, struct case_ *c, struct stmt_buf *sb0)
{
	struct stmt_buf sb = *sb0;
	struct arena *a = &b->a;
	struct memref *bufs[16] = {0};
	const struct spec_op *op = &spec_ops[c->op];
	for (int k = 0; k < c->calls; k++) {
		struct expr_list args = ir_expr_list_new(a, op->n_operands);
		for (unsigned i = 0; i < op->n_operands; i++) {
			const struct slot *s = &c->s[i];
			if (s->cst && s->kind == OK_scalar) {
				args.v[i] = ir_new_int(a, s->cval, DT_INT32, CALL);
			} else if (s->cst) {
				struct expr_list one = ir_expr_list_new(a, 2);
				one.v[0] = ir_new_int(a, s->cval, DT_INDEX, CALL);
				one.v[1] = ir_new_int(a, s->cval, DT_INDEX, CALL);
				args.v[i] = ir_new_list(a, one, CALL);
			} else if (s->kind == OK_tile || s->kind == OK_tensor || s->kind == OK_scalar) {
				char name[16];
				snprintf(name, sizeof name, "a%u", i);
				struct var *v = ir_new_var(&b->p, intern_cstr(name), s->param ? VAR_PARAM : VAR_LOCAL,
							   tile_of(a, s, bufs, &b->p), CALL);
				args.v[i] = ir_new_var_ref(a, v, CALL);
				if (s->def_op >= 0) {
					/* v = op(): a view of the op's result */
					struct expr *d = ir_new_call(a, (unsigned)s->def_op, (struct expr_list){0}, CALL);
					d->type = v->type;
					ir_sb_push(&sb, ir_new_assign(a, v, d, CALL));
				}
			} else {
				args.v[i] = ir_new_int(a, 0, DT_INDEX, CALL);
			}
		}
		struct expr *call = ir_new_call(a, c->op, args, k ? CALL2 : CALL);
		const struct type *rt;
		if (c->tuple) {
			const struct type *e[2] = {tile_of(a, &c->s[S_DST0], bufs, &b->p), tile_of(a, &c->s[S_DST1], bufs, &b->p)};
			rt = ir_type_tuple(a, 2, e);
		} else {
			rt = tile_of(a, &c->s[S_DST], bufs, &b->p);
		}
		call->type = rt;
		const struct spec_ptoas_rule *r = c->r;
		if (r->if_kwarg >= 0) {
			/* the filter's first value: the calls the rule is about */
			call->u.call.kwargs[r->if_kwarg].present = true;
			if (r->n_if_values)
				call->u.call.kwargs[r->if_kwarg].i = r->if_values[0];
		}
		if (r->kind == PR_kwarg_range || r->kind == PR_kwarg_in || r->kind == PR_valid_times ||
		    r->kind == PR_kwarg_le || (r->kind == PR_needs_op && r->kwarg >= 0)) {
			call->u.call.kwargs[r->kwarg].present = true;
			call->u.call.kwargs[r->kwarg].i = c->kwarg;
		}
		if (r->kind == PR_kwarg_unset && c->set_kwarg)
			call->u.call.kwargs[r->kwarg].present = true;
		struct var *res = ir_new_var(&b->p, intern_cstr("r"), VAR_LOCAL, rt, k ? CALL2 : CALL);
		ir_sb_push(&sb, ir_new_assign(a, res, call, k ? CALL2 : CALL));
		if (!k) {
			b->call = call;
			b->res = res;
		}
	}
	if (c->extra_op >= 0) {
		struct expr *x = ir_new_call(a, (unsigned)c->extra_op, (struct expr_list){0}, CALL2);
		if (c->r->kind == PR_needs_op && c->r->kwarg >= 0) {
			const struct spec_op *xo = &spec_ops[c->extra_op];
			for (int k = 0; k < xo->n_kwargs; k++)
				if (!strcmp(xo->kwargs[k].name, op->kwargs[c->r->kwarg].name)) {
					x->u.call.kwargs[k].present = true;
					x->u.call.kwargs[k].i = c->extra_kwarg;
				}
		}
		ir_sb_push(&sb, ir_new_eval(a, x, CALL2));
	}
	*sb0 = sb;
}

/* b: a program of one function k with the statements of cases cs[0 .. n),
 * b->call and b->res those of the last one. */
static void build_cases(struct built *b, struct case_ **cs, int n)
{
	memset(b, 0, sizeof *b);
	b->p.arena = &b->a;
	b->p.name = intern_cstr("P");
	struct arena *a = &b->a;
	struct stmt_buf sb = {0};
	for (int i = 0; i < n; i++)
		add_case(b, cs[i], &sb);
	b->f.name = intern_cstr("k");
	b->f.kind = FK_AIV;
	b->f.body = ir_sb_finish(a, &sb);
	ir_sb_free(&sb);
}

static void build(struct built *b, struct case_ *c)
{
	build_cases(b, &c, 1);
}

/* ---- the walk over the tables ----------------------------------------------- */

struct tally {
	unsigned cases, failures;
	struct buf log;
};

static void fail(struct tally *t, const struct case_ *c, const char *what)
{
	char v[16];
	ptoas_version_text(c->version, v, sizeof v);
	if (t->failures++ < 40)
		buf_printf(&t->log, "%s (%s, %s, ptoas %s, rule '%s'): %s\n", c->r->where, spec_ops[c->op].name,
			   c->be->name, v, c->r->msg, what);
}

static bool whole_function(const struct spec_ptoas_rule *r)
{
	return r->kind == PR_once || r->kind == PR_needs_op;
}

static void run_case(struct tally *t, struct case_ *c, bool broken)
{
	base(c);
	if (!shape_case(c, broken)) {
		if (broken && c->r->kind != PR_min_bytes && c->r->kind != PR_valid_min &&
		    c->r->kind != PR_shape_min && c->r->kind != PR_shape_multiple)
			fail(t, c, "no program breaks it");
		return;
	}
	t->cases++;
	struct built b;
	build(&b, c);
	/* the planner the rule is about (if_addr); a rule on a result its op
	 * types statically: the planner that bakes addresses, under which
	 * codegen does so */
	bool addr = c->r->if_addr == 1;
	for (unsigned i = 0; i < c->r->n_args && c->r->if_addr < 0; i++)
		if (c->r->args[i] == PTOAS_ARG_DST && ptoas_op_static_valid(c->be, c->op, c->version))
			addr = true;
	/* (a rule about a statically typed view follows the tile back to its
	 * definition: the function's) */
	bool views = c->r->kind == PR_numel_eq || c->r->kind == PR_shape_ge_valid || c->r->kind == PR_valid_static ||
		     (c->r->kind == PR_capacity && c->r->flag);
	if (!whole_function(c->r) && !views &&
	    verify_ptoas_rule_broken(c->be, c->version, addr, b.call, b.res, c->r) != broken)
		fail(t, c, broken ? "a call that breaks it passes" : "a call that keeps it is refused");
	setup();
	int n = verify_ptoas_rules(&b.p, &b.f, c->be, c->version, addr, NULL);
	const char *e = errors();
	bool said = strstr(e, c->r->msg) != NULL;
	if (broken) {
		int line = c->r->kind == PR_once ? CALL2.line : CALL.line;
		char at[32];
		snprintf(at, sizeof at, "t.py:%d:%d: error: ", line, CALL.col);
		if (!n || !said)
			fail(t, c, "the verifier does not report it");
		else if (!strstr(e, at))
			fail(t, c, "reported away from the call");
	} else if (whole_function(c->r) && said) {
		fail(t, c, "a function that keeps it is refused");
	}
	teardown();
	arena_free(&b.a);
	if (!broken || whole_function(c->r) || views)
		return;
	/* after a call that keeps it, of the same op in the same function:
	 * still reported (the verifier checks calls alike once) */
	struct case_ keep = *c;
	base(&keep);
	if (!shape_case(&keep, false))
		return;
	struct case_ *two[2] = {&keep, c};
	build_cases(&b, two, 2);
	setup();
	diag_set_max_errors(0); /* the kept call may break the op's other rules */
	n = verify_ptoas_rules(&b.p, &b.f, c->be, c->version, addr, NULL);
	if (!n || !strstr(errors(), c->r->msg))
		fail(t, c, "the verifier does not report it after a call that keeps it");
	diag_set_max_errors(DIAG_MAX_ERRORS);
	teardown();
	arena_free(&b.a);
}

/* The inventory's tile rules (every pto.alloc_tile result), each broken and
 * kept by a row-major and a col-major none_box tile, for every backend and
 * version it holds for. */
Test(ptoas_rules, every_tile_rule_is_enforced)
{
	unsigned cases = 0;
	for (unsigned bi = 0; bi < be_count(); bi++) {
		const be_t *be = be_at(bi);
		int arch = ptoas_arch_index(be);
		for (unsigned i = 0; arch >= 0 && i < spec_ptoas_tile.n_rules; i++) {
			const struct spec_ptoas_rule *r = &spec_ptoas_tile.rules[i];
			cr_assert(r->kind == PR_major_bytes, "%s: tile rule kind %d has no case", r->where, r->kind);
			for (unsigned v = 0; v < spec_n_ptoas_versions; v++) {
				uint32_t code = spec_ptoas_versions[v].code;
				if (!ptoas_rule_applies(r, arch, code))
					continue;
				for (int cm = 0; cm < 2; cm++)
					for (int broken = 0; broken < 2; broken++) {
						/* an INT8 line of `value` bytes, one more when broken */
						int64_t line = r->value + broken, dims[2] = {16, 16};
						dims[cm ? 0 : 1] = line;
						setup();
						struct tile_view tv = {.blayout = cm ? TL_col_major : TL_row_major,
								       .slayout = TL_none_box, .fractal = 512};
						const struct type *t = ir_type_tile(&arena, ir_expr_list_of_ints(&arena, dims, 2, CALL),
										    DT_INT8, MS_Vec, &tv, NULL);
						int n = verify_ptoas_tile(be, code, t, CALL);
						const char *e = errors();
						if (broken)
							cr_assert(n == 1 && strstr(e, r->msg) && strstr(e, "t.py:7:5: error: "),
								  "%s on %s: a [%ld, %ld] tile passes: %s", r->where, be->name,
								  (long)dims[0], (long)dims[1], e);
						else
							cr_assert(n == 0, "%s on %s: a [%ld, %ld] tile is refused: %s", r->where,
								  be->name, (long)dims[0], (long)dims[1], e);
						teardown();
						cases++;
					}
			}
		}
	}
	cr_assert(cases > 0, "no tile rule in the tables");
}

Test(ptoas_rules, every_rule_of_the_tables_is_enforced)
{
	struct tally t = {0};
	unsigned rules = 0;
	for (unsigned bi = 0; bi < be_count(); bi++) {
		const be_t *be = be_at(bi);
		int arch = ptoas_arch_index(be);
		if (arch < 0)
			continue;
		for (unsigned op = 0; op < spec_n_ops; op++) {
			const struct spec_ptoas_rule *rs;
			unsigned n = ptoas_op_rules(be, op, &rs);
			for (unsigned i = 0; i < n; i++)
				for (unsigned v = 0; v < spec_n_ptoas_versions; v++) {
					uint32_t code = spec_ptoas_versions[v].code;
					if (!ptoas_rule_applies(&rs[i], arch, code))
						continue;
					struct case_ c = {.be = be, .version = code, .op = op, .r = &rs[i]};
					rules++;
					run_case(&t, &c, true);
					run_case(&t, &c, false);
				}
		}
	}
	cr_assert(rules > 100, "only %u (rule, backend, version) triples in the tables", rules);
	cr_assert(t.failures == 0, "%u of %u cases fail:\n%s", t.failures, t.cases, t.log.data ? t.log.data : "");
	buf_free(&t.log);
}
