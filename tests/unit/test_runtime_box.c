/* Runtime: the boxed layout of Acc (L0C) tiles.  Element (r, c) of an NZ
 * tile (16x16 fractals of 1024 bytes, boxes column after column, each
 * row-major) lies at (c / 16) * (Rows * 16) + r * 16 + c % 16 elements, the
 * offset PTO-ISA's CPU model gives it; other tiles stay strided. */
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
