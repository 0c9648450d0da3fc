/* Runtime: the MX matmul family (pto.tmatmul.mx, .acc, .bias) against a
 * plain C reference, the 8-bit float formats FP8 E4M3FN, FP8 E5M2 and E8M0
 * over all 256 codes and through pto.tcvt and elementwise ops, FP4 E2M1 over
 * its 16 codes and every rounding boundary, the MX GM layouts of the scale
 * tensors, u8 arrays standing for 8-bit float tensors, and the errors of bad
 * MX operands and of pto.tget_scale_addr. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"
#include "rt_int.h"
#include "subst.h"
#include "util.h"

/* ---- reference decoding, written from the OCP formats ---- */

/* E4M3FN: (-1)^s * 2^(e-7) * (1 + m/8), or 2^-6 * m/8 when e = 0; S.1111.111 is NaN. */
static double ref_e4m3(uint8_t b)
{
	int s = b >> 7, e = (b >> 3) & 15, m = b & 7;
	if (e == 15 && m == 7)
		return NAN;
	double mag = e == 0 ? m / 8.0 * pow(2, -6) : (1 + m / 8.0) * pow(2, e - 7);
	return s ? -mag : mag;
}

/* E5M2: (-1)^s * 2^(e-15) * (1 + m/4), or 2^-14 * m/4 when e = 0; e = 31 is
 * infinity when m = 0, else NaN. */
static double ref_e5m2(uint8_t b)
{
	int s = b >> 7, e = (b >> 2) & 31, m = b & 3;
	if (e == 31 && m)
		return NAN;
	double mag = e == 31 ? INFINITY : e == 0 ? m / 4.0 * pow(2, -14) : (1 + m / 4.0) * pow(2, e - 15);
	return s ? -mag : mag;
}

static double ref_e8m0(uint8_t b) { return b == 255 ? NAN : pow(2, b - 127); }

static bool same_float(double got, double want)
{
	if (isnan(want))
		return isnan(got);
	return got == want && signbit(got) == signbit(want);
}

Test(runtime_mx, fp8_e4m3fn_decodes_all_256_codes)
{
	int nan = 0;
	for (int b = 0; b < 256; b++) {
		double want = ref_e4m3((uint8_t)b);
		uint8_t p = (uint8_t)b, back;
		cr_expect(same_float(rt_f8e4m3_to_f32(p), want), "0x%02x -> %.9g, expected %.9g", b, rt_f8e4m3_to_f32(p), want);
		cr_expect(same_float(rt_ld_f(DT_FP8E4M3FN, &p), want), "rt_ld_f 0x%02x", b);
		rt_st_f(DT_FP8E4M3FN, &back, rt_ld_f(DT_FP8E4M3FN, &p));
		cr_expect_eq(back, b, "0x%02x does not survive decode + encode (got 0x%02x)", b, back);
		nan += isnan(want);
	}
	cr_expect_eq(nan, 2, "exactly 0x7f and 0xff are NaN");
	cr_expect_eq(rt_f8e4m3_to_f32(0x7e), 448.0f);
	cr_expect_eq(rt_f8e4m3_to_f32(0x01), 0x1p-9f);
	cr_expect_eq(rt_f8e4m3_to_f32(0x08), 0x1p-6f);
	cr_expect_eq(rt_f8e4m3_to_f32(0x38), 1.0f);
	cr_expect_eq(rt_f8e4m3_to_f32(0xbc), -1.5f);
}

Test(runtime_mx, fp8_e4m3fn_encodes_nearest_even_without_infinity)
{
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(449.0, RM_RINT), 0x7e);
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(464.0, RM_RINT), 0x7e, "tie between 448 and 480 -> even");
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(465.0, RM_RINT), 0x7f, "past the largest value: NaN");
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(-INFINITY, RM_RINT), 0xff);
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(1.0625, RM_RINT), 0x38, "tie -> even mantissa 0");
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(1.1875, RM_RINT), 0x3a, "tie -> even mantissa 2");
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(0x1p-10, RM_RINT), 0x00, "half the smallest subnormal -> 0");
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(0x3p-11, RM_RINT), 0x01);
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(-0.0, RM_RINT), 0x80);
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(1.0625, RM_CEIL), 0x39);
	cr_expect_eq(rt_dbl_to_f8e4m3_rm(1000.0, RM_TRUNC), 0x7e, "truncation saturates");
}

static const int all_rms[] = {RM_NONE, RM_RINT, RM_ROUND, RM_FLOOR, RM_CEIL, RM_TRUNC, RM_ODD, RM_CAST_RINT};

Test(runtime_mx, fp8_e5m2_decodes_all_256_codes)
{
	int nan = 0, inf = 0;
	for (int b = 0; b < 256; b++) {
		double want = ref_e5m2((uint8_t)b);
		uint8_t p = (uint8_t)b, back;
		cr_expect(same_float(rt_f8e5m2_to_f32(p), want), "0x%02x -> %.9g, expected %.9g", b, rt_f8e5m2_to_f32(p), want);
		cr_expect(same_float(rt_ld_f(DT_FP8E5M2, &p), want), "rt_ld_f 0x%02x", b);
		nan += isnan(want) != 0;
		inf += isinf(want) != 0;
		rt_st_f(DT_FP8E5M2, &back, rt_f8e5m2_to_f32(p));
		if (isnan(want)) {
			cr_expect_eq(back, (b & 0x80) | 0x7e, "NaN 0x%02x encodes as 0x%02x, not the NaN of its sign", b, back);
			continue;
		}
		cr_expect_eq(back, b, "0x%02x does not survive decode + encode (got 0x%02x)", b, back);
		/* an exact value rounds to itself in every mode */
		for (size_t r = 0; r < sizeof all_rms / sizeof *all_rms; r++)
			cr_expect_eq(rt_dbl_to_f8e5m2_rm(want, all_rms[r]), b, "0x%02x under mode %d", b, all_rms[r]);
	}
	cr_expect_eq(nan, 6, "S.11111.01, .10, .11 are NaN");
	cr_expect_eq(inf, 2, "only 0x7c and 0xfc are infinite");
	cr_expect_eq(rt_f8e5m2_to_f32(0x7b), 57344.0f);
	cr_expect_eq(rt_f8e5m2_to_f32(0x01), 0x1p-16f);
	cr_expect_eq(rt_f8e5m2_to_f32(0x04), 0x1p-14f);
	cr_expect_eq(rt_f8e5m2_to_f32(0x3c), 1.0f);
	cr_expect_eq(rt_f8e5m2_to_f32(0xc2), -3.0f);
}

/* Every midpoint between two adjacent finite codes, and the one between
 * 57344 and the next power 65536: the nearest modes pick the even code
 * (or, for ROUND, the larger magnitude), the directed modes their side. */
Test(runtime_mx, fp8_e5m2_rounds_every_midpoint)
{
	for (int b = 0; b < 0x7c; b++) {
		double lo = ref_e5m2((uint8_t)b), hi = b < 0x7b ? ref_e5m2((uint8_t)(b + 1)) : 65536.0;
		double mid = (lo + hi) / 2;
		uint8_t up = (uint8_t)(b + 1), even = b & 1 ? up : (uint8_t)b; /* 0x7b + 1 is 0x7c, infinity */
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(mid, RM_RINT), even, "RINT %.9g", mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(-mid, RM_RINT), even | 0x80, "RINT %.9g", -mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(mid, RM_ROUND), up, "ROUND %.9g", mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(mid, RM_TRUNC), b, "TRUNC %.9g", mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(mid, RM_CEIL), up, "CEIL %.9g", mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(-mid, RM_CEIL), b | 0x80, "CEIL %.9g", -mid);
		cr_expect_eq(rt_dbl_to_f8e5m2_rm(-mid, RM_FLOOR), up | 0x80, "FLOOR %.9g", -mid);
	}
}

Test(runtime_mx, fp8_e5m2_encodes_ties_overflow_and_subnormals)
{
	/* ties in [1, 2), step 0.25 */
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1.125, RM_RINT), 0x3c, "tie -> even mantissa 0");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1.375, RM_RINT), 0x3e, "tie -> even mantissa 2");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1.126, RM_RINT), 0x3d);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1.125, RM_ROUND), 0x3d);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-1.125, RM_CEIL), 0xbc);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-1.125, RM_FLOOR), 0xbd);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1.6, RM_ODD), 0x3f, "between 1.5 and 1.75: the odd one");
	/* overflow: 57344 = 0x7b is the largest finite value, 61440 the midpoint to 2^16 */
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(61439.0, RM_RINT), 0x7b);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(61440.0, RM_RINT), 0x7c, "tie past 57344 -> even, i.e. infinity");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-61440.0, RM_RINT), 0xfc);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1e6, RM_TRUNC), 0x7b, "truncation saturates");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(1e6, RM_FLOOR), 0x7b);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-1e6, RM_FLOOR), 0xfc);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(57345.0, RM_CEIL), 0x7c);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-1e6, RM_CEIL), 0xfb);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(INFINITY, RM_TRUNC), 0x7c, "infinity is exact");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-INFINITY, RM_RINT), 0xfc);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(NAN, RM_RINT), 0x7e);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-NAN, RM_TRUNC), 0xfe);
	/* subnormals m * 2^-16; 0x04 = 2^-14 is the smallest normal */
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x1p-17, RM_RINT), 0x00, "half the smallest subnormal -> 0");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-0x1p-17, RM_RINT), 0x80);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x1p-17, RM_CEIL), 0x01);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x3p-18, RM_RINT), 0x01);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x3p-17, RM_RINT), 0x02, "1.5 * 2^-16 -> even 2");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x5p-17, RM_RINT), 0x02, "2.5 * 2^-16 -> even 2");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x7p-17, RM_RINT), 0x04, "3.5 * 2^-16 -> the smallest normal");
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x1.fp-15, RM_RINT), 0x04);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(0x1.fp-15, RM_TRUNC), 0x03);
	cr_expect_eq(rt_dbl_to_f8e5m2_rm(-0.0, RM_RINT), 0x80);
}

Test(runtime_mx, e8m0_decodes_all_256_codes)
{
	for (int b = 0; b < 256; b++) {
		double want = ref_e8m0((uint8_t)b);
		uint8_t p = (uint8_t)b, back;
		cr_expect(same_float(rt_e8m0_to_f32(p), want), "0x%02x -> %.9g, expected %.9g", b, rt_e8m0_to_f32(p), want);
		rt_st_f(DT_FP8E8M0, &back, rt_ld_f(DT_FP8E8M0, &p));
		cr_expect_eq(back, b, "0x%02x does not survive decode + encode (got 0x%02x)", b, back);
	}
	cr_expect_eq(rt_dbl_to_e8m0_rm(3.0, RM_RINT), 129, "a tie rounds up to 4");
	cr_expect_eq(rt_dbl_to_e8m0_rm(2.9, RM_RINT), 128);
	cr_expect_eq(rt_dbl_to_e8m0_rm(0.0, RM_RINT), 0, "no zero: the smallest power");
	cr_expect_eq(rt_dbl_to_e8m0_rm(-1.0, RM_RINT), 255, "no sign: NaN");
	cr_expect_eq(rt_dbl_to_e8m0_rm(0x1p128, RM_RINT), 255);
}

/* E2M1 (FP4): (-1)^s * 2^(e-1) * (1 + m/2), or m/2 when e = 0; every code is a number. */
static double ref_e2m1(uint8_t c)
{
	int s = c >> 3 & 1, e = c >> 1 & 3, m = c & 1;
	double mag = e == 0 ? m / 2.0 : (1 + m / 2.0) * pow(2, e - 1);
	return s ? -mag : mag;
}

static uint8_t e2m1(double f, int rm)
{
	uint8_t c = 0xee;
	cr_assert(rt_dbl_to_e2m1_rm(f, rm, &c), "%.9g has a code", f);
	return c;
}

Test(runtime_mx, fp4_e2m1_decodes_all_16_codes)
{
	static const double values[16] = {0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6};
	for (int c = 0; c < 16; c++) {
		double want = ref_e2m1((uint8_t)c);
		cr_expect(same_float(want, values[c]), "the reference decodes 0x%x as %g", c, want);
		cr_expect(same_float(rt_e2m1_to_f32((uint8_t)c), want), "0x%x -> %g, expected %g", c,
			  rt_e2m1_to_f32((uint8_t)c), want);
		cr_expect(same_float(rt_e2m1_to_f32((uint8_t)(c | 0xa0)), want), "only the low nibble counts");
		for (size_t r = 0; r < sizeof all_rms / sizeof *all_rms; r++)
			cr_expect_eq(e2m1(want, all_rms[r]), c, "0x%x does not encode back under mode %d", c, all_rms[r]);
	}
}

/* Every midpoint between two adjacent magnitudes, both signs: RINT picks
 * the even code, ROUND the larger magnitude, the directed modes their side;
 * a hair off the midpoint goes to the nearer code in every nearest mode. */
Test(runtime_mx, fp4_e2m1_rounds_every_midpoint)
{
	for (int c = 0; c < 7; c++) {
		double lo = ref_e2m1((uint8_t)c), hi = ref_e2m1((uint8_t)(c + 1)), mid = (lo + hi) / 2;
		uint8_t up = (uint8_t)(c + 1), even = c & 1 ? up : (uint8_t)c;
		cr_expect_eq(e2m1(mid, RM_RINT), even, "RINT %g", mid);
		cr_expect_eq(e2m1(mid, RM_NONE), even, "NONE %g", mid);
		cr_expect_eq(e2m1(-mid, RM_RINT), even | 8, "RINT %g", -mid);
		cr_expect_eq(e2m1(mid, RM_ROUND), up, "ROUND %g", mid);
		cr_expect_eq(e2m1(-mid, RM_ROUND), up | 8, "ROUND %g", -mid);
		cr_expect_eq(e2m1(mid, RM_TRUNC), c, "TRUNC %g", mid);
		cr_expect_eq(e2m1(-mid, RM_TRUNC), c | 8, "TRUNC %g", -mid);
		cr_expect_eq(e2m1(mid, RM_CEIL), up, "CEIL %g", mid);
		cr_expect_eq(e2m1(-mid, RM_CEIL), c | 8, "CEIL %g", -mid);
		cr_expect_eq(e2m1(mid, RM_FLOOR), c, "FLOOR %g", mid);
		cr_expect_eq(e2m1(-mid, RM_FLOOR), up | 8, "FLOOR %g", -mid);
		double eps = (hi - lo) / 64;
		cr_expect_eq(e2m1(mid - eps, RM_ROUND), c, "ROUND %g", mid - eps);
		cr_expect_eq(e2m1(mid + eps, RM_RINT), up, "RINT %g", mid + eps);
		cr_expect_eq(e2m1(-(mid - eps), RM_RINT), c | 8, "RINT %g", -(mid - eps));
	}
}

/* No infinity and no NaN: past 6 saturates in every mode, an infinity too;
 * NaN has no code; a value rounding to zero keeps its sign. */
Test(runtime_mx, fp4_e2m1_saturates_and_refuses_nan)
{
	static const double big[] = {6.0001, 6.5, 7, 8, 1e30, INFINITY};
	for (size_t i = 0; i < sizeof big / sizeof *big; i++)
		for (size_t r = 0; r < sizeof all_rms / sizeof *all_rms; r++) {
			cr_expect_eq(e2m1(big[i], all_rms[r]), 7, "%g under mode %d", big[i], all_rms[r]);
			cr_expect_eq(e2m1(-big[i], all_rms[r]), 15, "%g under mode %d", -big[i], all_rms[r]);
		}
	uint8_t c = 0x5a;
	cr_expect(!rt_dbl_to_e2m1_rm(NAN, RM_RINT, &c));
	cr_expect_eq(c, 0x5a, "a refused NaN leaves the code as it was");
	cr_expect_eq(e2m1(0.0, RM_RINT), 0);
	cr_expect_eq(e2m1(-0.0, RM_RINT), 8);
	cr_expect_eq(e2m1(-0.1, RM_RINT), 8, "-0.1 rounds to -0");
	cr_expect_eq(e2m1(0.1, RM_CEIL), 1, "CEIL lifts 0.1 to 0.5");
	cr_expect_eq(e2m1(1e-30, RM_ROUND), 0);
}

/* ---- MX matmul kernels ---- */

/* Physical tiles Mp x Kp (lhs) and Kp x Np (rhs); the instruction sees the
 * valid M x K and K x N set by pto.set_validshape, so data past valid K is
 * loaded but must not count.  variant: 0 mx, 1 mx then mx.acc, 2 mx.bias. */
struct mxcase {
	int Mp, Kp, Np, M, K, N;
	int variant;
	bool nan_scale;
	const char *lhs_dt, *ls_dt; /* NULL: f8E4M3FN, !pto.f8E8M0 */
	int ls_cols;                /* 0: Kp / 32 */
	bool bind;                  /* bind both scales with pto.tget_scale_addr first */
	bool gm_mx;                 /* scale tensors in the MX GM layouts mx_a_zz / mx_b_nn */
};

#define KB(k) (((k) + 31) / 32)

static void tile_type(struct buf *b, const char *loc, const char *dt, int rows, int cols, const char *bl,
		      const char *sl, int frac)
{
	buf_printf(b, "!pto.tile_buf<loc=%s, dtype=%s, rows=%d, cols=%d, v_row=%d, v_col=%d, blayout=%s, slayout=%s, "
		      "fractal=%d, pad=0>", loc, dt, rows, cols, rows, cols, bl, sl, frac);
}

struct ktile {
	const char *name, *loc, *dt, *bl, *sl;
	int rows, cols, frac;
};

static void kt_type(struct buf *b, const struct ktile *t)
{
	tile_type(b, t->loc, t->dt, t->rows, t->cols, t->bl, t->sl, t->frac);
}

/* %name loaded from parameter `param` ([rows, cols], row-major, or in the
 * tensor layout `lay` when not NULL). */
static void kt_load(struct buf *b, const struct ktile *t, int param, const char *lay)
{
	char attr[64] = "";
	if (lay)
		snprintf(attr, sizeof attr, " {layout = #pto.layout<%s>}", lay);
	buf_printf(b, "  %%%s_v = pto.make_tensor_view %%arg%d, shape = [%%n%d, %%n%d], strides = [%%n%d, %%n1]%s : "
		      "!pto.tensor_view<?x?x%s>\n", t->name, param, t->rows, t->cols, t->cols, attr, t->dt);
	buf_printf(b, "  %%%s = pto.alloc_tile addr = %%a0 : ", t->name);
	kt_type(b, t);
	buf_printf(b, "\n  %%%s_p = pto.partition_view %%%s_v, offsets = [%%n0, %%n0], sizes = [%%n%d, %%n%d] : "
		      "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<%dx%dx%s>\n", t->name, t->name, t->rows,
		   t->cols, t->dt, t->rows, t->cols, t->dt);
	buf_printf(b, "  pto.tload ins(%%%s_p : !pto.partition_tensor_view<%dx%dx%s>) outs(%%%s : ", t->name, t->rows,
		   t->cols, t->dt, t->name);
	kt_type(b, t);
	buf_printf(b, ")%s\n", attr);
}

/* ins(%a, %b, ... : Ta, Tb, ...) of the tiles listed. */
static void kt_ins(struct buf *b, const struct ktile *const *ts, int n)
{
	buf_puts(b, " ins(");
	for (int i = 0; i < n; i++)
		buf_printf(b, "%s%%%s", i ? ", " : "", ts[i]->name);
	buf_puts(b, " : ");
	for (int i = 0; i < n; i++) {
		if (i)
			buf_puts(b, ", ");
		kt_type(b, ts[i]);
	}
	buf_puts(b, ")");
}

/* Parameters: 0 lhs, 1 lhs scales, 2 rhs, 3 rhs scales, 4 bias, 5 result. */
static char *mx_text(const struct mxcase *c)
{
	const char *ldt = c->lhs_dt ? c->lhs_dt : "f8E4M3FN", *sdt = c->ls_dt ? c->ls_dt : "!pto.f8E8M0";
	struct ktile l = {"l", "left", ldt, "col_major", "row_major", c->Mp, c->Kp, 512};
	struct ktile ls = {"ls", "scaling", sdt, "row_major", "row_major", c->Mp, c->ls_cols ? c->ls_cols : c->Kp / 32, 32};
	struct ktile r = {"r", "right", ldt, "row_major", "col_major", c->Kp, c->Np, 512};
	struct ktile rs = {"rs", "scaling", "!pto.f8E8M0", "col_major", "col_major", c->Kp / 32, c->Np, 32};
	struct ktile bias = {"bias", "bias", "f32", "row_major", "none_box", 1, c->Np, 512};
	struct ktile o = {"o", "acc", "f32", "col_major", "row_major", c->Mp, c->Np, 1024};
	struct buf b = {0};
	buf_printf(&b, "module {\n  func.func @k(%%arg0: !pto.ptr<%s>, %%arg1: !pto.ptr<%s>, %%arg2: !pto.ptr<%s>, "
		       "%%arg3: !pto.ptr<!pto.f8E8M0>, %%arg4: !pto.ptr<f32>, %%arg5: !pto.ptr<f32>) {\n", ldt, sdt, ldt);
	for (int n = 0; n <= 128; n++)
		buf_printf(&b, "  %%n%d = arith.constant %d : index\n", n, n);
	buf_puts(&b, "  %a0 = arith.constant 0 : i64\n");
	/* every tile is at address 0 of its own memory; the two scale tiles
	 * share loc=scaling but live in the left and the right scale memory */
	kt_load(&b, &l, 0, NULL);
	kt_load(&b, &ls, 1, c->gm_mx ? "mx_a_zz" : NULL);
	kt_load(&b, &r, 2, NULL);
	kt_load(&b, &rs, 3, c->gm_mx ? "mx_b_nn" : NULL);
	kt_load(&b, &bias, 4, NULL);
	buf_printf(&b, "  pto.set_validshape %%l, %%n%d, %%n%d : ", c->M, c->K);
	kt_type(&b, &l);
	buf_printf(&b, ", index, index\n  pto.set_validshape %%r, %%n%d, %%n%d : ", c->K, c->N);
	kt_type(&b, &r);
	buf_puts(&b, ", index, index\n  %o = pto.alloc_tile addr = %a0 : ");
	kt_type(&b, &o);
	buf_printf(&b, "\n  pto.set_validshape %%o, %%n%d, %%n%d : ", c->M, c->N);
	kt_type(&b, &o);
	buf_puts(&b, ", index, index\n");
	const struct ktile *mx[] = {&l, &ls, &r, &rs, &bias}, *acc[] = {&o, &l, &ls, &r, &rs};
	for (int i = 0; c->bind && i < 2; i++) {
		const struct ktile *data = i ? &r : &l, *scale = i ? &rs : &ls;
		buf_puts(&b, "  pto.tget_scale_addr");
		kt_ins(&b, &data, 1);
		buf_printf(&b, " outs(%%%s : ", scale->name);
		kt_type(&b, scale);
		buf_puts(&b, ")\n");
	}
	buf_puts(&b, c->variant == 2 ? "  pto.tmatmul.mx.bias" : "  pto.tmatmul.mx");
	kt_ins(&b, mx, c->variant == 2 ? 5 : 4);
	buf_puts(&b, " outs(%o : ");
	kt_type(&b, &o);
	buf_puts(&b, ") loc(\"mx.py\":7:9)\n");
	if (c->variant == 1) {
		buf_puts(&b, "  pto.tmatmul.mx.acc");
		kt_ins(&b, acc, 5);
		buf_puts(&b, " outs(%o : ");
		kt_type(&b, &o);
		buf_puts(&b, ")\n");
	}
	buf_printf(&b, "  %%out_v = pto.make_tensor_view %%arg5, shape = [%%n%d, %%n%d], strides = [%%n%d, %%n1] : "
		       "!pto.tensor_view<?x?xf32>\n", c->M, c->N, c->N);
	buf_printf(&b, "  %%out_p = pto.partition_view %%out_v, offsets = [%%n0, %%n0], sizes = [%%n%d, %%n%d] : "
		       "!pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<%dx%dxf32>\n", c->M, c->N, c->M, c->N);
	buf_puts(&b, "  pto.tstore ins(%o : ");
	kt_type(&b, &o);
	buf_printf(&b, ") outs(%%out_p : !pto.partition_tensor_view<%dx%dxf32>)\n  return\n  }\n}\n", c->M, c->N);
	return b.data;
}

static struct rt_array *u8s(int rows, int cols)
{
	int64_t shape[2] = {rows, cols};
	return rt_array_new(DT_UINT8, 2, shape);
}

/* Element codes over the whole E4M3FN range (subnormals, both signs, 448)
 * except NaN; scale exponents 2^-8 .. 2^8 that differ per block. */
static uint8_t elem_code(int i, int j, int seed)
{
	uint8_t b = (uint8_t)(i * 131 + j * 71 + seed * 29);
	return (b & 0x7f) == 0x7f ? b ^ 1 : b;
}

static uint8_t scale_code(int i, int j, int seed) { return (uint8_t)(119 + (i * 7 + j * 3 + seed * 5) % 17); }

struct mxdata {
	struct rt_array *in[5]; /* lhs, lhs scales, rhs, rhs scales (u8 codes), bias (f32) */
	struct rt_array *gm[2]; /* the scales as the kernel's tensors hold them (gm_mx), else NULL */
};

/* The MX GM layouts, written from the reference's host-side packing of
 * logical scale codes: lhs [M, G] -> reshape (M/16, 16, G/2, 2), permute
 * (0, 2, 1, 3); rhs [G, N] -> reshape (G/2, 2, N/16, 16), permute (2, 0, 3, 1). */
static struct rt_array *pack_mx(const struct rt_array *s, bool rhs)
{
	int rows = (int)s->shape[0], cols = (int)s->shape[1];
	struct rt_array *p = u8s(rows, cols);
	size_t o = 0;
	if (!rhs)
		for (int m2 = 0; m2 < rows / 16; m2++)
			for (int g2 = 0; g2 < cols / 2; g2++)
				for (int m1 = 0; m1 < 16; m1++)
					for (int g1 = 0; g1 < 2; g1++)
						p->data[o++] = s->data[(m2 * 16 + m1) * cols + g2 * 2 + g1];
	else
		for (int n2 = 0; n2 < cols / 16; n2++)
			for (int g2 = 0; g2 < rows / 2; g2++)
				for (int n1 = 0; n1 < 16; n1++)
					for (int g1 = 0; g1 < 2; g1++)
						p->data[o++] = s->data[(g2 * 2 + g1) * cols + n2 * 16 + n1];
	return p;
}

static void mx_data(const struct mxcase *c, struct mxdata *d)
{
	int kb = c->Kp / 32;
	d->in[0] = u8s(c->Mp, c->Kp);
	d->in[1] = u8s(c->Mp, c->ls_cols ? c->ls_cols : kb);
	d->in[2] = u8s(c->Kp, c->Np);
	d->in[3] = u8s(kb, c->Np);
	int64_t bs[2] = {1, c->Np};
	d->in[4] = rt_array_new(DT_FP32, 2, bs);
	for (int i = 0; i < c->Mp; i++)
		for (int k = 0; k < c->Kp; k++)
			d->in[0]->data[i * c->Kp + k] = elem_code(i, k, 1);
	for (size_t i = 0; i < d->in[1]->count; i++)
		d->in[1]->data[i] = scale_code((int)i / (int)d->in[1]->shape[1], (int)i % (int)d->in[1]->shape[1], 2);
	for (int k = 0; k < c->Kp; k++)
		for (int j = 0; j < c->Np; j++)
			d->in[2]->data[k * c->Np + j] = elem_code(k, j, 3);
	for (int q = 0; q < kb; q++)
		for (int j = 0; j < c->Np; j++)
			d->in[3]->data[q * c->Np + j] = scale_code(q, j, 4);
	for (int j = 0; j < c->Np; j++)
		rt_array_set_f(d->in[4], (size_t)j, j * 0.25 - 1.0);
	if (c->nan_scale) {
		d->in[1]->data[1 * d->in[1]->shape[1] + 1] = 0xff; /* row 1, K block 1 */
		d->in[3]->data[0 * c->Np + 2] = 0xff;              /* K block 0, column 2 */
	}
	d->gm[0] = c->gm_mx ? pack_mx(d->in[1], false) : NULL;
	d->gm[1] = c->gm_mx ? pack_mx(d->in[3], true) : NULL;
}

/* result[i][j] = sum over k < K of (lhs * 2^(ls-127)) * (rhs * 2^(rs-127)),
 * each term exact and rounded once to f32, accumulated in f32 in k order. */
static float ref_cell(const struct mxcase *c, const struct mxdata *d, int i, int j, float s)
{
	int kb = (int)d->in[1]->shape[1];
	for (int k = 0; k < c->K; k++) {
		double x = ref_e4m3(d->in[0]->data[i * c->Kp + k]), y = ref_e4m3(d->in[2]->data[k * c->Np + j]);
		double sa = ref_e8m0(d->in[1]->data[i * kb + k / 32]), sb = ref_e8m0(d->in[3]->data[k / 32 * c->Np + j]);
		s += (float)(x * y * sa * sb);
	}
	return s;
}

/* Runs `text` with the five inputs; the result array, or NULL with the diagnostics in *err. */
static struct rt_array *mx_run(const char *text, struct mxdata *d, char **err)
{
	size_t len = 0;
	FILE *f = open_memstream(err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("mx.pto", text, strlen(text));
	struct rt_array *out = NULL;
	if (m) {
		struct rt_caps caps = {{0}};
		for (int s = 0; s < MS_COUNT; s++)
			caps.bytes[s] = 1 << 16;
		struct rt_binding b[6] = {{0}};
		for (int i = 0; i < 5; i++) {
			struct rt_array *gm = i == 1 ? d->gm[0] : i == 3 ? d->gm[1] : NULL;
			b[i] = (struct rt_binding){.kind = RB_ARRAY, .array = gm ? gm : d->in[i]};
		}
		b[5].kind = RB_FILL_ZERO;
		if (rt_run(m, 0, &caps, b) == 0)
			out = b[5].array;
		else
			rt_array_free(b[5].array);
		rt_module_free(m);
	}
	diag_set_stream(NULL);
	fclose(f);
	return out;
}

static void mx_free(struct mxdata *d)
{
	for (int i = 0; i < 5; i++)
		rt_array_free(d->in[i]);
	rt_array_free(d->gm[0]);
	rt_array_free(d->gm[1]);
}

static void run_case(const struct mxcase *c)
{
	static const char *const names[] = {"pto.tmatmul.mx", "pto.tmatmul.mx.acc", "pto.tmatmul.mx.bias"};
	struct mxdata d;
	mx_data(c, &d);
	char *text = mx_text(c), *err = NULL;
	struct rt_array *out = mx_run(text, &d, &err);
	cr_assert_not_null(out, "%s %dx%dx%d: the kernel failed:\n%s", names[c->variant], c->M, c->K, c->N, err);
	cr_expect_eq(d.in[0]->dtype, DT_FP8E4M3FN, "the u8 lhs array took the parameter's dtype");
	int bad = 0, nans = 0;
	for (int i = 0; i < c->M && bad < 3; i++)
		for (int j = 0; j < c->N && bad < 3; j++) {
			float s = c->variant == 2 ? (float)rt_array_get_f(d.in[4], (size_t)j) : 0.0f;
			s = ref_cell(c, &d, i, j, s);
			if (c->variant == 1)
				s = ref_cell(c, &d, i, j, s);
			float got = (float)rt_array_get_f(out, (size_t)(i * c->N + j));
			nans += isnan(s);
			if (!(memcmp(&got, &s, 4) == 0 || (isnan(got) && isnan(s)))) {
				cr_expect(false, "%s %dx%dx%d: [%d][%d] = %.9g, expected %.9g", names[c->variant], c->M, c->K,
					  c->N, i, j, got, s);
				bad++;
			}
		}
	if (c->nan_scale)
		cr_expect_eq(nans, c->M + c->N - 1, "a NaN scale makes exactly its row / column NaN (%d NaNs)", nans);
	else
		cr_expect_eq(nans, 0);
	rt_array_free(out);
	mx_free(&d);
	free(text);
	free(err);
}

Test(runtime_mx, matmul_mx_acc_bias_match_reference)
{
	static const struct mxcase shapes[] = {
		{16, 64, 32, 16, 64, 32}, /* whole tiles */
		{16, 64, 32, 5, 40, 7},   /* valid K 40: a partial second block */
		{16, 128, 32, 3, 97, 9},  /* valid K 97: one element in the fourth block */
		{16, 64, 32, 1, 33, 32},
		{16, 64, 32, 4, 64, 8, 0, true}, /* NaN scales */
	};
	for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
		for (int v = 0; v < 3; v++) {
			struct mxcase c = shapes[s];
			c.variant = v;
			run_case(&c);
		}
}

/* A hand-checked cell: K = 40 with lhs 1.0, rhs 2.0, lhs scales 2^1 | 2^-1,
 * rhs scales 2^2 | 2^3: 32 * 2 * 8 + 8 * 2 * 0.5 * 8 = 576. */
Test(runtime_mx, matmul_mx_hand_computed)
{
	struct mxcase c = {16, 64, 32, 1, 40, 1};
	struct mxdata d;
	mx_data(&c, &d);
	memset(d.in[0]->data, 0x38, d.in[0]->count);
	memset(d.in[2]->data, 0x40, d.in[2]->count);
	d.in[1]->data[0] = 128;
	d.in[1]->data[1] = 126;
	d.in[3]->data[0] = 129;
	d.in[3]->data[c.Np] = 130;
	char *text = mx_text(&c), *err = NULL;
	struct rt_array *out = mx_run(text, &d, &err);
	cr_assert_not_null(out, "%s", err);
	cr_expect_eq(rt_array_get_f(out, 0), 576.0);
	rt_array_free(out);
	mx_free(&d);
	free(text);
	free(err);
}

/* Scale tensors in the MX GM layouts (mx_a_zz, mx_b_nn) hold the same
 * logical scales, packed: the results match the plain reference. */
Test(runtime_mx, mx_gm_layouts_match_reference)
{
	static const struct mxcase shapes[] = {
		{16, 64, 32, 16, 64, 32},
		{16, 128, 32, 3, 97, 9},
		{16, 64, 32, 4, 64, 8, 0, true},
	};
	for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
		for (int v = 0; v < 3; v++) {
			struct mxcase c = shapes[s];
			c.variant = v;
			c.gm_mx = true;
			run_case(&c);
		}
}

/* Bytes placed by hand in the packed tensors, lhs and rhs all 1.0, K = 64
 * (two blocks), every other scale 2^0.  lhs (mx_a_zz, [16, 2]): byte 1 is
 * row 0 block 1 (2^1), byte 2 row 1 block 0 (2^2).  rhs (mx_b_nn, [2, 32]):
 * byte 1 is block 1 column 0 (2^1), byte 32 block 0 column 16 (2^-1), the
 * first byte of the second 16-column box. */
Test(runtime_mx, mx_gm_layouts_hand_placed)
{
	struct mxcase c = {16, 64, 32, 2, 64, 17};
	c.gm_mx = true;
	struct mxdata d;
	mx_data(&c, &d);
	memset(d.in[0]->data, 0x38, d.in[0]->count);
	memset(d.in[2]->data, 0x38, d.in[2]->count);
	memset(d.gm[0]->data, 127, d.gm[0]->count);
	memset(d.gm[1]->data, 127, d.gm[1]->count);
	d.gm[0]->data[1] = 128;
	d.gm[0]->data[2] = 129;
	d.gm[1]->data[1] = 128;
	d.gm[1]->data[32] = 126;
	char *text = mx_text(&c), *err = NULL;
	struct rt_array *out = mx_run(text, &d, &err);
	cr_assert_not_null(out, "%s", err);
	static const struct {
		int i, j;
		double want;
	} cells[] = {{0, 0, 32 + 32 * 2 * 2}, {1, 0, 32 * 4 + 32 * 2}, {0, 16, 32 * 0.5 + 32 * 2},
		     {0, 1, 32 + 32 * 2}, {1, 16, 32 * 4 * 0.5 + 32}};
	for (size_t k = 0; k < sizeof cells / sizeof *cells; k++)
		cr_expect_eq(rt_array_get_f(out, (size_t)(cells[k].i * c.N + cells[k].j)), cells[k].want, "[%d][%d]",
			     cells[k].i, cells[k].j);
	rt_array_free(out);
	mx_free(&d);
	free(text);
	free(err);
}

static void expect_error(const struct mxcase *c, const char *needle)
{
	struct mxdata d;
	mx_data(c, &d);
	if (c->lhs_dt && strcmp(c->lhs_dt, "f16") == 0) { /* f16 arrays for an f16 kernel */
		int64_t ls[2] = {c->Mp, c->Kp}, rs[2] = {c->Kp, c->Np};
		rt_array_free(d.in[0]);
		rt_array_free(d.in[2]);
		d.in[0] = rt_array_new(DT_FP16, 2, ls);
		d.in[2] = rt_array_new(DT_FP16, 2, rs);
	}
	char *text = mx_text(c), *err = NULL;
	struct rt_array *out = mx_run(text, &d, &err);
	cr_expect_null(out);
	cr_expect(strstr(err, needle) != NULL, "expected '%s' in:\n%s", needle, err);
	rt_array_free(out);
	mx_free(&d);
	free(text);
	free(err);
}

Test(runtime_mx, bad_mx_operands_are_errors)
{
	struct mxcase c = {16, 64, 32, 2, 40, 4};
	c.ls_cols = 1;
	expect_error(&c, "mx.py:7:9: error: pto.tmatmul.mx: scale %ls has valid shape 16x1; valid K 40 needs 2x2 "
			 "(one per 32 K elements)");
	c.ls_cols = 0;
	c.ls_dt = "ui8";
	expect_error(&c, "pto.tmatmul.mx: scale %ls is ui8, not !pto.f8E8M0");
	c.ls_dt = NULL;
	c.lhs_dt = "f16";
	expect_error(&c, "pto.tmatmul.mx: MX lhs and rhs must be f8E4M3FN or !pto.f4E2M1x2, not f16");
}

Test(runtime_mx, mx_gm_layout_needs_whole_boxes)
{
	struct mxcase c = {16, 96, 32, 2, 96, 4};
	c.gm_mx = true;
	expect_error(&c, "pto.make_tensor_view: an mx_a_zz view of shape [16, 3] is not whole 16x2 boxes "
			 "(rows a multiple of 16, cols of 2)");
}

Test(runtime_mx, only_u8_stands_for_an_8bit_float_array)
{
	struct mxcase c = {16, 64, 32, 16, 64, 32};
	struct mxdata d;
	mx_data(&c, &d);
	d.in[0]->dtype = DT_INT8;
	char *text = mx_text(&c), *err = NULL;
	cr_expect_null(mx_run(text, &d, &err));
	cr_expect(strstr(err, "parameter 0 is !pto.ptr<f8E4M3FN> but its array holds i8") != NULL, "%s", err);
	mx_free(&d);
	free(text);
	free(err);
}

/* pto.tget_scale_addr binds a scale tile to the scale address of its FP8
 * operand (InsertMxScaleAddr emits one per scale before each MX matmul): the
 * cube reads the same scales, so every product matches the reference. */
Test(runtime_mx, tget_scale_addr_keeps_the_scales)
{
	static const struct mxcase shapes[] = {
		{16, 64, 32, 16, 64, 32, 0, false, NULL, NULL, 0, true},
		{16, 64, 32, 5, 40, 7, 0, false, NULL, NULL, 0, true},
	};
	for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++)
		for (int v = 0; v < 3; v++) {
			struct mxcase c = shapes[s];
			c.variant = v;
			run_case(&c);
		}
}

Test(runtime_mx, npy_writes_8bit_floats_as_raw_u8)
{
	static const struct {
		int dt;
		double v[3];
		uint8_t code[3];
	} cases[] = {
		{DT_FP8E4M3FN, {1.0, -448.0, NAN}, {0x38, 0xfe, 0x7f}},
		{DT_FP8E5M2, {1.0, -57344.0, -INFINITY}, {0x3c, 0xfb, 0xfc}},
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		int64_t shape[1] = {3};
		struct rt_array *a = rt_array_new(cases[k].dt, 1, shape);
		for (int i = 0; i < 3; i++)
			rt_array_set_f(a, (size_t)i, cases[k].v[i]);
		size_t len;
		uint8_t *bytes = rt_npy_encode(a, 1, &len);
		bool u1 = false;
		for (size_t i = 0; i + 14 <= len; i++)
			u1 |= memcmp(bytes + i, "'descr': '|u1'", 14) == 0;
		cr_expect(u1, "the %s header says '|u1'", rt_dtype_mlir(cases[k].dt));
		char err[200];
		struct rt_array *b = rt_npy_parse(bytes, len, err, sizeof err);
		cr_assert_not_null(b, "%s", err);
		cr_expect_eq(b->dtype, DT_UINT8);
		for (int i = 0; i < 3; i++)
			cr_expect_eq(b->data[i], cases[k].code[i], "%s [%d]", rt_dtype_mlir(cases[k].dt), i);
		cr_expect(rt_dtype_raw_bytes_of(DT_UINT8, cases[k].dt));
		free(bytes);
		rt_array_free(a);
		rt_array_free(b);
	}
	cr_expect(rt_dtype_raw_bytes_of(DT_UINT8, DT_FP8E8M0));
	cr_expect_not(rt_dtype_raw_bytes_of(DT_INT8, DT_FP8E4M3FN));
	cr_expect_not(rt_dtype_raw_bytes_of(DT_INT8, DT_FP8E5M2));
}

/* `tmpl` with every `$DT` replaced by `dt`; malloc'd. */
static char *with_dtype(const char *tmpl, const char *dt) { return subst(tmpl, "$DT", dt); }

/* Runs `tmpl` instantiated for the 8-bit float `dt` with the bindings b;
 * the outputs are left in b[i].array. */
static void run_8bit(const char *tmpl, const char *dt, struct rt_binding *b)
{
	char *src = with_dtype(tmpl, dt);
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	cr_assert_not_null(m, "%s", src);
	struct rt_caps caps = {{0}};
	caps.bytes[MS_Vec] = 1 << 16;
	cr_assert_eq(rt_run(m, 0, &caps, b), 0, "%s kernel failed", dt);
	rt_module_free(m);
	free(src);
}

#define V32 "!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define V8 "!pto.tile_buf<loc=vec, dtype=$DT, rows=1, cols=32, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define PV "!pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>"
/* f32 parameter 0 -> tcvt RINT -> $DT -> f32 parameter 1, and the same with CEIL into parameter 2 */
static const char cvt_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c1, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n"
	"  %t = pto.alloc_tile addr = %a0 : " V32 "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c1, %c8] : " PV "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<1x8xf32>) outs(%t : " V32 ")\n"
	"  %e = pto.alloc_tile addr = %a1 : " V8 "\n"
	"  %f = pto.alloc_tile addr = %a2 : " V32 "\n"
	"  %o1 = pto.make_tensor_view %arg1, shape = [%c1, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n"
	"  %q1 = pto.partition_view %o1, offsets = [%c0, %c0], sizes = [%c1, %c8] : " PV "\n"
	"  pto.tcvt ins(%t {rmode = #pto<round_mode RINT>} : " V32 ") outs(%e : " V8 ")\n"
	"  pto.tcvt ins(%e : " V8 ") outs(%f : " V32 ")\n"
	"  pto.tstore ins(%f : " V32 ") outs(%q1 : !pto.partition_tensor_view<1x8xf32>)\n"
	"  %o2 = pto.make_tensor_view %arg2, shape = [%c1, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n"
	"  %q2 = pto.partition_view %o2, offsets = [%c0, %c0], sizes = [%c1, %c8] : " PV "\n"
	"  pto.tcvt ins(%t {rmode = #pto<round_mode CEIL>} : " V32 ") outs(%e : " V8 ")\n"
	"  pto.tcvt ins(%e : " V8 ") outs(%f : " V32 ")\n"
	"  pto.tstore ins(%f : " V32 ") outs(%q2 : !pto.partition_tensor_view<1x8xf32>)\n"
	"  return\n  }\n}\n";
#undef V32
#undef V8
#undef PV

/* Runs cvt_kernel for `dt` on in[8] and compares with the RINT and CEIL results. */
static void expect_cvt(const char *dt, const double *in, const double *near, const double *up)
{
	int64_t shape[2] = {1, 8};
	struct rt_array *a = rt_array_new(DT_FP32, 2, shape);
	for (int i = 0; i < 8; i++)
		rt_array_set_f(a, (size_t)i, in[i]);
	struct rt_binding b[3] = {{RB_ARRAY, a}, {RB_FILL_ZERO}, {RB_FILL_ZERO}};
	run_8bit(cvt_kernel, dt, b);
	for (int i = 0; i < 8; i++) {
		cr_expect(same_float(rt_array_get_f(b[1].array, (size_t)i), near[i]), "%s RINT %g -> %g", dt, in[i],
			  rt_array_get_f(b[1].array, (size_t)i));
		cr_expect(same_float(rt_array_get_f(b[2].array, (size_t)i), up[i]), "%s CEIL %g -> %g", dt, in[i],
			  rt_array_get_f(b[2].array, (size_t)i));
	}
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
}

/* pto.tcvt f32 -> f8E4M3FN -> f32 rounds to nearest even (or per rmode)
 * and turns values past 448 into NaN. */
Test(runtime_mx, tcvt_through_fp8_e4m3fn)
{
	static const double in[8] = {1.0, 449.0, 464.0, 465.0, 0x1p-10, -3.3, 1.0625, -0.0};
	static const double near[8] = {1.0, 448.0, 448.0, NAN, 0.0, -3.25, 1.0, -0.0};
	static const double up[8] = {1.0, NAN, NAN, NAN, 0x1p-9, -3.25, 1.125, -0.0};
	expect_cvt("f8E4M3FN", in, near, up);
}

/* pto.tcvt f32 -> f8E5M2 -> f32: past 57344 RINT goes to infinity from the
 * midpoint 61440 on, CEIL for any positive value and never for a negative one. */
Test(runtime_mx, tcvt_through_fp8_e5m2)
{
	static const double in[8] = {1.0, 60000.0, 61440.0, -1e6, 0x1p-17, -3.3, 1.125, NAN};
	static const double near[8] = {1.0, 57344.0, INFINITY, -INFINITY, 0.0, -3.5, 1.0, NAN};
	static const double up[8] = {1.0, INFINITY, INFINITY, -57344.0, 0x1p-16, -3.0, 1.25, NAN};
	expect_cvt("f8E5M2", in, near, up);
}

/* bf16 [2, 4] (parameter 0) -> tcvt $RM into a col_major FP4 tile of 1 x 4
 * carriers (its packed axis is rows: carrier c holds column c of both rows)
 * -> stored as FP4 [1, 8] (parameter 1) and converted back to bf16
 * (parameter 2).  $DT is the source tile's dtype. */
#define B16 "!pto.tile_buf<loc=vec, dtype=$DT, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define F4 "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=1, cols=16, v_row=1, v_col=4, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
static const char fp4_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<$DT>, %arg1: !pto.ptr<!pto.f4E2M1x2>, %arg2: !pto.ptr<bf16>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c2, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?x$DT>\n"
	"  %t = pto.alloc_tile addr = %a0 : " B16 "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?x$DT> -> !pto.partition_tensor_view<2x4x$DT>\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<2x4x$DT>) outs(%t : " B16 ")\n"
	"  %e = pto.alloc_tile addr = %a1 : " F4 "\n"
	"  pto.tcvt ins(%t {rmode = #pto<round_mode $RM>} : " B16 ") outs(%e : " F4 ") loc(\"fp4.py\":3:5)\n"
	"  %o1 = pto.make_tensor_view %arg1, shape = [%c1, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?x!pto.f4E2M1x2>\n"
	"  %q1 = pto.partition_view %o1, offsets = [%c0, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?x!pto.f4E2M1x2> -> !pto.partition_tensor_view<1x8x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%e : " F4 ") outs(%q1 : !pto.partition_tensor_view<1x8x!pto.f4E2M1x2>)\n"
	"  %f = pto.alloc_tile addr = %a2 : !pto.tile_buf<loc=vec, dtype=bf16, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
	"  pto.tcvt ins(%e : " F4 ") outs(%f : !pto.tile_buf<loc=vec, dtype=bf16, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>)\n"
	"  %o2 = pto.make_tensor_view %arg2, shape = [%c2, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xbf16>\n"
	"  %q2 = pto.partition_view %o2, offsets = [%c0, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<2x4xbf16>\n"
	"  pto.tstore ins(%f : !pto.tile_buf<loc=vec, dtype=bf16, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>) outs(%q2 : !pto.partition_tensor_view<2x4xbf16>)\n"
	"  return\n  }\n}\n";
#undef B16
#undef F4

/* Runs fp4_kernel with source dtype `src` and rmode `rm` on in[8]; 0 when it
 * ran, else 1 with the diagnostics in *err.  b[1], b[2] hold the results. */
static int run_fp4(const char *src, const char *rm, const double *in, struct rt_binding *b, char **err)
{
	char *t = with_dtype(fp4_kernel, src), *text = subst(t, "$RM", rm);
	free(t);
	int64_t shape[2] = {2, 4};
	struct rt_array *a = rt_array_new(rt_dtype_from_mlir(src), 2, shape);
	for (int i = 0; i < 8; i++)
		rt_array_set_f(a, (size_t)i, in[i]);
	b[0] = (struct rt_binding){RB_ARRAY, a};
	b[1] = (struct rt_binding){RB_FILL_ZERO};
	b[2] = (struct rt_binding){RB_FILL_ZERO};
	size_t len = 0;
	FILE *f = open_memstream(err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("fp4.pto", text, strlen(text));
	cr_assert_not_null(m);
	struct rt_caps caps = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = 1 << 16;
	int st = rt_run(m, 0, &caps, b);
	rt_module_free(m);
	diag_set_stream(NULL);
	fclose(f);
	free(text);
	return st;
}

/* A col_major FP4 tile packs its rows: carrier c holds (0, c) in its low
 * nibble and (1, c) in its high one.  RINT and ROUND differ at the ties. */
Test(runtime_mx, tcvt_bf16_fp4_col_major_packs_rows)
{
	static const double in[8] = {0.25, 1.25, -5, 7, 0.75, 2.5, -0.0, 3.5};
	static const struct {
		const char *rm;
		uint8_t bytes[4];
		double back[8];
	} cases[] = {
		{"RINT", {0x20, 0x42, 0x8e, 0x67}, {0, 1, -4, 6, 1, 2, -0.0, 4}},
		{"ROUND", {0x21, 0x53, 0x8f, 0x67}, {0.5, 1.5, -6, 6, 1, 3, -0.0, 4}},
	};
	for (size_t k = 0; k < 2; k++) {
		struct rt_binding b[3];
		char *err = NULL;
		cr_assert_eq(run_fp4("bf16", cases[k].rm, in, b, &err), 0, "%s", err);
		cr_expect_eq(b[1].array->count, 4, "[1, 8] FP4 is 4 carriers");
		for (int c = 0; c < 4; c++)
			cr_expect_eq(b[1].array->data[c], cases[k].bytes[c], "%s carrier %d = 0x%02x, expected 0x%02x",
				     cases[k].rm, c, b[1].array->data[c], cases[k].bytes[c]);
		for (int i = 0; i < 8; i++)
			cr_expect(same_float(rt_array_get_f(b[2].array, (size_t)i), cases[k].back[i]), "%s back[%d] = %g",
				  cases[k].rm, i, rt_array_get_f(b[2].array, (size_t)i));
		for (int i = 0; i < 3; i++)
			rt_array_free(b[i].array);
		free(err);
	}
}

Test(runtime_mx, tcvt_fp4_errors)
{
	static const double ok[8] = {0}, nan[8] = {0, 0, 0, 0, 0, NAN, 0, 0};
	struct rt_binding b[3];
	char *err = NULL;
	cr_expect_eq(run_fp4("f32", "RINT", ok, b, &err), 1);
	cr_expect(strstr(err, "fp4.py:3:5: error: pto.tcvt: converts f32 to !pto.f4E2M1x2 (FP4 converts to and from "
			      "bf16 only)") != NULL, "%s", err);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
	free(err);
	cr_expect_eq(run_fp4("bf16", "RINT", nan, b, &err), 1);
	cr_expect(strstr(err, "pto.tcvt: element (1, 1) of %t is NaN, which FP4 (E2M1) has no code for") != NULL, "%s",
		  err);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
	free(err);
}

/* tadd of two 8-bit float tiles bound to u8 arrays: computed in f32 and
 * rounded to nearest even on the store. */
#define T8 "!pto.tile_buf<loc=vec, dtype=$DT, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define TV "!pto.tensor_view<?x?x$DT>"
#define PT "!pto.partition_tensor_view<1x32x$DT>"
#define LOAD(n, addr)                                                                                              \
	"  %v" #n " = pto.make_tensor_view %arg" #n ", shape = [%c1, %c32], strides = [%c32, %c1] : " TV "\n"        \
	"  %p" #n " = pto.partition_view %v" #n ", offsets = [%c0, %c0], sizes = [%c1, %c32] : " TV " -> " PT "\n"   \
	"  %t" #n " = pto.alloc_tile addr = %c" #addr "_i64 : " T8 "\n"                                              \
	"  pto.tload ins(%p" #n " : " PT ") outs(%t" #n " : " T8 ")\n"
static const char add_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<$DT>, %arg1: !pto.ptr<$DT>, %arg2: !pto.ptr<$DT>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c32 = arith.constant 32 : index\n"
	"  %c0_i64 = arith.constant 0 : i64\n  %c64_i64 = arith.constant 64 : i64\n  %c128_i64 = arith.constant 128 : i64\n"
	LOAD(0, 0) LOAD(1, 64)
	"  %t2 = pto.alloc_tile addr = %c128_i64 : " T8 "\n"
	"  pto.tadd ins(%t0, %t1 : " T8 ", " T8 ") outs(%t2 : " T8 ")\n"
	"  %v2 = pto.make_tensor_view %arg2, shape = [%c1, %c32], strides = [%c32, %c1] : " TV "\n"
	"  %p2 = pto.partition_view %v2, offsets = [%c0, %c0], sizes = [%c1, %c32] : " TV " -> " PT "\n"
	"  pto.tstore ins(%t2 : " T8 ") outs(%p2 : " PT ")\n"
	"  return\n  }\n}\n";
#undef T8
#undef TV
#undef PT
#undef LOAD

/* Runs add_kernel for `dt` on the codes x[n] + y[n]; the result codes in sum. */
static void run_add(const char *dt, int want_dt, const uint8_t *x, const uint8_t *y, int n, uint8_t *sum)
{
	struct rt_array *a = u8s(1, 32), *c = u8s(1, 32);
	memcpy(a->data, x, (size_t)n);
	memcpy(c->data, y, (size_t)n);
	struct rt_binding b[3] = {{RB_ARRAY, a}, {RB_ARRAY, c}, {RB_FILL_ZERO}};
	run_8bit(add_kernel, dt, b);
	cr_expect_eq(a->dtype, want_dt, "the u8 array took the parameter's dtype");
	cr_expect_eq(b[2].array->dtype, want_dt);
	memcpy(sum, b[2].array->data, (size_t)n);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
}

Test(runtime_mx, tadd_of_fp8_tiles_rounds_the_f32_sum)
{
	/* E5M2: 1 + 0.125 and 1.25 + 0.125 are ties (-> 1.0, 1.5), 57344 + 57344
	 * overflows to infinity, inf + 1 is inf, 2^-16 + 2^-16 = 2^-15, and a
	 * NaN (0x7e: any NaN code) stays NaN */
	static const uint8_t x5[] = {0x3c, 0x3d, 0x7b, 0x7c, 0x01, 0xc2, 0x7d};
	static const uint8_t y5[] = {0x30, 0x30, 0x7b, 0x3c, 0x01, 0x3c, 0x3c};
	static const uint8_t s5[] = {0x3c, 0x3e, 0x7c, 0x7c, 0x02, 0xc0, 0x7e};
	/* E4M3FN: 1 + 0.0625 is a tie (-> 1.0), 448 + 448 is NaN (no infinity) */
	static const uint8_t x4[] = {0x38, 0x7e, 0xbc};
	static const uint8_t y4[] = {0x18, 0x7e, 0x38};
	static const uint8_t s4[] = {0x38, 0x7f, 0xb0};
	uint8_t got[32];
	run_add("f8E5M2", DT_FP8E5M2, x5, y5, 7, got);
	for (int i = 0; i < 7; i++) {
		bool nan = (got[i] & 0x7c) == 0x7c && (got[i] & 3) != 0;
		cr_expect(s5[i] == 0x7e ? nan : got[i] == s5[i], "f8E5M2 0x%02x + 0x%02x = 0x%02x, expected 0x%02x", x5[i],
			  y5[i], got[i], s5[i]);
	}
	run_add("f8E4M3FN", DT_FP8E4M3FN, x4, y4, 3, got);
	for (int i = 0; i < 3; i++)
		cr_expect_eq(got[i], s4[i], "f8E4M3FN 0x%02x + 0x%02x = 0x%02x, expected 0x%02x", x4[i], y4[i], got[i], s4[i]);
}
