/* The `collectives:` mapping of specs/decompositions.yaml -> gen/collectives.c
 * (types in src/ir/decompose_spec.h): for each pld collective, the operands
 * that carry its barrier signal and the host builtin it dispatches per
 * device.  Checked once every op is parsed. */
#include <stdlib.h>
#include <string.h>

#include "decompose_spec.h"
#include "specgen.h"

#define COLL_KEYS "signals host host_loops kernel ops reduce chunk"
#define HOST_KEYS "when builtin"

struct coll {
	struct collective c;
	const struct sg_node *node;
};

static const struct sg_node **files;
static int n_files;
static struct coll *colls;
static int n_colls;

void coll_collect(const struct sg_node *map)
{
	files = realloc(files, sizeof *files * (size_t)(n_files + 1));
	if (!files)
		abort();
	files[n_files++] = map;
}

static int operand_index(const struct spec_op *op, const char *name)
{
	for (int i = 0; i < op->n_operands; i++)
		if (!strcmp(op->operands[i].name, name))
			return i;
	return -1;
}

/* The index of the tensor operand n names, or -1 after an error. */
static int tensor_operand(const struct sg_node *n, const char *who, const struct spec_op *op)
{
	const char *nm = sg_str(n, who);
	int k = nm ? operand_index(op, nm) : -1;
	if (nm && k < 0)
		sg_error(n, who, "'%s' is not an operand of %s", nm, op->name);
	else if (k >= 0 && op->operands[k].kind != OK_tensor) {
		sg_error(n, who, "operand '%s' is not a tensor", nm);
		k = -1;
	}
	return k;
}

static bool parse_signals(const struct sg_node *l, const char *who, const struct spec_op *op,
			  struct collective *c)
{
	if (!sg_is_seq(l, who))
		return false;
	uint8_t *v = sg_alloc((size_t)l->n + 1);
	bool ok = true;
	for (int i = 0; i < l->n; i++) {
		int k = tensor_operand(l->items[i], who, op);
		if (k >= 0)
			v[c->n_signals++] = (uint8_t)k;
		ok &= k >= 0;
	}
	c->signals = v;
	return ok;
}

/* when: {kwarg: value}: one kwarg of the collective and a value it may take. */
static bool parse_when(const struct sg_node *w, const char *who, const struct spec_op *op,
		       const char **kwarg, const char **value)
{
	if (!sg_is_map(w, who) || w->n != 1) {
		if (w->kind == SG_MAP)
			sg_error(w, who, "'when' names one kwarg and its value");
		return false;
	}
	int k = -1;
	for (int j = 0; j < op->n_kwargs; j++)
		if (!strcmp(op->kwargs[j].name, w->keys[0]->value))
			k = j;
	if (k < 0) {
		sg_error(w->keys[0], who, "'%s' is not a kwarg of %s", w->keys[0]->value, op->name);
		return false;
	}
	if (!ops_kw_value_ok(w->vals[0], who, op->kwargs[k].type, op->kwargs[k].enum_id))
		return false;
	*kwarg = op->kwargs[k].name;
	*value = w->vals[0]->value;
	return true;
}

/* {when: {kwarg: value}, builtin: op}: the builtin's kwargs come from the
 * composite's by name, `dtype` from the result operand, so each must exist. */
static bool parse_host(const struct sg_node *n, const char *who, const struct spec_op *op,
		       struct coll_host *h)
{
	if (!sg_keys(n, who, HOST_KEYS, "builtin"))
		return false;
	const char *bn = sg_str(sg_get(n, "builtin"), who);
	int b = bn ? op_find(bn) : -1;
	if (!bn)
		return false;
	if (b < 0) {
		sg_error(sg_get(n, "builtin"), who, "unknown op '%s'", bn);
		return false;
	}
	h->builtin = (uint16_t)b;
	const struct spec_op *bo = &sg_ops[b].op;
	bool ok = true;
	for (int i = 0; i < bo->n_kwargs; i++) {
		const char *k = bo->kwargs[i].name;
		bool have = !strcmp(k, "dtype");
		for (int j = 0; j < op->n_kwargs && !have; j++)
			have = !strcmp(op->kwargs[j].name, k);
		if (!have) {
			sg_error(sg_get(n, "builtin"), who, "%s has kwarg '%s', which %s does not",
				 bn, k, op->name);
			ok = false;
		}
	}
	const struct sg_node *w = sg_get(n, "when");
	return ok && (!w || parse_when(w, who, op, &h->when_kwarg, &h->when_value));
}

static const char *const phase_names[] = {"barrier", "get", "push", "reset",
					  "chunks", "ring", "reduce_row", "store_row"};
_Static_assert(sizeof phase_names / sizeof *phase_names == CP_COUNT, "phase names");
static const char *const role_names[] = {"view", "load", "remote_load", "remote_load_padded",
					 "fillpad", "set_validshape", "store"};
_Static_assert(sizeof role_names / sizeof *role_names == CR_COUNT, "op roles");

/* What each phase takes: its keys when it is a map (NULL: it is a bare name),
 * the required ones, and the op roles and tables of the collective it uses. */
#define ROLE(r) (1u << CR_##r)
#define CHUNK_ROLES (ROLE(view) | ROLE(load) | ROLE(remote_load) | ROLE(fillpad) | \
		     ROLE(set_validshape) | ROLE(store))
static const struct {
	const char *keys, *required;
	unsigned roles;
	bool signal, reduce, chunk;
} phase_info[CP_COUNT] = {
	[CP_barrier] = {NULL, NULL, 0, true, false, false},
	[CP_get] = {"phase peer stage stage_name get ret_name", "phase peer stage stage_name get ret_name",
		    0, false, false, false},
	[CP_push] = {"phase source stage stage_name put ret_name loop whole counts read publish count_names",
		     "phase source stage stage_name put ret_name loop", 0, false, false, false},
	[CP_reset] = {NULL, NULL, 0, true, false, false},
	[CP_chunks] = {NULL, NULL, CHUNK_ROLES, true, true, true},
	[CP_ring] = {NULL, NULL, CHUNK_ROLES, true, true, true},
	[CP_reduce_row] = {NULL, NULL, ROLE(load) | ROLE(remote_load), true, true, false},
	[CP_store_row] = {NULL, NULL, ROLE(store), false, false, false},
};

static int phase_find(const char *nm)
{
	for (int j = 0; nm && j < CP_COUNT; j++)
		if (!strcmp(nm, phase_names[j]))
			return j;
	return -1;
}

static int op_named(const struct sg_node *n, const char *who)
{
	const char *nm = sg_str(n, who);
	int k = nm ? op_find(nm) : -1;
	if (nm && k < 0)
		sg_error(n, who, "unknown op '%s'", nm);
	return k;
}

/* The string fields of a parameterized phase: every one is required except
 * those sg_keys let be absent, which stay NULL. */
static bool phase_strings(const struct sg_node *n, const char *who, const char *const *keys,
			  const char **out[], int count)
{
	bool ok = true;
	for (int i = 0; i < count; i++) {
		const struct sg_node *v = sg_get(n, keys[i]);
		*out[i] = v ? sg_str(v, who) : NULL;
		ok &= !v || *out[i];
	}
	return ok;
}

/* The runtime counts of a push: counts: <operand>, read: <op>, publish: <operand>,
 * count_names: [count, rows, rows as INT32, notify], all or none. */
static bool parse_counts(const struct sg_node *n, const char *who, const struct spec_op *op,
			 struct coll_phase *ph)
{
	static const char *const keys[] = {"counts", "read", "publish", "count_names"};
	int have = 0;
	for (int i = 0; i < 4; i++)
		have += sg_get(n, keys[i]) != NULL;
	if (!have)
		return true;
	if (have != 4 || ph->whole) {
		sg_error(n, who, "a push by counts gives counts, read, publish and count_names, and is not whole");
		return false;
	}
	int c = tensor_operand(sg_get(n, "counts"), who, op);
	int p = tensor_operand(sg_get(n, "publish"), who, op);
	int r = op_named(sg_get(n, "read"), who);
	const struct sg_node *l = sg_get(n, "count_names");
	if (!sg_is_seq(l, who) || c < 0 || p < 0 || r < 0)
		return false;
	if (l->n != COLL_COUNT_NAMES) {
		sg_error(l, who, "count_names lists %d names", COLL_COUNT_NAMES);
		return false;
	}
	const char **names = sg_alloc(sizeof *names * COLL_COUNT_NAMES);
	for (int i = 0; i < COLL_COUNT_NAMES; i++)
		if (!(names[i] = sg_str(l->items[i], who)))
			return false;
	ph->counts = (uint8_t)c;
	ph->publish = (uint8_t)p;
	ph->read = (uint16_t)r;
	ph->count_names = names;
	return true;
}

/* {phase: push, source: <operand>, stage: <op>, stage_name, put: <op>, ret_name, loop, whole?,
 *  counts?, read?, publish?, count_names?}
 * {phase: get, peer: <int kwarg>, stage: <op>, stage_name, get: <op>, ret_name} */
static bool parse_transfer(const struct sg_node *n, const char *who, const struct spec_op *op,
			   int kind, struct coll_phase *ph)
{
	if (!sg_keys(n, who, phase_info[kind].keys, phase_info[kind].required))
		return false;
	*ph = (struct coll_phase){.kind = (uint8_t)kind};
	const char *src = NULL;
	static const char *const keys[] = {"stage_name", "ret_name", "loop", "peer", "source"};
	const char **out[] = {&ph->stage_name, &ph->ret_name, &ph->loop, &ph->peer, &src};
	bool ok = phase_strings(n, who, keys, out, 5);
	int st = op_named(sg_get(n, "stage"), who);
	int g = op_named(sg_get(n, kind == CP_push ? "put" : "get"), who);
	const struct sg_node *w = sg_get(n, "whole");
	if (w && !sg_bool(w, who, &ph->whole))
		ok = false;
	if (src) {
		int k = operand_index(op, src);
		if (k < 0) {
			sg_error(sg_get(n, "source"), who, "'%s' is not an operand of %s", src, op->name);
			ok = false;
		}
		ph->source = (uint8_t)(k < 0 ? 0 : k);
	}
	if (ph->peer) {
		bool have = false;
		for (int j = 0; j < op->n_kwargs; j++)
			have |= !strcmp(op->kwargs[j].name, ph->peer) && op->kwargs[j].type == KT_int;
		if (!have) {
			sg_error(sg_get(n, "peer"), who, "'%s' is not an int kwarg of %s", ph->peer, op->name);
			ok = false;
		}
	}
	ph->stage = (uint16_t)(st < 0 ? 0 : st);
	ph->get = (uint16_t)(g < 0 ? 0 : g);
	ph->counts = ph->publish = COLL_NONE;
	return ok && st >= 0 && g >= 0 && parse_counts(n, who, op, ph);
}

/* [phase | {phase: get, ...}, ...]: one expansion's phases; each phase's op
 * roles, reduction table and chunk geometry must be given. */
static void parse_phases(const struct sg_node *l, const char *who, const struct spec_op *op,
			 struct collective *c, struct coll_kernel *kn)
{
	if (!sg_is_seq(l, who))
		return;
	struct coll_phase *v = sg_alloc(sizeof *v * (size_t)(l->n + 1));
	memset(v, 0, sizeof *v * (size_t)(l->n + 1));
	bool barrier = false;
	for (int i = 0; i < l->n; i++) {
		const struct sg_node *it = l->items[i];
		const char *nm = it->kind == SG_MAP ? sg_str(sg_get(it, "phase"), who) : sg_str(it, who);
		int k = phase_find(nm);
		if (nm && k < 0)
			sg_error(it, who, "unknown phase '%s'", nm);
		if (k < 0)
			continue;
		bool param = phase_info[k].keys != NULL;
		if (param != (it->kind == SG_MAP)) {
			if (param)
				sg_error(it, who, "phase '%s' is a map {%s}", nm, phase_info[k].keys);
			else
				sg_error(it, who, "phase '%s' takes no parameters", nm);
			continue;
		}
		if (phase_info[k].signal && !c->n_signals) {
			sg_error(it, who, "phase '%s' needs a signal operand", nm);
			continue;
		}
		for (int r = 0; r < CR_COUNT; r++)
			if ((phase_info[k].roles & (1u << r)) && c->ops[r] < 0)
				sg_error(it, who, "phase '%s' needs ops: {%s: ...}", nm, role_names[r]);
		if (phase_info[k].reduce && !c->n_reduce)
			sg_error(it, who, "phase '%s' needs reduce: {kwarg, ops}", nm);
		if (phase_info[k].chunk && !c->chunk_bytes)
			sg_error(it, who, "phase '%s' needs chunk: {bytes, align, padded}", nm);
		if (k == CP_reset && !barrier) {
			sg_error(it, who, "a reset follows a barrier");
			continue;
		}
		barrier |= k == CP_barrier || k == CP_chunks || k == CP_ring;
		if (param && !parse_transfer(it, who, op, k, &v[kn->n_phases]))
			continue;
		v[kn->n_phases++].kind = (uint8_t)k;
	}
	kn->phases = v;
}

/* kernel: [phases...] | [{when: {kwarg: value}, phases: [...]}, ..., {phases: [...]}] */
static void parse_kernel(const struct sg_node *l, const char *who, const struct spec_op *op,
			 struct collective *c)
{
	if (!sg_is_seq(l, who))
		return;
	bool alts = l->n && l->items[0]->kind == SG_MAP && sg_get(l->items[0], "phases");
	int n = alts ? l->n : 1;
	struct coll_kernel *v = sg_alloc(sizeof *v * (size_t)(n + 1));
	memset(v, 0, sizeof *v * (size_t)(n + 1));
	for (int i = 0; i < n; i++) {
		const struct sg_node *it = alts ? l->items[i] : NULL;
		if (alts && !sg_keys(it, who, "when phases", "phases"))
			continue;
		struct coll_kernel *kn = &v[c->n_kernel];
		const struct sg_node *w = alts ? sg_get(it, "when") : NULL;
		if (alts && i + 1 == n && w)
			sg_error(it, who, "the last kernel expansion has no 'when' (it is the default)");
		if (w && !parse_when(w, who, op, &kn->when_kwarg, &kn->when_value))
			continue;
		parse_phases(alts ? sg_get(it, "phases") : l, who, op, c, kn);
		c->n_kernel++;
	}
	c->kernel = v;
}

/* ops: {role: op, ...} */
static void parse_ops(const struct sg_node *m, const char *who, struct collective *c)
{
	for (int r = 0; r < CR_COUNT; r++)
		c->ops[r] = -1;
	if (!m || !sg_is_map(m, who))
		return;
	for (int i = 0; i < m->n; i++) {
		int r = sg_enum(m->keys[i], who, "op role", role_names, CR_COUNT);
		int k = op_named(m->vals[i], who);
		if (r >= 0 && k >= 0)
			c->ops[r] = (int16_t)k;
	}
}

/* reduce: {kwarg: <int kwarg>, ops: [op for value 0, 1, ...]} */
static void parse_reduce(const struct sg_node *m, const char *who, const struct spec_op *op,
			 struct collective *c)
{
	if (!m || !sg_keys(m, who, "kwarg ops", "kwarg ops"))
		return;
	const char *kw = sg_str(sg_get(m, "kwarg"), who);
	int k = -1;
	for (int j = 0; kw && j < op->n_kwargs; j++)
		if (!strcmp(op->kwargs[j].name, kw) && op->kwargs[j].type == KT_int)
			k = j;
	if (kw && k < 0)
		sg_error(sg_get(m, "kwarg"), who, "'%s' is not an int kwarg of %s", kw, op->name);
	const struct sg_node *l = sg_get(m, "ops");
	if (k < 0 || !sg_is_seq(l, who))
		return;
	uint16_t *v = sg_alloc(sizeof *v * (size_t)(l->n + 1));
	for (int i = 0; i < l->n; i++) {
		int o = op_named(l->items[i], who);
		if (o < 0)
			return;
		v[i] = (uint16_t)o;
	}
	c->reduce_kwarg = op->kwargs[k].name;
	c->reduce = v;
	c->n_reduce = (uint8_t)l->n;
}

/* chunk: {bytes: N, align: N, padded: [dtype, ...]} */
static void parse_chunk(const struct sg_node *m, const char *who, struct collective *c)
{
	if (!m || !sg_keys(m, who, "bytes align padded", "bytes align"))
		return;
	int64_t b, a;
	if (!sg_int_range(sg_get(m, "bytes"), who, 1, 1 << 24, &b) ||
	    !sg_int_range(sg_get(m, "align"), who, 1, 1 << 12, &a))
		return;
	if (b % a) {
		sg_error(m, who, "chunk: bytes is a multiple of align");
		return;
	}
	const struct sg_node *p = sg_get(m, "padded");
	for (int i = 0; p && sg_is_seq(p, who) && i < p->n; i++) {
		int d = sg_dtype(p->items[i], who);
		if (d >= 0)
			c->padded |= 1u << d;
	}
	c->chunk_bytes = (uint32_t)b;
	c->align_bytes = (uint32_t)a;
}

static void parse_coll(const struct sg_node *key, const struct sg_node *n)
{
	const char *who = sg_fmt("collectives: %s", key->value);
	int oi = op_find(key->value);
	if (oi < 0) {
		sg_error(key, who, "unknown op '%s'", key->value);
		return;
	}
	if (!sg_keys(n, who, COLL_KEYS, "signals host"))
		return;
	const struct spec_op *op = &sg_ops[oi].op;
	if (op->type_rule.kind != TR_same_as) {
		sg_error(key, who, "a collective's result is one of its operands (type rule same_as)");
		return;
	}
	struct coll *c = &colls[n_colls++];
	*c = (struct coll){.c = {.op = (uint16_t)oi, .host_loops = true}, .node = key};
	parse_signals(sg_get(n, "signals"), who, op, &c->c);
	const struct sg_node *h = sg_get(n, "host");
	if (sg_is_seq(h, who)) {
		struct coll_host *v = sg_alloc(sizeof *v * (size_t)(h->n + 1));
		memset(v, 0, sizeof *v * (size_t)(h->n + 1));
		for (int i = 0; i < h->n; i++)
			if (parse_host(h->items[i], who, op, &v[c->c.n_host]))
				c->c.n_host++;
		c->c.host = v;
		if (h->n && v[h->n - 1].when_kwarg)
			sg_error(h, who, "the last host lowering has no 'when' (it is the default)");
	}
	parse_ops(sg_get(n, "ops"), who, &c->c);
	parse_reduce(sg_get(n, "reduce"), who, op, &c->c);
	parse_chunk(sg_get(n, "chunk"), who, &c->c);
	const struct sg_node *kn = sg_get(n, "kernel");
	if (kn)
		parse_kernel(kn, who, op, &c->c);
	const struct sg_node *l = sg_get(n, "host_loops");
	if (l) {
		if (l->kind != SG_SCALAR || (strcmp(l->value, "true") && strcmp(l->value, "false")))
			sg_error(l, who, "host_loops is true or false");
		else
			c->c.host_loops = !strcmp(l->value, "true");
	}
}

static int cmp_coll(const void *x, const void *y)
{
	const struct coll *a = x, *b = y;
	return (a->c.op > b->c.op) - (a->c.op < b->c.op);
}

void coll_check(void)
{
	for (int f = 0; f < n_files; f++) {
		const struct sg_node *m = files[f];
		if (!sg_is_map(m, "collectives"))
			continue;
		colls = realloc(colls, sizeof *colls * (size_t)(n_colls + m->n + 1));
		if (!colls)
			abort();
		for (int i = 0; i < m->n; i++)
			parse_coll(m->keys[i], m->vals[i]);
	}
	if (n_colls)
		qsort(colls, (size_t)n_colls, sizeof *colls, cmp_coll);
	for (int i = 1; i < n_colls; i++)
		if (colls[i].c.op == colls[i - 1].c.op)
			sg_error(colls[i].node, sg_fmt("collectives: %s", sg_ops[colls[i].c.op].name),
				 "a second entry for %s", sg_ops[colls[i].c.op].name);
}

static void write_kernel(struct sg_out *o, const struct coll_kernel *kn, int k)
{
	sg_printf(o, "%s{", k ? ", " : "");
	sg_cstr(o, kn->when_kwarg);
	sg_printf(o, ", ");
	sg_cstr(o, kn->when_value);
	sg_printf(o, ", %d, (const struct coll_phase[]){", kn->n_phases);
	for (int i = 0; i < kn->n_phases; i++) {
		const struct coll_phase *ph = &kn->phases[i];
		sg_printf(o, "%s{CP_%s, ", i ? ", " : "", phase_names[ph->kind]);
		if (ph->kind == CP_get || ph->kind == CP_push) {
			sg_printf(o, "%s, %s, %d, ", sg_ops[ph->stage].cid, sg_ops[ph->get].cid, ph->source);
			const char *const str[] = {ph->peer, ph->stage_name, ph->ret_name, ph->loop};
			for (int j = 0; j < 4; j++) {
				sg_cstr(o, str[j]);
				sg_printf(o, ", ");
			}
			sg_printf(o, "%s, %d, %d, %s, ", ph->whole ? "true" : "false", ph->counts, ph->publish,
				  ph->counts == COLL_NONE ? "0" : sg_ops[ph->read].cid);
			if (ph->counts == COLL_NONE) {
				sg_printf(o, "NULL");
			} else {
				sg_printf(o, "(const char *const[]){");
				for (int j = 0; j < COLL_COUNT_NAMES; j++) {
					sg_printf(o, "%s", j ? ", " : "");
					sg_cstr(o, ph->count_names[j]);
				}
				sg_printf(o, "}");
			}
		} else {
			sg_printf(o, "0, 0, 0, NULL, NULL, NULL, NULL, false, %d, %d, 0, NULL", COLL_NONE, COLL_NONE);
		}
		sg_printf(o, "}");
	}
	sg_printf(o, "%s}}", kn->n_phases ? "" : "{0}");
}

void coll_write(void)
{
	struct sg_out *o = sg_out_open("collectives.c");
	sg_printf(o, BANNER "#include <stddef.h>\n\n#include \"decompose_spec.h\"\n#include \"spec_ids.h\"\n\n"
		     "const struct collective collectives[] = {\n");
	for (int i = 0; i < n_colls; i++) {
		const struct collective *c = &colls[i].c;
		sg_printf(o, "\t{%s, %d, (const uint8_t[]){", sg_ops[c->op].cid, c->n_signals);
		for (int k = 0; k < c->n_signals; k++)
			sg_printf(o, "%s%d", k ? ", " : "", c->signals[k]);
		sg_printf(o, "}, %d, (const struct coll_host[]){", c->n_host);
		for (int k = 0; k < c->n_host; k++) {
			sg_printf(o, "%s{", k ? ", " : "");
			sg_cstr(o, c->host[k].when_kwarg);
			sg_printf(o, ", ");
			sg_cstr(o, c->host[k].when_value);
			sg_printf(o, ", %s}", sg_ops[c->host[k].builtin].cid);
		}
		sg_printf(o, "}, %s, %d, (const struct coll_kernel[]){", c->host_loops ? "true" : "false",
			  c->n_kernel);
		for (int k = 0; k < c->n_kernel; k++)
			write_kernel(o, &c->kernel[k], k);
		sg_printf(o, "%s}, {", c->n_kernel ? "" : "{0}");
		for (int r = 0; r < CR_COUNT; r++)
			sg_printf(o, "%s%s", r ? ", " : "", c->ops[r] < 0 ? "-1" : sg_ops[c->ops[r]].cid);
		sg_printf(o, "},\n\t ");
		sg_cstr(o, c->reduce_kwarg);
		sg_printf(o, ", %d, (const uint16_t[]){", c->n_reduce);
		for (int k = 0; k < c->n_reduce; k++)
			sg_printf(o, "%s%s", k ? ", " : "", sg_ops[c->reduce[k]].cid);
		sg_printf(o, "%s}, %u, %u, 0x%xu},\n", c->n_reduce ? "" : "0", c->chunk_bytes, c->align_bytes,
			  c->padded);
	}
	if (!n_colls)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\nconst unsigned n_collectives = %d;\n", n_colls);
}
