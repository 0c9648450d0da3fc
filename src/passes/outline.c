/* Scope outlining (see outline.h).  Per scope the body is walked a constant
 * number of times (inputs, definitions, stores, reads, substitution), and a
 * nested scope again inside its parent: the cost is the program's size times
 * the nesting depth of outlined scopes.  Every per-variable table is an array
 * indexed by var id, grown as the pass makes variables. */
#include "outline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_util.h"
#include "diag.h"
#include "intern.h"
#include "passutil.h"
#include "spec_ids.h"
#include "util.h"

/* Callee chains followed when tracing a returned value to a parameter. */
#define OL_MAX_TRACE_DEPTH 64

/* A growable list of vars. */
struct vlist {
	struct var **v;
	uint32_t n, cap;
};

static void vl_push(struct vlist *l, struct var *v)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 8;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = v;
}

/* The returned-param map of a function, memoized for return lineage. */
struct ret_memo {
	const struct function *f;
	uint8_t state; /* 0 not computed, 1 computing, 2 done */
	uint32_t n;
	int32_t *map;
};

struct rename_undo {
	uint32_t id;
	struct var *old;
	uint32_t old_depth;
};

struct ol_pass {
	struct program *p;
	struct pu_names reserved; /* function names of the program and outlined ones */
	bool started;             /* reserved, the var tables and the index made (start) */
	struct vlist made_fns;    /* outlined functions (as vars list of pointers) */
	struct function **fns;
	uint32_t n_fns, cap_fns;

	/* per var id, grown with p->n_vars */
	uint32_t cap;
	uint32_t *uses;       /* references in the current function */
	uint32_t *inner;      /* references inside the scope being outlined */
	uint32_t *mark_def;   /* live-in walk: defined (== gen_def) */
	uint32_t *mark_in;    /* live-in recorded (== gen_in) */
	uint32_t *mark_tgt;   /* store target (== gen_in) */
	uint32_t *in_pos;     /* index in the inputs (valid when mark_in == gen_in) */
	struct var **alias;   /* post-store alias -> target (valid when mark_alias == gen_in) */
	uint32_t *mark_alias;
	int32_t *rd_idx;      /* read walk: input index (valid when mark_rd == gen_rd) */
	uint32_t *mark_rd;
	struct var **smap;    /* substitution (valid when mark_sub == gen_sub) */
	uint32_t *mark_sub;
	struct var **ren;     /* store-target renames of the caller */
	uint32_t *ren_depth;
	struct stmt **def;    /* lineage: defining assignment */
	struct var **carry;   /* lineage: loop carry source */
	struct var **lyield;  /* lineage: a loop's tensor result -> the value its body yields */
	struct var **liter;   /* lineage: a loop's tensor result -> its iter arg */
	struct var *stop;     /* lineage: the iter arg a loop result's trace ends at */
	bool fresh;           /* lineage: the trace ended at an op making a new tensor */
	struct var **merge;   /* lineage: [2*id], [2*id+1] the if branches' values */
	uint32_t *mark_seen;  /* lineage: visited (== gen_seen) */
	uint32_t *mark_param; /* lineage: param of the traced function (== gen_param) */
	uint32_t gen_def, gen_in, gen_rd, gen_sub, gen_seen, gen_param;

	struct ret_memo *memo; /* open addressing by function pointer */
	uint32_t memo_cap;
	int trace_depth;

	/* the function being rewritten */
	struct function *fn;
	enum ol_target target;
	struct pu_names vnames; /* names of its vars (and outlined functions) */
	const char *func_name;  /* name outlined functions are derived from */
	uint32_t counter;
	uint32_t n_ret;         /* ret__tmp_v0 names made in the function */
	uint32_t depth;         /* outlined scope bodies entered */
	struct rename_undo *undo;
	uint32_t n_undo, cap_undo;
	int outlined;
	bool failed;
};

/* ---- tables ------------------------------------------------------------------ */

#define GROW(T, arr, old, cap) \
	do { \
		(arr) = xrealloc((arr), (size_t)(cap) * sizeof *(arr)); \
		memset((arr) + (old), 0, (size_t)((cap) - (old)) * sizeof *(arr)); \
	} while (0)

static void ensure(struct ol_pass *o)
{
	uint32_t need = o->p->n_vars + 1;
	if (need <= o->cap)
		return;
	uint32_t cap = o->cap ? o->cap : 64;
	while (cap < need) {
		if (cap > UINT32_MAX / 4)
			die("too many variables");
		cap *= 2;
	}
	uint32_t old = o->cap;
	GROW(T, o->uses, old, cap);
	GROW(T, o->inner, old, cap);
	GROW(T, o->mark_def, old, cap);
	GROW(T, o->mark_in, old, cap);
	GROW(T, o->mark_tgt, old, cap);
	GROW(T, o->in_pos, old, cap);
	GROW(T, o->alias, old, cap);
	GROW(T, o->mark_alias, old, cap);
	GROW(T, o->rd_idx, old, cap);
	GROW(T, o->mark_rd, old, cap);
	GROW(T, o->smap, old, cap);
	GROW(T, o->mark_sub, old, cap);
	GROW(T, o->ren, old, cap);
	GROW(T, o->ren_depth, old, cap);
	GROW(T, o->def, old, cap);
	GROW(T, o->carry, old, cap);
	GROW(T, o->lyield, old, cap);
	GROW(T, o->liter, old, cap);
	GROW(T, o->mark_seen, old, cap);
	GROW(T, o->mark_param, old, cap);
	o->merge = xrealloc(o->merge, (size_t)cap * 2 * sizeof *o->merge);
	memset(o->merge + 2 * (size_t)old, 0, (size_t)(cap - old) * 2 * sizeof *o->merge);
	o->cap = cap;
}

/* ---- scope classification ------------------------------------------------------ */

static const struct expr *scope_kw(const struct stmt *s, const char *key)
{
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
		if (strcmp(s->u.scope.kw.v[i].key, key) == 0)
			return s->u.scope.kw.v[i].value;
	return NULL;
}

/* The last component of a symbol kw (`pl.Level.HOST` -> "HOST"), or NULL. */
static const char *kw_word(const struct stmt *s, const char *key)
{
	const struct expr *e = scope_kw(s, key);
	if (!e || e->kind != EX_SYMBOL)
		return NULL;
	const char *dot = strrchr(e->u.s, '.');
	return dot ? dot + 1 : e->u.s;
}

static bool kw_true(const struct stmt *s, const char *key)
{
	const struct expr *e = scope_kw(s, key);
	return e && e->kind == EX_BOOL && e->u.b;
}

int ol_scope_level(const struct stmt *s)
{
	const char *w = kw_word(s, "level");
	if (!w)
		return LV_NONE;
	for (int i = 1; i < LV_COUNT; i++)
		if (strcmp(ir_level_names[i], w) == 0)
			return i;
	return LV_NONE;
}

static int scope_role(const struct stmt *s)
{
	const char *w = kw_word(s, "role");
	if (!w)
		return ROLE_NONE;
	for (int i = 1; i < ROLE_COUNT; i++)
		if (strcmp(ir_role_names[i], w) == 0)
			return i;
	return ROLE_NONE;
}

bool ol_is_target(const struct stmt *s, enum ol_target target)
{
	if (s->kind != ST_SCOPE)
		return false;
	switch (target) {
	case OL_INCORE:
		return s->u.scope.kind == SC_AT && ol_scope_level(s) == LV_CORE_GROUP;
	case OL_HIERARCHY:
		return s->u.scope.kind == SC_AT && ol_scope_level(s) != LV_CORE_GROUP;
	case OL_CLUSTER:
		return s->u.scope.kind == SC_CLUSTER;
	case OL_SPMD:
		return s->u.scope.kind == SC_SPMD;
	}
	return false;
}

/* ---- names --------------------------------------------------------------------- */

static bool known_role(const char *s, size_t n)
{
	static const char *const roles[] = {"ssa", "iter", "rv", "phi", "tile", "tmp", "out", "store", "idx"};
	for (size_t i = 0; i < sizeof roles / sizeof *roles; i++)
		if (strlen(roles[i]) == n && memcmp(roles[i], s, n) == 0)
			return true;
	return false;
}

/* The reference's auto-name form `base__[qualifier_][role_]vN`, split. */
struct pname {
	char base[256], qual[256], role[32];
	long version; /* -1: none */
};

static bool version_token(const char *s, size_t n, long *v)
{
	if (n < 2 || n > 10 || s[0] != 'v')
		return false;
	long x = 0;
	for (size_t i = 1; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		x = x * 10 + (s[i] - '0');
	}
	*v = x;
	return true;
}

static void copy_part(char *dst, size_t cap, const char *s, size_t n)
{
	if (n >= cap)
		n = cap - 1;
	memcpy(dst, s, n);
	dst[n] = 0;
}

static void parse_name(const char *name, struct pname *pn)
{
	memset(pn, 0, sizeof *pn);
	pn->version = -1;
	const char *b = strstr(name, "__");
	if (!b) {
		copy_part(pn->base, sizeof pn->base, name, strlen(name));
		return;
	}
	copy_part(pn->base, sizeof pn->base, name, (size_t)(b - name));
	const char *suf = b + 2;
	size_t n = strlen(suf);
	const char *us = NULL;
	for (size_t i = n; i-- > 0;)
		if (suf[i] == '_') {
			us = suf + i;
			break;
		}
	long v;
	if (us && version_token(us + 1, n - (size_t)(us + 1 - suf), &v)) {
		pn->version = v;
		n = (size_t)(us - suf);
	} else if (!us && version_token(suf, n, &v)) {
		pn->version = v;
		n = 0;
	}
	us = NULL;
	for (size_t i = n; i-- > 0;)
		if (suf[i] == '_') {
			us = suf + i;
			break;
		}
	if (us && known_role(us + 1, n - (size_t)(us + 1 - suf))) {
		copy_part(pn->role, sizeof pn->role, us + 1, n - (size_t)(us + 1 - suf));
		n = (size_t)(us - suf);
	} else if (!us && n && known_role(suf, n)) {
		copy_part(pn->role, sizeof pn->role, suf, n);
		n = 0;
	}
	copy_part(pn->qual, sizeof pn->qual, suf, n);
}

/* base__[qual_][role_]vN, or base__role when version < 0. */
static const char *build_name(const char *base, const char *qual, const char *role, long version)
{
	struct buf b = {0};
	buf_puts(&b, base);
	if (*qual || *role || version >= 0) {
		buf_puts(&b, "__");
		const char *sep = "";
		if (*qual) {
			buf_puts(&b, qual);
			sep = "_";
		}
		if (*role) {
			buf_printf(&b, "%s%s", sep, role);
			sep = "_";
		}
		if (version >= 0)
			buf_printf(&b, "%sv%ld", sep, version);
	}
	const char *r = intern(b.data, b.len);
	buf_free(&b);
	return r;
}

/* The reference's GenerateFreshNameLike: the next unused version of name
 * (role `ssa` when it has none), recorded as used. */
static const char *fresh_like(struct pu_names *used, const char *name)
{
	struct pname pn;
	parse_name(name, &pn);
	const char *role = *pn.role ? pn.role : "ssa";
	for (long v = pn.version + 1;; v++) {
		const char *c = build_name(pn.base, pn.qual, role, v);
		if (!pu_names_has(used, c)) {
			pu_names_add(used, c);
			return c;
		}
	}
}

static const char *level_suffix(int level, int role)
{
	static const char *const lv[LV_COUNT] = {
		[LV_NONE] = "undefined", [LV_AIV] = "aiv", [LV_AIC] = "aic",
		[LV_CORE_GROUP] = "core_group", [LV_CHIP_DIE] = "chip_die", [LV_CHIP] = "chip",
		[LV_HOST] = "host", [LV_CLUSTER_0] = "cluster0", [LV_CLUSTER_1] = "cluster1",
		[LV_CLUSTER_2] = "cluster2", [LV_GLOBAL] = "global",
	};
	struct buf b = {0};
	buf_printf(&b, "_%s", lv[level]);
	if (role != ROLE_NONE)
		buf_puts(&b, role == ROLE_Orchestrator ? "_orch" : "_sub_worker");
	buf_putc(&b, '_');
	const char *r = intern(b.data, b.len);
	buf_free(&b);
	return r;
}

static bool name_taken(struct ol_pass *o, const char *n)
{
	return pu_names_has(&o->vnames, n) || pu_names_has(&o->reserved, n);
}

static const char *numeric_suffix(struct ol_pass *o, const char *base)
{
	char tmp[512];
	for (unsigned k = 0;; k++) {
		snprintf(tmp, sizeof tmp, "%s_%u", base, k);
		const char *c = intern_cstr(tmp);
		if (!name_taken(o, c))
			return c;
	}
}

/* The outlined function's name (reference DisambiguateOutlinedName). */
static const char *outlined_name(struct ol_pass *o, const struct stmt *s)
{
	const struct expr *hint = scope_kw(s, "name_hint");
	const char *c;
	if (hint && hint->kind == EX_STR) {
		c = hint->u.s;
		o->counter++;
	} else {
		const char *suffix;
		switch (o->target) {
		case OL_INCORE: suffix = "_incore_"; break;
		case OL_HIERARCHY: suffix = level_suffix(ol_scope_level(s), scope_role(s)); break;
		case OL_CLUSTER: suffix = "_cluster_"; break;
		default: suffix = "_spmd_"; break;
		}
		char tmp[512];
		snprintf(tmp, sizeof tmp, "%s%s%u", o->func_name, suffix, o->counter++);
		c = intern_cstr(tmp);
	}
	if (name_taken(o, c)) {
		if (!pu_names_has(&o->vnames, c)) {
			char tmp[512];
			snprintf(tmp, sizeof tmp, "%s_%s", o->func_name, c);
			const char *ns = intern_cstr(tmp);
			c = name_taken(o, ns) ? numeric_suffix(o, ns) : ns;
		} else {
			c = numeric_suffix(o, c);
		}
	}
	pu_names_add(&o->vnames, c);
	pu_names_add(&o->reserved, c);
	return c;
}

/* ---- walking helpers -------------------------------------------------------------- */

/* The operand a call overwrites in place (its result is that tensor), or -1:
 * the tensor operand of a `store` rule (unless the store accumulates) and
 * the destination of a tensor `assemble`. */
static int dst_slot(const struct expr *e)
{
	if (e->kind != EX_CALL)
		return -1;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	int slot = -1;
	if (so->type_rule.kind == TR_store && so->reuses_input >= 0 &&
	    (uint32_t)so->reuses_input < e->u.call.args.n)
		slot = so->reuses_input;
	else if (so->type_rule.kind == TR_assemble && so->n_operands &&
		 so->operands[0].kind == OK_tensor && e->u.call.args.n)
		slot = 0;
	/* an atomic store or assemble accumulates: it reads its destination */
	const struct kwval *at = slot >= 0 ? ir_call_kwarg(e, "atomic") : NULL;
	if (at && at->present && at->i != 0)
		return -1;
	return slot;
}

/* The tensor a store call writes (its `reuses` operand), or NULL. */
static struct var *store_target(const struct expr *e)
{
	if (!e || e->kind != EX_CALL)
		return NULL;
	const struct spec_op *so = &spec_ops[e->u.call.op];
	if (so->type_rule.kind != TR_store || so->reuses_input < 0 ||
	    (uint32_t)so->reuses_input >= e->u.call.args.n)
		return NULL;
	const struct expr *a = e->u.call.args.v[so->reuses_input];
	/* a loop-carried value is no store target: the reference matches a
	 * plain Var there, and an IterArg is not one */
	return a && a->kind == EX_VAR && a->u.var->kind != VAR_ITER ? a->u.var : NULL;
}

struct count_ctx {
	struct ol_pass *o;
	uint32_t *arr;
	struct vlist *touched;
};

static bool count_expr(struct expr *e, void *ctx)
{
	struct count_ctx *c = ctx;
	if (e->kind == EX_VAR && e->u.var->id < c->o->cap) {
		if (c->touched && !c->arr[e->u.var->id])
			vl_push(c->touched, e->u.var);
		c->arr[e->u.var->id]++;
	}
	return true;
}

/* ---- what a scope body reads, defines and stores -------------------------------------- */

struct scope_info {
	struct vlist inputs;   /* live-in, first-read order */
	struct vlist defs;     /* definitions, pre-order */
	struct vlist targets;  /* store targets, first-seen order */
	struct vlist journal;  /* live-in walk: definitions made, for branch rollback */
	struct pu_names names; /* every var name of the body */
};

struct live_ctx {
	struct ol_pass *o;
	struct scope_info *si;
};

static bool live_expr(struct expr *e, void *ctx);

/* A scalar var (not a pl.dynamic dim) in the shape of an input tensor. */
static bool live_shape_var(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR && e->u.var->kind != VAR_DYN && e->u.var->type &&
	    e->u.var->type->kind == TY_SCALAR)
		live_expr(e, ctx);
	return true;
}

static bool live_expr(struct expr *e, void *ctx)
{
	struct live_ctx *c = ctx;
	struct ol_pass *o = c->o;
	if (e->kind == EX_VAR) {
		struct var *v = e->u.var;
		pu_names_add(&c->si->names, v->name);
		if (o->mark_def[v->id] != o->gen_def && o->mark_in[v->id] != o->gen_in) {
			o->mark_in[v->id] = o->gen_in;
			o->in_pos[v->id] = c->si->inputs.n;
			vl_push(&c->si->inputs, v);
			/* a kernel's tensor sized by a scalar of the caller takes that
			 * scalar too: its view needs the value */
			const struct type *t = v->type;
			for (uint32_t k = 0; o->target == OL_INCORE && t && t->kind == TY_TENSOR &&
					     k < t->shape.n; k++)
				ir_walk_expr(t->shape.v[k], live_shape_var, c);
		}
	} else if (e->kind == EX_CALL) {
		struct var *t = store_target(e);
		if (t && o->mark_tgt[t->id] != o->gen_in) {
			o->mark_tgt[t->id] = o->gen_in;
			vl_push(&c->si->targets, t);
		}
	}
	return true;
}

static void live_visit(struct live_ctx *c, struct expr *e)
{
	if (e)
		ir_walk_expr(e, live_expr, c);
}

static void live_define(struct live_ctx *c, struct var *v)
{
	struct ol_pass *o = c->o;
	pu_names_add(&c->si->names, v->name);
	if (o->mark_def[v->id] != o->gen_def) {
		o->mark_def[v->id] = o->gen_def;
		vl_push(&c->si->journal, v);
	}
}

static void live_list(struct live_ctx *c, struct stmt_list l);

/* Walks a branch from the incoming state; returns the journal mark where its
 * definitions start (they are rolled back, left in journal[mark..n)). */
static uint32_t live_branch(struct live_ctx *c, struct stmt_list l, struct vlist *out)
{
	struct vlist *j = &c->si->journal;
	uint32_t mark = j->n;
	live_list(c, l);
	for (uint32_t i = mark; i < j->n; i++) {
		c->o->mark_def[j->v[i]->id] = 0;
		vl_push(out, j->v[i]);
	}
	j->n = mark;
	return mark;
}

static void live_stmt(struct live_ctx *c, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		live_visit(c, s->u.assign.value);
		live_define(c, s->u.assign.var);
		break;
	case ST_EVAL:
		live_visit(c, s->u.eval.value);
		break;
	case ST_RETURN:
	case ST_YIELD:
		for (uint32_t i = 0; i < s->u.ret.values.n; i++)
			live_visit(c, s->u.ret.values.v[i]);
		break;
	case ST_FOR:
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			live_visit(c, s->u.loop.iter[i].init);
		if (s->u.loop.loop_var)
			live_define(c, s->u.loop.loop_var);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			live_define(c, s->u.loop.return_vars[i]);
			live_define(c, s->u.loop.iter[i].var);
		}
		live_visit(c, s->u.loop.start);
		live_visit(c, s->u.loop.stop);
		live_visit(c, s->u.loop.step);
		live_visit(c, s->u.loop.stage);
		for (uint32_t i = 0; i < s->u.loop.attrs.n; i++)
			live_visit(c, s->u.loop.attrs.v[i].value);
		live_list(c, s->u.loop.body);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			live_visit(c, s->u.wloop.iter[i].init);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			live_define(c, s->u.wloop.return_vars[i]);
			live_define(c, s->u.wloop.iter[i].var);
		}
		live_visit(c, s->u.wloop.cond);
		live_list(c, s->u.wloop.body);
		break;
	case ST_IF: {
		live_visit(c, s->u.cond.cond);
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			live_define(c, s->u.cond.return_vars[i]);
		struct vlist tn = {0}, en = {0};
		live_branch(c, s->u.cond.then_body, &tn);
		if (s->u.cond.has_else) {
			live_branch(c, s->u.cond.else_body, &en);
			/* defined on both arms: mark the then arm's, keep the common ones */
			uint32_t g = ++c->o->gen_seen;
			for (uint32_t i = 0; i < tn.n; i++)
				c->o->mark_seen[tn.v[i]->id] = g;
			for (uint32_t i = 0; i < en.n; i++)
				if (c->o->mark_seen[en.v[i]->id] == g)
					live_define(c, en.v[i]);
		}
		free(tn.v);
		free(en.v);
		break;
	}
	case ST_SCOPE:
		live_visit(c, s->u.scope.arg);
		for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
			live_visit(c, s->u.scope.kw.v[i].value);
		if (s->u.scope.var)
			live_define(c, s->u.scope.var);
		live_list(c, s->u.scope.body);
		break;
	default:
		break;
	}
}

static void live_list(struct live_ctx *c, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		live_stmt(c, l.v[i]);
}

/* Definitions in pre-order, each statement's in the reference's order:
 * loop var, return vars, iter args. */
static bool defs_stmt(struct stmt *s, void *ctx)
{
	struct vlist *d = ctx;
	switch (s->kind) {
	case ST_ASSIGN:
		vl_push(d, s->u.assign.var);
		break;
	case ST_FOR:
		if (s->u.loop.loop_var)
			vl_push(d, s->u.loop.loop_var);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			vl_push(d, s->u.loop.return_vars[i]);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			vl_push(d, s->u.loop.iter[i].var);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			vl_push(d, s->u.wloop.return_vars[i]);
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			vl_push(d, s->u.wloop.iter[i].var);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			vl_push(d, s->u.cond.return_vars[i]);
		break;
	case ST_SCOPE:
		if (s->u.scope.var)
			vl_push(d, s->u.scope.var);
		break;
	default:
		break;
	}
	return true;
}

struct alias_ctx {
	struct ol_pass *o;
};

static bool alias_stmt(struct stmt *s, void *ctx)
{
	struct ol_pass *o = ctx;
	if (s->kind != ST_ASSIGN)
		return true;
	struct var *t = store_target(s->u.assign.value);
	if (t) {
		o->alias[s->u.assign.var->id] = t;
		o->mark_alias[s->u.assign.var->id] = o->gen_in;
	}
	return true;
}

/* ---- parameter directions (reference InferParamDirections) ------------------------------ */

struct read_ctx {
	struct ol_pass *o;
	bool *has_read;
};

static void read_expr(struct read_ctx *c, struct expr *e);

static bool read_cb(struct expr *e, void *ctx)
{
	struct read_ctx *c = ctx;
	if (e->kind == EX_VAR) {
		uint32_t id = e->u.var->id;
		if (c->o->mark_rd[id] == c->o->gen_rd)
			c->has_read[c->o->rd_idx[id]] = true;
		return true;
	}
	if (e->kind == EX_CALL && dst_slot(e) >= 0) {
		int d = dst_slot(e);
		for (uint32_t i = 0; i < e->u.call.args.n; i++)
			if ((int)i != d)
				read_expr(c, e->u.call.args.v[i]);
		for (uint32_t i = 0; i < e->u.call.attrs.n; i++)
			read_expr(c, e->u.call.attrs.v[i].value);
		return false;
	}
	return true;
}

static void read_expr(struct read_ctx *c, struct expr *e)
{
	if (e)
		ir_walk_expr(e, read_cb, c);
}

static void read_list(struct read_ctx *c, struct stmt_list l)
{
	struct ol_pass *o = c->o;
	for (uint32_t k = 0; k < l.n; k++) {
		struct stmt *s = l.v[k];
		switch (s->kind) {
		case ST_ASSIGN: {
			struct expr *v = s->u.assign.value;
			int d = v ? dst_slot(v) : -1;
			if (d >= 0) {
				struct expr *a = v->u.call.args.v[d];
				if (a && a->kind == EX_VAR && o->mark_rd[a->u.var->id] == o->gen_rd) {
					uint32_t id = s->u.assign.var->id;
					o->mark_rd[id] = o->gen_rd;
					o->rd_idx[id] = o->rd_idx[a->u.var->id];
				}
			}
			read_expr(c, v);
			break;
		}
		case ST_EVAL:
			read_expr(c, s->u.eval.value);
			break;
		case ST_RETURN:
		case ST_YIELD:
			for (uint32_t i = 0; i < s->u.ret.values.n; i++)
				read_expr(c, s->u.ret.values.v[i]);
			break;
		case ST_FOR:
			read_expr(c, s->u.loop.start);
			read_expr(c, s->u.loop.stop);
			read_expr(c, s->u.loop.step);
			for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
				read_expr(c, s->u.loop.iter[i].init);
			read_list(c, s->u.loop.body);
			break;
		case ST_WHILE:
			read_expr(c, s->u.wloop.cond);
			for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
				read_expr(c, s->u.wloop.iter[i].init);
			read_list(c, s->u.wloop.body);
			break;
		case ST_IF:
			read_expr(c, s->u.cond.cond);
			read_list(c, s->u.cond.then_body);
			read_list(c, s->u.cond.else_body);
			break;
		case ST_SCOPE:
			read_expr(c, s->u.scope.arg);
			for (uint32_t i = 0; i < s->u.scope.kw.n; i++)
				read_expr(c, s->u.scope.kw.v[i].value);
			read_list(c, s->u.scope.body);
			break;
		default:
			break;
		}
	}
}

static uint8_t merge_dir(uint8_t a, uint8_t b)
{
	static const int rank[] = {[DIR_IN] = 0, [DIR_OUT] = 1, [DIR_INOUT] = 2};
	if (a == b)
		return a;
	if ((a == DIR_OUT && b == DIR_INOUT) || (a == DIR_INOUT && b == DIR_OUT))
		return DIR_INOUT;
	return rank[a] >= rank[b] ? a : b;
}

struct dir_ctx {
	struct ol_pass *o;
	uint8_t *dirs;
	const uint8_t *written;
	bool callees;
};

static bool dir_cb(struct expr *e, void *ctx)
{
	struct dir_ctx *c = ctx;
	struct ol_pass *o = c->o;
	if (e->kind == EX_CALL && spec_ops[e->u.call.op].type_rule.kind == TR_assemble &&
	    e->u.call.args.n && spec_ops[e->u.call.op].operands[0].kind == OK_tensor) {
		struct expr *a = e->u.call.args.v[0];
		if (a && a->kind == EX_VAR && o->mark_rd[a->u.var->id] == o->gen_rd) {
			int32_t i = o->rd_idx[a->u.var->id];
			if (c->dirs[i] == DIR_IN)
				c->dirs[i] = c->written[i];
		}
	}
	if (c->callees && e->kind == EX_FCALL && e->u.fcall.callee) {
		const struct function *cal = e->u.fcall.callee;
		for (uint32_t k = 0; k < e->u.fcall.args.n && k < cal->n_params; k++) {
			struct expr *a = e->u.fcall.args.v[k];
			if (a && a->kind == EX_VAR && o->mark_rd[a->u.var->id] == o->gen_rd) {
				int32_t i = o->rd_idx[a->u.var->id];
				c->dirs[i] = merge_dir(c->dirs[i], cal->params[k].dir);
			}
		}
	}
	return true;
}

static void infer_dirs(struct ol_pass *o, struct scope_info *si, struct stmt_list body,
		       const bool *is_store_out, uint8_t *dirs)
{
	uint32_t n = si->inputs.n;
	bool *has_read = xcalloc(n ? n : 1, sizeof *has_read);
	uint8_t *written = xcalloc(n ? n : 1, 1);
	o->gen_rd++;
	for (uint32_t i = 0; i < n; i++) {
		o->mark_rd[si->inputs.v[i]->id] = o->gen_rd;
		o->rd_idx[si->inputs.v[i]->id] = (int32_t)i;
	}
	struct read_ctx rc = {o, has_read};
	read_list(&rc, body);
	for (uint32_t i = 0; i < n; i++) {
		written[i] = has_read[i] ? DIR_INOUT : DIR_OUT;
		dirs[i] = is_store_out[i] ? written[i] : DIR_IN;
	}
	/* the read walk registered post-store aliases: track the inputs alone */
	o->gen_rd++;
	for (uint32_t i = 0; i < n; i++) {
		o->mark_rd[si->inputs.v[i]->id] = o->gen_rd;
		o->rd_idx[si->inputs.v[i]->id] = (int32_t)i;
	}
	struct dir_ctx dc = {o, dirs, written, o->target == OL_CLUSTER || o->target == OL_SPMD};
	ir_walk_stmts_exprs(body, dir_cb, &dc);
	free(has_read);
	free(written);
}

/* ---- return lineage (reference return_lineage::TraceToParam) ---------------------------- */

static struct var *yield_var(struct stmt_list l, uint32_t i)
{
	if (!l.n || l.v[l.n - 1]->kind != ST_YIELD)
		return NULL;
	struct expr_list v = l.v[l.n - 1]->u.ret.values;
	return i < v.n && v.v[i] && v.v[i]->kind == EX_VAR ? v.v[i]->u.var : NULL;
}

/* A loop's tensor result lives in its initial value's buffer unless the body
 * yields a new tensor: trace() follows the yielded value and rejects the carry
 * when that walk ends at an op making a fresh tensor rather than at the iter arg. */
static void index_carry(struct ol_pass *o, uint32_t n, const struct iter_arg *it, struct var **rv,
			struct stmt_list body)
{
	for (uint32_t i = 0; i < n; i++) {
		struct expr *init = it[i].init;
		if (!init || init->kind != EX_VAR)
			continue;
		o->carry[it[i].var->id] = init->u.var;
		if (rv && rv[i] && rv[i]->type && rv[i]->type->kind == TY_TENSOR) {
			o->lyield[rv[i]->id] = yield_var(body, i);
			o->liter[rv[i]->id] = it[i].var;
		}
	}
}

static bool index_stmt(struct stmt *s, void *ctx)
{
	struct ol_pass *o = ctx;
	if (s->kind == ST_ASSIGN) {
		if (!o->def[s->u.assign.var->id])
			o->def[s->u.assign.var->id] = s;
	} else if (s->kind == ST_FOR) {
		index_carry(o, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars, s->u.loop.body);
	} else if (s->kind == ST_WHILE) {
		index_carry(o, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars, s->u.wloop.body);
	} else if (s->kind == ST_IF && s->u.cond.has_else) {
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			struct var *rv = s->u.cond.return_vars[i];
			struct var *a = yield_var(s->u.cond.then_body, i);
			struct var *b = yield_var(s->u.cond.else_body, i);
			if (rv->type && rv->type->kind == TY_TENSOR && a && b) {
				o->merge[2 * rv->id] = a;
				o->merge[2 * rv->id + 1] = b;
			}
		}
	}
	return true;
}

static void index_body(struct ol_pass *o, struct stmt_list l)
{
	ensure(o);
	ir_walk_stmts(l, index_stmt, o);
}

static struct ret_memo *memo_slot(struct ol_pass *o, const struct function *f)
{
	if (2 * (o->p->n_funcs + o->n_fns + 1) > o->memo_cap) {
		uint32_t cap = o->memo_cap ? o->memo_cap : 64;
		while (2 * (o->p->n_funcs + o->n_fns + 1) > cap)
			cap *= 2;
		struct ret_memo *old = o->memo;
		uint32_t oc = o->memo_cap;
		o->memo = xcalloc(cap, sizeof *o->memo);
		o->memo_cap = cap;
		for (uint32_t i = 0; i < oc; i++)
			if (old[i].f)
				*memo_slot(o, old[i].f) = old[i];
		free(old);
	}
	uint64_t h = ptr_hash(f);
	for (uint32_t i = (uint32_t)(h >> 32) & (o->memo_cap - 1);; i = (i + 1) & (o->memo_cap - 1))
		if (!o->memo[i].f || o->memo[i].f == f) {
			o->memo[i].f = f;
			return &o->memo[i];
		}
}

static const int32_t *returned_params(struct ol_pass *o, const struct function *f, uint32_t *n);

/* The param (of the function whose params carry gen_param) v traces to, or NULL. */
static struct var *trace(struct ol_pass *o, struct var *v, int depth)
{
	if (depth > OL_MAX_TRACE_DEPTH)
		return NULL;
	while (v) {
		ensure(o);
		if (v == o->stop)
			return v;
		/* a param ends the walk: both branches of an if may reach it */
		if (o->mark_param[v->id] == o->gen_param)
			return v;
		if (o->mark_seen[v->id] == o->gen_seen) {
			/* reached twice (both branches of an if lead to v): the first
			 * walk answered; this NULL must not pass for "no new tensor" */
			o->fresh = true;
			return NULL;
		}
		o->mark_seen[v->id] = o->gen_seen;
		if (o->merge[2 * v->id]) {
			struct var *a = trace(o, o->merge[2 * v->id], depth + 1);
			struct var *b = trace(o, o->merge[2 * v->id + 1], depth + 1);
			return a && a == b ? a : NULL;
		}
		if (o->carry[v->id]) {
			v = o->carry[v->id];
			continue;
		}
		if (o->liter[v->id]) {
			/* the yielded value must lead back to the iter arg */
			struct var *it = o->liter[v->id], *saved = o->stop;
			bool fresh = o->fresh;
			o->stop = it;
			o->fresh = false;
			struct var *r = o->lyield[v->id] ? trace(o, o->lyield[v->id], depth + 1) : NULL;
			o->stop = saved;
			if (r != it && (r || o->fresh))
				return NULL;
			o->fresh = fresh; /* an enclosing trace's new tensor stays seen */
			v = o->carry[it->id];
			continue;
		}
		struct stmt *d = o->def[v->id];
		if (!d)
			return NULL;
		struct expr *val = d->u.assign.value;
		struct expr *call = val;
		uint32_t pos = 0;
		if (val->kind == EX_VAR) {
			v = val->u.var;
			continue;
		}
		if (val->kind == EX_GETITEM) {
			if (!val->u.get.x || val->u.get.x->kind != EX_VAR)
				return NULL;
			struct stmt *td = o->def[val->u.get.x->u.var->id];
			if (!td)
				return NULL;
			call = td->u.assign.value;
			pos = val->u.get.index;
			if (call->kind != EX_FCALL)
				return NULL;
		}
		if (call->kind == EX_CALL) {
			const struct spec_op *so = &spec_ops[call->u.call.op];
			const struct type *rt = ir_expr_type(call);
			/* the result is the buffer of a reused operand, or of a tensor
			 * assemble's destination (reference BuiltinWritebackArgIndex) */
			int wb = so->reuses_input;
			if (so->type_rule.kind == TR_assemble && so->n_operands &&
			    so->operands[0].kind == OK_tensor)
				wb = 0;
			if (wb < 0 && rt->kind == TY_TENSOR)
				o->fresh = true;
			if (wb < 0 || rt->kind != TY_TENSOR || (uint32_t)wb >= call->u.call.args.n)
				return NULL;
			struct expr *a = call->u.call.args.v[wb];
			if (!a || a->kind != EX_VAR)
				return NULL;
			v = a->u.var;
			continue;
		}
		if (call->kind != EX_FCALL || !call->u.fcall.callee)
			return NULL;
		uint32_t n;
		const int32_t *map = returned_params(o, call->u.fcall.callee, &n);
		if (val->kind != EX_GETITEM && n != 1)
			return NULL;
		if (pos >= n || map[pos] < 0 || (uint32_t)map[pos] >= call->u.fcall.args.n)
			return NULL;
		struct expr *a = call->u.fcall.args.v[map[pos]];
		if (!a || a->kind != EX_VAR)
			return NULL;
		v = a->u.var;
	}
	return NULL;
}

static struct stmt *first_return(struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		if (l.v[i]->kind == ST_RETURN)
			return l.v[i];
		struct stmt_list *kids[2];
		int k = ir_stmt_children(l.v[i], kids);
		for (int j = 0; j < k; j++) {
			struct stmt *r = first_return(*kids[j]);
			if (r)
				return r;
		}
	}
	return NULL;
}

/* Traces each value of `values` to one of `params`: out[i] = index or -1. */
static void trace_values(struct ol_pass *o, struct expr_list values, struct var *const *params,
			 uint32_t n_params, int32_t *out, int depth)
{
	ensure(o);
	uint32_t saved = o->gen_param;
	uint32_t g = ++o->gen_param;
	for (uint32_t i = 0; i < n_params; i++)
		o->mark_param[params[i]->id] = g;
	for (uint32_t i = 0; i < values.n; i++) {
		out[i] = -1;
		struct expr *e = values.v[i];
		if (!e || e->kind != EX_VAR)
			continue;
		o->gen_param = g;
		o->gen_seen++;
		struct var *r = trace(o, e->u.var, depth);
		for (uint32_t k = 0; r && k < n_params; k++)
			if (params[k] == r)
				out[i] = (int32_t)k;
	}
	o->gen_param = saved;
	/* marks of this function stay; a caller's params are re-marked below */
}

static const int32_t *returned_params(struct ol_pass *o, const struct function *f, uint32_t *n)
{
	struct ret_memo *m = memo_slot(o, f);
	*n = 0;
	if (m->state == 1 || o->trace_depth > OL_MAX_TRACE_DEPTH)
		return NULL;
	if (m->state == 0) {
		m->state = 1;
		struct stmt *r = first_return(f->body);
		if (r && r->u.ret.values.n) {
			struct var **ps = xmalloc((f->n_params ? f->n_params : 1) * sizeof *ps);
			for (uint32_t i = 0; i < f->n_params; i++)
				ps[i] = f->params[i].var;
			m->map = xmalloc(r->u.ret.values.n * sizeof *m->map);
			m->n = r->u.ret.values.n;
			o->trace_depth++;
			trace_values(o, r->u.ret.values, ps, f->n_params, m->map, o->trace_depth);
			o->trace_depth--;
			free(ps);
		}
		m->state = 2;
	}
	*n = m->n;
	return m->map;
}

/* ---- substitution --------------------------------------------------------------------- */

static struct var *sub_var(struct ol_pass *o, struct var *v)
{
	if (v && v->id < o->cap && o->mark_sub[v->id] == o->gen_sub)
		return o->smap[v->id];
	return v;
}

static struct expr *sub_cb(struct expr *e, void *ctx)
{
	struct ol_pass *o = ctx;
	if (e->kind == EX_VAR) {
		struct var *r = sub_var(o, e->u.var);
		if (r != e->u.var)
			return ir_new_var_ref(o->p->arena, r, e->span);
	}
	return e;
}

static struct expr *sub_e(struct ol_pass *o, struct expr *e)
{
	return e ? ir_rewrite_expr(o->p->arena, e, sub_cb, o) : NULL;
}

/* A tensor type whose shape names an input of the outlined function (a
 * tensor sized by a scalar of the caller) names the function's parameter
 * instead; `t` itself when no dim changes. */
static const struct type *sub_shape(struct ol_pass *o, const struct type *t)
{
	if (!t || t->kind != TY_TENSOR)
		return t;
	uint32_t k = 0;
	while (k < t->shape.n && sub_e(o, t->shape.v[k]) == t->shape.v[k])
		k++;
	if (k == t->shape.n)
		return t;
	struct type *r = ir_type_clone(o->p->arena, t);
	r->shape = ir_expr_list_new(o->p->arena, t->shape.n);
	for (uint32_t i = 0; i < t->shape.n; i++)
		r->shape.v[i] = sub_e(o, t->shape.v[i]);
	return r;
}

static struct expr *sub_x(struct expr *e, void *ctx)
{
	return sub_e(ctx, e);
}

static bool sub_stmt(struct stmt *s, void *ctx)
{
	struct ol_pass *o = ctx;
	pu_rewrite_stmt_exprs(s, sub_x, o);
	switch (s->kind) {
	case ST_ASSIGN: s->u.assign.var = sub_var(o, s->u.assign.var); break;
	case ST_FOR:
		s->u.loop.loop_var = sub_var(o, s->u.loop.loop_var);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
			s->u.loop.iter[i].var = sub_var(o, s->u.loop.iter[i].var);
			s->u.loop.return_vars[i] = sub_var(o, s->u.loop.return_vars[i]);
		}
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++) {
			s->u.wloop.iter[i].var = sub_var(o, s->u.wloop.iter[i].var);
			s->u.wloop.return_vars[i] = sub_var(o, s->u.wloop.return_vars[i]);
		}
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			s->u.cond.return_vars[i] = sub_var(o, s->u.cond.return_vars[i]);
		break;
	case ST_SCOPE: s->u.scope.var = sub_var(o, s->u.scope.var); break;
	default: break;
	}
	return true;
}

/* ---- renames of the caller ------------------------------------------------------------ */

static struct var *ren_of(struct ol_pass *o, struct var *v)
{
	if (v->id < o->cap && o->ren[v->id] && o->ren_depth[v->id] == o->depth)
		return o->ren[v->id];
	return NULL;
}

static void set_ren(struct ol_pass *o, struct var *from, struct var *to)
{
	ensure(o);
	if (o->n_undo == o->cap_undo) {
		o->cap_undo = o->cap_undo ? 2 * o->cap_undo : 16;
		o->undo = xrealloc(o->undo, o->cap_undo * sizeof *o->undo);
	}
	o->undo[o->n_undo++] = (struct rename_undo){from->id, o->ren[from->id], o->ren_depth[from->id]};
	o->ren[from->id] = to;
	o->ren_depth[from->id] = o->depth;
}

static struct expr *ren_cb(struct expr *e, void *ctx)
{
	struct ol_pass *o = ctx;
	if (e->kind == EX_VAR) {
		struct var *r = ren_of(o, e->u.var);
		if (r)
			return ir_new_var_ref(o->p->arena, r, e->span);
	}
	return e;
}

static struct expr *ren_e(struct ol_pass *o, struct expr *e)
{
	return e && o->n_undo ? ir_rewrite_expr(o->p->arena, e, ren_cb, o) : e;
}

static struct expr *ren_x(struct expr *e, void *ctx)
{
	return ren_e(ctx, e);
}

/* ---- store results (reference StoreEvalToAssignMutator) -------------------------------- */

struct store_rw {
	struct ol_pass *o;
	struct var **decl;   /* by index of targets: declared result var */
	bool *claimed;
	struct scope_info *si;
	struct pu_names *used;
};

static int target_index(struct store_rw *w, struct var *t)
{
	struct ol_pass *o = w->o;
	if (t->id >= o->cap || o->mark_rd[t->id] != o->gen_rd)
		return -1;
	int32_t i = o->rd_idx[t->id];
	return w->decl[i] ? (int)i : -1;
}

static struct var *next_result(struct store_rw *w, int i)
{
	struct var *d = w->decl[i];
	if (!w->claimed[i]) {
		w->claimed[i] = true;
		return d;
	}
	const char *n = fresh_like(w->used, d->name);
	return ir_new_var(w->o->p, n, VAR_LOCAL, d->type, d->span);
}

static void store_rw_fn(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	struct store_rw *w = ctx;
	struct arena *a = w->o->p->arena;
	struct expr *v = s->kind == ST_EVAL ? s->u.eval.value : s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	struct var *t = store_target(v);
	int i = t ? target_index(w, t) : -1;
	if (i < 0) {
		ir_sb_push(out, s);
		return;
	}
	struct var *r = next_result(w, i);
	if (s->kind == ST_EVAL || s->u.assign.var == t) {
		struct stmt *n = ir_new_assign(a, r, v, s->span);
		n->n_comments = s->n_comments;
		n->comments = s->comments;
		ir_sb_push(out, n);
		return;
	}
	ir_sb_push(out, s);
	ir_sb_push(out, ir_new_assign(a, r, ir_new_var_ref(a, s->u.assign.var, s->span), s->span));
}

/* ---- outlining one scope -------------------------------------------------------------- */



static struct stmt_list ol_list(struct ol_pass *o, struct stmt_list l, bool required, bool nested);

/* An attribute `key = value`. */
static void attr_push(struct arena *a, struct attr_list *l, const char *key, struct expr *value)
{
	struct attr *v = ARENA_ARRAY(a, struct attr, l->n + 1);
	if (l->n)
		memcpy(v, l->v, l->n * sizeof *v);
	v[l->n++] = (struct attr){intern_cstr(key), value};
	l->v = v;
}

static bool defer_wait_expr(struct expr *e, void *ctx)
{
	if (e->kind == EX_CALL && cu_role(e->u.call.op, "DeferWait"))
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

/* An InCore body that hands a signal wait to the runtime (an op with comm_role
 * DeferWait) outlines to a function marked deferred_completion_waiter, which
 * the runtime completes when the wait's condition holds, as the reference
 * marks it. */
static void deferred_wait_attr(struct ol_pass *o, struct stmt_list body, struct function *f,
			       struct span sp)
{
	bool found = false;
	ir_walk_stmts_exprs(body, defer_wait_expr, &found);
	if (found)
		attr_push(o->p->arena, &f->attrs, "deferred_completion_waiter",
			  ir_new_bool(o->p->arena, true, sp));
}

/* The pl.split_aiv regions of an InCore body (at any depth, not inside
 * another region): split_aiv=True, and split when every region has the same
 * mode and it is not NONE. */
struct aiv_modes {
	const struct expr *mode;
	bool found, uniform;
};

static bool aiv_mode_stmt(struct stmt *s, void *ctx)
{
	struct aiv_modes *m = ctx;
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_SPLIT_AIV)
		return true;
	const struct expr *x = scope_kw(s, "mode");
	if (!m->found) {
		m->found = true;
		m->mode = x;
	} else if (!m->mode || !x || x->kind != EX_SYMBOL || m->mode->kind != EX_SYMBOL ||
		   strcmp(x->u.s, m->mode->u.s) != 0) {
		m->uniform = false;
	}
	return false;
}

static void split_aiv_attrs(struct ol_pass *o, struct stmt_list body, struct function *f,
			    struct span sp)
{
	struct aiv_modes m = {NULL, false, true};
	ir_walk_stmts(body, aiv_mode_stmt, &m);
	if (!m.found)
		return;
	attr_push(o->p->arena, &f->attrs, "split_aiv", ir_new_bool(o->p->arena, true, sp));
	if (m.uniform && m.mode && m.mode->kind == EX_SYMBOL) {
		const char *dot = strrchr(m.mode->u.s, '.');
		if (strcmp(dot ? dot + 1 : m.mode->u.s, "NONE") != 0)
			attr_push(o->p->arena, &f->attrs, "split", ir_expr_copy(o->p->arena, m.mode));
	}
}

/* A pl.spmd directly in a Group's body: its body takes its place; returns
 * the spmd scope (its count and sync_start go on the dispatch), or NULL. */
static struct stmt *unwrap_spmd(struct ol_pass *o, struct function *g)
{
	struct stmt *found = NULL;
	struct stmt_buf b = {0};
	for (uint32_t i = 0; i < g->body.n; i++) {
		struct stmt *s = g->body.v[i];
		if (!found && s->kind == ST_SCOPE && s->u.scope.kind == SC_SPMD) {
			found = s;
			ir_sb_append(&b, s->u.scope.body);
		} else {
			ir_sb_push(&b, s);
		}
	}
	if (found) {
		g->body = ir_sb_finish(o->p->arena, &b);
		attr_push(o->p->arena, &g->attrs, "spmd_unwrapped", ir_new_bool(o->p->arena, true, found->span));
	}
	ir_sb_free(&b);
	return found;
}

/* The function attrs a CORE_GROUP scope's keywords give the InCore function,
 * in the reference's order: split and slot_num (optimizations=), windowize
 * (deferred_completion_waiter and split_aiv follow). */
static void incore_scope_attrs(struct ol_pass *o, const struct stmt *s, struct function *f)
{
	struct arena *a = o->p->arena;
	const struct expr *opt = scope_kw(s, "optimizations");
	const struct expr *split = NULL;
	int64_t slots = -1;
	for (uint32_t i = 0; opt && opt->kind == EX_LIST && i < opt->u.list.n; i++) {
		const struct expr *x = opt->u.list.v[i];
		const char *m;
		if (x->kind != EX_SYMBOL)
			continue;
		if (strncmp(x->u.s, "pl.split(", 9) == 0)
			split = x;
		else if ((m = strstr(x->u.s, "slot_num=")))
			slots = strtoll(m + 9, NULL, 10);
	}
	if (split) {
		/* the canonical text `pl.split(pl.SplitMode.X)`: the mode symbol */
		const char *m = split->u.s + 9;
		size_t n = strlen(m);
		if (n && m[n - 1] == ')')
			n--;
		if (!(n >= 4 && memcmp(m + n - 4, "NONE", 4) == 0))
			attr_push(a, &f->attrs, "split", ir_new_symbol(a, intern(m, n), split->span));
	}
	if (slots >= 0)
		attr_push(a, &f->attrs, "slot_num", ir_new_int(a, slots, DT_INDEX, s->span));
	if (kw_true(s, "windowize"))
		attr_push(a, &f->attrs, "windowize", ir_new_bool(a, true, s->span));
}

/* The input positions of the vars of a scope's list keyword (dumps=,
 * no_dep_args=), sorted and without repeats; vars the body does not capture
 * are skipped.  Valid right after the live-in walk (mark_in == gen_in). */
static uint32_t kw_input_indices(struct ol_pass *o, const struct stmt *s, const char *key,
				 uint32_t n_inputs, bool *seen, uint32_t *idx)
{
	const struct expr *l = scope_kw(s, key);
	if (!l || l->kind != EX_LIST)
		return 0;
	for (uint32_t i = 0; i < l->u.list.n; i++) {
		const struct expr *e = l->u.list.v[i];
		if (e->kind != EX_VAR || e->u.var->id >= o->cap || o->mark_in[e->u.var->id] != o->gen_in)
			continue;
		seen[o->in_pos[e->u.var->id]] = true;
	}
	uint32_t n = 0;
	for (uint32_t i = 0; i < n_inputs; i++)
		if (seen[i]) {
			idx[n++] = i;
			seen[i] = false;
		}
	return n;
}

static const struct type *tuple_of(struct arena *a, const struct type **ts, uint32_t n)
{
	return ir_type_tuple(a, n, ts);
}

/* The name of a call's result tuple: the reference names each
 * `ret__tmp_v0` and prints the repeats `ret__tmp_v0_1`, `_2` ... */
static const char *ret_name(struct ol_pass *o)
{
	for (;;) {
		char tmp[32];
		uint32_t k = o->n_ret++;
		if (k)
			snprintf(tmp, sizeof tmp, "ret__tmp_v0_%u", k);
		else
			snprintf(tmp, sizeof tmp, "ret__tmp_v0");
		const char *n = intern_cstr(tmp);
		if (!pu_names_has(&o->vnames, n)) {
			pu_names_add(&o->vnames, n);
			return n;
		}
	}
}

/* The call of an outlined function f in place of scope s: a plain call, or
 * a task launch (pl.submit / pl.spmd_submit) when the scope binds a task id
 * or has deps=, allow_early_resolve= or predicate= (reference ScopeOutliner).
 * dumps= and no_dep_args= become the attrs dump_vars (the captured args) and
 * arg_direction_overrides (their positions); a plain call of a launch `launch`
 * carries its core count as attrs. */
static struct expr *call_site(struct ol_pass *o, const struct stmt *s, const struct stmt *launch,
			      struct expr *core_num, struct function *f, struct expr_list args,
			      const uint32_t *dump_idx, uint32_t n_dump, const uint32_t *nodep_idx,
			      uint32_t n_nodep)
{
	struct arena *a = o->p->arena;
	struct span sp = s->span;
	struct expr *call = ir_new_fcall(a, f->name, f, args, sp);
	call->type = f->n_rets == 0 ? NULL : f->n_rets == 1 ? f->rets[0] : tuple_of(a, f->rets, f->n_rets);
	if (n_dump) {
		struct expr_list l = ir_expr_list_new(a, n_dump);
		for (uint32_t i = 0; i < n_dump; i++)
			l.v[i] = args.v[dump_idx[i]];
		attr_push(a, &call->u.fcall.attrs, "dump_vars", ir_new_list(a, l, sp));
	}
	if (n_nodep) {
		struct expr_list l = ir_expr_list_new(a, n_nodep);
		for (uint32_t i = 0; i < n_nodep; i++)
			l.v[i] = ir_new_int(a, nodep_idx[i], DT_INDEX, sp);
		attr_push(a, &call->u.fcall.attrs, "arg_direction_overrides", ir_new_list(a, l, sp));
	}
	const struct expr *deps = scope_kw(s, "deps");
	const struct expr *pred = scope_kw(s, "predicate");
	bool early = kw_true(s, "allow_early_resolve");
	if (s->u.scope.var || (deps && deps->kind == EX_LIST && deps->u.list.n) || pred || early) {
		struct submit *sb = ARENA_NEW(a, struct submit);
		sb->kind = core_num ? SUBMIT_SPMD : SUBMIT_TASK;
		sb->core_num = core_num;
		sb->sync_start = core_num && kw_true(launch, "sync_start");
		sb->allow_early_resolve = early;
		sb->predicate = pred ? ren_e(o, (struct expr *)pred) : NULL;
		if (deps && deps->kind == EX_LIST) {
			sb->deps = ir_expr_list_new(a, deps->u.list.n);
			for (uint32_t i = 0; i < deps->u.list.n; i++)
				sb->deps.v[i] = ren_e(o, deps->u.list.v[i]);
		}
		call->u.fcall.submit = sb;
		return call;
	}
	if (core_num) {
		attr_push(a, &call->u.fcall.attrs, "core_num", core_num);
		if (kw_true(launch, "sync_start"))
			attr_push(a, &call->u.fcall.attrs, "sync_start", ir_new_bool(a, true, sp));
	}
	return call;
}

static void outline_scope(struct ol_pass *o, struct stmt *s, bool used_after_empty, bool nested,
			  struct stmt_buf *out)
{
	struct program *p = o->p;
	struct arena *a = p->arena;
	struct span sp = s->span;
	const char *name = outlined_name(o, s);
	struct stmt_list body = s->u.scope.body;
	ensure(o);

	/* what the body reads, defines and stores (before nested outlining) */
	struct scope_info si = {0};
	o->gen_def++;
	o->gen_in++;
	struct live_ctx lc = {o, &si};
	live_list(&lc, body);
	ir_walk_stmts(body, defs_stmt, &si.defs);
	ir_walk_stmts(body, alias_stmt, o);
	struct vlist touched = {0};
	struct count_ctx cc = {o, o->inner, &touched};
	ir_walk_stmts_exprs(body, count_expr, &cc);
	uint32_t gin = o->gen_in;
	uint32_t nin1 = si.inputs.n ? si.inputs.n : 1;
	bool *seen = xcalloc(nin1, sizeof *seen);
	uint32_t *dump_idx = xmalloc(nin1 * sizeof *dump_idx);
	uint32_t *nodep_idx = xmalloc(nin1 * sizeof *nodep_idx);
	uint32_t n_dump = kw_input_indices(o, s, "dumps", si.inputs.n, seen, dump_idx);
	uint32_t n_nodep = kw_input_indices(o, s, "no_dep_args", si.inputs.n, seen, nodep_idx);
	free(seen);

	/* outputs: defs used after the scope, then the stored tensors */
	struct vlist outs = {0};
	struct vlist deferred = {0}; /* pairs: alias, target */
	for (uint32_t i = 0; i < si.defs.n; i++) {
		struct var *d = si.defs.v[i];
		bool used = used_after_empty ? !nested : o->uses[d->id] > o->inner[d->id];
		if (!used)
			continue;
		struct var *t = o->mark_alias[d->id] == gin ? o->alias[d->id] : NULL;
		if (t && o->mark_tgt[t->id] == gin && o->mark_in[t->id] == gin) {
			vl_push(&deferred, d);
			vl_push(&deferred, t);
			continue;
		}
		vl_push(&outs, d);
	}
	uint32_t n_def_outs = outs.n;
	uint32_t *out_in = NULL; /* store outputs: their index in the inputs */
	bool *is_store_in = xcalloc(si.inputs.n ? si.inputs.n : 1, sizeof *is_store_in);
	if (o->target != OL_HIERARCHY)
		for (uint32_t i = 0; i < si.targets.n; i++) {
			struct var *t = si.targets.v[i];
			if (o->mark_in[t->id] != gin)
				continue;
			vl_push(&outs, t);
			is_store_in[o->in_pos[t->id]] = true;
		}
	out_in = xcalloc(outs.n ? outs.n : 1, sizeof *out_in);
	for (uint32_t i = n_def_outs; i < outs.n; i++)
		out_in[i] = o->in_pos[outs.v[i]->id];
	for (uint32_t i = 0; i < touched.n; i++)
		o->inner[touched.v[i]->id] = 0;
	free(touched.v);

	uint8_t *dirs = xmalloc(si.inputs.n ? si.inputs.n : 1);
	infer_dirs(o, &si, body, is_store_in, dirs);

	/* nested scopes first, in the outlined function's naming context */
	const char *saved_name = o->func_name;
	uint32_t saved_counter = o->counter;
	uint32_t saved_undo = o->n_undo;
	o->func_name = name;
	o->counter = 0;
	o->depth++;
	body = ol_list(o, body, outs.n > 0, nested);
	o->depth--;
	while (o->n_undo > saved_undo) {
		struct rename_undo *u = &o->undo[--o->n_undo];
		o->ren[u->id] = u->old;
		o->ren_depth[u->id] = u->old_depth;
	}
	o->func_name = saved_name;
	o->counter = saved_counter;

	/* the function: params for the inputs, fresh output vars */
	struct function *f = ARENA_NEW(a, struct function);
	f->name = name;
	f->span = sp;
	f->kind = o->target == OL_INCORE ? FK_InCore : o->target == OL_CLUSTER ? FK_Group
					 : o->target == OL_SPMD ? FK_Spmd : FK_Opaque;
	ir_function_derive_level_role(f->kind, &f->level, &f->role);
	if (o->target == OL_HIERARCHY) {
		f->level = (uint8_t)ol_scope_level(s);
		f->role = (uint8_t)scope_role(s);
	}
	f->n_params = si.inputs.n;
	f->params = ARENA_ARRAY(a, struct param, si.inputs.n ? si.inputs.n : 1);
	ensure(o);
	o->gen_sub++;
	struct pu_names used = {0};
	for (uint32_t i = 0; i < si.inputs.n; i++) {
		struct var *in = si.inputs.v[i];
		/* a pl.dynamic symbol is its own parameter, as the parser reads it */
		struct var *pv = in->kind == VAR_DYN ? in : ir_new_var(p, in->name, VAR_PARAM, in->type, sp);
		f->params[i] = (struct param){pv, dirs[i]};
		pu_names_add(&used, in->name);
	}
	ensure(o);
	for (uint32_t i = 0; i < si.inputs.n; i++) {
		o->smap[si.inputs.v[i]->id] = f->params[i].var;
		o->mark_sub[si.inputs.v[i]->id] = o->gen_sub;
	}
	for (uint32_t i = 0; i < si.inputs.n; i++)
		f->params[i].var->type = sub_shape(o, f->params[i].var->type);
	for (uint32_t i = 0; i < si.names.cap; i++)
		if (si.names.v[i])
			pu_names_add(&used, si.names.v[i]);
	struct var **ovars = xmalloc((outs.n ? outs.n : 1) * sizeof *ovars);
	struct var **decl = xcalloc(si.targets.n ? si.targets.n : 1, sizeof *decl);
	uint32_t tk = 0;
	for (uint32_t i = 0; i < outs.n; i++) {
		struct var *ov = outs.v[i];
		if (i < n_def_outs) {
			pu_names_add(&used, ov->name);
			ovars[i] = ir_new_var(p, ov->name, VAR_LOCAL, ov->type, sp);
			continue;
		}
		struct pname pn;
		parse_name(ov->name, &pn);
		const char *n = build_name(pn.base, "", "store", -1);
		if (pu_names_has(&used, n))
			n = fresh_like(&used, n);
		pu_names_add(&used, n);
		ovars[i] = ir_new_var(p, n, VAR_LOCAL, ov->type, sp);
		/* store outputs follow the order of the targets: one cursor */
		while (tk < si.targets.n && si.targets.v[tk] != ov)
			tk++;
		if (tk == si.targets.n)
			die("store output is not a store target");
		decl[tk] = ovars[i];
	}
	ensure(o);
	for (uint32_t i = 0; i < n_def_outs; i++) {
		o->smap[outs.v[i]->id] = ovars[i];
		o->mark_sub[outs.v[i]->id] = o->gen_sub;
	}
	if (outs.n > n_def_outs) {
		bool *claimed = xcalloc(si.targets.n ? si.targets.n : 1, sizeof *claimed);
		o->gen_rd++;
		for (uint32_t i = 0; i < si.targets.n; i++) {
			o->mark_rd[si.targets.v[i]->id] = o->gen_rd;
			o->rd_idx[si.targets.v[i]->id] = (int32_t)i;
		}
		struct store_rw w = {o, decl, claimed, &si, &used};
		body = ir_rewrite_stmts(a, body, store_rw_fn, &w);
		free(claimed);
	}
	ensure(o);
	ir_walk_stmts(body, sub_stmt, o);
	index_body(o, body);

	/* returns: a stored tensor as its param; a tensor traced to a param */
	struct stmt_buf fb = {0};
	ir_sb_append(&fb, body);
	if (outs.n) {
		struct expr_list rv = ir_expr_list_new(a, outs.n);
		struct var **pvars = xmalloc((si.inputs.n ? si.inputs.n : 1) * sizeof *pvars);
		for (uint32_t i = 0; i < si.inputs.n; i++)
			pvars[i] = f->params[i].var;
		for (uint32_t i = 0; i < outs.n; i++) {
			struct var *r = ovars[i];
			if (i >= n_def_outs) {
				r = pvars[out_in[i]];
			} else if (r->type && r->type->kind == TY_TENSOR) {
				struct expr one = {.kind = EX_VAR, .span = sp};
				one.u.var = r;
				struct expr *vp = &one;
				int32_t idx = -1;
				trace_values(o, (struct expr_list){1, &vp}, pvars, si.inputs.n, &idx, 0);
				if (idx >= 0)
					r = pvars[idx];
			}
			rv.v[i] = ir_new_var_ref(a, r, sp);
		}
		free(pvars);
		ir_sb_push(&fb, ir_new_return(a, rv, sp));
	}
	f->body = ir_sb_finish(a, &fb);
	ir_sb_free(&fb);
	f->n_rets = outs.n;
	f->rets = ARENA_ARRAY(a, const struct type *, outs.n ? outs.n : 1);
	for (uint32_t i = 0; i < outs.n; i++)
		f->rets[i] = outs.v[i]->type;
	if (o->target == OL_INCORE) {
		incore_scope_attrs(o, s, f);
		deferred_wait_attr(o, f->body, f, sp);
		split_aiv_attrs(o, f->body, f, sp);
	}
	struct stmt *spmd = o->target == OL_CLUSTER ? unwrap_spmd(o, f) : NULL;
	if (o->n_fns == o->cap_fns) {
		o->cap_fns = o->cap_fns ? 2 * o->cap_fns : 8;
		o->fns = xrealloc(o->fns, o->cap_fns * sizeof *o->fns);
	}
	o->fns[o->n_fns++] = f;
	o->outlined++;

	/* the call site */
	struct expr_list args = ir_expr_list_new(a, si.inputs.n);
	for (uint32_t i = 0; i < si.inputs.n; i++) {
		struct var *v = si.inputs.v[i];
		struct var *r = ren_of(o, v);
		args.v[i] = ir_new_var_ref(a, r ? r : v, sp);
	}
	struct stmt *launch = o->target == OL_SPMD ? s : spmd;
	struct expr *core_num = NULL;
	if (launch && launch->u.scope.arg) {
		core_num = launch->u.scope.arg;
		if (launch == spmd) {
			/* the count inside the Group names its params: back to the args */
			o->gen_sub++;
			for (uint32_t i = 0; i < si.inputs.n; i++) {
				o->smap[f->params[i].var->id] = si.inputs.v[i];
				o->mark_sub[f->params[i].var->id] = o->gen_sub;
			}
			core_num = sub_e(o, core_num);
		}
		core_num = ren_e(o, core_num);
	}
	struct expr *call = call_site(o, s, launch, core_num, f, args, dump_idx, n_dump, nodep_idx,
				      n_nodep);
	struct var *tid = s->u.scope.var;
	if (!tid && call->u.fcall.submit)
		tid = ir_new_var(p, fresh_like(&o->vnames, "tid"), VAR_LOCAL, ir_type_scalar(DT_TASK_ID),
				 sp);
	struct var **site = xmalloc((outs.n ? outs.n : 1) * sizeof *site);
	uint32_t first_out = out->n;
	for (uint32_t i = 0; i < outs.n; i++) {
		struct var *ov = outs.v[i];
		if (i < n_def_outs) {
			site[i] = ov;
			continue;
		}
		const char *n = fresh_like(&o->vnames, ov->name);
		site[i] = ir_new_var(p, n, VAR_LOCAL, ov->type, sp);
		set_ren(o, ov, site[i]);
	}
	if (tid) {
		/* a task launch: the results and the task id from one tuple */
		const struct type **el = ARENA_ARRAY(a, const struct type *, outs.n + 1);
		for (uint32_t i = 0; i < outs.n; i++)
			el[i] = f->rets[i];
		el[outs.n] = ir_type_scalar(DT_TASK_ID);
		call->type = tuple_of(a, el, outs.n + 1);
	}
	if (!tid && outs.n == 0) {
		ir_sb_push(out, ir_new_eval(a, call, sp));
	} else if (!tid && outs.n == 1) {
		ir_sb_push(out, ir_new_assign(a, site[0], call, sp));
	} else {
		struct var *rv = ir_new_var(p, ret_name(o), VAR_LOCAL, call->type, sp);
		ir_sb_push(out, ir_new_assign(a, rv, call, sp));
		for (uint32_t i = 0; i < outs.n + (tid != NULL); i++) {
			struct expr *g = ir_new_getitem(a, ir_new_var_ref(a, rv, sp), i, sp);
			g->type = call->type->elems[i];
			ir_sb_push(out, ir_new_assign(a, i < outs.n ? site[i] : tid, g, sp));
		}
	}
	for (uint32_t i = 0; i + 1 < deferred.n; i += 2) {
		struct var *r = ren_of(o, deferred.v[i + 1]);
		if (r)
			set_ren(o, deferred.v[i], r);
	}
	if (s->n_comments && out->n > first_out) {
		struct stmt *first = out->v[first_out];
		first->n_comments = s->n_comments;
		first->comments = s->comments;
	}
	free(site);
	free(dump_idx);
	free(nodep_idx);
	free(out_in);
	free(ovars);
	free(decl);
	free(dirs);
	free(is_store_in);
	free(outs.v);
	free(deferred.v);
	free(si.inputs.v);
	free(si.defs.v);
	free(si.targets.v);
	free(si.journal.v);
	pu_names_free(&si.names);
	pu_names_free(&used);
}

#define SPMD_NAME_SUFFIX "_spmd"

/* The keywords of s but `optimizations=`, which belongs to the InCore part
 * of an spmd launch; *opt gets that one (or NULL).  A name_hint names both
 * parts (as the reference's parser splits it): the Spmd wrapper `<base>_spmd`
 * and the kernel `<base>`, whether the hint was given with the suffix or
 * without; *kernel_hint gets the kernel's (or NULL). */
static struct attr_list spmd_kws(struct ol_pass *o, const struct stmt *s, struct attr **opt,
				 struct expr **kernel_hint)
{
	struct arena *a = o->p->arena;
	struct attr_list kw = {0};
	*opt = NULL;
	*kernel_hint = NULL;
	for (uint32_t i = 0; i < s->u.scope.kw.n; i++) {
		struct attr *k = &s->u.scope.kw.v[i];
		if (strcmp(k->key, "optimizations") == 0) {
			*opt = k;
			continue;
		}
		struct expr *v = ren_e(o, k->value);
		if (strcmp(k->key, "name_hint") == 0 && v->kind == EX_STR && v->u.s[0]) {
			size_t n = strlen(v->u.s), sn = strlen(SPMD_NAME_SUFFIX);
			bool suffixed = n > sn && strcmp(v->u.s + n - sn, SPMD_NAME_SUFFIX) == 0;
			struct buf b = {0};
			buf_put(&b, v->u.s, suffixed ? n - sn : n);
			*kernel_hint = ir_new_str(a, intern(b.data, b.len), v->span);
			if (!suffixed) {
				buf_puts(&b, SPMD_NAME_SUFFIX);
				v = ir_new_str(a, intern(b.data, b.len), v->span);
			}
			buf_free(&b);
		}
		attr_push(a, &kw, k->key, v);
	}
	return kw;
}

/* `v = pl.tile.get_block_idx()`: the lane index of an SPMD launch that a
 * `for v in pl.spmd(n)` binds, the op the reference's desugaring uses. */
static struct stmt *block_idx_assign(struct arena *a, struct var *v, struct span sp)
{
	int idx_op = ir_op_lookup("pl.tile.get_block_idx", NULL);
	if (idx_op < 0)
		die("the specs have no pl.tile.get_block_idx");
	struct expr *call = ir_new_call(a, (unsigned)idx_op, (struct expr_list){0}, sp);
	call->type = v->type;
	return ir_new_assign(a, v, call, sp);
}

/* `for i in pl.spmd(n): body` is the reference's Spmd(InCore(body)) with
 * `i = pl.tile.get_block_idx()` first in the body, and `with pl.spmd(n,
 * optimizations=[...]):` over tile code is how it prints Spmd(InCore(body)):
 * the InCore part is outlined (taking the optimizations) and `with
 * pl.spmd(n):` stays around its call. */
static void outline_spmd_for(struct ol_pass *o, struct stmt *s, bool used_after_empty,
			     struct stmt_buf *out)
{
	struct arena *a = o->p->arena;
	struct span sp = s->span;
	struct stmt_buf b = {0};
	bool is_for = s->u.scope.kind == SC_SPMD_FOR;
	if (is_for && s->u.scope.var)
		ir_sb_push(&b, block_idx_assign(a, s->u.scope.var, sp));
	ir_sb_append(&b, s->u.scope.body);
	struct attr *opt;
	struct expr *kernel_hint;
	struct attr_list kw = spmd_kws(o, s, &opt, &kernel_hint);
	struct stmt *at = ir_new_stmt(a, ST_SCOPE, sp);
	at->u.scope.kind = SC_AT;
	at->u.scope.body = ir_sb_finish(a, &b);
	if (opt)
		attr_push(a, &at->u.scope.kw, opt->key, opt->value);
	if (kernel_hint)
		attr_push(a, &at->u.scope.kw, "name_hint", kernel_hint);
	ir_sb_free(&b);
	struct stmt_buf inner = {0};
	outline_scope(o, at, used_after_empty, true, &inner);
	struct stmt *spmd = ir_new_stmt(a, ST_SCOPE, sp);
	spmd->u.scope.kind = SC_SPMD;
	spmd->u.scope.arg = ren_e(o, s->u.scope.arg);
	spmd->u.scope.kw = kw;
	if (!is_for)
		spmd->u.scope.var = s->u.scope.var;
	spmd->u.scope.body = ir_sb_finish(a, &inner);
	spmd->n_comments = s->n_comments;
	spmd->comments = s->comments;
	ir_sb_free(&inner);
	ir_sb_push(out, spmd);
}

/* Whether a `with pl.spmd(...)` scope is the printed form of
 * Spmd(InCore(body)): no CORE_GROUP scope of its own inside, and it has
 * optimizations= (which only an InCore part takes) or its body reads the
 * block index (pl.tile.get_block_idx, which only a kernel can): the two
 * bodies the reference's parser wraps in an InCore carrier. */
static bool has_incore_scope(struct stmt *s, void *ctx)
{
	if (ol_is_target(s, OL_INCORE))
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

static bool spmd_over_incore(const struct stmt *s)
{
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_SPMD)
		return false;
	bool found = false;
	ir_walk_stmts(s->u.scope.body, has_incore_scope, &found);
	if (found)
		return false;
	if (scope_kw(s, "optimizations"))
		return true;
	int op = ir_op_lookup("pl.tile.get_block_idx", NULL);
	if (op < 0)
		die("the specs have no pl.tile.get_block_idx");
	return ir_stmts_call_op(s->u.scope.body, op);
}

static bool finds_incore_target(struct stmt *s, void *ctx)
{
	if (s->kind != ST_SCOPE)
		return true;
	struct stmt_list b = s->u.scope.body;
	if (ol_is_target(s, OL_INCORE) || spmd_over_incore(s) || s->u.scope.kind == SC_SPMD_FOR ||
	    (s->u.scope.kind == SC_SPLIT_AIV && !(b.n && b.v[b.n - 1]->kind == ST_YIELD)))
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

bool ol_outlines_incore(struct stmt_list l)
{
	bool found = false;
	ir_walk_stmts(l, finds_incore_target, &found);
	return found;
}

/* ---- statement lists ------------------------------------------------------------------ */

static bool ref_expr(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

static bool ref_def(struct var *v, struct stmt *s, void *ctx)
{
	*(bool *)ctx = true;
	return true;
}

static void ref_def_cb(struct var *v, struct stmt *s, void *ctx)
{
	ref_def(v, s, ctx);
}

static bool ref_stmt(struct stmt *s, void *ctx)
{
	if (*(bool *)ctx)
		return false;
	pu_stmt_defs(s, ref_def_cb, ctx);
	ir_stmt_exprs(s, ref_expr, ctx);
	return !*(bool *)ctx;
}

/* Whether a statement references any variable (defines or uses one). */
static bool stmt_refs(struct stmt *s)
{
	bool any = false;
	struct stmt_list one = {1, &s};
	ir_walk_stmts(one, ref_stmt, &any);
	return any;
}

/* A pl.split_aiv region outside every InCore scope (at depth 0) runs in one, as the
 * reference's parser gives it: the carrier pl.at(level=CORE_GROUP) around
 * it, outlined as any.  NULL for a region that yields an enclosing loop's
 * values (it is not a statement of its own). */
static struct stmt *split_aiv_carrier(struct ol_pass *o, struct stmt *s)
{
	if (o->target != OL_INCORE || o->depth || s->kind != ST_SCOPE ||
	    s->u.scope.kind != SC_SPLIT_AIV)
		return NULL;
	struct stmt_list b = s->u.scope.body;
	if (b.n && b.v[b.n - 1]->kind == ST_YIELD)
		return NULL;
	struct arena *a = o->p->arena;
	struct stmt *at = ir_new_stmt(a, ST_SCOPE, s->span);
	at->u.scope.kind = SC_AT;
	struct attr *kv = ARENA_ARRAY(a, struct attr, 1);
	kv->key = intern_cstr("level");
	kv->value = ir_new_symbol(a, intern_cstr("pl.Level.CORE_GROUP"), s->span);
	at->u.scope.kw = (struct attr_list){1, kv};
	struct stmt **v = ARENA_ARRAY(a, struct stmt *, 1);
	v[0] = s;
	at->u.scope.body = (struct stmt_list){1, v};
	return at;
}

/* Rewrites list l: target scopes outlined, the renames of earlier store
 * targets applied.  `required`: a statement after l (in an enclosing list)
 * references a variable; `nested`: l is inside a scope that is not outlined. */
static struct stmt_list ol_list(struct ol_pass *o, struct stmt_list l, bool required, bool nested)
{
	bool *tail = xmalloc((l.n ? l.n : 1) * sizeof *tail);
	bool acc = false;
	for (uint32_t i = l.n; i-- > 0;) {
		tail[i] = acc;
		acc = acc || stmt_refs(l.v[i]);
	}
	struct stmt_buf out = {0};
	bool changed = false;
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct stmt *carrier = split_aiv_carrier(o, s);
		if (carrier || ol_is_target(s, o->target)) {
			outline_scope(o, carrier ? carrier : s, !tail[i] && !required, nested, &out);
			changed = true;
			continue;
		}
		if (o->target == OL_INCORE && s->kind == ST_SCOPE &&
		    (s->u.scope.kind == SC_SPMD_FOR || spmd_over_incore(s))) {
			outline_spmd_for(o, s, !tail[i] && !required, &out);
			changed = true;
			continue;
		}
		pu_rewrite_stmt_exprs(s, ren_x, o);
		struct stmt_list *kids[2];
		int k = ir_stmt_children(s, kids);
		bool inner_nested = nested || (s->kind == ST_SCOPE && s->u.scope.kind != SC_SCOPE);
		for (int j = 0; j < k; j++)
			*kids[j] = ol_list(o, *kids[j], required || tail[i], inner_nested);
		ir_sb_push(&out, s);
	}
	free(tail);
	struct stmt_list r = l;
	if (changed)
		r = ir_sb_finish(o->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

/* ---- the pass interface ---------------------------------------------------------------- */

struct ol_pass *ol_begin(struct program *p)
{
	struct ol_pass *o = xcalloc(1, sizeof *o);
	o->p = p;
	return o;
}

/* The tables of the pass, made at its first function (before any function
 * changes): a pass with no function to outline in costs nothing. */
static void start(struct ol_pass *o)
{
	struct program *p = o->p;
	o->started = true;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		pu_names_add(&o->reserved, p->funcs[i]->name);
	ensure(o);
	for (uint32_t i = 0; i < p->n_funcs; i++)
		index_body(o, p->funcs[i]->body);
}

int ol_function(struct ol_pass *o, struct function *f, enum ol_target target)
{
	if (!o->started)
		start(o);
	ensure(o);
	o->fn = f;
	o->target = target;
	o->func_name = f->name;
	o->counter = 0;
	o->n_ret = 0;
	o->depth = 0;
	o->n_undo = 0;
	o->outlined = 0;
	o->failed = false;
	pu_names_init(&o->vnames, f);
	struct vlist counted = {0};
	struct count_ctx cc = {o, o->uses, &counted};
	ir_walk_stmts_exprs(f->body, count_expr, &cc);
	f->body = ol_list(o, f->body, false, false);
	/* uses are per function: clear them for the next */
	for (uint32_t i = 0; i < counted.n; i++)
		o->uses[counted.v[i]->id] = 0;
	free(counted.v);
	for (uint32_t i = 0; i < o->n_undo; i++)
		o->ren[o->undo[i].id] = NULL;
	o->n_undo = 0;
	pu_names_free(&o->vnames);
	return o->failed ? -1 : o->outlined;
}

void ol_end(struct ol_pass *o)
{
	struct program *p = o->p;
	if (o->n_fns) {
		uint32_t n = p->n_funcs + o->n_fns;
		struct function **v = ARENA_ARRAY(p->arena, struct function *, n);
		memcpy(v, o->fns, o->n_fns * sizeof *v);
		memcpy(v + o->n_fns, p->funcs, p->n_funcs * sizeof *v);
		p->funcs = v;
		p->n_funcs = n;
	}
	for (uint32_t i = 0; i < o->memo_cap; i++)
		free(o->memo[i].map);
	free(o->memo);
	free(o->fns);
	free(o->made_fns.v);
	free(o->undo);
	pu_names_free(&o->reserved);
	void *arrs[] = {o->uses, o->inner, o->mark_def, o->mark_in, o->mark_tgt, o->in_pos, o->alias,
			o->mark_alias, o->rd_idx, o->mark_rd, o->smap, o->mark_sub, o->ren,
			o->ren_depth, o->def, o->carry, o->lyield, o->liter, o->merge, o->mark_seen, o->mark_param};
	for (size_t i = 0; i < sizeof arrs / sizeof *arrs; i++)
		free(arrs[i]);
	free(o);
}

struct kernel_spmd {
	struct arena *a;
	bool changed;
};

static bool kernel_spmd_for(struct stmt *s, void *ctx)
{
	struct kernel_spmd *k = ctx;
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_SPMD_FOR)
		return true;
	s->u.scope.kind = SC_SPMD;
	if (s->u.scope.var) {
		struct stmt_buf b = {0};
		ir_sb_push(&b, block_idx_assign(k->a, s->u.scope.var, s->span));
		ir_sb_append(&b, s->u.scope.body);
		s->u.scope.body = ir_sb_finish(k->a, &b);
		ir_sb_free(&b);
		s->u.scope.var = NULL;
	}
	k->changed = true;
	return true;
}

bool ol_kernel_spmd_for(struct program *p, struct function *f)
{
	struct kernel_spmd k = { p->arena, false };
	ir_walk_compound_stmts(f->body, kernel_spmd_for, &k);
	return k.changed;
}

bool ol_is_host(const struct function *f)
{
	return f->kind == FK_Opaque || f->kind == FK_Orchestration || f->kind == FK_Graph;
}

bool ol_any_host(const struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (ol_is_host(p->funcs[i]))
			return true;
	return false;
}
