/* Types of the tables that tools/specgen writes into gen/ from specs/.
 * This header is the contract between specgen and the engine: specgen emits
 * designated initializers of these structs, the engine only reads them. */
#ifndef PTOC_SPEC_H
#define PTOC_SPEC_H

#include <stdbool.h>
#include <stdint.h>

/* ---- closed vocabularies (src/ir/vocab.def) ---- */

enum dtype {
#define DTYPE(n, code, bits, sbits, str, mlir, ctype, rt, torch) DT_##n,
#include "vocab.def"
	DT_COUNT
};

enum memspace {
#define MEMSPACE(n, loc) MS_##n,
#include "vocab.def"
	MS_COUNT
};

enum tile_layout {
#define TILE_LAYOUT(n) TL_##n,
#include "vocab.def"
	TL_COUNT
};

enum pad_value {
#define PAD_VALUE(n) PAD_##n,
#include "vocab.def"
	PAD_COUNT
};

enum compact_mode {
#define COMPACT_MODE(n) CM_##n,
#include "vocab.def"
	CM_COUNT
};

enum tensor_layout {
#define TENSOR_LAYOUT(n, pto, mx) TLY_##n,
#include "vocab.def"
	TLY_COUNT
};

enum operand_kind {
#define OPERAND_KIND(n) OK_##n,
#include "vocab.def"
	OK_COUNT
};

enum input_fill {
#define INPUT_FILL(n) IF_##n,
#include "vocab.def"
	IF_COUNT
};

enum world_role {
#define WORLD_ROLE(n) WR_##n,
#include "vocab.def"
	WR_COUNT
};

enum kwarg_type {
#define KWARG_TYPE(n) KT_##n,
#include "vocab.def"
	KT_COUNT
};

enum type_rule {
#define TYPE_RULE(n, p) TR_##n,
#include "vocab.def"
	TR_COUNT
};

enum check_kind {
#define CHECK_KIND(n, p) CK_##n,
#include "vocab.def"
	CK_COUNT
};

enum out_mem {
#define OUT_MEM(n) OM_##n,
#include "vocab.def"
	OM_COUNT
};

enum op_flag_bit {
#define OP_FLAG(n) OFB_##n,
#include "vocab.def"
	OFB_COUNT
};
#define OP_FLAG_MASK(n) (1u << OFB_##n)

enum emit_kind {
#define EMIT_KIND(n, ph) EK_##n,
#include "vocab.def"
	EK_COUNT
};

enum operand_conv {
	CONV_NONE,
#define OPERAND_CONV(n) CONV_##n,
#include "vocab.def"
	CONV_COUNT
};

enum scratch_rule {
#define SCRATCH_RULE(n, p) SR_##n,
#include "vocab.def"
	SR_COUNT /* also "no rule registered" */
};

enum cap_bool {
#define CAP_BOOL(n) CAP_##n,
#include "vocab.def"
	CAP_BOOL_COUNT
};

enum cap_str {
#define CAP_STR(n) CAPS_##n,
#include "vocab.def"
	CAP_STR_COUNT
};

enum cap_int {
#define CAP_INT(n) CAPI_##n,
#include "vocab.def"
	CAP_INT_COUNT
};

enum core_type {
#define CORE_TYPE(n) CORE_##n,
#include "vocab.def"
	CORE_COUNT
};

enum lower_when {
#define LOWER_WHEN(n) LW_##n,
#include "vocab.def"
	LW_COUNT
};

enum lower_expr {
#define LOWER_EXPR(n, lo, hi) LX_##n,
#include "vocab.def"
	LX_COUNT
};

enum func_kind {
#define FUNC_LEVEL(n) FK_##n,
#include "vocab.def"
	FK_COUNT
};

enum op_level {
#define OP_LEVEL(n, t) OL_##n,
#include "vocab.def"
	OL_COUNT
};

enum op_namespace {
#define OP_NAMESPACE(n, l, p) ONS_##n,
#include "vocab.def"
	ONS_COUNT
};

enum scalar_form {
#define SCALAR_FORM(n, a) SF_##n,
#include "vocab.def"
	SF_COUNT
};

/* Name tables of the vocabularies (src/ir/vocab.c). */
struct dtype_info {
	const char *name;  /* "FP32" (DSL: pl.FP32) */
	const char *str;   /* "fp32" (DataType::ToString) */
	const char *mlir;  /* "f32", or NULL */
	const char *ctype; /* "float", or NULL */
	const char *rt;    /* "FLOAT32": the runtime's DataType, or NULL */
	const char *torch; /* "float32": torch's dtype */
	uint8_t code, bits, storage_bits;
};
extern const struct dtype_info dtype_infos[DT_COUNT];
extern const char *const memspace_names[MS_COUNT];
extern const char *const memspace_locs[MS_COUNT]; /* NULL when none */
extern const char *const tile_layout_names[TL_COUNT];
extern const char *const pad_value_names[PAD_COUNT];
extern const char *const compact_mode_names[CM_COUNT];
extern const char *const tensor_layout_names[TLY_COUNT];
extern const char *const tensor_layout_pto[TLY_COUNT];
/* An MX GM layout: the scale tensors of an MX matmul (blocks of the K axis). */
extern const bool tensor_layout_mx[TLY_COUNT];
extern const char *const operand_kind_names[OK_COUNT];
extern const char *const input_fill_names[IF_COUNT];
extern const char *const world_role_names[WR_COUNT];
extern const char *const kwarg_type_names[KT_COUNT];
extern const char *const type_rule_names[TR_COUNT];
extern const char *const lower_when_names[LW_COUNT];
extern const char *const lower_expr_names[LX_COUNT];
extern const uint8_t lower_expr_min[LX_COUNT], lower_expr_max[LX_COUNT];
extern const char *const type_rule_params[TR_COUNT];
extern const char *const check_kind_names[CK_COUNT];
extern const char *const check_kind_params[CK_COUNT];
extern const char *const out_mem_names[OM_COUNT];
extern const char *const op_flag_names[OFB_COUNT];
extern const char *const emit_kind_names[EK_COUNT];
extern const char *const emit_kind_placeholders[EK_COUNT];
extern const char *const operand_conv_names[CONV_COUNT];
extern const char *const scratch_rule_names[SR_COUNT];
extern const char *const scratch_rule_params[SR_COUNT];
extern const char *const cap_bool_names[CAP_BOOL_COUNT];
extern const char *const cap_str_names[CAP_STR_COUNT];
extern const char *const cap_int_names[CAP_INT_COUNT];
extern const char *const core_type_names[CORE_COUNT];
extern const char *const func_kind_names[FK_COUNT];
extern const char *const op_level_names[OL_COUNT];
extern const char *const op_level_titles[OL_COUNT];
extern const char *const op_namespace_names[ONS_COUNT];
extern const uint8_t op_namespace_levels[ONS_COUNT]; /* enum op_level */
extern const char *const op_namespace_prefixes[ONS_COUNT];
extern const char *const scalar_form_names[SF_COUNT];
extern const uint8_t scalar_form_arity[SF_COUNT];

/* Index of `name` in `names[0..n)`, or -1. */
int vocab_lookup(const char *const *names, int n, const char *name);
int dtype_lookup(const char *name); /* by DSL name "FP32", or -1 */

/* ---- parameters of rules, checks and scratch plans ---- */

/* One `key: value` parameter.  Which member is meaningful depends on the key
 * (specs/README.md, "Rule parameters"): integers and bools and dtypes in `i`
 * (dtype id), keywords and names in `s`, lists (operand indices, dtype ids,
 * flattened dtype pairs) in `list`. */
struct spec_param {
	const char *key;
	int64_t i;
	const char *s;
	const int16_t *list;
	uint16_t n_list;
};

struct spec_rule {
	uint8_t kind; /* enum type_rule, check_kind or scratch_rule */
	uint8_t n_params;
	const struct spec_param *params;
};

/* ---- enums used by kwargs and templates (specs/ops/enums.yaml) ---- */

enum enum_style {
	ES_int,       /* printed as the integer: cmp_type=2 */
	ES_string,    /* printed quoted: mode='round' */
	ES_qualified, /* printed with the prefix: pl.PipeType.V */
};

struct spec_enum_value {
	const char *name; /* DSL spelling */
	int64_t value;
	const char *pto;  /* PTO spelling (templates), defaults to name */
};

struct spec_enum {
	const char *name;
	uint8_t style;          /* enum enum_style */
	const char *dsl_prefix; /* for ES_qualified, e.g. "pl.PipeType" */
	const char *also_prefix; /* another prefix the DSL may write (pld.AtomicType), or NULL */
	uint8_t n_values;
	const struct spec_enum_value *values;
};

/* ---- ops ---- */

struct spec_operand {
	const char *name;
	uint8_t kind;         /* enum operand_kind */
	bool optional;        /* may be omitted (only trailing operands) */
	int8_t default_from;  /* operand copied when omitted, or -1 */
	bool has_default;     /* an omitted one is the constant def_int of dtype */
	int64_t def_int;
	bool default_empty;   /* omitted before a later given operand: an empty list */
	bool bare;            /* a list operand that may be written as one bare
				 integer, standing for the one-element list */
	bool has_dtype;       /* a bare integer literal given here is of dtype */
	uint8_t dtype;
	uint32_t mem;         /* allowed memory spaces, bit per memspace; 0 = any */
	bool keyword;         /* printed as name=value after the kwargs ... */
	bool keyword_first;   /* ... or before them */
	const char *also;     /* another keyword name the DSL passes it by, or NULL */
	/* `ptoc check`'s fill of a program input this (tensor) operand reads:
	 * fill (enum input_fill); for IF_index the bound is the extent of dim
	 * fill_dim of operand fill_of (fill_dim_kwarg: the int kwarg that gives
	 * the dim, fill_dim its default), times kwarg fill_mul, over fill_div
	 * (fill_of and the rest unused by the other fills); fill_flat: the bound
	 * is instead the element count of operand fill_of (a flat position) */
	uint8_t fill;
	int8_t fill_of;
	int8_t fill_dim;
	bool fill_flat;
	/* IF_through: the result holds this operand's values plus operand
	 * fill_plus - 1 (an offset; 0: none) */
	int8_t fill_plus;
	const char *fill_dim_kwarg;
	const char *fill_mul;
	const char *fill_div;
	uint8_t world;        /* enum world_role */
};

struct spec_kwarg {
	const char *name;
	uint8_t type;         /* enum kwarg_type */
	bool required;
	int16_t enum_id;      /* index into spec_enums, or -1 */
	const char *def;      /* default as written in the spec, or NULL */
	const char *dsl_def;  /* the value a call that omits the kwarg carries, or NULL */
};

/* A value a DSL spelling supplies for a kwarg the user did not write. */
struct spec_kwdefault {
	const char *kwarg;
	const char *value; /* as written in the spec */
};

/* A DSL spelling of an op besides its canonical one (e.g. pl.load, pl.add). */
struct spec_alias {
	const char *spelling;     /* "pl.load" */
	/* With n_positional > 0 the spelling has its own positional signature
	 * (pl.cast(x, pl.FP16) passes the kwarg target_type second): slot i
	 * names operand p[i] when p[i] >= 0, else kwarg -p[i] - 1. */
	uint8_t n_positional;
	const int16_t *positional;
	uint8_t n_kwdefaults;
	const struct spec_kwdefault *kwdefaults;
};

enum tpl_piece_kind {
	TP_TEXT,       /* literal text */
	TP_OPERAND,    /* ${N} / ${N@conv} */
	TP_OPERAND_T,  /* ${N:t} / ${N@conv:t} */
	TP_DST,        /* ${dst} */
	TP_DST_T,      /* ${dst:t} */
	TP_KWARG,      /* ${kw:NAME} / ${kw:NAME|ENUM} */
	TP_EXTRA,      /* ${NAME}, a placeholder provided by the emit kind */
	TP_EXTRA_T,    /* ${NAME:t} */
	TP_OPT_BEGIN,  /* $[ or $[?KWARG  */
	TP_OPT_END,    /* $] */
	TP_OPT_DEFAULT, /* $[!KWARG: emitted when the kwarg is absent or its default */
};

struct spec_tpl_piece {
	uint8_t kind;     /* enum tpl_piece_kind */
	int8_t operand;   /* TP_OPERAND*: operand index */
	uint8_t conv;     /* TP_OPERAND*: enum operand_conv */
	int16_t kwarg;    /* TP_KWARG / TP_OPT_BEGIN / TP_OPT_DEFAULT condition: kwarg index, or -1 */
	int16_t enum_id;  /* TP_KWARG: enum to spell the value with, or -1 */
	int16_t match;    /* TP_OPT_BEGIN/DEFAULT/END: index of the matching piece */
	const char *text; /* TP_TEXT: the text; TP_EXTRA*: the placeholder name */
};

struct spec_template {
	const char *source; /* as written in the spec (NULL: no template) */
	uint16_t n_pieces;
	const struct spec_tpl_piece *pieces;
};

/* ConvertTensorToTileOps lowers a tensor op by one of its alternatives
 * (specs/README.md "lowers_to"), tried in order.  Operands, step results,
 * shapes, dims and dtypes are expressions: nodes of the alternative's table,
 * children by index. */
struct spec_lx {
	uint8_t kind;        /* enum lower_expr */
	uint8_t n;           /* children */
	const int16_t *kids; /* node indices */
	int64_t i;           /* operand, step or kwarg index; integer; dtype */
	double f;            /* LX_float */
};

/* One test of a condition; a condition holds when each kind test
 * (tensor/tile/scalar/present/kwarg) holds and, if it has `nd` tests, one
 * of them does. */
struct spec_lower_cond {
	uint8_t when; /* enum lower_when */
	uint8_t arg;  /* operand index, or kwarg index (LW_kwarg) */
	uint8_t k;    /* LW_axis: the dim */
};

/* A kwarg set on a tile-op call: the literal as spelled in the spec, or
 * (value NULL) the dtype expression `expr`. */
struct spec_lower_kw {
	const char *kwarg;
	const char *value;
	int16_t expr;
};

/* A call made before the tile op, its result bound to `name`.  A step whose
 * condition fails, or (elide) whose result would have its first argument's
 * type, is not made: its name stands for its first argument. */
/* The op of a step that binds its expression args[0] (a scalar) instead of
 * calling an op. */
#define SPEC_STEP_VALUE 0xFFFFu

struct spec_lower_step {
	const char *name;
	uint16_t op;         /* or SPEC_STEP_VALUE */
	uint8_t n_when;
	const struct spec_lower_cond *when;
	uint8_t n_args;
	const int16_t *args; /* expression nodes */
	uint8_t n_kwargs;
	const struct spec_lower_kw *kwargs;
	bool elide;
};

/* A tensor operand the tile op takes from memory `mem`: loaded there right
 * before the call (`<x>_<mem>`); with kwarg `trans` of the call true, seen
 * through a zero-copy transpose view. */
struct spec_lower_bridge {
	uint8_t arg;
	uint8_t mem;   /* enum memspace */
	int16_t trans; /* kwarg index of the tensor op, or -1 */
	uint8_t pad_rows; /* a rank-2 untransposed operand's constant rows not a
			   * multiple of this are allocated rounded up to it, the
			   * real rows its valid rows (0: as they are) */
};

/* A loop the lowering puts the tile op in: `for <var> in range(extent)`
 * carrying iter arg `iter` (initially `init`); steps from `body` on and the
 * tile op (its result `yield`, yielded) form the body, and the loop's
 * result `result` is the lowered value. */
struct spec_lower_loop {
	const char *var, *iter, *result, *yield;
	int16_t extent, init;   /* expression nodes */
	uint8_t body;           /* the first step inside the loop */
};

struct spec_lowering {
	uint16_t op;            /* the tile op: OP_* */
	uint8_t n_when;         /* no tests: always */
	const struct spec_lower_cond *when;
	bool all_args;          /* the tensor op's operands, in order */
	uint8_t n_args;         /* else the tile op's operands: expression nodes */
	const int16_t *args;
	uint8_t n_kwargs;       /* kwargs set on the tile op */
	const struct spec_lower_kw *kwargs;
	bool forward_all;       /* the tensor op's kwargs the tile op also has, by name */
	uint8_t n_forward;      /* else just these */
	const char *const *forward;
	uint8_t n_steps;
	const struct spec_lower_step *steps;
	uint8_t n_bridge;
	const struct spec_lower_bridge *bridge;
	int16_t from_consumer;  /* tile-op kwarg taking the memory the result's consumers bridge it to, or -1 */
	const struct spec_lower_loop *loop; /* or NULL */
	int8_t result_mem;      /* a tile op of annotated type (or split_reshape, whose split may be left out): its result is the tensor result as a tile in this memory; or -1 */
	uint16_t n_nodes;
	const struct spec_lx *nodes;
};

struct spec_op {
	const char *name;          /* "tile.add" */
	const char *spelling;      /* canonical DSL spelling: "pl.tile.add", "pl.tile.and_" */
	uint8_t level;             /* enum op_level */
	const char *category;      /* "elementwise_binary", ... */
	const char *op_category;   /* "TileOp", "TensorOp", ... */
	const char *doc;

	uint8_t n_operands, min_operands;
	const struct spec_operand *operands;
	uint8_t n_kwargs;
	const struct spec_kwarg *kwargs;
	uint8_t n_aliases;
	const struct spec_alias *aliases;

	struct spec_rule type_rule; /* kind: enum type_rule */
	uint8_t n_checks;
	const struct spec_rule *checks; /* kind: enum check_kind */

	uint8_t out_mem;        /* enum out_mem */
	uint8_t out_space;      /* fixed space, or kwarg default; MS_COUNT = none */
	const char *out_kwarg;  /* OM_kwarg: the kwarg */
	int8_t reuses_input;    /* result shares this operand's buffer, or -1 */
	uint32_t flags;         /* OP_FLAG_MASK bits */
	uint32_t forbid_output_alias; /* operand bitmask */
	uint32_t arg_writes;    /* operands written (bitmask) */
	uint32_t arg_reads_too; /* written operands that are also read */
	uint32_t lane_invariant; /* operands a lane split may leave whole (bitmask) */
	uint32_t lane_absolute;  /* of those, addressed at absolute indices */
	uint32_t lane_index_dest; /* of those, written (a destination) */
	const char *core_affinity;   /* "CUBE" / "VECTOR" / "SHARED" / NULL */
	const char *cross_core_role; /* "TPush" ... / NULL */
	const char *comm_role;       /* "Wait", "RemoteWrite" ... / NULL (specs/README.md) */
	const char *write_channel;   /* "Dma" / "Scalar" / NULL */
	const char *io_role;         /* "Load" / "Store" / "Drain" / "Transfer" / NULL */

	/* Backend-neutral defaults; a backend may override per op. */
	uint32_t layout_in;   /* operand bitmask of row_major slots */
	bool layout_out;      /* result slot is row_major */
	struct spec_rule scratch; /* kind SR_COUNT: no plan rule */

	uint8_t emit;             /* enum emit_kind */
	struct spec_template pto; /* PTO emit template */
	const char *emit_note;    /* emit: unsupported: why the op is not emitted */
	/* emit: spmd_id: the synthesized parameters (space-separated suffixes of
	 * %__pypto_spmd_<suffix>) a kernel reading the op takes, or NULL: its own */
	const char *spmd_params;
	/* a module-level declaration the op's text needs (an external function
	 * its template calls), emitted once after the function, or NULL */
	const char *pto_decl;
	const char *orch_code;    /* orchestration C++ spelling of the op's value, or NULL */
	const char *orch_cores;   /* "CUBE" / "VECTOR": the value is that core count, or NULL */

	bool batched;             /* a batch op: FlattenTileNdTo2D unrolls it into */
	uint16_t unbatched;       /* this 2-D op (OP_*), once per batch */
	/* an accumulating op (its result reuses its accumulator operand) that can
	 * be computed as `add(acc, unfused(the other operands))` where no
	 * instruction of the backend puts the accumulator in its space */
	bool has_unfused;
	uint16_t unfused;         /* the op making the product alone (OP_*) */
	uint16_t unfused_add;     /* the elementwise op adding the accumulator (OP_*) */
	uint8_t n_lowers;         /* ConvertTensorToTileOps: lowers_to alternatives */
	const struct spec_lowering *lowers;
};

/* ---- DSL spellings (the dispatch table) ---- */

/* One meaning of a spelling: an op (called through its canonical spelling,
 * alias -1, or through alias `alias`), or a scalar form (op -1). */
struct spec_candidate {
	int16_t op;      /* index into spec_ops, or -1 */
	int16_t alias;   /* index into spec_ops[op].aliases, or -1 */
	uint8_t form;    /* enum scalar_form when op is -1 */
};

/* Every DSL spelling with its candidates in the order they are tried: the
 * op spelled canonically, then the ops that list the spelling as an alias
 * (by op name), then the scalar form.  A call takes the first candidate
 * whose operand kinds its positional arguments fit (typecheck.h). */
struct spec_spelling {
	const char *spelling;
	uint8_t n_cands;
	const struct spec_candidate *cands;
};

/* The hash of a spelling in spec_spelling_slots (FNV-1a of its bytes):
 * specgen places the spellings by it, ir_spelling_lookup finds them. */
static inline uint32_t spec_spelling_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* ---- backends ---- */

struct spec_mem {
	uint8_t space;      /* enum memspace */
	uint64_t capacity;  /* bytes */
	uint32_t align;     /* bytes */
};

struct spec_core {
	uint8_t type;       /* enum core_type */
	uint16_t count;
	uint8_t n_mems;
	const struct spec_mem *mems;
};

struct spec_cluster {
	uint16_t count;     /* clusters of this shape per die */
	uint8_t n_cores;
	const struct spec_core *cores;
};

enum xview_mode { XV_keep, XV_convert, XV_error };

struct spec_xview {
	uint8_t mode;       /* enum xview_mode */
	uint8_t blayout, slayout;
};

struct spec_kv {
	const char *key;
	int64_t value;
};

/* L0 matmul tiling facts of a backend (reference BackendHandler
 * GetL0FractalAlignment, GetMinL0TileDim and GetL0CostModel): the tile
 * granule, the smallest tile edge, and the roofline cost model AutoTileMatmulL0
 * scores candidate (m, n, k) tiles with.  Bandwidths are bytes per cube cycle. */
struct spec_l0_tiling {
	bool present;
	uint16_t fractal_alignment;   /* elements; m, n, k are multiples */
	uint16_t min_tile_dim;        /* elements */
	double bw_l0a, bw_l0b;        /* L1 -> L0A / L0B */
	double bw_drain;              /* FIXPIPE L0C drain, per row */
	double drain_fixed_cycles;    /* per drained tile */
	double drain_row_cycles;      /* per-row floor */
	double drain_penalty_cycles;  /* per row per extra burst pass (odd part of the N fractals - 1) */
	uint16_t drain_c0_bytes;      /* NZ fractal C0 */
	uint16_t mad_head_cycles;     /* per matmul issue */
	uint16_t mad_k_fractal_bytes; /* K fractal width in bytes */
	uint16_t mad_fp32_passes;     /* cube passes per K fractal for 4-byte inputs */
};

/* Per-op differences of one backend. */
#define SPEC_CORE_MEM_OPERANDS 8
struct spec_op_override {
	uint16_t op;
	bool has_layout;
	uint32_t layout_in;
	bool layout_out;
	bool has_scratch;
	struct spec_rule scratch;
	bool has_emit;
	uint8_t emit;
	struct spec_template pto;
	/* core_mem: per operand (bit i of core_mem_set), the further memory spaces
	 * the backend's instruction takes it in, in a kernel bound to one core */
	uint32_t core_mem_set;
	uint32_t core_mem[SPEC_CORE_MEM_OPERANDS];
	/* operands_in_result_shape: the tile operands (bit i: operand i) the backend's
	 * instruction reads from tiles of its result's physical shape */
	uint32_t result_shape_operands;
};

struct spec_backend {
	const char *name;           /* as written in its spec file */
	const char *file;           /* spec file it came from */
	uint8_t n_aliases;
	const char *const *aliases; /* other names accepted by --backend */
	const char *caps_str[CAP_STR_COUNT];
	bool caps[CAP_BOOL_COUNT];
	int64_t caps_int[CAP_INT_COUNT];
	uint8_t n_extra_ptoas_flags;
	const char *const *extra_ptoas_flags;
	uint8_t l0c_m_alignment[DT_COUNT]; /* physical M rows per accumulator dtype */
	struct spec_l0_tiling l0_tiling;
	struct spec_xview cross_core_view[MS_COUNT];
	const char *sync_catalog_name;
	uint8_t n_sync_catalog;
	const struct spec_kv *sync_catalog;
	uint16_t dies;
	uint8_t n_clusters;
	const struct spec_cluster *clusters;
	const uint8_t *op_supported;  /* [spec_n_ops]: 1 if the backend registers the op */
	uint16_t n_overrides;
	const struct spec_op_override *overrides; /* sorted by op */
	/* [spec_n_ops]: 1 + the index of the op's override, 0: none; NULL
	 * when there are none */
	const uint16_t *override_at;
	const char *min_ptoas_version;
	uint16_t n_tcvt_pairs;
	const uint8_t (*tcvt_pairs)[2]; /* native pto.tcvt (src, dst) dtype pairs, table order */
	/* In-core codegen of 4-bit dtypes: the ones kernels may use; every
	 * other 4-bit dtype is an error ending in `incore_4bit_note`. */
	uint8_t n_incore_4bit_dtypes;
	const uint8_t *incore_4bit_dtypes;
	const char *incore_4bit_note;
	/* GM dtypes an Acc tile may be stored into (the fix-pipe's
	 * destinations); none listed: no Acc tile may be stored to GM. */
	uint8_t n_acc_to_gm_dtypes;
	const uint8_t *acc_to_gm_dtypes;
};

/* ---- pass pipeline (specs/pipeline.yaml) ---- */

enum pass_level { PASS_PROGRAM, PASS_FUNCTION };

struct spec_pass {
	const char *name;     /* "resolve_backend_op_layouts" */
	const char *display;  /* "ResolveBackendOpLayouts" */
	uint8_t level;        /* enum pass_level */
	uint64_t required, produced, invalidated; /* property bitmasks */
	bool deepens;         /* may nest the IR deeper than its input (inlining a
			       * body at a nested call): the depth is checked again */
};

struct spec_planner {
	const char *name;      /* "pypto" */
	bool emit_addr;        /* pto.alloc_tile carries addr */
	bool reserve_auto;     /* pto.reserve_buffer auto = true, no base */
	const char *ptoas_level; /* "level3" */
};

struct spec_pipeline_entry {
	uint16_t pass;
	uint32_t skip_planners; /* planner bitmask */
};

struct spec_pipeline {
	const char *name;
	uint16_t n_entries;
	const struct spec_pipeline_entry *entries;
};

struct spec_property {
	const char *name;     /* "SSAForm" */
	bool verified;        /* checked after a producing pass at --verify=basic */
	bool structural;      /* an invariant of every program: checked before and after
				 every pass at --verify=all */
};

/* ---- the generated tables (gen/) ---- */

extern const struct spec_enum spec_enums[];
extern const unsigned spec_n_enums;
extern const struct spec_op spec_ops[];
extern const unsigned spec_n_ops;
/* Ops by a spec fact, each list in op order, so no list is found by a
 * pass over every op at run time: by emit kind, and those with a
 * pto_decl. */
struct spec_op_list {
	uint16_t n;
	const uint16_t *ops;
};
extern const struct spec_op_list spec_emit_ops[EK_COUNT];
extern const struct spec_op_list spec_pto_decl_ops;
/* The first op of a type rule whose first operand is of a kind, and the
 * first tile-level op of a type rule; SPEC_NO_OP where there is none. */
#define SPEC_NO_OP UINT16_MAX
extern const uint16_t spec_op_by_rule[TR_COUNT][OK_COUNT];
extern const uint16_t spec_tile_op_by_rule[TR_COUNT];
/* The ops with a cross_core_role, and those with a comm_role. */
extern const struct spec_op_list spec_cross_core_role_ops, spec_comm_role_ops;
extern const struct spec_spelling spec_spellings[]; /* sorted by strcmp of spelling */
extern const unsigned spec_n_spellings;
/* spec_spellings by spec_spelling_hash: an open-addressing table (linear
 * probing) of spec_spelling_cap slots, a power of two, each an index into
 * spec_spellings + 1 (0: empty) */
extern const uint32_t spec_spelling_slots[];
extern const unsigned spec_spelling_cap;
extern const struct spec_backend spec_backends[];
extern const unsigned spec_n_backends;
extern const struct spec_property spec_properties[];
extern const unsigned spec_n_properties;
extern const struct spec_pass spec_passes[];
extern const unsigned spec_n_passes;
extern const struct spec_planner spec_planners[];
extern const unsigned spec_n_planners;
extern const struct spec_pipeline spec_pipelines[];
extern const unsigned spec_n_pipelines;

#endif
