/* bench/lexonly FILE: reads FILE and lexes it the way `ptoc compile` does
 * (a stream of tokens, released as they are consumed), printing
 * "<seconds> <tokens>" for the lexing alone (the baseline of `make bench`:
 * compile time relative to lexing the same input). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "intern.h"
#include "lex.h"
#include "util.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	char *text;
	size_t len;
	if (argc != 2 || !read_file(argv[1], &text, &len)) {
		fprintf(stderr, "usage: lexonly FILE\n");
		return 2;
	}
	const char *file = intern_cstr(argv[1]);
	diag_add_source(file, text, len);
	/* best of three: the baseline should not carry page-fault noise */
	double best = 1e30;
	uint32_t n = 0;
	for (int r = 0; r < 3; r++) {
		struct lexer L;
		double t0 = now();
		lex_init(&L, file, text, len);
		while (lex_more(&L))
			lex_release(&L, L.n);
		double t = now() - t0;
		int errors = L.errors;
		n = L.n;
		lex_fini(&L);
		if (errors)
			return 1;
		if (t < best)
			best = t;
	}
	printf("%.6f %u\n", best, n);
	free(text);
	return 0;
}
