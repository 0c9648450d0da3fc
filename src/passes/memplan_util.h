/* Helpers shared by the memory-planning passes (init_mem_ref,
 * materialize_semantic_aliases, memory_reuse, allocate_memory_addr,
 * fold_no_op_reshape): buffer sizes, MemRef construction, buffer identities
 * and the lifetime analysis that reuse and DSA placement rely on. */
#ifndef PTOC_MEMPLAN_UTIL_H
#define PTOC_MEMPLAN_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir.h"
#include "pass.h"

/* The passes and verifiers of this family (registered in registry.c). */
bool pass_init_mem_ref(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_semantic_aliases(struct pass_ctx *ctx, struct program *p);
bool pass_memory_reuse(struct pass_ctx *ctx, struct program *p);
bool pass_allocate_memory_addr(struct pass_ctx *ctx, struct program *p);
bool pass_fold_no_op_reshape(struct pass_ctx *ctx, struct program *p);
/* The second half of MaterializeSemanticAliases, which the pypto planner runs
 * at the start of MemoryReuse: loop-carried, if-merged and in-place tiles made
 * one buffer each, a move inserted where their data would clash.  False after
 * an error was reported. */
bool mp_tie_semantic_aliases(struct program *p, const struct spec_backend *be, bool *changed);
int verify_has_mem_refs(const struct program *p, bool strict, bool report);
int verify_allocated_memory_addr(const struct program *p, bool strict, bool report);

/* InCore, AIC, AIV and Opaque functions: the ones whose tiles get on-chip
 * buffers (an Opaque function's tiles live on chip as the reference plans
 * them; Orchestration, Group and host functions hold no tiles). */
bool mp_is_incore(const struct function *f);

/* Bytes of the physical tile or tensor `t` (elements times storage bits,
 * rounded up to a byte).  False when a dim is not a constant (*bytes = 0);
 * UINT64_MAX when the bytes exceed INT64_MAX (checked, never wrapped). */
bool mp_type_bytes(const struct type *t, uint64_t *bytes);

/* The op whose type rule is `r` (e.g. the tile allocation op), or -1.  The
 * memory passes find the ops they synthesize by role, never by name. */
int mp_op_with_rule(enum type_rule r);

/* A MemRef at byte offset 0 (INT64 constant): `base` is the Ptr var of a
 * tile.alloc statement, or NULL with `name` the quoted base (DDR). */
struct memref *mp_new_memref(struct arena *a, struct var *base, const char *name, uint64_t size,
			     struct span sp);

/* `name: pl.Ptr = <alloc op>(ms, size)`: a fresh on-chip buffer (its Ptr
 * var is the statement's var; the statement belongs among the allocs at
 * the top of the function body).  The statement and its call are made in
 * mp_side(p): InitMemRef makes one per tile and MemoryReuse drops most of
 * them; mp_settle_allocs moves the ones left into the program's arena. */
struct stmt *mp_new_alloc(struct program *p, const char *name, enum memspace ms, uint64_t size,
			  struct span sp);

/* The leaf expressions a pass making many buffers shares between them
 * (expressions are never edited in place): the INT64 offset 0, each
 * space's enum and the last size written.  Zeroed before first use. */
struct mp_leaves {
	struct expr *zero;
	struct expr *space[MS_COUNT];
	/* the last few sizes' constants (a kernel's tiles alternate between
	 * a few shapes), replaced round robin */
	struct expr *size[4];
	uint64_t size_of[4]; /* the value of each `size` */
	unsigned next_size;
	/* the kwargs of the allocs made with these leaves, all defaults: shared
	 * (an alloc whose kwargs are set, a pinned one, is made alone) */
	struct kwval *alloc_kwargs;
	/* the alloc call of size[k] in space call_ms[k], shared by the allocs
	 * made alike until mp_settle_allocs gives each its own */
	struct expr *call[4];
	uint8_t call_ms[4];
};
/* mp_new_memref / mp_new_alloc with their leaves taken from (and first
 * made into) `lv`. */
struct memref *mp_new_memref_shared(struct arena *a, struct mp_leaves *lv, struct var *base,
				    const char *name, uint64_t size, struct span sp);
struct stmt *mp_new_alloc_shared(struct program *p, struct mp_leaves *lv, const char *name,
				 enum memspace ms, uint64_t size, struct span sp);

/* The buffer name `mem_<space>_<k>` (space in lower case) into out[n]; returns its
 * length. */
size_t mp_buffer_name(char *out, size_t n, enum memspace ms, unsigned k);
/* The name of buffer k + 1 made from that of buffer k (`name`, `len` chars
 * of an n-byte array, as mp_buffer_name wrote it): its number counted up in
 * place; returns the new length, 0 when it does not fit (name unchanged). */
size_t mp_buffer_name_next(char *name, size_t len, size_t n);

/* `t` with its memref replaced (a fresh type; `t` is left alone). */
const struct type *mp_with_memref(struct arena *a, const struct type *t, struct memref *mr);

/* mp_with_memref for many vars of one buffer: a var whose type equals,
 * but for the MemRef, one of the last MP_RETYPE_WAYS types made for slot k (its
 * buffer) takes that same type instead of a fresh copy (types are never edited
 * in place), so retyping n vars of a few shapes makes a few types, also where
 * tiles of two shapes take turns in one buffer.  The cache has `n` slots,
 * zeroed by mp_retype_init. */
#define MP_RETYPE_WAYS 2
struct mp_retype {
	const struct type **from, **to; /* [n * MP_RETYPE_WAYS] the last types retyped for each
					   k, newest first, and their results */
	uint32_t n;
};
void mp_retype_init(struct mp_retype *r, uint32_t n);
void mp_retype_free(struct mp_retype *r);
const struct type *mp_retype(struct arena *a, struct mp_retype *r, uint32_t k,
			     const struct type *t, struct memref *mr);

/* Whether the result of op `op` may take the buffer of operand `k` (the op is
 * in-place safe and does not forbid aliasing that operand). */
bool mp_result_may_alias(unsigned op, uint32_t k);

/* Whether `e` is a var reference whose type carries a MemRef; returns it. */
struct memref *mp_expr_memref(const struct expr *e);

/* Whether statement `s` is `mem_x: pl.Ptr = <alloc op>(...)`; returns the
 * Ptr var. */
struct var *mp_alloc_stmt_var(const struct stmt *s);

/* The Ptr vars of f's pinned allocs (`tile.alloc(..., pinned=True)`, the
 * allocations an author declared), sorted by id for mp_is_pinned; *n gets
 * their number (NULL when there are none; the caller frees it). */
struct var **mp_pinned_ptrs(const struct function *f, uint32_t *n);
bool mp_is_pinned(struct var *const *pinned, uint32_t n, const struct var *ptr);
/* mp_pinned_ptrs of the statements stmts[n_stmts] (a function's allocs). */
struct var **mp_pinned_ptrs_of(struct stmt *const *stmts, uint32_t n_stmts, uint32_t *n);

/* Removes the alloc statements at the top level of f's body whose Ptr var
 * is referenced by no var type of the function (buffers merged away). */
void mp_prune_allocs(struct program *p, struct function *f);
/* The same in two steps, for a pass that walks the defs anyway: marks the
 * Ptr var of v's MemRef in used[n_vars] (true when it was not marked yet);
 * drops the allocs not marked. */
bool mp_mark_base(const struct var *v, uint8_t *used);
void mp_drop_allocs(struct program *p, struct function *f, const uint8_t *used);
/* Where memory planning makes what MemoryReuse mostly drops: the side
 * arena of p's arena (arena_side) once p's IR is large (past 1 MiB: the
 * side arena's memory is given back before the code generator runs),
 * else p's arena (a small program's arena dies soon, and moving the
 * objects left would cost more than it saves). */
struct arena *mp_side(struct program *p);
/* Copies the statements of p made in its arena's side arena (the allocs
 * mp_new_alloc made), each with a call of its own, into the arena, moves
 * the types and MemRefs made there (InitMemRef's) the same way, and frees
 * the side arena: nothing refers to it after.  MemoryReuse calls it, and
 * the pass manager after the passes. */
void mp_settle_allocs(struct program *p);
/* Frees the per-var tables the lifetimes of one function after another
 * share (sized for the program's vars, kept from pass to pass): the pass
 * manager's, after a pass over a large program. */
void mp_scratch_release(void);

/* Calls fn(var, ctx) for every var the function defines: parameters, assign
 * targets, loop vars, iter args and return vars, in body pre-order (params
 * first, iter args at their loop, return vars after their statement). */
typedef void (*mp_var_fn)(struct var *v, void *ctx);
/* Every var f defines (params first), but tiles that live in a pipe slot
 * and the Ptr vars allocs assign. */
void mp_each_def(struct function *f, mp_var_fn fn, void *ctx);
/* The same walk also calling stmt_fn(s, stmt_ctx) on every statement in
 * pre-order (as ir_walk_stmts visits them), before the vars s defines: a
 * pass needing both walks makes one. */
typedef void (*mp_stmt_fn)(struct stmt *s, void *ctx);
void mp_each_def_and_stmt(struct function *f, mp_var_fn fn, void *ctx, mp_stmt_fn stmt_fn,
			  void *stmt_ctx);

/* Whether the tile `value` makes lives in a cross-core pipe's slot: a tpop
 * result (the pop returns the slot, reference InitMemRef gives it no MemRef)
 * or a view of such a tile.  Such tiles have no MemRef and no buffer. */
bool mp_lives_in_slot(const struct expr *value);

/* ---- buffer identities and lifetimes -------------------------------------- */

/* One on-chip buffer: the set of MemRefs naming one window, i.e. the same
 * base Ptr var at the same offset and slot (the windows an author carves out
 * of one allocation are buffers of their own, which the planner may move
 * apart), or the same quoted base name when there is no Ptr.  Positions
 * number statements in pre-order; a compound statement has a header and an
 * end position. */
struct mp_ident {
	struct memref *mr;   /* the first MemRef seen with this base */
	uint64_t size;       /* bytes: the largest of the MemRef sizes seen */
	uint32_t def, end;   /* first definition, last use (extended over loops) */
	struct stmt *def_stmt; /* the ST_ASSIGN at `def` when it defines a var of
				  this identity, else NULL */
	int32_t next_win;    /* internal: another window of the same base, or -1 */
	uint8_t space;       /* enum memspace */
};

/* Var-level liveness, for interference between the values (not buffers) a
 * buffer would hold.  A var is live after position p when one of its uses
 * lies after p on a path from p: a then-branch never reaches its own
 * else-branch, and a use inside a loop of a var defined before the loop
 * counts as a use at the loop's end (the back edge).  A loop's exit reads
 * the iter args whose return vars are used, at the header (their own
 * position: it makes them count as read, and extends no lifetime). */
struct mp_use {
	uint32_t pos;
	int32_t next;
};
struct mp_branch {
	uint32_t else_start, else_end; /* for a then-branch: its if's else range */
	int32_t parent;                /* enclosing branch, -1 */
	bool then;
};
struct mp_at {
	const struct stmt *s;
	uint32_t pos;
	int32_t branch;
};

struct mp_lifetimes {
	uint32_t n;
	struct mp_ident *v;   /* in first-definition order */
	uint32_t v_map;       /* v's mapped capacity, 0 when v is on the heap */
	int32_t *var_ident;   /* [n_vars]: identity of a tile var, -1 */
	uint32_t n_vars;
	/* per var, [n_vars] (tile vars with an identity only; all but
	 * var_stmt at MP_VARS only) */
	uint32_t *var_def;      /* position of the definition */
	int32_t *var_branch;    /* innermost if-branch around it, -1 */
	struct stmt **var_stmt; /* its defining ST_ASSIGN, or NULL */
	int32_t *var_uses;      /* head of its use list in `uses`, -1 */
	int32_t *var_loop;      /* internal: loop its uses extend to, -1 */
	struct mp_use *uses;
	uint32_t n_uses, cap_uses;
	struct mp_branch *br;
	uint32_t n_br, cap_br;
	struct mp_at *at;       /* every yield and loop statement (a loop at its
				   header), sorted by address */
	uint32_t n_at, cap_at;
	/* mp_lifetimes_compute_defs: the defs mp_each_def visits that name a
	 * buffer (tile vars with a MemRef, a def once more when assigned again,
	 * and defs whose MemRef has a Ptr base), in its order */
	struct var **defs;
	uint32_t n_defs, cap_defs;
	/* with `allocs`: the alloc statements at the top level of the body,
	 * in order */
	struct stmt **allocs;
	uint32_t n_allocs, cap_allocs;
	/* internal: the per-var tables are the shared scratch tables (only the
	 * entries of `touched` vars are reset when freed) */
	bool cached;
	uint32_t *touched;
	uint32_t n_touched, cap_touched;
};

/* Collects the on-chip tile buffers of f with their lifetimes (a buffer one
 * of whose vars is in DDR is left out: nothing places DDR).  A buffer is
 * live from the first definition of one of its vars to the last use of one;
 * a use inside a loop of a buffer defined before the loop keeps it live to
 * the loop's end.  Linear in the size of the body (times loop depth). */
void mp_lifetimes_compute(struct program *p, struct function *f, struct mp_lifetimes *lt);

/* The same, calling fn(call, ctx) on the way on every call expression the
 * statements of f hold (in pre-order; fn may edit the call's attrs and
 * kwargs, not its operands), so a pass needs no walk of its own. */
typedef void (*mp_call_fn)(struct expr *call, void *ctx);
void mp_lifetimes_compute_visiting(struct program *p, struct function *f,
				   struct mp_lifetimes *lt, mp_call_fn fn, void *ctx);
/* How much of the analysis a caller needs.  The identities (v[], in the
 * same order, with their spaces, sizes, windows and defining statements)
 * and var_ident are the same at every level.  MP_IDENTS leaves `end` at
 * `def` (a placement that ignores liveness); MP_BUFFERS adds the buffers'
 * lifetimes (`end`, extended over loops); MP_VARS adds the var-level
 * liveness that mp_live_after, mp_last_use and mp_used_at read (only valid
 * at that level). */
enum mp_detail { MP_IDENTS, MP_BUFFERS, MP_VARS };
void mp_lifetimes_compute_detail(struct program *p, struct function *f, struct mp_lifetimes *lt,
				 enum mp_detail detail, mp_call_fn fn, void *ctx);
/* mp_lifetimes_compute_detail also listing the defs in `defs` and the
 * top-level allocs in `allocs`: a pass that rewrites the
 * defs' types after the analysis walks those lists, not the function
 * again. */
void mp_lifetimes_compute_defs(struct program *p, struct function *f, struct mp_lifetimes *lt,
			       enum mp_detail detail, mp_call_fn fn, void *ctx);
void mp_lifetimes_free(struct mp_lifetimes *lt);
/* Whether tile var `v` is live after position `p` of branch `branch`. */
bool mp_live_after(const struct mp_lifetimes *lt, const struct var *v, uint32_t p, int32_t branch);
/* Position of the last use of tile var `v` (its definition when unused). */
uint32_t mp_last_use(const struct mp_lifetimes *lt, const struct var *v);
/* Whether tile var `v` is an operand of the statement at position `p`
 * (one of its uses is there). */
bool mp_used_at(const struct mp_lifetimes *lt, const struct var *v, uint32_t p);
/* Position and branch of yield or loop statement `s` (NULL when not
 * recorded).  A loop's position is its header: where its init values are
 * read and its iter args defined. */
const struct mp_at *mp_stmt_at(const struct mp_lifetimes *lt, const struct stmt *s);
/* Records var `v` (created after the analysis, e.g. a copy inserted by a
 * pass) as a var of identity `ident` defined and used at `at`. */
void mp_lifetimes_add_var(struct mp_lifetimes *lt, const struct var *v, int ident,
			  const struct mp_at *at);
/* Identity of the memref `mr` (looked up by its window), or -1. */
int mp_lifetimes_find(const struct mp_lifetimes *lt, const struct memref *mr);
/* The MemRef of `own`, a view at a constant offset into the buffer of its
 * identity's MemRef `ident` (a slice joins its source's identity), once that
 * buffer is `to`: `to` at the view's offset from the identity's, with the
 * view's size.  NULL when own is not such a view (or an offset is not a
 * constant). */
struct memref *mp_rebase_view(struct arena *a, const struct memref *own, const struct memref *ident,
			      const struct memref *to);

/* A binary min-heap of (key, val), smallest key first (ties: smallest val). */
struct mp_heap_item {
	uint64_t key;
	uint32_t val;
};
struct mp_heap {
	struct mp_heap_item *v;
	uint32_t n, cap;
};
void mp_heap_push(struct mp_heap *h, uint64_t key, uint32_t val);
void mp_heap_pop(struct mp_heap *h);
void mp_heap_free(struct mp_heap *h);

#endif
