/* Parser of the MLIR subset of vector-layout-input.md: one statement per
 * line, functions, scf.for bodies, pretty and generic op forms.  Builds the
 * vl_func/vl_inst/vl_value model; every SSA definition gets its own id. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "util.h"
#include "vl_ir.h"

/* Name bindings: a stack undone at scope exit; an open-addressing table maps
 * a name (interned pointer) to its newest binding. */
struct binding { const char *name; int val; int prev; };

struct parser {
	const char *file;
	struct vl_token *t;
	struct vl_module *m;
	struct binding *bind;
	int nbind, capbind;
	const char **hkey;
	int *hval;
	int hcap, hkeys;
	struct vl_func *fn, **fn_tail;
	struct vec ops;
	struct vl_value *vals;
	int nvals, capvals;
	int mark[256];           /* binding stack height at scope entry */
	char kind[256];          /* 'm' module, 'f' function, 'l' loop */
	struct vl_inst *loop[256];
	int depth;
	int errors;
	const char *n_for, *n_yield, *n_call, *n_return, *n_func, *n_module, *n_vector,
		*n_lc, *n_into, *n_to, *n_memtype, *n_iter_args, *n_step, *n_private,
		*n_attributes, *n_fcall, *n_freturn, *n_lcv[VLC_COUNT];
};

static void perr(struct parser *p, const struct vl_token *k, const char *fmt, const char *arg)
{
	struct span at = span_make(diag_file_id(p->file), k->line, k->col, k->line,
				   k->col + (k->len > 0 ? k->len : 1));
	diag_error(at, fmt, arg ? arg : "");
	p->errors++;
}

/* The slot of name, inserted when absent: only for names being bound, so the
 * table's load stays what new_value grows it for. */
static int *hslot(struct parser *p, const char *name)
{
	size_t h = (size_t)(((uintptr_t)name >> 3) * 0x9E3779B97F4A7C15ull);
	for (size_t i = h & (size_t)(p->hcap - 1);; i = (i + 1) & (size_t)(p->hcap - 1)) {
		if (p->hkey[i] == name)
			return &p->hval[i];
		if (p->hkey[i] == NULL) {
			p->hkey[i] = name;
			p->hval[i] = -1;
			p->hkeys++;
			return &p->hval[i];
		}
	}
}

static void hgrow(struct parser *p)
{
	const char **ok = p->hkey;
	int *ov = p->hval, oc = p->hcap;
	p->hcap = oc ? oc * 2 : 64;
	p->hkeys = 0;
	p->hkey = xcalloc((size_t)p->hcap, sizeof *p->hkey);
	p->hval = xmalloc(sizeof *p->hval * (size_t)p->hcap);
	for (int i = 0; i < oc; i++)
		if (ok[i])
			*hslot(p, ok[i]) = ov[i];
	free(ok);
	free(ov);
}

/* The value bound to name, or -1.  Never inserts: a use of an undefined
 * name must not take a slot (enough of them filled the table). */
static int lookup(struct parser *p, const char *name)
{
	if (!p->hcap)
		return -1;
	size_t h = (size_t)(((uintptr_t)name >> 3) * 0x9E3779B97F4A7C15ull);
	for (size_t i = h & (size_t)(p->hcap - 1); p->hkey[i]; i = (i + 1) & (size_t)(p->hcap - 1))
		if (p->hkey[i] == name)
			return p->hval[i] >= 0 ? p->bind[p->hval[i]].val : -1;
	return -1;
}

static int new_value(struct parser *p, const char *name, uint8_t kind, struct vl_inst *def, int index)
{
	if (p->nvals == p->capvals) {
		p->capvals = p->capvals ? 2 * p->capvals : 64;
		p->vals = xrealloc(p->vals, sizeof *p->vals * (size_t)p->capvals);
	}
	struct vl_value *v = &p->vals[p->nvals];
	memset(v, 0, sizeof *v);
	v->name = name;
	v->kind = kind;
	v->def = def;
	v->index = index;
	v->ty.layout = VL_NOSTATE;
	if (2 * (p->hkeys + 1) >= p->hcap)
		hgrow(p);
	if (p->nbind == p->capbind) {
		p->capbind = p->capbind ? 2 * p->capbind : 64;
		p->bind = xrealloc(p->bind, sizeof *p->bind * (size_t)p->capbind);
	}
	int *slot = hslot(p, name);
	p->bind[p->nbind] = (struct binding){name, p->nvals, *slot};
	*slot = p->nbind++;
	return p->nvals++;
}

static void push_scope(struct parser *p, char kind, struct vl_inst *loop, const struct vl_token *at)
{
	if (p->depth + 1 >= (int)(sizeof p->mark / sizeof *p->mark)) {
		perr(p, at, "nesting too deep%s", NULL);
		return;
	}
	p->depth++;
	p->mark[p->depth] = p->nbind;
	p->kind[p->depth] = kind;
	p->loop[p->depth] = loop;
}

static void pop_scope(struct parser *p)
{
	while (p->nbind > p->mark[p->depth]) {
		struct binding *b = &p->bind[--p->nbind];
		*hslot(p, b->name) = b->prev;
	}
	p->depth--;
}

/* ---- types ---- */

static int elt_width(const char *s, int n)
{
	if (n == 5 && memcmp(s, "index", 5) == 0)
		return -1;
	if ((s[0] == 'i' || s[0] == 'f') && n > 1) {
		if (s[0] == 'f' && n > 2 && s[1] == '8')
			return 8;
		int w = 0, i = 1;
		for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			if (w <= VL_MAX_WIDTH) /* past it the width is unknown anyway: no overflow */
				w = w * 10 + (s[i] - '0');
		if (i == n && w > 0)
			return w > VL_MAX_WIDTH ? 0 : w;
	}
	if (n == 4 && memcmp(s, "bf16", 4) == 0)
		return 16;
	return 0;
}

static int match_close(struct parser *p, int i, int b);

/* type := `vector` `<` dims elt [`,` layout] `>` | anything balanced.
 * Parses the type in tokens [a, b); returns false on an `index` vector. */
static bool parse_type(struct parser *p, int a, int b, struct vl_type *ty)
{
	struct vl_token *t = p->t;
	memset(ty, 0, sizeof *ty);
	ty->layout = VL_NOSTATE;
	if (a >= b)
		return true;
	ty->text = t[a].s;
	ty->len = (int)(t[b - 1].s + t[b - 1].len - t[a].s);
	if (!(t[a].kind == VT_ID && t[a].name == p->n_vector && a + 1 < b && t[a + 1].c == '<'))
		return true;
	ty->vec = true;
	int i = a + 2;
	if (i < b && t[i].c == '[')
		i = match_close(p, i, b) + 1;
	if (i >= b)
		return true;
	/* the element follows the shape: `64x4xf32` lexes as one number token,
	 * `[4]xf32` leaves an identifier starting with x */
	const char *s = t[i].s;
	int n = t[i].len, k = 0;
	if (t[i].kind == VT_NUM) {
		for (;;) {
			int d = k;
			while (d < n && s[d] >= '0' && s[d] <= '9')
				d++;
			if (d == k || d >= n || s[d] != 'x')
				break;
			k = d + 1;
		}
	} else if (i > a + 2 && t[i - 1].c == ']' && s[0] == 'x') {
		k = 1;
	}
	s += k;
	n -= k;
	int w = elt_width(s, n);
	if (w < 0) {
		perr(p, &t[i], "vector of index elements is not supported%s", NULL);
		return false;
	}
	ty->width = (int8_t)w;
	for (int j = i; j + 3 < b; j++)
		if (t[j].name == p->n_memtype && t[j + 1].c == '<' && t[j + 2].kind == VT_ID) {
			for (int k = 0; k < vl_nstates; k++)
				if (strlen(vl_states[k].name) == (size_t)t[j + 2].len &&
				    memcmp(vl_states[k].name, t[j + 2].s, (size_t)t[j + 2].len) == 0)
					ty->layout = (int8_t)k;
			if (ty->layout == VL_NOSTATE)
				perr(p, &t[j + 2], "unknown vec_mem_type '%s'", t[j + 2].name);
		}
	return true;
}

static int opener(char c) { return c == '(' || c == '[' || c == '{' || c == '<'; }
static int closer(char c) { return c == ')' || c == ']' || c == '}' || c == '>'; }

/* Index of the bracket closing the one at i, or b-1 if unbalanced. */
static int match_close(struct parser *p, int i, int b)
{
	int d = 0;
	for (int j = i; j < b; j++) {
		if (p->t[j].kind != VT_PUNCT)
			continue;
		if (opener(p->t[j].c))
			d++;
		else if (closer(p->t[j].c) && --d == 0)
			return j;
	}
	return b - 1;
}

/* Splits [a, b) at top-level commas into items; returns the count. */
static int split_items(struct parser *p, int a, int b, int *ia, int *ib, int max)
{
	int n = 0, d = 0, s = a;
	if (a >= b)
		return 0;
	for (int j = a; j <= b; j++) {
		if (j == b || (d == 0 && p->t[j].kind == VT_PUNCT && p->t[j].c == ',')) {
			if (n < max) {
				ia[n] = s;
				ib[n] = j;
			}
			n++;
			s = j + 1;
			continue;
		}
		if (p->t[j].kind == VT_PUNCT) {
			if (opener(p->t[j].c))
				d++;
			else if (closer(p->t[j].c))
				d--;
		}
	}
	return n;
}

/* First top-level token at or after a in [a, b) with punct c, or b. */
static int find_top(struct parser *p, int a, int b, char c)
{
	int d = 0;
	for (int j = a; j < b; j++) {
		struct vl_token *k = &p->t[j];
		if (k->kind != VT_PUNCT)
			continue;
		if (d == 0 && k->c == c)
			return j;
		if (opener(k->c))
			d++;
		else if (closer(k->c))
			d--;
	}
	return b;
}

/* ---- statements ---- */

static struct vl_inst *new_inst(struct parser *p, const char *name, int a, int b)
{
	struct vl_inst *in = ARENA_NEW(&p->m->arena, struct vl_inst);
	in->name = name;
	in->spec = vl_find_op(name);
	in->rule = in->spec ? in->spec->rule : vl_default_rule;
	in->line = p->t[a].line;
	in->col = p->t[a].col;
	in->text = p->t[a].s;
	in->textlen = (int)(p->t[b - 1].s + p->t[b - 1].len - p->t[a].s);
	in->lc = VLC_absent;
	in->seq = (int)p->ops.n;
	vec_push(&p->ops, in);
	return in;
}

static int use_value(struct parser *p, int j)
{
	int v = lookup(p, p->t[j].name);
	if (v < 0)
		perr(p, &p->t[j], "use of undefined value '%s'", p->t[j].name);
	else
		p->vals[v].nuses++;
	return v;
}

/* Collects the SSA operands in [a, b) into in->opnd. */
static void collect_operands(struct parser *p, struct vl_inst *in, int a, int b)
{
	int n = 0;
	for (int j = a; j < b; j++)
		n += p->t[j].kind == VT_SSA;
	in->opnd = ARENA_ARRAY(&p->m->arena, int, n + 1);
	in->opnd_at = ARENA_ARRAY(&p->m->arena, const char *, n + 1);
	for (int j = a; j < b; j++)
		if (p->t[j].kind == VT_SSA) {
			int v = use_value(p, j);
			if (v >= 0) {
				in->opnd_at[in->nopnd] = p->t[j].s;
				in->opnd[in->nopnd++] = v;
			}
		}
}

/* results := ssa-def (`,` ssa-def)* `=`   ssa-def := %name [`:` N]
 * Returns the index after `=` (a if there are no results), names in out. */
static int parse_results(struct parser *p, int a, int b, const char **names, int *nres, int max)
{
	struct vl_token *t = p->t;
	int j = a;
	*nres = 0;
	if (t[a].kind != VT_SSA)
		return a;
	int eq = find_top(p, a, b, '=');
	if (eq == b)
		return a;
	while (j < eq) {
		if (t[j].kind != VT_SSA) {
			perr(p, &t[j], "expected a result name%s", NULL);
			return -1;
		}
		int cnt = 1;
		const char *base = t[j].name;
		j++;
		if (j + 1 < eq && t[j].c == ':' && t[j + 1].kind == VT_NUM) {
			cnt = atoi(t[j + 1].s);
			j += 2;
		}
		for (int k = 0; k < cnt; k++) {
			if (*nres >= max) {
				perr(p, &t[a], "too many results%s", NULL);
				return -1;
			}
			names[(*nres)++] = cnt == 1 && t[j - 1].kind == VT_SSA ? base :
				intern_cstr(arena_printf(&p->m->arena, "%s#%d", base, k));
		}
		if (j < eq && t[j].c == ',')
			j++;
	}
	return eq + 1;
}

static void def_results(struct parser *p, struct vl_inst *in, const char **names, int nres,
			const struct vl_type *ty)
{
	in->nres = nres;
	in->res = ARENA_ARRAY(&p->m->arena, int, nres + 1);
	for (int k = 0; k < nres; k++) {
		int v = new_value(p, names[k], VV_RES, in, k);
		p->vals[v].ty = ty[k];
		in->res[k] = v;
	}
}

enum { MAXRES = 64, MAXITEMS = 256 };

/* Result types of a pretty or generic statement (input format §3.1). */
static bool result_types(struct parser *p, struct vl_inst *in, int colon, int b, int nres,
			 struct vl_type *ty)
{
	struct vl_token *t = p->t;
	int ia[MAXITEMS], ib[MAXITEMS], n, from = colon + 1, d = 0, arrow = -1, into = -1, to = -1;
	for (int k = 0; k < nres; k++) {
		memset(&ty[k], 0, sizeof ty[k]);
		ty[k].layout = VL_NOSTATE;
	}
	if (colon >= b || nres == 0)
		return true;
	for (int j = from; j < b; j++) {
		if (t[j].kind == VT_PUNCT && opener(t[j].c))
			d++;
		else if (t[j].kind == VT_PUNCT && closer(t[j].c))
			d--;
		else if (d == 0 && t[j].kind == VT_ARROW)
			arrow = j;
		else if (d == 0 && t[j].name == p->n_into && into < 0)
			into = j;
		else if (d == 0 && t[j].name == p->n_to && to < 0)
			to = j;
	}
	const int8_t *item = in->spec ? in->spec->item : NULL;
	if (arrow >= 0 || into >= 0 || to >= 0) {
		int s = arrow >= 0 ? arrow + 1 : into >= 0 ? into + 1 : to + 1, e = b;
		if (s < b && t[s].c == '(' && match_close(p, s, b) == b - 1) {
			s++;
			e = b - 1;
		}
		n = split_items(p, s, e, ia, ib, MAXITEMS);
		item = NULL;
	} else {
		n = split_items(p, from, b, ia, ib, MAXITEMS);
	}
	if (n > MAXITEMS)
		n = MAXITEMS;
	for (int k = 0; k < nres; k++) {
		int it;
		if (item && item[0] > 0)
			it = (item[1] > 0 && k > 0 ? item[1] : item[0]) - 1;
		else
			it = n - nres + k;
		if (it < 0 || it >= n)
			continue;
		if (!parse_type(p, ia[it], ib[it], &ty[k]))
			return false;
	}
	return true;
}

static int lc_value(struct parser *p, int a, int b)
{
	for (int j = a; j < b; j++)
		if (p->t[j].name == p->n_lc && j + 1 < b && p->t[j + 1].c == '=') {
			for (int k = j + 2; k < b; k++)
				for (int v = VLC_UNCHANGED; v <= VLC_DENSE; v++)
					if (p->t[k].name == p->n_lcv[v])
						return v;
			return VLC_any;
		}
	return VLC_absent;
}

/* dict := `{` [entry (`,` entry)*] `}`   entry := (id | string) [`=` attr]
 * The dictionary is the bracket group ending at colon-1. */
static void record_dict(struct parser *p, struct vl_inst *in, int a, int colon)
{
	struct vl_token *t = p->t;
	int open = -1;
	for (int j = a; j < colon - 1; j++)
		if (t[j].kind == VT_PUNCT && t[j].c == '{' && match_close(p, j, colon) == colon - 1) {
			open = j;
			break;
		}
	if (open < 0 || (open > a && t[open - 1].c == '<')) /* `<{...}>` properties */
		return;
	int ia[MAXITEMS], ib[MAXITEMS];
	int n = split_items(p, open + 1, colon - 1, ia, ib, MAXITEMS);
	if (n > MAXITEMS)
		return;
	in->dict_at = t[open].s;
	in->dict_len = (int)(t[colon - 1].s + 1 - t[open].s);
	in->dent = ARENA_ARRAY(&p->m->arena, struct vl_dentry, n + 1);
	for (int k = 0; k < n; k++) {
		if (ia[k] >= ib[k])
			continue;
		struct vl_token *e = &t[ia[k]], *z = &t[ib[k] - 1];
		struct vl_dentry *d = &in->dent[in->ndent++];
		d->at = e->s;
		d->len = (int)(z->s + z->len - e->s);
		d->name = e->kind == VT_STR ? e->s + 1 : e->s;
		d->namelen = e->kind == VT_STR ? e->len - 2 : e->len;
	}
}

static bool is_vector_at(struct parser *p, int a, int b)
{
	return b - a >= 2 && p->t[a].name == p->n_vector && p->t[a + 1].c == '<';
}

/* Do two vector type texts agree up to their layout parameters (blanks
 * ignored)?  Then they differ at most in layout. */
static bool same_core(const char *x, int nx, const char *y, int ny)
{
	int i = 0, j = 0;
	for (;;) {
		while (i < nx && (x[i] == ' ' || x[i] == '\t'))
			i++;
		while (j < ny && (y[j] == ' ' || y[j] == '\t'))
			j++;
		bool ex = i >= nx || x[i] == ',' || (x[i] == '>' && i == nx - 1);
		bool ey = j >= ny || y[j] == ',' || (y[j] == '>' && j == ny - 1);
		if (ex || ey)
			return ex && ey;
		if (x[i++] != y[j++])
			return false;
	}
}

/* types := item ((`,` | `->` | `into` | `to`) item)*, an item optionally a
 * parenthesised list.  Binds every vector item to the value it types:
 * results by the item their type was read from; in the functional form
 * `(T...) -> R` operands by position; otherwise the k-th unbound item of a
 * type to the k-th vector operand of that type (MLIR pretty forms list one
 * type per operand role, in operand order). */
static void record_types(struct parser *p, struct vl_inst *in, int a, int b)
{
	struct vl_token *t = p->t;
	int ia[MAXITEMS], ib[MAXITEMS], n = 0, nlist = -1, d = 0, s = a;
	for (int j = a; j <= b && n < MAXITEMS; j++) {
		struct vl_token *k = &t[j];
		bool sep = j == b || (d == 0 && ((k->kind == VT_PUNCT && k->c == ',') || k->kind == VT_ARROW ||
						 k->name == p->n_into || k->name == p->n_to));
		if (!sep) {
			if (k->kind == VT_PUNCT && opener(k->c))
				d++;
			else if (k->kind == VT_PUNCT && closer(k->c))
				d--;
			continue;
		}
		if (s < j && t[s].c == '(' && match_close(p, s, j) == j - 1) {
			int la[MAXITEMS], lb[MAXITEMS];
			int m = split_items(p, s + 1, j - 1, la, lb, MAXITEMS);
			if (s == a && j < b && t[j].kind == VT_ARROW)
				nlist = m;
			for (int q = 0; q < m && q < MAXITEMS && n < MAXITEMS; q++, n++) {
				ia[n] = la[q];
				ib[n] = lb[q];
			}
		} else if (s < j) {
			ia[n] = s;
			ib[n++] = j;
		}
		s = j + 1;
	}
	in->ti = ARENA_ARRAY(&p->m->arena, struct vl_titem, n + 1);
	for (int q = 0; q < n; q++) {
		if (!is_vector_at(p, ia[q], ib[q]))
			continue;
		struct vl_titem *it = &in->ti[in->nti++];
		it->at = t[ia[q]].s;
		it->len = (int)(t[ib[q] - 1].s + t[ib[q] - 1].len - it->at);
		it->val = -1;
		for (int k = 0; k < in->nres && it->val < 0; k++)
			if (p->vals[in->res[k]].ty.text == it->at) {
				it->val = in->res[k];
				it->res = true;
			}
		if (it->val < 0 && q < nlist && nlist == in->nopnd)
			it->val = in->opnd[q];
	}
	for (int q = 0; q < in->nti; q++) {
		struct vl_titem *it = &in->ti[q];
		if (it->val >= 0)
			continue;
		int seen = 0, last = -1;
		for (int r = 0; r < q; r++)
			seen += !in->ti[r].res && same_core(in->ti[r].at, in->ti[r].len, it->at, it->len);
		for (int k = 0; k < in->nopnd; k++) {
			const struct vl_type *ty = &p->vals[in->opnd[k]].ty;
			if (!ty->vec || !ty->text || !same_core(ty->text, ty->len, it->at, it->len))
				continue;
			last = in->opnd[k];
			if (seen-- == 0)
				break;
		}
		it->val = last;
	}
}

/* for := [results =] scf.for %iv = %lb to %ub step %st
 *        [iter_args(%a = %init, ...) -> (T, ...)] [: T] `{` */
static void parse_for(struct parser *p, struct vl_inst *in, int j, int b, const char **names, int nres)
{
	struct vl_token *t = p->t;
	if (!(j + 6 < b && t[j].kind == VT_SSA && t[j + 1].c == '=' && t[j + 2].kind == VT_SSA &&
	      t[j + 3].name == p->n_to && t[j + 4].kind == VT_SSA && t[j + 5].name == p->n_step &&
	      t[j + 6].kind == VT_SSA)) {
		perr(p, &t[j < b ? j : b - 1], "expected '%%iv = %%lb to %%ub step %%st'%s", NULL);
		return;
	}
	if (t[b - 1].c != '{') {
		perr(p, &t[b - 1], "expected '{' at the end of scf.for%s", NULL);
		return;
	}
	int k = j + 7, pa[MAXITEMS], pb[MAXITEMS], np = 0, ta[MAXITEMS], tb[MAXITEMS], nt = 0;
	if (k < b && t[k].name == p->n_iter_args && t[k + 1].c == '(') {
		int close = match_close(p, k + 1, b);
		np = split_items(p, k + 2, close, pa, pb, MAXITEMS);
		k = close + 1;
		if (k < b && t[k].kind == VT_ARROW) {
			int s = k + 1, e;
			if (t[s].c == '(') {
				e = match_close(p, s, b);
				nt = split_items(p, s + 1, e, ta, tb, MAXITEMS);
			} else {
				e = find_top(p, s, b - 1, ':');
				nt = split_items(p, s, e, ta, tb, MAXITEMS);
			}
		}
	}
	if (np != nt || np > MAXITEMS || (nres != 0 && nres != np)) {
		perr(p, &t[j], "scf.for: iter_args, their types and the results do not match%s", NULL);
		return;
	}
	in->opnd = ARENA_ARRAY(&p->m->arena, int, 3 + np);
	in->opnd_at = ARENA_ARRAY(&p->m->arena, const char *, 3 + np);
	for (int q = 0; q < 3; q++) {
		int v = use_value(p, j + 2 + 2 * q);
		in->opnd_at[in->nopnd] = t[j + 2 + 2 * q].s;
		in->opnd[in->nopnd++] = v < 0 ? 0 : v;
	}
	struct vl_type ty[MAXITEMS];
	for (int q = 0; q < np; q++) {
		if (!(pb[q] - pa[q] == 3 && t[pa[q]].kind == VT_SSA && t[pa[q] + 1].c == '=' &&
		      t[pa[q] + 2].kind == VT_SSA)) {
			perr(p, &t[pa[q]], "expected '%%arg = %%init'%s", NULL);
			return;
		}
		int v = use_value(p, pa[q] + 2);
		in->opnd_at[in->nopnd] = t[pa[q] + 2].s;
		in->opnd[in->nopnd++] = v < 0 ? 0 : v;
		if (!parse_type(p, ta[q], tb[q], &ty[q]))
			return;
	}
	def_results(p, in, names, nres, ty);
	push_scope(p, 'l', in, &t[j]);
	new_value(p, t[j].name, VV_IV, in, 0);
	in->niter = np;
	in->iter = ARENA_ARRAY(&p->m->arena, int, np + 1);
	in->ti = ARENA_ARRAY(&p->m->arena, struct vl_titem, np + 1);
	for (int q = 0; q < np; q++) {
		int v = new_value(p, t[pa[q]].name, VV_ITER, in, q);
		p->vals[v].ty = ty[q];
		in->iter[q] = v;
		/* one written type for iter_arg q and result q */
		if (ty[q].vec)
			in->ti[in->nti++] = (struct vl_titem){ty[q].text, ty[q].len, v, true};
	}
}

static void parse_op(struct parser *p, int a, int b)
{
	struct vl_token *t = p->t;
	const char *names[MAXRES];
	int nres;
	int j = parse_results(p, a, b, names, &nres, MAXRES);
	if (j < 0)
		return;
	if (j >= b || (t[j].kind != VT_ID && t[j].kind != VT_STR)) {
		perr(p, &t[j < b ? j : b - 1], "expected an op name%s", NULL);
		return;
	}
	const char *name = t[j].kind == VT_STR ? intern(t[j].s + 1, (size_t)t[j].len - 2) : t[j].name;
	if (name == p->n_call)
		name = p->n_fcall;
	else if (name == p->n_return)
		name = p->n_freturn;
	struct vl_inst *in = new_inst(p, name, a, b);
	in->lc = lc_value(p, j, b);
	if (name == p->n_for) {
		parse_for(p, in, j + 1, b, names, nres);
		return;
	}
	int colon = find_top(p, j + 1, b, ':');
	collect_operands(p, in, j + 1, colon);
	if (name == p->n_fcall)
		for (int k = j + 1; k < colon; k++)
			if (t[k].kind == VT_SYM) {
				in->callee = t[k].name;
				break;
			}
	if (name == p->n_yield) {
		for (int d = p->depth; d > 0; d--)
			if (p->kind[d] == 'l') {
				in->loop = p->loop[d];
				break;
			}
		if (!in->loop)
			perr(p, &t[j], "scf.yield outside scf.for%s", NULL);
	}
	in->attr_at = t[colon - 1].s + t[colon - 1].len; /* same line as the op's operands */
	if (colon < b && colon > j + 1 && t[colon - 1].c == '}')
		record_dict(p, in, j + 1, colon);
	struct vl_type ty[MAXRES];
	if (!result_types(p, in, colon, b, nres, ty))
		return;
	def_results(p, in, names, nres, ty);
	if (colon < b)
		record_types(p, in, colon + 1, b);
}

/* func := func.func [private] @name `(` args `)` [-> types] [attributes {..}] [`{`] */
static void parse_func(struct parser *p, int a, int b)
{
	struct vl_token *t = p->t;
	int j = a + 1;
	if (j < b && t[j].name == p->n_private)
		j++;
	if (!(j + 1 < b && t[j].kind == VT_SYM && t[j + 1].c == '(')) {
		perr(p, &t[j < b ? j : b - 1], "expected '@name(' after func.func%s", NULL);
		return;
	}
	if (t[b - 1].c != '{')
		return; /* a declaration: calls never look at callees */
	if (p->fn) {
		perr(p, &t[a], "nested func.func%s", NULL);
		return;
	}
	struct vl_func *f = ARENA_NEW(&p->m->arena, struct vl_func);
	f->name = t[j].name;
	f->line = t[a].line;
	p->fn = f;
	p->nvals = 0;
	p->ops.n = 0;
	push_scope(p, 'f', NULL, &t[a]);
	int close = match_close(p, j + 1, b), ia[MAXITEMS], ib[MAXITEMS];
	int n = split_items(p, j + 2, close, ia, ib, MAXITEMS);
	for (int k = 0; k < n && k < MAXITEMS; k++) {
		if (!(t[ia[k]].kind == VT_SSA && ia[k] + 1 < ib[k] && t[ia[k] + 1].c == ':')) {
			perr(p, &t[ia[k]], "expected '%%arg: type'%s", NULL);
			continue;
		}
		int v = new_value(p, t[ia[k]].name, VV_ARG, NULL, k);
		int end = find_top(p, ia[k] + 2, ib[k], '{'); /* argument attributes */
		parse_type(p, ia[k] + 2, end, &p->vals[v].ty);
	}
}

static void end_func(struct parser *p)
{
	struct vl_func *f = p->fn;
	f->nops = (int)p->ops.n;
	f->ops = ARENA_ARRAY(&p->m->arena, struct vl_inst *, f->nops + 1);
	if (f->nops) /* an empty body has no items array: memcpy(NULL) is undefined */
		memcpy(f->ops, p->ops.items, sizeof *f->ops * (size_t)f->nops);
	f->nvals = p->nvals;
	f->vals = ARENA_ARRAY(&p->m->arena, struct vl_value, f->nvals + 1);
	f->use_src = ARENA_ARRAY(&p->m->arena, int, f->nvals + 1);
	for (int i = 0; i < f->nvals; i++)
		f->use_src[i] = VL_SRC_UNKNOWN;
	if (f->nvals)
		memcpy(f->vals, p->vals, sizeof *f->vals * (size_t)f->nvals);
	/* OPNAME#K and callee#K numbering, textual order */
	struct kcount { const char *n; int k; } *cnt = NULL;
	int nc = 0;
	for (int i = 0; i < f->nops; i++) {
		struct vl_inst *in = f->ops[i];
		for (int pass = 0; pass < 2; pass++) {
			const char *key = pass ? in->callee : in->name;
			if (!key)
				continue;
			int c = 0;
			for (; c < nc && cnt[c].n != key; c++)
				;
			if (c == nc) {
				cnt = xrealloc(cnt, sizeof *cnt * (size_t)(nc + 1));
				cnt[nc++] = (struct kcount){key, 0};
			}
			*(pass ? &in->call_k : &in->key_k) = ++cnt[c].k;
		}
	}
	free(cnt);
	*p->fn_tail = f;
	p->fn_tail = &f->next;
	p->fn = NULL;
}

static void parse_stmt(struct parser *p, int a, int b)
{
	struct vl_token *t = p->t;
	if (t[a].kind == VT_PUNCT && t[a].c == '}') {
		if (p->depth == 0) {
			perr(p, &t[a], "unbalanced '}'%s", NULL);
			return;
		}
		char k = p->kind[p->depth];
		if (k == 'l')
			p->loop[p->depth]->body_end = (int)p->ops.n;
		pop_scope(p);
		if (k == 'f')
			end_func(p);
		return;
	}
	if (t[a].kind == VT_ID && t[a].s[0] == '#')
		return; /* attribute alias */
	if (t[a].name == p->n_module) {
		if (t[b - 1].c == '{')
			push_scope(p, 'm', NULL, &t[a]);
		return;
	}
	if (t[a].name == p->n_func) {
		parse_func(p, a, b);
		return;
	}
	if (!p->fn) {
		perr(p, &t[a], "statement outside a function%s", NULL);
		return;
	}
	parse_op(p, a, b);
}

bool vl_parse(const char *file, const char *text, struct vl_module *m)
{
	struct parser P = {0}, *p = &P;
	m->file = file;
	m->text = text;
	p->file = file;
	p->m = m;
	p->fn_tail = &m->funcs;
#define I(f, s) p->f = intern_cstr(s)
	I(n_for, "scf.for"); I(n_yield, "scf.yield"); I(n_call, "call"); I(n_return, "return");
	I(n_func, "func.func"); I(n_module, "module"); I(n_vector, "vector");
	I(n_lc, "layout_change"); I(n_into, "into"); I(n_to, "to");
	I(n_memtype, "#ave.vec_mem_type"); I(n_iter_args, "iter_args"); I(n_step, "step");
	I(n_private, "private"); I(n_attributes, "attributes"); I(n_fcall, "func.call");
	I(n_freturn, "func.return");
	I(n_lcv[VLC_UNCHANGED], "UNCHANGED"); I(n_lcv[VLC_SPARSE], "SPARSE"); I(n_lcv[VLC_DENSE], "DENSE");
#undef I
	/* statements: a line; a line starting with ':' continues the previous */
	struct vl_lexer L = {file, (const unsigned char *)text, (const unsigned char *)text, 1, false};
	struct vl_token *cur = NULL, *nxt = NULL, last = {0};
	int ncur = 0, capcur = 0, nnxt = 0, capnxt = 0, bad = 0;
	while (!L.eof && ncur == 0)
		bad |= vl_lex_line(&L, &cur, &ncur, &capcur);
	while (ncur > 0 && !bad) {
		nnxt = 0;
		while (!L.eof && nnxt == 0)
			bad |= vl_lex_line(&L, &nxt, &nnxt, &capnxt);
		if (nnxt > 0 && nxt[0].kind == VT_PUNCT && nxt[0].c == ':') {
			for (int i = 0; i < nnxt; i++) {
				if (ncur + 2 >= capcur) {
					capcur *= 2;
					cur = xrealloc(cur, sizeof *cur * (size_t)capcur);
				}
				cur[ncur++] = nxt[i];
			}
			continue;
		}
		memset(&cur[ncur], 0, sizeof *cur); /* VT_EOF sentinel */
		p->t = cur;
		parse_stmt(p, 0, ncur);
		last = cur[ncur - 1];
		struct vl_token *t = cur;
		cur = nxt;
		nxt = t;
		int c = capcur;
		capcur = capnxt;
		capnxt = c;
		ncur = nnxt;
	}
	if (p->fn && !p->errors && !bad)
		perr(p, &last, "missing '}' at the end of function '%s'", p->fn->name);
	free(cur);
	free(nxt);
	if (bad)
		p->errors++;
	free(p->hkey);
	free(p->hval);
	free(p->bind);
	free(p->vals);
	vec_free(&p->ops);
	return p->errors == 0;
}

static int op_cmp(const void *k, const void *e)
{
	return strcmp((const char *)k, ((const struct vl_op *)e)->name);
}

const struct vl_op *vl_find_op(const char *name)
{
	return bsearch(name, vl_ops, (size_t)vl_nops, sizeof *vl_ops, op_cmp);
}

int vl_fold_width(int w)
{
	return w >= 0 && w <= VL_MAX_WIDTH ? vl_fold[w] : w;
}
