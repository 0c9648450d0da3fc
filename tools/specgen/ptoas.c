/* The ptoas tables (specs/README.md "ptoas"): the version inventory of the
 * top-level `ptoas:` key of an ops file, every op's `ptoas:` field (PTO forms
 * by version, verifier rules) and the backends' `ptoas` overrides; checked
 * once ops and backends are, and written as gen/ptoas.c.  Every word of every
 * PTO template (ops, types, attributes) must be one some version knows. */
#include <stdlib.h>
#include <string.h>

#include "ptoas_spec.h"
#include "specgen.h"

static const char *const rule_names[PR_COUNT] = {
#define PTOAS_RULE(n, ...) #n,
#include "ptoas_rules.def"
};

/* What each rule kind takes (the columns of ptoas_rules.def). */
static const struct rule_kind {
	const char *params, *required;
	int min_args, max_args;
	const char *args_note;
} rule_kinds[PR_COUNT] = {
#define PTOAS_RULE(n, p, req, lo, hi, note) {p, req, lo, hi, note},
#include "ptoas_rules.def"
};
static const char *const layout_names[PL_COUNT] = {"ND", "DN", "NZ", "ZN", "ZZ", "NN"};

#define RULE_MAX_ARGS 8 /* the most args a rule takes (max_args of ptoas_rules.def) */
#define RULE_COMMON \
	"rule args arch ptoas if_of if_blayout if_mem if_dtypes if_matrix if_mem_pairs if_kwarg if_values if_addr if_arg " \
	"msg note"

static const struct sg_node *inv_node; /* the inventory, or NULL */
static struct spec_ptoas_op tile_data; /* tile_rules: of every pto.alloc_tile result */
static const struct sg_node *sets_node; /* its rule_sets mapping, or NULL */
static const struct sg_node *groups_node; /* its dtype_groups mapping, or NULL */

struct word_list {
	int n;
	const char **v; /* sorted */
};

struct version {
	const char *name;
	uint32_t code;
	struct word_list ops, types, enum_attrs, attrs;
};
static struct version *versions;
static int n_versions;
static struct spec_ptoas_arch *archs;
static int n_archs;

static struct spec_ptoas_op *op_data; /* [sg_n_ops] */
static struct spec_ptoas_override *ovs;
static int n_ovs;

void ptoas_collect(const struct sg_node *v)
{
	if (inv_node) {
		sg_error(v, "ptoas", "the ptoas inventory is already defined at %s:%d",
			 inv_node->file, inv_node->line);
		return;
	}
	inv_node = v;
}

/* ---- versions ---- */

/* "0.27" -> 27000: up to three dot-separated numbers below 1000. */
static bool version_code(const char *s, uint32_t *out)
{
	uint32_t parts[3] = {0, 0, 0};
	int n = 0;
	const char *p = s;
	for (;;) {
		if (*p < '0' || *p > '9' || n == 3)
			return false;
		uint32_t x = 0;
		while (*p >= '0' && *p <= '9') {
			x = x * 10 + (uint32_t)(*p++ - '0');
			if (x > 999)
				return false;
		}
		parts[n++] = x;
		if (!*p)
			break;
		if (*p++ != '.')
			return false;
	}
	*out = parts[0] * 1000000u + parts[1] * 1000u + parts[2];
	return true;
}

static bool parse_version(const struct sg_node *n, const char *who, uint32_t *code)
{
	const char *s = sg_str(n, who);
	if (!s)
		return false;
	if (!version_code(s, code) || !*code) {
		sg_error(n, who, "'%s' is not a version (numbers separated by dots: 0.27)", s);
		return false;
	}
	return true;
}

/* range := ">=V" | "<V" | ">=V <V" */
static bool parse_range(const struct sg_node *n, const char *who, struct spec_ptoas_range *r)
{
	const char *s = sg_str(n, who);
	if (!s)
		return false;
	r->lo = r->hi = 0;
	char *copy = sg_strdup(s), *save = NULL;
	int parts = 0;
	for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save), parts++) {
		uint32_t c;
		bool ge = !strncmp(t, ">=", 2), lt = t[0] == '<' && t[1] != '=';
		if ((!ge && !lt) || !version_code(t + (ge ? 2 : 1), &c) || !c || (ge && r->lo) ||
		    (lt && r->hi)) {
			sg_error(n, who, "'%s' is not a version range (\">=0.27\", \"<0.60\" or both)", s);
			return false;
		}
		if (ge)
			r->lo = c;
		else
			r->hi = c;
	}
	if (!parts || (r->lo && r->hi && r->lo >= r->hi)) {
		sg_error(n, who, "'%s' is an empty version range", s);
		return false;
	}
	return true;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool word_in(const struct word_list *l, const char *w)
{
	return l->n && bsearch(&w, l->v, (size_t)l->n, sizeof *l->v, cmp_str);
}

static void parse_words(const struct sg_node *n, const char *who, const char *prefix,
			struct word_list *out)
{
	if (!n || !sg_is_seq(n, who))
		return;
	out->v = sg_alloc(sizeof *out->v * (size_t)(n->n + 1));
	for (int i = 0; i < n->n; i++) {
		const char *s = sg_str(n->items[i], who);
		if (!s)
			continue;
		if (strncmp(s, prefix, strlen(prefix)) || !s[strlen(prefix)]) {
			sg_error(n->items[i], who, "'%s' does not start with '%s'", s, prefix);
			continue;
		}
		out->v[out->n++] = s;
	}
	if (out->n)
		qsort(out->v, (size_t)out->n, sizeof *out->v, cmp_str);
	for (int i = 1; i < out->n; i++)
		if (!strcmp(out->v[i - 1], out->v[i]))
			sg_error(n, who, "'%s' is listed twice", out->v[i]);
}

static int cmp_version(const void *a, const void *b)
{
	uint32_t x = ((const struct version *)a)->code, y = ((const struct version *)b)->code;
	return x < y ? -1 : x > y;
}

static void parse_inventory(void)
{
	const struct sg_node *v = inv_node;
	if (!v || !sg_keys(v, "ptoas", "archs versions rule_sets dtype_groups tile_rules", "archs versions"))
		return;
	groups_node = sg_get(v, "dtype_groups");
	if (groups_node && !sg_is_map(groups_node, "ptoas: dtype_groups"))
		groups_node = NULL;
	for (int i = 0; groups_node && i < groups_node->n; i++) {
		const char *who = sg_fmt("ptoas: dtype_groups: %s", groups_node->keys[i]->value);
		const struct sg_node *g = groups_node->vals[i];
		if (dtype_lookup(groups_node->keys[i]->value) >= 0)
			sg_error(groups_node->keys[i], who, "a dtype group may not be named like a dtype");
		if (sg_is_seq(g, who))
			for (int k = 0; k < g->n; k++)
				sg_dtype(g->items[k], who);
	}
	sets_node = sg_get(v, "rule_sets");
	if (sets_node && !sg_is_map(sets_node, "ptoas: rule_sets"))
		sets_node = NULL;
	for (int i = 0; sets_node && i < sets_node->n; i++)
		if (sg_is_seq(sets_node->vals[i], sg_fmt("ptoas: rule_sets: %s", sets_node->keys[i]->value)))
			for (int j = 0; j < i; j++)
				if (!strcmp(sets_node->keys[j]->value, sets_node->keys[i]->value))
					sg_error(sets_node->keys[i], "ptoas: rule_sets", "set '%s' is defined twice",
						 sets_node->keys[i]->value);
	const struct sg_node *a = sg_get(v, "archs"), *vs = sg_get(v, "versions");
	if (sg_is_seq(a, "ptoas: archs")) {
		archs = sg_alloc(sizeof *archs * (size_t)(a->n + 1));
		for (int i = 0; i < a->n && i < 8; i++) {
			const char *who = "ptoas: archs";
			const struct sg_node *it = a->items[i];
			if (!sg_keys(it, who, "name title left_blayout", "name title"))
				continue;
			const char *nm = sg_str(sg_get(it, "name"), who), *t = sg_str(sg_get(it, "title"), who);
			if (!nm || !t || !sg_ident(sg_get(it, "name"), who, false))
				continue;
			for (int k = 0; k < n_archs; k++)
				if (!strcmp(archs[k].name, nm))
					sg_error(it, who, "arch '%s' is listed twice", nm);
			int lb = -1;
			if (sg_get(it, "left_blayout"))
				lb = sg_enum(sg_get(it, "left_blayout"), "ptoas: archs: left_blayout", "layout",
					     tile_layout_names, TL_COUNT);
			archs[n_archs++] = (struct spec_ptoas_arch){nm, t, (int8_t)(lb < 0 ? -1 : lb)};
		}
		if (a->n > 8)
			sg_error(a, "ptoas: archs", "at most 8 archs");
	}
	if (!sg_is_seq(vs, "ptoas: versions"))
		return;
	versions = sg_alloc(sizeof *versions * (size_t)(vs->n + 1));
	for (int i = 0; i < vs->n; i++) {
		const struct sg_node *it = vs->items[i];
		if (!sg_keys(it, "ptoas: versions", "version ops types enum_attrs attrs", "version ops"))
			continue;
		struct version *ver = &versions[n_versions];
		if (!parse_version(sg_get(it, "version"), "ptoas: versions: version", &ver->code))
			continue;
		ver->name = sg_get(it, "version")->value;
		const char *who = sg_fmt("ptoas: version %s", ver->name);
		parse_words(sg_get(it, "ops"), sg_fmt("%s: ops", who), "pto.", &ver->ops);
		parse_words(sg_get(it, "types"), sg_fmt("%s: types", who), "", &ver->types);
		parse_words(sg_get(it, "enum_attrs"), sg_fmt("%s: enum_attrs", who), "", &ver->enum_attrs);
		parse_words(sg_get(it, "attrs"), sg_fmt("%s: attrs", who), "", &ver->attrs);
		for (int k = 0; k < n_versions; k++)
			if (versions[k].code == ver->code)
				sg_error(sg_get(it, "version"), "ptoas: versions",
					 "version %s is listed twice", ver->name);
		n_versions++;
	}
	if (n_versions)
		qsort(versions, (size_t)n_versions, sizeof *versions, cmp_version);
}

/* ---- the words of a template ---- */

/* Calls fn for every ptoas word of `text`: ops (kind 0, "pto.tadd"), types
 * (1, "tile_buf" of !pto.tile_buf), enum attributes (2, "cmp" of #pto<cmp)
 * and attributes (3, "layout" of #pto.layout<...>).  An op is a pto.NAME that
 * is no attribute key (`pto.kernel_kind = ...`). */
static void words(const char *text, void (*fn)(int kind, const char *w, void *ctx), void *ctx)
{
	for (const char *p = text; (p = strstr(p, "pto")); p += 3) {
		char prev = p > text ? p[-1] : ' ';
		int kind;
		const char *s;
		if (prev == '!' && p[3] == '.') {
			kind = 1;
			s = p + 4;
		} else if (prev == '#' && p[3] == '<') {
			kind = 2;
			s = p + 4;
		} else if (prev == '#' && p[3] == '.') {
			kind = 3;
			s = p + 4;
		} else if (p[3] == '.' && !(prev == '.' || prev == '_' || prev == '!' || prev == '#' ||
					     (prev >= 'a' && prev <= 'z') || (prev >= 'A' && prev <= 'Z') ||
					     (prev >= '0' && prev <= '9'))) {
			kind = 0;
			s = p;
		} else {
			continue;
		}
		size_t n = kind ? 0 : 4;
		while ((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= 'A' && s[n] <= 'Z') ||
		       (s[n] >= '0' && s[n] <= '9') || s[n] == '_' || (s[n] == '.' && kind != 2))
			n++;
		while (n && s[n - 1] == '.')
			n--;
		if (kind == 0) {
			const char *q = s + n;
			while (*q == ' ')
				q++;
			if (*q == '=' || n <= 4)
				continue;
		}
		if (!n)
			continue;
		fn(kind, sg_fmt("%.*s", (int)n, s), ctx);
	}
}

struct word_ctx {
	const struct sg_node *at;
	const char *who;
};

static const char *const word_kinds[4] = {"op", "type", "enum attribute", "attribute"};
static const char *const word_shown[4] = {"%s", "!pto.%s", "#pto<%s>", "#pto.%s"};

static void word_known(int kind, const char *w, void *ctx)
{
	struct word_ctx *c = ctx;
	for (int i = 0; i < n_versions; i++) {
		const struct version *v = &versions[i];
		const struct word_list *l = kind == 0 ? &v->ops : kind == 1 ? &v->types
					  : kind == 2 ? &v->enum_attrs : &v->attrs;
		if (word_in(l, w))
			return;
	}
	sg_error(c->at, c->who, "%s '%s' is in no ptoas version of the inventory", word_kinds[kind],
		 sg_fmt(word_shown[kind], w));
}

static void check_template_words(const struct spec_template *t, const struct sg_node *at,
				 const char *who)
{
	if (!n_versions || !t->source)
		return;
	struct word_ctx c = {at, who};
	for (int i = 0; i < t->n_pieces; i++)
		if (t->pieces[i].kind == TP_TEXT && t->pieces[i].text)
			words(t->pieces[i].text, word_known, &c);
}

/* ---- an op's ptoas field ---- */

static int kwarg_of(const struct spec_op *op, const char *name)
{
	for (int k = 0; k < op->n_kwargs; k++)
		if (!strcmp(op->kwargs[k].name, name))
			return k;
	return -1;
}

static int operand_of(const struct spec_op *op, const char *name)
{
	for (int k = 0; k < op->n_operands; k++)
		if (!strcmp(op->operands[k].name, name))
			return k;
	return -1;
}

static bool parse_arch(const struct sg_node *n, const char *who, uint8_t *mask);
static bool parse_if_mem(const struct sg_node *v, const char *who, uint32_t *bits);

static bool parse_form(const struct sg_op *o, uint8_t emit, const struct sg_node *n, const char *who,
		       struct spec_ptoas_form *f)
{
	if (!sg_keys(n, who, "ptoas pto lacks view arch if_mem", "ptoas pto"))
		return false;
	bool ok = parse_range(sg_get(n, "ptoas"), who, &f->when);
	const struct sg_node *v;
	if ((v = sg_get(n, "arch")))
		ok = parse_arch(v, sg_fmt("%s: arch", who), &f->arch_mask) && ok;
	if ((v = sg_get(n, "if_mem")))
		ok = parse_if_mem(v, sg_fmt("%s: if_mem", who), &f->if_mem) && ok;
	const struct sg_node *view = sg_get(n, "view");
	if (view) {
		const char *s = sg_str(view, sg_fmt("%s: view", who));
		if (s && strcmp(s, "inferred"))
			sg_error(view, sg_fmt("%s: view", who), "'%s' is not 'inferred'", s);
		f->infers_view = s && !strcmp(s, "inferred");
		ok = ok && s && f->infers_view;
	}
	const struct sg_node *pto = sg_get(n, "pto");
	ok = tpl_compile(pto, sg_fmt("%s: pto", who), &o->op, emit, &f->pto) && ok;
	check_template_words(&f->pto, pto, sg_fmt("%s: pto", who));
	const struct sg_node *l = sg_get(n, "lacks");
	if (l && sg_is_seq(l, sg_fmt("%s: lacks", who)))
		for (int i = 0; i < l->n; i++) {
			const char *s = sg_str(l->items[i], sg_fmt("%s: lacks", who));
			if (!s)
				continue;
			int k = kwarg_of(&o->op, s), a = operand_of(&o->op, s);
			if (k >= 0 && k < 32)
				f->lacks_kwargs |= 1u << k;
			else if (a >= 0 && a < 32)
				f->lacks_operands |= 1u << a;
			else
				sg_error(l->items[i], sg_fmt("%s: lacks", who),
					 "'%s' is no kwarg or operand of %s", s, o->name);
		}
	return ok;
}

static bool ranges_overlap(struct spec_ptoas_range a, struct spec_ptoas_range b)
{
	uint32_t alo = a.lo, ahi = a.hi ? a.hi : UINT32_MAX;
	uint32_t blo = b.lo, bhi = b.hi ? b.hi : UINT32_MAX;
	return alo < bhi && blo < ahi;
}

static bool parse_forms(const struct sg_op *o, uint8_t emit, const struct sg_node *n,
			const char *who, struct spec_ptoas_op *d)
{
	if (!sg_is_seq(n, who))
		return false;
	struct spec_ptoas_form *f = sg_alloc(sizeof *f * (size_t)(n->n + 1));
	int k = 0;
	for (int i = 0; i < n->n && i < 255; i++) {
		memset(&f[k], 0, sizeof f[k]);
		if (!parse_form(o, emit, n->items[i], who, &f[k]))
			continue;
		/* a form for some archs or source spaces only (arch, if_mem) may
		 * share its range with others: the first that holds is taken */
		for (int j = 0; j < k; j++)
			if (!f[j].arch_mask && !f[j].if_mem && !f[k].arch_mask && !f[k].if_mem &&
			    ranges_overlap(f[j].when, f[k].when))
				sg_error(n->items[i], who, "version range overlaps form %d's", j + 1);
		k++;
	}
	d->n_forms = (uint8_t)k;
	d->forms = k ? f : NULL;
	return true;
}

static int arch_of(const char *name)
{
	for (int i = 0; i < n_archs; i++)
		if (!strcmp(archs[i].name, name))
			return i;
	return -1;
}

bool ptoas_arch_known(const char *name)
{
	return arch_of(name) >= 0;
}

static bool parse_arch(const struct sg_node *n, const char *who, uint8_t *mask)
{
	const struct sg_node *const *items = &n;
	int cnt = 1;
	if (n->kind == SG_SEQ) {
		items = (const struct sg_node *const *)n->items;
		cnt = n->n;
	}
	for (int i = 0; i < cnt; i++) {
		const char *s = sg_str(items[i], who);
		if (!s)
			return false;
		int a = arch_of(s);
		if (a < 0) {
			sg_error(items[i], who, "unknown ptoas arch '%s' (specs/ops/ptoas.yaml archs)", s);
			return false;
		}
		*mask |= (uint8_t)(1u << a);
	}
	return true;
}

/* if_mem: one memory space or a list, as bits. */
static bool parse_if_mem(const struct sg_node *v, const char *who, uint32_t *bits)
{
	const struct sg_node *const *items = (const struct sg_node *const *)&v;
	int cnt = 1;
	bool ok = true;
	if (v->kind == SG_SEQ) {
		items = (const struct sg_node *const *)v->items;
		cnt = v->n;
	}
	for (int i = 0; i < cnt; i++) {
		int m = sg_enum(items[i], who, "memory space", memspace_names, MS_COUNT);
		ok = m >= 0 && ok;
		if (m >= 0)
			*bits |= 1u << m;
	}
	return ok;
}

/* An arg: an operand index or name, or dst / dst0 / dst1 / last. */
static bool parse_arg(const struct spec_op *op, const struct sg_node *n, const char *who, int8_t *out)
{
	if (n->kind == SG_SCALAR && !n->quoted) {
		static const char *const res[] = {"dst", "dst0", "dst1", "last"};
		for (int i = 0; i < 4; i++)
			if (!strcmp(n->value, res[i])) {
				*out = (int8_t)(-1 - i);
				return true;
			}
		int k = operand_of(op, n->value);
		if (k >= 0 && k < 127) {
			*out = (int8_t)k;
			return true;
		}
		if (n->value[0] < '0' || n->value[0] > '9') {
			sg_error(n, who, "'%s' is no operand of %s (or dst, dst0, dst1, last)", n->value, op->name);
			return false;
		}
	}
	int64_t v;
	if (!sg_int(n, who, &v))
		return false;
	if (v < 0 || v >= op->n_operands) {
		sg_error(n, who, "operand %lld is not an operand of %s (or dst, dst0, dst1, last)",
			 (long long)v, op->name);
		return false;
	}
	*out = (int8_t)v;
	return true;
}

/* A list of ints (values, dims), dtypes, mems, layouts, pads or ops into r->list. */
static bool parse_list(const struct sg_node *n, const char *who, const char *key,
		       struct spec_ptoas_rule *r)
{
	if (!sg_is_seq(n, who))
		return false;
	int cap = n->n;
	for (int i = 0; i < n->n; i++) {
		const struct sg_node *g = n->items[i]->kind == SG_SCALAR ? sg_get(groups_node, n->items[i]->value)
									 : NULL;
		if (g && g->kind == SG_SEQ)
			cap += g->n;
	}
	int32_t *l = sg_alloc(sizeof *l * (size_t)(cap + 1));
	bool ok = true;
	for (int i = 0; i < n->n && r->n_list < 255; i++) {
		int64_t v = -1;
		const struct sg_node *it = n->items[i];
		const struct sg_node *g = !strcmp(key, "dtypes") && it->kind == SG_SCALAR
						  ? sg_get(groups_node, it->value) : NULL;
		if (g && g->kind == SG_SEQ) {
			/* a dtype group of the inventory: its dtypes (checked there) */
			for (int k = 0; k < g->n && r->n_list < 255; k++) {
				int d = dtype_lookup(g->items[k]->kind == SG_SCALAR ? g->items[k]->value : "");
				if (d >= 0)
					l[r->n_list++] = d;
			}
			continue;
		}
		if (!strcmp(key, "dtypes"))
			v = sg_dtype(it, who);
		else if (!strcmp(key, "mems"))
			v = sg_enum(it, who, "memory space", memspace_names, MS_COUNT);
		else if (!strcmp(key, "layouts"))
			v = sg_enum(it, who, "layout", layout_names, PL_COUNT);
		else if (!strcmp(key, "pads"))
			v = sg_enum(it, who, "pad value", pad_value_names, PAD_COUNT);
		else if (!strcmp(key, "ops")) {
			const char *nm = sg_str(it, who);
			v = nm ? op_find(nm) : -1;
			if (nm && v < 0)
				sg_error(it, who, "unknown op '%s'", nm);
		}
		else if (!sg_int(it, who, &v))
			v = -1;
		else if (!strcmp(key, "dims") && v != 0 && v != 1) {
			sg_error(it, who, "dims are 0 (rows) and 1 (cols)");
			v = -1;
		}
		if (v < 0 || v > INT32_MAX) {
			ok = false;
			continue;
		}
		l[r->n_list++] = (int32_t)v;
	}
	r->list = l;
	return ok;
}

/* pairs := [[SPACE, SPACE], ...] (mem_pairs) or [[BYTES, BYTES], ...]
 * (bytes_pairs), flattened into r->list. */
static bool parse_pairs(const struct sg_node *n, const char *who, struct spec_ptoas_rule *r)
{
	if (!sg_is_seq(n, who) || n->n > 100)
		return false;
	int32_t *l = sg_alloc(sizeof *l * (size_t)(2 * n->n + 1));
	for (int i = 0; i < n->n; i++) {
		const struct sg_node *t = n->items[i];
		if (!sg_is_seq(t, who))
			return false;
		bool bytes = r->kind == PR_bytes_pairs;
		if (t->n != 2) {
			sg_error(t, who, bytes ? "a pair is [BYTES, BYTES]" : "a pair is [SPACE, SPACE]");
			return false;
		}
		for (int k = 0; k < 2; k++) {
			int64_t m = -1;
			if (!bytes)
				m = sg_enum(t->items[k], who, "memory space", memspace_names, MS_COUNT);
			else if (sg_int(t->items[k], who, &m) && m != 1 && m != 2 && m != 4 && m != 8) {
				sg_error(t->items[k], who, "an element size is 1, 2, 4 or 8 bytes");
				m = -1;
			}
			if (m < 0)
				return false;
			l[r->n_list++] = (int32_t)m;
		}
	}
	r->list = l;
	r->tuple = 2;
	return true;
}

static bool parse_tuples(const struct sg_node *n, const char *who, struct spec_ptoas_rule *r)
{
	if (!sg_is_seq(n, who))
		return false;
	int32_t *l = sg_alloc(sizeof *l * (size_t)(n->n * r->n_args + 1));
	for (int i = 0; i < n->n; i++) {
		const struct sg_node *t = n->items[i];
		if (!sg_is_seq(t, who))
			return false;
		if (t->n != r->n_args) {
			sg_error(t, who, "a tuple has one dtype per arg (%d)", r->n_args);
			return false;
		}
		for (int k = 0; k < t->n; k++) {
			int d = sg_dtype(t->items[k], who);
			if (d < 0)
				return false;
			l[r->n_list++] = d;
		}
		if (r->n_list > 240) {
			sg_error(t, who, "too many tuples");
			return false;
		}
	}
	r->list = l;
	r->tuple = r->n_args;
	return true;
}

static bool parse_value(const struct sg_node *rule, const char *key, const char *who, int64_t *v)
{
	const struct sg_node *n = sg_get(rule, key);
	return n && sg_int(n, who, v);
}

/* The value of int kwarg kk of op written as `it`: an int, or a value name of
 * the kwarg's enum. */
static bool kwarg_value(const struct spec_op *op, int kk, const struct sg_node *it, const char *who,
			int64_t *x)
{
	if (op->kwargs[kk].type == KT_dtype) {
		int d = sg_dtype(it, who);
		*x = d;
		return d >= 0;
	}
	int e = op->kwargs[kk].enum_id;
	if (e >= 0 && it->kind == SG_SCALAR && (it->value[0] < '0' || it->value[0] > '9')) {
		const struct spec_enum *en = &sg_enums[e];
		for (int j = 0; j < en->n_values; j++)
			if (!strcmp(en->values[j].name, it->value)) {
				*x = en->values[j].value;
				return true;
			}
		sg_error(it, who, "'%s' is no value of enum %s", it->value, en->name);
		return false;
	}
	return sg_int(it, who, x) && *x >= INT32_MIN && *x <= INT32_MAX;
}

/* `if_kwarg` (an int or dtype kwarg of op) and `if_values` (its values, or
 * names of its enum's values or dtypes): the rule holds only for calls whose
 * kwarg has one of them; without if_values, only for calls that set it. */
static bool parse_if_kwarg(const struct spec_op *op, const struct sg_node *n, const char *rw,
			   struct spec_ptoas_rule *r)
{
	const struct sg_node *kw = sg_get(n, "if_kwarg"), *vals = sg_get(n, "if_values");
	if (!kw) {
		sg_error(n, rw, "if_values needs if_kwarg");
		return false;
	}
	const char *s = sg_str(kw, rw);
	int kk = s ? kwarg_of(op, s) : -1;
	if (s && (kk < 0 || (vals && op->kwargs[kk].type != KT_int && op->kwargs[kk].type != KT_dtype))) {
		sg_error(kw, rw, "if_kwarg: '%s' is no %skwarg of %s", s, vals ? "int or dtype " : "", op->name);
		return false;
	}
	if (kk < 0)
		return false;
	r->if_kwarg = (int16_t)kk;
	if (!vals)
		return true;
	if (!sg_is_seq(vals, rw))
		return false;
	if (!vals->n || vals->n > 64) {
		sg_error(vals, rw, "if_values: 1 to 64 values");
		return false;
	}
	int32_t *l = sg_alloc(sizeof *l * (size_t)vals->n);
	bool ok = true;
	for (int i = 0; i < vals->n; i++) {
		int64_t x;
		if (!kwarg_value(op, kk, vals->items[i], rw, &x)) {
			ok = false;
			continue;
		}
		l[r->n_if_values++] = (int32_t)x;
	}
	r->if_values = l;
	return ok;
}

/* `key` (a kwarg of op; an int one when `int_only`) into *kk. */
static bool parse_kwarg_key(const struct spec_op *op, const struct sg_node *n, const char *key, const char *rw,
			    bool int_only, int16_t *kk)
{
	const struct sg_node *kw = sg_get(n, key);
	if (!kw) {
		sg_error(n, rw, "missing required key '%s'", key);
		return false;
	}
	const char *s = sg_str(kw, rw);
	int k = s ? kwarg_of(op, s) : -1;
	if (s && (k < 0 || (int_only && op->kwargs[k].type != KT_int))) {
		sg_error(kw, rw, "'%s' is no %skwarg of %s", s, int_only ? "int " : "", op->name);
		return false;
	}
	*kk = (int16_t)k;
	return k >= 0;
}

/* capacity: rows [DIV, ADD] and cols [DIV, ALIGN, MIN] into r->cap. */
static bool parse_capacity(const struct sg_node *n, const char *rw, struct spec_ptoas_rule *r)
{
	static const char *const keys[2] = {"rows", "cols"};
	static const int lens[2] = {2, 3};
	r->cap[1] = r->cap[2] = r->cap[3] = 1;
	bool ok = true;
	for (int i = 0; i < 2; i++) {
		const struct sg_node *v = sg_get(n, keys[i]);
		if (!v)
			continue;
		if (!sg_is_seq(v, rw))
			return false;
		if (v->n != lens[i]) {
			sg_error(v, rw, "%s is %s", keys[i], i ? "[DIV, ALIGN, MIN]" : "[DIV, ADD]");
			return false;
		}
		for (int k = 0; k < lens[i]; k++) {
			int64_t x;
			/* the cols divisor and alignment at least 1 (a rows
			 * divisor of 0: no term of R) */
			int64_t lo = i == 1 && k < 2 ? 1 : 0;
			if (!sg_int_range(v->items[k], rw, lo, 1 << 20, &x)) {
				ok = false;
				continue;
			}
			r->cap[i * 2 + k] = (int32_t)x;
		}
	}
	const struct sg_node *e = sg_get(n, "elem");
	if (e)
		ok = sg_bool(e, rw, &r->elem) && ok;
	return ok;
}

/* valid_times: `kwarg` (an int kwarg of op) and `factors` ([[KWARG VALUE,
 * FACTOR], ...]) into r->kwarg and r->list as pairs; `value` the factor of
 * every other kwarg value. */
static bool parse_factors(const struct spec_op *op, const struct sg_node *n, const char *rw,
			  struct spec_ptoas_rule *r)
{
	const struct sg_node *kw = sg_get(n, "kwarg"), *fs = sg_get(n, "factors");
	if (!kw || !fs || !sg_get(n, "value") || !sg_get(n, "dim")) {
		sg_error(n, rw, "valid_times needs dim, kwarg, factors and value");
		return false;
	}
	const char *s = sg_str(kw, rw);
	int kk = s ? kwarg_of(op, s) : -1;
	if (s && (kk < 0 || op->kwargs[kk].type != KT_int)) {
		sg_error(kw, rw, "'%s' is no int kwarg of %s", s, op->name);
		return false;
	}
	r->kwarg = (int16_t)kk;
	if (kk < 0 || !sg_is_seq(fs, rw) || fs->n > 100)
		return false;
	int32_t *l = sg_alloc(sizeof *l * (size_t)(2 * fs->n + 1));
	bool ok = true;
	for (int i = 0; i < fs->n; i++) {
		const struct sg_node *t = fs->items[i];
		int64_t v, f;
		if (!sg_is_seq(t, rw))
			return false;
		if (t->n != 2) {
			sg_error(t, rw, "a factor is [KWARG VALUE, FACTOR]");
			return false;
		}
		if (!kwarg_value(op, kk, t->items[0], rw, &v) || !sg_int_range(t->items[1], rw, 1, 1 << 20, &f)) {
			ok = false;
			continue;
		}
		l[r->n_list++] = (int32_t)v;
		l[r->n_list++] = (int32_t)f;
	}
	r->list = l;
	r->tuple = 2;
	if (ok && (r->value < 1 || r->value > 1 << 20)) {
		sg_error(sg_get(n, "value"), rw, "value (the default factor): 1 to %d", 1 << 20);
		ok = false;
	}
	return ok;
}

/* if_mem_pairs := {args: [ARG, ARG], pairs: [[SPACE, SPACE], ...]}: the rule
 * holds only for calls whose two args live in a listed pair of spaces. */
static bool parse_if_mem_pairs(const struct spec_op *op, const struct sg_node *v, const char *who,
			       struct spec_ptoas_rule *r)
{
	if (!sg_keys(v, who, "args pairs", "args pairs"))
		return false;
	const struct sg_node *a = sg_get(v, "args");
	if (!sg_is_seq(a, who))
		return false;
	if (a->n != 2) {
		sg_error(a, who, "args: two operands");
		return false;
	}
	bool ok = parse_arg(op, a->items[0], sg_fmt("%s: args", who), &r->if_pair_args[0]);
	ok = parse_arg(op, a->items[1], sg_fmt("%s: args", who), &r->if_pair_args[1]) && ok;
	struct spec_ptoas_rule t = {.kind = PR_mem_pairs};
	if (!parse_pairs(sg_get(v, "pairs"), sg_fmt("%s: pairs", who), &t))
		return false;
	if (!t.n_list) {
		sg_error(sg_get(v, "pairs"), who, "pairs: at least one pair");
		return false;
	}
	r->if_pairs = t.list;
	r->n_if_pairs = (uint8_t)(t.n_list / 2);
	return ok;
}

static bool parse_rule(const struct sg_op *o, const struct sg_node *n, const char *who,
		       struct spec_ptoas_rule *r)
{
	const struct spec_op *op = &o->op;
	const struct sg_node *k = sg_get(n, "rule");
	if (n->kind != SG_MAP) {
		sg_is_map(n, who);
		return false;
	}
	if (!k) {
		sg_error(n, who, "missing required key 'rule'");
		return false;
	}
	int kind = sg_enum(k, who, "ptoas rule", rule_names, PR_COUNT);
	if (kind < 0)
		return false;
	const char *rw = sg_fmt("%s: %s", who, rule_names[kind]);
	const struct rule_kind *rk = &rule_kinds[kind];
	bool no_args = rk->max_args == 0;
	const char *req = no_args ? "rule msg" : "rule args msg";
	if (!sg_keys(n, rw, sg_fmt("%s %s", RULE_COMMON, rk->params), req))
		return false;
	memset(r, 0, sizeof *r);
	r->kind = (uint8_t)kind;
	r->if_of = PTOAS_IF_OF_FIRST;
	r->if_blayout = -1;
	r->if_kwarg = -1;
	r->kwarg = -1;
	r->kwarg2 = -1;
	r->if_addr = -1;
	r->if_arg = -1;
	r->dim = -1;
	r->multiple = 1;
	r->where = sg_fmt("%s:%d", n->file, n->line);
	bool ok = (r->msg = sg_str(sg_get(n, "msg"), rw)) != NULL;
	const struct sg_node *v;
	if ((v = sg_get(n, "note")) && !(r->note = sg_str(v, rw)))
		ok = false;
	if ((v = sg_get(n, "args"))) {
		if (no_args) {
			sg_error(v, rw, "%s takes no args", rule_names[kind]);
			return false;
		}
		if (!sg_is_seq(v, rw) || !v->n || v->n > RULE_MAX_ARGS) {
			if (v->kind == SG_SEQ)
				sg_error(v, rw, "args: 1 to %d operands", RULE_MAX_ARGS);
			return false;
		}
		int8_t *a = sg_alloc((size_t)v->n);
		for (int i = 0; i < v->n; i++)
			ok = parse_arg(op, v->items[i], sg_fmt("%s: args", rw), &a[i]) && ok;
		r->args = a;
		r->n_args = (uint8_t)v->n;
	}
	if ((v = sg_get(n, "arch")))
		ok = parse_arch(v, sg_fmt("%s: arch", rw), &r->arch_mask) && ok;
	if ((v = sg_get(n, "ptoas")))
		ok = parse_range(v, sg_fmt("%s: ptoas", rw), &r->when) && ok;
	if ((v = sg_get(n, "if_blayout"))) {
		int b = sg_enum(v, sg_fmt("%s: if_blayout", rw), "layout", tile_layout_names, TL_COUNT);
		ok = b >= 0 && ok;
		r->if_blayout = (int8_t)b;
	}
	if ((v = sg_get(n, "if_mem")))
		ok = parse_if_mem(v, sg_fmt("%s: if_mem", rw), &r->if_mem) && ok;
	if ((v = sg_get(n, "if_dtypes"))) {
		struct spec_ptoas_rule d = {0};
		bool listed_ok = parse_list(v, sg_fmt("%s: if_dtypes", rw), "dtypes", &d);
		ok = listed_ok && ok;
		r->if_dtypes = d.list;
		r->n_if_dtypes = d.n_list;
		if (listed_ok && !d.n_list) {
			sg_error(v, rw, "if_dtypes: at least one dtype");
			ok = false;
		}
	}
	if ((v = sg_get(n, "if_matrix"))) {
		ok = sg_bool(v, sg_fmt("%s: if_matrix", rw), &r->if_matrix) && ok;
		if (!r->if_matrix) {
			sg_error(v, rw, "if_matrix is true or left out");
			ok = false;
		}
	}
	if ((v = sg_get(n, "if_mem_pairs")))
		ok = parse_if_mem_pairs(op, v, sg_fmt("%s: if_mem_pairs", rw), r) && ok;
	if ((v = sg_get(n, "if_of"))) {
		if (no_args) {
			sg_error(v, rw, "%s takes no args: no if_of", rule_names[kind]);
			ok = false;
		} else {
			ok = parse_arg(op, v, sg_fmt("%s: if_of", rw), &r->if_of) && ok;
		}
		if (r->if_blayout < 0 && !r->if_mem && !r->n_if_dtypes && !r->if_matrix) {
			sg_error(v, rw, "if_of names the arg of if_blayout, if_mem, if_dtypes or if_matrix: give one");
			ok = false;
		}
	}
	if (sg_get(n, "if_kwarg") || sg_get(n, "if_values"))
		ok = parse_if_kwarg(op, n, rw, r) && ok;
	if ((v = sg_get(n, "if_addr"))) {
		bool b = false;
		ok = sg_bool(v, sg_fmt("%s: if_addr", rw), &b) && ok;
		r->if_addr = b;
	}
	if ((v = sg_get(n, "if_arg"))) {
		const char *nm = sg_str(v, rw);
		int k = nm ? operand_of(op, nm) : -1;
		if (nm && (k < 0 || !op->operands[k].optional)) {
			sg_error(v, rw, "if_arg: '%s' is no optional operand of %s", nm, op->name);
			ok = false;
		}
		r->if_arg = (int8_t)k;
	}
	static const char *const lists[] = {"dtypes", "mems", "layouts", "dims", "ops", "pads"};
	for (int i = 0; i < 6; i++)
		if ((v = sg_get(n, lists[i])))
			ok = parse_list(v, sg_fmt("%s: %s", rw, lists[i]), lists[i], r) && ok;
	if ((v = sg_get(n, "values")) && kind != PR_kwarg_in)
		ok = parse_list(v, sg_fmt("%s: values", rw), "values", r) && ok;
	if ((v = sg_get(n, "pairs")))
		ok = parse_pairs(v, sg_fmt("%s: pairs", rw), r) && ok;
	if ((v = sg_get(n, "tuples")))
		ok = parse_tuples(v, sg_fmt("%s: tuples", rw), r) && ok;
	ok = sg_required(n, rw, rk->required) && ok;
	if ((v = sg_get(n, "dim"))) {
		int64_t d;
		if (sg_int(v, rw, &d) && (d == 0 || d == 1))
			r->dim = (int8_t)d;
		else {
			if (v->kind == SG_SCALAR)
				sg_error(v, rw, "dim is 0 (rows) or 1 (cols)");
			ok = false;
		}
	}
	bool block = false;
	if ((v = sg_get(n, "block")))
		ok = sg_bool(v, rw, &block) && ok;
	if ((v = sg_get(n, "valid")))
		ok = sg_bool(v, rw, &r->flag) && ok;
	if (block)
		r->flag = true;
	bool typed = false;
	if ((v = sg_get(n, "typed")))
		ok = sg_bool(v, rw, &typed) && ok;
	if (typed && !r->flag) {
		sg_error(v, rw, "typed needs valid: true");
		ok = false;
	}
	if (typed)
		r->value = 1;
	bool has_value = sg_get(n, "value") != NULL;
	if (has_value)
		ok = parse_value(n, "value", rw, &r->value) && ok;
	if (kind == PR_valid_eq && has_value == block) {
		sg_error(n, rw, "valid_eq takes either 'value' or 'block: true'");
		ok = false;
	}
	if (kind == PR_kwarg_in) {
		const struct sg_node *kw = sg_get(n, "kwarg"), *vals = sg_get(n, "values");
		const char *s = kw ? sg_str(kw, rw) : NULL;
		int kk = s ? kwarg_of(op, s) : -1;
		if (!kw || !vals)
			return false; /* reported as missing */
		if (s && (kk < 0 || op->kwargs[kk].type != KT_int)) {
			sg_error(kw, rw, "'%s' is no int kwarg of %s", s, op->name);
			return false;
		}
		r->kwarg = (int16_t)kk;
		if (kk < 0 || !sg_is_seq(vals, rw))
			return false;
		int32_t *l = sg_alloc(sizeof *l * (size_t)(vals->n + 1));
		for (int i = 0; i < vals->n && i < 255; i++) {
			int64_t x;
			if (!kwarg_value(op, kk, vals->items[i], rw, &x)) {
				ok = false;
				continue;
			}
			l[r->n_list++] = (int32_t)x;
		}
		r->list = l;
	}
	if (kind == PR_kwarg_range) {
		const struct sg_node *kw = sg_get(n, "kwarg");
		if (!kw || !sg_get(n, "min") || !sg_get(n, "max"))
			return false; /* reported as missing */
		const char *s = sg_str(kw, rw);
		int kk = s ? kwarg_of(op, s) : -1;
		if (s && (kk < 0 || op->kwargs[kk].type != KT_int)) {
			sg_error(kw, rw, "'%s' is no int kwarg of %s", s, op->name);
			return false;
		}
		r->kwarg = (int16_t)kk;
		ok = parse_value(n, "min", rw, &r->value) && parse_value(n, "max", rw, &r->value2) && ok;
	}
	if (kind == PR_valid_times)
		ok = parse_factors(op, n, rw, r) && ok;
	if (kind == PR_kwarg_unset)
		ok = parse_kwarg_key(op, n, "kwarg", rw, false, &r->kwarg) && ok;
	if (kind == PR_kwarg_le) {
		ok = parse_kwarg_key(op, n, "kwarg", rw, true, &r->kwarg) && ok;
		ok = parse_kwarg_key(op, n, "than", rw, true, &r->kwarg2) && ok;
		if (!has_value) {
			sg_error(n, rw, "missing required key 'value' (than's value when unset)");
			ok = false;
		}
	}
	if ((kind == PR_once || kind == PR_needs_op) && sg_get(n, "kwarg"))
		ok = parse_kwarg_key(op, n, "kwarg", rw, true, &r->kwarg) && ok;
	if (kind == PR_needs_op && r->kwarg >= 0)
		for (unsigned i = 0; i < r->n_list; i++) {
			const struct spec_op *other = &sg_ops[r->list[i]].op;
			int k = kwarg_of(other, op->kwargs[r->kwarg].name);
			if (k < 0 || other->kwargs[k].type != KT_int) {
				sg_error(sg_get(n, "kwarg"), rw, "'%s' is no int kwarg of %s",
					 op->kwargs[r->kwarg].name, other->name);
				ok = false;
			}
		}
	if (kind == PR_capacity)
		ok = parse_capacity(n, rw, r) && ok;
	if (kind == PR_shape_multiple) {
		if ((v = sg_get(n, "elem")))
			ok = sg_bool(v, rw, &r->elem) && ok;
		if (has_value && (r->value < 1 || r->value > 1 << 20)) {
			sg_error(sg_get(n, "value"), rw, "value (the divisor): 1 to %d", 1 << 20);
			ok = false;
		}
	}
	if (kind == PR_const_int) {
		if (!sg_get(n, "min") && !sg_get(n, "max") && !sg_get(n, "multiple")) {
			sg_error(n, rw, "const_int needs min, max or multiple");
			ok = false;
		}
		r->value = INT32_MIN;
		r->value2 = INT32_MAX;
		if (sg_get(n, "min"))
			ok = parse_value(n, "min", rw, &r->value) && ok;
		if (sg_get(n, "max"))
			ok = parse_value(n, "max", rw, &r->value2) && ok;
		if (sg_get(n, "multiple") &&
		    !sg_int_range(sg_get(n, "multiple"), sg_fmt("%s: multiple", rw), 1, 1 << 20, &r->multiple))
			ok = false;
		if (ok && r->value > r->value2) {
			sg_error(n, rw, "min is above max");
			ok = false;
		}
	}
	if (!no_args && (r->n_args < rk->min_args || r->n_args > rk->max_args)) {
		const char *count = rk->min_args == rk->max_args     ? sg_fmt("%d", rk->min_args)
				  : rk->max_args == RULE_MAX_ARGS     ? sg_fmt("at least %d", rk->min_args)
				  : rk->max_args == rk->min_args + 1 ? sg_fmt("%d or %d", rk->min_args, rk->max_args)
								      : sg_fmt("%d to %d", rk->min_args, rk->max_args);
		sg_error(sg_get(n, "args"), rw, "%s takes %s args%s", rule_names[kind], count, rk->args_note);
		ok = false;
	}
	return ok;
}

/* The rules of the named sets (`sets: [..]`, from the inventory's
 * rule_sets), then the op's own (`rules`), each checked against op o. */
static bool parse_rules(const struct sg_op *o, const struct sg_node *sets, const struct sg_node *own,
			const char *who, struct spec_ptoas_op *d)
{
	const struct sg_node *lists[17];
	int nl = 0, total = 0;
	if (sets && sg_is_seq(sets, sg_fmt("%s: sets", who)))
		for (int i = 0; i < sets->n && nl < 16; i++) {
			const char *s = sg_str(sets->items[i], sg_fmt("%s: sets", who));
			const struct sg_node *set = s ? sg_get(sets_node, s) : NULL;
			if (s && (!set || set->kind != SG_SEQ)) {
				sg_error(sets->items[i], sg_fmt("%s: sets", who),
					 "unknown rule set '%s' (ptoas: rule_sets in specs/ops/ptoas.yaml)", s);
				continue;
			}
			if (set)
				lists[nl++] = set;
		}
	if (own && sg_is_seq(own, sg_fmt("%s: rules", who)))
		lists[nl++] = own;
	for (int i = 0; i < nl; i++)
		total += lists[i]->n;
	struct spec_ptoas_rule *r = sg_alloc(sizeof *r * (size_t)(total + 1));
	int k = 0;
	for (int l = 0; l < nl; l++) {
		const char *lw = lists[l] == own ? sg_fmt("%s: rules", who) : sg_fmt("%s: sets", who);
		for (int i = 0; i < lists[l]->n && k < 65535; i++)
			if (parse_rule(o, lists[l]->items[i], lw, &r[k]))
				k++;
	}
	d->n_rules = (uint16_t)k;
	d->rules = k ? r : NULL;
	return nl > 0;
}

/* ptoas := {forms?, sets?, rules?} of op o whose forms take emit kind `emit`. */
static void parse_op_field(const struct sg_op *o, uint8_t emit, const struct sg_node *n,
			   const char *who, struct spec_ptoas_op *d, bool *has_forms, bool *has_rules)
{
	if (!sg_keys(n, who, "forms sets rules empty_noop static_valid", ""))
		return;
	const struct sg_node *v;
	if ((v = sg_get(n, "empty_noop")) &&
	    parse_range(v, sg_fmt("%s: empty_noop", who), &d->empty_noop)) {
		d->has_empty_noop = true;
		*has_rules = true;
	}
	if ((v = sg_get(n, "static_valid")) &&
	    parse_range(v, sg_fmt("%s: static_valid", who), &d->static_valid)) {
		d->has_static_valid = true;
		*has_rules = true;
	}
	if ((v = sg_get(n, "forms")) && parse_forms(o, emit, v, sg_fmt("%s: forms", who), d))
		*has_forms = true;
	if ((sg_get(n, "sets") || sg_get(n, "rules")) &&
	    parse_rules(o, sg_get(n, "sets"), sg_get(n, "rules"), who, d))
		*has_rules = true;
}

/* ---- backends ---- */

static void check_backend(int bi)
{
	const char *cid;
	const struct spec_backend *b = be_model(bi, &cid);
	const struct sg_node *flat = be_flat_node(bi);
	const char *arch = b->caps_str[CAPS_ptoas_arch];
	if (n_archs && arch && arch_of(arch) < 0)
		sg_error(sg_get(sg_get(flat, "capabilities"), "ptoas_arch"),
			 sg_fmt("%s: capabilities: ptoas_arch", b->name),
			 "unknown ptoas arch '%s' (specs/ops/ptoas.yaml archs)", arch);
	uint32_t code;
	if (b->min_ptoas_version && !version_code(b->min_ptoas_version, &code))
		sg_error(sg_get(flat, "min_ptoas_version"), sg_fmt("%s: min_ptoas_version", b->name),
			 "'%s' is not a version (numbers separated by dots: 0.27)", b->min_ptoas_version);
	for (int i = 0; i < b->n_overrides; i++) {
		const struct spec_op_override *ov = &b->overrides[i];
		if (ov->has_emit)
			check_template_words(&ov->pto, sg_get(sg_get(sg_get(sg_get(flat, "ops"), "overrides"),
							     sg_ops[ov->op].name), "pto"),
					     sg_fmt("%s: ops: overrides: %s: pto", b->name, sg_ops[ov->op].name));
	}
	const struct sg_node *ovn = sg_get(sg_get(flat, "ops"), "overrides");
	if (!ovn || ovn->kind != SG_MAP)
		return;
	for (int i = 0; i < ovn->n; i++) {
		const struct sg_node *p = ovn->vals[i]->kind == SG_MAP ? sg_get(ovn->vals[i], "ptoas") : NULL;
		int op = p ? op_find(ovn->keys[i]->value) : -1;
		if (op < 0)
			continue;
		uint8_t emit = sg_ops[op].op.emit;
		for (int k = 0; k < b->n_overrides; k++)
			if (b->overrides[k].op == op && b->overrides[k].has_emit)
				emit = b->overrides[k].emit;
		struct spec_ptoas_override *o = &ovs[n_ovs];
		memset(o, 0, sizeof *o);
		o->backend = (uint16_t)bi;
		o->op = (uint16_t)op;
		parse_op_field(&sg_ops[op], emit, p,
			       sg_fmt("%s: ops: overrides: %s: ptoas", b->name, sg_ops[op].name), &o->p,
			       &o->has_forms, &o->has_rules);
		if (o->has_forms || o->has_rules)
			n_ovs++;
	}
}

static int cmp_ov(const void *a, const void *b)
{
	const struct spec_ptoas_override *x = a, *y = b;
	if (x->backend != y->backend)
		return x->backend - y->backend;
	return x->op - y->op;
}

/* tile_rules := [{rule: major_bytes, value: N, arch?, ptoas?, msg}]: what
 * ptoas's verifier asks of every pto.alloc_tile result. */
static void parse_tile_rules(void)
{
	const struct sg_node *n = inv_node ? sg_get(inv_node, "tile_rules") : NULL;
	const char *who = "ptoas: tile_rules";
	if (!n || !sg_is_seq(n, who))
		return;
	struct spec_ptoas_rule *rs = sg_alloc(sizeof *rs * (size_t)(n->n + 1));
	int k = 0;
	for (int i = 0; i < n->n && k < 255; i++) {
		const struct sg_node *t = n->items[i];
		if (!sg_keys(t, who, "rule value arch ptoas msg", "rule value msg"))
			continue;
		int kind = sg_enum(sg_get(t, "rule"), who, "ptoas rule", rule_names, PR_COUNT);
		if (kind >= 0 && kind != PR_major_bytes) {
			sg_error(sg_get(t, "rule"), who, "a tile rule is major_bytes");
			kind = -1;
		}
		struct spec_ptoas_rule *r = &rs[k];
		memset(r, 0, sizeof *r);
		r->kind = (uint8_t)(kind < 0 ? 0 : kind);
		r->if_of = PTOAS_IF_OF_FIRST;
		r->if_blayout = -1;
		r->if_kwarg = -1;
		r->kwarg = -1;
		r->kwarg2 = -1;
		r->if_addr = -1;
		r->if_arg = -1;
		r->dim = -1;
		r->multiple = 1;
		r->where = sg_fmt("%s:%d", t->file, t->line);
		bool ok = kind >= 0 && (r->msg = sg_str(sg_get(t, "msg"), who)) != NULL;
		const struct sg_node *v;
		if ((v = sg_get(t, "arch")))
			ok = parse_arch(v, sg_fmt("%s: arch", who), &r->arch_mask) && ok;
		if ((v = sg_get(t, "ptoas")))
			ok = parse_range(v, sg_fmt("%s: ptoas", who), &r->when) && ok;
		if (!parse_value(t, "value", who, &r->value) || r->value < 1 || r->value > 4096) {
			if (sg_get(t, "value") && sg_get(t, "value")->kind == SG_SCALAR)
				sg_error(sg_get(t, "value"), who, "value: 1 to 4096 bytes");
			ok = false;
		}
		if (ok)
			k++;
	}
	tile_data.n_rules = (uint16_t)k;
	tile_data.rules = k ? rs : NULL;
}

void ptoas_check(void)
{
	parse_inventory();
	parse_tile_rules();
	op_data = sg_alloc(sizeof *op_data * (size_t)(sg_n_ops + 1));
	for (int i = 0; i < sg_n_ops; i++) {
		const struct sg_op *o = &sg_ops[i];
		memset(&op_data[i], 0, sizeof op_data[i]);
		check_template_words(&o->op.pto, sg_get(o->node, "pto"), sg_fmt("%s: pto", o->name));
		const struct sg_node *p = sg_get(o->node, "ptoas");
		bool f = false, r = false;
		if (p)
			parse_op_field(o, o->op.emit, p, sg_fmt("%s: ptoas", o->name), &op_data[i], &f, &r);
	}
	int total = 0;
	for (int i = 0; i < sg_n_backends; i++) {
		const struct sg_node *ovn = sg_get(sg_get(be_flat_node(i), "ops"), "overrides");
		total += ovn && ovn->kind == SG_MAP ? ovn->n : 0;
	}
	ovs = sg_alloc(sizeof *ovs * (size_t)(total + 1));
	for (int i = 0; i < sg_n_backends; i++)
		check_backend(i);
	if (n_ovs)
		qsort(ovs, (size_t)n_ovs, sizeof *ovs, cmp_ov);
}

/* ---- writer ---- */

static void write_words(struct sg_out *o, const char *field, const struct word_list *l)
{
	sg_printf(o, "\t\t.n_%s = %d,\n\t\t.%s = ", field, l->n, field);
	if (!l->n) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const char *const[]){");
	for (int i = 0; i < l->n; i++) {
		sg_printf(o, "%s", i % 4 ? " " : "\n\t\t\t");
		sg_cstr(o, l->v[i]);
		sg_printf(o, ",");
	}
	sg_printf(o, "\n\t\t},\n");
}

static void write_forms(struct sg_out *o, const struct spec_ptoas_op *d, const char *ind)
{
	if (d->has_empty_noop)
		sg_printf(o, "%s.has_empty_noop = true,\n%s.empty_noop = {%uu, %uu},\n", ind, ind,
			  d->empty_noop.lo, d->empty_noop.hi);
	if (d->has_static_valid)
		sg_printf(o, "%s.has_static_valid = true,\n%s.static_valid = {%uu, %uu},\n", ind, ind,
			  d->static_valid.lo, d->static_valid.hi);
	sg_printf(o, "%s.n_forms = %d,\n%s.forms = ", ind, d->n_forms, ind);
	if (!d->n_forms) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_ptoas_form[]){\n");
	char *in2 = sg_fmt("%s\t\t", ind);
	for (int i = 0; i < d->n_forms; i++) {
		const struct spec_ptoas_form *f = &d->forms[i];
		sg_printf(o, "%s\t{.when = {%uu, %uu}, .lacks_kwargs = 0x%xu, .lacks_operands = 0x%xu,%s\n"
			  "%s\t .arch_mask = 0x%xu, .if_mem = 0x%xu,\n%s\t .pto = ", ind, f->when.lo,
			  f->when.hi, f->lacks_kwargs, f->lacks_operands,
			  f->infers_view ? " .infers_view = true," : "", ind, f->arch_mask, f->if_mem, ind);
		print_template(o, &f->pto, in2);
		sg_printf(o, "},\n");
	}
	sg_printf(o, "%s},\n", ind);
}

static void write_rules(struct sg_out *o, const struct spec_ptoas_op *d, const char *ind)
{
	sg_printf(o, "%s.n_rules = %d,\n%s.rules = ", ind, d->n_rules, ind);
	if (!d->n_rules) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_ptoas_rule[]){\n");
	for (int i = 0; i < d->n_rules; i++) {
		const struct spec_ptoas_rule *r = &d->rules[i];
		sg_printf(o, "%s\t{.kind = PR_%s, .arch_mask = 0x%xu, .when = {%uu, %uu}, .if_blayout = %d, "
			  ".if_mem = 0x%xu,\n", ind, rule_names[r->kind], r->arch_mask, r->when.lo, r->when.hi,
			  r->if_blayout, r->if_mem);
		sg_printf(o, "%s\t .if_pair_args = {%d, %d}, .n_if_pairs = %d, .if_pairs = ", ind, r->if_pair_args[0],
			  r->if_pair_args[1], r->n_if_pairs);
		if (r->n_if_pairs) {
			sg_printf(o, "(const int32_t[]){");
			for (int k = 0; k < 2 * r->n_if_pairs; k++)
				sg_printf(o, "%s%d", k ? ", " : "", r->if_pairs[k]);
			sg_printf(o, "},\n");
		} else {
			sg_printf(o, "NULL,\n");
		}
		sg_printf(o, "%s\t .if_of = %d, .if_matrix = %s, .n_if_dtypes = %d, .if_dtypes = ", ind, r->if_of,
			  r->if_matrix ? "true" : "false", r->n_if_dtypes);
		if (r->n_if_dtypes) {
			sg_printf(o, "(const int32_t[]){");
			for (int k = 0; k < r->n_if_dtypes; k++)
				sg_printf(o, "%s%d", k ? ", " : "", r->if_dtypes[k]);
			sg_printf(o, "},\n");
		} else {
			sg_printf(o, "NULL,\n");
		}
		sg_printf(o, "%s\t .if_kwarg = %d, .n_if_values = %d, .if_values = ", ind, r->if_kwarg,
			  r->n_if_values);
		if (r->n_if_values) {
			sg_printf(o, "(const int32_t[]){");
			for (int k = 0; k < r->n_if_values; k++)
				sg_printf(o, "%s%d", k ? ", " : "", r->if_values[k]);
			sg_printf(o, "},\n");
		} else {
			sg_printf(o, "NULL,\n");
		}
		sg_printf(o, "%s\t .n_args = %d, .args = ", ind, r->n_args);
		if (r->n_args) {
			sg_printf(o, "(const int8_t[]){");
			for (int k = 0; k < r->n_args; k++)
				sg_printf(o, "%s%d", k ? ", " : "", r->args[k]);
			sg_printf(o, "}");
		} else {
			sg_printf(o, "NULL");
		}
		sg_printf(o, ", .n_list = %d, .list = ", r->n_list);
		if (r->n_list) {
			sg_printf(o, "(const int32_t[]){");
			for (int k = 0; k < r->n_list; k++)
				sg_printf(o, "%s%d", k ? ", " : "", r->list[k]);
			sg_printf(o, "}");
		} else {
			sg_printf(o, "NULL");
		}
		sg_printf(o, ",\n%s\t .tuple = %d, .value = %lld, .value2 = %lld, .multiple = %lld, .kwarg = %d, "
			  ".dim = %d, .flag = %s,\n%s\t .kwarg2 = %d, .if_addr = %d, .if_arg = %d, .cap = {%d, %d, %d, %d, %d}, "
			  ".elem = %s,\n%s\t .msg = ", ind, r->tuple, (long long)r->value,
			  (long long)r->value2, (long long)r->multiple, r->kwarg, r->dim, r->flag ? "true" : "false", ind,
			  r->kwarg2, r->if_addr, r->if_arg, r->cap[0], r->cap[1], r->cap[2], r->cap[3], r->cap[4],
			  r->elem ? "true" : "false", ind);
		sg_cstr(o, r->msg);
		if (r->note) {
			sg_printf(o, ",\n%s\t .note = ", ind);
			sg_cstr(o, r->note);
		}
		sg_printf(o, ",\n%s\t .where = ", ind);
		sg_cstr(o, r->where);
		sg_printf(o, "},\n");
	}
	sg_printf(o, "%s},\n", ind);
}

void ptoas_write(void)
{
	struct sg_out *o = sg_out_open("ptoas.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"ptoas_spec.h\"\n#include \"spec_ids.h\"\n\n");
	sg_printf(o, "const struct spec_ptoas_version spec_ptoas_versions[] = {\n");
	for (int i = 0; i < n_versions; i++) {
		const struct version *v = &versions[i];
		sg_printf(o, "\t{\n\t\t.name = ");
		sg_cstr(o, v->name);
		sg_printf(o, ",\n\t\t.code = %uu,\n", v->code);
		write_words(o, "ops", &v->ops);
		write_words(o, "types", &v->types);
		write_words(o, "enum_attrs", &v->enum_attrs);
		write_words(o, "attrs", &v->attrs);
		sg_printf(o, "\t},\n");
	}
	if (!n_versions)
		sg_printf(o, "\t{.name = NULL},\n");
	sg_printf(o, "};\nconst unsigned spec_n_ptoas_versions = %d;\n\n", n_versions);
	sg_printf(o, "const struct spec_ptoas_arch spec_ptoas_archs[] = {\n");
	for (int i = 0; i < n_archs; i++) {
		sg_printf(o, "\t{");
		sg_cstr(o, archs[i].name);
		sg_printf(o, ", ");
		sg_cstr(o, archs[i].title);
		sg_printf(o, ", %d},\n", archs[i].left_blayout);
	}
	if (!n_archs)
		sg_printf(o, "\t{NULL, NULL, -1},\n");
	sg_printf(o, "};\nconst unsigned spec_n_ptoas_archs = %d;\n\n", n_archs);
	sg_printf(o, "const struct spec_ptoas_op spec_ptoas_tile = {\n");
	write_rules(o, &tile_data, "\t");
	sg_printf(o, "};\n\n");
	sg_printf(o, "const struct spec_ptoas_op spec_ptoas_ops[OP_COUNT + 1] = {\n");
	for (int i = 0; i < sg_n_ops; i++) {
		const struct spec_ptoas_op *d = &op_data[i];
		if (!d->n_forms && !d->n_rules && !d->has_empty_noop && !d->has_static_valid)
			continue;
		sg_printf(o, "\t[%s] = {\n", sg_ops[i].cid);
		write_forms(o, d, "\t\t");
		write_rules(o, d, "\t\t");
		sg_printf(o, "\t},\n");
	}
	sg_printf(o, "};\n\nconst struct spec_ptoas_override spec_ptoas_overrides[] = {\n");
	for (int i = 0; i < n_ovs; i++) {
		const struct spec_ptoas_override *v = &ovs[i];
		const char *cid;
		be_model(v->backend, &cid);
		sg_printf(o, "\t{.backend = %s, .op = %s, .has_forms = %s, .has_rules = %s, .p = {\n", cid,
			  sg_ops[v->op].cid, v->has_forms ? "true" : "false", v->has_rules ? "true" : "false");
		write_forms(o, &v->p, "\t\t");
		write_rules(o, &v->p, "\t\t");
		sg_printf(o, "\t}},\n");
	}
	if (!n_ovs)
		sg_printf(o, "\t{.p = {.n_forms = 0}},\n");
	sg_printf(o, "};\nconst unsigned spec_n_ptoas_overrides = %d;\n", n_ovs);
}
