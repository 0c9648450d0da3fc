/* Internal structures of the runtime: tokens, parsed instructions, tile and
 * view values, element accessors and the per-dtype kernel table. */
#ifndef PTOC_RT_INT_H
#define PTOC_RT_INT_H

#include <math.h>
#include <stdint.h>

#include "arena.h"
#include "diag.h"
#include "rt.h"
#include "util.h"

/* ---- tokens (pto_lex.re) ---- */
enum {
	T_EOF = 256, T_SSA, T_SYM, T_BANG, T_HASH, T_SHAPE, T_INT, T_FLOAT, T_ID, T_STR, T_ARROW,
};
struct rt_tok {
	int kind; /* T_* or the punctuation character */
	const char *s;
	int len, line, col;
};
struct rt_toks {
	struct rt_tok *v;
	size_t n, cap;
};
int rt_lex(const char *file, const char *text, size_t len, struct rt_toks *ts);

/* How deep regions (scf.for / scf.if / scf.while bodies) and types may
 * nest in a module: parsing, liveness and execution recurse per level. */
#define RT_MAX_NEST 1000
#define RT_MAX_NEST_STR "1000"

/* ---- types ---- */
/* TY_MTILE: !pto.multi_tile_buf, `tile` is the slot type, dims[0] the count */
enum { TY_NONE, TY_SCALAR, TY_TILE, TY_TVIEW, TY_PVIEW, TY_PTR, TY_OTHER, TY_MTILE };

struct rt_tile_type {
	int space, dtype, rows, cols;
	int vrow, vcol; /* -1: `?` */
	int blayout, slayout, fractal, pad, compact;
};

/* FP4 (!pto.f4E2M1x2) tiles hold x2 carriers, two elements a byte paired
 * along one axis: cols (true) or rows.  A Vec tile pairs along its blayout's
 * contiguous axis, as the codegen halves its type; a tile in another memory
 * keeps logical extents in its type and pairs along its fractals' inner axis
 * (slayout; blayout when none_box), which the runtime halves on parsing
 * (rt_fp4_elements: whether the tile's type, offsets and valid operands count
 * elements along that axis). */
static inline bool rt_fp4_pairs_cols(int space, int blayout, int slayout)
{
	if (space != MS_Vec && slayout != TL_none_box)
		return slayout != TL_col_major;
	return blayout != TL_col_major;
}
static inline bool rt_fp4_elements(int space, int dtype) { return dtype == DT_FP4 && space != MS_Vec; }

struct rt_type {
	int kind;  /* TY_* */
	int dtype; /* element / scalar dtype */
	struct rt_tile_type tile;
	int rank;
	int64_t dims[RT_MAX_RANK]; /* -1: `?` */
};

struct rt_attr {
	const char *key, *val; /* val: the last word of the attribute value */
};

/* ---- instructions ---- */
enum rt_opk {
	OPK_CONST, OPK_ARITH, OPK_CAST, OPK_SELECT, OPK_FOR, OPK_IF, OPK_YIELD, OPK_RETURN,
	OPK_MAKE_TVIEW, OPK_PVIEW, OPK_ALLOC, OPK_LOAD, OPK_STORE, OPK_COMPUTE, OPK_RESHAPE,
	OPK_SUBVIEW, OPK_GETVAL, OPK_LOAD_SCALAR, OPK_STORE_SCALAR, OPK_NOP, OPK_SETVALID, OPK_SET_FFTS, OPK_ADDPTR,
	OPK_WHILE, OPK_CONDITION, OPK_LARRAY, OPK_LARRAY_GET, OPK_LARRAY_SET, OPK_ALLOC_MULTI, OPK_MULTI_GET,
	OPK_ASYNC, OPK_PIPE, OPK_COMM,
};

/* OPK_PIPE operations (rt_pipe.c): in->op = pipe op | direction << 4.
 * RESERVE/IMPORT: a reserved buffer's base (i32 result).  INIT: args are
 * the c2v and v2c consumer buffers.  PUSH: args[0] the tile.  POP: res[0]
 * the tile, hi/step the valid_row/valid_col operands (-1 when absent). */
enum rt_pipe_op { PIPE_RESERVE, PIPE_IMPORT, PIPE_INIT_AIC, PIPE_INIT_AIV, PIPE_PUSH, PIPE_POP, PIPE_FREE };
enum rt_pipe_dir { PIPE_C2V, PIPE_V2C }; /* Cube to Vector, Vector to Cube */
#define PIPE_OP(op) ((op) & 15)
#define PIPE_DIR(op) ((op) >> 4)
int rt_pipe_lookup(const char *name); /* in->op, or -1 */
int rt_comm_lookup(const char *name); /* OPK_COMM (rt_comm.c): in->op, or -1 */

struct rt_block {
	struct rt_inst **v;
	int n, cap;
};

/* outs operands of one instruction: pto.tquant.mx has the most (dst, exp,
 * max, scaling and an optional reordered exp) */
#define RT_MAX_OUTS 5

struct rt_inst {
	int kind;          /* enum rt_opk */
	int op;            /* OPK_ARITH / OPK_COMPUTE: the operation code */
	const char *name;  /* "pto.tadd" */
	struct span at;    /* loc(...) when present, else the .pto position */
	struct span pto;   /* position in the .pto file */
	bool has_loc;
	int nres, res[8];
	int nargs;
	int *args;             /* operand slots (ins, or the generic operand list) */
	struct rt_type *argt;  /* their types (TY_NONE when not written) */
	int nouts, outs[RT_MAX_OUTS];
	struct rt_type outt[RT_MAX_OUTS];
	int nattrs;
	struct rt_attr *attrs;
	struct rt_type rtype;  /* result / declared type */
	int nl1, *l1, nl2, *l2; /* offsets+sizes, shape+strides, valid_row/col, ... */
	int64_t ival;          /* constant; addr-less allocs: chosen address + 1, 0 before the first run */
	double fval;
	int pred;              /* comparison predicate */
	int lo, hi, step, ind; /* scf.for */
	int niter, *iter_init, *iter_arg;
	struct rt_block body, els; /* scf.for body / scf.if then, else / scf.while before, after */
	uint64_t *live_in;     /* tile handles whose current data is still needed */
	/* attributes execution asks for, decoded once after parsing (rt_decode) */
	int rm;                /* rmode: enum RM_*, RM_NONE when absent, -1 unknown */
	int cmp;               /* cmpMode eq ne lt le gt ge = 0..5, 0 when absent, -1 unknown */
	bool atomic_add, descending;
	int split, pipe_id;    /* pipe instructions: split code, pipe id */
};

struct rt_func {
	const char *name;
	int nparams;
	int *params;          /* slots */
	struct rt_type *ptypes;
	struct rt_block body;
	int nslots;
	const char **slot_names;
	int *slot_handle;     /* tile handle of a slot (alloc result or a view of one), -1 */
	bool *slot_root;      /* the slot is the alloc_tile result that owns its handle */
	int *slot_nh;         /* handles the slot may stand for, slot_handle .. + slot_nh - 1: the
			       * count of a multi_tile region, or of a multi_tile_get whose slot
			       * index is only known at run time; 1 otherwise */
	int nhandles;
	int *handle_buf;      /* per handle: the buffer (one type at one constant address) it
			       * shares with other handles, -1 */
	bool *handle_whole;   /* per handle: its valid shape is its whole tile */
	int nbufs;
};

struct rt_module {
	struct arena arena;
	const char *file;
	const char *arch;
	struct rt_func *funcs;
	int nfuncs;
};

enum rt_arith {
#define ARITH(name, kind, code) code,
#include "rt_arith.def"
#undef ARITH
	A_COUNT
};
/* Asynchronous-handle instructions (prefetch context, session, event):
 * what each operand must be and what the result is.  A prefetch is a hint,
 * so the handles are opaque values and a wait reports completion (true). */
enum rt_handle { RH_PTR = 1, RH_PVIEW, RH_CTX, RH_SESSION, RH_EVENT, RH_DONE };
struct rt_async_op {
	const char *name;
	int nargs, args[2]; /* enum rt_handle of each operand */
	int result;         /* enum rt_handle; RH_DONE: an i1 that is 1 */
};
extern const struct rt_async_op rt_async_ops[];
int rt_async_lookup(const char *name); /* index into rt_async_ops, -1 */

int rt_arith_kind(int code);                 /* OPK_ARITH / OPK_CAST / OPK_SELECT */
int rt_compute_lookup(const char *name);     /* index of a pto compute instruction, -1 */
int rt_compute_readmask(int op);             /* ins operands whose data is read */
const char *rt_unsupported_reason(const char *name); /* a known instruction the runtime cannot run: why; NULL */
bool rt_compute_full_write(int op);          /* the op defines its whole destination */
bool rt_compute_writes_whole(int op);        /* ... or reads and rewrites all of it (matmul.acc) */
void rt_liveness(struct arena *a, struct rt_func *f);
void rt_decode(struct rt_block *b);          /* every instruction's attributes, once (rt_table.c) */
void rt_compute_decode(struct rt_inst *in);  /* a compute instruction's (rt_compute.c) */
void rt_pipe_decode(struct rt_inst *in);     /* a pipe instruction's (rt_pipe.c) */

/* ---- element access ---- */
struct rt_acc {
	uint8_t *base;
	int dtype, esize;
	int64_t rs, cs; /* element strides of a row / a column step */
	int rows, cols, vr, vc;
};
#define RT_EL(A, r, c) ((A)->base + ((int64_t)(r) * (A)->rs + (int64_t)(c) * (A)->cs) * (A)->esize)

/* double -> int64 with every input defined: NaN is 0 and values outside the
 * int64 range saturate (as pto.tcvt does).  A plain cast of such a value is
 * undefined behaviour in C. */
static inline int64_t rt_f2i(double f)
{
	if (isnan(f))
		return 0;
	if (f >= 9223372036854775808.0)
		return INT64_MAX;
	if (f < -9223372036854775808.0)
		return INT64_MIN;
	return (int64_t)f;
}

/* Generic element access through double / int64 (kernels_*.c). */
double rt_ld_f(int dtype, const uint8_t *p);
int64_t rt_ld_i(int dtype, const uint8_t *p);
void rt_st_f(int dtype, uint8_t *p, double v);  /* float formats: round to nearest even */
void rt_st_i(int dtype, uint8_t *p, int64_t v); /* integers: wrap */

/* Operation codes of the tile kernels. */
enum rt_kop {
	K_ADD, K_SUB, K_MUL, K_DIV, K_MAX, K_MIN, K_REM, K_FMOD, K_AND, K_OR, K_XOR, K_SHL, K_SHR,
	K_LRELU,
	K_ABS, K_EXP, K_LOG, K_SQRT, K_RSQRT, K_RECIP, K_NEG, K_NOT, K_RELU,
	K_SUM, K_PROD, K_EXPDIF, K_COPY,
	K_NOPS
};

/* The tile kernels (kernels.c.m4), for the dtypes rt_kern_dtype accepts;
 * every operand has the destination's dtype.  The elementwise ones loop over
 * the destination's valid region, and an input may be the destination
 * itself (the same elements at the same places), not another overlapping
 * tile.  Each returns false when `op` is not defined for the dtype. */
bool rt_kern_dtype(int dt);
bool rt_kern_bin(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b);
bool rt_kern_part(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b);
bool rt_kern_sca(int op, const struct rt_acc *d, const struct rt_acc *a, double sf, int64_t si);
bool rt_kern_un(int op, const struct rt_acc *d, const struct rt_acc *a);
/* d = (a op1 b) + c, or (a op1 scalar) + c when b is NULL: taddc, tsubc, taddsc, tsubsc. */
bool rt_kern_tern(int op1, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, double sf,
		  int64_t si, const struct rt_acc *c);
bool rt_kern_rowred(int op, const struct rt_acc *d, const struct rt_acc *a); /* rows of a into column 0 of d */
bool rt_kern_colred(int op, const struct rt_acc *d, const struct rt_acc *a); /* columns into row 0 */
/* d[r][c] = a[r][c] op v[r][0] (rowexp) or v[0][c] (colexp); a NULL: the v element itself. */
bool rt_kern_rowexp(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v);
bool rt_kern_colexp(int op, const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *v);
void rt_kern_fill(const struct rt_acc *d, int r0, int c0, int r1, int c1, double sf, int64_t si);
/* pto.tcvt of a into d's valid region, any dtypes: rt_convert on each element. */
void rt_kern_cvt(const struct rt_acc *d, const struct rt_acc *a, int rm);
void rt_kern_cvt_row(int sdt, const uint8_t *s, int64_t ss, int ddt, uint8_t *d, int64_t ds, int n, int rm);
/* d (M x N, f32 for float inputs, i32 for i8) = init + a (M x K) x b (K x N),
 * init the acc element, bias[0][j] or 0; false (nothing done) for an input
 * dtype without kernels. */
bool rt_kern_matmul(const struct rt_acc *d, const struct rt_acc *a, const struct rt_acc *b, const struct rt_acc *acc,
		    const struct rt_acc *bias, int M, int K, int N);

/* Rounding modes of pto.tcvt (ops-and-backends.md 5.5). */
enum { RM_NONE, RM_RINT, RM_ROUND, RM_FLOOR, RM_CEIL, RM_TRUNC, RM_ODD, RM_CAST_RINT };
/* Converts one element from `sdt` to `ddt` with rounding mode `rm`. */
void rt_convert(int sdt, const uint8_t *sp, int ddt, uint8_t *dp, int rm);
uint16_t rt_f32_to_f16_rm(float f, int rm);
uint16_t rt_dbl_to_f16_rm(double f, int rm);
uint16_t rt_dbl_to_bf16_rm(double f, int rm);
float rt_dbl_to_f32_rm(double f, int rm);
uint16_t rt_f32_to_bf16_rm(float f, int rm);
uint8_t rt_dbl_to_f8e4m3_rm(double f, int rm);
uint8_t rt_dbl_to_f8e5m2_rm(double f, int rm);
uint8_t rt_dbl_to_e8m0_rm(double f, int rm);
/* The E2M1 code (0..15) of f rounded with `rm`, saturating at +-6; false for
 * NaN, which has no code. */
bool rt_dbl_to_e2m1_rm(double f, int rm, uint8_t *code);

#endif
