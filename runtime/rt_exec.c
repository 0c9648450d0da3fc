/* The interpreter: runs one function of a parsed module.  On-chip memory is
 * one byte array per space (sized from the caps), tiles live at their addr,
 * so aliasing is real; every byte also records the tile handle that wrote it
 * last, and a read of bytes last written through another tile whose data is
 * still live is an error.  A handle that has written nothing yet names its
 * buffer rather than a value of its own (the prologue alloc of an if's or a
 * loop's result, whose branches leave the value in place): reads through it
 * see whatever the buffer holds.  Handles of one type at one constant address
 * are one buffer (the codegen's handles of an if's phi, a loop's carry and its
 * result): a whole write through one of them ends the others' data, so a read
 * through another then reads that write rather than a clobbered live value
 * (rt_liveness).  Tensors are host arrays bound to parameters. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rt_exec.h"

const char *const rt_space_names[MS_COUNT] = {
	[MS_DDR] = "gm", [MS_Vec] = "vec", [MS_Mat] = "mat", [MS_Left] = "left", [MS_Right] = "right",
	[MS_Acc] = "acc", [MS_Bias] = "bias", [MS_ScalarLocal] = "scalar", [MS_LeftScale] = "left scaling",
	[MS_RightScale] = "right scaling",
};

bool rt_fail(struct rt_run *R, const char *fmt, ...)
{
	struct rt_inst *in = R->cur;
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (in->has_loc && diag_maps_to_user(in->pto)) {
		/* generated text: diag reports it at the user's line, the instruction as a note */
		diag_error(in->pto, "%s: %s", in->name, msg);
		return false;
	}
	diag_error(in->at, "%s: %s", in->name, msg);
	if (in->has_loc)
		diag_note(in->pto, "in this instruction");
	return false;
}

const char *rt_slot_name(struct rt_run *R, int s) { return R->f->slot_names[s]; }

static const char *handle_name(struct rt_run *R, int h)
{
	const struct rt_func *f = R->f;
	for (int s = 0; s < f->nslots; s++) /* regions first: `%r[k]` over a get's own name */
		if (f->slot_root[s] && f->slot_nh[s] > 1 && h >= f->slot_handle[s] && h < f->slot_handle[s] + f->slot_nh[s]) {
			size_t n = strlen(f->slot_names[s]) + 16;
			char *name = arena_alloc(&R->arena, n);
			snprintf(name, n, "%s[%d]", f->slot_names[s], h - f->slot_handle[s]);
			return name;
		}
	for (int s = 0; s < f->nslots; s++)
		if (f->slot_handle[s] == h && f->slot_root[s])
			return f->slot_names[s];
	return "?";
}

/* ---- values ---- */

struct rt_val *rt_slot_val(struct rt_run *R, int slot) { return &R->vals[slot]; }

bool rt_get_kind(struct rt_run *R, int slot, int kind, const char *what, struct rt_val **out)
{
	struct rt_val *v = rt_slot_val(R, slot);
	if (v->kind == V_NONE)
		return rt_fail(R, "%s is used before it is defined", rt_slot_name(R, slot));
	if (v->kind != kind)
		return rt_fail(R, "%s is not %s", rt_slot_name(R, slot), what);
	*out = v;
	return true;
}

bool rt_get_int(struct rt_run *R, int slot, int64_t *x)
{
	struct rt_val *v = NULL;
	if (!rt_get_kind(R, slot, V_SCALAR, "a scalar", &v))
		return false;
	*x = rt_dtype_is_float(v->dtype) ? rt_f2i(v->f) : v->i;
	return true;
}

bool rt_get_tile(struct rt_run *R, int slot, struct rt_tilev **t)
{
	struct rt_val *v = NULL;
	if (!rt_get_kind(R, slot, V_TILE, "a tile", &v))
		return false;
	*t = &v->t;
	return true;
}

int rt_bits_of(int dt) { return dt == DT_BOOL ? 1 : rt_dtype_size(dt) * 8; }

/* Canonical integer value of dtype `dt`: signed types sign-extended,
 * i1 and unsigned types zero-extended. */
static int64_t wrap(int dt, int64_t x)
{
	int b = rt_bits_of(dt);
	if (b >= 64)
		return x;
	uint64_t m = (1ull << b) - 1, u = (uint64_t)x & m;
	if (dt == DT_BOOL || !rt_dtype_is_signed(dt))
		return (int64_t)u;
	return (u >> (b - 1)) ? (int64_t)(u | ~m) : (int64_t)u;
}

static uint64_t zext(int dt, int64_t x)
{
	int b = rt_bits_of(dt);
	return b >= 64 ? (uint64_t)x : (uint64_t)x & ((1ull << b) - 1);
}

static double round_to(int dt, double f)
{
	uint8_t tmp[8];
	if (dt == DT_FP32)
		return (float)f;
	rt_st_f(dt, tmp, f);
	return rt_ld_f(dt, tmp);
}

void rt_set_scalar(struct rt_run *R, int slot, int dt, int64_t i, double f)
{
	struct rt_val *v = rt_slot_val(R, slot);
	memset(v, 0, sizeof *v);
	v->kind = V_SCALAR;
	v->dtype = dt;
	if (rt_dtype_is_float(dt))
		v->f = round_to(dt, f);
	else
		v->i = wrap(dt, i);
}

void rt_set_tile(struct rt_run *R, int slot, const struct rt_tilev *t)
{
	struct rt_val *v = rt_slot_val(R, slot);
	memset(v, 0, sizeof *v);
	v->kind = V_TILE;
	v->dtype = t->dtype;
	v->t = *t;
}

/* ---- scalar instructions ---- */

static bool cmp_int(int pred, int dt, int64_t a, int64_t b)
{
	uint64_t ua = zext(dt, a), ub = zext(dt, b);
	switch (pred) {
	case 0: return a == b;
	case 1: return a != b;
	case 2: return a < b;
	case 3: return a <= b;
	case 4: return a > b;
	case 5: return a >= b;
	case 6: return ua < ub;
	case 7: return ua <= ub;
	case 8: return ua > ub;
	default: return ua >= ub;
	}
}

static bool cmp_float(int pred, double a, double b)
{
	bool uno = isnan(a) || isnan(b);
	switch (pred) {
	case 10: return !uno && a == b;
	case 11: return !uno && a != b;
	case 12: return !uno && a < b;
	case 13: return !uno && a <= b;
	case 14: return !uno && a > b;
	case 15: return !uno && a >= b;
	case 16: return uno || a == b;
	case 17: return uno || a != b;
	case 18: return uno || a < b;
	case 19: return uno || a <= b;
	case 20: return uno || a > b;
	case 21: return uno || a >= b;
	case 22: return true;
	case 23: return false;
	case 24: return !uno;
	default: return uno;
	}
}

static bool exec_arith(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *a, *b = NULL;
	if (in->nargs < 1 || !rt_get_kind(R, in->args[0], V_SCALAR, "a scalar", &a))
		return in->nargs < 1 ? rt_fail(R, "missing operand") : false;
	if (in->nargs > 1 && !rt_get_kind(R, in->args[1], V_SCALAR, "a scalar", &b))
		return false;
	int dt = in->rtype.kind == TY_SCALAR ? in->rtype.dtype : a->dtype;
	int64_t x = a->i, y = b ? b->i : 0, r = 0;
	double fx = a->f, fy = b ? b->f : 0, fr = 0;
	switch (in->op) {
	case A_cmpi:
		rt_set_scalar(R, in->res[0], DT_BOOL, cmp_int(in->pred, dt, x, y), 0);
		return true;
	case A_cmpf:
		rt_set_scalar(R, in->res[0], DT_BOOL, cmp_float(in->pred, fx, fy), 0);
		return true;
	case A_addi: r = (int64_t)((uint64_t)x + (uint64_t)y); break;
	case A_subi: r = (int64_t)((uint64_t)x - (uint64_t)y); break;
	case A_muli: r = (int64_t)((uint64_t)x * (uint64_t)y); break;
	case A_divsi: case A_ceildivsi: case A_floordivsi: case A_remsi:
		if (y == 0)
			return rt_fail(R, "integer division by zero");
		if (y == -1) {
			r = in->op == A_remsi ? 0 : (int64_t)(0 - (uint64_t)x);
			break;
		}
		r = in->op == A_remsi ? x % y : x / y;
		if (in->op == A_ceildivsi && x % y != 0 && ((x < 0) == (y < 0)))
			r++;
		if (in->op == A_floordivsi && x % y != 0 && ((x < 0) != (y < 0)))
			r--;
		break;
	case A_divui: case A_remui:
		if (zext(dt, y) == 0)
			return rt_fail(R, "integer division by zero");
		r = (int64_t)(in->op == A_divui ? zext(dt, x) / zext(dt, y) : zext(dt, x) % zext(dt, y));
		break;
	case A_andi: r = x & y; break;
	case A_ori: r = x | y; break;
	case A_xori: r = x ^ y; break;
	case A_shli: r = y >= rt_bits_of(dt) || y < 0 ? 0 : (int64_t)((uint64_t)x << y); break;
	case A_shrsi: r = y >= rt_bits_of(dt) || y < 0 ? (x < 0 ? -1 : 0) : x >> y; break;
	case A_shrui: r = y >= rt_bits_of(dt) || y < 0 ? 0 : (int64_t)(zext(dt, x) >> y); break;
	case A_minsi: r = x < y ? x : y; break;
	case A_maxsi: r = x > y ? x : y; break;
	case A_minui: r = zext(dt, x) < zext(dt, y) ? x : y; break;
	case A_maxui: r = zext(dt, x) > zext(dt, y) ? x : y; break;
	case A_absi: r = x < 0 ? (int64_t)(0 - (uint64_t)x) : x; break;
	case A_addf: fr = fx + fy; break;
	case A_subf: fr = fx - fy; break;
	case A_mulf: fr = fx * fy; break;
	case A_divf: fr = fx / fy; break;
	case A_remf: fr = fmod(fx, fy); break;
	case A_minimumf: fr = isnan(fx) || isnan(fy) ? NAN : fx < fy ? fx : fy; break;
	case A_maximumf: fr = isnan(fx) || isnan(fy) ? NAN : fx > fy ? fx : fy; break;
	case A_minnumf: fr = isnan(fx) ? fy : isnan(fy) ? fx : fx < fy ? fx : fy; break;
	case A_maxnumf: fr = isnan(fx) ? fy : isnan(fy) ? fx : fx > fy ? fx : fy; break;
	case A_negf: fr = -fx; break;
	case A_absf: fr = fabs(fx); break;
	default: return rt_fail(R, "unsupported scalar operation");
	}
	rt_set_scalar(R, in->res[0], dt, r, fr);
	return true;
}

static bool exec_cast(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *a;
	if (in->nargs != 1 || !rt_get_kind(R, in->args[0], V_SCALAR, "a scalar", &a))
		return in->nargs != 1 ? rt_fail(R, "expected one operand") : false;
	int sdt = a->dtype, ddt = in->rtype.dtype;
	if (in->rtype.kind != TY_SCALAR)
		return rt_fail(R, "cast to a non-scalar type is not supported");
	int64_t i = 0;
	double f = 0;
	switch (in->op) {
	case A_extui: case A_index_castui: i = (int64_t)zext(sdt, a->i); break;
	case A_sitofp: f = (double)a->i; break;
	case A_uitofp: f = (double)zext(sdt, a->i); break;
	case A_fptosi: case A_fptoui: i = rt_f2i(a->f); break;
	case A_extf: case A_truncf: f = a->f; break;
	case A_bitcast: {
		uint8_t tmp[8] = {0};
		if (rt_dtype_is_float(sdt))
			rt_st_f(sdt, tmp, a->f);
		else
			rt_st_i(sdt, tmp, a->i);
		i = rt_ld_i(ddt, tmp);
		f = rt_ld_f(ddt, tmp);
		break;
	}
	case A_ucast:
		if (rt_dtype_is_float(sdt) != rt_dtype_is_float(ddt))
			return rt_fail(R, "unrealized_conversion_cast between integer and float");
		i = (int64_t)zext(sdt, a->i);
		f = a->f;
		break;
	default: i = a->i; /* index_cast, extsi, trunci: sign-extend / wrap */
	}
	rt_set_scalar(R, in->res[0], ddt, i, f);
	return true;
}

/* ---- memory ----
 * Which tile handle wrote each byte last, as a mark (handle + 1; 0: never
 * written), is kept per block of OWN_BLOCK bytes: a block whose bytes all
 * have one mark holds it in blk[], and only a block written in part holds
 * OWN_MIXED there and its bytes' marks in own[].  A tile written whole
 * and read whole so costs one mark per 32 bytes. */
#define OWN_BLOCK 32
#define OWN_MIXED (-1)
/* Memory, blk[] and own[] are cleared only as far as a tile has reached
 * (R->zeroed bytes, see rt_check_capacity): a run that uses the first
 * kilobytes of a space does not pay for clearing all of it.  own[] is
 * allocated when a first block is written in part. */

static bool space_mem(struct rt_run *R, int space)
{
	if (R->mem[space])
		return true;
	uint64_t cap = R->caps->bytes[space];
	if (cap == 0)
		return rt_fail(R, "the backend has no %s memory", rt_space_names[space]);
	R->mem[space] = xmalloc(cap);
	R->blk[space] = xmalloc((cap / OWN_BLOCK + 1) * sizeof(int32_t));
	return true;
}

/* Clears the bytes of `space` up to `end` (with their blocks). */
static void zero_to(struct rt_run *R, int space, uint64_t end)
{
	uint64_t z = R->zeroed[space];
	if (end <= z)
		return;
	uint64_t b0 = (z + OWN_BLOCK - 1) / OWN_BLOCK, b1 = (end + OWN_BLOCK - 1) / OWN_BLOCK;
	memset(R->mem[space] + z, 0, end - z);
	memset(R->blk[space] + b0, 0, (b1 - b0) * sizeof(int32_t));
	if (R->own[space])
		memset(R->own[space] + b0 * OWN_BLOCK, 0, (b1 - b0) * OWN_BLOCK * sizeof(int32_t));
	R->zeroed[space] = end;
}

/* own[] of a space, allocated (whole blocks: a block's bytes are always inside) at first use. */
static int32_t *own_of(struct rt_run *R, int space)
{
	if (!R->own[space]) {
		uint64_t blocks = R->caps->bytes[space] / OWN_BLOCK + 1, z = (R->zeroed[space] + OWN_BLOCK - 1) / OWN_BLOCK;
		R->own[space] = xmalloc(blocks * OWN_BLOCK * sizeof(int32_t));
		memset(R->own[space], 0, z * OWN_BLOCK * sizeof(int32_t));
	}
	return R->own[space];
}

void rt_tile_acc(struct rt_run *R, const struct rt_tilev *t, uint8_t *base, struct rt_acc *a)
{
	*a = (struct rt_acc){base ? base : R->mem[t->space] + t->addr, t->dtype, rt_dtype_size(t->dtype),
			     t->rs, t->cs, t->rows, t->cols, t->vr, t->vc};
}

/* Bytes spanned by the tile's elements from its address. */
uint64_t rt_tile_span(const struct rt_tilev *t)
{
	/* rows and cols are ints and the strides at most their product, but
	 * times the element size that may pass 2^63: saturate, so the capacity
	 * check refuses it */
	int64_t a, b, n;
	if (t->br) {
		/* from the boxed buffer's start to the end of the window's last box */
		int64_t lr = ((int64_t)t->r0 + t->rows - 1) / t->br, lc = ((int64_t)t->c0 + t->cols - 1) / t->bc;
		if (!i64_mul(lr, t->rbs, &a) || !i64_mul(lc, t->cbs, &b) || !i64_add(a, b, &n) ||
		    !i64_add(n, (int64_t)t->br * t->bc, &n) || !i64_mul(n, rt_dtype_size(t->dtype), &n))
			return UINT64_MAX;
		return (uint64_t)n;
	}
	if (!i64_mul(t->rows - 1, t->rs, &a) || !i64_mul(t->cols - 1, t->cs, &b) || !i64_add(a, b, &n) ||
	    !i64_add(n, 1, &n) || !i64_mul(n, rt_dtype_size(t->dtype), &n))
		return UINT64_MAX;
	return (uint64_t)n;
}

/* Copies elements (0 .. nr - 1, 0 .. nc - 1) of boxed tile t (its buffer at
 * mem) to its staged copy a (rt_tile_stage_out), or back (to_boxes), in runs
 * of the elements adjacent inside a box, which a lays out adjacent too: along
 * a row of a row-major box, down a column of a column-major one. */
static void box_copy(const struct rt_tilev *t, uint8_t *mem, const struct rt_acc *a, bool to_boxes, int nr, int nc)
{
	int es = a->esize;
	bool along_rows = t->ics == 1;
	int outer = along_rows ? nr : nc, inner = along_rows ? nc : nr;
	int blk = along_rows ? t->bc : t->br, org = along_rows ? t->c0 : t->r0;
	for (int o = 0; o < outer; o++)
		for (int i = 0; i < inner;) {
			int n = blk - (i + org) % blk;
			if (n > inner - i)
				n = inner - i;
			int r = along_rows ? o : i, c = along_rows ? i : o;
			uint8_t *b = mem + rt_tile_off(t, r, c) * es, *p = RT_EL(a, r, c);
			memcpy(to_boxes ? b : p, to_boxes ? p : b, (size_t)n * (size_t)es);
			i += n;
		}
}

static uint8_t *stage_buf(struct rt_run *R, int k, uint64_t bytes)
{
	if (R->stagecap[k] < bytes) {
		free(R->stage[k]);
		R->stage[k] = xmalloc(bytes);
		R->stagecap[k] = bytes;
	}
	return R->stage[k];
}

void rt_tile_stage_out(struct rt_run *R, const struct rt_tilev *t, int k, struct rt_acc *a)
{
	if (!t->br) {
		rt_tile_acc(R, t, NULL, a);
		return;
	}
	/* row-major, or column-major when the boxes are: box_copy's runs are
	 * then contiguous on both sides */
	int es = rt_dtype_size(t->dtype);
	uint8_t *buf = stage_buf(R, k, (uint64_t)t->rows * (uint64_t)t->cols * (uint64_t)es + 1);
	bool cm = t->ics != 1;
	*a = (struct rt_acc){buf, t->dtype, es, cm ? 1 : t->cols, cm ? t->rows : 1, t->rows, t->cols, t->vr, t->vc};
}

void rt_tile_stage(struct rt_run *R, const struct rt_tilev *t, int k, struct rt_acc *a)
{
	rt_tile_stage_out(R, t, k, a);
	if (t->br)
		box_copy(t, R->mem[t->space] + t->addr, a, false, t->rows, t->cols);
}

void rt_tile_unstage_part(struct rt_run *R, const struct rt_tilev *t, const struct rt_acc *a, int nr, int nc)
{
	if (!t->br || nr <= 0 || nc <= 0)
		return;
	box_copy(t, R->mem[t->space] + t->addr, a, true, nr < t->rows ? nr : t->rows, nc < t->cols ? nc : t->cols);
}

void rt_tile_unstage(struct rt_run *R, const struct rt_tilev *t, const struct rt_acc *a)
{
	rt_tile_unstage_part(R, t, a, t->rows, t->cols);
}

static bool bit_set(const uint64_t *s, int h) { return s[h / 64] >> (h % 64) & 1; }

/* ---- the owner map ---- (see space_mem) */

static int32_t owner_at(struct rt_run *R, int space, uint64_t b)
{
	int32_t m = R->blk[space][b / OWN_BLOCK];
	return m == OWN_MIXED ? R->own[space][b] : m;
}

/* Bytes [off, off + len) get mark v. */
static void own_mark(struct rt_run *R, int space, uint64_t off, uint64_t len, int32_t v)
{
	int32_t *blk = R->blk[space];
	uint64_t end = off + len;
	while (off < end) {
		uint64_t b = off / OWN_BLOCK, bs = b * OWN_BLOCK, be = bs + OWN_BLOCK;
		if (off == bs && end >= be) { /* whole blocks */
			uint64_t nb = (end - off) / OWN_BLOCK, k = 0;
			for (; k + 8 <= nb; k += 8)
				for (int j = 0; j < 8; j++)
					blk[b + k + j] = v;
			for (; k < nb; k++)
				blk[b + k] = v;
			off += nb * OWN_BLOCK;
			continue;
		}
		uint64_t e = end < be ? end : be;
		if (blk[b] != v) {
			int32_t *own = own_of(R, space);
			if (blk[b] != OWN_MIXED) {
				for (uint64_t k = bs; k < be; k++)
					own[k] = blk[b];
				blk[b] = OWN_MIXED;
			}
			for (uint64_t k = off; k < e; k++)
				own[k] = v;
		}
		off = e;
	}
}

/* Whether every byte of [off, off + len) has mark v or 0.  Blocks are
 * first tested 8 at a time with no branch, in two GNU C vectors (arrays
 * GCC keeps on the stack); a block of another mark or a mixed one sends the
 * run to the exact test. */
static bool own_pure(struct rt_run *R, int space, uint64_t off, uint64_t len, int32_t v)
{
	const int32_t *blk = R->blk[space], *own = R->own[space];
	uint64_t end = off + len, b0 = off / OWN_BLOCK, nb = (end - 1) / OWN_BLOCK + 1 - b0, k = 0;
	int32_t bad = 0;
#if defined(__GNUC__)
	typedef int32_t v4 __attribute__((vector_size(16)));
	v4 x0 = {0}, x1 = {0}, vv = {v, v, v, v}, zero = {0};
	for (; k + 8 <= nb; k += 8) { /* m ^ v where m != 0: not 0 for a bad mark */
		v4 m0, m1;
		memcpy(&m0, blk + b0 + k, sizeof m0);
		memcpy(&m1, blk + b0 + k + 4, sizeof m1);
		x0 |= (m0 ^ vv) & (m0 != zero);
		x1 |= (m1 ^ vv) & (m1 != zero);
	}
	x0 |= x1;
	bad = x0[0] | x0[1] | x0[2] | x0[3];
#endif
	for (; k < nb; k++)
		bad |= (blk[b0 + k] != v) & (blk[b0 + k] != 0);
	if (!bad)
		return true;
	for (uint64_t b = b0; b * OWN_BLOCK < end; b++) {
		int32_t m = blk[b];
		if (m == v || m == 0)
			continue;
		if (m != OWN_MIXED)
			return false;
		uint64_t s = b * OWN_BLOCK > off ? b * OWN_BLOCK : off, e = b * OWN_BLOCK + OWN_BLOCK < end ? b * OWN_BLOCK + OWN_BLOCK : end;
		for (uint64_t k = s; k < e; k++)
			if (own[k] != v && own[k] != 0)
				return false;
	}
	return true;
}

static bool mark_ok(struct rt_run *R, int32_t m, int handle)
{
	return m == 0 || m - 1 == handle || !bit_set(R->cur->live_in, m - 1);
}

/* Whether every byte of [off, off + len) was last written by `handle`, by
 * none, or by a handle not live at the current instruction: a mark per
 * block, per byte only in mixed blocks. */
static bool own_ok(struct rt_run *R, int space, uint64_t off, uint64_t len, int handle)
{
	const int32_t *blk = R->blk[space], *own = R->own[space];
	uint64_t end = off + len;
	for (uint64_t b = off / OWN_BLOCK; b * OWN_BLOCK < end; b++) {
		if (blk[b] != OWN_MIXED) {
			if (!mark_ok(R, blk[b], handle))
				return false;
			continue;
		}
		uint64_t s = b * OWN_BLOCK > off ? b * OWN_BLOCK : off, e = b * OWN_BLOCK + OWN_BLOCK < end ? b * OWN_BLOCK + OWN_BLOCK : end;
		for (uint64_t k = s; k < e; k++)
			if (!mark_ok(R, own[k], handle))
				return false;
	}
	return true;
}

/* The bytes of elements (r0 .. r1 - 1, c0 .. c1 - 1) of t as runs of `len`
 * bytes: run (o, i) at off + o * ostep + i * istep.  A row (row-major) or a
 * column (column-major) of the region is one run. */
struct runs {
	int64_t off, ostep, istep;
	int on, in;
	uint64_t len;
};

static struct runs region_runs(const struct rt_tilev *t, int r0, int c0, int r1, int c1)
{
	int64_t es = rt_dtype_size(t->dtype), off = (int64_t)t->addr + (r0 * t->rs + c0 * t->cs) * es;
	if (r1 <= r0 || c1 <= c0)
		return (struct runs){off, 0, 0, 0, 0, 0};
	if (t->cs == 1 && t->rs == c1 - c0) /* rows back to back */
		return (struct runs){off, 0, 0, 1, 1, (uint64_t)((r1 - r0) * (c1 - c0) * es)};
	if (t->cs == 1)
		return (struct runs){off, t->rs * es, 0, r1 - r0, 1, (uint64_t)((c1 - c0) * es)};
	if (t->rs == 1)
		return (struct runs){off, t->cs * es, 0, c1 - c0, 1, (uint64_t)((r1 - r0) * es)};
	return (struct runs){off, t->rs * es, t->cs * es, r1 - r0, c1 - c0, (uint64_t)es};
}

void rt_mark_region(struct rt_run *R, const struct rt_tilev *t, int r0, int c0, int r1, int c1)
{
	if (t->handle >= 0)
		R->wrote[t->handle / 64] |= 1ull << (t->handle % 64);
	if (t->br) {
		/* the whole of a tile of whole boxes at once, else a row's runs
		 * inside each row-major box */
		int es = rt_dtype_size(t->dtype);
		if (!t->r0 && !t->c0 && !r0 && !c0 && r1 == t->rows && c1 == t->cols && t->rows % t->br == 0 &&
		    t->cols % t->bc == 0) {
			own_mark(R, t->space, t->addr, rt_tile_span(t), t->handle + 1);
			return;
		}
		for (int r = r0; r < r1; r++)
			for (int c = c0; c < c1;) {
				int n = t->ics == 1 ? t->bc - (c + t->c0) % t->bc : 1;
				if (n > c1 - c)
					n = c1 - c;
				own_mark(R, t->space, t->addr + (uint64_t)(rt_tile_off(t, r, c) * es), (uint64_t)n * (uint64_t)es,
					 t->handle + 1);
				c += n;
			}
		return;
	}
	struct runs u = region_runs(t, r0, c0, r1, c1);
	for (int o = 0; o < u.on; o++)
		for (int i = 0; i < u.in; i++)
			own_mark(R, t->space, (uint64_t)(u.off + o * u.ostep + i * u.istep), u.len, t->handle + 1);
}

/* Checks the valid region of `t` (rows r0..r1, cols c0..c1) against the
 * owner map: every element must have been written through t's handle, or
 * through a handle whose data is no longer live here.  A handle that has not
 * written yet reads the buffer as it is.  Bytes all marked by t's handle or
 * by none pass at once, others block by block; only a region that fails is
 * checked element by element in order, so that the error names the first. */
static bool check_read_region(struct rt_run *R, const struct rt_tilev *t, int slot, int r1, int c1)
{
	if (t->handle < 0 || !bit_set(R->wrote, t->handle))
		return true;
	/* a boxed tile: the bytes of its boxes at once, else element by element */
	if (t->br && own_pure(R, t->space, t->addr, rt_tile_span(t), t->handle + 1))
		return true;
	if (t->br)
		goto report;
	struct runs u = region_runs(t, 0, 0, r1, c1);
	bool pure = true;
	for (int o = 0; o < u.on && pure; o++)
		for (int i = 0; i < u.in && pure; i++)
			pure = own_pure(R, t->space, (uint64_t)(u.off + o * u.ostep + i * u.istep), u.len, t->handle + 1);
	for (int o = 0; o < u.on && !pure; o++)
		for (int i = 0; i < u.in && !pure; i++)
			if (!own_ok(R, t->space, (uint64_t)(u.off + o * u.ostep + i * u.istep), u.len, t->handle))
				goto report;
	return true;
report:;
	int es = rt_dtype_size(t->dtype);
	for (int r = 0; r < r1; r++)
		for (int c = 0; c < c1; c++) {
			uint64_t off = t->addr + (uint64_t)(rt_tile_off(t, r, c) * es);
			for (int k = 0; k < es; k++) {
				int32_t w = owner_at(R, t->space, off + k) - 1;
				if (w < 0 || w == t->handle || !bit_set(R->cur->live_in, w))
					continue;
				return rt_fail(R, "%s reads %s bytes [%llu, %llu) at element (%d, %d) last written "
					       "through %s, which is still live (overlapping tile addresses)",
					    rt_slot_name(R, slot), rt_space_names[t->space],
					    (unsigned long long)t->addr, (unsigned long long)(t->addr + rt_tile_span(t)), r, c,
					    handle_name(R, w));
			}
		}
	return true;
}

bool rt_check_read(struct rt_run *R, const struct rt_tilev *t, int slot)
{
	return check_read_region(R, t, slot, t->vr, t->vc);
}

/* ---- tiles ---- */

/* The fractal box (rows x cols) of a boxed tile, 0 x 0 when the runtime keeps
 * it strided: an Acc (L0C) tile of 1024-byte fractals is 16 x 16 boxes; a
 * Mat, Left or Right tile of 512-byte fractals of whole boxes is 16 rows of
 * 32 bytes (slayout row_major) or 16 columns of 32 bytes (col_major).  FP4
 * tiles pack their nibbles along the fractals' inner axis (rt_fp4_pairs_cols)
 * and stay strided. */
static void tile_box(const struct rt_tilev *t, int *br, int *bc)
{
	*br = *bc = 0;
	if (t->slayout == TL_none_box || t->dtype == DT_FP4)
		return;
	if (t->space == MS_Acc && t->fractal == 1024) {
		*br = *bc = 16;
		return;
	}
	int es = rt_dtype_size(t->dtype);
	if ((t->space != MS_Mat && t->space != MS_Left && t->space != MS_Right) || t->fractal != 512 || 32 % es)
		return;
	int r = t->slayout == TL_col_major ? 32 / es : 16, c = t->slayout == TL_col_major ? 16 : 32 / es;
	if (t->rows % r || t->cols % c)
		return;
	*br = r;
	*bc = c;
}

void rt_tile_layout(struct rt_tilev *t)
{
	if (t->blayout == TL_col_major) {
		t->rs = 1;
		t->cs = t->rows;
	} else {
		t->rs = t->cols;
		t->cs = 1;
	}
	t->r0 = t->c0 = 0;
	tile_box(t, &t->br, &t->bc);
	if (!t->br)
		return;
	/* boxes column after column (blayout col_major: NZ) or row after row,
	 * each row-major (slayout row_major) or column-major */
	int64_t box = (int64_t)t->br * t->bc, nbr = (t->rows + t->br - 1) / t->br, nbc = (t->cols + t->bc - 1) / t->bc;
	t->rbs = t->blayout == TL_col_major ? box : nbc * box;
	t->cbs = t->blayout == TL_col_major ? nbr * box : box;
	t->irs = t->slayout == TL_col_major ? 1 : t->bc;
	t->ics = t->slayout == TL_col_major ? t->br : 1;
}

/* The tile of an alloc_tile / alloc_multi_tile slot: type, valid shape
 * (operands hi, step), strides; its space's memory exists. */
bool rt_alloc_tilev(struct rt_run *R, struct rt_inst *in, struct rt_tilev *out)
{
	return rt_tilev_of(R, in, false, out);
}

/* An origin or extent `x` of FP4 tile t along axis `cols` (else rows) as
 * carriers where t's type counts elements along it (rt_fp4_elements) and
 * pairs them there: a whole number of carriers, so x is even. */
bool rt_fp4_carriers(struct rt_run *R, const struct rt_tilev *t, bool cols, const char *what, int64_t *x)
{
	if (!rt_fp4_elements(t->space, t->dtype) || rt_fp4_pairs_cols(t->space, t->blayout, t->slayout) != cols)
		return true;
	if (*x % 2)
		return rt_fail(R, "an !pto.f4E2M1x2 %s at odd element %s %lld (two elements a byte)", what,
			       cols ? "column" : "row", (long long)*x);
	*x /= 2;
	return true;
}

bool rt_tilev_of(struct rt_run *R, struct rt_inst *in, bool open_is_full, struct rt_tilev *out)
{
	const struct rt_tile_type *tt = &in->rtype.tile;
	struct rt_tilev t = {tt->space, tt->dtype, tt->rows, tt->cols, tt->vrow, tt->vcol, tt->blayout,
			     tt->slayout, tt->pad};
	t.fractal = tt->fractal;
	int64_t x;
	if (in->hi >= 0) {
		if (!rt_get_int(R, in->hi, &x) || !rt_fp4_carriers(R, &t, false, "valid extent", &x))
			return false;
		if (x < 0 || x > t.rows)
			return rt_fail(R, "valid_row %lld is outside [0, %d]", (long long)x, t.rows);
		t.vr = (int)x;
	}
	if (in->step >= 0) {
		if (!rt_get_int(R, in->step, &x) || !rt_fp4_carriers(R, &t, true, "valid extent", &x))
			return false;
		if (x < 0 || x > t.cols)
			return rt_fail(R, "valid_col %lld is outside [0, %d]", (long long)x, t.cols);
		t.vc = (int)x;
	}
	if (open_is_full && t.vr < 0 && in->hi < 0)
		t.vr = t.rows;
	if (open_is_full && t.vc < 0 && in->step < 0)
		t.vc = t.cols;
	if (t.vr < 0 || t.vc < 0)
		return rt_fail(R, "valid_row/valid_col operands are required because the type has v_row/v_col = ?");
	if (t.vr > t.rows || t.vc > t.cols)
		return rt_fail(R, "valid shape %dx%d exceeds the tile shape %dx%d", t.vr, t.vc, t.rows, t.cols);
	rt_tile_layout(&t);
	*out = t;
	return space_mem(R, t.space);
}

/* An addr-less allocation (PTOAS form) gets its own fixed place of `bytes`,
 * chosen at its first execution. */
uint64_t rt_auto_place(struct rt_run *R, struct rt_inst *in, int space, uint64_t bytes)
{
	if (in->ival == 0) {
		/* saturating: an address past every capacity is refused by
		 * rt_check_capacity, and ival stays a positive int64 */
		uint64_t at = size_align_sat(R->bump[space], 512);
		if (at > (uint64_t)INT64_MAX - 1)
			at = (uint64_t)INT64_MAX - 1;
		in->ival = (int64_t)at + 1;
		R->bump[space] = size_add_sat(at, bytes);
	}
	return (uint64_t)in->ival - 1;
}

bool rt_check_capacity(struct rt_run *R, struct rt_inst *in, const struct rt_tilev *t, uint64_t bytes)
{
	uint64_t cap = R->caps->bytes[t->space], end;
	if (size_add(t->addr, bytes, &end) && end <= cap) {
		zero_to(R, t->space, end);
		return true;
	}
	return rt_fail(R, "tile %s at %s address %llu needs %llu bytes, past the %s capacity of %llu bytes",
		       in->nres ? rt_slot_name(R, in->res[0]) : "?", rt_space_names[t->space],
		       (unsigned long long)t->addr, (unsigned long long)bytes, rt_space_names[t->space],
		       (unsigned long long)cap);
}

static bool exec_alloc(struct rt_run *R, struct rt_inst *in)
{
	struct rt_tilev t;
	int64_t x;
	if (!rt_alloc_tilev(R, in, &t))
		return false;
	uint64_t bytes = rt_tile_span(&t);
	if (in->lo >= 0) {
		if (!rt_get_int(R, in->lo, &x))
			return false;
		if (x < 0)
			return rt_fail(R, "negative tile address %lld", (long long)x);
		t.addr = (uint64_t)x;
	} else {
		t.addr = rt_auto_place(R, in, t.space, bytes);
	}
	if (!rt_check_capacity(R, in, &t, bytes))
		return false;
	t.handle = in->nres ? R->f->slot_handle[in->res[0]] : -1;
	rt_set_tile(R, in->res[0], &t);
	return true;
}

/* pto.alloc_multi_tile: `count` tiles of the slot type one after another
 * (distinct bytes), placed like an addr-less alloc_tile; the region's valid
 * shape applies to every slot. */
static bool exec_alloc_multi(struct rt_run *R, struct rt_inst *in)
{
	struct rt_tilev t;
	if (!rt_alloc_tilev(R, in, &t))
		return false;
	int64_t count = in->rtype.dims[0];
	uint64_t bytes;
	if (count < 0 || !size_mul(rt_tile_span(&t), (uint64_t)count, &bytes))
		bytes = UINT64_MAX;
	t.addr = rt_auto_place(R, in, t.space, bytes);
	if (!rt_check_capacity(R, in, &t, bytes))
		return false;
	t.handle = R->f->slot_handle[in->res[0]];
	struct rt_val *v = rt_slot_val(R, in->res[0]);
	memset(v, 0, sizeof *v);
	v->kind = V_MTILE;
	v->dtype = t.dtype;
	v->i = count;
	v->t = t;
	return true;
}

/* pto.multi_tile_get %r[%k]: slot k's tile, with slot k's handle. */
static bool exec_multi_get(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *r;
	int64_t k;
	if (!rt_get_kind(R, in->lo, V_MTILE, "a multi_tile region", &r) || !rt_get_int(R, in->hi, &k))
		return false;
	if (k < 0 || k >= r->i)
		return rt_fail(R, "slot index %s = %lld is outside [0, %lld) of %s", rt_slot_name(R, in->hi), (long long)k,
			       (long long)r->i, rt_slot_name(R, in->lo));
	struct rt_tilev t = r->t;
	t.addr += rt_tile_span(&r->t) * (uint64_t)k;
	t.handle += (int)k;
	rt_set_tile(R, in->res[0], &t);
	return true;
}

static bool exec_reshape(struct rt_run *R, struct rt_inst *in)
{
	struct rt_tilev *s;
	if (!rt_get_tile(R, in->lo, &s))
		return false;
	const struct rt_tile_type *tt = &in->rtype.tile;
	struct rt_tilev t = *s;
	t.dtype = tt->dtype;
	t.rows = tt->rows;
	t.cols = tt->cols;
	t.blayout = tt->blayout;
	t.slayout = tt->slayout;
	t.pad = tt->pad;
	t.fractal = tt->fractal;
	/* a reshape to the same type keeps a window's place and strides */
	bool same = t.dtype == s->dtype && t.rows == s->rows && t.cols == s->cols && t.blayout == s->blayout &&
		    t.slayout == s->slayout && t.fractal == s->fractal;
	if (s->br && (s->r0 || s->c0) && !same)
		return rt_fail(R, "reshape of a window into a boxed tile");
	t.vr = tt->vrow < 0 ? t.rows : tt->vrow;
	t.vc = tt->vcol < 0 ? t.cols : tt->vcol;
	if (!same)
		rt_tile_layout(&t);
	if ((int64_t)t.rows * t.cols * rt_dtype_size(t.dtype) != (int64_t)s->rows * s->cols * rt_dtype_size(s->dtype))
		return rt_fail(R, "reshape from %dx%d %s to %dx%d %s changes the byte size", s->rows, s->cols,
			    rt_dtype_mlir(s->dtype), t.rows, t.cols, rt_dtype_mlir(t.dtype));
	if (tt->space != s->space)
		return rt_fail(R, "reshape cannot change the memory space");
	struct rt_val *v = rt_slot_val(R, in->res[0]);
	v->kind = V_TILE;
	v->t = t;
	return true;
}

static bool exec_subview(struct rt_run *R, struct rt_inst *in)
{
	struct rt_tilev *s;
	int64_t r0, c0, vr = -1, vc = -1;
	if (!rt_get_tile(R, in->lo, &s) || !rt_get_int(R, in->l1[0], &r0) || !rt_get_int(R, in->l1[1], &c0))
		return false;
	if (in->nl2 == 2 && (!rt_get_int(R, in->l2[0], &vr) || !rt_get_int(R, in->l2[1], &vc)))
		return false;
	if (!rt_fp4_carriers(R, s, false, "subview", &r0) || !rt_fp4_carriers(R, s, true, "subview", &c0) ||
	    (in->nl2 == 2 && (!rt_fp4_carriers(R, s, false, "valid extent", &vr) ||
			      !rt_fp4_carriers(R, s, true, "valid extent", &vc))))
		return false;
	const struct rt_tile_type *tt = &in->rtype.tile;
	/* the window the view addresses: its sizes, or with explicit valid
	 * extents only those (a boxed destination's sizes are rounded up to
	 * whole boxes while the valid part alone is moved: tile.gather_row) */
	int64_t er = in->nl2 == 2 ? vr : tt->rows, ec = in->nl2 == 2 ? vc : tt->cols;
	if (r0 < 0 || c0 < 0 || er < 0 || ec < 0 || er > tt->rows || ec > tt->cols || r0 > s->rows - er ||
	    c0 > s->cols - ec)
		return rt_fail(R, "window [%lld, %lld] + %lldx%lld is outside the %dx%d source tile", (long long)r0,
			    (long long)c0, (long long)er, (long long)ec, s->rows, s->cols);
	struct rt_tilev t = *s;
	if (s->br) { /* a window of the same boxed buffer */
		t.r0 = s->r0 + (int)r0;
		t.c0 = s->c0 + (int)c0;
	} else {
		t.addr = s->addr + (uint64_t)((r0 * s->rs + c0 * s->cs) * rt_dtype_size(s->dtype));
	}
	t.rows = tt->rows;
	t.cols = tt->cols;
	if (in->nl2 < 0) {
		/* pto.subset: min(size, source valid - offset mod source valid) */
		int64_t ir = s->vr > 0 ? s->vr - r0 % s->vr : 0, ic = s->vc > 0 ? s->vc - c0 % s->vc : 0;
		t.vr = (int)(ir < tt->rows ? ir : tt->rows);
		t.vc = (int)(ic < tt->cols ? ic : tt->cols);
	} else {
		t.vr = (int)(vr >= 0 ? vr : tt->vrow >= 0 ? tt->vrow : tt->rows);
		t.vc = (int)(vc >= 0 ? vc : tt->vcol >= 0 ? tt->vcol : tt->cols);
	}
	struct rt_val *v = rt_slot_val(R, in->res[0]);
	v->kind = V_TILE;
	v->t = t;
	return true;
}

/* ---- tensors ---- */

struct rt_binding *rt_rank_binds(struct rt_run *R, int rank)
{
	return rank == R->rank ? R->binds : rt_group_binds(R->group, rank);
}

struct rt_array *rt_param_array(struct rt_run *R, int rank, int param) { return rt_rank_binds(R, rank)[param].array; }

void rt_note_write(struct rt_run *R, int rank)
{
	if (rank != R->rank)
		rt_progress(R->group);
}

/* The array a pointer bound to a fill rule gets: zeros, const or iota (offset by
 * ival * the element count: rank_iota). */
static struct rt_array *new_filled(struct rt_run *R, const struct rt_binding *b, int dtype, int rank,
				   const int64_t *shape)
{
	char err[160];
	struct rt_array *a = rt_array_try_new(dtype, rank, shape, err, sizeof err);
	if (!a) {
		rt_fail(R, "%s", err);
		return NULL;
	}
	for (size_t i = 0; i < a->count; i++) {
		if (b->kind == RB_FILL_CONST)
			rt_array_set_f(a, i, b->fval);
		else if (b->kind == RB_FILL_IOTA)
			rt_array_set_f(a, i, (double)i + (double)b->ival * (double)a->count);
	}
	return a;
}

/* An FP4 tensor is held as x2 carriers, two elements a byte along its last axis,
 * while its views count elements: dim k's extent (the last one's) and stride (every
 * other one's) are halved to carriers here, where they must be even. */
static bool fp4_carriers(struct rt_run *R, const struct rt_viewv *v, int k, int64_t *ext, int64_t *stride)
{
	if (v->layout != TLY_ND)
		return rt_fail(R, "a %s view of an !pto.f4E2M1x2 tensor (its x2 carriers pair the last axis)",
			       tensor_layout_pto[v->layout]);
	bool last = k == v->rank - 1;
	int64_t *x = last ? ext : stride;
	if (last && *stride != 1)
		return rt_fail(R, "an !pto.f4E2M1x2 view whose last axis is not contiguous");
	if (*x % 2)
		return rt_fail(R, "an !pto.f4E2M1x2 view with odd %s %lld in dim %d (two elements a byte)",
			       last ? "extent" : "stride", (long long)*x, k);
	*x /= 2;
	return true;
}

/* An MX scale view (mx_a_zz: [M, K/32] in 16x2 boxes; mx_b_nn: [K/32, N] in
 * 2x16 boxes) is a dense 2-D byte tensor of whole boxes: PTO-ISA's TLOAD
 * takes these layouts as boxes of 16 x 2. */
static bool mx_view_ok(struct rt_run *R, const struct rt_viewv *v)
{
	const char *name = tensor_layout_pto[v->layout];
	if (v->rank != 2 || rt_dtype_size(v->dtype) != 1 || v->dtype == DT_FP4)
		return rt_fail(R, "an %s view must be a rank-2 tensor of 8-bit scales, not rank %d %s", name, v->rank,
			       rt_dtype_mlir(v->dtype));
	bool a = v->layout == TLY_MX_A_ZZ;
	int64_t n16 = v->shape[a ? 0 : 1], n2 = v->shape[a ? 1 : 0];
	if (n16 % 16 || n2 % 2)
		return rt_fail(R, "an %s view of shape [%lld, %lld] is not whole %s boxes (%s a multiple of 16, %s of 2)",
			       name, (long long)v->shape[0], (long long)v->shape[1], a ? "16x2" : "2x16",
			       a ? "rows" : "cols", a ? "cols" : "rows");
	if (v->strides[0] != v->shape[1] || v->strides[1] != 1)
		return rt_fail(R, "an %s view with strides [%lld, %lld] (its boxes are dense: [%lld, 1])", name,
			       (long long)v->strides[0], (long long)v->strides[1], (long long)v->shape[1]);
	return true;
}

static bool exec_tview(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *p;
	if (!rt_get_kind(R, in->lo, V_PTR, "a pointer parameter", &p))
		return false;
	if (p->off)
		return rt_fail(R, "a tensor view of a pointer moved by pto.addptr is not supported");
	struct rt_viewv *v = ARENA_NEW(&R->arena, struct rt_viewv);
	v->param = (int)p->i;
	v->owner = p->owner;
	v->dtype = p->dtype;
	v->rank = in->nl1;
	const char *lay = "nd";
	for (int i = 0; i < in->nattrs; i++)
		if (strcmp(in->attrs[i].key, "layout") == 0)
			lay = in->attrs[i].val;
	v->layout = TLY_COUNT;
	for (int l = 0; l < TLY_COUNT; l++)
		if (l != TLY_NZ && strcmp(lay, tensor_layout_pto[l]) == 0)
			v->layout = l;
	if (v->layout == TLY_COUNT)
		return rt_fail(R, "tensor layout '%s' is not supported (nd, dn, mx_a_zz and mx_b_nn are)", lay);
	/* need: elements up to the last one the view reaches; dense: its
	 * element count.  Both bound every offset computed through the view
	 * and its partitions, so they are checked here once. */
	int64_t need = 1, dense = 1, ext;
	for (int k = 0; k < v->rank; k++) {
		if (!rt_get_int(R, in->l1[k], &v->shape[k]) || !rt_get_int(R, in->l2[k], &v->strides[k]))
			return false;
		if (v->dtype == DT_FP4 && !fp4_carriers(R, v, k, &v->shape[k], &v->strides[k]))
			return false;
		if (v->shape[k] <= 0 || v->strides[k] < 0)
			return rt_fail(R, "bad shape/stride %lld/%lld in dim %d", (long long)v->shape[k],
				    (long long)v->strides[k], k);
		if (!i64_mul(v->shape[k] - 1, v->strides[k], &ext) || !i64_add(need, ext, &need) ||
		    !i64_mul(dense, v->shape[k], &dense))
			return rt_fail(R, "a tensor view of shape and strides this large has more than "
				       "2^63 elements");
	}
	if (rt_view_is_mx(v) && !mx_view_ok(R, v))
		return false;
	struct rt_binding *b = &rt_rank_binds(R, v->owner)[v->param];
	if (!b->array) {
		if (b->kind == RB_ARRAY)
			return rt_fail(R, "parameter %d has no array", v->param);
		int64_t one = need;
		bool packed = need == dense;
		b->array = new_filled(R, b, v->dtype, packed ? v->rank : 1, packed ? v->shape : &one);
		if (!b->array)
			return false;
	}
	struct rt_array *a = b->array;
	if (rt_dtype_raw_bytes_of(a->dtype, v->dtype))
		a->dtype = v->dtype; /* u8 codes of an 8-bit float: the array takes the float dtype */
	if (a->dtype != v->dtype)
		return rt_fail(R, "parameter %d is !pto.ptr<%s> but its array holds %s", v->param, rt_dtype_mlir(v->dtype),
			    rt_dtype_mlir(a->dtype));
	if ((int64_t)a->count < need)
		return rt_fail(R, "the view needs %lld elements but parameter %d's array has %zu", (long long)need,
			    v->param, a->count);
	struct rt_val *r = rt_slot_val(R, in->res[0]);
	memset(r, 0, sizeof *r);
	r->kind = V_TVIEW;
	r->v = v;
	return true;
}

static bool exec_pview(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *tv;
	if (!rt_get_kind(R, in->lo, V_TVIEW, "a tensor view", &tv))
		return false;
	if (in->nl1 != tv->v->rank)
		return rt_fail(R, "%d offsets for a rank-%d tensor view", in->nl1, tv->v->rank);
	struct rt_viewv *v = ARENA_NEW(&R->arena, struct rt_viewv);
	*v = *tv->v;
	for (int k = 0; k < v->rank; k++) {
		if (!rt_get_int(R, in->l1[k], &v->off[k]) || !rt_get_int(R, in->l2[k], &v->size[k]))
			return false;
		if (in->rtype.kind == TY_PVIEW && k < in->rtype.rank && in->rtype.dims[k] >= 0 &&
		    in->rtype.dims[k] != v->size[k])
			return rt_fail(R, "size/result mismatch at dim %d: size operand=%lld result type dim=%lld", k,
				    (long long)v->size[k], (long long)in->rtype.dims[k]);
		if (v->dtype == DT_FP4 && k == v->rank - 1) { /* elements to x2 carriers */
			if (v->off[k] % 2 || v->size[k] % 2)
				return rt_fail(R, "an !pto.f4E2M1x2 window at odd offset %lld or size %lld of its "
					       "last axis (two elements a byte)", (long long)v->off[k],
					       (long long)v->size[k]);
			v->off[k] /= 2;
			v->size[k] /= 2;
		}
		int64_t end;
		if (v->off[k] < 0 || v->size[k] < 0 || !i64_add(v->off[k], v->size[k], &end) ||
		    end > v->shape[k])
			return rt_fail(R, "window offset %lld + size %lld is outside dim %d of extent %lld",
				    (long long)v->off[k], (long long)v->size[k], k, (long long)v->shape[k]);
	}
	struct rt_val *r = rt_slot_val(R, in->res[0]);
	memset(r, 0, sizeof *r);
	r->kind = V_PVIEW;
	r->v = v;
	return true;
}

/* A pointer `*off` elements past the start of a parameter of rank *rank, moved by
 * pto.addptr: an offset of k windows (RT_WINDOW_BYTES each, rounded to the nearest)
 * moves it to the same parameter of rank *rank + k (rt_run_ranks). */
static bool peer_window(struct rt_run *R, int dtype, int *rank, int64_t *off)
{
	int64_t win = RT_WINDOW_BYTES / rt_dtype_size(dtype);
	int64_t k = (*off >= 0 ? *off + win / 2 : *off - win / 2 + 1) / win;
	if (!k)
		return true;
	if (*rank + k < 0 || *rank + k >= R->world)
		return rt_fail(R, "the pointer moves into the window of rank %lld, outside the %d rank%s of the run%s",
			       (long long)(*rank + k), R->world, R->world > 1 ? "s" : "",
			       R->world > 1 ? "" : " (ptoc check --ranks N)");
	*rank += (int)k;
	*off -= k * win;
	return true;
}

static bool exec_scalar_mem(struct rt_run *R, struct rt_inst *in)
{
	struct rt_val *p;
	int64_t off;
	if (!rt_get_kind(R, in->lo, V_PTR, "a pointer parameter", &p) || !rt_get_int(R, in->hi, &off))
		return false;
	if (__builtin_add_overflow(off, p->off, &off))
		return rt_fail(R, "offset past int64");
	struct rt_array *a = rt_param_array(R, p->owner, (int)p->i);
	if (!a)
		return rt_fail(R, "parameter %lld has no array (bind it with --in)", (long long)p->i);
	if (off < 0 || (size_t)off >= a->count)
		return rt_fail(R, "offset %lld is outside the %zu-element array", (long long)off, a->count);
	uint8_t *e = a->data + off * rt_dtype_size(a->dtype);
	struct rt_log *log = rt_param_log(R, p->owner, (int)p->i);
	if (log)
		rt_log_add(log, in->kind == OPK_LOAD_SCALAR ? RT_ACC_READ : RT_ACC_WRITE, (uint64_t)off,
			   (uint64_t)off + 1);
	if (in->kind == OPK_LOAD_SCALAR) {
		rt_set_scalar(R, in->res[0], a->dtype, rt_ld_i(a->dtype, e), rt_ld_f(a->dtype, e));
		return true;
	}
	struct rt_val *x;
	if (!rt_get_kind(R, in->step, V_SCALAR, "a scalar", &x))
		return false;
	if (rt_dtype_is_float(a->dtype))
		rt_st_f(a->dtype, e, rt_dtype_is_float(x->dtype) ? x->f : (double)x->i);
	else
		rt_st_i(a->dtype, e, rt_dtype_is_float(x->dtype) ? rt_f2i(x->f) : x->i);
	rt_note_write(R, p->owner);
	return true;
}

/* pto.declare_local_array / local_array_get / local_array_set.  The array
 * is updated in place (array.update_element is SSA-functional in the DSL
 * but lowered in place), so every copy of the value sees the store.  A new
 * array holds zeros. */
static bool exec_local_array(struct rt_run *R, struct rt_inst *in)
{
	int dt = in->rtype.dtype;
	int64_t n = in->rtype.dims[0];
	if (in->kind != OPK_LARRAY_SET && in->nres != 1)
		return rt_fail(R, "expected one result");
	if (in->kind == OPK_LARRAY) {
		struct rt_val *r = rt_slot_val(R, in->res[0]);
		memset(r, 0, sizeof *r);
		r->kind = V_LARRAY;
		r->dtype = dt;
		r->i = n;
		r->la = ARENA_ARRAY(&R->arena, uint8_t, n * rt_dtype_size(dt)); /* zeroed */
		return true;
	}
	struct rt_val *a, *x;
	int64_t k;
	if (!rt_get_kind(R, in->lo, V_LARRAY, "a local array", &a) || !rt_get_int(R, in->hi, &k))
		return false;
	if (k < 0 || k >= a->i)
		return rt_fail(R, "index %lld is outside the %lld-element local array", (long long)k, (long long)a->i);
	uint8_t *e = a->la + k * rt_dtype_size(a->dtype);
	if (in->kind == OPK_LARRAY_GET) {
		rt_set_scalar(R, in->res[0], a->dtype, rt_ld_i(a->dtype, e), rt_ld_f(a->dtype, e));
		return true;
	}
	if (!rt_get_kind(R, in->step, V_SCALAR, "a scalar", &x))
		return false;
	if (rt_dtype_is_float(a->dtype))
		rt_st_f(a->dtype, e, rt_dtype_is_float(x->dtype) ? x->f : (double)x->i);
	else
		rt_st_i(a->dtype, e, rt_dtype_is_float(x->dtype) ? rt_f2i(x->f) : x->i);
	return true;
}

/* ---- asynchronous prefetch ---- */

/* Bytes of the host buffer a workspace pointer gets when no array is bound
 * to it: the interpreter never reads it, a prefetch changes no data. */
#define RT_WORKSPACE_BYTES 256

/* A workspace pointer with no array gets a small buffer (its fill rule,
 * zeros by default), so it has an array like every other pointer after the
 * run; the caller owns it then. */
static bool bind_workspace(struct rt_run *R, const struct rt_val *p)
{
	struct rt_binding *b = &R->binds[p->i];
	if (b->array)
		return true;
	if (b->kind == RB_ARRAY)
		return rt_fail(R, "parameter %lld has no array", (long long)p->i);
	int64_t n = RT_WORKSPACE_BYTES / rt_dtype_size(p->dtype);
	b->array = new_filled(R, b, p->dtype, 1, &n);
	return b->array != NULL;
}

/* make_prefetch_async_context, get_prefetch_async_session, tprefetch_async,
 * wait_async_event: check the operands (rt_async_ops) and define the
 * result.  No data moves. */
static bool exec_async(struct rt_run *R, struct rt_inst *in)
{
	static const char *const what[] = {
		[RH_PTR] = "a pointer parameter", [RH_PVIEW] = "a partition view",
		[RH_CTX] = "a prefetch context", [RH_SESSION] = "an async session",
		[RH_EVENT] = "an async event",
	};
	const struct rt_async_op *op = &rt_async_ops[in->op];
	for (int k = 0; k < op->nargs; k++) {
		int want = op->args[k];
		int kind = want == RH_PTR ? V_PTR : want == RH_PVIEW ? V_PVIEW : V_HANDLE;
		struct rt_val *v;
		if (!rt_get_kind(R, in->args[k], kind, what[want], &v))
			return false;
		if (kind == V_HANDLE && v->i != want)
			return rt_fail(R, "%s is not %s", rt_slot_name(R, in->args[k]), what[want]);
		if (kind == V_PTR && v->off)
			return rt_fail(R, "%s must be a parameter, not a pointer moved by pto.addptr",
				       rt_slot_name(R, in->args[k]));
		if (kind == V_PTR && !bind_workspace(R, v))
			return false;
	}
	if (in->nres == 0)
		return true;
	if (op->result == RH_DONE) {
		rt_set_scalar(R, in->res[0], DT_BOOL, 1, 1.0);
		return true;
	}
	struct rt_val *r = rt_slot_val(R, in->res[0]);
	memset(r, 0, sizeof *r);
	r->kind = V_HANDLE;
	r->i = op->result;
	return true;
}

/* ---- control flow ---- */

static bool exec_block(struct rt_run *R, struct rt_block *b);

/* One more trip of loop `in` within the run's step budget (the error is at
 * the loop, so it names the loop and its line). */
static bool take_step(struct rt_run *R, struct rt_inst *in)
{
	if (++R->steps <= R->max_steps)
		return true;
	R->cur = in;
	return rt_fail(R, "more than %llu loop iterations in this run (the step budget; "
		       "--max-steps N raises it)", (unsigned long long)R->max_steps);
}

static bool exec_for(struct rt_run *R, struct rt_inst *in)
{
	int64_t lo, hi, step;
	if (!rt_get_int(R, in->lo, &lo) || !rt_get_int(R, in->hi, &hi) || !rt_get_int(R, in->step, &step))
		return false;
	if (step <= 0)
		return rt_fail(R, "loop step %lld is not positive", (long long)step);
	for (int k = 0; k < in->niter; k++)
		*rt_slot_val(R, in->iter_arg[k]) = *rt_slot_val(R, in->iter_init[k]);
	/* the induction variable never passes hi: the last trip is the one
	 * with at most `step` left (hi - i taken unsigned: exact for i < hi) */
	for (int64_t i = lo; i < hi;) {
		if (!take_step(R, in))
			return false;
		rt_set_scalar(R, in->ind, DT_INDEX, i, 0);
		R->nyield = 0;
		if (!exec_block(R, &in->body))
			return false;
		if (R->returned)
			return true;
		if (R->nyield != in->niter) {
			R->cur = in;
			return rt_fail(R, "the body yields %d values for %d iter_args", R->nyield, in->niter);
		}
		for (int k = 0; k < in->niter; k++)
			*rt_slot_val(R, in->iter_arg[k]) = R->yield[k];
		if ((uint64_t)hi - (uint64_t)i <= (uint64_t)step)
			break;
		i += step;
	}
	for (int k = 0; k < in->nres; k++)
		*rt_slot_val(R, in->res[k]) = *rt_slot_val(R, in->iter_arg[k]);
	R->nyield = 0; /* the body's yields are the loop's own */
	return true;
}

/* scf.while: the before region ends in scf.condition(%c) args; while %c
 * holds, the args feed the after region, whose yield feeds the next round. */
static bool exec_while(struct rt_run *R, struct rt_inst *in)
{
	for (int k = 0; k < in->niter; k++)
		*rt_slot_val(R, in->iter_arg[k]) = *rt_slot_val(R, in->iter_init[k]);
	for (;;) {
		if (!take_step(R, in))
			return false;
		R->cond_set = false;
		R->nyield = 0;
		if (!exec_block(R, &in->body))
			return false;
		if (R->returned)
			return true;
		R->cur = in;
		if (!R->cond_set)
			return rt_fail(R, "the before region does not end in scf.condition");
		if (!R->cond) {
			if (R->nyield < in->nres)
				return rt_fail(R, "scf.condition passes %d values for %d results", R->nyield, in->nres);
			for (int k = 0; k < in->nres; k++)
				*rt_slot_val(R, in->res[k]) = R->yield[k];
			R->nyield = 0; /* consumed: not a yield of an enclosing region */
			return true;
		}
		for (int k = 0; k < in->nl1 && k < R->nyield; k++)
			*rt_slot_val(R, in->l1[k]) = R->yield[k];
		R->nyield = 0;
		if (!exec_block(R, &in->els))
			return false;
		if (R->returned)
			return true;
		R->cur = in;
		if (R->nyield != in->niter)
			return rt_fail(R, "the after region yields %d values for %d loop values", R->nyield, in->niter);
		for (int k = 0; k < in->niter; k++)
			*rt_slot_val(R, in->iter_arg[k]) = R->yield[k];
	}
}

static bool exec_if(struct rt_run *R, struct rt_inst *in)
{
	int64_t c;
	if (!rt_get_int(R, in->lo, &c))
		return false;
	R->nyield = 0;
	if (!exec_block(R, c ? &in->body : &in->els))
		return false;
	if (R->returned)
		return true;
	R->cur = in;
	if (R->nyield < in->nres)
		return rt_fail(R, "the branch yields %d values for %d results", R->nyield, in->nres);
	for (int k = 0; k < in->nres; k++)
		*rt_slot_val(R, in->res[k]) = R->yield[k];
	R->nyield = 0;
	return true;
}

static bool exec_inst(struct rt_run *R, struct rt_inst *in)
{
	R->cur = in;
	switch (in->kind) {
	case OPK_CONST:
		if (in->rtype.kind != TY_SCALAR)
			return true;
		rt_set_scalar(R, in->res[0], in->rtype.dtype, in->ival, in->fval);
		return true;
	case OPK_ARITH: return exec_arith(R, in);
	case OPK_CAST: return exec_cast(R, in);
	case OPK_SELECT: {
		int64_t c;
		if (in->nargs != 3 || !rt_get_int(R, in->args[0], &c))
			return in->nargs != 3 ? rt_fail(R, "expected three operands") : false;
		*rt_slot_val(R, in->res[0]) = *rt_slot_val(R, in->args[c ? 1 : 2]);
		return true;
	}
	case OPK_FOR: return exec_for(R, in);
	case OPK_IF: return exec_if(R, in);
	case OPK_WHILE: return exec_while(R, in);
	case OPK_CONDITION: {
		int64_t c;
		if (!rt_get_int(R, in->lo, &c))
			return false;
		R->cond_set = true;
		R->cond = c != 0;
		R->nyield = in->nargs < 16 ? in->nargs : 16;
		for (int k = 0; k < R->nyield; k++)
			R->yield[k] = *rt_slot_val(R, in->args[k]);
		return true;
	}
	case OPK_YIELD:
		R->nyield = in->nargs < 16 ? in->nargs : 16;
		for (int k = 0; k < R->nyield; k++)
			R->yield[k] = *rt_slot_val(R, in->args[k]);
		return true;
	case OPK_RETURN: R->returned = true; return true;
	case OPK_MAKE_TVIEW: return exec_tview(R, in);
	case OPK_PVIEW: return exec_pview(R, in);
	case OPK_ALLOC: return exec_alloc(R, in);
	case OPK_ALLOC_MULTI: return exec_alloc_multi(R, in);
	case OPK_MULTI_GET: return exec_multi_get(R, in);
	case OPK_RESHAPE: return exec_reshape(R, in);
	case OPK_SUBVIEW: return exec_subview(R, in);
	case OPK_LOAD_SCALAR: case OPK_STORE_SCALAR: return exec_scalar_mem(R, in);
	case OPK_ADDPTR: {
		struct rt_val *p;
		int64_t n, off;
		if (!rt_get_kind(R, in->lo, V_PTR, "a pointer parameter", &p) || !rt_get_int(R, in->hi, &n))
			return false;
		if (__builtin_add_overflow(p->off, n, &off))
			return rt_fail(R, "the pointer moves past int64");
		int rank = p->owner;
		if (!peer_window(R, p->dtype, &rank, &off))
			return false;
		if (off < 0)
			return rt_fail(R, "the pointer moves %lld elements before its parameter's start", (long long)n);
		struct rt_val *r = rt_slot_val(R, in->res[0]);
		*r = *p;
		r->off = off;
		r->owner = rank;
		return true;
	}
	case OPK_SET_FFTS: {
		/* installs the FFTS workspace of cross-core events; the interpreter
		 * orders cores itself, so only the workspace is checked: a pointer
		 * to at least 256 INT64 (reference ops-and-backends 1.x) */
		struct rt_val *p;
		if (!rt_get_kind(R, in->args[0], V_PTR, "a pointer parameter", &p))
			return false;
		const struct rt_array *a = R->binds[p->i].array;
		if (p->off)
			return rt_fail(R, "the FFTS workspace must be a parameter, not a pointer moved by pto.addptr");
		if (p->dtype != DT_INT64 || (a && (a->dtype != DT_INT64 || a->count < 256)))
			return rt_fail(R, "the FFTS workspace must be at least 256 INT64 elements");
		return true;
	}
	case OPK_SETVALID: {
		struct rt_tilev *t;
		int64_t r, c;
		if (!rt_get_tile(R, in->args[0], &t) || !rt_get_int(R, in->args[1], &r) || !rt_get_int(R, in->args[2], &c) ||
		    !rt_fp4_carriers(R, t, false, "valid extent", &r) || !rt_fp4_carriers(R, t, true, "valid extent", &c))
			return false;
		if (r < 0 || c < 0 || r > t->rows || c > t->cols)
			return rt_fail(R, "valid shape %lldx%lld exceeds the tile shape %dx%d", (long long)r, (long long)c,
				    t->rows, t->cols);
		t->vr = (int)r;
		t->vc = (int)c;
		return true;
	}
	case OPK_COMPUTE: case OPK_GETVAL: return rt_exec_compute(R, in);
	case OPK_COMM: return rt_exec_comm(R, in);
	case OPK_LARRAY: case OPK_LARRAY_GET: case OPK_LARRAY_SET: return exec_local_array(R, in);
	case OPK_ASYNC: return exec_async(R, in);
	case OPK_PIPE: return rt_exec_pipe(R, in);
	default: return true;
	}
}

static bool exec_block(struct rt_run *R, struct rt_block *b)
{
	for (int i = 0; i < b->n && !R->returned; i++)
		if (!exec_inst(R, b->v[i]))
			return false;
	return true;
}

/* ---- placing the addr-less allocations (PTOAS form) ----
 * As ptoas's memory planner does, an addr-less alloc_tile or
 * alloc_multi_tile gets a place that only tiles live at the same time keep
 * apart: a buffer whose data is dead is reused.  A handle occupies its bytes
 * from the first to the last instruction (in program order, loops and
 * branches flattened) where it is live (rt_liveness), written or allocated;
 * the loop liveness fixpoint makes a value carried around a loop live over
 * the whole body.  The span starts no earlier than the first instruction
 * that reads or writes the handle: data "live" before it (read first in a
 * branch, as an accumulator's `if k == 0` fresh product) is undefined.  Tiles are placed first-fit in the order their spans
 * begin, 512-byte aligned; the reserved buffers of pipes follow the highest
 * end (rt_auto_place). */

struct place_item {
	struct rt_inst *in;
	int h, nh, space;
	int64_t lo, hi;
	uint64_t bytes, at;
};

struct placer {
	const struct rt_func *f;
	int words;
	int64_t pos, *hlo, *hhi, *hfirst; /* hfirst: the first instruction naming the handle */
	struct place_item *v;
	uint32_t n, cap;
};

static void span_handles(struct placer *P, int h, int nh)
{
	for (int k = h; k >= 0 && k < h + nh && k < P->f->nhandles; k++) {
		if (P->hlo[k] < 0)
			P->hlo[k] = P->pos;
		P->hhi[k] = P->pos;
	}
}

static void span_slot(struct placer *P, int slot)
{
	if (slot >= 0 && P->f->slot_handle[slot] >= 0)
		span_handles(P, P->f->slot_handle[slot], P->f->slot_nh[slot]);
}

static void touch_slot(struct placer *P, int slot)
{
	const struct rt_func *f = P->f;
	if (slot < 0 || f->slot_handle[slot] < 0)
		return;
	for (int k = f->slot_handle[slot]; k < f->slot_handle[slot] + f->slot_nh[slot] && k < f->nhandles; k++)
		if (P->hfirst[k] < 0)
			P->hfirst[k] = P->pos;
}

static uint64_t alloc_bytes(const struct rt_inst *in)
{
	const struct rt_tile_type *tt = &in->rtype.tile;
	struct rt_tilev t = {.space = tt->space, .dtype = tt->dtype, .rows = tt->rows, .cols = tt->cols,
			     .blayout = tt->blayout, .slayout = tt->slayout, .fractal = tt->fractal};
	rt_tile_layout(&t);
	uint64_t bytes = rt_tile_span(&t);
	if (in->kind == OPK_ALLOC_MULTI) {
		int64_t count = in->rtype.dims[0];
		if (count < 0 || !size_mul(bytes, (uint64_t)count, &bytes))
			bytes = UINT64_MAX;
	}
	return bytes;
}

/* A buffer live into loop `in` (at position `at`) and first named inside
 * it carries data around the loop: an iteration's instructions before that
 * first touch run while it holds the previous iteration's data, so its
 * span starts at the loop. */
static void carried_from(struct placer *P, const struct rt_inst *in, int64_t at)
{
	for (int w = 0; w < P->words; w++)
		for (uint64_t m = in->live_in[w]; m; m &= m - 1) {
			int k = w * 64 + __builtin_ctzll(m);
			if (k < P->f->nhandles && P->hfirst[k] > at)
				P->hfirst[k] = at;
		}
}

static void place_walk(struct placer *P, struct rt_block *b)
{
	const struct rt_func *f = P->f;
	for (int i = 0; i < b->n; i++) {
		struct rt_inst *in = b->v[i];
		P->pos++;
		if (in->live_in)
			for (int w = 0; w < P->words; w++)
				for (uint64_t m = in->live_in[w]; m; m &= m - 1)
					span_handles(P, w * 64 + __builtin_ctzll(m), 1);
		if ((in->kind == OPK_ALLOC && in->lo < 0) || in->kind == OPK_ALLOC_MULTI) {
			in->ival = 0;
			int r = in->nres ? in->res[0] : -1;
			if (r >= 0 && f->slot_handle[r] >= 0) {
				ARRAY_RESERVE(P->v, P->n, P->cap, 16);
				P->v[P->n++] = (struct place_item){in, f->slot_handle[r], f->slot_nh[r],
								   in->rtype.tile.space, 0, 0, alloc_bytes(in), 0};
			}
			span_slot(P, r);
		} else if (in->kind == OPK_PIPE && PIPE_OP(in->op) == PIPE_RESERVE) {
			in->ival = 0;
		}
		for (int k = 0; k < in->nouts; k++) {
			span_slot(P, in->outs[k]);
			touch_slot(P, in->outs[k]);
		}
		for (int k = 0; k < in->nargs; k++)
			touch_slot(P, in->args[k]);
		if (in->kind == OPK_PIPE && in->nres)
			span_slot(P, in->res[0]);
		int64_t at = P->pos;
		place_walk(P, &in->body);
		place_walk(P, &in->els);
		if ((in->kind == OPK_FOR || in->kind == OPK_WHILE) && in->live_in)
			carried_from(P, in, at);
	}
}

static int item_cmp(const void *a, const void *b)
{
	const struct place_item *x = a, *y = b;
	if (x->lo != y->lo)
		return x->lo < y->lo ? -1 : 1;
	return x->in->pto.line < y->in->pto.line ? -1 : x->in->pto.line > y->in->pto.line;
}

/* Places every addr-less allocation of R's function (in->ival = address + 1)
 * and starts R->bump past them. */
static void plan_auto_addr(struct rt_run *R)
{
	struct rt_func *f = R->f;
	struct placer P = {.f = f, .words = (f->nhandles + 63) / 64 + 1};
	P.hlo = xmalloc(((size_t)f->nhandles + 1) * sizeof *P.hlo);
	P.hhi = xmalloc(((size_t)f->nhandles + 1) * sizeof *P.hhi);
	P.hfirst = xmalloc(((size_t)f->nhandles + 1) * sizeof *P.hfirst);
	for (int h = 0; h <= f->nhandles; h++)
		P.hlo[h] = P.hhi[h] = P.hfirst[h] = -1;
	place_walk(&P, &f->body);
	for (uint32_t i = 0; i < P.n; i++) {
		struct place_item *it = &P.v[i];
		it->lo = INT64_MAX;
		it->hi = -1;
		for (int k = it->h; k < it->h + it->nh && k < f->nhandles; k++)
			if (P.hlo[k] >= 0) {
				/* before the first instruction that names it a
				 * buffer holds nothing a run may read */
				int64_t lo = P.hfirst[k] > P.hlo[k] ? P.hfirst[k] : P.hlo[k];
				it->lo = lo < it->lo ? lo : it->lo;
				it->hi = P.hhi[k] > it->hi ? P.hhi[k] : it->hi;
			}
	}
	if (P.n)
		qsort(P.v, (size_t)P.n, sizeof *P.v, item_cmp);
	/* active: placed items whose span may still overlap, by address */
	struct place_item **act = xmalloc(((size_t)P.n + 1) * sizeof *act);
	int na = 0;
	for (uint32_t i = 0; i < P.n; i++) {
		struct place_item *it = &P.v[i];
		int k = 0;
		for (int j = 0; j < na; j++)
			if (act[j]->hi >= it->lo)
				act[k++] = act[j];
		na = k;
		uint64_t at = 0;
		for (int j = 0; j < na; j++) {
			const struct place_item *o = act[j];
			if (o->space != it->space)
				continue;
			uint64_t end;
			if (size_add(at, it->bytes, &end) && end <= o->at)
				break;
			uint64_t oend = size_align_sat(size_add_sat(o->at, o->bytes), 512);
			at = oend > at ? oend : at;
		}
		it->at = at > (uint64_t)INT64_MAX - 1 ? (uint64_t)INT64_MAX - 1 : at;
		it->in->ival = (int64_t)it->at + 1;
		uint64_t end = size_add_sat(it->at, it->bytes);
		if (end > R->bump[it->space])
			R->bump[it->space] = end;
		/* keep act sorted by address */
		int j = na++;
		while (j > 0 && act[j - 1]->at > it->at) {
			act[j] = act[j - 1];
			j--;
		}
		act[j] = it;
	}
	free(act);
	free(P.v);
	free(P.hlo);
	free(P.hhi);
	free(P.hfirst);
}

int rt_run(struct rt_module *m, int fi, const struct rt_caps *caps, struct rt_binding *binds)
{
	return rt_run_member(m, fi, caps, binds, NULL, 0);
}

int rt_run_member(struct rt_module *m, int fi, const struct rt_caps *caps, struct rt_binding *binds,
		  struct rt_group *g, int member)
{
	struct rt_func *f = &m->funcs[fi];
	struct rt_run R = {.m = m, .f = f, .caps = caps, .binds = binds, .group = g, .member = member,
			   .max_steps = caps->max_steps ? caps->max_steps : RT_DEFAULT_MAX_STEPS};
	R.world = rt_group_world(g);
	R.rank = R.world > 1 ? member : 0;
	R.vals = xcalloc(f->nslots + 1, sizeof *R.vals);
	R.wrote = xcalloc((size_t)f->nhandles / 64 + 1, sizeof *R.wrote);
	struct rt_inst entry = {.name = f->name, .pto = {diag_file_id(m->file), 1, 1},
				 .at = {diag_file_id(m->file), 1, 1}};
	R.cur = &entry;
	bool ok = true;
	for (int i = 0; i < f->nparams && ok; i++) {
		const struct rt_type *t = &f->ptypes[i];
		int s = f->params[i];
		if (s < 0)
			continue;
		struct rt_val *v = rt_slot_val(&R, s);
		if (t->kind == TY_PTR) {
			v->kind = V_PTR;
			v->dtype = t->dtype;
			v->i = i;
			v->owner = R.rank;
			if (binds[i].kind == RB_SCALAR)
				ok = rt_fail(&R, "parameter %d is a pointer but got a scalar", i);
		} else if (t->kind == TY_SCALAR && g && rt_group_lane(g, member) >= 0 &&
			   strcmp(f->slot_names[s], "%__pypto_spmd_subblock_idx") == 0) {
			/* a Vector lane's subblock index is its lane */
			rt_set_scalar(&R, s, t->dtype, rt_group_lane(g, member), rt_group_lane(g, member));
		} else if (t->kind == TY_SCALAR) {
			if (binds[i].kind != RB_SCALAR)
				ok = rt_fail(&R, "parameter %d (%s) needs a scalar value", i, rt_dtype_mlir(t->dtype));
			rt_set_scalar(&R, s, t->dtype, binds[i].ival, binds[i].fval);
		}
	}
	plan_auto_addr(&R);
	if (ok)
		ok = exec_block(&R, &f->body);
	if (ok)
		ok = rt_comm_finish(&R);
	free(R.deferred);
	for (int s = 0; s < MS_COUNT; s++) {
		free(R.mem[s]);
		free(R.own[s]);
		free(R.blk[s]);
	}
	for (int j = 0; j < 8; j++)
		free(R.snap[j]);
	for (int j = 0; j < RT_NSTAGE; j++)
		free(R.stage[j]);
	free(R.vals);
	free(R.wrote);
	arena_free(&R.arena);
	return ok ? 0 : 1;
}
