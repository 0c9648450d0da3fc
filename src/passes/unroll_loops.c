/* UnrollLoops: every `for i in pl.unroll(start, stop, step)` becomes one copy
 * of its body per trip, `i` replaced by that trip's INDEX constant.  Bounds
 * must be integer constants, the loop must not carry values (init_values)
 * and the trip count is at most 1024 (reference unroll_loops_pass.cpp).
 * Variables keep their identity across copies (a re-assigned name stays one
 * var, as in the non-SSA input; ConvertToSSA versions it); iter args of
 * loops inside the body get a fresh var per copy.  Nested unroll loops are
 * expanded in each copy, so their bounds may use the outer loop's variable.
 * requires: (nothing)
 * produces: UnrollResolved */
#include <inttypes.h>

#include "clone.h"
#include "pass.h"
#include "passes.h"
#include "pipeline_util.h"
#include "util.h"

#define MAX_UNROLL 1024
/* Copies of copies: an unroll nest deeper than this is rejected rather than
 * recursing without bound. */
#define MAX_NEST 64

struct unroll {
	struct program *p;
	bool failed;
	bool changed; /* some loop was unrolled */
};

static struct stmt_list unroll_list(struct unroll *u, struct stmt_list l, int depth);

static struct var *fresh_iter(struct cl_map *m, struct var *v)
{
	if (v->kind != VAR_ITER)
		return v;
	return ir_new_var(m->p, v->name, VAR_ITER, v->type, v->span);
}

/* Trip count of (start, stop, step), step != 0, without overflow. */
static uint64_t trips(int64_t start, int64_t stop, int64_t step)
{
	if (step > 0 && start < stop)
		return ((uint64_t)stop - (uint64_t)start - 1) / (uint64_t)step + 1;
	if (step < 0 && start > stop)
		return ((uint64_t)start - (uint64_t)stop - 1) / (0 - (uint64_t)step) + 1;
	return 0;
}

static void unroll_loop(struct unroll *u, struct stmt *s, struct stmt_buf *out, int depth)
{
	int64_t v[3];
	const char *what[3] = {"start", "stop", "step"};
	struct expr *b[3] = {s->u.loop.start, s->u.loop.stop, s->u.loop.step};
	if (s->u.loop.n_iter) {
		diag_error(s->span, "Unroll loops cannot have iter_args (init_values)");
		u->failed = true;
		return;
	}
	for (int k = 0; k < 3; k++)
		if (!plu_const(b[k], &v[k])) {
			diag_error(b[k] ? b[k]->span : s->span,
				   "Unroll loop %s must be a compile-time integer constant", what[k]);
			u->failed = true;
			return;
		}
	if (v[2] == 0) {
		diag_error(b[2]->span, "Unroll loop step cannot be zero");
		u->failed = true;
		return;
	}
	uint64_t n = trips(v[0], v[1], v[2]);
	if (n > MAX_UNROLL) {
		diag_error(s->span,
			   "Unroll loop trip count %" PRIu64 " exceeds maximum allowed (%d). Reduce the "
			   "loop range or use pl.range() instead", n, MAX_UNROLL);
		u->failed = true;
		return;
	}
	if (depth >= MAX_NEST) {
		diag_error(s->span, "pl.unroll loops nested deeper than %d", MAX_NEST);
		u->failed = true;
		return;
	}
	struct var *lv = s->u.loop.loop_var;
	for (uint64_t t = 0; t < n && !u->failed; t++) {
		int64_t i = (int64_t)((uint64_t)v[0] + t * (uint64_t)v[2]);
		struct cl_map m;
		cl_init(&m, u->p);
		m.fresh = fresh_iter;
		cl_set_use(&m, lv, ir_new_int(u->p->arena, i, DT_INDEX, lv->span));
		m.def[lv->id] = NULL; /* the loop var has no definition inside its body */
		struct stmt_list body = cl_stmts(&m, s->u.loop.body);
		cl_free(&m);
		ir_sb_append(out, unroll_list(u, body, depth + 1));
	}
}

static struct stmt_list unroll_list(struct unroll *u, struct stmt_list l, int depth)
{
	struct stmt_buf out = {0};
	bool changed = false; /* out holds l.v[0..i) and what replaced them */
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		if (s->kind == ST_FOR && s->u.loop.kind == FOR_UNROLL) {
			if (!changed)
				for (uint32_t k = 0; k < i; k++)
					ir_sb_push(&out, l.v[k]);
			unroll_loop(u, s, &out, depth);
			changed = u->changed = true;
			continue;
		}
		struct stmt_list *kids[2];
		int nk = ir_stmt_children(s, kids);
		for (int k = 0; k < nk; k++)
			*kids[k] = unroll_list(u, *kids[k], depth);
		if (changed)
			ir_sb_push(&out, s);
	}
	if (!changed) {
		ir_sb_free(&out);
		return l;
	}
	struct stmt_list r = ir_sb_finish(u->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

bool pass_unroll_loops(struct pass_ctx *ctx, struct program *p)
{
	struct unroll u = {.p = p};
	for (uint32_t f = 0; f < p->n_funcs && !u.failed; f++)
		p->funcs[f]->body = unroll_list(&u, p->funcs[f]->body, 0);
	ctx->unchanged = !u.changed; /* no pl.unroll loop */
	return !u.failed;
}
