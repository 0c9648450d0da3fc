/* `ptoc run`: parses a .pto file, binds .npy arrays, fills and scalars to
 * the chosen function's parameters, runs it with the on-chip memory sizes of
 * a backend from the generated tables, then writes or prints results. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"
#include "util.h"
#include "diag.h"

int cmd_run(int argc, char **argv);

/* Local usage/option helpers (the driver's live in src/cli/main.c, which the
 * library and its unit tests do not link). */
static int usage_err(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage_err(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "ptoc run: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	return 2;
}

/* `--name VALUE` or `--name=VALUE`: 1 and *value set, 0 no match, -1 missing value. */
static int opt_value(int argc, char **argv, int *i, const char *name, const char **value)
{
	size_t n = strlen(name);
	if (strncmp(argv[*i], name, n) != 0)
		return 0;
	if (argv[*i][n] == '=') {
		*value = argv[*i] + n + 1;
		return 1;
	}
	if (argv[*i][n])
		return 0;
	if (*i + 1 >= argc) {
		usage_err("option %s needs a value", name);
		return -1;
	}
	*value = argv[++*i];
	return 1;
}

static const char run_help[] =
	"usage: ptoc run FILE.pto [options]\n"
	"Executes one function of a .pto module on the CPU with real data.\n"
	"Parameters are numbered by their 0-based position in the signature.\n"
	"  --func NAME     function to run (default: the first one)\n"
	"  --backend B     memory sizes of backend B (name or alias; default: the\n"
	"                  backend whose pto_target_arch equals the module's\n"
	"                  pto.target_arch, else the first backend)\n"
	"  --in I=SRC      bind pointer parameter I; SRC is a .npy file, `zeros`,\n"
	"                  `iota` (0, 1, 2, ... in memory order) or `const:V`; for the\n"
	"                  fills the array takes the shape of the kernel's\n"
	"                  make_tensor_view.  Unbound pointers start as zeros; a\n"
	"                  prefetch workspace (make_prefetch_async_context) gets a\n"
	"                  256-byte buffer.  numpy has no 8-bit float dtype: a\n"
	"                  f8E4M3FN, f8E5M2 or !pto.f8E8M0 pointer takes a u8 .npy\n"
	"                  of the raw bytes.  SRC `ctx` is the communication context\n"
	"                  of the rank (a !pto.ptr<i64>: this rank and the world size,\n"
	"                  the window size, each rank's window base).  SRC `rank`\n"
	"                  fills every element with the rank id and `rank_iota` with\n"
	"                  iota offset by rank * the element count (rank 0: 0, 1, ...;\n"
	"                  rank 1: N, N + 1, ...), so each rank of --ranks starts\n"
	"                  with its own data.\n"
	"  --scalar I=V    value of scalar parameter I\n"
	"  --out I=PATH    after the run, write parameter I's array to PATH (.npy v1;\n"
	"                  8-bit float arrays as u8 raw bytes).  A new or regular\n"
	"                  file is replaced whole (a temporary file, then a rename);\n"
	"                  a character device, FIFO or symbolic link is written in\n"
	"                  place, never replaced; a folder, block device or link to\n"
	"                  nothing is refused\n"
	"  --print I       after the run, print parameter I's array on stdout:\n"
	"                  a header `argI DTYPE [SHAPE]`, then one line per row\n"
	"                  `[ROW] v v v`; a run of n equal values prints as v*n and\n"
	"                  equal consecutive rows as one line `[FIRST..LAST] ...`\n"
	"  --peer [F.pto][:NAME]\n"
	"                  run together with the peer kernel of a cross-core pipe:\n"
	"                  function NAME (default: the first) of F.pto (default:\n"
	"                  FILE.pto).  One of the two runs on the Cube, the other on\n"
	"                  the Vector cores: two lanes sharing its tensors when a\n"
	"                  transfer is split, each with its lane as the\n"
	"                  %__pypto_spmd_subblock_idx parameter.  --in, --scalar,\n"
	"                  --out and --print after --peer apply to the peer; --print\n"
	"                  headers then start with the function name (`vec:arg1`).\n"
	"  --ranks N       run N ranks of a distributed kernel (at most 8), each\n"
	"                  with its own bindings and arrays; pto.addptr by window\n"
	"                  bases reaches a peer rank's array, signals, puts and waits\n"
	"                  move between ranks, and a wait no rank satisfies is a\n"
	"                  deadlock.  --print headers start with the rank (`rank1:`)\n"
	"                  and an --out PATH must name each rank's file with {rank}\n"
	"  --max-steps N   loop iterations (scf.for and scf.while trips together) a\n"
	"                  kernel may take before the run stops with an error at the\n"
	"                  loop (default 10000000)\n"
	"Exit status: 0 ok, 1 parse or runtime error, 2 usage or I/O error.\n";

/* Backend memory sizes: the largest capacity each space has in any core. */
static const struct spec_backend *find_backend(const char *name, const char *arch)
{
	for (unsigned i = 0; i < spec_n_backends; i++) {
		const struct spec_backend *b = &spec_backends[i];
		if (name) {
			if (strcmp(b->name, name) == 0)
				return b;
			for (int k = 0; k < b->n_aliases; k++)
				if (strcmp(b->aliases[k], name) == 0)
					return b;
		} else if (arch && b->caps_str[CAPS_pto_target_arch] &&
			   strcmp(b->caps_str[CAPS_pto_target_arch], arch) == 0) {
			return b;
		}
	}
	if (!name && spec_n_backends > 0)
		return &spec_backends[0];
	return NULL;
}

static void backend_caps(const struct spec_backend *b, struct rt_caps *caps)
{
	memset(caps, 0, sizeof *caps);
	for (int c = 0; c < b->n_clusters; c++)
		for (int k = 0; k < b->clusters[c].n_cores; k++) {
			const struct spec_core *core = &b->clusters[c].cores[k];
			for (int m = 0; m < core->n_mems; m++) {
				const struct spec_mem *mem = &core->mems[m];
				if (mem->space < MS_COUNT && mem->capacity > caps->bytes[mem->space])
					caps->bytes[mem->space] = mem->capacity;
			}
		}
}

/* "I=REST" -> I and REST */
static bool split_index(const char *s, int nparams, int *idx, const char **rest)
{
	char *e;
	long v = strtol(s, &e, 10);
	if (e == s || *e != '=' || v < 0 || v >= nparams) {
		usage_err("bad parameter binding '%s' (expected I=VALUE with 0 <= I < %d)", s, nparams);
		return false;
	}
	*idx = (int)v;
	*rest = e + 1;
	return true;
}

static void fmt_value(const struct rt_array *a, size_t i, char *out, size_t n)
{
	if (rt_dtype_is_float(a->dtype))
		snprintf(out, n, "%.6g", rt_array_get_f(a, i));
	else
		snprintf(out, n, "%lld", (long long)rt_array_get_i(a, i));
}

static void row_text(const struct rt_array *a, size_t start, size_t cols, struct buf *b)
{
	char cur[64], nx[64];
	for (size_t c = 0; c < cols;) {
		fmt_value(a, start + c, cur, sizeof cur);
		size_t run = 1;
		while (c + run < cols) {
			fmt_value(a, start + c + run, nx, sizeof nx);
			if (strcmp(nx, cur) != 0)
				break;
			run++;
		}
		buf_printf(b, " %s", cur);
		if (run > 1)
			buf_printf(b, "*%zu", run);
		c += run;
	}
}

static void print_array(int idx, const struct rt_array *a)
{
	char label[32];
	snprintf(label, sizeof label, "arg%d", idx);
	rt_array_print(stdout, label, a);
}

void rt_array_print(FILE *out, const char *label, const struct rt_array *a)
{
	fprintf(out, "%s %s [", label, rt_dtype_mlir(a->dtype));
	for (int i = 0; i < a->rank; i++)
		fprintf(out, "%s%lld", i ? ", " : "", (long long)a->shape[i]);
	fprintf(out, "]\n");
	size_t cols = a->rank ? (size_t)a->shape[a->rank - 1] : 1;
	size_t rows = cols ? a->count / cols : 0;
	struct buf prev = {0}, cur = {0};
	size_t first = 0;
	for (size_t r = 0; r <= rows; r++) {
		buf_clear(&cur);
		if (r < rows)
			row_text(a, r * cols, cols, &cur);
		if (r > 0 && (r == rows || strcmp(cur.data, prev.data) != 0)) {
			if (r - 1 > first)
				fprintf(out, "[%zu..%zu]%s\n", first, r - 1, prev.data);
			else
				fprintf(out, "[%zu]%s\n", first, prev.data);
			first = r;
		}
		buf_clear(&prev);
		if (cur.data)
			buf_puts(&prev, cur.data);
		else
			buf_puts(&prev, "");
	}
	buf_free(&prev);
	buf_free(&cur);
}

bool rt_is_rank_fill(const char *src)
{
	return strcmp(src, "rank") == 0 || strcmp(src, "rank_iota") == 0;
}

bool rt_fill_rank(struct rt_array *a, const char *src, int rank)
{
	if (!rt_is_rank_fill(src))
		return false;
	bool iota = strcmp(src, "rank_iota") == 0;
	for (size_t i = 0; i < a->count; i++)
		rt_array_set_f(a, i, iota ? (double)i + (double)rank * (double)a->count : (double)rank);
	return true;
}

bool rt_rank_fill_typo(const char *src)
{
	return strncmp(src, "rank", 4) == 0 && !rt_is_rank_fill(src) && !strpbrk(src, "./");
}

/* One function to run and its bindings. */
struct run_fn {
	const char *file, *func;
	const char *ins[64], *scalars[64], *outs[64];
	int nins, nscalars, nouts, prints[64], nprints;
	char *text;
	size_t len;
	struct rt_module *m;
	int f, np;
	struct rt_binding *b;
};

struct run_opts {
	const char *backend;
	int ranks; /* --ranks; 0 when not given */
	uint64_t max_steps; /* 0: the runtime's default */
	struct run_fn fn[2]; /* the FILE function and its --peer */
	int nfn;
	char peer_file[4096];
};

static int parse_opts(int argc, char **argv, struct run_opts *o)
{
	o->nfn = 1;
	for (int i = 1; i < argc; i++) {
		const char *v;
		int r;
		struct run_fn *fn = &o->fn[o->nfn - 1];
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			fputs(run_help, stdout);
			return 0;
		}
		if ((r = opt_value(argc, argv, &i, "--func", &o->fn[0].func)) ||
		    (r = opt_value(argc, argv, &i, "--backend", &o->backend))) {
			if (r < 0)
				return 2;
		} else if ((r = opt_value(argc, argv, &i, "--peer", &v))) {
			if (r < 0)
				return 2;
			if (o->nfn == 2)
				return usage_err("one --peer expected");
			fn = &o->fn[o->nfn++];
			const char *colon = strrchr(v, ':');
			if (colon) {
				size_t n = (size_t)(colon - v);
				if (n >= sizeof o->peer_file)
					return usage_err("--peer: path too long");
				memcpy(o->peer_file, v, n);
				o->peer_file[n] = 0;
				fn->file = n ? o->peer_file : NULL;
				fn->func = colon[1] ? colon + 1 : NULL;
			} else {
				fn->file = v;
			}
		} else if ((r = opt_value(argc, argv, &i, "--in", &v))) {
			if (r < 0 || fn->nins == 64)
				return 2;
			fn->ins[fn->nins++] = v;
		} else if ((r = opt_value(argc, argv, &i, "--scalar", &v))) {
			if (r < 0 || fn->nscalars == 64)
				return 2;
			fn->scalars[fn->nscalars++] = v;
		} else if ((r = opt_value(argc, argv, &i, "--out", &v))) {
			if (r < 0 || fn->nouts == 64)
				return 2;
			fn->outs[fn->nouts++] = v;
		} else if ((r = opt_value(argc, argv, &i, "--ranks", &v))) {
			char *e;
			long k = r < 0 ? 0 : strtol(v, &e, 10);
			if (r < 0 || *e || e == v || k < 1 || k > RT_MAX_WORLD)
				return usage_err("--ranks needs a number from 1 to %d, got '%s'", RT_MAX_WORLD, r < 0 ? "" : v);
			o->ranks = (int)k;
		} else if ((r = opt_value(argc, argv, &i, "--max-steps", &v))) {
			char *e;
			errno = 0;
			unsigned long long n = r < 0 ? 0 : strtoull(v, &e, 10);
			if (r < 0 || !n || *e || e == v || errno || v[0] == '-')
				return usage_err("--max-steps needs a positive number, got '%s'", r < 0 ? "" : v);
			o->max_steps = n;
		} else if ((r = opt_value(argc, argv, &i, "--print", &v))) {
			char *e;
			long k = strtol(v, &e, 10);
			if (r < 0 || *e || e == v || k < 0 || fn->nprints == 64)
				return usage_err("--print needs a parameter index, got '%s'", v);
			fn->prints[fn->nprints++] = (int)k;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_err("unknown option '%s' (see ptoc run --help)", argv[i]);
		} else if (o->fn[0].file) {
			return usage_err("more than one input file");
		} else {
			o->fn[0].file = argv[i];
		}
	}
	if (!o->fn[0].file)
		return usage_err("missing FILE.pto (see ptoc run --help)");
	if (o->nfn == 2 && !o->fn[1].file)
		o->fn[1].file = o->fn[0].file;
	if (o->nfn == 2 && o->ranks)
		return usage_err("--ranks runs one kernel per rank; it does not take a --peer");
	for (int k = 0; o->ranks > 1 && k < o->fn[0].nouts; k++)
		if (!strstr(o->fn[0].outs[k], "{rank}"))
			return usage_err("--out %s: with --ranks the path must contain {rank}", o->fn[0].outs[k]);
	return -1;
}

/* A second --in or --scalar for the same parameter is a usage error: which
 * one would win is not something the user should have to know. */
static bool bound_once(const struct rt_binding *b, int i, const char *opt, const char *arg)
{
	if (b[i].kind == RB_NONE)
		return true;
	usage_err("%s %s: parameter %d is already bound", opt, arg, i);
	return false;
}

/* Binds o's --in and --scalar values, as rank `rank` of `world`. */
static int bind_params(struct run_fn *o, struct rt_module *m, int f, struct rt_binding *b, int rank, int world)
{
	int n = rt_func_param_count(m, f);
	for (int k = 0; k < o->nins; k++) {
		int i, dt;
		const char *src;
		if (!split_index(o->ins[k], n, &i, &src))
			return 2;
		if (!bound_once(b, i, "--in", o->ins[k]))
			return 2;
		if (rt_func_param_kind(m, f, i, &dt) != 'p')
			return usage_err("--in %d: parameter %d is not a pointer", i, i);
		if (strcmp(src, "zeros") == 0) {
			b[i].kind = RB_FILL_ZERO;
		} else if (strcmp(src, "iota") == 0) {
			b[i].kind = RB_FILL_IOTA;
		} else if (strcmp(src, "rank") == 0) {
			b[i].kind = RB_FILL_CONST;
			b[i].fval = rank;
		} else if (strcmp(src, "rank_iota") == 0) {
			b[i].kind = RB_FILL_IOTA;
			b[i].ival = rank;
		} else if (rt_rank_fill_typo(src)) {
			return usage_err("--in %d: unknown fill '%s' (per-rank fills are `rank` and `rank_iota`)", i, src);
		} else if (strcmp(src, "ctx") == 0) {
			if (dt != DT_INT64)
				return usage_err("--in %d=ctx: a communication context is a !pto.ptr<i64>", i);
			b[i].kind = RB_ARRAY;
			b[i].array = rt_comm_ctx_new(rank, world);
		} else if (strncmp(src, "const:", 6) == 0) {
			char *e;
			b[i].kind = RB_FILL_CONST;
			b[i].fval = strtod(src + 6, &e);
			if (e == src + 6 || *e)
				return usage_err("--in %d: bad constant '%s'", i, src + 6);
		} else {
			char err[600];
			bool io;
			struct rt_array *a = rt_npy_read(src, err, sizeof err, &io);
			if (!a) {
				fprintf(stderr, "ptoc run: %s\n", err);
				return io ? 2 : 1;
			}
			b[i].kind = RB_ARRAY;
			b[i].array = a;
		}
	}
	for (int k = 0; k < o->nscalars; k++) {
		int i, dt;
		const char *v;
		char *e;
		if (!split_index(o->scalars[k], n, &i, &v))
			return 2;
		if (!bound_once(b, i, "--scalar", o->scalars[k]))
			return 2;
		if (rt_func_param_kind(m, f, i, &dt) != 's')
			return usage_err("--scalar %d: parameter %d is not a scalar", i, i);
		b[i].kind = RB_SCALAR;
		b[i].fval = strtod(v, &e);
		if (e == v || *e)
			return usage_err("--scalar %d: bad value '%s'", i, v);
		b[i].ival = strtoll(v, &e, 0);
		if (*e)
			b[i].ival = (int64_t)b[i].fval;
	}
	return -1;
}

/* Prints and writes fn's results; `prefix` starts each --print header, `rank` (-1:
 * none) replaces {rank} in --out paths. */
static int finish(struct run_fn *o, struct rt_module *m, int f, struct rt_binding *b, const char *prefix, int rank)
{
	int n = rt_func_param_count(m, f);
	for (int k = 0; k < o->nprints; k++) {
		int i = o->prints[k];
		if (i >= n || !b[i].array)
			return usage_err("--print %d: parameter %d has no array", i, i);
		printf("%s", prefix);
		print_array(i, b[i].array);
	}
	fflush(stdout); /* before an --out to /dev/stdout */
	for (int k = 0; k < o->nouts; k++) {
		int i;
		const char *path;
		char err[600];
		if (!split_index(o->outs[k], n, &i, &path))
			return 2;
		if (!b[i].array)
			return usage_err("--out %d: parameter %d has no array", i, i);
		char named[4096];
		const char *at = rank >= 0 ? strstr(path, "{rank}") : NULL;
		if (at) {
			snprintf(named, sizeof named, "%.*s%d%s", (int)(at - path), path, rank, at + 6);
			path = named;
		}
		if (!rt_npy_write(path, b[i].array, 1, err, sizeof err)) {
			fprintf(stderr, "ptoc run: %s\n", err);
			return 2;
		}
	}
	return 0;
}

/* Reads and parses fn's file, finds its function and binds its parameters.
 * -1 when done, else the exit status. */
static int load_fn(struct run_fn *fn, int rank, int world)
{
	if (!read_file(fn->file, &fn->text, &fn->len)) {
		fprintf(stderr, "ptoc run: cannot read %s: %s\n", fn->file, strerror(errno));
		return 2;
	}
	fn->m = rt_parse(fn->file, fn->text, fn->len);
	if (!fn->m)
		return 1;
	fn->f = fn->func ? rt_module_func_find(fn->m, fn->func) : 0;
	if (fn->f < 0 || rt_module_func_count(fn->m) == 0)
		return usage_err(fn->func ? "no function '%s' in %s" : "%s%s has no function", fn->func ? fn->func : "",
				 fn->file);
	fn->np = rt_func_param_count(fn->m, fn->f);
	fn->b = xcalloc((size_t)fn->np + 1, sizeof *fn->b);
	return bind_params(fn, fn->m, fn->f, fn->b, rank, world);
}

/* Runs fn[0] and its --peer as a cross-core group. */
static int run_group(struct run_opts *o, const struct rt_caps *caps)
{
	int side[2], lanes = 1;
	for (int i = 0; i < 2; i++) {
		int l;
		side[i] = rt_func_pipe_side(o->fn[i].m, o->fn[i].f, &l);
		lanes = l > lanes ? l : lanes;
	}
	if (side[0] == side[1] || side[0] == RT_SIDE_NONE || side[1] == RT_SIDE_NONE)
		return usage_err("--peer: one function must use the pipes from the Cube side and the other from the "
				 "Vector side");
	int c = side[0] == RT_SIDE_CUBE ? 0 : 1;
	struct run_fn *cube = &o->fn[c], *vec = &o->fn[1 - c];
	struct rt_member mb[3] = {{cube->m, cube->f, cube->b, -1}, {vec->m, vec->f, vec->b, 0}};
	struct rt_module *lane1 = NULL;
	if (lanes == 2) { /* its own parse (run state lives in the module), the same tensors */
		lane1 = rt_parse(vec->file, vec->text, vec->len);
		if (!lane1)
			return 1;
		mb[2] = (struct rt_member){lane1, vec->f, vec->b, 1};
	}
	int st = rt_run_group(mb, 1 + lanes, caps);
	rt_module_free(lane1);
	return st;
}

/* Runs the ranks rk[0 .. world) of fn[0]. */
static int run_ranks(struct run_fn *rk, int world, const struct rt_caps *caps)
{
	struct rt_member mb[RT_MAX_WORLD];
	for (int r = 0; r < world; r++)
		mb[r] = (struct rt_member){rk[r].m, rk[r].f, rk[r].b, -1};
	int st = rt_run_ranks(mb, world, caps);
	for (int r = 0; r < world && st == 0; r++) {
		char prefix[32];
		snprintf(prefix, sizeof prefix, "rank%d:", r);
		st = finish(&rk[r], rk[r].m, rk[r].f, rk[r].b, prefix, r);
	}
	return st;
}

int cmd_run(int argc, char **argv)
{
	struct run_opts o = {0};
	int st = parse_opts(argc, argv, &o);
	if (st >= 0)
		return st;
	/* --ranks: fn[0] once per rank, each with its own module and arrays */
	struct run_fn *fns = o.fn;
	int nfn = o.nfn;
	if (o.ranks) {
		fns = xcalloc((size_t)o.ranks, sizeof *fns);
		for (int r = 0; r < o.ranks; r++)
			fns[r] = o.fn[0];
		nfn = o.ranks;
	}
	for (int i = 0; i < nfn && st < 0; i++)
		st = load_fn(&fns[i], o.ranks ? i : 0, o.ranks ? o.ranks : 1);
	if (st >= 0)
		goto out;
	const struct spec_backend *be = find_backend(o.backend, rt_module_target_arch(fns[0].m));
	if (!be) {
		st = usage_err("unknown backend '%s' (see ptoc backends)", o.backend ? o.backend : "");
		goto out;
	}
	struct rt_caps caps;
	backend_caps(be, &caps);
	caps.max_steps = o.max_steps;
	if (o.ranks) {
		st = run_ranks(fns, o.ranks, &caps);
		goto out;
	}
	st = o.nfn == 2 ? run_group(&o, &caps) : rt_run(o.fn[0].m, o.fn[0].f, &caps, o.fn[0].b);
	for (int i = 0; i < o.nfn && st == 0; i++) {
		char prefix[300] = "";
		if (o.nfn == 2)
			snprintf(prefix, sizeof prefix, "%s:", rt_module_func_name(o.fn[i].m, o.fn[i].f));
		st = finish(&o.fn[i], o.fn[i].m, o.fn[i].f, o.fn[i].b, prefix, -1);
	}
out:
	for (int k = 0; k < nfn; k++) {
		struct run_fn *fn = &fns[k];
		for (int i = 0; i < fn->np; i++)
			rt_array_free(fn->b[i].array);
		free(fn->b);
		rt_module_free(fn->m);
		free(fn->text);
	}
	if (fns != o.fn)
		free(fns);
	return st;
}
