/* libFuzzer target for the pass pipeline and codegen: lex + parse +
 * type-check arbitrary bytes and, when they parse cleanly, run the whole
 * Default pipeline and emit everything `ptoc compile` would print (every
 * kernel's module, its wrapper, kernel_config.py and the orchestration of a
 * program with an orchestration function, host_orch.py of a distributed one),
 * in memory: nothing is written to disk.  Errors in the input are fine; a
 * crash, sanitizer report, hang or internal error (die aborts) is a finding.
 *
 * The backend and memory planner come from the input's first line when it
 * is a golden's `# ptoc: ... --backend B --memory-planner M`, else the
 * backend from the input's length (each backend in turn as inputs grow) and
 * the default planner. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "backend.h"
#include "codegen/codegen.h"
#include "diag.h"
#include "intern.h"
#include "parse.h"
#include "passes/passmgr.h"
#include "passes/verify_ptoas_rules.h"
#include "util.h"

#define MAX_PASSES 256

/* The value of option `opt` on the first line of text (up to its newline)
 * into val (cap bytes); false when the line does not name it. */
static bool first_line_opt(const char *text, size_t len, const char *opt, char *val, size_t cap)
{
	const char *nl = memchr(text, '\n', len);
	size_t line = nl ? (size_t)(nl - text) : len;
	size_t k = strlen(opt);
	for (size_t i = 0; i + k < line; i++) {
		if (memcmp(text + i, opt, k) != 0 || text[i + k] != ' ')
			continue;
		size_t s = i + k + 1, e = s;
		while (e < line && text[e] != ' ' && text[e] != '\t' && text[e] != '\r')
			e++;
		if (e == s || e - s >= cap)
			return false;
		memcpy(val, text + s, e - s);
		val[e - s] = 0;
		return true;
	}
	return false;
}

/* What compile prints after codegen, for a program whose modules emitted. */
static void emit_rest(const struct program *p, const struct function **ks, unsigned n,
		      const be_t *be)
{
	struct buf b = {0};
	for (unsigned i = 0; i < n; i++) {
		b.len = 0;
		if (!cg_wrapper(ks[i], "", &b))
			break;
	}
	if (cg_is_distributed(p)) {
		b.len = 0;
		(void)cg_host_orch(p, &b);
	} else if (!cg_is_multi_chip(p) && cg_has_orchestration(p)) {
		b.len = 0;
		cg_kernel_config(p, ks, n, &b);
		b.len = 0;
		(void)cg_orchestration(p, cg_orchestration_function(p), ks, n, be, &b);
	}
	buf_free(&b);
}

static void compile(struct program *p, const be_t *be, unsigned planner)
{
	struct pm_options pm;
	pm_options_init(&pm);
	pm.backend = be;
	pm.planner = planner;
	uint16_t passes[MAX_PASSES];
	int n = pm_pipeline_passes(PIPELINE_default, planner, passes, MAX_PASSES);
	if (!pm_run(&pm, p, passes, n))
		return;
	const struct function **ks;
	unsigned nk = cg_kernels(p, &ks);
	struct cg_options co = {.backend = be,
				.emit_addr = spec_planners[planner].emit_addr,
				.emit_loc = true,
				.planner = &spec_planners[planner]};
	struct ptoas_rules_scratch rules = {0};
	struct cg_gm_scope gm = {0};
	struct cg_keep keep = {0};
	co.rules_scratch = &rules;
	co.gm_scope = &gm;
	co.keep = &keep;
	bool ok = true;
	struct buf *mods = xcalloc(nk + 1, sizeof *mods);
	for (unsigned i = 0; i < nk; i++)
		ok &= cg_emit_module(p, ks[i], &co, &mods[i]);
	if (ok && nk) {
		unsigned *order = xcalloc(nk, sizeof *order);
		bool *joins = xcalloc(nk, sizeof *joins);
		cg_module_order(p, ks, nk, order, joins);
		for (unsigned i = 0; i < nk; i++) {
			size_t off, len;
			cg_module_body(mods[order[i]].data, mods[order[i]].len, &off, &len);
			if (off > mods[order[i]].len || len > mods[order[i]].len - off)
				die("module body out of its text");
		}
		free(order);
		free(joins);
	}
	if (ok)
		emit_rest(p, ks, nk, be);
	for (unsigned i = 0; i < nk; i++)
		buf_free(&mods[i]);
	free(mods);
	cg_gm_scope_free(&gm);
	ptoas_rules_scratch_free(&rules);
	cg_keep_free(&keep);
	free(ks);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	if (!devnull) {
		devnull = fopen("/dev/null", "w");
		diag_set_stream(devnull);
	}
	if (!be_count())
		return 0;
	diag_reset();
	char *text = malloc(size + 2);
	memcpy(text, data, size);
	text[size] = text[size + 1] = 0;
	char v[64];
	const be_t *be = first_line_opt(text, size, "--backend", v, sizeof v) ? be_find(v) : NULL;
	if (!be)
		be = be_at((unsigned)(size % be_count()));
	int pl = first_line_opt(text, size, "--memory-planner", v, sizeof v) ? pm_find_planner(v) : -1;
	unsigned planner = pl < 0 ? PLANNER_pypto : (unsigned)pl;
	struct arena a = {0};
	const char *name = intern_cstr("fuzz.py");
	diag_add_source(name, text, size);
	int before = diag_error_count();
	struct program *p = parse_program(&a, name, text, size);
	if (diag_error_count() == before && p->n_funcs)
		compile(p, be, planner);
	diag_add_source(name, "", 0);
	arena_free(&a);
	free(text);
	return 0;
}
