/* Comparing runtime results element by element. */
#include "numcmp.h"

#include <math.h>
#include <string.h>

/* Units in the last place between two floats of the array's dtype, compared
 * through the integer order of their IEEE bit patterns. */
double numcmp_ulp(const struct rt_array *a, const struct rt_array *b, size_t i)
{
	double x = rt_array_get_f(a, i), y = rt_array_get_f(b, i);
	if (isnan(x) && isnan(y))
		return 0;
	if (isnan(x) || isnan(y))
		return INFINITY;
	if (x == y)
		return 0;
	int size = rt_dtype_size(a->dtype);
	int64_t ix = 0, iy = 0;
	memcpy(&ix, a->data + i * (size_t)size, (size_t)size);
	memcpy(&iy, b->data + i * (size_t)size, (size_t)size);
	int64_t sign = (int64_t)1 << (size * 8 - 1);
	/* map sign-magnitude to a monotonic integer line */
	ix = (ix & sign) ? -(ix & (sign - 1)) : ix;
	iy = (iy & sign) ? -(iy & (sign - 1)) : iy;
	return fabs((double)(ix - iy));
}
