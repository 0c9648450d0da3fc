/* Introspection subcommands over the generated tables: ops, describe-op,
 * backends, backend-info, plan-scratch and docs.  Everything printed comes
 * from spec_ops / spec_backends through the backend layer. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "cli.h"
#include "diag.h"
#include "ir.h"
#include "ptoas.h"
#include "util.h"

/* ---- shared helpers ---- */

/* tests/golden.sh appends the case file to the arguments of every golden
 * input; for commands that read no file, such an operand (first line
 * "# ptoc: ") is the case itself and carries nothing else. */
static bool is_golden_case(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return false;
	char line[9] = {0};
	bool yes = fgets(line, sizeof line, f) && strcmp(line, "# ptoc: ") == 0;
	fclose(f);
	return yes;
}

/* The arguments of a command that takes none but --help (and a golden case):
 * -1 to go on, else the exit status (0 after the help). */
static int no_args(int argc, char **argv, const char *help)
{
	for (int i = 1; i < argc; i++)
		if (cli_help(argv[i], help))
			return 0;
		else if (!is_golden_case(argv[i]))
			return cli_usage(argv[0], "unexpected argument '%s'", argv[i]);
	return -1;
}

static void list_backend_names(struct buf *b)
{
	for (unsigned i = 0; i < be_count(); i++)
		buf_printf(b, "%s%s", i ? ", " : "", be_at(i)->name);
}

/* Resolves --backend VALUE: "none" is no backend.  Returns 0 and sets *be,
 * or reports and returns 2 (a name on the command line: a usage error). */
static int resolve_backend(const char *name, const be_t **be)
{
	*be = NULL;
	if (!name || strcmp(name, "none") == 0)
		return 0;
	*be = be_find(name);
	if (*be)
		return 0;
	struct buf b = {0};
	list_backend_names(&b);
	diag_plain("unknown backend '%s' (known: %s)", name, b.data ? b.data : "");
	buf_free(&b);
	return 2;
}

static int resolve_op(const char *name, int *op)
{
	*op = be_op_index(name);
	if (*op >= 0)
		return 0;
	diag_plain("unknown op '%s' (see 'ptoc ops')", name);
	return 2;
}

static int cmp_op_names(const void *a, const void *b)
{
	const struct spec_op *x = &spec_ops[*(const unsigned *)a], *y = &spec_ops[*(const unsigned *)b];
	if (x->level != y->level)
		return x->level < y->level ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* Indices of all ops sorted by level (enum op_level), then name; caller
 * frees. */
static unsigned *sorted_ops(void)
{
	unsigned *idx = xcalloc(spec_n_ops ? spec_n_ops : 1, sizeof *idx);
	for (unsigned i = 0; i < spec_n_ops; i++)
		idx[i] = i;
	qsort(idx, spec_n_ops, sizeof *idx, cmp_op_names);
	return idx;
}

static void put_dtype_list(struct buf *b, const int16_t *l, unsigned n)
{
	buf_putc(b, '[');
	for (unsigned i = 0; i < n; i++)
		buf_printf(b, "%s%s", i ? ", " : "", dtype_infos[l[i]].name);
	buf_putc(b, ']');
}

/* One rule parameter, spelled as in the spec (specs/README.md "Rule
 * parameters" says which member holds which key). */
static void put_param(struct buf *b, const struct spec_param *p)
{
	buf_printf(b, "%s=", p->key);
	if (p->s) {
		buf_puts(b, p->s);
	} else if (p->list && (!strcmp(p->key, "dtypes") || !strcmp(p->key, "supported"))) {
		put_dtype_list(b, p->list, p->n_list);
	} else if (p->list && !strcmp(p->key, "pairs")) {
		buf_putc(b, '[');
		for (unsigned i = 0; i + 1 < p->n_list; i += 2)
			buf_printf(b, "%s[%s, %s]", i ? ", " : "", dtype_infos[p->list[i]].name,
				   dtype_infos[p->list[i + 1]].name);
		buf_putc(b, ']');
	} else if (p->list || p->n_list) {
		buf_putc(b, '[');
		for (unsigned i = 0; i < p->n_list; i++)
			buf_printf(b, "%s%d", i ? ", " : "", p->list[i]);
		buf_putc(b, ']');
	} else if (!strcmp(p->key, "dtype") && p->i >= 0 && p->i < DT_COUNT) {
		buf_puts(b, dtype_infos[p->i].name);
	} else if (!strcmp(p->key, "bias") || !strcmp(p->key, "fresh") || !strcmp(p->key, "tensor") ||
		   !strcmp(p->key, "distributed") || !strcmp(p->key, "halve") || !strcmp(p->key, "tail_pad")) {
		buf_puts(b, p->i ? "true" : "false");
	} else {
		buf_printf(b, "%" PRId64, p->i);
	}
}

/* "name k=v k=v" of a type rule, check or scratch rule. */
static void put_rule(struct buf *b, const char *name, const struct spec_rule *r)
{
	buf_puts(b, name);
	for (unsigned i = 0; i < r->n_params; i++) {
		buf_putc(b, ' ');
		put_param(b, &r->params[i]);
	}
}

static void put_scratch_rule(struct buf *b, const struct spec_rule *r)
{
	if (r->kind >= SR_COUNT)
		buf_puts(b, "none");
	else
		put_rule(b, scratch_rule_names[r->kind], r);
}

static void put_bits(struct buf *b, uint32_t bits)
{
	buf_putc(b, '[');
	bool first = true;
	for (unsigned i = 0; i < 32; i++)
		if (bits & (1u << i)) {
			buf_printf(b, "%s%u", first ? "" : ", ", i);
			first = false;
		}
	buf_putc(b, ']');
}

static void put_layout(struct buf *b, struct be_layout_slots s)
{
	if (!s.inputs && !s.output) {
		buf_puts(b, "unconstrained");
		return;
	}
	buf_puts(b, "row_major inputs=");
	put_bits(b, s.inputs);
	buf_printf(b, " output=%s", s.output ? "true" : "false");
}

static void put_mems(struct buf *b, uint32_t mem)
{
	buf_putc(b, '[');
	bool first = true;
	for (unsigned m = 0; m < MS_COUNT; m++)
		if (mem & (1u << m)) {
			buf_printf(b, "%s%s", first ? "" : ", ", memspace_names[m]);
			first = false;
		}
	buf_putc(b, ']');
}

static void put_memory(struct buf *b, const struct spec_op *o)
{
	const char *space = o->out_space < MS_COUNT ? memspace_names[o->out_space] : NULL;
	buf_printf(b, "output=%s", out_mem_names[o->out_mem]);
	if (o->out_mem == OM_kwarg && o->out_kwarg)
		buf_printf(b, " kwarg=%s", o->out_kwarg);
	if (space && o->out_mem != OM_none && o->out_mem != OM_inherit)
		buf_printf(b, " %s=%s", o->out_mem == OM_kwarg ? "default" : "space", space);
	if (o->reuses_input >= 0)
		buf_printf(b, " reuses=%d", o->reuses_input);
}

/* ---- ptoc ops ---- */

static const char ops_help[] =
	"usage: ptoc ops [--backend B]\n"
	"\n"
	"Lists the ops of the tables, one per line, sorted by name.\n"
	"\n"
	"options:\n"
	"  --backend B   only the ops backend B registers (`none`: every op)\n";

int cmd_ops(int argc, char **argv)
{
	const char *bname = NULL;
	for (int i = 1; i < argc; i++) {
		if (cli_help(argv[i], ops_help))
			return 0;
		int r = cli_opt_value(argc, argv, &i, "--backend", &bname);
		if (r < 0)
			return 2;
		if (r == 0 && !is_golden_case(argv[i]))
			return cli_usage(argv[0], "unexpected argument '%s'", argv[i]);
	}
	const be_t *be;
	int st = resolve_backend(bname, &be);
	if (st)
		return st;
	/* one group per level: a "# level (count)" line, then its ops */
	unsigned *idx = sorted_ops();
	bool first = true;
	for (unsigned i = 0, j; i < spec_n_ops; i = j) {
		unsigned n = 0;
		for (j = i; j < spec_n_ops && spec_ops[idx[j]].level == spec_ops[idx[i]].level; j++)
			n += be_op_supported(be, idx[j]);
		if (!n)
			continue;
		printf("%s# %s (%u)\n", first ? "" : "\n", op_level_titles[spec_ops[idx[i]].level], n);
		first = false;
		for (unsigned k = i; k < j; k++)
			if (be_op_supported(be, idx[k]))
				printf("%s\n", spec_ops[idx[k]].name);
	}
	free(idx);
	return 0;
}

/* ---- ptoc describe-op ---- */

/* The condition of a lowers_to alternative: "", " when row_broadcast",
 * " when operand 0 is a tile, kwarg pipeline". */
static void put_lower_when(struct buf *b, const struct spec_op *o, const struct spec_lowering *l)
{
	unsigned k = 0, nd = 0;
	for (unsigned i = 0; i < l->n_when; i++) {
		const struct spec_lower_cond *c = &l->when[i];
		if (c->when == LW_nd) {
			nd++;
			continue;
		}
		buf_puts(b, k++ ? ", " : " when ");
		switch ((enum lower_when)c->when) {
		case LW_tensor:
		case LW_tile:
		case LW_scalar:
			buf_printf(b, "operand %u is a %s", c->arg, lower_when_names[c->when]);
			break;
		case LW_present:
			buf_printf(b, "operand %u is given", c->arg);
			break;
		case LW_multi_row:
			buf_printf(b, "operand %u has more than one row", c->arg);
			break;
		case LW_kwarg:
			buf_printf(b, "kwarg %s", o->kwargs[c->arg].name);
			break;
		case LW_rank2:
		case LW_rank3:
			buf_printf(b, "operand %u has rank %c", c->arg, c->when == LW_rank2 ? '2' : '3');
			break;
		case LW_last_dim:
			buf_printf(b, "%s names the last dim", o->kwargs[c->arg].name);
			break;
		case LW_axis:
			buf_printf(b, "%s names dim %u", o->kwargs[c->arg].name, c->k);
			break;
		default:
			buf_puts(b, lower_when_names[c->when]);
			break;
		}
	}
	for (unsigned i = 0, j = 0; i < l->n_when; i++) {
		if (l->when[i].when != LW_nd)
			continue;
		const char *pre = j ? " or " : k ? ", operand " : " when operand ";
		j++;
		buf_printf(b, "%s%u%s", pre, l->when[i].arg, j == nd ? " has rank > 2" : "");
	}
	if (l->n_steps)
		buf_printf(b, " (after %u step%s)", l->n_steps, l->n_steps == 1 ? "" : "s");
}

static void describe_signature(struct buf *b, const struct spec_op *o)
{
	buf_printf(b, "operands:%s\n", o->n_operands ? "" : " none");
	for (unsigned i = 0; i < o->n_operands; i++) {
		const struct spec_operand *a = &o->operands[i];
		buf_printf(b, "  %u: %s %s", i, a->name, operand_kind_names[a->kind]);
		if (a->mem) {
			buf_puts(b, " mem=");
			put_mems(b, a->mem);
		}
		if (a->optional)
			buf_puts(b, " optional");
		if (a->default_from >= 0)
			buf_printf(b, " default_from=%s", o->operands[a->default_from].name);
		buf_putc(b, '\n');
	}
	buf_printf(b, "kwargs:%s\n", o->n_kwargs ? "" : " none");
	for (unsigned i = 0; i < o->n_kwargs; i++) {
		const struct spec_kwarg *k = &o->kwargs[i];
		buf_printf(b, "  %s: %s", k->name, kwarg_type_names[k->type]);
		if (k->enum_id >= 0)
			buf_printf(b, " enum=%s", spec_enums[k->enum_id].name);
		if (k->required)
			buf_puts(b, " required");
		if (k->def)
			buf_printf(b, " default=%s", k->def);
		if (k->dsl_def)
			buf_printf(b, " dsl_default=%s", k->dsl_def);
		buf_putc(b, '\n');
	}
	buf_printf(b, "aliases:%s\n", o->n_aliases ? "" : " none");
	for (unsigned i = 0; i < o->n_aliases; i++) {
		const struct spec_alias *a = &o->aliases[i];
		buf_printf(b, "  %s", a->spelling);
		if (a->n_positional) {
			buf_puts(b, " (");
			for (unsigned k = 0; k < a->n_positional; k++)
				buf_printf(b, "%s%s", k ? ", " : "",
					   a->positional[k] >= 0 ? o->operands[a->positional[k]].name
								 : o->kwargs[-a->positional[k] - 1].name);
			buf_putc(b, ')');
		}
		for (unsigned k = 0; k < a->n_kwdefaults; k++)
			buf_printf(b, " %s=%s", a->kwdefaults[k].kwarg, a->kwdefaults[k].value);
		buf_putc(b, '\n');
	}
}

static void describe_semantics(struct buf *b, const struct spec_op *o)
{
	buf_puts(b, "type: ");
	put_rule(b, type_rule_names[o->type_rule.kind], &o->type_rule);
	buf_printf(b, "\nchecks:%s\n", o->n_checks ? "" : " none");
	for (unsigned i = 0; i < o->n_checks; i++) {
		buf_puts(b, "  ");
		put_rule(b, check_kind_names[o->checks[i].kind], &o->checks[i]);
		buf_putc(b, '\n');
	}
	buf_puts(b, "memory: ");
	put_memory(b, o);
	buf_puts(b, "\nflags:");
	if (!o->flags)
		buf_puts(b, " none");
	for (unsigned f = 0; f < OFB_COUNT; f++)
		if (o->flags & (1u << f))
			buf_printf(b, " %s", op_flag_names[f]);
	buf_putc(b, '\n');
	if (o->forbid_output_alias) {
		buf_puts(b, "forbid_output_alias: ");
		put_bits(b, o->forbid_output_alias);
		buf_putc(b, '\n');
	}
	if (o->arg_writes) {
		buf_puts(b, "arg_effects:");
		for (unsigned i = 0; i < 32; i++)
			if (o->arg_writes & (1u << i))
				buf_printf(b, " %u=%s", i,
					   o->arg_reads_too & (1u << i) ? "read_write" : "write");
		buf_putc(b, '\n');
	}
	if (o->write_channel)
		buf_printf(b, "write_channel: %s\n", o->write_channel);
	if (o->core_affinity)
		buf_printf(b, "core_affinity: %s\n", o->core_affinity);
	if (o->cross_core_role)
		buf_printf(b, "cross_core_role: %s\n", o->cross_core_role);
	if (o->comm_role)
		buf_printf(b, "comm_role: %s\n", o->comm_role);
}

/* The parts a backend may override, each marked when it is overridden. */
static void describe_backend_parts(struct buf *b, const be_t *be, unsigned op)
{
	const struct spec_op_override *ov = be_op_override(be, op);
	buf_puts(b, "layout: ");
	put_layout(b, be ? be_op_layout(be, op)
			 : (struct be_layout_slots){spec_ops[op].layout_in, spec_ops[op].layout_out});
	if (ov && ov->has_layout)
		buf_printf(b, " (%s override)", be->name);
	buf_puts(b, "\nscratch: ");
	put_scratch_rule(b, be_op_scratch_rule(be, op));
	if (ov && ov->has_scratch)
		buf_printf(b, " (%s override)", be->name);
	buf_printf(b, "\nemit: %s", emit_kind_names[be_op_emit(be, op)]);
	if (ov && ov->has_emit)
		buf_printf(b, " (%s override)", be->name);
	const struct spec_template *t = be_op_pto(be, op);
	buf_printf(b, "\npto: %s\n", t->source ? t->source : "none");
	if (spec_ops[op].emit_note && be_op_emit(be, op) == EK_unsupported)
		buf_printf(b, "emit_note: %s\n", spec_ops[op].emit_note);
}

static void backends_of(struct buf *b, unsigned op)
{
	bool first = true;
	for (unsigned i = 0; i < be_count(); i++)
		if (be_op_supported(be_at(i), op)) {
			buf_printf(b, "%s%s", first ? "" : ", ", be_at(i)->name);
			first = false;
		}
	if (first)
		buf_puts(b, "none");
}

static const char describe_help[] =
	"usage: ptoc describe-op NAME [--backend B]\n"
	"\n"
	"Prints op NAME's definition: operands, kwargs, aliases, type rule, checks,\n"
	"memory rule and flags, then the parts a backend may override (layout\n"
	"slots, scratch rule, emit kind, PTO template), each marked where backend\n"
	"B overrides it, and the backends that register the op.\n"
	"\n"
	"options:\n"
	"  --backend B   the backend whose view is printed (default `none`: the\n"
	"                op's own definition)\n";

int cmd_describe_op(int argc, char **argv)
{
	const char *bname = NULL, *name = NULL;
	for (int i = 1; i < argc; i++) {
		if (cli_help(argv[i], describe_help))
			return 0;
		int r = cli_opt_value(argc, argv, &i, "--backend", &bname);
		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		if (argv[i][0] == '-')
			return cli_usage(argv[0], "unknown option '%s'", argv[i]);
		if (!name)
			name = argv[i];
		else if (!is_golden_case(argv[i]))
			return cli_usage(argv[0], "unexpected argument '%s'", argv[i]);
	}
	if (!name)
		return cli_usage(argv[0], "usage: ptoc describe-op NAME [--backend B]");
	const be_t *be;
	int op, st;
	if ((st = resolve_backend(bname, &be)) || (st = resolve_op(name, &op)))
		return st;
	if (!be_op_supported(be, (unsigned)op)) {
		diag_plain("op '%s' is not registered by backend '%s'", name, be->name);
		return 1;
	}
	const struct spec_op *o = &spec_ops[op];
	struct buf b = {0};
	buf_printf(&b, "op: %s\n", o->name);
	if (be)
		buf_printf(&b, "backend: %s\n", be->name);
	if (o->doc)
		buf_printf(&b, "doc: %s\n", o->doc);
	buf_printf(&b, "level: %s\nspelling: %s\n", op_level_titles[o->level], o->spelling);
	for (unsigned i = 0; i < o->n_lowers; i++) {
		buf_printf(&b, "lowers to: %s", spec_ops[o->lowers[i].op].name);
		put_lower_when(&b, o, &o->lowers[i]);
		buf_putc(&b, '\n');
	}
	buf_printf(&b, "category: %s\nop_category: %s\n", o->category, o->op_category);
	describe_signature(&b, o);
	describe_semantics(&b, o);
	describe_backend_parts(&b, be, (unsigned)op);
	buf_puts(&b, "backends: ");
	backends_of(&b, (unsigned)op);
	buf_putc(&b, '\n');
	fputs(b.data, stdout);
	buf_free(&b);
	return 0;
}

/* ---- ptoc backends ---- */

static const char backends_help[] =
	"usage: ptoc backends\n"
	"\n"
	"Lists the backends of specs/backends, each with its aliases.  Any\n"
	"command's --backend takes a name or an alias.\n";

int cmd_backends(int argc, char **argv)
{
	int st = no_args(argc, argv, backends_help);
	if (st >= 0)
		return st;
	for (unsigned i = 0; i < be_count(); i++) {
		const be_t *be = be_at(i);
		printf("%s", be->name);
		for (unsigned a = 0; a < be->n_aliases; a++)
			printf("%s%s", a ? ", " : " (aliases: ", be->aliases[a]);
		printf("%s\n", be->n_aliases ? ")" : "");
	}
	return 0;
}

/* ---- ptoc backend-info ---- */

static void json_str(struct buf *b, const char *s)
{
	buf_putc(b, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			buf_printf(b, "\\%c", c);
		else if (c < 0x20)
			buf_printf(b, "\\u%04x", c);
		else
			buf_putc(b, (char)c);
	}
	buf_putc(b, '"');
}

/* One "key": value member; `first` tracks the comma. */
static void json_key(struct buf *b, int indent, bool *first, const char *key)
{
	buf_printf(b, "%s\n%*s", *first ? "" : ",", indent, "");
	*first = false;
	json_str(b, key);
	buf_puts(b, ": ");
}

static void info_json_catalog(struct buf *b, const be_t *be)
{
	const struct spec_kv *kv;
	unsigned n = be_sync_catalog(be, &kv);
	bool first = true;
	buf_puts(b, "{");
	json_key(b, 4, &first, "name");
	json_str(b, be_sync_catalog_name(be));
	json_key(b, 4, &first, "entries");
	buf_puts(b, "{");
	bool f2 = true;
	for (unsigned i = 0; i < n; i++) {
		json_key(b, 6, &f2, kv[i].key);
		buf_printf(b, "%" PRId64, kv[i].value);
	}
	buf_puts(b, f2 ? "}" : "\n    }");
	buf_puts(b, "\n  }");
}

static void info_json_xview(struct buf *b, const be_t *be)
{
	bool first = true;
	buf_puts(b, "{");
	for (unsigned m = 0; m < MS_COUNT; m++) {
		struct be_layout v = {TL_COUNT, TL_COUNT};
		json_key(b, 4, &first, memspace_names[m]);
		if (!be_cross_core_view(be, (enum memspace)m, &v))
			json_str(b, "error");
		else if (v.blayout == TL_COUNT)
			json_str(b, "keep");
		else
			buf_printf(b, "{\"blayout\": \"%s\", \"slayout\": \"%s\"}",
				   tile_layout_names[v.blayout], tile_layout_names[v.slayout]);
	}
	buf_puts(b, "\n  }");
}

/* Capacity and alignment per memory space (0: not modelled), dies, cores. */
static void info_json_soc(struct buf *b, const be_t *be, bool *first)
{
	static const char *const per_space[] = {"capacity_bytes", "alignment_bytes"};
	bool f2;
	for (unsigned k = 0; k < 2; k++) {
		json_key(b, 2, first, per_space[k]);
		f2 = true;
		buf_putc(b, '{');
		for (unsigned m = 0; m < MS_COUNT; m++) {
			json_key(b, 4, &f2, memspace_names[m]);
			buf_printf(b, "%" PRIu64, k == 0 ? be_capacity_bytes(be, (enum memspace)m)
						       : (uint64_t)be_mem_alignment(be, (enum memspace)m));
		}
		buf_puts(b, "\n  }");
	}
	json_key(b, 2, first, "dies");
	buf_printf(b, "%u", be_dies(be));
	json_key(b, 2, first, "core_count");
	f2 = true;
	buf_putc(b, '{');
	for (unsigned t = 0; t < CORE_COUNT; t++) {
		json_key(b, 4, &f2, core_type_names[t]);
		buf_printf(b, "%u", be_core_count(be, (enum core_type)t));
	}
	buf_puts(b, "\n  }");
}

/* The fields of a backend's l0_tiling, as its spec names them. */
#define L0F(f, k) {#f, offsetof(struct spec_l0_tiling, f), k}
static const struct {
	const char *name;
	size_t off;
	char kind; /* 'u': uint16_t, 'd': double */
} l0_fields[] = {
	L0F(fractal_alignment, 'u'), L0F(min_tile_dim, 'u'), L0F(bw_l0a, 'd'),
	L0F(bw_l0b, 'd'), L0F(bw_drain, 'd'), L0F(drain_fixed_cycles, 'd'),
	L0F(drain_row_cycles, 'd'), L0F(drain_penalty_cycles, 'd'), L0F(drain_c0_bytes, 'u'),
	L0F(mad_head_cycles, 'u'), L0F(mad_k_fractal_bytes, 'u'), L0F(mad_fp32_passes, 'u'),
};
#undef L0F

/* Appends the value of l0_fields[i] of `t`. */
static void put_l0_field(struct buf *b, const struct spec_l0_tiling *t, unsigned i)
{
	const char *p = (const char *)t + l0_fields[i].off;
	if (l0_fields[i].kind == 'u') {
		uint16_t v;
		memcpy(&v, p, sizeof v);
		buf_printf(b, "%u", (unsigned)v);
	} else {
		double v;
		memcpy(&v, p, sizeof v);
		char txt[40];
		for (int prec = 1; prec <= 17; prec++) { /* the shortest text that reads back as v */
			snprintf(txt, sizeof txt, "%.*g", prec, v);
			if (strtod(txt, NULL) == v)
				break;
		}
		buf_puts(b, txt);
	}
}

static void backend_info_json(struct buf *b, const be_t *be)
{
	bool first = true;
	const char *const *flags;
	unsigned nflags = be_extra_ptoas_flags(be, &flags);
	buf_puts(b, "{");
	json_key(b, 2, &first, "name");
	json_str(b, be->name);
	json_key(b, 2, &first, "aliases");
	buf_putc(b, '[');
	for (unsigned a = 0; a < be->n_aliases; a++) {
		buf_puts(b, a ? ", " : "");
		json_str(b, be->aliases[a]);
	}
	buf_putc(b, ']');
	for (unsigned c = 0; c < CAP_STR_COUNT; c++) {
		json_key(b, 2, &first, cap_str_names[c]);
		json_str(b, be_cap_str(be, (enum cap_str)c));
		if (c == CAPS_pto_target_arch) {
			json_key(b, 2, &first, "sync_resource_catalog");
			info_json_catalog(b, be);
		}
	}
	json_key(b, 2, &first, "extra_ptoas_flags");
	buf_putc(b, '[');
	for (unsigned i = 0; i < nflags; i++) {
		buf_puts(b, i ? ", " : "");
		json_str(b, flags[i]);
	}
	buf_putc(b, ']');
	for (unsigned c = 0; c < CAP_BOOL_COUNT; c++) {
		json_key(b, 2, &first, cap_bool_names[c]);
		buf_puts(b, be_cap(be, (enum cap_bool)c) ? "true" : "false");
	}
	json_key(b, 2, &first, "l0c_m_alignment");
	bool f2 = true;
	buf_putc(b, '{');
	for (unsigned d = 0; d < DT_COUNT; d++) {
		json_key(b, 4, &f2, dtype_infos[d].name);
		buf_printf(b, "%u", be_l0c_m_alignment(be, (enum dtype)d));
	}
	buf_puts(b, "\n  }");
	json_key(b, 2, &first, "l0_tiling");
	const struct spec_l0_tiling *l0 = be_l0_tiling(be);
	if (!l0) {
		buf_puts(b, "null");
	} else {
		bool f3 = true;
		buf_putc(b, '{');
		for (unsigned i = 0; i < sizeof l0_fields / sizeof *l0_fields; i++) {
			json_key(b, 4, &f3, l0_fields[i].name);
			put_l0_field(b, l0, i);
		}
		buf_puts(b, "\n  }");
	}
	json_key(b, 2, &first, "cross_core_transfer_view");
	info_json_xview(b, be);
	info_json_soc(b, be, &first);
	json_key(b, 2, &first, "incore_4bit_dtypes");
	buf_putc(b, '[');
	for (unsigned i = 0; i < be->n_incore_4bit_dtypes; i++) {
		buf_puts(b, i ? ", " : "");
		json_str(b, dtype_infos[be->incore_4bit_dtypes[i]].name);
	}
	buf_putc(b, ']');
	json_key(b, 2, &first, "incore_4bit_note");
	json_str(b, be_incore_4bit_note(be));
	json_key(b, 2, &first, "min_ptoas_version");
	json_str(b, be_min_ptoas_version(be));
	buf_puts(b, "\n}\n");
}

static void backend_info_text(struct buf *b, const be_t *be)
{
	const char *const *flags;
	unsigned nflags = be_extra_ptoas_flags(be, &flags);
	buf_printf(b, "name: %s\naliases:", be->name);
	for (unsigned a = 0; a < be->n_aliases; a++)
		buf_printf(b, " %s", be->aliases[a]);
	buf_putc(b, '\n');
	for (unsigned c = 0; c < CAP_STR_COUNT; c++)
		buf_printf(b, "%s: %s\n", cap_str_names[c], be_cap_str(be, (enum cap_str)c));
	buf_printf(b, "sync_resource_catalog: %s\n", be_sync_catalog_name(be));
	const struct spec_kv *kv;
	unsigned n = be_sync_catalog(be, &kv);
	for (unsigned i = 0; i < n; i++)
		buf_printf(b, "  %s: %" PRId64 "\n", kv[i].key, kv[i].value);
	buf_puts(b, "extra_ptoas_flags:");
	for (unsigned i = 0; i < nflags; i++)
		buf_printf(b, " %s", flags[i]);
	buf_putc(b, '\n');
	for (unsigned c = 0; c < CAP_BOOL_COUNT; c++)
		buf_printf(b, "%s: %s\n", cap_bool_names[c],
			   be_cap(be, (enum cap_bool)c) ? "true" : "false");
	buf_printf(b, "l0c_m_alignment: FP32 %u, INT32 %u\n", be_l0c_m_alignment(be, DT_FP32),
		   be_l0c_m_alignment(be, DT_INT32));
	const struct spec_l0_tiling *l0 = be_l0_tiling(be);
	buf_puts(b, "l0_tiling:");
	for (unsigned i = 0; l0 && i < sizeof l0_fields / sizeof *l0_fields; i++) {
		buf_printf(b, " %s=", l0_fields[i].name);
		put_l0_field(b, l0, i);
	}
	buf_puts(b, l0 ? "\n" : " none (no M/N tiling of matmuls)\n");
	buf_puts(b, "cross_core_transfer_view:");
	for (unsigned m = 0; m < MS_COUNT; m++) {
		struct be_layout v = {TL_COUNT, TL_COUNT};
		if (!be_cross_core_view(be, (enum memspace)m, &v))
			continue;
		if (v.blayout == TL_COUNT)
			buf_printf(b, " %s=keep", memspace_names[m]);
		else
			buf_printf(b, " %s=%s/%s", memspace_names[m], tile_layout_names[v.blayout],
				   tile_layout_names[v.slayout]);
	}
	buf_printf(b, " (others: error)\ndies: %u\n", be_dies(be));
	for (unsigned t = 0; t < CORE_COUNT; t++)
		buf_printf(b, "cores %s: %u\n", core_type_names[t],
			   be_core_count(be, (enum core_type)t));
	for (unsigned m = 0; m < MS_COUNT; m++) {
		uint64_t cap = be_capacity_bytes(be, (enum memspace)m);
		if (cap)
			buf_printf(b, "capacity %s: %" PRIu64 " bytes, align %u\n", memspace_names[m],
				   cap, be_mem_alignment(be, (enum memspace)m));
	}
	buf_puts(b, "incore_4bit_dtypes:");
	for (unsigned i = 0; i < be->n_incore_4bit_dtypes; i++)
		buf_printf(b, " %s", dtype_infos[be->incore_4bit_dtypes[i]].name);
	buf_printf(b, "%s\nincore_4bit_note: %s\n", be->n_incore_4bit_dtypes ? "" : " none",
		   be_incore_4bit_note(be));
	buf_printf(b, "min_ptoas_version: %s\n", be_min_ptoas_version(be));
}

static const char info_help[] =
	"usage: ptoc backend-info --backend B [--json]\n"
	"\n"
	"Prints what backend B's spec says: name and aliases, capability strings\n"
	"and flags, sync resource catalog, extra ptoas flags, L0C alignment,\n"
	"cross-core transfer views, dies, cores, memory capacities and\n"
	"alignments, 4-bit dtypes and the minimum ptoas version.\n"
	"\n"
	"options:\n"
	"  --backend B   the backend (a name or an alias)\n"
	"  --json        one JSON object instead of text\n";

int cmd_backend_info(int argc, char **argv)
{
	const char *bname = NULL;
	bool json = false;
	for (int i = 1; i < argc; i++) {
		if (cli_help(argv[i], info_help))
			return 0;
		int r = cli_opt_value(argc, argv, &i, "--backend", &bname);
		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--json") == 0)
			json = true;
		else if (!is_golden_case(argv[i]))
			return cli_usage(argv[0], "unexpected argument '%s'", argv[i]);
	}
	if (!bname || strcmp(bname, "none") == 0)
		return cli_usage(argv[0], "usage: ptoc backend-info --backend B [--json]");
	const be_t *be;
	int st = resolve_backend(bname, &be);
	if (st)
		return st;
	struct buf b = {0};
	if (json)
		backend_info_json(&b, be);
	else
		backend_info_text(&b, be);
	fputs(b.data, stdout);
	buf_free(&b);
	return 0;
}

/* ---- ptoc plan-scratch ---- */

/* dims := '[' dim {',' dim} ']' ; dim := INT | '?' | IDENT (symbolic: dynamic) */
static const char *parse_dims(const char *s, int64_t *dims, int *rank)
{
	*rank = 0;
	while (isspace((unsigned char)*s))
		s++;
	if (*s++ != '[')
		return NULL;
	for (;;) {
		while (isspace((unsigned char)*s))
			s++;
		if (*rank == BE_MAX_RANK)
			return NULL;
		if (isdigit((unsigned char)*s)) {
			char *end;
			errno = 0;
			dims[(*rank)++] = strtoll(s, &end, 10);
			if (errno == ERANGE)
				return NULL; /* never clamped */
			s = end;
		} else if (*s == '?' || isalpha((unsigned char)*s) || *s == '_') {
			dims[(*rank)++] = BE_DYN;
			s++;
			while (isalnum((unsigned char)*s) || *s == '_')
				s++;
		} else {
			return NULL;
		}
		while (isspace((unsigned char)*s))
			s++;
		if (*s == ']')
			return s + 1;
		if (*s++ != ',')
			return NULL;
	}
}

/* tile := DTYPE dims ['valid' dims], e.g. "FP32[4,128] valid [3,96]" */
static bool parse_tile(const char *s, struct be_tile *t)
{
	char name[32];
	size_t n = 0;
	while (isspace((unsigned char)*s))
		s++;
	while ((isalnum((unsigned char)*s) || *s == '_') && n + 1 < sizeof name)
		name[n++] = *s++;
	name[n] = 0;
	t->dtype = dtype_lookup(name);
	if (t->dtype < 0 || !(s = parse_dims(s, t->shape, &t->rank)))
		return false;
	memcpy(t->valid, t->shape, sizeof t->valid);
	while (isspace((unsigned char)*s))
		s++;
	if (strncmp(s, "valid", 5) == 0) {
		int vr;
		if (!(s = parse_dims(s + 5, t->valid, &vr)) || vr != t->rank)
			return false;
	}
	while (isspace((unsigned char)*s))
		s++;
	return *s == 0;
}

static int parse_dtype_opt(const char *cmd, const char *opt, const char *v, int *dt)
{
	if (!v)
		return 0;
	*dt = dtype_lookup(v);
	if (*dt < 0)
		return cli_usage(cmd, "%s: unknown dtype '%s'", opt, v);
	return 0;
}

struct plan_args {
	const char *backend, *op, *dtype, *cols, *source, *target, *source_dtype;
	bool saturating;
};

static const char plan_help[] =
	"usage: ptoc plan-scratch [--backend B] OP [options]\n"
	"\n"
	"Answers the scratch-tile query of OP (tile.sel, tile.sels, tile.cast) for\n"
	"backend B: `Required DTYPE [rows, cols]`, or the kind of answer when no\n"
	"scratch tile is needed.\n"
	"\n"
	"options:\n"
	"  --backend B        the backend (default `none`)\n"
	"  --dtype DT         the element dtype\n"
	"  --source-cols N    columns of the source tile, a positive integer (`?` or\n"
	"                     a name: dynamic)\n"
	"  --source 'DT[r, c] valid [r, c]'\n"
	"                     the source tile; gives --dtype and --source-cols when\n"
	"                     they are not given\n"
	"  --target DT        tile.cast: the target dtype\n"
	"  --source-dtype DT  tile.cast: the source dtype\n"
	"  --saturating       tile.cast: a saturating conversion\n";

/* 1 when help was printed, 0, or the exit status of a usage error. */
static int plan_parse_args(int argc, char **argv, struct plan_args *a)
{
	static const char *const opts[] = {"--backend", "--dtype", "--source-cols", "--source",
					   "--target", "--source-dtype"};
	const char **dst[] = {&a->backend, &a->dtype, &a->cols, &a->source, &a->target,
			      &a->source_dtype};
	for (int i = 1; i < argc; i++) {
		int r = 0;
		if (cli_help(argv[i], plan_help))
			return 1;
		for (unsigned k = 0; k < sizeof opts / sizeof *opts && r == 0; k++)
			r = cli_opt_value(argc, argv, &i, opts[k], dst[k]);
		if (r < 0)
			return 2;
		if (r > 0)
			continue;
		if (strcmp(argv[i], "--saturating") == 0)
			a->saturating = true;
		else if (argv[i][0] == '-')
			return cli_usage(argv[0], "unknown option '%s'", argv[i]);
		else if (!a->op)
			a->op = argv[i];
		else if (!is_golden_case(argv[i]))
			return cli_usage(argv[0], "unexpected argument '%s'", argv[i]);
	}
	if (!a->op)
		return cli_usage(argv[0], "usage: ptoc plan-scratch [--backend B] OP [--dtype DT] "
			"[--source-cols N] [--source 'DT[r,c] valid [r,c]'] [--target DT] "
			"[--saturating] [--source-dtype DT]");
	return 0;
}

/* Fills the query from the arguments; a source tile also supplies the
 * element dtype and physical columns when those are not given. */
static int plan_build_query(const char *cmd, const struct plan_args *a,
			    struct be_scratch_query *q, struct be_tile *tile)
{
	be_query_init(q);
	int st = parse_dtype_opt(cmd, "--dtype", a->dtype, &q->dtype);
	if (!st)
		st = parse_dtype_opt(cmd, "--target", a->target, &q->target_dtype);
	if (!st)
		st = parse_dtype_opt(cmd, "--source-dtype", a->source_dtype, &q->source_dtype);
	if (st)
		return st;
	if (a->cols) {
		char *end;
		errno = 0;
		q->source_cols = strtoll(a->cols, &end, 10);
		if (strcmp(a->cols, "?") == 0 || isalpha((unsigned char)a->cols[0]))
			q->source_cols = BE_DYN; /* symbolic: dynamic */
		else if (*end || end == a->cols || q->source_cols <= 0 || errno == ERANGE)
			return cli_usage(cmd, "--source-cols: expected a positive integer, '?' or a symbol, got '%s'",
					 a->cols);
	}
	if (a->source) {
		if (!parse_tile(a->source, tile))
			return cli_usage(cmd, "--source: expected 'DTYPE[d, ...] [valid [d, ...]]', got '%s'",
					 a->source);
		q->source = tile;
		if (q->dtype == BE_ABSENT)
			q->dtype = tile->dtype;
		if (q->source_cols == BE_ABSENT)
			q->source_cols = tile->shape[tile->rank - 1];
	}
	q->saturating = a->saturating;
	return 0;
}

int cmd_plan_scratch(int argc, char **argv)
{
	struct plan_args a = {0};
	struct be_scratch_query q;
	struct be_tile tile;
	int st = plan_parse_args(argc, argv, &a);
	if (st == 1)
		return 0;
	if (!st)
		st = plan_build_query(argv[0], &a, &q, &tile);
	if (st)
		return st;
	const be_t *be;
	int op;
	if ((st = resolve_backend(a.backend, &be)) || (st = resolve_op(a.op, &op)))
		return st;
	struct be_scratch_plan p = be_plan_scratch(be, (unsigned)op, &q);
	if (p.kind == BE_ERROR) {
		diag_plain("%s", p.error);
		return 1;
	}
	if (p.kind == BE_REQUIRED)
		printf("Required %s [%" PRId64 ", %" PRId64 "]\n", dtype_infos[p.dtype].name, p.rows,
		       p.cols);
	else
		printf("%s\n", be_scratch_kind_name(p.kind));
	return 0;
}

/* ---- ptoc docs ---- */

/* Text on one Markdown line (used outside tables, so '|' needs no escape). */
static void md_line(struct buf *b, const char *s)
{
	for (; *s; s++)
		buf_putc(b, *s == '\n' ? ' ' : *s);
}

static void docs_backends(struct buf *b)
{
	buf_puts(b, "## Backends\n\n| backend | aliases | target arch | ops | 4-bit dtypes in kernels |\n"
		    "|---|---|---|---|---|\n");
	for (unsigned i = 0; i < be_count(); i++) {
		const be_t *be = be_at(i);
		unsigned n = 0;
		for (unsigned op = 0; op < spec_n_ops; op++)
			n += be_op_supported(be, op);
		buf_printf(b, "| %s | ", be->name);
		for (unsigned a = 0; a < be->n_aliases; a++)
			buf_printf(b, "%s%s", a ? ", " : "", be->aliases[a]);
		buf_printf(b, " | %s | %u | ", be_target_arch(be), n);
		for (unsigned i = 0; i < be->n_incore_4bit_dtypes; i++)
			buf_printf(b, "%s%s", i ? ", " : "", dtype_infos[be->incore_4bit_dtypes[i]].name);
		buf_puts(b, be->n_incore_4bit_dtypes ? " |\n" : "none |\n");
	}
	buf_puts(b, "\n");
}

/* [`tile.add`](#tileadd): a link to the op's section (GitHub anchors drop
 * the dots). */
static void put_op_link(struct buf *b, const char *name)
{
	buf_printf(b, "[`%s`](#", name);
	for (const char *s = name; *s; s++)
		if (*s != '.')
			buf_putc(b, *s);
	buf_putc(b, ')');
}

/* The end of the level group of idx[i]: the first k > i of another level. */
static unsigned level_end(const unsigned *idx, unsigned i)
{
	unsigned k = i;
	while (k < spec_n_ops && spec_ops[idx[k]].level == spec_ops[idx[i]].level)
		k++;
	return k;
}

static void docs_matrix_row(struct buf *b, unsigned op)
{
	buf_puts(b, "| ");
	put_op_link(b, spec_ops[op].name);
	buf_printf(b, " | %s |", spec_ops[op].category);
	for (unsigned i = 0; i < be_count(); i++) {
		const be_t *be = be_at(i);
		if (!be_op_supported(be, op)) {
			buf_puts(b, " — |");
			continue;
		}
		const struct spec_rule *r = be_op_scratch_rule(be, op);
		buf_puts(b, spec_ops[op].emit == EK_unsupported ? " no PTO" : " yes");
		if (r->kind < SR_COUNT) {
			buf_puts(b, " (scratch: ");
			put_scratch_rule(b, r);
			buf_putc(b, ')');
		}
		buf_puts(b, " |");
	}
	buf_putc(b, '\n');
}

static void docs_matrix(struct buf *b, const unsigned *idx)
{
	buf_puts(b, "## Support matrix\n\n`yes` = registered; `no PTO` = registered, but the op "
		    "has no PTO form (a pass lowers it, or it is an error in a kernel that reaches "
		    "codegen); a scratch rule is shown where the backend has one.\n\n");
	for (unsigned i = 0, j; i < spec_n_ops; i = j) {
		j = level_end(idx, i);
		buf_printf(b, "### %s ops (%u)\n\n| op | category |",
			   op_level_titles[spec_ops[idx[i]].level], j - i);
		for (unsigned k = 0; k < be_count(); k++)
			buf_printf(b, " %s |", be_at(k)->name);
		buf_puts(b, "\n|---|---|");
		for (unsigned k = 0; k < be_count(); k++)
			buf_puts(b, "---|");
		buf_putc(b, '\n');
		for (unsigned k = i; k < j; k++)
			docs_matrix_row(b, idx[k]);
		buf_puts(b, "\n");
	}
}

/* ---- ptoc docs: what ptoas takes of an op ---- */

struct words_in {
	const struct spec_ptoas_version *v;
	bool ok;
};

static void word_in(enum ptoas_word kind, const char *w, size_t n, void *ctx)
{
	struct words_in *c = ctx;
	if (!ptoas_has_word(c->v, kind, w, n))
		c->ok = false;
}

/* "A2/A3, ptoas < 0.60, first in Acc, `mode` = round" for rule r's arch and
 * version filters and its call filters (first arg's space, op o's kwarg). */
static void put_rule_scope(struct buf *b, const struct spec_op *o, const struct spec_ptoas_rule *r)
{
	const char *sep = "";
	for (unsigned a = 0; a < spec_n_ptoas_archs; a++)
		if (r->arch_mask >> a & 1) {
			buf_printf(b, "%s%s", sep, spec_ptoas_archs[a].title);
			sep = " and ";
		}
	if (!r->arch_mask)
		buf_puts(b, "every arch");
	char lo[16], hi[16];
	ptoas_version_text(r->when.lo, lo, sizeof lo);
	ptoas_version_text(r->when.hi, hi, sizeof hi);
	if (r->when.lo && r->when.hi)
		buf_printf(b, ", %s <= ptoas < %s", lo, hi);
	else if (r->when.lo)
		buf_printf(b, ", ptoas >= %s", lo);
	else if (r->when.hi)
		buf_printf(b, ", ptoas < %s", hi);
	for (int m = 0, first = 1; r->if_mem && m < MS_COUNT; m++)
		if (r->if_mem >> m & 1) {
			buf_printf(b, "%s%s", first ? ", first in " : "/", memspace_names[m]);
			first = 0;
		}
	if (r->if_kwarg >= 0 && r->if_kwarg < o->n_kwargs) {
		const struct spec_kwarg *k = &o->kwargs[r->if_kwarg];
		buf_printf(b, ", `%s` %s", k->name, r->n_if_values ? "=" : "set");
		for (unsigned i = 0; i < r->n_if_values; i++) {
			int32_t v = r->if_values[i];
			const struct spec_enum_value *ev = ir_enum_value(k->enum_id, v);
			const char *name = k->type == KT_dtype && v >= 0 && v < DT_COUNT ? dtype_infos[v].name
					   : ev ? ev->name : NULL;
			if (name)
				buf_printf(b, "%s%s", i ? "/" : " ", name);
			else
				buf_printf(b, "%s%" PRId32, i ? "/" : " ", v);
		}
	}
}

static void put_rule_arg(struct buf *b, const struct spec_op *o, int8_t a)
{
	if (a >= 0)
		buf_printf(b, "`%s`", a < o->n_operands ? o->operands[a].name : "?");
	else
		buf_puts(b, a == PTOAS_ARG_DST ? "result" : a == PTOAS_ARG_DST0 ? "result 0" : "result 1");
}

static const char *pto_dtype(int32_t d)
{
	return d >= 0 && d < DT_COUNT ? dtype_infos[d].mlir ? dtype_infos[d].mlir : dtype_infos[d].name : "?";
}

/* The ptoas versions whose words the op's form for them uses, its element
 * types per arch (dtype and dtype_tuple rules) and how many verifier rules
 * it has. */
static void docs_ptoas(struct buf *b, unsigned op)
{
	const struct spec_op *o = &spec_ops[op];
	const struct spec_ptoas_op *d = &spec_ptoas_ops[op];
	if (!o->pto.source && !d->n_forms)
		return;
	buf_puts(b, "\n- ptoas versions:");
	bool any = false;
	for (unsigned v = 0; v < spec_n_ptoas_versions; v++) {
		const struct spec_ptoas_version *ver = &spec_ptoas_versions[v];
		const struct spec_template *tp = &o->pto;
		for (unsigned k = 0; k < d->n_forms; k++)
			if (ptoas_in_range(d->forms[k].when, ver->code))
				tp = &d->forms[k].pto;
		struct words_in c = {ver, true};
		if (tp->source)
			ptoas_scan_words(tp->source, word_in, &c);
		bool rejected = false;
		for (unsigned i = 0; i < d->n_rules; i++)
			rejected = rejected || (d->rules[i].kind == PR_reject && !d->rules[i].arch_mask &&
						ptoas_in_range(d->rules[i].when, ver->code));
		if (c.ok && !rejected) {
			buf_printf(b, "%s %s", any ? "," : "", ver->name);
			any = true;
		}
	}
	if (!any)
		buf_puts(b, " none");
	for (unsigned i = 0; i < d->n_rules; i++) {
		const struct spec_ptoas_rule *r = &d->rules[i];
		if (r->kind != PR_dtype && r->kind != PR_dtype_tuple)
			continue;
		buf_puts(b, "\n  - element types (");
		put_rule_scope(b, o, r);
		buf_puts(b, "): ");
		if (r->kind == PR_dtype_tuple)
			buf_puts(b, "(");
		for (unsigned k = 0; k < r->n_args; k++) {
			buf_puts(b, k ? ", " : "");
			put_rule_arg(b, o, r->args[k]);
		}
		if (r->kind == PR_dtype) {
			buf_puts(b, ": ");
			for (unsigned k = 0; k < r->n_list; k++)
				buf_printf(b, "%s%s", k ? ", " : "", pto_dtype(r->list[k]));
		} else {
			buf_puts(b, ") one of ");
			for (unsigned k = 0; r->tuple && k + r->tuple <= r->n_list; k += r->tuple) {
				buf_puts(b, k ? ", (" : "(");
				for (unsigned j = 0; j < r->tuple; j++)
					buf_printf(b, "%s%s", j ? ", " : "", pto_dtype(r->list[k + j]));
				buf_puts(b, ")");
			}
		}
	}
	if (d->n_rules)
		buf_printf(b, "\n- ptoas verifier rules: %u, checked at the call before any ptoas runs", d->n_rules);
}

static void docs_op(struct buf *b, unsigned op)
{
	const struct spec_op *o = &spec_ops[op];
	buf_printf(b, "### %s\n\n", o->name);
	if (o->doc) {
		md_line(b, o->doc);
		buf_puts(b, "\n\n");
	}
	buf_printf(b, "- spellings: `%s`", o->spelling);
	for (unsigned i = 0; i < o->n_aliases; i++)
		if (strcmp(o->aliases[i].spelling, o->spelling) != 0) /* an alias of the
			op's own spelling only adds a positional form */
			buf_printf(b, ", `%s`", o->aliases[i].spelling);
	for (unsigned i = 0; i < o->n_lowers; i++) {
		buf_puts(b, i ? ", " : "\n- lowers to (ConvertTensorToTileOps): ");
		put_op_link(b, spec_ops[o->lowers[i].op].name);
		put_lower_when(b, o, &o->lowers[i]);
	}
	buf_printf(b, "\n- category: %s (%s)\n- operands:", o->category, o->op_category);
	for (unsigned i = 0; i < o->n_operands; i++) {
		const struct spec_operand *a = &o->operands[i];
		buf_printf(b, "%s `%s` (%s%s", i ? "," : "", a->name, operand_kind_names[a->kind],
			   a->optional ? ", optional" : "");
		if (a->mem) {
			buf_puts(b, ", ");
			put_mems(b, a->mem);
		}
		buf_putc(b, ')');
	}
	if (!o->n_operands)
		buf_puts(b, " none");
	if (o->n_kwargs) {
		buf_puts(b, "\n- kwargs:");
		for (unsigned i = 0; i < o->n_kwargs; i++) {
			const char *d = o->kwargs[i].def ? o->kwargs[i].def : o->kwargs[i].dsl_def;
			buf_printf(b, "%s `%s: %s%s%s`", i ? "," : "", o->kwargs[i].name,
				   kwarg_type_names[o->kwargs[i].type], d ? " = " : "", d ? d : "");
		}
	}
	buf_puts(b, "\n- result: `");
	put_rule(b, type_rule_names[o->type_rule.kind], &o->type_rule);
	buf_puts(b, "`\n- backends: ");
	backends_of(b, op);
	if (o->pto.source) {
		buf_puts(b, "\n- pto: `");
		md_line(b, o->pto.source);
		buf_putc(b, '`');
	}
	if (o->emit_note) {
		buf_puts(b, "\n- not emitted (emit: unsupported): ");
		md_line(b, o->emit_note);
	}
	docs_ptoas(b, op);
	buf_puts(b, "\n\n");
}

static const char docs_help[] =
	"usage: ptoc docs\n"
	"\n"
	"Writes the Markdown op reference to stdout: the backends, the support\n"
	"matrix and every op.  docs/ops.md is this output (`make docs`).\n";

int cmd_docs(int argc, char **argv)
{
	int st = no_args(argc, argv, docs_help);
	if (st >= 0)
		return st;
	unsigned *idx = sorted_ops();
	struct buf b = {0};
	buf_puts(&b, "# ptoc op reference\n\n"
		     "Generated by `ptoc docs` from the tables of `specs/` (`make docs`); "
		     "do not edit.\n\n");
	docs_backends(&b);
	docs_matrix(&b, idx);
	for (unsigned i = 0, j; i < spec_n_ops; i = j) {
		j = level_end(idx, i);
		buf_printf(&b, "## %s ops\n\n", op_level_titles[spec_ops[idx[i]].level]);
		for (unsigned k = i; k < j; k++)
			docs_op(&b, idx[k]);
	}
	fputs(b.data, stdout);
	buf_free(&b);
	free(idx);
	return 0;
}
