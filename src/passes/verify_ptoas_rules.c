/* VerifyPtoasRules: checks every op call of a kernel against the ptoas
 * verifier rules of its spec (`ptoas: rules:`, or a backend's override) that
 * hold for the backend's ptoas arch and the selected ptoas version, and
 * reports each broken rule at the call with the rule in words, so that ptoas
 * never rejects what ptoc emits.  Codegen runs it on each kernel first.
 * requires: TileMemoryInferred, HasMemRefs (the final tile types: memory
 *           spaces, layouts, valid shapes and buffers)
 * produces: nothing; invalidates: nothing (a check) */
#include "verify_ptoas_rules.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "ptoas.h"
#include "util.h"

#define SIGS_BITS 7
#define SIGS (1u << SIGS_BITS)
#define QUICK 128u /* slots: QUICK / 2 sets of two */
#define QUICK_WORDS 40
#define LAST_WORDS 8
#define LAST_WAYS 4
/* recent: the way of its set stored last (kept in the set's way 0) */
struct quick_slot {
	uint32_t gen;
	uint16_t n;
	uint16_t recent;
	uint64_t h;
	uint64_t w[QUICK_WORDS];
};

struct vctx {
	const be_t *be;
	int arch;
	uint32_t version;
	bool emit_addr; /* the planner bakes tile addresses (views are alloc_tiles) */
	const struct function *f;
	bool noted; /* the facts of f's vars are noted (note_facts) */
	char version_text[16];
	/* per var id: what defines it and the consumers `t = x[i]` of a tuple
	 * x (t's type per i); an entry holds for this function when its gen is
	 * the scratch's */
	struct ptoas_rules_scratch *s;
	/* per op: calls in the function, the first two (once, needs_op) */
	uint32_t *calls;
	struct seen { struct expr *call; struct span at; } (*seen)[2];
	/* per op: what its calls are checked with, found on its first call
	 * (NULL outside a whole-function check: looked up per call) */
	struct op_rules *ops;
	uint32_t *touched, n_touched; /* the ops called, once each */
	const struct spec_ptoas_rule **applying; /* the ops' rules that apply, in runs */
	uint32_t n_applying, cap_applying;
	/* the call keys (call_key) whose shape-only rules all hold: an open
	 * table of hash and offset into `words` (offset + 1; 0: empty) */
	struct pass_slot { uint64_t hash; uint32_t at; } *passed;
	uint32_t n_passed, cap_passed;
	int64_t *words;
	uint32_t n_words, cap_words;
	/* the key words of recent tile types (tile_words), by pointer hash:
	 * a type is mostly an operand soon after it is a result */
	/* h: the hash of w (key_mix); gen: the function's (scratch gen) */
	struct tile_sig { const struct type *t; bool ok; uint32_t gen; int64_t w[6]; uint64_t h; } *sigs; /* [SIGS] */
	/* the calls of all-shape ops whose key passed, by what their key is
	 * made of (quick_key), met in this function (gen): [QUICK] */
	struct quick_slot *quick;
	int errors;
};

/* The rules of one op that apply to this arch and version
 * (applying[first .. first + n)) and whether an
 * empty result makes a call a no-op. */
struct op_rules {
	bool ready, empty_noop;
	bool keyed;     /* its calls are keyed (call_key): some rule is shape-only */
	bool key_valid; /* a key notes whether each tile arg is typed static-valid */
	bool all_shape; /* every rule is shape-only */
	uint32_t slots; /* the arg memo slots its rules read */
	uint32_t first, n;
	/* the quick_key words of the last LAST_WAYS calls of distinct words
	 * that passed in this function, the latest first (n_last[i] 0: none;
	 * keys of up to LAST_WORDS words): a kernel's statement calls an op
	 * on a few shapes in turn (a layout repair's reshapes there and back) */
	uint32_t n_last[LAST_WAYS];
	uint64_t last[LAST_WAYS][LAST_WORDS];
};

/* The entry of var id `id` for this function, cleared on first touch. */
static struct ptoas_var_facts *facts_at(struct vctx *c, uint32_t id)
{
	if (id >= c->s->cap)
		die("ptoas rules: var id %" PRIu32 " beyond the program's %" PRIu32, id, c->s->cap);
	struct ptoas_var_facts *e = &c->s->v[id];
	if (e->gen != c->s->gen)
		*e = (struct ptoas_var_facts){.gen = c->s->gen};
	return e;
}

static void note_facts(struct vctx *c);

/* The entry of var v for this function, or NULL (none noted).  The facts
 * are noted at the first question: most kernels call no op whose rules
 * read them, and the walk would visit every statement once more. */
static const struct ptoas_var_facts *facts_of(const struct vctx *c, const struct var *v)
{
	if (c->s && c->f && !c->noted)
		note_facts((struct vctx *)c); /* a vctx is never a const object */
	if (!c->s || !v || v->id >= c->s->cap || c->s->v[v->id].gen != c->s->gen)
		return NULL;
	return &c->s->v[v->id];
}

static bool note_var(struct stmt *s, void *ctx)
{
	struct vctx *c = ctx;
	if (s->kind != ST_ASSIGN || !s->u.assign.var)
		return true;
	struct expr *v = s->u.assign.value;
	facts_at(c, s->u.assign.var->id)->def = v;
	if (v && v->kind == EX_GETITEM && v->u.get.x->kind == EX_VAR && v->u.get.index < 2)
		facts_at(c, v->u.get.x->u.var->id)->elem[v->u.get.index] = s->u.assign.var->type;
	return true;
}

static void note_facts(struct vctx *c)
{
	c->noted = true;
	ir_walk_stmts(c->f->body, note_var, c);
}

/* The value assigned to v in the function, or NULL (a parameter, a loop
 * variable, or no function at hand). */
static const struct expr *def_of(const struct vctx *c, const struct var *v)
{
	const struct ptoas_var_facts *e = facts_of(c, v);
	return e ? e->def : NULL;
}

/* Valid [rows, cols] of a tile; -1 where not static. */
static void valid(const struct type *t, int64_t d[2]);

bool ptoas_result_static_valid(const be_t *be, uint32_t version, bool emit_addr, unsigned op,
			       const struct type *t)
{
	int64_t x[2];
	if (!emit_addr || !t || t->kind != TY_TILE || !ptoas_op_static_valid(be, op, version) ||
	    ir_tile_view_effective(t).valid_shape.n > 2)
		return false;
	valid(t, x);
	return x[0] >= 0 && x[1] >= 0;
}

/* Whether codegen types tile var v with its static valid shape, as ptoas
 * then sees it: a view made by a subview (emit kind slice), or by a
 * pto.treshape when the planner bakes no addresses (emit kind view; with
 * addresses a view is an alloc_tile at the shared address, typed ?x?), or
 * the result of an op typed so for this version (static_valid), found
 * through plain copies.  Every other tile is an alloc_tile typed ?x?. */
static bool typed_static_valid(const struct vctx *c, const struct var *v)
{
	for (int step = 0; v && step < 64; step++) {
		const struct expr *e = def_of(c, v);
		if (e && e->kind == EX_VAR) {
			v = e->u.var;
			continue;
		}
		if (!e || e->kind != EX_CALL)
			return false;
		uint8_t k = be_op_emit(c->be, e->u.call.op);
		return k == EK_slice || (k == EK_view && !c->emit_addr) ||
		       ptoas_result_static_valid(c->be, c->version, c->emit_addr, e->u.call.op, v->type);
	}
	return false;
}

/* ---- operands ---- */

struct arg {
	const struct type *t; /* NULL: absent */
	uint8_t dtype;        /* the element type ptoas sees (scalars as emitted) */
	const struct expr *e; /* operand expression, or NULL for results */
	const struct var *v;  /* the value's var, when it is one */
	const char *name;     /* for messages */
	uint8_t have_dims;    /* bit 0: vd, bit 1: pd found (arg_valid, arg_phys) */
	int64_t vd[2], pd[2];
};

/* The args of one call, each built once for all the call's rules: slot
 * code - PTOAS_ARG_LAST for the PTOAS_ARG_* codes and the first operands. */
#define ARG_MEMO 16
struct arg_memo {
	uint32_t have; /* bit per slot */
	struct arg a[ARG_MEMO];
};

/* The dtype of result type t's elements (tiles, tensors, scalars). */
static uint8_t elem_dtype(const struct type *t)
{
	return t && (t->kind == TY_TILE || t->kind == TY_TENSOR || t->kind == TY_SCALAR) ? t->dtype
											 : DT_COUNT;
}

const struct spec_ptoas_form *ptoas_call_form(const be_t *be, const struct expr *call, uint32_t version)
{
	const struct expr_list a = call->u.call.args;
	const struct type *t = a.n ? ir_expr_type(a.v[0]) : NULL;
	return ptoas_op_form(be, call->u.call.op, version, t && t->kind == TY_TILE ? t->mem : -1);
}

/* The template the call is emitted with for this backend and version. */
static const struct spec_template *op_template(const struct vctx *c, const struct expr *call)
{
	const struct spec_ptoas_form *f = ptoas_call_form(c->be, call, c->version);
	return f ? &f->pto : be_op_pto(c->be, call->u.call.op);
}

/* The type a scalar operand is emitted with: the template's conversion
 * (${N@i32} ...), a bare literal of a value op at the result's element
 * type, else its own (codegen's lower_operand). */
static uint8_t scalar_dtype(struct vctx *c, struct expr *call, const struct var *res, int i,
			    const struct expr *e)
{
	const struct spec_template *tp = op_template(c, call);
	const struct type *rt = res ? res->type : call->type;
	uint8_t rd = rt && rt->kind == TY_TILE ? rt->dtype : DT_COUNT;
	for (unsigned k = 0; tp && k < tp->n_pieces; k++) {
		const struct spec_tpl_piece *pc = &tp->pieces[k];
		if ((pc->kind != TP_OPERAND && pc->kind != TP_OPERAND_T) || pc->operand != i)
			continue;
		switch (pc->conv) {
		case CONV_i32: return DT_INT32;
		case CONV_index: return DT_INDEX;
		case CONV_elem: return rd < DT_COUNT ? rd : ir_expr_type(e)->dtype;
		case CONV_intw:
			switch (rd < DT_COUNT ? dtype_infos[rd].bits : 32) {
			case 8: return DT_INT8;
			case 16: return DT_INT16;
			case 64: return DT_INT64;
			default: return DT_INT32;
			}
		default:
			break;
		}
		break;
	}
	uint8_t r = spec_ops[call->u.call.op].type_rule.kind;
	bool value_op = r == TR_same_as || r == TR_broadcast || r == TR_expand || r == TR_full;
	if (value_op && rd < DT_COUNT && (e->kind == EX_FLOAT || (e->kind == EX_INT && e->dtype == DT_INDEX)))
		return rd;
	return ir_expr_type(e)->dtype;
}

/* The arg of code `code` of `res = call` into *a. */
static void arg_of(struct vctx *c, struct expr *call, const struct var *res, int code, struct arg *a)
{
	const struct spec_op *op = &spec_ops[call->u.call.op];
	*a = (struct arg){.dtype = DT_COUNT};
	if (code == PTOAS_ARG_LAST) {
		code = -1;
		for (uint32_t i = 0; i < call->u.call.args.n; i++)
			if (call->u.call.args.v[i] && ir_expr_type(call->u.call.args.v[i])->kind == TY_TILE)
				code = (int)i;
		if (code < 0)
			return;
	}
	if (code >= 0) {
		if ((uint32_t)code < call->u.call.args.n) {
			a->e = call->u.call.args.v[code];
			a->t = ir_expr_type(a->e);
			a->v = a->e->kind == EX_VAR ? a->e->u.var : NULL;
			a->dtype = a->t->kind == TY_SCALAR ? scalar_dtype(c, call, res, code, a->e)
						  : elem_dtype(a->t);
		}
		a->name = code < op->n_operands ? op->operands[code].name : "?";
		return;
	}
	const struct type *rt = res ? res->type : call->type;
	if (code == PTOAS_ARG_DST) {
		a->t = rt;
		a->v = res;
		a->dtype = elem_dtype(rt);
		a->name = "the result";
		return;
	}
	int k = code == PTOAS_ARG_DST0 ? 0 : 1;
	a->name = k ? "result 1" : "result 0";
	const struct ptoas_var_facts *e = facts_of(c, res);
	if (e)
		a->t = e->elem[k];
	if (!a->t && rt && rt->kind == TY_TUPLE && (uint32_t)k < rt->n_elems)
		a->t = rt->elems[k];
	a->dtype = elem_dtype(a->t);
}

/* arg_of through the call's memo m; into *own for a code the memo has no
 * slot for. */
static struct arg *memo_arg(struct vctx *c, struct arg_memo *m, struct expr *call, const struct var *res,
			    int code, struct arg *own)
{
	unsigned slot = (unsigned)(code - PTOAS_ARG_LAST);
	if (slot >= ARG_MEMO) {
		arg_of(c, call, res, code, own);
		return own;
	}
	if (!(m->have >> slot & 1)) {
		arg_of(c, call, res, code, &m->a[slot]);
		m->have |= 1u << slot;
	}
	return &m->a[slot];
}

static bool is_tile(const struct arg *a)
{
	return a->t && a->t->kind == TY_TILE;
}

/* Whether codegen types tile arg a of `res = call` with its static valid
 * shape (the call's own result too, when no function is at hand). */
static bool arg_static_valid(const struct vctx *c, const struct expr *call, const struct var *res,
			     const struct arg *a)
{
	if (!is_tile(a))
		return false;
	if (!a->e && a->v == res && ptoas_result_static_valid(c->be, c->version, c->emit_addr, call->u.call.op, a->t))
		return true;
	return typed_static_valid(c, a->v);
}

static bool has_dtype(const struct arg *a)
{
	return a->t && (a->t->kind == TY_TILE || a->t->kind == TY_TENSOR || a->t->kind == TY_SCALAR) &&
	       a->dtype < DT_COUNT;
}

/* Physical [rows, cols] (a 1-D tile is one row); -1 for a dynamic extent. */
/* [rows, cols] of dims l: the leading dims merged into rows (a rank > 2
 * reshape result is its buffer viewed so, as codegen declares it); -1
 * where not static. */
static void rows_cols(struct expr_list l, int64_t d[2])
{
	d[0] = d[1] = -1;
	if (l.n == 1) {
		d[0] = 1;
		if (!ir_expr_is_const_int(l.v[0], &d[1]))
			d[1] = -1;
	} else if (l.n >= 2) {
		int64_t r = 1, x;
		for (uint32_t i = 0; i + 1 < l.n && r >= 0; i++)
			if (!ir_expr_is_const_int(l.v[i], &x) || !i64_mul(r, x, &r))
				r = -1;
		d[0] = r;
		if (!ir_expr_is_const_int(l.v[l.n - 1], &d[1]))
			d[1] = -1;
	}
}

static void phys(const struct type *t, int64_t d[2])
{
	rows_cols(t->shape, d);
}

static void valid(const struct type *t, int64_t d[2])
{
	rows_cols(ir_tile_view_effective(t).valid_shape, d);
}

/* valid() and phys() of a tile arg, found once for all the call's rules. */
static void arg_valid(struct arg *a, int64_t d[2])
{
	if (!(a->have_dims & 1)) {
		valid(a->t, a->vd);
		a->have_dims |= 1;
	}
	d[0] = a->vd[0];
	d[1] = a->vd[1];
}

static void arg_phys(struct arg *a, int64_t d[2])
{
	if (!(a->have_dims & 2)) {
		phys(a->t, a->pd);
		a->have_dims |= 2;
	}
	d[0] = a->pd[0];
	d[1] = a->pd[1];
}

/* A tile's view as ptoas parses it: the arch's tile_buf parser sets the
 * blayout of every loc=left tile whatever the text says. */
static struct tile_view parsed_view(const struct vctx *c, const struct type *t)
{
	struct tile_view v = ir_tile_view_effective(t);
	if (t->mem == MS_Left && c->arch >= 0 && spec_ptoas_archs[c->arch].left_blayout >= 0)
		v.blayout = (uint8_t)spec_ptoas_archs[c->arch].left_blayout;
	return v;
}

static enum ptoas_layout layout_of(const struct vctx *c, const struct type *t)
{
	struct tile_view v = parsed_view(c, t);
	if (v.blayout == TL_row_major)
		return v.slayout == TL_col_major ? PL_ZN : v.slayout == TL_row_major ? PL_ZZ : PL_ND;
	return v.slayout == TL_row_major ? PL_NZ : v.slayout == TL_col_major ? PL_NN : PL_DN;
}

/* Whether two tiles occupy one buffer: the same value, or one MemRef base at
 * one offset (and slot). */
static bool same_buffer(const struct arg *a, const struct arg *b)
{
	if (a->v && a->v == b->v)
		return true;
	const struct memref *x = a->t->memref, *y = b->t->memref;
	if (!x || !y || x->base_name != y->base_name)
		return false;
	if ((x->slot_index || y->slot_index) &&
	    !(x->slot_index && y->slot_index && ir_expr_equal_exact(x->slot_index, y->slot_index)))
		return false;
	return ir_offset_equal(x->offset, y->offset);
}

/* ---- reporting ---- */

static void first_op(enum ptoas_word kind, const char *w, size_t n, void *ctx)
{
	char *buf = ctx;
	if (kind == PW_OP && !buf[0])
		snprintf(buf, 64, "%.*s", (int)(n < 63 ? n : 63), w);
}

/* The PTO op the call becomes for this backend and version ("pto.tands"). */
static void pto_name(const struct vctx *c, const struct expr *call, char buf[64])
{
	unsigned op = call->u.call.op;
	const struct spec_template *tp = op_template(c, call);
	buf[0] = 0;
	if (tp && tp->source)
		ptoas_scan_words(tp->source, first_op, buf);
	if (!buf[0])
		snprintf(buf, 64, "%s", spec_ops[op].name);
}

static void report(struct vctx *c, struct expr *call, struct span at, const struct spec_ptoas_rule *r,
		   const char *detail)
{
	char op[64];
	pto_name(c, call, op);
	diag_error(at, "%s on %s (ptoas %s): %s%s%s", op, ptoas_arch_title(c->be), c->version_text,
		   r->msg, detail && *detail ? "; " : "", detail ? detail : "");
	if (r->note)
		diag_note(at, "%s", r->note);
	c->errors++;
}

static const char *dt_name(const struct arg *a)
{
	return a->dtype < DT_COUNT ? dtype_infos[a->dtype].name : "?";
}

static bool listed(const struct spec_ptoas_rule *r, int32_t v)
{
	for (unsigned i = 0; i < r->n_list; i++)
		if (r->list[i] == v)
			return true;
	return false;
}

/* Whether arg a is present (an omitted optional operand keeps every rule). */
static bool in_scope(const struct spec_ptoas_rule *r, const struct arg *a)
{
	(void)r;
	return a->t != NULL;
}

/* The value of int kwarg k of a call as its form spells it (the spec's
 * default when the call leaves it out). */
static int64_t kwarg_int(const struct expr *call, int k)
{
	return call->u.call.kwargs[k].i;
}

/* Whether rule r's filters on the call hold: the planner bakes addresses
 * or not (if_addr), the call sets the kwarg to a value of if_values (sets
 * it at all when there are none). */
static bool rule_on_call(const struct vctx *c, const struct spec_ptoas_rule *r, const struct expr *call)
{
	if (r->if_addr >= 0 && r->if_addr != c->emit_addr)
		return false;
	if (r->if_arg >= 0 && ((uint32_t)r->if_arg >= call->u.call.args.n || !call->u.call.args.v[r->if_arg]))
		return false;
	if (r->if_kwarg >= 0 && !r->n_if_values && !call->u.call.kwargs[r->if_kwarg].present)
		return false;
	if (r->if_kwarg >= 0 && r->n_if_values) {
		int64_t v = kwarg_int(call, r->if_kwarg);
		bool hit = false;
		for (unsigned i = 0; i < r->n_if_values && !hit; i++)
			hit = r->if_values[i] == v;
		if (!hit)
			return false;
	}
	return true;
}

/* Whether rule r's filters on its subject (the arg if_of names, else its
 * first) hold: a tile with the blayout (if_blayout), in a space of if_mem,
 * of an element type of if_dtypes, of more than one row and column
 * (if_matrix). */
static bool rule_on_subject(const struct spec_ptoas_rule *r, struct arg *a)
{
	if (r->if_blayout < 0 && !r->if_mem && !r->n_if_dtypes && !r->if_matrix)
		return true;
	if (!a || !is_tile(a))
		return false;
	if (r->if_blayout >= 0 && ir_tile_view_effective(a->t).blayout != r->if_blayout)
		return false;
	if (r->if_mem && (a->t->mem >= 32 || !(r->if_mem >> a->t->mem & 1)))
		return false;
	if (r->n_if_dtypes) {
		bool hit = false;
		for (unsigned i = 0; i < r->n_if_dtypes && !hit; i++)
			hit = r->if_dtypes[i] == a->dtype;
		if (!hit)
			return false;
	}
	if (r->if_matrix) {
		int64_t x[2];
		arg_phys(a, x);
		if (x[0] == 1 || x[1] == 1)
			return false;
	}
	return true;
}

/* Bits of one element as ptoas counts it: a 4-bit dtype is stored in pairs
 * (!pto.f4E2M1x2), one byte. */
static int64_t elem_bits(const struct arg *a)
{
	int64_t b = a->dtype < DT_COUNT ? dtype_infos[a->dtype].storage_bits : 0;
	return b == 4 ? 8 : b;
}

/* The bits a tile argument's physical shape holds; false when it is not a tile or
 * its shape is not static (or the product overflows). */
static bool tile_bits(struct arg *a, int64_t *bits)
{
	int64_t x[2];
	if (!is_tile(a))
		return false;
	arg_phys(a, x);
	return x[0] >= 0 && x[1] >= 0 && i64_mul(x[0], x[1], bits) && i64_mul(*bits, elem_bits(a), bits);
}

/* The byte size of a none_box tile's major line (a row when row-major, a
 * column when col-major), its physical [rows, cols] into x; false for boxed
 * tiles, dynamic extents and 4-bit dtypes (stored in pairs: ptoas's rule for
 * them is on the packed type). */
static bool major_bytes(const struct type *t, int64_t x[2], int64_t *bytes)
{
	struct tile_view v = ir_tile_view_effective(t);
	unsigned bits = t->dtype < DT_COUNT ? dtype_infos[t->dtype].storage_bits : 0;
	phys(t, x);
	int64_t ext = v.blayout == TL_col_major ? x[0] : x[1];
	if (v.slayout != TL_none_box || bits < 8 || ext < 0)
		return false;
	return i64_mul(ext, bits / 8, bytes);
}

/* Checks rule r on one call; its detail of a violation into `d`, "" kept
 * when it holds. */
static void check_rule(struct vctx *c, struct arg_memo *m, struct expr *call, const struct var *res,
		       const struct spec_ptoas_rule *r, struct buf *d)
{
	if (!rule_on_call(c, r, call))
		return;
	struct arg_memo local;
	if (!m) {
		local.have = 0;
		m = &local;
	}
	struct arg own[11], *a[8];
	unsigned n = r->n_args < 8 ? r->n_args : 8;
	for (unsigned i = 0; i < n; i++)
		a[i] = memo_arg(c, m, call, res, r->args[i], &own[i]);
	struct arg *subject = r->if_of != PTOAS_IF_OF_FIRST ? memo_arg(c, m, call, res, r->if_of, &own[8])
			    : n ? a[0] : NULL;
	if (!rule_on_subject(r, subject))
		return;
	if (r->n_if_pairs) {
		/* if_mem_pairs: the two args' spaces a listed pair */
		const struct arg *x = memo_arg(c, m, call, res, r->if_pair_args[0], &own[9]);
		const struct arg *y = memo_arg(c, m, call, res, r->if_pair_args[1], &own[10]);
		bool hit = false;
		for (unsigned k = 0; is_tile(x) && is_tile(y) && k < r->n_if_pairs && !hit; k++)
			hit = r->if_pairs[2 * k] == x->t->mem && r->if_pairs[2 * k + 1] == y->t->mem;
		if (!hit)
			return;
	}
	switch (r->kind) {
	case PR_dtype:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && has_dtype(a[i]) && !listed(r, a[i]->dtype))
				buf_printf(d, "got %s (%s)", dt_name(a[i]), a[i]->name);
		break;
	case PR_same_dtype: {
		const struct arg *first = NULL;
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !has_dtype(a[i]))
				continue;
			if (!first)
				first = a[i];
			else if (first->dtype != a[i]->dtype)
				buf_printf(d, "got %s (%s) and %s (%s)", dt_name(first), first->name,
					   dt_name(a[i]), a[i]->name);
		}
		break;
	}
	case PR_dtype_tuple: {
		for (unsigned i = 0; i < n; i++)
			if (!has_dtype(a[i]))
				return;
		bool found = false;
		for (unsigned k = 0; r->tuple && k + r->tuple <= r->n_list && !found; k += r->tuple) {
			found = true;
			for (unsigned i = 0; i < n; i++)
				found = found && r->list[k + i] == a[i]->dtype;
		}
		if (!found) {
			buf_puts(d, "got (");
			for (unsigned i = 0; i < n; i++)
				buf_printf(d, "%s%s", i ? ", " : "", dt_name(a[i]));
			buf_puts(d, ")");
		}
		break;
	}
	case PR_mem:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && is_tile(a[i]) && !listed(r, a[i]->t->mem))
				buf_printf(d, "%s is in %s", a[i]->name,
					   a[i]->t->mem < MS_COUNT ? memspace_names[a[i]->t->mem] : "no memory");
		break;
	case PR_row_major:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && is_tile(a[i]) && parsed_view(c, a[i]->t).blayout != TL_row_major)
				buf_printf(d, "%s is %s", a[i]->name,
					   tile_layout_names[parsed_view(c, a[i]->t).blayout]);
		break;
	case PR_layout:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && is_tile(a[i]) && !listed(r, layout_of(c, a[i]->t))) {
				struct tile_view v = parsed_view(c, a[i]->t);
				buf_printf(d, "%s is %s (blayout %s, slayout %s)", a[i]->name,
					   ptoas_layout_names[layout_of(c, a[i]->t)], tile_layout_names[v.blayout],
					   tile_layout_names[v.slayout]);
			}
		break;
	case PR_pad:
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			uint8_t p = ir_tile_view_effective(a[i]->t).pad;
			if (!listed(r, p))
				buf_printf(d, "%s has pad %s", a[i]->name, p < PAD_COUNT ? pad_value_names[p] : "?");
		}
		break;
	case PR_shape_multiple:
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			int64_t x[2], eb = r->elem ? elem_bits(a[i]) / 8 : 1;
			arg_phys(a[i], x);
			for (int k = 0; k < 2 && !d->len; k++) {
				int64_t ext;
				if ((r->n_list && !listed(r, k)) || x[k] < 0 || !i64_mul(x[k], eb, &ext) || ext % r->value == 0)
					continue;
				if (r->elem)
					buf_printf(d, "%s shape[%d] is %" PRId64 " of %s (%" PRId64 " bytes)", a[i]->name, k,
						   x[k], dt_name(a[i]), ext);
				else
					buf_printf(d, "%s shape[%d] is %" PRId64, a[i]->name, k, x[k]);
			}
		}
		break;
	case PR_fractal:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && is_tile(a[i]) &&
			    !listed(r, (int32_t)ir_tile_view_effective(a[i]->t).fractal))
				buf_printf(d, "%s has fractal %" PRIu32, a[i]->name,
					   ir_tile_view_effective(a[i]->t).fractal);
		break;
	case PR_same_valid:
	case PR_same_shape: {
		const struct arg *first = NULL;
		int64_t f[2] = {-1, -1};
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			int64_t x[2];
			(r->kind == PR_same_valid ? arg_valid : arg_phys)(a[i], x);
			if (!first) {
				first = a[i];
				f[0] = x[0];
				f[1] = x[1];
				continue;
			}
			for (int k = 0; k < 2; k++) {
				bool dim_on = !r->n_list || listed(r, k);
				if (dim_on && f[k] >= 0 && x[k] >= 0 && f[k] != x[k]) {
					buf_printf(d, "%s %s[%d] is %" PRId64 ", %s %s[%d] is %" PRId64, first->name,
						   r->kind == PR_same_valid ? "valid" : "shape", k, f[k], a[i]->name,
						   r->kind == PR_same_valid ? "valid" : "shape", k, x[k]);
					break;
				}
			}
		}
		break;
	}
	case PR_valid_eq:
	case PR_valid_max:
	case PR_valid_min:
	case PR_shape_eq:
	case PR_shape_min:
	case PR_shape_max:
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			int64_t x[2];
			bool shape = r->kind == PR_shape_eq || r->kind == PR_shape_min || r->kind == PR_shape_max;
			(shape ? arg_phys : arg_valid)(a[i], x);
			int64_t want = r->value;
			if (r->kind == PR_valid_eq && r->flag) {
				int64_t bits = elem_bits(a[i]);
				want = bits ? 256 / bits : 0;
			}
			for (int k = 0; k < 2 && !d->len; k++) {
				bool dim_on = r->kind == PR_valid_eq || r->kind == PR_shape_eq ? k == r->dim
					    : !r->n_list || listed(r, k);
				if (!dim_on || x[k] < 0)
					continue;
				bool bad = r->kind == PR_valid_max || r->kind == PR_shape_max ? x[k] > want
					 : r->kind == PR_valid_min || r->kind == PR_shape_min ? x[k] < want
					 : x[k] != want;
				if (bad)
					buf_printf(d, "%s %s[%d] is %" PRId64, a[i]->name, shape ? "shape" : "valid",
						   k, x[k]);
			}
		}
		break;
	case PR_matmul: {
		/* args: dst [M, N], lhs [M, K], rhs [K, N] */
		for (unsigned i = 0; i < 3; i++)
			if (!is_tile(a[i]))
				return;
		/* typed: ptoas 0.60's tmatmul compares the valid extents it
		 * sees statically and the physical ones of a tile typed ?x?,
		 * whose run-time valid shape the instruction then takes (the K
		 * of the lhs, the N of the rhs: valid-shape containment) */
		int64_t x[3][2];
		for (unsigned i = 0; i < 3; i++) {
			bool v = r->flag && (!r->value || arg_static_valid(c, call, res, a[i]));
			(v ? arg_valid : arg_phys)(a[i], x[i]);
		}
		static const int pairs[3][4] = {{1, 0, 0, 0}, {1, 1, 2, 0}, {2, 1, 0, 1}};
		static const char *const dim[3] = {"M", "K", "N"};
		for (int p = 0; p < 3 && !d->len; p++) {
			int64_t u = x[pairs[p][0]][pairs[p][1]], v = x[pairs[p][2]][pairs[p][3]];
			if (u >= 0 && v >= 0 && u != v)
				buf_printf(d, "%s is %" PRId64 " in %s and %" PRId64 " in %s", dim[p], u,
					   a[pairs[p][0]]->name, v, a[pairs[p][2]]->name);
		}
		break;
	}
	case PR_mx_scale: {
		/* the data's space picks the side: K is its cols on Left, its
		 * rows on Right; the other axis is the data's own */
		if (!is_tile(a[0]) || !is_tile(a[1]) ||
		    (a[1]->t->mem != MS_Left && a[1]->t->mem != MS_Right))
			return;
		int kd = a[1]->t->mem == MS_Left ? 1 : 0, od = 1 - kd;
		int64_t sp[2], sv[2], dp[2], dv[2], want[2][2];
		arg_phys(a[0], sp);
		arg_valid(a[0], sv);
		arg_phys(a[1], dp);
		arg_valid(a[1], dv);
		int64_t blocks = dv[kd] >= 0 && r->value > 0 ? (dv[kd] + r->value - 1) / r->value : -1;
		want[0][od] = dp[od];
		want[1][od] = dv[od];
		want[0][kd] = want[1][kd] = blocks;
		for (int w = 0; w < 2 && !d->len; w++) {
			const int64_t *x = w ? sv : sp;
			for (int k = 0; k < 2 && !d->len; k++)
				if (x[k] >= 0 && want[w][k] >= 0 && x[k] != want[w][k])
					buf_printf(d, "%s %s[%d] is %" PRId64 ", %s [%" PRId64 ", %" PRId64 "] wants %" PRId64,
						   a[0]->name, w ? "valid" : "shape", k, x[k], a[1]->name,
						   w ? dv[0] : dp[0], w ? dv[1] : dp[1], want[w][k]);
		}
		break;
	}
	case PR_distinct:
		for (unsigned i = 0; i < n && !d->len; i++)
			for (unsigned k = i + 1; k < n && !d->len; k++)
				if (is_tile(a[i]) && is_tile(a[k]) && same_buffer(a[i], a[k]))
					buf_printf(d, "%s and %s are one buffer", a[i]->name, a[k]->name);
		break;
	case PR_min_bytes:
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			int64_t x[2], bytes;
			arg_phys(a[i], x);
			if (x[0] < 0 || x[1] < 0 || !i64_mul(x[0], x[1], &bytes) ||
			    !i64_mul(bytes, elem_bits(a[i]), &bytes))
				continue;
			if (bytes / 8 < r->value)
				buf_printf(d, "%s holds %" PRId64 " bytes", a[i]->name, bytes / 8);
		}
		break;
	case PR_major_bytes:
		for (unsigned i = 0; i < n && !d->len; i++) {
			int64_t x[2], bytes;
			if (!is_tile(a[i]) || !major_bytes(a[i]->t, x, &bytes))
				continue;
			if (bytes % r->value)
				buf_printf(d, "%s [%" PRId64 ", %" PRId64 "] of %s has %" PRId64 "-byte %s", a[i]->name,
					   x[0], x[1], dt_name(a[i]), bytes,
					   ir_tile_view_effective(a[i]->t).blayout == TL_col_major ? "columns" : "rows");
		}
		break;
	case PR_valid_full:
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!is_tile(a[i]))
				continue;
			int64_t v[2], p[2];
			arg_valid(a[i], v);
			arg_phys(a[i], p);
			for (int k = 0; k < 2 && !d->len; k++)
				if ((!r->n_list || listed(r, k)) && v[k] >= 0 && p[k] >= 0 && v[k] != p[k])
					buf_printf(d, "%s valid[%d] is %" PRId64 " of %" PRId64, a[i]->name, k, v[k],
						   p[k]);
		}
		break;
	case PR_valid_ge: {
		if (!is_tile(a[0]))
			return;
		int64_t big[2];
		arg_valid(a[0], big);
		for (unsigned i = 1; i < n && !d->len; i++) {
			if (!is_tile(a[i]))
				continue;
			int64_t x[2];
			arg_valid(a[i], x);
			for (int k = 0; k < 2 && !d->len; k++)
				if ((!r->n_list || listed(r, k)) && big[k] >= 0 && x[k] >= 0 && big[k] < x[k])
					buf_printf(d, "%s valid[%d] is %" PRId64 ", %s valid[%d] is %" PRId64,
						   a[0]->name, k, big[k], a[i]->name, k, x[k]);
		}
		break;
	}
	case PR_valid_match_one: {
		/* broken only when every other arg differs from the first in a
		 * dim both know statically */
		if (!is_tile(a[0]))
			return;
		int64_t f[2];
		arg_valid(a[0], f);
		bool any = false, match = false;
		for (unsigned i = 1; i < n && !match; i++) {
			if (!is_tile(a[i]))
				continue;
			int64_t x[2];
			arg_valid(a[i], x);
			any = true;
			match = true;
			for (int k = 0; k < 2; k++)
				if ((!r->n_list || listed(r, k)) && f[k] >= 0 && x[k] >= 0 && f[k] != x[k])
					match = false;
		}
		if (any && !match)
			buf_printf(d, "%s valid shape matches no other operand's", a[0]->name);
		break;
	}
	case PR_valid_in_shape:
		/* 2-D tiles: each constant valid extent against its extent */
		for (unsigned i = 0; i < n && !d->len; i++) {
			struct expr_list vl = is_tile(a[i]) ? ir_tile_view_effective(a[i]->t).valid_shape
							     : (struct expr_list){0};
			if (vl.n != 2 || a[i]->t->shape.n != 2)
				continue;
			for (int k = 0; k < 2 && !d->len; k++) {
				int64_t v, p;
				if ((!r->n_list || listed(r, k)) && ir_expr_is_const_int(vl.v[k], &v) &&
				    ir_expr_is_const_int(a[i]->t->shape.v[k], &p) && (v < 0 || v > p))
					buf_printf(d, "%s valid[%d] is %" PRId64 " of %" PRId64, a[i]->name, k, v, p);
			}
		}
		break;
	case PR_shape_ge_sum: {
		/* the first arg's extent against the others' sum (the first's own
		 * operand, when another arg names it too, counted once) */
		int64_t x[2], sum = 0;
		if (!is_tile(a[0]) || r->dim < 0)
			return;
		arg_phys(a[0], x);
		for (unsigned i = 1; i < n; i++) {
			int64_t y[2];
			if (!is_tile(a[i]) || (a[i]->e && a[i]->e == a[0]->e))
				continue;
			(r->flag ? arg_valid : arg_phys)(a[i], y);
			if (y[r->dim] < 0 || !i64_add(sum, y[r->dim], &sum))
				return;
		}
		if (x[r->dim] >= 0 && x[r->dim] < sum)
			buf_printf(d, "%s shape[%d] is %" PRId64 ", the other args' %s[%d] sum to %" PRId64, a[0]->name, r->dim,
				   x[r->dim], r->flag ? "valid" : "shape", r->dim, sum);
		break;
	}
	case PR_valid_times: {
		if (!is_tile(a[0]) || !is_tile(a[1]) || r->dim < 0 || r->kwarg < 0)
			return;
		int64_t x[2], y[2], f = r->value, want;
		const struct kwval *kv = &call->u.call.kwargs[r->kwarg];
		for (unsigned k = 0; k + 1 < r->n_list; k += 2)
			if (r->list[k] == kv->i)
				f = r->list[k + 1];
		arg_valid(a[0], x);
		arg_valid(a[1], y);
		if (x[r->dim] >= 0 && y[r->dim] >= 0 && i64_mul(y[r->dim], f, &want) && x[r->dim] != want)
			buf_printf(d, "%s valid[%d] is %" PRId64 ", %s valid[%d] is %" PRId64 " (times %" PRId64 ")",
				   a[0]->name, r->dim, x[r->dim], a[1]->name, r->dim, y[r->dim], f);
		break;
	}
	case PR_elem_bytes:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (has_dtype(a[i]) && !listed(r, (int32_t)(elem_bits(a[i]) / 8)))
				buf_printf(d, "%s (%s) has %" PRId64 "-byte elements", a[i]->name, dt_name(a[i]),
					   elem_bits(a[i]) / 8);
		break;
	case PR_same_elem_bytes:
		for (unsigned i = 1; i < n && !d->len; i++)
			if (has_dtype(a[0]) && has_dtype(a[i]) && elem_bits(a[0]) != elem_bits(a[i]))
				buf_printf(d, "%s is %s, %s is %s", a[0]->name, dt_name(a[0]), a[i]->name,
					   dt_name(a[i]));
		break;
	case PR_same_bytes: {
		int64_t first = -1;
		for (unsigned i = 0; i < n && !d->len; i++) {
			int64_t b;
			if (!tile_bits(a[i], &b))
				continue;
			if (first < 0)
				first = b;
			else if (b != first)
				buf_printf(d, "%s holds %" PRId64 " bytes, %s %" PRId64, a[0]->name, first / 8,
					   a[i]->name, b / 8);
		}
		break;
	}
	case PR_same_boxed: {
		const struct arg *first = NULL;
		for (unsigned i = 0; i < n && !d->len; i++) {
			if (!in_scope(r, a[i]) || !is_tile(a[i]))
				continue;
			if (!first)
				first = a[i];
			else if ((parsed_view(c, first->t).slayout == TL_none_box) !=
				 (parsed_view(c, a[i]->t).slayout == TL_none_box))
				buf_printf(d, "%s has slayout %s, %s %s", first->name,
					   tile_layout_names[parsed_view(c, first->t).slayout], a[i]->name,
					   tile_layout_names[parsed_view(c, a[i]->t).slayout]);
		}
		break;
	}
	case PR_bytes_ge: {
		int64_t big;
		if (!tile_bits(a[0], &big))
			return;
		for (unsigned i = 1; i < n && !d->len; i++) {
			int64_t b;
			if (!tile_bits(a[i], &b))
				continue;
			if (big < b)
				buf_printf(d, "%s holds %" PRId64 " bytes, %s %" PRId64, a[0]->name, big / 8, a[i]->name, b / 8);
		}
		break;
	}
	case PR_box_aligned: {
		/* the inner box of a boxed tile (facts §3.1): 16x16 (fractal
		 * 1024), 16x2 (32); 512: 16 x 32 bytes (slayout row_major) or
		 * 32 bytes x 16 (col_major) */
		if (!is_tile(a[0]))
			return;
		struct tile_view v = ir_tile_view_effective(a[0]->t);
		int64_t eb = elem_bits(a[0]) / 8, box[2];
		if (v.slayout == TL_none_box || eb < 1)
			return;
		if (v.fractal == 1024)
			box[0] = box[1] = 16;
		else if (v.fractal == 32)
			box[0] = 16, box[1] = 2;
		else if (v.fractal == 512 && 32 % eb == 0)
			box[0] = v.slayout == TL_row_major ? 16 : 32 / eb, box[1] = v.slayout == TL_row_major ? 32 / eb : 16;
		else
			return;
		for (unsigned i = 1; i < n && !d->len; i++) {
			int64_t x[2] = {-1, -1};
			const struct expr *e = a[i]->e;
			if (is_tile(a[i])) {
				arg_phys(a[i], x);
			} else if (e && e->kind == EX_LIST && e->u.list.n == 2) {
				for (int k = 0; k < 2; k++)
					if (!ir_expr_is_const_int(e->u.list.v[k], &x[k]))
						x[k] = -1;
			}
			for (int k = 0; k < 2 && !d->len; k++)
				if (x[k] >= 0 && x[k] % box[k])
					buf_printf(d, "%s[%d] is %" PRId64 ", not a multiple of the %" PRId64 "x%" PRId64 " box of %s",
						   a[i]->name, k, x[k], box[0], box[1], a[0]->name);
		}
		break;
	}
	case PR_box_span: {
		if (n < 3 || !is_tile(a[0]))
			return;
		struct tile_view v = ir_tile_view_effective(a[0]->t);
		if (v.slayout == TL_none_box)
			return;
		int k = v.blayout == TL_col_major ? 0 : 1;
		int64_t outer[2], win[2] = {-1, -1}, off = -1;
		arg_phys(a[0], outer);
		const struct expr *w = a[1]->e, *o = a[2]->e;
		if (is_tile(a[1]))
			arg_phys(a[1], win);
		else if (w && w->kind == EX_LIST && w->u.list.n == 2 && !ir_expr_is_const_int(w->u.list.v[k], &win[k]))
			win[k] = -1;
		bool const_off = o && o->kind == EX_LIST && o->u.list.n == 2 &&
				 ir_expr_is_const_int(o->u.list.v[k], &off);
		if (win[k] >= 0 && win[k] != outer[k])
			buf_printf(d, "%s has %" PRId64 " %s; %s has %" PRId64, a[1]->name, win[k], k ? "columns" : "rows",
				   a[0]->name, outer[k]);
		else if (!const_off || off)
			buf_printf(d, "the %s offset is %s", k ? "column" : "row", const_off ? "not 0" : "not a constant");
		break;
	}
	case PR_window_in: {
		if (n < 3 || !is_tile(a[0]) || !is_tile(a[1]))
			return;
		int64_t outer[2], inner[2], off[2] = {-1, -1};
		arg_phys(a[0], outer);
		arg_phys(a[1], inner);
		const struct expr *e = a[2]->e;
		if (n == 3 && e && e->kind == EX_LIST) {
			for (uint32_t k = 0; k < e->u.list.n && k < 2; k++)
				if (!ir_expr_is_const_int(e->u.list.v[k], &off[k]))
					off[k] = -1;
		} else {
			for (unsigned k = 0; k + 2 < n && k < 2; k++)
				if (!a[k + 2]->e || !ir_expr_is_const_int(a[k + 2]->e, &off[k]))
					off[k] = -1;
		}
		for (int k = 0; k < 2 && !d->len; k++) {
			int64_t end;
			if (off[k] < 0 || inner[k] < 0 || outer[k] < 0 || !i64_add(off[k], inner[k], &end))
				continue;
			if (end > outer[k])
				buf_printf(d, "%s[%d] at %" PRId64 " with extent %" PRId64 " passes %s's %" PRId64, a[1]->name, k,
					   off[k], inner[k], a[0]->name, outer[k]);
		}
		break;
	}
	case PR_mem_pairs: {
		if (!is_tile(a[0]) || !is_tile(a[1]))
			return;
		bool found = false;
		for (unsigned k = 0; k + 1 < r->n_list && !found; k += 2)
			found = r->list[k] == a[0]->t->mem && r->list[k + 1] == a[1]->t->mem;
		if (!found)
			buf_printf(d, "%s is in %s, %s in %s", a[0]->name,
				   a[0]->t->mem < MS_COUNT ? memspace_names[a[0]->t->mem] : "no memory", a[1]->name,
				   a[1]->t->mem < MS_COUNT ? memspace_names[a[1]->t->mem] : "no memory");
		break;
	}
	case PR_bytes_pairs: {
		if (!has_dtype(a[0]) || !has_dtype(a[1]))
			return;
		int64_t b0 = elem_bits(a[0]) / 8, b1 = elem_bits(a[1]) / 8;
		bool found = false;
		for (unsigned k = 0; k + 1 < r->n_list && !found; k += 2)
			found = r->list[k] == b0 && r->list[k + 1] == b1;
		if (!found)
			buf_printf(d, "%s (%s) has %" PRId64 "-byte elements, %s (%s) %" PRId64 "-byte ones", a[0]->name,
				   dt_name(a[0]), b0, a[1]->name, dt_name(a[1]), b1);
		break;
	}
	case PR_kwarg_in: {
		int64_t v = kwarg_int(call, r->kwarg);
		if (!listed(r, (int32_t)v))
			buf_printf(d, "%s is %" PRId64, spec_ops[call->u.call.op].kwargs[r->kwarg].name, v);
		break;
	}
	case PR_const_int:
		for (unsigned i = 0; i < n && !d->len; i++) {
			const struct expr *e = a[i]->e;
			bool list = e && e->kind == EX_LIST;
			uint32_t m = list ? e->u.list.n : e ? 1 : 0;
			for (uint32_t k = 0; k < m && !d->len; k++) {
				int64_t x;
				if (!ir_expr_is_const_int(list ? e->u.list.v[k] : e, &x))
					continue;
				if (x >= r->value && x <= r->value2 && x % r->multiple == 0)
					continue;
				if (list)
					buf_printf(d, "%s[%" PRIu32 "] is %" PRId64, a[i]->name, k, x);
				else
					buf_printf(d, "%s is %" PRId64, a[i]->name, x);
			}
		}
		break;
	case PR_local_buffer:
		for (unsigned i = 0; i < n && !d->len; i++) {
			const struct var *v = a[i]->v;
			/* back through copies and calls of this op (which give their
			 * first operand's buffer), at most 64 steps */
			for (int step = 0; v && step < 64 && !d->len; step++) {
				if (v->kind == VAR_PARAM) {
					buf_printf(d, "%s is the parameter %s", a[i]->name, v->name);
					break;
				}
				const struct expr *e = def_of(c, v);
				v = NULL;
				if (e && e->kind == EX_VAR) {
					v = e->u.var;
				} else if (e && e->kind == EX_CALL && listed(r, (int32_t)e->u.call.op)) {
					buf_printf(d, "%s is a %s view", a[i]->name, spec_ops[e->u.call.op].name);
				} else if (e && e->kind == EX_CALL && e->u.call.op == call->u.call.op && e->u.call.args.n &&
					   e->u.call.args.v[0]->kind == EX_VAR) {
					v = e->u.call.args.v[0]->u.var;
				}
			}
		}
		break;
	case PR_once:
	case PR_needs_op:
		break; /* per function: check_function */
	case PR_kwarg_range: {
		int64_t v = kwarg_int(call, r->kwarg);
		if (v < r->value || v > r->value2)
			buf_printf(d, "%s is %" PRId64, spec_ops[call->u.call.op].kwargs[r->kwarg].name, v);
		break;
	}
	case PR_kwarg_unset:
		if (call->u.call.kwargs[r->kwarg].present)
			buf_printf(d, "%s is %" PRId64, spec_ops[call->u.call.op].kwargs[r->kwarg].name,
				   kwarg_int(call, r->kwarg));
		break;
	case PR_kwarg_le: {
		if (!call->u.call.kwargs[r->kwarg].present)
			break;
		bool set = call->u.call.kwargs[r->kwarg2].present;
		int64_t v = kwarg_int(call, r->kwarg), bound = set ? kwarg_int(call, r->kwarg2) : r->value;
		if (v > bound)
			buf_printf(d, "%s is %" PRId64 ", %s %" PRId64 "%s", spec_ops[call->u.call.op].kwargs[r->kwarg].name,
				   v, spec_ops[call->u.call.op].kwargs[r->kwarg2].name, bound, set ? "" : " (unset)");
		break;
	}
	case PR_capacity: {
		/* the bytes the first arg needs from the second's extents */
		int64_t have, x[2], need, rows = r->cap[1], cols;
		if (!tile_bits(a[0], &have) || !is_tile(a[1]) || (r->flag && !arg_static_valid(c, call, res, a[1])))
			return;
		(r->flag ? arg_valid : arg_phys)(a[1], x);
		if (x[0] < 0 || x[1] < 0)
			return;
		if (r->cap[0])
			rows += (x[0] + r->cap[0] - 1) / r->cap[0];
		cols = x[1];
		if (r->elem && !i64_mul(cols, elem_bits(a[1]) / 8, &cols))
			return;
		cols = (cols + r->cap[2] - 1) / r->cap[2];
		cols = (cols + r->cap[3] - 1) / r->cap[3] * r->cap[3];
		if (cols < r->cap[4])
			cols = r->cap[4];
		if (!i64_mul(rows, cols, &need))
			return;
		if (have / 8 < need)
			buf_printf(d, "%s holds %" PRId64 " bytes, needs %" PRId64 " for %s [%" PRId64 ", %" PRId64 "]",
				   a[0]->name, have / 8, need, a[1]->name, x[0], x[1]);
		break;
	}
	case PR_numel_eq: {
		/* only a tile typed with its static valid shape: ptoas skips ?x? */
		const struct expr *e = a[1]->e;
		int64_t x[2], have, want = 1, k;
		if (!is_tile(a[0]) || !e || e->kind != EX_LIST || !arg_static_valid(c, call, res, a[0]))
			return;
		arg_valid(a[0], x);
		if (x[0] < 0 || x[1] < 0 || !i64_mul(x[0], x[1], &have))
			return;
		for (uint32_t i = 0; i < e->u.list.n; i++)
			if (!ir_expr_is_const_int(e->u.list.v[i], &k) || !i64_mul(want, k, &want))
				return;
		if (have != want)
			buf_printf(d, "%s has %" PRId64 " valid elements, %s %" PRId64, a[0]->name, have, a[1]->name, want);
		break;
	}
	case PR_shape_ge_valid: {
		/* the first arg's physical extents against the second's valid
		 * ones, where ptoas sees them (a statically typed view) */
		int64_t x[2], y[2];
		if (!is_tile(a[0]) || !arg_static_valid(c, call, res, a[1]))
			return;
		arg_phys(a[0], x);
		arg_valid(a[1], y);
		for (int k = 0; k < 2 && !d->len; k++)
			if ((!r->n_list || listed(r, k)) && x[k] >= 0 && y[k] >= 0 && x[k] - r->value < y[k])
				buf_printf(d, "%s shape[%d] is %" PRId64 ", %s valid[%d] is %" PRId64 " (needs %" PRId64 ")",
					   a[0]->name, k, x[k], a[1]->name, k, y[k], y[k] + r->value);
		break;
	}
	case PR_valid_static:
		for (unsigned i = 0; i < n && !d->len; i++)
			if (in_scope(r, a[i]) && is_tile(a[i])) {
				int64_t x[2];
				arg_valid(a[i], x);
				if (!arg_static_valid(c, call, res, a[i]) || x[0] < 0 || x[1] < 0)
					buf_printf(d, "%s's valid shape is not static", a[i]->name);
			}
		break;
	case PR_reject:
		buf_puts(d, " "); /* always broken; no detail */
		break;
	default:
		die("ptoas rule kind %d has no check", r->kind);
	}
}

/* Whether rule kind k reads of a call only what call_key holds: the op,
 * its kwargs, which operands are given, and per arg its type's kind, the
 * dtype ptoas sees, a tile's space, view, extents and whether codegen
 * types it with its static valid shape.  The others read operand values,
 * vars or buffers. */
static bool shape_only(uint8_t k)
{
	switch (k) {
	case PR_const_int:
	case PR_local_buffer:
	case PR_distinct:
	case PR_numel_eq:
	case PR_shape_ge_sum:
	case PR_box_aligned:
	case PR_box_span:
	case PR_window_in:
		return false;
	default:
		return true;
	}
}

/* Whether rule kind k asks whether codegen types a tile with its static
 * valid shape (arg_static_valid). */
static bool reads_static_valid(uint8_t k)
{
	return k == PR_capacity || k == PR_shape_ge_valid || k == PR_valid_static || k == PR_matmul;
}

/* The memo slot of arg code `code`, or -1 when the memo has none. */
static int memo_slot(int code)
{
	unsigned slot = (unsigned)(code - PTOAS_ARG_LAST);
	return slot < ARG_MEMO ? (int)slot : -1;
}

#define KEY_WORDS 320

/* Packs the extents of list l (at most 2) into x[0..1] and their
 * constness into bits `at`.. of *flags: false for more. */
static bool key_dims(int64_t *x, uint64_t *flags, unsigned at, struct expr_list l)
{
	if (l.n > 2)
		return false;
	*flags |= (uint64_t)l.n << at;
	x[0] = x[1] = 0;
	for (uint32_t i = 0; i < l.n; i++)
		if (ir_expr_is_const_int(l.v[i], &x[i]))
			*flags |= 4u << (at + i);
	return true;
}

static uint64_t key_mix(uint64_t h, uint64_t w)
{
	return (h ^ w) * 0xff51afd7ed558ccdu;
}

/* The key words of tile type t (its space, element type, layouts, pad,
 * fractal, extents' counts, constness and values), from c's cache;
 * !ok when an extent list has more than 2 dims. */
static const struct tile_sig *tile_words(struct vctx *c, const struct type *t)
{
	uintptr_t p = (uintptr_t)t;
	struct tile_sig *g = &c->sigs[(uint64_t)p * 0x9e3779b97f4a7c15u >> (64 - SIGS_BITS)];
	if (g->t == t && g->gen == c->s->gen)
		return g;
	struct tile_view v = ir_tile_view_effective(t);
	uint64_t flags = 0;
	g->t = t;
	g->gen = c->s->gen;
	g->ok = key_dims(g->w + 2, &flags, 0, t->shape) && key_dims(g->w + 4, &flags, 4, v.valid_shape);
	g->w[0] = (int64_t)((uint64_t)t->mem << 32 | (uint64_t)t->dtype << 24 | (uint64_t)(v.blayout & 15) << 20 |
			    (uint64_t)(v.slayout & 15) << 16 | (uint64_t)v.pad << 8 | flags);
	g->w[1] = (int64_t)((uint64_t)v.fractal << 8 | (v.blayout >> 4) << 4 | (v.slayout >> 4));
	g->h = 0;
	for (unsigned i = 0; i < 6; i++)
		g->h = key_mix(g->h, (uint64_t)g->w[i]);
	return g;
}

/* The key of `res = call` (its args, built into m, the ones o's rules
 * read) into k: all that a shape-only rule reads of the call; *hp its
 * hash, a tile's words mixed in by their hash.  False when the call has
 * no key (too many words, a tile of more than 2 dims). */
static bool call_key(struct vctx *c, const struct op_rules *o, struct arg_memo *m, struct expr *call,
		     const struct var *res, int64_t *k, unsigned *nk, uint64_t *hp)
{
	unsigned op = call->u.call.op, n = 0, nkw = spec_ops[op].n_kwargs;
	const struct expr_list al = call->u.call.args;
	if (al.n > 64 || 4 + 2 * nkw > KEY_WORDS / 2)
		return false;
	uint64_t absent = 0;
	for (uint32_t i = 0; i < al.n; i++)
		absent |= (uint64_t)!al.v[i] << i;
	k[n++] = op;
	k[n++] = al.n;
	k[n++] = (int64_t)absent;
	for (unsigned i = 0; i < nkw; i++) {
		k[n++] = call->u.call.kwargs[i].present;
		k[n++] = call->u.call.kwargs[i].i;
	}
	uint64_t h = 0x9e3779b97f4a7c15u;
	for (unsigned i = 0; i < n; i++)
		h = key_mix(h, (uint64_t)k[i]);
	for (uint32_t left = o->slots; left; left &= left - 1) {
		unsigned slot = (unsigned)__builtin_ctz(left);
		struct arg own;
		const struct arg *a = memo_arg(c, m, call, res, (int)slot + PTOAS_ARG_LAST, &own);
		if (n + 6 > KEY_WORDS)
			return false;
		/* slot, kind, dtype; a tile's space, element type, layouts, pad,
		 * static-valid typing, extents' counts and constness */
		uint64_t w = (uint64_t)slot << 56 | (uint64_t)(a->t ? a->t->kind + 1u : 0) << 48 |
			     (uint64_t)a->dtype << 40;
		if (!is_tile(a)) {
			k[n++] = (int64_t)w;
			h = key_mix(h, w);
			continue;
		}
		const struct tile_sig *g = tile_words(c, a->t);
		if (!g->ok)
			return false;
		memcpy(k + n, g->w, sizeof g->w);
		w |= (uint64_t)(o->key_valid && arg_static_valid(c, call, res, a)) << 55;
		k[n] |= (int64_t)w;
		h = key_mix(key_mix(h, w), g->h);
		n += 6;
	}
	*nk = n;
	*hp = h ^ h >> 29;
	return true;
}

/* The table slot of key k: its entry, or the empty slot it goes in. */
static struct pass_slot *key_find(struct vctx *c, const int64_t *k, unsigned n, uint64_t h)
{
	uint32_t mask = c->cap_passed - 1;
	for (uint32_t i = (uint32_t)h & mask;; i = (i + 1) & mask) {
		struct pass_slot *e = &c->passed[i];
		if (!e->at)
			return e;
		const int64_t *w = c->words + e->at - 1;
		if (e->hash == h && w[0] == n && !memcmp(w + 1, k, n * sizeof *k))
			return e;
	}
}

static bool key_passed(struct vctx *c, const int64_t *k, unsigned n, uint64_t h)
{
	return c->cap_passed && key_find(c, k, n, h)->at;
}

/* Notes that the shape-only rules hold for key k; past PASSED_MAX keys
 * further ones are checked in full (the table, kept from kernel to kernel
 * in the scratch, stays small). */
#define PASSED_MAX 4096
static void key_note(struct vctx *c, const int64_t *k, unsigned n, uint64_t h)
{
	if (c->n_passed >= PASSED_MAX)
		return;
	if ((c->n_passed + 1) * 2 > c->cap_passed) {
		struct pass_slot *old = c->passed;
		uint32_t cap = c->cap_passed;
		if (cap > UINT32_MAX / 4)
			return;
		c->cap_passed = cap ? cap * 2 : 64;
		c->passed = xcalloc(c->cap_passed, sizeof *c->passed);
		for (uint32_t i = 0; i < cap; i++)
			if (old[i].at) {
				const int64_t *w = c->words + old[i].at - 1;
				*key_find(c, w + 1, (unsigned)w[0], old[i].hash) = old[i];
			}
		free(old);
	}
	struct pass_slot *e = key_find(c, k, n, h);
	if (e->at)
		return;
	if (c->n_words > UINT32_MAX / 2 - n - 1)
		return;
	if (c->n_words + n + 1 > c->cap_words) {
		c->cap_words = (c->n_words + n + 1) * 2;
		c->words = xrealloc(c->words, (size_t)c->cap_words * sizeof *c->words);
	}
	e->hash = h;
	e->at = c->n_words + 1;
	c->words[c->n_words] = n;
	memcpy(c->words + c->n_words + 1, k, n * sizeof *k);
	c->n_words += n + 1;
	c->n_passed++;
}

/* c->ops[op], found on op's first call. */
static const struct op_rules *op_rules_of(struct vctx *c, unsigned op)
{
	struct op_rules *o = &c->ops[op];
	if (o->ready)
		return o;
	const struct spec_ptoas_rule *rules;
	unsigned n = ptoas_op_rules(c->be, op, &rules);
	o->empty_noop = ptoas_op_empty_noop(c->be, op, c->version);
	o->first = c->n_applying;
	for (unsigned i = 0; i < n; i++) {
		if (!ptoas_rule_applies(&rules[i], c->arch, c->version))
			continue;
		if (c->n_applying == c->cap_applying) {
			c->cap_applying = c->cap_applying ? c->cap_applying * 2 : 64;
			c->applying = xrealloc(c->applying, c->cap_applying * sizeof *c->applying);
		}
		c->applying[c->n_applying++] = &rules[i];
	}
	o->n = c->n_applying - o->first;
	o->keyed = true;
	bool any = false;
	for (uint32_t i = 0; i < o->n && o->keyed; i++) {
		const struct spec_ptoas_rule *r = c->applying[o->first + i];
		int s;
		if (!shape_only(r->kind))
			continue;
		any = true;
		o->key_valid |= reads_static_valid(r->kind);
		for (unsigned j = 0; j < r->n_args && o->keyed; j++)
			if ((s = memo_slot(r->args[j])) < 0 || j >= 8)
				o->keyed = false;
			else
				o->slots |= 1u << s;
		if (r->if_of != PTOAS_IF_OF_FIRST) {
			if ((s = memo_slot(r->if_of)) < 0)
				o->keyed = false;
			else
				o->slots |= 1u << s;
		}
		for (unsigned j = 0; j < 2 && r->n_if_pairs; j++) {
			if ((s = memo_slot(r->if_pair_args[j])) < 0)
				o->keyed = false;
			else
				o->slots |= 1u << s;
		}
	}
	o->keyed = o->keyed && any;
	o->all_shape = true;
	for (uint32_t i = 0; i < o->n; i++)
		o->all_shape = o->all_shape && shape_only(c->applying[o->first + i]->kind);
	o->ready = true;
	return o;
}

/* What call_key reads of `res = call` when its op's rules are all
 * shape-only, read no var's definition (key_valid) and no tuple result's
 * elements (slots of PTOAS_ARG_DST0 and DST1): the op, its kwargs, the
 * result type and each operand's type, kind and dtype, by pointer and
 * value, into w (its hash *hp).  Its key is a function of these, so a call
 * of the same words has the key of the call that stored them; false when
 * the call has more operands or kwargs than the words hold. */
static bool quick_key(const struct op_rules *o, const struct expr *call, const struct var *res,
		      uint64_t *w, unsigned *nw, uint64_t *hp)
{
	unsigned op = call->u.call.op, nkw = spec_ops[op].n_kwargs, n = 0;
	const struct expr_list al = call->u.call.args;
	uint32_t tuple = 1u << (PTOAS_ARG_DST0 - PTOAS_ARG_LAST) | 1u << (PTOAS_ARG_DST1 - PTOAS_ARG_LAST);
	if (!o->all_shape || o->key_valid || (o->slots & tuple) || 2 + 2 * nkw + 2 * al.n > QUICK_WORDS)
		return false;
	/* the words and their hash in one pass: most calls take six */
	uint64_t h = 2 + 2 * nkw + 2 * (uint64_t)al.n;
	h = key_mix(h, w[n++] = op | (uint64_t)al.n << 32);
	h = key_mix(h, w[n++] = (uintptr_t)(res ? res->type : call->type));
	for (unsigned i = 0; i < nkw; i++) {
		h = key_mix(h, w[n++] = call->u.call.kwargs[i].present);
		h = key_mix(h, w[n++] = (uint64_t)call->u.call.kwargs[i].i);
	}
	for (uint32_t i = 0; i < al.n; i++) {
		const struct expr *e = al.v[i];
		h = key_mix(h, w[n++] = e ? (uintptr_t)ir_expr_type(e) : 0);
		h = key_mix(h, w[n++] = e ? (uint64_t)e->kind | (uint64_t)e->dtype << 8 | 1u << 16 : 0);
	}
	*nw = n;
	*hp = h ^ h >> 29;
	return true;
}

/* Whether `res = call` has the quick_key words w (of n words), compared as
 * they are read. */
static bool same_words(const uint64_t *w, uint32_t n_w, const struct expr *call, const struct var *res,
		       unsigned nkw)
{
	const struct expr_list al = call->u.call.args;
	unsigned n = 0;
	if (n_w != 2 + 2 * nkw + 2 * al.n)
		return false;
	if (w[n++] != (call->u.call.op | (uint64_t)al.n << 32) ||
	    w[n++] != (uintptr_t)(res ? res->type : call->type))
		return false;
	for (unsigned i = 0; i < nkw; i++) {
		if (w[n++] != (uint64_t)call->u.call.kwargs[i].present ||
		    w[n++] != (uint64_t)call->u.call.kwargs[i].i)
			return false;
	}
	for (uint32_t i = 0; i < al.n; i++) {
		const struct expr *e = al.v[i];
		if (w[n++] != (e ? (uintptr_t)ir_expr_type(e) : 0) ||
		    w[n++] != (e ? (uint64_t)e->kind | (uint64_t)e->dtype << 8 | 1u << 16 : 0))
			return false;
	}
	return true;
}

/* Whether `res = call` has the quick_key words of one of the calls of its
 * op that passed last (o->last): a kernel calls an op mostly on the types
 * it called it on just before.  A way that differs mostly does so in its
 * first words (the result type). */
static bool same_as_last(const struct op_rules *o, const struct expr *call, const struct var *res)
{
	unsigned nkw = spec_ops[call->u.call.op].n_kwargs;
	for (unsigned i = 0; i < LAST_WAYS && o->n_last[i]; i++)
		if (same_words(o->last[i], o->n_last[i], call, res, nkw))
			return true;
	return false;
}

/* Notes words w[0..n) of a call of op that passed as op's last, the ways
 * before it (but one of the same words) one down. */
static void note_last(struct vctx *c, unsigned op, const uint64_t *w, unsigned n)
{
	struct op_rules *m = &c->ops[op];
	if (n > LAST_WORDS)
		return;
	unsigned k = 0; /* the way given up: the oldest, or the one of these words */
	while (k + 1 < LAST_WAYS && m->n_last[k] &&
	       !(m->n_last[k] == n && memcmp(m->last[k], w, n * sizeof *w) == 0))
		k++;
	for (; k > 0; k--) {
		memcpy(m->last[k], m->last[k - 1], m->n_last[k - 1] * sizeof *w);
		m->n_last[k] = m->n_last[k - 1];
	}
	memcpy(m->last[0], w, n * sizeof *w);
	m->n_last[0] = n;
}

/* Notes the call of words w[0..n) (hash h) as passed, in slot q (now
 * the way stored last of its set). */
static void quick_store(const struct vctx *c, struct quick_slot *q, const uint64_t *w, unsigned n, uint64_t h)
{
	size_t i = (size_t)(q - c->quick);
	c->quick[i & ~(size_t)1].recent = (uint16_t)(i & 1);
	q->gen = c->s->gen;
	q->h = h;
	q->n = (uint16_t)n;
	memcpy(q->w, w, n * sizeof *w);
}

static void check_call_rules(struct vctx *c, const struct op_rules *o, struct expr *call,
			     const struct var *res, struct span at);

static void check_call(struct vctx *c, struct expr *call, const struct var *res, struct span at)
{
	const struct op_rules *o = op_rules_of(c, call->u.call.op);
	const struct type *rt = res ? res->type : call->type;
	if (rt && rt->kind == TY_TILE && o->empty_noop) {
		int64_t v[2];
		valid(rt, v);
		if (v[0] == 0 && v[1] == 0)
			return; /* a no-op marker this ptoas takes as is */
	}
	/* the words of a call whose key passed: before the frame of the rest */
	if (c->quick && o->n_last[0] && same_as_last(o, call, res))
		return;
	check_call_rules(c, o, call, res, call->span.line > 0 ? call->span : at);
}

/* check_call past its quick ways out. */
static void check_call_rules(struct vctx *c, const struct op_rules *o, struct expr *call,
			     const struct var *res, struct span at)
{
	/* a call made of the same words as one whose key passed */
	uint64_t qw[QUICK_WORDS], qh = 0;
	unsigned qn = 0;
	struct quick_slot *q = NULL;
	if (c->quick && o->keyed && quick_key(o, call, res, qw, &qn, &qh)) {
		/* two ways a set, so that two hot call shapes whose hashes meet
		 * (type pointers are part of them) do not take turns */
		struct quick_slot *set = &c->quick[2 * (qh % (QUICK / 2))];
		uint32_t gen = c->s->gen;
		for (unsigned i = 0; i < 2; i++) {
			struct quick_slot *e = &set[i];
			if (e->gen == gen && e->h == qh && e->n == qn && !memcmp(e->w, qw, qn * sizeof *qw)) {
				note_last(c, call->u.call.op, qw, qn);
				return;
			}
		}
		/* a stale way if any, else the one stored first */
		q = &set[set[0].gen != gen ? 0 : set[1].gen != gen ? 1 : !set->recent];
	}
	struct arg_memo m;
	m.have = 0;
	/* calls alike in all the shape-only rules read (most of a kernel's)
	 * are checked by those once: later ones only by the others */
	int64_t key[KEY_WORDS];
	unsigned nk = 0;
	uint64_t h = 0;
	bool keyed = o->keyed && call_key(c, o, &m, call, res, key, &nk, &h), passed = false, held = true;
	if (keyed) {
		passed = key_passed(c, key, nk, h);
		if (passed && q) {
			quick_store(c, q, qw, qn, qh);
			note_last(c, call->u.call.op, qw, qn);
		}
		if (passed && o->all_shape)
			return;
	}
	struct buf d = {0}; /* one for all the rules: most hold and write nothing */
	for (uint32_t i = 0; i < o->n; i++) {
		const struct spec_ptoas_rule *r = c->applying[o->first + i];
		bool only_shape = shape_only(r->kind);
		if (passed && only_shape)
			continue;
		buf_clear(&d);
		check_rule(c, &m, call, res, r, &d);
		if (d.len) {
			report(c, call, at, r, d.data[0] == ' ' ? NULL : d.data);
			held = held && !only_shape;
		}
	}
	buf_free(&d);
	if (keyed && !passed && held) {
		key_note(c, key, nk, h);
		if (q) {
			quick_store(c, q, qw, qn, qh);
			note_last(c, call->u.call.op, qw, qn);
		}
	}
}

static bool visit(struct stmt *s, void *ctx)
{
	struct vctx *c = ctx;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!v || v->kind != EX_CALL)
		return true;
	unsigned op = v->u.call.op;
	if (!c->calls[op]) {
		/* the op's entries are set at its first call of the function
		 * (their tables are not cleared ahead: most ops are not called) */
		c->touched[c->n_touched++] = op;
		c->ops[op] = (struct op_rules){0};
	}
	if (c->calls[op] < 2)
		c->seen[op][c->calls[op]] = (struct seen){v, v->span.line > 0 ? v->span : s->span};
	c->calls[op]++;
	check_call(c, v, s->kind == ST_ASSIGN ? s->u.assign.var : NULL, s->span);
	return true;
}

/* The calls of one op in a function, for `once` per kwarg value. */
struct op_call {
	int64_t value;
	uint32_t order;
	struct expr *call;
	struct span at;
};
struct op_calls {
	unsigned op;
	int kwarg;
	struct op_call *v;
	uint32_t n, cap;
};

static bool collect_call(struct stmt *s, void *ctx)
{
	struct op_calls *oc = ctx;
	struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : s->kind == ST_EVAL ? s->u.eval.value : NULL;
	if (!v || v->kind != EX_CALL || v->u.call.op != oc->op)
		return true;
	if (oc->n == oc->cap) {
		if (oc->cap > UINT32_MAX / 4)
			die("ptoas rules: %u calls of one op", oc->n);
		oc->cap = oc->cap ? oc->cap * 2 : 8;
		oc->v = xrealloc(oc->v, (size_t)oc->cap * sizeof *oc->v);
	}
	oc->v[oc->n] = (struct op_call){kwarg_int(v, oc->kwarg), oc->n, v, v->span.line > 0 ? v->span : s->span};
	oc->n++;
	return true;
}

static int by_value_then_order(const void *x, const void *y)
{
	const struct op_call *a = x, *b = y;
	if (a->value != b->value)
		return a->value < b->value ? -1 : 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* `once` with a kwarg: two calls of op with one value of it break rule r;
 * each such later call is reported. */
static void check_once_per_value(struct vctx *c, unsigned op, const struct spec_ptoas_rule *r)
{
	struct op_calls oc = {.op = op, .kwarg = r->kwarg};
	ir_walk_stmts(c->f->body, collect_call, &oc);
	qsort(oc.v, oc.n, sizeof *oc.v, by_value_then_order);
	for (uint32_t i = 1; i < oc.n; i++) {
		if (oc.v[i].value != oc.v[i - 1].value)
			continue;
		char d[96];
		snprintf(d, sizeof d, "another call has %s = %" PRId64, spec_ops[op].kwargs[r->kwarg].name,
			 oc.v[i].value);
		report(c, oc.v[i].call, oc.v[i].at, r, d);
	}
	free(oc.v);
}

/* The index of op's kwarg called `name`, or -1. */
static int kwarg_named(unsigned op, const char *name)
{
	for (int k = 0; k < spec_ops[op].n_kwargs; k++)
		if (!strcmp(spec_ops[op].kwargs[k].name, name))
			return k;
	return -1;
}

/* `needs_op` with a kwarg: each call of op whose kwarg value no call of
 * rule r's ops has (their kwarg of the same name) breaks it, and is
 * reported. */
static void check_needs_per_value(struct vctx *c, unsigned op, const struct spec_ptoas_rule *r)
{
	const char *name = spec_ops[op].kwargs[r->kwarg].name;
	struct op_calls have = {0};
	for (unsigned k = 0; k < r->n_list; k++) {
		unsigned o = (unsigned)r->list[k];
		if (o >= spec_n_ops || !c->calls[o] || (have.kwarg = kwarg_named(o, name)) < 0)
			continue;
		have.op = o;
		ir_walk_stmts(c->f->body, collect_call, &have);
	}
	if (have.n) /* qsort of a NULL array is undefined even when empty */
		qsort(have.v, have.n, sizeof *have.v, by_value_then_order);
	struct op_calls oc = {.op = op, .kwarg = r->kwarg};
	ir_walk_stmts(c->f->body, collect_call, &oc);
	for (uint32_t i = 0; i < oc.n; i++) {
		uint32_t lo = 0, hi = have.n;
		while (lo < hi) {
			uint32_t mid = lo + (hi - lo) / 2;
			if (have.v[mid].value < oc.v[i].value)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo < have.n && have.v[lo].value == oc.v[i].value)
			continue;
		char d[96];
		snprintf(d, sizeof d, "%s = %" PRId64 "%s", name, oc.v[i].value,
			 have.n ? ", which no such op of the function has" : ", and the function has no such op");
		report(c, oc.v[i].call, oc.v[i].at, r, d);
	}
	free(have.v);
	free(oc.v);
}

/* The rules about the function as a whole: an op called at most once, an
 * op that needs another in the same function. */
static int by_op(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
	return a < b ? -1 : a > b;
}

static void check_function(struct vctx *c)
{
	/* the ops called, in op order (the order of the reports) */
	qsort(c->touched, c->n_touched, sizeof *c->touched, by_op);
	for (uint32_t t = 0; t < c->n_touched; t++) {
		unsigned op = c->touched[t];
		if (!c->calls[op])
			continue;
		const struct spec_ptoas_rule *rules;
		unsigned n = ptoas_op_rules(c->be, op, &rules);
		for (unsigned i = 0; i < n; i++) {
			const struct spec_ptoas_rule *r = &rules[i];
			if (!ptoas_rule_applies(r, c->arch, c->version))
				continue;
			if (r->kind == PR_once && r->kwarg >= 0 && c->calls[op] > 1) {
				check_once_per_value(c, op, r);
			} else if (r->kind == PR_once && c->calls[op] > 1) {
				char d[64];
				snprintf(d, sizeof d, "the function calls it %" PRIu32 " times", c->calls[op]);
				report(c, c->seen[op][1].call, c->seen[op][1].at, r, d);
			} else if (r->kind == PR_needs_op && r->kwarg >= 0) {
				check_needs_per_value(c, op, r);
			} else if (r->kind == PR_needs_op) {
				bool found = false;
				for (unsigned k = 0; k < r->n_list && !found; k++)
					found = r->list[k] >= 0 && (unsigned)r->list[k] < spec_n_ops &&
						c->calls[r->list[k]];
				if (!found)
					report(c, c->seen[op][0].call, c->seen[op][0].at, r, NULL);
			}
		}
	}
}

bool verify_ptoas_rule_broken(const be_t *be, uint32_t version, bool emit_addr, struct expr *call,
			      const struct var *res, const struct spec_ptoas_rule *r)
{
	struct vctx c = {.be = be, .arch = ptoas_arch_index(be), .version = version, .emit_addr = emit_addr};
	ptoas_version_text(c.version, c.version_text, sizeof c.version_text);
	struct buf d = {0};
	check_rule(&c, NULL, call, res, r, &d);
	bool broken = d.len > 0;
	buf_free(&d);
	return broken;
}

bool ptoas_tile_fits(const be_t *be, uint32_t version, const struct type *t)
{
	const struct spec_ptoas_version *newest = ptoas_newest();
	int arch = ptoas_arch_index(be);
	uint32_t ver = version ? version : newest ? newest->code : 0;
	for (unsigned i = 0; i < spec_ptoas_tile.n_rules; i++) {
		const struct spec_ptoas_rule *r = &spec_ptoas_tile.rules[i];
		int64_t x[2], bytes;
		if (t->kind == TY_TILE && ptoas_rule_applies(r, arch, ver) && r->kind == PR_major_bytes &&
		    major_bytes(t, x, &bytes) && bytes % r->value != 0)
			return false;
	}
	return true;
}

int verify_ptoas_tile(const be_t *be, uint32_t version, const struct type *t, struct span at)
{
	const struct spec_ptoas_version *newest = ptoas_newest();
	struct vctx c = {.be = be, .arch = ptoas_arch_index(be),
			 .version = version ? version : newest ? newest->code : 0};
	int errors = 0;
	for (unsigned i = 0; i < spec_ptoas_tile.n_rules; i++) {
		const struct spec_ptoas_rule *r = &spec_ptoas_tile.rules[i];
		if (!ptoas_rule_applies(r, c.arch, c.version) || t->kind != TY_TILE)
			continue;
		int64_t x[2], bytes;
		if (r->kind != PR_major_bytes || !major_bytes(t, x, &bytes) || bytes % r->value == 0)
			continue;
		/* formatted only here: codegen asks for every tile it allocates */
		ptoas_version_text(c.version, c.version_text, sizeof c.version_text);
		diag_error(at, "pto.alloc_tile on %s (ptoas %s): %s; [%" PRId64 ", %" PRId64 "] %s tiles have %" PRId64
			   "-byte %s", ptoas_arch_title(be), c.version_text, r->msg, x[0], x[1],
			   dtype_infos[t->dtype].name, bytes,
			   ir_tile_view_effective(t).blayout == TL_col_major ? "columns" : "rows");
		errors++;
	}
	return errors;
}

/* The per-op state of a kernel's check, allocated once per scratch: the
 * entries of the ops a kernel calls (touched) are cleared after it. */
struct ptoas_op_scratch {
	uint32_t *calls;
	struct seen (*seen)[2];
	struct op_rules *ops;
	struct tile_sig *sigs;
	uint32_t *touched, n_touched;
	struct quick_slot *quick; /* [QUICK] (vctx's) */
	/* the passed call keys (vctx's), kept from kernel to kernel: a key
	 * holds all that the shape-only rules read, for the backend, arch,
	 * ptoas version and planner they were checked with */
	bool keys_set;
	const be_t *keys_be;
	int keys_arch;
	uint32_t keys_version;
	bool keys_emit_addr;
	struct pass_slot *passed;
	uint32_t n_passed, cap_passed;
	int64_t *words;
	uint32_t n_words, cap_words;
};

void ptoas_rules_scratch_free(struct ptoas_rules_scratch *s)
{
	if (s->ops) {
		free(s->ops->calls);
		free(s->ops->seen);
		free(s->ops->ops);
		free(s->ops->sigs);
		free(s->ops->touched);
		free(s->ops->quick);
		free(s->ops->passed);
		free(s->ops->words);
		free(s->ops);
	}
	big_free(s->v, (size_t)s->cap * sizeof *s->v);
	*s = (struct ptoas_rules_scratch){0};
}

int verify_ptoas_rules(const struct program *p, const struct function *f, const be_t *be, uint32_t version,
		       bool emit_addr, struct ptoas_rules_scratch *scratch)
{
	const struct spec_ptoas_version *newest = ptoas_newest();
	struct ptoas_rules_scratch own = {0};
	struct vctx c = {.be = be, .arch = ptoas_arch_index(be),
			 .version = version ? version : newest ? newest->code : 0, .emit_addr = emit_addr, .f = f,
			 .s = scratch ? scratch : &own};
	ptoas_version_text(c.version, c.version_text, sizeof c.version_text);
	if (c.s->cap < p->n_vars) {
		/* grown past the program's var count (which grows from kernel
		 * to kernel), the new entries of gen 0 (a large table on fresh
		 * pages, zero already) */
		uint32_t cap = c.s->cap <= UINT32_MAX / 2 && 2 * c.s->cap > p->n_vars ? 2 * c.s->cap : p->n_vars;
		c.s->v = big_zgrow(c.s->v, (size_t)c.s->cap * sizeof *c.s->v, (size_t)cap * sizeof *c.s->v);
		c.s->cap = cap;
	}
	bool wrapped = ++c.s->gen == 0;
	if (wrapped) {
		/* the stamp wrapped: every entry is stale again */
		memset(c.s->v, 0, (size_t)c.s->cap * sizeof *c.s->v);
		c.s->gen = 1;
	}
	struct ptoas_op_scratch *ps = c.s->ops;
	if (!ps) {
		ps = c.s->ops = xcalloc(1, sizeof *ps);
		ps->calls = xcalloc(spec_n_ops + 1, sizeof *ps->calls);
		/* written at an op's first calls before they are read (visit) */
		ps->seen = xmalloc((spec_n_ops + 1) * sizeof *ps->seen);
		ps->ops = xmalloc((spec_n_ops + 1) * sizeof *ps->ops);
		ps->sigs = xcalloc(SIGS, sizeof *ps->sigs);
		ps->touched = xmalloc((spec_n_ops + 1) * sizeof *ps->touched);
		ps->quick = xcalloc(QUICK, sizeof *ps->quick);
	}
	c.calls = ps->calls;
	c.seen = ps->seen;
	c.ops = ps->ops;
	c.sigs = ps->sigs;
	c.quick = ps->quick;
	if (wrapped) { /* the next kernel's types may sit where an earlier one's did */
		memset(c.sigs, 0, SIGS * sizeof *c.sigs);
		memset(c.quick, 0, QUICK * sizeof *c.quick);
	}
	c.touched = ps->touched;
	if (!ps->keys_set || ps->keys_be != be || ps->keys_arch != c.arch || ps->keys_version != c.version ||
	    ps->keys_emit_addr != emit_addr) {
		free(ps->passed);
		free(ps->words);
		ps->passed = NULL;
		ps->words = NULL;
		ps->n_passed = ps->cap_passed = ps->n_words = ps->cap_words = 0;
		ps->keys_set = true;
		ps->keys_be = be;
		ps->keys_arch = c.arch;
		ps->keys_version = c.version;
		ps->keys_emit_addr = emit_addr;
	}
	c.passed = ps->passed;
	c.n_passed = ps->n_passed;
	c.cap_passed = ps->cap_passed;
	c.words = ps->words;
	c.n_words = ps->n_words;
	c.cap_words = ps->cap_words;
	ir_walk_stmts(f->body, visit, &c);
	check_function(&c);
	for (uint32_t i = 0; i < c.n_touched; i++) {
		uint32_t op = c.touched[i];
		c.calls[op] = 0;
	}
	free(c.applying);
	ps->passed = c.passed;
	ps->n_passed = c.n_passed;
	ps->cap_passed = c.cap_passed;
	ps->words = c.words;
	ps->n_words = c.n_words;
	ps->cap_words = c.cap_words;
	ptoas_rules_scratch_free(&own);
	return c.errors;
}
