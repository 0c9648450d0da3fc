/* The IR of tile programs: types, expressions, statements, functions and
 * programs, with builders, the implicit/effective tile view, walkers and
 * rewriting helpers for passes.
 *
 * Invariants (every producer of IR keeps them; the type checker and the
 * verifier rely on them):
 *  - Every node lives in the program's arena (`program->arena`) and is never
 *    freed alone.  Nodes may be shared (a type or a constant used twice);
 *    passes that change a node in place must own it (build a new one when in
 *    doubt; builders are cheap).
 *  - Every node has a span.  Synthesized nodes copy the span of the node they
 *    replace or derive from (never a zero span when one is at hand).
 *  - Identifier strings (var names, function names, attr keys, symbols) are
 *    interned (intern.h): compare with `==`.
 *  - A `struct var` is one IR variable (pypto Var/IterArg/MemRef base).  Its
 *    `id` is unique in the program (0..program->n_vars-1) and indexes side
 *    tables.  The same name may belong to several vars (see "Non-SSA
 *    programs"; scoping is resolved by the parser).
 *  - Op calls refer to ops by index into spec_ops (gen/spec_ids.h OP_*).
 *    `kwargs` has exactly spec_ops[op].n_kwargs entries in spec order; an
 *    entry not written (and not supplied by the spelling) has present=false
 *    and holds the spec default (or a zero value when the kwarg has none).
 *  - After type checking, every expression has a non-NULL `type` (a var
 *    reference's type is its var's type).  Types are immutable once built:
 *    build a new type instead of editing a shared one.
 *  - Loops and ifs with results: `return_vars` are the values visible after
 *    the statement; each body (for/while body, if then/else) ends with a
 *    ST_YIELD whose values match return_vars in number and type.  Loops
 *    without iter args / ifs without results have no trailing yield.
 *  - Statement lists are arrays (`struct stmt_list`); nesting happens only
 *    through compound statements (no SeqStmt nodes).
 *
 * Non-SSA programs (what the parser builds from a program written without
 * SSA, and what ConvertToSSA starts from; pypto's non-strict parser):
 *  - A name assigned again in a function keeps its var: every ST_ASSIGN to
 *    it, and every use, refers to the same `struct var` (a parameter, a
 *    loop variable or an iter arg re-assigned in the body included).  Only
 *    a value of another type (MemRefs aside) starts a new var of the same
 *    name; later uses refer to the newest.  Under strict_ssa=True (on
 *    @pl.program or @pl.function) a second assignment is an error.
 *  - Names are function-wide (Python): a var first assigned in a loop body or
 *    an if branch is visible after the statement, one var for both branches.
 *  - A loop or if that updates a var defined before it has no iter args,
 *    return vars or trailing yield for it: the body simply assigns the outer
 *    var, and the statements after the loop/if read that same var.
 *    ConvertToSSA makes such vars iter args / return vars (loops) and phis
 *    (ifs) and gives every definition its own var.
 *  - A loop written with init_values but no yield (its body re-assigns the
 *    iter args) is left for ConvertToSSA too: it has iter args and no
 *    return vars.
 *  - After ConvertToSSA (SSAForm) every var has exactly one definition.
 *
 * Using the IR from a pass (typical shape):
 *   program = parse_program(...)            parse.h: typed IR, every var typed
 *   for each function f: f->body = ir_rewrite_stmts(p->arena, f->body, fn, ctx)
 *   in fn: build a call with ir_new_call(a, OP_tile_reshape, args, s->span),
 *          set kwargs with ir_call_set_kwarg_*, type it with tc_deduce_call
 *          (typecheck.h), bind it to ir_new_var(p, intern_cstr(name), VAR_LOCAL,
 *          call->type, span) through ir_new_assign, push the statements.
 *   query layouts with ir_tile_view_effective(type); compare results with
 *   equal.h (alpha-equivalence) and print with print.h. */
#ifndef PTOC_IR_H
#define PTOC_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "arena.h"
#include "diag.h"
#include "spec.h"

struct expr;
struct stmt;
struct type;
struct var;
struct function;

/* ---- lists ---------------------------------------------------------------- */

struct expr_list {
	uint32_t n;
	struct expr **v;
};

struct stmt_list {
	uint32_t n;
	struct stmt **v;
};

/* A `key=value` pair: call attrs (`attrs={"k": v}`), pl.func_attr entries,
 * scope keywords and loop attrs.  key interned; value any expression
 * (lists, strings, symbols ...). */
struct attr {
	const char *key;
	struct expr *value;
};

struct attr_list {
	uint32_t n;
	struct attr *v;
};

/* ---- types ----------------------------------------------------------------- */

enum type_kind {
	TY_UNKNOWN,  /* pl.UnknownType; also "not deduced yet" */
	TY_SCALAR,   /* pl.Scalar[dtype] */
	TY_TENSOR,   /* pl.Tensor[...] / pld.DistributedTensor[...] */
	TY_TILE,     /* pl.Tile[...] */
	TY_TUPLE,    /* pl.Tuple[...] / tuple[...] */
	TY_PTR,      /* pl.Ptr (MemRef base buffers from tile.alloc) */
	TY_MEMREF,   /* pl.MemRefType */
	TY_ARRAY,    /* pl.Array[n, dtype] (local arrays) */
	TY_OPAQUE,   /* handle types: `opaque` names it (pl.AsyncEvent, pld.CommCtxType ...) */
};

/* pl.TensorView(valid_shape=[..], stride=[..], layout=.., pad=..).  An empty
 * stride list means "implicit" (MaterializeTensorStrides fills it); an empty
 * valid_shape means "= shape".  Canonical form: a view that is all default
 * (no valid_shape, empty stride, ND, pad null) is stored as NULL. */
struct tensor_view {
	struct expr_list valid_shape;
	struct expr_list stride;
	uint8_t layout; /* enum tensor_layout */
	uint8_t pad;    /* enum pad_value */
};

/* pl.TileView(...).  Empty valid_shape = shape; empty stride / NULL
 * start_offset = absent.  Canonical form (kept by ir_type_tile): valid_shape
 * equal to the shape is cleared, and a view equal to the implicit view of
 * (shape, memory space) is stored as NULL. */
struct tile_view {
	struct expr_list valid_shape;
	struct expr_list stride;
	struct expr *start_offset;
	uint8_t blayout, slayout; /* enum tile_layout */
	uint8_t pad;              /* enum pad_value */
	uint8_t compact;          /* enum compact_mode */
	uint32_t fractal;         /* bytes */
};

/* pl.MemRef(base, byte_offset, size[, slots=N])[slot_index], or the author
 * form pl.MemRef("name"[, slots=N])[i] (pinned: offset NULL, size 0).
 * `base` is the Ptr var when the base is defined in the function body
 * (printed bare), else NULL and `base_name` names it (printed quoted). */
/* The narrow fields last, together: one per tile, so padding counts. */
struct memref {
	const char *base_name; /* interned; always set */
	struct var *base;      /* or NULL */
	struct expr *offset;   /* INT64 expression; NULL for the author form */
	uint64_t size;
	struct expr *slot_index; /* or NULL */
	uint32_t slots;        /* 0 = single slot */
	bool author;           /* written as pl.MemRef("name", ...) */
};
_Static_assert(sizeof(struct memref) <= 48, "struct memref grew");

struct type {
	uint8_t kind;        /* enum type_kind */
	uint8_t dtype;       /* scalar, tensor, tile, array: enum dtype */
	uint8_t mem;         /* tile: enum memspace, MS_COUNT = none */
	bool distributed;    /* tensor: pld.DistributedTensor */
	uint32_t n_elems;    /* tuple (beside the bytes above: no padding) */
	struct expr_list shape; /* tensor, tile; array: one dim */
	struct tensor_view *tview; /* tensor: NULL = default view */
	struct tile_view *view;    /* tile: NULL = implicit view */
	struct memref *memref;     /* tensor, tile: or NULL */
	struct type **elems;
	const char *opaque;        /* opaque: interned printed name ("pl.Ptr" ...) */
};
_Static_assert(sizeof(struct type) <= 64, "struct type grew");

/* Constructors.  Scalar and Unknown/Ptr/MemRefType types are shared
 * singletons (never edit them).  ir_type_tile/ir_type_tensor canonicalize the
 * view as documented above; `view`/`tview` may be NULL; the structs passed
 * are copied. */
const struct type *ir_type_unknown(void);
const struct type *ir_type_scalar(enum dtype dt);
const struct type *ir_type_ptr(void);
const struct type *ir_type_memref_t(void);
struct type *ir_type_tensor(struct arena *a, struct expr_list shape, enum dtype dt,
			    const struct tensor_view *tview, struct memref *memref);
/* Whether ir_type_tensor ever made a type with a (non-default) view, the
 * only way one is made: while not, no program holds one. */
bool ir_tensor_view_made(void);
/* Makes t a pld.DistributedTensor (d) or not.  The first type made one is
 * noted: while none was (ir_distributed_made false), no program holds one.
 * Other types take the flag only by copying it from a type that has it. */
void ir_type_set_distributed(struct type *t, bool d);
bool ir_distributed_made(void);
/* Notes that a pl.split_aiv region (SC_SPLIT_AIV scope) was built; while none
 * was (ir_split_aiv_made false), no program holds one. */
void ir_note_split_aiv(void);
bool ir_split_aiv_made(void);
struct type *ir_type_tile(struct arena *a, struct expr_list shape, enum dtype dt,
			  enum memspace mem, const struct tile_view *view, struct memref *memref);
/* The canonical tile type ir_type_tile would return, built in *t without
 * allocating (its view, when not implicit, in *vbuf): to look for an
 * equal type that already exists. */
void ir_type_tile_init(struct type *t, struct tile_view *vbuf, struct expr_list shape, enum dtype dt,
		       enum memspace mem, const struct tile_view *view, struct memref *memref);
struct type *ir_type_tuple(struct arena *a, uint32_t n, const struct type *const *elems);
struct type *ir_type_array(struct arena *a, struct expr *dim, enum dtype dt);
struct type *ir_type_opaque(struct arena *a, const char *name);
/* A shallow copy to edit before publishing (shape/view arrays still shared). */
struct type *ir_type_clone(struct arena *a, const struct type *t);

/* Structural equality of types (shapes compared with ir_expr_equal_exact,
 * i.e. vars by identity).  Views are compared in canonical form. */
bool ir_type_equal(const struct type *x, const struct type *y);
/* True for a tensor the runtime holds as x2 carriers: a 4-bit dtype packs two
 * elements a byte along its last axis, so extents and offsets there count bytes. */
bool ir_type_packed4(const struct type *t);

/* The implicit tile view of (shape, space), reference ops-and-backends §5.3:
 * blayout col_major iff a 2-D static [N, 1] shape with N > 1 (Vec, Bias,
 * DDR, none, ScalarLocal, Right); Mat/Left col/row; Right slayout col_major;
 * Acc col/row fractal 1024; LeftScale row/row 32; RightScale col/col 32. */
struct tile_view ir_tile_view_implicit(struct expr_list shape, enum memspace mem);
/* The explicit view with valid_shape filled from the shape, or the implicit
 * one (also with valid_shape = shape).  Valid for TY_TILE only. */
struct tile_view ir_tile_view_effective(const struct type *tile);
/* Whether window type w of tile type src (both rank 2) holds its elements
 * back to back in src's buffer: whole rows of a row-major source, whole
 * columns of a col-major one, or the whole source (dims compare equal as
 * constants or as one expression).  False for anything else. */
bool ir_tile_window_contiguous(const struct type *w, const struct type *src);
/* Valid shape of a tile or tensor: the view's, or the shape. */
struct expr_list ir_valid_shape(const struct type *t);

/* ---- variables ------------------------------------------------------------ */

enum var_kind {
	VAR_LOCAL,   /* assigned in a body (incl. yield targets = return vars) */
	VAR_PARAM,   /* function parameter */
	VAR_LOOP,    /* for-loop induction variable */
	VAR_ITER,    /* loop-carried iter arg (pypto IterArg) */
	VAR_DYN,     /* program-level symbolic dim: N = pl.dynamic("N") */
};

struct var {
	const char *name; /* interned; printing may disambiguate */
	uint32_t id;      /* unique in the program */
	uint8_t kind;     /* enum var_kind */
	const struct type *type;
	struct span span; /* where it is defined */
};

/* ---- expressions ---------------------------------------------------------- */

/* EX_VAR .. EX_SYMBOL are the leaves, in this order (ir_expr_equal_exact
 * relies on it). */
enum expr_kind {
	EX_VAR,      /* u.var */
	EX_INT,      /* u.i, dtype in `dtype` (INDEX for bare literals) */
	EX_FLOAT,    /* u.f, dtype (FP32 for bare literals) */
	EX_BOOL,     /* u.b */
	EX_STR,      /* u.s (interned, unquoted text) */
	EX_ENUM,     /* a closed-vocabulary value: u.en */
	EX_SYMBOL,   /* an open dotted name printed as is: u.s ("pl.adir.input") */
	EX_BINARY,   /* u.bin */
	EX_UNARY,    /* u.un */
	EX_CAST,     /* pl.cast(x, pl.DT): u.un.x, dtype = target */
	EX_LIST,     /* [a, b] (pypto MakeTuple, also shape / offset lists): u.list */
	EX_GETITEM,  /* x[i]: u.get */
	EX_CALL,     /* op call: u.call */
	EX_FCALL,    /* self.f(...) call of a program function: u.fcall */
};

enum binop {
	BO_ADD, BO_SUB, BO_MUL, BO_FLOORDIV, BO_DIV, BO_MOD, BO_POW,
	BO_EQ, BO_NE, BO_LT, BO_LE, BO_GT, BO_GE,
	BO_AND, BO_OR, BO_XOR,          /* logical: and or xor */
	BO_BITAND, BO_BITOR, BO_BITXOR, BO_SHL, BO_SHR,
	BO_MIN, BO_MAX,                 /* pl.min / pl.max */
	BO_COUNT
};

enum unop { UO_NEG, UO_BITNOT, UO_NOT, UO_ABS, UO_COUNT };

/* Enum classes of EX_ENUM (the closed vocabularies of spec.h). */
enum enum_class {
	EN_DTYPE,         /* pl.FP32 */
	EN_MEM,           /* pl.Mem.Vec */
	EN_TILE_LAYOUT,   /* pl.TileLayout.row_major */
	EN_TENSOR_LAYOUT, /* pl.TensorLayout.ND */
	EN_PAD,           /* pl.PadValue.zero */
	EN_COMPACT,       /* pl.CompactMode.normal */
};

/* A keyword argument value of an op call, typed by the spec (KT_*).  Int
 * kwargs with an enum (spec_kwarg.enum_id >= 0) hold the enum's value. */
struct kwval {
	bool present;  /* written, or supplied by the spelling used */
	uint8_t type;  /* enum kwarg_type (copied from the spec) */
	int64_t i;     /* bool, int, dtype, mem, layouts, pad, compact */
	double f;      /* float */
	const char *s; /* str (interned) */
};

/* expr flags */
enum {
	/* a constant the DSL source computes in Python: a bare literal, a
	 * module-level constant, or arithmetic on them (the parser folds such
	 * arithmetic, as the reference's Python evaluation does; pl.const(...)
	 * is not one) */
	EXF_PYCONST = 1,
};

struct expr {
	uint8_t kind;   /* enum expr_kind */
	uint8_t dtype;  /* EX_INT / EX_FLOAT / EX_CAST: enum dtype */
	uint8_t flags;  /* EXF_* */
	struct span span;
	const struct type *type; /* NULL until deduced (vars: use ir_expr_type) */
	union {
		struct var *var;
		int64_t i;
		double f;
		bool b;
		const char *s;
		struct { uint8_t cls, value; } en; /* enum enum_class, index */
		struct { uint8_t op; struct expr *l, *r; } bin; /* enum binop */
		struct { uint8_t op; struct expr *x; } un;      /* enum unop; cast */
		struct expr_list list;
		struct { struct expr *x; uint32_t index; } get;
		struct {
			uint16_t op;          /* index into spec_ops */
			struct expr_list args; /* positional operands (omitted optional
						  operands already filled from
						  default_from by the checker) */
			struct kwval *kwargs; /* [spec_ops[op].n_kwargs] */
			struct attr_list attrs;
		} call;
		struct {
			const char *name;        /* callee name (interned) */
			struct function *callee; /* resolved, or NULL */
			struct expr_list args;
			struct expr *device;     /* device= or NULL */
			struct attr_list attrs;  /* attrs={...} */
			struct submit *submit;   /* pl.submit / pl.spmd_submit, or NULL */
		} fcall;
	} u;
};

/* A task launch of a program function (pypto Submit): an EX_FCALL with
 * `submit` set, printed `pl.submit(self.k, args..., deps=[...], dumps=[...],
 * attrs={...})` or, with a launch spec, `pl.spmd_submit(self.k, args...,
 * core_num=n[, sync_start=True], ...)`.  Its type is the flat tuple of the
 * callee's results followed by Scalar[TASK_ID] (the producer task id):
 * `out, tid = pl.submit(...)` binds a `_submit_tmp` var to it and the
 * targets to its items. */
enum submit_kind { SUBMIT_TASK, SUBMIT_SPMD };

struct submit {
	uint8_t kind;             /* enum submit_kind */
	bool sync_start;          /* spmd: sync_start=True */
	bool allow_early_resolve; /* allow_early_resolve=True */
	struct expr_list deps;    /* deps=[...]: TASK_ID scalars or arrays */
	struct expr_list dumps;   /* dumps=[...]: arguments to dump */
	struct expr *core_num;    /* spmd: core_num=, else NULL */
	struct expr *predicate;   /* predicate=(...) or NULL */
};

/* The type of an expression: a var reference's var type, else e->type
 * (ir_type_unknown() when not deduced).  Inline: every pass asks it of
 * most operands. */
static inline const struct type *ir_expr_type(const struct expr *e)
{
	if (e->kind == EX_VAR && e->u.var->type)
		return e->u.var->type;
	return e->type ? e->type : ir_type_unknown();
}

/* Builders.  Constants get their scalar type at once; calls get
 * type = NULL (run tc_deduce_call from typecheck.h to deduce it). */
/* A copy of e (one node, the children shared). */
struct expr *ir_expr_copy(struct arena *a, const struct expr *e);
struct expr *ir_new_var_ref(struct arena *a, struct var *v, struct span sp);
struct expr *ir_new_int(struct arena *a, int64_t v, enum dtype dt, struct span sp);
struct expr *ir_new_float(struct arena *a, double v, enum dtype dt, struct span sp);
struct expr *ir_new_bool(struct arena *a, bool v, struct span sp);
struct expr *ir_new_str(struct arena *a, const char *interned, struct span sp);
struct expr *ir_new_enum(struct arena *a, enum enum_class cls, int value, struct span sp);
struct expr *ir_new_symbol(struct arena *a, const char *interned, struct span sp);
/* The argument of a pl.submit / pl.spmd_submit in place of a callee's Out or
 * InOut parameter the call leaves out: the task's runtime allocates that
 * output.  A symbol typed as the parameter; printed as nothing. */
struct expr *ir_new_runtime_out(struct arena *a, const struct type *t, struct span sp);
bool ir_is_runtime_out(const struct expr *e);
struct expr *ir_new_binary(struct arena *a, enum binop op, struct expr *l, struct expr *r,
			   struct span sp);
struct expr *ir_new_unary(struct arena *a, enum unop op, struct expr *x, struct span sp);
struct expr *ir_new_cast(struct arena *a, struct expr *x, enum dtype dt, struct span sp);
struct expr *ir_new_list(struct arena *a, struct expr_list items, struct span sp);
struct expr *ir_new_getitem(struct arena *a, struct expr *x, uint32_t i, struct span sp);
/* An op call with `args` copied and every kwarg absent with its spec
 * default.  Set kwargs with ir_call_set_kwarg*. */
struct expr *ir_new_call(struct arena *a, unsigned op, struct expr_list args, struct span sp);
/* ir_new_call whose kwargs are `kwargs` (shared, not copied: calls built
 * alike in numbers, whose kwargs no pass edits), or the defaults when NULL. */
struct expr *ir_new_call_kw(struct arena *a, unsigned op, struct expr_list args,
			    struct kwval *kwargs, struct span sp);
/* ir_new_call_kw with room for `slots` operands (args.n <= slots; those past
 * args.n are NULL) and a copy of `kwargs` ([spec_ops[op].n_kwargs]; unread
 * for an op without kwargs). */
struct expr *ir_new_call_copy(struct arena *a, unsigned op, struct expr_list args, uint32_t slots,
			      const struct kwval *kwargs, struct span sp);
struct expr *ir_new_fcall(struct arena *a, const char *name, struct function *callee,
			  struct expr_list args, struct span sp);
/* False while no call of a function (EX_FCALL) has been built in this
 * process: then no program holds one, and a walk looking only for them
 * can be skipped. */
bool ir_fcalls_made(void);
/* False while no call of op (EX_CALL) has been built in this process:
 * then no program holds one. */
bool ir_op_made(unsigned op);
/* How many ops ir_op_made holds: a caller that found none of its ops
 * made need not ask again while this count stays (a thread sees the ops it
 * built itself counted; another thread's program holds none of its calls). */
uint32_t ir_ops_made(void);

/* Index of kwarg `name` (interned or not) of op, or -1. */
int ir_kwarg_index(unsigned op, const char *name);
/* Marks kwarg `name` present with an integer-like value (bool, int, dtype,
 * mem, layouts, pad, compact) / float / string.  die()s on an unknown name:
 * the caller chose the op. */
void ir_call_set_kwarg_int(struct expr *call, const char *name, int64_t v);
void ir_call_set_kwarg_float(struct expr *call, const char *name, double v);
void ir_call_set_kwarg_str(struct expr *call, const char *name, const char *interned);
/* The kwval of `name` (present or default), or NULL if the op has none. */
const struct kwval *ir_call_kwarg(const struct expr *call, const char *name);
/* The value of enum `enum_id` (spec_enums; -1: none) whose code is v, or NULL. */
const struct spec_enum_value *ir_enum_value(int enum_id, int64_t v);
/* The value of enum `enum_id` (-1: none) spelled `name` in the DSL, or NULL
 * (also for a NULL name). */
const struct spec_enum_value *ir_enum_by_name(int enum_id, const char *name);
/* The value name of the qualified spelling `sym` of enum `en` (its prefix or
 * also_prefix, a dot, the name: "pl.AtomicType.Add" -> "Add"), or NULL. */
const char *ir_enum_qualified_name(const struct spec_enum *en, const char *sym);

/* Expression lists. */
struct expr_list ir_expr_list_new(struct arena *a, uint32_t n); /* zeroed */
struct expr_list ir_expr_list_copy(struct arena *a, struct expr_list l);
struct expr_list ir_expr_list_of_ints(struct arena *a, const int64_t *v, uint32_t n,
				      struct span sp); /* INDEX constants */

/* Constant folding helpers for dims. */
static inline bool ir_expr_is_const_int(const struct expr *e, int64_t *out)
{
	if (!e || e->kind != EX_INT)
		return false;
	if (out)
		*out = e->u.i;
	return true;
}
/* How a pl.dynamic var dv is recovered from the runtime value x of a tensor
 * dim whose expression is e: e is dv itself or an invertible affine form of
 * it (dv*c, c*dv, dv+c, c+dv, dv-c, c-dv, dv//c). */
enum dim_inverse { DIM_INV_SELF, DIM_INV_DIV, DIM_INV_SUB, DIM_INV_ADD, DIM_INV_RSUB, DIM_INV_MUL };
bool ir_dim_inverse(const struct expr *e, const struct var *dv, enum dim_inverse *how, int64_t *c);
/* The trip count of for loop s when its start, stop and step are integer
 * constants (a negative step counts down; step 0 is not constant). */
bool ir_loop_trip_count(const struct stmt *s, int64_t *out);
/* All dims are integer constants: copies them into out[0..n) (n <= max). */
bool ir_shape_static(struct expr_list shape, int64_t *out, uint32_t max);

/* Exact structural equality (vars by identity, constants by value and
 * dtype).  For alpha-equivalence across programs use equal.h. */
bool ir_expr_equal_exact(const struct expr *x, const struct expr *y);
bool ir_expr_list_equal_exact(struct expr_list x, struct expr_list y);
/* Whether two MemRef offsets name the same byte: integer constants by value
 * whatever their dtype (an offset written `0` and one written
 * `pl.const(0, pl.INT64)` are one offset), anything else as
 * ir_expr_equal_exact.  Both absent is equal, one absent is not. */
bool ir_offset_equal(const struct expr *x, const struct expr *y);

/* ---- statements ----------------------------------------------------------- */

enum stmt_kind {
	ST_ASSIGN,   /* var = value */
	ST_EVAL,     /* a call evaluated for its effect */
	ST_RETURN,   /* return v0, v1 */
	ST_YIELD,    /* pl.yield_(...): last statement of a for/while/if body */
	ST_FOR,
	ST_WHILE,
	ST_IF,
	ST_SCOPE,    /* with pl.at(...) / pl.scope() / pl.cluster() ... */
	ST_BREAK,
	ST_CONTINUE,
	ST_INLINE,   /* verbatim Python: the body of a HOST SubWorker function */
};

enum for_kind { FOR_RANGE, FOR_PARALLEL, FOR_UNROLL, FOR_PIPELINE, FOR_COUNT };

struct iter_arg {
	struct var *var;   /* VAR_ITER, visible in the body */
	struct expr *init; /* initial value, evaluated before the loop */
};

enum scope_kind {
	SC_AT,        /* with pl.at(level=..., role=..., ...) [as v] */
	SC_CLUSTER,   /* with pl.cluster(...) */
	SC_SPMD,      /* with pl.spmd(n, ...) */
	SC_SPMD_FOR,  /* for v in pl.spmd(n, ...) */
	SC_SPLIT_AIV, /* for v in pl.split_aiv(n, mode=...) */
	SC_SCOPE,     /* with pl.scope(...) */
	SC_COMM_DOMAIN, /* a pld communication domain (MaterializeCommDomainScopes), printed
			   as the comment `# pld.comm_domain: devices=.., slots=[..]` above
			   its body, which keeps the indentation of the scope */
	SC_COUNT
};

struct stmt {
	uint8_t kind; /* enum stmt_kind */
	struct span span;
	uint32_t n_comments;     /* leading `# text` lines (without "# ") */
	const char **comments;
	union {
		struct { struct var *var; struct expr *value; } assign;
		struct { struct expr *value; } eval;
		struct { const char *text; } inl; /* lines without the block's indent,
						     '\n'-separated, no trailing '\n' */
		struct { struct expr_list values; } ret;   /* return / yield */
		struct {
			uint8_t kind;            /* enum for_kind */
			struct var *loop_var;    /* VAR_LOOP, INDEX scalar */
			struct expr *start, *stop, *step;
			uint32_t n_iter;
			struct iter_arg *iter;
			struct var **return_vars; /* [n_iter] */
			struct expr *stage;      /* pl.pipeline stage= or NULL */
			int64_t chunk;           /* chunk=C (a scheduling hint), or 0 */
			const char *chunk_policy; /* chunk_policy="..." as written, or NULL */
			struct attr_list attrs;  /* attrs={...} */
			struct stmt_list body;
		} loop;
		struct {
			struct expr *cond;       /* natural while: re-evaluated each trip;
						    with iter args: the pl.cond(...) */
			uint32_t n_iter;
			struct iter_arg *iter;
			struct var **return_vars; /* [n_iter] */
			struct stmt_list body;
		} wloop;
		struct {
			struct expr *cond;
			struct stmt_list then_body, else_body; /* else may be empty */
			bool has_else;
			uint32_t n_ret;
			struct var **return_vars;
		} cond;
		struct {
			uint8_t kind;            /* enum scope_kind */
			struct expr *arg;        /* positional argument (spmd count,
						    split_aiv count) or NULL */
			struct attr_list kw;     /* keywords, interned keys, in the
						    order the reference prints them */
			struct var *var;         /* `as v` / loop var, or NULL */
			struct stmt_list body;   /* a split_aiv region that ends a
						    loop or if body may end in the
						    ST_YIELD of that loop or if
						    (printed bare) */
			/* SC_COMM_DOMAIN: the devices it spans (none: every
			 * device) and its window buffers, the Ptr vars that
			 * pld.tensor.alloc_window_buffer defines in its body */
			uint32_t n_devices, n_slots;
			int64_t *devices;
			struct var **slots;
		} scope;
	} u;
};

/* A copy of statement s, as large as its kind is allocated (to edit). */
struct stmt *ir_stmt_copy(struct arena *a, const struct stmt *s);
struct stmt *ir_new_assign(struct arena *a, struct var *v, struct expr *value, struct span sp);
struct stmt *ir_new_eval(struct arena *a, struct expr *value, struct span sp);
struct stmt *ir_new_return(struct arena *a, struct expr_list values, struct span sp);
struct stmt *ir_new_yield(struct arena *a, struct expr_list values, struct span sp);
struct stmt *ir_new_stmt(struct arena *a, enum stmt_kind kind, struct span sp); /* zeroed */

/* A growable statement list under construction (heap-backed); finish copies
 * it into the arena and resets the buffer. */
struct stmt_buf {
	struct stmt **v;
	uint32_t n, cap;
};
/* Room for k more statements (the capacity doubled as often as needed). */
void ir_sb_grow(struct stmt_buf *b, uint32_t k);
static inline void ir_sb_push(struct stmt_buf *b, struct stmt *s)
{
	if (b->n == b->cap)
		ir_sb_grow(b, 1);
	b->v[b->n++] = s;
}
void ir_sb_append(struct stmt_buf *b, struct stmt_list l);
struct stmt_list ir_sb_finish(struct arena *a, struct stmt_buf *b);
void ir_sb_free(struct stmt_buf *b);

/* The nested statement lists of a compound statement (for/while body, if
 * then/else, scope body); returns how many (0..2) were stored in out[].
 * Inline: the walkers ask it of every statement. */
static inline int ir_stmt_children(struct stmt *s, struct stmt_list *out[2])
{
	switch (s->kind) {
	case ST_FOR:
		out[0] = &s->u.loop.body;
		return 1;
	case ST_WHILE:
		out[0] = &s->u.wloop.body;
		return 1;
	case ST_IF:
		out[0] = &s->u.cond.then_body;
		out[1] = &s->u.cond.else_body;
		return 2;
	case ST_SCOPE:
		out[0] = &s->u.scope.body;
		return 1;
	default:
		return 0;
	}
}
/* The last statement of body when it is a yield, else NULL. */
struct stmt *ir_trailing_yield(struct stmt_list body);

/* ---- functions and programs ----------------------------------------------- */

enum param_dir { DIR_IN, DIR_OUT, DIR_INOUT };

enum ir_level {
	LV_NONE, LV_AIV, LV_AIC, LV_CORE_GROUP, LV_CHIP_DIE, LV_CHIP, LV_HOST,
	LV_CLUSTER_0, LV_CLUSTER_1, LV_CLUSTER_2, LV_GLOBAL, LV_COUNT
};
extern const char *const ir_level_names[LV_COUNT]; /* "" for LV_NONE */

enum ir_role { ROLE_NONE, ROLE_Orchestrator, ROLE_SubWorker, ROLE_COUNT };
extern const char *const ir_role_names[ROLE_COUNT];

struct param {
	struct var *var; /* VAR_PARAM */
	uint8_t dir;     /* enum param_dir */
};

struct function {
	const char *name; /* interned */
	struct span span; /* the `def` line */
	uint8_t kind;     /* enum func_kind */
	uint8_t level;    /* enum ir_level (derived for InCore..Graph) */
	uint8_t role;     /* enum ir_role */
	bool auto_scope_false;      /* auto_scope=False */
	const char *external_source; /* or NULL */
	uint32_t n_params;
	struct param *params;
	uint32_t n_rets;
	const struct type **rets;
	struct attr_list attrs;     /* pl.func_attr({...}) */
	bool abstract;              /* body is `...` */
	struct stmt_list body;
};

/* The level/role pypto's Function constructor derives from the kind
 * (InCore -> CHIP_DIE/SubWorker, AIC -> AIC, AIV -> AIV, Group -> CORE_GROUP,
 * Orchestration/Graph -> CHIP/Orchestrator; others none). */
void ir_function_derive_level_role(enum func_kind k, uint8_t *level, uint8_t *role);
/* Whether the function prints/parses with `self` (role is not SubWorker). */
bool ir_function_has_self(const struct function *f);
/* Whether f communicates across ranks: it has a DistributedTensor or a
 * communication-context parameter. */
bool ir_function_communicates(const struct function *f);
/* Whether f is a kernel bound to one core (AIC or AIV): ExpandMixedKernel
 * made it or the user wrote it so, and no split follows to move a tile
 * across cores, so the backend's instruction on that core decides. */
bool ir_function_one_core(const struct function *f);

struct program {
	struct arena *arena;   /* owns every node of the program */
	const char *name;      /* interned; "Program" when none */
	struct span span;
	uint32_t n_vars;       /* var ids are 0..n_vars-1 */
	uint32_t n_dyn;
	struct var **dyn;      /* pl.dynamic vars in definition order */
	/* `name = pl.dynamic("S")` with S not name: the pairs {name, S}, interned */
	uint32_t n_dyn_syms, cap_dyn_syms;
	struct dyn_sym { const char *name, *sym; } *dyn_syms;
	uint32_t n_funcs;
	struct function **funcs; /* in source order */
	bool bare_function;    /* the file held one @pl.function, no @pl.program */
	/* pm_run checked every function's nesting against IR_CODEGEN_MAX_DEPTH
	 * after the last pass that may deepen it (spec_pass.deepens) and ran no
	 * such pass since: codegen need not check it again.  pm_run clears it
	 * while passes run; code that changes the program after pm_run (other
	 * than the passes) clears it. */
	bool depth_bounded;
};

/* The length of the name the user gave a var: the pipeline's automatic
 * names keep it before their first "__" (`a__ssa_v0`; reference
 * auto_name_utils.h).  For messages: print "%.*s". */
int ir_user_name_len(const char *name);

/* Why a host-only op (pld.world_size) cannot run where it is called, for
 * "<op> is host-only: <this>": outside a HOST function, or inside a
 * device-side scope of one (the parser and InlineFunctions say it alike). */
const char *ir_host_only_reason(bool in_host_function);

/* A fresh var with the next id.  name interned by the caller. */
struct var *ir_new_var(struct program *p, const char *name, enum var_kind kind,
		       const struct type *type, struct span sp);
struct function *ir_find_function(const struct program *p, const char *interned_name);
/* The memory a reserve_buffer of function f reserves: Mat on the Cube,
 * Vec otherwise. */
enum memspace ir_reserve_space(const struct function *f);

/* ---- walking and rewriting ------------------------------------------------ */

/* Pre-order walk of every expression reachable from `e` (operands, list
 * items, attrs values).  `fn` returns false to skip the children of the
 * node it was given.  Types are not entered. */
typedef bool (*ir_expr_fn)(struct expr *e, void *ctx);
void ir_walk_expr(struct expr *e, ir_expr_fn fn, void *ctx);
/* An ir_expr_fn that collects the pl.dynamic vars of an expression into the
 * `struct vec` ctx (util.h), each once, in first-seen order: walked over the
 * tensor parameters' dims, that is the order of a .pto signature's dynamic
 * dim parameters. */
bool ir_collect_dyn_vars(struct expr *e, void *ctx);

/* Pre-order walk of the statements of `l`, nested bodies included.  `fn`
 * returns false to skip a compound statement's bodies. */
typedef bool (*ir_stmt_fn)(struct stmt *s, void *ctx);
void ir_walk_stmts(struct stmt_list l, ir_stmt_fn fn, void *ctx);
/* The same walk giving `fn` only the compound statements (ST_FOR ..
 * ST_SCOPE, the ones with bodies): the others cost no call. */
void ir_walk_compound_stmts(struct stmt_list l, ir_stmt_fn fn, void *ctx);
/* Walks (ir_walk_expr) each expression directly held by `s` (value, cond,
 * bounds, inits, yields/returns, attrs): `fn` sees them and their operands,
 * not the expressions of nested statements. */
void ir_stmt_exprs(struct stmt *s, ir_expr_fn fn, void *ctx);
/* Calls `fn` on each non-NULL expression directly held by `s`, in the
 * order ir_stmt_exprs walks them, without entering their operands. */
void ir_stmt_root_exprs(struct stmt *s, ir_expr_fn fn, void *ctx);
/* Calls `fn` on every expression of the statements of `l`, nested bodies
 * included: statement by statement in ir_walk_stmts' pre-order (a compound
 * statement's own expressions before its bodies), each statement's
 * expressions as ir_stmt_exprs walks them (`fn` returns false to skip an
 * expression's children).  Iterative: takes any depth, as the walks above. */
void ir_walk_stmts_exprs(struct stmt_list l, ir_expr_fn fn, void *ctx);

/* Whether some expression reachable from `e` / from the statements of `l`
 * (nested bodies included) satisfies `pred`; the walk ends at the first. */
typedef bool (*ir_expr_pred)(const struct expr *e, const void *arg);
bool ir_expr_any(struct expr *e, ir_expr_pred pred, const void *arg);
bool ir_stmts_any_expr(struct stmt_list l, ir_expr_pred pred, const void *arg);
/* Whether the statements of `l` call op `op` / read var `v`; whether `e` reads `v`. */
bool ir_stmts_call_op(struct stmt_list l, int op);
bool ir_stmts_use_var(struct stmt_list l, const struct var *v);
bool ir_expr_uses_var(struct expr *e, const struct var *v);

/* Bottom-up statement rewriting: the bodies of each compound statement of
 * `l` are rewritten first (in place), then `fn` is called on the statement
 * and pushes its replacement(s) into `out` (push `s` to keep it, nothing to
 * delete it).  Returns the new list (arena-allocated). */
typedef void (*ir_stmt_rewrite_fn)(struct stmt *s, struct stmt_buf *out, void *ctx);
struct stmt_list ir_rewrite_stmts(struct arena *a, struct stmt_list l, ir_stmt_rewrite_fn fn,
				  void *ctx);

/* Bottom-up expression rewriting: children first (a node whose children
 * changed is copied), then `fn` returns the replacement of the node (or the
 * node itself).  Types of rebuilt calls are kept; re-deduce when operand
 * types change. */
typedef struct expr *(*ir_expr_rewrite_fn)(struct expr *e, void *ctx);
struct expr *ir_rewrite_expr(struct arena *a, struct expr *e, ir_expr_rewrite_fn fn, void *ctx);

/* Replaces every reference to var from[i] by a reference to to[i] in `l`
 * (expressions of all statements, nested ones included), in place. */
void ir_subst_vars(struct arena *a, struct stmt_list l, uint32_t n, struct var *const *from,
		   struct var *const *to);

/* ---- nesting depth -------------------------------------------------------------- */

/* How deep expressions, statement bodies and tuple types may nest.  Levels
 * are the nodes on the deepest path: a chain `a + b + ... + z` of n terms
 * nests n levels (its operands count), a function body is level 1.  The front end
 * rejects deeper input at its line; the pass manager and codegen check it
 * again (ir_check_depth) before they walk a program, so that no input
 * exhausts the stack of a recursive walk after the front end (codegen not
 * when the pass manager marked the program: program.depth_bounded).  Passes may
 * deepen what they were given by a few levels: codegen accepts up to
 * IR_CODEGEN_MAX_DEPTH.  The walkers and rewriters of this header are
 * iterative and take any depth. */
#define IR_MAX_DEPTH 1000
#define IR_CODEGEN_MAX_DEPTH (2 * IR_MAX_DEPTH)

/* Reports (diag_error) each expression, statement body and tuple type of
 * the functions of p (bodies, parameter, variable and return types) that
 * nests deeper than `limit` levels, at the first node past the limit;
 * returns how many.  Iterative and linear in the size of the program. */
int ir_check_depth(const struct program *p, int limit);
/* The same for one function. */
int ir_check_function_depth(const struct function *f, int limit);

/* ---- op lookup -------------------------------------------------------------- */

/* The dispatch entry of a DSL spelling ("pl.tile.add", "pl.add", "abs" ...):
 * its candidate ops and scalar forms, or NULL when nothing is spelled so. */
const struct spec_spelling *ir_spelling_lookup(const char *spelling);
/* The first op a spelling may mean, or -1.  *alias receives the alias entry
 * used, or NULL for the canonical spelling.  (Calls choose among all the
 * candidates by operand kinds: tc_dispatch in typecheck.h.) */
int ir_op_lookup(const char *spelling, const struct spec_alias **alias);
/* The canonical printed spelling of an op ("pl.tile.and_"). */
const char *ir_op_spelling(unsigned op);

#endif
