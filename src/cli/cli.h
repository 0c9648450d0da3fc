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

/* Reports a usage error for `cmd` and returns 2. */
int cli_usage(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* If argv[*i] is `--name VALUE` or `--name=VALUE`, stores VALUE, advances *i
 * past it and returns 1; returns -1 (after reporting) when the value is
 * missing; returns 0 when argv[*i] is not this option. */
int cli_opt_value(int argc, char **argv, int *i, const char *name, const char **value);

#endif
