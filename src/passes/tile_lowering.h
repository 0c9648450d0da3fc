/* The lowering of tensor ops to tile ops that the `lowers_to` field of the
 * op specs describes (specs/README.md "lowers_to"), shared by
 * ConvertTensorToTileOps and the IncoreTileOps verifier. */
#ifndef PTOC_TILE_LOWERING_H
#define PTOC_TILE_LOWERING_H

#include <stdbool.h>

#include "ir.h"

/* Whether a lowering condition (every test of `c`, an alternative's or a
 * step's) holds on the call's operands as typed now and its kwargs. */
bool tl_holds(const struct expr *call, unsigned n, const struct spec_lower_cond *c);
/* The first lowering alternative of a tensor-op call whose condition holds
 * on its operands as typed now, or NULL. */
const struct spec_lowering *tl_pick(const struct expr *call);
/* Whether the op's alternatives tell its operands apart by kind (a tensor or
 * a tile): then its tensor operands reach the alternative as they are; other
 * ops get them loaded into tiles first. */
bool tl_kind_tested(unsigned op);
/* Whether the call is a tensor op that has any lowering. */
bool tl_lowers(const struct expr *call);
/* Sets kwarg `d` (written as in the spec) on a call of the tile op. */
void tl_set_kwarg(struct expr *call, const struct spec_kwdefault *d);
/* Sets kwarg `name` from its spec spelling `value`. */
void tl_set_kwarg_text(struct expr *call, const char *name, const char *value);

#endif
