/* orchestration/<fn>.cpp, the orchestration function as C++ against the runtime's task
 * API (pto_orchestration_api.h), as the reference's orchestration codegen writes it:
 * external tensors and scalar parameters unpacked from the task args, runtime scopes as
 * PTO2_SCOPE blocks, tensor.create batched into alloc_tensors, each call of a kernel,
 * Group or Spmd function a task with its arguments in direction order (tensors first),
 * call results aliased to the output arguments they write, loops lowered by their
 * ClassifyIterArgCarry plans, ifs with phi variables, task ids and their arrays,
 * manual-scope dependencies, and the orchestration-level tensor and array ops.
 * Anything else is reported at its line, never guessed. */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "front/typecheck.h"
#include "intern.h"
#include "passes/argdir.h"
#include "passes/comm_util.h"
#include "passes/iter_carry.h"
#include "passes/outline.h"
#include "passes/return_lineage.h"

#define MAX_ALLOC_BATCH 16
/* The most outputs one task leaves to its runtime to allocate. */
#define MAX_RT_OUTS 64

/* A set of interned names (open addressing). */
struct nameset {
	const char **v;
	uint32_t n, cap;
};

static bool ns_has(const struct nameset *s, const char *name)
{
	if (!s->cap)
		return false;
	uint32_t h = (uint32_t)(((uintptr_t)name >> 3) * 2654435761u) & (s->cap - 1);
	while (s->v[h]) {
		if (s->v[h] == name)
			return true;
		h = (h + 1) & (s->cap - 1);
	}
	return false;
}

static void ns_add(struct nameset *s, const char *name)
{
	if (ns_has(s, name))
		return;
	if (2 * (s->n + 1) > s->cap) {
		struct nameset t = {xcalloc(s->cap ? 2 * s->cap : 64, sizeof *t.v), 0, s->cap ? 2 * s->cap : 64};
		for (uint32_t i = 0; i < s->cap; i++)
			if (s->v[i])
				ns_add(&t, s->v[i]);
		free(s->v);
		*s = t;
	}
	uint32_t h = (uint32_t)(((uintptr_t)name >> 3) * 2654435761u) & (s->cap - 1);
	while (s->v[h])
		h = (h + 1) & (s->cap - 1);
	s->v[h] = name;
	s->n++;
}

/* The element assignments `v = t[i]` of a tuple var t. */
struct elems {
	struct stmt **v;
	uint32_t n, cap;
};

/* What a manual-scope dependency on a var names: one task id, or the slots of an array. */
struct tid {
	const char *name; /* a PTO2TaskId expression */
	const char *arr;  /* or an array of n slots (also the backing array of array vars) */
	int64_t n;
	unsigned gen;     /* the manual scope it was bound in (seen while that scope is open) */
	bool fresh;       /* the id of a task submitted just there: always valid */
	unsigned scope;   /* the PTO2_SCOPE block its C++ local lives in (0: the function's) */
};

struct orch {
	struct dyn_sym *dyn_syms; /* the program's, sorted by name pointer (made at first use) */
	const struct program *p;
	const be_t *be;
	const struct function *fn;
	const struct function *const *kernels;
	unsigned n_kernels;
	struct ad_ctx *ad;
	struct rl_ctx *rl;
	struct ciac *ciac;     /* carry classes of while loops, made at the first one */
	struct buf *out;
	struct arena a;
	const char **emit;     /* [n_vars]: emit name of each var, or NULL */
	struct var **lineage;  /* [n_vars]: the param a var is another name of */
	uint8_t *used;         /* [n_vars]: read outside return statements */
	const char **root;     /* [n_vars]: the tensor a call-result alias refers to, or NULL */
	uint8_t *declared;     /* [n_vars]: tensor.create emitted (batched) */
	const char **create_size; /* [n_vars]: the allocated extent of an injected GM pipe buffer */
	const struct function **by_ptr; /* the program's functions by address, made at first use */
	int64_t *gm_elems;     /* by position in by_ptr: its GM pipe workspace (gm_pipe_elems), -1 until computed */
	uint8_t *defined;      /* [n_vars] scratch: defined earlier in a statement list */
	struct tid *tids;      /* [n_vars]: task-id bindings in the current manual scope */
	struct stmt **def;     /* [n_vars]: the assignment defining a var */
	struct elems *elems;   /* [n_vars]: element assignments of tuple vars */
	struct stmt **dscope;  /* [n_vars]: the PTO2_SCOPE statement defining a var, or NULL */
	uint8_t *escapes;      /* [n_vars]: read after its PTO2_SCOPE block has closed */
	struct var **names_of; /* [n_vars]: the tensor var a tensor var is another name of
				  (a copy, a call result written into it), or NULL */
	const char **hoisted;  /* [n_vars]: a task id or tensor declared before its block, or NULL */
	struct stmt **open;    /* the PTO2_SCOPE statements enclosing the analysis walk */
	struct stmt *hoist_at; /* the PTO2_SCOPE statement whose task ids are being hoisted */
	uint32_t n_open, cap_open;
	struct nameset names, params, mutables;
	const struct function **ids; /* kernels in func_id order */
	int indent;
	unsigned tasks, allocs, barriers;
	/* the outputs the last task's runtime allocates, in get_ref order */
	const struct expr *rt_outs[MAX_RT_OUTS];
	uint32_t n_rt_outs;
	int manual;
	unsigned gen, next_gen;
	uint8_t *gen_open;          /* [next_gen + 1]: the manual scope is open (0: the function) */
	unsigned scope, next_scope; /* the open PTO2_SCOPE block, numbered from 1 */
	uint8_t *closed;            /* [next_scope + 1]: the block has been closed */
	struct var **ret_vars; /* the return vars yields assign (NULL slots: trivial) */
	uint32_t n_ret;
	const char *slot;      /* the enclosing loop's slot expression */
	const char *pfx;       /* before the names of task args ("g0_" in a Graph function) */
	struct gplan *gplans;  /* by program function index: the Graph functions' boundary scalars */
	const char **subst;    /* [n_vars]: a Graph function's scalar as its call site spells it */
	const uint8_t *graph_arg; /* [n_vars] in a Graph function: computed by its call sites */
	bool failed;
};

/* The scalars a Graph function computes from its scalar parameters and constants only,
 * in definition order: the computed ones (hoisted: its call sites compute them and pass
 * them as boundary scalars after its own, since a value computed in the recorded graph
 * would replay with the first call's number) and the aliases `alias = x` of those or of
 * parameters (kept in the body; the call site resolves them). */
struct gplan {
	struct stmt **defs;
	uint32_t n, cap, n_hoisted;
	bool made;
	uint8_t *mark; /* [n_vars]: GP_PARAM, GP_HOISTED or GP_ALIAS */
};

enum { GP_NONE, GP_PARAM, GP_HOISTED, GP_ALIAS };

static void line(struct orch *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(struct orch *o, const char *fmt, ...)
{
	va_list ap;
	for (int i = 0; i < o->indent; i++)
		buf_puts(o->out, "    ");
	va_start(ap, fmt);
	buf_vprintf(o->out, fmt, ap);
	va_end(ap);
	buf_putc(o->out, '\n');
}

static bool unsupported(struct orch *o, struct span at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static bool unsupported(struct orch *o, struct span at, const char *fmt, ...)
{
	char msg[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(at, "orchestration codegen: %s", msg);
	o->failed = true;
	return false;
}

/* ---- names ----------------------------------------------------------------------- */

static const char *str(struct orch *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static const char *str(struct orch *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = arena_vprintf(&o->a, fmt, ap);
	va_end(ap);
	return s;
}

/* The name the user gave v (its automatic suffixes dropped), the whole name when that
 * leaves nothing. */
static const char *base_name(const struct var *v)
{
	int n = ir_user_name_len(v->name);
	return intern(v->name, (size_t)(n > 0 ? n : (int)strlen(v->name)));
}

/* `base`, else base_1, base_2 ... not declared yet; declared now. */
static const char *reserve(struct orch *o, const char *base)
{
	const char *n = intern_cstr(base);
	for (unsigned k = 1; ns_has(&o->names, n); k++)
		n = intern_cstr(str(o, "%s_%u", base, k));
	ns_add(&o->names, n);
	return n;
}

/* The length of name up to its `__out` role suffix when name ends `__out` or `__out<digits>`
 * (a pass's fresh name for another auto-output buffer), else 0. */
static size_t out_role_len(const char *name)
{
	const char *suffix = strstr(name, "__");
	if (!suffix || strncmp(suffix, "__out", 5) != 0)
		return 0;
	for (const char *p = suffix + 5; *p; p++)
		if (*p < '0' || *p > '9')
			return 0;
	return (size_t)(suffix - name) + 5;
}

/* Whether s is a C identifier. */
static bool c_ident(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
		return false;
	for (s++; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		      *s == '_'))
			return false;
	return true;
}

static int dyn_sym_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const struct dyn_sym *)a)->name;
	uintptr_t y = (uintptr_t)((const struct dyn_sym *)b)->name;
	return (x > y) - (x < y);
}

/* The symbol string of pl.dynamic var v: the one its header line gives, else its name. */
static const char *dyn_sym(struct orch *o, const struct var *v)
{
	uint32_t n = o->p->n_dyn_syms;
	if (!n)
		return v->name;
	if (!o->dyn_syms) {
		o->dyn_syms = xcalloc(n, sizeof *o->dyn_syms);
		memcpy(o->dyn_syms, o->p->dyn_syms, n * sizeof *o->dyn_syms);
		qsort(o->dyn_syms, n, sizeof *o->dyn_syms, dyn_sym_cmp);
	}
	struct dyn_sym key = {.name = v->name};
	const struct dyn_sym *d = bsearch(&key, o->dyn_syms, n, sizeof key, dyn_sym_cmp);
	return d ? d->sym : v->name;
}

/* The emit name of v: its SSA base name (the raw name when the base is taken), unique;
 * an `__out` var keeps `<name>__out`, made unique as `<name>__out_1` ...; a pl.dynamic
 * dim is named by its string (`n = pl.dynamic("N")` emits N, then N_1 ... when taken),
 * by its Python name when the string is no C identifier. */
static const char *var_name(struct orch *o, const struct var *v)
{
	if (o->emit[v->id])
		return o->emit[v->id];
	const char *sym = v->kind == VAR_DYN ? dyn_sym(o, v) : NULL;
	if (sym && c_ident(sym))
		return o->emit[v->id] = reserve(o, sym);
	const char *b = base_name(v);
	size_t out_len = out_role_len(v->name);
	if (out_len)
		b = intern(v->name, out_len);
	else if (ns_has(&o->names, b))
		b = v->name;
	return o->emit[v->id] = reserve(o, b);
}

/* A tensor param's name in the body is ext_<name>. */
static const char *ext(struct orch *o, const char *name)
{
	return ns_has(&o->params, name) ? str(o, "ext_%s", name) : name;
}

static bool is_tensor(const struct type *t)
{
	return t && t->kind == TY_TENSOR;
}

static const char *ctype(enum dtype dt)
{
	if (dt == DT_TASK_ID)
		return "PTO2TaskId";
	return dtype_infos[dt].ctype ? dtype_infos[dt].ctype : "auto";
}

static const char *cpp_type(const struct type *t)
{
	if (t->kind == TY_SCALAR)
		return ctype((enum dtype)t->dtype);
	return is_tensor(t) ? "ChipTensor" : "auto";
}

/* ---- expressions ----------------------------------------------------------------- */

static const char *expr_code(struct orch *o, const struct expr *e);

static const char *binop_code(struct orch *o, const struct expr *e)
{
	static const char *const ops[BO_COUNT] = {
		[BO_ADD] = "+", [BO_SUB] = "-", [BO_MUL] = "*", [BO_FLOORDIV] = "/", [BO_DIV] = "/",
		[BO_MOD] = "%", [BO_EQ] = "==", [BO_NE] = "!=", [BO_LT] = "<", [BO_LE] = "<=",
		[BO_GT] = ">", [BO_GE] = ">=", [BO_AND] = "&&", [BO_OR] = "||", [BO_BITAND] = "&",
		[BO_BITOR] = "|", [BO_BITXOR] = "^", [BO_SHL] = "<<", [BO_SHR] = ">>",
	};
	const char *l = expr_code(o, e->u.bin.l), *r = expr_code(o, e->u.bin.r);
	if (!l || !r)
		return NULL;
	if (e->u.bin.op == BO_MIN || e->u.bin.op == BO_MAX)
		return str(o, "std::%s<%s>(%s, %s)", e->u.bin.op == BO_MIN ? "min" : "max",
			   cpp_type(ir_expr_type(e)), l, r);
	if (!ops[e->u.bin.op]) {
		unsupported(o, e->span, "this operator");
		return NULL;
	}
	return str(o, "(%s %s %s)", l, ops[e->u.bin.op], r);
}

/* The C++ text of a scalar expression. */
static const char *expr_code(struct orch *o, const struct expr *e)
{
	switch (e->kind) {
	case EX_VAR:
		if (o->subst && o->subst[e->u.var->id])
			return o->subst[e->u.var->id];
		return var_name(o, e->u.var);
	case EX_INT: return str(o, "%" PRId64, e->u.i);
	case EX_FLOAT: return str(o, "%f", e->u.f);
	case EX_BOOL: return e->u.b ? "1" : "0";
	case EX_BINARY: return binop_code(o, e);
	case EX_UNARY: {
		const char *x = expr_code(o, e->u.un.x);
		if (!x)
			return NULL;
		if (e->u.un.op == UO_NEG)
			return str(o, "(-%s)", x);
		if (e->u.un.op == UO_NOT)
			return str(o, "(!%s)", x);
		unsupported(o, e->span, "this operator");
		return NULL;
	}
	case EX_CAST: {
		const char *x = expr_code(o, e->u.un.x);
		return x ? str(o, "static_cast<%s>(%s)", ctype((enum dtype)e->dtype), x) : NULL;
	}
	case EX_GETITEM: {
		const char *x = expr_code(o, e->u.get.x);
		return x ? str(o, "%s_%u", x, e->u.get.index) : NULL;
	}
	case EX_CALL:
		/* a value the runtime answers (its spec's orch code), e.g. a launch's core_num */
		if (spec_ops[e->u.call.op].orch_code && !e->u.call.args.n)
			return spec_ops[e->u.call.op].orch_code;
		unsupported(o, e->span, "this expression");
		return NULL;
	default:
		unsupported(o, e->span, "this expression");
		return NULL;
	}
}

/* A uint32_t array element: constants bare, the rest cast. */
static const char *u32_code(struct orch *o, const struct expr *e)
{
	if (e->kind == EX_INT)
		return str(o, "%" PRId64, e->u.i);
	const char *x = expr_code(o, e);
	return x ? str(o, "static_cast<uint32_t>(%s)", x) : NULL;
}

/* "a, b, c" of a list expression's items as uint32_t. */
static const char *u32_list(struct orch *o, const struct expr *l)
{
	if (l->kind != EX_LIST) {
		unsupported(o, l->span, "an index list that is not written as a list");
		return NULL;
	}
	struct buf b = {0};
	for (uint32_t i = 0; i < l->u.list.n; i++) {
		const char *x = u32_code(o, l->u.list.v[i]);
		if (!x) {
			buf_free(&b);
			return NULL;
		}
		buf_printf(&b, "%s%s", i ? ", " : "", x);
	}
	const char *r = str(o, "%s", b.data ? b.data : "");
	buf_free(&b);
	return r;
}

static const char *runtime_dtype(enum dtype dt)
{
	return dtype_infos[dt].rt ? dtype_infos[dt].rt : "UNKNOWN";
}

/* ---- packed FP4 tensors at the runtime boundary ------------------------------------ */

/* The runtime holds a 4-bit tensor as x2 carriers, two elements a byte along its last
 * axis: the shapes and offsets it is given and reports count carriers there, while the
 * program counts elements.  These convert at that boundary. */
static bool is_packed4(const struct type *t)
{
	return t && ir_type_packed4(t);
}

/* The element extent of dim d of a tensor of type t, given `rt`, the int64_t code of the
 * extent the runtime reports (in carriers on a packed FP4 tensor's last axis). */
static const char *elem_dim(struct orch *o, const struct type *t, uint64_t d, const char *rt)
{
	if (!is_packed4(t) || d + 1 != t->shape.n)
		return rt;
	return str(o, "[&]() { const int64_t fp4_carrier_dim = %s; always_assert(fp4_carrier_dim > 0); "
		   "return fp4_carrier_dim * 2; }()", rt);
}

/* The carrier extent (uint32_t code) of last-axis element extent e: a constant is halved
 * here (odd is an error at e), a runtime value checked to be positive and even. */
static const char *fp4_carrier(struct orch *o, const struct expr *e, const char *what)
{
	if (e->kind == EX_INT) {
		if (e->u.i % 2) {
			unsupported(o, e->span, "%s of a packed FP4 tensor with last-axis extent %" PRId64 ": the "
				    "runtime holds two elements a byte, so it must be even", what, e->u.i);
			return NULL;
		}
		return str(o, "%" PRId64, e->u.i / 2);
	}
	const char *x = expr_code(o, e);
	return x ? str(o, "[&]() { const int64_t fp4_logical_dim = static_cast<int64_t>(%s); "
		       "always_assert(fp4_logical_dim > 0 && (fp4_logical_dim & 1u) == 0u); "
		       "return static_cast<uint32_t>(fp4_logical_dim / 2); }()", x)
		 : NULL;
}

/* ---- analyses -------------------------------------------------------------------- */

static bool note_use(struct expr *e, void *ctx)
{
	struct orch *o = ctx;
	if (e->kind == EX_VAR)
		o->used[e->u.var->id] = 1;
	return true;
}

/* ---- values that outlive their PTO2_SCOPE block ----------------------------------- */

/* A C++ local declared inside a PTO2_SCOPE block dies at its closing brace.  A value
 * that is read after that (a tensor, or a task id a compiler-derived dependency edge
 * names) is declared before the block instead (task ids, and the tensor.creates of the
 * block's own statement list, directly or through the names of them read later) or
 * named by the tensor it refers to (tensor aliases).  User-written deps= edges to a
 * closed scope stay errors, as in the reference. */
static bool scope_is_open(const struct orch *o, const struct stmt *sc)
{
	for (uint32_t i = o->n_open; i-- > 0;)
		if (o->open[i] == sc)
			return true;
	return false;
}

static void note_escape(struct orch *o, const struct var *v)
{
	/* a tensor read later keeps the tensors it is another name of alive too */
	for (uint32_t steps = 0; v && steps < o->p->n_vars; steps++, v = o->names_of[v->id])
		if (o->dscope[v->id] && !scope_is_open(o, o->dscope[v->id]))
			o->escapes[v->id] = 1;
}

/* The first var `pick` gives for an argument a call's tensor result may be
 * another name of: the output argument the callee returns, else each of its
 * output arguments in order. */
static struct var *returned_arg(struct orch *o, const struct expr *call,
				struct var *(*pick)(struct orch *, const struct expr *))
{
	const struct function *g = call->u.fcall.callee;
	if (!g || g->n_params != call->u.fcall.args.n)
		return NULL;
	const uint8_t *eff = ad_effective(o->ad, g);
	uint32_t n = 0;
	const int32_t *map = rl_returned_params(o->rl, g, &n);
	int32_t ret = n ? map[0] : -1;
	for (uint32_t i = 0; i < g->n_params; i++) {
		if (eff[i] == DIR_IN || (ret >= 0 && (uint32_t)ret != i))
			continue;
		struct var *v = pick(o, call->u.fcall.args.v[i]);
		if (v)
			return v;
	}
	return NULL;
}

static struct var *arg_var(struct orch *o, const struct expr *e)
{
	return e->kind == EX_VAR ? e->u.var : NULL;
}

/* The argument var a call's tensor result is another name of. */
static struct var *result_names(struct orch *o, const struct expr *call)
{
	return returned_arg(o, call, arg_var);
}

static bool escape_use(struct expr *e, void *ctx)
{
	struct orch *o = ctx;
	if (e->kind == EX_VAR && is_tensor(e->u.var->type))
		note_escape(o, e->u.var);
	if (e->kind == EX_FCALL) {
		const struct expr *l = ad_attr(e->u.fcall.attrs, "compiler_manual_dep_edges");
		for (uint32_t i = 0; l && l->kind == EX_LIST && i < l->u.list.n; i++)
			if (l->u.list.v[i]->kind == EX_VAR)
				note_escape(o, l->u.list.v[i]->u.var);
	}
	return true;
}

static bool escape_stmt(struct stmt *s, void *ctx)
{
	struct orch *o = ctx;
	if (s->kind != ST_RETURN)
		ir_stmt_exprs(s, escape_use, o);
	if (s->kind == ST_ASSIGN) {
		struct var *v = s->u.assign.var;
		const struct expr *e = s->u.assign.value;
		o->dscope[v->id] = o->n_open ? o->open[o->n_open - 1] : NULL;
		if (is_tensor(v->type))
			o->names_of[v->id] = e->kind == EX_VAR && is_tensor(e->u.var->type) ? e->u.var
					     : e->kind == EX_FCALL ? result_names(o, e) : NULL;
	}
	if (s->kind != ST_SCOPE)
		return true;
	if (o->n_open == o->cap_open) {
		o->cap_open = o->cap_open ? 2 * o->cap_open : 8;
		o->open = xrealloc(o->open, sizeof *o->open * o->cap_open);
	}
	o->open[o->n_open++] = s;
	ir_walk_stmts(s->u.scope.body, escape_stmt, o);
	o->n_open--;
	return false;
}

static bool runtime_out_result(struct orch *o, const struct stmt *s);

/* Before the block of scope o->hoist_at: the task ids defined in it (outside nested
 * blocks) and read after it, declared invalid; and the outputs the runtime allocates for
 * its tasks that are read after it, declared as the function's first tensor until the
 * task binds them (a ChipTensor has no empty state). */
static bool hoist_stmt(struct stmt *s, void *ctx)
{
	struct orch *o = ctx;
	if (s->kind == ST_ASSIGN) {
		struct var *v = s->u.assign.var;
		if (o->escapes[v->id] && o->dscope[v->id] == o->hoist_at && v->type->kind == TY_SCALAR &&
		    v->type->dtype == DT_TASK_ID && !o->hoisted[v->id]) {
			const char *n = reserve(o, str(o, "%s_tid", var_name(o, v)));
			line(o, "PTO2TaskId %s = PTO2TaskId::invalid();", n);
			o->hoisted[v->id] = n;
		} else if (o->escapes[v->id] && o->dscope[v->id] == o->hoist_at && is_tensor(v->type) &&
			   !o->hoisted[v->id] && runtime_out_result(o, s)) {
			const struct var *init = NULL;
			for (uint32_t i = 0; i < o->fn->n_params && !init; i++)
				if (is_tensor(o->fn->params[i].var->type))
					init = o->fn->params[i].var;
			if (!init)
				return unsupported(o, s->span, "a tensor the runtime allocates read after its "
						   "scope, in a function without a tensor parameter to declare it by");
			const char *n = var_name(o, v);
			line(o, "ChipTensor %s = %s;", n, ext(o, var_name(o, init)));
			o->hoisted[v->id] = n;
			ns_add(&o->mutables, n);
		}
	}
	return s->kind != ST_SCOPE;
}

/* Reads outside return statements, and the defining assignment of each var. */
static bool uses_stmt(struct stmt *s, void *ctx)
{
	struct orch *o = ctx;
	if (s->kind == ST_ASSIGN)
		o->def[s->u.assign.var->id] = s;
	if (s->kind == ST_ASSIGN && s->u.assign.value->kind == EX_GETITEM &&
	    s->u.assign.value->u.get.x->kind == EX_VAR) {
		struct elems *el = &o->elems[s->u.assign.value->u.get.x->u.var->id];
		if (el->n == el->cap) {
			el->cap = el->cap ? 2 * el->cap : 4;
			el->v = xrealloc(el->v, sizeof *el->v * el->cap);
		}
		el->v[el->n++] = s;
	}
	if (s->kind != ST_RETURN)
		ir_stmt_exprs(s, note_use, o);
	return true;
}

static struct var *lineage_of(struct orch *o, const struct expr *e)
{
	return e && e->kind == EX_VAR ? o->lineage[e->u.var->id] : NULL;
}

/* The param a call's result is another name of. */
static struct var *call_lineage(struct orch *o, const struct expr *call)
{
	return returned_arg(o, call, lineage_of);
}

static void carry_lineage(struct orch *o, uint32_t n, struct iter_arg *it, struct var **rv)
{
	for (uint32_t i = 0; i < n; i++) {
		struct var *p = lineage_of(o, it[i].init);
		if (!p)
			continue;
		o->lineage[it[i].var->id] = p;
		if (is_tensor(rv[i]->type))
			o->lineage[rv[i]->id] = p;
	}
}

/* The vars that are other names of a parameter (copies, loop carries, call results
 * written into it) are emitted with the parameter's name. */
static bool lineage_stmt(struct stmt *s, void *ctx)
{
	struct orch *o = ctx;
	if (s->kind == ST_FOR)
		carry_lineage(o, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars);
	else if (s->kind == ST_WHILE)
		carry_lineage(o, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars);
	else if (s->kind == ST_ASSIGN) {
		const struct expr *e = s->u.assign.value;
		struct var *p = e->kind == EX_VAR ? lineage_of(o, e) : e->kind == EX_FCALL ? call_lineage(o, e) : NULL;
		if (p)
			o->lineage[s->u.assign.var->id] = p;
	}
	return true;
}

/* ---- task ids of the manual scope ---------------------------------------------------- */

static void bind_tid(struct orch *o, const struct var *v, const char *name)
{
	o->tids[v->id] = (struct tid){.name = name, .gen = o->gen, .scope = o->scope};
}

static void bind_tid_array(struct orch *o, const struct var *v, const char *arr, int64_t n)
{
	o->tids[v->id] = (struct tid){.arr = arr, .n = n, .gen = o->gen, .scope = o->scope};
}

/* v's binding in the current manual scope or one enclosing it (an outer producer's id
 * stays a valid edge inside a nested manual scope), or NULL. */
static const struct tid *tid_of(struct orch *o, const struct expr *e)
{
	if (!e || e->kind != EX_VAR)
		return NULL;
	const struct tid *t = &o->tids[e->u.var->id];
	bool open = t->gen == o->gen || t->gen == 0 || (o->gen_open && o->gen_open[t->gen]);
	return open && (t->name || t->arr) ? t : NULL;
}

/* The task-id array a deps= edge `arr[i]` (array.get_element) reads a slot of, or NULL. */
static const struct tid *dep_slot(struct orch *o, const struct expr *e)
{
	if (!e || e->kind != EX_CALL || strcmp(spec_ops[e->u.call.op].op_category, "ArrayOp") != 0 ||
	    e->u.call.args.n != 2)
		return NULL;
	const struct tid *t = tid_of(o, e->u.call.args.v[0]);
	return t && t->arr ? t : NULL;
}

/* How many dependency slots the edges in list l fill at most. */
static int64_t dep_capacity(struct orch *o, const struct expr *l)
{
	int64_t n = 0;
	for (uint32_t i = 0; l && l->kind == EX_LIST && i < l->u.list.n; i++) {
		const struct tid *t = tid_of(o, l->u.list.v[i]);
		n += t ? (t->arr ? t->n : 1) : dep_slot(o, l->u.list.v[i]) ? 1 : 0;
	}
	return n;
}

/* Whether the user-written edges of list l (deps=[...]) name task ids whose C++
 * locals still exist: an id bound inside a PTO2_SCOPE block that has closed cannot
 * be referenced any more, and dropping the edge would leave the consumer unordered
 * against its producer (the reference rejects it too). */
static bool deps_in_scope(struct orch *o, const struct expr *l)
{
	for (uint32_t i = 0; l && l->kind == EX_LIST && i < l->u.list.n; i++) {
		const struct expr *e = l->u.list.v[i];
		/* the binding itself: one made in a closed manual scope is not seen any more */
		const struct tid *t = e->kind == EX_VAR ? &o->tids[e->u.var->id] : NULL;
		if (t && (t->name || t->arr) && t->scope && o->closed[t->scope])
			return unsupported(o, e->span, "the dependency edge '%.*s' cannot be honored: its task "
					   "id was bound inside a pl.scope() that has closed; submit the "
					   "consumer inside the scope that produces it",
					   ir_user_name_len(e->u.var->name), e->u.var->name);
	}
	return true;
}

/* <task>_deps filled with the valid task ids of the edges in lists l1, l2; then
 * set_dependencies.  Returns the count variable's name, NULL when there are none. */
static const char *emit_deps(struct orch *o, const char *task, const struct expr *l1, const struct expr *l2)
{
	if (!deps_in_scope(o, l1))
		return NULL;
	int64_t cap = dep_capacity(o, l1) + dep_capacity(o, l2);
	if (!cap)
		return NULL;
	line(o, "PTO2TaskId %s_deps[%" PRId64 "];", task, cap);
	line(o, "uint32_t %s_deps_count = 0;", task);
	const struct expr *ls[2] = {l1, l2};
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; ls[k] && ls[k]->kind == EX_LIST && i < ls[k]->u.list.n; i++) {
			const struct tid *t = tid_of(o, ls[k]->u.list.v[i]);
			if (t && t->arr)
				for (int64_t s = 0; s < t->n; s++)
					line(o, "if (%s[%" PRId64 "].is_valid()) %s_deps[%s_deps_count++] = %s[%" PRId64 "];",
					     t->arr, s, task, task, t->arr, s);
			else if (t && t->name && t->fresh) /* a fresh producer's id: no guard */
				line(o, "%s_deps[%s_deps_count++] = %s;", task, task, t->name);
			else if (t && t->name)
				line(o, "if (%s.is_valid()) %s_deps[%s_deps_count++] = %s;", t->name, task, task, t->name);
			else if ((t = dep_slot(o, ls[k]->u.list.v[i]))) { /* one slot, arr[i] */
				const char *ix = expr_code(o, ls[k]->u.list.v[i]->u.call.args.v[1]);
				if (!ix)
					return NULL;
				line(o, "if (%s[%s].is_valid()) %s_deps[%s_deps_count++] = %s[%s];", t->arr, ix, task,
				     task, t->arr, ix);
			}
		}
	line(o, "%s.set_dependencies(%s_deps, %s_deps_count);", task, task, task);
	return str(o, "%s_deps_count", task);
}

/* The dispatch predicate of a submission (predicate=...): an L0TaskPredicate set on
 * the task's parameters before it is submitted (the runtime reads the element when the
 * task is ready and retires the task unrun when the comparison is false). */
static const char *tensor_name(struct orch *o, const struct expr *e);

static bool emit_predicate(struct orch *o, const char *task, const struct expr *call)
{
	const struct submit *sb = call->u.fcall.submit;
	if (!sb || !sb->predicate)
		return true;
	struct ad_predicate pr;
	if (!ad_predicate(sb->predicate, &pr))
		return unsupported(o, sb->predicate->span, "a predicate that is not `tensor[indices] OP "
				   "integer` (one comparison of a tensor element with an integer literal)");
	static const char *const ops[BO_COUNT] = {
		[BO_EQ] = "EQ", [BO_NE] = "NE", [BO_LT] = "LT", [BO_LE] = "LE", [BO_GT] = "GT", [BO_GE] = "GE",
	};
	const char *t = tensor_name(o, pr.tensor);
	if (!t)
		return false;
	if (o->root[pr.tensor->u.var->id]) /* the tensor a call result aliases (ext_rc) */
		t = o->root[pr.tensor->u.var->id];
	if (pr.indices->kind != EX_LIST)
		return unsupported(o, pr.indices->span, "an index list that is not written as a list");
	line(o, "L0TaskPredicate %s_pred;", task);
	line(o, "%s_pred.operand.tensor = &%s;", task, t);
	line(o, "%s_pred.operand.ndims = %u;", task, pr.indices->u.list.n);
	for (uint32_t i = 0; i < pr.indices->u.list.n; i++) {
		const char *x = expr_code(o, pr.indices->u.list.v[i]);
		if (!x)
			return false;
		line(o, "%s_pred.operand.indices[%u] = %s;", task, i, x);
	}
	line(o, "%s_pred.op = PredicateOp::%s;", task, ops[pr.op]);
	line(o, "%s_pred.target = %" PRId64 ";", task, pr.target);
	line(o, "%s.set_predicate(%s_pred);", task, task);
	return true;
}

/* ---- tensor.create ----------------------------------------------------------------- */

/* Extent k of a tensor.create: its shape argument as written (its names are those of
 * the program after SSA renaming), else its type's. */
static const struct expr *create_dim(const struct expr *call, uint32_t k)
{
	const struct type *t = ir_expr_type(call);
	struct expr_list a = call->u.call.args;
	if (a.n && a.v[0]->kind == EX_LIST && a.v[0]->u.list.n == t->shape.n)
		return a.v[0]->u.list.v[k];
	return t->shape.v[k];
}

static bool init_value(struct orch *o, const char *name, const struct expr *call);

/* size0: the allocated extent of a 1-D create, when not its shape's (a GM pipe buffer) */
static bool create_info(struct orch *o, const char *name, const struct expr *call, const char *size0)
{
	const struct type *t = ir_expr_type(call);
	struct buf dims = {0};
	for (uint32_t k = 0; k < t->shape.n; k++) {
		const struct expr *e = create_dim(call, k);
		const char *d = k == 0 && size0 ? size0
			: is_packed4(t) && k + 1 == t->shape.n ? fp4_carrier(o, e, "a tensor.create")
			: expr_code(o, e);
		if (!d) {
			buf_free(&dims);
			return false;
		}
		buf_printf(&dims, "%s%s", k ? ", " : "", d);
	}
	line(o, "uint32_t %s_ci_shapes[%u] = {%s};", name, t->shape.n, dims.data ? dims.data : "");
	const struct kwval *md = ir_call_kwarg(call, "manual_dep");
	line(o, "TensorCreateInfo %s_ci(%s_ci_shapes, %u, DataType::%s%s);", name, name, t->shape.n,
	     runtime_dtype((enum dtype)t->dtype), md && md->present && md->i ? ", /*manual_dep=*/true" : "");
	buf_free(&dims);
	return init_value(o, name, call);
}

bool cg_init_value_problem(double v, enum dtype dt, char *msg, size_t n)
{
	const char *dn = dtype_infos[dt].str;
	if (!isfinite(v))
		snprintf(msg, n, "tensor.create: init_value %g must be finite", v);
	else if (!tc_dtype_is_float(dt) && v != floor(v))
		snprintf(msg, n, "tensor.create: init_value %g is not an integer but the tensor's dtype %s is", v, dn);
	else if (!tc_dtype_is_float(dt) && fabs(v) >= 0x1p53)
		snprintf(msg, n, "tensor.create: init_value %.17g (held as a double) of an integer tensor is not "
			 "below 2**53: only integers below it are exactly-representable", v);
	else if (v != 0.0 && (!dtype_infos[dt].ctype || (tc_dtype_is_float(dt) && dt != DT_FP32)))
		snprintf(msg, n, "tensor.create: non-zero init_value is not supported for a %s tensor (the "
			 "orchestration has no host C type for it; only 0 fills any dtype)", dn);
	else
		return false;
	return true;
}

/* The fill operand of a tensor.full (a new tensor every element of which is the
 * operand), else NULL. */
static const struct expr *full_value(const struct expr *call)
{
	if (spec_ops[call->u.call.op].type_rule.kind != TR_full || call->u.call.args.n < 2)
		return NULL;
	return call->u.call.args.v[1];
}

/* name_ci.set_initial_value(...) of a tensor.create with an init_value or of a
 * tensor.full: 0 as the dtype-agnostic zero fill, else the value cast to the element's
 * C type (a tensor.full's runtime value as its expression). */
static bool init_value(struct orch *o, const char *name, const struct expr *call)
{
	const struct kwval *iv = ir_call_kwarg(call, "init_value");
	const struct expr *fv = full_value(call);
	enum dtype dt = (enum dtype)ir_expr_type(call)->dtype;
	double f;
	if (fv && fv->kind == EX_INT)
		f = (double)fv->u.i;
	else if (fv && fv->kind == EX_FLOAT)
		f = fv->u.f;
	else if (fv && fv->kind == EX_BOOL)
		f = fv->u.b;
	else if (fv) {
		const char *c = expr_code(o, fv);
		if (!c)
			return false;
		if (!dtype_infos[dt].ctype || (tc_dtype_is_float(dt) && dt != DT_FP32))
			return unsupported(o, fv->span, "tensor.full: a runtime fill value of a %s tensor (the "
					   "orchestration has no host C type for it)", dtype_infos[dt].str);
		line(o, "%s_ci.set_initial_value(static_cast<%s>(%s));", name, ctype(dt), c);
		return true;
	} else if (iv && iv->present)
		f = iv->f;
	else
		return true;
	char msg[256];
	if (cg_init_value_problem(f, dt, msg, sizeof msg))
		return unsupported(o, fv ? fv->span : call->span, "%s", msg);
	if (f == 0.0)
		line(o, "%s_ci.set_initial_value(0);", name);
	else if (tc_dtype_is_float(dt))
		line(o, "%s_ci.set_initial_value(static_cast<%s>(%.17g));", name, ctype(dt), f);
	else
		line(o, "%s_ci.set_initial_value(static_cast<%s>(%.0f));", name, ctype(dt), f);
	return true;
}

static void alloc_batch(struct orch *o, const char *const *names, uint32_t n)
{
	struct buf l = {0};
	for (uint32_t i = 0; i < n; i++)
		buf_printf(&l, "%s%s_ci", i ? ", " : "", names[i]);
	unsigned a = o->allocs++;
	line(o, "TaskOutputTensors alloc_%u = alloc_tensors(%s);", a, l.data ? l.data : "");
	for (uint32_t i = 0; i < n; i++)
		line(o, "const ChipTensor& %s = alloc_%u.get_ref(%u);", names[i], a, i);
	buf_free(&l);
}

static bool is_create(const struct stmt *s)
{
	return s->kind == ST_ASSIGN && s->u.assign.value->kind == EX_CALL &&
	       (spec_ops[s->u.assign.value->u.call.op].type_rule.kind == TR_tensor_create ||
		full_value(s->u.assign.value));
}

/* Sets o->defined of the vars statement s of a list binds (an assignment's var, a loop's
 * or an if's result vars) to `on`. */
static void mark_defs(struct orch *o, const struct stmt *s, uint8_t on)
{
	uint32_t n = 0;
	struct var **rv = NULL;
	switch (s->kind) {
	case ST_ASSIGN: o->defined[s->u.assign.var->id] = on; return;
	case ST_FOR: n = s->u.loop.n_iter, rv = s->u.loop.return_vars; break;
	case ST_WHILE: n = s->u.wloop.n_iter, rv = s->u.wloop.return_vars; break;
	case ST_IF: n = s->u.cond.n_ret, rv = s->u.cond.return_vars; break;
	default: return;
	}
	for (uint32_t k = 0; rv && k < n; k++)
		if (rv[k])
			o->defined[rv[k]->id] = on;
}

static bool names_defined(struct expr *e, void *ctx)
{
	struct orch *o = ((void **)ctx)[0];
	bool *hit = ((void **)ctx)[1];
	if (e->kind == EX_VAR && o->defined[e->u.var->id])
		*hit = true;
	return true;
}

/* ---- the GM pipe workspace ----------------------------------------------------------- */

static int cmp_pipe_key(const void *a, const void *b)
{
	const struct cg_gm_pipe *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->dir_mask < y->dir_mask ? -1 : x->dir_mask > y->dir_mask;
}

static int cmp_fn_ptr(const void *a, const void *b)
{
	const struct function *x = *(const struct function *const *)a, *y = *(const struct function *const *)b;
	return x < y ? -1 : x > y;
}

struct pipe_scan {
	const struct orch *o;
	uint8_t *seen;   /* by position in o->by_ptr */
	struct vec todo; /* functions to scan */
	struct cg_gm_pipe *keys;
	uint32_t n, cap;
};

/* The position of f in o->by_ptr, or -1. */
static long fn_pos(const struct orch *o, const struct function *f)
{
	const struct function **hit =
		o->p->n_funcs ? bsearch(&f, o->by_ptr, o->p->n_funcs, sizeof *o->by_ptr, cmp_fn_ptr) : NULL;
	return hit ? hit - o->by_ptr : -1;
}

static bool pipe_expr(struct expr *e, void *ctx)
{
	struct pipe_scan *S = ctx;
	if (e->kind == EX_FCALL && e->u.fcall.callee) {
		long i = fn_pos(S->o, e->u.fcall.callee);
		if (i >= 0 && !S->seen[i]) {
			S->seen[i] = 1;
			vec_push(&S->todo, (void *)S->o->by_ptr[i]);
		}
	} else {
		struct cg_gm_pipe k;
		if (cg_pipe_init(e, &k)) {
			ARRAY_RESERVE(S->keys, S->n, S->cap, 8);
			S->keys[S->n++] = k;
		}
	}
	return true;
}

/* The FP32 elements of the GM slot workspace of the pipes `root` and the functions it
 * calls set up, as the reference sizes each launch's buffer from its callee: per pipe
 * (id, dir_mask), its rings of slot_num (default 4 both ways, 8 one way) slots of
 * slot_size bytes (gm_pipe_bytes, as codegen lays the pipes out); 0 when none.  Computed
 * once per root. */
static int64_t gm_pipe_elems(struct orch *o, const struct function *root)
{
	const struct program *p = o->p;
	if (!o->by_ptr) {
		o->by_ptr = xcalloc(p->n_funcs + 1, sizeof *o->by_ptr);
		o->gm_elems = xcalloc(p->n_funcs + 1, sizeof *o->gm_elems);
		for (uint32_t i = 0; i < p->n_funcs; i++) {
			o->by_ptr[i] = p->funcs[i];
			o->gm_elems[i] = -1;
		}
		if (p->n_funcs)
			qsort(o->by_ptr, p->n_funcs, sizeof *o->by_ptr, cmp_fn_ptr);
	}
	long self = fn_pos(o, root);
	if (self >= 0 && o->gm_elems[self] >= 0)
		return o->gm_elems[self];
	struct pipe_scan S = {.o = o, .seen = xcalloc(p->n_funcs + 1, 1)};
	if (self >= 0)
		S.seen[self] = 1;
	vec_push(&S.todo, (void *)root);
	while (S.todo.n) {
		const struct function *f = S.todo.items[--S.todo.n];
		ir_walk_stmts_exprs(f->body, pipe_expr, &S);
	}
	if (S.n)
		qsort(S.keys, S.n, sizeof *S.keys, cmp_pipe_key);
	int64_t bytes = 0;
	for (uint32_t i = 0; i < S.n; i++) {
		if (i && !cmp_pipe_key(&S.keys[i], &S.keys[i - 1]))
			continue;
		int64_t b;
		if (!gm_pipe_slots(S.keys[i].dir_mask, 0) ||
		    !gm_pipe_bytes(S.keys[i].dir_mask, S.keys[i].slot_num, S.keys[i].slot_size, &b) ||
		    __builtin_add_overflow(bytes, b, &bytes)) {
			bytes = -1;
			break;
		}
	}
	free(S.seen);
	free(S.keys);
	vec_free(&S.todo);
	int64_t w = bytes <= 0 ? 0 : bytes / 4 + (bytes % 4 != 0);
	if (self >= 0)
		o->gm_elems[self] = w;
	return w;
}

static bool reads_var(struct expr *e, void *ctx)
{
	const struct var **v = ctx;
	if (e->kind == EX_VAR && e->u.var == *v)
		*v = NULL;
	return *v != NULL;
}

/* The allocated extent of `gm_pipe_buffer_<n> = tensor.create([1], ...)` (l.v[i]), the
 * placeholder InjectGMPipeBuffer makes per launch: the workspace of the pipes the
 * launch's callee reaches (of the whole orchestration function when no later launch
 * takes it), times the launch's core_num.  *late when that core_num reads a var the list
 * defines before the launch (the allocation stays at its statement). */
static const char *gm_pipe_size(struct orch *o, struct stmt_list l, uint32_t i, bool *late)
{
	struct var *v = l.v[i]->u.assign.var;
	*late = false;
	if (strncmp(v->name, "gm_pipe_buffer_", 15) != 0 || ir_expr_type(l.v[i]->u.assign.value)->shape.n != 1)
		return NULL;
	const struct expr *cn = NULL;
	const struct function *g = NULL;
	uint32_t j = i + 1;
	for (; j < l.n; j++) {
		struct stmt *s = l.v[j];
		struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		if (!c || c->kind != EX_FCALL || !c->u.fcall.callee)
			continue;
		const struct var *hit = v;
		for (uint32_t a = 0; a < c->u.fcall.args.n && hit; a++)
			ir_walk_expr(c->u.fcall.args.v[a], reads_var, &hit);
		if (hit)
			continue;
		g = c->u.fcall.callee;
		cn = ad_attr(c->u.fcall.attrs, "core_num");
		if (!cn && c->u.fcall.submit)
			cn = c->u.fcall.submit->core_num;
		if (!cn && (g->kind == FK_Spmd || g->kind == FK_Group))
			cn = ad_attr(g->attrs, "core_num");
		break;
	}
	int64_t w = gm_pipe_elems(o, g ? g : o->fn);
	if (!w)
		return NULL;
	if (!cn)
		return str(o, "%" PRId64, w);
	/* the list's vars before the create are marked in o->defined (batch_creates) */
	bool hit = false;
	void *ctx[2] = {o, &hit};
	for (uint32_t k = i + 1; k < j; k++)
		mark_defs(o, l.v[k], 1);
	ir_walk_expr((struct expr *)cn, names_defined, ctx);
	for (uint32_t k = i + 1; k < j; k++)
		mark_defs(o, l.v[k], 0);
	*late = hit;
	const char *c = cn->kind == EX_INT ? str(o, "%" PRId64, cn->u.i) : expr_code(o, (struct expr *)cn);
	return c ? str(o, "static_cast<uint32_t>((%" PRId64 ") * (%s))", w, c) : NULL;
}

/* The tensor.creates of a statement list whose shapes do not depend on vars the list
 * defines, emitted first, in batches of alloc_tensors; marks them declared.  With
 * `escaping`, only those read after the list's block (o->escapes), emitted before the
 * block, which then only names them (o->hoisted). */
static bool batch_creates(struct orch *o, struct stmt_list l, bool escaping)
{
	const char **names = xcalloc(l.n + 1, sizeof *names);
	uint32_t n = 0;
	bool ok = true;
	for (uint32_t i = 0; i < l.n && ok; i++) {
		struct stmt *s = l.v[i];
		if (s->kind != ST_ASSIGN || !is_create(s)) {
			mark_defs(o, s, 1);
			continue;
		}
		struct var *v = s->u.assign.var;
		if ((escaping && !o->escapes[v->id]) || o->declared[v->id] ||
		    ns_has(&o->params, var_name(o, v)))
			continue;
		bool hit = false;
		void *ctx[2] = {o, &hit};
		o->create_size[v->id] = gm_pipe_size(o, l, i, &hit);
		const struct type *t = ir_expr_type(s->u.assign.value);
		for (uint32_t d = 0; d < t->shape.n; d++)
			ir_walk_expr((struct expr *)create_dim(s->u.assign.value, d), names_defined, ctx);
		if (full_value(s->u.assign.value))
			ir_walk_expr((struct expr *)full_value(s->u.assign.value), names_defined, ctx);
		if (hit) {
			o->defined[v->id] = 1;
			continue;
		}
		o->declared[v->id] = 1;
		names[n] = var_name(o, v);
		if (escaping)
			o->hoisted[v->id] = names[n];
		ok = create_info(o, names[n], s->u.assign.value, o->create_size[v->id]);
		if (++n == MAX_ALLOC_BATCH) {
			alloc_batch(o, names, n);
			n = 0;
		}
	}
	if (ok && n)
		alloc_batch(o, names, n);
	for (uint32_t i = 0; i < l.n; i++)
		mark_defs(o, l.v[i], 0);
	free(names);
	return ok;
}

/* ---- tasks ------------------------------------------------------------------------- */

struct tparam {
	uint8_t dir; /* enum arg_dir */
	const char *value;
	const struct expr *rt_out; /* an output the runtime allocates (ir_new_runtime_out), or NULL */
};

static const char *method(uint8_t d)
{
	switch (d) {
	case AD_INPUT: return "add_input";
	case AD_OUTPUT:
	case AD_OUTPUT_EXISTING: return "add_output";
	case AD_INOUT: return "add_inout";
	case AD_NO_DEP: return "add_no_dep";
	default: return "add_scalar";
	}
}

/* A scalar argument as the task API takes it: floats through to_u64. */
static const char *scalar_arg(struct orch *o, const struct expr *e)
{
	if (e->kind == EX_VAR) {
		const char *n = var_name(o, e->u.var);
		const struct type *t = e->u.var->type;
		return t->kind == TY_SCALAR && t->dtype == DT_FP32 ? str(o, "to_u64(%s)", n) : n;
	}
	if (e->kind == EX_INT) {
		const char *ct = ctype((enum dtype)e->dtype);
		return strcmp(ct, "int64_t") ? str(o, "(uint64_t)static_cast<%s>(%" PRId64 ")", ct, e->u.i)
					     : str(o, "(uint64_t)%" PRId64, e->u.i);
	}
	if (e->kind == EX_FLOAT)
		return e->dtype == DT_FP32 ? str(o, "to_u64(%ff)", e->u.f) : str(o, "(uint64_t)%f", e->u.f);
	if (e->kind == EX_BOOL)
		return e->u.b ? "(uint64_t)1" : "(uint64_t)0";
	/* an expression of scalars (FlattenCallExpr leaves arithmetic in place) */
	const char *x = expr_code(o, e);
	const struct type *t = ir_expr_type(e);
	if (!x)
		return NULL;
	return t->kind == TY_SCALAR && t->dtype == DT_FP32 ? str(o, "to_u64(static_cast<float>(%s))", x)
							   : str(o, "(uint64_t)%s", x);
}

/* One task parameter for argument e with direction d. */
static bool task_param(struct orch *o, const struct expr *e, uint8_t d, struct tparam *out)
{
	if (!ad_tensor_typed(ir_expr_type(e)) || d == AD_SCALAR) {
		out->dir = AD_SCALAR;
		out->value = scalar_arg(o, e);
		return out->value != NULL;
	}
	if (ir_is_runtime_out(e)) {
		out->dir = AD_OUTPUT;
		out->rt_out = e;
		return true;
	}
	if (e->kind != EX_VAR)
		return unsupported(o, e->span, "a tensor argument that is not a variable");
	out->dir = d;
	out->value = ext(o, var_name(o, e->u.var));
	return true;
}

/* The TensorCreateInfo of an output the task's runtime allocates (add_output of it);
 * its k-th such output is task_<n>_outs.get_ref(k). */
static const char *runtime_out_info(struct orch *o, const char *task, const struct expr *e)
{
	const struct type *t = ir_expr_type(e);
	uint32_t k = o->n_rt_outs;
	struct buf dims = {0};
	for (uint32_t d = 0; d < t->shape.n; d++)
		buf_printf(&dims, "%s%" PRId64, d ? ", " : "", t->shape.v[d]->u.i);
	const char *name = reserve(o, str(o, "%s_out%u", task, k));
	line(o, "uint32_t %s_shapes[%u] = {%s};", name, t->shape.n, dims.data ? dims.data : "");
	line(o, "TensorCreateInfo %s_ci(%s_shapes, %u, DataType::%s);", name, name, t->shape.n,
	     runtime_dtype((enum dtype)t->dtype));
	buf_free(&dims);
	if (k < MAX_RT_OUTS)
		o->rt_outs[k] = e;
	o->n_rt_outs++;
	return str(o, "%s_ci", name);
}

static void emit_dumps(struct orch *o, const char *task, struct expr_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (l.v[i]->kind == EX_VAR)
			line(o, "%s.dump(%s);", task, ext(o, var_name(o, l.v[i]->u.var)));
}

/* Tensors first (the runtime's order), each group in argument order; then
 * the call's pl.dump_tag'd tensors (attr dump_vars) and a submission's dumps=[...],
 * each marked for the runtime's partial argument dump. */
static void emit_params(struct orch *o, const char *task, struct tparam *ps, uint32_t n,
			const struct expr *call)
{
	o->n_rt_outs = 0;
	for (uint32_t i = 0; i < n; i++)
		if (ps[i].rt_out)
			ps[i].value = runtime_out_info(o, task, ps[i].rt_out);
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < n; i++)
			if ((ps[i].dir == AD_SCALAR) == (pass == 1))
				line(o, "%s.%s(%s);", task, method(ps[i].dir), ps[i].value);
	const struct expr *dv = ad_attr(call->u.fcall.attrs, "dump_vars");
	if (dv && dv->kind == EX_LIST)
		emit_dumps(o, task, dv->u.list);
	if (call->u.fcall.submit)
		emit_dumps(o, task, call->u.fcall.submit->dumps);
}

/* The directions of call's arguments: its arg_directions, else (a program compiled
 * without DeriveCallDirections) the callee's parameter directions. */
static uint8_t *call_dirs(struct orch *o, const struct expr *call)
{
	uint32_t n = call->u.fcall.args.n;
	uint8_t *d = xcalloc(n + 1, 1);
	if (!n || ad_get(call, d, n) == (int)n)
		return d;
	const struct function *g = call->u.fcall.callee;
	if (ad_attr(call->u.fcall.attrs, "arg_directions") || !g || g->n_params != n) {
		unsupported(o, call->span, "a call whose arg_directions do not match its arguments");
		free(d);
		return NULL;
	}
	const uint8_t *eff = ad_effective(o->ad, g);
	for (uint32_t i = 0; i < n; i++)
		d[i] = !ad_tensor_typed(ir_expr_type(call->u.fcall.args.v[i])) ? AD_SCALAR
		       : eff[i] == DIR_IN ? AD_INPUT : eff[i] == DIR_INOUT ? AD_INOUT : AD_OUTPUT_EXISTING;
	return d;
}

/* The first call of an AIC / AIV / InCore kernel in wrapper w, and the kernels it runs. */
static const struct expr *wrapper_inner(const struct function *w, const struct function **aic,
					const struct function **aiv, const struct function **group)
{
	const struct expr *first = NULL;
	*aic = *aiv = NULL;
	if (group)
		*group = NULL;
	for (uint32_t i = 0; i < w->body.n; i++) {
		const struct stmt *s = w->body.v[i];
		const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		const struct function *g = e && e->kind == EX_FCALL ? e->u.fcall.callee : NULL;
		if (!g)
			continue;
		if (g->kind == FK_Group && group && !*group) {
			*group = g;
			first = first ? first : e;
		} else if (g->kind == FK_AIC && !*aic) {
			*aic = g;
			first = first ? first : e;
		} else if ((g->kind == FK_AIV || g->kind == FK_InCore) && !*aiv) {
			*aiv = g;
			first = first ? first : e;
		}
	}
	return first;
}

/* The index of w's parameter that the expression a names, or -1. */
static int wrapper_param(const struct function *w, const struct expr *a)
{
	for (uint32_t k = 0; a->kind == EX_VAR && k < w->n_params; k++)
		if (w->params[k].var == a->u.var)
			return (int)k;
	return -1;
}

/* Task parameters of a wrapper call in the order of the inner kernel call's arguments.
 * The inner call sits in w, or in the Group mid that w calls as mid_call (an Spmd
 * wrapper of a Group passes its parameters to the Group in any order). */
static struct tparam *wrapper_params(struct orch *o, const struct expr *call, const struct function *w,
				    const struct expr *inner, const struct function *mid,
				    const struct expr *mid_call, uint32_t *n)
{
	uint8_t *d = call_dirs(o, call);
	if (!d)
		return NULL;
	struct tparam *ps = xcalloc(inner->u.fcall.args.n + 1, sizeof *ps);
	*n = 0;
	for (uint32_t i = 0; i < inner->u.fcall.args.n; i++) {
		const struct expr *a = inner->u.fcall.args.v[i];
		if (mid) {
			int k = wrapper_param(mid, a);
			if (k >= 0 && (uint32_t)k < mid_call->u.fcall.args.n)
				a = mid_call->u.fcall.args.v[k];
		}
		int outer = wrapper_param(w, a);
		if (outer >= (int)call->u.fcall.args.n)
			outer = -1;
		bool ok;
		if (a->kind != EX_VAR)
			ok = task_param(o, a, AD_SCALAR, &ps[*n]);
		else if (outer < 0 && ir_expr_type(a)->kind == TY_SCALAR)
			continue; /* a wrapper-local scalar: not an orchestration argument */
		else if (outer < 0)
			ok = unsupported(o, call->span, "argument %u of the kernel '%s' calls is not a "
					 "parameter of '%s'", i, inner->u.fcall.name, w->name);
		else
			ok = task_param(o, call->u.fcall.args.v[outer], d[outer], &ps[*n]);
		if (!ok) {
			free(ps);
			free(d);
			return NULL;
		}
		(*n)++;
	}
	free(d);
	return ps;
}

static int func_id(struct orch *o, const struct function *f)
{
	for (unsigned i = 0; i < o->n_kernels; i++)
		if (o->ids[i] == f)
			return (int)i;
	return -1;
}

static bool is_true(const struct expr *v)
{
	return v && v->kind == EX_BOOL && v->u.b;
}

/* The SPMD launch spec of a task: its block count and sync start, from the call
 * (a launch's core_num= / sync_start=, on its attrs or its submission) or else from the
 * launched function's attrs (reference EffectiveLaunchSpec). */
static bool launch_spec(struct orch *o, const char *task, const struct expr *call,
			const struct function *f)
{
	const struct submit *sb = call->u.fcall.submit;
	const struct expr *cn = ad_launch_core_num(call, f);
	bool ss = is_true(ad_attr(call->u.fcall.attrs, "sync_start")) || (sb && sb->sync_start) ||
		  is_true(ad_attr(f->attrs, "sync_start"));
	if (cn) {
		const char *m = o->be ? be_launch_core_count_method(o->be) : NULL;
		const char *v = cn->kind == EX_INT ? str(o, "%" PRId64, cn->u.i) : expr_code(o, cn);
		if (!v)
			return false;
		line(o, "%s.launch_spec.%s(%s);", task, m ? m : "set_block_num", v);
	}
	if (ss)
		line(o, "%s.launch_spec.set_require_sync_start(true);", task);
	return true;
}

/* A submission's allow_early_resolve=True: the runtime may dispatch its consumers
 * before it completes. */
static void early_resolve(struct orch *o, const char *task, const struct expr *call)
{
	const struct submit *sb = call->u.fcall.submit;
	if ((sb && sb->allow_early_resolve) || is_true(ad_attr(call->u.fcall.attrs, "allow_early_resolve")))
		line(o, "%s.set_allow_early_resolve(true);", task);
}

static bool fn_bool(const struct function *f, const char *key)
{
	return is_true(ad_attr(f->attrs, key));
}

/* Submits the task whose parameters were emitted as `task`: captures its outputs when
 * the caller takes its task id. */
static void submit(struct orch *o, const char *expr, bool capture)
{
	if (capture)
		line(o, "TaskOutputTensors task_%u_outs = %s;", o->tasks, expr);
	else
		line(o, "%s;", expr);
	o->tasks++;
}

/* A submission (pl.submit) is a call whose type ends in the producer's task id. */
static bool is_submit(const struct expr *call)
{
	const struct type *t = ir_expr_type(call);
	return t->kind == TY_TUPLE && t->n_elems && t->elems[t->n_elems - 1]->kind == TY_SCALAR &&
	       t->elems[t->n_elems - 1]->dtype == DT_TASK_ID;
}

/* The deps=[...] of a pl.submit, when the IR carries them, as a list expression (NULL: none). */
static const struct expr *submit_deps(struct orch *o, const struct expr *call)
{
	const struct submit *sb = call->u.fcall.submit;
	if (!sb || !sb->deps.n)
		return NULL;
	return ir_new_list(&o->a, sb->deps, call->span);
}

/* A task of kernel k alone.  An AIV kernel stamped dual_aiv_dispatch (a split_aiv body that
 * picks its work by sub-block id) must run on both AIV lanes of a cluster: a MixedKernels
 * with no AIC kernel, declared after the task's parameters; returns its name, else NULL. */
static const char *solo_mixed(struct orch *o, const struct function *k, int id)
{
	if (k->kind != FK_AIV || !fn_bool(k, "dual_aiv_dispatch"))
		return NULL;
	const char *m = str(o, "mixed_%u", o->tasks);
	line(o, "MixedKernels %s = {INVALID_KERNEL_ID, %d, %d};", m, id, id);
	return m;
}

/* Submits the task of kernel k alone (mixed: solo_mixed's lanes). */
static void solo_submit(struct orch *o, const struct function *k, int id, const char *mixed,
			const char *task, const struct expr *call)
{
	if (mixed)
		submit(o, str(o, "rt_submit_task(%s, %s)", mixed, task), is_submit(call));
	else
		submit(o, str(o, "rt_submit_%s_task(%d, %s)", k->kind == FK_AIC ? "aic" : "aiv", id, task),
		       is_submit(call));
}

/* The task parameters of a call's arguments, in order (NULL after reporting). */
static struct tparam *call_params(struct orch *o, const struct expr *call)
{
	uint8_t *d = call_dirs(o, call);
	if (!d)
		return NULL;
	uint32_t n = call->u.fcall.args.n;
	struct tparam *ps = xcalloc(n + 1, sizeof *ps);
	bool ok = true;
	for (uint32_t i = 0; i < n && ok; i++)
		ok = task_param(o, call->u.fcall.args.v[i], d[i], &ps[i]);
	free(d);
	if (!ok) {
		free(ps);
		return NULL;
	}
	return ps;
}

static bool kernel_task(struct orch *o, const struct expr *call, const struct function *f)
{
	int id = func_id(o, f);
	if (id < 0)
		return unsupported(o, call->span, "'%s' is not a kernel of the program", f->name);
	uint32_t n = call->u.fcall.args.n;
	struct tparam *ps = call_params(o, call);
	bool ok = ps != NULL;
	if (ok) {
		const char *task = str(o, "%sparams_t%u", o->pfx, o->tasks);
		buf_putc(o->out, '\n');
		line(o, "// Task %u: %s", o->tasks, f->name);
		line(o, "CoreTaskArgs %s;", task);
		emit_params(o, task, ps, n, call);
		const char *mixed = solo_mixed(o, f, id);
		emit_deps(o, task, submit_deps(o, call), ad_attr(call->u.fcall.attrs, "compiler_manual_dep_edges"));
		/* a direct dispatch: deps, then the launch spec, then the early-resolve hint */
		ok = launch_spec(o, task, call, f);
		if (ok)
			early_resolve(o, task, call);
		ok = ok && emit_predicate(o, task, call);
		if (ok)
			solo_submit(o, f, id, mixed, task, call);
	}
	free(ps);
	return ok;
}

/* A call of a Group (or of an Spmd wrapper of one): MixedKernels of its AIC and AIV
 * kernels, or an AIV-only launch. */
static bool group_task(struct orch *o, const struct expr *call, const struct function *g,
		       const struct function *launch, const struct function *outer)
{
	const struct function *aic, *aiv;
	const struct expr *inner = wrapper_inner(g, &aic, &aiv, NULL);
	if (!inner || !aiv)
		return unsupported(o, call->span, "Group '%s' calls no AIV kernel", g->name);
	uint32_t n;
	/* an Spmd wrapper's arguments reach the Group's kernels through its call of the Group */
	const struct expr *mid_call = NULL;
	if (outer != g) {
		const struct function *oaic, *oaiv, *og;
		mid_call = wrapper_inner(outer, &oaic, &oaiv, &og);
		if (!mid_call || og != g)
			return unsupported(o, call->span, "%s '%s' calls the Group '%s' after a kernel",
					   func_kind_names[outer->kind], outer->name, g->name);
	}
	struct tparam *ps = wrapper_params(o, call, outer, inner, outer != g ? g : NULL, mid_call, &n);
	if (!ps)
		return false;
	const char *task = str(o, "%sparams_t%u", o->pfx, o->tasks);
	buf_putc(o->out, '\n');
	if (!aic)
		line(o, "// Group %s: AIV-only SPMD", g->name);
	else
		line(o, "// Group %s: MixedKernels (AIC + AIV lanes)", g->name);
	line(o, "CoreTaskArgs %s;", task);
	emit_params(o, task, ps, n, call);
	free(ps);
	int aiv_id = func_id(o, aiv), aic_id = aic ? func_id(o, aic) : -1;
	const char *mixed = NULL;
	if (aic)
		line(o, "MixedKernels mixed_%u = {%d, %d, %s};", o->tasks, aic_id, aiv_id,
		     fn_bool(aiv, "dual_aiv_dispatch") ? str(o, "%d", aiv_id) : "INVALID_KERNEL_ID");
	else
		mixed = solo_mixed(o, aiv, aiv_id);
	/* a wrapper dispatch: the launch spec, then deps, then the early-resolve hint */
	if (!launch_spec(o, task, call, launch))
		return false;
	emit_deps(o, task, submit_deps(o, call), ad_attr(call->u.fcall.attrs, "compiler_manual_dep_edges"));
	early_resolve(o, task, call);
	if (!emit_predicate(o, task, call))
		return false;
	if (aic)
		submit(o, str(o, "rt_submit_task(mixed_%u, %s)", o->tasks, task), is_submit(call));
	else
		solo_submit(o, aiv, aiv_id, mixed, task, call);
	return true;
}

static bool spmd_task(struct orch *o, const struct expr *call, const struct function *w)
{
	const struct function *aic, *aiv, *group;
	const struct expr *inner = wrapper_inner(w, &aic, &aiv, &group);
	if (!inner)
		return unsupported(o, call->span, "Spmd '%s' calls no kernel", w->name);
	if (group)
		return group_task(o, call, group, w, w);
	const struct function *k = aic ? aic : aiv;
	uint32_t n;
	struct tparam *ps = wrapper_params(o, call, w, inner, NULL, NULL, &n);
	if (!ps)
		return false;
	const char *task = str(o, "%sparams_t%u", o->pfx, o->tasks);
	buf_putc(o->out, '\n');
	line(o, "// Spmd %s: %s", w->name, k->name);
	line(o, "CoreTaskArgs %s;", task);
	emit_params(o, task, ps, n, call);
	free(ps);
	int id = func_id(o, k);
	const char *mixed = solo_mixed(o, k, id);
	if (!launch_spec(o, task, call, w))
		return false;
	emit_deps(o, task, submit_deps(o, call), ad_attr(call->u.fcall.attrs, "compiler_manual_dep_edges"));
	early_resolve(o, task, call);
	if (!emit_predicate(o, task, call))
		return false;
	solo_submit(o, k, id, mixed, task, call);
	return true;
}

/* A Group call.  The Group of a pl.cluster() whose body is one mixed kernel
 * calls that kernel's Group (ExpandMixedKernel's): the task is the inner
 * Group's AIC and AIV kernels, reached through the outer Group's call. */
static bool cluster_task(struct orch *o, const struct expr *call, const struct function *g)
{
	const struct function *aic, *aiv, *inner;
	if (wrapper_inner(g, &aic, &aiv, &inner) && inner && !aic && !aiv)
		return group_task(o, call, inner, g, g);
	return group_task(o, call, g, g, g);
}

static bool is_scalar_value(const struct type *t)
{
	return t->kind == TY_SCALAR && t->dtype != DT_TASK_ID;
}

/* Whether e is built from constants and the vars mark classes (any, or none when
 * mark is NULL) with scalar arithmetic. */
static bool gp_derivable(const struct expr *e, const uint8_t *mark)
{
	switch (e->kind) {
	case EX_INT:
	case EX_FLOAT:
	case EX_BOOL: return true;
	case EX_VAR: return mark && mark[e->u.var->id] != GP_NONE;
	case EX_BINARY: return gp_derivable(e->u.bin.l, mark) && gp_derivable(e->u.bin.r, mark);
	case EX_UNARY:
	case EX_CAST: return gp_derivable(e->u.un.x, mark);
	default: return false;
	}
}

static bool gp_stmt(struct stmt *s, void *ctx)
{
	struct gplan *gp = ctx;
	if (s->kind != ST_ASSIGN || !is_scalar_value(s->u.assign.var->type) ||
	    !gp_derivable(s->u.assign.value, gp->mark))
		return true;
	bool alias = s->u.assign.value->kind == EX_VAR;
	gp->mark[s->u.assign.var->id] = alias ? GP_ALIAS : GP_HOISTED;
	gp->n_hoisted += !alias;
	if (gp->n == gp->cap) {
		gp->cap = gp->cap ? 2 * gp->cap : 4;
		gp->defs = xrealloc(gp->defs, sizeof *gp->defs * gp->cap);
	}
	gp->defs[gp->n++] = s;
	return true;
}

/* The plan of Graph function g, made at its first use. */
static struct gplan *graph_plan(struct gplan *plans, struct ad_ctx *ad, const struct program *p,
				const struct function *g)
{
	struct gplan *gp = &plans[ad_index(ad, g)];
	if (gp->made)
		return gp;
	gp->made = true;
	gp->mark = xcalloc((size_t)p->n_vars + 1, 1);
	for (uint32_t i = 0; i < g->n_params; i++)
		if (is_scalar_value(g->params[i].var->type))
			gp->mark[g->params[i].var->id] = GP_PARAM;
	ir_walk_stmts(g->body, gp_stmt, gp);
	return gp;
}

static void gplans_free(struct gplan *plans, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		free(plans[i].defs);
		free(plans[i].mark);
	}
	free(plans);
}

/* The scalars a Graph function's plan hoists, computed at this call site from its
 * arguments into locals, appended to ps (which holds the call's n arguments). */
static struct tparam *graph_args(struct orch *o, const struct expr *call, const struct function *g,
				 struct tparam *ps)
{
	const struct gplan *gp = graph_plan(o->gplans, o->ad, o->p, g);
	if (!gp->n_hoisted)
		return ps;
	uint32_t n = call->u.fcall.args.n, k = n;
	ps = xrealloc(ps, sizeof *ps * (n + gp->n_hoisted + 1));
	bool ok = true;
	for (uint32_t i = 0; i < g->n_params && i < n && ok; i++)
		if (is_scalar_value(g->params[i].var->type))
			ok = (o->subst[g->params[i].var->id] = expr_code(o, call->u.fcall.args.v[i])) != NULL;
	for (uint32_t j = 0; j < gp->n && ok; j++) {
		const struct var *v = gp->defs[j]->u.assign.var;
		const struct expr *e = gp->defs[j]->u.assign.value;
		if (e->kind == EX_VAR) {
			o->subst[v->id] = o->subst[e->u.var->id];
			continue;
		}
		const char *val = expr_code(o, e);
		if (!val) {
			ok = false;
			break;
		}
		const char *local = reserve(o, base_name(v));
		line(o, "%s %s = %s;", cpp_type(v->type), local, val);
		o->subst[v->id] = local;
		ps[k].dir = AD_SCALAR;
		ps[k].rt_out = NULL;
		ps[k++].value = v->type->dtype == DT_FP32 ? str(o, "to_u64(%s)", local) : local;
	}
	for (uint32_t i = 0; i < g->n_params; i++)
		o->subst[g->params[i].var->id] = NULL;
	for (uint32_t j = 0; j < gp->n; j++)
		o->subst[gp->defs[j]->u.assign.var->id] = NULL;
	if (!ok) {
		free(ps);
		return NULL;
	}
	return ps;
}

/* A call of a Graph function: its task args (the scalars its body would compute from
 * its own computed here), and rt_submit_graph of its emitted function.  The runtime
 * gives the launch a valid task id only when it replays a recorded graph, so nothing
 * binds it. */
static bool graph_task(struct orch *o, const struct expr *call, const struct function *g)
{
	if (o->fn->kind == FK_Graph)
		return unsupported(o, call->span, "a Graph function '%s' launched from the Graph function "
				   "'%s'", g->name, o->fn->name);
	if (call->u.fcall.submit)
		return unsupported(o, call->span, "a submission of the Graph function '%s' (its launch "
				   "gives no task id to bind: call it as self.%s(...))", g->name, g->name);
	struct tparam *ps = call_params(o, call);
	if (ps)
		ps = graph_args(o, call, g, ps);
	if (!ps)
		return false;
	const char *task = str(o, "%sparams_t%u", o->pfx, o->tasks++);
	buf_putc(o->out, '\n');
	line(o, "// Graph %s", g->name);
	line(o, "CoreTaskArgs %s;", task);
	emit_params(o, task, ps, call->u.fcall.args.n + graph_plan(o->gplans, o->ad, o->p, g)->n_hoisted, call);
	line(o, "rt_submit_graph(&pypto_graph_%s, %s);", g->name, task);
	free(ps);
	return true;
}

static bool call_task(struct orch *o, const struct expr *call)
{
	const struct function *f = call->u.fcall.callee;
	if (!f)
		return unsupported(o, call->span, "a call of '%s', which the program does not define",
				   call->u.fcall.name);
	switch (f->kind) {
	case FK_AIC:
	case FK_AIV:
	case FK_InCore: return kernel_task(o, call, f);
	case FK_Group: return cluster_task(o, call, f);
	case FK_Spmd: return spmd_task(o, call, f);
	case FK_Graph: return graph_task(o, call, f);
	default:
		return unsupported(o, call->span, "a call of %s function '%s' (an orchestration function "
				   "calls kernels, Groups, Spmd and Graph functions)", func_kind_names[f->kind], f->name);
	}
}

/* ---- call results ------------------------------------------------------------------ */

/* The result of a submission for an output its runtime allocated: the task's
 * output (submitted last, its TaskOutputTensors captured). */
static void runtime_out_alias(struct orch *o, struct var *v, const struct expr *a)
{
	uint32_t k = 0;
	while (k < o->n_rt_outs && k < MAX_RT_OUTS && o->rt_outs[k] != a)
		k++;
	if (k == o->n_rt_outs || k == MAX_RT_OUTS) {
		unsupported(o, a->span, "an output the runtime allocates that its task does not pass");
		return;
	}
	const char *alias = var_name(o, v), *ref = str(o, "task_%u_outs.get_ref(%u)", o->tasks - 1, k);
	o->root[v->id] = alias;
	if (ns_has(&o->mutables, alias))
		line(o, "%s = %s;", alias, ref);
	else
		line(o, "const ChipTensor& %s = %s;", alias, ref);
}

/* alias = the argument a call result writes: a const reference, or an assignment to a
 * mutable carry of the same name in this block. */
static void tensor_alias(struct orch *o, struct var *v, const struct expr *call, uint32_t idx)
{
	const struct expr *a = call->u.fcall.args.v[idx];
	if (ir_is_runtime_out(a)) {
		runtime_out_alias(o, v, a);
		return;
	}
	if (a->kind != EX_VAR)
		return;
	const char *src = var_name(o, a->u.var);
	if (o->escapes[v->id] && !o->hoisted[v->id] &&
	    (o->dscope[a->u.var->id] != o->dscope[v->id] || o->hoisted[a->u.var->id])) {
		/* read after its block: named by the tensor it refers to, which outlives it */
		o->emit[v->id] = src;
		o->hoisted[v->id] = src;
	}
	const char *alias = var_name(o, v);
	o->root[v->id] = o->root[a->u.var->id] ? o->root[a->u.var->id] : ext(o, src);
	if (alias == src || strcmp(alias, src) == 0)
		return;
	if (ns_has(&o->mutables, alias))
		line(o, "%s = %s;", alias, ext(o, src));
	else
		line(o, "const ChipTensor& %s = %s;", alias, ext(o, src));
}

/* The parameters a callee writes (effective Out/InOut), in order. */
static uint32_t out_indices(struct orch *o, const struct function *f, uint32_t *idx)
{
	const uint8_t *eff = ad_effective(o->ad, f);
	uint32_t n = 0;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (eff[i] != DIR_IN)
			idx[n++] = i;
	return n;
}

static void single_alias(struct orch *o, struct var *v, const struct expr *call)
{
	const struct function *f = call->u.fcall.callee;
	if (!o->used[v->id] || !f || !f->n_params)
		return;
	uint32_t *idx = xcalloc(f->n_params + 1, sizeof *idx);
	uint32_t n = out_indices(o, f, idx), nr = 0;
	const int32_t *map = rl_returned_params(o->rl, f, &nr);
	if (n) {
		uint32_t k = nr && map[0] >= 0 ? (uint32_t)map[0] : idx[0];
		if (k < call->u.fcall.args.n)
			tensor_alias(o, v, call, k);
	}
	free(idx);
}

/* Whether s binds an element of a call's results that is an output the runtime
 * allocates (the callee's returns traced to its parameters, else its outputs in order,
 * tail-aligned, as tuple_aliases binds them). */
static bool runtime_out_result(struct orch *o, const struct stmt *s)
{
	const struct expr *g = s->u.assign.value;
	if (g->kind != EX_GETITEM || g->u.get.x->kind != EX_VAR)
		return false;
	const struct stmt *d = o->def[g->u.get.x->u.var->id];
	const struct expr *call = d && d->kind == ST_ASSIGN ? d->u.assign.value : NULL;
	if (!call || call->kind != EX_FCALL || !call->u.fcall.callee)
		return false;
	const struct function *f = call->u.fcall.callee;
	const struct type *t = ir_expr_type(call);
	uint32_t pos = g->u.get.index, n_res = t->n_elems - (is_submit(call) ? 1 : 0);
	if (t->kind != TY_TUPLE || pos >= n_res)
		return false;
	uint32_t *idx = xcalloc(f->n_params + 1, sizeof *idx);
	uint32_t n_out = out_indices(o, f, idx), nr = 0;
	const int32_t *map = rl_returned_params(o->rl, f, &nr);
	int32_t k = nr == n_res && map[pos] >= 0 ? map[pos] : -1;
	uint32_t base = n_res >= n_out ? n_res - n_out : 0;
	if (k < 0 && pos >= base && pos - base < n_out)
		k = (int32_t)idx[pos - base];
	free(idx);
	return k >= 0 && (uint32_t)k < call->u.fcall.args.n && ir_is_runtime_out(call->u.fcall.args.v[k]);
}

/* The elements x[i] of a tuple-valued call: each bound to the argument its position
 * writes (the callee's returns traced to its parameters, else the outputs in order,
 * tail-aligned); a submission's last element is its task id. */
static bool tuple_aliases(struct orch *o, struct var *tv, const struct expr *call, unsigned task)
{
	const struct function *f = call->u.fcall.callee;
	const struct type *t = ir_expr_type(call);
	bool sub = is_submit(call);
	uint32_t n_res = t->n_elems - (sub ? 1 : 0);
	uint32_t *idx = xcalloc(f->n_params + 1, sizeof *idx);
	uint32_t n_out = out_indices(o, f, idx), nr = 0;
	const int32_t *map = rl_returned_params(o->rl, f, &nr);
	uint32_t base = n_res >= n_out ? n_res - n_out : 0;
	const struct elems *el = &o->elems[tv->id];
	for (uint32_t e = 0; e < el->n; e++) {
		struct stmt *s = el->v[e];
		const struct expr *g = s->u.assign.value;
		struct var *ev = s->u.assign.var;
		uint32_t pos = g->u.get.index;
		if (sub && pos == n_res) {
			if (!o->used[ev->id])
				continue;
			if (o->hoisted[ev->id]) { /* declared before its block: may stay invalid */
				line(o, "%s = task_%u_outs.task_id();", o->hoisted[ev->id], task);
				bind_tid(o, ev, o->hoisted[ev->id]);
				continue;
			}
			const char *n = var_name(o, ev);
			line(o, "PTO2TaskId %s = task_%u_outs.task_id();", n, task);
			bind_tid(o, ev, n);
			o->tids[ev->id].fresh = true;
			continue;
		}
		if (pos >= n_res || !o->used[ev->id])
			continue;
		if (ev->type->kind == TY_SCALAR) {
			/* a scalar a task returns never reaches the orchestration: it reads
			 * as 0, the reference's untraced scalar default */
			const char *n = var_name(o, ev);
			if (ns_has(&o->mutables, n))
				line(o, "%s = 0;", n);
			else
				line(o, "%s %s = 0;", cpp_type(ev->type), n);
			continue;
		}
		int32_t k = nr == n_res && map[pos] >= 0 ? map[pos] : -1;
		if (k < 0 && pos >= base && pos - base < n_out)
			k = (int32_t)idx[pos - base];
		if (k >= 0 && (uint32_t)k < call->u.fcall.args.n)
			tensor_alias(o, ev, call, (uint32_t)k);
	}
	free(idx);
	return true;
}

/* ---- orchestration-level ops -------------------------------------------------------- */

static const char *tensor_name(struct orch *o, const struct expr *e)
{
	if (e->kind != EX_VAR || !is_tensor(e->u.var->type)) {
		unsupported(o, e->span, "a tensor operand that is not a tensor variable");
		return NULL;
	}
	return ext(o, var_name(o, e->u.var));
}

/* The orch_args index of tensor parameter v, or -1. */
static int param_index(struct orch *o, const struct var *v)
{
	int k = 0;
	for (uint32_t i = 0; i < o->fn->n_params; i++) {
		if (o->fn->params[i].var == v)
			return is_tensor(v->type) ? k : -1;
		k += is_tensor(o->fn->params[i].var->type);
	}
	return -1;
}

static bool op_read(struct orch *o, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	if (a.n && is_packed4(ir_expr_type(a.v[0])))
		return unsupported(o, call->span, "reading one element of a packed FP4 tensor (the runtime's "
				   "element accessors address whole bytes)");
	const char *src = tensor_name(o, a.v[0]), *idx = a.n > 1 ? u32_list(o, a.v[1]) : NULL;
	if (!src || !idx)
		return false;
	const char *t = ctype((enum dtype)ir_expr_type(call)->dtype);
	line(o, "uint32_t indices_%s[%u] = {%s};", name, a.v[1]->u.list.n, idx);
	line(o, "%s %s = get_tensor_data<%s>(%s, %u, indices_%s);", t, name, t, src, a.v[1]->u.list.n, name);
	return true;
}

/* tensor.write: set_tensor_data<T>, the write the runtime orders after the tensor's
 * producers and tracked INOUT consumers.  Its indices array is named after the tensor;
 * an assigned result (v) is the tensor itself. */
static bool op_write(struct orch *o, struct var *v, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	if (a.n < 3)
		return unsupported(o, call->span, "tensor.write without a tensor, indices and a value");
	if (is_packed4(ir_expr_type(a.v[0])))
		return unsupported(o, call->span, "writing one element of a packed FP4 tensor (the runtime's "
				   "element accessors address whole bytes)");
	const char *dst = tensor_name(o, a.v[0]), *idx = u32_list(o, a.v[1]);
	const char *val = dst && idx ? expr_code(o, a.v[2]) : NULL;
	if (!val)
		return false;
	const char *t = ctype((enum dtype)a.v[0]->u.var->type->dtype);
	const char *ind = reserve(o, str(o, "indices_%s", var_name(o, a.v[0]->u.var)));
	line(o, "uint32_t %s[%u] = {%s};", ind, a.v[1]->u.list.n, idx);
	line(o, "set_tensor_data<%s>(%s, %u, %s, %s);", t, dst, a.v[1]->u.list.n, ind, val);
	if (v)
		o->emit[v->id] = dst;
	return true;
}

static bool op_dim(struct orch *o, struct var *v, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const struct type *t = ir_expr_type(a.v[0]);
	int64_t axis;
	if (a.n < 2 || !ir_expr_is_const_int(a.v[1], &axis))
		return unsupported(o, call->span, "tensor.dim with an axis that is not a constant");
	if (axis < 0)
		axis += (int64_t)t->shape.n;
	if (axis < 0 || (uint64_t)axis >= t->shape.n)
		return unsupported(o, call->span, "tensor.dim axis out of range");
	const struct expr *d = t->shape.v[axis];
	bool graph = o->fn->kind == FK_Graph;
	int k = a.v[0]->kind == EX_VAR ? param_index(o, a.v[0]->u.var) : -1;
	if (graph && k >= 0 && d->kind == EX_VAR && d->u.var->kind == VAR_DYN) {
		/* the dim's symbol, which the Graph function defines from its tensors */
		o->used[d->u.var->id] = 1;
		o->emit[v->id] = var_name(o, d->u.var);
		return true;
	}
	const char *val;
	if (d->kind == EX_INT) {
		val = str(o, "%" PRId64, d->u.i);
	} else {
		k = graph ? -1 : k; /* a Graph function's tensors are its bound names */
		const char *src = tensor_name(o, a.v[0]);
		if (!src)
			return false;
		val = elem_dim(o, t, (uint64_t)axis,
			       k >= 0 ? str(o, "(int64_t)orch_args.tensor(%d).ref().shapes[%" PRId64 "]", k, axis)
				      : str(o, "(int64_t)%s.shapes[%" PRId64 "]", src, axis));
	}
	line(o, "int64_t %s = %s;", name, val);
	return true;
}

/* The offsets of a slice of a packed FP4 tensor in carriers: the last one halved, a
 * constant after its evenness is checked here, a runtime one after it is asserted. */
static const char *fp4_offsets(struct orch *o, const char *name, const struct expr *l)
{
	uint32_t n = l->u.list.n;
	const struct expr *e = l->u.list.v[n - 1];
	const char *head = NULL, *last;
	if (n > 1) {
		struct expr_list h = l->u.list;
		h.n = n - 1;
		struct expr hl = *l;
		hl.u.list = h;
		if (!(head = u32_list(o, &hl)))
			return NULL;
	}
	if (e->kind == EX_INT) {
		if (e->u.i % 2) {
			unsupported(o, e->span, "a slice of a packed FP4 tensor at last-axis offset %" PRId64 ": the "
				    "packed FP4 last-axis offset must be byte-aligned (even)", e->u.i);
			return NULL;
		}
		last = str(o, "%" PRId64, e->u.i / 2);
	} else {
		const char *x = expr_code(o, e);
		if (!x)
			return NULL;
		const char *lo = reserve(o, str(o, "%s_logical_fp4_offset", name));
		line(o, "uint32_t %s = static_cast<uint32_t>(%s);", lo, x);
		line(o, "always_assert((%s & 1u) == 0u);", lo);
		last = str(o, "(%s / 2)", lo);
	}
	return head ? str(o, "%s, %s", head, last) : last;
}

/* tensor.slice: a view of its source; the shape clamped to what the source has left
 * (a packed FP4 source's last axis in carriers, as the runtime counts it). */
static bool op_slice(struct orch *o, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const char *src = a.n >= 3 ? tensor_name(o, a.v[0]) : NULL;
	if (!src)
		return false;
	if (a.v[1]->kind != EX_LIST || a.v[2]->kind != EX_LIST || a.v[1]->u.list.n != a.v[2]->u.list.n ||
	    !a.v[1]->u.list.n)
		return unsupported(o, call->span, "a slice whose shape and offsets are not lists of one length");
	uint32_t n = a.v[1]->u.list.n;
	bool fp4 = is_packed4(ir_expr_type(a.v[0]));
	const char *offs = fp4 ? fp4_offsets(o, name, a.v[2]) : u32_list(o, a.v[2]);
	if (!offs)
		return false;
	struct buf sh = {0};
	for (uint32_t i = 0; i < n; i++) {
		const struct expr *e = a.v[1]->u.list.v[i];
		const char *d = fp4 && i + 1 == n ? fp4_carrier(o, e, "a slice") : u32_code(o, e);
		if (!d) {
			buf_free(&sh);
			return false;
		}
		buf_printf(&sh, "%s(%s_offsets[%u] >= %s.shapes[%u] ? 0u : std::min<uint32_t>(%s, %s.shapes[%u] - "
			   "%s_offsets[%u]))", i ? ", " : "", name, i, src, i, d, src, i, name, i);
	}
	line(o, "uint32_t %s_offsets[%u] = {%s};", name, n, offs);
	line(o, "uint32_t %s_shapes[%u] = {%s};", name, n, sh.data ? sh.data : "");
	line(o, "ChipTensor %s = %s.view(%s_shapes, %s_offsets);", name, src, name, name);
	ns_add(&o->mutables, name);
	buf_free(&sh);
	return true;
}

static bool op_reshape(struct orch *o, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const char *src = a.n >= 2 ? tensor_name(o, a.v[0]) : NULL;
	if (src && is_packed4(ir_expr_type(a.v[0])))
		return unsupported(o, call->span, "a reshape of a packed FP4 tensor (the runtime holds it as byte "
				   "pairs along its last axis, which a reshape would split)");
	const char *shape = src ? u32_list(o, a.v[1]) : NULL;
	if (!shape)
		return false;
	line(o, "uint32_t %s_shapes[%u] = {%s};", name, a.v[1]->u.list.n, shape);
	line(o, "ChipTensor %s = %s.reshape(%s_shapes, %u);", name, src, name, a.v[1]->u.list.n);
	ns_add(&o->mutables, name);
	return true;
}

/* tensor.view, as the reference lowers it: a new shape of an ND tensor (no layout change,
 * no valid_shape) is the runtime reshape; the same layout without a shape is the tensor
 * itself; a change between ND and DN without a shape swaps the last two axes (the runtime
 * transpose, the type swaps them too). */
static bool op_view(struct orch *o, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const struct type *st = a.n ? ir_expr_type(a.v[0]) : NULL;
	const struct kwval *lay = ir_call_kwarg(call, "layout");
	int from = st && st->tview ? st->tview->layout : TLY_ND;
	int to = lay && lay->present ? (int)lay->i : from;
	bool shaped = a.n >= 2 && a.v[1]->kind == EX_LIST && a.v[1]->u.list.n;
	if (shaped && to != from)
		return unsupported(o, call->span, "a tensor.view that would combine a shape reinterpret with a "
				   "layout change in an orchestration function (a runtime reshape is row-major)");
	if (shaped && from == TLY_ND && a.n == 2)
		return op_reshape(o, name, call);
	if (shaped || a.n != 1)
		return unsupported(o, call->span, "tensor.view in an orchestration function other than a "
				   "shape reinterpret of an ND tensor or a change between ND and DN");
	const char *src = tensor_name(o, a.v[0]);
	if (!src)
		return false;
	uint32_t r = (uint32_t)st->shape.n;
	if (to == from)
		line(o, "ChipTensor %s = %s;", name, src);
	else if (r >= 2 && !is_packed4(st) && ((from == TLY_ND && to == TLY_DN) || (from == TLY_DN && to == TLY_ND)))
		line(o, "ChipTensor %s = %s.transpose(%u, %u);", name, src, r - 2, r - 1);
	else
		return unsupported(o, call->span, "a tensor.view from %s to %s layout of a %s in an orchestration "
				   "function", tensor_layout_names[from], tensor_layout_names[to],
				   is_packed4(st) ? "packed FP4 tensor (it cannot move the packed FP4 last axis)"
						  : r < 2 ? "tensor of rank < 2" : "tensor");
	ns_add(&o->mutables, name);
	return true;
}

/* tensor.transpose: a runtime view with two axes swapped (the reference
 * emits Tensor t = src.transpose(a, b), negative axes counted from the
 * rank); a valid_shape is not carried by the runtime view. */
static bool op_transpose(struct orch *o, const char *name, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const char *src = a.n >= 3 ? tensor_name(o, a.v[0]) : NULL;
	if (!src)
		return false;
	if (a.n > 3)
		return unsupported(o, call->span, "tensor.transpose with a valid_shape in an orchestration function");
	int64_t ax[2];
	int64_t rank = (int64_t)ir_expr_type(a.v[0])->shape.n;
	for (int i = 0; i < 2; i++) {
		if (!ir_expr_is_const_int(a.v[1 + i], &ax[i]))
			return unsupported(o, a.v[1 + i]->span, "a tensor.transpose axis that is not a constant "
					   "in an orchestration function");
		if (ax[i] < 0)
			ax[i] += rank;
		if (ax[i] < 0 || ax[i] >= rank)
			return unsupported(o, a.v[1 + i]->span, "a tensor.transpose axis out of range");
	}
	if (is_packed4(ir_expr_type(a.v[0])) && (ax[0] == rank - 1 || ax[1] == rank - 1) && ax[0] != ax[1])
		return unsupported(o, call->span, "a transpose that moves the packed last axis of an FP4 tensor");
	line(o, "ChipTensor %s = %s.transpose(%lld, %lld);", name, src, (long long)ax[0], (long long)ax[1]);
	ns_add(&o->mutables, name);
	return true;
}

static bool op_array(struct orch *o, struct var *v, const struct expr *call)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	struct expr_list a = call->u.call.args;
	const struct type *t = ir_expr_type(call);
	if (op->type_rule.kind == TR_array_create) {
		int64_t n;
		if (!t->shape.n || !ir_expr_is_const_int(t->shape.v[0], &n))
			return unsupported(o, call->span, "an array whose extent is not a constant");
		const char *name = var_name(o, v);
		line(o, "%s %s[%" PRId64 "] = {0};", ctype((enum dtype)t->dtype), name, n);
		bind_tid_array(o, v, name, n);
		return true;
	}
	const char *arr = a.n >= 2 ? expr_code(o, a.v[0]) : NULL, *i = arr ? expr_code(o, a.v[1]) : NULL;
	if (!i)
		return false;
	if (a.n == 2) { /* get_element */
		const char *name = var_name(o, v);
		line(o, "%s %s = %s[%s];", ctype((enum dtype)t->dtype), name, arr, i);
		if (t->dtype == DT_TASK_ID) /* a slot's snapshot: a deps= edge in any scope */
			bind_tid(o, v, name);
		return true;
	}
	/* update_element writes in place: its result is the array */
	const char *val = expr_code(o, a.v[2]);
	if (!val)
		return false;
	const struct tid *vt = tid_of(o, a.v[2]), *at = tid_of(o, a.v[0]);
	if (vt && vt->name)
		val = vt->name;
	o->emit[v->id] = arr;
	if (at)
		o->tids[v->id] = *at;
	line(o, "%s[%s] = %s;", arr, i, val);
	return true;
}

static bool op_task(struct orch *o, struct var *v, const struct expr *call)
{
	const struct type *t = ir_expr_type(call);
	struct expr_list a = call->u.call.args;
	const char *name = v ? var_name(o, v) : str(o, "task_%u_unused", o->barriers);
	if (spec_ops[call->u.call.op].orch_code) { /* a value the runtime answers */
		if (v)
			line(o, "%s %s = %s;", ctype((enum dtype)t->dtype), name, spec_ops[call->u.call.op].orch_code);
		return true;
	}
	if (t->kind == TY_SCALAR && t->dtype == DT_BOOL) { /* task_is_valid */
		const char *x = a.n ? expr_code(o, a.v[0]) : NULL;
		if (!x)
			return false;
		line(o, "bool %s = %s.is_valid();", name, x);
		return true;
	}
	if (t->kind != TY_SCALAR || t->dtype != DT_TASK_ID)
		return unsupported(o, call->span, "%s in an orchestration function", spec_ops[call->u.call.op].name);
	if (!a.n) { /* task_invalid */
		line(o, "PTO2TaskId %s = PTO2TaskId::invalid();", name);
		if (v)
			bind_tid(o, v, name);
		return true;
	}
	/* task_dummy: a dependency-only task (a phase-fence barrier) */
	unsigned k = o->barriers++;
	const char *task = str(o, "%sparams_phase_fence_barrier_%u", o->pfx, k);
	buf_putc(o->out, '\n');
	line(o, "// Phase-fence barrier %u: dependency-only dummy task", k);
	line(o, "CoreTaskArgs %s;", task);
	if (!emit_deps(o, task, a.v[0], NULL))
		line(o, "uint32_t %s_deps_count = 0;", task);
	line(o, "PTO2TaskId %s = PTO2TaskId::invalid();", name);
	line(o, "if (%s_deps_count > 0) {", task);
	o->indent++;
	line(o, "TaskOutputTensors phase_fence_barrier_%u_outs = rt_submit_dummy_task(%s);", k, task);
	line(o, "%s = phase_fence_barrier_%u_outs.task_id();", name, k);
	o->indent--;
	line(o, "}");
	if (v)
		bind_tid(o, v, name);
	return true;
}

/* A builtin op assigned to v (NULL: evaluated for its effect). */
static bool emit_op(struct orch *o, struct var *v, const struct expr *call)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	bool tensor_op = strcmp(op->op_category, "TensorOp") == 0;
	if (strcmp(op->op_category, "TaskOp") == 0)
		return op_task(o, v, call);
	if (strcmp(op->op_category, "ArrayOp") == 0 && v)
		return op_array(o, v, call);
	if (op->emit == EK_tensor_write)
		return op_write(o, v, call);
	if (!v)
		return unsupported(o, call->span, "%s evaluated for its effect in an orchestration function",
				   op->name);
	const char *name = var_name(o, v);
	if (op->type_rule.kind == TR_tensor_create || full_value(call)) {
		if (o->declared[v->id] || ns_has(&o->params, name))
			return true;
		o->declared[v->id] = 1;
		if (!create_info(o, name, call, o->create_size[v->id]))
			return false;
		alloc_batch(o, &name, 1);
		return true;
	}
	if (tensor_op && op->type_rule.kind == TR_assemble && call->u.call.args.n) {
		const char *tgt = tensor_name(o, call->u.call.args.v[0]);
		o->emit[v->id] = tgt;
		return tgt != NULL;
	}
	if (tensor_op && op->type_rule.kind == TR_slice)
		return op_slice(o, name, call);
	if (tensor_op && op->type_rule.kind == TR_reshape)
		return op_reshape(o, name, call);
	if (tensor_op && op->type_rule.kind == TR_transpose)
		return op_transpose(o, name, call);
	if (op->emit == EK_tensor_view)
		return op_view(o, name, call);
	if (op->emit == EK_tensor_read)
		return op_read(o, name, call);
	if (op->emit == EK_tensor_dim)
		return op_dim(o, v, name, call);
	return unsupported(o, call->span, "%s in an orchestration function: orchestration code has no "
			   "form of it (it belongs in an InCore function)", op->name);
}

/* ---- the entry ------------------------------------------------------------------- */

/* The pl.dynamic dims the body reads as values, each defined once from the first tensor
 * parameter dim that is that dim alone (the runtime's extent; a packed FP4 tensor's last
 * one doubled from carriers); a Graph function reads its tensors by their bound names. */
static void dyn_dims(struct orch *o, const struct function *fn, struct buf *out)
{
	bool graph = fn->kind == FK_Graph;
	bool any = false;
	int k = 0;
	for (uint32_t i = 0; i < fn->n_params; i++) {
		const struct type *t = fn->params[i].var->type;
		if (!is_tensor(t))
			continue;
		for (uint32_t d = 0; d < t->shape.n; d++) {
			const struct expr *e = t->shape.v[d];
			if (e->kind != EX_VAR || e->u.var->kind != VAR_DYN || !o->used[e->u.var->id] ||
			    o->declared[e->u.var->id])
				continue;
			o->declared[e->u.var->id] = 1;
			const char *src = graph ? str(o, "(int64_t)%s.shapes[%u]", o->emit[fn->params[i].var->id], d)
						: str(o, "(int64_t)orch_args.tensor(%d).ref().shapes[%u]", k, d);
			buf_printf(out, "%s    int64_t %s = %s;\n", any ? "" : "\n    // Dynamic dims\n",
				   var_name(o, e->u.var), elem_dim(o, t, d, src));
			any = true;
		}
		k++;
	}
}

/* ---- statements ------------------------------------------------------------------ */

static bool emit_list(struct orch *o, struct stmt_list l);

static bool attr_int(struct attr_list l, const char *key, int64_t *out)
{
	const struct expr *v = ad_attr(l, key);
	if (!v)
		return false;
	if (v->kind == EX_BOOL)
		*out = v->u.b;
	else if (v->kind == EX_INT)
		*out = v->u.i;
	else
		return false;
	return true;
}

/* A carry the loop body rebinds: a mutable C++ variable named after the loop's result,
 * starting at init; iter arg and result both emit as it. */
static void declare_rebound(struct orch *o, struct var *iv, struct var *rv, const char *init)
{
	const char *c = reserve(o, rv->name);
	line(o, "%s %s = %s;", cpp_type(rv->type), c, init);
	o->emit[iv->id] = o->emit[rv->id] = c;
	if (is_tensor(rv->type))
		ns_add(&o->mutables, c);
	if (iv->type->kind == TY_SCALAR && iv->type->dtype == DT_TASK_ID) {
		bind_tid(o, iv, c);
		bind_tid(o, rv, c);
	}
}

/* The carry of iter arg k of loop s, by its ClassifyIterArgCarry plan. */
static bool carry(struct orch *o, struct stmt *s, uint32_t k, bool *rebind)
{
	struct iter_arg *it = &s->u.loop.iter[k];
	struct var *rv = s->u.loop.return_vars[k];
	char key[48];
	int64_t rb = 0, size = 0;
	snprintf(key, sizeof key, "iter_arg_rebind_%u", k);
	if (!attr_int(s->u.loop.attrs, key, &rb))
		return unsupported(o, s->span, "a loop carry without attrs[\"%s\"] (ClassifyIterArgCarry must "
				   "run before orchestration codegen)", key);
	snprintf(key, sizeof key, "iter_arg_array_size_%u", k);
	attr_int(s->u.loop.attrs, key, &size);
	*rebind = rb != 0;
	/* a scalar carry may start at an expression (Simplify folds a literal seed in) */
	if (it->init->kind != EX_VAR && it->var->type->kind != TY_SCALAR)
		return unsupported(o, it->init->span, "a loop carry whose init is not a variable");
	const char *init = it->init->kind == EX_VAR ? ext(o, var_name(o, it->init->u.var))
						    : expr_code(o, it->init);
	if (!init)
		return false;
	const struct tid *it_t = tid_of(o, it->init);
	const struct type *t = it->var->type;
	if (size > 0) { /* task ids of the iterations: an array */
		const char *arr = reserve(o, rv->name);
		line(o, "PTO2TaskId %s[%" PRId64 "];", arr, size);
		if (it_t && it_t->arr && it_t->n == size)
			line(o, "for (int64_t __init_i = 0; __init_i < %" PRId64 "; ++__init_i) %s[__init_i] = %s[__init_i];",
			     size, arr, it_t->arr);
		else
			line(o, "for (int64_t __init_i = 0; __init_i < %" PRId64 "; ++__init_i) %s[__init_i] = %s;",
			     size, arr, it_t && it_t->name ? it_t->name : init);
		bind_tid_array(o, rv, arr, size);
		if (s->u.loop.kind != FOR_PARALLEL)
			bind_tid_array(o, it->var, arr, size);
		else if (it_t && it_t->arr && it_t->n == size)
			bind_tid_array(o, it->var, it_t->arr, size);
		else {
			bind_tid(o, it->var, init);
			o->emit[it->var->id] = init;
		}
		return true;
	}
	if (t->kind == TY_ARRAY && *rebind) {
		int64_t n;
		if (!t->shape.n || !ir_expr_is_const_int(t->shape.v[0], &n))
			return unsupported(o, s->span, "an array carry whose extent is not a constant");
		const char *arr;
		if (it_t && it_t->arr && it_t->n == n) {
			arr = it_t->arr;
		} else {
			arr = reserve(o, rv->name);
			line(o, "%s %s[%" PRId64 "];", ctype((enum dtype)t->dtype), arr, n);
			line(o, "for (int64_t __init_i = 0; __init_i < %" PRId64 "; ++__init_i) %s[__init_i] = %s[__init_i];",
			     n, arr, init);
		}
		o->emit[it->var->id] = o->emit[rv->id] = arr;
		bind_tid_array(o, it->var, arr, n);
		bind_tid_array(o, rv, arr, n);
		return true;
	}
	if (*rebind) {
		declare_rebound(o, it->var, rv, it_t && it_t->name ? it_t->name : init);
		return true;
	}
	o->emit[it->var->id] = o->emit[rv->id] = init;
	return true;
}

/* A loop's body, one level in, its yield assigning the rebound carries rets[0..n) (NULL
 * where a carry is trivial) and slot naming the trip's index; closes the loop's brace. */
static bool emit_loop_body(struct orch *o, struct stmt_list body, struct var **rets, uint32_t n,
			   const char *slot)
{
	struct var **saved = o->ret_vars;
	uint32_t saved_n = o->n_ret;
	const char *saved_slot = o->slot;
	o->ret_vars = rets;
	o->n_ret = n;
	o->slot = slot;
	o->indent++;
	bool ok = emit_list(o, body);
	o->indent--;
	o->ret_vars = saved;
	o->n_ret = saved_n;
	o->slot = saved_slot;
	line(o, "}");
	return ok;
}

static bool emit_for(struct orch *o, struct stmt *s)
{
	if (s->u.loop.kind == FOR_UNROLL || s->u.loop.kind == FOR_PIPELINE)
		diag_warning(s->span, "orchestration codegen: a %s loop reached codegen; it runs sequentially",
			     s->u.loop.kind == FOR_UNROLL ? "pl.unroll" : "pl.pipeline");
	const char *iv = var_name(o, s->u.loop.loop_var);
	if (!*iv)
		iv = o->emit[s->u.loop.loop_var->id] = reserve(o, "i");
	const char *a = expr_code(o, s->u.loop.start), *b = expr_code(o, s->u.loop.stop),
		   *st = expr_code(o, s->u.loop.step);
	if (!a || !b || !st)
		return false;
	uint32_t n = s->u.loop.n_iter;
	struct var **rets = xcalloc(n + 1, sizeof *rets);
	bool ok = true;
	for (uint32_t k = 0; k < n && ok; k++) {
		bool rebind = false;
		ok = carry(o, s, k, &rebind);
		rets[k] = rebind ? s->u.loop.return_vars[k] : NULL;
	}
	if (ok) {
		/* a constant negative step counts down (the reference writes `<`
		 * for every loop, so its descending loops never run) */
		int64_t sc;
		bool down = ir_expr_is_const_int(s->u.loop.step, &sc) && sc < 0;
		line(o, "for (int64_t %s = %s; %s %s %s; %s += %s) {", iv, a, iv, down ? ">" : "<", b,
		     iv, st);
		int64_t a0, s0;
		bool trivial = ir_expr_is_const_int(s->u.loop.start, &a0) && a0 == 0 &&
			       ir_expr_is_const_int(s->u.loop.step, &s0) && s0 == 1;
		ok = emit_loop_body(o, s->u.loop.body, rets, n,
				    trivial ? iv : str(o, "((%s - %s) / %s)", iv, a, st));
	}
	free(rets);
	return ok;
}

/* The carry of iter arg k of while loop s: a trivial carry names its init, a rebind is a
 * mutable variable the body's yield assigns (ClassifyIterArgCarry's classes; a while
 * loop's trip count is unknown, so a task-id carry is one task id, not an array). */
static bool while_carry(struct orch *o, struct stmt *s, uint32_t k, bool rebind)
{
	struct iter_arg *it = &s->u.wloop.iter[k];
	struct var *rv = s->u.wloop.return_vars[k];
	const struct type *t = it->var->type;
	if (t->kind == TY_ARRAY)
		return unsupported(o, s->span, "an array carried by a while loop");
	const struct tid *it_t = tid_of(o, it->init);
	const char *init = it_t && it_t->name ? it_t->name : expr_code(o, it->init);
	if (!init)
		return false;
	if (it->init->kind == EX_VAR)
		init = ext(o, init);
	if (!rebind) {
		if (it->init->kind != EX_VAR && t->kind != TY_SCALAR)
			return unsupported(o, it->init->span, "a loop carry whose init is not a variable");
		o->emit[it->var->id] = o->emit[rv->id] = init;
		return true;
	}
	declare_rebound(o, it->var, rv, init);
	return true;
}

/* A while loop: its carries declared before it, `while (cond)` re-testing the condition
 * on them before every trip, the body's yield assigning the rebound ones. */
static bool emit_while(struct orch *o, struct stmt *s)
{
	uint32_t n = s->u.wloop.n_iter;
	bool *rebind = xcalloc(n + 1, sizeof *rebind);
	struct var **rets = xcalloc(n + 1, sizeof *rets);
	if (n && !o->ciac)
		o->ciac = ciac_new(o->p);
	if (n)
		ciac_while_rebind(o->ciac, s, rebind);
	bool ok = true;
	for (uint32_t k = 0; k < n && ok; k++) {
		ok = while_carry(o, s, k, rebind[k]);
		rets[k] = rebind[k] ? s->u.wloop.return_vars[k] : NULL;
	}
	const char *c = ok ? expr_code(o, s->u.wloop.cond) : NULL;
	if (c) {
		line(o, "while (%s) {", c);
		ok = emit_loop_body(o, s->u.wloop.body, rets, n, NULL);
	} else {
		ok = false;
	}
	free(rebind);
	free(rets);
	return ok;
}

/* A Tensor phi needs an initial value: the first tensor parameter, else a var a branch
 * yields that exists before the if. */
static const char *phi_init(struct orch *o, struct stmt *s)
{
	for (uint32_t i = 0; i < o->fn->n_params; i++)
		if (is_tensor(o->fn->params[i].var->type))
			return ext(o, var_name(o, o->fn->params[i].var));
	struct stmt_list *bodies[2] = {&s->u.cond.then_body, &s->u.cond.else_body};
	for (int k = 0; k < 2; k++) {
		struct stmt_list l = *bodies[k];
		if (l.n == 1 && ad_runtime_scope(l.v[0]))
			l = l.v[0]->u.scope.body;
		struct stmt *y = l.n ? l.v[l.n - 1] : NULL;
		for (uint32_t i = 0; y && y->kind == ST_YIELD && i < y->u.ret.values.n; i++) {
			const struct expr *e = y->u.ret.values.v[i];
			if (e->kind == EX_VAR && is_tensor(e->u.var->type) && o->emit[e->u.var->id])
				return ext(o, o->emit[e->u.var->id]);
		}
	}
	return NULL;
}

static bool emit_if(struct orch *o, struct stmt *s)
{
	const char *c = expr_code(o, s->u.cond.cond);
	if (!c)
		return false;
	const char *init = NULL;
	for (uint32_t k = 0; k < s->u.cond.n_ret; k++) {
		struct var *rv = s->u.cond.return_vars[k];
		const char *n = var_name(o, rv);
		if (is_tensor(rv->type)) {
			if (!init && !(init = phi_init(o, s)))
				return unsupported(o, s->span, "a tensor result of an if with no tensor in scope to "
						   "start from");
			line(o, "ChipTensor %s = %s;", n, init);
			ns_add(&o->mutables, n);
		} else {
			line(o, "%s %s;", cpp_type(rv->type), n);
		}
	}
	struct var **saved = o->ret_vars;
	uint32_t saved_n = o->n_ret;
	o->ret_vars = s->u.cond.return_vars;
	o->n_ret = s->u.cond.n_ret;
	line(o, "if (%s) {", c);
	o->indent++;
	bool ok = emit_list(o, s->u.cond.then_body);
	o->indent--;
	if (ok && s->u.cond.has_else) {
		line(o, "} else {");
		o->indent++;
		ok = emit_list(o, s->u.cond.else_body);
		o->indent--;
	}
	line(o, "}");
	o->ret_vars = saved;
	o->n_ret = saved_n;
	return ok;
}

static bool emit_yield(struct orch *o, struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.ret.values.n && i < o->n_ret; i++) {
		struct var *rv = o->ret_vars[i];
		const struct expr *e = s->u.ret.values.v[i];
		if (!rv)
			continue;
		const struct tid *rt = &o->tids[rv->id], *yt = tid_of(o, e);
		if (rt->gen == o->gen && rt->arr && rv->type->kind != TY_ARRAY) {
			if (yt && yt->arr) {
				if (strcmp(yt->arr, rt->arr) != 0)
					line(o, "for (int64_t __yield_i = 0; __yield_i < %" PRId64 "; ++__yield_i) "
					     "%s[__yield_i] = %s[__yield_i];", rt->n, rt->arr, yt->arr);
			} else if (yt && yt->name && o->slot) {
				line(o, "%s[%s] = %s;", rt->arr, o->slot, yt->name);
			} else {
				return unsupported(o, e->span, "a task-id carry yields something that is not a task id");
			}
			continue;
		}
		const char *v = expr_code(o, e);
		if (!v)
			return false;
		v = ext(o, v);
		const char *lhs = var_name(o, rv);
		if ((e->kind == EX_VAR && e->u.var == rv) || strcmp(lhs, v) == 0)
			continue;
		if (rv->type->kind == TY_ARRAY) {
			int64_t n;
			if (!rv->type->shape.n || !ir_expr_is_const_int(rv->type->shape.v[0], &n))
				return unsupported(o, e->span, "an array carry whose extent is not a constant");
			line(o, "for (int64_t __yield_i = 0; __yield_i < %" PRId64 "; ++__yield_i) %s[__yield_i] = "
			     "%s[__yield_i];", n, lhs, v);
			continue;
		}
		line(o, "%s = %s;", lhs, v);
	}
	return true;
}

static bool emit_call_assign(struct orch *o, struct var *v, const struct expr *call)
{
	unsigned before = o->tasks;
	if (!call_task(o, call))
		return false;
	if (!v)
		return true;
	if (ir_expr_type(call)->kind != TY_TUPLE)
		single_alias(o, v, call);
	else
		tuple_aliases(o, v, call, before);
	return true;
}

/* v = (a, b, ...): the elements taken from it name what the items name. */
static void tuple_value(struct orch *o, struct var *v, const struct expr *list)
{
	const struct elems *el = &o->elems[v->id];
	for (uint32_t i = 0; i < el->n; i++) {
		const struct expr *g = el->v[i]->u.assign.value;
		struct var *ev = el->v[i]->u.assign.var;
		if (g->u.get.index >= list->u.list.n)
			continue;
		const struct expr *item = list->u.list.v[g->u.get.index];
		if (item->kind != EX_VAR)
			continue;
		if (o->emit[item->u.var->id])
			o->emit[ev->id] = o->emit[item->u.var->id];
		const struct tid *t = tid_of(o, item);
		if (t)
			o->tids[ev->id] = *t;
	}
}

static bool emit_assign(struct orch *o, struct stmt *s)
{
	struct var *v = s->u.assign.var;
	struct expr *e = s->u.assign.value;
	if (o->graph_arg && o->graph_arg[v->id])
		return true; /* a boundary scalar of the Graph function */
	const char *name = var_name(o, v);
	switch (e->kind) {
	case EX_FCALL:
		return emit_call_assign(o, v, e);
	case EX_CALL:
		return emit_op(o, v, e);
	case EX_GETITEM:
		return true; /* bound with its call */
	case EX_LIST:
		tuple_value(o, v, e);
		return true;
	default:
		break;
	}
	const char *val = expr_code(o, e);
	if (!val)
		return false;
	const struct tid *t = tid_of(o, e);
	if (t)
		o->tids[v->id] = *t;
	val = e->kind == EX_VAR ? ext(o, val) : val;
	if (strcmp(val, name) == 0)
		return true;
	const char *ct = cpp_type(v->type);
	line(o, "%s %s = %s;", ct, name, val);
	if (is_tensor(v->type))
		ns_add(&o->mutables, name);
	return true;
}

static bool emit_scope(struct orch *o, struct stmt *s)
{
	bool manual = ad_manual_scope(s);
	o->hoist_at = s;
	ir_walk_stmts(s->u.scope.body, hoist_stmt, o);
	if (!batch_creates(o, s->u.scope.body, true))
		return false;
	line(o, "PTO2_SCOPE(%s) {", manual ? "PTO2ScopeMode::MANUAL" : "");
	o->indent++;
	unsigned saved = o->gen, saved_scope = o->scope;
	o->scope = ++o->next_scope;
	o->closed = xrealloc(o->closed, o->next_scope + 1);
	o->closed[o->scope] = 0;
	if (manual) {
		o->manual++;
		o->gen = ++o->next_gen;
		o->gen_open = xrealloc(o->gen_open, o->next_gen + 1);
		o->gen_open[o->gen] = 1;
	}
	bool ok = emit_list(o, s->u.scope.body);
	o->closed[o->scope] = 1;
	o->scope = saved_scope;
	if (manual) {
		o->manual--;
		o->gen_open[o->gen] = 0;
		o->gen = saved;
	}
	o->indent--;
	line(o, "}");
	return ok;
}

static bool emit_stmt(struct orch *o, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN:
		return emit_assign(o, s);
	case ST_EVAL:
		if (s->u.eval.value->kind == EX_FCALL)
			return emit_call_assign(o, NULL, s->u.eval.value);
		if (s->u.eval.value->kind == EX_CALL)
			return emit_op(o, NULL, s->u.eval.value);
		return unsupported(o, s->span, "this statement");
	case ST_RETURN:
		return true; /* the results are the external tensors */
	case ST_YIELD:
		return emit_yield(o, s);
	case ST_FOR:
		return emit_for(o, s);
	case ST_WHILE:
		return emit_while(o, s);
	case ST_IF:
		return emit_if(o, s);
	case ST_SCOPE:
		if (s->u.scope.kind == SC_SCOPE)
			return emit_scope(o, s);
		/* A hierarchy scope left in an orchestration function (the outline
		 * pass lifts them out of Opaque functions only) adds no runtime
		 * construct: its body runs in place. */
		if (ol_is_target(s, OL_HIERARCHY))
			return emit_list(o, s->u.scope.body);
		return unsupported(o, s->span, "a scope the outline passes should have removed");
	default:
		return unsupported(o, s->span, "this statement (break and continue have no orchestration "
				   "form)");
	}
}

static bool emit_list(struct orch *o, struct stmt_list l)
{
	bool ok = batch_creates(o, l, false);
	for (uint32_t i = 0; i < l.n && ok; i++) {
		struct stmt *s = l.v[i];
		if (is_create(s) && o->declared[s->u.assign.var->id]) {
			(void)var_name(o, s->u.assign.var);
			continue;
		}
		ok = emit_stmt(o, s);
	}
	return ok && !o->failed;
}

/* The analysis state of function fn's emission.  A Graph function's tensor
 * parameters are its own locals (bound from its task args), not ext_ tensors. */
static void orch_init(struct orch *o, const struct program *p, const struct function *fn,
		      const struct function *const *kernels, unsigned n, const be_t *be, bool graph)
{
	*o = (struct orch){.p = p, .be = be, .fn = fn, .kernels = kernels, .n_kernels = n, .indent = 1,
			   .pfx = ""};
	size_t nv = (size_t)p->n_vars + 1;
	o->emit = xcalloc(nv, sizeof *o->emit);
	o->lineage = xcalloc(nv, sizeof *o->lineage);
	o->used = xcalloc(nv, 1);
	o->root = xcalloc(nv + 1, sizeof *o->root);
	o->declared = xcalloc(nv, 1);
	o->create_size = xcalloc(nv, sizeof *o->create_size);
	o->defined = xcalloc(nv, 1);
	o->tids = xcalloc(nv, sizeof *o->tids);
	o->def = xcalloc(nv, sizeof *o->def);
	o->elems = xcalloc(nv, sizeof *o->elems);
	o->dscope = xcalloc(nv, sizeof *o->dscope);
	o->escapes = xcalloc(nv, 1);
	o->names_of = xcalloc(nv, sizeof *o->names_of);
	o->hoisted = xcalloc(nv, sizeof *o->hoisted);
	o->ad = ad_new(p);
	o->rl = rl_new(p);
	o->ids = cg_func_order(p, kernels, n, NULL);
	for (uint32_t i = 0; i < fn->n_params; i++) {
		struct var *v = fn->params[i].var;
		const char *b = base_name(v);
		o->emit[v->id] = b;
		/* only a tensor param is read as ext_<name>; a scalar one is its C++ local */
		if (is_tensor(v->type) && !graph)
			ns_add(&o->params, b);
		ns_add(&o->names, b);
		o->lineage[v->id] = v;
	}
	ir_walk_stmts(fn->body, uses_stmt, o);
	ir_walk_stmts(fn->body, lineage_stmt, o);
	ir_walk_stmts(fn->body, escape_stmt, o);
	for (uint32_t id = 0; id < p->n_vars; id++)
		if (o->lineage[id] && !o->emit[id])
			o->emit[id] = o->emit[o->lineage[id]->id];
}

static void orch_free(struct orch *o)
{
	for (size_t i = 0; i < (size_t)o->p->n_vars + 1; i++)
		free(o->elems[i].v);
	free(o->elems);
	free(o->emit);
	free(o->lineage);
	free(o->used);
	free(o->root);
	free(o->declared);
	free(o->create_size);
	free(o->by_ptr);
	free(o->gm_elems);
	free(o->defined);
	free(o->tids);
	free(o->closed);
	free(o->gen_open);
	free(o->dyn_syms);
	free(o->def);
	free(o->dscope);
	free(o->escapes);
	free(o->names_of);
	free(o->hoisted);
	free(o->subst);
	free(o->open);
	free(o->names.v);
	free(o->params.v);
	free(o->mutables.v);
	free(o->ids);
	rl_free(o->rl);
	ciac_free(o->ciac);
	ad_free(o->ad);
	arena_free(&o->a);
}

/* The emitted body after the declarations already in out, then tail; frees o. */
static bool orch_finish(struct orch *o, struct buf *body, struct buf *out, const char *tail, bool ok)
{
	buf_putc(out, '\n');
	buf_put(out, body->data ? body->data : "", body->len);
	buf_puts(out, tail);
	buf_free(body);
	ok = ok && !o->failed;
	orch_free(o);
	return ok;
}

/* The Graph functions fn calls, each once, in the order of their first call. */
struct graphs {
	const struct function **v;
	uint32_t n, cap;
	struct ad_ctx *ad;
	uint8_t *seen; /* by program function index */
};

static bool graph_callee(struct expr *e, void *ctx)
{
	struct graphs *g = ctx;
	if (e->kind != EX_FCALL || !e->u.fcall.callee || e->u.fcall.callee->kind != FK_Graph)
		return true;
	uint32_t fi = ad_index(g->ad, e->u.fcall.callee);
	if (g->seen[fi])
		return true;
	g->seen[fi] = 1;
	if (g->n == g->cap) {
		g->cap = g->cap ? 2 * g->cap : 4;
		g->v = xrealloc(g->v, sizeof *g->v * g->cap);
	}
	g->v[g->n++] = e->u.fcall.callee;
	return true;
}

static bool graph_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, graph_callee, ctx);
	return true;
}

/* A Graph function's launches replay with the values of the call that recorded them:
 * a launch's core count must be a constant, and a scalar a task (or op) takes must be a
 * boundary scalar (a parameter or one its call sites compute) or a constant
 * expression. */
struct graph_check {
	const struct function *g;
	const uint8_t *mark; /* the Graph's plan marks */
	bool ok;
};

static bool graph_scalar_ok(struct graph_check *c, const struct expr *a)
{
	if (!is_scalar_value(ir_expr_type(a)))
		return true;
	if (a->kind == EX_VAR) {
		uint8_t m = c->mark[a->u.var->id];
		if (m == GP_PARAM || m == GP_HOISTED)
			return true;
		diag_error(a->span, "Graph function '%s' passes the scalar '%s' to a task, and its call "
			   "sites cannot compute it: the recorded graph would replay it with the value of "
			   "its first call (compute it at the call site and pass it in, or derive it from "
			   "the function's scalar parameters and constants only)", c->g->name,
			   base_name(a->u.var));
		return false;
	}
	if (gp_derivable(a, NULL))
		return true;
	diag_error(a->span, "Graph function '%s' computes a scalar in a task argument: the recorded "
		   "graph would replay it with the value of its first call (bind it to a name first: a "
		   "named scalar derived from the function's scalar parameters and constants is "
		   "computed at its call sites)", c->g->name);
	return false;
}

static bool graph_launch_ok(struct expr *e, void *ctx)
{
	struct graph_check *c = ctx;
	if (!c->ok || (e->kind != EX_FCALL && e->kind != EX_CALL))
		return c->ok;
	struct expr_list args = e->kind == EX_FCALL ? e->u.fcall.args : e->u.call.args;
	for (uint32_t i = 0; i < args.n && c->ok; i++)
		c->ok = graph_scalar_ok(c, args.v[i]);
	if (!c->ok || e->kind != EX_FCALL)
		return c->ok;
	const struct expr *cn = ad_attr(e->u.fcall.attrs, "core_num");
	if (!cn && e->u.fcall.submit)
		cn = e->u.fcall.submit->core_num;
	if (cn && cn->kind != EX_INT) {
		diag_error(cn->span, "a launch in a Graph function takes core_num=, which is not a "
			   "compile-time constant: the recorded graph replays it with the core count of "
			   "its first call");
		c->ok = false;
	}
	return c->ok;
}

static bool graph_launch_stmt(struct stmt *s, void *ctx)
{
	ir_stmt_exprs(s, graph_launch_ok, ctx);
	return ((struct graph_check *)ctx)->ok;
}

/* static void pypto_graph_<name>(const CoreTaskArgs& args): the body of Graph function g,
 * its tensors and scalars bound from the task args of its launch (a scalar by reference:
 * the runtime patches the slot when it replays the recorded graph), the scalars its call
 * sites compute for it after its own, its task args named g<k>_ so they stay apart from
 * the entry's. */
static bool graph_function(const struct program *p, const struct function *g, unsigned k,
			   const struct function *const *kernels, unsigned n, const be_t *be,
			   struct gplan *plans, struct buf *out)
{
	struct orch o;
	orch_init(&o, p, g, kernels, n, be, true);
	const struct gplan *gp = graph_plan(plans, o.ad, p, g);
	struct graph_check chk = {.g = g, .mark = gp->mark, .ok = true};
	ir_walk_stmts(g->body, graph_launch_stmt, &chk);
	if (!chk.ok) {
		orch_free(&o);
		return false;
	}
	o.graph_arg = gp->mark;
	for (uint32_t j = 0; j < gp->n; j++)
		if (gp->mark[gp->defs[j]->u.assign.var->id] == GP_HOISTED)
			var_name(&o, gp->defs[j]->u.assign.var);
	char pfx[24];
	snprintf(pfx, sizeof pfx, "g%u_", k);
	o.pfx = pfx;
	struct buf body = {0};
	o.out = &body;
	bool ok = emit_list(&o, g->body);
	buf_printf(out, "static void pypto_graph_%s(const CoreTaskArgs& args) {\n", g->name);
	unsigned nt = 0, ns = 0;
	for (uint32_t i = 0; i < g->n_params; i++) {
		struct var *v = g->params[i].var;
		if (is_tensor(v->type))
			buf_printf(out, "    const ChipTensor& %s = args.tensor(%u).ref();\n", o.emit[v->id], nt++);
		else if (v->type->kind == TY_SCALAR || cu_is_comm_ctx(v->type))
			buf_printf(out, "    const uint64_t& %s = args.scalar(%u);\n", o.emit[v->id], ns++);
	}
	for (uint32_t j = 0; j < gp->n; j++) {
		const struct var *v = gp->defs[j]->u.assign.var;
		if (gp->mark[v->id] == GP_HOISTED)
			buf_printf(out, "    const uint64_t& %s = args.scalar(%u);\n", o.emit[v->id], ns++);
	}
	dyn_dims(&o, g, out);
	return orch_finish(&o, &body, out, "}\n\n", ok);
}

/* ---- the file ------------------------------------------------------------------------ */

bool cg_orchestration(const struct program *p, const struct function *orch,
		      const struct function *const *kernels, unsigned n, const be_t *be, struct buf *out)
{
	if (ir_check_function_depth(orch, IR_CODEGEN_MAX_DEPTH))
		return false; /* emission recurses per nested body */
	struct graphs gs = {.ad = ad_new(p), .seen = xcalloc((size_t)p->n_funcs + 1, 1)};
	ir_walk_stmts(orch->body, graph_stmt, &gs);
	ad_free(gs.ad);
	free(gs.seen);
	struct gplan *plans = xcalloc((size_t)p->n_funcs + 1, sizeof *plans);
	struct buf graphs = {0};
	bool ok = true;
	for (uint32_t i = 0; i < gs.n && ok; i++)
		ok = !ir_check_function_depth(gs.v[i], IR_CODEGEN_MAX_DEPTH) &&
		     graph_function(p, gs.v[i], i, kernels, n, be, plans, &graphs);
	free(gs.v);
	if (!ok) {
		gplans_free(plans, p->n_funcs + 1);
		buf_free(&graphs);
		return false;
	}
	struct orch o;
	orch_init(&o, p, orch, kernels, n, be, false);
	o.gplans = plans;
	o.subst = xcalloc((size_t)p->n_vars + 1, sizeof *o.subst);
	unsigned n_tensors = 0, n_scalars = 0;
	for (uint32_t i = 0; i < orch->n_params; i++) {
		struct var *v = orch->params[i].var;
		if (is_tensor(v->type))
			n_tensors++;
		else if (v->type->kind == TY_SCALAR || cu_is_comm_ctx(v->type))
			n_scalars++;
	}

	struct buf body = {0};
	o.out = &body;
	ok = emit_list(&o, orch->body);

	buf_printf(out, "// Orchestration Function: %s\n// Generated by PyPTO IR Compiler\n\n", orch->name);
	buf_puts(out, "#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\n"
		      "#include \"pto_orchestration_api.h\"\n\n");
	buf_put(out, graphs.data ? graphs.data : "", graphs.len);
	buf_free(&graphs);
	buf_puts(out, "extern \"C\" {\n\n"
		      "__attribute__((visibility(\"default\")))\n"
		      "PTO2OrchestrationConfig aicpu_orchestration_config(const ChipTaskArgs& orch_args) {\n"
		      "    (void)orch_args;\n    return PTO2OrchestrationConfig{\n");
	buf_printf(out, "        .expected_arg_count = %u,\n    };\n}\n\n", n_tensors + n_scalars);
	buf_puts(out, "__attribute__((visibility(\"default\")))\n"
		      "void aicpu_orchestration_entry(const ChipTaskArgs& orch_args) {\n"
		      "    // External tensors\n");
	unsigned k = 0;
	for (uint32_t i = 0; i < orch->n_params; i++) {
		struct var *v = orch->params[i].var;
		if (is_tensor(v->type))
			buf_printf(out, "    const ChipTensor& ext_%s = orch_args.tensor(%u).ref();\n", o.emit[v->id], k++);
	}
	if (n_scalars) {
		buf_puts(out, "\n    // Scalar params\n");
		k = 0;
		for (uint32_t i = 0; i < orch->n_params; i++) {
			struct var *v = orch->params[i].var;
			if (cu_is_comm_ctx(v->type)) {
				buf_printf(out, "    uint64_t %s = orch_args.scalar(%u);\n", o.emit[v->id], k++);
				continue;
			}
			if (v->type->kind != TY_SCALAR)
				continue;
			const char *t = ctype((enum dtype)v->type->dtype);
			buf_printf(out, "    %s %s = from_u64<%s>(orch_args.scalar(%u));\n", t, o.emit[v->id], t, k++);
		}
	}
	dyn_dims(&o, orch, out);
	gplans_free(plans, p->n_funcs + 1);
	return orch_finish(&o, &body, out, "}\n\n}  // extern \"C\"\n", ok);
}
