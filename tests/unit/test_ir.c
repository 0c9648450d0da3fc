/* IR helpers passes rely on: interning, implicit tile views per memory
 * space, canonical views, op lookup by spelling, rewriting. */
#include <criterion/criterion.h>
#include <string.h>

#include "intern.h"
#include "ir.h"

static struct arena arena;
static void setup(void) { memset(&arena, 0, sizeof arena); }
static void teardown(void) { arena_free(&arena); }

Test(ir, interned_strings_compare_by_pointer)
{
	char buf[] = "tile_a";
	const char *a = intern_cstr("tile_a");
	cr_assert_eq(intern(buf, 6), a);
	cr_assert_neq(intern_cstr("tile_b"), a);
	cr_assert_eq(intern("tile_abc", 6), a);
	/* Growth keeps identities. */
	char name[32];
	for (int i = 0; i < 20000; i++) {
		snprintf(name, sizeof name, "v%d", i);
		intern_cstr(name);
	}
	cr_assert_eq(intern_cstr("tile_a"), a);
}

/* Short names are found through a table of recent ones keyed by their
 * bytes read as one word: every name of up to 8 bytes over a small
 * alphabet (names that share bytes, and runs such as "a", "aa", "aaa"
 * that give the same word at different lengths) stays its own name, read
 * from any buffer, and is found again with the same identity. */
Test(ir, interned_short_names_stay_distinct)
{
	static const char alphabet[] = "aiA";
	static const char *first[1 + 3 + 9 + 27 + 81 + 243 + 729 + 2187 + 6561];
	for (int round = 0; round < 2; round++) {
		int k = 0;
		for (size_t n = 0, count = 1; n <= 8; n++, count *= 3)
			for (size_t x = 0; x < count; x++, k++) {
				/* the name in the middle of a longer buffer */
				char buf[24];
				memset(buf, 'z', sizeof buf);
				for (size_t i = 0, y = x; i < n; i++, y /= 3)
					buf[8 + i] = alphabet[y % 3];
				const char *t = intern(buf + 8, n);
				cr_assert_eq(strlen(t), n);
				cr_assert(memcmp(t, buf + 8, n) == 0, "name %d", k);
				if (round == 0)
					first[k] = t;
				else
					cr_assert_eq(t, first[k], "name %d changed identity", k);
			}
	}
}

/* A freed arena's blocks are kept for the next arena and cleared only when
 * taken again: what the next arena gets is zero all the same. */
Test(ir, arena_reused_blocks_are_zero)
{
	for (int round = 0; round < 3; round++) {
		struct arena a = {0};
		size_t n[4] = {1000, 60000, 100000, 300000}; /* blocks of 64 KiB, 128 KiB, 512 KiB */
		for (int k = 0; k < 4; k++) {
			unsigned char *p = arena_alloc(&a, n[k]);
			for (size_t i = 0; i < n[k]; i++)
				cr_assert_eq(p[i], 0, "round %d, allocation %d, byte %zu", round, k, i);
			memset(p, 0xab, n[k]);
		}
		struct arena_mark m = arena_mark(&a);
		unsigned char *q = arena_alloc(&a, 64);
		memset(q, 0xcd, 64);
		if (arena_rewind(&a, m)) {
			q = arena_alloc(&a, 64);
			for (size_t i = 0; i < 64; i++)
				cr_assert_eq(q[i], 0);
		}
		arena_free(&a);
	}
}

static struct expr_list dims(int64_t r, int64_t c)
{
	int64_t v[2] = {r, c};
	return ir_expr_list_of_ints(&arena, v, 2, (struct span){0});
}

Test(ir, implicit_view_per_memory_space, .init = setup, .fini = teardown)
{
	static const struct {
		int mem;
		int64_t r, c;
		int bl, sl;
		uint32_t fr;
	} rows[] = {
		{MS_Vec, 16, 1, TL_col_major, TL_none_box, 512},
		{MS_Vec, 1, 1, TL_row_major, TL_none_box, 512},
		{MS_Vec, 16, 16, TL_row_major, TL_none_box, 512},
		{MS_COUNT, 8, 1, TL_col_major, TL_none_box, 512},
		{MS_Mat, 16, 16, TL_col_major, TL_row_major, 512},
		{MS_Left, 16, 16, TL_col_major, TL_row_major, 512},
		{MS_Right, 16, 16, TL_row_major, TL_col_major, 512},
		{MS_Right, 16, 1, TL_col_major, TL_col_major, 512},
		{MS_Acc, 16, 16, TL_col_major, TL_row_major, 1024},
		{MS_LeftScale, 16, 2, TL_row_major, TL_row_major, 32},
		{MS_RightScale, 2, 16, TL_col_major, TL_col_major, 32},
	};
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		struct tile_view v = ir_tile_view_implicit(dims(rows[i].r, rows[i].c), rows[i].mem);
		cr_assert_eq(v.blayout, rows[i].bl, "row %zu blayout", i);
		cr_assert_eq(v.slayout, rows[i].sl, "row %zu slayout", i);
		cr_assert_eq(v.fractal, rows[i].fr, "row %zu fractal", i);
	}
}

Test(ir, tile_type_drops_implicit_view_and_full_valid_shape, .init = setup, .fini = teardown)
{
	struct expr_list s = dims(16, 1);
	struct tile_view v = ir_tile_view_implicit(s, MS_Vec);
	struct type *t = ir_type_tile(&arena, s, DT_FP32, MS_Vec, &v, NULL);
	cr_assert_null(t->view);
	v.blayout = TL_row_major; /* explicit, differs from the implicit col_major */
	t = ir_type_tile(&arena, s, DT_FP32, MS_Vec, &v, NULL);
	cr_assert_not_null(t->view);
	cr_assert_eq(t->view->valid_shape.n, 0, "valid_shape == shape is cleared");
	struct tile_view e = ir_tile_view_effective(t);
	cr_assert_eq(e.valid_shape.n, 2, "the effective view fills valid_shape");
	cr_assert_eq(e.blayout, TL_row_major);
}

Test(ir, tensor_type_drops_default_view, .init = setup, .fini = teardown)
{
	struct tensor_view v = {.layout = TLY_ND};
	cr_assert_null(ir_type_tensor(&arena, dims(4, 8), DT_FP32, &v, NULL)->tview);
	v.layout = TLY_DN;
	struct type *t = ir_type_tensor(&arena, dims(4, 8), DT_FP32, &v, NULL);
	cr_assert_not_null(t->tview);
	cr_assert_eq(t->tview->stride.n, 0, "empty stride = implicit");
}

Test(ir, op_lookup_by_canonical_alias_and_keyword_spelling)
{
	const struct spec_alias *al;
	int add = ir_op_lookup("pl.tile.add", &al);
	cr_assert_geq(add, 0);
	cr_assert_null(al);
	cr_assert_str_eq(spec_ops[add].name, "tile.add");
	/* pl.add means tensor.add(s), tile.add(s) or the scalar `+` by operand
	 * kinds: the candidates list them all, the tensor ops first. */
	int tadd = ir_op_lookup("pl.tensor.add", NULL);
	cr_assert_eq(ir_op_lookup("pl.add", &al), tadd);
	cr_assert_not_null(al);
	const struct spec_spelling *sp = ir_spelling_lookup("pl.add");
	cr_assert_not_null(sp);
	int tadds = ir_op_lookup("pl.tensor.adds", NULL), adds = ir_op_lookup("pl.tile.adds", NULL);
	cr_assert_eq(sp->n_cands, 5);
	cr_assert_eq(sp->cands[0].op, tadd);
	cr_assert_eq(sp->cands[1].op, tadds);
	cr_assert_eq(sp->cands[2].op, add);
	cr_assert_eq(sp->cands[3].op, adds);
	cr_assert_eq(sp->cands[4].op, -1);
	int and_ = ir_op_lookup("pl.tile.and_", NULL);
	cr_assert_geq(and_, 0);
	cr_assert_str_eq(spec_ops[and_].name, "tile.and");
	cr_assert_str_eq(ir_op_spelling((unsigned)and_), "pl.tile.and_");
	cr_assert_eq(ir_op_lookup("pl.tile.and", NULL), -1);
	cr_assert_eq(ir_op_lookup("pl.tile.nonexistent", NULL), -1);
}

static void dup_evals(struct stmt *s, struct stmt_buf *out, void *ctx)
{
	ir_sb_push(out, s);
	if (s->kind == ST_EVAL)
		ir_sb_push(out, s);
}

Test(ir, rewrite_stmts_replaces_nested_statements, .init = setup, .fini = teardown)
{
	struct span sp = {0};
	struct stmt *ev = ir_new_eval(&arena, ir_new_bool(&arena, true, sp), sp);
	struct stmt *loop = ir_new_stmt(&arena, ST_FOR, sp);
	struct stmt_buf b = {0};
	ir_sb_push(&b, ev);
	ir_sb_push(&b, ir_new_stmt(&arena, ST_BREAK, sp));
	loop->u.loop.body = ir_sb_finish(&arena, &b);
	ir_sb_push(&b, loop);
	ir_sb_push(&b, ev);
	struct stmt_list top = ir_sb_finish(&arena, &b);
	ir_sb_free(&b);
	struct stmt_list r = ir_rewrite_stmts(&arena, top, dup_evals, NULL);
	cr_assert_eq(r.n, 3);
	cr_assert_eq(r.v[0], loop);
	cr_assert_eq(loop->u.loop.body.n, 3, "the nested eval was duplicated too");
}

/* The expressions ir_walk_stmts_exprs visits, in order; a binary node
 * returns `descend` (false: its operands are skipped). */
struct visits {
	const struct expr *v[32];
	int n;
	bool descend;
};

static bool note_visit(struct expr *e, void *ctx)
{
	struct visits *w = ctx;
	cr_assert_lt(w->n, 32);
	w->v[w->n++] = e;
	return e->kind != EX_BINARY || w->descend;
}

static struct stmt_list one_stmt(struct stmt *s)
{
	struct stmt_list l = {1, ARENA_ARRAY(&arena, struct stmt *, 1)};
	l.v[0] = s;
	return l;
}

Test(ir, walk_stmts_exprs_visits_statements_then_bodies_in_order, .init = setup, .fini = teardown)
{
	struct span sp = {0};
	struct expr *k[14];
	for (int i = 1; i < 14; i++)
		k[i] = ir_new_int(&arena, i, DT_INDEX, sp);
	k[0] = ir_new_binary(&arena, BO_ADD, k[1], k[2], sp);
	struct stmt *loop = ir_new_stmt(&arena, ST_FOR, sp);
	loop->u.loop.start = k[3];
	loop->u.loop.stop = k[4];
	loop->u.loop.step = k[5];
	struct stmt *cond = ir_new_stmt(&arena, ST_IF, sp);
	cond->u.cond.cond = k[7];
	cond->u.cond.then_body = one_stmt(ir_new_eval(&arena, k[8], sp));
	cond->u.cond.else_body = one_stmt(ir_new_eval(&arena, k[9], sp));
	struct stmt_buf b = {0};
	ir_sb_push(&b, ir_new_eval(&arena, k[6], sp));
	ir_sb_push(&b, cond);
	loop->u.loop.body = ir_sb_finish(&arena, &b);
	struct stmt *wl = ir_new_stmt(&arena, ST_WHILE, sp);
	wl->u.wloop.cond = k[10];
	wl->u.wloop.body = one_stmt(ir_new_eval(&arena, k[11], sp));
	struct expr_list rv = {2, ARENA_ARRAY(&arena, struct expr *, 2)};
	rv.v[0] = k[12];
	rv.v[1] = k[13];
	ir_sb_push(&b, ir_new_eval(&arena, k[0], sp));
	ir_sb_push(&b, loop);
	ir_sb_push(&b, wl);
	ir_sb_push(&b, ir_new_return(&arena, rv, sp));
	struct stmt_list top = ir_sb_finish(&arena, &b);
	ir_sb_free(&b);

	struct visits w = {.descend = true};
	ir_walk_stmts_exprs(top, note_visit, &w);
	cr_assert_eq(w.n, 14);
	for (int i = 0; i < 14; i++)
		cr_expect_eq(w.v[i], k[i], "visit %d is not expression %d", i, i);

	/* a false return skips that expression's operands, nothing else */
	struct visits s = {.descend = false};
	ir_walk_stmts_exprs(top, note_visit, &s);
	cr_assert_eq(s.n, 12);
	cr_expect_eq(s.v[0], k[0]);
	for (int i = 1; i < 12; i++)
		cr_expect_eq(s.v[i], k[i + 2]);
}

Test(ir, offsets_equal_by_value_whatever_their_dtype, .init = setup, .fini = teardown)
{
	struct span sp = {0};
	struct expr *i64 = ir_new_int(&arena, 0, DT_INT64, sp), *idx = ir_new_int(&arena, 0, DT_INDEX, sp);
	struct expr *one = ir_new_int(&arena, 64, DT_INT64, sp);
	/* a MemRef offset printed `0` and one printed `pl.const(0, pl.INT64)` */
	cr_assert(ir_offset_equal(i64, idx));
	cr_assert(!ir_expr_equal_exact(i64, idx));
	cr_assert(!ir_offset_equal(i64, one));
	cr_assert(ir_offset_equal(NULL, NULL));
	cr_assert(!ir_offset_equal(NULL, i64));
}
