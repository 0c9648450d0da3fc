/* The orchestration executor: runs a compiled program's orchestration function on the
 * CPU.  The function's statements are interpreted in order (scalar arithmetic, loops,
 * branches, runtime scopes, the tensor ops an orchestration function keeps: create /
 * full / read / write / dim and views (slice, reshape, transpose, view) sharing their
 * base's elements, and host tasks for assemble / gather / scatter / scatter_update; task
 * ids and their arrays); each call of a kernel, Group or Spmd function becomes a task
 * that the runtime (rt.h) executes from the kernel's .pto, on worker threads as soon as
 * the earlier tasks it depends on are done (sched.h: data hazards on the tensors it
 * passes, and the task ids it names), so a run gives the results of running the tasks
 * one after another, deterministically.  A call of another orchestration function runs
 * its body.  In a MANUAL runtime scope the device orders tasks by their explicit deps
 * alone: the kernel tasks of each instance of such a scope record the elements they
 * access (rt.h: struct rt_log), and after the run two of them whose accesses of an
 * element conflict must be ordered by a chain of explicit deps, else the run fails at
 * the later call (exec.c: race_check).  A distributed program runs as several ranks
 * (exec_opts.ranks), one interpreter each, its kernels that communicate on every rank
 * together (exec.c: struct world). */
#ifndef PTOC_EXEC_H
#define PTOC_EXEC_H

#include <stdbool.h>
#include <stdint.h>

#include "backend.h"
#include "ir.h"
#include "rt.h"

struct exec_opts {
	const be_t *backend;
	unsigned planner;   /* PLANNER_*: whether tiles have addresses, memory sizes */
	uint64_t max_steps; /* per kernel run, and orchestration loop trips (0: default) */
	unsigned threads;   /* worker threads (0: 1) */
	/* the kernels' .pto is not checked against ptoas's verifier rules (ptoc
	 * check: its reference build runs mixed kernels unsplit, with moves
	 * between Vec and Left/Right that only the split makes legal) */
	bool runtime_only;
	/* ranks of a distributed run (0 or 1: one).  Each rank runs the orchestration
	 * function with its own arguments, rank id (pld.system.rank) and communication
	 * context; a kernel that communicates (DistributedTensor or communication-context
	 * parameters) runs on every rank together, as the ranks of rt_run_ranks, so a
	 * pointer into a peer's window reaches that rank's array of the same argument. */
	int ranks;
};

/* A parameter of the orchestration function: a tensor (an array the caller owns, whose
 * shape matches the parameter's; it holds the results after the run) or a scalar. */
struct exec_arg {
	struct rt_array *array;
	int64_t ival;
	double fval;
};

struct exec_stats {
	uint64_t tasks;       /* tasks submitted */
	uint64_t kernel_runs; /* kernel (or cross-core group) runs, SPMD blocks counted */
};

/* Runs orchestration function `orch` of program `p` (compiled with the default
 * pipeline).  args[] has one entry per parameter, and per rank (rank r's at
 * args[r * n_params]) when o->ranks > 1.  Errors are reported through diag;
 * returns false after one. */
bool exec_run(const struct program *p, const struct function *orch, const struct exec_opts *o,
	      struct exec_arg *args, struct exec_stats *stats);

/* The number of worker threads a run uses by default: the processors online, at most 8. */
unsigned exec_default_threads(void);

/* The dims of the array a kernel's tensor parameter of type t and (evaluated) shape binds:
 * the shape, or, when t has explicit constant strides reaching past a dense block of that
 * shape (a window of a caller's larger tensor), one dim of as many elements as the strides
 * reach.  Returns the rank (-1 when the reach overflows). */
int exec_param_dims(const struct type *t, const int64_t *shape, int64_t *dims);

/* The runtime holds an FP4 tensor as x2 carriers, two elements a byte along its last
 * axis: for dtype dt, the element dims (rank of them) become the array's, the last one
 * halved.  False, dims unchanged, when that extent is odd. */
bool exec_carrier_dims(enum dtype dt, int64_t *dims, int rank);

/* Of an FP4 tensor parameter of type t and (evaluated) shape: the first axis whose pitch
 * in elements is odd, so that its rows would not start on a byte -- a constant explicit
 * stride of an axis but the last, or the last extent -- with that pitch in *pitch; -1 when
 * there is none or t is not FP4. */
int exec_fp4_odd_axis(const struct type *t, const int64_t *shape, int64_t *pitch);

#endif
