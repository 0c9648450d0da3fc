/* Text templates of the runtime unit tests: every occurrence of a key
 * replaced by a value.  Each test file that includes it gets its own copy. */
#ifndef PTOC_TEST_SUBST_H
#define PTOC_TEST_SUBST_H

#include <string.h>

#include "util.h"

/* `tmpl` with every `key` replaced by `val`; malloc'd. */
static inline char *subst(const char *tmpl, const char *key, const char *val)
{
	struct buf b = {0};
	const char *p = tmpl, *q;
	while ((q = strstr(p, key)) != NULL) {
		buf_printf(&b, "%.*s%s", (int)(q - p), p, val);
		p = q + strlen(key);
	}
	buf_puts(&b, p);
	return b.data;
}

#endif
