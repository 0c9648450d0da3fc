/* HardSyncallOccupancyValid: a hard (FFTS) all-core barrier waits for every
 * physical core of its core_type, so the SPMD launch that runs its kernel
 * must put one block on each of those cores (full occupancy) and start them
 * together (sync_start=True); a soft barrier polls GM and needs neither.
 * The property is one of launch sites, checked where a dispatch carries a
 * width: a call with attrs core_num (an outlined `with pl.spmd`), a
 * pl.spmd_submit with core_num=, or a function with a core_num attr.  A
 * width is a literal, compared with the backend's core counts, a
 * launch-shape query (an op with orch.cores, used directly or through the
 * var it binds), which fills its core type by construction, or anything
 * else, not checked.  A kernel no launch sizes is not checked.
 *
 * The launched kernels of a dispatch are its callee, or the callees of its
 * body when the callee is a launch wrapper (an Spmd function, or a Group
 * marked spmd_unwrapped).  A standalone AIV kernel's barrier must be
 * aiv_only and fill the vector cores, an AIC kernel's aic_only and fill the
 * cube cores; a Group (a mixed kernel) fills every core-group, one per cube
 * core, whatever its barriers' core_type, and reports once, at the first
 * hard barrier of its AIC/AIV members.  Without a backend it holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "argdir.h"
#include "backend.h"
#include "diag.h"
#include "ir.h"
#include "util.h"
#include "verify.h"

/* The per-function facts the checks share, computed once per function. */
struct sc_fn {
	struct function *f;
	bool callees_done, hard_done;
	uint32_t n_callees, n_hard;
	struct function **callees; /* distinct direct callees, in call order */
	struct expr **hard;        /* the hard barriers of the body */
};

struct sc_ctx {
	const struct program *p;
	struct ptab fns;            /* struct sc_fn *, keyed by function */
	struct sc_fn *info;         /* [p->n_funcs] */
	uint16_t *query_of;         /* [n_vars]: 1 + the query op a var binds, or 0 */
	uint32_t *seen;             /* [p->n_funcs] stamps of DirectCallees' dedup */
	uint32_t stamp;
	unsigned cores[CORE_COUNT]; /* the backend's cores per core type */
	bool report;
	int bad;
};

static uint64_t fn_hash(const void *item, void *ctx)
{
	return ptr_hash(((const struct sc_fn *)item)->f);
}

static bool fn_eq(const void *item, const void *key, void *ctx)
{
	return ((const struct sc_fn *)item)->f == key;
}

static struct sc_fn *fn_info(struct sc_ctx *c, const struct function *f)
{
	void **slot = f ? ptab_find(&c->fns, ptr_hash(f), f, fn_eq, NULL) : NULL;
	return slot && *slot ? *slot : NULL;
}

/* The core type whose count a launch-shape query op gives, or CORE_COUNT. */
static enum core_type query_cores(unsigned op)
{
	const char *name = spec_ops[op].orch_cores;
	for (int t = 0; name && t < CORE_COUNT; t++)
		if (strcmp(core_type_names[t], name) == 0)
			return (enum core_type)t;
	return CORE_COUNT;
}

/* The launch-shape query op giving the count of core type t (its DSL
 * spelling names it in messages), or -1. */
static int query_op_for(enum core_type t)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (spec_ops[i].orch_cores && query_cores(i) == t)
			return (int)i;
	return -1;
}

static bool bind_query(struct stmt *s, void *ctx)
{
	struct sc_ctx *c = ctx;
	if (s->kind != ST_ASSIGN || !s->u.assign.var)
		return true;
	const struct expr *v = s->u.assign.value;
	if (v && v->kind == EX_CALL && query_cores(v->u.call.op) != CORE_COUNT &&
	    s->u.assign.var->id < c->p->n_vars)
		c->query_of[s->u.assign.var->id] = (uint16_t)(v->u.call.op + 1);
	return true;
}

/* How a launch sizes itself: a literal, a query (op), or unknown. */
struct width {
	enum { W_UNKNOWN, W_CONST, W_QUERY } kind;
	int64_t n;
	unsigned op;
};

static struct width classify(const struct sc_ctx *c, const struct expr *e)
{
	struct width w = { W_UNKNOWN, 0, 0 };
	if (e->kind == EX_INT) {
		w.kind = W_CONST;
		w.n = e->u.i;
	} else if (e->kind == EX_CALL && query_cores(e->u.call.op) != CORE_COUNT) {
		w.kind = W_QUERY;
		w.op = e->u.call.op;
	} else if (e->kind == EX_VAR && e->u.var->id < c->p->n_vars && c->query_of[e->u.var->id]) {
		w.kind = W_QUERY;
		w.op = c->query_of[e->u.var->id] - 1u;
	}
	return w;
}

/* A call of a hard all-core barrier: a SyncOp with a `mode` keyword whose
 * value is hard (its default). */
static bool is_hard_barrier(const struct expr *e)
{
	if (e->kind != EX_CALL)
		return false;
	const char *cat = spec_ops[e->u.call.op].op_category;
	if (cat[0] != 'S' || strcmp(cat, "SyncOp") != 0) /* the first byte: most are no SyncOp */
		return false;
	const struct kwval *mode = ir_call_kwarg(e, "mode");
	return mode && (!mode->s || strcmp(mode->s, "hard") == 0);
}

static const char *barrier_core_type(const struct expr *e)
{
	const struct kwval *ct = ir_call_kwarg(e, "core_type");
	return ct && ct->s ? ct->s : "mix";
}

struct collect {
	struct sc_ctx *c;
	struct sc_fn *fi;
	uint32_t cap_callees, cap_hard;
	bool want_callees;
};

static bool collect_expr(struct expr *e, void *ctx)
{
	struct collect *k = ctx;
	struct sc_fn *fi = k->fi;
	if (k->want_callees && e->kind == EX_FCALL && e->u.fcall.callee) {
		struct sc_fn *ci = fn_info(k->c, e->u.fcall.callee);
		uint32_t idx = ci ? (uint32_t)(ci - k->c->info) : 0;
		if (ci && k->c->seen[idx] != k->c->stamp) {
			k->c->seen[idx] = k->c->stamp;
			ARRAY_RESERVE(fi->callees, fi->n_callees, k->cap_callees, 4);
			fi->callees[fi->n_callees++] = ci->f;
		}
	} else if (!k->want_callees && is_hard_barrier(e)) {
		ARRAY_RESERVE(fi->hard, fi->n_hard, k->cap_hard, 4);
		fi->hard[fi->n_hard++] = e;
	}
	return true;
}

static struct sc_fn *callees_of(struct sc_ctx *c, struct sc_fn *fi)
{
	if (!fi->callees_done) {
		fi->callees_done = true;
		c->stamp++;
		struct collect k = { c, fi, 0, 0, true };
		ir_walk_stmts_exprs(fi->f->body, collect_expr, &k);
	}
	return fi;
}

static struct sc_fn *hard_of(struct sc_ctx *c, struct sc_fn *fi)
{
	if (!fi->hard_done) {
		fi->hard_done = true;
		struct collect k = { c, fi, 0, 0, false };
		ir_walk_stmts_exprs(fi->f->body, collect_expr, &k);
	}
	return fi;
}

static bool fn_attr_true(const struct function *f, const char *key)
{
	const struct expr *v = ad_attr(f->attrs, key);
	return v && v->kind == EX_BOOL && v->u.b;
}

static void fail(struct sc_ctx *c, const struct expr *at, const char *msg)
{
	c->bad++;
	if (c->report)
		diag_error(at->span, "HardSyncallOccupancyValid: %s", msg);
}

/* The message of the first launch requirement w and sync_start miss for a
 * barrier that needs `required` cores of type t, or NULL when both hold.
 * `detail` follows "hard pl.system.syncall"; `need` names the cores. */
static const char *gate(struct sc_ctx *c, struct width w, enum core_type t, bool sync_start,
			const char *detail, const char *need)
{
	static char msg[768];
	unsigned required = c->cores[t];
	if (w.kind == W_CONST && w.n != (int64_t)required) {
		snprintf(msg, sizeof msg, "hard pl.system.syncall%s requires the SPMD launch to %s, but the "
			 "launch has %lld blocks. Use mode=\"soft\" (GM-polling) for partial occupancy.",
			 detail, need, (long long)w.n);
		return msg;
	}
	if (w.kind == W_QUERY && query_cores(w.op) != t) {
		int want = query_op_for(t);
		snprintf(msg, sizeof msg, "hard pl.system.syncall%s requires the SPMD launch to %s, but the "
			 "launch sizes itself on pl.%s(). Use pl.%s() instead, or mode=\"soft\" (GM-polling) "
			 "for partial occupancy.", detail, need, spec_ops[w.op].name,
			 want < 0 ? "?" : spec_ops[want].name);
		return msg;
	}
	if (!sync_start) {
		snprintf(msg, sizeof msg, "hard pl.system.syncall%s requires the SPMD launch to set "
			 "sync_start=True so all blocks are co-resident at the FFTS barrier; without it the "
			 "runtime may dispatch blocks in waves and the barrier deadlocks on device (507018). "
			 "Add sync_start=True to the launch, or use mode=\"soft\" (GM-polling).", detail);
		return msg;
	}
	return NULL;
}

/* A standalone AIV (vector) or AIC (cube) kernel: each hard barrier must
 * wait on the launch's own core type and the launch must fill it. */
static void check_single(struct sc_ctx *c, struct sc_fn *k, struct width w, bool sync_start, bool vector)
{
	enum core_type t = vector ? CORE_VECTOR : CORE_CUBE;
	const char *own = vector ? "aiv_only" : "aic_only";
	char detail[64], need[128];
	snprintf(detail, sizeof detail, "(core_type=\"%s\")", own);
	snprintf(need, sizeof need, "fill all %u %s cores (one block per physical core)", c->cores[t],
		 vector ? "AIV" : "AIC");
	hard_of(c, k);
	for (uint32_t i = 0; i < k->n_hard; i++) {
		const char *ct = barrier_core_type(k->hard[i]);
		if (strcmp(ct, own) != 0) {
			char msg[512];
			snprintf(msg, sizeof msg, "hard pl.system.syncall(core_type=\"%s\") can never complete in "
				 "a %s launch: it waits for all %s cores, but a single-core-type SPMD launch "
				 "provides none of them. Use a barrier core_type that matches the launch, or "
				 "launch this barrier from a mixed (cube+vector) kernel.", ct,
				 vector ? "vector-only (AIV)" : "cube-only (AIC)", vector ? "CUBE" : "VECTOR");
			fail(c, k->hard[i], msg);
			continue;
		}
		const char *msg = gate(c, w, t, sync_start, detail, need);
		if (msg)
			fail(c, k->hard[i], msg);
	}
}

static void check_kernel(struct sc_ctx *c, struct sc_fn *k, struct width w, bool sync_start)
{
	const struct function *f = k->f;
	if (f->kind == FK_AIV && !ad_attr(f->attrs, "dual_aiv_dispatch")) {
		check_single(c, k, w, sync_start, true);
		return;
	}
	if (f->kind == FK_AIC) {
		check_single(c, k, w, sync_start, false);
		return;
	}
	if (f->kind != FK_Group)
		return;
	char detail[256], need[160];
	unsigned cube = c->cores[CORE_CUBE];
	snprintf(detail, sizeof detail, " in mixed kernel '%s'", f->name);
	snprintf(need, sizeof need, "fill all %u core-groups (one block per core-group, i.e. all %u AIC "
		 "cores)", cube, cube);
	const char *msg = gate(c, w, CORE_CUBE, sync_start, detail, need);
	if (!msg)
		return;
	callees_of(c, k);
	for (uint32_t i = 0; i < k->n_callees; i++) {
		struct sc_fn *m = fn_info(c, k->callees[i]);
		if (!m || (m->f->kind != FK_AIC && m->f->kind != FK_AIV))
			continue;
		hard_of(c, m);
		if (m->n_hard) {
			fail(c, m->hard[0], msg);
			return;
		}
	}
}

/* A dispatch of `callee` sized by core_num (NULL: no launch). */
static void check_launch(struct sc_ctx *c, const struct expr *core_num, bool sync_start,
			 const struct function *callee)
{
	struct sc_fn *fi = core_num ? fn_info(c, callee) : NULL;
	if (!fi)
		return;
	struct width w = classify(c, core_num);
	if (w.kind == W_UNKNOWN)
		return;
	const struct function *f = fi->f;
	if (f->kind == FK_Spmd || (f->kind == FK_Group && fn_attr_true(f, "spmd_unwrapped"))) {
		callees_of(c, fi);
		for (uint32_t i = 0; i < fi->n_callees; i++) {
			struct sc_fn *k = fn_info(c, fi->callees[i]);
			if (k)
				check_kernel(c, k, w, sync_start);
		}
	} else {
		check_kernel(c, fi, w, sync_start);
	}
}

static bool launch_expr(struct expr *e, void *ctx)
{
	struct sc_ctx *c = ctx;
	if (e->kind != EX_FCALL)
		return true;
	const struct submit *sb = e->u.fcall.submit;
	if (sb) {
		check_launch(c, sb->core_num, sb->sync_start, e->u.fcall.callee);
	} else {
		const struct expr *ss = ad_attr(e->u.fcall.attrs, "sync_start");
		check_launch(c, ad_attr(e->u.fcall.attrs, "core_num"), ss && ss->kind == EX_BOOL && ss->u.b,
			     e->u.fcall.callee);
	}
	return true;
}

int verify_hard_syncall_occupancy_valid(const struct program *p, bool strict, bool report)
{
	if (!verify_backend || !p->n_funcs)
		return 0;
	/* a launch is a function call or a function's core_num: without
	 * either the walks below find nothing */
	bool launches = ir_fcalls_made();
	for (uint32_t i = 0; i < p->n_funcs && !launches; i++)
		launches = ad_attr(p->funcs[i]->attrs, "core_num") != NULL;
	if (!launches)
		return 0;
	struct sc_ctx c = { .p = p, .report = report };
	for (int t = 0; t < CORE_COUNT; t++)
		c.cores[t] = be_core_count(verify_backend, (enum core_type)t);
	c.info = xcalloc(p->n_funcs, sizeof *c.info);
	c.seen = xcalloc(p->n_funcs, sizeof *c.seen);
	c.query_of = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *c.query_of);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		c.info[i].f = p->funcs[i];
		ptab_reserve(&c.fns, fn_hash, NULL);
		void **slot = ptab_find(&c.fns, ptr_hash(p->funcs[i]), p->funcs[i], fn_eq, NULL);
		if (!*slot)
			ptab_put(&c.fns, slot, &c.info[i]);
		ir_walk_stmts(p->funcs[i]->body, bind_query, &c);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		const struct expr *cn = ad_attr(f->attrs, "core_num");
		if (cn)
			check_launch(&c, cn, fn_attr_true(f, "sync_start"), f);
		ir_walk_stmts_exprs(f->body, launch_expr, &c);
	}
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		free(c.info[i].callees);
		free(c.info[i].hard);
	}
	free(c.info);
	free(c.seen);
	free(c.query_of);
	ptab_free(&c.fns);
	return c.bad;
}
