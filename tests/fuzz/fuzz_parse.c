/* libFuzzer target for the front end: lex + parse + type-check arbitrary
 * bytes, print what parsed cleanly, and check the round trip
 * print(parse(print(x))) == print(x).  Any crash, sanitizer report or
 * round-trip mismatch is a finding. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "print.h"
#include "util.h"

static FILE *devnull;

static struct program *parse_text(struct arena *a, const char *name, char *text, size_t len,
				  int *errors)
{
	diag_add_source(name, text, len);
	int before = diag_error_count();
	struct program *p = parse_program(a, name, text, len);
	*errors = diag_error_count() - before;
	return p;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!devnull) {
		devnull = fopen("/dev/null", "w");
		diag_set_stream(devnull);
	}
	diag_reset();
	char *text = malloc(size + 2);
	memcpy(text, data, size);
	text[size] = text[size + 1] = 0;
	struct arena a = {0};
	const char *name = intern_cstr("fuzz.py");
	int errors;
	struct program *p = parse_text(&a, name, text, size, &errors);
	if (!errors && p->n_funcs) {
		struct buf b1 = {0}, b2 = {0};
		print_program(&b1, p);
		const char *name2 = intern_cstr("fuzz-printed.py");
		char *t2 = malloc(b1.len + 2);
		memcpy(t2, b1.data, b1.len);
		t2[b1.len] = t2[b1.len + 1] = 0;
		int errors2;
		struct program *q = parse_text(&a, name2, t2, b1.len, &errors2);
		if (errors2) {
			fprintf(stderr, "printed text does not parse:\n%s\n", b1.data);
			abort();
		}
		print_program(&b2, q);
		if (b1.len != b2.len || memcmp(b1.data, b2.data, b1.len) != 0) {
			fprintf(stderr, "round trip differs:\n--- first\n%s\n--- second\n%s\n", b1.data,
				b2.data);
			abort();
		}
		diag_add_source(name2, "", 0);
		free(t2);
		buf_free(&b1);
		buf_free(&b2);
	}
	diag_add_source(name, "", 0);
	arena_free(&a);
	free(text);
	return 0;
}
