/* Helpers shared by the passes and verifiers. */
#include "passutil.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "util.h"

bool pu_incore(const struct function *f)
{
	return f->kind == FK_InCore || f->kind == FK_AIC || f->kind == FK_AIV;
}

void pu_stmt_defs(struct stmt *s, pu_var_fn fn, void *ctx)
{
	switch (s->kind) {
	case ST_ASSIGN:
		fn(s->u.assign.var, s, ctx);
		break;
	case ST_FOR:
		if (s->u.loop.loop_var)
			fn(s->u.loop.loop_var, s, ctx);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			fn(s->u.loop.iter[i].var, s, ctx);
			fn(s->u.loop.return_vars[i], s, ctx);
		}
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			fn(s->u.wloop.iter[i].var, s, ctx);
			fn(s->u.wloop.return_vars[i], s, ctx);
		}
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			fn(s->u.cond.return_vars[i], s, ctx);
		break;
	case ST_SCOPE:
		if (s->u.scope.var)
			fn(s->u.scope.var, s, ctx);
		break;
	default:
		break;
	}
}

struct defs_walk {
	pu_var_fn fn;
	void *ctx;
};

static bool defs_stmt(struct stmt *s, void *ctx)
{
	struct defs_walk *w = ctx;
	if (s->kind == ST_ASSIGN) /* the most: pu_stmt_defs' first case inline */
		w->fn(s->u.assign.var, s, w->ctx);
	else
		pu_stmt_defs(s, w->fn, w->ctx);
	return true;
}

void pu_function_defs(struct function *f, pu_var_fn fn, void *ctx)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		fn(f->params[i].var, NULL, ctx);
	struct defs_walk w = {fn, ctx};
	ir_walk_stmts(f->body, defs_stmt, &w);
}

/* The names form an open-addressing hash set keyed by the interned pointer:
 * `cap` slots (a power of two, at most half full), NULL for empty. */
static uint32_t names_slot(const struct pu_names *n, const char *s)
{
	uint64_t h = ptr_hash(s);
	uint32_t i = (uint32_t)(h >> 32) & (n->cap - 1);
	while (n->v[i] && n->v[i] != s)
		i = (i + 1) & (n->cap - 1);
	return i;
}

static bool names_has(const struct pu_names *n, const char *s)
{
	return n->cap && n->v[names_slot(n, s)] == s;
}

static void names_add(struct pu_names *n, const char *s)
{
	if (2 * (n->n + 1) > n->cap) {
		/* a lazy set keeps its function to collect */
		struct pu_names g = {xcalloc(n->cap ? 2 * n->cap : 64, sizeof *n->v), n->n,
				     n->cap ? 2 * n->cap : 64, n->lazy};
		for (uint32_t i = 0; i < n->cap; i++)
			if (n->v[i])
				g.v[names_slot(&g, n->v[i])] = n->v[i];
		free(n->v);
		*n = g;
	}
	uint32_t i = names_slot(n, s);
	if (!n->v[i]) {
		n->v[i] = s;
		n->n++;
	}
}

static void names_def(struct var *v, struct stmt *s, void *ctx)
{
	names_add(ctx, v->name);
}

void pu_names_init(struct pu_names *n, struct function *f)
{
	memset(n, 0, sizeof *n);
	pu_function_defs(f, names_def, n);
}

void pu_names_lazy(struct pu_names *n, struct function *f)
{
	memset(n, 0, sizeof *n);
	n->lazy = f;
}

/* Collects the names of a lazy set's function. */
static void names_ready(struct pu_names *n)
{
	if (n->lazy) {
		struct function *f = n->lazy;
		n->lazy = NULL;
		pu_function_defs(f, names_def, n);
	}
}

const char *pu_fresh_name(struct pu_names *n, const char *base)
{
	size_t len = strlen(base);
	unsigned known = intern_count();
	const char *s = intern(base, len);
	if (intern_id(s) >= known) {
		/* never interned before: no var has it (var names are interned),
		 * so a lazy set need not collect its function's names yet */
		names_add(n, s);
		return s;
	}
	names_ready(n);
	char tmp[256];
	if (len > sizeof tmp - 1)
		len = sizeof tmp - 1;
	memcpy(tmp, base, len);
	for (unsigned k = 2; names_has(n, s); k++) {
		/* base and k in decimal, cut to 255 bytes (as snprintf would) */
		char num[20];
		size_t m = (size_t)(put_u64(num, k) - num);
		if (m > sizeof tmp - 1 - len)
			m = sizeof tmp - 1 - len;
		memcpy(tmp + len, num, m);
		s = intern(tmp, len + m);
	}
	names_add(n, s);
	return s;
}

bool pu_names_has(struct pu_names *n, const char *interned)
{
	names_ready(n);
	return names_has(n, interned);
}

void pu_names_add(struct pu_names *n, const char *interned)
{
	names_ready(n);
	names_add(n, interned);
}

void pu_names_free(struct pu_names *n)
{
	free(n->v);
	memset(n, 0, sizeof *n);
}

/* The first op of a type rule on a first operand kind (specgen's table). */
unsigned pu_op_by_rule(enum type_rule rule, enum operand_kind kind)
{
	if ((unsigned)rule < TR_COUNT && (unsigned)kind < OK_COUNT && spec_op_by_rule[rule][kind] != SPEC_NO_OP)
		return spec_op_by_rule[rule][kind];
	die("no op with type rule %s on a %s in the specs", type_rule_names[rule],
	    operand_kind_names[kind]);
}

static bool walk_expr_cb(struct expr *e, void *ctx)
{
	struct pu_expr_walk *w = ctx;
	return w->fn(e, w->cur, w->ctx);
}

static bool walk_stmt_cb(struct stmt *s, void *ctx)
{
	struct pu_expr_walk *w = ctx;
	w->cur = s;
	ir_stmt_exprs(s, walk_expr_cb, w);
	return true;
}

void pu_walk_function_exprs(struct function *f, struct pu_expr_walk *w)
{
	ir_walk_stmts(f->body, walk_stmt_cb, w);
}

/* x op y (op BO_ADD, BO_MUL, BO_FLOORDIV or BO_MOD) as INDEX arithmetic: x
 * when y is the unit of op (and y when x is, for + and *), 0 for x % 1, a
 * folded constant when both are constants (unless that overflows or
 * divides by zero; division floors, as Python's). */
static struct expr *index_arith(struct arena *a, enum binop op, struct expr *x, struct expr *y,
				struct span sp)
{
	bool divides = op == BO_FLOORDIV || op == BO_MOD;
	int64_t unit = op != BO_ADD, cx, cy, r = 0;
	bool kx = ir_expr_is_const_int(x, &cx), ky = ir_expr_is_const_int(y, &cy);
	if (kx && cx == unit && !divides)
		return y;
	if (ky && cy == unit)
		return op == BO_MOD ? ir_new_int(a, 0, DT_INDEX, sp) : x;
	bool over = true;
	if (kx && ky) {
		switch (op) {
		case BO_MUL: over = __builtin_mul_overflow(cx, cy, &r); break;
		case BO_ADD: over = __builtin_add_overflow(cx, cy, &r); break;
		default:
			over = cy == 0 || (cx == INT64_MIN && cy == -1);
			if (!over)
				r = op == BO_FLOORDIV ? i64_floordiv(cx, cy) : i64_floormod(cx, cy);
		}
	}
	if (kx && ky && !over)
		return ir_new_int(a, r, DT_INDEX, sp);
	struct expr *m = ir_new_binary(a, op, x, y, sp);
	m->type = ir_type_scalar(DT_INDEX);
	return m;
}

struct expr *pu_index_mul(struct arena *a, struct expr *x, struct expr *y, struct span sp)
{
	return index_arith(a, BO_MUL, x, y, sp);
}

struct expr *pu_index_add(struct arena *a, struct expr *x, struct expr *y, struct span sp)
{
	return index_arith(a, BO_ADD, x, y, sp);
}

struct expr *pu_index_floordiv(struct arena *a, struct expr *x, struct expr *y, struct span sp)
{
	return index_arith(a, BO_FLOORDIV, x, y, sp);
}

struct expr *pu_index_mod(struct arena *a, struct expr *x, struct expr *y, struct span sp)
{
	return index_arith(a, BO_MOD, x, y, sp);
}

void pu_rewrite_stmt_exprs(struct stmt *s, struct expr *(*f)(struct expr *, void *), void *ctx)
{
	switch (s->kind) {
	case ST_ASSIGN: s->u.assign.value = f(s->u.assign.value, ctx); break;
	case ST_EVAL: s->u.eval.value = f(s->u.eval.value, ctx); break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			s->u.ret.values.v[i] = f(s->u.ret.values.v[i], ctx);
		break;
	case ST_FOR:
		s->u.loop.start = f(s->u.loop.start, ctx);
		s->u.loop.stop = f(s->u.loop.stop, ctx);
		s->u.loop.step = f(s->u.loop.step, ctx);
		s->u.loop.stage = f(s->u.loop.stage, ctx);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			s->u.loop.iter[i].init = f(s->u.loop.iter[i].init, ctx);
		for (uint32_t i = 0; i < s->u.loop.attrs.n; i++)
			s->u.loop.attrs.v[i].value = f(s->u.loop.attrs.v[i].value, ctx);
		break;
	case ST_WHILE:
		s->u.wloop.cond = f(s->u.wloop.cond, ctx);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			s->u.wloop.iter[i].init = f(s->u.wloop.iter[i].init, ctx);
		break;
	case ST_IF: s->u.cond.cond = f(s->u.cond.cond, ctx); break;
	case ST_SCOPE:
		s->u.scope.arg = f(s->u.scope.arg, ctx);
		for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
			s->u.scope.kw.v[i].value = f(s->u.scope.kw.v[i].value, ctx);
		break;
	default: break;
	}
}

struct expr *pu_call_copy(struct arena *a, const struct expr *call)
{
	struct expr *c = ir_expr_copy(a, call);
	c->u.call.args = ir_expr_list_copy(a, call->u.call.args);
	uint32_t nk = spec_ops[call->u.call.op].n_kwargs;
	if (nk) {
		c->u.call.kwargs = ARENA_ARRAY(a, struct kwval, nk);
		memcpy(c->u.call.kwargs, call->u.call.kwargs, sizeof *c->u.call.kwargs * nk);
	}
	return c;
}

int pu_stmt_op(const struct stmt *s)
{
	const struct expr *v = pu_stmt_call(s);
	return v ? (int)v->u.call.op : -1;
}

int pu_first_tile_mem(const struct expr *call)
{
	for (uint32_t i = 0; i < call->u.call.args.n; i++) {
		const struct type *t = ir_expr_type(call->u.call.args.v[i]);
		if (t->kind == TY_TILE)
			return t->mem;
	}
	return MS_COUNT;
}

struct var *pu_yielded_var(struct stmt_list body, uint32_t i)
{
	const struct stmt *y = ir_trailing_yield(body);
	if (!y || i >= y->u.ret.values.n)
		return NULL;
	const struct expr *e = y->u.ret.values.v[i];
	return e->kind == EX_VAR ? e->u.var : NULL;
}

bool pu_cross_core_role(unsigned op, const char *role)
{
	const char *r = spec_ops[op].cross_core_role;
	return r && strcmp(r, role) == 0;
}

/* The ops with a cross-core role and those with a comm role, ascending
 * (specgen's lists): the role lookups below scan these few instead of every
 * op (passes ask per function, a program of many kernels per kernel). */
const uint16_t *pu_role_ops(bool comm, unsigned *n)
{
	const struct spec_op_list *l = comm ? &spec_comm_role_ops : &spec_cross_core_role_ops;
	*n = l->n;
	return l->ops;
}

unsigned pu_role_op(const char *role, const char *aff)
{
	unsigned n;
	const uint16_t *ops = pu_role_ops(false, &n);
	for (unsigned i = 0; i < n; i++) {
		unsigned op = ops[i];
		const char *a = spec_ops[op].core_affinity;
		if (pu_cross_core_role(op, role) && (!aff || (a && strcmp(a, aff) == 0)))
			return op;
	}
	die("no op with cross_core_role %s%s%s in the specs", role, aff ? " and core_affinity " : "",
	    aff ? aff : "");
}

bool pu_role_made(const char *role)
{
	unsigned n;
	const uint16_t *ops = pu_role_ops(false, &n);
	for (unsigned i = 0; i < n; i++)
		if (ir_op_made(ops[i]) && pu_cross_core_role(ops[i], role))
			return true;
	return false;
}

uint32_t pu_var_cap(const struct program *p, uint32_t cap)
{
	uint32_t need = p->n_vars + 1;
	if (need <= cap)
		return cap;
	uint32_t c = cap ? cap : 64;
	while (c < need)
		c = c > UINT32_MAX / 2 ? need : 2 * c;
	return c;
}

void pu_regrow(void *arr, size_t elem, uint32_t old, uint32_t cap)
{
	char **a = arr;
	*a = xrealloc(*a, (size_t)cap * elem);
	memset(*a + (size_t)old * elem, 0, (size_t)(cap - old) * elem);
}
