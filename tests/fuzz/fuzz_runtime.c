/* libFuzzer target for the runtime's .pto reader: lex + parse + liveness of
 * arbitrary bytes, then the module queries `ptoc run` makes.  Execution is
 * left out: loop trip counts and tensor shapes come from the input and are
 * unbounded by design. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"

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
	struct rt_module *m = rt_parse("fuzz.pto", text, size);
	if (m) {
		(void)rt_module_target_arch(m);
		for (int f = 0; f < rt_module_func_count(m); f++) {
			if (rt_module_func_find(m, rt_module_func_name(m, f)) < 0)
				abort();
			for (int i = 0; i < rt_func_param_count(m, f); i++) {
				int dt;
				(void)rt_func_param_kind(m, f, i, &dt);
			}
		}
		rt_module_free(m);
	}
	diag_add_source("fuzz.pto", "", 0);
	free(text);
	return 0;
}
