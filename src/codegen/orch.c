/* orchestration/<fn>.cpp for the simpler runtime (reference
 * dsl-pipeline-codegen.md §4.6): external tensors, tensor.create
 * allocations, kernel task submissions with their argument directions, and
 * pl.scope() blocks.  Anything else in an orchestration function is
 * reported, never guessed. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cg_int.h"

struct orch {
	const struct program *p;
	const struct function *const *kernels;
	unsigned n_kernels;
	struct buf *out;
	const char **names; /* [p->n_vars]: C++ name of each tensor var */
	struct arena a;
	int indent;
	unsigned tasks, allocs;
	bool failed;
};

/* "a__ssa_v0" -> "a": the SSA suffixes the pipeline appends are dropped. */
static const char *clean(struct orch *o, const char *name)
{
	const char *u = strstr(name, "__");
	return u && u != name ? arena_strndup(&o->a, name, (size_t)(u - name)) : name;
}

static void line(struct orch *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(struct orch *o, const char *fmt, ...)
{
	va_list ap;
	for (int i = 0; i < o->indent; i++)
		buf_puts(o->out, "    ");
	va_start(ap, fmt);
	buf_vprintf(o->out, fmt, ap);
	va_end(ap);
	buf_putc(o->out, '\n');
}

static const struct {
	uint8_t dt;
	const char *name;
} rt_dtypes[] = {
	{DT_FP32, "FLOAT32"}, {DT_FP16, "FLOAT16"}, {DT_BF16, "BFLOAT16"}, {DT_INT8, "INT8"},
	{DT_INT16, "INT16"},  {DT_INT32, "INT32"},  {DT_INT64, "INT64"},   {DT_UINT8, "UINT8"},
	{DT_UINT16, "UINT16"}, {DT_UINT32, "UINT32"}, {DT_UINT64, "UINT64"}, {DT_BOOL, "BOOL"},
};

static const char *rt_dtype(enum dtype dt)
{
	for (size_t i = 0; i < sizeof rt_dtypes / sizeof *rt_dtypes; i++)
		if (rt_dtypes[i].dt == dt)
			return rt_dtypes[i].name;
	return NULL;
}

static void unsupported(struct orch *o, struct span at, const char *what)
{
	diag_error(at, "orchestration codegen does not handle %s yet (it emits tensor.create, "
		   "kernel calls and pl.scope blocks)", what);
	o->failed = true;
}

static void emit_create(struct orch *o, struct var *v, struct expr *call)
{
	const struct type *t = v->type;
	const char *n = clean(o, v->name), *dt = rt_dtype((enum dtype)t->dtype);
	struct buf dims = {0};
	for (uint32_t k = 0; k < t->shape.n; k++) {
		int64_t d;
		if (!ir_expr_is_const_int(t->shape.v[k], &d)) {
			unsupported(o, call->span, "a tensor.create with a dynamic shape");
			buf_free(&dims);
			return;
		}
		buf_printf(&dims, "%s%" PRId64, k ? ", " : "", d);
	}
	if (!dt) {
		unsupported(o, call->span, "this tensor dtype");
		buf_free(&dims);
		return;
	}
	line(o, "uint32_t %s_ci_shapes[%u] = {%s};", n, t->shape.n, dims.data ? dims.data : "");
	line(o, "TensorCreateInfo %s_ci(%s_ci_shapes, %u, DataType::%s);", n, n, t->shape.n, dt);
	line(o, "TaskOutputTensors alloc_%u = alloc_tensors(%s_ci);", o->allocs, n);
	line(o, "const ChipTensor& %s = alloc_%u.get_ref(0);", n, o->allocs);
	buf_putc(o->out, '\n');
	o->allocs++;
	o->names[v->id] = n;
	buf_free(&dims);
}

/* The direction symbol of argument i: attrs arg_directions, else the
 * callee parameter's direction. */
static const char *arg_dir(const struct expr *call, uint32_t i)
{
	for (uint32_t k = 0; k < call->u.fcall.attrs.n; k++) {
		const struct attr *at = &call->u.fcall.attrs.v[k];
		if (strcmp(at->key, "arg_directions") == 0 && at->value->kind == EX_LIST &&
		    i < at->value->u.list.n && at->value->u.list.v[i]->kind == EX_SYMBOL) {
			const char *s = strrchr(at->value->u.list.v[i]->u.s, '.');
			return s ? s + 1 : at->value->u.list.v[i]->u.s;
		}
	}
	const struct function *f = call->u.fcall.callee;
	uint8_t d = f && i < f->n_params ? f->params[i].dir : DIR_IN;
	return d == DIR_OUT ? "output_existing" : d == DIR_INOUT ? "inout" : "input";
}

static void emit_task(struct orch *o, struct var *res, struct expr *call)
{
	const struct function *f = call->u.fcall.callee;
	int id = f ? cg_func_id(o->p, o->kernels, o->n_kernels, f) : -1;
	if (id < 0) {
		unsupported(o, call->span, "a call of something other than a kernel");
		return;
	}
	unsigned t = o->tasks++;
	line(o, "// Task %u: %s", t, f->name);
	line(o, "CoreTaskArgs params_t%u;", t);
	const struct var *out_arg = NULL;
	for (int pass = 0; pass < 2; pass++)
		for (uint32_t i = 0; i < call->u.fcall.args.n; i++) {
			struct expr *e = call->u.fcall.args.v[i];
			const struct type *ty = ir_expr_type(e);
			bool tensor = ty->kind == TY_TENSOR;
			if (tensor != (pass == 0))
				continue;
			if (tensor) {
				if (e->kind != EX_VAR || !o->names[e->u.var->id]) {
					unsupported(o, e->span, "this tensor argument");
					continue;
				}
				const char *d = arg_dir(call, i);
				const char *m = strstr(d, "inout") ? "add_inout"
						: strstr(d, "output") ? "add_output" : "add_input";
				if (strcmp(m, "add_input"))
					out_arg = e->u.var;
				line(o, "params_t%u.%s(%s);", t, m, o->names[e->u.var->id]);
			} else if (e->kind == EX_FLOAT) {
				line(o, "params_t%u.add_scalar(to_u64(%ff));", t, e->u.f);
			} else if (e->kind == EX_INT) {
				line(o, "params_t%u.add_scalar(to_u64(static_cast<int64_t>(%" PRId64 ")));", t,
				     e->u.i);
			} else if (e->kind == EX_VAR && e->u.var->kind == VAR_PARAM) {
				line(o, "params_t%u.add_scalar(to_u64(%s));", t, clean(o, e->u.var->name));
			} else {
				unsupported(o, e->span, "this scalar argument");
			}
		}
	line(o, "rt_submit_%s_task(%d, params_t%u);", cg_core_dir(f), id, t);
	if (res && out_arg)
		o->names[res->id] = o->names[out_arg->id];
}

static void emit_body(struct orch *o, struct stmt_list l)
{
	for (uint32_t i = 0; i < l.n; i++) {
		struct stmt *s = l.v[i];
		struct expr *e = s->kind == ST_ASSIGN ? s->u.assign.value
				 : s->kind == ST_EVAL  ? s->u.eval.value : NULL;
		struct var *v = s->kind == ST_ASSIGN ? s->u.assign.var : NULL;
		if (s->kind == ST_RETURN)
			continue;
		if (s->kind == ST_SCOPE && s->u.scope.kind == SC_SCOPE) {
			line(o, "PTO2_SCOPE() {");
			o->indent++;
			emit_body(o, s->u.scope.body);
			/* no blank line before the scope's closing brace */
			if (o->out->len >= 2 && o->out->data[o->out->len - 2] == '\n')
				o->out->data[--o->out->len] = 0;
			o->indent--;
			line(o, "}");
		} else if (e && e->kind == EX_FCALL) {
			emit_task(o, v, e);
		} else if (e && e->kind == EX_CALL && v && v->type->kind == TY_TENSOR &&
			   spec_ops[e->u.call.op].type_rule.kind == TR_tensor_create) {
			emit_create(o, v, e);
		} else if (e && e->kind == EX_VAR && v && e->u.var->id < o->p->n_vars &&
			   o->names[e->u.var->id]) {
			o->names[v->id] = o->names[e->u.var->id];
		} else {
			unsupported(o, s->span, "this statement");
		}
	}
}

bool cg_orchestration(const struct program *p, const struct function *orch,
		      const struct function *const *kernels, unsigned n, struct buf *out)
{
	if (ir_check_function_depth(orch, IR_CODEGEN_MAX_DEPTH))
		return false; /* emit_body recurses per nested body */
	struct orch o = {.p = p, .kernels = kernels, .n_kernels = n, .out = out};
	o.names = xcalloc(p->n_vars + 1, sizeof *o.names);
	unsigned nt = 0;
	for (uint32_t i = 0; i < orch->n_params; i++)
		nt += orch->params[i].var->type->kind == TY_TENSOR;
	buf_printf(out, "// Orchestration Function: %s\n// Generated by PyPTO IR Compiler\n\n", orch->name);
	buf_puts(out, "#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\n"
		      "#include \"pto_orchestration_api.h\"\n\nextern \"C\" {\n\n"
		      "__attribute__((visibility(\"default\")))\n"
		      "PTO2OrchestrationConfig aicpu_orchestration_config(const ChipTaskArgs& orch_args) {\n"
		      "    (void)orch_args;\n    return PTO2OrchestrationConfig{\n");
	buf_printf(out, "        .expected_arg_count = %u,\n    };\n}\n\n", nt);
	buf_puts(out, "__attribute__((visibility(\"default\")))\n"
		      "void aicpu_orchestration_entry(const ChipTaskArgs& orch_args) {\n");
	o.indent = 1;
	if (nt)
		line(&o, "// External tensors");
	unsigned k = 0;
	for (uint32_t i = 0; i < orch->n_params; i++) {
		struct var *v = orch->params[i].var;
		if (v->type->kind != TY_TENSOR) {
			unsupported(&o, v->span, "scalar orchestration parameters");
			continue;
		}
		const char *n = arena_printf(&o.a, "ext_%s", clean(&o, v->name));
		line(&o, "const ChipTensor& %s = orch_args.tensor(%u).ref();", n, k++);
		o.names[v->id] = n;
	}
	if (nt)
		buf_putc(out, '\n');
	emit_body(&o, orch->body);
	buf_puts(out, "}\n\n}  // extern \"C\"\n");
	free(o.names);
	arena_free(&o.a);
	return !o.failed;
}
