/* Narrow float formats: f16, bf16 and the 8-bit OCP formats FP8 E4M3FN,
 * FP8 E5M2 and E8M0 to and from f32, with the rounding modes of pto.tcvt.  The default
 * (RINT) is round to nearest, ties to even, which is what the vector unit
 * does when it narrows an f32 result. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "rt_int.h"

float rt_f16_to_f32(uint16_t h)
{
	int s = h >> 15, e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float v;
	if (e == 0)
		v = ldexpf((float)m, -24);
	else if (e == 31)
		v = m ? NAN : INFINITY;
	else
		v = ldexpf((float)(m | 0x400), e - 25);
	return s ? -v : v;
}

float rt_bf16_to_f32(uint16_t h)
{
	uint32_t x = (uint32_t)h << 16;
	float f;
	memcpy(&f, &x, 4);
	return f;
}

/* FP8 E4M3FN: sign, 4 exponent bits (bias 7), 3 mantissa bits; exponent 0
 * holds the subnormals m * 2^-9; there is no infinity and S.1111.111 is NaN. */
float rt_f8e4m3_to_f32(uint8_t b)
{
	int e = (b >> 3) & 0xf, m = b & 7;
	float v;
	if (e == 15 && m == 7)
		v = NAN;
	else if (e == 0)
		v = ldexpf((float)m, -9);
	else
		v = ldexpf((float)(m | 8), e - 10);
	return b & 0x80 ? -v : v;
}

/* FP8 E5M2: sign, 5 exponent bits (bias 15), 2 mantissa bits, laid out like
 * the top byte of an f16: subnormals m * 2^-16, S.11111.00 is infinity and
 * S.11111.xx (xx != 0) NaN. */
float rt_f8e5m2_to_f32(uint8_t b)
{
	int e = (b >> 2) & 0x1f, m = b & 3;
	float v;
	if (e == 31)
		v = m ? NAN : INFINITY;
	else if (e == 0)
		v = ldexpf((float)m, -16);
	else
		v = ldexpf((float)(m | 4), e - 17);
	return b & 0x80 ? -v : v;
}

/* E8M0 (the MX scale format): the unsigned power of two 2^(b - 127); 0xFF is NaN. */
float rt_e8m0_to_f32(uint8_t b)
{
	return b == 0xff ? NAN : ldexpf(1.0f, b - 127);
}

/* Rounds the non-negative integer-scaled magnitude q per `rm`; `neg` is the
 * sign of the original value (FLOOR/CEIL depend on it). */
static double round_q(double q, int rm, bool neg)
{
	double fl = floor(q);
	if (fl == q)
		return q;
	switch (rm) {
	case RM_TRUNC:
		return fl;
	case RM_FLOOR:
		return neg ? fl + 1 : fl;
	case RM_CEIL:
		return neg ? fl : fl + 1;
	case RM_ROUND:
		return q - fl >= 0.5 ? fl + 1 : fl;
	case RM_ODD:
		return fmod(fl, 2.0) == 1.0 ? fl : fl + 1;
	default: /* NONE, RINT, CAST_RINT: nearest, ties to even */
		if (q - fl > 0.5)
			return fl + 1;
		if (q - fl < 0.5)
			return fl;
		return fmod(fl, 2.0) == 0.0 ? fl : fl + 1;
	}
}

/* Rounds |a| to a binary format with `mbits` stored mantissa bits and
 * smallest normal exponent `emin`; returns the magnitude or INFINITY. */
static double round_fmt(double a, int mbits, int emin, double maxf, int rm, bool neg)
{
	if (a == 0)
		return 0;
	int e;
	frexp(a, &e); /* a in [2^(e-1), 2^e) */
	int ue = e - 1 - mbits;
	if (ue < emin - mbits)
		ue = emin - mbits;
	double r = ldexp(round_q(ldexp(a, -ue), rm, neg), ue);
	if (r > maxf) {
		bool to_inf = rm == RM_NONE || rm == RM_RINT || rm == RM_CAST_RINT || rm == RM_ROUND ||
			      (rm == RM_FLOOR && neg) || (rm == RM_CEIL && !neg);
		return to_inf ? INFINITY : maxf;
	}
	return r;
}

uint16_t rt_dbl_to_f16_rm(double f, int rm)
{
	uint16_t s = signbit(f) ? 0x8000 : 0;
	if (isnan(f))
		return s | 0x7e00;
	double r = round_fmt(fabs(f), 10, -14, 65504.0, rm, s != 0);
	if (isinf(r))
		return s | 0x7c00;
	if (r < ldexp(1, -14))
		return s | (uint16_t)ldexp(r, 24);
	int e;
	double m = frexp(r, &e); /* r = m * 2^e, m in [0.5,1) */
	return s | (uint16_t)((e - 1 + 15) << 10) | (uint16_t)(ldexp(m, 11) - 1024);
}

float rt_dbl_to_f32_rm(double f, int rm)
{
	if (isnan(f))
		return (float)f;
	bool neg = signbit(f);
	double r = round_fmt(fabs(f), 23, -126, (double)FLT_MAX, rm, neg);
	return (float)(neg ? -r : r);
}

uint16_t rt_dbl_to_bf16_rm(double f, int rm)
{
	uint32_t x;
	if (isnan(f))
		return signbit(f) ? 0xffc0 : 0x7fc0;
	bool neg = signbit(f);
	double r = round_fmt(fabs(f), 7, -126, ldexp(255.0, 120), rm, neg);
	float rf = (float)(neg ? -r : r); /* exact: r has at most 8 significant bits */
	memcpy(&x, &rf, 4);
	return (uint16_t)(x >> 16);
}

/* E4M3FN has no infinity: an infinite input, or a value rounding past 448,
 * becomes NaN (the non-saturating OCP conversion). */
uint8_t rt_dbl_to_f8e4m3_rm(double f, int rm)
{
	uint8_t s = signbit(f) ? 0x80 : 0;
	if (isnan(f) || isinf(f))
		return s | 0x7f;
	double r = round_fmt(fabs(f), 3, -6, 448.0, rm, s != 0);
	if (isinf(r))
		return s | 0x7f;
	if (r < ldexp(1, -6))
		return s | (uint8_t)ldexp(r, 9);
	int e;
	double m = frexp(r, &e); /* r = m * 2^e, m in [0.5,1) */
	return s | (uint8_t)((e - 1 + 7) << 3) | (uint8_t)(ldexp(m, 4) - 8);
}

/* E5M2 overflows to infinity as f16 does: past 57344 a value becomes
 * infinity or stays 57344 depending on the direction of `rm`. */
uint8_t rt_dbl_to_f8e5m2_rm(double f, int rm)
{
	uint8_t s = signbit(f) ? 0x80 : 0;
	if (isnan(f))
		return s | 0x7e;
	if (isinf(f))
		return s | 0x7c;
	double r = round_fmt(fabs(f), 2, -14, 57344.0, rm, s != 0);
	if (isinf(r))
		return s | 0x7c;
	if (r < ldexp(1, -14))
		return s | (uint8_t)ldexp(r, 16);
	int e;
	double m = frexp(r, &e); /* r = m * 2^e, m in [0.5,1) */
	return s | (uint8_t)((e - 1 + 15) << 2) | (uint8_t)(ldexp(m, 3) - 4);
}

/* E8M0 has no sign and no zero: NaN, infinities and negative values become
 * NaN (0xFF); magnitudes rounding below 2^-127 become 2^-127 (0x00), the
 * nearest value the format has.  The nearest modes round a tie between two
 * powers of two up. */
uint8_t rt_dbl_to_e8m0_rm(double f, int rm)
{
	if (isnan(f) || isinf(f) || f < 0)
		return 0xff;
	double r = round_fmt(f, 0, -127, ldexp(1, 127), rm, false);
	if (isinf(r))
		return 0xff;
	if (r < ldexp(1, -127))
		return 0;
	int e;
	frexp(r, &e);
	return (uint8_t)(e - 1 + 127);
}

/* FP4 E2M1 (OCP MX): sign bit 3, two exponent bits of bias 1, one mantissa
 * bit; exponent 0 is subnormal (0 and 0.5).  No infinity and no NaN. */
static const float e2m1_mag[8] = {0.0f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.0f, 6.0f};

float rt_e2m1_to_f32(uint8_t code)
{
	float m = e2m1_mag[code & 7];
	return code & 8 ? -m : m;
}

/* The conversion saturates (PTO-ISA's BF16 -> FP4 runs with saturation on):
 * an infinity, or a magnitude rounding past 6, becomes 6 of its sign.  A
 * value rounding to zero keeps its sign (-0 is code 8). */
bool rt_dbl_to_e2m1_rm(double f, int rm, uint8_t *code)
{
	if (isnan(f))
		return false;
	bool neg = signbit(f);
	double r = isinf(f) ? 6.0 : round_fmt(fabs(f), 1, 0, 6.0, rm, neg);
	if (r > 6.0)
		r = 6.0;
	uint8_t c = 0;
	while (c < 7 && e2m1_mag[c] != r)
		c++;
	*code = (uint8_t)((neg ? 8 : 0) | c);
	return true;
}

uint16_t rt_f32_to_f16_rm(float f, int rm) { return rt_dbl_to_f16_rm(f, rm); }
uint16_t rt_f32_to_bf16_rm(float f, int rm) { return rt_dbl_to_bf16_rm(f, rm); }
uint16_t rt_f32_to_f16(float f) { return rt_dbl_to_f16_rm(f, RM_RINT); }
uint16_t rt_f32_to_bf16(float f) { return rt_dbl_to_bf16_rm(f, RM_RINT); }
