/* The numbers of the lowerings: a kernel with tile.sin, tile.cos and an FP32 -> INT8 cast
 * (no single pto.tcvt on any backend) is compiled with the default pipeline on every
 * backend, its .pto executed by the runtime, and the results compared with libm in double
 * precision.  The runtime computes exactly what the decomposition of specs/decompositions.yaml
 * and the cast chain of gen/cast_chains.c compute, so this measures their accuracy. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "codegen/codegen.h"
#include "fixture.h"
#include "intern.h"
#include "parse.h"
#include "passes/passmgr.h"
#include "rt.h"
#include "util.h"

TestSuite(composite, .init = setup, .fini = teardown);

#define ROWS 32
#define COLS 64
#define N (ROWS * COLS)

static const char prog[] =
	"import pypto.language as pl\n"
	"@pl.program\n"
	"class P:\n"
	"    @pl.function(type=pl.FunctionType.InCore)\n"
	"    def k(self, x: pl.Tensor[[32, 64], pl.FP32], s: pl.Out[pl.Tensor[[32, 64], pl.FP32]],\n"
	"          c: pl.Out[pl.Tensor[[32, 64], pl.FP32]], q: pl.Out[pl.Tensor[[32, 64], pl.INT8]]\n"
	"          ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.INT8]]:\n"
	"        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])\n"
	"        st: pl.Tile[[32, 64], pl.FP32] = pl.tile.sin(t)\n"
	"        ct: pl.Tile[[32, 64], pl.FP32] = pl.tile.cos(t)\n"
	"        s1: pl.Tensor[[32, 64], pl.FP32] = pl.store(st, [0, 0], s)\n"
	"        c1: pl.Tensor[[32, 64], pl.FP32] = pl.store(ct, [0, 0], c)\n"
	"        w: pl.Tile[[32, 64], pl.FP32] = pl.mul(st, 120.0)\n"
	"        qt: pl.Tile[[32, 64], pl.INT8] = pl.cast(w, target_type=pl.INT8, mode=\"round\")\n"
	"        q1: pl.Tensor[[32, 64], pl.INT8] = pl.store(qt, [0, 0], q)\n"
	"        return s1, c1, q1\n";

/* Angles over [-64, 64] (some 20 periods), then the points where the range reduction
 * switches k and where sin/cos vanish or peak. */
static float angle(int i)
{
	if (i < N - 64)
		return (float)(-64.0 + 128.0 * i / (N - 64));
	int j = i - (N - 64);
	return (float)((j - 32) * (M_PI / 4));
}

struct run {
	struct rt_array *a[4]; /* x, s, c, q */
};

/* Compiles prog for backend `be`, runs kernel k on the angles; false after an error. */
static bool compile_and_run(const be_t *be, struct run *r)
{
	struct program *p = parse_program(&arena, intern_cstr("<composite>"), prog, sizeof prog - 1);
	cr_assert_not_null(p, "%s", errors());
	uint16_t passes[256];
	int n = pm_pipeline_passes(PIPELINE_default, PLANNER_pypto, passes, 256);
	struct pm_options pm;
	pm_options_init(&pm);
	pm.backend = be;
	pm.planner = PLANNER_pypto;
	cr_assert(pm_run(&pm, p, passes, n), "%s", errors());
	const struct function **ks;
	cr_assert_eq(cg_kernels(p, &ks), 1);
	struct cg_options cg = {.backend = be, .emit_addr = true, .emit_loc = true,
				.planner = &spec_planners[PLANNER_pypto]};
	struct buf text = {0};
	cr_assert(cg_emit_module(p, ks[0], &cg, &text), "%s", errors());
	struct rt_module *m = rt_parse(intern_cstr("<composite.pto>"), text.data, text.len);
	cr_assert_not_null(m, "%s", errors());
	int f = rt_module_func_find(m, ks[0]->name);
	cr_assert_eq(rt_func_param_count(m, f), 4);
	int64_t shape[2] = {ROWS, COLS};
	static const int dts[4] = {DT_FP32, DT_FP32, DT_FP32, DT_INT8};
	struct rt_binding binds[4];
	for (int i = 0; i < 4; i++) {
		r->a[i] = rt_array_new(dts[i], 2, shape);
		binds[i] = (struct rt_binding){.kind = RB_ARRAY, .array = r->a[i]};
	}
	for (int i = 0; i < N; i++)
		rt_array_set_f(r->a[0], (size_t)i, angle(i));
	struct rt_caps caps = {0};
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = be_capacity_bytes(be, (enum memspace)s);
	bool ok = rt_run(m, f, &caps, binds) == 0;
	rt_module_free(m);
	buf_free(&text);
	free(ks);
	return ok;
}

static void free_run(struct run *r)
{
	for (int i = 0; i < 4; i++)
		rt_array_free(r->a[i]);
}

/* sin and cos within 2^-22 (two units in the last place of 1.0) of libm's double result over
 * every angle, on every backend; the decomposition is no worse than that. */
Test(composite, sin_cos_match_libm_within_fp32_tolerance)
{
	for (unsigned b = 0; b < spec_n_backends; b++) {
		struct run r;
		cr_assert(compile_and_run(be_at(b), &r), "%s: %s", be_at(b)->name, errors());
		double worst = 0;
		static const double bound = 0x1p-22;
		for (int i = 0; i < N; i++) {
			double x = rt_array_get_f(r.a[0], (size_t)i);
			double es = fabs(rt_array_get_f(r.a[1], (size_t)i) - sin(x));
			double ec = fabs(rt_array_get_f(r.a[2], (size_t)i) - cos(x));
			cr_assert(es <= bound && ec <= bound, "%s: x = %.9g: sin %.9g (libm %.17g), cos %.9g (libm %.17g)",
				  be_at(b)->name, x, rt_array_get_f(r.a[1], (size_t)i), sin(x),
				  rt_array_get_f(r.a[2], (size_t)i), cos(x));
			worst = fmax(worst, fmax(es, ec));
		}
		cr_assert(worst > 0, "the results cannot all be exact: is the kernel running?");
		free_run(&r);
	}
}

/* FP32 -> INT8 through the backend's chain (FP16 in between) is within one unit of the value
 * rounded once: the FP16 hop moves a value lying within half an FP16 step (1/32 at 64..128) of
 * a half onto it, and the INT8 hop then rounds that half.  Such values are a few percent of
 * 120 sin(x); the rest round exactly as one cast. */
Test(composite, int8_cast_chain_matches_direct_rounding)
{
	for (unsigned b = 0; b < spec_n_backends; b++) {
		struct run r;
		cr_assert(compile_and_run(be_at(b), &r), "%s: %s", be_at(b)->name, errors());
		int exact = 0;
		for (int i = 0; i < N; i++) {
			double w = 120.0 * sin(rt_array_get_f(r.a[0], (size_t)i));
			double want = fmin(127, fmax(-128, nearbyint(w)));
			int64_t got = rt_array_get_i(r.a[3], (size_t)i);
			cr_assert(fabs((double)got - want) <= 1, "%s: 120 sin(x) = %.9g: got %lld, want %g",
				  be_at(b)->name, w, (long long)got, want);
			exact += (double)got == want;
		}
		cr_assert(exact >= N * 9 / 10, "%s: only %d of %d casts round as one cast", be_at(b)->name,
			  exact, N);
		free_run(&r);
	}
}
