/* The table of pass implementations and property verifiers, indexed by the
 * ids specgen generates from specs/pipeline.yaml.  One line per pass: the
 * pass itself lives in src/passes/<name>.c. */
#include "pass.h"
#include "passes.h"
#include "verify.h"
#include "memplan_util.h"

const pass_fn pass_impls[PASS_COUNT] = {
	[PASS_inline_functions] = pass_inline_functions,
	[PASS_unroll_loops] = pass_unroll_loops,
	[PASS_ctrl_flow_transform] = pass_ctrl_flow_transform,
	[PASS_convert_to_ssa] = pass_convert_to_ssa,
	[PASS_normalize_stmt_structure] = pass_normalize_stmt_structure,
	[PASS_infer_tile_memory_space] = pass_infer_tile_memory_space,
	[PASS_resolve_backend_op_layouts] = pass_resolve_backend_op_layouts,
	[PASS_materialize_tensor_strides] = pass_materialize_tensor_strides,
	[PASS_flatten_tile_nd_to_2d] = pass_flatten_tile_nd_to_2d,
	[PASS_expand_mixed_kernel] = pass_expand_mixed_kernel,
	[PASS_inject_gm_pipe_buffer] = pass_inject_gm_pipe_buffer,
	[PASS_lower_pipeline_loops] = pass_lower_pipeline_loops,
	[PASS_canonicalize_io_order] = pass_canonicalize_io_order,
	[PASS_skew_cross_core_pipeline] = pass_skew_cross_core_pipeline,
	[PASS_lower_pipeline_to_slots] = pass_lower_pipeline_to_slots,
	[PASS_auto_tile_matmul_l0] = pass_auto_tile_matmul_l0,
	[PASS_insert_mx_scale_addr] = pass_insert_mx_scale_addr,
	[PASS_init_mem_ref] = pass_init_mem_ref,
	[PASS_materialize_semantic_aliases] = pass_materialize_semantic_aliases,
	[PASS_memory_reuse] = pass_memory_reuse,
	[PASS_allocate_memory_addr] = pass_allocate_memory_addr,
	[PASS_fold_no_op_reshape] = pass_fold_no_op_reshape,
	[PASS_flatten_call_expr] = pass_flatten_call_expr,
	[PASS_normalize_return_order] = pass_normalize_return_order,
	[PASS_simplify] = pass_simplify,
};

const verify_fn prop_verifiers[PROP_COUNT] = {
	/* entries: [PROP_<Name>] = verify_<name>, */
	[PROP_InlineFunctionsEliminated] = verify_inline_functions_eliminated,
	[PROP_UnrollResolved] = verify_unroll_resolved,
	[PROP_StructuredCtrlFlow] = verify_structured_ctrl_flow,
	[PROP_SSAForm] = verify_ssa_form,
	[PROP_NormalizedStmtStructure] = verify_normalized_stmt_structure,
	[PROP_NoNestedCalls] = verify_no_nested_calls,
	[PROP_HierarchyOutlined] = verify_hierarchy_outlined,
	[PROP_SplitIncoreOrch] = verify_split_incore_orch,
	[PROP_AivSplitValid] = verify_aiv_split_valid,
	[PROP_ClusterOutlined] = verify_cluster_outlined,
	[PROP_IncoreTileOps] = verify_incore_tile_ops,
	[PROP_TileOps2D] = verify_tile_ops_2d,
	[PROP_TileMemoryInferred] = verify_tile_memory_inferred,
	[PROP_MixedKernelExpanded] = verify_mixed_kernel_expanded,
	[PROP_PipelineResolved] = verify_pipeline_resolved,
	[PROP_PipelineLoopValid] = verify_pipeline_loop_valid,
	[PROP_TensorViewCanonical] = verify_tensor_view_canonical,
	[PROP_OrchestrationReferencesResolved] = verify_hierarchy_outlined,
	[PROP_VectorKernelSplit] = verify_aiv_split_valid,
	[PROP_AccToGmStoreValid] = verify_acc_to_gm_store_valid,
	[PROP_HardSyncallOccupancyValid] = verify_hard_syncall_occupancy_valid,
	[PROP_ReturnParamsExplicit] = verify_return_params_explicit,
	[PROP_CallDirectionsResolved] = verify_call_directions_resolved,
	[PROP_CommDomainScopesMaterialized] = verify_comm_domain_scopes_materialized,
	[PROP_DistTensorCtxMaterialized] = verify_dist_tensor_ctx_materialized,
	[PROP_RuntimeScopesMaterialized] = verify_runtime_scopes_materialized,
	[PROP_IterArgCarryClassified] = verify_iter_arg_carry_classified,
	[PROP_HasMemRefs] = verify_has_mem_refs,
	[PROP_AllocatedMemoryAddr] = verify_allocated_memory_addr,
};
