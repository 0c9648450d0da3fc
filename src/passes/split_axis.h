/* The per-lane halving shared by SplitVectorKernel and LowerAutoVectorSplit:
 * a split mode divides a Vector-side tile between the two Vector lanes along
 * the split axis (1 UP_DOWN: rows, 2 LEFT_RIGHT: columns).  Halving a body
 * retypes every tile it makes to the lane's half, moves loads and stores to
 * the lane's offset (offset + lane * half) and stamps the split code on the
 * pipe ops.  Ops are found by type rule and cross_core_role. */
#ifndef PTOC_SPLIT_AXIS_H
#define PTOC_SPLIT_AXIS_H

#include <stdbool.h>
#include <stdint.h>

#include "backend.h"
#include "ir.h"
#include "passutil.h"

struct sx_ops {
	unsigned load, store, full, create, slice, transpose, set_valid, subblock;
	unsigned shard, gather, move, reshape;
};

struct sx {
	struct program *p;
	struct arena *a;
	const be_t *be;
	struct sx_ops ops;
	/* per function */
	struct function *f;
	int dim;                 /* split axis */
	int64_t mode;            /* split code 1 / 2 */
	bool aiv;
	struct var *lane;        /* the subblock_idx var (AIV) */
	struct expr **half;      /* by var id: the lane's extent of a halved tile, or NULL */
	struct expr **repl;      /* lane-1 replay: by var id, what a use becomes */
	int8_t *axis;            /* by var id: the axis a halved tile is split on */
	uint32_t cap;
	bool ceil_odd;           /* an odd extent takes the ceil half (each lane's valid
				    extent its part) rather than being refused */
	struct expr *stride;     /* the lanes' partition stride when it is not the box half */
	bool bad;
};


void sx_init(struct sx *s, struct program *p, const be_t *be);
void sx_free(struct sx *s);
void sx_find_ops(struct sx_ops *o);

/* Function attrs: the value of `key` or NULL; whether it is True. */
const struct expr *sx_attr_get(const struct function *f, const char *key);
bool sx_attr_true(const struct function *f, const char *key);
/* The split code of a split attr / mode value (pl.SplitMode.X or an int; NULL: 0),
 * -1 when it is neither; and the pl.SplitMode symbol of a code. */
int64_t sx_split_code(const struct expr *v);
struct expr *sx_split_symbol(struct sx *s, int64_t code, struct span sp);
/* f's attrs without keys drop1/drop2 (NULL: none), then add[0..n) appended. */
void sx_attrs_restamp(struct sx *s, struct function *f, const char *drop1, const char *drop2,
		      const struct attr *add, uint32_t n_add);

struct expr *sx_idx(struct sx *s, int64_t v, struct span sp);
struct expr *sx_bin(struct sx *s, enum binop op, struct expr *l, struct expr *r, struct span sp);

/* Starts halving a body with split code `mode`: `aiv` halves Vector ops (an
 * AIC body only stamps its pipe ops), `lane` is the subblock index var. */
void sx_begin(struct sx *s, int64_t mode, bool aiv, struct var *lane);
/* Half an extent (a constant must be even; reported otherwise). */
struct expr *sx_half_of(struct sx *s, struct expr *dim);
/* The lane's valid extent out of a whole valid extent v of a split axis of extent
 * `whole` halved to h: h for a fully valid even axis on the box partition, else
 * min(max(v, lane * step) - lane * step, step), step the stride or h. */
struct expr *sx_lane_extent(struct sx *s, struct expr *v, struct expr *whole, struct expr *h);
/* t with the split axis's valid extent v (a view made when t has none). */
const struct type *sx_with_valid(struct sx *s, const struct type *t, struct expr *v);
/* A tile of extent 1 on the split axis: no split data, both lanes keep it whole. */
bool sx_singleton(const struct sx *s, const struct type *t);
/* The type with split-axis extent h (valid extents follow, a partial one clamped to
 * the lane's part). */
const struct type *sx_with_half(struct sx *s, const struct type *t, struct expr *h);
/* Halves the call statement `st` (assign or eval) in place. */
void sx_halve_call(struct sx *s, struct stmt *st);
/* A loop's carries (and exit vars) whose init was halved, halved and tracked too. */
void sx_halve_loop_carries(struct sx *s, uint32_t n, struct iter_arg *iter, struct var **rv);
/* Halves every statement of l, nested bodies included. */
void sx_halve_list(struct sx *s, struct stmt_list l);
/* The lane extent a var was halved to, or NULL; records one. */
struct expr *sx_tracked(struct sx *s, const struct expr *e);
/* The axis a halved var is split on (a reshape or a dropped axis can move it off the
 * mode's axis), or -1 when it is not halved. */
int sx_tracked_axis(struct sx *s, const struct expr *e);
void sx_track(struct sx *s, struct var *v, struct expr *h);
void sx_grow_maps(struct sx *s);

/* `subblock_idx = tile.get_subblock_idx()` (a fresh name from names); *out its var. */
struct stmt *sx_lane_stmt(struct sx *s, struct pu_names *names, struct span sp, struct var **out);
/* The same statement put first in f's body; returns the var. */
struct var *sx_inject_lane(struct sx *s, struct function *f);

#endif
