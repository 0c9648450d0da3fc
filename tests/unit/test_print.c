/* The printer: float and literal spellings, precedence, and the round trip
 * print(parse(print(x))) == print(x) over every front-end golden. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "print.h"
#include "util.h"

#include "fixture.h"

static const char *float_text(double v)
{
	static char out[64];
	struct buf b = {0};
	print_float(&b, v);
	snprintf(out, sizeof out, "%s", b.data);
	buf_free(&b);
	return out;
}

Test(print, floats_use_17_significant_digits)
{
	cr_assert_str_eq(float_text(0.0), "0.0");
	cr_assert_str_eq(float_text(2.0), "2.0");
	cr_assert_str_eq(float_text(1.5), "1.5");
	cr_assert_str_eq(float_text(3.14), "3.1400000000000001");
	cr_assert_str_eq(float_text(-0.5), "-0.5");
	cr_assert_str_eq(float_text(1e17), "1e+17");
	cr_assert_str_eq(float_text(1e16), "10000000000000000.0");
}

static struct var *mkvar(struct program *p, const char *name)
{
	return ir_new_var(p, intern_cstr(name), VAR_LOCAL, ir_type_scalar(DT_INT64),
			  (struct span){0});
}

static const char *expr_text(const struct expr *e)
{
	static char out[256];
	struct buf b = {0};
	print_expr(&b, e);
	snprintf(out, sizeof out, "%s", b.data);
	buf_free(&b);
	return out;
}

Test(print, parenthesizes_by_precedence_and_side, .init = setup, .fini = teardown)
{
	struct program p = {.arena = &arena};
	struct span s = {0};
	struct expr *a = ir_new_var_ref(&arena, mkvar(&p, "a"), s);
	struct expr *b = ir_new_var_ref(&arena, mkvar(&p, "b"), s);
	struct expr *c = ir_new_var_ref(&arena, mkvar(&p, "c"), s);
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_MUL, ir_new_binary(&arena, BO_ADD, a, b, s), c, s)),
			 "(a + b) * c");
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_SUB, a, ir_new_binary(&arena, BO_SUB, b, c, s), s)),
			 "a - (b - c)");
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_SUB, ir_new_binary(&arena, BO_SUB, a, b, s), c, s)),
			 "a - b - c");
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_POW, a, ir_new_binary(&arena, BO_POW, b, c, s), s)),
			 "a ** b ** c");
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_POW, ir_new_binary(&arena, BO_POW, a, b, s), c, s)),
			 "(a ** b) ** c");
	cr_assert_str_eq(expr_text(ir_new_unary(&arena, UO_NOT, ir_new_binary(&arena, BO_EQ, a, b, s), s)),
			 "not a == b");
	cr_assert_str_eq(expr_text(ir_new_unary(&arena, UO_NEG, ir_new_binary(&arena, BO_ADD, a, b, s), s)),
			 "-(a + b)");
	cr_assert_str_eq(expr_text(ir_new_binary(&arena, BO_MAX, a, b, s)), "pl.max(a, b)");
}

Test(print, constants_print_typed_unless_index, .init = setup, .fini = teardown)
{
	struct span s = {0};
	cr_assert_str_eq(expr_text(ir_new_int(&arena, 7, DT_INDEX, s)), "7");
	cr_assert_str_eq(expr_text(ir_new_int(&arena, 0, DT_INT64, s)), "pl.const(0, pl.INT64)");
	cr_assert_str_eq(expr_text(ir_new_float(&arena, 1.5, DT_FP16, s)), "pl.const(1.5, pl.FP16)");
	struct expr *sum = ir_new_binary(&arena, BO_ADD, ir_new_int(&arena, 32, DT_INDEX, s),
					 ir_new_int(&arena, 32, DT_INDEX, s), s);
	cr_assert_str_eq(expr_text(sum), "pl.const(32, pl.INDEX) + pl.const(32, pl.INDEX)");
}

static char *slurp(const char *path, size_t *len)
{
	char *t;
	cr_assert(read_file(path, &t, len), "cannot read %s", path);
	return t;
}

/* Parses text and prints it; NULL when it does not parse. */
static char *reprint(const char *path, const char *text, size_t len)
{
	const char *name = intern_cstr(path);
	diag_add_source(name, text, len);
	int before = diag_error_count();
	struct program *p = parse_program(&arena, name, text, len);
	if (diag_error_count() != before)
		return NULL;
	struct buf b = {0};
	print_program(&b, p);
	return b.data ? b.data : xstrdup("");
}

/* print(parse(print(x))) == print(x) for every expected printer output of
 * the front-end goldens (the goldens themselves check print(x) against the
 * reference text). */
Test(print, printed_text_round_trips_byte_for_byte, .init = setup, .fini = teardown)
{
	const char *dir = "tests/golden/frontend";
	struct vec texts = {0};
	DIR *d = opendir(dir);
	cr_assert_not_null(d, "run the unit tests from the repository root");
	struct dirent *e;
	int checked = 0;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 5 || strcmp(e->d_name + n - 4, ".out") != 0)
			continue;
		char path[512], path2[520];
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		snprintf(path2, sizeof path2, "%s.again", path);
		size_t len;
		char *text = slurp(path, &len);
		char src[520];
		snprintf(src, sizeof src, "%.*s.py", (int)(strlen(path) - 4), path);
		size_t src_len;
		char *source = NULL;
		if (!read_file(src, &source, &src_len))
			source = NULL;
		/* `ptoc equal` expectations are empty; a program marked as not
		 * standing alone (tests/print_reparse.sh) prints a call of a
		 * function it does not hold */
		bool alone = !source || !strstr(source, "\n# print-reparse: skip");
		free(source);
		if (len == 0 || !alone) {
			free(text);
			continue;
		}
		char *once = reprint(path, text, len);
		cr_assert_not_null(once, "%s does not parse:\n%s", path, errbuf);
		char *twice = reprint(path2, once, strlen(once));
		cr_assert_not_null(twice, "the print of %s does not parse:\n%s", path, errbuf);
		cr_assert_str_eq(twice, once, "%s: print(parse(print(x))) != print(x)", path);
		checked++;
		/* the texts stay alive: diagnostics may quote them */
		vec_push(&texts, text);
		vec_push(&texts, once);
		vec_push(&texts, twice);
	}
	closedir(d);
	for (size_t i = 0; i < texts.n; i++)
		free(texts.items[i]);
	vec_free(&texts);
	cr_assert_geq(checked, 30, "only %d printed goldens found", checked);
}
