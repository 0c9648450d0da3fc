/* The cross-core pipe part of MixedKernelExpanded, on every AIC and AIV
 * function, as the reference checks it:
 *  - a tpop of the function's own side lands in its core's memory (Mat on
 *    the Cube, Vec on the Vector cores);
 *  - in a function with an initialize_pipe, each pipe direction its
 *    initialize_pipes enable has its own buffer: on the consuming side a
 *    reserve_buffer, on the producing side an import_peer_buffer, exactly as
 *    many as the directions need (a reserve_buffer or import_peer_buffer no
 *    initialized direction uses is one too many).  The reference counts the
 *    buffers of every AIC and AIV function; ptoc leaves out two forms that
 *    the reference's memory-planning and codegen tests compile: a function
 *    with no initialize_pipe that reserves a buffer, and a lone bidirectional
 *    initialize_pipe that names one buffer for both directions;
 *  - an initialize_pipe names a buffer for each enabled direction and the
 *    INT32 constant 0 for the others;
 *  - in a function with an initialize_pipe (the rules below), one that
 *    pushes or pops has its initialize_pipe among the
 *    top-level statements before the first statement that pushes or pops
 *    (the reference also wants the buffers of the directions it uses there;
 *    ptoc compiles the reference's codegen kernels whose one pipe takes a
 *    reserved buffer for both directions);
 *  - every tpop is released by one tfree of the same tile in the same
 *    statement list, and a tfree releases an outstanding tpop.
 * A kernel with no initialize_pipe at all is the form the reference's tests
 * compare with the pipe setup stripped, and its pass vectors run
 * ExpandMixedKernel on such kernels unverified: it is left to the rule of
 * ptoas that a pop or push names a pipe the function initializes.
 * Linear: one walk per rule, the outstanding tpops marked by var id. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "ir.h"
#include "passutil.h"
#include "spec.h"
#include "util.h"
#include "verify.h"

enum { DIR_C2V = 1, DIR_V2C = 2 }; /* dir_mask bits */

struct pipe_ck {
	const struct program *p;
	const struct function *fn;
	const char *side;   /* "AIC" / "AIV" */
	const char *cube_or_vector; /* the core_affinity of the function's own ops */
	const char *tfree;          /* the name of its side's tfree op */
	bool report;
	int bad;
	/* tpop/tfree matching: open[var id] = the list's stamp while that
	 * var's tpop is outstanding in it */
	uint32_t *open, stamp;
	struct vec pending; /* struct stmt *: the tpops of the open lists */
};

static void pipe_error(struct pipe_ck *c, struct span at, const char *fmt, const char *a,
		       const char *b)
{
	c->bad++;
	if (c->report)
		diag_error(at, fmt, c->side, c->fn->name, a, b);
}

static bool has_role(int op, const char *role)
{
	return op >= 0 && pu_cross_core_role((unsigned)op, role);
}

static struct expr *stmt_call(const struct stmt *s)
{
	return s->kind == ST_ASSIGN ? s->u.assign.value : s->u.eval.value;
}

/* Whether op belongs to the function's own core (tpop/tfree of its side). */
static bool own_side(const struct pipe_ck *c, int op)
{
	const char *aff = spec_ops[op].core_affinity;
	return aff && strcmp(aff, c->cube_or_vector) == 0;
}

/* ---- tpop memory, buffer counts, operands ---------------------------------- */

struct pipe_counts {
	/* first walk: the totals; second walk: the running counts */
	int reserve, import, need_reserve, need_import, inits;
	int seen_reserve, seen_import, run_reserve, run_import;
	/* the initialize_pipes at which the buffers fell short, and the first
	 * buffers past what the directions need */
	struct span reserve_at, import_at, extra_reserve_at, extra_import_at;
	bool short_reserve, short_import, extra_reserve, extra_import;
	bool shared; /* an initialize_pipe names one buffer for both directions */
};

static bool placeholder(const struct expr *e)
{
	int64_t v;
	return e && ir_expr_is_const_int(e, &v) && v == 0;
}

/* The dir_mask bits of an initialize_pipe, or -1 when it has none valid
 * (the op's own checks report that). */
static int init_mask(const struct expr *call)
{
	const struct kwval *k = ir_call_kwarg(call, "dir_mask");
	int64_t mask = k && k->present ? k->i : -1;
	return mask < 1 || mask > 3 ? -1 : (int)mask;
}

/* The consumer reserves, the producer imports: the buffers of one
 * initialize_pipe on this side. */
static void init_needs(const struct pipe_ck *c, int mask, int *reserve, int *import)
{
	bool c2v = mask & DIR_C2V, v2c = mask & DIR_V2C;
	bool cube = strcmp(c->side, "AIC") == 0;
	*reserve += cube ? v2c : c2v;
	*import += cube ? c2v : v2c;
}

static void check_init(struct pipe_ck *c, struct stmt *s, struct pipe_counts *n)
{
	struct expr *call = stmt_call(s);
	const char *op = spec_ops[call->u.call.op].name;
	int mask = init_mask(call);
	if (mask < 0)
		return;
	bool c2v = mask & DIR_C2V, v2c = mask & DIR_V2C;
	if (c2v && v2c && call->u.call.args.n >= 2) {
		const struct expr *a = call->u.call.args.v[0], *b = call->u.call.args.v[1];
		n->shared |= a->kind == EX_VAR && b->kind == EX_VAR && a->u.var == b->u.var;
	}
	init_needs(c, mask, &n->run_reserve, &n->run_import);
	if (n->run_reserve > n->reserve && !n->short_reserve) {
		n->short_reserve = true;
		n->reserve_at = s->span;
	}
	if (n->run_import > n->import && !n->short_import) {
		n->short_import = true;
		n->import_at = s->span;
	}
	static const char *const role[2] = {"C2V (c2v_consumer_buf)", "V2C (v2c_consumer_buf)"};
	bool on[2] = {c2v, v2c};
	for (unsigned i = 0; i < 2; i++) {
		struct expr *a = i < call->u.call.args.n ? call->u.call.args.v[i] : NULL;
		if (on[i] && (!a || placeholder(a)))
			pipe_error(c, s->span, "%s function '%s': '%s' enables %s for this dir_mask "
				   "but its operand is the constant 0; pass the buffer of a "
				   "reserve_buffer or import_peer_buffer", op, role[i]);
		else if (!on[i] && a && !placeholder(a))
			pipe_error(c, s->span, "%s function '%s': '%s' does not use %s for this "
				   "dir_mask; the operand must be the constant 0", op, role[i]);
	}
}

struct count_walk {
	struct pipe_ck *c;
	struct pipe_counts *n;
	bool second; /* second walk: the initialize_pipes against the totals */
};

static bool count_stmt(struct stmt *s, void *ctx)
{
	struct count_walk *w = ctx;
	int op = pu_stmt_op(s);
	if (op < 0)
		return true;
	if (!w->second) {
		w->n->reserve += has_role(op, "ReserveBuffer");
		w->n->import += has_role(op, "ImportBuffer");
		if (has_role(op, "InitializePipe")) {
			w->n->inits++;
			int mask = init_mask(stmt_call(s));
			if (mask > 0)
				init_needs(w->c, mask, &w->n->need_reserve, &w->n->need_import);
		}
		if (s->kind == ST_ASSIGN && has_role(op, "TPop") && own_side(w->c, op)) {
			enum memspace want = w->c->cube_or_vector[0] == 'C' ? MS_Mat : MS_Vec;
			const struct type *t = s->u.assign.var->type;
			enum memspace got = t && t->kind == TY_TILE ? (enum memspace)t->mem : MS_COUNT;
			if (got != want) {
				w->c->bad++;
				if (w->c->report)
					diag_error(s->span, "%s function '%s' requires %s result in "
						   "MemorySpace::%s, got MemorySpace::%s",
						   w->c->side, w->c->fn->name, spec_ops[op].name,
						   memspace_names[want],
						   got < MS_COUNT ? memspace_names[got] : "unset");
			}
		}
	} else if (has_role(op, "InitializePipe")) {
		check_init(w->c, s, w->n);
	} else if (has_role(op, "ReserveBuffer")) {
		if (++w->n->seen_reserve > w->n->need_reserve && !w->n->extra_reserve) {
			w->n->extra_reserve = true;
			w->n->extra_reserve_at = s->span;
		}
	} else if (has_role(op, "ImportBuffer")) {
		if (++w->n->seen_import > w->n->need_import && !w->n->extra_import) {
			w->n->extra_import = true;
			w->n->extra_import_at = s->span;
		}
	}
	return true;
}

/* Returns how many initialize_pipes the function has. */
static int check_buffers(struct pipe_ck *c)
{
	struct pipe_counts n = {0};
	struct count_walk w = {.c = c, .n = &n};
	ir_walk_stmts(c->fn->body, count_stmt, &w);
	w.second = true;
	ir_walk_stmts(c->fn->body, count_stmt, &w);
	static const char *const fmt =
		"%s function '%s' has %s '%s' calls than initialized pipe directions require";
	const char *reserve = spec_ops[pu_role_op("ReserveBuffer", NULL)].name;
	const char *import = spec_ops[pu_role_op("ImportBuffer", NULL)].name;
	/* Left to the codegen rules: a function with no initialize_pipe (memory
	 * planning reserves buffers in such kernels), and a lone bidirectional
	 * initialize_pipe that names one buffer for both directions. */
	if (n.inits == 0)
		return 0;
	bool lone_shared = n.inits == 1 && n.shared;
	if (n.short_reserve && !lone_shared)
		pipe_error(c, n.reserve_at, fmt, "fewer", reserve);
	if (n.extra_reserve)
		pipe_error(c, n.extra_reserve_at, fmt, "more", reserve);
	if (n.short_import && !lone_shared)
		pipe_error(c, n.import_at, fmt, "fewer", import);
	if (n.extra_import)
		pipe_error(c, n.extra_import_at, fmt, "more", import);
	return n.inits;
}

/* ---- pipe setup before the first push or pop --------------------------------- */

static bool xfer_stmt(struct stmt *s, void *ctx)
{
	int op = pu_stmt_op(s);
	if (has_role(op, "TPush") || has_role(op, "TPop"))
		*(bool *)ctx = true;
	return true;
}

static void check_setup(struct pipe_ck *c)
{
	bool init = false;
	for (uint32_t i = 0; i < c->fn->body.n; i++) {
		struct stmt *s = c->fn->body.v[i];
		bool xfer = false;
		struct stmt_list one = {1, &c->fn->body.v[i]};
		ir_walk_stmts(one, xfer_stmt, &xfer);
		if (xfer) {
			if (!init)
				pipe_error(c, s->span, "%s function '%s' uses cross-core tile ops but "
					   "has no '%s' call before the first of them",
					   spec_ops[pu_role_op("InitializePipe", c->cube_or_vector)].name, NULL);
			return;
		}
		int op = pu_stmt_op(s);
		init |= has_role(op, "InitializePipe") && own_side(c, op);
	}
}

/* ---- tpop / tfree matching ------------------------------------------------- */

static void match_list(struct pipe_ck *c, struct stmt_list l)
{
	uint32_t stamp = ++c->stamp;
	size_t base = c->pending.n;
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			match_list(c, *kids[k]);
		int op = pu_stmt_op(s);
		if (s->kind == ST_ASSIGN && has_role(op, "TPop") && own_side(c, op)) {
			c->open[s->u.assign.var->id] = stamp;
			vec_push(&c->pending, s);
			continue;
		}
		if (!has_role(op, "TFree"))
			continue;
		struct expr *call = stmt_call(s);
		struct expr *a = call->u.call.args.n ? call->u.call.args.v[0] : NULL;
		if (!a || a->kind != EX_VAR) {
			pipe_error(c, s->span, "%s function '%s' has '%s' without a tile value operand",
				   spec_ops[op].name, NULL);
			continue;
		}
		uint32_t id = a->u.var->id;
		if (id >= c->p->n_vars || c->open[id] != stamp) {
			pipe_error(c, s->span, "%s function '%s' has '%s' without a matching "
				   "outstanding tpop on the same tile value", spec_ops[op].name, NULL);
			continue;
		}
		if (!own_side(c, op)) {
			pipe_error(c, s->span, "%s function '%s' must match a tpop with '%s' on the "
				   "same tile value, not '%s'", c->tfree, spec_ops[op].name);
			continue;
		}
		c->open[id] = 0;
	}
	for (size_t i = base; i < c->pending.n; i++) {
		struct stmt *s = c->pending.items[i];
		if (c->open[s->u.assign.var->id] != stamp)
			continue;
		c->open[s->u.assign.var->id] = 0;
		pipe_error(c, s->span, "%s function '%s' uses %s but has no matching '%s' call",
			   spec_ops[pu_stmt_op(s)].name, c->tfree);
	}
	c->pending.n = base;
}

int verify_pipes(const struct program *p, bool report)
{
	/* without an initialize_pipe only a tpop's memory is checked */
	if (!pu_role_made("InitializePipe") && !pu_role_made("TPop"))
		return 0;
	struct pipe_ck c = {.p = p, .report = report};
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		const struct function *fn = p->funcs[f];
		if ((fn->kind != FK_AIC && fn->kind != FK_AIV) || fn->abstract)
			continue;
		c.fn = fn;
		c.side = fn->kind == FK_AIC ? "AIC" : "AIV";
		c.cube_or_vector = fn->kind == FK_AIC ? "CUBE" : "VECTOR";
		c.tfree = spec_ops[pu_role_op("TFree", c.cube_or_vector)].name;
		if (!check_buffers(&c))
			continue;
		check_setup(&c);
		if (!c.open)
			c.open = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *c.open);
		match_list(&c, fn->body);
	}
	free(c.open);
	vec_free(&c.pending);
	return c.bad;
}
