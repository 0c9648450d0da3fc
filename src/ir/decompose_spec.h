/* The decompositions of composite ops as tables: tools/specgen compiles
 * specs/decompositions.yaml into gen/decompositions.c (specs/README.md
 * "Decompositions").  LowerCompositeOps replaces a call of a composite op by
 * its steps: each step is one call of a primitive op on the composite's
 * operands, earlier steps' results and constants. */
#ifndef PTOC_DECOMPOSE_SPEC_H
#define PTOC_DECOMPOSE_SPEC_H

#include <stdbool.h>
#include <stdint.h>

#include "spec.h"

enum dcmp_arg_kind {
	DA_OPERAND, /* operand `index` of the composite call */
	DA_STEP,    /* the result of step `index` (an earlier one) */
	DA_FLOAT,   /* the constant `f`, typed as the step's first tile operand's dtype */
};

struct dcmp_arg {
	uint8_t kind;   /* enum dcmp_arg_kind */
	uint16_t index;
	double f;       /* DA_FLOAT: a single-precision value */
};

struct dcmp_step {
	const char *name;   /* temp qualifier: `<x>__<name>_tmp_v<N>`; NULL for the last step */
	uint16_t op;        /* OP_* */
	uint8_t n_args;
	const struct dcmp_arg *args;
	uint8_t n_kwargs;   /* kwargs set on the call, as spelled in the spec */
	const struct spec_kwdefault *kwargs;
};

struct decomposition {
	uint16_t op;        /* the composite: OP_* */
	uint16_t n_steps;   /* the last step's result replaces the composite's */
	const struct dcmp_step *steps;
	/* `when:` of a decomposition that holds only on some backends (a
	 * legal equivalent of a call ptoas refuses there): the backend's
	 * ptoas_arch (NULL: any) and the dtypes of the composite's first
	 * tile operand (bits 1 << DT_*; 0: any); and the operand that must be
	 * a rank-2 [M, 1] tile beside a wider rank-2 operand 0 of M rows (-1: none), a
	 * column-vector broadcast ptoas has a row-expand op for */
	const char *when_arch;
	uint64_t when_dtypes;
	int8_t when_col_vector;
};

/* Sorted by op. */
extern const struct decomposition decompositions[];
extern const unsigned n_decompositions;

/* ---- collectives (the `collectives:` mapping) ---- */

/* One host lowering of a collective: the builtin chip dispatch taken when the
 * composite's kwarg `when_kwarg` (NULL: always) has the value `when_value`. */
struct coll_host {
	const char *when_kwarg, *when_value;
	uint16_t builtin; /* OP_* */
};

/* The phases a collective expands to inside a kernel, after the ranks are read
 * from the communication context of the operand it updates:
 *   barrier:    every rank adds 1 to its word of the first signal on each peer,
 *               then waits until each peer's word on it reaches the barrier's
 *               generation (1, 2, ...);
 *   get:        the updated operand is read whole from the rank its kwarg `peer`
 *               names, through a Vec staging tile (`stage` op) by the `get` op;
 *   push:       for each rank `<loop>`, row `<loop>` of operand `source` ([NR, SIZE];
 *               row 0 when `whole`: a [1, SIZE] source) goes to row `rank` of the
 *               updated operand on that rank, through a [1, SIZE] Vec staging tile,
 *               by the `get` op (a put); with `counts`, block `<loop>` of
 *               MAX = rows / NR rows goes to block `rank` instead, and the count
 *               of rows it holds (operand `counts` at `<loop>`, at most MAX) is
 *               set into row `rank` of operand `publish` on that rank;
 *   reset:      subtracts the generations issued back out of each peer's word
 *               (of every round's row after `ring`);
 *   chunks:     the updated operand seen as one [1, SIZE] row, a ready barrier,
 *               then chunk by chunk: every peer's chunk read and reduced into
 *               the own one, a barrier per chunk, the chunk stored back (mesh);
 *   ring:       the row cut into one segment per rank, reduced around the ring
 *               (NR - 1 rounds reading the left neighbour's segment) and then
 *               gathered (NR - 1 rounds copying it), chunk by chunk, a signal
 *               row per round;
 *   reduce_row: row `rank` of the updated operand read and every peer's row
 *               `rank` reduced into it;
 *   store_row:  that result stored back to row `rank`. */
enum coll_phase_kind {
	CP_barrier, CP_get, CP_push, CP_reset, CP_chunks, CP_ring, CP_reduce_row, CP_store_row,
	CP_COUNT
};

/* The tile ops the reducing phases call, by role (the `ops:` map). */
enum coll_op_role {
	CR_view,               /* the [1, SIZE] view of the updated operand */
	CR_load,               /* own chunk -> Vec tile */
	CR_remote_load,        /* a peer's chunk -> tile */
	CR_remote_load_padded, /* the same, reading the aligned tail (a `padded` dtype) */
	CR_fillpad,            /* zero the padding of a ragged tile */
	CR_set_validshape,     /* narrow a tile to the chunk's valid columns */
	CR_store,              /* tile -> the updated operand */
	CR_COUNT
};

struct coll_phase {
	uint8_t kind;           /* enum coll_phase_kind */
	uint16_t stage, get;    /* CP_get, CP_push: OP_* of the staging tile and the transfer */
	uint8_t source;         /* CP_push: operand index */
	const char *peer;       /* CP_get: kwarg naming the rank read from */
	const char *stage_name; /* CP_get, CP_push: the staging tile's temp name */
	const char *ret_name;   /* CP_get, CP_push: the transfer's temp name */
	const char *loop;       /* CP_push: the rank loop's var name */
	bool whole;             /* CP_push: the source is one row, sent whole */
	/* CP_push by runtime counts (COLL_NONE: a row per rank): each rank's block of
	 * rows (the updated operand's rows / the signal's ranks) goes whole, and the
	 * count read from operand `counts` (by op `read`), clamped to the block, is
	 * published into operand `publish` on the peer; count_names name the temps
	 * of the count, the clamped rows, the rows as INT32 and the publishing notify. */
	uint8_t counts, publish;
	uint16_t read;
	const char *const *count_names;
};

#define COLL_NONE 0xff
#define COLL_COUNT_NAMES 4

/* One expansion inside a kernel, taken when the collective's kwarg
 * `when_kwarg` (NULL: always) has the value `when_value`. */
struct coll_kernel {
	const char *when_kwarg, *when_value;
	uint8_t n_phases;
	const struct coll_phase *phases;
};

/* A pld collective.  Its result is the operand its `same_as` type rule
 * names (in place); `signals` are the operands that carry the barrier and
 * take the comm domain of that operand (MaterializeCommDomainScopes). */
struct collective {
	uint16_t op;          /* OP_* */
	uint8_t n_signals;
	const uint8_t *signals; /* operand indices */
	uint8_t n_host;
	const struct coll_host *host; /* LowerHostTensorCollectives, tried in order */
	bool host_loops;      /* may run in a loop of a host orchestrator */
	uint8_t n_kernel;
	const struct coll_kernel *kernel; /* its expansions inside a kernel
					     (LowerCompositeOps), tried in order;
					     none: it stays */
	int16_t ops[CR_COUNT]; /* OP_* by role, -1: none */
	const char *reduce_kwarg; /* the int kwarg choosing the reduction, or NULL */
	uint8_t n_reduce;
	const uint16_t *reduce;   /* OP_* of the elementwise tile op, by its value */
	uint32_t chunk_bytes;     /* a chunk's largest size (CP_chunks, CP_ring) */
	uint32_t align_bytes;     /* chunk widths and padded reads align to this */
	uint32_t padded;          /* dtypes (1 << DT_*) read with CR_remote_load_padded */
};

/* Sorted by op. */
extern const struct collective collectives[];
extern const unsigned n_collectives;

#endif
