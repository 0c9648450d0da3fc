/* The `collectives:` mapping of specs/decompositions.yaml -> gen/collectives.c
 * (types in src/ir/decompose_spec.h): for each pld collective, the operands
 * that carry its barrier signal and the host builtin it dispatches per
 * device.  Checked once every op is parsed. */
#include <stdlib.h>
#include <string.h>

#include "decompose_spec.h"
#include "specgen.h"

#define COLL_KEYS "signals host host_loops kernel"
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

static bool parse_signals(const struct sg_node *l, const char *who, const struct spec_op *op,
			  struct collective *c)
{
	if (!sg_is_seq(l, who))
		return false;
	uint8_t *v = sg_alloc((size_t)l->n + 1);
	bool ok = true;
	for (int i = 0; i < l->n; i++) {
		const char *nm = sg_str(l->items[i], who);
		int k = nm ? operand_index(op, nm) : -1;
		if (nm && k < 0)
			sg_error(l->items[i], who, "'%s' is not an operand of %s", nm, op->name);
		else if (k >= 0 && op->operands[k].kind != OK_tensor)
			sg_error(l->items[i], who, "operand '%s' is not a tensor", nm);
		else if (k >= 0) {
			v[c->n_signals++] = (uint8_t)k;
			continue;
		}
		ok = false;
	}
	c->signals = v;
	return ok;
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
	if (!w)
		return ok;
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
	h->when_kwarg = op->kwargs[k].name;
	h->when_value = w->vals[0]->value;
	return ok;
}

static const char *const phase_names[] = {"barrier", "get", "push", "reset"};
_Static_assert(sizeof phase_names / sizeof *phase_names == CP_COUNT, "phase names");

#define GET_KEYS "phase peer stage stage_name get ret_name"
#define PUSH_KEYS "phase source stage stage_name put ret_name loop whole"
#define PUSH_REQUIRED "phase source stage stage_name put ret_name loop"

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

/* {phase: push, source: <operand>, stage: <op>, stage_name: <name>, put: <op>, ret_name} */
static bool parse_push(const struct sg_node *n, const char *who, const struct spec_op *op,
		       struct coll_phase *ph)
{
	if (!sg_keys(n, who, PUSH_KEYS, PUSH_REQUIRED))
		return false;
	const char *loop = sg_str(sg_get(n, "loop"), who);
	const struct sg_node *w = sg_get(n, "whole");
	if (w && (w->kind != SG_SCALAR || (strcmp(w->value, "true") && strcmp(w->value, "false")))) {
		sg_error(w, who, "whole is true or false");
		return false;
	}
	int st = op_named(sg_get(n, "stage"), who), g = op_named(sg_get(n, "put"), who);
	const char *src = sg_str(sg_get(n, "source"), who);
	const char *name = sg_str(sg_get(n, "stage_name"), who);
	const char *ret = sg_str(sg_get(n, "ret_name"), who);
	int k = src ? operand_index(op, src) : -1;
	if (src && k < 0)
		sg_error(sg_get(n, "source"), who, "'%s' is not an operand of %s", src, op->name);
	if (st < 0 || g < 0 || k < 0 || !name || !ret || !loop)
		return false;
	*ph = (struct coll_phase){CP_push, (uint16_t)st, (uint16_t)g, (uint8_t)k, NULL, name, ret, loop,
				  w && !strcmp(w->value, "true")};
	return true;
}

/* {phase: get, peer: <int kwarg>, stage: <op>, stage_name: <name>, get: <op>, ret_name} */
static bool parse_get(const struct sg_node *n, const char *who, const struct spec_op *op,
		      struct coll_phase *ph)
{
	if (!sg_keys(n, who, GET_KEYS, GET_KEYS))
		return false;
	int st = op_named(sg_get(n, "stage"), who), g = op_named(sg_get(n, "get"), who);
	const char *peer = sg_str(sg_get(n, "peer"), who);
	const char *name = sg_str(sg_get(n, "stage_name"), who);
	const char *ret = sg_str(sg_get(n, "ret_name"), who);
	if (st < 0 || g < 0 || !peer || !name || !ret)
		return false;
	bool have = false;
	for (int j = 0; j < op->n_kwargs; j++)
		have |= !strcmp(op->kwargs[j].name, peer) && op->kwargs[j].type == KT_int;
	if (!have) {
		sg_error(sg_get(n, "peer"), who, "'%s' is not an int kwarg of %s", peer, op->name);
		return false;
	}
	*ph = (struct coll_phase){CP_get, (uint16_t)st, (uint16_t)g, 0, peer, name, ret, NULL, false};
	return true;
}

/* kernel: [phase | {phase: get, ...}, ...] */
static void parse_kernel(const struct sg_node *l, const char *who, const struct spec_op *op,
			 struct collective *c)
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
		if (nm && k < 0) {
			sg_error(it, who, "unknown phase '%s' (barrier, get, reset)", nm);
			continue;
		}
		if (k < 0)
			continue;
		bool param = k == CP_get || k == CP_push;
		if (param != (it->kind == SG_MAP)) {
			if (param)
				sg_error(it, who, "phase '%s' is a map {phase: %s, %s}", nm, nm,
					 k == CP_get ? GET_KEYS : PUSH_KEYS);
			else
				sg_error(it, who, "phase '%s' takes no parameters", nm);
			continue;
		}
		if ((k == CP_barrier || k == CP_reset) && !c->n_signals) {
			sg_error(it, who, "phase '%s' needs a signal operand", nm);
			continue;
		}
		if (k == CP_reset && !barrier) {
			sg_error(it, who, "a reset follows a barrier");
			continue;
		}
		barrier |= k == CP_barrier;
		if (k == CP_get && !parse_get(it, who, op, &v[c->n_kernel]))
			continue;
		if (k == CP_push && !parse_push(it, who, op, &v[c->n_kernel]))
			continue;
		v[c->n_kernel++].kind = (uint8_t)k;
	}
	c->kernel = v;
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
		sg_printf(o, "}, %s, %d, (const struct coll_phase[]){", c->host_loops ? "true" : "false",
			  c->n_kernel);
		for (int k = 0; k < c->n_kernel; k++) {
			const struct coll_phase *ph = &c->kernel[k];
			sg_printf(o, "%s{CP_%s, ", k ? ", " : "", phase_names[ph->kind]);
			if (ph->kind == CP_get || ph->kind == CP_push) {
				sg_printf(o, "%s, %s, %d, ", sg_ops[ph->stage].cid, sg_ops[ph->get].cid,
					  ph->source);
				sg_cstr(o, ph->peer);
				sg_printf(o, ", ");
				sg_cstr(o, ph->stage_name);
				sg_printf(o, ", ");
				sg_cstr(o, ph->ret_name);
				sg_printf(o, ", ");
				sg_cstr(o, ph->loop);
				sg_printf(o, ", %s", ph->whole ? "true" : "false");
			} else {
				sg_printf(o, "0, 0, 0, NULL, NULL, NULL, NULL, false");
			}
			sg_printf(o, "}");
		}
		sg_printf(o, "%s}},\n", c->n_kernel ? "" : "{0}");
	}
	if (!n_colls)
		sg_printf(o, "\t{0},\n");
	sg_printf(o, "};\nconst unsigned n_collectives = %d;\n", n_colls);
}
