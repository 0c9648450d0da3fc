/* Structural equality up to renaming: what may differ (local names) and
 * what may not (ops, kwargs, types, constants, structure, bindings). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "equal.h"
#include "intern.h"
#include "parse.h"

static struct arena arena;

static void setup(void)
{
	memset(&arena, 0, sizeof arena);
	diag_reset();
}

static void teardown(void)
{
	arena_free(&arena);
}

static struct program *parse_as(const char *file, const char *text)
{
	const char *name = intern_cstr(file);
	diag_add_source(name, text, strlen(text));
	struct program *p = parse_program(&arena, name, text, strlen(text));
	cr_assert_eq(diag_error_count(), 0, "%s does not parse", file);
	return p;
}

#define PROG(BODY)                                                                          \
	"import pypto.language as pl\n\n@pl.program\nclass P:\n"                              \
	"    @pl.function(type=pl.FunctionType.InCore)\n"                                     \
	"    def k(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32]) -> " \
	"pl.Tensor[[16, 16], pl.FP32]:\n" BODY "        return x\n"

static bool equal(const char *a, const char *b, struct buf *why)
{
	struct program *x = parse_as("a.py", a), *y = parse_as("b.py", b);
	return ir_equal_programs(x, y, why);
}

Test(equal, local_names_may_differ, .init = setup, .fini = teardown)
{
	struct buf why = {0};
	cr_assert(equal(PROG("        t = pl.load(x, [0, 0], [16, 16])\n"
			     "        u = pl.add(t, t)\n"),
			PROG("        tile__ssa_v0 = pl.load(x, [0, 0], [16, 16])\n"
			     "        r = pl.tile.add(tile__ssa_v0, tile__ssa_v0)\n"),
			&why),
		  "%s", why.data ? why.data : "");
	buf_free(&why);
}

Test(equal, program_names_do_not_matter, .init = setup, .fini = teardown)
{
	const char *a = PROG("");
	char b[2048];
	snprintf(b, sizeof b, "%s", a);
	char *c = strstr(b, "class P:");
	memcpy(c, "class Q:", 8);
	cr_assert(equal(a, b, NULL));
}

Test(equal, crossed_bindings_differ, .init = setup, .fini = teardown)
{
	struct buf why = {0};
	cr_assert_not(equal(PROG("        t = pl.load(x, [0, 0], [16, 16])\n"
				 "        u = pl.load(y, [0, 0], [16, 16])\n"
				 "        v = pl.sub(t, u)\n"),
			    PROG("        t = pl.load(x, [0, 0], [16, 16])\n"
				 "        u = pl.load(y, [0, 0], [16, 16])\n"
				 "        v = pl.sub(u, t)\n"),
			    &why));
	cr_assert(strstr(why.data, "a.py:9:20: error:"), "%s", why.data);
	cr_assert(strstr(why.data, "b.py:9:20: note:"), "%s", why.data);
	buf_free(&why);
}

Test(equal, each_kind_of_difference_is_found, .init = setup, .fini = teardown)
{
	static const char *const base = "        t = pl.load(x, [0, 0], [16, 16])\n"
					"        u = pl.cast(t, target_type=pl.FP16, mode=2)\n";
	static const struct {
		const char *other, *what;
	} cases[] = {
		{"        t = pl.load(x, [8, 0], [8, 16])\n"
		 "        u = pl.cast(t, target_type=pl.FP16, mode=2)\n", "expression '0' vs '8'"},
		{"        t = pl.load(x, [0, 0], [16, 16])\n"
		 "        u = pl.cast(t, target_type=pl.FP16, mode=3)\n", "keyword 'mode' differs"},
		{"        t = pl.load(x, [0, 0], [16, 16])\n"
		 "        u = pl.cast(t, target_type=pl.BF16, mode=2)\n", "keyword 'target_type' differs"},
		{"        t = pl.load(x, [0, 0], [16, 16])\n"
		 "        u = pl.tile.exp(t)\n", "op pl.tile.cast vs pl.tile.exp"},
		{"        t = pl.load(x, [0, 0], [16, 16])\n", "assignment vs return"},
		{"        t = pl.load(y, [0, 0], [16, 16])\n"
		 "        u = pl.cast(t, target_type=pl.FP16, mode=2)\n", "'x' and 'y' do not correspond"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct buf why = {0};
		diag_reset();
		char a[4096], b[4096];
		snprintf(a, sizeof a, PROG("%s"), base);
		snprintf(b, sizeof b, PROG("%s"), cases[i].other);
		cr_assert_not(equal(a, b, &why), "case %zu compared equal", i);
		cr_assert(strstr(why.data, cases[i].what), "case %zu: expected '%s' in:\n%s", i,
			  cases[i].what, why.data);
		buf_free(&why);
	}
}
