/* InsertCommFence: the data-before-signal markers ptoas requires in InCore
 * functions.  After a publishing write into a window (a PublishWrite op whose
 * destination is a DistributedTensor var): `system.cacheinvalid(dst, shape,
 * zeros)` and `system.fence()`; after a write into a peer's window (RemoteWrite):
 * `system.fence()`; after a call whose writes are unknown (a function call):
 * `system.cacheinvalid()` and `system.fence()`; after a wait (Wait), a whole-GM
 * `system.cacheinvalid()`.  Markers already in place are not added again.
 * requires: SplitIncoreOrch
 * produces: (none); invalidates: (none) */
#include <stdlib.h>

#include "comm_util.h"
#include "pass.h"
#include "passes.h"
#include "passutil.h"
#include "typecheck.h"
#include "util.h"

enum effect { EF_NONE, EF_WRITE, EF_WAIT };

struct icf {
	struct program *p;
	unsigned ci, fence;
	bool failed;
};

static const struct expr *leaf_call(const struct stmt *s)
{
	const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
			       : s->kind == ST_EVAL ? s->u.eval.value
						    : NULL;
	return e && (e->kind == EX_CALL || e->kind == EX_FCALL) ? e : NULL;
}

static bool leaf_role(const struct stmt *s, const char *role)
{
	const struct expr *c = leaf_call(s);
	return c && c->kind == EX_CALL && cu_role(c->u.call.op, role);
}

static bool is_dist_var(const struct expr *e)
{
	return e && e->kind == EX_VAR && e->u.var->type->kind == TY_TENSOR && e->u.var->type->distributed;
}

/* The destination of a PublishWrite op: its first tensor operand. */
static const struct expr *publish_dst(const struct expr *c)
{
	const struct spec_op *o = &spec_ops[c->u.call.op];
	for (uint32_t i = 0; i < c->u.call.args.n && i < o->n_operands; i++)
		if (o->operands[i].kind == OK_tensor)
			return c->u.call.args.v[i];
	return NULL;
}

static enum effect effect(const struct stmt *s)
{
	const struct expr *c = leaf_call(s);
	if (!c)
		return EF_NONE;
	if (c->kind == EX_FCALL) /* a function whose writes are not analysed */
		return EF_WRITE;
	if (cu_role(c->u.call.op, "RemoteWrite"))
		return EF_WRITE;
	if (cu_role(c->u.call.op, "PublishWrite")) {
		const struct expr *d = publish_dst(c);
		return d && ir_expr_type(d)->kind == TY_TENSOR && ir_expr_type(d)->distributed ? EF_WRITE
											    : EF_NONE;
	}
	return cu_role(c->u.call.op, "Wait") ? EF_WAIT : EF_NONE;
}

/* The window var a local publishing write leaves stale in the cache, or NULL. */
static const struct expr *write_target(const struct stmt *s)
{
	if (effect(s) != EF_WRITE)
		return NULL;
	const struct expr *c = leaf_call(s);
	if (c->kind != EX_CALL || !cu_role(c->u.call.op, "PublishWrite"))
		return NULL;
	const struct expr *d = publish_dst(c);
	return is_dist_var(d) ? d : NULL;
}

static bool is_remote_write(const struct stmt *s)
{
	return leaf_role(s, "RemoteWrite");
}

static bool ci_all(const struct stmt *s)
{
	const struct expr *c = leaf_call(s);
	return c && c->kind == EX_CALL && cu_role(c->u.call.op, "CacheInvalid") && !c->u.call.args.n;
}

static bool ci_for(const struct stmt *s, const struct expr *target)
{
	const struct expr *c = leaf_call(s);
	return c && c->kind == EX_CALL && cu_role(c->u.call.op, "CacheInvalid") && c->u.call.args.n &&
	       c->u.call.args.v[0]->kind == EX_VAR && c->u.call.args.v[0]->u.var == target->u.var;
}

/* ---- markers -------------------------------------------------------------- */

static struct stmt *marker(struct icf *C, unsigned op, struct expr_list args, struct span sp)
{
	struct expr *c = ir_new_call(C->p->arena, op, args, sp);
	if (!tc_deduce_call(C->p->arena, c))
		C->failed = true;
	return ir_new_eval(C->p->arena, c, sp);
}

/* system.cacheinvalid(target, <its shape>, <zeros>): the whole window. */
static struct stmt *ci_region(struct icf *C, const struct expr *target, struct span sp)
{
	struct arena *a = C->p->arena;
	struct expr_list shape = ir_expr_type(target)->shape;
	struct expr_list zeros = ir_expr_list_new(a, shape.n);
	for (uint32_t i = 0; i < shape.n; i++)
		zeros.v[i] = ir_new_int(a, 0, DT_INDEX, sp);
	struct expr_list args = ir_expr_list_new(a, 3);
	args.v[0] = ir_new_var_ref(a, target->u.var, sp);
	args.v[1] = ir_new_list(a, ir_expr_list_copy(a, shape), sp);
	args.v[2] = ir_new_list(a, zeros, sp);
	return marker(C, C->ci, args, sp);
}

static void mark_list(struct icf *C, struct stmt_list *l);

static void mark_children(struct icf *C, struct stmt *s)
{
	struct stmt_list *kids[2];
	int nk = ir_stmt_children(s, kids);
	for (int k = 0; k < nk; k++) {
		/* a scope's lone statement is not a sequence: the reference marks
		 * only sequences there */
		if (s->kind == ST_SCOPE && kids[k]->n == 1) {
			mark_children(C, kids[k]->v[0]);
			continue;
		}
		mark_list(C, kids[k]);
	}
}

static void mark_list(struct icf *C, struct stmt_list *l)
{
	struct stmt_buf out = {0};
	struct expr_list none = {0};
	for (uint32_t i = 0; i < l->n; i++) {
		struct stmt *s = l->v[i];
		struct stmt *n1 = i + 1 < l->n ? l->v[i + 1] : NULL, *n2 = i + 2 < l->n ? l->v[i + 2] : NULL;
		enum effect eff = effect(s);
		mark_children(C, s);
		ir_sb_push(&out, s);
		const struct expr *target = write_target(s);
		if (target) {
			if (!(n1 && n2 && ci_for(n1, target) && leaf_role(n2, "Fence"))) {
				ir_sb_push(&out, ci_region(C, target, s->span));
				ir_sb_push(&out, marker(C, C->fence, none, s->span));
			}
		} else if (is_remote_write(s)) {
			if (!(n1 && leaf_role(n1, "Fence")))
				ir_sb_push(&out, marker(C, C->fence, none, s->span));
		} else if (eff == EF_WRITE) {
			if (!(n1 && n2 && ci_all(n1) && leaf_role(n2, "Fence"))) {
				ir_sb_push(&out, marker(C, C->ci, none, s->span));
				ir_sb_push(&out, marker(C, C->fence, none, s->span));
			}
		}
		if (eff == EF_WAIT && !(n1 && ci_all(n1)))
			ir_sb_push(&out, marker(C, C->ci, none, s->span));
	}
	*l = ir_sb_finish(C->p->arena, &out);
	ir_sb_free(&out);
}

bool pass_insert_comm_fence(struct pass_ctx *ctx, struct program *p)
{
	/* a publishing write needs a marker only into a DistributedTensor */
	if (!ir_fcalls_made() && !cu_role_made("RemoteWrite") && !cu_role_made("Wait") &&
	    !(ir_distributed_made() && cu_role_made("PublishWrite"))) {
		ctx->unchanged = true; /* no statement a marker follows */
		return true;
	}
	struct icf C = {.p = p};
	bool found = false;
	for (uint32_t f = 0; f < p->n_funcs; f++) {
		struct function *fn = p->funcs[f];
		if (!pu_incore(fn) || fn->abstract)
			continue;
		if (!found) {
			C.ci = cu_op("CacheInvalid");
			C.fence = cu_op("Fence");
			found = true;
		}
		mark_list(&C, &fn->body);
	}
	return !C.failed;
}
