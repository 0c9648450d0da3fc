/* Vector-layout rule tables: checks the `vlayout:` key of specs/ops/ave.yaml
 * and writes gen/vlayout_tables.c (types in src/vlayout/vl_tables.h). */
#include <stdlib.h>
#include <string.h>

#include "sg.h"
#include "vlayout/vl_tables.h"

enum { MAXS = 8, MAXFT = 32, MAXALT = 256, MAXROW = 128, MAXTAB = 32,
       MAXRULE = 48, MAXOP = 160 };

static const char *const rule_kinds[] = {
#define X(n) #n,
	VL_RULE_KINDS(X)
#undef X
};
static const char *const mask_names[] = {"last", "first", "penult", "none"};
static const char *const key_names[] = {"none", "res", "data"};
static const char *const lc_names[] = {"absent", "UNCHANGED", "SPARSE", "DENSE", "any"};

static struct {
	bool seen;
	const struct sg_node *at;
	int nstates;
	const char *state[MAXS];
	int swidth[MAXS], smask[MAXS];
	const struct sg_node *smask_node[MAXS];
	int nft;
	const char *ft[MAXFT];
	int8_t legal[VL_MAX_WIDTH + 1][8];
	int8_t fold[VL_MAX_WIDTH + 1];
	int8_t deflt[VL_MAX_WIDTH + 1];
	int8_t exitc[8][8];
	int nalt, nrow, ntab, nrule, nop;
	struct vl_alt alt[MAXALT];
	struct vl_row row[MAXROW];
	struct vl_table tab[MAXTAB];
	struct vl_rule rule[MAXRULE];
	const struct sg_node *rule_node[MAXRULE];
	struct vl_op op[MAXOP];
	const struct sg_node *op_rule[MAXOP];
	const struct sg_node *default_rule;
	int dr;
} V;

static int find(const char *const *names, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

static int state_of(const struct sg_node *n, const char *who)
{
	const char *s = sg_str(n, who);
	if (!s)
		return -2;
	int i = find(V.state, V.nstates, s);
	if (i < 0)
		sg_error(n, who, "unknown state '%s'", s);
	return i < 0 ? -2 : i;
}

static int width_of(const struct sg_node *n, const char *who)
{
	int64_t w;
	if (!sg_int(n, who, &w))
		return -1;
	if (w < 1 || w > VL_MAX_WIDTH) {
		sg_error(n, who, "width %lld out of range 1..%d", (long long)w, VL_MAX_WIDTH);
		return -1;
	}
	return (int)w;
}

static void load_states(const struct sg_node *n)
{
	const char *who = "vlayout: states";
	if (!sg_is_seq(n, who))
		return;
	if (n->n < 1 || n->n > MAXS) {
		sg_error(n, who, "between 1 and %d states", MAXS);
		return;
	}
	for (int i = 0; i < n->n; i++) {
		const struct sg_node *s = n->items[i];
		if (!sg_keys(s, who, "name width mask", "name width mask"))
			continue;
		const char *name = sg_str(sg_get(s, "name"), who);
		if (name && find(V.state, V.nstates, name) >= 0)
			sg_error(s, who, "duplicate state '%s'", name);
		V.state[V.nstates] = name ? name : "?";
		V.swidth[V.nstates] = width_of(sg_get(s, "width"), who);
		V.smask_node[V.nstates] = sg_get(s, "mask");
		V.nstates++;
	}
	for (int i = 0; i < V.nstates; i++)
		if (V.smask_node[i])
			V.smask[i] = state_of(V.smask_node[i], who);
}

static void load_func_types(const struct sg_node *n)
{
	const char *who = "vlayout: func_types";
	if (!sg_is_seq(n, who))
		return;
	if (n->n < 1 || n->n > MAXFT)
		sg_error(n, who, "between 1 and %d function types", MAXFT);
	for (int i = 0; i < n->n && i < MAXFT; i++) {
		const char *s = sg_str(n->items[i], who);
		if (s && find(V.ft, V.nft, s) >= 0)
			sg_error(n->items[i], who, "duplicate '%s'", s);
		V.ft[V.nft++] = s ? s : "?";
	}
	if (V.nft > 0 && strcmp(V.ft[0], "none") != 0)
		sg_error(n, who, "the first function type must be 'none'");
}

/* width -> state list (legal) or width -> single value (fold, layouts). */
static void load_width_map(const struct sg_node *n, const char *who, int kind)
{
	if (!sg_is_map(n, who))
		return;
	for (int i = 0; i < n->n; i++) {
		int w = width_of(n->keys[i], who);
		const struct sg_node *v = n->vals[i];
		if (w < 0)
			continue;
		if (kind == 0) {
			if (!sg_is_seq(v, who))
				continue;
			if (v->n < 1 || v->n > 7) {
				sg_error(v, who, "1 to 7 states");
				continue;
			}
			for (int j = 0; j < v->n; j++) {
				int s = state_of(v->items[j], who);
				V.legal[w][j] = (int8_t)(s < 0 ? -1 : s);
			}
			V.legal[w][v->n] = -1;
		} else if (kind == 1) {
			int to = width_of(v, who);
			if (to > 0)
				V.fold[w] = (int8_t)to;
		} else {
			int s = state_of(v, who);
			if (s >= 0)
				V.deflt[w] = (int8_t)s;
		}
	}
}

static void load_exit_cast(const struct sg_node *n)
{
	const char *who = "vlayout: exit_cast";
	if (!sg_is_map(n, who))
		return;
	for (int i = 0; i < n->n; i++) {
		const char *f = sg_str(n->keys[i], who);
		int ft = f ? find(V.ft, V.nft, f) : -1;
		if (f && ft < 0)
			sg_error(n->keys[i], who, "unknown function type '%s'", f);
		const struct sg_node *l = n->vals[i];
		if (!sg_is_seq(l, who))
			continue;
		for (int j = 0; j < l->n; j++) {
			const struct sg_node *p = l->items[j];
			if (!sg_is_seq(p, who))
				continue;
			if (p->n != 2) {
				sg_error(p, who, "a pair [FROM, TO] expected");
				continue;
			}
			int a = state_of(p->items[0], who), b = state_of(p->items[1], who);
			if (a < 0 || b < 0 || ft < 0)
				continue;
			if (V.exitc[a][b] != 0)
				sg_error(p, who, "pair [%s, %s] listed twice", V.state[a], V.state[b]);
			V.exitc[a][b] = (int8_t)ft;
		}
	}
}

static void load_alt(const struct sg_node *n, const char *who)
{
	struct vl_alt a = {0, VL_NOSTATE, VL_NOSTATE};
	if (sg_keys(n, who, "ft data mask", "")) {
		const struct sg_node *f = sg_get(n, "ft"), *d = sg_get(n, "data"), *m = sg_get(n, "mask");
		if (f) {
			const char *s = sg_str(f, who);
			int i = s ? find(V.ft, V.nft, s) : -1;
			if (s && i < 0)
				sg_error(f, who, "unknown function type '%s'", s);
			a.ft = (int8_t)(i < 0 ? 0 : i);
		}
		if (d)
			a.data = (int8_t)state_of(d, who);
		if (m)
			a.mask = (int8_t)state_of(m, who);
	}
	if (V.nalt >= MAXALT) {
		sg_error(n, who, "too many alternatives");
		return;
	}
	V.alt[V.nalt++] = a;
}

static void load_table(const struct sg_node *name, const struct sg_node *n)
{
	const char *who = sg_str(name, "vlayout: tables");
	if (!who || !sg_keys(n, who, "key fold rows", "key rows"))
		return;
	if (V.ntab >= MAXTAB) {
		sg_error(n, who, "too many tables");
		return;
	}
	struct vl_table *t = &V.tab[V.ntab++];
	t->name = who;
	t->fold = 1;
	const struct sg_node *k = sg_get(n, "key");
	if (sg_keys(k, who, "width state", "width state")) {
		int w = sg_enum(sg_get(k, "width"), who, "key", key_names, 3);
		int s = sg_enum(sg_get(k, "state"), who, "key", key_names, 2);
		t->wkey = (uint8_t)(w < 0 ? 0 : w);
		t->skey = (uint8_t)(s < 0 ? 0 : s);
	}
	if (sg_get(n, "fold")) {
		bool b;
		if (sg_bool(sg_get(n, "fold"), who, &b))
			t->fold = b;
	}
	const struct sg_node *rows = sg_get(n, "rows");
	if (!sg_is_seq(rows, who))
		return;
	t->first = (uint16_t)V.nrow;
	for (int i = 0; i < rows->n; i++) {
		const struct sg_node *r = rows->items[i];
		if (!sg_is_seq(r, who))
			continue;
		if (r->n < 3) {
			sg_error(r, who, "a row is [WIDTH, STATE, ALT, ...]");
			continue;
		}
		if (V.nrow >= MAXROW) {
			sg_error(r, who, "too many rows");
			return;
		}
		struct vl_row *row = &V.row[V.nrow++];
		const struct sg_node *w = r->items[0], *s = r->items[1];
		row->width = VL_ANY;
		row->state = VL_ANY;
		if (!(w->kind == SG_SCALAR && strcmp(w->value, "any") == 0))
			row->width = (int8_t)width_of(w, who);
		if (!(s->kind == SG_SCALAR && strcmp(s->value, "any") == 0))
			row->state = (int8_t)state_of(s, who);
		if ((row->width == VL_ANY) != (t->wkey == VLKEY_none))
			sg_error(w, who, "the width must be 'any' exactly when the key width is none");
		if ((row->state == VL_ANY) != (t->skey == VLKEY_none))
			sg_error(s, who, "the state must be 'any' exactly when the key state is none");
		for (int j = 0; j < i; j++) {
			const struct vl_row *o = &V.row[t->first + j];
			if (o->width == row->width && o->state == row->state)
				sg_error(r, who, "duplicate row key");
		}
		row->first = (uint16_t)V.nalt;
		for (int j = 2; j < r->n; j++)
			load_alt(r->items[j], who);
		row->n = (uint8_t)(V.nalt - row->first);
	}
	t->n = (uint16_t)(V.nrow - t->first);
}

static void load_rule(const struct sg_node *name, const struct sg_node *n)
{
	const char *who = sg_str(name, "vlayout: rules");
	if (!who || !sg_keys(n, who, "kind table equal_results layout_change wider narrower equal", "kind"))
		return;
	if (V.nrule >= MAXRULE) {
		sg_error(n, who, "too many rules");
		return;
	}
	for (int i = 0; i < V.nrule; i++)
		if (strcmp(V.rule[i].name, who) == 0)
			sg_error(name, who, "duplicate rule");
	V.rule_node[V.nrule] = n;
	struct vl_rule *r = &V.rule[V.nrule++];
	r->name = who;
	int k = sg_enum(sg_get(n, "kind"), who, "rule kind", rule_kinds, VLR_COUNT);
	r->kind = (uint8_t)(k < 0 ? 0 : k);
	if ((k == VLR_table) != (sg_get(n, "table") != NULL))
		sg_error(n, who, "'table' is required exactly for kind table");
	bool w = sg_get(n, "wider"), na = sg_get(n, "narrower"), eq = sg_get(n, "equal");
	if (k == VLR_convert ? !(w && na && eq) : (w || na || eq))
		sg_error(n, who, "'wider', 'narrower', 'equal' are required exactly for kind convert");
	if (sg_get(n, "equal_results")) {
		bool b;
		if (sg_bool(sg_get(n, "equal_results"), who, &b))
			r->equal_results = b;
	}
}

/* Second pass: references between rules and tables. */
static int rule_ref(const struct sg_node *n, const char *who)
{
	if (!n)
		return -1; /* a missing key: reported by the first pass */
	const char *s = sg_str(n, who);
	if (!s)
		return -1;
	for (int i = 0; i < V.nrule; i++)
		if (strcmp(V.rule[i].name, s) == 0)
			return i;
	sg_error(n, who, "unknown rule '%s'", s);
	return -1;
}

static void link_rules(void)
{
	for (int i = 0; i < V.nrule; i++) {
		struct vl_rule *r = &V.rule[i];
		const struct sg_node *n = V.rule_node[i], *t = sg_get(n, "table");
		r->table = -1;
		r->wider = r->narrower = r->equal = -1;
		for (int j = 0; j < VLC_COUNT; j++)
			r->lc[j] = -1;
		if (t) {
			const char *s = sg_str(t, r->name);
			for (int j = 0; s && j < V.ntab; j++)
				if (strcmp(V.tab[j].name, s) == 0)
					r->table = (int8_t)j;
			if (s && r->table < 0)
				sg_error(t, r->name, "unknown table '%s'", s);
		}
		if (r->kind == VLR_convert) {
			r->wider = (int8_t)rule_ref(sg_get(n, "wider"), r->name);
			r->narrower = (int8_t)rule_ref(sg_get(n, "narrower"), r->name);
			r->equal = (int8_t)rule_ref(sg_get(n, "equal"), r->name);
		}
		const struct sg_node *lc = sg_get(n, "layout_change");
		if (lc && sg_is_map(lc, r->name))
			for (int j = 0; j < lc->n; j++) {
				int v = sg_enum(lc->keys[j], r->name, "layout_change value", lc_names, VLC_COUNT);
				if (v == VLC_absent) {
					sg_error(lc->keys[j], r->name, "'absent' is not a layout_change value");
					continue;
				}
				if (v > 0)
					r->lc[v] = (int8_t)rule_ref(lc->vals[j], r->name);
			}
	}
}

static void load_item(const struct sg_node *n, const char *who, int8_t item[2])
{
	int64_t v;
	if (n->kind == SG_SEQ) {
		if (n->n < 1 || n->n > 2)
			sg_error(n, who, "1 or 2 items");
		for (int i = 0; i < n->n && i < 2; i++)
			if (sg_int(n->items[i], who, &v))
				item[i] = (int8_t)v;
	} else if (sg_int(n, who, &v)) {
		item[0] = (int8_t)v;
	}
	for (int i = 0; i < 2; i++)
		if (item[i] < 0 || item[i] > 9)
			sg_error(n, who, "type item out of range 1..9");
}

static void load_op(const struct sg_node *name, const struct sg_node *n)
{
	const char *who = sg_str(name, "vlayout: ops");
	if (!who || !sg_keys(n, who, "rule mask item", "rule"))
		return;
	if (V.nop >= MAXOP) {
		sg_error(n, who, "too many ops");
		return;
	}
	for (int i = 0; i < V.nop; i++)
		if (strcmp(V.op[i].name, who) == 0)
			sg_error(name, who, "duplicate op");
	V.op_rule[V.nop] = sg_get(n, "rule");
	struct vl_op *o = &V.op[V.nop++];
	o->name = who;
	if (sg_get(n, "mask")) {
		int m = sg_enum(sg_get(n, "mask"), who, "mask position", mask_names, 4);
		o->mask = (uint8_t)(m < 0 ? 0 : m);
	}
	o->item[0] = 1; /* a listed op's results take the first type item by default */
	if (sg_get(n, "item"))
		load_item(sg_get(n, "item"), who, o->item);
}

static void load_map(const struct sg_node *n, const char *who,
		     void (*f)(const struct sg_node *, const struct sg_node *))
{
	if (!sg_is_map(n, who))
		return;
	for (int i = 0; i < n->n; i++)
		f(n->keys[i], n->vals[i]);
}

void gen_vlayout_load(const struct sg_node *node)
{
	const char *who = "vlayout";
	if (V.seen) {
		sg_error(node, who, "the vlayout tables are defined twice");
		return;
	}
	V.seen = true;
	V.at = node;
	memset(V.legal, -1, sizeof V.legal);
	memset(V.deflt, -1, sizeof V.deflt);
	for (int w = 0; w <= VL_MAX_WIDTH; w++)
		V.fold[w] = (int8_t)w;
	if (!sg_keys(node, who, "states func_types legal fold call_result_layout exit_cast tables rules default_rule ops",
		     "states func_types legal fold call_result_layout exit_cast tables rules default_rule ops"))
		return;
	load_states(sg_get(node, "states"));
	load_func_types(sg_get(node, "func_types"));
	load_width_map(sg_get(node, "legal"), "vlayout: legal", 0);
	load_width_map(sg_get(node, "fold"), "vlayout: fold", 1);
	load_width_map(sg_get(node, "call_result_layout"), "vlayout: call_result_layout", 2);
	load_exit_cast(sg_get(node, "exit_cast"));
	load_map(sg_get(node, "tables"), "vlayout: tables", load_table);
	load_map(sg_get(node, "rules"), "vlayout: rules", load_rule);
	link_rules();
	load_map(sg_get(node, "ops"), "vlayout: ops", load_op);
	for (int i = 0; i < V.nop; i++)
		V.op[i].rule = (int8_t)rule_ref(V.op_rule[i], V.op[i].name);
	V.default_rule = sg_get(node, "default_rule");
	V.dr = rule_ref(V.default_rule, "vlayout: default_rule");
	for (int w = 0; w <= VL_MAX_WIDTH; w++)
		if (V.legal[w][0] >= 0)
			for (int j = 0; V.legal[w][j] >= 0; j++)
				if (V.swidth[V.legal[w][j]] != (w == 1 ? 8 : w) && w != 1)
					sg_error(sg_get(node, "legal"), "vlayout: legal",
						 "state %s is not of width %d", V.state[V.legal[w][j]], w);
}

static int op_cmp(const void *a, const void *b)
{
	return strcmp(((const struct vl_op *)a)->name, ((const struct vl_op *)b)->name);
}

static void write_i8_array(struct sg_out *o, const char *decl, const int8_t *v, int n)
{
	sg_printf(o, "%s = {", decl);
	for (int i = 0; i < n; i++)
		sg_printf(o, "%s%d", i == 0 ? "\n\t" : i % 16 ? ", " : ",\n\t", v[i]);
	sg_printf(o, "\n};\n\n");
}

void gen_vlayout_write(void)
{
	if (!V.seen || sg_error_count() > 0)
		return;
	int dr = V.dr;
	qsort(V.op, (size_t)V.nop, sizeof *V.op, op_cmp);
	struct sg_out *o = sg_out_open("vlayout_tables.c");
	sg_printf(o, "/* DO NOT EDIT: generated by tools/specgen from specs/ */\n");
	sg_printf(o, "/* Vector-layout rule tables (specs/ops/ave.yaml, key vlayout). */\n");
	sg_printf(o, "#include \"vlayout/vl_tables.h\"\n\n");
	sg_printf(o, "const struct vl_state_info vl_states[] = {\n");
	for (int i = 0; i < V.nstates; i++)
		sg_printf(o, "\t[%d] = {\"%s\", %d, %d},\n", i, V.state[i], V.swidth[i], V.smask[i]);
	sg_printf(o, "};\nconst int vl_nstates = %d;\n\n", V.nstates);
	sg_printf(o, "const char *const vl_func_types[] = {");
	for (int i = 0; i < V.nft; i++)
		sg_printf(o, "%s\"%s\"", i ? ", " : "", V.ft[i]);
	sg_printf(o, "};\nconst int vl_nfunc_types = %d;\n\n", V.nft);
	sg_printf(o, "const int8_t vl_legal[VL_MAX_WIDTH + 1][8] = {\n");
	/* Every width is written: an unlisted one must read as "no legal state". */
	for (int w = 0; w <= VL_MAX_WIDTH; w++) {
		sg_printf(o, "\t[%d] = {", w);
		for (int j = 0; j < 8; j++) {
			sg_printf(o, "%s%d", j ? ", " : "", V.legal[w][j]);
			if (V.legal[w][j] < 0)
				break;
		}
		sg_printf(o, "},\n");
	}
	sg_printf(o, "};\n\n");
	write_i8_array(o, "const int8_t vl_fold[VL_MAX_WIDTH + 1]", V.fold, VL_MAX_WIDTH + 1);
	write_i8_array(o, "const int8_t vl_default_layout[VL_MAX_WIDTH + 1]", V.deflt, VL_MAX_WIDTH + 1);
	sg_printf(o, "const int8_t vl_exit_cast[8][8] = {\n");
	for (int a = 0; a < 8; a++) {
		sg_printf(o, "\t{");
		for (int b = 0; b < 8; b++)
			sg_printf(o, "%s%d", b ? ", " : "", V.exitc[a][b]);
		sg_printf(o, "},\n");
	}
	sg_printf(o, "};\n\nconst struct vl_alt vl_alts[] = {\n");
	for (int i = 0; i < V.nalt; i++)
		sg_printf(o, "\t[%d] = {%d, %d, %d},\n", i, V.alt[i].ft, V.alt[i].data, V.alt[i].mask);
	sg_printf(o, "};\n\nconst struct vl_row vl_rows[] = {\n");
	for (int i = 0; i < V.nrow; i++)
		sg_printf(o, "\t[%d] = {%d, %d, %d, %d},\n", i, V.row[i].width, V.row[i].state,
			  V.row[i].first, V.row[i].n);
	sg_printf(o, "};\n\nconst struct vl_table vl_tables[] = {\n");
	for (int i = 0; i < V.ntab; i++)
		sg_printf(o, "\t[%d] = {\"%s\", %d, %d, %d, %d, %d},\n", i, V.tab[i].name, V.tab[i].wkey,
			  V.tab[i].skey, V.tab[i].fold, V.tab[i].first, V.tab[i].n);
	sg_printf(o, "};\n\nconst struct vl_rule vl_rules[] = {\n");
	for (int i = 0; i < V.nrule; i++) {
		const struct vl_rule *r = &V.rule[i];
		sg_printf(o, "\t[%d] = {\"%s\", VLR_%s, %d, %d, {", i, r->name, rule_kinds[r->kind],
			  r->table, r->equal_results);
		for (int j = 0; j < VLC_COUNT; j++)
			sg_printf(o, "%s%d", j ? ", " : "", r->lc[j]);
		sg_printf(o, "}, %d, %d, %d},\n", r->wider, r->narrower, r->equal);
	}
	sg_printf(o, "};\nconst int vl_nrules = %d;\n\n", V.nrule);
	sg_printf(o, "const struct vl_op vl_ops[] = {\n");
	for (int i = 0; i < V.nop; i++)
		sg_printf(o, "\t{\"%s\", %d, VLM_%s, {%d, %d}},\n", V.op[i].name, V.op[i].rule,
			  mask_names[V.op[i].mask], V.op[i].item[0], V.op[i].item[1]);
	sg_printf(o, "};\nconst int vl_nops = %d;\nconst int vl_default_rule = %d;\n", V.nop, dr);
}
