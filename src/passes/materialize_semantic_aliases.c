/* MaterializeSemanticAliases: puts the tiles that must be one buffer on one MemRef: loop-carried
 * tiles (init, iter arg, yielded value, return var), if results (both yields, return var) and
 * in-place results (`reuses_input`).  requires: SplitIncoreOrch, IncoreTileOps, HasMemRefs,
 * TileOps2D, NormalizedStmtStructure.  produces: NormalizedStmtStructure */
#include <stdlib.h>

#include "memplan_util.h"
#include "pass.h"
#include "util.h"

/* Union-find over buffer identities; the root of a class is its earliest
 * defined identity, so the surviving buffer is the one allocated first. */
struct msa {
	struct mp_lifetimes lt;
	uint32_t *parent;
};

static uint32_t find(struct msa *m, uint32_t i)
{
	while (m->parent[i] != i) {
		m->parent[i] = m->parent[m->parent[i]];
		i = m->parent[i];
	}
	return i;
}

static int ident_of_var(struct msa *m, const struct var *v)
{
	return v && v->id < m->lt.n_vars ? m->lt.var_ident[v->id] : -1;
}

static int ident_of_expr(struct msa *m, const struct expr *e)
{
	return e && e->kind == EX_VAR ? ident_of_var(m, e->u.var) : -1;
}

static void unite(struct msa *m, int a, int b)
{
	if (a < 0 || b < 0)
		return;
	uint32_t x = find(m, (uint32_t)a), y = find(m, (uint32_t)b);
	if (x == y || m->lt.v[x].space != m->lt.v[y].space)
		return;
	if (x < y)
		m->parent[y] = x;
	else
		m->parent[x] = y;
}

static const struct expr *yielded(struct stmt_list body, uint32_t i)
{
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD)
		return NULL;
	struct expr_list vals = body.v[body.n - 1]->u.ret.values;
	return i < vals.n ? vals.v[i] : NULL;
}

static void carried(struct msa *m, uint32_t n, struct iter_arg *it, struct var **rets,
		    struct stmt_list body)
{
	for (uint32_t i = 0; i < n; i++) {
		int a = ident_of_var(m, it[i].var);
		unite(m, a, ident_of_expr(m, it[i].init));
		unite(m, a, ident_of_expr(m, yielded(body, i)));
		unite(m, a, ident_of_var(m, rets[i]));
	}
}

static bool visit(struct stmt *s, void *ctx)
{
	struct msa *m = ctx;
	switch (s->kind) {
	case ST_FOR:
		carried(m, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars, s->u.loop.body);
		break;
	case ST_WHILE:
		carried(m, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			s->u.wloop.body);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			int r = ident_of_var(m, s->u.cond.return_vars[i]);
			unite(m, r, ident_of_expr(m, yielded(s->u.cond.then_body, i)));
			unite(m, r, ident_of_expr(m, yielded(s->u.cond.else_body, i)));
		}
		break;
	case ST_ASSIGN: {
		const struct expr *v = s->u.assign.value;
		if (v && v->kind == EX_CALL) {
			int k = spec_ops[v->u.call.op].reuses_input;
			if (k >= 0 && (uint32_t)k < v->u.call.args.n)
				unite(m, ident_of_var(m, s->u.assign.var),
				      ident_of_expr(m, v->u.call.args.v[k]));
		}
		break;
	}
	default:
		break;
	}
	return true;
}

struct retarget {
	struct msa *m;
	struct arena *a;
};

static void retarget_var(struct var *v, void *ctx)
{
	struct retarget *r = ctx;
	int id = ident_of_var(r->m, v);
	if (id < 0)
		return;
	uint32_t root = find(r->m, (uint32_t)id);
	struct memref *mr = r->m->lt.v[root].mr;
	if (v->type->memref != mr)
		v->type = mp_with_memref(r->a, v->type, mr);
}

static void run_function(struct program *p, struct function *f)
{
	struct msa m;
	mp_lifetimes_compute(p, f, &m.lt);
	m.parent = xmalloc((m.lt.n ? m.lt.n : 1) * sizeof *m.parent);
	for (uint32_t i = 0; i < m.lt.n; i++)
		m.parent[i] = i;
	ir_walk_stmts(f->body, visit, &m);
	struct retarget r = {&m, p->arena};
	mp_each_def(f, retarget_var, &r);
	mp_prune_allocs(p, f);
	free(m.parent);
	mp_lifetimes_free(&m.lt);
}

bool pass_materialize_semantic_aliases(struct pass_ctx *ctx, struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (!f->abstract && mp_is_incore(f))
			run_function(p, f);
	}
	return true;
}
