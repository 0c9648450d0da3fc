/* The canonical printer (reference dsl-pipeline-codegen §1.1-1.5): program
 * framing, decorators, per-function name disambiguation, statements,
 * expression precedence, literal and type spellings. */
#include "print.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"

struct pr {
	struct buf *b;
	const struct program *prog;
	const char **names;   /* [prog->n_vars]: printed name, or NULL = var->name */
	bool *body_defined;   /* [n_vars]: defined in the current function body */
	bool *dyn_used;       /* [n_vars]: a pl.dynamic var was printed */
	bool *seen;           /* [n_vars]: collected by name_function */
	struct var **named;   /* the vars the current function set the above for */
	uint32_t n_named;
	bool in_signature;
	uint32_t in_split; /* inside a pl.split_aiv region */
};

static void p_expr(struct pr *P, const struct expr *e);
static void p_expr_node(struct pr *P, const struct expr *e, struct buf *b);
static void p_chain(struct pr *P, const struct expr *e);
static void p_child(struct pr *P, const struct expr *c, int parent, bool wrong_side);
static void p_type(struct pr *P, const struct type *t);

static const char *var_name(struct pr *P, const struct var *v)
{
	if (P->dyn_used && v->kind == VAR_DYN)
		P->dyn_used[v->id] = true;
	if (P->names && v->id < P->prog->n_vars && P->names[v->id])
		return P->names[v->id];
	return v->name;
}

void print_float(struct buf *b, double v)
{
	char tmp[64];
	snprintf(tmp, sizeof tmp, "%.17g", v);
	buf_puts(b, tmp);
	if (isfinite(v) && !strpbrk(tmp, ".eE"))
		buf_puts(b, ".0");
}

static void p_dtype(struct pr *P, unsigned dt)
{
	buf_printf(P->b, "pl.%s", dtype_infos[dt].name);
}

/* ---- expressions ---------------------------------------------------------- */

enum prec {
	PR_OR = 1, PR_XOR, PR_AND, PR_NOT, PR_CMP, PR_BITOR, PR_BITXOR, PR_BITAND, PR_SHIFT,
	PR_ADD, PR_MUL, PR_UNARY, PR_POW, PR_ATOM
};

static const struct {
	const char *text;
	int prec;
} binops[BO_COUNT] = {
	[BO_ADD] = {"+", PR_ADD}, [BO_SUB] = {"-", PR_ADD}, [BO_MUL] = {"*", PR_MUL},
	[BO_FLOORDIV] = {"//", PR_MUL}, [BO_DIV] = {"/", PR_MUL}, [BO_MOD] = {"%", PR_MUL},
	[BO_POW] = {"**", PR_POW}, [BO_EQ] = {"==", PR_CMP}, [BO_NE] = {"!=", PR_CMP},
	[BO_LT] = {"<", PR_CMP}, [BO_LE] = {"<=", PR_CMP}, [BO_GT] = {">", PR_CMP},
	[BO_GE] = {">=", PR_CMP}, [BO_AND] = {"and", PR_AND}, [BO_OR] = {"or", PR_OR},
	[BO_XOR] = {"xor", PR_XOR}, [BO_BITAND] = {"&", PR_BITAND}, [BO_BITOR] = {"|", PR_BITOR},
	[BO_BITXOR] = {"^", PR_BITXOR}, [BO_SHL] = {"<<", PR_SHIFT}, [BO_SHR] = {">>", PR_SHIFT},
	[BO_MIN] = {"pl.min", PR_ATOM}, [BO_MAX] = {"pl.max", PR_ATOM},
};

static int prec_of(const struct expr *e)
{
	switch (e->kind) {
	case EX_BINARY: return binops[e->u.bin.op].prec;
	case EX_UNARY:
		return e->u.un.op == UO_NOT ? PR_NOT : e->u.un.op == UO_ABS ? PR_ATOM : PR_UNARY;
	case EX_INT: return e->u.i < 0 ? PR_UNARY : PR_ATOM;
	case EX_FLOAT: return signbit(e->u.f) ? PR_UNARY : PR_ATOM;
	default: return PR_ATOM;
	}
}

/* Whether every leaf of a binary tree is an integer constant (the
 * reference's IsPureConstIntTree); right operands are looked at first and
 * the left spine with a loop, so a long chain with a variable costs little. */
static bool all_const_leaves(const struct expr *e)
{
	for (;;) {
		if (e->kind == EX_INT)
			return true;
		if (e->kind != EX_BINARY || !all_const_leaves(e->u.bin.r))
			return false;
		e = e->u.bin.l;
	}
}

static bool typed_ints; /* INDEX constants print as pl.const(v, pl.INDEX) */

/* Recursion depth of p_expr: bounded by the parser's nesting limit for
 * parsed programs (left-associative chains are printed by a loop); deeper
 * IR comes from a pass and is a bug. */
#define PRINT_MAX_DEPTH 10000
static int print_depth;

/* A left-associative chain `a op b op c ...` of operators of one
 * precedence (left children need no parentheses), printed with a loop so
 * that a chain of any length costs its length in time and no stack: the
 * spine is collected, whether each node's subtree has only integer constant
 * leaves (pl.const leaves are printed typed) is computed from the leftmost
 * leaf up, then the leaf and each node's operator and right operand. */
static void p_chain(struct pr *P, const struct expr *e)
{
	const struct expr *small[64], **spine = small;
	uint32_t n = 0, cap = 64;
	for (const struct expr *x = e;; x = x->u.bin.l) {
		if (n == cap) {
			const struct expr **bigger = xmalloc(2 * cap * sizeof *bigger);
			memcpy(bigger, spine, cap * sizeof *spine);
			if (spine != small)
				free(spine);
			spine = bigger;
			cap *= 2;
		}
		spine[n++] = x;
		const struct expr *l = x->u.bin.l;
		int op = x->u.bin.op;
		if (l->kind != EX_BINARY || l->u.bin.op == BO_MIN || l->u.bin.op == BO_MAX ||
		    l->u.bin.op == BO_POW || binops[l->u.bin.op].prec != binops[op].prec)
			break;
	}
	/* pure[k]: the subtree of spine[k] has only integer constant leaves */
	bool small_pure[64], *pure = n <= 64 ? small_pure : xmalloc(n * sizeof *pure);
	bool below = all_const_leaves(spine[n - 1]->u.bin.l);
	for (uint32_t k = n; k-- > 0;) {
		below = below && all_const_leaves(spine[k]->u.bin.r);
		pure[k] = below;
	}
	bool save = typed_ints;
	typed_ints = save || pure[n - 1];
	p_child(P, spine[n - 1]->u.bin.l, binops[spine[n - 1]->u.bin.op].prec, false);
	for (uint32_t k = n; k-- > 0;) {
		int op = spine[k]->u.bin.op;
		typed_ints = save || pure[k];
		buf_printf(P->b, " %s ", binops[op].text);
		p_child(P, spine[k]->u.bin.r, binops[op].prec, true);
	}
	typed_ints = save;
	if (pure != small_pure)
		free(pure);
	if (spine != small)
		free(spine);
}

static void p_child(struct pr *P, const struct expr *c, int parent, bool wrong_side)
{
	int p = prec_of(c);
	bool paren = p < parent || (p == parent && wrong_side);
	if (paren)
		buf_putc(P->b, '(');
	p_expr(P, c);
	if (paren)
		buf_putc(P->b, ')');
}

static void p_list(struct pr *P, struct expr_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		if (i)
			buf_puts(P->b, ", ");
		p_expr(P, l.v[i]);
	}
}

static void p_quoted(struct buf *b, const char *s, char q)
{
	buf_putc(b, q);
	for (; *s; s++) {
		if (*s == q || *s == '\\')
			buf_putc(b, '\\');
		if (*s == '\n')
			buf_puts(b, "\\n");
		else
			buf_putc(b, *s);
	}
	buf_putc(b, q);
}

static void p_attrs(struct pr *P, struct attr_list a)
{
	buf_putc(P->b, '{');
	for (uint32_t i = 0; i < a.n; i++) {
		if (i)
			buf_puts(P->b, ", ");
		p_quoted(P->b, a.v[i].key, '"');
		buf_puts(P->b, ": ");
		p_expr(P, a.v[i].value);
	}
	buf_putc(P->b, '}');
}

static void p_kwval(struct pr *P, const struct spec_kwarg *k, const struct kwval *v)
{
	switch ((enum kwarg_type)k->type) {
	case KT_bool: buf_puts(P->b, v->i ? "True" : "False"); break;
	case KT_int:
		if (k->enum_id >= 0) {
			const struct spec_enum *en = &spec_enums[k->enum_id];
			const struct spec_enum_value *ev = ir_enum_value(k->enum_id, v->i);
			const char *name = ev ? ev->name : NULL;
			if (name && en->style == ES_string) {
				p_quoted(P->b, name, '\'');
				break;
			}
			if (name && en->style == ES_qualified) {
				buf_printf(P->b, "%s.%s", en->dsl_prefix, name);
				break;
			}
		}
		buf_printf(P->b, "%lld", (long long)v->i);
		break;
	case KT_float: print_float(P->b, v->f); break;
	case KT_str: p_quoted(P->b, v->s ? v->s : "", '\''); break;
	case KT_dtype: p_dtype(P, (unsigned)v->i); break;
	case KT_mem: buf_printf(P->b, "pl.Mem.%s", memspace_names[v->i]); break;
	case KT_tile_layout: buf_printf(P->b, "pl.TileLayout.%s", tile_layout_names[v->i]); break;
	case KT_tensor_layout: buf_printf(P->b, "pl.TensorLayout.%s", tensor_layout_names[v->i]); break;
	case KT_pad_value: buf_printf(P->b, "pl.PadValue.%s", pad_value_names[v->i]); break;
	case KT_compact: buf_printf(P->b, "pl.CompactMode.%s", compact_mode_names[v->i]); break;
	default: break;
	}
}

static void p_call(struct pr *P, const struct expr *e)
{
	unsigned op = e->u.call.op;
	const struct spec_op *so = &spec_ops[op];
	buf_puts(P->b, ir_op_spelling(op));
	buf_putc(P->b, '(');
	bool first = true;
	for (uint32_t i = 0; i < e->u.call.args.n; i++) {
		if (i < so->n_operands && so->operands[i].keyword)
			continue;
		if (!first)
			buf_puts(P->b, ", ");
		first = false;
		p_expr(P, e->u.call.args.v[i]);
	}
	/* operands the reference prints by keyword before the kwargs */
	for (uint32_t i = 0; i < e->u.call.args.n && i < so->n_operands; i++) {
		if (!so->operands[i].keyword_first)
			continue;
		if (!first)
			buf_puts(P->b, ", ");
		first = false;
		buf_printf(P->b, "%s=", so->operands[i].name);
		p_expr(P, e->u.call.args.v[i]);
	}
	for (unsigned i = 0; i < so->n_kwargs; i++) {
		if (!e->u.call.kwargs[i].present)
			continue;
		/* a split boundary inside a pl.split_aiv region: its split is the
		 * region's (the parser stamps it back), not printed */
		if (P->in_split && so->type_rule.kind == TR_split_reshape &&
		    strcmp(so->kwargs[i].name, "split") == 0)
			continue;
		if (!first)
			buf_puts(P->b, ", ");
		first = false;
		buf_printf(P->b, "%s=", so->kwargs[i].name);
		p_kwval(P, &so->kwargs[i], &e->u.call.kwargs[i]);
	}
	/* ... and after them */
	for (uint32_t i = 0; i < e->u.call.args.n && i < so->n_operands; i++) {
		if (!so->operands[i].keyword || so->operands[i].keyword_first)
			continue;
		if (!first)
			buf_puts(P->b, ", ");
		first = false;
		buf_printf(P->b, "%s=", so->operands[i].name);
		p_expr(P, e->u.call.args.v[i]);
	}
	if (e->u.call.attrs.n) {
		if (!first)
			buf_puts(P->b, ", ");
		buf_puts(P->b, "attrs=");
		p_attrs(P, e->u.call.attrs);
	}
	buf_putc(P->b, ')');
}

/* pl.submit(self.k, args..., deps=[..], dumps=[..], core_num=n,
 * sync_start=True, allow_early_resolve=True, predicate=(..), attrs={..}) */
static void p_submit(struct pr *P, const struct expr *e)
{
	struct buf *b = P->b;
	const struct submit *sb = e->u.fcall.submit;
	buf_printf(b, "pl.%s(self.%s", sb->kind == SUBMIT_SPMD ? "spmd_submit" : "submit",
		   e->u.fcall.name);
	for (uint32_t i = 0; i < e->u.fcall.args.n; i++) {
		if (ir_is_runtime_out(e->u.fcall.args.v[i]))
			continue; /* left to the runtime: not written */
		buf_puts(b, ", ");
		p_expr(P, e->u.fcall.args.v[i]);
	}
	if (sb->deps.n) {
		buf_puts(b, ", deps=[");
		p_list(P, sb->deps);
		buf_putc(b, ']');
	}
	if (sb->dumps.n) {
		buf_puts(b, ", dumps=[");
		p_list(P, sb->dumps);
		buf_putc(b, ']');
	}
	if (sb->core_num) {
		buf_puts(b, ", core_num=");
		p_expr(P, sb->core_num);
		if (sb->sync_start)
			buf_puts(b, ", sync_start=True");
	}
	if (sb->allow_early_resolve)
		buf_puts(b, ", allow_early_resolve=True");
	if (sb->predicate) {
		buf_puts(b, ", predicate=(");
		p_expr(P, sb->predicate);
		buf_putc(b, ')');
	}
	if (e->u.fcall.attrs.n) {
		buf_puts(b, ", attrs=");
		p_attrs(P, e->u.fcall.attrs);
	}
	buf_putc(b, ')');
}

static void p_int(struct pr *P, const struct expr *e)
{
	if (e->dtype == DT_INDEX && !typed_ints)
		buf_printf(P->b, "%lld", (long long)e->u.i);
	else
		buf_printf(P->b, "pl.const(%lld, pl.%s)", (long long)e->u.i, dtype_infos[e->dtype].name);
}

static void p_expr(struct pr *P, const struct expr *e)
{
	struct buf *b = P->b;
	if (++print_depth > PRINT_MAX_DEPTH)
		die("an expression nested deeper than %d levels reached the printer", PRINT_MAX_DEPTH);
	p_expr_node(P, e, b);
	print_depth--;
}

static void p_expr_node(struct pr *P, const struct expr *e, struct buf *b)
{
	switch (e->kind) {
	case EX_VAR: buf_puts(b, var_name(P, e->u.var)); break;
	case EX_INT: p_int(P, e); break;
	case EX_FLOAT:
		if (e->dtype == DT_FP32) {
			print_float(b, e->u.f);
		} else {
			buf_puts(b, "pl.const(");
			print_float(b, e->u.f);
			buf_printf(b, ", pl.%s)", dtype_infos[e->dtype].name);
		}
		break;
	case EX_BOOL: buf_puts(b, e->u.b ? "True" : "False"); break;
	case EX_STR: p_quoted(b, e->u.s, '"'); break; /* std::quoted, as attrs and scope keywords */
	case EX_SYMBOL: buf_puts(b, e->u.s); break;
	case EX_ENUM:
		switch (e->u.en.cls) {
		case EN_DTYPE: p_dtype(P, e->u.en.value); break;
		case EN_MEM: buf_printf(b, "pl.Mem.%s", memspace_names[e->u.en.value]); break;
		case EN_TILE_LAYOUT: buf_printf(b, "pl.TileLayout.%s", tile_layout_names[e->u.en.value]); break;
		case EN_TENSOR_LAYOUT:
			buf_printf(b, "pl.TensorLayout.%s", tensor_layout_names[e->u.en.value]);
			break;
		case EN_PAD: buf_printf(b, "pl.PadValue.%s", pad_value_names[e->u.en.value]); break;
		case EN_COMPACT: buf_printf(b, "pl.CompactMode.%s", compact_mode_names[e->u.en.value]); break;
		}
		break;
	case EX_BINARY: {
		int op = e->u.bin.op;
		if (op != BO_MIN && op != BO_MAX && op != BO_POW) {
			p_chain(P, e);
			break;
		}
		bool save = typed_ints;
		if (!typed_ints && all_const_leaves(e))
			typed_ints = true;
		if (op == BO_MIN || op == BO_MAX) {
			buf_printf(b, "%s(", binops[op].text);
			p_expr(P, e->u.bin.l);
			buf_puts(b, ", ");
			p_expr(P, e->u.bin.r);
			buf_putc(b, ')');
		} else {
			int p = binops[op].prec;
			p_child(P, e->u.bin.l, p, true);
			buf_printf(b, " %s ", binops[op].text);
			p_child(P, e->u.bin.r, p, false);
		}
		typed_ints = save;
		break;
	}
	case EX_UNARY:
		switch (e->u.un.op) {
		case UO_NEG: buf_putc(b, '-'); p_child(P, e->u.un.x, PR_UNARY, false); break;
		case UO_BITNOT: buf_putc(b, '~'); p_child(P, e->u.un.x, PR_UNARY, false); break;
		case UO_NOT: buf_puts(b, "not "); p_child(P, e->u.un.x, PR_NOT, false); break;
		case UO_ABS: buf_puts(b, "abs("); p_expr(P, e->u.un.x); buf_putc(b, ')'); break;
		}
		break;
	case EX_CAST:
		buf_puts(b, "pl.cast(");
		p_expr(P, e->u.un.x);
		buf_printf(b, ", pl.%s)", dtype_infos[e->dtype].name);
		break;
	case EX_LIST:
		buf_putc(b, '[');
		p_list(P, e->u.list);
		buf_putc(b, ']');
		break;
	case EX_GETITEM:
		p_child(P, e->u.get.x, PR_ATOM, false);
		buf_printf(b, "[%u]", e->u.get.index);
		break;
	case EX_CALL: p_call(P, e); break;
	case EX_FCALL:
		if (e->u.fcall.submit) {
			p_submit(P, e);
			break;
		}
		buf_printf(b, "self.%s(", e->u.fcall.name);
		p_list(P, e->u.fcall.args);
		if (e->u.fcall.device) {
			buf_puts(b, e->u.fcall.args.n ? ", device=" : "device=");
			p_expr(P, e->u.fcall.device);
		}
		if (e->u.fcall.attrs.n) {
			buf_puts(b, e->u.fcall.args.n || e->u.fcall.device ? ", attrs=" : "attrs=");
			p_attrs(P, e->u.fcall.attrs);
		}
		buf_putc(b, ')');
		break;
	}
}

/* ---- types ------------------------------------------------------------------- */

/* A shape dim: a constant prints bare, a var by name, a composite with
 * typed INDEX leaves. */
static void p_dim(struct pr *P, const struct expr *d)
{
	if (d->kind == EX_INT) {
		buf_printf(P->b, "%lld", (long long)d->u.i);
		return;
	}
	bool save = typed_ints;
	typed_ints = d->kind != EX_VAR;
	p_expr(P, d);
	typed_ints = save;
}

static void p_dims(struct pr *P, struct expr_list l)
{
	buf_putc(P->b, '[');
	for (uint32_t i = 0; i < l.n; i++) {
		if (i)
			buf_puts(P->b, ", ");
		p_dim(P, l.v[i]);
	}
	buf_putc(P->b, ']');
}

static void p_memref(struct pr *P, const struct memref *m)
{
	struct buf *b = P->b;
	buf_puts(b, "pl.MemRef(");
	bool bare = m->base && !P->in_signature && P->body_defined && m->base->id < P->prog->n_vars &&
		    P->body_defined[m->base->id];
	if (bare)
		buf_puts(b, var_name(P, m->base));
	else
		p_quoted(b, m->base_name, '"');
	if (!m->author) {
		buf_puts(b, ", ");
		if (m->offset)
			p_expr(P, m->offset);
		else
			buf_puts(b, "pl.const(0, pl.INT64)");
		buf_printf(b, ", %llu", (unsigned long long)m->size);
	}
	if (m->slots)
		buf_printf(b, ", slots=%u", m->slots);
	buf_putc(b, ')');
	if (m->slot_index) {
		buf_putc(b, '[');
		p_expr(P, m->slot_index);
		buf_putc(b, ']');
	}
}

static void p_tile_view(struct pr *P, const struct type *t)
{
	const struct tile_view *v = t->view;
	struct tile_view imp = ir_tile_view_implicit(t->shape, (enum memspace)t->mem);
	struct buf *b = P->b;
	bool first = true;
#define SEP() (first ? (void)(first = false) : buf_puts(b, ", "))
	buf_puts(b, "pl.TileView(");
	if (v->valid_shape.n) {
		SEP();
		buf_puts(b, "valid_shape=");
		p_dims(P, v->valid_shape);
	}
	if (v->stride.n) {
		SEP();
		buf_puts(b, "stride=");
		p_dims(P, v->stride);
	}
	if (v->start_offset) {
		SEP();
		buf_puts(b, "start_offset=");
		p_dim(P, v->start_offset);
	}
	if (v->blayout != imp.blayout) {
		SEP();
		buf_printf(b, "blayout=pl.TileLayout.%s", tile_layout_names[v->blayout]);
	}
	if (v->slayout != imp.slayout) {
		SEP();
		buf_printf(b, "slayout=pl.TileLayout.%s", tile_layout_names[v->slayout]);
	}
	if (v->fractal != imp.fractal) {
		SEP();
		buf_printf(b, "fractal=%u", v->fractal);
	}
	if (v->pad != PAD_null) {
		SEP();
		buf_printf(b, "pad=pl.PadValue.%s", pad_value_names[v->pad]);
	}
	if (v->compact != CM_null) {
		SEP();
		buf_printf(b, "compact=pl.CompactMode.%s", compact_mode_names[v->compact]);
	}
#undef SEP
	buf_putc(b, ')');
}

static void p_type(struct pr *P, const struct type *t)
{
	struct buf *b = P->b;
	switch (t->kind) {
	case TY_UNKNOWN: buf_puts(b, "pl.UnknownType"); break;
	case TY_PTR: buf_puts(b, "pl.Ptr"); break;
	case TY_MEMREF: buf_puts(b, "pl.MemRefType"); break;
	case TY_OPAQUE: buf_puts(b, t->opaque); break;
	case TY_SCALAR: buf_printf(b, "pl.Scalar[pl.%s]", dtype_infos[t->dtype].name); break;
	case TY_ARRAY:
		buf_puts(b, "pl.Array[");
		p_dim(P, t->shape.v[0]);
		buf_printf(b, ", pl.%s]", dtype_infos[t->dtype].name);
		break;
	case TY_TUPLE:
		buf_puts(b, "pl.Tuple[");
		if (!t->n_elems)
			buf_puts(b, "()");
		for (uint32_t i = 0; i < t->n_elems; i++) {
			if (i)
				buf_puts(b, ", ");
			p_type(P, t->elems[i]);
		}
		buf_putc(b, ']');
		break;
	case TY_TENSOR:
		buf_puts(b, t->distributed ? "pld.DistributedTensor[" : "pl.Tensor[");
		p_dims(P, t->shape);
		buf_printf(b, ", pl.%s", dtype_infos[t->dtype].name);
		if (t->tview) {
			buf_puts(b, ", pl.TensorView(");
			if (t->tview->valid_shape.n) {
				buf_puts(b, "valid_shape=");
				p_dims(P, t->tview->valid_shape);
				buf_puts(b, ", ");
			}
			buf_puts(b, "stride=");
			p_dims(P, t->tview->stride);
			buf_printf(b, ", layout=pl.TensorLayout.%s", tensor_layout_names[t->tview->layout]);
			if (t->tview->pad != PAD_null)
				buf_printf(b, ", pad=pl.PadValue.%s", pad_value_names[t->tview->pad]);
			buf_putc(b, ')');
		}
		if (t->memref) {
			buf_puts(b, ", ");
			p_memref(P, t->memref);
		}
		buf_putc(b, ']');
		break;
	case TY_TILE:
		buf_puts(b, "pl.Tile[");
		p_dims(P, t->shape);
		buf_printf(b, ", pl.%s", dtype_infos[t->dtype].name);
		if (t->memref) {
			buf_puts(b, ", ");
			p_memref(P, t->memref);
		}
		if (t->mem < MS_COUNT)
			buf_printf(b, ", pl.Mem.%s", memspace_names[t->mem]);
		if (t->view) {
			buf_puts(b, ", ");
			p_tile_view(P, t);
		}
		buf_putc(b, ']');
		break;
	}
}

void print_type(struct buf *b, const struct type *t)
{
	struct pr P = {.b = b};
	p_type(&P, t);
}

void print_expr(struct buf *b, const struct expr *e)
{
	struct pr P = {.b = b};
	p_expr(&P, e);
}

/* ---- statements -------------------------------------------------------------- */

static void indent(struct pr *P, int n)
{
	for (int i = 0; i < n; i++)
		buf_puts(P->b, "    ");
}

static void p_block(struct pr *P, struct stmt_list l, int ind, uint32_t n_ret,
		    struct var *const *ret);
static void p_stmt(struct pr *P, const struct stmt *s, int ind, uint32_t n_ret,
		   struct var *const *ret, bool last);

/* The final yield of a block whose statement has return vars prints as an
 * assignment to them. */
static void p_yield(struct pr *P, const struct stmt *s, uint32_t n_ret, struct var *const *ret)
{
	struct buf *b = P->b;
	if (n_ret && n_ret == s->u.ret.values.n) {
		for (uint32_t i = 0; i < n_ret; i++) {
			if (i)
				buf_puts(b, ", ");
			buf_puts(b, var_name(P, ret[i]));
		}
		if (n_ret == 1) {
			buf_puts(b, ": ");
			p_type(P, ret[0]->type);
		}
		buf_puts(b, " = ");
	}
	buf_puts(b, "pl.yield_(");
	p_list(P, s->u.ret.values);
	buf_putc(b, ')');
}

static void p_init_values(struct pr *P, uint32_t n, const struct iter_arg *it)
{
	buf_puts(P->b, "init_values=(");
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			buf_puts(P->b, ", ");
		p_expr(P, it[i].init);
	}
	if (n == 1)
		buf_putc(P->b, ',');
	buf_putc(P->b, ')');
}

static void p_iter_names(struct pr *P, uint32_t n, const struct iter_arg *it)
{
	buf_putc(P->b, '(');
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			buf_puts(P->b, ", ");
		buf_puts(P->b, var_name(P, it[i].var));
	}
	if (n == 1)
		buf_putc(P->b, ',');
	buf_putc(P->b, ')');
}

static bool is_index_const(const struct expr *e, int64_t v)
{
	return e && e->kind == EX_INT && e->dtype == DT_INDEX && e->u.i == v;
}

static void p_for(struct pr *P, const struct stmt *s, int ind)
{
	static const char *const kinds[FOR_COUNT] = {"range", "parallel", "unroll", "pipeline"};
	struct buf *b = P->b;
	buf_printf(b, "for %s", var_name(P, s->u.loop.loop_var));
	if (s->u.loop.n_iter) {
		buf_puts(b, ", ");
		p_iter_names(P, s->u.loop.n_iter, s->u.loop.iter);
	}
	buf_printf(b, " in pl.%s(", kinds[s->u.loop.kind]);
	if (is_index_const(s->u.loop.step, 1)) {
		if (!is_index_const(s->u.loop.start, 0)) {
			p_expr(P, s->u.loop.start);
			buf_puts(b, ", ");
		}
		p_expr(P, s->u.loop.stop);
	} else {
		p_expr(P, s->u.loop.start);
		buf_puts(b, ", ");
		p_expr(P, s->u.loop.stop);
		buf_puts(b, ", ");
		p_expr(P, s->u.loop.step);
	}
	if (s->u.loop.stage) {
		buf_puts(b, ", stage=");
		p_expr(P, s->u.loop.stage);
	}
	if (s->u.loop.chunk)
		buf_printf(b, ", chunk=%lld", (long long)s->u.loop.chunk);
	if (s->u.loop.chunk_policy)
		buf_printf(b, ", chunk_policy=\"%s\"", s->u.loop.chunk_policy);
	if (s->u.loop.n_iter) {
		buf_puts(b, ", ");
		p_init_values(P, s->u.loop.n_iter, s->u.loop.iter);
	}
	if (s->u.loop.attrs.n) {
		buf_puts(b, ", attrs=");
		p_attrs(P, s->u.loop.attrs);
	}
	buf_puts(b, "):\n");
	/* a non-SSA loop has iter args but no return vars: no yield assignment */
	p_block(P, s->u.loop.body, ind + 1, s->u.loop.return_vars ? s->u.loop.n_iter : 0,
		s->u.loop.return_vars);
}

/* Scope keywords; a dispatch predicate prints in parentheses
 * (`predicate=(x > 2)`), as the reference's scope and submit printers. */
static void p_kw_list(struct pr *P, struct attr_list kw, bool first)
{
	for (uint32_t i = 0; i < kw.n; i++) {
		if (!first)
			buf_puts(P->b, ", ");
		first = false;
		bool paren = strcmp(kw.v[i].key, "predicate") == 0;
		buf_printf(P->b, "%s=%s", kw.v[i].key, paren ? "(" : "");
		p_expr(P, kw.v[i].value);
		if (paren)
			buf_putc(P->b, ')');
	}
}

/* A runtime scope (`with pl.scope(...):`, AUTO or MANUAL) that is a body's
 * only statement is transparent to the body's results: the final yield
 * inside it prints as the assignment to the loop's or if's return vars. */
static bool is_runtime_scope(const struct stmt *s)
{
	return s->kind == ST_SCOPE && s->u.scope.kind == SC_SCOPE;
}

static void p_scope(struct pr *P, const struct stmt *s, int ind, uint32_t n_ret,
		    struct var *const *ret)
{
	static const char *const names[SC_COUNT] = {"pl.at", "pl.cluster", "pl.spmd", "pl.spmd",
						    "pl.split_aiv", "pl.scope", NULL};
	struct buf *b = P->b;
	if (s->u.scope.kind == SC_COMM_DOMAIN) {
		/* the reference's form: a comment, then the body at the same indent */
		buf_puts(b, "# pld.comm_domain: devices=");
		if (!s->u.scope.n_devices)
			buf_puts(b, "all");
		for (uint32_t i = 0; i < s->u.scope.n_devices; i++)
			buf_printf(b, "%s%lld%s", i ? ", " : "[", (long long)s->u.scope.devices[i],
				   i + 1 == s->u.scope.n_devices ? "]" : "");
		buf_puts(b, ", slots=[");
		for (uint32_t i = 0; i < s->u.scope.n_slots; i++)
			buf_printf(b, "%s%s", i ? ", " : "", var_name(P, s->u.scope.slots[i]));
		buf_puts(b, "]\n");
		for (uint32_t i = 0; i < s->u.scope.body.n; i++) {
			if (i)
				buf_putc(b, '\n');
			p_stmt(P, s->u.scope.body.v[i], ind, n_ret, ret, i + 1 == s->u.scope.body.n);
		}
		return;
	}
	bool loop = s->u.scope.kind == SC_SPMD_FOR || s->u.scope.kind == SC_SPLIT_AIV;
	if (loop)
		buf_printf(b, "for %s in ", s->u.scope.var ? var_name(P, s->u.scope.var) : "_");
	else
		buf_puts(b, "with ");
	buf_printf(b, "%s(", names[s->u.scope.kind]);
	if (s->u.scope.arg)
		p_expr(P, s->u.scope.arg);
	p_kw_list(P, s->u.scope.kw, !s->u.scope.arg);
	buf_putc(b, ')');
	if (!loop && s->u.scope.var)
		buf_printf(b, " as %s", var_name(P, s->u.scope.var));
	buf_puts(b, ":\n");
	/* an empty with-scope prints its header alone (the reference's
	 * PrintStmtBlock of an empty body); the parser takes it back */
	if (!s->u.scope.body.n && !loop)
		return;
	P->in_split += s->u.scope.kind == SC_SPLIT_AIV;
	p_block(P, s->u.scope.body, ind + 1, n_ret, ret);
	P->in_split -= s->u.scope.kind == SC_SPLIT_AIV;
}

static void p_stmt(struct pr *P, const struct stmt *s, int ind, uint32_t n_ret,
		   struct var *const *ret, bool last)
{
	struct buf *b = P->b;
	for (uint32_t i = 0; i < s->n_comments; i++) {
		indent(P, ind);
		buf_printf(b, "# %s\n", s->comments[i]);
	}
	indent(P, ind);
	switch (s->kind) {
	case ST_ASSIGN:
		buf_printf(b, "%s: ", var_name(P, s->u.assign.var));
		p_type(P, s->u.assign.var->type);
		buf_puts(b, " = ");
		p_expr(P, s->u.assign.value);
		break;
	case ST_EVAL: p_expr(P, s->u.eval.value); break;
	case ST_RETURN:
		buf_puts(b, "return");
		if (s->u.ret.values.n) {
			buf_putc(b, ' ');
			p_list(P, s->u.ret.values);
		}
		break;
	case ST_YIELD: p_yield(P, s, last ? n_ret : 0, ret); break;
	case ST_BREAK: buf_puts(b, "break"); break;
	case ST_CONTINUE: buf_puts(b, "continue"); break;
	case ST_INLINE:
		/* each further line at the statement's indent (empty lines bare) */
		for (const char *t = s->u.inl.text;;) {
			const char *nl = strchr(t, '\n');
			buf_put(b, t, nl ? (size_t)(nl - t) : strlen(t));
			if (!nl)
				break;
			t = nl + 1;
			buf_putc(b, '\n');
			if (*t && *t != '\n')
				indent(P, ind);
		}
		break;
	case ST_FOR: p_for(P, s, ind); break;
	case ST_WHILE:
		if (s->u.wloop.n_iter) {
			buf_puts(b, "for ");
			p_iter_names(P, s->u.wloop.n_iter, s->u.wloop.iter);
			buf_puts(b, " in pl.while_(");
			p_init_values(P, s->u.wloop.n_iter, s->u.wloop.iter);
			buf_puts(b, "):\n");
			indent(P, ind + 1);
			buf_puts(b, "pl.cond(");
			p_expr(P, s->u.wloop.cond);
			buf_puts(b, ")");
			if (s->u.wloop.body.n)
				buf_putc(b, '\n');
			for (uint32_t i = 0; i < s->u.wloop.body.n; i++) {
				if (i)
					buf_putc(b, '\n');
				p_stmt(P, s->u.wloop.body.v[i], ind + 1,
				       s->u.wloop.return_vars ? s->u.wloop.n_iter : 0,
				       s->u.wloop.return_vars, i + 1 == s->u.wloop.body.n);
			}
		} else {
			buf_puts(b, "while ");
			p_expr(P, s->u.wloop.cond);
			buf_puts(b, ":\n");
			p_block(P, s->u.wloop.body, ind + 1, 0, NULL);
		}
		break;
	case ST_IF:
		buf_puts(b, "if ");
		p_expr(P, s->u.cond.cond);
		buf_puts(b, ":\n");
		p_block(P, s->u.cond.then_body, ind + 1, s->u.cond.n_ret, s->u.cond.return_vars);
		if (s->u.cond.has_else) { /* an empty else prints `else: pass` */
			buf_putc(b, '\n');
			indent(P, ind);
			buf_puts(b, "else:\n");
			p_block(P, s->u.cond.else_body, ind + 1, s->u.cond.n_ret, s->u.cond.return_vars);
		}
		break;
	case ST_SCOPE: p_scope(P, s, ind, 0, NULL); break;
	}
}

static void p_block(struct pr *P, struct stmt_list l, int ind, uint32_t n_ret,
		    struct var *const *ret)
{
	if (!l.n) {
		indent(P, ind);
		buf_puts(P->b, "pass");
		return;
	}
	if (l.n == 1 && n_ret && is_runtime_scope(l.v[0]) && !l.v[0]->n_comments) {
		indent(P, ind);
		p_scope(P, l.v[0], ind, n_ret, ret);
		return;
	}
	for (uint32_t i = 0; i < l.n; i++) {
		if (i)
			buf_putc(P->b, '\n');
		p_stmt(P, l.v[i], ind, n_ret, ret, i + 1 == l.n);
	}
}

/* ---- naming ------------------------------------------------------------------- */

struct namer {
	struct pr *P;
	struct var **order; /* vars in collection order */
	uint32_t n, cap;
};

static void nm_add(struct namer *N, struct var *v)
{
	if (!v || v->id >= N->P->prog->n_vars || N->P->seen[v->id])
		return;
	N->P->seen[v->id] = true;
	if (N->n == N->cap) {
		N->cap = N->cap ? N->cap * 2 : 64;
		N->order = xrealloc(N->order, N->cap * sizeof *N->order);
	}
	N->order[N->n++] = v;
}

static void nm_def(struct namer *N, struct var *v)
{
	if (v && v->id < N->P->prog->n_vars)
		N->P->body_defined[v->id] = true;
	nm_add(N, v);
}

static bool nm_def_stmt(struct stmt *s, void *ctx)
{
	struct namer *N = ctx;
	switch (s->kind) {
	case ST_ASSIGN: nm_def(N, s->u.assign.var); break;
	case ST_FOR:
		nm_def(N, s->u.loop.loop_var);
		for (uint32_t i = 0; i < s->u.loop.n_iter; i++)
			nm_def(N, s->u.loop.iter[i].var);
		for (uint32_t i = 0; s->u.loop.return_vars && i < s->u.loop.n_iter; i++)
			nm_def(N, s->u.loop.return_vars[i]);
		break;
	case ST_WHILE:
		for (uint32_t i = 0; i < s->u.wloop.n_iter; i++)
			nm_def(N, s->u.wloop.iter[i].var);
		for (uint32_t i = 0; s->u.wloop.return_vars && i < s->u.wloop.n_iter; i++)
			nm_def(N, s->u.wloop.return_vars[i]);
		break;
	case ST_IF:
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++)
			nm_def(N, s->u.cond.return_vars[i]);
		break;
	case ST_SCOPE: nm_def(N, s->u.scope.var); break;
	default: break;
	}
	return true;
}

static bool nm_use_expr(struct expr *e, void *ctx)
{
	if (e->kind == EX_VAR && e->u.var->kind != VAR_DYN)
		nm_add(ctx, e->u.var);
	return true;
}

/* A counting set of interned names (open addressing on the pointer). */
struct name_set {
	const char **key;
	uint32_t *count, *seen;
	uint32_t cap;
};

static uint32_t ns_slot(struct name_set *S, const char *k)
{
	uint32_t h = (uint32_t)(((uintptr_t)k >> 4) * 2654435761u) & (S->cap - 1);
	while (S->key[h] && S->key[h] != k)
		h = (h + 1) & (S->cap - 1);
	return h;
}

static void ns_init(struct name_set *S, uint32_t n)
{
	S->cap = 16;
	while (S->cap < 4 * n + 16)
		S->cap *= 2;
	S->key = xcalloc(S->cap, sizeof *S->key);
	S->count = xcalloc(S->cap, sizeof *S->count);
	S->seen = xcalloc(S->cap, sizeof *S->seen);
}

static void ns_free(struct name_set *S)
{
	free(S->key);
	free(S->count);
	free(S->seen);
}

/* Adds k (the set has room for 4x the names it was sized for). */
static uint32_t ns_add(struct name_set *S, const char *k)
{
	uint32_t h = ns_slot(S, k);
	S->key[h] = k;
	return h;
}

/* Per-function names: params, then body definitions (pre-order), then
 * other uses; a name shared by several vars keeps it for the first and
 * gives the k-th other `name_k` (skipping names already taken); a use of a
 * var that is neither a parameter nor defined in the body prints as
 * `name__FREE_VAR`. */
static void name_function(struct pr *P, const struct function *f)
{
	/* The per-var tables are the program's: only the entries the previous
	 * function set are cleared, so naming stays linear in the program. */
	for (uint32_t i = 0; i < P->n_named; i++) {
		uint32_t id = P->named[i]->id;
		P->names[id] = NULL;
		P->body_defined[id] = false;
		P->seen[id] = false;
	}
	free(P->named);
	P->named = NULL;
	P->n_named = 0;
	struct namer N = {.P = P};
	for (uint32_t i = 0; i < f->n_params; i++)
		nm_add(&N, f->params[i].var);
	ir_walk_stmts(f->body, nm_def_stmt, &N);
	uint32_t n_defs = N.n;
	ir_walk_stmts_exprs(f->body, nm_use_expr, &N);
	/* taken: every name in use; count: definitions per name. */
	struct name_set S;
	ns_init(&S, 2 * N.n);
	for (uint32_t i = 0; i < N.n; i++) {
		uint32_t h = ns_add(&S, N.order[i]->name);
		if (i < n_defs)
			S.count[h]++;
	}
	for (uint32_t i = 0; i < N.n; i++) {
		struct var *v = N.order[i];
		if (i >= n_defs) {
			P->names[v->id] = arena_printf(P->prog->arena, "%s__FREE_VAR", v->name);
			continue;
		}
		uint32_t h = ns_slot(&S, v->name);
		uint32_t k = S.seen[h]++;
		if (S.count[h] == 1 || k == 0) {
			P->names[v->id] = v->name;
			continue;
		}
		for (uint32_t kk = k;; kk++) {
			const char *cand = intern_cstr(arena_printf(P->prog->arena, "%s_%u", v->name, kk));
			uint32_t c = ns_slot(&S, cand);
			if (!S.key[c]) {
				ns_add(&S, cand);
				P->names[v->id] = cand;
				break;
			}
		}
	}
	ns_free(&S);
	P->named = N.order;
	P->n_named = N.n;
}

/* ---- functions and programs ----------------------------------------------------- */

static const char *const fk_names[FK_COUNT] = {
#define FUNC_LEVEL(n) #n,
#include "vocab.def"
};

static void p_function(struct pr *P, const struct function *f, int ind)
{
	struct buf *b = P->b;
	name_function(P, f);
	indent(P, ind);
	/* Only the keywords that differ from the default, in this order. */
	buf_puts(b, "@pl.function");
	const char *sep = "(";
	if (f->kind != FK_Opaque) {
		buf_printf(b, "%stype=pl.FunctionType.%s", sep, fk_names[f->kind]);
		sep = ", ";
	}
	if (f->level != LV_NONE) {
		buf_printf(b, "%slevel=pl.Level.%s", sep, ir_level_names[f->level]);
		sep = ", ";
	}
	if (f->role != ROLE_NONE) {
		buf_printf(b, "%srole=pl.Role.%s", sep, ir_role_names[f->role]);
		sep = ", ";
	}
	if (f->auto_scope_false) {
		buf_printf(b, "%sauto_scope=False", sep);
		sep = ", ";
	}
	if (f->external_source) {
		buf_printf(b, "%sexternal_source=", sep);
		p_quoted(b, f->external_source, '"');
		sep = ", ";
	}
	buf_puts(b, *sep == ',' ? ")\n" : "\n");
	indent(P, ind);
	buf_printf(b, "def %s(", f->name);
	bool first = true;
	if (!P->prog->bare_function && ir_function_has_self(f)) {
		buf_puts(b, "self");
		first = false;
	}
	P->in_signature = true;
	for (uint32_t i = 0; i < f->n_params; i++) {
		if (!first)
			buf_puts(b, ", ");
		first = false;
		const struct param *pa = &f->params[i];
		buf_printf(b, "%s: ", var_name(P, pa->var));
		if (pa->dir != DIR_IN)
			buf_puts(b, pa->dir == DIR_OUT ? "pl.Out[" : "pl.InOut[");
		p_type(P, pa->var->type);
		if (pa->dir != DIR_IN)
			buf_putc(b, ']');
	}
	buf_putc(b, ')');
	if (f->n_rets == 1) {
		buf_puts(b, " -> ");
		p_type(P, f->rets[0]);
	} else if (f->n_rets > 1) {
		buf_puts(b, " -> tuple[");
		for (uint32_t i = 0; i < f->n_rets; i++) {
			if (i)
				buf_puts(b, ", ");
			p_type(P, f->rets[i]);
		}
		buf_putc(b, ']');
	}
	P->in_signature = false;
	buf_puts(b, ":\n");
	if (f->attrs.n) {
		indent(P, ind + 1);
		buf_puts(b, "pl.func_attr(");
		p_attrs(P, f->attrs);
		buf_puts(b, ")\n");
	}
	if (f->abstract && !f->body.n) {
		indent(P, ind + 1);
		buf_puts(b, "...");
	} else {
		p_block(P, f->body, ind + 1, 0, NULL);
	}
}

struct order {
	const struct program *p;
	const struct function **sorted; /* by name */
	struct vec callees;             /* scratch: callee indices (as pointers) */
};

static int fn_cmp(const void *a, const void *b)
{
	const struct function *x = *(const struct function *const *)a;
	const struct function *y = *(const struct function *const *)b;
	return strcmp(x->name, y->name);
}

/* Index of f in the name-sorted array, or UINT32_MAX. */
static uint32_t fn_index(const struct order *O, const struct function *f)
{
	uint32_t lo = 0, hi = O->p->n_funcs;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcmp(O->sorted[mid]->name, f->name);
		if (c == 0)
			return O->sorted[mid] == f ? mid : UINT32_MAX;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return UINT32_MAX;
}

static bool collect_call(struct expr *e, void *ctx)
{
	struct order *O = ctx;
	if (e->kind == EX_FCALL && e->u.fcall.callee) {
		uint32_t j = fn_index(O, e->u.fcall.callee);
		if (j != UINT32_MAX)
			vec_push(&O->callees, (void *)(uintptr_t)j);
	}
	return true;
}

static int idx_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
	return x < y ? -1 : x > y;
}

/* A frame of the depth-first walk: function i and its callees (distinct, in
 * name order, the reference's std::set of GlobalVars) still to visit. */
struct frame {
	uint32_t i, next, n;
	uint32_t *callees;
};

/* Callees before callers: a depth-first walk over the name-sorted functions
 * visiting each function's callees in name order; name order when the call
 * graph has a cycle.  The walk keeps its own stack: a chain of calls as long
 * as the program is walked without recursion. */
static const struct function **function_order(const struct program *p)
{
	struct order O = {.p = p};
	uint32_t n = p->n_funcs;
	O.sorted = xmalloc((n ? n : 1) * sizeof *O.sorted);
	memcpy(O.sorted, p->funcs, n * sizeof *O.sorted);
	qsort(O.sorted, n, sizeof *O.sorted, fn_cmp);
	uint8_t *state = xcalloc(n ? n : 1, 1); /* 0 new, 1 on the stack, 2 done */
	const struct function **out = xmalloc((n ? n : 1) * sizeof *out);
	struct frame *stack = xmalloc((n ? n : 1) * sizeof *stack);
	uint32_t n_out = 0, depth = 0;
	bool cycle = false;
	for (uint32_t root = 0; root < n && !cycle; root++) {
		if (state[root])
			continue;
		state[root] = 1;
		stack[depth++] = (struct frame){root, 0, 0, NULL};
		bool fresh = true;
		while (depth && !cycle) {
			struct frame *fr = &stack[depth - 1];
			if (fresh) {
				O.callees.n = 0;
				ir_walk_stmts_exprs(O.sorted[fr->i]->body, collect_call, &O);
				if (O.callees.n)
					qsort(O.callees.items, O.callees.n, sizeof *O.callees.items, idx_cmp);
				fr->callees = xmalloc((O.callees.n ? O.callees.n : 1) * sizeof *fr->callees);
				for (size_t k = 0; k < O.callees.n; k++)
					if (!k || O.callees.items[k] != O.callees.items[k - 1])
						fr->callees[fr->n++] = (uint32_t)(uintptr_t)O.callees.items[k];
				fresh = false;
			}
			if (fr->next < fr->n) {
				uint32_t j = fr->callees[fr->next++];
				if (state[j] == 1)
					cycle = true;
				else if (!state[j]) {
					state[j] = 1;
					stack[depth++] = (struct frame){j, 0, 0, NULL};
					fresh = true;
				}
				continue;
			}
			state[fr->i] = 2;
			out[n_out++] = O.sorted[fr->i];
			free(fr->callees);
			depth--;
		}
	}
	while (depth)
		free(stack[--depth].callees);
	free(stack);
	free(state);
	vec_free(&O.callees);
	if (cycle) {
		free(out);
		return O.sorted;
	}
	free(O.sorted);
	return out;
}

static int dyn_cmp(const void *a, const void *b)
{
	const struct var *x = *(const struct var *const *)a, *y = *(const struct var *const *)b;
	return strcmp(x->name, y->name);
}

void print_program(struct buf *out, const struct program *p)
{
	uint32_t nv = p->n_vars ? p->n_vars : 1;
	struct buf body = {0};
	struct pr P = {.b = &body, .prog = p};
	P.names = xcalloc(nv, sizeof *P.names);
	P.body_defined = xcalloc(nv, 1);
	P.dyn_used = xcalloc(nv, 1);
	P.seen = xcalloc(nv, 1);
	const struct function **order = function_order(p);
	int ind = p->bare_function ? 0 : 1;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		if (i)
			buf_putc(&body, '\n');
		p_function(&P, order[i], ind);
	}
	free(order);
	if (!p->bare_function)
		buf_printf(out, "# pypto.program: %s\n", p->name);
	buf_puts(out, "import pypto.language as pl\n\n");
	struct var **dyn = xmalloc((p->n_dyn ? p->n_dyn : 1) * sizeof *dyn);
	uint32_t nd = 0;
	for (uint32_t i = 0; i < p->n_dyn; i++)
		if (P.dyn_used[p->dyn[i]->id])
			dyn[nd++] = p->dyn[i];
	qsort(dyn, nd, sizeof *dyn, dyn_cmp);
	for (uint32_t i = 0; i < nd; i++)
		if (!i || dyn[i]->name != dyn[i - 1]->name)
			buf_printf(out, "%s = pl.dynamic(\"%s\")\n", dyn[i]->name, dyn[i]->name);
	if (nd)
		buf_putc(out, '\n');
	free(dyn);
	if (!p->bare_function)
		buf_printf(out, "@pl.program\nclass %s:\n", p->name);
	buf_put(out, body.data ? body.data : "", body.len);
	buf_free(&body);
	free(P.names);
	free(P.body_defined);
	free(P.dyn_used);
	free(P.seen);
	free(P.named);
}
