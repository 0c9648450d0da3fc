/* ConvertToSSA: every definition gets its own var, named as the reference
 * names them (convert_to_ssa_pass.cpp): parameters and assignments
 * `x__ssa_vN`, loop variables `i__idx_vN`, the version N counting per source
 * variable.  A variable re-assigned in a loop body that existed before the
 * loop becomes an iter arg `x__iter_vN` with a return var `x__rv_vN`; one
 * first assigned in the body and read after the loop (by the statements that
 * follow in the same block) is carried the same way, its initial value an
 * Out/InOut parameter or an earlier variable of its type.  A variable that
 * an `if` changes in either branch (or defines in both) gets a phi
 * `x__phi_vN` yielded by both branches.  The non-SSA input is the parser's:
 * a re-assigned name is one var (ir.h).  Statements keep their spans.
 * Parameters are versioned too (`n__ssa_v0`), as the reference does; the
 * user's name stays the part before "__" (ptoc check --scalar binds by it).
 * requires: (nothing)
 * produces: SSAForm; invalidates: NormalizedStmtStructure */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "print.h"
#include "util.h"

struct trail {
	uint32_t id;
	struct var *old;
};

/* For a loop: the vars its body assigns that the statements after it read. */
struct needed {
	const struct stmt *loop;
	uint32_t n;
	uint32_t ids[];
};

/* The key that counts the versions of a stem, by the stem's intern id: valid when `fn` is
 * the function being converted (a stamp: no clearing between functions). */
struct stem_owner {
	uint32_t fn;
	uint32_t key;
};

struct ssa {
	struct program *p;
	struct function *fn;
	bool failed;          /* an error was reported */
	uint32_t n0;          /* vars that existed before the pass (the keys) */
	struct var **cur;     /* by key id: the current version */
	uint32_t *ver;        /* by key id: the next version number */
	uint32_t *vkey;       /* by key id: the key whose ver[] it counts with */
	struct stem_owner *owner; /* by stem intern id: this function's first key of the stem */
	uint32_t cap_owner, fn_stamp;
	struct trail *tr;     /* undo log of cur */
	uint32_t n_tr, cap_tr;
	/* scratch sets by key id: stamp == gen when in the set */
	uint32_t *mark, gen;
	uint32_t *dcount;     /* live-in analysis: > 0 when defined earlier */
	uint8_t *need;        /* suffix needs of the sequence being analysed */
	struct vec need_list;
	struct vec li;        /* the live-in set being computed (var ids as pointers) */
	uint32_t *li_mark, li_gen;
	struct ptab needs;    /* struct needed by loop statement */
	const struct needed *future; /* of the loop being converted */
	uint32_t *slot;       /* convert_if: key id -> change entry, UINT32_MAX */
	struct var **keys;    /* by key id: the var */
	const char **stem;    /* by key id: its first SSA name, `name__ssa_v0` (note_key) */
	const char **name0;   /* by key id: its name before the pass (a key may be renamed) */
	uint8_t *fixed;       /* by key id: defined other than by an assignment (a parameter,
				 loop var, iter arg or result): never its own first version */
	struct vec defs1;     /* scratch: the vars one statement assigns, used at once */
};

static struct stmt_list convert_list(struct ssa *c, struct stmt_list l);

/* ---- names ------------------------------------------------------------------------ */

static bool is_role(const char *s, size_t n)
{
	static const char *const roles[] = {"ssa", "iter", "rv", "phi", "tile", "tmp", "out", "store", "idx"};
	for (size_t i = 0; i < sizeof roles / sizeof *roles; i++)
		if (strlen(roles[i]) == n && memcmp(roles[i], s, n) == 0)
			return true;
	return false;
}

static bool is_version(const char *s, size_t n)
{
	if (n < 2 || s[0] != 'v')
		return false;
	for (size_t i = 1; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return false;
	return true;
}

static const char *last_us(const char *s, size_t n)
{
	while (n--)
		if (s[n] == '_')
			return s + n;
	return NULL;
}

static const char ssa_role[] = "ssa";

/* base__[qualifier_]role_vN, where a name that already carries an auto
 * suffix keeps its base and qualifier (reference auto_name_utils.h). */
static const char *versioned(const char *name, const char *role, uint32_t v)
{
	size_t blen = intern_len(name), qoff = 0, qlen = 0;
	const char *cut = NULL;
	for (const char *u = memchr(name, '_', blen); u && !cut;
	     u = memchr(u + 1, '_', blen - (size_t)(u + 1 - name)))
		if (u[1] == '_')
			cut = u;
	if (!cut && v == 0 && role == ssa_role && blen <= 64) {
		/* the most: a plain name's first SSA name */
		char b[72];
		memcpy(b, name, blen);
		memcpy(b + blen, "__ssa_v0", 8);
		return intern(b, blen + 8);
	}
	if (cut) {
		const char *suf = cut + 2;
		size_t n = blen - (size_t)(suf - name);
		bool has_ver = false, has_role = false;
		const char *us = last_us(suf, n);
		if (us && is_version(us + 1, n - (size_t)(us + 1 - suf))) {
			has_ver = true;
			n = (size_t)(us - suf);
		} else if (!us && is_version(suf, n)) {
			has_ver = true;
			n = 0;
		}
		us = n ? last_us(suf, n) : NULL;
		if (us && is_role(us + 1, n - (size_t)(us + 1 - suf))) {
			has_role = true;
			n = (size_t)(us - suf);
		} else if (!us && n && is_role(suf, n)) {
			has_role = true;
			n = 0;
		}
		if (has_ver || has_role) {
			blen = (size_t)(cut - name);
			qoff = (size_t)(suf - name);
			qlen = n;
		}
	}
	char tail[32];
	size_t tl = 0;
	while (role[tl] && tl < 8)
		tail[tl] = role[tl], tl++;
	tail[tl++] = '_';
	tail[tl++] = 'v';
	tl = (size_t)(put_u64(tail + tl, v) - tail);
	char buf[256], *s = buf;
	size_t len = blen + 2 + (qlen ? qlen + 1 : 0) + tl;
	if (len > sizeof buf)
		s = xmalloc(len);
	size_t k = blen;
	memcpy(s, name, blen);
	s[k++] = '_';
	s[k++] = '_';
	if (qlen) {
		memcpy(s + k, name + qoff, qlen);
		k += qlen;
		s[k++] = '_';
	}
	memcpy(s + k, tail, tl);
	const char *r = intern(s, len);
	if (s != buf)
		free(s);
	return r;
}

static bool is_key(const struct ssa *c, const struct var *v) { return v && v->id < c->n0; }

/* A key's name as the input spelled it: versions and orders are built from it. */
static const char *name0(const struct ssa *c, const struct var *key)
{
	return c->name0[key->id] ? c->name0[key->id] : key->name;
}

static const struct type *subst_type(struct ssa *c, const struct type *t);

static struct var *new_version(struct ssa *c, struct var *key, const char *role,
			       enum var_kind kind, const struct type *t, struct span sp)
{
	uint32_t v = c->ver[c->vkey[key->id]]++;
	/* the first assignment's name is the stem note_key interned already */
	bool first = v == 0 && role == ssa_role && c->stem[key->id];
	const char *name = first ? c->stem[key->id] : versioned(name0(c, key), role, v);
	const struct type *st = subst_type(c, t);
	/* A tile assigned only by assignments becomes its own first version,
	 * renamed: no other var, and its uses up to the next assignment stay
	 * as they are instead of being copied.  Only tiles: no type refers to
	 * a tile var, so nothing outside the statements sees the new name. */
	if (first && kind == VAR_LOCAL && key->kind == VAR_LOCAL && !c->fixed[key->id] &&
	    st == key->type && st->kind == TY_TILE) {
		key->name = name;
		return key;
	}
	return ir_new_var(c->p, name, kind, st, sp);
}


/* Two vars whose versions would be spelled alike count their versions
 * together: two of one name (the parser makes a new one when a
 * re-assignment changes the type), and two that differ only in an auto
 * suffix (`t__tmp_v0`, `t__tmp_v1`: both `t__ssa_vN`), so no two
 * definitions of a function get the same name. */
static void note_key(struct var *v, struct stmt *s, void *ctx)
{
	struct ssa *c = ctx;
	if (!is_key(c, v))
		return;
	if (!s || s->kind != ST_ASSIGN || s->u.assign.var != v)
		c->fixed[v->id] = 1;
	if (c->keys[v->id])
		return;
	c->keys[v->id] = v;
	c->name0[v->id] = v->name;
	const char *stem = versioned(v->name, ssa_role, 0);
	c->stem[v->id] = stem;
	uint32_t sid = intern_id(stem);
	if (sid >= c->cap_owner) {
		uint32_t cap = intern_count();
		if (cap < 2 * c->cap_owner)
			cap = 2 * c->cap_owner;
		c->owner = xrealloc(c->owner, (size_t)cap * sizeof *c->owner);
		memset(c->owner + c->cap_owner, 0, (size_t)(cap - c->cap_owner) * sizeof *c->owner);
		c->cap_owner = cap;
	}
	struct stem_owner *o = &c->owner[sid];
	if (o->fn == c->fn_stamp)
		c->vkey[v->id] = o->key;
	else
		*o = (struct stem_owner){c->fn_stamp, v->id};
}

/* ---- current versions ------------------------------------------------------------- */

static void set_cur(struct ssa *c, struct var *key, struct var *v)
{
	if (!is_key(c, key))
		return;
	if (c->n_tr == c->cap_tr) {
		c->cap_tr = c->cap_tr ? 2 * c->cap_tr : 256;
		c->tr = xrealloc(c->tr, c->cap_tr * sizeof *c->tr);
	}
	c->tr[c->n_tr++] = (struct trail){key->id, c->cur[key->id]};
	c->cur[key->id] = v;
}

static void undo(struct ssa *c, uint32_t mark)
{
	while (c->n_tr > mark) {
		struct trail *t = &c->tr[--c->n_tr];
		c->cur[t->id] = t->old;
	}
}

static uint32_t next_gen(struct ssa *c)
{
	if (++c->gen == 0) {
		memset(c->mark, 0, c->n0 * sizeof *c->mark);
		c->gen = 1;
	}
	return c->gen;
}

static struct expr *subst_fn(struct expr *e, void *ctx)
{
	struct ssa *c = ctx;
	if (e->kind == EX_VAR && is_key(c, e->u.var) && c->cur[e->u.var->id] &&
	    c->cur[e->u.var->id] != e->u.var)
		return ir_new_var_ref(c->p->arena, c->cur[e->u.var->id], e->span);
	return e;
}

/* Whether subst leaves e as it is, seen without a walk: an op call of leaf
 * operands (most statements), none a var with another current version. */
static bool call_kept(const struct ssa *c, const struct expr *e)
{
	if (e->kind != EX_CALL || e->u.call.attrs.n)
		return false;
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		const struct expr *a = e->u.call.args.v[i];
		if (a->kind > EX_SYMBOL)
			return false;
		if (a->kind == EX_VAR && is_key(c, a->u.var) && c->cur[a->u.var->id] &&
		    c->cur[a->u.var->id] != a->u.var)
			return false;
	}
	return true;
}

static struct expr *subst(struct ssa *c, struct expr *e)
{
	return e && !call_kept(c, e) ? ir_rewrite_expr(c->p->arena, e, subst_fn, c) : e;
}

/* A tile view whose valid shape names vars (pl.TileView(valid_shape=[rows,
 * cols]) over parameters) with their current versions; `v` when none changes. */
static struct tile_view *subst_view(struct ssa *c, struct tile_view *v)
{
	if (!v || !v->valid_shape.n)
		return v;
	struct expr_list vs = v->valid_shape;
	bool changed = false;
	for (uint32_t i = 0; i < vs.n && !changed; i++)
		changed = subst(c, vs.v[i]) != vs.v[i];
	if (!changed)
		return v;
	struct tile_view *n = ARENA_NEW(c->p->arena, struct tile_view);
	*n = *v;
	n->valid_shape = ir_expr_list_new(c->p->arena, vs.n);
	for (uint32_t i = 0; i < vs.n; i++)
		n->valid_shape.v[i] = subst(c, vs.v[i]);
	return n;
}

/* `t` with the vars of its MemRef (the base Ptr, the offset and the slot
 * index) and of its tile view's valid shape replaced by their current
 * versions; `t` itself when none changes. */
static const struct type *subst_type(struct ssa *c, const struct type *t)
{
	struct tile_view *view = t && t->kind == TY_TILE ? subst_view(c, t->view) : NULL;
	if (t && t->kind == TY_TENSOR) {
		uint32_t k = 0;
		while (k < t->shape.n && subst(c, t->shape.v[k]) == t->shape.v[k])
			k++;
		if (k < t->shape.n) {
			struct type *r = ir_type_clone(c->p->arena, t);
			r->shape = ir_expr_list_new(c->p->arena, t->shape.n);
			for (uint32_t i = 0; i < t->shape.n; i++)
				r->shape.v[i] = subst(c, t->shape.v[i]);
			t = r;
		}
	}
	if (view && view != t->view) {
		struct type *r = ir_type_clone(c->p->arena, t);
		r->view = view;
		t = r;
	}
	struct memref *m = t ? t->memref : NULL;
	if (!m)
		return t;
	struct var *base = m->base;
	if (is_key(c, base) && c->cur[base->id])
		base = c->cur[base->id];
	struct expr *off = subst(c, m->offset), *slot = subst(c, m->slot_index);
	if (base == m->base && off == m->offset && slot == m->slot_index)
		return t;
	struct memref *n = ARENA_NEW(c->p->arena, struct memref);
	*n = *m;
	n->base = base;
	if (base)
		n->base_name = base->name;
	n->offset = off;
	n->slot_index = slot;
	struct type *r = ir_type_clone(c->p->arena, t);
	r->memref = n;
	return r;
}

static void subst_list(struct ssa *c, struct expr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i] = subst(c, l->v[i]);
}

static void subst_attrs(struct ssa *c, struct attr_list *l)
{
	for (uint32_t i = 0; i < l->n; i++)
		l->v[i].value = subst(c, l->v[i].value);
}

/* ---- what statements assign and read ---------------------------------------------- */

static void assigned_rec(struct ssa *c, struct stmt_list l, struct vec *out, uint32_t gen)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_ASSIGN && is_key(c, s->u.assign.var) &&
		    c->mark[s->u.assign.var->id] != gen) {
			c->mark[s->u.assign.var->id] = gen;
			vec_push(out, s->u.assign.var);
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			assigned_rec(c, *kids[k], out, gen);
	}
}

/* The vars assigned anywhere in l, each once, in order of appearance. */
static void assigned(struct ssa *c, struct stmt_list l, struct vec *out)
{
	assigned_rec(c, l, out, next_gen(c));
}

static bool li_use(struct expr *e, void *ctx)
{
	struct ssa *c = ctx;
	if (e && e->kind == EX_VAR && is_key(c, e->u.var) && !c->dcount[e->u.var->id] &&
	    c->li_mark[e->u.var->id] != c->li_gen) {
		c->li_mark[e->u.var->id] = c->li_gen;
		vec_push(&c->li, e->u.var);
	}
	return true;
}

static void li_expr(struct ssa *c, struct expr *e)
{
	if (e)
		ir_walk_expr(e, li_use, c);
}

static void li_seq(struct ssa *c, struct stmt_list l);

static void li_define(struct ssa *c, struct var *v, int d)
{
	if (is_key(c, v))
		c->dcount[v->id] += (uint32_t)d;
}

/* Adds to c->li the vars s reads before defining them (reference
 * ComputeStmtLiveIn). */
static void li_stmt(struct ssa *c, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN: li_expr(c, s->u.assign.value); break;
	case ST_EVAL: li_expr(c, s->u.eval.value); break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			li_expr(c, s->u.ret.values.v[i]);
		break;
	case ST_FOR:
		li_expr(c, s->u.loop.start);
		li_expr(c, s->u.loop.stop);
		li_expr(c, s->u.loop.step);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			li_expr(c, s->u.loop.iter[i].init);
		li_define(c, s->u.loop.loop_var, 1);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			li_define(c, s->u.loop.iter[i].var, 1);
		li_seq(c, s->u.loop.body);
		li_define(c, s->u.loop.loop_var, -1);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			li_define(c, s->u.loop.iter[i].var, -1);
		break;
	case ST_WHILE:
		li_expr(c, s->u.wloop.cond);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			li_expr(c, s->u.wloop.iter[i].init);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			li_define(c, s->u.wloop.iter[i].var, 1);
		li_seq(c, s->u.wloop.body);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			li_define(c, s->u.wloop.iter[i].var, -1);
		break;
	case ST_IF:
		li_expr(c, s->u.cond.cond);
		li_seq(c, s->u.cond.then_body);
		li_seq(c, s->u.cond.else_body);
		break;
	case ST_SCOPE:
		li_expr(c, s->u.scope.arg);
		li_seq(c, s->u.scope.body);
		break;
	default:
		break;
	}
}

/* A statement's reads count unless an earlier statement of the same block
 * assigned the var. */
static void li_seq(struct ssa *c, struct stmt_list l)
{
	struct vec defs = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		li_stmt(c, l.v[i]);
		if (i + 1 == l.n)
			break;
		struct vec *d = &c->defs1;
		struct stmt_list one = {1, &l.v[i]};
		d->n = 0;
		assigned(c, one, d);
		for (size_t k = 0; k < d->n; k++) {
			struct var *v = d->items[k];
			c->dcount[v->id]++;
			vec_push(&defs, v);
		}
	}
	for (size_t k = 0; k < defs.n; k++)
		c->dcount[((struct var *)defs.items[k])->id]--;
	vec_free(&defs);
}

/* ---- which loops' variables escape ------------------------------------------------ */

static uint64_t needed_hash(const void *item, void *ctx)
{
	return ptr_hash(((const struct needed *)item)->loop);
}

static bool needed_eq(const void *item, const void *key, void *ctx)
{
	return ((const struct needed *)item)->loop == key;
}

/* Records, for loop s, which of the vars its body assigns are in c->need. */
static void record_loop(struct ssa *c, struct stmt *s)
{
	struct vec a = {0};
	assigned(c, s->kind == ST_FOR ? s->u.loop.body : s->u.wloop.body, &a);
	uint32_t n = 0;
	for (size_t k = 0; k < a.n; k++)
		n += c->need[((struct var *)a.items[k])->id];
	if (n) {
		struct needed *nd = xmalloc(sizeof *nd + n * sizeof nd->ids[0]);
		nd->loop = s;
		nd->n = 0;
		for (size_t k = 0; k < a.n; k++)
			if (c->need[((struct var *)a.items[k])->id])
				nd->ids[nd->n++] = ((struct var *)a.items[k])->id;
		ptab_reserve(&c->needs, needed_hash, NULL);
		uint64_t h = ptr_hash(s);
		void **slot = ptab_find(&c->needs, h, s, needed_eq, NULL);
		if (*slot)
			free(*slot);
		ptab_put(&c->needs, slot, nd);
	}
	vec_free(&a);
}

/* The loops that see the same "statements after" as s: s itself and the
 * loops reached through one-statement bodies (which the reference keeps as
 * bare statements), not across a scope that is outlined later. */
static void record_bare(struct ssa *c, struct stmt *s)
{
	for (;;) {
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		if (s->kind == ST_FOR || s->kind == ST_WHILE)
			record_loop(c, s);
		if (s->kind == ST_SCOPE && s->u.scope.kind != SC_SCOPE && s->u.scope.kind != SC_SPLIT_AIV)
			return;
		if (nk == 2 && kids[1]->n == 1)
			record_bare(c, kids[1]->v[0]);
		if (!nk || kids[0]->n != 1)
			return;
		s = kids[0]->v[0];
	}
}

/* Backward over a block down to statement `first`: before statement i is
 * analysed, c->need holds what statements i+1.. read first (reference
 * ConvertSeq's suffix needs). */
static void analyse_block(struct ssa *c, struct stmt_list l, uint32_t first)
{
	for (uint32_t j = l.n; j-- > first;) {
		struct stmt *s = l.v[j];
		if (j + 1 < l.n)
			record_bare(c, s);
		struct vec *d = &c->defs1;
		struct stmt_list one = {1, &l.v[j]};
		d->n = 0;
		assigned(c, one, d);
		for (size_t k = 0; k < d->n; k++)
			c->need[((struct var *)d->items[k])->id] = 0;
		if (++c->li_gen == 0) {
			memset(c->li_mark, 0, c->n0 * sizeof *c->li_mark);
			c->li_gen = 1;
		}
		c->li.n = 0;
		li_stmt(c, s);
		for (size_t k = 0; k < c->li.n; k++) {
			struct var *v = c->li.items[k];
			if (!c->need[v->id]) {
				c->need[v->id] = 1;
				vec_push(&c->need_list, v);
			}
		}
	}
	for (size_t k = 0; k < c->need_list.n; k++)
		c->need[((struct var *)c->need_list.items[k])->id] = 0;
	c->need_list.n = 0;
}

static const struct needed *future_of(struct ssa *c, const struct stmt *s)
{
	if (!c->needs.cap)
		return NULL;
	uint64_t h = ptr_hash(s);
	void **slot = ptab_find(&c->needs, h, s, needed_eq, NULL);
	return *slot;
}

static bool in_future(const struct needed *f, const struct var *v)
{
	for (uint32_t i = 0; f && i < f->n; i++)
		if (f->ids[i] == v->id)
			return true;
	return false;
}

/* ---- loops ------------------------------------------------------------------------- */

static struct ssa *sort_ctx; /* qsort has no context argument */

static int by_name(const void *x, const void *y)
{
	const struct var *a = *(struct var *const *)x, *b = *(struct var *const *)y;
	int r = strcmp(name0(sort_ctx, a), name0(sort_ctx, b));
	return r ? r : (a->id > b->id) - (a->id < b->id);
}

/* The initial value of an escaping var: an Out/InOut parameter of its type,
 * else the earliest variable of its type defined before the loop. */
static struct var *escape_init(struct ssa *c, const struct type *t)
{
	for (uint32_t i = 0; i < c->fn->n_params; i++) {
		struct var *k = c->fn->params[i].var;
		if (c->fn->params[i].dir != DIR_IN && is_key(c, k) && c->cur[k->id] &&
		    ir_type_equal(c->cur[k->id]->type, t))
			return c->cur[k->id];
	}
	for (uint32_t id = 0; id < c->n0; id++)
		if (c->cur[id] && ir_type_equal(c->cur[id]->type, t))
			return c->cur[id];
	return NULL;
}

/* A loop assigns `key` a value of another type than its value before the
 * loop, `seed` (the parser made a new var of the name: another valid shape,
 * memory space or layout; a tile or a tensor).  A loop-carried value keeps one type, and no
 * value before the loop has the type the loop gives it: the loop cannot
 * carry it.  Reported at the assignment in the loop, with the value before
 * the loop and, when the two differ only in their valid shape, the
 * pl.set_validshape that gives the value before the loop the loop's. */
static void carry_type_error(struct ssa *c, const struct var *key, const struct var *seed,
			     const struct var *orig)
{
	const struct type *t = key->type, *st = seed->type;
	struct buf x = {0}, y = {0};
	print_type(&x, st);
	print_type(&y, t);
	int n = ir_user_name_len(name0(c, orig));
	const char *nm = name0(c, orig);
	diag_error(key->span, "the loop assigns '%.*s' a value of type %s, but it enters the loop "
		   "as %s: a value carried by a loop keeps one type", n, nm, y.data, x.data);
	bool shaped = (t->kind == TY_TILE && st->kind == TY_TILE && t->mem == st->mem) ||
		      (t->kind == TY_TENSOR && st->kind == TY_TENSOR);
	struct expr_list vs = shaped ? ir_valid_shape(t) : (struct expr_list){0};
	bool only_valid = shaped && t->dtype == st->dtype && ir_expr_list_equal_exact(t->shape, st->shape) &&
			  vs.n == 2 && !ir_expr_list_equal_exact(vs, ir_valid_shape(st));
	if (only_valid) {
		struct buf r = {0}, q = {0};
		print_expr(&r, vs.v[0]);
		print_expr(&q, vs.v[1]);
		diag_note(orig->span, "give '%.*s' the loop's valid shape before the loop: "
			  "%.*s = pl.set_validshape(%.*s, %s, %s)", n, nm, n, nm, n, nm, r.data, q.data);
		buf_free(&r);
		buf_free(&q);
	} else {
		diag_note(orig->span, "'%.*s' gets its value before the loop here: give it the type "
			  "the loop assigns (or give the loop's value another name and a value "
			  "of its type before the loop)", n, nm);
	}
	buf_free(&x);
	buf_free(&y);
	c->failed = true;
}

struct loop_parts {
	struct iter_arg **iter;
	uint32_t *n_iter;
	struct var ***rets;
	struct stmt_list *body;
};

/* A pl.scope() or split_aiv region is transparent: a body that ends in one
 * keeps its yield inside it (reference ExtractYield / ReplaceOrAppendYield). */
static bool transparent(const struct stmt *s)
{
	return s->kind == ST_SCOPE && (s->u.scope.kind == SC_SCOPE || s->u.scope.kind == SC_SPLIT_AIV);
}

/* ir_trailing_yield, looking into the transparent scopes a body ends in. */
static struct stmt *trailing_yield(struct stmt_list body)
{
	for (int guard = 0; body.n && guard < 4096; guard++) {
		struct stmt *y = ir_trailing_yield(body), *last = body.v[body.n - 1];
		if (y || !transparent(last))
			return y;
		body = last->u.scope.body;
	}
	return NULL;
}

/* Replaces the trailing yield's values, or appends a yield. */
static struct stmt_list set_yield(struct ssa *c, struct stmt_list body, struct expr_list vals,
				  struct span sp)
{
	struct stmt *y = trailing_yield(body);
	if (y) {
		y->u.ret.values = vals;
		return body;
	}
	if (body.n == 1 && transparent(body.v[0])) {
		body.v[0]->u.scope.body = set_yield(c, body.v[0]->u.scope.body, vals, sp);
		return body;
	}
	struct stmt_list r = {body.n + 1, ARENA_ARRAY(c->p->arena, struct stmt *, body.n + 1)};
	for (uint32_t i = 0; i < body.n; i++)
		r.v[i] = body.v[i];
	r.v[body.n] = ir_new_yield(c->p->arena, vals, sp);
	return r;
}

/* The shared part of for and while: carried and escaping vars become iter
 * args; `pre_body` runs after they are registered (loop var, condition). */
static void convert_loop(struct ssa *c, struct stmt *s, struct loop_parts L, struct var *lv,
			 struct expr **cond)
{
	struct arena *a = c->p->arena;
	const struct needed *future = c->future;
	uint32_t n_old = *L.n_iter;
	uint32_t mark = c->n_tr;
	struct iter_arg *old = *L.iter;
	struct vec asg = {0}, carried = {0}, esc = {0};
	assigned(c, *L.body, &asg);
	for (size_t k = 0; k < asg.n; k++) {
		struct var *v = asg.items[k];
		if (v == lv)
			continue;
		bool is_iter = false;
		for (uint32_t i = 0; i < n_old; i++)
			is_iter |= old[i].var == v;
		if (is_iter)
			continue;
		if (c->cur[v->id])
			vec_push(&carried, v);
		else if (in_future(future, v))
			vec_push(&esc, v);
	}
	sort_ctx = c;
	if (carried.n > 1) /* an empty vec has no items: qsort(NULL, 0) is undefined */
		qsort(carried.items, carried.n, sizeof *carried.items, by_name);
	if (esc.n > 1)
		qsort(esc.items, esc.n, sizeof *esc.items, by_name);
	uint32_t n = n_old + (uint32_t)(carried.n + esc.n);
	struct iter_arg *it = ARENA_ARRAY(a, struct iter_arg, n ? n : 1);
	struct var **rv = ARENA_ARRAY(a, struct var *, n ? n : 1);
	struct var **src = xmalloc((n ? n : 1) * sizeof *src);
	for (uint32_t i = 0; i < n_old; i++) {
		it[i].init = subst(c, old[i].init);
		it[i].var = ir_new_var(c->p, old[i].var->name, VAR_ITER, subst_type(c, old[i].var->type),
				       old[i].var->span);
		rv[i] = (*L.rets)[i];
		src[i] = old[i].var;
	}
	for (size_t k = 0; k < carried.n + esc.n; k++) {
		bool carry = k < carried.n;
		struct var *key = carry ? carried.items[k] : esc.items[k - carried.n];
		uint32_t i = n_old + (uint32_t)k;
		struct var *init = carry ? c->cur[key->id] : escape_init(c, key->type);
		uint32_t o = c->vkey[key->id];
		if (!init && o != key->id && c->cur[o] && c->keys[o])
			carry_type_error(c, key, c->cur[o], c->keys[o]);
		else if (!init && key->type->kind == TY_TILE && pu_incore(c->fn)) {
			/* a kernel's tile has no value to enter the loop with */
			int n = ir_user_name_len(name0(c, key));
			diag_error(key->span, "'%.*s' is first assigned in this loop and read after it, "
				   "and no tile of its type exists before the loop for the loop to carry it "
				   "from: give '%.*s' a value before the loop (pl.tile.create or pl.tile.full "
				   "of its shape, valid shape and memory)", n, name0(c, key), n,
				   name0(c, key));
			c->failed = true;
		}
		const struct type *t = carry ? init->type : key->type;
		it[i].init = init ? ir_new_var_ref(a, init, s->span)
				  : ir_new_var_ref(a, ir_new_var(c->p, name0(c, key), VAR_LOCAL, t, s->span), s->span);
		it[i].var = new_version(c, key, "iter", VAR_ITER, t, s->span);
		rv[i] = new_version(c, key, "rv", VAR_LOCAL, t, s->span);
		src[i] = key;
	}
	if (lv) {
		struct var *nlv = new_version(c, lv, "idx", VAR_LOOP, lv->type, lv->span);
		set_cur(c, lv, nlv);
		s->u.loop.loop_var = nlv;
	}
	for (uint32_t i = 0; i < n; i++)
		set_cur(c, src[i], it[i].var);
	if (cond)
		*cond = subst(c, *cond);
	const struct needed *save = c->future;
	struct stmt_list body = convert_list(c, *L.body);
	c->future = save;
	struct stmt *y = trailing_yield(body);
	uint32_t n_had = y ? y->u.ret.values.n : 0;
	struct expr_list ys = ir_expr_list_new(a, n_had + (n - n_old));
	for (uint32_t i = 0; i < n_had; i++)
		ys.v[i] = y->u.ret.values.v[i];
	for (uint32_t i = n_old; i < n; i++)
		ys.v[n_had + i - n_old] = ir_new_var_ref(a, c->cur[src[i]->id], s->span);
	undo(c, mark);
	for (uint32_t i = 0; i < n; i++)
		set_cur(c, src[i], rv[i]);
	if (ys.n)
		body = set_yield(c, body, ys, s->span);
	*L.iter = it;
	*L.n_iter = n;
	*L.rets = rv;
	*L.body = body;
	free(src);
	vec_free(&asg);
	vec_free(&carried);
	vec_free(&esc);
}

/* ---- if ---------------------------------------------------------------------------- */

struct change {
	uint32_t id;
	struct var *before, *then_v, *else_v;
	bool in_then, in_else;
};

/* Notes the keys changed since trail position `mark` and their values now
 * into ch.  c->slot maps a key id to its entry only during the call: an if
 * nested in the else branch uses it too. */
static void note_changes(struct ssa *c, uint32_t mark, struct vec *ch, bool then)
{
	for (size_t k = 0; k < ch->n; k++)
		c->slot[((struct change *)ch->items[k])->id] = (uint32_t)k;
	for (uint32_t t = mark; t < c->n_tr; t++) {
		uint32_t id = c->tr[t].id;
		if (c->slot[id] == UINT32_MAX) {
			struct change *x = xcalloc(1, sizeof *x);
			x->id = id;
			x->before = c->tr[t].old;
			c->slot[id] = (uint32_t)ch->n;
			vec_push(ch, x);
		}
		struct change *x = ch->items[c->slot[id]];
		if (then) {
			x->in_then = true;
			x->then_v = c->cur[id];
		} else {
			x->in_else = true;
			x->else_v = c->cur[id];
		}
	}
	for (size_t k = 0; k < ch->n; k++)
		c->slot[((struct change *)ch->items[k])->id] = UINT32_MAX;
}

static const char *key_name(const struct change *x) { return name0(sort_ctx, sort_ctx->keys[x->id]); }

static int change_by_name(const void *x, const void *y)
{
	const struct change *a = *(struct change *const *)x, *b = *(struct change *const *)y;
	int r = strcmp(key_name(a), key_name(b));
	return r ? r : (a->id > b->id) - (a->id < b->id);
}

static struct expr_list yield_values(struct ssa *c, struct stmt_list body)
{
	struct stmt *y = trailing_yield(body);
	return y ? y->u.ret.values : (struct expr_list){0};
}

static void convert_if(struct ssa *c, struct stmt *s)
{
	struct arena *a = c->p->arena;
	struct span sp = s->span;
	s->u.cond.cond = subst(c, s->u.cond.cond);
	uint32_t mark = c->n_tr;
	struct vec ch = {0};
	s->u.cond.then_body = convert_list(c, s->u.cond.then_body);
	note_changes(c, mark, &ch, true);
	undo(c, mark);
	if (s->u.cond.has_else) {
		s->u.cond.else_body = convert_list(c, s->u.cond.else_body);
		note_changes(c, mark, &ch, false);
		undo(c, mark);
	}
	/* a var changed in a branch, or new in both, needs a phi */
	struct vec phis = {0};
	for (size_t k = 0; k < ch.n; k++) {
		struct change *x = ch.items[k];
		struct var *tv = x->in_then ? x->then_v : x->before;
		struct var *ev = x->in_else ? x->else_v : x->before;
		if (x->before ? (tv != x->before || ev != x->before) : (x->in_then && x->in_else))
			vec_push(&phis, x);
	}
	sort_ctx = c;
	if (phis.n > 1)
		qsort(phis.items, phis.n, sizeof *phis.items, change_by_name);
	uint32_t n_old = s->u.cond.n_ret;
	if (phis.n || n_old) {
		uint32_t n = (uint32_t)phis.n + n_old;
		struct var **rv = ARENA_ARRAY(a, struct var *, n);
		struct expr_list old_t = yield_values(c, s->u.cond.then_body);
		struct expr_list old_e = yield_values(c, s->u.cond.else_body);
		struct expr_list ty = ir_expr_list_new(a, n), ey = ir_expr_list_new(a, n);
		for (size_t k = 0; k < phis.n; k++) {
			struct change *x = phis.items[k];
			struct var *tv = x->in_then ? x->then_v : x->before;
			struct var *ev = x->in_else ? x->else_v : x->before;
			rv[k] = new_version(c, c->keys[x->id], "phi", VAR_LOCAL, tv->type, sp);
			ty.v[k] = ir_new_var_ref(a, tv, sp);
			ey.v[k] = ir_new_var_ref(a, ev, sp);
		}
		for (uint32_t i = 0; i < n_old; i++) {
			struct var *o = s->u.cond.return_vars[i];
			uint32_t k = (uint32_t)phis.n + i;
			rv[k] = is_key(c, o) ? new_version(c, o, "rv", VAR_LOCAL, o->type, o->span) : o;
			ty.v[k] = i < old_t.n ? old_t.v[i] : NULL;
			ey.v[k] = i < old_e.n ? old_e.v[i] : NULL;
		}
		for (size_t k = 0; k < phis.n; k++)
			set_cur(c, c->keys[((struct change *)phis.items[k])->id], rv[k]);
		for (uint32_t i = 0; i < n_old; i++)
			set_cur(c, s->u.cond.return_vars[i], rv[phis.n + i]);
		if (phis.n) {
			s->u.cond.then_body = set_yield(c, s->u.cond.then_body, ty, sp);
			s->u.cond.else_body = set_yield(c, s->u.cond.else_body, ey, sp);
			s->u.cond.has_else = true;
		}
		s->u.cond.n_ret = n;
		s->u.cond.return_vars = rv;
	}
	for (size_t k = 0; k < ch.n; k++)
		free(ch.items[k]);
	vec_free(&ch);
	vec_free(&phis);
}

/* ---- statements ------------------------------------------------------------------- */

static void convert_stmt(struct ssa *c, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		s->u.assign.value = subst(c, s->u.assign.value);
		struct var *k = s->u.assign.var;
		if (is_key(c, k)) {
			struct var *v = new_version(c, k, ssa_role, VAR_LOCAL, k->type, k->span);
			set_cur(c, k, v);
			s->u.assign.var = v;
		}
		break;
	}
	case ST_EVAL: s->u.eval.value = subst(c, s->u.eval.value); break;
	case ST_RETURN:
	case ST_YIELD: subst_list(c, &s->u.ret.values); break;
	case ST_FOR:
		s->u.loop.start = subst(c, s->u.loop.start);
		s->u.loop.stop = subst(c, s->u.loop.stop);
		s->u.loop.step = subst(c, s->u.loop.step);
		s->u.loop.stage = subst(c, s->u.loop.stage);
		subst_attrs(c, &s->u.loop.attrs);
		convert_loop(c, s, (struct loop_parts){&s->u.loop.iter, &s->u.loop.n_iter,
							&s->u.loop.return_vars, &s->u.loop.body},
			     s->u.loop.loop_var, NULL);
		break;
	case ST_WHILE:
		convert_loop(c, s, (struct loop_parts){&s->u.wloop.iter, &s->u.wloop.n_iter,
							&s->u.wloop.return_vars, &s->u.wloop.body},
			     NULL, &s->u.wloop.cond);
		break;
	case ST_IF: convert_if(c, s); break;
	case ST_SCOPE: {
		s->u.scope.arg = subst(c, s->u.scope.arg);
		subst_attrs(c, &s->u.scope.kw);
		/* the loop variable of `for v in pl.spmd(n)` / `pl.split_aiv(n)`
		 * is a definition named as an assignment's (`v__ssa_v0`) */
		struct var *k = s->u.scope.var;
		if ((s->u.scope.kind == SC_SPMD_FOR || s->u.scope.kind == SC_SPLIT_AIV) && is_key(c, k)) {
			struct var *v = new_version(c, k, ssa_role, k->kind, k->type, k->span);
			set_cur(c, k, v);
			s->u.scope.var = v;
		}
		s->u.scope.body = convert_list(c, s->u.scope.body);
		break;
	}
	default: break;
	}
}

/* A block of two or more statements is a sequence whose loops learn what
 * the statements after them read; a one-statement body is converted as the
 * bare statement the reference makes of it. */
/* The index of l's first compound statement (l.n: none).  The loops the
 * analysis records are in compound statements and learn only what the
 * statements after them read: the statements before the first need no look. */
static uint32_t first_compound(struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (l.v[i]->kind == ST_FOR || l.v[i]->kind == ST_WHILE || l.v[i]->kind == ST_IF ||
		    l.v[i]->kind == ST_SCOPE)
			return i;
	return l.n;
}

static struct stmt_list convert_list(struct ssa *c, struct stmt_list l)
{
	uint32_t first = l.n >= 2 ? first_compound(l) : l.n;
	if (first < l.n)
		analyse_block(c, l, first);
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (l.n >= 2 || s->kind == ST_FOR || s->kind == ST_WHILE)
			c->future = future_of(c, s);
		convert_stmt(c, s);
	}
	return l;
}

static bool host_subworker(const struct function *f)
{
	return f->role == ROLE_SubWorker && f->level >= LV_HOST;
}

bool pass_convert_to_ssa(struct pass_ctx *ctx, struct program *p)
{
	struct ssa c = {.p = p, .n0 = p->n_vars};
	uint32_t n = c.n0 ? c.n0 : 1;
	c.cur = xcalloc(n, sizeof *c.cur);
	c.ver = xcalloc(n, sizeof *c.ver);
	c.vkey = xmalloc(n * sizeof *c.vkey);
	for (uint32_t i = 0; i < n; i++)
		c.vkey[i] = i;
	c.mark = xcalloc(n, sizeof *c.mark);
	c.dcount = xcalloc(n, sizeof *c.dcount);
	c.need = xcalloc(n, 1);
	c.li_mark = xcalloc(n, sizeof *c.li_mark);
	c.slot = xmalloc(n * sizeof *c.slot);
	memset(c.slot, 0xff, n * sizeof *c.slot);
	c.keys = xcalloc(n, sizeof *c.keys);
	c.stem = xcalloc(n, sizeof *c.stem);
	c.name0 = xcalloc(n, sizeof *c.name0);
	c.fixed = xcalloc(n, sizeof *c.fixed);
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (host_subworker(fn))
			continue;
		c.fn = fn;
		c.fn_stamp++; /* a new function: no stem has an owner */
		pu_function_defs(fn, note_key, &c);
		for (uint32_t i = 0; i < fn->n_params; i++) {
			struct var *k = fn->params[i].var;
			if (!is_key(&c, k))
				continue;
			/* a reserved name (the GM pipe buffer) is a parameter the
			 * pipeline injects after this pass: it keeps its name */
			if (strncmp(k->name, "__", 2) == 0) {
				set_cur(&c, k, k);
				continue;
			}
			struct var *v = new_version(&c, k, ssa_role, VAR_PARAM, k->type, k->span);
			set_cur(&c, k, v);
			fn->params[i].var = v;
		}
		c.future = NULL;
		fn->body = convert_list(&c, fn->body);
		undo(&c, 0);
	}
	for (uint32_t i = 0; i < c.needs.cap; i++)
		free(c.needs.v[i]);
	ptab_free(&c.needs);
	free(c.cur);
	free(c.ver);
	free(c.vkey);
	free(c.owner);
	free(c.mark);
	free(c.dcount);
	free(c.need);
	free(c.li_mark);
	free(c.slot);
	free(c.keys);
	free(c.stem);
	free(c.name0);
	free(c.fixed);
	free(c.tr);
	vec_free(&c.need_list);
	vec_free(&c.li);
	vec_free(&c.defs1);
	return !c.failed;
}
