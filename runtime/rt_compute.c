/* The data instructions: tload/tstore between tensors and tiles, and every
 * pto compute instruction, dispatched by category (rt_table.c) to the
 * per-dtype kernels or to generic element loops. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt_exec.h"

/* The MX scale layouts place a 2-D [rows, cols] tensor in 16x2 boxes of 32
 * bytes.  mx_a_zz ([M, K/32] lhs scales): box (i/16, j/2) of a row of
 * cols/2 boxes, each box row-major (16 rows of 2).  mx_b_nn ([K/32, N] rhs
 * scales): box (j/16, i/2) of a row of rows/2 boxes, each box holding 16
 * columns of 2 (the 2 K-blocks of a column adjacent).  The view's shape is
 * checked to be whole boxes (rt_exec.c). */
static int64_t mx_offset(const struct rt_viewv *v, int64_t i, int64_t j)
{
	if (v->layout == TLY_MX_B_NN) {
		int64_t t = i;
		i = j;
		j = t;
	}
	int64_t boxes = (v->layout == TLY_MX_B_NN ? v->shape[0] : v->shape[1]) / 2;
	return ((i / 16) * boxes + j / 2) * 32 + (i % 16) * 2 + j % 2;
}

bool rt_view_is_mx(const struct rt_viewv *v) { return v->layout == TLY_MX_A_ZZ || v->layout == TLY_MX_B_NN; }

/* Element offset in the array of partition element (row r, col c), where
 * leading dims are flattened into rows. */
int64_t rt_pview_offset(const struct rt_viewv *v, int64_t r, int64_t c)
{
	if (rt_view_is_mx(v))
		return mx_offset(v, v->off[0] + r, v->off[1] + c);
	int64_t off = 0;
	off += (v->off[v->rank - 1] + c) * v->strides[v->rank - 1];
	for (int k = v->rank - 2; k >= 0; k--) {
		int64_t i = r % v->size[k];
		r /= v->size[k];
		off += (v->off[k] + i) * v->strides[k];
	}
	return off;
}

void rt_log_pview(struct rt_run *R, const struct rt_viewv *v, int64_t rows, int64_t cols, int kind)
{
	struct rt_log *l = rt_param_log(R, v->owner, v->param);
	if (!l || cols <= 0)
		return;
	int64_t step = v->strides[v->rank - 1];
	for (int64_t r = 0; r < rows; r++) {
		uint64_t o = (uint64_t)rt_pview_offset(v, r, 0);
		if (rt_view_is_mx(v)) {
			for (int64_t c = 0; c < cols; c++) {
				o = (uint64_t)rt_pview_offset(v, r, c);
				rt_log_add(l, kind, o, o + 1);
			}
			continue;
		}
		if (step == 1 || step == 0 || cols == 1) {
			rt_log_add(l, kind, o, o + (uint64_t)(step ? cols : 1));
			continue;
		}
		for (int64_t c = 0; c < cols; c++)
			rt_log_add(l, kind, o + (uint64_t)(c * step), o + (uint64_t)(c * step) + 1);
	}
}

static bool pview_matches(struct rt_run *R, const struct rt_viewv *v, const struct rt_tilev *t, int64_t *rows,
			  int64_t *cols)
{
	if (t->dtype == DT_FP4 && t->slayout != TL_none_box && !rt_fp4_pairs_cols(t->space, t->blayout, t->slayout))
		return rt_fail(R, "an !pto.f4E2M1x2 tile of col_major fractals (pairing its rows) moves to or from "
			       "a tensor, whose x2 carriers pair its last axis");
	*cols = v->size[v->rank - 1];
	*rows = 1;
	for (int k = 0; k < v->rank - 1; k++)
		*rows *= v->size[k];
	if (*rows != t->vr || *cols != t->vc)
		return rt_fail(R, "partition %lldx%lld does not match the tile's valid shape %dx%d", (long long)*rows,
			    (long long)*cols, t->vr, t->vc);
	bool vector = t->rows == 1 || t->cols == 1;
	if (t->slayout == TL_none_box && !vector) {
		if (v->layout == TLY_ND && t->blayout != TL_row_major)
			return rt_fail(R, "an nd view needs a row_major tile, not col_major");
		if (v->layout == TLY_DN && t->blayout != TL_col_major)
			return rt_fail(R, "a dn view needs a col_major tile, not row_major");
	}
	return true;
}

static bool exec_load(struct rt_run *R, struct rt_inst *in, struct rt_tilev *d)
{
	struct rt_val *pv;
	if (!rt_get_kind(R, in->args[0], V_PVIEW, "a partition view", &pv))
		return false;
	const struct rt_viewv *v = pv->v;
	int64_t rows, cols;
	if (!pview_matches(R, v, d, &rows, &cols))
		return false;
	if (v->dtype != d->dtype)
		return rt_fail(R, "loads %s into a %s tile", rt_dtype_mlir(v->dtype), rt_dtype_mlir(d->dtype));
	struct rt_array *a = rt_param_array(R, v->owner, v->param);
	rt_log_pview(R, v, rows, cols, RT_ACC_READ);
	struct rt_acc da;
	rt_tile_stage_out(R, d, 8, &da);
	int es = rt_dtype_size(d->dtype);
	int64_t step = v->strides[v->rank - 1];
	for (int64_t r = 0; r < rows; r++) {
		const uint8_t *src = a->data + rt_pview_offset(v, r, 0) * es; /* then `step` elements apart */
		if (rt_view_is_mx(v)) {
			for (int64_t c = 0; c < cols; c++)
				memcpy(RT_EL(&da, r, c), a->data + rt_pview_offset(v, r, c) * es, es);
			continue;
		}
		if (step == 1 && da.cs == 1) {
			memcpy(RT_EL(&da, r, 0), src, (size_t)(cols * es));
			continue;
		}
		for (int64_t c = 0; c < cols; c++)
			memcpy(RT_EL(&da, r, c), src + c * step * es, es);
	}
	rt_tile_unstage_part(R, d, &da, (int)rows, (int)cols);
	return true;
}

static bool exec_store(struct rt_run *R, struct rt_inst *in, int slot)
{
	struct rt_tilev *s;
	struct rt_val *pv;
	if (!rt_get_tile(R, in->args[0], &s) || !rt_get_kind(R, slot, V_PVIEW, "a partition view", &pv))
		return false;
	const struct rt_viewv *v = pv->v;
	int64_t rows, cols;
	if (!pview_matches(R, v, s, &rows, &cols) || !rt_check_read(R, s, in->args[0]))
		return false;
	/* A Vec/Mat tile's bytes move unchanged (the DMA converts nothing): into a
	 * tensor of another dtype of the same element size its elements read as
	 * the tensor's; only the fix-pipe (Acc) converts. */
	int sdt = s->dtype;
	if (v->dtype != s->dtype && s->space != MS_Acc) {
		if (rt_dtype_size(v->dtype) != rt_dtype_size(s->dtype) || s->dtype == DT_FP4 || v->dtype == DT_FP4)
			return rt_fail(R, "stores a %s tile into a %s tensor (element sizes differ)",
				       rt_dtype_mlir(s->dtype), rt_dtype_mlir(v->dtype));
		sdt = v->dtype;
	}
	bool atomic_add = in->atomic_add;
	struct rt_array *a = rt_param_array(R, v->owner, v->param);
	rt_log_pview(R, v, rows, cols, atomic_add ? RT_ACC_ATOMIC : RT_ACC_WRITE);
	struct rt_acc sa;
	rt_tile_stage(R, s, 0, &sa);
	int des = rt_dtype_size(v->dtype);
	int64_t step = v->strides[v->rank - 1];
	bool mx = rt_view_is_mx(v);
	for (int64_t r = 0; r < rows && !atomic_add && mx; r++)
		for (int64_t c = 0; c < cols; c++)
			rt_kern_cvt_row(sdt, RT_EL(&sa, r, c), 0, v->dtype, a->data + rt_pview_offset(v, r, c) * des, 0,
					1, RM_RINT);
	for (int64_t r = 0; r < rows && !atomic_add && !mx; r++)
		rt_kern_cvt_row(sdt, RT_EL(&sa, r, 0), sa.cs * sa.esize, v->dtype,
				a->data + rt_pview_offset(v, r, 0) * des, step * des, (int)cols, RM_RINT);
	for (int64_t r = 0; r < rows && atomic_add; r++)
		for (int64_t c = 0; c < cols; c++) {
			uint8_t *dp = a->data + rt_pview_offset(v, r, c) * des;
			if (rt_dtype_is_float(v->dtype)) {
				rt_st_f(v->dtype, dp, (float)(rt_ld_f(v->dtype, dp) + rt_ld_f(sdt, RT_EL(&sa, r, c))));
			} else {
				rt_st_i(v->dtype, dp, rt_ld_i(v->dtype, dp) + rt_ld_i(sdt, RT_EL(&sa, r, c)));
			}
		}
	rt_note_write(R, v->owner);
	return true;
}

/* ---- compute instructions ---- */

double rt_scalar_f(const struct rt_val *s) { return rt_dtype_is_float(s->dtype) ? s->f : (double)s->i; }
int64_t rt_scalar_i(const struct rt_val *s) { return rt_dtype_is_float(s->dtype) ? rt_f2i(s->f) : s->i; }

const char *rt_attr(const struct rt_inst *in, const char *key)
{
	for (int i = 0; i < in->nattrs; i++)
		if (strcmp(in->attrs[i].key, key) == 0)
			return in->attrs[i].val;
	return NULL;
}

static void int_limits(int dt, int64_t *lo, int64_t *hi)
{
	int b = rt_bits_of(dt);
	if (!rt_dtype_is_signed(dt)) {
		*lo = 0;
		*hi = b >= 64 ? INT64_MAX : (int64_t)((1ull << b) - 1);
	} else {
		*hi = b >= 64 ? INT64_MAX : (int64_t)((1ull << (b - 1)) - 1);
		*lo = -*hi - 1;
	}
}

static bool need_tiles(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, int mask, int dt)
{
	for (int j = 0; j < in->nargs && j < 8; j++)
		if ((mask >> j & 1)) {
			if (!o->t[j])
				return rt_fail(R, "operand %d (%s) must be a tile", j, rt_slot_name(R, in->args[j]));
			if (dt >= 0 && o->t[j]->dtype != dt)
				return rt_fail(R, "operand %s is %s but the destination is %s", rt_slot_name(R, in->args[j]),
					    rt_dtype_mlir(o->t[j]->dtype), rt_dtype_mlir(dt));
		}
	for (int j = 0; j < 8; j++)
		if ((mask >> j & 1) && j >= in->nargs)
			return rt_fail(R, "expected at least %d operands", j + 1);
	return true;
}

static bool need_scalar(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, int j)
{
	if (j >= in->nargs || !o->s[j])
		return rt_fail(R, "operand %d must be a scalar", j);
	return true;
}

static bool covers(struct rt_run *R, struct rt_inst *in, const struct rt_ops *o, int j, int vr, int vc)
{
	if (o->t[j]->vr < vr || o->t[j]->vc < vc)
		return rt_fail(R, "operand %s has valid shape %dx%d, smaller than the %dx%d result", rt_slot_name(R, in->args[j]),
			    o->t[j]->vr, o->t[j]->vc, vr, vc);
	return true;
}

static bool not_defined(struct rt_run *R, int dt)
{
	return rt_fail(R, "not defined for %s", rt_dtype_mlir(dt));
}

static bool mask_bit(const struct rt_acc *m, int r, int c)
{
	const uint8_t *row = RT_EL(m, r, 0);
	return row[c / 8] >> (c % 8) & 1;
}

bool rt_cmp_mode(struct rt_run *R, struct rt_inst *in, int *mode)
{
	*mode = in->cmp;
	return in->cmp >= 0 || rt_fail(R, "unknown cmpMode '%s'", rt_attr(in, "cmpMode"));
}

bool rt_cmp_vals(int mode, double x, double y)
{
	switch (mode) {
	case 0: return x == y;
	case 1: return x != y;
	case 2: return x < y;
	case 3: return x <= y;
	case 4: return x > y;
	default: return x >= y;
	}
}

static bool exec_cmp(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, const struct rt_acc *D, int *wr, int *wc)
{
	int mode = 0;
	if (!rt_cmp_mode(R, in, &mode))
		return false;
	const struct rt_acc *a = &o->A[0], *b = o->t[1] ? &o->A[1] : NULL;
	int bytes = (a->vc + 7) / 8;
	if (rt_dtype_size(D->dtype) != 1 || D->cols < bytes || D->rows < a->vr)
		return rt_fail(R, "the mask destination must be an 8-bit tile of at least %dx%d", a->vr, bytes);
	double sv = b ? 0 : rt_scalar_f(o->s[1]);
	uint8_t tmp[8];
	rt_st_f(a->dtype, tmp, sv); /* the scalar is narrowed to the tile dtype */
	sv = rt_ld_f(a->dtype, tmp);
	for (int r = 0; r < a->vr; r++) {
		for (int k = 0; k < bytes; k++)
			*RT_EL(D, r, k) = 0;
		for (int c = 0; c < a->vc; c++) {
			double x = rt_ld_f(a->dtype, RT_EL(a, r, c)), y = b ? rt_ld_f(b->dtype, RT_EL(b, r, c)) : sv;
			if (!rt_dtype_is_float(a->dtype)) {
				int64_t xi = rt_ld_i(a->dtype, RT_EL(a, r, c));
				int64_t yi = b ? rt_ld_i(b->dtype, RT_EL(b, r, c)) : rt_scalar_i(o->s[1]);
				x = (double)(xi > yi) - (double)(xi < yi);
				y = 0;
			}
			if (rt_cmp_vals(mode, x, y))
				*RT_EL(D, r, c / 8) |= (uint8_t)(1u << (c % 8));
		}
	}
	*wr = a->vr;
	*wc = bytes;
	return true;
}

static bool fp4_cols(const struct rt_tilev *t) { return rt_fp4_pairs_cols(t->space, t->blayout, t->slayout); }

/* Nibble (r, c) of an FP4 tile pairing along cols (else rows). */
static uint8_t *fp4_at(const struct rt_acc *A, bool cols, int r, int c, int *shift)
{
	*shift = 4 * (cols ? c % 2 : r % 2);
	return RT_EL(A, cols ? r : r / 2, cols ? c / 2 : c);
}

/* The value of element (r, c) of an FP4 tile pairing along cols (else rows). */
static float fp4_value(const struct rt_acc *A, bool cols, int r, int c)
{
	int sh;
	return rt_e2m1_to_f32(*fp4_at(A, cols, r, c, &sh) >> sh & 15);
}

/* MX block scales: one E8M0 power of two per MX_BLOCK consecutive
 * K-elements, for each row of lhs (scale tile [M, ceil(K/32)]) and each
 * column of rhs ([ceil(K/32), N]). */
#define MX_BLOCK 32

/* lhs is f8E4M3FN (rhs matches it) and each scale tile is E8M0 and covers
 * the valid M x K of lhs / K x N of rhs. */
static bool mx_scales_ok(struct rt_run *R, struct rt_inst *in, const struct rt_acc *a, int jas,
			 const struct rt_acc *as, int jbs, const struct rt_acc *bs, int N)
{
	int M = a->vr, K = a->dtype == DT_FP4 ? 2 * a->vc : a->vc, kb = (K + MX_BLOCK - 1) / MX_BLOCK;
	if (a->dtype != DT_FP8E4M3FN && a->dtype != DT_FP4)
		return rt_fail(R, "MX lhs and rhs must be f8E4M3FN or !pto.f4E2M1x2, not %s", rt_dtype_mlir(a->dtype));
	for (int s = 0; s < 2; s++) {
		const struct rt_acc *t = s ? bs : as;
		int j = s ? jbs : jas, need_r = s ? kb : M, need_c = s ? N : kb;
		if (t->dtype != DT_FP8E8M0)
			return rt_fail(R, "scale %s is %s, not !pto.f8E8M0", rt_slot_name(R, in->args[j]),
				    rt_dtype_mlir(t->dtype));
		if (t->vr < need_r || t->vc < need_c)
			return rt_fail(R, "scale %s has valid shape %dx%d; valid K %d needs %dx%d (one per %d K elements)",
				    rt_slot_name(R, in->args[j]), t->vr, t->vc, K, need_r, need_c, MX_BLOCK);
	}
	return true;
}

/* A product of two MX elements (exact in f32: at most 8 significant bits)
 * times the scales 2^(ea-127) * 2^(eb-127) of its K block, rounded once to
 * f32.  A NaN scale (0xFF) makes every term of its block NaN. */
static float mx_term(float p, uint8_t ea, uint8_t eb)
{
	if (ea == 0xff || eb == 0xff)
		return NAN;
	return ldexpf(p, ea + eb - 254);
}

/* tmatmul / tgemv and their .acc / .bias forms; `mx`: tmatmul.mx*, whose
 * ins are [acc,] lhs, lhs_scale, rhs, rhs_scale [, bias]. */
static bool exec_matmul(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, int cat, bool mx, const struct rt_acc *D,
			int *wr, int *wc)
{
	int step = mx ? 2 : 1, ja = cat == CAT_MATMUL_ACC ? 1 : 0, jb = ja + step;
	int jas = ja + 1, jbs = jb + 1; /* read only when mx */
	const struct rt_acc *a = &o->A[ja], *b = &o->A[jb];
	const struct rt_acc *as = mx ? &o->A[jas] : NULL, *bs = mx ? &o->A[jbs] : NULL;
	const struct rt_acc *acc = cat == CAT_MATMUL_ACC ? &o->A[0] : NULL;
	const struct rt_acc *bias = cat == CAT_MATMUL_BIAS ? &o->A[jb + step] : NULL;
	int M = a->vr, K = a->vc, N = b->vc, bk = b->vr;
	if (a->dtype != b->dtype)
		return rt_fail(R, "lhs is %s but rhs is %s", rt_dtype_mlir(a->dtype), rt_dtype_mlir(b->dtype));
	/* FP4 operands (tmatmul.mx only) count x2 carriers along their pair axes */
	bool fp4 = a->dtype == DT_FP4, ac = fp4 && fp4_cols(o->t[ja]), bc = fp4 && fp4_cols(o->t[jb]);
	if (fp4 && !mx)
		return not_defined(R, a->dtype);
	if (fp4) {
		M = ac ? a->vr : 2 * a->vr;
		K = ac ? 2 * a->vc : a->vc;
		N = bc ? 2 * b->vc : b->vc;
		bk = bc ? b->vr : 2 * b->vr;
	}
	if (bk < K)
		return rt_fail(R, "lhs valid K %d exceeds rhs valid K %d", K, bk);
	if (D->vr < M || D->vc < N)
		return rt_fail(R, "the %dx%d result does not fit the destination's valid shape %dx%d", M, N, D->vr, D->vc);
	if (mx && !mx_scales_ok(R, in, a, jas, as, jbs, bs, N))
		return false;
	bool fl = rt_dtype_is_float(a->dtype) || fp4;
	if ((fl && D->dtype != DT_FP32) || (!fl && D->dtype != DT_INT32))
		return rt_fail(R, "%s inputs accumulate into %s, not %s", rt_dtype_mlir(a->dtype), fl ? "f32" : "i32",
			    rt_dtype_mlir(D->dtype));
	if (!fl && a->dtype != DT_INT8)
		return not_defined(R, a->dtype);
	*wr = M;
	*wc = N;
	if (!mx && rt_kern_matmul(D, a, b, acc, bias, M, K, N))
		return true;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < N; j++) {
			if (fl) {
				float s = acc ? (float)rt_ld_f(DT_FP32, RT_EL(acc, i, j))
				       : bias ? (float)rt_ld_f(bias->dtype, RT_EL(bias, 0, j)) : 0.0f;
				for (int k = 0; k < K; k++) {
					float p = fp4 ? fp4_value(a, ac, i, k) * fp4_value(b, bc, k, j)
						      : (float)rt_ld_f(a->dtype, RT_EL(a, i, k)) *
							(float)rt_ld_f(b->dtype, RT_EL(b, k, j));
					if (mx)
						p = mx_term(p, *RT_EL(as, i, k / MX_BLOCK), *RT_EL(bs, k / MX_BLOCK, j));
					s += p;
				}
				rt_st_f(DT_FP32, RT_EL(D, i, j), s);
			} else {
				int64_t s = acc ? rt_ld_i(DT_INT32, RT_EL(acc, i, j))
				       : bias ? rt_ld_i(bias->dtype, RT_EL(bias, 0, j)) : 0;
				for (int k = 0; k < K; k++)
					s += rt_ld_i(a->dtype, RT_EL(a, i, k)) * rt_ld_i(b->dtype, RT_EL(b, k, j));
				rt_st_i(DT_INT32, RT_EL(D, i, j), s);
			}
		}
	*wr = M;
	*wc = N;
	return true;
}

static int round_mode(const char *s)
{
	static const char *const names[] = {"NONE", "RINT", "ROUND", "FLOOR", "CEIL", "TRUNC", "ODD", "CAST_RINT"};
	for (int i = 0; s && i < 8; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return s ? -1 : RM_NONE;
}

static const char *const cmp_words[] = {"eq", "ne", "lt", "le", "gt", "ge"};

int rt_cmp_parse(const char *word)
{
	for (int i = 0; i < 6; i++)
		if (strcmp(word, cmp_words[i]) == 0)
			return i;
	return -1;
}

const char *rt_cmp_word(int mode)
{
	return mode >= 0 && mode < 6 ? cmp_words[mode] : "?";
}

static int cmp_mode(const char *s)
{
	return s ? rt_cmp_parse(s) : 0;
}

void rt_compute_decode(struct rt_inst *in)
{
	const char *at = rt_attr(in, "atomicType"), *desc = rt_attr(in, "descending");
	in->rm = round_mode(rt_attr(in, "rmode"));
	in->cmp = cmp_mode(rt_attr(in, "cmpMode"));
	in->atomic_add = at && strcmp(at, "atomic_add") == 0;
	in->descending = desc && strcmp(desc, "true") == 0;
}

/* Copies src (r0, c0)-based window onto the destination's valid region,
 * converting when the source is an accumulator (fixpipe) and copying the
 * bytes when u8 data becomes an 8-bit float (a move of raw scale bytes into
 * a scale memory). */
static bool copy_window(struct rt_run *R, const struct rt_acc *S, int r0, int c0, const struct rt_acc *D, bool transpose,
			int src_space)
{
	bool raw = rt_dtype_raw_bytes_of(S->dtype, D->dtype);
	if (S->dtype != D->dtype && src_space != MS_Acc && !raw)
		return rt_fail(R, "source is %s but the destination is %s", rt_dtype_mlir(S->dtype), rt_dtype_mlir(D->dtype));
	int need_r = r0 + (transpose ? D->vc : D->vr), need_c = c0 + (transpose ? D->vr : D->vc);
	/* an empty window (a tile past a dynamic valid extent) reads nothing */
	if (D->vr > 0 && D->vc > 0 && (S->vr < need_r || S->vc < need_c))
		return rt_fail(R, "source valid shape %dx%d is smaller than the %dx%d window read", S->vr, S->vc, need_r,
			    need_c);
	/* row r of the destination from a row (a column when transposing) of
	 * the source; rt_kern_cvt_row gives rt_convert's bits, strips at a time */
	int64_t ss = (transpose ? S->rs : S->cs) * S->esize;
	for (int r = 0; r < D->vr; r++) {
		const uint8_t *sp = transpose ? RT_EL(S, r0, c0 + r) : RT_EL(S, r0 + r, c0);
		if (raw)
			for (int c = 0; c < D->vc; c++)
				*RT_EL(D, r, c) = sp[c * ss];
		else
			rt_kern_cvt_row(S->dtype, sp, ss, D->dtype, RT_EL(D, r, 0), D->cs * D->esize, D->vc, RM_RINT);
	}
	return true;
}

static bool exec_arg(struct rt_run *R, struct rt_inst *in, int kop, bool rows, const struct rt_acc *a, const struct rt_acc *D,
		     int *wr, int *wc)
{
	if (rt_dtype_is_float(D->dtype))
		return rt_fail(R, "the index destination must be an integer tile");
	int outer = rows ? a->vr : a->vc, inner = rows ? a->vc : a->vr;
	for (int i = 0; i < outer; i++) {
		int best = 0;
		double bv = rt_ld_f(a->dtype, rows ? RT_EL(a, i, 0) : RT_EL(a, 0, i));
		for (int k = 1; k < inner; k++) {
			double x = rt_ld_f(a->dtype, rows ? RT_EL(a, i, k) : RT_EL(a, k, i));
			if (kop == K_MAX ? x > bv : x < bv) {
				bv = x;
				best = k;
			}
		}
		rt_st_i(D->dtype, rows ? RT_EL(D, i, 0) : RT_EL(D, 0, i), best);
	}
	*wr = rows ? a->vr : 1;
	*wc = rows ? 1 : a->vc;
	return true;
}

static bool exec_fillpad(struct rt_run *R, struct rt_ops *o, struct rt_tilev *d, const struct rt_acc *D, int *wr, int *wc)
{
	const struct rt_acc *S = &o->A[0];
	int pad = d->pad ? d->pad : o->t[0]->pad;
	if (pad == PAD_null)
		return rt_fail(R, "neither the destination nor the source tile has a pad value (pad=0)");
	double fv = 0;
	int64_t iv = 0, lo, hi;
	if (rt_dtype_is_float(d->dtype)) {
		fv = pad == PAD_max ? INFINITY : pad == PAD_min ? -INFINITY : 0;
	} else {
		int_limits(d->dtype, &lo, &hi);
		iv = pad == PAD_max ? hi : pad == PAD_min ? lo : 0;
	}
	struct rt_acc full = *D;
	full.vr = d->rows;
	full.vc = d->cols;
	rt_kern_fill(&full, 0, 0, d->rows, d->cols, fv, iv);
	struct rt_acc part = *D;
	part.vr = S->vr < d->rows ? S->vr : d->rows;
	part.vc = S->vc < d->cols ? S->vc : d->cols;
	if (!copy_window(R, S, 0, 0, &part, false, o->t[0]->space))
		return false;
	*wr = d->rows;
	*wc = d->cols;
	return true;
}

/* pto.tcvt between bf16 and !pto.f4E2M1x2, the FP4 pair PTO-ISA converts.
 * The FP4 tile holds x2 carriers along its packed axis (cols when row_major,
 * rows when col_major): element 2k of that axis is the low nibble of carrier
 * k, element 2k + 1 the high nibble.  The destination's valid shape sets the
 * elements converted, which the source must cover. */
static bool exec_cvt_fp4(struct rt_run *R, struct rt_inst *in, const struct rt_tilev *s, const struct rt_acc *S,
			 const struct rt_tilev *d, const struct rt_acc *D, int rm)
{
	bool to = d->dtype == DT_FP4;
	const struct rt_tilev *f = to ? d : s;
	int other = to ? s->dtype : d->dtype;
	if (other != DT_BF16)
		return rt_fail(R, "converts %s to %s (FP4 converts to and from bf16 only)", rt_dtype_mlir(s->dtype),
			       rt_dtype_mlir(d->dtype));
	bool packed_cols = f->blayout != TL_col_major;
	int pr = packed_cols ? 1 : 2, pc = packed_cols ? 2 : 1; /* elements a carrier spans */
	int er = to ? d->vr * pr : d->vr, ec = to ? d->vc * pc : d->vc;
	int sr = to ? s->vr : s->vr * pr, sc = to ? s->vc : s->vc * pc;
	if (sr < er || sc < ec)
		return rt_fail(R, "operand %s has %dx%d valid elements, fewer than the %dx%d it converts",
			       rt_slot_name(R, in->args[0]), sr, sc, er, ec);
	for (int r = 0; r < er; r++)
		for (int c = 0; c < ec; c++) {
			int cr = r / pr, cc = c / pc, high = packed_cols ? c % 2 : r % 2;
			if (!to) {
				uint8_t code = *RT_EL(S, cr, cc) >> (high * 4);
				rt_st_f(DT_BF16, RT_EL(D, r, c), rt_e2m1_to_f32(code & 15));
				continue;
			}
			uint8_t code, *p = RT_EL(D, cr, cc);
			if (!rt_dbl_to_e2m1_rm(rt_ld_f(DT_BF16, RT_EL(S, r, c)), rm, &code))
				return rt_fail(R, "element (%d, %d) of %s is NaN, which FP4 (E2M1) has no code for", r, c,
					       rt_slot_name(R, in->args[0]));
			*p = (uint8_t)(high ? (*p & 0x0f) | code << 4 : (*p & 0xf0) | code);
		}
	return true;
}

/* Copies er x ec FP4 elements from element (sr0, sc0) of S (pairing along
 * cols when sc, else rows) to element (dr0, dc0) of D (likewise dc), nibble
 * by nibble: a move between tiles pairing along different axes. */
static void fp4_copy_elems(const struct rt_acc *S, bool sc, int64_t sr0, int64_t sc0, const struct rt_acc *D, bool dc,
			   int64_t dr0, int64_t dc0, int64_t er, int64_t ec)
{
	for (int64_t r = 0; r < er; r++)
		for (int64_t c = 0; c < ec; c++) {
			int ss, ds;
			uint8_t code = *fp4_at(S, sc, (int)(sr0 + r), (int)(sc0 + c), &ss) >> ss & 15;
			uint8_t *p = fp4_at(D, dc, (int)(dr0 + r), (int)(dc0 + c), &ds);
			*p = (uint8_t)((*p & ~(15 << ds)) | code << ds);
		}
}

/* A pto.textract / pto.tmov between FP4 tiles pairing along different axes
 * (a row_major Mat tile into a col_major-fractal Right tile): element by
 * element, from the window at element (r0, c0) of the source. */
static bool fp4_repack(struct rt_run *R, const struct rt_tilev *s, const struct rt_acc *S, int64_t r0, int64_t c0,
		       const struct rt_tilev *d, const struct rt_acc *D)
{
	bool sc = fp4_cols(s), dc = fp4_cols(d);
	int64_t er = dc ? D->vr : 2 * D->vr, ec = dc ? 2 * D->vc : D->vc; /* elements written */
	int64_t sr = sc ? S->vr : 2 * S->vr, scn = sc ? 2 * S->vc : S->vc;
	if (er > 0 && ec > 0 && (r0 + er > sr || c0 + ec > scn))
		return rt_fail(R, "source valid shape %lldx%lld elements is smaller than the %lldx%lld window read",
			       (long long)sr, (long long)scn, (long long)(r0 + er), (long long)(c0 + ec));
	fp4_copy_elems(S, sc, r0, c0, D, dc, 0, 0, er, ec);
	return true;
}

/* pto.tinsert: the source's valid region is written at (r0, c0) of the
 * destination, whose other elements keep their data; an Acc source converts
 * as in textract (fixpipe).  The origin counts what the destination's type
 * counts: x2 carriers along an FP4 Vec tile's packed axis, elements (a whole
 * carrier's first) in the matrix memories.  FP4 tiles pairing along
 * different axes (a col_major Vec tile into an NZ Mat tile) are repacked
 * element by element. */
static bool exec_insert(struct rt_run *R, struct rt_inst *in, const struct rt_ops *o, struct rt_tilev *d,
			const struct rt_acc *D)
{
	static const char *const modes[] = {"tinsertMode", "reluPreMode", "accToVecMode"};
	for (int k = 0; k < 3; k++)
		if (rt_attr(in, modes[k]))
			return rt_fail(R, "%s = %s is not supported by the runtime", modes[k], rt_attr(in, modes[k]));
	const struct rt_tilev *s = o->t[0];
	const struct rt_acc *S = &o->A[0];
	int64_t r0 = rt_scalar_i(o->s[1]), c0 = rt_scalar_i(o->s[2]);
	if (r0 < 0 || c0 < 0)
		return rt_fail(R, "negative insert offset");
	if (!rt_fp4_carriers(R, d, false, "insert offset", &r0) || !rt_fp4_carriers(R, d, true, "insert offset", &c0))
		return false;
	if ((s->dtype == DT_FP4) != (d->dtype == DT_FP4))
		return rt_fail(R, "inserts %s into %s", rt_dtype_mlir(s->dtype), rt_dtype_mlir(d->dtype));
	bool repack = s->dtype == DT_FP4 && fp4_cols(s) != fp4_cols(d), sc = repack && fp4_cols(s), dc = !sc;
	/* the source's valid extent: er x ec elements when repacking, nr x nc
	 * of the destination's carriers */
	int64_t er = sc ? S->vr : 2 * (int64_t)S->vr, ec = sc ? 2 * (int64_t)S->vc : S->vc;
	int64_t nr = S->vr, nc = S->vc;
	if (repack) {
		if ((dc ? ec : er) % 2)
			return rt_fail(R, "the source's %lld valid %s do not fill whole x2 carriers of the destination",
				       (long long)(dc ? ec : er), dc ? "columns" : "rows");
		nr = dc ? er : er / 2;
		nc = dc ? ec / 2 : ec;
	}
	if (r0 + nr > d->rows || c0 + nc > d->cols)
		return rt_fail(R, "a %lldx%lld source at (%lld, %lld) does not fit the %dx%d destination", (long long)nr,
			       (long long)nc, (long long)r0, (long long)c0, d->rows, d->cols);
	if (repack) {
		fp4_copy_elems(S, sc, 0, 0, D, dc, dc ? r0 : 2 * r0, dc ? 2 * c0 : c0, er, ec);
	} else {
		struct rt_acc win = *D;
		win.base = RT_EL(D, r0, c0);
		win.vr = S->vr;
		win.vc = S->vc;
		if (!copy_window(R, S, 0, 0, &win, false, s->space))
			return false;
	}
	rt_mark_region(R, d, (int)r0, (int)c0, (int)(r0 + nr), (int)(c0 + nc));
	return true;
}

/* pto.tprefetch: a hint that data of the partition will be loaded; no data
 * moves (the tile's contents stay undefined, as the PTO-ISA CPU model leaves
 * them), so only the operands are checked: a vec or mat destination whose
 * element size is the tensor's (x2 carriers on both sides for FP4). */
static bool exec_prefetch(struct rt_run *R, struct rt_inst *in, const struct rt_tilev *d)
{
	struct rt_val *pv;
	if (!rt_get_kind(R, in->args[0], V_PVIEW, "a partition view", &pv))
		return false;
	const struct rt_viewv *v = pv->v;
	if (d->space != MS_Vec && d->space != MS_Mat)
		return rt_fail(R, "prefetches into a %s tile (vec or mat only)", rt_space_names[d->space]);
	if (rt_dtype_size(v->dtype) != rt_dtype_size(d->dtype) || (v->dtype == DT_FP4) != (d->dtype == DT_FP4))
		return rt_fail(R, "prefetches %s into a %s tile", rt_dtype_mlir(v->dtype), rt_dtype_mlir(d->dtype));
	return true;
}

/* Whether operand j of a `cat` instruction is read at element (r, c) only
 * for the result's element (r, c), so that it may be the destination. */
static bool positionwise(int cat, int j)
{
	switch (cat) {
	case CAT_BIN: case CAT_PART: case CAT_SCA: case CAT_UN: case CAT_TERN: case CAT_TERNS: case CAT_CVT:
		return true;
	case CAT_ROWEXPOP: case CAT_COLEXPOP:
		return j == 0;
	default:
		return false;
	}
}

static bool disjoint(uint64_t a, uint64_t na, uint64_t b, uint64_t nb)
{
	return (b >= a && b - a >= na) || (a >= b && a - b >= nb);
}

/* An input in bytes the instruction writes is read from a copy taken first
 * (a snapshot), unless it is the destination itself read positionwise; the
 * reordering instructions always read copies. */
static bool needs_snapshot(int cat, int j, const struct rt_tilev *t, const struct rt_tilev *d)
{
	if (cat >= CAT_CONCAT)
		return true;
	if (t->space != d->space || disjoint(t->addr, rt_tile_span(t), d->addr, rt_tile_span(d)))
		return false;
	return !(positionwise(cat, j) && t->addr == d->addr && t->rs == d->rs && t->cs == d->cs &&
		 rt_dtype_size(t->dtype) == rt_dtype_size(d->dtype));
}

bool rt_exec_compute(struct rt_run *R, struct rt_inst *in)
{
	const struct rt_cop *op = &rt_cops[in->op];
	int cat = op->cat;
	struct rt_ops o = {0};
	for (int j = 0; j < in->nargs && j < 8; j++) {
		struct rt_val *v = rt_slot_val(R, in->args[j]);
		if (v->kind == V_NONE)
			return rt_fail(R, "%s is used before it is defined", rt_slot_name(R, in->args[j]));
		if (v->kind == V_TILE) {
			o.t[j] = &v->t;
			if ((op->readmask >> j & 1) && !rt_check_read(R, o.t[j], in->args[j]))
				return false;
		} else if (v->kind == V_SCALAR) {
			o.s[j] = v;
		}
	}
	if (cat == CAT_STORE)
		return exec_store(R, in, in->outs[0]);
	if (cat == CAT_MSCATTER)
		return rt_exec_mscatter(R, in, &o);
	if (cat == CAT_BIND) /* the scale tile (outs) keeps its values */
		return need_tiles(R, in, &o, 1, -1);
	if (cat == CAT_GETVAL) {
		int64_t off;
		if (!need_tiles(R, in, &o, 1, -1) || !need_scalar(R, in, &o, 1))
			return false;
		off = rt_scalar_i(o.s[1]);
		struct rt_tilev *t = o.t[0];
		if (off < 0 || off >= (int64_t)t->rows * t->cols)
			return rt_fail(R, "offset %lld is outside the %dx%d tile", (long long)off, t->rows, t->cols);
		struct rt_acc a;
		rt_tile_stage(R, t, 0, &a);
		const uint8_t *p = RT_EL(&a, off / t->cols, off % t->cols);
		int dt = in->rtype.kind == TY_SCALAR ? in->rtype.dtype : t->dtype;
		rt_set_scalar(R, in->res[0], dt, rt_ld_i(t->dtype, p), rt_ld_f(t->dtype, p));
		return true;
	}
	struct rt_tilev *d;
	if (!rt_get_tile(R, in->outs[0], &d))
		return false;
	if (cat == CAT_LOAD) {
		if (!exec_load(R, in, d))
			return false;
		rt_mark_region(R, d, 0, 0, d->vr, d->vc);
		return true;
	}
	if (cat == CAT_PREFETCH)
		return exec_prefetch(R, in, d);
	/* FP4 tiles hold x2 carriers, which are moved, extracted, inserted and
	 * mask-gathered as bytes, converted by tcvt, produced by tquant.mx and
	 * multiplied by tmatmul.mx: the FP4 ops PTO-ISA has */
	bool fp4_op = cat == CAT_MOV || cat == CAT_CVT || cat == CAT_EXTRACT || cat == CAT_INSERT ||
		      cat == CAT_QUANT_MX || (cat == CAT_GATHER && in->nargs == 1 && in->nouts == 1) ||
		      ((cat == CAT_MATMUL || cat == CAT_MATMUL_ACC || cat == CAT_MATMUL_BIAS) && op->kop == MM_MX);
	for (int j = 0; j < 8; j++)
		if (!fp4_op && (d->dtype == DT_FP4 || (o.t[j] && o.t[j]->dtype == DT_FP4)))
			return rt_fail(R, "computing with !pto.f4E2M1x2 elements is not supported by the runtime "
				       "(it loads, stores, moves, extracts, inserts and mask-gathers FP4 tiles, "
				       "converts them with pto.tcvt, produces them with pto.tquant.mx and "
				       "multiplies them with pto.tmatmul.mx)");
	/* boxed operands are read from strided copies (rt_tile_stage), and a
	 * boxed destination is written into one that goes back to its boxes at
	 * the end */
	for (int j = 0; j < 8; j++)
		if (o.t[j] && o.t[j]->br) {
			rt_tile_stage(R, o.t[j], j, &o.A[j]);
			o.snap[j] = o.A[j].base;
		} else if (o.t[j] && needs_snapshot(cat, j, o.t[j], d)) {
			uint64_t span = rt_tile_span(o.t[j]);
			if (R->snapcap[j] < span) {
				free(R->snap[j]);
				R->snap[j] = xmalloc(span);
				R->snapcap[j] = span;
			}
			o.snap[j] = R->snap[j];
			memcpy(o.snap[j], R->mem[o.t[j]->space] + o.t[j]->addr, span);
			rt_tile_acc(R, o.t[j], o.snap[j], &o.A[j]);
		} else if (o.t[j]) {
			rt_tile_acc(R, o.t[j], NULL, &o.A[j]);
		}
	/* a boxed destination that the instruction writes over its region
	 * (wr x wc below) without reading it is not copied in */
	bool fresh = cat == CAT_MATMUL || cat == CAT_MATMUL_ACC || cat == CAT_MATMUL_BIAS || cat == CAT_MOV ||
		     cat == CAT_TRANS || cat == CAT_EXTRACT;
	struct rt_acc D;
	(fresh ? rt_tile_stage_out : rt_tile_stage)(R, d, 8, &D);
	int wr = d->vr, wc = d->vc, dt = d->dtype, k = op->kop;
	bool ok = rt_kern_dtype(dt) || cat == CAT_CMP || cat == CAT_CMPS || cat == CAT_CVT || cat == CAT_MOV ||
		  cat == CAT_EXTRACT || cat == CAT_INSERT || cat == CAT_QUANT_MX || cat == CAT_MATMUL ||
		  cat == CAT_MATMUL_ACC || cat == CAT_MATMUL_BIAS || cat == CAT_ROWARG || cat == CAT_COLARG ||
		  cat == CAT_SEL || cat == CAT_SELS || cat == CAT_TRANS || (cat >= CAT_CONCAT && cat != CAT_TRI);
	if (!ok) {
		not_defined(R, dt);
		goto out;
	}
	switch (cat) {
	case CAT_BIN: case CAT_PART:
		ok = need_tiles(R, in, &o, 3, dt) && (cat == CAT_PART || (covers(R, in, &o, 0, wr, wc) &&
									 covers(R, in, &o, 1, wr, wc)));
		if (ok && !(cat == CAT_PART ? rt_kern_part : rt_kern_bin)(k, &D, &o.A[0], &o.A[1]))
			ok = not_defined(R, dt);
		break;
	case CAT_SCA:
		ok = need_tiles(R, in, &o, 1, dt) && need_scalar(R, in, &o, 1) && covers(R, in, &o, 0, wr, wc);
		if (ok && !rt_kern_sca(k, &D, &o.A[0], rt_scalar_f(o.s[1]), rt_scalar_i(o.s[1])))
			ok = not_defined(R, dt);
		break;
	case CAT_UN:
		ok = need_tiles(R, in, &o, 1, dt) && covers(R, in, &o, 0, wr, wc);
		if (ok && !rt_kern_un(k, &D, &o.A[0]))
			ok = not_defined(R, dt);
		break;
	case CAT_TERN:
		ok = need_tiles(R, in, &o, 7, dt) && covers(R, in, &o, 0, wr, wc) && covers(R, in, &o, 1, wr, wc) &&
		     covers(R, in, &o, 2, wr, wc);
		if (ok && !rt_kern_tern(k, &D, &o.A[0], &o.A[1], 0, 0, &o.A[2]))
			ok = not_defined(R, dt);
		break;
	case CAT_TERNS:
		ok = need_tiles(R, in, &o, 5, dt) && need_scalar(R, in, &o, 1) && covers(R, in, &o, 0, wr, wc) &&
		     covers(R, in, &o, 2, wr, wc);
		if (ok && !rt_kern_tern(k, &D, &o.A[0], NULL, rt_scalar_f(o.s[1]), rt_scalar_i(o.s[1]), &o.A[2]))
			ok = not_defined(R, dt);
		break;
	case CAT_ROWRED: case CAT_COLRED: {
		bool rows = cat == CAT_ROWRED;
		ok = need_tiles(R, in, &o, 1, dt);
		if (!ok)
			break;
		wr = rows ? o.t[0]->vr : 1;
		wc = rows ? 1 : o.t[0]->vc;
		if (d->rows < wr || d->cols < wc) {
			ok = rt_fail(R, "the %dx%d destination cannot hold the %dx%d reduction", d->rows, d->cols, wr, wc);
			break;
		}
		if (!(rows ? rt_kern_rowred : rt_kern_colred)(k, &D, &o.A[0]))
			ok = not_defined(R, dt);
		break;
	}
	case CAT_ROWARG: case CAT_COLARG:
		ok = need_tiles(R, in, &o, 1, -1) &&
		     exec_arg(R, in, k, cat == CAT_ROWARG, &o.A[0], &D, &wr, &wc);
		break;
	case CAT_ROWEXP: case CAT_COLEXP: case CAT_ROWEXPOP: case CAT_COLEXPOP: {
		bool plain = cat == CAT_ROWEXP || cat == CAT_COLEXP, rows = cat == CAT_ROWEXP || cat == CAT_ROWEXPOP;
		int vi = plain ? 0 : 1;
		ok = need_tiles(R, in, &o, plain ? 1 : 3, dt) && (plain || covers(R, in, &o, 0, wr, wc));
		if (ok && (rows ? o.t[vi]->vr < wr : o.t[vi]->vc < wc))
			ok = rt_fail(R, "the expanded %s vector %s is shorter than the %dx%d result", rows ? "column" : "row",
				  rt_slot_name(R, in->args[vi]), wr, wc);
		if (ok && !(rows ? rt_kern_rowexp : rt_kern_colexp)(k, &D, plain ? NULL : &o.A[0], &o.A[vi]))
			ok = not_defined(R, dt);
		break;
	}
	case CAT_EXPANDS:
		ok = need_scalar(R, in, &o, 0);
		if (ok)
			rt_kern_fill(&D, 0, 0, wr, wc, rt_scalar_f(o.s[0]), rt_scalar_i(o.s[0]));
		break;
	case CAT_FILLPAD:
		ok = need_tiles(R, in, &o, 1, dt) && exec_fillpad(R, &o, d, &D, &wr, &wc);
		break;
	case CAT_CVT: {
		int rm = in->rm;
		ok = need_tiles(R, in, &o, 1, -1) &&
		     (dt == DT_FP4 || o.t[0]->dtype == DT_FP4 || covers(R, in, &o, 0, wr, wc));
		if (ok && rm < 0)
			ok = rt_fail(R, "unknown round mode '%s'", rt_attr(in, "rmode"));
		if (ok && (dt == DT_FP4 || o.t[0]->dtype == DT_FP4))
			ok = exec_cvt_fp4(R, in, o.t[0], &o.A[0], d, &D, rm);
		else if (ok)
			rt_kern_cvt(&D, &o.A[0], rm);
		break;
	}
	case CAT_CMP: case CAT_CMPS:
		ok = need_tiles(R, in, &o, cat == CAT_CMP ? 3 : 1, -1) && (cat == CAT_CMP || need_scalar(R, in, &o, 1));
		if (ok && cat == CAT_CMP && o.t[0]->dtype != o.t[1]->dtype)
			ok = rt_fail(R, "compares %s with %s", rt_dtype_mlir(o.t[0]->dtype), rt_dtype_mlir(o.t[1]->dtype));
		ok = ok && exec_cmp(R, in, &o, &D, &wr, &wc);
		break;
	case CAT_SEL: case CAT_SELS: {
		bool sels = cat == CAT_SELS;
		ok = need_tiles(R, in, &o, sels ? 3 : 7, -1) && (!sels || need_scalar(R, in, &o, 3));
		if (!ok)
			break;
		if (o.t[1]->dtype != dt || (!sels && o.t[2]->dtype != dt)) {
			ok = rt_fail(R, "selected operands must be %s", rt_dtype_mlir(dt));
			break;
		}
		if (o.t[0]->blayout != TL_row_major || o.t[0]->cols * rt_dtype_size(o.t[0]->dtype) * 8 < wc ||
		    o.t[0]->vr < wr) {
			ok = rt_fail(R, "the mask %s must be a row_major tile with %d rows of at least %d bits",
				  rt_slot_name(R, in->args[0]), wr, wc);
			break;
		}
		uint8_t sv[8];
		if (sels && rt_dtype_is_float(dt))
			rt_st_f(dt, sv, rt_scalar_f(o.s[3]));
		else if (sels)
			rt_st_i(dt, sv, rt_scalar_i(o.s[3]));
		for (int r = 0; r < wr; r++)
			for (int c = 0; c < wc; c++) {
				bool m = mask_bit(&o.A[0], r, c);
				const uint8_t *src = m ? RT_EL(&o.A[1], r, c) : sels ? sv : RT_EL(&o.A[2], r, c);
				memcpy(RT_EL(&D, r, c), src, rt_dtype_size(dt));
			}
		break;
	}
	case CAT_MATMUL: case CAT_MATMUL_ACC: case CAT_MATMUL_BIAS:
		ok = need_tiles(R, in, &o, op->readmask, -1) &&
		     exec_matmul(R, in, &o, cat, op->kop == MM_MX, &D, &wr, &wc);
		break;
	case CAT_MOV:
		ok = need_tiles(R, in, &o, 1, -1);
		if (ok && dt == DT_FP4 && o.t[0]->dtype == DT_FP4 && fp4_cols(o.t[0]) != fp4_cols(d))
			ok = fp4_repack(R, o.t[0], &o.A[0], 0, 0, d, &D);
		else if (ok)
			ok = copy_window(R, &o.A[0], 0, 0, &D, false, o.t[0]->space);
		break;
	case CAT_TRANS:
		ok = need_tiles(R, in, &o, 1, dt) && copy_window(R, &o.A[0], 0, 0, &D, true, o.t[0]->space);
		break;
	case CAT_EXTRACT:
		ok = need_tiles(R, in, &o, 1, -1) && need_scalar(R, in, &o, 1) && need_scalar(R, in, &o, 2);
		if (ok) {
			/* an FP4 origin counts what the source's type counts: x2
			 * carriers along a Vec tile's packed axis, elements (a
			 * whole carrier's first) in the matrix memories */
			int64_t r0 = rt_scalar_i(o.s[1]), c0 = rt_scalar_i(o.s[2]);
			if (r0 < 0 || c0 < 0)
				ok = rt_fail(R, "negative window offset");
			else if (o.t[0]->dtype == DT_FP4 && dt == DT_FP4 && fp4_cols(o.t[0]) != fp4_cols(d))
				ok = fp4_repack(R, o.t[0], &o.A[0], r0, c0, d, &D);
			else if (!rt_fp4_carriers(R, o.t[0], false, "window", &r0) ||
				 !rt_fp4_carriers(R, o.t[0], true, "window", &c0))
				ok = false;
			else
				ok = copy_window(R, &o.A[0], (int)r0, (int)c0, &D, false, o.t[0]->space);
		}
		break;
	case CAT_INSERT:
		ok = need_tiles(R, in, &o, 1, -1) && need_scalar(R, in, &o, 1) && need_scalar(R, in, &o, 2) &&
		     exec_insert(R, in, &o, d, &D);
		wr = wc = 0; /* exec_insert marks the window it wrote */
		break;
	case CAT_QUANT_MX:
		ok = need_tiles(R, in, &o, 1, -1) && rt_exec_quant_mx(R, in, &o, d, &D, &wr, &wc);
		break;
	case CAT_CI: {
		ok = need_scalar(R, in, &o, 0);
		bool down = in->descending;
		if (ok && rt_dtype_is_float(dt))
			ok = rt_fail(R, "the destination must be an integer tile");
		for (int r = 0; ok && r < wr; r++)
			for (int c = 0; c < wc; c++)
				rt_st_i(dt, RT_EL(&D, r, c), rt_scalar_i(o.s[0]) + (down ? -c : c));
		break;
	}
	case CAT_SETVAL: {
		ok = need_scalar(R, in, &o, 0) && need_scalar(R, in, &o, 1);
		if (!ok)
			break;
		int64_t off = rt_scalar_i(o.s[0]);
		if (off < 0 || off >= (int64_t)d->rows * d->cols) {
			ok = rt_fail(R, "offset %lld is outside the %dx%d tile", (long long)off, d->rows, d->cols);
			break;
		}
		int r = (int)(off / d->cols), c = (int)(off % d->cols);
		if (rt_dtype_is_float(dt))
			rt_st_f(dt, RT_EL(&D, r, c), rt_scalar_f(o.s[1]));
		else
			rt_st_i(dt, RT_EL(&D, r, c), rt_scalar_i(o.s[1]));
		rt_mark_region(R, d, r, c, r + 1, c + 1);
		wr = wc = 0;
		break;
	}
	case CAT_CONCAT: case CAT_GATHER: case CAT_GATHERB: case CAT_SCATTER: case CAT_MGATHER: case CAT_SORT32:
	case CAT_MRGSORT: case CAT_TRI: case CAT_RANDOM:
		ok = rt_exec_reorder(R, in, cat, &o, d, &D, &wr, &wc);
		break;
	default:
		ok = rt_fail(R, "instruction not implemented");
	}
out:
	if (ok) {
		if (fresh)
			rt_tile_unstage_part(R, d, &D, wr, wc);
		else
			rt_tile_unstage(R, d, &D);
		rt_mark_region(R, d, 0, 0, wr, wc);
	}
	return ok;
}

