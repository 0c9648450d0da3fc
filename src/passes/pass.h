/* The pass interface: every pass of specs/pipeline.yaml that ptoc implements
 * is a function registered in registry.c under its PASS_* id, and every IR
 * property with a verifier has one registered under its PROP_* id.  The pass
 * manager (passmgr.c) runs pipelines and checks the declared properties. */
#ifndef PTOC_PASS_H
#define PTOC_PASS_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"
#include "spec.h"
#include "spec_ids.h"

enum verify_level { VERIFY_NONE, VERIFY_BASIC, VERIFY_ALL };

struct pass_ctx {
	const struct spec_backend *backend; /* NULL: no backend configured */
	unsigned planner;                   /* PLANNER_* of gen/spec_ids.h */
	enum verify_level verify;
	bool analyze_auto_scopes;           /* AutoDeriveTaskDependencies: analyze AUTO scopes */
	bool keep_op_layouts;               /* ResolveBackendOpLayouts only relays if-result yields
					      (ptoc check's reference build) */
	uint64_t props;                     /* properties known to hold (bit per PROP_*) */
	unsigned current_pass;              /* PASS_* being run, for diagnostics */
	/* Set by a pass that returns without having changed the program (the
	 * pass manager clears it before each pass): the properties that held
	 * before still hold, so they are not verified again. */
	bool unchanged;
};

/* Runs the pass on the whole program (function-level passes loop over the
 * functions themselves).  Returns false after reporting errors through
 * diag.h; the program may then be partially rewritten and is discarded. */
typedef bool (*pass_fn)(struct pass_ctx *ctx, struct program *p);

/* Checks one property.  Returns the number of violations; when `report` is
 * set, each is reported with diag_error at the offending node's span, the
 * message starting with "<Property>: ".  `strict` selects the strict variant
 * where a property has two (TensorViewCanonical). */
typedef int (*verify_fn)(const struct program *p, bool strict, bool report);

extern const pass_fn pass_impls[PASS_COUNT];      /* NULL: not implemented */
extern const verify_fn prop_verifiers[PROP_COUNT]; /* NULL: no verifier */

#define PROP_BIT(p) ((uint64_t)1 << (p))

#endif
