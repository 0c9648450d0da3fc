/* bench/rt_throughput FILE.pto K ROWS COLS: runs the first function of
 * FILE.pto (K elementwise f32 ops on a ROWS x COLS tile, written by
 * bench/run.sh) repeatedly through the runtime and a plain C loop doing the
 * same element operations, and prints
 *   "<runtime element-ops/s> <C loop element-ops/s>". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rt.h"
#include "util.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The same K dependent adds over n floats, out of the optimizer's reach. */
static double c_loop(int k, size_t n, int reps)
{
	float *a = malloc(n * sizeof *a), *t = malloc(n * sizeof *t);
	for (size_t i = 0; i < n; i++)
		a[i] = (float)(i % 7);
	double t0 = now();
	for (int r = 0; r < reps; r++) {
		memcpy(t, a, n * sizeof *t);
		for (int j = 0; j < k; j++)
			for (size_t i = 0; i < n; i++)
				t[i] = t[i] + a[i];
		__asm__ volatile("" : : "r"(t) : "memory");
	}
	double dt = now() - t0;
	free(a);
	free(t);
	return (double)k * (double)n * reps / dt;
}

int main(int argc, char **argv)
{
	char *text;
	size_t len;
	if (argc != 5 || !read_file(argv[1], &text, &len)) {
		fprintf(stderr, "usage: rt_throughput FILE.pto K ROWS COLS\n");
		return 2;
	}
	int k = atoi(argv[2]);
	int64_t shape[2] = {atoll(argv[3]), atoll(argv[4])};
	struct rt_module *m = rt_parse(argv[1], text, len);
	if (!m || rt_module_func_count(m) == 0)
		return 1;
	int np = rt_func_param_count(m, 0);
	struct rt_binding *b = calloc((size_t)np, sizeof *b);
	for (int i = 0; i < np; i++) {
		int dt;
		if (rt_func_param_kind(m, 0, i, &dt) != 'p')
			return 1;
		b[i].kind = RB_ARRAY;
		b[i].array = rt_array_new(dt, 2, shape);
	}
	struct rt_caps caps;
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = 1u << 20;
	size_t n = (size_t)(shape[0] * shape[1]);
	int reps = 0;
	double t0 = now(), dt;
	do {
		if (rt_run(m, 0, &caps, b) != 0)
			return 1;
		reps++;
	} while ((dt = now() - t0) < 1.0);
	double rt = (double)k * (double)n * reps / dt;
	printf("%.4g %.4g\n", rt, c_loop(k, n, reps > 20 ? reps * 20 : 400));
	for (int i = 0; i < np; i++)
		rt_array_free(b[i].array);
	free(b);
	rt_module_free(m);
	free(text);
	return 0;
}
