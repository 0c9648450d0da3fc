/* The ptoc driver: dispatches to subcommands. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

int cmd_ops(int argc, char **argv);
int cmd_describe_op(int argc, char **argv);
int cmd_backends(int argc, char **argv);

static const struct cli_command commands[] = {
	{"ops", cmd_ops, "list ops (--backend B: those B supports)"},
	{"describe-op", cmd_describe_op, "print an op's full definition for a backend"},
	{"backends", cmd_backends, "list backends and their aliases"},
};

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

static void usage(FILE *f)
{
	fprintf(f, "usage: ptoc <command> [options] [args]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		fprintf(f, "  %-14s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return 0;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("ptoc 0.1\n");
		return 0;
	}
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "ptoc: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
