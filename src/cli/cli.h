/* Subcommands of the ptoc driver.  Each returns the process exit status:
 * 0 ok, 1 input or spec errors, 2 usage or I/O errors, 3 an external tool
 * failed.  argv[0] is the subcommand name. */
#ifndef PTOC_CLI_H
#define PTOC_CLI_H

#define PTOC_VERSION "0.1"

struct cli_command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

#include <stdbool.h>

/* Whether `arg` asks for a command's help (--help, -h); if so prints
 * `text` on stdout (the command then returns 0). */
bool cli_help(const char *arg, const char *text);

/* Reports a usage error for `cmd` and returns 2. */
int cli_usage(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Parses option `opt`'s value `v`: a decimal integer from min to max, with
 * nothing after it.  0 and *out set, or the status of a usage error (2,
 * reported): a value out of range is an error, never clamped. */
int cli_int(const char *cmd, const char *opt, const char *v, long long min, long long max, long long *out);

/* If argv[*i] is `--name VALUE` or `--name=VALUE`, stores VALUE, advances *i
 * past it and returns 1; returns -1 (after reporting) when the value is
 * missing; returns 0 when argv[*i] is not this option. */
int cli_opt_value(int argc, char **argv, int *i, const char *name, const char **value);

/* Parses the file at `path` into *out, allocated in `a`: the exit status, 0,
 * 1 for errors in the program (reported) or 2 when it cannot be read. */
struct arena;
struct program;
int cli_load(struct arena *a, const char *path, struct program **out);

#endif
