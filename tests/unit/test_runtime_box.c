/* Runtime: the boxed layout of tiles in the matrix memories.  Element (r, c)
 * of an NZ Acc tile (16x16 fractals of 1024 bytes, boxes column after column,
 * each row-major) lies at (c / 16) * (Rows * 16) + r * 16 + c % 16 elements,
 * the offset PTO-ISA's CPU model gives it; Mat/Left/Right tiles of 512-byte
 * fractals are boxes of 32-byte rows or columns; other tiles stay strided. */
#include <criterion/criterion.h>

#include "rt_exec.h"

static struct rt_tilev acc(int rows, int cols)
{
	struct rt_tilev t = {.space = MS_Acc, .dtype = DT_FP32, .rows = rows, .cols = cols, .vr = rows, .vc = cols,
			     .blayout = TL_col_major, .slayout = TL_row_major, .fractal = 1024};
	rt_tile_layout(&t);
	return t;
}

Test(runtime_box, acc_nz_offsets)
{
	struct rt_tilev t = acc(32, 48);
	cr_assert_eq(t.br, 16);
	cr_assert_eq(t.bc, 16);
	cr_assert_eq(rt_tile_off(&t, 0, 0), 0);
	cr_assert_eq(rt_tile_off(&t, 0, 15), 15);
	cr_assert_eq(rt_tile_off(&t, 1, 0), 16);
	cr_assert_eq(rt_tile_off(&t, 15, 15), 255);
	cr_assert_eq(rt_tile_off(&t, 16, 0), 256);
	cr_assert_eq(rt_tile_off(&t, 0, 16), 512);
	cr_assert_eq(rt_tile_off(&t, 17, 20), 788);
	cr_assert_eq(rt_tile_off(&t, 31, 47), 1535);
	for (int r = 0; r < 32; r++)
		for (int c = 0; c < 48; c++)
			cr_assert_eq(rt_tile_off(&t, r, c), (c / 16) * (32 * 16) + r * 16 + c % 16, "(%d, %d)", r, c);
	cr_assert_eq(rt_tile_span(&t), 32 * 48 * 4);
}

Test(runtime_box, partial_box_and_window)
{
	/* a 4x4 Acc tile still takes a whole box, its rows 16 elements apart */
	struct rt_tilev s = acc(4, 4);
	cr_assert_eq(rt_tile_off(&s, 1, 0), 16);
	cr_assert_eq(rt_tile_off(&s, 3, 3), 51);
	cr_assert_eq(rt_tile_span(&s), 1024);
	/* a window at (16, 16) of the 32x48 tile addresses the parent's boxes */
	struct rt_tilev t = acc(32, 48);
	t.r0 = 16;
	t.c0 = 16;
	t.rows = t.cols = 16;
	cr_assert_eq(rt_tile_off(&t, 1, 4), 788);
	cr_assert_eq(rt_tile_off(&t, 0, 0), 512 + 256);
}

Test(runtime_box, strided_tiles_unchanged)
{
	struct rt_tilev v = {.space = MS_Vec, .dtype = DT_FP32, .rows = 8, .cols = 32, .blayout = TL_row_major,
			     .slayout = TL_none_box, .fractal = 512};
	rt_tile_layout(&v);
	cr_assert_eq(v.br, 0);
	cr_assert_eq(rt_tile_off(&v, 2, 3), 2 * 32 + 3);
	struct rt_tilev m = {.space = MS_Acc, .dtype = DT_FP32, .rows = 8, .cols = 32, .blayout = TL_col_major,
			     .slayout = TL_none_box, .fractal = 512};
	rt_tile_layout(&m);
	cr_assert_eq(m.br, 0);
	cr_assert_eq(rt_tile_off(&m, 2, 3), 2 + 3 * 8);
}

static struct rt_tilev mat(int space, int dtype, int rows, int cols, int blayout, int slayout)
{
	struct rt_tilev t = {.space = space, .dtype = dtype, .rows = rows, .cols = cols, .vr = rows, .vc = cols,
			     .blayout = blayout, .slayout = slayout, .fractal = 512};
	rt_tile_layout(&t);
	return t;
}

Test(runtime_box, matrix_memory_boxes)
{
	/* an f32 zN Mat tile: 16 x 8 boxes (32-byte box rows), column after column */
	struct rt_tilev m = mat(MS_Mat, DT_FP32, 32, 16, TL_col_major, TL_row_major);
	cr_assert_eq(m.br, 16);
	cr_assert_eq(m.bc, 8);
	for (int r = 0; r < 32; r++)
		for (int c = 0; c < 16; c++)
			cr_assert_eq(rt_tile_off(&m, r, c), (c / 8) * (32 * 8) + r * 8 + c % 8, "(%d, %d)", r, c);
	/* an f16 nZ Right tile: 16 x 16 boxes row after row, each column-major */
	struct rt_tilev k = mat(MS_Right, DT_FP16, 32, 48, TL_row_major, TL_col_major);
	cr_assert_eq(rt_tile_off(&k, 0, 1), 16);
	cr_assert_eq(rt_tile_off(&k, 1, 0), 1);
	cr_assert_eq(rt_tile_off(&k, 0, 16), 256);
	cr_assert_eq(rt_tile_off(&k, 16, 0), 3 * 256);
	cr_assert_eq(rt_tile_off(&k, 17, 35), 3 * 256 + 2 * 256 + 3 * 16 + 1);
	/* an i8 zN Left tile: 16 x 32 boxes */
	struct rt_tilev l = mat(MS_Left, DT_INT8, 16, 64, TL_col_major, TL_row_major);
	cr_assert_eq(l.bc, 32);
	cr_assert_eq(rt_tile_off(&l, 3, 40), 512 + 3 * 32 + 8);
	/* a Mat tile that is not whole boxes, and FP4, stay strided */
	cr_assert_eq(mat(MS_Mat, DT_FP16, 4, 8, TL_col_major, TL_row_major).br, 0);
	cr_assert_eq(mat(MS_Mat, DT_FP4, 32, 64, TL_col_major, TL_row_major).br, 0);
}
