/* The ptoc driver: dispatches to subcommands and checks that what they
 * wrote to stdout arrived. */
#define _GNU_SOURCE /* fopencookie */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cleanup.h"
#include "cli.h"
#include "diag.h"

int cmd_ops(int argc, char **argv);
int cmd_selfcheck(int argc, char **argv);
int cmd_describe_op(int argc, char **argv);
int cmd_backends(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_vlayout(int argc, char **argv);
int cmd_backend_info(int argc, char **argv);
int cmd_plan_scratch(int argc, char **argv);
int cmd_docs(int argc, char **argv);
int cmd_print(int argc, char **argv);
int cmd_parse(int argc, char **argv);
int cmd_equal(int argc, char **argv);
int cmd_opt(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_compile(int argc, char **argv);

static const struct cli_command commands[] = {
	{"ops", cmd_ops, "list ops (--backend B: those B supports)"},
	{"describe-op", cmd_describe_op, "print an op's full definition for a backend"},
	{"backends", cmd_backends, "list backends and their aliases"},
	{"run", cmd_run, "execute a .pto function on the CPU with real data"},
	{"vlayout", cmd_vlayout, "solve vector layouts of an AVE MLIR file (--report, --emit=mlir)"},
	{"backend-info", cmd_backend_info, "print a backend's capabilities and SoC (--json)"},
	{"plan-scratch", cmd_plan_scratch, "plan an op's scratch tile for a backend"},
	{"docs", cmd_docs, "write the Markdown op reference to stdout"},
	{"print", cmd_print, "print a tile program in canonical form"},
	{"parse", cmd_parse, "parse and type-check a tile program"},
	{"check", cmd_selfcheck, "compile twice and compare the runtime results of both builds"},
	{"equal", cmd_equal, "exit 0 if two programs are structurally equal (up to renaming)"},
	{"opt", cmd_opt, "run passes (--passes=a,b or --pass-pipeline=default) and print the IR"},
	{"compile", cmd_compile, "compile a tile program to .pto (-o DIR: PyPTO output folder)"},
	{"verify", cmd_verify, "check IR properties (--tensor-view-canonical[=strict], --property=P)"},
};

static void usage(FILE *f)
{
	fprintf(f, "usage: ptoc <command> [options] [args]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		fprintf(f, "  %-14s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n`ptoc <command> --help` prints a command's options.  Exit status: 0 ok,\n"
		   "1 errors in the input, 2 usage or I/O errors, 3 ptoas failed.\n");
}

/* The errno of the first write to stdout that failed.  stdio keeps only
 * a flag (ferror), and errno is long overwritten when the command ends, so
 * with glibc stdout becomes a stream whose writes record it. */
static int stdout_errno;

#ifdef __GLIBC__
/* Writes all of data (a short count is an error to stdio); 0 on error, as
 * fopencookie wants (glibc miscounts a negative return). */
static ssize_t stdout_write(void *cookie, const char *data, size_t n)
{
	(void)cookie;
	/* after a failure nothing more is written: the output is lost anyway */
	for (size_t done = 0; !stdout_errno && done < n;) {
		ssize_t w = write(1, data + done, n - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			stdout_errno = w < 0 ? errno : EIO;
		else
			done += (size_t)w;
	}
	return stdout_errno ? 0 : (ssize_t)n;
}

static int stdout_close(void *cookie)
{
	(void)cookie;
	return close(1);
}

static void record_stdout_errors(void)
{
	FILE *f = fopencookie(NULL, "w", (cookie_io_functions_t){.write = stdout_write,
								 .close = stdout_close});
	if (!f)
		return;
	/* what the standard stream does: lines on a terminal, blocks elsewhere */
	static char buf[1 << 16];
	setvbuf(f, buf, isatty(1) ? _IOLBF : _IOFBF, sizeof buf);
	stdout = f; /* glibc's stdout is a variable that may be set */
}
#else
static void record_stdout_errors(void) {}
#endif

/* Every command writes its output through stdout's buffer: a write that
 * failed (a full disk, /dev/full, a closed descriptor) is an I/O error,
 * exit 2, even when the command itself succeeded. */
static int finish_stdout(int status)
{
	errno = 0;
	bool bad = fflush(stdout) != 0;
	int e = stdout_errno ? stdout_errno : errno;
	if (ferror(stdout))
		bad = true;
	/* closing catches late errors (NFS); a stdout closed by the caller
	 * (>&-) that nothing was written to is no error */
	if (fclose(stdout) != 0 && !bad && errno != EBADF) {
		bad = true;
		e = errno;
	}
	if (!bad)
		return status;
	diag_plain("writing <stdout>: %s", strerror(e ? e : EIO));
	return status > 2 ? status : 2;
}

static int dispatch(int argc, char **argv)
{
#ifdef __GLIBC__
	/* Compiling kernel after kernel frees and allocates buffers of the same
	 * sizes; glibc would hand the top of the heap back to the kernel after
	 * each (brk), and take it again for the next. */
	mallopt(M_TRIM_THRESHOLD, 64 << 20);
	/* Text and table buffers of a kernel pass glibc's 128 KiB mmap
	 * threshold, which its dynamic rule keeps at the size just freed: each
	 * kernel mapped and unmapped them again, and every munmap flushes the
	 * TLB (a third of the time of a 1e6-statement compile).  Up to 32 MiB
	 * they now come from the heap. */
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
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
		printf("ptoc %s\n", PTOC_VERSION);
		return 0;
	}
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "ptoc: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}

int main(int argc, char **argv)
{
	cleanup_install();
	record_stdout_errors();
	return finish_stdout(dispatch(argc, argv));
}
