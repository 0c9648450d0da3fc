/* `ptoc run PROGRAM.py`: compiles a program and runs its orchestration function on the
 * CPU (exec.h): every kernel call a task of the runtime, in dependency order.  `ptoc
 * run FILE.pto` (runtime/rt_cli.c) runs one .pto function. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "backend.h"
#include "cli.h"
#include "diag.h"
#include "exec/exec.h"
#include "parse.h"
#include "passes/passmgr.h"
#include "rt.h"
#include "util.h"

#define MAX_PASSES 256
#define MAX_BINDS 64

int cmd_run(int argc, char **argv);

static const char run_program_help[] =
	"usage: ptoc run PROGRAM.py [options]\n"
	"Compiles PROGRAM.py with the default pipeline and runs its orchestration\n"
	"function on the CPU: each call of a kernel (or of a Group of a Cube and a\n"
	"Vector kernel) is a task the runtime executes from the kernel's .pto, on\n"
	"worker threads as soon as the tasks it depends on (through the tensors it\n"
	"passes, and the task ids it names) are done; results do not depend on the\n"
	"number of threads.  In a MANUAL scope, two tasks touching an element (one\n"
	"writing) must be ordered by their deps=[...] alone, as on the device; else\n"
	"the run fails at the later call.  Parameters are numbered by their position\n"
	"in the orchestration function's signature.\n"
	"  --func NAME     orchestration function to run (default: the one no other\n"
	"                  orchestration function calls; needed when there are several)\n"
	"  --backend B     target backend (default: the first)\n"
	"  --memory-planner M  pypto, dsa_rp or ptoas (default pypto)\n"
	"  --in I=SRC      tensor parameter I: a .npy file, `zeros`, `iota` (0, 1, 2,\n"
	"                  ... in memory order), `const:V`, `rank` (every element the\n"
	"                  rank id) or `rank_iota` (iota offset by rank * the element\n"
	"                  count: each rank of --ranks its own data); unbound tensors\n"
	"                  are zeros\n"
	"  --scalar I=V    scalar parameter I (unbound scalars are 0)\n"
	"  --out I=PATH    after the run, write tensor parameter I to PATH (.npy v1)\n"
	"  --print I       after the run, print tensor parameter I (as ptoc run of a\n"
	"                  .pto prints its arrays)\n"
	"  --threads N     worker threads (default: the processors online, at most 8)\n"
	"  --max-steps N   loop iterations one kernel run, and the orchestration's\n"
	"                  loops together, may take (default 100000000)\n"
	"  --ranks N       run a distributed program as N ranks (at most 8): each rank\n"
	"                  runs the orchestration function with its own copy of the\n"
	"                  inputs, its rank id (pld.system.rank) and communication\n"
	"                  context; a kernel with DistributedTensor or communication-\n"
	"                  context parameters runs on every rank together, and a wait\n"
	"                  no rank satisfies is a deadlock.  --print prints every\n"
	"                  rank's tensor; an --out path must contain {rank}\n"
	"  --stats         print the number of tasks and kernel runs on stderr\n"
	"Exit status: 0 ok, 1 compile or run error, 2 usage or I/O error.\n";

struct run_prog {
	const char *file, *func, *planner_name;
	const be_t *be;
	unsigned planner, threads;
	int ranks;
	uint64_t max_steps;
	bool stats;
	const char *ins[MAX_BINDS], *scalars[MAX_BINDS], *outs[MAX_BINDS];
	int n_ins, n_scalars, n_outs, prints[MAX_BINDS], n_prints;
};

static bool pyfile(const char *s)
{
	size_t n = strlen(s);
	return n > 3 && strcmp(s + n - 3, ".py") == 0;
}

static int push(const char **v, int *n, const char *s, const char *opt)
{
	if (*n == MAX_BINDS)
		return cli_usage("run", "at most %d %s options", MAX_BINDS, opt);
	v[(*n)++] = s;
	return -1;
}

static int parse_count(const char *v, const char *opt, uint64_t *out)
{
	char *e;
	errno = 0;
	unsigned long long n = strtoull(v, &e, 10);
	if (!n || *e || e == v || errno || v[0] == '-')
		return cli_usage("run", "%s needs a positive number, got '%s'", opt, v);
	*out = n;
	return -1;
}

static int parse_opts(int argc, char **argv, struct run_prog *o)
{
	o->planner = PLANNER_pypto;
	for (int i = 1; i < argc; i++) {
		const char *v;
		int r = 0;
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			fputs(run_program_help, stdout);
			return 0;
		}
		if (strcmp(argv[i], "--stats") == 0) {
			o->stats = true;
		} else if ((r = cli_opt_value(argc, argv, &i, "--func", &o->func))) {
			if (r < 0)
				return 2;
		} else if ((r = cli_opt_value(argc, argv, &i, "--backend", &v))) {
			if (r < 0)
				return 2;
			if (!(o->be = be_find(v)))
				return cli_usage("run", "unknown backend '%s' (see ptoc backends)", v);
		} else if ((r = cli_opt_value(argc, argv, &i, "--memory-planner", &v))) {
			int pl = r < 0 ? -1 : pm_find_planner(v);
			if (pl < 0)
				return r < 0 ? 2 : cli_usage("run", "unknown memory planner '%s'", v);
			o->planner = (unsigned)pl;
		} else if ((r = cli_opt_value(argc, argv, &i, "--in", &v))) {
			if (r < 0 || (r = push(o->ins, &o->n_ins, v, "--in")) >= 0)
				return r < 0 ? 2 : r;
		} else if ((r = cli_opt_value(argc, argv, &i, "--scalar", &v))) {
			if (r < 0 || (r = push(o->scalars, &o->n_scalars, v, "--scalar")) >= 0)
				return r < 0 ? 2 : r;
		} else if ((r = cli_opt_value(argc, argv, &i, "--out", &v))) {
			if (r < 0 || (r = push(o->outs, &o->n_outs, v, "--out")) >= 0)
				return r < 0 ? 2 : r;
		} else if ((r = cli_opt_value(argc, argv, &i, "--print", &v))) {
			char *e;
			long k = r < 0 ? -1 : strtol(v, &e, 10);
			if (r < 0 || k < 0 || *e || e == v || o->n_prints == MAX_BINDS)
				return r < 0 ? 2 : cli_usage("run", "--print needs a parameter index, got '%s'", v);
			o->prints[o->n_prints++] = (int)k;
		} else if ((r = cli_opt_value(argc, argv, &i, "--threads", &v))) {
			uint64_t n;
			if (r < 0 || (r = parse_count(v, "--threads", &n)) >= 0)
				return r < 0 ? 2 : r;
			if (n > 256)
				return cli_usage("run", "--threads: at most 256");
			o->threads = (unsigned)n;
		} else if ((r = cli_opt_value(argc, argv, &i, "--ranks", &v))) {
			uint64_t n;
			if (r < 0 || (r = parse_count(v, "--ranks", &n)) >= 0)
				return r < 0 ? 2 : r;
			if (n > RT_MAX_WORLD)
				return cli_usage("run", "--ranks: at most %d", RT_MAX_WORLD);
			o->ranks = (int)n;
		} else if ((r = cli_opt_value(argc, argv, &i, "--max-steps", &v))) {
			if (r < 0 || (r = parse_count(v, "--max-steps", &o->max_steps)) >= 0)
				return r < 0 ? 2 : r;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return cli_usage("run", "unknown option '%s' (see ptoc run PROGRAM.py --help)", argv[i]);
		} else if (o->file) {
			return cli_usage("run", "one input file expected");
		} else {
			o->file = argv[i];
		}
	}
	if (!o->be)
		o->be = be_at(0);
	if (!o->threads)
		o->threads = exec_default_threads();
	if (!o->ranks)
		o->ranks = 1;
	for (int k = 0; o->ranks > 1 && k < o->n_outs; k++)
		if (!strstr(o->outs[k], "{rank}"))
			return cli_usage("run", "--out %s: with --ranks the path must contain {rank}", o->outs[k]);
	return -1;
}

/* "I=REST" of a parameter of f. */
static int split_index(const char *s, const struct function *f, uint32_t *idx, const char **rest)
{
	char *e;
	long v = strtol(s, &e, 10);
	if (e == s || *e != '=' || v < 0 || (unsigned long)v >= f->n_params)
		return cli_usage("run", "bad parameter binding '%s' (expected I=VALUE with 0 <= I < %u)", s,
				 f->n_params);
	*idx = (uint32_t)v;
	*rest = e + 1;
	return -1;
}

/* The array a tensor parameter starts with: SRC, or zeros. */
static int tensor_input(const struct function *f, uint32_t i, const char *src, struct rt_array **out)
{
	const struct var *v = f->params[i].var;
	const struct type *t = v->type;
	char err[600];
	if (src && rt_rank_fill_typo(src))
		return cli_usage("run", "--in %u: unknown fill '%s' (per-rank fills are `rank` and `rank_iota`)", i,
				 src);
	bool per_rank = src && rt_is_rank_fill(src);
	if (src && !per_rank && strcmp(src, "zeros") && strcmp(src, "iota") && strncmp(src, "const:", 6)) {
		bool io;
		*out = rt_npy_read(src, err, sizeof err, &io);
		if (!*out) {
			fprintf(stderr, "ptoc run: %s\n", err);
			return io ? 2 : 1;
		}
		return -1;
	}
	int64_t shape[RT_MAX_RANK];
	if (t->shape.n > RT_MAX_RANK)
		return cli_usage("run", "parameter %u has more than %d dims", i, RT_MAX_RANK);
	for (uint32_t d = 0; d < t->shape.n; d++)
		if (!ir_expr_is_const_int(t->shape.v[d], &shape[d]))
			return cli_usage("run", "--in %u: parameter '%.*s' has a dynamic shape; bind a .npy file",
					 i, ir_user_name_len(v->name), v->name);
	/* an FP4 array holds x2 carriers, two elements a byte along the last axis */
	if (!exec_carrier_dims(t->dtype, shape, (int)t->shape.n))
		return cli_usage("run", "--in %u: FP4 parameter '%.*s' has an odd last extent (the runtime "
				 "holds two elements a byte)", i, ir_user_name_len(v->name), v->name);
	*out = rt_array_try_new(t->dtype, (int)t->shape.n, shape, err, sizeof err);
	if (!*out) {
		fprintf(stderr, "ptoc run: parameter %u: %s\n", i, err);
		return 2;
	}
	double c = 0;
	if (src && strncmp(src, "const:", 6) == 0) {
		char *e;
		c = strtod(src + 6, &e);
		if (e == src + 6 || *e)
			return cli_usage("run", "--in %u: bad constant '%s'", i, src + 6);
	}
	bool iota = src && strcmp(src, "iota") == 0;
	for (size_t k = 0; k < (*out)->count && (iota || c != 0); k++)
		rt_array_set_f(*out, k, iota ? (double)k : c);
	if (per_rank)
		rt_fill_rank(*out, src, 0);
	return -1;
}

/* After copy_ranks: the tensors bound to `rank` or `rank_iota` take rank r's values on
 * every rank r > 0 (rank 0's tensor_input filled). */
static void rank_inputs(const struct run_prog *o, const struct function *f, struct exec_arg *args)
{
	for (int k = 0; k < o->n_ins; k++) {
		uint32_t i;
		const char *s;
		if (split_index(o->ins[k], f, &i, &s) >= 0)
			continue; /* reported by bind_args */
		for (int r = 1; r < o->ranks; r++)
			if (args[(size_t)r * f->n_params + i].array)
				rt_fill_rank(args[(size_t)r * f->n_params + i].array, s, r);
	}
}

static int bind_args(const struct run_prog *o, const struct function *f, struct exec_arg *args)
{
	const char *src[1024] = {0};
	if (f->n_params > 1024)
		return cli_usage("run", "more than 1024 parameters");
	for (int k = 0; k < o->n_ins; k++) {
		uint32_t i;
		const char *s;
		int r = split_index(o->ins[k], f, &i, &s);
		if (r >= 0)
			return r;
		if (f->params[i].var->type->kind != TY_TENSOR)
			return cli_usage("run", "--in %u: parameter %u is not a tensor", i, i);
		src[i] = s;
	}
	for (uint32_t i = 0; i < f->n_params; i++) {
		if (f->params[i].var->type->kind != TY_TENSOR)
			continue;
		int r = tensor_input(f, i, src[i], &args[i].array);
		if (r >= 0)
			return r;
	}
	for (int k = 0; k < o->n_scalars; k++) {
		uint32_t i;
		const char *s;
		char *e;
		int r = split_index(o->scalars[k], f, &i, &s);
		if (r >= 0)
			return r;
		if (f->params[i].var->type->kind == TY_TENSOR)
			return cli_usage("run", "--scalar %u: parameter %u is a tensor", i, i);
		args[i].fval = strtod(s, &e);
		if (e == s || *e)
			return cli_usage("run", "--scalar %u: bad value '%s'", i, s);
		args[i].ival = strtoll(s, &e, 0);
		if (*e)
			args[i].ival = (int64_t)args[i].fval;
	}
	return -1;
}

/* PATH with {rank} replaced by `rank`. */
static void rank_path(const char *path, int rank, char *out, size_t n)
{
	const char *at = strstr(path, "{rank}");
	if (!at)
		snprintf(out, n, "%s", path);
	else
		snprintf(out, n, "%.*s%d%s", (int)(at - path), path, rank, at + 6);
}

static int results(const struct run_prog *o, const struct function *f, struct exec_arg *args)
{
	for (int r = 0; r < o->ranks; r++) {
		struct exec_arg *ra = args + (size_t)r * f->n_params;
		for (int k = 0; k < o->n_prints; k++) {
			int i = o->prints[k];
			if ((uint32_t)i >= f->n_params || !ra[i].array)
				return cli_usage("run", "--print %d: parameter %d is not a tensor", i, i);
			char label[48];
			if (o->ranks > 1)
				snprintf(label, sizeof label, "arg%d rank %d", i, r);
			else
				snprintf(label, sizeof label, "arg%d", i);
			rt_array_print(stdout, label, ra[i].array);
		}
		for (int k = 0; k < o->n_outs; k++) {
			uint32_t i;
			const char *path;
			char err[600], p[4096];
			int st = split_index(o->outs[k], f, &i, &path);
			if (st >= 0)
				return st;
			if (!ra[i].array)
				return cli_usage("run", "--out %u: parameter %u is not a tensor", i, i);
			rank_path(path, r, p, sizeof p);
			if (!rt_npy_write(p, ra[i].array, 1, err, sizeof err)) {
				fprintf(stderr, "ptoc run: %s\n", err);
				return 2;
			}
		}
	}
	return 0;
}

/* Ranks 1 .. o->ranks - 1 start with copies of rank 0's arguments. */
static int copy_ranks(const struct run_prog *o, const struct function *f, struct exec_arg *args)
{
	for (int r = 1; r < o->ranks; r++)
		for (uint32_t i = 0; i < f->n_params; i++) {
			struct exec_arg *a = &args[(size_t)r * f->n_params + i];
			char err[160];
			*a = args[i];
			if (!args[i].array)
				continue;
			a->array = rt_array_try_new(args[i].array->dtype, args[i].array->rank, args[i].array->shape, err,
						    sizeof err);
			if (!a->array) {
				fprintf(stderr, "ptoc run: parameter %u of rank %d: %s\n", i, r, err);
				return 2;
			}
			memcpy(a->array->data, args[i].array->data,
			       args[i].array->count * (size_t)rt_dtype_size(args[i].array->dtype));
		}
	return -1;
}

static bool calls(struct expr *e, void *ctx)
{
	const struct function **f = ctx;
	if (e->kind == EX_FCALL && e->u.fcall.callee == *f)
		*f = NULL;
	return *f != NULL;
}

/* The orchestration function to run: --func, else the one no other orchestration
 * function calls (as ptoc check: a HOST orchestrator's dispatches to it per rank
 * are not run).  *second: another such function, when there are several. */
static const struct function *entry(const struct program *p, const char *name,
				    const struct function **second, uint32_t *n_entries)
{
	*second = NULL;
	*n_entries = 0;
	const struct function *found = NULL;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		const struct function *f = p->funcs[i];
		if (f->kind != FK_Orchestration || f->abstract)
			continue;
		if (name) {
			if (strcmp(f->name, name) == 0)
				return f;
			continue;
		}
		bool called = false;
		for (uint32_t k = 0; k < p->n_funcs && !called; k++) {
			const struct function *probe = f;
			if (p->funcs[k] != f && p->funcs[k]->kind == FK_Orchestration)
				ir_walk_stmts_exprs(p->funcs[k]->body, calls, &probe);
			called = !probe;
		}
		*n_entries += !called;
		if (!called && found && !*second)
			*second = f;
		if (!called && !found)
			found = f;
	}
	return found;
}

static int run_program(int argc, char **argv)
{
	struct run_prog o = {0};
	int st = parse_opts(argc, argv, &o);
	if (st >= 0)
		return st;
	struct arena a = {0};
	int errors;
	bool io;
	struct program *p = parse_file(&a, o.file, &errors, &io);
	struct exec_arg *args = NULL;
	const struct function *f = NULL;
	if (!p || io || errors) {
		st = io ? 2 : 1;
		goto out;
	}
	uint16_t passes[MAX_PASSES];
	int n = pm_pipeline_passes(PIPELINE_default, o.planner, passes, MAX_PASSES);
	struct pm_options pm;
	pm_options_init(&pm);
	pm.backend = o.be;
	pm.planner = o.planner;
	pm.verify = pm_env_verify_level();
	if (!pm_run(&pm, p, passes, n)) {
		st = 1;
		goto out;
	}
	const struct function *second;
	uint32_t n_entries;
	f = entry(p, o.func, &second, &n_entries);
	if (second) {
		/* a program of several chip builds: which one runs is the caller's choice, as
		 * in the reference, which refuses to guess */
		st = cli_usage("run", "%s has several orchestration functions no other one calls "
			       "('%s', '%s'%s): name the one to run with --func", o.file, f->name,
			       second->name, n_entries > 2 ? ", ..." : "");
		f = NULL;
		goto out;
	}
	if (!f) {
		st = o.func ? cli_usage("run", "no orchestration function '%s' in %s", o.func, o.file)
			    : cli_usage("run", "%s has no orchestration function to run", o.file);
		goto out;
	}
	args = xcalloc((size_t)f->n_params * (size_t)o.ranks + 1, sizeof *args);
	if ((st = bind_args(&o, f, args)) >= 0)
		goto out;
	if ((st = copy_ranks(&o, f, args)) >= 0)
		goto out;
	rank_inputs(&o, f, args);
	struct exec_opts eo = {.backend = o.be, .planner = o.planner, .max_steps = o.max_steps,
			       .threads = o.threads, .ranks = o.ranks};
	struct exec_stats stats = {0};
	if (!exec_run(p, f, &eo, args, &stats)) {
		st = 1;
		goto out;
	}
	if (o.stats)
		fprintf(stderr, "ptoc run: %s: %llu tasks, %llu kernel runs\n", f->name,
			(unsigned long long)stats.tasks, (unsigned long long)stats.kernel_runs);
	st = results(&o, f, args);
out:
	for (size_t i = 0; args && i < (size_t)f->n_params * (size_t)o.ranks; i++)
		rt_array_free(args[i].array);
	free(args);
	arena_free(&a);
	return st;
}

int cmd_run_any(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (argv[i][0] != '-' && pyfile(argv[i]))
			return run_program(argc, argv);
	if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		int r = cmd_run(argc, argv);
		fputs("\n", stdout);
		fputs(run_program_help, stdout);
		return r;
	}
	return cmd_run(argc, argv);
}
