/* AutoTileMatmulL0: a static matmul (tile.matmul, tile.matmul_bias, the
 * three-operand tile.matmul_acc) whose right operand is in Mat and whose left
 * operand is in Mat or Vec gets the L0 tile (m, n, k) the backend's cost model
 * (specs l0_tiling; the chooser below) rates cheapest, and is rewritten when
 * that tile is smaller than [M, N, K]:
 *  - m == M, n == N: a K loop `pl.pipeline(0, K, k, stage=2)` extracting
 *    [M, k] into Left and [k, N] into Right per block and accumulating them
 *    into the Acc result: the first block computes a fresh product (plus the
 *    bias) where the original had no accumulator (`if ko == 0`), every block
 *    of a matmul_acc accumulates into the caller's accumulator.  A Vec left
 *    operand is moved into Mat and a Mat bias into Bias once, before the loop.
 *  - m < M or n < N (a fresh matmul with Mat operands): an M/N grid of output
 *    tiles, each placed as soon as it is computed.  When the result's only use
 *    is a 2-D store, the grid replaces the store (at its place) and stores each
 *    tile at its offset; when it is a rounding cast of the FP32 result into a
 *    16-bit float read only as matmul operands, the grid (at the matmul)
 *    assembles each tile into a Mat scratch of the cast's dtype that fits Mat
 *    (the cast becomes the Acc -> Mat writeback) and the cast's readers take the
 *    scratch.  (A result that fits Acc, not tiled on M or N, gets the same
 *    cast fold as one full-window assemble at [0, 0]: fold_fit_cast.)
 *    With k == K the grid is two nested loops over the whole tiles
 *    (the held operand's axis outer: sequential when the chooser holds it
 *    single-buffered, else a pipeline; the other axis an inner pipeline), then
 *    the boundary tiles straight-line: the bottom strip left to right, then the
 *    right strip top to bottom.  With k < K it is one K loop per tile, column
 *    blocks outer; a Mat bias loaded by a tile.load in the same list is loaded
 *    again per column window (the whole load goes when nothing else reads it).
 *    A bias already in Bias keeps n == N.
 *  - a user's split-K loop (a K loop loading an [M, K] and a [K, N] Mat operand
 *    and computing `if ...: matmul else: matmul_acc` into a loop-carried
 *    [M, N] accumulator, stored once) whose [M, N] is tiled: the loop is
 *    repeated per output tile, loads, accumulator and store included, before
 *    the matmuls inside are tiled (see "the user's split-K loop" below).
 *  - valid columns: a result (and right operand) valid to fewer columns than
 *    N keeps them per output tile: the accumulator seed is narrowed with
 *    tile.set_validshape and each Right extract records its valid columns
 *    (see "valid extents" below).
 * A user's pl.pipeline loop (two or more trips) whose body computes a fresh
 * matmul of Left and Right tiles into an Acc tile that fits Acc twice, and
 * stores it, double-buffers that accumulator: the loop gets
 * pipeline_double_buffer_c=True and pipeline_overlap_stores=False, so each
 * trip's store drains one accumulator while the next trip's matmul fills the
 * other.  The chooser double-buffers the accumulator of a full-K grid too
 * (same attributes on the inner loop) where the planner keeps two co-live
 * accumulators apart (the assembler places the buffers).  Reference:
 * auto_tile_matmul_l0_pass.cpp, l0_tile_chooser.cpp.
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "clone.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "typecheck.h"
#include "util.h"

enum mm_kind { MM_FRESH, MM_BIAS, MM_ACC };

struct atm {
	struct program *p;
	struct arena *a;
	const be_t *be;
	const struct spec_l0_tiling *l0;
	bool allow_dbc; /* two co-live accumulators survive to the planner */
	struct pu_names names;
	unsigned op_extract, op_move, op_create, op_matmul, op_bias, op_acc, op_load, op_store;
	unsigned op_cast, op_assemble, op_setvalid;
	int64_t rint; /* the cast mode the Acc -> Mat writeback rounds with */
	/* per var id: reads in the current function and those of them that are
	 * matmul operands; the statement index (+1) of the store or cast reading
	 * it / the assignment defining it in the list being tiled, valid where
	 * at_gen equals gen */
	uint32_t *uses, *mm_uses, *store_at, *def_at, *at_gen, cap, gen;
	uint32_t n_mm; /* matmuls of the current function: none, nothing to tile */
	bool failed;
	bool changed;
};

/* ---- the tile chooser -------------------------------------------------------------
 * Every legal (m, n, k) is scored with the backend's roofline model and the
 * cheapest wins (reference l0_tile_chooser).  m and n step by the granule up
 * to M and N, k by the granule over the divisors of K; the [m, n] accumulator
 * (rows padded to the backend's accumulator row alignment) must fit Acc, the
 * [m, k] and [k, n] operands the Left / Right budget of the regime.  Regimes:
 * output-stationary (both operands double-buffered: half of Left and Right),
 * A- or B-stationary (that operand held single-buffered in the whole memory
 * across the grid, k == K), each with one accumulator or, where the planner
 * keeps two co-live accumulators apart, two (half of Acc, k == K, >= 2x2
 * tiles).  The wall of a tile is
 *   load  = A bytes / bw_l0a + B bytes / bw_l0b, counting the reloads of the
 *           regime's loop order,
 *   mad   = sum over tiles of k_blocks * mad_head + passes * ceil(m/g) *
 *           k_fractals * ceil(n/g),
 *   drain = tiles * (drain_fixed + m * (max(drain_row, bytes_c * n / bw_drain)
 *           + drain_penalty * (odd(ceil(n / (c0 / bytes_c))) - 1))),
 *   wall  = max(load, mad) + drain, or with two accumulators
 *           max(compute, drain) + min(compute, drain) / tiles,
 * rounded to whole cycles; ties prefer less padded work, fewer K blocks, less
 * load, a larger tile, a larger k.  Other regimes replace the baseline
 * (output-stationary, one accumulator) only when strictly cheaper, and only
 * when the baseline tiles at all. */

enum stat { ST_OUTPUT, ST_A, ST_B };

struct l0cfg {
	int64_t M, N, K;
	int64_t ba, bb, bc;   /* element bytes of A, B, C */
	int64_t gm, gn, gk;   /* granules of m, n, k */
	int64_t min_m, min_k; /* smallest m, k */
	int64_t c_align;      /* accumulator row alignment */
	uint64_t l0a, l0b, l0c;
	const struct spec_l0_tiling *t;
	bool allow_dbc;
	int64_t min_n;        /* smallest n (N itself for a bias already in Bias) */
	/* largest n (the Bias memory holds the bias windows; 0: any) of a k < K
	 * tile, of a k == K tile held single-buffered (one pipelined grid loop)
	 * and of an output-stationary k == K tile (two) */
	int64_t max_n_split, max_n_held, max_n_os;
};

struct cand {
	int64_t m, n, k;
	int64_t cost;
	double padded;
	double load;
	enum stat stat;
	bool dbc;
};

static int64_t cdiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t align_up(int64_t x, int64_t a) { return (x + a - 1) / a * a; }

/* The load cycles of holding A (rows outer) and of holding B (columns outer). */
static void held_loads(const struct l0cfg *c, int64_t m, int64_t n, double *ha, double *hb)
{
	double M = (double)c->M, N = (double)c->N, K = (double)c->K;
	double cn = (double)cdiv(c->N, n), cm = (double)cdiv(c->M, m);
	double ba = (double)c->ba, bb = (double)c->bb;
	*ha = (ba * M * K) / c->t->bw_l0a + (bb * K * N * cm) / c->t->bw_l0b;
	*hb = (ba * M * K * cn) / c->t->bw_l0a + (bb * K * N) / c->t->bw_l0b;
}

static double load_cycles(const struct l0cfg *c, int64_t m, int64_t n, int64_t k, enum stat st)
{
	double ha, hb;
	held_loads(c, m, n, &ha, &hb);
	if (st == ST_A)
		return ha;
	if (st == ST_B)
		return hb;
	if (k >= c->K)
		return ha <= hb ? ha : hb;
	double M = (double)c->M, N = (double)c->N, K = (double)c->K;
	double cn = (double)cdiv(c->N, n), cm = (double)cdiv(c->M, m);
	return ((double)c->ba * M * K * cn) / c->t->bw_l0a +
	       ((double)c->bb * K * N * cm) / c->t->bw_l0b;
}

/* Counts of tiles and fractals are products of extents up to 2^31: the
 * cycle sums are doubles (exact below 2^53, the range the wall is checked
 * against). */
static double mad_cycles(const struct l0cfg *c, int64_t m, int64_t n, int64_t k)
{
	int64_t kt = c->t->mad_k_fractal_bytes / c->ba;
	if (kt < 1)
		kt = 1;
	int64_t passes = c->ba >= 4 ? c->t->mad_fp32_passes : 1;
	int64_t full = c->K / k, tail = c->K - full * k;
	int64_t blocks = full + (tail > 0), fractals = full * cdiv(k, kt) + (tail ? cdiv(tail, kt) : 0);
	double per = (double)blocks * c->t->mad_head_cycles +
		     (double)passes * (double)cdiv(m, c->gm) * (double)fractals * (double)cdiv(n, c->gn);
	return (double)cdiv(c->M, m) * (double)cdiv(c->N, n) * per;
}

static int64_t odd_part(int64_t x)
{
	while (x > 0 && !(x & 1))
		x >>= 1;
	return x;
}

static double drain_cycles(const struct l0cfg *c, int64_t m, int64_t n)
{
	double drains = (double)(cdiv(c->M, m) * cdiv(c->N, n));
	int64_t n0 = c->t->drain_c0_bytes / c->bc;
	if (n0 < 1)
		n0 = 1;
	double thr = (double)c->bc * (double)n / c->t->bw_drain;
	double row = (c->t->drain_row_cycles > thr ? c->t->drain_row_cycles : thr) +
		     c->t->drain_penalty_cycles * (double)(odd_part(cdiv(n, n0)) - 1);
	return drains * (c->t->drain_fixed_cycles + (double)m * row);
}

static bool score(const struct l0cfg *c, int64_t m, int64_t n, int64_t k, enum stat st, bool dbc,
		  struct cand *out)
{
	double load = load_cycles(c, m, n, k, st), mad = mad_cycles(c, m, n, k);
	double compute = load > mad ? load : mad, drain = drain_cycles(c, m, n), wall;
	if (dbc) {
		double tiles = (double)(cdiv(c->M, m) * cdiv(c->N, n));
		wall = (compute > drain ? compute : drain) + (compute < drain ? compute : drain) / tiles;
	} else {
		wall = compute + drain;
	}
	if (!(wall >= 0 && wall <= 9007199254740992.0))
		return false;
	*out = (struct cand){m, n, k, (int64_t)llround(wall),
			     (double)(cdiv(c->M, m) * m) * (double)(cdiv(c->N, n) * n) *
				     (double)(cdiv(c->K, k) * k),
			     load, st, dbc};
	return true;
}

static bool better(const struct l0cfg *c, const struct cand *a, const struct cand *b)
{
	if (a->cost != b->cost)
		return a->cost < b->cost;
	if (a->padded != b->padded)
		return a->padded < b->padded;
	if (cdiv(c->K, a->k) != cdiv(c->K, b->k))
		return cdiv(c->K, a->k) < cdiv(c->K, b->k);
	if (a->load != b->load)
		return a->load < b->load;
	if (a->m * a->n != b->m * b->n)
		return a->m * a->n > b->m * b->n;
	return a->k > b->k;
}

/* The cheapest tile of one regime; false when none is legal.  The search is
 * bounded by the capacities (m * n within the Acc elements, k within K's
 * granules), not by the program. */
static bool best_of(const struct l0cfg *c, enum stat st, bool dbc, struct cand *best)
{
	int64_t a0 = (int64_t)(c->l0a / (uint64_t)(c->ba * (st == ST_A ? 1 : 2)));
	int64_t b0 = (int64_t)(c->l0b / (uint64_t)(c->bb * (st == ST_B ? 1 : 2)));
	int64_t c0 = (int64_t)(c->l0c / (uint64_t)(c->bc * (dbc ? 2 : 1)));
	bool full_k = st != ST_OUTPUT || dbc, found = false;
	if (c0 < c->min_m * c->min_n)
		return false;
	for (int64_t m = c->min_m; m <= c->M; m += c->gm) {
		if (m * c->min_n > c0)
			break;
		if (dbc && cdiv(c->M, m) < 2)
			continue;
		int64_t rows = align_up(m, c->c_align);
		for (int64_t n = c->min_n; n <= c->N && rows * n <= c0; n += c->gn) {
			if (dbc && cdiv(c->N, n) < 2)
				continue;
			int64_t cap = a0 / m < b0 / n ? a0 / m : b0 / n;
			int64_t hi = (cap < c->K ? cap : c->K) / c->gk * c->gk;
			for (int64_t k = full_k ? c->K : c->min_k; k <= hi; k += c->gk) {
				struct cand x;
				int64_t nmax = k < c->K ? c->max_n_split
					       : st == ST_OUTPUT ? c->max_n_os : c->max_n_held;
				if (c->K % k || (nmax && n > nmax) || !score(c, m, n, k, st, dbc, &x))
					continue;
				if (!found || better(c, &x, best))
					*best = x, found = true;
			}
		}
	}
	return found;
}

struct plan {
	int64_t m, n, k;
	enum stat stat;
	bool holds_a, dbc;
};

/* The tile of an [M, K] x [K, N] matmul; false when the matmul is left as it
 * is (no model, shapes below the minimum or off the granule, nothing fits). */
static bool choose_tile(struct atm *A, int64_t M, int64_t N, int64_t K, enum dtype da,
			enum dtype db, enum dtype dc, const struct var *bias, bool only_os,
			struct plan *pl)
{
	const struct spec_l0_tiling *t = A->l0;
	if (!t)
		return false;
	unsigned ia = dtype_infos[da].bits, ib = dtype_infos[db].bits, ic = dtype_infos[dc].bits;
	if (!ia || !ib || !ic || ia % 8 || ib % 8 || ic % 8)
		return false;
	int64_t g = t->fractal_alignment, lo = t->min_tile_dim;
	struct l0cfg c = {.M = M, .N = N, .K = K, .ba = ia / 8, .bb = ib / 8, .bc = ic / 8,
			  .gm = g, .gn = g, .gk = g, .min_m = lo, .min_n = lo, .min_k = lo,
			  .c_align = be_l0c_m_alignment(A->be, dc),
			  .l0a = be_capacity_bytes(A->be, MS_Left),
			  .l0b = be_capacity_bytes(A->be, MS_Right),
			  .l0c = be_capacity_bytes(A->be, MS_Acc), .t = t, .allow_dbc = A->allow_dbc};
	if (c.c_align < 1)
		c.c_align = 1;
	if (bias) {
		/* Every Mat -> L0 / Bias window of a biased matmul is a whole box of
		 * the operands' NZ fractals: 16 rows by C0 bytes (drain_c0_bytes)
		 * of columns, so n and k step by the wider of the granule and the
		 * fractal's columns. */
		int64_t ca = t->drain_c0_bytes / c.ba, cb = t->drain_c0_bytes / c.bb;
		c.gk = ca > c.gk ? ca : c.gk;
		c.gn = cb > c.gn ? cb : c.gn;
		c.min_m = c.gm > lo ? c.gm : lo;
		c.min_n = c.gn > lo ? c.gn : lo;
		c.min_k = c.gk > lo ? c.gk : lo;
		if (M % c.gm || N % c.gn || K % c.gk)
			return false;
		/* A bias already in Bias cannot be cut into column windows: n = N.
		 * A Mat bias is moved into Bias per output tile: once per tile of
		 * the unrolled split-K grid, inside one (held operand outer) or two
		 * (both pipelined) loops of the full-K grid, whose stages each hold
		 * a window. */
		int64_t most = (int64_t)(be_capacity_bytes(A->be, MS_Bias) / (uint64_t)c.bc);
		if (most < lo)
			return false;
		if (bias->type->mem == MS_Bias) {
			c.min_n = N;
			c.max_n_split = c.max_n_held = c.max_n_os = most;
		} else {
			c.max_n_split = most;
			c.max_n_held = most / 2;
			c.max_n_os = most / 4;
		}
	}
	if (M < c.min_m || N < c.min_n || K < c.min_k || K % c.gk || M > INT32_MAX ||
	    N > INT32_MAX || K > INT32_MAX || !c.l0a || !c.l0b || !c.l0c)
		return false;
	struct cand best;
	if (!best_of(&c, ST_OUTPUT, false, &best))
		return false;
	if (best.m != M || best.n != N || best.k != K)
		for (int st = ST_OUTPUT; st <= (only_os ? ST_OUTPUT : ST_B); st++)
			for (int dbc = 0; dbc <= (int)c.allow_dbc; dbc++) {
				struct cand x;
				if ((st == ST_OUTPUT && !dbc) || !best_of(&c, (enum stat)st, dbc, &x))
					continue;
				if (x.cost < best.cost)
					best = x;
			}
	double ha, hb;
	held_loads(&c, best.m, best.n, &ha, &hb);
	*pl = (struct plan){best.m, best.n, best.k, best.stat, ha <= hb, best.dbc};
	return true;
}

/* The tile op with type rule r and n operands (2 for matmul, 3 for its bias
 * form) that codegen emits (not a batched form FlattenTileNdTo2D unrolls). */
static int op_with(enum type_rule r, unsigned n_operands)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (spec_ops[i].type_rule.kind == r && spec_ops[i].n_operands == n_operands &&
		    spec_ops[i].operands[0].kind == OK_tile && spec_ops[i].emit != EK_unsupported)
			return (int)i;
	return -1;
}

static unsigned need_op(enum type_rule r, unsigned n)
{
	int op = op_with(r, n);
	if (op < 0)
		die("no op with type rule %s and %u operands in the specs", type_rule_names[r], n);
	return (unsigned)op;
}

/* The matmul ops, found once (the pass runs per kernel). */
static struct {
	unsigned matmul, bias, acc;
} mm_ops;
static pthread_once_t mm_ops_once = PTHREAD_ONCE_INIT;

static void find_mm_ops(void)
{
	mm_ops.matmul = need_op(TR_matmul, 2);
	mm_ops.bias = need_op(TR_matmul, 3);
	mm_ops.acc = need_op(TR_matmul_acc, 4);
}

static bool static2d(const struct type *t, int64_t d[2])
{
	return t->kind == TY_TILE && t->shape.n == 2 && ir_shape_static(t->shape, d, 2) && d[0] > 0 &&
	       d[1] > 0;
}

/* ---- building ---------------------------------------------------------------- */

static struct var *bind(struct atm *A, struct stmt_buf *out, const char *base, const char *suffix,
			struct expr *call, struct span sp)
{
	if (!tc_deduce_call(A->a, call)) {
		A->failed = true;
		return NULL;
	}
	char name[300];
	snprintf(name, sizeof name, "%.250s%s", base, suffix);
	struct var *v = ir_new_var(A->p, pu_fresh_name(&A->names, name), VAR_LOCAL, call->type, sp);
	ir_sb_push(out, ir_new_assign(A->a, v, call, sp));
	return v;
}

static struct expr *call_of(struct atm *A, unsigned op, struct expr **args, uint32_t n,
			    struct span sp)
{
	return ir_new_call(A->a, op, (struct expr_list){n, args}, sp);
}

static struct expr *ref(struct atm *A, struct var *v, struct span sp)
{
	return ir_new_var_ref(A->a, v, sp);
}

static struct var *move_to(struct atm *A, struct stmt_buf *out, struct var *src, int mem,
			   const char *base, const char *suffix, struct span sp)
{
	struct expr *args[1] = {ref(A, src, sp)};
	struct expr *c = call_of(A, A->op_move, args, 1, sp);
	ir_call_set_kwarg_int(c, "target_memory", mem);
	return bind(A, out, base, suffix, c, sp);
}

static struct var *extract(struct atm *A, struct stmt_buf *out, struct var *src, struct expr *row,
			   struct expr *col, int64_t r, int64_t c, int mem, const char *base,
			   const char *suffix, struct span sp)
{
	int64_t shape[2] = {r, c};
	struct expr *args[4] = {ref(A, src, sp), row, col,
				ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
	struct expr *e = call_of(A, A->op_extract, args, 4, sp);
	ir_call_set_kwarg_int(e, "target_memory", mem);
	return bind(A, out, base, suffix, e, sp);
}

/* A bias window: the [rows, n] columns at `col` of the tensor the Mat bias
 * was loaded from, loaded and moved into Bias for one output sub-tile. */
struct bias_win {
	const struct expr *load; /* the original tile.load call */
	int64_t col, n;
};

struct mm {
	enum mm_kind kind;
	struct stmt *s;
	struct var *lhs, *rhs, *bias, *acc;
	int64_t M, N, K;
	/* the valid columns of the result and of the right operand where they
	 * are not provably N (a runtime extent or a smaller constant), else NULL;
	 * likewise the valid rows of the result and of the left operand */
	struct expr *out_vn, *rhs_vn, *out_vm, *lhs_vm;
	struct plan pl;
	struct stmt *store;      /* M/N grid: the store consuming the result */
	const struct expr *bias_load; /* M/N grid with n < N: the bias's tile.load */
	const char *out_base;    /* the stored-into tensor's name before any grid renamed it */
	/* M/N grid into a Mat scratch: the cast of the result (folded into the
	 * writeback) whose every use is a matmul operand, and the scratch's
	 * tile.create */
	struct stmt *cast;
	struct expr *scratch;
	struct var *result;      /* the store's / the cast's result: the grid's last value */
};

/* ---- valid extents ----------------------------------------------------------------
 * A result whose valid columns are narrower than its N (a padded boundary or a
 * runtime extent) keeps them per output tile: the tile [n0, n0 + n) holds
 * min(max(V, n0) - n0, n) valid columns (min(V, n) at n0 = 0) and its Right
 * extract min(max(Vr - n0, 0), n) of the right operand's Vr; constants fold.
 * Valid rows fewer than M (a left operand loaded valid to fewer rows) are kept
 * the same way on the other axis: per output row block of the result and per
 * Left extract of the left operand.  The accumulator seed of such a tile is a
 * tile.create narrowed by tile.set_validshape, the extracts record their valid
 * extents (compact), and the products take the valid shapes their operands
 * give them. */

/* The index constant x in the dtype of an extent. */
static struct expr *ext_const(struct atm *A, int64_t x, enum dtype dt, struct span sp)
{
	struct expr *c = plu_index(A->a, x, sp);
	return dt == DT_INDEX ? c : ir_new_cast(A->a, c, dt, sp);
}

/* The dtype of a scalar extent (its type, or its var's). */
static enum dtype ext_dtype(const struct expr *v)
{
	const struct type *t = v->type ? v->type : v->kind == EX_VAR ? v->u.var->type : NULL;
	return t && t->kind == TY_SCALAR ? (enum dtype)t->dtype : DT_INDEX;
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

/* The valid columns of output window [n0, n0 + n) of an extent valid to v;
 * NULL when v is NULL (fully valid). */
static struct expr *out_valid(struct atm *A, struct expr *v, int64_t n0, int64_t n, struct span sp)
{
	int64_t c;
	if (!v)
		return NULL;
	if (plu_const(v, &c))
		return plu_index(A->a, min64(max64(c, n0) - n0, n), sp);
	enum dtype dt = ext_dtype(v);
	struct expr *x = v;
	if (n0)
		x = plu_bin(A->a, BO_SUB, plu_bin(A->a, BO_MAX, v, ext_const(A, n0, dt, sp), sp),
			    ext_const(A, n0, dt, sp), sp);
	return plu_bin(A->a, BO_MIN, x, ext_const(A, n, dt, sp), sp);
}

/* The valid columns of the window [n0, n0 + n) read from an operand valid
 * to v; NULL when v is NULL. */
static struct expr *src_valid(struct atm *A, struct expr *v, int64_t n0, int64_t n, struct span sp)
{
	int64_t c;
	if (!v)
		return NULL;
	if (plu_const(v, &c))
		return plu_index(A->a, min64(max64(c - n0, 0), n), sp);
	if (!n0)
		return out_valid(A, v, 0, n, sp);
	enum dtype dt = ext_dtype(v);
	struct expr *x = plu_bin(A->a, BO_SUB, v, ext_const(A, n0, dt, sp), sp);
	x = plu_bin(A->a, BO_MAX, x, ir_new_int(A->a, 0, dt, sp), sp);
	return plu_bin(A->a, BO_MIN, x, ext_const(A, n, dt, sp), sp);
}

/* The valid columns of the window at column `off` (a loop var) and n wide
 * read from an operand valid to v: min(max(v, off) - off, n), NULL when the
 * whole window is provably valid (v a constant of at least `end`, the end of
 * the last window). */
static struct expr *loop_valid(struct atm *A, struct expr *v, struct var *off, int64_t n,
			       int64_t end, struct span sp)
{
	int64_t c;
	if (!v || (plu_const(v, &c) && c >= end))
		return NULL;
	enum dtype dt = plu_const(v, &c) ? DT_INDEX : ext_dtype(v);
	struct expr *o = ref(A, off, sp);
	if (dt != DT_INDEX)
		o = ir_new_cast(A->a, o, dt, sp);
	struct expr *x = plu_bin(A->a, BO_SUB, plu_bin(A->a, BO_MAX, v, o, sp), o, sp);
	return plu_bin(A->a, BO_MIN, x, ext_const(A, n, dt, sp), sp);
}

/* The valid extent on axis ax of a 2-D tile where it is not provably the
 * tile's extent. */
static struct expr *narrow_axis(const struct type *t, int ax)
{
	if (t->kind != TY_TILE || t->shape.n != 2)
		return NULL;
	struct expr_list v = ir_valid_shape(t);
	int64_t a, b;
	if (v.n != 2 || (plu_const(v.v[ax], &a) && plu_const(t->shape.v[ax], &b) && a >= b))
		return NULL;
	return ir_expr_equal_exact(v.v[ax], t->shape.v[ax]) ? NULL : v.v[ax];
}

/* The window's load: the bias load with column offset + col and n columns,
 * moved into Bias. */
static struct var *bias_window(struct atm *A, struct stmt_buf *out, const struct bias_win *w,
			       const char *base, struct span sp)
{
	struct expr *c = pu_call_copy(A->a, w->load);
	struct expr_list *args = &c->u.call.args;
	const struct expr *offs = args->v[1], *shp = args->v[2];
	struct expr *o[2] = {offs->u.list.v[0],
			     pu_index_add(A->a, offs->u.list.v[1], plu_index(A->a, w->col, sp), sp)};
	int64_t rows = 0;
	(void)plu_const(shp->u.list.v[0], &rows);
	int64_t shape[2] = {rows, w->n};
	args->v[1] = ir_new_list(A->a, ir_expr_list_copy(A->a, (struct expr_list){2, o}), sp);
	for (uint32_t i = 2; i < args->n; i++)
		args->v[i] = ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp);
	struct var *mat = bind(A, out, base, "_l0_bias_mat", c, sp);
	return mat ? move_to(A, out, mat, MS_Bias, base, "_l0_bias", sp) : NULL;
}

/* A loop over [start, stop) by step carrying one value (init -> iter ->
 * ret), kind FOR_PIPELINE (stage 2) or FOR_RANGE; the body is set later. */
static struct stmt *new_loop(struct atm *A, enum for_kind kind, struct var *v, int64_t stop,
			     int64_t step, struct var *iter, struct expr *init, struct var *ret,
			     struct span sp)
{
	struct stmt *loop = ir_new_stmt(A->a, ST_FOR, sp);
	loop->u.loop.kind = (uint8_t)kind;
	loop->u.loop.loop_var = v;
	loop->u.loop.start = plu_index(A->a, 0, sp);
	loop->u.loop.stop = plu_index(A->a, stop, sp);
	loop->u.loop.step = plu_index(A->a, step, sp);
	if (kind == FOR_PIPELINE)
		loop->u.loop.stage = plu_index(A->a, 2, sp);
	loop->u.loop.n_iter = 1;
	loop->u.loop.iter = ARENA_NEW(A->a, struct iter_arg);
	loop->u.loop.iter[0] = (struct iter_arg){iter, init};
	loop->u.loop.return_vars = ARENA_ARRAY(A->a, struct var *, 1);
	loop->u.loop.return_vars[0] = ret;
	return loop;
}

static struct var *new_var(struct atm *A, const char *base, const char *suffix, enum var_kind k,
			   const struct type *t, struct span sp)
{
	char name[300];
	snprintf(name, sizeof name, "%.250s%s", base, suffix);
	return ir_new_var(A->p, pu_fresh_name(&A->names, name), k, t, sp);
}

/* The extract defining b reads `valid` rows (ax 0) or columns (ax 1): its
 * type records them (compact), and the product of it takes them.  NULL:
 * the whole extent is valid. */
static void narrow_extract(struct atm *A, struct stmt_buf *buf, struct var *b, int ax,
			   struct expr *valid)
{
	int64_t c, n;
	if (!valid || (plu_const(valid, &c) && plu_const(b->type->shape.v[ax], &n) && c == n))
		return;
	struct tile_view v = ir_tile_view_effective(b->type);
	struct expr_list vs = ir_valid_shape(b->type);
	vs = vs.n == 2 ? ir_expr_list_copy(A->a, vs) : ir_expr_list_copy(A->a, b->type->shape);
	vs.v[ax] = valid;
	v.valid_shape = vs;
	v.compact = CM_normal;
	b->type = ir_type_tile(A->a, b->type->shape, (enum dtype)b->type->dtype,
			       (enum memspace)b->type->mem, &v, b->type->memref);
	buf->v[buf->n - 1]->u.assign.value->type = b->type;
}

/* `if ko == 0: a fresh product (with the bias) else: accumulate` appended to
 * body; its result, or NULL on a type error. */
static struct var *first_or_acc(struct atm *A, const struct mm *m, struct stmt_buf *body,
				struct var *a, struct var *b, struct var *bias, struct var *ko,
				const char *base, const struct type *ct,
				struct expr **acc_args, struct span sp)
{
	struct stmt_buf then = {0}, els = {0};
	struct expr *fa[3] = {ref(A, a, sp), ref(A, b, sp), bias ? ref(A, bias, sp) : NULL};
	struct expr *first = m->kind == MM_BIAS ? call_of(A, A->op_bias, fa, 3, sp)
						: call_of(A, A->op_matmul, fa, 2, sp);
	struct var *f = bind(A, &then, base, "_l0_c_first", first, sp);
	struct var *r = f ? bind(A, &els, base, "_l0_c_acc", call_of(A, A->op_acc, acc_args, 3, sp), sp)
			  : NULL;
	if (!r) {
		ir_sb_free(&then);
		ir_sb_free(&els);
		return NULL;
	}
	struct var *phi = new_var(A, base, "_l0_c_phi", VAR_LOCAL, f->type, sp);
	struct expr *y1[1] = {ref(A, f, sp)}, *y2[1] = {ref(A, r, sp)};
	ir_sb_push(&then, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, y1}), sp));
	ir_sb_push(&els, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, y2}), sp));
	struct stmt *iff = ir_new_stmt(A->a, ST_IF, sp);
	iff->u.cond.cond = plu_bin(A->a, BO_EQ, ref(A, ko, sp), plu_index(A->a, 0, sp), sp);
	iff->u.cond.then_body = ir_sb_finish(A->a, &then);
	iff->u.cond.else_body = ir_sb_finish(A->a, &els);
	iff->u.cond.has_else = true;
	iff->u.cond.n_ret = 1;
	iff->u.cond.return_vars = ARENA_NEW(A->a, struct var *);
	iff->u.cond.return_vars[0] = phi;
	ir_sb_free(&then);
	ir_sb_free(&els);
	ir_sb_push(body, iff);
	return phi;
}

/* The valid extents of one output block (NULL: the whole extent): rows and
 * columns of the result, rows of its Left extracts, columns of its Right
 * extracts. */
struct blk_valid {
	struct expr *out_r, *out_c, *lhs_r, *rhs_c;
};

/* The valid extents of the output block [mi, mi + mr) x [ni, ni + nc). */
static struct blk_valid blk_valid_at(struct atm *A, const struct mm *m, int64_t mi, int64_t ni,
				     int64_t mr, int64_t nc, struct span sp)
{
	return (struct blk_valid){out_valid(A, m->out_vm, mi, mr, sp), out_valid(A, m->out_vn, ni, nc, sp),
				  src_valid(A, m->lhs_vm, mi, mr, sp), src_valid(A, m->rhs_vn, ni, nc, sp)};
}

/* An extent e of a block x long where e is NULL or provably x. */
static bool whole(struct expr *e, int64_t x)
{
	int64_t c;
	return !e || (plu_const(e, &c) && c == x);
}

/* The K loop of one [m, n] output block at rows mi / columns ni of the
 * result: `for ko in pl.pipeline(0, K, k, stage=2)` extracting [m, k] into
 * Left and [k, n] into Right per block and accumulating them into Acc (the
 * first block a fresh product plus the bias where the matmul has no
 * accumulator).  `res` becomes the loop's result (typed as the accumulator);
 * NULL on a type error. */
static struct var *k_loop(struct atm *A, const struct mm *m, struct stmt_buf *out,
			  struct expr *mi, struct expr *ni, int64_t mr, int64_t nc, const char *base,
			  struct var *res, const struct bias_win *win, const struct blk_valid *bv,
			  struct span sp)
{
	struct expr *init;
	if (m->kind == MM_ACC) {
		init = ref(A, m->acc, sp);
	} else {
		int64_t shape[2] = {mr, nc};
		struct expr *args[1] = {ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
		struct expr *c = call_of(A, A->op_create, args, 1, sp);
		ir_call_set_kwarg_int(c, "dtype", m->s->u.assign.var->type->dtype);
		ir_call_set_kwarg_int(c, "target_memory", MS_Acc);
		bool narrow = !whole(bv->out_r, mr) || !whole(bv->out_c, nc);
		/* fewer valid rows: the matmul writing the seed pitches it compact
		 * (its M is the Left extract's valid rows), so the seed says so */
		if (!whole(bv->out_r, mr))
			ir_call_set_kwarg_int(c, "compact", 1);
		struct var *v = bind(A, out, base, narrow ? "_l0_init_storage" : "_l0_init", c, sp);
		if (v && narrow) {
			struct expr *sv[3] = {ref(A, v, sp),
					      whole(bv->out_r, mr) ? plu_index(A->a, mr, sp) : bv->out_r,
					      whole(bv->out_c, nc) ? plu_index(A->a, nc, sp) : bv->out_c};
			v = bind(A, out, base, "_l0_init", call_of(A, A->op_setvalid, sv, 3, sp), sp);
		}
		if (!v)
			return NULL;
		init = ref(A, v, sp);
	}
	struct var *lhs = m->lhs, *bias = m->bias;
	if (lhs->type->mem != MS_Mat && !(lhs = move_to(A, out, lhs, MS_Mat, base, "_l0_lmat", sp)))
		return NULL;
	if (win)
		bias = bias_window(A, out, win, base, sp);
	else if (bias && bias->type->mem != MS_Bias)
		bias = move_to(A, out, bias, MS_Bias, base, "_l0_bias", sp);
	if (m->bias && !bias)
		return NULL;
	const struct type *ct = ir_expr_type(init);
	struct var *ko = new_var(A, base, "_l0_ko", VAR_LOOP, ir_type_scalar(DT_INDEX), sp);
	struct var *c = new_var(A, base, "_l0_c", VAR_ITER, ct, sp);
	res->type = ct;
	struct stmt *loop = new_loop(A, FOR_PIPELINE, ko, m->K, m->pl.k, c, init, res, sp);
	struct stmt_buf body = {0};
	struct var *a = extract(A, &body, lhs, mi, ref(A, ko, sp), mr, m->pl.k, MS_Left, base,
				"_l0_a", sp);
	if (a)
		narrow_extract(A, &body, a, 0, bv->lhs_r);
	struct var *b = a ? extract(A, &body, m->rhs, ref(A, ko, sp), ni, m->pl.k, nc, MS_Right,
				    base, "_l0_b", sp)
			  : NULL;
	if (!b) {
		ir_sb_free(&body);
		return NULL;
	}
	narrow_extract(A, &body, b, 1, bv->rhs_c);
	struct expr *acc_args[3] = {ref(A, c, sp), ref(A, a, sp), ref(A, b, sp)};
	struct expr *yv[1];
	if (m->kind == MM_ACC) {
		struct var *r = bind(A, &body, base, "_l0_c_acc", call_of(A, A->op_acc, acc_args, 3, sp), sp);
		if (!r) {
			ir_sb_free(&body);
			return NULL;
		}
		yv[0] = ref(A, r, sp);
	} else {
		struct var *phi = first_or_acc(A, m, &body, a, b, bias, ko, base, ct, acc_args, sp);
		if (!phi) {
			ir_sb_free(&body);
			return NULL;
		}
		yv[0] = ref(A, phi, sp);
	}
	ir_sb_push(&body, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, yv}), sp));
	loop->u.loop.body = ir_sb_finish(A->a, &body);
	ir_sb_free(&body);
	ir_sb_push(out, loop);
	return res;
}

static void add_flag(struct atm *A, struct attr_list *al, const char *key, bool v, struct span sp);

/* ---- the M/N grid ------------------------------------------------------------------- */

/* Stores one sub-tile: `<out>_t<step> = tile.store(sub, [r0 + mi, c0 + ni],
 * chain)` with the consumer store's kwargs; the result is `into` when given
 * (the consumer's own result var, renamed), else fresh. */
static struct var *place(struct atm *A, const struct mm *m, struct stmt_buf *out, struct var *sub,
			 struct expr *mi, struct expr *ni, struct var *chain, int step,
			 struct var *into, struct span sp)
{
	struct expr *c;
	if (m->cast) {
		struct expr *o[2] = {mi, ni};
		struct expr *args[3] = {ref(A, chain, sp), ref(A, sub, sp),
					ir_new_list(A->a, ir_expr_list_copy(A->a, (struct expr_list){2, o}), sp)};
		c = call_of(A, A->op_assemble, args, 3, sp);
	} else {
		const struct expr *st = m->store->u.assign.value;
		const struct expr *offs = st->u.call.args.v[1];
		c = pu_call_copy(A->a, st);
		struct expr *o[2] = {pu_index_add(A->a, offs->u.list.v[0], mi, sp),
				     pu_index_add(A->a, offs->u.list.v[1], ni, sp)};
		c->u.call.args.v[0] = ref(A, sub, sp);
		c->u.call.args.v[1] = ir_new_list(A->a, ir_expr_list_copy(A->a, (struct expr_list){2, o}), sp);
		c->u.call.args.v[2] = ref(A, chain, sp);
	}
	const char *ob = m->out_base;
	char suf[32];
	snprintf(suf, sizeof suf, "_t%d", step);
	if (!into)
		return bind(A, out, ob, suf, c, sp);
	if (!tc_deduce_call(A->a, c)) {
		A->failed = true;
		return NULL;
	}
	char name[300];
	snprintf(name, sizeof name, "%.250s%s", ob, suf);
	into->name = pu_fresh_name(&A->names, name);
	ir_sb_push(out, ir_new_assign(A->a, into, c, sp));
	return into;
}

static void yield1(struct atm *A, struct stmt_buf *b, struct var *v, struct span sp)
{
	struct expr *y[1] = {ref(A, v, sp)};
	ir_sb_push(b, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, y}), sp));
}

/* The value the grid's placements chain from: the stored-into tensor, or
 * the Mat scratch created here. */
static struct var *grid_chain(struct atm *A, const struct mm *m, struct stmt_buf *out,
			      struct span sp)
{
	if (!m->cast)
		return m->store->u.assign.value->u.call.args.v[2]->u.var;
	return bind(A, out, m->out_base, "", m->scratch, sp);
}

/* One straight-line full-K boundary tile at (mi, ni) of mr x nc. */
static struct var *full_k_tile(struct atm *A, const struct mm *m, struct stmt_buf *out,
			       int64_t mi, int64_t ni, int64_t mr, int64_t nc, struct var *chain,
			       int step, struct var *into, struct span sp)
{
	const char *base = m->s->u.assign.var->name;
	char sa[32], sb[32], sc[32];
	snprintf(sa, sizeof sa, "_ta%d", step);
	snprintf(sb, sizeof sb, "_tb%d", step);
	snprintf(sc, sizeof sc, "_tc%d", step);
	struct var *a = extract(A, out, m->lhs, plu_index(A->a, mi, sp), plu_index(A->a, 0, sp), mr,
				m->K, MS_Left, base, sa, sp);
	if (a)
		narrow_extract(A, out, a, 0, out_valid(A, m->lhs_vm, mi, mr, sp));
	struct var *b = a ? extract(A, out, m->rhs, plu_index(A->a, 0, sp), plu_index(A->a, ni, sp),
				    m->K, nc, MS_Right, base, sb, sp)
			  : NULL;
	if (!b)
		return NULL;
	narrow_extract(A, out, b, 1, out_valid(A, m->rhs_vn, ni, nc, sp));
	struct expr *fa[3] = {ref(A, a, sp), ref(A, b, sp), m->bias ? ref(A, m->bias, sp) : NULL};
	struct expr *call = m->kind == MM_BIAS ? call_of(A, A->op_bias, fa, 3, sp)
					       : call_of(A, A->op_matmul, fa, 2, sp);
	struct var *c = bind(A, out, base, sc, call, sp);
	return c ? place(A, m, out, c, plu_index(A->a, mi, sp), plu_index(A->a, ni, sp), chain, step,
			 into, sp)
		 : NULL;
}

/* k == K: nested loops over the interior of whole [m, n] tiles, the held
 * operand's axis outer (a sequential loop when that operand is held
 * single-buffered, else a pipeline), the other inner and pipelined, then the
 * boundary tiles straight-line: the bottom strip left to right, then the
 * right strip top to bottom. */
static void full_k_grid(struct atm *A, const struct mm *m, struct stmt_buf *out, struct span sp)
{
	const char *base = m->s->u.assign.var->name;
	struct var *result = m->result;
	const struct plan *pl = &m->pl;
	bool single = pl->stat != ST_OUTPUT;
	bool rows_outer = single ? pl->stat == ST_A : pl->holds_a;
	int64_t fm = m->M / pl->m * pl->m, fn = m->N / pl->n * pl->n;
	bool tail = fm < m->M || fn < m->N;
	struct var *chain = grid_chain(A, m, out, sp);
	if (!chain)
		return;
	const struct type *tt = chain->type;
	const struct type *it = ir_type_scalar(DT_INDEX);
	struct var *ov = new_var(A, base, "_o", VAR_LOOP, it, sp);
	struct var *iv = new_var(A, base, "_i", VAR_LOOP, it, sp);
	struct var *oc = new_var(A, base, "_oc", VAR_ITER, tt, sp);
	struct var *ic = new_var(A, base, "_ic", VAR_ITER, tt, sp);
	struct var *irv = new_var(A, base, "_irv", VAR_LOCAL, tt, sp);
	struct var *orv;
	if (tail) {
		orv = new_var(A, base, "_orv", VAR_LOCAL, tt, sp);
	} else {
		orv = result;
		char name[300];
		snprintf(name, sizeof name, "%.250s_orv", base);
		orv->name = pu_fresh_name(&A->names, name);
	}
	struct var *mi = rows_outer ? ov : iv, *ni = rows_outer ? iv : ov;
	struct stmt *outer = new_loop(A, single ? FOR_RANGE : FOR_PIPELINE, ov,
				      rows_outer ? fm : fn, rows_outer ? pl->m : pl->n, oc,
				      ref(A, chain, sp), orv, sp);
	struct stmt *inner = new_loop(A, FOR_PIPELINE, iv, rows_outer ? fn : fm,
				      rows_outer ? pl->n : pl->m, ic, ref(A, oc, sp), irv, sp);
	if (!single)
		add_flag(A, &outer->u.loop.attrs, plu_key_overlap_stores(), false, sp);
	add_flag(A, &inner->u.loop.attrs, plu_key_overlap_stores(), false, sp);
	if (pl->dbc)
		add_flag(A, &inner->u.loop.attrs, plu_key_double_buffer_c(), true, sp);
	struct stmt_buf ob = {0}, ib = {0};
	struct stmt_buf *abuf = rows_outer ? &ob : &ib, *bbuf = rows_outer ? &ib : &ob;
	struct var *a = extract(A, abuf, m->lhs, ref(A, mi, sp), plu_index(A->a, 0, sp), pl->m, m->K,
				MS_Left, base, "_a", sp);
	if (a)
		narrow_extract(A, abuf, a, 0, loop_valid(A, m->lhs_vm, mi, pl->m, fm, sp));
	struct var *b = a ? extract(A, bbuf, m->rhs, plu_index(A->a, 0, sp), ref(A, ni, sp), m->K,
				    pl->n, MS_Right, base, "_b", sp)
			  : NULL;
	if (b)
		narrow_extract(A, bbuf, b, 1, loop_valid(A, m->rhs_vn, ni, pl->n, fn, sp));
	struct var *c = NULL, *st = NULL;
	if (b) {
		struct expr *fa[3] = {ref(A, a, sp), ref(A, b, sp), m->bias ? ref(A, m->bias, sp) : NULL};
		c = bind(A, &ib, base, "_c",
			 m->kind == MM_BIAS ? call_of(A, A->op_bias, fa, 3, sp)
					    : call_of(A, A->op_matmul, fa, 2, sp), sp);
	}
	if (c)
		st = place(A, m, &ib, c, ref(A, mi, sp), ref(A, ni, sp), ic, 0, NULL, sp);
	if (!st) {
		ir_sb_free(&ob);
		ir_sb_free(&ib);
		return;
	}
	yield1(A, &ib, st, sp);
	inner->u.loop.body = ir_sb_finish(A->a, &ib);
	ir_sb_free(&ib);
	ir_sb_push(&ob, inner);
	yield1(A, &ob, irv, sp);
	outer->u.loop.body = ir_sb_finish(A->a, &ob);
	ir_sb_free(&ob);
	ir_sb_push(out, outer);
	/* the boundary: how many tiles, to give the last one the result var */
	int64_t nb = fm < m->M ? cdiv(m->N, pl->n) : 0, nr = fn < m->N ? fm / pl->m : 0;
	int64_t total = nb + nr, done = 0;
	int step = 1;
	chain = orv;
	for (int64_t ni0 = 0; fm < m->M && ni0 < m->N && chain; ni0 += pl->n, step++)
		chain = full_k_tile(A, m, out, fm, ni0, m->M - fm,
				    pl->n < m->N - ni0 ? pl->n : m->N - ni0, chain, step,
				    ++done == total ? result : NULL, sp);
	for (int64_t mi0 = 0; fn < m->N && mi0 < fm && chain; mi0 += pl->m, step++)
		chain = full_k_tile(A, m, out, mi0, fn, pl->m, m->N - fn, chain, step,
				    ++done == total ? result : NULL, sp);
}

/* k < K: ceil(M/m) x ceil(N/n) K loops, column blocks outer, each stored as
 * soon as it is complete; the bias is loaded per column window. */
static void split_k_grid(struct atm *A, const struct mm *m, struct stmt_buf *out, struct span sp)
{
	const char *base = m->s->u.assign.var->name;
	struct var *result = m->result;
	const struct plan *pl = &m->pl;
	struct var *chain = grid_chain(A, m, out, sp);
	int64_t nm = cdiv(m->M, pl->m), nn = cdiv(m->N, pl->n);
	int step = 0;
	for (int64_t j = 0; j < nn && chain; j++)
		for (int64_t i = 0; i < nm && chain; i++, step++) {
			int64_t mi = i * pl->m, ni = j * pl->n;
			int64_t mr = pl->m < m->M - mi ? pl->m : m->M - mi;
			int64_t nc = pl->n < m->N - ni ? pl->n : m->N - ni;
			char tb[300];
			snprintf(tb, sizeof tb, "%.250s_t%d", base, step);
			struct bias_win w = {m->bias_load, ni, nc};
			struct var *res = new_var(A, tb, "", VAR_LOCAL, m->s->u.assign.var->type, sp);
			struct blk_valid bv = blk_valid_at(A, m, mi, ni, mr, nc, sp);
			struct var *sub = k_loop(A, m, out, plu_index(A->a, mi, sp),
						 plu_index(A->a, ni, sp), mr, nc, res->name, res,
						 m->bias_load ? &w : NULL, &bv, sp);
			chain = sub ? place(A, m, out, sub, plu_index(A->a, mi, sp),
					    plu_index(A->a, ni, sp), chain, step,
					    step + 1 == nm * nn ? result : NULL, sp)
				    : NULL;
		}
}

/* ---- double-buffered accumulators of user pipeline loops ----------------------------- */

static struct var *var_arg(const struct expr *call, uint32_t i);

/* Physical bytes of an Acc tile: rows padded to the backend's accumulator
 * row alignment, columns to the fractal. */
static uint64_t acc_bytes(struct atm *A, const struct type *t)
{
	int64_t d[2];
	unsigned ob = dtype_infos[t->dtype].bits;
	if (!static2d(t, d) || ob % 8 || !ob || d[0] > INT32_MAX || d[1] > INT32_MAX)
		return 0;
	if (!A->l0)
		return 0;
	int64_t g = A->l0->fractal_alignment;
	int64_t rows = align_up(align_up(d[0], g), be_l0c_m_alignment(A->be, (enum dtype)t->dtype));
	return (uint64_t)rows * (uint64_t)align_up(d[1], g) * (ob / 8);
}

static bool stores_var(const struct stmt *s, const struct var *v)
{
	const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!e || e->kind != EX_CALL || !spec_ops[e->u.call.op].io_role ||
	    strcmp(spec_ops[e->u.call.op].io_role, "Store") != 0 || !e->u.call.args.n)
		return false;
	const struct expr *a = e->u.call.args.v[0];
	return a->kind == EX_VAR && a->u.var == v;
}

static bool double_buffers_acc(struct atm *A, const struct stmt *loop)
{
	int64_t start, stop, step, trips;
	if (plu_stages(loop) < 2 || !plu_const(loop->u.loop.start, &start) ||
	    !plu_const(loop->u.loop.stop, &stop) || !plu_const(loop->u.loop.step, &step) ||
	    !step || !plu_trips(start, stop, step, &trips) || trips < 2)
		return false;
	uint64_t l0c = be_capacity_bytes(A->be, MS_Acc);
	struct stmt_list b = loop->u.loop.body;
	for (uint32_t i = 0; i < b.n; i++) {
		const struct stmt *s = b.v[i];
		if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL ||
		    s->u.assign.value->u.call.op != A->op_matmul)
			continue;
		const struct expr *c = s->u.assign.value;
		struct var *l = var_arg(c, 0), *r = var_arg(c, 1), *v = s->u.assign.var;
		uint64_t bytes = acc_bytes(A, v->type);
		if (!l || !r || l->type->mem != MS_Left || r->type->mem != MS_Right ||
		    v->type->mem != MS_Acc || !bytes || bytes > l0c / 2)
			continue;
		for (uint32_t j = i + 1; j < b.n; j++)
			if (stores_var(b.v[j], v))
				return true;
	}
	return false;
}

static void add_flag(struct atm *A, struct attr_list *al, const char *key, bool v, struct span sp)
{
	for (uint32_t i = 0; i < al->n; i++)
		if (al->v[i].key == key)
			return;
	A->changed = true;
	struct attr *n = ARENA_ARRAY(A->a, struct attr, al->n + 1);
	for (uint32_t i = 0; i < al->n; i++)
		n[i] = al->v[i];
	n[al->n] = (struct attr){key, ir_new_bool(A->a, v, sp)};
	al->v = n;
	al->n++;
}

static bool mark_dbc(struct stmt *s, void *ctx)
{
	struct atm *A = ctx;
	if (s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE && double_buffers_acc(A, s)) {
		add_flag(A, &s->u.loop.attrs, plu_key_overlap_stores(), false, s->span);
		add_flag(A, &s->u.loop.attrs, plu_key_double_buffer_c(), true, s->span);
	}
	return true;
}

/* ---- recognition ----------------------------------------------------------------- */


static struct var *var_arg(const struct expr *call, uint32_t i)
{
	return i < call->u.call.args.n && call->u.call.args.v[i]->kind == EX_VAR
		       ? call->u.call.args.v[i]->u.var
		       : NULL;
}

static bool at_valid(const struct atm *A, const struct var *v)
{
	return v->id < A->cap && A->at_gen[v->id] == A->gen;
}

/* A [rows, N] bias loaded whole by a tile.load in this list (static offsets
 * list, shapes equal to the tile), with nothing but loads between it and the
 * matmul at `at`, can be loaded per column window. */
static const struct expr *window_load(struct atm *A, struct stmt_list l, uint32_t at,
				      const struct var *bias, int64_t N)
{
	if (!at_valid(A, bias) || !A->def_at[bias->id] || A->def_at[bias->id] > at)
		return NULL;
	for (uint32_t i = A->def_at[bias->id]; i < at; i++)
		if (pu_stmt_op(l.v[i]) != (int)A->op_load)
			return NULL;
	const struct stmt *d = l.v[A->def_at[bias->id] - 1];
	const struct expr *c = d->u.assign.value;
	if (c->kind != EX_CALL || c->u.call.op != A->op_load || c->u.call.args.n < 3)
		return NULL;
	int64_t b[2];
	if (!static2d(bias->type, b) || b[1] != N)
		return NULL;
	for (uint32_t i = 1; i < c->u.call.args.n; i++) {
		const struct expr *e = c->u.call.args.v[i];
		if (e->kind != EX_LIST || e->u.list.n != 2)
			return NULL;
		int64_t x;
		if (i >= 2 && (!plu_const(e->u.list.v[0], &x) || x != b[0] ||
			       !plu_const(e->u.list.v[1], &x) || x != b[1]))
			return NULL;
	}
	return c;
}

/* Whether cast st of the matmul result res folds into the Acc -> Mat
 * writeback: a rounding (rint) narrowing of a 32-bit float accumulator into a
 * 16-bit float, whose every reader takes it as a matmul operand. */
static bool cast_folds(struct atm *A, const struct stmt *st, const struct var *res)
{
	const struct expr *c = st->u.assign.value;
	const struct kwval *mode = ir_call_kwarg(c, "mode");
	const struct var *v = st->u.assign.var;
	enum dtype to = (enum dtype)v->type->dtype, from = (enum dtype)res->type->dtype;
	return c->u.call.args.n == 1 && mode && mode->i == A->rint && v->type->kind == TY_TILE &&
	       tc_dtype_is_float(to) && dtype_infos[to].bits == 16 && tc_dtype_is_float(from) &&
	       dtype_infos[from].bits == 32 && v->id < A->cap && A->uses[v->id] &&
	       A->uses[v->id] == A->mm_uses[v->id];
}

/* The Mat scratch of a grid whose result is cast (st): [M, N] of the cast's
 * dtype, created at the grid; the cast's result becomes the scratch's last
 * value, so its readers take it from Mat. */
static bool make_scratch(struct atm *A, struct mm *m, struct stmt *st)
{
	int64_t shape[2] = {m->M, m->N};
	struct var *res = m->s->u.assign.var;
	struct span sp = m->s->span;
	struct expr *args[1] = {ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
	struct expr *c0 = call_of(A, A->op_create, args, 1, sp);
	ir_call_set_kwarg_int(c0, "dtype", m->result->type->dtype);
	ir_call_set_kwarg_int(c0, "target_memory", MS_Mat);
	if (!tc_deduce_call(A->a, c0)) {
		A->failed = true;
		return false;
	}
	uint64_t bytes = (uint64_t)m->M * (uint64_t)m->N * (dtype_infos[m->result->type->dtype].bits / 8);
	if (bytes > be_capacity_bytes(A->be, MS_Mat))
		return false; /* the scratch does not fit Mat */
	char name[300];
	snprintf(name, sizeof name, "%.250s_mat", res->name);
	m->cast = st;
	m->scratch = c0;
	m->out_base = intern_cstr(name);
	m->result->type = c0->type;
	return true;
}

/* The placement of an M/N grid: the only use of the result is a store or a
 * cast into a 16-bit float read only as matmul operands (kept in a Mat
 * scratch). */
static bool grid_target(struct atm *A, struct stmt_list l, uint32_t at, struct mm *m)
{
	struct var *res = m->s->u.assign.var;
	if (m->kind == MM_ACC || m->lhs->type->mem != MS_Mat || res->id >= A->cap ||
	    A->uses[res->id] != 1 || !at_valid(A, res) || !A->store_at[res->id] ||
	    A->store_at[res->id] - 1 <= at)
		return false;
	struct stmt *st = l.v[A->store_at[res->id] - 1];
	const struct expr *sc = st->u.assign.value;
	if (sc->u.call.op == A->op_cast) {
		if (!cast_folds(A, st, res) ||
		    !choose_tile(A, m->M, m->N, m->K, (enum dtype)m->lhs->type->dtype,
				 (enum dtype)m->rhs->type->dtype, (enum dtype)res->type->dtype, m->bias,
				 true, &m->pl))
			return false;
		if (m->pl.m == m->M && m->pl.n == m->N)
			return m->pl.k < m->K;
	} else {
		const struct expr *dst = sc->u.call.args.v[2];
		if (sc->u.call.args.n != 3 || sc->u.call.args.v[1]->kind != EX_LIST ||
		    sc->u.call.args.v[1]->u.list.n != 2 || dst->kind != EX_VAR ||
		    dst->u.var->type->kind != TY_TENSOR || st->u.assign.var->type->kind != TY_TENSOR)
			return false;
	}
	if (m->bias) {
		bool full_k = m->pl.k == m->K;
		if (m->pl.n != m->N && (full_k || !(m->bias_load = window_load(A, l, at, m->bias, m->N))))
			return false;
		if (full_k && m->bias->type->mem != MS_Bias)
			return false;
	}
	m->result = st->u.assign.var;
	if (sc->u.call.op != A->op_cast) {
		m->store = st;
		m->out_base = sc->u.call.args.v[2]->u.var->name;
		return true;
	}
	return make_scratch(A, m, st);
}

/* Fills m for a matmul this pass tiles; false otherwise.  An output larger
 * than the chosen [m, n] needs the store consuming it (its only use, in the
 * same list, at [r, c] of a 2-D tensor): the grid replaces the pair. */
static bool recognize(struct atm *A, struct stmt_list l, uint32_t at, struct mm *m)
{
	struct stmt *s = l.v[at];
	if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL)
		return false;
	struct expr *c = s->u.assign.value;
	unsigned op = c->u.call.op;
	uint32_t first = 0;
	if (op == A->op_matmul && c->u.call.args.n == 2)
		m->kind = MM_FRESH;
	else if (op == A->op_bias && c->u.call.args.n == 3)
		m->kind = MM_BIAS;
	else if (op == A->op_acc && c->u.call.args.n == 3)
		m->kind = MM_ACC, first = 1;
	else
		return false;
	m->s = s;
	m->store = m->cast = NULL;
	m->scratch = NULL;
	m->result = NULL;
	m->bias_load = NULL;
	m->acc = first ? var_arg(c, 0) : NULL;
	m->lhs = var_arg(c, first);
	m->rhs = var_arg(c, first + 1);
	m->bias = m->kind == MM_BIAS ? var_arg(c, 2) : NULL;
	int64_t a[2], b[2];
	if (!m->lhs || !m->rhs || (first && !m->acc) || (m->kind == MM_BIAS && !m->bias) ||
	    !static2d(m->lhs->type, a) || !static2d(m->rhs->type, b) || a[1] != b[0])
		return false;
	if (m->rhs->type->mem != MS_Mat || (m->lhs->type->mem != MS_Mat && m->lhs->type->mem != MS_Vec))
		return false;
	if (m->bias && m->bias->type->mem != MS_Mat && m->bias->type->mem != MS_Bias)
		return false;
	struct var *res = s->u.assign.var;
	if (res->type->kind != TY_TILE)
		return false;
	m->M = a[0];
	m->K = a[1];
	m->N = b[1];
	m->out_vn = narrow_axis(res->type, 1);
	m->rhs_vn = narrow_axis(m->rhs->type, 1);
	m->out_vm = narrow_axis(res->type, 0);
	m->lhs_vm = narrow_axis(m->lhs->type, 0);
	if (!choose_tile(A, m->M, m->N, m->K, (enum dtype)m->lhs->type->dtype,
			 (enum dtype)m->rhs->type->dtype, (enum dtype)res->type->dtype, m->bias, false,
			 &m->pl))
		return false;
	if (m->pl.m == m->M && m->pl.n == m->N)
		return m->pl.k < m->K;
	return grid_target(A, l, at, m);
}

static void index_list(struct atm *A, struct stmt_list l);

/* ---- the user's split-K loop, once per output tile -----------------------------------
 * `init = tile.create([M, N])`; `for kb in pl.pipeline(..., init_values=(init,))`
 * whose body loads an [M, K] and a [K, N] Mat operand (scalars computed
 * around them) and ends in `if ...: x = matmul(a, b) else: y =
 * matmul_acc(iter, a, b)`, its result stored once: when the chooser tiles
 * [M, N, K] into m < M or n < N, the loop is repeated per output tile
 * (column blocks outer), each copy loading its rows / columns (a boundary
 * column window box-padded to the cube's 32-byte fractal row, its valid
 * columns recorded), accumulating an Acc tile of its own seeded by
 * tile.create (narrowed with tile.set_validshape where padded) and storing
 * it before the next starts; the matmuls of each copy are then tiled as any. */

struct sk_loop {
	uint32_t at, init_at, store_at; /* statement indexes in the list */
	uint32_t ia, ib, iif;           /* body indexes of the loads and the if */
	int64_t M, N, K;
	enum dtype dc;
	struct plan pl;
};

struct sk_fresh {
	struct atm *A;
	int t;
};

static struct var *sk_fresh_var(struct cl_map *m, struct var *v)
{
	struct sk_fresh *f = m->ctx;
	char suf[32];
	snprintf(suf, sizeof suf, "_mn%d", f->t);
	return new_var(f->A, v->name, suf, (enum var_kind)v->kind, v->type, v->span);
}

/* The statement of list l defining v (an assignment of a call), or NULL. */
static struct stmt *sk_def(struct atm *A, struct stmt_list l, const struct var *v, uint32_t *at)
{
	if (!at_valid(A, v) || !A->def_at[v->id])
		return NULL;
	*at = A->def_at[v->id] - 1;
	struct stmt *d = l.v[*at];
	return d->u.assign.value->kind == EX_CALL ? d : NULL;
}

/* A 2-D Mat tile.load of static shape (d0, d1) with list operands. */
static bool sk_load(struct atm *A, const struct stmt *s, int64_t d[2])
{
	const struct expr *c = s->u.assign.value;
	if (c->kind != EX_CALL || c->u.call.op != A->op_load || c->u.call.args.n != 4 ||
	    !static2d(s->u.assign.var->type, d) || s->u.assign.var->type->mem != MS_Mat ||
	    ir_valid_shape(s->u.assign.var->type).n != 2)
		return false;
	for (uint32_t i = 1; i < 4; i++)
		if (c->u.call.args.v[i]->kind != EX_LIST || c->u.call.args.v[i]->u.list.n != 2)
			return false;
	struct expr_list v = ir_valid_shape(s->u.assign.var->type);
	int64_t x;
	return plu_const(v.v[0], &x) && x == d[0] && plu_const(v.v[1], &x) && x == d[1];
}

/* The single assignment of a branch `v = op(args); yield v`. */
static const struct stmt *sk_branch(struct stmt_list b, unsigned op, uint32_t nargs)
{
	if (b.n != 2 || b.v[0]->kind != ST_ASSIGN || b.v[1]->kind != ST_YIELD ||
	    b.v[1]->u.ret.values.n != 1 || b.v[1]->u.ret.values.v[0]->kind != EX_VAR ||
	    b.v[1]->u.ret.values.v[0]->u.var != b.v[0]->u.assign.var)
		return NULL;
	const struct expr *c = b.v[0]->u.assign.value;
	return c->kind == EX_CALL && c->u.call.op == op && c->u.call.args.n == nargs ? b.v[0] : NULL;
}

static bool sk_match(struct atm *A, struct stmt_list l, uint32_t at, struct sk_loop *k)
{
	struct stmt *s = l.v[at];
	if (s->kind != ST_FOR || s->u.loop.n_iter != 1 || s->u.loop.iter[0].init->kind != EX_VAR)
		return false;
	struct var *iv0 = s->u.loop.iter[0].init->u.var, *iter = s->u.loop.iter[0].var;
	struct var *rv = s->u.loop.return_vars[0];
	int64_t d[2];
	struct stmt *init = sk_def(A, l, iv0, &k->init_at);
	if (!init || k->init_at >= at || init->u.assign.value->u.call.op != A->op_create ||
	    iv0->id >= A->cap || A->uses[iv0->id] != 1 || !static2d(iv0->type, d) ||
	    rv->id >= A->cap || A->uses[rv->id] != 1 || !at_valid(A, rv) || !A->store_at[rv->id] ||
	    A->store_at[rv->id] - 1 <= at)
		return false;
	k->at = at;
	k->store_at = A->store_at[rv->id] - 1;
	const struct expr *sc = l.v[k->store_at]->u.assign.value;
	if (sc->u.call.op != A->op_store || sc->u.call.args.n != 3 ||
	    sc->u.call.args.v[1]->kind != EX_LIST || sc->u.call.args.v[1]->u.list.n != 2 ||
	    sc->u.call.args.v[2]->kind != EX_VAR || sc->u.call.args.v[2]->u.var->type->kind != TY_TENSOR ||
	    l.v[k->store_at]->u.assign.var->type->kind != TY_TENSOR)
		return false;
	struct stmt_list b = s->u.loop.body;
	if (!b.n || b.v[b.n - 1]->kind != ST_YIELD || b.v[b.n - 1]->u.ret.values.n != 1 ||
	    b.v[b.n - 1]->u.ret.values.v[0]->kind != EX_VAR)
		return false;
	struct var *phi = b.v[b.n - 1]->u.ret.values.v[0]->u.var;
	int n_if = 0, n_load = 0;
	k->ia = k->ib = k->iif = UINT32_MAX;
	for (uint32_t i = 0; i + 1 < b.n; i++) {
		const struct stmt *x = b.v[i];
		if (x->kind == ST_IF) {
			if (n_if++ || x->u.cond.n_ret != 1 || x->u.cond.return_vars[0] != phi ||
			    !x->u.cond.has_else)
				return false;
			k->iif = i;
		} else if (x->kind != ST_ASSIGN) {
			return false;
		} else if (x->u.assign.var->type->kind == TY_TILE) {
			n_load++;
		} else if (x->u.assign.var->type->kind != TY_SCALAR) {
			return false;
		}
	}
	if (n_if != 1 || n_load != 2)
		return false;
	const struct stmt *iff = b.v[k->iif];
	const struct stmt *f = sk_branch(iff->u.cond.then_body, A->op_matmul, 2);
	const struct stmt *g = sk_branch(iff->u.cond.else_body, A->op_acc, 3);
	if (!f || !g)
		return false;
	struct var *a = var_arg(f->u.assign.value, 0), *bv = var_arg(f->u.assign.value, 1);
	if (!a || !bv || var_arg(g->u.assign.value, 0) != iter || var_arg(g->u.assign.value, 1) != a ||
	    var_arg(g->u.assign.value, 2) != bv || a->id >= A->cap || bv->id >= A->cap ||
	    A->uses[a->id] != 2 || A->uses[bv->id] != 2)
		return false;
	int64_t da[2], db[2];
	for (uint32_t i = 0; i + 1 < b.n; i++) {
		const struct stmt *x = b.v[i];
		if (x->kind != ST_ASSIGN || x->u.assign.var->type->kind != TY_TILE)
			continue;
		if (x->u.assign.var == a && sk_load(A, x, da))
			k->ia = i;
		else if (x->u.assign.var == bv && sk_load(A, x, db))
			k->ib = i;
		else
			return false;
	}
	if (k->ia == UINT32_MAX || k->ib == UINT32_MAX || k->ia > k->iif || k->ib > k->iif ||
	    da[1] != db[0] || da[0] != d[0] || db[1] != d[1])
		return false;
	k->M = da[0];
	k->K = da[1];
	k->N = db[1];
	k->dc = (enum dtype)f->u.assign.var->type->dtype;
	if (!choose_tile(A, k->M, k->N, k->K, (enum dtype)a->type->dtype, (enum dtype)bv->type->dtype,
			 k->dc, NULL, false, &k->pl) ||
	    (k->pl.m == k->M && k->pl.n == k->N))
		return false;
	int64_t g16 = A->l0->fractal_alignment;
	return k->M % g16 == 0 && k->pl.m % g16 == 0;
}

/* Re-deduces the call an assignment holds and retypes its var. */
static bool sk_redo(struct atm *A, struct stmt *st)
{
	if (!tc_deduce_call(A->a, st->u.assign.value)) {
		A->failed = true;
		return false;
	}
	st->u.assign.var->type = st->u.assign.value->type;
	return true;
}

/* Narrows a cloned load: rows / columns at `off` more, `n` of them, `valid`
 * of them valid (box-padded columns), on axis ax. */
static bool sk_narrow_load(struct atm *A, struct stmt *ld, int ax, int64_t off, int64_t n,
			   int64_t valid, struct span sp)
{
	struct expr *c = ld->u.assign.value;
	struct expr_list *args = &c->u.call.args;
	struct expr_list o = ir_expr_list_copy(A->a, args->v[1]->u.list);
	o.v[ax] = pu_index_add(A->a, o.v[ax], plu_index(A->a, off, sp), sp);
	args->v[1] = ir_new_list(A->a, o, sp);
	for (uint32_t i = 2; i < 4; i++) {
		struct expr_list x = ir_expr_list_copy(A->a, args->v[i]->u.list);
		x.v[ax] = plu_index(A->a, i == 2 ? n : valid, sp);
		args->v[i] = ir_new_list(A->a, x, sp);
	}
	return sk_redo(A, ld);
}

/* The copies of loop k, one per output tile, each followed by its store. */
static void sk_emit(struct atm *A, struct stmt_list l, const struct sk_loop *k, struct stmt_buf *out)
{
	struct stmt *loop = l.v[k->at], *store = l.v[k->store_at];
	struct span sp = loop->span;
	struct var *iv0 = loop->u.loop.iter[0].init->u.var;
	const struct plan *pl = &k->pl;
	struct mm pm = {.store = store, .out_base = store->u.assign.value->u.call.args.v[2]->u.var->name};
	struct var *chain = store->u.assign.value->u.call.args.v[2]->u.var;
	const struct type *bt = loop->u.loop.body.v[k->ib]->u.assign.var->type;
	int64_t eb = dtype_infos[bt->dtype].bits / 8;
	int64_t box = eb > 0 && A->l0->mad_k_fractal_bytes / eb > 0 ? A->l0->mad_k_fractal_bytes / eb : 1;
	int64_t nm = cdiv(k->M, pl->m), nn = cdiv(k->N, pl->n);
	int t = 0;
	for (int64_t j = 0; j < nn && chain && !A->failed; j++)
		for (int64_t i = 0; i < nm && chain && !A->failed; i++, t++) {
			int64_t mi = i * pl->m, ni = j * pl->n;
			int64_t mr = pl->m < k->M - mi ? pl->m : k->M - mi;
			int64_t nc = pl->n < k->N - ni ? pl->n : k->N - ni, ncb = align_up(nc, box);
			char suf[32];
			snprintf(suf, sizeof suf, "_mn%d", t);
			char base[300];
			snprintf(base, sizeof base, "%.250s%s", iv0->name, suf);
			int64_t shape[2] = {mr, ncb};
			struct expr *args[1] = {ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
			struct expr *c = call_of(A, A->op_create, args, 1, sp);
			ir_call_set_kwarg_int(c, "dtype", k->dc);
			ir_call_set_kwarg_int(c, "target_memory", MS_Acc);
			struct var *init = bind(A, out, base, ncb != nc ? "_storage" : "", c, sp);
			if (init && ncb != nc) {
				struct expr *sv[3] = {ref(A, init, sp), plu_index(A->a, mr, sp),
						      plu_index(A->a, nc, sp)};
				init = bind(A, out, base, "", call_of(A, A->op_setvalid, sv, 3, sp), sp);
			}
			if (!init)
				return;
			struct sk_fresh f = {A, t};
			struct cl_map m;
			cl_init(&m, A->p);
			m.fresh = sk_fresh_var;
			m.ctx = &f;
			cl_set_use(&m, iv0, ref(A, init, sp));
			struct stmt *cp = cl_stmt(&m, loop);
			cl_free(&m);
			cp->u.loop.iter[0].var->type = init->type;
			cp->u.loop.return_vars[0]->type = init->type;
			struct stmt_list b = cp->u.loop.body;
			struct stmt *iff = b.v[k->iif];
			struct stmt *fs = iff->u.cond.then_body.v[0], *gs = iff->u.cond.else_body.v[0];
			if (!sk_narrow_load(A, b.v[k->ia], 0, mi, mr, mr, sp) ||
			    !sk_narrow_load(A, b.v[k->ib], 1, ni, ncb, nc, sp) || !sk_redo(A, fs) ||
			    !sk_redo(A, gs))
				return;
			iff->u.cond.return_vars[0]->type = fs->u.assign.var->type;
			ir_sb_push(out, cp);
			chain = place(A, &pm, out, cp->u.loop.return_vars[0], plu_index(A->a, mi, sp),
				      plu_index(A->a, ni, sp), chain, t,
				      t + 1 == nm * nn ? store->u.assign.var : NULL, sp);
		}
}

/* The statements built in `out`, or the list `l` unchanged when the pass failed. */
static struct stmt_list finish_list(struct atm *A, struct stmt_buf *out, struct stmt_list l)
{
	struct stmt_list r = A->failed ? l : ir_sb_finish(A->a, out);
	ir_sb_free(out);
	return r;
}

/* List l with each recognized split-K loop repeated per output tile. */
static struct stmt_list sk_list(struct atm *A, struct stmt_list l)
{
	if (!A->l0)
		return l;
	index_list(A, l);
	struct sk_loop *ks = NULL;
	uint32_t *role = NULL; /* 0 kept, 1 dropped, 2 + n: loop n emitted here */
	uint32_t n = 0;
	for (uint32_t i = 0; i < l.n; i++) {
		struct sk_loop k;
		if (l.v[i]->kind != ST_FOR || !sk_match(A, l, i, &k))
			continue;
		if (!role)
			role = xcalloc(l.n, sizeof *role);
		if (role[k.init_at] || role[k.store_at])
			continue;
		ks = xrealloc(ks, (n + 1) * sizeof *ks);
		ks[n] = k;
		role[k.init_at] = role[k.at] = 1;
		role[k.store_at] = 2 + n++;
	}
	if (!n)
		return l;
	A->changed = true;
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n && !A->failed; i++) {
		if (!role[i])
			ir_sb_push(&out, l.v[i]);
		else if (role[i] >= 2)
			sk_emit(A, l, &ks[role[i] - 2], &out);
	}
	free(role);
	free(ks);
	return finish_list(A, &out, l);
}
static bool count_use(struct expr *e, void *ctx)
{
	struct atm *A = ctx;
	if (e->kind == EX_VAR && e->u.var->id < A->cap)
		A->uses[e->u.var->id]++;
	return true;
}

static bool count_stmt(struct stmt *s, void *ctx)
{
	struct atm *A = ctx;
	ir_stmt_exprs(s, count_use, ctx);
	const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!e || e->kind != EX_CALL)
		return true;
	/* operands: matmul's lhs and rhs, matmul_acc's (its accumulator is not) */
	uint32_t first = e->u.call.op == A->op_matmul ? 0 : e->u.call.op == A->op_acc ? 1 : 2;
	if (first < 2 || e->u.call.op == A->op_bias)
		A->n_mm++;
	for (uint32_t i = first; i < first + 2 && i < e->u.call.args.n && first < 2; i++) {
		const struct expr *a = e->u.call.args.v[i];
		if (a->kind == EX_VAR && a->u.var->id < A->cap)
			A->mm_uses[a->u.var->id]++;
	}
	return true;
}

/* Indexes the stores and definitions of list l (statement index + 1 per var). */
static void index_list(struct atm *A, struct stmt_list l)
{
	A->gen++;
	for (uint32_t i = 0; i < l.n; i++) {
		const struct stmt *s = l.v[i];
		if (s->kind != ST_ASSIGN)
			continue;
		struct var *d = s->u.assign.var;
		const struct expr *e = s->u.assign.value;
		struct var *src = e->kind == EX_CALL &&
					  (e->u.call.op == A->op_store || e->u.call.op == A->op_cast)
				  ? var_arg(e, 0)
				  : NULL;
		struct var *vs[2] = {d, src};
		for (int k = 0; k < 2; k++) {
			if (!vs[k] || vs[k]->id >= A->cap)
				continue;
			uint32_t id = vs[k]->id;
			if (A->at_gen[id] != A->gen) {
				A->at_gen[id] = A->gen;
				A->def_at[id] = A->store_at[id] = 0;
			}
			if (k == 0)
				A->def_at[id] = i + 1;
			else if (!A->store_at[id])
				A->store_at[id] = i + 1;
		}
	}
}

/* The chained cast of a result that fits Acc: `cb = tile.cast(c)` of a static
 * 2-D Acc tile c no larger than Acc, which would fold into the Acc -> Mat
 * writeback (cast_folds), becomes a full-window Mat scratch: a tile.create of
 * cb's shape and dtype in Mat that c is assembled into at [0, 0], so the
 * narrowing stays on the cube and cb's readers (all matmul operands) take it
 * from Mat.  cb takes the scratch's type at once, so the matmuls after it in
 * the list see a Mat operand.  (An oversized result's cast is folded by its
 * grid, which plans it first.) */
static bool fold_fit_cast(struct atm *A, struct stmt *st, struct mm *m)
{
	const struct expr *c = st->kind == ST_ASSIGN ? st->u.assign.value : NULL;
	struct var *src = c && c->kind == EX_CALL && c->u.call.op == A->op_cast ? var_arg(c, 0) : NULL;
	int64_t sh[2];
	if (!src || src->type->kind != TY_TILE || src->type->mem != MS_Acc ||
	    !static2d(src->type, sh) || !cast_folds(A, st, src))
		return false;
	uint64_t bytes = (uint64_t)sh[0] * (uint64_t)sh[1] * (dtype_infos[src->type->dtype].bits / 8);
	if (bytes > be_capacity_bytes(A->be, MS_Acc))
		return false;
	struct span sp = st->span;
	struct expr *args[1] = {ir_new_list(A->a, ir_expr_list_of_ints(A->a, sh, 2, sp), sp)};
	struct expr *c0 = call_of(A, A->op_create, args, 1, sp);
	ir_call_set_kwarg_int(c0, "dtype", st->u.assign.var->type->dtype);
	ir_call_set_kwarg_int(c0, "target_memory", MS_Mat);
	if (!tc_deduce_call(A->a, c0)) {
		A->failed = true;
		return false;
	}
	m->s = st;
	m->cast = st;
	m->scratch = c0;
	m->result = st->u.assign.var;
	m->result->type = c0->type;
	return true;
}

/* Emits the full-window scratch of fold_fit_cast: `<c>_mat = tile.create`,
 * then cb itself (renamed `<c>_mat_t0`) = tile.assemble(<c>_mat, c, [0, 0]). */
static void emit_fit_cast(struct atm *A, const struct mm *m, struct stmt_buf *out)
{
	struct span sp = m->s->span;
	struct var *src = var_arg(m->cast->u.assign.value, 0);
	char base[300];
	snprintf(base, sizeof base, "%.250s_mat", src->name);
	struct var *scratch = bind(A, out, base, "", m->scratch, sp);
	if (!scratch)
		return;
	struct expr *o[2] = {plu_index(A->a, 0, sp), plu_index(A->a, 0, sp)};
	struct expr *args[3] = {ref(A, scratch, sp), ref(A, src, sp),
				ir_new_list(A->a, ir_expr_list_copy(A->a, (struct expr_list){2, o}), sp)};
	struct expr *c = call_of(A, A->op_assemble, args, 3, sp);
	if (!tc_deduce_call(A->a, c)) {
		A->failed = true;
		return;
	}
	char name[320];
	snprintf(name, sizeof name, "%s_t0", base);
	m->result->name = pu_fresh_name(&A->names, name);
	ir_sb_push(out, ir_new_assign(A->a, m->result, c, sp));
}

/* Recognizes the matmuls of list l and gives each statement its role:
 * 0 kept, 1 a K loop, 2 a grid emitted at its store, 3 a grid emitted here,
 * 4 dropped (a cast folded into the grid, a bias load only the grid read),
 * 5 a chained cast of a result that fits Acc (fold_fit_cast);
 * grid_of[i] is the matmul of the grid at i.  False when nothing changes. */
static bool plan_list(struct atm *A, struct stmt_list l, uint8_t *role, struct mm *mms,
		      uint32_t *grid_of)
{
	bool changed = false;
	for (uint32_t i = 0; i < l.n; i++) {
		if (!role[i] && fold_fit_cast(A, l.v[i], &mms[i])) {
			role[i] = 5;
			changed = true;
			continue;
		}
		if (role[i] || !recognize(A, l, i, &mms[i]))
			continue;
		changed = true;
		if (!mms[i].store && !mms[i].cast) {
			role[i] = 1;
			continue;
		}
		uint32_t j = A->store_at[l.v[i]->u.assign.var->id] - 1;
		uint32_t at = mms[i].cast ? i : j;
		role[i] = mms[i].cast ? 3 : 2;
		role[j] = mms[i].cast ? 4 : 3;
		grid_of[at] = i;
		struct var *bv = mms[i].bias;
		if (mms[i].bias_load && bv->id < A->cap && A->uses[bv->id] == 1)
			role[A->def_at[bv->id] - 1] = 4;
	}
	return changed;
}

static struct stmt_list tile_list(struct atm *A, struct stmt_list l, int depth)
{
	l = sk_list(A, l);
	for (uint32_t i = 0; i < l.n && !A->failed; i++) {
		struct stmt_list *kids[2];
		int nk = depth < 256 ? ir_stmt_children(l.v[i], kids) : 0;
		for (int k = 0; k < nk; k++)
			*kids[k] = tile_list(A, *kids[k], depth + 1);
	}
	if (A->failed || !l.n)
		return l;
	index_list(A, l);
	uint8_t *role = xcalloc(l.n, 1);
	struct mm *mms = xcalloc(l.n, sizeof *mms);
	uint32_t *grid_of = xcalloc(l.n, sizeof *grid_of);
	if (!plan_list(A, l, role, mms, grid_of)) {
		free(role);
		free(mms);
		free(grid_of);
		return l;
	}
	A->changed = true;
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n && !A->failed; i++) {
		switch (role[i]) {
		case 0: ir_sb_push(&out, l.v[i]); break;
		case 1: {
			struct mm *m = &mms[i];
			struct span sp = m->s->span;
			struct var *res = m->s->u.assign.var;
			struct blk_valid bv = {m->out_vm, m->out_vn, m->lhs_vm, m->rhs_vn};
			(void)k_loop(A, m, &out, plu_index(A->a, 0, sp), plu_index(A->a, 0, sp), m->M,
				     m->N, res->name, res, NULL, &bv, sp);
			break;
		}
		case 3: {
			struct mm *m = &mms[grid_of[i]];
			if (m->pl.k == m->K)
				full_k_grid(A, m, &out, m->s->span);
			else
				split_k_grid(A, m, &out, m->s->span);
			break;
		}
		case 5: emit_fit_cast(A, &mms[i], &out); break;
		default: break;
		}
	}
	free(role);
	free(mms);
	free(grid_of);
	return finish_list(A, &out, l);
}

/* The value named `value` of the enum kwarg `kw` of op; die()s when absent. */
static int64_t kwarg_enum_value(unsigned op, const char *kw, const char *value)
{
	const struct spec_op *o = &spec_ops[op];
	for (unsigned i = 0; i < o->n_kwargs; i++) {
		if (strcmp(o->kwargs[i].name, kw) != 0)
			continue;
		const struct spec_enum_value *ev = ir_enum_by_name(o->kwargs[i].enum_id, value);
		if (ev)
			return ev->value;
	}
	die("op %s has no kwarg %s with the value %s in the specs", o->name, kw, value);
}

bool pass_auto_tile_matmul_l0(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* no capacities to tile against */
	struct atm A = {.p = p, .a = p->arena, .be = ctx->backend, .l0 = be_l0_tiling(ctx->backend)};
	/* Two co-live accumulators stay apart only where the assembler places
	 * the buffers (no MemoryReuse coalescing them). */
	A.allow_dbc = ctx->planner < spec_n_planners && spec_planners[ctx->planner].reserve_auto;
	A.op_extract = pu_op_by_rule(TR_extract, OK_tile);
	A.op_move = pu_op_by_rule(TR_move, OK_tile);
	A.op_create = pu_op_by_rule(TR_create, OK_shape);
	A.op_load = pu_op_by_rule(TR_load, OK_tensor);
	A.op_store = pu_op_by_rule(TR_store, OK_tile);
	A.op_cast = pu_op_by_rule(TR_cast, OK_tile);
	A.op_assemble = pu_op_by_rule(TR_assemble, OK_tile);
	A.op_setvalid = pu_op_by_rule(TR_set_validshape, OK_tile);
	A.rint = kwarg_enum_value(A.op_cast, "mode", "rint");
	pthread_once(&mm_ops_once, find_mm_ops);
	A.op_matmul = mm_ops.matmul;
	A.op_bias = mm_ops.bias;
	A.op_acc = mm_ops.acc;
	if (!ir_op_made(A.op_matmul) && !ir_op_made(A.op_bias) && !ir_op_made(A.op_acc)) {
		ctx->unchanged = true; /* no matmul to tile, no loop of one to double-buffer */
		return true;
	}
	for (uint32_t f = 0; f < p->n_funcs && !A.failed; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		uint32_t cap = pu_var_cap(p, A.cap);
		if (cap != A.cap) {
			pu_regrow(&A.uses, sizeof *A.uses, A.cap, cap);
			pu_regrow(&A.mm_uses, sizeof *A.mm_uses, A.cap, cap);
			pu_regrow(&A.store_at, sizeof *A.store_at, A.cap, cap);
			pu_regrow(&A.def_at, sizeof *A.def_at, A.cap, cap);
			pu_regrow(&A.at_gen, sizeof *A.at_gen, A.cap, cap);
			A.cap = cap;
		}
		memset(A.uses, 0, sizeof *A.uses * A.cap);
		memset(A.mm_uses, 0, sizeof *A.mm_uses * A.cap);
		A.n_mm = 0;
		ir_walk_stmts(fn->body, count_stmt, &A);
		pu_names_lazy(&A.names, fn);
		ir_walk_stmts(fn->body, mark_dbc, &A);
		if (A.n_mm)
			fn->body = tile_list(&A, fn->body, 0);
		pu_names_free(&A.names);
	}
	free(A.uses);
	free(A.mm_uses);
	free(A.store_at);
	free(A.def_at);
	free(A.at_gen);
	ctx->unchanged = !A.changed;
	return !A.failed;
}
