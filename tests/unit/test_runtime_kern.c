/* The runtime's tile kernels (runtime/kernels.c.m4) below the interpreter:
 * their results must not depend on how tiles lie in memory (row- or
 * column-major, padded rows, strided, unaligned, the destination an input),
 * and the fast tcvt paths must give rt_convert's bits for every dtype pair
 * and rounding mode, over every 8- and 16-bit code and a spread of 32-bit
 * ones with their rounding boundaries. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_half.h"
#include "rt_int.h"

/* ---- tiles in a byte buffer ---- */

/* How a rows x cols tile lies: element (r, c) at off + (r * rs + c * cs) * esize. */
enum { L_ROW, L_ROWPAD, L_COL, L_COLPAD, L_STRIDED, L_UNALIGNED, L_NLAYOUTS };
static const char *const lnames[] = {"row", "row-padded", "col", "col-padded", "strided", "unaligned"};

#define SENTINEL 0xa5

struct tile {
	uint8_t *buf; /* size bytes, the tile from buf + 64 on */
	size_t size;
	struct rt_acc A;
};

/* Byte offset of the tile in its buffer. */
static int lay_off(int layout) { return layout == L_UNALIGNED ? 65 : 64; }

static struct rt_acc acc_in(uint8_t *buf, int dt, int rows, int cols, int layout)
{
	int es = rt_dtype_size(dt);
	struct rt_acc a = {buf ? buf + lay_off(layout) : NULL, dt, es, cols, 1, rows, cols, rows, cols};
	switch (layout) {
	case L_ROWPAD: a.rs = cols + 3; break;
	case L_COL: a.rs = 1; a.cs = rows; break;
	case L_COLPAD: a.rs = 1; a.cs = rows + 2; break;
	case L_STRIDED: a.rs = 2 * cols + 1; a.cs = 2; break;
	}
	return a;
}

static struct tile tile_new(int dt, int rows, int cols, int layout)
{
	struct rt_acc a = acc_in(NULL, dt, rows, cols, layout);
	size_t size = (size_t)(lay_off(layout) + ((rows - 1) * a.rs + (cols - 1) * a.cs) * a.esize) + 128;
	struct tile t = {malloc(size), size};
	memset(t.buf, SENTINEL, size);
	t.A = acc_in(t.buf, dt, rows, cols, layout);
	return t;
}

/* Element values: random bytes (every code of the dtype: NaNs, infinities,
 * subnormals, extreme integers), the same for the same (seed, r, c). */
static void fill_values(struct tile *t, int seed)
{
	for (int r = 0; r < t->A.rows; r++)
		for (int c = 0; c < t->A.cols; c++) {
			uint64_t x = (uint64_t)seed * 1000003u + (uint64_t)r * 7919u + (uint64_t)c;
			x ^= x >> 17;
			x *= 0x9e3779b97f4a7c15ull;
			x ^= x >> 29;
			/* one in four floats a small value, so that sums and products stay finite */
			if (rt_dtype_is_float(t->A.dtype) && (x & 3))
				rt_st_f(t->A.dtype, RT_EL(&t->A, r, c), (double)((int64_t)(x >> 40) % 2000 - 1000) / 64.0);
			else
				memcpy(RT_EL(&t->A, r, c), &x, (size_t)t->A.esize);
		}
}

/* The same tile contents laid out another way. */
static struct tile relayout(const struct tile *src, int layout)
{
	struct tile t = tile_new(src->A.dtype, src->A.rows, src->A.cols, layout);
	t.A.vr = src->A.vr;
	t.A.vc = src->A.vc;
	for (int r = 0; r < src->A.rows; r++)
		for (int c = 0; c < src->A.cols; c++)
			memcpy(RT_EL(&t.A, r, c), RT_EL(&src->A, r, c), (size_t)src->A.esize);
	return t;
}

/* Every element of `got` equals `want` bytewise (with nan_any, a NaN
 * equals any NaN), and every byte outside got's elements is still the
 * sentinel.  An operation on two NaNs gives one of them, which C leaves to
 * the compiler's operand order: the vectorized loop and its scalar tail may
 * pick differently, so only the fast conversions compare NaNs bitwise. */
static void expect_same(const struct tile *got, const struct tile *want, const char *what, bool nan_any)
{
	uint8_t *mask = calloc(got->size, 1);
	int es = got->A.esize;
	for (int r = 0; r < got->A.rows; r++)
		for (int c = 0; c < got->A.cols; c++) {
			uint8_t *g = RT_EL(&got->A, r, c), *w = RT_EL(&want->A, r, c);
			memset(mask + (g - got->buf), 1, (size_t)es);
			bool nans = nan_any && rt_dtype_is_float(got->A.dtype) && isnan(rt_ld_f(got->A.dtype, g)) &&
				    isnan(rt_ld_f(got->A.dtype, w));
			if (!nans && memcmp(g, w, (size_t)es) != 0) {
				uint64_t gv = 0, wv = 0;
				memcpy(&gv, g, (size_t)es);
				memcpy(&wv, w, (size_t)es);
				cr_expect(false, "%s: element (%d, %d) is 0x%llx, want 0x%llx", what, r, c, (unsigned long long)gv,
					(unsigned long long)wv);
				free(mask);
				return;
			}
		}
	for (size_t i = 0; i < got->size; i++)
		if (!mask[i] && got->buf[i] != SENTINEL) {
			cr_expect(false, "%s: byte %d outside the tile was written", what, (int)i - 64);
			break;
		}
	free(mask);
}

static void tile_free(struct tile *t) { free(t->buf); }

static const int kdtypes[] = {DT_FP32, DT_FP16, DT_BF16, DT_FP8E4M3FN, DT_FP8E5M2, DT_INT8, DT_UINT8,
			      DT_INT16, DT_UINT16, DT_INT32, DT_UINT32, DT_INT64};
#define NK (int)(sizeof kdtypes / sizeof *kdtypes)

/* Shapes: tails of the 8-lane blocks, and (for some dtypes) rows longer
 * than a 512-element strip. */
static const int shapes[][2] = {{5, 19}, {1, 7}, {3, 1100}};

enum { F_BIN, F_SCA, F_UN, F_TERN, F_TERNS, F_PART, F_ROWEXP, F_COLEXP, F_ROWRED, F_COLRED, F_FILL, F_CVT };

/* Runs kernel `form` with op on tiles d, a, b, c (b, c may be unused). */
static bool run_form(int form, int op, struct tile *d, struct tile *a, struct tile *b, struct tile *c)
{
	switch (form) {
	case F_BIN: return rt_kern_bin(op, &d->A, &a->A, &b->A);
	case F_SCA: return rt_kern_sca(op, &d->A, &a->A, -2.75, -3);
	case F_UN: return rt_kern_un(op, &d->A, &a->A);
	case F_TERN: return rt_kern_tern(op, &d->A, &a->A, &b->A, 0, 0, &c->A);
	case F_TERNS: return rt_kern_tern(op, &d->A, &a->A, NULL, 1.5, 5, &c->A);
	case F_PART: return rt_kern_part(op, &d->A, &a->A, &b->A);
	case F_ROWEXP: return rt_kern_rowexp(op, &d->A, op == K_COPY ? NULL : &a->A, &b->A);
	case F_COLEXP: return rt_kern_colexp(op, &d->A, op == K_COPY ? NULL : &a->A, &b->A);
	case F_ROWRED: return rt_kern_rowred(op, &d->A, &a->A);
	case F_COLRED: return rt_kern_colred(op, &d->A, &a->A);
	case F_FILL: rt_kern_fill(&d->A, 1, 2, d->A.rows, d->A.cols - 1, 3.25, 9); return true;
	default: rt_kern_cvt(&d->A, &a->A, op); return true;
	}
}

/* Operand shapes of a form over an R x C destination. */
static void form_shapes(int form, int R, int C, int sh[4][2])
{
	for (int k = 0; k < 4; k++) {
		sh[k][0] = R;
		sh[k][1] = C;
	}
	if (form == F_ROWEXP)
		sh[2][1] = 1;
	if (form == F_COLEXP)
		sh[2][0] = 1;
	if (form == F_ROWRED)
		sh[0][1] = 1;
	if (form == F_COLRED)
		sh[0][0] = 1;
}

/* The kernel on row-major tiles of their own, then on tiles of each layout,
 * each operand taking the layout in turn and then all of them at once, and
 * with the destination being input a: the same bytes every time. */
static void check_layouts(int form, int op, int ddt, int sdt, const char *name)
{
	bool long_rows = sdt == DT_FP32 || sdt == DT_FP16 || sdt == DT_INT16;
	for (size_t s = 0; s < sizeof shapes / sizeof *shapes - !long_rows; s++) {
		int R = shapes[s][0], C = shapes[s][1], sh[4][2];
		form_shapes(form, R, C, sh);
		struct tile ref[4];
		for (int k = 0; k < 4; k++) {
			ref[k] = tile_new(k == 0 ? ddt : sdt, sh[k][0], sh[k][1], L_ROW);
			fill_values(&ref[k], k + 1);
		}
		if (form == F_PART) { /* a narrower than d, b shorter */
			ref[1].A.vc = C > 3 ? C - 3 : C;
			ref[2].A.vr = R > 1 ? R - 1 : R;
		}
		struct tile d0 = relayout(&ref[0], L_ROW);
		bool ok = run_form(form, op, &d0, &ref[1], &ref[2], &ref[3]);
		for (int lay = 0; lay < L_NLAYOUTS; lay++)
			for (int who = 0; who < 5; who++) { /* operand `who` in layout lay; 4: all */
				struct tile t[4];
				for (int k = 0; k < 4; k++)
					t[k] = relayout(&ref[k], who == 4 || who == k ? lay : L_ROW);
				char what[160];
				snprintf(what, sizeof what, "%s %d %s %dx%d, %s %s", name, op, rt_dtype_mlir(sdt), R, C,
					 who == 4 ? "all" : who == 0 ? "d" : who == 1 ? "a" : who == 2 ? "b" : "c", lnames[lay]);
				cr_expect_eq(run_form(form, op, &t[0], &t[1], &t[2], &t[3]), ok, "%s: defined differs", what);
				if (ok)
					expect_same(&t[0], &d0, what, form != F_CVT);
				for (int k = 0; k < 4; k++)
					tile_free(&t[k]);
			}
		/* in place: the destination is a (same dtype and shape only) */
		if (ok && ddt == sdt && sh[0][0] == sh[1][0] && sh[0][1] == sh[1][1] && form != F_FILL && form != F_PART)
			for (int lay = 0; lay < L_NLAYOUTS; lay++) {
				struct tile t[4];
				for (int k = 0; k < 4; k++)
					t[k] = relayout(&ref[k], lay);
				struct tile *in = form == F_TERN || form == F_TERNS ? &t[3] : &t[1]; /* c for the sums */
				run_form(form, op, in, &t[1], &t[2], &t[3]);
				char what[160];
				snprintf(what, sizeof what, "%s %d %s %dx%d in place, %s", name, op, rt_dtype_mlir(sdt), R, C,
					 lnames[lay]);
				expect_same(in, &d0, what, form != F_CVT);
				for (int k = 0; k < 4; k++)
					tile_free(&t[k]);
			}
		tile_free(&d0);
		for (int k = 0; k < 4; k++)
			tile_free(&ref[k]);
	}
}

Test(runtime_kern, elementwise_results_do_not_depend_on_layout)
{
	static const int bins[] = {K_ADD, K_SUB, K_MUL, K_DIV, K_MAX, K_MIN, K_REM, K_FMOD, K_AND, K_SHL, K_SHR, K_LRELU};
	static const int uns[] = {K_ABS, K_EXP, K_SQRT, K_RSQRT, K_NEG, K_NOT, K_RELU, K_COPY};
	for (int d = 0; d < NK; d++) {
		int dt = kdtypes[d];
		for (size_t i = 0; i < sizeof bins / sizeof *bins; i++) {
			check_layouts(F_BIN, bins[i], dt, dt, "bin");
			check_layouts(F_SCA, bins[i], dt, dt, "sca");
		}
		for (size_t i = 0; i < sizeof uns / sizeof *uns; i++)
			check_layouts(F_UN, uns[i], dt, dt, "un");
		check_layouts(F_TERN, K_SUB, dt, dt, "tern");
		check_layouts(F_TERNS, K_ADD, dt, dt, "terns");
		check_layouts(F_PART, K_MAX, dt, dt, "part");
		check_layouts(F_FILL, 0, dt, dt, "fill");
	}
}

Test(runtime_kern, expands_and_reductions_do_not_depend_on_layout)
{
	static const int exps[] = {K_COPY, K_ADD, K_DIV, K_MIN, K_EXPDIF};
	static const int reds[] = {K_SUM, K_PROD, K_MAX, K_MIN};
	for (int d = 0; d < NK; d++) {
		int dt = kdtypes[d];
		for (size_t i = 0; i < sizeof exps / sizeof *exps; i++) {
			check_layouts(F_ROWEXP, exps[i], dt, dt, "rowexp");
			check_layouts(F_COLEXP, exps[i], dt, dt, "colexp");
		}
		for (size_t i = 0; i < sizeof reds / sizeof *reds; i++) {
			check_layouts(F_ROWRED, reds[i], dt, dt, "rowred");
			check_layouts(F_COLRED, reds[i], dt, dt, "colred");
		}
	}
}

Test(runtime_kern, tcvt_does_not_depend_on_layout)
{
	for (int s = 0; s < NK; s++)
		for (int d = 0; d < NK; d++)
			check_layouts(F_CVT, RM_FLOOR, kdtypes[d], kdtypes[s], "cvt");
}

/* ---- tcvt: the fast paths against rt_convert, element by element ---- */

static const int cvt_dtypes[] = {DT_FP32, DT_FP16, DT_BF16, DT_FP8E4M3FN, DT_FP8E5M2, DT_FP8E8M0, DT_INT8,
				 DT_UINT8, DT_INT16, DT_UINT16, DT_INT32, DT_UINT32, DT_INT64};

/* Codes every source dtype is tried with: zeros, infinities, NaNs (quiet,
 * signaling, both signs), the largest and smallest values, and the values
 * on the rounding and overflow boundaries of f16 and bf16 (as f32), and
 * extreme integers. */
static const uint64_t special_codes[] = {
	0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7d00, 0xfd00, 0x7bff, 0x0001, 0x8001, 0x0400, 0x7f80, 0xff80, 0x7fc0,
	0x7f81, 0xffc1, 0x7f7f, 0x7f, 0xff, 0x80, 0x7c, 0xfc, 0x7e, 0x7b, 0x7fff, 0xffff,
	0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xff800001u, 0x7fa00000u, 0x7f7fffffu,
	0xff7fffffu, 0x00000001u, 0x80000001u, 0x007fffffu, 0x00800000u, 0x477fe000u, 0x477ff000u, 0x477fefffu,
	0x477ff001u, 0xc77ff000u, 0x47800000u, 0x7f7f7fffu, 0x7f7f8000u, 0x7f7f8001u, 0x33000000u, 0x33000001u,
	0x387fc000u, 0x387fe000u, 0x38800000u, 0x7fffffffu, 0xffffffffu, 0x4f000000u, 0xcf000000u, 0x5f000000u,
	0x8000000000000000ull, 0x7fffffffffffffffull, 0xffffffff80000000ull, 0x100000000ull, 0xffffffffffffffffull,
};
#define NSPECIAL (int)(sizeof special_codes / sizeof *special_codes)

/* Source codes: every code of an 8- or 16-bit dtype; for wider ones a
 * spread over the whole range with, for each, the neighbours that sit on
 * the rounding boundaries of f16 and bf16 (low bits 0x0fff..0x1001,
 * 0x7fff..0x8001 and the like); then the special codes. */
static int source_codes(int dt, uint64_t *out, int cap)
{
	int es = rt_dtype_size(dt), n = 0;
	if (es <= 2) {
		for (uint32_t x = 0; x < (1u << (8 * es)); x++)
			out[n++] = x;
	} else {
		static const uint32_t lows[] = {0, 1, 0xfff, 0x1000, 0x1001, 0x1fff, 0x3000, 0x7fff, 0x8000, 0x8001, 0xffff};
		for (uint32_t hi = 0; hi < 0x10000 && n + 16 < cap - NSPECIAL; hi += 29)
			for (size_t k = 0; k < sizeof lows / sizeof *lows; k++) {
				uint64_t x = ((uint64_t)hi << 16) | lows[k];
				out[n++] = es == 8 ? x * 0x100000001ull ^ (x << 40) : x;
			}
	}
	for (int k = 0; k < NSPECIAL; k++)
		out[n++] = special_codes[k];
	return n;
}

Test(runtime_kern, tcvt_fast_paths_give_rt_convert_bits)
{
	enum { CAP = 110000 };
	uint64_t *codes = malloc(CAP * sizeof *codes);
	uint8_t *src = malloc(CAP * 8), *got = malloc(CAP * 8), *want = malloc(CAP * 8);
	for (size_t s = 0; s < sizeof cvt_dtypes / sizeof *cvt_dtypes; s++) {
		int sdt = cvt_dtypes[s], ses = rt_dtype_size(sdt);
		int n = source_codes(sdt, codes, CAP);
		for (int i = 0; i < n; i++)
			memcpy(src + (size_t)i * ses, &codes[i], (size_t)ses);
		for (size_t d = 0; d < sizeof cvt_dtypes / sizeof *cvt_dtypes; d++)
			for (int rm = 0; rm < 8; rm++) {
				int ddt = cvt_dtypes[d], des = rt_dtype_size(ddt);
				/* the slow reference on a part of the codes for the modes other than
				 * RINT, and on every special code */
				int step = rm == RM_RINT || ses == 1 ? 1 : 13;
				rt_kern_cvt_row(sdt, src, ses, ddt, got, des, n, rm);
				for (int i = 0; i < n; i++) {
					if (i < n - NSPECIAL && i % step)
						continue;
					rt_convert(sdt, src + (size_t)i * ses, ddt, want + (size_t)i * des, rm);
					if (memcmp(got + (size_t)i * des, want + (size_t)i * des, (size_t)des) != 0) {
						uint64_t g = 0, w = 0;
						memcpy(&g, got + (size_t)i * des, (size_t)des);
						memcpy(&w, want + (size_t)i * des, (size_t)des);
						cr_expect(false, "tcvt %s -> %s mode %d of 0x%llx: 0x%llx, rt_convert 0x%llx", rt_dtype_mlir(sdt),
							rt_dtype_mlir(ddt), rm, (unsigned long long)codes[i], (unsigned long long)g,
							(unsigned long long)w);
						break;
					}
				}
			}
	}
	free(codes);
	free(src);
	free(got);
	free(want);
}

/* f32 -> f16 / bf16 on the bits against the double-based rounding, and the
 * widening of every f16 / bf16 code against rt_half.c. */
Test(runtime_kern, half_conversions_match_the_reference)
{
	for (uint32_t h = 0; h < 0x10000; h++) {
		cr_assert_eq(rt_f32_bits(rt_h2f((uint16_t)h)), rt_f32_bits(rt_f16_to_f32((uint16_t)h)), "f16 0x%04x", h);
		cr_assert_eq(rt_f32_bits(rt_bf2f((uint16_t)h)), rt_f32_bits(rt_bf16_to_f32((uint16_t)h)), "bf16 0x%04x", h);
	}
	for (uint64_t u = 0; u < (1ull << 32); u += 65521)
		for (int d = -2; d <= 2; d++)
			for (int rm = 0; rm < 8; rm++) {
				float f = rt_bits_f32((uint32_t)(u + (uint64_t)(d + 0x1000)));
				cr_assert_eq(rt_f2h_rm(f, rm), rt_dbl_to_f16_rm(f, rm), "f16 of 0x%08x mode %d",
					     rt_f32_bits(f), rm);
				cr_assert_eq(rt_f2bf_rm(f, rm), rt_dbl_to_bf16_rm(f, rm), "bf16 of 0x%08x mode %d",
					     rt_f32_bits(f), rm);
			}
}

/* ---- matmul: the blocked loops against the plain triple loop ---- */

Test(runtime_kern, matmul_sums_in_k_order_like_the_plain_loop)
{
	static const int dims[][3] = {{1, 1, 1}, {5, 7, 9}, {16, 32, 16}, {13, 3, 33}, {4, 0, 8}};
	static const int mdt[] = {DT_FP32, DT_FP16, DT_BF16, DT_INT8};
	for (size_t m = 0; m < sizeof mdt / sizeof *mdt; m++)
		for (size_t k = 0; k < sizeof dims / sizeof *dims; k++)
			for (int init = 0; init < 6; init++) { /* init % 3: none, acc, bias; init / 3: operand layouts */
				int M = dims[k][0], K = dims[k][1], N = dims[k][2], dt = mdt[m], flip = init / 3;
				int odt = dt == DT_INT8 ? DT_INT32 : DT_FP32;
				struct tile a = tile_new(dt, M, K > 0 ? K : 1, flip ? L_ROW : L_COL);
				struct tile b = tile_new(dt, K > 0 ? K : 1, N, flip ? L_COL : L_ROWPAD);
				struct tile c = tile_new(odt, M, N, L_COL), in = tile_new(odt, M, N, L_ROW);
				fill_values(&a, 1);
				fill_values(&b, 2);
				fill_values(&in, 3);
				rt_kern_matmul(&c.A, &a.A, &b.A, init % 3 == 1 ? &in.A : NULL, init % 3 == 2 ? &in.A : NULL, M, K, N);
				for (int i = 0; i < M; i++)
					for (int j = 0; j < N; j++) {
						const struct rt_acc *A = &a.A, *B = &b.A;
						if (odt == DT_FP32) {
							float s = init % 3 == 1 ? (float)rt_ld_f(DT_FP32, RT_EL(&in.A, i, j))
								: init % 3 == 2 ? (float)rt_ld_f(DT_FP32, RT_EL(&in.A, 0, j)) : 0.0f;
							for (int q = 0; q < K; q++) {
								float p = (float)rt_ld_f(dt, RT_EL(A, i, q)) * (float)rt_ld_f(dt, RT_EL(B, q, j));
								s += p;
							}
							float g = (float)rt_ld_f(DT_FP32, RT_EL(&c.A, i, j));
							cr_assert(memcmp(&g, &s, 4) == 0 || (isnan(g) && isnan(s)),
								  "%s %dx%dx%d init %d (%d, %d): %a, want %a", rt_dtype_mlir(dt), M, K, N,
								  init, i, j, g, s);
						} else {
							int64_t s = init % 3 == 1 ? rt_ld_i(DT_INT32, RT_EL(&in.A, i, j))
								  : init % 3 == 2 ? rt_ld_i(DT_INT32, RT_EL(&in.A, 0, j)) : 0;
							for (int q = 0; q < K; q++)
								s += rt_ld_i(dt, RT_EL(A, i, q)) * rt_ld_i(dt, RT_EL(B, q, j));
							cr_assert_eq(rt_ld_i(DT_INT32, RT_EL(&c.A, i, j)), (int32_t)(uint32_t)s,
								     "i8 %dx%dx%d (%d, %d)", M, K, N, i, j);
						}
					}
				tile_free(&a);
				tile_free(&b);
				tile_free(&c);
				tile_free(&in);
			}
}
