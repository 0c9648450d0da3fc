/* The `lowers_to` field of tensor ops (specs/README.md "lowers_to"): how
 * ConvertTensorToTileOps rewrites the op inside InCore functions.  Parsed
 * after every op is (the tile ops it names must be known with their kwargs)
 * and written as the op's `lowers` array of gen/ops.c.  Arguments, shapes
 * and dtypes are small expressions ("shape($0)", "dim($2, 0):INT32"),
 * parsed here into node tables the pass evaluates. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sg.h"
#include "spec.h"
#include "specgen.h"

#define LOWER_KEYS "op when args kwargs forward steps bridge from_consumer loop result_mem"
#define LOOP_KEYS "var extent iter init result yield body"
#define STEP_KEYS "name op value when args kwargs elide"
#define MAX_NODES 512
#define MAX_DEPTH 32

/* What an expression node stands for, to check arguments.  XS_RESULT is
 * $out, whose type alone may be read (by shape, dim, dtype ...). */
enum lx_sort { XS_VALUE, XS_DIM, XS_NUM, XS_LIST, XS_DTYPE, XS_CONST, XS_RESULT };

/* An alternative under construction. */
struct alt {
	const struct sg_op *o;   /* the tensor op */
	const char *who;
	struct spec_lx nodes[MAX_NODES];
	uint8_t sort[MAX_NODES];
	int n_nodes;
	const char *const *steps; /* names of the steps parsed so far */
	int n_steps;
	struct spec_lower_loop *loop; /* the alternative's loop, or NULL */
	bool in_loop;             /* parsing the loop body: its var and iter arg are visible */
	bool failed;
};

static const char *who_of(const struct sg_op *o)
{
	return sg_fmt("%s: lowers_to", o->name);
}

/* ---- conditions ---------------------------------------------------------- */

static int operand_of(struct alt *A, const struct sg_node *n)
{
	int64_t a;
	if (!sg_int(n, A->who, &a))
		return -1;
	if (a < 0 || a >= A->o->op.n_operands) {
		sg_error(n, A->who, "%lld is not an operand of %s", (long long)a, A->o->name);
		return -1;
	}
	return (int)a;
}

static int kwarg_of(const struct spec_op *op, const char *name)
{
	for (int j = 0; j < op->n_kwargs; j++)
		if (!strcmp(op->kwargs[j].name, name))
			return j;
	return -1;
}

/* when := always | row_broadcast | {tensor|tile|scalar|present|nd|multi_row|rank2|rank3: N or [N, ...], kwarg|last_dim: NAME, axis: [NAME, K], unset: NAME or [NAME, ...], differ: K} */
static bool parse_when(struct alt *A, const struct sg_node *n, uint8_t *nw,
		       const struct spec_lower_cond **out)
{
	struct spec_lower_cond *c = sg_alloc(sizeof *c * 40);
	int k = 0;
	if (n->kind == SG_SCALAR) {
		int w = sg_enum(n, A->who, "lowering condition", lower_when_names, LW_COUNT);
		if (w < 0)
			return false;
		if (w != LW_always && w != LW_row_broadcast) {
			sg_error(n, A->who, "when: %s needs an argument: {%s: ...}", n->value, n->value);
			return false;
		}
		if (w == LW_row_broadcast && A->o->op.n_operands < 2) {
			sg_error(n, A->who, "when: row_broadcast needs two operands");
			return false;
		}
		if (w == LW_row_broadcast)
			c[k++] = (struct spec_lower_cond){LW_row_broadcast, 0};
		*nw = (uint8_t)k;
		*out = c;
		return true;
	}
	if (!sg_is_map(n, A->who))
		return false;
	bool ok = true;
	for (int i = 0; i < n->n; i++) {
		int w = sg_enum(n->keys[i], A->who, "lowering condition", lower_when_names, LW_COUNT);
		if (w < 0)
			return false;
		if (w == LW_always || w == LW_row_broadcast) {
			sg_error(n->keys[i], A->who, "when: %s is written alone", n->keys[i]->value);
			return false;
		}
		const struct sg_node *v = n->vals[i];
		if (w == LW_differ) {
			int64_t d;
			if (!sg_int(v, A->who, &d))
				return false;
			if (A->o->op.n_operands < 2 || d < 0 || d > 15) {
				sg_error(v, A->who, "when: differ takes a dim 0 to 15 of operands 0 and 1");
				return false;
			}
			c[k++] = (struct spec_lower_cond){LW_differ, (uint8_t)d};
			continue;
		}
		if (w == LW_axis) {
			/* [NAME, K]: int kwarg NAME names operand 0's dim K */
			int64_t d;
			const char *name = v->kind == SG_SEQ && v->n == 2 ? sg_str(v->items[0], A->who) : NULL;
			int kw = name ? kwarg_of(&A->o->op, name) : -1;
			if (!name || kw < 0 || A->o->op.kwargs[kw].type != KT_int) {
				sg_error(v, A->who, "when: axis takes [an int kwarg of %s, a dim]", A->o->name);
				return false;
			}
			if (!sg_int(v->items[1], A->who, &d))
				return false;
			if (d < 0 || d > 15) {
				sg_error(v->items[1], A->who, "when: axis takes a dim 0 to 15");
				return false;
			}
			c[k++] = (struct spec_lower_cond){LW_axis, (uint8_t)kw, (uint8_t)d};
			continue;
		}
		if (w == LW_kwarg || w == LW_last_dim) {
			const char *name = sg_str(v, A->who);
			int kw = name ? kwarg_of(&A->o->op, name) : -1;
			enum kwarg_type kt = kw >= 0 ? A->o->op.kwargs[kw].type : KT_int;
			if (name && kw < 0)
				sg_error(v, A->who, "when: '%s' is not a kwarg of %s", name, A->o->name);
			else if (kt != KT_int && (w == LW_last_dim || kt != KT_bool))
				sg_error(v, A->who, "when: kwarg '%s' is not %s", name,
					 w == LW_kwarg ? "bool or int" : "int"), kw = -1;
			if (kw < 0)
				return false;
			c[k++] = (struct spec_lower_cond){(uint8_t)w, (uint8_t)kw};
			continue;
		}
		if (w == LW_unset) {
			/* a kwarg name, or a list of them: none is written */
			int m = v->kind == SG_SEQ ? v->n : 1;
			if (m == 0 || k + m > 40) {
				sg_error(v, A->who, "when: unset lists 1 to 8 kwargs");
				return false;
			}
			for (int j = 0; j < m; j++) {
				const struct sg_node *x = v->kind == SG_SEQ ? v->items[j] : v;
				const char *name = sg_str(x, A->who);
				int kw = name ? kwarg_of(&A->o->op, name) : -1;
				if (name && kw < 0)
					sg_error(x, A->who, "when: '%s' is not a kwarg of %s", name, A->o->name);
				if (kw < 0)
					ok = false;
				else
					c[k++] = (struct spec_lower_cond){LW_unset, (uint8_t)kw};
			}
			continue;
		}
		int m = v->kind == SG_SEQ ? v->n : 1;
		if (m == 0 || k + m > 40) {
			sg_error(v, A->who, "when: %s lists 1 to 8 operands", n->keys[i]->value);
			return false;
		}
		for (int j = 0; j < m; j++) {
			int a = operand_of(A, v->kind == SG_SEQ ? v->items[j] : v);
			if (a < 0)
				ok = false;
			else
				c[k++] = (struct spec_lower_cond){(uint8_t)w, (uint8_t)a};
		}
	}
	*nw = (uint8_t)k;
	*out = c;
	return ok;
}

/* ---- expressions ----------------------------------------------------------- */

struct lex {
	struct alt *A;
	const struct sg_node *at;
	const char *s;
	int depth;
};

static void skip_ws(struct lex *L)
{
	while (*L->s == ' ')
		L->s++;
}

static bool expect(struct lex *L, char ch)
{
	skip_ws(L);
	if (*L->s != ch) {
		sg_error(L->at, L->A->who, "expression '%s': '%c' expected at '%s'", L->at->value, ch,
			 *L->s ? L->s : "the end");
		return false;
	}
	L->s++;
	return true;
}

static int node(struct lex *L, uint8_t kind, uint8_t sort)
{
	struct alt *A = L->A;
	if (A->n_nodes >= MAX_NODES) {
		sg_error(L->at, A->who, "more than %d expression nodes", MAX_NODES);
		return -1;
	}
	A->nodes[A->n_nodes] = (struct spec_lx){.kind = kind};
	A->sort[A->n_nodes] = sort;
	return A->n_nodes++;
}

static void set_kids(struct alt *A, int at, const int16_t *kids, int n)
{
	int16_t *k = sg_alloc(sizeof *k * (size_t)(n + 1));
	memcpy(k, kids, sizeof *k * (size_t)n);
	A->nodes[at].kids = k;
	A->nodes[at].n = (uint8_t)n;
}

static bool ident(struct lex *L, char *buf, size_t cap)
{
	skip_ws(L);
	size_t n = 0;
	while (isalnum((unsigned char)*L->s) || *L->s == '_') {
		if (n + 1 >= cap)
			return false;
		buf[n++] = *L->s++;
	}
	buf[n] = 0;
	return n > 0;
}

static int parse_expr(struct lex *L);

/* items := [expr {, expr}] close: the items' nodes in kids[MAX_ITEMS]; their
 * count, or -1 after an error. */
#define MAX_ITEMS 16
static int parse_items(struct lex *L, char close, int16_t *kids)
{
	int n = 0;
	skip_ws(L);
	while (*L->s != close) {
		if (n >= MAX_ITEMS) {
			sg_error(L->at, L->A->who, "expression '%s': more than %d items in a %s", L->at->value,
				 MAX_ITEMS, close == ')' ? "call" : "list");
			return -1;
		}
		int k = parse_expr(L);
		if (k < 0)
			return -1;
		kids[n++] = (int16_t)k;
		skip_ws(L);
		if (*L->s != ',')
			break;
		L->s++;
	}
	return expect(L, close) ? n : -1;
}

static bool sort_ok(struct lex *L, int node_i, uint32_t sorts, const char *what)
{
	if (node_i < 0)
		return false;
	if (sorts & (1u << L->A->sort[node_i]))
		return true;
	sg_error(L->at, L->A->who, "expression '%s': %s", L->at->value, what);
	return false;
}

#define S(x) (1u << (x))

/* A dim, a number, or a step (its scalar result): what arithmetic and lists
 * take.  An operand is a value too, but not a number. */
static bool arith_ok(struct lex *L, int node_i, const char *what)
{
	if (!sort_ok(L, node_i, S(XS_DIM) | S(XS_NUM) | S(XS_VALUE), what))
		return false;
	if (L->A->sort[node_i] != XS_VALUE || L->A->nodes[node_i].kind == LX_step)
		return true;
	sg_error(L->at, L->A->who, "expression '%s': %s", L->at->value, what);
	return false;
}

/* The arguments of function `fn` after its '('. */
static int parse_call(struct lex *L, int fn)
{
	struct alt *A = L->A;
	if (fn == LX_kw) {
		char name[64];
		if (!ident(L, name, sizeof name) || !expect(L, ')'))
			return -1;
		int k = kwarg_of(&A->o->op, name);
		if (k < 0 || (A->o->op.kwargs[k].type != KT_int && A->o->op.kwargs[k].type != KT_bool &&
			      A->o->op.kwargs[k].type != KT_mem)) {
			sg_error(L->at, A->who, "expression '%s': kw(%s): not an int, bool or mem kwarg of %s",
				 L->at->value, name, A->o->name);
			return -1;
		}
		int r = node(L, LX_kw, XS_DIM);
		if (r >= 0)
			A->nodes[r].i = k;
		return r;
	}
	int16_t kids[MAX_ITEMS];
	int n = parse_items(L, ')', kids);
	if (n < 0)
		return -1;
	if (n < lower_expr_min[fn] || n > lower_expr_max[fn]) {
		sg_error(L->at, A->who, "expression '%s': %s takes %d to %d arguments, %d given",
			 L->at->value, lower_expr_names[fn], lower_expr_min[fn], lower_expr_max[fn], n);
		return -1;
	}
	static const char *const need_value = "shape, valid_shape, dtype, mask and index take an operand, a step or $out";
	const uint32_t value = S(XS_VALUE) | S(XS_RESULT);
	uint8_t sort = XS_DIM;
	switch (fn) {
	case LX_shape:
	case LX_valid_shape:
		sort = XS_LIST;
		if (!sort_ok(L, kids[0], value, need_value))
			return -1;
		break;
	case LX_zeros:
		sort = XS_LIST;
		if (!sort_ok(L, kids[0], value | S(XS_LIST), "zeros takes a value or a list"))
			return -1;
		break;
	case LX_dim:
		if (!sort_ok(L, kids[0], value | S(XS_LIST), "dim takes a value or a list") ||
		    !sort_ok(L, kids[1], S(XS_NUM), "dim takes a constant index"))
			return -1;
		break;
	case LX_lead:
		if (!sort_ok(L, kids[0], value | S(XS_LIST), "lead takes a value or a list"))
			return -1;
		break;
	case LX_last_axis:
		if (!sort_ok(L, kids[0], value | S(XS_LIST), "last_axis takes a value or a list"))
			return -1;
		break;
	case LX_with_last:
		sort = XS_LIST;
		if (!sort_ok(L, kids[0], S(XS_LIST), "with_last takes a list") ||
		    !arith_ok(L, kids[1], "with_last takes a dim"))
			return -1;
		break;
	case LX_at_least:
		if (!sort_ok(L, kids[0], S(XS_DIM) | S(XS_NUM), "at_least takes a dim") ||
		    !sort_ok(L, kids[1], S(XS_NUM), "at_least takes a constant bound"))
			return -1;
		break;
	case LX_cap:
		if (!sort_ok(L, kids[0], S(XS_DIM) | S(XS_NUM), "cap takes dims") ||
		    !sort_ok(L, kids[1], S(XS_DIM) | S(XS_NUM), "cap takes dims"))
			return -1;
		break;
	case LX_sum_last:
		for (int i = 0; i < n; i++)
			if (!sort_ok(L, kids[i], S(XS_VALUE), "sum_last takes operands or steps"))
				return -1;
		break;
	case LX_dtype:
	case LX_mask:
	case LX_index:
		sort = XS_DTYPE;
		if (!sort_ok(L, kids[0], value, need_value))
			return -1;
		break;
	default:
		sg_error(L->at, A->who, "expression '%s': %s is not a function", L->at->value,
			 lower_expr_names[fn]);
		return -1;
	}
	int r = node(L, (uint8_t)fn, sort);
	if (r >= 0)
		set_kids(A, r, kids, n);
	return r;
}

/* prim := $N | $out | number | [expr, ...] | NAME(args) | NAME (a step or a dtype) */
static int parse_prim(struct lex *L)
{
	struct alt *A = L->A;
	skip_ws(L);
	if (*L->s == '$') {
		L->s++;
		if (!strncmp(L->s, "out", 3) && !isalnum((unsigned char)L->s[3]) && L->s[3] != '_') {
			L->s += 3;
			return node(L, LX_result, XS_RESULT);
		}
		char *end;
		long v = strtol(L->s, &end, 10);
		if (end == L->s || v < 0 || v >= A->o->op.n_operands) {
			sg_error(L->at, A->who, "expression '%s': $%.*s is not an operand of %s", L->at->value,
				 (int)(end - L->s), L->s, A->o->name);
			return -1;
		}
		L->s = end;
		int r = node(L, LX_operand, XS_VALUE);
		if (r >= 0)
			A->nodes[r].i = v;
		return r;
	}
	if (isdigit((unsigned char)*L->s) || *L->s == '-' || *L->s == '.') {
		char *end;
		double f = strtod(L->s, &end);
		if (end == L->s || !isfinite(f)) {
			sg_error(L->at, A->who, "expression '%s': a number expected at '%s'", L->at->value, L->s);
			return -1;
		}
		bool is_int = true;
		for (const char *q = L->s; q < end; q++)
			is_int &= *q != '.' && *q != 'e' && *q != 'E';
		L->s = end;
		if (is_int && fabs(f) < 1e15) {
			int r = node(L, LX_int, XS_NUM);
			if (r >= 0)
				A->nodes[r].i = (int64_t)f;
			return r;
		}
		int r = node(L, LX_float, XS_NUM);
		if (r >= 0)
			A->nodes[r].f = f;
		return r;
	}
	if (*L->s == '[') {
		L->s++;
		int16_t kids[MAX_ITEMS];
		int n = parse_items(L, ']', kids);
		for (int i = 0; i < n; i++)
			if (!arith_ok(L, kids[i], "a list holds dims"))
				return -1;
		if (n < 0)
			return -1;
		int r = node(L, LX_list, XS_LIST);
		if (r >= 0)
			set_kids(A, r, kids, n);
		return r;
	}
	char name[64];
	if (!ident(L, name, sizeof name)) {
		sg_error(L->at, A->who, "expression '%s': unexpected '%s'", L->at->value, *L->s ? L->s : "end");
		return -1;
	}
	skip_ws(L);
	if (*L->s == '(') {
		L->s++;
		int fn = -1;
		for (int i = 0; i < LX_COUNT; i++)
			if (!strcmp(lower_expr_names[i], name))
				fn = i;
		if (fn < LX_shape) {
			sg_error(L->at, A->who, "expression '%s': unknown function '%s'", L->at->value, name);
			return -1;
		}
		return parse_call(L, fn);
	}
	int dt = -1;
	for (int i = 0; i < DT_COUNT; i++)
		if (!strcmp(dtype_infos[i].name, name))
			dt = i;
	if (dt >= 0) {
		int r = node(L, LX_dtype_lit, XS_DTYPE);
		if (r >= 0)
			A->nodes[r].i = dt;
		return r;
	}
	if (A->loop && (!strcmp(A->loop->var, name) || !strcmp(A->loop->iter, name))) {
		if (!A->in_loop) {
			sg_error(L->at, A->who, "expression '%s': '%s' is visible in the loop body only",
				 L->at->value, name);
			return -1;
		}
		bool var = !strcmp(A->loop->var, name);
		return node(L, var ? LX_loop_var : LX_loop_iter, var ? XS_DIM : XS_VALUE);
	}
	for (int i = A->n_steps - 1; i >= 0; i--)
		if (!strcmp(A->steps[i], name)) {
			int r = node(L, LX_step, XS_VALUE);
			if (r >= 0)
				A->nodes[r].i = i;
			return r;
		}
	sg_error(L->at, A->who, "expression '%s': '%s' is neither an earlier step nor a dtype", L->at->value,
		 name);
	return -1;
}

/* term := prim [':' dtype] */
static int parse_term(struct lex *L)
{
	int p = parse_prim(L);
	skip_ws(L);
	if (p < 0 || *L->s != ':')
		return p;
	L->s++;
	int d = parse_prim(L);
	if (d < 0 || !arith_ok(L, p, "only a number, a dim or a step takes a dtype (x:DT)") ||
	    !sort_ok(L, d, S(XS_DTYPE), "x:DT takes a dtype after ':'"))
		return -1;
	int r = node(L, LX_typed, XS_CONST);
	int16_t kids[2] = {(int16_t)p, (int16_t)d};
	if (r >= 0)
		set_kids(L->A, r, kids, 2);
	return r;
}

/* prod := term [('*' | '/' | '%') term ...]   (left to right, as Python's) */
static int parse_prod(struct lex *L)
{
	int l = parse_term(L);
	skip_ws(L);
	while (l >= 0 && (*L->s == '*' || *L->s == '/' || *L->s == '%')) {
		char c = *L->s++;
		const char *what = c == '*' ? "'*' multiplies dims" : c == '/' ? "'/' divides dims"
										: "'%' takes dims";
		int r = parse_term(L);
		if (r < 0 || !arith_ok(L, l, what) || !arith_ok(L, r, what))
			return -1;
		if (c != '*' && L->A->nodes[r].kind == LX_int && L->A->nodes[r].i == 0) {
			sg_error(L->at, L->A->who, "expression '%s': '%c' by zero", L->at->value, c);
			return -1;
		}
		int m = node(L, c == '*' ? LX_mul : c == '/' ? LX_div : LX_mod, XS_DIM);
		int16_t kids[2] = {(int16_t)l, (int16_t)r};
		if (m >= 0)
			set_kids(L->A, m, kids, 2);
		l = m;
		skip_ws(L);
	}
	return l;
}

/* expr := prod ['+' prod ...] */
static int parse_expr(struct lex *L)
{
	if (++L->depth > MAX_DEPTH) {
		sg_error(L->at, L->A->who, "expression '%s' nests more than %d deep", L->at->value, MAX_DEPTH);
		return -1;
	}
	int l = parse_prod(L);
	skip_ws(L);
	while (l >= 0 && *L->s == '+') {
		L->s++;
		int r = parse_prod(L);
		if (r < 0 || !arith_ok(L, l, "'+' adds dims") || !arith_ok(L, r, "'+' adds dims"))
			return -1;
		int m = node(L, LX_add, XS_DIM);
		int16_t kids[2] = {(int16_t)l, (int16_t)r};
		if (m >= 0)
			set_kids(L->A, m, kids, 2);
		l = m;
		skip_ws(L);
	}
	L->depth--;
	return l;
}

/* A whole argument: a plain integer N is operand N (the short form). */
static int parse_arg(struct alt *A, const struct sg_node *n, bool dtype)
{
	if (n->kind != SG_SCALAR) {
		sg_error(n, A->who, "an argument is an operand index or an expression string");
		return -1;
	}
	char *end;
	long v = strtol(n->value, &end, 10);
	if (!dtype && n->value[0] && !*end && !n->quoted) {
		if (v < 0 || v >= A->o->op.n_operands) {
			sg_error(n, A->who, "%ld is not an operand of %s", v, A->o->name);
			return -1;
		}
		struct lex L = {A, n, n->value, 0};
		int r = node(&L, LX_operand, XS_VALUE);
		if (r >= 0)
			A->nodes[r].i = v;
		return r;
	}
	struct lex L = {A, n, n->value, 0};
	int r = parse_expr(&L);
	if (r < 0)
		return -1;
	skip_ws(&L);
	if (*L.s) {
		sg_error(n, A->who, "expression '%s': unexpected '%s'", n->value, L.s);
		return -1;
	}
	if (dtype && A->sort[r] != XS_DTYPE) {
		sg_error(n, A->who, "expression '%s': a dtype expected", n->value);
		return -1;
	}
	if (!dtype && A->sort[r] == XS_DTYPE) {
		sg_error(n, A->who, "expression '%s': a dtype is not an operand", n->value);
		return -1;
	}
	if (A->sort[r] == XS_RESULT) {
		sg_error(n, A->who, "expression '%s': $out is read only through shape, dim, dtype ...",
			 n->value);
		return -1;
	}
	return r;
}

/* ---- calls: args and kwargs of the tile op or of a step --------------------- */

static bool parse_args(struct alt *A, const struct spec_op *to, const struct sg_node *n,
		       uint8_t *na, const int16_t **out)
{
	if (!sg_is_seq(n, A->who))
		return false;
	if (n->n > to->n_operands || n->n < to->min_operands) {
		sg_error(n, A->who, "args: %s takes %d to %d operands, %d given", to->name,
			 to->min_operands, to->n_operands, n->n);
		return false;
	}
	int16_t *v = sg_alloc(sizeof *v * ((size_t)n->n + 1));
	bool ok = true;
	for (int i = 0; i < n->n; i++) {
		int r = parse_arg(A, n->items[i], false);
		ok &= r >= 0;
		v[i] = (int16_t)r;
	}
	*out = v;
	*na = (uint8_t)n->n;
	return ok;
}

/* kwargs: {name: literal or dtype expression} of op `to`; `required` checks
 * that every required kwarg of `to` is given. */
static bool parse_kwargs(struct alt *A, const struct spec_op *to, const struct sg_node *kw,
			 bool required, uint8_t *nk, const struct spec_lower_kw **out)
{
	int n = kw && kw->kind == SG_MAP ? kw->n : 0;
	if (kw && !sg_is_map(kw, A->who))
		return false;
	struct spec_lower_kw *d = sg_alloc(sizeof *d * (size_t)(n + 1));
	bool ok = true;
	int k = 0;
	for (int i = 0; i < n && i < 255; i++) {
		int j = kwarg_of(to, kw->keys[i]->value);
		if (j < 0) {
			sg_error(kw->keys[i], A->who, "kwargs: '%s' is not a kwarg of %s", kw->keys[i]->value,
				 to->name);
			ok = false;
			continue;
		}
		const struct sg_node *v = kw->vals[i];
		const struct spec_kwarg *tk = &to->kwargs[j];
		if ((tk->type == KT_int || tk->type == KT_bool || tk->type == KT_mem) && v->kind == SG_SCALAR &&
		    !strncmp(v->value, "kw(", 3)) {
			/* the tensor op's kwarg of that name, of the same type and enum */
			int r = parse_arg(A, v, false);
			const struct spec_kwarg *fk = r >= 0 && A->nodes[r].kind == LX_kw
							      ? &A->o->op.kwargs[A->nodes[r].i] : NULL;
			if (r >= 0 && !fk)
				sg_error(v, A->who, "kwargs: '%s': kw(NAME) stands alone", v->value);
			else if (fk && (fk->type != tk->type || fk->enum_id != tk->enum_id))
				sg_error(v, A->who, "kwargs: %s of %s takes %s's kwarg '%s' of another type or enum",
					 tk->name, to->name, A->o->name, fk->name), fk = NULL;
			if (!fk) {
				ok = false;
				continue;
			}
			d[k++] = (struct spec_lower_kw){tk->name, NULL, (int16_t)r};
			continue;
		}
		if (to->kwargs[j].type == KT_dtype && v->kind == SG_SCALAR && strchr(v->value, '(')) {
			int r = parse_arg(A, v, true);
			if (r < 0) {
				ok = false;
				continue;
			}
			d[k++] = (struct spec_lower_kw){to->kwargs[j].name, NULL, (int16_t)r};
			continue;
		}
		if (!ops_kw_value_ok(v, A->who, to->kwargs[j].type, to->kwargs[j].enum_id)) {
			ok = false;
			continue;
		}
		d[k++] = (struct spec_lower_kw){to->kwargs[j].name, v->value, -1};
	}
	for (int j = 0; required && j < to->n_kwargs; j++) {
		bool given = false;
		for (int i = 0; i < k; i++)
			given |= !strcmp(d[i].kwarg, to->kwargs[j].name);
		if (to->kwargs[j].required && !given) {
			sg_error(kw, A->who, "%s needs kwarg '%s'", to->name, to->kwargs[j].name);
			ok = false;
		}
	}
	*out = d;
	*nk = (uint8_t)k;
	return ok;
}

static bool parse_forward(struct alt *A, const struct spec_op *to, const struct sg_node *fw,
			  struct spec_lowering *l)
{
	l->forward_all = !fw;
	if (!fw)
		return true;
	if (!sg_is_seq(fw, A->who))
		return false;
	const char **f = sg_alloc(sizeof *f * (size_t)(fw->n + 1));
	bool ok = true;
	for (int i = 0; i < fw->n && i < 255; i++) {
		const char *name = sg_str(fw->items[i], A->who);
		if (!name)
			continue;
		bool here = kwarg_of(&A->o->op, name) >= 0, there = kwarg_of(to, name) >= 0;
		if (!here || !there) {
			sg_error(fw->items[i], A->who, "forward: '%s' is not a kwarg of %s", name,
				 here ? to->name : A->o->name);
			ok = false;
			continue;
		}
		f[l->n_forward++] = name;
	}
	l->forward = f;
	return ok;
}

/* The tile op `opn` names; a step (`emitted`) may also call a tensor op that
 * codegen emits (tensor.read, tensor.dim). */
static const struct spec_op *tile_op(struct alt *A, const struct sg_node *opn, uint16_t *id, bool emitted)
{
	const char *name = sg_str(opn, A->who);
	if (!name)
		return NULL;
	int t = op_find(name);
	if (t < 0) {
		sg_error(opn, A->who, "unknown op '%s'", name);
		return NULL;
	}
	const struct spec_op *to = &sg_ops[t].op;
	if (!strcmp(to->op_category, "TensorOp") && (!emitted || to->emit == EK_unsupported)) {
		sg_error(opn, A->who, "'%s' is a tensor op; a lowering calls tile ops%s", name,
			 emitted ? " (and tensor ops codegen emits)" : "");
		return NULL;
	}
	*id = (uint16_t)t;
	return to;
}

/* step := {name, op, args, kwargs?, when?, elide?} | {name, value} */
static bool parse_steps(struct alt *A, const struct sg_node *n, struct spec_lowering *l)
{
	if (!sg_is_seq(n, A->who))
		return false;
	if (n->n == 0 || n->n > 64) {
		sg_error(n, A->who, "steps: 1 to 64 steps");
		return false;
	}
	struct spec_lower_step *st = sg_alloc(sizeof *st * (size_t)n->n);
	memset(st, 0, sizeof *st * (size_t)n->n);
	const char **names = sg_alloc(sizeof *names * (size_t)n->n);
	A->steps = names;
	bool ok = true;
	for (int i = 0; i < n->n; i++) {
		const struct sg_node *s = n->items[i];
		const struct sg_node *val = sg_get(s, "value");
		if (!sg_keys(s, A->who, val ? "name value" : STEP_KEYS, val ? "name value" : "name op args"))
			return false;
		const struct sg_node *nm = sg_get(s, "name");
		if (!sg_ident(nm, A->who, false))
			return false;
		A->in_loop = A->loop && i >= A->loop->body;
		if (val) {
			/* a scalar expression bound to a var of the step's name */
			int r = parse_arg(A, val, false);
			int16_t *a1 = sg_alloc(sizeof *a1);
			ok &= r >= 0;
			*a1 = (int16_t)r;
			st[i] = (struct spec_lower_step){.name = nm->value, .op = SPEC_STEP_VALUE, .n_args = 1, .args = a1};
			names[i] = nm->value;
			A->n_steps = i + 1;
			continue;
		}
		const struct spec_op *to = tile_op(A, sg_get(s, "op"), &st[i].op, true);
		if (!to)
			return false;
		st[i].name = nm->value;
		const struct sg_node *v;
		if ((v = sg_get(s, "when")) && !parse_when(A, v, &st[i].n_when, &st[i].when))
			ok = false;
		if ((v = sg_get(s, "elide")) && !sg_bool(v, A->who, &st[i].elide))
			ok = false;
		if (!parse_args(A, to, sg_get(s, "args"), &st[i].n_args, &st[i].args))
			ok = false;
		else if ((st[i].n_when || st[i].elide) && st[i].n_args == 0) {
			sg_error(s, A->who, "a step that may be skipped stands for its first argument: it needs one");
			ok = false;
		}
		if (!parse_kwargs(A, to, sg_get(s, "kwargs"), true, &st[i].n_kwargs, &st[i].kwargs))
			ok = false;
		names[i] = nm->value;
		A->n_steps = i + 1;
	}
	l->steps = st;
	l->n_steps = (uint8_t)n->n;
	return ok;
}

/* bridge := [{arg: N, mem: SPACE, trans: KWARG?, pad_rows: N?}, ...] */
static bool parse_bridge(struct alt *A, const struct sg_node *n, struct spec_lowering *l)
{
	if (!sg_is_seq(n, A->who))
		return false;
	struct spec_lower_bridge *b = sg_alloc(sizeof *b * (size_t)(n->n + 1));
	bool ok = true;
	for (int i = 0; i < n->n && i < 16; i++) {
		const struct sg_node *e = n->items[i];
		if (!sg_keys(e, A->who, "arg mem trans pad_rows", "arg mem"))
			return false;
		int64_t pad = 0;
		const struct sg_node *pr = sg_get(e, "pad_rows");
		if (pr && !sg_int_range(pr, A->who, 1, 255, &pad))
			ok = false;
		int a = operand_of(A, sg_get(e, "arg"));
		int m = sg_enum(sg_get(e, "mem"), A->who, "memory space", memspace_names, MS_COUNT);
		int t = -1;
		const struct sg_node *tr = sg_get(e, "trans");
		if (tr) {
			const char *name = sg_str(tr, A->who);
			t = name ? kwarg_of(&A->o->op, name) : -1;
			if (name && (t < 0 || A->o->op.kwargs[t].type != KT_bool)) {
				sg_error(tr, A->who, "bridge: '%s' is not a bool kwarg of %s", name, A->o->name);
				t = -1;
			}
			if (t < 0)
				ok = false;
		}
		if (a < 0 || m < 0) {
			ok = false;
			continue;
		}
		b[l->n_bridge++] = (struct spec_lower_bridge){(uint8_t)a, (uint8_t)m, (int16_t)t, (uint8_t)pad};
	}
	l->bridge = b;
	return ok;
}

/* loop := {var, extent, iter, init, result, yield, body?}: names, the extent
 * and init expressions (outside the loop), body the first step inside it. */
static bool parse_loop(struct alt *A, const struct sg_node *n, const struct sg_node *steps,
		       struct spec_lowering *l)
{
	if (!sg_keys(n, A->who, LOOP_KEYS, "var extent iter init result yield"))
		return false;
	struct spec_lower_loop *lp = sg_alloc(sizeof *lp);
	memset(lp, 0, sizeof *lp);
	static const char *const names[] = {"var", "iter", "result", "yield"};
	const char **dst[] = {&lp->var, &lp->iter, &lp->result, &lp->yield};
	for (int i = 0; i < 4; i++) {
		const struct sg_node *v = sg_get(n, names[i]);
		if (!sg_ident(v, A->who, false))
			return false;
		*dst[i] = v->value;
	}
	if (!strcmp(lp->var, lp->iter)) {
		sg_error(n, A->who, "loop: var and iter need two names");
		return false;
	}
	int64_t body = 0;
	const struct sg_node *b = sg_get(n, "body");
	if (b && !sg_int(b, A->who, &body))
		return false;
	if (body < 0 || body > (steps && steps->kind == SG_SEQ ? steps->n : 0)) {
		sg_error(b, A->who, "loop: body is the index of a step (or the step count: the tile op alone)");
		return false;
	}
	lp->body = (uint8_t)body;
	l->loop = lp;
	A->loop = lp;
	return true;
}

/* The loop's extent and init, read after the steps: they may name the
 * steps before the body (an accumulator the loop starts from). */
static bool parse_loop_exprs(struct alt *A, const struct sg_node *n)
{
	struct spec_lower_loop *lp = A->loop;
	int n_steps = A->n_steps;
	A->n_steps = n_steps < lp->body ? n_steps : lp->body;
	A->in_loop = false;
	int e = parse_arg(A, sg_get(n, "extent"), false), i = parse_arg(A, sg_get(n, "init"), false);
	A->n_steps = n_steps;
	if (e < 0 || i < 0)
		return false;
	lp->extent = (int16_t)e;
	lp->init = (int16_t)i;
	return true;
}

/* alternative := tile-op-name | {op, when?, args?, kwargs?, forward?, steps?, bridge?, from_consumer?} */
static bool parse_alt(const struct sg_op *o, const struct sg_node *n, struct spec_lowering *l)
{
	struct alt *A = calloc(1, sizeof *A);
	if (!A)
		abort();
	A->o = o;
	A->who = who_of(o);
	const struct sg_node *opn = n;
	bool ok = false;
	if (n->kind == SG_MAP) {
		if (!sg_keys(n, A->who, LOWER_KEYS, "op"))
			goto out;
		opn = sg_get(n, "op");
	}
	const struct spec_op *to = tile_op(A, opn, &l->op, false);
	if (!to)
		goto out;
	l->all_args = true;
	l->forward_all = true;
	l->from_consumer = -1;
	l->result_mem = -1;
	const struct sg_node *v;
	bool has_args = n->kind == SG_MAP && sg_get(n, "args");
	if (!has_args && o->op.n_operands > to->n_operands) {
		sg_error(opn, A->who, "%s takes at most %d operands; %s has %d: give args", to->name,
			 to->n_operands, o->name, o->op.n_operands);
		goto out;
	}
	ok = true;
	if (n->kind != SG_MAP)
		goto out;
	if ((v = sg_get(n, "when")) && !parse_when(A, v, &l->n_when, &l->when))
		ok = false;
	if ((v = sg_get(n, "loop")) && !parse_loop(A, v, sg_get(n, "steps"), l))
		ok = false;
	if ((v = sg_get(n, "steps")) && !parse_steps(A, v, l))
		ok = false;
	if (A->loop && !parse_loop_exprs(A, sg_get(n, "loop")))
		ok = false;
	A->in_loop = A->loop != NULL;
	if ((v = sg_get(n, "bridge")) && !parse_bridge(A, v, l))
		ok = false;
	if (has_args) {
		l->all_args = false;
		if (!parse_args(A, to, sg_get(n, "args"), &l->n_args, &l->args))
			ok = false;
	}
	if (!parse_kwargs(A, to, sg_get(n, "kwargs"), false, &l->n_kwargs, &l->kwargs))
		ok = false;
	if (!parse_forward(A, to, sg_get(n, "forward"), l))
		ok = false;
	if ((v = sg_get(n, "result_mem"))) {
		int m = sg_enum(v, A->who, "memory space", memspace_names, MS_COUNT);
		/* an op whose result type may be left to the annotation (split_reshape
		 * without its split) takes one too */
		if (m >= 0 && to->type_rule.kind != TR_annotated && to->type_rule.kind != TR_split_reshape)
			sg_error(v, A->who, "result_mem: %s deduces its own type", to->name), m = -1;
		if (m < 0)
			ok = false;
		l->result_mem = (int8_t)m;
	}
	if ((v = sg_get(n, "from_consumer"))) {
		const char *name = sg_str(v, A->who);
		int k = name ? kwarg_of(to, name) : -1;
		if (name && (k < 0 || to->kwargs[k].type != KT_mem))
			sg_error(v, A->who, "from_consumer: '%s' is not a memory-space kwarg of %s", name,
				 to->name);
		if (k < 0)
			ok = false;
		l->from_consumer = (int16_t)k;
	}
	if (A->n_nodes) {
		struct spec_lx *nodes = sg_alloc(sizeof *nodes * (size_t)A->n_nodes);
		memcpy(nodes, A->nodes, sizeof *nodes * (size_t)A->n_nodes);
		l->nodes = nodes;
		l->n_nodes = (uint16_t)A->n_nodes;
	}
out:
	free(A);
	return ok;
}

void lowering_check(void)
{
	for (int i = 0; i < sg_n_ops; i++) {
		struct sg_op *o = &sg_ops[i];
		const struct sg_node *v = sg_get(o->node, "lowers_to");
		if (!v)
			continue;
		const char *who = who_of(o);
		if (strncmp(o->name, "tensor.", 7) != 0 && strncmp(o->name, "pld.tensor.", 11) != 0) {
			sg_error(v, who, "only a tensor-level op (tensor.*, pld.tensor.*) lowers to tile ops");
			continue;
		}
		int n = v->kind == SG_SEQ ? v->n : 1;
		if (v->kind == SG_SEQ && (n == 0 || n > 16)) {
			sg_error(v, who, "1 to 16 alternatives");
			continue;
		}
		struct spec_lowering *l = sg_alloc(sizeof *l * (size_t)n);
		memset(l, 0, sizeof *l * (size_t)n);
		int k = 0;
		for (int j = 0; j < n; j++)
			if (parse_alt(o, v->kind == SG_SEQ ? v->items[j] : v, &l[k]))
				k++;
		o->op.lowers = l;
		o->op.n_lowers = (uint8_t)k;
	}
}

/* ---- writing ------------------------------------------------------------------- */

static void write_conds(struct sg_out *out, uint8_t n, const struct spec_lower_cond *c)
{
	sg_printf(out, ".n_when = %d, .when = ", n);
	if (!n) {
		sg_printf(out, "NULL");
		return;
	}
	sg_printf(out, "(const struct spec_lower_cond[]){");
	for (int i = 0; i < n; i++)
		if (c[i].when == LW_axis)
			sg_printf(out, "%s{LW_%s, %d, %d}", i ? ", " : "", lower_when_names[c[i].when], c[i].arg,
				  c[i].k);
		else
			sg_printf(out, "%s{LW_%s, %d}", i ? ", " : "", lower_when_names[c[i].when], c[i].arg);
	sg_printf(out, "}");
}

static void write_nodes_ref(struct sg_out *out, const char *field, uint8_t n, const int16_t *v)
{
	sg_printf(out, ".n_%s = %d, .%s = ", field, n, field);
	if (!n) {
		sg_printf(out, "NULL");
		return;
	}
	sg_printf(out, "(const int16_t[]){");
	for (int i = 0; i < n; i++)
		sg_printf(out, "%s%d", i ? ", " : "", v[i]);
	sg_printf(out, "}");
}

static void write_kwargs(struct sg_out *out, uint8_t n, const struct spec_lower_kw *k)
{
	sg_printf(out, ".n_kwargs = %d, .kwargs = ", n);
	if (!n) {
		sg_printf(out, "NULL");
		return;
	}
	sg_printf(out, "(const struct spec_lower_kw[]){");
	for (int i = 0; i < n; i++) {
		sg_printf(out, "%s{", i ? ", " : "");
		sg_cstr(out, k[i].kwarg);
		sg_printf(out, ", ");
		sg_cstr(out, k[i].value);
		sg_printf(out, ", %d}", k[i].expr);
	}
	sg_printf(out, "}");
}

static void write_alt(struct sg_out *out, const struct spec_lowering *l)
{
	sg_printf(out, "\t\t\t{.op = %s, ", sg_ops[l->op].cid);
	write_conds(out, l->n_when, l->when);
	sg_printf(out, ", .all_args = %s, ", l->all_args ? "true" : "false");
	write_nodes_ref(out, "args", l->n_args, l->args);
	sg_printf(out, ",\n\t\t\t ");
	write_kwargs(out, l->n_kwargs, l->kwargs);
	sg_printf(out, ", .forward_all = %s, .n_forward = %d, .forward = ",
		  l->forward_all ? "true" : "false", l->n_forward);
	if (l->n_forward) {
		sg_printf(out, "(const char *const[]){");
		for (int j = 0; j < l->n_forward; j++) {
			sg_printf(out, "%s", j ? ", " : "");
			sg_cstr(out, l->forward[j]);
		}
		sg_printf(out, "}");
	} else {
		sg_printf(out, "NULL");
	}
	sg_printf(out, ",\n\t\t\t .n_steps = %d, .steps = ", l->n_steps);
	if (l->n_steps) {
		sg_printf(out, "(const struct spec_lower_step[]){\n");
		for (int i = 0; i < l->n_steps; i++) {
			const struct spec_lower_step *s = &l->steps[i];
			sg_printf(out, "\t\t\t\t{.name = ");
			sg_cstr(out, s->name);
			sg_printf(out, ", .op = %s, ", s->op == SPEC_STEP_VALUE ? "SPEC_STEP_VALUE" : sg_ops[s->op].cid);
			write_conds(out, s->n_when, s->when);
			sg_printf(out, ", ");
			write_nodes_ref(out, "args", s->n_args, s->args);
			sg_printf(out, ", ");
			write_kwargs(out, s->n_kwargs, s->kwargs);
			sg_printf(out, ", .elide = %s},\n", s->elide ? "true" : "false");
		}
		sg_printf(out, "\t\t\t }");
	} else {
		sg_printf(out, "NULL");
	}
	sg_printf(out, ",\n\t\t\t .n_bridge = %d, .bridge = ", l->n_bridge);
	if (l->n_bridge) {
		sg_printf(out, "(const struct spec_lower_bridge[]){");
		for (int i = 0; i < l->n_bridge; i++)
			sg_printf(out, "%s{%d, MS_%s, %d, %d}", i ? ", " : "", l->bridge[i].arg,
				  memspace_names[l->bridge[i].mem], l->bridge[i].trans, l->bridge[i].pad_rows);
		sg_printf(out, "}");
	} else {
		sg_printf(out, "NULL");
	}
	sg_printf(out, ", .from_consumer = %d, .result_mem = %d, .loop = ", l->from_consumer, l->result_mem);
	if (l->loop) {
		const struct spec_lower_loop *lp = l->loop;
		sg_printf(out, "&(const struct spec_lower_loop){.var = ");
		sg_cstr(out, lp->var);
		sg_printf(out, ", .iter = ");
		sg_cstr(out, lp->iter);
		sg_printf(out, ", .result = ");
		sg_cstr(out, lp->result);
		sg_printf(out, ", .yield = ");
		sg_cstr(out, lp->yield);
		sg_printf(out, ", .extent = %d, .init = %d, .body = %d}", lp->extent, lp->init, lp->body);
	} else {
		sg_printf(out, "NULL");
	}
	sg_printf(out, ",\n\t\t\t .n_nodes = %d, .nodes = ", l->n_nodes);
	if (!l->n_nodes) {
		sg_printf(out, "NULL},\n");
		return;
	}
	sg_printf(out, "(const struct spec_lx[]){\n");
	for (int i = 0; i < l->n_nodes; i++) {
		const struct spec_lx *x = &l->nodes[i];
		sg_printf(out, "\t\t\t\t{LX_%s, %d, ", lower_expr_names[x->kind], x->n);
		if (x->n) {
			sg_printf(out, "(const int16_t[]){");
			for (int j = 0; j < x->n; j++)
				sg_printf(out, "%s%d", j ? ", " : "", x->kids[j]);
			sg_printf(out, "}");
		} else {
			sg_printf(out, "NULL");
		}
		sg_printf(out, ", %lld, %.17g},\n", (long long)x->i, x->f);
	}
	sg_printf(out, "\t\t\t }},\n");
}

void lowering_write(struct sg_out *out, const struct spec_op *op)
{
	if (!op->n_lowers)
		return; /* zero-initialized: no lowering */
	sg_printf(out, "\t\t.n_lowers = %d,\n\t\t.lowers = (const struct spec_lowering[]){\n",
		  op->n_lowers);
	for (int i = 0; i < op->n_lowers; i++)
		write_alt(out, &op->lowers[i]);
	sg_printf(out, "\t\t},\n");
}
