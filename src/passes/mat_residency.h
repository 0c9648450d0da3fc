/* Loop-invariant Mat residency, the last step of InferTileMemorySpace: a
 * GM->Mat tile.load of a read-only tensor that ConvertTensorToTileOps bridged
 * into a plain range loop (its `__compiler_tensor_to_tile_mat_bridge` mark),
 * with the transpose_view / move / extract chain that feeds it to one matmul
 * operand, moves before the loop when nothing in the loop could change what
 * it reads and every tile the function owns still fits its memory.  Then the
 * bridge marks are dropped (reference loop_invariant_mat_residency.cpp). */
#ifndef PTOC_MAT_RESIDENCY_H
#define PTOC_MAT_RESIDENCY_H

#include "backend.h"
#include "pass.h"

/* Whether e is a call carrying the mark `key`. */
bool mr_has_mark(const struct expr *e, const void *key);

/* Hoists in every InCore function of p, then strips the bridge marks of
 * every function.  `be` may be NULL (no backend: nothing moves).  Returns
 * false when p had no bridge mark (it is left as it was).  `marked`: the
 * caller found a mark already; else the functions whose flag in `seen`
 * (NULL: none) is set are known to have none, and the others are searched. */
bool mr_apply(struct program *p, const be_t *be, const char *bridge_key, bool marked,
	      const uint8_t *seen);

#endif
