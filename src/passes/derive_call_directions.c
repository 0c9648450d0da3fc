/* DeriveCallDirections: writes attrs["arg_directions"] on every call of a program
 * function, in every function.  A scalar argument is `scalar`; a tensor argument follows
 * the callee's effective parameter direction (argdir.h): In -> `input`, InOut -> `inout`,
 * Out -> `output_existing`, promoted to `inout` when the write must chain after an
 * earlier one: inside a sequential loop (unless the callee stores into that parameter only
 * at offsets computed from other parameters whose arguments vary with the loop), when an
 * earlier statement of the enclosing blocks already wrote the same buffer, or when the
 * buffer is a parameter of the caller declared InOut.  Buffers are traced to their roots
 * (parameters, tensor.create, tensor.slice) through copies, loop carries, tensor.assemble
 * and the outputs of earlier calls.  Directions already written are kept; the indices of
 * attrs["arg_direction_overrides"] become `no_dep`.
 * requires: SplitIncoreOrch
 * produces: CallDirectionsResolved */
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "pass.h"
#include "passes.h"
#include "util.h"

/* Per callee parameter: the parameters whose arguments decide where the callee stores into
 * it (the disjoint-store exception of the sequential-loop rule). */
struct store_params {
	bool done;
	uint32_t n;
	uint32_t *idx; /* NULL when the callee does not qualify */
};

struct dcd {
	struct program *p;
	struct ad_ctx *ad;
	const struct function *fn;
	struct var **root;           /* [n_vars] buffer root of each tensor var, or NULL */
	struct var ***tuple_roots;   /* [n_vars] output roots of tuple-valued calls */
	uint32_t *tuple_n;           /* [n_vars] */
	uint8_t *seen;               /* [n_vars]: roots written by an earlier writer unit */
	uint32_t *undo;              /* roots set in `seen`, in order */
	uint32_t n_undo, cap_undo;
	uint8_t *seq_loop_var;       /* [n_vars]: loop var of an enclosing sequential loop */
	int seq_depth;
	struct store_params **stores; /* [n_funcs][n_params], lazily */
	uint8_t *inout_param;        /* [n_vars]: a param of fn declared InOut */
	uint8_t *alias;              /* [n_vars] scratch of store scans, kept zero */
	int32_t *pidx;               /* [n_vars] scratch: param index, kept -1 */
	bool failed;
};

static struct var *root_of(const struct dcd *d, const struct expr *e)
{
	return e && e->kind == EX_VAR ? d->root[e->u.var->id] : NULL;
}

static void see(struct dcd *d, uint32_t id)
{
	if (d->seen[id])
		return;
	d->seen[id] = 1;
	if (d->n_undo == d->cap_undo) {
		d->cap_undo = d->cap_undo ? 2 * d->cap_undo : 64;
		d->undo = xrealloc(d->undo, sizeof *d->undo * d->cap_undo);
	}
	d->undo[d->n_undo++] = id;
}

/* ---- the disjoint-store exception ----------------------------------------------- */

struct store_scan {
	const struct function *f;
	uint8_t *alias;    /* [n_vars]: the Out param and what stores into it return */
	int32_t *pidx;     /* [n_vars]: index of each param of f, else -1 */
	uint32_t *set;     /* alias entries set, to clear */
	uint32_t n_set, cap_set;
	uint32_t *params;  /* [n_params]: how many stores' offsets name each param */
	uint8_t *here;     /* [n_params]: scratch for one store */
	uint32_t n_stores;
	bool all_variable;
};

static void alias_add(struct store_scan *s, const struct var *v)
{
	if (s->alias[v->id])
		return;
	s->alias[v->id] = 1;
	if (s->n_set == s->cap_set) {
		s->cap_set = s->cap_set ? 2 * s->cap_set : 16;
		s->set = xrealloc(s->set, sizeof *s->set * s->cap_set);
	}
	s->set[s->n_set++] = v->id;
}

static bool mark_params(struct expr *e, void *ctx)
{
	struct store_scan *s = ctx;
	if (e->kind == EX_VAR && s->pidx[e->u.var->id] >= 0)
		s->here[s->pidx[e->u.var->id]] = 1;
	return true;
}

static bool scan_store(struct stmt *st, void *ctx)
{
	struct store_scan *s = ctx;
	if (st->kind != ST_ASSIGN || st->u.assign.value->kind != EX_CALL)
		return true;
	struct expr *c = st->u.assign.value;
	const struct spec_op *op = &spec_ops[c->u.call.op];
	struct expr_list a = c->u.call.args;
	if (op->type_rule.kind == TR_store && a.n >= 3 && a.v[2]->kind == EX_VAR &&
	    s->alias[a.v[2]->u.var->id]) {
		alias_add(s, st->u.assign.var);
		memset(s->here, 0, s->f->n_params + 1);
		ir_walk_expr(a.v[1], mark_params, s);
		bool any = false;
		for (uint32_t i = 0; i < s->f->n_params; i++)
			if (s->here[i] && !s->alias[s->f->params[i].var->id]) {
				any = true;
				s->params[i]++;
			}
		if (!any)
			s->all_variable = false;
		s->n_stores++;
	} else if (op->type_rule.kind == TR_assemble && !strcmp(op->op_category, "TensorOp") && a.n &&
		   a.v[0]->kind == EX_VAR && s->alias[a.v[0]->u.var->id]) {
		alias_add(s, st->u.assign.var);
	}
	return true;
}

/* The parameters of `callee` every store into Out parameter k takes its offset from
 * (the intersection over the stores), when there is at least one store and each offset
 * names another parameter. */
static struct store_params *store_params(struct dcd *d, const struct function *callee, uint32_t k)
{
	uint32_t fi = ad_index(d->ad, callee);
	if (!d->stores[fi])
		d->stores[fi] = xcalloc(callee->n_params + 1, sizeof **d->stores);
	struct store_params *sp = &d->stores[fi][k];
	if (sp->done)
		return sp;
	sp->done = true;
	if (callee->kind == FK_Group || callee->kind == FK_Spmd || callee->abstract)
		return sp;
	struct store_scan s = {.f = callee, .alias = d->alias, .pidx = d->pidx, .all_variable = true};
	s.params = xcalloc(callee->n_params + 1, sizeof *s.params);
	s.here = xcalloc(callee->n_params + 1, 1);
	for (uint32_t i = 0; i < callee->n_params; i++)
		d->pidx[callee->params[i].var->id] = (int32_t)i;
	alias_add(&s, callee->params[k].var);
	ir_walk_stmts(callee->body, scan_store, &s);
	for (uint32_t i = 0; i < callee->n_params; i++)
		d->pidx[callee->params[i].var->id] = -1;
	for (uint32_t i = 0; i < s.n_set; i++)
		d->alias[s.set[i]] = 0;
	free(s.set);
	if (s.n_stores && s.all_variable) {
		sp->idx = xcalloc(callee->n_params + 1, sizeof *sp->idx);
		for (uint32_t i = 0; i < callee->n_params; i++)
			if (i != k && s.params[i] == s.n_stores)
				sp->idx[sp->n++] = i;
	}
	free(s.params);
	free(s.here);
	return sp;
}

static bool names_seq_loop_var(struct expr *e, void *ctx)
{
	struct dcd *d = ctx;
	if (e->kind == EX_VAR && d->seq_loop_var[e->u.var->id])
		d->failed = true; /* reused as a found flag by the caller */
	return true;
}

static bool disjoint_writes(struct dcd *d, const struct expr *call, const struct function *callee,
			    uint32_t k)
{
	struct store_params *sp = store_params(d, callee, k);
	bool saved = d->failed, found = false;
	for (uint32_t j = 0; j < sp->n && !found; j++) {
		if (sp->idx[j] >= call->u.fcall.args.n)
			continue;
		d->failed = false;
		ir_walk_expr(call->u.fcall.args.v[sp->idx[j]], names_seq_loop_var, d);
		found = d->failed;
	}
	d->failed = saved;
	return found;
}

/* ---- one call --------------------------------------------------------------------- */

static void set_overrides(struct dcd *d, struct expr *call, uint8_t *dirs)
{
	const struct expr *ov = ad_attr(call->u.fcall.attrs, "arg_direction_overrides");
	if (!ov)
		return;
	if (ov->kind != EX_LIST) {
		diag_error(ov->span, "arg_direction_overrides must be a list of argument indices");
		d->failed = true;
		return;
	}
	for (uint32_t i = 0; i < ov->u.list.n; i++) {
		const struct expr *x = ov->u.list.v[i];
		if (x->kind != EX_INT || x->u.i < 0 || (uint64_t)x->u.i >= call->u.fcall.args.n) {
			diag_error(x->span, "arg_direction_overrides: not an argument index of this "
				   "call of '%s' (it has %u arguments)", call->u.fcall.name,
				   call->u.fcall.args.n);
			d->failed = true;
			return;
		}
		dirs[x->u.i] = AD_NO_DEP;
	}
}

/* Computes and writes the directions of `call`; `first` tells whether the prior-writer
 * analysis saw the call (a top-level call of its statement). */
static void direct_call(struct dcd *d, struct expr *call, bool first)
{
	const struct function *g = call->u.fcall.callee;
	struct expr_list a = call->u.fcall.args;
	if (!g || g->n_params != a.n || ad_attr(call->u.fcall.attrs, "arg_directions"))
		return;
	const uint8_t *eff = ad_effective(d->ad, g);
	uint8_t *dirs = xcalloc(a.n + 1, 1);
	for (uint32_t i = 0; i < a.n; i++) {
		if (!ad_tensor_typed(ir_expr_type(a.v[i]))) {
			dirs[i] = AD_SCALAR;
			continue;
		}
		if (eff[i] == DIR_IN) {
			dirs[i] = AD_INPUT;
			continue;
		}
		if (eff[i] == DIR_INOUT) {
			dirs[i] = AD_INOUT;
			continue;
		}
		struct var *r = root_of(d, a.v[i]);
		if (d->seq_depth > 0 && !disjoint_writes(d, call, g, i))
			dirs[i] = AD_INOUT;
		else if (r && !(first && !d->seen[r->id]))
			dirs[i] = AD_INOUT; /* an earlier writer unit wrote the buffer */
		else if (r && d->inout_param[r->id])
			dirs[i] = AD_INOUT;
		else
			dirs[i] = AD_OUTPUT_EXISTING;
	}
	set_overrides(d, call, dirs);
	if (a.n)
		ad_set(d->p->arena, call, dirs, a.n);
	free(dirs);
}

/* The roots the call writes: for each Out/InOut parameter (effective directions), the
 * root of its argument.  `fn` is called on each. */
static void written_roots(struct dcd *d, const struct expr *call, void (*fn)(struct dcd *, struct var *))
{
	const struct function *g = call->u.fcall.callee;
	if (!g)
		return;
	const uint8_t *eff = ad_effective(d->ad, g);
	for (uint32_t i = 0; i < call->u.fcall.args.n && i < g->n_params; i++) {
		struct var *r = eff[i] == DIR_IN ? NULL : root_of(d, call->u.fcall.args.v[i]);
		if (r)
			fn(d, r);
	}
}

static void see_root(struct dcd *d, struct var *r)
{
	see(d, r->id);
}

/* Nested calls of program functions (not seen by the prior-writer analysis). */
static bool direct_nested(struct expr *e, void *ctx)
{
	struct dcd *d = ctx;
	if (e->kind == EX_FCALL)
		direct_call(d, e, false);
	return true;
}

/* A top-level call: its nested calls, itself, then its writes become prior writes. */
static void top_call(struct dcd *d, struct expr *call)
{
	for (uint32_t i = 0; i < call->u.fcall.args.n; i++)
		ir_walk_expr(call->u.fcall.args.v[i], direct_nested, d);
	direct_call(d, call, true);
	written_roots(d, call, see_root);
}

/* The roots of the outputs of a call, by the callee's declared directions (the
 * reference's BufferRootCollector). */
static void output_roots(struct dcd *d, struct var *v, const struct expr *call)
{
	const struct function *g = call->u.fcall.callee;
	if (!g)
		return;
	uint32_t n = 0;
	struct var **roots = ARENA_ARRAY(d->p->arena, struct var *, g->n_params + 1);
	for (uint32_t i = 0; i < g->n_params && i < call->u.fcall.args.n; i++)
		if (g->params[i].dir != DIR_IN)
			roots[n++] = root_of(d, call->u.fcall.args.v[i]);
	if (ir_expr_type(call)->kind == TY_TUPLE) {
		d->tuple_roots[v->id] = roots;
		d->tuple_n[v->id] = n;
	} else if (n && roots[0]) {
		d->root[v->id] = roots[0];
	}
}

static void assign_roots(struct dcd *d, struct var *v, struct expr *e)
{
	switch (e->kind) {
	case EX_CALL: {
		const struct spec_op *op = &spec_ops[e->u.call.op];
		bool tensor_op = strcmp(op->op_category, "TensorOp") == 0;
		if (op->type_rule.kind == TR_tensor_create || (tensor_op && op->type_rule.kind == TR_slice))
			d->root[v->id] = v;
		else if (tensor_op && op->type_rule.kind == TR_assemble && e->u.call.args.n == 3 &&
			 root_of(d, e->u.call.args.v[0]))
			d->root[v->id] = root_of(d, e->u.call.args.v[0]);
		break;
	}
	case EX_FCALL:
		output_roots(d, v, e);
		break;
	case EX_GETITEM: {
		const struct expr *t = e->u.get.x;
		if (t->kind == EX_VAR && d->tuple_roots[t->u.var->id] &&
		    e->u.get.index < d->tuple_n[t->u.var->id])
			d->root[v->id] = d->tuple_roots[t->u.var->id][e->u.get.index];
		break;
	}
	case EX_VAR:
		if (d->root[e->u.var->id])
			d->root[v->id] = d->root[e->u.var->id];
		break;
	default:
		break;
	}
}

static void carry_roots(struct dcd *d, uint32_t n, struct iter_arg *it, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		struct var *r = root_of(d, it[i].init);
		if (!r)
			continue;
		d->root[it[i].var->id] = r;
		if (rv)
			d->root[rv[i]->id] = r;
	}
}

static void walk(struct dcd *d, struct stmt_list l);

static void walk_if(struct dcd *d, struct stmt *s)
{
	/* each branch sees the writes before the if, not the other branch's; after the if,
	 * both branches' writes are prior writes */
	uint32_t mark = d->n_undo;
	walk(d, s->u.cond.then_body);
	uint32_t n_then = d->n_undo - mark;
	uint32_t *then_roots = xcalloc(n_then + 1, sizeof *then_roots);
	if (n_then)
		memcpy(then_roots, d->undo + mark, sizeof *then_roots * n_then);
	for (uint32_t i = 0; i < n_then; i++)
		d->seen[then_roots[i]] = 0;
	d->n_undo = mark;
	walk(d, s->u.cond.else_body);
	for (uint32_t i = 0; i < n_then; i++)
		see(d, then_roots[i]);
	free(then_roots);
}

static void walk(struct dcd *d, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_ASSIGN:
			if (s->u.assign.value->kind == EX_FCALL)
				top_call(d, s->u.assign.value);
			else
				ir_walk_expr(s->u.assign.value, direct_nested, d);
			assign_roots(d, s->u.assign.var, s->u.assign.value);
			break;
		case ST_EVAL:
			if (s->u.eval.value->kind == EX_FCALL)
				top_call(d, s->u.eval.value);
			else
				ir_walk_expr(s->u.eval.value, direct_nested, d);
			break;
		case ST_FOR: {
			carry_roots(d, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars);
			bool seq = s->u.loop.kind != FOR_PARALLEL;
			if (seq) {
				d->seq_depth++;
				d->seq_loop_var[s->u.loop.loop_var->id] = 1;
			}
			walk(d, s->u.loop.body);
			if (seq) {
				d->seq_depth--;
				d->seq_loop_var[s->u.loop.loop_var->id] = 0;
			}
			break;
		}
		case ST_WHILE:
			carry_roots(d, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars);
			d->seq_depth++;
			walk(d, s->u.wloop.body);
			d->seq_depth--;
			break;
		case ST_IF:
			walk_if(d, s);
			break;
		case ST_SCOPE:
			walk(d, s->u.scope.body);
			break;
		default:
			ir_stmt_exprs(s, direct_nested, d);
			break;
		}
	}
}

bool pass_derive_call_directions(struct pass_ctx *ctx, struct program *p)
{
	if (!ir_fcalls_made()) {
		ctx->unchanged = true; /* no call to give directions */
		return true;
	}
	size_t nv = (size_t)p->n_vars + 1;
	struct dcd d = {.p = p, .ad = ad_new(p)};
	d.root = xcalloc(nv, sizeof *d.root);
	d.tuple_roots = xcalloc(nv, sizeof *d.tuple_roots);
	d.tuple_n = xcalloc(nv, sizeof *d.tuple_n);
	d.seen = xcalloc(nv, 1);
	d.seq_loop_var = xcalloc(nv, 1);
	d.inout_param = xcalloc(nv, 1);
	d.alias = xcalloc(nv, 1);
	d.pidx = xmalloc(nv * sizeof *d.pidx);
	for (size_t i = 0; i < nv; i++)
		d.pidx[i] = -1;
	d.stores = xcalloc(p->n_funcs + 1, sizeof *d.stores);
	for (uint32_t f = 0; f < p->n_funcs && !d.failed; f++) {
		struct function *fn = p->funcs[f];
		if (fn->abstract || !fn->body.n)
			continue;
		d.fn = fn;
		for (uint32_t i = 0; i < fn->n_params; i++) {
			struct var *v = fn->params[i].var;
			d.root[v->id] = v;
			d.inout_param[v->id] = fn->params[i].dir == DIR_INOUT;
		}
		d.seq_depth = 0;
		walk(&d, fn->body);
		for (uint32_t i = 0; i < d.n_undo; i++)
			d.seen[d.undo[i]] = 0;
		d.n_undo = 0;
		for (uint32_t i = 0; i < fn->n_params; i++)
			d.inout_param[fn->params[i].var->id] = 0;
	}
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		if (d.stores[f])
			for (uint32_t i = 0; i < p->funcs[f]->n_params; i++)
				free(d.stores[f][i].idx);
		free(d.stores[f]);
	}
	free(d.stores);
	free(d.root);
	free(d.tuple_roots);
	free(d.tuple_n);
	free(d.seen);
	free(d.undo);
	free(d.seq_loop_var);
	free(d.inout_param);
	free(d.alias);
	free(d.pidx);
	ad_free(d.ad);
	return !d.failed;
}
