/* The element comparison `ptoc check` uses. */
#include <criterion/criterion.h>
#include <math.h>

#include "numcmp.h"

static struct rt_array *pair(int dt, double x, double y)
{
	int64_t shape[1] = {2};
	struct rt_array *a = rt_array_new(dt, 1, shape);
	rt_array_set_f(a, 0, x);
	rt_array_set_f(a, 1, y);
	return a;
}

static double dist(int dt, double x, double y)
{
	struct rt_array *a = pair(dt, x, x), *b = pair(dt, y, y);
	double d = numcmp_ulp(a, b, 1);
	rt_array_free(a);
	rt_array_free(b);
	return d;
}

Test(numcmp, equal_values_are_zero_ulp)
{
	cr_expect_eq(dist(DT_FP32, 1.25, 1.25), 0);
	cr_expect_eq(dist(DT_FP32, 0.0, -0.0), 0);
	cr_expect_eq(dist(DT_FP16, 3.0, 3.0), 0);
}

Test(numcmp, neighbours_are_one_ulp_apart)
{
	cr_expect_eq(dist(DT_FP32, 1.0, nextafterf(1.0f, 2.0f)), 1);
	cr_expect_eq(dist(DT_FP32, -1.0, nextafterf(-1.0f, -2.0f)), 1);
	/* f16 spacing at 1.0 is 2^-10; bf16 spacing is 2^-7 */
	cr_expect_eq(dist(DT_FP16, 1.0, 1.0 + 1.0 / 1024), 1);
	cr_expect_eq(dist(DT_BF16, 1.0, 1.0 + 1.0 / 128), 1);
	cr_expect_eq(dist(DT_FP16, 1.0, 1.0 + 3.0 / 1024), 3);
}

Test(numcmp, crossing_zero_counts_both_sides)
{
	float tiny = nextafterf(0.0f, 1.0f);
	cr_expect_eq(dist(DT_FP32, tiny, -tiny), 2);
}

Test(numcmp, nan_matches_only_nan)
{
	cr_expect_eq(dist(DT_FP32, NAN, NAN), 0);
	cr_expect(isinf(dist(DT_FP32, NAN, 1.0)));
	cr_expect(isinf(dist(DT_FP32, 1.0, NAN)));
}
