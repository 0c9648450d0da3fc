/* Result-type deduction as passes use it: calls built with ir_new_call and
 * typed with tc_deduce_call, and the promotion rule. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "print.h"
#include "typecheck.h"

#include "fixture.h"

/* The var `acc` of a one-function program: a [16, 1] FP32 Vec tile. */
static struct var *column_tile(struct program **out)
{
	static const char text[] =
		"import pypto.language as pl\n\n@pl.program\nclass P:\n"
		"    @pl.function(type=pl.FunctionType.InCore)\n"
		"    def k(self, x: pl.Tensor[[16, 1], pl.FP32]) -> pl.Tensor[[16, 1], pl.FP32]:\n"
		"        acc = pl.tile.create([16, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n"
		"        return x\n";
	const char *name = intern_cstr("tc.py");
	diag_add_source(name, text, strlen(text));
	struct program *p = parse_program(&arena, name, text, strlen(text));
	cr_assert_eq(diag_error_count(), 0);
	*out = p;
	return p->funcs[0]->body.v[0]->u.assign.var;
}

static const char *type_text(const struct type *t)
{
	static char out[256];
	struct buf b = {0};
	print_type(&b, t);
	snprintf(out, sizeof out, "%s", b.data);
	buf_free(&b);
	return out;
}

Test(typecheck, pass_built_reshape_is_deduced, .init = setup, .fini = teardown)
{
	struct program *p;
	struct var *acc = column_tile(&p);
	struct span sp = acc->span;
	int op = ir_op_lookup("pl.tile.reshape", NULL);
	cr_assert_geq(op, 0);
	struct expr *args[2] = {ir_new_var_ref(&arena, acc, sp), NULL};
	int64_t dims[2] = {1, 16};
	args[1] = ir_new_list(&arena, ir_expr_list_of_ints(&arena, dims, 2, sp), sp);
	struct expr *call = ir_new_call(&arena, (unsigned)op, (struct expr_list){2, args}, sp);
	cr_assert(tc_deduce_call(&arena, call), "%s", errbuf);
	cr_assert_str_eq(type_text(call->type), "pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec]");
	cr_assert_eq(ir_tile_view_effective(call->type).blayout, TL_row_major);
}

Test(typecheck, pass_built_move_takes_layout_kwargs, .init = setup, .fini = teardown)
{
	struct program *p;
	struct var *acc = column_tile(&p);
	struct span sp = acc->span;
	int op = ir_op_lookup("pl.tile.move", NULL);
	struct expr *arg = ir_new_var_ref(&arena, acc, sp);
	struct expr *call = ir_new_call(&arena, (unsigned)op, (struct expr_list){1, &arg}, sp);
	ir_call_set_kwarg_int(call, "target_memory", MS_Vec);
	ir_call_set_kwarg_int(call, "blayout", TL_row_major);
	ir_call_set_kwarg_int(call, "slayout", TL_none_box);
	cr_assert(tc_deduce_call(&arena, call), "%s", errbuf);
	cr_assert_str_eq(type_text(call->type),
			 "pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)]");
	struct buf b = {0};
	print_expr(&b, call);
	cr_assert_str_eq(b.data, "pl.tile.move(acc, target_memory=pl.Mem.Vec, "
				 "blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)");
	buf_free(&b);
}

Test(typecheck, pass_built_call_with_bad_operand_is_reported, .init = setup, .fini = teardown)
{
	struct program *p;
	struct var *acc = column_tile(&p);
	int op = ir_op_lookup("pl.tile.add", NULL);
	int64_t dims[2] = {16, 1};
	struct expr *args[2] = {ir_new_var_ref(&arena, acc, acc->span),
				ir_new_list(&arena, ir_expr_list_of_ints(&arena, dims, 2, acc->span),
					    acc->span)};
	struct expr *call = ir_new_call(&arena, (unsigned)op, (struct expr_list){2, args}, acc->span);
	cr_assert_not(tc_deduce_call(&arena, call));
	cr_assert_eq(call->type->kind, TY_UNKNOWN);
	fflush(errf);
	cr_assert(strstr(errbuf, "pl.tile.add: operand 1 ('rhs') must be a tile, got a list"), "%s", errbuf);
}

/* An operand's memory space is not a type error: InferTileMemorySpace moves
 * it, and TileMemoryInferred reports what it could not (the reference
 * accepts pl.tile.matmul on Mat operands and elementwise ops on Acc). */
Test(typecheck, operand_memory_space_is_not_checked_here, .init = setup, .fini = teardown)
{
	struct program *p;
	struct var *acc = column_tile(&p);
	int op = ir_op_lookup("pl.tile.matmul", NULL);
	int64_t dims[2] = {1, 16};
	struct expr *lhs = ir_new_var_ref(&arena, acc, acc->span);
	int rop = ir_op_lookup("pl.tile.reshape", NULL);
	struct expr *rargs[2] = {ir_new_var_ref(&arena, acc, acc->span),
				 ir_new_list(&arena, ir_expr_list_of_ints(&arena, dims, 2, acc->span),
					     acc->span)};
	struct expr *rhs = ir_new_call(&arena, (unsigned)rop, (struct expr_list){2, rargs}, acc->span);
	cr_assert(tc_deduce_call(&arena, rhs), "%s", errbuf);
	struct expr *args[2] = {lhs, rhs};
	struct expr *call = ir_new_call(&arena, (unsigned)op, (struct expr_list){2, args}, acc->span);
	cr_assert(tc_deduce_call(&arena, call), "%s", errbuf);
	cr_assert_str_eq(type_text(call->type), "pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc]");
}

Test(typecheck, promote_follows_the_reference_order)
{
	cr_assert_eq(tc_promote(DT_FP16, DT_FP16), DT_FP16);
	cr_assert_eq(tc_promote(DT_INT32, DT_FP16), DT_FP16, "float beats int");
	cr_assert_eq(tc_promote(DT_FP16, DT_FP32), DT_FP32, "wider wins");
	cr_assert_eq(tc_promote(DT_UINT32, DT_INT32), DT_INT32, "equal width: the signed one");
	cr_assert_eq(tc_promote(DT_FP16, DT_BF16), DT_FP16, "otherwise the first");
}
