/* The memory-planning passes (init_mem_ref, materialize_semantic_aliases,
 * memory_reuse, allocate_memory_addr) and their verifiers, on programs built
 * with the ir.h builders; expected buffers and offsets are those of the
 * reference (dsl-pipeline-codegen.md §1.6 Example C and §3.14 pairs).  The
 * loop and if buffer cases compile golden programs of tests/golden/memplan
 * and run them on the runtime against hand-computed results. */
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "codegen/codegen.h"
#include "intern.h"
#include "parse.h"
#include "passes/memplan_util.h"
#include "passes/pass.h"
#include "passes/passmgr.h"
#include "rt.h"

#define SP span_make(diag_file_id("t.py"), 1, 1, 1, 1)

/* Programs built by a test, freed after it (memplan suite .fini). */
static struct program *built[16];
static int n_built;

static struct program *new_program(void)
{
	struct program *p = calloc(1, sizeof *p);
	p->arena = calloc(1, sizeof *p->arena);
	p->name = intern_cstr("P");
	if (n_built < 16)
		built[n_built++] = p;
	return p;
}

static void free_programs(void)
{
	for (int i = 0; i < n_built; i++) {
		arena_free(built[i]->arena);
		free(built[i]->arena);
		free(built[i]);
	}
	n_built = 0;
}

TestSuite(memplan, .fini = free_programs);

static struct function *new_function(struct program *p, const char *name, enum func_kind k)
{
	struct function *f = ARENA_NEW(p->arena, struct function);
	f->name = intern_cstr(name);
	f->span = SP;
	f->kind = (uint8_t)k;
	ir_function_derive_level_role(k, &f->level, &f->role);
	f->params = ARENA_ARRAY(p->arena, struct param, 8);
	struct function **fs = ARENA_ARRAY(p->arena, struct function *, p->n_funcs + 1);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		fs[i] = p->funcs[i];
	fs[p->n_funcs++] = f;
	p->funcs = fs;
	return f;
}

static struct expr_list dims(struct program *p, int64_t r, int64_t c)
{
	int64_t d[2] = {r, c};
	return ir_expr_list_of_ints(p->arena, d, 2, SP);
}

static const struct type *tile_t(struct program *p, int64_t r, int64_t c, enum dtype dt)
{
	return ir_type_tile(p->arena, dims(p, r, c), dt, MS_Vec, NULL, NULL);
}

static const struct type *tensor_t(struct program *p, int64_t r, int64_t c)
{
	return ir_type_tensor(p->arena, dims(p, r, c), DT_FP32, NULL, NULL);
}

static struct var *param(struct program *p, struct function *f, const char *name,
			 const struct type *t)
{
	struct var *v = ir_new_var(p, intern_cstr(name), VAR_PARAM, t, SP);
	f->params[f->n_params++] = (struct param){v, DIR_IN};
	return v;
}

static unsigned op(const char *name)
{
	int i = be_op_index(name);
	cr_assert_geq(i, 0, "op %s missing", name);
	return (unsigned)i;
}

static struct expr *ref(struct program *p, struct var *v)
{
	return ir_new_var_ref(p->arena, v, SP);
}

/* `name = op(args...)` with the result type given. */
static struct stmt *call(struct program *p, struct var **out, const char *name,
			 const struct type *t, const char *opname, int n, ...)
{
	struct expr_list args = ir_expr_list_new(p->arena, (uint32_t)n);
	va_list ap;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		args.v[i] = va_arg(ap, struct expr *);
	va_end(ap);
	struct expr *c = ir_new_call(p->arena, op(opname), args, SP);
	c->type = t;
	*out = ir_new_var(p, intern_cstr(name), VAR_LOCAL, t, SP);
	return ir_new_assign(p->arena, *out, c, SP);
}

static struct expr *offs(struct program *p)
{
	return ir_new_list(p->arena, dims(p, 0, 0), SP);
}

static struct stmt_list list_of(struct program *p, int n, struct stmt **v)
{
	struct stmt_list l = {(uint32_t)n, ARENA_ARRAY(p->arena, struct stmt *, n ? n : 1)};
	memcpy(l.v, v, (size_t)n * sizeof *v);
	return l;
}

static struct pass_ctx ctx_for(const char *backend, unsigned planner)
{
	struct pass_ctx c = {0};
	c.backend = backend ? be_find(backend) : NULL;
	c.planner = planner;
	return c;
}

static int64_t offset(const struct var *v)
{
	int64_t o = -1;
	cr_assert_not_null(v->type->memref, "%s has no MemRef", v->name);
	cr_assert(ir_expr_is_const_int(v->type->memref->offset, &o));
	return o;
}

static const char *base(const struct var *v)
{
	cr_assert_not_null(v->type->memref, "%s has no MemRef", v->name);
	return v->type->memref->base_name;
}

static uint32_t count_allocs(const struct function *f)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < f->body.n; i++)
		n += mp_alloc_stmt_var(f->body.v[i]) != NULL;
	return n;
}

static bool run(struct pass_ctx *c, struct program *p, const char *passes)
{
	char buf[256];
	snprintf(buf, sizeof buf, "%s", passes);
	for (char *t = strtok(buf, ","); t; t = strtok(NULL, ",")) {
		bool ok = false;
		if (!strcmp(t, "init"))
			ok = pass_init_mem_ref(c, p);
		else if (!strcmp(t, "alias"))
			ok = pass_materialize_semantic_aliases(c, p);
		else if (!strcmp(t, "reuse"))
			ok = pass_memory_reuse(c, p);
		else if (!strcmp(t, "alloc"))
			ok = pass_allocate_memory_addr(c, p);
		else
			cr_assert_fail("unknown pass %s", t);
		if (!ok)
			return false;
	}
	return true;
}

/* ---- Example C: VecAdd ----------------------------------------------------- */

struct vecadd {
	struct program *p;
	struct function *f;
	struct var *a, *b, *scale, *out, *ta, *tb, *ts, *tm, *r;
};

static struct vecadd vecadd(int64_t n)
{
	struct vecadd v = {.p = new_program()};
	struct program *p = v.p;
	v.f = new_function(p, "kernel_add", FK_AIV);
	v.a = param(p, v.f, "a__ssa_v0", tensor_t(p, n, n));
	v.b = param(p, v.f, "b__ssa_v0", tensor_t(p, n, n));
	v.scale = param(p, v.f, "scale__ssa_v0", ir_type_scalar(DT_FP32));
	v.out = param(p, v.f, "out__ssa_v0", tensor_t(p, n, n));
	const struct type *tt = tile_t(p, n, n, DT_FP32);
	struct stmt *s[6];
	s[0] = call(p, &v.ta, "ta__ssa_v0", tt, "tile.load", 2, ref(p, v.a), offs(p));
	s[1] = call(p, &v.tb, "tb__ssa_v0", tt, "tile.load", 2, ref(p, v.b), offs(p));
	s[2] = call(p, &v.ts, "ts__ssa_v0", tt, "tile.add", 2, ref(p, v.ta), ref(p, v.tb));
	s[3] = call(p, &v.tm, "tm__ssa_v0", tt, "tile.muls", 2, ref(p, v.ts), ref(p, v.scale));
	s[4] = call(p, &v.r, "r__ssa_v0", v.out->type, "tile.store", 3, ref(p, v.tm), offs(p),
		    ref(p, v.out));
	struct expr_list rv = ir_expr_list_new(p->arena, 1);
	rv.v[0] = ref(p, v.r);
	s[5] = ir_new_return(p->arena, rv, SP);
	v.f->body = list_of(p, 6, s);
	return v;
}

Test(memplan, init_mem_ref_numbers_ddr_params_then_tiles)
{
	struct vecadd v = vecadd(128);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, v.p, "init"));
	cr_assert_str_eq(v.a->type->memref->base_name, "mem_ddr_0");
	cr_assert_str_eq(v.b->type->memref->base_name, "mem_ddr_1");
	cr_assert_str_eq(v.out->type->memref->base_name, "mem_ddr_2");
	cr_assert_null(v.a->type->memref->base, "DDR bases are quoted names");
	cr_assert_eq(v.a->type->memref->size, 65536);
	cr_assert_null(v.scale->type->memref);
	cr_assert_str_eq(base(v.ta), "mem_vec_3");
	cr_assert_str_eq(base(v.tb), "mem_vec_4");
	cr_assert_str_eq(base(v.ts), "mem_vec_5");
	cr_assert_str_eq(base(v.tm), "mem_vec_6");
	cr_assert_eq(v.ta->type->memref->size, 65536);
	cr_assert_eq(v.r->type->memref, v.out->type->memref, "the store result is its output");
	cr_assert_eq(count_allocs(v.f), 4);
	/* The allocs come first, in numbering order, with the buffer's size. */
	struct stmt *a0 = v.f->body.v[0];
	cr_assert_str_eq(a0->u.assign.var->name, "mem_vec_3");
	cr_assert_eq(a0->u.assign.var->type->kind, TY_PTR);
	struct expr *sz = a0->u.assign.value->u.call.args.v[1];
	int64_t n;
	cr_assert(ir_expr_is_const_int(sz, &n));
	cr_assert_eq(n, 65536);
	cr_assert_eq(v.ta->type->memref->base, a0->u.assign.var);
	cr_assert_eq(verify_has_mem_refs(v.p, false, false), 0);
}

Test(memplan, has_mem_refs_fails_before_init)
{
	struct vecadd v = vecadd(128);
	cr_assert_eq(verify_has_mem_refs(v.p, false, false), 4);
	cr_assert_eq(verify_allocated_memory_addr(v.p, false, false), 4,
		     "tiles without MemRefs are not allocated");
}

Test(memplan, example_c_reuse_and_addresses)
{
	struct vecadd v = vecadd(128);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, v.p, "init,alias,reuse,alloc"));
	cr_assert_str_eq(base(v.ta), "mem_vec_3");
	cr_assert_str_eq(base(v.tb), "mem_vec_4");
	cr_assert_str_eq(base(v.ts), "mem_vec_3");
	cr_assert_str_eq(base(v.tm), "mem_vec_3");
	cr_assert_eq(offset(v.ta), 0);
	cr_assert_eq(offset(v.tb), 65536);
	cr_assert_eq(offset(v.ts), 0);
	cr_assert_eq(offset(v.tm), 0);
	cr_assert_eq(v.ts->type->memref->size, 65536);
	cr_assert_eq(count_allocs(v.f), 2, "merged buffers lose their alloc");
	cr_assert_eq(verify_allocated_memory_addr(v.p, false, false), 0);
}

Test(memplan, pair1_small_tiles)
{
	struct vecadd v = vecadd(32);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, v.p, "init,alias,reuse,alloc"));
	cr_assert_eq(offset(v.ta), 0);
	cr_assert_eq(offset(v.tb), 4096);
	cr_assert_eq(offset(v.ts), 0);
}

Test(memplan, allocated_addr_verifier_sees_overlap)
{
	struct vecadd v = vecadd(32);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, v.p, "init"));
	/* Every buffer still sits at offset 0: ta and tb are live together. */
	cr_assert_gt(verify_allocated_memory_addr(v.p, false, false), 0);
	cr_assert(run(&c, v.p, "alloc"));
	cr_assert_eq(verify_allocated_memory_addr(v.p, false, false), 0);
}

/* ---- capacity ------------------------------------------------------------------ */

static char *capture_errors(struct vecadd *v, struct pass_ctx *c, const char *passes, bool *ok)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	diag_set_stream(f);
	*ok = run(c, v->p, passes);
	diag_set_stream(stderr);
	fclose(f);
	return text;
}

Test(memplan, capacity_error_without_reuse)
{
	/* Pair 6 shape: four 64 KiB tiles; ts = add(ta, tb), tm plays te. */
	struct vecadd v = vecadd(128);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	bool ok;
	char *err = capture_errors(&v, &c, "init,alias,alloc", &ok);
	cr_assert_not(ok);
	cr_assert_not_null(strstr(err, "kernel 'kernel_add': Vec buffer usage (262144 bytes) "
				       "exceeds platform limit (188416 bytes)"),
			   "got: %s", err);
	free(err);
}

Test(memplan, no_capacity_error_with_reuse)
{
	struct vecadd v = vecadd(128);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	bool ok;
	char *err = capture_errors(&v, &c, "init,alias,reuse,alloc", &ok);
	cr_assert(ok, "%s", err);
	free(err);
}

Test(memplan, dsa_rp_places_without_reuse)
{
	struct vecadd v = vecadd(128);
	struct pass_ctx c = ctx_for("910B", PLANNER_dsa_rp);
	cr_assert(run(&c, v.p, "init,alias,alloc"));
	cr_assert_eq(offset(v.ta), 0);
	cr_assert_eq(offset(v.tb), 65536);
	cr_assert_eq(offset(v.ts), 0, "in place over the dying first operand");
	cr_assert_eq(offset(v.tm), 0);
	cr_assert_str_eq(base(v.ts), "mem_vec_5", "dsa_rp keeps every identity");
	cr_assert_eq(verify_allocated_memory_addr(v.p, false, false), 0);
}

/* ---- in-place restrictions ----------------------------------------------------- */

Test(memplan, not_inplace_safe_op_gets_another_buffer)
{
	/* x = load; y = rsqrt(x) (not in-place safe); store y. */
	struct program *p = new_program();
	struct function *f = new_function(p, "k", FK_AIV);
	struct var *a = param(p, f, "a", tensor_t(p, 32, 32));
	struct var *x, *y, *r;
	const struct type *tt = tile_t(p, 32, 32, DT_FP32);
	struct stmt *s[3];
	s[0] = call(p, &x, "x", tt, "tile.load", 2, ref(p, a), offs(p));
	s[1] = call(p, &y, "y", tt, "tile.rsqrt", 1, ref(p, x));
	s[2] = call(p, &r, "r", a->type, "tile.store", 3, ref(p, y), offs(p), ref(p, a));
	f->body = list_of(p, 3, s);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, p, "init,alias,reuse,alloc"));
	cr_assert_str_neq(base(x), base(y));
	cr_assert_eq(offset(y), 4096);
}

/* ---- loops ----------------------------------------------------------------------- */

Test(memplan, buffer_used_in_loop_lives_to_loop_end)
{
	/* x = load(a); for i: y = load(b); z = add(x, y); w = exp(z); store(w)
	 * x is read in every iteration: nothing defined in the loop may take it. */
	struct program *p = new_program();
	struct function *f = new_function(p, "k", FK_AIV);
	struct var *a = param(p, f, "a", tensor_t(p, 32, 32));
	struct var *b = param(p, f, "b", tensor_t(p, 32, 32));
	struct var *x, *y, *z, *w, *r;
	const struct type *tt = tile_t(p, 32, 32, DT_FP32);
	struct stmt *body[4];
	struct stmt *s0 = call(p, &x, "x", tt, "tile.load", 2, ref(p, a), offs(p));
	body[0] = call(p, &y, "y", tt, "tile.load", 2, ref(p, b), offs(p));
	body[1] = call(p, &z, "z", tt, "tile.add", 2, ref(p, x), ref(p, y));
	body[2] = call(p, &w, "w", tt, "tile.exp", 1, ref(p, z));
	body[3] = call(p, &r, "r", b->type, "tile.store", 3, ref(p, w), offs(p), ref(p, b));
	struct stmt *loop = ir_new_stmt(p->arena, ST_FOR, SP);
	loop->u.loop.loop_var = ir_new_var(p, intern_cstr("i"), VAR_LOOP,
					   ir_type_scalar(DT_INDEX), SP);
	loop->u.loop.start = ir_new_int(p->arena, 0, DT_INDEX, SP);
	loop->u.loop.stop = ir_new_int(p->arena, 4, DT_INDEX, SP);
	loop->u.loop.step = ir_new_int(p->arena, 1, DT_INDEX, SP);
	loop->u.loop.body = list_of(p, 4, body);
	struct stmt *s[2] = {s0, loop};
	f->body = list_of(p, 2, s);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, p, "init,alias,reuse,alloc"));
	cr_assert_str_neq(base(x), base(y));
	cr_assert_str_neq(base(x), base(z));
	cr_assert_str_neq(base(x), base(w));
	cr_assert_str_eq(base(z), base(y), "z takes y's dying buffer in place");
	cr_assert_eq(verify_allocated_memory_addr(p, false, false), 0);
}

Test(memplan, pair7_loop_carried_and_if_phi_share_one_buffer)
{
	/* acc = load(a)
	 * for i, (acc_i,) in range(4, init=(acc,)):
	 *     if cond: nxt = add(acc_i, acc_i); r_t = yield(nxt)
	 *     else: r_t = yield(acc_i)
	 *     acc_o = yield(r_t)
	 * o = store(acc_o, out) */
	struct program *p = new_program();
	struct function *f = new_function(p, "scf", FK_InCore);
	struct var *a = param(p, f, "a", tensor_t(p, 64, 64));
	struct var *n = param(p, f, "n", ir_type_scalar(DT_INDEX));
	struct var *out = param(p, f, "out", tensor_t(p, 64, 64));
	const struct type *tt = tile_t(p, 64, 64, DT_FP32);
	struct var *acc, *nxt, *o;
	struct stmt *s0 = call(p, &acc, "acc", tt, "tile.load", 2, ref(p, a), offs(p));
	struct var *acc_i = ir_new_var(p, intern_cstr("acc_i"), VAR_ITER, tt, SP);
	struct var *r_t = ir_new_var(p, intern_cstr("r_t"), VAR_LOCAL, tt, SP);
	struct var *acc_o = ir_new_var(p, intern_cstr("acc_o"), VAR_LOCAL, tt, SP);
	struct stmt *then_s[2], *else_s[1];
	then_s[0] = call(p, &nxt, "nxt", tt, "tile.add", 2, ref(p, acc_i), ref(p, acc_i));
	struct expr_list y1 = ir_expr_list_new(p->arena, 1);
	y1.v[0] = ref(p, nxt);
	then_s[1] = ir_new_yield(p->arena, y1, SP);
	struct expr_list y2 = ir_expr_list_new(p->arena, 1);
	y2.v[0] = ref(p, acc_i);
	else_s[0] = ir_new_yield(p->arena, y2, SP);
	struct stmt *ifs = ir_new_stmt(p->arena, ST_IF, SP);
	ifs->u.cond.cond = ir_new_binary(p->arena, BO_LT, ref(p, n), ref(p, n), SP);
	ifs->u.cond.then_body = list_of(p, 2, then_s);
	ifs->u.cond.else_body = list_of(p, 1, else_s);
	ifs->u.cond.has_else = true;
	ifs->u.cond.n_ret = 1;
	ifs->u.cond.return_vars = ARENA_ARRAY(p->arena, struct var *, 1);
	ifs->u.cond.return_vars[0] = r_t;
	struct expr_list y3 = ir_expr_list_new(p->arena, 1);
	y3.v[0] = ref(p, r_t);
	struct stmt *lb[2] = {ifs, ir_new_yield(p->arena, y3, SP)};
	struct stmt *loop = ir_new_stmt(p->arena, ST_FOR, SP);
	loop->u.loop.loop_var = ir_new_var(p, intern_cstr("i"), VAR_LOOP,
					   ir_type_scalar(DT_INDEX), SP);
	loop->u.loop.start = ir_new_int(p->arena, 0, DT_INDEX, SP);
	loop->u.loop.stop = ir_new_int(p->arena, 4, DT_INDEX, SP);
	loop->u.loop.step = ir_new_int(p->arena, 1, DT_INDEX, SP);
	loop->u.loop.n_iter = 1;
	loop->u.loop.iter = ARENA_ARRAY(p->arena, struct iter_arg, 1);
	loop->u.loop.iter[0] = (struct iter_arg){acc_i, ref(p, acc)};
	loop->u.loop.return_vars = ARENA_ARRAY(p->arena, struct var *, 1);
	loop->u.loop.return_vars[0] = acc_o;
	loop->u.loop.body = list_of(p, 2, lb);
	struct stmt *s2 = call(p, &o, "o", out->type, "tile.store", 3, ref(p, acc_o), offs(p),
			       ref(p, out));
	struct stmt *s[3] = {s0, loop, s2};
	f->body = list_of(p, 3, s);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, p, "init"));
	cr_assert_eq(verify_has_mem_refs(p, false, false), 0, "iter args and phis get MemRefs");
	cr_assert(run(&c, p, "alias,reuse,alloc"));
	struct var *all[] = {acc, acc_i, nxt, r_t, acc_o};
	for (int i = 0; i < 5; i++) {
		cr_assert_str_eq(base(all[i]), base(acc), "%s", all[i]->name);
		cr_assert_eq(offset(all[i]), 0, "%s", all[i]->name);
	}
	cr_assert_eq(count_allocs(f), 1);
	cr_assert_eq(o->type->memref, out->type->memref);
}

/* ---- phi buffers, executed -------------------------------------------------------- */

/* Compiles tests/golden/memplan/<name>.py (one kernel: a [16, 64] FP32 tensor
 * a, a scalar n, the tensor out) with the default pipeline for backend `be`
 * and planner `planner`, runs it on the CPU runtime with a = 0, 1, 2, ...
 * and returns whether out = factor * a.  The expected factors are worked
 * out by hand: `ptoc check` compares against a build that plans loop and if
 * buffers the same way, so it cannot see a value they overwrite. */
static bool runs_as(const char *name, const be_t *be, unsigned planner, int64_t n, double factor)
{
	char path[256];
	snprintf(path, sizeof path, "tests/golden/memplan/%s.py", name);
	struct arena a = {0};
	int errors;
	bool io;
	struct program *p = parse_file(&a, intern_cstr(path), &errors, &io);
	cr_assert(p && !errors && !io, "%s does not parse", path);
	uint16_t passes[256];
	int np = pm_pipeline_passes(PIPELINE_default, planner, passes, 256);
	struct pm_options o;
	pm_options_init(&o);
	o.backend = be;
	o.planner = planner;
	cr_assert(pm_run(&o, p, passes, np), "%s does not compile", path);
	const struct function **ks;
	cr_assert_eq(cg_kernels(p, &ks), 1);
	const struct spec_planner *pl = &spec_planners[planner];
	struct cg_options co = {.backend = be, .emit_addr = pl->emit_addr, .planner = pl};
	struct buf text = {0};
	cr_assert(cg_emit_module(p, ks[0], &co, &text));
	char pto[272];
	snprintf(pto, sizeof pto, "%s.pto", path);
	struct rt_module *m = rt_parse(intern_cstr(pto), text.data, text.len);
	cr_assert_not_null(m);
	cr_assert_eq(rt_func_param_count(m, 0), 3, "a, out, n");
	/* without addresses the runtime places the tiles: unbounded memories */
	struct rt_caps caps = {0};
	for (int k = 0; k < MS_COUNT; k++) {
		uint64_t cap = be_capacity_bytes(be, (enum memspace)k);
		caps.bytes[k] = pl->emit_addr || !cap ? cap : (uint64_t)64 << 20;
	}
	struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}, {RB_SCALAR, .ival = n}};
	bool ok = rt_run(m, 0, &caps, b) == 0 && b[1].array && b[1].array->count == 16 * 64;
	for (size_t i = 0; ok && i < b[1].array->count; i++)
		ok = rt_array_get_f(b[1].array, i) == factor * (double)i;
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	rt_module_free(m);
	buf_free(&text);
	free(ks);
	arena_free(&a);
	return ok;
}

struct run_case {
	char name[40];
	int64_t n;
	double factor;
};

/* Runs every case on every backend with planner `pl`. */
static void expect_runs_on(const struct run_case *cases, size_t n_cases, unsigned pl)
{
	for (unsigned b = 0; b < be_count(); b++)
		for (size_t i = 0; i < n_cases; i++)
			cr_expect(runs_as(cases[i].name, be_at(b), pl, cases[i].n, cases[i].factor),
				  "%s (n = %lld) on %s, planner %s: out is not %g * a", cases[i].name,
				  (long long)cases[i].n, be_at(b)->name, spec_planners[pl].name,
				  cases[i].factor);
}

/* Runs every case on every backend and planner. */
static void expect_runs(const struct run_case *cases, size_t n_cases)
{
	for (unsigned pl = 0; pl < PLANNER_COUNT; pl++)
		expect_runs_on(cases, n_cases, pl);
}

/* A loop's init value or an if's yielded value that is read again while
 * (or after) the loop or the other branch writes the shared buffer, or a
 * loop's result read in every trip of a later loop: every backend and
 * planner must keep it.  An if whose branch yields the carried
 * tiles unchanged reads them through the if's results (the runtime must not
 * take the shared buffer for an overlap). */
Test(memplan, phi_buffers_keep_values_still_read)
{
	static const struct run_case cases[] = {
		{"loop_init_read_in_body", 0, 4},
		{"loop_init_read_after_loop", 0, 9},
		{"while_init_read_in_body", 0, 4},
		{"nested_init_read_after_inner", 0, 25},
		{"nested_init_read_in_inner", 0, 9},
		{"if_yield_read_after", 0, 3},
		{"if_yield_read_after", 1, 2},
		{"loop_if_init_read", 0, 4},
		{"loop_if_yields_iter_arg", 0, 16},
		{"loop_same_init_twice", 0, 2},
		{"loop_if_keep_iter_args", 0, 27},
		{"loop_read_in_later_loop", 0, 4},
		{"loops_nested_init_read", 0, 12},
	};
	expect_runs(cases, sizeof cases / sizeof *cases);
}

/* Yields and loop inits that permute carried tiles (a swap, a rotation,
 * one iter arg in two slots, a shift, a swap in an if inside the loop, a
 * while loop's swap, an inner loop started from the outer tiles swapped):
 * the moves into the carried buffers are one parallel copy, so none may
 * overwrite a buffer another still reads.  Moving one after another in slot
 * order gives 8, 36, 39, 48, 6, 8 and 20 (or overlapping live tiles). */
Test(memplan, permuted_yields_read_every_buffer_before_overwriting_it)
{
	static const struct run_case cases[] = {
		{"loop_swap_iter_args", 0, 7},
		{"loop_rotate_iter_args", 0, 20},
		{"loop_yield_iter_arg_twice", 0, 15},
		{"loop_yield_shift", 0, 25},
		{"loop_if_swap_iter_args", 0, 14},
		{"while_swap_iter_args", 0, 7},
		{"nested_init_swap", 0, 31},
	};
	expect_runs(cases, sizeof cases / sizeof *cases);
}

/* Windows an author carves out of one pl.tile.alloc are buffers of their
 * own: a tile loaded into one in every trip must not overwrite the carried
 * tile in the other (MaterializeSemanticAliases, MemoryReuse and
 * AllocateMemoryAddr took every MemRef of one base for one buffer). */
Test(memplan, author_windows_are_buffers_of_their_own)
{
	static const struct run_case cases[] = {{"author_windows", 0, 4}};
	expect_runs(cases, sizeof cases / sizeof *cases);
}

/* An op writing its result over an operand (scatter_mask's dst) that is
 * still read, in later trips and after the loop, works on a move of it
 * (InitMemRef gave the result the operand's buffer unconditionally). */
Test(memplan, init_mem_ref_copies_an_inplace_operand_still_read)
{
	static const struct run_case cases[] = {{"inplace_operand_read_after", 0, 4}};
	expect_runs(cases, sizeof cases / sizeof *cases);
}

/* ---- each memory-planning pass, executed ------------------------------------------ */

/* Kernels mixing loop-carried tiles, ifs, tiles read across loops and in
 * later trips, views and dying tiles that reuse may take, with hand-worked
 * results (see each file).  Each planner runs a different set of the
 * passes, so each test below has the pass it names run last on the
 * buffers: */
static const struct run_case mixed_cases[] = {
	{"loop_if_reuse_mix", 0, 15},
	{"nested_loops_reuse", 0, 6},
	{"while_reuse", 0, 7},
	{"view_init_read_after", 0, 7},
	{"loop_read_in_later_loop", 0, 4},
	{"loops_nested_init_read", 0, 12},
	{"inplace_operand_read_after", 0, 4},
	{"author_windows", 0, 4},
	{"loop_exit_reads_iter_arg", 0, 2},
};

/* ptoas: InitMemRef and MaterializeSemanticAliases decide every buffer,
 * the runtime gives each its own memory. */
Test(memplan, init_mem_ref_and_aliases_keep_values)
{
	expect_runs_on(mixed_cases, sizeof mixed_cases / sizeof *mixed_cases, PLANNER_ptoas);
}

/* dsa_rp: then AllocateMemoryAddr places the buffers by lifetime. */
Test(memplan, allocate_memory_addr_dsa_keeps_values)
{
	expect_runs_on(mixed_cases, sizeof mixed_cases / sizeof *mixed_cases, PLANNER_dsa_rp);
}

/* pypto: MemoryReuse merges buffers, AllocateMemoryAddr lays them out. */
Test(memplan, memory_reuse_keeps_values)
{
	expect_runs_on(mixed_cases, sizeof mixed_cases / sizeof *mixed_cases, PLANNER_pypto);
}

/* ---- level-3 scratch ------------------------------------------------------------- */

static struct program *cast_program(struct var **res, struct stmt **cast_stmt)
{
	struct program *p = new_program();
	struct function *f = new_function(p, "k", FK_AIV);
	struct var *a = param(p, f, "a", tensor_t(p, 16, 16));
	struct var *x;
	struct stmt *s[2];
	s[0] = call(p, &x, "x", tile_t(p, 16, 16, DT_FP16), "tile.load", 2, ref(p, a), offs(p));
	s[1] = call(p, res, "y__ssa_v0", tile_t(p, 16, 16, DT_INT16), "tile.cast", 1, ref(p, x));
	*cast_stmt = s[1];
	f->body = list_of(p, 2, s);
	return p;
}

Test(memplan, level3_scratch_for_narrowing_cast)
{
	struct var *y;
	struct stmt *cs;
	struct program *p = cast_program(&y, &cs);
	struct pass_ctx c = ctx_for("910B", PLANNER_pypto);
	cr_assert(run(&c, p, "init"));
	struct expr *cast = cs->u.assign.value;
	cr_assert_eq(cast->u.call.args.n, 2, "the tmp operand is appended");
	struct var *tmp = cast->u.call.args.v[1]->u.var;
	cr_assert_str_eq(tmp->name, "y__tcvt_tmp_v0");
	cr_assert_eq(tmp->type->dtype, DT_INT8);
	int64_t d[2];
	cr_assert(ir_shape_static(tmp->type->shape, d, 2));
	cr_assert_eq(d[0], 1);
	cr_assert_eq(d[1], 64, "FP16 [16,16] -> INT16 needs 64 bytes");
	cr_assert_eq(tmp->type->memref->size, 64);
	/* Defined right before the cast. */
	struct function *f = p->funcs[0];
	uint32_t k = 0;
	while (k < f->body.n && f->body.v[k] != cs)
		k++;
	cr_assert_lt(k, f->body.n);
	cr_assert_eq(f->body.v[k - 1]->u.assign.var, tmp);
}

Test(memplan, no_level3_scratch_under_ptoas_or_950)
{
	struct var *y;
	struct stmt *cs;
	struct program *p = cast_program(&y, &cs);
	struct pass_ctx c = ctx_for("910B", PLANNER_ptoas);
	cr_assert(run(&c, p, "init"));
	cr_assert_eq(cs->u.assign.value->u.call.args.n, 1);
	p = cast_program(&y, &cs);
	c = ctx_for("950", PLANNER_pypto);
	cr_assert(run(&c, p, "init"));
	cr_assert_eq(cs->u.assign.value->u.call.args.n, 1);
}
