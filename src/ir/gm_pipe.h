/* The GM slot workspace of a cross-core pipe on a backend whose pipes go
 * through GM (requires_gm_pipe_buffer): codegen places each pipe (id,
 * dir_mask) of a program after the pipes ordered before it, the
 * orchestration sizes the workspace, and the runtime checks that pipes do
 * not share it, all from this one rule. */
#ifndef PTOC_GM_PIPE_H
#define PTOC_GM_PIPE_H

#include <stdbool.h>
#include <stdint.h>

/* Slots per ring: the initialize_pipe's slot_num when it gives one (> 0), else
 * 8 for a one-way pipe (dir_mask 1 or 2) and 4 for a two-way one (3); 0 for
 * another dir_mask, whatever slot_num says. */
static inline int64_t gm_pipe_slots(int64_t dir_mask, int64_t slot_num)
{
	int64_t dflt = dir_mask == 3 ? 4 : dir_mask == 1 || dir_mask == 2 ? 8 : 0;
	return dflt && slot_num > 0 ? slot_num : dflt;
}

/* Rings of a pipe: a two-way pipe holds two back to back (Cube-to-Vector at
 * the pipe's base, Vector-to-Cube after its slots), a one-way pipe one. */
static inline int64_t gm_pipe_rings(int64_t dir_mask) { return dir_mask == 3 ? 2 : dir_mask == 1 || dir_mask == 2; }

/* The bytes one pipe occupies in the workspace (rings x slots x slot_size);
 * false when that is past int64. */
static inline bool gm_pipe_bytes(int64_t dir_mask, int64_t slot_num, int64_t slot_size, int64_t *bytes)
{
	int64_t slots;
	return !__builtin_mul_overflow(gm_pipe_rings(dir_mask), gm_pipe_slots(dir_mask, slot_num), &slots) &&
	       !__builtin_mul_overflow(slots, slot_size, bytes);
}

#endif
