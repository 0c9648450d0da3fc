/* The backend layer against the reference values of seed 003 and
 * ops-and-backends.md §2-§3 (capabilities, SoC, op support, scratch plans). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "ptoas.h"

static const be_t *b910(void)
{
	const be_t *be = be_find("910B");
	cr_assert_not_null(be, "backend 910B is not in the tables");
	return be;
}

static const be_t *b950(void)
{
	const be_t *be = be_find("950");
	cr_assert_not_null(be, "backend 950 is not in the tables");
	return be;
}

static unsigned op(const char *name)
{
	int i = be_op_index(name);
	cr_assert_geq(i, 0, "op %s is not in the tables", name);
	return (unsigned)i;
}

Test(backend, lookup_by_name_and_alias)
{
	cr_expect_eq(be_find("Ascend910B"), b910());
	cr_expect_eq(be_find("a2a3"), b910());
	cr_expect_eq(be_find("Ascend950"), b950());
	cr_expect_eq(be_find("a5"), b950());
	cr_expect_neq(b910(), b950());
	cr_expect_null(be_find("Ascend910"));
	cr_expect_null(be_find(""));
	cr_expect_null(be_find(NULL));
	cr_expect_str_eq(b910()->name, "910B");
	cr_expect_str_eq(b950()->name, "950");
}

Test(backend, string_capabilities_910B)
{
	const be_t *be = b910();
	cr_expect_str_eq(be_target_arch(be), "a2a3");
	cr_expect_str_eq(be_launch_core_count_method(be), "set_block_num");
	cr_expect_str_eq(be_default_sim_platform(be), "a2a3sim");
	cr_expect_str_eq(be_cap_str(be, CAPS_ptoas_arch), "a3");
	const char *const *flags;
	cr_expect_eq(be_extra_ptoas_flags(be, &flags), 0, "seed 003: no extra ptoas flags on 910B");
	cr_expect_str_eq(be_sync_catalog_name(be), "A2/A3 resource pool");
	cr_expect_str_eq(be_min_ptoas_version(be), "0.27");
}

Test(backend, string_capabilities_950)
{
	const be_t *be = b950();
	cr_expect_str_eq(be_target_arch(be), "a5");
	cr_expect_str_eq(be_launch_core_count_method(be), "set_block_num");
	cr_expect_str_eq(be_default_sim_platform(be), "a5sim");
	/* --pto-arch comes from ptoas_arch, which the module attribute repeats */
	cr_expect_str_eq(be_cap_str(be, CAPS_ptoas_arch), "a5");
	const char *const *flags;
	cr_expect_eq(be_extra_ptoas_flags(be, &flags), 0);
	cr_expect_str_eq(be_sync_catalog_name(be), "A5 resource pool");
	cr_expect_str_eq(be_min_ptoas_version(be), "0.27");
}

Test(backend, boolean_capabilities)
{
	static const struct {
		enum cap_bool cap;
		bool v910, v950;
	} want[] = {
		{CAP_honors_high_precision_algorithm, false, true},
		{CAP_requires_gm_pipe_buffer, true, false},
		{CAP_supports_local_pipe_depth, true, false},
		{CAP_requires_split_load_tpop_workaround, true, false},
		{CAP_requires_level3_tmp_scratch, true, false},
		{CAP_requires_vtoc_fractal_adapt, false, true},
		{CAP_requires_runtime_subblock_bridge, true, false},
		{CAP_requires_no_split_dual_aiv_dispatch, true, false},
		{CAP_splits_cube_to_vector_transport_in_hardware, false, true},
		{CAP_supports_mx_matmul, false, true},
	};
	cr_assert_eq(sizeof want / sizeof *want, CAP_BOOL_COUNT, "a capability is not checked");
	for (unsigned i = 0; i < CAP_BOOL_COUNT; i++) {
		cr_expect_eq(be_cap(b910(), want[i].cap), want[i].v910, "910B %s",
			     cap_bool_names[want[i].cap]);
		cr_expect_eq(be_cap(b950(), want[i].cap), want[i].v950, "950 %s",
			     cap_bool_names[want[i].cap]);
	}
}

Test(backend, sync_catalog_entries)
{
	const be_t *bes[] = {b910(), b950()};
	for (unsigned i = 0; i < 2; i++) {
		int64_t v;
		cr_assert(be_sync_catalog_value(bes[i], "cross_core_event_id_min", &v));
		cr_expect_eq(v, 0);
		cr_assert(be_sync_catalog_value(bes[i], "cross_core_event_id_max", &v));
		cr_expect_eq(v, 13);
		cr_assert(be_sync_catalog_value(bes[i], "ffts_mode_min", &v));
		cr_expect_eq(v, 0);
		cr_assert(be_sync_catalog_value(bes[i], "ffts_mode_max", &v));
		cr_expect_eq(v, 2);
		cr_assert(be_sync_catalog_value(bes[i], "set_ffts_workspace_min_int64", &v));
		cr_expect_eq(v, 256);
		cr_expect_not(be_sync_catalog_value(bes[i], "no_such_entry", &v));
	}
}

Test(backend, l0c_m_alignment)
{
	cr_expect_eq(be_l0c_m_alignment(b910(), DT_INT32), 32);
	cr_expect_eq(be_l0c_m_alignment(b910(), DT_FP32), 16);
	cr_expect_eq(be_l0c_m_alignment(b910(), DT_FP16), 16);
	cr_expect_eq(be_l0c_m_alignment(b910(), DT_BF16), 16);
	cr_expect_eq(be_l0c_m_alignment(b950(), DT_INT32), 16);
	cr_expect_eq(be_l0c_m_alignment(b950(), DT_FP32), 16);
}

/* SupportsIncoreDataType (reference §2.2): 4-bit dtypes are rejected on
 * a2a3, only FP4 passes on a5; other dtypes always pass. */
Test(backend, incore_4bit_dtypes)
{
	static const enum dtype four[] = {DT_INT4, DT_UINT4, DT_FP4, DT_HF4};
	for (unsigned i = 0; i < sizeof four / sizeof *four; i++) {
		cr_expect(!be_incore_dtype(b910(), four[i]), "910B accepts %s", dtype_infos[four[i]].name);
		cr_expect_eq(be_incore_dtype(b950(), four[i]), four[i] == DT_FP4, "950 and %s",
			     dtype_infos[four[i]].name);
	}
	cr_expect(be_incore_dtype(b910(), DT_FP8E4M3FN));
	cr_expect(be_incore_dtype(b910(), DT_INT8));
	cr_expect(be_incore_dtype(b950(), DT_BF16));
	cr_expect(strstr(be_incore_4bit_note(b910()), "FP16<->INT4") != NULL);
	cr_expect_str_eq(be_incore_4bit_note(b950()), "A5 currently supports only FP4 among 4-bit dtypes");
}

Test(backend, cross_core_transfer_view)
{
	const be_t *bes[] = {b910(), b950()};
	for (unsigned i = 0; i < 2; i++) {
		enum memspace nz[] = {MS_Mat, MS_Left, MS_Right};
		for (unsigned k = 0; k < 3; k++) {
			struct be_layout v = {TL_row_major, TL_none_box};
			cr_expect(be_cross_core_view(bes[i], nz[k], &v));
			cr_expect_eq(v.blayout, TL_col_major, "%s %s", bes[i]->name,
				     memspace_names[nz[k]]);
			cr_expect_eq(v.slayout, TL_row_major);
		}
		struct be_layout v = {TL_row_major, TL_none_box};
		cr_expect(be_cross_core_view(bes[i], MS_Vec, &v));
		cr_expect_eq(v.blayout, TL_row_major, "Vec keeps the view");
		cr_expect_eq(v.slayout, TL_none_box);
		enum memspace bad[] = {MS_DDR, MS_Acc, MS_Bias, MS_ScalarLocal, MS_LeftScale};
		for (unsigned k = 0; k < 5; k++) {
			struct be_layout w = {TL_row_major, TL_none_box};
			cr_expect_not(be_cross_core_view(bes[i], bad[k], &w), "%s %s", bes[i]->name,
				      memspace_names[bad[k]]);
			cr_expect_eq(w.blayout, TL_row_major, "an error leaves the view untouched");
		}
	}
}

Test(backend, capacity_and_alignment_910B)
{
	const be_t *be = b910();
	static const struct {
		enum memspace ms;
		uint64_t cap;
		uint32_t align;
	} want[] = {
		{MS_Mat, 524288, 128}, {MS_Left, 65536, 64},  {MS_Right, 65536, 64},
		{MS_Acc, 131072, 128}, {MS_Bias, 1024, 64},   {MS_Vec, 188416, 32},
		{MS_DDR, 0, 0},        {MS_ScalarLocal, 0, 0}, {MS_LeftScale, 0, 0},
		{MS_RightScale, 0, 0},
	};
	cr_assert_eq(sizeof want / sizeof *want, MS_COUNT);
	for (unsigned i = 0; i < MS_COUNT; i++) {
		cr_expect_eq(be_capacity_bytes(be, want[i].ms), want[i].cap, "910B %s",
			     memspace_names[want[i].ms]);
		cr_expect_eq(be_mem_alignment(be, want[i].ms), want[i].align, "910B %s",
			     memspace_names[want[i].ms]);
	}
}

Test(backend, capacity_and_alignment_950)
{
	const be_t *be = b950();
	static const struct {
		enum memspace ms;
		uint64_t cap;
		uint32_t align;
	} want[] = {
		{MS_Mat, 524288, 128},  {MS_Left, 65536, 64},   {MS_Right, 65536, 64},
		{MS_Acc, 262144, 128},  {MS_Bias, 4096, 64},    {MS_Vec, 245760, 32},
		{MS_LeftScale, 4096, 32}, {MS_RightScale, 4096, 32}, {MS_DDR, 0, 0},
		{MS_ScalarLocal, 0, 0},
	};
	cr_assert_eq(sizeof want / sizeof *want, MS_COUNT);
	for (unsigned i = 0; i < MS_COUNT; i++) {
		cr_expect_eq(be_capacity_bytes(be, want[i].ms), want[i].cap, "950 %s",
			     memspace_names[want[i].ms]);
		cr_expect_eq(be_mem_alignment(be, want[i].ms), want[i].align, "950 %s",
			     memspace_names[want[i].ms]);
	}
}

Test(backend, cores_and_dies)
{
	cr_expect_eq(be_dies(b910()), 1);
	cr_expect_eq(be_core_count(b910(), CORE_CUBE), 24);
	cr_expect_eq(be_core_count(b910(), CORE_VECTOR), 48);
	cr_expect_eq(be_dies(b950()), 2);
	cr_expect_eq(be_core_count(b950(), CORE_CUBE), 36);
	cr_expect_eq(be_core_count(b950(), CORE_VECTOR), 72);
}

Test(backend, op_support)
{
	const char *mx[] = {"tile.matmul_mx", "tile.matmul_mx_acc", "tile.matmul_mx_bias",
			    "tile.tget_scale_addr"};
	for (unsigned i = 0; i < 4; i++) {
		cr_expect_not(be_op_supported(b910(), op(mx[i])), "910B registers %s", mx[i]);
		cr_expect(be_op_supported(b950(), op(mx[i])), "950 lacks %s", mx[i]);
		cr_expect(be_op_supported(NULL, op(mx[i])));
	}
	unsigned n910 = 0, n950 = 0;
	for (unsigned i = 0; i < spec_n_ops; i++) {
		n910 += be_op_supported(b910(), i);
		n950 += be_op_supported(b950(), i);
	}
	cr_expect_eq(n950, spec_n_ops, "950 registers every op");
	cr_expect_eq(n910 + 4, n950, "910B lacks exactly the MX family");
	cr_expect(be_op_supported(b910(), op("tile.cast")));
	cr_expect_not(be_op_supported(b910(), spec_n_ops));
}

Test(backend, layout_slots)
{
	for (unsigned i = 0; i < spec_n_ops; i++) {
		struct be_layout_slots none = be_op_layout(NULL, i);
		cr_expect_eq(none.inputs, 0, "no backend: no constraint (%s)", spec_ops[i].name);
		cr_expect_not(none.output);
		const struct spec_op_override *o = be_op_override(b910(), i);
		if (!be_op_supported(b910(), i) || (o && o->has_layout))
			continue;
		struct be_layout_slots s = be_op_layout(b910(), i);
		cr_expect_eq(s.inputs, spec_ops[i].layout_in, "%s", spec_ops[i].name);
		cr_expect_eq(s.output, spec_ops[i].layout_out, "%s", spec_ops[i].name);
	}
}

/* The spaces an op's instruction writes, from the ptoas mem rules of the
 * backend's arch: InferTileMemorySpace makes an accumulator seed in Acc
 * where the load writes Acc and no move does. */
Test(backend, result_mems_from_ptoas_rules)
{
	uint32_t all = (1u << MS_COUNT) - 1, vm = (1u << MS_Vec) | (1u << MS_Mat);
	cr_expect_eq(ptoas_op_result_mems(b910(), op("tile.load")), vm, "A2/A3 tload writes vec or mat");
	cr_expect_eq(ptoas_op_result_mems(b950(), op("tile.load")), all, "A5 tload writes any loc");
	cr_expect_eq(ptoas_op_result_mems(NULL, op("tile.load")), all, "no backend: no arch rule");
	for (unsigned i = 0; i < 2; i++) {
		uint32_t mv = ptoas_op_result_mems(i ? b950() : b910(), op("tile.move"));
		cr_expect_not(mv & (1u << MS_Acc), "no tmov writes acc");
		cr_expect(mv & (1u << MS_Left));
	}
	cr_expect_eq(ptoas_op_result_mems(NULL, op("tile.move")), all);
}

Test(backend, tcvt_native_pairs)
{
	cr_expect(be_tcvt_native(b910(), DT_FP32, DT_FP16));
	cr_expect(be_tcvt_native(b910(), DT_FP16, DT_INT4));
	cr_expect(be_tcvt_native(b910(), DT_INT4, DT_FP16));
	cr_expect(be_tcvt_native(b910(), DT_INT32, DT_FP16));
	cr_expect_not(be_tcvt_native(b910(), DT_FP32, DT_FP8E4M3FN));
	cr_expect_not(be_tcvt_native(b910(), DT_UINT32, DT_UINT8));
	cr_expect_not(be_tcvt_native(b910(), DT_FP16, DT_FP16));
	cr_expect(be_tcvt_native(b950(), DT_FP32, DT_HF8));
	cr_expect(be_tcvt_native(b950(), DT_FP4, DT_BF16));
	cr_expect(be_tcvt_native(b950(), DT_UINT32, DT_INT16));
	cr_expect_not(be_tcvt_native(b950(), DT_INT32, DT_FP16), "950 INT32->FP16 goes via FP32");
	cr_expect_not(be_tcvt_native(b950(), DT_INT4, DT_FP16));
	cr_expect_eq(b910()->n_tcvt_pairs, 5 + 6 + 2 + 2 + 4 + 2 + 1 + 1 + 1);
	cr_expect_eq(b950()->n_tcvt_pairs, 8 + 6 + 4 + 5 + 5 + 2 + 2 + 3 + 3 + 1 + 1 + 1 + 1);
}

/* ---- scratch plans ---- */

static struct be_tile tile2(int dt, int64_t r, int64_t c, int64_t vr, int64_t vc)
{
	struct be_tile t = {.dtype = dt, .rank = 2, .shape = {r, c}, .valid = {vr, vc}};
	return t;
}

static struct be_scratch_plan cast(const be_t *be, struct be_tile t, int dst, int sat)
{
	struct be_scratch_query q;
	be_query_init(&q);
	q.source = &t;
	q.target_dtype = dst;
	q.saturating = sat;
	return be_plan_scratch(be, op("tile.cast"), &q);
}

static void expect_required(struct be_scratch_plan p, int dt, int64_t rows, int64_t cols)
{
	cr_expect_eq(p.kind, BE_REQUIRED, "kind %s", be_scratch_kind_name(p.kind));
	cr_expect_eq(p.dtype, dt, "dtype %s", p.kind == BE_REQUIRED ? dtype_infos[p.dtype].name : "-");
	cr_expect_eq(p.rows, rows);
	cr_expect_eq(p.cols, cols, "cols %lld, want %lld", (long long)p.cols, (long long)cols);
}

Test(backend, cast_seed_example)
{
	expect_required(cast(b910(), tile2(DT_FP32, 4, 128, 3, 96), DT_INT16, 0), DT_INT8, 1, 1152);
}

Test(backend, cast_worked_examples)
{
	expect_required(cast(b910(), tile2(DT_FP32, 4, 128, 4, 128), DT_INT16, 0), DT_INT8, 1, 512);
	expect_required(cast(b910(), tile2(DT_FP32, 8, 200, 8, 200), DT_INT16, 0), DT_INT8, 1, 5632);
	expect_required(cast(b910(), tile2(DT_FP16, 1, 128, 1, 128), DT_INT8, 0), DT_INT8, 1, 256);
	expect_required(cast(b910(), tile2(DT_FP16, 2, 40, 2, 40), DT_INT8, 0), DT_INT8, 1, 224);
	expect_required(cast(b910(), tile2(DT_FP16, 2, 40, 2, 40), DT_UINT8, 0), DT_INT8, 1, 224);
	expect_required(cast(b910(), tile2(DT_FP16, 16, 16, 16, 16), DT_INT16, 0), DT_INT8, 1, 64);
	expect_required(cast(b910(), tile2(DT_FP16, 4, 8, 4, 8), DT_INT16, 0), DT_INT8, 1, 32);
}

Test(backend, tcvt_tmp_bytes_formula)
{
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP32, DT_INT16, 3, 96, 128), 1152);
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP32, DT_INT16, 0, 96, 128), 32, "empty: minimum");
	/* rows are capped at 255, column blocks at 255 */
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP32, DT_INT16, 300, 8, 8), 32 * (254 * 1 + 1));
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP32, DT_INT16, 1, 64 * 300, 64 * 300), 4 * 64 * 255);
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP16, DT_INT16, 1, 200, 200), 32 * 8);
	cr_expect_eq(be_tcvt_tmp_bytes(DT_FP16, DT_INT8, 1, 8, 8), 128 + 32);
}

Test(backend, cast_not_required)
{
	struct be_tile t = tile2(DT_FP32, 4, 128, 3, 96);
	cr_expect_eq(cast(b950(), t, DT_INT16, 0).kind, BE_NOT_REQUIRED, "950");
	cr_expect_eq(cast(b910(), t, DT_INT16, 1).kind, BE_NOT_REQUIRED, "saturating");
	cr_expect_eq(cast(b910(), t, DT_FP16, 0).kind, BE_NOT_REQUIRED, "pair without tmp");
	cr_expect_eq(cast(b910(), tile2(DT_FP16, 4, 8, 4, 8), DT_UINT16, 0).kind, BE_NOT_REQUIRED,
		     "UINT16 is not in the set");
	cr_expect_eq(cast(b910(), tile2(DT_FP16, 4, 8, 4, 8), DT_INT4, 0).kind, BE_NOT_REQUIRED);
	/* no static shape is needed to answer NotRequired */
	cr_expect_eq(cast(b950(), tile2(DT_FP32, BE_DYN, BE_DYN, BE_DYN, BE_DYN), DT_INT16, 0).kind,
		     BE_NOT_REQUIRED);
	cr_expect_eq(cast(b910(), tile2(DT_FP32, BE_DYN, 128, BE_DYN, 96), DT_INT16, 1).kind,
		     BE_NOT_REQUIRED);
}

Test(backend, cast_unknown_and_unsupported)
{
	cr_expect_eq(cast(b910(), tile2(DT_FP32, 4, 128, BE_DYN, 96), DT_INT16, 0).kind, BE_UNKNOWN);
	cr_expect_eq(cast(b910(), tile2(DT_FP32, 4, 128, 3, BE_DYN), DT_INT16, 0).kind, BE_UNKNOWN);
	cr_expect_eq(cast(b910(), tile2(DT_FP32, 4, BE_DYN, 3, 96), DT_INT16, 0).kind, BE_UNKNOWN);
	/* a dynamic physical row count does not enter the formula */
	expect_required(cast(b910(), tile2(DT_FP32, BE_DYN, 128, 3, 96), DT_INT16, 0), DT_INT8, 1,
			1152);
	struct be_tile t3 = {.dtype = DT_FP32, .rank = 3, .shape = {2, 4, 128}, .valid = {2, 4, 128}};
	cr_expect_eq(cast(b910(), t3, DT_INT16, 0).kind, BE_UNSUPPORTED);
	struct be_scratch_query q;
	be_query_init(&q);
	q.target_dtype = DT_INT16;
	q.saturating = 0;
	cr_expect_eq(be_plan_scratch(b910(), op("tile.cast"), &q).kind, BE_UNKNOWN, "no source");
	struct be_tile t = tile2(DT_FP32, 4, 128, 3, 96);
	q.source = &t;
	q.saturating = BE_ABSENT;
	cr_expect_eq(be_plan_scratch(b910(), op("tile.cast"), &q).kind, BE_UNKNOWN,
		     "saturating mode not given");
}

Test(backend, cast_source_dtype_must_match)
{
	struct be_tile t = tile2(DT_FP32, 4, 128, 3, 96);
	struct be_scratch_query q;
	be_query_init(&q);
	q.source = &t;
	q.target_dtype = DT_INT16;
	q.saturating = 0;
	q.source_dtype = DT_FP32;
	expect_required(be_plan_scratch(b910(), op("tile.cast"), &q), DT_INT8, 1, 1152);
	q.source_dtype = DT_FP16;
	struct be_scratch_plan p = be_plan_scratch(b910(), op("tile.cast"), &q);
	cr_expect_eq(p.kind, BE_ERROR);
	cr_expect(strstr(p.error, "FP16") && strstr(p.error, "FP32"), "message: %s", p.error);
	cr_expect_eq(be_plan_scratch(b950(), op("tile.cast"), &q).kind, BE_ERROR);
}

static struct be_scratch_plan sel(const be_t *be, const char *name, int dt, int64_t cols)
{
	struct be_scratch_query q;
	be_query_init(&q);
	q.dtype = dt;
	q.source_cols = cols;
	return be_plan_scratch(be, op(name), &q);
}

Test(backend, sels_seed_example)
{
	expect_required(sel(b910(), "tile.sels", DT_FP16, 128), DT_FP16, 1, 128);
}

Test(backend, sels_worked_examples)
{
	expect_required(sel(b910(), "tile.sels", DT_FP32, 64), DT_FP32, 1, 64);
	cr_expect_eq(sel(b910(), "tile.sels", DT_INT8, 64).kind, BE_UNSUPPORTED);
	cr_expect_eq(sel(b910(), "tile.sels", DT_BF16, 64).kind, BE_UNSUPPORTED);
	cr_expect_eq(sel(b910(), "tile.sels", DT_FP16, BE_DYN).kind, BE_UNKNOWN);
	cr_expect_eq(sel(b910(), "tile.sels", DT_FP16, BE_ABSENT).kind, BE_UNKNOWN);
	expect_required(sel(b950(), "tile.sels", DT_FP16, 128), DT_UINT8, 1, 32);
	expect_required(sel(b950(), "tile.sels", DT_INT8, BE_DYN), DT_UINT8, 1, 32);
	cr_expect_eq(sel(b950(), "tile.sels", DT_BF16, 128).kind, BE_UNSUPPORTED);
}

Test(backend, sel_rule)
{
	expect_required(sel(b910(), "tile.sel", DT_FP16, BE_ABSENT), DT_UINT32, 1, 16);
	expect_required(sel(b910(), "tile.sel", DT_BF16, BE_ABSENT), DT_UINT32, 1, 16);
	cr_expect_eq(sel(b910(), "tile.sel", DT_INT8, BE_ABSENT).kind, BE_UNSUPPORTED);
	cr_expect_eq(sel(b910(), "tile.sel", DT_UINT8, BE_ABSENT).kind, BE_UNSUPPORTED);
	expect_required(sel(b950(), "tile.sel", DT_INT8, BE_ABSENT), DT_UINT8, 1, 32);
	expect_required(sel(b950(), "tile.sel", DT_BF16, BE_ABSENT), DT_UINT8, 1, 32);
	cr_expect_eq(sel(b950(), "tile.sel", DT_INT64, BE_ABSENT).kind, BE_UNSUPPORTED);
}

Test(backend, no_backend_keeps_historical_select_geometry)
{
	expect_required(sel(NULL, "tile.sel", DT_INT8, BE_ABSENT), DT_UINT8, 1, 32);
	expect_required(sel(NULL, "tile.sel", DT_FP32, BE_ABSENT), DT_UINT8, 1, 32);
	/* reference §3.1: no per-backend dtype restriction without a backend, so
	 * the op default carries no `supported` list and needs no dtype */
	expect_required(sel(NULL, "tile.sel", DT_INT64, BE_ABSENT), DT_UINT8, 1, 32);
	expect_required(sel(NULL, "tile.sel", BE_ABSENT, BE_ABSENT), DT_UINT8, 1, 32);
	expect_required(sel(NULL, "tile.sels", DT_BF16, 128), DT_UINT8, 1, 32);
	expect_required(sel(NULL, "tile.sels", DT_FP16, 128), DT_UINT8, 1, 32);
	struct be_tile t = tile2(DT_FP32, 4, 128, 3, 96);
	cr_expect_eq(cast(NULL, t, DT_INT16, 0).kind, BE_NOT_REQUIRED);
}

Test(backend, op_without_rule_answers_none)
{
	struct be_scratch_query q;
	be_query_init(&q);
	unsigned add = op("tile.add");
	cr_assert_eq(be_op_scratch_rule(b910(), add)->kind, SR_COUNT);
	cr_expect_eq(be_plan_scratch(b910(), add, &q).kind, BE_NONE);
	cr_expect_eq(be_plan_scratch(b950(), add, &q).kind, BE_NONE);
	cr_expect_eq(be_plan_scratch(NULL, add, &q).kind, BE_NONE);
}

Test(backend, unregistered_op_is_an_error)
{
	struct be_scratch_query q;
	be_query_init(&q);
	struct be_scratch_plan p = be_plan_scratch(b910(), op("tile.matmul_mx"), &q);
	cr_expect_eq(p.kind, BE_ERROR);
	cr_expect(strstr(p.error, "tile.matmul_mx") && strstr(p.error, "910B"), "message: %s",
		  p.error);
	cr_expect_eq(be_plan_scratch(b950(), op("tile.matmul_mx"), &q).kind, BE_NONE);
}

Test(backend, overrides_are_sorted_and_cover_only_registered_ops)
{
	for (unsigned i = 0; i < be_count(); i++) {
		const be_t *be = be_at(i);
		for (unsigned k = 0; k < be->n_overrides; k++) {
			if (k)
				cr_expect_lt(be->overrides[k - 1].op, be->overrides[k].op);
			cr_expect(be_op_supported(be, be->overrides[k].op));
		}
	}
}

static void word_into(enum ptoas_word kind, const char *w, size_t n, void *ctx)
{
	char *out = ctx;
	size_t len = strlen(out);
	snprintf(out + len, 512 - len, "%d:%.*s ", (int)kind, (int)n, w);
}

/* The words of a line: ops (also quoted), types, enum attributes and
 * attributes; attribute keys and other quoted text are none.  Codegen
 * scans every op line with this, jumping between the "pto"s and quotes. */
Test(backend, ptoas_scan_words)
{
	static const struct { const char *text, *words; } cases[] = {
		{"%t = pto.tadd ins(%a, %b : !pto.tile_buf<loc=vec, dtype=f32>) outs(%t)",
		 "0:pto.tadd 1:tile_buf "},
		{"\"pto.ttri\"(%a) {pto.kernel_kind = #pto.kernel_kind<vector>}", "0:pto.ttri 3:kernel_kind "},
		{"x = \"a\\\"pto.tadd\" pto.tsub #pto<cmp lt> #pto.layout<nd>", "0:pto.tsub 2:cmp 3:layout "},
		{"ppto.x _pto.y .pto.z %pto.w pto. pto", "0:pto.w "},
		{"\"open pto.tadd", ""},
		{"", ""},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char got[512] = "";
		ptoas_scan_words(cases[i].text, word_into, got);
		cr_expect_str_eq(got, cases[i].words, "words of '%s'", cases[i].text);
	}
}
