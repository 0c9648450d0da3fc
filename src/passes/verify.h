/* The property verifiers (verify_*.c), registered in registry.c.  Each has
 * the verify_fn signature of pass.h. */
#ifndef PTOC_VERIFY_H
#define PTOC_VERIFY_H

#include <stdbool.h>

#include "ir.h"

int verify_ssa_form(const struct program *p, bool strict, bool report);
int verify_normalized_stmt_structure(const struct program *p, bool strict, bool report);
int verify_unroll_resolved(const struct program *p, bool strict, bool report);
int verify_pipeline_resolved(const struct program *p, bool strict, bool report);
int verify_pipeline_loop_valid(const struct program *p, bool strict, bool report);
int verify_structured_ctrl_flow(const struct program *p, bool strict, bool report);
int verify_split_incore_orch(const struct program *p, bool strict, bool report);
int verify_hierarchy_outlined(const struct program *p, bool strict, bool report);
int verify_cluster_outlined(const struct program *p, bool strict, bool report);
int verify_orchestration_references_resolved(const struct program *p, bool strict, bool report);
int verify_aiv_split_valid(const struct program *p, bool strict, bool report);
int verify_inline_functions_eliminated(const struct program *p, bool strict, bool report);
int verify_no_nested_calls(const struct program *p, bool strict, bool report);
int verify_incore_tile_ops(const struct program *p, bool strict, bool report);
int verify_tile_ops_2d(const struct program *p, bool strict, bool report);
int verify_tile_memory_inferred(const struct program *p, bool strict, bool report);
int verify_mixed_kernel_expanded(const struct program *p, bool strict, bool report);
/* verify_pipes.c: the pipe setup and tpop/tfree pairing of the AIC and AIV
 * functions (part of MixedKernelExpanded); returns the violations. */
int verify_pipes(const struct program *p, bool report);
/* weak: explicit strides have one entry per dim and NZ views are blocked;
 * strict also rejects a view whose stride is empty (not materialized). */
int verify_tensor_view_canonical(const struct program *p, bool strict, bool report);

/* The backend that backend-dependent properties (AccToGmStoreValid) are
 * checked against; pm_run sets it for its run.  NULL: no backend, such
 * properties hold. */
extern const struct spec_backend *verify_backend;
void verify_set_backend(const struct spec_backend *be);

/* verify_stage.c: vacuous when the program lacks the feature, see there */
int verify_acc_to_gm_store_valid(const struct program *p, bool strict, bool report);
int verify_hard_syncall_occupancy_valid(const struct program *p, bool strict, bool report);
int verify_comm_domain_scopes_materialized(const struct program *p, bool strict, bool report);
int verify_dist_tensor_ctx_materialized(const struct program *p, bool strict, bool report);
int verify_return_params_explicit(const struct program *p, bool strict, bool report);

/* verify_orch.c: the orchestration properties, as the reference checks them */
int verify_call_directions_resolved(const struct program *p, bool strict, bool report);
int verify_runtime_scopes_materialized(const struct program *p, bool strict, bool report);
int verify_iter_arg_carry_classified(const struct program *p, bool strict, bool report);
int verify_manual_deps_on_submit_only(const struct program *p, bool strict, bool report);
int verify_inout_use_valid(const struct program *p, bool strict, bool report);

/* Expression properties: `check` is called on every expression of every
 * function (of InCore ones only with incore_only) and returns NULL or what
 * is wrong, reported as "<prop>: <msg>" at the expression when `report`.
 * Returns the number of violations. */
struct verify_expr_ck {
	bool report;
	int bad;
	const char *prop;
	const char *(*check)(struct expr *e, struct verify_expr_ck *c);
	const struct function *fn;  /* the function being walked */
	const char *first_affinity; /* MixedKernelExpanded */
	/* verify_check_expr_props only (NULL otherwise): where the walk is */
	const struct verify_expr_at *at;
};
/* The place of the node verify_check_expr_props gives a check: the
 * statement whose expressions are walked, and whether the node is below a
 * call's keywords, attrs, device or submit, or in a scope's keyword. */
struct verify_expr_at {
	const struct stmt *stmt;
	bool keyword;
};
int verify_check_exprs(const struct program *p, const char *prop, bool incore_only, bool report,
		       const char *(*check)(struct expr *, struct verify_expr_ck *));

/* An expression or statement property whose verifier is its checks alone,
 * so that several are verified in one walk (verify_check_expr_props): the
 * pass manager verifies them together (prop_expr_checks, registry.c).  The
 * checks only count; the registered verifier (prop_verifiers) reports. */
struct verify_expr_prop {
	const char *prop;
	bool incore_only;
	bool needs_backend; /* without a backend (verify_backend) it holds */
	bool calls_only;    /* the check passes every node but op and function calls */
	bool leaves_pass;   /* the check passes every leaf (EX_VAR .. EX_SYMBOL) */
	/* NULL, or true while the check passes every node of every program
	 * (what it looks for was never built): the walk leaves it out */
	bool (*vacuous)(void);
	const char *(*check)(struct expr *e, struct verify_expr_ck *c); /* or NULL */
	/* NULL, or a check of every statement the walk visits, before its
	 * expressions (a property of statements only has no `check`) */
	const char *(*stmt_check)(struct stmt *s, struct verify_expr_ck *c);
	uint16_t stmt_kinds; /* the kinds stmt_check looks at (1 << ST_*), the others pass */
	/* The violations of a part that is not per expression (NULL: none),
	 * counted before the shared walk and never reported: the property's
	 * registered verifier checks and reports both parts. */
	int (*pre)(const struct program *p);
};
/* x has a `check` */
int verify_check_expr_prop(const struct program *p, const struct verify_expr_prop *x, bool report);
/* bad[i] = the violations of props[i], i < n (none reported). */
void verify_check_expr_props(const struct program *p, const struct verify_expr_prop *const *props,
			     unsigned n, int *bad);
extern const struct verify_expr_prop *const prop_expr_checks[]; /* [PROP_COUNT], or NULL */
extern const struct verify_expr_prop verify_dist_tensor_ctx_prop, verify_manual_deps_prop,
	verify_acc_to_gm_prop, verify_orch_refs_prop,
	verify_incore_tile_ops_prop, verify_tile_ops_2d_prop, verify_mixed_kernel_prop,
	verify_tile_memory_prop, verify_inline_eliminated_prop, verify_tensor_view_prop,
	verify_no_nested_calls_prop, verify_normalized_prop, verify_unroll_prop,
	verify_pipeline_prop, verify_ctrl_flow_prop, verify_cluster_outlined_prop;

/* Whether a tensor shape is the blocked rank-5 NZ form [B, C/c0, R/16, 16, c0]. */
bool verify_nz_blocked(const struct type *t);

#endif
