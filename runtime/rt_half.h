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

/* f16 -> f32 is exact; every NaN becomes the quiet NaN of its sign. */
static inline float rt_h2f(uint16_t h)
{
	uint32_t s = (uint32_t)(h & 0x8000) << 16, em = h & 0x7fffu;
	if (em >= 0x7c00)
		return rt_bits_f32(s | (em == 0x7c00 ? 0x7f800000u : 0x7fc00000u));
	if (em >= 0x400) /* normal: rebias the exponent from 15 to 127 */
		return rt_bits_f32(s | ((em << 13) + 0x38000000u));
	float v = (float)em * 0x1p-24f; /* subnormal: m * 2^-24, exact */
	return s ? -v : v;
}

static inline float rt_bf2f(uint16_t h) { return rt_bits_f32((uint32_t)h << 16); }

/* Whether to add one unit to the truncated magnitude `q` whose dropped part
 * is `rem` out of one unit `unit` (a power of two), rounding per `rm`;
 * `neg`: the value's sign (FLOOR and CEIL depend on it). */
static inline bool rt_round_up(uint32_t q, uint32_t rem, uint32_t unit, int rm, bool neg)
{
	uint32_t half = unit >> 1;
	switch (rm) {
	case RM_TRUNC: return false;
	case RM_FLOOR: return neg && rem;
	case RM_CEIL: return !neg && rem;
	case RM_ROUND: return rem >= half;
	case RM_ODD: return rem && !(q & 1);
	default: return rem > half || (rem == half && (q & 1)); /* NONE, RINT, CAST_RINT */
	}
}

/* Whether a magnitude past the largest finite value becomes infinity (else
 * the largest finite value) under `rm`. */
static inline bool rt_overflow_to_inf(int rm, bool neg)
{
	return rm == RM_NONE || rm == RM_RINT || rm == RM_CAST_RINT || rm == RM_ROUND || (rm == RM_FLOOR && neg) ||
	       (rm == RM_CEIL && !neg);
}

/* f32 -> f16 rounded per `rm`: NaN is the quiet NaN of its sign, magnitudes
 * past 65504 become infinity or 65504 as rt_overflow_to_inf says. */
static inline uint16_t rt_f2h_rm(float f, int rm)
{
	uint32_t x = rt_f32_bits(f), a = x & 0x7fffffffu;
	uint16_t s = (uint16_t)((x >> 16) & 0x8000);
	bool neg = s != 0;
	if (a > 0x7f800000u)
		return s | 0x7e00;
	uint32_t r;
	if (a >= 0x38800000u) { /* >= 2^-14: f16 normal (or past it) */
		if (a >= 0x47800000u) /* >= 65536, infinity included */
			return s | (rt_overflow_to_inf(rm, neg) ? 0x7c00 : 0x7bff);
		uint32_t q = a >> 13;
		r = q - 0x1c000u + rt_round_up(q, a & 0x1fffu, 0x2000u, rm, neg);
	} else { /* f16 subnormal: units of 2^-24, the scaling is exact */
		float m = rt_bits_f32(a) * 0x1p24f;
		uint32_t q = (uint32_t)m;
		float frac = m - (float)q; /* exact: m < 1024 */
		/* only how the dropped part compares with 0 and one half matters:
		 * coded 0, 1 (below half), 2 (half), 3 (above) in a unit of 4 */
		uint32_t rem = frac == 0 ? 0 : frac < 0.5f ? 1 : frac == 0.5f ? 2 : 3;
		r = q + rt_round_up(q, rem, 4, rm, neg);
	}
	if (r >= 0x7c00)
		return s | (rt_overflow_to_inf(rm, neg) ? 0x7c00 : 0x7bff);
	return s | (uint16_t)r;
}

/* f32 -> bf16 rounded per `rm` (bf16 has f32's exponent range, so only the
 * 16 low bits are dropped); NaN is the quiet NaN of its sign. */
static inline uint16_t rt_f2bf_rm(float f, int rm)
{
	uint32_t x = rt_f32_bits(f), a = x & 0x7fffffffu;
	uint16_t s = (uint16_t)((x >> 16) & 0x8000);
	bool neg = s != 0;
	if (a > 0x7f800000u)
		return s | 0x7fc0;
	if (a == 0x7f800000u)
		return s | (rt_overflow_to_inf(rm, neg) ? 0x7f80 : 0x7f7f);
	uint32_t q = a >> 16, r = q + rt_round_up(q, a & 0xffffu, 0x10000u, rm, neg);
	if (r >= 0x7f80)
		return s | (rt_overflow_to_inf(rm, neg) ? 0x7f80 : 0x7f7f);
	return s | (uint16_t)r;
}

static inline uint16_t rt_f2h(float f) { return rt_f2h_rm(f, RM_RINT); }
static inline uint16_t rt_f2bf(float f) { return rt_f2bf_rm(f, RM_RINT); }

#endif
