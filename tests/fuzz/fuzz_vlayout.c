/* libFuzzer target for the vector-layout reader and solver: parse arbitrary
 * MLIR text, then solve every function with the fast search and with the
 * exhaustive search under a small candidate cap (the cap bounds its time). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "vlayout/vl_solve.h"

#define FUZZ_CAP 5000

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	if (!devnull) {
		devnull = fopen("/dev/null", "w");
		diag_set_stream(devnull);
	}
	diag_reset();
	char *text = malloc(size + 1);
	memcpy(text, data, size);
	text[size] = 0;
	diag_add_source("fuzz.mlir", text, size);
	struct vl_module m = {0};
	if (vl_parse("fuzz.mlir", text, &m)) {
		for (const struct vl_func *f = m.funcs; f; f = f->next) {
			for (int how = VL_FAST; how <= VL_EXHAUSTIVE; how++) {
				struct vl_solution s;
				int rc = vl_solve(f, how, FUZZ_CAP, &s);
				if (rc < 0 || rc > 2)
					abort();
				vl_solution_free(&s);
			}
		}
	}
	arena_free(&m.arena);
	diag_add_source("fuzz.mlir", "", 0);
	free(text);
	return 0;
}
