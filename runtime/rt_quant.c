/* pto.tquant.mx: MX quantization of a Vec tile.  The runtime runs the
 * MXFP4_E2M1 form with groups along the columns (grpAxis axis1, the
 * default):
 *   ins(%src) outs(%dst, %exp, %max, %scaling) {quant_type = MXFP4_E2M1}
 * Each row's valid columns form groups of 32 (the valid column count is a
 * multiple of 32).  For group g of row r, numbered k = r * (cols / 32) + g:
 *   max     = the largest |x| of the group, each |x| first truncated to bf16
 *   e       = max's f32 exponent field - 2 (0 when that field is at most 2;
 *             255 for an infinite or NaN max), written to exp's element k
 *   scaling = 2^(127 - e) (NaN when e is 255), written to scaling's element k
 * and every x of the group becomes the E2M1 code of x * scaling (a bf16
 * source rounds the product to bf16 first), rounded to nearest even and
 * saturating at 6; NaN gives code 7, -0 keeps its sign.  The FP4 dst is
 * zeroed first, element c of a row the low nibble of carrier c / 2 when c is
 * even, the high nibble when odd.  exp, max and scaling are indexed
 * flat: element k is (k / cols, k % cols) of a row_major tile.  This is the
 * PTO-ISA CPU model's definition.  MXFP8, grouping along the rows (axis0),
 * interleave and the reordered exp operand are refused. */
#include <math.h>
#include <string.h>

#include "rt_exec.h"

#define MX_GROUP 32

static uint32_t f32_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static float bits_f32(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* The E2M1 code of x as tquant.mx rounds it (see the header). */
static uint8_t quant_e2m1(float x)
{
	uint8_t code;
	if (!rt_dbl_to_e2m1_rm(x, RM_RINT, &code))
		return 7; /* NaN */
	return code;
}

/* The shared exponent of a group whose largest magnitude is m. */
static uint8_t group_exp(float m)
{
	uint32_t e = f32_bits(m) >> 23 & 0xff;
	return e == 0xff ? 0xff : e <= 2 ? 0 : (uint8_t)(e - 2);
}

/* A row_major flat-indexed output tile (exp, max or scaling) that holds n
 * elements. */
static bool flat_out(struct rt_run *R, struct rt_inst *in, int j, const char *what, int64_t n, struct rt_tilev **t,
		     struct rt_acc *A)
{
	if (!rt_get_tile(R, in->outs[j], t))
		return false;
	if ((*t)->blayout != TL_row_major || (*t)->slayout != TL_none_box)
		return rt_fail(R, "the %s tile %s must be row_major (none_box)", what, rt_slot_name(R, in->outs[j]));
	if ((int64_t)(*t)->rows * (*t)->cols < n)
		return rt_fail(R, "the %dx%d %s tile %s cannot hold the %lld groups", (*t)->rows, (*t)->cols, what,
			       rt_slot_name(R, in->outs[j]), (long long)n);
	rt_tile_acc(R, *t, NULL, A);
	return true;
}

/* Marks the first n flat elements of t written. */
static void mark_flat(struct rt_run *R, const struct rt_tilev *t, int64_t n)
{
	int full = (int)(n / t->cols), rest = (int)(n % t->cols);
	if (full)
		rt_mark_region(R, t, 0, 0, full, t->cols);
	if (rest)
		rt_mark_region(R, t, full, 0, full + 1, rest);
}

static bool overlaps(const struct rt_tilev *a, const struct rt_tilev *b)
{
	uint64_t na = rt_tile_span(a), nb = rt_tile_span(b);
	return a->space == b->space && a->addr < b->addr + nb && b->addr < a->addr + na;
}

bool rt_exec_quant_mx(struct rt_run *R, struct rt_inst *in, struct rt_ops *o, struct rt_tilev *d,
		      const struct rt_acc *D, int *wr, int *wc)
{
	const char *qt = rt_attr(in, "quant_type"), *ax = rt_attr(in, "grpAxis"), *il = rt_attr(in, "interleave");
	if (!qt || strcmp(qt, "MXFP4_E2M1") != 0)
		return rt_fail(R, "quant_type %s is not supported by the runtime (it runs MXFP4_E2M1)", qt ? qt : "(none)");
	if (ax && strcmp(ax, "axis1") != 0)
		return rt_fail(R, "grpAxis %s is not supported by the runtime (it groups along the columns, axis1)", ax);
	if (il && strcmp(il, "false") != 0)
		return rt_fail(R, "interleave = %s is not supported by the runtime", il);
	if (in->nouts != 4)
		return rt_fail(R, "MXFP4_E2M1 takes four outs operands (dst, exp, max, scaling), not %d", in->nouts);
	const struct rt_tilev *s = o->t[0];
	const struct rt_acc *S = &o->A[0];
	if (s->dtype != DT_FP32 && s->dtype != DT_FP16 && s->dtype != DT_BF16)
		return rt_fail(R, "quantizes %s (MXFP4_E2M1 takes f32, f16 or bf16)", rt_dtype_mlir(s->dtype));
	if (s->space != MS_Vec || s->blayout != TL_row_major || d->space != MS_Vec || d->blayout != TL_row_major)
		return rt_fail(R, "the source and the destination must be row_major vec tiles");
	if (d->dtype != DT_FP4)
		return rt_fail(R, "the MXFP4_E2M1 destination must be !pto.f4E2M1x2, not %s", rt_dtype_mlir(d->dtype));
	if (S->vc % MX_GROUP)
		return rt_fail(R, "the source's %d valid columns are not a whole number of %d-element groups", S->vc,
			       MX_GROUP);
	if (d->rows < S->vr || 2 * (int64_t)d->cols < S->vc)
		return rt_fail(R, "the %dx%d-carrier destination cannot hold %dx%d FP4 elements", d->rows, d->cols, S->vr,
			       S->vc);
	int groups = S->vc / MX_GROUP;
	int64_t n = (int64_t)S->vr * groups;
	struct rt_tilev *et, *mt, *st;
	struct rt_acc E, M, SC;
	if (!flat_out(R, in, 1, "exp", n, &et, &E) || !flat_out(R, in, 2, "max", n, &mt, &M) ||
	    !flat_out(R, in, 3, "scaling", n, &st, &SC))
		return false;
	if (E.esize != 1)
		return rt_fail(R, "the exp tile must have 1-byte elements, not %s", rt_dtype_mlir(E.dtype));
	if (!rt_dtype_is_float(M.dtype) || !rt_dtype_is_float(SC.dtype) || M.esize < 2 || SC.esize < 2)
		return rt_fail(R, "the max and scaling tiles must be f16, bf16 or f32");
	const struct rt_tilev *outs[4] = {d, et, mt, st};
	for (int j = 1; j < 4; j++)
		for (int k = 0; k < j; k++)
			if (overlaps(outs[j], outs[k]) || overlaps(outs[j], s))
				return rt_fail(R, "outs operand %s overlaps another operand", rt_slot_name(R, in->outs[j]));
	for (int r = 0; r < d->rows; r++)
		for (int c = 0; c < d->cols; c++)
			*RT_EL(D, r, c) = 0;
	for (int r = 0; r < S->vr; r++)
		for (int g = 0; g < groups; g++) {
			uint32_t mb = 0;
			for (int i = 0; i < MX_GROUP; i++) {
				uint32_t b = f32_bits((float)rt_ld_f(S->dtype, RT_EL(S, r, g * MX_GROUP + i))) >> 16 & 0x7fff;
				mb = b > mb ? b : mb;
			}
			float m = bits_f32(mb << 16);
			uint8_t e = group_exp(m);
			float scaling = e == 0xff ? NAN : bits_f32((uint32_t)(254 - e) << 23);
			int64_t k = (int64_t)r * groups + g;
			*RT_EL(&E, k / et->cols, k % et->cols) = e;
			rt_st_f(M.dtype, RT_EL(&M, k / mt->cols, k % mt->cols), m);
			rt_st_f(SC.dtype, RT_EL(&SC, k / st->cols, k % st->cols), scaling);
			for (int i = 0; i < MX_GROUP; i++) {
				int c = g * MX_GROUP + i;
				float x = (float)rt_ld_f(S->dtype, RT_EL(S, r, c)) * scaling;
				if (S->dtype == DT_BF16) {
					uint8_t b[2];
					rt_st_f(DT_BF16, b, x);
					x = (float)rt_ld_f(DT_BF16, b);
				}
				uint8_t code = quant_e2m1(x), *p = RT_EL(D, r, c / 2);
				*p = (uint8_t)(c % 2 ? (*p & 0x0f) | code << 4 : (*p & 0xf0) | code);
			}
		}
	mark_flat(R, et, n);
	mark_flat(R, mt, n);
	mark_flat(R, st, n);
	*wr = d->rows;
	*wc = d->cols;
	return true;
}
