/* The pass functions ptoc implements (one per file, registered in
 * registry.c).  Each has the pass_fn signature of pass.h. */
#ifndef PTOC_PASSES_H
#define PTOC_PASSES_H

#include "pass.h"

bool pass_inline_functions(struct pass_ctx *ctx, struct program *p);
bool pass_unroll_loops(struct pass_ctx *ctx, struct program *p);
bool pass_ctrl_flow_transform(struct pass_ctx *ctx, struct program *p);
bool pass_convert_to_ssa(struct pass_ctx *ctx, struct program *p);
bool pass_normalize_stmt_structure(struct pass_ctx *ctx, struct program *p);
bool pass_outline_hierarchy_scopes(struct pass_ctx *ctx, struct program *p);
bool pass_outline_incore_scopes(struct pass_ctx *ctx, struct program *p);
bool pass_outline_cluster_scopes(struct pass_ctx *ctx, struct program *p);
bool pass_convert_tensor_to_tile_ops(struct pass_ctx *ctx, struct program *p);
bool pass_infer_tile_memory_space(struct pass_ctx *ctx, struct program *p);
bool pass_resolve_backend_op_layouts(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_tensor_strides(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_valid_shape_symbols(struct pass_ctx *ctx, struct program *p);
bool pass_flatten_tile_nd_to_2d(struct pass_ctx *ctx, struct program *p);
bool pass_expand_mixed_kernel(struct pass_ctx *ctx, struct program *p);
bool pass_inject_gm_pipe_buffer(struct pass_ctx *ctx, struct program *p);
bool pass_lower_pipeline_loops(struct pass_ctx *ctx, struct program *p);
bool pass_canonicalize_io_order(struct pass_ctx *ctx, struct program *p);
bool pass_skew_cross_core_pipeline(struct pass_ctx *ctx, struct program *p);
bool pass_lower_pipeline_to_slots(struct pass_ctx *ctx, struct program *p);
bool pass_auto_tile_matmul_l0(struct pass_ctx *ctx, struct program *p);
bool pass_canonicalize_tile_slice(struct pass_ctx *ctx, struct program *p);
bool pass_insert_mx_scale_addr(struct pass_ctx *ctx, struct program *p);
bool pass_split_vector_kernel(struct pass_ctx *ctx, struct program *p);
bool pass_stamp_tfree_split(struct pass_ctx *ctx, struct program *p);
bool pass_lower_auto_vector_split(struct pass_ctx *ctx, struct program *p);
bool pass_flatten_call_expr(struct pass_ctx *ctx, struct program *p);
bool pass_normalize_return_order(struct pass_ctx *ctx, struct program *p);
bool pass_simplify(struct pass_ctx *ctx, struct program *p);
bool pass_derive_call_directions(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_runtime_scopes(struct pass_ctx *ctx, struct program *p);
bool pass_classify_iter_arg_carry(struct pass_ctx *ctx, struct program *p);
bool pass_auto_derive_task_dependencies(struct pass_ctx *ctx, struct program *p);
bool pass_expand_manual_phase_fence(struct pass_ctx *ctx, struct program *p);
bool pass_legalize_tile_cast(struct pass_ctx *ctx, struct program *p);
bool pass_lower_composite_ops(struct pass_ctx *ctx, struct program *p);
bool pass_optimize_orch_tensors(struct pass_ctx *ctx, struct program *p);
bool pass_fuse_create_assemble_to_slice(struct pass_ctx *ctx, struct program *p);
bool pass_synthesize_allreduce_signals(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_comm_domain_scopes(struct pass_ctx *ctx, struct program *p);
bool pass_lower_host_tensor_collectives(struct pass_ctx *ctx, struct program *p);
bool pass_materialize_dist_tensor_ctx(struct pass_ctx *ctx, struct program *p);
bool pass_insert_comm_fence(struct pass_ctx *ctx, struct program *p);

#endif
