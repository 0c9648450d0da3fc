/* MemoryReuse: first ties the tiles that must share a buffer and that MaterializeSemanticAliases
 * leaves to this pass under the pypto planner (loop carries, if results, in-place results, with a
 * move where their data would clash: mp_tie_semantic_aliases); then lifetime-based sharing of
 * independent tile buffers of one memory space, packed first-fit decreasing (the pypto planner;
 * the pipeline skips it for the others); the first value of a packed buffer takes the buffer's
 * MemRef, a later value of a smaller one its own size at the buffer's start, an if result or loop
 * carry the MemRef of the value it follows (the reference's rebasing); drops
 * the calls' `pipeline_membership` attrs, which it consumes.  requires: SplitIncoreOrch,
 * IncoreTileOps, HasMemRefs, TileOps2D, NormalizedStmtStructure.  produces: NormalizedStmtStructure */
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "memplan_util.h"
#include "pass.h"
#include "util.h"

/* Each memory space is packed first-fit decreasing, as the reference packs
 * it: the buffers are taken largest first (ties: earliest defined first), and
 * each joins the first buffer made so far none of whose members it
 * interferes with, or else starts a buffer of its own, sized by it.  So a
 * later, larger buffer may take an earlier, smaller one that died before it,
 * and every member of a buffer takes its first (largest) member's MemRef.
 * Two members interfere when their lifetimes overlap; they may touch where
 * one is last read by the statement defining the other, if that op may
 * write its result over the operand (in-place safe, the operand not one it
 * forbids aliasing, its elements no wider).  The allocations an author
 * declared (pinned allocs) take no other buffer and are taken by none.
 *
 * The members of a buffer never interfere, so sorted by definition their
 * lifetimes are disjoint and their ends ascend: a treap keyed by definition
 * answers "which members could meet [def, end]" in O(log n).  A tile tries
 * at most SCAN buffers in order; past them it takes the first buffer all of
 * whose members end before it is defined or start after its last use (two
 * segment trees over the buffers), or an operand's buffer it may write over
 * if that comes first, which misses only other gaps between the members of
 * a buffer beyond the SCAN-th: the pass stays O(n log n). */
enum { SCAN = 64 };

struct seg {
	uint32_t *v; /* [2 * leaves] */
	uint32_t leaves;
	bool min;    /* an inner node holds the min of its children, else the max */
};

struct seq {
	uint32_t *v;
	uint32_t n, cap;
};

struct reuse {
	struct mp_lifetimes lt;
	uint32_t *root;     /* [n] the buffer an identity ends up in */
	int32_t *kid[2];    /* [n] treap children of a member, -1 */
	uint32_t *rep;      /* [n] the buffers of the space packed, in order made */
	uint32_t *buf_of;   /* [n] the buffer an identity packed joined, UINT32_MAX */
	int32_t *top;       /* [n] their treaps */
	struct seq *seq;    /* [n] their members added in definition order */
	int32_t *last[2];   /* [n] their last and last but one member, -1 */
	uint32_t *min_def;  /* [n] their earliest member definition */
	uint32_t *max_end;  /* [n] their latest member end */
	uint32_t *cols;     /* the eight columns above from kid to max_end, on
			       sparse pages: mostly the first n_buf are written */
	uint32_t n_buf;
	struct seg ends;    /* min of max_end: a buffer whose members all died */
	struct seg defs;    /* max of min_def: a buffer whose members all start later */
	struct var **pinned; /* the Ptr vars of the author's allocations */
	uint32_t n_pinned;
};

/* A member's treap priority: a bijective mix of its index (murmur3's
 * finalizer), so priorities are distinct and look random to the keys. */
static uint32_t treap_prio(uint32_t i)
{
	i ^= i >> 16;
	i *= 0x85EBCA6Bu;
	i ^= i >> 13;
	i *= 0xC2B2AE35u;
	return i ^ (i >> 16);
}

/* Links member i into buffer k's treap (top-down, no recursion). */
static void treap_insert(struct reuse *r, uint32_t k, uint32_t i)
{
	uint32_t key = r->lt.v[i].def, pri = treap_prio(i);
	int32_t *link = &r->top[k];
	while (*link >= 0 && treap_prio((uint32_t)*link) > pri)
		link = &r->kid[r->lt.v[*link].def < key][*link];
	int32_t t = *link;
	*link = (int32_t)i;
	int32_t *lo = &r->kid[0][i], *hi = &r->kid[1][i];
	while (t >= 0) {
		if (r->lt.v[t].def < key) {
			*lo = t;
			lo = &r->kid[1][t];
		} else {
			*hi = t;
			hi = &r->kid[0][t];
		}
		t = *(r->lt.v[t].def < key ? lo : hi);
	}
	*lo = *hi = -1;
}

/* The member of buffer k defined last at or before `pos` (strictly before
 * when `strict`), or -1. */
static int32_t treap_pred(const struct reuse *r, uint32_t k, uint32_t pos, bool strict)
{
	int32_t best = -1;
	for (int32_t t = r->top[k]; t >= 0;) {
		uint32_t d = r->lt.v[t].def;
		if (d < pos || (!strict && d == pos)) {
			best = t;
			t = r->kid[1][t];
		} else {
			t = r->kid[0][t];
		}
	}
	return best;
}

/* Whether the result `out` of `call` may take the buffer of operand `a`. */
static bool may_overwrite(const struct expr *call, uint32_t k, const struct var *out,
			  const struct expr *a)
{
	if (!mp_result_may_alias(call->u.call.op, k))
		return false;
	/* wider result elements overrun the operand's not yet read */
	const struct type *ta = ir_expr_type(a);
	return dtype_infos[out->type->dtype].bits <= dtype_infos[ta->dtype].bits;
}

/* Whether identity w, defined where identity o is last read, may take o's
 * buffer: o is an operand of w's defining call at every position of which
 * the op may write its result over it. */
static bool may_take(const struct reuse *r, uint32_t w, uint32_t o)
{
	const struct stmt *s = r->lt.v[w].def_stmt;
	if (!s || !s->u.assign.value || s->u.assign.value->kind != EX_CALL)
		return false;
	const struct expr *call = s->u.assign.value;
	struct expr_list args = call->u.call.args;
	bool read = false;
	for (uint32_t k = 0; k < args.n; k++) {
		const struct expr *a = args.v[k];
		if (a->kind != EX_VAR || a->u.var->id >= r->lt.n_vars ||
		    r->lt.var_ident[a->u.var->id] != (int32_t)o)
			continue;
		if (!may_overwrite(call, k, s->u.assign.var, a))
			return false;
		read = true;
	}
	return read;
}

/* Whether identities c and m may share a buffer. */
static bool compatible(const struct reuse *r, uint32_t c, uint32_t m)
{
	const struct mp_ident *C = &r->lt.v[c], *M = &r->lt.v[m];
	if (M->end < C->def || C->end < M->def)
		return true;
	if (M->end == C->def && M->def < C->def)
		return may_take(r, c, m);
	if (C->end == M->def && C->def < M->def)
		return may_take(r, m, c);
	return false;
}

/* The member of buffer k defined last at or before `pos` (strictly before
 * when `strict`), or -1.  A member defined after all others of the buffer
 * is appended to its `seq` (binary searched), any other one goes to its
 * treap: most buffers fill in definition order. */
static int32_t member_pred(const struct reuse *r, uint32_t k, uint32_t pos, bool strict)
{
	const struct seq *q = &r->seq[k];
	size_t lo = 0, hi = q->n; /* the first member of seq past pos */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t d = r->lt.v[q->v[mid]].def;
		if (d < pos || (!strict && d == pos))
			lo = mid + 1;
		else
			hi = mid;
	}
	int32_t a = lo ? (int32_t)q->v[lo - 1] : -1;
	int32_t b = treap_pred(r, k, pos, strict);
	return a < 0 || (b >= 0 && r->lt.v[b].def > r->lt.v[a].def) ? b : a;
}

/* The member of buffer k defined last before member m: m's neighbour in
 * the treap, but for the last two members, which most tiles meet (a buffer
 * mostly grows at its end), kept at hand. */
static int32_t member_before(const struct reuse *r, uint32_t k, int32_t m)
{
	if (m == r->last[0][k])
		return r->last[1][k];
	return member_pred(r, k, r->lt.v[m].def, true);
}

/* Whether identity c may join buffer k.  The members that meet [def, end]
 * are consecutive, the last defined at or before c's end; past two of them
 * one lies inside c's lifetime, which `compatible` refuses. */
static bool fits(const struct reuse *r, uint32_t k, uint32_t c)
{
	const struct mp_ident *C = &r->lt.v[c];
	int32_t m = r->last[0][k];
	if (r->lt.v[m].def > C->end) {
		/* the members of a buffer are defined at distinct positions */
		int32_t m2 = r->last[1][k];
		m = m2 < 0 || r->lt.v[m2].def <= C->end ? m2 : member_pred(r, k, C->end, false);
	}
	for (; m >= 0 && r->lt.v[m].end >= C->def; m = member_before(r, k, m))
		if (!compatible(r, c, (uint32_t)m))
			return false;
	return true;
}

static void seg_init(struct seg *t, uint32_t n, bool min)
{
	t->leaves = 1;
	while (t->leaves < n)
		t->leaves *= 2;
	t->min = min;
	t->v = xmalloc(2 * (size_t)t->leaves * sizeof *t->v);
	for (size_t k = 0; k < 2 * (size_t)t->leaves; k++)
		t->v[k] = min ? UINT32_MAX : 0;
}

static void seg_set(struct seg *t, uint32_t i, uint32_t val)
{
	uint32_t k = t->leaves + i;
	t->v[k] = val;
	for (k /= 2; k; k /= 2) {
		uint32_t a = t->v[2 * k], b = t->v[2 * k + 1];
		t->v[k] = (t->min ? a < b : a > b) ? a : b;
	}
}

/* Whether node k holds a leaf below (min tree) or above (max tree) `bound`. */
static bool seg_has(const struct seg *t, uint32_t k, uint32_t bound)
{
	return t->min ? t->v[k] < bound : t->v[k] > bound;
}

/* The first leaf at or after `from` beyond `bound`, or UINT32_MAX. */
static uint32_t seg_first(const struct seg *t, uint32_t from, uint32_t bound)
{
	if (!t->v || from >= t->leaves)
		return UINT32_MAX;
	uint32_t k = t->leaves + from;
	while (!seg_has(t, k, bound)) {
		while (k & 1) /* a right child: climb until a right sibling exists */
			k /= 2;
		if (k <= 1)
			return UINT32_MAX;
		k++;
	}
	while (k < t->leaves)
		k = seg_has(t, 2 * k, bound) ? 2 * k : 2 * k + 1;
	return k - t->leaves;
}

static void buffer_update(struct reuse *r, uint32_t k)
{
	if (r->ends.v) {
		seg_set(&r->ends, k, r->max_end[k]);
		seg_set(&r->defs, k, r->min_def[k]);
	}
}

/* Whether buffer k's last defined member overlaps identity c's lifetime
 * other than where one's end is the other's definition: then c may not join
 * k (`fits` says so too, at the cost of a call).  Most buffers a tile tries
 * are refused so. */
static inline bool clashes_last(const struct reuse *r, uint32_t k, const struct mp_ident *C)
{
	const struct mp_ident *M = &r->lt.v[r->last[0][k]];
	return M->def <= C->end && M->end >= C->def && M->end != C->def && M->def != C->end;
}

/* The buffer of the space identity c joins, or UINT32_MAX. */
static uint32_t first_fit(struct reuse *r, uint32_t c, uint32_t n_space)
{
	uint32_t scan = r->n_buf < SCAN ? r->n_buf : SCAN;
	for (uint32_t k = 0; k < scan; k++)
		if (!clashes_last(r, k, &r->lt.v[c]) && fits(r, k, c))
			return k;
	if (r->n_buf <= SCAN)
		return UINT32_MAX;
	if (!r->ends.v) {
		seg_init(&r->ends, n_space, true);
		seg_init(&r->defs, n_space, false);
		for (uint32_t k = 0; k < r->n_buf; k++)
			buffer_update(r, k);
	}
	const struct mp_ident *C = &r->lt.v[c];
	uint32_t a = seg_first(&r->ends, SCAN, C->def);
	uint32_t b = seg_first(&r->defs, SCAN, C->end);
	if (b < a)
		a = b;
	/* the buffer of an operand c may be written over (touching its last
	 * member), which the trees do not see */
	const struct stmt *s = C->def_stmt;
	if (!s || !s->u.assign.value || s->u.assign.value->kind != EX_CALL)
		return a;
	struct expr_list args = s->u.assign.value->u.call.args;
	for (uint32_t i = 0; i < args.n; i++) {
		const struct expr *e = args.v[i];
		if (e->kind != EX_VAR || e->u.var->id >= r->lt.n_vars)
			continue;
		int32_t j = r->lt.var_ident[e->u.var->id];
		if (j < 0 || r->lt.v[j].space != C->space)
			continue;
		uint32_t k = r->buf_of[j];
		if (k < a && fits(r, k, c))
			a = k;
	}
	return a;
}

static void join(struct reuse *r, uint32_t c, uint32_t n_space)
{
	const struct mp_ident *C = &r->lt.v[c];
	uint32_t k = first_fit(r, c, n_space);
	if (k == UINT32_MAX) {
		k = r->n_buf++;
		r->rep[k] = c;
		r->top[k] = r->last[0][k] = r->last[1][k] = -1;
		r->seq[k].n = 0;
		r->min_def[k] = C->def;
		r->max_end[k] = C->end;
	} else {
		if (C->def < r->min_def[k])
			r->min_def[k] = C->def;
		if (C->end > r->max_end[k])
			r->max_end[k] = C->end;
	}
	struct seq *q = &r->seq[k];
	if (!q->n || r->lt.v[q->v[q->n - 1]].def < C->def) {
		ARRAY_RESERVE(q->v, q->n, q->cap, 16);
		q->v[q->n++] = c;
	} else {
		treap_insert(r, k, c);
	}
	int32_t *last = &r->last[0][k], *second = &r->last[1][k];
	if (*last < 0 || r->lt.v[*last].def < C->def) {
		*second = *last;
		*last = (int32_t)c;
	} else if (*second < 0 || r->lt.v[*second].def < C->def) {
		*second = (int32_t)c;
	}
	buffer_update(r, k);
	r->root[c] = r->rep[k];
	r->buf_of[c] = k;
}

/* Sorts the n identities in o[] (in definition order) by key[], stably:
 * an LSD radix sort by bytes, skipping the bytes all keys share.  The
 * sorted identities are returned, in o or in its scratch twin. */
static uint32_t *sort_by_key(uint32_t *o, uint64_t *key, uint32_t n, uint32_t *o2, uint64_t *k2)
{
	uint64_t differ = 0;
	for (uint32_t i = 1; i < n; i++)
		differ |= key[i] ^ key[0];
	for (unsigned sh = 0; sh < 64; sh += 8) {
		if (!((differ >> sh) & 0xff))
			continue;
		uint32_t at[257] = {0};
		for (uint32_t i = 0; i < n; i++)
			at[((key[i] >> sh) & 0xff) + 1]++;
		for (unsigned b = 0; b < 256; b++)
			at[b + 1] += at[b];
		for (uint32_t i = 0; i < n; i++) {
			uint32_t j = at[(key[i] >> sh) & 0xff]++;
			o2[j] = o[i];
			k2[j] = key[i];
		}
		uint32_t *to = o;
		uint64_t *tk = key;
		o = o2, key = k2;
		o2 = to, k2 = tk;
	}
	return o;
}

/* Packs the identities of f: root[i] for each.  The packing order is by
 * space, then largest first, then earliest defined: one sort key (a size
 * beyond 2^56 bytes, which no memory holds, ranks as 2^56). */
static void pack(struct reuse *r)
{
	uint32_t n = r->lt.n, m = 0;
	size_t cells = n ? n : 1;
	uint32_t *ob = xmalloc(2 * cells * sizeof *ob), *o = ob;
	uint64_t *keys = xmalloc(2 * cells * sizeof *keys), *key = keys;
	const uint64_t cap = (uint64_t)1 << 56;
	for (uint32_t i = 0; i < n; i++) {
		const struct mp_ident *I = &r->lt.v[i];
		r->root[i] = i; /* a buffer the caller or the author owns */
		r->buf_of[i] = UINT32_MAX;
		if (!I->mr->base || mp_is_pinned(r->pinned, r->n_pinned, I->mr->base))
			continue;
		key[m] = (uint64_t)I->space << 57 | (cap - (I->size < cap ? I->size : cap));
		o[m++] = i;
	}
	o = sort_by_key(o, key, m, ob + cells, keys + cells);
	free(keys); /* before the buffers' trees and sequences take memory */
	for (uint32_t s = 0, e; s < m; s = e) {
		uint8_t space = r->lt.v[o[s]].space;
		for (e = s; e < m && r->lt.v[o[e]].space == space; e++)
			;
		r->n_buf = 0;
		for (uint32_t j = s; j < e; j++)
			join(r, o[j], e - s);
		free(r->ends.v);
		free(r->defs.v);
		r->ends.v = r->defs.v = NULL;
	}
	free(ob);
}

struct retarget {
	struct reuse *r;
	struct arena *a;
	struct mp_retype types; /* by root: the types made for its vars */
	uint8_t *used;  /* [n_vars] the Ptr vars a MemRef still names */
	struct vec marked; /* the vars set in `used`, to reset them */
	struct var **follow; /* [n_vars] the var whose MemRef a result or iter arg takes, or NULL */
	struct vec followers; /* the vars set in `follow`, to reset them */
	uint32_t n_follow;   /* the program's vars, the size of `follow` */
	struct expr *zero;   /* the offset 0 of a member keeping its own size */
};

/* An if's results follow the values its then-branch yields, a loop's iter
 * args and results follow its inits: they take the MemRef those were given,
 * as the reference reconciles them after packing. */
static bool note_follow(struct stmt *s, void *ctx)
{
	struct retarget *t = ctx;
	uint32_t n_vars = t->n_follow;
	uint32_t n = 0;
	struct iter_arg *it = NULL;
	struct var **rets = NULL;
	switch (s->kind) {
	case ST_IF: {
		struct stmt_list *b = &s->u.cond.then_body;
		if (!b->n || b->v[b->n - 1]->kind != ST_YIELD)
			return true;
		struct expr_list vals = b->v[b->n - 1]->u.ret.values;
		for (uint32_t i = 0; i < s->u.cond.n_ret && i < vals.n; i++) {
			struct var *r = s->u.cond.return_vars[i];
			if (r && r->id < n_vars && vals.v[i]->kind == EX_VAR) {
				t->follow[r->id] = vals.v[i]->u.var;
				vec_push(&t->followers, r);
			}
		}
		return true;
	}
	case ST_FOR:
		n = s->u.loop.n_iter, it = s->u.loop.iter, rets = s->u.loop.return_vars;
		break;
	case ST_WHILE:
		n = s->u.wloop.n_iter, it = s->u.wloop.iter, rets = s->u.wloop.return_vars;
		break;
	default:
		return true;
	}
	for (uint32_t i = 0; i < n; i++) {
		if (!it[i].init || it[i].init->kind != EX_VAR)
			continue;
		struct var *vs[2] = {it[i].var, rets[i]};
		for (int k = 0; k < 2; k++)
			if (vs[k] && vs[k]->id < n_vars) {
				t->follow[vs[k]->id] = it[i].init->u.var;
				vec_push(&t->followers, vs[k]);
			}
	}
	return true;
}

/* The type of var v of identity `id` packed into the buffer of identity b.
 * The first value assigned to the identity takes the buffer's MemRef; a
 * later one keeps its own size at the buffer's start, unless that is the
 * buffer's size (the reference rebases a joining group's members so). */
static const struct type *packed_type(struct retarget *t, struct var *v, uint32_t id, uint32_t b)
{
	struct reuse *r = t->r;
	struct memref *buf = r->lt.v[b].mr;
	struct var *f = v->id < t->n_follow ? t->follow[v->id] : NULL;
	if (f && f->id < r->lt.n_vars && r->lt.var_ident[f->id] == (int32_t)id &&
	    f->type->memref && f->type->memref->base == buf->base)
		return mp_with_memref(t->a, v->type, f->type->memref);
	const struct stmt *first = r->lt.v[id].def_stmt;
	const struct memref *own = v->type->memref;
	const struct memref *ident = r->lt.v[id].mr;
	/* a view's offset differs from its identity's (most vars share it) */
	struct memref *view = own->offset == ident->offset ? NULL
			      : mp_rebase_view(t->a, own, ident, buf);
	if (view)
		return mp_with_memref(t->a, v->type, view);
	if (!first || first->u.assign.var == v || !r->lt.var_stmt[v->id] || own->size == buf->size)
		return mp_retype(t->a, &t->types, b, v->type, buf);
	struct memref *m = ARENA_NEW(t->a, struct memref);
	*m = *buf;
	if (!t->zero)
		t->zero = ir_new_int(t->a, 0, DT_INDEX, buf->offset ? buf->offset->span : v->span);
	m->offset = t->zero;
	m->size = own->size;
	return mp_with_memref(t->a, v->type, m);
}

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *t = ctx;
	struct reuse *r = t->r;
	if (v->id < r->lt.n_vars && r->lt.var_ident[v->id] >= 0) {
		uint32_t id = (uint32_t)r->lt.var_ident[v->id];
		uint32_t b = r->root[id];
		if (b != id)
			v->type = packed_type(t, v, id, b);
	}
	if (mp_mark_base(v, t->used))
		vec_push(&t->marked, v->type->memref->base);
}

/* Drops the `pipeline_membership` attr of a call: the stage marks the
 * pipeline passes leave for planning are spent once reuse has run (the
 * reference's MemoryReuse consumes them). */
static void drop_membership(struct expr *call, void *ctx)
{
	const char *key = ctx;
	struct attr_list *al = &call->u.call.attrs;
	uint32_t k = 0;
	for (uint32_t i = 0; i < al->n; i++)
		if (al->v[i].key != key)
			al->v[k++] = al->v[i];
	al->n = k;
}

/* The tiles bound to one declared (pinned) allocation must not be live at
 * the same time: the packer never moves them apart, so a tile written while
 * an earlier one of the same window is still to be read overwrites it.  Each
 * tile is checked against the one of its window defined last before it. */
struct pinned_check {
	struct mp_lifetimes lt;
	struct var **pinned;
	uint32_t n_pinned;
	const struct var **prev; /* [n identities] the last tile defined, or NULL */
	bool ok;
};

static void check_pinned_var(struct var *v, void *ctx)
{
	struct pinned_check *c = ctx;
	const struct mp_lifetimes *lt = &c->lt;
	if (!c->ok || v->id >= lt->n_vars || lt->var_ident[v->id] < 0 || !lt->var_stmt[v->id])
		return;
	uint32_t id = (uint32_t)lt->var_ident[v->id];
	const struct memref *mr = lt->v[id].mr;
	if (!mr->base || !mp_is_pinned(c->pinned, c->n_pinned, mr->base))
		return;
	const struct var *x = c->prev[id];
	c->prev[id] = v;
	if (x && mp_live_after(lt, x, lt->var_def[v->id], lt->var_branch[v->id])) {
		diag_error(v->span, "MemoryReuse: tiles '%.*s' and '%.*s' of the declared "
			   "allocation '%.*s' are live at the same time: the later one would "
			   "overwrite the earlier one before its last read",
			   ir_user_name_len(x->name), x->name, ir_user_name_len(v->name), v->name,
			   ir_user_name_len(mr->base->name), mr->base->name);
		c->ok = false;
	}
}

static bool check_pinned(struct program *p, struct function *f, struct var **pinned,
			 uint32_t n_pinned)
{
	struct pinned_check c = {.ok = true, .pinned = pinned, .n_pinned = n_pinned};
	if (!c.n_pinned)
		return true;
	mp_lifetimes_compute_detail(p, f, &c.lt, MP_VARS, NULL, NULL);
	c.prev = xcalloc(c.lt.n ? c.lt.n : 1, sizeof *c.prev);
	mp_each_def(f, check_pinned_var, &c);
	free(c.prev);
	mp_lifetimes_free(&c.lt);
	return c.ok;
}

/* Frees the tables pack() fills but `root` (the n identities'). */
static void free_packing(struct reuse *r, size_t n)
{
	free(r->buf_of);
	for (size_t k = 0; k < n; k++)
		free(r->seq[k].v);
	sparse_free(r->seq, n * sizeof *r->seq);
	sparse_free(r->cols, 8 * n * sizeof *r->cols);
}

/* `used` is all zero on entry and on return: a program of many functions
 * costs time linear in its size. */
static void run_function(struct program *p, struct function *f, uint8_t *used,
			 struct var **follow, struct var **pinned, uint32_t n_pinned)
{
	struct reuse r = {.pinned = pinned, .n_pinned = n_pinned};
	/* packing reads the buffers' lifetimes, never a single var's */
	mp_lifetimes_compute_detail(p, f, &r.lt, MP_BUFFERS, drop_membership,
				    (void *)intern_cstr("pipeline_membership"));
	size_t n = r.lt.n ? r.lt.n : 1;
	r.root = xmalloc(n * sizeof *r.root);
	r.buf_of = xmalloc(n * sizeof *r.buf_of);
	r.seq = sparse_zalloc(n * sizeof *r.seq); /* [n_buf] used */
	r.cols = sparse_zalloc(8 * n * sizeof *r.cols);
	r.kid[0] = (int32_t *)r.cols;
	r.kid[1] = (int32_t *)r.cols + n;
	r.rep = r.cols + 2 * n;
	r.top = (int32_t *)r.cols + 3 * n;
	r.last[0] = (int32_t *)r.cols + 4 * n;
	r.last[1] = (int32_t *)r.cols + 5 * n;
	r.min_def = r.cols + 6 * n;
	r.max_end = r.cols + 7 * n;
	pack(&r);
	/* retargeting reads only `root`: the packing tables go first */
	free_packing(&r, n);
	struct retarget t = {.r = &r, .a = p->arena, .used = used, .follow = follow,
			    .n_follow = p->n_vars};
	mp_retype_init(&t.types, r.lt.n);
	ir_walk_compound_stmts(f->body, note_follow, &t);
	mp_each_def(f, retarget_var, &t);
	for (size_t i = 0; i < t.followers.n; i++)
		follow[((const struct var *)t.followers.items[i])->id] = NULL;
	vec_free(&t.followers);
	mp_retype_free(&t.types);
	mp_drop_allocs(p, f, used);
	for (size_t i = 0; i < t.marked.n; i++)
		used[((const struct var *)t.marked.items[i])->id] = 0;
	vec_free(&t.marked);
	free(r.root);
	mp_lifetimes_free(&r.lt);
}

bool pass_memory_reuse(struct pass_ctx *ctx, struct program *p)
{
	bool tied = false;
	if (!mp_tie_semantic_aliases(p, ctx->backend, &tied))
		return false;
	uint8_t *used = xcalloc(p->n_vars ? p->n_vars : 1, 1);
	/* follow: set for loop and if values only (note_follow) */
	size_t follow_size = (p->n_vars ? p->n_vars : 1) * sizeof(struct var *);
	struct var **follow = sparse_zalloc(follow_size);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || !mp_is_incore(f))
			continue;
		/* the author's allocations: MemoryReuse drops only the allocs it merges */
		uint32_t n_pinned;
		struct var **pinned = mp_pinned_ptrs(f, &n_pinned);
		if (!check_pinned(p, f, pinned, n_pinned)) {
			free(pinned);
			sparse_free(follow, follow_size);
			free(used);
			return false;
		}
		run_function(p, f, used, follow, pinned, n_pinned);
		free(pinned);
	}
	sparse_free(follow, follow_size);
	free(used);
	/* the allocs left: most of the ones InitMemRef made are dropped */
	mp_settle_allocs(p);
	return true;
}
