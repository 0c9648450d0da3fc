/* InitMemRef: gives every tile var of InCore/AIC/AIV functions a MemRef of its own buffer (a
 * `mem_<space>_<n> = tile.alloc(...)` at the top of the body) and tensors DDR MemRefs.
 * requires: SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred
 * produces: HasMemRefs, NormalizedStmtStructure; invalidates: SSAForm */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "intern.h"
#include "memplan_util.h"
#include "pass.h"
#include "passutil.h"
#include "ptoas.h"
#include "typecheck.h"
#include "util.h"

/* Buffer sharing decided here, before any reuse: views (ops that touch no
 * memory and inherit the input's space) and ops with `reuses_input` share
 * their operand's MemRef; a loop's return vars share its iter args'.  An op
 * that writes its result over an on-chip operand still read afterwards (the
 * operand, or a tile sharing its buffer, is read after the op, or in a
 * later trip of a loop around the op that it was defined before) works on a
 * move of that operand instead, so the move's buffer is the one overwritten
 * (see "in-place results" below).  As in the reference, an iter arg
 * shares its init's MemRef and a tile if result the then-branch's yielded
 * var's (the else-branch's when the then-branch yields an iter arg or no
 * var); a tile alias (`a = b`) shares b's.  An on-chip tile iter arg or if
 * result whose source is still read once the phi owns the buffer (the init
 * read after the loop starts, or carried twice by one loop; the yielded var
 * read in the else-branch or after the if), or in a later trip of a loop
 * around it, gets a buffer of its own instead, as does an if result whose
 * yielded var is a slice (or a view or alias of one: a window of another
 * tile's buffer): MaterializeSemanticAliases then moves the value in.  In a space no move writes on the backend (Acc)
 * neither copy exists: the result is written in place, as the reference
 * writes it (a matmul_acc into a window of an Acc tile updates the tile).
 * A slice (tile.slice, tensor.slice) is its
 * input's base at the window's offset, spanning the window's extent in the
 * input's layout; another view shares its input's MemRef (a tensor view
 * sized for its own type).  A tensor assemble result is its destination's
 * MemRef; a tensor loop or if result and a tensor copy (`a = b`) are
 * tensors of their own, as the reference gives them.
 * Everything else gets a buffer of its own, numbered with one counter per
 * function across spaces, parameters first (results after the body of
 * their loop or if, a tile result spending a number even when it shares). */
struct inplace;

/* An author-declared allocation (pl.MemRef("name"[, slots=N])[i]): one
 * pinned `name: pl.Ptr = tile.alloc(space, slots * bytes, pinned=True)`,
 * sized for the largest tile bound to it; slot i lies at i * bytes. */
struct decl {
	const char *name; /* interned */
	struct var *ptr;
	uint64_t bytes;
	uint32_t slots;
	uint8_t space;
	struct span at;   /* the first tile bound to it */
};

/* scratch_ops' bits, per op */
enum { SCRATCH_OPERAND = 1, SCRATCH_FIXED = 2 };

struct imr {
	struct program *p;
	struct function *f;
	struct pass_ctx *ctx;
	struct inplace *ip;    /* the statements whose in-place operand is copied */
	struct inplace *phi;   /* the phis that get a buffer of their own */
	bool incore;
	bool in_params;        /* parameter buffers belong to the caller: no alloc */
	bool level3;           /* synthesize level-3 scratch operands */
	const uint8_t *scratch_ops; /* [OP_COUNT]: SCRATCH_OPERAND | SCRATCH_FIXED */
	uint8_t scratch_made;  /* the bits of the ops a call was built of: none, no
				  statement is looked at for scratch */
	unsigned counter;
	/* the buffer name made last (len 0: none yet): the next one of its
	 * space is it with its number counted up */
	struct {
		char s[48];
		size_t len;
		unsigned k;
		enum memspace ms;
	} name;
	struct stmt_buf allocs;
	struct mp_leaves leaves; /* shared by the function's allocs and MemRefs */
	struct ptab decls;     /* struct decl *, by name */
	struct vec decl_order; /* the same, in order of first use */
	int alloc_op, create_op;
	/* the types last sized, round robin (types are immutable; a
	 * kernel's tiles take turns among a few shapes), with their
	 * mp_type_bytes */
	const struct type *sized[4];
	uint64_t sized_bytes[4];
	bool sized_static[4];
	unsigned next_sized;
	int32_t *dead;         /* see find_dead_scratch */
	uint32_t n_dead;
	struct vec dead_vars;
	bool ok;
};

static struct memref *new_buffer(struct imr *c, enum memspace ms, uint64_t size, struct span sp)
{
	unsigned k = c->counter++;
	size_t len = 0;
	if (c->name.len && c->name.ms == ms && c->name.k + 1 == k)
		len = mp_buffer_name_next(c->name.s, c->name.len, sizeof c->name.s);
	if (!len)
		len = mp_buffer_name(c->name.s, sizeof c->name.s, ms, k);
	c->name.len = len;
	c->name.k = k;
	c->name.ms = ms;
	const char *in = intern(c->name.s, len);
	if (ms == MS_DDR || !c->incore || c->in_params)
		return mp_new_memref_shared(c->p->arena, &c->leaves, NULL, in, size, sp);
	struct stmt *alloc = mp_new_alloc_shared(c->p, &c->leaves, in, ms, size, c->f->span);
	ir_sb_push(&c->allocs, alloc);
	/* in mp_side as the alloc (MemoryReuse merges most buffers);
	 * the shared offset 0 in the arena */
	if (!c->leaves.zero)
		c->leaves.zero = ir_new_int(c->p->arena, 0, DT_INT64, sp);
	return mp_new_memref_shared(mp_side(c->p), &c->leaves, alloc->u.assign.var, in, size, sp);
}

/* "2147483648, 2147483648": a static shape, for messages. */
static const char *shape_text(struct imr *c, const struct type *t)
{
	struct buf b = {0};
	for (uint32_t i = 0; i < t->shape.n; i++) {
		int64_t d = 0;
		ir_expr_is_const_int(t->shape.v[i], &d);
		buf_printf(&b, "%s%" PRId64, i ? ", " : "", d);
	}
	const char *s = arena_strdup(c->p->arena, b.data ? b.data : "");
	buf_free(&b);
	return s;
}

/* l + r or l * r of INDEX byte offsets, folded as the reference folds
 * them (constants combine, + 0 and * 1 vanish); NULL when it overflows. */
static struct expr *off_op(struct arena *a, enum binop op, struct expr *l, struct expr *r,
			   struct span sp)
{
	int64_t x = 0, y = 0, z;
	bool cl = ir_expr_is_const_int(l, &x), cr = ir_expr_is_const_int(r, &y);
	if (cl && cr) {
		if (!(op == BO_ADD ? i64_add(x, y, &z) : i64_mul(x, y, &z)))
			return NULL;
		return ir_new_int(a, z, DT_INDEX, sp);
	}
	int64_t unit = op == BO_ADD ? 0 : 1;
	if (cr && y == unit)
		return l;
	if (cl && x == unit)
		return r;
	struct expr *e = ir_new_binary(a, op, l, r, sp);
	e->type = ir_type_scalar(DT_INDEX);
	return e;
}

/* The byte offset of a window at `offs` (an index list) into a row-major
 * tensor of type `pt`: sum(off_i * prod(shape_j, j > i)) * element bytes. */
static struct expr *window_offset(struct arena *a, const struct type *pt, struct expr *offs,
				  struct span sp)
{
	unsigned bits = dtype_infos[pt->dtype].storage_bits;
	if (!offs || offs->kind != EX_LIST || offs->u.list.n != pt->shape.n || bits % 8)
		return NULL;
	struct expr *sum = ir_new_int(a, 0, DT_INDEX, sp);
	for (uint32_t i = 0; sum && i < pt->shape.n; i++) {
		struct expr *stride = ir_new_int(a, 1, DT_INDEX, sp);
		for (uint32_t j = i + 1; stride && j < pt->shape.n; j++)
			stride = off_op(a, BO_MUL, stride, pt->shape.v[j], sp);
		struct expr *term = stride ? off_op(a, BO_MUL, offs->u.list.v[i], stride, sp) : NULL;
		sum = term ? off_op(a, BO_ADD, sum, term, sp) : NULL;
	}
	return sum ? off_op(a, BO_MUL, sum, ir_new_int(a, bits / 8, DT_INDEX, sp), sp) : NULL;
}

/* The bytes a static slice of `shape` (an index list, the requested shape
 * before any dims are dropped) touches in its row-major parent of type `pt`,
 * from its first element to its last: the view's extent in the parent's
 * layout, not a buffer of its own.  False when a dim is not a positive
 * constant within the parent's, or the size overflows. */
static bool slice_span_bytes(const struct type *pt, const struct expr *shape, uint64_t *bytes)
{
	unsigned bits = dtype_infos[pt->dtype].storage_bits;
	if (!shape || shape->kind != EX_LIST || shape->u.list.n != pt->shape.n || !pt->shape.n)
		return false;
	uint64_t last = 0, stride = 1;
	for (uint32_t r = 0; r < pt->shape.n; r++) {
		uint32_t i = pt->shape.n - 1 - r;
		int64_t pd, vd;
		if (!ir_expr_is_const_int(pt->shape.v[i], &pd) ||
		    !ir_expr_is_const_int(shape->u.list.v[i], &vd) || pd <= 0 || vd <= 0 || vd > pd)
			return false;
		uint64_t add;
		if (!size_mul((uint64_t)(vd - 1), stride, &add) || last > UINT64_MAX - add)
			return false;
		last += add;
		if (r + 1 < pt->shape.n && !size_mul(stride, (uint64_t)pd, &stride))
			return false;
	}
	uint64_t bitsz;
	if (last == UINT64_MAX || !size_mul(last + 1, bits, &bitsz))
		return false;
	*bytes = bitsz / 8 + (bitsz % 8 != 0);
	return *bytes <= INT64_MAX;
}

/* A view (an op whose output memory is its input's: tile.slice,
 * tensor.slice, reshapes ...): its input's base at the window's byte
 * offset (an operand `offset`), sized as the reference sizes it: a slice
 * (an operand `shape` too) spans its window in the parent's layout, a tile
 * view of another kind the parent's size, a tensor view its own type's
 * bytes.  The input's own MemRef when the view covers all of it from its
 * start (or is a tile view of no window); NULL when the input has no
 * MemRef or a tensor window's offset does not fit. */
static struct memref *view_memref(struct imr *c, struct var *v, const struct expr *call)
{
	const struct spec_op *so = &spec_ops[call->u.call.op];
	struct expr_list args = call->u.call.args;
	const struct type *pt = args.n ? ir_expr_type(args.v[0]) : NULL;
	struct memref *pm = args.n ? mp_expr_memref(args.v[0]) : NULL;
	bool slice = so->type_rule.kind == TR_slice;
	if (!pm || pt->kind != v->type->kind)
		return NULL;
	if (v->type->kind == TY_TILE && !slice)
		return pm;
	struct arena *a = c->p->arena;
	struct expr *add = ir_new_int(a, 0, DT_INDEX, call->span);
	const struct expr *shape = NULL;
	for (uint32_t k = 0; k < so->n_operands && k < args.n; k++) {
		if (so->operands[k].kind == OK_index_list && strcmp(so->operands[k].name, "offset") == 0)
			add = window_offset(a, pt, args.v[k], call->span);
		else if (so->operands[k].kind == OK_shape && strcmp(so->operands[k].name, "shape") == 0)
			shape = args.v[k];
	}
	if (!add && v->type->kind == TY_TILE)
		return pm; /* a window the offset arithmetic cannot place: the whole buffer */
	uint64_t size = pm->size;
	bool spanned = slice && slice_span_bytes(pt, shape, &size);
	if (!spanned && (slice || v->type->kind == TY_TENSOR) &&
	    (!mp_type_bytes(v->type, &size) || size == UINT64_MAX))
		size = pm->size;
	int64_t k0;
	if (!add || (size == pm->size && ir_expr_is_const_int(add, &k0) && k0 == 0))
		return add ? pm : NULL;
	struct expr *off = off_op(a, BO_ADD, pm->offset, add, call->span);
	if (!off)
		return NULL;
	struct memref *m = ARENA_NEW(a, struct memref);
	*m = (struct memref){.base_name = pm->base_name, .base = pm->base, .offset = off, .size = size};
	return m;
}

/* The MemRef `v` shares with an existing value, or NULL for a new buffer. */
static struct memref *shared_memref(struct imr *c, struct var *v, struct expr *value)
{
	if (!value)
		return NULL;
	if (value->kind == EX_VAR) /* a tile alias shares; a tensor copy is a tensor of its own */
		return v->type->kind == TY_TILE ? mp_expr_memref(value) : NULL;
	if (value->kind != EX_CALL)
		return NULL;
	const struct spec_op *so = &spec_ops[value->u.call.op];
	struct expr_list args = value->u.call.args;
	if (so->reuses_input >= 0 && (uint32_t)so->reuses_input < args.n)
		return mp_expr_memref(args.v[so->reuses_input]);
	if (v->type->kind == TY_TILE && (so->flags & OP_FLAG_MASK(no_execution_memory_access)) &&
	    so->out_mem == OM_inherit && args.n > 0 && ir_expr_type(args.v[0])->kind == TY_TILE)
		return view_memref(c, v, value);
	if (v->type->kind == TY_TENSOR && so->out_mem == OM_inherit)
		return view_memref(c, v, value);
	/* a tensor assemble writes into its destination and returns it (the
	 * reference's built-in write-back argument) */
	if (v->type->kind == TY_TENSOR && so->type_rule.kind == TR_assemble && args.n > 0 &&
	    ir_expr_type(args.v[0])->kind == TY_TENSOR)
		return mp_expr_memref(args.v[0]);
	return NULL;
}

/* ---- author-declared allocations ------------------------------------------------- */

static uint64_t decl_hash(const void *item, void *ctx)
{
	(void)ctx;
	return ptr_hash(((const struct decl *)item)->name);
}

static bool decl_eq(const void *item, const void *key, void *ctx)
{
	(void)ctx;
	return ((const struct decl *)item)->name == key;
}

static struct decl *decl_find(struct imr *c, const char *name, void ***slot)
{
	ptab_reserve(&c->decls, decl_hash, NULL);
	uint64_t h = ptr_hash(name);
	*slot = ptab_find(&c->decls, h, name, decl_eq, NULL);
	return **slot;
}

static bool is_declared(const struct var *v)
{
	const struct type *t = v->type;
	return t->kind == TY_TILE && t->memref && t->memref->author;
}

/* Records the declaration tile v is bound to (mp_each_def callback). */
static void scan_decl(struct var *v, void *ctx)
{
	struct imr *c = ctx;
	if (!is_declared(v))
		return;
	const struct type *t = v->type;
	const struct memref *m = t->memref;
	uint64_t bytes;
	if (!mp_type_bytes(t, &bytes) || bytes == UINT64_MAX || t->mem == MS_COUNT || t->mem == MS_DDR) {
		diag_error(v->span, "InitMemRef: tile '%.*s' is bound to the declared allocation '%s' "
			   "but has %s; a declared allocation holds on-chip tiles of static shape",
			   ir_user_name_len(v->name), v->name, m->base_name,
			   t->mem == MS_COUNT || t->mem == MS_DDR ? "no on-chip memory space"
								  : "no static size");
		c->ok = false;
		return;
	}
	void **slot;
	struct decl *d = decl_find(c, m->base_name, &slot);
	if (!d) {
		d = ARENA_NEW(c->p->arena, struct decl);
		*d = (struct decl){m->base_name, NULL, bytes, m->slots, t->mem, v->span};
		ptab_put(&c->decls, slot, d);
		vec_push(&c->decl_order, d);
		return;
	}
	if (d->space != t->mem) {
		diag_error(v->span, "InitMemRef: tile '%.*s' binds the declared allocation '%s' in %s, "
			   "but its first tile binds it in %s; the tiles of one declared allocation "
			   "must be in the same memory space",
			   ir_user_name_len(v->name), v->name, d->name, memspace_names[t->mem],
			   memspace_names[d->space]);
		c->ok = false;
	} else if (d->slots != m->slots) {
		diag_error(v->span, "InitMemRef: tile '%.*s' binds the declared allocation '%s' with "
			   "%" PRIu32 " slots, but its first tile declares %" PRIu32 "; one declared "
			   "allocation has one slot count",
			   ir_user_name_len(v->name), v->name, d->name, m->slots, d->slots);
		c->ok = false;
	}
	if (bytes > d->bytes)
		d->bytes = bytes;
}

/* Makes the pinned allocs of f's declarations, in order of first use. */
static void declare_allocs(struct imr *c)
{
	for (size_t k = 0; k < c->decl_order.n; k++) {
		struct decl *d = c->decl_order.items[k];
		uint64_t total = d->bytes;
		if ((d->slots > 1 && !size_mul(d->bytes, d->slots, &total)) || total > INT64_MAX) {
			diag_error(d->at, "InitMemRef: the declared allocation '%s' (%" PRIu32
				   " slots of %" PRIu64 " bytes) exceeds 2^63-1 bytes",
				   d->name, d->slots, d->bytes);
			c->ok = false;
			total = d->bytes;
		}
		struct stmt *alloc = mp_new_alloc(c->p, d->name, (enum memspace)d->space, total, d->at);
		ir_call_set_kwarg_int(alloc->u.assign.value, "pinned", 1);
		d->ptr = alloc->u.assign.var;
		ir_sb_push(&c->allocs, alloc);
	}
}

/* The MemRef of the declared allocation `m` names: slot i at i * bytes. */
static struct memref *declared_memref(struct imr *c, struct var *v, const struct memref *m)
{
	void **slot;
	struct decl *d = decl_find(c, m->base_name, &slot);
	if (!d || !d->ptr)
		return NULL; /* reported by scan_decl */
	struct arena *a = c->p->arena;
	struct memref *r = ARENA_NEW(a, struct memref);
	*r = *m;
	r->base = d->ptr;
	r->size = d->bytes;
	r->author = false;
	struct span sp = m->slot_index ? m->slot_index->span : v->span;
	int64_t k = 0;
	if (m->slot_index && !ir_expr_is_const_int(m->slot_index, &k)) {
		r->offset = ir_new_binary(a, BO_MUL, m->slot_index,
					  ir_new_int(a, (int64_t)d->bytes, DT_INT64, sp), sp);
		r->offset->type = m->slot_index->type;
		return r;
	}
	if (m->slot_index && (k < 0 || (uint64_t)k >= (d->slots ? d->slots : 1))) {
		uint32_t n = d->slots ? d->slots : 1;
		diag_error(sp, "InitMemRef: tile '%.*s' selects slot %" PRId64 " of the declared "
			   "allocation '%s', which has %" PRIu32 " slot%s (0 to %" PRIu32 ")",
			   ir_user_name_len(v->name), v->name, k, d->name, n, n == 1 ? "" : "s", n - 1);
		c->ok = false;
		k = 0;
	}
	r->offset = ir_new_int(a, k * (int64_t)d->bytes, DT_INT64, sp);
	return r;
}

/* Gives var `v` (defined by `value`, or NULL) its MemRef. */
static void give_memref(struct imr *c, struct var *v, struct expr *value, struct memref *share)
{
	const struct type *t = v->type;
	if (is_declared(v) && c->incore) {
		const struct spec_op *so = value && value->kind == EX_CALL ? &spec_ops[value->u.call.op] : NULL;
		if (so && (so->flags & OP_FLAG_MASK(no_execution_memory_access)) &&
		    so->out_mem == OM_inherit && value->u.call.args.n > 0 &&
		    ir_expr_type(value->u.call.args.v[0])->kind == TY_TILE) {
			diag_error(v->span, "InitMemRef: tile '%.*s' is a view (%s): it lands in its "
				   "source tile's allocation and cannot be bound to the declared "
				   "allocation '%s'", ir_user_name_len(v->name), v->name, so->name,
				   t->memref->base_name);
			c->ok = false;
			return;
		}
		struct memref *r = declared_memref(c, v, t->memref);
		if (r)
			v->type = mp_with_memref(c->p->arena, t, r);
		return;
	}
	/* an on-chip tile's MemRef naming no buffer of the function (a quoted
	 * base, not a declaration) is replaced, as the reference replaces it */
	bool stale = t->kind == TY_TILE && c->incore && !c->in_params && t->memref && !t->memref->base &&
		     t->mem != MS_DDR && t->mem != MS_COUNT;
	if ((t->kind != TY_TILE && t->kind != TY_TENSOR) || (t->memref && !stale))
		return;
	if (t->kind == TY_TILE && !c->incore)
		return;
	if (t->kind == TY_TILE && mp_lives_in_slot(value))
		return; /* in its pipe slot: no buffer of its own */
	struct memref *mr = share ? share : shared_memref(c, v, value);
	if (!mr) {
		uint64_t bytes;
		unsigned k = 0;
		while (k < 4 && c->sized[k] != t)
			k++;
		if (k == 4) {
			k = c->next_sized++ % 4;
			c->sized_static[k] = mp_type_bytes(t, &c->sized_bytes[k]);
			c->sized[k] = t;
		}
		bool is_static = c->sized_static[k];
		bytes = c->sized_bytes[k];
		enum memspace ms = t->kind == TY_TENSOR ? MS_DDR : (enum memspace)t->mem;
		/* as the reference's InitMemRef, a tile no pass placed lives in DDR:
		 * one of an Opaque function, which is no kernel (InferTileMemorySpace
		 * places the tiles of InCore functions only) */
		bool ddr = t->kind == TY_TILE && ms == MS_COUNT && c->f->kind == FK_Opaque;
		if (ddr) {
			struct type *dt = ir_type_clone(c->p->arena, t);
			dt->mem = MS_DDR;
			t = dt;
			ms = MS_DDR;
		}
		if (t->kind == TY_TILE && ms == MS_COUNT) {
			diag_error(v->span, "InitMemRef: tile '%s' in function '%s' has no memory space",
				   v->name, c->f->name);
			c->ok = false;
			return;
		}
		if (t->kind == TY_TILE && !is_static) {
			diag_error(v->span,
				   "InitMemRef: tile '%s' in function '%s' has a dynamic physical "
				   "shape; give it a static shape and put the runtime extent in "
				   "valid_shape",
				   v->name, c->f->name);
			c->ok = false;
			return;
		}
		if (bytes == UINT64_MAX) {
			diag_error(v->span,
				   "InitMemRef: %s '%.*s' in function '%s' has more than %" PRId64
				   " bytes (%s elements of shape [%s]); no memory holds it",
				   t->kind == TY_TILE ? "tile" : "tensor", ir_user_name_len(v->name),
				   v->name, c->f->name, INT64_MAX,
				   dtype_infos[t->dtype].name, shape_text(c, t));
			c->ok = false;
			return;
		}
		mr = new_buffer(c, ms, bytes, v->span);
	}
	/* in mp_side with the buffers: MemoryReuse retypes the tiles it
	 * moves to another buffer */
	v->type = mp_with_memref(c->incore ? mp_side(c->p) : c->p->arena, t, mr);
}

/* ---- level-3 scratch ------------------------------------------------------- */

/* The name component of an op's scratch: the PTO mnemonic of its template
 * ("pto.tcvt ins(..." -> "tcvt"), so names follow the instruction. */
static void scratch_component(const struct spec_backend *be, unsigned op, char *out, size_t n)
{
	const struct spec_template *t = be_op_pto(be, op);
	const char *s = t && t->source ? strstr(t->source, "pto.") : NULL;
	size_t k = 0;
	if (s)
		for (s += 4; k + 1 < n && (isalnum((unsigned char)s[k]) || s[k] == '_'); k++)
			out[k] = s[k];
	out[k] = 0;
	if (!k)
		snprintf(out, n, "scratch");
}

static void fill_be_tile(const struct type *t, struct be_tile *bt)
{
	bt->dtype = t->dtype;
	bt->rank = t->shape.n > BE_MAX_RANK ? BE_MAX_RANK : (int)t->shape.n;
	struct expr_list vs = ir_valid_shape(t);
	for (int i = 0; i < bt->rank; i++) {
		int64_t d;
		bt->shape[i] = ir_expr_is_const_int(t->shape.v[i], &d) ? d : BE_DYN;
		bt->valid[i] = (uint32_t)i < vs.n && ir_expr_is_const_int(vs.v[i], &d) ? d : BE_DYN;
	}
}

/* Builds `<base>__<component>_tmp_v0 = <create>([rows, cols], dtype=.., <space kwarg>=Vec)`. */
static struct var *make_scratch(struct imr *c, struct stmt *s, const struct be_scratch_plan *pl,
				struct stmt_buf *out)
{
	struct arena *a = c->p->arena;
	struct var *res = s->u.assign.var;
	struct expr *call = s->u.assign.value;
	char comp[32], name[160];
	scratch_component(c->ctx->backend, call->u.call.op, comp, sizeof comp);
	const char *cut = strstr(res->name, "__");
	int blen = cut ? (int)(cut - res->name) : (int)strlen(res->name);
	snprintf(name, sizeof name, "%.*s__%s_tmp_v0", blen, res->name, comp);
	int64_t dims[2] = {pl->rows, pl->cols};
	struct expr_list shape = ir_expr_list_of_ints(a, dims, 2, s->span);
	struct type *tt = ir_type_tile(a, shape, (enum dtype)pl->dtype, MS_Vec, NULL, NULL);
	struct expr_list args = ir_expr_list_new(a, 1);
	args.v[0] = ir_new_list(a, ir_expr_list_of_ints(a, dims, 2, s->span), s->span);
	struct expr *cr = ir_new_call(a, (unsigned)c->create_op, args, s->span);
	const struct spec_op *co = &spec_ops[c->create_op];
	ir_call_set_kwarg_int(cr, "dtype", pl->dtype);
	if (co->out_kwarg)
		ir_call_set_kwarg_int(cr, co->out_kwarg, MS_Vec);
	cr->type = tt;
	struct var *tmp = ir_new_var(c->p, intern_cstr(name), VAR_LOCAL, tt, s->span);
	struct stmt *ts = ir_new_assign(a, tmp, cr, s->span);
	give_memref(c, tmp, cr, NULL);
	ir_sb_push(out, ts);
	return tmp;
}

/* An op with a scratch rule and an omitted optional trailing tile operand
 * gets that operand synthesized when the backend plans one (level-3 planners
 * only: under level 2 ptoas owns the implicit scratch). */
static void maybe_scratch(struct imr *c, struct stmt *s, struct stmt_buf *out)
{
	struct expr *call = s->u.assign.value;
	if (!c->level3 || !c->incore || !call || call->kind != EX_CALL)
		return;
	unsigned op = call->u.call.op;
	const struct spec_op *so = &spec_ops[op];
	if (!(c->scratch_ops[op] & SCRATCH_OPERAND))
		return;
	if (call->u.call.args.n + 1 != so->n_operands)
		return;
	struct be_scratch_query q;
	be_query_init(&q);
	struct be_tile src;
	const struct type *t0 = call->u.call.args.n ? ir_expr_type(call->u.call.args.v[0]) : NULL;
	if (t0 && t0->kind == TY_TILE) {
		fill_be_tile(t0, &src);
		q.source = &src;
		q.dtype = t0->dtype;
		q.source_cols = src.rank ? src.shape[src.rank - 1] : BE_ABSENT;
	}
	const struct type *rt = s->u.assign.var->type;
	if (rt->kind == TY_TILE)
		q.target_dtype = rt->dtype;
	const struct kwval *sat = ir_call_kwarg(call, "saturating");
	q.saturating = sat ? (int)sat->i : 0;
	struct be_scratch_plan pl = be_plan_scratch(c->ctx->backend, op, &q);
	switch (pl.kind) {
	case BE_REQUIRED: {
		struct var *tmp = make_scratch(c, s, &pl, out);
		struct expr_list args = ir_expr_list_new(c->p->arena, call->u.call.args.n + 1);
		for (uint32_t i = 0; i < call->u.call.args.n; i++)
			args.v[i] = call->u.call.args.v[i];
		args.v[args.n - 1] = ir_new_var_ref(c->p->arena, tmp, s->span);
		call->u.call.args = args;
		break;
	}
	case BE_UNKNOWN:
		diag_error(call->span,
			   "InitMemRef: %s requires static source shape and valid_shape to size "
			   "its level3 scratch tile",
			   so->name);
		c->ok = false;
		break;
	case BE_UNSUPPORTED:
	case BE_ERROR:
		diag_error(call->span, "InitMemRef: %s: %s", so->name,
			   pl.error[0] ? pl.error : "input not supported by this backend's scratch rule");
		c->ok = false;
		break;
	default:
		break;
	}
}

/* The index of op's scratch operand, given by the call: its last tile
 * operand; -1 when the call gives none. */
static int given_scratch(const struct spec_op *so, const struct expr *call)
{
	for (int k = (int)so->n_operands - 1; k >= 0; k--)
		if (so->operands[k].kind == OK_tile)
			return (uint32_t)k < call->u.call.args.n ? k : -1;
	return -1;
}

/* A call that gives a scratch tile of another dtype or shape than the
 * backend's fixed one for the op gets the backend's instead: a scratch's
 * contents are undefined after the op, so the program means the same, and
 * the instruction gets the scratch its ptoas verifier wants (A2/A3 tsel: a
 * 4-byte tmp where the reference's test passes a [1, 32] UINT8 one).  The
 * index of the given scratch operand so replaced, with the backend's plan in
 * *pl, or -1. */
static int scratch_to_replace(const struct imr *c, const struct stmt *s, struct be_scratch_plan *pl)
{
	const struct expr *call = s->u.assign.value;
	if (!c->incore || !c->ctx->backend || !call || call->kind != EX_CALL)
		return -1;
	unsigned op = call->u.call.op;
	int k = c->scratch_ops[op] & SCRATCH_FIXED ? given_scratch(&spec_ops[op], call) : -1;
	const struct type *gt = k >= 0 ? ir_expr_type(call->u.call.args.v[k]) : NULL;
	const struct type *rt = s->u.assign.var->type;
	if (!gt || gt->kind != TY_TILE || rt->kind != TY_TILE)
		return -1;
	struct be_scratch_query q;
	be_query_init(&q);
	q.dtype = rt->dtype; /* a fixed rule's `supported` names the data's dtypes */
	*pl = be_plan_scratch(c->ctx->backend, op, &q);
	int64_t r, cl;
	if (pl->kind != BE_REQUIRED ||
	    (gt->dtype == pl->dtype && gt->shape.n == 2 && ir_expr_is_const_int(gt->shape.v[0], &r) &&
	     ir_expr_is_const_int(gt->shape.v[1], &cl) && r == pl->rows && cl == pl->cols))
		return -1;
	return k;
}

static void replace_scratch(struct imr *c, struct stmt *s, struct stmt_buf *out)
{
	struct be_scratch_plan pl;
	int k = scratch_to_replace(c, s, &pl);
	if (k < 0)
		return;
	struct var *tmp = make_scratch(c, s, &pl, out);
	struct expr *call = s->u.assign.value;
	struct expr_list args = ir_expr_list_copy(c->p->arena, call->u.call.args);
	args.v[k] = ir_new_var_ref(c->p->arena, tmp, s->span);
	call->u.call.args = args;
}

/* A given scratch tile that replace_scratch replaces at each of its uses
 * is dead: its tile.create is dropped, so it gets no buffer.  c->dead (by
 * var id, zero outside this search) counts 1 + the replaced uses of each
 * candidate, less each use; 1 left marks the dead ones, which become -1. */
static bool count_replaced(struct stmt *s, void *ctx)
{
	struct imr *c = ctx;
	struct be_scratch_plan pl;
	int k = s->kind == ST_ASSIGN ? scratch_to_replace(c, s, &pl) : -1;
	const struct expr *a = k >= 0 ? s->u.assign.value->u.call.args.v[k] : NULL;
	if (a && a->kind == EX_VAR && a->u.var->id < c->n_dead) {
		if (!c->dead[a->u.var->id]++) {
			c->dead[a->u.var->id]++;
			vec_push(&c->dead_vars, a->u.var);
		}
	}
	return true;
}

static bool count_use(struct expr *e, struct stmt *s, void *ctx)
{
	(void)s;
	struct imr *c = ctx;
	if (e->kind == EX_VAR && e->u.var->id < c->n_dead && c->dead[e->u.var->id])
		c->dead[e->u.var->id]--;
	return true;
}

/* The dead ones among the candidates count_replaced found. */
static void find_dead_scratch(struct imr *c)
{
	if (!c->dead_vars.n)
		return;
	struct pu_expr_walk w = {.fn = count_use, .ctx = c};
	pu_walk_function_exprs(c->f, &w);
	for (size_t i = 0; i < c->dead_vars.n; i++) {
		uint32_t id = ((struct var *)c->dead_vars.items[i])->id;
		c->dead[id] = c->dead[id] == 1 ? -1 : 0;
	}
}

/* Whether s is the tile.create of a dead scratch (see find_dead_scratch). */
static bool dead_scratch_def(const struct imr *c, const struct stmt *s)
{
	const struct var *v = s->u.assign.var;
	const struct expr *e = s->u.assign.value;
	return v->id < c->n_dead && c->dead[v->id] == -1 && e && e->kind == EX_CALL &&
	       e->u.call.op == (unsigned)c->create_op;
}

/* ---- in-place results ---------------------------------------------------------- */

/* Statements are numbered in pre-order (a loop has a header and an end
 * position, as in memplan_util.c).  A tile's last read extends to the end of
 * the outermost loop around it that started after its definition (the next
 * trip reads it again).  The tiles that will share a buffer (an on-chip tile
 * and the views, copies and in-place results made from it) form a class;
 * an in-place result clobbers its operand when a member of the operand's
 * class defined before the op is read after it.  The tables are indexed by
 * var id and sized once per pass run; a function resets only the entries it
 * touched, so the pass stays linear in the program. */
struct ip_loop {
	uint32_t start, end;
};

struct ip_def {
	struct var *v;
	struct var *src;  /* the var whose buffer v shares, or NULL */
	struct stmt *s;   /* an in-place statement (src is its operand), or NULL */
	uint32_t pos;
	uint32_t after;   /* a phi: a read of src's class after this position clashes */
	int32_t loop;     /* an iter arg: its loop (the carried buffer lives to its end), -1 */
	bool phi;         /* an iter arg or if result that may share src's buffer */
};

struct inplace {
	uint32_t cap;          /* vars the tables hold */
	uint32_t *def, *last;  /* [cap] positions: definition, last read (UINT32_MAX: none) */
	int32_t *ext;          /* [cap] loop the last read extends to, -1 */
	uint32_t *parent, *cmax; /* [cap] classes: union-find, latest read of the class */
	int32_t *carry;        /* [cap] for roots: the loop whose carried value the class holds, -1 */
	struct vec touched;    /* vars whose entries are set */
	struct ip_loop *loops;
	uint32_t n_loops, cap_loops;
	uint32_t *stack, depth, cap_stack;
	struct ip_def *defs;
	uint32_t n_defs, cap_defs;
	uint32_t pos;
	uint8_t *own;          /* [cap] a phi that clashes with its source: a buffer of its own;
				  IP_WINDOW for a slice (or a view or alias of one): a
				  window of its source's buffer */
	struct vec marked;     /* in-place statements to copy the operand of, pre-order */
	size_t next_mark;
	unsigned op_move;
	uint32_t move_mems;    /* the spaces the move op writes on the backend */
	struct pu_names names;
};

enum { IP_WINDOW = 2 };

static bool on_chip_tile(const struct type *t)
{
	return t->kind == TY_TILE && t->mem != MS_DDR && t->mem != MS_COUNT;
}

static bool ip_known(const struct inplace *ip, const struct var *v)
{
	return v->id < ip->cap && ip->def[v->id] != UINT32_MAX;
}

static struct ip_def *ip_def(struct inplace *ip, struct var *v, struct var *src, struct stmt *s)
{
	if (!v || v->id >= ip->cap || !on_chip_tile(v->type) || ip_known(ip, v))
		return NULL;
	vec_push(&ip->touched, v);
	ip->def[v->id] = ip->pos;
	ip->last[v->id] = UINT32_MAX;
	ip->ext[v->id] = -1;
	ip->own[v->id] = 0;
	if (ip->n_defs == ip->cap_defs) {
		ip->cap_defs = ip->cap_defs ? 2 * ip->cap_defs : 64;
		ip->defs = xrealloc(ip->defs, ip->cap_defs * sizeof *ip->defs);
	}
	struct ip_def *d = &ip->defs[ip->n_defs++];
	*d = (struct ip_def){v, src && ip_known(ip, src) ? src : NULL, s, ip->pos, 0, -1, false};
	return d;
}

/* Defines phi `v` (an iter arg of loop `loop`, or an if result with loop
 * -1) that takes src's buffer unless src's class is read after `after`. */
static void ip_phi(struct inplace *ip, struct var *v, struct var *src, uint32_t after, int32_t loop)
{
	struct ip_def *d = ip_def(ip, v, src, NULL);
	if (!d)
		return;
	d->phi = true;
	d->after = after;
	d->loop = loop;
	if (!d->src)
		ip->own[v->id] = 1;
}

/* Whether phi `v` gets a buffer of its own (find_clobbers decided it). */
static bool ip_own(const struct inplace *ip, const struct var *v)
{
	return !ip || !ip_known(ip, v) || ip->own[v->id];
}

static bool ip_use(struct expr *e, void *ctx)
{
	struct inplace *ip = ctx;
	if (e->kind != EX_VAR || !ip_known(ip, e->u.var))
		return true;
	uint32_t id = e->u.var->id;
	if (ip->last[id] == UINT32_MAX || ip->pos > ip->last[id])
		ip->last[id] = ip->pos;
	for (uint32_t k = 0; k < ip->depth; k++)
		if (ip->def[id] < ip->loops[ip->stack[k]].start) {
			ip->ext[id] = (int32_t)ip->stack[k];
			break;
		}
	return true;
}

/* The var whose buffer the result of `value` shares (shared_memref's rule),
 * and in *inpl whether it is the operand of an in-place op. */
static struct var *ip_source(const struct expr *value, bool *inpl)
{
	*inpl = false;
	if (value && value->kind == EX_VAR)
		return value->u.var;
	if (!value || value->kind != EX_CALL)
		return NULL;
	const struct spec_op *so = &spec_ops[value->u.call.op];
	struct expr_list args = value->u.call.args;
	int k = -1;
	if (so->reuses_input >= 0 && (uint32_t)so->reuses_input < args.n) {
		/* an op that touches no memory (tile.tget_scale_addr rebinds
		 * its operand's address) leaves the operand's data as it was */
		k = so->reuses_input;
		*inpl = !(so->flags & OP_FLAG_MASK(no_execution_memory_access));
	} else if ((so->flags & OP_FLAG_MASK(no_execution_memory_access)) &&
		   so->out_mem == OM_inherit && args.n > 0) {
		k = 0;
	}
	return k >= 0 && args.v[k]->kind == EX_VAR ? args.v[k]->u.var : NULL;
}

static void ip_list(struct inplace *ip, struct stmt_list l);

static struct var *yield_var(struct stmt_list body, uint32_t i)
{
	if (!body.n || body.v[body.n - 1]->kind != ST_YIELD)
		return NULL;
	struct expr_list vals = body.v[body.n - 1]->u.ret.values;
	if (i >= vals.n || vals.v[i]->kind != EX_VAR || vals.v[i]->u.var->kind == VAR_ITER)
		return NULL;
	return vals.v[i]->u.var;
}

/* The var whose buffer result i of if statement s shares, as the reference
 * picks it: the then-branch's yielded var, else the else-branch's (an iter
 * arg yielded unchanged is passed over); *in_then tells which. */
static struct var *phi_yield_var(const struct stmt *s, uint32_t i, bool *in_then)
{
	struct var *v = yield_var(s->u.cond.then_body, i);
	*in_then = v != NULL;
	return v ? v : yield_var(s->u.cond.else_body, i);
}

static void ip_loop(struct inplace *ip, uint32_t n, struct iter_arg *it, struct var **rets,
		    struct expr *cond, struct stmt_list body)
{
	for (uint32_t i = 0; i < n; i++)
		ir_walk_expr(it[i].init, ip_use, ip);
	if (ip->n_loops == ip->cap_loops) {
		ip->cap_loops = ip->cap_loops ? 2 * ip->cap_loops : 8;
		ip->loops = xrealloc(ip->loops, ip->cap_loops * sizeof *ip->loops);
	}
	if (ip->depth == ip->cap_stack) {
		ip->cap_stack = ip->cap_stack ? 2 * ip->cap_stack : 8;
		ip->stack = xrealloc(ip->stack, ip->cap_stack * sizeof *ip->stack);
	}
	uint32_t L = ip->n_loops++;
	ip->loops[L] = (struct ip_loop){ip->pos, ip->pos};
	ip->stack[ip->depth++] = L;
	for (uint32_t i = 0; i < n; i++)
		ip_phi(ip, it[i].var, it[i].init->kind == EX_VAR ? it[i].init->u.var : NULL, ip->pos,
		       (int32_t)L);
	if (cond)
		ir_walk_expr(cond, ip_use, ip);
	ip->pos++;
	ip_list(ip, body);
	ip->loops[L].end = ip->pos;
	ip->depth--;
	for (uint32_t i = 0; rets && i < n; i++)
		ip_def(ip, rets[i], it[i].var, NULL);
	ip->pos++;
}

static void ip_stmt(struct inplace *ip, struct stmt *s)
{
	switch (s->kind) {
	case ST_ASSIGN: {
		ir_walk_expr(s->u.assign.value, ip_use, ip);
		bool inpl;
		struct var *src = ip_source(s->u.assign.value, &inpl);
		struct ip_def *d = ip_def(ip, s->u.assign.var, src, inpl ? s : NULL);
		const struct expr *val = s->u.assign.value;
		if (d && d->src && !inpl &&
		    ((val->kind == EX_CALL && spec_ops[val->u.call.op].type_rule.kind == TR_slice) ||
		     ip->own[d->src->id] == IP_WINDOW))
			ip->own[d->v->id] = IP_WINDOW;
		ip->pos++;
		break;
	}
	case ST_FOR:
		ir_walk_expr(s->u.loop.start, ip_use, ip);
		ir_walk_expr(s->u.loop.stop, ip_use, ip);
		ir_walk_expr(s->u.loop.step, ip_use, ip);
		ip_loop(ip, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars, NULL,
			s->u.loop.body);
		break;
	case ST_WHILE:
		ip_loop(ip, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars,
			s->u.wloop.cond, s->u.wloop.body);
		break;
	case ST_IF: {
		ir_walk_expr(s->u.cond.cond, ip_use, ip);
		ip->pos++;
		ip_list(ip, s->u.cond.then_body);
		uint32_t then_end = ip->pos - 1; /* the then-branch's yield */
		ip_list(ip, s->u.cond.else_body);
		for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
			bool in_then;
			struct var *src = phi_yield_var(s, i, &in_then);
			ip_phi(ip, s->u.cond.return_vars[i], src, in_then ? then_end : ip->pos - 1, -1);
		}
		ip->pos++;
		break;
	}
	case ST_SCOPE:
		ir_stmt_exprs(s, ip_use, ip);
		ip->pos++;
		ip_list(ip, s->u.scope.body);
		break;
	default:
		ir_stmt_exprs(s, ip_use, ip);
		ip->pos++;
		break;
	}
}

static void ip_list(struct inplace *ip, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++)
		ip_stmt(ip, l.v[i]);
}

static uint32_t ip_find(struct inplace *ip, uint32_t i)
{
	while (ip->parent[i] != i) {
		ip->parent[i] = ip->parent[ip->parent[i]];
		i = ip->parent[i];
	}
	return i;
}

/* Whether f has an in-place op writing over an on-chip tile operand, or an
 * on-chip tile phi (iter arg, if result). */
static bool has_inplace(struct stmt *s, void *ctx)
{
	bool *found = ctx;
	for (uint32_t i = 0; s->kind == ST_FOR && i < s->u.loop.n_iter; i++)
		*found |= on_chip_tile(s->u.loop.iter[i].var->type);
	for (uint32_t i = 0; s->kind == ST_WHILE && i < s->u.wloop.n_iter; i++)
		*found |= on_chip_tile(s->u.wloop.iter[i].var->type);
	for (uint32_t i = 0; s->kind == ST_IF && i < s->u.cond.n_ret; i++)
		*found |= on_chip_tile(s->u.cond.return_vars[i]->type);
	const struct expr *v = s->kind == ST_ASSIGN ? s->u.assign.value : NULL;
	if (v && v->kind == EX_CALL && spec_ops[v->u.call.op].reuses_input >= 0 &&
	    on_chip_tile(s->u.assign.var->type)) {
		bool inpl;
		struct var *src = ip_source(v, &inpl);
		*found |= inpl && src && on_chip_tile(src->type);
	}
	return !*found;
}

/* Fills ip->marked with f's in-place statements whose operand is still read
 * after them, in pre-order. */
static void find_clobbers(struct inplace *ip, struct function *f)
{
	ip->pos = 1;
	ip->n_loops = ip->n_defs = ip->depth = 0;
	ip_list(ip, f->body);
	for (uint32_t k = 0; k < ip->n_defs; k++) {
		const struct ip_def *d = &ip->defs[k];
		uint32_t id = d->v->id, eff = ip->last[id] == UINT32_MAX ? d->pos : ip->last[id];
		if (ip->ext[id] >= 0 && ip->loops[ip->ext[id]].end > eff)
			eff = ip->loops[ip->ext[id]].end;
		ip->parent[id] = id;
		ip->cmax[id] = eff;
		ip->carry[id] = -1;
		if (!d->src)
			continue;
		uint32_t r = ip_find(ip, d->src->id);
		/* no move writes this space (Acc): the result is written in place,
		 * over its source and the tiles sharing its buffer (a window's
		 * parent sees a matmul_acc into the window), as the reference
		 * writes it; only a value carried twice by one loop needs two */
		bool moves = ip->move_mems & (1u << d->v->type->mem);
		/* an if result is not a window of another tile: the branches
		 * move their values into a buffer of its own */
		bool window = d->phi && d->loop < 0 && ip->own[d->src->id] == IP_WINDOW;
		if (d->phi && ((moves && (ip->cmax[r] > d->after || window)) ||
			       (d->loop >= 0 && ip->carry[r] == d->loop))) {
			ip->own[id] = 1;
			continue; /* src is still read, or carries another value of the loop */
		}
		if (d->loop >= 0)
			ip->carry[r] = d->loop;
		if (d->s && moves && ip->cmax[r] > d->pos) {
			vec_push(&ip->marked, d->s);
			continue; /* the result goes to the move's buffer */
		}
		ip->parent[id] = r;
		if (eff > ip->cmax[r])
			ip->cmax[r] = eff;
	}
}

static void ip_reset(struct inplace *ip)
{
	for (size_t k = 0; k < ip->touched.n; k++)
		ip->def[((struct var *)ip->touched.items[k])->id] = UINT32_MAX;
	ip->touched.n = 0;
	ip->marked.n = 0;
	ip->next_mark = 0;
}

/* Makes in-place statement s (marked) work on `<operand>_copy = move(operand)`,
 * which gets a buffer of its own and is pushed to `out`. */
static void copy_operand(struct imr *c, struct stmt *s, struct stmt_buf *out)
{
	struct arena *a = c->p->arena;
	struct expr *call = s->u.assign.value;
	int k = spec_ops[call->u.call.op].reuses_input;
	struct expr *opnd = call->u.call.args.v[k];
	struct var *w = opnd->u.var;
	struct expr_list args = ir_expr_list_new(a, 1);
	args.v[0] = ir_new_var_ref(a, w, opnd->span);
	struct expr *mv = ir_new_call(a, c->ip->op_move, args, opnd->span);
	const char *kw = spec_ops[c->ip->op_move].out_kwarg;
	ir_call_set_kwarg_int(mv, kw ? kw : "target_memory", w->type->mem);
	if (!tc_deduce_call(a, mv))
		die("InitMemRef: a move of tile '%s' does not type-check", w->name);
	char name[160];
	snprintf(name, sizeof name, "%.*s_copy", ir_user_name_len(w->name), w->name);
	struct var *cp = ir_new_var(c->p, pu_fresh_name(&c->ip->names, name), VAR_LOCAL, mv->type,
				    opnd->span);
	struct stmt *ms = ir_new_assign(a, cp, mv, s->span);
	give_memref(c, cp, mv, NULL);
	ir_sb_push(out, ms);
	struct expr_list nargs = ir_expr_list_new(a, call->u.call.args.n);
	for (uint32_t i = 0; i < nargs.n; i++)
		nargs.v[i] = call->u.call.args.v[i];
	nargs.v[k] = ir_new_var_ref(a, cp, opnd->span);
	call->u.call.args = nargs;
}

/* ---- the walk ---------------------------------------------------------------- */

static struct stmt_list walk_list(struct imr *c, struct stmt_list l);

/* Whether phi `v` (iter arg, if result) gets a buffer of its own rather
 * than the MemRef of the value flowing into it: an on-chip tile whose
 * source is still read once the phi owns that buffer. */
static bool own_phi_buffer(const struct imr *c, const struct var *v)
{
	return on_chip_tile(v->type) && ip_own(c->phi, v);
}

static void walk_iters(struct imr *c, uint32_t n, struct iter_arg *it)
{
	for (uint32_t i = 0; i < n; i++)
		give_memref(c, it[i].var, NULL,
			    own_phi_buffer(c, it[i].var) ? NULL : mp_expr_memref(it[i].init));
}

/* A tile loop or if result sharing a MemRef still spends a buffer number:
 * the reference numbers it before giving it the shared one. */
static void give_shared_result(struct imr *c, struct var *r, struct memref *m)
{
	if (m && r->type->kind == TY_TILE && !r->type->memref)
		c->counter++;
	give_memref(c, r, NULL, m);
}

static void walk_rets(struct imr *c, uint32_t n, struct iter_arg *it, struct var **rets)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct type *t = it[i].var->type;
		bool has = t->kind == TY_TILE && t->memref;
		give_shared_result(c, rets[i], has ? t->memref : NULL);
	}
}

static void walk_if_results(struct imr *c, struct stmt *s)
{
	for (uint32_t i = 0; i < s->u.cond.n_ret; i++) {
		struct var *r = s->u.cond.return_vars[i];
		struct memref *m = NULL;
		bool in_then;
		struct var *y = phi_yield_var(s, i, &in_then);
		if (r->type->kind == TY_TILE && y && !own_phi_buffer(c, r))
			m = y->type->memref;
		give_shared_result(c, r, m);
	}
}

static void walk_stmt(struct imr *c, struct stmt *s, struct stmt_buf *out)
{
	switch (s->kind) {
	case ST_ASSIGN:
		if (dead_scratch_def(c, s))
			return;
		if (c->ip && c->ip->next_mark < c->ip->marked.n &&
		    c->ip->marked.items[c->ip->next_mark] == s) {
			c->ip->next_mark++;
			copy_operand(c, s, out);
		}
		if (c->scratch_made & SCRATCH_OPERAND)
			maybe_scratch(c, s, out);
		if (c->scratch_made & SCRATCH_FIXED)
			replace_scratch(c, s, out);
		give_memref(c, s->u.assign.var, s->u.assign.value, NULL);
		break;
	case ST_FOR:
		walk_iters(c, s->u.loop.n_iter, s->u.loop.iter);
		s->u.loop.body = walk_list(c, s->u.loop.body);
		walk_rets(c, s->u.loop.n_iter, s->u.loop.iter, s->u.loop.return_vars);
		break;
	case ST_WHILE:
		walk_iters(c, s->u.wloop.n_iter, s->u.wloop.iter);
		s->u.wloop.body = walk_list(c, s->u.wloop.body);
		walk_rets(c, s->u.wloop.n_iter, s->u.wloop.iter, s->u.wloop.return_vars);
		break;
	case ST_IF:
		s->u.cond.then_body = walk_list(c, s->u.cond.then_body);
		s->u.cond.else_body = walk_list(c, s->u.cond.else_body);
		walk_if_results(c, s);
		break;
	case ST_SCOPE:
		s->u.scope.body = walk_list(c, s->u.scope.body);
		break;
	default:
		break;
	}
	ir_sb_push(out, s);
}

static struct stmt_list walk_list(struct imr *c, struct stmt_list l)
{
	struct stmt_buf out = {0};
	for (uint32_t i = 0; i < l.n; i++)
		walk_stmt(c, l.v[i], &out);
	struct stmt_list r = ir_sb_finish(c->p->arena, &out);
	ir_sb_free(&out);
	return r;
}

/* What run_function looks up before it rewrites f, in one walk of its
 * statements: whether it has an in-place tile (has_inplace) and, with a
 * backend, the scratch operands replace_scratch will replace
 * (count_replaced). */
struct prescan {
	struct imr *c;
	bool inpl;
	bool scratch;
};

static void prescan_stmt(struct stmt *s, void *ctx)
{
	struct prescan *ps = ctx;
	if (!ps->inpl)
		has_inplace(s, &ps->inpl);
	if (ps->scratch)
		count_replaced(s, ps->c);
}

static bool run_function(struct pass_ctx *ctx, struct program *p, struct function *f,
			 struct inplace *ip, const uint8_t *scratch_ops, uint8_t scratch_made,
			 int32_t *dead)
{
	struct imr c = {
		.p = p, .f = f, .ctx = ctx, .incore = mp_is_incore(f), .ok = true,
		.alloc_op = mp_op_with_rule(TR_ptr_alloc), .create_op = mp_op_with_rule(TR_create),
		.scratch_ops = scratch_ops, .scratch_made = scratch_made, .dead = dead,
		.n_dead = ip->cap,
	};
	if (c.alloc_op < 0 || c.create_op < 0)
		die("the op tables define no tile allocation or creation op");
	c.level3 = ctx->backend && be_cap(ctx->backend, CAP_requires_level3_tmp_scratch) &&
		   ctx->planner < spec_n_planners && spec_planners[ctx->planner].ptoas_level &&
		   strcmp(spec_planners[ctx->planner].ptoas_level, "level3") == 0;
	c.in_params = true;
	for (uint32_t i = 0; i < f->n_params; i++)
		give_memref(&c, f->params[i].var, NULL, NULL);
	c.in_params = false;
	bool inpl = false;
	if (c.incore) {
		/* the declarations and the prescan in one walk (neither reads
		 * what the other finds) */
		struct prescan ps = {&c, false, ctx->backend && (scratch_made & SCRATCH_FIXED)};
		mp_each_def_and_stmt(f, scan_decl, &c, prescan_stmt, &ps);
		declare_allocs(&c);
		inpl = ps.inpl;
	}
	if (inpl) {
		find_clobbers(ip, f);
		c.phi = ip;
		if (ip->marked.n) {
			pu_names_init(&ip->names, f);
			c.ip = ip;
		}
	}
	find_dead_scratch(&c);
	struct stmt_list body = walk_list(&c, f->body);
	for (size_t i = 0; i < c.dead_vars.n; i++)
		dead[((struct var *)c.dead_vars.items[i])->id] = 0;
	vec_free(&c.dead_vars);
	if (c.ip)
		pu_names_free(&ip->names);
	if (inpl)
		ip_reset(ip);
	ir_sb_append(&c.allocs, body);
	f->body = ir_sb_finish(p->arena, &c.allocs);
	ir_sb_free(&c.allocs);
	ptab_free(&c.decls);
	vec_free(&c.decl_order);
	return c.ok;
}

/* A function whose body is `...` (a host callback) still gets MemRefs on
 * its parameters, as the reference gives them. */
static void abstract_params(struct pass_ctx *ctx, struct program *p, struct function *f)
{
	struct imr c = {.p = p, .f = f, .ctx = ctx, .incore = mp_is_incore(f), .ok = true,
			.in_params = true};
	for (uint32_t i = 0; i < f->n_params; i++)
		give_memref(&c, f->params[i].var, NULL, NULL);
}

/* scratch[op]: SCRATCH_OPERAND when the backend has a scratch rule for op
 * and op's last operand is an optional tile (the one maybe_scratch
 * synthesizes); SCRATCH_FIXED when that rule is a fixed one (looked up once
 * per op, not at every call). */
static void scratch_ops(const struct pass_ctx *ctx, uint8_t *scratch)
{
	/* the last backend's table, kept: a program compiled one kernel at a
	 * time runs the pass once per kernel */
	static const be_t *cached_be;
	static uint8_t cached[OP_COUNT];
	if (ctx->backend && ctx->backend == cached_be) {
		memcpy(scratch, cached, sizeof cached);
		return;
	}
	for (unsigned op = 0; ctx->backend && op < spec_n_ops && op < OP_COUNT; op++) {
		const struct spec_op *so = &spec_ops[op];
		const struct spec_rule *rule = be_op_scratch_rule(ctx->backend, op);
		if (rule && rule->kind == SR_fixed)
			scratch[op] |= SCRATCH_FIXED;
		if (!rule || rule->kind == SR_COUNT || so->n_operands == 0)
			continue;
		const struct spec_operand *last = &so->operands[so->n_operands - 1];
		if (last->optional && last->kind == OK_tile)
			scratch[op] |= SCRATCH_OPERAND;
	}
	if (ctx->backend) {
		memcpy(cached, scratch, sizeof cached);
		cached_be = ctx->backend;
	}
}

bool pass_init_mem_ref(struct pass_ctx *ctx, struct program *p)
{
	bool ok = true;
	uint8_t scratch[OP_COUNT] = {0};
	scratch_ops(ctx, scratch);
	/* a statement can only be a call of an op some call was built of (the
	 * calls this pass builds, creates and moves, are not looked at) */
	uint8_t made = 0;
	for (unsigned op = 0; op < OP_COUNT; op++)
		if (scratch[op] && ir_op_made(op))
			made |= scratch[op];
	uint32_t n = p->n_vars ? p->n_vars : 1;
	struct inplace ip = {.cap = p->n_vars, .op_move = pu_op_by_rule(TR_move, OK_tile)};
	ip.move_mems = ptoas_op_result_mems(ctx->backend, ip.op_move);
	ip.def = xmalloc(n * sizeof *ip.def);
	ip.own = xmalloc(n);
	ip.carry = xmalloc(n * sizeof *ip.carry);
	memset(ip.def, 0xff, n * sizeof *ip.def);
	ip.last = xmalloc(n * sizeof *ip.last);
	ip.ext = xmalloc(n * sizeof *ip.ext);
	ip.parent = xmalloc(n * sizeof *ip.parent);
	ip.cmax = xmalloc(n * sizeof *ip.cmax);
	int32_t *dead = xcalloc(n, sizeof *dead);
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		struct function *f = p->funcs[i];
		if (f->abstract && !f->external_source)
			abstract_params(ctx, p, f);
		else if (!f->external_source)
			ok &= run_function(ctx, p, f, &ip, scratch, made, dead);
	}
	free(ip.def);
	free(ip.own);
	free(ip.carry);
	free(ip.last);
	free(ip.ext);
	free(ip.parent);
	free(ip.cmax);
	free(dead);
	free(ip.loops);
	free(ip.stack);
	free(ip.defs);
	vec_free(&ip.touched);
	vec_free(&ip.marked);
	return ok;
}
