/* InferTileMemorySpace: gives every tile in InCore functions a memory space
 * from its op's spec rule (out_mem: fixed space, target_memory kwarg with its
 * default, operand 0's space), carries spaces through loop iter args and
 * if/loop results, and inserts a move before an operand whose space the op's
 * operand `mem` list does not accept.  Programs written without pl.Mem
 * annotations get the spaces the specs give.
 * requires: SSAForm, IncoreTileOps, SplitIncoreOrch, NormalizedStmtStructure
 * produces: SSAForm, TileMemoryInferred, NormalizedStmtStructure, AivSplitValid, AccToGmStoreValid
 * invalidates: AivSplitValid */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

struct itm {
	struct program *p;
	struct arena *a;
	uint8_t *changed; /* by var id: type changed by this pass */
	uint32_t n_changed;
	unsigned op_move;
	struct pu_names names;
	bool failed;
};

static const struct type *with_mem(struct itm *m, const struct type *t, int mem)
{
	if (t->kind != TY_TILE || t->mem == mem)
		return t;
	return ir_type_tile(m->a, t->shape, (enum dtype)t->dtype, (enum memspace)mem, t->view,
			    t->memref);
}

static void set_type(struct itm *m, struct var *v, const struct type *t)
{
	if (v->type == t || ir_type_equal(v->type, t))
		return;
	v->type = t;
	if (v->id < m->n_changed)
		m->changed[v->id] = 1;
}

static bool uses_changed(struct expr *e, void *ctx)
{
	struct itm *m = ctx;
	if (e && e->kind == EX_VAR && e->u.var->id < m->n_changed && m->changed[e->u.var->id])
		m->failed = true; /* borrowed as a flag; reset by the caller */
	return true;
}

static bool refs_changed(struct itm *m, struct expr *call)
{
	bool saved = m->failed;
	m->failed = false;
	ir_walk_expr(call, uses_changed, m);
	bool r = m->failed;
	m->failed = saved;
	return r;
}

/* Moves operands the op does not accept in their space into the first space
 * it does accept.  Returns the call to use (a copy when an operand moved). */
static struct expr *legalize(struct itm *m, struct expr *call, struct stmt_buf *out,
			     struct span sp)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	struct expr *c = call;
	for (uint32_t i = 0; i < call->u.call.args.n && i < so->n_operands; i++) {
		struct expr *x = call->u.call.args.v[i];
		const struct type *t = ir_expr_type(x);
		uint32_t ok = so->operands[i].mem;
		if (t->kind != TY_TILE || t->mem >= MS_COUNT || !ok || (ok & (1u << t->mem)))
			continue;
		int to = __builtin_ctz(ok);
		struct expr *args[1] = {x};
		struct expr *mv = ir_new_call(m->a, m->op_move, (struct expr_list){1, args}, sp);
		ir_call_set_kwarg_int(mv, "target_memory", to);
		/* land in the target space's own (implicit) layout, not the
		 * source's: the move is the layout conversion too */
		struct tile_view want = ir_tile_view_implicit(t->shape, (enum memspace)to);
		struct tile_view have = ir_tile_view_effective(t);
		if (want.blayout != have.blayout || want.slayout != have.slayout) {
			ir_call_set_kwarg_int(mv, "blayout", want.blayout);
			ir_call_set_kwarg_int(mv, "slayout", want.slayout);
		}
		if (!tc_deduce_call(m->a, mv)) {
			m->failed = true;
			return call;
		}
		char base[160], lower[32];
		snprintf(lower, sizeof lower, "%s", memspace_names[to]);
		for (char *q = lower; *q; q++)
			*q = (char)tolower((unsigned char)*q);
		snprintf(base, sizeof base, "%s_%s", x->kind == EX_VAR ? x->u.var->name : "operand",
			 lower);
		struct var *v = ir_new_var(m->p, pu_fresh_name(&m->names, base), VAR_LOCAL,
					   mv->type, sp);
		ir_sb_push(out, ir_new_assign(m->a, v, mv, sp));
		if (c == call) {
			c = ARENA_NEW(m->a, struct expr);
			*c = *call;
			c->u.call.args = ir_expr_list_copy(m->a, call->u.call.args);
		}
		c->u.call.args.v[i] = ir_new_var_ref(m->a, v, x->span);
	}
	return c;
}

static void do_call_stmt(struct itm *m, struct stmt *s, struct stmt_buf *out)
{
	struct expr **slot = s->kind == ST_ASSIGN ? &s->u.assign.value : &s->u.eval.value;
	struct expr *call = *slot;
	struct expr *c = legalize(m, call, out, s->span);
	const struct type *t = ir_expr_type(c);
	if (c != call || refs_changed(m, c) || (t->kind == TY_TILE && t->mem == MS_COUNT)) {
		if (!tc_deduce_call(m->a, c))
			m->failed = true;
		t = ir_expr_type(c);
	}
	if (t->kind == TY_TILE && t->mem == MS_COUNT) {
		/* no rule gives a space: the move op's default space (Vec) */
		c->type = t = with_mem(m, t, spec_ops[m->op_move].out_space);
	}
	*slot = c;
	if (s->kind == ST_ASSIGN && t->kind == TY_TILE) {
		struct var *v = s->u.assign.var;
		if (v->type->kind != TY_TILE || v->type->mem != t->mem)
			set_type(m, v, v->type->kind == TY_TILE && v->type->view ? with_mem(m, v->type, t->mem)
										: t);
	}
}

static void carry(struct itm *m, struct var *to, const struct type *from)
{
	if (to->type->kind == TY_TILE && from->kind == TY_TILE && to->type->mem != from->mem &&
	    from->mem < MS_COUNT)
		set_type(m, to, with_mem(m, to->type, from->mem));
}

static void do_list(struct itm *m, struct stmt_list *l);

static void yield_carry(struct itm *m, struct stmt_list body, uint32_t n, struct var **rets)
{
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD)
		return;
	struct stmt *y = body.v[body.n - 1];
	for (uint32_t i = 0; i < n && i < y->u.ret.values.n; i++)
		carry(m, rets[i], ir_expr_type(y->u.ret.values.v[i]));
}

static void do_stmt(struct itm *m, struct stmt *s, struct stmt_buf *out)
{
	switch (s->kind) {
	case ST_ASSIGN:
	case ST_EVAL: {
		struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value;
		if (v && v->kind == EX_CALL)
			do_call_stmt(m, s, out);
		break;
	}
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			carry(m, s->u.loop.iter[i].var, ir_expr_type(s->u.loop.iter[i].init));
		do_list(m, &s->u.loop.body);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			carry(m, s->u.loop.return_vars[i], s->u.loop.iter[i].var->type);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			carry(m, s->u.wloop.iter[i].var, ir_expr_type(s->u.wloop.iter[i].init));
		do_list(m, &s->u.wloop.body);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			carry(m, s->u.wloop.return_vars[i], s->u.wloop.iter[i].var->type);
		break;
	case ST_IF:
		do_list(m, &s->u.cond.then_body);
		do_list(m, &s->u.cond.else_body);
		yield_carry(m, s->u.cond.then_body, s->u.cond.n_ret, s->u.cond.return_vars);
		break;
	case ST_SCOPE:
		do_list(m, &s->u.scope.body);
		break;
	default:
		break;
	}
	ir_sb_push(out, s);
}

static void do_list(struct itm *m, struct stmt_list *l)
{
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < l->n; i++)
		do_stmt(m, l->v[i], &b);
	*l = ir_sb_finish(m->a, &b);
	ir_sb_free(&b);
}

bool pass_infer_tile_memory_space(struct pass_ctx *ctx, struct program *p)
{
	struct itm m = {.p = p, .a = p->arena, .op_move = pu_op_by_rule(TR_move, OK_tile)};
	m.n_changed = p->n_vars;
	m.changed = xcalloc(p->n_vars + 1, 1);
	for (uint32_t f = 0; f < p->n_funcs && !m.failed; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		pu_names_init(&m.names, fn);
		do_list(&m, &fn->body);
		pu_names_free(&m.names);
	}
	free(m.changed);
	return !m.failed;
}
