/* The pass manager: pass lists, the property bookkeeping of reference
 * dsl-pipeline-codegen.md §2.1, and IR printing/dumping between passes. */
#include "passmgr.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diag.h"
#include "equal.h"
#include "intern.h"
#include "parse.h"
#include "print.h"
#include "memplan_util.h"
#include "verify.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

void pm_options_init(struct pm_options *o)
{
	memset(o, 0, sizeof *o);
	o->planner = 0;
	o->verify = VERIFY_BASIC;
	o->print_after = -1;
}

int pm_find_pass(const char *name)
{
	for (unsigned i = 0; i < spec_n_passes; i++)
		if (strcmp(spec_passes[i].name, name) == 0 ||
		    strcmp(spec_passes[i].display, name) == 0)
			return (int)i;
	return -1;
}

int pm_find_property(const char *name)
{
	for (unsigned i = 0; i < spec_n_properties; i++)
		if (strcmp(spec_properties[i].name, name) == 0)
			return (int)i;
	return -1;
}

int pm_find_planner(const char *name)
{
	for (unsigned i = 0; i < spec_n_planners; i++)
		if (strcasecmp(spec_planners[i].name, name) == 0)
			return (int)i;
	return -1;
}

int pm_find_pipeline(const char *name)
{
	for (unsigned i = 0; i < spec_n_pipelines; i++)
		if (strcmp(spec_pipelines[i].name, name) == 0)
			return (int)i;
	return -1;
}

int pm_pipeline_passes(unsigned pipe, unsigned planner, uint16_t *out, int max)
{
	ASSERT(pipe < spec_n_pipelines && planner < spec_n_planners);
	const struct spec_pipeline *pl = &spec_pipelines[pipe];
	int n = 0;
	for (unsigned i = 0; i < pl->n_entries && n < max; i++)
		if (!(pl->entries[i].skip_planners & (1u << planner)))
			out[n++] = pl->entries[i].pass;
	return n;
}

bool pm_planner_skips(unsigned planner, unsigned pass)
{
	const struct spec_pipeline *pl = &spec_pipelines[PIPELINE_default];
	for (unsigned i = 0; i < pl->n_entries; i++)
		if (pl->entries[i].pass == pass)
			return (pl->entries[i].skip_planners >> planner) & 1u;
	return false;
}

int pm_parse_pass_list(const char *list, uint16_t *out, int max)
{
	int n = 0;
	const char *s = list;
	while (*s) {
		size_t len = strcspn(s, ",");
		char name[128];
		if (len == 0 || len >= sizeof name) {
			diag_plain("bad pass list '%s'", list);
			return -1;
		}
		memcpy(name, s, len);
		name[len] = 0;
		int id = pm_find_pass(name);
		if (id < 0) {
			diag_plain("unknown pass '%s' (see specs/pipeline.yaml)", name);
			return -1;
		}
		if (n == max) {
			diag_plain("too many passes in '%s'", list);
			return -1;
		}
		out[n++] = (uint16_t)id;
		s += len;
		if (*s == ',')
			s++;
	}
	return n;
}

int pm_verify_property(const struct program *p, unsigned prop, bool strict, bool report)
{
	ASSERT(prop < PROP_COUNT);
	verify_fn v = prop_verifiers[prop];
	return v ? v(p, strict, report) : 0;
}

/* The bits of the properties there are. */
static uint64_t prop_mask(void)
{
	return PROP_COUNT >= 64 ? ~(uint64_t)0 : PROP_BIT(PROP_COUNT) - 1;
}

/* The properties of `props` (with a verifier) that hold on p: the
 * expression properties among them are verified in one walk (one alone
 * too: the shared walk gives a check only the nodes it looks at, where its
 * verifier's walk calls it for every node), the others one by one. */
static uint64_t verify_set(const struct program *p, uint64_t props)
{
	const struct verify_expr_prop *x[PROP_COUNT];
	unsigned idx[PROP_COUNT], n = 0;
	uint64_t held = 0;
	for (uint64_t left = props & prop_mask(); left; left &= left - 1) {
		unsigned i = (unsigned)__builtin_ctzll(left);
		if (!prop_verifiers[i])
			continue;
		if (prop_expr_checks[i]) {
			if (prop_expr_checks[i]->pre && prop_expr_checks[i]->pre(p))
				continue; /* its non-expression part fails: not held */
			x[n] = prop_expr_checks[i];
			idx[n++] = i;
		} else if (prop_verifiers[i](p, true, false) == 0) {
			held |= PROP_BIT(i);
		}
	}
	if (n) { /* their non-expression parts held: the walk decides */
		int bad[PROP_COUNT];
		verify_check_expr_props(p, x, n, bad);
		for (unsigned k = 0; k < n; k++)
			if (!bad[k])
				held |= PROP_BIT(idx[k]);
	}
	return held;
}

uint64_t pm_holding_properties(const struct program *p)
{
	return verify_set(p, ~(uint64_t)0);
}

enum verify_level pm_env_verify_level(void)
{
	const char *s = getenv("PTOC_VERIFY_LEVEL");
	int l = s ? pm_parse_verify_level(s) : -1;
	return l < 0 ? VERIFY_BASIC : (enum verify_level)l;
}

int pm_parse_verify_level(const char *s)
{
	if (strcmp(s, "none") == 0)
		return VERIFY_NONE;
	if (strcmp(s, "basic") == 0)
		return VERIFY_BASIC;
	if (strcmp(s, "all") == 0)
		return VERIFY_ALL;
	return -1;
}

/* ---- printing and dumps ---------------------------------------------------- */

static bool dump(const struct pm_options *o, const struct program *p, const char *file)
{
	if (!o->dump_dir)
		return true;
	if (!o->print)
		die("--dump-passes without a printer");
	struct buf b = {0};
	o->print(&b, p);
	char *path = xmalloc(strlen(o->dump_dir) + strlen(file) + 2);
	sprintf(path, "%s/%s", o->dump_dir, file);
	bool ok = make_dirs(o->dump_dir) && write_file_atomic(path, b.data ? b.data : "", b.len);
	if (!ok) {
		diag_plain("cannot write %s/%s: %s", o->dump_shown ? o->dump_shown : o->dump_dir, file,
			   strerror(errno));
		if (o->dump_failed)
			*o->dump_failed = true; /* an I/O error: the caller's exit status says so */
	}
	free(path);
	buf_free(&b);
	return ok;
}

static void print_after(const struct pm_options *o, const struct program *p, unsigned pass)
{
	if (!o->print_after_all && o->print_after != (int)pass)
		return;
	if (!o->print)
		die("--print-ir-after without a printer");
	FILE *f = o->print_stream ? o->print_stream : stdout;
	struct buf b = {0};
	o->print(&b, p);
	fprintf(f, "# IR after %s\n%s", spec_passes[pass].display, b.data ? b.data : "");
	buf_free(&b);
}

/* ---- property bookkeeping ------------------------------------------------------ */

/* Properties of `want` missing from *held that verify true now are added to
 * *held (a requirement is an error only when it verifies false).  Returns
 * the first property still missing, or -1. */
static int settle(const struct program *p, uint64_t want, uint64_t *held)
{
	uint64_t check = want & ~*held;
	if (!check)
		return -1;
	*held |= verify_set(p, check);
	uint64_t missing = want & ~*held & prop_mask();
	return missing ? __builtin_ctzll(missing) : -1;
}

/* The structural properties (spec `structural: true`), with a verifier. */
static uint64_t structural_props(void)
{
	uint64_t m = 0;
	for (unsigned i = 0; i < PROP_COUNT; i++)
		if (spec_properties[i].structural && prop_verifiers[i])
			m |= PROP_BIT(i);
	return m;
}

/* The properties checked after pass `pass` at level `lv`: basic checks the
 * produced ones not already verified (as the reference's Basic level does:
 * a property believed to hold before the pass was verified when it was
 * established, and one the pass invalidates is no longer believed); all
 * adds every produced and every structural property (the reference's
 * VerificationInstrument after a pass).  A property established by one pass
 * and not produced by a later one is not checked after the later one. */
static uint64_t to_verify(enum verify_level lv, unsigned pass, uint64_t before)
{
	const struct spec_pass *sp = &spec_passes[pass];
	if (lv == VERIFY_NONE)
		return 0;
	uint64_t basic = sp->produced & ~(before & ~sp->invalidated);
	return lv == VERIFY_ALL ? basic | sp->produced | structural_props() : basic;
}

/* The program printed and parsed back is structurally equal to itself: the
 * reference's round trip after a pass that changed it.  Checked under
 * --verify=all when PTOC_VERIFY_ROUNDTRIP is set (tests/roundtrip_passes.sh),
 * not by `all` itself: it costs several times the compile, and a loop's
 * tensor result with a MemRef of its own, yielded with other values, has no
 * annotation to carry it (tests/roundtrip_pending.txt). */
static bool roundtrip_at(const struct program *p, unsigned pass)
{
	struct buf text = {0}, why = {0};
	print_program(&text, p);
	buf_putc(&text, '\n');
	char label[96];
	snprintf(label, sizeof label, "<printed after %s>", spec_passes[pass].name);
	const char *name = intern_cstr(label);
	diag_add_source(name, text.data, text.len);
	struct arena a = {0};
	int errs = diag_error_count();
	struct program *q = parse_program(&a, name, text.data, text.len);
	bool ok = diag_error_count() == errs && ir_equal_programs(p, q, &why);
	if (!ok) {
		if (why.len)
			fputs(why.data, stderr);
		diag_plain("the program after pass '%s' does not print and parse back equal to itself",
			   spec_passes[pass].name);
	}
	arena_free(&a);
	buf_free(&why);
	/* text stays alive: diagnostics may quote it until exit */
	return ok;
}

/* Verifies `props` on p; reports each that does not hold, then which pass
 * it was checked `when` ("before" / "after"). */
static bool verify_at(const struct program *p, unsigned pass, uint64_t props, const char *when)
{
	if (!props)
		return true;
	bool ok = true;
	uint64_t held = verify_set(p, props);
	for (uint64_t left = props & ~held & prop_mask(); left; left &= left - 1) {
		unsigned i = (unsigned)__builtin_ctzll(left);
		if (!prop_verifiers[i])
			continue;
		/* what is wrong, at the user's lines, then which pass left it so */
		prop_verifiers[i](p, true, true);
		diag_plain("verification failed %s pass '%s' (%s): property %s does not hold", when,
			   spec_passes[pass].name, spec_passes[pass].display, spec_properties[i].name);
		ok = false;
	}
	return ok;
}

/* `fresh`: the properties verified on the program as it is now (--verify=all
 * checks each once per program state). */
static bool run_one(const struct pm_options *o, struct pass_ctx *ctx, struct program *p,
		    unsigned pass, uint64_t *fresh)
{
	const struct spec_pass *sp = &spec_passes[pass];
	pass_fn fn = (o->impls ? o->impls : pass_impls)[pass];
	if (!fn) {
		/* An optimization (nothing produced) may be skipped; a pass whose
		 * products already hold is a no-op for this input.  Otherwise the
		 * verifier points at the statements that need the pass, and the
		 * message says how to write them so that it is not needed. */
		int m = settle(p, sp->produced, &ctx->props);
		if (m >= 0) {
			if (prop_verifiers[m])
				prop_verifiers[m](p, true, true);
			diag_plain("pass '%s' (%s) is not in this build, so the program must already "
				   "have property %s (the statements reported above lack it)", sp->name,
				   sp->display, spec_properties[m].name);
			return false;
		}
		return true;
	}
	/* --verify=all: the reference's VerificationInstrument before a pass,
	 * the structural properties here, the required ones (believed to hold
	 * is not enough) by settle below */
	uint64_t recheck = 0;
	if (o->verify == VERIFY_ALL) {
		uint64_t st = structural_props() & ~*fresh;
		if (!verify_at(p, pass, st, "before"))
			return false;
		*fresh |= st;
		for (unsigned i = 0; i < PROP_COUNT; i++)
			if ((sp->required & PROP_BIT(i)) && prop_verifiers[i])
				recheck |= PROP_BIT(i);
		recheck &= ~*fresh;
		ctx->props &= ~recheck;
	}
	int m = settle(p, sp->required, &ctx->props);
	if (m >= 0) {
		diag_plain("pass '%s' (%s) requires property %s, which does not hold for its input",
			   sp->name, sp->display, spec_properties[m].name);
		if (prop_verifiers[m])
			prop_verifiers[m](p, true, true);
		else
			diag_plain("no pass before it established %s", spec_properties[m].name);
		return false;
	}
	*fresh |= recheck; /* settle verified them */
	uint64_t before = ctx->props;
	ctx->current_pass = pass;
	ctx->unchanged = false;
	int errs = diag_error_count();
	if (!fn(ctx, p) || diag_error_count() > errs)
		return false;
	ctx->props = (before & ~sp->invalidated) | sp->produced;
	uint64_t check = to_verify(o->verify, pass, before);
	if (ctx->unchanged) {
		/* the same program: what held before holds, nothing got deeper */
		check &= o->verify == VERIFY_ALL ? ~*fresh : ~before;
	} else {
		*fresh = 0;
		/* the passes after it recurse per nesting level too; codegen's margin */
		if (sp->deepens && ir_check_depth(p, IR_CODEGEN_MAX_DEPTH))
			return false;
	}
	if (!verify_at(p, pass, check, "after"))
		return false;
	if (o->verify == VERIFY_ALL && !ctx->unchanged && getenv("PTOC_VERIFY_ROUNDTRIP") &&
	    !roundtrip_at(p, pass))
		return false;
	*fresh |= check;
	return true;
}

/* A pass over a large program frees tables of megabytes, which the heap
 * keeps resident (main.c has blocks up to 32 MiB taken from it and its top
 * kept): they are given back after the pass, with memory planning's
 * per-var tables, so that the next pass's tables do not add to them.  A
 * small program's pass frees little, and the calls would cost more (a
 * program of many kernels runs the passes per kernel). */
#define TRIM_AFTER ((size_t)8 << 20)
static void trim_heap(const struct program *p)
{
	if (p->arena->total < TRIM_AFTER)
		return;
	mp_scratch_release();
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

struct callee_ck {
	const struct function **sorted; /* the program's functions, by address */
	uint32_t n;
	int errors;
};

static int ptr_cmp(const void *x, const void *y)
{
	uintptr_t a = (uintptr_t)*(const struct function *const *)x;
	uintptr_t b = (uintptr_t)*(const struct function *const *)y;
	return a < b ? -1 : a > b;
}

static bool callee_in_program(struct expr *e, void *v)
{
	struct callee_ck *c = v;
	const struct function *f = e->kind == EX_FCALL ? e->u.fcall.callee : NULL;
	if (!f || bsearch(&f, c->sorted, c->n, sizeof *c->sorted, ptr_cmp))
		return true;
	diag_error(e->span, "function '%s' is not in the program: an external function's own calls "
			    "of external functions do not add them to it (call it from a program "
			    "function too)", f->name);
	c->errors++;
	return true;
}

/* The number of calls of a function that is not the program's: an external
 * function (one a program method calls by name) made on its own calls it. */
static int check_callees(const struct program *p)
{
	if (!ir_fcalls_made() || !p->n_funcs)
		return 0;
	struct callee_ck c = {xmalloc(p->n_funcs * sizeof *c.sorted), p->n_funcs, 0};
	memcpy(c.sorted, p->funcs, p->n_funcs * sizeof *c.sorted);
	qsort(c.sorted, c.n, sizeof *c.sorted, ptr_cmp);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		ir_walk_stmts_exprs(p->funcs[i]->body, callee_in_program, &c);
	free(c.sorted);
	return c.errors;
}

bool pm_run(const struct pm_options *o, struct program *p, const uint16_t *passes, int n)
{
	/* passes and verifiers recurse per nesting level: bound it first */
	p->depth_bounded = false;
	if (ir_check_depth(p, IR_MAX_DEPTH) || check_callees(p))
		return false;
	double t0 = o->seconds ? now_seconds() : 0;
	verify_set_backend(o->backend);
	struct pass_ctx ctx = {
		.backend = o->backend,
		.planner = o->planner,
		.verify = o->verify,
		.analyze_auto_scopes = o->analyze_auto_scopes,
		.keep_op_layouts = o->keep_op_layouts,
	};
	/* The input's properties matter where a pass requires one before a
	 * pass produces it, and for a product outside the verified set
	 * (verified after its producer only when it did not hold before); a
	 * verified product is not believed to hold on the input, so its first
	 * producer verifies it.  The other properties are not verified on the
	 * input (--verify=all checks the structural ones before the first
	 * pass). */
	uint64_t relevant = 0, produced = 0, unverified = 0;
	for (unsigned k = 0; k < PROP_COUNT; k++)
		if (!spec_properties[k].verified)
			unverified |= PROP_BIT(k);
	for (int i = 0; i < n; i++) {
		const struct spec_pass *sp = &spec_passes[passes[i]];
		relevant |= (sp->required & ~produced) | (sp->produced & unverified);
		produced |= sp->produced;
	}
	ctx.props = verify_set(p, relevant);
	uint64_t fresh = ctx.props;
	if (o->seconds)
		o->seconds[0] = now_seconds() - t0;
	if (o->arena_bytes)
		o->arena_bytes[0] = p->arena->total;
	if (!dump(o, p, "00_frontend.py"))
		return false;
	for (int i = 0; i < n; i++) {
		t0 = o->seconds ? now_seconds() : 0;
		bool ok = run_one(o, &ctx, p, passes[i], &fresh);
		trim_heap(p);
		if (o->seconds)
			o->seconds[i + 1] = now_seconds() - t0;
		if (o->arena_bytes)
			o->arena_bytes[i + 1] = p->arena->total;
		if (!ok)
			return false;
		print_after(o, p, passes[i]);
		if (!o->dump_dir)
			continue; /* no name to format: programs of many kernels run this per kernel */
		char file[160];
		snprintf(file, sizeof file, "%02d_after_%s.py", i + 1,
			 spec_passes[passes[i]].display);
		if (!dump(o, p, file))
			return false;
	}
	/* a pipeline without MemoryReuse leaves InitMemRef's allocs there */
	mp_settle_allocs(p);
	/* checked on entry (IR_MAX_DEPTH) and after each pass that deepens
	 * (IR_CODEGEN_MAX_DEPTH); the others nest no deeper than their input */
	p->depth_bounded = true;
	return true;
}
