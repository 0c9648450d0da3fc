/* The vector-layout solver: rule evaluation over the generated tables and two
 * searches that return the reference's answer (vector-layout.md §4). */
#ifndef PTOC_VL_SOLVE_H
#define PTOC_VL_SOLVE_H

#include "vl_ir.h"

struct vl_req { int v; int8_t s; };

/* The alternatives a rule returns for one op given the known states. */
struct vl_eval {
	int nalt;
	int8_t *ft;            /* ft[nalt] */
	int *first;            /* requirements of alt i: req[first[i] .. first[i+1]) */
	struct vl_req *req;
	int *reads;            /* states the rule looked at to pick its row */
	int nreads;
	bool product;          /* R19 without vector results: the alternatives are
				  the product of prod[] operand states (not in alt) */
	int *prod, nprod;      /* operand value ids, in operand order */
	int capalt, capreq, capread, capprod;
};

void vl_eval_init(struct vl_eval *e);
void vl_eval_free(struct vl_eval *e);
/* Evaluates the rule of op `in` of `f` over `st` (per value, VL_NOSTATE if
 * unknown). */
void vl_eval(const struct vl_func *f, const struct vl_inst *in, const int8_t *st, struct vl_eval *e);

/* Does the solver process this op (a vector operand or result)? */
bool vl_processed(const struct vl_func *f, const struct vl_inst *in);
/* Legal states of a (raw) width, -1 terminated. */
const int8_t *vl_legal_states(int width);

enum vl_solver { VL_FAST, VL_EXHAUSTIVE };

struct vl_solution {
	bool ok;
	int8_t *state;        /* per value */
	int8_t *ft;           /* per op of f->ops (0 = none) */
	int failed_op;        /* index in f->ops, or -1 */
	long long before;     /* candidates before the failing op, -1 = not counted */
	int8_t *fail_states;  /* per value, states recorded in those candidates (or NULL) */
	long long steps;      /* work done: candidates built (exhaustive) or node tries (fast) */
};

/* Solves f.  `cap` bounds the exhaustive search's candidate list; returns 0
 * solved, 1 No Solve, 2 the exhaustive search exceeded `cap`. */
int vl_solve(const struct vl_func *f, enum vl_solver how, long long cap, struct vl_solution *out);
void vl_solution_free(struct vl_solution *s);

#endif
