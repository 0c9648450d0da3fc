/* Type checking and result-type deduction, generic over the op spec tables:
 * arity, operands by keyword, kwargs, aliases, operand kinds/dtypes/memory
 * spaces, checks, and one implementation per TYPE_RULE of vocab.def.  No op
 * name appears here: everything op-specific comes from spec_ops[]. */
#ifndef PTOC_TYPECHECK_H
#define PTOC_TYPECHECK_H

#include <stdbool.h>

#include "ir.h"

struct buf;

/* A keyword argument as written: name (interned), value, where. */
struct tc_named {
	const char *name;
	struct expr *value;
	struct span span;
};

/* Which meaning of spelling `s` a call with positional arguments `pos` and
 * keyword arguments `kw` (keywords or attrs written when `keywords`) takes:
 * the index of the first candidate whose operand kinds the arguments fit (an
 * op; keywords naming operands count by their kinds), or whose scalar form
 * they fit (all scalars).  When none fits: the first op candidate,
 * whose checks then report the mismatch, or -1 when there is none;
 * *kinds_miss is set when some op takes that many positional arguments but
 * none takes their kinds (tc_dispatch_mismatch says so), for a spelling of
 * several meanings only. */
int tc_dispatch(const struct spec_spelling *s, struct expr_list pos, const struct tc_named *kw,
		uint32_t n_kw, bool keywords, bool *kinds_miss);
/* The diagnostic of a call of `spelling` whose arguments fit none of its
 * meanings: the argument kinds and every meaning's operand kinds. */
void tc_dispatch_mismatch(struct buf *b, const char *spelling, const struct spec_spelling *s,
			  struct expr_list pos);

/* Builds the call of op `op` (as spelled through `alias`, or NULL for the
 * canonical spelling) from written positional and keyword arguments:
 * binds them (by the alias's own positional signature when it has one),
 * applies the alias's kwarg defaults, binds operands
 * passed by name, fills omitted optional operands (default_from), converts
 * kwargs to typed values, runs the spec's checks and its type rule.  Errors
 * are reported at the offending argument; the call is still returned (never
 * NULL), with TY_UNKNOWN type when it could not be deduced.  `memo` (or
 * NULL) keeps the deduced types for later calls of the same inputs. */
struct tc_memo;
struct expr *tc_op_call(struct arena *a, unsigned op, const struct spec_alias *alias,
			struct expr_list pos, const struct tc_named *kw, uint32_t n_kw,
			struct attr_list attrs, struct span sp, struct tc_memo *memo);

/* The result types tc_op_call deduced, by what the deduction reads: the op,
 * its kwargs and, for each operand, a tile or tensor var's type (the
 * pointer) or a constant's kind, dtype and value.  A call whose inputs equal
 * those of an earlier call that deduced without error gets the earlier
 * result (types are immutable, so sharing one is safe).  Calls with other
 * operands (lists, scalar vars, expressions) are deduced each time.  The
 * types live in the arena the calls were built in (but the copies in `keep`):
 * free or reset the memo (it may be zero-initialized) before that arena
 * goes, or before calls are built in another. */
#define TC_ASSIGN_MEMO 64
struct tc_memo {
	struct tc_memo_entry **v;
	uint32_t cap, n;
	/* sets of two (the latest first), by a hash of the op and the
	 * operands: recent calls written with positional operands only that
	 * deduced without error and took their operands as written, by the
	 * words of the table's key, with their kwargs as bound; a call of the
	 * same op, alias and inputs is built from one without binding anew.
	 * NULL until the first such call. */
	struct tc_recent *recent;
	uint32_t gen; /* the entries of recent kept since the last reset */
	/* When set: an arena that outlives the calls' own (a program's, while
	 * one kernel's body is built in an arena of its own).  A recent entry
	 * whose operand types are in it (or shared singletons) and whose type
	 * can be copied into it (a tile or tensor type of integer dims) lasts
	 * past tc_memo_reset: the next kernel's calls of the same op on the
	 * same annotated types are not deduced again.  Copies stop once
	 * keep_bytes reaches a bound. */
	struct arena *keep;
	size_t keep_bytes;
	/* tc_assign_type's: an annotation and a deduced type that agree, and
	 * the one of the two they merge to (two ways a set, set by the pair) */
	struct tc_assign_memo {
		const struct type *annot, *d, *t;
	} assign[TC_ASSIGN_MEMO];
};
void tc_memo_free(struct tc_memo *m);
/* Forgets every type the memo holds in the calls' arena (before it goes),
 * keeping its tables for the next arena's calls and the entries that last
 * in `keep`: a program of many kernels resets it once a kernel. */
void tc_memo_reset(struct tc_memo *m);

/* (Re)deduces the result type of an already-built call (e.g. one a pass
 * created with ir_new_call) and stores it in call->type.  Reports errors at
 * the call's span; returns false on error. */
bool tc_deduce_call(struct arena *a, struct expr *call);

/* The result type of a call of program function f with `args`: its return
 * type (a tuple of them when several; unknown when none), with the
 * pl.dynamic dims of f's parameter shapes bound to the arguments' dims
 * (`kernel(a: pl.Tensor[[M, 64], ...]) -> pl.Tensor[[M, 64], ...]` called
 * with a [256, 64] tensor returns [256, 64]). */
const struct type *tc_fcall_type(struct arena *a, const struct function *f, struct expr_list args);

/* Types scalar arithmetic / comparison / logic (EX_BINARY, EX_UNARY):
 * sets e->type.  Reports operands that are not scalars. */
void tc_scalar_expr(struct expr *e);

/* The dtype Promote(a, b) of the reference (same -> same; float beats int;
 * larger bit width; equal width -> the signed one; else a). */
enum dtype tc_promote(enum dtype a, enum dtype b);

/* The type a variable gets from `x: annot = value` (annot may be NULL):
 * checks that the written annotation agrees with the deduced type of value
 * (reporting both types when not) and completes what the annotation leaves
 * out (memory space, tile view).  A literal constant value adopts the
 * annotated scalar dtype (value is retyped in place).  `memo` (or NULL)
 * keeps the answers for pairs of types seen before. */
const struct type *tc_assign_type(struct arena *a, const struct type *annot, struct expr *value,
				  struct span annot_span, struct tc_memo *memo);

/* Whether a value of type `actual` may be used where `declared` is written
 * (same kind, dtype and shape; memory space and views only when declared;
 * unknown types agree with everything). */
bool tc_type_agrees(const struct type *declared, const struct type *actual);

/* Whether two types are the same but for their MemRefs (the reference's
 * rule for re-assigning a name). */
/* Both tensors, with shapes that agree (no pair of dims provably differs). */
bool tc_tensor_shapes_agree(const struct type *a, const struct type *b);
bool tc_types_match(const struct type *x, const struct type *y);

/* Whether `name` is the handle type an op's `opaque` type rule produces
 * (pl.AsyncEvent ...), so annotations may write it. */
bool tc_is_handle_type(const char *name);

/* Reports (at `at`) a value whose type does not agree with the declared
 * one: "<what> has type A, expected B".  Returns false when reported. */
bool tc_check_value(const struct type *declared, const struct expr *value, struct span at,
		    const char *what);

/* A call's argument against its parameter, a returned value against the
 * function's result: as tc_check_value, except that a tensor may have
 * another shape than declared (the reference passes a whole tensor to a
 * kernel that declares the window it works on, and checks shapes neither at
 * calls nor at returns); its dtype must agree. */
bool tc_check_passed(const struct type *declared, const struct expr *value, struct span at,
		     const char *what);

/* tc_check_passed for a call's argument: a scalar of any dtype is accepted
 * for a scalar parameter and passed as is (the reference checks the number
 * of arguments only; its paged-attention examples pass an INT64 flag to a
 * pl.Scalar[pl.BOOL] parameter). */
bool tc_check_argument(const struct type *declared, const struct expr *value, struct span at);

/* Reports `what` when t is not a scalar (unknown types are accepted
 * silently: their error was reported already). */
/* Whether d is a floating-point dtype. */
bool tc_dtype_is_float(enum dtype d);
bool tc_expect_scalar(const struct expr *e, const char *what);

#endif
