/* How far apart two runtime results are: units in the last place between
 * float elements of the same dtype (0 for equal values and for two NaNs,
 * infinity when exactly one is NaN). */
#ifndef PTOC_NUMCMP_H
#define PTOC_NUMCMP_H

#include <stddef.h>

#include "rt.h"

double numcmp_ulp(const struct rt_array *a, const struct rt_array *b, size_t i);

#endif
