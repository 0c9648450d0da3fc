/* `ptoc compile`: runs the pass pipeline, emits the .pto of every kernel and,
 * with -o, writes PyPTO's output folder (ptoas/, kernels/, kernel_config.py,
 * passes_dump/), running ptoas when asked (parallel, cached). */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "backend.h"
#include "cleanup.h"
#include "cli.h"
#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "outdir.h"
#include "parse.h"
#include "passes/passmgr.h"
#include "passes/verify_ptoas_rules.h"
#include "print.h"
#include "ptoas.h"
#include "util.h"

#define MAX_PASSES 256

static const char compile_help[] =
	"usage: ptoc compile [options] FILE\n"
	"\n"
	"Runs the default pass pipeline on FILE and prints the .pto (PTO-ISA MLIR) of\n"
	"every InCore / AIC / AIV function, one module each, sorted by name.\n"
	"\n"
	"options:\n"
	"  --backend B          target backend (default: the first of `ptoc backends`)\n"
	"  --memory-planner M   pypto (default), dsa_rp or ptoas; ptoas emits no addr\n"
	"  --runtime R          the runtime kernel_config.py selects:\n"
	"                       tensormap_and_ringbuffer (default) or host_build_graph\n"
	"                       (which records and replays Graph functions)\n"
	"  --no-emit-loc        no loc(\"file\":line:col) suffixes (also PTOC_EMIT_PTO_LOC=0)\n"
	"  --passes=a,b|none    run these passes instead of the default pipeline; `none`\n"
	"                       emits the input as is (post-pipeline IR with MemRefs)\n"
	"  --verify=L           property verification: none, basic (default), all\n"
	"  --analyze-auto-scopes  derive the task deps of AUTO runtime scopes too\n"
	"                       (AutoDeriveTaskDependencies)\n"
	"  --emit=pto|wrapper|config|orchestration|host_orch\n"
	"                       what to print without -o: the modules (default), the\n"
	"                       kernel wrappers (kernels/<core>/<fn>.cpp, embedding\n"
	"                       ptoas output when --ptoas is given), kernel_config.py,\n"
	"                       orchestration/<fn>.cpp or, of a distributed program,\n"
	"                       orchestration/host_orch.py; config and orchestration of\n"
	"                       a program split into chip builds print each build's\n"
	"                       file in turn\n"
	"  -o DIR               write the output folder instead of printing:\n"
	"                         ptoas/<fn>.pto, ptoas/<fn>.cpp (with --ptoas),\n"
	"                         kernels/aiv|aic/<fn>.cpp, kernel_config.py and\n"
	"                         orchestration/<fn>.cpp (when the program has an\n"
	"                         orchestration function), passes_dump/\n"
	"                         (with --dump-passes) and the stamp .ptoc-output.\n"
	"                         A distributed program (a HOST orchestrator) gets\n"
	"                         orchestration/host_orch.py and, per chip\n"
	"                         orchestrator, next_levels/<fn>/ with that build;\n"
	"                         a program of several Orchestration functions and\n"
	"                         no HOST orchestrator gets the next_levels/ alone.\n"
	"                         DIR is made when missing; an existing DIR must be\n"
	"                         empty or one ptoc wrote before, and only the\n"
	"                         entries its stamp lists are replaced (files, links,\n"
	"                         devices, folders of other files, read-only folders,\n"
	"                         the current folder and the input's are refused).\n"
	"                         Nothing is left on error or interrupt\n"
	"  --dump-passes        with -o: the IR after every pass in DIR/passes_dump/\n"
	"  --ptoas PATH         run ptoas on every .pto (also env PTOAS_BIN); needs -o or\n"
	"                       --emit=wrapper; failures exit 3 with the user's source line\n"
	"  --ptoas-version V    emit what ptoas V accepts (forms and words of that version;\n"
	"                       default: the version of the --ptoas given, else the newest\n"
	"                       ptoc knows); at least the backend's minimum\n"
	"  -j N                 run up to N ptoas processes at once (default 1)\n"
	"  --timing             report seconds per phase and per pass on stderr\n"
	"  --whole-program      with -o: lower the whole program at once even when it holds\n"
	"                       only kernels, which are otherwise parsed, lowered and\n"
	"                       written one at a time (same output, memory of one kernel)\n"
	"\n"
	"ptoas results are cached by a hash of (.pto, ptoas version, flags) in\n"
	"$PTOC_PTOAS_CACHE (default ~/.cache/ptoc/ptoas; `off` disables).  A ptoas run\n"
	"is stopped after $PTOC_PTOAS_TIMEOUT seconds (default 60).\n";

struct copts {
	struct pm_options pm;
	const char *file, *out_dir, *passes, *ptoas, *emit;
	const char *runtime;       /* kernel_config.py's runtime (one of cg_runtimes) */
	const char *ptoas_version; /* --ptoas-version as written, or NULL */
	uint32_t ptoas_code;       /* the version emitted for; 0: the newest known */
	char ptoas_found[64];      /* `ptoas --version` of the --ptoas given */
	struct outdir od; /* with -o: the output folder being written */
	bool emit_loc, dump, whole_program;
	int jobs;
	/* --timing: seconds per phase, reported on stderr */
	bool timing;
	double t_parse, t_codegen, t_write;
	double t_passes[MAX_PASSES + 1];
	size_t parse_bytes, pass_bytes[MAX_PASSES + 1]; /* program arena after each step */
	uint16_t run_passes[MAX_PASSES];
	int n_run;
};

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The --timing report: one line per phase and per pass run, with the
 * program arena's growth in the front end and in each pass. */
static void report_timing(const struct copts *o)
{
	double total = o->t_parse + o->t_passes[0] + o->t_codegen + o->t_write;
	const double mib = 1024.0 * 1024.0;
	fprintf(stderr, "timing (seconds, IR MiB added):\n  %-36s %10.6f %9.2f\n  %-36s %10.6f\n",
		"parse + type check", o->t_parse, o->parse_bytes / mib, "verify input properties",
		o->t_passes[0]);
	size_t prev = o->parse_bytes;
	for (int i = 0; i < o->n_run; i++) {
		char name[64];
		snprintf(name, sizeof name, "pass %02d %s", i + 1, spec_passes[o->run_passes[i]].display);
		size_t now = o->pass_bytes[i + 1];
		fprintf(stderr, "  %-36s %10.6f %9.2f\n", name, o->t_passes[i + 1], (now - prev) / mib);
		prev = now;
		total += o->t_passes[i + 1];
	}
	fprintf(stderr, "  %-36s %10.6f\n  %-36s %10.6f\n  %-36s %10.6f %9.2f\n", "codegen", o->t_codegen,
		"write", o->t_write, "total", total, prev / mib);
}

static bool env_off(const char *name)
{
	const char *v = getenv(name);
	return v && (strcmp(v, "0") == 0 || strcasecmp(v, "false") == 0 || strcasecmp(v, "no") == 0 ||
		     strcasecmp(v, "off") == 0);
}

static int parse_args(int argc, char **argv, struct copts *o)
{
	const char *v;
	int r;
	pm_options_init(&o->pm);
	o->pm.verify = pm_env_verify_level();
	o->pm.backend = be_count() ? be_at(0) : NULL;
	o->pm.planner = PLANNER_pypto;
	o->emit_loc = !env_off("PTOC_EMIT_PTO_LOC");
	o->ptoas = getenv("PTOAS_BIN");
	if (o->ptoas && !*o->ptoas)
		o->ptoas = NULL;
	o->jobs = 1;
	o->emit = "pto";
	o->runtime = cg_runtimes[0];
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
#define OPT(name) ((r = cli_opt_value(argc, argv, &i, name, &v)) < 0 ? 2 : r)
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(compile_help, stdout);
			return -1;
		} else if (OPT("--backend") == 1) {
			if (!(o->pm.backend = be_find(v)))
				return cli_usage(argv[0], "unknown backend '%s' (see ptoc backends)", v);
		} else if (r < 0) {
			return 2;
		} else if (OPT("--memory-planner") == 1) {
			int pl = pm_find_planner(v);
			if (pl < 0)
				return cli_usage(argv[0], "unknown memory planner '%s'", v);
			o->pm.planner = (unsigned)pl;
		} else if (OPT("--runtime") == 1) {
			unsigned k = 0;
			while (k < CG_N_RUNTIMES && strcmp(v, cg_runtimes[k]))
				k++;
			if (k == CG_N_RUNTIMES)
				return cli_usage(argv[0], "unknown runtime '%s' (--runtime takes %s or %s)", v,
						 cg_runtimes[0], cg_runtimes[1]);
			o->runtime = cg_runtimes[k];
		} else if (OPT("--passes") == 1) {
			o->passes = v;
		} else if (OPT("--verify") == 1) {
			int l = pm_parse_verify_level(v);
			if (l < 0)
				return cli_usage(argv[0], "--verify takes none, basic or all");
			o->pm.verify = (enum verify_level)l;
		} else if (strcmp(a, "--analyze-auto-scopes") == 0) {
			o->pm.analyze_auto_scopes = true;
		} else if (OPT("--emit") == 1) {
			if (strcmp(v, "pto") && strcmp(v, "wrapper") && strcmp(v, "config") &&
			    strcmp(v, "orchestration") && strcmp(v, "host_orch"))
				return cli_usage(argv[0], "--emit takes pto, wrapper, config, orchestration or host_orch");
			o->emit = v;
		} else if (OPT("-o") == 1) {
			if (!*v)
				return cli_usage(argv[0], "-o needs a folder name");
			o->out_dir = v;
		} else if (OPT("--ptoas") == 1) {
			o->ptoas = v;
		} else if (OPT("--ptoas-version") == 1) {
			if (!ptoas_parse_version(v, &o->ptoas_code) || !o->ptoas_code)
				return cli_usage(argv[0], "--ptoas-version takes a version such as 0.27, not '%s'", v);
			o->ptoas_version = v;
		} else if (OPT("-j") == 1) {
			long long j;
			if ((r = cli_int(argv[0], "-j", v, 1, 1024, &j)))
				return r;
			o->jobs = (int)j;
		} else if (strcmp(a, "--no-emit-loc") == 0) {
			o->emit_loc = false;
		} else if (strcmp(a, "--dump-passes") == 0) {
			o->dump = true;
		} else if (strcmp(a, "--timing") == 0) {
			o->timing = true;
		} else if (strcmp(a, "--whole-program") == 0) {
			o->whole_program = true;
		} else if (a[0] == '-' && a[1]) {
			return cli_usage(argv[0], "unknown option '%s' (see ptoc compile --help)", a);
		} else if (o->file) {
			return cli_usage(argv[0], "one input file");
		} else {
			o->file = a;
		}
#undef OPT
	}
	if (!o->file)
		return cli_usage(argv[0], "no input file (see ptoc compile --help)");
	if (!o->pm.backend)
		return cli_usage(argv[0], "no backend is defined in specs/backends");
	if (o->dump && !o->out_dir)
		return cli_usage(argv[0], "--dump-passes needs -o DIR");
	return 0;
}

/* ---- files and folders ---- */

/* Writes data into DIR/rel of the output folder being built, with the
 * body `sp` holds (spilled or in memory) spliced in when sp is not NULL
 * (struct cg_spill). */
/* The strings given (up to a NULL) joined into buf of cap (> 0) bytes,
 * cut short as snprintf would: every kernel's file paths, without a format
 * to parse. */
static char *join_to(char *buf, size_t cap, ...)
{
	va_list ap;
	size_t n = 0;
	va_start(ap, cap);
	for (const char *x; (x = va_arg(ap, const char *));) {
		size_t k = strlen(x);
		if (k > cap - 1 - n)
			k = cap - 1 - n;
		memcpy(buf + n, x, k);
		n += k;
	}
	va_end(ap);
	buf[n] = 0;
	return buf;
}

static bool put_file_spliced(const struct outdir *od, const char *rel, const char *data,
			     size_t len, const struct cg_spill *sp)
{
	char path[4096];
	join_to(path, sizeof path, od->tmp, "/", rel, (char *)NULL);
	/* the folder usually exists already: make it only when it is missing.
	 * od->tmp is published whole when every file is written, so a file of
	 * its own needs no temporary name. */
	bool ok = true;
	for (int again = 0; again < 2; again++) {
		if (sp && sp->err) {
			ok = false;
			errno = sp->err;
		} else {
			ok = sp && sp->len ? write_file_spliced(path, data, len, sp->at, sp->fd, sp->len)
			     : sp ? write_file_pieces(path, data, len, sp->at, sp->body.data, sp->body.len)
			     : write_file(path, data, len);
		}
		if (ok || errno != ENOENT || again)
			break;
		char *slash = strrchr(path, '/');
		*slash = 0;
		ok = make_dirs(path);
		*slash = '/';
		if (!ok)
			break;
	}
	if (!ok) {
		diag_plain("cannot write %s/%s: %s", od->dir, rel, strerror(errno));
		return false;
	}
	return true;
}

/* Writes DIR/rel into the output folder being built. */
static bool put_file(const struct outdir *od, const char *rel, const char *data, size_t len)
{
	return put_file_spliced(od, rel, data, len, NULL);
}

/* ---- ptoas ---- */

struct unit {
	const struct function *f;
	struct buf pto;
	char *cpp; /* ptoas output (heap), or NULL */
	char *pto_path, *cpp_path, *log_path; /* ptoas runs only (heap) */
	pid_t pid;
	time_t started;
	bool killed;
};

static uint64_t fnv(uint64_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return (h ^ 0xff) * 1099511628211ull;
}

/* Runs argv with stdout+stderr into `log`.  Returns the pid (reap it with
 * reap()) or -1.  The child is registered before a fatal signal can run
 * the handler (they are blocked from the fork on): the handler stops it
 * before the temporary folder it writes into is removed. */
static pid_t spawn(char *const *argv, const char *log)
{
	sigset_t old;
	cleanup_block_signals(&old);
	pid_t pid = fork();
	if (pid > 0)
		cleanup_add_child(pid);
	if (pid != 0) {
		cleanup_restore_signals(&old);
		return pid;
	}
	int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd >= 0) {
		dup2(fd, 1);
		dup2(fd, 2);
		close(fd);
	}
	cleanup_restore_signals(&old); /* the mask outlives exec */
	execv(argv[0], argv);
	fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/* waitpid, and the child forgotten in the same breath: a signal handler
 * must never kill a pid that is free for reuse.  0 when none finished
 * (WNOHANG), -1 on error. */
static pid_t reap(pid_t pid, int *st, int flags)
{
	sigset_t old;
	cleanup_block_signals(&old);
	pid_t r;
	while ((r = waitpid(pid, st, flags)) < 0 && errno == EINTR)
		;
	if (r > 0)
		cleanup_forget_child(r);
	cleanup_restore_signals(&old);
	return r;
}

static int wait_status(pid_t pid)
{
	int st;
	if (reap(pid, &st, 0) < 0)
		return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128;
}

static char *slurp(const char *path)
{
	char *d;
	size_t n;
	return read_file(path, &d, &n) ? d : NULL;
}

/* "0.27" from `ptoas --version`; false when it cannot be run. */
static bool ptoas_version(const char *ptoas, const char *tmpdir, char *ver, size_t cap)
{
	char log[4200];
	snprintf(log, sizeof log, "%s/.ptoas-version", tmpdir);
	char *argv[] = {(char *)ptoas, "--version", NULL};
	pid_t pid = spawn(argv, log);
	int st = pid < 0 ? -1 : wait_status(pid);
	char *text = slurp(log);
	remove(log);
	ver[0] = 0;
	if (st != 0 || !text) {
		diag_plain("cannot run '%s --version' (exit %d)", ptoas, st);
		free(text);
		return false;
	}
	for (const char *p = text; *p; p++)
		if (*p >= '0' && *p <= '9') {
			size_t n = strspn(p, "0123456789.");
			while (n && p[n - 1] == '.')
				n--;
			snprintf(ver, cap, "%.*s", (int)n, p);
			break;
		}
	free(text);
	if (!ver[0]) {
		diag_plain("'%s --version' printed no version number", ptoas);
		return false;
	}
	return true;
}

/* Numeric dotted-version comparison. */
static int vercmp(const char *a, const char *b)
{
	while (*a || *b) {
		long x = strtol(a, (char **)&a, 10), y = strtol(b, (char **)&b, 10);
		if (x != y)
			return x < y ? -1 : 1;
		if (*a == '.')
			a++;
		if (*b == '.')
			b++;
		if (!*a && !*b)
			break;
		if ((*a && *a < '0') || (*b && *b < '0'))
			break;
	}
	return 0;
}

/* `text` with every occurrence of the temporary folder `tmp` shown as
 * `shown` (DIR): the user never sees a temporary path. */
static void show_paths(struct buf *out, const char *text, const char *tmp, const char *shown)
{
	size_t n = strlen(tmp);
	for (const char *p; shown && n && (p = strstr(text, tmp)); text = p + n) {
		buf_put(out, text, (size_t)(p - text));
		buf_puts(out, shown);
	}
	buf_puts(out, text);
}

/* Reports a failed ptoas run: every `loc("file":L:C): error: msg` line at
 * the user's source, else the whole log with `tmp` shown as `shown`. */
static void report_ptoas(struct unit *u, int status, const char *tmp, const char *shown)
{
	char *log = slurp(u->log_path);
	int located = 0;
	for (char *line = log; line && *line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		char *lp = strstr(line, "loc(\"");
		char file[2048];
		int l, c, used = 0;
		if (lp && sscanf(lp, "loc(\"%2047[^\"]\":%d:%d)%n", file, &l, &c, &used) == 3 && used) {
			const char *msg = lp + used;
			while (*msg == ':' || *msg == ' ')
				msg++;
			if (strncmp(msg, "error:", 6) == 0)
				msg += 6;
			while (*msg == ' ')
				msg++;
			struct span sp = {.fid = diag_file_id(intern_cstr(file)), .line = l, .col = c};
			diag_error(sp, "ptoas rejected kernel '%s': %s", u->f->name, msg);
			located++;
		}
		if (nl)
			*nl = '\n';
		line = nl ? nl + 1 : NULL;
	}
	if (!located) {
		struct buf b = {0};
		show_paths(&b, log ? log : "", tmp, shown);
		if (status == 0)
			diag_plain("ptoas exited 0 on kernel '%s' but wrote no C++:\n%s", u->f->name, b.data);
		else
			diag_plain("ptoas failed on kernel '%s' (exit %d):\n%s", u->f->name, status, b.data);
		buf_free(&b);
	}
	free(log);
}

static const char *cache_dir(char *buf, size_t cap)
{
	const char *v = getenv("PTOC_PTOAS_CACHE");
	if (v && (strcmp(v, "off") == 0 || !*v))
		return NULL;
	if (v)
		return v;
	const char *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");
	if (x && *x)
		snprintf(buf, cap, "%s/ptoc/ptoas", x);
	else if (h && *h)
		snprintf(buf, cap, "%s/.cache/ptoc/ptoas", h);
	else
		return NULL;
	return buf;
}

/* Runs ptoas on every unit (at most `jobs` at once), its files in folder
 * `dir`, which messages call `shown` (NULL: a folder of no interest).
 * Returns 0, or 3. */
static int run_ptoas(const struct copts *o, const char *dir, const char *shown, struct unit *u, unsigned n)
{
	char cdbuf[4096];
	const char *ver = o->ptoas_found;
	const struct spec_planner *pl = &spec_planners[o->pm.planner];
	char level[64];
	snprintf(level, sizeof level, "--pto-level=%s", pl->ptoas_level);
	const char *const *xf;
	unsigned nx = be_extra_ptoas_flags(o->pm.backend, &xf);
	uint64_t flags_h = fnv(1469598103934665603ull, ver, strlen(ver));
	flags_h = fnv(flags_h, level, strlen(level));
	for (unsigned k = 0; k < nx; k++)
		flags_h = fnv(flags_h, xf[k], strlen(xf[k]));
	flags_h = fnv(flags_h, ptoas_arch_name(o->pm.backend), strlen(ptoas_arch_name(o->pm.backend)));
	const char *cdir = cache_dir(cdbuf, sizeof cdbuf);
	char (*cpath)[4200] = xcalloc(n + 1, sizeof *cpath);
	unsigned running = 0, next = 0, failed = 0;
	const char *tv = getenv("PTOC_PTOAS_TIMEOUT");
	long timeout = tv && atol(tv) > 0 ? atol(tv) : 60;
	for (;;) {
		while (next < n && running < (unsigned)o->jobs) {
			struct unit *x = &u[next++];
			uint64_t h = fnv(flags_h, x->pto.data, x->pto.len);
			if (cdir) {
				snprintf(cpath[x - u], sizeof cpath[0], "%s/%016llx.cpp", cdir,
					 (unsigned long long)h);
				if ((x->cpp = slurp(cpath[x - u])))
					continue;
			}
			char **argv = xcalloc(10 + nx, sizeof *argv);
			int k = 0;
			argv[k++] = (char *)o->ptoas;
			argv[k++] = x->pto_path;
			argv[k++] = "-o";
			argv[k++] = x->cpp_path;
			argv[k++] = "--enable-insert-sync";
			argv[k++] = level;
			/* the arch of the module's pto.target_arch, so both agree */
			if (*ptoas_arch_name(o->pm.backend)) {
				argv[k++] = "--pto-arch";
				argv[k++] = (char *)ptoas_arch_name(o->pm.backend);
			}
			for (unsigned j = 0; j < nx; j++)
				argv[k++] = (char *)xf[j];
			x->pid = spawn(argv, x->log_path);
			x->started = time(NULL);
			free(argv);
			running++;
		}
		if (!running)
			break;
		int st;
		pid_t pid = reap(-1, &st, WNOHANG);
		if (pid < 0)
			break;
		if (pid == 0) {
			/* none finished: enforce the per-run timeout, then poll again */
			time_t now = time(NULL);
			for (unsigned i = 0; i < n; i++)
				if (u[i].pid > 0 && !u[i].killed && now - u[i].started >= timeout) {
					kill(u[i].pid, SIGKILL);
					u[i].killed = true;
				}
			struct timespec ts = {0, 5 * 1000 * 1000};
			nanosleep(&ts, NULL);
			continue;
		}
		for (unsigned i = 0; i < n; i++)
			if (u[i].pid == pid) {
				running--;
				int code = WIFEXITED(st) ? WEXITSTATUS(st) : 128;
				u[i].pid = 0;
				if (u[i].killed) {
					diag_plain("ptoas took more than %ld s on kernel '%s'; stopped it",
						   (long)timeout, u[i].f->name);
					failed++;
				} else if (code != 0 || !(u[i].cpp = slurp(u[i].cpp_path))) {
					report_ptoas(&u[i], code, dir, shown);
					failed++;
				} else if (cdir && make_dirs(cdir)) {
					write_file_atomic(cpath[i], u[i].cpp, strlen(u[i].cpp));
				}
				remove(u[i].log_path);
			}
	}
	free(cpath);
	return failed ? 3 : 0;
}

/* The ptoas version to emit for: --ptoas-version, else `--version` of the
 * --ptoas given (run in a private folder of $TMPDIR), else the newest known
 * (code 0).  Returns 0, 2 (a bad --ptoas-version) or 3 (ptoas cannot run or
 * is older than the backend's minimum). */
static int resolve_ptoas_version(struct copts *o)
{
	const char *minv = be_min_ptoas_version(o->pm.backend);
	uint32_t min = 0;
	if (*minv && !ptoas_parse_version(minv, &min))
		min = 0;
	if (o->ptoas) {
		const char *td = getenv("TMPDIR");
		char tmp[4096];
		snprintf(tmp, sizeof tmp, "%s/ptoc-ptoas-XXXXXX", td && *td ? td : "/tmp");
		if (!mkdtemp(tmp)) {
			diag_plain("cannot create a temporary folder in %s: %s", td && *td ? td : "/tmp",
				   strerror(errno));
			return 2;
		}
		int h = cleanup_add(tmp);
		bool ran = ptoas_version(o->ptoas, tmp, o->ptoas_found, sizeof o->ptoas_found);
		remove_tree(tmp);
		cleanup_forget(h);
		if (!ran)
			return 3;
		uint32_t found = 0;
		if (*minv && vercmp(o->ptoas_found, minv) < 0) {
			diag_plain("ptoas %s is older than %s, the minimum for backend %s", o->ptoas_found,
				   minv, o->pm.backend->name);
			return 3;
		}
		if (!ptoas_parse_version(o->ptoas_found, &found) || !found) {
			diag_plain("'%s --version' printed no version ptoc can read (%s)", o->ptoas,
				   o->ptoas_found);
			return 3;
		}
		if (o->ptoas_version && found != o->ptoas_code) {
			diag_plain("--ptoas-version %s does not match the ptoas given (%s is %s)",
				   o->ptoas_version, o->ptoas, o->ptoas_found);
			return 2;
		}
		o->ptoas_code = found;
		return 0;
	}
	if (o->ptoas_version && min && o->ptoas_code < min) {
		diag_plain("ptoas %s is older than %s, the minimum for backend %s", o->ptoas_version, minv,
			   o->pm.backend->name);
		return 2;
	}
	return 0;
}

/* ---- the command ---- */

static void print_cb(struct buf *out, const struct program *p)
{
	print_program(out, p);
	buf_putc(out, '\n');
}

/* The passes to run (--passes, else the default pipeline); -1 when the
 * list is bad (reported). */
static int pass_list(const struct copts *o, uint16_t *passes)
{
	if (o->passes && strcmp(o->passes, "none") == 0)
		return 0;
	if (o->passes)
		return pm_parse_pass_list(o->passes, passes, MAX_PASSES);
	return pm_pipeline_passes(PIPELINE_default, o->pm.planner, passes, MAX_PASSES);
}

static int load_and_lower(struct copts *o, struct arena *a, struct program **pp)
{
	int errors;
	bool io;
	double t0 = now_seconds();
	struct program *p = parse_file(a, o->file, &errors, &io);
	o->t_parse = now_seconds() - t0;
	o->parse_bytes = a->total;
	if (io)
		return 2;
	if (errors)
		return 1;
	uint16_t passes[MAX_PASSES];
	int n = pass_list(o, passes);
	if (n < 0)
		return 2;
	o->pm.print = print_cb;
	if (o->timing) {
		o->pm.seconds = o->t_passes;
		o->pm.arena_bytes = o->pass_bytes;
		o->n_run = n;
		memcpy(o->run_passes, passes, (size_t)n * sizeof *passes);
	}
	bool dump_failed = false;
	o->pm.dump_failed = &dump_failed;
	bool ok = !(n || o->pm.dump_dir) || pm_run(&o->pm, p, passes, n);
	o->pm.dump_failed = NULL; /* the flag lives in this frame only */
	if (!ok)
		return dump_failed ? 2 : 1; /* a dump that cannot be written: I/O */
	*pp = p;
	return 0;
}

static char *path_of(const char *dir, const char *sub, const char *name, const char *ext)
{
	size_t n = strlen(dir) + strlen(sub) + strlen(name) + strlen(ext) + 3;
	char *p = xmalloc(n);
	snprintf(p, n, "%s%s/%s.%s", dir, sub, name, ext);
	return p;
}

/* The files of the unit's ptoas run: DIR SUB/NAME.pto, .cpp, .log. */
static void unit_paths(struct unit *u, const char *dir, const char *sub)
{
	u->pto_path = path_of(dir, sub, u->f->name, "pto");
	u->cpp_path = path_of(dir, sub, u->f->name, "cpp");
	u->log_path = path_of(dir, sub, u->f->name, "log");
}

/* Writes kernel f's ptoas/NAME.pto into the output folder: its module text,
 * with the body (spilled or handed over) spliced in when sp is not NULL,
 * after which the spill file is emptied again for the next kernel. */
static bool put_pto(const struct outdir *od, const struct function *f, const struct buf *text,
		    struct cg_spill *sp)
{
	char rel[1024];
	join_to(rel, sizeof rel, "ptoas/", f->name, ".pto", (char *)NULL);
	bool ok = put_file_spliced(od, rel, text->data, text->len, sp);
	if (sp && sp->len && (ftruncate(sp->fd, 0) != 0 || lseek(sp->fd, 0, SEEK_SET) != 0)) {
		if (ok)
			diag_plain("cannot write %s/%s: %s", od->dir, rel, strerror(errno));
		ok = false;
	}
	return ok;
}

/* An empty file with no name, in the folder being built, for the bodies of
 * large kernels (struct cg_spill); -1 when it cannot be made (the bodies
 * stay in memory then). */
static int open_spill(const struct outdir *od)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/.body", od->tmp);
	int fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd >= 0 && unlink(path) != 0) {
		close(fd);
		unlink(path);
		fd = -1;
	}
	return fd;
}


/* Writes the unit's .pto as soon as it is generated and frees the text
 * unless `keep` (run_ptoas hashes it for its cache): holding every kernel's
 * text until the end would make the peak memory grow with the output size. */
static bool write_unit_pto(const struct outdir *od, struct unit *u, bool keep)
{
	if (keep)
		unit_paths(u, od->tmp, "/ptoas");
	bool ok = put_pto(od, u->f, &u->pto, NULL);
	if (!keep)
		buf_free(&u->pto);
	return ok;
}

/* Writes BASE/kernels/<core>/NAME.cpp, the wrapper of kernel f (base "" or
 * "next_levels/<chip orch>/"): 0, or the exit status of the failure (1:
 * reported by codegen, 2: cannot write). */
static int write_wrapper(const struct outdir *od, const char *base, const struct function *f,
			 const char *cpp)
{
	struct buf w = {0};
	int st = 0;
	if (!cg_wrapper(f, cpp, &w)) {
		st = 1;
	} else {
		char rel[1024];
		join_to(rel, sizeof rel, base, "kernels/", cg_core_dir(f), "/", f->name, ".cpp", (char *)NULL);
		if (!put_file(od, rel, w.data, w.len))
			st = 2;
	}
	buf_free(&w);
	return st;
}

/* BASE/kernel_config.py and BASE/orchestration/NAME.cpp of orchestrator orch
 * calling kernels ks (base "" or "next_levels/<chip orch>/"). */
static int write_orch_files(struct copts *o, const char *base, const struct program *p,
			    const struct function *orch, const struct function **ks, unsigned n)
{
	struct buf c = {0}, oc = {0};
	int st = 0;
	cg_kernel_config(p, ks, n, o->runtime, &c);
	if (!cg_orchestration(p, orch, ks, n, o->pm.backend, &oc)) {
		st = 1;
	} else {
		char rel[1024];
		snprintf(rel, sizeof rel, "%skernel_config.py", base);
		if (!put_file(&o->od, rel, c.data, c.len))
			st = 2;
		snprintf(rel, sizeof rel, "%sorchestration/%s.cpp", base, orch->name);
		if (!st && !put_file(&o->od, rel, oc.data, oc.len))
			st = 2;
	}
	buf_free(&c);
	buf_free(&oc);
	return st;
}

/* ---- distributed programs: host_orch.py and next_levels/<chip orch>/ ---- */

static int cmp_str_ptr(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_fn_ptr(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(const struct function *const *)a;
	uintptr_t y = (uintptr_t)*(const struct function *const *)b;
	return x < y ? -1 : x > y;
}

static int cmp_unit_fn(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)(*(const struct unit *const *)a)->f;
	uintptr_t y = (uintptr_t)(*(const struct unit *const *)b)->f;
	return x < y ? -1 : x > y;
}

/* The unit of kernel f (by = the units sorted by function), or NULL. */
static struct unit *unit_of(struct unit **by, unsigned n, const struct function *f)
{
	struct unit key = {.f = f}, *kp = &key;
	struct unit **r = bsearch(&kp, by, n, sizeof *by, cmp_unit_fn);
	return r ? *r : NULL;
}

struct reach {
	const struct function **sorted; /* p's functions by address */
	unsigned char *seen;            /* by index in sorted */
	struct vec work;                /* functions to walk */
	uint32_t n;
	const struct expr *foreign;     /* the first call of another kind of function */
};

static bool reach_expr(struct expr *e, void *ctx)
{
	struct reach *r = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	const struct function *f = e->u.fcall.callee;
	/* the chip's kernels and what groups them; another orchestrator is a build of its own */
	if (f->kind != FK_InCore && f->kind != FK_AIC && f->kind != FK_AIV && f->kind != FK_Group &&
	    f->kind != FK_Spmd && f->kind != FK_Graph) {
		if (!r->foreign)
			r->foreign = e;
		return true;
	}
	const struct function **at = bsearch(&f, r->sorted, r->n, sizeof *r->sorted, cmp_fn_ptr);
	if (at && !r->seen[at - r->sorted]) {
		r->seen[at - r->sorted] = 1;
		vec_push(&r->work, (void *)f);
	}
	return true;
}

/* The program of chip orchestrator `root`: it and the kernels, Groups, Spmd and
 * Graph functions it calls, directly or through them, in p's order (the
 * reference's chip task functions).  *foreign: the first call of a function of
 * another kind (another orchestration function), which the build cannot hold, or NULL. */
static struct program chip_program(const struct program *p, const struct function *root,
				   const struct expr **foreign)
{
	struct reach r = {.n = p->n_funcs};
	r.sorted = xcalloc(p->n_funcs + 1, sizeof *r.sorted);
	r.seen = xcalloc(p->n_funcs + 1, 1);
	memcpy(r.sorted, p->funcs, p->n_funcs * sizeof *r.sorted);
	qsort(r.sorted, p->n_funcs, sizeof *r.sorted, cmp_fn_ptr);
	const struct function **at = bsearch(&root, r.sorted, r.n, sizeof *r.sorted, cmp_fn_ptr);
	r.seen[at - r.sorted] = 1;
	vec_push(&r.work, (void *)root);
	while (r.work.n) {
		struct function *f = r.work.items[--r.work.n];
		ir_walk_stmts_exprs(f->body, reach_expr, &r);
	}
	struct program sub = *p;
	sub.funcs = xcalloc(p->n_funcs + 1, sizeof *sub.funcs);
	sub.n_funcs = 0;
	sub.name = root->name;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		const struct function *f = p->funcs[i];
		const struct function **at = bsearch(&f, r.sorted, r.n, sizeof *r.sorted, cmp_fn_ptr);
		if (r.seen[at - r.sorted])
			sub.funcs[sub.n_funcs++] = p->funcs[i];
	}
	free(r.sorted);
	free(r.seen);
	vec_free(&r.work);
	*foreign = r.foreign;
	return sub;
}

/* A chip build: the program of chip orchestrator root and its kernels, listed once
 * for both halves of its folder (before and after ptoas). */
struct chip {
	struct program sub;
	const struct function *root;
	const struct function **ks;
	unsigned nk;
};

/* The .pto of every kernel of chip build c, in next_levels/NAME/ptoas/;
 * a kernel's first build is where ptoas runs on it. */
static int write_chip_pto(struct copts *o, const struct chip *c, struct unit **by, unsigned n)
{
	char rel[1024];
	int st = 0;
	for (unsigned k = 0; k < c->nk && !st; k++) {
		struct unit *x = unit_of(by, n, c->ks[k]);
		if (!x)
			continue;
		snprintf(rel, sizeof rel, "next_levels/%s/ptoas/%s.pto", c->sub.name, c->ks[k]->name);
		if (!put_file(&o->od, rel, x->pto.data, x->pto.len))
			st = 2;
		if (o->ptoas && !x->pto_path) {
			snprintf(rel, sizeof rel, "/next_levels/%s/ptoas", c->sub.name);
			unit_paths(x, o->od.tmp, rel);
		}
	}
	return st;
}

/* The rest of chip build c: ptoas/<k>.cpp (with ptoas), the wrappers,
 * kernel_config.py and orchestration/NAME.cpp. */
static int write_chip_rest(struct copts *o, const struct chip *c, struct unit **by, unsigned n)
{
	char base[512], rel[1024];
	snprintf(base, sizeof base, "next_levels/%s/", c->sub.name);
	int st = 0;
	for (unsigned k = 0; k < c->nk && !st; k++) {
		struct unit *x = unit_of(by, n, c->ks[k]);
		const char *cpp = x ? x->cpp : NULL;
		snprintf(rel, sizeof rel, "%sptoas/%s.cpp", base, c->ks[k]->name);
		if (cpp && !put_file(&o->od, rel, cpp, strlen(cpp)))
			st = 2;
		if (!st)
			st = write_wrapper(&o->od, base, c->ks[k], cpp);
	}
	if (!st)
		st = write_orch_files(o, base, &c->sub, c->root, c->ks, c->nk);
	return st;
}

/* The chip builds of p, one per Orchestration function in p's order; their count.
 * *bad: a call no chip build can hold was reported. */
static uint32_t chip_builds(const struct program *p, struct chip **out, bool *bad)
{
	uint32_t nc = 0;
	*bad = false;
	struct chip *chips = xcalloc(p->n_funcs + 1, sizeof *chips);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_Orchestration && !p->funcs[i]->abstract) {
			struct chip *c = &chips[nc++];
			const struct expr *foreign;
			c->root = p->funcs[i];
			c->sub = chip_program(p, c->root, &foreign);
			c->nk = cg_kernels(&c->sub, &c->ks);
			if (foreign) {
				const struct function *g = foreign->u.fcall.callee;
				diag_error(foreign->span, "orchestration codegen: a call of %s function '%s' (an "
					   "orchestration function calls kernels, Groups and Spmd functions)",
					   func_kind_names[g->kind], g->name);
				*bad = true;
			}
		}
	*out = chips;
	return nc;
}

static void chip_builds_free(struct chip *chips, uint32_t nc)
{
	for (uint32_t i = 0; i < nc; i++) {
		free(chips[i].sub.funcs);
		free(chips[i].ks);
	}
	free(chips);
}

/* next_levels/<name>/ for each Orchestration function of p: the single-chip
 * build of it and the functions it calls, ptoas run once per kernel.  A kernel
 * no orchestration function reaches is in no build, as in the reference. */
static int write_chips(struct copts *o, const struct program *p, struct unit *u, unsigned n)
{
	struct unit **by = xcalloc(n + 1, sizeof *by);
	for (unsigned i = 0; i < n; i++)
		by[i] = &u[i];
	qsort(by, n, sizeof *by, cmp_unit_fn);
	struct chip *chips;
	bool bad;
	uint32_t nc = chip_builds(p, &chips, &bad);
	int st = bad ? 1 : 0;
	for (uint32_t i = 0; i < nc && !st; i++)
		st = write_chip_pto(o, &chips[i], by, n);
	if (!st && o->ptoas) {
		/* ptoas on the kernels some chip build holds, each once */
		struct unit *run = xcalloc(n + 1, sizeof *run);
		unsigned nr = 0;
		for (unsigned i = 0; i < n; i++)
			if (u[i].pto_path)
				run[nr++] = u[i];
		st = run_ptoas(o, o->od.tmp, o->od.dir, run, nr);
		for (unsigned i = 0, k = 0; i < n; i++)
			if (u[i].pto_path)
				u[i].cpp = run[k++].cpp;
		free(run);
	}
	for (uint32_t i = 0; i < nc && !st; i++)
		st = write_chip_rest(o, &chips[i], by, n);
	chip_builds_free(chips, nc);
	free(by);
	return st;
}

/* A distributed program's folder: orchestration/host_orch.py and, for each
 * Orchestration function, next_levels/<name>/ holding the single-chip build of
 * it and the functions it calls (the reference's layout). */
static int write_distributed(struct copts *o, const struct program *p, struct unit *u, unsigned n)
{
	struct buf h = {0};
	int st = cg_host_orch(p, &h) ? 0 : 1;
	if (!st && !put_file(&o->od, "orchestration/host_orch.py", h.data, h.len))
		st = 2;
	buf_clear(&h);
	/* sub_workers/<name>.py per HOST SubWorker; __required__.json names the
	 * abstract ones, which the runtime must bind */
	struct buf req = {0};
	for (uint32_t i = 0; i < p->n_funcs && !st; i++) {
		const struct function *f = p->funcs[i];
		if (!cg_is_host_sub_worker(f))
			continue;
		char rel[1024];
		snprintf(rel, sizeof rel, "sub_workers/%s.py", f->name);
		cg_sub_worker(f, &h);
		if (!put_file(&o->od, rel, h.data, h.len))
			st = 2;
		buf_clear(&h);
	}
	const char **names = xcalloc(p->n_funcs + 1, sizeof *names);
	unsigned n_req = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (cg_is_host_sub_worker(p->funcs[i]) && p->funcs[i]->abstract)
			names[n_req++] = p->funcs[i]->name;
	qsort(names, n_req, sizeof *names, cmp_str_ptr);
	for (unsigned i = 0; i < n_req; i++)
		buf_printf(&req, "%s  \"%s\"", i ? ",\n" : "[\n", names[i]);
	if (n_req && !st) {
		buf_puts(&req, "\n]");
		if (!put_file(&o->od, "sub_workers/__required__.json", req.data, req.len))
			st = 2;
	}
	free(names);
	buf_free(&req);
	buf_free(&h);
	return st ? st : write_chips(o, p, u, n);
}

/* Writes the rest of the folder; the .pto files are already there. */
static int write_folder(struct copts *o, const struct program *p, struct unit *u, unsigned n,
			const struct function **ks)
{
	const struct outdir *od = &o->od;
	if (cg_is_distributed(p))
		return write_distributed(o, p, u, n);
	if (cg_is_multi_chip(p))
		return write_chips(o, p, u, n);
	if (o->ptoas) {
		int st = run_ptoas(o, od->tmp, od->dir, u, n);
		if (st)
			return st;
		for (unsigned i = 0; i < n; i++) {
			char rel[1024];
			snprintf(rel, sizeof rel, "ptoas/%s.cpp", u[i].f->name);
			if (!put_file(od, rel, u[i].cpp, strlen(u[i].cpp)))
				return 2;
		}
	}
	for (unsigned i = 0; i < n; i++) {
		int st = write_wrapper(od, "", u[i].f, u[i].cpp);
		if (st)
			return st;
	}
	const struct function *orch = cg_orchestration_function(p);
	return orch ? write_orch_files(o, "", p, orch, ks, n) : 0;
}

static int emit_stdout(struct copts *o, const struct program *p, struct unit *u, unsigned n,
		       const struct function **ks)
{
	bool orch_emit = strcmp(o->emit, "orchestration") == 0, config_emit = strcmp(o->emit, "config") == 0;
	if ((orch_emit || config_emit) && (cg_is_distributed(p) || cg_is_multi_chip(p))) {
		/* each chip build's file, as written to next_levels/<orch>/, in turn */
		struct chip *chips;
		bool bad;
		uint32_t nc = chip_builds(p, &chips, &bad);
		struct buf c = {0};
		int st = bad ? 1 : 0;
		for (uint32_t i = 0; i < nc && !st; i++) {
			if (config_emit)
				cg_kernel_config(&chips[i].sub, chips[i].ks, chips[i].nk, o->runtime, &c);
			else if (!cg_orchestration(&chips[i].sub, chips[i].root, chips[i].ks, chips[i].nk,
						   o->pm.backend, &c))
				st = 1;
		}
		if (!nc && !st) {
			diag_plain("%s has no orchestration function", o->file);
			st = 1;
		}
		if (!st)
			fwrite(c.data, 1, c.len, stdout);
		buf_free(&c);
		chip_builds_free(chips, nc);
		return st;
	}
	if (orch_emit) {
		const struct function *orch = cg_orchestration_function(p);
		if (!orch) {
			diag_plain("%s has no orchestration function", o->file);
			return 1;
		}
		struct buf c = {0};
		int st = cg_orchestration(p, orch, ks, n, o->pm.backend, &c) ? 0 : 1;
		if (!st)
			fwrite(c.data, 1, c.len, stdout);
		buf_free(&c);
		return st;
	}
	if (strcmp(o->emit, "host_orch") == 0) {
		struct buf c = {0};
		int st = cg_host_orch(p, &c) ? 0 : 1;
		if (!st)
			fwrite(c.data, 1, c.len, stdout);
		buf_free(&c);
		return st;
	}
	if (config_emit) {
		if (!cg_has_orchestration(p)) {
			diag_plain("%s has no orchestration function: there is no kernel_config.py", o->file);
			return 1;
		}
		struct buf c = {0};
		cg_kernel_config(p, ks, n, o->runtime, &c);
		fwrite(c.data, 1, c.len, stdout);
		buf_free(&c);
		return 0;
	}
	if (strcmp(o->emit, "wrapper") == 0) {
		int st = 0;
		if (o->ptoas) {
			/* ptoas reads and writes files: a private folder of $TMPDIR */
			const char *td = getenv("TMPDIR");
			char tmp[4096];
			snprintf(tmp, sizeof tmp, "%s/ptoc-compile-XXXXXX", td && *td ? td : "/tmp");
			if (!mkdtemp(tmp)) {
				diag_plain("cannot create a temporary folder in %s: %s", td && *td ? td : "/tmp",
					   strerror(errno));
				return 2;
			}
			int h = cleanup_add(tmp);
			for (unsigned i = 0; i < n && !st; i++) {
				unit_paths(&u[i], tmp, "");
				if (!write_file(u[i].pto_path, u[i].pto.data, u[i].pto.len)) {
					diag_plain("cannot write %s: %s", u[i].pto_path, strerror(errno));
					st = 2;
				}
			}
			if (!st)
				st = run_ptoas(o, tmp, NULL, u, n);
			remove_tree(tmp);
			cleanup_forget(h);
		}
		for (unsigned i = 0; i < n && !st; i++) {
			struct buf w = {0};
			if (!cg_wrapper(u[i].f, u[i].cpp, &w))
				st = 1;
			fwrite(w.data, 1, w.len, stdout);
			buf_free(&w);
		}
		return st;
	}
	/* a Group's kernels share one module, as the reference prints them */
	unsigned *order = xcalloc(n + 1, sizeof *order);
	bool *joins = xcalloc(n + 1, sizeof *joins);
	cg_module_order(p, ks, n, order, joins);
	for (unsigned i = 0; i < n; i++) {
		const struct buf *m = &u[order[i]].pto;
		size_t off, len;
		cg_module_body(m->data, m->len, &off, &len);
		size_t from = joins[i] ? off : 0;
		size_t to = i + 1 < n && joins[i + 1] ? off + len : m->len;
		fwrite(m->data + from, 1, to - from, stdout);
	}
	free(order);
	free(joins);
	return 0;
}

/* ---- one kernel at a time ---- */

/* Whether compile may take the program one function at a time: a folder
 * of kernels and wrappers without ptoas, no pass dumps or printing (their
 * files hold the whole program), and, once the headers are read, only
 * kernels (no orchestration, kernel_config.py or cross-function passes). */
static bool may_stream(const struct copts *o)
{
	return o->out_dir && !o->whole_program && !o->ptoas && !o->dump && !o->pm.print_after_all &&
	       o->pm.print_after < 0;
}

static bool only_kernels(const struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (!cg_is_kernel(p->funcs[i]))
			return false;
	return p->n_funcs > 0;
}

/* Whether f imports a buffer another function reserves (an op whose
 * cross_core_role is ImportBuffer) or initialises a pipe (InitializePipe):
 * its emission may read the peer's body, or the pipes of its Group's module
 * (the GM pipe layout), which a one-function-at-a-time compilation does not
 * hold. */
static bool imports_peer_stmt(struct stmt *s, void *ctx)
{
	struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value
		       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	const char *role = c && c->kind == EX_CALL ? spec_ops[c->u.call.op].cross_core_role : NULL;
	if (role && (strcmp(role, "ImportBuffer") == 0 || strcmp(role, "InitializePipe") == 0))
		*(bool *)ctx = true;
	return true;
}

static bool imports_peer(const struct function *f)
{
	bool found = false;
	ir_walk_stmts(f->body, imports_peer_stmt, &found);
	return found;
}

/* A function's header as parsed.  The passes rewrite a function in place with nodes
 * of its body's arena (a renamed parameter, a MemRef'd type, a new attr); a later
 * body's call of the function reads the header after that arena is gone. */
struct header_snap {
	struct function f;
	struct param *params;
	const struct type **ptypes, **rets;
	struct attr *attrs;
};

static void *dup_array(const void *v, size_t n, size_t size)
{
	void *d = xcalloc(n + 1, size);
	if (n)
		memcpy(d, v, n * size);
	return d;
}

static void header_save(const struct function *f, struct header_snap *h)
{
	h->f = *f;
	h->params = dup_array(f->params, f->n_params, sizeof *f->params);
	h->ptypes = xcalloc(f->n_params + 1, sizeof *h->ptypes);
	for (uint32_t i = 0; i < f->n_params; i++)
		h->ptypes[i] = f->params[i].var->type;
	h->rets = dup_array(f->rets, f->n_rets, sizeof *f->rets);
	h->attrs = dup_array(f->attrs.v, f->attrs.n, sizeof *f->attrs.v);
}

static void header_restore(struct function *f, const struct header_snap *h)
{
	*f = h->f;
	if (f->n_params)
		memcpy(f->params, h->params, f->n_params * sizeof *f->params);
	for (uint32_t i = 0; i < f->n_params; i++)
		f->params[i].var->type = h->ptypes[i];
	if (f->n_rets)
		memcpy(f->rets, h->rets, f->n_rets * sizeof *f->rets);
	if (f->attrs.n)
		memcpy(f->attrs.v, h->attrs, f->attrs.n * sizeof *f->attrs.v);
	f->body = (struct stmt_list){0}; /* in the body's arena */
	free(h->params);
	free(h->ptypes);
	free(h->rets);
	free(h->attrs);
}

/* The IR size past which a kernel's memory is trimmed before its code is
 * generated. */
#define TRIM_AFTER ((size_t)8 << 20)

/* Compiles the functions of session s one at a time into the output folder: each
 * body is parsed into its own arena, lowered, emitted, written and freed,
 * so memory follows the largest function, not the program.  Returns the
 * exit status, or -1 when a body calls another function (the caller then
 * compiles the whole program).  After a parse error the remaining bodies
 * are only parsed, for their errors. */
static int compile_each(struct copts *o, struct parse_session *s, bool parse_failed)
{
	uint16_t passes[MAX_PASSES];
	int n = pass_list(o, passes);
	if (n < 0)
		return 2;
	struct cg_options co = {.backend = o->pm.backend,
				.emit_addr = spec_planners[o->pm.planner].emit_addr,
				.emit_loc = o->emit_loc,
				.planner = &spec_planners[o->pm.planner],
				.ptoas_version = o->ptoas_code};
	struct ptoas_rules_scratch rules = {0};
	co.rules_scratch = &rules;
	struct cg_keep keep = {0};
	co.keep = &keep;
	struct cg_spill spill = {.fd = open_spill(&o->od)};
	co.spill = &spill;
	struct pm_options pm = o->pm;
	double secs[MAX_PASSES + 1];
	size_t bytes[MAX_PASSES + 1], added[MAX_PASSES + 1] = {0};
	if (o->timing) {
		pm.seconds = secs;
		pm.arena_bytes = bytes;
		o->n_run = n;
		memcpy(o->run_passes, passes, (size_t)n * sizeof *passes);
	}
	struct program *whole = parse_session_program(s);
	int st = parse_failed ? 1 : 0;
	/* one text buffer for every kernel: a fresh one per kernel would map
	 * and unmap its pages each time once it outgrows the heap threshold */
	struct buf text = {0};
	for (;;) {
		struct arena fa = {0};
		struct program sub = *whole;
		sub.arena = &fa;
		int errors = 0; /* parse_session_body sets neither after the last body */
		bool calls = false;
		double t0 = now_seconds();
		struct function *f = parse_session_body(s, &sub, &errors, &calls);
		o->t_parse += now_seconds() - t0;
		o->parse_bytes += fa.total;
		size_t parsed = fa.total;
		if (errors) {
			parse_failed = true;
			st = 1;
		}
		if (f && !errors && imports_peer(f))
			calls = true; /* the whole program at once, peers included */
		if (!f || (calls && !parse_failed)) {
			arena_free(&fa);
			if (f) {
				buf_free(&text);
				ptoas_rules_scratch_free(&rules);
				cg_keep_free(&keep);
				buf_free(&spill.body);
				if (spill.fd >= 0)
					close(spill.fd);
				return -1;
			}
			break;
		}
		if (st) {
			arena_free(&fa);
			continue;
		}
		struct header_snap snap;
		header_save(f, &snap);
		if (n && !pm_run(&pm, &sub, passes, n))
			st = 1;
		/* a large kernel's IR is complete: code generation allocates
		 * elsewhere (for a small one the calls would cost more) */
		if (fa.total >= TRIM_AFTER) {
			arena_trim(&fa);
			intern_trim();
		}
		for (int i = 0; o->timing && i <= n; i++) {
			o->t_passes[i] += secs[i];
			added[i] += bytes[i] - (i ? bytes[i - 1] : parsed);
		}
		t0 = now_seconds();
		const struct function **ks = NULL;
		unsigned nk = st ? 0 : cg_kernels(&sub, &ks);
		for (unsigned k = 0; k < nk && !st; k++) {
			buf_clear(&text);
			if (!cg_emit_module(&sub, ks[k], &co, &text))
				st = 1;
			double tw = now_seconds();
			o->t_codegen += tw - t0;
			if (!st && !put_pto(&o->od, ks[k], &text, &spill))
				st = 2;
			if (!st)
				st = write_wrapper(&o->od, "", ks[k], NULL);
			t0 = now_seconds();
			o->t_write += t0 - tw;
		}
		free(ks);
		header_restore(f, &snap);
		arena_free(&fa);
	}
	buf_free(&text);
	ptoas_rules_scratch_free(&rules);
	cg_keep_free(&keep);
	buf_free(&spill.body);
	if (spill.fd >= 0)
		close(spill.fd);
	/* the report's arena figures: cumulative, as for a whole-program run */
	size_t total = o->parse_bytes;
	for (int i = 0; o->timing && i <= n; i++)
		o->pass_bytes[i] = total += added[i];
	return st;
}

/* Publishes or discards the output folder by status `st`; the status. */
static int finish_folder(struct copts *o, int st)
{
	if (!o->out_dir)
		return st;
	if (!st)
		return outdir_publish(&o->od);
	outdir_discard(&o->od);
	return st;
}

int cmd_compile(int argc, char **argv)
{
	struct copts o = {0};
	int st = parse_args(argc, argv, &o);
	if (st)
		return st < 0 ? 0 : st;
	if ((st = resolve_ptoas_version(&o)))
		return st;
	if (o.out_dir && (st = outdir_open(&o.od, o.out_dir, o.file)))
		return st;
	char dump[4200], dump_shown[4200];
	if (o.dump) {
		snprintf(dump, sizeof dump, "%s/passes_dump", o.od.tmp);
		snprintf(dump_shown, sizeof dump_shown, "%s/passes_dump", o.od.dir);
		o.pm.dump_dir = dump;
		o.pm.dump_shown = dump_shown;
	}
	struct arena a = {0};
	struct program *p = NULL;
	if (may_stream(&o)) {
		int errors = 0;
		bool io;
		double t0 = now_seconds();
		struct parse_session *s = parse_session_open(&a, o.file, &errors, &io);
		o.t_parse = now_seconds() - t0;
		o.parse_bytes = a.total;
		st = io ? 2
		     : errors || (only_kernels(parse_session_program(s)) && !parse_session_needs_whole(s))
			     ? compile_each(&o, s, errors)
			     : -1;
		parse_session_close(s);
		if (st >= 0) {
			st = finish_folder(&o, st);
			if (o.timing && !st)
				report_timing(&o);
			arena_free(&a);
			return st;
		}
		/* the whole program at once, from the start */
		arena_free(&a);
		o.t_parse = o.t_codegen = o.t_write = 0;
		o.parse_bytes = 0;
		memset(o.t_passes, 0, sizeof o.t_passes);
		if ((st = outdir_reset(&o.od)))
			return finish_folder(&o, st);
	}
	st = load_and_lower(&o, &a, &p);
	const struct function **ks = NULL;
	unsigned n = 0;
	struct unit *u = NULL;
	double t0 = now_seconds(), t_pto = 0; /* t_pto: writing .pto files, counted as write */
	if (!st) {
		n = cg_kernels(p, &ks);
		u = xcalloc(n + 1, sizeof *u);
		struct cg_options co = {.backend = o.pm.backend,
					.emit_addr = spec_planners[o.pm.planner].emit_addr,
					.emit_loc = o.emit_loc,
					.planner = &spec_planners[o.pm.planner],
					.ptoas_version = o.ptoas_code};
		struct ptoas_rules_scratch rules = {0};
		co.rules_scratch = &rules;
		struct cg_gm_scope gm = {0};
		co.gm_scope = &gm;
		struct cg_keep keep = {0};
		co.keep = &keep;
		/* the .pto files of a program split into chip builds go to next_levels/ */
		bool split = cg_is_distributed(p) || cg_is_multi_chip(p);
		for (unsigned i = 0; i < n; i++) {
			u[i].f = ks[i];
			if (!cg_emit_module(p, ks[i], &co, &u[i].pto))
				st = 1;
			else if (o.out_dir && !st && !split) {
				double tw = now_seconds();
				if (!write_unit_pto(&o.od, &u[i], o.ptoas != NULL))
					st = 2;
				t_pto += now_seconds() - tw;
			}
		}
		cg_gm_scope_free(&gm);
		ptoas_rules_scratch_free(&rules);
		cg_keep_free(&keep);
	}
	o.t_codegen = now_seconds() - t0 - t_pto;
	t0 = now_seconds() - t_pto;
	if (!st && !o.out_dir)
		st = emit_stdout(&o, p, u, n, ks);
	else if (!st)
		st = write_folder(&o, p, u, n, ks);
	st = finish_folder(&o, st);
	o.t_write = now_seconds() - t0;
	if (o.timing && !st)
		report_timing(&o);
	for (unsigned i = 0; i < n; i++) {
		buf_free(&u[i].pto);
		free(u[i].cpp);
		free(u[i].pto_path);
		free(u[i].cpp_path);
		free(u[i].log_path);
	}
	free(u);
	free(ks);
	arena_free(&a);
	return st;
}
