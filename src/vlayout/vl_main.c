/* `ptoc vlayout FILE.mlir [--report] [--emit=mlir] [--solver=fast|exhaustive]`:
 * solves every function, applies the winner (vector-layout.md §5) and prints
 * the report (vector-layout-report.md) or the annotated MLIR; on failure the
 * No Solve block of §6 goes to stderr. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <stdarg.h>
#include "diag.h"
#include "util.h"
#include "vl_ir.h"
#include "vl_emit.h"
#include "vl_solve.h"

/* Candidates the exhaustive search may hold (the fast solver also uses it to
 * count the reference's candidates for the No Solve block). */
#define VL_CAP 2000000

static const char *sname(int s) { return s >= 0 ? vl_states[s].name : "none"; }

/* The layout the report lists for a value: call results keep the solver state. */
static int report_layout(const struct vl_func *f, const int8_t *st, int v)
{
	const struct vl_value *x = &f->vals[v];
	if (x->kind == VV_RES && vl_rules[x->def->rule].kind == VLR_call)
		return vl_result_state(f, x->def, st, v);
	return vl_use_layout(f, st, v);
}

static void op_key(FILE *o, const struct vl_func *f, const struct vl_inst *in)
{
	if (in->nres)
		fprintf(o, "%s", f->vals[in->res[0]].name);
	else
		fprintf(o, "%s#%d", in->name, in->key_k);
}

static void report_ok(FILE *o, const struct vl_func *f, const struct vl_solution *s)
{
	for (int i = 0; i < f->nops; i++) {
		const struct vl_inst *in = f->ops[i];
		for (int k = 0; k < in->niter; k++)
			if (f->vals[in->iter[k]].ty.vec)
				fprintf(o, "value %s %s\n", f->vals[in->iter[k]].name,
					sname(report_layout(f, s->state, in->iter[k])));
		for (int k = 0; k < in->nres; k++)
			if (f->vals[in->res[k]].ty.vec)
				fprintf(o, "value %s %s\n", f->vals[in->res[k]].name,
					sname(report_layout(f, s->state, in->res[k])));
		if (s->ft[i] > 0) {
			fprintf(o, "op ");
			op_key(o, f, in);
			fprintf(o, " %s\n", vl_func_types[s->ft[i]]);
		}
		if (vl_rules[in->rule].kind == VLR_call && vl_processed(f, in)) {
			for (int k = 0; k < in->nopnd; k++)
				if (f->vals[in->opnd[k]].ty.vec)
					fprintf(o, "callarg %s#%d %d %s %s\n", in->callee ? in->callee : "@?",
						in->call_k, k, f->vals[in->opnd[k]].name,
						sname(vl_use_layout(f, s->state, in->opnd[k])));
			for (int k = 0; k < in->nres; k++)
				if (f->vals[in->res[k]].ty.vec)
					fprintf(o, "callres %s#%d %s %s\n", in->callee ? in->callee : "@?",
						in->call_k, f->vals[in->res[k]].name,
						sname(vl_use_layout(f, s->state, in->res[k])));
		}
	}
}

static void print_type(FILE *o, const struct vl_value *v)
{
	if (v->ty.text)
		fprintf(o, "%.*s", v->ty.len, v->ty.text);
	else
		fprintf(o, "index");
}

static void print_value(FILE *o, const struct vl_func *f, int v)
{
	const struct vl_value *x = &f->vals[v];
	if (x->kind == VV_RES) {
		fprintf(o, "%.*s", x->def->textlen, x->def->text);
		return;
	}
	fprintf(o, "<block argument> of type '");
	print_type(o, x);
	fprintf(o, "' at index: %d", x->kind == VV_ITER ? x->index + 1 : x->index);
}

static void no_solve_block(const char *file, const struct vl_func *f, const struct vl_solution *s)
{
	FILE *o = stderr;
	fprintf(o, "No Solve\n");
	if (s->failed_op < 0)
		return;
	const struct vl_inst *in = f->ops[s->failed_op];
	fprintf(o, "========== Vector Layout Analysis Failure ==========\n");
	fprintf(o, "Location: loc(\"%s\":%d:%d)\n", file, in->line, in->col);
	fprintf(o, "Operation: %.*s\n", in->textlen, in->text);
	fprintf(o, "Opcode: %s\nOperand types:\n", in->name);
	for (int k = 0; k < in->nopnd; k++) {
		fprintf(o, "  ");
		print_type(o, &f->vals[in->opnd[k]]);
		fprintf(o, "\n");
	}
	fprintf(o, "Result types:\n");
	for (int k = 0; k < in->nres; k++) {
		fprintf(o, "  ");
		print_type(o, &f->vals[in->res[k]]);
		fprintf(o, "\n");
	}
	if (s->before >= 0)
		fprintf(o, "Candidates in the solution space: %lld\n", s->before);
	else
		fprintf(o, "Candidates in the solution space: not counted (more than %d)\n", VL_CAP);
	if (s->before > 0 && s->fail_states) {
		fprintf(o, "Input states from last valid candidates:\n");
		for (int v = 0; v < f->nvals; v++)
			if (s->fail_states[v] >= 0) {
				fprintf(o, "  Value: ");
				print_value(o, f, v);
				fprintf(o, "  State: %s\n", sname(s->fail_states[v]));
			}
	}
	fprintf(o, "\nPossible causes and solutions:\n"
		"  1. The operation may not have been lowered to the HIVMAVE dialect before VectorLayout analysis.\n"
		"     -> If using -analyze-vector-layout standalone: lower all vector ops to HIVMAVE first.\n"
		"     -> If running end-to-end: an upstream pass failed to lower this op. Op: %s\n"
		"  2. The operation type may not be handled in solveProblem TypeSwitch.\n"
		"     -> Add a new Case for %s in solveProblem().\n"
		"  3. The specific VecMemType combination is not supported by this op.\n"
		"     -> Check COMB_CASE branches in the corresponding solveProblem function.\n"
		"  4. Conflicting layout requirements from multiple consumers.\n"
		"     -> Check if the operands/results have incompatible layout constraints.\n"
		"  5. Unsupported element bitwidth (only 1/8/16/32 are supported).\n"
		"     -> Verify all vector types have supported bitwidths.\n"
		"======================================================\n", in->name, in->name);
}

static const char vlayout_help[] =
	"usage: ptoc vlayout FILE.mlir [--report] [--emit=mlir] [--solver=fast|exhaustive]\n"
	"\n"
	"Solves the vector layouts of every function of an ave-dialect MLIR file.\n"
	"A function without a solution gets the No Solve block on stderr (exit 1).\n"
	"\n"
	"options:\n"
	"  --report             print the solution of every function (the default)\n"
	"  --emit=mlir          print FILE with the chosen layouts applied\n"
	"  --solver=fast        the solver (default)\n"
	"  --solver=exhaustive  the reference's search over every candidate (at most\n"
	"                       2,000,000; more is an error)\n"
	"\n"
	"Exit 0, 1 on errors in FILE or a function without a solution, 2 on usage\n"
	"or I/O errors.\n";

static int usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "ptoc vlayout: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nusage: ptoc vlayout FILE.mlir [--report] [--emit=mlir] [--solver=fast|exhaustive]\n");
	return 2;
}

int cmd_vlayout(int argc, char **argv)
{
	const char *file = NULL, *emit = NULL, *solver = "fast";
	bool report = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			fputs(vlayout_help, stdout);
			return 0;
		} else if (strcmp(a, "--report") == 0)
			report = true;
		else if (strncmp(a, "--emit=", 7) == 0)
			emit = a + 7;
		else if (strncmp(a, "--solver=", 9) == 0)
			solver = a + 9;
		else if (a[0] == '-' && a[1])
			return usage("unknown option '%s'", a);
		else if (file)
			return usage("one input file expected, got '%s' too", a);
		else
			file = a;
	}
	if (emit && strcmp(emit, "mlir") != 0)
		return usage("unknown --emit=%s (only mlir)", emit);
	if (strcmp(solver, "fast") != 0 && strcmp(solver, "exhaustive") != 0)
		return usage("unknown --solver=%s (fast or exhaustive)", solver);
	if (!file)
		return usage("no input file%s", "");
	if (!report && !emit)
		report = true;
	char *text;
	size_t len;
	if (!read_file(file, &text, &len)) {
		diag_plain("cannot read %s: %s", file, strerror(errno));
		return 2;
	}
	diag_add_source(file, text, len);
	struct vl_module m = {0};
	if (!vl_parse(file, text, &m)) {
		arena_free(&m.arena);
		free(text);
		return 1; /* errors in the input, reported */
	}
	enum vl_solver how = strcmp(solver, "exhaustive") == 0 ? VL_EXHAUSTIVE : VL_FAST;
	int status = 0;
	struct vl_emit *em = emit ? vl_emit_new(file, text) : NULL;
	for (const struct vl_func *f = m.funcs; f; f = f->next) {
		struct vl_solution s;
		int rc = vl_solve(f, how, VL_CAP, &s);
		if (rc == 2) {
			diag_plain("vlayout: @%s: the exhaustive search exceeds %d candidates; use --solver=fast",
				   f->name + 1, VL_CAP);
			vl_solution_free(&s);
			status = 1;
			continue;
		}
		if (report) {
			printf("func %s\nstatus %s\n", f->name, rc == 0 ? "ok" : "no-solve");
			if (rc == 0) {
				report_ok(stdout, f, &s);
			} else if (s.failed_op >= 0) {
				printf("failed-op ");
				op_key(stdout, f, f->ops[s.failed_op]);
				printf("\nfailed-opcode %s\n", f->ops[s.failed_op]->name);
				if (s.before >= 0)
					printf("candidates-before %lld\n", s.before);
			}
		}
		if (rc == 0 && em && !vl_emit_func(em, f, &s))
			status = 1;
		if (rc != 0) {
			no_solve_block(file, f, &s);
			status = 1;
		}
		vl_solution_free(&s);
	}
	if (em && status == 0)
		vl_emit_write(em, stdout);
	if (em)
		vl_emit_free(em);
	arena_free(&m.arena);
	free(text);
	return status;
}
