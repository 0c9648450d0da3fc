/* Alpha-equivalence of programs: a bijection between the vars of the two
 * sides is built at definitions (params, assignments, loop vars, iter args,
 * return vars) and checked at uses; everything else compares by value.
 * The first difference is reported with both locations. */
#include "equal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "print.h"

struct eq {
	const struct program *px, *py;
	struct var **xy, **yx;    /* var bijection by id */
	const char **bx, **by;    /* MemRef base-name bijection */
	uint32_t nb, cap_b;
	struct buf *why;
	bool failed;
	bool call_result; /* comparing a call's result type */
};

static void differ(struct eq *E, struct span a, struct span b, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static void differ(struct eq *E, struct span a, struct span b, const char *fmt, ...)
{
	if (E->failed)
		return;
	E->failed = true;
	if (!E->why)
		return;
	buf_printf(E->why, "%s:%d:%d: error: ", span_file(a) ? span_file(a) : "<a>", a.line, a.col);
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(E->why, fmt, ap);
	va_end(ap);
	buf_printf(E->why, "\n%s:%d:%d: note: the other program has this here\n",
		   span_file(b) ? span_file(b) : "<b>", b.line, b.col);
}

static bool bind(struct eq *E, struct var *x, struct var *y, struct span sx, struct span sy)
{
	if (!x || !y) {
		if (x != y)
			differ(E, sx, sy, "a variable is present on one side only");
		return !E->failed;
	}
	struct var *mx = E->xy[x->id], *my = E->yx[y->id];
	if (!mx && !my) {
		E->xy[x->id] = y;
		E->yx[y->id] = x;
		return true;
	}
	if (mx == y && my == x)
		return true;
	differ(E, sx, sy, "'%s' and '%s' do not correspond (they refer to different definitions)",
	       x->name, y->name);
	return false;
}

static bool bind_base(struct eq *E, const char *x, const char *y, struct span sx, struct span sy)
{
	for (uint32_t i = 0; i < E->nb; i++)
		if (E->bx[i] == x || E->by[i] == y) {
			if (E->bx[i] == x && E->by[i] == y)
				return true;
			differ(E, sx, sy, "MemRef bases '%s' and '%s' do not correspond", x, y);
			return false;
		}
	if (E->nb == E->cap_b) {
		E->cap_b = E->cap_b ? E->cap_b * 2 : 16;
		E->bx = xrealloc(E->bx, E->cap_b * sizeof *E->bx);
		E->by = xrealloc(E->by, E->cap_b * sizeof *E->by);
	}
	E->bx[E->nb] = x;
	E->by[E->nb++] = y;
	return true;
}

static bool eq_expr(struct eq *E, const struct expr *x, const struct expr *y);
static bool eq_type(struct eq *E, const struct type *x, const struct type *y, struct span sx,
		    struct span sy);

static bool eq_list(struct eq *E, struct expr_list x, struct expr_list y, struct span sx,
		    struct span sy, const char *what)
{
	if (x.n != y.n) {
		differ(E, sx, sy, "%s: %u vs %u items", what, x.n, y.n);
		return false;
	}
	for (uint32_t i = 0; i < x.n; i++)
		if (!eq_expr(E, x.v[i], y.v[i]))
			return false;
	return true;
}

/* By key, then by place (the entries of one list). */
static int attr_order(const void *a, const void *b)
{
	const struct attr *x = *(const struct attr *const *)a, *y = *(const struct attr *const *)b;
	int c = strcmp(x->key, y->key);
	return c ? c : (x > y) - (x < y);
}

/* A call's attrs compare as a map from key to value, as the reference's
 * structural equality does: the same keys in another order are equal. */
static bool eq_attrs(struct eq *E, struct attr_list x, struct attr_list y, struct span sx,
		     struct span sy)
{
	if (x.n != y.n) {
		differ(E, sx, sy, "%u vs %u attributes", x.n, y.n);
		return false;
	}
	uint32_t same = 0;
	while (same < x.n && x.v[same].key == y.v[same].key)
		same++;
	const struct attr **px = NULL, **py = NULL;
	if (same < x.n) { /* another order: compare both sorted by key */
		px = xmalloc(x.n * sizeof *px);
		py = xmalloc(y.n * sizeof *py);
		for (uint32_t i = 0; i < x.n; i++)
			px[i] = &x.v[i], py[i] = &y.v[i];
		qsort(px, x.n, sizeof *px, attr_order);
		qsort(py, y.n, sizeof *py, attr_order);
	}
	bool ok = true;
	for (uint32_t i = 0; ok && i < x.n; i++) {
		const struct attr *a = px ? px[i] : &x.v[i], *b = py ? py[i] : &y.v[i];
		if (a->key != b->key) {
			differ(E, sx, sy, "attribute '%s' vs '%s'", a->key, b->key);
			ok = false;
		} else {
			ok = eq_expr(E, a->value, b->value);
		}
	}
	free(px);
	free(py);
	return ok;
}

static void expr_text(struct buf *b, const struct expr *e)
{
	buf_clear(b);
	print_expr(b, e);
}

/* The launch parts of two task submissions (x, y: EX_FCALL). */
static bool eq_submit(struct eq *E, const struct expr *x, const struct expr *y)
{
	const struct submit *a = x->u.fcall.submit, *b = y->u.fcall.submit;
	if (!a || !b) {
		if (a != b)
			differ(E, x->span, y->span, "a task submission vs a plain call");
		return a == b;
	}
	if (a->kind != b->kind || a->sync_start != b->sync_start ||
	    a->allow_early_resolve != b->allow_early_resolve) {
		differ(E, x->span, y->span, "task submissions of different kinds or options");
		return false;
	}
	return eq_list(E, a->deps, b->deps, x->span, y->span, "deps") &&
	       eq_list(E, a->dumps, b->dumps, x->span, y->span, "dumps") &&
	       eq_expr(E, a->core_num, b->core_num) && eq_expr(E, a->predicate, b->predicate);
}

/* Binary operators: the left spines are walked with a loop (a
 * left-associative chain of any length costs no stack), then the leftmost
 * operands and the right operands from the innermost up are compared, the
 * order a recursive walk would take. */
static bool eq_binary(struct eq *E, const struct expr *x, const struct expr *y)
{
	const struct expr *small[2 * 64], **pairs = small;
	uint32_t n = 0, cap = 64;
	bool ok = true;
	while (x->kind == EX_BINARY && y->kind == EX_BINARY) {
		if (x->u.bin.op != y->u.bin.op) {
			ok = false;
			break;
		}
		if (n == cap) {
			const struct expr **bigger = xmalloc(4 * cap * sizeof *bigger);
			memcpy(bigger, pairs, 2 * cap * sizeof *pairs);
			if (pairs != small)
				free(pairs);
			pairs = bigger;
			cap *= 2;
		}
		pairs[2 * n] = x;
		pairs[2 * n + 1] = y;
		n++;
		x = x->u.bin.l;
		y = y->u.bin.l;
	}
	if (ok) {
		ok = eq_expr(E, x, y);
	} else {
		struct buf a = {0}, b = {0};
		expr_text(&a, x);
		expr_text(&b, y);
		differ(E, x->span, y->span, "expression '%s' vs '%s'", a.data, b.data);
		buf_free(&a);
		buf_free(&b);
	}
	for (uint32_t k = n; ok && k-- > 0;)
		ok = eq_expr(E, pairs[2 * k]->u.bin.r, pairs[2 * k + 1]->u.bin.r);
	if (pairs != small)
		free(pairs);
	return ok;
}

static bool eq_expr(struct eq *E, const struct expr *x, const struct expr *y)
{
	if (E->failed)
		return false;
	if (!x || !y) {
		if (x != y)
			differ(E, x ? x->span : y->span, y ? y->span : x->span,
			       "an expression is present on one side only");
		return x == y;
	}
	struct buf a = {0}, b = {0};
	bool ok = true;
	if (x->kind != y->kind) {
		ok = false;
	} else {
		switch (x->kind) {
		case EX_VAR:
			ok = bind(E, x->u.var, y->u.var, x->span, y->span);
			if (!ok)
				return false;
			break;
		case EX_INT: ok = x->u.i == y->u.i && x->dtype == y->dtype; break;
		case EX_FLOAT: ok = x->u.f == y->u.f && x->dtype == y->dtype; break;
		case EX_BOOL: ok = x->u.b == y->u.b; break;
		case EX_STR:
		case EX_SYMBOL: ok = x->u.s == y->u.s; break;
		case EX_ENUM: ok = x->u.en.cls == y->u.en.cls && x->u.en.value == y->u.en.value; break;
		case EX_BINARY:
			return eq_binary(E, x, y);
		case EX_UNARY:
		case EX_CAST:
			ok = x->u.un.op == y->u.un.op && x->dtype == y->dtype;
			if (ok)
				return eq_expr(E, x->u.un.x, y->u.un.x);
			break;
		case EX_LIST: return eq_list(E, x->u.list, y->u.list, x->span, y->span, "list");
		case EX_GETITEM:
			ok = x->u.get.index == y->u.get.index;
			if (ok)
				return eq_expr(E, x->u.get.x, y->u.get.x);
			break;
		case EX_CALL: {
			if (x->u.call.op != y->u.call.op) {
				differ(E, x->span, y->span, "op %s vs %s", ir_op_spelling(x->u.call.op),
				       ir_op_spelling(y->u.call.op));
				return false;
			}
			if (!eq_list(E, x->u.call.args, y->u.call.args, x->span, y->span, "operands"))
				return false;
			const struct spec_op *so = &spec_ops[x->u.call.op];
			for (unsigned i = 0; i < so->n_kwargs; i++) {
				const struct kwval *kx = &x->u.call.kwargs[i], *ky = &y->u.call.kwargs[i];
				bool same = kx->type == KT_float ? kx->f == ky->f
					    : kx->type == KT_str ? kx->s == ky->s : kx->i == ky->i;
				if (!same) {
					differ(E, x->span, y->span, "%s: keyword '%s' differs",
					       ir_op_spelling(x->u.call.op), so->kwargs[i].name);
					return false;
				}
			}
			if (!eq_attrs(E, x->u.call.attrs, y->u.call.attrs, x->span, y->span))
				return false;
			E->call_result = true;
			bool same = eq_type(E, ir_expr_type(x), ir_expr_type(y), x->span, y->span);
			E->call_result = false;
			return same;
		}
		case EX_FCALL:
			if (x->u.fcall.name != y->u.fcall.name) {
				differ(E, x->span, y->span, "call of self.%s vs self.%s", x->u.fcall.name,
				       y->u.fcall.name);
				return false;
			}
			return eq_list(E, x->u.fcall.args, y->u.fcall.args, x->span, y->span, "arguments") &&
			       eq_expr(E, x->u.fcall.device, y->u.fcall.device) &&
			       eq_attrs(E, x->u.fcall.attrs, y->u.fcall.attrs, x->span, y->span) &&
			       eq_submit(E, x, y);
		}
	}
	if (!ok) {
		expr_text(&a, x);
		expr_text(&b, y);
		differ(E, x->span, y->span, "expression '%s' vs '%s'", a.data, b.data);
	}
	buf_free(&a);
	buf_free(&b);
	return ok;
}

static bool eq_dims(struct eq *E, struct expr_list x, struct expr_list y, struct span sx,
		    struct span sy, const char *what)
{
	return eq_list(E, x, y, sx, sy, what);
}

static bool eq_memref(struct eq *E, const struct memref *x, const struct memref *y, struct span sx,
		      struct span sy)
{
	/* A call's result lives in the MemRef of the variable it is assigned
	 * to, which is compared there: printed text writes the variable's
	 * type alone, so the call's own MemRef is not part of the program. */
	if (E->call_result)
		return true;
	if (!x || !y) {
		if (x != y)
			differ(E, sx, sy, "a MemRef is present on one side only");
		return x == y;
	}
	if (x->size != y->size || x->slots != y->slots || x->author != y->author) {
		differ(E, sx, sy, "MemRef size/slots differ");
		return false;
	}
	if (x->base && y->base) {
		if (!bind(E, x->base, y->base, sx, sy))
			return false;
	} else if (!bind_base(E, x->base_name, y->base_name, sx, sy)) {
		return false;
	}
	return eq_expr(E, x->offset, y->offset) && eq_expr(E, x->slot_index, y->slot_index);
}

static bool eq_type(struct eq *E, const struct type *x, const struct type *y, struct span sx,
		    struct span sy)
{
	if (E->failed)
		return false;
	bool ok = x->kind == y->kind;
	if (ok) {
		switch (x->kind) {
		case TY_SCALAR: ok = x->dtype == y->dtype; break;
		case TY_OPAQUE: ok = x->opaque == y->opaque; break;
		case TY_ARRAY:
			ok = x->dtype == y->dtype && eq_dims(E, x->shape, y->shape, sx, sy, "array size");
			break;
		case TY_TUPLE:
			ok = x->n_elems == y->n_elems;
			for (uint32_t i = 0; ok && i < x->n_elems; i++)
				ok = eq_type(E, x->elems[i], y->elems[i], sx, sy);
			break;
		case TY_TENSOR:
			ok = x->dtype == y->dtype && x->distributed == y->distributed &&
			     !x->tview == !y->tview && eq_dims(E, x->shape, y->shape, sx, sy, "shape");
			if (ok && x->tview)
				ok = x->tview->layout == y->tview->layout && x->tview->pad == y->tview->pad &&
				     eq_dims(E, x->tview->valid_shape, y->tview->valid_shape, sx, sy,
					     "valid_shape") &&
				     eq_dims(E, x->tview->stride, y->tview->stride, sx, sy, "stride");
			ok = ok && eq_memref(E, x->memref, y->memref, sx, sy);
			break;
		case TY_TILE:
			ok = x->dtype == y->dtype && x->mem == y->mem && !x->view == !y->view &&
			     eq_dims(E, x->shape, y->shape, sx, sy, "shape");
			if (ok && x->view) {
				const struct tile_view *a = x->view, *b = y->view;
				ok = a->blayout == b->blayout && a->slayout == b->slayout &&
				     a->fractal == b->fractal && a->pad == b->pad && a->compact == b->compact &&
				     eq_dims(E, a->valid_shape, b->valid_shape, sx, sy, "valid_shape") &&
				     eq_dims(E, a->stride, b->stride, sx, sy, "stride") &&
				     eq_expr(E, a->start_offset, b->start_offset);
			}
			ok = ok && eq_memref(E, x->memref, y->memref, sx, sy);
			break;
		default: break;
		}
	}
	if (!ok && !E->failed) {
		struct buf a = {0}, b = {0};
		print_type(&a, x);
		print_type(&b, y);
		differ(E, sx, sy, "type %s vs %s", a.data, b.data);
		buf_free(&a);
		buf_free(&b);
	}
	return ok;
}

static bool def(struct eq *E, struct var *x, struct var *y, struct span sx, struct span sy)
{
	return bind(E, x, y, sx, sy) && eq_type(E, x->type, y->type, x->span, y->span);
}

static bool eq_block(struct eq *E, struct stmt_list x, struct stmt_list y, struct span sx,
		     struct span sy);

static const char *const stmt_names[] = {"assignment", "call statement", "return", "yield", "for",
					 "while", "if", "scope", "break", "continue"};

static bool eq_iters(struct eq *E, uint32_t n, const struct iter_arg *a, const struct iter_arg *b,
		     struct span sx, struct span sy)
{
	for (uint32_t i = 0; i < n; i++)
		if (!eq_expr(E, a[i].init, b[i].init) || !def(E, a[i].var, b[i].var, sx, sy))
			return false;
	return true;
}

static bool eq_rets(struct eq *E, uint32_t n, struct var *const *a, struct var *const *b,
		    struct span sx, struct span sy)
{
	for (uint32_t i = 0; i < n && a && b; i++)
		if (!def(E, a[i], b[i], sx, sy))
			return false;
	if (n && (!a || !b) && a != b) {
		differ(E, sx, sy, "result variables differ");
		return false;
	}
	return true;
}

/* The devices and window buffers of two comm domains; the buffers are defined in
 * the bodies, which were compared (and bound) first. */
static bool eq_comm_domain(struct eq *E, const struct stmt *x, const struct stmt *y)
{
	struct span sx = x->span, sy = y->span;
	bool same = x->u.scope.n_devices == y->u.scope.n_devices &&
		    x->u.scope.n_slots == y->u.scope.n_slots;
	for (uint32_t i = 0; same && i < x->u.scope.n_devices; i++)
		same = x->u.scope.devices[i] == y->u.scope.devices[i];
	if (!same) {
		differ(E, sx, sy, "comm domains over different devices or window buffers");
		return false;
	}
	for (uint32_t i = 0; i < x->u.scope.n_slots; i++)
		if (!bind(E, x->u.scope.slots[i], y->u.scope.slots[i], sx, sy))
			return false;
	return true;
}

static bool eq_stmt(struct eq *E, const struct stmt *x, const struct stmt *y)
{
	struct span sx = x->span, sy = y->span;
	if (x->kind != y->kind) {
		differ(E, sx, sy, "%s vs %s", stmt_names[x->kind], stmt_names[y->kind]);
		return false;
	}
	switch (x->kind) {
	case ST_ASSIGN:
		return eq_expr(E, x->u.assign.value, y->u.assign.value) &&
		       def(E, x->u.assign.var, y->u.assign.var, sx, sy);
	case ST_EVAL: return eq_expr(E, x->u.eval.value, y->u.eval.value);
	case ST_RETURN:
	case ST_YIELD: return eq_list(E, x->u.ret.values, y->u.ret.values, sx, sy, "values");
	case ST_BREAK:
	case ST_CONTINUE: return true;
	case ST_INLINE:
		if (strcmp(x->u.inl.text, y->u.inl.text) != 0) {
			differ(E, sx, sy, "the inline Python bodies differ");
			return false;
		}
		return true;
	case ST_FOR: {
		const struct stmt *a = x, *b = y;
		if (a->u.loop.kind != b->u.loop.kind || a->u.loop.n_iter != b->u.loop.n_iter) {
			differ(E, sx, sy, "loop kind or number of loop-carried values differs");
			return false;
		}
		return eq_expr(E, a->u.loop.start, b->u.loop.start) &&
		       eq_expr(E, a->u.loop.stop, b->u.loop.stop) &&
		       eq_expr(E, a->u.loop.step, b->u.loop.step) &&
		       eq_expr(E, a->u.loop.stage, b->u.loop.stage) &&
		       eq_attrs(E, a->u.loop.attrs, b->u.loop.attrs, sx, sy) &&
		       def(E, a->u.loop.loop_var, b->u.loop.loop_var, sx, sy) &&
		       eq_iters(E, a->u.loop.n_iter, a->u.loop.iter, b->u.loop.iter, sx, sy) &&
		       eq_block(E, a->u.loop.body, b->u.loop.body, sx, sy) &&
		       eq_rets(E, a->u.loop.n_iter, a->u.loop.return_vars, b->u.loop.return_vars, sx, sy);
	}
	case ST_WHILE:
		if (x->u.wloop.n_iter != y->u.wloop.n_iter) {
			differ(E, sx, sy, "number of loop-carried values differs");
			return false;
		}
		return eq_iters(E, x->u.wloop.n_iter, x->u.wloop.iter, y->u.wloop.iter, sx, sy) &&
		       eq_expr(E, x->u.wloop.cond, y->u.wloop.cond) &&
		       eq_block(E, x->u.wloop.body, y->u.wloop.body, sx, sy) &&
		       eq_rets(E, x->u.wloop.n_iter, x->u.wloop.return_vars, y->u.wloop.return_vars, sx, sy);
	case ST_IF:
		if (x->u.cond.n_ret != y->u.cond.n_ret) {
			differ(E, sx, sy, "number of if results differs");
			return false;
		}
		if (x->u.cond.has_else != y->u.cond.has_else) {
			differ(E, sx, sy, "an else branch is present on one side only");
			return false;
		}
		return eq_expr(E, x->u.cond.cond, y->u.cond.cond) &&
		       eq_block(E, x->u.cond.then_body, y->u.cond.then_body, sx, sy) &&
		       eq_block(E, x->u.cond.else_body, y->u.cond.else_body, sx, sy) &&
		       eq_rets(E, x->u.cond.n_ret, x->u.cond.return_vars, y->u.cond.return_vars, sx, sy);
	case ST_SCOPE:
		if (x->u.scope.kind != y->u.scope.kind) {
			differ(E, sx, sy, "scope kinds differ");
			return false;
		}
		if (!eq_expr(E, x->u.scope.arg, y->u.scope.arg) ||
		    !eq_attrs(E, x->u.scope.kw, y->u.scope.kw, sx, sy))
			return false;
		if (x->u.scope.var || y->u.scope.var)
			if (!bind(E, x->u.scope.var, y->u.scope.var, sx, sy))
				return false;
		if (!eq_block(E, x->u.scope.body, y->u.scope.body, sx, sy))
			return false;
		return x->u.scope.kind != SC_COMM_DOMAIN || eq_comm_domain(E, x, y);
	}
	return true;
}

static bool eq_block(struct eq *E, struct stmt_list x, struct stmt_list y, struct span sx,
		     struct span sy)
{
	uint32_t n = x.n < y.n ? x.n : y.n;
	for (uint32_t i = 0; i < n; i++)
		if (!eq_stmt(E, x.v[i], y.v[i]))
			return false;
	if (x.n != y.n) {
		struct span a = x.n > n ? x.v[n]->span : (x.n ? x.v[x.n - 1]->span : sx);
		struct span b = y.n > n ? y.v[n]->span : (y.n ? y.v[y.n - 1]->span : sy);
		differ(E, a, b, "%s", x.n > y.n ? "extra statement in the first program"
						: "missing statement (the second program has more)");
		return false;
	}
	return true;
}

static bool eq_function(struct eq *E, const struct function *x, const struct function *y)
{
	struct span sx = x->span, sy = y->span;
	if (x->name != y->name) {
		differ(E, sx, sy, "function '%s' vs '%s'", x->name, y->name);
		return false;
	}
	if (x->kind != y->kind || x->level != y->level || x->role != y->role ||
	    x->auto_scope_false != y->auto_scope_false) {
		differ(E, sx, sy, "function '%s': type, level or role differs", x->name);
		return false;
	}
	if (x->n_params != y->n_params || x->n_rets != y->n_rets) {
		differ(E, sx, sy, "function '%s': number of parameters or results differs", x->name);
		return false;
	}
	for (uint32_t i = 0; i < x->n_params; i++) {
		if (x->params[i].dir != y->params[i].dir) {
			differ(E, x->params[i].var->span, y->params[i].var->span,
			       "parameter direction differs");
			return false;
		}
		if (!def(E, x->params[i].var, y->params[i].var, x->params[i].var->span,
			 y->params[i].var->span))
			return false;
	}
	for (uint32_t i = 0; i < x->n_rets; i++)
		if (!eq_type(E, x->rets[i], y->rets[i], sx, sy))
			return false;
	return eq_attrs(E, x->attrs, y->attrs, sx, sy) && eq_block(E, x->body, y->body, sx, sy);
}

static void eq_init(struct eq *E, const struct program *x, const struct program *y, struct buf *why)
{
	memset(E, 0, sizeof *E);
	E->px = x;
	E->py = y;
	E->xy = xcalloc(x->n_vars ? x->n_vars : 1, sizeof *E->xy);
	E->yx = xcalloc(y->n_vars ? y->n_vars : 1, sizeof *E->yx);
	E->why = why;
}

static void eq_free(struct eq *E)
{
	free(E->xy);
	free(E->yx);
	free(E->bx);
	free(E->by);
}

static int by_name(const void *a, const void *b)
{
	return strcmp((*(const struct function *const *)a)->name,
		      (*(const struct function *const *)b)->name);
}

bool ir_equal_programs(const struct program *x, const struct program *y, struct buf *why)
{
	struct eq E;
	eq_init(&E, x, y, why);
	uint32_t n = x->n_funcs < y->n_funcs ? x->n_funcs : y->n_funcs;
	const struct function **fx = xmalloc((x->n_funcs + 1) * sizeof *fx);
	const struct function **fy = xmalloc((y->n_funcs + 1) * sizeof *fy);
	memcpy(fx, x->funcs, x->n_funcs * sizeof *fx);
	memcpy(fy, y->funcs, y->n_funcs * sizeof *fy);
	qsort(fx, x->n_funcs, sizeof *fx, by_name);
	qsort(fy, y->n_funcs, sizeof *fy, by_name);
	for (uint32_t i = 0; i < n && !E.failed; i++)
		eq_function(&E, fx[i], fy[i]);
	if (!E.failed && x->n_funcs != y->n_funcs)
		differ(&E, x->n_funcs > n ? fx[n]->span : x->span, y->n_funcs > n ? fy[n]->span : y->span,
		       "the programs have %u and %u functions", x->n_funcs, y->n_funcs);
	free(fx);
	free(fy);
	bool ok = !E.failed;
	eq_free(&E);
	return ok;
}

bool ir_equal_functions(const struct program *px, const struct function *x,
			const struct program *py, const struct function *y, struct buf *why)
{
	struct eq E;
	eq_init(&E, px, py, why);
	eq_function(&E, x, y);
	bool ok = !E.failed;
	eq_free(&E);
	return ok;
}
