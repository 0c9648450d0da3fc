/* Runtime: executes PTO-ISA MLIR (.pto) on the CPU with real data.  Public
 * API of the library: parse a module, bind host arrays and scalars to a
 * function's parameters, run it against on-chip memories of given sizes.
 * Depends only on the shared generic headers (util, arena, diag, spec). */
#ifndef PTOC_RT_H
#define PTOC_RT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "spec.h"

/* Element types the runtime computes with (subset of enum dtype). */
bool rt_dtype_supported(int dt);
int rt_dtype_size(int dt);                /* bytes */
const char *rt_dtype_mlir(int dt);        /* "f32" */
int rt_dtype_from_mlir(const char *name); /* -1 when unknown */
bool rt_dtype_is_float(int dt);
bool rt_dtype_is_signed(int dt);
/* An array of dtype `data` may stand for one of dtype `want` by its bytes:
 * u8 for an 8-bit float (numpy has no such dtype). */
bool rt_dtype_raw_bytes_of(int data, int want);

/* The comparisons of pto's cmpMode and wait cmp words: "eq" "ne" "lt" "le" "gt" "ge"
 * are modes 0..5. */
int rt_cmp_parse(const char *word); /* -1 when unknown */
const char *rt_cmp_word(int mode);
bool rt_cmp_vals(int mode, double x, double y);

/* A host array (C order).  `data` is owned by the array. */
#define RT_MAX_RANK 8
struct rt_array {
	int dtype; /* enum dtype */
	int rank;
	int64_t shape[RT_MAX_RANK];
	size_t count; /* elements */
	uint8_t *data;
};
/* The largest array the runtime allocates (bytes). */
#define RT_MAX_ARRAY_BYTES ((uint64_t)1 << 32)
/* A zeroed array; NULL with a message in err when its size overflows,
 * exceeds RT_MAX_ARRAY_BYTES or cannot be allocated. */
struct rt_array *rt_array_try_new(int dtype, int rank, const int64_t *shape, char *err, size_t errlen);
/* The same for shapes known to be small (tests, tools): die()s instead. */
struct rt_array *rt_array_new(int dtype, int rank, const int64_t *shape);
void rt_array_free(struct rt_array *a);
double rt_array_get_f(const struct rt_array *a, size_t i);
int64_t rt_array_get_i(const struct rt_array *a, size_t i);
void rt_array_set_f(struct rt_array *a, size_t i, double v); /* rounds to nearest even */
void rt_array_set_i(struct rt_array *a, size_t i, int64_t v);

/* Prints `label DTYPE [SHAPE]`, then one line per row `[ROW] v v v` (a run of n equal
 * values as v*n, equal consecutive rows as one line `[FIRST..LAST] ...`): the format of
 * `ptoc run --print`. */
void rt_array_print(FILE *out, const char *label, const struct rt_array *a);

/* Per-rank fills (`ptoc run --in I=rank` / `rank_iota`): rt_is_rank_fill is true for
 * SRC "rank" and "rank_iota"; rt_fill_rank fills `a` with `rank` in every element (SRC
 * "rank") or with iota offset by rank * a->count (SRC "rank_iota"), and returns false
 * for any other SRC.  rt_rank_fill_typo is true for a SRC that looks like a misspelt
 * per-rank fill (it starts with "rank" and holds no '.' or '/', so it is no .npy path)
 * and is neither. */
bool rt_is_rank_fill(const char *src);
bool rt_fill_rank(struct rt_array *a, const char *src, int rank);
bool rt_rank_fill_typo(const char *src);

/* .npy files: v1/v2/v3 headers, C order, little-endian; dtypes f32 f16 bf16
 * (numpy '<V2' is not bf16: bf16 is written as the ml_dtypes descr 'bfloat16')
 * i8 u8 i16 i32 i64.  numpy has no 8-bit float dtype: f8E4M3FN, f8E5M2 and
 * !pto.f8E8M0 arrays, and !pto.f4E2M1x2 arrays (x2 carriers, two FP4 elements a
 * byte), are written as u8 arrays of their raw bytes, and a u8 array binds to a
 * pointer to any of them (rt_dtype_raw_bytes_of).  On failure
 * return NULL/false with a message naming the file in err; rt_npy_read sets
 * *io_error when the file could not be read (rather than not parsed).
 * rt_npy_write replaces a regular file atomically and writes a device, FIFO
 * or symbolic link in place (write_file_atomic). */
struct rt_array *rt_npy_read(const char *path, char *err, size_t errlen, bool *io_error);
struct rt_array *rt_npy_parse(const uint8_t *bytes, size_t len, char *err, size_t errlen);
bool rt_npy_write(const char *path, const struct rt_array *a, int version, char *err, size_t errlen);
/* Serializes into a malloc'd buffer (for tests and atomic writes). */
uint8_t *rt_npy_encode(const struct rt_array *a, int version, size_t *len);

/* A parsed module; lives until rt_module_free.  `file` and `text` are
 * registered with diag for quoting and must stay alive while errors about
 * this module may be reported. */
struct rt_module;
struct rt_module *rt_parse(const char *file, const char *text, size_t len); /* NULL after diag errors */
void rt_module_free(struct rt_module *m);
const char *rt_module_target_arch(const struct rt_module *m); /* NULL when absent */
int rt_module_func_count(const struct rt_module *m);
const char *rt_module_func_name(const struct rt_module *m, int i);
int rt_module_func_find(const struct rt_module *m, const char *name); /* -1 */
int rt_func_param_count(const struct rt_module *m, int f);
/* Parameter kind: 'p' pointer (dtype = element), 's' scalar (dtype; index is DT_INDEX). */
int rt_func_param_kind(const struct rt_module *m, int f, int i, int *dtype);
/* Its SSA name ("%arg0", "%__pypto_spmd_subblock_idx"). */
const char *rt_func_param_name(const struct rt_module *m, int f, int i);

/* Binding of one parameter.  A pointer parameter takes an array (not owned),
 * or a fill rule that creates the array when the kernel first makes a tensor
 * view over it (shape from the view).  Created arrays are returned through
 * `created` and owned by the caller afterwards. */
enum rt_bind_kind { RB_NONE, RB_ARRAY, RB_FILL_ZERO, RB_FILL_CONST, RB_FILL_IOTA, RB_SCALAR };
struct rt_log;
struct rt_binding {
	int kind;              /* enum rt_bind_kind; RB_NONE on a pointer = zeros */
	struct rt_array *array; /* RB_ARRAY, and filled in for fills after the run */
	double fval;           /* RB_FILL_CONST value / RB_SCALAR value (floats) */
	int64_t ival;          /* RB_SCALAR value (integers) / RB_FILL_IOTA start, in element counts */
	struct rt_log *log;    /* NULL, or where the run records its accesses of `array` */
};

/* An access log (optional, off unless a binding names one): the elements of one
 * pointer parameter's array that runs read, write, or add to atomically (tstore with
 * atomic_add), as intervals [lo, hi) of element indices.  Each data instruction appends
 * one interval per row of the partition it moves (one per element for strided rows,
 * gathers and scatters), merged with the previous one when they touch; a full log is
 * sorted and merged before it grows, so its size follows the disjoint ranges touched.
 * rt_log_finish leaves each kind sorted, disjoint and non-adjacent. */
enum { RT_ACC_READ, RT_ACC_WRITE, RT_ACC_ATOMIC, RT_ACC_KINDS };
struct rt_span {
	uint64_t lo, hi;
};
struct rt_log {
	struct rt_span *v[RT_ACC_KINDS];
	uint32_t n[RT_ACC_KINDS], cap[RT_ACC_KINDS];
};
void rt_log_add(struct rt_log *l, int kind, uint64_t lo, uint64_t hi);
void rt_log_finish(struct rt_log *l);
void rt_log_free(struct rt_log *l); /* its intervals; the struct is the caller's */

/* What a run may use: on-chip memory sizes in bytes, indexed by enum
 * memspace (0 = the space does not exist: any tile there is an error), and
 * a step budget: the loop iterations (scf.for and scf.while trips of every
 * loop together) one kernel may take before the run stops with an error at
 * the loop (0 = RT_DEFAULT_MAX_STEPS). */
#define RT_DEFAULT_MAX_STEPS 10000000ull
struct rt_caps {
	uint64_t bytes[MS_COUNT];
	uint64_t max_steps;
};

/* Runs function `f`.  `binds` has rt_func_param_count entries.  Errors are
 * reported through diag (naming the instruction and its loc).  Returns 0 on
 * success, 1 on a runtime error. */
int rt_run(struct rt_module *m, int f, const struct rt_caps *caps, struct rt_binding *binds);

/* Kernels that talk through cross-core pipes (pto.tpush_to_* / tpop_from_*
 * / tfree_from_*) run together as a group: one Cube member (lane -1) and one
 * or two Vector lanes (lane 0, 1: the subblock index, which a lane's
 * %__pypto_spmd_subblock_idx parameter takes).  Each member needs its own
 * module (run state lives in it); lanes may share one bindings array, so
 * that they fill the same tensors.  Members run one at
 * a time, switching only where one must wait, so results are deterministic;
 * a state where none can proceed is reported as a deadlock.  Returns 0 on
 * success, 1 on a runtime error of any member. */
struct rt_member {
	struct rt_module *m;
	int func;
	struct rt_binding *binds;
	int lane;
};
int rt_run_group(struct rt_member *members, int n, const struct rt_caps *caps);

/* Ranks of a distributed program (rt_comm.c): member r of `world` runs as rank r, each
 * with its own arrays, one at a time in the same deterministic way as a group's
 * members.  A pointer moved by pto.addptr by (window base of rank q - window base of
 * rank r) / element size reaches the same parameter's array of rank q: the
 * communication context of rank r (rt_comm_ctx_new) holds this rank and the world
 * size in slot RT_CTX_RANK (rank | world << 32), the window size in slot RT_CTX_WIN_SIZE
 * and rank q's window base, q * RT_WINDOW_BYTES, in slot RT_CTX_WINDOWS + q.  Signals
 * (pto.comm.tnotify / twait), puts (pto.comm.tput) and deferred completions (a task
 * whose end waits for a counter) move between ranks; a state where every unfinished
 * rank waits is reported as a deadlock at the waiting instruction.  Returns 0 on
 * success, 1 on a runtime error of any rank. */
#define RT_MAX_WORLD 8
enum { RT_CTX_RANK = 2, RT_CTX_WIN_SIZE = 3, RT_CTX_WINDOWS = 4 };
#define RT_WINDOW_BYTES ((int64_t)1 << 40)
int rt_run_ranks(struct rt_member *ranks, int world, const struct rt_caps *caps);
/* The communication context of `rank` in a world of `world` ranks (an INT64 array of
 * RT_CTX_WINDOWS + world elements). */
struct rt_array *rt_comm_ctx_new(int rank, int world);
/* The core a function's pipe instructions run on (RT_SIDE_NONE: it has
 * none); *lanes: the Vector lanes its transfers need (1, or 2 with a split
 * code), 0 without pipe instructions. */
enum { RT_SIDE_NONE, RT_SIDE_CUBE, RT_SIDE_VECTOR };
int rt_func_pipe_side(const struct rt_module *m, int f, int *lanes);

/* f16 / bf16 <-> f32, round to nearest even (rt_half.c). */
float rt_f16_to_f32(uint16_t h);
uint16_t rt_f32_to_f16(float f);
float rt_bf16_to_f32(uint16_t h);
uint16_t rt_f32_to_bf16(float f);
/* Decoding of the 8-bit OCP formats: FP8 E4M3FN (f8E4M3FN), FP8 E5M2
 * (f8E5M2) and the MX scale format E8M0 (!pto.f8E8M0); all are exact in f32. */
float rt_f8e4m3_to_f32(uint8_t b);
float rt_f8e5m2_to_f32(uint8_t b);
float rt_e8m0_to_f32(uint8_t b);
/* One FP4 E2M1 element (the low 4 bits of `code`; an x2 carrier holds two,
 * the first in its low nibble): 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives. */
float rt_e2m1_to_f32(uint8_t code);

#endif
