/* Decompositions of composite ops: specs/decompositions.yaml ->
 * gen/decompositions.c (types in src/ir/decompose_spec.h).  Parsed after
 * every op is: each step names a primitive op whose operands, kwargs and
 * required kwargs are checked here, and whose arguments are the composite's
 * operands (by name), earlier steps (by name) or numbers. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "decompose_spec.h"
#include "specgen.h"

#define STEP_KEYS "name op args kwargs"

struct dc {
	int op;                  /* composite: index into sg_ops */
	const struct sg_node *node;
	struct dcmp_step *steps;
	int n_steps;
	const struct sg_node *arch; /* when: arch, checked once the ptoas archs are read */
	uint64_t dtypes;         /* when: dtypes, bits 1 << DT_* */
	int col_vector;          /* when: col_vector, an operand index, or -1 */
};

static const struct sg_node **dc_files; /* the `decompositions:` mapping of each file */
static int dc_n_files;
static struct dc *dcs;
static int n_dcs;

void dcmp_collect(const struct sg_node *root)
{
	if (!sg_keys(root, "decompositions", "decompositions collectives", ""))
		return;
	if (sg_get(root, "collectives"))
		coll_collect(sg_get(root, "collectives"));
	if (!sg_get(root, "decompositions"))
		return;
	dc_files = realloc(dc_files, sizeof *dc_files * (size_t)(dc_n_files + 1));
	if (!dc_files)
		abort();
	dc_files[dc_n_files++] = sg_get(root, "decompositions");
}

/* An argument: a number, an operand of the composite or an earlier step, by name. */
static bool parse_arg(const struct sg_node *n, const char *who, const struct spec_op *comp,
		      const struct dcmp_step *steps, int k, const struct spec_operand *slot,
		      struct dcmp_arg *out)
{
	if (n->kind != SG_SCALAR || n->quoted) {
		sg_error(n, who, "an argument is an operand or step name, or a number");
		return false;
	}
	char *end;
	double f = strtod(n->value, &end);
	if (n->value[0] && !*end && end != n->value) {
		if (slot->kind != OK_scalar && slot->kind != OK_tile_or_scalar) {
			sg_error(n, who, "a number cannot be operand '%s' (a %s)", slot->name,
				 operand_kind_names[slot->kind]);
			return false;
		}
		if (!isfinite(f) || !isfinite((float)f)) {
			sg_error(n, who, "%s is not a finite single-precision number", n->value);
			return false;
		}
		*out = (struct dcmp_arg){.kind = DA_FLOAT, .f = (double)(float)f};
		return true;
	}
	for (int i = 0; i < comp->n_operands; i++)
		if (!strcmp(comp->operands[i].name, n->value)) {
			*out = (struct dcmp_arg){.kind = DA_OPERAND, .index = (uint16_t)i};
			return true;
		}
	for (int i = k - 1; i >= 0; i--)
		if (steps[i].name && !strcmp(steps[i].name, n->value)) {
			*out = (struct dcmp_arg){.kind = DA_STEP, .index = (uint16_t)i};
			return true;
		}
	sg_error(n, who, "'%s' is neither an operand of %s nor an earlier step", n->value, comp->name);
	return false;
}

static bool parse_kwargs(const struct sg_node *step, const char *who, const struct sg_op *to,
			 struct dcmp_step *s)
{
	const struct sg_node *kw = sg_get(step, "kwargs");
	if (kw && !sg_is_map(kw, who))
		return false;
	int n = kw ? kw->n : 0;
	struct spec_kwdefault *d = sg_alloc(sizeof *d * (size_t)(n + 1));
	bool ok = true;
	for (int i = 0; i < n; i++) {
		int k = -1;
		for (int j = 0; j < to->op.n_kwargs; j++)
			if (!strcmp(to->op.kwargs[j].name, kw->keys[i]->value))
				k = j;
		if (k < 0) {
			sg_error(kw->keys[i], who, "'%s' is not a kwarg of %s", kw->keys[i]->value, to->name);
			ok = false;
			continue;
		}
		if (!ops_kw_value_ok(kw->vals[i], who, to->op.kwargs[k].type, to->op.kwargs[k].enum_id)) {
			ok = false;
			continue;
		}
		d[s->n_kwargs].kwarg = to->op.kwargs[k].name;
		d[s->n_kwargs++].value = kw->vals[i]->value;
	}
	for (int j = 0; j < to->op.n_kwargs; j++) {
		bool given = false;
		for (int i = 0; i < s->n_kwargs; i++)
			given |= !strcmp(d[i].kwarg, to->op.kwargs[j].name);
		if (to->op.kwargs[j].required && !given) {
			sg_error(kw ? kw : step, who, "%s needs kwarg '%s'", to->name, to->op.kwargs[j].name);
			ok = false;
		}
	}
	s->kwargs = d;
	return ok;
}

static bool parse_step(const struct sg_node *n, const char *who, const struct sg_op *comp,
		       struct dcmp_step *steps, int k, bool last)
{
	if (!sg_keys(n, who, STEP_KEYS, "op args"))
		return false;
	struct dcmp_step *s = &steps[k];
	const struct sg_node *nm = sg_get(n, "name");
	if (last && nm) {
		sg_error(nm, who, "the last step is the composite's result and has no name");
		return false;
	}
	if (!last && !nm) {
		sg_error(n, who, "every step but the last needs a name");
		return false;
	}
	if (nm) {
		if (!sg_ident(nm, who, false))
			return false;
		s->name = nm->value;
	}
	const char *opn = sg_str(sg_get(n, "op"), who);
	int oi = opn ? op_find(opn) : -1;
	if (!opn)
		return false;
	if (oi < 0) {
		sg_error(sg_get(n, "op"), who, "unknown op '%s'", opn);
		return false;
	}
	const struct sg_op *to = &sg_ops[oi];
	s->op = (uint16_t)oi;
	const struct sg_node *args = sg_get(n, "args");
	if (!sg_is_seq(args, who))
		return false;
	int need = 0;
	for (int i = 0; i < to->op.n_operands; i++)
		need += !to->op.operands[i].optional;
	if (args->n < need || args->n > to->op.n_operands) {
		sg_error(args, who, "%s takes %d to %d operands, %d given", to->name, need,
			 to->op.n_operands, args->n);
		return false;
	}
	struct dcmp_arg *a = sg_alloc(sizeof *a * (size_t)(args->n + 1));
	bool ok = true;
	for (int i = 0; i < args->n; i++)
		ok &= parse_arg(args->items[i], who, &comp->op, steps, k, &to->op.operands[i], &a[i]);
	s->args = a;
	s->n_args = (uint8_t)args->n;
	return parse_kwargs(n, who, to, s) && ok;
}

/* when: {arch: A, dtypes: [..], col_vector: N}: the backends whose ptoas_arch
 * is A, calls whose first tile operand has one of the dtypes, calls whose
 * operand N is a rank-2 [M, 1] tile and whose operand 0 a wider rank-2 tile. */
static void parse_when(const struct sg_node *w, const char *who, struct dc *d)
{
	if (!sg_keys(w, who, "arch dtypes col_vector", ""))
		return;
	if (!sg_get(w, "arch") && !sg_get(w, "col_vector")) {
		sg_error(w, who, "a when names an arch or a col_vector operand");
		return;
	}
	d->arch = sg_get(w, "arch");
	if (d->arch && !sg_str(d->arch, who))
		d->arch = NULL;
	const struct sg_node *cv = sg_get(w, "col_vector");
	int64_t n;
	if (cv && sg_int(cv, who, &n)) {
		if (n < 1 || n >= sg_ops[d->op].op.n_operands)
			sg_error(cv, who, "col_vector names operand 1 or later of %s", sg_ops[d->op].name);
		else
			d->col_vector = (int)n;
	}
	const struct sg_node *dt = sg_get(w, "dtypes");
	if (dt && sg_is_seq(dt, who))
		for (int k = 0; k < dt->n; k++) {
			int t = sg_dtype(dt->items[k], who);
			if (t >= 0)
				d->dtypes |= (uint64_t)1 << t;
		}
}

/* After ptoas_check: a when's arch is one of specs/ops/ptoas.yaml's. */
void dcmp_check_archs(void)
{
	for (int i = 0; i < n_dcs; i++)
		if (dcs[i].arch && !ptoas_arch_known(dcs[i].arch->value))
			sg_error(dcs[i].arch, sg_fmt("decompositions: %s", sg_ops[dcs[i].op].name),
				 "unknown ptoas arch '%s' (specs/ops/ptoas.yaml archs)", dcs[i].arch->value);
}

static int cmp_dc(const void *x, const void *y)
{
	const struct dc *a = x, *b = y;
	return (a->op > b->op) - (a->op < b->op);
}

void dcmp_check(void)
{
	for (int f = 0; f < dc_n_files; f++) {
		const struct sg_node *m = dc_files[f];
		if (!sg_is_map(m, "decompositions"))
			continue;
		dcs = realloc(dcs, sizeof *dcs * (size_t)(n_dcs + m->n + 1));
		if (!dcs)
			abort();
		for (int i = 0; i < m->n; i++) {
			const char *who = sg_fmt("decompositions: %s", m->keys[i]->value);
			int op = op_find(m->keys[i]->value);
			if (op < 0) {
				sg_error(m->keys[i], who, "unknown op '%s'", m->keys[i]->value);
				continue;
			}
			const struct sg_node *l = m->vals[i], *when = NULL;
			if (l->kind == SG_MAP) {
				/* {when: {arch, dtypes}, steps: [...]} */
				if (!sg_keys(l, who, "when steps", "when steps"))
					continue;
				when = sg_get(l, "when");
				l = sg_get(l, "steps");
			}
			if (!sg_is_seq(l, who))
				continue;
			if (!l->n) {
				sg_error(l, who, "a decomposition needs at least one step");
				continue;
			}
			struct dc *d = &dcs[n_dcs++];
			*d = (struct dc){.op = op, .node = m->keys[i], .n_steps = l->n, .col_vector = -1};
			if (when)
				parse_when(when, who, d);
			d->steps = sg_alloc(sizeof *d->steps * (size_t)l->n);
			memset(d->steps, 0, sizeof *d->steps * (size_t)l->n);
			for (int k = 0; k < l->n; k++)
				parse_step(l->items[k], who, &sg_ops[op], d->steps, k, k == l->n - 1);
		}
	}
	if (n_dcs)
		qsort(dcs, (size_t)n_dcs, sizeof *dcs, cmp_dc);
	bool *composite = sg_alloc(sizeof *composite * (size_t)(sg_n_ops + 1));
	memset(composite, 0, sizeof *composite * (size_t)(sg_n_ops + 1));
	for (int i = 0; i < n_dcs; i++) {
		if (i && dcs[i].op == dcs[i - 1].op)
			sg_error(dcs[i].node, sg_fmt("decompositions: %s", sg_ops[dcs[i].op].name),
				 "a second decomposition of %s", sg_ops[dcs[i].op].name);
		composite[dcs[i].op] = true;
	}
	/* A step must not call a composite: the pass lowers each call once.  A
	 * composite only for a column-vector operand is allowed: the steps of the
	 * others combine tiles of one shape. */
	for (int i = 0; i < n_dcs; i++)
		if (dcs[i].col_vector >= 0)
			composite[dcs[i].op] = false;
	for (int i = 0; i < n_dcs; i++)
		for (int k = 0; k < dcs[i].n_steps; k++)
			if (composite[dcs[i].steps[k].op])
				sg_error(dcs[i].node, sg_fmt("decompositions: %s", sg_ops[dcs[i].op].name),
					 "step %d calls %s, itself a composite", k + 1,
					 sg_ops[dcs[i].steps[k].op].name);
}

void dcmp_write(void)
{
	static const char *const kind[] = {"DA_OPERAND", "DA_STEP", "DA_FLOAT"};
	struct sg_out *o = sg_out_open("decompositions.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"decompose_spec.h\"\n#include \"spec_ids.h\"\n\n"
		     "const struct decomposition decompositions[] = {\n");
	for (int i = 0; i < n_dcs; i++) {
		const struct dc *d = &dcs[i];
		sg_printf(o, "\t{%s, %d, (const struct dcmp_step[]){\n", sg_ops[d->op].cid, d->n_steps);
		for (int k = 0; k < d->n_steps; k++) {
			const struct dcmp_step *s = &d->steps[k];
			sg_printf(o, "\t\t{");
			sg_cstr(o, s->name);
			sg_printf(o, ", %s, %d, (const struct dcmp_arg[]){", sg_ops[s->op].cid, s->n_args);
			for (int j = 0; j < s->n_args; j++)
				sg_printf(o, "%s{%s, %d, %.17g}", j ? ", " : "", kind[s->args[j].kind],
					  s->args[j].index, s->args[j].f);
			sg_printf(o, "}, %d, ", s->n_kwargs);
			if (!s->n_kwargs) {
				sg_printf(o, "NULL},\n");
				continue;
			}
			sg_printf(o, "(const struct spec_kwdefault[]){");
			for (int j = 0; j < s->n_kwargs; j++) {
				sg_printf(o, "%s{", j ? ", " : "");
				sg_cstr(o, s->kwargs[j].kwarg);
				sg_printf(o, ", ");
				sg_cstr(o, s->kwargs[j].value);
				sg_printf(o, "}");
			}
			sg_printf(o, "}},\n");
		}
		sg_printf(o, "\t}, ");
		sg_cstr(o, d->arch ? d->arch->value : NULL);
		sg_printf(o, ", 0x%llxull, %d},\n", (unsigned long long)d->dtypes, d->col_vector);
	}
	if (!n_dcs)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\nconst unsigned n_decompositions = %d;\n", n_dcs);
}
