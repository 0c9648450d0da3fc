/* Deep copies of statements and expressions through a var map (clone.h). */
#include "clone.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void cl_init(struct cl_map *m, struct program *p)
{
	memset(m, 0, sizeof *m);
	m->p = p;
}

void cl_free(struct cl_map *m)
{
	free(m->use);
	free(m->def);
	m->use = NULL;
	m->def = NULL;
	m->cap = 0;
}

static void cl_grow(struct cl_map *m, uint32_t id)
{
	if (id < m->cap)
		return;
	uint32_t cap = m->cap ? m->cap : 64;
	while (cap <= id) {
		if (cap > UINT32_MAX / 2)
			die("too many variables");
		cap *= 2;
	}
	m->use = xrealloc(m->use, cap * sizeof *m->use);
	m->def = xrealloc(m->def, cap * sizeof *m->def);
	memset(m->use + m->cap, 0, (cap - m->cap) * sizeof *m->use);
	memset(m->def + m->cap, 0, (cap - m->cap) * sizeof *m->def);
	m->cap = cap;
}

void cl_set_use(struct cl_map *m, struct var *v, struct expr *e)
{
	cl_grow(m, v->id);
	m->use[v->id] = e;
	m->def[v->id] = e && e->kind == EX_VAR ? e->u.var : NULL;
}

void cl_set_var(struct cl_map *m, struct var *v, struct var *to)
{
	cl_grow(m, v->id);
	m->use[v->id] = ir_new_var_ref(m->p->arena, to, to->span);
	m->def[v->id] = to;
}

struct var *cl_def(struct cl_map *m, struct var *v)
{
	if (!v)
		return NULL;
	if (v->id < m->cap) {
		if (m->def[v->id])
			return m->def[v->id];
		if (m->use[v->id]) { /* a parameter bound to a value is re-assigned */
			if (!m->bad_def) {
				m->bad_def = true;
				m->bad_span = v->span;
			}
			return v;
		}
	}
	struct var *to = m->fresh ? m->fresh(m, v) : v;
	if (to != v)
		cl_set_var(m, v, to);
	return to;
}

static struct expr_list copy_list(struct cl_map *m, struct arena *a, struct expr_list l)
{
	struct expr_list r = ir_expr_list_new(a, l.n);
	for (uint32_t i = 0; i < l.n; i++)
		r.v[i] = m ? cl_expr(m, l.v[i]) : cl_expr_plain(a, l.v[i]);
	return r;
}

static struct attr_list copy_attrs(struct cl_map *m, struct arena *a, struct attr_list l)
{
	struct attr_list r = {l.n, NULL};
	if (!l.n)
		return r;
	r.v = ARENA_ARRAY(a, struct attr, l.n);
	for (uint32_t i = 0; i < l.n; i++) {
		r.v[i].key = l.v[i].key;
		r.v[i].value = m ? cl_expr(m, l.v[i].value) : cl_expr_plain(a, l.v[i].value);
	}
	return r;
}

/* Copies e with m (NULL: no substitution). */
static struct expr *copy_expr(struct cl_map *m, struct arena *a, struct expr *e)
{
	if (!e)
		return NULL;
	if (e->kind == EX_VAR && m && e->u.var->id < m->cap && m->use[e->u.var->id]) {
		struct expr *r = cl_expr_plain(a, m->use[e->u.var->id]);
		r->span = e->span; /* the use stays at the user's line */
		return r;
	}
	struct expr *n = ir_expr_copy(a, e);
	switch (e->kind) {
	case EX_BINARY:
		n->u.bin.l = copy_expr(m, a, e->u.bin.l);
		n->u.bin.r = copy_expr(m, a, e->u.bin.r);
		break;
	case EX_UNARY:
	case EX_CAST:
		n->u.un.x = copy_expr(m, a, e->u.un.x);
		break;
	case EX_LIST:
		n->u.list = copy_list(m, a, e->u.list);
		break;
	case EX_GETITEM:
		n->u.get.x = copy_expr(m, a, e->u.get.x);
		break;
	case EX_CALL: {
		n->u.call.args = copy_list(m, a, e->u.call.args);
		uint32_t nk = spec_ops[e->u.call.op].n_kwargs;
		if (nk && e->u.call.kwargs) {
			n->u.call.kwargs = ARENA_ARRAY(a, struct kwval, nk);
			memcpy(n->u.call.kwargs, e->u.call.kwargs, nk * sizeof *n->u.call.kwargs);
		}
		n->u.call.attrs = copy_attrs(m, a, e->u.call.attrs);
		break;
	}
	case EX_FCALL:
		n->u.fcall.args = copy_list(m, a, e->u.fcall.args);
		n->u.fcall.device = copy_expr(m, a, e->u.fcall.device);
		n->u.fcall.attrs = copy_attrs(m, a, e->u.fcall.attrs);
		break;
	default:
		break;
	}
	return n;
}

struct expr *cl_expr(struct cl_map *m, struct expr *e) { return copy_expr(m, m->p->arena, e); }

static bool reads_mapped(const struct expr *e, const void *map)
{
	const struct cl_map *m = map;
	return e->kind == EX_VAR && e->u.var->id < m->cap && m->use[e->u.var->id];
}

static bool list_reads_mapped(struct cl_map *m, struct expr_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (ir_expr_any(l.v[i], reads_mapped, m))
			return true;
	return false;
}

static bool type_reads_mapped(struct cl_map *m, const struct type *t)
{
	if (!t || !m->cap)
		return false;
	if (t->kind == TY_TUPLE) {
		for (uint32_t i = 0; i < t->n_elems; i++)
			if (type_reads_mapped(m, t->elems[i]))
				return true;
		return false;
	}
	if (t->kind != TY_TILE && t->kind != TY_TENSOR)
		return false;
	if (list_reads_mapped(m, t->shape))
		return true;
	if (t->view) {
		struct expr *so[1] = {t->view->start_offset};
		if (list_reads_mapped(m, t->view->valid_shape) ||
		    list_reads_mapped(m, t->view->stride) ||
		    list_reads_mapped(m, (struct expr_list){1, so}))
			return true;
	}
	if (t->tview && (list_reads_mapped(m, t->tview->valid_shape) ||
			 list_reads_mapped(m, t->tview->stride)))
		return true;
	if (t->memref) {
		struct expr *e[2] = {t->memref->offset, t->memref->slot_index};
		if (list_reads_mapped(m, (struct expr_list){2, e}))
			return true;
	}
	return false;
}

const struct type *cl_type(struct cl_map *m, const struct type *t)
{
	if (!type_reads_mapped(m, t))
		return t;
	struct arena *a = m->p->arena;
	if (t->kind == TY_TUPLE) {
		const struct type **el = ARENA_ARRAY(a, const struct type *, t->n_elems);
		for (uint32_t i = 0; i < t->n_elems; i++)
			el[i] = cl_type(m, t->elems[i]);
		return ir_type_tuple(a, t->n_elems, el);
	}
	struct memref *mr = NULL;
	if (t->memref) {
		mr = ARENA_NEW(a, struct memref);
		*mr = *t->memref;
		mr->offset = cl_expr(m, t->memref->offset);
		mr->slot_index = cl_expr(m, t->memref->slot_index);
	}
	struct expr_list shape = copy_list(m, a, t->shape);
	if (t->kind == TY_TENSOR) {
		struct tensor_view tv, *tvp = NULL;
		if (t->tview) {
			tv = *t->tview;
			tv.valid_shape = copy_list(m, a, t->tview->valid_shape);
			tv.stride = copy_list(m, a, t->tview->stride);
			tvp = &tv;
		}
		return ir_type_tensor(a, shape, (enum dtype)t->dtype, tvp, mr);
	}
	struct tile_view v, *vp = NULL;
	if (t->view) {
		v = *t->view;
		v.valid_shape = copy_list(m, a, t->view->valid_shape);
		v.stride = copy_list(m, a, t->view->stride);
		v.start_offset = cl_expr(m, t->view->start_offset);
		vp = &v;
	}
	return ir_type_tile(a, shape, (enum dtype)t->dtype, (enum memspace)t->mem, vp, mr);
}

struct expr *cl_expr_plain(struct arena *a, struct expr *e) { return copy_expr(NULL, a, e); }

static struct iter_arg *copy_iters(struct cl_map *m, struct iter_arg *it, uint32_t n)
{
	if (!n)
		return it;
	struct iter_arg *r = ARENA_ARRAY(m->p->arena, struct iter_arg, n);
	for (uint32_t i = 0; i < n; i++)
		r[i].init = cl_expr(m, it[i].init); /* evaluated outside the loop */
	for (uint32_t i = 0; i < n; i++)
		r[i].var = cl_def(m, it[i].var);
	return r;
}

static struct var **copy_defs(struct cl_map *m, struct var **v, uint32_t n)
{
	if (!n)
		return v;
	struct var **r = ARENA_ARRAY(m->p->arena, struct var *, n);
	for (uint32_t i = 0; i < n; i++)
		r[i] = cl_def(m, v[i]);
	return r;
}

struct stmt *cl_stmt(struct cl_map *m, struct stmt *s)
{
	struct arena *a = m->p->arena;
	struct stmt *n = ir_new_stmt(a, (enum stmt_kind)s->kind, s->span);
	n->n_comments = s->n_comments;
	n->comments = s->comments;
	switch (s->kind) {
	case ST_ASSIGN:
		n->u.assign.value = cl_expr(m, s->u.assign.value);
		n->u.assign.var = cl_def(m, s->u.assign.var);
		break;
	case ST_EVAL:
		n->u.eval.value = cl_expr(m, s->u.eval.value);
		break;
	case ST_RETURN:
	case ST_YIELD:
		n->u.ret.values = copy_list(m, a, s->u.ret.values);
		break;
	case ST_FOR:
		n->u.loop = s->u.loop;
		n->u.loop.start = cl_expr(m, s->u.loop.start);
		n->u.loop.stop = cl_expr(m, s->u.loop.stop);
		n->u.loop.step = cl_expr(m, s->u.loop.step);
		n->u.loop.stage = cl_expr(m, s->u.loop.stage);
		n->u.loop.attrs = copy_attrs(m, a, s->u.loop.attrs);
		n->u.loop.iter = copy_iters(m, s->u.loop.iter, s->u.loop.n_iter);
		n->u.loop.loop_var = cl_def(m, s->u.loop.loop_var);
		n->u.loop.body = cl_stmts(m, s->u.loop.body);
		n->u.loop.return_vars = copy_defs(m, s->u.loop.return_vars, s->u.loop.n_iter);
		break;
	case ST_WHILE:
		n->u.wloop = s->u.wloop;
		n->u.wloop.iter = copy_iters(m, s->u.wloop.iter, s->u.wloop.n_iter);
		n->u.wloop.cond = cl_expr(m, s->u.wloop.cond);
		n->u.wloop.body = cl_stmts(m, s->u.wloop.body);
		n->u.wloop.return_vars = copy_defs(m, s->u.wloop.return_vars, s->u.wloop.n_iter);
		break;
	case ST_IF:
		n->u.cond = s->u.cond;
		n->u.cond.cond = cl_expr(m, s->u.cond.cond);
		n->u.cond.then_body = cl_stmts(m, s->u.cond.then_body);
		n->u.cond.else_body = cl_stmts(m, s->u.cond.else_body);
		n->u.cond.return_vars = copy_defs(m, s->u.cond.return_vars, s->u.cond.n_ret);
		break;
	case ST_SCOPE:
		n->u.scope = s->u.scope;
		n->u.scope.arg = cl_expr(m, s->u.scope.arg);
		n->u.scope.kw = copy_attrs(m, a, s->u.scope.kw);
		n->u.scope.var = cl_def(m, s->u.scope.var);
		n->u.scope.body = cl_stmts(m, s->u.scope.body);
		/* comm-domain buffers are defined in the body, mapped by now */
		n->u.scope.slots = copy_defs(m, s->u.scope.slots, s->u.scope.n_slots);
		break;
	default: /* break, continue */
		break;
	}
	return n;
}

struct stmt_list cl_stmts(struct cl_map *m, struct stmt_list l)
{
	struct stmt_list r = {l.n, ARENA_ARRAY(m->p->arena, struct stmt *, l.n ? l.n : 1)};
	for (uint32_t i = 0; i < l.n; i++)
		r.v[i] = cl_stmt(m, l.v[i]);
	return r;
}
