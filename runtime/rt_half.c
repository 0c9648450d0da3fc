/* Narrow float formats: f16 and bf16 to and from f32, with the rounding
 * modes of pto.tcvt.  The default (RINT) is round to nearest, ties to even,
 * which is what the vector unit does when it narrows an f32 result. */
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

uint16_t rt_f32_to_f16_rm(float f, int rm) { return rt_dbl_to_f16_rm(f, rm); }
uint16_t rt_f32_to_bf16_rm(float f, int rm) { return rt_dbl_to_bf16_rm(f, rm); }
uint16_t rt_f32_to_f16(float f) { return rt_dbl_to_f16_rm(f, RM_RINT); }
uint16_t rt_f32_to_bf16(float f) { return rt_dbl_to_bf16_rm(f, RM_RINT); }
