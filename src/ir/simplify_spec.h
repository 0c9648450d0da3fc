/* The rewrite rules of the Simplify pass as tables: tools/specgen compiles
 * specs/simplify.yaml into gen/simplify_rules.c.  A rule is three trees of
 * srw_node in one pool: the pattern, the result and an optional condition
 * (specs/README.md describes the rule language). */
#ifndef PTOC_SIMPLIFY_SPEC_H
#define PTOC_SIMPLIFY_SPEC_H

#include <stdint.h>

/* Operators of rule trees.  SRW_ADD..SRW_NEG are the scalar operators that
 * patterns and results are made of (and the roots rules are indexed by);
 * SRW_TDIV and SRW_TMOD are C's / and % on constants, in conditions only. */
enum srw_op {
	SRW_ADD, SRW_SUB, SRW_MUL, SRW_FLOORDIV, SRW_FLOORMOD, SRW_MIN, SRW_MAX,
	SRW_EQ, SRW_NE, SRW_LT, SRW_LE, SRW_GT, SRW_GE, SRW_AND, SRW_OR,
	SRW_NOT, SRW_NEG,
	SRW_TDIV, SRW_TMOD,
	SRW_OP_COUNT
};

enum srw_kind {
	SRK_VAR,    /* x y z (slot 0..2): any expression */
	SRK_CONST,  /* c1 c2 c3 (slot 0..2): an integer constant */
	SRK_INT,    /* integer literal `value` */
	SRK_BOOL,   /* true / false (`value` 1 / 0) */
	SRK_BINARY, /* op(a, b) */
	SRK_UNARY,  /* op(a): SRW_NOT, SRW_NEG */
	SRK_PRED,   /* conditions: a bound query `op` (enum srw_pred) on tree a, bound b */
};

/* Bound queries of conditions: every value of a is >= b, < b, <= b; a is never 0 (b = -1). */
enum srw_pred { SRP_GE, SRP_LT, SRP_LE, SRP_NONZERO };

struct srw_node {
	uint8_t kind;  /* enum srw_kind */
	uint8_t op;    /* enum srw_op, or enum srw_pred for SRK_PRED */
	uint8_t slot;  /* SRK_VAR, SRK_CONST */
	int32_t a, b;  /* children (indices into srw_nodes), -1 when absent */
	int64_t value; /* SRK_INT, SRK_BOOL */
};

struct srw_rule {
	uint8_t root;         /* enum srw_op of the pattern's root */
	int32_t pat, res;     /* trees in srw_nodes */
	int32_t cond;         /* -1: the rule always applies when its pattern matches */
	uint32_t line;        /* the rule's line in specs/simplify.yaml */
};

extern const struct srw_node srw_nodes[];
extern const struct srw_rule srw_rules[];
/* The rules whose root is op r are srw_rules[srw_first[r] .. srw_first[r + 1]), in spec order. */
extern const uint32_t srw_first[SRW_OP_COUNT + 1];

#endif
