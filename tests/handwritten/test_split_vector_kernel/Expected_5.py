# tests/ut/ir/transforms/test_split_vector_kernel.py::TestSplitVectorKernelNoSplitA2A3::test_no_split_dual_dispatch_lane1_loop_init_uses_empty_accumulator (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=slot_buf)
        if subblock_idx == 0:
            acc: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.full(
                [16, 16], dtype=pl.FP32, value=0.0
            )
            for kb, (acc_iter,) in pl.range(4, init_values=(acc,)):
                z_vec: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
                next_acc: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_iter, z_vec)
                pl.tfree_to_aic(z_vec)
                acc_final: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.yield_(next_acc)
            incremented: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_final, 1.0)
            updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(incremented, [0, 0], out)
            return updated
        else:
            acc_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            for kb_lane1, (acc_iter_lane1,) in pl.range(4, init_values=(acc_lane1,)):
                z_vec_lane1: pl.Tile[
                    [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
                ] = pl.tpop_from_aic(split=0)
                next_acc_lane1: pl.Tile[
                    [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
                ] = pl.add(acc_iter_lane1, z_vec_lane1)
                pl.tfree_to_aic(z_vec_lane1)
                acc_final_lane1: pl.Tile[
                    [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
                ] = pl.yield_(next_acc_lane1)
            incremented_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.add(acc_final_lane1, 1.0)
            updated_lane1: pl.Tensor[[16, 16], pl.FP32] = out
            return out
