/* The pass manager: builds pass lists (a named pipeline of specs/pipeline.yaml
 * or an explicit --passes list), runs them with property bookkeeping
 * (required properties checked before a pass, produced ones verified after
 * it, invalidated ones forgotten), prints and dumps the IR between passes. */
#ifndef PTOC_PASSMGR_H
#define PTOC_PASSMGR_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "pass.h"
#include "util.h"

/* Prints a program in the DSL text form into `out` (the front end's printer;
 * the pass manager itself knows no syntax). */
typedef void (*pm_print_fn)(struct buf *out, const struct program *p);

struct pm_options {
	const struct spec_backend *backend; /* NULL: no backend configured */
	unsigned planner;                   /* PLANNER_* */
	enum verify_level verify;
	bool analyze_auto_scopes; /* --analyze-auto-scopes: AutoDeriveTaskDependencies analyzes
				     AUTO runtime scopes too */
	bool keep_op_layouts;     /* ResolveBackendOpLayouts repairs no op's layouts, and only
				     moves if-result yields to their result's layouts */
	const char *dump_dir;    /* --dump-passes=DIR, or NULL */
	const char *dump_shown;  /* how messages name dump_dir (NULL: as it is) */
	bool *dump_failed;       /* NULL, or set when a dump cannot be written */
	bool print_after_all;    /* --print-ir-after-all */
	int print_after;         /* --print-ir-after=NAME: PASS_* or -1 */
	pm_print_fn print;       /* needed for dumps and printing; may be NULL */
	FILE *print_stream;      /* where --print-ir-after* goes (stdout when NULL) */
	const pass_fn *impls;    /* pass table; NULL = pass_impls (unit tests swap it) */
	double *seconds;         /* NULL, or n + 1 slots pm_run fills: [0] the initial
				    property verification, [i + 1] pass i with its checks */
	size_t *arena_bytes;     /* NULL, or n + 1 slots: the program arena's size
				    after the same steps (with seconds) */
};
void pm_options_init(struct pm_options *o);

/* Pass by PyPTO snake_case name or display name; -1 when unknown. */
int pm_find_pass(const char *name);
/* Property by name ("SSAForm"); -1 when unknown. */
int pm_find_property(const char *name);
/* Planner / pipeline by name; -1 when unknown. */
int pm_find_planner(const char *name);
int pm_find_pipeline(const char *name);

/* The passes of pipeline `pipe` that planner `planner` keeps, in order.
 * Returns their number (at most max). */
int pm_pipeline_passes(unsigned pipe, unsigned planner, uint16_t *out, int max);
/* Whether the default pipeline leaves pass `pass` out under planner `planner`. */
bool pm_planner_skips(unsigned planner, unsigned pass);
/* Parses "a,b,c" into pass ids.  Reports an unknown name and returns -1. */
int pm_parse_pass_list(const char *list, uint16_t *out, int max);

/* Runs one property verifier (the registered one; none registered: 0
 * violations).  The strict variant is what the property means as a pass
 * product. */
int pm_verify_property(const struct program *p, unsigned prop, bool strict, bool report);
/* Every property whose verifier passes on `p` (what a freshly parsed
 * program holds). */
uint64_t pm_holding_properties(const struct program *p);

/* Runs passes[0..n) on `p`.  Returns false after reporting an error (a
 * required property that does not hold, an unimplemented pass the input
 * needs, a pass error, a failed verifier, a dump that cannot be written). */
bool pm_run(const struct pm_options *o, struct program *p, const uint16_t *passes, int n);

/* The verify level of env PTOC_VERIFY_LEVEL (none/basic/all; unset or
 * anything else: basic). */
enum verify_level pm_env_verify_level(void);
/* Parses "none" / "basic" / "all"; -1 when unknown. */
int pm_parse_verify_level(const char *s);

#endif
