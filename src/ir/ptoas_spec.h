/* Types of the ptoas tables specgen writes into gen/ptoas.c: the ptoas
 * versions ptoc knows (what each one defines), the verifier archs, and per op
 * its PTO forms by version and the verifier rules its emitted form must keep
 * (specs/README.md, "ptoas").  A version is a code: major * 1000000 +
 * minor * 1000 + patch ("0.27" = 27000). */
#ifndef PTOC_PTOAS_SPEC_H
#define PTOC_PTOAS_SPEC_H

#include <stdbool.h>
#include <stdint.h>

#include "spec.h"

enum ptoas_rule_kind {
#define PTOAS_RULE(n, ...) PR_##n,
#include "ptoas_rules.def"
	PR_COUNT
};

/* Rule args: operand indices, or the result. */
#define PTOAS_ARG_DST (-1)  /* the op's result */
#define PTOAS_ARG_DST0 (-2) /* element 0 of a tuple result */
#define PTOAS_ARG_DST1 (-3) /* element 1 of a tuple result */
#define PTOAS_ARG_LAST (-4) /* the call's last operand (optional ones absent: the last given) */

/* Layout pairs of the `layout` rule: (blayout, slayout), N for col_major
 * and Z for row_major (D: none_box): ND row/none, DN col/none, NZ col/row,
 * ZN row/col, ZZ row/row, NN col/col. */
enum ptoas_layout { PL_ND, PL_DN, PL_NZ, PL_ZN, PL_ZZ, PL_NN, PL_COUNT };

/* if_of of a rule whose filters look at its first arg. */
#define PTOAS_IF_OF_FIRST INT8_MIN

/* [lo, hi) over version codes; 0 = unbounded on that side. */
struct spec_ptoas_range {
	uint32_t lo, hi;
};

/* One ptoas version: the words its parser knows, each list sorted by strcmp. */
struct spec_ptoas_version {
	const char *name;   /* "0.27" */
	uint32_t code;
	uint16_t n_ops;     /* "pto.tadd" */
	const char *const *ops;
	uint16_t n_types;   /* "tile_buf" for !pto.tile_buf */
	const char *const *types;
	uint16_t n_enum_attrs; /* "cmp" for #pto<cmp ...> */
	const char *const *enum_attrs;
	uint16_t n_attrs;   /* "layout" for #pto.layout<...> */
	const char *const *attrs;
};

/* A verifier arch: `name` is what --pto-arch and pto.target_arch say. */
struct spec_ptoas_arch {
	const char *name;  /* "a3" */
	const char *title; /* "A2/A3", as ptoas's messages name it */
	int8_t left_blayout; /* the blayout its tile_buf parser gives every loc=left
				tile whatever the text says (enum tile_layout), -1: the text's */
};

/* The PTO form of an op for a range of versions, maybe only for some archs
 * or source spaces (the op's `pto` covers the rest; the first form that
 * holds is taken).  `lacks`: kwargs (bit k) and operands (bit 16 + i) the form cannot
 * express; a call that sets one is an error. */
struct spec_ptoas_form {
	struct spec_ptoas_range when;
	struct spec_template pto;
	uint32_t lacks_kwargs;
	uint32_t lacks_operands;
	/* `view: inferred`: the form's view (the op's ${dst}, or its ${view}) has
	 * no written result type; ptoas infers it from the source (0.27's
	 * pto.subset): codegen types the view so and refuses a window whose valid
	 * extents are not the ones ptoas computes */
	bool infers_view;
	/* the form holds only on these archs (bit per spec_ptoas_archs entry;
	 * 0: every arch) and for a first operand in these spaces (bits; 0: any) */
	uint8_t arch_mask;
	uint32_t if_mem;
};

struct spec_ptoas_rule {
	uint8_t kind;        /* enum ptoas_rule_kind */
	uint8_t arch_mask;   /* bit per spec_ptoas_archs entry; 0 = every arch */
	struct spec_ptoas_range when;
	int8_t if_of;        /* the arg (operand index or PTOAS_ARG_*) the if_blayout, if_mem,
			      * if_dtypes and if_matrix filters look at; PTOAS_IF_OF_FIRST: the
			      * first of args */
	int8_t if_blayout;   /* only when that arg has this blayout (enum tile_layout), or -1 */
	uint32_t if_mem;     /* only when that arg is in one of these spaces (bits); 0 = any */
	uint8_t n_if_dtypes; /* only when that arg's element type is one of if_dtypes (0: any) */
	const int32_t *if_dtypes;
	bool if_matrix;      /* only when that arg is a tile of more than one row and column */
	int8_t if_pair_args[2]; /* only when these two args' spaces are a pair of if_pairs */
	uint8_t n_if_pairs;  /* (0: any) */
	const int32_t *if_pairs; /* [SPACE, SPACE] flattened */
	int16_t if_kwarg;    /* only when this kwarg's value is one of if_values (none: when the
			      * call sets it), or -1 */
	uint8_t n_if_values;
	const int32_t *if_values;
	uint8_t n_args;
	const int8_t *args;  /* operand indices or PTOAS_ARG_* */
	uint8_t n_list;      /* dtypes, mems, layouts, values, dims, op ids; tuples and
			      * pairs flattened; valid_times: (kwarg value, factor) pairs */
	const int32_t *list;
	uint8_t tuple;       /* dtype_tuple: dtypes per tuple; mem_pairs, valid_times: 2 */
	int64_t value, value2; /* valid_eq/max/min, shape_eq/min, min_bytes, valid_times: value;
				* matmul: 1 with typed (valid extents only of tiles
				* codegen types statically);
				* kwarg_range, const_int: min, max */
	int64_t multiple;    /* const_int: the values' divisor (1: any) */
	int16_t kwarg;       /* kwarg_range, kwarg_in, valid_times, kwarg_unset, kwarg_le, once:
			      * kwarg index (-1: none) */
	int16_t kwarg2;      /* kwarg_le: the bounding kwarg */
	int8_t if_addr;      /* only when the planner bakes addresses (1) or not (0); -1: always */
	int8_t if_arg;       /* only for calls that give this optional operand; -1: always */
	int32_t cap[5];      /* capacity: rows DIV (0: no term of R), ADD; cols DIV, ALIGN, MIN */
	bool elem;           /* capacity: cols counted in bytes of the second arg's elements;
			      * shape_multiple: extents counted in bytes of the arg's elements */
	int8_t dim;          /* valid_eq, shape_eq, shape_ge_sum, valid_times */
	bool flag;           /* valid_eq: block (32 bytes of elements); matmul: valid */
	const char *msg;     /* the rule in words */
	const char *note;    /* how to meet the rule, printed as a note; NULL: none */
	const char *where;   /* "specs/ops/x.yaml:12" */
};

struct spec_ptoas_op {
	/* versions whose verifier takes a result of valid shape 0x0 as a no-op
	 * marker: no rule applies to such a call (lo = hi = 0: none) */
	struct spec_ptoas_range empty_noop;
	bool has_empty_noop;
	/* versions for which codegen types the result's alloc_tile with its
	 * valid shape when that is static (v_row=8, no valid operands): the
	 * verifier of these versions wants it so */
	struct spec_ptoas_range static_valid;
	bool has_static_valid;
	uint8_t n_forms;
	const struct spec_ptoas_form *forms;
	uint16_t n_rules;
	const struct spec_ptoas_rule *rules;
};

/* A backend's replacement of an op's forms and/or rules. */
struct spec_ptoas_override {
	uint16_t backend; /* index into spec_backends */
	uint16_t op;
	bool has_forms, has_rules;
	struct spec_ptoas_op p;
};

extern const struct spec_ptoas_version spec_ptoas_versions[]; /* ascending */
extern const unsigned spec_n_ptoas_versions;
extern const struct spec_ptoas_arch spec_ptoas_archs[];
extern const unsigned spec_n_ptoas_archs;
extern const struct spec_ptoas_op spec_ptoas_ops[]; /* [spec_n_ops] */
/* The rules of every tile ptoc allocates (pto.alloc_tile results):
 * `tile_rules` of the inventory, in .n_rules/.rules. */
extern const struct spec_ptoas_op spec_ptoas_tile;
extern const struct spec_ptoas_override spec_ptoas_overrides[]; /* by (backend, op) */
extern const unsigned spec_n_ptoas_overrides;

#endif
