/* Runtime: every compute instruction x dtype against a plain C reference,
 * loads/stores with layouts, control flow, .npy round trips, f16/bf16
 * rounding, and the strictness errors (overlap, capacity, unknown op). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rt.h"
#include "util.h"

/* ---- kernel builder: one instruction around loaded input tiles ---- */

struct ttile {
	const char *dt;  /* mlir dtype */
	int rows, cols;
	int vr, vc;      /* 0: full */
	const char *loc; /* NULL: vec */
	bool col;        /* col_major (loaded through a dn view when a vector) */
	int pad;
};

static void tt_type(struct buf *b, const struct ttile *t)
{
	const char *loc = t->loc ? t->loc : "vec";
	const char *bl = t->col ? "col_major" : "row_major", *sl = "none_box";
	int frac = 512;
	if (!strcmp(loc, "mat") || !strcmp(loc, "left")) {
		bl = "col_major";
		sl = "row_major";
	} else if (!strcmp(loc, "right")) {
		bl = "row_major";
		sl = "col_major";
	} else if (!strcmp(loc, "acc")) {
		bl = "col_major";
		sl = "row_major";
		frac = 1024;
	}
	buf_printf(b, "!pto.tile_buf<loc=%s, dtype=%s, rows=%d, cols=%d, v_row=%d, v_col=%d, blayout=%s, slayout=%s, "
		      "fractal=%d, pad=%d>", loc, t->dt, t->rows, t->cols, t->vr ? t->vr : t->rows,
		   t->vc ? t->vc : t->cols, bl, sl, frac, t->pad);
}

/* A kernel: inputs ins[i] are loaded from parameter i, tmps are scratch
 * tiles, `scalar` ("2.5 : f32") is %s, and the result tile %o is stored to
 * parameter nin.  `operands` names the ins operands: t0.. x0.. s; `attr`
 * goes inside ins(...), `tail` after outs(...). */
struct tkernel {
	const char *op;
	struct ttile ins[4];
	int nin;
	struct ttile tmps[2];
	int ntmp;
	const char *scalar;
	const char *operands;
	const char *attr, *tail;
	struct ttile out;
	int out_addr; /* 0: its own address; -1: same as input 0 (in place) */
};

static void tt_decl(struct buf *b, const char *name, const struct ttile *t, int addr, int param)
{
	const char *loc = t->loc ? t->loc : "vec";
	if (param >= 0) {
		bool dn = t->col && t->cols == 1;
		buf_printf(b, "  %%%s_v = pto.make_tensor_view %%arg%d, shape = [%%n%d, %%n%d], strides = [%%n%d, %%n%d] "
			      "{layout = #pto.layout<%s>} : !pto.tensor_view<?x?x%s>\n", name, param, t->vr ? t->vr : t->rows,
			   t->vc ? t->vc : t->cols, dn ? 1 : (t->vc ? t->vc : t->cols), dn ? (t->vr ? t->vr : t->rows) : 1,
			   dn ? "dn" : "nd", t->dt);
	}
	buf_printf(b, "  %%%s = pto.alloc_tile addr = %%a%d : ", name, addr);
	tt_type(b, t);
	buf_printf(b, "\n");
	(void)loc;
}

static void tt_pview(struct buf *b, const char *name, const struct ttile *t)
{
	int r = t->vr ? t->vr : t->rows, c = t->vc ? t->vc : t->cols;
	buf_printf(b, "  %%%s_p = pto.partition_view %%%s_v, offsets = [%%n0, %%n0], sizes = [%%n%d, %%n%d] : "
		      "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<%dx%dx%s>\n", name, name, r, c, t->dt, r, c,
		   t->dt);
}

static char *tk_text(const struct tkernel *k)
{
	struct buf b = {0};
	buf_printf(&b, "module {\n  func.func @k(");
	for (int i = 0; i <= k->nin; i++)
		buf_printf(&b, "%s%%arg%d: !pto.ptr<%s>", i ? ", " : "", i, i < k->nin ? k->ins[i].dt : k->out.dt);
	buf_printf(&b, ") {\n");
	for (int n = 0; n <= 256; n++)
		buf_printf(&b, "  %%n%d = arith.constant %d : index\n", n, n);
	for (int a = 0; a < 8; a++)
		buf_printf(&b, "  %%a%d = arith.constant %d : i64\n", a, a * 16384);
	if (k->scalar)
		buf_printf(&b, "  %%s = arith.constant %s\n", k->scalar);
	char name[16];
	for (int i = 0; i < k->nin; i++) {
		snprintf(name, sizeof name, "t%d", i);
		tt_decl(&b, name, &k->ins[i], i, i);
		tt_pview(&b, name, &k->ins[i]);
		buf_printf(&b, "  pto.tload ins(%%%s_p : !pto.partition_tensor_view<%dx%dx%s>) outs(%%%s : ", name,
			   k->ins[i].vr ? k->ins[i].vr : k->ins[i].rows, k->ins[i].vc ? k->ins[i].vc : k->ins[i].cols,
			   k->ins[i].dt, name);
		tt_type(&b, &k->ins[i]);
		buf_printf(&b, ")\n");
	}
	for (int i = 0; i < k->ntmp; i++) {
		snprintf(name, sizeof name, "x%d", i);
		tt_decl(&b, name, &k->tmps[i], 5 + i, -1);
	}
	tt_decl(&b, "o", &k->out, k->out_addr < 0 ? 0 : 7, k->nin);
	buf_printf(&b, "  %s ins(", k->op);
	struct buf types = {0};
	char ops[64];
	snprintf(ops, sizeof ops, "%s", k->operands);
	int n = 0;
	for (char *tok = strtok(ops, " "); tok; tok = strtok(NULL, " "), n++) {
		buf_printf(&b, "%s%%%s", n ? ", " : "", tok);
		if (n)
			buf_puts(&types, ", ");
		if (tok[0] == 't')
			tt_type(&types, &k->ins[atoi(tok + 1)]);
		else if (tok[0] == 'x')
			tt_type(&types, &k->tmps[atoi(tok + 1)]);
		else
			buf_puts(&types, strchr(k->scalar, ':') + 2);
	}
	if (k->attr)
		buf_printf(&b, " %s", k->attr);
	buf_printf(&b, " : %s) outs(%%o : ", types.data ? types.data : "");
	tt_type(&b, &k->out);
	buf_printf(&b, ")%s%s\n", k->tail ? " " : "", k->tail ? k->tail : "");
	buf_free(&types);
	tt_pview(&b, "o", &k->out);
	int r = k->out.vr ? k->out.vr : k->out.rows, c = k->out.vc ? k->out.vc : k->out.cols;
	buf_printf(&b, "  pto.tstore ins(%%o : ");
	tt_type(&b, &k->out);
	buf_printf(&b, ") outs(%%o_p : !pto.partition_tensor_view<%dx%dx%s>)\n  return\n  }\n}\n", r, c, k->out.dt);
	return b.data;
}

static struct rt_caps tk_caps(void)
{
	struct rt_caps c = {{0}};
	for (int s = 0; s < MS_COUNT; s++)
		c.bytes[s] = 1 << 20;
	return c;
}

/* Parses and runs `text` with arrays in[0..nin) (not owned); returns the
 * created output array of parameter nin, or NULL on an error. */
static struct rt_array *tk_run_text(const char *text, struct rt_array **in, int nin, const struct rt_caps *caps)
{
	struct rt_module *m = rt_parse("test.pto", text, strlen(text));
	if (!m)
		return NULL;
	struct rt_binding b[8] = {{0}};
	for (int i = 0; i < nin; i++) {
		b[i].kind = RB_ARRAY;
		b[i].array = in[i];
	}
	b[nin].kind = RB_FILL_ZERO;
	int st = rt_run(m, 0, caps, b);
	rt_module_free(m);
	if (st != 0) {
		rt_array_free(b[nin].array);
		return NULL;
	}
	return b[nin].array;
}

static struct rt_array *tk_run(const struct tkernel *k, struct rt_array **in)
{
	char *text = tk_text(k);
	struct rt_caps caps = tk_caps();
	struct rt_array *out = tk_run_text(text, in, k->nin, &caps);
	if (!out && getenv("RT_TEST_VERBOSE"))
		fprintf(stderr, "kernel was:\n%s", text);
	free(text);
	return out;
}


static const char *const ALL[] = {"f32", "f16", "bf16", "i8", "ui8", "i16", "ui16", "i32", "ui32", "i64"};
static const char *const FLOATS[] = {"f32", "f16", "bf16"};
static const char *const INTS[] = {"i8", "ui8", "i16", "ui16", "i32", "ui32", "i64"};
#define N(a) (int)(sizeof a / sizeof *a)

enum { G_ANY, G_POS, G_SHIFT };

static int dt_of(const char *mlir) { return rt_dtype_from_mlir(mlir); }
static bool isf(const char *mlir) { return rt_dtype_is_float(dt_of(mlir)); }

/* Deterministic inputs: `seed` varies the pattern between operands. */
static struct rt_array *gen(const char *mlir, int rows, int cols, int kind, int seed)
{
	int dt = dt_of(mlir);
	int64_t shape[2] = {rows, cols};
	struct rt_array *a = rt_array_new(dt, 2, shape);
	for (size_t i = 0; i < a->count; i++) {
		int v = (int)((i * 37 + (size_t)seed * 11) % 23) - 11;
		if (kind == G_SHIFT)
			rt_array_set_i(a, i, (int64_t)((i + (size_t)seed) % 5));
		else if (rt_dtype_is_float(dt))
			rt_array_set_f(a, i, kind == G_POS ? fabs(v * 0.375) + 0.5 : v * 0.375 + 0.125);
		else if (kind == G_POS || !rt_dtype_is_signed(dt))
			rt_array_set_i(a, i, abs(v) + 1);
		else
			rt_array_set_i(a, i, v);
	}
	return a;
}

/* Rounds a reference value to dtype `dt` the way a store does (float:
 * f32 then nearest-even narrowing; integers: wrap). */
static double as_dt_f(int dt, double v)
{
	int64_t one = 1;
	struct rt_array *a = rt_array_new(dt, 1, &one);
	rt_array_set_f(a, 0, (float)v);
	double r = rt_array_get_f(a, 0);
	rt_array_free(a);
	return r;
}

static int64_t as_dt_i(int dt, int64_t v)
{
	int64_t one = 1;
	struct rt_array *a = rt_array_new(dt, 1, &one);
	rt_array_set_i(a, 0, v);
	int64_t r = rt_array_get_i(a, 0);
	rt_array_free(a);
	return r;
}

/* Compares out against expected values given as doubles (floats) or int64. */
static void check(const char *what, const char *dt, const struct rt_array *out, const double *ef, const int64_t *ei,
		  size_t n)
{
	cr_assert_not_null(out, "%s %s: the kernel failed", what, dt);
	cr_assert_eq(out->count, n, "%s %s: %zu elements, expected %zu", what, dt, out->count, n);
	int bad = 0;
	for (size_t i = 0; i < n && bad < 3; i++) {
		if (ef) {
			double g = rt_array_get_f(out, i);
			if (!(g == ef[i] || (isnan(g) && isnan(ef[i])))) {
				cr_expect(false, "%s %s: element %zu = %.9g, expected %.9g", what, dt, i, g, ef[i]);
				bad++;
			}
		} else {
			int64_t g = rt_array_get_i(out, i);
			if (g != ei[i]) {
				cr_expect(false, "%s %s: element %zu = %lld, expected %lld", what, dt, i, (long long)g,
					  (long long)ei[i]);
				bad++;
			}
		}
	}
}

#define R 4
#define C 8
#define RC (R * C)

static struct ttile T(const char *dt) { return (struct ttile){.dt = dt, .rows = R, .cols = C}; }

/* ---- plain C references ---- */

static double fref2(const char *op, float x, float y)
{
	if (!strcmp(op, "add")) return x + y;
	if (!strcmp(op, "sub")) return x - y;
	if (!strcmp(op, "mul")) return x * y;
	if (!strcmp(op, "div")) return x / y;
	if (!strcmp(op, "max")) return x > y ? x : y;
	if (!strcmp(op, "min")) return x < y ? x : y;
	if (!strcmp(op, "fmod")) return fmodf(x, y);
	if (!strcmp(op, "rem")) { float r = fmodf(x, y); return r != 0 && ((r < 0) != (y < 0)) ? r + y : r; }
	if (!strcmp(op, "lrelu") || !strcmp(op, "prelu")) return x > 0 ? x : x * y;
	cr_assert_fail("no float reference for %s", op);
	return 0;
}

static int64_t iref2(const char *op, int64_t x, int64_t y)
{
	if (!strcmp(op, "add")) return x + y;
	if (!strcmp(op, "sub")) return x - y;
	if (!strcmp(op, "mul")) return x * y;
	if (!strcmp(op, "div")) return x / y;
	if (!strcmp(op, "max")) return x > y ? x : y;
	if (!strcmp(op, "min")) return x < y ? x : y;
	if (!strcmp(op, "fmod")) return x % y;
	if (!strcmp(op, "rem")) { int64_t r = x % y; return r != 0 && ((r < 0) != (y < 0)) ? r + y : r; }
	if (!strcmp(op, "and")) return x & y;
	if (!strcmp(op, "or")) return x | y;
	if (!strcmp(op, "xor")) return x ^ y;
	if (!strcmp(op, "shl")) return (int64_t)((uint64_t)x << y);
	if (!strcmp(op, "shr")) return x >> y;
	cr_assert_fail("no integer reference for %s", op);
	return 0;
}

static double fref1(const char *op, float x)
{
	if (!strcmp(op, "abs")) return fabsf(x);
	if (!strcmp(op, "neg")) return -x;
	if (!strcmp(op, "relu")) return x > 0 ? x : 0;
	if (!strcmp(op, "exp")) return expf(x);
	if (!strcmp(op, "log")) return logf(x);
	if (!strcmp(op, "sqrt")) return sqrtf(x);
	if (!strcmp(op, "rsqrt")) return 1.0f / sqrtf(x);
	if (!strcmp(op, "recip")) return 1.0f / x;
	cr_assert_fail("no float reference for %s", op);
	return 0;
}

static int64_t iref1(const char *op, int64_t x)
{
	if (!strcmp(op, "abs")) return x < 0 ? -x : x;
	if (!strcmp(op, "neg")) return -x;
	if (!strcmp(op, "relu")) return x > 0 ? x : 0;
	if (!strcmp(op, "not")) return ~x;
	cr_assert_fail("no integer reference for %s", op);
	return 0;
}

/* ---- elementwise ---- */

static void run_binary(const char *op, const char *const *dts, int ndt, int kind_b)
{
	for (int d = 0; d < ndt; d++) {
		const char *dt = dts[d];
		char name[32];
		snprintf(name, sizeof name, "pto.t%s", op);
		struct tkernel k = {.op = name, .ins = {T(dt), T(dt)}, .nin = 2, .operands = "t0 t1", .out = T(dt)};
		if (!strcmp(op, "prelu")) {
			k.tmps[0] = T(dt);
			k.ntmp = 1;
			k.operands = "t0 t1 x0";
		}
		struct rt_array *in[2] = {gen(dt, R, C, G_ANY, 1), gen(dt, R, C, kind_b, 2)};
		struct rt_array *out = tk_run(&k, in);
		double ef[RC];
		int64_t ei[RC];
		int t = dt_of(dt);
		for (int i = 0; i < RC; i++) {
			if (isf(dt))
				ef[i] = as_dt_f(t, fref2(op, (float)rt_array_get_f(in[0], i), (float)rt_array_get_f(in[1], i)));
			else
				ei[i] = as_dt_i(t, iref2(op, rt_array_get_i(in[0], i), rt_array_get_i(in[1], i)));
		}
		check(name, dt, out, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
}

Test(runtime, binary_all_dtypes)
{
	const char *ops[] = {"add", "sub", "mul", "max", "min"};
	for (int i = 0; i < N(ops); i++)
		run_binary(ops[i], ALL, N(ALL), G_ANY);
}

Test(runtime, binary_division_family)
{
	const char *ops[] = {"div", "rem", "fmod"};
	for (int i = 0; i < N(ops); i++)
		run_binary(ops[i], ALL, N(ALL), G_POS);
}

Test(runtime, binary_bitwise_ints)
{
	const char *ops[] = {"and", "or", "xor"};
	for (int i = 0; i < N(ops); i++)
		run_binary(ops[i], INTS, N(INTS), G_ANY);
	run_binary("shl", INTS, N(INTS), G_SHIFT);
	run_binary("shr", INTS, N(INTS), G_SHIFT);
	run_binary("prelu", FLOATS, N(FLOATS), G_ANY);
}

Test(runtime, bitwise_rejects_floats)
{
	struct tkernel k = {.op = "pto.tand", .ins = {T("f32"), T("f32")}, .nin = 2, .operands = "t0 t1", .out = T("f32")};
	struct rt_array *in[2] = {gen("f32", R, C, G_ANY, 1), gen("f32", R, C, G_ANY, 2)};
	FILE *devnull = fopen("/dev/null", "w");
	diag_set_stream(devnull);
	struct rt_array *out = tk_run(&k, in);
	diag_set_stream(NULL);
	fclose(devnull);
	cr_expect_null(out, "pto.tand on f32 must be an error");
	rt_array_free(in[0]);
	rt_array_free(in[1]);
}

static void run_scalar(const char *op, const char *const *dts, int ndt, const char *fval, const char *ival)
{
	for (int d = 0; d < ndt; d++) {
		const char *dt = dts[d];
		char name[32], sc[48];
		snprintf(name, sizeof name, "pto.t%ss", op);
		bool fl = isf(dt);
		snprintf(sc, sizeof sc, "%s : %s", fl ? fval : ival, fl ? "f32" : dt);
		if (!strcmp(op, "lrelu"))
			snprintf(name, sizeof name, "pto.tlrelu");
		struct tkernel k = {.op = name, .ins = {T(dt)}, .nin = 1, .scalar = sc, .operands = "t0 s", .out = T(dt)};
		struct rt_array *in[1] = {gen(dt, R, C, G_ANY, 3)};
		struct rt_array *out = tk_run(&k, in);
		double ef[RC];
		int64_t ei[RC];
		int t = dt_of(dt);
		for (int i = 0; i < RC; i++) {
			if (fl)
				ef[i] = as_dt_f(t, fref2(op, (float)rt_array_get_f(in[0], i), (float)as_dt_f(t, atof(fval))));
			else
				ei[i] = as_dt_i(t, iref2(op, rt_array_get_i(in[0], i), as_dt_i(t, atoll(ival))));
		}
		check(name, dt, out, fl ? ef : NULL, fl ? NULL : ei, RC);
		rt_array_free(out);
		rt_array_free(in[0]);
	}
}

Test(runtime, tile_scalar_ops)
{
	const char *ops[] = {"add", "sub", "mul", "max", "min"};
	for (int i = 0; i < N(ops); i++)
		run_scalar(ops[i], ALL, N(ALL), "2.3", "3");
	run_scalar("div", ALL, N(ALL), "0.7", "3");
	run_scalar("rem", ALL, N(ALL), "1.5", "4");
	run_scalar("fmod", ALL, N(ALL), "1.5", "4");
	run_scalar("lrelu", FLOATS, N(FLOATS), "0.1", "0");
	const char *bit[] = {"and", "or", "xor", "shl", "shr"};
	for (int i = 0; i < N(bit); i++)
		run_scalar(bit[i], INTS, N(INTS), "0", "3");
}

static void run_unary(const char *op, const char *const *dts, int ndt, int kind)
{
	for (int d = 0; d < ndt; d++) {
		const char *dt = dts[d];
		char name[32];
		snprintf(name, sizeof name, "pto.t%s", op);
		struct tkernel k = {.op = name, .ins = {T(dt)}, .nin = 1, .operands = "t0", .out = T(dt)};
		struct rt_array *in[1] = {gen(dt, R, C, kind, 4)};
		struct rt_array *out = tk_run(&k, in);
		double ef[RC];
		int64_t ei[RC];
		int t = dt_of(dt);
		for (int i = 0; i < RC; i++) {
			if (isf(dt))
				ef[i] = as_dt_f(t, fref1(op, (float)rt_array_get_f(in[0], i)));
			else
				ei[i] = as_dt_i(t, iref1(op, rt_array_get_i(in[0], i)));
		}
		check(name, dt, out, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
		rt_array_free(out);
		rt_array_free(in[0]);
	}
}

Test(runtime, unary_ops)
{
	run_unary("abs", ALL, N(ALL), G_ANY);
	run_unary("neg", ALL, N(ALL), G_ANY);
	run_unary("relu", ALL, N(ALL), G_ANY);
	run_unary("not", INTS, N(INTS), G_ANY);
	const char *fl[] = {"exp", "log", "sqrt", "rsqrt", "recip"};
	for (int i = 0; i < N(fl); i++)
		run_unary(fl[i], FLOATS, N(FLOATS), G_POS);
}

Test(runtime, ternary_ops)
{
	for (int d = 0; d < N(ALL); d++) {
		const char *dt = ALL[d];
		int t = dt_of(dt);
		struct rt_array *in[3] = {gen(dt, R, C, G_ANY, 1), gen(dt, R, C, G_ANY, 2), gen(dt, R, C, G_ANY, 3)};
		const char *names[] = {"pto.taddc", "pto.tsubc", "pto.taddsc", "pto.tsubsc"};
		for (int v = 0; v < 4; v++) {
			bool sc = v >= 2, sub = v % 2;
			char scalar[32];
			snprintf(scalar, sizeof scalar, "%s : %s", isf(dt) ? "1.25" : "2", isf(dt) ? "f32" : dt);
			struct tkernel k = {.op = names[v], .ins = {T(dt), T(dt), T(dt)}, .nin = 3,
					    .scalar = sc ? scalar : NULL, .operands = sc ? "t0 s t2" : "t0 t1 t2", .out = T(dt)};
			struct rt_array *out = tk_run(&k, in);
			double ef[RC];
			int64_t ei[RC];
			for (int i = 0; i < RC; i++) {
				if (isf(dt)) {
					float a = (float)rt_array_get_f(in[0], i), c = (float)rt_array_get_f(in[2], i);
					float b = sc ? (float)as_dt_f(t, 1.25) : (float)rt_array_get_f(in[1], i);
					ef[i] = as_dt_f(t, (sub ? a - b : a + b) + c);
				} else {
					int64_t a = rt_array_get_i(in[0], i), c = rt_array_get_i(in[2], i);
					int64_t b = sc ? 2 : rt_array_get_i(in[1], i);
					ei[i] = as_dt_i(t, (sub ? a - b : a + b) + c);
				}
			}
			check(names[v], dt, out, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
			rt_array_free(out);
		}
		for (int i = 0; i < 3; i++)
			rt_array_free(in[i]);
	}
}

/* Partial ops: where only one operand is valid, its value passes through. */
Test(runtime, partial_ops_valid_regions)
{
	const char *ops[] = {"add", "mul", "max", "min"};
	const char *dts[] = {"f32", "f16", "i32", "i16"};
	for (int o = 0; o < 4; o++)
		for (int d = 0; d < 4; d++) {
			const char *dt = dts[d];
			char name[32];
			snprintf(name, sizeof name, "pto.tpart%s", ops[o]);
			struct ttile a = T(dt), b = T(dt);
			a.vc = 5; /* a: 4x5 valid, b: 2x8 valid, result 4x8 */
			b.vr = 2;
			struct tkernel k = {.op = name, .ins = {a, b}, .nin = 2, .operands = "t0 t1", .out = T(dt)};
			struct rt_array *in[2] = {gen(dt, R, 5, G_ANY, 1), gen(dt, 2, C, G_ANY, 2)};
			struct rt_array *out = tk_run(&k, in);
			double ef[RC];
			int64_t ei[RC];
			int t = dt_of(dt);
			for (int r = 0; r < R; r++)
				for (int c = 0; c < C; c++) {
					bool ia = c < 5, ib = r < 2;
					int i = r * C + c;
					double fa = ia ? rt_array_get_f(in[0], r * 5 + c) : 0, fb = ib ? rt_array_get_f(in[1], r * C + c) : 0;
					int64_t xa = ia ? rt_array_get_i(in[0], r * 5 + c) : 0, xb = ib ? rt_array_get_i(in[1], r * C + c) : 0;
					if (isf(dt))
						ef[i] = ia && ib ? as_dt_f(t, fref2(ops[o], (float)fa, (float)fb)) : ia ? fa : ib ? fb : 0;
					else
						ei[i] = ia && ib ? as_dt_i(t, iref2(ops[o], xa, xb)) : ia ? xa : ib ? xb : 0;
				}
			check(name, dt, out, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
			rt_array_free(out);
			rt_array_free(in[0]);
			rt_array_free(in[1]);
		}
}

/* ---- reductions and expansions ---- */

static double red_f(const char *op, double acc, double x)
{
	float a = (float)acc, b = (float)x;
	if (!strcmp(op, "sum")) return a + b;
	if (!strcmp(op, "prod")) return a * b;
	if (!strcmp(op, "max")) return a > b ? a : b;
	return a < b ? a : b;
}

static int64_t red_i(const char *op, int64_t a, int64_t b)
{
	if (!strcmp(op, "sum")) return a + b;
	if (!strcmp(op, "prod")) return a * b;
	if (!strcmp(op, "max")) return a > b ? a : b;
	return a < b ? a : b;
}

Test(runtime, row_and_col_reductions)
{
	const char *ops[] = {"sum", "max", "min", "prod"};
	for (int o = 0; o < 4; o++)
		for (int d = 0; d < N(ALL); d++)
			for (int rows = 0; rows < 2; rows++) {
				const char *dt = ALL[d];
				int t = dt_of(dt);
				char name[32];
				snprintf(name, sizeof name, "pto.t%s%s", rows ? "row" : "col", ops[o]);
				struct ttile out = rows ? (struct ttile){.dt = dt, .rows = R, .cols = 1, .col = true}
							: (struct ttile){.dt = dt, .rows = 1, .cols = C};
				struct tkernel k = {.op = name, .ins = {T(dt)}, .nin = 1, .tmps = {T(dt)}, .ntmp = rows,
						    .operands = rows ? "t0 x0" : "t0", .out = out};
				struct rt_array *in[1] = {gen(dt, R, C, G_ANY, 5)};
				struct rt_array *res = tk_run(&k, in);
				int n = rows ? R : C, m = rows ? C : R;
				double ef[C];
				int64_t ei[C];
				for (int i = 0; i < n; i++) {
					int first = rows ? i * C : i;
					double fa = rt_array_get_f(in[0], first);
					int64_t ia = rt_array_get_i(in[0], first);
					for (int j = 1; j < m; j++) {
						int e = rows ? i * C + j : j * C + i;
						fa = red_f(ops[o], fa, rt_array_get_f(in[0], e));
						ia = red_i(ops[o], ia, rt_array_get_i(in[0], e));
					}
					ef[i] = as_dt_f(t, fa);
					ei[i] = as_dt_i(t, ia);
				}
				check(name, dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, (size_t)n);
				rt_array_free(res);
				rt_array_free(in[0]);
			}
}

Test(runtime, arg_reductions)
{
	const char *dts[] = {"f32", "f16", "bf16", "i16", "i32"};
	for (int d = 0; d < 5; d++)
		for (int v = 0; v < 4; v++) {
			const char *dt = dts[d];
			bool rows = v < 2, mx = v % 2 == 0;
			char name[32];
			snprintf(name, sizeof name, "pto.t%sarg%s", rows ? "row" : "col", mx ? "max" : "min");
			struct ttile out = rows ? (struct ttile){.dt = "i32", .rows = R, .cols = 1, .col = true}
						: (struct ttile){.dt = "i32", .rows = 1, .cols = C};
			struct tkernel k = {.op = name, .ins = {T(dt)}, .nin = 1, .tmps = {T(dt)}, .ntmp = 1,
					    .operands = "t0 x0", .out = out};
			struct rt_array *in[1] = {gen(dt, R, C, G_ANY, 6)};
			struct rt_array *res = tk_run(&k, in);
			int n = rows ? R : C, m = rows ? C : R;
			int64_t ei[C];
			for (int i = 0; i < n; i++) {
				int best = 0;
				for (int j = 1; j < m; j++) {
					double x = rt_array_get_f(in[0], rows ? i * C + j : j * C + i);
					double b = rt_array_get_f(in[0], rows ? i * C + best : best * C + i);
					if (mx ? x > b : x < b)
						best = j;
				}
				ei[i] = best;
			}
			check(name, dt, res, NULL, ei, (size_t)n);
			rt_array_free(res);
			rt_array_free(in[0]);
		}
}

Test(runtime, row_and_col_expands)
{
	const char *ops[] = {"", "add", "sub", "mul", "div", "max", "min", "expdif"};
	for (int o = 0; o < 8; o++)
		for (int d = 0; d < N(ALL); d++)
			for (int rows = 0; rows < 2; rows++) {
				const char *dt = ALL[d];
				if (!strcmp(ops[o], "expdif") && !isf(dt))
					continue;
				int t = dt_of(dt);
				char name[40];
				snprintf(name, sizeof name, "pto.t%sexpand%s", rows ? "row" : "col", ops[o]);
				struct ttile vec = rows ? (struct ttile){.dt = dt, .rows = R, .cols = 1, .col = true}
							: (struct ttile){.dt = dt, .rows = 1, .cols = C};
				bool plain = !ops[o][0];
				struct tkernel k = {.op = name, .ins = {T(dt), vec}, .nin = 2, .operands = plain ? "t1" : "t0 t1",
						    .out = T(dt)};
				struct rt_array *in[2] = {gen(dt, R, C, G_ANY, 7),
							  gen(dt, rows ? R : 1, rows ? 1 : C, !strcmp(ops[o], "div") ? G_POS : G_ANY, 8)};
				struct rt_array *res = tk_run(&k, in);
				double ef[RC];
				int64_t ei[RC];
				for (int r = 0; r < R; r++)
					for (int c = 0; c < C; c++) {
						int i = r * C + c, vi = rows ? r : c;
						float x = (float)rt_array_get_f(in[0], i), s = (float)rt_array_get_f(in[1], vi);
						int64_t xi = rt_array_get_i(in[0], i), si = rt_array_get_i(in[1], vi);
						if (plain) {
							ef[i] = s;
							ei[i] = si;
						} else if (!strcmp(ops[o], "expdif")) {
							ef[i] = as_dt_f(t, expf(x - s));
						} else if (isf(dt)) {
							ef[i] = as_dt_f(t, fref2(ops[o], x, s));
						} else {
							ei[i] = as_dt_i(t, iref2(ops[o], xi, si));
						}
					}
				check(name, dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
				rt_array_free(res);
				rt_array_free(in[0]);
				rt_array_free(in[1]);
			}
}

Test(runtime, expands_and_ci)
{
	for (int d = 0; d < N(ALL); d++) {
		const char *dt = ALL[d];
		char sc[32];
		snprintf(sc, sizeof sc, "%s : %s", isf(dt) ? "1.1" : "7", isf(dt) ? "f32" : dt);
		struct tkernel k = {.op = "pto.texpands", .nin = 0, .scalar = sc, .operands = "s", .out = T(dt)};
		struct rt_array *res = tk_run(&k, NULL);
		double ef[RC];
		int64_t ei[RC];
		for (int i = 0; i < RC; i++) {
			ef[i] = as_dt_f(dt_of(dt), 1.1);
			ei[i] = 7;
		}
		check("pto.texpands", dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
		rt_array_free(res);
	}
	const char *cis[] = {"i16", "i32"};
	for (int d = 0; d < 2; d++)
		for (int desc = 0; desc < 2; desc++) {
			char sc[32];
			snprintf(sc, sizeof sc, "10 : %s", cis[d]);
			struct tkernel k = {.op = "pto.tci", .scalar = sc, .operands = "s", .out = {.dt = cis[d], .rows = 1, .cols = C},
					    .tail = desc ? "{descending = true}" : "{descending = false}"};
			struct rt_array *res = tk_run(&k, NULL);
			int64_t ei[C];
			for (int c = 0; c < C; c++)
				ei[c] = desc ? 10 - c : 10 + c;
			check("pto.tci", cis[d], res, NULL, ei, C);
			rt_array_free(res);
		}
}

/* ---- conversion, compare, select ---- */

static const char *const RMODES[] = {"NONE", "RINT", "ROUND", "FLOOR", "CEIL", "TRUNC", "ODD", "CAST_RINT"};

static double ref_round(double v, int rm)
{
	switch (rm) {
	case 2: return round(v);
	case 3: return floor(v);
	case 4: return ceil(v);
	case 5: return trunc(v);
	default: return nearbyint(v);
	}
}

/* Reference narrowing of a double to a float format with `mbits` stored
 * mantissa bits (plain arithmetic, not the bit-level runtime code). */
static double ref_narrow(double v, int mbits, int emin, double maxf, int rm)
{
	if (v == 0 || isnan(v) || isinf(v))
		return v;
	double a = fabs(v);
	int e = (int)floor(log2(a));
	if (e < emin)
		e = emin;
	double ulp = ldexp(1, e - mbits), q = a / ulp, f = floor(q), r;
	bool neg = v < 0;
	if (f == q)
		r = q;
	else if (rm == 5)
		r = f;
	else if (rm == 3)
		r = neg ? f + 1 : f;
	else if (rm == 4)
		r = neg ? f : f + 1;
	else if (rm == 2)
		r = q - f >= 0.5 ? f + 1 : f;
	else if (rm == 6)
		r = fmod(f, 2) == 1 ? f : f + 1;
	else
		r = q - f > 0.5 ? f + 1 : q - f < 0.5 ? f : (fmod(f, 2) == 0 ? f : f + 1);
	r *= ulp;
	if (r > maxf) {
		bool inf = rm == 0 || rm == 1 || rm == 7 || rm == 2 || (rm == 3 && neg) || (rm == 4 && !neg);
		r = inf ? INFINITY : maxf;
	}
	return neg ? -r : r;
}

Test(runtime, tcvt_all_pairs_and_modes)
{
	for (int s = 0; s < N(ALL); s++)
		for (int d = 0; d < N(ALL); d++)
			for (int rm = 0; rm < 8; rm++) {
				const char *sd = ALL[s], *dd = ALL[d];
				if (s == d)
					continue;
				int st = dt_of(sd), dt = dt_of(dd);
				char attr[64];
				snprintf(attr, sizeof attr, "{rmode = #pto<round_mode %s>}", RMODES[rm]);
				struct tkernel k = {.op = "pto.tcvt", .ins = {T(sd)}, .nin = 1, .operands = "t0", .attr = attr,
						    .out = T(dd)};
				struct rt_array *in[1] = {gen(sd, R, C, G_ANY, 9)};
				for (int i = 0; i < RC && rt_dtype_is_float(st); i++) /* add fractions that need rounding */
					rt_array_set_f(in[0], i, rt_array_get_f(in[0], i) * 3.3 + 0.5);
				struct rt_array *res = tk_run(&k, in);
				double ef[RC];
				int64_t ei[RC];
				for (int i = 0; i < RC; i++) {
					double v = rt_dtype_is_float(st) ? rt_array_get_f(in[0], i) : (double)rt_array_get_i(in[0], i);
					if (isf(dd)) {
						ef[i] = dt == DT_FP16 ? ref_narrow(v, 10, -14, 65504, rm)
						      : dt == DT_BF16 ? ref_narrow(v, 7, -126, ldexp(255, 120), rm)
								      : ref_narrow(v, 23, -126, 3.4028234663852886e38, rm);
					} else {
						double r = rt_dtype_is_float(st) ? ref_round(v, rm) : v;
						int bits = rt_dtype_size(dt) * 8;
						double lo = rt_dtype_is_signed(dt) ? -ldexp(1, bits - 1) : 0;
						double hi = rt_dtype_is_signed(dt) ? ldexp(1, bits - 1) - 1 : ldexp(1, bits) - 1;
						ei[i] = (int64_t)(r < lo ? lo : r > hi ? hi : r);
					}
				}
				char what[64];
				snprintf(what, sizeof what, "pto.tcvt %s->%s %s", sd, dd, RMODES[rm]);
				check(what, dd, res, isf(dd) ? ef : NULL, isf(dd) ? NULL : ei, RC);
				rt_array_free(res);
				rt_array_free(in[0]);
			}
}

Test(runtime, compare_and_select)
{
	const char *modes[] = {"eq", "ne", "lt", "le", "gt", "ge"};
	for (int d = 0; d < N(ALL); d++)
		for (int m = 0; m < 6; m++)
			for (int sc = 0; sc < 2; sc++) {
				const char *dt = ALL[d];
				char attr[48], scalar[32];
				snprintf(attr, sizeof attr, "{cmpMode = #pto<cmp %s>}", modes[m]);
				snprintf(scalar, sizeof scalar, "%s : %s", isf(dt) ? "0.5" : "3", isf(dt) ? "f32" : dt);
				/* mask: R rows x 32 bytes (8 columns -> 1 byte used) */
				struct tkernel k = {.op = sc ? "pto.tcmps" : "pto.tcmp", .ins = {T(dt), T(dt)}, .nin = sc ? 1 : 2,
						    .scalar = sc ? scalar : NULL, .operands = sc ? "t0 s" : "t0 t1", .attr = attr,
						    .out = {.dt = "ui8", .rows = R, .cols = 32, .vc = 1}};
				struct rt_array *in[2] = {gen(dt, R, C, G_ANY, 1), gen(dt, R, C, G_ANY, 1 + (m & 1))};
				struct rt_array *res = tk_run(&k, in);
				int64_t ei[R];
				for (int r = 0; r < R; r++) {
					ei[r] = 0;
					for (int c = 0; c < C; c++) {
						double x = rt_array_get_f(in[0], r * C + c);
						double y = sc ? (isf(dt) ? as_dt_f(dt_of(dt), 0.5) : 3) : rt_array_get_f(in[1], r * C + c);
						bool b = m == 0 ? x == y : m == 1 ? x != y : m == 2 ? x < y : m == 3 ? x <= y : m == 4 ? x > y : x >= y;
						ei[r] |= (int64_t)b << c;
					}
				}
				check(k.op, dt, res, NULL, ei, R);
				rt_array_free(res);
				rt_array_free(in[0]);
				rt_array_free(in[1]);
			}
}

Test(runtime, select_by_mask)
{
	for (int d = 0; d < N(ALL); d++)
		for (int sc = 0; sc < 2; sc++) {
			const char *dt = ALL[d];
			struct ttile mask = {.dt = "ui8", .rows = R, .cols = 32, .vc = 1};
			char scalar[32];
			snprintf(scalar, sizeof scalar, "%s : %s", isf(dt) ? "9.5" : "9", isf(dt) ? "f32" : dt);
			struct tkernel k = {.op = sc ? "pto.tsels" : "pto.tsel", .ins = {mask, T(dt), T(dt)}, .nin = sc ? 2 : 3,
					    .tmps = {{.dt = "ui8", .rows = 1, .cols = 32}}, .ntmp = 1, .scalar = sc ? scalar : NULL,
					    .operands = sc ? "t0 t1 x0 s" : "t0 t1 t2 x0", .out = T(dt)};
			struct rt_array *in[3] = {gen("ui8", R, 1, G_ANY, 3), gen(dt, R, C, G_ANY, 4), gen(dt, R, C, G_ANY, 5)};
			struct rt_array *res = tk_run(&k, in);
			double ef[RC];
			int64_t ei[RC];
			for (int r = 0; r < R; r++)
				for (int c = 0; c < C; c++) {
					int i = r * C + c;
					bool m = rt_array_get_i(in[0], r) >> c & 1;
					ef[i] = m ? rt_array_get_f(in[1], i) : sc ? as_dt_f(dt_of(dt), 9.5) : rt_array_get_f(in[2], i);
					ei[i] = m ? rt_array_get_i(in[1], i) : sc ? 9 : rt_array_get_i(in[2], i);
				}
			check(k.op, dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
			rt_array_free(res);
			for (int i = 0; i < 3; i++)
				rt_array_free(in[i]);
		}
}

/* ---- matmul ---- */

static void run_matmul(int M, const char *mm)
{
	const char *dts[] = {"f16", "bf16", "f32", "i8"};
	enum { K = 8, NN = 4 };
	for (int d = 0; d < 4; d++)
		for (int v = 0; v < 3; v++) { /* plain, acc (twice), bias */
			const char *dt = dts[d], *acc = isf(dt) ? "f32" : "i32";
			struct ttile l = {.dt = dt, .rows = M, .cols = K, .loc = "left"};
			struct ttile r = {.dt = dt, .rows = K, .cols = NN, .loc = "right"};
			struct ttile o = {.dt = acc, .rows = M, .cols = NN, .loc = "acc"};
			struct ttile bias = {.dt = acc, .rows = 1, .cols = NN, .loc = "bias"};
			char opname[32], accname[32], biasname[32];
			snprintf(opname, sizeof opname, "pto.t%s", mm);
			snprintf(accname, sizeof accname, "pto.t%s.acc", mm);
			snprintf(biasname, sizeof biasname, "pto.t%s.bias", mm);
			struct tkernel k = {.op = opname, .ins = {l, r, bias}, .nin = v == 2 ? 3 : 2, .operands = "t0 t1",
					    .out = o};
			if (v == 2) {
				k.op = biasname;
				k.operands = "t0 t1 t2";
			}
			char *text = tk_text(&k);
			if (v == 1) { /* o = a*b; o += a*b */
				struct buf b = {0};
				char *cut = strstr(text, "  %o_p =");
				buf_put(&b, text, (size_t)(cut - text));
				buf_printf(&b, "  %s ins(%%o, %%t0, %%t1 : ", accname);
				tt_type(&b, &o);
				buf_puts(&b, ", ");
				tt_type(&b, &l);
				buf_puts(&b, ", ");
				tt_type(&b, &r);
				buf_puts(&b, ") outs(%o : ");
				tt_type(&b, &o);
				buf_puts(&b, ")\n");
				buf_puts(&b, cut);
				free(text);
				text = b.data;
			}
			struct rt_array *in[3] = {gen(dt, M, K, G_ANY, 1), gen(dt, K, NN, G_ANY, 2), gen(acc, 1, NN, G_ANY, 3)};
			struct rt_caps caps = tk_caps();
			struct rt_array *res = tk_run_text(text, in, k.nin, &caps);
			free(text);
			double ef[4 * NN];
			int64_t ei[4 * NN];
			for (int i = 0; i < M; i++)
				for (int j = 0; j < NN; j++) {
					float s = v == 2 ? (float)rt_array_get_f(in[2], j) : 0;
					int64_t si = v == 2 ? rt_array_get_i(in[2], j) : 0;
					for (int rep = 0; rep < (v == 1 ? 2 : 1); rep++)
						for (int q = 0; q < K; q++) {
							s += (float)rt_array_get_f(in[0], i * K + q) * (float)rt_array_get_f(in[1], q * NN + j);
							si += rt_array_get_i(in[0], i * K + q) * rt_array_get_i(in[1], q * NN + j);
						}
					ef[i * NN + j] = s;
					ei[i * NN + j] = (int32_t)si;
				}
			const char *what[] = {opname, accname, biasname};
			check(what[v], dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, M * NN);
			rt_array_free(res);
			for (int i = 0; i < 3; i++)
				rt_array_free(in[i]);
		}
}

Test(runtime, matmul_f16_bf16_f32_i8)
{
	run_matmul(4, "matmul");
}

Test(runtime, gemv_f16_bf16_f32_i8)
{
	run_matmul(1, "gemv");
}

/* ---- data movement ---- */

Test(runtime, move_transpose_extract_fillpad)
{
	for (int d = 0; d < N(ALL); d++) {
		const char *dt = ALL[d];
		struct rt_array *in[1] = {gen(dt, R, C, G_ANY, 2)};
		/* tmov row_major -> col_major keeps the logical values */
		struct ttile cm = T(dt);
		cm.col = true;
		struct tkernel mv = {.op = "pto.tmov", .ins = {T(dt)}, .nin = 1, .operands = "t0", .out = T(dt)};
		char *text = tk_text(&mv);
		/* route through a col_major tile: t0 -> o2 (col_major) -> o */
		struct buf b = {0};
		char *at = strstr(text, "  pto.tmov");
		buf_put(&b, text, (size_t)(at - text));
		buf_puts(&b, "  %o2 = pto.alloc_tile addr = %a6 : ");
		tt_type(&b, &cm);
		buf_puts(&b, "\n  pto.tmov ins(%t0 : ");
		tt_type(&b, &mv.ins[0]);
		buf_puts(&b, ") outs(%o2 : ");
		tt_type(&b, &cm);
		buf_puts(&b, ")\n  pto.tmov ins(%o2 : ");
		tt_type(&b, &cm);
		buf_puts(&b, ") outs(%o : ");
		tt_type(&b, &mv.out);
		buf_puts(&b, ")\n");
		buf_puts(&b, strstr(at, "  %o_p"));
		free(text);
		struct rt_caps caps = tk_caps();
		struct rt_array *res = tk_run_text(b.data, in, 1, &caps);
		buf_free(&b);
		double ef[RC];
		int64_t ei[RC];
		for (int i = 0; i < RC; i++) {
			ef[i] = rt_array_get_f(in[0], i);
			ei[i] = rt_array_get_i(in[0], i);
		}
		check("pto.tmov", dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
		rt_array_free(res);

		struct ttile tr = {.dt = dt, .rows = C, .cols = R};
		struct tkernel tk = {.op = "pto.ttrans", .ins = {T(dt)}, .nin = 1, .tmps = {T(dt)}, .ntmp = 1,
				     .operands = "t0 x0", .out = tr};
		res = tk_run(&tk, in);
		for (int r = 0; r < C; r++)
			for (int c = 0; c < R; c++) {
				ef[r * R + c] = rt_array_get_f(in[0], c * C + r);
				ei[r * R + c] = rt_array_get_i(in[0], c * C + r);
			}
		check("pto.ttrans", dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
		rt_array_free(res);

		struct tkernel ex = {.op = "pto.textract", .ins = {T(dt)}, .nin = 1, .scalar = "1 : index",
				     .operands = "t0 s s", .out = {.dt = dt, .rows = 2, .cols = 4}};
		res = tk_run(&ex, in);
		for (int r = 0; r < 2; r++)
			for (int c = 0; c < 4; c++) {
				ef[r * 4 + c] = rt_array_get_f(in[0], (r + 1) * C + c + 1);
				ei[r * 4 + c] = rt_array_get_i(in[0], (r + 1) * C + c + 1);
			}
		check("pto.textract", dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, 8);
		rt_array_free(res);

		for (int pad = 1; pad <= 3; pad++) {
			struct ttile src = T(dt);
			src.vc = 5;
			struct ttile dst = T(dt);
			dst.pad = pad;
			struct tkernel fp = {.op = "pto.tfillpad", .ins = {src}, .nin = 1, .operands = "t0", .out = dst};
			struct rt_array *in5[1] = {gen(dt, R, 5, G_ANY, 2)};
			res = tk_run(&fp, in5);
			int bits = rt_dtype_size(dt_of(dt)) * 8;
			bool sg = rt_dtype_is_signed(dt_of(dt));
			int64_t imax = bits == 64 ? INT64_MAX : sg ? (int64_t)((1ull << (bits - 1)) - 1) : (int64_t)((1ull << bits) - 1);
			int64_t imin = sg ? -imax - 1 : 0;
			for (int r = 0; r < R; r++)
				for (int c = 0; c < C; c++) {
					bool in_v = c < 5;
					ef[r * C + c] = in_v ? rt_array_get_f(in5[0], r * 5 + c) : pad == 1 ? 0 : pad == 2 ? INFINITY : -INFINITY;
					ei[r * C + c] = in_v ? rt_array_get_i(in5[0], r * 5 + c) : pad == 1 ? 0 : pad == 2 ? imax : imin;
				}
			check("pto.tfillpad", dt, res, isf(dt) ? ef : NULL, isf(dt) ? NULL : ei, RC);
			rt_array_free(res);
			rt_array_free(in5[0]);
		}
		rt_array_free(in[0]);
	}
}

/* ---- whole kernels: loads/stores, views, control flow ---- */

static struct rt_array *run_src(const char *src, struct rt_binding *b)
{
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	cr_assert_not_null(m, "parse failed");
	struct rt_caps caps = tk_caps();
	int st = rt_run(m, 0, &caps, b);
	rt_module_free(m);
	return st == 0 ? (struct rt_array *)b : NULL;
}

#define VT(dt, r, c, l) "!pto.tile_buf<loc=vec, dtype=" dt ", rows=" #r ", cols=" #c ", v_row=?, v_col=?, blayout=" l ", slayout=none_box, fractal=512, pad=0>"

/* A loop over 4 row blocks of an 8x4 tensor with offsets i*2, a dn column
 * load, subview/treshape views, tgetval/tsetval and scalar stores. */
Test(runtime, loop_views_and_scalars)
{
	const char *src =
		"module attributes {pto.target_arch = \"x\"} {\n"
		"  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>, %arg3: index) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
		"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %c3 = arith.constant 3 : index\n"
		"  %a0 = arith.constant 0 : i64\n  %a1 = arith.constant 1024 : i64\n  %f = arith.constant 1.5 : f32\n"
		"  %v = pto.make_tensor_view %arg0, shape = [%c8, %c4], strides = [%c4, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>\n"
		"  %o = pto.make_tensor_view %arg1, shape = [%c8, %c4], strides = [%c4, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>\n"
		"  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (index) {\n"
		"    %off = arith.muli %i, %c2 : index\n"
		"    %t = pto.alloc_tile addr = %a0 valid_row = %c2 valid_col = %c4 : " VT("f32", 2, 4, "row_major") "\n"
		"    %p = pto.partition_view %v, offsets = [%off, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x4xf32>\n"
		"    pto.tload ins(%p : !pto.partition_tensor_view<2x4xf32>) outs(%t : " VT("f32", 2, 4, "row_major") ")\n"
		"    %u = pto.alloc_tile addr = %a1 valid_row = %c2 valid_col = %c4 : " VT("f32", 2, 4, "row_major") "\n"
		"    %lt = arith.cmpi slt, %i, %arg3 : index\n"
		"    scf.if %lt {\n"
		"      pto.tmuls ins(%t, %f : " VT("f32", 2, 4, "row_major") ", f32) outs(%u : " VT("f32", 2, 4, "row_major") ")\n"
		"    } else {\n"
		"      pto.tadds ins(%t, %f : " VT("f32", 2, 4, "row_major") ", f32) outs(%u : " VT("f32", 2, 4, "row_major") ")\n"
		"    }\n"
		"    %q = pto.partition_view %o, offsets = [%off, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x4xf32>\n"
		"    pto.tstore ins(%u : " VT("f32", 2, 4, "row_major") ") outs(%q : !pto.partition_tensor_view<2x4xf32>)\n"
		"    %n = arith.addi %acc, %i : index\n"
		"    scf.yield %n : index\n"
		"  }\n"
		"  %w = pto.alloc_tile addr = %a0 valid_row = %c2 valid_col = %c4 : " VT("f32", 2, 4, "row_major") "\n"
		"  %p2 = pto.partition_view %v, offsets = [%c2, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x4xf32>\n"
		"  pto.tload ins(%p2 : !pto.partition_tensor_view<2x4xf32>) outs(%w : " VT("f32", 2, 4, "row_major") ")\n"
		"  %g = pto.tgetval ins(%w, %c3 : " VT("f32", 2, 4, "row_major") ", index) outs : f32\n"
		"  %sf = arith.index_cast %sum : index to i64\n"
		"  %sff = arith.sitofp %sf : i64 to f32\n"
		"  %r = arith.addf %g, %sff : f32\n"
		"  pto.store_scalar %r, %arg2[%c0] : !pto.ptr<f32>, f32\n"
		"  %sv = pto.subview %w[%c1, %c1] sizes [1, 2] : " VT("f32", 2, 4, "row_major") " -> !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=2, v_row=1, v_col=2, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
		"  %e = pto.tgetval ins(%sv, %c1 : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=2, v_row=1, v_col=2, blayout=row_major, slayout=none_box, fractal=512, pad=0>, index) outs : f32\n"
		"  pto.store_scalar %e, %arg2[%c1] : !pto.ptr<f32>, f32\n"
		"  return\n  }\n}\n";
	int64_t s8x4[2] = {8, 4}, s2 = 2;
	struct rt_binding b[4] = {{RB_ARRAY, rt_array_new(DT_FP32, 2, s8x4)}, {RB_FILL_ZERO},
				  {RB_ARRAY, rt_array_new(DT_FP32, 1, &s2)}, {RB_SCALAR, .ival = 2}};
	for (int i = 0; i < 32; i++)
		rt_array_set_f(b[0].array, i, i);
	cr_assert_not_null(run_src(src, b));
	for (int i = 0; i < 32; i++) {
		double want = i / 8 < 2 ? i * 1.5 : i + 1.5; /* blocks 0,1 (rows 0-3) scaled, 2,3 shifted */
		cr_expect_eq(rt_array_get_f(b[1].array, i), want, "out[%d] = %g, expected %g", i, rt_array_get_f(b[1].array, i), want);
	}
	/* w = rows 2-3 of the input: element 3 = 11; sum of 0..3 = 6 */
	cr_expect_eq(rt_array_get_f(b[2].array, 0), 17.0);
	/* subview at (1,1) of w, element 1 = w[1][2] = row 3 col 2 = 14 */
	cr_expect_eq(rt_array_get_f(b[2].array, 1), 14.0);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
}

/* ---- strictness ---- */

static int run_expect_error(const char *src, const char *needle)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	diag_set_stream(f);
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	int st = 1;
	if (m) {
		struct rt_caps caps = tk_caps();
		caps.bytes[MS_Vec] = 4096;
		struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_IOTA}, {RB_FILL_ZERO}};
		st = rt_run(m, 0, &caps, b);
		for (int i = 0; i < 3; i++)
			rt_array_free(b[i].array);
		rt_module_free(m);
	}
	diag_set_stream(NULL);
	fclose(f);
	cr_expect(strstr(out, needle) != NULL, "expected '%s' in:\n%s", needle, out);
	free(out);
	return st;
}

/* A module of `depth` scf.for loops of one trip nested in each other, the
 * innermost storing 1 into arg0[0]. */
static char *nested_loops(int depth)
{
	struct buf b = {0};
	buf_puts(&b, "module {\n  func.func @k(%arg0: !pto.ptr<i64>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>) {\n"
		     "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
	for (int i = 0; i < depth; i++)
		buf_printf(&b, "scf.for %%i%d = %%c0 to %%c1 step %%c1 {\n", i);
	buf_puts(&b, "%v = arith.index_cast %c1 : index to i64\n"
		     "pto.store_scalar %v, %arg0[%c0] : !pto.ptr<i64>, i64\n");
	for (int i = 0; i < depth; i++)
		buf_puts(&b, "}\n");
	buf_puts(&b, "  return\n  }\n}\n");
	return b.data;
}

/* Regions nested past RT_MAX_NEST are refused at parse time (parsing,
 * liveness and execution recurse per level: 100,000 levels overflowed the
 * stack); the deepest accepted nesting runs. */
Test(runtime, region_nesting_is_bounded)
{
	char *src = nested_loops(100000);
	run_expect_error(src, "nested too deeply (more than 1000 levels");
	free(src);
	src = nested_loops(999); /* and the function body: 1000 levels */
	struct rt_module *m = rt_parse("k.pto", src, strlen(src));
	cr_assert_not_null(m);
	struct rt_caps caps = tk_caps();
	struct rt_binding b[3] = {{RB_FILL_ZERO}, {RB_NONE}, {RB_NONE}};
	int64_t one = 1;
	b[0].kind = RB_ARRAY;
	b[0].array = rt_array_new(DT_INT64, 1, &one);
	cr_expect_eq(rt_run(m, 0, &caps, b), 0);
	cr_expect_eq(rt_array_get_i(b[0].array, 0), 1);
	rt_array_free(b[0].array);
	rt_module_free(m);
	free(src);
}

#define ADD_KERNEL(ADDR_B)                                                                                         \
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>) {\n"          \
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n" \
	"  %a0 = arith.constant 0 : i64\n  %ab = arith.constant " ADDR_B " : i64\n  %a2 = arith.constant 2048 : i64\n" \
	"  %va = pto.make_tensor_view %arg0, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %vb = pto.make_tensor_view %arg1, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %vo = pto.make_tensor_view %arg2, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n" \
	"  %ta = pto.alloc_tile addr = %a0 : " VTS "\n"                                                             \
	"  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>\n" \
	"  pto.tload ins(%pa : !pto.partition_tensor_view<8x8xf32>) outs(%ta : " VTS ") loc(\"kern.py\":10:5)\n"  \
	"  %tb = pto.alloc_tile addr = %ab : " VTS " loc(\"kern.py\":11:5)\n"                                      \
	"  %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>\n" \
	"  pto.tload ins(%pb : !pto.partition_tensor_view<8x8xf32>) outs(%tb : " VTS ")\n"                        \
	"  %to = pto.alloc_tile addr = %a2 : " VTS "\n"                                                             \
	"  pto.tadd ins(%ta, %tb : " VTS ", " VTS ") outs(%to : " VTS ") loc(\"kern.py\":12:9)\n"                 \
	"  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>\n" \
	"  pto.tstore ins(%to : " VTS ") outs(%po : !pto.partition_tensor_view<8x8xf32>)\n  return\n  }\n}\n"
#define VTS "!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=8, v_row=8, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"

Test(runtime, correct_addresses_run)
{
	struct rt_module *m = rt_parse("k.pto", ADD_KERNEL("256"), strlen(ADD_KERNEL("256")));
	cr_assert_not_null(m);
	struct rt_caps caps = tk_caps();
	struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_CONST, .fval = 0.5}, {RB_FILL_ZERO}};
	cr_assert_eq(rt_run(m, 0, &caps, b), 0);
	for (int i = 0; i < 64; i++)
		cr_expect_eq(rt_array_get_f(b[2].array, i), i + 0.5);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
	rt_module_free(m);
}

Test(runtime, overlap_detected_with_loc)
{
	/* tb at 128 overlaps ta [0, 256): tadd reads ta bytes written through tb */
	int st = run_expect_error(ADD_KERNEL("128"), "kern.py:12:9: error: pto.tadd: %ta reads vec bytes [0, 256)");
	cr_expect_eq(st, 1);
	run_expect_error(ADD_KERNEL("128"), "last written through %tb, which is still live");
}

Test(runtime, capacity_overflow_detected)
{
	int st = run_expect_error(ADD_KERNEL("4000"), "kern.py:11:5: error: pto.alloc_tile: tile %tb at vec address 4000 "
						      "needs 256 bytes, past the vec capacity of 4096 bytes");
	cr_expect_eq(st, 1);
}

Test(runtime, unknown_instruction_names_op_and_line)
{
	const char *src = "module {\n  func.func @k() {\n  pto.tfoo ins() outs()\n  return\n  }\n}\n";
	run_expect_error(src, "k.pto:3:3: error: unknown instruction 'pto.tfoo'");
}

Test(runtime, view_tile_shape_mismatch)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n"
		"  %c4 = arith.constant 4 : index\n  %a0 = arith.constant 0 : i64\n"
		"  %v = pto.make_tensor_view %arg0, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  %t = pto.alloc_tile addr = %a0 : " VTS "\n"
		"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>\n"
		"  pto.tload ins(%p : !pto.partition_tensor_view<4x8xf32>) outs(%t : " VTS ") loc(\"m.py\":3:1)\n"
		"  return\n  }\n}\n";
	run_expect_error(src, "m.py:3:1: error: pto.tload: partition 4x8 does not match the tile's valid shape 8x8");
}

/* ---- numeric formats and .npy ---- */

Test(runtime, f16_bf16_round_to_nearest_even)
{
	cr_expect_eq(rt_f32_to_f16(1.0f), 0x3c00);
	cr_expect_eq(rt_f32_to_f16(65504.0f), 0x7bff);
	cr_expect_eq(rt_f32_to_f16(65520.0f), 0x7c00);          /* rounds up to inf */
	cr_expect_eq(rt_f32_to_f16(1.0f + 0x1p-11f), 0x3c00);   /* tie -> even */
	cr_expect_eq(rt_f32_to_f16(1.0f + 0x3p-11f), 0x3c02);   /* tie -> even (up) */
	cr_expect_eq(rt_f32_to_f16(0x1p-24f), 0x0001);          /* smallest subnormal */
	cr_expect_eq(rt_f32_to_f16(-2.0f), 0xc000);
	cr_expect_eq(rt_f16_to_f32(0x3555), 0x1.554p-2f);
	cr_expect_eq(rt_f32_to_bf16(1.0f), 0x3f80);
	cr_expect_eq(rt_f32_to_bf16(1.0f + 0x1p-8f), 0x3f80);   /* tie -> even */
	cr_expect_eq(rt_f32_to_bf16(1.0f + 0x3p-8f), 0x3f82);
	cr_expect_eq(rt_bf16_to_f32(0xc040), -3.0f);
	cr_expect(isnan(rt_f16_to_f32(rt_f32_to_f16(NAN))));
}

Test(runtime, npy_round_trip_v1_v2)
{
	const char *dts[] = {"f32", "f16", "bf16", "i8", "ui8", "i16", "i32", "i64"};
	for (int d = 0; d < 8; d++)
		for (int v = 1; v <= 2; v++) {
			int64_t shape[3] = {2, 3, 5};
			struct rt_array *a = rt_array_new(dt_of(dts[d]), 3, shape);
			for (size_t i = 0; i < a->count; i++)
				rt_array_set_f(a, i, (double)i - 7);
			size_t len;
			uint8_t *bytes = rt_npy_encode(a, v, &len);
			cr_expect_eq(bytes[6], v);
			cr_expect_eq((len - a->count * rt_dtype_size(a->dtype)) % 64, 0, "header is 64-byte aligned");
			char err[200];
			struct rt_array *b = rt_npy_parse(bytes, len, err, sizeof err);
			cr_assert_not_null(b, "%s v%d: %s", dts[d], v, err);
			cr_expect_eq(b->dtype, a->dtype);
			cr_expect_eq(b->rank, 3);
			cr_expect_eq(b->shape[2], 5);
			cr_expect_eq(memcmp(a->data, b->data, a->count * rt_dtype_size(a->dtype)), 0, "%s v%d data", dts[d], v);
			free(bytes);
			rt_array_free(a);
			rt_array_free(b);
		}
}

Test(runtime, npy_parses_numpy_header)
{
	/* a header exactly as numpy 1.x writes it for np.arange(3, dtype='<i4') */
	const char hdr[] = "{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }";
	uint8_t f[128] = "\x93NUMPY\x01\x00";
	size_t hl = 118;
	f[8] = (uint8_t)hl;
	f[9] = 0;
	memset(f + 10, ' ', hl);
	memcpy(f + 10, hdr, sizeof hdr - 1);
	f[10 + hl - 1] = '\n';
	uint8_t file[128 + 12];
	memcpy(file, f, 128);
	int32_t vals[3] = {4, 5, -6};
	memcpy(file + 128, vals, 12);
	char err[200];
	struct rt_array *a = rt_npy_parse(file, sizeof file, err, sizeof err);
	cr_assert_not_null(a, "%s", err);
	cr_expect_eq(a->rank, 1);
	cr_expect_eq(rt_array_get_i(a, 2), -6);
	rt_array_free(a);
	cr_expect_null(rt_npy_parse((const uint8_t *)"\x93NUMPX", 6, err, sizeof err));
}

/* A v1 .npy file of `shape` ("(2, 3)") holding `data_bytes` zero bytes. */
static uint8_t *npy_with_shape(const char *descr, const char *shape, size_t data_bytes, size_t *len)
{
	char hdr[256];
	int n = snprintf(hdr, sizeof hdr, "{'descr': '%s', 'fortran_order': False, 'shape': %s, }",
			 descr, shape);
	size_t hl = ((size_t)n + 1 + 10 + 63) / 64 * 64 - 10;
	*len = 10 + hl + data_bytes;
	uint8_t *f = calloc(1, *len);
	memcpy(f, "\x93NUMPY\x01\x00", 8);
	f[8] = (uint8_t)hl;
	f[9] = (uint8_t)(hl >> 8);
	memset(f + 10, ' ', hl);
	memcpy(f + 10, hdr, (size_t)n);
	f[10 + hl - 1] = '\n';
	return f;
}

/* Shapes whose size does not fit are refused from the header, before any
 * allocation: (2^64, 32) does not parse as an int64 dim, and the bytes of
 * (2^40, 2^40) or (2^62, 4) wrapped to a small size before. */
Test(runtime, npy_shape_sizes_never_wrap)
{
	static const char *const bad[] = {"(18446744073709551616, 32)", "(1099511627776, 1099511627776)",
					  "(4611686018427387904, 4)", "(9223372036854775807,)",
					  "(-1, 4)"};
	char err[200];
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		size_t len;
		uint8_t *f = npy_with_shape("<f4", bad[i], 64, &len);
		struct rt_array *a = rt_npy_parse(f, len, err, sizeof err);
		cr_expect_null(a, "shape %s was accepted", bad[i]);
		rt_array_free(a);
		free(f);
	}
	size_t len;
	uint8_t *f = npy_with_shape("<f4", "(4, 4)", 64, &len);
	struct rt_array *a = rt_npy_parse(f, len, err, sizeof err);
	cr_assert_not_null(a, "%s", err);
	cr_expect_eq(a->count, 16);
	rt_array_free(a);
	free(f);
}

/* The runtime allocates no array past RT_MAX_ARRAY_BYTES and reports sizes
 * that overflow instead of wrapping them. */
Test(runtime, array_sizes_are_checked)
{
	char err[200];
	int64_t big[2] = {(int64_t)1 << 32, (int64_t)1 << 32};
	cr_expect_null(rt_array_try_new(DT_FP32, 2, big, err, sizeof err));
	cr_expect(strstr(err, "more than") != NULL, "%s", err);
	int64_t large[2] = {(int64_t)1 << 32, 128};
	cr_expect_null(rt_array_try_new(DT_FP32, 2, large, err, sizeof err));
	cr_expect(strstr(err, "2199023255552 bytes") != NULL, "%s", err);
	int64_t ok[2] = {3, 5};
	struct rt_array *a = rt_array_try_new(DT_INT16, 2, ok, err, sizeof err);
	cr_assert_not_null(a, "%s", err);
	cr_expect_eq(a->count, 15);
	rt_array_free(a);
}

/* ---- views of the same bytes ---- */

#define COLT "!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=1, v_row=8, v_col=1, blayout=col_major, slayout=none_box, fractal=512, pad=0>"
#define ROWT "!pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8, v_row=1, v_col=8, blayout=row_major, slayout=none_box, fractal=512, pad=0>"

/* PyPTO's planner turns tile.reshape [8,1] -> [1,8] into a second alloc_tile
 * at the same address (no instruction).  `LATER` optionally reads the old
 * handle again after the new one overwrote it. */
#define RESHAPE_KERNEL(VIEW, LATER)                                                                               \
	"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>) {\n"                                   \
	"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n"     \
	"  %a0 = arith.constant 0 : i64\n  %f = arith.constant 1.0 : f32\n"                                          \
	"  %vi = pto.make_tensor_view %arg0, shape = [%c8, %c1], strides = [%c1, %c8] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>\n" \
	"  %vo = pto.make_tensor_view %arg1, shape = [%c1, %c8], strides = [%c8, %c1] {layout = #pto.layout<nd>} : !pto.tensor_view<?x?xf32>\n" \
	"  %col = pto.alloc_tile addr = %a0 : " COLT "\n"                                                            \
	"  %pi = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%c8, %c1] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x1xf32>\n" \
	"  pto.tload ins(%pi : !pto.partition_tensor_view<8x1xf32>) outs(%col : " COLT ")\n" VIEW                   \
	"  pto.tadds ins(%row, %f : " ROWT ", f32) outs(%row : " ROWT ")\n" LATER                                     \
	"  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c1, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x8xf32>\n" \
	"  pto.tstore ins(%row : " ROWT ") outs(%po : !pto.partition_tensor_view<1x8xf32>)\n  return\n  }\n}\n"

static void run_reshape(const char *src, bool ok)
{
	struct rt_module *m = rt_parse("r.pto", src, strlen(src));
	cr_assert_not_null(m);
	struct rt_caps caps = tk_caps();
	struct rt_binding b[2] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}};
	FILE *devnull = fopen("/dev/null", "w");
	diag_set_stream(devnull);
	int st = rt_run(m, 0, &caps, b);
	diag_set_stream(NULL);
	fclose(devnull);
	cr_expect_eq(st, ok ? 0 : 1);
	for (int i = 0; ok && i < 8; i++)
		cr_expect_eq(rt_array_get_f(b[1].array, i), i + 1.0);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
	rt_module_free(m);
}

Test(runtime, reshape_by_aliasing_alloc_and_treshape)
{
	run_reshape(RESHAPE_KERNEL("  %row = pto.alloc_tile addr = %a0 : " ROWT "\n", ""), true);
	run_reshape(RESHAPE_KERNEL("  %row = pto.treshape %col : " COLT " -> " ROWT "\n", ""), true);
	/* the old handle is still read after the alias overwrote its bytes */
	run_reshape(RESHAPE_KERNEL("  %row = pto.alloc_tile addr = %a0 : " ROWT "\n",
				   "  %x = pto.alloc_tile addr = %a0 : " COLT "\n  pto.tabs ins(%col : " COLT ") outs(%x : " COLT ")\n"),
		    false);
}

/* Scalar arith semantics, observed through store_scalar. */
Test(runtime, scalar_arith)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<i64>, %arg1: !pto.ptr<f32>, %arg2: i32, %arg3: f32) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
		"  %c3 = arith.constant 3 : index\n  %c4 = arith.constant 4 : index\n  %c5 = arith.constant 5 : index\n"
		"  %c6 = arith.constant 6 : index\n  %c7 = arith.constant 7 : index\n"
		"  %m7 = arith.constant -7 : i32\n  %two = arith.constant 2 : i32\n  %big = arith.constant -1 : i32\n"
		"  %q = arith.divsi %m7, %two : i32\n  %fq = arith.floordivsi %m7, %two : i32\n  %cq = arith.ceildivsi %m7, %two : i32\n"
		"  %r = arith.remsi %m7, %two : i32\n  %u = arith.shrui %big, %arg2 : i32\n  %mx = arith.maxui %big, %two : i32\n"
		"  %lt = arith.cmpi ult, %two, %big : i32\n  %sel = arith.select %lt, %m7, %two : i32\n"
		"  %e0 = arith.extsi %q : i32 to i64\n  pto.store_scalar %e0, %arg0[%c0] : !pto.ptr<i64>, i64\n"
		"  %e1 = arith.extsi %fq : i32 to i64\n  pto.store_scalar %e1, %arg0[%c1] : !pto.ptr<i64>, i64\n"
		"  %e2 = arith.extsi %cq : i32 to i64\n  pto.store_scalar %e2, %arg0[%c2] : !pto.ptr<i64>, i64\n"
		"  %e3 = arith.extsi %r : i32 to i64\n  pto.store_scalar %e3, %arg0[%c3] : !pto.ptr<i64>, i64\n"
		"  %e4 = arith.extui %u : i32 to i64\n  pto.store_scalar %e4, %arg0[%c4] : !pto.ptr<i64>, i64\n"
		"  %e5 = arith.extsi %mx : i32 to i64\n  pto.store_scalar %e5, %arg0[%c5] : !pto.ptr<i64>, i64\n"
		"  %e6 = arith.extsi %sel : i32 to i64\n  pto.store_scalar %e6, %arg0[%c6] : !pto.ptr<i64>, i64\n"
		"  %h = arith.constant 0x3C00 : f16\n  %hf = arith.extf %h : f16 to f32\n"
		"  %s = arith.addf %hf, %arg3 : f32\n  %t = arith.truncf %s : f32 to f16\n  %tf = arith.extf %t : f16 to f32\n"
		"  pto.store_scalar %tf, %arg1[%c0] : !pto.ptr<f32>, f32\n"
		"  %n = arith.fptosi %s : f32 to i32\n  %nf = arith.sitofp %n : i32 to f32\n"
		"  pto.store_scalar %nf, %arg1[%c1] : !pto.ptr<f32>, f32\n"
		"  %o = arith.cmpf olt, %hf, %arg3 : f32\n  %oi = arith.extui %o : i1 to i64\n"
		"  pto.store_scalar %oi, %arg0[%c7] : !pto.ptr<i64>, i64\n"
		"  return\n  }\n}\n";
	int64_t n8 = 8, n2 = 2;
	struct rt_binding b[4] = {{RB_ARRAY, rt_array_new(DT_INT64, 1, &n8)}, {RB_ARRAY, rt_array_new(DT_FP32, 1, &n2)},
				  {RB_SCALAR, .ival = 28}, {RB_SCALAR, .fval = 2.0009765625}};
	cr_assert_not_null(run_src(src, b));
	int64_t want[8] = {-3, -4, -3, -1, 15, -1, -7, 1};
	for (int i = 0; i < 8; i++)
		cr_expect_eq(rt_array_get_i(b[0].array, i), want[i], "i64[%d] = %lld, expected %lld", i,
			     (long long)rt_array_get_i(b[0].array, i), (long long)want[i]);
	/* 1 + 2.0009765625 = 3.0009765625 rounds to f16 3.0 (tie to even); fptosi -> 3 */
	cr_expect_eq(rt_array_get_f(b[1].array, 0), 3.0);
	cr_expect_eq(rt_array_get_f(b[1].array, 1), 3.0);
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* alloc_tile without addr (PTOAS form) gets distinct addresses. */
Test(runtime, alloc_without_addr)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n"
		"  %va = pto.make_tensor_view %arg0, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<8x8xf32>\n"
		"  %vb = pto.make_tensor_view %arg1, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<8x8xf32>\n"
		"  %vo = pto.make_tensor_view %arg2, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<8x8xf32>\n"
		"  %ta = pto.alloc_tile : !pto.tile_buf<vec, 8x8xf32>\n  %tb = pto.alloc_tile : !pto.tile_buf<vec, 8x8xf32>\n"
		"  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<8x8xf32> -> !pto.partition_tensor_view<8x8xf32>\n"
		"  pto.tload ins(%pa : !pto.partition_tensor_view<8x8xf32>) outs(%ta : !pto.tile_buf<vec, 8x8xf32>)\n"
		"  %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<8x8xf32> -> !pto.partition_tensor_view<8x8xf32>\n"
		"  pto.tload ins(%pb : !pto.partition_tensor_view<8x8xf32>) outs(%tb : !pto.tile_buf<vec, 8x8xf32>)\n"
		"  pto.tsub ins(%ta, %tb : !pto.tile_buf<vec, 8x8xf32>, !pto.tile_buf<vec, 8x8xf32>) outs(%ta : !pto.tile_buf<vec, 8x8xf32>)\n"
		"  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<8x8xf32> -> !pto.partition_tensor_view<8x8xf32>\n"
		"  pto.tstore ins(%ta : !pto.tile_buf<vec, 8x8xf32>) outs(%po : !pto.partition_tensor_view<8x8xf32>)\n"
		"  func.return\n  }\n}\n";
	struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_CONST, .fval = 2}, {RB_FILL_ZERO}};
	cr_assert_not_null(run_src(src, b));
	for (int i = 0; i < 64; i++)
		cr_expect_eq(rt_array_get_f(b[2].array, i), i - 2.0);
	for (int i = 0; i < 3; i++)
		rt_array_free(b[i].array);
}

Test(runtime, dn_view_needs_col_major_tile)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>) {\n"
		"  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n  %a0 = arith.constant 0 : i64\n"
		"  %v = pto.make_tensor_view %arg0, shape = [%c4, %c4], strides = [%c4, %c4] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>\n"
		"  %t = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 4x4xf32>\n"
		"  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x4xf32>\n"
		"  pto.tload ins(%p : !pto.partition_tensor_view<4x4xf32>) outs(%t : !pto.tile_buf<vec, 4x4xf32>)\n"
		"  return\n  }\n}\n";
	run_expect_error(src, "k.pto:9:3: error: pto.tload: a dn view needs a col_major tile, not row_major");
}

/* scf.while in PyPTO's form: before region with scf.condition, after region
 * with a ^bb0 argument. */
Test(runtime, scf_while_loop)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: index) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
		"  %c4 = arith.constant 4 : index\n  %c8 = arith.constant 8 : index\n  %a0 = arith.constant 0 : i64\n"
		"  %v = pto.make_tensor_view %arg0, shape = [%c8, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  %o = pto.make_tensor_view %arg1, shape = [%c8, %c4], strides = [%c4, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  %done = scf.while (%0 = %c0) : (index) -> (index) {\n"
		"    %lt = arith.cmpi slt, %0, %arg2 : index\n"
		"    scf.condition(%lt) %0 : index\n"
		"  } do {\n"
		"  ^bb0(%1 : index):\n"
		"    %t = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 2x4xf32>\n"
		"    %p = pto.partition_view %v, offsets = [%1, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x4xf32>\n"
		"    pto.tload ins(%p : !pto.partition_tensor_view<2x4xf32>) outs(%t : !pto.tile_buf<vec, 2x4xf32>)\n"
		"    pto.tsqrt ins(%t : !pto.tile_buf<vec, 2x4xf32>) outs(%t : !pto.tile_buf<vec, 2x4xf32>)\n"
		"    %q = pto.partition_view %o, offsets = [%1, %c0], sizes = [%c2, %c4] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x4xf32>\n"
		"    pto.tstore ins(%t : !pto.tile_buf<vec, 2x4xf32>) outs(%q : !pto.partition_tensor_view<2x4xf32>)\n"
		"    %n = arith.addi %1, %c2 : index\n"
		"    scf.yield %n : index\n"
		"  }\n"
		"  %d = arith.index_cast %done : index to i64\n"
		"  %df = arith.sitofp %d : i64 to f32\n"
		"  pto.store_scalar %df, %arg1[%c1] : !pto.ptr<f32>, f32\n"
		"  return\n  }\n}\n";
	struct rt_binding b[3] = {{RB_FILL_IOTA}, {RB_FILL_ZERO}, {RB_SCALAR, .ival = 5}};
	cr_assert_not_null(run_src(src, b));
	/* rounds at rows 0, 2, 4 (6 >= 5 stops): rows 0-5 are sqrt(i), 6-7 stay 0;
	 * then element 1 is overwritten with the final counter 6 */
	for (int i = 0; i < 32; i++) {
		double want = i == 1 ? 6.0 : i < 24 ? (double)sqrtf((float)i) : 0.0;
		cr_expect_eq(rt_array_get_f(b[1].array, i), want, "out[%d] = %g, expected %g", i, rt_array_get_f(b[1].array, i), want);
	}
	rt_array_free(b[0].array);
	rt_array_free(b[1].array);
}

/* A scf.while nested in a scf.for without iter_args: the values the while's
 * scf.condition passes are its own, not a yield of the for body. */
Test(runtime, scf_while_inside_scf_for)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: index) {\n"
		"  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n"
		"  %v = pto.make_tensor_view %arg0, shape = [%c1, %c3], strides = [%c3, %c1] : !pto.tensor_view<?x?xf32>\n"
		"  scf.for %k = %c0 to %c3 step %c1 {\n"
		"    %done = scf.while (%0 = %c0) : (index) -> (index) {\n"
		"      %lt = arith.cmpi slt, %0, %arg1 : index\n"
		"      scf.condition(%lt) %0 : index\n"
		"    } do {\n"
		"    ^bb0(%1 : index):\n"
		"      %n = arith.addi %1, %k : index\n"
		"      %m = arith.addi %n, %c1 : index\n"
		"      scf.yield %m : index\n"
		"    }\n"
		"    %d = arith.index_cast %done : index to i64\n"
		"    %df = arith.sitofp %d : i64 to f32\n"
		"    pto.store_scalar %df, %arg0[%k] : !pto.ptr<f32>, f32\n"
		"  }\n"
		"  return\n  }\n}\n";
	struct rt_binding b[2] = {{RB_FILL_ZERO}, {RB_SCALAR, .ival = 5}};
	cr_assert_not_null(run_src(src, b));
	/* trip k counts 0, k+1, 2(k+1) ... up to the first value >= 5 */
	static const double want[3] = {5, 6, 6};
	for (int i = 0; i < 3; i++)
		cr_expect_eq(rt_array_get_f(b[0].array, i), want[i], "out[%d] = %g, expected %g", i,
			     rt_array_get_f(b[0].array, i), want[i]);
	rt_array_free(b[0].array);
}

/* tsetval writes one element at a flat row-major offset (here offset and
 * value are the same index scalar, 3). */
Test(runtime, tsetval_one_element)
{
	for (int d = 0; d < N(ALL); d++) {
		struct tkernel k = {.op = "pto.tsetval", .scalar = "3 : index", .operands = "s s", .out = T(ALL[d])};
		struct rt_array *res = tk_run(&k, NULL);
		double ef[RC] = {0};
		int64_t ei[RC] = {0};
		ef[3] = 3;
		ei[3] = 3;
		check("pto.tsetval", ALL[d], res, isf(ALL[d]) ? ef : NULL, isf(ALL[d]) ? NULL : ei, RC);
		rt_array_free(res);
	}
}

/* ---- reordering instructions: concat, gather / scatter, sort, tri ---- */

/* Integer array of dtype `mlir` from values v[0..n). */
static struct rt_array *ints(const char *mlir, int rows, int cols, const int64_t *v)
{
	int64_t shape[2] = {rows, cols};
	struct rt_array *a = rt_array_new(dt_of(mlir), 2, shape);
	for (size_t i = 0; i < a->count; i++)
		rt_array_set_i(a, i, v[i]);
	return a;
}

/* Expects out == ref element for element, bit for bit; frees ref. */
static void check_bits(const char *what, const char *dt, const struct rt_array *out, struct rt_array *ref)
{
	cr_assert_not_null(out, "%s %s: the kernel failed", what, dt);
	int es = rt_dtype_size(out->dtype);
	cr_assert_eq(out->count, ref->count, "%s %s: %zu elements, expected %zu", what, dt, out->count, ref->count);
	cr_assert_eq(out->dtype, ref->dtype);
	for (size_t i = 0; i < ref->count; i++)
		if (memcmp(out->data + i * es, ref->data + i * es, es) != 0) {
			cr_expect(false, "%s %s: element %zu = %g, expected %g", what, dt, i, rt_array_get_f(out, i),
				  rt_array_get_f(ref, i));
			break;
		}
	rt_array_free(ref);
}

static struct rt_array *like(const char *mlir, int rows, int cols)
{
	int64_t shape[2] = {rows, cols};
	return rt_array_new(dt_of(mlir), 2, shape);
}

static void put(struct rt_array *d, size_t i, const struct rt_array *s, size_t j)
{
	int es = rt_dtype_size(d->dtype);
	memcpy(d->data + i * es, s->data + j * es, es);
}

Test(runtime, tconcat_all_dtypes)
{
	for (int i = 0; i < N(ALL); i++) {
		struct tkernel k = {.op = "pto.tconcat", .ins = {T(ALL[i]), {ALL[i], R, 5}}, .nin = 2,
				    .operands = "t0 t1", .out = {ALL[i], R, C + 5}};
		struct rt_array *in[2] = {gen(ALL[i], R, C, G_ANY, 1), gen(ALL[i], R, 5, G_ANY, 2)};
		struct rt_array *out = tk_run(&k, in), *ref = like(ALL[i], R, C + 5);
		for (int r = 0; r < R; r++)
			for (int c = 0; c < C + 5; c++)
				put(ref, r * (C + 5) + c, c < C ? in[0] : in[1], c < C ? r * C + c : r * 5 + c - C);
		check_bits("tconcat", ALL[i], out, ref);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
}

/* dst[r][c] = src flat element idx[r][c]; indices outside the 4x8 source give 0. */
Test(runtime, tgather_by_index)
{
	static const char *const dts[] = {"f32", "f16", "bf16", "i16", "i32", "ui32", "i8"};
	int64_t iv[RC];
	for (int j = 0; j < RC; j++)
		iv[j] = (j * 13 + 5) % 40 - 3; /* some negative, some >= 32 */
	for (int i = 0; i < N(dts); i++) {
		struct tkernel k = {.op = "pto.tgather", .ins = {T(dts[i]), T("i32")}, .nin = 2, .tmps = {T(dts[i])},
				    .ntmp = 1, .operands = "t0 t1 x0", .out = T(dts[i])};
		struct rt_array *in[2] = {gen(dts[i], R, C, G_ANY, 3), ints("i32", R, C, iv)};
		struct rt_array *out = tk_run(&k, in), *ref = like(dts[i], R, C);
		for (int j = 0; j < RC; j++)
			if (iv[j] >= 0 && iv[j] < RC)
				put(ref, j, in[0], iv[j]);
		check_bits("tgather", dts[i], out, ref);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
}

static const char *const PATTERNS[] = {"P0101", "P1010", "P0001", "P0010", "P0100", "P1000", "P1111"};
static const int PERIOD[] = {2, 2, 4, 4, 4, 4, 1}, PHASE[] = {0, 1, 0, 1, 2, 3, 0};

/* Mask gather packs the selected columns; mask scatter spreads them back
 * (the other destination elements keep their zeros). */
Test(runtime, tgather_tscatter_mask_patterns)
{
	static const char *const dts[] = {"f32", "f16", "i16", "i32"};
	char attr[64];
	for (int i = 0; i < N(dts); i++)
		for (int p = 0; p < 7; p++) {
			int n = C / PERIOD[p];
			snprintf(attr, sizeof attr, ", {maskPattern = #pto.mask_pattern<%s>}", PATTERNS[p]);
			struct tkernel g = {.op = "pto.tgather", .ins = {T(dts[i])}, .nin = 1, .operands = "t0", .attr = attr,
					    .out = {dts[i], R, n}};
			struct rt_array *in = gen(dts[i], R, C, G_ANY, p), *out = tk_run(&g, &in), *ref = like(dts[i], R, n);
			for (int r = 0; r < R; r++)
				for (int k = 0; k < n; k++)
					put(ref, r * n + k, in, r * C + PHASE[p] + k * PERIOD[p]);
			check_bits(PATTERNS[p], dts[i], out, ref);
			rt_array_free(out);
			rt_array_free(in);

			struct tkernel s = {.op = "pto.tscatter", .ins = {{dts[i], R, n}}, .nin = 1, .operands = "t0",
					    .attr = attr, .out = T(dts[i])};
			in = gen(dts[i], R, n, G_ANY, p + 1);
			out = tk_run(&s, &in);
			ref = like(dts[i], R, C);
			for (int r = 0; r < R; r++)
				for (int k = 0; k < n; k++)
					put(ref, r * C + PHASE[p] + k * PERIOD[p], in, r * n + k);
			check_bits(PATTERNS[p], dts[i], out, ref);
			rt_array_free(out);
			rt_array_free(in);
		}
}

/* A mask gather into another dtype of the same width copies the bits. */
Test(runtime, tgather_mask_reinterprets)
{
	struct tkernel g = {.op = "pto.tgather", .ins = {T("f32")}, .nin = 1, .operands = "t0",
			    .attr = ", {maskPattern = #pto.mask_pattern<P1010>}", .out = {"ui32", R, C / 2}};
	struct rt_array *in = gen("f32", R, C, G_ANY, 1), *out = tk_run(&g, &in), *ref = like("ui32", R, C / 2);
	for (int j = 0; j < RC / 2; j++)
		memcpy(ref->data + j * 4, in->data + (2 * j + 1) * 4, 4);
	check_bits("P1010 f32->ui32", "ui32", out, ref);
	rt_array_free(out);
	g.out.dt = "i16";
	cr_expect_null(tk_run(&g, &in), "a narrower destination must be rejected");
	rt_array_free(in);
}

/* dst element idx[i][j] (row-major over the destination) = src[i][j], the
 * last source element winning; indices outside the destination are skipped.
 * The index width follows the data width. */
Test(runtime, tscatter_by_flat_index)
{
	static const char *const dts[] = {"f32", "f16", "bf16", "i8", "i16", "i32"};
	static const char *const idt[] = {"i32", "i16", "i16", "i16", "i16", "i32"};
	int64_t iv[RC];
	for (int j = 0; j < RC; j++)
		iv[j] = (j * 7 + 2) % (RC + 2) - 1; /* -1 .. RC: two out of range */
	iv[1] = iv[0] = 3; /* a later element wins */
	for (int i = 0; i < N(dts); i++) {
		struct tkernel k = {.op = "pto.tscatter", .ins = {T(dts[i]), T(idt[i])}, .nin = 2, .operands = "t0 t1",
				    .out = T(dts[i])};
		struct rt_array *in[2] = {gen(dts[i], R, C, G_ANY, 4), ints(idt[i], R, C, iv)};
		struct rt_array *out = tk_run(&k, in), *ref = like(dts[i], R, C);
		for (int j = 0; j < RC; j++)
			if (iv[j] >= 0 && iv[j] < RC)
				put(ref, iv[j], in[0], j);
		check_bits("tscatter", dts[i], out, ref);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
}

/* Each 32-byte block j of row r comes from byte offset off[r][j] of the source. */
Test(runtime, tgatherb_blocks)
{
	static const char *const dts[] = {"f32", "f16", "i8", "i32"};
	int64_t ov[2 * 4] = {96, 0, 32, 64, 16, 8, 90, 0}; /* byte offsets into a 128-byte source */
	for (int i = 0; i < N(dts); i++) {
		int es = rt_dtype_size(dt_of(dts[i])), blk = 32 / es;
		struct tkernel k = {.op = "pto.tgatherb", .ins = {{dts[i], 2, 64 / es}, {"ui32", 2, 4}}, .nin = 2,
				    .operands = "t0 t1", .out = {dts[i], 2, 4 * blk}};
		struct rt_array *in[2] = {gen(dts[i], 2, 64 / es, G_ANY, 5), ints("ui32", 2, 4, ov)};
		struct rt_array *out = tk_run(&k, in), *ref = like(dts[i], 2, 4 * blk);
		for (int r = 0; r < 2; r++)
			for (int j = 0; j < 4; j++)
				memcpy(ref->data + (r * 4 + j) * 32, in[0]->data + ov[r * 4 + j], 32);
		check_bits("tgatherb", dts[i], out, ref);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
	struct tkernel k = {.op = "pto.tgatherb", .ins = {{"f32", 2, 16}, {"ui32", 2, 4}}, .nin = 2, .operands = "t0 t1",
			    .out = {"f32", 2, 32}};
	int64_t bad[8] = {0, 0, 0, 0, 0, 0, 0, 97};
	struct rt_array *in[2] = {gen("f32", 2, 16, G_ANY, 5), ints("ui32", 2, 4, bad)};
	cr_expect_null(tk_run(&k, in), "a block past the source's end must be rejected");
	rt_array_free(in[0]);
	rt_array_free(in[1]);
}

/* Reference sort: repeatedly takes the largest remaining value (NaN first),
 * the earliest on ties, as (value, index bits) pairs. */
static void ref_sort_pairs(const struct rt_array *v, size_t v0, const struct rt_array *ix, size_t i0, int n,
			   struct rt_array *out, size_t o0)
{
	bool used[64] = {0};
	int es = rt_dtype_size(out->dtype);
	for (int k = 0; k < n; k++) {
		int best = -1;
		for (int j = 0; j < n; j++) {
			if (used[j])
				continue;
			double x = rt_array_get_f(v, v0 + j), b = best < 0 ? 0 : rt_array_get_f(v, v0 + best);
			if (best < 0 || (!isnan(b) && (isnan(x) || x > b)))
				best = j;
		}
		used[best] = true;
		put(out, o0 + 2 * k, v, v0 + best);
		uint32_t id = (uint32_t)rt_array_get_i(ix, i0 + best);
		memcpy(out->data + (o0 + 2 * k + 1) * es, &id, es); /* little-endian: the low bits */
	}
}

/* tsort32 sorts each 32-element block (and a last partial one) of every row
 * into descending (value, index) pairs. */
Test(runtime, tsort32_blocks_descending)
{
	for (int i = 0; i < N(FLOATS); i++) {
		const char *dt = FLOATS[i];
		struct tkernel k = {.op = "pto.tsort32", .ins = {{dt, 2, 40}, {"ui32", 2, 40}}, .nin = 2,
				    .operands = "t0 t1", .out = {dt, 2, 80}};
		int64_t iv[80];
		for (int j = 0; j < 80; j++)
			iv[j] = 1000 + j * 3;
		struct rt_array *in[2] = {gen(dt, 2, 40, G_ANY, 6), ints("ui32", 2, 40, iv)};
		rt_array_set_f(in[0], 3, NAN);
		struct rt_array *out = tk_run(&k, in), *ref = like(dt, 2, 80);
		for (int r = 0; r < 2; r++) {
			ref_sort_pairs(in[0], r * 40, in[1], r * 40, 32, ref, r * 80);
			ref_sort_pairs(in[0], r * 40 + 32, in[1], r * 40 + 32, 8, ref, r * 80 + 64);
		}
		check_bits("tsort32", dt, out, ref);
		rt_array_free(out);
		rt_array_free(in[0]);
		rt_array_free(in[1]);
	}
	struct tkernel k = {.op = "pto.tsort32", .ins = {{"i32", 1, 32}, {"ui32", 1, 32}}, .nin = 2, .operands = "t0 t1",
			    .out = {"i32", 1, 64}};
	struct rt_array *in[2] = {gen("i32", 1, 32, G_ANY, 1), gen("ui32", 1, 32, G_ANY, 1)};
	cr_expect_null(tk_run(&k, in), "tsort32 of integers must be rejected");
	rt_array_free(in[0]);
	rt_array_free(in[1]);
}

/* Sorted lists of `n` pairs each: values descending with repeats. */
static struct rt_array *sorted_lists(const char *dt, int lists, int n, int seed)
{
	struct rt_array *a = like(dt, 1, 2 * lists * n);
	for (int l = 0; l < lists; l++)
		for (int k = 0; k < n; k++) {
			rt_array_set_f(a, 2 * (l * n + k), (double)((n - k) / 2 * 3 + (l + seed) % 3) * 0.5);
			rt_array_set_f(a, 2 * (l * n + k) + 1, (double)(l * 100 + k));
		}
	return a;
}

/* A stable descending sort of the concatenated lists = their merge with ties
 * going to the earlier list. */
static struct rt_array *ref_merge(const struct rt_array *const *src, const int *npairs, int ns)
{
	int total = 0;
	for (int i = 0; i < ns; i++)
		total += npairs[i];
	struct rt_array *cat = like(rt_dtype_mlir(src[0]->dtype), 1, 2 * total), *out = like(rt_dtype_mlir(src[0]->dtype), 1, 2 * total);
	int at = 0;
	for (int i = 0; i < ns; i++)
		for (int k = 0; k < 2 * npairs[i]; k++)
			put(cat, at++, src[i], k);
	bool used[512] = {0};
	for (int k = 0; k < total; k++) {
		int best = -1;
		for (int j = 0; j < total; j++)
			if (!used[j] && (best < 0 || rt_array_get_f(cat, 2 * j) > rt_array_get_f(cat, 2 * best)))
				best = j;
		used[best] = true;
		put(out, 2 * k, cat, 2 * best);
		put(out, 2 * k + 1, cat, 2 * best + 1);
	}
	rt_array_free(cat);
	return out;
}

Test(runtime, tmrgsort_single_source_blocks)
{
	static const char *const dts[] = {"f32", "f16"};
	for (int i = 0; i < N(dts); i++) {
		/* 4 lists of 32 pairs (blockLen 64) merged into one */
		struct tkernel k = {.op = "pto.tmrgsort", .ins = {{dts[i], 1, 256}}, .nin = 1, .scalar = "64 : i32",
				    .operands = "t0 s", .out = {dts[i], 1, 256}};
		struct rt_array *in = sorted_lists(dts[i], 4, 32, i), *out = tk_run(&k, &in);
		const struct rt_array *srcs[4];
		struct rt_array *parts[4];
		int np[4] = {32, 32, 32, 32};
		for (int l = 0; l < 4; l++) {
			parts[l] = like(dts[i], 1, 64);
			for (int e = 0; e < 64; e++)
				put(parts[l], e, in, l * 64 + e);
			srcs[l] = parts[l];
		}
		check_bits("tmrgsort blockLen 64", dts[i], out, ref_merge(srcs, np, 4));
		for (int l = 0; l < 4; l++)
			rt_array_free(parts[l]);
		rt_array_free(out);
		rt_array_free(in);
	}
}

Test(runtime, tmrgsort_two_to_four_sources)
{
	static const char *const dts[] = {"f32", "f16"};
	static const int sizes[4] = {8, 5, 12, 3};
	static const char *const ops[] = {"", "", "t0 t1 x0", "t0 t1 t2 x0", "t0 t1 t2 t3 x0"};
	for (int i = 0; i < N(dts); i++)
		for (int ns = 2; ns <= 4; ns++) {
			struct tkernel k = {.op = "pto.tmrgsort", .nin = ns, .ntmp = 1, .operands = ops[ns],
					    .attr = "{exhausted = false}"};
			struct rt_array *in[4];
			int total = 0;
			for (int s = 0; s < ns; s++) {
				k.ins[s] = (struct ttile){dts[i], 1, 2 * sizes[s]};
				in[s] = sorted_lists(dts[i], 1, sizes[s], s);
				total += sizes[s];
			}
			k.tmps[0] = (struct ttile){dts[i], 1, 2 * total};
			k.out = (struct ttile){dts[i], 1, 2 * total};
			struct rt_array *out = tk_run(&k, in);
			check_bits("tmrgsort lists", dts[i], out, ref_merge((const struct rt_array *const *)in, sizes, ns));
			rt_array_free(out);
			for (int s = 0; s < ns; s++)
				rt_array_free(in[s]);
		}
}

#define TB(dt, r, c) "!pto.tile_buf<loc=vec, dtype=" dt ", rows=" #r ", cols=" #c ", v_row=" #r ", v_col=" #c ", blayout=row_major, slayout=none_box, fractal=512, pad=0>"

/* Runs `text` with bindings b (outputs created by the fills); returns the run status. */
static int run_binds(const char *text, struct rt_binding *b)
{
	struct rt_module *m = rt_parse("k.pto", text, strlen(text));
	cr_assert_not_null(m, "parse failed:\n%s", text);
	struct rt_caps caps = tk_caps();
	int st = rt_run(m, 0, &caps, b);
	rt_module_free(m);
	return st;
}

/* "pto.ttri"(%diag, %dst) {upperOrLower = U : i32}: 1 where c <= r + diag
 * (lower) or c >= r + diag (upper), in every dtype. */
Test(runtime, ttri_generic_form_all_dtypes)
{
	char text[4096];
	for (int i = 0; i < N(ALL); i++)
		for (int up = 0; up < 2; up++)
			for (int diag = -2; diag <= 9; diag += 3) {
				const char *dt = ALL[i];
				char tt[256];
				snprintf(tt, sizeof tt, "!pto.tile_buf<loc=vec, dtype=%s, rows=4, cols=8, v_row=4, v_col=8, "
					 "blayout=row_major, slayout=none_box, fractal=512, pad=0>", dt);
				snprintf(text, sizeof text,
					 "module {\n  func.func @k(%%arg0: !pto.ptr<%s>, %%d: i32) {\n"
					 "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
					 "  %%c4 = arith.constant 4 : index\n  %%c8 = arith.constant 8 : index\n"
					 "  %%a0 = arith.constant 0 : i64\n"
					 "  %%v = pto.make_tensor_view %%arg0, shape = [%%c4, %%c8], strides = [%%c8, %%c1] : "
					 "!pto.tensor_view<?x?x%s>\n"
					 "  %%t = pto.alloc_tile addr = %%a0 : %s\n"
					 "  \"pto.ttri\"(%%d, %%t) {upperOrLower = %d : i32} : (i32, %s) -> ()\n"
					 "  %%p = pto.partition_view %%v, offsets = [%%c0, %%c0], sizes = [%%c4, %%c8] : "
					 "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<4x8x%s>\n"
					 "  pto.tstore ins(%%t : %s) outs(%%p : !pto.partition_tensor_view<4x8x%s>)\n"
					 "  return\n  }\n}\n",
					 dt, dt, tt, up, tt, dt, dt, tt, dt);
				struct rt_binding b[2] = {{RB_FILL_CONST, .fval = 7}, {RB_SCALAR, .ival = diag}};
				cr_assert_eq(run_binds(text, b), 0, "ttri %s failed", dt);
				int64_t ev[RC];
				for (int r = 0; r < R; r++)
					for (int c = 0; c < C; c++)
						ev[r * C + c] = up ? c >= r + diag : c <= r + diag;
				if (isf(dt)) {
					double ef[RC];
					for (int j = 0; j < RC; j++)
						ef[j] = (double)ev[j];
					check("ttri", dt, b[0].array, ef, NULL, RC);
				} else {
					check("ttri", dt, b[0].array, NULL, ev, RC);
				}
				rt_array_free(b[0].array);
			}
}

/* mgather (elem mode, wrapped indices; row mode) from an 8x8 tensor and
 * mscatter into rows 2..5 of another, through partition windows. */
static char *mgs_text(const char *dt, const char *mode, const char *oob)
{
	char tt[256], ti[256], tr[256];
	snprintf(tt, sizeof tt, "!pto.tile_buf<loc=vec, dtype=%s, rows=4, cols=8, v_row=4, v_col=8, blayout=row_major, "
		 "slayout=none_box, fractal=512, pad=0>", dt);
	snprintf(ti, sizeof ti, "%s", TB("i32", 4, 8));
	snprintf(tr, sizeof tr, "%s", TB("i32", 1, 4));
	bool row = strcmp(mode, "row") == 0;
	struct buf b = {0};
	buf_printf(&b, "module {\n  func.func @k(%%arg0: !pto.ptr<%s>, %%arg1: !pto.ptr<i32>, %%arg2: !pto.ptr<%s>, "
		   "%%arg3: !pto.ptr<%s>) {\n", dt, dt, dt);
	for (int n = 0; n <= 8; n++)
		buf_printf(&b, "  %%c%d = arith.constant %d : index\n", n, n);
	buf_printf(&b, "  %%a0 = arith.constant 0 : i64\n  %%a1 = arith.constant 4096 : i64\n"
		   "  %%a2 = arith.constant 8192 : i64\n");
	buf_printf(&b, "  %%va = pto.make_tensor_view %%arg0, shape = [%%c8, %%c8], strides = [%%c8, %%c1] : "
		   "!pto.tensor_view<?x?x%s>\n", dt);
	buf_printf(&b, "  %%vi = pto.make_tensor_view %%arg1, shape = [%%c%d, %%c%d], strides = [%%c%d, %%c1] : "
		   "!pto.tensor_view<?x?xi32>\n", row ? 1 : 4, row ? 4 : 8, row ? 4 : 8);
	buf_printf(&b, "  %%vo = pto.make_tensor_view %%arg2, shape = [%%c4, %%c8], strides = [%%c8, %%c1] : "
		   "!pto.tensor_view<?x?x%s>\n", dt);
	buf_printf(&b, "  %%vs = pto.make_tensor_view %%arg3, shape = [%%c8, %%c8], strides = [%%c8, %%c1] : "
		   "!pto.tensor_view<?x?x%s>\n", dt);
	buf_printf(&b, "  %%ti = pto.alloc_tile addr = %%a0 : %s\n", row ? tr : ti);
	buf_printf(&b, "  %%pi = pto.partition_view %%vi, offsets = [%%c0, %%c0], sizes = [%%c%d, %%c%d] : "
		   "!pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<%dx%dxi32>\n", row ? 1 : 4, row ? 4 : 8,
		   row ? 1 : 4, row ? 4 : 8);
	buf_printf(&b, "  pto.tload ins(%%pi : !pto.partition_tensor_view<%dx%dxi32>) outs(%%ti : %s)\n", row ? 1 : 4,
		   row ? 4 : 8, row ? tr : ti);
	buf_printf(&b, "  %%pa = pto.partition_view %%va, offsets = [%%c0, %%c0], sizes = [%%c8, %%c8] : "
		   "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<8x8x%s>\n", dt, dt);
	buf_printf(&b, "  %%g = pto.alloc_tile addr = %%a1 : %s\n", tt);
	buf_printf(&b, "  pto.mgather ins(%%pa, %%ti : !pto.partition_tensor_view<8x8x%s>, %s) outs(%%g : %s) "
		   "{coalesce = #pto<coalesce %s>%s%s%s}\n", dt, row ? tr : ti, tt, mode, oob ? ", gatherOob = #pto<gather_oob " : "",
		   oob ? oob : "", oob ? ">" : "");
	buf_printf(&b, "  %%po = pto.partition_view %%vo, offsets = [%%c0, %%c0], sizes = [%%c4, %%c8] : "
		   "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<4x8x%s>\n", dt, dt);
	buf_printf(&b, "  pto.tstore ins(%%g : %s) outs(%%po : !pto.partition_tensor_view<4x8x%s>)\n", tt, dt);
	if (!row) {
		buf_printf(&b, "  %%ps = pto.partition_view %%vs, offsets = [%%c2, %%c0], sizes = [%%c4, %%c8] : "
			   "!pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<4x8x%s>\n", dt, dt);
		buf_printf(&b, "  pto.mscatter ins(%%g, %%ti : %s, %s) outs(%%ps : !pto.partition_tensor_view<4x8x%s>)\n", tt,
			   ti, dt);
	}
	buf_printf(&b, "  return\n  }\n}\n");
	return b.data;
}

Test(runtime, mgather_mscatter_through_views)
{
	static const char *const dts[] = {"f32", "f16", "i16", "i32"};
	int64_t iv[RC];
	for (int j = 0; j < RC; j++)
		iv[j] = (j * 11 + 3) % 70 - 3; /* -3 .. 66: a few outside 0..63 */
	for (int i = 0; i < N(dts); i++) {
		const char *dt = dts[i];
		char *text = mgs_text(dt, "elem", "wrap");
		struct rt_array *mem = gen(dt, 8, 8, G_ANY, 7), *idx = ints("i32", 4, 8, iv);
		struct rt_binding b[4] = {{RB_ARRAY, mem}, {RB_ARRAY, idx}, {RB_FILL_ZERO}, {RB_FILL_CONST, .fval = 1}};
		cr_assert_eq(run_binds(text, b), 0, "mgather %s failed", dt);
		struct rt_array *ref = like(dt, 4, 8), *sref = like(dt, 8, 8);
		for (int j = 0; j < 64; j++)
			rt_array_set_f(sref, j, 1);
		for (int j = 0; j < RC; j++) {
			put(ref, j, mem, ((iv[j] % 64) + 64) % 64);
			if (iv[j] >= 0 && iv[j] < 32) /* the scatter window is rows 2..5 */
				put(sref, 16 + iv[j], ref, j);
		}
		check_bits("mgather elem", dt, b[2].array, ref);
		check_bits("mscatter", dt, b[3].array, sref);
		rt_array_free(b[2].array);
		rt_array_free(b[3].array);
		free(text);

		int64_t rv[4] = {6, 0, 9, 3}; /* row 9 clamps to 7 */
		text = mgs_text(dt, "row", "clamp");
		struct rt_array *ridx = ints("i32", 1, 4, rv);
		struct rt_binding c[4] = {{RB_ARRAY, mem}, {RB_ARRAY, ridx}, {RB_FILL_ZERO}, {RB_FILL_ZERO}};
		cr_assert_eq(run_binds(text, c), 0, "mgather row %s failed", dt);
		ref = like(dt, 4, 8);
		for (int r = 0; r < 4; r++)
			for (int col = 0; col < 8; col++)
				put(ref, r * 8 + col, mem, (rv[r] > 7 ? 7 : rv[r]) * 8 + col);
		check_bits("mgather row", dt, c[2].array, ref);
		rt_array_free(c[2].array);
		rt_array_free(c[3].array);
		rt_array_free(ridx);
		rt_array_free(mem);
		rt_array_free(idx);
		free(text);
	}
}

/* declare_local_array / local_array_set / local_array_get: squares stored in a
 * loop, read back in reverse; an index past the extent is an error. */
Test(runtime, local_arrays)
{
	static const char *const dts[] = {"i32", "f32", "i16", "f16"};
	char text[2048];
	for (int i = 0; i < N(dts); i++) {
		const char *dt = dts[i];
		bool fl = isf(dt);
		snprintf(text, sizeof text,
			 "module {\n  func.func @k(%%arg0: !pto.ptr<%s>, %%n: index) {\n"
			 "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
			 "  %%c5 = arith.constant 5 : index\n  %%c4 = arith.constant 4 : index\n"
			 "  %%arr = pto.declare_local_array -> !pto.local_array<5x%s>\n"
			 "  scf.for %%i = %%c0 to %%c5 step %%c1 {\n"
			 "    %%sq = arith.muli %%i, %%i : index\n"
			 "    %%x = arith.index_cast %%sq : index to i32\n"
			 "    %%v = %s %%x : i32 to %s\n"
			 "    pto.local_array_set %%arr[%%i], %%v : !pto.local_array<5x%s>, %s\n"
			 "  }\n"
			 "  scf.for %%j = %%c0 to %%n step %%c1 {\n"
			 "    %%k = arith.subi %%c4, %%j : index\n"
			 "    %%e = pto.local_array_get %%arr[%%k] : !pto.local_array<5x%s> -> %s\n"
			 "    pto.store_scalar %%e, %%arg0[%%j] : !pto.ptr<%s>, %s\n"
			 "  }\n"
			 "  return\n  }\n}\n",
			 dt, dt, fl ? "arith.sitofp" : strcmp(dt, "i32") ? "arith.trunci" : "arith.bitcast", dt, dt, dt, dt,
			 dt, dt, dt);
		int64_t five = 5;
		struct rt_binding b[2] = {{RB_ARRAY, rt_array_new(dt_of(dt), 1, &five)}, {RB_SCALAR, .ival = 5}};
		cr_assert_eq(run_binds(text, b), 0, "local arrays %s failed:\n%s", dt, text);
		for (int j = 0; j < 5; j++)
			cr_expect_eq(rt_array_get_i(b[0].array, j), (4 - j) * (4 - j), "%s element %d", dt, j);
		b[1].ival = 6; /* reads index -1 */
		cr_expect_neq(run_binds(text, b), 0, "an index outside the local array must fail");
		rt_array_free(b[0].array);
	}
}

Test(runtime, trandom_reported_unsupported)
{
	const char *src =
		"module {\n  func.func @k(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<f32>, %arg2: !pto.ptr<f32>) {\n"
		"  %a0 = arith.constant 0 : i64\n  %k = arith.constant 7 : i32\n"
		"  %t = pto.alloc_tile addr = %a0 : " TB("i32", 4, 8) "\n"
		"  pto.trandom ins(%k, %k, %k, %k, %k, %k : i32, i32, i32, i32, i32, i32) outs(%t : " TB("i32", 4, 8) ")\n"
		"  \"pto.trandom\"(%k, %k, %k, %k, %k, %k, %t) {rounds = 7 : i32} : (i32, i32, i32, i32, i32, i32, "
		TB("i32", 4, 8) ") -> ()\n"
		"  return\n  }\n}\n";
	cr_expect_eq(run_expect_error(src, "pto.trandom: not supported by the runtime"), 1);
}

/* The compare form of tgather: per row the matching columns + offset, then
 * zeros; the count of indices written goes to the second result. */
Test(runtime, tgather_compare_form)
{
	static const char *const dts[] = {"f32", "f16", "i16", "i32"};
	static const char *const modes[] = {"eq", "ne", "lt", "le", "gt", "ge"};
	char text[4096];
	for (int i = 0; i < N(dts); i++)
		for (int m = 0; m < 6; m++) {
			const char *dt = dts[i];
			char ts[256];
			snprintf(ts, sizeof ts, "!pto.tile_buf<loc=vec, dtype=%s, rows=4, cols=8, v_row=4, v_col=8, "
				 "blayout=row_major, slayout=none_box, fractal=512, pad=0>", dt);
			snprintf(text, sizeof text,
				 "module {\n  func.func @k(%%arg0: !pto.ptr<%s>, %%arg1: !pto.ptr<i32>, %%arg2: !pto.ptr<i32>) {\n"
				 "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
				 "  %%c4 = arith.constant 4 : index\n  %%c8 = arith.constant 8 : index\n  %%c5 = arith.constant 5 : index\n"
				 "  %%a0 = arith.constant 0 : i64\n  %%a1 = arith.constant 1024 : i64\n"
				 "  %%a2 = arith.constant 2048 : i64\n  %%a3 = arith.constant 4096 : i64\n"
				 "  %%kv = arith.constant %s\n"
				 "  %%v = pto.make_tensor_view %%arg0, shape = [%%c4, %%c8], strides = [%%c8, %%c1] : !pto.tensor_view<?x?x%s>\n"
				 "  %%vd = pto.make_tensor_view %%arg1, shape = [%%c4, %%c5], strides = [%%c5, %%c1] : !pto.tensor_view<?x?xi32>\n"
				 "  %%vc = pto.make_tensor_view %%arg2, shape = [%%c1, %%c4], strides = [%%c4, %%c1] : !pto.tensor_view<?x?xi32>\n"
				 "  %%t = pto.alloc_tile addr = %%a0 : %s\n"
				 "  %%p = pto.partition_view %%v, offsets = [%%c0, %%c0], sizes = [%%c4, %%c8] : !pto.tensor_view<?x?x%s> -> !pto.partition_tensor_view<4x8x%s>\n"
				 "  pto.tload ins(%%p : !pto.partition_tensor_view<4x8x%s>) outs(%%t : %s)\n"
				 "  %%x = pto.alloc_tile addr = %%a1 : %s\n"
				 "  %%d = pto.alloc_tile addr = %%a2 : " TB("i32", 4, 5) "\n"
				 "  %%n = pto.alloc_tile addr = %%a3 : " TB("i32", 1, 4) "\n"
				 "  pto.tgather ins(%%t, %%kv, %%x : %s, %s, %s) outs(%%d, %%n : " TB("i32", 4, 5) ", " TB("i32", 1, 4)
				 ") {cmpMode = #pto<cmp %s>, offset = 3 : i32}\n"
				 "  %%pd = pto.partition_view %%vd, offsets = [%%c0, %%c0], sizes = [%%c4, %%c5] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<4x5xi32>\n"
				 "  pto.tstore ins(%%d : " TB("i32", 4, 5) ") outs(%%pd : !pto.partition_tensor_view<4x5xi32>)\n"
				 "  %%pc = pto.partition_view %%vc, offsets = [%%c0, %%c0], sizes = [%%c1, %%c4] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x4xi32>\n"
				 "  pto.tstore ins(%%n : " TB("i32", 1, 4) ") outs(%%pc : !pto.partition_tensor_view<1x4xi32>)\n"
				 "  return\n  }\n}\n",
				 dt, isf(dt) ? (strcmp(dt, "f32") ? "1.0 : f16" : "1.0 : f32") : (strcmp(dt, "i16") ? "1 : i32" : "1 : i16"),
				 dt, ts, dt, dt, dt, ts, ts, ts, isf(dt) ? dt : dt, ts, modes[m]);
			struct rt_array *in = gen(dt, R, C, G_ANY, m);
			for (int j = 0; j < RC; j += 3)
				rt_array_set_f(in, j, 1); /* some equal to the scalar */
			struct rt_binding b[3] = {{RB_ARRAY, in}, {RB_FILL_ZERO}, {RB_FILL_ZERO}};
			cr_assert_eq(run_binds(text, b), 0, "compare gather %s %s failed", dt, modes[m]);
			int64_t ed[4 * 5] = {0}, ec[4];
			for (int r = 0; r < R; r++) {
				int k = 0;
				for (int c = 0; c < C && k < 5; c++) {
					double x = rt_array_get_f(in, r * C + c);
					bool t = m == 0 ? x == 1 : m == 1 ? x != 1 : m == 2 ? x < 1 : m == 3 ? x <= 1 : m == 4 ? x > 1 : x >= 1;
					if (t)
						ed[r * 5 + k++] = c + 3;
				}
				ec[r] = k;
			}
			check("tgather compare", dt, b[1].array, NULL, ed, 20);
			check("tgather compare count", dt, b[2].array, NULL, ec, 4);
			rt_array_free(b[1].array);
			rt_array_free(b[2].array);
			rt_array_free(in);
		}
}
