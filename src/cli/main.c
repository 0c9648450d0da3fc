/* The ptoc driver: dispatches to subcommands. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cli.h"

int cmd_ops(int argc, char **argv);
int cmd_selfcheck(int argc, char **argv);
int cmd_describe_op(int argc, char **argv);
int cmd_backends(int argc, char **argv);
int cmd_run_any(int argc, char **argv);
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
	{"run", cmd_run_any, "execute a .pto function, or a program's orchestration, on the CPU"},
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
}

int main(int argc, char **argv)
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
