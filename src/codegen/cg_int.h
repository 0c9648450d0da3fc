/* Internal state shared by the PTO emitter's modules (pto.c: functions,
 * sections, naming, constants, scalars, control flow; emit.c: templates and
 * the emit-kind handlers). */
#ifndef PTOC_CG_INT_H
#define PTOC_CG_INT_H

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "arena.h"
#include "codegen.h"
#include "ptoas.h"

/* What an IR variable is bound to in the emitted text. */
struct cg_bind {
	const char *ssa;  /* "%x": value, tile handle, or tensor view */
	const char *type; /* its MLIR type */
	const char *ptr;  /* tensors: the base pointer argument ("%arg0") */
	const char *ptr_type;
	struct expr *pop; /* tiles popped from a cross-core pipe: the popping call */
	bool alloced;     /* tiles: alloc_tile emitted */
	bool used;        /* parameters: referenced in the body */
	bool ptr_used;    /* parameters: passed by their base pointer */
	bool inplace;     /* tiles: an op writes its result into this one (reuses it) */
	bool own;         /* tiles: named by an alloc_tile of their own (not a view) */
	bool phi_held;    /* if results: the handle holds the branches' valid extents (phi_valid_type) */
	bool in_prologue; /* tiles: the handle is made in the prologue (before the body's lines) */
	/* tiles: the block holding the alloc_tile (depth 0: the prologue,
	 * which dominates every use) */
	uint32_t alloc_depth, alloc_blk;
};
/* one per var a kernel's code names: the bools share a word */
_Static_assert(sizeof(struct cg_bind) <= 56, "struct cg_bind grew");

struct cg_const {
	bool is_float;
	uint8_t dtype;
	uint64_t bits;
	const char *name;
};

/* What a tile type's text depends on (cg_tile_type's cache key; compared
 * bytewise, so it is built from a zeroed value). */
struct cg_tile_key {
	int64_t rows, cols;
	uint32_t fractal;
	const char *dt; /* static MLIR dtype name */
	uint8_t mem, blayout, slayout, pad;
	bool compact;
	char vr[24], vc[24];
};

/* A formatted tile type (cg_tile_type's cache). */
struct cg_tile_type {
	struct cg_tile_key key;
	const char *text;
	/* the selected ptoas has the text's words; the tile rules hold for a
	 * type of this text with dtype rules_dtype (both found at an alloc) */
	bool words_ok, rules_ok;
	uint8_t rules_dtype;
};

/* What cg_text knows of a text. */
struct cg_text {
	const char *s;
	size_t len;
	uint64_t h;  /* FNV-1a of its bytes, once hashed (cg_text_hash) */
	bool hashed;
	bool nl;     /* it holds a '\n' */
	bool kept;   /* it lives as long as the program's cg_keep (cg_text_kept) */
};

struct cg;

/* Opens a nested block (one indent deeper); cg_close ends it. */
void cg_open(struct cg *cg);
void cg_close(struct cg *cg);

/* What an op line is built of (emit.c's line_sig): its texts and SSA names
 * by pointer, in order. */
#define CG_SIG_MAX 24
struct cg_line_plan;
struct cg_line_sig {
	uint32_t n;
	bool kept; /* in the cg_keep: its texts and plan live as long as it */
	/* the line's plan (emit.c), made when the signature is met again */
	struct cg_line_plan *plan;
	const void *p[CG_SIG_MAX];
};

struct cg {
	/* be_capacity_bytes per memory space, found once per function */
	uint64_t mem_cap[MS_COUNT];
	uint32_t mem_cap_known; /* bit per space */
	const struct program *p;
	const struct function *f;
	const struct cg_options *o;
	struct arena a; /* strings of this function */
	struct buf consts, prologue, body;
	struct buf line; /* the operation line being built (cg_line_buf) */
	/* ` loc("FILE":` of loc_file, escaped (put_loc) */
	const char *loc_file;
	uint32_t loc_fid; /* the span file id of loc_file, 0: none yet */
	struct buf loc_head;
	/* loc_head and `LINE:` of the loc written last, line loc_line (put_loc) */
	struct buf loc_line_head;
	int loc_line;
	/* `COL)` of the columns met last, by column (put_loc) */
#define CG_LOC_COLS 16
	struct cg_loc_col { unsigned col; uint8_t n; char s[19]; } loc_cols[CG_LOC_COLS];
	bool line_busy;
	struct buf scratch; /* text being made before it goes to `a` (tile types) */
	struct buf *cur;
	struct cg_spill *spill; /* o->spill while the body is emitted, else NULL */
	int indent;
	/* the serial of the block open at each depth (cg_open), so a handle
	 * emitted in a block closed since is known not to dominate */
	uint32_t *blk_at, cap_blk, n_blk_serial;
	/* var id -> binding (in `a`, so pointers stay valid), in two levels:
	 * id / CG_BIND_RUN picks a run of CG_BIND_RUN bindings (in `a`)
	 * from an open-addressing table of the runs this function touches,
	 * never sized by the program's n_vars; the last run found is kept */
	struct cg_run { uint32_t key1; struct cg_bind *b; } *runs; /* key1 = id / CG_BIND_RUN + 1 */
	uint32_t runs_cap, runs_n, last_key1;
	struct cg_bind *last_run;
	/* open-addressing set of SSA names (without '%'), with their hashes */
	struct cg_name { uint64_t h; const char *s; } *used;
	size_t used_cap, used_n;
	unsigned temp;
	uint64_t n_stmts; /* statements of the function, at every depth (mark_stmt) */
	struct ptab consts_tab; /* struct cg_const *, by (is_float, dtype, bits) */
	/* the index constants 0..CG_SMALL_INDEX-1 already in consts_tab, by
	 * value (valid extents and offsets, looked up at nearly every line) */
#define CG_SMALL_INDEX 256
	const char *small_index[CG_SMALL_INDEX];
	/* the template of an op by the memory space of its first operand
	 * (emit.c's op_template): a few pairs, met at every call */
#define CG_OP_FORMS 64
	struct cg_op_form {
		unsigned op;
		int mem; /* -1: the first operand is not a tile */
		bool set;
		const struct spec_ptoas_form *f;
		const struct spec_template *tp;
	} op_forms[CG_OP_FORMS];
	/* ops the backend supports, with their emit kinds (cg_call) */
#define CG_OP_EMITS 64
	struct cg_op_emit {
		unsigned op;
		uint8_t emit;
		bool set;
	} op_emits[CG_OP_EMITS];
	/* whether ptoas types an op's tile result with its static valid shape,
	 * by (op, result type) (emit.c's result_static_valid) */
#define CG_STATIC_VALID 64 /* sets of two */
	struct cg_static_valid {
		const struct type *ty;
		unsigned op;
		bool yes;
	} static_valid[CG_STATIC_VALID];
	/* alloc lines after their names, by their operands and type (alloc_line) */
#define CG_ALLOC_TAILS 32
	struct cg_alloc_tail {
		const char *addr, *vr, *vc, *type, *text;
		size_t len;
	} alloc_tails[CG_ALLOC_TAILS];
	/* the same texts by the type of the alloc, when its operands are
	 * constants (alloc_line) */
#define CG_ALLOC_BY_TYPE 32
	struct cg_alloc_by_type {
		const struct type *t;
		const char *type, *text;
		size_t len;
		bool static_valid;
	} alloc_by_type[CG_ALLOC_BY_TYPE];
	/* tile types found to fit their memory (check_capacity), met last */
#define CG_CAP_FITS 16
	const struct type *cap_fits[CG_CAP_FITS];
	/* the last partial-box error (cg_check_box): the copies of one user
	 * statement a pass made (pipeline stages) report it once */
	struct span box_err_at;
	int64_t box_err_key[4];
	/* the tile types whose addr constant prename made, met last */
	const struct type *addr_types[16];
	/* constants of consts_tab met last, by their hash (cg_const_int,
	 * cg_const_float) */
#define CG_RECENT_CONSTS 64
	struct cg_const *recent_const[CG_RECENT_CONSTS];
	unsigned n_numeric;
	struct span stmt_span; /* span of the statement being emitted */
	struct span op_span;   /* span for op lines (call span when contained) */
	struct vec phis;       /* if-result tile vars: allocs in the prologue */
	struct vec phi_valid;  /* per phi: the type its alloc takes its valid extents from */
	/* PTOAS planner: the var owning the alloc of each (MemRef, tile type),
	 * an open-addressing table */
	struct ptab shared; /* struct var * */
	/* PTOAS planner: the first var allocated on each MemRef, any tile type */
	struct ptab shared_mem; /* struct var * */
	struct ptab tile_types; /* struct cg_tile_type *: formatted tile types */
	/* struct cg_type_seen *: the tile types (by pointer) an alloc has
	 * already found in tile_types and checked without an error */
	struct ptab types_seen;
	/* types_seen's entries met last, by type (alloc_type_entry) */
#define CG_SEEN_RECENT 16
	struct cg_type_seen *seen_recent[CG_SEEN_RECENT];
	/* the buffers (MemRef base names) a pto.set_validshape narrows, and the
	 * valid extents each handle on them holds (struct cg_vstate *, by SSA
	 * name), known while its gen is vgen; vgen moves at every block's end
	 * (a branch not taken, a loop's trips) and every loop body's start (the
	 * previous trip's end) */
	struct ptab narrowed, vstates;
	uint32_t vgen;
	struct vec regions;    /* PTOAS planner: multi-slot regions (region.c) */
	const char *cur_param; /* tensor view being rendered (stride temps), or NULL: numbered */
	const char *workspace; /* the SDMA workspace parameter ("%argN"), or NULL */
	const char *raw_args;  /* the raw dispatch-args parameter (deferred completion), or NULL */
	uint32_t rejected_dtypes; /* dtypes already reported by the in-core gate */
	uint32_t dtype_words_ok;  /* dtypes whose MLIR words the ptoas has (cg_mlir_dtype) */
	/* the selected ptoas: its code, its text, the known version whose words
	 * it takes (NULL: no inventory); words already reported as missing */
	uint32_t ptoas;
	char ptoas_text[16];
	const struct spec_ptoas_version *pv;
	struct vec missing_words;
	/* op lines whose words the ptoas has, by what they were built of
	 * (emit.c's line_sig): struct cg_line_sig * in `a` */
	struct ptab sigs;
	/* entries of sigs met last, by hash (emit.c's sig_known) */
#define CG_SIG_RECENT 16
	struct cg_line_sig *sig_recent[CG_SIG_RECENT];
	/* op lines by template and type texts, met last, in sets of two (emit.c's emit_template) */
#define CG_PLANS CG_KEEP_PLANS
	struct cg_line_plan *plans[CG_PLANS];
	/* the placeholders of templates met last (emit.c's tpl_vars) */
#define CG_TPL_VARS 16
#define CG_PLAN_VARS 12
	struct cg_tpl_vars {
		const struct spec_template *tp;
		int8_t n; /* -1: a piece other than texts, operands and ${dst} */
		uint8_t piece[CG_PLAN_VARS];
		uint8_t kind[CG_PLAN_VARS]; /* TP_OPERAND ... TP_DST_T */
		/* the first placeholder of the same value (an operand's name
		 * and its type, ${dst} and ${dst:t}): itself when none before */
		uint8_t same[CG_PLAN_VARS];
	} tpl_vars[CG_TPL_VARS];
	bool alloc_words_ok; /* the ptoas has pto.alloc_tile */
	/* the SSA names cg_named made of identifier characters alone, each
	 * after a byte of its length: plain, known so without a scan */
	struct arena plain_names;
	/* the bytes of the plain_names block a name was last found in
	 * (ssa_plain): a kernel's lines name its tiles in the order cg_named
	 * made them */
	const unsigned char *plain_lo, *plain_hi;
	/* SSA names found plain (emit.c's ssa_plain) and their lengths, by pointer */
	struct cg_plain { const char *s; size_t len; } plain_ssa[64];
	/* texts met again and again (types, template texts), by pointer:
	 * their length, hash and whether they hold a newline (cg_text) */
#define CG_TEXTS 128
	struct cg_text texts[CG_TEXTS];
	/* the GM pipe layout of the function's module (own_gm, or its Group's
	 * in o->gm_scope), and the pointer of each of its pipes in this function
	 * (in `a`), NULL until used */
	struct cg_gm_layout own_gm;
	const struct cg_gm_layout *gm;
	const char **gm_ptr;
	bool failed;
	bool halted; /* a statement no later one could follow (a call of a function): stop */
};

struct cg_val {
	const char *ssa;
	const char *type;
};

/* pto.c */
/* Vars made one after the other have neighbouring ids and are mostly
 * emitted in that order: a run of CG_BIND_RUN ids shares one array of
 * bindings, so the bindings of a large kernel are found in the cache lines
 * just used, made without an allocation each, and the run table stays
 * small (a hash table by var id missed the cache at nearly every lookup of
 * a 100,000-statement kernel).  cg_b_run makes run key1 the last one. */
#define CG_BIND_RUN 256u
void cg_b_run(struct cg *cg, uint32_t key1);

/* The binding of v in the function being emitted (zeroed when new). */
static inline struct cg_bind *cg_b(struct cg *cg, const struct var *v)
{
	uint32_t key1 = v->id / CG_BIND_RUN + 1;
	if (key1 != cg->last_key1)
		cg_b_run(cg, key1);
	return &cg->last_run[v->id % CG_BIND_RUN];
}

/* Copies the n bytes at s to d, reading none outside s[0..n): the short
 * texts of a line (SSA names, separators) without a call. */
static inline void cg_copy(char *d, const char *s, size_t n)
{
	if (n >= 8 && n <= 16) {
		uint64_t a, b;
		memcpy(&a, s, 8);
		memcpy(&b, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + n - 8, &b, 8);
	} else if (n >= 4 && n < 8) {
		uint32_t a, b;
		memcpy(&a, s, 4);
		memcpy(&b, s + n - 4, 4);
		memcpy(d, &a, 4);
		memcpy(d + n - 4, &b, 4);
	} else {
		memcpy(d, s, n);
	}
}

/* The length, hash and newline of text s, which stays as it is while the
 * function is emitted (a literal, or a string in cg->a): found by pointer
 * in a small cache (two ways a set: the texts of one op line rarely evict
 * each other), so a type text is measured once, not at every use.
 * cg_text_miss measures s into set x. */
const struct cg_text *cg_text_miss(struct cg *cg, struct cg_text *x, const char *s);
static inline const struct cg_text *cg_text(struct cg *cg, const char *s)
{
	uintptr_t u = (uintptr_t)s;
	struct cg_text *x =
		&cg->texts[(size_t)((u * 0x9e3779b97f4a7c15ull) >> 40) % CG_TEXTS & ~(size_t)1];
	if (x->s == s)
		return x;
	if (x[1].s == s)
		return &x[1];
	return cg_text_miss(cg, x, s);
}
/* FNV-1a of text s (as cg_text takes it), hashed once while cached. */
uint64_t cg_text_hash(struct cg *cg, const char *s);
/* The bytes an SSA name keeps (NewNamedTemp): 2 for [A-Za-z0-9_] (a name
 * of these alone is plain, emit.c's sig_ssa), 1 for '.' and '$'; 0 for
 * those it spells '_'. */
extern const unsigned char cg_ssa_class[256];
static inline uint64_t cg_load8(const char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

/* Whether the eight bytes of w are all [A-Za-z0-9_] (cg_ssa_class 2): each
 * range test leaves a byte's high bit set where its low seven bits are in
 * the range, with no carry between bytes. */
static inline bool cg_ident_word(uint64_t w)
{
	const uint64_t ones = 0x0101010101010101ull, high = 0x80 * ones, x = w & ~high;
#define CG_IN(lo, hi) ((x + ones * (0x80 - (lo))) & ~(x + ones * (0x7f - (hi))))
	uint64_t in = CG_IN('0', '9') | CG_IN('A', 'Z') | CG_IN('a', 'z') | CG_IN('_', '_');
#undef CG_IN
	return (in & ~w & high) == high;
}

#ifdef __SSE2__
/* cg_ident_word of both a and b, in one 16-byte vector: a byte is a
 * digit, '_', or a letter once 0x20 folds its case. */
static inline bool cg_ident_16(uint64_t a, uint64_t b)
{
	__m128i v = _mm_set_epi64x((long long)b, (long long)a);
	__m128i u = _mm_or_si128(v, _mm_set1_epi8(0x20));
#define CG_RANGE(x, lo, n) _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - (lo)))), \
					   _mm_set1_epi8((char)(0x80 + (n) - 256)))
	__m128i ok = _mm_or_si128(CG_RANGE(u, 'a', 26), CG_RANGE(v, '0', 10));
#undef CG_RANGE
	ok = _mm_or_si128(ok, _mm_cmpeq_epi8(v, _mm_set1_epi8('_')));
	return _mm_movemask_epi8(ok) == 0xffff;
}
#endif

/* SSA name x of len bytes (its '%' and class-2 characters only) is plain: the name a
 * kernel's next lines use most is the one just made, so sig_ssa finds it
 * here instead of scanning it. */
static inline struct cg_plain *cg_plain_slot(struct cg *cg, const char *x)
{
	return &cg->plain_ssa[((uintptr_t)x >> 3) % 64];
}
static inline void cg_note_plain(struct cg *cg, const char *x, size_t len)
{
	*cg_plain_slot(cg, x) = (struct cg_plain){x, len};
}
/* The cg_keep new kept things go to: the caller's, while it is below
 * CG_KEEP_MAX bytes; else NULL (the function's own arena and tables). */
#define CG_KEEP_MAX ((size_t)4 << 20)
static inline struct cg_keep *cg_keep_room(struct cg *cg)
{
	struct cg_keep *k = cg->o->keep;
	return k && k->a.total < CG_KEEP_MAX ? k : NULL;
}
/* Text s of n bytes as one that stays valid for the program (one copy per
 * content in the cg_keep), or in cg->a when there is no room. */
const char *cg_keep_text(struct cg *cg, const char *s, size_t n);
const char *cg_printf(struct cg *cg, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The strings given (up to a NULL) joined, in cg->a: the texts of a line
 * without a format to parse. */
const char *cg_cat(struct cg *cg, ...) __attribute__((sentinel));
const char *cg_new_temp(struct cg *cg);
/* Appends v in decimal (as %" PRId64 " prints it). */
void cg_put_int(struct buf *b, int64_t v);
const char *cg_named(struct cg *cg, const char *name);
const char *cg_const_int(struct cg *cg, int64_t v, enum dtype dt);
const char *cg_const_float(struct cg *cg, double v, enum dtype dt);
const char *cg_mlir_dtype(struct cg *cg, enum dtype dt, struct span at);
/* Reports every word of `text` (ops, types, attributes) the selected ptoas
 * lacks, at `at` (the function when `at` has no line); false when one was
 * missing. */
bool cg_check_words(struct cg *cg, struct span at, const char *text);
/* Emits one operation line (or several, separated by '\n') at the current
 * indent, with the loc of `at` when locations are on and `loc` is set. */
void cg_line(struct cg *cg, bool loc, struct span at, const char *text);
/* cg_line of a text whose words are known to be checked. */
void cg_put_line(struct cg *cg, bool loc, struct span at, const char *text);
/* cg_put_line of the `len` bytes at `text` (NUL-terminated there). */
void cg_put_line_n(struct cg *cg, bool loc, struct span at, const char *text, size_t len);
/* cg_put_line_n of a text known to hold no '\n' (one line). */
void cg_put_line_1(struct cg *cg, bool loc, struct span at, const char *text, size_t len);
/* cg_put_line_1 written in place: cg_line_begin appends the indent to the
 * text being emitted and returns it, the caller appends the line's text (no
 * '\n', words known to be checked), cg_line_end its loc (of `at`) and
 * newline.  Nothing else may be emitted in between. */
struct buf *cg_line_begin(struct cg *cg);
void cg_line_end(struct cg *cg, struct span at);
/* An empty buffer to build one line in: cg->line, reused from line to line,
 * or `local` while cg->line holds a line still being built; give it back
 * with cg_line_buf_done after its cg_line. */
struct buf *cg_line_buf(struct cg *cg, struct buf *local);
void cg_line_buf_done(struct cg *cg, struct buf *b);
/* A tile's !pto.tile_buf<...> type; static_valid prints v_row/v_col from
 * the valid shape when constant (views), else '?' (allocations). */
/* An error at `at` when a boxed tile type is not a whole number of its fractal boxes
 * (PTOAS verifyBoxedTileLayout). */
void cg_check_box(struct cg *cg, const struct type *t, struct span at);
const char *cg_tile_type(struct cg *cg, const struct type *t, bool static_valid,
			 struct span at);
const char *cg_tensor_view_type(struct cg *cg, const struct type *t, struct span at);
/* `name = pto.make_tensor_view ptr, shape = ..., strides = ...` of tensor v's type (its
 * view is bound already), with the loc of `at`.  The layout is the type's own when
 * own_layout (a tensor.view result), else a column vector's is dn (a parameter). */
void cg_tensor_view_line(struct cg *cg, const struct var *v, const char *name, const char *ptr,
			 bool own_layout, struct span at);
struct cg_val cg_scalar(struct cg *cg, struct expr *e);
struct cg_val cg_scalar_as(struct cg *cg, struct expr *e, enum dtype want);
const char *cg_index(struct cg *cg, struct expr *e);
/* A valid-shape extent as an index, its unsigned arithmetic done in index (no wrap). */
const char *cg_extent(struct cg *cg, struct expr *e);
struct cg_val cg_convert(struct cg *cg, struct cg_val v, enum dtype from, enum dtype to);
enum dtype cg_expr_dtype(const struct expr *e);
void cg_error(struct cg *cg, struct span at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Emits the alloc_tile of tile var `v` (once); validates boxes and capacity. */
void cg_alloc(struct cg *cg, struct var *v);
/* cg_alloc, the tile typed with its static valid shape when static_valid
 * (v_row=8, v_col=16, no valid operands) */
void cg_alloc_typed(struct cg *cg, struct var *v, bool static_valid);
/* Before an op reads or writes tile v: the valid extents of v's handle set
 * to v's own with pto.set_validshape, when the handle is on a buffer a
 * set_validshape narrows and does not hold them (cg_valid_set records what
 * it holds). */
void cg_valid_sync(struct cg *cg, struct var *v);
void cg_valid_set(struct cg *cg, const char *ssa, const struct type *t);
/* The axis an FP4 Vec tile packs two elements a byte along (0 rows, 1 cols),
 * which its tile_buf and subview operands count in bytes; -1 for others. */
int cg_fp4_packed_axis(const struct type *t);
/* The binding of a var operand (reports an unbound var). */
struct cg_bind *cg_bound(struct cg *cg, struct expr *e);

/* "block_idx" for an spmd_id op "tile.get_block_idx". */
const char *cg_spmd_suffix(unsigned op);
/* The synthesized SPMD parameters of a kernel that reads the spmd id ops
 * used[op] (indexed by op): the suffixes of %__pypto_spmd_<suffix>, each
 * once, in the order of the ops and of each op's spmd_params. */
#define CG_MAX_SPMD_PARAMS 8
struct cg_spmd_params {
	int n;
	char sfx[CG_MAX_SPMD_PARAMS][32];
};
void cg_spmd_params(const bool *used, struct cg_spmd_params *out);
/* Whether an op of an emit kind the kernel wrapper looks for (spmd_id,
 * sdma_workspace, deferred_completion) has been built (ir_op_made): when
 * none has, no kernel calls one. */
bool cg_wrapper_ops_made(void);

/* region.c */
/* Collects and validates the multi-slot regions of the function (ptoas
 * planner only); requests their valid-extent constants.  False after
 * reporting an ineligible region. */
bool cg_plan_regions(struct cg *cg);
/* The regions' pto.alloc_multi_tile lines (prologue). */
void cg_emit_regions(struct cg *cg);
/* If tile var `v` is a slot of a region, emits its pto.multi_tile_get and
 * returns true. */
bool cg_region_get(struct cg *cg, struct var *v);
void cg_regions_free(struct cg *cg);

/* emit.c */
/* Reports every call of the function the backend cannot emit (an op it
 * excludes or one marked `emit: unsupported`); emission starts only when
 * there is none, so no statement meets an operand whose definition failed
 * for that reason.  False after reporting. */
bool cg_check_calls(struct cg *cg);
void cg_call(struct cg *cg, struct var *res, struct expr *call);
/* The first PTO op of a template ("pto.tadd"), into buf ("" when none). */
const char *cg_pto_op_name(const struct spec_template *tp, char buf[64]);

#endif
