/* Runtime: multi-slot regions (pto.alloc_multi_tile / pto.multi_tile_get):
 * slots hold independent data, a run-time slot index rotates through them,
 * an out-of-range index is an error at the instruction's loc, and the
 * overlap checker names a slot as its own tile. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"

#define ST "!pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=8, v_row=?, v_col=?, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define MT "!pto.multi_tile_buf<" ST ", count=2>"
#define PV "!pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>"

/* a: [4, 16] or [16, 8] f32 (parameter 0), out: parameter 1 */
#define HEAD(AR, AC, OR, OC)                                                                                   \
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>) {\n"                                \
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"   \
	"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %c16 = arith.constant 16 : index\n" \
	"  %a = pto.make_tensor_view %arg0, shape = [%c" #AR ", %c" #AC "], strides = [%c" #AC ", %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %o = pto.make_tensor_view %arg1, shape = [%c" #OR ", %c" #OC "], strides = [%c" #OC ", %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %r = pto.alloc_multi_tile valid_row = %c4 valid_col = %c8 : " MT "\n"

static struct rt_caps caps(void)
{
	struct rt_caps c = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		c.bytes[s] = 1 << 16;
	return c;
}

/* Runs `src` with a = iota; returns the run status and the diagnostics in *err. */
static int run(const char *src, struct rt_binding *b, char **err)
{
	size_t len = 0;
	FILE *f = open_memstream(err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	int st = 2;
	if (m) {
		struct rt_caps c = caps();
		st = rt_run(m, 0, &c, b);
		rt_module_free(m);
	}
	diag_set_stream(NULL);
	fclose(f);
	return st;
}

/* Slot 0 holds columns 0-7 of a, slot 1 columns 8-15; out = slot0 - slot1.
 * Aliased slots would give 0. */
Test(runtime_mt, two_slots_hold_independent_data)
{
	const char *src = HEAD(4, 16, 4, 8)
		"  %t0 = pto.multi_tile_get %r[%c0] : " MT " -> " ST "\n"
		"  %p0 = pto.partition_view %a, offsets = [%c0, %c0], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tload ins(%p0 : !pto.partition_tensor_view<4x8xf32>) outs(%t0 : " ST ")\n"
		"  %t1 = pto.multi_tile_get %r[%c1] : " MT " -> " ST "\n"
		"  %p1 = pto.partition_view %a, offsets = [%c0, %c8], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tload ins(%p1 : !pto.partition_tensor_view<4x8xf32>) outs(%t1 : " ST ")\n"
		"  %s = pto.alloc_tile valid_row = %c4 valid_col = %c8 : " ST "\n"
		"  pto.tsub ins(%t0, %t1 : " ST ", " ST ") outs(%s : " ST ")\n"
		"  %q = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tstore ins(%s : " ST ") outs(%q : !pto.partition_tensor_view<4x8xf32>)\n"
		"  return\n  }\n}\n";
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run(src, b, &err), 0, "%s", err);
	for (int i = 0; i < 32; i++)
		cr_expect_eq(rt_array_get_f(b[1].array, i), -8.0, "out[%d] = %g", i, rt_array_get_f(b[1].array, i));
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* Loop 1 loads row block i of a into slot i % 2 for i = 0..3, so slot 0
 * ends with block 2 and slot 1 with block 3; loop 2 stores slot i % 2 to
 * block i of out for i = 0..1. */
Test(runtime_mt, slot_index_from_loop_counter_rotates)
{
	const char *src = HEAD(16, 8, 8, 8)
		"  scf.for %i = %c0 to %c4 step %c1 {\n"
		"    %k = arith.remsi %i, %c2 : index\n"
		"    %t = pto.multi_tile_get %r[%k] : " MT " -> " ST "\n"
		"    %row = arith.muli %i, %c4 : index\n"
		"    %p = pto.partition_view %a, offsets = [%row, %c0], sizes = [%c4, %c8] : " PV "\n"
		"    pto.tload ins(%p : !pto.partition_tensor_view<4x8xf32>) outs(%t : " ST ")\n"
		"  }\n"
		"  scf.for %j = %c0 to %c2 step %c1 {\n"
		"    %k2 = arith.remsi %j, %c2 : index\n"
		"    %u = pto.multi_tile_get %r[%k2] : " MT " -> " ST "\n"
		"    %row2 = arith.muli %j, %c4 : index\n"
		"    %q = pto.partition_view %o, offsets = [%row2, %c0], sizes = [%c4, %c8] : " PV "\n"
		"    pto.tstore ins(%u : " ST ") outs(%q : !pto.partition_tensor_view<4x8xf32>)\n"
		"  }\n"
		"  return\n  }\n}\n";
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run(src, b, &err), 0, "%s", err);
	for (int i = 0; i < 64; i++)
		cr_expect_eq(rt_array_get_f(b[1].array, i), 64.0 + i, "out[%d] = %g", i, rt_array_get_f(b[1].array, i));
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

Test(runtime_mt, out_of_range_slot_is_an_error)
{
	const char *src = HEAD(4, 16, 4, 8)
		"  %t = pto.multi_tile_get %r[%c2] : " MT " -> " ST " loc(\"m.py\":7:3)\n"
		"  return\n  }\n}\n";
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run(src, b, &err), 1);
	cr_expect(strstr(err, "m.py:7:3: error: pto.multi_tile_get: slot index %c2 = 2 is outside [0, 2) of %r"),
		  "got:\n%s", err);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* A tile placed over slot 1 ([128, 256) of the region at 0) is read after
 * slot 1 was written and is still live: the checker names the slot. */
Test(runtime_mt, overlap_with_a_slot_names_the_slot)
{
	const char *src = HEAD(4, 16, 4, 8)
		"  %a128 = arith.constant 128 : i64\n"
		"  %x = pto.alloc_tile addr = %a128 valid_row = %c4 valid_col = %c8 : " ST "\n"
		"  %p0 = pto.partition_view %a, offsets = [%c0, %c0], sizes = [%c4, %c8] : " PV "\n"
		"  pto.tload ins(%p0 : !pto.partition_tensor_view<4x8xf32>) outs(%x : " ST ")\n"
		"  %t1 = pto.multi_tile_get %r[%c1] : " MT " -> " ST "\n"
		"  pto.tload ins(%p0 : !pto.partition_tensor_view<4x8xf32>) outs(%t1 : " ST ")\n"
		"  %s = pto.alloc_tile valid_row = %c4 valid_col = %c8 : " ST "\n"
		"  pto.tadd ins(%x, %t1 : " ST ", " ST ") outs(%s : " ST ")\n"
		"  return\n  }\n}\n";
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run(src, b, &err), 1);
	cr_expect(strstr(err, "%x reads vec bytes [128, 256) at element (0, 0) last written through %r[1]"), "got:\n%s", err);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}
