# ptoc: opt --backend 910B --passes=simplify
# the reference's test_lower_composite_ops case: in the else branch of `if 0 < cols` the negated
# condition, normalised to `cols <= 0`, bounds cols, so pl.max(1, pl.min(8, cols)) is 1 there
#   ptoc check --ranks 2 --fill signal__ssa_v0=0 tests/golden/passes/simp_else_branch_bound.py
# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def reduce_step(inp__ssa_v0: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 64)], out__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]], data__ssa_v0: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)]], signal__ssa_v0: pl.InOut[pld.DistributedTensor[[2, 2], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16)]], data_ctx: pld.CommCtxType, signal_ctx: pld.CommCtxType) -> pl.Tensor[[1, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        local__ssa_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(inp__ssa_v0, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        data__ssa_v1: pld.DistributedTensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = pl.tile.store(local__ssa_v0, [0, 0], data__ssa_v0)
        data__ctx_tmp_v0: pld.CommCtxType = data_ctx
        data__nranks_tmp_v1: pl.Scalar[pl.INT32] = pld.system.nranks(data__ctx_tmp_v0)
        data__nranks_idx_tmp_v2: pl.Scalar[pl.INDEX] = pl.cast(data__nranks_tmp_v1, pl.INDEX)
        data__my_rank_tmp_v3: pl.Scalar[pl.INT32] = pld.system.rank(data__ctx_tmp_v0)
        data__my_rank_idx_tmp_v4: pl.Scalar[pl.INDEX] = pl.cast(data__my_rank_tmp_v3, pl.INDEX)
        data__target_2d_tmp_v5: pld.DistributedTensor[[1, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = pl.tensor.view(data__ssa_v1, [1, 16])
        data__nr_minus_one_tmp_v6: pl.Scalar[pl.INDEX] = data__nranks_idx_tmp_v2 - 1
        for data__rs_step_tmp_v7 in pl.range(data__nr_minus_one_tmp_v6):
            data__step_tmp_v8: pl.Scalar[pl.INDEX] = data__rs_step_tmp_v7 + 1
            data__recv_add_idx_tmp_v9: pl.Scalar[pl.INDEX] = (data__my_rank_idx_tmp_v4 - data__step_tmp_v8 - 1 + data__nranks_idx_tmp_v2) % data__nranks_idx_tmp_v2
            data__left_tmp_v10: pl.Scalar[pl.INDEX] = (data__my_rank_idx_tmp_v4 - 1 + data__nranks_idx_tmp_v2) % data__nranks_idx_tmp_v2
            data__rs_segment_begin_tmp_v11: pl.Scalar[pl.INDEX] = data__recv_add_idx_tmp_v9 * 16 // 2
            data__rs_segment_end_tmp_v12: pl.Scalar[pl.INDEX] = (data__recv_add_idx_tmp_v9 + 1) * 16 // 2
            data__rs_segment_cols_tmp_v13: pl.Scalar[pl.INDEX] = data__rs_segment_end_tmp_v12 - data__rs_segment_begin_tmp_v11
            for data__rs_col_tmp_v14 in pl.range(0, 8, 8):
                data__rs_ready_epoch_tmp_v15: pl.Scalar[pl.INT32] = pl.cast(data__rs_col_tmp_v14 // 8 * 2 + 1, pl.INT32)
                for data__peer_rs_ready_tmp_v16 in pl.range(data__nranks_idx_tmp_v2):
                    if data__peer_rs_ready_tmp_v16 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__notify_rs_ready_ret_tmp_v17: pl.UnknownType = pld.system.notify(signal__ssa_v0, data__peer_rs_ready_tmp_v16, [data__rs_step_tmp_v7, data__my_rank_tmp_v3], pl.const(1, pl.INT32), op=0)
                for data__src_rs_ready_tmp_v18 in pl.range(data__nranks_idx_tmp_v2):
                    if data__src_rs_ready_tmp_v18 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__wait_rs_ready_ret_tmp_v19: pl.UnknownType = pld.system.wait(signal__ssa_v0, [data__rs_step_tmp_v7, data__src_rs_ready_tmp_v18], data__rs_ready_epoch_tmp_v15, cmp=1)
                if data__rs_col_tmp_v14 < data__rs_segment_cols_tmp_v13:
                    data__recv_rs_loaded_tmp_v20: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.max(pl.const(1, pl.INDEX), pl.min(pl.const(8, pl.INDEX), data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))])] = pld.tile.remote_load(data__target_2d_tmp_v5, data__left_tmp_v10, [0, data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14], [1, 8], [1, pl.max(1, pl.min(8, data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))])
                    data__recv_rs_tmp_v21: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(data__recv_rs_loaded_tmp_v20, pad_value=pl.PadValue.zero)
                    data__acc_rs_loaded_tmp_v22: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.max(pl.const(1, pl.INDEX), pl.min(pl.const(8, pl.INDEX), data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))])] = pl.tile.load(data__target_2d_tmp_v5, [0, data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14], [1, 8], [1, pl.max(1, pl.min(8, data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))], target_memory=pl.Mem.Vec)
                    data__acc_rs_tmp_v23: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(data__acc_rs_loaded_tmp_v22, pad_value=pl.PadValue.zero)
                    data__acc_rs_next_tmp_v24: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.add(data__acc_rs_tmp_v23, data__recv_rs_tmp_v21)
                    data__if_res_tmp_v27: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(data__acc_rs_next_tmp_v24)
                else:
                    data__acc_rs_placeholder_loaded_tmp_v25: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.max(pl.const(1, pl.INDEX), pl.min(pl.const(8, pl.INDEX), data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))])] = pl.tile.load(data__target_2d_tmp_v5, [0, 0], [1, 8], [1, pl.max(1, pl.min(8, data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))], target_memory=pl.Mem.Vec)
                    data__acc_rs_placeholder_tmp_v26: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(data__acc_rs_placeholder_loaded_tmp_v25, pad_value=pl.PadValue.zero)
                    data__acc_rs_placeholder_tmp_v26_mv: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(data__acc_rs_placeholder_tmp_v26, target_memory=pl.Mem.Vec)
                    data__if_res_tmp_v27: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(data__acc_rs_placeholder_tmp_v26_mv)
                data__rs_read_epoch_tmp_v28: pl.Scalar[pl.INT32] = pl.cast(data__rs_col_tmp_v14 // 8 * 2 + 1 + 1, pl.INT32)
                for data__peer_rs_read_tmp_v29 in pl.range(data__nranks_idx_tmp_v2):
                    if data__peer_rs_read_tmp_v29 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__notify_rs_read_ret_tmp_v30: pl.UnknownType = pld.system.notify(signal__ssa_v0, data__peer_rs_read_tmp_v29, [data__rs_step_tmp_v7, data__my_rank_tmp_v3], pl.const(1, pl.INT32), op=0)
                for data__src_rs_read_tmp_v31 in pl.range(data__nranks_idx_tmp_v2):
                    if data__src_rs_read_tmp_v31 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__wait_rs_read_ret_tmp_v32: pl.UnknownType = pld.system.wait(signal__ssa_v0, [data__rs_step_tmp_v7, data__src_rs_read_tmp_v31], data__rs_read_epoch_tmp_v28, cmp=1)
                if data__rs_col_tmp_v14 < data__rs_segment_cols_tmp_v13:
                    data__acc_rs_valid_tmp_v33: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14)) + pl.min(pl.const(8, pl.INDEX), data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))) - (pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14)))], pad=pl.PadValue.zero)] = pl.tile.set_validshape(data__if_res_tmp_v27, 1, 16 - pl.max(0, 16 - (16 - pl.max(0, 16 - (data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14)) + pl.min(8, data__rs_segment_cols_tmp_v13 - data__rs_col_tmp_v14))) - (16 - pl.max(0, 16 - (data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14))))
                    data__store_rs_tmp_v34: pld.DistributedTensor[[1, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = pl.tile.store(data__acc_rs_valid_tmp_v33, [0, 16 - pl.max(0, 16 - (data__rs_segment_begin_tmp_v11 + data__rs_col_tmp_v14))], data__target_2d_tmp_v5)
        for data__ag_step_tmp_v35 in pl.range(data__nr_minus_one_tmp_v6):
            data__ag_step_val_tmp_v36: pl.Scalar[pl.INDEX] = data__ag_step_tmp_v35 + 1
            data__ag_round_tmp_v37: pl.Scalar[pl.INDEX] = data__ag_step_tmp_v35 + data__nr_minus_one_tmp_v6
            data__ag_segment_idx_tmp_v38: pl.Scalar[pl.INDEX] = (data__my_rank_idx_tmp_v4 - data__ag_step_val_tmp_v36 + data__nranks_idx_tmp_v2) % data__nranks_idx_tmp_v2
            data__ag_left_tmp_v39: pl.Scalar[pl.INDEX] = (data__my_rank_idx_tmp_v4 - 1 + data__nranks_idx_tmp_v2) % data__nranks_idx_tmp_v2
            data__ag_segment_begin_tmp_v40: pl.Scalar[pl.INDEX] = data__ag_segment_idx_tmp_v38 * 16 // 2
            data__ag_segment_end_tmp_v41: pl.Scalar[pl.INDEX] = (data__ag_segment_idx_tmp_v38 + 1) * 16 // 2
            data__ag_segment_cols_tmp_v42: pl.Scalar[pl.INDEX] = data__ag_segment_end_tmp_v41 - data__ag_segment_begin_tmp_v40
            for data__ag_col_tmp_v43 in pl.range(0, 8, 8):
                data__ag_ready_epoch_tmp_v44: pl.Scalar[pl.INT32] = pl.cast(data__ag_col_tmp_v43 // 8 * 2 + 1, pl.INT32)
                for data__peer_ag_ready_tmp_v45 in pl.range(data__nranks_idx_tmp_v2):
                    if data__peer_ag_ready_tmp_v45 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__notify_ag_ready_ret_tmp_v46: pl.UnknownType = pld.system.notify(signal__ssa_v0, data__peer_ag_ready_tmp_v45, [data__ag_round_tmp_v37, data__my_rank_tmp_v3], pl.const(1, pl.INT32), op=0)
                for data__src_ag_ready_tmp_v47 in pl.range(data__nranks_idx_tmp_v2):
                    if data__src_ag_ready_tmp_v47 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__wait_ag_ready_ret_tmp_v48: pl.UnknownType = pld.system.wait(signal__ssa_v0, [data__ag_round_tmp_v37, data__src_ag_ready_tmp_v47], data__ag_ready_epoch_tmp_v44, cmp=1)
                if data__ag_col_tmp_v43 < data__ag_segment_cols_tmp_v42:
                    data__recv_ag_loaded_tmp_v49: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.max(pl.const(1, pl.INDEX), pl.min(pl.const(8, pl.INDEX), data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))])] = pld.tile.remote_load(data__target_2d_tmp_v5, data__ag_left_tmp_v39, [0, data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43], [1, 8], [1, pl.max(1, pl.min(8, data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))])
                    data__recv_ag_tmp_v50: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(data__recv_ag_loaded_tmp_v49, pad_value=pl.PadValue.zero)
                    data__if_res_tmp_v53: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(data__recv_ag_tmp_v50)
                else:
                    data__recv_ag_placeholder_loaded_tmp_v51: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.max(pl.const(1, pl.INDEX), pl.min(pl.const(8, pl.INDEX), data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))])] = pl.tile.load(data__target_2d_tmp_v5, [0, 0], [1, 8], [1, pl.max(1, pl.min(8, data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))], target_memory=pl.Mem.Vec)
                    data__recv_ag_placeholder_tmp_v52: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_6, pl.const(64, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_inplace(data__recv_ag_placeholder_loaded_tmp_v51, pad_value=pl.PadValue.zero)
                    data__recv_ag_placeholder_tmp_v52_mv: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.move(data__recv_ag_placeholder_tmp_v52, target_memory=pl.Mem.Vec)
                    data__if_res_tmp_v53: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.yield_(data__recv_ag_placeholder_tmp_v52_mv)
                data__ag_read_epoch_tmp_v54: pl.Scalar[pl.INT32] = pl.cast(data__ag_col_tmp_v43 // 8 * 2 + 1 + 1, pl.INT32)
                for data__peer_ag_read_tmp_v55 in pl.range(data__nranks_idx_tmp_v2):
                    if data__peer_ag_read_tmp_v55 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__notify_ag_read_ret_tmp_v56: pl.UnknownType = pld.system.notify(signal__ssa_v0, data__peer_ag_read_tmp_v55, [data__ag_round_tmp_v37, data__my_rank_tmp_v3], pl.const(1, pl.INT32), op=0)
                for data__src_ag_read_tmp_v57 in pl.range(data__nranks_idx_tmp_v2):
                    if data__src_ag_read_tmp_v57 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                        data__wait_ag_read_ret_tmp_v58: pl.UnknownType = pld.system.wait(signal__ssa_v0, [data__ag_round_tmp_v37, data__src_ag_read_tmp_v57], data__ag_read_epoch_tmp_v54, cmp=1)
                if data__ag_col_tmp_v43 < data__ag_segment_cols_tmp_v42:
                    data__recv_ag_valid_tmp_v59: pl.Tile[[1, 8], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(valid_shape=[1, pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43)) + pl.min(pl.const(8, pl.INDEX), data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))) - (pl.const(16, pl.INDEX) - pl.max(pl.const(0, pl.INDEX), pl.const(16, pl.INDEX) - (data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43)))], pad=pl.PadValue.zero)] = pl.tile.set_validshape(data__if_res_tmp_v53, 1, 16 - pl.max(0, 16 - (16 - pl.max(0, 16 - (data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43)) + pl.min(8, data__ag_segment_cols_tmp_v42 - data__ag_col_tmp_v43))) - (16 - pl.max(0, 16 - (data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43))))
                    data__store_ag_tmp_v60: pld.DistributedTensor[[1, 16], pl.FP32, pl.TensorView(stride=[16, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = pl.tile.store(data__recv_ag_valid_tmp_v59, [0, 16 - pl.max(0, 16 - (data__ag_segment_begin_tmp_v40 + data__ag_col_tmp_v43))], data__target_2d_tmp_v5)
        data__ring_reset_total_tmp_v61: pl.Scalar[pl.INT32] = pl.cast(pl.const(2, pl.INDEX) * ((pl.const(8, pl.INDEX) + (pl.const(8, pl.INDEX) - pl.const(1, pl.INDEX))) // pl.const(8, pl.INDEX)), pl.INT32)
        for data__reset_row_tmp_v62 in pl.range(2):
            for data__reset_src_tmp_v63 in pl.range(data__nranks_idx_tmp_v2):
                if data__reset_src_tmp_v63 != pl.cast(data__my_rank_tmp_v3, pl.INDEX):
                    data__epilogue_reset_ret_tmp_v64: pl.UnknownType = pld.system.notify(signal__ssa_v0, data__my_rank_tmp_v3, [data__reset_row_tmp_v62, data__reset_src_tmp_v63], -data__ring_reset_total_tmp_v61, op=0)
        data__ssa_v2: pld.DistributedTensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_13", pl.const(0, pl.INT64), 64)] = data__ssa_v1
        acc__ssa_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(data__ssa_v2, [0, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tensor[[1, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(acc__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0