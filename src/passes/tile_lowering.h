/* The lowering of tensor ops to tile ops that the `lowers_to` field of the
 * op specs describes (specs/README.md "lowers_to"), shared by
 * ConvertTensorToTileOps and the IncoreTileOps verifier. */
#ifndef PTOC_TILE_LOWERING_H
#define PTOC_TILE_LOWERING_H

#include <stdbool.h>

#include "ir.h"

/* The first lowering alternative of a tensor-op call whose condition holds
 * on its operands as typed now, or NULL. */
const struct spec_lowering *tl_pick(const struct expr *call);
/* Whether the call is a tensor op that has any lowering. */
bool tl_lowers(const struct expr *call);
/* Sets kwarg `d` (written as in the spec) on a call of the tile op. */
void tl_set_kwarg(struct expr *call, const struct spec_kwdefault *d);

#endif
