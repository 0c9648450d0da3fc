/* What surrounds ptoas's C++: the kernel wrapper kernels/<core>/<fn>.cpp
 * (preprocessed ptoas code + a kernel_entry unpacking `int64_t* args`) and
 * kernel_config.py (reference dsl-pipeline-codegen.md §4.2-§4.4). */
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"
#include "spec_ids.h"

const struct function *cg_orchestration_function(const struct program *p)
{
	for (uint32_t i = 0; i < p->n_funcs; i++)
		if (p->funcs[i]->kind == FK_Orchestration)
			return p->funcs[i];
	return NULL;
}

bool cg_has_orchestration(const struct program *p)
{
	return cg_orchestration_function(p) != NULL;
}

const char *cg_core_dir(const struct function *f)
{
	return f->kind == FK_AIC ? "aic" : "aiv";
}

/* ---- ptoas output preprocessing (§4.2) ---- */

/* Whether the n bytes at s start with p. */
static bool span_starts(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);
	return n >= k && memcmp(s, p, k) == 0;
}

/* Whether the n bytes at s hold w. */
static bool span_has(const char *s, size_t n, const char *w)
{
	size_t k = strlen(w);
	for (size_t i = 0; i + k <= n; i++)
		if (s[i] == w[0] && memcmp(s + i, w, k) == 0)
			return true;
	return false;
}

static bool is_word(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static bool word_at(const char *s, size_t n, size_t i, const char *w)
{
	size_t k = strlen(w);
	return i + k <= n && strncmp(s + i, w, k) == 0 && (i == 0 || !is_word(s[i - 1])) &&
	       (i + k == n || !is_word(s[i + k]));
}

static size_t skip_ws(const char *s, size_t n, size_t i)
{
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i;
}

/* One line: `[extern "C"] [__global__] AICORE void` -> `static __aicore__
 * void`, any other `AICORE` -> `__aicore__`, whole-word `Tensor` ->
 * `ChipTensor`. */
static void rewrite_line(const char *s, size_t n, struct buf *out)
{
	size_t i = 0;
	while (i < n) {
		size_t j = i;
		if (word_at(s, n, j, "extern")) {
			size_t k = skip_ws(s, n, j + 6);
			if (k + 3 <= n && strncmp(s + k, "\"C\"", 3) == 0)
				j = skip_ws(s, n, k + 3);
		}
		if (word_at(s, n, j, "__global__"))
			j = skip_ws(s, n, j + 10);
		if (word_at(s, n, j, "AICORE")) {
			size_t k = skip_ws(s, n, j + 6);
			if (word_at(s, n, k, "void")) {
				buf_puts(out, "static __aicore__ void");
				i = k + 4;
				continue;
			}
			if (j == i) {
				buf_puts(out, "__aicore__");
				i = j + 6;
				continue;
			}
		}
		if (word_at(s, n, i, "Tensor")) {
			buf_puts(out, "ChipTensor");
			i += 6;
			continue;
		}
		if (is_word(s[i])) {
			while (i < n && is_word(s[i]))
				buf_putc(out, s[i++]);
		} else {
			buf_putc(out, s[i++]);
		}
	}
}

void cg_preprocess_ptoas(const char *cpp, struct buf *out)
{
	const char *s = cpp;
	bool first = true;
	for (;;) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) : strlen(s);
		const char *t = s;
		while (t < s + n && (*t == ' ' || *t == '\t'))
			t++;
		size_t tn = n - (size_t)(t - s);
		while (tn && (t[tn - 1] == ' ' || t[tn - 1] == '\t' || t[tn - 1] == '\r'))
			tn--;
		/* the line trimmed is t[0, tn): looked at in place, not copied */
		bool drop = (span_starts(t, tn, "#include") &&
			     (span_has(t, tn, "pto-inst") || span_has(t, tn, "cstdint") ||
			      span_has(t, tn, "tensor.h"))) ||
			    (tn == 20 && memcmp(t, "using namespace pto;", 20) == 0) ||
			    span_starts(t, tn, "set_ffts_base_addr(");
		if (!drop) {
			if (!first)
				buf_putc(out, '\n');
			rewrite_line(s, n, out);
			first = false;
		}
		if (!nl)
			break;
		s = nl + 1;
	}
	if (!out->data)
		buf_puts(out, "");
}

/* ---- the wrapper (§4.3) ---- */

/* The runtime accessor of each synthesized SPMD parameter. */
static const struct {
	const char *param, *accessor;
} spmd_accessors[] = {
	{"block_idx", "get_block_idx"},
	{"block_num", "get_block_num"},
	{"subblock_idx", "get_sub_block_id"},
};

static const char *spmd_accessor(const char *suffix)
{
	for (size_t i = 0; i < sizeof spmd_accessors / sizeof *spmd_accessors; i++)
		if (strcmp(spmd_accessors[i].param, suffix) == 0)
			return spmd_accessors[i].accessor;
	return NULL;
}

/* One walk for what the wrapper needs: the spmd id ops read and the emit
 * kinds called (the SDMA workspace, deferred completion). */
struct spmd_scan {
	bool used[OP_COUNT];
	bool kind[EK_COUNT];
};

static bool scan_spmd(struct expr *e, void *ctx)
{
	struct spmd_scan *s = ctx;
	if (e->kind != EX_CALL)
		return true;
	unsigned k = spec_ops[e->u.call.op].emit;
	if (k == EK_spmd_id)
		s->used[e->u.call.op] = true;
	if (k < EK_COUNT)
		s->kind[k] = true;
	return true;
}

/* `int64_t V = ...;` from the first tensor dim that is V itself or an
 * invertible affine form of it (V*c, c*V, V+c, V-c, c+V, V//c); a packed
 * FP4 tensor's last dim is read in carriers and doubled. */
static bool dyn_extract(const struct function *f, const struct var *dv, struct buf *out)
{
	static const char *const fmt[] = {
		[DIM_INV_SELF] = "%s", [DIM_INV_DIV] = "(%s / %lld)", [DIM_INV_SUB] = "(%s - %lld)",
		[DIM_INV_ADD] = "(%s + %lld)", [DIM_INV_MUL] = "(%s * %lld)",
	};
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct var *p = f->params[i].var;
		if (p->type->kind != TY_TENSOR)
			continue;
		for (uint32_t d = 0; d < p->type->shape.n; d++) {
			enum dim_inverse how;
			int64_t c;
			if (!ir_dim_inverse(p->type->shape.v[d], dv, &how, &c))
				continue;
			/* the runtime holds a 4-bit tensor as x2 carriers: its last
			 * dim counts byte pairs, the kernel's elements */
			bool fp4 = ir_type_packed4(p->type) && d + 1 == p->type->shape.n;
			char src[512];
			snprintf(src, sizeof src, fp4 ? "(static_cast<int64_t>(%s_tensor->shapes[%u]) * 2)"
						      : "static_cast<int64_t>(%s_tensor->shapes[%u])", p->name, d);
			buf_printf(out, "    int64_t %s = ", dv->name);
			if (how == DIM_INV_RSUB)
				buf_printf(out, "(%lld - %s)", (long long)c, src);
			else
				buf_printf(out, fmt[how], src, (long long)c);
			buf_puts(out, ";\n");
			return true;
		}
	}
	return false;
}

/* The adapter a kernel with a deferred completion calls (the .pto declares it
 * private; ptoas's C++ calls it by name): it registers the signal word at
 * base + offset as the task's completion condition (count >= expected) in the
 * scheduler's AsyncCtx, reached from kernel_entry's raw args.  An offset the
 * kernel found out of bounds (-1), an expected count outside [0, INT32_MAX],
 * a misaligned or overflowing address, or a context that is not a deferred
 * one is published to the scheduler as an invalid completion, never retired
 * as success. */
static const char deferred_adapter[] =
	"// --- Deferred completion adapter (pld.system.defer_wait) ---\n"
	"static __aicore__ void pypto_register_counter_completion(__gm__ int64_t* raw_args,\n"
	"    __gm__ int32_t* counter_base, int64_t element_offset, int64_t expected)\n"
	"{\n"
	"    AsyncCtx ctx = get_async_ctx(raw_args);\n"
	"    bool slab_ok = ctx.completion_count != nullptr && ctx.completion_error_code != nullptr &&\n"
	"        ctx.completion_entries != nullptr && ctx.completion_capacity > 0 &&\n"
	"        ctx.completion_capacity <= static_cast<uint32_t>(MAX_COMPLETIONS_PER_TASK);\n"
	"    if (!async_ctx_is_deferred(ctx) || !slab_ok) {\n"
	"        if (ctx.completion_count == nullptr || ctx.completion_error_code == nullptr) {\n"
	"#if defined(__CPU_SIM)\n"
	"            __builtin_trap();\n"
	"#else\n"
	"            trap();\n"
	"#endif\n"
	"        }\n"
	"        *ctx.completion_count = 0;\n"
	"        *ctx.completion_error_code = SIMPLER_ERROR_ASYNC_COMPLETION_INVALID;\n"
	"        if (!async_ctx_is_deferred(ctx))\n"
	"            ctx.task_token.raw = 0;\n"
	"        pto2::detail::defer_flush(ctx);\n"
	"        return;\n"
	"    }\n"
	"    const uint64_t base = reinterpret_cast<uint64_t>(counter_base);\n"
	"    const uint64_t elem = sizeof(int32_t);\n"
	"    if (counter_base == nullptr || element_offset < 0 || expected < 0 || expected > 0x7fffffffLL ||\n"
	"        (base % elem) != 0u || static_cast<uint64_t>(element_offset) > (~0ull - base) / elem) {\n"
	"        pto2::detail::defer_error(ctx, SIMPLER_ERROR_ASYNC_COMPLETION_INVALID);\n"
	"        pto2::detail::defer_flush(ctx);\n"
	"        return;\n"
	"    }\n"
	"    save_expected_notification_counter(ctx,\n"
	"        reinterpret_cast<volatile __gm__ void*>(base + static_cast<uint64_t>(element_offset) * elem),\n"
	"        static_cast<uint32_t>(expected));\n"
	"}\n\n";

bool cg_wrapper(const struct function *f, const char *ptoas_cpp, struct buf *out)
{
	bool ok = true;
	struct spmd_scan sc = {{0}};
	/* the walk finds the calls of ops of three emit kinds: only when one was built */
	if (cg_wrapper_ops_made())
		ir_walk_stmts_exprs(f->body, scan_spmd, &sc);
	struct cg_spmd_params sp;
	cg_spmd_params(sc.used, &sp);
	bool any_spmd = sp.n > 0;
	bool sdma = sc.kind[EK_sdma_workspace];         /* cg_uses_workspace(f) */
	bool deferred = sc.kind[EK_deferred_completion]; /* cg_uses_deferred_completion(f) */

	/* the wrapper's fixed text and the ptoas code: room made once */
	buf_reserve(out, 4096 + (ptoas_cpp ? strlen(ptoas_cpp) : 0));
	buf_puts(out, "// Kernel Function: ");
	buf_puts(out, f->name);
	buf_puts(out, "\n// Generated by PyPTO IR Compiler (PTO backend)\n\n");
	buf_puts(out, "#include <cstdint>\n\n#ifndef __gm__\n#define __gm__\n#endif\n\n"
		      "#ifndef __aicore__\n#if defined(__CPU_SIM)\n#define __aicore__\n#else\n"
		      "#define __aicore__ [aicore]\n#endif\n#endif\n\n"
		      "#include <pto/pto-inst.hpp>\n#include \"tensor.h\"\n");
	if (deferred)
		buf_puts(out, "#if defined(__has_include)\n#if !__has_include(\"async_kernel_api.h\")\n"
			      "#error \"pld.system.defer_wait needs a runtime that provides async_kernel_api.h\"\n"
			      "#endif\n#endif\n#include \"async_kernel_api.h\"\n");
	buf_putc(out, '\n');
	if (any_spmd || sdma)
		buf_puts(out, "#include \"intrinsic.h\"\n");
	buf_puts(out, "\n\nusing namespace pto;\n\n");
	if (deferred)
		buf_puts(out, deferred_adapter);
	buf_puts(out, "\n// --- ptoas-generated code ---\n");
	struct buf pre = {0};
	cg_preprocess_ptoas(ptoas_cpp ? ptoas_cpp : "", &pre);
	buf_put(out, pre.data ? pre.data : "", pre.len);
	buf_free(&pre);
	buf_puts(out, "\n// --- Kernel entry point ---\n"
		      "extern \"C\" __aicore__ __attribute__((always_inline)) void kernel_entry(__gm__ int64_t* args)\n"
		      "{\n#if !defined(__CPU_SIM) && !defined(__COSTMODEL)\n"
		      "    // Reset AI Core atomic mode inherited from a prior kernel.\n"
		      "    set_atomic_none();\n#endif\n\n");
	if (any_spmd) {
		buf_puts(out, "    // Read logical SPMD block identity from runtime dispatch payload\n");
		for (int i = 0; i < sp.n; i++) {
			const char *acc = spmd_accessor(sp.sfx[i]);
			buf_printf(out, "    int32_t __pypto_spmd_%s = %s(args);\n", sp.sfx[i],
				   acc ? acc : "get_block_idx");
		}
		buf_putc(out, '\n');
	}
	struct buf call = {0};
	unsigned k = 0;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < f->n_params; i++) {
			const struct var *v = f->params[i].var;
			bool tensor = v->type->kind == TY_TENSOR;
			if (tensor != (pass == 0))
				continue;
			const char *ct = dtype_infos[v->type->dtype].ctype;
			if (v->type->kind == TY_OPAQUE) {
				buf_printf(out, "    __gm__ int64_t* %s = reinterpret_cast<__gm__ int64_t*>(args[%u]);\n\n",
					   v->name, k);
			} else if (!ct || (v->type->kind != TY_TENSOR && v->type->kind != TY_SCALAR)) {
				diag_error(v->span, "parameter '%s' has no C type for the kernel wrapper", v->name);
				ok = false;
			} else if (tensor) {
				/* pieces, not a format: every kernel unpacks its tensors */
				const char *nm = v->name;
				buf_puts(out, "    // Unpack tensor: ");
				buf_puts(out, nm);
				buf_puts(out, "\n    __gm__ ChipTensor* ");
				buf_puts(out, nm);
				buf_puts(out, "_tensor = reinterpret_cast<__gm__ ChipTensor*>(args[");
				cg_put_int(out, k);
				buf_puts(out, "]);\n    __gm__ ");
				buf_puts(out, ct);
				buf_puts(out, "* ");
				buf_puts(out, nm);
				buf_puts(out, " = reinterpret_cast<__gm__ ");
				buf_puts(out, ct);
				buf_puts(out, "*>(");
				buf_puts(out, nm);
				buf_puts(out, "_tensor->buffer.addr) + ");
				buf_puts(out, nm);
				buf_puts(out, "_tensor->start_offset;\n\n");
			} else {
				buf_printf(out, "    // Unpack scalar: %s\n", v->name);
				buf_printf(out, "    union { uint64_t u64; %s val; } %s_conv;\n", ct, v->name);
				buf_printf(out, "    %s_conv.u64 = args[%u];\n", v->name, k);
				buf_printf(out, "    %s %s = %s_conv.val;\n\n", ct, v->name, v->name);
			}
			if (k)
				buf_puts(&call, ", ");
			buf_puts(&call, v->name);
			k++;
		}
	struct vec dyn = {0};
	for (uint32_t i = 0; i < f->n_params; i++) {
		const struct type *t = f->params[i].var->type;
		if (t->kind == TY_TENSOR)
			for (uint32_t d = 0; d < t->shape.n; d++)
				ir_walk_expr(t->shape.v[d], ir_collect_dyn_vars, &dyn);
	}
	for (size_t i = 0; i < dyn.n; i++) {
		const struct var *dv = dyn.items[i];
		if (!dyn_extract(f, dv, out)) {
			diag_error(f->span, "dynamic dim '%s' of kernel '%s' appears only in non-invertible "
				   "tensor dims; the wrapper cannot recover it from the runtime shapes",
				   dv->name, f->name);
			ok = false;
		}
		buf_printf(&call, "%s%s", call.len ? ", " : "", dv->name);
	}
	if (dyn.n)
		buf_putc(out, '\n');
	vec_free(&dyn);
	/* the raw dispatch arguments reach the scheduler's AsyncCtx */
	if (deferred)
		buf_printf(&call, "%sargs", call.len ? ", " : "");
	/* the runtime owns the SDMA workspace; it follows the user arguments */
	if (sdma) {
		buf_puts(out, "    __gm__ int8_t* __pypto_sdma_workspace = reinterpret_cast<__gm__ int8_t*>"
			      "(get_dma_workspace(args, DMA_WORKSPACE_SDMA));\n\n");
		buf_printf(&call, "%s__pypto_sdma_workspace", call.len ? ", " : "");
	}
	for (int i = 0; i < sp.n; i++)
		buf_printf(&call, "%s__pypto_spmd_%s", call.len ? ", " : "", sp.sfx[i]);
	buf_puts(out, "    // Forward to ptoas-generated function\n    ");
	buf_puts(out, f->name);
	buf_putc(out, '(');
	buf_put(out, call.data ? call.data : "", call.len);
	buf_puts(out, ");\n}\n");
	buf_free(&call);
	return ok;
}

/* ---- kernel_config.py (§4.4) ---- */

static const char *dir_name(uint8_t d)
{
	return d == DIR_OUT ? "OUT" : d == DIR_INOUT ? "INOUT" : "IN";
}

static void signature(const struct function *f, struct buf *out)
{
	buf_puts(out, "[");
	bool any = false;
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->type->kind == TY_TENSOR) {
			buf_printf(out, "%s_D.%s", any ? ", " : "", dir_name(f->params[i].dir));
			any = true;
		}
	buf_puts(out, "]");
}

static bool has_tensor_param(const struct function *f)
{
	for (uint32_t i = 0; i < f->n_params; i++)
		if (f->params[i].var->type->kind == TY_TENSOR)
			return true;
	return false;
}

struct calls {
	const struct function **order;
	unsigned n, cap;
	int depth; /* of the Graph function being walked */
};

static bool collect_calls(struct expr *e, void *ctx);

static void add_call(struct calls *c, const struct function *f, int depth)
{
	if (!f)
		return;
	if ((f->kind == FK_Group || f->kind == FK_Spmd) && depth < 8) {
		/* the kernels a wrapper runs, as its body calls them */
		for (uint32_t i = 0; i < f->body.n; i++) {
			const struct stmt *s = f->body.v[i];
			const struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
					       : s->kind == ST_EVAL ? s->u.eval.value : NULL;
			if (e && e->kind == EX_FCALL)
				add_call(c, e->u.fcall.callee, depth + 1);
		}
		return;
	}
	for (unsigned i = 0; i < c->n; i++)
		if (c->order[i] == f)
			return;
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 16;
		c->order = xrealloc(c->order, sizeof *c->order * c->cap);
	}
	c->order[c->n++] = f;
	if (f->kind == FK_Graph && c->depth < 8) {
		/* the kernels a Graph function launches, at its first call (listed once
		 * itself, so its body is read once) */
		c->depth++;
		ir_walk_stmts_exprs(f->body, collect_calls, c);
		c->depth--;
	}
}

static bool collect_calls(struct expr *e, void *ctx)
{
	if (e->kind == EX_FCALL)
		add_call(ctx, e->u.fcall.callee, 0);
	return true;
}

const struct function **cg_func_order(const struct program *p, const struct function *const *kernels,
				      unsigned n, unsigned *n_called)
{
	const struct function *orch = cg_orchestration_function(p);
	struct calls c = {0};
	if (orch)
		ir_walk_stmts_exprs(orch->body, collect_calls, &c);
	const struct function **ids = xcalloc(n + 1, sizeof *ids);
	uint8_t *taken = xcalloc(n + 1, 1);
	unsigned m = 0;
	for (unsigned i = 0; i < c.n; i++)
		for (unsigned j = 0; j < n; j++)
			if (kernels[j] == c.order[i] && !taken[j]) {
				taken[j] = 1;
				ids[m++] = kernels[j];
			}
	if (n_called)
		*n_called = m;
	for (unsigned j = 0; j < n; j++)
		if (!taken[j])
			ids[m++] = kernels[j];
	free(taken);
	free(c.order);
	return ids;
}

int cg_func_id(const struct program *p, const struct function *const *kernels, unsigned n,
	       const struct function *f)
{
	const struct function **ids = cg_func_order(p, kernels, n, NULL);
	int r = -1;
	for (unsigned i = 0; i < n; i++)
		if (ids[i] == f)
			r = (int)i;
	free(ids);
	return r;
}

/* "<arch>: <threads>; ...": each target arch of the backend table (first
 * backend per arch) with the runtime's default AICPU thread count. */
static void aicpu_defaults(struct buf *out)
{
	unsigned n = 0;
	for (unsigned i = 0; i < spec_n_backends; i++) {
		const char *arch = spec_backends[i].caps_str[CAPS_pto_target_arch];
		bool seen = false;
		for (unsigned k = 0; k < i; k++)
			seen |= strcmp(spec_backends[k].caps_str[CAPS_pto_target_arch], arch) == 0;
		if (seen)
			continue;
		buf_printf(out, "%s%s: %lld", n++ ? "; " : "", arch,
			   (long long)spec_backends[i].caps_int[CAPI_aicpu_thread_num_default]);
	}
}

const char *const cg_runtimes[CG_N_RUNTIMES] = {"tensormap_and_ringbuffer", "host_build_graph"};

void cg_kernel_config(const struct program *p, const struct function *const *kernels, unsigned n,
		      const char *runtime, struct buf *out)
{
	const struct function *orch = cg_orchestration_function(p);
	unsigned m;
	const struct function **ids = cg_func_order(p, kernels, n, &m);
	bool any_sig = orch && has_tensor_param(orch), sdma = false;
	/* KERNELS lists the kernels the orchestration calls (the reference numbers
	 * them as its orchestration codegen submits them); a kernel nothing calls is
	 * still emitted, and enable_sdma looks at every emitted kernel */
	for (unsigned i = 0; i < m; i++)
		any_sig |= has_tensor_param(ids[i]);
	for (unsigned i = 0; i < n; i++)
		sdma |= cg_uses_workspace(ids[i]);

	buf_puts(out, "# Kernel and Orchestration Configuration\n\nfrom pathlib import Path\n\n");
	if (any_sig)
		buf_puts(out, "from simpler.task_interface import ArgDirection as _D\n\n");
	buf_printf(out, "_ROOT_DIR = Path(__file__).parent\n\n"
		   "# Runtime configuration for %s.\n"
		   "# AICPU thread count 0 selects the runtime's architecture default (", runtime);
	aicpu_defaults(out);
	buf_printf(out, ").\n"
		   "RUNTIME_CONFIG = {\n\t\"runtime\": \"%s\",\n"
		   "\t\"aicpu_thread_num\": 0,\n", runtime);
	if (sdma)
		buf_puts(out, "\t\"enable_sdma\": True,\n");
	buf_puts(out, "}\n\n");
	if (orch) {
		buf_printf(out, "ORCHESTRATION = {\n\t\"source\": str(_ROOT_DIR / \"orchestration\" / \"%s.cpp\"),\n"
			   "\t\"function_name\": \"aicpu_orchestration_entry\",\n", orch->name);
		if (any_sig) {
			buf_puts(out, "\t\"signature\": ");
			signature(orch, out);
			buf_puts(out, ",\n");
		}
		buf_puts(out, "}\n\n");
	}
	buf_puts(out, "KERNELS = [\n");
	for (unsigned i = 0; i < m; i++) {
		const struct function *f = ids[i];
		const char *core = cg_core_dir(f);
		buf_printf(out, "\t{\"func_id\": %u, \"name\": \"%s\", \"source\": str(_ROOT_DIR / \"kernels\" / "
			   "\"%s\" / \"%s.cpp\"), \"core_type\": \"%s\"", i, f->name, core, f->name, core);
		if (any_sig) {
			buf_puts(out, ", \"signature\": ");
			signature(f, out);
		}
		buf_puts(out, "},\n");
	}
	buf_puts(out, "]\n");
	free(ids);
}
