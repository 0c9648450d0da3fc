/* The backend layer: every question a pass, the emitter or the CLI asks about a
 * target (seed 003's BackendHandler), answered from the spec_backends tables.
 * No backend is named here; a new backend is a new specs/backends file. */
#ifndef PTOC_BACKEND_H
#define PTOC_BACKEND_H

#include <stdbool.h>
#include <stdint.h>

#include "spec.h"

/* A backend, or NULL for "no backend configured" where a function allows it. */
typedef struct spec_backend be_t;

/* ---- lookup ---- */

/* The backend whose name or one of whose aliases is `name`, or NULL. */
const be_t *be_find(const char *name);
unsigned be_count(void);
const be_t *be_at(unsigned i); /* table order */

/* Index of op `name` in spec_ops, or -1. */
int be_op_index(const char *name);

/* ---- BackendHandler values ---- */

const char *be_target_arch(const be_t *be);       /* pto.target_arch */
const char *be_launch_core_count_method(const be_t *be);
const char *be_default_sim_platform(const be_t *be);
const char *be_cap_str(const be_t *be, enum cap_str c);
bool be_cap(const be_t *be, enum cap_bool c);
/* Extra ptoas arguments; returns their number, *flags the array. */
unsigned be_extra_ptoas_flags(const be_t *be, const char *const **flags);
/* The immutable sync resource catalog: its name and `key = value` entries. */
const char *be_sync_catalog_name(const be_t *be);
unsigned be_sync_catalog(const be_t *be, const struct spec_kv **entries);
/* The catalog entry `key`; false when absent. */
bool be_sync_catalog_value(const be_t *be, const char *key, int64_t *value);
const char *be_min_ptoas_version(const be_t *be);

/* Whether in-core codegen accepts dtype `dt` (SupportsIncoreDataType):
 * every dtype that is not 4 bits wide, and the backend's listed 4-bit ones. */
bool be_incore_dtype(const be_t *be, enum dtype dt);
/* The backend's reason for rejecting the other 4-bit dtypes. */
const char *be_incore_4bit_note(const be_t *be);

/* Whether an Acc tile may be stored straight into a GM tensor of dtype `dt`
 * (SupportsAccToGmDtype: the cube fix-pipe's destinations). */
bool be_acc_to_gm_dtype(const be_t *be, enum dtype dt);

/* Physical M-row alignment of L0C for an accumulator dtype. */
unsigned be_l0c_m_alignment(const be_t *be, enum dtype acc);

/* The backend's L0 matmul tiling facts (granule, minimum tile edge, roofline
 * cost model), or NULL when its spec has none. */
const struct spec_l0_tiling *be_l0_tiling(const be_t *be);

/* A tile view's fractal layout pair. */
struct be_layout {
	uint8_t blayout, slayout; /* enum tile_layout */
};
/* The view a tile takes when moved across cores into `dest`: `view` is
 * updated in place.  Returns false (view untouched) when `dest` may not receive
 * a cross-core move. */
bool be_cross_core_view(const be_t *be, enum memspace dest, struct be_layout *view);

/* ---- SoC ---- */

/* Capacity / alignment in bytes of the first component holding `space`
 * (walking dies, clusters, cores, memories); 0 when the SoC does not model it.
 * Never multiplied by core or die counts. */
uint64_t be_capacity_bytes(const be_t *be, enum memspace space);
uint32_t be_mem_alignment(const be_t *be, enum memspace space);
/* The core type (enum core_type) of the first SoC core that has memory
 * `space`, or CORE_COUNT when no core models it. */
int be_mem_core_type(const be_t *be, enum memspace space);
/* Cores of `type` over all dies and clusters. */
unsigned be_core_count(const be_t *be, enum core_type type);
unsigned be_dies(const be_t *be);

/* ---- ops ---- */

/* Whether `be` registers op `op` (an index into spec_ops).  NULL: every op. */
bool be_op_supported(const be_t *be, unsigned op);

/* Row-major layout slots of an op: operand bitmask and the result slot. */
struct be_layout_slots {
	uint32_t inputs;
	bool output;
};
/* The backend's override or the op default; NULL backend: no constraints. */
struct be_layout_slots be_op_layout(const be_t *be, unsigned op);
/* The effective scratch rule (kind SR_COUNT: none); NULL backend: op default. */
const struct spec_rule *be_op_scratch_rule(const be_t *be, unsigned op);
/* The effective emit kind and PTO template. */
uint8_t be_op_emit(const be_t *be, unsigned op);
const struct spec_template *be_op_pto(const be_t *be, unsigned op);
/* The backend's override record of an op, or NULL. */
const struct spec_op_override *be_op_override(const be_t *be, unsigned op);
/* The memory spaces operand `slot` of op `op` may be in: the op's `mem` list,
 * widened by the backend's core_mem list when `one_core` (a kernel bound to
 * one core, AIC or AIV).  0 = any. */
uint32_t be_op_operand_mem(const be_t *be, unsigned op, uint32_t slot, bool one_core);
/* The tile operands (bit i: operand i) the backend's instruction of op reads from
 * tiles of its result's physical shape (override operands_in_result_shape). */
uint32_t be_op_result_shape_operands(const be_t *be, unsigned op);

/* ---- native tcvt ---- */

bool be_tcvt_native(const be_t *be, enum dtype src, enum dtype dst);

/* ---- scratch plans (seed 003, reference §3) ---- */

#define BE_DYN (-1)    /* a dynamic dimension */
#define BE_ABSENT (-2) /* an argument not given */
#define BE_MAX_RANK 8

/* A tile type as the scratch query sees it: element dtype, physical shape and
 * valid shape (dims BE_DYN when not static). */
struct be_tile {
	int dtype;
	int rank;
	int64_t shape[BE_MAX_RANK];
	int64_t valid[BE_MAX_RANK];
};

/* The query of PlanOpScratch.  Absent ints are BE_ABSENT, absent pointers
 * NULL; be_query_init fills every field so. */
struct be_scratch_query {
	int dtype;                    /* element (source) dtype: sel, sels */
	int64_t source_cols;          /* physical source columns: sels (BE_DYN ok) */
	const struct be_tile *source; /* source tile: cast */
	int target_dtype;             /* cast */
	int saturating;               /* cast: 0 / 1 */
	int source_dtype;             /* cast: must match the source tile */
};
void be_query_init(struct be_scratch_query *q);

enum be_scratch_kind {
	BE_REQUIRED,     /* spec below, in elements, a Vec tile */
	BE_NOT_REQUIRED,
	BE_UNKNOWN,      /* information the rule needs is missing or dynamic */
	BE_UNSUPPORTED,  /* the input is not supported by this target */
	BE_NONE,         /* the op is registered but has no plan rule */
	BE_ERROR,        /* the op is not registered, or the query contradicts itself */
};

struct be_scratch_plan {
	enum be_scratch_kind kind;
	int dtype;           /* BE_REQUIRED */
	int64_t rows, cols;  /* BE_REQUIRED */
	char error[160];     /* BE_ERROR: the message */
};

/* Plans the scratch of op `op` for `be` (NULL: no backend configured, the op
 * default rule).  Creates nothing. */
struct be_scratch_plan be_plan_scratch(const be_t *be, unsigned op,
				       const struct be_scratch_query *q);

/* Bytes of the PTOAS tcvt tmp (reference §3.4) for a 2-D source of
 * `src` dtype with `rows x cols` valid elements and `src_cols` physical columns
 * converted to `dst`; always a multiple of 32, at least 32. */
int64_t be_tcvt_tmp_bytes(enum dtype src, enum dtype dst, int64_t rows, int64_t cols,
			  int64_t src_cols);

/* The result kind's name as printed: "Required", "NotRequired", ... */
const char *be_scratch_kind_name(enum be_scratch_kind k);

#endif
