/* Pipeline: specs/pipeline.yaml -> IR properties, passes (property
 * bitmasks), memory planners and pass pipelines in gen/pipeline.c. */
#include <stdlib.h>
#include <string.h>

#include "specgen.h"

/* Sections of every pipeline file, in file order. */
static const struct sg_node **sec_props, **sec_passes, **sec_planners, **sec_pipes;
static int n_files, files_cap;

static struct spec_property props[64];
static const struct sg_node *prop_nodes[64];
int sg_n_props;
static struct spec_pass *passes;
static const struct sg_node **pass_nodes;
int sg_n_passes;
static struct spec_planner planners[32];
static const struct sg_node *planner_nodes[32];
int sg_n_planners;
static struct spec_pipeline *pipes;
int sg_n_pipelines;

static const char *const level_names[] = {"program", "function"};

void pipe_collect(const struct sg_node *root)
{
	if (!sg_keys(root, "pipeline", "properties passes planners pipelines", "") &&
	    root->kind != SG_MAP)
		return;
	if (n_files == files_cap) {
		files_cap = files_cap ? files_cap * 2 : 4;
		size_t sz = sizeof(struct sg_node *) * (size_t)files_cap;
		sec_props = realloc(sec_props, sz);
		sec_passes = realloc(sec_passes, sz);
		sec_planners = realloc(sec_planners, sz);
		sec_pipes = realloc(sec_pipes, sz);
		if (!sec_props || !sec_passes || !sec_planners || !sec_pipes)
			abort();
	}
	sec_props[n_files] = sg_get(root, "properties");
	sec_passes[n_files] = sg_get(root, "passes");
	sec_planners[n_files] = sg_get(root, "planners");
	sec_pipes[n_files++] = sg_get(root, "pipelines");
}

static bool dup_name(const struct sg_node *nm, const char *who,
		     const struct sg_node *const *seen, int n)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(seen[i]->value, nm->value)) {
			sg_error(nm, who, "duplicate name '%s' (first at %s:%d)", nm->value,
				 seen[i]->file, seen[i]->line);
			return true;
		}
	return false;
}

/* property := {name, verified?: bool, structural?: bool} */
static void parse_props(const struct sg_node *v)
{
	const char *who = "properties";
	if (!sg_is_seq(v, who))
		return;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		if (!sg_keys(it, who, "name verified structural", "name"))
			continue;
		const struct sg_node *nm = sg_get(it, "name"), *vf = sg_get(it, "verified"),
				     *st = sg_get(it, "structural");
		if (!sg_ident(nm, who, false) || dup_name(nm, who, prop_nodes, sg_n_props))
			continue;
		if (sg_n_props == 64) {
			sg_error(nm, who, "at most 64 properties (they are bits of a uint64_t)");
			return;
		}
		const char *pw = sg_fmt("property %s: verified", nm->value);
		bool b = false, s = false;
		if (vf)
			sg_bool(vf, pw, &b);
		if (st)
			sg_bool(st, sg_fmt("property %s: structural", nm->value), &s);
		prop_nodes[sg_n_props] = nm;
		props[sg_n_props++] = (struct spec_property){nm->value, b, s};
	}
}

static uint64_t prop_mask(const struct sg_node *v, const char *who)
{
	uint64_t m = 0;
	if (!v || !sg_is_seq(v, who))
		return 0;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		if (!sg_str(it, who))
			continue;
		int k = 0;
		while (k < sg_n_props && strcmp(props[k].name, it->value))
			k++;
		if (k == sg_n_props)
			sg_error(it, who, "unknown property '%s' (declare it under 'properties:')",
				 it->value);
		else
			m |= (uint64_t)1 << k;
	}
	return m;
}

/* pass := {name, display, level: program|function, required?, produced?, invalidated?,
 *          deepens?} */
static void parse_passes(const struct sg_node *v)
{
	if (!sg_is_seq(v, "passes"))
		return;
	passes = realloc(passes, sizeof *passes * (size_t)(sg_n_passes + v->n + 1));
	pass_nodes = realloc(pass_nodes, sizeof *pass_nodes * (size_t)(sg_n_passes + v->n + 1));
	if (!passes || !pass_nodes)
		abort();
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		const struct sg_node *nm = sg_get(it, "name");
		const char *who = nm && nm->kind == SG_SCALAR ? sg_fmt("pass %s", nm->value) : "passes";
		if (!sg_keys(it, who, "name display level required produced invalidated deepens",
			     "name display level"))
			continue;
		if (!sg_ident(nm, who, false) || dup_name(nm, "passes", pass_nodes, sg_n_passes))
			continue;
		struct spec_pass p = {.name = nm->value};
		p.display = sg_str(sg_get(it, "display"), sg_fmt("%s: display", who));
		int lv = sg_enum(sg_get(it, "level"), sg_fmt("%s: level", who), "pass level",
				 level_names, 2);
		p.level = lv == 1 ? PASS_FUNCTION : PASS_PROGRAM;
		p.required = prop_mask(sg_get(it, "required"), sg_fmt("%s: required", who));
		p.produced = prop_mask(sg_get(it, "produced"), sg_fmt("%s: produced", who));
		p.invalidated = prop_mask(sg_get(it, "invalidated"), sg_fmt("%s: invalidated", who));
		const struct sg_node *dp = sg_get(it, "deepens");
		if (dp)
			sg_bool(dp, sg_fmt("%s: deepens", who), &p.deepens);
		pass_nodes[sg_n_passes] = nm;
		passes[sg_n_passes++] = p;
	}
}

/* planner := {name, emit_addr?, reserve_auto?, ptoas_level?} */
static void parse_planners(const struct sg_node *v)
{
	if (!sg_is_seq(v, "planners"))
		return;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		const struct sg_node *nm = sg_get(it, "name");
		const char *who = nm && nm->kind == SG_SCALAR ? sg_fmt("planner %s", nm->value) : "planners";
		if (!sg_keys(it, who, "name emit_addr reserve_auto ptoas_level", "name"))
			continue;
		if (!sg_ident(nm, who, false) || dup_name(nm, "planners", planner_nodes, sg_n_planners))
			continue;
		if (sg_n_planners == 32) {
			sg_error(nm, who, "at most 32 planners (they are bits of a uint32_t)");
			return;
		}
		struct spec_planner p = {.name = nm->value};
		const struct sg_node *x;
		if ((x = sg_get(it, "emit_addr")))
			sg_bool(x, sg_fmt("%s: emit_addr", who), &p.emit_addr);
		if ((x = sg_get(it, "reserve_auto")))
			sg_bool(x, sg_fmt("%s: reserve_auto", who), &p.reserve_auto);
		if ((x = sg_get(it, "ptoas_level")))
			p.ptoas_level = sg_str(x, sg_fmt("%s: ptoas_level", who));
		planner_nodes[sg_n_planners] = nm;
		planners[sg_n_planners++] = p;
	}
}

/* pipelines := {NAME: [{pass: P, skip?: [planner...]}]} */
static void parse_pipes(const struct sg_node *v)
{
	if (!sg_is_map(v, "pipelines"))
		return;
	pipes = realloc(pipes, sizeof *pipes * (size_t)(sg_n_pipelines + v->n + 1));
	if (!pipes)
		abort();
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *k = v->keys[i], *l = v->vals[i];
		const char *who = sg_fmt("pipeline %s", k->value);
		if (!sg_ident(k, who, false))
			continue;
		for (int j = 0; j < sg_n_pipelines; j++)
			if (!strcmp(pipes[j].name, k->value))
				sg_error(k, who, "duplicate pipeline");
		if (!sg_is_seq(l, who))
			continue;
		struct spec_pipeline_entry *e = sg_alloc(sizeof *e * (size_t)(l->n + 1));
		int n = 0;
		for (int j = 0; j < l->n; j++) {
			const struct sg_node *it = l->items[j];
			if (!sg_keys(it, who, "pass skip", "pass"))
				continue;
			const struct sg_node *ps = sg_get(it, "pass"), *sk = sg_get(it, "skip");
			if (!sg_str(ps, who))
				continue;
			int p = 0;
			while (p < sg_n_passes && strcmp(passes[p].name, ps->value))
				p++;
			if (p == sg_n_passes) {
				sg_error(ps, who, "unknown pass '%s' (declare it under 'passes:')",
					 ps->value);
				continue;
			}
			e[n] = (struct spec_pipeline_entry){.pass = (uint16_t)p};
			if (sk && sg_is_seq(sk, sg_fmt("%s: skip", who)))
				for (int q = 0; q < sk->n; q++) {
					int pl = 0;
					if (!sg_str(sk->items[q], who))
						continue;
					while (pl < sg_n_planners && strcmp(planners[pl].name, sk->items[q]->value))
						pl++;
					if (pl == sg_n_planners)
						sg_error(sk->items[q], sg_fmt("%s: skip", who),
							 "unknown planner '%s'", sk->items[q]->value);
					else
						e[n].skip_planners |= 1u << pl;
				}
			n++;
		}
		pipes[sg_n_pipelines++] = (struct spec_pipeline){k->value, (uint16_t)n, n ? e : NULL};
	}
}

void pipe_check(void)
{
	for (int i = 0; i < n_files; i++)
		if (sec_props[i])
			parse_props(sec_props[i]);
	for (int i = 0; i < n_files; i++)
		if (sec_planners[i])
			parse_planners(sec_planners[i]);
	for (int i = 0; i < n_files; i++)
		if (sec_passes[i])
			parse_passes(sec_passes[i]);
	for (int i = 0; i < n_files; i++)
		if (sec_pipes[i])
			parse_pipes(sec_pipes[i]);
}

/* ---- writer ---- */

static void print_pmask(struct sg_out *o, uint64_t m)
{
	if (!m) {
		sg_printf(o, "0");
		return;
	}
	bool first = true;
	for (int i = 0; i < sg_n_props; i++)
		if (m & ((uint64_t)1 << i)) {
			sg_printf(o, "%s(UINT64_C(1) << PROP_%s)", first ? "" : " | ", props[i].name);
			first = false;
		}
}

void pipe_write(void)
{
	struct sg_out *o = sg_out_open("pipeline.c");
	sg_printf(o, BANNER "#include <stddef.h>\n#include <stdint.h>\n\n#include \"spec.h\"\n"
		     "#include \"spec_ids.h\"\n\n");
	if (!sg_n_props) {
		sg_printf(o, "const struct spec_property spec_properties[1];\n");
	} else {
		sg_printf(o, "const struct spec_property spec_properties[] = {\n");
		for (int i = 0; i < sg_n_props; i++) {
			sg_printf(o, "\t[PROP_%s] = {", props[i].name);
			sg_cstr(o, props[i].name);
			sg_printf(o, ", %s, %s},\n", props[i].verified ? "true" : "false",
				  props[i].structural ? "true" : "false");
		}
		sg_printf(o, "};\n");
	}
	sg_printf(o, "const unsigned spec_n_properties = PROP_COUNT;\n\n");
	if (!sg_n_passes) {
		sg_printf(o, "const struct spec_pass spec_passes[1];\n");
	} else {
		sg_printf(o, "const struct spec_pass spec_passes[] = {\n");
		for (int i = 0; i < sg_n_passes; i++) {
			const struct spec_pass *p = &passes[i];
			sg_printf(o, "\t[PASS_%s] = {\n\t\t.name = ", p->name);
			sg_cstr(o, p->name);
			sg_printf(o, ",\n\t\t.display = ");
			sg_cstr(o, p->display);
			sg_printf(o, ",\n\t\t.level = %s,\n\t\t.required = ",
				  p->level == PASS_FUNCTION ? "PASS_FUNCTION" : "PASS_PROGRAM");
			print_pmask(o, p->required);
			sg_printf(o, ",\n\t\t.produced = ");
			print_pmask(o, p->produced);
			sg_printf(o, ",\n\t\t.invalidated = ");
			print_pmask(o, p->invalidated);
			if (p->deepens)
				sg_printf(o, ",\n\t\t.deepens = true");
			sg_printf(o, ",\n\t},\n");
		}
		sg_printf(o, "};\n");
	}
	sg_printf(o, "const unsigned spec_n_passes = PASS_COUNT;\n\n");
	if (!sg_n_planners) {
		sg_printf(o, "const struct spec_planner spec_planners[1];\n");
	} else {
		sg_printf(o, "const struct spec_planner spec_planners[] = {\n");
		for (int i = 0; i < sg_n_planners; i++) {
			const struct spec_planner *p = &planners[i];
			sg_printf(o, "\t[PLANNER_%s] = {", p->name);
			sg_cstr(o, p->name);
			sg_printf(o, ", .emit_addr = %s, .reserve_auto = %s, .ptoas_level = ",
				  p->emit_addr ? "true" : "false", p->reserve_auto ? "true" : "false");
			sg_cstr(o, p->ptoas_level);
			sg_printf(o, "},\n");
		}
		sg_printf(o, "};\n");
	}
	sg_printf(o, "const unsigned spec_n_planners = PLANNER_COUNT;\n\n");
	if (!sg_n_pipelines) {
		sg_printf(o, "const struct spec_pipeline spec_pipelines[1];\n");
	} else {
		sg_printf(o, "const struct spec_pipeline spec_pipelines[] = {\n");
		for (int i = 0; i < sg_n_pipelines; i++) {
			const struct spec_pipeline *p = &pipes[i];
			sg_printf(o, "\t[PIPELINE_%s] = {\n\t\t.name = ", p->name);
			sg_cstr(o, p->name);
			sg_printf(o, ",\n\t\t.n_entries = %d,\n\t\t.entries = ", p->n_entries);
			if (!p->n_entries) {
				sg_printf(o, "NULL,\n\t},\n");
				continue;
			}
			sg_printf(o, "(const struct spec_pipeline_entry[]){\n");
			for (int j = 0; j < p->n_entries; j++) {
				const struct spec_pipeline_entry *e = &p->entries[j];
				sg_printf(o, "\t\t\t{PASS_%s, ", passes[e->pass].name);
				if (!e->skip_planners)
					sg_printf(o, "0");
				for (int k = 0, first = 1; k < sg_n_planners; k++)
					if (e->skip_planners & (1u << k)) {
						sg_printf(o, "%s(1u << PLANNER_%s)", first ? "" : " | ",
							  planners[k].name);
						first = 0;
					}
				sg_printf(o, "},\n");
			}
			sg_printf(o, "\t\t},\n\t},\n");
		}
		sg_printf(o, "};\n");
	}
	sg_printf(o, "const unsigned spec_n_pipelines = PIPELINE_COUNT;\n");
}

/* Names for spec_ids.h. */
const char *pipe_prop_name(int i) { return props[i].name; }
const char *pipe_pass_name(int i) { return passes[i].name; }
const char *pipe_planner_name(int i) { return planners[i].name; }
const char *pipe_pipeline_name(int i) { return pipes[i].name; }
