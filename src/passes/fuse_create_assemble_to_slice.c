/* FuseCreateAssembleToSlice: in an orchestration function, a tensor.create whose buffer (through
 * the calls that write it and var copies) is assembled into a target exactly once becomes a
 * tensor.slice view of that target at the assemble's offsets, and the assemble goes; a loop iter
 * arg whose yield, so rewritten, becomes the iter arg itself is dropped (uses read its init).
 * requires: SplitIncoreOrch
 * produces: (nothing)  invalidates: (nothing)
 *
 * Buffer roots as the reference tracks them: a create or slice result is its own root, an
 * assemble result has its target's root, a program-function call's result has the root of the
 * argument its callee returns (return lineage), a copy or loop carry the root of its source.
 * A create with an init_value is not fused: the view would lose its fill; nor one of another
 * dtype than its target (a view has the target's).
 * Only a create whose shape has the offsets' rank is fused (the reference pads a lower-rank
 * shape with leading 1s; that case is left unchanged here).  Every map is by var id: linear. */
#include <stdlib.h>

#include "clone.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "return_lineage.h"
#include "util.h"

struct fuse {
	struct program *p;
	struct rl_ctx *rl;
	unsigned op_create, op_slice, op_assemble;
	struct var **root;     /* by var id: buffer root or NULL */
	struct stmt **asm_of;  /* by create var id: its single assemble */
	uint32_t *n_asm;       /* by create var id: assembles seen; creates get 1 + count */
	uint32_t *pos;         /* by var id: definition order (0: parameter) */
	uint32_t n_pos;
	struct expr **subst;   /* by var id: replacement of a use */
	struct var **substituted; /* the vars subst holds, n_sub of them */
	uint32_t n_sub;
};

static void set_subst(struct fuse *F, struct var *v, struct expr *e)
{
	if (!F->subst[v->id])
		F->substituted[F->n_sub++] = v;
	F->subst[v->id] = e;
}

static void note_def(struct var *v, struct stmt *s, void *ctx)
{
	struct fuse *F = ctx;
	(void)s;
	F->pos[v->id] = ++F->n_pos;
}

static struct var *root_of(const struct fuse *F, const struct expr *e)
{
	return e && e->kind == EX_VAR ? F->root[e->u.var->id] : NULL;
}

/* The root of a call of a program function: the argument its single result writes back. */
static struct var *fcall_root(struct fuse *F, const struct expr *c)
{
	const struct function *g = c->u.fcall.callee;
	uint32_t n = 0;
	if (!g || g->n_rets != 1)
		return NULL;
	const int32_t *rp = rl_returned_params(F->rl, g, &n);
	if (n != 1 || rp[0] < 0 || (uint32_t)rp[0] >= c->u.fcall.args.n)
		return NULL;
	uint8_t dir = g->params[rp[0]].dir;
	if (dir != DIR_OUT && dir != DIR_INOUT)
		return NULL;
	return root_of(F, c->u.fcall.args.v[rp[0]]);
}

static void collect(struct fuse *F, struct stmt_list l);

static void collect_assign(struct fuse *F, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	if (!e)
		return;
	if (e->kind == EX_VAR) {
		F->root[v->id] = F->root[e->u.var->id];
	} else if (e->kind == EX_FCALL) {
		F->root[v->id] = fcall_root(F, e);
	} else if (e->kind == EX_CALL && e->u.call.op == F->op_create) {
		F->root[v->id] = v;
		/* a create that fills its buffer (init_value) is never a view of the target: the
		 * fill would be lost (the reference fuses it regardless and drops the fill) */
		const struct kwval *iv = ir_call_kwarg(e, "init_value");
		F->n_asm[v->id] = iv && iv->present ? 0 : 1;
	} else if (e->kind == EX_CALL && e->u.call.op == F->op_slice) {
		F->root[v->id] = v;
	} else if (e->kind == EX_CALL && e->u.call.op == F->op_assemble && e->u.call.args.n == 3) {
		F->root[v->id] = root_of(F, e->u.call.args.v[0]);
		struct var *src = root_of(F, e->u.call.args.v[1]);
		struct expr *dst = e->u.call.args.v[0];
		/* the view is made where the create was: its target must exist there */
		bool early = dst->kind == EX_VAR && src && F->pos[dst->u.var->id] < F->pos[src->id];
		/* a view has the target's dtype: a create of another one stays a buffer of its own */
		bool same_dt = src && src->type->dtype == ir_expr_type(dst)->dtype;
		if (src && F->n_asm[src->id] && e->u.call.args.v[2]->kind == EX_LIST && early && same_dt) {
			F->n_asm[src->id]++;
			F->asm_of[src->id] = s;
		} else if (src && F->n_asm[src->id]) {
			F->n_asm[src->id] = 3; /* assembled in a way not fused: never fuse */
		}
	}
}

/* Roots in statement order (SSA: a def precedes its uses). */
static void collect(struct fuse *F, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		pu_stmt_defs(s, note_def, F);
		switch (s->kind) {
		case ST_ASSIGN:
			collect_assign(F, s);
			break;
		case ST_FOR:
			for (uint32_t k = 0; k < s->u.loop.n_iter; k++) {
				struct var *r = root_of(F, s->u.loop.iter[k].init);
				F->root[s->u.loop.iter[k].var->id] = r;
				F->root[s->u.loop.return_vars[k]->id] = r;
			}
			collect(F, s->u.loop.body);
			break;
		case ST_WHILE:
			collect(F, s->u.wloop.body);
			break;
		case ST_IF:
			collect(F, s->u.cond.then_body);
			collect(F, s->u.cond.else_body);
			break;
		case ST_SCOPE:
			collect(F, s->u.scope.body);
			break;
		default:
			break;
		}
	}
}

/* The create var whose fusion s (a create or an assemble) takes part in, or NULL. */
static struct var *fused_root(const struct fuse *F, const struct stmt *s)
{
	if (s->kind != ST_ASSIGN || !s->u.assign.value || s->u.assign.value->kind != EX_CALL)
		return NULL;
	const struct expr *e = s->u.assign.value;
	struct var *r = NULL;
	if (e->u.call.op == F->op_create)
		r = s->u.assign.var;
	else if (e->u.call.op == F->op_assemble && e->u.call.args.n == 3)
		r = root_of(F, e->u.call.args.v[1]);
	if (!r || F->n_asm[r->id] != 2)
		return NULL;
	const struct stmt *a = F->asm_of[r->id];
	const struct type *t = r->type;
	const struct expr *off = a->u.assign.value->u.call.args.v[2];
	if (t->kind != TY_TENSOR || t->shape.n != off->u.list.n)
		return NULL;
	return r;
}

/* The var a use of v finally reads (substitutions followed, paths compressed). */
static struct expr *resolve(struct fuse *F, struct expr *e)
{
	struct expr *x = e;
	uint32_t guard = 0;
	while (x->kind == EX_VAR && F->subst[x->u.var->id]) {
		x = F->subst[x->u.var->id];
		if (++guard > F->p->n_vars)
			die("fuse_create_assemble_to_slice: substitution cycle");
	}
	if (e->kind == EX_VAR && x != e && F->subst[e->u.var->id])
		F->subst[e->u.var->id] = x;
	return x;
}

static void rewrite(struct fuse *F, struct stmt_list *l);

/* Drops the iter args whose yield now reads the iter arg itself. */
static void strip_loop(struct fuse *F, struct stmt *s)
{
	struct stmt_list *b = &s->u.loop.body;
	if (!s->u.loop.n_iter || !b->n || b->v[b->n - 1]->kind != ST_YIELD)
		return;
	struct stmt *y = b->v[b->n - 1];
	uint32_t k = 0;
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		struct iter_arg ia = s->u.loop.iter[i];
		/* only a yield the fusion rewrote: other loops stay as written */
		struct expr *y0 = y->u.ret.values.v[i];
		struct expr *yv = resolve(F, y0);
		if (yv != y0 && yv->kind == EX_VAR && yv->u.var == ia.var) {
			set_subst(F, ia.var, ia.init);
			set_subst(F, s->u.loop.return_vars[i], ia.init);
			continue;
		}
		s->u.loop.iter[k] = ia;
		s->u.loop.return_vars[k] = s->u.loop.return_vars[i];
		y->u.ret.values.v[k] = y->u.ret.values.v[i];
		k++;
	}
	s->u.loop.n_iter = k;
	y->u.ret.values.n = k;
	if (!k)
		b->n--;
}

static void rewrite(struct fuse *F, struct stmt_list *l)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		struct var *r = fused_root(F, s);
		if (r && s->u.assign.var != r) { /* the assemble: its result is its target */
			set_subst(F, s->u.assign.var, s->u.assign.value->u.call.args.v[0]);
			continue;
		}
		if (r) { /* the create: a view of the target at the offsets */
			struct expr *a = F->asm_of[r->id]->u.assign.value;
			struct expr *shape = s->u.assign.value->u.call.args.v[0];
			struct expr *args[3] = {a->u.call.args.v[0], shape, a->u.call.args.v[2]};
			s->u.assign.value = ir_new_call(F->p->arena, F->op_slice,
							(struct expr_list){3, args}, s->span);
			/* the view has the created buffer's type, as the printed
			 * assignment parses back */
			s->u.assign.value->type = s->u.assign.var->type;
		} else if (s->kind == ST_FOR) {
			rewrite(F, &s->u.loop.body);
			strip_loop(F, s);
		} else if (s->kind == ST_WHILE) {
			rewrite(F, &s->u.wloop.body);
		} else if (s->kind == ST_IF) {
			rewrite(F, &s->u.cond.then_body);
			rewrite(F, &s->u.cond.else_body);
		} else if (s->kind == ST_SCOPE) {
			rewrite(F, &s->u.scope.body);
		}
		l->v[k++] = s;
	}
	l->n = k;
}

static void fuse_function(struct fuse *F, struct function *f)
{
	F->n_pos = 0;
	F->n_sub = 0;
	collect(F, f->body);
	rewrite(F, &f->body);
	if (!F->n_sub)
		return;
	struct cl_map m;
	cl_init(&m, F->p);
	for (uint32_t i = 0; i < F->n_sub; i++) {
		struct var *v = F->substituted[i];
		cl_set_use(&m, v, resolve(F, F->subst[v->id]));
	}
	f->body = cl_stmts(&m, f->body);
	cl_free(&m);
}

bool pass_fuse_create_assemble_to_slice(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	uint32_t n = p->n_vars;
	struct fuse F = {
		.p = p,
		.op_create = pu_op_by_rule(TR_tensor_create, OK_shape),
		.op_slice = pu_op_by_rule(TR_slice, OK_tensor),
		.op_assemble = pu_op_by_rule(TR_assemble, OK_tensor),
	};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract || f->kind != FK_Orchestration)
			continue;
		if (!F.rl) {
			F.rl = rl_new(p);
			F.root = xcalloc(n ? n : 1, sizeof *F.root);
			F.asm_of = xcalloc(n ? n : 1, sizeof *F.asm_of);
			F.n_asm = xcalloc(n ? n : 1, sizeof *F.n_asm);
			F.pos = xcalloc(n ? n : 1, sizeof *F.pos);
			F.subst = xcalloc(n ? n : 1, sizeof *F.subst);
			F.substituted = xcalloc(n ? n : 1, sizeof *F.substituted);
		}
		fuse_function(&F, f);
	}
	if (F.rl) {
		rl_free(F.rl);
		free(F.root);
		free(F.asm_of);
		free(F.n_asm);
		free(F.pos);
		free(F.subst);
		free(F.substituted);
	}
	return true;
}
