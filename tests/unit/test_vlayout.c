/* vlayout: the fast solver (depth-first, backjumping, per-operand call
 * choices, components) must give the reference's answer, which the
 * exhaustive breadth-first solver reproduces; compared on many generated
 * programs, plus the exponential corners of the reference. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "util.h"
#include "vlayout/vl_ir.h"
#include "vlayout/vl_solve.h"

static unsigned long long rng;
static int rnd(int n)
{
	rng = rng * 6364136223846793005ull + 1442695040888963407ull;
	return (int)((rng >> 33) % (unsigned long long)n);
}

static const char *const ty_of[] = {"vector<64xi1>", "vector<64xi8>", "vector<64xi16>",
				    "vector<64xi32>", "vector<64xf16>", "vector<64xf32>", "vector<64xi64>"};
enum { T1, T8, T16, T32, TF16, TF32, T64, NT };

struct pool { int n; int ty[64]; };

static int pick(struct pool *p, int ty)
{
	int c[64], n = 0;
	for (int i = 0; i < p->n; i++)
		if (p->ty[i] == ty)
			c[n++] = i;
	return n ? c[rnd(n)] : -1;
}

/* Defines a value of type ty (a load or a pge) and returns its number. */
static int fresh(struct buf *b, struct pool *p, int ty)
{
	int v = p->n++;
	p->ty[v] = ty;
	if (ty == T1)
		buf_printf(b, "  %%v%d = ave.hir.pge <ALL> : %s\n", v, ty_of[ty]);
	else
		buf_printf(b, "  %%v%d = ave.hir.vload <NORM> %%mem[%%c0] : memref<256xi8> into %s\n", v, ty_of[ty]);
	return v;
}

static int get(struct buf *b, struct pool *p, int ty)
{
	int v = rnd(3) ? pick(p, ty) : -1;
	return v >= 0 ? v : fresh(b, p, ty);
}

static const int data_tys[] = {T8, T16, T32, TF16, TF32};

static void gen_op(struct buf *b, struct pool *p)
{
	if (p->n >= 56)
		return;
	int t = data_tys[rnd(5)], k = rnd(16);
	int m = get(b, p, T1), v;
	switch (k) {
	case 0: { /* elementwise */
		int x = get(b, p, t), y = get(b, p, t);
		v = p->n++; p->ty[v] = t;
		buf_printf(b, "  %%v%d = ave.hir.vadd %%v%d, %%v%d, %%v%d : %s, %s\n", v, x, y, m, ty_of[t], ty_of[T1]);
		break;
	}
	case 1: { /* compare */
		int x = get(b, p, t), y = get(b, p, t);
		v = p->n++; p->ty[v] = T1;
		buf_printf(b, "  %%v%d = ave.hir.vcmp <NE> %%v%d, %%v%d, %%v%d : %s, %s -> %s\n", v, x, y, m, ty_of[t], ty_of[T1], ty_of[T1]);
		break;
	}
	case 2: { /* select */
		int x = get(b, p, t), y = get(b, p, t);
		v = p->n++; p->ty[v] = t;
		buf_printf(b, "  %%v%d = ave.hir.vsel %%v%d, %%v%d, %%v%d : %s, %s\n", v, m, x, y, ty_of[T1], ty_of[t]);
		break;
	}
	case 3: case 4: { /* trunc / ext between integer widths */
		static const int pairs[][2] = {{T32, T16}, {T32, T8}, {T16, T8}, {T8, T16}, {T8, T32}, {T16, T32}, {T64, T32}, {T32, T64}};
		int pi = rnd(8), x = get(b, p, pairs[pi][0]);
		const char *op = pairs[pi][0] == T64 || (pairs[pi][0] == T32 && pairs[pi][1] != T64) ||
			(pairs[pi][0] == T16 && pairs[pi][1] == T8) ? "vtrunci" : "vextsi";
		v = p->n++; p->ty[v] = pairs[pi][1];
		buf_printf(b, "  %%v%d = ave.hir.%s %%v%d, %%v%d%s : %s, %s, %s\n", v, op, x, m,
			   k == 4 && op[1] == 't' && rnd(3) == 0 ? " {layout_change = #ave<layout_change DENSE>}" : "",
			   ty_of[pairs[pi][0]], ty_of[pairs[pi][1]], ty_of[T1]);
		break;
	}
	case 5: { /* masked store */
		int tt = rnd(4) ? t : T1, x = get(b, p, tt);
		buf_printf(b, "  ave.hir.masked_store <NORM_B8> %%mem[%%c0], %%v%d, %%v%d : memref<256xi8>, %s, %s\n", m, x, ty_of[T1], ty_of[tt]);
		break;
	}
	case 6: { /* strided store */
		int x = get(b, p, t);
		buf_printf(b, "  ave.hir.store_with_stride %%mem[%%c0], %%c0, %%v%d, %%v%d : memref<256xi8>, %s, %s\n", m, x, ty_of[T1], ty_of[t]);
		break;
	}
	case 7: { /* call without results, several operands */
		int n = 1 + rnd(4), a[4];
		for (int i = 0; i < n; i++) {
			int tt = rnd(6);
			a[i] = get(b, p, tt == 5 ? T1 : data_tys[tt]);
		}
		buf_printf(b, "  func.call @sink(");
		for (int i = 0; i < n; i++)
			buf_printf(b, "%s%%v%d", i ? ", " : "", a[i]);
		buf_printf(b, ") : () -> ()\n");
		break;
	}
	case 8: { /* call with a result */
		int x = get(b, p, t);
		v = p->n++; p->ty[v] = t;
		buf_printf(b, "  %%v%d = func.call @id(%%v%d) : (%s) -> %s\n", v, x, ty_of[t], ty_of[t]);
		break;
	}
	case 9: { /* gather */
		int it = rnd(2) ? T16 : T32, x = get(b, p, it);
		v = p->n++; p->ty[v] = rnd(2) ? T8 : it;
		buf_printf(b, "  %%v%d = ave.hir.vgather %%mem[%%c0] [%%v%d], %%v%d : memref<256xi8>, %s, %s into %s\n", v, x, m, ty_of[it], ty_of[T1], ty_of[p->ty[v]]);
		break;
	}
	case 10: { /* interleave */
		static const char *const lc[] = {"", " {layout_change = #ave<layout_change DENSE>}",
						 " {layout_change = #ave<layout_change SPARSE>}", " {layout_change = #ave<layout_change UNCHANGED>}"};
		int x = get(b, p, t), y = get(b, p, t);
		v = p->n; p->n += 2; p->ty[v] = p->ty[v + 1] = t;
		buf_printf(b, "  %%v%d, %%v%d = ave.hir.%s %%v%d, %%v%d%s : %s, %s\n", v, v + 1, rnd(2) ? "vintlv" : "vdintlv",
			   x, y, lc[rnd(4)], ty_of[t], ty_of[t]);
		break;
	}
	case 11: { /* vcmps, a same-layout op on a compare */
		int x = get(b, p, t);
		v = p->n++; p->ty[v] = T1;
		buf_printf(b, "  %%v%d = ave.hir.vcmps <GT> %%v%d, %%s, %%v%d : %s, f32, %s -> %s\n", v, x, m, ty_of[t], ty_of[T1], ty_of[T1]);
		break;
	}
	case 12: { /* preg op */
		int x = get(b, p, T1);
		v = p->n++; p->ty[v] = T1;
		buf_printf(b, "  %%v%d = ave.hir.preg.and <b8> %%v%d, %%v%d, %%v%d : %s\n", v, x, m, m, ty_of[T1]);
		break;
	}
	case 13: { /* conversion */
		int from = rnd(2) ? TF32 : TF16, to = rnd(2) ? T32 : T16, x = get(b, p, from);
		v = p->n++; p->ty[v] = to;
		buf_printf(b, "  %%v%d = ave.hir.vfptosi %%v%d, <trunc>, %%v%d : %s, %s, %s\n", v, x, m, ty_of[from], ty_of[T1], ty_of[to]);
		break;
	}
	case 14: { /* broadcast / vci */
		v = p->n++; p->ty[v] = t == TF16 ? T16 : t == TF32 ? T32 : t;
		if (rnd(2))
			buf_printf(b, "  %%v%d = ave.hir.broadcast %%s, %%v%d : f32, %s -> %s\n", v, m, ty_of[T1], ty_of[p->ty[v]]);
		else
			buf_printf(b, "  %%v%d = ave.hir.vci %%i, <INCREASE> : i32, %s\n", v, ty_of[p->ty[v]]);
		break;
	}
	case 15: { /* pinning cast pair */
		static const char *const st[] = {"b8", "b16", "b32"};
		int x = get(b, p, T1), l = rnd(3);
		v = p->n; p->n += 2; p->ty[v] = p->ty[v + 1] = T1;
		buf_printf(b, "  %%v%d = ave.hir.vector.layout_cast %%v%d : %s -> vector<64xi1, #ave.vector_layout<{mem = #ave.vec_mem_type<%s>}>>\n",
			   v, x, ty_of[T1], st[l]);
		buf_printf(b, "  %%v%d = ave.hir.vector.layout_cast %%v%d : vector<64xi1, #ave.vector_layout<{mem = #ave.vec_mem_type<%s>}>> -> %s\n",
			   v + 1, v, st[l], ty_of[T1]);
		break;
	}
	}
}

static void gen_program(struct buf *b)
{
	struct pool p = {0};
	buf_printf(b, "func.func @g(%%mem: memref<256xi8>, %%s: f32, %%i: i32) {\n");
	buf_printf(b, "  %%c0 = arith.constant 0 : index\n");
	int n = 1 + rnd(7);
	for (int i = 0; i < n; i++) {
		if (rnd(8) == 0 && p.n < 40) { /* a loop carrying one vector */
			int t = data_tys[rnd(5)], init = get(b, &p, t), m = get(b, &p, T1);
			int r = p.n++, acc = p.n++, y = p.n++;
			p.ty[r] = t;
			buf_printf(b, "  %%v%d = scf.for %%k = %%c0 to %%c0 step %%c0 iter_args(%%v%d = %%v%d) -> (%s) {\n",
				   r, acc, init, ty_of[t]);
			buf_printf(b, "    %%v%d = ave.hir.vmul %%v%d, %%v%d, %%v%d : %s, %s\n", y, acc, acc, m, ty_of[t], ty_of[T1]);
			buf_printf(b, "    scf.yield %%v%d : %s\n  }\n", y, ty_of[t]);
			p.ty[acc] = p.ty[y] = NT; /* not visible after the loop */
		} else {
			gen_op(b, &p);
		}
	}
	buf_printf(b, "  return\n}\n");
}

static bool same_answer(const struct vl_func *f, const struct vl_solution *a, int ra,
			const struct vl_solution *e, int re)
{
	if (ra != re)
		return false;
	if (ra == 1)
		return a->failed_op == e->failed_op && a->before == e->before;
	return memcmp(a->state, e->state, (size_t)f->nvals) == 0 && memcmp(a->ft, e->ft, (size_t)f->nops) == 0;
}

Test(vlayout, fast_solver_equals_exhaustive_on_generated_programs)
{
	int compared = 0, solved = 0, failed = 0;
	for (int seed = 1; seed <= 4000; seed++) {
		rng = (unsigned long long)seed * 0x9E3779B97F4A7C15ull;
		struct buf b = {0};
		gen_program(&b);
		buf_put(&b, "\0", 1);
		struct vl_module m = {0};
		cr_assert(vl_parse("gen.mlir", b.data, &m), "seed %d does not parse:\n%s", seed, b.data);
		for (const struct vl_func *f = m.funcs; f; f = f->next) {
			struct vl_solution fs, es;
			int re = vl_solve(f, VL_EXHAUSTIVE, 200000, &es);
			if (re != 2) {
				int rf = vl_solve(f, VL_FAST, 200000, &fs);
				cr_assert(same_answer(f, &fs, rf, &es, re), "seed %d: solvers differ (fast %d, exhaustive %d):\n%s",
					  seed, rf, re, b.data);
				compared++;
				solved += re == 0;
				failed += re == 1;
				vl_solution_free(&fs);
			}
			vl_solution_free(&es);
		}
		arena_free(&m.arena);
		buf_free(&b);
	}
	/* the generator must exercise both outcomes, or the test proves little */
	cr_assert_gt(solved, 500, "only %d generated programs solved", solved);
	cr_assert_gt(failed, 500, "only %d generated programs failed", failed);
	cr_assert_gt(compared, 3500);
}

/* 15 independent i1 stores of f16 compares (the reference's 3^15 case) and a
 * call with 20 vector operands the producers pin to the last layout.  The
 * search is measured by its own work count, not by a clock: a search that
 * enumerated the space would try millions of nodes. */
Test(vlayout, exponential_corners_are_fast)
{
	struct buf b = {0};
	buf_printf(&b, "func.func @h(%%mem: memref<256xi8>) {\n  %%c0 = arith.constant 0 : index\n");
	buf_printf(&b, "  %%m = ave.hir.pge <ALL> : vector<64xi1>\n");
	for (int i = 0; i < 15; i++)
		buf_printf(&b, "  %%x%d = ave.hir.vload <NORM> %%mem[%%c0] : memref<256xi8> into vector<64xf16>\n"
			   "  %%c%d = ave.hir.vcmp <NE> %%x%d, %%x%d, %%m : vector<64xf16>, vector<64xi1> -> vector<64xi1>\n", i, i, i, i);
	for (int i = 0; i < 15; i++)
		buf_printf(&b, "  %%k%d = ave.hir.pge <ALL> : vector<64xi1>\n"
			   "  ave.hir.masked_store <NORM_B8> %%mem[%%c0], %%k%d, %%c%d : memref<256xi8>, vector<64xi1>, vector<64xi1>\n", i, i, i);
	for (int i = 0; i < 20; i++)
		buf_printf(&b, "  %%a%d = ave.hir.vload <NORM> %%mem[%%c0] : memref<256xi8> into vector<64xi8>\n"
			   "  %%p%d = ave.hir.vector.layout_cast %%a%d : vector<64xi8> -> vector<64xi8, #ave.vector_layout<{mem = #ave.vec_mem_type<b8_4vl>}>>\n"
			   "  %%q%d = ave.hir.vector.layout_cast %%p%d : vector<64xi8, #ave.vector_layout<{mem = #ave.vec_mem_type<b8_4vl>}>> -> vector<64xi8>\n",
			   i, i, i, i, i);
	buf_printf(&b, "  func.call @sink(");
	for (int i = 0; i < 20; i++)
		buf_printf(&b, "%s%%a%d", i ? ", " : "", i);
	buf_printf(&b, ") : () -> ()\n  return\n}\n");
	buf_put(&b, "\0", 1);
	struct vl_module m = {0};
	cr_assert(vl_parse("corner.mlir", b.data, &m));
	struct vl_solution s;
	cr_assert_eq(vl_solve(m.funcs, VL_FAST, 0, &s), 0);
	cr_assert_leq(s.steps, 20LL * m.funcs->nops, "%lld node tries for %d ops", s.steps, m.funcs->nops);
	/* each compare result ends up b16 (pb16): f16 compares allow b16 or b32 */
	for (int v = 0; v < m.funcs->nvals; v++) {
		const struct vl_value *x = &m.funcs->vals[v];
		if (x->name[1] == 'c' && x->ty.vec)
			cr_assert_eq(s.state[v], 3, "%s", x->name);
		if (x->name[1] == 'a')
			cr_assert_eq(s.state[v], 2, "%s", x->name);
	}
	vl_solution_free(&s);
	arena_free(&m.arena);
	buf_free(&b);
}

/* The exhaustive search refuses a candidate space larger than its cap before
 * building it: 3^14 consumer-less i8 loads, and a call over 40 free i8
 * operands (3^40 products). */
Test(vlayout, exhaustive_cap_is_checked_before_enumerating)
{
	for (int call = 0; call < 2; call++) {
		struct buf b = {0};
		int n = call ? 40 : 14;
		buf_printf(&b, "func.func @c(%%mem: memref<256xi8>) {\n  %%c0 = arith.constant 0 : index\n");
		for (int i = 0; i < n; i++)
			buf_printf(&b, "  %%a%d = ave.hir.vload <NORM> %%mem[%%c0] : memref<256xi8> into vector<64xi8>\n", i);
		if (call) {
			buf_printf(&b, "  func.call @sink(");
			for (int i = 0; i < n; i++)
				buf_printf(&b, "%s%%a%d", i ? ", " : "", i);
			buf_printf(&b, ") : () -> ()\n");
		}
		buf_printf(&b, "  return\n}\n");
		buf_put(&b, "\0", 1);
		struct vl_module m = {0};
		cr_assert(vl_parse("cap.mlir", b.data, &m));
		struct vl_solution s;
		cr_assert_eq(vl_solve(m.funcs, VL_EXHAUSTIVE, 2000000, &s), 2);
		cr_assert_leq(s.steps, 1, "%lld candidates built before the refusal", s.steps);
		vl_solution_free(&s);
		/* the fast search solves both */
		cr_assert_eq(vl_solve(m.funcs, VL_FAST, 0, &s), 0);
		cr_assert_leq(s.steps, 4LL * m.funcs->nops, "%lld node tries for %d ops", s.steps, m.funcs->nops);
		vl_solution_free(&s);
		arena_free(&m.arena);
		buf_free(&b);
	}
}
