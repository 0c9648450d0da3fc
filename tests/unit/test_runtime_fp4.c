/* Runtime: FP4 (!pto.f4E2M1x2) tiles moved as x2 carriers, two E2M1 elements
 * a byte with the even element in the low nibble: pto.textract windows whose
 * origin counts what the source's type counts (carriers along the packed
 * axis of a Vec tile: cols of a row_major one, rows of a col_major one;
 * elements, on a carrier boundary, in the matrix memories), and pto.tmov
 * keeping both nibbles of every carrier. */
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

/* Runs `text`'s first function with bindings b; 0 when it ran, else 1 with
 * the diagnostics in *err (malloc'd either way). */
static int run_text(const char *text, struct rt_binding *b, char **err)
{
	size_t len = 0;
	FILE *f = open_memstream(err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("fp4.pto", text, strlen(text));
	cr_assert_not_null(m, "%s", text);
	struct rt_caps caps = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = 1 << 16;
	int st = rt_run(m, 0, &caps, b);
	rt_module_free(m);
	diag_set_stream(NULL);
	fclose(f);
	return st;
}

/* Runs `tmpl` with `$R` and `$C` replaced by row and col. */
static int run_at(const char *tmpl, int row, int col, struct rt_binding *b, char **err)
{
	char r[16], c[16];
	snprintf(r, sizeof r, "%d", row);
	snprintf(c, sizeof c, "%d", col);
	char *t = subst(tmpl, "$R", r), *text = subst(t, "$C", c);
	int st = run_text(text, b, err);
	free(t);
	free(text);
	return st;
}

#define TV "!pto.tensor_view<?x?x!pto.f4E2M1x2>"
/* FP4 [4, 16] (parameter 0: [4, 8] carriers) -> a row_major Vec tile of 4 x 8
 * carriers -> pto.textract of 2 x 4 carriers at carrier ($R, $C) -> FP4
 * [2, 8] (parameter 1). */
#define SRC "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=4, cols=8, v_row=4, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define DST "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=2, cols=4, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
static const char extract_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<!pto.f4E2M1x2>, %arg1: !pto.ptr<!pto.f4E2M1x2>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %c16 = arith.constant 16 : index\n"
	"  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c4, %c16], strides = [%c16, %c1] : " TV "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c16] : " TV " -> !pto.partition_tensor_view<4x16x!pto.f4E2M1x2>\n"
	"  %t = pto.alloc_tile addr = %a0 : " SRC "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<4x16x!pto.f4E2M1x2>) outs(%t : " SRC ")\n"
	"  %e = pto.alloc_tile addr = %a1 : " DST "\n"
	"  pto.textract ins(%t, %r, %c : " SRC ", index, index) outs(%e : " DST ") loc(\"fp4.py\":3:5)\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c2, %c8], strides = [%c8, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c2, %c8] : " TV " -> !pto.partition_tensor_view<2x8x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%e : " DST ") outs(%q : !pto.partition_tensor_view<2x8x!pto.f4E2M1x2>)\n"
	"  return\n  }\n}\n";
#undef SRC
#undef DST

/* Distinct carriers whose two nibbles differ: [4, 8] of them. */
static struct rt_array *carriers(void)
{
	int64_t shape[2] = {4, 8};
	struct rt_array *a = rt_array_new(DT_FP4, 2, shape);
	for (int k = 0; k < 32; k++)
		a->data[k] = (uint8_t)(k * 37 + 11);
	return a;
}

/* The column origin of the row_major Vec tile counts carriers, as its type
 * does: the windows at the first carrier, the second (elements 2 and 3) and
 * the last four carriers of a row copy whole bytes. */
Test(runtime_fp4, textract_row_major_counts_carriers_along_cols)
{
	static const int at[][2] = {{0, 0}, {0, 1}, {1, 3}, {2, 4}, {0, 4}};
	for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
		int R = at[k][0], C = at[k][1];
		struct rt_binding b[2] = {{RB_ARRAY, carriers()}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_assert_eq(run_at(extract_kernel, R, C, b, &err), 0, "(%d, %d): %s", R, C, err);
		cr_expect_eq(b[1].array->count, 8, "[2, 8] FP4 is 8 carriers");
		for (int r = 0; r < 2; r++)
			for (int c = 0; c < 4; c++) {
				uint8_t got = b[1].array->data[r * 4 + c], want = b[0].array->data[(R + r) * 8 + C + c];
				cr_expect_eq(got, want, "(%d, %d): carrier (%d, %d) = 0x%02x, expected 0x%02x", R, C, r, c,
					     got, want);
			}
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* The carrier origin bounds the window: 5 + 4 carriers pass the 8 of a
 * row, as 3 + 2 rows pass the 4. */
Test(runtime_fp4, textract_row_major_errors)
{
	static const struct {
		int r, c;
		const char *msg;
	} cases[] = {
		{0, 5, "fp4.py:3:5: error: pto.textract: source valid shape 4x8 is smaller than the 2x9 window read"},
		{3, 0, "pto.textract: source valid shape 4x8 is smaller than the 5x4 window read"},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct rt_binding b[2] = {{RB_ARRAY, carriers()}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_expect_eq(run_at(extract_kernel, cases[k].r, cases[k].c, b, &err), 1);
		cr_expect(strstr(err, cases[k].msg) != NULL, "(%d, %d): %s", cases[k].r, cases[k].c, err);
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* bf16 [4, 4] (parameter 0) -> tcvt into a col_major FP4 tile of 2 x 4
 * carriers (its packed axis is rows: carrier (k, c) holds elements (2k, c)
 * and (2k + 1, c)) -> pto.textract of 1 x 4 carriers at carrier ($R, $C) ->
 * tcvt to bf16 [2, 4] (parameter 1). */
#define B4 "!pto.tile_buf<loc=vec, dtype=bf16, rows=4, cols=16, v_row=4, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define B2 "!pto.tile_buf<loc=vec, dtype=bf16, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define F2 "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=2, cols=16, v_row=2, v_col=4, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
#define F1 "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=1, cols=16, v_row=1, v_col=4, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
static const char col_major_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<bf16>, %arg1: !pto.ptr<bf16>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c4 = arith.constant 4 : index\n  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %a3 = arith.constant 3072 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c4, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xbf16>\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c4] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<4x4xbf16>\n"
	"  %t = pto.alloc_tile addr = %a0 : " B4 "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<4x4xbf16>) outs(%t : " B4 ")\n"
	"  %f = pto.alloc_tile addr = %a1 : " F2 "\n"
	"  pto.tcvt ins(%t {rmode = #pto<round_mode RINT>} : " B4 ") outs(%f : " F2 ")\n"
	"  %e = pto.alloc_tile addr = %a2 : " F1 "\n"
	"  pto.textract ins(%f, %r, %c : " F2 ", index, index) outs(%e : " F1 ") loc(\"fp4.py\":4:5)\n"
	"  %g = pto.alloc_tile addr = %a3 : " B2 "\n"
	"  pto.tcvt ins(%e : " F1 ") outs(%g : " B2 ")\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c2, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xbf16>\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<2x4xbf16>\n"
	"  pto.tstore ins(%g : " B2 ") outs(%q : !pto.partition_tensor_view<2x4xbf16>)\n"
	"  return\n  }\n}\n";
#undef B4
#undef B2
#undef F2
#undef F1

/* Sixteen E2M1 values, row-major [4, 4]. */
static const double e2m1_in[16] = {0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.5, -1, -1.5, -2, -3, -4, -6, -0.0};

static struct rt_array *bf16_in(void)
{
	int64_t shape[2] = {4, 4};
	struct rt_array *a = rt_array_new(DT_BF16, 2, shape);
	for (int i = 0; i < 16; i++)
		rt_array_set_f(a, (size_t)i, e2m1_in[i]);
	return a;
}

/* In a col_major Vec tile the row origin counts carriers: carrier row 0
 * holds element rows 0-1, carrier row 1 element rows 2-3. */
Test(runtime_fp4, textract_col_major_counts_carriers_along_rows)
{
	for (int R = 0; R <= 1; R++) {
		struct rt_binding b[2] = {{RB_ARRAY, bf16_in()}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_assert_eq(run_at(col_major_kernel, R, 0, b, &err), 0, "row %d: %s", R, err);
		for (int i = 0; i < 8; i++) {
			double got = rt_array_get_f(b[1].array, (size_t)i), want = e2m1_in[2 * R * 4 + i];
			cr_expect(got == want && signbit(got) == signbit(want), "row %d: element %d = %g, expected %g", R,
				  i, got, want);
		}
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* The carrier row origin is bounded by the 2 carrier rows; the column
 * origin counts columns, which the 4 valid ones bound. */
Test(runtime_fp4, textract_col_major_errors)
{
	static const struct {
		int r, c;
		const char *msg;
	} cases[] = {
		{2, 0, "fp4.py:4:5: error: pto.textract: source valid shape 2x4 is smaller than the 3x4 window read"},
		{0, 1, "pto.textract: source valid shape 2x4 is smaller than the 1x5 window read"},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct rt_binding b[2] = {{RB_ARRAY, bf16_in()}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_expect_eq(run_at(col_major_kernel, cases[k].r, cases[k].c, b, &err), 1);
		cr_expect(strstr(err, cases[k].msg) != NULL, "(%d, %d): %s", cases[k].r, cases[k].c, err);
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* bf16 [2, 4] (parameter 0) -> tcvt into a col_major FP4 Vec tile (pairs
 * along rows: 1 x 4 carriers) -> pto.tmov into a row_major one (pairs along
 * cols: 2 x 2 carriers), which repacks the nibbles -> FP4 [2, 4] (parameter 1:
 * [2, 2] carriers). */
#define B24 "!pto.tile_buf<loc=vec, dtype=bf16, rows=2, cols=16, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define FC "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=1, cols=16, v_row=1, v_col=4, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
#define FR "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=2, cols=16, v_row=2, v_col=2, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
static const char repack_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<bf16>, %arg1: !pto.ptr<!pto.f4E2M1x2>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c4 = arith.constant 4 : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c2, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xbf16>\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<2x4xbf16>\n"
	"  %t = pto.alloc_tile addr = %a0 : " B24 "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<2x4xbf16>) outs(%t : " B24 ")\n"
	"  %f = pto.alloc_tile addr = %a1 : " FC "\n"
	"  pto.tcvt ins(%t {rmode = #pto<round_mode RINT>} : " B24 ") outs(%f : " FC ")\n"
	"  %g = pto.alloc_tile addr = %a2 : " FR "\n"
	"  pto.tmov ins(%f : " FC ") outs(%g : " FR ")\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c2, %c4], strides = [%c4, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c2, %c4] : " TV " -> !pto.partition_tensor_view<2x4x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%g : " FR ") outs(%q : !pto.partition_tensor_view<2x4x!pto.f4E2M1x2>)\n"
	"  return\n  }\n}\n";
#undef B24
#undef FC
#undef FR

/* Codes of 0.5 1 1.5 2 / -3 -4 -6 -0.5: in the col_major tile carrier c holds
 * (0, c) low and (1, c) high; after the tmov carrier (r, k) holds (r, 2k) low
 * and (r, 2k + 1) high. */
Test(runtime_fp4, tmov_repacks_between_pair_axes)
{
	static const double in[8] = {0.5, 1, 1.5, 2, -3, -4, -6, -0.5};
	static const uint8_t want[4] = {0x21, 0x43, 0xed, 0x9f};
	int64_t shape[2] = {2, 4};
	struct rt_array *a = rt_array_new(DT_BF16, 2, shape);
	for (int i = 0; i < 8; i++)
		rt_array_set_f(a, (size_t)i, in[i]);
	struct rt_binding b[2] = {{RB_ARRAY, a}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run_text(repack_kernel, b, &err), 0, "%s", err);
	cr_expect_eq(b[1].array->count, 4);
	for (int k = 0; k < 4; k++)
		cr_expect_eq(b[1].array->data[k], want[k], "carrier %d = 0x%02x, expected 0x%02x", k, b[1].array->data[k],
			     want[k]);
	rt_array_free(a);
	rt_array_free(b[1].array);
	free(err);
}

/* FP4 [2, 128] (parameter 0: [2, 64] carriers) -> a Mat tile whose type
 * counts elements (zN: pairs along cols) -> pto.textract of [2, 64] elements at
 * element ($R, $C) into Left -> stored to FP4 [2, 64] (parameter 1). */
#define MAT "!pto.tile_buf<loc=mat, dtype=!pto.f4E2M1x2, rows=16, cols=128, v_row=2, v_col=128, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
#define LEFT "!pto.tile_buf<loc=left, dtype=!pto.f4E2M1x2, rows=16, cols=64, v_row=2, v_col=64, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
static const char mat_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<!pto.f4E2M1x2>, %arg1: !pto.ptr<!pto.f4E2M1x2>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c64 = arith.constant 64 : index\n  %c128 = arith.constant 128 : index\n"
	"  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c2, %c128], strides = [%c128, %c1] : " TV "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c2, %c128] : " TV " -> !pto.partition_tensor_view<2x128x!pto.f4E2M1x2>\n"
	"  %t = pto.alloc_tile addr = %a0 : " MAT "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<2x128x!pto.f4E2M1x2>) outs(%t : " MAT ")\n"
	"  %e = pto.alloc_tile addr = %a0 : " LEFT "\n"
	"  pto.textract ins(%t, %r, %c : " MAT ", index, index) outs(%e : " LEFT ") loc(\"fp4.py\":5:5)\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c2, %c64], strides = [%c64, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c2, %c64] : " TV " -> !pto.partition_tensor_view<2x64x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%e : " LEFT ") outs(%q : !pto.partition_tensor_view<2x64x!pto.f4E2M1x2>)\n"
	"  return\n  }\n}\n";
#undef MAT
#undef LEFT

/* The Mat and Left types count elements along cols (128 and 64: 64 and 32
 * carriers); the column origin too: element 64 is carrier 32, element 2 is
 * carrier 1. */
Test(runtime_fp4, textract_mat_counts_elements)
{
	static const int cols[] = {0, 2, 64};
	for (size_t k = 0; k < 3; k++) {
		int64_t shape[2] = {2, 64};
		struct rt_array *a = rt_array_new(DT_FP4, 2, shape);
		for (int i = 0; i < 128; i++)
			a->data[i] = (uint8_t)(i * 29 + 5);
		struct rt_binding b[2] = {{RB_ARRAY, a}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_assert_eq(run_at(mat_kernel, 0, cols[k], b, &err), 0, "column %d: %s", cols[k], err);
		cr_expect_eq(b[1].array->count, 64, "[2, 64] FP4 is 64 carriers");
		for (int r = 0; r < 2; r++)
			for (int c = 0; c < 32; c++)
				cr_expect_eq(b[1].array->data[r * 32 + c], a->data[r * 64 + cols[k] / 2 + c],
					     "column %d: carrier (%d, %d)", cols[k], r, c);
		rt_array_free(a);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* An odd element origin in a Mat tile is refused, and the window bounded by
 * the valid 128 elements (64 carriers) of a row. */
Test(runtime_fp4, textract_mat_errors)
{
	static const struct {
		int c;
		const char *msg;
	} cases[] = {
		{63, "fp4.py:5:5: error: pto.textract: an !pto.f4E2M1x2 window at odd element column 63"},
		{66, "pto.textract: source valid shape 2x64 is smaller than the 2x65 window read"},
	};
	for (size_t k = 0; k < 2; k++) {
		int64_t shape[2] = {2, 64};
		struct rt_binding b[2] = {{RB_ARRAY, rt_array_new(DT_FP4, 2, shape)}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_expect_eq(run_at(mat_kernel, 0, cases[k].c, b, &err), 1);
		cr_expect(strstr(err, cases[k].msg) != NULL, "column %d: %s", cases[k].c, err);
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* A matrix-memory FP4 type with an odd extent along its pair axis has no
 * carrier layout. */
Test(runtime_fp4, mat_type_with_odd_cols_is_refused)
{
	static const char text[] =
		"module {\n  func.func @k() {\n  %a0 = arith.constant 0 : i64\n"
		"  %t = pto.alloc_tile addr = %a0 : !pto.tile_buf<loc=mat, dtype=!pto.f4E2M1x2, rows=16, cols=63, "
		"v_row=16, v_col=63, blayout=col_major, slayout=row_major, fractal=512, pad=0>\n"
		"  return\n  }\n}\n";
	char *err = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("fp4.pto", text, strlen(text));
	diag_set_stream(NULL);
	fclose(f);
	cr_expect_null(m);
	cr_expect(strstr(err, "an !pto.f4E2M1x2 tile with odd cols or v_col (two elements a byte)") != NULL, "%s", err);
	rt_module_free(m);
	free(err);
}

/* A tile of col_major fractals pairs its rows, a tensor the elements of its
 * last axis: tload refuses the pair. */
Test(runtime_fp4, tload_into_col_major_fractals_is_refused)
{
	char *nz = subst(mat_kernel, "blayout=col_major, slayout=row_major", "blayout=row_major, slayout=col_major");
	int64_t shape[2] = {2, 64};
	struct rt_binding b[2] = {{RB_ARRAY, rt_array_new(DT_FP4, 2, shape)}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run_at(nz, 0, 0, b, &err), 1);
	cr_expect(strstr(err, "pto.tload: an !pto.f4E2M1x2 tile of col_major fractals (pairing its rows) moves to or "
			      "from a tensor, whose x2 carriers pair its last axis") != NULL, "%s", err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	free(err);
	free(nz);
}

/* FP4 [2, 8] (parameter 0: 2 x 4 carriers) -> a row_major Vec tile ->
 * pto.tinsert at carrier ($R, $C) of a 4 x 8-carrier Vec tile loaded from
 * parameter 1 (FP4 [4, 16]) -> stored back to parameter 1. */
#define SRC "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=2, cols=4, v_row=2, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define DST "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=4, cols=8, v_row=4, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
static const char insert_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<!pto.f4E2M1x2>, %arg1: !pto.ptr<!pto.f4E2M1x2>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %c16 = arith.constant 16 : index\n"
	"  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c2, %c8], strides = [%c8, %c1] : " TV "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c2, %c8] : " TV " -> !pto.partition_tensor_view<2x8x!pto.f4E2M1x2>\n"
	"  %t = pto.alloc_tile addr = %a0 : " SRC "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<2x8x!pto.f4E2M1x2>) outs(%t : " SRC ")\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c4, %c16], strides = [%c16, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c4, %c16] : " TV " -> !pto.partition_tensor_view<4x16x!pto.f4E2M1x2>\n"
	"  %d = pto.alloc_tile addr = %a1 : " DST "\n"
	"  pto.tload ins(%q : !pto.partition_tensor_view<4x16x!pto.f4E2M1x2>) outs(%d : " DST ")\n"
	"  pto.tinsert ins(%t, %r, %c : " SRC ", index, index) outs(%d : " DST ") loc(\"fp4.py\":5:5)\n"
	"  pto.tstore ins(%d : " DST ") outs(%q : !pto.partition_tensor_view<4x16x!pto.f4E2M1x2>)\n"
	"  return\n  }\n}\n";
#undef SRC
#undef DST

static struct rt_array *fp4_bytes(int rows, int cols, int mul, int add)
{
	int64_t shape[2] = {rows, 2 * cols};
	struct rt_array *a = rt_array_new(DT_FP4, 2, shape);
	for (int k = 0; k < rows * cols; k++)
		a->data[k] = (uint8_t)(k * mul + add);
	return a;
}

/* The carrier origin counts what the destination's type counts: the 2 x 4
 * carriers land whole at carrier (R, C); every other carrier keeps its byte. */
Test(runtime_fp4, tinsert_row_major_counts_carriers)
{
	static const int at[][2] = {{0, 0}, {1, 3}, {2, 4}, {0, 1}};
	for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
		int R = at[k][0], C = at[k][1];
		struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(2, 4, 29, 3)}, {RB_ARRAY, fp4_bytes(4, 8, 7, 200)}};
		uint8_t before[32];
		memcpy(before, b[1].array->data, 32);
		char *err = NULL;
		cr_assert_eq(run_at(insert_kernel, R, C, b, &err), 0, "(%d, %d): %s", R, C, err);
		for (int r = 0; r < 4; r++)
			for (int c = 0; c < 8; c++) {
				bool in = r >= R && r < R + 2 && c >= C && c < C + 4;
				uint8_t want = in ? (uint8_t)(((r - R) * 4 + c - C) * 29 + 3) : before[r * 8 + c];
				cr_expect_eq(b[1].array->data[r * 8 + c], want, "(%d, %d): carrier (%d, %d) = 0x%02x, expected 0x%02x",
					     R, C, r, c, b[1].array->data[r * 8 + c], want);
			}
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}

/* A window past the destination is refused at the instruction. */
Test(runtime_fp4, tinsert_bounds)
{
	struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(2, 4, 1, 0)}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run_at(insert_kernel, 1, 5, b, &err), 1);
	cr_expect(strstr(err, "fp4.py:5:5: error: pto.tinsert: a 2x4 source at (1, 5) does not fit the 4x8 destination") !=
			  NULL,
		  "%s", err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	free(err);
}

/* A tinsertMode (split2 / split4) is not run: refused at the instruction. */
Test(runtime_fp4, tinsert_refuses_modes)
{
	char *t = subst(insert_kernel, " loc(\"fp4.py\":5:5)",
			" {tinsertMode = #pto<tinsert_mode split2>} loc(\"fp4.py\":5:5)");
	char *text = subst(t, "$R", "0");
	free(t);
	t = subst(text, "$C", "0");
	free(text);
	struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(2, 4, 1, 0)}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run_text(t, b, &err), 1);
	cr_expect(strstr(err, "fp4.py:5:5: error: pto.tinsert: tinsertMode = split2 is not supported by the runtime") != NULL,
		  "%s", err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	free(t);
	free(err);
}

/* Element (r, c) of an FP4 [rows, cols] carrier array, low nibble first. */
static uint8_t nib(const struct rt_array *a, int cols, int r, int c)
{
	return a->data[r * (cols / 2) + c / 2] >> (4 * (c % 2)) & 15;
}

/* FP4 [4, 8] -> row_major Vec tile (pairing columns) -> pto.tinsert at
 * element ($R, $C) of an 8 x 16-element Mat tile of col_major fractals
 * (pairing rows: its offsets count elements, the row one even) ->
 * pto.textract of the same window back into a row_major Vec tile -> FP4
 * [4, 8].  Both moves repack the nibbles, so each element comes back. */
#define SRC "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=4, cols=4, v_row=4, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define MAT "!pto.tile_buf<loc=mat, dtype=!pto.f4E2M1x2, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=col_major, fractal=512, pad=0>"
static const char insert_repack_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<!pto.f4E2M1x2>, %arg1: !pto.ptr<!pto.f4E2M1x2>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n"
	"  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c4, %c8], strides = [%c8, %c1] : " TV "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c8] : " TV " -> !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>\n"
	"  %t = pto.alloc_tile addr = %a0 : " SRC "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>) outs(%t : " SRC ")\n"
	"  %m = pto.alloc_tile addr = %a1 : " MAT "\n"
	"  pto.tinsert ins(%t, %r, %c : " SRC ", index, index) outs(%m : " MAT ") loc(\"fp4.py\":6:5)\n"
	"  %e = pto.alloc_tile addr = %a2 : " SRC "\n"
	"  pto.textract ins(%m, %r, %c : " MAT ", index, index) outs(%e : " SRC ")\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c4, %c8], strides = [%c8, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c4, %c8] : " TV " -> !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%e : " SRC ") outs(%q : !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>)\n"
	"  return\n  }\n}\n";
#undef SRC
#undef MAT

Test(runtime_fp4, tinsert_repacks_between_pair_axes)
{
	static const int at[][2] = {{0, 0}, {2, 1}, {4, 8}, {2, 3}};
	for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
		int R = at[k][0], C = at[k][1];
		struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(4, 4, 37, 11)}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_assert_eq(run_at(insert_repack_kernel, R, C, b, &err), 0, "(%d, %d): %s", R, C, err);
		for (int r = 0; r < 4; r++)
			for (int c = 0; c < 8; c++)
				cr_expect_eq(nib(b[1].array, 8, r, c), nib(b[0].array, 8, r, c), "(%d, %d): element (%d, %d)",
					     R, C, r, c);
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
	/* the row offset of the row-pairing Mat tile splits a carrier */
	struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(4, 4, 1, 0)}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run_at(insert_repack_kernel, 1, 0, b, &err), 1);
	cr_expect(strstr(err, "fp4.py:6:5: error: pto.tinsert: an !pto.f4E2M1x2 insert offset at odd element row 1") !=
			  NULL,
		  "%s", err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	free(err);
}

/* f32 [1, 96] (parameter 0) -> pto.tquant.mx MXFP4_E2M1 ($Q) -> the FP4
 * codes (parameter 1, [1, 96]), the group exponents (parameter 2, ui8) and
 * scalings (parameter 3, f32), three groups of 32. */
#define S "!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=96, v_row=1, v_col=96, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define D "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=1, cols=48, v_row=1, v_col=48, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define E "!pto.tile_buf<loc=vec, dtype=ui8, rows=1, cols=32, v_row=1, v_col=3, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define M "!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=3, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
static const char quant_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<!pto.f4E2M1x2>, %arg2: !pto.ptr<ui8>, %arg3: !pto.ptr<f32>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n"
	"  %c96 = arith.constant 96 : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %a3 = arith.constant 3072 : i64\n  %a4 = arith.constant 4096 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c1, %c96], strides = [%c96, %c1] : !pto.tensor_view<?x?xf32>\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c1, %c96] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x96xf32>\n"
	"  %s = pto.alloc_tile addr = %a0 : " S "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<1x96xf32>) outs(%s : " S ")\n"
	"  %d = pto.alloc_tile addr = %a1 : " D "\n  %e = pto.alloc_tile addr = %a2 : " E "\n"
	"  %m = pto.alloc_tile addr = %a3 : " M "\n  %g = pto.alloc_tile addr = %a4 : " M "\n"
	"  pto.tquant.mx ins(%s : " S ") outs(%d, %e, %m, %g : " D ", " E ", " M ", " M ") {quant_type = #pto<quant_type $Q>} loc(\"fp4.py\":7:5)\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c1, %c96], strides = [%c96, %c1] : " TV "\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c1, %c96] : " TV " -> !pto.partition_tensor_view<1x96x!pto.f4E2M1x2>\n"
	"  pto.tstore ins(%d : " D ") outs(%q : !pto.partition_tensor_view<1x96x!pto.f4E2M1x2>)\n"
	"  %ev = pto.make_tensor_view %arg2, shape = [%c1, %c3], strides = [%c3, %c1] : !pto.tensor_view<?x?xui8>\n"
	"  %eq = pto.partition_view %ev, offsets = [%c0, %c0], sizes = [%c1, %c3] : !pto.tensor_view<?x?xui8> -> !pto.partition_tensor_view<1x3xui8>\n"
	"  pto.tstore ins(%e : " E ") outs(%eq : !pto.partition_tensor_view<1x3xui8>)\n"
	"  %gv = pto.make_tensor_view %arg3, shape = [%c1, %c3], strides = [%c3, %c1] : !pto.tensor_view<?x?xf32>\n"
	"  %gq = pto.partition_view %gv, offsets = [%c0, %c0], sizes = [%c1, %c3] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x3xf32>\n"
	"  pto.tstore ins(%g : " M ") outs(%gq : !pto.partition_tensor_view<1x3xf32>)\n"
	"  return\n  }\n}\n";
#undef S
#undef D
#undef E
#undef M

/* Group 0 has max |x| 100 (f32 exponent field 133): exponent 131, scaling
 * 2^-4, so x / 16 rounds to nearest even E2M1 and saturates at 6.  Group 1
 * is zeros: exponent 0, scaling 2^127, codes 0.  Group 2 holds an infinity:
 * exponent 255, scaling NaN, and every code is 7 (NaN). */
Test(runtime_fp4, tquant_mx_fp4_codes_exponents_and_scalings)
{
	static const struct {
		float x;
		uint8_t code;
	} g0[] = {
		{1, 0},      /* 0.0625 -> 0 */
		{-0.2f, 8},  /* -0.0125 -> -0 */
		{100, 7},    /* 6.25 -> 6 */
		{40, 4},     /* 2.5: tie, even -> 2 */
		{48, 5},     /* 3 */
		{-56, 14},   /* -3.5: tie, even -> -4 */
		{24, 3},     /* 1.5 */
		{8, 1},      /* 0.5 */
		{12, 2},     /* 0.75: tie, even -> 1 */
		{88, 7},     /* 5.5 -> 6 */
		{80, 6},     /* 5: tie, even -> 4 */
		{-4, 8},     /* -0.25: tie, even -> -0 */
		{-6, 9},     /* -0.375 -> -0.5 */
	};
	int n0 = (int)(sizeof g0 / sizeof g0[0]);
	int64_t shape[2] = {1, 96};
	struct rt_array *in = rt_array_new(DT_FP32, 2, shape);
	for (int i = 0; i < 96; i++)
		rt_array_set_f(in, (size_t)i, i < n0 ? g0[i].x : i < 32 ? 0.5 : i < 64 ? 0 : i == 70 ? INFINITY : 1);
	struct rt_binding b[4] = {{RB_ARRAY, in}, {RB_FILL_ZERO}, {RB_FILL_ZERO}, {RB_FILL_ZERO}};
	char *err = NULL, *text = subst(quant_kernel, "$Q", "MXFP4_E2M1");
	cr_assert_eq(run_text(text, b, &err), 0, "%s", err);
	for (int c = 0; c < 96; c++) {
		/* 0.5 / 16 rounds to 0; group 2 is all NaN */
		uint8_t want = c < n0 ? g0[c].code : c < 64 ? 0 : 7;
		cr_expect_eq(nib(b[1].array, 96, 0, c), want, "element %d: code %d, expected %d", c, nib(b[1].array, 96, 0, c),
			     want);
	}
	cr_expect_eq(b[2].array->data[0], 131);
	cr_expect_eq(b[2].array->data[1], 0);
	cr_expect_eq(b[2].array->data[2], 255);
	cr_expect_eq(rt_array_get_f(b[3].array, 0), 0.0625);
	cr_expect_eq(rt_array_get_f(b[3].array, 1), ldexp(1, 127));
	cr_expect(isnan(rt_array_get_f(b[3].array, 2)));
	for (int j = 0; j < 4; j++)
		rt_array_free(b[j].array);
	free(text);
	free(err);
}

/* MXFP8, grouping along the rows and interleaving are not run: refused at
 * the instruction. */
Test(runtime_fp4, tquant_mx_refusals)
{
	static const struct {
		const char *q, *msg;
	} cases[] = {
		{"MXFP8", "fp4.py:7:5: error: pto.tquant.mx: quant_type MXFP8 is not supported by the runtime"},
		{"MXFP4_E2M1>, grpAxis = #pto<mx_group_axis axis0",
		 "fp4.py:7:5: error: pto.tquant.mx: grpAxis axis0 is not supported by the runtime"},
		{"MXFP4_E2M1>, interleave = true", "fp4.py:7:5: error: pto.tquant.mx: interleave = true is not supported"},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		int64_t shape[2] = {1, 96};
		struct rt_binding b[4] = {
			{RB_ARRAY, rt_array_new(DT_FP32, 2, shape)}, {RB_FILL_ZERO}, {RB_FILL_ZERO}, {RB_FILL_ZERO}};
		char *err = NULL, *text = subst(quant_kernel, "$Q", cases[k].q);
		cr_expect_eq(run_text(text, b, &err), 1, "%s", cases[k].q);
		cr_expect(strstr(err, cases[k].msg) != NULL, "%s", err);
		for (int j = 0; j < 4; j++)
			rt_array_free(b[j].array);
		free(text);
		free(err);
	}
}

/* FP4 [4, 8] -> row_major Vec tile (pairing columns) -> pto.tinsert at
 * ($R, $C) of a col_major FP4 Vec tile of 4 x 16 carriers (pairing rows:
 * its row offset counts carriers, two element rows each) that tcvt filled
 * from bf16 zeros -> tcvt to bf16 [8, 16] (parameter 1). */
#define SRC "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=4, cols=4, v_row=4, v_col=4, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define CM "!pto.tile_buf<loc=vec, dtype=!pto.f4E2M1x2, rows=4, cols=16, v_row=4, v_col=16, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
#define BF "!pto.tile_buf<loc=vec, dtype=bf16, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
static const char insert_col_major_kernel[] =
	"module {\n  func.func @k(%arg0: !pto.ptr<!pto.f4E2M1x2>, %arg1: !pto.ptr<bf16>) {\n"
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %c16 = arith.constant 16 : index\n"
	"  %r = arith.constant $R : index\n  %c = arith.constant $C : index\n"
	"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %a2 = arith.constant 2048 : i64\n"
	"  %v = pto.make_tensor_view %arg0, shape = [%c4, %c8], strides = [%c8, %c1] : " TV "\n"
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c8] : " TV " -> !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>\n"
	"  %t = pto.alloc_tile addr = %a0 : " SRC "\n"
	"  pto.tload ins(%p : !pto.partition_tensor_view<4x8x!pto.f4E2M1x2>) outs(%t : " SRC ")\n"
	"  %o = pto.make_tensor_view %arg1, shape = [%c8, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xbf16>\n"
	"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xbf16> -> !pto.partition_tensor_view<8x16xbf16>\n"
	"  %b = pto.alloc_tile addr = %a1 : " BF "\n"
	"  pto.tload ins(%q : !pto.partition_tensor_view<8x16xbf16>) outs(%b : " BF ")\n"
	"  %f = pto.alloc_tile addr = %a2 : " CM "\n"
	"  pto.tcvt ins(%b {rmode = #pto<round_mode RINT>} : " BF ") outs(%f : " CM ")\n"
	"  pto.tinsert ins(%t, %r, %c : " SRC ", index, index) outs(%f : " CM ")\n"
	"  pto.tcvt ins(%f : " CM ") outs(%b : " BF ")\n"
	"  pto.tstore ins(%b : " BF ") outs(%q : !pto.partition_tensor_view<8x16xbf16>)\n"
	"  return\n  }\n}\n";
#undef SRC
#undef CM
#undef BF

/* Each element lands at its own place: element (r, c) of the source is
 * element (2R + r, C + c) of the col_major tile, read back through tcvt and
 * decoded here from the source's nibble. */
Test(runtime_fp4, tinsert_into_col_major_pairs_rows)
{
	static const float mag[8] = {0, 0.5f, 1, 1.5f, 2, 3, 4, 6};
	static const int at[][2] = {{0, 0}, {1, 5}, {2, 8}};
	for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
		int R = at[k][0], C = at[k][1];
		struct rt_binding b[2] = {{RB_ARRAY, fp4_bytes(4, 4, 37, 11)}, {RB_FILL_ZERO}};
		char *err = NULL;
		cr_assert_eq(run_at(insert_col_major_kernel, R, C, b, &err), 0, "(%d, %d): %s", R, C, err);
		for (int r = 0; r < 8; r++)
			for (int c = 0; c < 16; c++) {
				int sr = r - 2 * R, sc = c - C;
				double want = 0;
				if (sr >= 0 && sr < 4 && sc >= 0 && sc < 8) {
					uint8_t code = nib(b[0].array, 8, sr, sc);
					want = code & 8 ? -mag[code & 7] : mag[code & 7];
				}
				double got = rt_array_get_f(b[1].array, (size_t)(r * 16 + c));
				cr_expect_eq(got, want, "(%d, %d): element (%d, %d) = %g, expected %g", R, C, r, c, got, want);
			}
		rt_array_free(b[0].array);
		rt_array_free(b[1].array);
		free(err);
	}
}
