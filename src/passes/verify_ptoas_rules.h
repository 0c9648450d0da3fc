/* VerifyPtoasRules (verify_ptoas_rules.c): every op call of a kernel against
 * the ptoas verifier rules of its spec, for the backend's ptoas arch and a
 * ptoas version. */
#ifndef PTOC_VERIFY_PTOAS_RULES_H
#define PTOC_VERIFY_PTOAS_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "backend.h"
#include "ir.h"

struct spec_ptoas_rule;

/* What the checks know of one var of a function: the value assigned to it
 * and, for a tuple, the types of the vars that take its items 0 and 1. */
struct ptoas_var_facts {
	uint32_t gen; /* the function (scratch gen) the entry is of */
	const struct expr *def;
	const struct type *elem[2];
};

/* Per-var entries indexed by var id, kept across the kernels of one program
 * so that each kernel costs its own size, not the program's var count. */
struct ptoas_op_scratch;
struct ptoas_rules_scratch {
	struct ptoas_var_facts *v; /* [cap] */
	uint32_t cap, gen;
	struct ptoas_op_scratch *ops; /* per-op state, cleared after each kernel */
};

void ptoas_rules_scratch_free(struct ptoas_rules_scratch *s);

/* The PTO form of `call` for backend `be` and ptoas version `version`: its
 * first operand's memory space may pick one (ptoas_op_form); NULL when the
 * op's (or the backend's) template is the form. */
const struct spec_ptoas_form *ptoas_call_form(const be_t *be, const struct expr *call, uint32_t version);

/* Checks every call of function f (its final tile types: memory spaces,
 * layouts, valid shapes, buffers) against the rules that hold for backend
 * `be` and ptoas version `version` (a code of ptoas.h; 0: the newest known)
 * for a planner that bakes tile addresses or not (`emit_addr`: the rules'
 * if_addr filter), reporting each broken rule at the call.  f belongs to program p (var ids
 * below p->n_vars); `scratch` (NULL: one for this call) is reused by the
 * caller for the program's other kernels.  Returns the number reported. */
int verify_ptoas_rules(const struct program *p, const struct function *f, const be_t *be, uint32_t version,
		       bool emit_addr, struct ptoas_rules_scratch *scratch);

/* Checks a tile ptoc allocates (a pto.alloc_tile result) of type t against
 * the inventory's tile rules for `be` and `version` (0: the newest known),
 * reporting each broken one at `at`.  Returns the number reported. */
int verify_ptoas_tile(const be_t *be, uint32_t version, const struct type *t, struct span at);
/* Whether verify_ptoas_tile would report nothing for t (no diagnostic). */
bool ptoas_tile_fits(const be_t *be, uint32_t version, const struct type *t);

/* Whether codegen types the result (of type t) of a call of op with its
 * static valid shape at ptoas version `version` (a code, not 0): the op's
 * `static_valid` range holds, the valid shape is constant and the planner
 * bakes addresses (`emit_addr`; under the ptoas planner a tile's handle is
 * shared with the other tiles of its buffer, which are typed ?x?). */
bool ptoas_result_static_valid(const be_t *be, uint32_t version, bool emit_addr, unsigned op,
			       const struct type *t);

/* Whether the one call `res = call` (res may be NULL) breaks rule r on
 * backend `be` at ptoas version `version` (a code, not 0), without the
 * rule's arch and version filters and without reporting; the rules about
 * a function as a whole (once, needs_op) never break here. */
bool verify_ptoas_rule_broken(const be_t *be, uint32_t version, bool emit_addr, struct expr *call,
			      const struct var *res, const struct spec_ptoas_rule *r);

#endif
