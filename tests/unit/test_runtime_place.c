/* Runtime: placing addr-less tiles (PTOAS form) by liveness.  Vec holds
 * three 8 KiB tiles here: a dead tile's bytes are reused, tiles live at the
 * same time stay apart (and are refused past the capacity), and a tile
 * allocated in a loop never shares the bytes of an accumulator carried
 * around it. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"

#define T "!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=128, v_row=16, v_col=128, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define PT "!pto.partition_tensor_view<16x128xf32>"
#define HEAD                                                                                                    \
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>) {\n"                                \
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n"   \
	"  %c16 = arith.constant 16 : index\n  %c128 = arith.constant 128 : index\n"                              \
	"  %a = pto.make_tensor_view %arg0, shape = [%c16, %c128], strides = [%c128, %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %o = pto.make_tensor_view %arg1, shape = [%c16, %c128], strides = [%c128, %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %pa = pto.partition_view %a, offsets = [%c0, %c0], sizes = [%c16, %c128] : !pto.tensor_view<?x?xf32> -> " PT "\n" \
	"  %po = pto.partition_view %o, offsets = [%c0, %c0], sizes = [%c16, %c128] : !pto.tensor_view<?x?xf32> -> " PT "\n"
#define TAIL "  return\n  }\n}\n"
#define ALLOC(x) "  " x " = pto.alloc_tile : " T "\n"
#define LOAD(x) "  pto.tload ins(%pa : " PT ") outs(" x " : " T ")\n"
#define STORE(x) "  pto.tstore ins(" x " : " T ") outs(%po : " PT ")\n"
#define ADD(x, y, d) "  pto.tadd ins(" x ", " y " : " T ", " T ") outs(" d " : " T ")\n"

static int run(const char *src, struct rt_binding *b, char **err)
{
	size_t len = 0;
	FILE *f = open_memstream(err, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	int st = 2;
	if (m) {
		struct rt_caps c = {{0}};
		for (int s = 0; s < MS_COUNT; s++)
			c.bytes[s] = 3 * 8192;
		st = rt_run(m, 0, &c, b);
		rt_module_free(m);
	}
	diag_set_stream(NULL);
	fclose(f);
	return st;
}

static void expect_out(struct rt_binding *b, double times)
{
	for (int i = 0; i < 16 * 128; i++)
		cr_expect_eq(rt_array_get_f(b[1].array, i), times * i, "out[%d] = %g", i, rt_array_get_f(b[1].array, i));
}

/* Four tiles one after another, each dead after its store: 32 KiB without
 * reuse, one tile's bytes with it. */
Test(runtime_place, dead_tiles_are_reused)
{
	const char *src = HEAD ALLOC("%x1") LOAD("%x1") STORE("%x1") ALLOC("%x2") LOAD("%x2") STORE("%x2")
		ALLOC("%x3") LOAD("%x3") STORE("%x3") ALLOC("%x4") LOAD("%x4") ADD("%x4", "%x4", "%x4")
		STORE("%x4") TAIL;
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run(src, b, &err), 0, "%s", err);
	expect_out(b, 2.0);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* Four tiles live at once do not fit three tiles' bytes. */
Test(runtime_place, co_live_tiles_stay_apart)
{
	const char *src = HEAD ALLOC("%x1") LOAD("%x1") ALLOC("%x2") LOAD("%x2") ALLOC("%x3") LOAD("%x3")
		ALLOC("%x4") LOAD("%x4") ADD("%x1", "%x2", "%x1") ADD("%x3", "%x4", "%x3")
		ADD("%x1", "%x3", "%x1") STORE("%x1") TAIL;
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_expect_eq(run(src, b, &err), 1);
	cr_expect(strstr(err, "tile %x4 at vec address 24576 needs 8192 bytes, past the vec capacity of 24576 bytes"),
		  "got:\n%s", err);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* %acc is read and written in every trip; %t, allocated in the body, is
 * dead between trips but must not share %acc's bytes.  out = 5 * a. */
Test(runtime_place, loop_carried_tile_keeps_its_bytes)
{
	const char *src = HEAD ALLOC("%acc") LOAD("%acc")
		"  scf.for %i = %c0 to %c4 step %c1 {\n" ALLOC("%t") LOAD("%t") ADD("%acc", "%t", "%acc") "  }\n"
		STORE("%acc") TAIL;
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run(src, b, &err), 0, "%s", err);
	expect_out(b, 5.0);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* The K-loop accumulator pattern: all four allocated up front, each
 * written fresh in the first trip (`if i == 0`) and accumulated in the
 * others, then stored.  Data a branch could read before the first write is
 * undefined, so each accumulator's bytes begin at its own loop and four of
 * them fit three tiles' bytes.  out = 4 * a (the last accumulator). */
#define KLOOP(x)                                                                                     \
	"  scf.for %i = %c0 to %c4 step %c1 {\n"                                                     \
	"    %first = arith.cmpi eq, %i, %c0 : index\n"                                               \
	"    scf.if %first {\n  " LOAD(x) "    } else {\n  " LOAD("%t") "  " ADD(x, "%t", x) "    }\n" \
	"  }\n" STORE(x)
Test(runtime_place, accumulators_begin_at_their_first_use)
{
	const char *src = HEAD ALLOC("%x1") ALLOC("%x2") ALLOC("%x3") ALLOC("%x4") ALLOC("%t") KLOOP("%x1")
		KLOOP("%x2") KLOOP("%x3") KLOOP("%x4") TAIL;
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	char *err = NULL;
	cr_assert_eq(run(src, b, &err), 0, "%s", err);
	expect_out(b, 4.0);
	free(err);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}
