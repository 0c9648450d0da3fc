/* MaterializeRuntimeScopes: makes the runtime scopes of orchestration functions explicit.
 * The body of every for loop and both branches of every if get an AUTO scope (`with
 * pl.scope():`, codegen's PTO2_SCOPE()) unless they are one already, except inside a
 * MANUAL scope (the runtime forbids an AUTO scope nested in a MANUAL one); then the whole
 * function body gets one, and the function is marked auto_scope=False (scopes are now
 * placed; a second run changes nothing).  A function written with auto_scope=False
 * placed its scopes itself and is left alone; one carrying the function attr
 * __compiler_auto_manual_layer_candidate=True becomes one MANUAL scope instead.
 * requires: SplitIncoreOrch, CallDirectionsResolved
 * produces: RuntimeScopesMaterialized */
#include <string.h>

#include "argdir.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

#define LAYER_ATTR "__compiler_auto_manual_layer_candidate"

static bool auto_scope_body(struct stmt_list l)
{
	return l.n == 1 && ad_runtime_scope(l.v[0]) && !ad_manual_scope(l.v[0]);
}

static struct stmt_list wrap(struct arena *a, struct stmt_list body, bool manual)
{
	struct stmt *s = ir_new_stmt(a, ST_SCOPE, body.v[0]->span);
	s->u.scope.kind = SC_SCOPE;
	s->u.scope.body = body;
	if (manual) {
		struct attr *kw = ARENA_ARRAY(a, struct attr, 1);
		kw[0] = (struct attr){intern_cstr("mode"),
				      ir_new_symbol(a, intern_cstr("pl.ScopeMode.MANUAL"), s->span)};
		s->u.scope.kw = (struct attr_list){1, kw};
	}
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, 1);
	v[0] = s;
	return (struct stmt_list){1, v};
}

static void wrap_if_needed(struct arena *a, struct stmt_list *l)
{
	if (l->n && !auto_scope_body(*l))
		*l = wrap(a, *l, false);
}

/* Inserts the AUTO scopes of for bodies and if branches under `l`; `manual` counts the
 * enclosing MANUAL scopes. */
static void insert(struct arena *a, struct stmt_list l, int manual)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_SCOPE:
			insert(a, s->u.scope.body, manual + ad_manual_scope(s));
			break;
		case ST_FOR:
			insert(a, s->u.loop.body, manual);
			if (!manual)
				wrap_if_needed(a, &s->u.loop.body);
			break;
		case ST_WHILE:
			insert(a, s->u.wloop.body, manual);
			break;
		case ST_IF:
			insert(a, s->u.cond.then_body, manual);
			insert(a, s->u.cond.else_body, manual);
			if (!manual) {
				wrap_if_needed(a, &s->u.cond.then_body);
				if (s->u.cond.has_else)
					wrap_if_needed(a, &s->u.cond.else_body);
			}
			break;
		default:
			break;
		}
	}
}

bool pass_materialize_runtime_scopes(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (fn->kind != FK_Orchestration || fn->auto_scope_false || fn->abstract || !fn->body.n)
			continue;
		const struct expr *layer = ad_attr(fn->attrs, LAYER_ATTR);
		bool manual_layer = layer && layer->kind == EX_BOOL && layer->u.b;
		if (manual_layer)
			fn->body = wrap(p->arena, fn->body, true);
		else {
			insert(p->arena, fn->body, 0);
			wrap_if_needed(p->arena, &fn->body);
		}
		fn->attrs = ad_attr_remove(p->arena, fn->attrs, LAYER_ATTR);
		fn->auto_scope_false = true;
	}
	return true;
}
