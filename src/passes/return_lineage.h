/* Return lineage: which parameter each value a function returns writes back into (the
 * reference's return_lineage).  A returned var is traced through var-to-var copies, iter
 * args (-> init), a loop's tensor result whose init and body yield both trace to one param
 * (a body yielding a new tensor does not return the init's buffer), an if's tensor result
 * whose branches both yield versions of one param, ops whose result shares an operand's
 * buffer (`reuses_input` of the op spec, e.g. the output tensor of tile.store), and calls of
 * program functions (through the callee's own map and the call's argument).  Anything else
 * (views, fresh allocations, scalars computed from params) is not a writeback.  Used by
 * NormalizeReturnOrder, ExpandMixedKernel's Group returns and the ReturnParamsExplicit
 * verifier. */
#ifndef PTOC_RETURN_LINEAGE_H
#define PTOC_RETURN_LINEAGE_H

#include <stdint.h>

#include "ir.h"

struct rl_ctx;

/* An analysis of program p as it is now (the maps are memoized: rewriting a returned value
 * into the param it traces to keeps them valid). */
struct rl_ctx *rl_new(const struct program *p);
void rl_free(struct rl_ctx *c);

/* The topmost return statement of f's body (pre-order), or NULL. */
struct stmt *rl_first_return(const struct function *f);

/* The param index each return position of f traces to, or -1; *n receives the number of
 * positions (0 when f has no return or returns nothing traceable as a list).  The array
 * belongs to c. */
const int32_t *rl_returned_params(struct rl_ctx *c, const struct function *f, uint32_t *n);

#endif
