/* Runtime access logs (struct rt_log): intervals merge when they touch, a full log is
 * compacted before it grows, and a run records the elements each tload / tstore moves,
 * row by row, in the log of the parameter it goes through. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"

Test(runtime_log, touching_intervals_merge)
{
	struct rt_log l = {0};
	rt_log_add(&l, RT_ACC_READ, 0, 8);
	rt_log_add(&l, RT_ACC_READ, 8, 16);  /* touches: one interval */
	rt_log_add(&l, RT_ACC_READ, 20, 24); /* apart */
	rt_log_add(&l, RT_ACC_READ, 5, 5);   /* empty: nothing */
	rt_log_add(&l, RT_ACC_WRITE, 4, 6);  /* another kind */
	rt_log_finish(&l);
	cr_assert_eq(l.n[RT_ACC_READ], 2);
	cr_expect_eq(l.v[RT_ACC_READ][0].lo, 0);
	cr_expect_eq(l.v[RT_ACC_READ][0].hi, 16);
	cr_expect_eq(l.v[RT_ACC_READ][1].lo, 20);
	cr_expect_eq(l.v[RT_ACC_READ][1].hi, 24);
	cr_assert_eq(l.n[RT_ACC_WRITE], 1);
	cr_expect_eq(l.n[RT_ACC_ATOMIC], 0);
	rt_log_free(&l);
}

/* 1000 rows of a column block appended twice, the second time in reverse: the log stays
 * at the disjoint rows (compaction merges the repeats instead of growing), sorted. */
Test(runtime_log, repeated_rows_compact)
{
	struct rt_log l = {0};
	for (int pass = 0; pass < 2; pass++)
		for (int r = 0; r < 1000; r++) {
			uint64_t row = pass ? (uint64_t)(999 - r) : (uint64_t)r;
			rt_log_add(&l, RT_ACC_WRITE, row * 64 + 16, row * 64 + 32);
		}
	cr_expect_leq(l.cap[RT_ACC_WRITE], 4096, "the log grew to %u", l.cap[RT_ACC_WRITE]);
	rt_log_finish(&l);
	cr_assert_eq(l.n[RT_ACC_WRITE], 1000);
	for (uint32_t i = 0; i < 1000; i++) {
		cr_expect_eq(l.v[RT_ACC_WRITE][i].lo, i * 64 + 16);
		cr_expect_eq(l.v[RT_ACC_WRITE][i].hi, i * 64 + 32);
	}
	rt_log_free(&l);
}

#define ST "!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=8, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define PV "!pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>"

/* Loads columns 8..15 of a [4, 16] array and stores them to rows 4..7 of an [8, 8] one:
 * the read log holds the four strided rows, the write log one block; an unlogged run
 * gives the same data. */
Test(runtime_log, run_records_rows_moved)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
		"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n"
		"  %c16 = arith.constant 16 : index\n"
		"  %a = pto.make_tensor_view %arg0, shape = [%c4, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  %o = pto.make_tensor_view %arg1, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  %t = pto.alloc_tile valid_row = %c4 valid_col = %c8 : " ST "\n"
		"  %p = pto.partition_view %a, offsets = [%c0, %c8], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tload ins(%p : !pto.partition_tensor_view<4x8xf32>) outs(%t : " ST ")\n"
		"  %q = pto.partition_view %o, offsets = [%c4, %c0], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tstore ins(%t : " ST ") outs(%q : !pto.partition_tensor_view<4x8xf32>)\n"
		"  return\n  }\n}\n";
	char *err = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	cr_assert(m);
	struct rt_caps c = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		c.bytes[s] = 1 << 16;
	struct rt_log la = {0}, lo = {0};
	struct rt_binding b[2] = {{.kind = RB_FILL_IOTA, .log = &la}, {.kind = RB_FILL_ZERO, .log = &lo}};
	int st = rt_run(m, 0, &c, b);
	rt_module_free(m);
	diag_set_stream(NULL);
	fclose(f);
	cr_assert_eq(st, 0, "%s", err);
	rt_log_finish(&la);
	rt_log_finish(&lo);
	cr_assert_eq(la.n[RT_ACC_READ], 4);
	for (uint32_t r = 0; r < 4; r++) {
		cr_expect_eq(la.v[RT_ACC_READ][r].lo, r * 16 + 8);
		cr_expect_eq(la.v[RT_ACC_READ][r].hi, r * 16 + 16);
	}
	cr_expect_eq(la.n[RT_ACC_WRITE] + la.n[RT_ACC_ATOMIC] + lo.n[RT_ACC_READ], 0);
	cr_assert_eq(lo.n[RT_ACC_WRITE], 1);
	cr_expect_eq(lo.v[RT_ACC_WRITE][0].lo, 32);
	cr_expect_eq(lo.v[RT_ACC_WRITE][0].hi, 64);
	cr_expect_eq(rt_array_get_f(b[1].array, 32), 8.0);
	cr_expect_eq(rt_array_get_f(b[1].array, 63), 63.0);
	rt_log_free(&la);
	rt_log_free(&lo);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	free(err);
}
