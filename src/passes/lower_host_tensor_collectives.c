/* LowerHostTensorCollectives: a collective in a host orchestrator becomes its
 * host builtin (the collectives table of specs/decompositions.yaml) dispatched on
 * every device of the comm domain holding its buffers: one statement per device
 * of a domain over listed devices, or `for r in pl.range(0, pld.system.world_size(),
 * 1)` over every device.  The builtin takes the collective's operands, its kwargs
 * of the same names (`dtype`: the updated operand's), and the attrs {kwargs...,
 * "device": d, "arg_directions": [...]} (inout for the operands its arg_effects
 * write); `x = collective(...)` then binds x to the operand updated in place.
 * requires: CommDomainScopesMaterialized
 * produces: CommDomainScopesMaterialized; invalidates: (none) */
#include <stdlib.h>
#include <string.h>

#include "comm_util.h"
#include "diag.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "typecheck.h"
#include "util.h"

struct lhc {
	struct program *p;
	struct cu_lineage L;
	/* by var id: the enclosing comm domain whose slot that window buffer is
	 * (a buffer is the slot of one domain), NULL outside it */
	const struct stmt **slot_scope;
	uint32_t n_slot_scope; /* its length: the vars before the pass made any */
	unsigned world_size;
	bool failed;
};

static bool kwarg_is(const struct expr *call, const char *name, const char *value)
{
	const struct kwval *k = ir_call_kwarg(call, name);
	if (!k)
		return false;
	if (k->type == KT_str)
		return k->s && strcmp(k->s, value) == 0;
	char *end;
	long long v = strtoll(value, &end, 10);
	return !*end && k->i == v;
}

static const struct coll_host *host_rule(const struct collective *c, const struct expr *call)
{
	for (unsigned i = 0; i < c->n_host; i++)
		if (!c->host[i].when_kwarg || kwarg_is(call, c->host[i].when_kwarg, c->host[i].when_value))
			return &c->host[i];
	return NULL;
}

static const struct stmt *scope_of(const struct lhc *H, const struct var *b)
{
	return b->id < H->n_slot_scope ? H->slot_scope[b->id] : NULL;
}

/* Entering (sc) or leaving (NULL) comm domain `s`: its slots' entries. */
static void mark_slots(struct lhc *H, const struct stmt *s, const struct stmt *sc)
{
	for (uint32_t i = 0; i < s->u.scope.n_slots; i++) {
		const struct var *b = s->u.scope.slots[i];
		if (b->id < H->n_slot_scope && (sc || H->slot_scope[b->id] == s))
			H->slot_scope[b->id] = sc;
	}
}

/* The innermost enclosing comm domain holding every buffer the call updates or
 * signals on. */
static const struct stmt *find_scope(struct lhc *H, const struct collective *c, const struct expr *call)
{
	unsigned ops[1 + 16];
	unsigned n = 0;
	ops[n++] = cu_result_operand(c);
	for (unsigned i = 0; i < c->n_signals && n < 17; i++)
		ops[n++] = c->signals[i];
	struct var *bufs[17];
	for (unsigned i = 0; i < n; i++) {
		const struct expr *a = ops[i] < call->u.call.args.n ? call->u.call.args.v[ops[i]] : NULL;
		bufs[i] = a ? cu_lineage_buffer(&H->L, a) : NULL;
		if (!bufs[i]) {
			diag_error(a ? a->span : call->span, "%s: operand '%s' must be a view of a window "
				   "buffer (pld.tensor.window)", spec_ops[c->op].name,
				   spec_ops[c->op].operands[ops[i]].name);
			return NULL;
		}
	}
	const struct stmt *sc = scope_of(H, bufs[0]);
	for (unsigned i = 1; i < n && sc; i++)
		if (scope_of(H, bufs[i]) != sc)
			sc = NULL;
	if (sc)
		return sc;
	diag_error(call->span, "%s: its window buffers are not in one comm domain "
		   "(MaterializeCommDomainScopes places them)", spec_ops[c->op].name);
	return NULL;
}

/* A domain over listed devices: the signal has a cell for each. */
static bool check_signal(const struct collective *c, const struct expr *call, uint32_t n_devices)
{
	for (unsigned i = 0; i < c->n_signals; i++) {
		const struct expr *s = call->u.call.args.v[c->signals[i]];
		const struct type *t = ir_expr_type(s);
		if (t->kind != TY_TENSOR)
			continue;
		int64_t v;
		if (t->shape.n != 1 && t->shape.n != 2) {
			diag_error(s->span, "%s: the signal is [world_size] or [world_size, 1]",
				   spec_ops[c->op].name);
			return false;
		}
		if (t->shape.n == 2 && (!ir_expr_is_const_int(t->shape.v[1], &v) || v != 1)) {
			diag_error(s->span, "%s: a rank-2 signal has shape[1] = 1", spec_ops[c->op].name);
			return false;
		}
		if (ir_expr_is_const_int(t->shape.v[0], &v) && v < (int64_t)n_devices) {
			diag_error(s->span, "%s: the signal has %lld cells for %u devices",
				   spec_ops[c->op].name, (long long)v, n_devices);
			return false;
		}
	}
	return true;
}

static struct expr *adir(struct arena *a, bool written, struct span sp)
{
	return ir_new_symbol(a, intern_cstr(written ? "pl.adir.inout" : "pl.adir.input"), sp);
}

/* The builtin call on `device`. */
static struct expr *builtin_call(struct lhc *H, const struct collective *c, const struct coll_host *h,
				 const struct expr *call, struct expr *device)
{
	struct arena *a = H->p->arena;
	struct span sp = call->span;
	const struct spec_op *bo = &spec_ops[h->builtin];
	struct expr *b = ir_new_call(a, h->builtin, ir_expr_list_copy(a, call->u.call.args), sp);
	const struct type *rt = ir_expr_type(call->u.call.args.v[cu_result_operand(c)]);
	struct attr_list at = {bo->n_kwargs + 2, ARENA_ARRAY(a, struct attr, bo->n_kwargs + 2)};
	for (unsigned i = 0; i < bo->n_kwargs; i++) {
		const char *k = bo->kwargs[i].name;
		struct kwval *kv = &b->u.call.kwargs[i];
		struct expr *v;
		if (strcmp(k, "dtype") == 0) {
			kv->i = rt->dtype;
			v = ir_new_enum(a, EN_DTYPE, rt->dtype, sp);
		} else {
			const struct kwval *src = ir_call_kwarg(call, k);
			kv->i = src->i;
			kv->s = src->s;
			kv->f = src->f;
			v = kv->type == KT_str ? ir_new_str(a, kv->s, sp) : ir_new_int(a, kv->i, DT_INDEX, sp);
		}
		kv->present = true;
		at.v[i] = (struct attr){intern_cstr(k), v};
	}
	at.v[bo->n_kwargs] = (struct attr){intern_cstr("device"), device};
	struct expr_list dirs = ir_expr_list_new(a, call->u.call.args.n);
	for (uint32_t i = 0; i < dirs.n; i++)
		dirs.v[i] = adir(a, bo->arg_writes & (1u << i), sp);
	at.v[bo->n_kwargs + 1] = (struct attr){intern_cstr("arg_directions"), ir_new_list(a, dirs, sp)};
	b->u.call.attrs = at;
	if (!tc_deduce_call(a, b))
		H->failed = true;
	return b;
}

/* Pushes the per-device dispatches of collective call `call`. */
static void lower_call(struct lhc *H, struct stmt *s, const struct collective *c, struct expr *call,
		       struct stmt_buf *out)
{
	struct arena *a = H->p->arena;
	struct span sp = call->span;
	if (!cu_check_str_kwargs(call)) {
		H->failed = true;
		return;
	}
	const struct coll_host *h = host_rule(c, call);
	const struct stmt *sc = h ? find_scope(H, c, call) : NULL;
	if (!h) {
		diag_error(sp, "%s has no host lowering for these kwargs", spec_ops[c->op].name);
	}
	if (!sc || (sc->u.scope.n_devices && !check_signal(c, call, sc->u.scope.n_devices))) {
		H->failed = true;
		return;
	}
	struct stmt *first = NULL;
	if (sc->u.scope.n_devices) {
		for (uint32_t i = 0; i < sc->u.scope.n_devices && !(i && H->failed); i++) {
			struct expr *d = cu_i64(a, sc->u.scope.devices[i], sp);
			struct stmt *e = ir_new_eval(a, builtin_call(H, c, h, call, d), s->span);
			ir_sb_push(out, e);
			first = first ? first : e;
		}
	} else {
		struct var *r = ir_new_var(H->p, intern_cstr("r"), VAR_LOOP, ir_type_scalar(DT_INT64), sp);
		struct stmt *l = ir_new_stmt(a, ST_FOR, s->span);
		l->u.loop.kind = FOR_RANGE;
		l->u.loop.loop_var = r;
		l->u.loop.start = cu_i64(a, 0, sp);
		l->u.loop.stop = ir_new_call(a, H->world_size, (struct expr_list){0}, sp);
		if (!tc_deduce_call(a, l->u.loop.stop))
			H->failed = true;
		l->u.loop.step = cu_i64(a, 1, sp);
		l->u.loop.body = (struct stmt_list){1, ARENA_ARRAY(a, struct stmt *, 1)};
		l->u.loop.body.v[0] = ir_new_eval(a, builtin_call(H, c, h, call, ir_new_var_ref(a, r, sp)),
						  s->span);
		ir_sb_push(out, l);
		first = l;
	}
	if (first) {
		first->n_comments = s->n_comments;
		first->comments = s->comments;
	}
}

static void lower_list(struct lhc *H, struct stmt_list *l)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		struct expr *call = s->kind == ST_ASSIGN ? s->u.assign.value
				    : s->kind == ST_EVAL ? s->u.eval.value
							 : NULL;
		const struct collective *c = cu_collective_call(call);
		if (c) {
			lower_call(H, s, c, call, &out);
			if (s->kind == ST_ASSIGN) {
				struct expr *src = call->u.call.args.v[cu_result_operand(c)];
				struct stmt *as = ir_new_assign(H->p->arena, s->u.assign.var, src, s->span);
				ir_sb_push(&out, as);
			}
			continue;
		}
		bool domain = s->kind == ST_SCOPE && s->u.scope.kind == SC_COMM_DOMAIN;
		if (domain)
			mark_slots(H, s, s);
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			lower_list(H, kids[k]);
		if (domain)
			mark_slots(H, s, NULL);
		ir_sb_push(&out, s);
	}
	*l = ir_sb_finish(H->p->arena, &out);
	ir_sb_free(&out);
}

bool pass_lower_host_tensor_collectives(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct lhc H = {.p = p};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (!cu_host_orch(fn) || fn->abstract)
			continue;
		if (!H.slot_scope) { /* made at the first host function: most programs have none */
			H.n_slot_scope = p->n_vars;
			H.slot_scope = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *H.slot_scope);
		}
		H.world_size = cu_op("WorldSize");
		cu_lineage_build(&H.L, p, fn);
		lower_list(&H, &fn->body);
		cu_lineage_free(&H.L);
	}
	free(H.slot_scope);
	return !H.failed;
}
