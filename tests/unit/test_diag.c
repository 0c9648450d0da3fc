/* diag: the quoted line and caret of every error, the window quoted for very
 * long lines, and the error limit (printing stops, the count does not). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

static char *out;
static size_t outlen;
static FILE *outf;

static void capture(void)
{
	diag_reset();
	outf = open_memstream(&out, &outlen);
	diag_set_stream(outf);
}

/* What was printed since capture(); the caller frees it. */
static char *captured(void)
{
	diag_set_stream(stderr);
	fclose(outf);
	return out;
}

static int count(const char *hay, const char *needle)
{
	int n = 0;
	for (const char *p = hay; (p = strstr(p, needle)); p++)
		n++;
	return n;
}

Test(diag, quotes_the_line_of_each_error_in_any_order)
{
	static const char text[] = "alpha\n\tbeta\r\ngamma\n";
	diag_add_source("q.py", text, sizeof text - 1);
	capture();
	diag_error(span_make(diag_file_id("q.py"), 3, 2, 3, 4), "third");
	diag_error(span_make(diag_file_id("q.py"), 2, 2, 2, 3), "second");
	diag_error(span_make(diag_file_id("q.py"), 1, 1, 0, 0), "first");
	diag_error(span_make(diag_file_id("q.py"), 4, 1, 0, 0), "after the last newline");
	diag_error(span_make(diag_file_id("q.py"), 9, 1, 0, 0), "past the end");
	char *s = captured();
	cr_assert_str_eq(s, "q.py:3:2: error: third\ngamma\n ^~\n"
			    "q.py:2:2: error: second\n\tbeta\n\t^\n"
			    "q.py:1:1: error: first\nalpha\n^\n"
			    "q.py:4:1: error: after the last newline\n"
			    "q.py:9:1: error: past the end\n");
	free(s);
}

Test(diag, long_lines_are_quoted_around_the_column)
{
	size_t n = 5000;
	char *text = malloc(n + 1);
	memset(text, 'a', n);
	text[3000] = 'X';
	text[n] = 0;
	diag_add_source("long.pto", text, n);
	capture();
	diag_error(span_make(diag_file_id("long.pto"), 1, 3001, 1, 3002), "here");
	char *s = captured();
	char *quote = strchr(s, '\n') + 1, *caret = strchr(quote, '\n') + 1;
	cr_assert(strncmp(quote, "...", 3) == 0, "%s", s);
	cr_assert_lt(caret - quote, 1200, "the whole line was quoted");
	/* the caret sits under the X */
	cr_assert_eq(quote[strchr(caret, '^') - caret], 'X', "%s", s);
	cr_assert_eq(count(s, "..."), 2);
	free(s);
	free(text);
}

Test(diag, errors_past_the_limit_are_counted_not_printed)
{
	static const char text[] = "x\n";
	diag_add_source("many.py", text, sizeof text - 1);
	capture();
	for (int i = 0; i < DIAG_MAX_ERRORS + 30; i++)
		diag_error(span_make(diag_file_id("many.py"), 1, 1, 0, 0), "error %d", i);
	char *s = captured();
	cr_assert_eq(diag_error_count(), DIAG_MAX_ERRORS + 30);
	cr_assert_eq(count(s, ": error: "), DIAG_MAX_ERRORS);
	cr_assert_eq(count(s, "note: more than"), 1, "%s", s);
	free(s);
}

Test(diag, no_limit_when_set_to_zero)
{
	diag_set_max_errors(0);
	capture();
	for (int i = 0; i < DIAG_MAX_ERRORS + 5; i++)
		diag_error((struct span){0}, "error %d", i);
	char *s = captured();
	cr_assert_eq(count(s, ": error: "), DIAG_MAX_ERRORS + 5);
	cr_assert_eq(count(s, "note:"), 0);
	free(s);
	diag_set_max_errors(DIAG_MAX_ERRORS);
}

/* An error in generated text (a kernel's .pto run by `check`) is reported at
 * the user's line its loc(...) names, the generated line following as a
 * note; an scf.while header takes the loc of its scf.condition. */
Test(diag, generated_text_maps_back_to_the_source)
{
	static const char user[] = "def k():\n    while True:\n        n = n + 1\n";
	static const char gen[] = "  %1 = scf.while (%0 = %c0) : (index) -> (index) {\n"
				  "    scf.condition(%c1) %0 : index loc(\"k.py\":2:11)\n"
				  "  %2 = arith.addi %0, %c1 : index loc(\"k.py\":3:13)\n"
				  "  scf.for %i = %c0 to %c4 step %c1 {\n"
				  "    %3 = arith.addi %0, %c1 : index loc(\"k.py\":3:13)\n";
	diag_add_source("k.py", user, sizeof user - 1);
	diag_add_source("<reference:k.pto>", gen, sizeof gen - 1);
	capture();
	diag_error(span_make(diag_file_id("<reference:k.pto>"), 1, 8, 1, 17), "scf.while: too many iterations");
	diag_error(span_make(diag_file_id("<reference:k.pto>"), 3, 3, 3, 5), "overflow");
	diag_error(span_make(diag_file_id("<reference:k.pto>"), 4, 3, 4, 10), "too many trips");
	char *o = captured();
	cr_assert(strstr(o, "k.py:2:11: error: scf.while: too many iterations\n    while True:\n"), "%s", o);
	cr_assert(strstr(o, "<reference:k.pto>:1:8: note: in the code generated for it\n"), "%s", o);
	cr_assert(strstr(o, "k.py:3:13: error: overflow\n"), "%s", o);
	/* an scf.for header has no loc: its body's first op is another statement */
	cr_assert(strstr(o, "<reference:k.pto>:4:3: error: too many trips\n"), "%s", o);
	free(o);
}
