m4_changequote({{,}})m4_dnl
/* The tile kernels, expanded by `m4 -P` from runtime/kernels.c.m4 into
 * build/.  Floats (f32, f16, bf16, the FP8 formats) are computed in f32 and
 * rounded to nearest even when stored, like the vector unit; integers are
 * computed in int64 and wrapped when stored.
 *
 * No element pays for a decision: the op and the dtype pick the loops once
 * per instruction, and the loops run over strips of at most RT_STRIP
 * elements of a row (of the whole region when its rows lie back to back).
 * An operand that is an f32 row (i64 for integers) in memory is used where it
 * lies; any other is widened into a strip buffer and the result narrowed
 * back.  The row loops work in blocks of lanes (32 bytes; RT_VL for the
 * conversions) whose inputs are all read before their outputs are written:
 * the form GCC's -O2 vectorizer takes (its "very cheap" cost model adds no
 * epilogue loop and no alias check), and one that stays right when the
 * destination is an input. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rt_half.h"
#include "rt_int.h"

#define RT_VL 8
#define RT_STRIP 512

/* ---- what each op does to one element ---- */

static inline float f_ADD(float x, float y) { return x + y; }
static inline float f_SUB(float x, float y) { return x - y; }
static inline float f_MUL(float x, float y) { return x * y; }
static inline float f_DIV(float x, float y) { return x / y; }
static inline float f_MAX(float x, float y) { return x > y || isnan(x) ? x : y; }
static inline float f_MIN(float x, float y) { return x < y || isnan(x) ? x : y; }
/* Floored modulo (Python %, PyPTO tile.rem) and truncated (C fmod). */
static inline float f_REM(float x, float y)
{
	float r = fmodf(x, y);
	if (r != 0 && ((r < 0) != (y < 0)))
		r += y;
	return r;
}
static inline float f_FMOD(float x, float y) { return fmodf(x, y); }
/* x, or x * y when x <= 0: a multiplication by one is exact, and one
 * multiplication on both paths needs no branch */
static inline float f_LRELU(float x, float y) { return x * rt_bits_f32(rt_sel(x > 0, 0x3f800000u, rt_f32_bits(y))); }
static inline float f_EXPDIF(float x, float y) { return expf(x - y); }

static inline float f_ABS(float x) { return fabsf(x); }
static inline float f_EXP(float x) { return expf(x); }
static inline float f_LOG(float x) { return logf(x); }
static inline float f_SQRT(float x) { return sqrtf(x); }
static inline float f_RSQRT(float x) { return 1.0f / sqrtf(x); }
static inline float f_RECIP(float x) { return 1.0f / x; }
static inline float f_NEG(float x) { return -x; }
static inline float f_RELU(float x) { return x > 0 ? x : 0.0f; }
static inline float f_COPY(float x) { return x; }

/* Integer ops on int64 values, wrapped by the store; the undefined cases of
 * C (division by zero, INT64_MIN / -1, wide shifts) have fixed results. */
static inline int64_t i_ADD(int64_t x, int64_t y) { return (int64_t)((uint64_t)x + (uint64_t)y); }
static inline int64_t i_SUB(int64_t x, int64_t y) { return (int64_t)((uint64_t)x - (uint64_t)y); }
static inline int64_t i_MUL(int64_t x, int64_t y) { return (int64_t)((uint64_t)x * (uint64_t)y); }
static inline int64_t i_DIV(int64_t x, int64_t y)
{
	if (y == 0)
		return -1;
	if (y == -1)
		return (int64_t)(0 - (uint64_t)x);
	return x / y;
}
static inline int64_t i_MAX(int64_t x, int64_t y) { return x > y ? x : y; }
static inline int64_t i_MIN(int64_t x, int64_t y) { return x < y ? x : y; }
static inline int64_t i_FMOD(int64_t x, int64_t y)
{
	if (y == 0 || y == -1)
		return y == 0 ? x : 0;
	return x % y;
}
static inline int64_t i_REM(int64_t x, int64_t y)
{
	int64_t r = i_FMOD(x, y);
	if (y != 0 && y != -1 && r != 0 && ((r < 0) != (y < 0)))
		r += y;
	return r;
}
static inline int64_t i_AND(int64_t x, int64_t y) { return x & y; }
static inline int64_t i_OR(int64_t x, int64_t y) { return x | y; }
static inline int64_t i_XOR(int64_t x, int64_t y) { return x ^ y; }
static inline int64_t i_SHL(int64_t x, int64_t y) { return y < 0 || y >= 64 ? 0 : (int64_t)((uint64_t)x << y); }
static inline int64_t i_SHR(int64_t x, int64_t y) { return y < 0 || y >= 64 ? (x < 0 ? -1 : 0) : x >> y; }
static inline int64_t i_LRELU(int64_t x, int64_t y) { return x > 0 ? x : (int64_t)((uint64_t)x * (uint64_t)y); }

static inline int64_t i_ABS(int64_t x) { return x < 0 ? (int64_t)(0 - (uint64_t)x) : x; }
static inline int64_t i_NEG(int64_t x) { return (int64_t)(0 - (uint64_t)x); }
static inline int64_t i_NOT(int64_t x) { return ~x; }
static inline int64_t i_RELU(int64_t x) { return x > 0 ? x : 0; }
static inline int64_t i_COPY(int64_t x) { return x; }

/* ---- row loops: BIN(class, op, type) d = op(a, b) and d = op(a, s);
 * UN(class, op, type) d = op(a); RED(class, op, type) a row folded into *acc ---- */

/* The elementwise loops go in blocks of RT_VB bytes held in GNU C vector
 * variables (arrays elsewhere): each block's inputs are loaded whole before
 * its results are stored, which GCC keeps in registers (blocks through
 * arrays went through the stack). */
#define RT_VB 32
#define fVL ((int)(RT_VB / sizeof(float)))
#define iVL ((int)(RT_VB / sizeof(int64_t)))
#if defined(__GNUC__)
typedef float fvec __attribute__((vector_size(RT_VB)));
typedef int64_t ivec __attribute__((vector_size(RT_VB)));
#else
typedef float fvec[fVL];
typedef int64_t ivec[iVL];
#endif

m4_define({{BIN}}, {{
static void $1bin_$2($3 *d, const $3 *a, const $3 *b, int n)
{
	int i = 0;
	for (; i + $1VL <= n; i += $1VL) {
		$1vec x, y, r;
		memcpy(&x, a + i, sizeof x);
		memcpy(&y, b + i, sizeof y);
		for (int j = 0; j < $1VL; j++)
			r[j] = $1_$2(x[j], y[j]);
		memcpy(d + i, &r, sizeof r);
	}
	for (; i < n; i++)
		d[i] = $1_$2(a[i], b[i]);
}

static void $1sca_$2($3 *d, const $3 *a, $3 s, int n)
{
	int i = 0;
	for (; i + $1VL <= n; i += $1VL) {
		$1vec x, r;
		memcpy(&x, a + i, sizeof x);
		for (int j = 0; j < $1VL; j++)
			r[j] = $1_$2(x[j], s);
		memcpy(d + i, &r, sizeof r);
	}
	for (; i < n; i++)
		d[i] = $1_$2(a[i], s);
}
}})

m4_define({{UN}}, {{
static void $1un_$2($3 *d, const $3 *a, int n)
{
	int i = 0;
	for (; i + $1VL <= n; i += $1VL) {
		$1vec x, r;
		memcpy(&x, a + i, sizeof x);
		for (int j = 0; j < $1VL; j++)
			r[j] = $1_$2(x[j]);
		memcpy(d + i, &r, sizeof r);
	}
	for (; i < n; i++)
		d[i] = $1_$2(a[i]);
}
}})

BIN(f, ADD, float) BIN(f, SUB, float) BIN(f, MUL, float) BIN(f, DIV, float) BIN(f, MAX, float)
BIN(f, MIN, float) BIN(f, REM, float) BIN(f, FMOD, float) BIN(f, LRELU, float) BIN(f, EXPDIF, float)
UN(f, ABS, float) UN(f, EXP, float) UN(f, LOG, float) UN(f, SQRT, float) UN(f, RSQRT, float)
UN(f, RECIP, float) UN(f, NEG, float) UN(f, RELU, float) UN(f, COPY, float)

BIN(i, ADD, int64_t) BIN(i, SUB, int64_t) BIN(i, MUL, int64_t) BIN(i, DIV, int64_t) BIN(i, MAX, int64_t)
BIN(i, MIN, int64_t) BIN(i, REM, int64_t) BIN(i, FMOD, int64_t) BIN(i, AND, int64_t) BIN(i, OR, int64_t)
BIN(i, XOR, int64_t) BIN(i, SHL, int64_t) BIN(i, SHR, int64_t) BIN(i, LRELU, int64_t)
UN(i, ABS, int64_t) UN(i, NEG, int64_t) UN(i, NOT, int64_t) UN(i, RELU, int64_t) UN(i, COPY, int64_t)

typedef void fbin_fn(float *d, const float *a, const float *b, int n);
typedef void fsca_fn(float *d, const float *a, float s, int n);
typedef void fun_fn(float *d, const float *a, int n);
typedef void ibin_fn(int64_t *d, const int64_t *a, const int64_t *b, int n);
typedef void isca_fn(int64_t *d, const int64_t *a, int64_t s, int n);
typedef void iun_fn(int64_t *d, const int64_t *a, int n);

/* The ops each class defines (NULL: not defined for it). */
#define OPS2(c) {[K_ADD] = c##_ADD, [K_SUB] = c##_SUB, [K_MUL] = c##_MUL, [K_DIV] = c##_DIV, [K_MAX] = c##_MAX, \
		  [K_MIN] = c##_MIN, [K_REM] = c##_REM, [K_FMOD] = c##_FMOD, [K_LRELU] = c##_LRELU
static fbin_fn *const fbin[K_NOPS] = OPS2(fbin), [K_EXPDIF] = fbin_EXPDIF};
static fsca_fn *const fsca[K_NOPS] = OPS2(fsca), [K_EXPDIF] = fsca_EXPDIF};
static ibin_fn *const ibin[K_NOPS] = OPS2(ibin), [K_AND] = ibin_AND, [K_OR] = ibin_OR, [K_XOR] = ibin_XOR,
				     [K_SHL] = ibin_SHL, [K_SHR] = ibin_SHR};
static isca_fn *const isca[K_NOPS] = OPS2(isca), [K_AND] = isca_AND, [K_OR] = isca_OR, [K_XOR] = isca_XOR,
				     [K_SHL] = isca_SHL, [K_SHR] = isca_SHR};
#undef OPS2
static fun_fn *const fun[K_NOPS] = {
	[K_ABS] = fun_ABS, [K_EXP] = fun_EXP, [K_LOG] = fun_LOG, [K_SQRT] = fun_SQRT, [K_RSQRT] = fun_RSQRT,
	[K_RECIP] = fun_RECIP, [K_NEG] = fun_NEG, [K_RELU] = fun_RELU, [K_COPY] = fun_COPY,
};
static iun_fn *const iun[K_NOPS] = {
	[K_ABS] = iun_ABS, [K_NEG] = iun_NEG, [K_NOT] = iun_NOT, [K_RELU] = iun_RELU, [K_COPY] = iun_COPY,
};

/* Reductions fold each element into an accumulator in order, so a row's
 * result does not depend on how the rows are walked: RT_RB rows at a time
 * give the processor RT_RB independent chains instead of one. */
#define RT_RB 8 /* RED spells out 8 chains */
/* GCC's basic-block vectorizer would gather the 8 chains' elements into
 * vectors, 8 loads and 6 shuffles for 2 additions: slower than 8 scalar
 * additions, which the processor overlaps. */
#if defined(__GNUC__) && !defined(__clang__)
#define RT_NO_SLP __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define RT_NO_SLP
#endif
m4_define({{RED}}, {{
RT_NO_SLP static void $1red_$2($3 *acc, const $3 *const *x, int nr, int n)
{
	if (nr == RT_RB) { /* the chains spelled out, so that they stay in registers */
		$3 s0 = acc[0], s1 = acc[1], s2 = acc[2], s3 = acc[3], s4 = acc[4], s5 = acc[5], s6 = acc[6], s7 = acc[7];
		const $3 *x0 = x[0], *x1 = x[1], *x2 = x[2], *x3 = x[3], *x4 = x[4], *x5 = x[5], *x6 = x[6], *x7 = x[7];
		for (int i = 0; i < n; i++) {
			s0 = $1_$2(s0, x0[i]);
			s1 = $1_$2(s1, x1[i]);
			s2 = $1_$2(s2, x2[i]);
			s3 = $1_$2(s3, x3[i]);
			s4 = $1_$2(s4, x4[i]);
			s5 = $1_$2(s5, x5[i]);
			s6 = $1_$2(s6, x6[i]);
			s7 = $1_$2(s7, x7[i]);
		}
		acc[0] = s0, acc[1] = s1, acc[2] = s2, acc[3] = s3, acc[4] = s4, acc[5] = s5, acc[6] = s6, acc[7] = s7;
		return;
	}
	for (int k = 0; k < nr; k++)
		for (int i = 0; i < n; i++)
			acc[k] = $1_$2(acc[k], x[k][i]);
}
}})
RED(f, ADD, float) RED(f, MUL, float) RED(f, MAX, float) RED(f, MIN, float)
RED(i, ADD, int64_t) RED(i, MUL, int64_t) RED(i, MAX, int64_t) RED(i, MIN, int64_t)
typedef void fred_fn(float *acc, const float *const *x, int nr, int n);
typedef void ired_fn(int64_t *acc, const int64_t *const *x, int nr, int n);
static fred_fn *const fred[K_NOPS] = {[K_SUM] = fred_ADD, [K_PROD] = fred_MUL, [K_MAX] = fred_MAX, [K_MIN] = fred_MIN};
static ired_fn *const ired[K_NOPS] = {[K_SUM] = ired_ADD, [K_PROD] = ired_MUL, [K_MAX] = ired_MAX, [K_MIN] = ired_MIN};
/* the elementwise op of a reduction (colred folds row after row with it) */
static const int red_op[K_NOPS] = {[K_SUM] = K_ADD, [K_PROD] = K_MUL, [K_MAX] = K_MAX, [K_MIN] = K_MIN};

/* ---- dtypes: widening n elements `step` bytes apart into the compute type,
 * and narrowing back; CONV(dtype, storage type, compute type, widening
 * expression of x, narrowing function or cast) ---- */

m4_define({{CONV}}, {{
static void wid_$1($3 *v, const uint8_t *p, int64_t step, int n)
{
	int i = 0;
	if (step == sizeof($2))
		for (; i + RT_VL <= n; i += RT_VL) {
			$2 xs[RT_VL];
			memcpy(xs, p + i * sizeof($2), sizeof xs);
			for (int j = 0; j < RT_VL; j++) {
				$2 x = xs[j];
				v[i + j] = $4;
			}
		}
	for (; i < n; i++) {
		$2 x;
		memcpy(&x, p + i * step, sizeof x);
		v[i] = $4;
	}
}

static void nar_$1(uint8_t *p, int64_t step, const $3 *v, int n)
{
	int i = 0;
	if (step == sizeof($2))
		for (; i + RT_VL <= n; i += RT_VL) {
			$2 xs[RT_VL];
			for (int j = 0; j < RT_VL; j++)
				xs[j] = $5(v[i + j]);
			memcpy(p + i * sizeof($2), xs, sizeof xs);
		}
	for (; i < n; i++) {
		$2 x = $5(v[i]);
		memcpy(p + i * step, &x, sizeof x);
	}
}
}})
static inline uint8_t f2e4m3(float v) { return rt_dbl_to_f8e4m3_rm(v, RM_RINT); }
static inline uint8_t f2e5m2(float v) { return rt_dbl_to_f8e5m2_rm(v, RM_RINT); }
CONV(FP32, float, float, x, )
CONV(FP16, uint16_t, float, rt_h2f(x), rt_f2h)
CONV(BF16, uint16_t, float, rt_bf2f(x), rt_f2bf)
CONV(FP8E4M3FN, uint8_t, float, rt_f8e4m3_to_f32(x), f2e4m3)
CONV(FP8E5M2, uint8_t, float, rt_f8e5m2_to_f32(x), f2e5m2)
CONV(INT8, int8_t, int64_t, x, (int8_t))
CONV(UINT8, uint8_t, int64_t, x, (uint8_t))
CONV(INT16, int16_t, int64_t, x, (int16_t))
CONV(UINT16, uint16_t, int64_t, x, (uint16_t))
CONV(INT32, int32_t, int64_t, x, (int32_t))
CONV(UINT32, uint32_t, int64_t, x, (uint32_t))
CONV(INT64, int64_t, int64_t, x, )

struct fcls {
	void (*wid)(float *v, const uint8_t *p, int64_t step, int n);
	void (*nar)(uint8_t *p, int64_t step, const float *v, int n);
};
struct icls {
	void (*wid)(int64_t *v, const uint8_t *p, int64_t step, int n);
	void (*nar)(uint8_t *p, int64_t step, const int64_t *v, int n);
};
#define CLS(t) [DT_##t] = {wid_##t, nar_##t}
static const struct fcls fcls[DT_COUNT] = {CLS(FP32), CLS(FP16), CLS(BF16), CLS(FP8E4M3FN), CLS(FP8E5M2)};
static const struct icls icls[DT_COUNT] = {CLS(INT8), CLS(UINT8), CLS(INT16), CLS(UINT16), CLS(INT32), CLS(UINT32),
					   CLS(INT64)};
#undef CLS

static bool is_fcls(int dt) { return dt >= 0 && dt < DT_COUNT && fcls[dt].wid; }
static bool is_icls(int dt) { return dt >= 0 && dt < DT_COUNT && icls[dt].wid; }
bool rt_kern_dtype(int dt) { return is_fcls(dt) || is_icls(dt); }

/* ---- walking a region ---- */

/* One operand: element (r, c) at base + r * rs + c * cs bytes.  cs == 0:
 * one value per row (a column vector expanded); rs == 0: one row repeated. */
struct lane {
	uint8_t *base;
	int64_t rs, cs;
	int dtype;
};

static struct lane lane_of(const struct rt_acc *A)
{
	return (struct lane){A->base, A->rs * A->esize, A->cs * A->esize, A->dtype};
}

static uint8_t *lane_at(const struct lane *L, int r, int c) { return L->base + r * L->rs + c * L->cs; }

/* A positionwise loop may visit the elements in any order: a column-major
 * destination is walked by columns, a column vector as one strip, and rows
 * that lie back to back in every operand as one. */
static void shape_walk(struct lane *l, int nl, int *rows, int *cols)
{
	int64_t es = rt_dtype_size(l[0].dtype);
	if (l[0].cs != es && l[0].rs == es) {
		int t = *rows;
		*rows = *cols;
		*cols = t;
		for (int k = 0; k < nl; k++) {
			int64_t s = l[k].rs;
			l[k].rs = l[k].cs;
			l[k].cs = s;
		}
	}
	if (*cols == 1 && *rows > 1) { /* a column vector: one strided strip rather than rows of one */
		*cols = *rows;
		*rows = 1;
		for (int k = 0; k < nl; k++)
			l[k].cs = l[k].rs;
		return;
	}
	if (*rows < 2 || (int64_t)*rows * *cols > INT32_MAX)
		return;
	for (int k = 0; k < nl; k++)
		if (l[k].cs == 0 || l[k].rs != *cols * l[k].cs)
			return;
	*cols *= *rows;
	*rows = 1;
}

/* The elementwise forms: d = op(a, b) (b with cs == 0: op(a, b[r])),
 * op(a, s), op(a), op(a, b) + c and op(a, s) + c. */
enum { EW_BIN, EW_SCA, EW_UN, EW_TERN, EW_TERNS };

/* WALK(class, type, dtype of type): the loops of one compute class. */
m4_define({{WALK}}, {{
struct $1ew {
	int form, rows, cols;
	struct lane l[4]; /* destination, a, b, c */
	$1bin_fn *bin;
	$1sca_fn *sca;
	$1un_fn *un;
	$2 s;
};

/* Lane L's elements (r, c .. c + n - 1) as compute values: where they lie
 * when they are an aligned row of the compute type, else widened into buf. */
static $2 *$1row(const struct lane *L, int r, int c, int n, $2 *buf)
{
	uint8_t *p = lane_at(L, r, c);
	if (L->dtype == DT_$3 && L->cs == sizeof($2) && (uintptr_t)p % _Alignof($2) == 0)
		return ($2 *)p;
	$1cls[L->dtype].wid(buf, p, L->cs, n);
	return buf;
}

/* Where the results for the destination's elements (r, c ..) go; $1put
 * narrows them into place when that was a buffer. */
static $2 *$1out(const struct lane *L, int r, int c, $2 *buf)
{
	uint8_t *p = lane_at(L, r, c);
	if (L->dtype == DT_$3 && L->cs == sizeof($2) && (uintptr_t)p % _Alignof($2) == 0)
		return ($2 *)p;
	return buf;
}

static void $1put(const struct lane *L, int r, int c, int n, const $2 *v, const $2 *buf)
{
	if (v == buf)
		$1cls[L->dtype].nar(lane_at(L, r, c), L->cs, v, n);
}

static $2 $1one(const struct lane *L, int r, int c)
{
	$2 v;
	$1cls[L->dtype].wid(&v, lane_at(L, r, c), 0, 1);
	return v;
}

/* Elements (r, c .. c + n - 1), n <= RT_STRIP, of the form. */
static void $1seg(const struct $1ew *w, int r, int c, int n)
{
	$2 bd[RT_STRIP], ba[RT_STRIP], bb[RT_STRIP], bt[RT_STRIP];
	$2 *d = $1out(&w->l[0], r, c, bd);
	const $2 *a = $1row(&w->l[1], r, c, n, ba);
	switch (w->form) {
	case EW_UN:
		w->un(d, a, n);
		break;
	case EW_SCA:
		w->sca(d, a, w->s, n);
		break;
	case EW_BIN:
		if (w->l[2].cs == 0)
			w->sca(d, a, $1one(&w->l[2], r, 0), n);
		else
			w->bin(d, a, $1row(&w->l[2], r, c, n, bb), n);
		break;
	default: /* the sum goes to bt first: the destination may be c */
		if (w->form == EW_TERN)
			w->bin(bt, a, $1row(&w->l[2], r, c, n, bb), n);
		else
			w->sca(bt, a, w->s, n);
		$1bin_ADD(d, bt, $1row(&w->l[3], r, c, n, bb), n);
	}
	$1put(&w->l[0], r, c, n, d, bd);
}

/* Columns c0 .. c1 - 1 of row r. */
static void $1span(const struct $1ew *w, int r, int c0, int c1)
{
	for (int c = c0; c < c1; c += RT_STRIP)
		$1seg(w, r, c, c1 - c < RT_STRIP ? c1 - c : RT_STRIP);
}

static void $1walk(struct $1ew *w, int nl)
{
	shape_walk(w->l, nl, &w->rows, &w->cols);
	for (int r = 0; r < w->rows; r++)
		$1span(w, r, 0, w->cols);
}

/* Row reductions: row r of the source (rows r .. r + RT_RB - 1 at once)
 * folded from its first element into element (r, 0) of d. */
static void $1rowred($1red_fn *fold, const struct lane *D, const struct lane *A, int rows, int cols)
{
	$2 buf[RT_RB][RT_STRIP];
	for (int r0 = 0; r0 < rows; r0 += RT_RB) {
		int nr = rows - r0 < RT_RB ? rows - r0 : RT_RB;
		$2 acc[RT_RB];
		const $2 *x[RT_RB];
		for (int k = 0; k < nr; k++)
			acc[k] = $1one(A, r0 + k, 0);
		for (int c = 1; c < cols; c += RT_STRIP) {
			int n = cols - c < RT_STRIP ? cols - c : RT_STRIP;
			for (int k = 0; k < nr; k++)
				x[k] = $1row(A, r0 + k, c, n, buf[k]);
			fold(acc, x, nr, n);
		}
		for (int k = 0; k < nr; k++)
			$1cls[D->dtype].nar(lane_at(D, r0 + k, 0), 0, &acc[k], 1);
	}
}

/* Column reductions: row after row folded into a row of accumulators. */
static void $1colred($1bin_fn *op, const struct lane *D, const struct lane *A, int rows, int cols)
{
	$2 acc[RT_STRIP], buf[RT_STRIP];
	for (int c = 0; c < cols; c += RT_STRIP) {
		int n = cols - c < RT_STRIP ? cols - c : RT_STRIP;
		$1cls[A->dtype].wid(acc, lane_at(A, 0, c), A->cs, n);
		for (int r = 1; r < rows; r++)
			op(acc, acc, $1row(A, r, c, n, buf), n);
		$1cls[D->dtype].nar(lane_at(D, 0, c), D->cs, acc, n);
	}
}
}})
WALK(f, float, FP32)
WALK(i, int64_t, INT64)

/* ---- the elementwise entry points ---- */

/* The loops of `form` for op over d's valid region; l[1..] are set by the
 * caller.  False when the op is not defined for d's dtype (and the region
 * has an element to compute). */
static bool ew_run(int form, int op, const struct rt_acc *d, struct lane *l, int nl, double sf, int64_t si)
{
	l[0] = lane_of(d);
	bool un = form == EW_UN;
	if (is_fcls(d->dtype)) {
		struct few w = {form, d->vr, d->vc, .bin = fbin[op], .sca = fsca[op], .un = fun[op], .s = (float)sf};
		if (un ? !w.un : !w.bin)
			return d->vr == 0 || d->vc == 0;
		memcpy(w.l, l, (size_t)nl * sizeof *l);
		fwalk(&w, nl);
	} else {
		struct iew w = {form, d->vr, d->vc, .bin = ibin[op], .sca = isca[op], .un = iun[op], .s = si};
		if (un ? !w.un : !w.bin)
			return d->vr == 0 || d->vc == 0;
		memcpy(w.l, l, (size_t)nl * sizeof *l);
		iwalk(&w, nl);
	}
	return true;
}

/* A scalar operand is narrowed to the tile dtype first. */
static void narrow_scalar(int dt, double sf, int64_t si, double *f, int64_t *i)
{
	uint8_t tmp[8];
	if (is_fcls(dt)) {
		float v = (float)sf;
		fcls[dt].nar(tmp, 0, &v, 1);
		fcls[dt].wid(&v, tmp, 0, 1);
		*f = v;
	} else {
		icls[dt].nar(tmp, 0, &si, 1);
		icls[dt].wid(i, tmp, 0, 1);
	}
}

bool rt_kern_bin(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b)
{
	struct lane l[3] = { {0}, lane_of(a), lane_of(b)};
	return ew_run(EW_BIN, op, d, l, 3, 0, 0);
}

bool rt_kern_sca(int op, const struct rt_acc *d, const struct rt_acc *a, double sf, int64_t si)
{
	struct lane l[2] = { {0}, lane_of(a)};
	narrow_scalar(d->dtype, sf, si, &sf, &si);
	return ew_run(EW_SCA, op, d, l, 2, sf, si);
}

bool rt_kern_un(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	struct lane l[2] = { {0}, lane_of(a)};
	return ew_run(EW_UN, op, d, l, 2, 0, 0);
}

bool rt_kern_tern(int op1, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, double sf,
		  int64_t si, const struct rt_acc *c)
{
	struct lane l[4] = { {0}, lane_of(a), b ? lane_of(b) : lane_of(a), lane_of(c)};
	if (!b)
		narrow_scalar(d->dtype, sf, si, &sf, &si);
	return ew_run(b ? EW_TERN : EW_TERNS, op1, d, l, 4, sf, si);
}

/* d[r][c] = v[r][0] (a NULL) or a[r][c] op v[r][0]. */
bool rt_kern_rowexp(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v)
{
	struct lane vl = lane_of(v);
	vl.cs = 0;
	struct lane l[3] = { {0}, a ? lane_of(a) : vl, vl};
	return a ? ew_run(EW_BIN, op, d, l, 3, 0, 0) : ew_run(EW_UN, K_COPY, d, l, 2, 0, 0);
}

/* d[r][c] = v[0][c] (a NULL) or a[r][c] op v[0][c]. */
bool rt_kern_colexp(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v)
{
	struct lane vl = lane_of(v);
	vl.rs = 0;
	struct lane l[3] = { {0}, a ? lane_of(a) : vl, vl};
	return a ? ew_run(EW_BIN, op, d, l, 3, 0, 0) : ew_run(EW_UN, K_COPY, d, l, 2, 0, 0);
}

/* Elements (r0 .. r1 - 1, c0 .. c1 - 1) of d = the scalar narrowed to d's dtype. */
void rt_kern_fill(const struct rt_acc *d, int r0, int c0, int r1, int c1, double sf, int64_t si)
{
	if (r1 <= r0 || c1 <= c0)
		return;
	uint8_t v[8];
	narrow_scalar(d->dtype, sf, si, &sf, &si);
	if (is_fcls(d->dtype)) {
		float f = (float)sf;
		fcls[d->dtype].nar(v, 0, &f, 1);
	} else {
		icls[d->dtype].nar(v, 0, &si, 1);
	}
	struct rt_acc part = *d;
	part.base = RT_EL(d, r0, c0);
	part.vr = r1 - r0;
	part.vc = c1 - c0;
	struct lane l[2] = { {0}, {v, 0, 0, d->dtype} };
	ew_run(EW_UN, K_COPY, &part, l, 2, 0, 0);
}

/* tpart*: op where both inputs have the element, a copy of the one that has
 * it elsewhere, and the rest of d's valid region untouched. */
bool rt_kern_part(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b)
{
	int wc = d->vc, both_c = a->vc < b->vc ? a->vc : b->vc;
	int rows_both = a->vr < b->vr ? a->vr : b->vr;
	if (rows_both > d->vr)
		rows_both = d->vr;
	if (both_c > wc)
		both_c = wc;
	struct lane l0 = lane_of(d), la = lane_of(a), lb = lane_of(b);
	if (is_fcls(d->dtype)) {
		struct few w2 = {EW_BIN, .l = {l0, la, lb}, .bin = fbin[op], .sca = fsca[op]};
		struct few wa = {EW_UN, .l = {l0, la}, .un = fun_COPY}, wb = {EW_UN, .l = {l0, lb}, .un = fun_COPY};
		if (!w2.bin)
			return rows_both <= 0 || both_c <= 0;
		for (int r = 0; r < d->vr; r++) {
			bool ia = r < a->vr, ib = r < b->vr;
			if (ia && ib)
				fspan(&w2, r, 0, both_c);
			if (ia)
				fspan(&wa, r, ib ? both_c : 0, a->vc < wc ? a->vc : wc);
			if (ib)
				fspan(&wb, r, ia ? both_c : 0, b->vc < wc ? b->vc : wc);
		}
	} else {
		struct iew w2 = {EW_BIN, .l = {l0, la, lb}, .bin = ibin[op], .sca = isca[op]};
		struct iew wa = {EW_UN, .l = {l0, la}, .un = iun_COPY}, wb = {EW_UN, .l = {l0, lb}, .un = iun_COPY};
		if (!w2.bin)
			return rows_both <= 0 || both_c <= 0;
		for (int r = 0; r < d->vr; r++) {
			bool ia = r < a->vr, ib = r < b->vr;
			if (ia && ib)
				ispan(&w2, r, 0, both_c);
			if (ia)
				ispan(&wa, r, ib ? both_c : 0, a->vc < wc ? a->vc : wc);
			if (ib)
				ispan(&wb, r, ia ? both_c : 0, b->vc < wc ? b->vc : wc);
		}
	}
	return true;
}

/* Each valid row of a folded into column 0 of d, or each valid column into row 0. */
bool rt_kern_rowred(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	struct lane D = lane_of(d), A = lane_of(a);
	if (is_fcls(d->dtype))
		frowred(fred[op], &D, &A, a->vr, a->vc);
	else
		irowred(ired[op], &D, &A, a->vr, a->vc);
	return true;
}

bool rt_kern_colred(int op, const struct rt_acc *d, const struct rt_acc *a)
{
	struct lane D = lane_of(d), A = lane_of(a);
	if (is_fcls(d->dtype))
		fcolred(fbin[red_op[op]], &D, &A, a->vr, a->vc);
	else
		icolred(ibin[red_op[op]], &D, &A, a->vr, a->vc);
	return true;
}

/* ---- pto.tcvt ---- */

/* The range of integer dtype dt, as doubles (exact). */
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

/* f32 values to an integer range: rounded per the mode (rint is nearbyint
 * without the exception flags), saturated, NaN 0. */
#define TO_INT(round)                                                                            \
	for (int i = 0; i < n; i++) {                                                            \
		double v = x[i];                                                                 \
		if (isnan(v)) {                                                                  \
			o[i] = 0;                                                                \
			continue;                                                                \
		}                                                                                \
		v = round(v);                                                                    \
		v = v < lo ? lo : v > hi ? hi : v;                                               \
		o[i] = v >= 9223372036854775807.0 ? INT64_MAX : (int64_t)v;                      \
	}
static void f_to_int(int64_t *o, const float *x, int n, int rm, double lo, double hi)
{
	switch (rm) {
	case RM_ROUND: TO_INT(round) break;
	case RM_FLOOR: TO_INT(floor) break;
	case RM_CEIL: TO_INT(ceil) break;
	case RM_TRUNC: TO_INT(trunc) break;
	default: TO_INT(rint) break;
	}
}
#undef TO_INT

/* f32 values to f16 or bf16 bits, the mode a constant in each loop (blocks
 * of RT_VL when the destination is contiguous). */
#define TO_16(f, rm)                                                  \
	do {                                                          \
		int i = 0;                                            \
		if (ds == 2)                                          \
			for (; i + RT_VL <= n; i += RT_VL) {          \
				uint16_t h[RT_VL];                    \
				for (int j = 0; j < RT_VL; j++)       \
					h[j] = f(x[i + j], rm);       \
				memcpy(d + i * 2, h, sizeof h);       \
			}                                             \
		for (; i < n; i++) {                                  \
			uint16_t h = f(x[i], rm);                     \
			memcpy(d + i * ds, &h, 2);                    \
		}                                                     \
	} while (0)
static void f_to_16(uint8_t *d, int64_t ds, const float *x, int n, int rm, bool bf)
{
	switch (rm * 2 + bf) {
#define MODE(m)                                          \
	case m * 2: TO_16(rt_f2h_rm, m); break;          \
	case m * 2 + 1: TO_16(rt_f2bf_rm, m); break;
	MODE(RM_NONE) MODE(RM_RINT) MODE(RM_ROUND) MODE(RM_FLOOR) MODE(RM_CEIL) MODE(RM_TRUNC) MODE(RM_ODD)
	MODE(RM_CAST_RINT)
#undef MODE
	}
}
#undef TO_16

/* Exact f32 values to f32 as rt_dbl_to_f32_rm rounds them: a signaling
 * NaN is quieted, and an infinity becomes the largest finite value in the
 * modes that do not overflow to infinity. */
static inline uint32_t f32_rm(float f, uint32_t pinf, uint32_t ninf)
{
	uint32_t u = rt_f32_bits(f), a = u & 0x7fffffffu;
	uint32_t inf = u >> 31 ? ninf : pinf;
	return a > 0x7f800000u ? u | 0x400000u : a == 0x7f800000u ? inf : u;
}

static void to_f32(uint8_t *d, int64_t ds, const float *x, int n, int rm)
{
	uint32_t pinf = rt_overflow_to_inf(rm, false) ? 0x7f800000u : 0x7f7fffffu;
	uint32_t ninf = rt_overflow_to_inf(rm, true) ? 0xff800000u : 0xff7fffffu;
	int i = 0;
	if (ds == 4)
		for (; i + RT_VL <= n; i += RT_VL) {
			uint32_t u[RT_VL];
			for (int j = 0; j < RT_VL; j++)
				u[j] = f32_rm(x[i + j], pinf, ninf);
			memcpy(d + i * 4, u, sizeof u);
		}
	for (; i < n; i++) {
		uint32_t u = f32_rm(x[i], pinf, ninf);
		memcpy(d + i * ds, &u, 4);
	}
}

/* At most RT_STRIP elements; see rt_kern_cvt_row. */
static void cvt_strip(int sdt, const uint8_t *s, int64_t ss, int ddt, uint8_t *d, int64_t ds, int n, int rm)
{
	float f[RT_STRIP];
	int64_t v[RT_STRIP];
	bool sf = is_fcls(sdt), si = is_icls(sdt) && sdt != DT_INT64;
	double lo, hi;
	bool quiet = sdt == DT_FP16 || sdt == DT_FP8E4M3FN || sdt == DT_FP8E5M2; /* widen NaNs to quiet ones */
	if (sf && ddt == DT_FP32 && quiet && rt_overflow_to_inf(rm, false) && rt_overflow_to_inf(rm, true) &&
	    ds == 4 && (uintptr_t)d % _Alignof(float) == 0) {
		fcls[sdt].wid((float *)d, s, ss, n); /* exact, and what to_f32 would leave */
	} else if (sf && (ddt == DT_FP32 || ddt == DT_FP16 || ddt == DT_BF16)) {
		struct lane L = {(uint8_t *)s, 0, ss, sdt};
		const float *x = frow(&L, 0, 0, n, f); /* exact */
		if (ddt == DT_FP32)
			to_f32(d, ds, x, n, rm);
		else
			f_to_16(d, ds, x, n, rm, ddt == DT_BF16);
	} else if (sf && is_icls(ddt)) {
		fcls[sdt].wid(f, s, ss, n);
		int_range(ddt, &lo, &hi);
		f_to_int(v, f, n, rm, lo, hi);
		icls[ddt].nar(d, ds, v, n);
	} else if (is_icls(sdt) && is_icls(ddt)) {
		icls[sdt].wid(v, s, ss, n);
		int_range(ddt, &lo, &hi);
		for (int i = 0; i < n && ddt != DT_INT64; i++)
			v[i] = (double)v[i] < lo ? (int64_t)lo : (double)v[i] > hi ? (int64_t)hi : v[i];
		icls[ddt].nar(d, ds, v, n);
	} else if (si && ddt == DT_FP32 && (rm == RM_NONE || rm == RM_RINT || rm == RM_CAST_RINT)) {
		icls[sdt].wid(v, s, ss, n);
		for (int i = 0; i < n; i++)
			f[i] = (float)(double)v[i]; /* the double is exact, the float rounded to nearest even */
		fcls[ddt].nar(d, ds, f, n);
	} else {
		for (int i = 0; i < n; i++)
			rt_convert(sdt, s + i * ss, ddt, d + i * ds, rm);
	}
}

void rt_kern_cvt_row(int sdt, const uint8_t *s, int64_t ss, int ddt, uint8_t *d, int64_t ds, int n, int rm)
{
	for (int c = 0; c < n; c += RT_STRIP) {
		int k = n - c < RT_STRIP ? n - c : RT_STRIP;
		cvt_strip(sdt, s + c * ss, ss, ddt, d + c * ds, ds, k, rm);
	}
}

void rt_kern_cvt(const struct rt_acc *d, const struct rt_acc *a, int rm)
{
	struct lane l[2] = {lane_of(d), lane_of(a)};
	int rows = d->vr, cols = d->vc;
	shape_walk(l, 2, &rows, &cols);
	for (int r = 0; r < rows; r++)
		rt_kern_cvt_row(a->dtype, lane_at(&l[1], r, 0), l[1].cs, d->dtype, lane_at(&l[0], r, 0), l[0].cs, cols, rm);
}

/* ---- matmul ----
 * Every element's sum starts from its initial value and adds the products
 * in k order, each product rounded to f32 first, exactly as the plain triple
 * loop; only the order in which elements are worked on changes.  The
 * operands are widened once into packed arrays (b in strips of RT_VL
 * columns, k-major), and blocks of MB rows x RT_VL columns keep their sums
 * in registers while k runs. */
#define MB 4
/* The block's sums are MB x 2 named vectors of MM_VL lanes (16 bytes, the
 * width GCC keeps in registers; a wider GNU C vector, or an array, it keeps
 * on the stack), loaded from and stored back to c[][], the element order
 * untouched; MM_MAC adds the rounded product p = s * b to each lane. */
#define MM_VL 4
#if defined(__GNUC__)
typedef float mm_f4 __attribute__((vector_size(MM_VL * sizeof(float))));
typedef uint32_t mm_u4 __attribute__((vector_size(MM_VL * sizeof(uint32_t))));
#define MM_MAC(E, V, c, s, b) \
	do {                  \
		V p_ = (s) * (b);    \
		(c) += p_;            \
	} while (0)
#else
typedef float mm_f4[MM_VL];
typedef uint32_t mm_u4[MM_VL];
#define MM_MAC(E, V, c, s, b)                         \
	do {                                          \
		for (int l_ = 0; l_ < MM_VL; l_++) {    \
			E p_ = (s) * (b)[l_];         \
			(c)[l_] += p_;                \
		}                                     \
	} while (0)
#endif
#define MM_GET(v, i, h) memcpy(&(v), &c[i][(h) * MM_VL], sizeof(v))
#define MM_PUT(v, i, h) memcpy(&c[i][(h) * MM_VL], &(v), sizeof(v))

m4_define({{MM}}, {{
static void $1mm(const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, const struct rt_acc *acc,
		 const struct rt_acc *bias, int M, int K, int N)
{
	int Mp = (M + MB - 1) / MB * MB, Np = (N + RT_VL - 1) / RT_VL * RT_VL;
	$3 *A = xcalloc((size_t)Mp * (size_t)K + 1, sizeof *A), *B = xcalloc((size_t)Np * (size_t)K + 1, sizeof *B);
	int most = M > K ? M : K;
	$2 *row = xmalloc(((size_t)(most > N ? most : N) + 1) * sizeof *row);
	/* widened along whichever of a row and a column lies contiguous (a
	 * column-major Left tile by columns) */
	if (a->cs != 1 && a->rs == 1)
		for (int k = 0; k < K; k++) {
			$1cls[a->dtype].wid(row, RT_EL(a, 0, k), a->esize, M);
			for (int i = 0; i < M; i++)
				A[(size_t)i * K + k] = ($3)row[i];
		}
	else
		for (int i = 0; i < M; i++) {
			$1cls[a->dtype].wid(row, RT_EL(a, i, 0), a->cs * a->esize, K);
			for (int k = 0; k < K; k++)
				A[(size_t)i * K + k] = ($3)row[k];
		}
	if (b->cs != 1 && b->rs == 1)
		for (int j = 0; j < N; j++) {
			$1cls[b->dtype].wid(row, RT_EL(b, 0, j), b->esize, K);
			for (int k = 0; k < K; k++)
				B[((size_t)(j / RT_VL) * K + k) * RT_VL + j % RT_VL] = ($3)row[k];
		}
	else
		for (int k = 0; k < K; k++) {
			$1cls[b->dtype].wid(row, RT_EL(b, k, 0), b->cs * b->esize, N);
			for (int j = 0; j < N; j++)
				B[((size_t)(j / RT_VL) * K + k) * RT_VL + j % RT_VL] = ($3)row[j];
		}
	for (int i0 = 0; i0 < M; i0 += MB)
		for (int j0 = 0; j0 < N; j0 += RT_VL) {
			$3 c[MB][RT_VL];
			for (int i = 0; i < MB; i++)
				for (int j = 0; j < RT_VL; j++)
					c[i][j] = i0 + i < M && j0 + j < N ? $1mm_init(acc, bias, i0 + i, j0 + j) : 0;
			$4 c00, c01, c10, c11, c20, c21, c30, c31;
			MM_GET(c00, 0, 0); MM_GET(c01, 0, 1); MM_GET(c10, 1, 0); MM_GET(c11, 1, 1);
			MM_GET(c20, 2, 0); MM_GET(c21, 2, 1); MM_GET(c30, 3, 0); MM_GET(c31, 3, 1);
			const $3 *bs = B + (size_t)(j0 / RT_VL) * K * RT_VL, *a0 = A + (size_t)i0 * K;
			const $3 *a1 = a0 + K, *a2 = a1 + K, *a3 = a2 + K;
			for (int k = 0; k < K; k++) {
				$4 b0, b1;
				memcpy(&b0, bs + (size_t)k * RT_VL, sizeof b0);
				memcpy(&b1, bs + (size_t)k * RT_VL + MM_VL, sizeof b1);
				MM_MAC($3, $4, c00, a0[k], b0); MM_MAC($3, $4, c01, a0[k], b1);
				MM_MAC($3, $4, c10, a1[k], b0); MM_MAC($3, $4, c11, a1[k], b1);
				MM_MAC($3, $4, c20, a2[k], b0); MM_MAC($3, $4, c21, a2[k], b1);
				MM_MAC($3, $4, c30, a3[k], b0); MM_MAC($3, $4, c31, a3[k], b1);
			}
			MM_PUT(c00, 0, 0); MM_PUT(c01, 0, 1); MM_PUT(c10, 1, 0); MM_PUT(c11, 1, 1);
			MM_PUT(c20, 2, 0); MM_PUT(c21, 2, 1); MM_PUT(c30, 3, 0); MM_PUT(c31, 3, 1);
			for (int i = 0; i < MB && i0 + i < M; i++)
				for (int j = 0; j < RT_VL && j0 + j < N; j++)
					$1mm_store(d, i0 + i, j0 + j, c[i][j]);
		}
	free(A);
	free(B);
	free(row);
}
}})

static float fmm_init(const struct rt_acc *acc, const struct rt_acc *bias, int i, int j)
{
	return acc ? (float)rt_ld_f(DT_FP32, RT_EL(acc, i, j)) : bias ? (float)rt_ld_f(bias->dtype, RT_EL(bias, 0, j)) : 0;
}

static void fmm_store(const struct rt_acc *d, int i, int j, float v) { memcpy(RT_EL(d, i, j), &v, 4); }

/* integers: int32 sums wrap like the int64 sum stored into i32 does */
static uint32_t imm_init(const struct rt_acc *acc, const struct rt_acc *bias, int i, int j)
{
	return (uint32_t)(acc ? rt_ld_i(DT_INT32, RT_EL(acc, i, j)) : bias ? rt_ld_i(bias->dtype, RT_EL(bias, 0, j)) : 0);
}

static void imm_store(const struct rt_acc *d, int i, int j, uint32_t v) { memcpy(RT_EL(d, i, j), &v, 4); }

MM(f, float, float, mm_f4)
MM(i, int64_t, uint32_t, mm_u4)

bool rt_kern_matmul(const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, const struct rt_acc *acc,
		    const struct rt_acc *bias, int M, int K, int N)
{
	if (!rt_kern_dtype(a->dtype) || a->dtype != b->dtype)
		return false;
	if (is_fcls(a->dtype))
		fmm(d, a, b, acc, bias, M, K, N);
	else
		imm(d, a, b, acc, bias, M, K, N);
	return true;
}
