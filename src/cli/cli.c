/* Option helpers and input loading shared by the subcommands. */
#include "cli.h"

#include "parse.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool cli_help(const char *arg, const char *text)
{
	if (strcmp(arg, "--help") != 0 && strcmp(arg, "-h") != 0)
		return false;
	fputs(text, stdout);
	return true;
}

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

int cli_int(const char *cmd, const char *opt, const char *v, long long min, long long max, long long *out)
{
	char *end;
	errno = 0;
	long long x = strtoll(v, &end, 10);
	if (end == v || *end || isspace((unsigned char)*v) || errno == ERANGE || x < min || x > max)
		return cli_usage(cmd, "%s: expected an integer from %lld to %lld, got '%s'", opt, min, max, v);
	*out = x;
	return 0;
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

int cli_load(struct arena *a, const char *path, struct program **out)
{
	int errors;
	bool io;
	*out = parse_file(a, path, &errors, &io);
	if (io)
		return 2;
	return errors ? 1 : 0;
}
