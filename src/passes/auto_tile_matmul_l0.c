/* AutoTileMatmulL0: a static matmul (tile.matmul, tile.matmul_bias, the
 * three-operand tile.matmul_acc) whose right operand is in Mat and whose left
 * operand is in Mat or Vec, and whose operands do not fit half of the
 * backend's Left / Right memory (the other half holds the next block:
 * double-buffering), becomes a K loop `pl.pipeline(0, K, k, stage=2)` that
 * extracts [M, k] into Left and [k, N] into Right per block and accumulates
 * them into the Acc result: the first block computes a fresh product (plus
 * the bias) where the original had no accumulator (`if ko == 0`), every block
 * of a matmul_acc accumulates into the caller's accumulator.  k is the
 * largest multiple of 16 dividing K whose blocks fit those halves (capacities
 * and the accumulator's row alignment come from the backend's specs).  A
 * Vec left operand is moved into Mat and a Mat bias into Bias once, before
 * the loop.  Matmuls whose [M, N] result does not fit the backend's Acc are
 * left as they are: the reference tiles them into an M/N grid chosen by its
 * cost model, which ptoc does not have.  A user's pl.pipeline loop (two or
 * more trips) whose body computes a fresh matmul of Left and Right tiles into
 * an Acc tile that fits Acc twice, and stores it, double-buffers that
 * accumulator: the loop gets pipeline_double_buffer_c=True and
 * pipeline_overlap_stores=False, so each trip's store drains one accumulator
 * while the next trip's matmul fills the other (reference auto_tile_matmul_l0_pass.cpp).
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure
 * produces: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure */
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "intern.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "pipeline_util.h"
#include "typecheck.h"
#include "util.h"

/* The K granule: L0 fractals are 16 columns wide (ptoas requires 16-aligned
 * tile columns); M and N are boxed to the same 16. */
#define ALIGN 16

enum mm_kind { MM_FRESH, MM_BIAS, MM_ACC };

struct atm {
	struct program *p;
	struct arena *a;
	const be_t *be;
	struct pu_names names;
	unsigned op_extract, op_move, op_create, op_matmul, op_bias, op_acc;
	bool failed;
};

/* The tile op with type rule r and n operands (2 for matmul, 3 for its bias
 * form) that codegen emits (not a batched form FlattenTileNdTo2D unrolls). */
static int op_with(enum type_rule r, unsigned n_operands)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (spec_ops[i].type_rule.kind == r && spec_ops[i].n_operands == n_operands &&
		    spec_ops[i].operands[0].kind == OK_tile && spec_ops[i].emit != EK_unsupported)
			return (int)i;
	return -1;
}

static unsigned need_op(enum type_rule r, unsigned n)
{
	int op = op_with(r, n);
	if (op < 0)
		die("no op with type rule %s and %u operands in the specs", type_rule_names[r], n);
	return (unsigned)op;
}

static int64_t align_up(int64_t x, int64_t a) { return (x + a - 1) / a * a; }

static bool static2d(const struct type *t, int64_t d[2])
{
	return t->kind == TY_TILE && t->shape.n == 2 && ir_shape_static(t->shape, d, 2) && d[0] > 0 &&
	       d[1] > 0;
}

/* The k of the K loop, or 0 when the matmul needs no K tiling or cannot get
 * one here. */
static int64_t choose_k(struct atm *A, int64_t M, int64_t N, int64_t K, enum dtype in,
			enum dtype out)
{
	uint64_t l0a = be_capacity_bytes(A->be, MS_Left), l0b = be_capacity_bytes(A->be, MS_Right);
	uint64_t l0c = be_capacity_bytes(A->be, MS_Acc);
	unsigned ib = dtype_infos[in].bits, ob = dtype_infos[out].bits;
	if (!l0a || !l0b || !l0c || ib % 8 || ob % 8 || !ib || !ob || M > INT32_MAX ||
	    N > INT32_MAX || K > INT32_MAX)
		return 0;
	uint64_t bm = (uint64_t)align_up(M, ALIGN), bn = (uint64_t)align_up(N, ALIGN);
	uint64_t rows = (uint64_t)align_up((int64_t)bm, be_l0c_m_alignment(A->be, out));
	if (rows * bn * (ob / 8) > l0c)
		return 0; /* the output itself needs M/N tiling */
	uint64_t ka = l0a / 2 / (bm * (ib / 8)), kb = l0b / 2 / (bn * (ib / 8));
	uint64_t cap = ka < kb ? ka : kb;
	if ((uint64_t)K <= cap)
		return 0; /* fits: no tiling */
	for (int64_t k = (int64_t)cap / ALIGN * ALIGN; k >= ALIGN; k -= ALIGN)
		if (K % k == 0)
			return k;
	return 0;
}

/* ---- building ---------------------------------------------------------------- */

static struct var *bind(struct atm *A, struct stmt_buf *out, const char *base, const char *suffix,
			struct expr *call, struct span sp)
{
	if (!tc_deduce_call(A->a, call)) {
		A->failed = true;
		return NULL;
	}
	char name[300];
	snprintf(name, sizeof name, "%.250s%s", base, suffix);
	struct var *v = ir_new_var(A->p, pu_fresh_name(&A->names, name), VAR_LOCAL, call->type, sp);
	ir_sb_push(out, ir_new_assign(A->a, v, call, sp));
	return v;
}

static struct expr *call_of(struct atm *A, unsigned op, struct expr **args, uint32_t n,
			    struct span sp)
{
	return ir_new_call(A->a, op, (struct expr_list){n, args}, sp);
}

static struct expr *ref(struct atm *A, struct var *v, struct span sp)
{
	return ir_new_var_ref(A->a, v, sp);
}

static struct var *move_to(struct atm *A, struct stmt_buf *out, struct var *src, int mem,
			   const char *base, const char *suffix, struct span sp)
{
	struct expr *args[1] = {ref(A, src, sp)};
	struct expr *c = call_of(A, A->op_move, args, 1, sp);
	ir_call_set_kwarg_int(c, "target_memory", mem);
	return bind(A, out, base, suffix, c, sp);
}

static struct var *extract(struct atm *A, struct stmt_buf *out, struct var *src, struct expr *row,
			   struct expr *col, int64_t r, int64_t c, int mem, const char *base,
			   const char *suffix, struct span sp)
{
	int64_t shape[2] = {r, c};
	struct expr *args[4] = {ref(A, src, sp), row, col,
				ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
	struct expr *e = call_of(A, A->op_extract, args, 4, sp);
	ir_call_set_kwarg_int(e, "target_memory", mem);
	return bind(A, out, base, suffix, e, sp);
}

struct mm {
	enum mm_kind kind;
	struct stmt *s;
	struct var *lhs, *rhs, *bias, *acc;
	int64_t M, N, K, k;
};

static void rewrite(struct atm *A, struct mm *m, struct stmt_buf *out)
{
	struct span sp = m->s->span;
	struct var *res = m->s->u.assign.var;
	const char *base = res->name;
	struct expr *init;
	if (m->kind == MM_ACC) {
		init = ref(A, m->acc, sp);
	} else {
		int64_t shape[2] = {m->M, m->N};
		struct expr *args[1] = {ir_new_list(A->a, ir_expr_list_of_ints(A->a, shape, 2, sp), sp)};
		struct expr *c = call_of(A, A->op_create, args, 1, sp);
		ir_call_set_kwarg_int(c, "dtype", res->type->dtype);
		ir_call_set_kwarg_int(c, "target_memory", MS_Acc);
		struct var *v = bind(A, out, base, "_l0_init", c, sp);
		if (!v)
			return;
		init = ref(A, v, sp);
	}
	struct var *lhs = m->lhs, *bias = m->bias;
	if (lhs->type->mem != MS_Mat && !(lhs = move_to(A, out, lhs, MS_Mat, base, "_l0_lmat", sp)))
		return;
	if (bias && bias->type->mem != MS_Bias &&
	    !(bias = move_to(A, out, bias, MS_Bias, base, "_l0_bias", sp)))
		return;
	/* for ko, (c,) in pl.pipeline(0, K, k, stage=2, init_values=(init,)) */
	const struct type *ct = ir_expr_type(init);
	struct stmt *loop = ir_new_stmt(A->a, ST_FOR, sp);
	char name[300];
	snprintf(name, sizeof name, "%.250s_l0_ko", base);
	struct var *ko = ir_new_var(A->p, pu_fresh_name(&A->names, name), VAR_LOOP,
				    ir_type_scalar(DT_INDEX), sp);
	snprintf(name, sizeof name, "%.250s_l0_c", base);
	struct var *c = ir_new_var(A->p, pu_fresh_name(&A->names, name), VAR_ITER, ct, sp);
	loop->u.loop.kind = FOR_PIPELINE;
	loop->u.loop.loop_var = ko;
	loop->u.loop.start = plu_index(A->a, 0, sp);
	loop->u.loop.stop = plu_index(A->a, m->K, sp);
	loop->u.loop.step = plu_index(A->a, m->k, sp);
	loop->u.loop.stage = plu_index(A->a, 2, sp);
	loop->u.loop.n_iter = 1;
	loop->u.loop.iter = ARENA_NEW(A->a, struct iter_arg);
	loop->u.loop.iter[0] = (struct iter_arg){c, init};
	loop->u.loop.return_vars = ARENA_ARRAY(A->a, struct var *, 1);
	res->type = ct;
	loop->u.loop.return_vars[0] = res;
	struct stmt_buf body = {0};
	struct var *a = extract(A, &body, lhs, plu_index(A->a, 0, sp), ref(A, ko, sp), m->M, m->k,
				MS_Left, base, "_l0_a", sp);
	struct var *b = a ? extract(A, &body, m->rhs, ref(A, ko, sp), plu_index(A->a, 0, sp), m->k,
				    m->N, MS_Right, base, "_l0_b", sp)
			  : NULL;
	if (!b) {
		ir_sb_free(&body);
		return;
	}
	struct expr *acc_args[3] = {ref(A, c, sp), ref(A, a, sp), ref(A, b, sp)};
	struct expr *yv[1];
	if (m->kind == MM_ACC) {
		struct var *r = bind(A, &body, base, "_l0_c_acc", call_of(A, A->op_acc, acc_args, 3, sp), sp);
		if (!r) {
			ir_sb_free(&body);
			return;
		}
		yv[0] = ref(A, r, sp);
	} else {
		/* if ko == 0: a fresh product (with the bias) else: accumulate */
		struct stmt_buf then = {0}, els = {0};
		struct expr *fa[3] = {ref(A, a, sp), ref(A, b, sp), bias ? ref(A, bias, sp) : NULL};
		struct expr *first = m->kind == MM_BIAS ? call_of(A, A->op_bias, fa, 3, sp)
							: call_of(A, A->op_matmul, fa, 2, sp);
		struct var *f = bind(A, &then, base, "_l0_c_first", first, sp);
		struct var *r = f ? bind(A, &els, base, "_l0_c_acc",
					 call_of(A, A->op_acc, acc_args, 3, sp), sp)
				  : NULL;
		if (!r) {
			ir_sb_free(&then);
			ir_sb_free(&els);
			ir_sb_free(&body);
			return;
		}
		snprintf(name, sizeof name, "%.250s_l0_c_phi", base);
		struct var *phi = ir_new_var(A->p, pu_fresh_name(&A->names, name), VAR_LOCAL, ct, sp);
		struct expr *y1[1] = {ref(A, f, sp)}, *y2[1] = {ref(A, r, sp)};
		ir_sb_push(&then, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, y1}), sp));
		ir_sb_push(&els, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, y2}), sp));
		struct stmt *iff = ir_new_stmt(A->a, ST_IF, sp);
		iff->u.cond.cond = plu_bin(A->a, BO_EQ, ref(A, ko, sp), plu_index(A->a, 0, sp), sp);
		iff->u.cond.then_body = ir_sb_finish(A->a, &then);
		iff->u.cond.else_body = ir_sb_finish(A->a, &els);
		iff->u.cond.has_else = true;
		iff->u.cond.n_ret = 1;
		iff->u.cond.return_vars = ARENA_NEW(A->a, struct var *);
		iff->u.cond.return_vars[0] = phi;
		ir_sb_free(&then);
		ir_sb_free(&els);
		ir_sb_push(&body, iff);
		yv[0] = ref(A, phi, sp);
	}
	ir_sb_push(&body, ir_new_yield(A->a, ir_expr_list_copy(A->a, (struct expr_list){1, yv}), sp));
	loop->u.loop.body = ir_sb_finish(A->a, &body);
	ir_sb_free(&body);
	ir_sb_push(out, loop);
}

/* ---- double-buffered accumulators of user pipeline loops ----------------------------- */

static struct var *var_arg(const struct expr *call, uint32_t i);

/* Physical bytes of an Acc tile: rows padded to the backend's accumulator
 * row alignment, columns to the fractal. */
static uint64_t acc_bytes(struct atm *A, const struct type *t)
{
	int64_t d[2];
	unsigned ob = dtype_infos[t->dtype].bits;
	if (!static2d(t, d) || ob % 8 || !ob || d[0] > INT32_MAX || d[1] > INT32_MAX)
		return 0;
	int64_t rows = align_up(align_up(d[0], ALIGN), be_l0c_m_alignment(A->be, (enum dtype)t->dtype));
	return (uint64_t)rows * (uint64_t)align_up(d[1], ALIGN) * (ob / 8);
}

static bool stores_var(const struct stmt *s, const struct var *v)
{
	const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!e || e->kind != EX_CALL || !spec_ops[e->u.call.op].io_role ||
	    strcmp(spec_ops[e->u.call.op].io_role, "Store") != 0 || !e->u.call.args.n)
		return false;
	const struct expr *a = e->u.call.args.v[0];
	return a->kind == EX_VAR && a->u.var == v;
}

static bool double_buffers_acc(struct atm *A, const struct stmt *loop)
{
	int64_t start, stop, step, trips;
	if (plu_stages(loop) < 2 || !plu_const(loop->u.loop.start, &start) ||
	    !plu_const(loop->u.loop.stop, &stop) || !plu_const(loop->u.loop.step, &step) ||
	    !step || !plu_trips(start, stop, step, &trips) || trips < 2)
		return false;
	uint64_t l0c = be_capacity_bytes(A->be, MS_Acc);
	struct stmt_list b = loop->u.loop.body;
	for (uint32_t i = 0; i < b.n; i++) {
		const struct stmt *s = b.v[i];
		if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL ||
		    s->u.assign.value->u.call.op != A->op_matmul)
			continue;
		const struct expr *c = s->u.assign.value;
		struct var *l = var_arg(c, 0), *r = var_arg(c, 1), *v = s->u.assign.var;
		uint64_t bytes = acc_bytes(A, v->type);
		if (!l || !r || l->type->mem != MS_Left || r->type->mem != MS_Right ||
		    v->type->mem != MS_Acc || !bytes || bytes > l0c / 2)
			continue;
		for (uint32_t j = i + 1; j < b.n; j++)
			if (stores_var(b.v[j], v))
				return true;
	}
	return false;
}

static void add_flag(struct atm *A, struct attr_list *al, const char *key, bool v, struct span sp)
{
	for (uint32_t i = 0; i < al->n; i++)
		if (al->v[i].key == key)
			return;
	struct attr *n = ARENA_ARRAY(A->a, struct attr, al->n + 1);
	for (uint32_t i = 0; i < al->n; i++)
		n[i] = al->v[i];
	n[al->n] = (struct attr){key, ir_new_bool(A->a, v, sp)};
	al->v = n;
	al->n++;
}

static bool mark_dbc(struct stmt *s, void *ctx)
{
	struct atm *A = ctx;
	if (s->kind == ST_FOR && s->u.loop.kind == FOR_PIPELINE && double_buffers_acc(A, s)) {
		add_flag(A, &s->u.loop.attrs, plu_key_overlap_stores(), false, s->span);
		add_flag(A, &s->u.loop.attrs, plu_key_double_buffer_c(), true, s->span);
	}
	return true;
}

/* ---- recognition ----------------------------------------------------------------- */

static struct var *var_arg(const struct expr *call, uint32_t i)
{
	return i < call->u.call.args.n && call->u.call.args.v[i]->kind == EX_VAR
		       ? call->u.call.args.v[i]->u.var
		       : NULL;
}

/* Fills m for a matmul this pass tiles; false otherwise. */
static bool recognize(struct atm *A, struct stmt *s, struct mm *m)
{
	if (s->kind != ST_ASSIGN || s->u.assign.value->kind != EX_CALL)
		return false;
	struct expr *c = s->u.assign.value;
	unsigned op = c->u.call.op;
	uint32_t first = 0;
	if (op == A->op_matmul)
		m->kind = MM_FRESH;
	else if (op == A->op_bias)
		m->kind = MM_BIAS;
	else if (op == A->op_acc && c->u.call.args.n == 3)
		m->kind = MM_ACC, first = 1;
	else
		return false;
	m->s = s;
	m->acc = first ? var_arg(c, 0) : NULL;
	m->lhs = var_arg(c, first);
	m->rhs = var_arg(c, first + 1);
	m->bias = m->kind == MM_BIAS ? var_arg(c, 2) : NULL;
	int64_t a[2], b[2];
	if (!m->lhs || !m->rhs || (first && !m->acc) || (m->kind == MM_BIAS && !m->bias) ||
	    !static2d(m->lhs->type, a) || !static2d(m->rhs->type, b) || a[1] != b[0])
		return false;
	if (m->rhs->type->mem != MS_Mat || (m->lhs->type->mem != MS_Mat && m->lhs->type->mem != MS_Vec))
		return false;
	if (m->bias && m->bias->type->mem != MS_Mat && m->bias->type->mem != MS_Bias)
		return false;
	if (s->u.assign.var->type->kind != TY_TILE)
		return false;
	m->M = a[0];
	m->K = a[1];
	m->N = b[1];
	m->k = choose_k(A, m->M, m->N, m->K, (enum dtype)m->lhs->type->dtype,
			(enum dtype)s->u.assign.var->type->dtype);
	return m->k > 0;
}

static struct stmt_list tile_list(struct atm *A, struct stmt_list l, int depth)
{
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n && !A->failed; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = depth < 256 ? ir_stmt_children(s, kids) : 0;
		for (int k = 0; k < nk; k++)
			*kids[k] = tile_list(A, *kids[k], depth + 1);
		struct mm m;
		if (recognize(A, s, &m)) {
			rewrite(A, &m, &out);
			changed = true;
			continue;
		}
		ir_sb_push(&out, s);
	}
	if (!changed || A->failed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(A->a, &out);
	ir_sb_free(&out);
	return r;
}

bool pass_auto_tile_matmul_l0(struct pass_ctx *ctx, struct program *p)
{
	if (!ctx->backend)
		return true; /* no capacities to tile against */
	struct atm A = {.p = p, .a = p->arena, .be = ctx->backend};
	A.op_extract = pu_op_by_rule(TR_extract, OK_tile);
	A.op_move = pu_op_by_rule(TR_move, OK_tile);
	A.op_create = pu_op_by_rule(TR_create, OK_shape);
	A.op_matmul = need_op(TR_matmul, 2);
	A.op_bias = need_op(TR_matmul, 3);
	A.op_acc = need_op(TR_matmul_acc, 4);
	for (uint32_t f = 0; f < p->n_funcs && !A.failed; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		pu_names_init(&A.names, fn);
		ir_walk_stmts(fn->body, mark_dbc, &A);
		fn->body = tile_list(&A, fn->body, 0);
		pu_names_free(&A.names);
	}
	return !A.failed;
}
