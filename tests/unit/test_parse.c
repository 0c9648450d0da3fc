/* The parser: structure of parsed programs, DSL shorthand, names, error
 * reporting and recovery. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "equal.h"
#include "intern.h"
#include "ir.h"
#include "parse.h"
#include "print.h"

#include "fixture.h"

static struct program *parse_text(const char *text)
{
	const char *name = intern_cstr("t.py");
	diag_add_source(name, text, strlen(text));
	return parse_program(&arena, name, text, strlen(text));
}

static struct program *parse_ok(const char *text)
{
	struct program *p = parse_text(text);
	cr_assert_eq(diag_error_count(), 0, "unexpected errors:\n%s", errors());
	return p;
}

#define HEAD "import pypto.language as pl\n\n@pl.program\nclass P:\n"

static const char *loop_prog =
	"N = pl.dynamic(\"N\")\n" HEAD
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def kernel(self, x: pl.Tensor[[N, 64], pl.FP32], n: pl.Scalar[pl.INDEX],\n"
	"               out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:\n"
	"        acc: pl.Tile[[16, 64], pl.FP32] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n"
	"        total: pl.Scalar[pl.INDEX] = 0\n"
	"        for i, (acc_it, tot_it, out_it) in pl.range(0, n, 16, init_values=(acc, total, out)):\n"
	"            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i, 0], [16, 64])\n"
	"            if i > 0:\n"
	"                s: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_it, t)\n"
	"                s2 = pl.yield_(s)\n"
	"            else:\n"
	"                s2 = pl.yield_(t)\n"
	"            o2: pl.Tensor[[N, 64], pl.FP32] = pl.store(s2, [i, 0], out_it)\n"
	"            acc_n, tot_n, out_n = pl.yield_(s2, tot_it + 1, o2)\n"
	"        return out_n\n";

Test(parse, loop_structure_iter_args_and_return_vars, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(loop_prog);
	cr_assert_eq(p->n_funcs, 1);
	struct function *f = p->funcs[0];
	cr_assert_eq(f->kind, FK_InCore);
	cr_assert_eq(f->n_params, 3);
	cr_assert_eq(f->params[2].dir, DIR_OUT);
	cr_assert_eq(f->body.n, 4);
	struct stmt *loop = f->body.v[2];
	cr_assert_eq(loop->kind, ST_FOR);
	cr_assert_eq(loop->u.loop.n_iter, 3);
	cr_assert_eq(loop->u.loop.iter[0].var->kind, VAR_ITER);
	cr_assert_eq(loop->u.loop.iter[0].init->u.var, f->body.v[0]->u.assign.var);
	cr_assert_str_eq(loop->u.loop.return_vars[2]->name, "out_n");
	struct stmt *last = loop->u.loop.body.v[loop->u.loop.body.n - 1];
	cr_assert_eq(last->kind, ST_YIELD);
	cr_assert_eq(last->u.ret.values.n, 3);
	/* The return uses the loop's third return var. */
	struct stmt *ret = f->body.v[3];
	cr_assert_eq(ret->u.ret.values.v[0]->u.var, loop->u.loop.return_vars[2]);
	/* The if yields one value into s2 from both branches. */
	struct stmt *ifs = loop->u.loop.body.v[1];
	cr_assert_eq(ifs->kind, ST_IF);
	cr_assert_eq(ifs->u.cond.n_ret, 1);
	cr_assert_str_eq(ifs->u.cond.return_vars[0]->name, "s2");
	cr_assert_eq(ifs->u.cond.return_vars[0]->type->kind, TY_TILE);
}

Test(parse, dynamic_dims_are_one_program_var, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(loop_prog);
	cr_assert_eq(p->n_dyn, 1);
	struct function *f = p->funcs[0];
	const struct type *x = f->params[0].var->type, *o = f->params[2].var->type;
	cr_assert_eq(x->shape.v[0]->kind, EX_VAR);
	cr_assert_eq(x->shape.v[0]->u.var, p->dyn[0]);
	cr_assert_eq(o->shape.v[0]->u.var, p->dyn[0]);
}

Test(parse, var_ids_are_unique_and_dense, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(loop_prog);
	bool *seen = calloc(p->n_vars, 1);
	struct function *f = p->funcs[0];
	for (uint32_t i = 0; i < f->n_params; i++) {
		cr_assert_lt(f->params[i].var->id, p->n_vars);
		cr_assert_not(seen[f->params[i].var->id]);
		seen[f->params[i].var->id] = true;
	}
	free(seen);
}

Test(parse, shorthand_load_fills_valid_shape_and_target_memory, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(loop_prog);
	struct stmt *loop = p->funcs[0]->body.v[2];
	struct expr *load = loop->u.loop.body.v[0]->u.assign.value;
	cr_assert_eq(load->kind, EX_CALL);
	cr_assert_str_eq(spec_ops[load->u.call.op].name, "tile.load");
	cr_assert_eq(load->u.call.args.n, 4, "valid_shape defaults to shapes");
	cr_assert(ir_expr_equal_exact(load->u.call.args.v[3], load->u.call.args.v[2]));
	const struct kwval *tm = ir_call_kwarg(load, "target_memory");
	cr_assert(tm && tm->present && tm->i == MS_Vec);
	cr_assert_eq(ir_expr_type(load)->mem, MS_Vec);
}

Test(parse, scalar_variant_alias_picks_scalar_op, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(HEAD
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[8, 8], pl.FP32], s: pl.Scalar[pl.FP32]) -> pl.Tensor[[8, 8], pl.FP32]:\n"
		"        t = pl.load(x, [0, 0], [8, 8])\n"
		"        a = pl.add(t, t)\n"
		"        b = pl.add(t, 2.0)\n"
		"        c = pl.mul(t, s)\n"
		"        return x\n");
	struct stmt_list b = p->funcs[0]->body;
	cr_assert_str_eq(spec_ops[b.v[1]->u.assign.value->u.call.op].name, "tile.add");
	cr_assert_str_eq(spec_ops[b.v[2]->u.assign.value->u.call.op].name, "tile.adds");
	cr_assert_str_eq(spec_ops[b.v[3]->u.assign.value->u.call.op].name, "tile.muls");
}

Test(parse, shorthand_dispatches_by_operand_kinds, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(HEAD
		"    @pl.function(type=pl.FunctionType.Inline)\n"
		"    def k(self, x: pl.Tensor[[8, 8], pl.FP32], s: pl.Scalar[pl.FP32], i: pl.Scalar[pl.INT32]):\n"
		"        a = pl.add(x, x)\n"
		"        b = pl.add(x, s)\n"
		"        c = pl.add(i, 1)\n"
		"        d = pl.cast(x, pl.BF16)\n"
		"        e = pl.cast(s, pl.INT32)\n"
		"        f = pl.create_tensor([8, 8], pl.FP16)\n");
	struct stmt_list b = p->funcs[0]->body;
	cr_assert_str_eq(spec_ops[b.v[0]->u.assign.value->u.call.op].name, "tensor.add");
	cr_assert_str_eq(spec_ops[b.v[1]->u.assign.value->u.call.op].name, "tensor.adds");
	cr_assert_eq(b.v[2]->u.assign.value->kind, EX_BINARY, "scalars make a scalar expression");
	struct expr *cast = b.v[3]->u.assign.value;
	cr_assert_str_eq(spec_ops[cast->u.call.op].name, "tensor.cast");
	const struct kwval *tt = ir_call_kwarg(cast, "target_type");
	cr_assert(tt && tt->present && tt->i == DT_BF16, "the dtype passed positionally is the kwarg");
	cr_assert_eq(b.v[4]->u.assign.value->kind, EX_CAST);
	struct expr *ct = b.v[5]->u.assign.value;
	cr_assert_str_eq(spec_ops[ct->u.call.op].name, "tensor.create");
	const struct kwval *dt = ir_call_kwarg(ct, "dtype");
	cr_assert(dt && dt->present && dt->i == DT_FP16);
	cr_assert_eq(ir_expr_type(ct)->dtype, DT_FP16);
}

Test(parse, shorthand_of_no_meaning_names_them_all, .init = setup, .fini = teardown)
{
	parse_text(HEAD
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[8, 8], pl.FP32], t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec]):\n"
		"        a = pl.add(x, t)\n");
	cr_assert_eq(diag_error_count(), 1);
	cr_assert(strstr(errors(), "pl.add takes no (tensor, tile)"), "%s", errors());
	cr_assert(strstr(errors(), "pl.tile.adds(tile, scalar)"), "%s", errors());
}

Test(parse, column_vector_tile_is_implicitly_col_major, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(HEAD
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[16, 256], pl.FP32]) -> pl.Tensor[[16, 256], pl.FP32]:\n"
		"        t = pl.load(x, [0, 0], [16, 256])\n"
		"        tmp = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n"
		"        s = pl.tile.row_sum(t, tmp)\n"
		"        return x\n");
	const struct type *s = p->funcs[0]->body.v[2]->u.assign.var->type;
	cr_assert_eq(s->kind, TY_TILE);
	cr_assert_eq(s->shape.n, 2);
	cr_assert_null(s->view, "the view equals the implicit one and is not stored");
	struct tile_view v = ir_tile_view_effective(s);
	cr_assert_eq(v.blayout, TL_col_major);
	cr_assert_eq(v.slayout, TL_none_box);
}

Test(parse, non_ssa_reassignment_keeps_one_var, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(HEAD
		"    @pl.function\n"
		"    def f(self, n: pl.Scalar[pl.INT64]) -> pl.Scalar[pl.INT64]:\n"
		"        j: pl.Scalar[pl.INT64] = 0\n"
		"        while j < n:\n"
		"            j = j + 1\n"
		"        return j\n");
	struct stmt_list b = p->funcs[0]->body;
	struct var *j = b.v[0]->u.assign.var;
	cr_assert_eq(b.v[1]->u.wloop.body.v[0]->u.assign.var, j);
	cr_assert_eq(b.v[2]->u.ret.values.v[0]->u.var, j);
	/* The variable has the written dtype; the literal stays a bare INDEX
	 * constant (printed `j: pl.Scalar[pl.INT64] = 0`, as the reference). */
	cr_assert_eq(j->type->dtype, DT_INT64);
	cr_assert_eq(b.v[0]->u.assign.value->dtype, DT_INDEX);
}

Test(parse, independent_errors_all_reported, .init = setup, .fini = teardown)
{
	parse_text(HEAD
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[8, 8], pl.FP32]) -> pl.Tensor[[8, 8], pl.FP32]:\n"
		"        t = pl.load(x, [0, 0], [8, 8])\n"
		"        a = pl.tile.bogus(t)\n"
		"        b = pl.tile.exp(t, t)\n"
		"        c = nowhere + 1\n"
		"        return x\n");
	cr_assert_eq(diag_error_count(), 3, "got:\n%s", errors());
	cr_assert(strstr(errors(), "t.py:8:13: error: unknown op 'pl.tile.bogus'"), "%s", errors());
	cr_assert(strstr(errors(), "t.py:9:28: error: pl.tile.exp: takes 1 operand, 2 given"), "%s",
		  errors());
	cr_assert(strstr(errors(), "t.py:10:13: error: undefined name 'nowhere'"), "%s", errors());
}

Test(parse, deep_nesting_is_an_error_not_a_crash, .init = setup, .fini = teardown)
{
	size_t n = 20000;
	char *text = malloc(n + 256);
	strcpy(text, HEAD "    @pl.function\n    def f(self) -> pl.Scalar[pl.INDEX]:\n        return ");
	size_t l = strlen(text);
	memset(text + l, '(', n);
	strcpy(text + l + n, "1\n");
	parse_text(text);
	cr_assert_geq(diag_error_count(), 1);
	cr_assert(strstr(errors(), "nested too deeply"), "%s", errors());
	free(text);
}

Test(parse, garbage_never_crashes, .init = setup, .fini = teardown)
{
	static const char *const inputs[] = {
		"", "\n\n", "@", "@pl.program", "@pl.program\nclass", "    x", "\"\"\"", "'abc",
		"@pl.function\ndef f(", "@pl.function\ndef f(self, x: pl.Tile[[", "\x01\x02\xff",
		HEAD "    @pl.function\n    def f(self):\n        for (a,) in pl.while_(init_values=(1,)):\n",
		HEAD "    @pl.function\n    def f(self):\n        x: pl.Tile[[4, 4], pl.FP32, pl.MemRef(\"m\")] = 1\n",
	};
	for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
		struct program *p = parse_text(inputs[i]);
		cr_assert_not_null(p);
	}
	cr_assert_gt(diag_error_count(), 0);
}

/* Names popped at the end of a function stay in the name table: many
 * functions, each with its own names, must not fill it (the table grows on
 * the names it holds, not on the live bindings). */
Test(parse, many_functions_with_distinct_names, .init = setup, .fini = teardown)
{
	struct buf b = {0};
	buf_puts(&b, HEAD);
	for (int f = 0; f < 8; f++) {
		buf_printf(&b, "    @pl.function\n    def f%d(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n", f);
		for (int i = 0; i < 100; i++)
			buf_printf(&b, "        v%d_%d: pl.Scalar[pl.INDEX] = n + %d\n", f, i, i);
		buf_printf(&b, "        return v%d_99\n", f);
	}
	struct program *p = parse_ok(b.data);
	cr_assert_eq(p->n_funcs, 8);
	buf_free(&b);
}

/* A left-associative chain of any length is parsed, printed and compared
 * without recursion: 100,000 terms of each operator family go through, the
 * printed text parses back to an equal program. */
Test(parse, long_operator_chains_round_trip, .init = setup, .fini = teardown)
{
	static const char *const ops[] = {" + ", " * ", " | ", " and "};
	for (size_t o = 0; o < sizeof ops / sizeof *ops; o++) {
		struct buf b = {0};
		buf_puts(&b, HEAD "    @pl.function\n    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n");
		buf_puts(&b, o < 3 ? "        y: pl.Scalar[pl.INDEX] = x" : "        y: pl.Scalar[pl.BOOL] = x");
		for (int i = 1; i < 100000; i++) {
			buf_puts(&b, ops[o]);
			buf_puts(&b, o == 3 ? "x > 0" : "x");
		}
		buf_puts(&b, "\n        return x\n");
		struct program *p = parse_ok(b.data);
		struct buf out = {0};
		print_program(&out, p);
		buf_putc(&out, '\n');
		struct program *q = parse_ok(out.data);
		struct buf why = {0};
		cr_assert(ir_equal_programs(p, q, &why), "%s", why.data);
		buf_free(&why);
		buf_free(&out);
		buf_free(&b);
	}
}

/* `**` nests to the right: past the nesting limit it is an error, not a
 * stack overflow. */
Test(parse, long_power_chain_is_an_error, .init = setup, .fini = teardown)
{
	struct buf b = {0};
	buf_puts(&b, HEAD "    @pl.function\n    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
		     "        return x");
	for (int i = 0; i < 50000; i++)
		buf_puts(&b, " ** x");
	buf_puts(&b, "\n");
	parse_text(b.data);
	char want[80];
	snprintf(want, sizeof want, "expression nested too deeply (more than %d levels)", IR_MAX_DEPTH);
	cr_assert(strstr(errors(), want), "%s", errors());
	buf_free(&b);
}

/* Compound statements nested past the limit: one error at the first one too
 * deep, whatever the indentation. */
Test(parse, deep_statement_nesting_is_one_error, .init = setup, .fini = teardown)
{
	struct buf b = {0};
	buf_puts(&b, HEAD "    @pl.function\n    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n");
	int n = IR_MAX_DEPTH + 200;
	for (int i = 0; i < n; i++)
		buf_printf(&b, "%*sif x > %d:\n", 8 + i, "", i);
	buf_printf(&b, "%*sx = x + 1\n        return x\n", 8 + n, "");
	parse_text(b.data);
	cr_assert_eq(diag_error_count(), 1, "%s", errors());
	cr_assert(strstr(errors(), "statements nested too deeply"), "%s", errors());
	buf_free(&b);
}

/* A UTF-8 byte order mark before the program is skipped. */
Test(parse, utf8_bom_is_accepted, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok("\xEF\xBB\xBF" HEAD "    @pl.function\n"
				     "    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
				     "        return x\n");
	cr_assert_eq(p->n_funcs, 1);
}

/* One line indented deeper than the block it starts is reported once, not
 * again on every line after it indented like the block. */
Test(parse, over_indented_line_is_reported_once, .init = setup, .fini = teardown)
{
	parse_text(HEAD "    @pl.function\n"
		   "    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
		   "        for i in pl.range(3):\n"
		   "                z = x + 1\n"
		   "            w = x + 2\n"
		   "            v = x + 3\n"
		   "            u = x + 4\n"
		   "        return x\n");
	cr_assert_eq(diag_error_count(), 1, "%s", errors());
	cr_assert(strstr(errors(), "t.py:9:13: error: unindent does not match"), "%s", errors());
}

/* Raw control bytes of a quoted source line are printed escaped, the caret
 * under them. */
Test(parse, control_bytes_are_escaped_in_quotes, .init = setup, .fini = teardown)
{
	parse_text(HEAD "    @pl.function\n"
		   "    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
		   "        y = x \x1b[31m+ 1\n"
		   "        return x\n");
	cr_assert(strstr(errors(), "bad character '\\x1b'\n        y = x \\x1b[31m+ 1\n"
				   "              ^~~~\n"), "%s", errors());
	cr_assert_null(strchr(errors(), '\x1b'));
}

#define T64 "pl.Tensor[[64], pl.FP32]"

/* Module-level helpers: an external function called by name joins the
 * program once, after its own functions (an unused one does not); an inline
 * one is expanded in place with its parameter naming the argument, and the
 * caller's names are its own again after the call. */
Test(parse, module_helpers_external_and_inline, .init = setup, .fini = teardown)
{
	struct program *p = parse_ok(
		"import pypto.language as pl\n\n"
		"@pl.inline\n"
		"def inc(x: " T64 ") -> " T64 ":\n"
		"    r: " T64 " = pl.add(x, 1.0)\n"
		"    return r\n\n"
		"@pl.function\n"
		"def unused(x: " T64 ") -> " T64 ":\n"
		"    return x\n\n"
		"@pl.function\n"
		"def ext(x: " T64 ") -> " T64 ":\n"
		"    return x\n\n"
		"alias = ext\n\n"
		"@pl.program\nclass P:\n"
		"    @pl.function\n"
		"    def main(self, a: " T64 ", x: " T64 ") -> " T64 ":\n"
		"        y: " T64 " = inc(a)\n"
		"        z: " T64 " = ext(x)\n"
		"        w: " T64 " = alias(y)\n"
		"        return z\n");
	cr_assert_eq(p->n_funcs, 2);
	struct function *main = p->funcs[0], *ext = p->funcs[1];
	cr_assert_str_eq(main->name, "main");
	cr_assert_str_eq(ext->name, "ext");
	cr_assert_eq(main->body.n, 5);
	struct stmt *r = main->body.v[0], *y = main->body.v[1], *z = main->body.v[2], *w = main->body.v[3];
	cr_assert_str_eq(r->u.assign.var->name, "r");
	cr_assert_eq(r->u.assign.value->u.call.args.v[0]->u.var, main->params[0].var, "x names the argument a");
	cr_assert_eq(y->u.assign.value->kind, EX_VAR);
	cr_assert_eq(y->u.assign.value->u.var, r->u.assign.var, "the call's value is what the body returns");
	cr_assert_eq(z->u.assign.value->kind, EX_FCALL);
	cr_assert_eq(z->u.assign.value->u.fcall.callee, ext);
	cr_assert_eq(z->u.assign.value->u.fcall.args.v[0]->u.var, main->params[1].var, "x is main's own x again");
	cr_assert_eq(w->u.assign.value->u.fcall.callee, ext, "an alias calls the function itself");
}

Test(parse, module_helper_errors, .init = setup, .fini = teardown)
{
	parse_text("import pypto.language as pl\n\n"
		   "@pl.inline\n"
		   "def inc(x: " T64 ") -> " T64 ":\n"
		   "    return inc(x)\n\n"
		   "@pl.program\nclass P:\n"
		   "    @pl.function\n"
		   "    def main(self, a: " T64 ") -> " T64 ":\n"
		   "        y: " T64 " = inc(a, a)\n"
		   "        z: " T64 " = inc(a)\n"
		   "        return z\n");
	cr_assert_eq(diag_error_count(), 2, "%s", errors());
	cr_assert(strstr(errors(), "t.py:11:") && strstr(errors(), "expects 1 argument(s), got 2"), "%s", errors());
	cr_assert(strstr(errors(), "t.py:5:") && strstr(errors(), "calls itself"), "%s", errors());
}
