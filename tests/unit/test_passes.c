/* The pass manager (property bookkeeping, verification after a pass,
 * dumps, planner pipelines), pass behaviour not reachable from parsed
 * programs (operand legalization, stride folding, idempotence), and what
 * kernels written without SSA compute through the whole pipeline. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"
#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "passes/passes.h"
#include "passes/passmgr.h"
#include "passes/verify.h"
#include "print.h"
#include "rt.h"

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

/* A pass that breaks SSAForm without declaring it: the first statement of
 * the first function twice. */
static bool dup_first_stmt(struct pass_ctx *ctx, struct program *p)
{
	struct function *f = p->funcs[0];
	struct stmt **v = arena_alloc(p->arena, sizeof *v * (f->body.n + 1));
	v[0] = f->body.v[0];
	memcpy(v + 1, f->body.v, sizeof *v * f->body.n);
	f->body = (struct stmt_list){f->body.n + 1, v};
	return true;
}

static const char *ssa_prog =
	"@pl.program\nclass P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
	"        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])\n"
	"        return out\n";

/* Basic believes a required property established before (the reference's
 * Basic level); all verifies it again before the pass that requires it (its
 * VerificationInstrument), so an undeclared break is caught there. */
Test(passes, verify_all_rechecks_a_believed_requirement)
{
	pass_fn table[PASS_COUNT];
	impls_with(PASS_simplify, dup_first_stmt, table);
	uint16_t list[] = {PASS_simplify, PASS_flatten_call_expr};
	struct pm_options o;
	pm_options_init(&o);
	o.impls = table;
	cr_assert(pm_run(&o, parse(ssa_prog), list, 2), "%s", errors());
	o.verify = VERIFY_ALL;
	cr_assert_not(pm_run(&o, parse(ssa_prog), list, 2));
	const char *e = errors();
	cr_assert(strstr(e, "pass 'flatten_call_expr' (FlattenCallExpr) requires property SSAForm"), "%s", e);
	cr_assert(strstr(e, "test.py:5:9: error: SSAForm:"), "%s", e);
}

static const char *branch_prog =
	"@pl.program\nclass P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
	"        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])\n"
	"        if n == 0:\n"
	"            a: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(t)\n"
	"        else:\n"
	"            b: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(t)\n"
	"        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(t)\n"
	"        return out\n";

/* SSAForm: the two branches of an if are scopes of their own for names (a
 * lane copy in the else branch keeps the then branch's names), but a name
 * assigned before the if, or in a branch, is not assigned again after. */
Test(passes, ssa_names_are_scoped_per_branch)
{
	struct program *p = parse(branch_prog);
	struct stmt_list body = p->funcs[0]->body;
	struct var *t = body.v[0]->u.assign.var, *c = body.v[2]->u.assign.var;
	struct var *a = body.v[1]->u.cond.then_body.v[0]->u.assign.var;
	struct var *b = body.v[1]->u.cond.else_body.v[0]->u.assign.var;
	cr_assert_eq(verify_ssa_form(p, true, false), 0);
	b->name = a->name;
	cr_assert_eq(verify_ssa_form(p, true, false), 0);
	c->name = a->name;
	cr_assert_eq(verify_ssa_form(p, true, false), 1);
	c->name = intern_cstr("c");
	b->name = t->name;
	cr_assert_eq(verify_ssa_form(p, true, false), 1);
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
	cr_assert_eq(pm_pipeline_passes(pipe, pm_find_planner("pypto"), l, 64), 48);
	int n = pm_pipeline_passes(pipe, pm_find_planner("ptoas"), l, 64);
	cr_assert_eq(n, 47);
	for (int i = 0; i < n; i++)
		cr_assert(l[i] != PASS_memory_reuse && l[i] != PASS_allocate_memory_addr);
	n = pm_pipeline_passes(pipe, pm_find_planner("dsa_rp"), l, 64);
	cr_assert_eq(n, 47);
	for (int i = 0; i < n; i++)
		cr_assert(l[i] != PASS_lower_pipeline_to_slots);
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
		"        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Mat)\n"
		"        y: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(t)\n"
		"        s: pl.Tensor[[16, 16], pl.FP32] = pl.store(y, [0, 0], out)\n"
		"        return s\n");
	/* the load places t in Mat, which tile.exp does not accept */
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

/* A column window of a row-major [16, 16] tile strides its elements by 16:
 * it is moved into a col-major tile of its own before the reshape to a row;
 * a window of a [32, 1] column holds its elements back to back and is
 * reshaped as it is. */
Test(passes, resolve_moves_a_strided_column)
{
	struct program *p = parse(
		"@pl.program\nclass P:\n"
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], c: pl.Tensor[[32, 1], pl.FP32], out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:\n"
		"        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)\n"
		"        w: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.load(c, [0, 0], [32, 1], target_memory=pl.Mem.Vec)\n"
		"        col: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(a, [16, 1], [0, 8])\n"
		"        half: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(w, [16, 1], [16, 0])\n"
		"        y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(col, half)\n"
		"        s: pl.Tensor[[16, 1], pl.FP32] = pl.store(y, [0, 0], out)\n"
		"        return s\n");
	struct pass_ctx ctx = {.backend = be_find("910B")};
	cr_assert(pass_resolve_backend_op_layouts(&ctx, p));
	char *after = printed(p);
	cr_assert(strstr(after, "y__cm_a0_tmp_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.move(col, "), "%s",
		  after);
	cr_assert(strstr(after, "pl.tile.reshape(y__cm_a0_tmp_v0, [1, 16])"), "%s", after);
	cr_assert(strstr(after, "pl.tile.reshape(half, [1, 16])"), "%s", after);
	cr_assert_null(strstr(after, "pl.tile.move(half"), "%s", after);
	free(after);
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
	cr_assert(strstr(after, "y__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(v, [1, 16])"),
		  "%s", after);
	cr_assert(strstr(after, "y: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(y__row_major_tmp_v1, [16, 1])"),
		  "%s", after);
	free(before);
	free(after);
}

/* test_lower_auto_vector_split.py::test_slice_drop_dims_maps_the_result_axis_back_to_the_source_axis
 * and ::test_slice_drop_dims_maps_across_two_dropped_axes run the pass alone with verification
 * off: their rank-3 and rank-4 sources are outside TileOps2D, which the pass manager requires.
 * The load keeps its singleton split axis whole, so the slice's window takes the lane's part
 * on the source axis the result's dim 0 comes from, past every dropped axis. */
static const char *drop_dims_split_prog(const char *tshape, const char *zeros, const char *drops)
{
	static char text[1536];
	snprintf(text, sizeof text,
		 "@pl.program\nclass Before:\n"
		 "    @pl.function(type=pl.FunctionType.InCore, attrs={\"split\": pl.SplitMode.UP_DOWN})\n"
		 "    def split_auto(cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat], data: pl.Tensor[[%s], pl.FP32], out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:\n"
		 "        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)\n"
		 "        v = pl.tile.load(data, [%s], [%s], target_memory=pl.Mem.Vec)\n"
		 "        sl = pl.tile.slice(v, [%s], [%s], drop_dims=[%s])\n"
		 "        out_store = pl.tile.store(sl, [0, 0], out_0)\n"
		 "        return out_store\n",
		 tshape, zeros, tshape, tshape, zeros, drops);
	return text;
}

Test(passes, auto_split_maps_a_drop_dims_slice_onto_its_source_axis)
{
	static const struct {
		const char *shape, *zeros, *drops, *want;
	} cases[] = {
		{"1, 256, 128", "0, 0, 0", "0", "pl.tile.slice(v, [1, 128, 128], [0, 0 + subblock_idx * 128, 0]"},
		{"1, 1, 256, 128", "0, 0, 0, 0", "0, 1",
		 "pl.tile.slice(v, [1, 1, 128, 128], [0, 0, 0 + subblock_idx * 128, 0]"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct program *p = parse(drop_dims_split_prog(cases[i].shape, cases[i].zeros, cases[i].drops));
		struct pass_ctx ctx = {.backend = be_find("950")};
		cr_assert(pass_lower_auto_vector_split(&ctx, p), "%s", errors());
		char *text = printed(p);
		cr_assert(strstr(text, cases[i].want), "%s", text);
		cr_assert(strstr(text, "pl.tile.store(sl, [0 + subblock_idx * 128, 0], out_0)"), "%s", text);
		free(text);
	}
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
	/* ConvertToSSA versioned the tile, as the reference does */
	cr_assert(strstr(text, "pl.tile.reshape(v__ssa_v0, [1, 16])"), "%s", text);
	free(text);
	char cmd[400];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	cr_assert_eq(system(cmd), 0);
}

/* ---- non-SSA kernels, executed ----------------------------------------------------- */

/* Compiles `path` (one kernel) with the default pipeline for backend `be`
 * and planner `planner` and runs it on the CPU runtime with bindings b[]
 * (the .pto order: tensors, then scalars).  `ptoc check` cannot see a
 * wrong ConvertToSSA, CtrlFlowTransform or UnrollLoops: both of its builds
 * run them.  So the expected outputs are worked out by hand. */
static bool run_compiled(const char *path, const be_t *be, unsigned planner, struct rt_binding *b,
			 int nb)
{
	struct arena a = {0};
	int n_errors;
	bool io;
	struct program *p = parse_file(&a, intern_cstr(path), &n_errors, &io);
	cr_assert(p && !n_errors && !io, "%s does not parse: %s", path, errors());
	uint16_t passes[256];
	int np = pm_pipeline_passes(PIPELINE_default, planner, passes, 256);
	struct pm_options o;
	pm_options_init(&o);
	o.backend = be;
	o.planner = planner;
	cr_assert(pm_run(&o, p, passes, np), "%s does not compile: %s", path, errors());
	const struct function **ks;
	cr_assert_eq(cg_kernels(p, &ks), 1);
	const struct spec_planner *pl = &spec_planners[planner];
	struct cg_options co = {.backend = be, .emit_addr = pl->emit_addr, .planner = pl};
	struct buf text = {0};
	cr_assert(cg_emit_module(p, ks[0], &co, &text));
	struct rt_module *m = rt_parse(intern_cstr(path), text.data, text.len);
	cr_assert_not_null(m);
	cr_assert_eq(rt_func_param_count(m, 0), nb);
	/* without addresses the runtime places the tiles: unbounded memories */
	struct rt_caps caps = {0};
	for (int k = 0; k < MS_COUNT; k++) {
		uint64_t cap = be_capacity_bytes(be, (enum memspace)k);
		caps.bytes[k] = pl->emit_addr || !cap ? cap : (uint64_t)64 << 20;
	}
	bool ok = rt_run(m, 0, &caps, b) == 0;
	rt_module_free(m);
	buf_free(&text);
	free(ks);
	arena_free(&a);
	return ok;
}

/* examples/block_sum.py with x = 0, 1, 2, ...: out[r][c] is the sum of
 * x[16 * j + r][c] over the blocks j = 0..5 before the break, halved three
 * times by the unrolled loop: (6 * (64 r + c) + 1024 * 15) / 8. */
Test(passes, natural_example_block_sum_computes_its_sum)
{
	for (unsigned be = 0; be < be_count(); be++)
		for (unsigned pl = 0; pl < PLANNER_COUNT; pl++) {
			struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
			cr_assert(run_compiled("examples/block_sum.py", be_at(be), pl, b, 2));
			cr_assert_eq(b[1].array->count, 16 * 64);
			for (size_t i = 0; i < b[1].array->count; i++)
				cr_expect_eq(rt_array_get_f(b[1].array, i), (6.0 * (double)i + 15360.0) / 8.0,
					     "%s, planner %s: out[%zu] = %g", be_at(be)->name,
					     spec_planners[pl].name, i, rt_array_get_f(b[1].array, i));
			rt_array_free(b[0].array);
			rt_array_free(b[1].array);
		}
}

/* tests/golden/passes/ssa_reassign_pipeline.py with x = 0, 1, 2, ...: t is
 * rows 0..15 of x times 2, times 2 again when n > 0, then each block b of out
 * is t plus the rows of the blocks 0..b. */
Test(passes, reassigned_names_compute_through_the_default_pipeline)
{
	for (unsigned be = 0; be < be_count(); be++)
		for (unsigned pl = 0; pl < PLANNER_COUNT; pl++)
			for (int n = 0; n < 2; n++) {
				struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}, {RB_SCALAR, .ival = n}};
				cr_assert(run_compiled("tests/golden/passes/ssa_reassign_pipeline.py", be_at(be), pl,
						       b, 3));
				cr_assert_eq(b[1].array->count, 64 * 64);
				for (size_t i = 0; i < b[1].array->count; i++) {
					double blk = (double)(i / 1024), x0 = (double)(i % 1024);
					double want = (n ? 4 : 2) * x0 + (blk + 1) * x0 + 1024 * blk * (blk + 1) / 2;
					cr_expect_eq(rt_array_get_f(b[1].array, i), want,
						     "%s, planner %s, n = %d: out[%zu] = %g, not %g", be_at(be)->name,
						     spec_planners[pl].name, n, i, rt_array_get_f(b[1].array, i), want);
				}
				rt_array_free(b[0].array);
				rt_array_free(b[1].array);
			}
}
