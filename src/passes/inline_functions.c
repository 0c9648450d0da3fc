/* InlineFunctions: every call of a `FunctionType.Inline` function written as a
 * statement (`x = self.f(...)`, `self.f(...)`, `return self.f(...)`) is
 * replaced by a copy of f's body: parameters become the call's arguments (a
 * re-assigned parameter re-assigns the argument variable), every other var
 * of the body gets a fresh `<name>_inline<N>` var per call site, and f's
 * trailing return becomes `x = value` (a multi-value return replaces the
 * later `x[i]` uses; `return self.f()` returns the values).  Inline functions
 * calling inline functions are expanded first; a cycle among them is an
 * error.  Then every Inline function is dropped from the program (reference
 * inline_functions_pass.cpp).  The copies keep the callee's source lines.  A
 * pl.submit of an Inline function is a task launch, not a call: it is left as
 * written, naming the dropped function (unresolved, as the reference leaves it).
 * A host-only op (pld.world_size) the parser let through in an Inline function
 * is checked where each copy lands: the call site must be host code (a HOST
 * function or pl.at(level=HOST) scope, outside device-side scopes).
 * requires: (nothing)
 * produces: InlineFunctionsEliminated */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "diag.h"
#include "intern.h"
#include "outline.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

/* Inline calls inside inline functions nest at most this deep. */
#define MAX_CHAIN 64

enum { ST_TODO, ST_BUSY, ST_DONE };

struct tuple_sub {
	struct var *lhs;
	struct expr_list values;
};

struct fn_slot {
	const struct function *f;
	uint32_t index;
};

struct inl {
	struct program *p;
	struct fn_slot *by_ptr;   /* the functions sorted by address */
	uint8_t *state;           /* by function index */
	struct function **stack;  /* inline functions being expanded */
	uint32_t depth;
	uint32_t counter;         /* the N of _inline<N> */
	struct tuple_sub *subs;   /* multi-value calls of the function being rewritten */
	/* where the statements being expanded run (a non-Inline function's):
	 * the function or a scope is HOST; the innermost scope's level */
	bool host;
	int scope_level;
	bool refused;             /* a host-only op landed in device code */
	uint32_t n_subs, cap_subs;
	bool failed;
};

static int slot_cmp(const void *x, const void *y)
{
	uintptr_t a = (uintptr_t)((const struct fn_slot *)x)->f;
	uintptr_t b = (uintptr_t)((const struct fn_slot *)y)->f;
	return a < b ? -1 : a > b;
}

static uint32_t fn_index(const struct inl *I, const struct function *f)
{
	uint32_t lo = 0, hi = I->p->n_funcs;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if ((uintptr_t)I->by_ptr[mid].f < (uintptr_t)f)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == I->p->n_funcs || I->by_ptr[lo].f != f)
		die("call of a function that is not in the program");
	return I->by_ptr[lo].index;
}

static struct function *inline_callee(const struct expr *e)
{
	if (!e || e->kind != EX_FCALL || !e->u.fcall.callee || e->u.fcall.submit)
		return NULL; /* a task launch is not a call the pass expands */
	return e->u.fcall.callee->kind == FK_Inline ? e->u.fcall.callee : NULL;
}

static struct var *fresh_inline(struct cl_map *m, struct var *v)
{
	struct inl *I = m->ctx;
	char buf[48];
	snprintf(buf, sizeof buf, "_inline%u", I->counter++);
	size_t n = strlen(v->name), k = strlen(buf);
	char *name = xmalloc(n + k + 1);
	memcpy(name, v->name, n);
	memcpy(name + n, buf, k + 1);
	const char *s = intern_cstr(name);
	free(name);
	return ir_new_var(m->p, s, (enum var_kind)v->kind, v->type, v->span);
}

static bool expand_function(struct inl *I, struct function *f);

/* Expands the inline callee g first (its body must be free of inline calls
 * before it is copied).  False after reporting a cycle. */
static bool ready(struct inl *I, struct function *g, struct span call)
{
	uint32_t gi = fn_index(I, g);
	if (I->state[gi] == ST_DONE)
		return true;
	if (I->state[gi] == ST_BUSY) {
		struct buf b = {0};
		uint32_t k = 0;
		while (k < I->depth && I->stack[k] != g)
			k++;
		for (; k < I->depth; k++)
			buf_printf(&b, "%s -> ", I->stack[k]->name);
		buf_printf(&b, "%s", g->name);
		diag_error(call, "Cycle detected in FunctionType::Inline call graph: %s", b.data);
		buf_free(&b);
		I->failed = true;
		return false;
	}
	if (I->depth >= MAX_CHAIN) {
		diag_error(call, "inline functions call each other more than %d deep", MAX_CHAIN);
		I->failed = true;
		return false;
	}
	return expand_function(I, g);
}

/* The copy of g's body for one call: statements before its trailing return
 * go to `out`; *ret receives the returned values (NULL list: no return). */
static bool splice(struct inl *I, struct function *g, struct expr *call, struct stmt_buf *out,
		   struct expr_list *ret, bool *has_ret)
{
	if (!ready(I, g, call->span))
		return false;
	struct cl_map m;
	cl_init(&m, I->p);
	m.fresh = fresh_inline;
	m.ctx = I;
	for (uint32_t i = 0; i < g->n_params && i < call->u.fcall.args.n; i++)
		cl_set_use(&m, g->params[i].var, call->u.fcall.args.v[i]);
	*has_ret = false;
	*ret = (struct expr_list){0};
	bool ok = true;
	for (uint32_t i = 0; i < g->body.n && ok; i++) {
		struct stmt *s = g->body.v[i];
		if (s->kind == ST_RETURN) {
			struct stmt *c = cl_stmt(&m, s);
			*ret = c->u.ret.values;
			*has_ret = true;
			break; /* anything after a return is dead */
		}
		struct stmt *c = cl_stmt(&m, s);
		ir_sb_push(out, c);
	}
	if (m.bad_def) {
		diag_error(call->span, "inline function '%s' re-assigns a parameter, so its argument "
			   "must be a variable", g->name);
		diag_note(m.bad_span, "the parameter");
		ok = false;
	}
	cl_free(&m);
	if (!ok)
		I->failed = true;
	return ok;
}

static bool has_return(struct stmt *s, void *ctx)
{
	if (s->kind == ST_RETURN)
		*(bool *)ctx = true;
	return true;
}

/* g's only return must be its last top-level statement. */
static bool check_returns(struct inl *I, struct function *g, struct span call)
{
	bool nested = false;
	for (uint32_t i = 0; i < g->body.n; i++) {
		struct stmt *s = g->body.v[i];
		if (s->kind == ST_RETURN && i + 1 == g->body.n)
			continue;
		struct stmt_list one = {1, &g->body.v[i]};
		ir_walk_stmts(one, has_return, &nested);
		if (nested) {
			diag_error(s->span, "Inline function '%s' contains a non-trailing return; only a "
				   "single trailing return is supported", g->name);
			diag_note(call, "inlined here");
			I->failed = true;
			return false;
		}
	}
	return true;
}

static void add_sub(struct inl *I, struct var *lhs, struct expr_list values)
{
	if (I->n_subs == I->cap_subs) {
		I->cap_subs = I->cap_subs ? 2 * I->cap_subs : 8;
		I->subs = xrealloc(I->subs, I->cap_subs * sizeof *I->subs);
	}
	I->subs[I->n_subs++] = (struct tuple_sub){lhs, values};
}

static bool is_host_only(const struct expr *e, const void *arg)
{
	(void)arg;
	return e->kind == EX_CALL && (spec_ops[e->u.call.op].flags & OP_FLAG_MASK(host_only));
}

static bool report_host_only(struct expr *e, void *ctx)
{
	const bool *host_fn = ctx;
	if (!is_host_only(e, NULL))
		return true;
	/* the short spelling users write (pld.world_size), as the parser says */
	const struct spec_op *so = &spec_ops[e->u.call.op];
	const char *name = so->n_aliases ? so->aliases[0].spelling : so->spelling;
	diag_error(e->span, "%s is host-only: %s", name, ir_host_only_reason(*host_fn));
	return true;
}

/* The host-only ops of inline function g (its inline calls expanded),
 * when its call at `call` is not in host code: one error at each, in g's
 * source, and a note at the call. */
static bool check_host_only(struct inl *I, const struct function *g, struct span call)
{
	bool device = I->scope_level != LV_NONE && I->scope_level < LV_HOST;
	if (I->stack[0]->kind == FK_Inline || (I->host && !device) ||
	    !ir_stmts_any_expr(g->body, is_host_only, NULL))
		return true;
	bool host_fn = I->host;
	ir_walk_stmts_exprs(g->body, report_host_only, &host_fn);
	diag_note(call, "'%s' is inlined here", g->name);
	I->refused = true;
	return false;
}

/* One statement that calls an inline function: its expansion goes to out.
 * Returns false when s is not such a call. */
static bool expand_call(struct inl *I, struct stmt *s, struct stmt_buf *out)
{
	struct expr *call = NULL;
	if (s->kind == ST_ASSIGN)
		call = s->u.assign.value;
	else if (s->kind == ST_EVAL)
		call = s->u.eval.value;
	else if (s->kind == ST_RETURN && s->u.ret.values.n == 1)
		call = s->u.ret.values.v[0];
	struct function *g = inline_callee(call);
	if (!g)
		return false;
	if (!check_returns(I, g, call->span) || !check_host_only(I, g, call->span))
		return true;
	struct expr_list ret;
	bool has;
	if (!splice(I, g, call, out, &ret, &has))
		return true;
	if (s->kind == ST_EVAL)
		return true;
	if (!has) {
		diag_error(call->span, "Inline function '%s' is called for its value but has no return "
			   "statement", g->name);
		I->failed = true;
		return true;
	}
	if (s->kind == ST_RETURN) {
		ir_sb_push(out, ir_new_return(I->p->arena, ret, s->span));
		return true;
	}
	struct var *lhs = s->u.assign.var;
	/* `t = [a, b]; return t` returns the tuple's values, as the reference
	 * folds it: the list goes, lhs[i] become its items */
	struct stmt *last = out->n ? out->v[out->n - 1] : NULL;
	if (ret.n == 1 && ret.v[0]->kind == EX_VAR && last && last->kind == ST_ASSIGN &&
	    last->u.assign.var == ret.v[0]->u.var && last->u.assign.value->kind == EX_LIST &&
	    last->u.assign.value->u.list.n > 1) {
		ret = last->u.assign.value->u.list;
		out->n--;
	}
	if (ret.n > 1) {
		add_sub(I, lhs, ret);
		return true;
	}
	if (ret.n == 1 && !(ret.v[0]->kind == EX_VAR && ret.v[0]->u.var == lhs))
		ir_sb_push(out, ir_new_assign(I->p->arena, lhs, ret.v[0], s->span));
	return true;
}

static struct stmt_list expand_list(struct inl *I, struct stmt_list l)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n && !I->failed; i++) {
		struct stmt *s = l.v[i];
		if (expand_call(I, s, &out)) {
			changed = true;
			continue;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		bool host = I->host;
		int level = I->scope_level;
		if (s->kind == ST_SCOPE && s->u.scope.kind == SC_AT) {
			int l = ol_scope_level(s);
			I->scope_level = l > 0 ? l : LV_CORE_GROUP;
			I->host |= I->scope_level == LV_HOST;
		} else if (s->kind == ST_SCOPE && s->u.scope.kind != SC_SCOPE) {
			I->scope_level = LV_CORE_GROUP;
		}
		for (int k = 0; k < nk; k++)
			*kids[k] = expand_list(I, *kids[k]);
		I->host = host;
		I->scope_level = level;
		ir_sb_push(&out, s);
	}
	if (!changed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(I->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

/* `lhs[i]` of a multi-value inline call becomes the i-th returned value. */
static struct expr *sub_getitem(struct expr *e, void *ctx)
{
	struct inl *I = ctx;
	if (e->kind != EX_GETITEM || e->u.get.x->kind != EX_VAR)
		return e;
	for (uint32_t k = 0; k < I->n_subs; k++)
		if (I->subs[k].lhs == e->u.get.x->u.var && e->u.get.index < I->subs[k].values.n)
			return cl_expr_plain(I->p->arena, I->subs[k].values.v[e->u.get.index]);
	return e;
}

static bool sub_stmt(struct stmt *s, void *ctx)
{
	struct inl *I = ctx;
	struct arena *a = I->p->arena;
	switch (s->kind) {
	case ST_ASSIGN: s->u.assign.value = ir_rewrite_expr(a, s->u.assign.value, sub_getitem, I); break;
	case ST_EVAL: s->u.eval.value = ir_rewrite_expr(a, s->u.eval.value, sub_getitem, I); break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			s->u.ret.values.v[i] = ir_rewrite_expr(a, s->u.ret.values.v[i], sub_getitem, I);
		break;
	case ST_IF: s->u.cond.cond = ir_rewrite_expr(a, s->u.cond.cond, sub_getitem, I); break;
	case ST_WHILE: s->u.wloop.cond = ir_rewrite_expr(a, s->u.wloop.cond, sub_getitem, I); break;
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			s->u.loop.iter[i].init = ir_rewrite_expr(a, s->u.loop.iter[i].init, sub_getitem, I);
		break;
	default: break;
	}
	return true;
}

static bool expand_function(struct inl *I, struct function *f)
{
	uint32_t fi = fn_index(I, f);
	I->state[fi] = ST_BUSY;
	I->stack[I->depth++] = f;
	if (I->depth == 1) {
		I->host = f->level == LV_HOST;
		I->scope_level = LV_NONE;
	}
	uint32_t subs = I->n_subs;
	f->body = expand_list(I, f->body);
	if (I->n_subs > subs && !I->failed)
		ir_walk_stmts(f->body, sub_stmt, I);
	I->n_subs = subs;
	I->depth--;
	I->state[fi] = ST_DONE;
	return !I->failed;
}

/* A pl.submit of an Inline function stays, naming a function the program no longer
 * has (as the reference leaves it): its callee is unresolved. */
static bool unlink_expr(struct expr *e, void *ctx)
{
	(void)ctx;
	if (e->kind == EX_FCALL && e->u.fcall.callee && e->u.fcall.callee->kind == FK_Inline)
		e->u.fcall.callee = NULL;
	return true;
}

bool pass_inline_functions(struct pass_ctx *ctx, struct program *p)
{
	uint32_t n_inline = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		n_inline += p->funcs[i]->kind == FK_Inline;
	if (!n_inline) {
		ctx->unchanged = true;
		return true;
	}
	struct inl I = {.p = p};
	I.state = xcalloc(p->n_funcs, 1);
	I.stack = xcalloc(MAX_CHAIN + 1, sizeof *I.stack);
	I.by_ptr = xmalloc(p->n_funcs * sizeof *I.by_ptr);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		I.by_ptr[i] = (struct fn_slot){p->funcs[i], i};
	qsort(I.by_ptr, p->n_funcs, sizeof *I.by_ptr, slot_cmp);
	/* inline functions first, so every other body copies expanded ones */
	for (int pass = 0; pass < 2 && !I.failed; pass++)
		for (uint32_t i = 0; i < p->n_funcs && !I.failed; i++) {
			struct function *f = p->funcs[i];
			if ((f->kind == FK_Inline) == (pass == 0) && I.state[i] == ST_TODO)
				expand_function(&I, f);
		}
	free(I.state);
	free(I.stack);
	free(I.by_ptr);
	free(I.subs);
	if (I.failed || I.refused)
		return false;
	uint32_t n = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind != FK_Inline)
			p->funcs[n++] = p->funcs[i];
	p->n_funcs = n;
	for (uint32_t i = 0; i < n; i++)
		ir_walk_stmts_exprs(p->funcs[i]->body, unlink_expr, NULL);
	return true;
}
