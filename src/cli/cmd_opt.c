/* `ptoc opt` (run passes on a program and print it, or compare it with an
 * expected program) and `ptoc verify` (run property verifiers). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "backend.h"
#include "cli.h"
#include "diag.h"
#include "equal.h"
#include "intern.h"
#include "parse.h"
#include "passes/passmgr.h"
#include "print.h"
#include "util.h"

#define MAX_PASSES 256

static void print_cb(struct buf *out, const struct program *p)
{
	print_program(out, p);
	buf_putc(out, '\n');
}

struct opt_args {
	struct pm_options pm;
	const char *passes, *pipeline, *expect, *file;
};

static const char opt_help[] =
	"usage: ptoc opt [options] (--passes=a,b,c | --pass-pipeline=NAME) FILE\n"
	"\n"
	"Runs passes on FILE under the pass manager (required properties checked,\n"
	"produced ones verified) and prints the resulting program.\n"
	"\n"
	"options:\n"
	"  --passes=a,b,c         these passes, in this order\n"
	"  --pass-pipeline=NAME   a pipeline of specs/pipeline.yaml (`default`)\n"
	"  --backend B            the backend passes ask (default: none)\n"
	"  --no-backend           no backend\n"
	"  --memory-planner=P     pypto (default), dsa_rp or ptoas\n"
	"  --verify=L             property verification: none, basic (default), all\n"
	"                         (also PTOC_VERIFY_LEVEL)\n"
	"  --analyze-auto-scopes  AutoDeriveTaskDependencies derives the task deps of AUTO\n"
	"                         runtime scopes too\n"
	"  --print-ir-after-all   print the program after every pass\n"
	"  --print-ir-after=NAME  print the program after pass NAME\n"
	"  --dump-passes=DIR      write the program after every pass into DIR\n"
	"                         (00_frontend.py, NN_<pass>.py; made when missing)\n"
	"  --expect FILE          compare the result with FILE's program instead of\n"
	"                         printing it (exit 1 on a difference)\n";

static int opt_usage(const char *cmd, const char *msg)
{
	return cli_usage(cmd, "%s (see ptoc opt --help)", msg);
}

/* 0, -1 when help was printed, or the exit status of a usage error. */
static int parse_opt_args(int argc, char **argv, struct opt_args *o)
{
	const char *v;
	int r;
	pm_options_init(&o->pm);
	o->pm.verify = pm_env_verify_level();
	o->pm.print = print_cb;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
#define OPT(name) ((r = cli_opt_value(argc, argv, &i, name, &v)) < 0 ? 2 : r)
		if (cli_help(a, opt_help)) {
			return -1;
		} else if (OPT("--backend") == 1) {
			if (!(o->pm.backend = be_find(v)))
				return cli_usage(argv[0], "unknown backend '%s' (see ptoc backends)", v);
		} else if (r < 0) {
			return 2;
		} else if (strcmp(a, "--no-backend") == 0) {
			o->pm.backend = NULL;
		} else if (OPT("--passes") == 1) {
			o->passes = v;
		} else if (OPT("--pass-pipeline") == 1) {
			o->pipeline = v;
		} else if (OPT("--memory-planner") == 1) {
			int pl = pm_find_planner(v);
			if (pl < 0)
				return cli_usage(argv[0], "unknown memory planner '%s'", v);
			o->pm.planner = (unsigned)pl;
		} else if (OPT("--verify") == 1) {
			int l = pm_parse_verify_level(v);
			if (l < 0)
				return cli_usage(argv[0], "--verify takes none, basic or all");
			o->pm.verify = (enum verify_level)l;
		} else if (strcmp(a, "--analyze-auto-scopes") == 0) {
			o->pm.analyze_auto_scopes = true;
		} else if (strcmp(a, "--print-ir-after-all") == 0) {
			o->pm.print_after_all = true;
		} else if (OPT("--print-ir-after") == 1) {
			if ((o->pm.print_after = pm_find_pass(v)) < 0)
				return cli_usage(argv[0], "unknown pass '%s'", v);
		} else if (OPT("--dump-passes") == 1) {
			o->pm.dump_dir = v;
		} else if (OPT("--expect") == 1) {
			o->expect = v;
		} else if (a[0] == '-' && a[1]) {
			return opt_usage(argv[0], "unknown option");
		} else if (o->file) {
			return opt_usage(argv[0], "one input file");
		} else {
			o->file = a;
		}
#undef OPT
	}
	if (!o->file)
		return opt_usage(argv[0], "no input file");
	if (!o->passes == !o->pipeline)
		return opt_usage(argv[0], "give one of --passes and --pass-pipeline");
	return 0;
}

/* Prints p, parses the text again and compares it with the expected
 * program: what `ptoc opt ... | ptoc equal - EXPECTED` would say. */
static int compare(struct arena *a, const struct program *p, const char *expect_path)
{
	struct program *want;
	int st = cli_load(a, expect_path, &want);
	if (st)
		return st;
	struct buf text = {0};
	print_cb(&text, p);
	const char *name = intern_cstr("<opt output>");
	diag_add_source(name, text.data, text.len);
	struct program *got = parse_program(a, name, text.data, text.len);
	if (diag_error_count()) {
		fprintf(stderr, "%s", text.data);
		return 1; /* the printed output does not parse: reported */
	}
	struct buf why = {0};
	st = 0;
	if (!ir_equal_programs(got, want, &why)) {
		fprintf(stderr, "%s", why.data);
		fprintf(stderr, "---- output was:\n%s", text.data);
		st = 1;
	}
	buf_free(&why);
	/* text stays alive: diagnostics may quote it until exit */
	return st;
}

int cmd_opt(int argc, char **argv)
{
	struct opt_args o = {0};
	int st = parse_opt_args(argc, argv, &o);
	if (st)
		return st < 0 ? 0 : st;
	uint16_t passes[MAX_PASSES];
	int n;
	if (o.passes) {
		n = pm_parse_pass_list(o.passes, passes, MAX_PASSES);
	} else {
		int pipe = pm_find_pipeline(o.pipeline);
		if (pipe < 0)
			return cli_usage(argv[0], "unknown pass pipeline '%s'", o.pipeline);
		n = pm_pipeline_passes((unsigned)pipe, o.pm.planner, passes, MAX_PASSES);
	}
	if (n < 0)
		return 2;
	struct arena a = {0};
	struct program *p;
	bool dump_failed = false;
	o.pm.dump_failed = &dump_failed;
	st = cli_load(&a, o.file, &p);
	if (st == 0 && !pm_run(&o.pm, p, passes, n))
		st = dump_failed ? 2 : 1; /* a dump that cannot be written: I/O */
	if (st == 0 && o.expect) {
		st = compare(&a, p, o.expect);
	} else if (st == 0) {
		struct buf b = {0};
		print_cb(&b, p);
		fwrite(b.data, 1, b.len, stdout);
		buf_free(&b);
	}
	arena_free(&a);
	return st;
}

static const char verify_help[] =
	"usage: ptoc verify [--tensor-view-canonical[=strict]] [--property=P,...] FILE\n"
	"\n"
	"Runs IR property verifiers on FILE and prints `P: holds` for each property\n"
	"that holds; a violation is an error at its line (exit 1).  Without options:\n"
	"every property with a verifier, TensorViewCanonical in its weak form.\n"
	"\n"
	"options:\n"
	"  --property=P,...      these properties, in their strict form\n"
	"  --tensor-view-canonical[=strict]\n"
	"                        TensorViewCanonical, weak (default) or strict\n";

/* ptoc verify [--tensor-view-canonical[=strict]] [--property=P,...] FILE */
int cmd_verify(int argc, char **argv)
{
	uint64_t props = 0, strict = 0;
	const char *file = NULL, *v;
	for (int i = 1; i < argc; i++) {
		if (cli_help(argv[i], verify_help))
			return 0;
		int r = cli_opt_value(argc, argv, &i, "--property", &v);
		if (r < 0)
			return 2;
		if (r == 1) {
			char name[128];
			for (const char *s = v; *s;) {
				size_t len = strcspn(s, ",");
				snprintf(name, sizeof name, "%.*s", (int)len, s);
				int p = pm_find_property(name);
				if (p < 0)
					return cli_usage(argv[0], "unknown property '%s'", name);
				props |= PROP_BIT(p);
				strict |= PROP_BIT(p);
				s += len + (s[len] == ',');
			}
		} else if (strcmp(argv[i], "--tensor-view-canonical") == 0) {
			props |= PROP_BIT(PROP_TensorViewCanonical);
		} else if (strcmp(argv[i], "--tensor-view-canonical=strict") == 0) {
			props |= PROP_BIT(PROP_TensorViewCanonical);
			strict |= PROP_BIT(PROP_TensorViewCanonical);
		} else if (argv[i][0] == '-' || file) {
			return cli_usage(argv[0], "%.*s", (int)strcspn(verify_help, "\n"), verify_help);
		} else {
			file = argv[i];
		}
	}
	if (!file)
		return cli_usage(argv[0], "no input file");
	if (!props) { /* every property with a verifier; TensorViewCanonical in
		       * its parse-time (weak) mode */
		props = ~(uint64_t)0;
		strict = ~PROP_BIT(PROP_TensorViewCanonical);
	}
	struct arena a = {0};
	struct program *p;
	int st = cli_load(&a, file, &p);
	if (st == 0 && ir_check_depth(p, IR_MAX_DEPTH)) /* verifiers recurse per level */
		st = 1;
	for (unsigned i = 0; st == 0 && i < PROP_COUNT; i++) {
		if (!(props & PROP_BIT(i)) || !prop_verifiers[i])
			continue;
		bool s = (strict & PROP_BIT(i)) != 0;
		if (pm_verify_property(p, i, s, true))
			st = 1;
		else
			printf("%s%s: holds\n", spec_properties[i].name,
			       i == PROP_TensorViewCanonical ? (s ? " (strict)" : " (weak)") : "");
	}
	arena_free(&a);
	return st;
}
