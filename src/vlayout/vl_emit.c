/* --emit=mlir: applies a solution to the source text as a list of edits
 * (vector-layout.md §5): functionType attributes, the layout parameter on
 * every written type of a retyped value, layout_cast ops around calls. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "intern.h"
#include "util.h"
#include "vl_emit.h"

int vl_result_state(const struct vl_func *f, const struct vl_inst *in, const int8_t *st, int v)
{
	if (st[v] >= 0)
		return st[v];
	for (int i = 0; i < in->nres; i++)
		if (f->vals[in->res[i]].ty.vec && st[in->res[i]] >= 0)
			return st[in->res[i]];
	return VL_NOSTATE;
}

static int default_layout(const struct vl_value *x)
{
	int w = x->ty.width;
	return w > 0 && w <= VL_MAX_WIDTH ? vl_default_layout[w] : VL_NOSTATE;
}

/* The value v's uses take their layout from, or -1 (VL_NOSTATE): iter
 * args and loop results follow their init operands (§5.3), a chain as long
 * as the loops feeding each other.  Memoized along the whole chain in
 * f->use_src, so every value costs constant time overall. */
static int use_source(const struct vl_func *f, int v)
{
	int w = v, src;
	while ((src = f->use_src[w]) == VL_SRC_UNKNOWN) {
		const struct vl_value *x = &f->vals[w];
		int next = -1;
		if (!x->ty.vec || x->kind == VV_ARG || x->kind == VV_IV) { /* never retyped (§5) */
			src = -1;
		} else if (x->kind == VV_ITER) { /* the rebuilt loop takes the init's type */
			next = x->def->opnd[3 + x->index];
		} else if (vl_rules[x->def->rule].kind == VLR_loop) {
			if (x->index < x->def->niter)
				next = x->def->opnd[3 + x->index];
			else
				src = -1;
		} else {
			src = w;
		}
		if (next < 0) {
			f->use_src[w] = src;
			break;
		}
		f->use_src[w] = next; /* provisional (a cycle in bad input stops here) */
		w = next;
	}
	/* point every value of the chain at its end */
	for (w = v; f->use_src[w] != src;) {
		int next = f->use_src[w];
		f->use_src[w] = src;
		w = next;
	}
	return src;
}

int vl_use_layout(const struct vl_func *f, const int8_t *st, int v)
{
	v = use_source(f, v);
	if (v < 0)
		return VL_NOSTATE;
	const struct vl_value *x = &f->vals[v];
	const struct vl_inst *in = x->def;
	switch (vl_rules[in->rule].kind) {
	case VLR_call:
		return vl_processed(f, in) ? default_layout(x) : VL_NOSTATE;
	case VLR_layout_cast:
		if (x->ty.layout >= 0)
			return x->ty.layout;
		break;
	}
	return vl_result_state(f, in, st, v);
}

/* Replaces [at, at + len) by text (len 0: inserts); edits at one position
 * keep the order they were made in. */
struct edit {
	const char *at;
	int len;
	size_t seq;
	char *text;
};

struct vl_emit {
	const char *file, *text;
	struct vec ed;
	/* the function being applied */
	const struct vl_func *f;
	const int8_t *st;
	const char **cast;    /* per value: the name of the call-result cast replacing it */
	const char **names;   /* interned SSA names taken in f, open addressing */
	size_t cap, n;
};

struct vl_emit *vl_emit_new(const char *file, const char *text)
{
	struct vl_emit *e = xcalloc(1, sizeof *e);
	e->file = file;
	e->text = text;
	return e;
}

static void edit(struct vl_emit *e, const char *at, int len, struct buf *b)
{
	struct edit *x = xmalloc(sizeof *x);
	*x = (struct edit){at, len, e->ed.n, b->data ? b->data : xstrdup("")};
	b->data = NULL;
	b->len = b->cap = 0;
	vec_push(&e->ed, x);
}

/* ---- names ---- */

static size_t name_slot(struct vl_emit *e, const char *name)
{
	size_t i = ((uintptr_t)name >> 3) * 0x9E3779B97F4A7C15ull;
	for (i &= e->cap - 1; e->names[i] && e->names[i] != name; i = (i + 1) & (e->cap - 1))
		;
	return i;
}

static void take_name(struct vl_emit *e, const char *name)
{
	if (2 * (e->n + 1) >= e->cap) {
		const char **old = e->names;
		size_t oc = e->cap;
		e->cap = oc ? 2 * oc : 256;
		e->names = xcalloc(e->cap, sizeof *e->names);
		e->n = 0;
		for (size_t i = 0; i < oc; i++)
			if (old[i])
				take_name(e, old[i]);
		free(old);
	}
	size_t i = name_slot(e, name);
	if (!e->names[i]) {
		e->names[i] = name;
		e->n++;
	}
}

/* `%<name>_<what>` (`#k` spelled `_k`, a leading digit prefixed by `v` so
 * the result is a valid MLIR name), then `_1`, `_2`, ... until unused. */
static const char *fresh_name(struct vl_emit *e, const char *name, const char *what)
{
	struct buf b = {0};
	const char *s = name + 1;
	buf_putc(&b, '%');
	if (isdigit((unsigned char)*s))
		buf_putc(&b, 'v');
	for (; *s; s++)
		buf_putc(&b, *s == '#' ? '_' : *s);
	buf_printf(&b, "_%s", what);
	size_t base = b.len;
	const char *n;
	for (int k = 1;; k++) {
		n = intern(b.data, b.len);
		if (!e->names[name_slot(e, n)])
			break;
		b.len = base;
		buf_printf(&b, "_%d", k);
	}
	buf_free(&b);
	take_name(e, n);
	return n;
}

static void take_names(struct vl_emit *e, const struct vl_func *f)
{
	e->n = 0;
	if (e->names)
		memset(e->names, 0, e->cap * sizeof *e->names);
	for (int v = 0; v < f->nvals; v++) {
		const char *n = f->vals[v].name, *h = strchr(n, '#');
		take_name(e, n);
		if (h)
			take_name(e, intern(n, (size_t)(h - n)));
	}
}

/* ---- types ---- */

/* Length of a vector type's text before its layout parameter (trailing
 * blanks dropped) or closing `>`. */
static int type_core(const char *at, int len)
{
	int d = 0, n = len - 1;
	for (int i = 0; i < len; i++) {
		if (at[i] == '<') {
			d++;
		} else if ((at[i] == '>' && --d == 0) || (at[i] == ',' && d == 1)) {
			n = i;
			break;
		}
	}
	while (n > 0 && (at[n - 1] == ' ' || at[n - 1] == '\t'))
		n--;
	return n;
}

static void put_type(struct buf *b, const char *at, int len, int layout)
{
	buf_put(b, at, (size_t)type_core(at, len));
	if (layout >= 0)
		buf_printf(b, ", #ave.vector_layout<{mem = #ave.vec_mem_type<%s>}>", vl_states[layout].name);
	buf_putc(b, '>');
}

static void put_value_type(struct buf *b, const struct vl_value *x, int layout)
{
	put_type(b, x->ty.text, x->ty.len, layout);
}

/* The written type [at, at + len) becomes the same type with `layout`. */
static void retype(struct vl_emit *e, const char *at, int len, int layout)
{
	struct buf b = {0};
	put_type(&b, at, len, layout);
	if (b.len == (size_t)len && memcmp(b.data, at, b.len) == 0)
		buf_free(&b);
	else
		edit(e, at, len, &b);
}

/* The layout of value v in the IR after apply, as its users see it; a value
 * the solution does not retype keeps the layout written at its definition. */
static int final_layout(struct vl_emit *e, int v)
{
	int l = vl_use_layout(e->f, e->st, v);
	return l >= 0 ? l : e->f->vals[v].ty.layout;
}

/* ---- statements ---- */

static const char *line_start(struct vl_emit *e, const char *p)
{
	while (p > e->text && p[-1] != '\n')
		p--;
	return p;
}

static int indent_len(const char *ls)
{
	int n = 0;
	while (ls[n] == ' ' || ls[n] == '\t')
		n++;
	return n;
}

static void rename_operand(struct vl_emit *e, const struct vl_inst *in, int k, const char *name)
{
	struct buf b = {0};
	buf_puts(&b, name);
	edit(e, in->opnd_at[k], (int)strlen(e->f->vals[in->opnd[k]].name), &b);
}

/* Uses of a call result go to the cast that replaces it (§5.4). */
static void rename_operands(struct vl_emit *e, const struct vl_inst *in)
{
	for (int k = 0; k < in->nopnd; k++)
		if (e->cast[in->opnd[k]])
			rename_operand(e, in, k, e->cast[in->opnd[k]]);
}

static int dentry_cmp(const void *a, const void *b)
{
	const struct vl_dentry *x = a, *y = b;
	int n = x->namelen < y->namelen ? x->namelen : y->namelen;
	int c = memcmp(x->name, y->name, (size_t)n);
	if (c == 0)
		c = (x->namelen > y->namelen) - (x->namelen < y->namelen);
	return c ? c : (x->at > y->at) - (x->at < y->at);
}

/* functionType goes into the attribute dictionary, which prints its entries
 * sorted by name (§7); an existing functionType is replaced (§5.1). */
static void set_function_type(struct vl_emit *e, const struct vl_inst *in, int ft)
{
	struct buf b = {0}, entry = {0};
	buf_printf(&entry, "functionType = #ave.func_dist_type<%s>", vl_func_types[ft]);
	if (!in->dict_at) {
		buf_printf(&b, " {%s}", entry.data);
		edit(e, in->attr_at, 0, &b);
		buf_free(&entry);
		return;
	}
	struct vl_dentry *d = xmalloc(sizeof *d * (size_t)(in->ndent + 1));
	int n = 0;
	for (int k = 0; k < in->ndent; k++)
		if (!(in->dent[k].namelen == 12 && memcmp(in->dent[k].name, "functionType", 12) == 0))
			d[n++] = in->dent[k];
	d[n++] = (struct vl_dentry){entry.data, (int)entry.len, "functionType", 12};
	qsort(d, (size_t)n, sizeof *d, dentry_cmp);
	buf_putc(&b, '{');
	for (int k = 0; k < n; k++) {
		if (k)
			buf_puts(&b, ", ");
		buf_put(&b, d[k].at, (size_t)d[k].len);
	}
	buf_putc(&b, '}');
	edit(e, in->dict_at, in->dict_len, &b);
	free(d);
	buf_free(&entry);
}

/* A call with a vector operand or result (§5.4): a cast to the plain type
 * before it per vector operand, the call on the casts with its own types,
 * after it a cast of each vector result to the default layout of its width,
 * which replaces the result everywhere else. */
static bool apply_call(struct vl_emit *e, const struct vl_inst *in)
{
	const struct vl_func *f = e->f;
	const char *ls = line_start(e, in->text);
	int ind = indent_len(ls);
	struct buf b = {0};
	for (int k = 0; k < in->nopnd; k++) {
		int v = in->opnd[k];
		const struct vl_value *x = &f->vals[v];
		if (!x->ty.vec)
			continue;
		const char *name = fresh_name(e, x->name, "nolayout");
		buf_printf(&b, "%.*s%s = ave.hir.vector.layout_cast %s : ", ind, ls, name,
			   e->cast[v] ? e->cast[v] : x->name);
		put_value_type(&b, x, final_layout(e, v));
		buf_puts(&b, " -> ");
		put_value_type(&b, x, VL_NOSTATE);
		buf_putc(&b, '\n');
		rename_operand(e, in, k, name);
	}
	if (b.len)
		edit(e, ls, 0, &b);
	for (int k = 0; k < in->nti; k++)
		if (!in->ti[k].res)
			retype(e, in->ti[k].at, in->ti[k].len, VL_NOSTATE);
	const char *end = in->text + in->textlen, *nl = strchr(end, '\n');
	if (!nl)
		buf_putc(&b, '\n');
	for (int k = 0; k < in->nres; k++) {
		int r = in->res[k];
		const struct vl_value *x = &f->vals[r];
		if (!x->ty.vec)
			continue;
		int l = default_layout(x);
		if (l < 0) {
			struct span at = span_make(diag_file_id(e->file), in->line, in->col, in->line,
						   in->col + 1);
			diag_error(at, "call result '%s' has %d-bit elements, which have no default layout "
				   "(the reference casts only 1, 8, 16 and 32-bit results)", x->name, x->ty.width);
			buf_free(&b);
			return false;
		}
		e->cast[r] = fresh_name(e, x->name, "dflt");
		buf_printf(&b, "%.*s%s = ave.hir.vector.layout_cast %s : %.*s -> ", ind, ls, e->cast[r],
			   x->name, x->ty.len, x->ty.text);
		put_value_type(&b, x, l);
		buf_putc(&b, '\n');
	}
	if (b.len > (nl ? 0u : 1u))
		edit(e, nl ? nl + 1 : end, 0, &b);
	else
		buf_free(&b);
	return true;
}

bool vl_emit_func(struct vl_emit *e, const struct vl_func *f, const struct vl_solution *s)
{
	bool ok = true;
	e->f = f;
	e->st = s->state;
	e->cast = xcalloc((size_t)f->nvals + 1, sizeof *e->cast);
	take_names(e, f);
	for (int i = 0; i < f->nops && ok; i++) {
		const struct vl_inst *in = f->ops[i];
		if (vl_rules[in->rule].kind == VLR_call && vl_processed(f, in)) {
			ok = apply_call(e, in);
		} else {
			rename_operands(e, in);
			for (int k = 0; k < in->nti; k++)
				if (in->ti[k].val >= 0)
					retype(e, in->ti[k].at, in->ti[k].len, final_layout(e, in->ti[k].val));
		}
		if (s->ft[i] > 0)
			set_function_type(e, in, s->ft[i]);
	}
	free(e->cast);
	e->cast = NULL;
	return ok;
}

static int edit_cmp(const void *a, const void *b)
{
	const struct edit *x = *(const struct edit *const *)a, *y = *(const struct edit *const *)b;
	if (x->at != y->at)
		return x->at < y->at ? -1 : 1;
	return (x->seq > y->seq) - (x->seq < y->seq);
}

/* Writes text[from, to) without its comment-only lines (like an MLIR printer,
 * and so that the output is not mistaken for a golden input). */
static void put_text(FILE *o, const char *from, const char *to, bool *bol)
{
	while (from < to) {
		const char *nl = memchr(from, '\n', (size_t)(to - from));
		const char *end = nl ? nl + 1 : to;
		const char *q = from;
		if (*bol) {
			while (q < end && (*q == ' ' || *q == '\t'))
				q++;
			if (end - q >= 2 && q[0] == '/' && q[1] == '/' && nl) {
				from = end;
				continue;
			}
		}
		fwrite(from, 1, (size_t)(end - from), o);
		*bol = nl != NULL;
		from = end;
	}
}

void vl_emit_write(struct vl_emit *e, FILE *o)
{
	qsort(e->ed.items, e->ed.n, sizeof *e->ed.items, edit_cmp);
	const char *p = e->text;
	bool bol = true;
	for (size_t i = 0; i < e->ed.n; i++) {
		struct edit *x = e->ed.items[i];
		if (x->at < p) /* edits never overlap */
			die("vlayout: overlapping edits at offset %ld", (long)(x->at - e->text));
		put_text(o, p, x->at, &bol);
		size_t n = strlen(x->text);
		fwrite(x->text, 1, n, o);
		if (n)
			bol = x->text[n - 1] == '\n';
		p = x->at + x->len;
	}
	put_text(o, p, p + strlen(p), &bol);
}

void vl_emit_free(struct vl_emit *e)
{
	for (size_t i = 0; i < e->ed.n; i++) {
		free(((struct edit *)e->ed.items[i])->text);
		free(e->ed.items[i]);
	}
	vec_free(&e->ed);
	free(e->names);
	free(e);
}
