/* The pass manager (property bookkeeping, verification after a pass,
 * dumps, planner pipelines) and pass behaviour not reachable from parsed
 * programs (operand legalization, stride folding, idempotence). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"
#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "passes/passes.h"
#include "passes/passmgr.h"
#include "passes/verify.h"
#include "print.h"

#include "fixture.h"

static struct program *parse(const char *text)
{
	const char *name = intern_cstr("test.py");
	diag_add_source(name, text, strlen(text));
	struct program *p = parse_program(&arena, name, text, strlen(text));
	cr_assert_eq(diag_error_count(), 0, "parse errors: %s", errors());
	return p;
}

static void print_cb(struct buf *b, const struct program *p)
{
	print_program(b, p);
	buf_putc(b, '\n');
}

static char *printed(const struct program *p)
{
	struct buf b = {0};
	print_cb(&b, p);
	return b.data;
}

static const char *unroll_prog =
	"@pl.program\nclass P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
	"        for i in pl.unroll(2):\n"
	"            t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])\n"
	"        return out\n";

static const char *colvec_prog =
	"@pl.program\nclass P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, x: pl.Tensor[[16, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:\n"
	"        v: pl.Tile[[16, 1], pl.FP32] = pl.load(x, [0, 0], [16, 1])\n"
	"        y: pl.Tile[[16, 1], pl.FP32] = pl.tile.exp(v)\n"
	"        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)\n"
	"        return s\n";

static bool noop_pass(struct pass_ctx *ctx, struct program *p)
{
	return true;
}

static pass_fn impls_with(unsigned pass, pass_fn fn, pass_fn *table)
{
	memcpy(table, pass_impls, sizeof(pass_fn) * PASS_COUNT);
	table[pass] = fn;
	return fn;
}

TestSuite(passes, .init = setup, .fini = teardown);

Test(passes, failing_verifier_names_pass_property_and_span)
{
	struct program *p = parse(unroll_prog);
	pass_fn table[PASS_COUNT];
	impls_with(PASS_unroll_loops, noop_pass, table);
	struct pm_options o;
	pm_options_init(&o);
	o.impls = table;
	uint16_t list[] = {PASS_unroll_loops};
	cr_assert_not(pm_run(&o, p, list, 1));
	const char *e = errors();
	cr_assert(strstr(e, "verification failed after pass 'unroll_loops'"), "%s", e);
	cr_assert(strstr(e, "property UnrollResolved does not hold"), "%s", e);
	cr_assert(strstr(e, "test.py:5:9: error: UnrollResolved:"), "%s", e);
}

Test(passes, verify_none_skips_verification)
{
	struct program *p = parse(unroll_prog);
	pass_fn table[PASS_COUNT];
	impls_with(PASS_unroll_loops, noop_pass, table);
	struct pm_options o;
	pm_options_init(&o);
	o.impls = table;
	o.verify = VERIFY_NONE;
	uint16_t list[] = {PASS_unroll_loops};
	cr_assert(pm_run(&o, p, list, 1), "%s", errors());
}

Test(passes, invalidated_requirement_is_rechecked)
{
	/* convert_to_ssa invalidates NormalizedStmtStructure, which
	 * infer_tile_memory_space requires: it still runs when the property
	 * verifies true again */
	struct program *p = parse(colvec_prog);
	pass_fn table[PASS_COUNT];
	impls_with(PASS_convert_to_ssa, noop_pass, table);
	struct pm_options o;
	pm_options_init(&o);
	o.impls = table;
	uint16_t list[] = {PASS_convert_to_ssa, PASS_infer_tile_memory_space};
	cr_assert(pm_run(&o, p, list, 2), "%s", errors());
}

Test(passes, initial_properties_of_a_parsed_program)
{
	struct program *p = parse(unroll_prog);
	uint64_t held = pm_holding_properties(p);
	cr_assert(held & PROP_BIT(PROP_SSAForm));
	cr_assert(held & PROP_BIT(PROP_TileMemoryInferred));
	cr_assert(held & PROP_BIT(PROP_TileOps2D));
	cr_assert_not(held & PROP_BIT(PROP_UnrollResolved));
}

Test(passes, planners_drop_passes)
{
	uint16_t l[64];
	int pipe = pm_find_pipeline("default");
	cr_assert_geq(pipe, 0);
	cr_assert_eq(pm_pipeline_passes(pipe, pm_find_planner("pypto"), l, 64), 49);
	int n = pm_pipeline_passes(pipe, pm_find_planner("ptoas"), l, 64);
	cr_assert_eq(n, 47);
	for (int i = 0; i < n; i++)
		cr_assert(l[i] != PASS_memory_reuse && l[i] != PASS_allocate_memory_addr);
	cr_assert_eq(pm_pipeline_passes(pipe, pm_find_planner("dsa_rp"), l, 64), 48);
}

Test(passes, pass_list_names)
{
	uint16_t l[8];
	cr_assert_eq(pm_parse_pass_list("resolve_backend_op_layouts,MaterializeTensorStrides", l, 8), 2);
	cr_assert_eq(l[0], PASS_resolve_backend_op_layouts);
	cr_assert_eq(l[1], PASS_materialize_tensor_strides);
	cr_assert_eq(pm_parse_pass_list("no_such_pass", l, 8), -1);
	cr_assert(strstr(errors(), "unknown pass 'no_such_pass'"));
}

Test(passes, dump_files_are_numbered)
{
	struct program *p = parse(colvec_prog);
	char dir[] = "/tmp/ptoc-dumpXXXXXX";
	cr_assert(mkdtemp(dir));
	struct pm_options o;
	pm_options_init(&o);
	o.backend = be_find("a2a3");
	o.print = print_cb;
	o.dump_dir = dir;
	uint16_t list[] = {PASS_normalize_stmt_structure, PASS_simplify,
			   PASS_resolve_backend_op_layouts};
	cr_assert(pm_run(&o, p, list, 3), "%s", errors());
	const char *want[] = {"00_frontend.py", "01_after_NormalizeStmtStructure.py",
			      "02_after_Simplify.py", "03_after_ResolveBackendOpLayouts.py"};
	char path[256];
	for (int i = 0; i < 4; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, want[i]);
		cr_assert_eq(access(path, R_OK), 0, "missing %s", path);
	}
	char *text;
	size_t len;
	cr_assert(read_file(path, &text, &len));
	cr_assert(strstr(text, "pl.tile.reshape(v, [1, 16])"), "%s", text);
	free(text);
	snprintf(path, sizeof path, "%s/00_frontend.py", dir);
	cr_assert(read_file(path, &text, &len));
	cr_assert_null(strstr(text, "reshape"));
	free(text);
	for (int i = 0; i < 4; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, want[i]);
		unlink(path);
	}
	rmdir(dir);
}

Test(passes, legalizes_operand_memory_space)
{
	struct program *p = parse(
		"@pl.program\nclass P:\n"
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
		"        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])\n"
		"        y: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(t)\n"
		"        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(y, [0, 0], out)\n"
		"        return s\n");
	/* a producer placed t in Mat, which tile.exp does not accept */
	struct var *t = p->funcs[0]->body.v[0]->u.assign.var;
	t->type = ir_type_tile(p->arena, t->type->shape, (enum dtype)t->type->dtype, MS_Mat, NULL,
			       NULL);
	p->funcs[0]->body.v[0]->u.assign.value->type = t->type;
	cr_assert_gt(verify_tile_memory_inferred(p, true, false), 0);
	/* the backend's row-major slot of tile.exp gives the move its layout */
	struct pass_ctx ctx = {.backend = be_find("910B")};
	cr_assert(pass_infer_tile_memory_space(&ctx, p), "%s", errors());
	char *text = printed(p);
	cr_assert(strstr(text, "t_Vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = "
			       "pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)"), "%s", text);
	cr_assert(strstr(text, "pl.tile.exp(t_Vec)"), "%s", text);
	cr_assert_eq(verify_tile_memory_inferred(p, true, true), 0, "%s", errors());
	free(text);
}

static const char *dn_prog =
	"@pl.program\nclass P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, a: pl.Tensor[[2, 4, 8], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], out: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]]) -> pl.Tensor[[2, 4, 8], pl.FP32]:\n"
	"        return out\n";

Test(passes, materialize_is_idempotent_by_identity)
{
	struct program *p = parse(dn_prog);
	struct pass_ctx ctx = {0};
	cr_assert_gt(verify_tensor_view_canonical(p, true, false), 0);
	cr_assert_eq(verify_tensor_view_canonical(p, false, false), 0);
	cr_assert(pass_materialize_tensor_strides(&ctx, p));
	const struct type *after = p->funcs[0]->params[0].var->type;
	int64_t s[3];
	cr_assert(ir_shape_static(after->tview->stride, s, 3));
	cr_assert(s[0] == 32 && s[1] == 1 && s[2] == 4);
	cr_assert(pass_materialize_tensor_strides(&ctx, p));
	cr_assert_eq(p->funcs[0]->params[0].var->type, after);
	cr_assert_eq(verify_tensor_view_canonical(p, true, false), 0);
}

Test(passes, materialize_never_wraps)
{
	struct program *p = parse(
		"@pl.program\nclass P:\n"
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, a: pl.Tensor[[3, 4611686018427387904, 4], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)], out: pl.Out[pl.Tensor[[4], pl.FP32]]) -> pl.Tensor[[4], pl.FP32]:\n"
		"        return out\n");
	struct pass_ctx ctx = {0};
	cr_assert(pass_materialize_tensor_strides(&ctx, p));
	const struct expr *s0 = p->funcs[0]->params[0].var->type->tview->stride.v[0];
	cr_assert_eq(s0->kind, EX_BINARY);
	cr_assert_eq(s0->u.bin.op, BO_MUL);
}

Test(passes, resolve_is_a_noop_without_backend)
{
	struct program *p = parse(colvec_prog);
	char *before = printed(p);
	struct pass_ctx ctx = {0};
	cr_assert(pass_resolve_backend_op_layouts(&ctx, p));
	char *after = printed(p);
	cr_assert_str_eq(before, after);
	ctx.backend = be_find("910B");
	cr_assert(pass_resolve_backend_op_layouts(&ctx, p));
	free(after);
	after = printed(p);
	cr_assert(strstr(after, "v_rm: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v, [1, 16])"),
		  "%s", after);
	cr_assert(strstr(after, "y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(y_rm, [16, 1])"),
		  "%s", after);
	free(before);
	free(after);
}

Test(passes, default_pipeline_ptoas_numbering)
{
	struct program *p = parse(colvec_prog);
	char dir[] = "/tmp/ptoc-pipeXXXXXX";
	cr_assert(mkdtemp(dir));
	struct pm_options o;
	pm_options_init(&o);
	o.backend = be_find("910B");
	o.print = print_cb;
	o.dump_dir = dir;
	o.planner = (unsigned)pm_find_planner("ptoas");
	uint16_t l[64];
	int n = pm_pipeline_passes((unsigned)pm_find_pipeline("default"), o.planner, l, 64);
	cr_assert(pm_run(&o, p, l, n), "%s", errors());
	/* NN counts the constructed list: the planner's drops shift later ones */
	const char *want[] = {"20_after_ResolveBackendOpLayouts.py", "34_after_FoldNoOpReshape.py",
			      "47_after_MaterializeValidShapeSymbols.py"};
	char path[300];
	for (int i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, want[i]);
		cr_assert_eq(access(path, R_OK), 0, "missing %s", path);
	}
	snprintf(path, sizeof path, "%s/20_after_ResolveBackendOpLayouts.py", dir);
	char *text;
	size_t len;
	cr_assert(read_file(path, &text, &len));
	cr_assert(strstr(text, "pl.tile.reshape(v, [1, 16])"), "%s", text);
	free(text);
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	cr_assert_eq(system(cmd), 0);
}
