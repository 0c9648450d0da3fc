/* The arithmetic behind Simplify (src/passes/arith.c): what it folds and proves, and that
 * simplifying never changes a value: every rule of specs/simplify.yaml instantiated on
 * random operands, and random expressions, evaluated before and after at random points
 * inside the bounds the analysis was given. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "intern.h"
#include "passes/arith.h"
#include "passes/passutil.h"
#include "simplify_spec.h"
#include "typecheck.h"

#include "fixture.h"

static struct program prog;
static struct var *vi, *va, *vb; /* i in [LO, HI); a, b INDEX (>= 0) */
static struct arith *A;
static uint64_t rng = 88172645463325252u;
#define LO 2
#define HI 11

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static int64_t pick(int64_t lo, int64_t hi) /* [lo, hi] */
{
	return lo + (int64_t)(rnd() % (uint64_t)(hi - lo + 1));
}

static const struct span sp = {0};

static void init(void)
{
	setup();
	memset(&prog, 0, sizeof prog);
	prog.arena = &arena;
	const struct type *idx = ir_type_scalar(DT_INDEX);
	vi = ir_new_var(&prog, intern_cstr("i"), VAR_LOOP, idx, sp);
	va = ir_new_var(&prog, intern_cstr("a"), VAR_PARAM, idx, sp);
	vb = ir_new_var(&prog, intern_cstr("b"), VAR_PARAM, idx, sp);
	A = ar_new(&prog, NULL, NULL);
	ar_bind_range(A, vi, LO, HI);
}

static void fini(void)
{
	ar_free(A);
	teardown();
}

static struct expr *num(int64_t v)
{
	return ir_new_int(&arena, v, DT_INDEX, sp);
}

static struct expr *ref(struct var *v)
{
	return ir_new_var_ref(&arena, v, sp);
}

static struct expr *bin(enum binop op, struct expr *l, struct expr *r)
{
	struct expr *e = ir_new_binary(&arena, op, l, r, sp);
	tc_scalar_expr(e);
	return e;
}

static struct expr *un(enum unop op, struct expr *x)
{
	struct expr *e = ir_new_unary(&arena, op, x, sp);
	tc_scalar_expr(e);
	return e;
}

static int64_t fdiv(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* Value of e at (i, a, b); false where it is undefined (division by zero). */
static bool eval(const struct expr *e, const int64_t *env, int64_t *out)
{
	int64_t l, r;
	switch (e->kind) {
	case EX_INT: *out = e->u.i; return true;
	case EX_BOOL: *out = e->u.b; return true;
	case EX_VAR: *out = env[e->u.var == vi ? 0 : e->u.var == va ? 1 : 2]; return true;
	case EX_UNARY:
		if (!eval(e->u.un.x, env, &l))
			return false;
		*out = e->u.un.op == UO_NEG ? -l : e->u.un.op == UO_NOT ? !l : l;
		return true;
	case EX_BINARY:
		if (!eval(e->u.bin.l, env, &l) || !eval(e->u.bin.r, env, &r))
			return false;
		switch (e->u.bin.op) {
		case BO_ADD: *out = l + r; return true;
		case BO_SUB: *out = l - r; return true;
		case BO_MUL: *out = l * r; return true;
		case BO_FLOORDIV: if (!r) return false; *out = fdiv(l, r); return true;
		case BO_MOD: if (!r) return false; *out = l - fdiv(l, r) * r; return true;
		case BO_MIN: *out = l < r ? l : r; return true;
		case BO_MAX: *out = l > r ? l : r; return true;
		case BO_EQ: *out = l == r; return true;
		case BO_NE: *out = l != r; return true;
		case BO_LT: *out = l < r; return true;
		case BO_LE: *out = l <= r; return true;
		case BO_GT: *out = l > r; return true;
		case BO_GE: *out = l >= r; return true;
		case BO_AND: *out = l && r; return true;
		case BO_OR: *out = l || r; return true;
		default: cr_assert_fail("unexpected operator %d", e->u.bin.op); return false;
		}
	default:
		cr_assert_fail("unexpected expression kind %d", e->kind);
		return false;
	}
}

/* e and its simplified form agree at 30 random points of the bounds. */
static void same_values(struct expr *e, const char *what)
{
	struct expr *s = ar_simplify(A, e);
	for (int k = 0; k < 30; k++) {
		int64_t env[3] = {pick(LO, HI - 1), pick(0, 20), pick(0, 20)}, x, y;
		if (!eval(e, env, &x))
			continue;
		cr_assert(eval(s, env, &y), "%s: the simplified form divides by zero at i=%lld a=%lld b=%lld",
			  what, (long long)env[0], (long long)env[1], (long long)env[2]);
		cr_assert_eq(x, y, "%s: %lld before, %lld after at i=%lld a=%lld b=%lld", what,
			     (long long)x, (long long)y, (long long)env[0], (long long)env[1],
			     (long long)env[2]);
	}
}

static struct expr *leaf(void)
{
	switch (rnd() % 4) {
	case 0: return ref(vi);
	case 1: return ref(va);
	case 2: return ref(vb);
	default: return num(pick(-9, 9));
	}
}

static const enum binop arith_ops[] = {BO_ADD, BO_SUB, BO_MUL, BO_FLOORDIV, BO_MOD, BO_MIN, BO_MAX};
static const enum binop cmp_ops[] = {BO_EQ, BO_NE, BO_LT, BO_LE, BO_GT, BO_GE};

static struct expr *random_int(int depth)
{
	if (depth == 0 || rnd() % 4 == 0)
		return leaf();
	enum binop op = arith_ops[rnd() % 7];
	if (op == BO_FLOORDIV || op == BO_MOD) {
		static const int64_t divisors[] = {1, 2, 3, 4, 8, 16, -2, -4, 5};
		return bin(op, random_int(depth - 1), num(divisors[rnd() % 9]));
	}
	return bin(op, random_int(depth - 1), random_int(depth - 1));
}

static struct expr *random_bool(int depth)
{
	if (depth <= 0 || rnd() % 5 < 3)
		return bin(cmp_ops[rnd() % 6], random_int(2), random_int(2));
	if (rnd() % 5 == 0)
		return un(UO_NOT, random_bool(depth - 1));
	return bin(rnd() % 2 ? BO_AND : BO_OR, random_bool(depth - 1), random_bool(depth - 1));
}

Test(arith, random_expressions_keep_their_values, .init = init, .fini = fini)
{
	for (int n = 0; n < 3000; n++)
		same_values(random_int(5), "an integer expression");
	for (int n = 0; n < 1500; n++)
		same_values(random_bool(3), "a condition");
}

/* Builds a rule's pattern with operands of this trial: x y z random expressions, c1 c2 c3
 * random constants. */
struct inst {
	struct expr *x[3];
	int64_t c[3];
};

static struct expr *instantiate(struct inst *I, int32_t n)
{
	const struct srw_node *d = &srw_nodes[n];
	switch (d->kind) {
	case SRK_VAR: return I->x[d->slot];
	case SRK_CONST: return num(I->c[d->slot]);
	case SRK_INT: return num(d->value);
	case SRK_UNARY:
		return un(d->op == SRW_NOT ? UO_NOT : UO_NEG, instantiate(I, d->a));
	case SRK_BINARY: {
		static const enum binop ops[SRW_OP_COUNT] = {
			[SRW_ADD] = BO_ADD, [SRW_SUB] = BO_SUB, [SRW_MUL] = BO_MUL,
			[SRW_FLOORDIV] = BO_FLOORDIV, [SRW_FLOORMOD] = BO_MOD, [SRW_MIN] = BO_MIN,
			[SRW_MAX] = BO_MAX, [SRW_EQ] = BO_EQ, [SRW_NE] = BO_NE, [SRW_LT] = BO_LT,
			[SRW_LE] = BO_LE, [SRW_GT] = BO_GT, [SRW_GE] = BO_GE, [SRW_AND] = BO_AND,
			[SRW_OR] = BO_OR};
		return bin(ops[d->op], instantiate(I, d->a), instantiate(I, d->b));
	}
	default:
		cr_assert_fail("a pattern holds node kind %d", d->kind);
		return NULL;
	}
}

/* Whether pattern tree n puts a boolean where slot x/y/z is (under && || !). */
static bool slot_is_bool(int32_t n, int slot, bool in_bool)
{
	const struct srw_node *d = &srw_nodes[n];
	if (d->kind == SRK_VAR)
		return d->slot == slot && in_bool;
	if (d->kind != SRK_BINARY && d->kind != SRK_UNARY)
		return false;
	bool logic = d->op == SRW_AND || d->op == SRW_OR || d->op == SRW_NOT;
	return slot_is_bool(d->a, slot, logic) || (d->kind == SRK_BINARY && slot_is_bool(d->b, slot, logic));
}

Test(arith, every_rule_keeps_the_value_of_what_it_matches, .init = init, .fini = fini)
{
	uint32_t n_rules = srw_first[SRW_OP_COUNT];
	cr_assert_gt(n_rules, 100, "the rule table is missing (%u rules)", n_rules);
	for (uint32_t r = 0; r < n_rules; r++) {
		const struct srw_rule *rule = &srw_rules[r];
		char what[64];
		snprintf(what, sizeof what, "rule at specs/simplify.yaml:%u", rule->line);
		for (int trial = 0; trial < 40; trial++) {
			struct inst I;
			for (int k = 0; k < 3; k++) {
				I.x[k] = slot_is_bool(rule->pat, k, false) ? random_bool(1) : random_int(2);
				I.c[k] = pick(-12, 12);
			}
			/* the same operand twice makes the patterns that repeat a name match */
			if (trial % 2)
				I.x[1] = I.x[0];
			if (trial % 3 == 0)
				I.c[1] = I.c[0] * pick(-3, 3);
			same_values(instantiate(&I, rule->pat), what);
		}
	}
}

Test(arith, folds_constants_and_identities, .init = init, .fini = fini)
{
	struct expr *e = ar_simplify(A, bin(BO_MUL, bin(BO_ADD, num(2), num(3)), num(4)));
	cr_assert(e->kind == EX_INT && e->u.i == 20);
	e = ar_simplify(A, bin(BO_ADD, ref(va), num(0)));
	cr_assert(e->kind == EX_VAR && e->u.var == va);
	e = ar_simplify(A, bin(BO_SUB, ref(vb), ref(vb)));
	cr_assert(e->kind == EX_INT && e->u.i == 0);
	/* no folding of a division by zero */
	e = ar_simplify(A, bin(BO_FLOORDIV, num(7), num(0)));
	cr_assert(e->kind == EX_BINARY);
}

Test(arith, uses_the_bounds_it_was_given, .init = init, .fini = fini)
{
	/* i in [2, 11): i // 16 is 0, i % 16 is i, i < 11 holds, a >= 0 holds */
	struct expr *e = ar_simplify(A, bin(BO_FLOORDIV, ref(vi), num(16)));
	cr_assert(e->kind == EX_INT && e->u.i == 0);
	e = ar_simplify(A, bin(BO_MOD, ref(vi), num(16)));
	cr_assert(e->kind == EX_VAR && e->u.var == vi);
	cr_assert(ar_can_prove(A, bin(BO_LT, ref(vi), num(11))));
	cr_assert(!ar_can_prove(A, bin(BO_LT, ref(vi), num(10))));
	cr_assert(ar_can_prove_ge(A, ref(va), 0));
	/* a constraint holds until its scope ends */
	uint32_t mark = ar_mark(A);
	ar_enter_constraint(A, bin(BO_LT, ref(vi), num(4)));
	cr_assert(ar_can_prove(A, bin(BO_LT, ref(vi), num(4))));
	ar_restore(A, mark);
	cr_assert(!ar_can_prove(A, bin(BO_LT, ref(vi), num(4))));
}

Test(arith, a_bound_constant_replaces_its_var, .init = init, .fini = fini)
{
	ar_bind_value(A, va, num(512));
	struct expr *e = ar_simplify(A, bin(BO_ADD, ref(va), num(1)));
	cr_assert(e->kind == EX_INT && e->u.i == 513);
	/* a var bound by its value's range is only bounded, not replaced */
	ar_bind_bound(A, vb, bin(BO_ADD, bin(BO_MUL, ref(vi), num(256)), num(256)));
	cr_assert(ar_can_prove(A, bin(BO_NE, ref(vb), num(0))));
	e = ar_simplify(A, ref(vb));
	cr_assert(e->kind == EX_VAR);
}

/* The INDEX helpers lowerings build offsets with (pu_index_*): floored as
 * Python's // and %, folded only when both sides are constant and the
 * divisor is not 0. */
Test(arith, index_helpers_floor_and_fold, .init = init, .fini = fini)
{
	static const int64_t c[][4] = {{7, 2, 3, 1}, {-7, 2, -4, 1}, {7, -2, -4, -1}, {-7, -2, 3, -1}, {6, 3, 2, 0}};
	for (size_t k = 0; k < sizeof c / sizeof *c; k++) {
		struct expr *q = pu_index_floordiv(&arena, num(c[k][0]), num(c[k][1]), sp);
		struct expr *m = pu_index_mod(&arena, num(c[k][0]), num(c[k][1]), sp);
		cr_assert(q->kind == EX_INT && q->u.i == c[k][2], "%lld // %lld", (long long)c[k][0], (long long)c[k][1]);
		cr_assert(m->kind == EX_INT && m->u.i == c[k][3], "%lld %% %lld", (long long)c[k][0], (long long)c[k][1]);
	}
	cr_assert(pu_index_floordiv(&arena, num(7), num(0), sp)->kind == EX_BINARY);
	cr_assert(pu_index_mod(&arena, num(INT64_MIN), num(-1), sp)->kind == EX_BINARY);
	struct expr *e = pu_index_floordiv(&arena, ref(va), num(1), sp);
	cr_assert(e->kind == EX_VAR && e->u.var == va);
	e = pu_index_mod(&arena, ref(va), num(1), sp);
	cr_assert(e->kind == EX_INT && e->u.i == 0);
	e = pu_index_floordiv(&arena, num(1), ref(va), sp);
	cr_assert(e->kind == EX_BINARY && e->u.bin.op == BO_FLOORDIV && e->type->dtype == DT_INDEX);
	e = pu_index_mod(&arena, ref(vi), ref(vb), sp);
	cr_assert(e->kind == EX_BINARY && e->u.bin.op == BO_MOD);
}
