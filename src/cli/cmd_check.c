/* `ptoc check`: proves that the passes keep a program's numbers.  The program
 * is compiled twice: a reference build without the Default pipeline's
 * optimisations that a program compiles and runs without (OptimizeOrchTensors,
 * FoldNoOpReshape, FuseCreateAssembleToSlice), without layout repair, without
 * memory reuse and with mixed kernels unsplit, and the full build; every
 * kernel (or Group of kernels) of both and every entry orchestration function
 * is executed by the runtime on the same seeded random inputs and every tensor
 * is compared (integers exactly, floats within a stated ulp bound), so a fault
 * of a pass the reference build leaves out shows as a difference.  A kernel
 * (or Group) whose Out parameter OptimizeOrchTensors merged into an In one is compared
 * with the reference's unmerged kernel (the merged parameter with the Out
 * one); an orchestration function's In parameters the reference run leaves
 * unchanged are inputs and not compared. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "backend.h"
#include "check_fill.h"
#include "cli.h"
#include "codegen/codegen.h"
#include "diag.h"
#include "exec/exec.h"
#include "intern.h"
#include "parse.h"
#include "passes/outline.h"
#include "passes/passmgr.h"
#include "numcmp.h"
#include "rt.h"
#include "typecheck.h"
#include "util.h"

#define MAX_PASSES 256
#define UNBOUNDED_BYTES ((uint64_t)64 << 20) /* far above any SoC memory */

static const char check_help[] =
	"usage: ptoc check [--backend B] [--memory-planner M] [--seed N] [--ulp N]\n"
	"                  [--max-steps N] [--ranks N] [--scalar NAME=V]...\n"
	"                  [--fill NAME=V]... FILE\n"
	"\n"
	"Compiles FILE twice with the default pipeline: a reference build without\n"
	"the optimisations optimize_orch_tensors, fold_no_op_reshape and\n"
	"fuse_create_assemble_to_slice (the program means the same without them),\n"
	"with resolve_backend_op_layouts moving only an if's yields to its result's\n"
	"layouts (no op's layout repaired), without memory reuse or baked addresses\n"
	"(planner ptoas; the runtime places every tile in unbounded memory) and\n"
	"with FILE's InCore kernels, written or outlined from pl.at(CORE_GROUP)\n"
	"scopes, unsplit (no lower_auto_vector_split,\n"
	"expand_mixed_kernel, inject_gm_pipe_buffer, split_vector_kernel: a mixed\n"
	"kernel runs as one; not for programs with pl.split_aiv regions or\n"
	"kernels that initialize their own pipes),\n"
	"and the full build with planner M (default pypto).  Kernels that use\n"
	"cross-core pipes run as groups: each Group function's AIC and AIV kernels\n"
	"together (compared with the reference's kernel of the Group's name), and a\n"
	"Cube and a Vector kernel outside any Group as a pair.  Runs every kernel of\n"
	"both on the CPU runtime with the same seeded random inputs and compares every\n"
	"tensor: integers exactly, floats within N units in the last place\n"
	"(default 1; NaN equals NaN); a kernel's or Group's Out parameter the full build merged\n"
	"into an In one is compared as the reference's Out parameter, and an\n"
	"orchestration function's In parameters the reference run leaves unchanged\n"
	"are not compared (the full build may hold a result there).  Tensors are\n"
	"filled from seed N (default 1), integer scalars are 0, float scalars 1.5,\n"
	"pl.dynamic dims and scalars that size a tensor parameter 128.  A tensor\n"
	"parameter FILE reads (directly, through loads and views of it or the calls\n"
	"that pass it) as an index (of gather, scatter, scatter_update,\n"
	"paged_gather) holds integers in the range of the dim it indexes, one read\n"
	"as a signal (pld.system.notify / wait, a collective's signal) or a count\n"
	"(all_to_all_v's send counts, a tensor.read of it an offset or shape names)\n"
	"zeros; the output names each such input and its fill.\n"
	"--scalar NAME=V gives the scalar parameters and the pl.dynamic dims named\n"
	"NAME the value V instead, and --fill NAME=V every element of the tensor\n"
	"parameters named NAME (on every rank); V `rank` is the rank id, and\n"
	"`rank_iota` iota offset by rank * the element count.\n"
	"A distributed kernel (one with DistributedTensor or communication-context\n"
	"parameters) runs as N ranks (--ranks; default the ranks FILE is written\n"
	"for: a loop over range(N) whose var is the peer of a notify, put or get,\n"
	"the N rows of a collective's per-rank window or of all_to_all_v's\n"
	"counts; else 8; at most 8, a node's devices), each with its own inputs\n"
	"(rank 0 those of a single run); every rank's tensors are compared.  So\n"
	"does a whole program with such a kernel or pld.system ops in its\n"
	"orchestration: each rank runs the orchestration function with its own\n"
	"inputs and rank id, and the kernels that communicate run on every rank\n"
	"together.\n"
	"A kernel run stops with an error at the loop after N loop iterations\n"
	"(--max-steps; default 10000000).\n"
	"Exit 0 when all agree, 1 on a difference or\n"
	"a compile/run error, 2 on usage errors.\n";

#define MAX_SCALARS 32

/* A --scalar NAME=V: the value of the scalar parameters named NAME. */
struct scalar_opt {
	const char *name; /* interned */
	int64_t ival;
	double fval;
	const char *per_rank; /* --fill NAME=rank / rank_iota: that fill (rt_fill_rank), else NULL */
};

struct check_opts {
	const be_t *be;
	unsigned planner;
	uint64_t seed;
	long ulp;
	uint64_t max_steps; /* 0: the runtime's default */
	int ranks;          /* the ranks a distributed kernel runs as */
	bool ranks_given;   /* by --ranks, else derived from the program */
	const char *file;
	struct scalar_opt scalars[MAX_SCALARS];
	unsigned n_scalars;
	struct scalar_opt fills[MAX_SCALARS]; /* --fill: tensors of one value */
	unsigned n_fills;
	struct check_fills derived; /* the inputs the program reads as indices, signals, counts */
	/* while derive_fills runs, the program as parsed: eval_dim gives its scalar
	 * parameters the values the run binds them to */
	const struct program *derive_prog;
};

/* A compiled build: its program and the .pto module text of each kernel. */
struct build {
	struct arena arena;
	struct program *prog;
	const struct function **kernels;
	unsigned n;
	unsigned planner;
};

/* The reference build runs a program's InCore kernels unsplit: a mixed
 * Cube + Vector kernel is one kernel there (the runtime executes both kinds
 * of instruction), so a fault of the split (LowerAutoVectorSplit,
 * ExpandMixedKernel, the GM pipe buffer, the per-lane halving) shows as a
 * difference.  Programs written as
 * AIC/AIV kernels already are run as written in both builds. */
struct kernel_scan {
	bool incore; /* an InCore function, or a scope OutlineIncoreScopes makes one of */
	bool region; /* a pl.split_aiv region or a written pipe */
};

static bool is_lane_region(struct stmt *s, void *ctx)
{
	struct kernel_scan *k = ctx;
	if (s->kind == ST_SCOPE && s->u.scope.kind == SC_SPLIT_AIV)
		k->region = true;
	if (ol_is_target(s, OL_INCORE))
		k->incore = true;
	struct expr *c = s->kind == ST_EVAL ? s->u.eval.value : NULL;
	const char *role = c && c->kind == EX_CALL ? spec_ops[c->u.call.op].cross_core_role : NULL;
	if (role && strcmp(role, "InitializePipe") == 0)
		k->region = true;
	return true;
}

/* InCore kernels (written, or CORE_GROUP scopes OutlineIncoreScopes makes
 * them of) and no pl.split_aiv region nor written pipe (an
 * initialize_pipe call): both are written per lane or per core and have no
 * unsplit form (a pipe the program initializes itself needs the GM pipe
 * buffer on backends whose pipes go through GM). */
static bool has_incore(const struct program *p)
{
	struct kernel_scan k = {false, false};
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		if (p->funcs[i]->kind == FK_InCore && !p->funcs[i]->abstract)
			k.incore = true;
		ir_walk_stmts(p->funcs[i]->body, is_lane_region, &k);
	}
	return k.incore && !k.region;
}

/* The optimisations of the Default pipeline the reference build leaves out:
 * the program means the same without each, it still compiles and runs on the
 * CPU runtime, and nothing after it requires a property it alone produces
 * (OptimizeOrchTensors re-declares SplitIncoreOrch and IncoreTileOps, which
 * already hold; the others produce none).  A fault of one of them (a kernel
 * result merged into an input, a dropped assemble, a folded reshape) so
 * changes the full build's numbers only.  Both builds run
 * SkewCrossCorePipeline (it demotes the pipeline loops it cannot skew, which
 * LowerPipelineLoops refuses), CanonicalizeIOOrder (it turns the remaining
 * pipeline loops into range loops), UnrollLoops and LowerPipelineLoops (codegen
 * has no form for the loops they remove), AutoTileMatmulL0 (it retiles a Mat
 * operand whose shape is not a whole number of fractals) and Simplify;
 * ResolveBackendOpLayouts there repairs no op's layouts (the runtime needs
 * none) and only moves an if's yields to its result's layouts. */
static const uint16_t reference_skips[] = {
	PASS_optimize_orch_tensors,	  /* merges orchestration tensors in place */
	PASS_fold_no_op_reshape,	  /* folds reshapes into var copies */
	PASS_fuse_create_assemble_to_slice, /* turns create + assemble into a view */
	PASS_memory_reuse,		  /* buffer sharing */
};

static bool skipped_in_reference(unsigned pass, bool unsplit)
{
	for (size_t i = 0; i < sizeof reference_skips / sizeof reference_skips[0]; i++)
		if (pass == reference_skips[i])
			return true;
	return unsplit && (pass == PASS_lower_auto_vector_split || pass == PASS_expand_mixed_kernel ||
			   pass == PASS_inject_gm_pipe_buffer || pass == PASS_split_vector_kernel);
}

/* Parses and lowers the program for one build: 0, or the exit status of
 * the failure (reported): 1 errors in the program, 2 it cannot be read. */
static int compile_build(const struct check_opts *o, bool reference, struct build *b)
{
	int st = cli_load(&b->arena, o->file, &b->prog);
	if (st || !b->prog)
		return st ? st : 1;
	/* the reference build lets the runtime place every tile (no addresses;
	 * placed by liveness as ptoas would) and runs with unbounded on-chip
	 * memory */
	unsigned planner = reference ? PLANNER_ptoas : o->planner;
	b->planner = planner;
	uint16_t passes[MAX_PASSES];
	int n = pm_pipeline_passes(PIPELINE_default, planner, passes, MAX_PASSES);
	bool unsplit = reference && has_incore(b->prog);
	int k = 0;
	for (int i = 0; i < n; i++)
		if (!reference || !skipped_in_reference(passes[i], unsplit))
			passes[k++] = passes[i];
	struct pm_options pm;
	pm_options_init(&pm);
	pm.backend = o->be;
	pm.planner = planner;
	pm.verify = pm_env_verify_level();
	/* the runtime computes in any layout: no op's layouts are repaired, but
	 * an if's result is one buffer read in its declared layout */
	pm.keep_op_layouts = reference;
	if (!pm_run(&pm, b->prog, passes, k))
		return 1;
	b->n = cg_kernels(b->prog, &b->kernels);
	return 0;
}

/* splitmix64: a tiny seeded generator, identical on every machine. */
static uint64_t next_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static void fill_random(struct rt_array *a, uint64_t seed)
{
	uint64_t s = seed;
	for (size_t i = 0; i < a->count; i++) {
		uint64_t r = next_rand(&s);
		if (rt_dtype_is_float(a->dtype) && !rt_dtype_is_signed(a->dtype))
			/* a scale format (E8M0: powers of two, no sign): 2^-4 .. 2^4 */
			rt_array_set_f(a, i, ldexp(1.0, (int)(r % 9) - 4));
		else if (rt_dtype_is_float(a->dtype))
			rt_array_set_f(a, i, (double)(r >> 11) / 9007199254740992.0 * 2.0 - 1.0);
		else if (rt_dtype_is_signed(a->dtype))
			rt_array_set_i(a, i, (int64_t)(r % 15) - 7);
		else
			rt_array_set_i(a, i, (int64_t)(r % 15));
	}
}

/* Every symbolic dim (pl.dynamic var) takes this value unless --scalar
 * names it. */
#define DYN_DIM_VALUE 128

static bool user_named(const struct var *v, const char *name);
static bool sizes_a_tensor(const struct function *f, const struct var *v);

/* The value of pl.dynamic dim `v`, or of scalar parameter `v` where it sizes
 * a tensor: its --scalar value, else DYN_DIM_VALUE. */
static int64_t dim_value(const struct check_opts *o, const struct var *v)
{
	for (unsigned k = 0; k < o->n_scalars; k++)
		if (user_named(v, o->scalars[k].name))
			return o->scalars[k].ival;
	return DYN_DIM_VALUE;
}

/* Whether scalar parameter `v` of derive_prog has its --scalar value or sizes
 * a tensor parameter of its function: scalar_binding gives it dim_value. */
static bool bound_as_dim(const struct check_opts *o, const struct var *v)
{
	for (unsigned k = 0; k < o->n_scalars; k++)
		if (user_named(v, o->scalars[k].name))
			return true;
	for (uint32_t i = 0; i < o->derive_prog->n_funcs; i++) {
		const struct function *f = o->derive_prog->funcs[i];
		for (uint32_t j = 0; j < f->n_params; j++)
			if (f->params[j].var == v)
				return sizes_a_tensor(f, v);
	}
	return false;
}

/* Value of a dim expression with every dynamic var and every scalar
 * parameter at dim_value (while derive_fills runs, a scalar parameter that
 * sizes no tensor at the value scalar_binding gives it). */
static bool eval_dim(const struct check_opts *o, const struct expr *e, int64_t *out)
{
	int64_t l, r;
	switch (e->kind) {
	case EX_INT:
		*out = e->u.i;
		return true;
	case EX_VAR:
		*out = dim_value(o, e->u.var);
		if (o->derive_prog && e->u.var->kind == VAR_PARAM && e->u.var->type->kind == TY_SCALAR &&
		    !bound_as_dim(o, e->u.var)) {
			/* as scalar_binding binds it: integers 0, floats 1.5 */
			*out = 0;
			return !tc_dtype_is_float((enum dtype)e->u.var->type->dtype);
		}
		return e->u.var->kind == VAR_DYN ||
		       (e->u.var->kind == VAR_PARAM && e->u.var->type->kind == TY_SCALAR);
	case EX_BINARY:
		if (!eval_dim(o, e->u.bin.l, &l) || !eval_dim(o, e->u.bin.r, &r))
			return false;
		switch (e->u.bin.op) {
		case BO_ADD: return i64_add(l, r, out);
		case BO_SUB: return !__builtin_sub_overflow(l, r, out);
		case BO_MUL: return i64_mul(l, r, out);
		case BO_FLOORDIV: *out = r ? l / r : 0; return r != 0;
		default: return false;
		}
	default:
		return false;
	}
}

/* Whether parameter `v` of `f` appears in the shape of a tensor parameter. */
static bool sizes_a_tensor(const struct function *f, const struct var *v)
{
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		for (uint32_t d = 0; t->kind == TY_TENSOR && d < t->shape.n; d++)
			if (ir_expr_uses_var(t->shape.v[d], v))
				return true;
	}
	return false;
}

/* Whether parameter `v` is the one the user named `name` (interned): its
 * own name, or the name it had before the pipeline versioned it (ConvertToSSA
 * makes `n` `n__ssa_v0`; every automatic name keeps the user's name before
 * its first "__", reference auto_name_utils.h). */
static bool user_named(const struct var *v, const char *name)
{
	if (v->name == name)
		return true;
	const char *cut = strstr(v->name, "__");
	size_t n = strlen(name);
	return cut && (size_t)(cut - v->name) == n && memcmp(v->name, name, n) == 0;
}

/* The binding of scalar parameter `v` of `f`: its --scalar value, else, when
 * it sizes a tensor parameter, the value that sizes it (dim_value),
 * else integers 0 and floats 1.5. */
static struct rt_binding scalar_binding(const struct check_opts *o, const struct function *f,
					const struct var *v)
{
	for (unsigned k = 0; k < o->n_scalars; k++)
		if (user_named(v, o->scalars[k].name))
			return (struct rt_binding){.kind = RB_SCALAR, .fval = o->scalars[k].fval,
						   .ival = o->scalars[k].ival};
	if (sizes_a_tensor(f, v))
		return (struct rt_binding){.kind = RB_SCALAR, .fval = DYN_DIM_VALUE,
					   .ival = DYN_DIM_VALUE};
	return (struct rt_binding){.kind = RB_SCALAR, .fval = 1.5, .ival = 0};
}

/* Integers in [0, bound) from the seed: the positions an index may hold. */
static void fill_index(struct rt_array *a, uint64_t seed, int64_t bound)
{
	uint64_t s = seed;
	for (size_t i = 0; i < a->count; i++) {
		int64_t x = bound > 1 ? (int64_t)(next_rand(&s) % (uint64_t)bound) : 0;
		if (rt_dtype_is_float(a->dtype))
			rt_array_set_f(a, i, (double)x);
		else
			rt_array_set_i(a, i, x);
	}
}

/* The input of tensor parameter `v` on rank `rank`: every element its --fill value (or
 * the per-rank fill), else the fill the program's use of it asks for (an index in its
 * range, a signal or a count zeros), else random from the seed. */
static void fill_input(const struct check_opts *o, const struct var *v, struct rt_array *a, uint64_t seed,
		       int rank)
{
	for (unsigned k = 0; k < o->n_fills; k++)
		if (user_named(v, o->fills[k].name)) {
			if (o->fills[k].per_rank) {
				rt_fill_rank(a, o->fills[k].per_rank, rank);
				return;
			}
			for (size_t i = 0; i < a->count; i++)
				if (rt_dtype_is_float(a->dtype))
					rt_array_set_f(a, i, o->fills[k].fval);
				else
					rt_array_set_i(a, i, o->fills[k].ival);
			return;
		}
	const struct check_fill *d = check_fill_find(&o->derived, v->name);
	if (d)
		fill_index(a, seed, d->kind == IF_index ? d->bound : 1);
	else
		fill_random(a, seed);
}

/* An FP4 tensor's array holds x2 carriers, two elements a byte along its last axis, as
 * the device runtime holds it: every row of `v` (evaluated shape `shape`) must start on
 * a byte. */
static bool fp4_rows_on_bytes(const struct var *v, const int64_t *shape)
{
	int64_t pitch;
	int axis = exec_fp4_odd_axis(v->type, shape, &pitch);
	if (axis < 0)
		return true;
	if (axis + 1 == (int)v->type->shape.n)
		diag_error(v->span, "check: FP4 tensor '%.*s' has odd last extent %lld (the runtime holds two "
			   "elements a byte)", ir_user_name_len(v->name), v->name, (long long)pitch);
	else
		diag_error(v->span, "check: FP4 tensor '%.*s' has odd stride %lld on axis %d, so its rows do "
			   "not start on a byte (the runtime holds two elements a byte)",
			   ir_user_name_len(v->name), v->name, (long long)pitch, axis);
	return false;
}

/* The random input array of tensor parameter `v` (seeded by `seed`; a per-rank --fill
 * as rank `world_rank`), its symbolic dims appended to `dyn` when given.  NULL (reported) when its
 * shape cannot be evaluated or its size overflows. */
static struct rt_array *param_array(const struct check_opts *o, const struct var *v, uint64_t seed,
				    struct vec *dyn, int world_rank)
{
	const struct type *t = v->type;
	int64_t shape[RT_MAX_RANK];
	bool ok = t->shape.n <= RT_MAX_RANK;
	for (uint32_t d = 0; ok && d < t->shape.n; d++) {
		ok = eval_dim(o, t->shape.v[d], &shape[d]) && shape[d] > 0;
		if (dyn)
			ir_walk_expr(t->shape.v[d], ir_collect_dyn_vars, dyn);
	}
	if (!ok) {
		diag_error(v->span, "check: cannot size tensor '%s' (its shape must be static or built "
			   "from pl.dynamic dims)", v->name);
		return NULL;
	}
	char err[160] = "its strides reach past 2^63 elements";
	int64_t dims[RT_MAX_RANK];
	if (!fp4_rows_on_bytes(v, shape))
		return NULL;
	int rank = exec_param_dims(t, shape, dims);
	if (rank > 0)
		exec_carrier_dims(t->dtype, dims, rank);
	struct rt_array *a = rank < 0 ? NULL : rt_array_try_new(t->dtype, rank, dims, err, sizeof err);
	if (!a) {
		diag_error(v->span, "check: tensor '%.*s': %s", ir_user_name_len(v->name), v->name, err);
		return NULL;
	}
	fill_input(o, v, a, seed, world_rank);
	return a;
}

/* Inputs of rank r of a distributed run are seeded apart from rank 0's. */
#define RANK_SEED_STEP 0x9E3779B9u

/* The index of the parameter of `f` named as parameter i of `g`, or i (f NULL or
 * no such parameter): a tensor's seed, so that a kernel whose signature
 * OptimizeOrchTensors changed gets the reference kernel's inputs. */
static uint64_t seed_index(const struct function *f, const struct function *g, uint32_t i)
{
	for (uint32_t j = 0; f && j < f->n_params; j++)
		if (strcmp(f->params[j].var->name, g->params[i].var->name) == 0)
			return j;
	return i;
}

/* Binds every parameter of kernel `f` (module function `mf`) as rank `rank` of `world`
 * with inputs derived from the seed: tensors by fill_input(), scalars by scalar_binding(),
 * communication contexts rt_comm_ctx_new(), symbolic dims dim_value(), the SDMA
 * workspace and the deferred-completion arguments zeros.  Returns false (reported)
 * when a shape cannot be evaluated. */
static bool bind_params(const struct check_opts *o, const struct function *f, struct rt_module *m,
			int mf, struct rt_binding *binds, struct rt_array **arrays, int rank, int world,
			const struct function *seed_f)
{
	uint64_t seed = o->seed + (uint64_t)rank * RANK_SEED_STEP;
	int np = rt_func_param_count(m, mf), slot = 0;
	struct vec dyn = {0}; /* the symbolic dims, in signature order */
	/* .pto signatures list tensors first, then scalars, then dims (reference 3.2) */
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < f->n_params; i++) {
			const struct type *t = f->params[i].var->type;
			bool tensor = t->kind == TY_TENSOR;
			if ((pass == 0) != tensor || slot >= np)
				continue;
			if (tensor) {
				arrays[slot] = param_array(o, f->params[i].var, seed * 1000003u + seed_index(seed_f, f, i),
						    &dyn, rank);
				if (!arrays[slot]) {
					vec_free(&dyn);
					return false;
				}
				binds[slot] = (struct rt_binding){.kind = RB_ARRAY, .array = arrays[slot]};
			} else if (t->kind == TY_OPAQUE) {
				/* a handle: the communication context of this rank */
				arrays[slot] = rt_comm_ctx_new(rank, world);
				binds[slot] = (struct rt_binding){.kind = RB_ARRAY, .array = arrays[slot]};
			} else {
				binds[slot] = scalar_binding(o, f, f->params[i].var);
			}
			slot++;
		}
	for (size_t d = 0; d < dyn.n && slot < np; d++) {
		int64_t n = dim_value(o, dyn.items[d]);
		binds[slot++] = (struct rt_binding){.kind = RB_SCALAR, .fval = (double)n, .ival = n};
	}
	vec_free(&dyn);
	/* the runtime-owned SDMA workspace: the run makes it a zeroed buffer */
	if (cg_uses_workspace(f) && slot < np)
		binds[slot++] = (struct rt_binding){.kind = RB_FILL_ZERO};
	if (slot < np && strcmp(rt_func_param_name(m, mf, slot), "%__pypto_deferred_raw_args") == 0)
		binds[slot++] = (struct rt_binding){.kind = RB_FILL_ZERO};
	/* SPMD identity: block 0 of 1, subblock 0 (in a cross-core group the
	 * runtime gives each Vector lane its own) */
	for (; slot < np; slot++) {
		const char *n = rt_func_param_name(m, mf, slot);
		if (strncmp(n, "%__pypto_spmd_", 14) != 0)
			break;
		int64_t v = strcmp(n + 14, "block_num") == 0;
		binds[slot] = (struct rt_binding){.kind = RB_SCALAR, .fval = (double)v, .ival = v};
	}
	if (slot != np) {
		diag_error(f->span, "check: kernel '%s' has %d parameters in its .pto, %d bound",
			   f->name, np, slot);
		return false;
	}
	return true;
}

/* A kernel's .pto, parsed for one run, with its bindings.  The text stays
 * alive with the module (diagnostics quote it). */
struct prep {
	struct buf text;
	struct rt_module *m;
	int mf, np;
	struct rt_binding *binds;
};

/* Emits and parses kernel `f` of build `b` and binds its parameters
 * (arrays[] receives the tensors); `lane`: its Vector lane in a cross-core
 * group, which names the module (-1 otherwise). */
static bool prepare(const struct check_opts *o, const struct build *b, const struct function *f,
		    struct rt_array **arrays, const char *what, int lane, int rank, int world, struct prep *pr,
		    const struct function *seed_f)
{
	struct cg_options cg = {.backend = o->be,
				.emit_addr = spec_planners[b->planner].emit_addr,
				.emit_loc = true,
				.planner = &spec_planners[b->planner],
				.runtime_only = true};
	memset(pr, 0, sizeof *pr);
	if (!cg_emit_module(b->prog, f, &cg, &pr->text))
		return false;
	/* interned: diagnostics keep the file name */
	char tmp[256];
	if (world > 1)
		snprintf(tmp, sizeof tmp, "<%s:%s.pto, rank %d>", what, f->name, rank);
	else
		snprintf(tmp, sizeof tmp, lane > 0 ? "<%s:%s.pto, lane %d>" : "<%s:%s.pto>", what, f->name, lane);
	pr->m = rt_parse(intern_cstr(tmp), pr->text.data, pr->text.len);
	if (!pr->m)
		return false;
	pr->mf = rt_module_func_find(pr->m, f->name);
	pr->np = pr->mf >= 0 ? rt_func_param_count(pr->m, pr->mf) : 0;
	pr->binds = xcalloc((size_t)pr->np + 1, sizeof *pr->binds);
	return pr->mf >= 0 && bind_params(o, f, pr->m, pr->mf, pr->binds, arrays, rank, world, seed_f);
}

/* Frees what prepare() made; buffers the run created (the workspace) are
 * not results. */
static void unprepare(struct prep *pr, struct rt_array **arrays)
{
	for (int k = 0; k < pr->np; k++)
		if (pr->binds[k].array && pr->binds[k].array != arrays[k])
			rt_array_free(pr->binds[k].array);
	free(pr->binds);
	rt_module_free(pr->m);
	buf_free(&pr->text);
}

/* On-chip memory sizes: without baked addresses, placing tiles (and
 * staying within the capacity) is ptoas's job, not the program's: unbounded. */
static struct rt_caps run_caps(const struct check_opts *o, const struct build *b)
{
	struct rt_caps caps = {.max_steps = o->max_steps};
	bool addr = spec_planners[b->planner].emit_addr;
	for (int s = 0; s < MS_COUNT; s++)
		caps.bytes[s] = addr ? be_capacity_bytes(o->be, (enum memspace)s)
				     : (be_capacity_bytes(o->be, (enum memspace)s) ? UNBOUNDED_BYTES : 0);
	return caps;
}

/* Runs kernel `f` of build `b` as `world` ranks (one: alone); arrays[r * stride ..]
 * receives rank r's tensors after the run. */
static bool run_kernel(const struct check_opts *o, const struct build *b, const struct function *f,
		       struct rt_array **arrays, int *n_arrays, const char *what, int world, size_t stride,
		       const struct function *seed_f)
{
	struct prep pr[RT_MAX_WORLD];
	int n = 0;
	bool ok = true;
	while (ok && n < world) {
		ok = prepare(o, b, f, arrays + (size_t)n * stride, what, -1, n, world, &pr[n], seed_f);
		n++;
	}
	struct rt_caps caps = run_caps(o, b);
	if (ok && world == 1) {
		ok = rt_run(pr[0].m, pr[0].mf, &caps, pr[0].binds) == 0;
	} else if (ok) {
		struct rt_member mb[RT_MAX_WORLD];
		for (int r = 0; r < world; r++)
			mb[r] = (struct rt_member){pr[r].m, pr[r].mf, pr[r].binds, -1};
		ok = rt_run_ranks(mb, world, &caps) == 0;
	}
	*n_arrays = pr[0].np;
	for (int r = 0; r < n; r++)
		unprepare(&pr[r], arrays + (size_t)r * stride);
	return ok;
}

/* The ranks kernel `f` runs as: o->ranks when it has a DistributedTensor or a
 * communication-context parameter, else one. */
static int kernel_world(const struct check_opts *o, const struct function *f)
{
	return ir_function_communicates(f) ? o->ranks : 1;
}

/* Runs the Cube kernel `fc` and the Vector kernel `fv` of build `b` as one
 * cross-core group with `lanes` Vector lanes, which share the Vector
 * kernel's tensors; ac[] and av[] receive the tensors. */
static bool run_group(const struct check_opts *o, const struct build *b, const struct function *fc,
		      const struct function *fv, int lanes, struct rt_array **ac, int *nc, struct rt_array **av,
		      int *nv, const char *what)
{
	struct prep pr[3];
	size_t cap = (size_t)fv->n_params + RT_MAX_RANK * 8 + 8;
	struct rt_array **spare = xcalloc(cap, sizeof *spare);
	int n = 0;
	bool ok = prepare(o, b, fc, ac, what, -1, 0, 1, &pr[n++], NULL);
	for (int l = 0; l < lanes && ok; l++) {
		struct prep *p = &pr[n++];
		ok = prepare(o, b, fv, l ? spare : av, what, l, 0, 1, p, NULL);
		for (int k = 0; ok && l && k < p->np; k++)
			if (p->binds[k].kind == RB_ARRAY) {
				rt_array_free(spare[k]);
				spare[k] = NULL;
				p->binds[k].array = av[k];
			}
	}
	if (ok) {
		struct rt_member mb[3];
		for (int i = 0; i < n; i++)
			mb[i] = (struct rt_member){pr[i].m, pr[i].mf, pr[i].binds, i - 1};
		struct rt_caps caps = run_caps(o, b);
		ok = rt_run_group(mb, n, &caps) == 0;
	}
	*nc = pr[0].np;
	*nv = n > 1 ? pr[1].np : 0;
	for (int i = 0; i < n; i++)
		unprepare(&pr[i], i == 0 ? ac : av);
	for (size_t k = 0; k < cap; k++)
		rt_array_free(spare[k]);
	free(spare);
	return ok;
}

/* The core kernel `f` of build `b` runs on when it uses cross-core pipes
 * (RT_SIDE_*; -1 when it cannot be emitted, reported), and the Vector lanes
 * its transfers need. */
static int pipe_side(const struct check_opts *o, const struct build *b, const struct function *f, int *lanes)
{
	struct cg_options cg = {.backend = o->be, .emit_addr = spec_planners[b->planner].emit_addr,
				.planner = &spec_planners[b->planner], .runtime_only = true};
	struct buf text = {0};
	int side = -1;
	*lanes = 0;
	if (cg_emit_module(b->prog, f, &cg, &text)) {
		side = RT_SIDE_NONE;
		struct rt_module *m = rt_parse(intern_cstr("<pipes>"), text.data, text.len);
		int mf = m ? rt_module_func_find(m, f->name) : -1;
		if (mf >= 0)
			side = rt_func_pipe_side(m, mf, lanes);
		rt_module_free(m);
	}
	buf_free(&text);
	return side;
}

static const struct function *kernel_find(const struct build *b, const char *name)
{
	for (unsigned j = 0; j < b->n; j++)
		if (b->kernels[j]->name == name)
			return b->kernels[j];
	return NULL;
}

static const struct function *kernel_named(const struct build *b, const char *name)
{
	const struct function *f = kernel_find(b, name);
	if (!f)
		die("kernel '%s' missing from the reference build", name);
	return f;
}

/* Compares the tensors of both runs; prints the first difference. */
static bool compare(const struct check_opts *o, const struct function *f, struct rt_array **ref,
		    struct rt_array **got, int n, size_t *elems, double *max_ulp)
{
	for (int k = 0; k < n; k++) {
		if (!ref[k] || !got[k])
			continue;
		const struct rt_array *a = ref[k], *b = got[k];
		for (size_t i = 0; i < a->count; i++) {
			(*elems)++;
			if (rt_dtype_is_float(a->dtype)) {
				double d = numcmp_ulp(a, b, i);
				if (d > *max_ulp)
					*max_ulp = d;
				if (d <= (double)o->ulp)
					continue;
				fprintf(stderr, "check: %s: tensor %d element %zu: reference %.9g, compiled %.9g (%.0f ulp)\n",
					f->name, k, i, rt_array_get_f(a, i), rt_array_get_f(b, i), d);
				return false;
			}
			if (rt_array_get_i(a, i) != rt_array_get_i(b, i)) {
				fprintf(stderr, "check: %s: tensor %d element %zu: reference %lld, compiled %lld\n",
					f->name, k, i, (long long)rt_array_get_i(a, i),
					(long long)rt_array_get_i(b, i));
				return false;
			}
		}
	}
	return true;
}

/* The tensor parameter of `f` named `name`, or -1; *slot its array's index
 * (tensors come first in a kernel's .pto). */
static int tensor_named(const struct function *f, const char *name, int *slot)
{
	int t = 0;
	for (uint32_t i = 0; i < f->n_params; i++) {
		if (f->params[i].var->type->kind != TY_TENSOR)
			continue;
		if (strcmp(f->params[i].var->name, name) == 0) {
			*slot = t;
			return (int)i;
		}
		t++;
	}
	return -1;
}

/* Lines up the compiled kernel's tensors (got, ng of them) with the reference
 * kernel's (ref, *nr) when OptimizeOrchTensors changed its signature (the
 * reference build does not run it): an Out parameter merged into an In one
 * (made InOut) is compared with the reference's Out parameter, in order (the
 * In parameter's old value is the reference's), and every other parameter
 * with the reference's of the same name.  Reference tensors without a
 * counterpart are not compared; false when the compiled kernel has a tensor
 * the reference kernel lacks, unless `injected` (a Group's: the GM pipe
 * buffer the reference's unsplit kernel has no use for), when such a tensor
 * is not compared.  *apart: a parameter is bound to an array of
 * other dims in the two builds (OptimizeOrchTensors gave it a caller's
 * strides, so it binds the window's reach): the kernels read different inputs
 * and are compared only through the whole program. */
static bool align_merged(const struct function *rf, const struct function *f, struct rt_array **ref,
			 struct rt_array **got, int world, size_t cap, int *nr, int ng, bool injected, bool *apart)
{
	int nt = 0, rt = 0, moved = 0, nx = 0, dummy;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->type->kind == TY_TENSOR) {
			nt++;
			nx += injected && tensor_named(rf, f->params[i].var->name, &dummy) < 0;
		}
	for (uint32_t i = 0; i < rf->n_params; i++)
		rt += rf->params[i].var->type->kind == TY_TENSOR;
	if (*nr - rt != ng - nt || rt < nt - nx) {
		fprintf(stderr, "check: %s: %d parameters in the compiled kernel, %d in the reference's\n", f->name,
			ng, *nr);
		return false;
	}
	int *to = xcalloc((size_t)*nr + 1, sizeof *to); /* reference slot -> compiled slot, or -1 */
	bool *used = xcalloc((size_t)ng + 1, sizeof *used);
	for (int k = 0; k < *nr; k++)
		to[k] = k < rt ? -1 : k - rt + nt;
	int t = 0;
	bool ok = true;
	for (uint32_t i = 0; ok && i < f->n_params; i++) {
		const struct var *v = f->params[i].var;
		if (v->type->kind != TY_TENSOR)
			continue;
		int slot = 0, j = tensor_named(rf, v->name, &slot);
		if (j < 0 && injected) {
			/* not compared */
		} else if (j < 0) {
			fprintf(stderr, "check: %s: tensor '%s' is not a parameter of the reference kernel\n", f->name,
				v->name);
			ok = false;
		} else if (f->params[i].dir == DIR_INOUT && rf->params[j].dir == DIR_IN) {
			/* merged: the next reference Out parameter the compiled kernel lacks */
			int s2 = 0, k = 0;
			for (uint32_t q = 0; q < rf->n_params; q++) {
				const struct var *w = rf->params[q].var;
				if (w->type->kind != TY_TENSOR)
					continue;
				if (rf->params[q].dir == DIR_OUT && tensor_named(f, w->name, &dummy) < 0 && k++ == moved) {
					to[s2] = t;
					break;
				}
				s2++;
			}
			moved++;
		} else {
			to[slot] = t;
		}
		t++;
	}
	for (int k = 0; ok && k < *nr; k++) {
		const struct rt_array *a = ref[k], *g = to[k] >= 0 ? got[to[k]] : NULL;
		if (a && g && (a->rank != g->rank || a->count != g->count ||
			       memcmp(a->shape, g->shape, sizeof a->shape[0] * (size_t)a->rank) != 0))
			*apart = true;
	}
	for (int r = 0; ok && r < world; r++) {
		struct rt_array **g = got + (size_t)r * cap, **a = ref + (size_t)r * cap;
		struct rt_array **tmp = xcalloc((size_t)*nr + 1, sizeof *tmp);
		for (int k = 0; k < *nr; k++)
			tmp[k] = to[k] >= 0 ? g[to[k]] : NULL;
		for (int k = 0; k < *nr; k++)
			if (to[k] >= 0)
				used[to[k]] = true;
		for (int k = 0; k < ng; k++) {
			if (!used[k])
				rt_array_free(g[k]);
			g[k] = NULL;
			used[k] = false;
		}
		for (int k = 0; k < *nr; k++) {
			g[k] = tmp[k];
			if (!tmp[k]) {
				rt_array_free(a[k]);
				a[k] = NULL;
			}
		}
		free(tmp);
	}
	free(to);
	free(used);
	return ok;
}

/* The verdict on a kernel align_merged() found apart. */
#define APART "ran (its tensor parameters have the strides of the caller's tensors here only: " \
	      "compared in the whole program)"

/* ---- Group functions: their AIC and AIV members run together ---------------- */

/* The call of `callee` in Group `g`'s body, or NULL. */
static const struct expr *member_call(const struct function *g, const struct function *callee)
{
	for (uint32_t i = 0; i < g->body.n; i++) {
		const struct stmt *s = g->body.v[i];
		const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		if (e && e->kind == EX_FCALL && e->u.fcall.callee == callee)
			return e;
	}
	return NULL;
}

/* The AIC and AIV kernels Group `g` calls (NULL when it calls none or
 * several of a kind); returns how many it calls. */
static int group_members(const struct function *g, const struct function **aic,
			 const struct function **aiv)
{
	int nc = 0, nv = 0;
	*aic = *aiv = NULL;
	for (uint32_t i = 0; i < g->body.n; i++) {
		const struct stmt *s = g->body.v[i];
		const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		const struct function *c = e && e->kind == EX_FCALL ? e->u.fcall.callee : NULL;
		if (c && c->kind == FK_AIC)
			nc++, *aic = c;
		else if (c && c->kind == FK_AIV)
			nv++, *aiv = c;
	}
	if (nc != 1)
		*aic = NULL;
	if (nv != 1)
		*aiv = NULL;
	return nc + nv;
}

/* The one InCore kernel Group `g` calls when it calls no AIC or AIV kernel,
 * else NULL. */
static const struct function *unsplit_member(const struct function *g)
{
	const struct function *k = NULL;
	for (uint32_t i = 0; i < g->body.n; i++) {
		const struct stmt *s = g->body.v[i];
		const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
		const struct function *c = e && e->kind == EX_FCALL ? e->u.fcall.callee : NULL;
		if (c && c->kind == FK_InCore) {
			if (k)
				return NULL;
			k = c;
		}
	}
	return k;
}

/* Whether Vector kernel f runs on both Vector lanes without a split code
 * (SplitVectorKernel's no-split dual dispatch: lane 1 replays the pipe
 * handshakes with empty tiles). */
static bool fn_flag(const struct function *f, const char *name)
{
	const char *key = intern_cstr(name);
	for (uint32_t i = 0; i < f->attrs.n; i++)
		if (f->attrs.v[i].key == key && f->attrs.v[i].value->kind == EX_BOOL)
			return f->attrs.v[i].value->u.b;
	return false;
}

static bool dual_dispatch(const struct function *f)
{
	return fn_flag(f, "dual_aiv_dispatch");
}

/* The .pto slot of `f`'s parameter `i` (tensors first, in order, then the
 * other parameters), as bind_params() numbers them. */
static int param_slot(const struct function *f, uint32_t i)
{
	bool tensor = f->params[i].var->type->kind == TY_TENSOR;
	int slot = 0;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t j = 0; j < f->n_params; j++) {
			bool t = f->params[j].var->type->kind == TY_TENSOR;
			if ((pass == 0) != t)
				continue;
			if (j == i && t == tensor)
				return slot;
			slot++;
		}
	return -1;
}

/* Points a member's tensor bindings at the Group's tensors its call passes
 * (garr[] by the Group's slots); its own copies are freed. */
static void share_group_tensors(const struct function *g, const struct function *f, const struct expr *call,
				struct prep *p, struct rt_array **own, struct rt_array **garr)
{
	for (uint32_t i = 0; i < f->n_params && i < call->u.fcall.args.n; i++) {
		const struct expr *a = call->u.fcall.args.v[i];
		int ms = param_slot(f, i);
		if (a->kind != EX_VAR || ms < 0 || ms >= p->np || p->binds[ms].kind != RB_ARRAY)
			continue;
		for (uint32_t j = 0; j < g->n_params; j++) {
			if (g->params[j].var != a->u.var)
				continue;
			int gs = param_slot(g, j);
			if (gs < 0 || !garr[gs])
				break;
			if (p->binds[ms].array == own[ms]) {
				rt_array_free(own[ms]);
				own[ms] = NULL;
			}
			p->binds[ms].array = garr[gs];
			break;
		}
	}
}

/* Runs Group `g` of build `b`: its AIC kernel and its AIV kernel on the lanes
 * its transfers need, every tensor the Group passes shared.  garr[] receives
 * the Group's tensors by its .pto-style slots (*ng of them); inputs are the
 * ones a kernel with the Group's parameters gets (seeded by the index of the
 * parameter of `seed_f` of the same name, when given). */
static bool run_group_function(const struct check_opts *o, const struct build *b, const struct function *g,
			       struct rt_array **garr, int *ng, const char *what, const struct function *seed_f)
{
	const struct function *fc, *fv;
	group_members(g, &fc, &fv);
	*ng = 0;
	/* the reference build keeps the mixed kernel a Group calls unsplit: it
	 * runs alone, on the Group's tensors */
	const struct function *solo = !fc && !fv ? unsplit_member(g) : NULL;
	if ((!fc || !fv) && !solo) {
		diag_error(g->span, "check: Group '%s' must call one AIC and one AIV kernel to run as a "
			   "group", g->name);
		return false;
	}
	for (uint32_t i = 0; i < g->n_params; i++) {
		const struct type *t = g->params[i].var->type;
		int slot = param_slot(g, i);
		if (t->kind != TY_TENSOR || slot < 0)
			continue;
		garr[slot] = param_array(o, g->params[i].var, o->seed * 1000003u + seed_index(seed_f, g, i), NULL, 0);
		if (!garr[slot])
			return false;
		if (slot + 1 > *ng)
			*ng = slot + 1;
	}
	int lanes = 0;
	if (solo)
		fc = solo;
	else if (pipe_side(o, b, fv, &lanes) < 0)
		return false;
	else if (lanes < 1)
		lanes = 1;
	if (fv && dual_dispatch(fv))
		lanes = 2;
	struct prep pr[3];
	struct rt_array **own[3];
	int n = 0;
	bool ok = true;
	for (int m = 0; m < 1 + lanes && ok; m++) {
		const struct function *f = m ? fv : fc;
		own[n] = xcalloc((size_t)f->n_params + RT_MAX_RANK * 8 + 8, sizeof **own);
		ok = prepare(o, b, f, own[n], what, m - 1, 0, 1, &pr[n], NULL);
		n++;
		if (ok)
			share_group_tensors(g, f, member_call(g, f), &pr[n - 1], own[n - 1], garr);
	}
	if (ok) {
		struct rt_member mb[3];
		for (int i = 0; i < n; i++)
			mb[i] = (struct rt_member){pr[i].m, pr[i].mf, pr[i].binds, i - 1};
		struct rt_caps caps = run_caps(o, b);
		ok = (solo ? rt_run(pr[0].m, pr[0].mf, &caps, pr[0].binds)
			   : rt_run_group(mb, n, &caps)) == 0;
	}
	for (int i = 0; i < n; i++) {
		/* the Group's tensors are the caller's */
		for (int k = 0; k < pr[i].np; k++)
			for (int j = 0; j < *ng && pr[i].binds[k].array; j++)
				if (pr[i].binds[k].array == garr[j])
					pr[i].binds[k].array = NULL;
		unprepare(&pr[i], own[i]);
		for (int k = 0; k < pr[i].np; k++)
			rt_array_free(own[i][k]);
		free(own[i]);
	}
	return ok;
}

static const struct function *function_named(const struct program *p, const char *name)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->name == name)
			return p->funcs[i];
	return NULL;
}

/* Runs unit `name` of build `b`: its Group, or the kernel of that name. */
static bool run_unit(const struct check_opts *o, const struct build *b, const char *name,
		     struct rt_array **arrays, int *n, const char *what)
{
	const struct function *f = function_named(b->prog, name);
	if (!f)
		die("'%s' missing from the %s build", name, what);
	if (f->kind == FK_Group)
		return run_group_function(o, b, f, arrays, n, what, NULL);
	return run_kernel(o, b, f, arrays, n, what, 1, 0, NULL);
}

/* Checks Group `g` of the full build against the same unit of the reference
 * (the unsplit kernel, or the same Group for a program written with one). */
static bool check_group(const struct check_opts *o, const struct build *ref, const struct build *full,
			const struct function *g)
{
	size_t cap = (size_t)g->n_params + RT_MAX_RANK * 8 + 8;
	const struct function *rf = function_named(ref->prog, g->name);
	if (rf)
		cap += (size_t)rf->n_params;
	struct rt_array **ra = xcalloc(cap, sizeof *ra), **fa = xcalloc(cap, sizeof *fa);
	int nr = 0, nf = 0;
	size_t elems = 0;
	double max_ulp = 0;
	const struct function *fc, *fv;
	group_members(g, &fc, &fv);
	/* the reference's tensors only (its other .pto parameters are not
	 * results); the Group's extra tensors (the GM pipe buffer) are not
	 * compared, and an Out parameter OptimizeOrchTensors merged into an In
	 * one is lined up with the reference's Out parameter */
	bool apart = false, ok = run_unit(o, ref, g->name, ra, &nr, "reference") &&
				 run_group_function(o, full, g, fa, &nf, "compiled", rf);
	if (ok) {
		int rt = 0;
		for (uint32_t i = 0; i < rf->n_params; i++)
			rt += rf->params[i].var->type->kind == TY_TENSOR;
		nr = rt < nr ? rt : nr;
		ok = align_merged(rf, g, ra, fa, 1, cap, &nr, nf, true, &apart) &&
		     (apart || compare(o, g, ra, fa, nr, &elems, &max_ulp));
	}
	printf("check: %s (%s + %s) [%s, %s]: %s", g->name, fc ? fc->name : "?", fv ? fv->name : "?",
	       o->be->name, spec_planners[o->planner].name, !ok ? "FAILED" : apart ? APART : "ok");
	if (ok && !apart)
		printf(" (%zu elements, max %.0f ulp, bound %ld)", elems, max_ulp, o->ulp);
	printf("\n");
	for (size_t i = 0; i < cap; i++) {
		rt_array_free(ra[i]);
		rt_array_free(fa[i]);
	}
	free(ra);
	free(fa);
	return ok;
}

/* ---- the whole program: its orchestration function runs ------------------------------- */

static bool calls_function(struct expr *e, void *ctx)
{
	const struct function **f = ctx;
	if (e->kind == EX_FCALL && e->u.fcall.callee == *f)
		*f = NULL;
	return *f != NULL;
}

/* An orchestration function no other orchestration function calls: an entry. */
static bool is_entry(const struct program *p, const struct function *f)
{
	if (f->kind != FK_Orchestration || f->abstract)
		return false;
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		const struct function *probe = f;
		if (p->funcs[i] != f && p->funcs[i]->kind == FK_Orchestration)
			ir_walk_stmts_exprs(p->funcs[i]->body, calls_function, &probe);
		if (!probe)
			return false;
	}
	return true;
}

/* An op of the distributed runtime; a write that may publish to a window (tensor.write)
 * only when it writes a DistributedTensor. */
static bool is_comm_op(struct expr *e, void *ctx)
{
	const char *role = e->kind == EX_CALL ? spec_ops[e->u.call.op].comm_role : NULL;
	if (role && strcmp(role, "PublishWrite") == 0 && e->u.call.args.n) {
		const struct type *t = ir_expr_type(e->u.call.args.v[0]);
		if (!t || t->kind != TY_TENSOR || !t->distributed)
			role = NULL;
	}
	if (role)
		*(bool *)ctx = true;
	return !*(bool *)ctx;
}

/* The ranks a whole program runs as: o->ranks when a function of it has a
 * DistributedTensor or communication-context parameter, or an orchestration function
 * uses an op of the distributed runtime (pld.system.rank ...), else one. */
static int program_world(const struct check_opts *o, const struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++) {
		const struct function *f = p->funcs[i];
		bool comm = kernel_world(o, f) > 1;
		if (!comm && f->kind == FK_Orchestration)
			ir_walk_stmts_exprs(f->body, is_comm_op, &comm);
		if (comm)
			return o->ranks;
	}
	return 1;
}

/* Runs orchestration function `name` of build b as `world` ranks on the inputs every
 * parameter gets from the seed (as a kernel's would, rank by rank); arrays[r * n_params
 * ..] receives rank r's tensors after the run. */
static bool run_program(const struct check_opts *o, const struct build *b, const char *name, int world,
			struct rt_array **arrays, struct exec_stats *st, const char *what)
{
	const struct function *f = function_named(b->prog, name);
	if (!f)
		die("'%s' missing from the %s build", name, what);
	size_t np = f->n_params;
	struct exec_arg *args = xcalloc(np * (size_t)world + 1, sizeof *args);
	bool ok = true;
	for (size_t k = 0; k < np * (size_t)world && ok; k++) {
		uint32_t i = (uint32_t)(k % np);
		uint64_t seed = o->seed + (uint64_t)(k / np) * RANK_SEED_STEP;
		const struct type *t = f->params[i].var->type;
		if (t->kind != TY_TENSOR) {
			struct rt_binding sb = scalar_binding(o, f, f->params[i].var);
			args[k] = (struct exec_arg){.ival = sb.ival, .fval = sb.fval};
			continue;
		}
		int64_t shape[RT_MAX_RANK];
		ok = t->shape.n <= RT_MAX_RANK;
		for (uint32_t d = 0; ok && d < t->shape.n; d++)
			ok = eval_dim(o, t->shape.v[d], &shape[d]) && shape[d] > 0;
		char err[160] = "its shape must be static or built from pl.dynamic dims";
		if (ok && !fp4_rows_on_bytes(f->params[i].var, shape)) {
			ok = false;
			break;
		}
		if (ok) {
			exec_carrier_dims(t->dtype, shape, (int)t->shape.n);
			arrays[k] = rt_array_try_new(t->dtype, (int)t->shape.n, shape, err, sizeof err);
		}
		if (!ok || !arrays[k]) {
			const char *nm = f->params[i].var->name;
			diag_error(f->params[i].var->span, "check: tensor '%.*s': %s", ir_user_name_len(nm), nm, err);
			ok = false;
			break;
		}
		fill_input(o, f->params[i].var, arrays[k], seed * 1000003u + (uint64_t)i, (int)(k / np));
		args[k].array = arrays[k];
	}
	struct exec_opts eo = {.backend = o->be, .planner = b->planner, .max_steps = o->max_steps,
			       .threads = exec_default_threads(), .runtime_only = true, .ranks = world};
	ok = ok && exec_run(b->prog, f, &eo, args, st);
	free(args);
	return ok;
}

/* Whether the reference run left In parameter i of `f` (rank `rank`) as it was
 * filled: then it is the caller's input, which the compiled build may reuse for
 * a result (OptimizeOrchTensors merges a kernel's Out parameter into its In
 * one, as the reference pass does with an orchestration parameter), and it is
 * not compared. */
static bool input_kept(const struct check_opts *o, const struct function *f, uint32_t i, int rank,
		       const struct rt_array *a)
{
	if (f->params[i].dir != DIR_IN || !a)
		return false;
	char err[160];
	struct rt_array *fresh = rt_array_try_new(a->dtype, a->rank, a->shape, err, sizeof err);
	if (!fresh)
		return false;
	uint64_t seed = o->seed + (uint64_t)rank * RANK_SEED_STEP;
	fill_input(o, f->params[i].var, fresh, seed * 1000003u + (uint64_t)i, rank);
	bool same = fresh->count == a->count;
	for (size_t e = 0; same && e < a->count; e++)
		same = rt_dtype_is_float(a->dtype) ? numcmp_ulp(a, fresh, e) == 0
						    : rt_array_get_i(a, e) == rt_array_get_i(fresh, e);
	rt_array_free(fresh);
	return same;
}

/* Runs every entry orchestration function of both builds and compares the tensors. */
static bool check_program(const struct check_opts *o, const struct build *ref, const struct build *full)
{
	bool all = true;
	int world = program_world(o, full->prog);
	for (uint32_t i = 0; i < full->prog->n_funcs; i++) {
		const struct function *f = full->prog->funcs[i];
		if (!is_entry(full->prog, f))
			continue;
		size_t n = (size_t)f->n_params * (size_t)world;
		struct rt_array **ra = xcalloc(n + 1, sizeof *ra), **fa = xcalloc(n + 1, sizeof *fa);
		struct exec_stats rs = {0}, fs = {0};
		size_t elems = 0;
		double max_ulp = 0;
		bool ok = run_program(o, ref, f->name, world, ra, &rs, "reference") &&
			  run_program(o, full, f->name, world, fa, &fs, "compiled");
		for (size_t k = 0; ok && k < n; k++)
			if (input_kept(o, f, (uint32_t)(k % f->n_params), (int)(k / f->n_params), ra[k])) {
				rt_array_free(ra[k]);
				ra[k] = NULL;
			}
		for (int r = 0; ok && r < world; r++)
			ok = compare(o, f, ra + (size_t)r * f->n_params, fa + (size_t)r * f->n_params, (int)f->n_params,
				     &elems, &max_ulp);
		char ranks[32] = "";
		if (world > 1)
			snprintf(ranks, sizeof ranks, "%d ranks, ", world);
		printf("check: %s (whole program, %s%llu tasks) [%s, %s]: %s", f->name, ranks,
		       (unsigned long long)fs.tasks, o->be->name, spec_planners[o->planner].name,
		       ok ? "ok" : "FAILED");
		if (ok)
			printf(" (%zu elements, max %.0f ulp, bound %ld)", elems, max_ulp, o->ulp);
		printf("\n");
		all &= ok;
		for (size_t k = 0; k < n; k++) {
			rt_array_free(ra[k]);
			rt_array_free(fa[k]);
		}
		free(ra);
		free(fa);
	}
	return all;
}

/* NAME=V with V an integer or a float (or, when `per_rank`, `rank` / `rank_iota`), for
 * option `opt` (--scalar, --fill) into v[*n]; -1 when accepted, else the exit code. */
static int parse_scalar(const char *cmd, const char *opt, const char *arg, struct scalar_opt *vals,
			unsigned *nvals, bool per_rank)
{
	const char *eq = strchr(arg, '=');
	if (!eq || eq == arg || !eq[1])
		return cli_usage(cmd, "%s expects NAME=VALUE, got '%s'", opt, arg);
	if (*nvals == MAX_SCALARS)
		return cli_usage(cmd, "at most %d %s options", MAX_SCALARS, opt);
	struct scalar_opt *so = &vals[*nvals];
	char *end;
	errno = 0;
	long long iv = strtoll(eq + 1, &end, 0);
	so->per_rank = NULL;
	if (per_rank && rt_is_rank_fill(eq + 1)) {
		so->per_rank = eq + 1;
		so->ival = 0;
		so->fval = 0;
	} else if (!*end && !errno) {
		so->ival = iv;
		so->fval = (double)iv;
	} else {
		double fv = strtod(eq + 1, &end);
		if (*end)
			return cli_usage(cmd, per_rank ? "%s %s: '%s' is not a number, `rank` or `rank_iota`"
						       : "%s %s: '%s' is not a number",
					 opt, arg, eq + 1);
		so->fval = fv;
		so->ival = (int64_t)fv;
	}
	so->name = intern(arg, (size_t)(eq - arg));
	for (unsigned k = 0; k < *nvals; k++)
		if (vals[k].name == so->name)
			return cli_usage(cmd, "%s %.*s given twice", opt, (int)(eq - arg), arg);
	(*nvals)++;
	return -1;
}

static int parse_args(int argc, char **argv, struct check_opts *o)
{
	o->planner = PLANNER_pypto;
	o->seed = 1;
	o->ranks = RT_MAX_WORLD;
	o->ulp = 1;
	for (int i = 1; i < argc; i++) {
		const char *v;
		int r;
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			fputs(check_help, stdout);
			return 0;
		} else if ((r = cli_opt_value(argc, argv, &i, "--backend", &v)) != 0) {
			if (r < 0)
				return 2;
			if (!(o->be = be_find(v)))
				return cli_usage(argv[0], "unknown backend '%s' (see ptoc backends)", v);
		} else if ((r = cli_opt_value(argc, argv, &i, "--memory-planner", &v)) != 0) {
			int pl = r < 0 ? -1 : pm_find_planner(v);
			if (pl < 0)
				return r < 0 ? 2 : cli_usage(argv[0], "unknown memory planner '%s'", v);
			o->planner = (unsigned)pl;
		} else if ((r = cli_opt_value(argc, argv, &i, "--seed", &v)) != 0) {
			if (r < 0)
				return 2;
			long long x;
			if ((r = cli_int(argv[0], "--seed", v, 0, LLONG_MAX, &x)))
				return r;
			o->seed = (uint64_t)x;
		} else if ((r = cli_opt_value(argc, argv, &i, "--max-steps", &v)) != 0) {
			char *e;
			errno = 0;
			unsigned long long n = r < 0 ? 0 : strtoull(v, &e, 10);
			if (r < 0 || !n || *e || e == v || errno || v[0] == '-')
				return r < 0 ? 2 : cli_usage(argv[0], "--max-steps needs a positive number, got '%s'", v);
			o->max_steps = n;
		} else if ((r = cli_opt_value(argc, argv, &i, "--ranks", &v)) != 0) {
			if (r < 0)
				return 2;
			long long x;
			if ((r = cli_int(argv[0], "--ranks", v, 1, RT_MAX_WORLD, &x)))
				return r;
			o->ranks = (int)x;
			o->ranks_given = true;
		} else if ((r = cli_opt_value(argc, argv, &i, "--ulp", &v)) != 0) {
			if (r < 0)
				return 2;
			long long x;
			if ((r = cli_int(argv[0], "--ulp", v, 0, LONG_MAX, &x)))
				return r;
			o->ulp = (long)x;
		} else if ((r = cli_opt_value(argc, argv, &i, "--scalar", &v)) != 0) {
			if (r < 0)
				return 2;
			if ((r = parse_scalar(argv[0], "--scalar", v, o->scalars, &o->n_scalars, false)) >= 0)
				return r;
		} else if ((r = cli_opt_value(argc, argv, &i, "--fill", &v)) != 0) {
			if (r < 0)
				return 2;
			if ((r = parse_scalar(argv[0], "--fill", v, o->fills, &o->n_fills, true)) >= 0)
				return r;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return cli_usage(argv[0], "unknown option '%s'", argv[i]);
		} else if (o->file) {
			return cli_usage(argv[0], "one input file expected");
		} else {
			o->file = argv[i];
		}
	}
	if (!o->file)
		return cli_usage(argv[0], "no input file");
	if (!o->be)
		o->be = be_at(0);
	return -1;
}

/* Whether function `f` has a scalar (not tensor) parameter named `name`. */
static bool has_scalar_param(const struct function *f, const char *name)
{
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct var *v = f->params[i].var;
		if (user_named(v, name) && v->type->kind != TY_TENSOR)
			return true;
	}
	return false;
}

/* Whether a tensor parameter of `f` has a pl.dynamic dim named `name`. */
static bool has_dyn_dim(const struct function *f, const char *name)
{
	struct vec dyn = {0};
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		for (uint32_t d = 0; t->kind == TY_TENSOR && d < t->shape.n; d++)
			ir_walk_expr(t->shape.v[d], ir_collect_dyn_vars, &dyn);
	}
	bool found = false;
	for (size_t i = 0; i < dyn.n && !found; i++)
		found = user_named(dyn.items[i], name);
	vec_free(&dyn);
	return found;
}

/* Whether a function the check gives inputs to (a kernel or an entry orchestration
 * function of build `b`) has a scalar parameter, or a tensor parameter with a
 * pl.dynamic dim, named `name`. */
static bool names_scalar(const struct build *b, const char *name)
{
	for (unsigned k = 0; k < b->n; k++)
		if (has_scalar_param(b->kernels[k], name) || has_dyn_dim(b->kernels[k], name))
			return true;
	for (uint32_t k = 0; k < b->prog->n_funcs; k++) {
		const struct function *f = b->prog->funcs[k];
		if (f->kind == FK_Orchestration && is_entry(b->prog, f) &&
		    (has_scalar_param(f, name) || has_dyn_dim(f, name)))
			return true;
	}
	return false;
}

/* Whether a function of build `b` has a tensor parameter named `name`. */
static bool names_tensor(const struct build *b, const char *name)
{
	for (uint32_t k = 0; k < b->prog->n_funcs; k++)
		for (uint32_t i = 0; i < b->prog->funcs[k]->n_params; i++) {
			const struct var *v = b->prog->funcs[k]->params[i].var;
			if (user_named(v, name) && v->type->kind == TY_TENSOR)
				return true;
		}
	return false;
}

static bool derive_dim(const struct expr *e, int64_t *out, void *ctx)
{
	return eval_dim(ctx, e, out);
}

/* Derives from FILE as parsed (its tensor-level ops) which inputs the program
 * reads as indices, signals or counts, and the ranks it is written for: 0, or
 * the exit status of the failure (reported).  Before the builds load FILE:
 * diagnostics quote the text of the last load. */
static int derive_fills(struct check_opts *o)
{
	struct arena a = {0};
	struct program *p = NULL;
	int st = cli_load(&a, o->file, &p);
	if (!st && p) {
		o->derive_prog = p;
		check_fills_infer(p, derive_dim, o, &o->derived);
		o->derive_prog = NULL;
	}
	arena_free(&a);
	return st ? st : p ? 0 : 1;
}

/* Says how the inputs derive_fills() found are filled, and the ranks. */
static void print_fills(struct check_opts *o)
{
	int64_t w = o->derived.world;
	if (!o->ranks_given && w > 0 && w <= RT_MAX_WORLD) {
		o->ranks = (int)w;
		printf("check: %d ranks, as the operands of %s ask\n", o->ranks, o->derived.world_op);
	}
	for (uint32_t i = 0; i < o->derived.n; i++) {
		const struct check_fill *d = o->derived.v[i];
		const char *kind = d->kind == IF_index ? "an index" : d->kind == IF_signal ? "a signal" : "a count";
		bool given = false;
		for (unsigned k = 0; k < o->n_fills; k++)
			given |= o->fills[k].name == d->name;
		printf("check: input '%s' (%s: %s of %s): ", d->name, kind, d->operand, d->op);
		if (given)
			printf("as --fill gives\n");
		else if (d->kind == IF_index && d->bound > 1)
			printf("integers in [0, %lld)\n", (long long)d->bound);
		else
			printf("zeros\n");
	}
}

int cmd_selfcheck(int argc, char **argv)
{
	struct check_opts o = {0};
	int r = parse_args(argc, argv, &o);
	if (r >= 0)
		return r;
	struct build ref = {0}, full = {0};
	int status = 0;
	if ((status = derive_fills(&o)) || (status = compile_build(&o, true, &ref)) ||
	    (status = compile_build(&o, false, &full)))
		goto out;
	for (unsigned k = 0; k < o.n_scalars; k++)
		if (!names_scalar(&full, o.scalars[k].name)) {
			status = cli_usage(argv[0], "--scalar %s: no kernel or entry orchestration "
					   "function has a scalar parameter or a pl.dynamic dim of that name", o.scalars[k].name);
			goto out;
		}
	for (unsigned k = 0; k < o.n_fills; k++)
		if (!names_tensor(&full, o.fills[k].name)) {
			status = cli_usage(argv[0], "--fill %s: no function has a tensor parameter of that name",
					   o.fills[k].name);
			goto out;
		}
	print_fills(&o);
	/* kernels that talk through pipes run as one group: each Group's AIC and
	 * AIV members, then a Cube and a Vector kernel left outside any Group */
	bool *grouped = xcalloc(full.n + 1, sizeof *grouped);
	for (uint32_t i = 0; i < full.prog->n_funcs; i++) {
		const struct function *g = full.prog->funcs[i], *fc, *fv;
		/* a Group that calls no kernel has nothing to run; one unwrapped
		 * from `pl.cluster(): pl.spmd(n)` (spmd_unwrapped) launches the
		 * kernels it calls, and one alone (no AIC + AIV pair) runs as a
		 * kernel of its own */
		if (g->kind != FK_Group || g->abstract || !group_members(g, &fc, &fv) ||
		    ((!fc || !fv) && fn_flag(g, "spmd_unwrapped")))
			continue;
		for (unsigned k = 0; k < full.n; k++)
			if (full.kernels[k] == fc || full.kernels[k] == fv)
				grouped[k] = true;
		if (!check_group(&o, &ref, &full, g))
			status = 1;
	}
	int *side = xcalloc(full.n + 1, sizeof *side), lanes = 0, n_side[3] = {0};
	const struct function *vector = NULL;
	for (unsigned k = 0; k < full.n; k++) {
		int l;
		if (grouped[k]) {
			side[k] = RT_SIDE_NONE;
			continue;
		}
		side[k] = pipe_side(&o, &full, full.kernels[k], &l);
		if (side[k] >= 0)
			n_side[side[k]]++;
		lanes = l > lanes ? l : lanes;
		if (side[k] == RT_SIDE_VECTOR) {
			vector = full.kernels[k];
			if (dual_dispatch(vector))
				lanes = 2;
		}
	}
	for (unsigned k = 0; k < full.n; k++) {
		const struct function *f = full.kernels[k], *f2 = NULL;
		if (grouped[k])
			continue; /* ran with its Group */
		if (side[k] == RT_SIDE_VECTOR && n_side[RT_SIDE_CUBE] == 1 && n_side[RT_SIDE_VECTOR] == 1)
			continue; /* runs with its Cube kernel */
		if (side[k] < 0) {
			printf("check: %s [%s, %s]: FAILED\n", f->name, o.be->name, spec_planners[o.planner].name);
			status = 1;
			continue;
		}
		if (side[k] == RT_SIDE_NONE && !kernel_find(&ref, f->name)) {
			/* OptimizeOrchTensors' clone of a windowize kernel on its window
			 * (pattern 5): the reference build calls the original */
			printf("check: %s [%s, %s]: not in the reference build (a clone OptimizeOrchTensors "
			       "made; compared in the whole program)\n", f->name, o.be->name,
			       spec_planners[o.planner].name);
			continue;
		}
		if (side[k] > RT_SIDE_NONE && (n_side[RT_SIDE_CUBE] != 1 || n_side[RT_SIDE_VECTOR] != 1)) {
			fprintf(stderr, "check: %s: cannot pair the kernels that use cross-core pipes "
				"outside a Group (%d Cube, %d Vector; one of each runs as a group, "
				"a lone pipe endpoint has no peer to run with)\n", f->name,
				n_side[RT_SIDE_CUBE], n_side[RT_SIDE_VECTOR]);
			status = 1;
			continue;
		}
		/* .pto parameters: the IR params, the symbolic dims, SPMD ids */
		size_t cap = (size_t)f->n_params + RT_MAX_RANK * 8 + 8;
		if (side[k] == RT_SIDE_CUBE) {
			f2 = vector;
			cap += (size_t)f2->n_params + RT_MAX_RANK * 8 + 8;
		}
		int world = f2 ? 1 : kernel_world(&o, f);
		struct rt_array **ra = xcalloc(cap * (size_t)world, sizeof *ra),
				**fa = xcalloc(cap * (size_t)world, sizeof *fa);
		int nr = 0, nf = 0, nr2 = 0, nf2 = 0;
		bool apart = false;
		size_t elems = 0, off = (size_t)f->n_params + RT_MAX_RANK * 8 + 8;
		double max_ulp = 0;
		bool ok;
		if (f2)
			ok = run_group(&o, &ref, kernel_named(&ref, f->name), kernel_named(&ref, f2->name), lanes, ra,
				       &nr, ra + off, &nr2, "reference") &&
			     run_group(&o, &full, f, f2, lanes, fa, &nf, fa + off, &nf2, "compiled") && nr == nf &&
			     nr2 == nf2 && compare(&o, f, ra, fa, nr, &elems, &max_ulp) &&
			     compare(&o, f2, ra + off, fa + off, nr2, &elems, &max_ulp);
		else
			{
			const struct function *rf = kernel_named(&ref, f->name);
			ok = run_kernel(&o, &ref, rf, ra, &nr, "reference", world, cap, NULL) &&
			     run_kernel(&o, &full, f, fa, &nf, "compiled", world, cap, rf) &&
			     align_merged(rf, f, ra, fa, world, cap, &nr, nf, false, &apart);
		}
		for (int r = 0; ok && !f2 && !apart && r < world; r++)
			ok = compare(&o, f, ra + (size_t)r * cap, fa + (size_t)r * cap, nr, &elems, &max_ulp);
		char ranks[32] = "";
		if (world > 1)
			snprintf(ranks, sizeof ranks, " (%d ranks)", world);
		printf("check: %s%s%s%s [%s, %s]: %s", f->name, f2 ? " + " : "", f2 ? f2->name : "", ranks, o.be->name,
		       spec_planners[o.planner].name,
		       !ok ? "FAILED" : apart ? APART : "ok");
		if (ok && !apart)
			printf(" (%zu elements, max %.0f ulp, bound %ld)", elems, max_ulp, o.ulp);
		printf("\n");
		if (!ok)
			status = 1;
		for (size_t i = 0; i < cap * (size_t)world; i++) {
			rt_array_free(ra[i]);
			rt_array_free(fa[i]);
		}
		free(ra);
		free(fa);
	}
	free(side);
	free(grouped);
	if (!check_program(&o, &ref, &full))
		status = 1;
out:
	check_fills_free(&o.derived);
	free(ref.kernels);
	free(full.kernels);
	arena_free(&ref.arena);
	arena_free(&full.arena);
	return status;
}
