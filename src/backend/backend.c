/* The backend query layer: BackendHandler answers, SoC capacities, per-op
 * overrides and scratch plans, all read from the generated spec_backends
 * tables.  Scratch rules are the generic SCRATCH_RULE kinds of vocab.def,
 * interpreted from their spec parameters. */
#include "backend.h"

#include <stdio.h>
#include <string.h>

#include "spec_ids.h"
#include "util.h"

/* ---- lookup ---- */

const be_t *be_find(const char *name)
{
	if (!name)
		return NULL;
	for (unsigned i = 0; i < spec_n_backends; i++) {
		const be_t *be = &spec_backends[i];
		if (strcmp(be->name, name) == 0)
			return be;
		for (unsigned a = 0; a < be->n_aliases; a++)
			if (strcmp(be->aliases[a], name) == 0)
				return be;
	}
	return NULL;
}

unsigned be_count(void)
{
	return spec_n_backends;
}

const be_t *be_at(unsigned i)
{
	ASSERT(i < spec_n_backends);
	return &spec_backends[i];
}

int be_op_index(const char *name)
{
	for (unsigned i = 0; i < spec_n_ops; i++)
		if (strcmp(spec_ops[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* ---- BackendHandler values ---- */

const char *be_cap_str(const be_t *be, enum cap_str c)
{
	ASSERT(be && c < CAP_STR_COUNT);
	return be->caps_str[c] ? be->caps_str[c] : "";
}

const char *be_target_arch(const be_t *be)
{
	return be_cap_str(be, CAPS_pto_target_arch);
}

const char *be_launch_core_count_method(const be_t *be)
{
	return be_cap_str(be, CAPS_launch_spec_core_count_method);
}

const char *be_default_sim_platform(const be_t *be)
{
	return be_cap_str(be, CAPS_default_sim_platform);
}

bool be_cap(const be_t *be, enum cap_bool c)
{
	ASSERT(be && c < CAP_BOOL_COUNT);
	return be->caps[c];
}

unsigned be_extra_ptoas_flags(const be_t *be, const char *const **flags)
{
	*flags = be->extra_ptoas_flags;
	return be->n_extra_ptoas_flags;
}

const char *be_sync_catalog_name(const be_t *be)
{
	return be->sync_catalog_name ? be->sync_catalog_name : "";
}

unsigned be_sync_catalog(const be_t *be, const struct spec_kv **entries)
{
	*entries = be->sync_catalog;
	return be->n_sync_catalog;
}

bool be_sync_catalog_value(const be_t *be, const char *key, int64_t *value)
{
	for (unsigned i = 0; i < be->n_sync_catalog; i++)
		if (strcmp(be->sync_catalog[i].key, key) == 0) {
			*value = be->sync_catalog[i].value;
			return true;
		}
	return false;
}

const char *be_min_ptoas_version(const be_t *be)
{
	return be->min_ptoas_version ? be->min_ptoas_version : "";
}

bool be_incore_dtype(const be_t *be, enum dtype dt)
{
	ASSERT(dt < DT_COUNT);
	if (dtype_infos[dt].bits != 4)
		return true;
	for (unsigned i = 0; i < be->n_incore_4bit_dtypes; i++)
		if (be->incore_4bit_dtypes[i] == dt)
			return true;
	return false;
}

bool be_acc_to_gm_dtype(const be_t *be, enum dtype dt)
{
	for (unsigned i = 0; i < be->n_acc_to_gm_dtypes; i++)
		if (be->acc_to_gm_dtypes[i] == dt)
			return true;
	return false;
}

const char *be_incore_4bit_note(const be_t *be)
{
	return be->incore_4bit_note ? be->incore_4bit_note : "";
}

const struct spec_l0_tiling *be_l0_tiling(const be_t *be)
{
	return be && be->l0_tiling.present ? &be->l0_tiling : NULL;
}

unsigned be_l0c_m_alignment(const be_t *be, enum dtype acc)
{
	ASSERT(acc < DT_COUNT);
	return be->l0c_m_alignment[acc];
}

bool be_cross_core_view(const be_t *be, enum memspace dest, struct be_layout *view)
{
	if (dest >= MS_COUNT)
		return false;
	const struct spec_xview *x = &be->cross_core_view[dest];
	switch (x->mode) {
	case XV_keep:
		return true;
	case XV_convert:
		view->blayout = x->blayout;
		view->slayout = x->slayout;
		return true;
	default:
		return false;
	}
}

/* ---- SoC ---- */

/* The first memory component of `space`, walking dies -> clusters -> cores ->
 * mems.  Every die has the same clusters, so the first die decides. */
static const struct spec_mem *first_mem(const be_t *be, enum memspace space)
{
	if (be->dies == 0)
		return NULL;
	for (unsigned c = 0; c < be->n_clusters; c++) {
		const struct spec_cluster *cl = &be->clusters[c];
		if (cl->count == 0)
			continue;
		for (unsigned k = 0; k < cl->n_cores; k++) {
			const struct spec_core *core = &cl->cores[k];
			if (core->count == 0)
				continue;
			for (unsigned m = 0; m < core->n_mems; m++)
				if (core->mems[m].space == space)
					return &core->mems[m];
		}
	}
	return NULL;
}

uint64_t be_capacity_bytes(const be_t *be, enum memspace space)
{
	const struct spec_mem *m = first_mem(be, space);
	return m ? m->capacity : 0;
}

int be_mem_core_type(const be_t *be, enum memspace space)
{
	if (be->dies == 0)
		return CORE_COUNT;
	for (unsigned c = 0; c < be->n_clusters; c++)
		for (unsigned k = 0; k < be->clusters[c].n_cores; k++) {
			const struct spec_core *core = &be->clusters[c].cores[k];
			for (unsigned m = 0; m < core->n_mems; m++)
				if (core->mems[m].space == space)
					return core->type;
		}
	return CORE_COUNT;
}

uint32_t be_mem_alignment(const be_t *be, enum memspace space)
{
	const struct spec_mem *m = first_mem(be, space);
	return m ? m->align : 0;
}

unsigned be_core_count(const be_t *be, enum core_type type)
{
	unsigned per_die = 0;
	for (unsigned c = 0; c < be->n_clusters; c++) {
		const struct spec_cluster *cl = &be->clusters[c];
		for (unsigned k = 0; k < cl->n_cores; k++)
			if (cl->cores[k].type == type)
				per_die += (unsigned)cl->count * cl->cores[k].count;
	}
	return per_die * be->dies;
}

unsigned be_dies(const be_t *be)
{
	return be->dies;
}

/* ---- ops ---- */

bool be_op_supported(const be_t *be, unsigned op)
{
	if (op >= spec_n_ops)
		return false;
	return !be || be->op_supported[op];
}

static const struct spec_op_override *find_override(const be_t *be, unsigned op)
{
	/* overrides are sorted by op */
	unsigned lo = 0, hi = be->n_overrides;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (be->overrides[mid].op < op)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < be->n_overrides && be->overrides[lo].op == op)
		return &be->overrides[lo];
	return NULL;
}

/* Codegen and the passes ask for an op's override at every call: specgen
 * writes each backend's index by op (override_at), which answers without
 * the search; a backend without it (none of spec_backends) is searched. */
const struct spec_op_override *be_op_override(const be_t *be, unsigned op)
{
	if (!be || !be->n_overrides)
		return NULL;
	if (!be->override_at || op >= OP_COUNT)
		return find_override(be, op);
	unsigned k = be->override_at[op];
	return k ? &be->overrides[k - 1] : NULL;
}

uint32_t be_op_operand_mem(const be_t *be, unsigned op, uint32_t slot, bool one_core)
{
	ASSERT(op < spec_n_ops);
	if (slot >= spec_ops[op].n_operands)
		return 0;
	uint32_t m = spec_ops[op].operands[slot].mem;
	const struct spec_op_override *o = one_core && m ? be_op_override(be, op) : NULL;
	if (o && slot < SPEC_CORE_MEM_OPERANDS && (o->core_mem_set & (1u << slot)))
		m |= o->core_mem[slot];
	return m;
}

uint32_t be_op_result_shape_operands(const be_t *be, unsigned op)
{
	ASSERT(op < spec_n_ops);
	const struct spec_op_override *o = be_op_override(be, op);
	return o ? o->result_shape_operands : 0;
}

struct be_layout_slots be_op_layout(const be_t *be, unsigned op)
{
	struct be_layout_slots s = {0, false};
	ASSERT(op < spec_n_ops);
	if (!be)
		return s;
	const struct spec_op_override *o = be_op_override(be, op);
	if (o && o->has_layout) {
		s.inputs = o->layout_in;
		s.output = o->layout_out;
	} else {
		s.inputs = spec_ops[op].layout_in;
		s.output = spec_ops[op].layout_out;
	}
	return s;
}

const struct spec_rule *be_op_scratch_rule(const be_t *be, unsigned op)
{
	ASSERT(op < spec_n_ops);
	const struct spec_op_override *o = be_op_override(be, op);
	if (o && o->has_scratch)
		return &o->scratch;
	return &spec_ops[op].scratch;
}

uint8_t be_op_emit(const be_t *be, unsigned op)
{
	ASSERT(op < spec_n_ops);
	const struct spec_op_override *o = be_op_override(be, op);
	return o && o->has_emit ? o->emit : spec_ops[op].emit;
}

const struct spec_template *be_op_pto(const be_t *be, unsigned op)
{
	ASSERT(op < spec_n_ops);
	const struct spec_op_override *o = be_op_override(be, op);
	return o && o->has_emit ? &o->pto : &spec_ops[op].pto;
}

/* ---- native tcvt ---- */

bool be_tcvt_native(const be_t *be, enum dtype src, enum dtype dst)
{
	for (unsigned i = 0; i < be->n_tcvt_pairs; i++)
		if (be->tcvt_pairs[i][0] == src && be->tcvt_pairs[i][1] == dst)
			return true;
	return false;
}

/* ---- scratch plans ---- */

void be_query_init(struct be_scratch_query *q)
{
	q->dtype = BE_ABSENT;
	q->source_cols = BE_ABSENT;
	q->source = NULL;
	q->target_dtype = BE_ABSENT;
	q->saturating = BE_ABSENT;
	q->source_dtype = BE_ABSENT;
}

const char *be_scratch_kind_name(enum be_scratch_kind k)
{
	static const char *const names[] = {
		[BE_REQUIRED] = "Required",       [BE_NOT_REQUIRED] = "NotRequired",
		[BE_UNKNOWN] = "Unknown",         [BE_UNSUPPORTED] = "Unsupported",
		[BE_NONE] = "None",               [BE_ERROR] = "error",
	};
	return names[k];
}

static const struct spec_param *rule_param(const struct spec_rule *r, const char *key)
{
	for (unsigned i = 0; i < r->n_params; i++)
		if (strcmp(r->params[i].key, key) == 0)
			return &r->params[i];
	return NULL;
}

/* Whether dtype `dt` is in the rule's `supported` list (no list: any). */
static bool dtype_supported(const struct spec_rule *r, int dt)
{
	const struct spec_param *p = rule_param(r, "supported");
	if (!p)
		return true;
	for (unsigned i = 0; i < p->n_list; i++)
		if (p->list[i] == dt)
			return true;
	return false;
}

static struct be_scratch_plan plan_kind(enum be_scratch_kind k)
{
	struct be_scratch_plan p;
	memset(&p, 0, sizeof p);
	p.kind = k;
	return p;
}

static struct be_scratch_plan plan_required(int dtype, int64_t rows, int64_t cols)
{
	struct be_scratch_plan p = plan_kind(BE_REQUIRED);
	p.dtype = dtype;
	p.rows = rows;
	p.cols = cols;
	return p;
}

static int64_t ceil_div(int64_t a, int64_t b)
{
	return (a + b - 1) / b;
}

static int64_t min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

static int64_t max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

/* PTOAS makeTCvtTmpType (v0.60), reference §3.4.  The FP32 tail streams the
 * partial last 64-column block of every valid row, and consecutive rows are
 * src_cols/8 32-byte blocks apart in the physical layout, so the physical row
 * stride (not the valid width) sizes it. */
int64_t be_tcvt_tmp_bytes(enum dtype src, enum dtype dst, int64_t rows, int64_t cols,
			  int64_t src_cols)
{
	int64_t bytes = 0;
	if (src == DT_FP32) {
		if (rows > 0 && cols > 0) {
			int64_t head = 4 * 64 * min64(cols / 64, 255);
			int64_t rem = cols % 64, tail = 0;
			/* src_cols comes from the tile: saturate rather than wrap */
			if (rem && (!i64_mul(min64(rows, 255) - 1, src_cols / 8, &tail) ||
				    !i64_add(tail, ceil_div(rem, 8), &tail) || !i64_mul(tail, 32, &tail)))
				tail = INT64_MAX;
			bytes = max64(head, tail);
		}
	} else if (src == DT_FP16 && cols > 0) {
		int64_t width = min64(cols, 64);
		int64_t half_to_i16 = 32 * ceil_div(width, 8);
		int64_t half_to_i8 = max64(half_to_i16, 128 + 32 * ceil_div(width, 16));
		bytes = (dst == DT_INT8 || dst == DT_UINT8) ? half_to_i8 : half_to_i16;
	}
	return bytes > INT64_MAX - 31 ? INT64_MAX / 32 * 32 : max64(32, ceil_div(bytes, 32) * 32);
}

/* fixed: dtype rows cols [supported] */
static struct be_scratch_plan plan_fixed(const struct spec_rule *r,
					 const struct be_scratch_query *q)
{
	const struct spec_param *dt = rule_param(r, "dtype");
	const struct spec_param *rows = rule_param(r, "rows");
	const struct spec_param *cols = rule_param(r, "cols");
	ASSERT(dt && rows && cols);
	if (rule_param(r, "supported")) {
		if (q->dtype < 0)
			return plan_kind(BE_UNKNOWN);
		if (!dtype_supported(r, q->dtype))
			return plan_kind(BE_UNSUPPORTED);
	}
	return plan_required((int)dt->i, rows->i, cols->i);
}

/* source_row: one physical source row in the source dtype. */
static struct be_scratch_plan plan_source_row(const struct spec_rule *r,
					      const struct be_scratch_query *q)
{
	if (q->dtype >= 0 && !dtype_supported(r, q->dtype))
		return plan_kind(BE_UNSUPPORTED);
	if (q->dtype < 0 || q->source_cols <= 0)
		return plan_kind(BE_UNKNOWN);
	return plan_required(q->dtype, 1, q->source_cols);
}

static bool pair_listed(const struct spec_rule *r, int src, int dst)
{
	const struct spec_param *p = rule_param(r, "pairs");
	if (!p)
		return false;
	for (unsigned i = 0; i + 1 < p->n_list; i += 2)
		if (p->list[i] == src && p->list[i + 1] == dst)
			return true;
	return false;
}

/* tcvt_capacity: the decision order of reference §3.4 after the
 * source_dtype check (done by the caller). */
static struct be_scratch_plan plan_tcvt(const struct spec_rule *r,
					const struct be_scratch_query *q)
{
	int src = q->source ? q->source->dtype : q->source_dtype;
	if (q->saturating == 1)
		return plan_kind(BE_NOT_REQUIRED);
	if (src < 0 || q->target_dtype < 0)
		return plan_kind(BE_UNKNOWN);
	if (!pair_listed(r, src, q->target_dtype))
		return plan_kind(BE_NOT_REQUIRED);
	if (q->saturating != 0 || !q->source)
		return plan_kind(BE_UNKNOWN);
	const struct be_tile *t = q->source;
	if (t->rank != 2)
		return plan_kind(BE_UNSUPPORTED);
	int64_t rows = t->valid[0], cols = t->valid[1], src_cols = t->shape[1];
	if (rows < 0 || cols < 0 || src_cols < 0)
		return plan_kind(BE_UNKNOWN);
	int64_t bytes = be_tcvt_tmp_bytes(src, q->target_dtype, rows, cols, src_cols);
	return plan_required(DT_INT8, 1, bytes);
}

struct be_scratch_plan be_plan_scratch(const be_t *be, unsigned op,
				       const struct be_scratch_query *q)
{
	struct be_scratch_plan p;
	ASSERT(op < spec_n_ops);
	if (!be_op_supported(be, op)) {
		p = plan_kind(BE_ERROR);
		snprintf(p.error, sizeof p.error, "op '%s' is not registered by backend '%s'",
			 spec_ops[op].name, be->name);
		return p;
	}
	if (q->source && q->source_dtype >= 0 && q->source_dtype != q->source->dtype) {
		p = plan_kind(BE_ERROR);
		snprintf(p.error, sizeof p.error,
			 "%s: source_dtype %s does not match the source tile dtype %s",
			 spec_ops[op].name, dtype_infos[q->source_dtype].name,
			 dtype_infos[q->source->dtype].name);
		return p;
	}
	const struct spec_rule *r = be_op_scratch_rule(be, op);
	switch (r->kind) {
	case SR_not_required:
		return plan_kind(BE_NOT_REQUIRED);
	case SR_fixed:
		return plan_fixed(r, q);
	case SR_source_row:
		return plan_source_row(r, q);
	case SR_tcvt_capacity:
		return plan_tcvt(r, q);
	case SR_COUNT:
		return plan_kind(BE_NONE);
	}
	die("scratch rule %u of op %s", r->kind, spec_ops[op].name);
}
