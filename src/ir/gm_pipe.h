/* The GM slot workspace of a cross-core pipe on a backend whose pipes go
 * through GM (requires_gm_pipe_buffer): codegen places each pipe (id,
 * dir_mask) of a program after the pipes ordered before it, the
 * orchestration sizes the workspace, and the runtime checks that pipes do
 * not share it, all from this one rule. */
#ifndef PTOC_GM_PIPE_H
#define PTOC_GM_PIPE_H

#include <stdint.h>

/* Slots of slot_size bytes: 8 for a one-way pipe (dir_mask 1 or 2), 4 for a
 * two-way one (3); 0 for another dir_mask. */
static inline int64_t gm_pipe_slots(int64_t dir_mask)
{
	return dir_mask == 3 ? 4 : dir_mask == 1 || dir_mask == 2 ? 8 : 0;
}

#endif
