/* Types of the vector-layout rule tables: specgen writes gen/vlayout_tables.c
 * from the `vlayout:` key of specs/ops/ave.yaml, the solver (vl_solve.c) only
 * reads them.  Rule *kinds* are C; which op uses which kind and every state
 * combination a rule accepts are data. */
#ifndef PTOC_VL_TABLES_H
#define PTOC_VL_TABLES_H

#include <stdint.h>

/* How a rule computes its alternatives (reference vector-layout.md §3). */
#define VL_RULE_KINDS(X) \
	X(table)        /* rows keyed by (width, state) -> ordered alternatives   */ \
	X(same)         /* R8: data operands take s(res0), mask takes M(s(res0))  */ \
	X(convert)      /* R12: by width order: wider / narrower / equal sub-rule */ \
	X(pass)         /* R15: s(operand 0) := s(result 0)                       */ \
	X(default)      /* R16: vector operands take s(first vector result)       */ \
	X(loop)         /* R17: scf.for                                           */ \
	X(yield)        /* R18: scf.yield                                         */ \
	X(call)         /* R19: func.call (product of operand states)             */ \
	X(layout_cast)  /* R20: ave.hir.vector.layout_cast                        */

enum vl_rule_kind {
#define X(n) VLR_##n,
	VL_RULE_KINDS(X)
#undef X
	VLR_COUNT
};

/* Which vector operand is the op's mask (§2, input format §3.2). */
enum vl_mask_pos { VLM_last, VLM_first, VLM_penult, VLM_none };

/* What a table row is keyed by. */
enum vl_key { VLKEY_none, VLKEY_res, VLKEY_data };

/* `layout_change` attribute values; VLC_any matches presence. */
enum vl_lc { VLC_absent, VLC_UNCHANGED, VLC_SPARSE, VLC_DENSE, VLC_any, VLC_COUNT };

#define VL_ANY (-1)        /* a row's width or state that matches anything */
#define VL_NOSTATE (-1)    /* no requirement / no layout                  */

struct vl_state_info {
	const char *name;  /* spelling inside #ave.vec_mem_type<...> */
	int8_t width;      /* element width the state holds */
	int8_t mask;       /* mask state M(s) */
};

struct vl_alt {
	int8_t ft;    /* index into vl_func_types; 0 = none */
	int8_t data;  /* state required of every data operand, or VL_NOSTATE */
	int8_t mask;  /* state required of the mask operand, or VL_NOSTATE */
};

struct vl_row {
	int8_t width;    /* key width, or VL_ANY */
	int8_t state;    /* key state, or VL_ANY */
	uint16_t first;  /* alternatives vl_alts[first .. first+n) */
	uint8_t n;
};

struct vl_table {
	const char *name;
	uint8_t wkey, skey;  /* enum vl_key: where the key width / state come from */
	uint8_t fold;        /* fold width 64 to 32 before the lookup */
	uint16_t first, n;   /* rows vl_rows[first .. first+n) */
};

struct vl_rule {
	const char *name;
	uint8_t kind;          /* enum vl_rule_kind */
	int8_t table;          /* VLR_table: index into vl_tables */
	uint8_t equal_results; /* every vector result must share one state */
	int8_t lc[VLC_COUNT];  /* rule used instead when layout_change has that value; -1 = none */
	int8_t wider, narrower, equal; /* VLR_convert: sub-rules */
};

struct vl_op {
	const char *name;  /* full op name, sorted for bsearch */
	int8_t rule;
	uint8_t mask;      /* enum vl_mask_pos */
	int8_t item[2];    /* result types: 1-based type items (0 = not given) */
};

enum { VL_MAX_WIDTH = 64 };

extern const struct vl_state_info vl_states[];
extern const int vl_nstates;
extern const char *const vl_func_types[];
extern const int vl_nfunc_types;
extern const int8_t vl_legal[VL_MAX_WIDTH + 1][8]; /* per width, -1 terminated */
extern const int8_t vl_fold[VL_MAX_WIDTH + 1];      /* width used by folding rules */
extern const int8_t vl_default_layout[VL_MAX_WIDTH + 1]; /* call results; -1 none */
extern const int8_t vl_exit_cast[8][8];              /* R20 [L][R] -> ft */
extern const struct vl_alt vl_alts[];
extern const struct vl_row vl_rows[];
extern const struct vl_table vl_tables[];
extern const struct vl_rule vl_rules[];
extern const int vl_nrules;
extern const struct vl_op vl_ops[];
extern const int vl_nops;
extern const int vl_default_rule; /* rule of ops not listed */

#endif
