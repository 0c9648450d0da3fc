/* LegalizeTileCast: a tile cast whose (source, target) dtype pair the backend cannot convert in one
 * pto.tcvt becomes the casts of its native chain (gen/cast_chains.c, derived by specgen from the
 * backend's `tcvt_native`): `<x>__cast_<dtype>_tmp_v<N>` for each intermediate dtype (N counts per
 * function), then the original cast retargeted onto the last hop.
 * requires: (none)
 * produces: (none); invalidates: (none)
 *
 * As the reference: intermediate hops carry the cast's own kwargs (its rounding mode) with the
 * hop's dtype; the final hop is the original call (its scratch operand included).  Functions at
 * the host level, and every function when no backend is configured, are left alone.  A pair with
 * no chain is an error at the cast. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "cast_chains.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "backend.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

struct ltc {
	struct program *p;
	const struct spec_backend *be;
	unsigned be_id;
	uint32_t counter; /* intermediates made in this function */
	bool failed;
};

/* The kwarg of a cast op naming its target dtype (its `cast` type rule's parameter). */
static const char *target_kwarg(unsigned op)
{
	const struct spec_rule *r = &spec_ops[op].type_rule;
	if (r->kind != TR_cast || spec_ops[op].n_operands == 0 || spec_ops[op].operands[0].kind != OK_tile)
		return NULL;
	for (unsigned i = 0; i < r->n_params; i++)
		if (!strcmp(r->params[i].key, "kwarg"))
			return r->params[i].s;
	return NULL;
}

static bool native(const struct spec_backend *be, enum dtype s, enum dtype d)
{
	for (unsigned i = 0; i < be->n_tcvt_pairs; i++)
		if (be->tcvt_pairs[i][0] == s && be->tcvt_pairs[i][1] == d)
			return true;
	return false;
}

/* Binary search of the backend's chains (sorted by src, then dst). */
static const struct cast_chain *find_chain(unsigned be, enum dtype s, enum dtype d)
{
	unsigned lo = cast_chains_first[be], hi = cast_chains_first[be + 1];
	while (lo < hi) {
		unsigned m = lo + (hi - lo) / 2;
		const struct cast_chain *c = &cast_chains[m];
		int cmp = c->src != s ? (c->src < s ? -1 : 1) : c->dst != d ? (c->dst < d ? -1 : 1) : 0;
		if (!cmp)
			return c;
		if (cmp < 0)
			lo = m + 1;
		else
			hi = m;
	}
	return NULL;
}

/* A cast of `src` to dtype `to` with the rounding mode of cast `call` (its kwarg of the
 * round_mode enum, written out); the other kwargs and the operands past the source belong to
 * the final hop only. */
static struct expr *hop(struct ltc *L, struct expr *call, const char *kw, struct expr *src,
			enum dtype to)
{
	struct arena *a = L->p->arena;
	struct expr_list args = ir_expr_list_new(a, 1);
	args.v[0] = src;
	struct expr *c = ir_new_call(a, call->u.call.op, args, call->span);
	unsigned nk = spec_ops[call->u.call.op].n_kwargs;
	for (unsigned i = 0; i < nk; i++)
		if (spec_ops[call->u.call.op].kwargs[i].enum_id == ENUM_round_mode) {
			c->u.call.kwargs[i] = call->u.call.kwargs[i];
			c->u.call.kwargs[i].present = true;
		}
	ir_call_set_kwarg_int(c, kw, to);
	if (!tc_deduce_call(a, c))
		die("LegalizeTileCast: a native cast hop does not type");
	return c;
}

static void rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct ltc *L = ctx;
	struct expr *call = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	const char *kw = call && call->kind == EX_CALL ? target_kwarg(call->u.call.op) : NULL;
	const struct type *st = kw && call->u.call.args.n ? ir_expr_type(call->u.call.args.v[0]) : NULL;
	if (!st || st->kind != TY_TILE) {
		ir_sb_push(out, s);
		return;
	}
	enum dtype src = (enum dtype)st->dtype, dst = (enum dtype)ir_call_kwarg(call, kw)->i;
	if (src == dst || native(L->be, src, dst)) {
		ir_sb_push(out, s);
		return;
	}
	const struct cast_chain *ch = find_chain(L->be_id, src, dst);
	if (!ch) {
		diag_error(s->span, "LegalizeTileCast: no native cast path from %s to %s for arch %s; "
			   "pto.tcvt does not support this conversion", dtype_infos[src].str,
			   dtype_infos[dst].str, be_target_arch(L->be));
		L->failed = true;
		ir_sb_push(out, s);
		return;
	}
	struct var *res = s->u.assign.var;
	int blen = ir_user_name_len(res->name);
	struct expr *cur = call->u.call.args.v[0];
	for (unsigned k = 0; k + 1 < ch->n; k++) {
		struct expr *c = hop(L, call, kw, cur, (enum dtype)ch->via[k]);
		char name[200];
		snprintf(name, sizeof name, "%.*s__cast_%s_tmp_v%u", blen > 120 ? 120 : blen, res->name,
			 dtype_infos[ch->via[k]].str, L->counter++);
		struct var *v = ir_new_var(L->p, intern_cstr(name), VAR_LOCAL, c->type, s->span);
		ir_sb_push(out, ir_new_assign(L->p->arena, v, c, s->span));
		cur = ir_new_var_ref(L->p->arena, v, s->span);
	}
	struct expr *last = ir_expr_copy(L->p->arena, call);
	last->u.call.args = ir_expr_list_copy(L->p->arena, call->u.call.args);
	last->u.call.args.v[0] = cur;
	unsigned nk = spec_ops[call->u.call.op].n_kwargs;
	struct kwval *kv = ARENA_ARRAY(L->p->arena, struct kwval, nk ? nk : 1);
	memcpy(kv, call->u.call.kwargs, sizeof *kv * nk);
	last->u.call.kwargs = kv;
	ir_call_set_kwarg_int(last, kw, ch->via[ch->n - 1]);
	if (!tc_deduce_call(L->p->arena, last))
		die("LegalizeTileCast: the last cast hop does not type");
	s->u.assign.value = last;
	ir_sb_push(out, s);
}

/* The tile cast ops (those with a target kwarg), found once: the pass runs
 * per kernel and asks whether one was built. */
static struct {
	uint16_t *v;
	unsigned n;
} cast_ops;
static pthread_once_t cast_ops_once = PTHREAD_ONCE_INIT;

static void find_cast_ops(void)
{
	unsigned n = 0;
	for (unsigned op = 0; op < spec_n_ops && op <= UINT16_MAX; op++)
		n += target_kwarg(op) != NULL;
	cast_ops.v = xmalloc((n ? n : 1) * sizeof *cast_ops.v);
	for (unsigned op = 0; op < spec_n_ops && op <= UINT16_MAX; op++)
		if (target_kwarg(op))
			cast_ops.v[cast_ops.n++] = (uint16_t)op;
}

bool pass_legalize_tile_cast(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true;
	bool casts = false; /* a tile cast was built: one may need a chain */
	pthread_once(&cast_ops_once, find_cast_ops);
	for (unsigned i = 0; i < cast_ops.n && !casts; i++)
		casts = ir_op_made(cast_ops.v[i]);
	if (!casts) {
		ctx->unchanged = true;
		return true;
	}
	struct ltc L = {.p = p, .be = ctx->backend, .be_id = (unsigned)(ctx->backend - spec_backends)};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract || fn->level == LV_HOST)
			continue;
		L.counter = 0;
		fn->body = ir_rewrite_stmts(p->arena, fn->body, rewrite, &L);
	}
	return !L.failed;
}
