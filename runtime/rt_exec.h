/* Interpreter internals: the instruction table (rt_table.c) with its
 * categories, and the run state shared by rt_exec.c and rt_compute.c. */
#ifndef PTOC_RT_EXEC_H
#define PTOC_RT_EXEC_H

#include "rt_int.h"

enum rt_cat {
	CAT_LOAD, CAT_STORE, CAT_BIN, CAT_PART, CAT_SCA, CAT_UN, CAT_TERN, CAT_TERNS,
	CAT_ROWRED, CAT_COLRED, CAT_ROWARG, CAT_COLARG, CAT_ROWEXP, CAT_ROWEXPOP, CAT_COLEXP,
	CAT_COLEXPOP, CAT_EXPANDS, CAT_FILLPAD, CAT_CVT, CAT_CMP, CAT_CMPS, CAT_SEL, CAT_SELS,
	CAT_MATMUL, CAT_MATMUL_ACC, CAT_MATMUL_BIAS, CAT_MOV, CAT_EXTRACT, CAT_TRANS, CAT_CI,
	CAT_SETVAL, CAT_GETVAL, CAT_INSERT, CAT_PREFETCH, CAT_QUANT_MX, CAT_CONCAT, CAT_GATHER, CAT_GATHERB, CAT_SCATTER, CAT_MGATHER, CAT_MSCATTER,
	CAT_SORT32, CAT_MRGSORT, CAT_TRI, CAT_RANDOM, CAT_BIND,
};

/* kop: the kernel op (enum rt_kop); for the matmul categories the operand
 * form (enum rt_mm).  readmask: the ins operands whose data is read. */
struct rt_cop {
	const char *name;
	int cat, kop;
	int readmask;
};
/* MM_MX: lhs and rhs are each followed by their MX block scales. */
enum rt_mm { MM_PLAIN, MM_MX };
extern const struct rt_cop rt_cops[];
extern const int rt_n_cops;

/* ---- interpreter state shared by rt_exec.c and rt_compute.c ---- */

/* V_MTILE: a multi_tile region; `t` is slot 0 and `i` the slot count.
 * Slot k lies span(t) * k bytes further and has handle t.handle + k.
 * V_HANDLE: an asynchronous handle; `i` is its enum rt_handle. */
enum { V_NONE, V_SCALAR, V_PTR, V_TVIEW, V_PVIEW, V_TILE, V_LARRAY, V_MTILE, V_HANDLE };

/* A tile's element (r, c) lies rt_tile_off(t, r, c) elements past addr.  A
 * non-boxed tile is strided (rs, cs: row-major or column-major); a boxed one
 * (br > 0: a tile of fractal boxes, see tile_box in rt_exec.c) is a grid of br x bc
 * boxes: element (R, C) = (r + r0, c + c0) of the boxed buffer at addr lies in
 * box (R / br, C / bc), rbs and cbs elements apart along the grid's rows and
 * columns, at (R % br) * irs + (C % bc) * ics inside it.  r0, c0: the window
 * of a subview into the boxed buffer. */
struct rt_tilev {
	int space, dtype, rows, cols, vr, vc, blayout, slayout, pad;
	uint64_t addr;
	int64_t rs, cs;
	int handle;
	int fractal, br, bc, r0, c0;
	int64_t rbs, cbs, irs, ics;
};

/* Staging buffers of boxed tiles (rt_tile_stage). */
#define RT_NSTAGE 10

static inline int64_t rt_tile_off(const struct rt_tilev *t, int64_t r, int64_t c)
{
	if (!t->br)
		return r * t->rs + c * t->cs;
	int64_t R = r + t->r0, C = c + t->c0;
	return R / t->br * t->rbs + C / t->bc * t->cbs + R % t->br * t->irs + C % t->bc * t->ics;
}

struct rt_viewv {
	int param, owner; /* the parameter's array of rank `owner` (rt_run_ranks) */
	int dtype, rank, layout;
	int64_t shape[RT_MAX_RANK], strides[RT_MAX_RANK];
	int64_t off[RT_MAX_RANK], size[RT_MAX_RANK]; /* partition window */
};

struct rt_val {
	int kind, dtype;
	int64_t i;
	int64_t off; /* V_PTR: elements past the parameter's start (pto.addptr) */
	int owner;   /* V_PTR: the rank whose array of the parameter it points into */
	double f;
	struct rt_tilev t;
	struct rt_viewv *v;
	uint8_t *la; /* V_LARRAY: `i` elements of `dtype`, shared by every copy of the value */
};

struct rt_run {
	struct rt_module *m;
	struct rt_func *f;
	const struct rt_caps *caps;
	struct rt_binding *binds;
	struct rt_val *vals;
	uint8_t *mem[MS_COUNT];
	int32_t *blk[MS_COUNT], *own[MS_COUNT]; /* the owner map (rt_exec.c) */
	uint64_t *wrote; /* handles that have written through rt_mark_region */
	uint64_t bump[MS_COUNT];
	uint64_t zeroed[MS_COUNT]; /* bytes of each space cleared so far (rt_exec.c) */
	uint8_t *snap[8];          /* snapshot buffers of the operands (rt_compute.c) */
	uint64_t snapcap[8];
	uint8_t *stage[RT_NSTAGE]; /* strided copies of boxed tiles (rt_tile_stage) */
	uint64_t stagecap[RT_NSTAGE];
	struct arena arena;
	struct rt_inst *cur;
	struct rt_val yield[16];
	int nyield;
	bool cond_set, cond; /* the last scf.condition */
	bool returned;
	struct rt_group *group; /* cross-core pipes when run as a group member, else NULL */
	int member;
	int rank, world; /* this run's rank of the world (rt_run_ranks; 0 of 1 otherwise) */
	struct rt_deferred *deferred; /* counters the run's end waits for (rt_comm.c) */
	int ndeferred;
	uint64_t steps, max_steps; /* loop iterations taken, and the budget */
};

extern const char *const rt_space_names[MS_COUNT];

/* Reports a runtime error at the current instruction's loc (and its .pto
 * line when they differ).  Always returns false. */
bool rt_fail(struct rt_run *R, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *rt_slot_name(struct rt_run *R, int slot);
struct rt_val *rt_slot_val(struct rt_run *R, int slot);
bool rt_get_kind(struct rt_run *R, int slot, int kind, const char *what, struct rt_val **out);
bool rt_get_int(struct rt_run *R, int slot, int64_t *x);
bool rt_get_tile(struct rt_run *R, int slot, struct rt_tilev **t);
void rt_set_scalar(struct rt_run *R, int slot, int dt, int64_t i, double f);
void rt_set_tile(struct rt_run *R, int slot, const struct rt_tilev *t);
int rt_bits_of(int dt);
/* The bindings of rank `rank` (R's own, or a peer's in rt_run_ranks). */
struct rt_binding *rt_rank_binds(struct rt_run *R, int rank);
/* The array of parameter `param` of rank `rank`. */
struct rt_array *rt_param_array(struct rt_run *R, int rank, int param);
void rt_tile_acc(struct rt_run *R, const struct rt_tilev *t, uint8_t *base, struct rt_acc *a);
/* Sets t's box geometry from its type (rows, cols, dtype, layouts, fractal)
 * and its strides: the layout the device gives a tile in its memory. */
void rt_tile_layout(struct rt_tilev *t);
/* An accessor of t's elements for an instruction: t's own bytes when t is not
 * boxed, else a copy of them in staging buffer k (0..RT_NSTAGE-1), row-major
 * or column-major as t's boxes are inside, that rt_tile_unstage writes back. */
void rt_tile_stage(struct rt_run *R, const struct rt_tilev *t, int k, struct rt_acc *a);
void rt_tile_unstage(struct rt_run *R, const struct rt_tilev *t, const struct rt_acc *a);
/* For an instruction that writes elements (0 .. nr - 1, 0 .. nc - 1) of t
 * whole and reads none of t's: the staging buffer without t's bytes copied
 * in, and only that region copied back to t's boxes. */
void rt_tile_stage_out(struct rt_run *R, const struct rt_tilev *t, int k, struct rt_acc *a);
void rt_tile_unstage_part(struct rt_run *R, const struct rt_tilev *t, const struct rt_acc *a, int nr, int nc);
uint64_t rt_tile_span(const struct rt_tilev *t);
bool rt_check_read(struct rt_run *R, const struct rt_tilev *t, int slot);

/* Operands of one compute instruction: tiles (t[j]) with their accessors
 * (A[j], into a snapshot snap[j] when the destination overlaps the tile,
 * see needs_snapshot) and scalars (s[j]). */
struct rt_ops {
	struct rt_tilev *t[8];
	struct rt_val *s[8];
	struct rt_acc A[8];
	uint8_t *snap[8];
};

/* Tiles and reserved buffers in on-chip memory (rt_exec.c). */
bool rt_alloc_tilev(struct rt_run *R, struct rt_inst *in, struct rt_tilev *out);
/* The same; with open_is_full a v_row/v_col = ? the instruction gives no
 * operand for is the whole row/column extent (a tpop result). */
bool rt_fp4_carriers(struct rt_run *R, const struct rt_tilev *t, bool cols, const char *what, int64_t *x);
bool rt_tilev_of(struct rt_run *R, struct rt_inst *in, bool open_is_full, struct rt_tilev *out);
uint64_t rt_auto_place(struct rt_run *R, struct rt_inst *in, int space, uint64_t bytes);
bool rt_check_capacity(struct rt_run *R, struct rt_inst *in, const struct rt_tilev *t, uint64_t bytes);

/* Runs function fi as member `member` of group g (NULL: alone). */
int rt_run_member(struct rt_module *m, int fi, const struct rt_caps *caps, struct rt_binding *binds,
		  struct rt_group *g, int member);
/* The Vector lane of a group member; -1 for the Cube (rt_pipe.c). */
int rt_group_lane(const struct rt_group *g, int member);
/* Runs a cross-core pipe instruction (rt_pipe.c). */
bool rt_exec_pipe(struct rt_run *R, struct rt_inst *in);

/* Scheduling of group members and ranks (rt_pipe.c): lets the others run until
 * ready(R, ctx) holds.  RT_WAIT_STOP: another member failed (quietly);
 * RT_WAIT_DEADLOCK: no other member can move (the caller reports it). */
enum { RT_WAIT_OK, RT_WAIT_STOP, RT_WAIT_DEADLOCK };
typedef bool rt_ready_fn(struct rt_run *R, void *ctx);
int rt_wait_until(struct rt_run *R, rt_ready_fn *ready, void *ctx);
/* Records that memory another member may wait on changed. */
void rt_progress(struct rt_group *g);
/* The bindings of member `member` of g. */
struct rt_binding *rt_group_binds(struct rt_group *g, int member);
/* The ranks of g's world (1 for a cross-core group). */
int rt_group_world(const struct rt_group *g);
/* Marks that a run wrote the array of `rank` (wakes the ranks waiting on it). */
void rt_note_write(struct rt_run *R, int rank);

/* The communication instructions (rt_comm.c): pto.comm.tnotify / twait / tput and
 * func.call @pypto_register_counter_completion; rt_comm_finish waits for the
 * run's deferred completions. */
bool rt_exec_comm(struct rt_run *R, struct rt_inst *in);
bool rt_comm_finish(struct rt_run *R);

/* Runs a pto.* data instruction (tload, tstore, compute) (rt_compute.c). */
bool rt_exec_compute(struct rt_run *R, struct rt_inst *in);
const char *rt_attr(const struct rt_inst *in, const char *key); /* NULL when absent */
double rt_scalar_f(const struct rt_val *s);
int64_t rt_scalar_i(const struct rt_val *s);
void rt_mark_region(struct rt_run *R, const struct rt_tilev *t, int r0, int c0, int r1, int c1);
bool rt_cmp_mode(struct rt_run *R, struct rt_inst *in, int *mode); /* cmpMode attr: eq ne lt le gt ge = 0..5 */
/* Element offset in the bound array of partition element (r, c), leading dims flattened into rows. */
int64_t rt_pview_offset(const struct rt_viewv *v, int64_t r, int64_t c);
/* The view is in an MX scale layout (mx_a_zz, mx_b_nn): no uniform strides. */
bool rt_view_is_mx(const struct rt_viewv *v);
/* The access log of a pointer parameter (NULL: accesses are not recorded); the elements
 * rows x cols of partition v that an instruction moves, recorded as `kind` (RT_ACC_*). */
static inline struct rt_log *rt_param_log(const struct rt_run *R, int rank, int param)
{
	return rank == R->rank ? R->binds[param].log : NULL;
}
void rt_log_pview(struct rt_run *R, const struct rt_viewv *v, int64_t rows, int64_t cols, int kind);

/* The reordering instructions (rt_gather.c): concat, gather, scatter,
 * sort32, mrgsort, ttri, trandom on tile `d` (D its live accessor); *wr x *wc
 * is the region written.  mscatter writes a tensor and has no tile result. */
bool rt_exec_reorder(struct rt_run *R, struct rt_inst *in, int cat, struct rt_ops *o, struct rt_tilev *d,
		     const struct rt_acc *D, int *wr, int *wc);
bool rt_exec_mscatter(struct rt_run *R, struct rt_inst *in, struct rt_ops *o);
/* pto.tquant.mx (rt_quant.c): dst is d (accessor D); writes *wr x *wc of it. */
bool rt_exec_quant_mx(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, struct rt_tilev *d,
		      const struct rt_acc *D, int *wr, int *wc);

#endif
