/* Option helpers shared by the subcommands. */
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int cli_usage(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "ptoc %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	return 2;
}

int cli_opt_value(int argc, char **argv, int *i, const char *name, const char **value)
{
	const char *a = argv[*i];
	size_t n = strlen(name);
	if (strncmp(a, name, n) != 0)
		return 0;
	if (a[n] == '=') {
		*value = a + n + 1;
		return 1;
	}
	if (a[n] != 0)
		return 0;
	if (*i + 1 >= argc) {
		fprintf(stderr, "ptoc: option %s needs a value\n", name);
		return -1;
	}
	*value = argv[++*i];
	return 1;
}
