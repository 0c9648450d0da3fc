/* bench/rt_throughput CASE FILE.pto K ROWS COLS: runs the first function of
 * FILE.pto (written by bench/run.sh: K tile ops of kind CASE on ROWS x COLS
 * f32 tiles) through the runtime, and a plain C loop doing the same element
 * operations, and prints
 *   "<runtime element-ops/s> <C loop element-ops/s>".
 * CASE: add (t = t + x), rowsum, rowmax, colsum, rowexpand (t = t + v[r]),
 * colexpand (t = t - v[c]), cast (f32 -> f16 -> f32, two ops an element),
 * castbf (the same through bf16),
 * matmul (ROWS x ROWS f16 operands, K products accumulated; an op is one
 * multiply-add).  Time is the process's CPU time (on a shared machine the
 * wall clock also counts the other processes' turns); the two sides are
 * timed in alternation, five rounds of at least 0.2 s each, and each side's
 * best round counts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rt.h"
#include "rt_half.h"
#include "util.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- the plain C loops: one repetition of the kernel's work each ----
 * Each loop reads its arrays through restrict pointers and this file is
 * built with -O3 (GNUmakefile), so that GCC vectorizes the loops it can:
 * at -O2 its "very cheap" cost model vectorizes no loop of unknown trip
 * count and, without restrict, no loop whose arrays might overlap, and a
 * scalar C loop is no yardstick for the runtime's vectorized kernels.  The
 * reductions stay one in-order chain per row or column, as C's float
 * semantics ask.  The cast writes the f16 tile and reads it back, as the
 * kernel does. */

struct cdata {
	int k, rows, cols;
	float *a, *t, *v;
	uint16_t *h;
};

static void c_add(struct cdata *d)
{
	size_t n = (size_t)d->rows * (size_t)d->cols;
	float *restrict t = d->t;
	const float *restrict a = d->a;
	memcpy(t, a, n * sizeof *t);
	for (int j = 0; j < d->k; j++)
		for (size_t i = 0; i < n; i++)
			t[i] = t[i] + a[i];
}

/* max: the kernels' f_MAX(s, x), s when s > x or s is NaN, else x */
static void rowfold(struct cdata *d, bool max)
{
	float *restrict v = d->v;
	const float *restrict a = d->a;
	for (int j = 0; j < d->k; j++)
		for (int r = 0; r < d->rows; r++) {
			const float *x = a + (size_t)r * d->cols;
			float s = x[0];
			for (int c = 1; c < d->cols; c++)
				s = max ? (s > x[c] || s != s ? s : x[c]) : s + x[c];
			v[r] += s;
		}
}

static void c_rowsum(struct cdata *d) { rowfold(d, false); }
static void c_rowmax(struct cdata *d) { rowfold(d, true); }

static void c_colsum(struct cdata *d)
{
	int cols = d->cols;
	float *restrict t = d->t, *restrict v = d->v;
	const float *restrict a = d->a;
	for (int j = 0; j < d->k; j++) {
		memcpy(t, a, (size_t)cols * sizeof *t);
		for (int r = 1; r < d->rows; r++)
			for (int c = 0; c < cols; c++)
				t[c] += a[(size_t)r * cols + c];
		for (int c = 0; c < cols; c++)
			v[c] += t[c];
	}
}

static void c_rowexpand(struct cdata *d)
{
	int cols = d->cols;
	float *restrict t = d->t;
	const float *restrict v = d->v;
	memcpy(t, d->a, (size_t)d->rows * cols * sizeof *t);
	for (int j = 0; j < d->k; j++)
		for (int r = 0; r < d->rows; r++)
			for (int c = 0; c < cols; c++)
				t[(size_t)r * cols + c] = t[(size_t)r * cols + c] + v[r];
}

static void c_colexpand(struct cdata *d)
{
	int cols = d->cols;
	float *restrict t = d->t;
	const float *restrict v = d->v;
	memcpy(t, d->a, (size_t)d->rows * cols * sizeof *t);
	for (int j = 0; j < d->k; j++)
		for (int r = 0; r < d->rows; r++)
			for (int c = 0; c < cols; c++)
				t[(size_t)r * cols + c] = t[(size_t)r * cols + c] - v[c];
}

/* The conversions are rt_half.h's, bit manipulations the vectorizer takes:
 * C's _Float16 would be a call of libgcc's __truncsfhf2 / __extendhfsf2 per
 * element on x86-64 without F16C (the build's baseline), several times
 * slower than either side's real work; the mode is pl.cast's default. */
static void cast16(struct cdata *d, bool bf)
{
	size_t n = (size_t)d->rows * (size_t)d->cols;
	float *restrict t = d->t;
	uint16_t *restrict h = d->h;
	memcpy(t, d->a, n * sizeof *t);
	for (int j = 0; j < d->k / 2; j++) {
		for (size_t i = 0; i < n; i++)
			h[i] = bf ? rt_f2bf_rm(t[i], RM_ROUND) : rt_f2h_rm(t[i], RM_ROUND);
		for (size_t i = 0; i < n; i++)
			t[i] = bf ? rt_bf2f(h[i]) : rt_h2f(h[i]);
	}
}

static void c_cast(struct cdata *d) { cast16(d, false); }
static void c_castbf(struct cdata *d) { cast16(d, true); }

/* r, q, c order: each sum still adds its products in q order, and the
 * inner loop runs along rows */
static void c_matmul(struct cdata *d)
{
	int n = d->rows;
	float *restrict t = d->t;
	const float *restrict a = d->a, *restrict b = d->v;
	memset(t, 0, (size_t)n * n * sizeof *t);
	for (int j = 0; j < d->k; j++)
		for (int r = 0; r < n; r++)
			for (int q = 0; q < n; q++) {
				float x = a[(size_t)r * n + q];
				for (int c = 0; c < n; c++)
					t[(size_t)r * n + c] += x * b[(size_t)q * n + c];
			}
}

static const struct {
	const char *name;
	void (*loop)(struct cdata *);
} cases[] = {
	{"add", c_add}, {"rowsum", c_rowsum}, {"rowmax", c_rowmax}, {"colsum", c_colsum}, {"rowexpand", c_rowexpand},
	{"colexpand", c_colexpand}, {"cast", c_cast}, {"castbf", c_castbf}, {"matmul", c_matmul},
};

/* ---- timing ---- */

#define ROUNDS 5
#define ROUND_S 0.2

/* Repetitions per second of the runtime's run of the kernel in the best round. */
static double best_runtime(struct rt_module *m, const struct rt_caps *caps, struct rt_binding *b, double *best)
{
	int reps = 0;
	double t0 = now(), dt;
	do {
		if (rt_run(m, 0, caps, b) != 0)
			return -1;
		reps++;
	} while ((dt = now() - t0) < ROUND_S);
	if (reps / dt > *best)
		*best = reps / dt;
	return 0;
}

static void best_c(void (*loop)(struct cdata *), struct cdata *d, double *best)
{
	int reps = 0;
	double t0 = now(), dt;
	do {
		loop(d);
		__asm__ volatile("" : : "r"(d->t), "r"(d->v) : "memory");
		reps++;
	} while ((dt = now() - t0) < ROUND_S);
	if (reps / dt > *best)
		*best = reps / dt;
}

int main(int argc, char **argv)
{
	char *text;
	size_t len;
	int ci = -1;
	for (size_t i = 0; argc == 6 && i < sizeof cases / sizeof *cases; i++)
		if (strcmp(cases[i].name, argv[1]) == 0)
			ci = (int)i;
	if (ci < 0 || !read_file(argv[2], &text, &len)) {
		fprintf(stderr, "usage: rt_throughput add|rowsum|rowmax|colsum|rowexpand|colexpand|cast|castbf|matmul FILE.pto K ROWS COLS\n");
		return 2;
	}
	int k = atoi(argv[3]), rows = atoi(argv[4]), cols = atoi(argv[5]);
	int64_t shape[2] = {rows, cols};
	struct rt_module *m = rt_parse(argv[2], text, len);
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
		for (size_t e = 0; e < b[i].array->count; e++)
			rt_array_set_f(b[i].array, e, (double)(e % 7) / 8);
	}
	struct rt_caps caps = {0};
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = 1u << 20;
	size_t n = (size_t)rows * (size_t)cols;
	struct cdata d = {k, rows, cols, malloc(n * sizeof(float)), malloc(n * sizeof(float)), calloc(n, sizeof(float)),
			  malloc(n * sizeof(uint16_t))};
	for (size_t i = 0; i < n; i++) {
		d.a[i] = (float)(i % 7) / 8;
		d.v[i] = (float)(i % 5) / 8;
	}
	double rt = 0, c = 0;
	for (int r = 0; r < ROUNDS; r++) {
		if (best_runtime(m, &caps, b, &rt) != 0)
			return 1;
		best_c(cases[ci].loop, &d, &c);
	}
	/* element ops of one repetition */
	double ops = (double)k * (double)n * (strcmp(argv[1], "matmul") == 0 ? rows : 1);
	printf("%.4g %.4g\n", rt * ops, c * ops);
	for (int i = 0; i < np; i++)
		rt_array_free(b[i].array);
	free(b);
	free(d.a);
	free(d.t);
	free(d.v);
	free(d.h);
	rt_module_free(m);
	free(text);
	return 0;
}
