/* Op emission: instantiation of the spec's pre-lexed PTO templates and the
 * handlers of the emit kinds (EK_* of vocab.def).  Everything op-specific
 * comes from spec_ops[] and the backend's overrides; handlers are keyed by
 * emit kind only. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "intern.h"
#include "passes/comm_util.h"
#include "passes/verify_ptoas_rules.h"
#include "spec_ids.h"

#define MAX_EXTRA 6

struct tctx {
	struct cg *cg;
	struct expr *call;
	unsigned op;
	struct var *res;
	struct cg_val dst;
	int nx;
	/* bit conv of lowered_have[i]: lowered[i][conv] holds operand i */
	uint8_t lowered_have[16];
	/* sig_bad: the op line has a piece sig cannot tell apart; sig_local:
	 * a text that lives no longer than the function (not cg_keep's) */
	bool sig_bad, sig_local;
	bool multi;     /* the op line holds a '\n' (several lines) */
	bool refused;   /* an error was reported for the call: its line is not written */
	/* from here on not cleared for a call: read below nx, below sig.n,
	 * and where lowered_have says */
	/* what the op line is built of (line_sig) */
	struct cg_line_sig sig;
	const char *xname[MAX_EXTRA];
	struct cg_val xval[MAX_EXTRA];
	/* operands lowered so far, by (index, conversion): ${N} and ${N:t}
	 * of one operand must not lower it twice */
	struct cg_val lowered[16][CONV_COUNT];
};
_Static_assert(CONV_COUNT <= 8, "tctx.lowered_have is a byte of conversions per operand");


static struct expr *arg(struct tctx *t, int i)
{
	struct expr_list a = t->call->u.call.args;
	return i >= 0 && (uint32_t)i < a.n ? a.v[i] : NULL;
}

/* The call's form for the selected ptoas, or NULL. */
static const struct spec_ptoas_form *call_form(struct tctx *t)
{
	return ptoas_call_form(t->cg->o->backend, t->call, t->cg->ptoas);
}

static void extra(struct tctx *t, const char *name, const char *ssa, const char *type)
{
	ASSERT(t->nx < MAX_EXTRA);
	t->xname[t->nx] = name;
	t->xval[t->nx++] = (struct cg_val){ssa, type};
}

static const struct cg_val *find_extra(struct tctx *t, const char *name)
{
	for (int i = 0; i < t->nx; i++)
		if (strcmp(t->xname[i], name) == 0)
			return &t->xval[i];
	return NULL;
}

/* The dtype of the op's tile result (for literal scalars and @intw). */
static bool res_tile_dtype(struct tctx *t, enum dtype *dt)
{
	const struct type *ty = t->res ? t->res->type : t->call->type;
	if (!ty || ty->kind != TY_TILE)
		return false;
	*dt = (enum dtype)ty->dtype;
	return true;
}

/* Value ops (same_as / broadcast / expand / full) read a bare literal at
 * the element type of their tile result. */
static bool literal_takes_elem(struct tctx *t, struct expr *e)
{
	uint8_t r = spec_ops[t->op].type_rule.kind;
	bool value_op = r == TR_same_as || r == TR_broadcast || r == TR_expand || r == TR_full;
	return value_op && (e->kind == EX_FLOAT || (e->kind == EX_INT && e->dtype == DT_INDEX));
}

static enum dtype conv_dtype(struct tctx *t, uint8_t conv, enum dtype from)
{
	enum dtype rd = DT_INT32;
	switch (conv) {
	case CONV_i32:
		return DT_INT32;
	case CONV_index:
		return DT_INDEX;
	case CONV_intw:
		if (!res_tile_dtype(t, &rd))
			rd = from;
		switch (dtype_infos[rd].bits) {
		case 8: return DT_INT8;
		case 16: return DT_INT16;
		case 64: return DT_INT64;
		default: return DT_INT32;
		}
	case CONV_elem:
		return res_tile_dtype(t, &rd) ? rd : from;
	default:
		return from;
	}
}

/* Operand i as it appears in the text: tiles by handle, tensors by view,
 * scalars lowered (converted when the template asks). */
static struct cg_val lower_operand(struct tctx *t, int i, uint8_t conv);

static struct cg_val operand_miss(struct tctx *t, int i, uint8_t conv)
{
	if (i < 0 || i >= 16 || conv >= CONV_COUNT)
		return lower_operand(t, i, conv);
	struct cg_val v = lower_operand(t, i, conv);
	if (!v.ssa) /* failed (reported): tried again at the next use */
		return v;
	t->lowered[i][conv] = v;
	t->lowered_have[i] |= (uint8_t)(1u << conv);
	return v;
}

/* A template asks for most operands twice (name and type): the second
 * time from the call's memo, inline. */
static inline struct cg_val operand(struct tctx *t, int i, uint8_t conv)
{
	if ((unsigned)i < 16 && conv < CONV_COUNT && (t->lowered_have[i] >> conv & 1))
		return t->lowered[i][conv];
	return operand_miss(t, i, conv);
}

static struct cg_val lower_operand(struct tctx *t, int i, uint8_t conv)
{
	struct cg *cg = t->cg;
	struct expr *e = arg(t, i);
	if (!e) {
		cg_error(cg, t->call->span, "%s: operand %d is required by its PTO form",
			 spec_ops[t->op].name, i);
		return (struct cg_val){"%?", "?"};
	}
	const struct type *ty = ir_expr_type(e);
	if (ty->kind == TY_TILE || ty->kind == TY_TENSOR || ty->kind == TY_OPAQUE ||
	    ty->kind == TY_PTR) {
		struct cg_bind *b = cg_bound(cg, e);
		if (!b || !b->ssa || !b->type)
			return (struct cg_val){"%?", "?"};
		return (struct cg_val){b->ssa, b->type};
	}
	enum dtype from = cg_expr_dtype(e), elem;
	if (conv == CONV_NONE && literal_takes_elem(t, e) && res_tile_dtype(t, &elem))
		return cg_scalar_as(cg, e, elem);
	if (conv == CONV_index) /* an extent or a position: unsigned arithmetic must not wrap */
		return (struct cg_val){cg_extent(cg, e), "index"};
	if (conv != CONV_NONE)
		return cg_scalar_as(cg, e, conv_dtype(t, conv, from));
	return cg_scalar(cg, e);
}

static void kwarg_text(struct tctx *t, const struct spec_tpl_piece *pc, struct buf *out)
{
	const struct kwval *kv = &t->call->u.call.kwargs[pc->kwarg];
	if (pc->enum_id >= 0) {
		const struct spec_kwarg *sk = &spec_ops[t->op].kwargs[pc->kwarg];
		/* string kwargs carry the value's name; an omitted kwarg its default */
		const char *def = sk->def ? sk->def : sk->dsl_def;
		const char *nm = sk->type == KT_str ? (kv->present ? kv->s : def)
						    : (kv->present ? NULL : def);
		const struct spec_enum_value *ev =
			nm ? ir_enum_by_name(pc->enum_id, nm) : ir_enum_value(pc->enum_id, kv->i);
		if (ev) {
			buf_puts(out, ev->pto ? ev->pto : ev->name);
			return;
		}
		cg_error(t->cg, t->call->span, "%s: value %" PRId64 " of '%s' has no PTO spelling",
			 spec_ops[t->op].name, kv->i, spec_ops[t->op].kwargs[pc->kwarg].name);
		return;
	}
	switch (kv->type) {
	case KT_bool:
		buf_puts(out, kv->i ? "true" : "false");
		break;
	case KT_float:
		buf_printf(out, "%.17e", kv->f);
		break;
	case KT_str:
		buf_puts(out, kv->s ? kv->s : "");
		break;
	case KT_dtype:
		buf_puts(out, cg_mlir_dtype(t->cg, (enum dtype)kv->i, t->call->span));
		break;
	default:
		buf_printf(out, "%" PRId64, kv->i);
	}
}

/* Whether kwarg k holds its spec default, or the value the DSL gives a call
 * that omits it (the `$[?KW` condition). */
static bool kwarg_is_default(struct tctx *t, int k)
{
	const struct spec_kwarg *sk = &spec_ops[t->op].kwargs[k];
	const struct kwval *kv = &t->call->u.call.kwargs[k];
	const char *def = sk->def ? sk->def : sk->dsl_def;
	if (!kv->present)
		return true;
	if (!def)
		return false;
	if (sk->enum_id >= 0) {
		if (kv->type == KT_str) /* string kwargs carry the value's name */
			return kv->s && strcmp(kv->s, def) == 0;
		const struct spec_enum_value *ev = ir_enum_by_name(sk->enum_id, def);
		return ev && ev->value == kv->i;
	}
	switch (kv->type) {
	case KT_bool:
		return kv->i == (strcmp(def, "true") == 0);
	case KT_float:
		return kv->f == strtod(def, NULL);
	case KT_str:
		return kv->s && strcmp(kv->s, def) == 0;
	case KT_int:
		return kv->i == strtoll(def, NULL, 10);
	default:
		return false;
	}
}

/* Every operand, kwarg and extra referenced in pieces [b, e) is present. */
static bool group_present(struct tctx *t, const struct spec_template *tp, int b, int e)
{
	for (int i = b; i < e; i++) {
		const struct spec_tpl_piece *pc = &tp->pieces[i];
		switch (pc->kind) {
		case TP_OPERAND: case TP_OPERAND_T:
			if (!arg(t, pc->operand))
				return false;
			break;
		case TP_KWARG:
			if (!t->call->u.call.kwargs[pc->kwarg].present)
				return false;
			break;
		case TP_EXTRA: case TP_EXTRA_T: {
			const struct cg_val *x = find_extra(t, pc->text);
			if (!x || !x->ssa)
				return false;
			break;
		}
		default:
			break;
		}
	}
	return true;
}

/* The MLIR type of a value of IR type `ty` produced by the op: scalars by
 * dtype, opaque handles as the op's opaque rule spells them (`pto`). */
static const char *value_type(struct tctx *t, const struct type *ty, struct span at)
{
	if (ty && ty->kind == TY_SCALAR)
		return cg_mlir_dtype(t->cg, (enum dtype)ty->dtype, at);
	const struct spec_rule *r = &spec_ops[t->op].type_rule;
	if (ty && ty->kind == TY_OPAQUE && r->kind == TR_opaque)
		for (unsigned i = 0; i < r->n_params; i++)
			if (strcmp(r->params[i].key, "pto") == 0)
				return r->params[i].s;
	return "?";
}

/* ${dst} of a call whose scalar or handle result is not assigned (a bare
 * `pl.prefetch.wait(e, s)`): a fresh temp. */
static void unnamed_dst(struct tctx *t)
{
	const struct type *ty = t->call->type;
	if (t->dst.ssa || t->res || !ty || (ty->kind != TY_SCALAR && ty->kind != TY_OPAQUE))
		return;
	t->dst = (struct cg_val){cg_new_temp(t->cg), value_type(t, ty, t->call->span)};
}

/* ---- the words of op lines ----
 * An op line is its template's texts, SSA names and type texts.  SSA names
 * (`%` and identifier characters) hold no ptoas word and cannot join one
 * with a text next to them; texts are the spec's and the kernel's own
 * (never rewritten while the kernel is emitted).  So two lines of the same
 * texts in the same order hold the same words, whatever their names: a
 * line whose texts an earlier line of the kernel had, all words found,
 * is not scanned again. */

/* Text x (type text, or a template's text when spec) is the line's next
 * piece, by pointer. */
static void sig_text(struct tctx *t, const char *x, bool spec)
{
	if (!x || t->sig.n == CG_SIG_MAX) {
		t->sig_bad = true;
		return;
	}
	t->sig.p[t->sig.n++] = x;
	if (!spec && !cg_text(t->cg, x)->kept)
		t->sig_local = true;
}

/* ssa_plain of a name its cache does not hold. */
static size_t ssa_plain_miss(struct cg *cg, const char *x, struct cg_plain *known)
{
	if (!x || x[0] != '%' || !x[1])
		return 0;
	/* a name cg_named made plain (a kernel's names are all made before
	 * their lines: the cache has lost most of them), most in the block
	 * the name before it was found in */
	const unsigned char *q = (const unsigned char *)x;
	bool named = q >= cg->plain_lo && q < cg->plain_hi;
	for (const struct arena_block *b = cg->plain_names.head; b && !named; b = b->next)
		if (q >= b->data && q < b->data + b->used) {
			cg->plain_lo = b->data;
			cg->plain_hi = b->data + b->used;
			named = true;
		}
	if (named) {
		*known = (struct cg_plain){x, (unsigned char)x[-1]};
		return known->len;
	}
	const unsigned char *c = (const unsigned char *)x + 1;
	for (; *c; c++)
		if (cg_ssa_class[*c] != 2)
			return 0;
	*known = (struct cg_plain){x, (size_t)((const char *)c - x)};
	return known->len;
}

/* The length of SSA name x when it is `%` and identifier characters (holds
 * no word), else 0. */
static inline size_t ssa_plain(struct cg *cg, const char *x)
{
	/* names live as long as the kernel's emission: one found plain stays so */
	struct cg_plain *known = cg_plain_slot(cg, x);
	if (x && known->s == x)
		return known->len;
	return ssa_plain_miss(cg, x, known);
}

/* SSA name x is the line's next piece: no word when it is plain. */
static void sig_ssa(struct tctx *t, const char *x)
{
	if (!ssa_plain(t->cg, x))
		t->sig_bad = true;
}

static uint64_t sig_hash(const struct cg_line_sig *g)
{
	uint64_t h = g->n;
	for (uint32_t i = 0; i < g->n; i++)
		h = (h ^ (uintptr_t)g->p[i]) * 0x9e3779b97f4a7c15ull;
	return h ^ h >> 29;
}

static uint64_t sig_item_hash(const void *item, void *ctx)
{
	return sig_hash(item);
}

static bool sig_eq(const void *item, const void *key, void *ctx)
{
	const struct cg_line_sig *e = item, *g = key;
	return e->n == g->n && memcmp(e->p, g->p, g->n * sizeof *g->p) == 0;
}

/* The slot of signature g in the table of those whose words were all found
 * (an exact table: a line is scanned only when its pieces are new). */
static void **sig_slot(struct cg *cg, const struct cg_line_sig *g, uint64_t h)
{
	ptab_reserve(&cg->sigs, sig_item_hash, NULL);
	return ptab_find(&cg->sigs, h, g, sig_eq, NULL);
}

/* Where a signature not met before goes: a slot of a table, and the
 * arena it is made in (the cg_keep's when its texts are). */
struct sig_home {
	void **slot;
	struct ptab *tab;
	struct arena *a;
	bool kept;
};

/* Whether the op line of t->sig is known to hold only words the ptoas
 * has: found in a small cache of the signatures met last, else in the
 * program's (cg_keep, when the line's texts are all kept) or cg->sigs;
 * h->slot is where a new one goes (NULL: it cannot be told apart). */
static bool sig_known(struct tctx *t, struct sig_home *home, struct cg_line_sig ***recent)
{
	struct cg *cg = t->cg;
	*home = (struct sig_home){NULL, &cg->sigs, &cg->a, false};
	*recent = NULL;
	if (t->sig_bad || !t->sig.n)
		return false;
	uint64_t h = sig_hash(&t->sig);
	*recent = &cg->sig_recent[(h >> 40) % CG_SIG_RECENT];
	if (**recent && sig_eq(**recent, &t->sig, NULL))
		return true;
	struct cg_keep *k = cg->o->keep;
	if (k && !t->sig_local) {
		ptab_reserve(&k->sigs, sig_item_hash, NULL);
		void **ks = ptab_find(&k->sigs, h, &t->sig, sig_eq, NULL);
		if (*ks) {
			**recent = *ks;
			return true;
		}
		if (cg_keep_room(cg)) {
			*home = (struct sig_home){ks, &k->sigs, &k->a, true};
			return false;
		}
	}
	home->slot = sig_slot(cg, &t->sig, h);
	if (!*home->slot)
		return false;
	**recent = *home->slot;
	return true;
}

/* Appends type text x ("?" when it failed, reported there): types repeat
 * from line to line, so their lengths come from cg_text. */
static void put_type(struct tctx *t, struct buf *out, const char *x)
{
	if (!x) {
		buf_putc(out, '?');
		return;
	}
	const struct cg_text *c = cg_text(t->cg, x);
	buf_put(out, x, c->len);
	t->multi |= c->nl;
}

/* The values of the placeholders of pieces [b, e), in order: `vals` when
 * lowered before (prelower, a template of texts, operands and ${dst}
 * only; *vi counts them), else lowered here. */
static void instantiate(struct tctx *t, const struct spec_template *tp, int b, int e,
			struct buf *out, const struct cg_val *vals, int *vi)
{
	for (int i = b; i < e; i++) {
		const struct spec_tpl_piece *pc = &tp->pieces[i];
		switch (pc->kind) {
		case TP_TEXT: {
			const struct cg_text *x = cg_text(t->cg, pc->text);
			buf_put(out, pc->text, x->len);
			t->multi |= x->nl;
			sig_text(t, pc->text, true);
			break;
		}
		case TP_OPERAND: {
			struct cg_val v = vals ? vals[(*vi)++] : operand(t, pc->operand, pc->conv);
			buf_puts(out, v.ssa ? v.ssa : "?"); /* reported where the value failed */
			sig_ssa(t, v.ssa);
			break;
		}
		case TP_OPERAND_T: {
			struct cg_val v = vals ? vals[(*vi)++] : operand(t, pc->operand, pc->conv);
			put_type(t, out, v.type);
			sig_text(t, v.type, false);
			break;
		}
		case TP_DST: {
			if (!vals)
				unnamed_dst(t);
			const char *x = vals ? vals[(*vi)++].ssa : t->dst.ssa;
			buf_puts(out, x ? x : "%?");
			sig_ssa(t, x);
			break;
		}
		case TP_DST_T: {
			if (!vals)
				unnamed_dst(t);
			const char *x = vals ? vals[(*vi)++].type : t->dst.type;
			put_type(t, out, x);
			sig_text(t, x, false);
			break;
		}
		case TP_KWARG: {
			size_t n = out->len;
			kwarg_text(t, pc, out);
			if (out->len != n) {
				t->sig_bad = true; /* text of its own */
				t->multi |= memchr(out->data + n, '\n', out->len - n) != NULL;
			}
			break;
		}
		case TP_EXTRA: case TP_EXTRA_T: {
			const struct cg_val *x = find_extra(t, pc->text);
			if (!x || !x->ssa) {
				if (!t->refused)
					cg_error(t->cg, t->call->span, "%s: the PTO form needs ${%s}, which "
						 "this call does not provide", spec_ops[t->op].name, pc->text);
				t->sig_bad = true;
				break;
			}
			const char *xs = pc->kind == TP_EXTRA ? x->ssa : x->type;
			size_t n = strlen(xs);
			buf_put(out, xs, n);
			t->multi |= memchr(xs, '\n', n) != NULL;
			if (pc->kind == TP_EXTRA)
				sig_ssa(t, xs);
			else
				sig_text(t, xs, false);
			break;
		}
		case TP_OPT_BEGIN: case TP_OPT_DEFAULT: {
			bool on = pc->kind == TP_OPT_DEFAULT ? kwarg_is_default(t, pc->kwarg)
				  : pc->kwarg >= 0 ? !kwarg_is_default(t, pc->kwarg)
						   : group_present(t, tp, i + 1, pc->match);
			if (on)
				instantiate(t, tp, i + 1, pc->match, out, vals, vi);
			i = pc->match;
			break;
		}
		case TP_OPT_END:
			break;
		}
	}
}

/* The first op word of PTO text ("pto.tadd"), into buf ("" when none). */
static void first_op_word(enum ptoas_word kind, const char *w, size_t n, void *ctx)
{
	char *buf = ctx;
	if (kind == PW_OP && !buf[0])
		snprintf(buf, 64, "%.*s", (int)(n < 63 ? n : 63), w);
}

const char *cg_pto_op_name(const struct spec_template *tp, char buf[64])
{
	buf[0] = 0;
	if (tp && tp->source)
		ptoas_scan_words(tp->source, first_op_word, buf);
	return buf;
}

/* Whether the call sets nothing that form f lacks (a kwarg other than its
 * default, an optional operand); reports each. */
static bool form_expresses(struct tctx *t, const struct spec_ptoas_form *f)
{
	struct cg *cg = t->cg;
	const struct spec_op *op = &spec_ops[t->op];
	char name[64], next[16];
	bool ok = true;
	cg_pto_op_name(&f->pto, name);
	ptoas_version_text(ptoas_form_next(f), next, sizeof next);
	for (int k = 0; k < op->n_kwargs && k < 32; k++)
		if ((f->lacks_kwargs >> k & 1) && !kwarg_is_default(t, k)) {
			cg_error(cg, t->call->span, "%s with %s= needs ptoas >= %s; found %s", name,
				 op->kwargs[k].name, next, cg->ptoas_text);
			ok = false;
		}
	for (int i = 0; i < op->n_operands && i < 32; i++)
		if ((f->lacks_operands >> i & 1) && arg(t, i)) {
			cg_error(cg, t->call->span, "%s with operand '%s' needs ptoas >= %s; found %s", name,
				 op->operands[i].name, next, cg->ptoas_text);
			ok = false;
		}
	return ok;
}

/* The template of the call's op for the selected ptoas: the form of its
 * version range, else the op's (or the backend's) template. */
static const struct spec_template *op_template(struct tctx *t, bool *ok)
{
	/* the form is picked by the op and its first operand's memory space
	 * (ptoas_call_form): found once per pair */
	struct expr_list a = t->call->u.call.args;
	const struct type *ty = a.n ? ir_expr_type(a.v[0]) : NULL;
	int mem = ty && ty->kind == TY_TILE ? ty->mem : -1;
	struct cg_op_form *c = &t->cg->op_forms[(t->op * 8u + (unsigned)(mem + 1)) % CG_OP_FORMS];
	if (!c->set || c->op != t->op || c->mem != mem) {
		c->f = call_form(t);
		c->tp = c->f ? &c->f->pto : be_op_pto(t->cg->o->backend, t->op);
		c->op = t->op;
		c->mem = mem;
		c->set = true;
	}
	*ok = !c->f || form_expresses(t, c->f);
	return c->tp;
}

/* ---- op line plans ----
 * A template of texts, operands and ${dst} only, met again with the same
 * type texts, makes the same line but for its SSA names: its plan holds the
 * texts between the names, joined, and whether the line's words were all
 * found.  A plan is made when the line's signature is met the second time
 * (one per signature, kept in its entry), and the plans met last are found
 * by template and type texts. */
struct cg_line_plan {
	const struct spec_template *tp;
	bool multi;
	bool kept; /* in the cg_keep's arena: valid for every kernel of the keep */
	uint8_t n_types, n_names;
	const char *types[CG_PLAN_VARS];      /* the type texts, in order */
	uint8_t type_var[CG_PLAN_VARS];       /* the placeholder of each type text */
	uint8_t name_var[CG_PLAN_VARS];       /* the placeholder of each name */
	const char *text[CG_PLAN_VARS + 1];   /* the texts before, between and after the names */
	uint32_t len[CG_PLAN_VARS + 1];
	size_t total; /* the texts' bytes */
};

static bool var_is_type(uint8_t kind)
{
	return kind == TP_OPERAND_T || kind == TP_DST_T;
}

/* The placeholders of template tp, n = -1 when it has other pieces than
 * texts, operands and ${dst} (or too many). */
static const struct cg_tpl_vars *tpl_vars(struct cg *cg, const struct spec_template *tp)
{
	/* templates lie in tables of large entries: their addresses' low bits
	 * repeat, and only the top bits of the product mix all of them.  Sets
	 * of two, the one made last first: the few templates of a kernel
	 * that fall in one set (where the spec tables lie decides it) are
	 * all kept. */
	_Static_assert(CG_TPL_VARS == 16, "tpl_vars takes 3 bits of the hash");
	struct cg_tpl_vars *v = &cg->tpl_vars[2 * (uint64_t)((uint64_t)(uintptr_t)tp * 0x9e3779b97f4a7c15ull >> 61)];
	if (v[0].tp == tp)
		return &v[0];
	if (v[1].tp == tp)
		return &v[1];
	v[1] = v[0];
	v->tp = tp;
	v->n = 0;
	for (int i = 0; i < tp->n_pieces; i++) {
		uint8_t k = tp->pieces[i].kind;
		if (k == TP_TEXT)
			continue;
		if ((k != TP_OPERAND && k != TP_OPERAND_T && k != TP_DST && k != TP_DST_T) ||
		    v->n == CG_PLAN_VARS || i > UINT8_MAX) {
			v->n = -1;
			break;
		}
		const struct spec_tpl_piece *pc = &tp->pieces[i];
		bool dst = k == TP_DST || k == TP_DST_T;
		uint8_t same = (uint8_t)v->n;
		for (int j = 0; j < v->n && same == v->n; j++) {
			const struct spec_tpl_piece *q = &tp->pieces[v->piece[j]];
			bool qdst = v->kind[j] == TP_DST || v->kind[j] == TP_DST_T;
			/* an operand's memo (operand) holds 16 operands */
			if (dst ? qdst : !qdst && q->operand == pc->operand && q->conv == pc->conv &&
						 (unsigned)pc->operand < 16 && pc->conv < CONV_COUNT)
				same = (uint8_t)j;
		}
		v->same[v->n] = same;
		v->kind[v->n] = k;
		v->piece[v->n++] = (uint8_t)i;
	}
	return v;
}

/* The values of tv's placeholders, lowered in the order instantiate takes
 * them; returns the hash of tp and the type texts (a plan's key). */
static uint64_t prelower(struct tctx *t, const struct spec_template *tp, const struct cg_tpl_vars *tv,
			 struct cg_val *vals)
{
	uint64_t h = (uintptr_t)tp;
	for (int j = 0; j < tv->n; j++) {
		uint8_t k = tv->kind[j];
		/* a value lowered before for this line: what the operand's
		 * memo (or t->dst) gives again, unless it failed */
		if (tv->same[j] != j && vals[tv->same[j]].ssa) {
			vals[j] = vals[tv->same[j]];
		} else if (k == TP_OPERAND || k == TP_OPERAND_T) {
			const struct spec_tpl_piece *pc = &tp->pieces[tv->piece[j]];
			vals[j] = operand(t, pc->operand, pc->conv);
		} else {
			unnamed_dst(t);
			vals[j] = t->dst;
		}
		if (var_is_type(k))
			h = (h ^ (uintptr_t)vals[j].type) * 0x9e3779b97f4a7c15ull;
	}
	return h ^ h >> 29;
}

/* Whether p is the plan of tp and vals' types and every name is plain
 * (its length into lens[i]). */
static bool plan_fits(struct cg *cg, const struct cg_line_plan *p, const struct spec_template *tp,
		      const struct cg_val *vals, size_t *lens)
{
	if (p->tp != tp)
		return false;
	/* p was made of tp: its type texts are the values of tp's type
	 * placeholders, in order */
	for (unsigned k = 0; k < p->n_types; k++)
		if (p->types[k] != vals[p->type_var[k]].type)
			return false;
	for (unsigned i = 0; i < p->n_names; i++)
		if (!(lens[i] = ssa_plain(cg, vals[p->name_var[i]].ssa)))
			return false;
	return true;
}

/* Appends the line of plan p with the names of vals (of lens bytes) to out:
 * its length is known, so the room is made once and the pieces are copied
 * without a check each. */
static void plan_write(const struct cg_line_plan *p, const struct cg_val *vals, const size_t *lens,
		       struct buf *out)
{
	size_t n = p->total;
	for (unsigned i = 0; i < p->n_names; i++)
		n += lens[i];
	if (n >= out->cap - out->len)
		buf_reserve(out, n);
	char *d = out->data + out->len;
	for (unsigned i = 0; i < p->n_names; i++) {
		cg_copy(d, p->text[i], p->len[i]);
		d += p->len[i];
		cg_copy(d, vals[p->name_var[i]].ssa, lens[i]);
		d += lens[i];
	}
	cg_copy(d, p->text[p->n_names], p->len[p->n_names]);
	d += p->len[p->n_names];
	*d = 0;
	out->len = (size_t)(d - out->data);
}

/* Writes the line of plan p with the names of vals to out, when it fits. */
static bool plan_put(struct cg *cg, const struct cg_line_plan *p, const struct spec_template *tp,
		     const struct cg_val *vals, struct buf *out)
{
	size_t lens[CG_PLAN_VARS];
	if (!plan_fits(cg, p, tp, vals, lens))
		return false;
	plan_write(p, vals, lens, out);
	return true;
}

/* The plan of the line just made of tp and vals (its words all found), in
 * arena a; NULL when a value failed. */
static struct cg_line_plan *plan_make(struct tctx *t, const struct spec_template *tp,
				      const struct cg_tpl_vars *tv, const struct cg_val *vals,
				      struct arena *a)
{
	struct cg_line_plan p = {.tp = tp, .multi = t->multi};
	struct buf txt = {0};
	size_t at[CG_PLAN_VARS + 1];
	int j = 0;
	for (int i = 0; i < tp->n_pieces; i++) {
		const struct spec_tpl_piece *pc = &tp->pieces[i];
		if (pc->kind == TP_TEXT) {
			buf_puts(&txt, pc->text);
			continue;
		}
		const struct cg_val *v = &vals[j];
		if (var_is_type(pc->kind)) {
			if (!v->type)
				goto fail;
			p.type_var[p.n_types] = (uint8_t)j;
			p.types[p.n_types++] = v->type;
			buf_puts(&txt, v->type);
		} else {
			if (!v->ssa)
				goto fail;
			at[p.n_names] = txt.len;
			p.name_var[p.n_names++] = (uint8_t)j;
		}
		j++;
	}
	char *all = arena_strndup(a, txt.data ? txt.data : "", txt.len);
	for (unsigned i = 0; i <= p.n_names; i++) {
		size_t from = i ? at[i - 1] : 0, to = i < p.n_names ? at[i] : txt.len;
		p.text[i] = all + from;
		p.len[i] = (uint32_t)(to - from);
	}
	p.total = txt.len;
	buf_free(&txt);
	struct cg_line_plan *r = ARENA_NEW(a, struct cg_line_plan);
	p.kept = t->cg->o->keep && a == &t->cg->o->keep->a;
	*r = p;
	return r;
fail:
	buf_free(&txt);
	return NULL;
}

static void emit_template(struct tctx *t)
{
	bool ok;
	const struct spec_template *tp = op_template(t, &ok);
	if (!ok)
		return;
	if (!tp || !tp->source) {
		cg_error(t->cg, t->call->span, "%s has no PTO template", spec_ops[t->op].name);
		return;
	}
	t->sig.n = 0;
	t->sig_bad = t->sig_local = false;
	t->multi = false;
	const struct cg_tpl_vars *tv = tpl_vars(t->cg, tp);
	struct cg_val vals[CG_PLAN_VARS];
	/* the set of two plans of the line's key, the one made last first: two
	 * lines a kernel alternates between whose keys meet (where the type
	 * texts lie decides it) keep theirs */
	struct cg_line_plan **ps = NULL;
	size_t set = 0;
	if (tv->n >= 0) {
		/* everything the line needs emitted first: a plan's line of one
		 * line is then written in place */
		set = 2 * ((prelower(t, tp, tv, vals) >> 40) % (CG_PLANS / 2));
		ps = &t->cg->plans[set];
		size_t lens[CG_PLAN_VARS];
		for (int w = 0; w < 2; w++) {
			/* a way the kernel has not filled: the kernels before it may have */
			if (!ps[w] && t->cg->o->keep)
				ps[w] = t->cg->o->keep->plans[set + w];
			if (ps[w] && !ps[w]->multi && plan_fits(t->cg, ps[w], tp, vals, lens)) {
				plan_write(ps[w], vals, lens, cg_line_begin(t->cg));
				cg_line_end(t->cg, t->cg->op_span);
				return;
			}
		}
	}
	struct buf local = {0}, *b = cg_line_buf(t->cg, &local);
	for (int w = 0; ps && w < 2; w++)
		if (ps[w] && plan_put(t->cg, ps[w], tp, vals, b)) {
			t->multi = ps[w]->multi;
			goto put;
		}
	int vi = 0;
	instantiate(t, tp, 0, tp->n_pieces, b, tv->n >= 0 ? vals : NULL, &vi);
	const char *text = b->data ? b->data : "";
	struct sig_home home;
	struct cg_line_sig **recent;
	if (sig_known(t, &home, &recent)) {
		/* met before: the line's plan, made now if it has none (a kept
		 * signature keeps its first plan: one that does not fit is the
		 * function's) */
		struct cg_line_sig *g = *recent;
		if (ps && !t->sig_bad && g) {
			size_t lens[CG_PLAN_VARS];
			struct cg_line_plan *p = g->plan;
			if (!p || !plan_fits(t->cg, p, tp, vals, lens)) {
				bool own = g->kept && !p;
				struct arena *a = own ? &t->cg->o->keep->a : &t->cg->a;
				p = plan_make(t, tp, tv, vals, a);
				if (!g->kept || own)
					g->plan = p;
			}
			if (p && ps[0] != p)
				ps[1] = ps[0], ps[0] = p;
			struct cg_line_plan **kps = p && p->kept ? &t->cg->o->keep->plans[set] : NULL;
			if (kps && kps[0] != p)
				kps[1] = kps[0], kps[0] = p;
		}
	} else if (cg_check_words(t->cg, t->cg->op_span, text) && home.slot) {
		size_t sz = offsetof(struct cg_line_sig, p) + t->sig.n * sizeof *t->sig.p;
		struct cg_line_sig *g = arena_alloc(home.a, sz);
		memcpy(g, &t->sig, sz);
		g->kept = home.kept;
		ptab_put(home.tab, home.slot, g);
		*recent = g;
	}
put:
	if (t->multi)
		cg_put_line_n(t->cg, true, t->cg->op_span, b->data ? b->data : "", b->data ? b->len : 0);
	else
		cg_put_line_1(t->cg, true, t->cg->op_span, b->data ? b->data : "", b->data ? b->len : 0);
	cg_line_buf_done(t->cg, b);
}

/* ---- result binding ----------------------------------------------------------------- */

static void bind(struct tctx *t, const char *ssa, const char *type)
{
	if (!t->res)
		return;
	struct cg_bind *b = cg_b(t->cg, t->res);
	b->ssa = ssa;
	b->type = type;
	b->alloced = true;
	t->dst = (struct cg_val){ssa, type};
}

static void bind_to_operand(struct tctx *t, int i)
{
	struct expr *e = arg(t, i);
	struct cg_bind *o = e ? cg_bound(t->cg, e) : NULL;
	if (!o || !t->res)
		return;
	struct cg_bind *b = cg_b(t->cg, t->res);
	*b = *o;
	b->alloced = true;
	t->dst = (struct cg_val){o->ssa, o->type};
}

/* ptoas_result_static_valid for the function's backend and ptoas: by (op,
 * type), which a kernel's statements repeat.  Sets of two, the one made
 * last first: two pairs a kernel alternates between that fall in one set
 * (where the types happen to lie in memory decides it) are both kept. */
static bool result_static_valid(struct cg *cg, unsigned op, const struct type *ty)
{
	uintptr_t h = ((uintptr_t)ty ^ op) * 0x9e3779b97f4a7c15ull;
	struct cg_static_valid *c = &cg->static_valid[2 * ((h >> 40) % (CG_STATIC_VALID / 2))];
	if (c[0].ty == ty && c[0].op == op && ty)
		return c[0].yes;
	if (c[1].ty == ty && c[1].op == op && ty)
		return c[1].yes;
	c[1] = c[0];
	c[0] = (struct cg_static_valid){ty, op, ptoas_result_static_valid(cg->o->backend, cg->ptoas,
									  cg->o->emit_addr, op, ty)};
	return c[0].yes;
}

/* The result tile's handle: an in-place result (spec `reuses`) on the same
 * buffer with the same type (or the same static valid shape, for a view)
 * is the operand's handle; otherwise its own
 * alloc_tile, emitted before anything of the op. */
static void result_tile(struct tctx *t)
{
	struct cg *cg = t->cg;
	if (!t->res || t->res->type->kind != TY_TILE)
		return;
	int r = spec_ops[t->op].reuses_input;
	struct expr *in = arg(t, r);
	if (in && in->kind == EX_VAR && ir_expr_type(in)->kind == TY_TILE) {
		const struct type *it = ir_expr_type(in), *rt = t->res->type;
		struct cg_bind *ib = cg_b(cg, in->u.var);
		bool same_buf = it->memref && rt->memref && it->memref->base_name == rt->memref->base_name &&
				ir_offset_equal(it->memref->offset, rt->memref->offset);
		/* two slots of one multi-slot buffer are different buffers */
		if (same_buf && (it->memref->slot_index || rt->memref->slot_index))
			same_buf = it->memref->slot_index && rt->memref->slot_index &&
				   ir_expr_equal_exact(it->memref->slot_index, rt->memref->slot_index);
		/* the operand may be a view (a slice's subview, typed with its
		 * static valid shape): the result is that view when it has the
		 * same static shape, or it would be a tile of its own at the
		 * buffer's start, not on the window's data */
		if (ib->ssa && ib->type && same_buf &&
		    (strcmp(ib->type, cg_tile_type(cg, rt, false, cg->stmt_span)) == 0 ||
		     strcmp(ib->type, cg_tile_type(cg, rt, true, cg->stmt_span)) == 0)) {
			bind_to_operand(t, r);
			cg_valid_sync(cg, t->res);
			return;
		}
	}
	cg_alloc_typed(cg, t->res, result_static_valid(cg, t->op, t->res->type));
	struct cg_bind *b = cg_b(cg, t->res);
	t->dst = (struct cg_val){b->ssa, b->type};
	cg_valid_sync(cg, t->res);
}

/* A scalar or handle result: %<var name>. */
static void result_scalar(struct tctx *t)
{
	if (!t->res)
		return;
	bind(t, cg_named(t->cg, t->res->name), value_type(t, t->res->type, t->res->span));
}

/* ---- partition views, offsets -------------------------------------------------------- */

/* Appends v[0], ..., v[n-1] separated by ", ". */
static void put_join(struct buf *b, const char **v, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			buf_put(b, ", ", 2);
		buf_puts(b, v[i]);
	}
}

static const char *join(struct cg *cg, const char **v, uint32_t n)
{
	struct buf b = {0};
	put_join(&b, v, n);
	const char *s = arena_strndup(&cg->a, b.data ? b.data : "", b.len);
	buf_free(&b);
	return s;
}

/* A partition offset: constants clamp to 0 at emit time, runtime offsets
 * through arith.maxsi at every use. */
static const char *clamped(struct cg *cg, struct expr *e)
{
	int64_t v;
	if (ir_expr_is_const_int(e, &v))
		return cg_const_int(cg, v < 0 ? 0 : v, DT_INDEX);
	const char *x = cg_index(cg, e), *z = cg_const_int(cg, 0, DT_INDEX);
	const char *r = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_cat(cg, r, " = arith.maxsi ", x, ", ", z, " : index", (char *)NULL));
	return r;
}

static struct expr_list list_of(struct expr *e)
{
	if (e && e->kind == EX_LIST)
		return e->u.list;
	return (struct expr_list){0};
}

/* %<tensor var>_pview = pto.partition_view ... over `tensor` with offsets
 * (NULL: zeros) and sizes; provides ${pview}. */
static void pview_as(struct tctx *t, struct cg_val view, struct expr *tensor, struct expr_list offs,
		     struct expr_list sizes, const char *suffix, const char *xname);

static void pview_of(struct tctx *t, struct cg_val view, struct expr *tensor,
		     struct expr_list offs, struct expr_list sizes, const char *suffix)
{
	pview_as(t, view, tensor, offs, sizes, suffix, "pview");
}

static void pview(struct tctx *t, struct expr *tensor, struct expr_list offs, struct expr_list sizes)
{
	struct cg_bind *tb = tensor ? cg_bound(t->cg, tensor) : NULL;
	if (tb)
		pview_of(t, (struct cg_val){tb->ssa, tb->type}, tensor, offs, sizes, "_pview");
}

/* The same over tensor view `view` of `tensor` (e.g. a transposed view), named
 * %<tensor var><suffix> (pview_of), and provided as ${<xname>}. */
static void pview_as(struct tctx *t, struct cg_val view, struct expr *tensor, struct expr_list offs,
		     struct expr_list sizes, const char *suffix, const char *xname)
{
	struct cg *cg = t->cg;
	const struct cg_val *tb = &view;
	const struct type *tt = ir_expr_type(tensor);
	uint32_t n = sizes.n;
	/* a partition view has the tensor's rank: a window of another rank (a
	 * 1-D tile stored into a 2-D tensor) has no PTO spelling */
	if (tt->kind == TY_TENSOR && n != tt->shape.n) {
		cg_error(cg, t->call->span, "%s: a rank-%u window of the rank-%u tensor '%s' has no PTO "
			 "partition view; the tile's rank must be the tensor's", spec_ops[t->op].name,
			 n, tt->shape.n, tensor->kind == EX_VAR ? tensor->u.var->name : "?");
		t->refused = true;
		return;
	}
	const char **o = arena_alloc(&cg->a, (n + 1) * sizeof *o);
	const char **s = arena_alloc(&cg->a, (n + 1) * sizeof *s);
	for (uint32_t k = 0; k < n; k++)
		o[k] = k < offs.n ? clamped(cg, offs.v[k]) : cg_const_int(cg, 0, DT_INDEX);
	/* every load and store has one: built by appends in the line buffer */
	struct buf local = {0}, *b = cg_line_buf(cg, &local);
	buf_puts(b, "!pto.partition_tensor_view<");
	for (uint32_t k = 0; k < n; k++) {
		int64_t d;
		s[k] = cg_extent(cg, sizes.v[k]);
		if (ir_expr_is_const_int(sizes.v[k], &d)) {
			cg_put_int(b, d);
			buf_putc(b, 'x');
		} else {
			buf_puts(b, "?x");
		}
	}
	buf_puts(b, cg_mlir_dtype(cg, (enum dtype)tt->dtype, tensor->span));
	buf_putc(b, '>');
	const char *pt = cg_keep_text(cg, b->data, b->len); /* the kernels repeat it */
	buf_clear(b);
	buf_puts(b, tensor->u.var->name);
	buf_puts(b, suffix);
	const char *name = cg_named(cg, b->data);
	buf_clear(b);
	buf_puts(b, name);
	buf_puts(b, " = pto.partition_view ");
	buf_puts(b, tb->ssa);
	buf_puts(b, ", offsets = [");
	put_join(b, o, n);
	buf_puts(b, "], sizes = [");
	put_join(b, s, n);
	buf_puts(b, "] : ");
	buf_puts(b, tb->type);
	buf_puts(b, " -> ");
	buf_puts(b, pt);
	cg_line(cg, true, cg->op_span, b->data);
	cg_line_buf_done(cg, b);
	extra(t, xname, name, pt);
}

/* Flat row-major element offset of `idx` in `shape` (index SSA). */
static const char *flat_offset(struct cg *cg, struct expr_list idx, struct expr_list shape)
{
	int64_t acc = 0, d, x;
	bool all_static = true;
	for (uint32_t k = 0; k < idx.n && all_static; k++) {
		if (!ir_expr_is_const_int(idx.v[k], &x) ||
		    (k > 0 && (k >= shape.n || !ir_expr_is_const_int(shape.v[k], &d)))) {
			all_static = false;
			break;
		}
		if (k && (!i64_mul(acc, d, &acc) || !i64_add(acc, x, &acc))) {
			cg_error(cg, cg->op_span, "the element offset of this index overflows 64 bits");
			return "%?";
		}
		if (!k)
			acc = x;
	}
	if (all_static)
		return cg_const_int(cg, acc, DT_INDEX);
	const char *cur = NULL;
	for (uint32_t k = 0; k < idx.n; k++) {
		const char *i = cg_index(cg, idx.v[k]);
		if (!cur) {
			cur = i;
			continue;
		}
		const char *m = cg_new_temp(cg), *a = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.muli %s, %s : index", m, cur,
							 cg_index(cg, shape.v[k])));
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.addi %s, %s : index", a, m, i));
		cur = a;
	}
	return cur ? cur : cg_const_int(cg, 0, DT_INDEX);
}

/* ---- emit kinds ----------------------------------------------------------------------- */

/* The index of op's first operand of kind `kind` (OK_*), or -1. */
static int first_operand(unsigned op, uint8_t kind)
{
	for (int i = 0; i < spec_ops[op].n_operands; i++)
		if (spec_ops[op].operands[i].kind == kind)
			return i;
	return -1;
}

/* view: tile.reshape and friends.  With baked addresses the result's own
 * alloc_tile at the shared address is the view; otherwise pto.treshape. */
static void emit_view(struct tctx *t)
{
	struct cg *cg = t->cg;
	if (t->res && t->res->type->memref && cg->o->emit_addr) {
		result_tile(t);
		return;
	}
	const char *n = strrchr(spec_ops[t->op].name, '.');
	n = n ? n + 1 : spec_ops[t->op].name;
	if (!t->res)
		return;
	bind(t, cg_named(cg, cg_printf(cg, "%s_buf", n)),
	     cg_tile_type(cg, t->res->type, true, cg->op_span));
	emit_template(t);
}

static const char *list_ssas(struct cg *cg, struct expr_list l)
{
	const char **v = arena_alloc(&cg->a, (l.n + 1) * sizeof *v);
	for (uint32_t k = 0; k < l.n; k++)
		v[k] = cg_index(cg, l.v[k]);
	return join(cg, v, l.n);
}

static const char *list_ints(struct tctx *t, struct expr_list l)
{
	struct cg *cg = t->cg;
	const char **v = arena_alloc(&cg->a, (l.n + 1) * sizeof *v);
	for (uint32_t k = 0; k < l.n; k++) {
		int64_t d;
		if (!ir_expr_is_const_int(l.v[k], &d)) {
			cg_error(cg, l.v[k]->span, "%s: sizes must be static", spec_ops[t->op].name);
			d = 0;
		}
		v[k] = cg_printf(cg, "%" PRId64, d);
	}
	return join(cg, v, l.n);
}

/* The type of view `vt` (shape: the window's sizes; valid shape: the
 * extents the program wants) of tile `src` at offsets `offs`, for the
 * selected ptoas: vt with its static valid shape, or, when the op's form
 * for that version leaves the type to ptoas (0.27's pto.subset), the type
 * ptoas infers: the source's with the window's shape, dynamic valid extents
 * on a source of dynamic ones, which at run time are min(size, source
 * valid - offset mod source valid).  A window that cannot be shown to get
 * its wanted extents so (constant sizes, offsets and extents) is an error
 * naming the version of the explicit form; NULL then. */
static const char *view_type(struct tctx *t, struct expr *src, struct expr_list offs,
			     const struct type *vt)
{
	struct cg *cg = t->cg;
	const struct spec_ptoas_form *f = call_form(t);
	if (!f || !f->infers_view)
		return cg_tile_type(cg, vt, true, cg->op_span);
	const struct type *st = ir_expr_type(src);
	struct cg_bind *sb = cg_bound(cg, src);
	struct type *it = ir_type_clone(&cg->a, st);
	struct tile_view *iv = arena_alloc(&cg->a, sizeof *iv);
	*iv = ir_tile_view_effective(st);
	iv->valid_shape = (struct expr_list){0};
	it->shape = vt->shape;
	it->view = iv;
	const char *inferred = cg_tile_type(cg, it, false, cg->op_span);
	struct tile_view sv = ir_tile_view_effective(st), wv = ir_tile_view_effective(vt);
	struct expr_list have = sv.valid_shape.n ? sv.valid_shape : st->shape;
	struct expr_list want = wv.valid_shape.n ? wv.valid_shape : vt->shape;
	/* the source is typed with dynamic valid extents, and the view is the
	 * source's type but for its shape (same layout, fractal and pad) */
	bool ok = sb && sb->type && !strcmp(sb->type, cg_tile_type(cg, st, false, cg->op_span)) &&
		  !strcmp(inferred, cg_tile_type(cg, vt, false, cg->op_span)) && offs.n == 2 &&
		  have.n == 2 && want.n == 2 && vt->shape.n == 2;
	for (uint32_t k = 0; ok && k < 2; k++) {
		int64_t size, pv, off, w;
		ok = ir_expr_is_const_int(vt->shape.v[k], &size) && ir_expr_is_const_int(have.v[k], &pv) &&
		     ir_expr_is_const_int(offs.v[k], &off) && ir_expr_is_const_int(want.v[k], &w) &&
		     pv > 0 && off >= 0 && (pv - off % pv < size ? pv - off % pv : size) == w;
	}
	if (ok)
		return inferred;
	char name[64], next[16];
	cg_pto_op_name(&f->pto, name);
	ptoas_version_text(ptoas_form_next(f), next, sizeof next);
	cg_error(cg, t->call->span, "%s gives a view its source's layout and the valid extents "
		 "min(size, source valid - offset mod source valid); this one wants others (or extents "
		 "not known constants): it needs ptoas >= %s; found %s", name, next, cg->ptoas_text);
	return NULL;
}

/* A window of FP4 Vec tile dt (sizes sz, offsets, valid extents or NULL)
 * as pto.subview counts it: in x2 carriers along the packed axis, as the
 * tile_buf types of the tile and of the view do, so those extents and
 * offsets are halved there.  False (reported) for one that is not a whole
 * number of carriers or not a constant there. */
static bool packed_window(struct tctx *t, const struct type *dt, int64_t sz[2],
			  struct expr_list *offs, struct expr_list *valid)
{
	int pk = cg_fp4_packed_axis(dt);
	if (pk < 0)
		return true;
	struct expr_list *l[2] = {offs, valid};
	int64_t v;
	bool ok = sz[pk] % 2 == 0;
	for (int i = 0; i < 2 && ok; i++)
		ok = !l[i] || ((int)l[i]->n > pk && ir_expr_is_const_int(l[i]->v[pk], &v) && v % 2 == 0);
	if (!ok) {
		cg_error(t->cg, t->call->span, "%s: an FP4 Vec window is counted in x2 carriers (two "
			 "elements a byte) along dim %d: its size, offset and valid extent there must be "
			 "even constants", spec_ops[t->op].name, pk);
		return false;
	}
	sz[pk] /= 2;
	for (int i = 0; i < 2; i++) {
		if (!l[i])
			continue;
		struct expr_list h = ir_expr_list_new(&t->cg->a, l[i]->n);
		for (uint32_t k = 0; k < l[i]->n; k++)
			h.v[k] = l[i]->v[k];
		ir_expr_is_const_int(l[i]->v[pk], &v);
		h.v[pk] = ir_new_int(&t->cg->a, v / 2, DT_INDEX, l[i]->v[pk]->span);
		*l[i] = h;
	}
	return true;
}

/* The ${sizes} text of a subview of tile `base` (operand 0) of extents
 * `sizes` at *offs with valid extents *valid (or NULL): on an FP4 Vec base
 * the packed axis counts x2 carriers, as its tile_buf type does
 * (packed_window rewrites *offs and *valid to match).  NULL (reported) for
 * a window that cannot be counted so. */
static const char *subview_sizes(struct tctx *t, struct expr_list sizes, struct expr_list *offs,
				 struct expr_list *valid)
{
	struct expr *base = arg(t, 0);
	const struct type *bt = base ? ir_expr_type(base) : NULL;
	if (!bt || bt->kind != TY_TILE || cg_fp4_packed_axis(bt) < 0)
		return list_ints(t, sizes);
	int64_t sz[2];
	if (sizes.n != 2 || !ir_shape_static(sizes, sz, 2) || offs->n != 2 || (valid && valid->n != 2)) {
		cg_error(t->cg, t->call->span, "%s: a window of an FP4 Vec tile needs two static sizes "
			 "and two offsets", spec_ops[t->op].name);
		return NULL;
	}
	if (!packed_window(t, bt, sz, offs, valid))
		return NULL;
	return cg_printf(t->cg, "%" PRId64 ", %" PRId64, sz[0], sz[1]);
}

/* slice: the result's alloc_tile, then %slice_view = pto.subview of the
 * source; later uses of the result read the subview. */
static void emit_slice(struct tctx *t)
{
	struct cg *cg = t->cg;
	result_tile(t);
	struct expr_list sizes = list_of(arg(t, 1)), offs = list_of(arg(t, 2));
	struct expr *valid = arg(t, 3);
	bool has_valid = valid && valid->kind == EX_LIST;
	struct expr_list voffs = offs, vvalid = has_valid ? valid->u.list : (struct expr_list){0};
	const char *sz = subview_sizes(t, sizes, &voffs, vvalid.n ? &vvalid : NULL);
	if (!sz)
		return;
	extra(t, "offsets", list_ssas(cg, voffs), "");
	extra(t, "sizes", sz, "");
	extra(t, "valid", has_valid ? list_ssas(cg, vvalid) : NULL, "");
	if (t->res) {
		const char *ty = arg(t, 0) ? view_type(t, arg(t, 0), offs, t->res->type) : NULL;
		if (!ty)
			return;
		bind(t, cg_named(cg, "slice_view"), ty);
	}
	emit_template(t);
}

/* assemble: the result is the target's buffer; %assemble_view, a subview
 * of it sized like the source and valid where the source is, receives the
 * source (pto.tmov). */
static void emit_assemble(struct tctx *t)
{
	struct cg *cg = t->cg;
	bind_to_operand(t, 0);
	struct expr *src = arg(t, 1);
	const struct type *st = src ? ir_expr_type(src) : NULL;
	struct expr_list offs = list_of(arg(t, 2)), voffs = offs;
	if (!st || st->kind != TY_TILE)
		return;
	struct expr_list vvalid = ir_valid_shape(st);
	const char *sz = subview_sizes(t, st->shape, &voffs, &vvalid);
	if (!sz)
		return;
	extra(t, "offsets", list_ssas(cg, voffs), "");
	extra(t, "sizes", sz, "");
	extra(t, "valid", list_ssas(cg, vvalid), "");
	const struct type *tt = ir_expr_type(arg(t, 0));
	struct type *vt = ir_type_clone(&cg->a, tt);
	vt->shape = st->shape;
	vt->view = st->view;
	const char *vty = view_type(t, arg(t, 0), offs, vt);
	if (!vty)
		return;
	extra(t, "view", cg_named(cg, "assemble_view"), vty);
	emit_template(t);
}

/* Operand i, the origin of a pto.textract window along the packed axis of
 * an FP4 Vec source, as the op counts it: in x2 carriers, the unit of the
 * source's tile_buf type there, so an even constant element index halved.
 * False (reported) for any other. */
static bool carrier_origin(struct tctx *t, int i)
{
	struct expr *e = arg(t, i);
	int64_t v;
	if (!e || !ir_expr_is_const_int(e, &v)) {
		cg_error(t->cg, t->call->span, "%s: a window of an FP4 Vec tile (a pl.tile.slice, copied "
			 "where it is read, is one) needs a constant origin along the packed dim %d, "
			 "which the tile counts in x2 carriers (two elements a byte)",
			 spec_ops[t->op].name, i - 1);
		return false;
	}
	if (v < 0 || v % 2) {
		cg_error(t->cg, t->call->span, "%s: a window of an FP4 Vec tile (a pl.tile.slice, copied "
			 "where it is read, is one) starts at element %" PRId64 " of the packed dim %d, "
			 "inside a carrier: the tile counts x2 carriers (two elements a byte) there, so "
			 "the origin must be even", spec_ops[t->op].name, v, i - 1);
		return false;
	}
	t->lowered[i][CONV_NONE] = (struct cg_val){cg_const_int(t->cg, v / 2, DT_INDEX), "index"};
	t->lowered_have[i] |= (uint8_t)(1u << CONV_NONE);
	return true;
}

/* extract: the result's alloc_tile and the copy.  A form that copies
 * through a view of the source (`view: inferred`: 0.27's pto.subset, then a
 * pto.tmov) gets ${view}, typed as ptoas infers it, and ${sizes}, the
 * result's shape.  The origin along an FP4 Vec source's packed axis counts
 * carriers (carrier_origin). */
static void emit_extract(struct tctx *t)
{
	struct cg *cg = t->cg;
	const struct type *st = arg(t, 0) ? ir_expr_type(arg(t, 0)) : NULL;
	int pk = st && st->kind == TY_TILE ? cg_fp4_packed_axis(st) : -1;
	if (pk >= 0 && !carrier_origin(t, 1 + pk))
		return;
	result_tile(t);
	const struct spec_ptoas_form *f = call_form(t);
	if (f && f->infers_view && t->res && arg(t, 0) && arg(t, 1) && arg(t, 2)) {
		struct expr_list offs = ir_expr_list_new(&cg->a, 2);
		offs.v[0] = arg(t, 1);
		offs.v[1] = arg(t, 2);
		extra(t, "sizes", list_ints(t, t->res->type->shape), "");
		const char *vty = view_type(t, arg(t, 0), offs, t->res->type);
		if (!vty)
			return;
		extra(t, "view", cg_new_temp(cg), vty);
	}
	emit_template(t);
}

/* A move within one memory space onto its own buffer: with baked
 * addresses it would copy a buffer onto itself (an error); under the ptoas
 * planner the result is the source handle and nothing is emitted. */
static bool same_buffer_move(struct tctx *t)
{
	struct expr *src = arg(t, 0);
	if (!t->res || !src || src->kind != EX_VAR)
		return false;
	const struct type *st = ir_expr_type(src), *rt = t->res->type;
	if (st->kind != TY_TILE || rt->kind != TY_TILE || st->mem != rt->mem || !st->memref ||
	    !rt->memref || st->memref->base_name != rt->memref->base_name || !st->memref->offset ||
	    !ir_offset_equal(st->memref->offset, rt->memref->offset))
		return false;
	if (t->cg->o->emit_addr) {
		cg_error(t->cg, t->call->span, "%s copies '%s' onto its own buffer (same memory space, "
			 "same address); give the result its own buffer or drop the move",
			 spec_ops[t->op].name, src->u.var->name);
		return true;
	}
	bind_to_operand(t, 0);
	return true;
}

static int kwarg_index(unsigned op, const char *name);

/* ---- loads into a window of a tile ----------------------------------------------------- */

/* The box granularity of a boxed tile (reference ops-and-backends 4.3);
 * false when the tile is not boxed. */
static bool box_grain(const struct type *ty, int64_t g[2])
{
	struct tile_view v = ir_tile_view_effective(ty);
	unsigned bits = dtype_infos[ty->dtype].storage_bits;
	if (v.slayout == TL_none_box)
		return false;
	if (v.fractal == 1024) {
		g[0] = g[1] = 16;
	} else if (v.fractal == 32) {
		g[0] = v.slayout == TL_row_major ? 16 : 2;
		g[1] = v.slayout == TL_row_major ? 2 : 16;
	} else if (v.fractal == 512 && bits && 256 % bits == 0) {
		g[0] = v.slayout == TL_row_major ? 16 : 256 / bits;
		g[1] = v.slayout == TL_row_major ? 256 / bits : 16;
	} else {
		return false;
	}
	return true;
}

/* The source window of a transposed window_load: the 2-D row-major [R, C]
 * source read through a DN view of shape [C, R], strides [1, C], with the
 * offsets swapped; provides ${pview}. */
static void transposed_pview(struct tctx *t, struct expr *src, struct expr_list offs,
			     struct expr_list sizes)
{
	struct cg *cg = t->cg;
	struct cg_bind *sb = cg_b(cg, src->u.var);
	const struct type *st = ir_expr_type(src);
	const char *r = cg_index(cg, st->shape.v[0]), *c = cg_index(cg, st->shape.v[1]);
	const char *dn = cg_named(cg, cg_printf(cg, "%s_dn_view", src->u.var->name));
	cg_line(cg, true, cg->op_span,
		cg_printf(cg, "%s = pto.make_tensor_view %s, shape = [%s, %s], strides = [%s, %s] "
			  "{layout = #pto.layout<dn>} : %s", dn, sb->ptr, c, r,
			  cg_const_int(cg, 1, DT_INDEX), c, sb->type));
	struct expr_list sw = ir_expr_list_new(&cg->a, 2);
	sw.v[0] = offs.v[1];
	sw.v[1] = offs.v[0];
	pview_of(t, (struct cg_val){dn, sb->type}, src, sw, sizes, "_pview");
}

/* window_load (operands: dst tile, src tensor, dst offsets, src offsets,
 * shapes[, valid_shape]; kwarg transpose): ${view}, a view of dst sized by
 * shapes (rounded up to whole boxes when dst is boxed) with the transfer
 * extent as its valid shape (${offsets}, ${sizes}, ${valid}), and ${pview},
 * the source window of that extent.  The result is dst. */
static void emit_window_load(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct expr *dst = arg(t, 0), *src = arg(t, 1), *vsh = arg(t, 5);
	struct expr_list shapes = list_of(arg(t, 4)), offs = list_of(arg(t, 2));
	struct expr_list soffs = list_of(arg(t, 3));
	struct expr_list valid = vsh && vsh->kind == EX_LIST ? vsh->u.list : shapes;
	struct cg_bind *db = dst ? cg_bound(cg, dst) : NULL;
	struct cg_bind *sb = src ? cg_bound(cg, src) : NULL;
	if (!db || !sb)
		return;
	bind_to_operand(t, 0);
	int tk = kwarg_index(t->op, "transpose");
	bool transpose = tk >= 0 && t->call->u.call.kwargs[tk].present && t->call->u.call.kwargs[tk].i;
	const struct type *dt = ir_expr_type(dst);
	int64_t sz[2], g[2], v;
	if (shapes.n != 2 || !ir_shape_static(shapes, sz, 2) || valid.n != 2) {
		cg_error(cg, t->call->span, "%s: shapes must be two static extents",
			 spec_ops[t->op].name);
		return;
	}
	if (transpose && (ir_expr_type(src)->shape.n != 2 || soffs.n != 2 ||
			  !ir_expr_is_const_int(valid.v[0], &v) || !ir_expr_is_const_int(valid.v[1], &v))) {
		cg_error(cg, t->call->span, "%s: transpose=True needs a 2-D source, two source "
			 "offsets and a static valid_shape", spec_ops[t->op].name);
		return;
	}
	if (transpose) {
		/* the source window [r, c] lands as the column [c, r]: the view's
		 * window and valid extent, and the DN source partition, are swapped */
		int64_t r = sz[0];
		sz[0] = sz[1];
		sz[1] = r;
		struct expr_list sw = ir_expr_list_new(&cg->a, 2);
		sw.v[0] = valid.v[1];
		sw.v[1] = valid.v[0];
		valid = sw;
	}
	if (box_grain(dt, g))
		for (int k = 0; k < 2; k++) {
			if (!i64_add(sz[k], g[k] - 1, &sz[k])) {
				cg_error(cg, t->call->span, "%s: the shapes overflow 64 bits when rounded "
					 "up to whole boxes", spec_ops[t->op].name);
				return;
			}
			sz[k] = sz[k] / g[k] * g[k];
		}
	/* the view's operands; its type holds the logical extents */
	int64_t vsz[2] = {sz[0], sz[1]};
	struct expr_list voffs = offs, vvalid = valid;
	if (!packed_window(t, dt, vsz, &voffs, &vvalid))
		return;
	struct type *vt = ir_type_clone(&cg->a, dt);
	struct tile_view *tv = arena_alloc(&cg->a, sizeof *tv);
	*tv = ir_tile_view_effective(dt);
	tv->valid_shape = valid;
	vt->view = tv;
	vt->shape = ir_expr_list_new(&cg->a, 2);
	for (int k = 0; k < 2; k++)
		vt->shape.v[k] = ir_new_int(&cg->a, sz[k], DT_INDEX, t->call->span);
	const char *vty = view_type(t, dst, offs, vt);
	if (!vty)
		return;
	/* constants are requested in a fixed order (not C's unspecified order
	 * of argument evaluation), so the constants section is the same with
	 * every compiler */
	extra(t, "offsets", list_ssas(cg, voffs), "");
	extra(t, "sizes", cg_printf(cg, "%" PRId64 ", %" PRId64, vsz[0], vsz[1]), "");
	extra(t, "valid", list_ssas(cg, vvalid), "");
	extra(t, "view", cg_named(cg, "gather_row_view"), vty);
	if (transpose)
		transposed_pview(t, src, soffs, valid);
	else
		pview(t, src, soffs, valid);
	emit_template(t);
}

/* ---- tuple results ----------------------------------------------------------------------- */

struct elem_find {
	const struct var *tuple;
	struct var *elem[2];
};

static bool find_elems(struct stmt *s, void *ctx)
{
	struct elem_find *f = ctx;
	struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (e && e->kind == EX_GETITEM && e->u.get.x->kind == EX_VAR &&
	    e->u.get.x->u.var == f->tuple && e->u.get.index < 2 && !f->elem[e->u.get.index])
		f->elem[e->u.get.index] = s->u.assign.var;
	return true;
}

/* tuple_result: the elements of a two-tile tuple result are written in
 * place, into the buffers of the variables bound by `x = r[i]` after the
 * call (their MemRefs name the buffers); ${res0} / ${res1}. */
static void emit_tuple_result(struct tctx *t)
{
	struct cg *cg = t->cg;
	if (!t->res || t->res->type->kind != TY_TUPLE) {
		cg_error(cg, t->call->span, "%s: bind the tuple result to a variable and read its "
			 "elements with x = r[0], y = r[1]", spec_ops[t->op].name);
		return;
	}
	struct elem_find f = {.tuple = t->res};
	ir_walk_stmts(cg->f->body, find_elems, &f);
	static const char *const names[2] = {"res0", "res1"};
	for (int i = 0; i < 2; i++) {
		struct var *v = f.elem[i];
		if (!v || v->type->kind != TY_TILE) {
			cg_error(cg, t->call->span, "%s: element %d of '%s' is never read as a tile "
				 "(x = %s[%d]), so it has no buffer to write", spec_ops[t->op].name, i,
				 t->res->name, t->res->name, i);
			return;
		}
		cg_alloc(cg, v);
		extra(t, names[i], cg_b(cg, v)->ssa, cg_b(cg, v)->type);
	}
	t->res = NULL; /* the tuple itself has no value */
	emit_template(t);
}

/* ---- accumulation with an init condition --------------------------------------------- */

/* acc_init: the op's last operand is an optional init condition.  Absent
 * or a constant 0: the ${accumulate} form; a nonzero constant: the
 * ${init} form, which overwrites the accumulator; a runtime condition
 * selects between both with scf.if (init in the then region). */
static void emit_acc_init(struct tctx *t)
{
	struct cg *cg = t->cg;
	result_tile(t);
	int ci = spec_ops[t->op].n_operands - 1;
	struct expr *c = ci >= 0 && spec_ops[t->op].operands[ci].optional ? arg(t, ci) : NULL;
	int64_t v = 0;
	bool known = !c || ir_expr_is_const_int(c, &v) || c->kind == EX_BOOL;
	if (c && c->kind == EX_BOOL)
		v = c->u.b;
	if (known) {
		extra(t, v ? "init" : "accumulate", "", "");
		emit_template(t);
		return;
	}
	struct cg_val cv = cg_scalar(cg, c);
	enum dtype dt = cg_expr_dtype(c);
	if (dt != DT_BOOL) {
		/* a numeric condition holds when nonzero */
		bool fl = cv.type[0] == 'f' || strncmp(cv.type, "bf", 2) == 0;
		const char *z = fl ? cg_const_float(cg, 0, dt) : cg_const_int(cg, 0, dt);
		const char *r = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.%s %s, %s, %s : %s", r,
							 fl ? "cmpf" : "cmpi", fl ? "une" : "ne",
							 cv.ssa, z, cv.type));
		cv.ssa = r;
	}
	cg_line(cg, false, (struct span){0}, cg_printf(cg, "scf.if %s {", cv.ssa));
	cg_open(cg);
	extra(t, "init", "", "");
	emit_template(t);
	cg_close(cg);
	cg_line(cg, false, (struct span){0}, "} else {");
	cg_open(cg);
	t->nx = 0;
	memset(t->lowered_have, 0, sizeof t->lowered_have);
	extra(t, "accumulate", "", "");
	emit_template(t);
	cg_close(cg);
	cg_line(cg, false, (struct span){0}, "}");
}

/* ---- cross-core pipes, reserved buffers, sync ------------------------------------------ */

static int kwarg_index(unsigned op, const char *name)
{
	for (int k = 0; k < spec_ops[op].n_kwargs; k++)
		if (strcmp(spec_ops[op].kwargs[k].name, name) == 0)
			return k;
	return -1;
}

/* The int kwarg `name` of the call (its spec default when omitted). */
static int64_t kwarg_int(struct tctx *t, const char *name, int64_t dflt)
{
	int k = kwarg_index(t->op, name);
	if (k < 0)
		return dflt;
	if (t->call->u.call.kwargs[k].present)
		return t->call->u.call.kwargs[k].i;
	const char *d = spec_ops[t->op].kwargs[k].def;
	return d ? strtoll(d, NULL, 10) : dflt;
}

static bool odd_split(int64_t split)
{
	return split == 3 || split == 4;
}

/* The 2-D physical box and valid extents of tile type `ty`. */
static bool tile_box(struct cg *cg, const struct type *ty, int64_t box[2], struct expr *valid[2])
{
	struct expr_list vs = ir_valid_shape(ty);
	if (ty->kind == TY_TILE && ty->shape.n == 1 && vs.n == 1 &&
	    ir_expr_is_const_int(ty->shape.v[0], &box[1])) {
		/* a 1-D tile is one row, as its tile_buf is */
		box[0] = 1;
		valid[0] = ir_new_int(&cg->a, 1, DT_INDEX, vs.v[0]->span);
		valid[1] = vs.v[0];
		return true;
	}
	if (ty->kind != TY_TILE || ty->shape.n != 2 || !ir_shape_static(ty->shape, box, 2) || vs.n != 2)
		return false;
	valid[0] = vs.v[0];
	valid[1] = vs.v[1];
	return true;
}

static bool valid_is_full(const int64_t box[2], struct expr *const valid[2])
{
	int64_t v;
	for (int k = 0; k < 2; k++)
		if (!ir_expr_is_const_int(valid[k], &v) || v != box[k])
			return false;
	return true;
}

static bool valid_has_zero(struct expr *const valid[2])
{
	int64_t v;
	return (ir_expr_is_const_int(valid[0], &v) && v == 0) ||
	       (ir_expr_is_const_int(valid[1], &v) && v == 0);
}

/* tpush: a split push (and an unsplit push of an Acc tile) travels as the
 * full physical box, so the valid shape is widened around the push with
 * pto.set_validshape and the logical extent restored after it (reference
 * 1.x); nothing is emitted when the valid shape is already the box. */
static void emit_tpush(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct expr *src = arg(t, 0);
	struct cg_bind *b = src ? cg_bound(cg, src) : NULL;
	if (!b)
		return;
	const struct type *ty = ir_expr_type(src);
	int64_t split = kwarg_int(t, "split", 0), box[2];
	struct expr *valid[2];
	bool widen = tile_box(cg, ty, box, valid) && !valid_is_full(box, valid) &&
		     ((split >= 1 && split <= 4) || (split == 0 && ty->mem == MS_Acc && !valid_has_zero(valid)));
	if (widen) {
		/* one request per statement: a fixed constant order */
		const char *rows = cg_const_int(cg, box[0], DT_INDEX);
		const char *cols = cg_const_int(cg, box[1], DT_INDEX);
		cg_line(cg, true, cg->op_span,
			cg_printf(cg, "pto.set_validshape %s, %s, %s : %s", b->ssa, rows, cols, b->type));
	}
	emit_template(t);
	if (widen) {
		const char *vr = cg_extent(cg, valid[0]);
		const char *vc = cg_extent(cg, valid[1]);
		cg_line(cg, true, cg->op_span,
			cg_printf(cg, "pto.set_validshape %s, %s, %s : %s", b->ssa, vr, vc, b->type));
	}
}

/* A popped FP4 Vec tile whose fractal boxes pair its x2 carriers along
 * another axis than its tile type counts them: the NZ layout a Mat tile
 * moved to the Vector side keeps has box rows of 32 bytes of consecutive
 * columns, while an FP4 Vec tile of blayout col_major counts carriers along
 * its rows.  False (reported) for one. */
static bool fp4_pop_pairs_agree(struct tctx *t, const struct type *ty)
{
	int pk = cg_fp4_packed_axis(ty);
	uint8_t sl = ir_tile_view_effective(ty).slayout;
	if (pk < 0 || sl == TL_none_box || (sl == TL_row_major) == (pk == 1))
		return true;
	static const char *const axis[2] = {"rows", "columns"};
	cg_error(t->cg, t->call->span, "%s: an FP4 tile reaches the Vector side in fractal boxes (the "
		 "layout of its matrix-space source) that hold x2 carriers of consecutive %s, but an "
		 "FP4 Vec tile of blayout %s counts its carriers along its %s; move FP4 data to the "
		 "Vector side through a tensor (pl.store, then pl.load) instead",
		 spec_ops[t->op].name, axis[pk == 0], pk == 0 ? "col_major" : "row_major", axis[pk]);
	return false;
}

/* tpop: the result is the popped slot (no alloc_tile), typed v_row=?, v_col=?
 * as the reference types it.  A valid shape other
 * than the box adds (%valid_row, %valid_col) operands; a static, non-empty
 * partial Vec pop into the Vector side pops the whole box and narrows it
 * with pto.treshape instead (reference 1.x). */
static void emit_tpop(struct tctx *t)
{
	struct cg *cg = t->cg;
	if (!t->res || t->res->type->kind != TY_TILE) {
		cg_error(cg, t->call->span, "%s: the popped tile needs a tile type annotation",
			 spec_ops[t->op].name);
		return;
	}
	const struct type *ty = t->res->type;
	if (!fp4_pop_pairs_agree(t, ty))
		return;
	/* a popped tile has no alloc_tile of its own that checks its boxes */
	bool failed = cg->failed;
	cg->failed = false;
	cg_check_box(cg, ty, t->call->span);
	if (cg->failed)
		return;
	cg->failed = failed;
	struct cg_bind *rb = cg_b(cg, t->res);
	int64_t split = kwarg_int(t, "split", 0), box[2], v;
	struct expr *valid[2];
	if (!tile_box(t->cg, ty, box, valid)) {
		cg_error(cg, t->call->span, "%s: the popped tile must be 1-D or 2-D with a static physical shape",
			 spec_ops[t->op].name);
		return;
	}
	const char *name = rb->ssa ? rb->ssa : cg_named(cg, t->res->name);
	if (valid_is_full(box, valid)) {
		/* the reference types a popped slot with a dynamic valid shape */
		bind(t, name, cg_tile_type(cg, ty, false, cg->op_span));
		emit_template(t);
		rb->pop = t->call;
		return;
	}
	const char *open_type = cg_tile_type(cg, ty, false, cg->op_span);
	const char *aff = spec_ops[t->op].core_affinity;
	bool full_box = aff && strcmp(aff, "VECTOR") == 0 && !odd_split(split) && ty->mem == MS_Vec &&
			ir_expr_is_const_int(valid[0], &v) && ir_expr_is_const_int(valid[1], &v) &&
			!valid_has_zero(valid);
	if (full_box) {
		t->dst = (struct cg_val){cg_named(cg, "tpop_transport"), open_type};
		extra(t, "valid_row", cg_const_int(cg, box[0], DT_INDEX), "index");
		extra(t, "valid_col", cg_const_int(cg, box[1], DT_INDEX), "index");
		emit_template(t);
		const char *transport = t->dst.ssa;
		bind(t, cg_named(cg, "tpop_logical"), cg_tile_type(cg, ty, true, cg->op_span));
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = pto.treshape %s : %s -> %s", t->dst.ssa,
							 transport, open_type, t->dst.type));
	} else {
		extra(t, "valid_row", cg_extent(cg, valid[0]), "index");
		extra(t, "valid_col", cg_extent(cg, valid[1]), "index");
		bind(t, name, open_type);
		emit_template(t);
	}
	rb->pop = t->call;
}

/* tfree: the freed tile is not printed; split and id the call leaves out
 * come from the tpop that produced the tile. */
static void emit_tfree(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct expr *tile = arg(t, 0);
	struct cg_bind *b = tile ? cg_bound(cg, tile) : NULL;
	if (!b)
		return;
	unsigned nk = spec_ops[t->op].n_kwargs;
	struct expr *call = ir_expr_copy(&cg->a, t->call);
	struct kwval *kw = arena_alloc(&cg->a, (nk + 1) * sizeof *kw);
	memcpy(kw, t->call->u.call.kwargs, nk * sizeof *kw);
	call->u.call.kwargs = kw;
	for (unsigned k = 0; k < nk; k++) {
		if (kw[k].present || !b->pop)
			continue;
		const struct expr *pop = b->pop;
		int pk = kwarg_index(pop->u.call.op, spec_ops[t->op].kwargs[k].name);
		if (pk < 0)
			continue;
		kw[k] = pop->u.call.kwargs[pk];
		const char *d = spec_ops[pop->u.call.op].kwargs[pk].def;
		if (!kw[k].present && d) {
			kw[k].present = true;
			kw[k].type = KT_int;
			kw[k].i = strtoll(d, NULL, 10);
		}
	}
	int sk = kwarg_index(t->op, "split");
	if (sk >= 0 && !kw[sk].present) {
		cg_error(cg, t->call->span, "%s: no split for '%s' (give split=, or free the tile "
			 "returned by a tpop)", spec_ops[t->op].name,
			 tile->kind == EX_VAR ? tile->u.var->name : "?");
		return;
	}
	t->call = call;
	emit_template(t);
}

/* ---- the GM pipe workspace ---- */

struct gm_scan {
	struct cg_gm_pipe *v;
	uint32_t n, cap;
	const struct function *fn; /* the kernel scanned */
};

static int64_t kw_or(const struct expr *call, const char *name, int64_t def)
{
	const struct kwval *k = ir_call_kwarg(call, name);
	return k && k->present ? k->i : def;
}

static bool is_pipe_init(const struct expr *e)
{
	const char *r = e->kind == EX_CALL ? spec_ops[e->u.call.op].cross_core_role : NULL;
	return r && strcmp(r, "InitializePipe") == 0;
}

bool cg_pipe_init(const struct expr *e, struct cg_gm_pipe *g)
{
	if (!is_pipe_init(e))
		return false;
	g->id = kw_or(e, "id", 0);
	g->dir_mask = kw_or(e, "dir_mask", 0);
	g->slot_size = kw_or(e, "slot_size", 0);
	g->slot_num = kw_or(e, "slot_num", 0);
	return g->dir_mask > 0 && g->slot_size > 0;
}

static bool gm_scan_expr(struct expr *e, void *ctx)
{
	struct gm_scan *S = ctx;
	struct cg_gm_pipe g = {.at = e->span, .fn = S->fn};
	if (!cg_pipe_init(e, &g))
		return true;
	ARRAY_RESERVE(S->v, S->n, S->cap, 8);
	S->v[S->n++] = g;
	return true;
}

static int cmp_gm_pipe(const void *a, const void *b)
{
	const struct cg_gm_pipe *x = a, *y = b;
	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	if (x->dir_mask != y->dir_mask)
		return x->dir_mask < y->dir_mask ? -1 : 1;
	if (x->slot_size != y->slot_size)
		return x->slot_size < y->slot_size ? -1 : 1;
	if (x->at.line != y->at.line)
		return x->at.line < y->at.line ? -1 : 1;
	if (x->at.col != y->at.col)
		return x->at.col < y->at.col ? -1 : 1;
	return x->fn == y->fn ? 0 : strcmp(x->fn->name, y->fn->name);
}

void cg_gm_layout_free(struct cg_gm_layout *l)
{
	free(l->v);
	*l = (struct cg_gm_layout){0};
}

void cg_gm_scope_free(struct cg_gm_scope *s)
{
	for (uint32_t i = 0; s->layouts && i < s->n_groups; i++)
		cg_gm_layout_free(&s->layouts[i]);
	free(s->layouts);
	free(s->v);
	*s = (struct cg_gm_scope){0};
}

static int cmp_owner(const void *a, const void *b)
{
	const struct cg_gm_owner *x = a, *y = b;
	if (x->kernel != y->kernel)
		return (uintptr_t)x->kernel < (uintptr_t)y->kernel ? -1 : 1;
	return strcmp(x->group->name, y->group->name);
}

/* The kernel statement st of a Group's body calls, or NULL. */
static const struct function *group_kernel(const struct stmt *st)
{
	const struct expr *e = st->kind == ST_ASSIGN ? st->u.assign.value
			       : st->kind == ST_EVAL ? st->u.eval.value : NULL;
	return e && e->kind == EX_FCALL && e->u.fcall.callee && cg_is_kernel(e->u.fcall.callee)
		       ? e->u.fcall.callee
		       : NULL;
}

/* The Group whose module holds the kernel emitted (struct cg_gm_scope, built
 * at the first use), or NULL. */
static const struct cg_gm_owner *module_group(struct cg *cg, struct cg_gm_scope *s)
{
	if (!s->done) {
		s->done = true;
		uint32_t cap = 0;
		for (uint32_t i = 0; i < cg->p->n_funcs; i++) {
			const struct function *g = cg->p->funcs[i];
			if (g->kind != FK_Group || g->abstract)
				continue;
			for (uint32_t k = 0; k < g->body.n; k++) {
				const struct function *f = group_kernel(g->body.v[k]);
				if (!f)
					continue;
				ARRAY_RESERVE(s->v, s->n, cap, 8);
				s->v[s->n++] = (struct cg_gm_owner){f, g, s->n_groups};
			}
			s->n_groups++;
		}
		if (s->n)
			qsort(s->v, s->n, sizeof *s->v, cmp_owner);
		uint32_t n = 0;
		for (uint32_t i = 0; i < s->n; i++)
			if (!n || s->v[n - 1].kernel != s->v[i].kernel)
				s->v[n++] = s->v[i];
		s->n = n;
	}
	uint32_t lo = 0, hi = s->n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if ((uintptr_t)s->v[mid].kernel < (uintptr_t)cg->f)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < s->n && s->v[lo].kernel == cg->f ? &s->v[lo] : NULL;
}

/* What two initialize_pipes of pipe (id, dir_mask) disagree on about the bytes
 * of its region, with a's value in *x and b's in *y: its slot_size, or its
 * slots per ring (an explicit slot_num, or the dir_mask's default); NULL when
 * they agree. */
static const char *pipe_shape_diff(const struct cg_gm_pipe *a, const struct cg_gm_pipe *b, int64_t *x, int64_t *y)
{
	*x = a->slot_size;
	*y = b->slot_size;
	if (*x != *y)
		return "slot_size";
	*x = gm_pipe_slots(a->dir_mask, a->slot_num);
	*y = gm_pipe_slots(b->dir_mask, b->slot_num);
	return *x != *y ? "slots per ring (slot_num)" : NULL;
}

static int cmp_fn_addr(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(const struct function *const *)a, y = (uintptr_t)*(const struct function *const *)b;
	return (x > y) - (x < y);
}

/* Fills l with the GM pipe layout of the module of Group g's kernels (NULL
 * g: of kernel f alone): each pipe (id, dir_mask), in that order, after the
 * regions of the pipes before it; bad at the first pipe whose
 * initialize_pipes disagree on its slot_size or slot count, or a workspace
 * past int64.  Each kernel is scanned once, however often g calls it. */
static void build_gm_layout(const struct function *g, const struct function *f, struct cg_gm_layout *l)
{
	struct gm_scan S = {0};
	const struct function **ks = NULL;
	uint32_t nk = 0, cap = 0;
	for (uint32_t k = 0; g && k < g->body.n; k++) {
		const struct function *h = group_kernel(g->body.v[k]);
		if (h) {
			ARRAY_RESERVE(ks, nk, cap, 8);
			ks[nk++] = h;
		}
	}
	if (!g) {
		ARRAY_RESERVE(ks, nk, cap, 1);
		ks[nk++] = f;
	}
	if (nk)
		qsort(ks, nk, sizeof *ks, cmp_fn_addr);
	for (uint32_t k = 0; k < nk; k++) {
		if (k && ks[k] == ks[k - 1])
			continue;
		S.fn = ks[k];
		ir_walk_stmts_exprs(ks[k]->body, gm_scan_expr, &S);
	}
	free(ks);
	if (S.n)
		qsort(S.v, S.n, sizeof *S.v, cmp_gm_pipe);
	uint32_t n = 0;
	int64_t off = 0, x, y;
	for (uint32_t i = 0; i < S.n && !l->bad; i++) {
		if (n && S.v[n - 1].id == S.v[i].id && S.v[n - 1].dir_mask == S.v[i].dir_mask) {
			if (pipe_shape_diff(&S.v[n - 1], &S.v[i], &x, &y)) {
				l->bad = true;
				l->first = S.v[n - 1];
				l->culprit = S.v[i];
			}
			continue;
		}
		S.v[n] = S.v[i];
		S.v[n].offset = off;
		int64_t b;
		if (!gm_pipe_bytes(S.v[n].dir_mask, S.v[n].slot_num, S.v[n].slot_size, &b) ||
		    __builtin_add_overflow(off, b, &off)) {
			l->bad = l->overflow = true;
			l->culprit = S.v[n];
		}
		n++;
	}
	l->done = true;
	if (l->bad) {
		free(S.v);
		return;
	}
	l->v = S.v;
	l->n = n;
}

/* The GM pipe layout of the kernel's module (struct cg_gm_layout): its
 * Group's, computed once for all the Group's kernels when the caller keeps a
 * struct cg_gm_scope, else its own.  NULL when the layout is bad; the kernel
 * holding the offending initialize_pipe reports it (each kernel of a module
 * reports its own). */
static const struct cg_gm_layout *gm_layout(struct cg *cg)
{
	if (!cg->gm) {
		struct cg_gm_scope own = {0}, *s = cg->o->gm_scope ? cg->o->gm_scope : &own;
		const struct cg_gm_owner *w = module_group(cg, s);
		struct cg_gm_layout *l = &cg->own_gm;
		if (w && s != &own) {
			if (!s->layouts)
				s->layouts = xcalloc(s->n_groups + 1, sizeof *s->layouts);
			l = &s->layouts[w->module];
		}
		if (!l->done)
			build_gm_layout(w ? w->group : NULL, cg->f, l);
		cg_gm_scope_free(&own);
		cg->gm = l;
		const struct cg_gm_pipe *b = &l->culprit;
		int64_t x, y;
		const char *what;
		if (l->bad && b->fn == cg->f) {
			if (l->overflow)
				cg_error(cg, b->at, "initialize_pipe: the GM pipe workspace overflows");
			else if ((what = pipe_shape_diff(&l->first, b, &x, &y)))
				cg_error(cg, b->at, "initialize_pipe: pipe id %" PRId64 " (dir_mask %" PRId64
					 ") has %s %" PRId64 " here and %" PRId64 " at line %d",
					 b->id, b->dir_mask, what, y, x, l->first.at.line);
		}
	}
	return cg->gm->bad ? NULL : cg->gm;
}

/* The GM slot buffer of the pipe an initialize_pipe sets up, when the
 * pipeline injected the __gm_pipe_buffer parameter (backends with
 * requires_gm_pipe_buffer): the parameter itself for the first pipe of the
 * kernel's layout, else `pto.addptr` of it by the pipe's offset in FP32
 * elements, emitted before the pipe's first initialize_pipe in the function
 * and reused after. */
static void gm_pipe_buffer(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct cg_bind *b = NULL;
	const struct var *pv = NULL;
	for (uint32_t i = 0; i < cg->f->n_params && !b; i++) {
		struct var *v = cg->f->params[i].var;
		if (v->type->kind == TY_TENSOR && strcmp(v->name, "__gm_pipe_buffer") == 0) {
			b = cg_b(cg, v);
			pv = v;
		}
	}
	if (!b)
		return;
	const struct cg_gm_layout *l = gm_layout(cg);
	struct cg_gm_pipe key = {kw_or(t->call, "id", 0), kw_or(t->call, "dir_mask", 0)};
	uint32_t lo = 0, hi = l ? l->n : 0;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		const struct cg_gm_pipe *m = &l->v[mid];
		if (m->id < key.id || (m->id == key.id && m->dir_mask < key.dir_mask))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!l || lo == l->n || l->v[lo].id != key.id || l->v[lo].dir_mask != key.dir_mask ||
	    l->v[lo].offset == 0) {
		/* first pipe, or one ptoas rejects anyway (dir_mask, slot_size) */
		extra(t, "gm_slot_buffer", b->ptr, b->ptr_type);
		return;
	}
	if (!cg->gm_ptr)
		cg->gm_ptr = ARENA_ARRAY(&cg->a, const char *, l->n);
	if (!cg->gm_ptr[lo]) {
		enum dtype dt = pv->type->dtype;
		int64_t bytes = dtype_infos[dt].bits / 8;
		if (bytes <= 0 || l->v[lo].offset % bytes) {
			cg_error(cg, t->call->span, "initialize_pipe: the GM pipe buffer's %s elements do not "
				 "divide the pipe's offset %" PRId64 " bytes", dtype_infos[dt].name, l->v[lo].offset);
			extra(t, "gm_slot_buffer", b->ptr, b->ptr_type);
			return;
		}
		/* the consumer-buffer operands first (${0@i32}, ${1@i32}): their
		 * constants precede the offset's, as in the reference */
		operand(t, 0, CONV_i32);
		operand(t, 1, CONV_i32);
		const char *et = cg_mlir_dtype(cg, dt, t->call->span);
		const char *c = cg_const_int(cg, l->v[lo].offset / bytes, DT_INDEX);
		const char *p = cg_new_temp(cg);
		cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = pto.addptr %s, %s : <%s> -> <%s>", p, b->ptr, c,
							 et, et));
		cg->gm_ptr[lo] = p;
	}
	extra(t, "gm_slot_buffer", cg->gm_ptr[lo], b->ptr_type);
}

static const struct spec_planner *planner(const struct cg *cg)
{
	if (cg->o->planner)
		return cg->o->planner;
	for (unsigned i = 0; i < spec_n_planners; i++)
		if (spec_planners[i].emit_addr == cg->o->emit_addr)
			return &spec_planners[i];
	return NULL;
}

/* reserve: location from the function kind (mat on the cube, vec
 * otherwise); the planner either places the buffer itself (auto = true) or
 * it sits at the base the memory planner assigned. */
static void emit_reserve(struct tctx *t)
{
	struct cg *cg = t->cg;
	result_scalar(t);
	extra(t, "location", memspace_locs[ir_reserve_space(cg->f)], "");
	const struct spec_planner *pl = planner(cg);
	int bk = kwarg_index(t->op, "base");
	if (pl && pl->reserve_auto) {
		extra(t, "placement", "auto = true", "");
	} else if (bk >= 0 && t->call->u.call.kwargs[bk].present && t->call->u.call.kwargs[bk].i >= 0) {
		extra(t, "placement", cg_printf(cg, "auto = false, base = %" PRId64,
						t->call->u.call.kwargs[bk].i), "");
	} else {
		cg_error(cg, t->call->span, "%s: the buffer has no base address; memory planner '%s' "
			 "assigns none, so give base=", spec_ops[t->op].name, pl ? pl->name : "?");
		return;
	}
	emit_template(t);
}

/* The fixed base of the buffer `name` that function `peer` reserves (a call
 * whose op has cross_core_role ReserveBuffer), or -1. */
struct peer_find {
	const char *name;
	int64_t base;
};

static bool find_reserve(struct stmt *s, void *ctx)
{
	struct peer_find *pf = ctx;
	struct expr *c = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	const char *role = c && c->kind == EX_CALL ? spec_ops[c->u.call.op].cross_core_role : NULL;
	if (!role || strcmp(role, "ReserveBuffer") != 0)
		return true;
	const struct kwval *nm = ir_call_kwarg(c, "name"), *b = ir_call_kwarg(c, "base");
	if (nm && nm->present && nm->s && strcmp(nm->s, pf->name) == 0 && b && b->present && b->i >= 0)
		pf->base = b->i;
	return true;
}

static bool uses_extra(const struct spec_template *tp, const char *name)
{
	for (unsigned i = 0; tp && i < tp->n_pieces; i++)
		if ((tp->pieces[i].kind == TP_EXTRA || tp->pieces[i].kind == TP_EXTRA_T) &&
		    strcmp(tp->pieces[i].text, name) == 0)
			return true;
	return false;
}

/* import_buffer: ${peer_base} is the base the peer function reserved the
 * buffer at, when the program holds the peer and its planner fixed the base
 * (a form for a ptoas that cannot see the peer's module uses it). */
static void emit_import(struct tctx *t)
{
	struct cg *cg = t->cg;
	result_scalar(t);
	const struct kwval *nm = ir_call_kwarg(t->call, "name"), *peer = ir_call_kwarg(t->call, "peer_func");
	const struct spec_planner *pl = planner(cg);
	struct peer_find pf = {nm && nm->s ? nm->s : "", -1};
	for (uint32_t i = 0; peer && peer->s && i < cg->p->n_funcs && !(pl && pl->reserve_auto); i++)
		if (strcmp(cg->p->funcs[i]->name, peer->s) == 0)
			ir_walk_stmts(cg->p->funcs[i]->body, find_reserve, &pf);
	if (pf.base >= 0)
		extra(t, "peer_base", cg_printf(cg, "%" PRId64, pf.base), "i32");
	bool ok;
	const struct spec_template *tp = op_template(t, &ok);
	if (ok && pf.base < 0 && uses_extra(tp, "peer_base")) {
		char name[64];
		const struct spec_ptoas_form *f = call_form(t);
		char next[16];
		ptoas_version_text(f ? ptoas_form_next(f) : 0, next, sizeof next);
		cg_error(cg, t->call->span, "%s of '%s' reserved by '%s' needs ptoas >= %s; found %s (it "
			 "looks for the peer function in the importing module only, and the buffer's "
			 "base is not fixed in this program)",
			 cg_pto_op_name(be_op_pto(cg->o->backend, t->op), name), pf.name,
			 peer && peer->s ? peer->s : "?", next, cg->ptoas_text);
		return;
	}
	emit_template(t);
}

/* window_pview: with a tensor operand, ${pview} is its window (first shape
 * operand = sizes, first index_list operand = offsets); without, ${all}. */
static void emit_window_pview(struct tctx *t)
{
	int ti = first_operand(t->op, OK_tensor), si = first_operand(t->op, OK_shape),
	    oi = first_operand(t->op, OK_index_list);
	struct expr *ten = arg(t, ti);
	if (ten) {
		struct expr_list sizes = list_of(arg(t, si));
		if (!sizes.n)
			sizes = ir_expr_type(ten)->shape;
		pview(t, ten, list_of(arg(t, oi)), sizes);
	} else {
		extra(t, "all", "", "");
	}
	emit_template(t);
}

/* elem_pview: ${pview} is the one element of the first tensor operand at the first
 * index_list operand (%<tensor>_local_pview, sizes all 1). */
static void emit_elem_pview(struct tctx *t)
{
	int ti = first_operand(t->op, OK_tensor), oi = first_operand(t->op, OK_index_list);
	struct expr *ten = arg(t, ti);
	struct cg_bind *tb = ten ? cg_bound(t->cg, ten) : NULL;
	if (!tb)
		return;
	uint32_t n = ir_expr_type(ten)->shape.n;
	struct expr_list ones = ir_expr_list_new(&t->cg->a, n);
	for (uint32_t k = 0; k < n; k++)
		ones.v[k] = ir_new_int(&t->cg->a, 1, DT_INDEX, t->call->span);
	pview_of(t, (struct cg_val){tb->ssa, tb->type}, ten, list_of(arg(t, oi)), ones, "_local_pview");
	emit_template(t);
}

/* The communication context a kernel receives for each DistributedTensor parameter (a
 * !pto.ptr<i64>, the parameters MaterializeDistTensorCtx appends in the order of the
 * tensors), read as i64 words: word COMM_CTX_RANK (bytes 16-23) holds this rank in its
 * low 32 bits and the rank count in its high 32 bits, word COMM_CTX_WINDOWS + r (from
 * byte 32 on) the base address of rank r's window (the reference's .pto of
 * pld.system.notify reads them so; its comm_layout.h pins rankId at byte 16, rankNum at
 * byte 20 and windowsIn at byte 32). */
enum { COMM_CTX_RANK = 2, COMM_CTX_WINDOWS = 4, COMM_CTX_NRANKS_SHIFT = 32 };

/* The i64 word of communication context `ctx` that holds this rank and the rank count. */
static const char *rank_pair(struct cg *cg, const char *ctx)
{
	const char *at = cg_const_int(cg, COMM_CTX_RANK, DT_INDEX), *r = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = pto.load_scalar %s[%s] : !pto.ptr<i64> -> i64", r, ctx,
						 at));
	return r;
}

/* rank_pair: ${pair} is the word of the comm_ctx operand that holds this rank (low 32
 * bits) and the rank count (high 32 bits); a template that names ${shift} (the i64
 * constant the count sits above) and ${hi} (a fresh temp) gets them too. */
static void emit_rank_pair(struct tctx *t)
{
	struct cg *cg = t->cg;
	bool ok;
	const struct spec_template *tp = op_template(t, &ok);
	int ci = first_operand(t->op, OK_comm_ctx);
	if (!ok || !tp || !tp->source || ci < 0 || !arg(t, ci)) {
		cg_error(cg, t->call->span, "%s: expects a communication context operand", spec_ops[t->op].name);
		return;
	}
	struct cg_val ctx = operand(t, ci, CONV_NONE);
	result_scalar(t);
	extra(t, "pair", rank_pair(cg, ctx.ssa), "i64");
	if (strstr(tp->source, "${shift}"))
		extra(t, "shift", cg_const_int(cg, COMM_CTX_NRANKS_SHIFT, DT_INT64), "i64");
	if (strstr(tp->source, "${hi}"))
		extra(t, "hi", cg_new_temp(cg), "i64");
	emit_template(t);
}

/* The context parameter of DistributedTensor parameter v of the function, or NULL. */
static struct cg_bind *comm_ctx(struct cg *cg, const struct var *v)
{
	const struct function *f = cg->f;
	uint32_t k = 0, i;
	for (i = 0; i < f->n_params && f->params[i].var != v; i++)
		k += f->params[i].var->type->kind == TY_TENSOR && f->params[i].var->type->distributed;
	if (i == f->n_params)
		return NULL;
	for (i = 0; i < f->n_params; i++)
		if (cu_is_comm_ctx(f->params[i].var->type) && k-- == 0)
			return cg_b(cg, f->params[i].var);
	return NULL;
}

/* The DistributedTensor parameter that variable v (bound to tb) is: v itself,
 * or the parameter whose base pointer v's binding shares (the result of a
 * pl.store into the parameter, `data = pl.store(t, [0, 0], data)`).  NULL
 * when there is none. */
static const struct var *window_param(struct cg *cg, const struct var *v, const struct cg_bind *tb)
{
	const struct function *f = cg->f;
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct var *pv = f->params[i].var;
		if (pv->type->kind != TY_TENSOR || !pv->type->distributed)
			continue;
		const struct cg_bind *pb = cg_b(cg, pv);
		if (pv == v || (pb->ptr && tb->ptr && strcmp(pb->ptr, tb->ptr) == 0))
			return pv;
	}
	return NULL;
}

/* The view of tensor `ten` (a DistributedTensor parameter of the kernel, or a
 * store's result that is one) in the window of rank `peer`: the tensor's
 * pointer moved by (peer window base - own window base) / element size, read
 * from the tensor's communication context, then a tensor view of the tensor's
 * shape and strides over it.  NULL after reporting. */
static const char *peer_window_view(struct tctx *t, struct expr *ten, struct expr *peer)
{
	struct cg *cg = t->cg;
	struct cg_bind *tb = ten && ten->kind == EX_VAR ? cg_b(cg, ten->u.var) : NULL;
	const struct var *wp = tb && tb->ptr ? window_param(cg, ten->u.var, tb) : NULL;
	struct cg_bind *cb = wp ? comm_ctx(cg, wp) : NULL;
	if (!peer || !cb || !cb->ssa) {
		cg_error(cg, t->call->span, "%s: the tensor must be a DistributedTensor parameter of the "
			 "kernel", spec_ops[t->op].name);
		return NULL;
	}
	const struct type *tt = ir_expr_type(ten);
	struct span sp = cg->op_span;
	const char *pidx = peer->kind == EX_VAR ? cg_named(cg, cg_printf(cg, "%s_idx", peer->u.var->name))
						: cg_new_temp(cg);
	struct cg_val pv = cg_scalar(cg, peer);
	if (strcmp(pv.type, "index") == 0)
		pidx = pv.ssa;
	else
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.index_cast %s : %s to index", pidx, pv.ssa,
						 pv.type));
	const char *r64 = rank_pair(cg, cb->ssa);
	const char *wins = cg_const_int(cg, COMM_CTX_WINDOWS, DT_INDEX);
	const char *r32 = cg_new_temp(cg), *ridx = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.trunci %s : i64 to i32", r32, r64));
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.index_cast %s : i32 to index", ridx, r32));
	const char *own_at = cg_new_temp(cg), *own = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.addi %s, %s : index", own_at, wins, ridx));
	cg_line(cg, true, sp, cg_printf(cg, "%s = pto.load_scalar %s[%s] : !pto.ptr<i64> -> i64", own, cb->ssa,
					own_at));
	const char *peer_at = cg_new_temp(cg), *base = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.addi %s, %s : index", peer_at, wins, pidx));
	cg_line(cg, true, sp, cg_printf(cg, "%s = pto.load_scalar %s[%s] : !pto.ptr<i64> -> i64", base,
					cb->ssa, peer_at));
	const char *bytes = cg_new_temp(cg), *elems = cg_new_temp(cg), *eidx = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.subi %s, %s : i64", bytes, base, own));
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.divsi %s, %s : i64", elems, bytes,
					cg_const_int(cg, dtype_infos[tt->dtype].bits / 8, DT_INT64)));
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.index_cast %s : i64 to index", eidx, elems));
	const char *ptr = cg_new_temp(cg), *view = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = pto.addptr %s, %s : %s -> %s", ptr, tb->ptr, eidx,
					tb->ptr_type, tb->ptr_type));
	cg_tensor_view_line(cg, ten->u.var, view, ptr, false, sp);
	return view;
}

/* tensor_view: the result is a new tensor view of its own type (shape, strides, layout)
 * over the input's base pointer, which later partition views and scalar accesses use
 * like a parameter's (the input needs no view of its own: mark_expr). */
static void emit_tensor_view(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct expr *in = arg(t, first_operand(t->op, OK_tensor));
	struct cg_bind *ib = in && in->kind == EX_VAR ? cg_b(cg, in->u.var) : NULL;
	if (!ib || !ib->ptr || !t->res || t->res->type->kind != TY_TENSOR) {
		cg_error(cg, t->call->span, "%s: the input must be a tensor parameter of the kernel "
			 "or a view of one", spec_ops[t->op].name);
		return;
	}
	struct cg_bind *b = cg_b(cg, t->res);
	b->ssa = cg_named(cg, t->res->name);
	b->type = cg_tensor_view_type(cg, t->res->type, t->res->span);
	b->ptr = ib->ptr;
	b->ptr_type = ib->ptr_type;
	b->alloced = true;
	t->dst = (struct cg_val){b->ssa, b->type};
	cg_tensor_view_line(cg, t->res, b->ssa, b->ptr, true, cg->op_span);
}

/* The op's first tensor operand that names a rank's window: of kind dist_tensor, else tensor. */
static int window_operand(unsigned op)
{
	int i = first_operand(op, OK_dist_tensor);
	return i >= 0 ? i : first_operand(op, OK_tensor);
}

/* ctx_alias: no text; the result is the communication-context parameter of the
 * dist_tensor operand (a DistributedTensor parameter of the kernel). */
static void emit_ctx_alias(struct tctx *t)
{
	struct cg *cg = t->cg;
	struct expr *ten = arg(t, window_operand(t->op));
	struct cg_bind *tb = ten && ten->kind == EX_VAR ? cg_b(cg, ten->u.var) : NULL;
	const struct var *wp = tb && tb->ptr ? window_param(cg, ten->u.var, tb) : NULL;
	struct cg_bind *cb = wp ? comm_ctx(cg, wp) : NULL;
	if (!cb || !cb->ssa) {
		cg_error(cg, t->call->span, "%s: the tensor must be a DistributedTensor parameter of the "
			 "kernel, with its communication-context parameter", spec_ops[t->op].name);
		return;
	}
	bind(t, cb->ssa, cb->type);
}

/* peer_elem_pview: ${pview} is the one element at the index_list operand of the first
 * tensor operand's window on the rank the first scalar operand names
 * (peer_window_view; %<tensor>_peer_pview). */
static void emit_peer_elem_pview(struct tctx *t)
{
	struct cg *cg = t->cg;
	int ti = first_operand(t->op, OK_tensor), oi = first_operand(t->op, OK_index_list),
	    pi = first_operand(t->op, OK_scalar);
	struct expr *ten = arg(t, ti);
	const char *view = peer_window_view(t, ten, arg(t, pi));
	if (!view)
		return;
	uint32_t n = ir_expr_type(ten)->shape.n;
	struct expr_list ones = ir_expr_list_new(&cg->a, n);
	for (uint32_t k = 0; k < n; k++)
		ones.v[k] = ir_new_int(&cg->a, 1, DT_INDEX, t->call->span);
	pview_of(t, (struct cg_val){view, cg_b(cg, ten->u.var)->type}, ten, list_of(arg(t, oi)), ones,
		 "_peer_pview");
	emit_template(t);
}

/* The index of op's second operand of kind `kind`, or -1. */
static int second_operand(unsigned op, uint8_t kind)
{
	int first = first_operand(op, kind);
	for (int i = first + 1; first >= 0 && i < spec_ops[op].n_operands; i++)
		if (spec_ops[op].operands[i].kind == kind)
			return i;
	return -1;
}

/* peer_load: the result tile's valid extent read from the first tensor operand's
 * window on the rank the first scalar operand names, at the index_list operand
 * (${pview}, %<tensor>_peer_pview). */
static void emit_peer_load(struct tctx *t)
{
	struct cg *cg = t->cg;
	int ti = window_operand(t->op), oi = first_operand(t->op, OK_index_list), pi = first_operand(t->op, OK_scalar);
	struct expr *ten = arg(t, ti);
	if (!t->res || t->res->type->kind != TY_TILE) {
		cg_error(cg, t->call->span, "%s: the result must be assigned to a tile", spec_ops[t->op].name);
		return;
	}
	result_tile(t);
	const char *view = peer_window_view(t, ten, arg(t, pi));
	if (!view)
		return;
	pview_of(t, (struct cg_val){view, cg_b(cg, ten->u.var)->type}, ten, list_of(arg(t, oi)),
		 ir_valid_shape(t->res->type), "_peer_pview");
	emit_template(t);
}

/* peer_store: ${pview} is the window of the tensor operand on the rank the first
 * scalar operand names, at the index_list operand, of the tile operand's valid
 * extent (behind extents of 1 for the tensor's leading dims a lower-rank tile
 * lacks); the result is that tensor. */
static void emit_peer_store(struct tctx *t)
{
	struct cg *cg = t->cg;
	int ti = window_operand(t->op), oi = first_operand(t->op, OK_index_list), pi = first_operand(t->op, OK_scalar),
	    gi = first_operand(t->op, OK_tile);
	struct expr *ten = arg(t, ti), *tile = arg(t, gi);
	if (!tile) {
		cg_error(cg, t->call->span, "%s: expects a tile to store", spec_ops[t->op].name);
		return;
	}
	const char *view = peer_window_view(t, ten, arg(t, pi));
	if (!view)
		return;
	struct expr_list valid = ir_valid_shape(ir_expr_type(tile));
	uint32_t rank = ir_expr_type(ten)->shape.n;
	if (valid.n < rank) {
		struct expr_list padded = ir_expr_list_new(&cg->a, rank);
		for (uint32_t k = 0; k < rank; k++)
			padded.v[k] = k < rank - valid.n ? ir_new_int(&cg->a, 1, DT_INDEX, t->call->span)
							 : valid.v[k - (rank - valid.n)];
		valid = padded;
	}
	pview_of(t, (struct cg_val){view, cg_b(cg, ten->u.var)->type}, ten, list_of(arg(t, oi)), valid,
		 "_peer_pview");
	emit_template(t);
	bind_to_operand(t, ti);
}

/* peer_put / peer_get: a window of the second tensor operand copied into the
 * first tensor operand's, through the staging tile(s) after them; the rank the
 * first scalar operand names holds the destination (put) or the source (get),
 * this rank the other.  The call's arity tells its forms apart: stage[, stage2]
 * alone (whole tensors), or followed by dst offsets, src offsets and the
 * transfer shape.  ${pview} is the destination's window, ${src_pview} the
 * source's (%<t>_peer_pview on the peer, %<t>_local_pview here), ${stage2} the
 * second staging tile when given. */
static void emit_peer_copy(struct tctx *t, bool get)
{
	struct cg *cg = t->cg;
	int di = first_operand(t->op, OK_tensor), si = second_operand(t->op, OK_tensor),
	    pi = first_operand(t->op, OK_scalar), gi = first_operand(t->op, OK_tile);
	struct expr *dst = arg(t, di), *src = arg(t, si);
	uint32_t n = t->call->u.call.args.n;
	int stages = gi < 0 ? 0 : (n - (uint32_t)gi == 2 || n - (uint32_t)gi == 5) ? 2 : 1;
	bool region = gi >= 0 && n - (uint32_t)gi - (uint32_t)stages == 3;
	struct expr *local = get ? dst : src, *remote = get ? src : dst;
	struct cg_bind *lb = local && local->kind == EX_VAR ? cg_bound(cg, local) : NULL;
	if (!remote || !lb || gi < 0 || (!region && n != (uint32_t)(gi + stages))) {
		cg_error(cg, t->call->span, "%s: expects (dst, peer, src, stage[, stage2][, dst_offsets, "
			 "src_offsets, shape])", spec_ops[t->op].name);
		return;
	}
	const struct type *dt = ir_expr_type(dst);
	struct expr_list doff = {0}, soff = {0}, shape = dt->shape;
	if (region) {
		doff = list_of(arg(t, gi + stages));
		soff = list_of(arg(t, gi + stages + 1));
		shape = list_of(arg(t, gi + stages + 2));
	} else {
		cg_const_int(cg, 0, DT_INDEX); /* the whole-tensor offsets */
	}
	if (shape.n != dt->shape.n || (region && (doff.n != shape.n || soff.n != shape.n))) {
		cg_error(cg, t->call->span, "%s: offsets and shape must have the tensor's rank %u",
			 spec_ops[t->op].name, dt->shape.n);
		return;
	}
	for (uint32_t k = 0; k < shape.n; k++)
		cg_index(cg, shape.v[k]);
	struct cg_val lv = {lb->ssa, lb->type};
	if (get)
		pview_of(t, lv, dst, doff, shape, "_local_pview");
	const char *view = peer_window_view(t, remote, arg(t, pi));
	if (!view)
		return;
	struct cg_val rv = {view, cg_b(cg, remote->u.var)->type};
	if (get) {
		pview_as(t, rv, src, soff, shape, "_peer_pview", "src_pview");
	} else {
		pview_of(t, rv, dst, doff, shape, "_peer_pview");
		pview_as(t, lv, src, soff, shape, "_local_pview", "src_pview");
	}
	if (stages == 2) {
		struct cg_val s2 = operand(t, gi + 1, CONV_NONE);
		extra(t, "stage2", s2.ssa, s2.type);
	}
	emit_template(t);
}

/* Unsigned integer dtypes: arith takes them through the signless type of the
 * same width (builtin.unrealized_conversion_cast). */
static bool dt_unsigned(enum dtype dt)
{
	return dt == DT_UINT8 || dt == DT_UINT16 || dt == DT_UINT32 || dt == DT_UINT64;
}

/* Integer scalar `v` of dtype `dt` as i64: sign-extended, or zero-extended when
 * unsigned (so a high bit stays a magnitude). */
static struct cg_val int_as_i64(struct cg *cg, struct cg_val v, enum dtype dt)
{
	if (!dt_unsigned(dt))
		return cg_convert(cg, v, dt, DT_INT64);
	unsigned bits = dtype_infos[dt].bits;
	const char *sl = cg_printf(cg, "i%u", bits), *t = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = builtin.unrealized_conversion_cast %s : %s to %s",
						 t, v.ssa, v.type, sl));
	if (bits == 64)
		return (struct cg_val){t, sl};
	const char *w = cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.extui %s : %s to i64", w, t, sl));
	return (struct cg_val){w, "i64"};
}

/* A coordinate as index: literals and index values directly, a variable cast
 * as %<name>_idx, unsigned values zero-extended through i64. */
static const char *coord_index(struct cg *cg, struct expr *e)
{
	enum dtype dt = cg_expr_dtype(e);
	if (e->kind == EX_INT || dt == DT_INDEX)
		return cg_index(cg, e);
	struct cg_val v = cg_scalar(cg, e);
	if (dt_unsigned(dt))
		return cg_convert(cg, int_as_i64(cg, v, dt), DT_INT64, DT_INDEX).ssa;
	const char *r = e->kind == EX_VAR ? cg_named(cg, cg_printf(cg, "%s_idx", e->u.var->name))
					  : cg_new_temp(cg);
	cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.index_cast %s : %s to index", r, v.ssa,
						 v.type));
	return r;
}

/* The logical strides of a tensor type: its view's strides when written, else
 * packed (row-major; DN swaps the last two axes), as index values. */
static void logical_strides(struct cg *cg, const struct type *tt, const char **st)
{
	uint32_t n = tt->shape.n;
	if (tt->tview && tt->tview->stride.n == n) {
		for (uint32_t k = 0; k < n; k++)
			st[k] = cg_index(cg, tt->tview->stride.v[k]);
		return;
	}
	bool dn = tt->tview && tt->tview->layout == TLY_DN && n >= 2;
	const char *acc = cg_const_int(cg, 1, DT_INDEX);
	int64_t accv = 1;
	bool acc_static = true;
	for (uint32_t j = 0; j < n; j++) {
		/* axes from fastest to slowest */
		uint32_t ax = n - 1 - j;
		if (dn && j < 2)
			ax = j == 0 ? n - 2 : n - 1;
		st[ax] = acc;
		if (j + 1 == n)
			break;
		int64_t d;
		if (acc_static && ir_expr_is_const_int(tt->shape.v[ax], &d) &&
		    !__builtin_mul_overflow(accv, d, &accv)) {
			acc = cg_const_int(cg, accv, DT_INDEX);
		} else {
			const char *m = cg_new_temp(cg);
			cg_line(cg, true, cg->op_span, cg_printf(cg, "%s = arith.muli %s, %s : index", m, acc,
								 cg_index(cg, tt->shape.v[ax])));
			acc = m;
			acc_static = false;
		}
	}
}

/* deferred_completion: ${raw_args} is the hidden raw dispatch-args parameter,
 * ${ptr} the first tensor operand's base pointer (a parameter of the kernel:
 * a view or slice does not carry its origin), ${offset} the i64 flat offset
 * of the index_list operand in the tensor's logical strides (-1 when any
 * coordinate lies outside its dim), ${expected} the first scalar operand as
 * i64. */
static void emit_deferred_completion(struct tctx *t)
{
	struct cg *cg = t->cg;
	int ti = first_operand(t->op, OK_tensor), oi = first_operand(t->op, OK_index_list),
	    xi = first_operand(t->op, OK_scalar);
	struct expr *ten = arg(t, ti), *exp = arg(t, xi);
	struct cg_bind *tb = ten && ten->kind == EX_VAR && ten->u.var->kind == VAR_PARAM
				     ? cg_b(cg, ten->u.var) : NULL;
	struct expr_list off = list_of(arg(t, oi));
	if (!tb || !tb->ptr || !exp || !cg->raw_args) {
		cg_error(cg, t->call->span, "%s: the tensor must be a parameter of the kernel (a view or "
			 "slice does not carry its origin into the runtime's registration)",
			 spec_ops[t->op].name);
		return;
	}
	const struct type *tt = ir_expr_type(ten);
	uint32_t n = tt->shape.n;
	if (n == 0 || off.n != n) {
		cg_error(cg, t->call->span, "%s: %u offsets for a tensor of rank %u", spec_ops[t->op].name,
			 off.n, n);
		return;
	}
	struct expr_list bounds = tt->tview && tt->tview->valid_shape.n == n ? tt->tview->valid_shape
									    : tt->shape;
	const char **st = arena_alloc(&cg->a, n * sizeof *st);
	struct span sp = cg->op_span;
	const char *zero = cg_const_int(cg, 0, DT_INDEX), *flat = zero, *oob = NULL;
	bool have_st = false;
	for (uint32_t k = 0; k < n; k++) {
		const char *o = coord_index(cg, off.v[k]), *b = cg_index(cg, bounds.v[k]);
		const char *neg = cg_new_temp(cg), *past = cg_new_temp(cg), *out = cg_new_temp(cg);
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.cmpi slt, %s, %s : index", neg, o, zero));
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.cmpi sge, %s, %s : index", past, o, b));
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.ori %s, %s : i1", out, neg, past));
		if (oob) {
			const char *both = cg_new_temp(cg);
			cg_line(cg, true, sp, cg_printf(cg, "%s = arith.ori %s, %s : i1", both, oob, out));
			out = both;
		}
		oob = out;
		if (!have_st) {
			logical_strides(cg, tt, st);
			have_st = true;
		}
		const char *term = cg_new_temp(cg), *next = cg_new_temp(cg);
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.muli %s, %s : index", term, o, st[k]));
		cg_line(cg, true, sp, cg_printf(cg, "%s = arith.addi %s, %s : index", next, flat, term));
		flat = next;
	}
	const char *sel = cg_new_temp(cg), *off64 = cg_new_temp(cg);
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.select %s, %s, %s : index", sel, oob,
					cg_const_int(cg, -1, DT_INDEX), flat));
	cg_line(cg, true, sp, cg_printf(cg, "%s = arith.index_cast %s : index to i64", off64, sel));
	enum dtype xd = cg_expr_dtype(exp);
	struct cg_val xv = cg_scalar(cg, exp);
	xv = xd == DT_INDEX ? cg_convert(cg, xv, DT_INDEX, DT_INT64) : int_as_i64(cg, xv, xd);
	extra(t, "raw_args", cg->raw_args, "!pto.ptr<i64>");
	extra(t, "ptr", tb->ptr, tb->ptr_type);
	extra(t, "offset", off64, "i64");
	extra(t, "expected", xv.ssa, "i64");
	emit_template(t);
}

static void emit_call_kind(struct tctx *t, uint8_t kind)
{
	struct cg *cg = t->cg;
	switch (kind) {
	case EK_template:
		if (spec_ops[t->op].type_rule.kind == TR_move && same_buffer_move(t))
			break;
		if (t->res && t->res->type->kind == TY_TILE)
			result_tile(t);
		else
			result_scalar(t);
		emit_template(t);
		break;
	case EK_acc_in_ins:
		result_tile(t);
		emit_template(t);
		break;
	case EK_window_load:
		emit_window_load(t);
		break;
	case EK_tuple_result:
		emit_tuple_result(t);
		break;
	case EK_acc_init:
		emit_acc_init(t);
		break;
	case EK_none:
		result_tile(t);
		break;
	case EK_load: {
		result_tile(t);
		pview(t, arg(t, 0), list_of(arg(t, 1)), list_of(arg(t, 3) ? arg(t, 3) : arg(t, 2)));
		/* a load of an MX scale tensor names its GM layout (mx_a_zz,
		 * mx_b_nn) after the outs, as the reference emits it */
		const struct type *tt = arg(t, 0) ? ir_expr_type(arg(t, 0)) : NULL;
		uint8_t ly = tt && tt->kind == TY_TENSOR && tt->tview ? tt->tview->layout : TLY_ND;
		const char *attr = "";
		if (tensor_layout_mx[ly])
			attr = arena_printf(&t->cg->a, " {layout = #pto.layout<%s>}", tensor_layout_pto[ly]);
		extra(t, "layout", attr, "");
		emit_template(t);
		break;
	}
	case EK_store: {
		struct expr *tile = arg(t, 0);
		struct expr_list sizes = list_of(arg(t, 3));
		if (!sizes.n && tile)
			sizes = ir_valid_shape(ir_expr_type(tile));
		pview(t, arg(t, 2), list_of(arg(t, 1)), sizes);
		emit_template(t);
		bind_to_operand(t, 2);
		break;
	}
	case EK_whole_pview: {
		/* a tile, scalar or handle result is the op's own; a tensor result
		 * is the tensor written in place */
		int ti = first_operand(t->op, OK_tensor);
		struct expr *ten = arg(t, ti);
		uint8_t rk = t->res ? t->res->type->kind : TY_TENSOR;
		if (rk == TY_TILE)
			result_tile(t);
		else if (rk == TY_SCALAR || rk == TY_OPAQUE)
			result_scalar(t);
		if (ten)
			pview(t, ten, (struct expr_list){0}, ir_expr_type(ten)->shape);
		emit_template(t);
		if (rk == TY_TENSOR)
			bind_to_operand(t, ti);
		break;
	}
	case EK_view:
		emit_view(t);
		break;
	case EK_slice:
		emit_slice(t);
		break;
	case EK_assemble:
		emit_assemble(t);
		break;
	case EK_extract:
		emit_extract(t);
		break;
	case EK_scalar_result: {
		struct expr *tile = arg(t, 0);
		result_scalar(t);
		if (tile)
			extra(t, "offset", flat_offset(cg, list_of(arg(t, 1)), ir_expr_type(tile)->shape),
			      "index");
		emit_template(t);
		break;
	}
	case EK_tile_write: {
		struct expr *tile = arg(t, 0);
		bind_to_operand(t, 0);
		if (tile)
			extra(t, "offset", flat_offset(cg, list_of(arg(t, 1)), ir_expr_type(tile)->shape),
			      "index");
		emit_template(t);
		break;
	}
	case EK_tensor_read:
	case EK_tensor_write: {
		struct expr *ten = arg(t, 0);
		struct cg_bind *b = ten ? cg_bound(cg, ten) : NULL;
		if (!b)
			break;
		if (kind == EK_tensor_read)
			result_scalar(t);
		extra(t, "offset", flat_offset(cg, list_of(arg(t, 1)), ir_expr_type(ten)->shape), "index");
		extra(t, "ptr", b->ptr, b->ptr_type);
		emit_template(t);
		if (kind == EK_tensor_write)
			bind_to_operand(t, 0);
		break;
	}
	case EK_tensor_dim: {
		struct expr *ten = arg(t, 0), *ax = arg(t, 1);
		int64_t k;
		if (!ten || !ax || !ir_expr_is_const_int(ax, &k) || k < 0 ||
		    (uint64_t)k >= ir_expr_type(ten)->shape.n) {
			cg_error(cg, t->call->span, "%s: the axis must be a constant inside the "
				 "tensor's rank", spec_ops[t->op].name);
			break;
		}
		bind(t, cg_index(cg, ir_expr_type(ten)->shape.v[k]), "index");
		break;
	}
	case EK_set_validshape:
		bind_to_operand(t, 0);
		emit_template(t);
		if (t->res)
			cg_valid_set(cg, cg_b(cg, t->res)->ssa, t->res->type);
		break;
	case EK_tpush:
		emit_tpush(t);
		break;
	case EK_tpop:
		emit_tpop(t);
		break;
	case EK_tfree:
		emit_tfree(t);
		break;
	case EK_pipe_init:
		gm_pipe_buffer(t);
		emit_template(t);
		break;
	case EK_reserve:
		emit_reserve(t);
		break;
	case EK_import_buffer:
		emit_import(t);
		break;
	case EK_tensor_ptr: {
		int ti = first_operand(t->op, OK_tensor);
		struct expr *ten = arg(t, ti);
		/* the tensor has no view (mark_expr skips it): only its pointer */
		struct cg_bind *b = ten && ten->kind == EX_VAR ? cg_b(cg, ten->u.var) : NULL;
		if (!b || !b->ptr) {
			cg_error(cg, t->call->span, "%s: the tensor must be a parameter of the kernel",
				 spec_ops[t->op].name);
			break;
		}
		extra(t, "ptr", b->ptr, b->ptr_type);
		emit_template(t);
		break;
	}
	case EK_tensor_view:
		emit_tensor_view(t);
		break;
	case EK_window_pview:
		emit_window_pview(t);
		break;
	case EK_elem_pview:
		emit_elem_pview(t);
		break;
	case EK_peer_elem_pview:
		emit_peer_elem_pview(t);
		break;
	case EK_status_vec:
		result_tile(t);
		extra(t, "executed_vec", cg_named(cg, "executed_vec"), "vector<4xi16>");
		emit_template(t);
		break;
	case EK_spmd_id:
		result_scalar(t);
		extra(t, "param", cg_printf(cg, "%%__pypto_spmd_%s", cg_spmd_suffix(t->op)), "i32");
		emit_template(t);
		break;
	case EK_sdma_workspace:
		if (!cg->workspace)
			die("%s: the function's workspace scan missed this call", spec_ops[t->op].name);
		result_scalar(t);
		extra(t, "workspace", cg->workspace, "!pto.ptr<i8>");
		emit_template(t);
		break;
	case EK_deferred_completion:
		emit_deferred_completion(t);
		break;
	case EK_peer_put:
		emit_peer_copy(t, false);
		break;
	case EK_peer_get:
		emit_peer_copy(t, true);
		break;
	case EK_peer_load:
		emit_peer_load(t);
		break;
	case EK_peer_store:
		emit_peer_store(t);
		break;
	case EK_ctx_alias:
		emit_ctx_alias(t);
		break;
	case EK_rank_pair:
		emit_rank_pair(t);
		break;
	case EK_unsupported:
		die("%s: emit: unsupported, yet not refused by cg_check_calls", spec_ops[t->op].name);
	default:
		cg_error(cg, t->call->span, "%s has no PTO emission yet (emit: %s)", spec_ops[t->op].name,
			 emit_kind_names[kind]);
	}
}

void cg_call(struct cg *cg, struct var *res, struct expr *call)
{
	struct tctx t;
	memset(&t, 0, offsetof(struct tctx, sig)); /* the rest is read only once written */
	t.sig.n = 0;
	t.sig.plan = NULL;
	t.cg = cg;
	t.call = call;
	t.op = call->u.call.op;
	t.res = res;
	/* the backend's emit kind of an op, by op: a kernel calls a few */
	struct cg_op_emit *k = &cg->op_emits[t.op % CG_OP_EMITS];
	if (!k->set || k->op != t.op) {
		if (!be_op_supported(cg->o->backend, t.op))
			die("%s: not supported by the backend, yet not refused by cg_check_calls",
			    spec_ops[t.op].name);
		*k = (struct cg_op_emit){t.op, be_op_emit(cg->o->backend, t.op), true};
	}
	/* the tiles the op reads hold their own valid extents */
	if (cg->narrowed.n && k->emit != EK_set_validshape)
		for (uint32_t i = 0; i < call->u.call.args.n; i++)
			if (call->u.call.args.v[i]->kind == EX_VAR)
				cg_valid_sync(cg, call->u.call.args.v[i]->u.var);
	emit_call_kind(&t, k->emit);
}

/* ---- the calls of a function, before anything is emitted ------------------------------ */

/* A call the backend cannot emit at all: the backend excludes the op, or the
 * op's spec says `emit: unsupported`. */
static bool check_call(struct expr *e, void *ctx)
{
	struct cg *cg = ctx;
	if (e->kind != EX_CALL)
		return true;
	unsigned op = e->u.call.op;
	if (!be_op_supported(cg->o->backend, op))
		cg_error(cg, e->span, "%s is not supported by backend %s", spec_ops[op].name,
			 cg->o->backend->name);
	else if (be_op_emit(cg->o->backend, op) == EK_unsupported)
		cg_error(cg, e->span, "%s has no PTO emission: %s", spec_ops[op].name,
			 spec_ops[op].emit_note ? spec_ops[op].emit_note : "emit: unsupported");
	return true;
}

/* The ops backend `be` cannot emit (excluded, or `emit: unsupported`),
 * listed once per backend and thread: every kernel asks. */
static _Thread_local struct refusing {
	bool set;
	const be_t *be;
	uint32_t n;
	uint32_t none_at; /* ir_ops_made() + 1 when none of op[] was made then (0: unknown) */
	uint16_t op[OP_COUNT];
} refusing;
_Static_assert(OP_COUNT <= UINT16_MAX + 1, "refusing.op holds op numbers in 16 bits");

bool cg_check_calls(struct cg *cg)
{
	const be_t *be = cg->o->backend;
	if (!refusing.set || refusing.be != be) {
		refusing.set = true;
		refusing.be = be;
		refusing.n = 0;
		refusing.none_at = 0;
		for (unsigned op = 0; op < spec_n_ops; op++)
			if (!be_op_supported(be, op) || be_op_emit(be, op) == EK_unsupported)
				refusing.op[refusing.n++] = (uint16_t)op;
	}
	/* only an op built somewhere can be called here: without one the backend
	 * refuses, there is nothing to look for */
	uint32_t made = ir_ops_made();
	if (refusing.none_at == made + 1)
		return !cg->failed;
	bool refused = false;
	for (uint32_t i = 0; i < refusing.n && !refused; i++)
		refused = ir_op_made(refusing.op[i]);
	if (!refused)
		refusing.none_at = made + 1;
	if (refused)
		ir_walk_stmts_exprs(cg->f->body, check_call, cg);
	return !cg->failed;
}
