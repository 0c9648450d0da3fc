/* ConvertTensorToTileOps: inside InCore functions, every tensor op with a
 * `lowers_to` alternative that applies (specs/ops, specs/README.md
 * "lowers_to") becomes tile ops.  A tensor parameter a lowered op takes as a
 * tile is loaded whole into Vec at the top of the function (`<x>__tile`,
 * also when it reaches the op through loop iter args); operands an
 * alternative bridges are loaded right before the call into the memory it
 * names (`<x>_mat`, seen through a transpose view when the call transposes
 * them; a bridge's pad_rows rounds a matmul lhs's rows up, also where the
 * tensor of an lhs read as a tile, through copies, elementwise ops of its
 * shape and loop carries, is loaded), and a tensor.slice whose consumers
 * bridge it loads into their memory at once; a tile.load written from such
 * a slice reads the sliced tensor at the slice's offsets plus its own.  A
 * lowered value is the var `<x>__tile`; vars, iter args and loop / if
 * results whose type changes follow; a loop carry whose body comes to
 * yield another kind than its iter arg is made one kind (a stored tensor
 * loaded back into the tile, or a tensor init loaded before the loop, the
 * body's loads of windows of the carried tensor becoming tile.slice views of
 * the carried tile and its kept reads, pl.tensor.read in the body or a while
 * condition, reads of the tile; an Acc
 * yield the body reads back as a matmul operand is carried in Mat, moved there
 * at the end of each trip).  An Acc tile a matmul takes as an operand is moved
 * to Mat first (no move takes Acc to Left).  A returned tile is
 * stored into a new Out parameter `ret<i>__out` (a returned loop that
 * assembles into its iter arg stores into it instead; a returned parameter
 * loaded whole and then written as a tile, by tile.assemble, loops or ifs, is
 * stored back into itself from its latest version), every call passes a
 * `pl.tensor.create` for it, and Group / Spmd wrappers forwarding to the
 * function take it as an Out parameter of their own.  Tensor parameters
 * written (through any alias: loop iter args, if results, stores' results)
 * and not read become Out, written and read InOut; callers take their
 * callees' directions.  In every kernel (InCore, AIC, AIV), a tile.store into
 * a whole tensor.slice window of a tensor stores into that tensor at the
 * window's offsets plus its own (the window has no PTO form of its own), and a
 * window only stores used goes.  (Reference convert_tensor_to_tile_ops_pass.cpp.)
 * requires: SSAForm, SplitIncoreOrch, NormalizedStmtStructure
 * produces: SSAForm, IncoreTileOps, NormalizedStmtStructure, AivSplitValid
 * invalidates: AivSplitValid */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "passes.h"
#include "passutil.h"
#include "tile_lowering.h"
#include "typecheck.h"
#include "util.h"

/* ---- state --------------------------------------------------------------------- */

/* Fresh names `base`, `base_1`, `base_2` ... (the reference's auto names):
 * the next suffix per base, so that many temps of one base stay linear. */
struct suffix {
	const char *base;
	uint32_t next;
};

struct ctt {
	struct program *p;
	struct arena *a;
	struct function *fn;
	struct pu_names names;
	struct suffix *sfx;
	uint32_t n_sfx, cap_sfx;
	/* by var id (cap entries): */
	struct var **map; /* the var a var became */
	uint8_t *used;    /* pre-scan: a tensor a lowered op takes as a tile */
	uint8_t *want;    /* pre-scan: 1 + the memory the var's consumers bridge it to */
	uint8_t *pad;     /* pre-scan: the rows a matmul lhs it reaches through carries and
			   * shape-keeping ops rounds its tile up to (bridge pad_rows), 0 */
	struct expr **window; /* the whole-window load a tensor var lowered to */
	/* the function's window loads (their statements), and per var id 1 for a
	 * window load's tile, 2 once something reads it (wcap entries) */
	struct stmt **wstmt;
	uint32_t n_wstmt, cap_wstmt;
	uint8_t *wuse;
	uint32_t wcap;
	int32_t *ppos;    /* the parameter index of a var of the caller at hand, or -1 */
	uint32_t cap;
	uint32_t *touched; /* ids whose map / used / want entries are set */
	uint32_t n_touched, cap_touched;
	uint32_t n_mapped; /* map entries set since the last untouch: none, nothing to substitute */
	struct stmt_buf prologue;
	unsigned op_load, op_store, op_tensor_create, op_move, op_tview, op_assemble, op_tslice;
	unsigned op_tensor_slice;
	/* stores through a window (fold_store_views): per var id the window's
	 * tensor.slice and its uses, for the ids listed in sv_ids (sv_cap entries) */
	struct expr **sv_slice;
	uint32_t *sv_uses, *sv_stores, *sv_ids;
	uint32_t *sv_res; /* 1 + the window var a store's result var stored through */
	uint32_t sv_cap, n_sv, cap_sv_ids;
	const char *carry_why; /* why match_carry_kind refused a carry, when it knows more */
	const char *bridge_key;
	bool failed;
};

static void grow(struct ctt *c)
{
	uint32_t need = c->p->n_vars + 1;
	if (need <= c->cap)
		return;
	uint32_t cap = c->cap ? c->cap : 64;
	while (cap < need)
		cap *= 2;
	c->map = xrealloc(c->map, cap * sizeof *c->map);
	c->used = xrealloc(c->used, cap);
	c->want = xrealloc(c->want, cap);
	c->pad = xrealloc(c->pad, cap);
	c->ppos = xrealloc(c->ppos, cap * sizeof *c->ppos);
	c->window = xrealloc(c->window, cap * sizeof *c->window);
	for (uint32_t i = c->cap; i < cap; i++)
		c->ppos[i] = -1;
	memset(c->map + c->cap, 0, (cap - c->cap) * sizeof *c->map);
	memset(c->window + c->cap, 0, (cap - c->cap) * sizeof *c->window);
	memset(c->used + c->cap, 0, cap - c->cap);
	memset(c->want + c->cap, 0, cap - c->cap);
	memset(c->pad + c->cap, 0, cap - c->cap);
	c->cap = cap;
}

static void touch(struct ctt *c, uint32_t id)
{
	if (c->n_touched == c->cap_touched) {
		c->cap_touched = c->cap_touched ? 2 * c->cap_touched : 256;
		c->touched = xrealloc(c->touched, c->cap_touched * sizeof *c->touched);
	}
	c->touched[c->n_touched++] = id;
}

/* Clears the entries set since the last call (linear in what was set, so
 * many functions cost no more than their sizes). */
static void untouch(struct ctt *c)
{
	for (uint32_t i = 0; i < c->n_touched; i++) {
		c->map[c->touched[i]] = NULL;
		c->window[c->touched[i]] = NULL;
		c->used[c->touched[i]] = 0;
		c->want[c->touched[i]] = 0;
		c->pad[c->touched[i]] = 0;
	}
	c->n_touched = 0;
	c->n_mapped = 0;
}

static void set_map(struct ctt *c, struct var *from, struct var *to)
{
	grow(c);
	touch(c, from->id);
	c->map[from->id] = to;
	c->n_mapped++;
}

static uint32_t sfx_slot(const struct ctt *c, const char *base)
{
	uint64_t h = ptr_hash(base);
	uint32_t i = (uint32_t)(h >> 32) & (c->cap_sfx - 1);
	while (c->sfx[i].base && c->sfx[i].base != base)
		i = (i + 1) & (c->cap_sfx - 1);
	return i;
}

static struct suffix *sfx_of(struct ctt *c, const char *base)
{
	if (2 * (c->n_sfx + 1) > c->cap_sfx) {
		struct suffix *old = c->sfx;
		uint32_t oc = c->cap_sfx;
		c->cap_sfx = oc ? 2 * oc : 64;
		c->sfx = xcalloc(c->cap_sfx, sizeof *c->sfx);
		for (uint32_t i = 0; i < oc; i++)
			if (old[i].base)
				c->sfx[sfx_slot(c, old[i].base)] = old[i];
		free(old);
	}
	uint32_t i = sfx_slot(c, base);
	if (!c->sfx[i].base) {
		c->sfx[i] = (struct suffix){base, 1};
		c->n_sfx++;
	}
	return &c->sfx[i];
}

/* `base` when unused in the function, else `base_N` for the next free N. */
static const char *fresh(struct ctt *c, const char *base)
{
	const char *s = intern_cstr(base);
	if (!pu_names_has(&c->names, s)) {
		pu_names_add(&c->names, s);
		return s;
	}
	struct suffix *x = sfx_of(c, s);
	char tmp[512];
	do {
		snprintf(tmp, sizeof tmp, "%.480s_%u", base, x->next++);
		s = intern_cstr(tmp);
	} while (pu_names_has(&c->names, s));
	pu_names_add(&c->names, s);
	return s;
}

/* `<base>__<suffix>` with base the user's part of name (before "__"). */
static const char *derived(struct ctt *c, const char *name, const char *suffix)
{
	int n = ir_user_name_len(name);
	char tmp[512];
	snprintf(tmp, sizeof tmp, "%.*s__%s", n < 400 ? n : 400, name, suffix);
	return fresh(c, tmp);
}

static struct var *bind(struct ctt *c, const char *name, struct expr *value, struct stmt_buf *out,
			struct span sp)
{
	struct var *v = ir_new_var(c->p, name, VAR_LOCAL, value->type, sp);
	ir_sb_push(out, ir_new_assign(c->a, v, value, sp));
	return v;
}

static bool shaped(const struct type *t)
{
	return t && (t->kind == TY_TENSOR || t->kind == TY_TILE);
}

static struct expr *zeros(struct ctt *c, uint32_t rank, struct span sp)
{
	struct expr_list l = ir_expr_list_new(c->a, rank);
	for (uint32_t i = 0; i < rank; i++)
		l.v[i] = ir_new_int(c->a, 0, DT_INDEX, sp);
	return ir_new_list(c->a, l, sp);
}

static struct expr *dims(struct ctt *c, struct expr_list shape, struct span sp)
{
	return ir_new_list(c->a, ir_expr_list_copy(c->a, shape), sp);
}

static bool deduce(struct ctt *c, struct expr *call, const struct spec_op *of)
{
	if (tc_deduce_call(c->a, call))
		return true;
	if (of)
		diag_note(call->span, "in the lowering of %s", of->name);
	c->failed = true;
	return false;
}

/* tile.load(x, [0, ...], shape, shape | valid shape) into `mem`. */
static struct expr *load_call(struct ctt *c, struct expr *x, int mem, bool valid, struct span sp)
{
	const struct type *t = ir_expr_type(x);
	struct expr_list args = ir_expr_list_new(c->a, 4);
	args.v[0] = x;
	args.v[1] = zeros(c, t->shape.n, sp);
	args.v[2] = dims(c, t->shape, sp);
	args.v[3] = dims(c, valid ? ir_valid_shape(t) : t->shape, sp);
	struct expr *call = ir_new_call(c->a, c->op_load, args, sp);
	ir_call_set_kwarg_int(call, "target_memory", mem);
	if (mem == MS_Mat) {
		struct attr *at = ARENA_NEW(c->a, struct attr);
		*at = (struct attr){c->bridge_key, ir_new_bool(c->a, true, sp)};
		call->u.call.attrs = (struct attr_list){1, at};
	}
	return call;
}

/* ---- pre-scan: which tensors lowered ops take as tiles, which memory consumers want */

/* The operands an op's alternatives bridge, and into what memory. */
static uint32_t bridged_mask(unsigned op)
{
	const struct spec_op *so = &spec_ops[op];
	uint32_t m = 0;
	for (unsigned i = 0; i < so->n_lowers; i++)
		for (unsigned j = 0; j < so->lowers[i].n_bridge; j++)
			if (so->lowers[i].bridge[j].arg < 32)
				m |= 1u << so->lowers[i].bridge[j].arg;
	return m;
}

struct edge {
	uint32_t to, from; /* var ids: a demand on `to` is a demand on `from` */
};

struct scan {
	struct ctt *c;
	struct edge *edges; /* memory-demand edges in program order */
	uint32_t n_edges, cap_edges;
	struct edge *iters; /* (iter var, init var) in program order */
	uint32_t n_iters, cap_iters;
	struct edge *pads;  /* a padded `to` pads `from`: shape-keeping defs, carries */
	uint32_t n_pads, cap_pads;
	struct edge *seeds; /* (var, rows): a matmul lhs reached as a tile */
	uint32_t n_seeds, cap_seeds;
};

static void push_edge(struct edge **v, uint32_t *n, uint32_t *cap, uint32_t to, uint32_t from)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	(*v)[(*n)++] = (struct edge){to, from};
}

static void demand(struct ctt *c, uint32_t id, int mem)
{
	if (!c->want[id] || (c->want[id] == 1 + MS_Vec && mem != MS_Vec)) {
		touch(c, id);
		c->want[id] = (uint8_t)(1 + mem);
	}
}

static void use(struct ctt *c, uint32_t id)
{
	if (!c->used[id]) {
		touch(c, id);
		c->used[id] = 1;
	}
}

static void scan_call(struct scan *S, struct expr *call)
{
	struct ctt *c = S->c;
	const struct spec_op *so = &spec_ops[call->u.call.op];
	if (!so->n_lowers)
		return;
	uint32_t bridged = bridged_mask(call->u.call.op);
	bool kinds = tl_kind_tested(call->u.call.op);
	for (uint32_t i = 0; i < call->u.call.args.n; i++) {
		struct expr *a = call->u.call.args.v[i];
		if (!a || a->kind != EX_VAR || (i < 32 && (bridged >> i & 1)) || kinds)
			continue;
		if (ir_expr_type(a)->kind == TY_TENSOR)
			use(c, a->u.var->id);
	}
	for (unsigned k = 0; k < so->n_lowers; k++)
		for (unsigned j = 0; j < so->lowers[k].n_bridge; j++) {
			const struct spec_lower_bridge *b = &so->lowers[k].bridge[j];
			struct expr *a = b->arg < call->u.call.args.n ? call->u.call.args.v[b->arg] : NULL;
			if (a && a->kind == EX_VAR)
				demand(c, a->u.var->id, b->mem);
			/* an lhs the call reads as a tile (a carry or a tile op's
			 * result, not a parameter its bridge loads and pads) */
			if (a && a->kind == EX_VAR && b->pad_rows && a->u.var->kind != VAR_PARAM &&
			    !(b->trans >= 0 && call->u.call.kwargs[b->trans].i))
				push_edge(&S->seeds, &S->n_seeds, &S->cap_seeds, a->u.var->id, b->pad_rows);
		}
}

/* Whether the op's result lives where its first shaped operand does: a tile
 * op that inherits its memory, or a tensor op every alternative of which
 * lowers to one (a demand on the result is then one on that operand). */
static bool inherits_mem(unsigned op)
{
	const struct spec_op *so = &spec_ops[op];
	if (so->out_mem == OM_inherit)
		return true;
	for (unsigned i = 0; i < so->n_lowers; i++)
		if (spec_ops[so->lowers[i].op].out_mem != OM_inherit || so->lowers[i].n_steps ||
		    so->lowers[i].loop)
			return false;
	return so->n_lowers > 0;
}

/* Pad edges of `var = value`: a copy, or an elementwise op (its result of
 * its operands' shape) to each operand of the result's shape. */
static void pad_edges(struct scan *S, const struct var *var, const struct expr *value)
{
	if (value->kind == EX_VAR) {
		if (shaped(value->u.var->type))
			push_edge(&S->pads, &S->n_pads, &S->cap_pads, var->id, value->u.var->id);
		return;
	}
	if (value->kind != EX_CALL)
		return;
	unsigned r = spec_ops[value->u.call.op].type_rule.kind;
	if (r != TR_same_as && r != TR_broadcast && r != TR_cast)
		return;
	for (uint32_t i = 0; i < value->u.call.args.n; i++) {
		const struct expr *a = value->u.call.args.v[i];
		if (a && a->kind == EX_VAR && shaped(a->u.var->type) &&
		    ir_expr_list_equal_exact(a->u.var->type->shape, var->type->shape))
			push_edge(&S->pads, &S->n_pads, &S->cap_pads, var->id, a->u.var->id);
	}
}

static bool scan_stmt(struct stmt *s, void *ctx)
{
	struct scan *S = ctx;
	struct ctt *c = S->c;
	if (s->kind == ST_ASSIGN || s->kind == ST_EVAL) {
		struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value;
		if (v && v->kind == EX_CALL)
			scan_call(S, v);
		if (s->kind == ST_ASSIGN && shaped(s->u.assign.var->type) && v) {
			struct expr *src = NULL;
			if (v->kind == EX_VAR)
				src = v;
			else if (v->kind == EX_CALL && inherits_mem(v->u.call.op))
				for (uint32_t i = 0; i < v->u.call.args.n && !src; i++)
					if (v->u.call.args.v[i] && v->u.call.args.v[i]->kind == EX_VAR &&
					    shaped(ir_expr_type(v->u.call.args.v[i])))
						src = v->u.call.args.v[i];
			if (src && shaped(ir_expr_type(src)))
				push_edge(&S->edges, &S->n_edges, &S->cap_edges, s->u.assign.var->id,
					  src->u.var->id);
			pad_edges(S, s->u.assign.var, v);
		}
	} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
		uint32_t n = s->kind == ST_FOR ? s->u.loop.n_iter : s->u.wloop.n_iter;
		struct iter_arg *it = s->kind == ST_FOR ? s->u.loop.iter : s->u.wloop.iter;
		struct var **rv = s->kind == ST_FOR ? s->u.loop.return_vars : s->u.wloop.return_vars;
		struct stmt_list body = s->kind == ST_FOR ? s->u.loop.body : s->u.wloop.body;
		for (uint32_t i = 0; i < n; i++) {
			if (it[i].init && it[i].init->kind == EX_VAR) {
				push_edge(&S->iters, &S->n_iters, &S->cap_iters, it[i].var->id,
					  it[i].init->u.var->id);
				push_edge(&S->pads, &S->n_pads, &S->cap_pads, it[i].var->id,
					  it[i].init->u.var->id);
			}
			struct var *y = pu_yielded_var(body, i);
			if (rv && rv[i] && y)
				push_edge(&S->pads, &S->n_pads, &S->cap_pads, rv[i]->id, y->id);
		}
	}
	(void)c;
	return true;
}

static int edge_to_cmp(const void *x, const void *y)
{
	const struct edge *a = x, *b = y;
	return a->to < b->to ? -1 : a->to > b->to ? 1 : (a->from > b->from) - (a->from < b->from);
}

/* Marks the vars the seeds (matmul lhs tiles) reach backwards through the
 * pad edges: a worklist over the edges sorted by `to`, each var once. */
static void pad_sweep(struct ctt *c, struct scan *S)
{
	if (!S->n_seeds)
		return;
	if (S->n_pads > 1) /* pads is NULL while empty */
		qsort(S->pads, S->n_pads, sizeof *S->pads, edge_to_cmp);
	uint32_t *stack = xmalloc((S->n_seeds + S->n_pads) * sizeof *stack), n = 0;
	for (uint32_t i = 0; i < S->n_seeds; i++) {
		uint32_t id = S->seeds[i].to;
		if (!c->pad[id]) {
			touch(c, id);
			c->pad[id] = (uint8_t)S->seeds[i].from;
			stack[n++] = id;
		}
	}
	while (n) {
		uint32_t id = stack[--n], lo = 0, hi = S->n_pads;
		while (lo < hi) {
			uint32_t mid = lo + (hi - lo) / 2;
			if (S->pads[mid].to < id)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (; lo < S->n_pads && S->pads[lo].to == id; lo++) {
			uint32_t from = S->pads[lo].from;
			if (!c->pad[from]) {
				touch(c, from);
				c->pad[from] = c->pad[id];
				stack[n++] = from;
			}
		}
	}
	free(stack);
}

static void prescan(struct ctt *c, struct function *f)
{
	grow(c);
	untouch(c);
	struct scan S = {.c = c};
	ir_walk_stmts(f->body, scan_stmt, &S);
	/* Both relations only point backwards in program order: one reverse sweep
	 * reaches the fixed point (nested loops: inner iter args first). */
	for (uint32_t i = S.n_edges; i-- > 0;)
		if (c->want[S.edges[i].to])
			demand(c, S.edges[i].from, c->want[S.edges[i].to] - 1);
	for (uint32_t i = S.n_iters; i-- > 0;)
		if (c->used[S.iters[i].to])
			use(c, S.iters[i].from);
	pad_sweep(c, &S);
	free(S.edges);
	free(S.iters);
	free(S.pads);
	free(S.seeds);
}

/* ---- lowering expressions ------------------------------------------------------- */

struct ev {
	struct ctt *c;
	const struct spec_lowering *l;
	const struct spec_op *of; /* the tensor op */
	struct expr *call;        /* the tensor-op call, operands loaded and bridged */
	struct expr **steps;      /* step results */
	struct span sp;
	struct var *lvar, *liter; /* the alternative's loop var and iter arg, once made */
};

static bool is_float_dt(int dt)
{
	int code = dtype_infos[dt].code;
	return code >= 0x30 && code < 0x50;
}

static void ev_fail(struct ev *E, const char *what)
{
	diag_error(E->sp, "%s: cannot lower this call: %s", E->of->name, what);
	E->c->failed = true;
}

static struct expr *ev_expr(struct ev *E, int16_t i);

static int ev_dtype(struct ev *E, int16_t i)
{
	const struct spec_lx *x = &E->l->nodes[i];
	if (x->kind == LX_dtype_lit)
		return (int)x->i;
	struct expr *v = ev_expr(E, x->kids[0]);
	const struct type *t = v ? ir_expr_type(v) : NULL;
	if (!t || t->kind == TY_UNKNOWN) {
		ev_fail(E, "an operand the lowering needs is missing");
		return DT_FP32;
	}
	int bits = dtype_infos[t->dtype].bits;
	switch (x->kind) {
	case LX_mask: return bits == 32 ? DT_FP32 : bits == 16 ? DT_FP16 : DT_INT8;
	case LX_index: return bits == 32 ? DT_INT32 : DT_INT16;
	default: return t->dtype;
	}
}

/* The shape list of a value (a tile or tensor), or the list itself. */
static struct expr_list ev_list(struct ev *E, int16_t i, bool *ok)
{
	struct expr *v = ev_expr(E, i);
	*ok = false;
	if (!v)
		return (struct expr_list){0};
	if (v->kind == EX_LIST) {
		*ok = true;
		return v->u.list;
	}
	const struct type *t = ir_expr_type(v);
	if (!shaped(t)) {
		ev_fail(E, "a shape is taken of a value that is neither a tile nor a tensor");
		return (struct expr_list){0};
	}
	*ok = true;
	return t->shape;
}

static bool const_of(const struct expr *e, int64_t *v)
{
	return e && ir_expr_is_const_int(e, v);
}

static struct expr *ev_typed(struct ev *E, struct expr *v, int dt)
{
	struct arena *a = E->c->a;
	int64_t k;
	if (v->kind == EX_FLOAT)
		return is_float_dt(dt) ? ir_new_float(a, v->u.f, (enum dtype)dt, E->sp)
				       : ir_new_int(a, (int64_t)v->u.f, (enum dtype)dt, E->sp);
	if (const_of(v, &k))
		return is_float_dt(dt) ? ir_new_float(a, (double)k, (enum dtype)dt, E->sp)
				       : ir_new_int(a, k, (enum dtype)dt, E->sp);
	return ir_new_cast(a, v, (enum dtype)dt, E->sp);
}

static struct expr *ev_expr(struct ev *E, int16_t i)
{
	struct arena *a = E->c->a;
	const struct spec_lx *x = &E->l->nodes[i];
	bool ok;
	int64_t k, m;
	switch ((enum lower_expr)x->kind) {
	case LX_operand: {
		struct expr_list args = E->call->u.call.args;
		struct expr *e = x->i < args.n ? args.v[x->i] : NULL;
		return e && e->kind == EX_VAR ? ir_new_var_ref(a, e->u.var, e->span) : e;
	}
	case LX_step: {
		struct expr *e = E->steps[x->i];
		return e && e->kind == EX_VAR ? ir_new_var_ref(a, e->u.var, E->sp) : e;
	}
	case LX_result:
		/* the tensor-op call itself: shape(), dim(), dtype() read its type */
		return E->call;
	case LX_loop_var:
	case LX_loop_iter: {
		struct var *v = x->kind == LX_loop_var ? E->lvar : E->liter;
		return v ? ir_new_var_ref(a, v, E->sp) : NULL;
	}
	case LX_int:
		return ir_new_int(a, x->i, DT_INDEX, E->sp);
	case LX_float:
		return ir_new_float(a, x->f, DT_FP32, E->sp);
	case LX_kw:
		return ir_new_int(a, E->call->u.call.kwargs[x->i].i, DT_INDEX, E->sp);
	case LX_list: {
		struct expr_list l = ir_expr_list_new(a, x->n);
		for (unsigned j = 0; j < x->n; j++)
			if (!(l.v[j] = ev_expr(E, x->kids[j])))
				return NULL;
		return ir_new_list(a, l, E->sp);
	}
	case LX_mul:
	case LX_div:
	case LX_mod:
	case LX_add: {
		struct expr *l = ev_expr(E, x->kids[0]), *r = ev_expr(E, x->kids[1]);
		if (!l || !r)
			return NULL;
		if (x->kind == LX_add)
			return pu_index_add(a, l, r, E->sp);
		if (x->kind != LX_mul && const_of(r, &k) && k == 0) {
			ev_fail(E, "a division by a dim of 0");
			return NULL;
		}
		return x->kind == LX_mul ? pu_index_mul(a, l, r, E->sp)
		       : x->kind == LX_div ? pu_index_floordiv(a, l, r, E->sp)
					   : pu_index_mod(a, l, r, E->sp);
	}
	case LX_typed: {
		struct expr *v = ev_expr(E, x->kids[0]);
		return v ? ev_typed(E, v, ev_dtype(E, x->kids[1])) : NULL;
	}
	case LX_shape:
	case LX_valid_shape: {
		struct expr *v = ev_expr(E, x->kids[0]);
		const struct type *t = v ? ir_expr_type(v) : NULL;
		if (!shaped(t))
			return NULL;
		return dims(E->c, x->kind == LX_shape ? t->shape : ir_valid_shape(t), E->sp);
	}
	case LX_zeros: {
		struct expr_list l = ev_list(E, x->kids[0], &ok);
		return ok ? zeros(E->c, l.n, E->sp) : NULL;
	}
	case LX_dim: {
		struct expr_list l = ev_list(E, x->kids[0], &ok);
		int64_t d = E->l->nodes[x->kids[1]].i;
		if (!ok)
			return NULL;
		if (d < 0)
			d += l.n;
		if (d < 0 || d >= l.n) {
			ev_fail(E, "a dim past the rank of an operand");
			return NULL;
		}
		return l.v[d];
	}
	case LX_lead: {
		struct expr_list l = ev_list(E, x->kids[0], &ok);
		if (!ok)
			return NULL;
		struct expr *p = ir_new_int(a, 1, DT_INDEX, E->sp);
		for (uint32_t j = 0; j + 1 < l.n; j++)
			p = pu_index_mul(a, p, l.v[j], E->sp);
		return p;
	}
	case LX_last_axis: {
		struct expr_list l = ev_list(E, x->kids[0], &ok);
		return ok && l.n ? ir_new_int(a, (int64_t)l.n - 1, DT_INDEX, E->sp) : NULL;
	}
	case LX_with_last: {
		struct expr_list l = ev_list(E, x->kids[0], &ok);
		struct expr *d = ok ? ev_expr(E, x->kids[1]) : NULL;
		if (!d || !l.n)
			return NULL;
		struct expr_list r = ir_expr_list_copy(a, l);
		r.v[r.n - 1] = d;
		return ir_new_list(a, r, E->sp);
	}
	case LX_at_least: {
		struct expr *d = ev_expr(E, x->kids[0]);
		int64_t lo = E->l->nodes[x->kids[1]].i;
		if (!d)
			return NULL;
		return const_of(d, &k) && k >= lo ? d : ir_new_int(a, lo, DT_INDEX, E->sp);
	}
	case LX_cap: {
		struct expr *d = ev_expr(E, x->kids[0]), *cp = ev_expr(E, x->kids[1]);
		if (!d || !cp)
			return NULL;
		if (!const_of(cp, &m) || m <= 0)
			return d;
		if (const_of(d, &k))
			return ir_new_int(a, k < m ? k : m, DT_INDEX, E->sp);
		return cp;
	}
	case LX_sum_last: {
		struct expr *sum = NULL;
		int64_t total = 0;
		bool all_const = true;
		for (unsigned j = 0; j < x->n; j++) {
			struct expr *v = ev_expr(E, x->kids[j]);
			const struct type *t = v ? ir_expr_type(v) : NULL;
			if (!shaped(t) || !t->shape.n)
				continue; /* an operand the call did not give */
			struct expr *d = t->shape.v[t->shape.n - 1];
			if (const_of(d, &k))
				total += k;
			else
				all_const = false;
			if (!sum) {
				sum = d;
			} else {
				sum = ir_new_binary(a, BO_ADD, sum, d, E->sp);
				tc_scalar_expr(sum);
			}
		}
		return all_const ? ir_new_int(a, total, DT_INDEX, E->sp) : sum;
	}
	default:
		ev_fail(E, "a dtype stands where a value belongs");
		return NULL;
	}
}

/* The arguments of a call the lowering makes: trailing operands the tensor
 * op did not give are omitted (the tile op's default_from operands then
 * take their defaults, as a written call's would). */
static struct expr_list ev_args(struct ev *E, unsigned op, unsigned n, const int16_t *nodes)
{
	const struct spec_op *to = &spec_ops[op];
	struct expr_list args = ir_expr_list_new(E->c->a, n > to->n_operands ? n : to->n_operands);
	uint32_t k = 0;
	for (unsigned j = 0; j < n; j++) {
		struct expr *e = ev_expr(E, nodes[j]);
		if (!e)
			break;
		args.v[k++] = e;
	}
	while (k < to->n_operands && to->operands[k].default_from >= 0 &&
	       to->operands[k].default_from < (int)k)
		args.v[k] = args.v[to->operands[k].default_from], k++;
	args.n = k;
	return args;
}

static void ev_kwargs(struct ev *E, struct expr *call, unsigned n, const struct spec_lower_kw *kw)
{
	for (unsigned j = 0; j < n; j++) {
		if (kw[j].value) {
			tl_set_kwarg_text(call, kw[j].kwarg, kw[j].value);
		} else if (E->l->nodes[kw[j].expr].kind == LX_kw) {
			/* the call's kwarg; when not written, its spec default if it has one */
			int64_t k = E->l->nodes[kw[j].expr].i;
			const struct kwval *kv = &E->call->u.call.kwargs[k];
			const char *def = E->of->kwargs[k].def ? E->of->kwargs[k].def : E->of->kwargs[k].dsl_def;
			if (!kv->present && def)
				tl_set_kwarg_text(call, kw[j].kwarg, def);
			else
				ir_call_set_kwarg_int(call, kw[j].kwarg, kv->i);
		} else
			ir_call_set_kwarg_int(call, kw[j].kwarg, ev_dtype(E, kw[j].expr));
	}
}

/* ---- lowering one call ----------------------------------------------------------- */

static void forward_kwargs(const struct spec_lowering *l, const struct expr *from, struct expr *to)
{
	const struct spec_op *f = &spec_ops[from->u.call.op], *t = &spec_ops[to->u.call.op];
	for (unsigned i = 0; i < f->n_kwargs; i++) {
		const struct kwval *kv = &from->u.call.kwargs[i];
		int k = ir_kwarg_index(to->u.call.op, f->kwargs[i].name);
		bool fw = l->forward_all;
		for (unsigned j = 0; j < l->n_forward && !fw; j++)
			fw = strcmp(l->forward[j], f->kwargs[i].name) == 0;
		if (kv->present && k >= 0 && fw && t->kwargs[k].type == f->kwargs[i].type)
			to->u.call.kwargs[k] = *kv;
	}
}

/* A copy of the call whose operands may be replaced. */
static struct expr *own_args(struct ctt *c, struct expr *call)
{
	struct expr *w = ir_expr_copy(c->a, call);
	w->u.call.args = ir_expr_list_copy(c->a, call->u.call.args);
	return w;
}

/* Tensor operands of an op whose alternatives do not test kinds reach the
 * tile op as Vec tiles (a parameter was loaded at the top). */
static void load_operands(struct ctt *c, struct expr *w, struct stmt_buf *out)
{
	uint32_t bridged = bridged_mask(w->u.call.op);
	for (uint32_t i = 0; i < w->u.call.args.n; i++) {
		struct expr *a = w->u.call.args.v[i];
		if (!a || a->kind != EX_VAR || (i < 32 && (bridged >> i & 1)) ||
		    ir_expr_type(a)->kind != TY_TENSOR)
			continue;
		struct expr *ld = load_call(c, a, MS_Vec, true, a->span);
		if (!deduce(c, ld, NULL))
			continue;
		struct var *v = bind(c, derived(c, a->u.var->name, "tile"), ld, out, a->span);
		w->u.call.args.v[i] = ir_new_var_ref(c->a, v, a->span);
	}
}

static struct var *view_of(struct ctt *c, struct var *v, struct stmt_buf *out, struct span sp)
{
	struct expr *args[1] = {ir_new_var_ref(c->a, v, sp)};
	struct expr *tv = ir_new_call(c->a, c->op_tview, (struct expr_list){1, args}, sp);
	if (!deduce(c, tv, NULL))
		return v;
	char nm[512];
	snprintf(nm, sizeof nm, "%.480s_t", v->name);
	return bind(c, fresh(c, nm), tv, out, sp);
}

static const char *mem_suffixed(const char *name, int mem, char *buf, size_t cap)
{
	int n = snprintf(buf, cap, "%.400s_%s", name, memspace_names[mem]);
	for (int i = n - (int)strlen(memspace_names[mem]); i < n && i >= 0; i++)
		if (buf[i] >= 'A' && buf[i] <= 'Z')
			buf[i] = (char)(buf[i] - 'A' + 'a');
	return buf;
}

/* Operands the alternative takes from a memory: loaded there (`<x>_mat`),
 * transposed by a view when the call says so. */
/* A rank-2 load `ld` (load_call's) of constant rows not a multiple of `to`:
 * its physical rows rounded up to `to`, the real rows its valid rows (a
 * fractal-boxed cube operand addresses whole boxes only; a single row is
 * exempt from the box rule and stays). */
static void pad_rows(struct ctt *c, struct expr *ld, unsigned to)
{
	struct expr *shape = ld->u.call.args.v[2];
	int64_t rows;
	if (shape->kind != EX_LIST || shape->u.list.n != 2 ||
	    !ir_expr_is_const_int(shape->u.list.v[0], &rows) || rows <= 1 || rows % to == 0 ||
	    rows > INT32_MAX)
		return;
	struct expr_list l = ir_expr_list_copy(c->a, shape->u.list);
	l.v[0] = ir_new_int(c->a, (rows + to - 1) / to * to, DT_INDEX, ld->span);
	ld->u.call.args.v[2] = ir_new_list(c->a, l, ld->span);
}

static void bridge(struct ctt *c, const struct spec_lowering *l, struct expr *w, struct stmt_buf *out)
{
	for (unsigned j = 0; j < l->n_bridge; j++) {
		const struct spec_lower_bridge *b = &l->bridge[j];
		if (b->arg >= w->u.call.args.n || !w->u.call.args.v[b->arg])
			continue;
		struct expr *a = w->u.call.args.v[b->arg];
		bool trans = b->trans >= 0 && w->u.call.kwargs[b->trans].i;
		const struct type *t = ir_expr_type(a);
		char nm[512];
		struct var *v = NULL;
		if (t->kind == TY_TENSOR) {
			struct expr *ld = load_call(c, a, b->mem, false, w->span);
			if (b->pad_rows && !trans)
				pad_rows(c, ld, b->pad_rows);
			if (!deduce(c, ld, NULL))
				continue;
			if (a->kind == EX_VAR)
				mem_suffixed(a->u.var->name, b->mem, nm, sizeof nm);
			else
				snprintf(nm, sizeof nm, "bridged_%u", b->arg);
			v = bind(c, fresh(c, nm), ld, out, w->span);
			if (trans)
				v = view_of(c, v, out, w->span);
		} else if ((trans || (t->mem == MS_Acc && b->mem == MS_Mat)) && a->kind == EX_VAR &&
			   t->kind == TY_TILE) {
			/* a tile bridged in another memory moves there first: a transposed
			 * operand to be viewed, and an accumulator (a matmul's Acc result,
			 * or an Acc loop carry) that a matmul reads as an operand, which
			 * no move takes from Acc to the cube's operand memories but Mat */
			v = a->u.var;
			if (t->mem != b->mem) {
				struct expr *args[1] = {ir_new_var_ref(c->a, v, w->span)};
				struct expr *mv = ir_new_call(c->a, c->op_move, (struct expr_list){1, args}, w->span);
				ir_call_set_kwarg_int(mv, "target_memory", b->mem);
				if (!deduce(c, mv, NULL))
					continue;
				v = bind(c, fresh(c, mem_suffixed(v->name, b->mem, nm, sizeof nm)), mv, out, w->span);
			}
			if (trans)
				v = view_of(c, v, out, w->span);
		}
		if (v)
			w->u.call.args.v[b->arg] = ir_new_var_ref(c->a, v, w->span);
	}
}

/* Steps [from, to) of the alternative, pushed to `out`; their results in
 * E->steps. */
static bool run_steps(struct ev *E, unsigned from, unsigned to, struct stmt_buf *out)
{
	struct ctt *c = E->c;
	for (unsigned k = from; k < to; k++) {
		const struct spec_lower_step *st = &E->l->steps[k];
		if (st->op == SPEC_STEP_VALUE) {
			struct expr *e = ev_expr(E, st->args[0]);
			if (c->failed || !e)
				return false;
			struct var *v = bind(c, fresh(c, st->name), e, out, E->sp);
			E->steps[k] = ir_new_var_ref(c->a, v, E->sp);
			continue;
		}
		if (!tl_holds(E->call, st->n_when, st->when)) {
			E->steps[k] = ev_expr(E, st->args[0]);
			continue;
		}
		struct expr_list args = ev_args(E, st->op, st->n_args, st->args);
		struct expr *call = ir_new_call(c->a, st->op, args, E->sp);
		ev_kwargs(E, call, st->n_kwargs, st->kwargs);
		if (c->failed || !deduce(c, call, E->of))
			return false;
		if (st->elide && args.n && ir_type_equal(call->type, ir_expr_type(args.v[0]))) {
			E->steps[k] = args.v[0];
			continue;
		}
		struct var *v = bind(c, fresh(c, st->name), call, out, E->sp);
		E->steps[k] = ir_new_var_ref(c->a, v, E->sp);
	}
	return true;
}

/* The alternative's loop `for var in range(extent)` carrying `iter`
 * (initially `init`), its body still empty; E->lvar / E->liter set. */
static struct stmt *open_loop(struct ev *E)
{
	struct ctt *c = E->c;
	const struct spec_lower_loop *lp = E->l->loop;
	struct expr *extent = ev_expr(E, lp->extent), *init = ev_expr(E, lp->init);
	if (c->failed || !extent || !init)
		return NULL;
	const struct type *it = ir_expr_type(init);
	if (!it || it->kind == TY_UNKNOWN)
		return NULL;
	E->lvar = ir_new_var(c->p, fresh(c, lp->var), VAR_LOOP, ir_type_scalar(DT_INDEX), E->sp);
	E->liter = ir_new_var(c->p, fresh(c, lp->iter), VAR_ITER, it, E->sp);
	struct stmt *s = ir_new_stmt(c->a, ST_FOR, E->sp);
	s->u.loop.kind = FOR_RANGE;
	s->u.loop.loop_var = E->lvar;
	s->u.loop.start = ir_new_int(c->a, 0, DT_INDEX, E->sp);
	s->u.loop.stop = extent;
	s->u.loop.step = ir_new_int(c->a, 1, DT_INDEX, E->sp);
	s->u.loop.n_iter = 1;
	s->u.loop.iter = ARENA_ARRAY(c->a, struct iter_arg, 1);
	s->u.loop.iter[0] = (struct iter_arg){E->liter, init};
	return s;
}

/* Closes the loop around the tile-op call r (bound to the loop's `yield`
 * name and yielded) and the body steps, pushes it to `out`; the loop's
 * result, or NULL when the call's type is not the iter arg's. */
static struct expr *close_loop(struct ev *E, struct stmt *s, struct expr *r, struct stmt_buf *body,
			       struct stmt_buf *out)
{
	struct ctt *c = E->c;
	const struct spec_lower_loop *lp = E->l->loop;
	if (!ir_type_equal(r->type, E->liter->type)) {
		ev_fail(E, "a loop body whose value is not of its iter arg's type");
		return NULL;
	}
	struct var *y = bind(c, fresh(c, lp->yield), r, body, E->sp);
	struct expr_list yv = ir_expr_list_new(c->a, 1);
	yv.v[0] = ir_new_var_ref(c->a, y, E->sp);
	ir_sb_push(body, ir_new_yield(c->a, yv, E->sp));
	s->u.loop.body = ir_sb_finish(c->a, body);
	struct var *res = ir_new_var(c->p, fresh(c, lp->result), VAR_LOCAL, r->type, E->sp);
	s->u.loop.return_vars = ARENA_ARRAY(c->a, struct var *, 1);
	s->u.loop.return_vars[0] = res;
	ir_sb_push(out, s);
	return ir_new_var_ref(c->a, res, E->sp);
}

static bool row_broadcast(const struct spec_lowering *l)
{
	for (unsigned i = 0; i < l->n_when; i++)
		if (l->when[i].when == LW_row_broadcast)
			return true;
	return false;
}

/* Whether e is a rank-2 [M, 1] tile. */
static bool col_vector(const struct expr *e)
{
	const struct type *t = ir_expr_type(e);
	int64_t n;
	return t->kind == TY_TILE && t->shape.n == 2 && ir_expr_is_const_int(t->shape.v[1], &n) && n == 1;
}

/* The tile-op call (with its steps, loads and bridges pushed to `out`) a
 * tensor-op call lowers to, or NULL when no alternative applies (or after
 * an error).  `result` is the var the call is assigned to, or NULL. */
static struct expr *lower_call(struct ctt *c, struct expr *call, struct var *result, struct stmt_buf *out)
{
	const struct spec_op *of = &spec_ops[call->u.call.op];
	struct expr *w = own_args(c, call);
	struct stmt_buf pre = {0};
	if (!tl_kind_tested(call->u.call.op))
		load_operands(c, w, &pre);
	const struct spec_lowering *l = tl_pick(w);
	if (!l) {
		ir_sb_free(&pre);
		return NULL;
	}
	bridge(c, l, w, &pre);
	struct expr *stepv[64];
	struct ev E = {c, l, of, w, stepv, call->span, NULL, NULL};
	struct expr *r = NULL;
	struct stmt_buf body = {0};
	struct stmt *loop = NULL;
	unsigned split = l->loop ? l->loop->body : l->n_steps;
	if (!run_steps(&E, 0, split, &pre))
		goto out;
	if (l->loop && !(loop = open_loop(&E)))
		goto out;
	if (!run_steps(&E, split, l->n_steps, loop ? &body : &pre))
		goto out;
	struct expr_list args = l->all_args ? ir_expr_list_copy(c->a, w->u.call.args)
					    : ev_args(&E, l->op, l->n_args, l->args);
	while (args.n && !args.v[args.n - 1])
		args.n--;
	if (row_broadcast(l) && args.n >= 2 && col_vector(args.v[0])) {
		struct expr *t = args.v[0]; /* the wide operand first */
		args.v[0] = args.v[1];
		args.v[1] = t;
	}
	r = ir_new_call(c->a, l->op, args, call->span);
	forward_kwargs(l, call, r);
	ev_kwargs(&E, r, l->n_kwargs, l->kwargs);
	r->u.call.attrs = call->u.call.attrs;
	if (l->from_consumer >= 0 && result && result->id < c->cap && c->want[result->id]) {
		int mem = c->want[result->id] - 1;
		r->u.call.kwargs[l->from_consumer].present = true;
		r->u.call.kwargs[l->from_consumer].i = mem;
		if (mem == MS_Mat) {
			struct attr *at = arena_alloc(c->a, sizeof *at * (r->u.call.attrs.n + 1));
			if (r->u.call.attrs.n)
				memcpy(at, r->u.call.attrs.v, sizeof *at * r->u.call.attrs.n);
			at[r->u.call.attrs.n] = (struct attr){c->bridge_key, ir_new_bool(c->a, true, call->span)};
			r->u.call.attrs = (struct attr_list){r->u.call.attrs.n + 1, at};
		}
	}
	if (c->failed || !deduce(c, r, of))
		r = NULL;
	if (r && l->result_mem >= 0) {
		/* an annotated tile op: the tensor result as a tile in result_mem */
		const struct type *t = result ? result->type : NULL;
		if (!t || t->kind != TY_TENSOR) {
			ev_fail(&E, "its result is not a tensor with a written type");
			r = NULL;
		} else {
			struct tile_view v = ir_tile_view_implicit(t->shape, (enum memspace)l->result_mem);
			v.valid_shape = ir_valid_shape(t);
			r->type = ir_type_tile(c->a, t->shape, (enum dtype)t->dtype, (enum memspace)l->result_mem,
					       &v, NULL);
		}
	}
	if (r && loop)
		r = close_loop(&E, loop, r, &body, &pre);
out:
	if (r)
		ir_sb_append(out, (struct stmt_list){pre.n, pre.v});
	ir_sb_free(&pre);
	ir_sb_free(&body);
	return r;
}

/* ---- the body ------------------------------------------------------------------ */

static struct expr *subst_cb(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	if (e->kind == EX_VAR && e->u.var->id < c->cap && c->map[e->u.var->id])
		return ir_new_var_ref(c->a, c->map[e->u.var->id], e->span);
	return e;
}

static struct expr *subst(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	if (!e || !c->n_mapped)
		return e;
	struct expr *r = ir_rewrite_expr(c->a, e, subst_cb, c);
	/* an operand changed type; a tensor op that lowers is retyped by its
	 * lowering, which takes its tile operands */
	if (r != e && r->kind == EX_CALL && !tl_lowers(r))
		deduce(c, r, NULL);
	return r;
}

static struct var *retype_to(struct ctt *c, struct var *v, const struct type *t);

/* Gives v the type t, as a new var mapped from v, when its type differs. */
static struct var *retype(struct ctt *c, struct var *v, const struct type *t)
{
	if (!t || t->kind == TY_UNKNOWN || ir_type_equal(t, v->type))
		return v;
	return retype_to(c, v, t);
}

/* A new var of type t (same name and kind) mapped from v. */
static struct var *retype_to(struct ctt *c, struct var *v, const struct type *t)
{
	struct var *n = ir_new_var(c->p, v->name, v->kind, t, v->span);
	set_map(c, v, n);
	return n;
}

static struct stmt_list conv_list(struct ctt *c, struct stmt_list l);

/* Whether the var of a value whose type became `t` follows it: a tensor
 * that became a tile, or a tile in another memory. */
static bool kind_changed(const struct type *t, const struct var *v)
{
	return t && t->kind != TY_UNKNOWN && (t->kind != v->type->kind || t->mem != v->type->mem);
}

/* Records that tensor var v lowered to the load r of a window of another
 * tensor (a tensor.slice of a GM tensor), when r loads it whole: a later
 * load from v reads that tensor directly (fold_window). */
static void note_window(struct ctt *c, struct var *v, struct expr *r)
{
	if (r->kind != EX_CALL || r->u.call.op != c->op_load || r->u.call.args.n < 3 ||
	    ir_expr_type(r->u.call.args.v[0])->kind != TY_TENSOR ||
	    r->u.call.args.v[1]->kind != EX_LIST)
		return;
	if (r->u.call.args.n > 3 && r->u.call.args.v[3] &&
	    !ir_expr_equal_exact(r->u.call.args.v[2], r->u.call.args.v[3]))
		return; /* a partly valid window: past its valid part the load reads padding */
	c->window[v->id] = r; /* set_map touched v */
}

/* A load from a tensor that lowered to a window load, which would otherwise
 * load from the tile the window became: the same load from the window's
 * tensor, at the window's offsets plus its own. */
static struct expr *fold_window(struct ctt *c, struct expr *e)
{
	if (!e || e->kind != EX_CALL || e->u.call.op != c->op_load || e->u.call.args.n < 2)
		return e;
	struct expr *x = e->u.call.args.v[0], *off = e->u.call.args.v[1];
	struct expr *w = x && x->kind == EX_VAR && x->u.var->id < c->cap ? c->window[x->u.var->id] : NULL;
	if (!w || off->kind != EX_LIST || off->u.list.n != w->u.call.args.v[1]->u.list.n)
		return e;
	struct expr_list base = w->u.call.args.v[1]->u.list;
	struct expr_list sum = ir_expr_list_new(c->a, off->u.list.n);
	for (uint32_t i = 0; i < sum.n; i++)
		sum.v[i] = pu_index_add(c->a, base.v[i], off->u.list.v[i], off->span);
	struct expr *r = pu_call_copy(c->a, e);
	r->u.call.args.v[0] = w->u.call.args.v[0];
	r->u.call.args.v[1] = ir_new_list(c->a, sum, off->span);
	return r;
}

static void conv_assign(struct ctt *c, struct stmt *s, struct stmt_buf *out, bool changed)
{
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value;
	if (v && v->kind == EX_CALL && spec_ops[v->u.call.op].n_lowers) {
		struct var *res = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
		struct expr *r = lower_call(c, v, res, out);
		if (r) {
			if (res) {
				struct var *t = ir_new_var(c->p, derived(c, res->name, "tile"), VAR_LOCAL,
							   ir_expr_type(r), res->span);
				set_map(c, res, t);
				note_window(c, res, r);
				if (c->window[res->id] == r) {
					if (c->n_wstmt == c->cap_wstmt) {
						c->cap_wstmt = c->cap_wstmt ? 2 * c->cap_wstmt : 16;
						c->wstmt = xrealloc(c->wstmt, c->cap_wstmt * sizeof *c->wstmt);
					}
					c->wstmt[c->n_wstmt++] = s;
				}
				s->u.assign.var = t;
				s->u.assign.value = r;
			} else {
				s->u.eval.value = r;
			}
			ir_sb_push(out, s);
			return;
		}
		/* an op kept as it is (no alternative applies: pl.tensor.read of a
		 * GM tensor) still names its result `x__tile`, as the reference does */
		if (res) {
			const struct type *ty = changed ? ir_expr_type(v) : NULL;
			if (!ty || ty->kind == TY_UNKNOWN)
				ty = res->type;
			struct var *t = ir_new_var(c->p, derived(c, res->name, "tile"), VAR_LOCAL,
						   ty, res->span);
			set_map(c, res, t);
			s->u.assign.var = t;
			ir_sb_push(out, s);
			return;
		}
	}
	if (s->kind == ST_ASSIGN && changed)
		s->u.assign.var = retype(c, s->u.assign.var, ir_expr_type(s->u.assign.value));
	ir_sb_push(out, s);
}

/* A carry whose body now yields another kind than its iter arg has: a tensor the body
 * wrote (a store's result) is loaded back into the iter arg's tile, and a tile yielded
 * for a tensor iter arg makes the carry a tile whose init is the tensor loaded before
 * the loop, the body's loads of windows of the tensor (its slices) views of the tile
 * (carry_read).  Either way the loop's result is the value the body
 * yields, not the buffer it started from. */
static bool match_carry_kind(struct ctt *c, struct stmt *s, uint32_t i, struct stmt_buf *out);

/* match_carry_kind, or an error at the loop when the carry keeps two kinds: a tensor
 * result whose body yields a tile has no buffer to hold it. */
static void match_carry(struct ctt *c, struct stmt *s, uint32_t i, struct stmt_buf *out)
{
	c->carry_why = NULL;
	if (match_carry_kind(c, s, i, out))
		return;
	const struct iter_arg *it = s->kind == ST_FOR ? &s->u.loop.iter[i] : &s->u.wloop.iter[i];
	const struct var *y = pu_yielded_var(s->kind == ST_FOR ? s->u.loop.body : s->u.wloop.body, i);
	const struct type *ti = it->var->type;
	if (y && ti->kind == TY_TILE && y->type->kind == TY_TILE && ti->mem < MS_COUNT && y->type->mem < MS_COUNT)
		diag_error(s->span,
			   "ConvertTensorToTileOps: the loop carries '%.*s' as a tile in %s but its body yields a "
			   "tile in %s that no move turns into the carry's type",
			   ir_user_name_len(it->var->name), it->var->name, memspace_names[ti->mem],
			   memspace_names[y->type->mem]);
	else
		diag_error(s->span, "ConvertTensorToTileOps: the loop carries '%.*s' as a %s but its body yields a %s%s%s",
			   ir_user_name_len(it->var->name), it->var->name, ti->kind == TY_TILE ? "tile" : "tensor",
			   ti->kind == TY_TILE ? "tensor" : "tile", c->carry_why ? ": " : "",
			   c->carry_why ? c->carry_why : "");
	c->failed = true;
}

/* Rewriting the loads of a carried tensor into views of the carried tile. */
struct carry_reads {
	struct ctt *c;
	struct var *from, *to;
	bool ok;
};

/* A tensor op kept as it is because it reads the carried tensor (a pl.tensor.read of it)
 * lowered anew on the carried tile, its loads and bridges pushed to `out`; NULL when it
 * does not read the tensor, has no alternative for the tile, or lowers to another type. */
static struct expr *carry_relower(struct carry_reads *R, struct expr *v, struct stmt_buf *out)
{
	struct ctt *c = R->c;
	if (!v || v->kind != EX_CALL || v->u.call.op == c->op_load || !spec_ops[v->u.call.op].n_lowers)
		return NULL;
	struct expr *w = own_args(c, v);
	bool reads = false;
	for (uint32_t k = 0; k < w->u.call.args.n; k++) {
		struct expr *a = w->u.call.args.v[k];
		if (a && a->kind == EX_VAR && a->u.var == R->from) {
			w->u.call.args.v[k] = ir_new_var_ref(c->a, R->to, a->span);
			reads = true;
		}
	}
	if (!reads)
		return NULL;
	struct expr *r = lower_call(c, w, NULL, out);
	return r && ir_type_equal(r->type, v->type) ? r : NULL;
}

/* A while condition rewritten (bottom-up) with var `from` read as `to` (none: from NULL),
 * and each tensor op of it that reads a tile lowered: to one call, nothing may run before
 * the condition (else ok is cleared). */
struct cond_lowering {
	struct ctt *c;
	const struct var *from;
	struct var *to;
	bool ok;
};

static struct expr *cond_lower(struct expr *e, void *ctx)
{
	struct cond_lowering *L = ctx;
	struct ctt *c = L->c;
	if (e->kind == EX_VAR && L->from && e->u.var == L->from)
		return ir_new_var_ref(c->a, L->to, e->span);
	if (!tl_lowers(e) || e->u.call.op == c->op_load)
		return e;
	bool tile = false;
	for (uint32_t k = 0; k < e->u.call.args.n && !tile; k++)
		tile = e->u.call.args.v[k] && ir_expr_type(e->u.call.args.v[k])->kind == TY_TILE;
	if (!tile)
		return e;
	struct stmt_buf pre = {0};
	struct expr *r = lower_call(c, e, NULL, &pre);
	if (!r || pre.n || !ir_type_equal(r->type, e->type)) {
		L->ok = false;
		r = e;
	}
	ir_sb_free(&pre);
	return r;
}

static struct expr *lower_cond(struct ctt *c, struct expr *cond, const struct var *from, struct var *to,
			       bool *ok)
{
	struct cond_lowering L = {c, from, to, true};
	struct expr *r = ir_rewrite_expr(c->a, cond, cond_lower, &L);
	*ok = L.ok;
	return r;
}

/* A load from the carried tensor (the window a slice of it lowered to) becomes the same
 * window of the carried tile, tile.slice(to, shape, offsets, valid shape), when that
 * has the load's type; a tensor op kept because it reads the tensor is lowered on the
 * tile (carry_relower); any other read of the tensor stays and refuses the carry. */
static void carry_read(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct carry_reads *R = ctx;
	struct ctt *c = R->c;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	struct expr *r = carry_relower(R, v, out);
	if (r) {
		*(s->kind == ST_ASSIGN ? &s->u.assign.value : &s->u.eval.value) = r;
		ir_sb_push(out, s);
		return;
	}
	if (s->kind != ST_ASSIGN || !v || v->kind != EX_CALL || v->u.call.op != c->op_load ||
	    v->u.call.args.n < 3 || v->u.call.args.v[0]->kind != EX_VAR || v->u.call.args.v[0]->u.var != R->from) {
		ir_sb_push(out, s);
		return;
	}
	struct expr_list a = v->u.call.args;
	struct expr_list args = ir_expr_list_new(c->a, a.n > 3 ? 4 : 3);
	args.v[0] = ir_new_var_ref(c->a, R->to, a.v[0]->span);
	args.v[1] = a.v[2];
	args.v[2] = a.v[1];
	if (a.n > 3)
		args.v[3] = a.v[3];
	r = ir_new_call(c->a, c->op_tslice, args, v->span);
	const struct type *want = s->u.assign.var->type;
	if (tc_deduce_call(c->a, r) && want->kind == TY_TILE && r->type->kind == TY_TILE &&
	    r->type->mem != want->mem) {
		/* a window loaded into another memory than the carry's: the same window of
		 * the carried tile moved there */
		char nm[512];
		struct var *w = bind(c, fresh(c, mem_suffixed(s->u.assign.var->name, r->type->mem, nm, sizeof nm)),
				     r, out, v->span);
		struct expr *margs[1] = {ir_new_var_ref(c->a, w, v->span)};
		r = ir_new_call(c->a, c->op_move, (struct expr_list){1, margs}, v->span);
		ir_call_set_kwarg_int(r, "target_memory", want->mem);
	}
	if (!tc_deduce_call(c->a, r) || !ir_type_equal(r->type, want))
		R->ok = false;
	else
		s->u.assign.value = r;
	ir_sb_push(out, s);
}

/* The memories the body loads windows of the carried tensor into (a mask of 1 << mem). */
struct carry_loads {
	struct ctt *c;
	const struct var *from;
	uint32_t mems;
};

static bool carry_load_mem(struct stmt *s, void *ctx)
{
	struct carry_loads *L = ctx;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (v && v->kind == EX_CALL && v->u.call.op == L->c->op_load && v->u.call.args.n >= 3 &&
	    v->u.call.args.v[0]->kind == EX_VAR && v->u.call.args.v[0]->u.var == L->from &&
	    s->u.assign.var->type->kind == TY_TILE) {
		int m = s->u.assign.var->type->mem;
		if (m >= 0 && m < 32)
			L->mems |= 1u << m;
	}
	return true;
}

/* The memory a tensor carry whose body yields tile type `yt` is carried in: the yield's,
 * unless the yield is an accumulator and the body loads windows of the carry into
 * memories a move takes an Acc tile to: Mat when read back only as a matmul operand, Vec
 * when read by vector ops (and maybe as a matmul operand too: each such window is then
 * the window of the Vec carry moved into Mat, carry_read).  No load puts a tensor into Acc on every core: the carry is then a tile of
 * the reads' memory loaded from the init, and each trip moves its Acc result there (into
 * Vec row-major, the layout a Vec load gives). */
static int carry_mem(struct ctt *c, struct stmt_list body, const struct var *from, const struct type *yt)
{
	if (yt->mem != MS_Acc)
		return yt->mem;
	struct carry_loads L = {c, from, 0};
	ir_walk_stmts(body, carry_load_mem, &L);
	if (L.mems == 1u << MS_Mat)
		return MS_Mat;
	return L.mems & 1u << MS_Vec && !(L.mems & ~(1u << MS_Vec | 1u << MS_Mat)) ? MS_Vec : yt->mem;
}

/* The body yields, in slot i, `value` (computed from what it yielded there) bound to
 * `name` right before the yield. */
static void yield_bound(struct ctt *c, struct stmt_list *body, uint32_t i, const char *name,
			struct expr *value)
{
	struct stmt_buf b = {0};
	for (uint32_t k = 0; k + 1 < body->n; k++)
		ir_sb_push(&b, body->v[k]);
	struct stmt *ys = body->v[body->n - 1];
	struct var *t = bind(c, name, value, &b, value->span);
	struct expr_list vals = ir_expr_list_new(c->a, ys->u.ret.values.n);
	for (uint32_t k = 0; k < vals.n; k++)
		vals.v[k] = k == i ? ir_new_var_ref(c->a, t, ys->span) : ys->u.ret.values.v[k];
	ir_sb_push(&b, ir_new_yield(c->a, vals, ys->span));
	*body = ir_sb_finish(c->a, &b);
	ir_sb_free(&b);
}

/* Whether a call of the body gives a tile in memory `mem` in the buffer of its operand
 * var `v`: the carry accumulates there (matmul_acc's accumulator), and the pass that
 * places such accumulators gives the carry that memory. */
struct accumulation {
	const struct var *v;
	int mem;
	bool found;
};

static bool accumulation_at(struct stmt *s, void *ctx)
{
	struct accumulation *A = ctx;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (!v || v->kind != EX_CALL || !v->type || v->type->kind != TY_TILE || v->type->mem != A->mem)
		return !A->found;
	int k = spec_ops[v->u.call.op].reuses_input;
	struct expr *a = k >= 0 && (uint32_t)k < v->u.call.args.n ? v->u.call.args.v[k] : NULL;
	if (a && a->kind == EX_VAR && a->u.var == A->v)
		A->found = true;
	return !A->found;
}

static bool accumulates(struct stmt_list body, const struct var *v, int mem)
{
	struct accumulation A = {v, mem, false};
	ir_walk_stmts(body, accumulation_at, &A);
	return A.found;
}

/* tile.move of tile `y` into memory `mem` (into Vec row-major, the layout a Vec load
 * gives), type-deduced; NULL when no move takes it there. */
static struct expr *move_to(struct ctt *c, struct var *y, int mem)
{
	struct expr *args[1] = {ir_new_var_ref(c->a, y, y->span)};
	struct expr *mv = ir_new_call(c->a, c->op_move, (struct expr_list){1, args}, y->span);
	ir_call_set_kwarg_int(mv, "target_memory", mem);
	if (mem == MS_Vec) {
		ir_call_set_kwarg_int(mv, "blayout", TL_row_major);
		ir_call_set_kwarg_int(mv, "slayout", TL_none_box);
	}
	return tc_deduce_call(c->a, mv) ? mv : NULL;
}

/* Returns false when the carry keeps an iter arg and a yield of two kinds. */
static bool match_carry_kind(struct ctt *c, struct stmt *s, uint32_t i, struct stmt_buf *out)
{
	bool isfor = s->kind == ST_FOR;
	struct iter_arg *it = isfor ? &s->u.loop.iter[i] : &s->u.wloop.iter[i];
	struct var **rv = isfor ? &s->u.loop.return_vars[i] : &s->u.wloop.return_vars[i];
	struct stmt_list *body = isfor ? &s->u.loop.body : &s->u.wloop.body;
	struct var *y = pu_yielded_var(*body, i);
	const struct type *ti = it->var->type;
	if (!y || !it->init || !shaped(ti) || !shaped(y->type))
		return true;
	if (y->type->kind == ti->kind) {
		if (ti->kind != TY_TILE || y->type->mem != MS_Acc || (ti->mem != MS_Vec && ti->mem != MS_Mat) ||
		    accumulates(*body, it->var, MS_Acc))
			return true;
		/* a Vec or Mat tile carry whose body yields an Acc tile (a matmul's result
		 * for a carry read by vector ops): the yield moved to the carry's memory */
		struct expr *mv = move_to(c, y, ti->mem);
		if (!mv || !ir_type_equal(mv->type, ti))
			return false;
		char nm[512];
		yield_bound(c, body, i, fresh(c, mem_suffixed(y->name, ti->mem, nm, sizeof nm)), mv);
		return true;
	}
	if (ti->kind == TY_TILE) {
		struct expr *ld = load_call(c, ir_new_var_ref(c->a, y, y->span), ti->mem, false, y->span);
		if (!tc_deduce_call(c->a, ld) || !ir_type_equal(ld->type, ti))
			return false;
		yield_bound(c, body, i, derived(c, y->name, "tile"), ld);
		return true;
	}
	if (ir_expr_type(it->init)->kind != TY_TENSOR)
		return false;
	int mem = carry_mem(c, *body, it->var, y->type);
	struct expr *ld = load_call(c, it->init, mem, false, it->init->span);
	if (it->init->kind == EX_VAR && it->init->u.var->id < c->cap && c->pad[it->init->u.var->id])
		pad_rows(c, ld, c->pad[it->init->u.var->id]);
	struct expr *mv = NULL;
	if (!tc_deduce_call(c->a, ld))
		return false;
	if (mem != y->type->mem || !ir_type_equal(ld->type, y->type)) {
		mv = move_to(c, y, mem);
		if (!mv)
			return false;
	}
	const struct type *ct = mv ? mv->type : y->type;
	if (!ir_type_equal(ld->type, ct)) {
		c->carry_why = "the tile it yields has another valid shape or layout than the tensor "
			       "loaded into its memory";
		return false;
	}
	struct var *iv = ir_new_var(c->p, it->var->name, it->var->kind, ct, it->var->span);
	if (ir_stmts_use_var(*body, it->var)) {
		struct carry_reads R = {c, it->var, iv, true};
		*body = ir_rewrite_stmts(c->a, *body, carry_read, &R);
		if (!R.ok || ir_stmts_use_var(*body, it->var)) {
			c->carry_why = !R.ok ? "a window of it the body reads has no view of the carried tile "
					       "of the read's type (its valid shape or layout differs)"
					     : "the body reads it in a way no view of the carried tile replaces";
			return false;
		}
	}
	if (!isfor && ir_expr_uses_var(s->u.wloop.cond, it->var)) {
		bool ok;
		struct expr *cond = lower_cond(c, s->u.wloop.cond, it->var, iv, &ok);
		if (!ok || ir_expr_uses_var(cond, it->var))
			return false;
		s->u.wloop.cond = cond;
	}
	if (mv) {
		char nm[512];
		yield_bound(c, body, i, fresh(c, mem_suffixed(y->name, mem, nm, sizeof nm)), mv);
	}
	struct var *t = bind(c, derived(c, it->var->name, "tile"), ld, out, it->init->span);
	it->init = ir_new_var_ref(c->a, t, it->init->span);
	set_map(c, it->var, iv);
	it->var = iv;
	*rv = retype_to(c, *rv, ct);
	return true;
}

static void conv_loop(struct ctt *c, struct stmt *s, struct stmt_buf *out)
{
	bool isfor = s->kind == ST_FOR;
	uint32_t n = isfor ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = isfor ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rv = isfor ? s->u.loop.return_vars : s->u.wloop.return_vars;
	struct var **was = xcalloc(n ? n : 1, sizeof *was);
	for (uint32_t i = 0; i < n; i++) {
		struct expr *old = it[i].init;
		it[i].init = subst(old, c);
		was[i] = it[i].var;
		if (it[i].init != old)
			it[i].var = retype(c, it[i].var, ir_expr_type(it[i].init));
	}
	pu_rewrite_stmt_exprs(s, subst, c);
	if (!isfor && s->u.wloop.cond) {
		bool ok;
		s->u.wloop.cond = lower_cond(c, s->u.wloop.cond, NULL, NULL, &ok);
	}
	if (isfor)
		s->u.loop.body = conv_list(c, s->u.loop.body);
	else
		s->u.wloop.body = conv_list(c, s->u.wloop.body);
	for (uint32_t i = 0; i < n; i++) {
		if (it[i].var != was[i])
			rv[i] = retype_to(c, rv[i], it[i].var->type);
		match_carry(c, s, i, out);
	}
	free(was);
}

static const struct stmt *last_yield(struct stmt_list l)
{
	return l.n && l.v[l.n - 1]->kind == ST_YIELD ? l.v[l.n - 1] : NULL;
}

static void conv_if(struct ctt *c, struct stmt *s)
{
	pu_rewrite_stmt_exprs(s, subst, c);
	s->u.cond.then_body = conv_list(c, s->u.cond.then_body);
	s->u.cond.else_body = conv_list(c, s->u.cond.else_body);
	const struct stmt *y = last_yield(s->u.cond.then_body);
	if (!y)
		y = last_yield(s->u.cond.else_body);
	for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
		const struct type *t = y && i < y->u.ret.values.n ? ir_expr_type(y->u.ret.values.v[i]) : NULL;
		if (kind_changed(t, s->u.cond.return_vars[i]))
			s->u.cond.return_vars[i] = retype_to(c, s->u.cond.return_vars[i], t);
	}
}

/* Converts the statements of l in order (nested bodies by recursion: the pass
 * manager bounds the nesting depth before any pass runs). */
static struct stmt_list conv_list(struct ctt *c, struct stmt_list l)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		switch (s->kind) {
		case ST_ASSIGN:
		case ST_EVAL: {
			struct expr **slot = s->kind == ST_ASSIGN ? &s->u.assign.value : &s->u.eval.value;
			*slot = fold_window(c, *slot);
			struct expr *old = *slot;
			pu_rewrite_stmt_exprs(s, subst, c);
			conv_assign(c, s, &out, old != (s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value));
			continue;
		}
		case ST_FOR:
		case ST_WHILE:
			conv_loop(c, s, &out);
			break;
		case ST_IF:
			conv_if(c, s);
			break;
		case ST_SCOPE:
			pu_rewrite_stmt_exprs(s, subst, c);
			s->u.scope.body = conv_list(c, s->u.scope.body);
			break;
		default:
			pu_rewrite_stmt_exprs(s, subst, c);
			break;
		}
		ir_sb_push(&out, s);
	}
	struct stmt_list r = ir_sb_finish(c->a, &out);
	ir_sb_free(&out);
	return r;
}

/* ---- returns ------------------------------------------------------------------- */

static bool stmt_uses(struct stmt *s, const struct var *v)
{
	return ir_stmts_use_var((struct stmt_list){1, &s}, v);
}


/* A returned loop whose one iter arg only gathers `tile.assemble`s of its
 * body stores them into the Out parameter instead (reference
 * RewriteReturnedAssembleLoopToStore).  Returns the loop's new result. */
static struct var *assemble_loop_to_store(struct ctt *c, struct stmt_buf *b, struct var *ret,
					  struct var *out_param)
{
	for (uint32_t k = 0; k < b->n; k++) {
		struct stmt *f = b->v[k];
		if (f->kind != ST_FOR || f->u.loop.n_iter != 1 || f->u.loop.return_vars[0] != ret)
			continue;
		struct var *ia = f->u.loop.iter[0].var;
		struct stmt_list body = f->u.loop.body;
		struct stmt *asm_s = NULL, *y = NULL;
		bool bad = false;
		for (uint32_t j = 0; j < body.n && !bad; j++) {
			struct stmt *s = body.v[j];
			struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
			if (v && v->kind == EX_CALL && v->u.call.op == c->op_assemble && v->u.call.args.n == 3 &&
			    v->u.call.args.v[0]->kind == EX_VAR && v->u.call.args.v[0]->u.var == ia) {
				bad = asm_s || ir_expr_uses_var(v->u.call.args.v[1], ia) ||
				      ir_expr_uses_var(v->u.call.args.v[2], ia);
				asm_s = s;
			} else if (s->kind == ST_YIELD) {
				bad = y || s->u.ret.values.n != 1;
				y = s;
			} else {
				bad = stmt_uses(s, ia);
			}
		}
		if (bad || !asm_s || !y || y->u.ret.values.v[0]->kind != EX_VAR ||
		    y->u.ret.values.v[0]->u.var != asm_s->u.assign.var)
			return NULL;
		struct span sp = asm_s->span;
		struct var *nia = ir_new_var(c->p, ia->name, VAR_ITER, out_param->type, ia->span);
		struct expr *init = f->u.loop.iter[0].init;
		struct expr_list args = ir_expr_list_new(c->a, 3);
		struct expr *av = asm_s->u.assign.value;
		args.v[0] = av->u.call.args.v[1];
		args.v[1] = av->u.call.args.v[2];
		args.v[2] = ir_new_var_ref(c->a, nia, sp);
		struct expr *st = ir_new_call(c->a, c->op_store, args, av->span);
		if (!deduce(c, st, NULL))
			return NULL;
		struct var *sv = ir_new_var(c->p, asm_s->u.assign.var->name, VAR_LOCAL, st->type, sp);
		asm_s->u.assign.var = sv;
		asm_s->u.assign.value = st;
		y->u.ret.values = ir_expr_list_new(c->a, 1);
		y->u.ret.values.v[0] = ir_new_var_ref(c->a, sv, y->span);
		f->u.loop.iter[0] = (struct iter_arg){nia, ir_new_var_ref(c->a, out_param, f->span)};
		struct var *nrv = ir_new_var(c->p, ret->name, VAR_LOCAL, out_param->type, ret->span);
		f->u.loop.return_vars[0] = nrv;
		/* the old init, now unused, goes */
		if (init && init->kind == EX_VAR) {
			struct var *iv = init->u.var;
			bool other = false;
			for (uint32_t j = 0; j < b->n && !other; j++)
				other = stmt_uses(b->v[j], iv);
			for (uint32_t j = 0; j < b->n && !other; j++)
				if (b->v[j]->kind == ST_ASSIGN && b->v[j]->u.assign.var == iv) {
					memmove(b->v + j, b->v + j + 1, (b->n - j - 1) * sizeof *b->v);
					b->n--;
					break;
				}
		}
		return nrv;
	}
	return NULL;
}

static void add_param(struct ctt *c, struct function *f, struct var *v, uint8_t dir)
{
	struct param *ps = ARENA_ARRAY(c->a, struct param, f->n_params + 1);
	if (f->n_params)
		memcpy(ps, f->params, f->n_params * sizeof *ps);
	ps[f->n_params++] = (struct param){v, dir};
	f->params = ps;
}

/* The var a value shares its buffer with: a copy's source, or the operand an op's result
 * reuses (tile.assemble's target); NULL for a value in a buffer of its own. */
static struct var *reused_of(const struct expr *e)
{
	int r = e->kind == EX_CALL ? spec_ops[e->u.call.op].reuses_input : -1;
	if (r >= 0 && (uint32_t)r < e->u.call.args.n)
		e = e->u.call.args.v[r];
	return e->kind == EX_VAR ? e->u.var : NULL;
}

/* Where v, a value of `body`, leaves it when followed back through values written in place
 * (reused_of), ifs whose branches both yield versions of one value and loops whose body
 * yields a version of its iter arg: the var of an enclosing body v is a version of, or NULL
 * when v is a new value.  Nested bodies by recursion (the pass manager bounds their depth). */
static struct var *version_root(struct stmt_list body, struct var *v)
{
	for (uint32_t k = body.n; v && k-- > 0;) {
		struct stmt *s = body.v[k];
		if (s->kind == ST_ASSIGN && s->u.assign.var == v) {
			v = reused_of(s->u.assign.value);
		} else if (s->kind == ST_IF) {
			for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
				if (s->u.cond.return_vars[i] != v)
					continue;
				struct var *a = pu_yielded_var(s->u.cond.then_body, i);
				struct var *e = pu_yielded_var(s->u.cond.else_body, i);
				a = a ? version_root(s->u.cond.then_body, a) : NULL;
				e = e ? version_root(s->u.cond.else_body, e) : NULL;
				v = a == e ? a : NULL;
				break;
			}
		} else if (s->kind == ST_FOR || s->kind == ST_WHILE) {
			bool isfor = s->kind == ST_FOR;
			uint32_t n = isfor ? s->u.loop.n_iter : s->u.wloop.n_iter;
			struct iter_arg *it = isfor ? s->u.loop.iter : s->u.wloop.iter;
			struct var **rv = isfor ? s->u.loop.return_vars : s->u.wloop.return_vars;
			struct stmt_list lb = isfor ? s->u.loop.body : s->u.wloop.body;
			for (uint32_t i = 0; i < n; i++) {
				if (rv[i] != v)
					continue;
				struct var *y = pu_yielded_var(lb, i);
				bool carried = y && version_root(lb, y) == it[i].var;
				v = carried && it[i].init && it[i].init->kind == EX_VAR ? it[i].init->u.var : NULL;
				break;
			}
		}
	}
	return v;
}

/* The latest version of tile t among the top-level statements b[from..]: the tile a
 * parameter was loaded into at the top, then written in place (tile.assemble), carried
 * through loops or merged by ifs whose branches both write it (version_root).  A function
 * returning that parameter returns this version. */
static struct var *latest_version(struct stmt_buf *b, uint32_t from, struct var *t)
{
	for (uint32_t k = from; k < b->n; k++) {
		struct stmt *s = b->v[k];
		uint32_t n = 0;
		struct var **res = NULL;
		if (s->kind == ST_ASSIGN)
			n = 1, res = &s->u.assign.var;
		else if (s->kind == ST_IF)
			n = s->u.cond.n_ret, res = s->u.cond.return_vars;
		else if (s->kind == ST_FOR)
			n = s->u.loop.n_iter, res = s->u.loop.return_vars;
		else if (s->kind == ST_WHILE)
			n = s->u.wloop.n_iter, res = s->u.wloop.return_vars;
		for (uint32_t i = 0; i < n; i++)
			if (res[i] && ir_type_equal(res[i]->type, t->type) &&
			    version_root((struct stmt_list){1, &b->v[k]}, res[i]) == t) {
				t = res[i];
				break;
			}
	}
	return t;
}

/* The tensor parameter whose whole load at the top (b[0..n_pro]) defines tile t, or NULL. */
static struct var *preloaded_param(struct ctt *c, struct stmt_buf *b, uint32_t n_pro,
				   const struct var *t)
{
	for (uint32_t k = 0; k < n_pro && k < b->n; k++) {
		struct stmt *s = b->v[k];
		if (s->kind != ST_ASSIGN || s->u.assign.var != t)
			continue;
		struct expr *e = s->u.assign.value;
		if (e->kind != EX_CALL || e->u.call.op != c->op_load || !e->u.call.args.n ||
		    e->u.call.args.v[0]->kind != EX_VAR || e->u.call.args.v[0]->u.var->kind != VAR_PARAM)
			return NULL;
		return e->u.call.args.v[0]->u.var;
	}
	return NULL;
}

/* Returned tiles go out through new Out params; returns how many were added.
 * `b` holds the converted body (the first n_pro statements the loads of the prologue),
 * the return statement last.  A returned parameter that was loaded whole and written as a
 * tile is stored back into itself from its latest version. */
static uint32_t add_outputs(struct ctt *c, struct function *f, struct stmt_buf *b, uint32_t n_pro)
{
	struct stmt *ret = b->n && b->v[b->n - 1]->kind == ST_RETURN ? b->v[b->n - 1] : NULL;
	if (!ret)
		return 0;
	b->n--;
	uint32_t added = 0;
	struct expr_list vals = ir_expr_list_copy(c->a, ret->u.ret.values);
	const struct type **rets = ARENA_ARRAY(c->a, const struct type *, vals.n ? vals.n : 1);
	for (uint32_t i = 0; i < vals.n; i++) {
		struct expr *e = vals.v[i];
		rets[i] = ir_expr_type(e);
		/* a tile the function already returned as a tile stays */
		if (rets[i]->kind != TY_TILE || (i < f->n_rets && f->rets[i]->kind == TY_TILE))
			continue;
		if (i >= f->n_rets || f->rets[i]->kind != TY_TENSOR)
			die("ConvertTensorToTileOps: return value %u of '%s' became a tile but is not a tensor", i,
			    f->name);
		struct span sp = ret->span;
		char nm[32];
		struct var *pp = e->kind == EX_VAR ? preloaded_param(c, b, n_pro, e->u.var) : NULL;
		struct var *last = pp ? latest_version(b, n_pro, e->u.var) : NULL;
		if (last && last != e->u.var) {
			struct expr_list args = ir_expr_list_new(c->a, 3);
			args.v[0] = ir_new_var_ref(c->a, last, sp);
			args.v[1] = zeros(c, rets[i]->shape.n, sp);
			args.v[2] = ir_new_var_ref(c->a, pp, sp);
			struct expr *st = ir_new_call(c->a, c->op_store, args, sp);
			if (!deduce(c, st, NULL))
				continue;
			struct var *sv = bind(c, derived(c, pp->name, "store"), st, b, sp);
			vals.v[i] = ir_new_var_ref(c->a, sv, sp);
			rets[i] = st->type;
			continue;
		}
		snprintf(nm, sizeof nm, "ret%u__out", added);
		struct var *pv = ir_new_var(c->p, fresh(c, nm), VAR_PARAM, f->rets[i], f->span);
		add_param(c, f, pv, DIR_OUT);
		struct var *lv = e->kind == EX_VAR ? assemble_loop_to_store(c, b, e->u.var, pv) : NULL;
		if (lv) {
			vals.v[i] = ir_new_var_ref(c->a, lv, sp);
			rets[i] = pv->type;
			added++;
			continue;
		}
		struct expr_list args = ir_expr_list_new(c->a, 3);
		args.v[0] = e;
		args.v[1] = zeros(c, rets[i]->shape.n, sp);
		args.v[2] = ir_new_var_ref(c->a, pv, sp);
		struct expr *st = ir_new_call(c->a, c->op_store, args, sp);
		if (!deduce(c, st, NULL))
			continue;
		snprintf(nm, sizeof nm, "ret%u__store", added);
		struct var *sv = bind(c, fresh(c, nm), st, b, sp);
		vals.v[i] = ir_new_var_ref(c->a, sv, sp);
		rets[i] = st->type;
		added++;
	}
	ret->u.ret.values = vals;
	f->rets = rets;
	f->n_rets = vals.n;
	ir_sb_push(b, ret);
	return added;
}

/* ---- parameter directions --------------------------------------------------------- */

/* The parameters a tensor var may alias (reference param-origin analysis):
 * per var id a list of parameter indices.  SSA: one map for the function. */
struct origins {
	uint32_t **v; /* by var id: [0] = count, then indices; NULL = none */
	uint32_t cap;
	uint8_t *read, *written; /* by param index */
	struct program *p;
};

static const uint32_t *orig_of(struct origins *O, const struct expr *e)
{
	if (e && e->kind == EX_VAR && e->u.var->id < O->cap)
		return O->v[e->u.var->id];
	return NULL;
}

static void orig_set(struct origins *O, struct var *v, const uint32_t *o)
{
	if (v->id >= O->cap) {
		uint32_t cap = O->p->n_vars + 64;
		O->v = xrealloc(O->v, cap * sizeof *O->v);
		memset(O->v + O->cap, 0, (cap - O->cap) * sizeof *O->v);
		O->cap = cap;
	}
	if (O->v[v->id]) {
		free(O->v[v->id]);
		O->v[v->id] = NULL;
	}
	if (!o || !o[0] || !shaped(v->type) || v->type->kind != TY_TENSOR)
		return;
	O->v[v->id] = xmalloc((o[0] + 1) * sizeof *o);
	memcpy(O->v[v->id], o, (o[0] + 1) * sizeof *o);
}

/* a ∪ b (either may be NULL), malloc'd; NULL when empty. */
static uint32_t *orig_union(const uint32_t *a, const uint32_t *b)
{
	uint32_t na = a ? a[0] : 0, nb = b ? b[0] : 0;
	if (!na && !nb)
		return NULL;
	uint32_t *r = xmalloc((na + nb + 1) * sizeof *r);
	r[0] = 0;
	for (uint32_t i = 0; i < na; i++)
		r[++r[0]] = a[i + 1];
	for (uint32_t i = 0; i < nb; i++) {
		bool dup = false;
		for (uint32_t j = 0; j < na && !dup; j++)
			dup = a[j + 1] == b[i + 1];
		if (!dup)
			r[++r[0]] = b[i + 1];
	}
	return r;
}

static void mark(uint8_t *flags, const uint32_t *o)
{
	for (uint32_t i = 0; o && i < o[0]; i++)
		flags[o[i + 1]] = 1;
}

static bool read_expr(struct expr *e, void *ctx)
{
	struct origins *O = ctx;
	mark(O->read, orig_of(O, e));
	return true;
}

/* Whether the op writes operand i: its arg_effects say so, or its result
 * shares the operand's buffer (a store's target). */
static bool writes(const struct spec_op *so, uint32_t i)
{
	return (i < 32 && (so->arg_writes >> i & 1)) || (int)i == so->reuses_input;
}

/* The parameters a value aliases: a var's; a call's written operand's (a
 * store returns its target), or for an op whose result lives in its first
 * operand (tensor.slice), that operand's. */
static const uint32_t *alias_of(struct origins *O, struct expr *e)
{
	if (!e)
		return NULL;
	if (e->kind == EX_VAR)
		return orig_of(O, e);
	if (e->kind != EX_CALL)
		return NULL;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	for (uint32_t i = 0; i < e->u.call.args.n; i++)
		if (writes(so, i))
			return alias_of(O, e->u.call.args.v[i]);
	if (so->out_mem == OM_inherit && e->u.call.args.n && e->u.call.args.v[0] &&
	    ir_expr_type(e->u.call.args.v[0])->kind == TY_TENSOR)
		return alias_of(O, e->u.call.args.v[0]);
	return NULL;
}

static void access_call(struct origins *O, struct expr *e)
{
	const struct spec_op *so = &spec_ops[e->u.call.op];
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		struct expr *a = e->u.call.args.v[i];
		if (!a)
			continue;
		if (writes(so, i)) {
			mark(O->written, alias_of(O, a));
			if (i < 32 && (so->arg_reads_too >> i & 1))
				mark(O->read, alias_of(O, a));
		} else if (a->kind <= EX_SYMBOL) {
			read_expr(a, O); /* a leaf (most operands): no walk */
		} else {
			ir_walk_expr(a, read_expr, O);
		}
	}
}

static void yields(struct origins *O, struct stmt_list body, uint32_t n, uint32_t **acc)
{
	const struct stmt *y = last_yield(body);
	for (uint32_t i = 0; y && i < n && i < y->u.ret.values.n; i++) {
		uint32_t *u = orig_union(acc[i], alias_of(O, y->u.ret.values.v[i]));
		free(acc[i]);
		acc[i] = u;
	}
}

static void analyze(struct origins *O, struct stmt_list l);

static void analyze_loop(struct origins *O, struct stmt *s)
{
	bool isfor = s->kind == ST_FOR;
	uint32_t n = isfor ? s->u.loop.n_iter : s->u.wloop.n_iter;
	struct iter_arg *it = isfor ? s->u.loop.iter : s->u.wloop.iter;
	struct var **rv = isfor ? s->u.loop.return_vars : s->u.wloop.return_vars;
	struct stmt_list body = isfor ? s->u.loop.body : s->u.wloop.body;
	if (isfor) {
		struct expr *b[3] = {s->u.loop.start, s->u.loop.stop, s->u.loop.step};
		for (int i = 0; i < 3; i++)
			if (b[i] && b[i]->kind == EX_CALL)
				access_call(O, b[i]);
	} else if (s->u.wloop.cond && s->u.wloop.cond->kind == EX_CALL) {
		access_call(O, s->u.wloop.cond);
	}
	uint32_t **acc = xcalloc(n ? n : 1, sizeof *acc);
	for (uint32_t i = 0; i < n; i++)
		orig_set(O, it[i].var, alias_of(O, it[i].init));
	analyze(O, body);
	yields(O, body, n, acc);
	for (uint32_t i = 0; i < n; i++) {
		if (!acc[i])
			acc[i] = orig_union(alias_of(O, it[i].init), NULL);
		orig_set(O, rv[i], acc[i]);
		free(acc[i]);
	}
	free(acc);
}

static void analyze(struct origins *O, struct stmt_list l)
{
	for (uint32_t k = 0; k < l.n; k++) {
		struct stmt *s = l.v[k];
		switch (s->kind) {
		case ST_ASSIGN:
			if (s->u.assign.value && s->u.assign.value->kind == EX_CALL)
				access_call(O, s->u.assign.value);
			/* only a tensor keeps origins (orig_set): a tile's value is not looked at */
			orig_set(O, s->u.assign.var, s->u.assign.var->type &&
							     s->u.assign.var->type->kind == TY_TENSOR
						     ? alias_of(O, s->u.assign.value) : NULL);
			break;
		case ST_EVAL:
			if (s->u.eval.value && s->u.eval.value->kind == EX_CALL)
				access_call(O, s->u.eval.value);
			break;
		case ST_FOR:
		case ST_WHILE:
			analyze_loop(O, s);
			break;
		case ST_IF: {
			if (s->u.cond.cond && s->u.cond.cond->kind == EX_CALL)
				access_call(O, s->u.cond.cond);
			analyze(O, s->u.cond.then_body);
			analyze(O, s->u.cond.else_body);
			uint32_t n = s->u.cond.n_ret;
			uint32_t **acc = xcalloc(n ? n : 1, sizeof *acc);
			yields(O, s->u.cond.then_body, n, acc);
			yields(O, s->u.cond.else_body, n, acc);
			for (uint32_t i = 0; i < n; i++) {
				orig_set(O, s->u.cond.return_vars[i], acc[i]);
				free(acc[i]);
			}
			free(acc);
			break;
		}
		case ST_SCOPE:
			analyze(O, s->u.scope.body);
			break;
		default:
			break;
		}
	}
}

/* In tensor params written become Out, or InOut when also read. */
static void infer_dirs(struct program *p, struct function *f)
{
	if (!f->n_params)
		return;
	struct origins O = {.p = p};
	O.read = xcalloc(f->n_params, 1);
	O.written = xcalloc(f->n_params, 1);
	for (uint32_t i = 0; i < f->n_params; i++) {
		uint32_t o[2] = {1, i};
		orig_set(&O, f->params[i].var, o);
	}
	analyze(&O, f->body);
	for (uint32_t i = 0; i < f->n_params; i++)
		if (O.written[i] && f->params[i].dir == DIR_IN)
			f->params[i].dir = O.read[i] ? DIR_INOUT : DIR_OUT;
	for (uint32_t i = 0; i < O.cap; i++)
		free(O.v[i]);
	free(O.v);
	free(O.read);
	free(O.written);
}

/* ---- one InCore function --------------------------------------------------------- */

static bool window_read(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	if (e->kind == EX_VAR && e->u.var->id < c->wcap && c->wuse[e->u.var->id])
		c->wuse[e->u.var->id] = 2;
	return true;
}

static void drop_unread_window(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct ctt *c = ctx;
	if (s->kind != ST_ASSIGN || s->u.assign.var->id >= c->wcap ||
	    c->wuse[s->u.assign.var->id] != 1)
		ir_sb_push(out, s);
}

/* Drops the window loads of f that nothing reads: every load from their
 * tensor read the window's tensor instead (fold_window), so the slice's own
 * load would fill a tile no instruction uses. */
static void drop_unread_windows(struct ctt *c, struct function *f)
{
	if (!c->n_wstmt)
		return;
	uint32_t cap = pu_var_cap(c->p, c->wcap);
	if (cap != c->wcap) {
		pu_regrow(&c->wuse, 1, c->wcap, cap);
		c->wcap = cap;
	}
	for (uint32_t i = 0; i < c->n_wstmt; i++)
		c->wuse[c->wstmt[i]->u.assign.var->id] = 1;
	ir_walk_stmts_exprs(f->body, window_read, c);
	bool any = false;
	for (uint32_t i = 0; i < c->n_wstmt; i++)
		any |= c->wuse[c->wstmt[i]->u.assign.var->id] == 1;
	if (any)
		f->body = ir_rewrite_stmts(c->a, f->body, drop_unread_window, c);
	for (uint32_t i = 0; i < c->n_wstmt; i++)
		c->wuse[c->wstmt[i]->u.assign.var->id] = 0;
	c->n_wstmt = 0;
}

/* ---- stores through a window ---------------------------------------------------- */

/* Whether e is tensor.slice(T, shape, offsets[, valid]) of a tensor var T, the
 * window whole (no valid shape, or the shape) and no axis dropped. */
static bool whole_window(struct ctt *c, const struct expr *e)
{
	if (e->kind != EX_CALL || e->u.call.op != c->op_tensor_slice || e->u.call.args.n < 3 ||
	    e->u.call.args.n > 4)
		return false;
	const struct expr *t = e->u.call.args.v[0], *sh = e->u.call.args.v[1], *off = e->u.call.args.v[2];
	if (t->kind != EX_VAR || t->u.var->type->kind != TY_TENSOR || t->u.var->type->distributed ||
	    sh->kind != EX_LIST || off->kind != EX_LIST || off->u.list.n != sh->u.list.n ||
	    off->u.list.n != t->u.var->type->shape.n)
		return false;
	const struct expr *vs = e->u.call.args.n > 3 ? e->u.call.args.v[3] : NULL;
	return !vs || (vs->kind == EX_LIST && (!vs->u.list.n || ir_expr_equal_exact(vs, sh)));
}

static void sv_note(struct ctt *c, uint32_t id)
{
	if (id >= c->sv_cap) {
		uint32_t cap = pu_var_cap(c->p, c->sv_cap);
		pu_regrow(&c->sv_slice, sizeof *c->sv_slice, c->sv_cap, cap);
		pu_regrow(&c->sv_uses, sizeof *c->sv_uses, c->sv_cap, cap);
		pu_regrow(&c->sv_stores, sizeof *c->sv_stores, c->sv_cap, cap);
		pu_regrow(&c->sv_res, sizeof *c->sv_res, c->sv_cap, cap);
		c->sv_cap = cap;
	}
	if (c->n_sv == c->cap_sv_ids) {
		c->cap_sv_ids = c->cap_sv_ids ? 2 * c->cap_sv_ids : 16;
		c->sv_ids = xrealloc(c->sv_ids, c->cap_sv_ids * sizeof *c->sv_ids);
	}
	c->sv_ids[c->n_sv++] = id;
}

static bool sv_window_of(struct ctt *c, const struct expr *e)
{
	return e && e->kind == EX_VAR && e->u.var->id < c->sv_cap && c->sv_slice[e->u.var->id];
}

/* The window var a store e writes through, or NULL. */
static const struct var *sv_target(struct ctt *c, const struct expr *e)
{
	if (e->kind != EX_CALL || e->u.call.op != c->op_store || e->u.call.args.n < 3 ||
	    e->u.call.args.v[1]->kind != EX_LIST || !sv_window_of(c, e->u.call.args.v[2]))
		return NULL;
	return e->u.call.args.v[2]->u.var;
}

struct sv_scan {
	struct ctt *c;
	bool in_return; /* the expressions of a return statement */
};

/* Counts the reads of each window var and those that are a store's target;
 * a read of a store's result (a value of the window) anywhere but in a
 * return marks the window unfoldable (sv_stores UINT32_MAX). */
static bool sv_count(struct expr *e, void *ctx)
{
	struct sv_scan *S = ctx;
	struct ctt *c = S->c;
	const struct var *w;
	if (sv_window_of(c, e)) {
		c->sv_uses[e->u.var->id]++;
	} else if ((w = sv_target(c, e)) != NULL) {
		if (c->sv_stores[w->id] != UINT32_MAX)
			c->sv_stores[w->id]++;
	} else if (e->kind == EX_VAR && e->u.var->id < c->sv_cap && c->sv_res[e->u.var->id] &&
		   !S->in_return) {
		c->sv_stores[c->sv_res[e->u.var->id] - 1] = UINT32_MAX;
	}
	return true;
}

static bool sv_scan_stmt(struct stmt *s, void *ctx)
{
	struct sv_scan *S = ctx;
	struct ctt *c = S->c;
	if (s->kind == ST_ASSIGN && whole_window(c, s->u.assign.value)) {
		sv_note(c, s->u.assign.var->id);
		c->sv_slice[s->u.assign.var->id] = s->u.assign.value;
		return true;
	}
	S->in_return = s->kind == ST_RETURN;
	ir_stmt_exprs(s, sv_count, S);
	const struct var *w;
	if (s->kind == ST_ASSIGN && (w = sv_target(c, s->u.assign.value)) != NULL) {
		sv_note(c, s->u.assign.var->id);
		c->sv_res[s->u.assign.var->id] = w->id + 1;
	}
	return true;
}

/* Whether window var v folds: stores write through it, and their results are
 * only returned. */
static bool sv_folds(struct ctt *c, const struct var *v)
{
	return v->id < c->sv_cap && c->sv_slice[v->id] && c->sv_stores[v->id] &&
	       c->sv_stores[v->id] != UINT32_MAX;
}

/* The store e through a folding window: the same store into the window's
 * tensor at the window's offsets plus its own, of the same type. */
static struct expr *sv_store(struct expr *e, void *ctx)
{
	struct ctt *c = ctx;
	const struct var *v = sv_target(c, e);
	if (!v || !sv_folds(c, v))
		return e;
	struct expr *w = c->sv_slice[v->id];
	struct expr_list base = w->u.call.args.v[2]->u.list, own = e->u.call.args.v[1]->u.list;
	if (own.n != base.n)
		return e;
	struct expr_list sum = ir_expr_list_new(c->a, own.n);
	for (uint32_t i = 0; i < sum.n; i++)
		sum.v[i] = pu_index_add(c->a, base.v[i], own.v[i], e->u.call.args.v[1]->span);
	struct expr *r = pu_call_copy(c->a, e);
	r->u.call.args.v[1] = ir_new_list(c->a, sum, e->u.call.args.v[1]->span);
	r->u.call.args.v[2] = w->u.call.args.v[0];
	return r;
}

static void sv_rewrite(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct ctt *c = ctx;
	if (s->kind == ST_ASSIGN && sv_folds(c, s->u.assign.var) &&
	    c->sv_uses[s->u.assign.var->id] == c->sv_stores[s->u.assign.var->id])
		return; /* a window only stores read: they now write its tensor */
	pu_rewrite_stmt_exprs(s, sv_store, c);
	ir_sb_push(out, s);
}

/* Folds f's stores through whole windows whose stored values are only
 * returned, and drops the windows nothing else reads. */
static void fold_store_views(struct ctt *c, struct function *f)
{
	if (!ir_stmts_call_op(f->body, (int)c->op_tensor_slice))
		return;
	c->n_sv = 0;
	struct sv_scan S = {.c = c};
	ir_walk_stmts(f->body, sv_scan_stmt, &S);
	bool any = false;
	for (uint32_t i = 0; i < c->n_sv; i++) {
		uint32_t id = c->sv_ids[i];
		any |= c->sv_slice[id] && c->sv_stores[id] && c->sv_stores[id] != UINT32_MAX;
	}
	if (any)
		f->body = ir_rewrite_stmts(c->a, f->body, sv_rewrite, c);
	for (uint32_t i = 0; i < c->n_sv; i++) {
		uint32_t id = c->sv_ids[i];
		c->sv_slice[id] = NULL;
		c->sv_uses[id] = c->sv_stores[id] = c->sv_res[id] = 0;
	}
	c->n_sv = 0;
}

static uint32_t convert_function(struct ctt *c, struct function *f)
{
	c->fn = f;
	pu_names_lazy(&c->names, f); /* collected at the first fresh name */
	c->n_sfx = 0;
	if (c->sfx)
		memset(c->sfx, 0, c->cap_sfx * sizeof *c->sfx);
	prescan(c, f);
	for (uint32_t i = 0; i < f->n_params; i++) {
		struct var *pv = f->params[i].var;
		if (pv->type->kind != TY_TENSOR || pv->type->distributed || !c->used[pv->id])
			continue;
		struct expr *ld = load_call(c, ir_new_var_ref(c->a, pv, f->span), MS_Vec, false, f->span);
		if (c->pad[pv->id])
			pad_rows(c, ld, c->pad[pv->id]);
		if (!deduce(c, ld, NULL))
			continue;
		struct var *tv = bind(c, derived(c, pv->name, "tile"), ld, &c->prologue, f->span);
		set_map(c, pv, tv);
	}
	struct stmt_list body = conv_list(c, f->body);
	struct stmt_buf b = {0};
	uint32_t n_pro = c->prologue.n;
	ir_sb_append(&b, (struct stmt_list){c->prologue.n, c->prologue.v});
	ir_sb_free(&c->prologue);
	memset(&c->prologue, 0, sizeof c->prologue);
	ir_sb_append(&b, body);
	uint32_t added = add_outputs(c, f, &b, n_pro);
	if (!b.n || b.v[b.n - 1]->kind != ST_RETURN) {
		struct span sp = b.n ? b.v[b.n - 1]->span : f->span;
		ir_sb_push(&b, ir_new_return(c->a, (struct expr_list){0}, sp));
	}
	f->body = ir_sb_finish(c->a, &b);
	ir_sb_free(&b);
	drop_unread_windows(c, f);
	infer_dirs(c->p, f);
	pu_names_free(&c->names);
	return added;
}

/* ---- callers: wrappers and call sites ------------------------------------------------ */

/* Functions by pointer: their index in p->funcs (open addressing). */
struct fidx {
	const struct function **k;
	uint32_t *v;
	uint32_t cap;
};

static uint32_t fidx_slot(const struct fidx *x, const struct function *f)
{
	uint64_t h = ptr_hash(f);
	uint32_t i = (uint32_t)(h >> 32) & (x->cap - 1);
	while (x->k[i] && x->k[i] != f)
		i = (i + 1) & (x->cap - 1);
	return i;
}

static int fidx_get(const struct fidx *x, const struct function *f)
{
	if (!f)
		return -1;
	uint32_t i = fidx_slot(x, f);
	return x->k[i] ? (int)x->v[i] : -1;
}

struct calls {
	struct ctt *c;
	struct fidx *fx;
	uint32_t *added;          /* by function index */
	struct function *fn;      /* the caller */
	struct pu_names *names;
	struct var **wrap_outs;   /* a wrapper's new Out params, or NULL */
	bool applied;
};

/* The result type of a call of f: a submission's (pl.submit, a pl.at ... as tid) is the
 * tuple of f's results and its task id. */
static const struct type *call_type(struct arena *a, const struct function *f, bool submit)
{
	if (submit) {
		const struct type **el = ARENA_ARRAY(a, const struct type *, f->n_rets + 1);
		for (uint32_t i = 0; i < f->n_rets; i++)
			el[i] = f->rets[i];
		el[f->n_rets] = ir_type_scalar(DT_TASK_ID);
		return ir_type_tuple(a, f->n_rets + 1, el);
	}
	if (f->n_rets == 1)
		return f->rets[0];
	if (f->n_rets > 1)
		return ir_type_tuple(a, f->n_rets, f->rets);
	return ir_type_unknown();
}

/* A call of a function that gained Out params passes a fresh tensor for
 * each (a wrapper: its own new params); its result takes the callee's new
 * return type. */
static void site_fn(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct calls *w = ctx;
	struct ctt *c = w->c;
	struct expr *old = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	pu_rewrite_stmt_exprs(s, subst, c);
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	int fi = v && v->kind == EX_FCALL ? fidx_get(w->fx, v->u.fcall.callee) : -1;
	if (fi < 0 || !w->added[fi] || (w->wrap_outs && w->applied)) {
		if (v && v != old)
			s->u.assign.var = retype(c, s->u.assign.var, ir_expr_type(v));
		ir_sb_push(out, s);
		return;
	}
	const struct function *f = v->u.fcall.callee;
	uint32_t n = w->added[fi], base = f->n_params - n;
	struct expr_list args = ir_expr_list_new(c->a, f->n_params);
	if (v->u.fcall.args.n && base)
		memcpy(args.v, v->u.fcall.args.v, (v->u.fcall.args.n < base ? v->u.fcall.args.n : base) * sizeof *args.v);
	for (uint32_t i = 0; i < n; i++) {
		if (w->wrap_outs) {
			args.v[base + i] = ir_new_var_ref(c->a, w->wrap_outs[i], s->span);
			continue;
		}
		const struct type *t = f->params[base + i].var->type;
		struct expr_list ca = ir_expr_list_new(c->a, 1);
		ca.v[0] = dims(c, t->shape, s->span);
		struct expr *cr = ir_new_call(c->a, c->op_tensor_create, ca, s->span);
		ir_call_set_kwarg_int(cr, "dtype", t->dtype);
		ir_call_set_kwarg_int(cr, "layout", t->tview ? t->tview->layout : TLY_ND);
		if (!deduce(c, cr, NULL))
			continue;
		char nm[32];
		snprintf(nm, sizeof nm, "ret%u__out", i);
		struct var *tv = bind(c, pu_fresh_name(w->names, nm), cr, out, s->span);
		args.v[base + i] = ir_new_var_ref(c->a, tv, s->span);
	}
	struct expr *nc = ir_expr_copy(c->a, v);
	nc->u.fcall.args = args;
	nc->type = call_type(c->a, f, nc->u.fcall.submit != NULL);
	s->u.assign.value = nc;
	s->u.assign.var = retype(c, s->u.assign.var, nc->type);
	w->applied = true;
	ir_sb_push(out, s);
}

/* The first call in f of a function that gained Out params, or -1. */
struct find_call {
	struct calls *w;
	int fi;
	const struct expr *at; /* the call found */
};

static bool find_expr(struct expr *e, void *ctx)
{
	struct find_call *fc = ctx;
	if (fc->fi >= 0)
		return false;
	if (e->kind == EX_FCALL) {
		int i = fidx_get(fc->w->fx, e->u.fcall.callee);
		if (i >= 0 && fc->w->added[i]) {
			fc->fi = i;
			fc->at = e;
		}
	}
	return true;
}

static void rewrite_callers(struct ctt *c, struct function *f, struct calls *w)
{
	struct pu_names names;
	pu_names_init(&names, f);
	w->fn = f;
	w->names = &names;
	w->applied = false;
	grow(c);
	untouch(c);
	f->body = ir_rewrite_stmts(c->a, f->body, site_fn, w);
	pu_names_free(&names);
}

/* A Group / Spmd wrapper forwarding to a function that gained Out params
 * takes them as its own Out params and passes them on (the wrapper's caller
 * allocates them).  Returns how many. */
static uint32_t wrap(struct ctt *c, struct function *f, struct calls *w)
{
	struct find_call fc = {w, -1, NULL};
	ir_walk_stmts_exprs(f->body, find_expr, &fc);
	if (fc.fi < 0)
		return 0;
	const struct function *callee = c->p->funcs[fc.fi];
	uint32_t n = w->added[fc.fi], base = callee->n_params - n;
	struct var **outs = xcalloc(n, sizeof *outs);
	for (uint32_t i = 0; i < n; i++) {
		const struct var *pv = callee->params[base + i].var;
		outs[i] = ir_new_var(c->p, pv->name, VAR_PARAM, pv->type, f->span);
		add_param(c, f, outs[i], DIR_OUT);
	}
	w->wrap_outs = outs;
	rewrite_callers(c, f, w);
	if (!w->applied)
		die("ConvertTensorToTileOps: wrapper '%s' forwards to '%s' outside an assignment", f->name,
		    callee->name);
	w->wrap_outs = NULL;
	free(outs);
	return n;
}

/* Callers take their callees' written directions: a param handed to an Out
 * param becomes Out (from In), to an InOut one InOut. */
static bool caller_dirs_expr(struct expr *e, void *ctx)
{
	struct calls *w = ctx;
	struct ctt *c = w->c;
	if (e->kind != EX_FCALL || !e->u.fcall.callee)
		return true;
	const struct function *cal = e->u.fcall.callee;
	struct function *f = w->fn;
	for (uint32_t i = 0; i < e->u.fcall.args.n && i < cal->n_params; i++) {
		struct expr *a = e->u.fcall.args.v[i];
		int32_t k = a && a->kind == EX_VAR && a->u.var->id < c->cap ? c->ppos[a->u.var->id] : -1;
		if (k < 0)
			continue;
		uint8_t *d = &f->params[k].dir, cd = cal->params[i].dir;
		if ((cd == DIR_OUT && *d == DIR_IN) || (cd == DIR_INOUT && *d != DIR_INOUT)) {
			*d = cd;
			w->applied = true;
		}
	}
	return true;
}

static bool caller_dirs(struct calls *w, struct function *f)
{
	struct ctt *c = w->c;
	grow(c);
	for (uint32_t k = 0; k < f->n_params; k++)
		c->ppos[f->params[k].var->id] = (int32_t)k;
	w->fn = f;
	w->applied = false;
	ir_walk_stmts_exprs(f->body, caller_dirs_expr, w);
	for (uint32_t k = 0; k < f->n_params; k++)
		c->ppos[f->params[k].var->id] = -1;
	return w->applied;
}

/* Call graph edges for the callee-first order. */
struct cg {
	struct fidx *fx;
	uint32_t *callee; /* callee indices, grouped by caller */
	uint32_t n, cap;
};

static bool cg_expr(struct expr *e, void *ctx)
{
	struct cg *g = ctx;
	int i = e->kind == EX_FCALL ? fidx_get(g->fx, e->u.fcall.callee) : -1;
	if (i >= 0) {
		if (g->n == g->cap) {
			g->cap = g->cap ? 2 * g->cap : 64;
			g->callee = xrealloc(g->callee, g->cap * sizeof *g->callee);
		}
		g->callee[g->n++] = (uint32_t)i;
	}
	return true;
}

/* Function indices with every callee before its callers (a post-order of the
 * call graph, iterative); a cycle is cut where it closes. */
static uint32_t *callee_first(struct program *p, struct fidx *fx)
{
	uint32_t nf = p->n_funcs;
	uint32_t *first = xcalloc(nf + 1, sizeof *first);
	struct cg g = {fx, NULL, 0, 0};
	for (uint32_t i = 0; i < nf; i++) {
		first[i] = g.n;
		ir_walk_stmts_exprs(p->funcs[i]->body, cg_expr, &g);
	}
	first[nf] = g.n;
	uint32_t *order = xmalloc((nf + 1) * sizeof *order), n = 0;
	uint8_t *state = xcalloc(nf + 1, 1); /* 0 new, 1 on the stack, 2 done */
	uint32_t *stack = xmalloc((nf + 1) * sizeof *stack), *next = xmalloc((nf + 1) * sizeof *next);
	for (uint32_t r = 0; r < nf; r++) {
		if (state[r])
			continue;
		uint32_t sp = 0;
		stack[sp] = r;
		next[sp++] = first[r];
		state[r] = 1;
		while (sp) {
			uint32_t f = stack[sp - 1];
			if (next[sp - 1] < first[f + 1]) {
				uint32_t t = g.callee[next[sp - 1]++];
				if (!state[t]) {
					state[t] = 1;
					stack[sp] = t;
					next[sp++] = first[t];
				}
				continue;
			}
			state[f] = 2;
			order[n++] = f;
			sp--;
		}
	}
	free(first);
	free(g.callee);
	free(state);
	free(stack);
	free(next);
	return order;
}

bool pass_convert_tensor_to_tile_ops(struct pass_ctx *ctx, struct program *p)
{
	(void)ctx;
	struct ctt c = {.p = p, .a = p->arena};
	c.op_load = pu_op_by_rule(TR_load, OK_tensor);
	c.op_store = pu_op_by_rule(TR_store, OK_tile);
	c.op_tensor_create = pu_op_by_rule(TR_tensor_create, OK_shape);
	c.op_move = pu_op_by_rule(TR_move, OK_tile);
	c.op_tview = pu_op_by_rule(TR_transpose_view, OK_tile);
	c.op_assemble = pu_op_by_rule(TR_assemble, OK_tile);
	c.op_tslice = pu_op_by_rule(TR_slice, OK_tile);
	c.op_tensor_slice = pu_op_by_rule(TR_slice, OK_tensor);
	c.bridge_key = intern_cstr("__compiler_tensor_to_tile_mat_bridge");
	struct fidx fx = {.cap = 16};
	while (fx.cap < 2 * p->n_funcs + 2)
		fx.cap *= 2;
	fx.k = xcalloc(fx.cap, sizeof *fx.k);
	fx.v = xcalloc(fx.cap, sizeof *fx.v);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		uint32_t s = fidx_slot(&fx, p->funcs[i]);
		fx.k[s] = p->funcs[i];
		fx.v[s] = i;
	}
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (pu_incore(p->funcs[i]) && !p->funcs[i]->abstract)
			fold_store_views(&c, p->funcs[i]);
	uint32_t *added = xcalloc(p->n_funcs + 1, sizeof *added);
	bool any_added = false; /* no function gained Out params: no call to look for */
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_InCore && !p->funcs[i]->abstract)
			any_added |= (added[i] = convert_function(&c, p->funcs[i])) != 0;
	struct calls w = {.c = &c, .fx = &fx, .added = added};
	for (uint32_t i = 0; i < p->n_funcs && any_added; i++) {
		struct function *f = p->funcs[i];
		if ((f->kind == FK_Group || f->kind == FK_Spmd) && !f->abstract)
			added[i] = wrap(&c, f, &w);
	}
	for (uint32_t i = 0; i < p->n_funcs && !c.failed; i++) {
		struct function *f = p->funcs[i];
		if (pu_incore(f) && !f->abstract) {
			if (!any_added)
				continue;
			/* call sites are updated outside InCore functions only (as the
			 * reference does): such a call would miss its Out argument */
			struct find_call fc = {&w, -1, NULL};
			ir_walk_stmts_exprs(f->body, find_expr, &fc);
			if (fc.fi >= 0) {
				diag_error(fc.at->span, "InCore function '%s' calls '%s', which returns a tile "
					   "through an Out parameter it gains here: an InCore function cannot "
					   "call another (a pl.incore scope nested in another)",
					   f->name, p->funcs[fc.fi]->name);
				c.failed = true;
			}
		} else if (f->kind != FK_Group && f->kind != FK_Spmd && !f->abstract) {
			rewrite_callers(&c, f, &w);
		}
	}
	/* Directions flow from callees to callers: callee-first, one sweep does
	 * it (more only where calls form a cycle). */
	bool callers = false; /* a function caller_dirs looks at (none: no call graph needed) */
	for (uint32_t i = 0; i < p->n_funcs; i++)
		callers |= p->funcs[i]->kind != FK_InCore && !p->funcs[i]->abstract;
	uint32_t *order = callers ? callee_first(p, &fx) : NULL;
	for (bool changed = callers; changed;) {
		changed = false;
		for (uint32_t k = 0; k < p->n_funcs; k++) {
			struct function *f = p->funcs[order[k]];
			if (f->kind != FK_InCore && !f->abstract)
				changed |= caller_dirs(&w, f);
		}
	}
	free(order);
	free(added);
	free(fx.k);
	free(fx.v);
	free(c.map);
	free(c.used);
	free(c.want);
	free(c.pad);
	free(c.window);
	free(c.wstmt);
	free(c.wuse);
	free(c.ppos);
	free(c.touched);
	free(c.sfx);
	free(c.sv_slice);
	free(c.sv_uses);
	free(c.sv_stores);
	free(c.sv_res);
	free(c.sv_ids);
	return !c.failed;
}
