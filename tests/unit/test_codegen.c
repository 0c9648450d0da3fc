/* PTO codegen: ptoas output preprocessing (reference dsl-pipeline-codegen.md
 * §4.2, checklist 29-37), emission from parsed post-pipeline programs
 * (box validation, constants, reusability) and the wrapper's argument
 * unpacking (checklist 43-60). */
#include <criterion/criterion.h>
#include <string.h>

#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "parse.h"

/* Outputs of pre(), freed after each test (codegen suite .fini). */
static struct vec pre_outputs;

static void free_pre_outputs(void)
{
	for (size_t i = 0; i < pre_outputs.n; i++)
		free(pre_outputs.items[i]);
	vec_free(&pre_outputs);
}

TestSuite(codegen, .fini = free_pre_outputs);

static char *pre(const char *in)
{
	struct buf b = {0};
	cg_preprocess_ptoas(in, &b);
	vec_push(&pre_outputs, b.data);
	return b.data;
}

Test(codegen, preprocess_strips_includes_and_using)
{
	char *s = pre("#include \"pto/pto-inst.hpp\"\n#include <cstdint>\nusing namespace pto;\nint x;\n");
	cr_assert_str_eq(s, "int x;\n");
}

Test(codegen, preprocess_makes_kernels_static)
{
	cr_assert_str_eq(pre("__global__ AICORE void f(int a) {"), "static __aicore__ void f(int a) {");
	cr_assert_str_eq(pre("extern \"C\" __global__ AICORE void g() {}"), "static __aicore__ void g() {}");
	cr_assert_str_eq(pre("AICORE void kernel() {}"), "static __aicore__ void kernel() {}");
	cr_assert_str_eq(pre("inline AICORE int h();"), "inline __aicore__ int h();");
}

Test(codegen, preprocess_keeps_bodies_and_drops_ffts_base)
{
	char *s = pre("void f() {\n  TLOAD(v1);\n  set_ffts_base_addr(x);\n  TSTORE(v3);\n}\n");
	cr_assert_str_eq(s, "void f() {\n  TLOAD(v1);\n  TSTORE(v3);\n}\n");
}

Test(codegen, preprocess_renames_only_standalone_tensor)
{
	cr_assert_str_eq(pre("Tensor a; GlobalTensor b; TensorView c; ChipTensor d; Tensor* e;"),
			 "ChipTensor a; GlobalTensor b; TensorView c; ChipTensor d; ChipTensor* e;");
}

static const char prog[] =
	"import pypto.language as pl\n"
	"\n"
	"@pl.program\n"
	"class P:\n"
	"    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n"
	"    def k(a: pl.Tensor[[16, 64], pl.FP16], s: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:\n"
	"        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)\n"
	"        x: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)\n"
	"        r: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(x, [0, 0], out)\n"
	"        return r\n";

static struct program *parse_text(struct arena *a, const char *name, const char *text)
{
	const char *file = intern_cstr(name);
	diag_add_source(file, text, strlen(text));
	struct program *p = parse_program(a, file, text, strlen(text));
	cr_assert_eq(diag_error_count(), 0, "test program does not parse");
	return p;
}

Test(codegen, module_is_reusable_and_byte_identical)
{
	struct arena a = {0};
	struct program *p = parse_text(&a, "k.py", prog);
	const struct function **ks;
	unsigned n = cg_kernels(p, &ks);
	cr_assert_eq(n, 1);
	struct cg_options o = {.backend = be_find("910B"), .emit_addr = true, .emit_loc = false};
	struct buf x = {0}, y = {0};
	cr_assert(cg_emit_module(p, ks[0], &o, &x));
	cr_assert(cg_emit_module(p, ks[0], &o, &y));
	cr_assert_str_eq(x.data, y.data);
	/* tensors first, then the scalar */
	cr_assert_not_null(strstr(x.data, "(%arg0: !pto.ptr<f16>, %arg1: !pto.ptr<f16>, %arg2: f32)"));
	/* constants before views before allocations before loads */
	const char *c = strstr(x.data, "arith.constant"), *v = strstr(x.data, "make_tensor_view");
	const char *al = strstr(x.data, "alloc_tile"), *ld = strstr(x.data, "pto.tload");
	cr_assert(c && v && al && ld && c < v && v < al && al < ld);
	buf_free(&x);
	buf_free(&y);
	free(ks);
	arena_free(&a);
}

Test(codegen, ptoas_planner_emits_no_addr)
{
	struct arena a = {0};
	struct program *p = parse_text(&a, "k2.py", prog);
	const struct function **ks;
	cg_kernels(p, &ks);
	struct cg_options o = {.backend = be_find("950"), .emit_addr = false, .emit_loc = true};
	struct buf x = {0};
	cr_assert(cg_emit_module(p, ks[0], &o, &x));
	cr_assert_null(strstr(x.data, "addr ="));
	cr_assert_not_null(strstr(x.data, "pto.target_arch = \"a5\""));
	cr_assert_not_null(strstr(x.data, " loc(\"k2.py\":8:9)"));
	buf_free(&x);
	free(ks);
	arena_free(&a);
}

Test(codegen, wrapper_unpacks_tensors_first_then_scalars)
{
	struct arena a = {0};
	struct program *p = parse_text(&a, "k3.py", prog);
	const struct function **ks;
	cg_kernels(p, &ks);
	struct buf w = {0};
	cr_assert(cg_wrapper(ks[0], "", &w));
	cr_assert_not_null(strstr(w.data, "reinterpret_cast<__gm__ ChipTensor*>(args[0]);"));
	cr_assert_not_null(strstr(w.data, "__gm__ half* out = reinterpret_cast<__gm__ half*>(out_tensor->buffer.addr)"));
	cr_assert_not_null(strstr(w.data, "s_conv.u64 = args[2];"));
	cr_assert_not_null(strstr(w.data, "    k(a, out, s);\n}\n"));
	cr_assert_eq(strstr(w.data, "set_atomic_none();") < strstr(w.data, "// Unpack tensor: a"), 1);
	buf_free(&w);
	free(ks);
	arena_free(&a);
}
