/* Simplify rules: specs/simplify.yaml -> gen/simplify_rules.c (types in
 * src/ir/simplify_spec.h).  Each rule string "PATTERN => RESULT [if COND]" is
 * parsed by recursive descent into one pool of srw_node trees and checked:
 * the pattern's root is its section's operator, results and conditions only
 * use names the pattern binds, and each part uses only what it may. */
#include <stdlib.h>
#include <string.h>

#include "simplify_spec.h"
#include "specgen.h"

static struct srw_node *sr_nodes;
static int sr_n_nodes, sr_nodes_cap;
static struct srw_rule *sr_rules;
static int sr_n_rules, sr_rules_cap;
static const struct sg_node **sr_sec; /* the `rules:` mapping of each file, in load order */
static int sr_n_sec;

/* Sections of `rules:` in the order of enum srw_op (NULL: no section). */
static const char *const sr_sec_names[SRW_OP_COUNT] = {
	[SRW_ADD] = "add", [SRW_SUB] = "sub", [SRW_MUL] = "mul", [SRW_FLOORDIV] = "floordiv",
	[SRW_FLOORMOD] = "floormod", [SRW_MIN] = "min", [SRW_MAX] = "max", [SRW_EQ] = "eq",
	[SRW_NE] = "ne", [SRW_LT] = "lt", [SRW_LE] = "le", [SRW_AND] = "and", [SRW_OR] = "or",
	[SRW_NOT] = "not", [SRW_NEG] = "neg",
};
static const char *const sr_op_names[SRW_OP_COUNT] = {
	"+", "-", "*", "floordiv", "floormod", "min", "max", "==", "!=", "<", "<=", ">", ">=",
	"&&", "||", "!", "neg", "/", "%",
};

void simp_collect(const struct sg_node *root)
{
	if (!sg_keys(root, "simplify", "rules", "rules"))
		return;
	sr_sec = realloc(sr_sec, sizeof *sr_sec * (size_t)(sr_n_sec + 1));
	if (!sr_sec)
		abort();
	sr_sec[sr_n_sec++] = sg_get(root, "rules");
}

/* ---- the rule language ------------------------------------------------------- */

enum sr_part { SR_PAT, SR_RES, SR_COND };
/* What a tree computes: an IR expression, an integer (conditions), a truth value. */
enum sr_sort { SR_EXPR, SR_INT, SR_BOOL, SR_ERR };

struct sr_parser {
	const struct sg_node *at; /* the rule's YAML scalar */
	const char *s;            /* the whole text */
	const char *p;            /* next character */
	const char *end;          /* end of the part being parsed */
	enum sr_part part;
	unsigned bound;           /* pattern names bound: bit slot (x y z), 3 + slot (c1..c3) */
	bool failed;
};

static void sr_error(struct sr_parser *R, const char *at, const char *fmt, const char *arg)
{
	if (R->failed)
		return;
	R->failed = true;
	int col = R->at->col + (R->at->quoted ? 1 : 0) + (int)(at - R->s);
	sg_error_at(R->at->file, R->at->line, col, "simplify", fmt, arg);
}

static void sr_skip_ws(struct sr_parser *R)
{
	while (R->p < R->end && (*R->p == ' ' || *R->p == '\t'))
		R->p++;
}

/* Consumes `tok` when it comes next (a word only when not followed by a name character). */
static bool sr_accept(struct sr_parser *R, const char *tok)
{
	sr_skip_ws(R);
	size_t n = strlen(tok);
	if ((size_t)(R->end - R->p) < n || strncmp(R->p, tok, n))
		return false;
	char last = tok[n - 1], next = R->p + n < R->end ? R->p[n] : 0;
	bool word = (last >= 'a' && last <= 'z') || (last >= '0' && last <= '9');
	if (word && ((next >= 'a' && next <= 'z') || (next >= '0' && next <= '9') || next == '_'))
		return false;
	/* `<` must not take the first character of `<=`, `=` of `==` ... */
	if (!word && n == 1 && next == '=' && strchr("<>!=", last))
		return false;
	R->p += n;
	return true;
}

static void sr_expect(struct sr_parser *R, const char *tok)
{
	if (!sr_accept(R, tok))
		sr_error(R, R->p, "expected '%s'", tok);
}

static int sr_new_node(uint8_t kind, uint8_t op, int a, int b)
{
	if (sr_n_nodes == sr_nodes_cap) {
		sr_nodes_cap = sr_nodes_cap ? sr_nodes_cap * 2 : 256;
		sr_nodes = realloc(sr_nodes, sizeof *sr_nodes * (size_t)sr_nodes_cap);
		if (!sr_nodes)
			abort();
	}
	sr_nodes[sr_n_nodes] = (struct srw_node){.kind = kind, .op = op, .a = a, .b = b};
	return sr_n_nodes++;
}

static int sr_parse_or(struct sr_parser *R, int depth);

/* primary := INT | -INT | true | false | x | y | z | c1 | c2 | c3 | '(' expr ')'
 *          | FUNC '(' expr ',' expr ')' | neg '(' expr ')' | PRED '(' expr [',' expr] ')' */
static int sr_parse_primary(struct sr_parser *R, int depth)
{
	sr_skip_ws(R);
	const char *at = R->p;
	if (depth > 64) {
		sr_error(R, at, "expression nested too deeply%s", "");
		return -1;
	}
	if (R->p < R->end && (*R->p == '-' || (*R->p >= '0' && *R->p <= '9'))) {
		const char *q = R->p + (*R->p == '-');
		if (q >= R->end || *q < '0' || *q > '9') {
			sr_error(R, at, "unexpected '-' (write neg(x), or a literal -N)%s", "");
			return -1;
		}
		int64_t v = 0;
		for (; q < R->end && *q >= '0' && *q <= '9'; q++) {
			if (v > (INT64_MAX - 9) / 10) {
				sr_error(R, at, "integer literal out of range%s", "");
				return -1;
			}
			v = v * 10 + (*q - '0');
		}
		int n = sr_new_node(SRK_INT, 0, -1, -1);
		sr_nodes[n].value = *R->p == '-' ? -v : v;
		R->p = q;
		return n;
	}
	if (sr_accept(R, "(")) {
		int n = sr_parse_or(R, depth + 1);
		sr_expect(R, ")");
		return n;
	}
	static const char *const vars[] = {"x", "y", "z", "c1", "c2", "c3"};
	for (int i = 0; i < 6; i++)
		if (sr_accept(R, vars[i])) {
			int n = sr_new_node(i < 3 ? SRK_VAR : SRK_CONST, 0, -1, -1);
			sr_nodes[n].slot = (uint8_t)(i % 3);
			return n;
		}
	for (int v = 0; v < 2; v++)
		if (sr_accept(R, v ? "true" : "false")) {
			int n = sr_new_node(SRK_BOOL, 0, -1, -1);
			sr_nodes[n].value = v;
			return n;
		}
	static const struct { const char *name; uint8_t kind, op; int args; } fns[] = {
		{"min", SRK_BINARY, SRW_MIN, 2}, {"max", SRK_BINARY, SRW_MAX, 2},
		{"floordiv", SRK_BINARY, SRW_FLOORDIV, 2}, {"floormod", SRK_BINARY, SRW_FLOORMOD, 2},
		{"neg", SRK_UNARY, SRW_NEG, 1}, {"ge", SRK_PRED, SRP_GE, 2},
		{"lt", SRK_PRED, SRP_LT, 2}, {"le", SRK_PRED, SRP_LE, 2},
		{"nonzero", SRK_PRED, SRP_NONZERO, 1},
	};
	for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) {
		if (!sr_accept(R, fns[i].name))
			continue;
		sr_expect(R, "(");
		int a = sr_parse_or(R, depth + 1), b = -1;
		if (fns[i].args == 2) {
			sr_expect(R, ",");
			b = sr_parse_or(R, depth + 1);
		}
		sr_expect(R, ")");
		return sr_new_node(fns[i].kind, fns[i].op, a, b);
	}
	sr_error(R, at, "expected an operand%s", "");
	return -1;
}

/* unary := '!' unary | primary */
static int sr_parse_unary(struct sr_parser *R, int depth)
{
	if (sr_accept(R, "!"))
		return sr_new_node(SRK_UNARY, SRW_NOT, sr_parse_unary(R, depth + 1), -1);
	return sr_parse_primary(R, depth);
}

/* Left-associative binary levels, loosest first: || && (== !=) (< <= > >=) (+ -) (* / %). */
static const struct { const char *tok; uint8_t op; } sr_levels[6][4] = {
	{{"||", SRW_OR}},
	{{"&&", SRW_AND}},
	{{"==", SRW_EQ}, {"!=", SRW_NE}},
	{{"<=", SRW_LE}, {">=", SRW_GE}, {"<", SRW_LT}, {">", SRW_GT}},
	{{"+", SRW_ADD}, {"-", SRW_SUB}},
	{{"*", SRW_MUL}, {"/", SRW_TDIV}, {"%", SRW_TMOD}},
};

static int sr_parse_level(struct sr_parser *R, int lv, int depth)
{
	if (lv == 6)
		return sr_parse_unary(R, depth);
	int l = sr_parse_level(R, lv + 1, depth);
	for (;;) {
		int k = 0;
		while (k < 4 && sr_levels[lv][k].tok && !sr_accept(R, sr_levels[lv][k].tok))
			k++;
		if (k == 4 || !sr_levels[lv][k].tok || R->failed)
			return l;
		int r = sr_parse_level(R, lv + 1, depth);
		l = sr_new_node(SRK_BINARY, sr_levels[lv][k].op, l, r);
	}
}

static int sr_parse_or(struct sr_parser *R, int depth)
{
	return R->failed ? -1 : sr_parse_level(R, 0, depth);
}

/* ---- checks -------------------------------------------------------------------- */

static bool sr_is_cmp(uint8_t op)
{
	return op >= SRW_EQ && op <= SRW_GE;
}

/* The sort of tree n in `part`; reports what the part may not contain.  In a condition,
 * `in_pred` marks the expression argument of a bound query. */
static enum sr_sort sr_check(struct sr_parser *R, int n, bool in_pred)
{
	if (n < 0 || R->failed)
		return SR_ERR;
	struct srw_node *d = &sr_nodes[n];
	const char *where = R->part == SR_PAT ? "a pattern" : R->part == SR_RES ? "a result" :
			    "a condition";
	bool cond_int = R->part == SR_COND && !in_pred;
	switch (d->kind) {
	case SRK_VAR:
		if (R->part == SR_COND && !in_pred) {
			sr_error(R, R->s, "%s uses x/y/z outside a bound query", where);
			return SR_ERR;
		}
		/* fallthrough */
	case SRK_CONST: {
		unsigned bit = 1u << (d->slot + (d->kind == SRK_CONST ? 3 : 0));
		if (R->part == SR_PAT)
			R->bound |= bit;
		else if (!(R->bound & bit))
			sr_error(R, R->s, "%s uses a name its pattern does not bind", where);
		return d->kind == SRK_VAR ? SR_EXPR : cond_int ? SR_INT : SR_EXPR;
	}
	case SRK_INT:
		return cond_int ? SR_INT : SR_EXPR;
	case SRK_BOOL:
		if (R->part == SR_PAT)
			sr_error(R, R->s, "true/false in %s", where);
		return cond_int ? SR_BOOL : SR_EXPR;
	case SRK_PRED: {
		if (R->part != SR_COND || in_pred) {
			sr_error(R, R->s, "a bound query outside a condition%s", "");
			return SR_ERR;
		}
		sr_check(R, d->a, true);
		if (d->b >= 0 && sr_check(R, d->b, false) != SR_INT)
			sr_error(R, R->s, "the bound of a bound query must be an integer%s", "");
		if (d->op == SRP_NONZERO)
			d->b = -1;
		return SR_BOOL;
	}
	case SRK_UNARY:
	case SRK_BINARY: {
		if ((d->op == SRW_TDIV || d->op == SRW_TMOD) && !cond_int) {
			sr_error(R, R->s, "'%s' is for conditions (write floordiv/floormod)",
				 sr_op_names[d->op]);
			return SR_ERR;
		}
		enum sr_sort a = sr_check(R, d->a, in_pred);
		enum sr_sort b = d->kind == SRK_BINARY ? sr_check(R, d->b, in_pred) : a;
		if (!cond_int)
			return SR_EXPR;
		bool logic = d->op == SRW_AND || d->op == SRW_OR || d->op == SRW_NOT;
		enum sr_sort want = logic ? SR_BOOL : SR_INT;
		if (d->op == SRW_NEG || ((a != want || b != want) && a != SR_ERR && b != SR_ERR)) {
			sr_error(R, R->s, "condition operator '%s' applied to the wrong kind of operand",
				 sr_op_names[d->op]);
			return SR_ERR;
		}
		return logic || sr_is_cmp(d->op) ? SR_BOOL : SR_INT;
	}
	}
	return SR_ERR;
}

/* Parses one rule of section `root`. */
static void sr_parse_rule(const struct sg_node *n, uint8_t root)
{
	const char *who = sg_fmt("simplify: %s", sr_sec_names[root]);
	const char *s = sg_str(n, who);
	if (!s)
		return;
	struct sr_parser R = {.at = n, .s = s, .p = s, .end = s + strlen(s)};
	const char *arrow = strstr(s, "=>");
	if (!arrow) {
		sr_error(&R, s, "a rule is 'PATTERN => RESULT [if CONDITION]'%s", "");
		return;
	}
	const char *iff = strstr(arrow, " if ");
	R.end = arrow;
	R.part = SR_PAT;
	int pat = sr_parse_or(&R, 0);
	sr_skip_ws(&R);
	if (!R.failed && R.p != R.end)
		sr_error(&R, R.p, "unexpected text in the pattern%s", "");
	sr_check(&R, pat, false);
	if (!R.failed && (sr_nodes[pat].kind != SRK_BINARY && sr_nodes[pat].kind != SRK_UNARY))
		sr_error(&R, s, "a pattern's root must be an operator%s", "");
	if (!R.failed && sr_nodes[pat].op != root)
		sr_error(&R, s, "the pattern's root is '%s', not this section's operator",
			 sr_op_names[sr_nodes[pat].op]);
	R.p = arrow + 2;
	R.end = iff ? iff : s + strlen(s);
	R.part = SR_RES;
	int res = sr_parse_or(&R, 0);
	sr_skip_ws(&R);
	if (!R.failed && R.p != R.end)
		sr_error(&R, R.p, "unexpected text in the result%s", "");
	sr_check(&R, res, false);
	int cond = -1;
	if (iff) {
		R.p = iff + 4;
		R.end = s + strlen(s);
		R.part = SR_COND;
		cond = sr_parse_or(&R, 0);
		sr_skip_ws(&R);
		if (!R.failed && R.p != R.end)
			sr_error(&R, R.p, "unexpected text in the condition%s", "");
		if (sr_check(&R, cond, false) != SR_BOOL && !R.failed)
			sr_error(&R, iff + 4, "a condition must be true or false%s", "");
	}
	if (R.failed)
		return;
	if (sr_n_rules == sr_rules_cap) {
		sr_rules_cap = sr_rules_cap ? sr_rules_cap * 2 : 128;
		sr_rules = realloc(sr_rules, sizeof *sr_rules * (size_t)sr_rules_cap);
		if (!sr_rules)
			abort();
	}
	sr_rules[sr_n_rules++] = (struct srw_rule){.root = root, .pat = pat, .res = res, .cond = cond,
					     .line = (uint32_t)n->line};
}

/* The rules of every file, by operator and then in file order (a later spec dir adds
 * rules after those of an earlier one). */
void simp_check(void)
{
	for (int f = 0; f < sr_n_sec; f++)
		if (!sg_is_map(sr_sec[f], "simplify: rules"))
			sr_sec[f] = NULL;
	for (int op = 0; op < SRW_OP_COUNT; op++)
		for (int f = 0; f < sr_n_sec && sr_sec_names[op]; f++)
			for (int i = 0; sr_sec[f] && i < sr_sec[f]->n; i++) {
				if (strcmp(sr_sec[f]->keys[i]->value, sr_sec_names[op]))
					continue;
				const struct sg_node *l = sr_sec[f]->vals[i];
				if (!sg_is_seq(l, sg_fmt("simplify: %s", sr_sec_names[op])))
					continue;
				for (int k = 0; k < l->n; k++)
					sr_parse_rule(l->items[k], (uint8_t)op);
			}
	for (int f = 0; f < sr_n_sec; f++)
		for (int i = 0; sr_sec[f] && i < sr_sec[f]->n; i++) {
			int op = 0;
			while (op < SRW_OP_COUNT && (!sr_sec_names[op] ||
						     strcmp(sr_sec[f]->keys[i]->value, sr_sec_names[op])))
				op++;
			if (op == SRW_OP_COUNT)
				sg_error(sr_sec[f]->keys[i], "simplify: rules",
					 "unknown operator section '%s'", sr_sec[f]->keys[i]->value);
		}
}

static const char *const sr_kind_cid[] = {"SRK_VAR", "SRK_CONST", "SRK_INT", "SRK_BOOL",
				       "SRK_BINARY", "SRK_UNARY", "SRK_PRED"};
static const char *const sr_op_cid[SRW_OP_COUNT] = {
	"SRW_ADD", "SRW_SUB", "SRW_MUL", "SRW_FLOORDIV", "SRW_FLOORMOD", "SRW_MIN", "SRW_MAX",
	"SRW_EQ", "SRW_NE", "SRW_LT", "SRW_LE", "SRW_GT", "SRW_GE", "SRW_AND", "SRW_OR",
	"SRW_NOT", "SRW_NEG", "SRW_TDIV", "SRW_TMOD",
};
static const char *const sr_pred_cid[] = {"SRP_GE", "SRP_LT", "SRP_LE", "SRP_NONZERO"};

void simp_write(void)
{
	struct sg_out *o = sg_out_open("simplify_rules.c");
	sg_printf(o, BANNER "#include <stdint.h>\n\n#include \"simplify_spec.h\"\n\n");
	sg_printf(o, "const struct srw_node srw_nodes[] = {\n");
	for (int i = 0; i < sr_n_nodes; i++) {
		const struct srw_node *d = &sr_nodes[i];
		const char *op = d->kind == SRK_PRED ? sr_pred_cid[d->op] :
				 d->kind == SRK_BINARY || d->kind == SRK_UNARY ? sr_op_cid[d->op] : "0";
		sg_printf(o, "\t[%d] = {%s, %s, %d, %d, %d, INT64_C(%lld)},\n", i, sr_kind_cid[d->kind],
			  op, d->slot, d->a, d->b, (long long)d->value);
	}
	if (!sr_n_nodes)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\n\nconst struct srw_rule srw_rules[] = {\n");
	for (int i = 0; i < sr_n_rules; i++)
		sg_printf(o, "\t{%s, %d, %d, %d, %u},\n", sr_op_cid[sr_rules[i].root], sr_rules[i].pat,
			  sr_rules[i].res, sr_rules[i].cond, sr_rules[i].line);
	if (!sr_n_rules)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\n\nconst uint32_t srw_first[SRW_OP_COUNT + 1] = {");
	int r = 0;
	for (int op = 0; op <= SRW_OP_COUNT; op++) {
		while (r < sr_n_rules && sr_rules[r].root < op)
			r++;
		sg_printf(o, "%s%d", op ? ", " : "", r);
	}
	sg_printf(o, "};\n");
}
