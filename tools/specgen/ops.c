/* Ops and enums: the files of specs/ops/ -> the op model (struct spec_op, filled
 * in memory exactly as the engine will see it) and gen/enums.c, gen/ops.c. */
#include <stdlib.h>
#include <string.h>

#include "specgen.h"

struct sg_op *sg_ops;
int sg_n_ops;
static int ops_cap;
struct spec_enum *sg_enums;
int sg_n_enums;
static const struct sg_node **enum_nodes;
static int enums_cap;

static const char *const style_names[] = {"int", "string", "qualified"};
static const char *const channel_names[] = {"Dma", "Scalar"};
static const char *const affinity_names[] = {"CUBE", "VECTOR", "SHARED"};
static const char *const role_names[] = {"TPush",	  "TPop",	  "TFree",
					 "InitializePipe", "ReserveBuffer", "ImportBuffer",
					 "SubblockIdx",	  "AivShard",	  "AicGather"};
static const char *const io_role_names[] = {"Load", "Store", "Drain", "Transfer"};
static const char *const comm_role_names[] = {
	"WorldSize", "AllocWindow", "Window",	     "CommCtx", "Wait",	     "RemoteWrite",
	"PublishWrite", "CacheInvalid", "Fence", "DeferWait", "Rank", "NRanks", "Notify"};
static const char *const effect_names[] = {"read", "write", "read_write"};
static const char *const lane_kind_names[] = {"scratch", "index_source", "index_dest"};

/* `who` for a field of op `o`: "tile.add: pto". */
static const char *W(const struct sg_op *o, const char *field)
{
	return sg_fmt("%s: %s", o->name, field);
}

/* ---- enums ---- */

int enum_find(const char *name)
{
	for (int i = 0; i < sg_n_enums; i++)
		if (strcmp(sg_enums[i].name, name) == 0)
			return i;
	return -1;
}

/* enum := {style: int|string|qualified, prefix?: str, values: [{name, value, pto?}]} */
static void enum_parse(const struct sg_node *k, const struct sg_node *v)
{
	const char *who = sg_fmt("enum %s", k->value);
	if (!sg_ident(k, who, false))
		return;
	int prev = enum_find(k->value);
	if (prev >= 0) {
		sg_error(k, who, "duplicate enum (first defined at %s:%d)",
			 enum_nodes[prev]->file, enum_nodes[prev]->line);
		return;
	}
	struct spec_enum e = {.name = k->value};
	if (!sg_keys(v, who, "style prefix also_prefix values", "style values"))
		if (v->kind != SG_MAP)
			return;
	const struct sg_node *st = sg_get(v, "style"), *px = sg_get(v, "prefix");
	int style = st ? sg_enum(st, sg_fmt("%s: style", who), "enum style", style_names, 3) : 0;
	if (style >= 0)
		e.style = (uint8_t)style;
	if (style == ES_qualified && !px && st)
		sg_error(v, who, "style qualified needs a 'prefix' (e.g. pl.PipeType)");
	if (px && style == ES_string)
		sg_error(px, sg_fmt("%s: prefix", who), "'prefix' is not used with style: string");
	if (px)
		e.dsl_prefix = sg_str(px, sg_fmt("%s: prefix", who));
	const struct sg_node *ap = sg_get(v, "also_prefix");
	if (ap && !px)
		sg_error(ap, sg_fmt("%s: also_prefix", who), "'also_prefix' needs a 'prefix'");
	else if (ap)
		e.also_prefix = sg_str(ap, sg_fmt("%s: also_prefix", who));
	const struct sg_node *vals = sg_get(v, "values");
	const char *vw = sg_fmt("%s: values", who);
	if (vals && sg_is_seq(vals, vw)) {
		if (vals->n > 255)
			sg_error(vals, vw, "at most 255 values");
		struct spec_enum_value *ev = sg_alloc(sizeof *ev * (size_t)(vals->n + 1));
		int n = 0;
		for (int i = 0; i < vals->n && n < 255; i++) {
			const struct sg_node *it = vals->items[i];
			if (!sg_keys(it, vw, "name value pto", "name value"))
				continue;
			const struct sg_node *nm = sg_get(it, "name");
			if (!sg_ident(nm, vw, false))
				continue;
			for (int j = 0; j < n; j++)
				if (!strcmp(ev[j].name, nm->value))
					sg_error(nm, vw, "duplicate value name '%s'", nm->value);
			int64_t x;
			if (!sg_int(sg_get(it, "value"), vw, &x))
				continue;
			const struct sg_node *pto = sg_get(it, "pto");
			ev[n].name = nm->value;
			ev[n].value = x;
			ev[n].pto = pto ? sg_str(pto, vw) : nm->value;
			n++;
		}
		e.n_values = (uint8_t)n;
		e.values = ev;
	}
	if (sg_n_enums == enums_cap) {
		enums_cap = enums_cap ? enums_cap * 2 : 16;
		sg_enums = realloc(sg_enums, sizeof *sg_enums * (size_t)enums_cap);
		enum_nodes = realloc(enum_nodes, sizeof *enum_nodes * (size_t)enums_cap);
		if (!sg_enums || !enum_nodes)
			abort();
	}
	enum_nodes[sg_n_enums] = k;
	sg_enums[sg_n_enums++] = e;
}

/* ---- scalar forms ---- */

struct sg_form {
	const char *spelling;
	uint8_t form; /* enum scalar_form */
	const struct sg_node *node;
};
static struct sg_form *sg_forms;
static int sg_n_forms, forms_cap;

/* form := {spelling: pl.add, form: add} */
static void form_parse(const struct sg_node *it)
{
	const char *who = "scalar_forms";
	if (!sg_keys(it, who, "spelling form", "spelling form"))
		return;
	const struct sg_node *sp = sg_get(it, "spelling"), *fm = sg_get(it, "form");
	if (!sg_ident(sp, who, true))
		return;
	int f = sg_enum(fm, sg_fmt("%s: %s", who, sp->value), "scalar form", scalar_form_names, SF_COUNT);
	if (f < 0)
		return;
	for (int i = 0; i < sg_n_forms; i++)
		if (!strcmp(sg_forms[i].spelling, sp->value)) {
			sg_error(sp, who, "duplicate scalar form '%s' (first at %s:%d)", sp->value,
				 sg_forms[i].node->file, sg_forms[i].node->line);
			return;
		}
	if (sg_n_forms == forms_cap) {
		forms_cap = forms_cap ? forms_cap * 2 : 16;
		sg_forms = realloc(sg_forms, sizeof *sg_forms * (size_t)forms_cap);
		if (!sg_forms)
			abort();
	}
	sg_forms[sg_n_forms++] = (struct sg_form){sp->value, (uint8_t)f, it};
}

/* ---- collecting ---- */

void ops_collect(const struct sg_node *root)
{
	if (!sg_keys(root, NULL, "ops enums vlayout scalar_forms ptoas", "") && root->kind != SG_MAP)
		return;
	const struct sg_node *pa = sg_get(root, "ptoas");
	if (pa)
		ptoas_collect(pa);
	const struct sg_node *sf = sg_get(root, "scalar_forms");
	if (sf && sg_is_seq(sf, "scalar_forms"))
		for (int i = 0; i < sf->n; i++)
			form_parse(sf->items[i]);
	const struct sg_node *en = sg_get(root, "enums");
	if (en && sg_is_map(en, "enums"))
		for (int i = 0; i < en->n; i++)
			enum_parse(en->keys[i], en->vals[i]);
	const struct sg_node *vl = sg_get(root, "vlayout");
	if (vl)
		gen_vlayout_load(vl);
	const struct sg_node *ops = sg_get(root, "ops");
	if (!ops || !sg_is_seq(ops, "ops"))
		return;
	for (int i = 0; i < ops->n; i++) {
		const struct sg_node *it = ops->items[i];
		if (!sg_is_map(it, "ops"))
			continue;
		const struct sg_node *nm = sg_get(it, "name");
		if (!nm) {
			sg_error(it, "ops", "op without a 'name'");
			continue;
		}
		if (!sg_ident(nm, "ops: name", true))
			continue;
		if (!strchr(nm->value, '.') || nm->value[0] == '.' ||
		    nm->value[strlen(nm->value) - 1] == '.' || strstr(nm->value, "..")) {
			sg_error(nm, sg_fmt("%s: name", nm->value),
				 "op names are '<namespace>.<name>' (e.g. tile.add)");
			continue;
		}
		if (sg_n_ops == ops_cap) {
			ops_cap = ops_cap ? ops_cap * 2 : 64;
			sg_ops = realloc(sg_ops, sizeof *sg_ops * (size_t)ops_cap);
			if (!sg_ops)
				abort();
		}
		struct sg_op *o = &sg_ops[sg_n_ops++];
		memset(o, 0, sizeof *o);
		o->name = nm->value;
		o->node = it;
		char *cid = sg_fmt("OP_%s", nm->value);
		for (char *p = cid; *p; p++)
			if (*p == '.')
				*p = '_';
		o->cid = cid;
	}
}

int op_find(const char *name)
{
	int lo = 0, hi = sg_n_ops - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		int c = strcmp(sg_ops[mid].name, name);
		if (!c)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

static int cmp_op(const void *a, const void *b)
{
	const struct sg_op *x = a, *y = b;
	int c = strcmp(x->name, y->name);
	if (c)
		return c;
	/* Keep the first definition first: file order, then line. */
	c = strcmp(x->node->file, y->node->file);
	return c ? c : x->node->line - y->node->line;
}

static int cmp_enum(const void *a, const void *b)
{
	return strcmp(((const struct spec_enum *)a)->name, ((const struct spec_enum *)b)->name);
}

/* ---- field parsers ---- */

static int kwarg_find(const struct spec_op *op, const char *name)
{
	for (int i = 0; i < op->n_kwargs; i++)
		if (!strcmp(op->kwargs[i].name, name))
			return i;
	return -1;
}

static bool operand_index(const struct sg_node *n, const char *who,
			  const struct spec_op *op, int64_t *out)
{
	if (!sg_int(n, who, out))
		return false;
	if (*out < 0 || *out >= op->n_operands) {
		sg_error(n, who, "operand index %lld is out of range (the op has %d operand%s)",
			 (long long)*out, op->n_operands, op->n_operands == 1 ? "" : "s");
		return false;
	}
	return true;
}

static bool operand_mask(const struct sg_node *n, const char *who,
			 const struct spec_op *op, uint32_t *mask)
{
	*mask = 0;
	if (!sg_is_seq(n, who))
		return false;
	bool ok = true;
	for (int i = 0; i < n->n; i++) {
		int64_t x;
		if (operand_index(n->items[i], who, op, &x))
			*mask |= 1u << x;
		else
			ok = false;
	}
	return ok;
}

/* default: N and dtype: D of a scalar operand: an omitted (optional) one is
 * the constant N of dtype D (default: [] of a list operand: an empty list when
 * a later operand is given), and a bare integer literal given there is of
 * dtype D (the reference converts a Python int to a ConstInt of that dtype). */
static void parse_operand_default(struct spec_operand *d, const struct sg_node *it, const char *who)
{
	const struct sg_node *df = sg_get(it, "default"), *dt = sg_get(it, "dtype");
	if (dt) {
		int t = sg_dtype(dt, who);
		if (t >= 0) {
			d->dtype = (uint8_t)t;
			d->has_dtype = true;
		}
		if (d->kind != OK_scalar)
			sg_error(dt, who, "dtype is only meaningful on a scalar operand");
	}
	if (!df)
		return;
	if (!d->optional)
		sg_error(df, who, "default is only meaningful on an optional operand");
	if (df->kind == SG_SEQ) { /* default: [] on a list operand */
		if (df->n || (d->kind != OK_shape && d->kind != OK_index_list && d->kind != OK_int_list))
			sg_error(df, who, "a list default is [] on a shape, index_list or int_list operand");
		d->default_empty = true;
		return;
	}
	if (sg_int(df, who, &d->def_int))
		d->has_default = true;
	if (!dt)
		sg_error(df, who, "default needs the dtype of the constant (dtype:)");
	if (sg_get(it, "default_from"))
		sg_error(df, who, "default and default_from exclude each other");
}

/* operand := {name, kind, optional?, default_from?, default?: int, dtype?: DType,
 *             mem?: [Space...], keyword?, also?} */
static void parse_operands(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "operands");
	struct spec_op *op = &o->op;
	if (!sg_is_seq(v, who))
		return;
	if (v->n > 32) {
		sg_error(v, who, "at most 32 operands");
		return;
	}
	struct spec_operand *ops = sg_alloc(sizeof *ops * (size_t)(v->n + 1));
	op->operands = ops;
	op->n_operands = (uint8_t)v->n;
	op->min_operands = (uint8_t)v->n;
	bool seen_optional = false;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		ops[i].default_from = -1;
		ops[i].name = "";
		if (!sg_keys(it, who, "name kind optional default_from default dtype mem keyword also bare fill world",
			     "name kind") &&
		    it->kind != SG_MAP)
			continue;
		const struct sg_node *nm = sg_get(it, "name");
		if (nm && sg_ident(nm, who, false)) {
			ops[i].name = nm->value;
			for (int j = 0; j < i; j++)
				if (!strcmp(ops[j].name, nm->value))
					sg_error(nm, who, "duplicate operand name '%s'", nm->value);
		}
		const struct sg_node *k = sg_get(it, "kind");
		int kind = k ? sg_enum(k, who, "operand kind", operand_kind_names, OK_COUNT) : -1;
		if (kind >= 0)
			ops[i].kind = (uint8_t)kind;
		const struct sg_node *opt = sg_get(it, "optional");
		bool b = false;
		if (opt && sg_bool(opt, who, &b))
			ops[i].optional = b;
		if (b && !seen_optional) {
			op->min_operands = (uint8_t)i;
			seen_optional = true;
		} else if (!b && seen_optional) {
			sg_error(it, who, "operand '%s' follows an optional operand: only trailing operands may be optional",
				 ops[i].name);
		}
		parse_operand_default(&ops[i], it, who);
		const struct sg_node *kw = sg_get(it, "keyword");
		if (kw && kw->value && !kw->quoted && !strcmp(kw->value, "first"))
			ops[i].keyword = ops[i].keyword_first = true;
		else if (kw)
			sg_bool(kw, who, &ops[i].keyword);
		const struct sg_node *bare = sg_get(it, "bare");
		if (bare && sg_bool(bare, who, &ops[i].bare) && ops[i].bare && ops[i].kind != OK_index_list &&
		    ops[i].kind != OK_shape && ops[i].kind != OK_int_list)
			sg_error(bare, who, "bare is only meaningful on a shape, index_list or int_list operand");
		const struct sg_node *also = sg_get(it, "also");
		if (also && sg_ident(also, who, false))
			ops[i].also = also->value;
		const struct sg_node *world = sg_get(it, "world");
		int wr = world ? sg_enum(world, who, "world role", world_role_names, WR_COUNT) : 0;
		if (wr > 0)
			ops[i].world = (uint8_t)wr;
		if ((wr == WR_peer && ops[i].kind != OK_scalar) ||
		    (wr == WR_extent && ops[i].kind != OK_tensor && ops[i].kind != OK_dist_tensor))
			sg_error(world, who, "world: peer is for a scalar operand, extent for a tensor one");
		const struct sg_node *mem = sg_get(it, "mem");
		if (mem && sg_is_seq(mem, who))
			for (int j = 0; j < mem->n; j++) {
				int s = sg_enum(mem->items[j], who, "memory space",
						memspace_names, MS_COUNT);
				if (s >= 0)
					ops[i].mem |= 1u << s;
			}
	}
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *df = sg_get(v->items[i], "default_from");
		if (!df || !sg_str(df, who))
			continue;
		int j = 0;
		while (j < v->n && strcmp(ops[j].name, df->value))
			j++;
		if (j == v->n || j == i)
			sg_error(df, who, "default_from: '%s' is not another operand of this op",
				 df->value);
		else
			ops[i].default_from = (int8_t)j;
		if (!ops[i].optional)
			sg_error(df, who, "default_from is only meaningful on an optional operand");
	}
}

/* The int kwarg of `op` named by `n`, or NULL (reported). */
static const char *fill_kwarg(const struct spec_op *op, const struct sg_node *n, const char *who)
{
	if (!sg_ident(n, who, false))
		return NULL;
	int k = kwarg_find(op, n->value);
	if (k < 0 || op->kwargs[k].type != KT_int) {
		sg_error(n, who, "'%s' is not an int kwarg of this op", n->value);
		return NULL;
	}
	return n->value;
}

/* The index of the operand `key: n` names; -1 (an error) when op has none. */
static int operand_named(const struct spec_op *op, const struct sg_node *n, const char *key, const char *who)
{
	for (int j = 0; j < op->n_operands && sg_str(n, who); j++)
		if (!strcmp(op->operands[j].name, n->value))
			return j;
	sg_error(n, who, "%s: '%s' is not another operand of this op", key, n->value ? n->value : "");
	return -1;
}

/* fill := {kind: data|index|signal|count|through, of?: operand, dim?: int, int kwarg
 *          or `all` (a flat position: the bound is of's element count),
 *          dim_default?: int, mul?: int kwarg, div?: int kwarg, plus?: operand (a
 *          through fill whose result adds that operand)}: how `ptoc check`
 *          fills a program input this tensor operand reads (after the kwargs). */
static void parse_operand_fills(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "operands: fill");
	struct spec_op *op = &o->op;
	for (int i = 0; v->kind == SG_SEQ && i < v->n && i < op->n_operands; i++) {
		struct spec_operand *d = (struct spec_operand *)&op->operands[i];
		const struct sg_node *f = v->items[i]->kind == SG_MAP ? sg_get(v->items[i], "fill") : NULL;
		if (!f || !sg_keys(f, who, "kind of dim dim_default mul div plus", "kind"))
			continue;
		int kind = sg_enum(sg_get(f, "kind"), who, "input fill", input_fill_names, IF_COUNT);
		if (kind < 0)
			continue;
		d->fill = (uint8_t)kind;
		if (d->kind != OK_tensor && d->kind != OK_dist_tensor && d->kind != OK_tile)
			sg_error(f, who, "fill is only meaningful on a tensor or tile operand");
		const struct sg_node *of = sg_get(f, "of"), *dim = sg_get(f, "dim"), *dd = sg_get(f, "dim_default"),
				     *mul = sg_get(f, "mul"), *div = sg_get(f, "div"), *plus = sg_get(f, "plus");
		if (plus && kind != IF_through)
			sg_error(plus, who, "plus is only meaningful on a through fill");
		else if (plus) {
			int j = operand_named(op, plus, "plus", who);
			d->fill_plus = (int8_t)(j + 1);
			if (j == i)
				sg_error(plus, who, "plus: '%s' is not another operand of this op", plus->value);
		}
		if ((kind == IF_index) != (of && dim)) {
			sg_error(f, who, "an index fill, and it alone, takes `of` and `dim`");
			continue;
		}
		if (!of)
			continue;
		int found = operand_named(op, of, "of", who);
		d->fill_of = (int8_t)(found < 0 ? 0 : found);
		if (found == i)
			sg_error(of, who, "of: '%s' is not another operand of this op", of->value);
		int64_t x;
		if (dim->kind == SG_SCALAR && !dim->quoted && !strcmp(dim->value, "all")) {
			d->fill_flat = true;
		} else if (dim->kind == SG_SCALAR && !dim->quoted && (dim->value[0] == '-' || (dim->value[0] >= '0' && dim->value[0] <= '9'))) {
			if (sg_int_range(dim, who, -8, 7, &x))
				d->fill_dim = (int8_t)x;
		} else {
			d->fill_dim_kwarg = fill_kwarg(op, dim, who);
			if (dd && sg_int_range(dd, who, -8, 7, &x))
				d->fill_dim = (int8_t)x;
		}
		if (mul)
			d->fill_mul = fill_kwarg(op, mul, who);
		if (div)
			d->fill_div = fill_kwarg(op, div, who);
	}
}

/* Checks a kwarg value (a default, or an alias-supplied value) against its type. */
static bool kw_value_ok(const struct sg_node *n, const char *who, int type, int enum_id)
{
	int64_t i;
	bool b;
	double d;
	if (enum_id >= 0 && n->kind == SG_SCALAR) {
		const struct spec_enum *e = &sg_enums[enum_id];
		for (int k = 0; k < e->n_values; k++)
			if (!strcmp(e->values[k].name, n->value))
				return true;
		char *end;
		if (type == KT_int && !n->quoted && n->value[0] &&
		    (strtoll(n->value, &end, 0), !*end))
			return true;
		sg_error(n, who, "'%s' is not a value of enum %s%s", n->value, e->name,
			 type == KT_int ? " (nor an integer)" : "");
		return false;
	}
	switch (type) {
	case KT_bool: return sg_bool(n, who, &b);
	case KT_int: return sg_int(n, who, &i);
	case KT_float: return sg_float(n, who, &d);
	case KT_str: return sg_str(n, who) != NULL;
	case KT_dtype: return sg_dtype(n, who) >= 0;
	case KT_mem: return sg_enum(n, who, "memory space", memspace_names, MS_COUNT) >= 0;
	case KT_tile_layout: return sg_enum(n, who, "tile layout", tile_layout_names, TL_COUNT) >= 0;
	case KT_tensor_layout: return sg_enum(n, who, "tensor layout", tensor_layout_names, TLY_COUNT) >= 0;
	case KT_pad_value: return sg_enum(n, who, "pad value", pad_value_names, PAD_COUNT) >= 0;
	case KT_compact: return sg_enum(n, who, "compact mode", compact_mode_names, CM_COUNT) >= 0;
	}
	return false;
}

/* kwarg := {name, type, required?: bool, default?: value, enum?: name} */
static void parse_kwargs(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "kwargs");
	struct spec_op *op = &o->op;
	if (!sg_is_seq(v, who))
		return;
	if (v->n > 255) {
		sg_error(v, who, "at most 255 kwargs");
		return;
	}
	struct spec_kwarg *kw = sg_alloc(sizeof *kw * (size_t)(v->n + 1));
	op->kwargs = kw;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		if (!sg_keys(it, who, "name type required default dsl_default enum", "name type") &&
		    it->kind != SG_MAP)
			continue;
		const struct sg_node *nm = sg_get(it, "name"), *ty = sg_get(it, "type");
		if (!nm || !sg_ident(nm, who, false) || !ty)
			continue;
		if (kwarg_find(op, nm->value) >= 0) {
			sg_error(nm, who, "duplicate kwarg '%s'", nm->value);
			continue;
		}
		int t = sg_enum(ty, who, "kwarg type", kwarg_type_names, KT_COUNT);
		if (t < 0)
			continue;
		struct spec_kwarg *k = &kw[op->n_kwargs++];
		k->name = nm->value;
		k->type = (uint8_t)t;
		k->enum_id = -1;
		const struct sg_node *en = sg_get(it, "enum"), *rq = sg_get(it, "required"),
				     *df = sg_get(it, "default");
		if (en && sg_str(en, who)) {
			k->enum_id = (int16_t)enum_find(en->value);
			if (k->enum_id < 0)
				sg_error(en, who, "unknown enum '%s' (enums are defined under 'enums:' in specs/ops/enums.yaml)",
					 en->value);
			else if (t != KT_int && t != KT_str)
				sg_error(en, who, "'enum' needs type int or str, not %s", kwarg_type_names[t]);
		}
		bool b = false;
		if (rq && sg_bool(rq, who, &b))
			k->required = b;
		if (b && df)
			sg_error(df, who, "kwarg '%s' is required and has a default; keep one", k->name);
		if (df && kw_value_ok(df, sg_fmt("%s: %s: default", who, k->name), t, k->enum_id))
			k->def = df->value;
		const struct sg_node *dd = sg_get(it, "dsl_default");
		if (dd && (b || df))
			sg_error(dd, who, "kwarg '%s' has a dsl_default: it is neither required nor defaulted", k->name);
		else if (dd && kw_value_ok(dd, sg_fmt("%s: %s: dsl_default", who, k->name), t, k->enum_id))
			k->dsl_def = dd->value;
	}
}

/* alias := {spelling, positional?: [operand or kwarg name ...], kwargs?: {kwarg: value}} */
static void parse_aliases(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "aliases");
	struct spec_op *op = &o->op;
	if (!sg_is_seq(v, who))
		return;
	struct spec_alias *al = sg_alloc(sizeof *al * (size_t)(v->n + 1));
	op->aliases = al;
	for (int i = 0; i < v->n && i < 255; i++) {
		const struct sg_node *it = v->items[i];
		if (!sg_keys(it, who, "spelling positional kwargs", "spelling") && it->kind != SG_MAP)
			continue;
		struct spec_alias *a = &al[op->n_aliases];
		const struct sg_node *sp = sg_get(it, "spelling");
		if (!sp || !sg_ident(sp, who, true))
			continue;
		a->spelling = sp->value;
		for (int j = 0; j < op->n_aliases; j++)
			if (!strcmp(al[j].spelling, sp->value))
				sg_error(sp, who, "duplicate spelling '%s'", sp->value);
		const struct sg_node *pos = sg_get(it, "positional");
		if (pos && sg_is_seq(pos, who)) {
			int16_t *p = sg_alloc(sizeof *p * (size_t)(pos->n + 1));
			for (int j = 0; j < pos->n && j < 64; j++) {
				const struct sg_node *nm = pos->items[j];
				if (!sg_str(nm, who))
					continue;
				int k = -1;
				for (int q = 0; q < op->n_operands; q++)
					if (!strcmp(op->operands[q].name, nm->value))
						k = q;
				if (k < 0 && (k = kwarg_find(op, nm->value)) >= 0)
					k = -k - 1;
				else if (k < 0) {
					sg_error(nm, who, "positional: '%s' is neither an operand nor a kwarg of %s",
						 nm->value, o->name);
					continue;
				}
				for (int q = 0; q < a->n_positional; q++)
					if (p[q] == k)
						sg_error(nm, who, "positional: '%s' named twice", nm->value);
				p[a->n_positional++] = (int16_t)k;
			}
			a->positional = p;
		}
		const struct sg_node *kws = sg_get(it, "kwargs");
		if (kws && sg_is_map(kws, who)) {
			struct spec_kwdefault *kd = sg_alloc(sizeof *kd * (size_t)(kws->n + 1));
			a->kwdefaults = kd;
			for (int j = 0; j < kws->n && j < 255; j++) {
				int k = kwarg_find(op, kws->keys[j]->value);
				if (k < 0) {
					sg_error(kws->keys[j], who, "kwargs: '%s' is not a kwarg of %s",
						 kws->keys[j]->value, o->name);
					continue;
				}
				if (!kw_value_ok(kws->vals[j], who, op->kwargs[k].type, op->kwargs[k].enum_id))
					continue;
				kd[a->n_kwdefaults].kwarg = op->kwargs[k].name;
				kd[a->n_kwdefaults++].value = kws->vals[j]->value;
			}
		}
		op->n_aliases++;
	}
}

/* ---- rules (type, checks, scratch) ---- */

/* Parameters a rule cannot do without (the others are optional). */
static const struct {
	const char *table, *rule, *keys;
} required_params[] = {
	{"type", "same_as", "arg"},      {"type", "broadcast", "args"},
	{"type", "scalar", "dtype"},     {"type", "element", "arg"},
	{"type", "cast", "kwarg"},       {"type", "expand", "arg with"},
	{"type", "packed_mask", "args"}, {"type", "opaque", "name"},
	{"type", "mrgsort", "format"},
	{"check", "dtype_in", "arg dtypes"}, {"check", "int_dtype", "arg"},
	{"check", "float_dtype", "arg"},     {"check", "same_dtype", "args"},
	{"check", "same_shape", "args"},     {"check", "same_valid", "args"},
	{"check", "rank", "arg rank"},
	{"check", "kwarg_range", "kwarg"},   {"check", "kwarg_dtype_in", "kwarg dtypes"},
	{"check", "rank_min", "arg rank"},   {"check", "bcast_vector", "args axis"},
	{"check", "expandable", "args"},     {"check", "kwarg_in", "kwarg values"},
	{"check", "flat_index", "args"},     {"check", "handle", "arg name"},
	{"check", "flat_1d", "arg"},         {"check", "no_mx", "arg"},
	{"scratch", "fixed", "dtype rows cols"}, {"scratch", "tcvt_capacity", "pairs"},
};

static const char *required_of(const char *table, const char *rule)
{
	for (size_t i = 0; i < sizeof required_params / sizeof required_params[0]; i++)
		if (!strcmp(required_params[i].table, table) && !strcmp(required_params[i].rule, rule))
			return required_params[i].keys;
	return "";
}

static bool dtype_list(const struct sg_node *v, const char *who, bool pairs,
		       struct spec_param *p)
{
	if (!sg_is_seq(v, who))
		return false;
	int16_t *l = sg_alloc(sizeof *l * (size_t)(2 * v->n + 1));
	int n = 0;
	bool ok = true;
	for (int i = 0; i < v->n; i++) {
		const struct sg_node *it = v->items[i];
		if (!pairs) {
			int d = sg_dtype(it, who);
			ok &= d >= 0;
			l[n++] = (int16_t)d;
			continue;
		}
		if (it->kind != SG_SEQ || it->n != 2) {
			sg_error(it, who, "expected a [SRC, DST] dtype pair");
			ok = false;
			continue;
		}
		int s = sg_dtype(it->items[0], who), d = sg_dtype(it->items[1], who);
		ok &= s >= 0 && d >= 0;
		l[n++] = (int16_t)s;
		l[n++] = (int16_t)d;
	}
	p->list = l;
	p->n_list = (uint16_t)n;
	return ok;
}

/* One `key: value` of a rule; the value type follows the key
 * (specs/README.md "Rule parameters"). */
static bool param_parse(const struct sg_node *k, const struct sg_node *v,
			const char *who0, const struct spec_op *op, struct spec_param *p)
{
	const char *key = k->value;
	const char *who = sg_fmt("%s: %s", who0, key);
	int64_t x;
	bool b;
	p->key = key;
	if (sg_word_in(key, "arg with dtype_arg")) {
		if (!operand_index(v, who, op, &x))
			return false;
		p->i = x;
	} else if (sg_word_in(key, "rank min max rows cols format tuple")) {
		if (!sg_int(v, who, &x))
			return false;
		if (sg_word_in(key, "rows cols") && x < 1) {
			sg_error(v, who, "must be at least 1");
			return false;
		}
		if (!strcmp(key, "format") && x != 1 && x != 2) {
			sg_error(v, who, "format is 1 or 2");
			return false;
		}
		if (!strcmp(key, "tuple") && (x < 2 || x > 8)) {
			sg_error(v, who, "a tuple of 2 to 8 copies");
			return false;
		}
		p->i = x;
	} else if (sg_word_in(key, "bias fresh tensor distributed halve tail_pad sum")) {
		if (!sg_bool(v, who, &b))
			return false;
		p->i = b;
	} else if (!strcmp(key, "axis")) {
		if (!sg_int(v, who, &x))
			return false;
		if (x != -1 && x != -2) {
			sg_error(v, who, "axis is -1 (a row vector [M, 1]) or -2 (a column vector [1, N])");
			return false;
		}
		p->i = x;
	} else if (!strcmp(key, "values")) {
		if (!sg_is_seq(v, who))
			return false;
		int16_t *l = sg_alloc(sizeof *l * (size_t)(v->n + 1));
		for (int i = 0; i < v->n; i++) {
			if (!sg_int_range(v->items[i], who, INT16_MIN, INT16_MAX, &x))
				return false;
			l[i] = (int16_t)x;
		}
		p->list = l;
		p->n_list = (uint16_t)v->n;
	} else if (!strcmp(key, "args")) {
		if (!sg_is_seq(v, who))
			return false;
		int16_t *l = sg_alloc(sizeof *l * (size_t)(v->n + 1));
		for (int i = 0; i < v->n; i++) {
			if (!operand_index(v->items[i], who, op, &x))
				return false;
			l[i] = (int16_t)x;
		}
		p->list = l;
		p->n_list = (uint16_t)v->n;
	} else if (sg_word_in(key, "dtypes supported pairs")) {
		return dtype_list(v, who, !strcmp(key, "pairs"), p);
	} else if (!strcmp(key, "dtype")) {
		if (v->kind == SG_SCALAR && sg_word_in(v->value, "promote lhs same float")) {
			p->i = -1;
			p->s = v->value;
			return true;
		}
		int d = sg_dtype(v, who);
		if (d < 0)
			return false;
		p->i = d;
	} else if (!strcmp(key, "kwarg")) {
		if (!sg_str(v, who))
			return false;
		if (kwarg_find(op, v->value) < 0) {
			sg_error(v, who, "'%s' is not a kwarg of this op", v->value);
			return false;
		}
		p->s = v->value;
	} else if (!strcmp(key, "valid")) {
		if (!sg_str(v, who))
			return false;
		if (strcmp(v->value, "full")) {
			sg_error(v, who, "the only value is 'full'");
			return false;
		}
		p->s = v->value;
	} else if (!strcmp(key, "mem")) {
		if (sg_enum(v, who, "memory space", memspace_names, MS_COUNT) < 0)
			return false;
		p->s = v->value;
	} else if (!strcmp(key, "name")) {
		if (!sg_ident(v, who, true))
			return false;
		p->s = v->value;
	} else if (!strcmp(key, "pto")) {
		if (!sg_str(v, who))
			return false;
		if (v->value[0] != '!') {
			sg_error(v, who, "expected an MLIR type such as !pto.async_event, got '%s'",
				 v->value);
			return false;
		}
		p->s = v->value;
	} else {
		sg_error(k, who, "vocab.def lists parameter '%s' but specgen does not know its value type",
			 key);
		return false;
	}
	return true;
}

/* rule := {<kindkey>: NAME, <param>: value ...} with the params vocab.def
 * lists for NAME. */
static bool rule_parse(const struct sg_node *n, const char *who, const char *table,
		       const char *kindkey, const char *what, const char *const *names,
		       const char *const *params, int count, const struct spec_op *op,
		       struct spec_rule *out)
{
	if (!sg_is_map(n, who))
		return false;
	const struct sg_node *k = sg_get(n, kindkey);
	if (!k) {
		sg_error(n, who, "missing required key '%s'", kindkey);
		return false;
	}
	int kind = sg_enum(k, who, what, names, count);
	if (kind < 0)
		return false;
	const char *rw = sg_fmt("%s: %s", who, names[kind]);
	bool ok = sg_keys(n, rw, *params[kind] ? sg_fmt("%s %s", kindkey, params[kind]) : kindkey,
			  required_of(table, names[kind]));
	struct spec_param *ps = sg_alloc(sizeof *ps * (size_t)(n->n + 1));
	int np = 0;
	for (int i = 0; i < n->n; i++) {
		const char *key = n->keys[i]->value;
		if (!strcmp(key, kindkey) || !sg_word_in(key, params[kind]))
			continue;
		ps[np].i = 0;
		if (param_parse(n->keys[i], n->vals[i], rw, op, &ps[np]))
			np++;
		else
			ok = false;
	}
	out->kind = (uint8_t)kind;
	out->n_params = (uint8_t)np;
	out->params = np ? ps : NULL;
	return ok;
}

bool scratch_parse(const struct sg_node *n, const char *who, const struct spec_op *op,
		   struct spec_rule *out)
{
	return rule_parse(n, who, "scratch", "rule", "scratch rule", scratch_rule_names,
			  scratch_rule_params, SR_COUNT, op, out);
}

bool layout_parse(const struct sg_node *n, const char *who, const struct spec_op *op,
		  uint32_t *in, bool *out)
{
	*in = 0;
	*out = false;
	if (!sg_keys(n, who, "inputs output", ""))
		return false;
	bool ok = true;
	const struct sg_node *i = sg_get(n, "inputs"), *o = sg_get(n, "output");
	if (i)
		ok &= operand_mask(i, sg_fmt("%s: inputs", who), op, in);
	if (o)
		ok &= sg_bool(o, sg_fmt("%s: output", who), out);
	return ok;
}

/* memory := {output?: none|inherit|Space|{kwarg: K, default?: Space}, reuses?: N} */
static void parse_memory(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "memory");
	struct spec_op *op = &o->op;
	if (!sg_keys(v, who, "output reuses", ""))
		if (v->kind != SG_MAP)
			return;
	const struct sg_node *out = sg_get(v, "output"), *re = sg_get(v, "reuses");
	int64_t x;
	if (re && operand_index(re, sg_fmt("%s: reuses", who), op, &x))
		op->reuses_input = (int8_t)x;
	if (!out)
		return;
	const char *ow = sg_fmt("%s: output", who);
	if (out->kind == SG_MAP) {
		if (!sg_keys(out, ow, "kwarg default", "kwarg"))
			return;
		const struct sg_node *k = sg_get(out, "kwarg"), *d = sg_get(out, "default");
		op->out_mem = OM_kwarg;
		if (sg_str(k, ow)) {
			if (kwarg_find(op, k->value) < 0)
				sg_error(k, ow, "'%s' is not a kwarg of this op", k->value);
			op->out_kwarg = k->value;
		}
		int s = d ? sg_enum(d, ow, "memory space", memspace_names, MS_COUNT) : -1;
		if (s >= 0)
			op->out_space = (uint8_t)s;
		return;
	}
	if (!sg_str(out, ow))
		return;
	if (!strcmp(out->value, "none")) {
		op->out_mem = OM_none;
	} else if (!strcmp(out->value, "inherit")) {
		op->out_mem = OM_inherit;
	} else {
		int s = vocab_lookup(memspace_names, MS_COUNT, out->value);
		if (s < 0)
			sg_error(out, ow, "unknown output memory '%s' (none, inherit, {kwarg: K}, or a memory space: DDR Vec Mat Left Right Acc Bias ScalarLocal LeftScale RightScale)",
				 out->value);
		op->out_mem = OM_fixed;
		op->out_space = s < 0 ? MS_COUNT : (uint8_t)s;
	}
}

static void parse_effects(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "arg_effects");
	struct spec_op *op = &o->op;
	if (!sg_is_map(v, who))
		return;
	for (int i = 0; i < v->n; i++) {
		int64_t x;
		if (!operand_index(v->keys[i], who, op, &x))
			continue;
		int e = sg_enum(v->vals[i], who, "effect", effect_names, 3);
		if (e == 1 || e == 2)
			op->arg_writes |= 1u << x;
		if (e == 2)
			op->arg_reads_too |= 1u << x;
	}
}

/* lane_invariant: {ARG: scratch|index_source|index_dest}: operands a Vector-lane split
 * may leave whole beside a halved result; the index kinds are read or written at
 * absolute indices, so their producer must not be split either. */
static void parse_lane_invariant(struct sg_op *o, const struct sg_node *v)
{
	const char *who = W(o, "lane_invariant");
	struct spec_op *op = &o->op;
	if (!sg_is_map(v, who))
		return;
	for (int i = 0; i < v->n; i++) {
		int64_t x;
		if (!operand_index(v->keys[i], who, op, &x))
			continue;
		int k = sg_enum(v->vals[i], who, "lane-invariant kind", lane_kind_names, 3);
		if (k < 0)
			continue;
		op->lane_invariant |= 1u << x;
		if (k > 0)
			op->lane_absolute |= 1u << x;
		if (k == 2)
			op->lane_index_dest |= 1u << x;
	}
}

static const char *pick(const struct sg_node *v, const char *who, const char *what,
			const char *const *names, int n)
{
	int i = sg_enum(v, who, what, names, n);
	return i < 0 ? NULL : names[i];
}

static bool is_py_keyword(const char *s)
{
	static const char *const kw[] = {
		"and", "or", "not", "if", "else", "elif", "for", "while", "in", "is", "def",
		"class", "return", "yield", "pass", "break", "continue", "import", "from",
		"as", "with", "lambda", "global", "nonlocal", "del", "try", "except",
		"finally", "raise", "assert", "async", "await", "None", "True", "False",
	};
	for (size_t i = 0; i < sizeof kw / sizeof *kw; i++)
		if (!strcmp(kw[i], s))
			return true;
	return false;
}

/* The namespace (first name component) gives the op's level and the prefix
 * of its canonical spelling; a last component that is a Python keyword gets
 * a trailing '_' (tile.and is pl.tile.and_). */
static void name_parse(struct sg_op *o)
{
	struct spec_op *op = &o->op;
	size_t nl = strcspn(o->name, ".");
	for (int i = 0; i < ONS_COUNT; i++)
		if (strlen(op_namespace_names[i]) == nl && !strncmp(op_namespace_names[i], o->name, nl)) {
			const char *last = strrchr(o->name, '.') + 1;
			op->level = op_namespace_levels[i];
			op->spelling = sg_fmt("%s%s%s", op_namespace_prefixes[i], o->name,
					      is_py_keyword(last) ? "_" : "");
			return;
		}
	char *known = sg_fmt("%s", "");
	for (int i = 0; i < ONS_COUNT; i++)
		known = sg_fmt("%s%s%s", known, i ? " " : "", op_namespace_names[i]);
	sg_error(sg_get(o->node, "name"), W(o, "name"), "unknown namespace '%.*s' (one of: %s)",
		 (int)nl, o->name, known);
	op->spelling = o->name;
}

#define OP_KEYS "name category op_category doc operands kwargs aliases type checks " \
	"memory flags forbid_output_alias arg_effects lane_invariant write_channel core_affinity " \
	"cross_core_role comm_role io_role layout scratch emit pto emit_note spmd_params pto_decl lowers_to orch ptoas unbatched unfused"

static void op_parse(struct sg_op *o)
{
	const struct sg_node *n = o->node;
	struct spec_op *op = &o->op;
	const struct sg_node *v;
	op->name = o->name;
	name_parse(o);
	op->out_space = MS_COUNT;
	op->reuses_input = -1;
	op->scratch.kind = SR_COUNT;
	sg_keys(n, o->name, OP_KEYS, "name category op_category type");
	if ((v = sg_get(n, "category")) && sg_ident(v, W(o, "category"), false))
		op->category = v->value;
	if ((v = sg_get(n, "op_category")) && sg_ident(v, W(o, "op_category"), false))
		op->op_category = v->value;
	if ((v = sg_get(n, "doc")))
		op->doc = sg_str(v, W(o, "doc"));
	if ((v = sg_get(n, "operands")))
		parse_operands(o, v);
	if ((v = sg_get(n, "kwargs")))
		parse_kwargs(o, v);
	if ((v = sg_get(n, "operands")))
		parse_operand_fills(o, v);
	if ((v = sg_get(n, "aliases")))
		parse_aliases(o, v);
	if ((v = sg_get(n, "type")))
		rule_parse(v, W(o, "type"), "type", "rule", "type rule", type_rule_names,
			   type_rule_params, TR_COUNT, op, &op->type_rule);
	if ((v = sg_get(n, "checks")) && sg_is_seq(v, W(o, "checks"))) {
		struct spec_rule *c = sg_alloc(sizeof *c * (size_t)(v->n + 1));
		for (int i = 0; i < v->n && i < 255; i++)
			if (rule_parse(v->items[i], W(o, "checks"), "check", "check", "check kind",
				       check_kind_names, check_kind_params, CK_COUNT, op,
				       &c[op->n_checks]))
				op->n_checks++;
		op->checks = op->n_checks ? c : NULL;
	}
	if ((v = sg_get(n, "memory")))
		parse_memory(o, v);
	if ((v = sg_get(n, "flags")) && sg_is_seq(v, W(o, "flags")))
		for (int i = 0; i < v->n; i++) {
			int f = sg_enum(v->items[i], W(o, "flags"), "op flag", op_flag_names, OFB_COUNT);
			if (f >= 0)
				op->flags |= 1u << f;
		}
	if ((v = sg_get(n, "forbid_output_alias")))
		operand_mask(v, W(o, "forbid_output_alias"), op, &op->forbid_output_alias);
	if ((v = sg_get(n, "arg_effects")))
		parse_effects(o, v);
	if ((v = sg_get(n, "lane_invariant")))
		parse_lane_invariant(o, v);
	if ((v = sg_get(n, "write_channel")))
		op->write_channel = pick(v, W(o, "write_channel"), "write channel", channel_names, 2);
	if ((v = sg_get(n, "core_affinity")))
		op->core_affinity = pick(v, W(o, "core_affinity"), "core affinity", affinity_names, 3);
	if ((v = sg_get(n, "cross_core_role")))
		op->cross_core_role = pick(v, W(o, "cross_core_role"), "cross-core role", role_names, 9);
	if ((v = sg_get(n, "io_role")))
		op->io_role = pick(v, W(o, "io_role"), "io role", io_role_names, 4);
	if ((v = sg_get(n, "comm_role")))
		op->comm_role = pick(v, W(o, "comm_role"), "comm role", comm_role_names,
				     (int)(sizeof comm_role_names / sizeof *comm_role_names));
	if ((v = sg_get(n, "layout")))
		layout_parse(v, W(o, "layout"), op, &op->layout_in, &op->layout_out);
	if ((v = sg_get(n, "scratch")))
		scratch_parse(v, W(o, "scratch"), op, &op->scratch);
	const struct sg_node *pto = sg_get(n, "pto");
	op->emit = pto ? EK_template : EK_none;
	if ((v = sg_get(n, "emit"))) {
		int e = sg_enum(v, W(o, "emit"), "emit kind", emit_kind_names, EK_COUNT);
		if (e >= 0)
			op->emit = (uint8_t)e;
		if (e == EK_template && !pto)
			sg_error(v, W(o, "emit"), "emit: template needs a 'pto' template");
		if (e == EK_none && pto)
			sg_error(pto, W(o, "pto"), "a 'pto' template with emit: none is never used");
	}
	if (pto)
		tpl_compile(pto, W(o, "pto"), op, op->emit, &op->pto);
	/* an op codegen refuses says why, in the error codegen reports */
	const struct sg_node *note = sg_get(n, "emit_note");
	if (note) {
		if (op->emit != EK_unsupported)
			sg_error(note, W(o, "emit_note"), "only an op with emit: unsupported has an emit_note");
		else if (sg_str(note, W(o, "emit_note")))
			op->emit_note = note->value;
	} else if (op->emit == EK_unsupported) {
		sg_error(sg_get(n, "emit"), W(o, "emit"), "emit: unsupported needs an emit_note saying why");
	}
	/* the synthesized kernel parameters a function reading an spmd id takes */
	if ((v = sg_get(n, "spmd_params"))) {
		if (op->emit != EK_spmd_id)
			sg_error(v, W(o, "spmd_params"), "only an op with emit: spmd_id has spmd_params");
		else if (sg_str(v, W(o, "spmd_params")))
			op->spmd_params = v->value;
	}
	/* the external function a template calls is declared in the module */
	const struct sg_node *decl = sg_get(n, "pto_decl");
	if (decl) {
		if (!pto)
			sg_error(decl, W(o, "pto_decl"), "a 'pto_decl' without a 'pto' template is never used");
		else if (sg_str(decl, W(o, "pto_decl")))
			op->pto_decl = decl->value;
	}
	/* a batch op (rank > 2 operands) names the 2-D op FlattenTileNdTo2D unrolls it into */
	if ((v = sg_get(n, "unbatched"))) {
		const char *u = sg_str(v, W(o, "unbatched"));
		int t = u ? op_find(u) : -1;
		if (u && t < 0)
			sg_error(v, W(o, "unbatched"), "unknown op '%s'", u);
		const struct sg_node *to = t >= 0 ? sg_get(sg_ops[t].node, "operands") : NULL;
		if (t >= 0 && (sg_ops[t].node == n || !to || to->kind != SG_SEQ ||
			       to->n < op->n_operands))
			sg_error(v, W(o, "unbatched"), "'%s' is not the 2-D form of this op "
				 "(another op taking at least its operands)", u);
		else if (t >= 0) {
			op->batched = true;
			op->unbatched = (uint16_t)t;
		}
	}
	/* an accumulating op computed as add(acc, product) where its accumulator
	 * cannot be placed: the op making the product and the op adding */
	if ((v = sg_get(n, "unfused")) && sg_keys(v, W(o, "unfused"), "op add", "op add")) {
		const char *u = sg_str(sg_get(v, "op"), W(o, "unfused.op"));
		const char *ad = sg_str(sg_get(v, "add"), W(o, "unfused.add"));
		int t = u ? op_find(u) : -1, ta = ad ? op_find(ad) : -1;
		if (u && t < 0)
			sg_error(v, W(o, "unfused"), "unknown op '%s'", u);
		if (ad && ta < 0)
			sg_error(v, W(o, "unfused"), "unknown op '%s'", ad);
		const struct sg_node *mem = sg_get(n, "memory");
		if (!mem || !sg_get(mem, "reuses"))
			sg_error(v, W(o, "unfused"), "an unfused form needs the accumulator the "
				 "result reuses (memory: reuses)");
		else if (t >= 0 && ta >= 0) {
			op->has_unfused = true;
			op->unfused = (uint16_t)t;
			op->unfused_add = (uint16_t)ta;
		}
	}
	/* an orchestration-level value: its C++ spelling and the device cores it counts */
	if ((v = sg_get(n, "orch"))) {
		const struct sg_node *c;
		sg_keys(v, W(o, "orch"), "code cores", "code");
		if ((c = sg_get(v, "code")))
			op->orch_code = sg_str(c, W(o, "orch.code"));
		if ((c = sg_get(v, "cores")))
			op->orch_cores = pick(c, W(o, "orch.cores"), "core type", affinity_names, 2);
		if (op->orch_cores && op->n_operands)
			sg_error(c, W(o, "orch.cores"), "a core count takes no operands");
	}
}

/* ---- the dispatch table ---- */

struct sg_entry {
	const char *spelling;
	int group;             /* 0 canonical, 1 alias, 2 scalar form */
	struct spec_candidate c;
	const struct sg_node *node; /* where the spelling is written */
};
static struct sg_entry *entries;
static int n_entries, entries_cap;

static void entry_add(const char *spelling, int group, struct spec_candidate c,
		      const struct sg_node *node)
{
	if (n_entries == entries_cap) {
		entries_cap = entries_cap ? entries_cap * 2 : 256;
		entries = realloc(entries, sizeof *entries * (size_t)entries_cap);
		if (!entries)
			abort();
	}
	entries[n_entries++] = (struct sg_entry){spelling, group, c, node};
}

static int cmp_entry(const void *a, const void *b)
{
	const struct sg_entry *x = a, *y = b;
	int c = strcmp(x->spelling, y->spelling);
	if (c)
		return c;
	if (x->group != y->group)
		return x->group - y->group;
	return x->c.op - y->c.op; /* ops are sorted by name */
}

/* Two ops a call could not tell apart: same number of operands of the same
 * kinds. */
static bool same_signature(const struct spec_op *a, const struct spec_op *b)
{
	if (a->n_operands != b->n_operands || a->min_operands != b->min_operands)
		return false;
	for (int i = 0; i < a->n_operands; i++)
		if (a->operands[i].kind != b->operands[i].kind)
			return false;
	return true;
}

static void spellings_build(void)
{
	for (int i = 0; i < sg_n_ops; i++) {
		if (!sg_ops[i].ok)
			continue;
		const struct spec_op *op = &sg_ops[i].op;
		entry_add(op->spelling, 0, (struct spec_candidate){(int16_t)i, -1, 0},
			  sg_get(sg_ops[i].node, "name"));
		const struct sg_node *al = sg_get(sg_ops[i].node, "aliases");
		for (int k = 0; k < op->n_aliases; k++)
			entry_add(op->aliases[k].spelling, 1, (struct spec_candidate){(int16_t)i, (int16_t)k, 0},
				  al && k < al->n ? al->items[k] : sg_ops[i].node);
	}
	for (int i = 0; i < sg_n_forms; i++)
		entry_add(sg_forms[i].spelling, 2, (struct spec_candidate){-1, -1, sg_forms[i].form},
			  sg_forms[i].node);
	if (n_entries)
		qsort(entries, (size_t)n_entries, sizeof *entries, cmp_entry);
	for (int i = 0; i < n_entries; i++)
		for (int j = i + 1; j < n_entries && !strcmp(entries[i].spelling, entries[j].spelling); j++) {
			const struct spec_candidate *a = &entries[i].c, *b = &entries[j].c;
			if (a->op < 0 || b->op < 0 || a->op == b->op)
				continue;
			if (same_signature(&sg_ops[a->op].op, &sg_ops[b->op].op))
				sg_error(entries[j].node, sg_fmt("%s: aliases", sg_ops[b->op].name),
					 "spelling '%s' also means %s, which takes the same operand kinds: a call could not tell them apart",
					 entries[j].spelling, sg_ops[a->op].name);
		}
	for (int i = 0; i < n_entries; i++)
		if (entries[i].group == 0 && i + 1 < n_entries &&
		    !strcmp(entries[i].spelling, entries[i + 1].spelling) && entries[i + 1].group == 0)
			sg_error(entries[i + 1].node, sg_fmt("%s: name", sg_ops[entries[i + 1].c.op].name),
				 "canonical spelling '%s' is also that of %s", entries[i].spelling,
				 sg_ops[entries[i].c.op].name);
}

/* The n spellings (entries' distinct ones, in order) by
 * spec_spelling_hash, so ptoc builds no index at its start: a table at
 * most half full. */
static void write_spelling_slots(struct sg_out *o, int n)
{
	size_t cap = 64;
	while (cap < 2 * (size_t)n)
		cap *= 2;
	uint32_t *slots = sg_alloc(cap * sizeof *slots);
	memset(slots, 0, cap * sizeof *slots);
	for (int i = 0, k = 0; i < n_entries; k++) {
		size_t j = spec_spelling_hash(entries[i].spelling) & (cap - 1);
		while (slots[j])
			j = (j + 1) & (cap - 1);
		slots[j] = (uint32_t)k + 1;
		int e = i;
		while (e < n_entries && !strcmp(entries[i].spelling, entries[e].spelling))
			e++;
		i = e;
	}
	sg_printf(o, "\nconst uint32_t spec_spelling_slots[] = {");
	for (size_t j = 0; j < cap; j++)
		sg_printf(o, "%s%u,", j % 16 ? " " : "\n\t", slots[j]);
	sg_printf(o, "\n};\nconst unsigned spec_spelling_cap = %zu;\n", cap);
}

static void write_spellings(struct sg_out *o)
{
	if (!n_entries) {
		sg_printf(o, "const struct spec_spelling spec_spellings[1];\nconst unsigned spec_n_spellings = 0;\n"
			     "const uint32_t spec_spelling_slots[1];\nconst unsigned spec_spelling_cap = 1;\n");
		return;
	}
	int n = 0;
	sg_printf(o, "\nconst struct spec_spelling spec_spellings[] = {\n");
	for (int i = 0; i < n_entries;) {
		int j = i;
		while (j < n_entries && !strcmp(entries[i].spelling, entries[j].spelling))
			j++;
		sg_printf(o, "\t{");
		sg_cstr(o, entries[i].spelling);
		sg_printf(o, ", %d, (const struct spec_candidate[]){", j - i);
		for (int k = i; k < j; k++) {
			const struct spec_candidate *c = &entries[k].c;
			if (c->op >= 0)
				sg_printf(o, "%s{%s, %d, 0}", k > i ? ", " : "", sg_ops[c->op].cid, c->alias);
			else
				sg_printf(o, "%s{-1, -1, SF_%s}", k > i ? ", " : "", scalar_form_names[c->form]);
		}
		sg_printf(o, "}},\n");
		n++;
		i = j;
	}
	sg_printf(o, "};\nconst unsigned spec_n_spellings = %d;\n", n);
	write_spelling_slots(o, n);
}

void ops_check(void)
{
	if (sg_n_enums)
		qsort(sg_enums, (size_t)sg_n_enums, sizeof *sg_enums, cmp_enum);
	if (sg_n_ops)
		qsort(sg_ops, (size_t)sg_n_ops, sizeof *sg_ops, cmp_op);
	int w = 0;
	for (int i = 0; i < sg_n_ops; i++) {
		if (w && !strcmp(sg_ops[w - 1].name, sg_ops[i].name)) {
			const struct sg_node *first = sg_ops[w - 1].node;
			sg_error(sg_get(sg_ops[i].node, "name"), sg_fmt("%s: name", sg_ops[i].name),
				 "duplicate op (first defined at %s:%d)", first->file, first->line);
			continue;
		}
		sg_ops[w++] = sg_ops[i];
	}
	sg_n_ops = w;
	const char **cids = sg_alloc(sizeof *cids * (size_t)(sg_n_ops + 1));
	int *first = sg_alloc(sizeof *first * (size_t)(sg_n_ops + 1));
	for (int i = 0; i < sg_n_ops; i++)
		cids[i] = sg_ops[i].cid;
	sg_first_equal(cids, sg_n_ops, first);
	for (int j = 0; j < sg_n_ops; j++)
		if (first[j] >= 0)
			sg_error(sg_get(sg_ops[j].node, "name"), sg_fmt("%s: name", sg_ops[j].name),
				 "C name %s clashes with op '%s'", sg_ops[j].cid, sg_ops[first[j]].name);
	free(cids);
	free(first);
	if (sg_n_ops > 65535)
		sg_error(NULL, NULL, "more than 65535 ops");
	for (int i = 0; i < sg_n_ops; i++) {
		int before = sg_error_count();
		op_parse(&sg_ops[i]);
		sg_ops[i].ok = sg_error_count() == before;
	}
	spellings_build();
	lowering_check();
}

bool ops_kw_value_ok(const struct sg_node *n, const char *who, int type, int enum_id)
{
	return kw_value_ok(n, who, type, enum_id);
}

/* ---- writers ---- */

static void print_list(struct sg_out *o, const struct spec_param *p)
{
	bool dt = sg_word_in(p->key, "dtypes supported pairs");
	sg_printf(o, "(const int16_t[]){");
	for (int i = 0; i < p->n_list; i++) {
		if (dt)
			sg_printf(o, "%sDT_%s", i ? ", " : "", dtype_infos[p->list[i]].name);
		else
			sg_printf(o, "%s%d", i ? ", " : "", p->list[i]);
	}
	sg_printf(o, "}");
}

static void print_params(struct sg_out *o, const struct spec_rule *r, const char *ind)
{
	if (!r->n_params) {
		sg_printf(o, ".n_params = 0, .params = NULL}");
		return;
	}
	sg_printf(o, ".n_params = %d, .params = (const struct spec_param[]){\n", r->n_params);
	for (int i = 0; i < r->n_params; i++) {
		const struct spec_param *p = &r->params[i];
		sg_printf(o, "%s\t{.key = ", ind);
		sg_cstr(o, p->key);
		if (p->list) {
			sg_printf(o, ", .n_list = %d, .list = ", p->n_list);
			print_list(o, p);
		} else if (p->s) {
			sg_printf(o, ", .i = %lld, .s = ", (long long)p->i);
			sg_cstr(o, p->s);
		} else if (!strcmp(p->key, "dtype")) {
			sg_printf(o, ", .i = DT_%s", dtype_infos[p->i].name);
		} else {
			sg_printf(o, ", .i = %lld", (long long)p->i);
		}
		sg_printf(o, "},\n");
	}
	sg_printf(o, "%s}}", ind);
}

static void print_rule(struct sg_out *o, const char *prefix, const char *const *names,
		       const struct spec_rule *r, const char *ind)
{
	sg_printf(o, "{.kind = %s%s, ", prefix, names[r->kind]);
	print_params(o, r, ind);
}

void print_scratch(struct sg_out *o, const struct spec_rule *r, const char *ind)
{
	if (r->kind == SR_COUNT)
		sg_printf(o, "{.kind = SR_COUNT}");
	else
		print_rule(o, "SR_", scratch_rule_names, r, ind);
}

static const char *const piece_names[] = {
	"TP_TEXT", "TP_OPERAND", "TP_OPERAND_T", "TP_DST", "TP_DST_T",
	"TP_KWARG", "TP_EXTRA", "TP_EXTRA_T", "TP_OPT_BEGIN", "TP_OPT_END",
	"TP_OPT_DEFAULT",
};

void print_template(struct sg_out *o, const struct spec_template *t, const char *ind)
{
	if (!t->source) {
		sg_printf(o, "{.source = NULL}");
		return;
	}
	sg_printf(o, "{\n%s\t.source = ", ind);
	sg_cstr(o, t->source);
	sg_printf(o, ",\n%s\t.n_pieces = %d,\n%s\t.pieces = ", ind, t->n_pieces, ind);
	if (!t->n_pieces) {
		sg_printf(o, "NULL,\n%s}", ind);
		return;
	}
	sg_printf(o, "(const struct spec_tpl_piece[]){\n");
	for (int i = 0; i < t->n_pieces; i++) {
		const struct spec_tpl_piece *p = &t->pieces[i];
		sg_printf(o, "%s\t\t{.kind = %s, .operand = %d, .conv = CONV_%s, .kwarg = %d, .enum_id = ",
			  ind, piece_names[p->kind], p->operand,
			  p->conv ? operand_conv_names[p->conv] : "NONE", p->kwarg);
		if (p->enum_id >= 0)
			sg_printf(o, "ENUM_%s", sg_enums[p->enum_id].name);
		else
			sg_printf(o, "-1");
		sg_printf(o, ", .match = %d, .text = ", p->match);
		sg_cstr(o, p->text);
		sg_printf(o, "},\n");
	}
	sg_printf(o, "%s\t},\n%s}", ind, ind);
}

static void write_enums(void)
{
	struct sg_out *o = sg_out_open("enums.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"spec.h\"\n#include \"spec_ids.h\"\n\n");
	if (!sg_n_enums) {
		sg_printf(o, "const struct spec_enum spec_enums[1];\n");
	} else {
		sg_printf(o, "const struct spec_enum spec_enums[] = {\n");
		for (int i = 0; i < sg_n_enums; i++) {
			const struct spec_enum *e = &sg_enums[i];
			sg_printf(o, "\t[ENUM_%s] = {\n\t\t.name = ", e->name);
			sg_cstr(o, e->name);
			sg_printf(o, ",\n\t\t.style = ES_%s,\n\t\t.dsl_prefix = ", style_names[e->style]);
			sg_cstr(o, e->dsl_prefix);
			if (e->also_prefix) {
				sg_printf(o, ",\n\t\t.also_prefix = ");
				sg_cstr(o, e->also_prefix);
			}
			sg_printf(o, ",\n\t\t.n_values = %d,\n\t\t.values = ", e->n_values);
			if (!e->n_values) {
				sg_printf(o, "NULL,\n\t},\n");
				continue;
			}
			sg_printf(o, "(const struct spec_enum_value[]){\n");
			for (int j = 0; j < e->n_values; j++) {
				sg_printf(o, "\t\t\t{");
				sg_cstr(o, e->values[j].name);
				sg_printf(o, ", %lld, ", (long long)e->values[j].value);
				sg_cstr(o, e->values[j].pto);
				sg_printf(o, "},\n");
			}
			sg_printf(o, "\t\t},\n\t},\n");
		}
		sg_printf(o, "};\n_Static_assert(sizeof spec_enums / sizeof spec_enums[0] == ENUM_COUNT,\n"
			     "\t       \"spec_enums covers every ENUM_ id\");\n");
	}
	sg_printf(o, "const unsigned spec_n_enums = ENUM_COUNT;\n");
}

static void print_mask(struct sg_out *o, uint32_t m, const char *const *names, const char *prefix)
{
	if (!m) {
		sg_printf(o, "0");
		return;
	}
	bool first = true;
	for (int i = 0; i < 32; i++)
		if (m & (1u << i)) {
			if (names)
				sg_printf(o, "%s(1u << %s%s)", first ? "" : " | ", prefix, names[i]);
			else
				sg_printf(o, "%s(1u << %d)", first ? "" : " | ", i);
			first = false;
		}
}

static void write_operands(struct sg_out *o, const struct spec_op *op)
{
	sg_printf(o, "\t\t.n_operands = %d,\n\t\t.min_operands = %d,\n\t\t.operands = ",
		  op->n_operands, op->min_operands);
	if (!op->n_operands) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_operand[]){\n");
	for (int i = 0; i < op->n_operands; i++) {
		const struct spec_operand *d = &op->operands[i];
		sg_printf(o, "\t\t\t{.name = ");
		sg_cstr(o, d->name);
		sg_printf(o, ", .kind = OK_%s, .optional = %s, .default_from = %d, .mem = ",
			  operand_kind_names[d->kind], d->optional ? "true" : "false",
			  d->default_from);
		print_mask(o, d->mem, memspace_names, "MS_");
		if (d->keyword)
			sg_printf(o, ", .keyword = true");
		if (d->keyword_first)
			sg_printf(o, ", .keyword_first = true");
		if (d->also) {
			sg_printf(o, ", .also = ");
			sg_cstr(o, d->also);
		}
		if (d->has_default)
			sg_printf(o, ", .has_default = true, .def_int = %lld", (long long)d->def_int);
		if (d->default_empty)
			sg_printf(o, ", .default_empty = true");
		if (d->bare)
			sg_printf(o, ", .bare = true");
		if (d->has_dtype)
			sg_printf(o, ", .has_dtype = true, .dtype = DT_%s", dtype_infos[d->dtype].name);
		if (d->fill)
			sg_printf(o, ", .fill = IF_%s", input_fill_names[d->fill]);
		if (d->fill == IF_index)
			sg_printf(o, ", .fill_of = %d", d->fill_of);
		if (d->fill_dim)
			sg_printf(o, ", .fill_dim = %d", d->fill_dim);
		if (d->fill_flat)
			sg_printf(o, ", .fill_flat = true");
		if (d->fill_plus)
			sg_printf(o, ", .fill_plus = %d", d->fill_plus);
		if (d->world)
			sg_printf(o, ", .world = WR_%s", world_role_names[d->world]);
		const char *fk[3] = {d->fill_dim_kwarg, d->fill_mul, d->fill_div};
		const char *fn[3] = {"fill_dim_kwarg", "fill_mul", "fill_div"};
		for (int k = 0; k < 3; k++)
			if (fk[k]) {
				sg_printf(o, ", .%s = ", fn[k]);
				sg_cstr(o, fk[k]);
			}
		sg_printf(o, "},\n");
	}
	sg_printf(o, "\t\t},\n");
}

static void write_kwargs(struct sg_out *o, const struct spec_op *op)
{
	sg_printf(o, "\t\t.n_kwargs = %d,\n\t\t.kwargs = ", op->n_kwargs);
	if (!op->n_kwargs) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_kwarg[]){\n");
	for (int i = 0; i < op->n_kwargs; i++) {
		const struct spec_kwarg *k = &op->kwargs[i];
		sg_printf(o, "\t\t\t{.name = ");
		sg_cstr(o, k->name);
		sg_printf(o, ", .type = KT_%s, .required = %s, .enum_id = ", kwarg_type_names[k->type],
			  k->required ? "true" : "false");
		if (k->enum_id >= 0)
			sg_printf(o, "ENUM_%s", sg_enums[k->enum_id].name);
		else
			sg_printf(o, "-1");
		sg_printf(o, ", .def = ");
		sg_cstr(o, k->def);
		if (k->dsl_def) {
			sg_printf(o, ", .dsl_def = ");
			sg_cstr(o, k->dsl_def);
		}
		sg_printf(o, "},\n");
	}
	sg_printf(o, "\t\t},\n");
}

static void write_aliases(struct sg_out *o, const struct spec_op *op)
{
	sg_printf(o, "\t\t.n_aliases = %d,\n\t\t.aliases = ", op->n_aliases);
	if (!op->n_aliases) {
		sg_printf(o, "NULL,\n");
		return;
	}
	sg_printf(o, "(const struct spec_alias[]){\n");
	for (int i = 0; i < op->n_aliases; i++) {
		const struct spec_alias *a = &op->aliases[i];
		sg_printf(o, "\t\t\t{.spelling = ");
		sg_cstr(o, a->spelling);
		if (a->n_positional) {
			sg_printf(o, ", .n_positional = %d, .positional = (const int16_t[]){", a->n_positional);
			for (int j = 0; j < a->n_positional; j++)
				sg_printf(o, "%s%d", j ? ", " : "", a->positional[j]);
			sg_printf(o, "}");
		}
		sg_printf(o, ", .n_kwdefaults = %d, .kwdefaults = ", a->n_kwdefaults);
		if (!a->n_kwdefaults) {
			sg_printf(o, "NULL},\n");
			continue;
		}
		sg_printf(o, "(const struct spec_kwdefault[]){");
		for (int j = 0; j < a->n_kwdefaults; j++) {
			sg_printf(o, "%s{", j ? ", " : "");
			sg_cstr(o, a->kwdefaults[j].kwarg);
			sg_printf(o, ", ");
			sg_cstr(o, a->kwdefaults[j].value);
			sg_printf(o, "}");
		}
		sg_printf(o, "}},\n");
	}
	sg_printf(o, "\t\t},\n");
}

static void write_op(struct sg_out *o, const struct sg_op *so)
{
	const struct spec_op *op = &so->op;
	sg_printf(o, "\t[%s] = {\n\t\t.name = ", so->cid);
	sg_cstr(o, op->name);
	sg_printf(o, ",\n\t\t.spelling = ");
	sg_cstr(o, op->spelling);
	sg_printf(o, ",\n\t\t.level = OL_%s", op_level_names[op->level]);
	sg_printf(o, ",\n\t\t.category = ");
	sg_cstr(o, op->category);
	sg_printf(o, ",\n\t\t.op_category = ");
	sg_cstr(o, op->op_category);
	sg_printf(o, ",\n\t\t.doc = ");
	sg_cstr(o, op->doc);
	sg_printf(o, ",\n");
	write_operands(o, op);
	write_kwargs(o, op);
	write_aliases(o, op);
	sg_printf(o, "\t\t.type_rule = ");
	print_rule(o, "TR_", type_rule_names, &op->type_rule, "\t\t");
	sg_printf(o, ",\n\t\t.n_checks = %d,\n\t\t.checks = ", op->n_checks);
	if (op->n_checks) {
		sg_printf(o, "(const struct spec_rule[]){\n");
		for (int i = 0; i < op->n_checks; i++) {
			sg_printf(o, "\t\t\t");
			print_rule(o, "CK_", check_kind_names, &op->checks[i], "\t\t\t");
			sg_printf(o, ",\n");
		}
		sg_printf(o, "\t\t}");
	} else {
		sg_printf(o, "NULL");
	}
	sg_printf(o, ",\n\t\t.out_mem = OM_%s,\n\t\t.out_space = ", out_mem_names[op->out_mem]);
	if (op->out_space == MS_COUNT)
		sg_printf(o, "MS_COUNT");
	else
		sg_printf(o, "MS_%s", memspace_names[op->out_space]);
	sg_printf(o, ",\n\t\t.out_kwarg = ");
	sg_cstr(o, op->out_kwarg);
	sg_printf(o, ",\n\t\t.reuses_input = %d,\n\t\t.flags = ", op->reuses_input);
	print_mask(o, op->flags, op_flag_names, "OFB_");
	sg_printf(o, ",\n\t\t.forbid_output_alias = ");
	print_mask(o, op->forbid_output_alias, NULL, NULL);
	sg_printf(o, ",\n\t\t.arg_writes = ");
	print_mask(o, op->arg_writes, NULL, NULL);
	sg_printf(o, ",\n\t\t.arg_reads_too = ");
	print_mask(o, op->arg_reads_too, NULL, NULL);
	if (op->lane_invariant) {
		sg_printf(o, ",\n\t\t.lane_invariant = ");
		print_mask(o, op->lane_invariant, NULL, NULL);
		sg_printf(o, ",\n\t\t.lane_absolute = ");
		print_mask(o, op->lane_absolute, NULL, NULL);
		sg_printf(o, ",\n\t\t.lane_index_dest = ");
		print_mask(o, op->lane_index_dest, NULL, NULL);
	}
	sg_printf(o, ",\n\t\t.core_affinity = ");
	sg_cstr(o, op->core_affinity);
	sg_printf(o, ",\n\t\t.cross_core_role = ");
	sg_cstr(o, op->cross_core_role);
	if (op->comm_role) {
		sg_printf(o, ",\n\t\t.comm_role = ");
		sg_cstr(o, op->comm_role);
	}
	sg_printf(o, ",\n\t\t.write_channel = ");
	sg_cstr(o, op->write_channel);
	if (op->io_role) {
		sg_printf(o, ",\n\t\t.io_role = ");
		sg_cstr(o, op->io_role);
	}
	sg_printf(o, ",\n\t\t.layout_in = ");
	print_mask(o, op->layout_in, NULL, NULL);
	sg_printf(o, ",\n\t\t.layout_out = %s,\n\t\t.scratch = ", op->layout_out ? "true" : "false");
	print_scratch(o, &op->scratch, "\t\t");
	sg_printf(o, ",\n\t\t.emit = EK_%s,\n\t\t.pto = ", emit_kind_names[op->emit]);
	print_template(o, &op->pto, "\t\t");
	if (op->emit_note) {
		sg_printf(o, ",\n\t\t.emit_note = ");
		sg_cstr(o, op->emit_note);
	}
	if (op->spmd_params) {
		sg_printf(o, ",\n\t\t.spmd_params = ");
		sg_cstr(o, op->spmd_params);
	}
	if (op->pto_decl) {
		sg_printf(o, ",\n\t\t.pto_decl = ");
		sg_cstr(o, op->pto_decl);
	}
	if (op->batched)
		sg_printf(o, ",\n\t\t.batched = true, .unbatched = %s", sg_ops[op->unbatched].cid);
	if (op->has_unfused)
		sg_printf(o, ",\n\t\t.has_unfused = true, .unfused = %s, .unfused_add = %s",
			  sg_ops[op->unfused].cid, sg_ops[op->unfused_add].cid);
	if (op->orch_code) {
		sg_printf(o, ",\n\t\t.orch_code = ");
		sg_cstr(o, op->orch_code);
	}
	if (op->orch_cores) {
		sg_printf(o, ",\n\t\t.orch_cores = ");
		sg_cstr(o, op->orch_cores);
	}
	sg_printf(o, ",\n");
	lowering_write(o, op);
	sg_printf(o, "\t},\n");
}

/* The ops whose emit kind is k (k >= 0), or that have a pto_decl (k < 0),
 * as a struct spec_op_list initializer. */
static void write_op_list(struct sg_out *o, int k)
{
	int n = 0;
	for (int i = 0; i < sg_n_ops; i++)
		n += k >= 0 ? sg_ops[i].op.emit == k : sg_ops[i].op.pto_decl != NULL;
	if (!n) {
		sg_printf(o, "{0, NULL}");
		return;
	}
	sg_printf(o, "{%d, (const uint16_t[]){", n);
	for (int i = 0, w = 0; i < sg_n_ops; i++)
		if (k >= 0 ? sg_ops[i].op.emit == k : sg_ops[i].op.pto_decl != NULL)
			sg_printf(o, "%s%s", w++ ? ", " : "", sg_ops[i].cid);
	sg_printf(o, "}}");
}

static void write_op_lists(struct sg_out *o)
{
	sg_printf(o, "\nconst struct spec_op_list spec_emit_ops[EK_COUNT] = {\n");
	for (int k = 0; k < EK_COUNT; k++) {
		sg_printf(o, "\t[EK_%s] = ", emit_kind_names[k]);
		write_op_list(o, k);
		sg_printf(o, ",\n");
	}
	sg_printf(o, "};\nconst struct spec_op_list spec_pto_decl_ops = ");
	write_op_list(o, -1);
	sg_printf(o, ";\n");
}

/* The ops with a cross-core role (comm false) or a comm role (comm true). */
static void write_role_list(struct sg_out *o, const char *name, bool comm)
{
	int n = 0;
	for (int i = 0; i < sg_n_ops; i++)
		n += (comm ? sg_ops[i].op.comm_role : sg_ops[i].op.cross_core_role) != NULL;
	sg_printf(o, "const struct spec_op_list %s = ", name);
	if (!n) {
		sg_printf(o, "{0, NULL};\n");
		return;
	}
	sg_printf(o, "{%d, (const uint16_t[]){", n);
	for (int i = 0, w = 0; i < sg_n_ops; i++)
		if ((comm ? sg_ops[i].op.comm_role : sg_ops[i].op.cross_core_role) != NULL)
			sg_printf(o, "%s%s", w++ ? ", " : "", sg_ops[i].cid);
	sg_printf(o, "}};\n");
}

/* The first op of each type rule on each first-operand kind, and the first
 * tile-level op of each type rule (SPEC_NO_OP where there is none). */
static void write_rule_tables(struct sg_out *o)
{
	static int by_kind[TR_COUNT][OK_COUNT], tile[TR_COUNT];
	for (int r = 0; r < TR_COUNT; r++) {
		tile[r] = -1;
		for (int k = 0; k < OK_COUNT; k++)
			by_kind[r][k] = -1;
	}
	for (int i = 0; i < sg_n_ops; i++) {
		const struct spec_op *so = &sg_ops[i].op;
		unsigned r = so->type_rule.kind;
		if (r >= TR_COUNT)
			continue;
		if (so->level == OL_tile && tile[r] < 0)
			tile[r] = i;
		if (so->n_operands > 0 && so->operands[0].kind < OK_COUNT && by_kind[r][so->operands[0].kind] < 0)
			by_kind[r][so->operands[0].kind] = i;
	}
	sg_printf(o, "\nconst uint16_t spec_op_by_rule[TR_COUNT][OK_COUNT] = {\n");
	for (int r = 0; r < TR_COUNT; r++) {
		sg_printf(o, "\t[TR_%s] = {", type_rule_names[r]);
		for (int k = 0; k < OK_COUNT; k++)
			if (by_kind[r][k] >= 0)
				sg_printf(o, "[OK_%s] = %s, ", operand_kind_names[k], sg_ops[by_kind[r][k]].cid);
			else
				sg_printf(o, "[OK_%s] = SPEC_NO_OP, ", operand_kind_names[k]);
		sg_printf(o, "},\n");
	}
	sg_printf(o, "};\nconst uint16_t spec_tile_op_by_rule[TR_COUNT] = {\n");
	for (int r = 0; r < TR_COUNT; r++)
		sg_printf(o, "\t[TR_%s] = %s,\n", type_rule_names[r], tile[r] >= 0 ? sg_ops[tile[r]].cid : "SPEC_NO_OP");
	sg_printf(o, "};\n");
	write_role_list(o, "spec_cross_core_role_ops", false);
	write_role_list(o, "spec_comm_role_ops", true);
}

void ops_write(void)
{
	write_enums();
	struct sg_out *o = sg_out_open("ops.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"spec.h\"\n#include \"spec_ids.h\"\n\n");
	if (!sg_n_ops) {
		sg_printf(o, "const struct spec_op spec_ops[1];\n");
	} else {
		sg_printf(o, "const struct spec_op spec_ops[] = {\n");
		for (int i = 0; i < sg_n_ops; i++)
			write_op(o, &sg_ops[i]);
		sg_printf(o, "};\n_Static_assert(sizeof spec_ops / sizeof spec_ops[0] == OP_COUNT,\n"
			     "\t       \"spec_ops covers every OP_ id\");\n");
	}
	sg_printf(o, "const unsigned spec_n_ops = OP_COUNT;\n");
	write_op_lists(o);
	write_rule_tables(o);
	write_spellings(o);
}
