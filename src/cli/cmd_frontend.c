/* Front-end subcommands: `ptoc print FILE` (canonical printed form),
 * `ptoc parse FILE` (parse and type-check only), `ptoc equal A B`
 * (structural equality up to renaming). */
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "cli.h"
#include "diag.h"
#include "equal.h"
#include "parse.h"
#include "print.h"
#include "util.h"

static const char print_help[] =
	"usage: ptoc print FILE\n"
	"\n"
	"Parses and type-checks FILE and prints the program in canonical form.\n"
	"Exit 0, 1 on errors in FILE, 2 when it cannot be read.\n";

static const char parse_help[] =
	"usage: ptoc parse FILE\n"
	"\n"
	"Parses and type-checks FILE and reports every error; prints nothing else.\n"
	"Exit 0 when there is none, 1 on errors in FILE, 2 when it cannot be read.\n";

static const char equal_help[] =
	"usage: ptoc equal A B\n"
	"\n"
	"Exit 0 when programs A and B are structurally equal up to the names of\n"
	"their variables; else prints the first difference with both source\n"
	"locations and exits 1 (2 when a file cannot be read).\n";

/* Operands of a command that takes `n` files and no options: 0, or the exit
 * status (help printed: -1, returned as 0; a usage error: 2). */
static int files_only(int argc, char **argv, int n, const char *help)
{
	for (int i = 1; i < argc; i++) {
		if (cli_help(argv[i], help))
			return -1;
		if (argv[i][0] == '-' && argv[i][1])
			return cli_usage(argv[0], "unknown option '%s' (see ptoc %s --help)", argv[i], argv[0]);
	}
	if (argc != n + 1) /* the help's first line is the usage */
		return cli_usage(argv[0], "%.*s", (int)strcspn(help, "\n"), help);
	return 0;
}

int cmd_print(int argc, char **argv)
{
	int u = files_only(argc, argv, 1, print_help);
	if (u)
		return u < 0 ? 0 : u;
	struct arena a = {0};
	struct program *p;
	int st = cli_load(&a, argv[1], &p);
	if (st == 0) {
		struct buf b = {0};
		print_program(&b, p);
		fwrite(b.data, 1, b.len, stdout);
		fputc('\n', stdout);
		buf_free(&b);
	}
	arena_free(&a);
	return st;
}

int cmd_parse(int argc, char **argv)
{
	int u = files_only(argc, argv, 1, parse_help);
	if (u)
		return u < 0 ? 0 : u;
	struct arena a = {0};
	struct program *p;
	int st = cli_load(&a, argv[1], &p);
	arena_free(&a);
	return st;
}

int cmd_equal(int argc, char **argv)
{
	int u = files_only(argc, argv, 2, equal_help);
	if (u)
		return u < 0 ? 0 : u;
	struct arena a = {0};
	struct program *x, *y;
	int s1 = cli_load(&a, argv[1], &x);
	int s2 = cli_load(&a, argv[2], &y);
	int st = s1 > s2 ? s1 : s2;
	if (st == 0) {
		struct buf why = {0};
		if (!ir_equal_programs(x, y, &why)) {
			fprintf(stderr, "%s", why.data);
			st = 1;
		}
		buf_free(&why);
	}
	arena_free(&a);
	return st;
}
