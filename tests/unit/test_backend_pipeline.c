/* specs/pipeline.yaml against the reference default pipeline
 * (dsl-pipeline-codegen.md §2): order, property contracts, planners. */
#include <criterion/criterion.h>
#include <string.h>

#include "spec.h"

static int find(const char *const *names, unsigned stride, unsigned n, const char *name)
{
	for (unsigned i = 0; i < n; i++)
		if (!strcmp(*(const char *const *)((const char *)names + i * stride), name))
			return (int)i;
	return -1;
}

static int pass(const char *name)
{
	int i = find(&spec_passes[0].name, sizeof spec_passes[0], spec_n_passes, name);
	cr_assert_geq(i, 0, "pass %s missing", name);
	return i;
}

static uint64_t prop(const char *name)
{
	int i = find(&spec_properties[0].name, sizeof spec_properties[0], spec_n_properties, name);
	cr_assert_geq(i, 0, "property %s missing", name);
	return 1ull << i;
}

static const struct spec_pipeline *default_pipeline(void)
{
	for (unsigned i = 0; i < spec_n_pipelines; i++)
		if (!strcmp(spec_pipelines[i].name, "default"))
			return &spec_pipelines[i];
	cr_assert_fail("no default pipeline");
	return NULL;
}

static const struct spec_planner *planner(const char *name, unsigned *index)
{
	int i = find(&spec_planners[0].name, sizeof spec_planners[0], spec_n_planners, name);
	cr_assert_geq(i, 0, "planner %s missing", name);
	*index = (unsigned)i;
	return &spec_planners[i];
}

Test(pipeline_spec, default_order)
{
	static const char *const order[] = {
		"InlineFunctions", "UnrollLoops", "CtrlFlowTransform", "ConvertToSSA", "Simplify",
		"NormalizeStmtStructure", "FlattenCallExpr", "OutlineHierarchyScopes",
		"OutlineIncoreScopes", "OutlineClusterScopes", "ConvertTensorToTileOps",
		"OptimizeOrchTensors", "LowerCompositeOps", "FlattenTileNdTo2D", "LegalizeTileCast",
		"AutoTileMatmulL0", "CanonicalizeTileSlice", "InferTileMemorySpace",
		"InsertMxScaleAddr", "ResolveBackendOpLayouts", "LowerAutoVectorSplit",
		"ExpandMixedKernel", "InjectGMPipeBuffer", "SplitVectorKernel", "StampTfreeSplit",
		"NormalizeReturnOrder", "SkewCrossCorePipeline", "LowerPipelineToSlots",
		"LowerPipelineLoops", "CanonicalizeIOOrder", "MaterializeTensorStrides", "InitMemRef",
		"MaterializeSemanticAliases", "MemoryReuse", "AllocateMemoryAddr", "FoldNoOpReshape",
		"FuseCreateAssembleToSlice", "DeriveCallDirections", "AutoDeriveTaskDependencies",
		"ExpandManualPhaseFence", "SynthesizeAllReduceSignals", "MaterializeCommDomainScopes",
		"LowerHostTensorCollectives", "MaterializeDistTensorCtx", "Simplify",
		"MaterializeRuntimeScopes", "ClassifyIterArgCarry", "InsertCommFence",
		"MaterializeValidShapeSymbols",
	};
	const struct spec_pipeline *p = default_pipeline();
	cr_assert_eq(p->n_entries, 49);
	for (unsigned i = 0; i < 49; i++)
		cr_expect_str_eq(spec_passes[p->entries[i].pass].display, order[i], "entry %u", i + 1);
}

Test(pipeline_spec, planners_only_remove_passes)
{
	unsigned pypto, dsa, ptoas;
	const struct spec_planner *a = planner("pypto", &pypto);
	const struct spec_planner *b = planner("dsa_rp", &dsa);
	const struct spec_planner *c = planner("ptoas", &ptoas);
	cr_expect(a->emit_addr && !a->reserve_auto);
	cr_expect_str_eq(a->ptoas_level, "level3");
	cr_expect(b->emit_addr && !b->reserve_auto);
	cr_expect_str_eq(b->ptoas_level, "level3");
	cr_expect(!c->emit_addr && c->reserve_auto);
	cr_expect_str_eq(c->ptoas_level, "level2");
	const struct spec_pipeline *p = default_pipeline();
	for (unsigned i = 0; i < p->n_entries; i++) {
		const char *n = spec_passes[p->entries[i].pass].name;
		uint32_t want = 0;
		if (!strcmp(n, "memory_reuse"))
			want = (1u << dsa) | (1u << ptoas);
		else if (!strcmp(n, "allocate_memory_addr"))
			want = 1u << ptoas;
		else if (!strcmp(n, "lower_pipeline_to_slots"))
			want = (1u << pypto) | (1u << dsa);
		cr_expect_eq(p->entries[i].skip_planners, want, "%s", n);
	}
}

Test(pipeline_spec, property_contracts)
{
	const struct spec_pass *s = &spec_passes[pass("convert_to_ssa")];
	cr_expect_eq(s->required, 0);
	cr_expect_eq(s->produced, prop("SSAForm"));
	cr_expect_eq(s->invalidated, prop("NormalizedStmtStructure"));
	s = &spec_passes[pass("init_mem_ref")];
	cr_expect_eq(s->required, prop("SSAForm") | prop("SplitIncoreOrch") | prop("IncoreTileOps") |
				   prop("TileOps2D") | prop("TileMemoryInferred"));
	cr_expect_eq(s->produced, prop("HasMemRefs") | prop("NormalizedStmtStructure"));
	cr_expect_eq(s->invalidated, prop("SSAForm"));
	s = &spec_passes[pass("infer_tile_memory_space")];
	cr_expect_eq(s->produced, prop("SSAForm") | prop("TileMemoryInferred") |
				   prop("NormalizedStmtStructure") | prop("AivSplitValid") |
				   prop("AccToGmStoreValid"));
	cr_expect_eq(s->invalidated, prop("AivSplitValid"));
	s = &spec_passes[pass("canonicalize_io_order")];
	cr_expect(s->produced & prop("PipelineResolved"));
	cr_expect_not(s->required & prop("PipelineResolved"));
}

Test(pipeline_spec, verified_set)
{
	static const char *const verified[] = {
		"SSAForm", "TypeChecked", "MixedKernelExpanded", "AllocatedMemoryAddr",
		"BreakContinueValid", "NoRedundantBlocks", "InOutUseValid", "CallDirectionsResolved",
		"ManualDepsOnSubmitOnly", "ReturnParamsExplicit", "AivSplitValid",
		"TileMemoryInferred", "HardSyncallOccupancyValid", "IterArgCarryClassified",
		"RuntimeScopesMaterialized", "DistTensorCtxMaterialized", "AccToGmStoreValid",
		"AtomicAddDtypeValid",
	};
	uint64_t want = 0, got = 0;
	for (unsigned i = 0; i < sizeof verified / sizeof *verified; i++)
		want |= prop(verified[i]);
	for (unsigned i = 0; i < spec_n_properties; i++)
		if (spec_properties[i].verified)
			got |= 1ull << i;
	cr_expect_eq(got, want, "TensorViewCanonical is not in the verified set");
}

/* GetStructuralProperties(): checked before and after every pass at
 * --verify=all, and declared by no pass. */
Test(pipeline_spec, structural_set)
{
	static const char *const structural[] = {
		"TypeChecked", "BreakContinueValid", "NoRedundantBlocks", "UseAfterDef",
		"OutParamNotShadowed", "NoNestedInCore", "InOutUseValid", "PipelineLoopValid",
		"ArrayNotEscaped", "ManualDepsOnSubmitOnly", "AtomicAddDtypeValid",
	};
	uint64_t want = 0, got = 0;
	for (unsigned i = 0; i < sizeof structural / sizeof *structural; i++)
		want |= prop(structural[i]);
	for (unsigned i = 0; i < spec_n_properties; i++)
		if (spec_properties[i].structural)
			got |= 1ull << i;
	cr_expect_eq(got, want);
	for (unsigned i = 0; i < spec_n_passes; i++) {
		const struct spec_pass *sp = &spec_passes[i];
		cr_expect_eq((sp->required | sp->produced | sp->invalidated) & want, 0,
			     "pass %s declares a structural property", sp->name);
	}
}
