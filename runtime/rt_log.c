/* Access logs of pointer parameters (rt.h: struct rt_log). */
#include <stdlib.h>

#include "rt.h"
#include "util.h"

static int span_cmp(const void *a, const void *b)
{
	const struct rt_span *x = a, *y = b;
	return x->lo < y->lo ? -1 : x->lo > y->lo ? 1 : x->hi < y->hi ? -1 : x->hi > y->hi;
}

/* Sorts and merges the intervals of one kind in place. */
static void compact(struct rt_log *l, int k)
{
	struct rt_span *v = l->v[k];
	uint32_t n = l->n[k], m = 0;
	if (n < 2)
		return;
	qsort(v, n, sizeof *v, span_cmp);
	for (uint32_t i = 1; i < n; i++) {
		if (v[i].lo <= v[m].hi) {
			if (v[i].hi > v[m].hi)
				v[m].hi = v[i].hi;
		} else {
			v[++m] = v[i];
		}
	}
	l->n[k] = m + 1;
}

void rt_log_add(struct rt_log *l, int kind, uint64_t lo, uint64_t hi)
{
	if (lo >= hi)
		return;
	uint32_t n = l->n[kind];
	struct rt_span *last = n ? &l->v[kind][n - 1] : NULL;
	if (last && lo <= last->hi && hi >= last->lo) {
		if (lo < last->lo)
			last->lo = lo;
		if (hi > last->hi)
			last->hi = hi;
		return;
	}
	if (n == l->cap[kind]) {
		compact(l, kind);
		/* grow only when merging freed less than half */
		if (!l->cap[kind] || l->n[kind] > l->cap[kind] / 2) {
			if (l->cap[kind] > UINT32_MAX / 4)
				die("an access log of more than 2^30 intervals");
			l->cap[kind] = l->cap[kind] ? 2 * l->cap[kind] : 16;
			l->v[kind] = xrealloc(l->v[kind], sizeof *l->v[kind] * l->cap[kind]);
		}
	}
	l->v[kind][l->n[kind]++] = (struct rt_span){lo, hi};
}

void rt_log_finish(struct rt_log *l)
{
	for (int k = 0; k < RT_ACC_KINDS; k++)
		compact(l, k);
}

void rt_log_free(struct rt_log *l)
{
	for (int k = 0; k < RT_ACC_KINDS; k++) {
		free(l->v[k]);
		l->v[k] = NULL;
		l->n[k] = l->cap[k] = 0;
	}
}
