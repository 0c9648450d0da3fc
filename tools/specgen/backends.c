/* Backends: specs/backends/NAME.yaml -> flattened struct spec_backend (with
 * `inherits:` resolved here) and gen/backends.c. */
#include <stdlib.h>
#include <string.h>

#include "specgen.h"

struct be {
	const char *name;
	const char *cid;                /* "BE_910B" */
	const struct sg_node *node;     /* the file's own mapping */
	const struct sg_node *flat;     /* after inheritance */
	int state;                      /* 0 new, 1 resolving, 2 resolved */
	struct spec_backend b;
	uint8_t *supported;
	struct spec_op_override *ov;
	int n_ov;
};

static struct be *bes;
static int n_bes, bes_cap;
int sg_n_backends;
const char **sg_backend_cids;

#define BE_KEYS "name aliases inherits capabilities extra_ptoas_flags l0c_m_alignment " \
	"cross_core_transfer_view sync_resource_catalog soc ops tcvt_native min_ptoas_version " \
	"incore_4bit_dtypes acc_to_gm_dtypes l0_tiling"

static const char *W(const struct be *b, const char *field)
{
	return sg_fmt("%s: %s", b->name, field);
}

void be_collect(const struct sg_node *root)
{
	if (!sg_is_map(root, "backend"))
		return;
	const struct sg_node *nm = sg_get(root, "name");
	if (!nm) {
		sg_error(root, "backend", "missing required key 'name'");
		return;
	}
	if (!sg_str(nm, "backend: name") || !nm->value[0])
		return;
	if (n_bes == bes_cap) {
		bes_cap = bes_cap ? bes_cap * 2 : 8;
		bes = realloc(bes, sizeof *bes * (size_t)bes_cap);
		if (!bes)
			abort();
	}
	struct be *b = &bes[n_bes++];
	memset(b, 0, sizeof *b);
	b->name = nm->value;
	b->node = root;
	char *cid = sg_fmt("BE_%s", nm->value);
	for (char *p = cid + 3; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			*p = '_';
	b->cid = cid;
}

static int be_find(const char *name)
{
	for (int i = 0; i < n_bes; i++)
		if (!strcmp(bes[i].name, name))
			return i;
	return -1;
}

/* Child over parent: the backend mapping, its sections and their mappings
 * (capabilities, ops.overrides ...) merge key by key; anything deeper (one
 * op's override, a rule) and every list is replaced whole.  `name`, `aliases`
 * and `inherits` belong to one file and are not inherited. */
static const struct sg_node *merge(const struct sg_node *parent, const struct sg_node *child,
				   int depth)
{
	bool top = depth == 0;
	if (parent->kind != SG_MAP || child->kind != SG_MAP || depth > 2)
		return child;
	struct sg_node *m = sg_alloc(sizeof *m);
	*m = *child;
	int cap = parent->n + child->n + 1;
	m->keys = sg_alloc(sizeof *m->keys * (size_t)cap);
	m->vals = sg_alloc(sizeof *m->vals * (size_t)cap);
	m->n = 0;
	for (int i = 0; i < parent->n; i++) {
		if (top && sg_word_in(parent->keys[i]->value, "name aliases inherits"))
			continue;
		m->keys[m->n] = parent->keys[i];
		m->vals[m->n++] = parent->vals[i];
	}
	for (int i = 0; i < child->n; i++) {
		int j = 0;
		while (j < m->n && strcmp(m->keys[j]->value, child->keys[i]->value))
			j++;
		if (j == m->n) {
			m->keys[m->n] = child->keys[i];
			m->vals[m->n++] = child->vals[i];
		} else {
			m->keys[j] = child->keys[i];
			m->vals[j] = (struct sg_node *)merge(m->vals[j], child->vals[i], depth + 1);
		}
	}
	return m;
}

static const struct sg_node *resolve(struct be *b)
{
	if (b->state == 2)
		return b->flat;
	if (b->state == 1)
		return NULL;
	b->state = 1;
	b->flat = b->node;
	const struct sg_node *inh = sg_get(b->node, "inherits");
	if (inh && sg_str(inh, W(b, "inherits"))) {
		int p = be_find(inh->value);
		if (p < 0) {
			sg_error(inh, W(b, "inherits"), "unknown backend '%s'", inh->value);
		} else if (bes[p].state == 1) {
			sg_error(inh, W(b, "inherits"), "inheritance cycle through backend '%s'",
				 inh->value);
		} else {
			const struct sg_node *pf = resolve(&bes[p]);
			if (pf)
				b->flat = merge(pf, b->node, 0);
		}
	}
	b->state = 2;
	return b->flat;
}

static void parse_caps(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "capabilities");
	if (v && sg_is_map(v, who))
		for (int i = 0; i < v->n; i++) {
			const char *k = v->keys[i]->value;
			int c = vocab_lookup(cap_bool_names, CAP_BOOL_COUNT, k);
			if (c >= 0) {
				sg_bool(v->vals[i], sg_fmt("%s: %s", who, k), &b->b.caps[c]);
				continue;
			}
			c = vocab_lookup(cap_str_names, CAP_STR_COUNT, k);
			if (c >= 0) {
				b->b.caps_str[c] = sg_str(v->vals[i], sg_fmt("%s: %s", who, k));
				continue;
			}
			c = vocab_lookup(cap_int_names, CAP_INT_COUNT, k);
			if (c >= 0) {
				sg_int(v->vals[i], sg_fmt("%s: %s", who, k), &b->b.caps_int[c]);
				continue;
			}
			sg_error(v->keys[i], who, "unknown capability '%s' (see CAP_BOOL/CAP_STR/CAP_INT in src/ir/vocab.def)",
				 k);
		}
	char missing[2048] = "";
	size_t len = 0;
	for (int i = 0; i < CAP_BOOL_COUNT; i++)
		if (!sg_get(v, cap_bool_names[i]))
			len += (size_t)snprintf(missing + len, sizeof missing - len, " %s",
						cap_bool_names[i]);
	for (int i = 0; i < CAP_STR_COUNT && len < sizeof missing; i++)
		if (!sg_get(v, cap_str_names[i]))
			len += (size_t)snprintf(missing + len, sizeof missing - len, " %s",
						cap_str_names[i]);
	for (int i = 0; i < CAP_INT_COUNT && len < sizeof missing; i++)
		if (!sg_get(v, cap_int_names[i]))
			len += (size_t)snprintf(missing + len, sizeof missing - len, " %s",
						cap_int_names[i]);
	if (len)
		sg_error(v ? v : b->node, who,
			 "capabilities not defined (nor inherited):%s", missing);
}

static void parse_l0c(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "l0c_m_alignment");
	if (!sg_is_map(v, who))
		return;
	const struct sg_node *d = sg_get(v, "default");
	int64_t x = 0;
	if (!d)
		sg_error(v, who, "missing required key 'default'");
	else if (sg_int_range(d, who, 1, 255, &x))
		for (int i = 0; i < DT_COUNT; i++)
			b->b.l0c_m_alignment[i] = (uint8_t)x;
	for (int i = 0; i < v->n; i++) {
		if (!strcmp(v->keys[i]->value, "default"))
			continue;
		int dt = sg_dtype(v->keys[i], who);
		if (dt >= 0 && sg_int_range(v->vals[i], who, 1, 255, &x))
			b->b.l0c_m_alignment[dt] = (uint8_t)x;
	}
}

/* l0_tiling := {fractal_alignment, min_tile_dim, the cost model's numbers}:
 * every key required. */
#define L0_INT_KEYS "fractal_alignment min_tile_dim drain_c0_bytes mad_head_cycles " \
	"mad_k_fractal_bytes mad_fp32_passes"
#define L0_FLOAT_KEYS "bw_l0a bw_l0b bw_drain drain_fixed_cycles drain_row_cycles " \
	"drain_penalty_cycles"

static void parse_l0_tiling(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "l0_tiling");
	if (!sg_is_map(v, who))
		return;
	bool ok = sg_keys(v, who, L0_INT_KEYS " " L0_FLOAT_KEYS, L0_INT_KEYS " " L0_FLOAT_KEYS);
	struct spec_l0_tiling *t = &b->b.l0_tiling;
	struct {
		const char *key;
		uint16_t *dst;
	} ints[] = {{"fractal_alignment", &t->fractal_alignment},
		    {"min_tile_dim", &t->min_tile_dim},
		    {"drain_c0_bytes", &t->drain_c0_bytes},
		    {"mad_head_cycles", &t->mad_head_cycles},
		    {"mad_k_fractal_bytes", &t->mad_k_fractal_bytes},
		    {"mad_fp32_passes", &t->mad_fp32_passes}};
	struct {
		const char *key;
		double *dst;
		bool positive; /* a divisor of the cost model */
	} fl[] = {{"bw_l0a", &t->bw_l0a, true},
		  {"bw_l0b", &t->bw_l0b, true},
		  {"bw_drain", &t->bw_drain, true},
		  {"drain_fixed_cycles", &t->drain_fixed_cycles, false},
		  {"drain_row_cycles", &t->drain_row_cycles, false},
		  {"drain_penalty_cycles", &t->drain_penalty_cycles, false}};
	for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
		const struct sg_node *n = sg_get(v, ints[i].key);
		int64_t x = 0;
		if (n && sg_int_range(n, sg_fmt("%s: %s", who, ints[i].key), 1, 4096, &x))
			*ints[i].dst = (uint16_t)x;
		else
			ok = false;
	}
	for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++) {
		const struct sg_node *n = sg_get(v, fl[i].key);
		double x = 0;
		if (!n) {
			ok = false;
		} else if (!sg_float(n, sg_fmt("%s: %s", who, fl[i].key), &x)) {
			ok = false;
		} else if (!(x >= 0 && x <= 1e9) || (fl[i].positive && !(x > 0))) {
			sg_error(n, who, "%s must be %s and at most 1e9, got '%s'", fl[i].key,
				 fl[i].positive ? "positive" : "non-negative", n->value);
			ok = false;
		} else {
			*fl[i].dst = x;
		}
	}
	t->present = ok;
}

static bool parse_xview1(struct be *b, const struct sg_node *v, struct spec_xview *x)
{
	const char *who = W(b, "cross_core_transfer_view");
	if (v->kind == SG_SCALAR) {
		if (!strcmp(v->value, "keep"))
			x->mode = XV_keep;
		else if (!strcmp(v->value, "error"))
			x->mode = XV_error;
		else
			return sg_error(v, who, "expected keep, error or {blayout: .., slayout: ..}, got '%s'",
					v->value), false;
		return true;
	}
	if (!sg_keys(v, who, "blayout slayout", "blayout slayout"))
		return false;
	int bl = sg_enum(sg_get(v, "blayout"), who, "tile layout", tile_layout_names, TL_COUNT);
	int sl = sg_enum(sg_get(v, "slayout"), who, "tile layout", tile_layout_names, TL_COUNT);
	if (bl < 0 || sl < 0)
		return false;
	*x = (struct spec_xview){XV_convert, (uint8_t)bl, (uint8_t)sl};
	return true;
}

static void parse_xview(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "cross_core_transfer_view");
	if (!sg_is_map(v, who))
		return;
	struct spec_xview def = {XV_keep, 0, 0};
	const struct sg_node *d = sg_get(v, "default");
	if (d)
		parse_xview1(b, d, &def);
	for (int i = 0; i < MS_COUNT; i++)
		b->b.cross_core_view[i] = def;
	for (int i = 0; i < v->n; i++) {
		if (!strcmp(v->keys[i]->value, "default"))
			continue;
		int s = sg_enum(v->keys[i], who, "memory space", memspace_names, MS_COUNT);
		if (s >= 0)
			parse_xview1(b, v->vals[i], &b->b.cross_core_view[s]);
	}
}

static void parse_sync(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "sync_resource_catalog");
	if (!sg_keys(v, who, "name entries", ""))
		return;
	const struct sg_node *n = sg_get(v, "name"), *e = sg_get(v, "entries");
	if (n)
		b->b.sync_catalog_name = sg_str(n, who);
	if (!e || !sg_is_map(e, sg_fmt("%s: entries", who)))
		return;
	struct spec_kv *kv = sg_alloc(sizeof *kv * (size_t)(e->n + 1));
	int k = 0;
	for (int i = 0; i < e->n && k < 255; i++)
		if (sg_ident(e->keys[i], who, false) && sg_int(e->vals[i], who, &kv[k].value))
			kv[k++].key = e->keys[i]->value;
	b->b.n_sync_catalog = (uint8_t)k;
	b->b.sync_catalog = k ? kv : NULL;
}

/* core := {type: CUBE|VECTOR, count: N, mems: {Space: [capacity, align]}} */
static bool parse_core(struct be *b, const struct sg_node *v, struct spec_core *c)
{
	const char *who = W(b, "soc: cores");
	if (!sg_keys(v, who, "type count mems", "type count"))
		return false;
	int t = sg_enum(sg_get(v, "type"), who, "core type", core_type_names, CORE_COUNT);
	int64_t x = 0;
	if (t < 0 || !sg_int_range(sg_get(v, "count"), who, 0, 65535, &x))
		return false;
	c->type = (uint8_t)t;
	c->count = (uint16_t)x;
	const struct sg_node *m = sg_get(v, "mems");
	if (!m)
		return true;
	const char *mw = W(b, "soc: mems");
	if (!sg_is_map(m, mw))
		return false;
	struct spec_mem *ms = sg_alloc(sizeof *ms * (size_t)(m->n + 1));
	for (int i = 0; i < m->n && i < 255; i++) {
		int s = sg_enum(m->keys[i], mw, "memory space", memspace_names, MS_COUNT);
		const struct sg_node *pr = m->vals[i];
		if (pr->kind != SG_SEQ || pr->n != 2) {
			sg_error(pr, mw, "expected [capacity, align] in bytes");
			continue;
		}
		int64_t cap, al;
		if (s < 0 || !sg_int_range(pr->items[0], mw, 0, INT64_MAX, &cap) ||
		    !sg_int_range(pr->items[1], mw, 1, UINT32_MAX, &al))
			continue;
		ms[c->n_mems++] = (struct spec_mem){(uint8_t)s, (uint64_t)cap, (uint32_t)al};
	}
	c->mems = c->n_mems ? ms : NULL;
	return true;
}

static void parse_soc(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "soc");
	if (!sg_keys(v, who, "dies clusters", "dies"))
		return;
	int64_t x;
	if (sg_get(v, "dies") && sg_int_range(sg_get(v, "dies"), sg_fmt("%s: dies", who), 0, 65535, &x))
		b->b.dies = (uint16_t)x;
	const struct sg_node *cl = sg_get(v, "clusters");
	const char *cw = sg_fmt("%s: clusters", who);
	if (!cl || !sg_is_seq(cl, cw))
		return;
	struct spec_cluster *cs = sg_alloc(sizeof *cs * (size_t)(cl->n + 1));
	for (int i = 0; i < cl->n && i < 255; i++) {
		const struct sg_node *it = cl->items[i];
		if (!sg_keys(it, cw, "count cores", "count cores"))
			continue;
		struct spec_cluster *c = &cs[b->b.n_clusters++];
		if (sg_int_range(sg_get(it, "count"), cw, 0, 65535, &x))
			c->count = (uint16_t)x;
		const struct sg_node *co = sg_get(it, "cores");
		if (!sg_is_seq(co, W(b, "soc: cores")))
			continue;
		struct spec_core *cores = sg_alloc(sizeof *cores * (size_t)(co->n + 1));
		for (int j = 0; j < co->n && j < 255; j++)
			if (parse_core(b, co->items[j], &cores[c->n_cores]))
				c->n_cores++;
		c->cores = c->n_cores ? cores : NULL;
	}
	b->b.clusters = b->b.n_clusters ? cs : NULL;
}

static int cmp_ov(const void *a, const void *b)
{
	return (int)((const struct spec_op_override *)a)->op -
	       (int)((const struct spec_op_override *)b)->op;
}

/* core_mem := {<tile operand name>: [memory space, ...]}: spaces the backend's
 * instruction takes the operand in besides the op's own `mem` list, in a
 * kernel bound to one core (AIC, AIV) */
static void core_mem_parse(const struct sg_node *v, const char *who, const struct spec_op *sop,
			   struct spec_op_override *o)
{
	if (!sg_is_map(v, who))
		return;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *k = v->keys[i], *l = v->vals[i];
		int slot = -1;
		for (int j = 0; j < sop->n_operands; j++)
			if (!strcmp(sop->operands[j].name, k->value))
				slot = j;
		if (slot < 0 || sop->operands[slot].kind != OK_tile) {
			sg_error(k, who, "'%s' is not a tile operand of the op", k->value);
			continue;
		}
		if (slot >= SPEC_CORE_MEM_OPERANDS) {
			sg_error(k, who, "operand '%s' is past the first %d", k->value,
				 SPEC_CORE_MEM_OPERANDS);
			continue;
		}
		if (!sg_is_seq(l, sg_fmt("%s: %s", who, k->value)))
			continue;
		uint32_t m = 0;
		bool known = true;
		for (int j = 0; j < l->n; j++) {
			int s = sg_enum(l->items[j], sg_fmt("%s: %s", who, k->value), "memory space",
					memspace_names, MS_COUNT);
			if (s >= 0)
				m |= 1u << s;
			else
				known = false;
		}
		if (known && sop->operands[slot].mem && (m & ~sop->operands[slot].mem) == 0)
			sg_error(l, sg_fmt("%s: %s", who, k->value),
				 "names no space the op's own mem list lacks");
		o->core_mem_set |= 1u << slot;
		o->core_mem[slot] = m;
	}
}

/* operands_in_result_shape := [<tile operand name>, ...]: operands the backend's
 * instruction reads from tiles of its result's physical shape */
static void result_shape_parse(const struct sg_node *v, const char *who, const struct spec_op *sop,
			       struct spec_op_override *o)
{
	if (!sg_is_seq(v, who))
		return;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *k = v->items[i];
		int slot = -1;
		for (int j = 0; k->value && j < sop->n_operands; j++)
			if (!strcmp(sop->operands[j].name, k->value))
				slot = j;
		if (slot < 0 || sop->operands[slot].kind != OK_tile)
			sg_error(k, who, "'%s' is not a tile operand of the op", k->value ? k->value : "");
		else if (slot >= 32)
			sg_error(k, who, "operand '%s' is past the first 32", k->value);
		else
			o->result_shape_operands |= 1u << slot;
	}
}

/* override := {layout?, scratch?, emit?, pto?, core_mem?, operands_in_result_shape?}
 * for a known op */
static void parse_override(struct be *b, const struct sg_node *k, const struct sg_node *v)
{
	const char *who = W(b, sg_fmt("ops: overrides: %s", k->value));
	int op = op_find(k->value);
	if (op < 0) {
		sg_error(k, W(b, "ops: overrides"), "unknown op '%s'", k->value);
		return;
	}
	if (!b->supported[op])
		sg_error(k, W(b, "ops: overrides"), "op '%s' is excluded by this backend", k->value);
	if (!sg_keys(v, who, "layout scratch emit pto ptoas core_mem operands_in_result_shape",
		     "")) /* ptoas: ptoas.c */
		return;
	const struct spec_op *sop = &sg_ops[op].op;
	struct spec_op_override *o = &b->ov[b->n_ov++];
	memset(o, 0, sizeof *o);
	o->op = (uint16_t)op;
	o->scratch.kind = SR_COUNT;
	const struct sg_node *x;
	if ((x = sg_get(v, "layout")))
		o->has_layout = layout_parse(x, sg_fmt("%s: layout", who), sop, &o->layout_in,
					     &o->layout_out);
	if ((x = sg_get(v, "scratch")))
		o->has_scratch = scratch_parse(x, sg_fmt("%s: scratch", who), sop, &o->scratch);
	if ((x = sg_get(v, "core_mem")))
		core_mem_parse(x, sg_fmt("%s: core_mem", who), sop, o);
	if ((x = sg_get(v, "operands_in_result_shape")))
		result_shape_parse(x, sg_fmt("%s: operands_in_result_shape", who), sop, o);
	const struct sg_node *em = sg_get(v, "emit"), *pto = sg_get(v, "pto");
	if (!em && !pto)
		return;
	o->has_emit = true;
	o->emit = sop->emit == EK_none ? EK_template : sop->emit;
	if (em) {
		int e = sg_enum(em, sg_fmt("%s: emit", who), "emit kind", emit_kind_names, EK_COUNT);
		if (e >= 0)
			o->emit = (uint8_t)e;
		if (e == EK_template && !pto)
			sg_error(em, sg_fmt("%s: emit", who), "emit: template needs a 'pto' template");
	}
	if (pto)
		tpl_compile(pto, sg_fmt("%s: pto", who), sop, o->emit, &o->pto);
}

static void parse_ops(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "ops");
	if (!sg_keys(v, who, "exclude overrides", ""))
		return;
	const struct sg_node *ex = sg_get(v, "exclude"), *ov = sg_get(v, "overrides");
	if (ex && sg_is_seq(ex, sg_fmt("%s: exclude", who)))
		for (int i = 0; i < ex->n; i++) {
			if (!sg_str(ex->items[i], sg_fmt("%s: exclude", who)))
				continue;
			int op = op_find(ex->items[i]->value);
			if (op < 0)
				sg_error(ex->items[i], sg_fmt("%s: exclude", who), "unknown op '%s'",
					 ex->items[i]->value);
			else
				b->supported[op] = 0;
		}
	if (!ov || !sg_is_map(ov, sg_fmt("%s: overrides", who)))
		return;
	b->ov = sg_alloc(sizeof *b->ov * (size_t)(ov->n + 1));
	for (int i = 0; i < ov->n; i++)
		parse_override(b, ov->keys[i], ov->vals[i]);
	if (b->n_ov)
		qsort(b->ov, (size_t)b->n_ov, sizeof *b->ov, cmp_ov);
}

static void parse_tcvt(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "tcvt_native");
	if (!sg_is_map(v, who))
		return;
	int n = 0;
	for (int i = 0; i < v->n; i++)
		n += v->vals[i]->kind == SG_SEQ ? v->vals[i]->n : 0;
	uint8_t (*pairs)[2] = sg_alloc(sizeof *pairs * (size_t)(n + 1));
	int k = 0;
	for (int i = 0; i < v->n; i++) {
		int s = sg_dtype(v->keys[i], who);
		if (!sg_is_seq(v->vals[i], who))
			continue;
		for (int j = 0; j < v->vals[i]->n; j++) {
			int d = sg_dtype(v->vals[i]->items[j], who);
			if (s >= 0 && d >= 0) {
				pairs[k][0] = (uint8_t)s;
				pairs[k++][1] = (uint8_t)d;
			}
		}
	}
	b->b.n_tcvt_pairs = (uint16_t)k;
	b->b.tcvt_pairs = k ? (const uint8_t (*)[2])pairs : NULL;
}

/* incore_4bit_dtypes := {supported: [DTYPE ...], note: "..."}: the 4-bit
 * dtypes in-core codegen accepts (each 4-bit and with a PTO type) and the
 * backend's explanation for the others. */
static void parse_incore_4bit(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "incore_4bit_dtypes");
	if (!sg_keys(v, who, "supported note", "supported note"))
		return;
	const struct sg_node *l = sg_get(v, "supported"), *n = sg_get(v, "note");
	const char *lw = sg_fmt("%s: supported", who);
	if (sg_str(n, sg_fmt("%s: note", who))) {
		if (n->value[0])
			b->b.incore_4bit_note = n->value;
		else
			sg_error(n, sg_fmt("%s: note", who), "must not be empty");
	}
	if (!sg_is_seq(l, lw))
		return;
	uint8_t *d = sg_alloc((size_t)l->n + 1);
	int k = 0;
	for (int i = 0; i < l->n && i < 255; i++) {
		int dt = sg_dtype(l->items[i], lw);
		if (dt < 0)
			continue;
		if (dtype_infos[dt].bits != 4)
			sg_error(l->items[i], lw, "%s is not a 4-bit dtype (only 4-bit dtypes are gated)",
				 dtype_infos[dt].name);
		else if (!dtype_infos[dt].mlir)
			sg_error(l->items[i], lw, "%s has no PTO type, so no backend can emit it",
				 dtype_infos[dt].name);
		else
			d[k++] = (uint8_t)dt;
	}
	b->b.n_incore_4bit_dtypes = (uint8_t)k;
	b->b.incore_4bit_dtypes = k ? d : NULL;
}

/* acc_to_gm_dtypes := [DTYPE ...]: the GM dtypes the cube fix-pipe can
 * store an Acc tile into. */
static void parse_acc_to_gm(struct be *b, const struct sg_node *v)
{
	const char *who = W(b, "acc_to_gm_dtypes");
	if (!sg_is_seq(v, who))
		return;
	uint8_t *d = sg_alloc((size_t)v->n + 1);
	int k = 0;
	for (int i = 0; i < v->n && i < 255; i++) {
		int dt = sg_dtype(v->items[i], who);
		if (dt >= 0)
			d[k++] = (uint8_t)dt;
	}
	b->b.n_acc_to_gm_dtypes = (uint8_t)k;
	b->b.acc_to_gm_dtypes = k ? d : NULL;
}

static const char *const *str_list(const struct sg_node *v, const char *who, uint8_t *n)
{
	*n = 0;
	if (!sg_is_seq(v, who))
		return NULL;
	const char **l = sg_alloc(sizeof *l * (size_t)(v->n + 1));
	for (int i = 0; i < v->n && i < 255; i++)
		if ((l[*n] = sg_str(v->items[i], who)))
			(*n)++;
	return *n ? l : NULL;
}

static void be_parse(struct be *b)
{
	const struct sg_node *f = b->flat, *v;
	sg_keys(b->node, b->name, BE_KEYS, "name");
	if (f != b->node)
		sg_keys(f, b->name, BE_KEYS, "");
	b->b.name = b->name;
	b->b.file = b->node->file;
	b->supported = sg_alloc((size_t)sg_n_ops + 1);
	memset(b->supported, 1, (size_t)sg_n_ops);
	if ((v = sg_get(f, "aliases")))
		b->b.aliases = str_list(v, W(b, "aliases"), &b->b.n_aliases);
	parse_caps(b, sg_get(f, "capabilities"));
	if ((v = sg_get(f, "extra_ptoas_flags")))
		b->b.extra_ptoas_flags = str_list(v, W(b, "extra_ptoas_flags"),
						  &b->b.n_extra_ptoas_flags);
	if ((v = sg_get(f, "l0c_m_alignment")))
		parse_l0c(b, v);
	if ((v = sg_get(f, "l0_tiling")))
		parse_l0_tiling(b, v);
	for (int i = 0; i < MS_COUNT; i++)
		b->b.cross_core_view[i].mode = XV_keep;
	if ((v = sg_get(f, "cross_core_transfer_view")))
		parse_xview(b, v);
	if ((v = sg_get(f, "sync_resource_catalog")))
		parse_sync(b, v);
	if ((v = sg_get(f, "soc")))
		parse_soc(b, v);
	if ((v = sg_get(f, "ops")))
		parse_ops(b, v);
	if ((v = sg_get(f, "tcvt_native")))
		parse_tcvt(b, v);
	if ((v = sg_get(f, "min_ptoas_version")))
		b->b.min_ptoas_version = sg_str(v, W(b, "min_ptoas_version"));
	if ((v = sg_get(f, "incore_4bit_dtypes")))
		parse_incore_4bit(b, v);
	else
		sg_error(b->node, W(b, "incore_4bit_dtypes"), "not defined (nor inherited)");
	if ((v = sg_get(f, "acc_to_gm_dtypes")))
		parse_acc_to_gm(b, v);
}

static int cmp_be(const void *a, const void *b)
{
	const struct be *x = a, *y = b;
	int c = strcmp(x->name, y->name);
	return c ? c : strcmp(x->node->file, y->node->file);
}

/* Every name --backend accepts must pick one backend. */
static void check_names(void)
{
	for (int i = 0; i < n_bes; i++) {
		const struct sg_node *al = sg_get(bes[i].node, "aliases");
		if (!al || al->kind != SG_SEQ)
			continue;
		for (int k = 0; k < al->n; k++) {
			const struct sg_node *a = al->items[k];
			const char *who = W(&bes[i], "aliases");
			if (a->kind != SG_SCALAR)
				continue;
			int j = be_find(a->value);
			if (j >= 0)
				sg_error(a, who, "alias '%s' is the name of backend %s", a->value,
					 bes[j].node->file);
			for (int j2 = 0; j2 <= i; j2++) {
				const struct sg_node *al2 = sg_get(bes[j2].node, "aliases");
				if (!al2 || al2->kind != SG_SEQ)
					continue;
				for (int k2 = 0; k2 < al2->n && (j2 < i || k2 < k); k2++)
					if (al2->items[k2]->kind == SG_SCALAR &&
					    !strcmp(al2->items[k2]->value, a->value))
						sg_error(a, who, "alias '%s' is also an alias of backend '%s'",
							 a->value, bes[j2].name);
			}
		}
	}
}

void be_check(void)
{
	if (n_bes)
		qsort(bes, (size_t)n_bes, sizeof *bes, cmp_be);
	int w = 0;
	for (int i = 0; i < n_bes; i++) {
		if (w && !strcmp(bes[w - 1].name, bes[i].name)) {
			sg_error(sg_get(bes[i].node, "name"), sg_fmt("%s: name", bes[i].name),
				 "duplicate backend (first defined in %s)", bes[w - 1].node->file);
			continue;
		}
		bes[w++] = bes[i];
	}
	n_bes = w;
	const char **cids = sg_alloc(sizeof *cids * (size_t)(n_bes + 1));
	int *first = sg_alloc(sizeof *first * (size_t)(n_bes + 1));
	for (int i = 0; i < n_bes; i++)
		cids[i] = bes[i].cid;
	sg_first_equal(cids, n_bes, first);
	for (int j = 0; j < n_bes; j++)
		if (first[j] >= 0)
			sg_error(sg_get(bes[j].node, "name"), sg_fmt("%s: name", bes[j].name),
				 "C name %s clashes with backend '%s'", bes[j].cid, bes[first[j]].name);
	free(cids);
	free(first);
	check_names();
	for (int i = 0; i < n_bes; i++)
		resolve(&bes[i]);
	for (int i = 0; i < n_bes; i++)
		be_parse(&bes[i]);
	sg_n_backends = n_bes;
	sg_backend_cids = sg_alloc(sizeof *sg_backend_cids * (size_t)(n_bes + 1));
	for (int i = 0; i < n_bes; i++)
		sg_backend_cids[i] = bes[i].cid;
}

const struct sg_node *be_flat_node(int i)
{
	return bes[i].flat;
}

const struct spec_backend *be_model(int i, const char **cid)
{
	if (cid)
		*cid = bes[i].cid;
	return &bes[i].b;
}

/* ---- writer ---- */

static void print_strs(struct sg_out *o, const char *const *l, int n)
{
	if (!n) {
		sg_printf(o, "NULL");
		return;
	}
	sg_printf(o, "(const char *const[]){");
	for (int i = 0; i < n; i++) {
		sg_printf(o, "%s", i ? ", " : "");
		sg_cstr(o, l[i]);
	}
	sg_printf(o, "}");
}

static void write_soc(struct sg_out *o, const struct spec_backend *b)
{
	sg_printf(o, "\t\t.dies = %d,\n\t\t.n_clusters = %d,\n\t\t.clusters = ", b->dies,
		  b->n_clusters);
	if (!b->n_clusters) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_cluster[]){\n");
	for (int i = 0; i < b->n_clusters; i++) {
		const struct spec_cluster *c = &b->clusters[i];
		sg_printf(o, "\t\t\t{.count = %d, .n_cores = %d, .cores = ", c->count, c->n_cores);
		if (!c->n_cores) {
			sg_printf(o, "NULL},\n");
			continue;
		}
		sg_printf(o, "(const struct spec_core[]){\n");
		for (int j = 0; j < c->n_cores; j++) {
			const struct spec_core *k = &c->cores[j];
			sg_printf(o, "\t\t\t\t{.type = CORE_%s, .count = %d, .n_mems = %d, .mems = ",
				  core_type_names[k->type], k->count, k->n_mems);
			if (!k->n_mems) {
				sg_printf(o, "NULL},\n");
				continue;
			}
			sg_printf(o, "(const struct spec_mem[]){\n");
			for (int m = 0; m < k->n_mems; m++)
				sg_printf(o, "\t\t\t\t\t{MS_%s, %lluu, %uu},\n",
					  memspace_names[k->mems[m].space],
					  (unsigned long long)k->mems[m].capacity, k->mems[m].align);
			sg_printf(o, "\t\t\t\t}},\n");
		}
		sg_printf(o, "\t\t\t}},\n");
	}
	sg_printf(o, "\t\t},\n");
}

static void write_overrides(struct sg_out *o, const struct be *be)
{
	sg_printf(o, "\t\t.n_overrides = %d,\n\t\t.overrides = ", be->n_ov);
	if (!be->n_ov) {
		sg_printf(o, "NULL,\n\t\t.override_at = NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_op_override[]){\n");
	for (int i = 0; i < be->n_ov; i++) {
		const struct spec_op_override *v = &be->ov[i];
		sg_printf(o, "\t\t\t{\n\t\t\t\t.op = %s,\n\t\t\t\t.has_layout = %s,\n"
			  "\t\t\t\t.layout_in = %uu,\n\t\t\t\t.layout_out = %s,\n"
			  "\t\t\t\t.has_scratch = %s,\n\t\t\t\t.scratch = ",
			  sg_ops[v->op].cid, v->has_layout ? "true" : "false", v->layout_in,
			  v->layout_out ? "true" : "false", v->has_scratch ? "true" : "false");
		print_scratch(o, &v->scratch, "\t\t\t\t");
		sg_printf(o, ",\n\t\t\t\t.has_emit = %s,\n\t\t\t\t.emit = EK_%s,\n\t\t\t\t.pto = ",
			  v->has_emit ? "true" : "false", emit_kind_names[v->emit]);
		print_template(o, &v->pto, "\t\t\t\t");
		sg_printf(o, ",\n\t\t\t\t.core_mem_set = %uu,\n\t\t\t\t.core_mem = {", v->core_mem_set);
		for (int k = 0; k < SPEC_CORE_MEM_OPERANDS; k++)
			sg_printf(o, "%s%uu", k ? ", " : "", v->core_mem[k]);
		sg_printf(o, "},\n\t\t\t\t.result_shape_operands = %uu,\n\t\t\t},\n",
			  v->result_shape_operands);
	}
	sg_printf(o, "\t\t},\n");
	/* the index by op: a question costs no search, and no table is built
	 * at run time */
	sg_printf(o, "\t\t.override_at = (const uint16_t[OP_COUNT]){\n");
	for (int i = 0; i < be->n_ov; i++)
		if (!i || be->ov[i].op != be->ov[i - 1].op)
			sg_printf(o, "\t\t\t[%s] = %d,\n", sg_ops[be->ov[i].op].cid, i + 1);
	sg_printf(o, "\t\t},\n");
}

/* ", x" with the fewest decimals (at least one) that read back as x; x is in
 * [0, 1e9] (checked when parsed). */
static void print_double(struct sg_out *o, double x)
{
	char buf[64];
	for (int prec = 1; prec <= 17; prec++) {
		snprintf(buf, sizeof buf, "%.*f", prec, x);
		if (strtod(buf, NULL) == x)
			break;
	}
	sg_printf(o, ", %s", buf);
}

static void write_be(struct sg_out *o, const struct be *be)
{
	const struct spec_backend *b = &be->b;
	sg_printf(o, "\t[%s] = {\n\t\t.name = ", be->cid);
	sg_cstr(o, b->name);
	sg_printf(o, ",\n\t\t.file = ");
	sg_cstr(o, b->file);
	sg_printf(o, ",\n\t\t.n_aliases = %d,\n\t\t.aliases = ", b->n_aliases);
	print_strs(o, b->aliases, b->n_aliases);
	sg_printf(o, ",\n\t\t.caps_str = {\n");
	for (int i = 0; i < CAP_STR_COUNT; i++) {
		sg_printf(o, "\t\t\t[CAPS_%s] = ", cap_str_names[i]);
		sg_cstr(o, b->caps_str[i]);
		sg_printf(o, ",\n");
	}
	sg_printf(o, "\t\t},\n\t\t.caps = {\n");
	for (int i = 0; i < CAP_BOOL_COUNT; i++)
		sg_printf(o, "\t\t\t[CAP_%s] = %s,\n", cap_bool_names[i], b->caps[i] ? "true" : "false");
	sg_printf(o, "\t\t},\n\t\t.caps_int = {\n");
	for (int i = 0; i < CAP_INT_COUNT; i++)
		sg_printf(o, "\t\t\t[CAPI_%s] = %lld,\n", cap_int_names[i], (long long)b->caps_int[i]);
	sg_printf(o, "\t\t},\n\t\t.n_extra_ptoas_flags = %d,\n\t\t.extra_ptoas_flags = ",
		  b->n_extra_ptoas_flags);
	print_strs(o, b->extra_ptoas_flags, b->n_extra_ptoas_flags);
	sg_printf(o, ",\n\t\t.l0c_m_alignment = {");
	for (int i = 0; i < DT_COUNT; i++)
		sg_printf(o, "%s[DT_%s] = %d", i ? ", " : "", dtype_infos[i].name,
			  b->l0c_m_alignment[i]);
	sg_printf(o, "},\n");
	const struct spec_l0_tiling *t = &b->l0_tiling;
	if (t->present) {
		sg_printf(o, "\t\t.l0_tiling = {true, %u, %u", t->fractal_alignment, t->min_tile_dim);
		const double fl[] = {t->bw_l0a, t->bw_l0b, t->bw_drain, t->drain_fixed_cycles,
				     t->drain_row_cycles, t->drain_penalty_cycles};
		for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++)
			print_double(o, fl[i]);
		sg_printf(o, ", %u, %u, %u, %u},\n", t->drain_c0_bytes, t->mad_head_cycles,
			  t->mad_k_fractal_bytes, t->mad_fp32_passes);
	}
	sg_printf(o, "\t\t.cross_core_view = {\n");
	static const char *const xv[] = {"XV_keep", "XV_convert", "XV_error"};
	for (int i = 0; i < MS_COUNT; i++) {
		const struct spec_xview *x = &b->cross_core_view[i];
		sg_printf(o, "\t\t\t[MS_%s] = {%s, TL_%s, TL_%s},\n", memspace_names[i], xv[x->mode],
			  tile_layout_names[x->blayout], tile_layout_names[x->slayout]);
	}
	sg_printf(o, "\t\t},\n\t\t.sync_catalog_name = ");
	sg_cstr(o, b->sync_catalog_name);
	sg_printf(o, ",\n\t\t.n_sync_catalog = %d,\n\t\t.sync_catalog = ", b->n_sync_catalog);
	if (b->n_sync_catalog) {
		sg_printf(o, "(const struct spec_kv[]){");
		for (int i = 0; i < b->n_sync_catalog; i++) {
			sg_printf(o, "%s{", i ? ", " : "");
			sg_cstr(o, b->sync_catalog[i].key);
			sg_printf(o, ", %lld}", (long long)b->sync_catalog[i].value);
		}
		sg_printf(o, "}");
	} else {
		sg_printf(o, "NULL");
	}
	sg_printf(o, ",\n");
	write_soc(o, b);
	sg_printf(o, "\t\t.op_supported = ");
	if (sg_n_ops) {
		sg_printf(o, "(const uint8_t[OP_COUNT]){\n");
		for (int i = 0; i < sg_n_ops; i++)
			sg_printf(o, "\t\t\t[%s] = %d,\n", sg_ops[i].cid, be->supported[i]);
		sg_printf(o, "\t\t},\n");
	} else {
		sg_printf(o, "NULL,\n");
	}
	write_overrides(o, be);
	sg_printf(o, "\t\t.min_ptoas_version = ");
	sg_cstr(o, b->min_ptoas_version);
	sg_printf(o, ",\n\t\t.n_tcvt_pairs = %d,\n\t\t.tcvt_pairs = ", b->n_tcvt_pairs);
	if (b->n_tcvt_pairs) {
		sg_printf(o, "(const uint8_t[][2]){\n");
		for (int i = 0; i < b->n_tcvt_pairs; i++)
			sg_printf(o, "\t\t\t{DT_%s, DT_%s},\n", dtype_infos[b->tcvt_pairs[i][0]].name,
				  dtype_infos[b->tcvt_pairs[i][1]].name);
		sg_printf(o, "\t\t},\n");
	} else {
		sg_printf(o, "NULL,\n");
	}
	sg_printf(o, "\t\t.n_incore_4bit_dtypes = %d,\n\t\t.incore_4bit_dtypes = ",
		  b->n_incore_4bit_dtypes);
	if (b->n_incore_4bit_dtypes) {
		sg_printf(o, "(const uint8_t[]){");
		for (int i = 0; i < b->n_incore_4bit_dtypes; i++)
			sg_printf(o, "%sDT_%s", i ? ", " : "", dtype_infos[b->incore_4bit_dtypes[i]].name);
		sg_printf(o, "}");
	} else {
		sg_printf(o, "NULL");
	}
	sg_printf(o, ",\n\t\t.incore_4bit_note = ");
	sg_cstr(o, b->incore_4bit_note);
	if (b->n_acc_to_gm_dtypes) {
		sg_printf(o, ",\n\t\t.n_acc_to_gm_dtypes = %d,\n\t\t.acc_to_gm_dtypes = (const uint8_t[]){",
			  b->n_acc_to_gm_dtypes);
		for (int i = 0; i < b->n_acc_to_gm_dtypes; i++)
			sg_printf(o, "%sDT_%s", i ? ", " : "", dtype_infos[b->acc_to_gm_dtypes[i]].name);
		sg_printf(o, "}");
	}
	sg_printf(o, ",\n\t},\n");
}

void be_write(void)
{
	struct sg_out *o = sg_out_open("backends.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"spec.h\"\n#include \"spec_ids.h\"\n\n");
	if (!n_bes) {
		sg_printf(o, "const struct spec_backend spec_backends[1];\n");
	} else {
		sg_printf(o, "const struct spec_backend spec_backends[] = {\n");
		for (int i = 0; i < n_bes; i++)
			write_be(o, &bes[i]);
		sg_printf(o, "};\n_Static_assert(sizeof spec_backends / sizeof spec_backends[0] == BE_COUNT,\n"
			     "\t       \"spec_backends covers every BE_ id\");\n");
	}
	sg_printf(o, "const unsigned spec_n_backends = BE_COUNT;\n");
}
