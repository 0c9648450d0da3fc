/* The reordering compute instructions: tconcat, tgather (index, mask-pattern
 * and compare forms), tscatter (index and mask-pattern forms), tgatherb,
 * mgather / mscatter (tensor memory), tsort32 / tmrgsort, ttri, and trandom
 * (rejected).  Elements move as raw bytes, so one loop serves every dtype;
 * only sort and compare keys are read as values, and ttri fills through the
 * per-dtype kernels. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_exec.h"

static bool same_dtype(struct rt_run *R, const struct rt_acc *a, const struct rt_acc *D)
{
	if (a->dtype != D->dtype)
		return rt_fail(R, "operand is %s but the destination is %s", rt_dtype_mlir(a->dtype), rt_dtype_mlir(D->dtype));
	return true;
}

static bool int_tile(struct rt_run *R, const struct rt_acc *a, const char *what)
{
	if (rt_dtype_is_float(a->dtype))
		return rt_fail(R, "the %s must be an integer tile, not %s", what, rt_dtype_mlir(a->dtype));
	return true;
}

/* Mask patterns (ops-and-backends.md 5.5): element c of a row is selected
 * when c % period == phase.  P0101 keeps the even columns, P1010 the odd
 * ones, P0001 / P0010 / P0100 / P1000 column 4k+0 / +1 / +2 / +3, P1111 all
 * (the pattern is read right to left, lowest element first). */
static bool mask_pattern(struct rt_run *R, const struct rt_inst *in, int *period, int *phase)
{
	static const char *const names[] = {"P0101", "P1010", "P0001", "P0010", "P0100", "P1000", "P1111"};
	const char *m = rt_attr(in, "maskPattern");
	for (int i = 0; m && i < 7; i++)
		if (strcmp(m, names[i]) == 0) {
			*period = i < 2 ? 2 : i < 6 ? 4 : 1;
			*phase = i < 2 ? i : i < 6 ? i - 2 : 0;
			return true;
		}
	return rt_fail(R, "unknown maskPattern '%s'", m ? m : "");
}

/* dst = [a | b] row by row: b's valid columns follow a's. */
static bool concat(struct rt_run *R, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	const struct rt_acc *a = &o->A[0], *b = &o->A[1];
	if (!same_dtype(R, a, D) || !same_dtype(R, b, D))
		return false;
	if (b->vr < a->vr)
		return rt_fail(R, "the operands have %d and %d valid rows", a->vr, b->vr);
	if (D->rows < a->vr || D->cols < a->vc + b->vc)
		return rt_fail(R, "the %dx%d destination cannot hold %dx%d", D->rows, D->cols, a->vr, a->vc + b->vc);
	for (int r = 0; r < a->vr; r++) {
		for (int c = 0; c < a->vc; c++)
			memcpy(RT_EL(D, r, c), RT_EL(a, r, c), D->esize);
		for (int c = 0; c < b->vc; c++)
			memcpy(RT_EL(D, r, a->vc + c), RT_EL(b, r, c), D->esize);
	}
	*wr = a->vr;
	*wc = a->vc + b->vc;
	return true;
}

/* Compare form: ins(src, kvalue, tmp) outs(dst, cdst) {cmpMode, offset}.
 * Row r of dst lists, left to right, the column c + offset of each valid
 * element with src[r][c] cmpMode kvalue; its remaining columns are 0.
 * cdst[0][r] is the number of indices written (at most dst's columns). */
static bool gather_compare(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D, int *wr,
			   int *wc)
{
	const struct rt_acc *S = &o->A[0];
	struct rt_tilev *ct;
	int mode;
	if (in->nargs < 2 || !o->s[1])
		return rt_fail(R, "operand 1 must be the compared scalar");
	if (!rt_cmp_mode(R, in, &mode) || !rt_get_tile(R, in->outs[1], &ct) || !int_tile(R, D, "destination"))
		return false;
	struct rt_acc CD;
	rt_tile_acc(R, ct, NULL, &CD);
	if (!int_tile(R, &CD, "count destination"))
		return false;
	if (D->rows < S->vr || CD.cols < S->vr)
		return rt_fail(R, "the destinations cannot hold %d rows of indices and counts", S->vr);
	const char *off = rt_attr(in, "offset");
	int64_t base = off ? strtoll(off, NULL, 10) : 0;
	bool fl = rt_dtype_is_float(S->dtype);
	double kf = rt_scalar_f(o->s[1]);
	int64_t ki = rt_scalar_i(o->s[1]);
	uint8_t tmp[8]; /* the scalar is narrowed to the source dtype */
	if (fl) {
		rt_st_f(S->dtype, tmp, kf);
		kf = rt_ld_f(S->dtype, tmp);
	}
	for (int r = 0; r < S->vr; r++) {
		int k = 0;
		for (int c = 0; c < S->vc && k < D->cols; c++) {
			double x = fl ? rt_ld_f(S->dtype, RT_EL(S, r, c)) : 0, y = kf;
			if (!fl) { /* exact integer comparison, as in tcmps */
				int64_t xi = rt_ld_i(S->dtype, RT_EL(S, r, c));
				x = (double)(xi > ki) - (double)(xi < ki);
				y = 0;
			}
			if (rt_cmp_vals(mode, x, y))
				rt_st_i(D->dtype, RT_EL(D, r, k++), c + base);
		}
		for (int c = k; c < D->cols; c++)
			rt_st_i(D->dtype, RT_EL(D, r, c), 0);
		rt_st_i(CD.dtype, RT_EL(&CD, 0, r), k);
	}
	rt_mark_region(R, ct, 0, 0, 1, S->vr);
	*wr = S->vr;
	*wc = D->cols;
	return true;
}

/* Index form: dst[r][c] = src element idx[r][c], the index counting the
 * source's physical elements row by row; an index outside the source gives
 * 0 (as the pto-isa CPU model does).  Mask form: each row's selected
 * elements are packed to the left (axis "row", the default), or each
 * column's selected elements packed to the top (axis "col"); the
 * destination may be another dtype of the same width (the bits are copied,
 * e.g. the indices of a tsort32 result).  On FP4 tiles the pattern selects
 * x2 carriers, the elements the tile type counts (as the verifier relates
 * the source's and destination's valid shapes), on row_major tiles. */
static bool gather(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	const struct rt_acc *S = &o->A[0];
	if (in->nouts > 1)
		return gather_compare(R, in, o, D, wr, wc);
	if (in->nargs == 1) {
		int period, phase;
		if (!mask_pattern(R, in, &period, &phase))
			return false;
		if (S->esize != D->esize)
			return rt_fail(R, "%s source and %s destination differ in width", rt_dtype_mlir(S->dtype),
				       rt_dtype_mlir(D->dtype));
		if ((S->dtype == DT_FP4) != (D->dtype == DT_FP4))
			return rt_fail(R, "gathers %s into %s", rt_dtype_mlir(S->dtype), rt_dtype_mlir(D->dtype));
		if (S->dtype == DT_FP4 && (o->t[0]->space != MS_Vec || o->t[0]->blayout != TL_row_major ||
					   S->cs != 1 || D->cs != 1))
			return rt_fail(R, "an !pto.f4E2M1x2 mask gather needs row_major vec tiles");
		const char *axis = rt_attr(in, "axis");
		bool cols = axis && strcmp(axis, "col") == 0;
		if (axis && !cols && strcmp(axis, "row") != 0)
			return rt_fail(R, "unknown gather axis \"%s\"", axis);
		int len = cols ? S->vr : S->vc, other = cols ? S->vc : S->vr;
		int n = len <= phase ? 0 : (len + period - 1 - phase) / period;
		if (cols ? D->rows < n || D->cols < other : D->rows < other || D->cols < n)
			return rt_fail(R, "the %dx%d destination cannot hold the %dx%d selection", D->rows, D->cols,
				       cols ? n : other, cols ? other : n);
		for (int i = 0; i < other; i++)
			for (int k = 0; k < n; k++)
				memcpy(cols ? RT_EL(D, k, i) : RT_EL(D, i, k),
				       cols ? RT_EL(S, phase + k * period, i) : RT_EL(S, i, phase + k * period), D->esize);
		*wr = cols ? n : other;
		*wc = cols ? other : n;
		return true;
	}
	const struct rt_acc *I = &o->A[1];
	if (!o->t[1] || !same_dtype(R, S, D) || !int_tile(R, I, "index operand"))
		return o->t[1] ? false : rt_fail(R, "operand 1 must be an index tile");
	if (I->vr < D->vr || I->vc < D->vc)
		return rt_fail(R, "the %dx%d indices do not cover the %dx%d result", I->vr, I->vc, D->vr, D->vc);
	int64_t n = (int64_t)S->rows * S->cols;
	for (int r = 0; r < D->vr; r++)
		for (int c = 0; c < D->vc; c++) {
			int64_t k = rt_ld_i(I->dtype, RT_EL(I, r, c));
			if (k < 0 || k >= n)
				memset(RT_EL(D, r, c), 0, D->esize);
			else
				memcpy(RT_EL(D, r, c), RT_EL(S, k / S->cols, k % S->cols), D->esize);
		}
	return true;
}

/* The destination is updated in place.  Index form: element idx[i][j] of
 * the destination = src[i][j], the index counting the destination's
 * physical elements row by row (as tgather's, and as the A2/A3 and A5
 * kernels store dst[idx]: ConvertTensorToTileOps scatters whole rows through
 * flat indices row * cols + column); a later element wins; an index outside
 * the destination is skipped, as in mscatter.  Mask form:
 * row r's source elements go to the selected columns, left to right. */
static bool scatter(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	const struct rt_acc *S = &o->A[0];
	if (!same_dtype(R, S, D))
		return false;
	if (in->nargs == 1) {
		int period, phase;
		if (!mask_pattern(R, in, &period, &phase))
			return false;
		if (rt_attr(in, "axis") && strcmp(rt_attr(in, "axis"), "row") != 0)
			return rt_fail(R, "a mask scatter along axis \"%s\" is not supported by the runtime (row only)",
				       rt_attr(in, "axis"));
		if (D->rows < S->vr || phase + (int64_t)(S->vc - 1) * period >= D->cols)
			return rt_fail(R, "the %dx%d destination cannot take %dx%d elements at every %d-th column", D->rows,
				       D->cols, S->vr, S->vc, period);
		for (int r = 0; r < S->vr; r++)
			for (int k = 0; k < S->vc; k++)
				memcpy(RT_EL(D, r, phase + k * period), RT_EL(S, r, k), D->esize);
		*wr = S->vr > D->vr ? S->vr : D->vr;
		*wc = S->vc ? phase + (S->vc - 1) * period + 1 : 0;
		*wc = *wc > D->vc ? *wc : D->vc;
		return true;
	}
	const struct rt_acc *I = &o->A[1];
	if (!int_tile(R, I, "index operand"))
		return false;
	if (I->vr < S->vr || I->vc < S->vc)
		return rt_fail(R, "the %dx%d indices do not cover the %dx%d source", I->vr, I->vc, S->vr, S->vc);
	int64_t n = (int64_t)D->rows * D->cols;
	int maxr = D->vr, maxc = D->vc;
	for (int i = 0; i < S->vr; i++)
		for (int j = 0; j < S->vc; j++) {
			int64_t k = rt_ld_i(I->dtype, RT_EL(I, i, j));
			if (k < 0 || k >= n)
				continue;
			int r = (int)(k / D->cols), c = (int)(k % D->cols);
			memcpy(RT_EL(D, r, c), RT_EL(S, i, j), D->esize);
			maxr = r + 1 > maxr ? r + 1 : maxr;
			maxc = c + 1 > maxc ? c + 1 : maxc;
		}
	*wr = maxr;
	*wc = maxc;
	return true;
}

/* Each 32-byte block j of destination row r is copied from the source tile
 * at byte offset off[r][j] (from the tile's address, physical layout). */
static bool gatherb(struct rt_run *R, struct rt_ops *o, const struct rt_acc *D)
{
	const struct rt_acc *O = &o->A[1];
	int blk = 32 / D->esize;
	uint64_t span = rt_tile_span(o->t[0]);
	if (!int_tile(R, O, "offset operand"))
		return false;
	if (D->cs != 1 || D->vc % blk)
		return rt_fail(R, "the destination must be row_major with whole 32-byte blocks per row (%d columns)", D->vc);
	if (O->vr < D->vr || O->vc < D->vc / blk)
		return rt_fail(R, "the %dx%d offsets do not cover %dx%d blocks", O->vr, O->vc, D->vr, D->vc / blk);
	for (int r = 0; r < D->vr; r++)
		for (int j = 0; j < D->vc / blk; j++) {
			int64_t off = rt_ld_i(O->dtype, RT_EL(O, r, j));
			if (off < 0 || (uint64_t)off + 32 > span)
				return rt_fail(R, "byte offset %lld at (%d, %d) is outside the %llu-byte source", (long long)off, r,
					       j, (unsigned long long)span);
			memcpy(RT_EL(D, r, j * blk), o->snap[0] + off, 32);
		}
	return true;
}

/* Resolves index k into [0, n) per gatherOob: clamp, wrap, or -1 for a
 * zero element (zero, and undefined, which the runtime treats as zero like
 * tgather's out-of-range indices). */
static void resolve_oob(const char *oob, int64_t *k, int64_t n)
{
	if (*k >= 0 && *k < n)
		return;
	if (oob && strcmp(oob, "clamp") == 0)
		*k = *k < 0 ? 0 : n - 1;
	else if (oob && strcmp(oob, "wrap") == 0)
		*k = (*k % n + n) % n;
	else
		*k = -1;
}

/* mgather: elem mode dst[r][c] = mem[idx[r][c]] (elements of the partition
 * counted row by row); row mode dst[r][:] = mem row idx[r] (idx a [1,R] or
 * [R,1] vector). */
static bool mgather(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D)
{
	struct rt_val *pv;
	if (!rt_get_kind(R, in->args[0], V_PVIEW, "a partition view", &pv) || !o->t[1])
		return o->t[1] ? false : rt_fail(R, "operand 1 must be an index tile");
	const struct rt_viewv *v = pv->v;
	const struct rt_acc *I = &o->A[1];
	if (v->dtype != D->dtype)
		return rt_fail(R, "gathers %s into a %s tile", rt_dtype_mlir(v->dtype), rt_dtype_mlir(D->dtype));
	if (!int_tile(R, I, "index operand"))
		return false;
	int64_t cols = v->size[v->rank - 1], rows = 1;
	for (int k = 0; k < v->rank - 1; k++)
		rows *= v->size[k];
	const char *co = rt_attr(in, "coalesce"), *oob = rt_attr(in, "gatherOob");
	bool row = !co || strcmp(co, "row") == 0;
	struct rt_array *a = rt_param_array(R, v->owner, v->param);
	struct rt_log *log = rt_param_log(R, v->owner, v->param);
	int es = D->esize;
	if (row && (I->vr == 1 ? I->vc : I->vr) < D->vr)
		return rt_fail(R, "%d row indices for %d rows", I->vr == 1 ? I->vc : I->vr, D->vr);
	if (row && D->vc > cols)
		return rt_fail(R, "%d columns gathered from rows of %lld", D->vc, (long long)cols);
	if (!row && (I->vr < D->vr || I->vc < D->vc))
		return rt_fail(R, "the %dx%d indices do not cover the %dx%d result", I->vr, I->vc, D->vr, D->vc);
	for (int r = 0; r < D->vr; r++)
		for (int c = 0; c < D->vc; c++) {
			int64_t k = rt_ld_i(I->dtype, row ? (I->vr == 1 ? RT_EL(I, 0, r) : RT_EL(I, r, 0)) : RT_EL(I, r, c));
			resolve_oob(oob, &k, row ? rows : rows * cols);
			if (k < 0) {
				memset(RT_EL(D, r, c), 0, es);
				continue;
			}
			int64_t e = rt_pview_offset(v, row ? k : k / cols, row ? c : k % cols);
			memcpy(RT_EL(D, r, c), a->data + e * es, es);
			if (log)
				rt_log_add(log, RT_ACC_READ, (uint64_t)e, (uint64_t)e + 1);
		}
	return true;
}

/* mscatter: mem[idx[i][j]] = src[i][j] over the source's valid region,
 * indices counting the partition's elements row by row; a later element
 * wins.  The device does not check indices; an index outside the partition
 * writes nothing here, so a stray index cannot reach other tensors. */
bool rt_exec_mscatter(struct rt_run *R, struct rt_inst *in, struct rt_ops *o)
{
	struct rt_val *pv;
	if (in->nargs < 2 || !o->t[0] || !o->t[1])
		return rt_fail(R, "expected a source tile and an index tile");
	if (!rt_get_kind(R, in->outs[0], V_PVIEW, "a partition view", &pv))
		return false;
	const struct rt_viewv *v = pv->v;
	struct rt_acc S, I;
	rt_tile_acc(R, o->t[0], NULL, &S);
	rt_tile_acc(R, o->t[1], NULL, &I);
	if (v->dtype != S.dtype)
		return rt_fail(R, "scatters %s into a %s tensor", rt_dtype_mlir(S.dtype), rt_dtype_mlir(v->dtype));
	if (!int_tile(R, &I, "index operand"))
		return false;
	if (I.vr < S.vr || I.vc < S.vc)
		return rt_fail(R, "the %dx%d indices do not cover the %dx%d source", I.vr, I.vc, S.vr, S.vc);
	int64_t cols = v->size[v->rank - 1], n = cols;
	for (int k = 0; k < v->rank - 1; k++)
		n *= v->size[k];
	struct rt_array *a = rt_param_array(R, v->owner, v->param);
	struct rt_log *log = rt_param_log(R, v->owner, v->param);
	for (int i = 0; i < S.vr; i++)
		for (int j = 0; j < S.vc; j++) {
			int64_t k = rt_ld_i(I.dtype, RT_EL(&I, i, j));
			if (k < 0 || k >= n)
				continue;
			int64_t e = rt_pview_offset(v, k / cols, k % cols);
			memcpy(a->data + e * S.esize, RT_EL(&S, i, j), S.esize);
			if (log)
				rt_log_add(log, RT_ACC_WRITE, (uint64_t)e, (uint64_t)e + 1);
		}
	rt_note_write(R, v->owner);
	return true;
}

/* ---- sorting: a sorted list is a row of (value, index) pairs, two
 * elements each, in descending value order.  NaN sorts first; equal values
 * keep their order (the earlier element, or the earlier list, first). ---- */

static bool before(double x, double y) { return !isnan(y) && (isnan(x) || x > y); }

/* Sorts each block of 32 valid elements of a row (a last partial block on
 * its own).  Pair k of the block holds the value and the index taken from
 * the idx tile, its bits stored in the element (f32: the u32; 16-bit
 * elements: the low 16 bits), so a mask gather (P1010) extracts them. */
static bool sort32(struct rt_run *R, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	const struct rt_acc *S = &o->A[0], *I = &o->A[1];
	if (!same_dtype(R, S, D))
		return false;
	if (!rt_dtype_is_float(D->dtype))
		return rt_fail(R, "not defined for %s", rt_dtype_mlir(D->dtype));
	if (!int_tile(R, I, "index operand"))
		return false;
	if (I->vr < S->vr || I->vc < S->vc)
		return rt_fail(R, "the %dx%d indices do not cover the %dx%d source", I->vr, I->vc, S->vr, S->vc);
	if (D->rows < S->vr || D->cols < 2 * S->vc)
		return rt_fail(R, "the %dx%d destination cannot hold %dx%d pairs", D->rows, D->cols, S->vr, S->vc);
	for (int r = 0; r < S->vr; r++)
		for (int b0 = 0; b0 < S->vc; b0 += 32) {
			int n = S->vc - b0 < 32 ? S->vc - b0 : 32, pos[32];
			for (int k = 0; k < n; k++) { /* stable insertion sort */
				double x = rt_ld_f(S->dtype, RT_EL(S, r, b0 + k));
				int j = k;
				while (j > 0 && before(x, rt_ld_f(S->dtype, RT_EL(S, r, b0 + pos[j - 1])))) {
					pos[j] = pos[j - 1];
					j--;
				}
				pos[j] = k;
			}
			for (int k = 0; k < n; k++) {
				int c = 2 * (b0 + k);
				uint32_t ix = (uint32_t)rt_ld_i(I->dtype, RT_EL(I, r, b0 + pos[k]));
				uint16_t ix16 = (uint16_t)ix;
				memcpy(RT_EL(D, r, c), RT_EL(S, r, b0 + pos[k]), D->esize);
				memcpy(RT_EL(D, r, c + 1), D->esize == 4 ? (void *)&ix : (void *)&ix16, D->esize);
			}
		}
	*wr = S->vr;
	*wc = 2 * S->vc;
	return true;
}

struct list {
	const struct rt_acc *a;
	int r, c0, n, k; /* row, first column, pairs, pairs taken */
};

/* Merges the sorted lists into row r of D from column c0. */
static void merge(struct list *v, int nv, const struct rt_acc *D, int r, int c0)
{
	for (int out = 0;; out++) {
		int best = -1;
		double bk = 0;
		for (int i = 0; i < nv; i++) {
			if (v[i].k >= v[i].n)
				continue;
			double x = rt_ld_f(v[i].a->dtype, RT_EL(v[i].a, v[i].r, v[i].c0 + 2 * v[i].k));
			if (best < 0 || before(x, bk)) {
				best = i;
				bk = x;
			}
		}
		if (best < 0)
			return;
		struct list *b = &v[best];
		memcpy(RT_EL(D, r, c0 + 2 * out), RT_EL(b->a, b->r, b->c0 + 2 * b->k), D->esize);
		memcpy(RT_EL(D, r, c0 + 2 * out + 1), RT_EL(b->a, b->r, b->c0 + 2 * b->k + 1), D->esize);
		b->k++;
	}
}

/* Single-source form (src, blockLen): blockLen counts elements (a pair is
 * two); each group of four consecutive blocks of a row is merged into one
 * list, a short last group or block as far as the row goes.  Multi-source
 * form (src0..src3, tmp): row r of every source is one list; the merge
 * fills row r of the destination.  `exhausted` only changes the executed
 * counts the device reports in its vector result, which the runtime does
 * not produce: both settings merge every list to the end. */
static bool mrgsort(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	if (!rt_dtype_is_float(D->dtype))
		return rt_fail(R, "not defined for %s", rt_dtype_mlir(D->dtype));
	if (in->nargs >= 2 && o->s[1]) {
		const struct rt_acc *S = &o->A[0];
		int64_t bl = rt_scalar_i(o->s[1]);
		if (!o->t[0] || !same_dtype(R, S, D))
			return o->t[0] ? false : rt_fail(R, "operand 0 must be a tile");
		if (bl <= 0 || bl % 2 || S->vc % 2)
			return rt_fail(R, "blockLen %lld and the row length %d must be positive and even", (long long)bl, S->vc);
		if (D->rows < S->vr || D->cols < S->vc)
			return rt_fail(R, "the %dx%d destination cannot hold %dx%d", D->rows, D->cols, S->vr, S->vc);
		for (int r = 0; r < S->vr; r++)
			for (int64_t g = 0; g < S->vc; g += 4 * bl) {
				struct list v[4];
				int nv = 0;
				for (int64_t c0 = g; nv < 4 && c0 < S->vc; c0 += bl, nv++) {
					int64_t n = S->vc - c0 < bl ? S->vc - c0 : bl;
					v[nv] = (struct list){S, r, (int)c0, (int)(n / 2), 0};
				}
				merge(v, nv, D, r, (int)g);
			}
		*wr = S->vr;
		*wc = S->vc;
		return true;
	}
	int ns = in->nargs - 1, rows = 0, total = 0;
	if (ns < 2 || ns > 4)
		return rt_fail(R, "expected 2 to 4 sorted sources and a tmp tile, got %d operands", in->nargs);
	for (int i = 0; i < ns; i++) {
		if (!o->t[i])
			return rt_fail(R, "operand %d must be a tile", i);
		if (!same_dtype(R, &o->A[i], D))
			return false;
		if (o->A[i].vc % 2)
			return rt_fail(R, "source %d has an odd row length %d", i, o->A[i].vc);
		rows = i == 0 || o->A[i].vr < rows ? o->A[i].vr : rows;
		total += o->A[i].vc;
	}
	if (D->rows < rows || D->cols < total)
		return rt_fail(R, "the %dx%d destination cannot hold %dx%d", D->rows, D->cols, rows, total);
	for (int r = 0; r < rows; r++) {
		struct list v[4];
		for (int i = 0; i < ns; i++)
			v[i] = (struct list){&o->A[i], r, 0, o->A[i].vc / 2, 0};
		merge(v, ns, D, r, 0);
	}
	*wr = rows;
	*wc = total;
	return true;
}

/* "pto.ttri"(%diag, %dst) {upperOrLower}: 1 where c <= r + diag (lower,
 * 0) or c >= r + diag (upper, 1), else 0, like numpy tril / triu. */
static bool tri(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, struct rt_tilev *d, const struct rt_acc *D)
{
	const char *ul = rt_attr(in, "upperOrLower");
	if (in->nargs < 1 || !o->s[0])
		return rt_fail(R, "operand 0 must be the diagonal scalar");
	if (ul && strcmp(ul, "0") != 0 && strcmp(ul, "1") != 0)
		return rt_fail(R, "upperOrLower must be 0 or 1, not '%s'", ul);
	bool upper = ul && strcmp(ul, "1") == 0;
	int64_t diag = rt_scalar_i(o->s[0]);
	rt_kern_fill(D, 0, 0, D->vr, D->vc, 0, 0);
	for (int r = 0; r < D->vr; r++) {
		int64_t lo = upper ? r + diag : 0, hi = upper ? D->vc : r + diag + 1;
		lo = lo < 0 ? 0 : lo;
		hi = hi > D->vc ? D->vc : hi;
		if (lo < hi)
			rt_kern_fill(D, r, (int)lo, r + 1, (int)hi, 1, 1);
	}
	return true;
}

bool rt_exec_reorder(struct rt_run *R, struct rt_inst *in, int cat, struct rt_ops *o, struct rt_tilev *d,
		     const struct rt_acc *D, int *wr, int *wc)
{
	bool two = cat == CAT_CONCAT || cat == CAT_GATHERB || cat == CAT_SORT32 || (cat == CAT_SCATTER && in->nargs > 1);
	for (int j = 0; j < (two ? 2 : cat == CAT_GATHER || cat == CAT_SCATTER ? 1 : 0); j++)
		if (j >= in->nargs || !o->t[j])
			return rt_fail(R, "operand %d must be a tile", j);
	switch (cat) {
	case CAT_CONCAT: return concat(R, o, D, wr, wc);
	case CAT_GATHER: return gather(R, in, o, D, wr, wc);
	case CAT_GATHERB: return gatherb(R, o, D);
	case CAT_SCATTER: return scatter(R, in, o, D, wr, wc);
	case CAT_MGATHER: return mgather(R, in, o, D);
	case CAT_SORT32: return sort32(R, o, D, wr, wc);
	case CAT_MRGSORT: return mrgsort(R, in, o, D, wr, wc);
	case CAT_TRI: return tri(R, in, o, d, D);
	default:
		return rt_fail(R, "not supported by the runtime: the counter-based generator's algorithm and the order in "
				  "which it fills tile elements are not publicly specified, so its numbers cannot be "
				  "reproduced");
	}
}
