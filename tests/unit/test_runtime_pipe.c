/* Runtime: cross-core pipes.  A Cube kernel and one or two Vector lanes run
 * as a group; each test moves the rows of an iota tensor through a pipe and
 * checks where every element lands (split halves, lane order, both
 * directions, a one-slot pipe that makes the producer wait), and the errors
 * of a group that cannot proceed. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"
#include "util.h"

#define TILE(loc, r, c)                                                                                   \
	"!pto.tile_buf<loc=" loc ", dtype=f32, rows=" #r ", cols=" #c ", v_row=" #r ", v_col=" #c                 \
	", blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define VIEW "!pto.tensor_view<?x?xf32>"
#define PVIEW(r, c) "!pto.partition_tensor_view<" #r "x" #c "xf32>"

/* Shared constants of every kernel. */
#define CONSTS                                                                                            \
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"                            \
	"  %c8 = arith.constant 8 : index\n  %c16 = arith.constant 16 : index\n"                          \
	"  %c32 = arith.constant 32 : index\n  %c0_i32 = arith.constant 0 : i32\n"                        \
	"  %c0_i64 = arith.constant 0 : i64\n"

/* %v: a 32x32 view of %arg0. */
#define VIEW32 "  %v = pto.make_tensor_view %arg0, shape = [%c32, %c32], strides = [%c32, %c1] : " VIEW "\n"

#define CUBE_INIT(mask)                                                                                   \
	"  pto.aic_initialize_pipe {dir_mask = " #mask ", slot_size = 4096}\n"                             \
	"      (c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %c0_i32 : i32)\n"
#define VEC_INIT(mask, slots)                                                                             \
	"  %buf = pto.reserve_buffer {name = \"fifo\", size = 8192, location = #pto.address_space<vec>, "    \
	"auto = false, base = 0} -> i32\n"                                                                \
	"  pto.aiv_initialize_pipe {dir_mask = " #mask ", slot_size = 4096, slot_num = " #slots "} "        \
	"(c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %c0_i32 : i32)\n"
/* %lane_off: the lane's subblock index times 16, as an index. */
#define LANE_OFF                                                                                          \
	"  %li = arith.index_cast %__pypto_spmd_subblock_idx : i32 to index\n"                            \
	"  %lane_off = arith.muli %li, %c16 : index\n"

/* The Cube loads all of %arg0 into Mat and pushes it with `split`. */
#define CUBE_PUSH_ALL(split)                                                                              \
	"module {\n func.func @cube(%arg0: !pto.ptr<f32>) {\n" CONSTS VIEW32 CUBE_INIT(1)                 \
	"  %t = pto.alloc_tile addr = %c0_i64 : " TILE("mat", 32, 32) "\n"                                  \
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c32, %c32] : " VIEW " -> " PVIEW(32, 32) "\n" \
	"  pto.tload ins(%p : " PVIEW(32, 32) ") outs(%t : " TILE("mat", 32, 32) ")\n"                      \
	"  pto.tpush_to_aiv(%t : " TILE("mat", 32, 32) ") {split = " #split "}\n"                         \
	"  return\n }\n}\n"

/* Each Vector lane pops its half (r x c) and stores it at (row, col). */
#define VEC_POP_HALF(split, r, c, row, col)                                                               \
	"module {\n func.func @vec(%arg0: !pto.ptr<f32>, %__pypto_spmd_subblock_idx: i32) {\n" CONSTS VIEW32 \
	VEC_INIT(1, 2) LANE_OFF                                                                               \
	"  %t = pto.tpop_from_aic {split = " #split "} -> " TILE("vec", r, c) "\n"                        \
	"  %p = pto.partition_view %v, offsets = [" row ", " col "], sizes = [%c" #r ", %c" #c "] : " VIEW   \
	" -> " PVIEW(r, c) "\n"                                                                             \
	"  pto.tstore ins(%t : " TILE("vec", r, c) ") outs(%p : " PVIEW(r, c) ")\n"                       \
	"  pto.tfree_from_aic {split = " #split "}\n"                                                     \
	"  return\n }\n}\n"

static struct rt_caps caps(void)
{
	struct rt_caps c = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		c.bytes[s] = 1 << 18;
	return c;
}

static struct rt_array *iota32(void)
{
	int64_t shape[2] = {32, 32};
	struct rt_array *a = rt_array_new(DT_FP32, 2, shape);
	for (size_t i = 0; i < a->count; i++)
		rt_array_set_f(a, i, (double)i);
	return a;
}

/* Runs `cube` (one parameter) and `lanes` lanes of `vec` (a tensor and the
 * subblock index) with the Cube on `in` and the lanes on `out`; the
 * diagnostics go to *msgs.  Returns the group's status. */
static int run(const char *cube, const char *vec, int lanes, struct rt_array *in, struct rt_array *out,
	       bool vec_reads_in, char **msgs)
{
	size_t len = 0;
	FILE *f = open_memstream(msgs, &len);
	diag_set_stream(f);
	struct rt_module *m[3] = {rt_parse("cube.pto", cube, strlen(cube))};
	struct rt_binding b[3][2] = {{{RB_ARRAY, vec_reads_in ? out : in}}};
	struct rt_member mb[3] = {{m[0], 0, b[0], -1}};
	bool ok = m[0] != NULL;
	for (int l = 0; l < lanes; l++) {
		m[l + 1] = rt_parse("vec.pto", vec, strlen(vec));
		ok = ok && m[l + 1];
		b[l + 1][0] = (struct rt_binding){RB_ARRAY, vec_reads_in ? in : out};
		b[l + 1][1] = (struct rt_binding){.kind = RB_SCALAR, .ival = l, .fval = l};
		mb[l + 1] = (struct rt_member){m[l + 1], 0, b[l + 1], l};
	}
	struct rt_caps c = caps();
	int st = ok ? rt_run_group(mb, lanes + 1, &c) : 1;
	for (int i = 0; i <= lanes; i++)
		rt_module_free(m[i]);
	diag_set_stream(NULL);
	fclose(f);
	return st;
}

/* out must equal in (an iota) element for element. */
static void expect_copy(const struct rt_array *in, const struct rt_array *out, const char *what)
{
	for (size_t i = 0; i < in->count; i++)
		if (rt_array_get_f(out, i) != rt_array_get_f(in, i)) {
			cr_expect_fail("%s: element %zu (row %zu, col %zu) is %g, expected %g", what, i, i / 32,
				       i % 32, rt_array_get_f(out, i), rt_array_get_f(in, i));
			return;
		}
}

static void copy_case(const char *cube, const char *vec, int lanes, bool vec_reads_in, const char *what)
{
	struct rt_array *in = iota32(), *out = iota32();
	for (size_t i = 0; i < out->count; i++)
		rt_array_set_f(out, i, -1);
	char *msgs = NULL;
	int st = run(cube, vec, lanes, in, out, vec_reads_in, &msgs);
	cr_expect_eq(st, 0, "%s failed:\n%s", what, msgs);
	if (st == 0)
		expect_copy(in, out, what);
	free(msgs);
	rt_array_free(in);
	rt_array_free(out);
}

Test(runtime_pipe, cube_to_vector_whole_tile)
{
	copy_case(CUBE_PUSH_ALL(0), VEC_POP_HALF(0, 32, 32, "%c0", "%c0"), 1, false, "split 0");
}

Test(runtime_pipe, up_down_split_gives_lane_0_the_top_rows)
{
	copy_case(CUBE_PUSH_ALL(1), VEC_POP_HALF(1, 16, 32, "%lane_off", "%c0"), 2, false, "split 1");
}

Test(runtime_pipe, left_right_split_gives_lane_0_the_left_columns)
{
	copy_case(CUBE_PUSH_ALL(2), VEC_POP_HALF(2, 32, 16, "%c0", "%lane_off"), 2, false, "split 2");
}

/* Each lane loads its 16 rows and pushes them up-down; the Cube pops the
 * joined 32x32 tile and stores it. */
#define VEC_PUSH_HALF                                                                                     \
	"module {\n func.func @vec(%arg0: !pto.ptr<f32>, %__pypto_spmd_subblock_idx: i32) {\n" CONSTS VIEW32 \
	VEC_INIT(2, 2) LANE_OFF                                                                               \
	"  %t = pto.alloc_tile addr = %c0_i64 : " TILE("vec", 16, 32) "\n"                                  \
	"  %p = pto.partition_view %v, offsets = [%lane_off, %c0], sizes = [%c16, %c32] : " VIEW " -> " PVIEW(16, 32) "\n" \
	"  pto.tload ins(%p : " PVIEW(16, 32) ") outs(%t : " TILE("vec", 16, 32) ")\n"                      \
	"  pto.tpush_to_aic(%t : " TILE("vec", 16, 32) ") {split = 1}\n"                                  \
	"  return\n }\n}\n"
#define CUBE_POP_ALL                                                                                      \
	"module {\n func.func @cube(%arg0: !pto.ptr<f32>) {\n" CONSTS VIEW32                              \
	"  %buf = pto.reserve_buffer {name = \"fifo\", size = 8192, location = #pto.address_space<mat>, "    \
	"auto = false, base = 0} -> i32\n"                                                                \
	"  pto.aic_initialize_pipe {dir_mask = 2, slot_size = 4096} "                                      \
	"(c2v_consumer_buf = %c0_i32 : i32, v2c_consumer_buf = %buf : i32)\n"                             \
	"  %t = pto.tpop_from_aiv {split = 1} -> " TILE("mat", 32, 32) "\n"                               \
	"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c32, %c32] : " VIEW " -> " PVIEW(32, 32) "\n" \
	"  pto.tstore ins(%t : " TILE("mat", 32, 32) ") outs(%p : " PVIEW(32, 32) ")\n"                   \
	"  pto.tfree_from_aiv {split = 1}\n"                                                              \
	"  return\n }\n}\n"

Test(runtime_pipe, vector_lanes_push_halves_the_cube_pops_them_joined)
{
	copy_case(CUBE_POP_ALL, VEC_PUSH_HALF, 2, true, "vector to cube, split 1");
}

/* Four 8-row blocks through a one-slot pipe: every push after the first
 * waits for the Vector's tfree. */
#define CUBE_PUSH_BLOCKS                                                                                  \
	"module {\n func.func @cube(%arg0: !pto.ptr<f32>) {\n" CONSTS VIEW32 CUBE_INIT(1)                 \
	"  %c4 = arith.constant 4 : index\n"                                                              \
	"  scf.for %i = %c0 to %c4 step %c1 {\n"                                                          \
	"    %r = arith.muli %i, %c8 : index\n"                                                           \
	"    %t = pto.alloc_tile addr = %c0_i64 : " TILE("mat", 8, 32) "\n"                                 \
	"    %p = pto.partition_view %v, offsets = [%r, %c0], sizes = [%c8, %c32] : " VIEW " -> " PVIEW(8, 32) "\n" \
	"    pto.tload ins(%p : " PVIEW(8, 32) ") outs(%t : " TILE("mat", 8, 32) ")\n"                      \
	"    pto.tpush_to_aiv(%t : " TILE("mat", 8, 32) ") {split = 0}\n"                                 \
	"  }\n  return\n }\n}\n"
#define VEC_POP_BLOCKS                                                                                    \
	"module {\n func.func @vec(%arg0: !pto.ptr<f32>, %__pypto_spmd_subblock_idx: i32) {\n" CONSTS VIEW32 \
	VEC_INIT(1, 1) "  %c4 = arith.constant 4 : index\n"                                               \
	"  scf.for %i = %c0 to %c4 step %c1 {\n"                                                          \
	"    %r = arith.muli %i, %c8 : index\n"                                                           \
	"    %t = pto.tpop_from_aic {split = 0} -> " TILE("vec", 8, 32) "\n"                              \
	"    %p = pto.partition_view %v, offsets = [%r, %c0], sizes = [%c8, %c32] : " VIEW " -> " PVIEW(8, 32) "\n" \
	"    pto.tstore ins(%t : " TILE("vec", 8, 32) ") outs(%p : " PVIEW(8, 32) ")\n"                   \
	"    pto.tfree_from_aic {split = 0}\n"                                                            \
	"  }\n  return\n }\n}\n"

Test(runtime_pipe, one_slot_pipe_makes_the_producer_wait)
{
	copy_case(CUBE_PUSH_BLOCKS, VEC_POP_BLOCKS, 1, false, "four blocks through one slot");
}

/* The Cube only sets the pipe up: nothing ever reaches the Vector. */
#define CUBE_IDLE "module {\n func.func @cube(%arg0: !pto.ptr<f32>) {\n" CONSTS CUBE_INIT(1) "  return\n }\n}\n"
#define VEC_IDLE                                                                                          \
	"module {\n func.func @vec(%arg0: !pto.ptr<f32>, %__pypto_spmd_subblock_idx: i32) {\n" CONSTS       \
	VEC_INIT(1, 2) "  return\n }\n}\n"

static void error_case(const char *cube, const char *vec, int lanes, const char *needle)
{
	struct rt_array *in = iota32(), *out = iota32();
	char *msgs = NULL;
	int st = run(cube, vec, lanes, in, out, false, &msgs);
	cr_expect_eq(st, 1);
	cr_expect(strstr(msgs, needle) != NULL, "expected '%s' in:\n%s", needle, msgs);
	free(msgs);
	rt_array_free(in);
	rt_array_free(out);
}

Test(runtime_pipe, pop_that_nothing_feeds_is_a_deadlock)
{
	error_case(CUBE_IDLE, VEC_POP_HALF(0, 32, 32, "%c0", "%c0"), 1,
		   "vec.pto:15:8: error: pto.tpop_from_aic: deadlock: a pop waits for a tile that is never pushed on "
		   "pipe id 0 (Cube to Vector)");
}

Test(runtime_pipe, push_that_nobody_pops_is_reported)
{
	error_case(CUBE_PUSH_ALL(0), VEC_IDLE, 1, "cube.pto:16:3: error: a tile pushed to pipe id 0 (Cube to Vector) "
						  "is never popped");
}

Test(runtime_pipe, split_pop_needs_two_lanes_and_matching_codes)
{
	error_case(CUBE_PUSH_ALL(1), VEC_POP_HALF(1, 16, 32, "%lane_off", "%c0"), 1,
		   "split 1 needs two Vector lanes, the group has 1");
	error_case(CUBE_PUSH_ALL(2), VEC_POP_HALF(1, 16, 32, "%lane_off", "%c0"), 2,
		   "pops with split 1 a tile pushed with split 2");
}

Test(runtime_pipe, pipe_ops_alone_name_the_group_requirement)
{
	const char *vec = VEC_POP_HALF(0, 32, 32, "%c0", "%c0");
	char *msgs = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&msgs, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("vec.pto", vec, strlen(vec));
	cr_assert(m);
	struct rt_binding b[2] = {{RB_FILL_ZERO}, {.kind = RB_SCALAR}};
	struct rt_caps c = caps();
	cr_expect_eq(rt_run(m, 0, &c, b), 1);
	rt_array_free(b[0].array);
	rt_module_free(m);
	diag_set_stream(NULL);
	fclose(f);
	cr_expect(strstr(msgs, "cross-core pipes run only with the peer kernel") != NULL, "%s", msgs);
	free(msgs);
}

Test(runtime_pipe, side_and_lanes_of_a_function)
{
	const char *texts[] = {CUBE_PUSH_ALL(0), CUBE_PUSH_ALL(1), VEC_PUSH_HALF, VEC_IDLE};
	int sides[] = {RT_SIDE_CUBE, RT_SIDE_CUBE, RT_SIDE_VECTOR, RT_SIDE_VECTOR}, lanes[] = {1, 2, 2, 1};
	for (int i = 0; i < 4; i++) {
		struct rt_module *m = rt_parse("k.pto", texts[i], strlen(texts[i]));
		cr_assert(m);
		int l;
		cr_expect_eq(rt_func_pipe_side(m, 0, &l), sides[i], "text %d", i);
		cr_expect_eq(l, lanes[i], "text %d", i);
		rt_module_free(m);
	}
}
