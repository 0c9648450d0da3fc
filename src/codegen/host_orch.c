/* orchestration/host_orch.py: the Python module a distributed program's HOST
 * orchestrator becomes (the reference's DistributedCodegen).  Its chip
 * dispatches build a TaskArgs per call and submit it to the chip orchestrator
 * built under next_levels/<name>/; comm domains become allocate_domain blocks. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "passes/comm_util.h"
#include "passes/return_lineage.h"
#include "diag.h"
#include "ir.h"
#include "spec.h"
#include "util.h"

/* The alignment simpler gives every window buffer (the reference's
 * kCommBufferAlignmentBytes): each slot's allocation is rounded up to it. */
#define COMM_ALIGN 32

struct ho {
	const struct program *p;
	const struct function *f; /* the host orchestrator */
	struct buf *out;
	int indent;
	struct cu_lineage L;
	struct stmt **doms; /* every comm-domain scope of f, in source order */
	uint32_t n_doms, cap_doms;
	/* by var id: 1 + the index in doms of the scope whose slot that window
	 * buffer is (a buffer is the slot of one scope), 0 for none */
	uint32_t *slot_dom;
	bool *is_open;      /* by domain index: its scope is around the statement emitted */
	unsigned *used_by;  /* by domain index: 1 + the _ta number of the last dispatch passing its windows */
	uint32_t *used;     /* the domains one dispatch passes windows of, in first-use order */
	unsigned char *hoisted; /* by var id: a top-level tensor.create of _alloc_intermediates */
	const struct expr **tuple_of; /* by var id: the dispatch whose tuple result the var is */
	struct rl_ctx *rl;            /* which argument each value a callee returns is */
	unsigned ta;            /* the next _ta_<n> */
	bool in_alloc;          /* emitting _alloc_intermediates */
	bool failed;
};

static bool fail(struct ho *h, struct span at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(struct ho *h, struct span at, const char *fmt, ...)
{
	char msg[320];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_error(at, "host orchestration codegen: %s", msg);
	h->failed = true;
	return false;
}

static void line(struct ho *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(struct ho *h, const char *fmt, ...)
{
	for (int i = 0; i < h->indent; i++)
			buf_puts(h->out, "    ");
	va_list ap;
	va_start(ap, fmt);
	char tmp[1024];
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof tmp) {
		buf_put(h->out, tmp, (size_t)n);
	} else if (n >= 0) {
		char *big = xmalloc((size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(big, (size_t)n + 1, fmt, ap);
		va_end(ap);
		buf_put(h->out, big, (size_t)n);
		free(big);
	}
	buf_putc(h->out, '\n');
}

static void push(struct stmt ***v, uint32_t *n, uint32_t *cap, struct stmt *s)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 4;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	(*v)[(*n)++] = s;
}

/* ---- names and types ------------------------------------------------------------- */

static const struct spec_op *call_op(const struct expr *e)
{
	return e && e->kind == EX_CALL ? &spec_ops[e->u.call.op] : NULL;
}

static bool is_role(const struct expr *e, const char *role)
{
	return e && e->kind == EX_CALL && cu_role(e->u.call.op, role);
}

/* The index in doms of the scope whose slot window buffer b is, or -1. */
static int buffer_dom(const struct ho *h, const struct var *b)
{
	return b && b->id < h->p->n_vars ? (int)h->slot_dom[b->id] - 1 : -1;
}

/* The comm-domain handle of scope s: __comm_d<n>, n its declaration order
 * (every scope has a slot; comm_domain refuses one without). */
static int dom_index(const struct ho *h, const struct stmt *s)
{
	return s->u.scope.n_slots ? buffer_dom(h, s->u.scope.slots[0]) : -1;
}

/* The domain of the open comm-domain scope holding window buffer b, or -1. */
static int owning_dom(const struct ho *h, const struct var *b)
{
	int d = buffer_dom(h, b);
	return d >= 0 && h->is_open[d] ? d : -1;
}

/* ---- expressions ----------------------------------------------------------------- */

static bool py_expr(struct ho *h, const struct expr *e, bool unwrap, struct buf *b);

static bool py_shape(struct ho *h, struct expr_list l, struct buf *b)
{
	buf_putc(b, '(');
	for (uint32_t i = 0; i < l.n; i++) {
		if (i)
			buf_puts(b, ", ");
		if (!py_expr(h, l.v[i], false, b))
			return false;
	}
	buf_puts(b, l.n == 1 ? ",)" : ")");
	return true;
}

/* Python text of scalar expression e; `unwrap`: a var assigned in the host
 * orchestrator stands for its value (a window size is written before the
 * statements that bind its hoisted temporaries). */
static bool py_expr(struct ho *h, const struct expr *e, bool unwrap, struct buf *b)
{
	static const char *const sym[BO_COUNT] = {
		[BO_ADD] = "+",	    [BO_SUB] = "-",	[BO_MUL] = "*",	  [BO_FLOORDIV] = "//",
		[BO_DIV] = "/",	    [BO_MOD] = "%",	[BO_POW] = "**",  [BO_EQ] = "==",
		[BO_NE] = "!=",	    [BO_LT] = "<",	[BO_LE] = "<=",	  [BO_GT] = ">",
		[BO_GE] = ">=",	    [BO_AND] = "and", [BO_OR] = "or",	  [BO_XOR] = "^",
		[BO_BITAND] = "&",  [BO_BITOR] = "|",	[BO_BITXOR] = "^", [BO_SHL] = "<<",
		[BO_SHR] = ">>",
	};
	if (unwrap)
		e = cu_lineage_unwrap(&h->L, e);
	switch (e->kind) {
	case EX_VAR:
		buf_puts(b, e->u.var->name);
		return true;
	case EX_INT:
		buf_printf(b, "%" PRId64, e->u.i);
		return true;
	case EX_FLOAT:
		buf_printf(b, "%f", e->u.f);
		return true;
	case EX_BOOL:
		buf_puts(b, e->u.b ? "True" : "False");
		return true;
	case EX_BINARY: {
		bool call = e->u.bin.op == BO_MIN || e->u.bin.op == BO_MAX;
		buf_puts(b, call ? (e->u.bin.op == BO_MIN ? "min(" : "max(") : "(");
		if (!py_expr(h, e->u.bin.l, unwrap, b))
			return false;
		if (call)
			buf_puts(b, ", ");
		else
			buf_printf(b, " %s ", sym[e->u.bin.op]);
		if (!py_expr(h, e->u.bin.r, unwrap, b))
			return false;
		buf_putc(b, ')');
		return true;
	}
	case EX_UNARY: {
		static const char *const pre[UO_COUNT] = {[UO_NEG] = "(-", [UO_BITNOT] = "(~",
							  [UO_NOT] = "(not ", [UO_ABS] = "abs("};
		buf_puts(b, pre[e->u.un.op]);
		if (!py_expr(h, e->u.un.x, unwrap, b))
			return false;
		buf_putc(b, ')');
		return true;
	}
	case EX_CAST: {
		enum dtype dt = (enum dtype)e->dtype;
		const char *n = dtype_infos[dt].str;
		bool fl = n[0] == 'f' || strncmp(n, "bf", 2) == 0;
		buf_puts(b, fl ? "float(" : dt == DT_BOOL ? "bool(" : "int(");
		if (!py_expr(h, e->u.un.x, unwrap, b))
			return false;
		buf_putc(b, ')');
		return true;
	}
	case EX_CALL:
		if (is_role(e, "WorldSize")) {
			buf_puts(b, "world_size");
			return true;
		}
		return fail(h, e->span, "%s in a HOST orchestrator's expression (move it into a lower-level "
			    "function)", call_op(e)->name);
	default:
		return fail(h, e->span, "an expression of this kind in a HOST orchestrator");
	}
}

static const char *expr_text(struct ho *h, const struct expr *e, bool unwrap, struct buf *b)
{
	buf_clear(b);
	if (!py_expr(h, e, unwrap, b))
		return NULL;
	return b->data ? b->data : "";
}

/* The name of the tensor var e (a host tensor lives in tensors["name"]). */
static const char *tensor_var(struct ho *h, const struct expr *e)
{
	if (e->kind != EX_VAR) {
		fail(h, e->span, "a tensor argument that is not a variable");
		return NULL;
	}
	return e->u.var->name;
}

/* ---- chip and SubWorker dispatch -------------------------------------------------- */

static const char *tag_of(uint8_t dir)
{
	return dir == DIR_OUT ? "TensorArgType.OUTPUT_EXISTING"
	       : dir == DIR_INOUT ? "TensorArgType.INOUT"
				  : "TensorArgType.INPUT";
}

/* The per-rank device context a CommCtx argument stands for:
 * __comm_d<n>[rank].device_ctx of its window's domain, or an explicit CommCtx var. */
static bool comm_ctx_arg(struct ho *h, const struct expr *a, const char *rank, struct buf *b)
{
	const struct expr *d = cu_lineage_unwrap(&h->L, a);
	if (is_role(d, "CommCtx") && d->u.call.args.n) {
		int s = owning_dom(h, cu_lineage_buffer(&h->L, d->u.call.args.v[0]));
		if (s < 0)
			return fail(h, a->span, "a communication context whose window buffer is in no comm "
				    "domain around the dispatch");
		if (!rank)
			return fail(h, a->span, "a communication context passed by a dispatch without device=");
		buf_printf(b, "__comm_d%d[%s].device_ctx", s, rank);
		return true;
	}
	if (d->kind == EX_VAR) {
		buf_puts(b, d->u.var->name);
		return true;
	}
	return fail(h, a->span, "a communication context that is not pld.system.get_comm_ctx of a window");
}

static bool has_out_param(const struct function *c)
{
	for (uint32_t i = 0; i < c->n_params; i++)
		if (c->params[i].dir != DIR_IN)
			return true;
	return false;
}

/* What one dispatch builds: its TaskArgs number, the rank it is pinned to (or NULL),
 * its scalar lines (added after every tensor), the domains whose windows it passes
 * (each once, in first-use order; at most the open ones). */
struct dsp {
	unsigned ta;
	const char *rk;
	struct buf t, scalars;
	unsigned n_used; /* domains in h->used */
};

/* Adds argument i (`a`) of a dispatch of `c` to its TaskArgs. */
static bool dispatch_arg(struct ho *h, struct dsp *d, const struct function *c, uint32_t i, const struct expr *a)
{
	const struct type *ty = ir_expr_type(a);
	uint8_t dir = i < c->n_params ? c->params[i].dir : DIR_IN;
	if (cu_is_comm_ctx(ty)) {
		buf_printf(&d->scalars, "_ta_%u.add_scalar(", d->ta);
		bool ok = comm_ctx_arg(h, a, d->rk, &d->scalars);
		buf_puts(&d->scalars, ")\n");
		return ok;
	}
	if (ty->kind == TY_TENSOR && ty->distributed) {
		const struct var *b = cu_lineage_buffer(&h->L, a);
		int s = owning_dom(h, b);
		const char *dt = dtype_infos[ty->dtype].rt;
		if (s < 0)
			return fail(h, a->span, "a DistributedTensor argument whose window is in no comm domain "
				    "around the dispatch");
		if (!d->rk)
			return fail(h, a->span, "a DistributedTensor argument of a dispatch without device=");
		if (!dt)
			return fail(h, a->span, "a DistributedTensor of an element type simpler has no DataType for");
		if (h->used_by[s] != d->ta + 1) {
			h->used_by[s] = d->ta + 1;
			h->used[d->n_used++] = (uint32_t)s;
		}
		buf_clear(&d->t);
		if (!py_shape(h, ty->shape, &d->t))
			return false;
		line(h, "_ta_%u.add_tensor(__comm_d%d[%s].buffers[\"%s\"].tensor(shapes=%s, dtype=DataType.%s), %s)",
		     d->ta, s, d->rk, b->name, d->t.data, dt,
		     i < c->n_params ? tag_of(dir) : "TensorArgType.INOUT");
		return true;
	}
	if (ty->kind == TY_TENSOR) {
		const char *n = tensor_var(h, a);
		if (n)
			line(h, "_ta_%u.add_tensor(make_tensor_arg(orch._worker, tensors[\"%s\"]), %s)", d->ta, n,
			     tag_of(dir));
		return n != NULL;
	}
	if (ty->kind == TY_SCALAR) {
		const char *v = expr_text(h, a, false, &d->t);
		if (v)
			buf_printf(&d->scalars, "_ta_%u.add_scalar(%s)\n", d->ta, v);
		return v != NULL;
	}
	return fail(h, a->span, "an argument of this type in a dispatch from a HOST orchestrator");
}

/* The result of a dispatch of `c` assigned to `target`: a shared tensor of its own
 * when the callee writes no argument (made on first use), an output argument. */
static bool dispatch_result_tensor(struct ho *h, struct dsp *d, const struct expr *call,
				   const struct function *c, const struct var *target)
{
	const struct type *rt = c->rets[0];
	buf_clear(&d->t);
	if (rt->kind != TY_TENSOR)
		return fail(h, call->span, "a dispatch whose result is not a tensor");
	if (!py_shape(h, rt->shape, &d->t))
		return false;
	line(h, "if \"%s\" not in tensors:", target->name);
	line(h, "    tensors[\"%s\"] = torch.zeros(%s, dtype=torch.%s).share_memory_()", target->name, d->t.data,
	     dtype_infos[rt->dtype].torch);
	line(h, "_ta_%u.add_tensor(make_tensor_arg(orch._worker, tensors[\"%s\"]), TensorArgType.OUTPUT_EXISTING)",
	     d->ta, target->name);
	return true;
}

/* After a dispatch of `c` assigned to `target`: the result is the tensor the callee
 * writes, its first Out/InOut tensor argument (windows are named by their domain). */
static bool dispatch_alias(struct ho *h, const struct expr *call, const struct function *c,
			   const struct var *target)
{
	struct expr_list a = call->u.fcall.args;
	if (c->n_rets > 1 || (c->n_rets == 1 && c->rets[0]->kind == TY_TUPLE)) {
		h->tuple_of[target->id] = call; /* its elements are named by tuple_element */
		return true;
	}
	if (c->n_rets != 1 || ir_expr_type(call)->distributed)
		return true;
	for (uint32_t i = 0; i < c->n_params && i < a.n; i++) {
		const struct type *ty = ir_expr_type(a.v[i]);
		if (c->params[i].dir == DIR_IN || ty->distributed || a.v[i]->kind != EX_VAR)
			continue;
		line(h, "tensors[\"%s\"] = tensors[\"%s\"]", target->name, a.v[i]->u.var->name);
		break;
	}
	return true;
}

/* A call of chip orchestrator / SubWorker `c`; `target` the var it assigns or NULL. */
static bool dispatch(struct ho *h, const struct expr *call, const struct function *c, const struct var *target)
{
	bool sub = c->role == ROLE_SubWorker && c->level >= LV_HOST;
	struct expr_list a = call->u.fcall.args;
	if (call->u.fcall.submit)
		return fail(h, call->span, "pl.submit of a chip orchestrator in a HOST orchestrator");
	struct buf rank = {0};
	if (call->u.fcall.device && !py_expr(h, call->u.fcall.device, false, &rank)) {
		buf_free(&rank);
		return false;
	}
	struct dsp d = {.ta = h->ta++, .rk = rank.data};
	line(h, "_ta_%u = TaskArgs()", d.ta);
	bool ok = true;
	for (uint32_t i = 0; ok && i < a.n; i++)
		ok = dispatch_arg(h, &d, c, i, a.v[i]);
	if (ok && target && c->n_rets && !has_out_param(c))
		ok = dispatch_result_tensor(h, &d, call, c, target);
	if (ok && !sub && d.rk)
		for (unsigned k = 0; k < d.n_used; k++)
			line(h, "_ta_%u.add_tensor(make_tensor_arg(orch._worker, tensors[\"__comm_d%d_ord\"][%s]), "
				"TensorArgType.INOUT)",
			     d.ta, h->used[k], d.rk);
	if (ok && d.scalars.len)
		for (char *s = d.scalars.data, *nl; (nl = strchr(s, '\n')); s = nl + 1)
			line(h, "%.*s", (int)(nl - s), s);
	if (ok && sub) {
		line(h, "orch.submit_sub(sub_ids[\"%s\"], _ta_%u)", c->name, d.ta);
	} else if (ok) {
		line(h, "_keep.append(_ta_%u)", d.ta);
		line(h, "_submit_chip(orch, callables[\"%s\"], _ta_%u, config, %s)", c->name, d.ta,
		     d.rk ? d.rk : "None");
	}
	if (ok && target)
		ok = dispatch_alias(h, call, c, target);
	buf_free(&rank);
	buf_free(&d.t);
	buf_free(&d.scalars);
	if (!ok)
		h->failed = true;
	return ok;
}

/* ---- statements ------------------------------------------------------------------ */

static bool emit_list(struct ho *h, struct stmt_list l);

/* tensor.create: a zeroed shared tensor, made before the runtime forks. */
static bool tensor_create(struct ho *h, const struct var *v, const struct expr *call)
{
	const struct type *ty = ir_expr_type(call);
	struct buf t = {0};
	bool ok = ty->kind == TY_TENSOR && py_shape(h, ty->shape, &t);
	if (ok)
		line(h, "tensors[\"%s\"] = torch.zeros(%s, dtype=torch.%s).share_memory_()", v->name, t.data,
		     dtype_infos[ty->dtype].torch);
	buf_free(&t);
	return ok;
}

/* tensor.slice: an index of the source in tensors[]; a dropped axis is a scalar index. */
static bool tensor_slice(struct ho *h, const struct var *v, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	if (a.n < 3 || a.v[1]->kind != EX_LIST || a.v[2]->kind != EX_LIST ||
	    a.v[1]->u.list.n != a.v[2]->u.list.n)
		return fail(h, call->span, "a tensor.slice whose shape and offsets are not lists of one length");
	const char *src = tensor_var(h, a.v[0]);
	if (!src)
		return false;
	const struct expr *drop = a.n >= 5 && a.v[4]->kind == EX_LIST ? a.v[4] : NULL;
	struct buf ix = {0};
	bool ok = true;
	for (uint32_t i = 0; ok && i < a.v[1]->u.list.n; i++) {
		bool dropped = false;
		for (uint32_t k = 0; drop && k < drop->u.list.n; k++) {
			int64_t d;
			dropped |= ir_expr_is_const_int(drop->u.list.v[k], &d) && d == (int64_t)i;
		}
		if (i)
			buf_puts(&ix, ", ");
		const struct expr *off = a.v[2]->u.list.v[i];
		int64_t c;
		if (dropped) {
			ok = py_expr(h, off, false, &ix);
		} else if (ir_expr_is_const_int(off, &c) && c == 0) {
			buf_puts(&ix, "0:");
			ok = py_expr(h, a.v[1]->u.list.v[i], false, &ix);
		} else {
			struct buf o = {0};
			ok = py_expr(h, off, false, &o);
			if (ok) {
				buf_printf(&ix, "%s:%s + ", o.data, o.data);
				ok = py_expr(h, a.v[1]->u.list.v[i], false, &ix);
			}
			buf_free(&o);
		}
	}
	if (ok)
		line(h, "tensors[\"%s\"] = tensors[\"%s\"][%s]", v->name, src, ix.data ? ix.data : "");
	buf_free(&ix);
	return ok;
}

/* `off:off + n` (or `0:n` at offset 0) into ix. */
static bool index_range(struct ho *h, const struct expr *off, const char *n_text, const struct expr *n,
			struct buf *ix)
{
	int64_t c;
	struct buf o = {0};
	bool zero = ir_expr_is_const_int(off, &c) && c == 0;
	bool ok = zero || py_expr(h, off, false, &o);
	if (ok)
		buf_printf(ix, "%s:%s%s", zero ? "0" : o.data, zero ? "" : o.data, zero ? "" : " + ");
	if (ok && n_text)
		buf_puts(ix, n_text);
	else if (ok)
		ok = py_expr(h, n, false, ix);
	buf_free(&o);
	return ok;
}

/* tensor.assemble: the source's valid region written into the target in place
 * (the reference's HOST lowering), the result naming the target.  A source of
 * lower rank fills the trailing axes; each leading axis takes one index. */
static bool tensor_assemble(struct ho *h, const struct var *v, const struct expr *call)
{
	struct expr_list a = call->u.call.args;
	const struct kwval *at = ir_call_kwarg(call, "atomic");
	if (at && at->present && at->i != 0)
		return fail(h, call->span, "pl.assemble(..., atomic=pl.AtomicType.Add) in HOST orchestrator '%s': "
			    "the host has no atomic combine; only an InCore function can accumulate (move it "
			    "into the scope that makes the partial result)", h->f->name);
	if (a.n < 3 || a.v[2]->kind != EX_LIST)
		return fail(h, call->span, "a tensor.assemble whose offsets are not a list");
	const struct type *tt = ir_expr_type(a.v[0]), *st = ir_expr_type(a.v[1]);
	if (tt->kind != TY_TENSOR || st->kind != TY_TENSOR || tt->distributed || st->distributed)
		return fail(h, call->span, "a tensor.assemble in a HOST orchestrator takes plain tensors only");
	const char *dst = tensor_var(h, a.v[0]), *src = dst ? tensor_var(h, a.v[1]) : NULL;
	if (!src)
		return false;
	struct expr_list off = a.v[2]->u.list, valid = ir_valid_shape(st);
	uint32_t rank = tt->shape.n, srank = valid.n;
	if (off.n != rank || srank > rank)
		return fail(h, call->span, "a tensor.assemble whose offsets do not match the target's rank, or "
			    "whose source has more axes than its target");
	struct buf lhs = {0}, rhs = {0};
	bool ok = true;
	for (uint32_t i = 0; ok && i < rank; i++) {
		if (i)
			buf_puts(&lhs, ", ");
		bool lead = i < rank - srank;
		ok = index_range(h, off.v[i], lead ? "1" : NULL, lead ? NULL : valid.v[i - (rank - srank)], &lhs);
	}
	for (uint32_t i = 0; ok && i < srank; i++) {
		buf_puts(&rhs, i ? ", 0:" : "[0:");
		ok = py_expr(h, valid.v[i], false, &rhs);
	}
	if (ok && srank)
		buf_putc(&rhs, ']');
	if (ok) {
		line(h, "tensors[\"%s\"][%s] = tensors[\"%s\"]%s", dst, lhs.data ? lhs.data : "...", src,
		     rhs.data ? rhs.data : "");
		if (strcmp(v->name, dst) != 0)
			line(h, "tensors[\"%s\"] = tensors[\"%s\"]", v->name, dst);
	}
	buf_free(&lhs);
	buf_free(&rhs);
	return ok;
}

static bool is_create(const struct stmt *s)
{
	const struct spec_op *op = s->kind == ST_ASSIGN ? call_op(s->u.assign.value) : NULL;
	const struct type *t = op ? s->u.assign.var->type : NULL;
	/* a window view is typed like a new tensor but lives in the comm domain */
	return op && op->type_rule.kind == TR_tensor_create && !(t && t->distributed) &&
	       !is_role(s->u.assign.value, "Window");
}

/* `v = t[i]` of the tuple result t of a dispatch: the argument the callee returns at i
 * (its return lineage), as dispatch_alias names a single result. */
static bool tuple_element(struct ho *h, const struct var *v, const struct expr *e)
{
	const struct expr *call = h->tuple_of[e->u.get.x->u.var->id];
	const struct function *c = call->u.fcall.callee;
	struct expr_list a = call->u.fcall.args;
	uint32_t n = 0;
	const int32_t *pos = rl_returned_params(h->rl, c, &n);
	int32_t k = e->u.get.index < n ? pos[e->u.get.index] : -1;
	if (k < 0 || (uint32_t)k >= a.n || a.v[k]->kind != EX_VAR || ir_expr_type(a.v[k])->distributed ||
	    ir_expr_type(a.v[k])->kind != TY_TENSOR)
		return fail(h, e->span, "element %u of the result of '%s' is not one of its tensor arguments",
			    e->u.get.index, c->name);
	line(h, "tensors[\"%s\"] = tensors[\"%s\"]", v->name, a.v[k]->u.var->name);
	return true;
}

static bool assign(struct ho *h, const struct stmt *s)
{
	const struct var *v = s->u.assign.var;
	const struct expr *e = s->u.assign.value;
	const struct type *vt = v->type;
	if (h->hoisted[v->id])
		return true; /* made by _alloc_intermediates */
	if (e->kind == EX_FCALL && e->u.fcall.callee)
		return dispatch(h, e, e->u.fcall.callee, v);
	if (e->kind == EX_GETITEM && e->u.get.x->kind == EX_VAR && h->tuple_of[e->u.get.x->u.var->id])
		return tuple_element(h, v, e);
	/* window views, their buffers and contexts are compile-time: the comm domain
	 * block and the dispatches name them */
	if (vt && vt->kind == TY_TENSOR && vt->distributed &&
	    (e->kind == EX_VAR || is_role(e, "Window")))
		return true;
	if (is_role(e, "CommCtx") || is_role(e, "AllocWindow") || is_role(e, "Window"))
		return true;
	if (vt && vt->kind == TY_TENSOR && e->kind == EX_VAR) {
		line(h, "tensors[\"%s\"] = tensors[\"%s\"]", v->name, e->u.var->name);
		return true;
	}
	const struct spec_op *op = call_op(e);
	if (op && is_create(s))
		return fail(h, s->span, "pl.create_tensor in a HOST orchestrator must be a top-level "
			    "statement (not nested in control flow): it is made before the runtime starts");
	if (op && strcmp(op->op_category, "TensorOp") == 0 && op->type_rule.kind == TR_slice)
		return tensor_slice(h, v, e);
	if (op && strcmp(op->op_category, "TensorOp") == 0 && op->type_rule.kind == TR_assemble)
		return tensor_assemble(h, v, e);
	if (op && (strcmp(op->op_category, "TensorOp") == 0 || strcmp(op->op_category, "TileOp") == 0))
		return fail(h, s->span, "%s in HOST orchestrator '%s' (move it into a lower-level function)",
			    op->name, h->f->name);
	struct buf t = {0};
	bool ok = py_expr(h, e, false, &t);
	if (ok)
		line(h, "%s = %s", v->name, t.data);
	buf_free(&t);
	return ok;
}

static bool comm_domain(struct ho *h, struct stmt *s)
{
	int d = dom_index(h, s);
	if (!s->u.scope.n_slots)
		return fail(h, s->span, "a comm domain without window buffers");
	struct buf workers = {0}, size = {0}, total = {0};
	buf_putc(&workers, '[');
	if (!s->u.scope.n_devices)
		buf_puts(&workers, "*range(world_size)");
	for (uint32_t i = 0; i < s->u.scope.n_devices; i++)
		buf_printf(&workers, "%s%" PRId64, i ? ", " : "", s->u.scope.devices[i]);
	buf_putc(&workers, ']');
	/* each slot's byte size: the operand of the alloc_window_buffer defining it */
	const char **sizes = xcalloc(s->u.scope.n_slots, sizeof *sizes);
	bool ok = true;
	for (uint32_t i = 0; ok && i < s->u.scope.n_slots; i++) {
		const struct var *b = s->u.scope.slots[i];
		const struct expr *def = b->id < h->p->n_vars ? h->L.def[b->id] : NULL;
		if (!is_role(def, "AllocWindow") || !def->u.call.args.n) {
			ok = fail(h, s->span, "window buffer '%s' is not defined by pld.tensor.alloc_window_buffer",
				  b->name);
			break;
		}
		buf_clear(&size);
		ok = py_expr(h, def->u.call.args.v[0], true, &size);
		if (ok) {
			sizes[i] = xstrdup(size.data);
			buf_printf(&total, "%s((((%s + %d) // %d) * %d))", i ? " + " : "", sizes[i], COMM_ALIGN - 1,
				   COMM_ALIGN, COMM_ALIGN);
		}
	}
	if (ok) {
		line(h, "with (_domain_provider or orch.allocate_domain)(");
		h->indent++;
		line(h, "name=\"comm_d%d\",", d);
		line(h, "workers=%s,", workers.data);
		line(h, "window_size=%s,", total.data);
		line(h, "buffers=[");
		h->indent++;
		for (uint32_t i = 0; i < s->u.scope.n_slots; i++)
			line(h, "CommBufferSpec(name=\"%s\", dtype=\"opaque\", count=%s, nbytes=(((%s + %d) // %d) * %d)),",
			     s->u.scope.slots[i]->name, sizes[i], sizes[i], COMM_ALIGN - 1, COMM_ALIGN, COMM_ALIGN);
		h->indent--;
		line(h, "],");
		h->indent--;
		line(h, ") as __comm_d%d:", d);
		h->indent++;
		h->is_open[d] = true;
		size_t before = h->out->len;
		ok = emit_list(h, s->u.scope.body);
		if (h->out->len == before)
			line(h, "pass");
		h->is_open[d] = false;
		h->indent--;
	}
	for (uint32_t i = 0; i < s->u.scope.n_slots; i++)
		free((char *)sizes[i]);
	free(sizes);
	buf_free(&workers);
	buf_free(&size);
	buf_free(&total);
	return ok;
}

/* The last pl.yield_ of a branch body: the values its if's results take there. */
static const struct stmt *last_yield(struct stmt_list l)
{
	return l.n && l.v[l.n - 1]->kind == ST_YIELD ? l.v[l.n - 1] : NULL;
}

static bool branch(struct ho *h, const struct stmt *s, struct stmt_list body)
{
	h->indent++;
	size_t before = h->out->len;
	bool ok = emit_list(h, body);
	const struct stmt *y = last_yield(body);
	for (uint32_t i = 0; ok && y && i < s->u.cond.n_ret && i < y->u.ret.values.n; i++) {
		const struct var *r = s->u.cond.return_vars[i];
		const struct expr *val = y->u.ret.values.v[i];
		struct buf t = {0};
		if (r->type && r->type->kind == TY_TENSOR && val->kind == EX_VAR)
			line(h, "tensors[\"%s\"] = tensors[\"%s\"]", r->name, val->u.var->name);
		else if ((ok = py_expr(h, val, false, &t)))
			line(h, "%s = %s", r->name, t.data);
		buf_free(&t);
	}
	if (ok && h->out->len == before)
		line(h, "pass");
	h->indent--;
	return ok;
}

/* A loop-carried value the host holds: a tensor (in tensors[]) or a scalar.  A
 * window view or communication context is compile-time (its comm domain names
 * it at each dispatch), so carrying one emits nothing. */
static bool carried(const struct var *v)
{
	const struct type *t = v->type;
	return t && !cu_is_comm_ctx(t) && !(t->kind == TY_TENSOR && t->distributed);
}

static bool is_host_tensor(const struct var *v)
{
	return v->type && v->type->kind == TY_TENSOR;
}

/* Before a loop: each carried value starts as its init. */
static bool carry_init(struct ho *h, const struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		const struct iter_arg *it = &s->u.loop.iter[i];
		if (!carried(it->var))
			continue;
		if (is_host_tensor(it->var)) {
			const char *n = tensor_var(h, it->init);
			if (!n)
				return false;
			line(h, "tensors[\"%s\"] = tensors[\"%s\"]", it->var->name, n);
			continue;
		}
		struct buf t = {0};
		bool ok = py_expr(h, it->init, false, &t);
		if (ok)
			line(h, "%s = %s", it->var->name, t.data);
		buf_free(&t);
		if (!ok)
			return false;
	}
	return true;
}

/* At the end of a loop body: the carried values of the next iteration, the
 * body's pl.yield_ values, assigned at once (a yield may swap two carries). */
static bool carry_next(struct ho *h, const struct stmt *s)
{
	const struct stmt *y = last_yield(s->u.loop.body);
	struct buf l = {0}, r = {0};
	bool ok = true;
	for (uint32_t i = 0; ok && y && i < s->u.loop.n_iter && i < y->u.ret.values.n; i++) {
		const struct var *v = s->u.loop.iter[i].var;
		const struct expr *val = y->u.ret.values.v[i];
		if (!carried(v))
			continue;
		const char *sep = l.len ? ", " : "";
		if (is_host_tensor(v)) {
			const char *n = tensor_var(h, val);
			if (!(ok = n != NULL))
				break;
			buf_printf(&l, "%stensors[\"%s\"]", sep, v->name);
			buf_printf(&r, "%stensors[\"%s\"]", sep, n);
		} else {
			buf_printf(&l, "%s%s", sep, v->name);
			buf_puts(&r, sep);
			ok = py_expr(h, val, false, &r);
		}
	}
	if (ok && l.len)
		line(h, "%s = %s", l.data, r.data);
	buf_free(&l);
	buf_free(&r);
	return ok;
}

/* After a loop: its results are the last carried values. */
static bool carry_result(struct ho *h, const struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.loop.n_iter; i++) {
		const struct var *v = s->u.loop.iter[i].var, *r = s->u.loop.return_vars[i];
		if (!carried(v) || !r)
			continue;
		if (is_host_tensor(v))
			line(h, "tensors[\"%s\"] = tensors[\"%s\"]", r->name, v->name);
		else
			line(h, "%s = %s", r->name, v->name);
	}
	return true;
}

static bool emit_stmt(struct ho *h, struct stmt *s)
{
	struct buf a = {0}, b = {0}, c = {0};
	bool ok = true;
	switch (s->kind) {
	case ST_ASSIGN:
		ok = assign(h, s);
		break;
	case ST_EVAL: {
		const struct expr *e = s->u.eval.value;
		if (e->kind == EX_FCALL && e->u.fcall.callee) {
			ok = dispatch(h, e, e->u.fcall.callee, NULL);
		} else if (is_role(e, "AllocWindow") || is_role(e, "Window")) {
			ok = true;
		} else if ((ok = py_expr(h, e, false, &a))) {
			line(h, "%s", a.data);
		}
		break;
	}
	case ST_RETURN: /* results are the Out tensors the dispatches wrote */
	case ST_YIELD:	/* an if's yields are written by its branches */
		break;
	case ST_FOR:
		ok = py_expr(h, s->u.loop.start, false, &a) && py_expr(h, s->u.loop.stop, false, &b) &&
		     py_expr(h, s->u.loop.step, false, &c) && carry_init(h, s);
		if (ok) {
			line(h, "for %s in range(%s, %s, %s):", s->u.loop.loop_var->name, a.data, b.data, c.data);
			h->indent++;
			size_t before = h->out->len;
			ok = emit_list(h, s->u.loop.body) && carry_next(h, s);
			if (ok && h->out->len == before)
				line(h, "pass");
			h->indent--;
			ok = ok && carry_result(h, s);
		}
		break;
	case ST_IF:
		if ((ok = py_expr(h, s->u.cond.cond, false, &a))) {
			line(h, "if %s:", a.data);
			ok = branch(h, s, s->u.cond.then_body);
			if (ok && s->u.cond.has_else) {
				line(h, "else:");
				ok = branch(h, s, s->u.cond.else_body);
			}
		}
		break;
	case ST_SCOPE:
		ok = s->u.scope.kind == SC_COMM_DOMAIN ? comm_domain(h, s) : emit_list(h, s->u.scope.body);
		break;
	default:
		ok = fail(h, s->span, "a statement of this kind in a HOST orchestrator");
	}
	buf_free(&a);
	buf_free(&b);
	buf_free(&c);
	return ok;
}

static bool emit_list(struct ho *h, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		if (!emit_stmt(h, l.v[i]))
			return false;
	return true;
}

/* ---- the module -------------------------------------------------------------------- */

static bool collect_doms(struct stmt *s, void *ctx)
{
	struct ho *h = ctx;
	if (s->kind != ST_SCOPE || s->u.scope.kind != SC_COMM_DOMAIN)
		return true;
	push(&h->doms, &h->n_doms, &h->cap_doms, s);
	for (uint32_t i = 0; i < s->u.scope.n_slots; i++)
		if (s->u.scope.slots[i]->id < h->p->n_vars)
			h->slot_dom[s->u.scope.slots[i]->id] = h->n_doms;
	return true;
}

/* The statements of f's body under its leading comm-domain scopes: where the
 * tensors _alloc_intermediates makes are. */
static struct stmt_list top_level(const struct function *f)
{
	struct stmt_list l = f->body;
	while (l.n == 1 && l.v[0]->kind == ST_SCOPE && l.v[0]->u.scope.kind == SC_COMM_DOMAIN)
		l = l.v[0]->u.scope.body;
	return l;
}


static void alloc_intermediates(struct ho *h)
{
	line(h, "def _alloc_intermediates(tensors, world_size=1):");
	h->indent++;
	for (uint32_t i = 0; i < h->n_doms; i++)
		line(h, "tensors[\"__comm_d%u_ord\"] = [torch.zeros((1,), dtype=torch.int32).share_memory_() "
			"for _ in range(max(world_size, 1))]",
		     i);
	struct stmt_list l = top_level(h->f);
	bool any = false;
	for (uint32_t i = 0; i < l.n && !h->failed; i++)
		if (is_create(l.v[i])) {
			any = true;
			if (!tensor_create(h, l.v[i]->u.assign.var, l.v[i]->u.assign.value))
				h->failed = true;
			h->hoisted[l.v[i]->u.assign.var->id] = 1;
		}
	if (!any && !h->n_doms)
		line(h, "pass");
	h->indent--;
	buf_putc(h->out, '\n');
}

/* `name = <how the runtime finds it>` for each pl.dynamic dim of the tensor
 * parameters: the first dim that is the var itself or an invertible affine
 * form of it (NR * 64 gives `NR = (tensors["o"].shape[2] // 64)`). */
static bool dyn_dims(struct ho *h)
{
	const struct program *p = h->p;
	for (uint32_t k = 0; k < p->n_dyn; k++) {
		const struct var *dv = p->dyn[k];
		bool found = false, used = false;
		for (uint32_t i = 0; i < h->f->n_params && !found; i++) {
			const struct type *t = h->f->params[i].var->type;
			if (!t || t->kind != TY_TENSOR)
				continue;
			for (uint32_t d = 0; d < t->shape.n && !found; d++) {
				const struct expr *e = t->shape.v[d];
				used |= ir_expr_uses_var((struct expr *)e, dv);
				enum dim_inverse how;
				int64_t c;
				if (!ir_dim_inverse(e, dv, &how, &c))
					continue;
				static const char *const fmt[] = {
					[DIM_INV_SELF] = "%s = tensors[\"%s\"].shape[%u]",
					[DIM_INV_DIV] = "%s = (tensors[\"%s\"].shape[%u] // %lld)",
					[DIM_INV_SUB] = "%s = (tensors[\"%s\"].shape[%u] - %lld)",
					[DIM_INV_ADD] = "%s = (tensors[\"%s\"].shape[%u] + %lld)",
					[DIM_INV_MUL] = "%s = (tensors[\"%s\"].shape[%u] * %lld)",
				};
				const char *pn = h->f->params[i].var->name;
				if (how == DIM_INV_RSUB)
					line(h, "%s = (%lld - tensors[\"%s\"].shape[%u])", dv->name, (long long)c, pn, d);
				else
					line(h, fmt[how], dv->name, pn, d, (long long)c);
				found = true;
			}
		}
		if (used && !found)
			return fail(h, dv->span, "dynamic dim '%s' appears in the HOST orchestrator's tensor shapes "
				    "only inside expressions: the host cannot recover it from a tensor's shape",
				    dv->name);
	}
	return true;
}

const struct function *cg_host_orchestrator(const struct program *p)
{
	const struct function *best = NULL;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		const struct function *f = p->funcs[i];
		if (f->role != ROLE_Orchestrator || f->abstract)
			continue;
		if (!best || f->level > best->level ||
		    (f->level == best->level && strcmp(f->name, best->name) < 0))
			best = f;
	}
	return best && best->level >= LV_HOST ? best : NULL;
}

bool cg_is_distributed(const struct program *p)
{
	return cg_host_orchestrator(p) != NULL;
}

bool cg_is_multi_chip(const struct program *p)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < p->n_funcs; i++)
		n += p->funcs[i]->kind == FK_Orchestration && !p->funcs[i]->abstract;
	return n > 1 && !cg_is_distributed(p);
}

bool cg_host_orch(const struct program *p, struct buf *out)
{
	const struct function *f = cg_host_orchestrator(p);
	if (!f) {
		diag_plain("the program has no HOST-level orchestrator");
		return false;
	}
	if (ir_check_function_depth(f, IR_CODEGEN_MAX_DEPTH))
		return false; /* emission recurses per nested body and expression */
	struct ho h = {.p = p, .f = f, .out = out, .indent = 0};
	cu_lineage_build(&h.L, p, (struct function *)f);
	h.hoisted = xcalloc(p->n_vars ? p->n_vars : 1, 1);
	h.tuple_of = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *h.tuple_of);
	h.rl = rl_new(p);
	h.slot_dom = xcalloc(p->n_vars ? p->n_vars : 1, sizeof *h.slot_dom);
	ir_walk_stmts(f->body, collect_doms, &h);
	h.is_open = xcalloc(h.n_doms + 1, sizeof *h.is_open);
	h.used_by = xcalloc(h.n_doms + 1, sizeof *h.used_by);
	h.used = xcalloc(h.n_doms + 1, sizeof *h.used);
	line(&h, "import torch");
	line(&h, "from simpler.task_interface import CallConfig, CommBufferSpec, DataType, TaskArgs, TensorArgType");
	line(&h, "from pypto.runtime.tensor_arg import make_tensor_arg");
	line(&h, "from pypto.runtime.distributed_runner import _submit_chip");
	buf_putc(out, '\n');
	alloc_intermediates(&h);
	if (!h.failed) {
		line(&h, "def %s(orch, _args, config, *, tensors, callables, sub_ids, _keep, world_size, "
			 "_domain_provider=None):",
		     f->name);
		h.indent++;
		for (uint32_t i = 0; i < f->n_params; i++) {
			const struct var *v = f->params[i].var;
			if (v->type && (v->type->kind == TY_SCALAR || cu_is_comm_ctx(v->type)))
				line(&h, "%s = tensors[\"%s\"]", v->name, v->name);
		}
		size_t before = out->len;
		if (dyn_dims(&h) && emit_list(&h, f->body) && out->len == before)
			line(&h, "pass");
		h.indent--;
		buf_putc(out, '\n');
		line(&h, "%s._pypto_distributed_entry = True", f->name);
		buf_putc(out, '\n');
	}
	cu_lineage_free(&h.L);
	free(h.hoisted);
	free(h.tuple_of);
	rl_free(h.rl);
	free(h.doms);
	free(h.slot_dom);
	free(h.is_open);
	free(h.used_by);
	free(h.used);
	return !h.failed;
}

/* ---- HOST SubWorkers ----------------------------------------------------------------- */

bool cg_is_host_sub_worker(const struct function *f)
{
	return f->role == ROLE_SubWorker && f->level >= LV_HOST;
}

void cg_sub_worker(const struct function *f, struct buf *out)
{
	if (f->abstract) {
		/* no implementation: dispatching it without a runtime binding fails loudly */
		buf_printf(out, "\"\"\"SubWorker: %s \xe2\x80\x94 runtime-bound callback (no default impl).\"\"\"\n\n\n",
			   f->name);
		buf_printf(out, "def %s(args):\n    raise RuntimeError(\n", f->name);
		buf_printf(out, "        \"SubWorker '%s' is a runtime-bound callback with no \"\n", f->name);
		buf_puts(out, "        \"default implementation; supply it via \"\n");
		buf_printf(out, "        \"prepare(callbacks={'%s': <fn>}).\"\n    )\n", f->name);
		return;
	}
	struct buf params = {0};
	for (uint32_t i = 0; i < f->n_params; i++)
		buf_printf(&params, "%s%s", i ? ", " : "", f->params[i].var->name);
	const char *ps = params.data ? params.data : "";
	buf_printf(out, "\"\"\"SubWorker: %s \xe2\x80\x94 auto-generated, callable as fn(args: MappedArgs).\"\"\"\n\n",
		   f->name);
	buf_puts(out, "import torch\n\nfrom pypto.runtime.distributed_runner import _tensor_from_continuous\n\n\n");
	buf_printf(out, "def _user_%s(%s):\n", f->name, ps);
	const char *text = f->body.n == 1 && f->body.v[0]->kind == ST_INLINE ? f->body.v[0]->u.inl.text : NULL;
	if (!text || !*text) {
		buf_puts(out, "    pass\n");
	} else {
		/* each line that is not blank one level in (textwrap.indent) */
		for (const char *s = text; *s;) {
			const char *e = strchr(s, '\n');
			size_t n = e ? (size_t)(e - s) : strlen(s);
			bool blank = true;
			for (size_t k = 0; k < n; k++)
				blank &= s[k] == ' ' || s[k] == '\t' || s[k] == '\r';
			if (!blank)
				buf_puts(out, "    ");
			buf_put(out, s, n);
			buf_putc(out, '\n');
			s += n + (e != NULL);
		}
	}
	buf_printf(out, "\n\ndef %s(args):\n", f->name);
	for (uint32_t i = 0; i < f->n_params; i++)
		buf_printf(out, "    %s = _tensor_from_continuous(args[%u])\n", f->params[i].var->name, i);
	if (!f->n_params)
		buf_puts(out, "    pass\n");
	buf_printf(out, "    _user_%s(%s)\n", f->name, ps);
	buf_free(&params);
}
