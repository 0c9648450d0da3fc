/* PTO code generation: the .pto (PTO-ISA MLIR) text of kernel functions,
 * strictly 1:1 from post-pipeline IR, plus the kernel wrappers and
 * kernel_config.py that surround ptoas's output. */
#ifndef PTOC_CODEGEN_H
#define PTOC_CODEGEN_H

#include <stdbool.h>

#include "backend.h"
#include "gm_pipe.h"
#include "ir.h"
#include "util.h"

struct cg_options {
	const be_t *backend; /* target: module arch, capacities */
	bool emit_addr;      /* pto.alloc_tile carries addr (planner emit_addr) */
	bool emit_loc;       /* trailing loc("file":line:col) on every op */
	/* the memory planner (pto.reserve_buffer placement); NULL: the planner
	 * whose emit_addr matches */
	const struct spec_planner *planner;
	/* the ptoas to emit for: a version code (ptoas.h); 0: the newest known.
	 * Forms come from its range; a word it lacks is an error at the line. */
	uint32_t ptoas_version;
	/* the text runs on ptoc's runtime only (ptoc check), never through
	 * ptoas: its verifier rules are not checked */
	bool runtime_only;
	/* the verifier's per-var entries, kept by a caller that emits several
	 * kernels of one program (NULL: allocated per kernel) */
	struct ptoas_rules_scratch *rules_scratch;
	/* which Group's module each kernel is printed in, kept by a caller that
	 * emits several kernels of one program (NULL: found per kernel;
	 * cg_gm_scope_free) */
	struct cg_gm_scope *gm_scope;
	/* where a large function body's text goes while it is emitted (NULL:
	 * kept in memory); see struct cg_spill */
	struct cg_spill *spill;
	/* op lines found free of words the ptoas lacks, kept by a caller that
	 * emits several kernels of one program (NULL: none kept; cg_keep_free) */
	struct cg_keep *keep;
};

/* What codegen keeps from kernel to kernel of one program (the kernels of
 * one program repeat their types, views and op lines): the lines whose
 * words were checked, found again by content, so a line is scanned once per
 * program, not once per kernel; tile and view types, each formatted once;
 * the op line signatures and plans made of them; and the text buffers.
 * Zero-initialised; bounded (a table of copies, CG_KEEP_MAX bytes of types
 * and lines, buffers up to 64 KiB). */
struct cg_kept_line;
struct cg_line_plan;
/* slots of cg_keep's op line plans (as many as a kernel's, emit.c) */
#define CG_KEEP_PLANS 256
struct cg_keep {
	/* what the kept facts hold for: the ptoas (its known version and code)
	 * and the backend; another one empties the keep first */
	bool set;
	const void *pv, *backend;
	uint32_t ptoas;
	struct cg_kept_line *lines;  /* made at first use */
	/* formatted tile types, view type texts (by content), and the op
	 * line signatures and plans made of such texts and the spec's only,
	 * so that their pointers stay valid from kernel to kernel */
	struct arena a;
	struct ptab tile_types, texts, sigs;
	/* the kept plans met last, by template and type texts: a kernel
	 * finds the lines of the kernels before it without building each
	 * line shape once more */
	struct cg_line_plan *plans[CG_KEEP_PLANS];
	/* the text buffers of the kernel emitted last, emptied for the next
	 * (a small kernel's lines grew them from nothing each time) */
	struct buf consts, prologue, line, scratch, loc_head, loc_line_head;
};
void cg_keep_free(struct cg_keep *k);

/* A kernel of 100,000 statements has about 70 MB of body text, and the
 * constants and buffers printed before it are known only after it.  With a
 * spill file, cg_emit_module writes the body to `fd` in chunks once it
 * outgrows CG_SPILL_CHUNK instead of holding it: `len` bytes of it then
 * belong at offset `at` of the module text `out` (len 0: the module text is
 * whole).  The caller gives an empty file open for writing and empties it
 * again before the next kernel.  A failed write leaves `err` (an errno)
 * nonzero. */
#define CG_SPILL_CHUNK ((size_t)4 << 20)
/* A body that stays in memory is handed over as `body` instead of being
 * copied into `out`: its text belongs at offset `at` of `out` too (body.len
 * 0 with len 0: the module text is whole).  The caller writes the pieces
 * and leaves the buffer here, for the next kernel's body (buf_free it at
 * the end). */
struct cg_spill {
	int fd;
	size_t len, at;
	struct buf body;
	int err;
};

/* The byte offset of each GM pipe (id, dir_mask) of a kernel in the
 * workspace: the pipes its module initializes (the kernels of its Group, as
 * cg_module_order prints them, or the kernel alone), ordered by id then
 * dir_mask, each after the workspace of those before it.  Pipe ids are a
 * module's own, as in the reference: two Groups may give one id different
 * shapes, and the buffer each launch passes is sized from its callee. */
struct cg_gm_pipe {
	int64_t id, dir_mask, slot_size, slot_num, offset; /* slot_num 0: not given */
	struct span at; /* an initialize_pipe of the pipe */
	/* the kernel whose body holds `at` (a layout's disagreement or overflow
	 * is reported when that kernel is emitted) */
	const struct function *fn;
};
/* The id, dir_mask, slot_size and slot_num of e (into g) when it is a pipe init
 * (an op whose cross_core_role is InitializePipe) with a positive dir_mask and
 * slot_size. */
bool cg_pipe_init(const struct expr *e, struct cg_gm_pipe *g);
struct cg_gm_layout {
	/* bad: `culprit` disagrees with `first`, the pipe's first initialize_pipe,
	 * on its slot_size or slot count, or (overflow) the workspace passes
	 * int64 at it; reported by the kernel culprit.fn */
	bool done, bad, overflow;
	struct cg_gm_pipe first, culprit;
	struct cg_gm_pipe *v;
	uint32_t n;
};
void cg_gm_layout_free(struct cg_gm_layout *l);
/* Each kernel a Group calls, with the first such Group by name (the module
 * cg_module_order prints it in) and that Group's position among the
 * program's Groups, sorted by kernel address; the GM pipe layout of each
 * Group's module, computed once for all its kernels (NULL until used). */
struct cg_gm_scope {
	bool done;
	struct cg_gm_owner {
		const struct function *kernel, *group;
		uint32_t module;
	} *v;
	uint32_t n, n_groups;
	struct cg_gm_layout *layouts;
};
void cg_gm_scope_free(struct cg_gm_scope *s);

/* Whether codegen emits a module for `f` (InCore, AIC and AIV kernels). */
bool cg_is_kernel(const struct function *f);

/* Whether kernel `f` reads the runtime-owned SDMA workspace (an op of emit
 * kind sdma_workspace): its .pto signature then ends in a `!pto.ptr<i8>`
 * parameter before the SPMD ids, which the wrapper fills from the runtime. */
bool cg_uses_workspace(const struct function *f);

/* Whether kernel `f` registers a deferred completion (an op of emit kind
 * deferred_completion): its .pto signature then has a `!pto.ptr<i64>`
 * %__pypto_deferred_raw_args parameter after the dynamic dims, which the
 * wrapper fills with kernel_entry's args, and the wrapper defines the
 * registration adapter the op calls. */
bool cg_uses_deferred_completion(const struct function *f);

/* Appends the module of kernel `f` to `out`.  Returns false after
 * reporting errors through diag (box validation, capacity, unsupported
 * ops); `out` is then incomplete. */
bool cg_emit_module(const struct program *p, const struct function *f,
		    const struct cg_options *o, struct buf *out);

/* The kernel functions of `p` in emission order (sorted by name); returns
 * their number, *out heap-allocated (free it). */
unsigned cg_kernels(const struct program *p, const struct function ***out);

/* The modules the kernels ks[0..n) (cg_kernels order) print as, the
 * reference's layout: one module per Group holding the kernels it calls, in
 * call order, and one per kernel no Group calls; modules sorted by the name
 * of the Group or of the lone kernel.  order[] receives the kernel indexes
 * in print order, joins[i] whether order[i] shares the module of
 * order[i - 1] (both n long). */
void cg_module_order(const struct program *p, const struct function **ks, unsigned n,
		     unsigned *order, bool *joins);

/* The function text of a module cg_emit_module wrote (m, len bytes): *off
 * and *n bound what lies between its header line and its closing line. */
void cg_module_body(const char *m, size_t len, size_t *off, size_t *n);

/* ---- wrapper.c ---- */

/* "aiv" for vector kernels (AIV, InCore), "aic" for cube kernels (AIC). */
const char *cg_core_dir(const struct function *f);

/* ptoas C++ -> the form embedded in a wrapper (reference §4.2). */
void cg_preprocess_ptoas(const char *cpp, struct buf *out);

/* The wrapper file kernels/<core>/<fn>.cpp around the preprocessed ptoas
 * output `ptoas_cpp` (may be empty).  Returns false after reporting an
 * unsupported parameter type. */
bool cg_wrapper(const struct function *f, const char *ptoas_cpp, struct buf *out);

/* The runtimes a build may target, by the name kernel_config.py gives them (the
 * reference's RuntimeKind wire names); the first is the default. */
#define CG_N_RUNTIMES 2
extern const char *const cg_runtimes[CG_N_RUNTIMES];

/* kernel_config.py of a program with an orchestration function, for runtime
 * `runtime` (one of cg_runtimes).  `kernels` in emission order; func ids follow
 * the order of first call from the orchestration function(s), then the rest by
 * name. */
void cg_kernel_config(const struct program *p, const struct function *const *kernels,
		      unsigned n, const char *runtime, struct buf *out);

/* Whether `p` has an orchestration function; the first one, or NULL. */
bool cg_has_orchestration(const struct program *p);
const struct function *cg_orchestration_function(const struct program *p);

/* The func_id of kernel `f` (as in kernel_config.py), or -1 when `f` is not
 * one of `kernels`. */
int cg_func_id(const struct program *p, const struct function *const *kernels, unsigned n,
	       const struct function *f);

/* ---- orch.c ---- */

/* Why init_value v cannot fill a new tensor of dtype dt, as the orchestration's
 * TensorCreateInfo::set_initial_value takes it (written to msg), or false when it can:
 * finite; for an integer dtype whole and below 2**53 (the value is held as a double);
 * non-zero only for a dtype the orchestration has a C type for. */
bool cg_init_value_problem(double v, enum dtype dt, char *msg, size_t n);

/* orchestration/<orch>.cpp of orchestration function `orch` (after the default
 * pipeline: directions derived, runtime scopes materialized, loop carries classified)
 * for backend `be` (its launch-spec method; NULL: set_block_num).  Returns false after
 * reporting a construct it does not handle. */
bool cg_orchestration(const struct program *p, const struct function *orch,
		      const struct function *const *kernels, unsigned n, const be_t *be, struct buf *out);

/* `kernels` in func_id order: as the orchestration function first calls them (a Group's
 * AIC kernel, then its AIV kernel; an Spmd wrapper's inner kernels), then the others in
 * emission order.  *n_called (unless NULL): how many come first because the
 * orchestration calls them.  Heap-allocated (free it). */
const struct function **cg_func_order(const struct program *p, const struct function *const *kernels,
				      unsigned n, unsigned *n_called);

/* ---- host_orch.c ---- */

/* Whether `p` is a distributed program: it has an Orchestrator at level HOST
 * or above (a HOST-level function of another role alone is compiled as a
 * single-chip program, its host level left to the caller).  Its
 * output is orchestration/host_orch.py and a next_levels/<chip orch>/ build per
 * Orchestration function. */
bool cg_is_distributed(const struct program *p);
/* Whether `p` is a single-chip program with more than one Orchestration function
 * (and no HOST orchestrator): as in the reference, its output is a
 * next_levels/<orch>/ build per Orchestration function and nothing at the top,
 * the caller choosing which one to run. */
bool cg_is_multi_chip(const struct program *p);
/* The entry HOST orchestrator: the Orchestrator of the highest level (HOST or
 * above; the first by name among equals), or NULL. */
const struct function *cg_host_orchestrator(const struct program *p);
/* orchestration/host_orch.py of distributed program `p` (after the default
 * pipeline: comm domains materialized, contexts paired).  Returns false after
 * reporting a construct it does not handle. */
bool cg_host_orch(const struct program *p, struct buf *out);
/* A HOST SubWorker (level HOST or above, role SubWorker): its body is Python the
 * host runs, written as sub_workers/<name>.py by cg_sub_worker (an abstract one:
 * a stub that raises unless the runtime binds a callback). */
bool cg_is_host_sub_worker(const struct function *f);
void cg_sub_worker(const struct function *f, struct buf *out);

#endif
