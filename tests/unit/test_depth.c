/* Nesting depth after the front end: the IR walkers, rewriters and
 * equality take a chain of any length (iteratively, in linear time); the
 * pass manager and codegen refuse what nests past IR_MAX_DEPTH /
 * IR_CODEGEN_MAX_DEPTH with an error at the expression, and lower what they
 * accept without exhausting the stack.  The chains are built here: the
 * front end refuses them itself. */
#include <criterion/criterion.h>
#include <string.h>

#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "ir.h"
#include "parse.h"
#include "passes/passmgr.h"

#include "fixture.h"

TestSuite(depth, .init = setup, .fini = teardown);

/* A post-pipeline kernel whose scalar `t` is what the tests replace. */
static const char prog[] =
	"import pypto.language as pl\n"
	"\n"
	"@pl.program\n"
	"class P:\n"
	"    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n"
	"    def k(a: pl.Tensor[[16, 64], pl.FP16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:\n"
	"        t: pl.Scalar[pl.INDEX] = n + n\n"
	"        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)\n"
	"        x: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)\n"
	"        r: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(x, [0, 0], out)\n"
	"        return r\n";

static struct program *parse_prog(void)
{
	const char *file = intern_cstr("depth.py");
	diag_add_source(file, prog, sizeof prog - 1);
	struct program *p = parse_program(&arena, file, prog, sizeof prog - 1);
	cr_assert_eq(diag_error_count(), 0, "%s", errors());
	return p;
}

/* The statement `t = n + n` of the kernel. */
static struct stmt *t_stmt(struct program *p)
{
	struct stmt *s = p->funcs[0]->body.v[0];
	cr_assert_eq(s->kind, ST_ASSIGN);
	return s;
}

/* n + n + ... + n: a left-associative chain nesting `depth` levels. */
static struct expr *chain(struct expr *leaf, int depth)
{
	struct expr *e = leaf;
	for (int i = 0; i < depth; i++) {
		e = ir_new_binary(&arena, BO_ADD, e, leaf, leaf->span);
		e->type = ir_type_scalar(DT_INDEX);
	}
	return e;
}

static bool count_node(struct expr *e, void *ctx)
{
	(*(long *)ctx)++;
	return true;
}

static struct var *to;

static struct expr *retarget(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR && e->u.var != to)
		return ir_new_var_ref(&arena, to, e->span);
	return e;
}

static bool all_to(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR && e->u.var != to)
		(*(long *)ctx)++;
	return true;
}

Test(depth, walkers_take_a_chain_of_any_depth)
{
	struct program *p = parse_prog();
	struct expr *leaf = t_stmt(p)->u.assign.value->u.bin.l;
	struct expr *e = chain(leaf, 200000), *f = chain(leaf, 200000);
	long n = 0;
	ir_walk_expr(e, count_node, &n);
	cr_expect_eq(n, 400001);
	cr_expect(ir_expr_equal_exact(e, f));
	f->u.bin.op = BO_SUB;
	cr_expect_not(ir_expr_equal_exact(e, f));
	to = ir_new_var(p, intern_cstr("m"), VAR_LOCAL, ir_type_scalar(DT_INDEX), leaf->span);
	struct expr *r = ir_rewrite_expr(&arena, e, retarget, NULL);
	long left = 0;
	ir_walk_expr(r, all_to, &left);
	cr_expect_eq(left, 0);
	ir_walk_expr(e, all_to, &left); /* the original is not edited */
	cr_expect_eq(left, 200001);
}

/* A chain past IR_CODEGEN_MAX_DEPTH is refused at its line (it overflowed
 * the stack in the scalar lowering); the deepest accepted one is lowered. */
Test(depth, codegen_refuses_a_chain_past_its_limit)
{
	struct program *p = parse_prog();
	struct stmt *s = t_stmt(p);
	s->u.assign.value = chain(s->u.assign.value->u.bin.l, 60000);
	struct cg_options o = {.backend = be_at(0), .emit_addr = true};
	struct buf out = {0};
	cr_expect_not(cg_emit_module(p, p->funcs[0], &o, &out));
	cr_expect(strstr(errors(), "depth.py:7:") && strstr(errors(), "expression nested too deeply"),
		  "%s", errors());
	buf_free(&out);
}

Test(depth, codegen_lowers_the_deepest_chain_it_accepts)
{
	struct program *p = parse_prog();
	struct stmt *s = t_stmt(p);
	s->u.assign.value = chain(s->u.assign.value->u.bin.l, IR_CODEGEN_MAX_DEPTH - 1);
	struct cg_options o = {.backend = be_at(0), .emit_addr = true};
	struct buf out = {0};
	cr_assert(cg_emit_module(p, p->funcs[0], &o, &out), "%s", errors());
	int adds = 0;
	for (const char *q = out.data; (q = strstr(q, "arith.addi")); q++)
		adds++;
	cr_expect_eq(adds, IR_CODEGEN_MAX_DEPTH - 1);
	buf_free(&out);
}

Test(depth, pass_manager_refuses_a_chain_past_its_limit)
{
	struct program *p = parse_prog();
	struct stmt *s = t_stmt(p);
	struct expr *leaf = s->u.assign.value->u.bin.l;
	s->u.assign.value = chain(leaf, IR_MAX_DEPTH);
	cr_expect_eq(ir_check_depth(p, IR_MAX_DEPTH), 1);
	struct pm_options o;
	pm_options_init(&o);
	cr_expect_not(pm_run(&o, p, NULL, 0));
	cr_expect(strstr(errors(), "more than 1000 levels"), "%s", errors());
	s->u.assign.value = chain(leaf, IR_MAX_DEPTH - 1); /* 1000 levels with the leaves */
	cr_expect_eq(ir_check_depth(p, IR_MAX_DEPTH), 0);
}

/* if True: if True: ... `depth` bodies deep around statement `inner`. */
static struct stmt *nest(struct stmt *inner, int depth)
{
	struct stmt *s = inner;
	for (int i = 0; i < depth; i++) {
		struct stmt *o = ir_new_stmt(&arena, ST_IF, inner->span);
		o->u.cond.cond = ir_new_bool(&arena, true, inner->span);
		o->u.cond.then_body = (struct stmt_list){1, ARENA_ARRAY(&arena, struct stmt *, 1)};
		o->u.cond.then_body.v[0] = s;
		s = o;
	}
	return s;
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	(*(long *)ctx)++;
	return true;
}

static void keep(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	(*(long *)ctx)++;
	ir_sb_push(out, s);
}

Test(depth, statement_walks_take_any_nesting)
{
	struct program *p = parse_prog();
	struct function *f = p->funcs[0];
	struct stmt *t = t_stmt(p);
	struct stmt *deep = nest(t, 100000);
	struct stmt_list l = {1, &deep};
	long n = 0, m = 0;
	ir_walk_stmts(l, count_stmt, &n);
	cr_expect_eq(n, 100001);
	struct stmt_list r = ir_rewrite_stmts(&arena, l, keep, &m);
	cr_expect_eq(m, 100001);
	cr_expect_eq(r.n, 1);
	f->body.v[0] = nest(t, IR_MAX_DEPTH); /* t in the 1001st body */
	cr_expect_eq(ir_check_depth(p, IR_MAX_DEPTH), 1);
	cr_expect(strstr(errors(), "statements nested too deeply"), "%s", errors());
	f->body.v[0] = nest(t, IR_MAX_DEPTH - 1);
	cr_expect_eq(ir_check_depth(p, IR_MAX_DEPTH), 0);
}

static bool count_expr(struct expr *e, void *ctx)
{
	(*(long *)ctx)++;
	return true;
}

/* The expression walk over statements is iterative as well: far past
 * IR_CODEGEN_MAX_DEPTH, every if condition and the innermost `n + n` are
 * seen. */
Test(depth, statement_expression_walks_take_any_nesting)
{
	struct program *p = parse_prog();
	struct stmt *deep = nest(t_stmt(p), 100000);
	long n = 0;
	ir_walk_stmts_exprs((struct stmt_list){1, &deep}, count_expr, &n);
	cr_expect_eq(n, 100000 + 3);
}

/* Inlining a chain of Inline functions, each calling the next inside 40
 * nested ifs, nests the kernel 2,400 levels deep from input nesting 41:
 * the pass manager checks again after a pass that `deepens` (its spec
 * says so) and refuses it at the statement past the limit. */
Test(depth, pass_manager_rechecks_after_a_deepening_pass)
{
	struct buf b = {0};
	buf_puts(&b, "import pypto.language as pl\n\n@pl.program\nclass P:\n");
	for (int k = 0; k < 60; k++) {
		buf_printf(&b, "    @pl.function(type=pl.FunctionType.Inline)\n"
			   "    def f%d(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n", k);
		int ind = 8;
		for (int l = 0; k + 1 < 60 && l < 40; l++, ind += 4)
			buf_printf(&b, "%*sif x > %d:\n", ind, "", l);
		if (k + 1 < 60)
			buf_printf(&b, "%*sy: pl.Scalar[pl.INDEX] = self.f%d(x)\n", ind, "", k + 1);
		buf_puts(&b, "        return x\n\n");
	}
	buf_puts(&b, "    @pl.function\n    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
		     "        r: pl.Scalar[pl.INDEX] = self.f0(x)\n        return r\n");
	const char *file = intern_cstr("inl.py");
	diag_add_source(file, b.data, b.len);
	struct program *p = parse_program(&arena, file, b.data, b.len);
	cr_assert_eq(diag_error_count(), 0, "%s", errors());
	cr_assert(spec_passes[PASS_inline_functions].deepens);
	struct pm_options o;
	pm_options_init(&o);
	uint16_t pass = PASS_inline_functions;
	cr_expect_not(pm_run(&o, p, &pass, 1));
	cr_expect(strstr(errors(), "statements nested too deeply (more than 2000 levels)"), "%s",
		  errors());
	buf_free(&b);
}
