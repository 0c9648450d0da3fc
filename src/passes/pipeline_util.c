/* Helpers of the pl.pipeline passes (pipeline_util.h). */
#include "pipeline_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "intern.h"
#include "typecheck.h"
#include "util.h"

const char *plu_key_membership(void)
{
	static const char *k;
	return k ? k : (k = intern_cstr("pipeline_membership"));
}

const char *plu_key_overlap_stores(void)
{
	static const char *k;
	return k ? k : (k = intern_cstr("pipeline_overlap_stores"));
}

const char *plu_key_double_buffer_c(void)
{
	static const char *k;
	return k ? k : (k = intern_cstr("pipeline_double_buffer_c"));
}

bool plu_const(const struct expr *e, int64_t *v)
{
	if (e && e->kind == EX_INT) {
		*v = e->u.i;
		return true;
	}
	if (e && e->kind == EX_UNARY && e->u.un.op == UO_NEG && e->u.un.x->kind == EX_INT &&
	    e->u.un.x->u.i != INT64_MIN) {
		*v = -e->u.un.x->u.i;
		return true;
	}
	return false;
}

int64_t plu_stages(const struct stmt *loop)
{
	int64_t v;
	if (loop->kind != ST_FOR || loop->u.loop.kind != FOR_PIPELINE ||
	    !plu_const(loop->u.loop.stage, &v))
		return 0;
	return v;
}

bool plu_trips(int64_t start, int64_t stop, int64_t step, int64_t *trips)
{
	int64_t span, n;
	*trips = 0;
	if (step > 0 && start < stop) {
		if (__builtin_sub_overflow(stop, start, &span) || __builtin_add_overflow(span, step - 1, &n))
			return false;
		*trips = n / step;
	} else if (step < 0 && start > stop) {
		if (step == INT64_MIN || __builtin_sub_overflow(start, stop, &span) ||
		    __builtin_add_overflow(span, -step - 1, &n))
			return false;
		*trips = n / -step;
	}
	return true;
}

struct expr *plu_index(struct arena *a, int64_t v, struct span sp)
{
	return ir_new_int(a, v, DT_INDEX, sp);
}

struct expr *plu_bin(struct arena *a, enum binop op, struct expr *l, struct expr *r,
		     struct span sp)
{
	struct expr *e = ir_new_binary(a, op, l, r, sp);
	tc_scalar_expr(e);
	return e;
}

bool plu_offset(struct arena *a, struct expr *base, int64_t off, struct span sp,
		struct expr **out)
{
	int64_t b, sum;
	if (off == 0) {
		*out = base;
		return true;
	}
	if (base->kind == EX_INT && plu_const(base, &b)) {
		if (__builtin_add_overflow(b, off, &sum))
			return false;
		*out = plu_index(a, sum, sp);
		return true;
	}
	if (off < 0 && off != INT64_MIN)
		*out = plu_bin(a, BO_SUB, base, plu_index(a, -off, sp), sp);
	else
		*out = plu_bin(a, BO_ADD, base, plu_index(a, off, sp), sp);
	return true;
}

struct plu_body plu_split_yield(struct stmt_list body)
{
	struct plu_body r = {body, {0, NULL}};
	if (body.n && body.v[body.n - 1]->kind == ST_YIELD) {
		r.yields = body.v[body.n - 1]->u.ret.values;
		r.stmts.n = body.n - 1;
	}
	return r;
}

static bool find_pipeline(struct stmt *s, void *ctx)
{
	if (s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

bool plu_has_pipeline(struct stmt_list l)
{
	/* only compound statements hold loops: the flat ones of the list are
	 * passed over without the walk */
	bool found = false;
	for (uint32_t i = 0; i < l.n && !found; i++)
		if (l.v[i]->kind >= ST_FOR && l.v[i]->kind <= ST_SCOPE)
			ir_walk_stmts((struct stmt_list){1, &l.v[i]}, find_pipeline, &found);
	return found;
}

void plu_namer_init(struct plu_namer *nm, struct function *f)
{
	memset(nm, 0, sizeof *nm);
	pu_names_init(&nm->used, f);
}

void plu_namer_free(struct plu_namer *nm)
{
	pu_names_free(&nm->used);
	free(nm->base);
	free(nm->next);
	memset(nm, 0, sizeof *nm);
}

static uint32_t namer_slot(const struct plu_namer *nm, const char *base)
{
	uint64_t h = ptr_hash(base);
	uint32_t i = (uint32_t)(h >> 32) & (nm->cap - 1);
	while (nm->base[i] && nm->base[i] != base)
		i = (i + 1) & (nm->cap - 1);
	return i;
}

static uint32_t *namer_counter(struct plu_namer *nm, const char *base)
{
	if (2 * (nm->n + 1) > nm->cap) {
		struct plu_namer g = {.cap = nm->cap ? 2 * nm->cap : 64};
		g.base = xcalloc(g.cap, sizeof *g.base);
		g.next = xcalloc(g.cap, sizeof *g.next);
		for (uint32_t i = 0; i < nm->cap; i++)
			if (nm->base[i]) {
				uint32_t j = namer_slot(&g, nm->base[i]);
				g.base[j] = nm->base[i];
				g.next[j] = nm->next[i];
			}
		free(nm->base);
		free(nm->next);
		nm->base = g.base;
		nm->next = g.next;
		nm->cap = g.cap;
	}
	uint32_t i = namer_slot(nm, base);
	if (!nm->base[i]) {
		nm->base[i] = base;
		nm->next[i] = 1;
		nm->n++;
	}
	return &nm->next[i];
}

const char *plu_fresh_name(struct plu_namer *nm, const char *base)
{
	uint32_t *k = namer_counter(nm, base);
	char tmp[300];
	for (;;) {
		snprintf(tmp, sizeof tmp, "%.250s_%u", base, (*k)++);
		const char *s = intern_cstr(tmp);
		if (!pu_names_has(&nm->used, s))
			return pu_fresh_name(&nm->used, s);
	}
}

static struct var *fresh_def(struct cl_map *m, struct var *v)
{
	const char *name = plu_fresh_name(m->ctx, v->name);
	return ir_new_var(m->p, name, (enum var_kind)v->kind, cl_type(m, v->type), v->span);
}

struct plu_body plu_clone(struct program *p, struct plu_namer *nm, const struct stmt *loop,
			  struct stmt_list l, struct expr *lv, struct expr *const *iter_subs)
{
	struct cl_map m;
	cl_init(&m, p);
	m.fresh = fresh_def;
	m.ctx = nm;
	cl_set_use(&m, loop->u.loop.loop_var, lv);
	m.def[loop->u.loop.loop_var->id] = NULL; /* not defined in the body */
	for (uint32_t i = 0; iter_subs && i < loop->u.loop.n_iter; i++) {
		struct var *ia = loop->u.loop.iter[i].var;
		cl_set_use(&m, ia, iter_subs[i]);
		m.def[ia->id] = NULL;
	}
	struct plu_body r = plu_split_yield(cl_stmts(&m, l));
	cl_free(&m);
	return r;
}

const char *plu_membership(const struct expr *call)
{
	if (!call || call->kind != EX_CALL)
		return NULL;
	for (uint32_t i = 0; i < call->u.call.attrs.n; i++)
		if (call->u.call.attrs.v[i].key == plu_key_membership() &&
		    call->u.call.attrs.v[i].value->kind == EX_STR)
			return call->u.call.attrs.v[i].value->u.s;
	return NULL;
}

/* Sets the membership attr of a call the caller owns (a fresh clone). */
static void append_membership(struct arena *a, struct expr *call, int64_t group, int64_t stage)
{
	const char *old = plu_membership(call);
	char buf[64];
	snprintf(buf, sizeof buf, "%lld:%lld", (long long)group, (long long)stage);
	struct buf b = {0};
	if (old) {
		buf_puts(&b, old);
		buf_puts(&b, ";");
	}
	buf_puts(&b, buf);
	struct expr *val = ir_new_str(a, intern_cstr(b.data), call->span);
	buf_free(&b);
	struct attr_list *al = &call->u.call.attrs;
	for (uint32_t i = 0; i < al->n; i++)
		if (al->v[i].key == plu_key_membership()) {
			al->v[i].value = val;
			return;
		}
	struct attr *v = ARENA_ARRAY(a, struct attr, al->n + 1);
	if (al->n)
		memcpy(v, al->v, al->n * sizeof *v);
	v[al->n] = (struct attr){plu_key_membership(), val};
	al->v = v;
	al->n++;
}

struct tag_walk {
	struct arena *a;
	int64_t group, stage;
	plu_skip_fn skip;
	void *ctx;
};

static bool tag_stmt(struct stmt *s, void *ctx)
{
	struct tag_walk *w = ctx;
	if (s->kind != ST_ASSIGN || s->u.assign.var->type->kind != TY_TILE ||
	    s->u.assign.value->kind != EX_CALL)
		return true;
	if (w->skip && w->skip(s, w->ctx))
		return true;
	append_membership(w->a, s->u.assign.value, w->group, w->stage);
	return true;
}

void plu_tag(struct arena *a, struct stmt_list l, int64_t group, int64_t stage, plu_skip_fn skip,
	     void *ctx)
{
	struct tag_walk w = {a, group, stage, skip, ctx};
	ir_walk_stmts(l, tag_stmt, &w);
}

bool plu_is_cube_mad(const struct expr *call)
{
	if (!call || call->kind != EX_CALL)
		return false;
	switch (spec_ops[call->u.call.op].type_rule.kind) {
	case TR_matmul:
	case TR_matmul_acc:
	case TR_matmul_mx:
	case TR_matmul_mx_acc:
		return true;
	default:
		return false;
	}
}

bool plu_loop_flag(const struct stmt *loop, const char *key, bool dflt)
{
	struct attr_list al = loop->u.loop.attrs;
	for (uint32_t i = 0; i < al.n; i++)
		if (al.v[i].key == key && al.v[i].value->kind == EX_BOOL)
			return al.v[i].value->u.b;
	return dflt;
}

struct attr_list plu_strip_attrs(struct arena *a, struct attr_list attrs, const char *k1,
				 const char *k2)
{
	uint32_t keep = 0;
	for (uint32_t i = 0; i < attrs.n; i++)
		keep += attrs.v[i].key != k1 && attrs.v[i].key != k2;
	if (keep == attrs.n)
		return attrs;
	struct attr_list r = {0, keep ? ARENA_ARRAY(a, struct attr, keep) : NULL};
	for (uint32_t i = 0; i < attrs.n; i++)
		if (attrs.v[i].key != k1 && attrs.v[i].key != k2)
			r.v[r.n++] = attrs.v[i];
	return r;
}

void plu_ids_push(struct plu_ids *d, uint32_t id)
{
	if (d->n == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 16;
		d->v = xrealloc(d->v, d->cap * sizeof *d->v);
	}
	d->v[d->n++] = id;
}

static bool use_expr(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		plu_ids_push(ctx, e->u.var->id);
	return true;
}

static void def_var(struct var *v, struct stmt *s, void *ctx) { plu_ids_push(ctx, v->id); }

static bool def_stmt(struct stmt *s, void *ctx)
{
	pu_stmt_defs(s, def_var, ctx);
	return true;
}

void plu_stmt_uses(struct stmt *s, struct plu_ids *out)
{
	ir_walk_stmts_exprs((struct stmt_list){1, &s}, use_expr, out);
}

void plu_stmt_defs(struct stmt *s, struct plu_ids *out)
{
	ir_walk_stmts((struct stmt_list){1, &s}, def_stmt, out);
}
