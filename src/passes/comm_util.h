/* Helpers of the distributed passes: host orchestrators, ops found by their
 * comm_role (specs/README.md), and the collectives table of
 * specs/decompositions.yaml. */
#ifndef PTOC_COMM_UTIL_H
#define PTOC_COMM_UTIL_H

#include <stdbool.h>

#include "decompose_spec.h"
#include "ir.h"

/* A host orchestrator: level HOST, and an Orchestration function or one with
 * the Orchestrator role (the reference's IsHostOrch). */
bool cu_host_orch(const struct function *f);
/* A chip orchestrator a host dispatches to: level CHIP, Orchestration or
 * Orchestrator. */
bool cu_chip_orch(const struct function *f);

/* Whether op has comm_role `role`; the first op that has it (die()s when the
 * specs have none: the pass needs it). */
bool cu_role(unsigned op, const char *role);
/* Whether a call of an op with comm_role `role` was ever built (ir_op_made):
 * false, and no program holds one. */
bool cu_role_made(const char *role);
unsigned cu_op(const char *role);
/* The opaque type name of a communication context (the `name` of the CommCtx
 * op's type rule; "opaque" when it gives none), interned; and whether t is that
 * type (MaterializeDistTensorCtx pairs a parameter of it with each
 * DistributedTensor parameter). */
const char *cu_comm_ctx_name(void);
bool cu_is_comm_ctx(const struct type *t);
/* The comm_role of the call a statement assigns or evaluates is `role`. */
bool cu_stmt_role(const struct stmt *s, const char *role);

/* The collectives entry of op, or NULL. */
const struct collective *cu_collective(unsigned op);
/* The operand a collective's result is (its same_as type rule). */
unsigned cu_result_operand(const struct collective *c);
/* A collective's lowering picks its expansion by its string kwargs: false
 * (after an error at the call) when one with an enum in the spec holds a
 * name the enum does not list (pld.tensor.allreduce(mode="star")), which
 * would otherwise fall through to the default expansion. */
bool cu_check_str_kwargs(const struct expr *call);
/* The collective call `e` is, or NULL. */
const struct collective *cu_collective_call(const struct expr *e);

/* Where the window views of a function come from: the value of each
 * assigned var, and the window buffer (the Ptr var of
 * pld.tensor.alloc_window_buffer) each pld.tensor.window view shows. */
struct cu_lineage {
	const struct program *p;
	struct expr **def;     /* by var id, or NULL */
	struct var **view_buf; /* by var id: the buffer of a window view, or NULL */
};
void cu_lineage_build(struct cu_lineage *L, const struct program *p, struct function *f);
void cu_lineage_free(struct cu_lineage *L);
/* The buffer behind a view expression: through aliases and the results of
 * collectives (the operand they update); NULL when it is none. */
struct var *cu_lineage_buffer(const struct cu_lineage *L, const struct expr *e);
/* e through the assignments of the vars it names (a hoisted loop bound). */
const struct expr *cu_lineage_unwrap(const struct cu_lineage *L, const struct expr *e);

/* An INT64 constant. */
struct expr *cu_i64(struct arena *a, int64_t v, struct span sp);
/* A typed scalar binary expression (no folding). */
struct expr *cu_bin(struct arena *a, enum binop op, struct expr *l, struct expr *r, struct span sp);

#endif
