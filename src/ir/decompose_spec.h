/* The decompositions of composite ops as tables: tools/specgen compiles
 * specs/decompositions.yaml into gen/decompositions.c (specs/README.md
 * "Decompositions").  LowerCompositeOps replaces a call of a composite op by
 * its steps: each step is one call of a primitive op on the composite's
 * operands, earlier steps' results and constants. */
#ifndef PTOC_DECOMPOSE_SPEC_H
#define PTOC_DECOMPOSE_SPEC_H

#include <stdint.h>

#include "spec.h"

enum dcmp_arg_kind {
	DA_OPERAND, /* operand `index` of the composite call */
	DA_STEP,    /* the result of step `index` (an earlier one) */
	DA_FLOAT,   /* the constant `f`, typed as the step's first tile operand's dtype */
};

struct dcmp_arg {
	uint8_t kind;   /* enum dcmp_arg_kind */
	uint16_t index;
	double f;       /* DA_FLOAT: a single-precision value */
};

struct dcmp_step {
	const char *name;   /* temp qualifier: `<x>__<name>_tmp_v<N>`; NULL for the last step */
	uint16_t op;        /* OP_* */
	uint8_t n_args;
	const struct dcmp_arg *args;
	uint8_t n_kwargs;   /* kwargs set on the call, as spelled in the spec */
	const struct spec_kwdefault *kwargs;
};

struct decomposition {
	uint16_t op;        /* the composite: OP_* */
	uint16_t n_steps;   /* the last step's result replaces the composite's */
	const struct dcmp_step *steps;
};

/* Sorted by op. */
extern const struct decomposition decompositions[];
extern const unsigned n_decompositions;

#endif
