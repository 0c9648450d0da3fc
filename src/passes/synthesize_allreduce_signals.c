/* SynthesizeAllReduceSignals: in a host orchestrator, a collective whose signal
 * operand is optional and left out (`pld.tensor.allreduce(data, op=...)`) gets a
 * signal window of its own, bound just before the call: `__<op>_signal_world_size_N
 * = pld.system.world_size()`, `__<op>_signal_buf_N = pld.tensor.alloc_window_buffer(
 * world_size * core_num * 4)`, `__<op>_signal_N = pld.tensor.window(buf, [world_size,
 * core_num], dtype=pl.INT32)` (<op> the collective's last name component, N counting
 * over the program, skipping names in use).  A collective returned directly is bound
 * to `__<op>_result_N` first; a collective anywhere else is an error.
 * requires: (none)
 * produces: (none); invalidates: (none) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_util.h"
#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

struct syn {
	struct program *p;
	struct pu_names names; /* every var name of the program, and buffer names */
	int64_t next;          /* the suffix counter */
	unsigned world_size, alloc, window;
	bool failed;
};

/* A collective that may leave out a signal operand (the ones this pass handles). */
static const struct collective *synthesizable(const struct expr *e)
{
	const struct collective *c = cu_collective_call(e);
	if (!c)
		return NULL;
	for (unsigned i = 0; i < c->n_signals; i++)
		if (c->signals[i] >= spec_ops[c->op].min_operands)
			return c;
	return NULL;
}

/* ... and `e` leaves it out. */
static bool omits_signal(const struct expr *e)
{
	const struct collective *c = synthesizable(e);
	for (unsigned i = 0; c && i < c->n_signals; i++)
		if (c->signals[i] >= e->u.call.args.n)
			return true;
	return false;
}

static const char *op_word(unsigned op)
{
	const char *n = spec_ops[op].name;
	const char *dot = strrchr(n, '.');
	return dot ? dot + 1 : n;
}

/* `<prefix><N>` for the next N whose names are all free (n_kinds of them). */
static int64_t fresh_suffix(struct syn *S, const char *word, const char *const *kinds, int n_kinds)
{
	char buf[256];
	for (;;) {
		int64_t k = S->next++;
		bool used = false;
		for (int i = 0; i < n_kinds && !used; i++) {
			snprintf(buf, sizeof buf, "__%s_%s%lld", word, kinds[i], (long long)k);
			used = pu_names_has(&S->names, intern_cstr(buf));
		}
		if (used)
			continue;
		for (int i = 0; i < n_kinds; i++) {
			snprintf(buf, sizeof buf, "__%s_%s%lld", word, kinds[i], (long long)k);
			pu_names_add(&S->names, intern_cstr(buf));
		}
		return k;
	}
}

static struct var *bind(struct syn *S, const char *word, const char *kind, int64_t k,
			struct expr *value, struct stmt_buf *out)
{
	char buf[256];
	snprintf(buf, sizeof buf, "__%s_%s%lld", word, kind, (long long)k);
	if (value->kind == EX_CALL && !tc_deduce_call(S->p->arena, value))
		S->failed = true;
	struct var *v = ir_new_var(S->p, intern_cstr(buf), VAR_LOCAL, ir_expr_type(value), value->span);
	ir_sb_push(out, ir_new_assign(S->p->arena, v, value, value->span));
	return v;
}

/* The signal binding; returns the signal var. */
static struct var *make_signal(struct syn *S, const struct expr *call, struct stmt_buf *out)
{
	static const char *const kinds[] = {"signal_world_size_", "signal_buf_", "signal_"};
	struct arena *a = S->p->arena;
	struct span sp = call->span;
	const char *word = op_word(call->u.call.op);
	int64_t k = fresh_suffix(S, word, kinds, 3);
	const struct kwval *cn = ir_call_kwarg(call, "core_num");
	int64_t core_num = cn && cn->present ? cn->i : 1;
	if (core_num <= 0) {
		diag_error(sp, "%s: core_num must be positive to size its signal, got %lld",
			   spec_ops[call->u.call.op].name, (long long)core_num);
		S->failed = true;
		core_num = 1;
	}
	struct expr *ws_call = ir_new_call(a, S->world_size, (struct expr_list){0}, sp);
	struct var *ws = bind(S, word, kinds[0], k, ws_call, out);
	struct expr *bytes = cu_bin(a, BO_MUL,
				    cu_bin(a, BO_MUL, ir_new_var_ref(a, ws, sp), cu_i64(a, core_num, sp), sp),
				    cu_i64(a, 4, sp), sp);
	struct expr_list aargs = ir_expr_list_new(a, 1);
	aargs.v[0] = bytes;
	struct var *buf = bind(S, word, kinds[1], k, ir_new_call(a, S->alloc, aargs, sp), out);
	struct expr_list dims = ir_expr_list_new(a, 2);
	dims.v[0] = ir_new_var_ref(a, ws, sp);
	dims.v[1] = cu_i64(a, core_num, sp);
	struct expr_list wargs = ir_expr_list_new(a, 2);
	wargs.v[0] = ir_new_var_ref(a, buf, sp);
	wargs.v[1] = ir_new_list(a, dims, sp);
	struct expr *w = ir_new_call(a, S->window, wargs, sp);
	ir_call_set_kwarg_int(w, "dtype", DT_INT32);
	return bind(S, word, kinds[2], k, w, out);
}

/* The call with the signal operand filled in (a new call, typed). */
static struct expr *with_signal(struct syn *S, const struct expr *call, struct var *sig)
{
	struct expr *c = pu_call_copy(S->p->arena, call);
	struct expr_list args = ir_expr_list_new(S->p->arena, call->u.call.args.n + 1);
	for (uint32_t i = 0; i < call->u.call.args.n; i++)
		args.v[i] = call->u.call.args.v[i];
	args.v[call->u.call.args.n] = ir_new_var_ref(S->p->arena, sig, call->span);
	c->u.call.args = args;
	if (!tc_deduce_call(S->p->arena, c))
		S->failed = true;
	return c;
}

struct nested_ck {
	struct syn *S;
	const struct expr *top; /* the statement's own call, allowed */
};

static bool nested(struct expr *e, void *ctx)
{
	struct nested_ck *n = ctx;
	if (e != n->top && synthesizable(e)) {
		diag_error(e->span, "%s must be a direct assignment, expression statement, or return "
			   "value before its signal is synthesized", spec_ops[e->u.call.op].name);
		n->S->failed = true;
	}
	return true;
}

/* `return ..., collective(...), ...`: the collective is bound first. */
static void rewrite_return(struct syn *S, struct stmt *s, struct stmt_buf *out)
{
	static const char *const kinds[] = {"result_"};
	struct expr_list vals = s->u.ret.values;
	bool copied = false;
	for (uint32_t i = 0; i < vals.n; i++) {
		struct expr *call = vals.v[i];
		struct nested_ck n = {S, synthesizable(call) ? call : NULL};
		ir_walk_expr(call, nested, &n);
		if (!n.top)
			continue;
		struct expr *nc = omits_signal(call) ? with_signal(S, call, make_signal(S, call, out))
						     : call;
		const char *word = op_word(call->u.call.op);
		struct var *r = bind(S, word, kinds[0], fresh_suffix(S, word, kinds, 1), nc, out);
		if (!copied)
			vals = ir_expr_list_copy(S->p->arena, vals);
		copied = true;
		vals.v[i] = ir_new_var_ref(S->p->arena, r, call->span);
	}
	s->u.ret.values = vals;
	ir_sb_push(out, s);
}

static void rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct syn *S = ctx;
	if (s->kind == ST_RETURN) {
		rewrite_return(S, s, out);
		return;
	}
	struct expr **slot = s->kind == ST_ASSIGN ? &s->u.assign.value
			     : s->kind == ST_EVAL ? &s->u.eval.value
						  : NULL;
	struct nested_ck n = {S, slot ? *slot : NULL};
	ir_stmt_exprs(s, nested, &n);
	if (slot && omits_signal(*slot))
		*slot = with_signal(S, *slot, make_signal(S, *slot, out));
	ir_sb_push(out, s);
}

static bool alloc_name(struct expr *e, void *ctx)
{
	struct syn *S = ctx;
	if (e->kind == EX_CALL && e->u.call.op == S->alloc) {
		const struct kwval *nm = ir_call_kwarg(e, "name");
		if (nm && nm->present && nm->s)
			pu_names_add(&S->names, nm->s);
	}
	return true;
}

static void collect_name(struct var *v, struct stmt *s, void *ctx)
{
	pu_names_add(ctx, v->name);
}

static int by_name(const void *x, const void *y)
{
	const struct function *a = *(struct function *const *)x, *b = *(struct function *const *)y;
	return strcmp(a->name, b->name);
}

bool pass_synthesize_allreduce_signals(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct syn S = {.p = p};
	struct function **hosts = xcalloc(p->n_funcs ? p->n_funcs : 1, sizeof *hosts);
	uint32_t n = 0;
	for (uint32_t f = 0; f < p->n_funcs; f++)
		if (cu_host_orch(p->funcs[f]) && !p->funcs[f]->abstract)
			hosts[n++] = p->funcs[f];
	if (n) {
		S.world_size = cu_op("WorldSize");
		S.alloc = cu_op("AllocWindow");
		S.window = cu_op("Window");
		for (uint32_t f = 0; f < p->n_funcs; f++) {
			pu_function_defs(p->funcs[f], collect_name, &S.names);
			ir_walk_stmts_exprs(p->funcs[f]->body, alloc_name, &S);
		}
		/* the reference visits the program's functions in name order */
		qsort(hosts, n, sizeof *hosts, by_name);
		for (uint32_t i = 0; i < n; i++)
			hosts[i]->body = ir_rewrite_stmts(p->arena, hosts[i]->body, rewrite, &S);
	}
	pu_names_free(&S.names);
	free(hosts);
	return !S.failed;
}
