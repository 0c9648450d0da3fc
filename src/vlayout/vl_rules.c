/* Rule evaluation: the alternatives (functionType + state requirements) one
 * op allows given the states already known, read from gen/vlayout_tables.c.
 * Each rule *kind* is C; every combination it accepts is table data. */
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "vl_solve.h"

void vl_eval_init(struct vl_eval *e) { memset(e, 0, sizeof *e); }

void vl_eval_free(struct vl_eval *e)
{
	free(e->ft);
	free(e->first);
	free(e->req);
	free(e->reads);
	free(e->prod);
	memset(e, 0, sizeof *e);
}

static void grow(void **p, int *cap, int need, size_t size)
{
	if (need <= *cap)
		return;
	*cap = need * 2 + 8;
	*p = xrealloc(*p, size * (size_t)*cap);
}

static void begin_alt(struct vl_eval *e, int ft)
{
	int cap = e->capalt;
	grow((void **)&e->ft, &cap, e->nalt + 2, 1);
	grow((void **)&e->first, &e->capalt, e->nalt + 2, sizeof *e->first);
	e->ft[e->nalt] = (int8_t)ft;
	e->first[e->nalt + 1] = e->first[e->nalt];
	e->nalt++;
}

static void req(struct vl_eval *e, int v, int s)
{
	int n = e->first[e->nalt];
	grow((void **)&e->req, &e->capreq, n + 1, sizeof *e->req);
	e->req[n] = (struct vl_req){v, (int8_t)s};
	e->first[e->nalt]++;
}

static int readv(struct vl_eval *e, const int8_t *st, int v)
{
	grow((void **)&e->reads, &e->capread, e->nreads + 1, sizeof *e->reads);
	e->reads[e->nreads++] = v;
	return st[v];
}

const int8_t *vl_legal_states(int width)
{
	static const int8_t none[1] = {-1};
	return width >= 0 && width <= VL_MAX_WIDTH ? vl_legal[width] : none;
}

static bool legal(int width, int s)
{
	for (const int8_t *l = vl_legal_states(vl_fold_width(width)); *l >= 0; l++)
		if (*l == s)
			return true;
	return false;
}

static bool isvec(const struct vl_func *f, int v) { return f->vals[v].ty.vec; }

bool vl_processed(const struct vl_func *f, const struct vl_inst *in)
{
	for (int i = 0; i < in->nopnd; i++)
		if (isvec(f, in->opnd[i]))
			return true;
	for (int i = 0; i < in->nres; i++)
		if (isvec(f, in->res[i]))
			return true;
	return false;
}

/* Operand roles (input format §3.2). */
struct roles {
	int vec[256], nvec;
	int mask; /* value id or -1 */
	int mask_pos;
};

static void roles(const struct vl_func *f, const struct vl_inst *in, struct roles *r)
{
	r->nvec = 0;
	for (int i = 0; i < in->nopnd && r->nvec < 256; i++)
		if (isvec(f, in->opnd[i]))
			r->vec[r->nvec++] = in->opnd[i];
	int m = in->spec ? in->spec->mask : VLM_last;
	r->mask_pos = m == VLM_last ? r->nvec - 1 : m == VLM_first ? 0 : m == VLM_penult ? r->nvec - 2 : -1;
	if (r->mask_pos >= r->nvec)
		r->mask_pos = -1;
	r->mask = r->mask_pos >= 0 ? r->vec[r->mask_pos] : -1;
}

static int first_vec_result(const struct vl_func *f, const struct vl_inst *in)
{
	for (int i = 0; i < in->nres; i++)
		if (isvec(f, in->res[i]))
			return in->res[i];
	return -1;
}

static void rule_table(const struct vl_func *f, const struct vl_inst *in, const struct vl_table *t,
		       const struct roles *r, const int8_t *st, struct vl_eval *e)
{
	int res = in->nres ? in->res[0] : -1, data = -1;
	for (int i = 0; i < r->nvec; i++)
		if (i != r->mask_pos) {
			data = r->vec[i];
			break;
		}
	int w = VL_ANY, s = VL_ANY;
	if (t->wkey != VLKEY_none) {
		int v = t->wkey == VLKEY_res ? res : data;
		if (v < 0)
			return;
		w = f->vals[v].ty.width;
		if (t->fold)
			w = vl_fold_width(w);
	}
	if (t->skey != VLKEY_none) {
		if (res < 0 || (s = readv(e, st, res)) < 0)
			return;
	}
	for (int i = 0; i < t->n; i++) {
		const struct vl_row *row = &vl_rows[t->first + i];
		if (row->width != w || row->state != s)
			continue;
		for (int k = 0; k < row->n; k++) {
			const struct vl_alt *a = &vl_alts[row->first + k];
			begin_alt(e, a->ft);
			if (a->data != VL_NOSTATE)
				for (int j = 0; j < r->nvec; j++)
					if (j != r->mask_pos)
						req(e, r->vec[j], a->data);
			if (a->mask != VL_NOSTATE && r->mask >= 0)
				req(e, r->mask, a->mask);
		}
		return;
	}
}

/* R8: data operands take s(res0), the mask takes M(s). */
static void rule_same(const struct vl_func *f, const struct vl_inst *in, const struct roles *r,
		      const int8_t *st, struct vl_eval *e)
{
	int s;
	if (in->nres == 0 || (s = readv(e, st, in->res[0])) < 0)
		return;
	for (int j = 0; j < r->nvec; j++)
		if (r->vec[j] != r->mask && !legal(f->vals[r->vec[j]].ty.width, s))
			return;
	begin_alt(e, 0);
	for (int j = 0; j < r->nvec; j++)
		if (r->vec[j] != r->mask)
			req(e, r->vec[j], s);
	if (r->mask >= 0)
		req(e, r->mask, vl_states[s].mask);
}

static void rule_loop(const struct vl_func *f, const struct vl_inst *in, const int8_t *st, struct vl_eval *e)
{
	for (int i = 0; i < in->niter && i < in->nres; i++) {
		if (!isvec(f, in->res[i]))
			continue;
		int a = readv(e, st, in->iter[i]), b = readv(e, st, in->res[i]);
		if (a >= 0 && b >= 0 && a != b)
			return;
	}
	begin_alt(e, 0);
	for (int i = 0; i < in->niter && i < in->nres; i++) {
		if (!isvec(f, in->res[i]))
			continue;
		int s = st[in->iter[i]] >= 0 ? st[in->iter[i]] : st[in->res[i]];
		if (s >= 0)
			req(e, in->opnd[3 + i], s);
	}
}

static void rule(const struct vl_func *f, const struct vl_inst *in, int ri, const int8_t *st,
		 struct vl_eval *e, int depth)
{
	const struct vl_rule *R = &vl_rules[ri];
	struct roles r;
	roles(f, in, &r);
	if (R->equal_results) {
		int s0 = -2;
		for (int i = 0; i < in->nres; i++) {
			if (!isvec(f, in->res[i]))
				continue;
			int s = readv(e, st, in->res[i]);
			if (s < 0 || (s0 != -2 && s != s0))
				return;
			s0 = s;
		}
	}
	if (in->lc != VLC_absent && depth < 4) {
		int sub = R->lc[in->lc] >= 0 ? R->lc[in->lc] : R->lc[VLC_any];
		if (sub >= 0) {
			rule(f, in, sub, st, e, depth + 1);
			return;
		}
	}
	int res0 = first_vec_result(f, in), s;
	switch (R->kind) {
	case VLR_table:
		rule_table(f, in, &vl_tables[R->table], &r, st, e);
		break;
	case VLR_same:
		rule_same(f, in, &r, st, e);
		break;
	case VLR_convert: {
		if (r.nvec == 0 || in->nres == 0 || depth >= 4)
			return;
		int ws = vl_fold_width(f->vals[r.vec[0]].ty.width);
		int wr = vl_fold_width(f->vals[in->res[0]].ty.width);
		rule(f, in, ws > wr ? R->wider : ws < wr ? R->narrower : R->equal, st, e, depth + 1);
		break;
	}
	case VLR_pass:
		if (in->nres == 0 || in->nopnd == 0 || (s = readv(e, st, in->res[0])) < 0)
			return;
		begin_alt(e, 0);
		req(e, in->opnd[0], s);
		break;
	case VLR_call:
		if (res0 < 0) {
			/* R19 product: operands after the last unsupported one */
			e->product = true;
			e->nprod = 0;
			for (int j = 0; j < r.nvec; j++) {
				if (vl_legal_states(vl_fold_width(f->vals[r.vec[j]].ty.width))[0] < 0) {
					e->nprod = 0;
					continue;
				}
				grow((void **)&e->prod, &e->capprod, e->nprod + 1, sizeof *e->prod);
				e->prod[e->nprod++] = r.vec[j];
			}
			return;
		}
		/* with a vector result a call is R16 */
		/* fall through */
	case VLR_default:
		if (res0 < 0 || (s = readv(e, st, res0)) < 0)
			return;
		begin_alt(e, 0);
		for (int j = 0; j < r.nvec; j++)
			req(e, r.vec[j], s);
		break;
	case VLR_loop:
		rule_loop(f, in, st, e);
		break;
	case VLR_yield:
		begin_alt(e, 0);
		for (int i = 0; in->loop && i < in->nopnd && i < in->loop->nres; i++) {
			int lr = in->loop->res[i];
			if (isvec(f, lr) && readv(e, st, lr) >= 0)
				req(e, in->opnd[i], st[lr]);
		}
		break;
	case VLR_layout_cast: {
		if (in->nopnd == 0 || in->nres == 0)
			return;
		int src = in->opnd[0], res = in->res[0];
		int L = f->vals[res].ty.layout, S = f->vals[src].ty.layout;
		if (L >= 0) {
			begin_alt(e, 0);
			req(e, res, L);
			req(e, src, L);
		} else if (S >= 0) {
			int R2 = st[res];
			begin_alt(e, R2 >= 0 ? vl_exit_cast[S][R2] : 0);
			req(e, src, S);
		} else {
			begin_alt(e, 0);
		}
		break;
	}
	}
}

void vl_eval(const struct vl_func *f, const struct vl_inst *in, const int8_t *st, struct vl_eval *e)
{
	e->nalt = 0;
	e->nreads = 0;
	e->product = false;
	e->nprod = 0;
	if (!e->first) {
		e->capalt = 16;
		e->ft = xmalloc(16);
		e->first = xmalloc(16 * sizeof *e->first);
	}
	e->first[0] = 0;
	rule(f, in, in->rule, st, e, 0);
}
