/* Task scheduler of the orchestration executor: tasks submitted in program order run
 * on worker threads as soon as the tasks they depend on are done.  A task depends on
 * every earlier task whose access to a buffer overlaps one of its own where either
 * writes (read after write, write after read, write after write), and on the tasks it
 * names explicitly; so every run computes what running the tasks one after another in
 * submission order computes, whatever the number of threads.  At most SCH_WINDOW tasks
 * are in flight: submitting waits below that, which bounds the bookkeeping per buffer.
 * Tasks of a MANUAL scope are ordered the same way (the executor checks separately that
 * their explicit deps alone would order what this order does, exec.h). */
#ifndef PTOC_SCHED_H
#define PTOC_SCHED_H

#include <stdbool.h>
#include <stdint.h>

#define SCH_WINDOW 256

struct sch;

/* What a task touches: elements [lo, hi) of buffer `buf` (an id from sch_buffer). */
struct sch_access {
	uint32_t buf;
	uint64_t lo, hi;
	bool write;
};

/* run(payload, ctx) does a task's work on a worker thread; false marks the run failed
 * (it reported why), after which later tasks are completed without running.  done()
 * runs after it, under no lock, even when run was skipped (to release the payload). */
typedef bool (*sch_run_fn)(void *payload, void *ctx);
typedef void (*sch_done_fn)(void *payload, void *ctx);

struct sch *sch_new(unsigned threads, sch_run_fn run, sch_done_fn done, void *ctx);
/* Waits for every task, stops the workers and frees everything.  Returns whether every
 * task ran successfully. */
bool sch_free(struct sch *s);

uint32_t sch_buffer(struct sch *s);

/* Submits a task; returns its id (0, 1, ... in submission order).  `deps` are ids of
 * earlier tasks (ids it does not know are ignored). */
uint32_t sch_submit(struct sch *s, void *payload, const struct sch_access *acc, uint32_t n_acc,
		    const uint32_t *deps, uint32_t n_deps);

/* Waits until every task that writes an element of [lo, hi) of buffer `buf` is done (a
 * host read); sch_wait_all until every task is. */
void sch_wait_writers(struct sch *s, uint32_t buf, uint64_t lo, uint64_t hi);
void sch_wait_all(struct sch *s);

/* Whether a run has failed so far. */
bool sch_failed(struct sch *s);
/* Tasks submitted and tasks that ran. */
uint64_t sch_submitted(const struct sch *s);
uint64_t sch_ran(struct sch *s);

#endif
