/* Runtime: ranks of a distributed program.  Each rank of an allreduce puts its
 * row into every rank's window (pto.addptr by the window bases of its
 * communication context), raises every rank's signal, waits until its own signal
 * counts the whole world, then sums the window's rows: every rank must end with
 * the exact sum.  A wait no rank satisfies is a deadlock at the waiting
 * instruction, on several ranks and on one. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "rt.h"
#include "util.h"

#define TILE "!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, " \
	     "slayout=none_box, fractal=512, pad=0>"
#define FV "!pto.tensor_view<?x?xf32>"
#define IV "!pto.tensor_view<?x?xi32>"
#define ROW "!pto.partition_tensor_view<1x8xf32>"
#define SIG "!pto.partition_tensor_view<1x1xi32>"

/* allreduce(data[1x8], window[W x 8], signal[1x1], out[1x8], ctx): `wait` is the
 * count the rank waits for (W: every rank's put has landed). */
static char *allreduce(int world, int wait)
{
	char *s = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&s, &n);
	fprintf(f,
		"module {\n func.func @allreduce(%%arg0: !pto.ptr<f32>, %%arg1: !pto.ptr<f32>, %%arg2: !pto.ptr<i32>, "
		"%%arg3: !pto.ptr<f32>, %%arg4: !pto.ptr<i64>) {\n"
		"  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
		"  %%c2 = arith.constant 2 : index\n  %%c4 = arith.constant 4 : index\n"
		"  %%c8 = arith.constant 8 : index\n  %%cw = arith.constant %d : index\n"
		"  %%c4_i64 = arith.constant 4 : i64\n  %%c0_i64 = arith.constant 0 : i64\n"
		"  %%c64_i64 = arith.constant 64 : i64\n  %%c1_i32 = arith.constant 1 : i32\n"
		"  %%wait = arith.constant %d : i32\n"
		"  %%r64 = pto.load_scalar %%arg4[%%c2] : !pto.ptr<i64> -> i64\n"
		"  %%r32 = arith.trunci %%r64 : i64 to i32\n"
		"  %%rank = arith.index_cast %%r32 : i32 to index\n"
		"  %%own_at = arith.addi %%c4, %%rank : index\n"
		"  %%own = pto.load_scalar %%arg4[%%own_at] : !pto.ptr<i64> -> i64\n"
		"  %%dv = pto.make_tensor_view %%arg0, shape = [%%c1, %%c8], strides = [%%c8, %%c1] : " FV "\n"
		"  %%dp = pto.partition_view %%dv, offsets = [%%c0, %%c0], sizes = [%%c1, %%c8] : " FV " -> " ROW "\n"
		"  %%stage = pto.alloc_tile addr = %%c0_i64 : " TILE "\n"
		"  scf.for %%q = %%c0 to %%cw step %%c1 {\n"
		"    %%at = arith.addi %%c4, %%q : index\n"
		"    %%base = pto.load_scalar %%arg4[%%at] : !pto.ptr<i64> -> i64\n"
		"    %%bytes = arith.subi %%base, %%own : i64\n"
		"    %%el = arith.divsi %%bytes, %%c4_i64 : i64\n"
		"    %%eli = arith.index_cast %%el : i64 to index\n"
		"    %%wp = pto.addptr %%arg1, %%eli : !pto.ptr<f32> -> !pto.ptr<f32>\n"
		"    %%wv = pto.make_tensor_view %%wp, shape = [%%cw, %%c8], strides = [%%c8, %%c1] : " FV "\n"
		"    %%wr = pto.partition_view %%wv, offsets = [%%rank, %%c0], sizes = [%%c1, %%c8] : " FV " -> " ROW "\n"
		"    pto.comm.tput(%%wr, %%dp, buf(%%stage) : " ROW ", " ROW ", " TILE ") "
		"{atomicType = #pto<atomic_type atomic_none>}\n"
		"    %%sp = pto.addptr %%arg2, %%eli : !pto.ptr<i32> -> !pto.ptr<i32>\n"
		"    %%sv = pto.make_tensor_view %%sp, shape = [%%c1, %%c1], strides = [%%c1, %%c1] : " IV "\n"
		"    %%ss = pto.partition_view %%sv, offsets = [%%c0, %%c0], sizes = [%%c1, %%c1] : " IV " -> " SIG "\n"
		"    pto.comm.tnotify(%%ss, %%c1_i32 : " SIG ", i32) {notifyOp = #pto<notify_op atomic_add>}\n"
		"  }\n"
		"  %%ov = pto.make_tensor_view %%arg2, shape = [%%c1, %%c1], strides = [%%c1, %%c1] : " IV "\n"
		"  %%os = pto.partition_view %%ov, offsets = [%%c0, %%c0], sizes = [%%c1, %%c1] : " IV " -> " SIG "\n"
		"  pto.comm.twait(%%os, %%wait : " SIG ", i32) {cmp = #pto<wait_cmp ge>}\n"
		"  %%acc = pto.alloc_tile addr = %%c0_i64 : " TILE "\n"
		"  %%t = pto.alloc_tile addr = %%c64_i64 : " TILE "\n"
		"  %%win = pto.make_tensor_view %%arg1, shape = [%%cw, %%c8], strides = [%%c8, %%c1] : " FV "\n"
		"  %%w0 = pto.partition_view %%win, offsets = [%%c0, %%c0], sizes = [%%c1, %%c8] : " FV " -> " ROW "\n"
		"  pto.tload ins(%%w0 : " ROW ") outs(%%acc : " TILE ")\n"
		"  scf.for %%q = %%c1 to %%cw step %%c1 {\n"
		"    %%wq = pto.partition_view %%win, offsets = [%%q, %%c0], sizes = [%%c1, %%c8] : " FV " -> " ROW "\n"
		"    pto.tload ins(%%wq : " ROW ") outs(%%t : " TILE ")\n"
		"    pto.tadd ins(%%acc, %%t : " TILE ", " TILE ") outs(%%acc : " TILE ")\n"
		"  }\n"
		"  %%outv = pto.make_tensor_view %%arg3, shape = [%%c1, %%c8], strides = [%%c8, %%c1] : " FV "\n"
		"  %%outp = pto.partition_view %%outv, offsets = [%%c0, %%c0], sizes = [%%c1, %%c8] : " FV " -> " ROW "\n"
		"  pto.tstore ins(%%acc : " TILE ") outs(%%outp : " ROW ")\n"
		"  return\n }\n}\n",
		world, wait);
	fclose(f);
	return s;
}

static struct rt_caps caps(void)
{
	struct rt_caps c = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		c.bytes[s] = 1 << 18;
	return c;
}

/* Runs allreduce on `world` ranks; rank r's data element i is 100 r + i.  Returns the
 * status; outs[r] receives rank r's result, *msgs the diagnostics. */
static int run_allreduce(int world, int wait, struct rt_array **outs, char **msgs)
{
	char *text = allreduce(world, wait);
	size_t len = 0;
	FILE *f = open_memstream(msgs, &len);
	diag_set_stream(f);
	struct rt_module *m[RT_MAX_WORLD];
	struct rt_binding binds[RT_MAX_WORLD][5];
	struct rt_array *arrays[RT_MAX_WORLD][5];
	struct rt_member mb[RT_MAX_WORLD];
	int64_t row[2] = {1, 8}, win[2] = {world, 8}, sig[2] = {1, 1};
	for (int r = 0; r < world; r++) {
		char name[32];
		snprintf(name, sizeof name, "rank%d.pto", r);
		m[r] = rt_parse(intern_cstr(name), text, strlen(text));
		cr_assert(m[r] != NULL);
		arrays[r][0] = rt_array_new(DT_FP32, 2, row);
		for (size_t i = 0; i < 8; i++)
			rt_array_set_f(arrays[r][0], i, 100.0 * r + (double)i);
		arrays[r][1] = rt_array_new(DT_FP32, 2, win);
		arrays[r][2] = rt_array_new(DT_INT32, 2, sig);
		arrays[r][3] = rt_array_new(DT_FP32, 2, row);
		arrays[r][4] = rt_comm_ctx_new(r, world);
		for (int k = 0; k < 5; k++)
			binds[r][k] = (struct rt_binding){.kind = RB_ARRAY, .array = arrays[r][k]};
		mb[r] = (struct rt_member){m[r], rt_module_func_find(m[r], "allreduce"), binds[r], -1};
	}
	struct rt_caps c = caps();
	int st = world == 1 ? rt_run(m[0], mb[0].func, &c, binds[0]) : rt_run_ranks(mb, world, &c);
	fclose(f);
	diag_set_stream(stderr);
	for (int r = 0; r < world; r++) {
		outs[r] = arrays[r][3];
		for (int k = 0; k < 5; k++)
			if (k != 3)
				rt_array_free(arrays[r][k]);
		rt_module_free(m[r]);
	}
	free(text);
	return st;
}

static void expect_sum(int world)
{
	struct rt_array *outs[RT_MAX_WORLD];
	char *msgs = NULL;
	int st = run_allreduce(world, world, outs, &msgs);
	cr_expect_eq(st, 0, "%s", msgs);
	for (int r = 0; r < world; r++) {
		for (size_t i = 0; i < 8; i++) {
			/* sum over q of 100 q + i */
			double want = 100.0 * world * (world - 1) / 2 + (double)world * (double)i;
			cr_expect_eq(rt_array_get_f(outs[r], i), want, "rank %d element %zu: %g, want %g", r, i,
				     rt_array_get_f(outs[r], i), want);
		}
		rt_array_free(outs[r]);
	}
	free(msgs);
}

Test(runtime_ranks, allreduce_of_two_ranks_is_exact) { expect_sum(2); }

Test(runtime_ranks, allreduce_of_eight_ranks_is_exact) { expect_sum(8); }

Test(runtime_ranks, a_wait_no_rank_satisfies_is_a_deadlock)
{
	struct rt_array *outs[RT_MAX_WORLD];
	char *msgs = NULL;
	cr_expect_eq(run_allreduce(2, 3, outs, &msgs), 1);
	cr_expect(strstr(msgs, "error: pto.comm.twait: deadlock: pto.comm.twait of rank 0 waits for element 0 to be "
			       "ge 3 (it is 2), and no other rank can proceed") != NULL,
		  "%s", msgs);
	for (int r = 0; r < 2; r++)
		rt_array_free(outs[r]);
	free(msgs);
}

Test(runtime_ranks, one_rank_has_no_peer_to_write_the_signal)
{
	struct rt_array *outs[RT_MAX_WORLD];
	char *msgs = NULL;
	cr_expect_eq(run_allreduce(1, 2, outs, &msgs), 1);
	cr_expect(strstr(msgs, "waits for element 0 to be ge 2 (it is 1), and no other rank runs to write it") != NULL,
		  "%s", msgs);
	rt_array_free(outs[0]);
	free(msgs);
}
