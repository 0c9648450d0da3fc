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

/* Parses one file for a command; returns the exit status (0 ok). */
static int load(struct arena *a, const char *path, struct program **out)
{
	int errors;
	bool io;
	*out = parse_file(a, path, &errors, &io);
	if (io)
		return 2;
	return errors ? 1 : 0;
}

int cmd_print(int argc, char **argv)
{
	if (argc != 2)
		return cli_usage(argv[0], "usage: ptoc print FILE");
	struct arena a = {0};
	struct program *p;
	int st = load(&a, argv[1], &p);
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
	if (argc != 2)
		return cli_usage(argv[0], "usage: ptoc parse FILE");
	struct arena a = {0};
	struct program *p;
	int st = load(&a, argv[1], &p);
	arena_free(&a);
	return st;
}

int cmd_equal(int argc, char **argv)
{
	if (argc != 3)
		return cli_usage(argv[0], "usage: ptoc equal A B");
	struct arena a = {0};
	struct program *x, *y;
	int s1 = load(&a, argv[1], &x);
	int s2 = load(&a, argv[2], &y);
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
