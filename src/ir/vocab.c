/* Name tables of the closed vocabularies in vocab.def. */
#include <string.h>

#include "spec.h"

const struct dtype_info dtype_infos[DT_COUNT] = {
#define DTYPE(n, code, bits, sbits, str, mlir, ctype, rt, torch) \
	[DT_##n] = {#n, str, mlir, ctype, rt, torch, code, bits, sbits},
#include "vocab.def"
};

const char *const memspace_names[MS_COUNT] = {
#define MEMSPACE(n, loc) [MS_##n] = #n,
#include "vocab.def"
};
const char *const memspace_locs[MS_COUNT] = {
#define MEMSPACE(n, loc) [MS_##n] = loc,
#include "vocab.def"
};
const char *const tile_layout_names[TL_COUNT] = {
#define TILE_LAYOUT(n) [TL_##n] = #n,
#include "vocab.def"
};
const char *const pad_value_names[PAD_COUNT] = {
#define PAD_VALUE(n) [PAD_##n] = #n,
#include "vocab.def"
};
const char *const compact_mode_names[CM_COUNT] = {
#define COMPACT_MODE(n) [CM_##n] = #n,
#include "vocab.def"
};
const char *const tensor_layout_names[TLY_COUNT] = {
#define TENSOR_LAYOUT(n, pto, mx) [TLY_##n] = #n,
#include "vocab.def"
};
const char *const tensor_layout_pto[TLY_COUNT] = {
#define TENSOR_LAYOUT(n, pto, mx) [TLY_##n] = pto,
#include "vocab.def"
};
const bool tensor_layout_mx[TLY_COUNT] = {
#define TENSOR_LAYOUT(n, pto, mx) [TLY_##n] = mx,
#include "vocab.def"
};
const char *const operand_kind_names[OK_COUNT] = {
#define OPERAND_KIND(n) [OK_##n] = #n,
#include "vocab.def"
};
const char *const input_fill_names[IF_COUNT] = {
#define INPUT_FILL(n) [IF_##n] = #n,
#include "vocab.def"
};
const char *const world_role_names[WR_COUNT] = {
#define WORLD_ROLE(n) [WR_##n] = #n,
#include "vocab.def"
};
const char *const kwarg_type_names[KT_COUNT] = {
#define KWARG_TYPE(n) [KT_##n] = #n,
#include "vocab.def"
};
const char *const type_rule_names[TR_COUNT] = {
#define TYPE_RULE(n, p) [TR_##n] = #n,
#include "vocab.def"
};
const char *const type_rule_params[TR_COUNT] = {
#define TYPE_RULE(n, p) [TR_##n] = p,
#include "vocab.def"
};
const char *const check_kind_names[CK_COUNT] = {
#define CHECK_KIND(n, p) [CK_##n] = #n,
#include "vocab.def"
};
const char *const check_kind_params[CK_COUNT] = {
#define CHECK_KIND(n, p) [CK_##n] = p,
#include "vocab.def"
};
const char *const out_mem_names[OM_COUNT] = {
#define OUT_MEM(n) [OM_##n] = #n,
#include "vocab.def"
};
const char *const op_flag_names[OFB_COUNT] = {
#define OP_FLAG(n) [OFB_##n] = #n,
#include "vocab.def"
};
const char *const emit_kind_names[EK_COUNT] = {
#define EMIT_KIND(n, ph) [EK_##n] = #n,
#include "vocab.def"
};
const char *const emit_kind_placeholders[EK_COUNT] = {
#define EMIT_KIND(n, ph) [EK_##n] = ph,
#include "vocab.def"
};
const char *const operand_conv_names[CONV_COUNT] = {
	[CONV_NONE] = "",
#define OPERAND_CONV(n) [CONV_##n] = #n,
#include "vocab.def"
};
const char *const scratch_rule_names[SR_COUNT] = {
#define SCRATCH_RULE(n, p) [SR_##n] = #n,
#include "vocab.def"
};
const char *const scratch_rule_params[SR_COUNT] = {
#define SCRATCH_RULE(n, p) [SR_##n] = p,
#include "vocab.def"
};
const char *const cap_bool_names[CAP_BOOL_COUNT] = {
#define CAP_BOOL(n) [CAP_##n] = #n,
#include "vocab.def"
};
const char *const cap_str_names[CAP_STR_COUNT] = {
#define CAP_STR(n) [CAPS_##n] = #n,
#include "vocab.def"
};
const char *const cap_int_names[CAP_INT_COUNT] = {
#define CAP_INT(n) [CAPI_##n] = #n,
#include "vocab.def"
};
const char *const core_type_names[CORE_COUNT] = {
#define CORE_TYPE(n) [CORE_##n] = #n,
#include "vocab.def"
};
const char *const lower_when_names[LW_COUNT] = {
#define LOWER_WHEN(n) [LW_##n] = #n,
#include "vocab.def"
};
const char *const lower_expr_names[LX_COUNT] = {
#define LOWER_EXPR(n, lo, hi) [LX_##n] = #n,
#include "vocab.def"
};
const uint8_t lower_expr_min[LX_COUNT] = {
#define LOWER_EXPR(n, lo, hi) [LX_##n] = lo,
#include "vocab.def"
};
const uint8_t lower_expr_max[LX_COUNT] = {
#define LOWER_EXPR(n, lo, hi) [LX_##n] = hi,
#include "vocab.def"
};
const char *const func_kind_names[FK_COUNT] = {
#define FUNC_LEVEL(n) [FK_##n] = #n,
#include "vocab.def"
};

int vocab_lookup(const char *const *names, int n, const char *name)
{
	/* the first byte decides most mismatches without a call */
	for (int i = 0; i < n; i++)
		if (names[i] && names[i][0] == name[0] && strcmp(names[i], name) == 0)
			return i;
	return -1;
}

int dtype_lookup(const char *name)
{
	for (int i = 0; i < DT_COUNT; i++)
		if (dtype_infos[i].name[0] == name[0] && strcmp(dtype_infos[i].name, name) == 0)
			return i;
	return -1;
}
const char *const op_level_names[OL_COUNT] = {
#define OP_LEVEL(n, t) [OL_##n] = #n,
#include "vocab.def"
};
const char *const op_level_titles[OL_COUNT] = {
#define OP_LEVEL(n, t) [OL_##n] = t,
#include "vocab.def"
};
const char *const op_namespace_names[ONS_COUNT] = {
#define OP_NAMESPACE(n, l, p) [ONS_##n] = #n,
#include "vocab.def"
};
const uint8_t op_namespace_levels[ONS_COUNT] = {
#define OP_NAMESPACE(n, l, p) [ONS_##n] = OL_##l,
#include "vocab.def"
};
const char *const op_namespace_prefixes[ONS_COUNT] = {
#define OP_NAMESPACE(n, l, p) [ONS_##n] = p,
#include "vocab.def"
};
const char *const scalar_form_names[SF_COUNT] = {
#define SCALAR_FORM(n, a) [SF_##n] = #n,
#include "vocab.def"
};
const uint8_t scalar_form_arity[SF_COUNT] = {
#define SCALAR_FORM(n, a) [SF_##n] = a,
#include "vocab.def"
};
