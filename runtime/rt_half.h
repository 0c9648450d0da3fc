/* f32 <-> f16 / bf16 on the bits, inline for the tile kernels' loops: the
 * same results as the double-based rt_dbl_to_*_rm of rt_half.c (which stay
 * the reference; tests/unit/test_runtime_cvt.c compares the two) at a few
 * integer operations per element. */
#ifndef PTOC_RT_HALF_H
#define PTOC_RT_HALF_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "rt_int.h"

static inline uint32_t rt_f32_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static inline float rt_bits_f32(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* a when c, else b: arithmetic rather than a branch, which GCC's -O2
 * vectorizer (it does not if-convert) takes */
static inline uint32_t rt_sel(bool c, uint32_t a, uint32_t b)
{
	uint32_t m = 0u - (uint32_t)c;
	return (a & m) | (b & ~m);
}

/* f16 -> f32 is exact; every NaN becomes the quiet NaN of its sign.  A
 * subnormal m * 2^-24 is 2^-14 * (1 + m / 2^10) - 2^-14, both normal
 * floats, so the difference is exact. */
static inline float rt_h2f(uint16_t h)
{
	uint32_t em = h & 0x7fffu, u = (em << 13) + 0x38000000u;
	uint32_t sub = rt_f32_bits(rt_bits_f32(u + 0x00800000u) - 0x1p-14f);
	uint32_t special = rt_sel(em == 0x7c00, 0x7f800000u, 0x7fc00000u);
	uint32_t r = rt_sel(em >= 0x7c00, special, rt_sel(em < 0x400, sub, u));
	return rt_bits_f32(r | (uint32_t)(h & 0x8000) << 16);
}

static inline float rt_bf2f(uint16_t h) { return rt_bits_f32((uint32_t)h << 16); }

/* 1 to add one unit to the truncated magnitude `q` whose dropped part is
 * `rem` (half: one half unit), rounding per `rm`; `neg` (0 or 1): the
 * value's sign, which FLOOR and CEIL depend on.  Bitwise, no branch once
 * rm is a constant. */
static inline uint32_t rt_round_up(uint32_t q, uint32_t rem, uint32_t half, int rm, uint32_t neg)
{
	uint32_t inexact = rem != 0;
	switch (rm) {
	case RM_TRUNC: return 0;
	case RM_FLOOR: return neg & inexact;
	case RM_CEIL: return (neg ^ 1) & inexact;
	case RM_ROUND: return rem >= half;
	case RM_ODD: return inexact > (q & 1); /* inexact and q even */
	default: return rem + (q & 1) > half; /* NONE, RINT, CAST_RINT: a tie goes up when q is odd */
	}
}

/* Whether a magnitude past the largest finite value becomes infinity (else
 * the largest finite value) under `rm`. */
static inline bool rt_overflow_to_inf(int rm, bool neg)
{
	return rm == RM_NONE || rm == RM_RINT || rm == RM_CAST_RINT || rm == RM_ROUND || (rm == RM_FLOOR && neg) ||
	       (rm == RM_CEIL && !neg);
}

/* |f| < 2^-14 in units of 2^-24 (an f16 subnormal's), rounded per `rm`:
 * adding 0.5 makes the processor round to nearest even into the low bits
 * of the sum, and the exact difference d between |f| and that result says
 * which way it went (0.5 + |f| and the differences are exact in f32). */
static inline uint32_t rt_units24_rm(float af, int rm, uint32_t neg)
{
	float s = af + 0.5f, d = af - (s - 0.5f);
	uint32_t r = rt_f32_bits(s) - 0x3f000000u, down = d > 0, up = d < 0; /* r rounded down / up */
	switch (rm) {
	case RM_TRUNC: return r - up;
	case RM_FLOOR: return r + (neg & down) - ((neg ^ 1) & up);
	case RM_CEIL: return r + ((neg ^ 1) & down) - (neg & up);
	case RM_ROUND: return r + (d == 0x1p-25f); /* a tie rounded down to even goes up */
	case RM_ODD: return (r - up) | (uint32_t)(d != 0);
	default: return r; /* NONE, RINT, CAST_RINT */
	}
}

/* f32 -> f16 rounded per `rm`: NaN is the quiet NaN of its sign, magnitudes
 * past 65504 become infinity or 65504 as rt_overflow_to_inf says.  Both
 * ranges are computed and one selected: f16 normals drop 13 mantissa bits,
 * f16 subnormals are rt_units24_rm. */
static inline uint16_t rt_f2h_rm(float f, int rm)
{
	uint32_t x = rt_f32_bits(f), a = x & 0x7fffffffu, neg = x >> 31;
	uint32_t qn = a >> 13, rn = qn - 0x1c000u + rt_round_up(qn, a & 0x1fffu, 0x1000u, rm, neg);
	uint32_t r = rt_sel(a < 0x38800000u, rt_units24_rm(rt_bits_f32(a), rm, neg), rn); /* below 2^-14 */
	uint32_t over = rt_sel(rt_overflow_to_inf(rm, neg), 0x7c00u, 0x7bffu);
	r = rt_sel((a >= 0x47800000u) | (r >= 0x7c00u), over, r); /* >= 65536 (infinity included) or rounded up to it */
	r = rt_sel(a > 0x7f800000u, 0x7e00u, r);
	return (uint16_t)(neg << 15 | r);
}

/* f32 -> bf16 rounded per `rm` (bf16 has f32's exponent range, so only the
 * 16 low bits are dropped); NaN is the quiet NaN of its sign. */
static inline uint16_t rt_f2bf_rm(float f, int rm)
{
	uint32_t x = rt_f32_bits(f), a = x & 0x7fffffffu, neg = x >> 31;
	uint32_t q = a >> 16, r = q + rt_round_up(q, a & 0xffffu, 0x8000u, rm, neg);
	uint32_t over = rt_sel(rt_overflow_to_inf(rm, neg), 0x7f80u, 0x7f7fu);
	r = rt_sel((a >= 0x7f800000u) | (r >= 0x7f80u), over, r); /* infinity, or rounded up to it */
	r = rt_sel(a > 0x7f800000u, 0x7fc0u, r);
	return (uint16_t)(neg << 15 | r);
}

static inline uint16_t rt_f2h(float f) { return rt_f2h_rm(f, RM_RINT); }
static inline uint16_t rt_f2bf(float f) { return rt_f2bf_rm(f, RM_RINT); }

#endif
