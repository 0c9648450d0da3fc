/* Helpers of the pl.pipeline passes (SkewCrossCorePipeline, LowerPipelineLoops,
 * CanonicalizeIOOrder, LowerPipelineToSlots): loop-body clones with the loop
 * variable and iter args substituted and every definition fresh, constant
 * index arithmetic, and the `pipeline_membership` call attr that records
 * which replicated stage a tile belongs to ("group:stage", one pair per
 * enclosing replicated loop, joined by ';'). */
#ifndef PTOC_PIPELINE_UTIL_H
#define PTOC_PIPELINE_UTIL_H

#include <stdbool.h>
#include <stdint.h>

#include "ir.h"
#include "passutil.h"

/* The loop attrs the pipeline passes read (interned on first use). */
const char *plu_key_membership(void);      /* call attr "pipeline_membership" */
const char *plu_key_overlap_stores(void);  /* loop attr "pipeline_overlap_stores" */
const char *plu_key_double_buffer_c(void); /* loop attr "pipeline_double_buffer_c" */

/* An integer constant or the negation of one. */
bool plu_const(const struct expr *e, int64_t *v);
/* Whether l holds a pl.pipeline loop (at any depth): the pipeline passes
 * leave a function without one as it is, and skip it unwalked. */
bool plu_has_pipeline(struct stmt_list l);
/* The stage count of a pl.pipeline loop (its `stage=`), 0 when absent or
 * not a constant. */
int64_t plu_stages(const struct stmt *loop);
/* Iterations of range(start, stop, step), step != 0; false on overflow. */
bool plu_trips(int64_t start, int64_t stop, int64_t step, int64_t *trips);

/* An INDEX constant / typed INDEX arithmetic. */
struct expr *plu_index(struct arena *a, int64_t v, struct span sp);
struct expr *plu_bin(struct arena *a, enum binop op, struct expr *l, struct expr *r,
		     struct span sp);
/* base + off: base itself when off is 0, a folded constant when base is one
 * (false on overflow), else `base + off` (`base - |off|` for off < 0). */
bool plu_offset(struct arena *a, struct expr *base, int64_t off, struct span sp,
		struct expr **out);

/* A loop body split from its trailing yield. */
struct plu_body {
	struct stmt_list stmts; /* without the yield */
	struct expr_list yields; /* the yield's values, or empty */
};
struct plu_body plu_split_yield(struct stmt_list body);

/* Fresh names for the copies' variables: `base_1`, `base_2` ... skipping
 * the names the function already uses (SSAForm wants every assigned name
 * once per function).  A counter per base keeps naming linear. */
struct plu_namer {
	struct pu_names used;
	const char **base; /* open addressing: base name -> next suffix */
	uint32_t *next;
	uint32_t n, cap;
};
void plu_namer_init(struct plu_namer *nm, struct function *f);
const char *plu_fresh_name(struct plu_namer *nm, const char *base);
void plu_namer_free(struct plu_namer *nm);

/* A copy of `l` in which the loop variable of `loop` reads `lv` and its
 * i-th iter arg reads iter_subs[i] (NULL: iter args unchanged), every var the
 * copy defines is a fresh var of the same name and type; the trailing yield
 * (if any) is split off into the result's yields. */
struct plu_body plu_clone(struct program *p, struct plu_namer *nm, const struct stmt *loop,
			  struct stmt_list l, struct expr *lv, struct expr *const *iter_subs);

/* Appends (group, stage) to the pipeline_membership attr of every call
 * defining a tile in `l` (nested statements included), except calls `skip`
 * answers true for (NULL: none). */
typedef bool (*plu_skip_fn)(const struct stmt *assign, void *ctx);
void plu_tag(struct arena *a, struct stmt_list l, int64_t group, int64_t stage, plu_skip_fn skip,
	     void *ctx);
/* The call's pipeline_membership string, or NULL. */
const char *plu_membership(const struct expr *call);

/* Whether the call is a cube MAD op (a matmul type rule: the accumulator it
 * writes is never co-live with the next stage's). */
bool plu_is_cube_mad(const struct expr *call);

/* A growable list of var ids. */
struct plu_ids {
	uint32_t *v;
	uint32_t n, cap;
};
void plu_ids_push(struct plu_ids *d, uint32_t id);
/* Appends the ids of the vars `s` reads / defines, nested statements
 * included (a var may appear more than once). */
void plu_stmt_uses(struct stmt *s, struct plu_ids *out);
void plu_stmt_defs(struct stmt *s, struct plu_ids *out);

/* The loop attr `key` as a bool (`dflt` when absent or not a bool). */
bool plu_loop_flag(const struct stmt *loop, const char *key, bool dflt);
/* `attrs` without the entries named k1 / k2 (either may be NULL). */
struct attr_list plu_strip_attrs(struct arena *a, struct attr_list attrs, const char *k1,
				 const char *k2);

#endif
