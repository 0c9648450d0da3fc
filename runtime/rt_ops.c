/* Element semantics: the dtype table, generic element load/store, and
 * pto.tcvt conversion of one element (the reference the kernels' fast
 * conversions are tested against). */
#include <math.h>
#include <string.h>

#include "rt_int.h"

/* Indexed by enum dtype (asked for several times per instruction); size 0:
 * a dtype the runtime does not compute with. */
static const struct {
	int size;
	const char *mlir;
	bool is_float, is_signed;
} dtypes[DT_COUNT] = {
	[DT_FP32] = {4, "f32", true, true},      [DT_FP16] = {2, "f16", true, true},
	[DT_BF16] = {2, "bf16", true, true},     [DT_INT8] = {1, "i8", false, true},
	[DT_UINT8] = {1, "ui8", false, false},   [DT_INT16] = {2, "i16", false, true},
	[DT_UINT16] = {2, "ui16", false, false}, [DT_INT32] = {4, "i32", false, true},
	[DT_UINT32] = {4, "ui32", false, false}, [DT_INT64] = {8, "i64", false, true},
	[DT_UINT64] = {8, "ui64", false, false},
	[DT_INDEX] = {8, "index", false, true},  [DT_BOOL] = {1, "i1", false, false},
	[DT_FP8E4M3FN] = {1, "f8E4M3FN", true, true}, [DT_FP8E5M2] = {1, "f8E5M2", true, true},
	[DT_FP8E8M0] = {1, "!pto.f8E8M0", true, false},
	/* an x2 carrier: one byte holding two FP4 (E2M1) elements, moved as a whole */
	[DT_FP4] = {1, "!pto.f4E2M1x2", false, false},
};

bool rt_dtype_supported(int dt) { return dt >= 0 && dt < DT_COUNT && dtypes[dt].size; }
int rt_dtype_size(int dt) { return rt_dtype_supported(dt) ? dtypes[dt].size : 0; }
const char *rt_dtype_mlir(int dt) { return rt_dtype_supported(dt) ? dtypes[dt].mlir : "?"; }
bool rt_dtype_is_float(int dt) { return rt_dtype_supported(dt) && dtypes[dt].is_float; }
bool rt_dtype_is_signed(int dt) { return rt_dtype_supported(dt) && dtypes[dt].is_signed; }

bool rt_dtype_raw_bytes_of(int data, int want)
{
	return data == DT_UINT8 &&
	       (want == DT_FP8E4M3FN || want == DT_FP8E5M2 || want == DT_FP8E8M0 || want == DT_FP4);
}

int rt_dtype_from_mlir(const char *name)
{
	for (int dt = 0; dt < DT_COUNT; dt++)
		if (dtypes[dt].size && strcmp(dtypes[dt].mlir, name) == 0)
			return dt;
	if (strcmp(name, "u8") == 0)
		return DT_UINT8;
	return -1;
}

double rt_ld_f(int dt, const uint8_t *p)
{
	switch (dt) {
	case DT_FP32: { float f; memcpy(&f, p, 4); return f; }
	case DT_FP16: { uint16_t h; memcpy(&h, p, 2); return rt_f16_to_f32(h); }
	case DT_BF16: { uint16_t h; memcpy(&h, p, 2); return rt_bf16_to_f32(h); }
	case DT_FP8E4M3FN: return rt_f8e4m3_to_f32(p[0]);
	case DT_FP8E5M2: return rt_f8e5m2_to_f32(p[0]);
	case DT_FP8E8M0: return rt_e8m0_to_f32(p[0]);
	default: return (double)rt_ld_i(dt, p);
	}
}

int64_t rt_ld_i(int dt, const uint8_t *p)
{
	switch (dt) {
	case DT_INT8: return (int8_t)p[0];
	case DT_UINT8: case DT_BOOL: case DT_FP4: return p[0];
	case DT_INT16: { int16_t v; memcpy(&v, p, 2); return v; }
	case DT_UINT16: { uint16_t v; memcpy(&v, p, 2); return v; }
	case DT_INT32: { int32_t v; memcpy(&v, p, 4); return v; }
	case DT_UINT32: { uint32_t v; memcpy(&v, p, 4); return v; }
	case DT_INT64: case DT_INDEX: { int64_t v; memcpy(&v, p, 8); return v; }
	default: {
		double f = rt_ld_f(dt, p);
		return rt_f2i(f);
	}
	}
}

void rt_st_f(int dt, uint8_t *p, double v)
{
	switch (dt) {
	case DT_FP32: { float f = (float)v; memcpy(p, &f, 4); return; }
	case DT_FP16: { uint16_t h = rt_f32_to_f16((float)v); memcpy(p, &h, 2); return; }
	case DT_BF16: { uint16_t h = rt_f32_to_bf16((float)v); memcpy(p, &h, 2); return; }
	case DT_FP8E4M3FN: p[0] = rt_dbl_to_f8e4m3_rm((float)v, RM_RINT); return;
	case DT_FP8E5M2: p[0] = rt_dbl_to_f8e5m2_rm((float)v, RM_RINT); return;
	case DT_FP8E8M0: p[0] = rt_dbl_to_e8m0_rm((float)v, RM_RINT); return;
	default: rt_st_i(dt, p, rt_f2i(v));
	}
}

void rt_st_i(int dt, uint8_t *p, int64_t v)
{
	switch (dt) {
	case DT_INT8: case DT_UINT8: case DT_BOOL: case DT_FP4: p[0] = (uint8_t)v; return;
	case DT_INT16: case DT_UINT16: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); return; }
	case DT_INT32: case DT_UINT32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); return; }
	case DT_INT64: case DT_INDEX: memcpy(p, &v, 8); return;
	default: rt_st_f(dt, p, (double)v);
	}
}

static double round_int(double v, int rm)
{
	switch (rm) {
	case RM_ROUND: return round(v);
	case RM_FLOOR: return floor(v);
	case RM_CEIL: return ceil(v);
	case RM_TRUNC: return trunc(v);
	default: return nearbyint(v); /* default FP environment: ties to even */
	}
}

static void int_range(int dt, double *lo, double *hi)
{
	int bits = rt_dtype_size(dt) * 8;
	if (rt_dtype_is_signed(dt)) {
		*lo = -ldexp(1, bits - 1);
		*hi = ldexp(1, bits - 1) - 1;
	} else {
		*lo = 0;
		*hi = ldexp(1, bits) - 1;
	}
}

/* pto.tcvt on one element.  Float to narrower float and float to int round
 * per `rm` (NONE and CAST_RINT mean nearest-even); float to int and int to
 * narrower int saturate; NaN converts to 0. */
void rt_convert(int sdt, const uint8_t *sp, int ddt, uint8_t *dp, int rm)
{
	if (rt_dtype_is_float(ddt)) {
		double v = rt_dtype_is_float(sdt) ? rt_ld_f(sdt, sp) : (double)rt_ld_i(sdt, sp);
		if (ddt == DT_FP16) {
			uint16_t h = rt_dbl_to_f16_rm(v, rm);
			memcpy(dp, &h, 2);
		} else if (ddt == DT_BF16) {
			uint16_t h = rt_dbl_to_bf16_rm(v, rm);
			memcpy(dp, &h, 2);
		} else if (ddt == DT_FP8E4M3FN) {
			dp[0] = rt_dbl_to_f8e4m3_rm(v, rm);
		} else if (ddt == DT_FP8E5M2) {
			dp[0] = rt_dbl_to_f8e5m2_rm(v, rm);
		} else if (ddt == DT_FP8E8M0) {
			dp[0] = rt_dbl_to_e8m0_rm(v, rm);
		} else {
			float f = rt_dbl_to_f32_rm(v, rm);
			memcpy(dp, &f, 4);
		}
		return;
	}
	double lo, hi;
	int_range(ddt, &lo, &hi);
	if (rt_dtype_is_float(sdt)) {
		double v = rt_ld_f(sdt, sp);
		if (isnan(v)) {
			rt_st_i(ddt, dp, 0);
			return;
		}
		v = round_int(v, rm);
		v = v < lo ? lo : v > hi ? hi : v;
		rt_st_i(ddt, dp, v >= 9223372036854775807.0 ? INT64_MAX : (int64_t)v);
		return;
	}
	int64_t x = rt_ld_i(sdt, sp);
	if (ddt != DT_INT64 && ddt != DT_INDEX) {
		if ((double)x < lo)
			x = (int64_t)lo;
		else if ((double)x > hi)
			x = (int64_t)hi;
	}
	rt_st_i(ddt, dp, x);
}
