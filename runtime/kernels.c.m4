m4_changequote({{,}})m4_dnl
/* Per-dtype tile kernels, expanded by `m4 -P` from runtime/kernels.c.m4 into
 * build/.  One KERNELS(...) line per dtype: the loops are the same, only the
 * storage type, the widening load / rounding store and the scalar semantics
 * (rt_fop2 / rt_iop2) differ.  Narrow floats (f16, bf16, the FP8 formats) are
 * widened to f32, computed in f32 and rounded to nearest even on the store,
 * like the vector unit.  Integers are computed on int64 and wrapped by the store. */
#include <math.h>
#include <string.h>

#include "rt_int.h"

m4_define({{KERNELS}}, {{
/* ---- $1: storage $2, computed as $3 ---- */
static inline $3 ld_$1(const uint8_t *p)
{
	$2 x;
	memcpy(&x, p, sizeof x);
	return $4;
}

static inline void st_$1(uint8_t *p, $3 v)
{
	$2 x = $5;
	memcpy(p, &x, sizeof x);
}

/* A scalar operand is narrowed to the tile dtype first. */
static inline $3 narrow_$1(double sf, int64_t si)
{
	uint8_t tmp[8];
	st_$1(tmp, $8 ? ($3)sf : ($3)si);
	return ld_$1(tmp);
}

static bool bin_$1(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, bool partial)
{
	bool ok = true;
	for (int r = 0; r < d->vr; r++)
		for (int c = 0; c < d->vc; c++) {
			bool ia = r < a->vr && c < a->vc, ib = r < b->vr && c < b->vc;
			$3 v;
			if (!partial || (ia && ib))
				v = $6(op, ld_$1(RT_EL(a, r, c)), ld_$1(RT_EL(b, r, c)), &ok);
			else if (ia)
				v = ld_$1(RT_EL(a, r, c));
			else if (ib)
				v = ld_$1(RT_EL(b, r, c));
			else
				continue;
			if (!ok)
				return false;
			st_$1(RT_EL(d, r, c), v);
		}
	return true;
}

static bool sca_$1(int op, const struct rt_acc *d, const struct rt_acc *a, double sf, int64_t si, bool rev)
{
	bool ok = true;
	$3 s = narrow_$1(sf, si);
	for (int r = 0; r < d->vr; r++)
		for (int c = 0; c < d->vc; c++) {
			$3 x = ld_$1(RT_EL(a, r, c));
			$3 v = rev ? $6(op, s, x, &ok) : $6(op, x, s, &ok);
			if (!ok)
				return false;
			st_$1(RT_EL(d, r, c), v);
		}
	return true;
}

static bool un_$1(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	bool ok = true;
	for (int r = 0; r < d->vr; r++)
		for (int c = 0; c < d->vc; c++) {
			$3 v = $7(op, ld_$1(RT_EL(a, r, c)), &ok);
			if (!ok)
				return false;
			st_$1(RT_EL(d, r, c), v);
		}
	return true;
}

/* d = (a op1 b-or-scalar) + c: taddc, tsubc, taddsc, tsubsc. */
static bool tern_$1(int op1, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b,
		    double sf, int64_t si, const struct rt_acc *c)
{
	bool ok = true;
	$3 s = narrow_$1(sf, si);
	for (int r = 0; r < d->vr; r++)
		for (int k = 0; k < d->vc; k++) {
			$3 y = b ? ld_$1(RT_EL(b, r, k)) : s;
			$3 t = $6(op1, ld_$1(RT_EL(a, r, k)), y, &ok);
			$3 v = $6(K_ADD, t, ld_$1(RT_EL(c, r, k)), &ok);
			if (!ok)
				return false;
			st_$1(RT_EL(d, r, k), v);
		}
	return true;
}

static bool red_step_$1(int op, $3 *acc, $3 x)
{
	bool ok = true;
	switch (op) {
	case K_SUM: *acc = $6(K_ADD, *acc, x, &ok); break;
	case K_PROD: *acc = $6(K_MUL, *acc, x, &ok); break;
	case K_MAX: case K_MIN: *acc = $6(op, *acc, x, &ok); break;
	default: return false;
	}
	return ok;
}

/* Reduces each valid row of a into column 0 of d. */
static bool rowred_$1(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	for (int r = 0; r < a->vr; r++) {
		$3 acc = ld_$1(RT_EL(a, r, 0));
		for (int c = 1; c < a->vc; c++)
			if (!red_step_$1(op, &acc, ld_$1(RT_EL(a, r, c))))
				return false;
		st_$1(RT_EL(d, r, 0), acc);
	}
	return true;
}

static bool colred_$1(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	for (int c = 0; c < a->vc; c++) {
		$3 acc = ld_$1(RT_EL(a, 0, c));
		for (int r = 1; r < a->vr; r++)
			if (!red_step_$1(op, &acc, ld_$1(RT_EL(a, r, c))))
				return false;
		st_$1(RT_EL(d, 0, c), acc);
	}
	return true;
}

static bool expand_op_$1(int op, $3 x, $3 s, $3 *out)
{
	bool ok = true;
	if (op == K_COPY)
		*out = s;
	else if (op == K_EXPDIF) {
		if (!$8)
			return false;
		*out = ($3)expf((float)$6(K_SUB, x, s, &ok));
	} else
		*out = $6(op, x, s, &ok);
	return ok;
}

/* d[r][c] = a[r][c] op v[r][0] (v a column vector); a may be NULL for a plain expand. */
static bool rowexp_$1(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v)
{
	for (int r = 0; r < d->vr; r++)
		for (int c = 0; c < d->vc; c++) {
			$3 out, x = a ? ld_$1(RT_EL(a, r, c)) : 0;
			if (!expand_op_$1(op, x, ld_$1(RT_EL(v, r, 0)), &out))
				return false;
			st_$1(RT_EL(d, r, c), out);
		}
	return true;
}

/* d[r][c] = a[r][c] op v[0][c] (v a row vector). */
static bool colexp_$1(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v)
{
	for (int r = 0; r < d->vr; r++)
		for (int c = 0; c < d->vc; c++) {
			$3 out, x = a ? ld_$1(RT_EL(a, r, c)) : 0;
			if (!expand_op_$1(op, x, ld_$1(RT_EL(v, 0, c)), &out))
				return false;
			st_$1(RT_EL(d, r, c), out);
		}
	return true;
}

static void fill_$1(const struct rt_acc *d, int r0, int c0, int r1, int c1, double sf, int64_t si)
{
	$3 s = narrow_$1(sf, si);
	for (int r = r0; r < r1; r++)
		for (int c = c0; c < c1; c++)
			st_$1(RT_EL(d, r, c), s);
}

static const struct rt_kernels k_$1 = {
	bin_$1, sca_$1, un_$1, tern_$1, rowred_$1, colred_$1, rowexp_$1, colexp_$1, fill_$1,
};
}})m4_dnl

KERNELS(FP32, float, float, x, v, rt_fop2, rt_fop1, 1)
KERNELS(FP16, uint16_t, float, rt_f16_to_f32(x), rt_f32_to_f16(v), rt_fop2, rt_fop1, 1)
KERNELS(BF16, uint16_t, float, rt_bf16_to_f32(x), rt_f32_to_bf16(v), rt_fop2, rt_fop1, 1)
KERNELS(FP8E4M3FN, uint8_t, float, rt_f8e4m3_to_f32(x), rt_dbl_to_f8e4m3_rm(v, RM_RINT), rt_fop2, rt_fop1, 1)
KERNELS(FP8E5M2, uint8_t, float, rt_f8e5m2_to_f32(x), rt_dbl_to_f8e5m2_rm(v, RM_RINT), rt_fop2, rt_fop1, 1)
KERNELS(INT8, int8_t, int64_t, x, (int8_t)v, rt_iop2, rt_iop1, 0)
KERNELS(UINT8, uint8_t, int64_t, x, (uint8_t)v, rt_iop2, rt_iop1, 0)
KERNELS(INT16, int16_t, int64_t, x, (int16_t)v, rt_iop2, rt_iop1, 0)
KERNELS(UINT16, uint16_t, int64_t, x, (uint16_t)v, rt_iop2, rt_iop1, 0)
KERNELS(INT32, int32_t, int64_t, x, (int32_t)v, rt_iop2, rt_iop1, 0)
KERNELS(UINT32, uint32_t, int64_t, x, (uint32_t)v, rt_iop2, rt_iop1, 0)
KERNELS(INT64, int64_t, int64_t, x, v, rt_iop2, rt_iop1, 0)

const struct rt_kernels *const rt_kernel_table[DT_COUNT] = {
	[DT_FP32] = &k_FP32, [DT_FP16] = &k_FP16, [DT_BF16] = &k_BF16,
	[DT_FP8E4M3FN] = &k_FP8E4M3FN, [DT_FP8E5M2] = &k_FP8E5M2,
	[DT_INT8] = &k_INT8, [DT_UINT8] = &k_UINT8, [DT_INT16] = &k_INT16,
	[DT_UINT16] = &k_UINT16, [DT_INT32] = &k_INT32, [DT_UINT32] = &k_UINT32,
	[DT_INT64] = &k_INT64,
};
