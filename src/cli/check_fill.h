/* The inputs `ptoc check` cannot fill at random: a program input read as an
 * index, a signal or a count (an operand's `fill:` in specs/ops) must hold
 * values the program can run on. */
#ifndef PTOC_CHECK_FILL_H
#define PTOC_CHECK_FILL_H

#include <stdbool.h>
#include <stdint.h>

#include "util.h"

struct expr;
struct program;

/* The fill of the tensor parameters with one user name. */
struct check_fill {
	const char *name; /* the user's name, interned */
	uint8_t kind;     /* enum input_fill: IF_index, IF_signal or IF_count */
	int64_t bound;    /* IF_index: values in [0, bound) (1: zeros) */
	const char *op;   /* the op whose operand decided it */
	const char *operand;
};

struct check_fills {
	struct ptab tab;           /* name -> struct check_fill */
	struct check_fill **v;     /* in the order found */
	uint32_t n, cap;
	/* the ranks the program is written for (0: not derived): the smallest
	 * count an operand of op world_op (spec `world:`) asks for, a peer
	 * loop's extent or a per-rank tensor's rows */
	int64_t world;
	const char *world_op;
};

/* Evaluates a dim expression (a pl.dynamic dim or a scalar parameter as the
 * run binds it); false when it cannot. */
typedef bool (*check_dim_fn)(const struct expr *e, int64_t *out, void *ctx);

/* Derives the fills of the tensor parameters of program `p` (as parsed:
 * tensor-level ops) from the ops that read them, directly or through the
 * calls that pass them on: the strongest kind (signal, count, index) wins,
 * and an index takes the smallest bound of its uses; and the ranks the
 * program is written for. */
void check_fills_infer(const struct program *p, check_dim_fn eval, void *ctx, struct check_fills *out);
/* The fill of a tensor parameter named `name` (a pipeline name keeps the
 * user's before its first "__"), or NULL: random. */
const struct check_fill *check_fill_find(const struct check_fills *f, const char *name);
void check_fills_free(struct check_fills *f);

#endif
