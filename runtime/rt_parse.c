/* Recursive-descent parser of the .pto subset ptoc and PyPTO emit: module,
 * func.func, arith, scf.for/if/yield, pto views, alloc_tile and the DPS
 * compute form `pto.OP ins(...) outs(...)`.  Builds per-function instruction
 * trees whose SSA values are numbered slots, then computes tile liveness. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

struct localias {
	const char *name;
	int nlen;
	struct span at;
};

/* An alloc_tile at a constant address: the handle it owns, its type and
 * address, and whether its valid shape is the whole tile (bufs_classify). */
struct buf_key {
	struct rt_tile_type tile;
	int64_t addr;
	int handle;
	bool whole;
};

struct parser {
	struct rt_module *m;
	struct rt_toks ts;
	size_t i;
	const char *file;
	uint32_t fid; /* diag_file_id(file), for spans */
	int errors;
	struct rt_func *f;
	/* SSA names of the current function */
	const char **names;
	int *nlens;
	int *handle;   /* tile handle per slot, -1 */
	bool *root;    /* slot is the alloc_tile result owning its handle */
	int *nh;       /* handles the slot may stand for (rt_func.slot_nh) */
	bool *has_cst; /* slot is an integer arith.constant, of value cst */
	int64_t *cst;
	int nslots, cap;
	int *sidx, scap; /* hash index of names: slot + 1, 0 empty; scap a power of 2 */
	struct localias *aliases;
	int naliases;
	int depth;     /* regions (and multi_tile_buf types) being parsed inside each other */
	bool too_deep; /* RT_MAX_NEST was passed: the parse stops */
	struct buf_key *bufs; /* the current function's alloc_tiles at constant addresses */
	uint32_t nbufs, bufcap;
};

static struct rt_tok *peek(struct parser *p) { return &p->ts.v[p->i]; }
static struct rt_tok *peek2(struct parser *p) { return &p->ts.v[p->i + (p->ts.v[p->i].kind != T_EOF)]; }
static struct rt_tok *next(struct parser *p)
{
	struct rt_tok *t = &p->ts.v[p->i];
	if (t->kind != T_EOF)
		p->i++;
	return t;
}

static bool tok_is(const struct rt_tok *t, const char *s)
{
	return (t->kind == T_ID || t->kind == T_BANG || t->kind == T_HASH) && (int)strlen(s) == t->len &&
	       memcmp(t->s, s, t->len) == 0;
}

static struct span tok_span(struct parser *p, const struct rt_tok *t)
{
	return span_make(p->fid, t->line, t->col, t->line, t->col + (t->len ? t->len : 1));
}

static char *tok_str(struct parser *p, const struct rt_tok *t)
{
	return arena_strndup(&p->m->arena, t->s, (size_t)t->len);
}

static void error_at(struct parser *p, const struct rt_tok *t, const char *fmt, const char *arg)
{
	p->errors++;
	diag_error(tok_span(p, t), fmt, arg);
}

/* Skips the rest of the current line (error recovery). */
static void skip_line(struct parser *p, int line)
{
	while (peek(p)->kind != T_EOF && peek(p)->line == line)
		next(p);
}

static bool accept(struct parser *p, int kind)
{
	if (peek(p)->kind != kind)
		return false;
	next(p);
	return true;
}

static bool accept_id(struct parser *p, const char *s)
{
	if (!tok_is(peek(p), s))
		return false;
	next(p);
	return true;
}

static const char *kind_text(int kind)
{
	static char c[4];
	switch (kind) {
	case T_SSA: return "an SSA value";
	case T_INT: return "an integer";
	case T_ID: return "a keyword";
	case T_ARROW: return "'->'";
	case T_SHAPE: return "a shape";
	default: c[0] = '\''; c[1] = (char)kind; c[2] = '\''; c[3] = 0; return c;
	}
}

static bool expect(struct parser *p, int kind)
{
	if (accept(p, kind))
		return true;
	char msg[64];
	snprintf(msg, sizeof msg, "expected %s", kind_text(kind));
	error_at(p, peek(p), "%s", msg);
	return false;
}

static bool expect_id(struct parser *p, const char *s)
{
	if (accept_id(p, s))
		return true;
	error_at(p, peek(p), "expected '%s'", s);
	return false;
}

/* ---- SSA slots ---- */

static uint32_t name_hash(const char *s, int n)
{
	uint32_t h = 2166136261u;
	for (int i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* Rebuilds the name index at twice the size (at least 64 entries). */
static void sidx_grow(struct parser *p)
{
	free(p->sidx);
	p->scap = p->scap ? 2 * p->scap : 64;
	p->sidx = xcalloc((size_t)p->scap, sizeof *p->sidx);
	for (int k = 0; k < p->nslots; k++) {
		uint32_t i = name_hash(p->names[k], p->nlens[k]) & (uint32_t)(p->scap - 1);
		while (p->sidx[i])
			i = (i + 1) & (uint32_t)(p->scap - 1);
		p->sidx[i] = k + 1;
	}
}

/* The slot of SSA name t in the current function, created on first sight. */
static int slot_of(struct parser *p, const struct rt_tok *t)
{
	if (2 * (p->nslots + 1) > p->scap)
		sidx_grow(p);
	uint32_t i = name_hash(t->s, t->len) & (uint32_t)(p->scap - 1);
	for (; p->sidx[i]; i = (i + 1) & (uint32_t)(p->scap - 1)) {
		int k = p->sidx[i] - 1;
		if (p->nlens[k] == t->len && memcmp(p->names[k], t->s, t->len) == 0)
			return k;
	}
	p->sidx[i] = p->nslots + 1;
	if (p->nslots == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 64;
		p->names = xrealloc(p->names, p->cap * sizeof *p->names);
		p->nlens = xrealloc(p->nlens, p->cap * sizeof *p->nlens);
		p->handle = xrealloc(p->handle, p->cap * sizeof *p->handle);
		p->root = xrealloc(p->root, p->cap * sizeof *p->root);
		p->nh = xrealloc(p->nh, p->cap * sizeof *p->nh);
		p->has_cst = xrealloc(p->has_cst, p->cap * sizeof *p->has_cst);
		p->cst = xrealloc(p->cst, p->cap * sizeof *p->cst);
	}
	p->names[p->nslots] = tok_str(p, t);
	p->nlens[p->nslots] = t->len;
	p->handle[p->nslots] = -1;
	p->root[p->nslots] = false;
	p->nh[p->nslots] = 1;
	p->has_cst[p->nslots] = false;
	return p->nslots++;
}

static int parse_ssa(struct parser *p)
{
	struct rt_tok *t = peek(p);
	if (t->kind != T_SSA) {
		error_at(p, t, "expected an SSA value, got '%s'", t->kind == T_EOF ? "end of file" : tok_str(p, t));
		return -1;
	}
	next(p);
	return slot_of(p, t);
}

/* ---- types ---- */

/* shape token "32x?xf32" -> dims and dtype; the dtype may contain an `x`
 * (!pto.f4E2M1x2), so dims are taken only while they start a component */
static bool parse_shape_tok(struct parser *p, const struct rt_tok *t, struct rt_type *ty)
{
	char *s = tok_str(p, t), *q = s;
	ty->rank = 0;
	for (;;) {
		char *x = strchr(q, 'x');
		if (!x || !(*q == '?' || (*q >= '0' && *q <= '9')))
			break;
		*x = 0;
		if (ty->rank < RT_MAX_RANK)
			ty->dims[ty->rank++] = strcmp(q, "?") == 0 ? -1 : strtoll(q, NULL, 10);
		q = x + 1;
	}
	ty->dtype = rt_dtype_from_mlir(q);
	if (ty->dtype < 0 && ty->kind != TY_OTHER) {
		error_at(p, t, "unsupported element type in '%s'", tok_str(p, t));
		return false;
	}
	return true;
}

static int64_t tok_int(const struct rt_tok *t)
{
	return strtoll(t->s, NULL, 0);
}

static const char *const locs[] = {"gm", "vec", "mat", "left", "right", "acc", "bias", "scaling"};
static const int loc_space[] = {MS_DDR, MS_Vec, MS_Mat, MS_Left, MS_Right, MS_Acc, MS_Bias, MS_LeftScale};

static int word_index(const struct rt_tok *t, const char *const *words, int n)
{
	for (int i = 0; i < n; i++)
		if (tok_is(t, words[i]))
			return i;
	return -1;
}

static const char *const layouts[] = {"none_box", "row_major", "col_major"};

/* tile-buf: '<' (legacy `key=value, ...` | compact `loc, RxCxDT[, key=value]...`) '>' */
static bool parse_tile_buf(struct parser *p, struct rt_type *ty)
{
	struct rt_tile_type *tt = &ty->tile;
	*tt = (struct rt_tile_type){.space = MS_Vec, .dtype = -1, .vrow = -2, .vcol = -2,
				    .blayout = TL_row_major, .slayout = TL_none_box, .fractal = 512};
	ty->kind = TY_TILE;
	if (!expect(p, '<'))
		return false;
	if (peek(p)->kind == T_ID && peek2(p)->kind == ',') { /* compact form */
		int k = word_index(peek(p), locs, 8);
		if (k < 0)
			error_at(p, peek(p), "unknown loc: %s", tok_str(p, peek(p)));
		else
			tt->space = loc_space[k];
		next(p);
		next(p);
		struct rt_tok *st = peek(p);
		struct rt_type sh = {0};
		if (!expect(p, T_SHAPE) || !parse_shape_tok(p, st, &sh) || sh.rank != 2)
			return false;
		if (sh.dims[0] <= 0 || sh.dims[0] > INT_MAX || sh.dims[1] <= 0 || sh.dims[1] > INT_MAX)
			return error_at(p, st, "tile_buf shape '%s': rows and cols must be 1 .. 2147483647",
					tok_str(p, st)), false;
		tt->rows = (int)sh.dims[0];
		tt->cols = (int)sh.dims[1];
		tt->dtype = sh.dtype;
	}
	while (peek(p)->kind != '>' && peek(p)->kind != T_EOF) {
		accept(p, ',');
		struct rt_tok *key = next(p);
		if (key->kind != T_ID || !expect(p, '='))
			return error_at(p, key, "bad tile_buf field '%s'", tok_str(p, key)), false;
		struct rt_tok *v = next(p);
		int64_t wide = v->kind == T_INT ? tok_int(v) : -1;
		if (wide < -1 || wide > INT_MAX)
			return error_at(p, v, "tile_buf value %s is outside -1 .. 2147483647", tok_str(p, v)),
			       false;
		int iv = (int)wide;
		if (tok_is(key, "loc")) {
			int k = word_index(v, locs, 8);
			if (k < 0)
				return error_at(p, v, "unknown loc: %s", tok_str(p, v)), false;
			tt->space = loc_space[k];
		} else if (tok_is(key, "dtype")) {
			tt->dtype = rt_dtype_from_mlir(tok_str(p, v));
			if (tt->dtype < 0)
				return error_at(p, v, "unsupported tile dtype '%s'", tok_str(p, v)), false;
		} else if (tok_is(key, "rows")) {
			tt->rows = iv;
		} else if (tok_is(key, "cols")) {
			tt->cols = iv;
		} else if (tok_is(key, "v_row")) {
			tt->vrow = iv;
		} else if (tok_is(key, "v_col")) {
			tt->vcol = iv;
		} else if (tok_is(key, "valid")) { /* compact: valid=RxC lexes as INT then ID "xC" */
			tt->vrow = iv;
			struct rt_tok *c = next(p);
			long vc = c->kind == T_ID && c->s[0] == 'x' ? strtol(c->s + 1, NULL, 10) : -1;
			tt->vcol = vc < 0 || vc > INT_MAX ? -1 : (int)vc;
		} else if (tok_is(key, "blayout") || tok_is(key, "slayout")) {
			int k = word_index(v, layouts, 3);
			if (k < 0)
				return error_at(p, v, "unknown layout '%s'", tok_str(p, v)), false;
			*(tok_is(key, "blayout") ? &tt->blayout : &tt->slayout) = k;
		} else if (tok_is(key, "fractal")) {
			tt->fractal = iv;
		} else if (tok_is(key, "pad")) {
			if (v->kind != T_INT)
				return error_at(p, v, "tile_buf pad: expected integer value, got '%s'", tok_str(p, v)), false;
			tt->pad = iv;
		} else if (tok_is(key, "compact")) {
			tt->compact = iv;
		} else {
			return error_at(p, key, "unknown tile_buf field '%s'", tok_str(p, key)), false;
		}
	}
	if (tt->dtype < 0 || tt->rows <= 0 || tt->cols <= 0) {
		error_at(p, peek(p), "%s", "tile_buf needs dtype, rows and cols");
		return false;
	}
	/* both MX scale memories print as loc=scaling; the right-hand one has
	 * the col_major scale layout (ptoc's implicit RightScale view) */
	if (tt->space == MS_LeftScale && tt->slayout == TL_col_major)
		tt->space = MS_RightScale;
	if (tt->vrow == -2)
		tt->vrow = tt->rows;
	if (tt->vcol == -2)
		tt->vcol = tt->cols;
	if (rt_fp4_elements(tt->space, tt->dtype)) { /* elements to x2 carriers */
		bool cols = rt_fp4_pairs_cols(tt->space, tt->blayout, tt->slayout);
		int *n = cols ? &tt->cols : &tt->rows, *v = cols ? &tt->vcol : &tt->vrow;
		if (*n % 2 || (*v > 0 && *v % 2)) {
			error_at(p, peek(p), "an !pto.f4E2M1x2 tile with odd %s (two elements a byte)",
				 cols ? "cols or v_col" : "rows or v_row");
			return false;
		}
		*n /= 2;
		if (*v > 0)
			*v /= 2;
	}
	return expect(p, '>');
}

/* Skips a balanced `<...>`. */
static void skip_angle(struct parser *p)
{
	int depth = 0;
	do {
		struct rt_tok *t = next(p);
		if (t->kind == '<')
			depth++;
		else if (t->kind == '>')
			depth--;
		else if (t->kind == T_EOF)
			return;
	} while (depth > 0);
}

static bool nest_in(struct parser *p);

static bool parse_type(struct parser *p, struct rt_type *ty)
{
	struct rt_tok *t = peek(p);
	memset(ty, 0, sizeof *ty);
	if (tok_is(t, "!pto.tile_buf")) {
		next(p);
		return parse_tile_buf(p, ty);
	}
	if (tok_is(t, "!pto.multi_tile_buf")) {
		/* '<' tile-buf-type ',' 'count' '=' int '>' */
		next(p);
		struct rt_type slot;
		if (!expect(p, '<') || !nest_in(p))
			return false;
		bool ok = parse_type(p, &slot);
		p->depth--;
		if (!ok)
			return false;
		if (slot.kind != TY_TILE)
			return error_at(p, t, "%s", "multi_tile_buf: the slot type must be a !pto.tile_buf"), false;
		struct rt_tok *n = (expect(p, ',') && expect_id(p, "count") && expect(p, '=')) ? peek(p) : NULL;
		if (!n || !expect(p, T_INT))
			return false;
		*ty = slot;
		ty->kind = TY_MTILE;
		ty->rank = 1;
		ty->dims[0] = tok_int(n);
		if (ty->dims[0] < 2 || ty->dims[0] > 16)
			return error_at(p, n, "multi_tile_buf: count=%s is outside [2, 16]", tok_str(p, n)), false;
		return expect(p, '>');
	}
	if (tok_is(t, "!pto.partition_tensor_view") || tok_is(t, "!pto.tensor_view")) {
		next(p);
		ty->kind = tok_is(t, "!pto.tensor_view") ? TY_TVIEW : TY_PVIEW;
		struct rt_tok *s = (expect(p, '<'), next(p));
		if (s->kind != T_SHAPE)
			return error_at(p, s, "expected a shape, got '%s'", tok_str(p, s)), false;
		return parse_shape_tok(p, s, ty) && expect(p, '>');
	}
	if (tok_is(t, "!pto.ptr")) {
		next(p);
		ty->kind = TY_PTR;
		struct rt_tok *s = (expect(p, '<'), next(p));
		ty->dtype = rt_dtype_from_mlir(tok_str(p, s));
		if (ty->dtype < 0)
			ty->kind = TY_OTHER;
		return expect(p, '>');
	}
	if (t->kind == T_BANG || tok_is(t, "vector") || tok_is(t, "memref")) {
		next(p);
		ty->kind = TY_OTHER;
		if (peek(p)->kind == '<')
			skip_angle(p);
		return true;
	}
	if (t->kind == T_ID) {
		int dt = rt_dtype_from_mlir(tok_str(p, t));
		if (dt < 0)
			return error_at(p, t, "unsupported type '%s'", tok_str(p, t)), false;
		next(p);
		ty->kind = TY_SCALAR;
		ty->dtype = dt;
		return true;
	}
	error_at(p, t, "expected a type, got '%s'", t->kind == T_EOF ? "end of file" : tok_str(p, t));
	return false;
}

/* ---- attributes and locations ---- */

/* attr-dict: '{' key '=' value {',' key '=' value} '}'; a value is kept as
 * its last word (`#pto<cmp lt>` -> "lt", `#pto.layout<nd>` -> "nd"). */
static bool parse_attrs(struct parser *p, struct rt_attr **out, int *n)
{
	if (!expect(p, '{'))
		return false;
	struct rt_attr tmp[16];
	int k = 0;
	while (peek(p)->kind != '}' && peek(p)->kind != T_EOF) {
		struct rt_tok *key = next(p);
		const char *val = "";
		if (accept(p, '=')) {
			int depth = 0;
			bool typed = false; /* `1 : i32`: the value ends before the type */
			while (peek(p)->kind != T_EOF && (depth > 0 || (peek(p)->kind != ',' && peek(p)->kind != '}'))) {
				struct rt_tok *v = next(p);
				if (depth == 0 && v->kind == ':')
					typed = true;
				if (typed)
					continue;
				if (v->kind == '<' || v->kind == '[' || v->kind == '(')
					depth++;
				else if (v->kind == '>' || v->kind == ']' || v->kind == ')')
					depth--;
				else if (v->kind == T_STR)
					val = arena_strndup(&p->m->arena, v->s + 1, v->len - 2);
				else if (v->kind == T_ID || v->kind == T_INT || v->kind == T_FLOAT)
					val = tok_str(p, v);
				else if (v->kind == T_SYM) /* @func: the name */
					val = arena_strndup(&p->m->arena, v->s + 1, v->len - 1);
			}
		}
		if (k < 16)
			tmp[k++] = (struct rt_attr){tok_str(p, key), val};
		if (!accept(p, ','))
			break;
	}
	if (!expect(p, '}'))
		return false;
	struct rt_attr *a = ARENA_ARRAY(&p->m->arena, struct rt_attr, k + (out && *out ? *n : 0));
	int base = 0;
	if (*out) {
		memcpy(a, *out, *n * sizeof *a);
		base = *n;
	}
	memcpy(a + base, tmp, k * sizeof *a);
	*out = a;
	*n = base + k;
	return true;
}

/* Adds attribute key = val to the instruction's list. */
static void add_attr(struct parser *p, struct rt_inst *in, const char *key, const char *val)
{
	struct rt_attr *a = ARENA_ARRAY(&p->m->arena, struct rt_attr, in->nattrs + 1);
	if (in->nattrs)
		memcpy(a, in->attrs, in->nattrs * sizeof *a);
	a[in->nattrs++] = (struct rt_attr){key, val};
	in->attrs = a;
}

/* loc '(' ( "file":line:col | #alias | anything containing one ) ')' */
static bool parse_loc(struct parser *p, struct span *at)
{
	if (!tok_is(peek(p), "loc") || peek2(p)->kind != '(')
		return false;
	next(p);
	next(p);
	bool found = false;
	int depth = 1;
	while (depth > 0 && peek(p)->kind != T_EOF) {
		struct rt_tok *t = next(p);
		if (t->kind == '(')
			depth++;
		else if (t->kind == ')')
			depth--;
		else if (!found && t->kind == T_STR && peek(p)->kind == ':' && peek2(p)->kind == T_INT) {
			struct buf b = {0};
			for (int i = 1; i < t->len - 1; i++) {
				if (t->s[i] == '\\' && i + 1 < t->len - 1)
					i++;
				buf_putc(&b, t->s[i]);
			}
			at->fid = diag_file_id(b.data ? b.data : "");
			buf_free(&b);
			next(p);
			at->line = (int)tok_int(next(p));
			at->col = 1;
			if (peek(p)->kind == ':' && peek2(p)->kind == T_INT) {
				next(p);
				at->col = (int)tok_int(next(p));
			}
			at->end = 1; /* one column */
			found = true;
		} else if (!found && t->kind == T_HASH) {
			for (int i = 0; i < p->naliases; i++)
				if (p->aliases[i].nlen == t->len && memcmp(p->aliases[i].name, t->s, t->len) == 0) {
					*at = p->aliases[i].at;
					found = true;
				}
		}
	}
	return found;
}

/* Location aliases `#locN = loc(...)` may follow the module: collect them first. */
static void collect_aliases(struct parser *p)
{
	size_t save = p->i;
	for (size_t i = 0; i + 2 < p->ts.n; i++) {
		struct rt_tok *t = &p->ts.v[i];
		if (t->kind == T_HASH && t->col == 1 && p->ts.v[i + 1].kind == '=' && tok_is(&p->ts.v[i + 2], "loc")) {
			p->i = i + 2;
			struct span at = {0};
			if (parse_loc(p, &at)) {
				p->aliases = xrealloc(p->aliases, (p->naliases + 1) * sizeof *p->aliases);
				p->aliases[p->naliases++] = (struct localias){t->s, t->len, at};
			}
		}
	}
	p->i = save;
}

/* ---- instructions ---- */

static struct rt_inst *new_inst(struct parser *p, int kind, const struct rt_tok *optok)
{
	struct rt_inst *in = ARENA_NEW(&p->m->arena, struct rt_inst);
	in->kind = kind;
	in->name = tok_str(p, optok);
	in->pto = tok_span(p, optok);
	in->at = in->pto;
	in->lo = in->hi = in->step = in->ind = -1;
	return in;
}

static void block_push(struct rt_block *b, struct rt_inst *in)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 16;
		b->v = xrealloc(b->v, b->cap * sizeof *b->v);
	}
	b->v[b->n++] = in;
}

/* ssa-list: open [ssa {',' ssa}] close */
static int parse_ssa_list(struct parser *p, int **out, int open, int close)
{
	int tmp[RT_MAX_RANK * 2], n = 0;
	if (!expect(p, open))
		return -1;
	while (peek(p)->kind != close && peek(p)->kind != T_EOF) {
		int s = parse_ssa(p);
		if (s < 0)
			return -1;
		if (n < RT_MAX_RANK * 2)
			tmp[n++] = s;
		if (!accept(p, ','))
			break;
	}
	if (!expect(p, close))
		return -1;
	*out = ARENA_ARRAY(&p->m->arena, int, n ? n : 1);
	memcpy(*out, tmp, n * sizeof(int));
	return n;
}

/* operands: [ssa {',' ssa}] [attr-dict] [':' type {',' type}] */
static bool parse_operands(struct parser *p, struct rt_inst *in, int **ops, struct rt_type **types, int *n)
{
	int tmp[16], k = 0;
	while (peek(p)->kind == T_SSA) {
		int s = parse_ssa(p);
		if (k < 16)
			tmp[k++] = s;
		if (!accept(p, ','))
			break;
	}
	if (peek(p)->kind == '{' && !parse_attrs(p, &in->attrs, &in->nattrs))
		return false;
	*ops = ARENA_ARRAY(&p->m->arena, int, k + 1);
	memcpy(*ops, tmp, k * sizeof(int));
	*types = ARENA_ARRAY(&p->m->arena, struct rt_type, k + 1);
	*n = k;
	if (accept(p, ':')) {
		for (int j = 0;; j++) {
			struct rt_type ty;
			if (peek(p)->kind == T_STR && j == k) { /* the mask forms' `: Ts, "row"`: attribute axis */
				struct rt_tok *t = next(p);
				add_attr(p, in, "axis", arena_strndup(&p->m->arena, t->s + 1, t->len - 2));
				break;
			}
			if (!parse_type(p, &ty))
				return false;
			if (j < k)
				(*types)[j] = ty;
			else {
				error_at(p, peek(p), "%s", "more types than operands");
				return false;
			}
			if (!accept(p, ',')) {
				if (j + 1 != k) {
					error_at(p, peek(p), "%s", "expected one type per operand");
					return false;
				}
				break;
			}
		}
	}
	return true;
}

/* dps: 'ins' '(' operands ')' 'outs' ( '(' operands ')' | ':' type ) [attr-dict] */
static bool parse_dps(struct parser *p, struct rt_inst *in)
{
	if (!expect_id(p, "ins") || !expect(p, '('))
		return false;
	if (!parse_operands(p, in, &in->args, &in->argt, &in->nargs))
		return false;
	if (tok_is(peek(p), "fp") || tok_is(peek(p), "pre_quant")) /* tinsert/textract quantizing forms */
		return error_at(p, peek(p), "the '%s' operand (a quantizing move) is not supported by the runtime",
				tok_str(p, peek(p))),
		       false;
	if (!expect(p, ')') || !expect_id(p, "outs"))
		return false;
	if (accept(p, ':')) { /* `outs : f32` (tgetval) */
		return parse_type(p, &in->rtype);
	}
	int *o;
	struct rt_type *ot;
	int no;
	if (!expect(p, '(') || !parse_operands(p, in, &o, &ot, &no) || !expect(p, ')'))
		return false;
	if (no > RT_MAX_OUTS)
		return error_at(p, peek(p), "%s", "too many outs operands"), false;
	in->nouts = no;
	for (int j = 0; j < no; j++) {
		in->outs[j] = o[j];
		in->outt[j] = ot[j];
	}
	if (peek(p)->kind == '{')
		return parse_attrs(p, &in->attrs, &in->nattrs);
	return true;
}

static bool parse_block(struct parser *p, struct rt_block *b);
static void free_block(struct rt_block *b);

static const char *const arith_ops[] = {
#define ARITH(name, kind, code) name,
#include "rt_arith.def"
#undef ARITH
};

static int find_name(const char *const *v, int n, const struct rt_tok *t)
{
	for (int i = 0; i < n; i++)
		if ((int)strlen(v[i]) == t->len && memcmp(v[i], t->s, t->len) == 0)
			return i;
	return -1;
}

static const char *const cmp_preds[] = {
	"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
	"oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "ule", "ugt", "uge", "true", "false", "ord", "uno",
};

/* const: 'arith.constant' (int | float | hex | 'true' | 'false' | 'dense' '<' ... '>') ':' type */
static bool parse_const(struct parser *p, struct rt_inst *in)
{
	struct rt_tok *v = next(p);
	if (tok_is(v, "dense")) { /* dense<...> : vector<...>: not a scalar; kept inert */
		skip_angle(p);
		in->kind = OPK_NOP;
		return expect(p, ':') && parse_type(p, &in->rtype);
	}
	if (v->kind == T_INT) {
		in->ival = strtoll(v->s, NULL, 0);
		in->fval = (double)in->ival;
	} else if (v->kind == T_FLOAT) {
		in->fval = strtod(v->s, NULL);
		in->ival = rt_f2i(in->fval);
	} else if (tok_is(v, "true") || tok_is(v, "false")) {
		in->ival = tok_is(v, "true");
	} else {
		return error_at(p, v, "bad constant '%s'", tok_str(p, v)), false;
	}
	if (!expect(p, ':') || !parse_type(p, &in->rtype))
		return false;
	if (in->rtype.kind == TY_SCALAR && rt_dtype_is_float(in->rtype.dtype) && v->kind == T_INT &&
	    (v->len > 2 && (v->s[1] == 'x' || v->s[1] == 'X'))) { /* hex bit pattern */
		uint8_t bytes[8];
		memcpy(bytes, &in->ival, 8);
		in->fval = rt_ld_f(in->rtype.dtype, bytes);
	}
	return true;
}

/* '(' ssa '=' ssa {',' ssa '=' ssa} ')': the loop-carried pairs of scf.for
 * iter_args and scf.while into in->iter_arg / in->iter_init (any number). */
static bool parse_iter_pairs(struct parser *p, struct rt_inst *in)
{
	int cap = 8, k = 0;
	int *a = xmalloc(cap * sizeof *a), *b = xmalloc(cap * sizeof *b);
	bool ok = expect(p, '(');
	while (ok && peek(p)->kind == T_SSA) {
		int x = parse_ssa(p);
		if (!(ok = expect(p, '=')))
			break;
		int y = parse_ssa(p);
		if (k == cap) {
			cap *= 2;
			a = xrealloc(a, cap * sizeof *a);
			b = xrealloc(b, cap * sizeof *b);
		}
		a[k] = x;
		b[k++] = y;
		if (!accept(p, ','))
			break;
	}
	ok = ok && expect(p, ')');
	in->niter = k;
	in->iter_arg = ARENA_ARRAY(&p->m->arena, int, k + 1);
	in->iter_init = ARENA_ARRAY(&p->m->arena, int, k + 1);
	memcpy(in->iter_arg, a, k * sizeof(int));
	memcpy(in->iter_init, b, k * sizeof(int));
	free(a);
	free(b);
	return ok;
}

/* ['->' (type | '(' type {',' type} ')')]: result types, implied by the yields. */
static bool skip_result_types(struct parser *p)
{
	if (!accept(p, T_ARROW))
		return true;
	bool paren = accept(p, '(');
	do {
		struct rt_type ty;
		if (!parse_type(p, &ty))
			return false;
	} while (accept(p, ','));
	return !paren || expect(p, ')');
}

/* for: 'scf.for' ssa '=' ssa 'to' ssa 'step' ssa
 *      ['iter_args' '(' ssa '=' ssa {',' ssa '=' ssa} ')' '->' types] '{' block */
static bool parse_for(struct parser *p, struct rt_inst *in)
{
	in->ind = parse_ssa(p);
	if (!expect(p, '=') || (in->lo = parse_ssa(p)) < 0 || !expect_id(p, "to") ||
	    (in->hi = parse_ssa(p)) < 0 || !expect_id(p, "step") || (in->step = parse_ssa(p)) < 0)
		return false;
	if (accept_id(p, "iter_args") && !parse_iter_pairs(p, in))
		return false;
	if (!skip_result_types(p))
		return false;
	if (in->niter != in->nres) {
		error_at(p, peek(p), "%s", "scf.for: number of results differs from iter_args");
		return false;
	}
	return expect(p, '{') && parse_block(p, &in->body);
}

/* if: 'scf.if' ssa ['->' types] '{' block ['else' '{' block] */
static bool parse_if(struct parser *p, struct rt_inst *in)
{
	in->lo = parse_ssa(p);
	if (in->lo < 0 || !skip_result_types(p))
		return false;
	if (!expect(p, '{') || !parse_block(p, &in->body))
		return false;
	if (accept_id(p, "else"))
		return expect(p, '{') && parse_block(p, &in->els);
	return true;
}

/* while: 'scf.while' ['(' ssa '=' ssa {',' ssa '=' ssa} ')'] ':' function-type
 *        '{' block 'do' '{' ['^bb' '(' ssa ':' type {',' ...} ')' ':'] block */
static bool parse_while(struct parser *p, struct rt_inst *in)
{
	if (peek(p)->kind == '(') {
		if (!parse_iter_pairs(p, in))
			return false;
	} else {
		in->niter = 0;
		in->iter_arg = ARENA_ARRAY(&p->m->arena, int, 1);
		in->iter_init = ARENA_ARRAY(&p->m->arena, int, 1);
	}
	if (!expect(p, ':'))
		return false;
	while (peek(p)->kind != '{' && peek(p)->kind != T_EOF) /* the function type is implied */
		next(p);
	if (!expect(p, '{') || !parse_block(p, &in->body) || !expect_id(p, "do") || !expect(p, '{'))
		return false;
	if (peek(p)->kind == T_ID && peek(p)->s[0] == '^') {
		next(p);
		int tmp[16], n = 0;
		if (!expect(p, '('))
			return false;
		while (peek(p)->kind == T_SSA) {
			int s = parse_ssa(p);
			struct rt_type ty;
			if (!expect(p, ':') || !parse_type(p, &ty))
				return false;
			if (n < 16)
				tmp[n++] = s;
			if (!accept(p, ','))
				break;
		}
		if (!expect(p, ')') || !expect(p, ':'))
			return false;
		in->nl1 = n;
		in->l1 = ARENA_ARRAY(&p->m->arena, int, n + 1);
		memcpy(in->l1, tmp, n * sizeof(int));
	}
	return parse_block(p, &in->els);
}

/* The SSA list of an op with a trailing `: types` (scf.yield, arith ops). */
/* A communication instruction: '(' operand {',' operand} [':' types] ')' [attrs], an
 * operand an SSA value or `buf(` ssa {',' ssa} `)` (the staging tiles of pto.comm.tput,
 * which the runtime does not need); func.call: @callee '(' ssa {',' ssa} ')' ':' types
 * '->' '(' ')', the callee in attr "callee". */
static bool parse_comm(struct parser *p, struct rt_inst *in, struct rt_tok *op)
{
	int tmp[16], k = 0;
	const char *callee = NULL;
	if (peek(p)->kind == T_SYM) {
		struct rt_tok *c = next(p);
		callee = arena_strndup(&p->m->arena, c->s + 1, (size_t)c->len - 1);
	}
	if (!expect(p, '('))
		return false;
	while (peek(p)->kind == T_SSA || tok_is(peek(p), "buf")) {
		if (accept_id(p, "buf")) {
			if (parse_ssa_list(p, &in->l1, '(', ')') < 0)
				return false;
		} else {
			int sl = parse_ssa(p);
			if (k == 16)
				return error_at(p, op, "%s: more than 16 operands", in->name), false;
			tmp[k++] = sl;
		}
		if (!accept(p, ','))
			break;
	}
	in->nargs = k;
	in->args = ARENA_ARRAY(&p->m->arena, int, k + 1);
	memcpy(in->args, tmp, (size_t)k * sizeof(int));
	/* the operand types: the interpreter knows its values' kinds */
	while (peek(p)->kind != T_EOF && peek(p)->line == op->line && peek(p)->kind != '{' &&
	       !(tok_is(peek(p), "loc") && peek2(p)->kind == '('))
		next(p);
	if (peek(p)->kind == '{' && peek(p)->line == op->line && !parse_attrs(p, &in->attrs, &in->nattrs))
		return false;
	if (callee) {
		struct rt_attr *a = ARENA_ARRAY(&p->m->arena, struct rt_attr, in->nattrs + 1);
		if (in->nattrs)
			memcpy(a, in->attrs, (size_t)in->nattrs * sizeof *a);
		a[in->nattrs++] = (struct rt_attr){"callee", callee};
		in->attrs = a;
	}
	return true;
}

static bool parse_args_types(struct parser *p, struct rt_inst *in, int maxargs)
{
	int tmp[16], k = 0;
	while (peek(p)->kind == T_SSA && k < maxargs) {
		tmp[k++] = parse_ssa(p);
		if (!accept(p, ','))
			break;
	}
	in->nargs = k;
	in->args = ARENA_ARRAY(&p->m->arena, int, k + 1);
	memcpy(in->args, tmp, k * sizeof(int));
	if (accept(p, ':')) {
		do {
			struct rt_type ty;
			if (!parse_type(p, &ty))
				return false;
			in->rtype = ty;
		} while (accept(p, ','));
	}
	return true;
}

/* Whether valid extent operand `slot` (-1: none, the type's `n` applies)
 * is the constant `full`. */
static bool extent_is(const struct parser *p, int slot, int n, int full)
{
	return slot >= 0 ? p->has_cst[slot] && p->cst[slot] == full : n == full;
}

/* Records alloc_tile `in` owning `handle` when its address is a constant. */
static void note_buf(struct parser *p, const struct rt_inst *in, int handle)
{
	if (in->lo < 0 || !p->has_cst[in->lo])
		return;
	const struct rt_tile_type *t = &in->rtype.tile;
	ARRAY_RESERVE(p->bufs, p->nbufs, p->bufcap, 16);
	p->bufs[p->nbufs++] = (struct buf_key){*t, p->cst[in->lo], handle,
					       t->dtype != DT_FP4 && extent_is(p, in->hi, t->vrow, t->rows) &&
						       extent_is(p, in->step, t->vcol, t->cols)};
}

static int buf_cmp(const void *a, const void *b)
{
	const struct buf_key *x = a, *y = b;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	int c = memcmp(&x->tile, &y->tile, sizeof x->tile);
	if (c)
		return c;
	return (x->handle > y->handle) - (x->handle < y->handle);
}

/* Handles of alloc_tiles with one type at one constant address are one
 * buffer (rt_func.handle_buf): handles of one value that the codegen bound
 * at an if's phi, a loop's carry or result share such a buffer.  Sorting
 * the allocations groups them; with fewer than two there is no buffer
 * (handle_buf NULL). */
static void bufs_classify(struct parser *p, struct rt_func *fn)
{
	int n = fn->nhandles;
	if (p->nbufs < 2) {
		p->nbufs = 0;
		return;
	}
	fn->handle_buf = ARENA_ARRAY(&p->m->arena, int, n + 1);
	fn->handle_whole = ARENA_ARRAY(&p->m->arena, bool, n + 1);
	for (int h = 0; h < n; h++)
		fn->handle_buf[h] = -1;
	qsort(p->bufs, p->nbufs, sizeof *p->bufs, buf_cmp);
	for (uint32_t i = 0, j; i < p->nbufs; i = j) {
		for (j = i + 1; j < p->nbufs && p->bufs[j].addr == p->bufs[i].addr &&
				memcmp(&p->bufs[j].tile, &p->bufs[i].tile, sizeof p->bufs[i].tile) == 0;
		     j++)
			;
		if (j - i < 2)
			continue;
		for (uint32_t k = i; k < j; k++) {
			fn->handle_buf[p->bufs[k].handle] = fn->nbufs;
			fn->handle_whole[p->bufs[k].handle] = p->bufs[k].whole;
		}
		fn->nbufs++;
	}
	p->nbufs = 0;
}

static void set_handle(struct parser *p, int dst, int src, bool root)
{
	if (dst < 0)
		return;
	if (root) {
		p->handle[dst] = p->f->nhandles++;
		p->root[dst] = true;
	} else if (src >= 0) {
		p->handle[dst] = p->handle[src];
		p->nh[dst] = p->nh[src];
	}
}

/* A multi_tile region owns one handle per slot, so the overlap checker sees
 * each slot as its own tile. */
static void set_region_handles(struct parser *p, int dst, int count)
{
	p->handle[dst] = p->f->nhandles;
	p->root[dst] = true;
	p->nh[dst] = count;
	p->f->nhandles += count;
}

/* The result of multi_tile_get %r[%k]: with a constant in-range %k it is
 * slot k's tile (owning its handle, so a full write kills it); otherwise it
 * may be any slot of the region. */
static void set_slot_handle(struct parser *p, int dst, int region, int index)
{
	if (p->handle[region] < 0 || p->nh[region] < 2)
		return; /* not a region: the run reports it */
	int64_t k = p->has_cst[index] ? p->cst[index] : -1;
	if (k >= 0 && k < p->nh[region]) {
		p->handle[dst] = p->handle[region] + (int)k;
		p->root[dst] = true;
	} else {
		p->handle[dst] = p->handle[region];
		p->nh[dst] = p->nh[region];
	}
}

/* '!pto.local_array' '<' NxDT '>' -> rank 1, dims[0] = N, dtype */
static bool parse_local_array_type(struct parser *p, struct rt_type *ty)
{
	memset(ty, 0, sizeof *ty);
	struct rt_tok *t = peek(p);
	if (!tok_is(t, "!pto.local_array"))
		return error_at(p, t, "expected !pto.local_array, got '%s'", tok_str(p, t)), false;
	next(p);
	struct rt_tok *s = (expect(p, '<'), next(p));
	if (s->kind != T_SHAPE)
		return error_at(p, s, "expected NxDT, got '%s'", tok_str(p, s)), false;
	if (!parse_shape_tok(p, s, ty) || !expect(p, '>'))
		return false;
	if (ty->rank != 1 || ty->dims[0] <= 0 || ty->dims[0] > (1 << 20))
		return error_at(p, s, "a local array needs one static extent in 1..2^20, got '%s'", tok_str(p, s)), false;
	ty->kind = TY_OTHER;
	return true;
}

static bool generic_compute(struct parser *p, const struct rt_tok *op)
{
	char *name = arena_strndup(&p->m->arena, op->s + 1, op->len - 2);
	return rt_compute_lookup(name) >= 0;
}

/* generic: '"pto.op"' '(' ssa {',' ssa} ')' [attr-dict] ':' '(' types ')' '->' '(' ')' [loc(...)]
 * The last operand is the destination (pto.ttri, pto.trandom). */
static bool parse_generic(struct parser *p, struct rt_block *b, struct rt_tok *op)
{
	next(p);
	struct rt_inst *in = new_inst(p, OPK_COMPUTE, op);
	in->name = arena_strndup(&p->m->arena, op->s + 1, op->len - 2);
	in->op = rt_compute_lookup(in->name);
	int *ops, n = 0;
	struct rt_type tys[16] = {{0}};
	if ((n = parse_ssa_list(p, &ops, '(', ')')) < 1)
		return n < 0 ? false : (error_at(p, op, "%s: expected a destination operand", in->name), false);
	if (peek(p)->kind == '{' && !parse_attrs(p, &in->attrs, &in->nattrs))
		return false;
	if (!expect(p, ':') || !expect(p, '('))
		return false;
	for (int j = 0; peek(p)->kind != ')'; j++) {
		struct rt_type ty;
		if (!parse_type(p, &ty))
			return false;
		if (j < 16)
			tys[j] = ty;
		if (!accept(p, ','))
			break;
	}
	if (!expect(p, ')') || !expect(p, T_ARROW) || !expect(p, '(') || !expect(p, ')'))
		return false;
	in->nargs = n - 1;
	in->args = ops;
	in->argt = ARENA_ARRAY(&p->m->arena, struct rt_type, n);
	memcpy(in->argt, tys, (n - 1 < 16 ? n - 1 : 16) * sizeof *tys);
	in->nouts = 1;
	in->outs[0] = ops[n - 1];
	if (n - 1 < 16)
		in->outt[0] = tys[n - 1];
	struct span at;
	if (parse_loc(p, &at)) {
		in->at = at;
		in->has_loc = true;
	}
	block_push(b, in);
	return true;
}

/* stmt: [ssa {',' ssa} '='] op-name op-body [loc(...)] */
/* Cross-core pipe instructions:
 *   reserve_buffer / import_reserved_buffer attr-dict '->' type
 *   {aic,aiv}_initialize_pipe attr-dict '(' key '=' ssa ':' type {',' ...} ')'
 *   tpush_to_* '(' ssa ':' type ')' attr-dict
 *   tpop_from_* ['(' ssa ',' ssa ')'] attr-dict '->' type
 *   tfree_from_* attr-dict */
static bool parse_pipe(struct parser *p, struct rt_inst *in, const struct rt_tok *op)
{
	int k = PIPE_OP(in->op);
	struct rt_type ty;
	switch (k) {
	case PIPE_RESERVE: case PIPE_IMPORT:
		return parse_attrs(p, &in->attrs, &in->nattrs) && expect(p, T_ARROW) && parse_type(p, &in->rtype);
	case PIPE_INIT_AIC: case PIPE_INIT_AIV:
		if (!parse_attrs(p, &in->attrs, &in->nattrs) || !expect(p, '('))
			return false;
		in->nargs = 3;
		in->args = ARENA_ARRAY(&p->m->arena, int, 3);
		in->args[0] = in->args[1] = in->args[2] = -1;
		while (peek(p)->kind == T_ID) {
			struct rt_tok *key = next(p);
			int s;
			if (!expect(p, '=') || (s = parse_ssa(p)) < 0 || !expect(p, ':') || !parse_type(p, &ty))
				return false;
			if (tok_is(key, "c2v_consumer_buf"))
				in->args[0] = s;
			else if (tok_is(key, "v2c_consumer_buf"))
				in->args[1] = s;
			else if (tok_is(key, "gm_slot_buffer"))
				in->args[2] = s;
			if (!accept(p, ','))
				break;
		}
		return expect(p, ')');
	case PIPE_PUSH:
		in->nargs = 1;
		in->args = ARENA_ARRAY(&p->m->arena, int, 1);
		return expect(p, '(') && (in->args[0] = parse_ssa(p)) >= 0 && expect(p, ':') && parse_type(p, &ty) &&
		       expect(p, ')') && parse_attrs(p, &in->attrs, &in->nattrs);
	case PIPE_POP:
		if (accept(p, '(') && !((in->hi = parse_ssa(p)) >= 0 && expect(p, ',') && (in->step = parse_ssa(p)) >= 0 &&
					expect(p, ')')))
			return false;
		if (!parse_attrs(p, &in->attrs, &in->nattrs) || !expect(p, T_ARROW) || !parse_type(p, &in->rtype))
			return false;
		if (in->rtype.kind != TY_TILE || in->nres != 1)
			return error_at(p, op, "%s: expected one !pto.tile_buf result", in->name), false;
		set_handle(p, in->res[0], -1, true);
		return true;
	default:
		return parse_attrs(p, &in->attrs, &in->nattrs);
	}
}

static bool parse_stmt(struct parser *p, struct rt_block *b)
{
	int res[8], nres = 0;
	struct rt_tok *first = peek(p);
	if (first->kind == T_SSA) {
		while (peek(p)->kind == T_SSA) {
			int s = parse_ssa(p);
			if (nres < 8)
				res[nres++] = s;
			if (!accept(p, ','))
				break;
		}
		if (!expect(p, '='))
			return false;
	}
	struct rt_tok *op = peek(p);
	if (op->kind == T_STR && generic_compute(p, op))
		return parse_generic(p, b, op);
	if (op->kind == T_STR) { /* other generic forms "dialect.op"(...) are not supported */
		p->errors++;
		diag_error(tok_span(p, op), "unknown instruction '%.*s'", op->len - 2, op->s + 1);
		skip_line(p, op->line);
		return true;
	}
	if (op->kind != T_ID) {
		error_at(p, op, "expected an operation, got '%s'", op->kind == T_EOF ? "end of file" : tok_str(p, op));
		return false;
	}
	next(p);
	struct rt_inst *in = new_inst(p, OPK_NOP, op);
	in->nres = nres;
	memcpy(in->res, res, nres * sizeof(int));
	bool ok = true;
	int ai = find_name(arith_ops, (int)(sizeof arith_ops / sizeof *arith_ops), op);
	if (tok_is(op, "arith.constant")) {
		in->kind = OPK_CONST;
		ok = parse_const(p, in);
	} else if (tok_is(op, "arith.cmpi") || tok_is(op, "arith.cmpf")) {
		in->kind = OPK_ARITH;
		in->op = ai;
		struct rt_tok *pr = next(p);
		in->pred = find_name(cmp_preds, (int)(sizeof cmp_preds / sizeof *cmp_preds), pr);
		if (in->pred < 0)
			return error_at(p, pr, "unknown comparison predicate '%s'", tok_str(p, pr)), false;
		ok = expect(p, ',') && parse_args_types(p, in, 2);
	} else if (ai >= 0) {
		in->kind = rt_arith_kind(ai);
		in->op = ai;
		ok = parse_args_types(p, in, 3);
		if (ok && in->kind == OPK_CAST) { /* %x : A to B */
			if (!expect_id(p, "to") || !parse_type(p, &in->rtype))
				return false;
		}
	} else if (tok_is(op, "scf.for")) {
		in->kind = OPK_FOR;
		ok = parse_for(p, in);
	} else if (tok_is(op, "scf.if")) {
		in->kind = OPK_IF;
		ok = parse_if(p, in);
	} else if (tok_is(op, "scf.while")) {
		in->kind = OPK_WHILE;
		ok = parse_while(p, in);
	} else if (tok_is(op, "scf.condition")) {
		/* 'scf.condition' '(' ssa ')' [ssa {',' ssa} ':' types] */
		in->kind = OPK_CONDITION;
		ok = expect(p, '(') && (in->lo = parse_ssa(p)) >= 0 && expect(p, ')') && parse_args_types(p, in, 16);
	} else if (tok_is(op, "scf.yield")) {
		in->kind = OPK_YIELD;
		ok = parse_args_types(p, in, 16);
	} else if (tok_is(op, "return") || tok_is(op, "func.return")) {
		in->kind = OPK_RETURN;
	} else if (tok_is(op, "pto.make_tensor_view")) {
		in->kind = OPK_MAKE_TVIEW;
		in->lo = parse_ssa(p);
		ok = in->lo >= 0 && expect(p, ',') && expect_id(p, "shape") && expect(p, '=') &&
		     (in->nl1 = parse_ssa_list(p, &in->l1, '[', ']')) >= 0 && expect(p, ',') &&
		     expect_id(p, "strides") && expect(p, '=') && (in->nl2 = parse_ssa_list(p, &in->l2, '[', ']')) >= 0;
		if (ok && peek(p)->kind == '{')
			ok = parse_attrs(p, &in->attrs, &in->nattrs);
		ok = ok && expect(p, ':') && parse_type(p, &in->rtype);
		if (ok && in->nl1 != in->nl2)
			return error_at(p, op, "%s", "make_tensor_view: shape and strides differ in rank"), false;
	} else if (tok_is(op, "pto.partition_view")) {
		in->kind = OPK_PVIEW;
		in->lo = parse_ssa(p);
		struct rt_type src;
		ok = in->lo >= 0 && expect(p, ',') && expect_id(p, "offsets") && expect(p, '=') &&
		     (in->nl1 = parse_ssa_list(p, &in->l1, '[', ']')) >= 0 && expect(p, ',') &&
		     expect_id(p, "sizes") && expect(p, '=') && (in->nl2 = parse_ssa_list(p, &in->l2, '[', ']')) >= 0 &&
		     expect(p, ':') && parse_type(p, &src) && expect(p, T_ARROW) && parse_type(p, &in->rtype);
		if (ok && in->nl1 != in->nl2)
			return error_at(p, op, "%s", "partition_view: offsets and sizes differ in rank"), false;
	} else if (tok_is(op, "pto.alloc_tile")) {
		in->kind = OPK_ALLOC;
		in->lo = in->hi = in->step = -1; /* addr, valid_row, valid_col */
		for (;;) {
			if (accept_id(p, "addr")) {
				ok = expect(p, '=') && (in->lo = parse_ssa(p)) >= 0;
			} else if (accept_id(p, "valid_row")) {
				ok = expect(p, '=') && (in->hi = parse_ssa(p)) >= 0;
			} else if (accept_id(p, "valid_col")) {
				ok = expect(p, '=') && (in->step = parse_ssa(p)) >= 0;
			} else
				break;
			if (!ok)
				return false;
		}
		ok = expect(p, ':') && parse_type(p, &in->rtype);
		if (ok && in->rtype.kind != TY_TILE)
			return error_at(p, op, "%s", "alloc_tile: the type must be a !pto.tile_buf"), false;
		if (nres == 1) {
			set_handle(p, res[0], -1, true);
			if (ok)
				note_buf(p, in, p->handle[res[0]]);
		}
	} else if (tok_is(op, "pto.alloc_multi_tile")) {
		/* 'pto.alloc_multi_tile' ['valid_row' '=' ssa] ['valid_col' '=' ssa] ':' multi-tile-buf-type */
		in->kind = OPK_ALLOC_MULTI;
		for (;;) {
			if (accept_id(p, "valid_row"))
				ok = expect(p, '=') && (in->hi = parse_ssa(p)) >= 0;
			else if (accept_id(p, "valid_col"))
				ok = expect(p, '=') && (in->step = parse_ssa(p)) >= 0;
			else
				break;
			if (!ok)
				return false;
		}
		ok = expect(p, ':') && parse_type(p, &in->rtype);
		if (ok && in->rtype.kind != TY_MTILE)
			return error_at(p, op, "%s", "alloc_multi_tile: the type must be a !pto.multi_tile_buf"), false;
		if (nres != 1)
			return error_at(p, op, "%s", "alloc_multi_tile: expected one result"), false;
		set_region_handles(p, res[0], (int)in->rtype.dims[0]);
	} else if (tok_is(op, "pto.multi_tile_get")) {
		/* 'pto.multi_tile_get' ssa '[' ssa ']' ':' multi-tile-buf-type '->' tile-buf-type */
		in->kind = OPK_MULTI_GET;
		struct rt_type mt;
		ok = (in->lo = parse_ssa(p)) >= 0 && expect(p, '[') && (in->hi = parse_ssa(p)) >= 0 && expect(p, ']') &&
		     expect(p, ':') && parse_type(p, &mt) && expect(p, T_ARROW) && parse_type(p, &in->rtype);
		if (ok && (mt.kind != TY_MTILE || in->rtype.kind != TY_TILE))
			return error_at(p, op, "%s", "multi_tile_get: expected `: !pto.multi_tile_buf<...> -> !pto.tile_buf<...>`"), false;
		if (ok && memcmp(&mt.tile, &in->rtype.tile, sizeof mt.tile) != 0)
			return error_at(p, op, "%s", "multi_tile_get: the result type differs from the slot type"), false;
		if (nres != 1)
			return error_at(p, op, "%s", "multi_tile_get: expected one result"), false;
		if (ok)
			set_slot_handle(p, res[0], in->lo, in->hi);
	} else if (tok_is(op, "pto.treshape")) {
		in->kind = OPK_RESHAPE;
		struct rt_type src;
		ok = (in->lo = parse_ssa(p)) >= 0 && expect(p, ':') && parse_type(p, &src) && expect(p, T_ARROW) &&
		     parse_type(p, &in->rtype);
		if (ok && nres == 1)
			set_handle(p, res[0], in->lo, false);
	} else if (tok_is(op, "pto.subview")) {
		in->kind = OPK_SUBVIEW;
		struct rt_type src;
		ok = (in->lo = parse_ssa(p)) >= 0 && (in->nl1 = parse_ssa_list(p, &in->l1, '[', ']')) == 2 &&
		     expect_id(p, "sizes") && expect(p, '[');
		while (ok && peek(p)->kind == T_INT) {
			next(p);
			if (!accept(p, ','))
				break;
		}
		ok = ok && expect(p, ']');
		if (ok && accept_id(p, "valid"))
			ok = (in->nl2 = parse_ssa_list(p, &in->l2, '[', ']')) == 2;
		ok = ok && expect(p, ':') && parse_type(p, &src) && expect(p, T_ARROW) && parse_type(p, &in->rtype);
		if (ok && nres == 1)
			set_handle(p, res[0], in->lo, false);
	} else if (tok_is(op, "pto.subset")) {
		/* ptoas 0.27's view: the source's type with the window's shape;
		 * its valid extents are inferred when it runs (nl2 = -1) */
		in->kind = OPK_SUBVIEW;
		int64_t sz[2];
		int n = 0;
		ok = (in->lo = parse_ssa(p)) >= 0 && (in->nl1 = parse_ssa_list(p, &in->l1, '[', ']')) == 2 &&
		     expect_id(p, "sizes") && expect(p, '[');
		while (ok && n < 2 && peek(p)->kind == T_INT) {
			sz[n++] = tok_int(next(p));
			if (!accept(p, ','))
				break;
		}
		ok = ok && expect(p, ']') && expect(p, ':') && parse_type(p, &in->rtype);
		if (ok && (n != 2 || in->rtype.kind != TY_TILE || sz[0] < 1 || sz[1] < 1 || sz[0] > INT32_MAX ||
			   sz[1] > INT32_MAX))
			return error_at(p, op, "%s", "subset: expected `sizes [R, C] : !pto.tile_buf<...>` with R, C > 0"), false;
		if (ok) {
			in->rtype.tile.rows = (int)sz[0];
			in->rtype.tile.cols = (int)sz[1];
			in->rtype.tile.vrow = in->rtype.tile.vcol = -1;
			in->nl2 = -1;
		}
		if (ok && nres == 1)
			set_handle(p, res[0], in->lo, false);
	} else if (tok_is(op, "pto.load_scalar")) {
		in->kind = OPK_LOAD_SCALAR;
		struct rt_type pt;
		ok = (in->lo = parse_ssa(p)) >= 0 && expect(p, '[') && (in->hi = parse_ssa(p)) >= 0 && expect(p, ']') &&
		     expect(p, ':') && parse_type(p, &pt) && expect(p, T_ARROW) && parse_type(p, &in->rtype);
	} else if (tok_is(op, "pto.store_scalar")) {
		in->kind = OPK_STORE_SCALAR;
		struct rt_type pt;
		ok = (in->step = parse_ssa(p)) >= 0 && expect(p, ',') && (in->lo = parse_ssa(p)) >= 0 && expect(p, '[') &&
		     (in->hi = parse_ssa(p)) >= 0 && expect(p, ']') && expect(p, ':') && parse_type(p, &pt) &&
		     expect(p, ',') && parse_type(p, &in->rtype);
	} else if (tok_is(op, "pto.declare_local_array")) {
		/* '->' '!pto.local_array' '<' NxDT '>' */
		in->kind = OPK_LARRAY;
		ok = expect(p, T_ARROW) && parse_local_array_type(p, &in->rtype);
	} else if (tok_is(op, "pto.local_array_get") || tok_is(op, "pto.local_array_set")) {
		/* get: ssa '[' ssa ']' ':' array-type '->' type
		 * set: ssa '[' ssa ']' ',' ssa ':' array-type ',' type */
		bool get = tok_is(op, "pto.local_array_get");
		struct rt_type vt;
		in->kind = get ? OPK_LARRAY_GET : OPK_LARRAY_SET;
		ok = (in->lo = parse_ssa(p)) >= 0 && expect(p, '[') && (in->hi = parse_ssa(p)) >= 0 && expect(p, ']') &&
		     (get || (expect(p, ',') && (in->step = parse_ssa(p)) >= 0)) && expect(p, ':') &&
		     parse_local_array_type(p, &in->rtype) && expect(p, get ? T_ARROW : ',') && parse_type(p, &vt);
	} else if (tok_is(op, "pto.addptr")) {
		/* ssa ',' ssa ':' ptr-type '->' ptr-type, a ptr-type `!pto.ptr<DT>` or `<DT>` */
		in->kind = OPK_ADDPTR;
		ok = (in->lo = parse_ssa(p)) >= 0 && expect(p, ',') && (in->hi = parse_ssa(p)) >= 0 && expect(p, ':');
		for (int k = 0; k < 2 && ok; k++) {
			if (k)
				ok = expect(p, T_ARROW);
			if (ok && peek(p)->kind == '<') {
				next(p);
				struct rt_tok *d = next(p);
				in->rtype = (struct rt_type){.kind = TY_PTR, .dtype = rt_dtype_from_mlir(tok_str(p, d))};
				ok = expect(p, '>');
			} else if (ok) {
				ok = parse_type(p, &in->rtype);
			}
		}
		if (ok && (in->rtype.kind != TY_PTR || in->rtype.dtype < 0 || nres != 1))
			return error_at(p, op, "%s", "addptr: expected one pointer result of a known element type"), false;
	} else if (tok_is(op, "pto.set_ffts")) {
		/* ssa ':' '!pto.ptr<i64>' */
		in->kind = OPK_SET_FFTS;
		ok = parse_operands(p, in, &in->args, &in->argt, &in->nargs);
		if (ok && in->nargs != 1)
			return error_at(p, op, "%s: expects one workspace pointer", in->name), false;
	} else if (tok_is(op, "pto.set_validshape")) {
		in->kind = OPK_SETVALID;
		ok = parse_args_types(p, in, 3) && in->nargs == 3;
	} else if (tok_is(op, "pto.barrier") || tok_is(op, "pto.fence.barrier_all") || tok_is(op, "pto.cmo.cacheinvalid") ||
		   tok_is(op, "pto.set_flag") || tok_is(op, "pto.wait_flag") || tok_is(op, "pto.pipe_barrier") ||
		   tok_is(op, "pto.sync.set") || tok_is(op, "pto.sync.wait") || tok_is(op, "pto.syncall")) {
		in->kind = OPK_NOP; /* ordering only: the interpreter runs sequentially */
		while (peek(p)->kind != T_EOF && peek(p)->line == op->line && !tok_is(peek(p), "loc"))
			next(p);
	} else if ((in->op = rt_comm_lookup(in->name)) >= 0) {
		in->kind = OPK_COMM;
		ok = parse_comm(p, in, op);
	} else if ((in->op = rt_pipe_lookup(in->name)) >= 0) {
		in->kind = OPK_PIPE;
		ok = parse_pipe(p, in, op);
	} else if ((in->op = rt_async_lookup(in->name)) >= 0) {
		/* ['('] ssa {',' ssa} ':' type {',' type} [')'] '->' type */
		in->kind = OPK_ASYNC;
		bool paren = accept(p, '(');
		ok = parse_operands(p, in, &in->args, &in->argt, &in->nargs) && (!paren || expect(p, ')')) &&
		     expect(p, T_ARROW) && parse_type(p, &in->rtype);
		if (ok && (in->nargs != rt_async_ops[in->op].nargs || nres > 1))
			return error_at(p, op, "%s: wrong number of operands or results", in->name), false;
	} else if ((in->op = rt_compute_lookup(in->name)) >= 0) {
		in->kind = tok_is(op, "pto.tgetval") ? OPK_GETVAL : OPK_COMPUTE;
		ok = parse_dps(p, in);
		if (ok && in->kind == OPK_COMPUTE && in->nouts < 1)
			return error_at(p, op, "%s: expected an outs operand", in->name), false;
	} else if (rt_unsupported_reason(in->name)) {
		p->errors++;
		diag_error(tok_span(p, op), "'%s' is not supported by the runtime: %s", in->name,
			   rt_unsupported_reason(in->name));
		skip_line(p, op->line);
		return true;
	} else {
		error_at(p, op, "unknown instruction '%s'", in->name);
		skip_line(p, op->line);
		return true; /* keep parsing: report every unknown instruction */
	}
	if (ok && in->kind == OPK_CONST && nres == 1 && in->rtype.kind == TY_SCALAR &&
	    !rt_dtype_is_float(in->rtype.dtype)) {
		p->has_cst[res[0]] = true;
		p->cst[res[0]] = in->ival;
	}
	if (!ok) {
		/* a loop or branch that failed half-way owns its bodies' arrays */
		free_block(&in->body);
		free_block(&in->els);
		return false;
	}
	struct span at;
	if (parse_loc(p, &at)) {
		in->at = at;
		in->has_loc = true;
	}
	if (peek(p)->kind != T_EOF && peek(p)->line == in->pto.line && peek(p)->kind != '}' &&
	    in->kind != OPK_FOR && in->kind != OPK_IF && in->kind != OPK_WHILE) {
		error_at(p, peek(p), "unexpected '%s' after the instruction", tok_str(p, peek(p)));
		skip_line(p, peek(p)->line);
	}
	block_push(b, in);
	return true;
}

/* block: {stmt} '}' */
/* Enters one more level of nesting (false, reported once, past RT_MAX_NEST:
 * the parser and every walk of the parsed regions recurse per level). */
static bool nest_in(struct parser *p)
{
	if (p->depth < RT_MAX_NEST) {
		p->depth++;
		return true;
	}
	if (!p->too_deep)
		error_at(p, peek(p), "nested too deeply (more than %s levels of regions or types)",
			 RT_MAX_NEST_STR);
	p->too_deep = true;
	return false;
}

static bool parse_block(struct parser *p, struct rt_block *b)
{
	if (!nest_in(p))
		return false;
	while (peek(p)->kind != '}' && peek(p)->kind != T_EOF) {
		int line = peek(p)->line;
		if (!parse_stmt(p, b)) {
			skip_line(p, line);
			if (p->errors > 50 || p->too_deep) {
				p->depth--;
				return false;
			}
		}
	}
	p->depth--;
	return expect(p, '}');
}

/* func: 'func.func' ['private'] @name '(' [param {',' param}] ')' ['->' types]
 *       ['attributes' attr-dict] ['{' block] */
static bool parse_func(struct parser *p)
{
	accept_id(p, "private");
	struct rt_tok *name = next(p);
	if (name->kind != T_SYM)
		return error_at(p, name, "%s", "expected a function name"), false;
	struct rt_func fn = {.name = arena_strndup(&p->m->arena, name->s + 1, name->len - 1)};
	p->f = &fn;
	p->nslots = 0;
	p->nbufs = 0;
	if (p->scap)
		memset(p->sidx, 0, sizeof *p->sidx * (size_t)p->scap);
	if (!expect(p, '('))
		return false;
	int params[64];
	struct rt_type ptypes[64];
	while (peek(p)->kind != ')' && peek(p)->kind != T_EOF) {
		struct rt_type ty;
		int s = -1;
		if (peek(p)->kind == T_SSA) {
			s = parse_ssa(p);
			if (!expect(p, ':'))
				return false;
		}
		if (!parse_type(p, &ty))
			return false;
		if (fn.nparams < 64) {
			params[fn.nparams] = s;
			ptypes[fn.nparams++] = ty;
		}
		if (!accept(p, ','))
			break;
	}
	if (!expect(p, ')'))
		return false;
	if (accept(p, T_ARROW)) {
		struct rt_type ty;
		bool paren = accept(p, '(');
		do
			if (peek(p)->kind != ')' && !parse_type(p, &ty))
				return false;
		while (accept(p, ','));
		if (paren)
			expect(p, ')');
	}
	if (accept_id(p, "attributes")) {
		struct rt_attr *a = NULL;
		int n = 0;
		if (!parse_attrs(p, &a, &n))
			return false;
	}
	if (peek(p)->kind == '{') {
		next(p);
		if (!parse_block(p, &fn.body)) {
			free_block(&fn.body);
			return false;
		}
	}
	fn.params = ARENA_ARRAY(&p->m->arena, int, fn.nparams + 1);
	memcpy(fn.params, params, fn.nparams * sizeof(int));
	fn.ptypes = ARENA_ARRAY(&p->m->arena, struct rt_type, fn.nparams + 1);
	memcpy(fn.ptypes, ptypes, fn.nparams * sizeof *ptypes);
	fn.nslots = p->nslots;
	fn.slot_names = ARENA_ARRAY(&p->m->arena, const char *, p->nslots + 1);
	fn.slot_handle = ARENA_ARRAY(&p->m->arena, int, p->nslots + 1);
	fn.slot_root = ARENA_ARRAY(&p->m->arena, bool, p->nslots + 1);
	fn.slot_nh = ARENA_ARRAY(&p->m->arena, int, p->nslots + 1);
	if (p->nslots) {
		memcpy(fn.slot_nh, p->nh, p->nslots * sizeof(int));
		memcpy(fn.slot_names, p->names, p->nslots * sizeof *p->names);
		memcpy(fn.slot_handle, p->handle, p->nslots * sizeof(int));
		memcpy(fn.slot_root, p->root, p->nslots * sizeof(bool));
	}
	bufs_classify(p, &fn);
	p->m->funcs = xrealloc(p->m->funcs, (p->m->nfuncs + 1) * sizeof *p->m->funcs);
	p->m->funcs[p->m->nfuncs++] = fn;
	return true;
}

/* module: 'module' ['attributes' attr-dict] '{' {func} '}' {loc-alias} */
static void parse_module(struct parser *p)
{
	if (!expect_id(p, "module"))
		return;
	if (accept_id(p, "attributes")) {
		struct rt_attr *a = NULL;
		int n = 0;
		if (parse_attrs(p, &a, &n))
			for (int i = 0; i < n; i++)
				if (strcmp(a[i].key, "pto.target_arch") == 0)
					p->m->arch = a[i].val;
	}
	if (!expect(p, '{'))
		return;
	while (peek(p)->kind != '}' && peek(p)->kind != T_EOF) {
		struct rt_tok *t = peek(p);
		if (accept_id(p, "func.func")) {
			if (!parse_func(p))
				return;
		} else if (t->kind == T_HASH) {
			skip_line(p, t->line);
		} else {
			error_at(p, t, "expected 'func.func', got '%s'", tok_str(p, t));
			return;
		}
	}
	expect(p, '}');
	while (peek(p)->kind == T_HASH)
		skip_line(p, peek(p)->line);
	if (peek(p)->kind != T_EOF)
		error_at(p, peek(p), "unexpected '%s' after the module", tok_str(p, peek(p)));
}

struct rt_module *rt_parse(const char *file, const char *text, size_t len)
{
	struct rt_module *m = xcalloc(1, sizeof *m);
	struct parser p = {.m = m, .file = file};
	m->file = file; /* diag keeps the pointer: the caller's name outlives the module */
	p.file = file;
	p.fid = diag_file_id(file);
	diag_add_source(p.file, text, len);
	p.errors = rt_lex(p.file, text, len, &p.ts);
	if (p.errors == 0) {
		collect_aliases(&p);
		parse_module(&p);
	}
	free(p.ts.v);
	free(p.names);
	free(p.sidx);
	free(p.nlens);
	free(p.handle);
	free(p.root);
	free(p.nh);
	free(p.has_cst);
	free(p.cst);
	free(p.bufs);
	free(p.aliases);
	if (p.errors) {
		rt_module_free(m);
		return NULL;
	}
	for (int i = 0; i < m->nfuncs; i++) {
		rt_liveness(&m->arena, &m->funcs[i]);
		rt_decode(&m->funcs[i].body);
	}
	return m;
}

static void free_block(struct rt_block *b)
{
	for (int i = 0; i < b->n; i++) {
		free_block(&b->v[i]->body);
		free_block(&b->v[i]->els);
	}
	free(b->v);
}

void rt_module_free(struct rt_module *m)
{
	if (!m)
		return;
	for (int i = 0; i < m->nfuncs; i++)
		free_block(&m->funcs[i].body);
	free(m->funcs);
	arena_free(&m->arena);
	free(m);
}

const char *rt_module_target_arch(const struct rt_module *m) { return m->arch; }
int rt_module_func_count(const struct rt_module *m) { return m->nfuncs; }
const char *rt_module_func_name(const struct rt_module *m, int i) { return m->funcs[i].name; }
int rt_func_param_count(const struct rt_module *m, int f) { return m->funcs[f].nparams; }

int rt_module_func_find(const struct rt_module *m, const char *name)
{
	for (int i = 0; i < m->nfuncs; i++)
		if (strcmp(m->funcs[i].name, name) == 0)
			return i;
	return -1;
}

int rt_func_param_kind(const struct rt_module *m, int f, int i, int *dtype)
{
	const struct rt_type *t = &m->funcs[f].ptypes[i];
	*dtype = t->dtype;
	return t->kind == TY_PTR ? 'p' : t->kind == TY_SCALAR ? 's' : '?';
}

const char *rt_func_param_name(const struct rt_module *m, int f, int i)
{
	int s = m->funcs[f].params[i];
	return s >= 0 ? m->funcs[f].slot_names[s] : "";
}
